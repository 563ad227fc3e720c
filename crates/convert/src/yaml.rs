//! The YAML of a converted resource, written the way people write SparkApplications: block
//! mappings, plain scalars where YAML reads them back as the same string, double quotes
//! elsewhere, and a comment above each choice. Only written, never read back here: the tests
//! read every output with serde_yaml and compare.

/// A value.
#[derive(Debug, Clone, PartialEq)]
pub enum Node {
    /// A string (quoted when YAML would read it as anything else).
    Str(String),
    /// An integer.
    Int(i64),
    /// A mapping, in the order given.
    Map(Vec<Entry>),
    /// A sequence of strings.
    List(Vec<String>),
    /// Any JSON value (a pod template), written in block style like the rest.
    Json(serde_json::Value),
}

/// A key of a mapping, its value, and the comment written above it.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// The key.
    pub key: String,
    /// Its value.
    pub value: Node,
    /// A comment on the choice made for it.
    pub comment: Option<String>,
}

impl Entry {
    /// `key: value`.
    pub fn new(key: &str, value: Node) -> Entry {
        Entry {
            key: key.to_string(),
            value,
            comment: None,
        }
    }

    /// `key: value` with a comment above.
    pub fn commented(key: &str, value: Node, comment: String) -> Entry {
        Entry {
            comment: Some(comment),
            ..Entry::new(key, value)
        }
    }
}

/// Whether YAML (1.1, as kubectl reads it, and 1.2) reads `s` as the plain string `s`.
fn plain_is_string(s: &str) -> bool {
    let Some(first) = s.chars().next() else {
        return false;
    };
    let safe = |c: char| c.is_ascii_alphanumeric() || "._/-=+@,()".contains(c);
    // From a digit, only a size (`4g`, `512Mi`): numbers, dates and the like are typed.
    let size = || {
        let letters = s.trim_start_matches(|c: char| c.is_ascii_digit());
        !letters.is_empty() && letters.chars().all(|c| c.is_ascii_alphabetic())
    };
    let looks_typed = (first.is_ascii_digit() && !size())
        || s.contains(':')
        || s.parse::<f64>().is_ok()
        || [
            "y", "n", "yes", "no", "on", "off", "true", "false", "null", "~", ".inf", ".nan",
        ]
        .contains(&s.to_ascii_lowercase().as_str());
    (first.is_ascii_alphanumeric() || first == '/' || first == '.')
        && s.chars().all(safe)
        && !looks_typed
}

/// `s` as a YAML scalar: plain when that reads back as `s`, else double-quoted (JSON's
/// escapes are YAML's).
pub fn scalar(s: &str) -> String {
    if plain_is_string(s) {
        s.to_string()
    } else {
        serde_json::Value::String(s.to_string()).to_string()
    }
}

fn write_entries(out: &mut String, entries: &[Entry], indent: usize) {
    let pad = " ".repeat(indent);
    for e in entries {
        if let Some(c) = &e.comment {
            for line in c.lines() {
                out.push_str(&format!("{pad}# {line}\n"));
            }
        }
        let key = scalar(&e.key);
        match &e.value {
            Node::Str(s) => out.push_str(&format!("{pad}{key}: {}\n", scalar(s))),
            Node::Int(i) => out.push_str(&format!("{pad}{key}: {i}\n")),
            Node::Map(m) if m.is_empty() => out.push_str(&format!("{pad}{key}: {{}}\n")),
            Node::Map(m) => {
                out.push_str(&format!("{pad}{key}:\n"));
                write_entries(out, m, indent + 2);
            }
            Node::Json(v) => write_member(out, &format!("{pad}{key}:"), v, indent),
            Node::List(l) if l.is_empty() => out.push_str(&format!("{pad}{key}: []\n")),
            Node::List(l) => {
                out.push_str(&format!("{pad}{key}:\n"));
                for item in l {
                    out.push_str(&format!("{pad}  - {}\n", scalar(item)));
                }
            }
        }
    }
}

/// A JSON value on one line: a string as [`scalar`], the rest as JSON writes it (`{}`, `[]`,
/// numbers, booleans, `null` are YAML too).
fn inline(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::String(s) => scalar(s),
        other => other.to_string(),
    }
}

