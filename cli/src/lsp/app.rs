//! SparkApplication documents (kubeflow's `sparkoperator.k8s.io/v1beta2` or the Apache
//! operator's `spark.apache.org/*`, YAML or JSON): `check --app`'s findings on the lines of the
//! fields to change, completion of the resource's declared fields by where the cursor is (and
//! of the conf keys under `sparkConf`), and the code lens's label. Hover is `app_hover.rs`'s,
//! the pods `show_pods.rs`'s.

use std::path::Path;

use builder_core::Severity;
use builder_core::registry;
use builder_core::{Release, SparkVersion};
use lsp_types::{
    CompletionItem, CompletionItemKind, CompletionTextEdit, Documentation, MarkupContent,
    MarkupKind, NumberOrString, Position, TextEdit,
};
use serde_json::Value;
use sparkpods_operators::{FieldDoc, Operator, apache, kubeflow, read_resource};

use super::diagnostics::{severity, trimmed, with_hint};
use super::documents::Document;
use super::settings::Settings;
use sparkpods::app::{AppOptions, app_findings};

/// Whether a document is a SparkApplication: its operator's `apiVersion` and `kind`; or, for
/// one that was (`was`), YAML unreadable for now (a field being typed): its error is shown.
pub fn is_app(text: &str, was: bool) -> bool {
    match read_resource(text) {
        Ok(r) => Operator::of(&r.value).is_some(),
        Err(_) => was,
    }
}

/// `check --app`'s findings about the document, each on its field's line.
pub fn diagnostics(
    path: Option<&Path>,
    doc: &Document,
    settings: &Settings,
) -> Vec<lsp_types::Diagnostic> {
    let shown = path.map_or_else(|| "resource".to_string(), |p| p.display().to_string());
    let options = AppOptions {
        release: settings.operator_release.as_deref(),
        ..AppOptions::default()
    };
    let at_line = |line: Option<u32>| {
        let range = doc
            .index
            .line_range(&doc.text, line.unwrap_or(1).saturating_sub(1));
        doc.index.range(&doc.text, trimmed(&doc.text, range))
    };
    let diagnostic = |level: Severity, code: &str, line, message: String, hint: Option<String>| {
        lsp_types::Diagnostic {
            range: at_line(line),
            severity: Some(severity(level)),
            code: Some(NumberOrString::String(code.to_string())),
            source: Some("sparkpods".to_string()),
            message: with_hint(&message, hint.as_deref()),
            ..lsp_types::Diagnostic::default()
        }
    };
    match app_findings(&shown, &doc.text, &options) {
        Ok(findings) => findings
            .into_iter()
            .map(|f| {
                diagnostic(
                    f.severity,
                    f.rule.id,
                    f.line,
                    format!("{}: {}", f.field, f.message),
                    f.hint,
                )
            })
            .collect(),
        Err(e) => vec![diagnostic(
            Severity::Error,
            builder_core::rules::PARSE.id,
            None,
            e.to_string(),
            None,
        )],
    }
}

/// The path of the object the cursor's line is in: the keys of the lines above it that are
/// indented less, a list item marked `[]` (`spec.driver`, `spec.volumes[]`). A list's dashes
/// may sit at its key's indentation.
pub(super) fn parent_path(text: &str, line: u32, column: usize) -> Vec<String> {
    let mut path: Vec<String> = Vec::new();
    let mut limit = column;
    // The indentation of the item the cursor is in: its siblings above are skipped.
    let mut in_item: Option<usize> = None;
    let above: Vec<&str> = text.lines().take(line as usize).collect();
    for raw in above.into_iter().rev() {
        let content = raw.trim_start();
        let indent = raw.len() - content.len();
        let item = content.starts_with("- ") || content == "-";
        if content.is_empty() || content.starts_with('#') || indent > limit {
            continue;
        }
        if item && in_item == Some(indent) {
            continue;
        }
        // At the same indentation only the key of the list the cursor's item is in counts.
        let list_key = in_item.is_some() && !item;
        if indent == limit && !list_key {
            continue;
        }
        if item {
            path.push("[]".to_string());
            in_item = Some(indent);
        } else {
            in_item = None;
            if let Some((key, _)) = content.split_once(':') {
                path.push(key.trim().trim_matches('"').to_string());
            }
        }
        limit = indent;
        if indent == 0 && !item {
            break;
        }
    }
    path.reverse();
    path
}

/// A path as the operators' field docs write it: `spec.volumes[]`.
pub(super) fn dotted(path: &[String]) -> String {
    path.join(".").replace(".[]", "[]")
}

