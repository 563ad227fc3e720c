//! File modes (`defaultMode`, `mode`) a release reads otherwise than they are written.
//!
//! `kubectl` reads `defaultMode: 0400` as octal (256, owner read-only) and `420` as decimal.
//! Spark's reading depends on its fabric8: 3.3 and 3.4 agree (YAML 1.1 octal), 3.5 keeps
//! `0400` as text which Jackson parses as decimal 400 (octal 0620: group-writable), and 4.0's
//! `GoIntegerDeserializer` takes the first octal-looking run anywhere in the text (`500` is
//! read as 0). The pod starts either way; the secret just is not as private as it reads, or
//! not readable at all. `check` warns with the line and a spelling the release reads right.

use serde_json::Value;

use super::{parse_template, template_value};
use crate::release::{Release, SparkVersion};
use sparkpods_jvm::is_file_mode_field;
use sparkpods_yaml::{self as yaml, Schema};

/// One file mode a release reads as another number than it is written (as `kubectl` reads it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MisreadFileMode {
    /// Where in the template, e.g. `spec.volumes[0].secret.defaultMode`.
    pub path: String,
    /// The field: `defaultMode` or `mode`.
    pub field: String,
    /// As written (without quotes), e.g. `0400`.
    pub written: String,
    /// The 1-based template line it is on, when found.
    pub line: Option<usize>,
    /// What the release reads.
    pub read_as: i64,
    /// What is meant: octal with a leading `0` or `0o`, else decimal (`kubectl`'s reading).
    pub meant: i64,
    /// A spelling the release reads as `meant`: the decimal when it does, else the octal.
    pub fix: String,
    /// Whether every release reads `fix` as `meant`.
    pub fix_everywhere: bool,
}

/// The file modes of template `text` that `release` reads otherwise than written; empty when
/// the template does not load (Spark's own error says why).
pub fn misread_file_modes(text: &str, release: Release) -> Vec<MisreadFileMode> {
    // snakeyaml-engine's JSON schema keeps `0400` as written; numbers it types are decimal.
    let Ok(written) = yaml::parse_with(text, Schema::EngineJson)
        .map_err(drop)
        .or_else(|()| template_value(text, release).map_err(drop))
    else {
        return Vec::new();
    };
    let mut modes = Vec::new();
    collect_modes(&written, &mut Vec::new(), &mut modes);
    if modes.is_empty() {
        return Vec::new();
    }
    let Some(read) = read_modes(text, release) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    let mut used_lines = Vec::new();
    for (path, written) in modes {
        let (Some(meant), Some(read_as)) = (meant(&written), lookup(&read, &path)) else {
            continue;
        };
        if read_as == meant {
            continue;
        }
        let field = match path.last() {
            Some(Step::Key(k)) => k.clone(),
            _ => continue,
        };
        let written = scalar_text(&written);
        let decimal = meant.to_string();
        let octal = format!("0{meant:o}");
        let fix = [decimal, octal]
            .into_iter()
            .find(|spelling| read_mode(spelling, release) == Some(meant))
            .unwrap_or_else(|| meant.to_string());
        let fix_everywhere = SparkVersion::ALL
            .iter()
            .all(|v| read_mode(&fix, Release::of(*v)) == Some(meant));
        let mut mode = MisreadFileMode {
            path: display(&path),
            field,
            written,
            line: None,
            read_as,
            meant,
            fix,
            fix_everywhere,
        };
        mode.line = find_line(text, &mode, &used_lines);
        used_lines.extend(mode.line);
        found.push(mode);
    }
    found
}

/// One step of a path into a JSON value.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Step {
    Key(String),
    Index(usize),
}

