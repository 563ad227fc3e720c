//! A conversion checked the only way that counts: the source and the converted text both
//! rendered (by whoever can render them: the command line, the playground), and their pods
//! compared ([`parity`]).

use builder_core::Case;
use serde_json::{Value, json};

use crate::parity::{Difference, Reason, Side, parity};
use crate::{ConvertError, Converted, SparkApp, Target, convert};

/// A text in one of the forms, loaded and rendered.
#[derive(Debug, Clone)]
pub struct RenderedSide {
    /// What it is (`conf`, `spark-submit`, `kubeflow spark-operator v2.5.2`).
    pub name: String,
    /// The case its spark-submit runs.
    pub case: Case,
    /// Its render document (`driver.submitted.pod`, `executor.pod`), pods as created.
    pub doc: Value,
    /// The conf keys its operator sets on its own (none for a conf or a command line).
    pub operator_keys: Vec<String>,
    /// The pod fields its pod webhook wrote: (pod, JSON pointer, resource field).
    pub webhook: Vec<(String, String, String)>,
    /// The resource's fields its operator release does not declare (never applied).
    pub unknown_fields: Vec<String>,
}

impl RenderedSide {
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

/// Loads and renders a text in whatever form it is.
pub trait Renderer {
    /// Why a text does not render.
    type Error: std::fmt::Display;

    /// `text` (`shown` names it) loaded and rendered, with `files` (the pod templates a
    /// conversion wrote) and, for a conf or command line, the files `like` read (the same
    /// machine submits the conversion).
    fn render(
        &self,
        shown: &str,
        text: &str,
        files: &[(String, String)],
        like: Option<&Case>,
    ) -> Result<RenderedSide, Self::Error>;
}

/// Why there is no checked conversion.
#[derive(Debug, thiserror::Error)]
pub enum CheckedError<E: std::fmt::Display> {
    /// The source does not render.
    #[error("{0}")]
    Source(E),
    /// The target cannot hold the submission.
    #[error("{shown}: {source}")]
    Convert {
        /// The source's name.
        shown: String,
        /// Why.
        source: ConvertError,
    },
    /// The converted text does not render (a conversion that writes what its target cannot
    /// read).
    #[error("the conversion does not render: {0}")]
    Target(E),
}

/// A conversion and its parity report.
#[derive(Debug, Clone)]
pub struct Conversion {
    /// What was written.
    pub converted: Converted,
    /// The source, rendered.
    pub source: RenderedSide,
    /// The converted text, rendered.
    pub target: RenderedSide,
    /// Every pod field that differs between the two.
    pub report: Vec<Difference>,
}

/// `text` (`shown` names it) written as `target`, and both rendered by `renderer` and compared.
pub fn convert_checked<R: Renderer>(
    renderer: &R,
    shown: &str,
    text: &str,
    target: Target,
) -> Result<Conversion, CheckedError<R::Error>> {
    let source = renderer
        .render(shown, text, &[], None)
        .map_err(CheckedError::Source)?;
    let app = SparkApp::from_case(&source.case, |k| {
        source.operator_keys.iter().any(|o| o == k)
    })
    .with_webhook_templates(&source.doc, &source.webhook);
    let converted = convert(&app, target).map_err(|source| CheckedError::Convert {
        shown: shown.to_string(),
        source,
    })?;
    let target_side = renderer
        .render(
            &format!("{shown} as {target}"),
            &converted.text,
            &converted.files,
            Some(&source.case),
        )
        .map_err(CheckedError::Target)?;
    let report = parity(&source.side(), &target_side.side());
    Ok(Conversion {
        converted,
        source,
        target: target_side,
        report,
    })
}

/// A value of the report as one short line (`absent` for none, at most 80 characters).
pub fn one_line(v: Option<&Value>) -> String {
    match v {
        None => "absent".to_string(),
        Some(v) => {
            let s = v.to_string();
            if s.chars().count() > 80 {
                format!("{}…", s.chars().take(80).collect::<String>())
            } else {
                s
            }
        }
    }
}

impl Conversion {
    /// Whether the two sides render the same pods, from a converted text whose every field
    /// its operator release declares.
    pub fn is_exact(&self) -> bool {
        self.report.is_empty() && self.target.unknown_fields.is_empty()
    }

    /// The parity report as text: one entry a field, with why.
    pub fn report_text(&self) -> String {
        let mut out: String = self
            .target
            .unknown_fields
            .iter()
            .map(|f| {
                format!(
                    "parity: {f}: the {} does not declare it, so it never applies\n",
                    self.target.name
                )
            })
            .collect();
        if self.report.is_empty() {
            out.push_str(&format!(
                "parity: the {} and the {} render the same pods\n",
                self.source.name, self.target.name
            ));
            return out;
        }
        out.push_str(&format!(
            "parity: {} pod field(s) differ between the {} and the {}:\n",
            self.report.len(),
            self.source.name,
            self.target.name
        ));
        for d in &self.report {
            out.push_str(&format!(
                "  {} pod: {}: {} → {}\n    why: {}\n",
                d.pod,
                d.path,
                one_line(d.source.as_ref()),
                one_line(d.target.as_ref()),
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
                    "explained": d.reason != Reason::Unexplained,
                })
            })
            .collect();
        let files: Vec<Value> = self
            .converted
            .files
            .iter()
            .map(|(p, t)| json!({ "path": p, "text": t }))
            .collect();
        json!({
            "source": self.source.name,
            "target": self.target.name,
            "text": self.converted.text,
            "files": files,
            "choices": self.converted.choices,
            "unknownFields": self.target.unknown_fields,
            "parity": report,
        })
    }
}
