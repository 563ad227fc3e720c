//! Completion: in a key, every key the selected release reads, with its type, default, release
//! range and doc from builder-core's registry, then every other key it declares (`declared`); in a value, the key's enumerated values; after
//! `#@spark-version` (or `#@submit-version`), the releases.

use builder_core::SparkVersion;
use builder_core::declared;
use builder_core::{
    registry::ConfKey,
    registry::{self},
};
use lsp_types::{
    CompletionItem, CompletionItemKind, CompletionTextEdit, Documentation, MarkupContent,
    MarkupKind, Position, TextEdit,
};

use super::analysis::Analysis;
use super::documents::Document;

/// The directives that choose releases.
pub const VERSION_DIRECTIVES: [&str; 2] = ["spark-version", "submit-version"];

/// The completions at `pos` of `doc`.
pub fn complete(analysis: &Analysis, doc: &Document, pos: Position) -> Vec<CompletionItem> {
    let offset = doc.index.offset(&doc.text, pos);
    let line = doc.index.line_range(&doc.text, pos.line);
    let before = doc.text.get(line.start..offset).unwrap_or("");
    let indent = before.len() - before.trim_start().len();
    let written = before.trim_start();
    if let Some(directive) = written.strip_prefix("#@") {
        return complete_directive(doc, line.start + indent + 2, directive, offset);
    }
    if written.starts_with(['#', '!']) {
        return Vec::new();
    }
    match analysis.entry_on(pos.line + 1) {
        // In the value: the key's values.
        Some(e) if offset > e.key_span.end => {
            let range = if e.value_span.is_empty() {
                offset..offset
            } else {
                e.value_span.clone()
            };
            let range = doc.index.range(&doc.text, range);
            registry::lookup(&e.key)
                .map(|k| value_items(k, analysis, range))
                .unwrap_or_default()
        }
        Some(e) => key_items(analysis, doc.index.range(&doc.text, e.key_span.clone())),
        None => key_items(analysis, lsp_types::Range::new(pos, pos)),
    }
}

fn markdown(text: &str) -> Documentation {
    Documentation::MarkupContent(MarkupContent {
        kind: MarkupKind::Markdown,
        value: text.to_string(),
    })
}

/// Every key the release reads, replacing the key written at `range`: the registry's (what
/// sparkpods renders from), then every other key the release declares.
fn key_items(analysis: &Analysis, range: lsp_types::Range) -> Vec<CompletionItem> {
    let item = |key: &str, detail: String, doc: &str| CompletionItem {
        label: key.to_string(),
        kind: Some(CompletionItemKind::PROPERTY),
        detail: Some(detail),
        documentation: Some(markdown(doc)),
        filter_text: Some(key.to_string()),
        text_edit: Some(CompletionTextEdit::Edit(TextEdit::new(
            range,
            key.to_string(),
        ))),
        ..CompletionItem::default()
    };
    let mut items: Vec<CompletionItem> = registry::ALL
        .iter()
        .filter(|k| k.known_in(analysis.release))
        .map(|k| item(k.key, k.detail(analysis.release), k.doc))
        .collect();
    items.extend(
        declared::catalog()
            .beyond_registry()
            .filter(|k| k.in_release(analysis.release))
            .map(|k| item(k.key, k.detail(analysis.release), &k.doc())),
    );
    items
}

/// The values of `key`, its default first.
fn value_items(key: &ConfKey, analysis: &Analysis, range: lsp_types::Range) -> Vec<CompletionItem> {
    let default = key.default_for(analysis.release);
    let mut options: Vec<&str> = key.options().to_vec();
    // The default first (a stable sort keeps the registry's order after it).
    options.sort_by_key(|o| default != Some(*o));
    options
        .into_iter()
        .enumerate()
        .map(|(i, option)| {
            let is_default = default == Some(option);
            CompletionItem {
                label: option.to_string(),
                kind: Some(CompletionItemKind::ENUM_MEMBER),
                detail: Some(if is_default {
                    format!("{} (default)", key.key)
                } else {
                    key.key.to_string()
                }),
                sort_text: Some(format!("{i:03}")),
                text_edit: Some(CompletionTextEdit::Edit(TextEdit::new(
                    range,
                    option.to_string(),
                ))),
                ..CompletionItem::default()
            }
        })
        .collect()
}

/// After `#@`: the release directives, then the releases (newest first).
fn complete_directive(
    doc: &Document,
    name_start: usize,
    directive: &str,
    offset: usize,
) -> Vec<CompletionItem> {
    let range = |start: usize| doc.index.range(&doc.text, start..offset);
    match directive.split_once(char::is_whitespace) {
        None => VERSION_DIRECTIVES
            .iter()
            .map(|name| CompletionItem {
                label: name.to_string(),
                kind: Some(CompletionItemKind::KEYWORD),
                detail: Some(if *name == "spark-version" {
                    "the image's Spark release (the driver JVM, the executors)".to_string()
                } else {
                    "the release of the spark-submit that builds the driver pod".to_string()
                }),
                text_edit: Some(CompletionTextEdit::Edit(TextEdit::new(
                    range(name_start),
                    format!("{name} "),
                ))),
                ..CompletionItem::default()
            })
            .collect(),
        Some((name, rest)) if VERSION_DIRECTIVES.contains(&name) => {
            let typed = rest.trim_start();
            let value_start = offset - typed.len();
            SparkVersion::ALL
                .iter()
                .rev()
                .enumerate()
                .map(|(i, v)| CompletionItem {
                    label: v.as_str().to_string(),
                    kind: Some(CompletionItemKind::VALUE),
                    detail: Some(format!(
                        "Scala {}, fabric8 {}",
                        v.scala(),
                        v.fabric8_release().version
                    )),
                    sort_text: Some(format!("{i:03}")),
                    text_edit: Some(CompletionTextEdit::Edit(TextEdit::new(
                        range(value_start),
                        v.as_str().to_string(),
                    ))),
                    ..CompletionItem::default()
                })
                .collect()
        }
        Some(_) => Vec::new(),
    }
}
