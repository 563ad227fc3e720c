//! One input's findings: a conf or a spark-submit command line (the conf's rules and, with a
//! cluster profile, the cluster's), or a SparkApplication (its operator's and its conf's, on
//! the resource's fields).

use std::path::Path;

use builder_core::{CaseOptions, Diagnostic, line_start_column};
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
            column: r.line.and_then(|l| line_start_column(text, l)),
            subject: Some(Subject::Field(r.field)),
            message: r.message,
            hint: r.hint,
            template: None,
        })
        .collect())
}

/// A conf finding, at its key's column.
fn conf_finding(shown: &str, text: &str, d: Diagnostic) -> Finding {
    let d = d.located_in(text);
    Finding {
        rule: d.rule,
        severity: d.severity,
        file: shown.to_string(),
        line: d.line,
        column: d.column,
        subject: d.key.map(Subject::Key),
        message: d.message,
        hint: d.hint,
        template: d.template,
    }
}

/// The cluster profile of a rule's example (for tests and the rule reference).
pub fn example_profile(text: &str) -> Result<ClusterProfile, String> {
    ClusterProfile::read(text).map_err(|e| e.to_string())
}
