//! `check`'s findings as LSP diagnostics, each at what caused it: on the conf at the key (a key
//! Spark ignores, a setting that loses) or at the value (what Spark or the API server rejects);
//! a finding about what a pod template wrote also on the template at its line, the two linked
//! by related information.

use std::collections::BTreeMap;
use std::ops::Range;

use builder_core::{Diagnostic, Severity, TemplateSpot};
use builder_core::{Rule, rules};
use lsp_types::{
    DiagnosticRelatedInformation, DiagnosticSeverity, DiagnosticTag, Location, NumberOrString,
    Position, Url,
};

use super::analysis::Analysis;
use super::documents::{Document, Documents, LineIndex};

/// Findings whose cause is the key as written, not its value.
const ABOUT_THE_KEY: &[&Rule] = &[
    &rules::UNKNOWN_KEY,
    &rules::OTHER_VERSION,
    &rules::EMPTY_SUFFIX,
    &rules::DROPPED_ENV,
    &rules::DUPLICATE_KEY,
];

/// Findings about keys Spark does not read: shown faded, as unused code is.
const IGNORED: &[&Rule] = &[
    &rules::UNKNOWN_KEY,
    &rules::OTHER_VERSION,
    &rules::DROPPED_ENV,
];

/// The diagnostics of one analyzed conf: its own, and those of the templates it names.
#[derive(Debug, Default)]
pub struct Published {
    pub conf: Vec<lsp_types::Diagnostic>,
    pub templates: BTreeMap<Url, Vec<lsp_types::Diagnostic>>,
}

/// Where a finding is in the conf: the bytes of its key or value, or its line.
pub fn conf_bytes(analysis: &Analysis, doc: &Document, d: &Diagnostic) -> Range<usize> {
    let Some(line) = d.line else {
        return doc.index.line_range(&doc.text, 0);
    };
    match analysis.entry_on(line) {
        Some(e) if ABOUT_THE_KEY.contains(&d.rule) || e.value_span.is_empty() => e.key_span.clone(),
        Some(e) => e.value_span.clone(),
        None => trimmed(
            &doc.text,
            doc.index.line_range(&doc.text, line.saturating_sub(1)),
        ),
    }
}

/// `range` without its leading and trailing blanks.
pub fn trimmed(text: &str, range: Range<usize>) -> Range<usize> {
    let s = text.get(range.clone()).unwrap_or("");
    let start = range.start + (s.len() - s.trim_start().len());
    start..(start + s.trim().len()).max(start)
}

/// Where a template spot is: its line's content (its first line when not placed).
pub fn template_location(
    analysis: &Analysis,
    open: &Documents,
    spot: &TemplateSpot,
) -> Option<(Url, lsp_types::Range)> {
    let path = analysis.resolve(&spot.path);
    let uri = Url::from_file_path(&path).ok()?;
    let line = spot.line.unwrap_or(1).saturating_sub(1);
    let text = match open.by_path(&path) {
        Some(doc) => doc.text.clone(),
        None => std::fs::read_to_string(&path).unwrap_or_default(),
    };
    let index = LineIndex::new(&text);
    let range = match trimmed(&text, index.line_range(&text, line)) {
        r if r.is_empty() => {
            lsp_types::Range::new(Position::new(line, 0), Position::new(line + 1, 0))
        }
        r => index.range(&text, r),
    };
    Some((uri, range))
}

/// The LSP severity of a finding's.
pub fn severity(s: Severity) -> DiagnosticSeverity {
    match s {
        Severity::Error => DiagnosticSeverity::ERROR,
        Severity::Warning => DiagnosticSeverity::WARNING,
        Severity::Info => DiagnosticSeverity::INFORMATION,
    }
}

/// The message with its hint on a line of its own.
pub fn with_hint(text: &str, hint: Option<&str>) -> String {
    match hint {
        Some(h) => format!("{text}\nhint: {h}"),
        None => text.to_string(),
    }
}

/// The LSP form of one finding at `range`.
fn lsp(d: &Diagnostic, range: lsp_types::Range, text: &str) -> lsp_types::Diagnostic {
    lsp_types::Diagnostic {
        range,
        severity: Some(severity(d.severity)),
        code: Some(NumberOrString::String(d.rule.id.to_string())),
        source: Some("sparkpods".to_string()),
        message: with_hint(text, d.hint.as_deref()),
        tags: IGNORED
            .contains(&d.rule)
            .then(|| vec![DiagnosticTag::UNNECESSARY]),
        ..lsp_types::Diagnostic::default()
    }
}

/// The diagnostics of `analysis` for the conf at `uri`.
pub fn publish(uri: &Url, doc: &Document, analysis: &Analysis, open: &Documents) -> Published {
    let mut out = Published::default();
    for d in &analysis.diagnostics {
        let conf_range = doc.index.range(&doc.text, conf_bytes(analysis, doc, d));
        let mut on_conf = lsp(d, conf_range, &d.located_message());
        if let Some((template_uri, template_range)) = d
            .template
            .as_ref()
            .and_then(|spot| template_location(analysis, open, spot))
        {
            on_conf.related_information = Some(vec![DiagnosticRelatedInformation {
                location: Location::new(template_uri.clone(), template_range),
                message: "written here in the pod template".to_string(),
            }]);
            let mut on_template = lsp(d, template_range, &d.message);
            on_template.related_information = Some(vec![DiagnosticRelatedInformation {
                location: Location::new(uri.clone(), conf_range),
                message: format!(
                    "the conf names the template here ({})",
                    d.key.as_deref().unwrap_or("")
                ),
            }]);
            out.templates
                .entry(template_uri)
                .or_default()
                .push(on_template);
        }
        out.conf.push(on_conf);
    }
    out
}
