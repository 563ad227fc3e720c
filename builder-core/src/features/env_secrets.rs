//! `EnvSecretsFeatureStep`: `spark.kubernetes.<role>.secretKeyRef.<ENV>=<secret>:<key>`.

use k8s_openapi::api::core::v1::{EnvVar, EnvVarSource, SecretKeySelector};

use super::FeatureStep;
use crate::error::{SparkError, SparkResult};
use crate::kubernetes_conf::KubernetesConf;
use crate::pod::SparkPod;

pub struct EnvSecretsStep {
    refs: Vec<(String, String)>,
    prefix: &'static str,
}

impl EnvSecretsStep {
    pub fn new(conf: &KubernetesConf) -> Self {
        let prefix = conf.role_kind().keys().secret_key_ref.key;
        EnvSecretsStep {
            refs: conf.secret_env_names_to_key_refs(),
            prefix,
        }
    }
}

impl FeatureStep for EnvSecretsStep {
    fn class_name(&self) -> &'static str {
        "org.apache.spark.deploy.k8s.features.EnvSecretsFeatureStep"
    }

    fn configure_pod(&mut self, mut pod: SparkPod) -> SparkResult<SparkPod> {
        let mut vars = Vec::with_capacity(self.refs.len());
        for (env, reference) in &self.refs {
            // Java's split(":") drops trailing empty strings.
            let mut parts: Vec<&str> = reference.split(':').collect();
            while parts.last().is_some_and(|p| p.is_empty()) {
                parts.pop();
            }
            let [name, key] = parts.as_slice() else {
                return Err(
                    SparkError::requirement("SecretKeyRef must be in the form name:key.")
                        .with_key(format!("{}{env}", self.prefix))
                        .with_hint("write the value as <secret-name>:<key>"),
                );
            };
            vars.push(EnvVar {
                name: env.clone(),
                value: None,
                value_from: Some(Box::new(EnvVarSource {
                    secret_key_ref: Some(SecretKeySelector {
                        name: (*name).to_string(),
                        key: (*key).to_string(),
                        optional: None,
                    }),
                    ..Default::default()
                })),
            });
        }
        if !vars.is_empty() {
            pod.container.env.get_or_insert_with(Vec::new).extend(vars);
        }
        Ok(pod)
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::*;
    use crate::release::SparkVersion::V3_5_5;

    #[test]
    fn secret_key_refs_become_env_vars() {
        let mut step = EnvSecretsStep::new(&driver(
            V3_5_5,
            &[("spark.kubernetes.driver.secretKeyRef.PW", "db:password")],
        ));
        let pod = apply(&mut step);
        let e = pod.container.env.unwrap().remove(0);
        assert_eq!(e.name, "PW");
        let r = e.value_from.unwrap().secret_key_ref.unwrap();
        assert_eq!((r.name.as_str(), r.key.as_str()), ("db", "password"));
    }

    #[test]
    fn malformed_refs_fail() {
        for bad in ["db", "a:b:c", ":"] {
            let mut step = EnvSecretsStep::new(&driver(
                V3_5_5,
                &[("spark.kubernetes.driver.secretKeyRef.PW", bad)],
            ));
            let err = step.configure_pod(SparkPod::initial()).err().unwrap();
            assert_eq!(
                err.message, "requirement failed: SecretKeyRef must be in the form name:key.",
                "{bad}"
            );
            assert_eq!(
                err.key.as_deref(),
                Some("spark.kubernetes.driver.secretKeyRef.PW")
            );
        }
    }
}
