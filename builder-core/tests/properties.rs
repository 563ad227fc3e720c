//! Property tests of builder-core's invariants.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

use std::collections::BTreeMap;

use builder_core::conf::SparkConf;
use builder_core::conf::registry::{self, KeyKind};
use builder_core::features::user_steps::UserSteps;
use builder_core::inputs::{DeterministicIds, DriverArgs, Environment, MainResource};
use builder_core::names::{
    app_name_label, executor_hostname, is_dns1123_label, resource_name_prefix,
};
use builder_core::{Release, SparkVersion, Submission, render};
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

    #[test]
    fn resource_prefixes_are_dns_friendly(app in "\\PC{0,80}", id in "[0-9a-f]{16}") {
        // 3.3.0 keeps a leading '-' or digit; every release writes only DNS characters.
        let first = resource_name_prefix(&app, &id, Release::of(SparkVersion::V3_3_0));
        prop_assert!(first.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'), "{}", first);
        prop_assert!(first.ends_with(&id));
        let p = resource_name_prefix(&app, &id, Release::of(SparkVersion::NEWEST));
        prop_assert!(p.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'), "{}", p);
        prop_assert!(!p.starts_with('-'));
        prop_assert!(!p.starts_with(|c: char| c.is_ascii_digit()));
        // A leading digit becomes `x`, which can hit the id when the app name is empty.
        prop_assert!(p.ends_with(&id[1..]));
    }

    #[test]
    fn app_name_labels_are_valid_label_values(app in "\\PC{0,100}") {
        let l = app_name_label(&app);
        prop_assert!(l.len() <= 63, "{}", l);
        prop_assert!(l.is_empty() || is_dns1123_label(&l), "{}", l);
        prop_assert!(builder_core::diagnostics::validate_label_value(&l).is_ok(), "{}", l);
    }

    #[test]
    fn executor_hostnames_are_at_most_63_chars(prefix in "[a-z0-9.\\-]{1,240}", id in 1u32..100_000) {
        let h = executor_hostname(&format!("{prefix}-exec-{id}"));
        prop_assert!(h.chars().count() <= 63);
        let suffix = format!("exec-{}", id);
        prop_assert!(h.ends_with(&suffix));
        prop_assert!(!h.contains('.'));
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
            conf: entries,
            driver: DriverArgs { main_class: "Main".into(), main_resource, app_args: vec!["a b".into()], proxy_user: None, resource_name_prefix: None, spark_version_label: None },
            app_id: "spark-1".into(),
            executor_id: "1".into(),
            with_driver_pod: true,
            driver_pod_uid: "uid".into(),
            env: &env,
            user_steps: &steps,
            templates: builder_core::template::TemplateReader::BUILT_IN,
            build_executor: true,
            deploy_mode: builder_core::inputs::DeployMode::Cluster,
            client: &builder_core::submit_client::SPARK_SUBMIT,
        };
        let r = render(&sub, &mut DeterministicIds::default());
        prop_assert!(r.driver.is_some() || r.error.is_some());
        let _ = builder_core::output::rendered_json(&r);
        let _ = builder_core::diagnostics::check(&sub, &BTreeMap::new());
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
