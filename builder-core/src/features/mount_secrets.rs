//! `MountSecretsFeatureStep`: `spark.kubernetes.<role>.secrets.<name>=<path>` mounts Secret
//! `<name>` as volume `<name>-volume`.

use k8s_openapi::api::core::v1::{SecretVolumeSource, Volume, VolumeMount};

use super::FeatureStep;
use crate::error::SparkResult;
use crate::kconf::KubernetesConf;
use crate::pod::SparkPod;

pub struct MountSecretsStep {
    secrets: Vec<(String, String)>,
}

impl MountSecretsStep {
    pub fn new(conf: &KubernetesConf) -> Self {
        MountSecretsStep {
            secrets: conf.secret_names_to_mount_paths(),
        }
    }
}

impl FeatureStep for MountSecretsStep {
    fn class_name(&self) -> &'static str {
        "org.apache.spark.deploy.k8s.features.MountSecretsFeatureStep"
    }

    fn configure_pod(&self, mut pod: SparkPod) -> SparkResult<SparkPod> {
        if self.secrets.is_empty() {
            return Ok(pod);
        }
        let volumes = pod.spec_mut().volumes.get_or_insert_with(Vec::new);
        for (name, _) in &self.secrets {
            volumes.push(Volume {
                name: format!("{name}-volume"),
                secret: Some(SecretVolumeSource {
                    secret_name: Some(name.clone()),
                    ..Default::default()
                }),
                ..Default::default()
            });
        }
        let mounts = pod.container.volume_mounts.get_or_insert_with(Vec::new);
        for (name, path) in &self.secrets {
            mounts.push(VolumeMount {
                name: format!("{name}-volume"),
                mount_path: path.clone(),
                ..Default::default()
            });
        }
        Ok(pod)
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::*;
    use crate::version::SparkVersion::V3_5_5;

    #[test]
    fn secrets_are_mounted_as_name_volume() {
        let pod = apply(&MountSecretsStep::new(&executor(
            V3_5_5,
            &[("spark.kubernetes.executor.secrets.tls", "/etc/tls")],
        )));
        let v = pod.pod.spec.unwrap().volumes.unwrap().remove(0);
        assert_eq!(v.name, "tls-volume");
        assert_eq!(v.secret.unwrap().secret_name.as_deref(), Some("tls"));
        assert_eq!(
            pod.container.volume_mounts.unwrap()[0].mount_path,
            "/etc/tls"
        );
    }
}
