//! Workspace-level test crate; the tests live in `tests/`, the fixtures in `fixtures/`. What
//! several tests share: comparing a render with a golden of real Spark.

mod tree_path;

pub use tree_path::tree_path_document;

use serde_json::Value;

fn is_properties_file(path: &str) -> bool {
    path.ends_with(".data.spark.properties")
}

/// The JSON paths where `ours` and `golden` differ, ours with every UUID masked as the oracle
/// masks its documents (sparkpods masks only the ones it drew), and without the document's
/// `memory` member (sparkpods' reading of the pods, which Spark does not print).
pub fn diff(ours: &Value, golden: &Value, path: &str, out: &mut Vec<String>) {
    let mut ours = ours.clone();
    if path.is_empty()
        && let Value::Object(m) = &mut ours
    {
        m.remove("memory");
    }
    diff_masked(&oracle_masked(ours), golden, path, out);
}

/// Every UUID-shaped part of a string value as `<UUID>`.
fn oracle_masked(v: Value) -> Value {
    use builder_core::document::replace_uuids;
    match v {
        Value::String(s) if s.contains('-') => Value::String(replace_uuids(&s)),
        Value::Array(a) => Value::Array(a.into_iter().map(oracle_masked).collect()),
        Value::Object(m) => {
            Value::Object(m.into_iter().map(|(k, v)| (k, oracle_masked(v))).collect())
        }
        other => other,
    }
}

fn diff_masked(ours: &Value, golden: &Value, path: &str, out: &mut Vec<String>) {
    match (ours, golden) {
        (Value::Object(a), Value::Object(b)) => {
            let mut keys: Vec<&String> = a.keys().chain(b.keys()).collect();
            keys.sort();
            keys.dedup();
            for k in keys {
                let p = format!("{path}.{k}");
                match (a.get(k), b.get(k)) {
                    (Some(x), Some(y)) => diff_masked(x, y, &p, out),
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
                diff_masked(x, y, &format!("{path}[{i}]"), out);
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
    if s.chars().count() > 160 {
        format!("{}...", s.chars().take(160).collect::<String>())
    } else {
        s
    }
}
