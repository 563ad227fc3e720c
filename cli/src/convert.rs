//! `convert --to TARGET FILE`'s renderer: a conf or command line read from disk as `render`
//! reads it, a SparkApplication submitted as `render` submits it ([`sparkpods_convert`] writes
//! the conversion and compares the renders).

use std::path::{Path, PathBuf};

use builder_core::{DeterministicIds, oracle_examples};
use serde_json::Value;
use sparkpods_convert::{
    CheckedError, Conversion, RenderedSide, Renderer, Target, convert_checked,
};
use sparkpods_operators::{Operator, read_resource};

use crate::app::{AppError, AppOptions, load, render};
use crate::case::{Case, CaseError, CaseOptions, LoadFromDisk};
use crate::render_document;

/// Why a text does not render.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// As a SparkApplication.
    #[error(transparent)]
    App(#[from] AppError),
    /// As a conf or command line.
    #[error("{shown}: {source}")]
    Case {
        /// What the text is.
        shown: String,
        /// Why.
        source: CaseError,
    },
    /// The document could not be written (not expected).
    #[error(transparent)]
    Document(#[from] builder_core::document::DocumentError),
}

/// Renders as the command line does, files read relative to `base_dir`.
pub struct CliRenderer<'a> {
    /// Where relative paths start.
    pub base_dir: PathBuf,
    /// The operator release of a SparkApplication (the newest when `None`).
    pub release: Option<&'a str>,
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

impl Renderer for CliRenderer<'_> {
    type Error = RenderError;

    fn render(
        &self,
        shown: &str,
        text: &str,
        files: &[(String, String)],
        like: Option<&Case>,
    ) -> Result<RenderedSide, RenderError> {
        if read_resource(text).is_ok_and(|r| Operator::of(&r.value).is_some()) {
            let options = AppOptions {
                release: self.release,
                ..AppOptions::default()
            };
            let loaded = load(shown, text, &options)?;
            let app = render(shown, &loaded, &options)?;
            return Ok(RenderedSide {
                name: loaded.operator_name(),
                case: loaded.case().clone(),
                webhook: webhook_paths(&app.document),
                operator_keys: loaded.operator_keys(),
                unknown_fields: app.unknown_fields.iter().map(|f| f.path.clone()).collect(),
                doc: app.document,
            });
        }
        let base = &self.base_dir;
        let mut case =
            Case::load(shown, text, base, CaseOptions::default(), &[]).map_err(|source| {
                RenderError::Case {
                    shown: shown.to_string(),
                    source,
                }
            })?;
        if let Some(source) = like {
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
            Some(base.to_str()),
        )?
        .0;
        Ok(RenderedSide {
            name: name.to_string(),
            case,
            doc,
            operator_keys: Vec::new(),
            webhook: Vec::new(),
            unknown_fields: Vec::new(),
        })
    }
}

/// Convert `text` (`shown` names it; files it names are read from `base_dir`) to `target`,
/// with `release` the operator release of either side's SparkApplication.
pub fn convert(
    shown: &str,
    text: &str,
    base_dir: &Path,
    target: Target,
    release: Option<&str>,
) -> Result<Conversion, CheckedError<RenderError>> {
    let renderer = CliRenderer {
        base_dir: base_dir.to_path_buf(),
        release,
    };
    convert_checked(&renderer, shown, text, target)
}
