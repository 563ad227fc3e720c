//! `MountSecretsFeatureStep`: `spark.kubernetes.<role>.secrets.<name>=<path>` mounts Secret
//! `<name>` as volume `<name>-volume`.

use k8s_openapi::api::core::v1::VolumeMount;

use super::{FeatureStep, secret_volume};
use crate::error::SparkResult;
use crate::kubernetes_conf::KubernetesConf;
use crate::pod::SparkPod;
use sparkpods_jvm::{fabric8_secret_volume_hash, scala_immutable_set_order};

pub struct MountSecretsStep {
    /// (secret name, mount path) in the role map's iteration order (the mounts' order).
    secrets: Vec<(String, String)>,
    /// Indices into `secrets` in the volumes' order: Spark maps the map's keys into a Scala
    /// Set of fabric8 `Volume`s, so with five or more secrets they follow `Volume.hashCode`.
    volume_order: Vec<usize>,
}

impl MountSecretsStep {
    pub fn new(conf: &KubernetesConf) -> Self {
        let prefix = conf.role_kind().keys().secrets.key;
        let map = conf.prefixed(prefix);
        let secrets: Vec<(String, String)> = map
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect();
        // `keys.map(f)` feeds the Set builder in `keys.foreach` order (which differs from the
        // map's iteration order for colliding names on Scala 2.12).
        let release = conf.release();
        let fed: Vec<usize> = map
            .keys_foreach()
            .into_iter()
            .filter_map(|k| secrets.iter().position(|(name, _)| name == k))
            .collect();
        let hashes: Vec<i32> = fed
            .iter()
            .filter_map(|i| secrets.get(*i))
            .map(|(name, _)| {
                fabric8_secret_volume_hash(release.fabric8(), &format!("{name}-volume"), name)
            })
            .collect();
        let volume_order = scala_immutable_set_order(release.scala(), &hashes)
            .into_iter()
            .filter_map(|i| fed.get(i).copied())
            .collect();
        MountSecretsStep {
            secrets,
            volume_order,
        }
    }
}

impl FeatureStep for MountSecretsStep {
    fn class_name(&self) -> &'static str {
        "org.apache.spark.deploy.k8s.features.MountSecretsFeatureStep"
    }

    fn configure_pod(&mut self, mut pod: SparkPod) -> SparkResult<SparkPod> {
        if self.secrets.is_empty() {
            return Ok(pod);
        }
        let volumes = self
            .volume_order
            .iter()
            .filter_map(|i| self.secrets.get(*i))
            .map(|(name, _)| secret_volume(&format!("{name}-volume"), name));
        pod.spec_mut()
            .volumes
            .get_or_insert_with(Vec::new)
            .extend(volumes);
        let mounts = self.secrets.iter().map(|(name, path)| VolumeMount {
            name: format!("{name}-volume"),
            mount_path: path.clone(),
            ..Default::default()
        });
        pod.container
            .volume_mounts
            .get_or_insert_with(Vec::new)
            .extend(mounts);
        Ok(pod)
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::*;
    use crate::release::SparkVersion::V3_5_5;

    #[test]
    fn secrets_are_mounted_as_name_volume() {
        let pod = apply(&mut MountSecretsStep::new(&executor(
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
