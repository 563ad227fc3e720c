//! `ExecutorKubernetesCredentialsFeatureStep`: the executor service account (falls back to the
//! driver's), applied only when the template pod has no (deprecated) `serviceAccount`.

use super::FeatureStep;
use super::driver_credentials::with_service_account;
use crate::conf::registry as keys;
use crate::error::SparkResult;
use crate::kubernetes_conf::KubernetesConf;
use crate::pod::SparkPod;

pub struct ExecutorCredentialsStep {
    account: Option<String>,
}

impl ExecutorCredentialsStep {
    pub fn new(conf: &KubernetesConf) -> SparkResult<Self> {
        let sc = &conf.spark_conf;
        let account = match sc.entry_string(&keys::EXECUTOR_SERVICE_ACCOUNT)? {
            Some(account) => Some(account),
            None => sc.entry_string(&keys::DRIVER_SERVICE_ACCOUNT)?,
        };
        Ok(ExecutorCredentialsStep { account })
    }
}

impl FeatureStep for ExecutorCredentialsStep {
    fn class_name(&self) -> &'static str {
        "org.apache.spark.deploy.k8s.features.ExecutorKubernetesCredentialsFeatureStep"
    }

    fn configure_pod(&mut self, pod: SparkPod) -> SparkResult<SparkPod> {
        let has_sa = pod
            .pod
            .spec
            .as_ref()
            .and_then(|s| s.service_account.as_ref())
            .is_some();
        if has_sa {
            Ok(pod)
        } else {
            Ok(with_service_account(pod, self.account.as_deref()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::*;
    use crate::release::SparkVersion::V3_5_5;

    #[test]
    fn executor_account_falls_back_to_the_driver_account() {
        let pod = apply(
            &mut ExecutorCredentialsStep::new(&executor(
                V3_5_5,
                &[(
                    "spark.kubernetes.authenticate.driver.serviceAccountName",
                    "drv",
                )],
            ))
            .unwrap(),
        );
        assert_eq!(
            pod.pod.spec.unwrap().service_account_name.as_deref(),
            Some("drv")
        );
        let conf = executor(
            V3_5_5,
            &[
                (
                    "spark.kubernetes.authenticate.driver.serviceAccountName",
                    "drv",
                ),
                (
                    "spark.kubernetes.authenticate.executor.serviceAccountName",
                    "exe",
                ),
            ],
        );
        assert_eq!(
            apply(&mut ExecutorCredentialsStep::new(&conf).unwrap())
                .pod
                .spec
                .unwrap()
                .service_account
                .as_deref(),
            Some("exe")
        );
    }

    #[test]
    fn a_template_service_account_wins() {
        let mut step = ExecutorCredentialsStep::new(&executor(
            V3_5_5,
            &[(
                "spark.kubernetes.authenticate.executor.serviceAccountName",
                "exe",
            )],
        ))
        .unwrap();
        let mut pod = SparkPod::initial();
        pod.spec_mut().service_account = Some("tmpl".into());
        assert_eq!(
            step.configure_pod(pod)
                .unwrap()
                .pod
                .spec
                .unwrap()
                .service_account
                .as_deref(),
            Some("tmpl")
        );
    }
}
