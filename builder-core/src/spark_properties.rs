//! How Spark writes a properties file: `java.util.Properties.store`'s escaping (JDK 17) and the
//! `spark.properties` entry of the conf ConfigMaps.

use sparkpods_jvm::{JavaStringMap, ScalaMap};

/// `KubernetesClientUtils.buildStringFromPropertiesMap`: a header comment naming the ConfigMap,
/// the date line, then `key=value` lines in the order `Properties` iterates them.
pub fn properties_file_text(
    config_map_name: &str,
    props: &ScalaMap<String>,
    timestamp: &str,
) -> String {
    // `Properties` keeps its entries in a ConcurrentHashMap filled in the Scala map's order
    // (the map `SparkConf` uses: another would be another copy of the map's code in the wasm
    // modules), that order walked once (`iter` collects it; its clone walks what it collected).
    let entries = props.iter().map(|(k, v)| (k, v.as_str()));
    let mut table = JavaStringMap::new();
    table.reserve_for(entries.clone(), 0);
    let mut entry_bytes = 0;
    for (k, v) in entries {
        table.put(k, v);
        entry_bytes += k.len() + v.len() + 2;
    }
    let mut out = store_comment(&format!(
        "Java properties built from Kubernetes config map with name: {config_map_name}"
    ));
    // The lines unescaped, one allocation (a conf of thousands of keys doubled its way up).
    out.reserve(timestamp.len() + 2 + entry_bytes);
    out.push('#');
    out.push_str(timestamp);
    out.push('\n');
    for (k, v) in table.iter() {
        save_convert(&mut out, k, true);
        out.push('=');
        save_convert(&mut out, v, false);
        out.push('\n');
    }
    out
}

/// `Properties.saveConvert(s, escapeSpace, escapeUnicode = false)` (JDK 17; `store(Writer)`),
/// appended to `out`.
fn save_convert(out: &mut String, s: &str, escape_space: bool) {
    out.reserve(s.len());
    // Every character it escapes is ASCII: the runs between them are copied whole (other
    // control characters and non-ASCII are written raw by store(Writer)).
    let mut run = 0;
    for (i, b) in s.bytes().enumerate() {
        let escaped = match b {
            b'\\' => "\\\\",
            b' ' if i == 0 || escape_space => "\\ ",
            b'\t' => "\\t",
            b'\n' => "\\n",
            b'\r' => "\\r",
            0x0c => "\\f",
            b'=' => "\\=",
            b':' => "\\:",
            b'#' => "\\#",
            b'!' => "\\!",
            _ => continue,
        };
        // `run` and `i` are at ASCII bytes: character boundaries.
        out.push_str(s.get(run..i).unwrap_or_default());
        out.push_str(escaped);
        run = i + 1;
    }
    out.push_str(s.get(run..).unwrap_or_default());
}

/// How `Properties.store(Writer)` writes a key: `\`, `\t \n \r \f`, `= : # !` and **every**
/// space are backslash-escaped; anything else (control chars, non-ASCII) is written raw.
pub fn store_escape_key(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    save_convert(&mut out, s, true);
    out
}

/// How `Properties.store(Writer)` writes a value: like `store_escape_key` but only a *leading*
/// space is escaped.
///
/// ```
/// use builder_core::store_escape_value;
/// assert_eq!(store_escape_value("k8s://https://h:443"), "k8s\\://https\\://h\\:443");
/// assert_eq!(store_escape_value(" a b"), "\\ a b");
/// ```
pub fn store_escape_value(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    save_convert(&mut out, s, false);
    out
}

/// One entry line as `store` writes it, without the line separator: `key=value`, escaped.
pub fn store_line(key: &str, value: &str) -> String {
    format!("{}={}", store_escape_key(key), store_escape_value(value))
}

