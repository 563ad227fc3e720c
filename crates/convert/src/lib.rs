//! One Spark submission written as each of its forms: a `spark-defaults.conf`, a spark-submit
//! command line, a kubeflow spark-operator `SparkApplication` or an Apache Spark Kubernetes
//! operator one ([`convert`]), as a person would write it: typed fields where the target has
//! them, `sparkConf` for the rest, comments where a choice was made. A conversion is only as
//! good as the pods it makes: [`parity`] compares the renders of both sides and lists every
//! pod field that still differs, with why.
//!
//! ```
//! use sparkpods_convert::{SparkApp, Target, convert};
//! # use builder_core::{Case, CaseOptions};
//! let case = Case::parse("job.conf", "spark.app.name etl\nspark.executor.memory 4g\n\
//!     spark.kubernetes.container.image apache/spark:3.5.5\n", None, CaseOptions::default(), &[])?;
//! let app = SparkApp::from_case(&case, |_| false);
//! let out = convert(&app, Target::Kubeflow)?;
//! assert!(out.text.contains("    memory: 4g\n"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![deny(missing_docs)]

mod app;
mod checked;
mod parity;
mod placing;
mod target;
mod to_apache;
mod to_conf;
mod to_kubeflow;
mod to_submit_line;
mod webhook_templates;
mod yaml;

pub use app::SparkApp;
pub use checked::{CheckedError, Conversion, RenderedSide, Renderer, convert_checked, one_line};
pub use parity::{Difference, Reason, Side, parity};
pub use target::{Target, UnknownTarget};

/// What a conversion wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Converted {
    /// The converted text (YAML, a conf, or a command line).
    pub text: String,
    /// Files the text refers to (pod templates), by the path it names them with.
    pub files: Vec<(String, String)>,
    /// The choices made on the way, one sentence each (also comments in the text where the
    /// format has them).
    pub choices: Vec<String>,
}

/// Why a submission cannot be written as the target.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConvertError {
    /// The Apache operator submits in cluster mode only.
    #[error(
        "the application runs in client mode (spark.submit.deployMode=client): {0} submits in cluster mode only; convert a cluster-mode submission"
    )]
    ClientMode(&'static str),
}

/// `app` written as `target`.
pub fn convert(app: &SparkApp, target: Target) -> Result<Converted, ConvertError> {
    let mut converted = match target {
        Target::Conf => to_conf::write(app),
        Target::SparkSubmit => to_submit_line::write(app),
        Target::Kubeflow => to_kubeflow::write(app)?,
        Target::Apache => to_apache::write(app)?,
    };
    if !app.webhook_fields.is_empty() {
        converted.choices.insert(
            0,
            format!(
                "what only the operator's pod webhook applied ({}) is in the pod templates: it needs no webhook",
                app.webhook_fields.join(", ")
            ),
        );
    }
    // The choices as comments at the top, where whoever reads the file sees them (a shell, a
    // conf and YAML all read `#` lines as comments).
    let notes: String = converted
        .choices
        .iter()
        .flat_map(|c| c.lines())
        .map(|line| format!("# {line}\n"))
        .filter(|comment| !converted.text.contains(comment.trim_end()))
        .collect();
    // Under the "Written by" line when there is one.
    converted.text = match converted.text.split_once('\n') {
        Some((first, rest)) if first.starts_with("# Written by") => {
            format!("{first}\n{notes}{rest}")
        }
        _ => notes + &converted.text,
    };
    Ok(converted)
}
