//! `HadoopConfDriverFeatureStep` / `HadoopConfExecutorFeatureStep`: ship the submitter's
//! `HADOOP_CONF_DIR` in a ConfigMap (or mount an existing one) at `/opt/hadoop/conf`.

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::{ConfigMap, KeyToPath};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

use super::{FeatureStep, config_map_volume, env_var, key_to_path};
use crate::conf::registry as keys;
use crate::error::{SparkError, SparkResult};
use crate::kubernetes_conf::KubernetesConf;
use crate::pod::SparkPod;
use crate::release::Behaviour;
use sparkpods_kube::KubeObject;

const VOLUME: &str = "hadoop-properties";
const MOUNT_PATH: &str = "/opt/hadoop/conf";

/// Mount ConfigMap `name` (with `items` when Spark lists them) as the Hadoop conf dir.
fn mount_hadoop_conf(mut pod: SparkPod, name: &str, items: Option<Vec<KeyToPath>>) -> SparkPod {
    pod.add_mounted_volume(config_map_volume(VOLUME, name, items), MOUNT_PATH, None);
    pod.add_env([env_var("HADOOP_CONF_DIR", MOUNT_PATH)]);
    pod
}

pub struct HadoopConfDriverStep {
    /// Files of `HADOOP_CONF_DIR` (name, content) in listing order.
    files: Option<Vec<(String, String)>>,
    existing: Option<String>,
    new_name: String,
    /// Whether executors are told about the ConfigMap.
    executors_mount: bool,
}

impl HadoopConfDriverStep {
    pub fn new(conf: &KubernetesConf) -> SparkResult<Self> {
        let dir = conf.env.var("HADOOP_CONF_DIR");
        let existing = conf
            .spark_conf
            .entry_string(&keys::HADOOP_CONFIG_MAP_NAME)?;
        if dir.is_some() && existing.is_some() {
            return Err(SparkError::requirement(
                "Do not specify both the `HADOOP_CONF_DIR` in your ENV and the ConfigMap as the creation of an additional ConfigMap, when one is already specified is extraneous",
            )
            .with_key(keys::HADOOP_CONFIG_MAP_NAME.key)
            .with_hint("unset HADOOP_CONF_DIR or spark.kubernetes.hadoop.configMapName"));
        }
        let files = dir.map(|d| {
            conf.env
                .files
                .list_dir(d)
                .unwrap_or(&[])
                .iter()
                .filter_map(|name| {
                    let path = format!("{}/{name}", d.trim_end_matches('/'));
                    conf.env.files.read_string(&path).map(|c| (name.clone(), c))
                })
                .collect()
        });
        Ok(HadoopConfDriverStep {
            files,
            existing,
            new_name: format!("{}-hadoop-config", conf.resource_name_prefix),
            executors_mount: conf.release().has(Behaviour::ExecutorsMountHadoopConf),
        })
    }
}

impl FeatureStep for HadoopConfDriverStep {
    fn class_name(&self) -> &'static str {
        "org.apache.spark.deploy.k8s.features.HadoopConfDriverFeatureStep"
    }

    fn configure_pod(&mut self, pod: SparkPod) -> SparkResult<SparkPod> {
        if let Some(files) = &self.files {
            let items = files.iter().map(|(n, _)| key_to_path(n, n)).collect();
            Ok(mount_hadoop_conf(pod, &self.new_name, Some(items)))
        } else if let Some(existing) = &self.existing {
            Ok(mount_hadoop_conf(pod, existing, None))
        } else {
            Ok(pod)
        }
    }

    fn system_properties(&self) -> SparkResult<Vec<(String, String)>> {
        if !self.executors_mount || (self.files.is_none() && self.existing.is_none()) {
            return Ok(Vec::new());
        }
        let name = self
            .existing
            .clone()
            .unwrap_or_else(|| self.new_name.clone());
        Ok(vec![(
            keys::EXECUTOR_HADOOP_CONFIG_MAP_NAME.key.to_string(),
            name,
        )])
    }

    fn resources(&self) -> SparkResult<Vec<KubeObject>> {
        let Some(files) = &self.files else {
            return Ok(Vec::new());
        };
        let data: BTreeMap<String, String> = sparkpods_sort::btree_map(files.iter().cloned());
        Ok(vec![KubeObject::ConfigMap(ConfigMap {
            metadata: ObjectMeta {
                name: Some(self.new_name.clone()),
                ..Default::default()
            },
            immutable: Some(true),
            data: Some(data),
            ..Default::default()
        })])
    }
}

pub struct HadoopConfExecutorStep {
    config_map: Option<String>,
}

impl HadoopConfExecutorStep {
    pub fn new(conf: &KubernetesConf) -> Self {
        HadoopConfExecutorStep {
            config_map: conf
                .get(keys::EXECUTOR_HADOOP_CONFIG_MAP_NAME.key)
                .map(str::to_string),
        }
    }
}

impl FeatureStep for HadoopConfExecutorStep {
    fn class_name(&self) -> &'static str {
        "org.apache.spark.deploy.k8s.features.HadoopConfExecutorFeatureStep"
    }

    fn configure_pod(&mut self, pod: SparkPod) -> SparkResult<SparkPod> {
        match &self.config_map {
            Some(name) => Ok(mount_hadoop_conf(pod, name, None)),
            None => Ok(pod),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::*;
    use crate::inputs::{Environment, MainResource};
    use crate::release::SparkVersion::V3_5_5;

    #[test]
    fn conf_dir_files_are_shipped_in_a_config_map() {
        let mut env = Environment::oracle_default();
        env.vars.insert("HADOOP_CONF_DIR".into(), "/h".into());
        env.files.insert("/h/core-site.xml", "<configuration/>");
        env.files.insert_dir("/h", vec!["core-site.xml".into()]);
        let env: &'static Environment = Box::leak(Box::new(env));
        let conf = driver_with(V3_5_5, &[], MainResource::Java(None), env);
        let mut step = HadoopConfDriverStep::new(&conf).unwrap();
        let pod = apply(&mut step);
        assert_eq!(
            env_value(&pod, "HADOOP_CONF_DIR").as_deref(),
            Some("/opt/hadoop/conf")
        );
        match step.resources().unwrap().as_slice() {
            [KubeObject::ConfigMap(cm)] => assert_eq!(
                cm.data.clone().unwrap()["core-site.xml"],
                "<configuration/>"
            ),
            other => panic!("{other:?}"),
        }
        assert_eq!(
            step.system_properties().unwrap()[0].1,
            "app-1-hadoop-config"
        );
    }

    #[test]
    fn executors_mount_the_driver_config_map() {
        let conf = executor(
            V3_5_5,
            &[("spark.kubernetes.executor.hadoopConfigMapName", "hc")],
        );
        let pod = apply(&mut HadoopConfExecutorStep::new(&conf));
        assert_eq!(
            pod.pod.spec.unwrap().volumes.unwrap()[0]
                .config_map
                .clone()
                .unwrap()
                .name,
            "hc"
        );
        assert!(
            apply(&mut HadoopConfExecutorStep::new(&executor(V3_5_5, &[])))
                .container
                .env
                .is_none()
        );
    }
}
