//! `convert --to TARGET FILE`: a conf, a spark-submit line or a SparkApplication of either
//! operator written as another of them, and checked the only way that counts: both sides
//! rendered, every pod field that still differs reported with why ([`sparkpods_convert`]).

use std::path::Path;

use builder_core::{DeterministicIds, oracle_examples};
use serde_json::{Value, json};
use sparkpods_convert::{ConvertError, Converted, Difference, Side, SparkApp, Target};
use sparkpods_operators::{Operator, read_resource};

use crate::app::{AppError, AppOptions, load, render};
use crate::case::{Case, CaseError, CaseOptions, LoadFromDisk};
use crate::render_document;

/// Why there is no conversion.
#[derive(Debug, thiserror::Error)]
pub enum ConvertCmdError {
    /// The source (or the converted text) does not load as a SparkApplication.
    #[error(transparent)]
    App(#[from] AppError),
    /// The source (or the converted text) does not load as a conf or command line.
    #[error("{shown}: {source}")]
    Case {
        /// What the text is.
        shown: String,
        /// Why.
        source: CaseError,
    },
    /// The target cannot hold the submission.
    #[error("{shown}: {source}")]
    Convert {
        /// The source file.
        shown: String,
        /// Why.
        source: ConvertError,
    },
}

/// One side of a conversion, loaded and rendered.
pub struct Loaded {
    /// What it is (`conf`, `kubeflow spark-operator v2.5.2`).
    pub name: String,
    /// The case its spark-submit runs.
    pub case: Case,
    /// Its render document, normalized.
    pub doc: Value,
    /// The conf keys its operator adds on its own.
    pub operator_keys: Vec<String>,
    /// The pod fields its webhook wrote: (pod, pointer, field).
    pub webhook: Vec<(String, String, String)>,
}

impl Loaded {
    fn side(&self) -> Side<'_> {
        Side {
            name: self.name.clone(),
            doc: &self.doc,
            conf: &self.case.conf,
            webhook: self.webhook.clone(),
            submit_release: self
                .case
                .options
                .submit_version
                .unwrap_or(self.case.options.version)
                .as_str(),
        }
    }
}

/// Whether `text` is a SparkApplication.
fn is_application(text: &str) -> bool {
    read_resource(text).is_ok_and(|r| Operator::of(&r.value).is_some())
}

/// The webhook patches of an app document, by the pod of the parity report.
fn webhook_paths(doc: &Value) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    let patches = doc
        .pointer("/operator/webhookPatches")
        .and_then(Value::as_array);
    for p in patches.into_iter().flatten() {
        let member = |m: &str| p.get(m).cloned().unwrap_or_default();
        let pod = match member("pod").as_str() {
            Some("driver.submitted") => "driver",
            Some("executor") => "executor",
            _ => continue,
        };
        let field = member("field").as_str().unwrap_or_default().to_string();
        for path in member("podPaths").as_array().into_iter().flatten() {
            if let Some(path) = path.as_str() {
                out.push((pod.to_string(), path.to_string(), field.clone()));
            }
        }
    }
    out
}

/// Load and render `text`: a SparkApplication as its operator submits it (`release`), else a
/// conf or command line read from `base_dir` with `files` added (the pod templates a
/// conversion wrote).
pub fn load_side(
    shown: &str,
    text: &str,
    base_dir: &Path,
    release: Option<&str>,
    files: &[(String, String)],
    env_from: Option<&Case>,
) -> Result<Loaded, ConvertCmdError> {
    if is_application(text) {
        let options = AppOptions {
            release,
            ..AppOptions::default()
        };
        let loaded = load(shown, text, &options)?;
        let doc = render(shown, &loaded, &options)?.document;
        return Ok(Loaded {
            name: loaded.operator_name(),
            case: loaded.case().clone(),
            webhook: webhook_paths(&doc),
            operator_keys: loaded.operator_keys(),
            doc,
        });
    }
    let case_error = |source| ConvertCmdError::Case {
        shown: shown.to_string(),
        source,
    };
    let mut case =
        Case::load(shown, text, base_dir, CaseOptions::default(), &[]).map_err(case_error)?;
    // The files the source read (the same machine submits the conversion).
    if let Some(source) = env_from {
        for path in source.env.files.paths() {
            if let Some(bytes) = source.env.files.read(path) {
                case.env.files.insert(path.to_string(), bytes.to_vec());
            }
        }
    }
    for (path, text) in files {
        case.env
            .files
            .insert(path.clone(), text.as_bytes().to_vec());
    }
    let name = if case.submit_command.is_some() {
        "spark-submit"
    } else {
        "conf"
    };
    let steps = oracle_examples();
    let doc = render_document(
        &case,
        &steps,
        &mut DeterministicIds::default(),
        Some(base_dir.to_str()),
    )
    .0;
    Ok(Loaded {
        name: name.to_string(),
        case,
        doc,
        operator_keys: Vec::new(),
        webhook: Vec::new(),
    })
}

