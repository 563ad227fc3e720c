//! A YAML view of JSON documents for the preview: block style as `kubectl get -o yaml` prints
//! it, every line tagged with the path of the field it shows (for "explain" and hover) and split
//! into tokens (for highlighting without a JS highlighter). Strings are quoted exactly when YAML
//! would read them as something else, so the text round-trips through any YAML parser.

use std::borrow::Cow;

use serde_json::Value;

use crate::path::{Path, Segment};

/// What a piece of a line is, for highlighting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tok {
    Key,
    Str,
    Num,
    Bool,
    Null,
    Punct,
    Plain,
}

impl Tok {
    /// The CSS class of the token.
    pub fn class(self) -> &'static str {
        match self {
            Tok::Key => "y-key",
            Tok::Str => "y-str",
            Tok::Num => "y-num",
            Tok::Bool => "y-bool",
            Tok::Null => "y-null",
            Tok::Punct => "y-punct",
            Tok::Plain => "y-plain",
        }
    }
}

/// One line of YAML: its text, cut into tokens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    text: String,
    /// Each token's kind and where it ends in `text` (the first starts at 0). One string a
    /// line rather than one a token: a keystroke writes every line of the open tab again.
    ends: Vec<(Tok, usize)>,
    /// The field this line shows (its key, or the list item it starts).
    pub path: Path,
    /// Which document of a multi-document view it belongs to.
    pub doc: usize,
}

impl Line {
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The tokens, in order (empty ones included: the view keeps a span for each).
    pub fn tokens(&self) -> impl Iterator<Item = (Tok, &str)> {
        let mut start = 0;
        self.ends.iter().map(move |&(tok, end)| {
            let t = self.text.get(start..end).unwrap_or_default();
            start = end;
            (tok, t)
        })
    }
}

/// A line being written: its text and where each token ends.
#[derive(Default)]
struct Tokens {
    text: String,
    ends: Vec<(Tok, usize)>,
}

impl Tokens {
    fn of(tok: Tok, s: &str) -> Tokens {
        // Room for a line's usual key and value: a line is written once, without regrowing.
        let mut t = Tokens {
            text: String::with_capacity(s.len() + 48),
            ends: Vec::with_capacity(6),
        };
        t.push(tok, s);
        t
    }

    fn push(&mut self, tok: Tok, s: &str) {
        self.text.push_str(s);
        self.ends.push((tok, self.text.len()));
    }

    /// The token of a scalar value.
    fn scalar(&mut self, v: &Value) {
        match v {
            Value::Null => self.push(Tok::Null, "null"),
            Value::Bool(b) => self.push(Tok::Bool, if *b { "true" } else { "false" }),
            Value::Number(n) => self.push(Tok::Num, &n.to_string()),
            Value::String(s) => self.push(Tok::Str, &quote_if_needed(s)),
            Value::Object(_) => self.push(Tok::Punct, "{}"),
            Value::Array(_) => self.push(Tok::Punct, "[]"),
        }
    }
}

/// Lines of several documents separated by `---`.
pub fn documents(docs: &[&Value]) -> Vec<Line> {
    let mut out = Vec::new();
    for (i, d) in docs.iter().enumerate() {
        if i > 0 {
            let dashes = Tokens::of(Tok::Punct, "---");
            out.push(Line {
                text: dashes.text,
                ends: dashes.ends,
                path: Path::root(),
                doc: i,
            });
        }
        let mut w = Writer {
            out: &mut out,
            doc: i,
        };
        w.value_block(d, &Path::root(), 0, Cow::Borrowed(""));
    }
    out
}

/// `n` spaces: a slice of a constant for any indentation a pod reaches, so that a line's lead
/// is not a string of its own.
fn spaces(n: usize) -> Cow<'static, str> {
    const SPACES: &str = "                                                                ";
    match SPACES.get(..n) {
        Some(s) => Cow::Borrowed(s),
        None => Cow::Owned(" ".repeat(n)),
    }
}

/// The text of lines, newline-terminated.
pub fn to_text(lines: &[Line]) -> String {
    let mut s = String::new();
    for l in lines {
        s.push_str(l.text());
        s.push('\n');
    }
    s
}

struct Writer<'a> {
    out: &'a mut Vec<Line>,
    doc: usize,
}

