//! `check`: what sparkpods reports about an input, whatever its kind, as [`Finding`]s that each
//! name their rule, file, line and column: a conf or a spark-submit command line (the conf's
//! rules and, with a cluster profile, the cluster's) or a SparkApplication (its operator's and
//! its conf's, on the resource's fields).

use std::path::Path;

use builder_core::{CaseOptions, Diagnostic, Rule, Severity, TemplateSpot};
use serde_json::{Value, json};
use sparkpods_kube::cluster::ClusterProfile;

use crate::app::{self, AppOptions};
use crate::case::{Case, LoadFromDisk};
use crate::diagnose::{conf_diagnostics, load_problem};

/// What a finding is about in its input: the conf key or the resource field to change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Subject {
    /// A conf key (`spark.executor.memory`).
    Key(String),
    /// A SparkApplication's field (`spec.executor.memory`).
    Field(String),
}

impl Subject {
    /// The key or field.
    pub fn name(&self) -> &str {
        match self {
            Subject::Key(s) | Subject::Field(s) => s,
        }
    }
}

/// One finding of `check`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The rule it is a finding of.
    pub rule: &'static Rule,
    /// How serious it is (its rule's severity, or less; a configuration may change it).
    pub severity: Severity,
    /// The input it is in, as named on the command line.
    pub file: String,
    /// 1-based line in the input, when known.
    pub line: Option<u32>,
    /// 1-based column (in characters) where what it is about starts, when known.
    pub column: Option<u32>,
    /// The key or field to change.
    pub subject: Option<Subject>,
    /// What is wrong.
    pub message: String,
    /// How to fix it.
    pub hint: Option<String>,
    /// The pod template file and line that wrote the value, when a template did: the place to
    /// change is there.
    pub template: Option<TemplateSpot>,
}

impl Finding {
    /// The message with the template's file and line in front when a template wrote the value.
    pub fn located_message(&self) -> String {
        match &self.template {
            Some(TemplateSpot {
                path,
                line: Some(l),
            }) => format!("{path} (line {l}): {}", self.message),
            Some(TemplateSpot { path, line: None }) => format!("{path}: {}", self.message),
            None => self.message.clone(),
        }
    }

    /// The finding as `check --format json` prints it: the rule's id as `code`, the key or
    /// field under its name.
    pub fn to_json(&self) -> Value {
        let mut v = json!({
            "severity": self.severity.as_str(),
            "code": self.rule.id,
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "message": self.located_message(),
            "hint": self.hint,
        });
        if let Value::Object(m) = &mut v {
            match &self.subject {
                Some(Subject::Field(f)) => m.insert("field".into(), json!(f)),
                Some(Subject::Key(k)) => m.insert("key".into(), json!(k)),
                None => m.insert("key".into(), Value::Null),
            };
            if let Some(t) = &self.template {
                m.insert("template".into(), json!({ "file": t.path, "line": t.line }));
            }
        }
        v
    }
}

/// How inputs are checked: the releases and `--set` assignments of a conf, the operator's
/// options of a SparkApplication, the cluster both go through.
#[derive(Default)]
pub struct Settings<'a> {
    /// `--spark-version`, `--submit-version` as case options (`spark-version`, `3.5.5`).
    pub overrides: Vec<(String, String)>,
    /// `--set KEY=VALUE` on top of a conf.
    pub set: Vec<String>,
    /// The operator's release, webhook and batch scheduling for a SparkApplication.
    pub app: AppOptions<'a>,
}

/// Why an input was not checked at all.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    /// A SparkApplication its operator cannot read, or options that do not apply to it.
    #[error(transparent)]
    App(#[from] app::AppError),
    /// A `--set` assignment that is not `KEY=VALUE`.
    #[error("{0}")]
    Set(String),
}

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
