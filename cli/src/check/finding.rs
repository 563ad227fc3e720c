//! One finding of `check`, wherever its input is.

use builder_core::{Rule, Severity, TemplateSpot};
use serde_json::{Value, json};

/// What a finding is about in its input: the conf key or the resource field to change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Subject {
    /// A conf key (`spark.executor.memory`).
    Key(String),
    /// A SparkApplication's field (`spec.executor.memory`).
    Field(String),
}

impl Subject {
    /// The key or field.
    pub fn name(&self) -> &str {
        match self {
            Subject::Key(s) | Subject::Field(s) => s,
        }
    }
}

/// One finding of `check`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The rule it is a finding of.
    pub rule: &'static Rule,
    /// How serious it is (its rule's severity, or less; a configuration may change it).
    pub severity: Severity,
    /// The input it is in, as named on the command line.
    pub file: String,
    /// 1-based line in the input, when known.
    pub line: Option<u32>,
    /// 1-based column (in characters) where what it is about starts, when known.
    pub column: Option<u32>,
    /// The key or field to change.
    pub subject: Option<Subject>,
    /// What is wrong.
    pub message: String,
    /// How to fix it.
    pub hint: Option<String>,
    /// The pod template file and line that wrote the value, when a template did: the place to
    /// change is there.
    pub template: Option<TemplateSpot>,
}

impl Finding {
    /// The message with the template's file and line in front when a template wrote the value.
    pub fn located_message(&self) -> String {
        match &self.template {
            Some(TemplateSpot {
                path,
                line: Some(l),
            }) => format!("{path} (line {l}): {}", self.message),
            Some(TemplateSpot { path, line: None }) => format!("{path}: {}", self.message),
            None => self.message.clone(),
        }
    }

    /// The message as the reports print it on one line: the key or field it is about in front
    /// when the message does not name it, then [`Finding::located_message`].
    pub fn full_message(&self) -> String {
        let located = self.located_message();
        match &self.subject {
            Some(s) if !located.contains(s.name()) && !s.name().starts_with('(') => {
                format!("{}: {located}", s.name())
            }
            _ => located,
        }
    }

    /// The finding as `check --format json` prints it: the rule's id as `code`, the key or
    /// field under its name.
    pub fn to_json(&self) -> Value {
        let mut v = json!({
            "severity": self.severity.as_str(),
            "code": self.rule.id,
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "message": self.located_message(),
            "hint": self.hint,
        });
        if let Value::Object(m) = &mut v {
            match &self.subject {
                Some(Subject::Field(f)) => m.insert("field".into(), json!(f)),
                Some(Subject::Key(k)) => m.insert("key".into(), json!(k)),
                None => m.insert("key".into(), Value::Null),
            };
            if let Some(t) = &self.template {
                m.insert("template".into(), json!({ "file": t.path, "line": t.line }));
            }
        }
        v
    }
}
