//! The diagnostics of a conf case: its render and what `check` says of it, or why it does not
//! load. Below both the conf check and the SparkApplication check, which share them.

use builder_core::{
    CaseError, CaseOptions, DeterministicIds, Diagnostic, PropertiesError, Rendered, Submission,
    TemplateReader, oracle_examples, parse_directives, parse_properties,
};

use crate::case::Case;

/// Why the text does not load, on the line that says so: a `#@` directive with a bad value,
/// a malformed `\uXXXX` escape.
pub fn load_problem(text: &str, e: &CaseError) -> Diagnostic {
    let line = match e {
        CaseError::BadOption(_) => parse_directives(text)
            .into_iter()
            .find(|d| {
                CaseOptions::default()
                    .apply(&d.name, d.value_or_empty(), &mut false)
                    .is_err()
            })
            .map(|d| d.line),
        CaseError::Parse { .. } => match parse_properties(text) {
            Err(PropertiesError::MalformedUnicodeEscape { line, .. }) => Some(line),
            Ok(_) => None,
        },
        CaseError::Read { .. } => None,
    };
    Diagnostic {
        line,
        ..Diagnostic::new(&builder_core::rules::PARSE, None, e.to_string(), None)
    }
}

/// A render of the case and `check`'s diagnostics of it, then `more` findings about the same
/// render (`--cluster`'s).
pub fn conf_diagnostics(
    case: &Case,
    more: impl FnOnce(&Submission, &Rendered) -> Vec<Diagnostic>,
) -> Vec<Diagnostic> {
    let steps = oracle_examples();
    let sub = case.submission(&steps, TemplateReader::BUILT_IN);
    let rendered = builder_core::render(&sub, &mut DeterministicIds::default());
    let mut out = case.diagnostics(&sub, &rendered);
    out.extend(more(&sub, &rendered));
    out
}
