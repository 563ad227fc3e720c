//! Feature steps: each takes a `SparkPod` and returns it configured, and may add system
//! properties and Kubernetes objects. One step per file, named after what it does; the
//! builders (`crate::builder`) list them in Spark's order.

use k8s_openapi::api::core::v1::{
    ConfigMapVolumeSource, EnvVar, EnvVarSource, KeyToPath, ObjectFieldSelector,
    SecretVolumeSource, Volume,
};

use crate::error::SparkResult;
use crate::pod::SparkPod;
use sparkpods_kube::KubeObject;

pub mod basic_driver;
pub mod basic_executor;
pub mod driver_command;
pub mod driver_credentials;
pub mod driver_service;
pub mod env_secrets;
pub mod executor_credentials;
pub mod hadoop_conf;
pub mod kerberos_conf;
pub mod local_dirs;
pub mod mount_secrets;
pub mod mount_volumes;
pub mod network_policy;
pub mod pod_basics;
pub mod pod_template_config_map;
#[cfg(test)]
mod test_support;
pub mod user_steps;

/// What a step contributes; Spark's `KubernetesFeatureConfigStep`.
///
/// Steps validate in their constructors (`new`), as Spark's do, so that a bad conf fails before
/// any step configures the pod, in the same order Spark fails.
pub trait FeatureStep {
    /// The Spark class this step reproduces; used for exclusion lists and provenance.
    fn class_name(&self) -> &'static str;

    /// Configure the pod. Called once, before the trait's other methods: what the step
    /// prepared for the pod may be moved into it rather than copied (thousands of volumes,
    /// the executor's env vars).
    fn configure_pod(&mut self, pod: SparkPod) -> SparkResult<SparkPod>;

    /// System properties the driver JVM is started with (`spark.properties`).
    fn system_properties(&self) -> SparkResult<Vec<(String, String)>> {
        Ok(Vec::new())
    }

    /// Objects created before the driver pod.
    fn pre_resources(&self) -> SparkResult<Vec<KubeObject>> {
        Ok(Vec::new())
    }

    /// Objects created after the pod, owned by it.
    fn resources(&self) -> SparkResult<Vec<KubeObject>> {
        Ok(Vec::new())
    }
}

/// `KubernetesUtils.buildEnvVars`: plain env vars, pairs without a value dropped (the pairs'
/// texts moved into them).
pub fn env_vars(
    pairs: impl IntoIterator<Item = (String, Option<String>)>,
) -> impl Iterator<Item = EnvVar> {
    pairs.into_iter().filter_map(|(name, value)| {
        value.map(|value| EnvVar {
            name,
            value: Some(value),
            value_from: None,
        })
    })
}

/// One `name=value` env var.
pub fn env_var(name: &str, value: &str) -> EnvVar {
    EnvVar {
        name: name.to_string(),
        value: Some(value.to_string()),
        value_from: None,
    }
}

/// An env var read from a pod field (`valueFrom.fieldRef`).
pub fn field_ref_env(name: &str, api_version: &str, field_path: &str) -> EnvVar {
    EnvVar {
        name: name.to_string(),
        value: None,
        value_from: Some(Box::new(EnvVarSource {
            field_ref: Some(ObjectFieldSelector {
                api_version: Some(api_version.to_string()),
                field_path: field_path.to_string(),
            }),
            ..Default::default()
        })),
    }
}

/// A volume backed by Secret `secret_name`.
pub fn secret_volume(name: &str, secret_name: &str) -> Volume {
    Volume {
        name: name.to_string(),
        secret: Some(Box::new(SecretVolumeSource {
            secret_name: Some(secret_name.to_string()),
            ..Default::default()
        })),
        ..Default::default()
    }
}

/// A volume backed by ConfigMap `config_map`, optionally listing its items.
pub fn config_map_volume(name: &str, config_map: &str, items: Option<Vec<KeyToPath>>) -> Volume {
    Volume {
        name: name.to_string(),
        config_map: Some(Box::new(ConfigMapVolumeSource {
            name: config_map.to_string(),
            items,
            ..Default::default()
        })),
        ..Default::default()
    }
}

/// An item `key` of a ConfigMap volume exposed as file `path`.
pub fn key_to_path(key: &str, path: &str) -> KeyToPath {
    KeyToPath {
        key: key.to_string(),
        path: path.to_string(),
        mode: None,
        user: None,
    }
}
