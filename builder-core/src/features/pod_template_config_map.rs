//! `PodTemplateConfigMapStep`: ship the executor pod template to the driver in a ConfigMap.

use k8s_openapi::api::core::v1::ConfigMap;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

use super::{FeatureStep, config_map_volume, key_to_path};
use crate::conf::registry as keys;
use crate::error::{SparkError, SparkResult};
use crate::kubernetes_conf::KubernetesConf;
use crate::pod::SparkPod;
use sparkpods_kube::KubeObject;

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

    fn configure_pod(&mut self, mut pod: SparkPod) -> SparkResult<SparkPod> {
        if self.template.is_some() {
            let items = vec![key_to_path(TEMPLATE_KEY, TEMPLATE_FILE_NAME)];
            pod.add_mounted_volume(
                config_map_volume("pod-template-volume", &self.config_map, Some(items)),
                TEMPLATE_MOUNT_PATH,
                None,
            );
        }
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

    fn resources(&self) -> SparkResult<Vec<KubeObject>> {
        let Some(t) = &self.template else {
            return Ok(Vec::new());
        };
        Ok(vec![KubeObject::ConfigMap(ConfigMap {
            metadata: ObjectMeta {
                name: Some(self.config_map.clone()),
                ..Default::default()
            },
            immutable: Some(true),
            data: Some(sparkpods_sort::btree_map([(
                TEMPLATE_KEY.to_string(),
                t.clone(),
            )])),
            ..Default::default()
        })])
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::*;
    use crate::inputs::{Environment, MainResource};
    use crate::release::SparkVersion::V3_5_5;

    #[test]
    fn executor_template_is_shipped_to_the_driver() {
        let mut env = Environment::oracle_default();
        env.files.insert("t.yaml", "spec: {}\n");
        let env: &'static Environment = Box::leak(Box::new(env));
        let conf = driver_with(
            V3_5_5,
            &[("spark.kubernetes.executor.podTemplateFile", "t.yaml")],
            MainResource::Java(None),
            env,
        );
        let mut step = PodTemplateConfigMapStep::new(&conf).unwrap();
        let pod = apply(&mut step);
        assert_eq!(
            pod.container.volume_mounts.unwrap()[0].mount_path,
            TEMPLATE_MOUNT_PATH
        );
        assert_eq!(
            step.system_properties().unwrap()[0].1,
            "/opt/spark/pod-template/pod-spec-template.yml"
        );
        assert_eq!(step.resources().unwrap().len(), 1);
        assert!(
            apply(&mut PodTemplateConfigMapStep::new(&driver(V3_5_5, &[])).unwrap())
                .pod
                .spec
                .unwrap()
                .volumes
                .is_none()
        );
    }
}
