//! Conformance: every oracle case, rendered by sparkpods, equals Spark's own output (the
//! goldens in `fixtures/oracle/`), field by field, arrays in order, for Spark 3.5.5 and 4.3.0.
//! `spark.properties` files are compared as sets of lines (their order is a JDK hash order).
//!
//! Cases that do not match yet are listed in `PENDING` with the reason; the test fails if a
//! listed case starts matching (so the list only shrinks) or an unlisted one stops matching.

use std::path::{Path, PathBuf};

use builder_core::SparkVersion;
use builder_core::features::user_steps::oracle_examples;
use builder_core::inputs::DeterministicIds;
use serde_json::Value;
use sparkpods::case::{Case, CaseOptions};
use sparkpods::render_document;

/// (case, version, why it differs). Keep short and honest.
const PENDING: &[(&str, &str, &str)] = &[];

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/oracle")
}

fn case_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(fixtures().join("cases"))
        .expect("cases dir")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".conf"))
        .map(|n| n.trim_end_matches(".conf").to_string())
        .collect();
    names.sort();
    names
}

/// Render one case like `sparkpods render --conf <case>.conf` run from the cases directory.
pub fn render(name: &str, version: SparkVersion) -> Value {
    let dir = fixtures().join("cases");
    let path = dir.join(format!("{name}.conf"));
    let text = std::fs::read_to_string(&path).expect("case file");
    let overrides = vec![("spark-version".to_string(), version.as_str().to_string())];
    let case =
        Case::load(name, &text, &dir, CaseOptions::default(), &overrides).expect("case loads");
    let steps = oracle_examples();
    let mut ids = DeterministicIds::default();
    render_document(&case, &steps, &mut ids, Some(dir.to_str())).0
}

fn is_properties_file(path: &str) -> bool {
    path.ends_with(".data.spark.properties")
}

/// The JSON paths where `ours` and `golden` differ.
pub fn diff(ours: &Value, golden: &Value, path: &str, out: &mut Vec<String>) {
    match (ours, golden) {
        (Value::Object(a), Value::Object(b)) => {
            let mut keys: Vec<&String> = a.keys().chain(b.keys()).collect();
            keys.sort();
            keys.dedup();
            for k in keys {
                let p = format!("{path}.{k}");
                match (a.get(k), b.get(k)) {
                    (Some(x), Some(y)) => diff(x, y, &p, out),
                    (Some(x), None) => out.push(format!("{p}: only in sparkpods: {}", short(x))),
                    (None, Some(y)) => out.push(format!("{p}: missing, Spark has: {}", short(y))),
                    (None, None) => {}
                }
            }
        }
        (Value::Array(a), Value::Array(b)) => {
            if a.len() != b.len() {
                out.push(format!(
                    "{path}: {} elements, Spark has {}",
                    a.len(),
                    b.len()
                ));
            }
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                diff(x, y, &format!("{path}[{i}]"), out);
            }
        }
        (Value::String(a), Value::String(b)) if is_properties_file(path) => {
            let mut la: Vec<&str> = a.lines().collect();
            let mut lb: Vec<&str> = b.lines().collect();
            la.sort_unstable();
            lb.sort_unstable();
            if la != lb {
                out.push(format!(
                    "{path}: lines differ: sparkpods {la:?} vs Spark {lb:?}"
                ));
            }
        }
        (a, b) if a != b => out.push(format!(
            "{path}: sparkpods {} vs Spark {}",
            short(a),
            short(b)
        )),
        _ => {}
    }
}

fn short(v: &Value) -> String {
    let s = v.to_string();
    if s.len() > 160 {
        format!("{}...", &s[..160])
    } else {
        s
    }
}

#[test]
fn every_oracle_case_matches_spark() {
    let mut failures = Vec::new();
    let mut now_passing = Vec::new();
    let mut checked = 0;
    for version in SparkVersion::ALL {
        let golden_dir = fixtures().join(format!("goldens-{}", version.as_str()));
        for name in case_names() {
            let golden_path = golden_dir.join(format!("{name}.json"));
            let Ok(text) = std::fs::read_to_string(&golden_path) else {
                continue;
            };
            let golden: Value = serde_json::from_str(&text).expect("golden json");
            let ours = render(&name, version);
            let mut d = Vec::new();
            diff(&ours, &golden, "", &mut d);
            checked += 1;
            let pending = PENDING
                .iter()
                .any(|(c, v, _)| *c == name && *v == version.as_str());
            match (d.is_empty(), pending) {
                (true, true) => now_passing.push(format!("{name} @ {version}")),
                (false, false) => failures.push(format!(
                    "{name} @ {version}: {} differences\n    {}",
                    d.len(),
                    d.iter()
                        .take(12)
                        .cloned()
                        .collect::<Vec<_>>()
                        .join("\n    ")
                )),
                _ => {}
            }
        }
    }
    assert!(checked >= 130, "only {checked} goldens found");
    assert!(
        now_passing.is_empty(),
        "these PENDING cases now match Spark; remove them from PENDING: {now_passing:?}"
    );
    assert!(
        failures.is_empty(),
        "{} case(s) differ from Spark:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
