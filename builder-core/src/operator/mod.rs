//! `SparkApplication` resources of the Spark operators, turned into the submission their
//! operator makes of them, so they render like any conf: the kubeflow spark-operator
//! ([`kubeflow`]). Each operator's behaviour is read from its own source and test tables
//! (translated, not copied); its releases are data, like Spark's.

pub mod kubeflow;
mod locate;
mod value;

pub use locate::line_of;
pub use value::FieldError;
