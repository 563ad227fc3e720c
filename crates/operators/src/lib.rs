//! `SparkApplication` resources of the Spark operators, turned into the submission their
//! operator makes of them, so they render like any conf: the kubeflow spark-operator
//! ([`kubeflow`]) and the Apache Spark Kubernetes operator ([`apache`]), told apart by
//! `apiVersion` ([`Operator::of`]). Each operator's behaviour is read from its own source and
//! test tables (translated, not copied); its releases are data, like Spark's.
//!
//! ```
//! use sparkpods_operators::{Operator, kubeflow, read_resource};
//!
//! let text = "\
//! apiVersion: sparkoperator.k8s.io/v1beta2
//! kind: SparkApplication
//! metadata: {name: spark-pi, namespace: spark}
//! spec:
//!   mode: cluster
//!   image: apache/spark:3.5.5
//!   mainClass: org.apache.spark.examples.SparkPi
//!   mainApplicationFile: local:///opt/spark/examples/jars/spark-examples.jar
//!   executor: {instances: 2, memory: 4g}
//! ";
//! let resource = read_resource(text)?;
//! assert_eq!(Operator::of(&resource.value), Some(Operator::Kubeflow));
//! let app = kubeflow::read(text)?;
//! let submission = kubeflow::submit(&app, &kubeflow::Options::default())?;
//! // Each typed field becomes a `--conf` of the operator's spark-submit, with its field.
//! assert_eq!(submission.field_of("spark.executor.memory"), Some("spec.executor.memory"));
//! assert!(submission.command_line().contains("--conf spark.executor.instances=2"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![deny(missing_docs)]

pub mod apache;
mod fields;
pub mod kubeflow;
mod release;
pub mod rules;
mod value;

pub use fields::{FieldDoc, UnknownField};
pub use release::{OperatorReleases, UnknownOperatorRelease, supported_releases};
pub use value::FieldError;

use serde_json::Value;
use sparkpods_yaml::line_of;

use builder_core::{Diagnostic, Rule, Severity};
use sparkpods_kube::manifest;

/// One finding about the resource.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// How serious it is: an error is a resource that fails (refused, or a driver that cannot
    /// start); a warning, a setting that does not do what it says.
    pub severity: Severity,
    /// The rule it is a finding of (`overridden`, `operator-denied-key`, ... or a rule of the
    /// conf's, [`builder_core::rules`](mod@builder_core::rules)).
    pub rule: &'static Rule,
    /// The resource field to change (`spec.sparkConf.spark.executor.memory`).
    pub field: String,
    /// What happens to the field, and why.
    pub message: String,
    /// What to write instead, when a fix is known.
    pub hint: Option<String>,
}

/// The finding for a `spec.sparkVersion` outside the releases sparkpods models: the pods are
/// the nearest modelled release's, and the finding says so.
pub fn unmodelled_spark_version(
    spark_version: &str,
    rendered: builder_core::SparkVersion,
) -> Option<Finding> {
    builder_core::SparkVersion::nearest_modelled(spark_version)?;
    Some(Finding {
        severity: crate::rules::UNMODELLED_SPARK_VERSION.severity,

        rule: &crate::rules::UNMODELLED_SPARK_VERSION,
        field: "spec.sparkVersion".to_string(),
        message: format!(
            "spec.sparkVersion `{spark_version}` is not a release sparkpods models ({}): the \
             operator submits the resource, and sparkpods renders it as Spark {rendered}, the \
             nearest release it models",
            builder_core::supported_range()
        ),
        hint: Some("set spec.sparkVersion to the release of the Spark in spec.image".to_string()),
    })
}

impl Finding {
    /// A finding of `check` about a resource's pods, on the resource field to change: the one a
    /// webhook wrote the value from, else what `field_of` says of the finding (the field that
    /// set its key); the conf key stays in the message.
    pub fn on_field(d: Diagnostic, field_of: impl FnOnce(&Diagnostic) -> String) -> Finding {
        let field = d.webhook_field.clone().unwrap_or_else(|| field_of(&d));
        let message = match &d.key {
            Some(k) => format!("{} ({k})", d.message),
            None => d.message,
        };
        Finding {
            severity: d.severity,
            rule: d.rule,
            field,
            message,
            hint: d.hint,
        }
    }
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
        } else if api_version == kubeflow::API_VERSION
            && (kind == kubeflow::KIND || kind == kubeflow::SCHEDULED_KIND)
        {
            Some(Operator::Kubeflow)
        } else {
            None
        }
    }
}

/// A resource's text as `kubectl` reads it: JSON, else YAML 1.1; of a stream of documents
/// (`---`), the SparkApplication ([`read_resource`]).
pub fn parse_document(text: &str) -> Result<Value, String> {
    read_resource(text).map(|r| r.value)
}