/// A conversion and its parity report.
pub struct Conversion {
    /// What was written.
    pub converted: Converted,
    /// The source, as loaded.
    pub source: Loaded,
    /// The converted text, as loaded.
    pub target: Loaded,
    /// Every pod field that differs between the two renders.
    pub report: Vec<Difference>,
}

/// Convert `text` (`shown` names it; files it names are read from `base_dir`) to `target`,
/// with `release` the operator release of either side's SparkApplication.
pub fn convert(
    shown: &str,
    text: &str,
    base_dir: &Path,
    target: Target,
    release: Option<&str>,
) -> Result<Conversion, ConvertCmdError> {
    let source = load_side(shown, text, base_dir, release, &[], None)?;
    let app = SparkApp::from_case(&source.case, |k| {
        source.operator_keys.iter().any(|o| o == k)
    });
    let converted =
        sparkpods_convert::convert(&app, target).map_err(|source| ConvertCmdError::Convert {
            shown: shown.to_string(),
            source,
        })?;
    let target_shown = format!("{shown} as {target}");
    let target_side = load_side(
        &target_shown,
        &converted.text,
        base_dir,
        release,
        &converted.files,
        Some(&source.case),
    )?;
    let report = sparkpods_convert::parity(&source.side(), &target_side.side());
    Ok(Conversion {
        converted,
        source,
        target: target_side,
        report,
    })
}

impl Conversion {
    /// The parity report as text: one line a field, grouped by pod, with why.
    pub fn report_text(&self) -> String {
        if self.report.is_empty() {
            return format!(
                "parity: the {} and the {} render the same pods\n",
                self.source.name, self.target.name
            );
        }
        let mut out = format!(
            "parity: {} pod field(s) differ between the {} and the {}:\n",
            self.report.len(),
            self.source.name,
            self.target.name
        );
        let show = |v: &Option<Value>| match v {
            None => "absent".to_string(),
            Some(v) => {
                let s = v.to_string();
                if s.chars().count() > 80 {
                    format!("{}…", s.chars().take(80).collect::<String>())
                } else {
                    s
                }
            }
        };
        for d in &self.report {
            out.push_str(&format!(
                "  {} pod: {}: {} → {}\n    why: {}\n",
                d.pod,
                d.path,
                show(&d.source),
                show(&d.target),
                d.reason.describe()
            ));
        }
        out
    }

    /// The conversion as JSON: the text, the files, the choices and the report.
    pub fn to_json(&self) -> Value {
        let report: Vec<Value> = self
            .report
            .iter()
            .map(|d| {
                json!({
                    "pod": d.pod,
                    "path": d.path,
                    "source": d.source,
                    "target": d.target,
                    "why": d.reason.describe(),
                    "explained": d.reason != sparkpods_convert::Reason::Unexplained,
                })
            })
            .collect();
        json!({
            "source": self.source.name,
            "target": self.target.name,
            "text": self.converted.text,
            "files": self.converted.files.iter().map(|(p, t)| json!({ "path": p, "text": t })).collect::<Vec<_>>(),
            "choices": self.converted.choices,
            "parity": report,
        })
    }
}
