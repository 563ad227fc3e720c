//! Admission shifted left: a `SparkApplication` of the kubeflow spark-operator or the Apache
//! Spark operator is judged by the pods it will become. Its operator's submission is rendered
//! with builder-core (the kubeflow operator's pod webhook applied), the policy's own mutation
//! applied to those pods as it will be when they are created, and the same rules checked; a
//! violation rejects the resource at `kubectl apply` with the resource field to change, instead
//! of failing later when the operator creates the pods. On UPDATE only what the update
//! introduces rejects (a violation the old resource had already is a warning, see
//! [`crate::update`]): the operator and other controllers update resources they did not write.

use builder_core::DeterministicIds;
use builder_core::Role;
use builder_core::TemplateReader;
use builder_core::UserSteps;
use builder_core::rendered_json;
use serde_json::Value;
use sparkpods_operators::{Operator, apache, kubeflow};

use crate::json::Node;
use crate::request::SparkPodInfo;
use crate::settings::Settings;
use crate::{mutate_pod, update, validate};

/// What a resource's pods violate, each message naming the resource field to change.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Judgement {
    pub violations: Vec<String>,
    pub warnings: Vec<String>,
}

/// A resource's submission, whichever its operator.
enum Submitted {
    Kubeflow(Box<kubeflow::OperatorSubmission>),
    Apache(Box<apache::OperatorSubmission>),
}

impl Submitted {
    fn read(operator: Operator, text: &str) -> Result<Submitted, String> {
        let value: Value =
            serde_json::from_str(text).map_err(|e| format!("not a JSON object: {e}"))?;
        match operator {
            Operator::Kubeflow => {
                let app =
                    kubeflow::SparkApplication::from_value(&value).map_err(|e| e.to_string())?;
                kubeflow::submit(&app, &kubeflow::Options::default())
                    .map(|s| Submitted::Kubeflow(Box::new(s)))
                    .map_err(|e| e.to_string())
            }
            Operator::Apache => {
                let app =
                    apache::SparkApplication::from_value(&value).map_err(|e| e.to_string())?;
                apache::submit(&app, &apache::Options::default())
                    .map(|s| Submitted::Apache(Box::new(s)))
                    .map_err(|e| e.to_string())
            }
        }
    }

    /// The field that set a conf key, if one did.
    fn field_of(&self, key: &str) -> Option<&str> {
        match self {
            Submitted::Kubeflow(s) => s.field_of(key),
            Submitted::Apache(s) => s.field_of(key),
        }
    }

    /// The rendered document (pods as the API server stores them) and Spark's error.
    fn render(&self) -> Result<(Value, Option<String>), String> {
        let case = match self {
            Submitted::Kubeflow(s) => s.case("SparkApplication").map_err(|e| e.to_string())?,
            Submitted::Apache(s) => s.case(),
        };
        let steps = UserSteps::new();
        let sub = case.submission(&steps, TemplateReader::BUILT_IN);
        let rendered = builder_core::render(&sub, &mut DeterministicIds::default());
        let error = rendered.error.as_ref().map(|(phase, e)| {
            let key = e
                .key
                .as_deref()
                .map(|k| format!(" ({k})"))
                .unwrap_or_default();
            format!("Spark fails ({} phase): {}{key}", phase.as_str(), e.message)
        });
        let mut doc = Value::Object(rendered_json(&rendered));
        if let Submitted::Kubeflow(s) = self {
            s.apply_webhook(&mut doc)
                .map_err(|e| format!("the operator's pod webhook rejects the pod: {e}"))?;
        }
        Ok((doc, error))
    }
}