/// A file's SparkApplication and where it is in the file.
#[derive(Debug, Clone, PartialEq)]
pub struct ResourceText<'a> {
    /// The SparkApplication document, as JSON.
    pub value: Value,
    /// The document's own text, and the number of file lines before it (for [`line_of`]).
    pub text: &'a str,
    /// The file lines before the document's text (0 for a file of one document).
    pub line_offset: u32,
    /// `Kind/name` of the file's other documents (ConfigMaps, Secrets, ...), not rendered.
    pub others: Vec<String>,
}

impl ResourceText<'_> {
    /// The file line a field of the resource is written on.
    pub fn line_of(&self, path: &str) -> Option<u32> {
        line_of(self.text, path).map(|l| l + self.line_offset)
    }
}

/// Read a file as `kubectl apply -f` does (JSON, or a YAML stream) and take its SparkApplication:
/// the only document, or the one document whose `apiVersion`/`kind` an operator declares.
pub fn read_resource(text: &str) -> Result<ResourceText<'_>, String> {
    let whole = |value| ResourceText {
        value,
        text,
        line_offset: 0,
        others: Vec::new(),
    };
    if text.trim_start().starts_with('{') {
        return serde_json::from_str(text)
            .map(whole)
            .map_err(|e| e.to_string());
    }
    let mut docs = manifest::read_documents(text).map_err(|e| e.to_string())?;
    if docs.len() <= 1 {
        return Ok(whole(docs.pop().unwrap_or(Value::Null)));
    }
    let id = manifest::object_id;
    let apps: Vec<usize> = (0..docs.len())
        .filter(|i| docs.get(*i).and_then(Operator::of).is_some())
        .collect();
    let [at] = apps.as_slice() else {
        let found: Vec<String> = docs.iter().map(id).collect();
        return Err(if apps.is_empty() {
            format!(
                "the file's {} documents hold no SparkApplication ({})",
                docs.len(),
                found.join(", ")
            )
        } else {
            format!(
                "the file holds {} SparkApplications ({}): sparkpods renders one at a time; put each in its own file",
                apps.len(),
                apps.iter()
                    .filter_map(|i| docs.get(*i).map(id))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        });
    };
    let others = docs
        .iter()
        .enumerate()
        .filter(|(i, _)| i != at)
        .map(|(_, d)| id(d))
        .collect();
    let (region, line_offset) = document_region(text, *at, docs.len()).unwrap_or((text, 0));
    Ok(ResourceText {
        value: docs.swap_remove(*at),
        text: region,
        line_offset,
        others,
    })
}

/// The SparkApplications of a file read as `kubectl apply -f` reads it (JSON, or a YAML stream
/// of other objects too, as `helm template` prints them): each one's text and the number of
/// lines before it. Objects that are not SparkApplications are left out.
pub fn spark_applications(text: &str) -> Result<Vec<(&str, u32)>, String> {
    if text.trim_start().starts_with('{') {
        let value: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
        return Ok(match Operator::of(&value) {
            Some(_) => vec![(text, 0)],
            None => Vec::new(),
        });
    }
    let docs = manifest::read_documents(text).map_err(|e| e.to_string())?;
    let apps: Vec<usize> = (0..docs.len())
        .filter(|i| docs.get(*i).and_then(Operator::of).is_some())
        .collect();
    if let [_] = apps.as_slice()
        && docs.len() == 1
    {
        return Ok(vec![(text, 0)]);
    }
    apps.into_iter()
        .map(|at| {
            document_region(text, at, docs.len()).ok_or_else(|| {
                "the file's `---` lines do not separate its documents as the YAML reader does"
                    .to_string()
            })
        })
        .collect()
}

/// The text of the `at`-th of `count` documents (split at `---` lines) and the lines before
/// it; `None` when the markers do not give `count` documents with content.
fn document_region(text: &str, at: usize, count: usize) -> Option<(&str, u32)> {
    let mut regions: Vec<(usize, usize, u32)> = Vec::new();
    let (mut start, mut line, mut start_line) = (0usize, 0u32, 0u32);
    let mut offset = 0usize;
    for l in text.split_inclusive('\n') {
        if l.starts_with("---") {
            regions.push((start, offset, start_line));
            start = offset + l.len();
            start_line = line + 1;
        }
        offset += l.len();
        line += 1;
    }
    regions.push((start, text.len(), start_line));
    let filled: Vec<&(usize, usize, u32)> = regions
        .iter()
        .filter(|(a, b, _)| {
            text.get(*a..*b).is_some_and(|t| {
                t.lines()
                    .any(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
            })
        })
        .collect();
    if filled.len() != count {
        return None;
    }
    let (a, b, first) = **filled.get(at)?;
    Some((text.get(a..b)?, first))
}
