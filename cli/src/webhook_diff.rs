//! `diff FILE --webhook`: every pod field the kubeflow operator's pod webhook sets, by pod, with
//! the resource field that asked for it and how that field reaches the pods without the
//! webhook, which the API server skips without a word when it is unreachable.

use serde_json::{Value, json};
use sparkpods_operators::{OperatorReleases, kubeflow};

use crate::app::{AppError, AppOptions, app_document};

/// One pod field the webhook sets.
#[derive(Debug, Clone, PartialEq)]
pub struct WebhookField {
    /// `driver` or `executor`.
    pub pod: &'static str,
    /// The pod field, as a JSON pointer (`/spec/tolerations/0`).
    pub path: String,
    /// What the webhook writes there.
    pub value: Value,
    /// The resource field it comes from (`spec.driver.tolerations`).
    pub field: String,
    /// The webhook's mutation (`addTolerations`).
    pub mutation: String,
    /// How the resource field reaches the pods without the webhook.
    pub without_webhook: String,
}

/// Why there is no webhook diff.
#[derive(Debug, thiserror::Error)]
pub enum WebhookDiffError {
    /// The resource is not rendered.
    #[error(transparent)]
    App(#[from] AppError),
    /// Not a kubeflow SparkApplication: only that operator has a pod webhook.
    #[error(
        "{0}: only the kubeflow spark-operator has a pod webhook; this is not one of its SparkApplications"
    )]
    NoWebhook(String),
}

/// The pod fields the webhook sets in the pods of the resource `text` (`shown` names it), as
/// the operator release of `options` runs (its webhook on).
pub fn webhook_fields(
    shown: &str,
    text: &str,
    options: &AppOptions,
) -> Result<(String, Vec<WebhookField>), WebhookDiffError> {
    // The kubeflow operator's webhook runs unless told otherwise.
    let on = AppOptions {
        webhook: None,
        batch: options.batch.clone(),
        release: options.release,
        cluster: None,
    };
    let app = app_document(shown, text, &on)?;
    let doc = &app.document;
    let operator = &doc["operator"];
    if operator["name"] != "kubeflow spark-operator" {
        return Err(WebhookDiffError::NoWebhook(shown.to_string()));
    }
    let version = operator["release"].as_str().unwrap_or_default().to_string();
    let release = kubeflow::OperatorRelease::find(&version).unwrap_or(kubeflow::NEWEST);
    let mut out = Vec::new();
    for patch in operator["webhookPatches"].as_array().into_iter().flatten() {
        // The driver pod as created (the builder's own is the same pod before submission).
        let (pod, base) = match patch["pod"].as_str() {
            Some("driver.submitted") => ("driver", "/driver/submitted/pod"),
            Some("executor") => ("executor", "/executor/pod"),
            _ => continue,
        };
        let field = patch["field"].as_str().unwrap_or_default().to_string();
        for path in patch["podPaths"].as_array().into_iter().flatten() {
            let path = path.as_str().unwrap_or_default();
            out.push(WebhookField {
                pod,
                path: path.to_string(),
                value: doc
                    .pointer(&format!("{base}{path}"))
                    .cloned()
                    .unwrap_or(Value::Null),
                field: field.clone(),
                mutation: patch["mutation"].as_str().unwrap_or_default().to_string(),
                without_webhook: kubeflow::without_webhook(&field, release),
            });
        }
    }
    Ok((version, out))
}

/// `/spec/tolerations/0` as `spec.tolerations[0]`.
fn dotted(pointer: &str) -> String {
    let mut out = String::new();
    for part in pointer.split('/').skip(1) {
        let part = part.replace("~1", "/").replace("~0", "~");
        if part.chars().all(|c| c.is_ascii_digit()) && !part.is_empty() {
            out.push_str(&format!("[{part}]"));
        } else {
            if !out.is_empty() {
                out.push('.');
            }
            out.push_str(&part);
        }
    }
    out
}

/// The text report: by pod, each field with its value, the resource field and the way without
/// the webhook.
pub fn text(shown: &str, version: &str, fields: &[WebhookField]) -> String {
    let sources: std::collections::BTreeSet<&str> =
        fields.iter().map(|f| f.field.as_str()).collect();
    let mut out = format!(
        "The kubeflow spark-operator's pod webhook ({version}) on {shown}: {} pod field(s) from {} resource field(s)\n",
        fields.len(),
        sources.len()
    );
    for pod in ["driver", "executor"] {
        let of_pod: Vec<&WebhookField> = fields.iter().filter(|f| f.pod == pod).collect();
        if of_pod.is_empty() {
            continue;
        }
        out.push_str(&format!("\n{pod} pod\n"));
        for f in of_pod {
            out.push_str(&format!(
                "  {}: {}\n      from {} ({})\n      without the webhook: {}\n",
                dotted(&f.path),
                f.value,
                f.field,
                f.mutation,
                f.without_webhook
            ));
        }
    }
    out
}

/// The JSON report.
pub fn json(version: &str, fields: &[WebhookField]) -> Value {
    json!({
        "operator": { "name": "kubeflow spark-operator", "release": version },
        "fields": fields.iter().map(|f| json!({
            "pod": f.pod,
            "path": f.path,
            "value": f.value,
            "field": f.field,
            "mutation": f.mutation,
            "withoutWebhook": f.without_webhook,
        })).collect::<Vec<_>>(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointers_read_as_paths() {
        assert_eq!(dotted("/spec/tolerations/0"), "spec.tolerations[0]");
        assert_eq!(
            dotted("/metadata/annotations/prometheus.io~1port"),
            "metadata.annotations.prometheus.io/port"
        );
    }
}