/// The resource's violations: what its pods break, or why it cannot become pods.
fn violations(operator: Operator, text: &str, settings: &Settings) -> Judgement {
    let mut out = Judgement::default();
    let submitted = match Submitted::read(operator, text) {
        Ok(s) => s,
        Err(e) => {
            out.violations.push(e);
            return out;
        }
    };
    let (doc, error) = match submitted.render() {
        Ok(r) => r,
        Err(e) => {
            out.violations.push(e);
            return out;
        }
    };
    if let Some(e) = error {
        out.violations.push(name_fields(&e, &submitted));
    }
    let name = app_name(text);
    for (role, pointer) in [
        (Role::Driver, "/driver/submitted/pod"),
        (Role::Executor, "/executor/pod"),
    ] {
        let Some(pod) = doc.pointer(pointer) else {
            continue;
        };
        let pod_text = pod.to_string();
        let Ok(mut node) = Node::parse(&pod_text) else {
            continue;
        };
        let label = |k: &str| {
            pod.pointer(&format!("/metadata/labels/{k}"))
                .and_then(Value::as_str)
                .map(str::to_string)
        };
        let info = SparkPodInfo {
            role,
            app_id: label("spark-app-selector").unwrap_or_default(),
            executor_id: label("spark-exec-id").unwrap_or_default(),
            version_label: label("spark-version"),
            display_name: format!("{name} ({} pod)", role.as_str()),
        };
        // The policy mutates the pods when they are created; judge them as they will be.
        if settings.mode.mutates()
            && let Err((message, _)) = mutate_pod(&mut node, &info, settings, &mut Vec::new())
        {
            out.violations.push(message);
            continue;
        }
        out.violations.extend(
            validate::check(&node, &info, &settings.rules)
                .iter()
                .map(|m| name_fields(m, &submitted)),
        );
    }
    out
}

/// `namespace/name` of the resource, for messages.
fn app_name(text: &str) -> String {
    let value: Value = serde_json::from_str(text).unwrap_or_default();
    let meta = |k: &str| {
        value
            .pointer(&format!("/metadata/{k}"))
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string()
    };
    match meta("namespace").as_str() {
        "" => meta("name"),
        ns => format!("{ns}/{}", meta("name")),
    }
}

/// The message with each conf key it names followed by the resource field that set it, or
/// `spec.sparkConf` where nothing did: the change a user makes is in the resource.
fn name_fields(message: &str, submitted: &Submitted) -> String {
    let mut out = String::with_capacity(message.len() + 32);
    let mut rest = message;
    while let Some(at) = rest.find("spark.") {
        let (before, from) = rest.split_at(at);
        out.push_str(before);
        let len = from
            .find(|c: char| !(c.is_ascii_alphanumeric() || "._-/".contains(c)))
            .unwrap_or(from.len());
        let (key, after) = from.split_at(len);
        let key = key.trim_end_matches('.');
        // A key pattern (`spark.kubernetes.executor.volumes.hostPath.host.*`) stays whole.
        let shown = if from.get(key.len()..).is_some_and(|r| r.starts_with(".*")) {
            key.len() + 2
        } else {
            key.len()
        };
        out.push_str(from.get(..shown).unwrap_or(key));
        if builder_core::registry::lookup(key).is_some() {
            match submitted.field_of(key).unwrap_or("spec.sparkConf") {
                // Already in parentheses: `(the operator)`.
                field if field.starts_with('(') => out.push_str(&format!(" {field}")),
                field => out.push_str(&format!(" ({field})")),
            }
        }
        rest = from.get(shown..).unwrap_or(after);
    }
    out.push_str(rest);
    out
}

/// The policy's judgement of a `SparkApplication` request: `text` its object, `old` the
/// object before an UPDATE.
pub fn judge(operator: Operator, text: &str, old: Option<&str>, settings: &Settings) -> Judgement {
    let mut now = violations(operator, text, settings);
    // The old resource is rendered only when there is something to compare.
    if let Some(old) = old.filter(|_| !now.violations.is_empty()) {
        let before = violations(operator, old, settings);
        let judged = update::ratchet(std::mem::take(&mut now.violations), &before.violations);
        now.violations = judged.rejected;
        now.warnings.extend(judged.warnings);
    }
    now
}
