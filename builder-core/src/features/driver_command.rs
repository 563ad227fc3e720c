//! `DriverCommandFeatureStep`: the driver container's arguments (`driver --properties-file ...
//! --class <main> <resource> <args>`) and the Python interpreter env vars.

use super::basic_driver::upload_uri;
use super::{FeatureStep, env_vars};
use crate::conf::registry as keys;
use crate::error::SparkResult;
use crate::inputs::is_local_dependency;
use crate::inputs::{IdSource, MainResource};
use crate::kubernetes_conf::KubernetesConf;
use crate::pod::SparkPod;

pub struct DriverCommandStep {
    args: Vec<String>,
    python_env: Vec<(String, Option<String>)>,
    resource_type: &'static str,
}

/// `spark.kubernetes.pyspark.pythonVersion`'s `checkValue` message.
const PYTHON_VERSION_REQUIREMENT: &str = "Python 2 was dropped from Spark 3.1, and only 3 is \
    allowed in this configuration. Note that this configuration was deprecated in Spark 3.1. \
    Please set 'spark.pyspark.python' and 'spark.pyspark.driver.python' configurations or \
    PYSPARK_PYTHON and PYSPARK_DRIVER_PYTHON environment variables instead.";

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
                // `configureForPython` reads the deprecated key (its warning), whose entry
                // takes only `3`.
                if let Some(version) = conf
                    .spark_conf
                    .entry_string(&keys::PYSPARK_MAJOR_PYTHON_VERSION)?
                    .filter(|v| v != "3")
                {
                    return Err(conf
                        .spark_conf
                        .requirement_failed(
                            keys::PYSPARK_MAJOR_PYTHON_VERSION.key,
                            &version,
                            PYTHON_VERSION_REQUIREMENT,
                        )
                        .with_hint(
                            "remove spark.kubernetes.pyspark.pythonVersion; choose the Python with \
                             spark.pyspark.python and spark.pyspark.driver.python",
                        ));
                }
                let renamed = if is_local_dependency(res) {
                    upload_uri(conf, keys::SUBMIT_PY_FILES.key, res, ids)?
                } else {
                    res.clone()
                };
                let sc = &conf.spark_conf;
                let env_var = |name: &str| conf.env.var(name).map(str::to_string);
                let py = sc
                    .entry_string(&keys::PYSPARK_PYTHON)?
                    .or_else(|| env_var("PYSPARK_PYTHON"));
                let driver_py = match sc.entry_string(&keys::PYSPARK_DRIVER_PYTHON)? {
                    Some(p) => Some(p),
                    None => sc.entry_string(&keys::PYSPARK_PYTHON)?,
                }
                .or_else(|| env_var("PYSPARK_DRIVER_PYTHON"))
                .or_else(|| env_var("PYSPARK_PYTHON"));
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

    fn configure_pod(&mut self, mut pod: SparkPod) -> SparkResult<SparkPod> {
        pod.container
            .args
            .get_or_insert_with(Vec::new)
            .append(&mut self.args);
        let mut env = env_vars(std::mem::take(&mut self.python_env)).peekable();
        if env.peek().is_some() {
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

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::*;
    use crate::release::SparkVersion::V3_5_5;

    #[test]
    fn java_args_and_local_jar_becomes_spark_internal() {
        let conf = driver_with(
            V3_5_5,
            &[],
            MainResource::Java(Some("/opt/app.jar".into())),
            env(),
        );
        let mut step = DriverCommandStep::new(&conf, &mut ids()).unwrap();
        let args = apply(&mut step).container.args.unwrap();
        assert_eq!(
            args,
            [
                "driver",
                "--properties-file",
                "/opt/spark/conf/spark.properties",
                "--class",
                "org.apache.spark.examples.SparkPi",
                "spark-internal",
                "x"
            ]
        );
        assert_eq!(
            step.system_properties().unwrap(),
            vec![(
                "spark.kubernetes.resource.type".to_string(),
                "java".to_string()
            )]
        );
    }

    #[test]
    fn python_interpreters_follow_spark_precedence() {
        let conf = driver_with(
            V3_5_5,
            &[("spark.pyspark.python", "py3")],
            MainResource::Python("local:///a.py".into()),
            env(),
        );
        let pod = apply(&mut DriverCommandStep::new(&conf, &mut ids()).unwrap());
        assert_eq!(env_value(&pod, "PYSPARK_PYTHON").as_deref(), Some("py3"));
        assert_eq!(
            env_value(&pod, "PYSPARK_DRIVER_PYTHON").as_deref(),
            Some("py3")
        );
        let conf = driver_with(
            V3_5_5,
            &[],
            MainResource::Python("local:///a.py".into()),
            env(),
        );
        assert!(
            env_names(&apply(
                &mut DriverCommandStep::new(&conf, &mut ids()).unwrap()
            ))
            .is_empty()
        );
    }

    #[test]
    fn proxy_user_goes_before_the_properties_file() {
        let mut conf = driver(V3_5_5, &[]);
        if let crate::kubernetes_conf::RoleConf::Driver(d) = &mut conf.role {
            d.proxy_user = Some("alice".into());
        }
        let args = apply(&mut DriverCommandStep::new(&conf, &mut ids()).unwrap())
            .container
            .args
            .unwrap();
        assert_eq!(&args[..3], ["driver", "--proxy-user", "alice"]);
    }
}
