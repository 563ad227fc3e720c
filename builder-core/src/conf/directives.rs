//! The sparkpods directive comments of a conf file (`#@main-resource local:///app.py`): the
//! oracle's case options, which `Properties.load` reads as comments and sparkpods reads as the
//! submission's inputs (main resource, arguments, environment, ...), exactly as
//! `Oracle.parseOptions` reads them.

use sparkpods_jvm::java_trim;

/// A `#@name value` directive line of an oracle case file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Directive {
    /// The option name (`main-resource`, `app-arg`, `env`, `role`, `no-driver-pod`, ...).
    pub name: String,
    /// Everything after the first whitespace run, `None` when there is none (the oracle then
    /// passes `""`). Never `Some("")`.
    pub value: Option<String>,
    /// 1-based physical line.
    pub line: u32,
}

/// The directive names the oracle's `applyOption` accepts; any other name makes it exit with
/// `unknown option --<name>`. (`no-driver-pod` and `no-normalize` ignore their value.)
pub const KNOWN_DIRECTIVES: [&str; 13] = [
    "conf",
    "role",
    "main-class",
    "main-resource",
    "app-args",
    "app-arg",
    "proxy-user",
    "executor-id",
    "app-id",
    "no-driver-pod",
    "driver-pod-uid",
    "no-normalize",
    "env",
];

impl Directive {
    /// Whether the oracle knows this directive.
    pub fn is_known(&self) -> bool {
        KNOWN_DIRECTIVES.contains(&self.name.as_str())
    }

    /// The value the oracle's `applyOption` receives (`""` when absent).
    pub fn value_or_empty(&self) -> &str {
        self.value.as_deref().unwrap_or("")
    }
}

/// Java regex `\s`: `[ \t\n\x0B\f\r]`.
fn is_java_regex_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\u{b}' | '\u{c}' | '\r')
}

/// Physical lines as `BufferedReader.readLine` / `Files.readAllLines` split them (`\n`, `\r`,
/// `\r\n`; no empty line after a final terminator), with their 1-based numbers.
pub fn physical_lines(text: &str) -> Vec<(u32, &str)> {
    let mut out = Vec::new();
    let mut line: u32 = 1;
    let mut rest = text;
    while !rest.is_empty() {
        match rest.find(['\r', '\n']) {
            Some(i) => {
                out.push((line, rest.get(..i).unwrap_or("")));
                let after = rest.get(i..).unwrap_or("");
                let skip = if after.starts_with("\r\n") { 2 } else { 1 };
                rest = after.get(skip..).unwrap_or("");
            }
            None => {
                out.push((line, rest));
                rest = "";
            }
        }
        line = line.saturating_add(1);
    }
    out
}

/// Parses the oracle's `#@option value` directive lines exactly as `Oracle.parseOptions` does:
/// `t = line.trim(); if t starts with "#@": body = t[2..].trim(); [name, value] =
/// body.split("\\s+", 2)`. Unknown names are returned too (see `Directive::is_known`);
/// the oracle rejects them, as it rejects an empty name (`#@` alone).
pub fn parse_directives(text: &str) -> Vec<Directive> {
    // A directive line holds `#@`; most texts have none, and are not split into lines for it.
    if !super::pair_search::contains_pair(text.as_bytes(), *b"#@") {
        return Vec::new();
    }
    physical_lines(text)
        .into_iter()
        .filter_map(|(line, raw)| {
            let body = java_trim(java_trim(raw).strip_prefix("#@")?);
            let (name, value) = match body.find(is_java_regex_space) {
                Some(i) => {
                    let name = body.get(..i).unwrap_or("");
                    let value = body
                        .get(i..)
                        .unwrap_or("")
                        .trim_start_matches(is_java_regex_space);
                    (name, Some(value.to_string()))
                }
                None => (body, None),
            };
            Some(Directive {
                name: name.to_string(),
                value,
                line,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conf::properties::parse_properties;

    #[test]
    fn directives() {
        let text = "# Case\nspark.master x\n#@main-resource local:///opt/app.py\n  #@app-arg  foo bar \n\
                    #@no-driver-pod\n#@env KEY=VALUE\n#@role\texecutor\n#@executor-id 3\n#@\n\
                    #@ unknown-thing  1\n# @not\nspark.y a \\\n#@app-arg x\n";
        let d = parse_directives(text);
        let got: Vec<_> = d
            .iter()
            .map(|d| (d.name.as_str(), d.value.as_deref(), d.line))
            .collect();
        assert_eq!(
            got,
            vec![
                ("main-resource", Some("local:///opt/app.py"), 3),
                ("app-arg", Some("foo bar"), 4),
                ("no-driver-pod", None, 5),
                ("env", Some("KEY=VALUE"), 6),
                ("role", Some("executor"), 7),
                ("executor-id", Some("3"), 8),
                ("", None, 9),
                ("unknown-thing", Some("1"), 10),
                // Properties swallows this line as a continuation; the oracle still reads it.
                ("app-arg", Some("x"), 13),
            ]
        );
        assert!(d[0].is_known());
        assert!(!d[7].is_known());
        assert_eq!(d[2].value_or_empty(), "");
        let e = parse_properties(text).unwrap();
        let got: Vec<_> = e
            .iter()
            .map(|e| (e.key.as_str(), e.value.as_str()))
            .collect();
        assert_eq!(
            got,
            vec![("spark.master", "x"), ("spark.y", "a #@app-arg x")]
        );
    }

    #[test]
    fn physical_line_splitting() {
        assert_eq!(
            physical_lines("a\r\nb\rc\n\nd\n"),
            vec![(1, "a"), (2, "b"), (3, "c"), (4, ""), (5, "d")]
        );
        assert_eq!(physical_lines(""), vec![]);
        assert_eq!(physical_lines("\n"), vec![(1, "")]);
    }
}
