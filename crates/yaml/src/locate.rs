//! The line a field is written on, for findings (`spec.driver.coers` → line 12; a resource's
//! fields, a pod template's), found in the text by indentation: block-style YAML as people
//! write them, and indented JSON.
//! A field that cannot be placed (flow style on one line, an absent field) has no line rather
//! than a wrong one. (The YAML reader keeps no positions: the playground's wasm pays for every
//! byte of it, and this is all findings need.)

/// One step of a field path.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Step<'a> {
    /// Dotted parts of a key: `spark.executor.memory` is one key of `sparkConf`, so a key may
    /// span several parts; the longest one present wins.
    Parts(Vec<&'a str>),
    Index(usize),
}

/// Split `spec.volumes[2].name` into keys and indexes.
fn steps(path: &str) -> Vec<Step<'_>> {
    let mut out: Vec<Step> = Vec::new();
    for part in path.split('.') {
        let (name, rest) = part.split_once('[').unwrap_or((part, ""));
        if !name.is_empty() {
            match out.last_mut() {
                Some(Step::Parts(parts)) => parts.push(name),
                _ => out.push(Step::Parts(vec![name])),
            }
        }
        for index in rest.split('[') {
            if let Ok(i) = index.trim_end_matches(']').parse::<usize>() {
                out.push(Step::Index(i));
            }
        }
    }
    out
}

/// A line of the text: its number (1-based), where its content starts, the content.
struct Line<'t> {
    number: u32,
    indent: usize,
    content: &'t str,
}

fn lines(text: &str) -> Vec<Line<'_>> {
    text.lines()
        .enumerate()
        .filter_map(|(i, raw)| {
            let content = raw.trim_start();
            let meaningful = !content.is_empty() && !content.starts_with('#');
            meaningful.then(|| Line {
                number: u32::try_from(i + 1).unwrap_or(u32::MAX),
                indent: raw.len() - content.len(),
                content,
            })
        })
        .collect()
}

/// The key a line's content starts with (`name:`, `"name":`, `'name':`), if any.
fn key_of(content: &str) -> Option<&str> {
    let quoted = |q: char| {
        let rest = content.strip_prefix(q)?;
        let end = rest.find(q)?;
        rest.get(end + 1..)?
            .trim_start()
            .starts_with(':')
            .then(|| rest.get(..end))?
    };
    quoted('"').or_else(|| quoted('\'')).or_else(|| {
        let end = content
            .find(": ")
            .or_else(|| content.strip_suffix(':').map(str::len))?;
        content.get(..end)
    })
}

/// The line `path` is written on in `text`.
pub fn line_of(text: &str, path: &str) -> Option<u32> {
    let lines = lines(text);
    // The block being searched: from `start`, the lines indented more than `parent`.
    let mut start = 0usize;
    let mut parent: Option<usize> = None;
    // A list item's first key shares its line with the dash: the column of that key.
    let mut inline_column: Option<usize> = None;
    let mut found = None;
    let inside = |l: &Line, parent: Option<usize>| parent.is_none_or(|p| l.indent > p);
    for step in steps(path) {
        match step {
            Step::Parts(parts) => {
                // Each key in turn, the longest run of parts that is one key first.
                let mut rest: &[&str] = &parts;
                while !rest.is_empty() {
                    let (n, line, column) = (1..=rest.len()).rev().find_map(|n| {
                        let key = rest.get(..n)?.join(".");
                        let (i, column) = find_key(&lines, start, parent, inline_column, &key)?;
                        Some((n, i, column))
                    })?;
                    found = lines.get(line).map(|l| l.number);
                    start = line + 1;
                    parent = Some(column);
                    inline_column = None;
                    rest = rest.get(n..).unwrap_or(&[]);
                }
            }
            Step::Index(n) => {
                let items: Vec<(usize, usize)> = lines
                    .iter()
                    .enumerate()
                    .skip(start)
                    .take_while(|(_, l)| inside(l, parent) || l.content.starts_with("- "))
                    .filter(|(_, l)| l.content.starts_with('-'))
                    .map(|(i, l)| (i, l.indent))
                    .collect();
                let dash = items.first().map(|(_, col)| *col)?;
                let (i, col) = items.into_iter().filter(|(_, c)| *c == dash).nth(n)?;
                found = lines.get(i).map(|l| l.number);
                // The item's own keys: on the dash's line, then indented past the dash.
                start = i;
                parent = Some(col);
                inline_column = Some(col + 2);
            }
        }
    }
    found
}

/// The first line from `start` inside the block (indented past `parent`) whose key is `key`,
/// and the key's column. `inline_column`: the block starts on a list item's line.
fn find_key(
    lines: &[Line],
    start: usize,
    parent: Option<usize>,
    inline_column: Option<usize>,
    key: &str,
) -> Option<(usize, usize)> {
    for (i, l) in lines.iter().enumerate().skip(start) {
        let first = i == start && inline_column.is_some();
        let (content, column) = if first {
            (l.content.strip_prefix("- ")?.trim_start(), inline_column?)
        } else {
            if parent.is_some_and(|p| l.indent <= p) {
                return None;
            }
            (l.content, l.indent)
        };
        if key_of(content) == Some(key) || key_of(content).map(unquote) == Some(key) {
            return Some((i, column));
        }
    }
    None
}

fn unquote(s: &str) -> &str {
    s.trim_matches(|c| c == '"' || c == '\'')
}

#[cfg(test)]
mod tests {
    use super::*;

    const APP: &str = "\
apiVersion: sparkoperator.k8s.io/v1beta2
kind: SparkApplication
metadata:
  name: etl
spec:
  # the image
  image: apache/spark:3.5.5
  sparkConf:
    spark.executor.memory: 8g
    \"spark.kubernetes.container.image\": other
  driver:
    coers: 2
    secrets:
    - name: a
      path: /a
    - name: b
      type: Generic
  executor:
    memory: 2g
    tolerations:
      - key: spot
        operator: Exists
";

    #[test]
    fn fields_are_found_by_their_indentation() {
        for (path, line) in [
            ("metadata.name", Some(4)),
            ("spec.image", Some(7)),
            ("spec.sparkConf.spark.executor.memory", Some(9)),
            ("spec.sparkConf.spark.kubernetes.container.image", Some(10)),
            ("spec.driver.coers", Some(12)),
            ("spec.driver.secrets", Some(13)),
            ("spec.driver.secrets[0]", Some(14)),
            ("spec.driver.secrets[1].type", Some(17)),
            ("spec.executor.memory", Some(19)),
            ("spec.executor.tolerations[0]", Some(21)),
            ("spec.executor.tolerations[0].operator", Some(22)),
            // Not written: no line rather than a wrong one.
            ("spec.driver.memory", None),
            ("spec.executor.tolerations[1]", None),
            ("spec.nope", None),
        ] {
            assert_eq!(line_of(APP, path), line, "{path}");
        }
    }

    #[test]
    fn indented_json_too() {
        let json = "{\n  \"spec\": {\n    \"driver\": {\n      \"cores\": 1\n    }\n  }\n}\n";
        assert_eq!(line_of(json, "spec.driver.cores"), Some(4));
    }
}
