//! `convert`: every SparkApplication fixture of both operators and every spark-submit
//! conformance case, written as each target, the target rendered and compared with the source
//! pod by pod. A conf and a command line convert into each other exactly; every difference an
//! operator brings is explained; writing a conversion again as its own form changes nothing.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

mod common;

use std::path::{Path, PathBuf};

use sparkpods::convert::convert;
use sparkpods_convert::{CheckedError, ConvertError, Reason, Target};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures")
}

fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    out.sort();
    out
}

/// (file, whether it is a SparkApplication)
fn sources() -> Vec<(PathBuf, bool)> {
    let mut out: Vec<(PathBuf, bool)> =
        common::operator_fixtures(&["kubeflow", "kubeflow-examples", "apache"])
            .into_iter()
            .map(|p| (p, true))
            .collect();
    out.extend(
        files(&fixtures().join("oracle/submit"), "sh")
            .into_iter()
            .map(|p| (p, false)),
    );
    out
}

/// The text without its comment lines (`#@` directives are not comments).
fn uncommented(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim_start().starts_with("# "))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn every_fixture_converts_to_every_target_with_its_parity_explained() {
    let submit_dir = fixtures().join("oracle/submit");
    let (mut converted, mut exact, mut refused) = (0, 0, 0);
    let mut failures = Vec::new();
    for (path, is_app) in sources() {
        let shown = path.display().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        for target in Target::ALL {
            let c = match convert(&shown, &text, &submit_dir, target, None) {
                Ok(c) => c,
                // Client mode has no operator equivalent; an application the operator does not
                // submit (or Spark refuses) is its own test.
                Err(CheckedError::Convert {
                    source: ConvertError::ClientMode(_),
                    ..
                }) => {
                    refused += 1;
                    continue;
                }
                Err(e) => {
                    failures.push(format!("{shown} → {target}: {e}"));
                    continue;
                }
            };
            converted += 1;
            assert!(
                c.target.unknown_fields.is_empty(),
                "{shown} → {target}: writes fields its operator does not declare: {:?}",
                c.target.unknown_fields
            );
            if target.is_operator() {
                let parsed: Result<serde_yaml::Value, _> = serde_yaml::from_str(&c.converted.text);
                assert!(
                    parsed.is_ok(),
                    "{shown} → {target}: not YAML\n{}",
                    c.converted.text
                );
            }
            let unexplained: Vec<String> = c
                .report
                .iter()
                .filter(|d| d.reason == Reason::Unexplained)
                .map(|d| format!("{} {}", d.pod, d.path))
                .collect();
            if !unexplained.is_empty() {
                failures.push(format!(
                    "{shown} → {target}: unexplained differences: {unexplained:?}\n{}",
                    c.converted.text
                ));
            }
            // Between a conf and a command line nothing is lost.
            if !is_app && !target.is_operator() {
                if c.report.is_empty() {
                    exact += 1;
                } else {
                    failures.push(format!(
                        "{shown} → {target}: not exact\n{}{}",
                        c.converted.text,
                        c.report_text()
                    ));
                }
            }
            // Stable: the conversion written again as its own form is the same text (but the
            // comments on choices made for the first source).
            let again = convert(&shown, &c.converted.text, &submit_dir, target, None);
            match again {
                Ok(a) if uncommented(&a.converted.text) == uncommented(&c.converted.text) => {}
                Ok(a) => failures.push(format!(
                    "{shown} → {target}: not stable\n--- first\n{}--- again\n{}",
                    c.converted.text, a.converted.text
                )),
                Err(e) => failures.push(format!("{shown} → {target} → {target}: {e}")),
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{}\n\n{} failures",
        failures.join("\n\n"),
        failures.len()
    );
    assert!(converted >= 250, "{converted} conversions");
    assert!(exact >= 50, "{exact} exact conversions");
    assert!(refused <= 8, "{refused} refused");
}

/// The command: the converted text on stdout, the report on stderr; `--exact` fails when a pod
/// field differs; `--format json` has both; the kubeflow webhook's fields are reported as its.
#[test]
fn convert_prints_the_text_and_the_parity_and_exact_fails_on_a_difference() {
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/spark-pi.conf");
    let example = example.display().to_string();
    let out = common::run(&["convert", "--to", "spark-submit", &example, "--exact"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("spark-submit \\\n  --master k8s://https://kubernetes.default.svc:443")
    );
    assert!(stdout.contains("--deploy-mode cluster"));
    assert!(String::from_utf8_lossy(&out.stderr).contains("render the same pods"));

    let out = common::run(&["convert", "--to", "kubeflow", &example, "--exact"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("kind: SparkApplication"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(
            "driver pod: metadata.labels.sparkoperator.k8s.io/app-name: absent → \"spark-pi\""
        ),
        "{stderr}"
    );

    let out = common::run(&["convert", "--to", "apache", &example, "--format", "json"]);
    assert!(out.status.success());
    let doc = common::json(&out);
    assert!(
        doc["target"]
            .as_str()
            .unwrap()
            .starts_with("Apache Spark Kubernetes operator ")
    );
    assert!(
        doc["text"]
            .as_str()
            .unwrap()
            .starts_with("# Written by `sparkpods convert --to apache`.")
    );
    assert!(
        doc["parity"]
            .as_array()
            .unwrap()
            .iter()
            .all(|d| d["explained"] == true)
    );

    // What only the kubeflow pod webhook applied goes into a pod template: nothing lost.
    let webhook = fixtures().join("operator/kubeflow/overrides-and-denied.yaml");
    let text = std::fs::read_to_string(&webhook).unwrap();
    let c = convert("x.yaml", &text, &fixtures(), Target::Conf, None).unwrap();
    assert!(
        c.report.iter().all(|d| d.path != "spec.tolerations"),
        "{}",
        c.report_text()
    );
    let (path, template) = &c.converted.files[0];
    assert_eq!(path, "executor-pod-template.json");
    assert!(template.contains("\"tolerations\""), "{template}");
    assert!(
        c.converted
            .text
            .contains("spark.kubernetes.executor.podTemplateFile=executor-pod-template.json")
    );
    assert!(
        c.converted.choices[0].contains("spec.executor.tolerations"),
        "{:?}",
        c.converted.choices
    );

    let out = common::run(&["convert", "--to", "yaml", &example]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("use conf, spark-submit, kubeflow or apache")
    );

    // A field the target's operator release does not declare is reported, and not exact: a
    // conf with a pod template, as a SparkApplication of v2.0.1 (no spec.<role>.template yet).
    let dir = tempfile::tempdir().unwrap();
    let templates = fixtures().join("operator/kubeflow/templates-dynamic.yaml");
    let c = convert(
        "t.yaml",
        &std::fs::read_to_string(&templates).unwrap(),
        dir.path(),
        Target::Conf,
        None,
    )
    .unwrap();
    for (path, text) in &c.converted.files {
        let at = dir.path().join(path.trim_start_matches('/'));
        std::fs::create_dir_all(at.parent().unwrap()).unwrap();
        std::fs::write(&at, text).unwrap();
    }
    let conf = c
        .converted
        .text
        .replace("=/", &format!("={}/", dir.path().display()));
    let old = convert(
        "t.conf",
        &conf,
        dir.path(),
        Target::Kubeflow,
        Some("v2.0.1"),
    )
    .unwrap();
    assert!(
        old.target
            .unknown_fields
            .iter()
            .any(|f| f.ends_with(".template")),
        "{:?}",
        old.target.unknown_fields
    );
    assert!(!old.is_exact());
    assert!(
        old.report_text()
            .contains("does not declare it, so it never applies")
    );
}