impl Writer<'_> {
    fn push(&mut self, tokens: Tokens, path: Path) {
        self.out.push(Line {
            text: tokens.text,
            ends: tokens.ends,
            path,
            doc: self.doc,
        });
    }

    /// A value as a block: the members of an object or the items of an array, each on its own
    /// line(s), at `indent`. `first_prefix` replaces the indentation of the first line (used for
    /// `- ` of list items).
    fn value_block(&mut self, v: &Value, path: &Path, indent: usize, first_prefix: Cow<'_, str>) {
        // The first member or item after `first_prefix` (when there is one), the others at
        // `indent`.
        let mut prefix = Some(first_prefix).filter(|p| !p.is_empty());
        let mut lead = || prefix.take().unwrap_or_else(|| spaces(indent));
        match v {
            Value::Object(m) if !m.is_empty() => {
                for (k, child) in m {
                    let p = path.child(Segment::Key(std::rc::Rc::from(k.as_str())));
                    self.member(k, child, p, indent, lead());
                }
            }
            Value::Array(a) if !a.is_empty() => {
                for (i, item) in a.iter().enumerate() {
                    let p = path.child(Segment::item(i, item));
                    self.item(item, p, indent, lead());
                }
            }
            scalar => {
                let mut toks = Tokens::of(Tok::Plain, &prefix.take().unwrap_or_default());
                toks.scalar(scalar);
                self.push(toks, path.clone());
            }
        }
    }

    /// `key: value` or `key:` followed by a nested block.
    fn member(&mut self, key: &str, v: &Value, path: Path, indent: usize, lead: Cow<'_, str>) {
        let mut toks = Tokens::of(Tok::Plain, &lead);
        toks.push(Tok::Key, &quote_if_needed(key));
        toks.push(Tok::Punct, ":");
        match v {
            Value::Object(m) if !m.is_empty() => {
                self.push(toks, path.clone());
                self.value_block(v, &path, indent + 2, Cow::Borrowed(""));
            }
            // kubectl style: list items at the same indentation as their key.
            Value::Array(a) if !a.is_empty() => {
                self.push(toks, path.clone());
                self.value_block(v, &path, indent, Cow::Borrowed(""));
            }
            scalar => {
                toks.push(Tok::Plain, " ");
                if let Some(block) = block_scalar(scalar) {
                    toks.push(Tok::Punct, block.header);
                    self.push(toks, path.clone());
                    for l in block.lines {
                        let pad = if l.is_empty() {
                            Cow::Borrowed("")
                        } else {
                            spaces(indent + 2)
                        };
                        let mut line = Tokens::of(Tok::Plain, &pad);
                        line.push(Tok::Str, l);
                        self.push(line, path.clone());
                    }
                } else {
                    toks.scalar(scalar);
                    self.push(toks, path);
                }
            }
        }
    }

    /// `- value` or `- key: ...` with the rest of the item's members indented under it.
    fn item(&mut self, v: &Value, path: Path, indent: usize, lead: Cow<'_, str>) {
        let nested = match v {
            Value::Object(m) => !m.is_empty(),
            Value::Array(a) => !a.is_empty(),
            _ => false,
        };
        if nested {
            self.value_block(v, &path, indent + 2, Cow::Owned(format!("{lead}- ")));
        } else {
            let mut toks = Tokens::of(Tok::Plain, &lead);
            toks.push(Tok::Punct, "- ");
            toks.scalar(v);
            self.push(toks, path);
        }
    }
}

struct Block<'a> {
    header: &'static str,
    lines: Vec<&'a str>,
}

/// Multi-line strings (ConfigMap files) as literal blocks, when YAML can carry them verbatim.
fn block_scalar(v: &Value) -> Option<Block<'_>> {
    let s = v.as_str()?;
    if !s.contains('\n')
        || s.starts_with(' ')
        || s.starts_with('\n')
        || s.chars().any(|c| c.is_control() && c != '\n')
        || s.lines().any(|l| l.ends_with(' '))
    {
        return None;
    }
    let body = s.trim_end_matches('\n');
    let trailing = s.len() - body.len();
    let header = match trailing {
        0 => "|-",
        1 => "|",
        _ => "|+",
    };
    let mut lines: Vec<&str> = body.split('\n').collect();
    lines.extend(std::iter::repeat_n("", trailing.saturating_sub(1)));
    Some(Block { header, lines })
}

/// Plain when YAML reads the text back as the same string; JSON-style double quotes otherwise.
pub fn quote_if_needed(s: &str) -> Cow<'_, str> {
    if needs_quotes(s) {
        Cow::Owned(serde_json::to_string(s).unwrap_or_else(|_| format!("\"{s}\"")))
    } else {
        Cow::Borrowed(s)
    }
}

fn needs_quotes(s: &str) -> bool {
    const RESERVED: &[&str] = &[
        "true", "false", "yes", "no", "on", "off", "y", "n", "null", "~",
    ];
    let Some(first) = s.chars().next() else {
        return true;
    };
    RESERVED.iter().any(|r| r.eq_ignore_ascii_case(s))
        || looks_numeric(s)
        || ",[]{}#&*!|>'\"%@`".contains(first)
        || ("-?:".contains(first) && s.chars().nth(1).is_none_or(char::is_whitespace))
        || first.is_whitespace()
        || s.ends_with(char::is_whitespace)
        || s.ends_with(':')
        || inner_marks(s)
}

