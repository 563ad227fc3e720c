//! Errors Spark raises while building pods, reproduced with the JVM exception class and message so
//! that they can be compared with Spark's own, plus the conf key and a fix for humans.

/// The JVM exception class Spark would throw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum JavaException {
    IllegalArgument,
    NumberFormat,
    NoSuchElement,
    SparkException,
    SparkIllegalArgument,
    ClassNotFound,
}

impl JavaException {
    /// Fully qualified class name, as in the oracle's `error.class`.
    pub fn class_name(self) -> &'static str {
        match self {
            JavaException::IllegalArgument => "java.lang.IllegalArgumentException",
            JavaException::NumberFormat => "java.lang.NumberFormatException",
            JavaException::NoSuchElement => "java.util.NoSuchElementException",
            JavaException::SparkException => "org.apache.spark.SparkException",
            JavaException::SparkIllegalArgument => "org.apache.spark.SparkIllegalArgumentException",
            JavaException::ClassNotFound => "java.lang.ClassNotFoundException",
        }
    }
}

/// Where in the submission Spark fails.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Building the driver pod or submitting it.
    Driver,
    /// Building the executor pod in the driver.
    Executor,
}

impl Phase {
    /// The phase as the oracle's `error.phase` writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Driver => "driver",
            Phase::Executor => "executor",
        }
    }
}

/// An error Spark raises for a configuration, with what a user needs to fix it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct SparkError {
    /// The Java exception class Spark throws.
    pub exception: JavaException,
    /// Spark's message, verbatim.
    pub message: String,
    /// The conf key at fault, when there is one.
    pub key: Option<String>,
    /// How to fix it.
    pub hint: Option<String>,
    /// The exception's causes, outermost first: (class name, message).
    pub causes: Vec<(String, String)>,
}

impl SparkError {
    /// An exception of `exception` with Spark's message.
    pub fn new(exception: JavaException, message: impl Into<String>) -> Self {
        SparkError {
            exception,
            message: message.into(),
            key: None,
            hint: None,
            causes: Vec::new(),
        }
    }

    /// Scala `require(cond, msg)` failing.
    pub fn requirement(message: impl Into<String>) -> Self {
        SparkError::new(
            JavaException::IllegalArgument,
            format!("requirement failed: {}", message.into()),
        )
    }

    /// A `SparkException`.
    pub fn spark(message: impl Into<String>) -> Self {
        SparkError::new(JavaException::SparkException, message)
    }

    /// Name the conf key at fault.
    pub fn with_key(mut self, key: impl Into<String>) -> Self {
        self.key = Some(key.into());
        self
    }

    /// Say how to fix it.
    pub fn with_hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }

    /// Add a cause (class name, message), inner after outer.
    pub fn with_cause(mut self, class: impl Into<String>, message: impl Into<String>) -> Self {
        self.causes.push((class.into(), message.into()));
        self
    }
}

pub type SparkResult<T> = Result<T, SparkError>;
