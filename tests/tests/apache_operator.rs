//! Conformance of the Apache Spark operator's translation: every example `SparkApplication` of
//! the operator's repository (`fixtures/operator/apache/`) and every one of the real-world
//! corpus (`fixtures/realworld/apache/`) that sparkpods submits, rendered as the operator
//! submits it, equals what real Spark builds from the conf the operator makes of it
//! (`fixtures/oracle/apache/goldens-<release>/` and `fixtures/realworld/apache-submitted/
//! goldens-<release>/`, from `scripts/regen-operator-cases.sh`).
//!
//! The operator builds the driver in its own process with its bundled Spark, overriding the
//! resource name prefix with the app id; the oracle runs Spark's builder on the same conf with
//! that prefix given through `spark.kubernetes.driver.resourceNamePrefix` (honoured under
//! `SPARK_TESTING`). Compared: the driver as Spark's builder makes it (pod, objects, system
//! properties but that key) and, where the image's Spark is the operator's, one executor as
//! the driver pod's Spark builds it once its `spark-submit` has named the application after
//! the main class. What the operator does after Spark's builder (its ConfigMap, decorations)
//! is held to the operator's own test tables in builder-core.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

use std::path::{Path, PathBuf};

use builder_core::DeterministicIds;
use builder_core::oracle_examples;
use serde_json::Value;
use sparkpods::case::{Case, CaseOptions};
use sparkpods::render_document;
use sparkpods_operators::apache;
use sparkpods_tests::diff;

/// The key only the oracle's conf has (the operator overrides the prefix instead).
const PREFIX_KEY: &str = "spark.kubernetes.driver.resourceNamePrefix";

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures")
}

/// A set of resources and the oracle cases made of them.
#[derive(Clone, Copy)]
struct Set {
    /// The resources (`*.yaml`), under `fixtures/`.
    resources: &'static str,
    /// Their oracle cases and goldens, under `fixtures/`.
    cases: &'static str,
    /// Whether every resource must submit: the operator's examples do; real users' files may
    /// not (`realworld.rs` holds what sparkpods says of those).
    all_submit: bool,
}

const EXAMPLES: Set = Set {
    resources: "operator/apache",
    cases: "oracle/apache",
    all_submit: true,
};
const REALWORLD: Set = Set {
    resources: "realworld/apache",
    cases: "realworld/apache-submitted",
    all_submit: false,
};

