//! One input's findings: a conf or a spark-submit command line (the conf's rules and, with a
//! cluster profile, the cluster's), or a SparkApplication (its operator's and its conf's, on
//! the resource's fields).

use std::path::Path;

use builder_core::{CaseOptions, Diagnostic};
use sparkpods_kube::cluster::ClusterProfile;

use super::finding::{Finding, Subject};
use super::settings::{InputError, Settings};
use crate::app;
use crate::case::{Case, LoadFromDisk};
use crate::diagnose::{conf_diagnostics, load_problem};

/// The findings about a conf or a pasted spark-submit line `text` (`shown` names it), whose
/// relative paths resolve from `base_dir`. Text that does not load is one `parse` finding.
pub fn check_conf(
    shown: &str,
    text: &str,
    base_dir: &Path,
    settings: &Settings,
) -> Result<Vec<Finding>, InputError> {
    let case = match Case::load(
        shown,
        text,
        base_dir,
        CaseOptions::default(),
        &settings.overrides,
    ) {
        Ok(case) => case,
        Err(e) => return Ok(vec![conf_finding(shown, text, load_problem(text, &e))]),
    };
    let mut case = case;
    case.apply_sets_from_disk(&settings.set, base_dir)
        .map_err(|e| InputError::Set(e.to_string()))?;
    let diagnostics = conf_diagnostics(&case, |sub, rendered| match settings.app.cluster {
        Some(p) => crate::cluster::findings(sub, &case.lines, rendered, None, p),
        None => Vec::new(),
    });
    Ok(diagnostics
        .into_iter()
        .map(|d| conf_finding(shown, text, d))
        .collect())
}

/// The findings about a SparkApplication `text` (`shown` names it), each on its field.
pub fn check_app(shown: &str, text: &str, settings: &Settings) -> Result<Vec<Finding>, InputError> {
    let loaded = app::load(shown, text, &settings.app)?;
    let reports = app::findings(&loaded, text, settings.app.cluster);
    Ok(reports
        .into_iter()
        .map(|r| Finding {
            rule: r.rule,
            severity: r.severity,
            file: shown.to_string(),
            line: r.line,
            column: r.line.and_then(|l| first_column(text, l)),
            subject: Some(Subject::Field(r.field)),
            message: r.message,
            hint: r.hint,
            template: None,
        })
        .collect())
}

/// A conf finding at its key's column (or its line's first word's).
fn conf_finding(shown: &str, text: &str, d: Diagnostic) -> Finding {
    let column = d.column.or_else(|| {
        let line = d.line?;
        d.key
            .as_deref()
            .and_then(|k| key_column(text, line, k))
            .or_else(|| first_column(text, line))
    });
    Finding {
        rule: d.rule,
        severity: d.severity,
        file: shown.to_string(),
        line: d.line,
        column,
        subject: d.key.map(Subject::Key),
        message: d.message,
        hint: d.hint,
        template: d.template,
    }
}

/// The 1-based line `line` of `text`.
fn line_text(text: &str, line: u32) -> Option<&str> {
    text.lines()
        .nth(usize::try_from(line).ok()?.checked_sub(1)?)
}

/// The 1-based column (in characters) of the line's first non-blank character.
fn first_column(text: &str, line: u32) -> Option<u32> {
    let l = line_text(text, line)?;
    let blanks = l.chars().take_while(|c| c.is_whitespace()).count();
    (blanks < l.chars().count()).then(|| u32::try_from(blanks + 1).ok())?
}

/// The 1-based column where `key` is written on the line.
fn key_column(text: &str, line: u32, key: &str) -> Option<u32> {
    let l = line_text(text, line)?;
    let byte = l.find(key)?;
    u32::try_from(l.get(..byte)?.chars().count() + 1).ok()
}

/// The cluster profile of a rule's example (for tests and the rule reference).
pub fn example_profile(text: &str) -> Result<ClusterProfile, String> {
    ClusterProfile::read(text).map_err(|e| e.to_string())
}
