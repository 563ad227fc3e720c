//! The forms a submission can be written in.

use std::fmt;
use std::str::FromStr;

/// A form to write a submission in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// A `spark-defaults.conf`, with sparkpods' `#@` directives for what a conf cannot say
    /// (the main class and resource, the arguments, the release).
    Conf,
    /// A spark-submit command line.
    SparkSubmit,
    /// A kubeflow spark-operator `SparkApplication` (`sparkoperator.k8s.io/v1beta2`).
    Kubeflow,
    /// An Apache Spark Kubernetes operator `SparkApplication` (`spark.apache.org/v1`).
    Apache,
}

impl Target {
    /// Every target, in the order `--to` lists them.
    pub const ALL: [Target; 4] = [
        Target::Conf,
        Target::SparkSubmit,
        Target::Kubeflow,
        Target::Apache,
    ];

    /// The name `--to` takes.
    pub fn as_str(self) -> &'static str {
        match self {
            Target::Conf => "conf",
            Target::SparkSubmit => "spark-submit",
            Target::Kubeflow => "kubeflow",
            Target::Apache => "apache",
        }
    }

    /// Whether the target is a SparkApplication.
    pub fn is_operator(self) -> bool {
        matches!(self, Target::Kubeflow | Target::Apache)
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A `--to` that names no target.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a target: use conf, spark-submit, kubeflow or apache")]
pub struct UnknownTarget(pub String);

impl FromStr for Target {
    type Err = UnknownTarget;

    fn from_str(s: &str) -> Result<Target, UnknownTarget> {
        Target::ALL
            .into_iter()
            .find(|t| t.as_str() == s)
            .ok_or_else(|| UnknownTarget(s.to_string()))
    }
}