/// Every resource of the set sparkpods submits, with its submission.
fn submissions(set: Set) -> Vec<(String, apache::OperatorSubmission)> {
    let mut out: Vec<(String, apache::OperatorSubmission)> =
        std::fs::read_dir(fixtures().join(set.resources))
            .unwrap()
            .filter_map(|e| {
                let path = e.ok()?.path();
                let name = path.file_stem()?.to_str()?.to_string();
                (path.extension()? == "yaml").then_some((name, path))
            })
            .filter_map(|(name, path)| {
                let text = std::fs::read_to_string(&path).unwrap();
                let sub = apache::read(&text)
                    .map_err(|e| e.to_string())
                    .and_then(|app| {
                        apache::submit(&app, &apache::Options::default()).map_err(|e| e.to_string())
                    });
                match sub {
                    Ok(sub) => Some((name, sub)),
                    Err(e) if set.all_submit => panic!("{name}: {e}"),
                    Err(_) => None,
                }
            })
            .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// The oracle case of a resource: its conf and directives as the oracle reads them.
fn oracle_case(set: Set, file: &str) -> Case {
    let path = fixtures().join(set.cases).join(file);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{file}: {e} (scripts/regen-operator-cases.sh writes it)"));
    Case::parse(file, &text, None, CaseOptions::default(), &[]).unwrap()
}

#[test]
fn the_generated_oracle_cases_are_current() {
    let mut checked = 0;
    for set in [EXAMPLES, REALWORLD] {
        checked += cases_are_current(set);
    }
    assert!(
        checked >= 35,
        "the operator's examples and the corpus' resources are there ({checked})"
    );
}

/// How many resources of the set have a current case.
fn cases_are_current(set: Set) -> usize {
    let mut checked = 0;
    for (name, sub) in submissions(set) {
        let stale = format!(
            "fixtures/{}/{name}.conf is stale: run scripts/regen-operator-cases.sh --goldens",
            set.cases
        );
        let case = oracle_case(set, &format!("{name}.conf"));
        let mut expected = sub.driver.conf();
        expected.push((PREFIX_KEY.to_string(), sub.driver.app_id.clone()));
        expected.sort();
        let mut written = case.conf.clone();
        written.sort();
        assert_eq!(written, expected, "{stale}");
        let d = &sub.driver.driver;
        assert_eq!(case.options.app_id, sub.driver.app_id, "{stale}");
        assert_eq!(
            case.options.main_class.as_deref(),
            Some(d.main_class.as_str())
        );
        assert_eq!(
            case.options.app_args.clone().unwrap_or_default(),
            d.app_args
        );
        assert_eq!(case.options.proxy_user, d.proxy_user);
        for (path, template) in &sub.driver.files {
            let base = path.rsplit('/').next().unwrap();
            let file = fixtures().join(set.cases).join(&name).join(base);
            let written: Value =
                serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
            let now: Value = serde_json::from_str(template).unwrap();
            assert_eq!(written, now, "{stale}");
        }
        checked += 1;
    }
    checked
}

/// Our render of an example, as `sparkpods render --app` computes it.
fn render(sub: &apache::OperatorSubmission) -> Value {
    let case = sub.case();
    let steps = oracle_examples();
    render_document(&case, &steps, &mut DeterministicIds::default(), Some(None))
        .unwrap()
        .0
}

fn golden(set: Set, release: &str, case: &str) -> Option<Value> {
    let path = fixtures()
        .join(set.cases)
        .join(format!("goldens-{release}"))
        .join(format!("{case}.json"));
    let text = std::fs::read_to_string(path).ok()?;
    Some(serde_json::from_str(&text).unwrap())
}

/// The members of the driver Spark's builder makes (not what the submitter adds).
fn built_driver(doc: &Value) -> Value {
    let mut driver = doc["driver"].clone();
    if let Value::Object(d) = &mut driver {
        d.remove("submitted");
        if let Some(Value::Object(p)) = d.get_mut("systemProperties") {
            p.remove(PREFIX_KEY);
        }
    }
    driver
}

/// `SparkAppDriverConf.labels`: the operator labels the driver (and so its Service's selector)
/// with the resource's `runtimeVersions.sparkVersion` where Spark puts its own release.
fn labelled_by_the_operator(mut driver: Value, sub: &apache::OperatorSubmission) -> Value {
    let version = Value::String(sub.app.spec.spark_version.clone());
    if let Some(label) = driver.pointer_mut("/pod/metadata/labels/spark-version") {
        *label = version.clone();
    }
    for r in driver["resources"].as_array_mut().into_iter().flatten() {
        if r["kind"] == "Service"
            && let Some(label) = r.pointer_mut("/spec/selector/spark-version")
        {
            *label = version.clone();
        }
    }
    driver
}

#[test]
fn every_resource_renders_as_spark_builds_the_operator_s_conf() {
    let mut failures = Vec::new();
    let (mut drivers, mut executors) = (0, 0);
    for set in [EXAMPLES, REALWORLD] {
        for (name, sub) in submissions(set) {
            let ours = render(&sub);
            let submit = sub.submit_release.as_str();
            let golden_driver = golden(set, submit, &name).unwrap_or_else(|| {
                panic!("{name}: no golden (scripts/regen-operator-cases.sh --goldens)")
            });
            let mut d = Vec::new();
            diff(
                &built_driver(&ours),
                &labelled_by_the_operator(built_driver(&golden_driver), &sub),
                ".driver",
                &mut d,
            );
            drivers += 1;
            if sub.image_release == sub.submit_release {
                // Named as the driver pod's spark-submit names the app, unless the conf does.
                let executor_case = format!("{name}.executor");
                let golden_executor = golden(set, submit, &executor_case)
                    .or_else(|| {
                        let named = sub.driver.conf().iter().any(|(k, _)| k == "spark.app.name");
                        named.then(|| golden_driver.clone())
                    })
                    .unwrap_or_else(|| {
                        panic!(
                            "{executor_case}: no golden (scripts/regen-operator-cases.sh --goldens)"
                        )
                    });
                diff(
                    &ours["executor"],
                    &golden_executor["executor"],
                    ".executor",
                    &mut d,
                );
                executors += 1;
            }
            if !d.is_empty() {
                failures.push(format!(
                    "{}/{name}: {} differences\n    {}",
                    set.resources,
                    d.len(),
                    d.iter()
                        .take(12)
                        .cloned()
                        .collect::<Vec<_>>()
                        .join("\n    ")
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} resource(s) differ from Spark:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        drivers >= 35 && executors >= 25,
        "{drivers} drivers, {executors} executors"
    );
}
