//! What the Apache operator does with the driver Spark's builder made, in its own process
//! (no spark-submit): `SparkAppResourceSpec` (the conf ConfigMap `<app id>-spark-drv-conf-map`,
//! whose volume also lists the namespace key, and the `configMapSpecs`), the decorators of the
//! driver pod (owner reference to the `SparkApplication`, its labels and namespace; no privilege
//! escalation) and `AppInitStep`'s `DriverResourceDecorator` of every other object (owner
//! reference to the driver pod, the pod's labels).

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::{ConfigMap, Container, Pod};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{ObjectMeta, OwnerReference};

use super::release::OperatorRelease;
use super::resource::{self, ConfigMapSpec};
use crate::builder::SubmittedDriver;
use crate::conf::registry as keys;
use crate::inputs::{DriverArgs, IdSource};
use crate::resources::KubeResource;
use crate::submit_client::{
    DriverClient, SubmitInputs, conf_config_map, conf_files, conf_map_name, key_to_paths,
    namespace, with_conf_volume,
};

/// The pseudo step of what the operator adds to the driver pod.
pub const OPERATOR_STEP: &str =
    "Apache Spark operator (SparkAppResourceSpec, owner and security-context decorators)";

/// The operator as the driver's submitter.
#[derive(Debug, Clone)]
pub struct OperatorClient {
    pub release: &'static OperatorRelease,
    pub app_id: String,
    pub app_name: String,
    pub app_uid: String,
    /// The application's namespace, which the decorator puts on the driver pod.
    pub namespace: String,
    /// `spark.operator/name` and `spark.operator/spark-app-name`.
    pub labels: Vec<(String, String)>,
    pub config_maps: Vec<ConfigMapSpec>,
}

impl DriverClient for OperatorClient {
    fn submitter(&self) -> &'static str {
        "the Apache Spark operator's Spark"
    }

    fn step(&self) -> &'static str {
        OPERATOR_STEP
    }

    fn submit(&self, input: SubmitInputs, ids: &mut dyn IdSource) -> SubmittedDriver {
        let cm_name = conf_map_name(&format!("{}-spark-drv", self.app_id));
        let namespace = namespace(input.conf);
        let mut files: BTreeMap<String, String> =
            crate::sort::btree_map(conf_files(&input, &cm_name, ids));
        // Unlike spark-submit, the operator lists the namespace entry in the volume too.
        files.insert(keys::NAMESPACE.key.to_string(), namespace.clone());
        let items = key_to_paths(files.keys().map(String::as_str));
        let mut pod = with_conf_volume(&input.spec.pod, &cm_name, items);
        self.decorate_driver(&mut pod);

        let mut pre_resources = input.spec.pre_resources.clone();
        pre_resources.extend(self.config_maps.iter().map(user_config_map));
        let mut resources = input.spec.resources.clone();
        resources.push(KubeResource::ConfigMap(conf_config_map(
            &cm_name,
            &namespace,
            files,
            Some(BTreeMap::new()),
        )));
        let mut created = pod.clone();
        created.metadata.uid = Some(input.driver_pod_uid.to_string());
        for r in pre_resources.iter_mut().chain(resources.iter_mut()) {
            let meta = r.metadata_mut();
            if meta.namespace.as_deref().unwrap_or("").is_empty() {
                meta.namespace = Some(namespace.clone());
            }
            decorate_with_driver(meta, &created);
        }
        SubmittedDriver {
            config_map_name: cm_name,
            pod,
            pre_resources,
            resources,
        }
    }

    /// The driver pod runs `spark-submit --class <mainClass>` (no `--name`), which names the
    /// application after the class.
    fn app_name_in_driver(&self, driver: &DriverArgs) -> Option<String> {
        Some(driver.main_class.clone())
    }
}

impl OperatorClient {
    /// `OwnerResourceDecorator` (`DriverDecorator` before 1.0.0), then
    /// `SecurityContextDecorator` (1.0.0+).
    fn decorate_driver(&self, pod: &mut Pod) {
        let meta = &mut pod.metadata;
        meta.namespace = Some(self.namespace.clone());
        meta.owner_references
            .get_or_insert_with(Vec::new)
            .push(OwnerReference {
                api_version: resource::API_VERSION.to_string(),
                kind: resource::KIND.to_string(),
                name: self.app_name.clone(),
                uid: self.app_uid.clone(),
                block_owner_deletion: Some(true),
                controller: None,
            });
        let labels = meta.labels.get_or_insert_with(BTreeMap::new);
        for (k, v) in &self.labels {
            labels.insert(k.clone(), v.clone());
        }
        if self.release.disallows_privilege_escalation
            && let Some(spec) = pod.spec.as_mut()
        {
            let init = spec.init_containers.iter_mut().flatten();
            for c in init.chain(spec.containers.iter_mut()) {
                disallow_privilege_escalation(c);
            }
        }
    }
}

fn disallow_privilege_escalation(c: &mut Container) {
    c.security_context
        .get_or_insert_with(Default::default)
        .allow_privilege_escalation
        .get_or_insert(false);
}

/// `ConfigMapSpecUtils.buildConfigMaps`: one ConfigMap per `configMapSpecs` entry.
fn user_config_map(spec: &ConfigMapSpec) -> KubeResource {
    let map = |pairs: &[(String, String)]| {
        (!pairs.is_empty()).then(|| crate::sort::btree_map(pairs.iter().cloned()))
    };
    KubeResource::ConfigMap(ConfigMap {
        metadata: ObjectMeta {
            name: Some(spec.name.clone()),
            labels: map(&spec.labels),
            annotations: map(&spec.annotations),
            ..Default::default()
        },
        data: map(&spec.data),
        ..Default::default()
    })
}

/// `DriverResourceDecorator`: an owner reference to the created driver pod, unless there is
/// one, and the pod's labels.
fn decorate_with_driver(meta: &mut ObjectMeta, driver: &Pod) {
    let name = driver.metadata.name.clone().unwrap_or_default();
    let uid = driver.metadata.uid.clone().unwrap_or_default();
    let refs = meta.owner_references.get_or_insert_with(Vec::new);
    if refs
        .iter()
        .any(|o| o.kind == "Pod" && o.name == name && o.uid == uid)
    {
        return;
    }
    refs.push(OwnerReference {
        api_version: "v1".to_string(),
        kind: "Pod".to_string(),
        name,
        uid,
        block_owner_deletion: Some(true),
        controller: None,
    });
    if let Some(labels) = &driver.metadata.labels {
        let own = meta.labels.get_or_insert_with(BTreeMap::new);
        for (k, v) in labels {
            own.insert(k.clone(), v.clone());
        }
    }
}
