//! `ExecutorKubernetesCredentialsFeatureStep`: the executor service account (falls back to the
//! driver's), applied only when the template pod has no (deprecated) `serviceAccount`.

use super::FeatureStep;
use super::driver_credentials::with_service_account;
use crate::conf::registry as keys;
use crate::error::SparkResult;
use crate::kconf::KubernetesConf;
use crate::pod::SparkPod;

pub struct ExecutorCredentialsStep {
    account: Option<String>,
}

impl ExecutorCredentialsStep {
    pub fn new(conf: &KubernetesConf) -> Self {
        let sc = &conf.spark_conf;
        ExecutorCredentialsStep {
            account: sc
                .entry_string(&keys::EXECUTOR_SERVICE_ACCOUNT)
                .or_else(|| sc.entry_string(&keys::DRIVER_SERVICE_ACCOUNT)),
        }
    }
}

impl FeatureStep for ExecutorCredentialsStep {
    fn class_name(&self) -> &'static str {
        "org.apache.spark.deploy.k8s.features.ExecutorKubernetesCredentialsFeatureStep"
    }

    fn configure_pod(&self, pod: SparkPod) -> SparkResult<SparkPod> {
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
