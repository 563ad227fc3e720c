//! Property tests of builder-core's invariants.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

use std::collections::BTreeMap;

use builder_core::SparkConf;
use builder_core::UserSteps;
use builder_core::{DeterministicIds, DriverArgs, Environment, MainResource};
use builder_core::{Release, SparkVersion, Submission, render};
use builder_core::{
    registry::KeyKind,
    registry::{self},
};
use proptest::prelude::*;

/// Any supported release.
fn version() -> impl Strategy<Value = SparkVersion> {
    prop::sample::select(SparkVersion::ALL)
}

proptest! {
    #[test]
    fn memory_strings_round_trip(n in 0i64..(1 << 40), v in version()) {
        let conf = SparkConf::from_entries(v, [("spark.executor.memory", format!("{n}m").as_str())]);
        prop_assert_eq!(conf.entry_bytes(&registry::EXECUTOR_MEMORY).unwrap(), Some(n));
        let g = n % (1 << 20);
        let conf = SparkConf::from_entries(v, [("spark.executor.memory", format!("{g}g").as_str())]);
        prop_assert_eq!(conf.entry_bytes(&registry::EXECUTOR_MEMORY).unwrap(), Some(g * 1024));
        let conf = SparkConf::from_entries(v, [("spark.executor.memory", format!("{n}k").as_str())]);
        prop_assert_eq!(conf.entry_bytes(&registry::EXECUTOR_MEMORY).unwrap(), Some(n / 1024));
    }

    /// Any conf, well-formed or not, renders to objects or to an error, never a panic.
    #[test]
    fn rendering_never_panics(
        v in version(),
        entries in prop::collection::vec((key(), value()), 0..24),
        resource in prop_oneof![Just("local:///a.jar"), Just("local:///a.py"), Just("x.R"), Just("none"), Just("file.jar")],
    ) {
        let env = Environment::oracle_default();
        let steps = UserSteps::new();
        let main_resource = MainResource::from_uri(resource);
        let sub = Submission {
            release: Release::of(v),
            submit_release: Release::of(v),
            conf: entries.into(),
            driver: DriverArgs { main_class: "Main".into(), main_resource, app_args: vec!["a b".into()], proxy_user: None, resource_name_prefix: None, spark_version_label: None },
            app_id: "spark-1".into(),
            executor_id: "1".into(),
            with_driver_pod: true,
            driver_pod_uid: "uid".into(),
            env: &env,
            user_steps: &steps,
            templates: builder_core::TemplateReader::BUILT_IN,
            build_executor: true,
            deploy_mode: builder_core::DeployMode::Cluster,
            client: &builder_core::submit_client::SPARK_SUBMIT,
        };
        let r = render(&sub, &mut DeterministicIds::default());
        prop_assert!(r.driver.is_some() || r.error.is_some());
        let _ = builder_core::rendered_json(&r);
        let _ = builder_core::check(&sub, &BTreeMap::new());
    }
}

/// Keys from the registry (prefix keys get a random suffix), plus arbitrary ones.
fn key() -> impl Strategy<Value = String> {
    let known: Vec<&'static registry::ConfKey> = registry::ALL.to_vec();
    prop_oneof![
        3 => (prop::sample::select(known), "[a-zA-Z0-9._/-]{0,12}").prop_map(|(k, suffix)| {
            if k.kind == KeyKind::Prefix { format!("{}{suffix}", k.key) } else { k.key.to_string() }
        }),
        1 => "spark\\.kubernetes\\.(driver|executor)\\.volumes\\.(hostPath|emptyDir|nfs|persistentVolumeClaim|bogus)\\.[a-z]{1,3}\\.(mount\\.path|mount\\.readOnly|mount\\.subPath|options\\.path|options\\.claimName|options\\.server|options\\.sizeLimit|options\\.storageClass)",
        1 => "\\PC{0,30}",
    ]
}

fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        "[0-9]{1,6}[kmgt]?",
        "-?[0-9]{1,3}(\\.[0-9]{1,3})?",
        "(true|false|yes|OnDemand|IPv4,IPv6|Always|a:b|a:b:c)",
        "[a-z/.:{}_A-Z0-9 -]{0,40}",
        "\\PC{0,20}",
    ]
}