/// `prefix` (`  key:`) and the value `v` of a mapping at `indent`.
fn write_member(out: &mut String, prefix: &str, v: &serde_json::Value, indent: usize) {
    match v {
        serde_json::Value::Object(m) if !m.is_empty() => {
            out.push_str(&format!("{prefix}\n"));
            for (k, v) in m {
                let pad = " ".repeat(indent + 2);
                write_member(out, &format!("{pad}{}:", scalar(k)), v, indent + 2);
            }
        }
        serde_json::Value::Array(a) if !a.is_empty() => {
            out.push_str(&format!("{prefix}\n"));
            for item in a {
                write_item(out, item, indent + 2);
            }
        }
        other => out.push_str(&format!("{prefix} {}\n", inline(other))),
    }
}

/// One item of a sequence at `indent`: `- scalar`, or a mapping whose first member shares
/// the dash's line.
fn write_item(out: &mut String, item: &serde_json::Value, indent: usize) {
    let pad = " ".repeat(indent);
    match item {
        serde_json::Value::Object(m) if !m.is_empty() => {
            let mut block = String::new();
            for (k, v) in m {
                let inner = " ".repeat(indent + 2);
                write_member(&mut block, &format!("{inner}{}:", scalar(k)), v, indent + 2);
            }
            // The first line's indentation becomes the dash.
            if let Some(rest) = block.get(indent + 2..) {
                out.push_str(&format!("{pad}- {rest}"));
            }
        }
        other => out.push_str(&format!("{pad}- {}\n", inline(other))),
    }
}

/// A SparkApplication of `api_version` written by `convert --to target`: its `metadata` (the
/// name, with the comment on how it was chosen, and the namespace) and `spec`.
pub fn spark_application(
    target: &str,
    api_version: &str,
    (name, name_choice): (String, Option<String>),
    namespace: String,
    spec: Vec<Entry>,
) -> String {
    let name = match name_choice {
        Some(c) => Entry::commented("name", Node::Str(name), c),
        None => Entry::new("name", Node::Str(name)),
    };
    let root = vec![
        Entry::new("apiVersion", Node::Str(api_version.to_string())),
        Entry::new("kind", Node::Str("SparkApplication".to_string())),
        Entry::new(
            "metadata",
            Node::Map(vec![name, Entry::new("namespace", Node::Str(namespace))]),
        ),
        Entry::new("spec", Node::Map(spec)),
    ];
    document(
        &[format!("Written by `sparkpods convert --to {target}`.")],
        &root,
    )
}

/// The document of `entries`, after the comment lines `header`.
pub fn document(header: &[String], entries: &[Entry]) -> String {
    let mut out = String::new();
    for h in header {
        for line in h.lines() {
            out.push_str(&format!("# {line}\n"));
        }
    }
    write_entries(&mut out, entries, 0);
    out
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    /// A pod template in block style reads back as the value it was.
    #[test]
    fn json_values_read_back_as_themselves() {
        let v = serde_json::json!({
            "metadata": { "labels": { "a/b": "1", "x": "y" } },
            "spec": {
                "tolerations": [ { "key": "spot", "operator": "Exists" }, { "effect": "NoSchedule" } ],
                "containers": [ { "name": "c", "args": ["-c", "echo \"hi\"\nnext"], "env": [], "resources": {} } ],
                "nodeSelector": {}, "priority": 5, "hostNetwork": true, "x": null, "nested": [["a"]]
            }
        });
        let text = document(&[], &[Entry::new("template", Node::Json(v.clone()))]);
        let read: serde_json::Value = serde_yaml::from_str(&text).unwrap();
        assert_eq!(read["template"], v, "{text}");
    }

    /// Every scalar reads back as the string it was (serde_yaml, YAML 1.2), including those a
    /// plain scalar would turn into numbers, booleans or nulls.
    #[test]
    fn scalars_read_back_as_themselves() {
        for s in [
            "4g",
            "2",
            "0.5",
            "true",
            "no",
            "null",
            "",
            "a: b",
            "#x",
            "-x",
            "k8s://https://h:443",
            "local:///opt/app.jar",
            "1e3",
            "0x10",
            "12:30",
            "~",
            "x y",
            "\"q\"",
            "spark.app.name",
            "a,b",
            "Always",
            "ON",
            "-Dx=1 -Dy=2",
            "{{SPARK_VERSION}}",
        ] {
            let text = format!("k: {}\n", scalar(s));
            let v: serde_yaml::Value = serde_yaml::from_str(&text).unwrap();
            assert_eq!(v["k"].as_str(), Some(s), "{text}");
        }
    }
}
