//! Hover in a SparkApplication: on a field name, its type as `kubectl explain` prints it and
//! what the operator's API says of the field (the docs completion offers); on a key under
//! `sparkConf`, the conf key's hover from the registry.

use builder_core::Release;
use lsp_types::{Hover, HoverContents, MarkupContent, MarkupKind, Position};

use super::app::{declared_fields, dotted, parent_path, read, spark_version};
use super::documents::Document;
use super::hover::key_doc;

/// The hover at `pos` of a SparkApplication document: none off a field name, and none on a
/// name its operator does not declare (its diagnostic says so).
pub fn hover(doc: &Document, pos: Position) -> Option<Hover> {
    let line = doc.index.line_range(&doc.text, pos.line);
    let offset = doc.index.offset(&doc.text, pos);
    let content = doc.text.get(line.clone())?;
    let (name_start, name) = field_name(content)?;
    let name_span = line.start + name_start..line.start + name_start + name.len();
    if !(name_span.start..=name_span.end).contains(&offset) {
        return None;
    }
    // The line itself counts when it opens a list item (`- name: x`).
    let path = parent_path(&doc.text, pos.line + 1, name_start);
    let parent = dotted(&path);
    let (resource, operator) = read(&doc.text);
    let key = name.trim_matches(['"', '\'']);
    let text = if path.last().is_some_and(|p| p == "sparkConf") {
        key_doc(key, Release::of(spark_version(operator, resource.as_ref())))
    } else {
        let field = declared_fields(operator)
            .into_iter()
            .find(|f| f.parent == parent && f.name == key)?;
        let at = if field.parent.is_empty() {
            "top level".to_string()
        } else {
            format!("field of `{}`", field.parent)
        };
        let full = if parent.is_empty() {
            key.to_string()
        } else {
            format!("{parent}.{key}")
        };
        let ty = field.ty.map(|t| format!(" `{t}`")).unwrap_or_default();
        format!("**`{full}`**{ty} ({at})\n\n{}", field.doc)
    };
    Some(Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value: text,
        }),
        range: Some(doc.index.range(&doc.text, name_span)),
    })
}

/// The mapping key a YAML line writes, and where it starts in the line: `cores` of
/// `  cores: 1`, `name` of `- name: a`; none for a comment, a list's scalar, a continuation.
fn field_name(line: &str) -> Option<(usize, &str)> {
    let mut start = line.len() - line.trim_start().len();
    while let Some(rest) = line.get(start..).and_then(|r| r.strip_prefix('-')) {
        let item = rest.len() - rest.trim_start().len();
        if item == 0 {
            break;
        }
        start += 1 + item;
    }
    let rest = line.get(start..)?;
    if rest.starts_with('#') {
        return None;
    }
    let name = match rest.chars().next()? {
        quote @ ('"' | '\'') => {
            let end = rest.get(1..)?.find(quote)? + 2;
            rest.get(..end)?
        }
        _ => rest
            .split(": ")
            .next()
            .filter(|n| n.len() < rest.len())
            .or_else(|| rest.strip_suffix(':'))?,
    };
    rest.get(name.len()..)?
        .trim_start()
        .starts_with(':')
        .then_some((start, name.trim_end()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_field_name_of_a_line() {
        assert_eq!(field_name("  cores: 1"), Some((2, "cores")));
        assert_eq!(field_name("spec:"), Some((0, "spec")));
        assert_eq!(field_name("  - name: a"), Some((4, "name")));
        assert_eq!(
            field_name("    \"spark.executor.memory\": 4g"),
            Some((4, "\"spark.executor.memory\""))
        );
        assert_eq!(
            field_name("    spark.ui.url: http://x:4040"),
            Some((4, "spark.ui.url"))
        );
        assert_eq!(field_name("  # cores: 1"), None);
        assert_eq!(field_name("  - local:///a.jar"), None);
        assert_eq!(field_name("  - http://x"), None);
        assert_eq!(field_name(""), None);
    }

    proptest::proptest! {
        /// YAML-like text of any shape: hover at every line and column never panics.
        #[test]
        fn any_text_is_answered(
            lines in proptest::collection::vec(
                "( {0,4})(- ?)?(\"?[a-zA-Z.é😀]{0,8}\"?)(:? ?)(\\PC{0,6})",
                0..8,
            ),
        ) {
            let text = format!("apiVersion: sparkoperator.k8s.io/v1beta2\n{}", lines.join("\n"));
            let doc = Document::new(text, 1);
            for line in 0..u32::try_from(lines.len()).unwrap_or(0) + 2 {
                for character in [0, 2, 5, 9, 40] {
                    let _ = hover(&doc, Position::new(line, character));
                }
            }
        }
    }
}
