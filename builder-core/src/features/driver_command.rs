//! `DriverCommandFeatureStep`: the driver container's arguments (`driver --properties-file ...
//! --class <main> <resource> <args>`) and the Python interpreter env vars.

use super::basic_driver::{is_local_dependency, upload_uri};
use super::{FeatureStep, env_vars};
use crate::conf::registry as keys;
use crate::error::SparkResult;
use crate::inputs::{IdSource, MainResource};
use crate::kconf::KubernetesConf;
use crate::pod::SparkPod;

pub struct DriverCommandStep {
    args: Vec<String>,
    python_env: Vec<(String, Option<String>)>,
    resource_type: &'static str,
}

impl DriverCommandStep {
    pub fn new(conf: &KubernetesConf, ids: &mut dyn IdSource) -> SparkResult<Self> {
        let Some(driver) = conf.driver_args() else {
            return Ok(DriverCommandStep {
                args: Vec::new(),
                python_env: Vec::new(),
                resource_type: "java",
            });
        };
        let (resource, resource_type, python_env) = match &driver.main_resource {
            MainResource::Java(res) => {
                let res = res.clone().unwrap_or_else(|| "spark-internal".to_string());
                let renamed = if res != "spark-internal" && is_local_dependency(&res) {
                    "spark-internal".to_string()
                } else {
                    res
                };
                (renamed, "java", Vec::new())
            }
            MainResource::Python(res) => {
                let renamed = if is_local_dependency(res) {
                    upload_uri(conf, res, ids)?
                } else {
                    res.clone()
                };
                let py = conf
                    .get(keys::PYSPARK_PYTHON.key)
                    .map(str::to_string)
                    .or_else(|| conf.env.var("PYSPARK_PYTHON").map(str::to_string));
                let driver_py = conf
                    .get(keys::PYSPARK_DRIVER_PYTHON.key)
                    .or_else(|| conf.get(keys::PYSPARK_PYTHON.key))
                    .or_else(|| conf.env.var("PYSPARK_DRIVER_PYTHON"))
                    .or_else(|| conf.env.var("PYSPARK_PYTHON"))
                    .map(str::to_string);
                let env = vec![
                    ("PYSPARK_PYTHON".to_string(), py),
                    ("PYSPARK_DRIVER_PYTHON".to_string(), driver_py),
                ];
                (renamed, "python", env)
            }
            MainResource::R(res) => (res.clone(), "r", Vec::new()),
        };
        let mut args = vec!["driver".to_string()];
        if let Some(user) = &driver.proxy_user {
            args.push("--proxy-user".to_string());
            args.push(user.clone());
        }
        args.extend(
            [
                "--properties-file",
                "/opt/spark/conf/spark.properties",
                "--class",
            ]
            .map(str::to_string),
        );
        args.push(driver.main_class.clone());
        args.push(resource);
        args.extend(driver.app_args.iter().cloned());
        Ok(DriverCommandStep {
            args,
            python_env,
            resource_type,
        })
    }
}

impl FeatureStep for DriverCommandStep {
    fn class_name(&self) -> &'static str {
        "org.apache.spark.deploy.k8s.features.DriverCommandFeatureStep"
    }

    fn configure_pod(&self, mut pod: SparkPod) -> SparkResult<SparkPod> {
        pod.container
            .args
            .get_or_insert_with(Vec::new)
            .extend(self.args.iter().cloned());
        let env = env_vars(
            self.python_env
                .iter()
                .map(|(k, v)| (k.as_str(), v.as_deref())),
        );
        if !env.is_empty() {
            pod.container.env.get_or_insert_with(Vec::new).extend(env);
        }
        Ok(pod)
    }

    fn system_properties(&self) -> SparkResult<Vec<(String, String)>> {
        Ok(vec![(
            keys::APP_RESOURCE_TYPE.key.to_string(),
            self.resource_type.to_string(),
        )])
    }
}
