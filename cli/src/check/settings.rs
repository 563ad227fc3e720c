//! How inputs are checked, and why one is not.

use crate::app::{self, AppOptions};

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
