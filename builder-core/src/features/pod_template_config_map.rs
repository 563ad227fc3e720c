//! `PodTemplateConfigMapStep`: ship the executor pod template to the driver in a ConfigMap.

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::{
    ConfigMap, ConfigMapVolumeSource, KeyToPath, Volume, VolumeMount,
};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

use super::FeatureStep;
use crate::conf::registry as keys;
use crate::error::{SparkError, SparkResult};
use crate::kconf::KubernetesConf;
use crate::pod::SparkPod;
use crate::resources::KubeResource;

pub const TEMPLATE_MOUNT_PATH: &str = "/opt/spark/pod-template";
pub const TEMPLATE_FILE_NAME: &str = "pod-spec-template.yml";
const TEMPLATE_KEY: &str = "podspec-configmap-key";

pub struct PodTemplateConfigMapStep {
    template: Option<String>,
    config_map: String,
}

impl PodTemplateConfigMapStep {
    pub fn new(conf: &KubernetesConf) -> SparkResult<Self> {
        let template = match conf.get(keys::EXECUTOR_POD_TEMPLATE_FILE.key) {
            None => None,
            Some(path) => Some(conf.env.files.read_string(path).ok_or_else(|| {
                SparkError::spark(format!("{path} (No such file or directory)"))
                    .with_key(keys::EXECUTOR_POD_TEMPLATE_FILE.key)
                    .with_hint("point it at a readable pod template file")
            })?),
        };
        Ok(PodTemplateConfigMapStep {
            template,
            config_map: format!("{}-driver-podspec-conf-map", conf.resource_name_prefix),
        })
    }
}

impl FeatureStep for PodTemplateConfigMapStep {
    fn class_name(&self) -> &'static str {
        "org.apache.spark.deploy.k8s.features.PodTemplateConfigMapStep"
    }

    fn configure_pod(&self, mut pod: SparkPod) -> SparkResult<SparkPod> {
        if self.template.is_none() {
            return Ok(pod);
        }
        pod.spec_mut()
            .volumes
            .get_or_insert_with(Vec::new)
            .push(Volume {
                name: "pod-template-volume".to_string(),
                config_map: Some(ConfigMapVolumeSource {
                    name: self.config_map.clone(),
                    items: Some(vec![KeyToPath {
                        key: TEMPLATE_KEY.to_string(),
                        path: TEMPLATE_FILE_NAME.to_string(),
                        mode: None,
                        user: None,
                    }]),
                    ..Default::default()
                }),
                ..Default::default()
            });
        pod.container
            .volume_mounts
            .get_or_insert_with(Vec::new)
            .push(VolumeMount {
                name: "pod-template-volume".to_string(),
                mount_path: TEMPLATE_MOUNT_PATH.to_string(),
                ..Default::default()
            });
        Ok(pod)
    }

    fn system_properties(&self) -> SparkResult<Vec<(String, String)>> {
        Ok(match self.template {
            Some(_) => vec![(
                keys::EXECUTOR_POD_TEMPLATE_FILE.key.to_string(),
                format!("{TEMPLATE_MOUNT_PATH}/{TEMPLATE_FILE_NAME}"),
            )],
            None => Vec::new(),
        })
    }

    fn resources(&self) -> SparkResult<Vec<KubeResource>> {
        let Some(t) = &self.template else {
            return Ok(Vec::new());
        };
        Ok(vec![KubeResource::ConfigMap(ConfigMap {
            metadata: ObjectMeta {
                name: Some(self.config_map.clone()),
                ..Default::default()
            },
            immutable: Some(true),
            data: Some(BTreeMap::from([(TEMPLATE_KEY.to_string(), t.clone())])),
            ..Default::default()
        })])
    }
}
