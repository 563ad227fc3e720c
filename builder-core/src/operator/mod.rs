//! `SparkApplication` resources of the Spark operators, turned into the submission their
//! operator makes of them, so they render like any conf: the kubeflow spark-operator
//! ([`kubeflow`]) and the Apache Spark Kubernetes operator ([`apache`]), told apart by
//! `apiVersion` ([`Operator::of`]). Each operator's behaviour is read from its own source and
//! test tables (translated, not copied); its releases are data, like Spark's.

pub mod apache;
mod fields;
pub mod kubeflow;
mod locate;
mod value;

pub use fields::{FieldDoc, UnknownField};
pub use locate::line_of;
pub use value::FieldError;

use serde_json::Value;

use crate::diagnostics::Severity;
use crate::yaml::{self, Schema};

/// One finding about the resource.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub severity: Severity,
    /// Stable identifier: `overridden`, `operator-denied-key`, `webhook-field`, ...
    pub code: &'static str,
    /// The resource field to change (`spec.sparkConf.spark.executor.memory`).
    pub field: String,
    pub message: String,
    pub hint: Option<String>,
}

/// The operator a resource is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Operator {
    /// `sparkoperator.k8s.io/v1beta2`.
    Kubeflow,
    /// `spark.apache.org/*`.
    Apache,
}

impl Operator {
    /// The operator whose `SparkApplication` the document is, by `apiVersion` and `kind`.
    pub fn of(doc: &Value) -> Option<Operator> {
        let field = |k: &str| doc.get(k).and_then(Value::as_str).unwrap_or("");
        let (api_version, kind) = (field("apiVersion"), field("kind"));
        if apache::SparkApplication::recognises(api_version, kind) {
            Some(Operator::Apache)
        } else if api_version == kubeflow::API_VERSION && kind == kubeflow::KIND {
            Some(Operator::Kubeflow)
        } else {
            None
        }
    }
}

/// A resource's text as `kubectl` reads it: JSON, else YAML 1.1.
pub fn parse_document(text: &str) -> Result<Value, String> {
    if text.trim_start().starts_with('{') {
        serde_json::from_str(text).map_err(|e| e.to_string())
    } else {
        let schema = Schema::SnakeYaml11 {
            bool_words: true,
            timestamps: false,
        };
        yaml::parse_with(text, schema).map_err(|e| e.to_string())
    }
}