/// `: ` or ` #` inside, or a control character. Most strings are printable ASCII without `:`
/// and `#`: one pass over the bytes says so, without the substring searches.
fn inner_marks(s: &str) -> bool {
    if s.bytes()
        .all(|b| (0x20..0x7f).contains(&b) && b != b':' && b != b'#')
    {
        return false;
    }
    s.contains(": ") || s.contains(" #") || s.chars().any(char::is_control)
}

/// Would YAML 1.1 or 1.2 read it as a number (int, float, hex, octal, exponent, .inf)?
fn looks_numeric(s: &str) -> bool {
    let t = s.strip_prefix(['+', '-']).unwrap_or(s);
    // Every numeric form starts with a digit, `.`, `_`, `e`, a sign or `:` (most strings of a
    // pod do not: they are passed over here, without the case-folded copy).
    let Some(first) = t.bytes().next().map(|b| b.to_ascii_lowercase()) else {
        return false;
    };
    if !(first.is_ascii_digit() || b"._e+-:".contains(&first)) {
        return false;
    }
    if t.eq_ignore_ascii_case(".inf") || t.eq_ignore_ascii_case(".nan") {
        return true;
    }
    let after = |prefix: &str| {
        t.get(..2)
            .filter(|p| p.eq_ignore_ascii_case(prefix))
            .and_then(|_| t.get(2..))
    };
    if let Some(hex) = after("0x") {
        return !hex.is_empty() && hex.chars().all(|c| c.is_ascii_hexdigit() || c == '_');
    }
    if let Some(oct) = after("0o") {
        return !oct.is_empty() && oct.chars().all(|c| c.is_ascii_digit());
    }
    let mut digits = 0;
    for c in t.chars().map(|c| c.to_ascii_lowercase()) {
        match c {
            '0'..='9' => digits += 1,
            '.' | '_' | 'e' | '+' | '-' | ':' => {}
            _ => return false,
        }
    }
    digits > 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn yaml(v: &Value) -> String {
        to_text(&documents(&[v]))
    }

    /// [`looks_numeric`] as it was: on a case-folded copy, every string scanned.
    fn looks_numeric_folded(s: &str) -> bool {
        let t = s.strip_prefix(['+', '-']).unwrap_or(s);
        if t.is_empty() {
            return false;
        }
        let lower = t.to_ascii_lowercase();
        if lower == ".inf" || lower == ".nan" {
            return true;
        }
        if let Some(hex) = lower.strip_prefix("0x") {
            return !hex.is_empty() && hex.chars().all(|c| c.is_ascii_hexdigit() || c == '_');
        }
        if let Some(oct) = lower.strip_prefix("0o") {
            return !oct.is_empty() && oct.chars().all(|c| c.is_ascii_digit());
        }
        let mut digits = 0;
        for c in lower.chars() {
            match c {
                '0'..='9' => digits += 1,
                '.' | '_' | 'e' | '+' | '-' | ':' => {}
                _ => return false,
            }
        }
        digits > 0
    }

    /// [`needs_quotes`] as it was, every substring searched.
    fn needs_quotes_searched(s: &str) -> bool {
        const RESERVED: &[&str] = &[
            "true", "false", "yes", "no", "on", "off", "y", "n", "null", "~",
        ];
        let Some(first) = s.chars().next() else {
            return true;
        };
        RESERVED.iter().any(|r| r.eq_ignore_ascii_case(s))
            || looks_numeric_folded(s)
            || ",[]{}#&*!|>'\"%@`".contains(first)
            || ("-?:".contains(first) && s.chars().nth(1).is_none_or(char::is_whitespace))
            || first.is_whitespace()
            || s.ends_with(char::is_whitespace)
            || s.contains(": ")
            || s.contains(" #")
            || s.ends_with(':')
            || s.chars().any(|c| c.is_control())
    }

    proptest::proptest! {
        #[test]
        fn needs_quotes_is_the_search(s in "[a-z0-9 :#\\t\\n\u{85}\u{7f}é.-]{0,10}") {
            proptest::prop_assert_eq!(needs_quotes(&s), needs_quotes_searched(&s), "{:?}", s);
        }

        #[test]
        fn looks_numeric_is_the_folded_scan(s in "[-+0-9.eExXoO_:a-fA-FinfINFaA é]{0,8}") {
            proptest::prop_assert_eq!(looks_numeric(&s), looks_numeric_folded(&s), "{:?}", s);
        }
    }

    #[test]
    fn numeric_forms() {
        for s in [
            "1", "-1.5", "0x1F", "0X1f", "0o17", ".inf", "-.INF", ".NaN", "1e3", "1:30", "1_000",
        ] {
            assert!(looks_numeric(s) && looks_numeric_folded(s), "{s}");
        }
        for s in ["", "-", "0x", "0o", "e", "abc", "v1", "0xg", "é1"] {
            assert_eq!(looks_numeric(s), looks_numeric_folded(s), "{s}");
        }
    }

    /// Each line's tokens are its text cut in order, with the kinds the view colours by
    /// (empty leads kept: the view has a span for each).
    #[test]
    fn tokens_cut_the_line() {
        let v = json!({"a": {"b": [1, "x", null], "c": "two\nlines\n"}});
        let lines = documents(&[&v]);
        for l in &lines {
            assert_eq!(l.tokens().map(|(_, t)| t).collect::<String>(), l.text());
        }
        let kinds = |i: usize| lines[i].tokens().collect::<Vec<_>>();
        assert_eq!(
            kinds(1),
            vec![(Tok::Plain, "  "), (Tok::Key, "b"), (Tok::Punct, ":")]
        );
        assert_eq!(
            kinds(2),
            vec![(Tok::Plain, "  "), (Tok::Punct, "- "), (Tok::Num, "1")]
        );
        assert_eq!(
            kinds(4),
            vec![(Tok::Plain, "  "), (Tok::Punct, "- "), (Tok::Null, "null")]
        );
        assert_eq!(
            kinds(5),
            vec![
                (Tok::Plain, "  "),
                (Tok::Key, "c"),
                (Tok::Punct, ":"),
                (Tok::Plain, " "),
                (Tok::Punct, "|")
            ]
        );
        assert_eq!(kinds(6), vec![(Tok::Plain, "    "), (Tok::Str, "two")]);
        assert_eq!(
            kinds(0),
            vec![(Tok::Plain, ""), (Tok::Key, "a"), (Tok::Punct, ":")]
        );
    }

    #[test]
    fn kubectl_style_blocks() {
        let v = json!({
            "apiVersion": "v1",
            "metadata": {"labels": {"spark-role": "driver"}},
            "spec": {"containers": [{"args": ["driver", "--conf"], "env": [{"name": "A", "value": "1"}], "name": "c"}]}
        });
        assert_eq!(
            yaml(&v),
            "apiVersion: v1\nmetadata:\n  labels:\n    spark-role: driver\nspec:\n  containers:\n  - args:\n    - driver\n    - --conf\n    env:\n    - name: A\n      value: \"1\"\n    name: c\n"
        );
    }

    #[test]
    fn ambiguous_strings_are_quoted() {
        for s in [
            "", "true", "No", "1", "1.5", "0x1F", "1e3", "-", "a: b", "#x", " x", "x ", "*a",
            "null", "~", "12:30",
        ] {
            assert!(needs_quotes(s), "{s:?} must be quoted");
        }
        for s in [
            "driver",
            "spark-pi-driver",
            "local:///opt/app.jar",
            "8g",
            "1408Mi",
            "k8s://https://x:6443",
            "a-b_c.d",
        ] {
            assert!(!needs_quotes(s), "{s:?} needs no quotes");
        }
    }

    #[test]
    fn multi_line_strings_are_literal_blocks() {
        let v = json!({"data": {"spark.properties": "#c\nspark.a=1\n"}});
        assert_eq!(
            yaml(&v),
            "data:\n  spark.properties: |\n    #c\n    spark.a=1\n"
        );
        let v = json!({"x": "a\nb"});
        assert_eq!(yaml(&v), "x: |-\n  a\nb\n".replace("\nb", "\n  b"));
    }

    #[test]
    fn lines_carry_paths_with_named_items() {
        let v = json!({"spec": {"containers": [{"name": "main", "env": [{"name": "X", "value": "v1x"}]}]}});
        let lines = documents(&[&v]);
        let value_line = lines
            .iter()
            .find(|l| l.text().contains("value: v1x"))
            .unwrap_or_else(|| panic!("{:?}", to_text(&lines)));
        assert_eq!(
            value_line.path.to_string(),
            "spec.containers[main].env[X].value"
        );
    }

    #[test]
    fn multiple_documents_are_separated() {
        let a = json!({"kind": "Service"});
        let b = json!({"kind": "ConfigMap"});
        let lines = documents(&[&a, &b]);
        assert_eq!(to_text(&lines), "kind: Service\n---\nkind: ConfigMap\n");
        assert_eq!(lines[2].doc, 1);
    }

    #[test]
    fn empty_collections_and_scalars() {
        let v = json!({"a": {}, "b": [], "c": null, "d": 3, "e": false});
        assert_eq!(yaml(&v), "a: {}\nb: []\nc: null\nd: 3\ne: false\n");
    }
}
