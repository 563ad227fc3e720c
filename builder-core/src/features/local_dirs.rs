//! `LocalDirsFeatureStep`: scratch space. Runs last so a user volume named `spark-local-dir-*`
//! replaces the default emptyDir volumes.

use k8s_openapi::api::core::v1::{EmptyDirVolumeSource, Volume, VolumeMount};

use super::{FeatureStep, env_var};
use crate::conf::registry as keys;
use crate::error::SparkResult;
use crate::inputs::IdSource;
use crate::kubernetes_conf::KubernetesConf;
use crate::pod::SparkPod;

pub struct LocalDirsStep {
    configured_dirs: Vec<String>,
    tmpfs: bool,
}

impl LocalDirsStep {
    pub fn new(conf: &KubernetesConf, ids: &mut dyn IdSource) -> SparkResult<Self> {
        let default_dir = format!("/var/data/spark-{}", ids.uuid());
        let tmpfs = conf.spark_conf.entry_flag(&keys::LOCAL_DIRS_TMPFS)?;
        let raw = conf
            .env
            .var("SPARK_LOCAL_DIRS")
            .map(str::to_string)
            .or_else(|| conf.get(keys::LOCAL_DIR.key).map(str::to_string))
            .unwrap_or(default_dir);
        Ok(LocalDirsStep {
            configured_dirs: java_split(&raw, ','),
            tmpfs,
        })
    }
}

/// Java's `String.split(char)`: trailing empty strings dropped, nothing trimmed.
pub fn java_split(s: &str, sep: char) -> Vec<String> {
    let mut parts: Vec<String> = s.split(sep).map(str::to_string).collect();
    while parts.last().is_some_and(String::is_empty) && !parts.is_empty() {
        parts.pop();
    }
    if parts.is_empty() && s.is_empty() {
        parts.push(String::new());
    }
    parts
}

impl FeatureStep for LocalDirsStep {
    fn class_name(&self) -> &'static str {
        "org.apache.spark.deploy.k8s.features.LocalDirsFeatureStep"
    }

    fn configure_pod(&mut self, mut pod: SparkPod) -> SparkResult<SparkPod> {
        // Spark shuffles the dirs with an unseeded Random; sparkpods keeps the configured order
        // (the oracle pins Spark's shuffle to the identity the same way).
        let existing: Vec<String> = pod
            .container
            .volume_mounts
            .iter()
            .flatten()
            .filter(|m| m.name.starts_with("spark-local-dir-"))
            .map(|m| m.mount_path.clone())
            .collect();
        let dirs = if existing.is_empty() {
            let volumes: Vec<Volume> = (1..=self.configured_dirs.len())
                .map(|i| Volume {
                    name: format!("spark-local-dir-{i}"),
                    empty_dir: Some(Box::new(EmptyDirVolumeSource {
                        medium: self.tmpfs.then(|| "Memory".to_string()),
                        ..Default::default()
                    })),
                    ..Default::default()
                })
                .collect();
            let mounts: Vec<VolumeMount> = volumes
                .iter()
                .zip(&self.configured_dirs)
                .map(|(v, path)| VolumeMount {
                    name: v.name.clone(),
                    mount_path: path.clone(),
                    ..Default::default()
                })
                .collect();
            pod.spec_mut()
                .volumes
                .get_or_insert_with(Vec::new)
                .extend(volumes);
            pod.container
                .env
                .get_or_insert_with(Vec::new)
                .push(env_var("SPARK_LOCAL_DIRS", &self.configured_dirs.join(",")));
            pod.container
                .volume_mounts
                .get_or_insert_with(Vec::new)
                .extend(mounts);
            return Ok(pod);
        } else {
            existing
        };
        pod.container
            .env
            .get_or_insert_with(Vec::new)
            .push(env_var("SPARK_LOCAL_DIRS", &dirs.join(",")));
        Ok(pod)
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::*;
    use crate::release::SparkVersion::V3_5_5;

    #[test]
    fn default_dir_is_one_empty_dir_with_a_uuid_path() {
        let pod = apply(&mut LocalDirsStep::new(&driver(V3_5_5, &[]), &mut ids()).unwrap());
        let v = env_value(&pod, "SPARK_LOCAL_DIRS").unwrap();
        assert!(
            v.starts_with("/var/data/spark-") && v.len() == "/var/data/spark-".len() + 36,
            "{v}"
        );
        assert_eq!(
            pod.pod.spec.unwrap().volumes.unwrap()[0].name,
            "spark-local-dir-1"
        );
    }

    #[test]
    fn configured_dirs_keep_order_spaces_and_tmpfs() {
        let conf = driver(
            V3_5_5,
            &[
                ("spark.local.dir", "/a, /b"),
                ("spark.kubernetes.local.dirs.tmpfs", "true"),
            ],
        );
        let pod = apply(&mut LocalDirsStep::new(&conf, &mut ids()).unwrap());
        assert_eq!(
            env_value(&pod, "SPARK_LOCAL_DIRS").as_deref(),
            Some("/a, /b")
        );
        let vols = pod.pod.spec.unwrap().volumes.unwrap();
        assert_eq!(vols.len(), 2);
        assert_eq!(
            vols[1].empty_dir.clone().unwrap().medium.as_deref(),
            Some("Memory")
        );
        assert_eq!(pod.container.volume_mounts.unwrap()[1].mount_path, " /b");
    }

    #[test]
    fn user_local_dir_volumes_are_reused() {
        let mut step = LocalDirsStep::new(&driver(V3_5_5, &[]), &mut ids()).unwrap();
        let mut pod = SparkPod::initial();
        pod.container.volume_mounts = Some(vec![VolumeMount {
            name: "spark-local-dir-1".into(),
            mount_path: "/pvc".into(),
            ..Default::default()
        }]);
        let pod = step.configure_pod(pod).unwrap();
        assert_eq!(env_value(&pod, "SPARK_LOCAL_DIRS").as_deref(), Some("/pvc"));
        assert!(pod.pod.spec.unwrap().volumes.is_none());
    }
}