/// The completions at `pos`: conf keys under `sparkConf`, else the fields the operator declares
/// for the object the cursor is in.
pub fn complete(doc: &Document, pos: Position) -> Vec<CompletionItem> {
    let line = doc.index.line_range(&doc.text, pos.line);
    let offset = doc.index.offset(&doc.text, pos);
    let before = doc.text.get(line.start..offset).unwrap_or("");
    let typed = before.trim_start().trim_start_matches("- ");
    if typed.contains(':') {
        return Vec::new();
    }
    let word_start = offset - typed.len();
    let range = doc.index.range(&doc.text, word_start..offset);
    let path = parent_path(&doc.text, pos.line, word_start - line.start);
    let parent = dotted(&path);
    let (resource, operator) = read(&doc.text);
    let edit = |text: String| Some(CompletionTextEdit::Edit(TextEdit::new(range, text)));
    if parent.ends_with("sparkConf") {
        let release = Release::of(spark_version(operator, resource.as_ref()));
        return registry::ALL
            .iter()
            .filter(|k| k.known_in(release))
            .map(|k| CompletionItem {
                label: k.key.to_string(),
                kind: Some(CompletionItemKind::PROPERTY),
                detail: Some(k.detail(release)),
                documentation: Some(markdown(k.doc)),
                text_edit: edit(k.key.to_string()),
                ..CompletionItem::default()
            })
            .collect();
    }
    declared_fields(operator)
        .into_iter()
        .filter(|f| f.parent == parent)
        .map(|f| CompletionItem {
            label: f.name.to_string(),
            kind: Some(CompletionItemKind::FIELD),
            detail: Some(f.detail()),
            documentation: Some(markdown(&f.doc)),
            text_edit: edit(f.name.to_string()),
            ..CompletionItem::default()
        })
        .collect()
}

/// The resource, when its text reads, and its operator (while the text does not read, the one
/// whose `apiVersion` it contains).
pub(super) fn read(text: &str) -> (Option<Value>, Operator) {
    let resource = read_resource(text).ok().map(|r| r.value);
    let operator = resource.as_ref().and_then(Operator::of).unwrap_or(
        if text.contains(kubeflow::API_VERSION) {
            Operator::Kubeflow
        } else {
            Operator::Apache
        },
    );
    (resource, operator)
}

/// What the code lens names: the operator, and the Spark release the resource states.
pub fn lens_label(doc: &Document) -> String {
    let (resource, operator) = read(&doc.text);
    let name = match operator {
        Operator::Kubeflow => "kubeflow spark-operator",
        Operator::Apache => "Apache Spark operator",
    };
    format!(
        "{name}, Spark {}",
        spark_version(operator, resource.as_ref())
    )
}

/// The fields the operator's API declares, documented.
pub(super) fn declared_fields(operator: Operator) -> Vec<FieldDoc> {
    match operator {
        Operator::Kubeflow => kubeflow::declared_fields(),
        Operator::Apache => apache::declared_fields(),
    }
}

fn markdown(text: &str) -> Documentation {
    Documentation::MarkupContent(MarkupContent {
        kind: MarkupKind::Markdown,
        value: text.to_string(),
    })
}

/// The Spark release of the executors the resource names, for the keys it reads.
pub(super) fn spark_version(operator: Operator, resource: Option<&Value>) -> SparkVersion {
    let pointer = match operator {
        Operator::Kubeflow => "/spec/sparkVersion",
        Operator::Apache => "/spec/runtimeVersions/sparkVersion",
    };
    resource
        .and_then(|r| r.pointer(pointer))
        .and_then(Value::as_str)
        .and_then(|v| v.parse().ok())
        .unwrap_or(SparkVersion::NEWEST)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_parent_path_follows_indentation_and_list_items() {
        let text =
            "apiVersion: x\nspec:\n  driver:\n    cores: 1\n    \n  volumes:\n  - name: a\n    \n";
        assert_eq!(parent_path(text, 4, 4), ["spec", "driver"]);
        assert_eq!(parent_path(text, 4, 2), ["spec"]);
        assert_eq!(parent_path(text, 4, 0), Vec::<String>::new());
        assert_eq!(parent_path(text, 7, 4), ["spec", "volumes", "[]"]);
    }

    #[test]
    fn a_list_items_fields_complete_with_their_types() {
        let text = "apiVersion: sparkoperator.k8s.io/v1beta2\nkind: SparkApplication\nspec:\n  driver:\n    ports:\n    - name: web\n      co\n";
        let doc = Document::new(text.to_string(), 1);
        let items = complete(
            &doc,
            Position {
                line: 6,
                character: 8,
            },
        );
        let port = items
            .iter()
            .find(|i| i.label == "containerPort")
            .unwrap_or_else(|| panic!("{items:?}"));
        assert_eq!(
            port.detail.as_deref(),
            Some("<integer> spec.driver.ports[]")
        );
    }
}
