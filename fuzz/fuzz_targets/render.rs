//! Any conf text, for either Spark version: rendering and checking never panic.
#![no_main]

use std::collections::BTreeMap;

use builder_core::conf::properties::{last_wins, parse_properties};
use builder_core::features::user_steps::UserSteps;
use builder_core::inputs::{DeterministicIds, DriverArgs, Environment, MainResource};
use builder_core::{SparkVersion, Submission, diagnostics, output, render};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else { return };
    let text = String::from_utf8_lossy(rest);
    let Ok(entries) = parse_properties(&text) else { return };
    let conf = last_wins(&entries).into_iter().map(|e| (e.key, e.value)).collect();
    let version = if selector & 1 == 0 { SparkVersion::V3_5_5 } else { SparkVersion::V4_3_0 };
    let main_resource = match selector >> 1 & 3 {
        0 => MainResource::Java(Some("local:///a.jar".into())),
        1 => MainResource::Python("local:///a.py".into()),
        2 => MainResource::R("local:///a.R".into()),
        _ => MainResource::Java(None),
    };
    let env = Environment::oracle_default();
    let steps = UserSteps::new();
    let sub = Submission {
        version,
        conf,
        driver: DriverArgs { main_class: "Main".into(), main_resource, app_args: vec![], proxy_user: None },
        app_id: "spark-fuzz".into(),
        executor_id: "1".into(),
        with_driver_pod: true,
        driver_pod_uid: "uid".into(),
        env: &env,
        user_steps: &steps,
        build_executor: true,
    };
    let r = render(&sub, &mut DeterministicIds::default());
    let _ = output::rendered_json(&r);
    let _ = diagnostics::check(&sub, &BTreeMap::new());
});
