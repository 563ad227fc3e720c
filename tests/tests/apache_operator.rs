//! Conformance of the Apache Spark operator's translation: every example `SparkApplication` of
//! the operator's repository (`fixtures/operator/apache/`), rendered as the operator submits
//! it, equals what real Spark builds from the conf the operator makes of it
//! (`fixtures/oracle/apache/goldens-<release>/`, from `scripts/regen-operator-cases.sh`).
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

use builder_core::features::user_steps::oracle_examples;
use builder_core::inputs::DeterministicIds;
use builder_core::operator::apache;
use serde_json::Value;
use sparkpods::case::{Case, CaseOptions};
use sparkpods::render_document;
use sparkpods_tests::diff;

/// The key only the oracle's conf has (the operator overrides the prefix instead).
const PREFIX_KEY: &str = "spark.kubernetes.driver.resourceNamePrefix";

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures")
}

/// Every example, with its submission.
fn examples() -> Vec<(String, apache::OperatorSubmission)> {
    let mut out: Vec<(String, apache::OperatorSubmission)> =
        std::fs::read_dir(fixtures().join("operator/apache"))
            .unwrap()
            .filter_map(|e| {
                let path = e.ok()?.path();
                let name = path.file_stem()?.to_str()?.to_string();
                (path.extension()? == "yaml").then_some((name, path))
            })
            .map(|(name, path)| {
                let text = std::fs::read_to_string(&path).unwrap();
                let app = apache::read(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
                let sub = apache::submit(&app, &apache::Options::default())
                    .unwrap_or_else(|e| panic!("{name}: {e}"));
                (name, sub)
            })
            .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// The oracle case of an example: its conf and directives as the oracle reads them.
fn oracle_case(file: &str) -> Case {
    let path = fixtures().join("oracle/apache").join(file);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{file}: {e} (scripts/regen-operator-cases.sh writes it)"));
    Case::parse(file, &text, None, CaseOptions::default(), &[]).unwrap()
}

#[test]
fn the_generated_oracle_cases_are_current() {
    let mut checked = 0;
    for (name, sub) in examples() {
        let stale = format!(
            "fixtures/oracle/apache/{name}.conf is stale: run scripts/regen-operator-cases.sh --goldens"
        );
        let case = oracle_case(&format!("{name}.conf"));
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
            let file = fixtures().join("oracle/apache").join(&name).join(base);
            let written: Value =
                serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
            let now: Value = serde_json::from_str(template).unwrap();
            assert_eq!(written, now, "{stale}");
        }
        checked += 1;
    }
    assert!(
        checked >= 25,
        "the operator's examples are there ({checked})"
    );
}

/// Our render of an example, as `sparkpods render --app` computes it.
fn render(sub: &apache::OperatorSubmission) -> Value {
    let case = sub.case();
    let steps = oracle_examples();
    render_document(&case, &steps, &mut DeterministicIds::default(), Some(None)).0
}

fn golden(release: &str, case: &str) -> Option<Value> {
    let path = fixtures()
        .join("oracle/apache")
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
fn every_example_renders_as_spark_builds_the_operator_s_conf() {
    let mut failures = Vec::new();
    let (mut drivers, mut executors) = (0, 0);
    for (name, sub) in examples() {
        let ours = render(&sub);
        let submit = sub.submit_release.as_str();
        let golden_driver = golden(submit, &name).unwrap_or_else(|| {
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
            let executor_case = format!("{name}.executor");
            let golden_executor = golden(submit, &executor_case).unwrap_or_else(|| {
                panic!("{executor_case}: no golden (scripts/regen-operator-cases.sh --goldens)")
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
                "{name}: {} differences\n    {}",
                d.len(),
                d.iter()
                    .take(12)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join("\n    ")
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} example(s) differ from Spark:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        drivers >= 25 && executors >= 20,
        "{drivers} drivers, {executors} executors"
    );
}
