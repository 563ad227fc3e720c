//! SARIF 2.1.0, as GitHub code scanning and other viewers read it: the tool with every rule
//! (its help and a link to its section of docs/rules.md), and a result per finding with its
//! file, line and column. A value a pod template wrote is located at the template's line, the
//! conf key's line related to it.

use builder_core::Severity;
use serde_json::{Value, json};

use super::super::finding::Finding;
use super::super::run::Outcome;
use crate::rules;

const SCHEMA: &str = "https://json.schemastore.org/sarif-2.1.0.json";

fn level(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "note",
    }
}

/// A relative path as a URI reference: `/` between segments, anything but unreserved
/// characters percent-encoded.
fn uri(path: &str) -> String {
    let path = path.strip_prefix("./").unwrap_or(path);
    let mut out = String::new();
    for b in path.bytes() {
        let keep = b.is_ascii_alphanumeric() || b"-._~/".contains(&b);
        if keep {
            out.push(char::from(b));
        } else if b == b'\\' {
            out.push('/');
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn location(file: &str, line: Option<u32>, column: Option<u32>) -> Value {
    let mut region = serde_json::Map::new();
    if let Some(l) = line {
        region.insert("startLine".into(), json!(l));
        if let Some(c) = column {
            region.insert("startColumn".into(), json!(c));
        }
    }
    let mut physical = json!({ "artifactLocation": { "uri": uri(file) } });
    if !region.is_empty()
        && let Value::Object(m) = &mut physical
    {
        m.insert("region".into(), Value::Object(region));
    }
    json!({ "physicalLocation": physical })
}

fn result(f: &Finding, index: usize) -> Value {
    let mut text = f.full_message();
    if let Some(h) = &f.hint {
        text.push_str(&format!(" (hint: {h})"));
    }
    let mut r = json!({
        "ruleId": f.rule.id,
        "ruleIndex": index,
        "level": level(f.severity),
        "message": { "text": text },
    });
    let (locations, related) = match &f.template {
        Some(t) => (
            vec![location(&t.path, t.line, None)],
            vec![location(&f.file, f.line, f.column)],
        ),
        None => (vec![location(&f.file, f.line, f.column)], Vec::new()),
    };
    if let Value::Object(m) = &mut r {
        m.insert("locations".into(), json!(locations));
        if !related.is_empty() {
            let related: Vec<Value> = related
                .into_iter()
                .enumerate()
                .map(|(i, mut l)| {
                    if let Value::Object(o) = &mut l {
                        o.insert("id".into(), json!(i));
                        o.insert(
                            "message".into(),
                            json!({ "text": "the conf key that names the pod template" }),
                        );
                    }
                    l
                })
                .collect();
            m.insert("relatedLocations".into(), json!(related));
        }
    }
    r
}

pub fn render(outcome: &Outcome) -> String {
    let all: Vec<&'static builder_core::Rule> = rules::all().collect();
    let rule_objects: Vec<Value> = all
        .iter()
        .map(|r| {
            json!({
                "id": r.id,
                "shortDescription": { "text": r.summary },
                "fullDescription": { "text": r.help },
                "helpUri": rules::help_uri(r),
                "help": {
                    "text": format!("{} {}", r.summary, r.help),
                    "markdown": format!("{}\n\n{}\n\n[The rule and an example]({})", r.summary, r.help, rules::help_uri(r)),
                },
                "defaultConfiguration": { "level": level(r.severity) },
            })
        })
        .collect();
    let results: Vec<Value> = outcome
        .findings
        .iter()
        .map(|f| {
            let index = all.iter().position(|r| *r == f.rule).unwrap_or_default();
            result(f, index)
        })
        .collect();
    let notifications: Vec<Value> = outcome
        .unreadable
        .iter()
        .map(|u| {
            json!({
                "level": "error",
                "message": { "text": format!("cannot read {}: {}", u.file, u.reason) },
                "locations": [location(&u.file, None, None)],
            })
        })
        .collect();
    let doc = json!({
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {
                "driver": {
                    "name": "sparkpods",
                    "version": env!("CARGO_PKG_VERSION"),
                    "semanticVersion": env!("CARGO_PKG_VERSION"),
                    "informationUri": env!("CARGO_PKG_HOMEPAGE"),
                    "rules": rule_objects,
                }
            },
            "invocations": [{
                "executionSuccessful": outcome.unreadable.is_empty(),
                "toolExecutionNotifications": notifications,
            }],
            "columnKind": "unicodeCodePoints",
            "results": results,
        }]
    });
    format!(
        "{}\n",
        serde_json::to_string_pretty(&doc).unwrap_or_default()
    )
}
