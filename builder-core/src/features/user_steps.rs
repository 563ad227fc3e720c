//! User feature steps (`spark.kubernetes.<role>.pod.featureSteps`). Spark loads JVM classes;
//! sparkpods cannot, so callers register Rust equivalents by class name. An unregistered class
//! fails like a missing class would in Spark.

use k8s_openapi::api::core::v1::Container;

use super::{FeatureStep, env_var};
use crate::error::{JavaException, SparkError, SparkResult};
use crate::kubernetes_conf::{KubernetesConf, Role};
use crate::pod::SparkPod;

/// Which Spark interface the user class implements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UserStepKind {
    /// `KubernetesFeatureConfigStep`: usable by both roles, no conf.
    Generic,
    /// `KubernetesDriverCustomFeatureConfigStep`: driver only, receives the driver conf.
    DriverCustom,
    /// `KubernetesExecutorCustomFeatureConfigStep`: executor only, receives the executor conf.
    ExecutorCustom,
}

/// Builds a step for a conf.
pub type UserStepBuilder = fn(&KubernetesConf) -> Box<dyn FeatureStep>;

/// A registered user step.
#[derive(Clone, Copy)]
pub struct UserStepFactory {
    pub class_name: &'static str,
    pub kind: UserStepKind,
    pub build: UserStepBuilder,
}

/// The user steps a caller makes available.
#[derive(Clone, Default)]
pub struct UserSteps {
    factories: Vec<UserStepFactory>,
}

impl std::fmt::Debug for UserSteps {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.factories.iter().map(|s| s.class_name))
            .finish()
    }
}

impl UserSteps {
    /// No user steps.
    pub fn new() -> Self {
        UserSteps::default()
    }

    /// Make a step class available to `spark.kubernetes.*.pod.featureSteps`.
    pub fn register(&mut self, factory: UserStepFactory) -> &mut Self {
        self.factories.push(factory);
        self
    }

    /// Instantiate the steps named in `classes` for `conf`'s role, failing like Spark.
    pub fn instantiate(
        &self,
        classes: &[String],
        conf: &KubernetesConf,
    ) -> SparkResult<Vec<Box<dyn FeatureStep>>> {
        let role = conf.role_kind();
        let key = role.keys().feature_steps.key;
        classes
            .iter()
            .map(|class| {
                let Some(f) = self.factories.iter().find(|f| f.class_name == class) else {
                    return Err(SparkError::new(JavaException::ClassNotFound, class.clone())
                        .with_key(key)
                        .with_hint("sparkpods only runs user steps registered with it; remove the class or register a Rust equivalent"));
                };
                let fits = match (f.kind, role) {
                    (UserStepKind::Generic, _) => true,
                    (UserStepKind::DriverCustom, r) => r == Role::Driver,
                    (UserStepKind::ExecutorCustom, r) => r == Role::Executor,
                };
                if !fits {
                    let msg = match role {
                        Role::Driver => format!(
                            "Failed to initialize feature step: {class}, please make sure your driver side feature steps are implemented by `org.apache.spark.deploy.k8s.features.KubernetesDriverCustomFeatureConfigStep` or `org.apache.spark.deploy.k8s.features.KubernetesFeatureConfigStep`."
                        ),
                        Role::Executor => format!(
                            "Failed to initialize feature step: {class}, please make sure your executor side feature steps are implemented by `KubernetesExecutorCustomFeatureConfigStep` or `KubernetesFeatureConfigStep`."
                        ),
                    };
                    return Err(SparkError::spark(msg).with_key(key).with_hint(format!("{class} cannot run on the {} pod", role.as_str())));
                }
                Ok((f.build)(conf))
            })
            .collect()
    }
}