/// Every scalar under a `mode` / `defaultMode` key, with its path.
fn collect_modes(v: &Value, path: &mut Vec<Step>, out: &mut Vec<(Vec<Step>, Value)>) {
    match v {
        Value::Object(m) => {
            for (k, child) in m {
                path.push(Step::Key(k.clone()));
                match child {
                    Value::String(_) | Value::Number(_) if is_file_mode_field(k) => {
                        out.push((path.clone(), child.clone()));
                    }
                    _ => collect_modes(child, path, out),
                }
                path.pop();
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                path.push(Step::Index(i));
                collect_modes(item, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

/// The pod `release` makes of `text`, as JSON (its file modes are where they are written).
fn read_modes(text: &str, release: Release) -> Option<Value> {
    serde_json::to_value(parse_template(text, release).ok()?).ok()
}

fn lookup(v: &Value, path: &[Step]) -> Option<i64> {
    path.iter()
        .try_fold(v, |v, step| match step {
            Step::Key(k) => v.get(k),
            Step::Index(i) => v.get(i),
        })?
        .as_i64()
}

/// What a written mode means: octal after a leading `0` or `0o` (as kubectl and `chmod` read
/// it), else decimal; `None` for what is no integer at all (Spark's error covers it).
fn meant(written: &Value) -> Option<i64> {
    match written {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => {
            let octal = s
                .strip_prefix("0o")
                .or_else(|| s.strip_prefix("0O"))
                .or_else(|| s.strip_prefix('0'))
                .filter(|d| !d.is_empty() && d.bytes().all(|b| matches!(b, b'0'..=b'7')));
            match octal {
                Some(digits) => i64::from_str_radix(digits, 8).ok(),
                None => s.parse().ok(),
            }
        }
        _ => None,
    }
}

fn scalar_text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// What `release` reads `defaultMode: {spelling}` as.
fn read_mode(spelling: &str, release: Release) -> Option<i64> {
    let text = format!(
        "spec:\n  volumes:\n    - name: v\n      secret:\n        defaultMode: {spelling}\n"
    );
    let pod = parse_template(&text, release).ok()?;
    let volume = pod.spec?.volumes?.into_iter().next()?;
    volume.secret?.default_mode.map(i64::from)
}

fn display(path: &[Step]) -> String {
    let mut out = String::new();
    for step in path {
        match step {
            Step::Key(k) if out.is_empty() => out.push_str(k),
            Step::Key(k) => {
                out.push('.');
                out.push_str(k);
            }
            Step::Index(i) => out.push_str(&format!("[{i}]")),
        }
    }
    out
}

/// The first line not yet `used` that sets the mode's field to what is written
/// (`defaultMode: 0400`, also after `- ` or in quotes).
fn find_line(text: &str, mode: &MisreadFileMode, used: &[usize]) -> Option<usize> {
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .filter(|(n, _)| !used.contains(n))
        .find(|(_, l)| {
            let l = l.trim_start().trim_start_matches("- ").trim_start();
            let Some(rest) = l
                .strip_prefix(mode.field.as_str())
                .and_then(|r| r.strip_prefix(':'))
            else {
                return false;
            };
            let value = rest.split(" #").next().unwrap_or("").trim();
            value.trim_matches(['"', '\'']) == mode.written
        })
        .map(|(n, _)| n)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]

    use super::*;

    const TEMPLATE: &str = "\
apiVersion: v1
kind: Pod
spec:
  volumes:
    - name: creds
      secret:
        secretName: creds
        defaultMode: 0400
        items:
          - key: tls.key
            path: tls.key
            mode: \"0600\" # quoted
          - mode: 500
            key: ca
            path: ca
";

    fn at(v: &str) -> Vec<MisreadFileMode> {
        misread_file_modes(TEMPLATE, Release::of(v.parse::<SparkVersion>().unwrap()))
    }

    #[test]
    fn spark_3_5_reads_leading_zero_modes_as_decimal() {
        let found = at("3.5.5");
        assert_eq!(found.len(), 2, "{found:?}");
        let m = &found[0];
        assert_eq!(m.path, "spec.volumes[0].secret.defaultMode");
        assert_eq!((m.line, m.read_as, m.meant), (Some(8), 400, 256));
        assert_eq!((m.fix.as_str(), m.fix_everywhere), ("256", true));
        let m = &found[1];
        assert_eq!(m.path, "spec.volumes[0].secret.items[0].mode");
        assert_eq!((m.line, m.read_as, m.meant), (Some(12), 600, 384));
    }

    #[test]
    fn spark_4_0_finds_an_octal_inside_decimals() {
        // `500` holds `00`, which fabric8 7.1 reads as octal 0.
        let found = at("4.0.5");
        assert_eq!(found.len(), 1, "{found:?}");
        let m = &found[0];
        assert_eq!(m.path, "spec.volumes[0].secret.items[1].mode");
        assert_eq!((m.line, m.read_as, m.meant), (Some(13), 0, 500));
        // Every decimal spelling of 500 holds `00`; the octal one is read right by 4.0 only.
        assert_eq!((m.fix.as_str(), m.fix_everywhere), ("0764", false));
    }

    #[test]
    fn yaml_1_1_and_fabric8_7_4_read_them_as_written() {
        // 3.3/3.4: the plain 0400 is YAML 1.1 octal; only the quoted "0600" is text.
        let found = at("3.4.4");
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].written, "0600");
        assert!(at("4.1.4").is_empty());
        assert!(at("4.3.0").is_empty());
    }
}
