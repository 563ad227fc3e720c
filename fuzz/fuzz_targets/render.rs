//! Any conf text, for any supported Spark release: rendering and checking never panic.
#![no_main]

use std::collections::BTreeMap;

use builder_core::UserSteps;
use builder_core::{DeterministicIds, DriverArgs, Environment, MainResource};
use builder_core::{Release, SparkVersion, Submission, render};
use builder_core::{last_wins, parse_properties};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let [selector, release, rest @ ..] = data else {
        return;
    };
    let selector = *selector;
    let text = String::from_utf8_lossy(rest);
    let Ok(entries) = parse_properties(&text) else {
        return;
    };
    let conf = last_wins(entries)
        .into_iter()
        .map(|e| (e.key, e.value))
        .collect();
    let all = SparkVersion::ALL;
    let version = all
        .get(usize::from(*release) % all.len())
        .copied()
        .unwrap_or(SparkVersion::DEFAULT);
    let main_resource = match selector >> 1 & 3 {
        0 => MainResource::Java(Some("local:///a.jar".into())),
        1 => MainResource::Python("local:///a.py".into()),
        2 => MainResource::R("local:///a.R".into()),
        _ => MainResource::Java(None),
    };
    let env = Environment::oracle_default();
    let steps = UserSteps::new();
    let sub = Submission {
        release: Release::of(version),
        submit_release: Release::of(version),
        conf,
        driver: DriverArgs {
            main_class: "Main".into(),
            main_resource,
            app_args: vec![],
            proxy_user: None,
            resource_name_prefix: None,
            spark_version_label: None,
        },
        app_id: "spark-fuzz".into(),
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
    let _ = builder_core::rendered_json(&r);
    let _ = builder_core::check(&sub, &BTreeMap::new());
});