/// The three example steps compiled into the Spark oracle (`Oracle$...`), so that sparkpods
/// renders the oracle's `custom-feature-steps` case exactly; also a template for your own.
pub fn oracle_examples() -> UserSteps {
    let mut steps = UserSteps::new();
    steps
        .register(UserStepFactory {
            class_name: "Oracle$OracleLabelStep",
            kind: UserStepKind::Generic,
            build: |_| Box::new(OracleLabelStep),
        })
        .register(UserStepFactory {
            class_name: "Oracle$DriverSidecarStep",
            kind: UserStepKind::DriverCustom,
            build: |conf| {
                Box::new(DriverSidecarStep {
                    app_name: conf.app_name().to_string(),
                })
            },
        })
        .register(UserStepFactory {
            class_name: "Oracle$ExecutorIdEnvStep",
            kind: UserStepKind::ExecutorCustom,
            build: |conf| {
                Box::new(ExecutorIdEnvStep {
                    executor_id: conf.executor_id().to_string(),
                })
            },
        });
    steps
}

struct OracleLabelStep;

impl FeatureStep for OracleLabelStep {
    fn class_name(&self) -> &'static str {
        "Oracle$OracleLabelStep"
    }

    fn configure_pod(&mut self, mut pod: SparkPod) -> SparkResult<SparkPod> {
        pod.pod
            .metadata
            .labels
            .get_or_insert_with(Default::default)
            .insert("oracle-feature-step".into(), "label-step".into());
        pod.container
            .env
            .get_or_insert_with(Vec::new)
            .push(env_var("ORACLE_FEATURE_STEP", "label-step"));
        Ok(pod)
    }
}

struct DriverSidecarStep {
    app_name: String,
}

impl FeatureStep for DriverSidecarStep {
    fn class_name(&self) -> &'static str {
        "Oracle$DriverSidecarStep"
    }

    fn configure_pod(&mut self, mut pod: SparkPod) -> SparkResult<SparkPod> {
        pod.spec_mut().containers.push(Container {
            name: "oracle-sidecar".into(),
            image: Some("busybox:1.36".into()),
            args: Some(vec!["sleep".into(), "infinity".into()]),
            ..Default::default()
        });
        pod.pod
            .metadata
            .annotations
            .get_or_insert_with(Default::default)
            .insert("oracle/app-name".into(), self.app_name.clone());
        Ok(pod)
    }
}

struct ExecutorIdEnvStep {
    executor_id: String,
}

impl FeatureStep for ExecutorIdEnvStep {
    fn class_name(&self) -> &'static str {
        "Oracle$ExecutorIdEnvStep"
    }

    fn configure_pod(&mut self, mut pod: SparkPod) -> SparkResult<SparkPod> {
        pod.container
            .env
            .get_or_insert_with(Vec::new)
            .push(env_var("ORACLE_EXECUTOR_ID", &self.executor_id));
        Ok(pod)
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::*;
    use crate::release::SparkVersion::V3_5_5;

    #[test]
    fn unknown_and_wrong_role_steps_fail_like_spark() {
        let steps = oracle_examples();
        let err = steps
            .instantiate(&["com.example.Nope".into()], &driver(V3_5_5, &[]))
            .err()
            .unwrap();
        assert_eq!(err.exception, JavaException::ClassNotFound);
        let err = steps
            .instantiate(&["Oracle$ExecutorIdEnvStep".into()], &driver(V3_5_5, &[]))
            .err()
            .unwrap();
        assert!(err.message.contains("driver side feature steps"));
        let err = steps
            .instantiate(&["Oracle$DriverSidecarStep".into()], &executor(V3_5_5, &[]))
            .err()
            .unwrap();
        assert!(err.message.contains(
            "`KubernetesExecutorCustomFeatureConfigStep` or `KubernetesFeatureConfigStep`"
        ));
    }

    #[test]
    fn registered_steps_run_with_the_conf() {
        let steps = oracle_examples();
        let mut built = steps
            .instantiate(&["Oracle$ExecutorIdEnvStep".into()], &executor(V3_5_5, &[]))
            .unwrap();
        let pod = apply(built[0].as_mut());
        assert_eq!(env_value(&pod, "ORACLE_EXECUTOR_ID").as_deref(), Some("3"));
    }
}
