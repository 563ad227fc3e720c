//! `check`'s report in each format: `text` for people, `json` for scripts, `sarif` (2.1.0) for
//! code scanning, `junit` for CI test reports, `github` for a pull request's inline
//! annotations.

mod github;
mod junit;
mod sarif;
mod text;

use super::config::FailOn;
use super::run::Outcome;

/// A report format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// `file:line:col: severity[rule]: message`, a hint under it.
    Text,
    /// A JSON array of the findings.
    Json,
    /// SARIF 2.1.0.
    Sarif,
    /// JUnit XML: a test case per file, a failure per finding at the failing level.
    Junit,
    /// GitHub Actions workflow commands (`::error file=...::`).
    Github,
}

impl Format {
    /// The names `--format` and `--output` take.
    pub const NAMES: [&str; 5] = ["text", "json", "sarif", "junit", "github"];

    /// The format `s` names.
    pub fn parse(s: &str) -> Option<Format> {
        match s {
            "text" => Some(Format::Text),
            "json" => Some(Format::Json),
            "sarif" => Some(Format::Sarif),
            "junit" => Some(Format::Junit),
            "github" => Some(Format::Github),
            _ => None,
        }
    }
}

/// The report of `outcome` in `format`, `fail_on` saying which findings fail.
pub fn render(format: Format, outcome: &Outcome, fail_on: FailOn) -> String {
    match format {
        Format::Text => text::render(outcome),
        Format::Json => {
            let all: Vec<serde_json::Value> =
                outcome.findings.iter().map(|f| f.to_json()).collect();
            format!("{}\n", serde_json::Value::Array(all))
        }
        Format::Sarif => sarif::render(outcome),
        Format::Junit => junit::render(outcome, fail_on),
        Format::Github => github::render(outcome),
    }
}
