//! Shared fixtures for the feature steps' unit tests.

use crate::conf::SparkConf;
use crate::inputs::{DeterministicIds, DriverArgs, Environment, MainResource};
use crate::kubernetes_conf::{ExecutorArgs, KubernetesConf, RoleConf};
use crate::pod::SparkPod;
use crate::release::SparkVersion;

use super::FeatureStep;

/// The oracle's environment, leaked so confs can borrow it for the whole test.
pub fn env() -> &'static Environment {
    Box::leak(Box::new(Environment::oracle_default()))
}

fn conf(version: SparkVersion, entries: &[(&str, &str)]) -> SparkConf {
    let mut all = vec![
        ("spark.app.name", "app"),
        ("spark.kubernetes.container.image", "img"),
    ];
    all.extend_from_slice(entries);
    SparkConf::from_entries(version, all)
}

/// A driver conf with `entries` on top of an app name and an image.
pub fn driver(version: SparkVersion, entries: &[(&str, &str)]) -> KubernetesConf<'static> {
    driver_with(
        version,
        entries,
        MainResource::Java(Some("local:///app.jar".into())),
        env(),
    )
}

pub fn driver_with(
    version: SparkVersion,
    entries: &[(&str, &str)],
    main_resource: MainResource,
    env: &'static Environment,
) -> KubernetesConf<'static> {
    KubernetesConf {
        spark_conf: conf(version, entries),
        app_id: "spark-app".into(),
        resource_name_prefix: "app-1".into(),
        role: RoleConf::Driver(DriverArgs {
            main_class: main_resource.default_main_class().into(),
            main_resource,
            app_args: vec!["x".into()],
            proxy_user: None,
            resource_name_prefix: None,
            spark_version_label: None,
        }),
        env,
    }
}

/// An executor conf (id 3, no driver pod).
pub fn executor(version: SparkVersion, entries: &[(&str, &str)]) -> KubernetesConf<'static> {
    KubernetesConf {
        spark_conf: conf(version, entries),
        app_id: "spark-app".into(),
        resource_name_prefix: "app-2".into(),
        role: RoleConf::Executor(ExecutorArgs {
            executor_id: "3".into(),
            driver_owner: None,
            resource_profile_id: 0,
        }),
        env: env(),
    }
}

pub fn ids() -> DeterministicIds {
    DeterministicIds::default()
}

/// Configure an initial pod with `step`.
pub fn apply(step: &mut dyn FeatureStep) -> SparkPod {
    step.configure_pod(SparkPod::initial())
        .expect("step configures")
}

/// Env var names of the Spark container, in order.
pub fn env_names(pod: &SparkPod) -> Vec<String> {
    pod.container
        .env
        .iter()
        .flatten()
        .map(|e| e.name.clone())
        .collect()
}

pub fn env_value(pod: &SparkPod, name: &str) -> Option<String> {
    pod.container
        .env
        .iter()
        .flatten()
        .find(|e| e.name == name)
        .and_then(|e| e.value.clone())
}
