//! Quick fixes: the edits builder-core's findings carry ([`Fix`]): the key meant by a typo, a
//! value Spark reads (a unit it knows, an option's case, a file mode written as the release
//! reads it, on the template's line), a setting that loses to a later line deleted.

use std::collections::HashMap;

use builder_core::{Diagnostic, Fix, TemplateSpot};
use lsp_types::{
    CodeAction, CodeActionKind, CodeActionOrCommand, NumberOrString, Range, TextEdit, Url,
    WorkspaceEdit,
};

use super::analysis::Analysis;
use super::diagnostics::{conf_bytes, template_location};
use super::documents::{Document, Documents, LineIndex};

/// A conf the server has analyzed.
pub struct Analyzed<'a> {
    pub uri: &'a Url,
    pub doc: &'a Document,
    pub analysis: &'a Analysis,
}

/// The quick fixes for `range` of `target` (a conf, or a template a conf names), with the
/// editor's diagnostics there (`shown`) attached to the fix of each.
pub fn quick_fixes(
    target: &Url,
    range: Range,
    shown: &[lsp_types::Diagnostic],
    confs: &[Analyzed],
    open: &Documents,
) -> Vec<CodeActionOrCommand> {
    let mut out = Vec::new();
    for conf in confs {
        for d in &conf.analysis.diagnostics {
            let Some(fix) = &d.fix else { continue };
            let Some((uri, at, edit)) = edit_of(conf, d, fix, open) else {
                continue;
            };
            if uri != *target || !overlaps(at, range) {
                continue;
            }
            let diagnostics: Vec<lsp_types::Diagnostic> = shown
                .iter()
                .filter(|s| {
                    s.code == Some(NumberOrString::String(d.rule.id.to_string()))
                        && overlaps(s.range, at)
                })
                .cloned()
                .collect();
            out.push(CodeActionOrCommand::CodeAction(CodeAction {
                title: title(fix, d),
                kind: Some(CodeActionKind::QUICKFIX),
                diagnostics: (!diagnostics.is_empty()).then_some(diagnostics),
                edit: Some(WorkspaceEdit {
                    changes: Some(HashMap::from([(uri, vec![edit])])),
                    ..WorkspaceEdit::default()
                }),
                is_preferred: Some(true),
                ..CodeAction::default()
            }));
        }
    }
    out
}

/// Whether two ranges share a line: a fix is offered anywhere on its finding's lines, as the
/// cursor is often not on the squiggle itself.
fn overlaps(a: Range, b: Range) -> bool {
    a.start.line <= b.end.line && b.start.line <= a.end.line
}

fn title(fix: &Fix, d: &Diagnostic) -> String {
    match fix {
        Fix::ReplaceKey(key) => format!("Change the key to {key}"),
        Fix::ReplaceValue(value) if d.template.is_some() => {
            format!("Write {value} in the pod template")
        }
        Fix::ReplaceValue(value) => format!("Change the value to {value}"),
        Fix::DeleteLine => "Delete this setting (a later line wins)".to_string(),
    }
}

/// The document, the finding's range there, and the edit of a fix.
fn edit_of(
    conf: &Analyzed,
    d: &Diagnostic,
    fix: &Fix,
    open: &Documents,
) -> Option<(Url, Range, TextEdit)> {
    let Analyzed { uri, doc, analysis } = conf;
    let on_conf = |bytes: std::ops::Range<usize>, new_text: String| {
        let at = doc.index.range(&doc.text, conf_bytes(analysis, doc, d));
        Some((
            (*uri).clone(),
            at,
            TextEdit::new(doc.index.range(&doc.text, bytes), new_text),
        ))
    };
    match (fix, &d.template) {
        (Fix::ReplaceValue(value), Some(spot)) => template_value_edit(analysis, open, spot, value),
        (Fix::ReplaceValue(value), None) => {
            let entry = analysis.entry_on(d.line?)?;
            on_conf(entry.value_span.clone(), value.clone())
        }
        (Fix::ReplaceKey(key), _) => {
            let entry = analysis.entry_on(d.line?)?;
            on_conf(entry.key_span.clone(), key.clone())
        }
        (Fix::DeleteLine, _) => {
            let entry = analysis.entry_on(d.line?)?;
            let first = doc
                .index
                .line_range(&doc.text, entry.line.saturating_sub(1));
            let last_line = doc.index.position(&doc.text, entry.value_span.end).line;
            let after = doc.index.line_range(&doc.text, last_line + 1).start;
            on_conf(first.start..after, String::new())
        }
    }
}

/// Write `value` as the value of the field on the template's line (`field: value`, the same
/// after a list dash).
fn template_value_edit(
    analysis: &Analysis,
    open: &Documents,
    spot: &TemplateSpot,
    value: &str,
) -> Option<(Url, Range, TextEdit)> {
    let (uri, at) = template_location(analysis, open, spot)?;
    let path = analysis.resolve(&spot.path);
    let text = match open.by_path(&path) {
        Some(doc) => doc.text.clone(),
        None => std::fs::read_to_string(&path).ok()?,
    };
    let index = LineIndex::new(&text);
    let line = index.line_range(&text, at.start.line);
    let content = text.get(line.clone())?;
    let colon = content.find(": ")?;
    let written = content.get(colon + 2..)?;
    let value_text = written.split(" #").next()?.trim_end();
    let start = line.start + colon + 2 + (written.len() - written.trim_start().len());
    let end = line.start + colon + 2 + value_text.len();
    let edit = TextEdit::new(index.range(&text, start..end.max(start)), value.to_string());
    Some((uri, at, edit))
}