/// The comment block `Properties.store(writer, comment)` writes before the date line
/// (`writeComments`, JDK 17), including its final `\n`: `#` + the comment, where chars above
/// U+00FF become `\uXXXX` (upper-case hex, per UTF-16 unit), and every line break (`\n`, `\r`,
/// `\r\n`) becomes `\n` followed by `#` unless the next line already starts with `#` or `!`.
pub fn store_comment(comment: &str) -> String {
    let units: Vec<u16> = comment.encode_utf16().collect();
    let mut out = String::from("#");
    let len = units.len();
    let mut current = 0;
    let mut last = 0;
    while let Some(&u) = units.get(current) {
        let is_nl = u == u16::from(b'\n') || u == u16::from(b'\r');
        if u > 0xff || is_nl {
            if last != current {
                out.push_str(&String::from_utf16_lossy(
                    units.get(last..current).unwrap_or(&[]),
                ));
            }
            if u > 0xff {
                out.push_str(&format!("\\u{u:04X}"));
            } else {
                out.push('\n');
                if u == u16::from(b'\r') && units.get(current + 1) == Some(&u16::from(b'\n')) {
                    current += 1;
                }
                let next = units.get(current + 1).copied();
                if current + 1 == len
                    || (next != Some(u16::from(b'#')) && next != Some(u16::from(b'!')))
                {
                    out.push('#');
                }
            }
            last = current + 1;
        }
        current += 1;
    }
    if last != current {
        out.push_str(&String::from_utf16_lossy(
            units.get(last..current).unwrap_or(&[]),
        ));
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conf::properties::parse_properties;
    use proptest::prelude::*;

    /// `saveConvert` character by character, as the JDK writes it (the reference the run-copying
    /// [`save_convert`] is held to).
    fn save_convert_by_char(s: &str, escape_space: bool) -> String {
        let mut out = String::new();
        for (i, c) in s.chars().enumerate() {
            match c {
                '\\' => out.push_str("\\\\"),
                ' ' if i == 0 || escape_space => out.push_str("\\ "),
                '\t' => out.push_str("\\t"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\u{c}' => out.push_str("\\f"),
                '=' | ':' | '#' | '!' => {
                    out.push('\\');
                    out.push(c);
                }
                _ => out.push(c),
            }
        }
        out
    }

    proptest! {
        #[test]
        fn runs_are_copied_as_characters_are(
            s in "[a \\\\\t\n\r\u{c}=:#!é\u{1}\u{1F600}]{0,16}",
            escape_space in any::<bool>(),
        ) {
            let mut out = String::from("x");
            save_convert(&mut out, &s, escape_space);
            prop_assert_eq!(out, format!("x{}", save_convert_by_char(&s, escape_space)));
        }
    }

    #[test]
    fn store_escaping() {
        assert_eq!(
            store_line("spark.master", "k8s://https://kubernetes.default.svc:443"),
            "spark.master=k8s\\://https\\://kubernetes.default.svc\\:443"
        );
        assert_eq!(
            store_line(
                "spark.executor.extraJavaOptions",
                "-XX:+UseG1GC -Dapp.id={{APP_ID}} \"-Dquoted=a b\" -Dsingle='x y'"
            ),
            "spark.executor.extraJavaOptions=-XX\\:+UseG1GC -Dapp.id\\={{APP_ID}} \
             \"-Dquoted\\=a b\" -Dsingle\\='x y'"
        );
        assert_eq!(store_escape_key("a b c"), "a\\ b\\ c");
        assert_eq!(store_escape_value(" a b "), "\\ a b ");
        assert_eq!(store_escape_value("#!=:\\"), "\\#\\!\\=\\:\\\\");
        assert_eq!(store_escape_value("\t\n\r\u{c}"), "\\t\\n\\r\\f");
        assert_eq!(
            store_escape_value("\u{0}\u{b}é😀\u{7f}"),
            "\u{0}\u{b}é😀\u{7f}"
        );
        assert_eq!(store_escape_key(""), "");
    }

    #[test]
    fn store_comment_block() {
        assert_eq!(
            store_comment("Java properties built from Kubernetes config map with name: x"),
            "#Java properties built from Kubernetes config map with name: x\n"
        );
        assert_eq!(store_comment("a\nb"), "#a\n#b\n");
        assert_eq!(store_comment("a\r\n#b\n!c\n"), "#a\n#b\n!c\n#\n");
        assert_eq!(store_comment("é€😀"), "#é\\u20AC\\uD83D\\uDE00\n");
        assert_eq!(store_comment(""), "#\n");
    }

    #[derive(serde::Deserialize)]
    struct JavaStore {
        #[serde(default)]
        key: Option<String>,
        #[serde(default)]
        value: Option<String>,
        #[serde(default)]
        line: Option<String>,
        #[serde(default)]
        comment: Option<String>,
        #[serde(default)]
        out: Option<String>,
    }

    /// `testdata/properties-store-java17.jsonl`: `Properties.store(StringWriter, ...)` output.
    #[test]
    fn matches_jdk17_properties_store() {
        let data = include_str!("conf/testdata/properties-store-java17.jsonl");
        let mut n = 0;
        for line in data.lines().filter(|l| !l.trim().is_empty()) {
            let c: JavaStore = serde_json::from_str(line).unwrap();
            if let (Some(k), Some(v), Some(l)) = (&c.key, &c.value, &c.line) {
                assert_eq!(store_line(k, v), *l, "{k:?} = {v:?}");
                // and load(store(x)) == x
                let back = parse_properties(&format!("{l}\n")).unwrap();
                assert_eq!(back.len(), 1);
                assert_eq!((&back[0].key, &back[0].raw_value), (k, v));
            } else if let (Some(comment), Some(out)) = (&c.comment, &c.out) {
                assert_eq!(store_comment(comment), *out, "{comment:?}");
            } else {
                panic!("bad fixture line {line}");
            }
            n += 1;
        }
        assert!(n > 50, "only {n} cases");
    }
}
