//! The pod's own fields: `allowedServiceAccounts`, `forbiddenVolumeTypes`, `requiredLabels`,
//! `requiredAnnotations`.

use builder_core::registry::ConfKey;

use super::Rule;
use super::pod::PodView;
use crate::json::Node;

pub(super) fn allowed_service_accounts(rule: &Rule, pod: &PodView<'_>, out: &mut Vec<String>) {
    if rule.allowed_service_accounts.is_empty() {
        return;
    }
    let sa = pod
        .spec("serviceAccountName")
        .or_else(|| pod.spec("serviceAccount"))
        .and_then(Node::as_str)
        .filter(|s| !s.is_empty())
        .unwrap_or("default");
    if !rule.allowed_service_accounts.iter().any(|a| a == sa) {
        out.push(format!(
            "service account {sa} is not allowed (allowed: {}): set {}",
            rule.allowed_service_accounts.join(", "),
            pod.role().keys().service_account.key
        ));
    }
}

pub(super) fn forbidden_volume_types(rule: &Rule, pod: &PodView<'_>, out: &mut Vec<String>) {
    if rule.forbidden_volume_types.is_empty() {
        return;
    }
    let volumes = pod.spec("volumes").and_then(Node::as_array).unwrap_or(&[]);
    for v in volumes {
        let Some(obj) = v.as_object() else { continue };
        let name = obj
            .get("name")
            .and_then(Node::as_str)
            .unwrap_or("<unnamed>");
        for ty in obj.keys().filter(|k| *k != "name") {
            if rule.forbidden_volume_types.iter().any(|f| f == ty) {
                out.push(format!(
                    "volume {name} has the forbidden type {ty}: remove {}{ty}.{name}.* (or the volume from {})",
                    pod.role().keys().volumes.key,
                    pod.template_key()
                ));
            }
        }
    }
}

pub(super) fn required_labels(rule: &Rule, pod: &PodView<'_>, out: &mut Vec<String>) {
    let prefix = pod.role().keys().label;
    required_metadata(pod, "labels", &rule.required_labels, "label", prefix, out);
}

pub(super) fn required_annotations(rule: &Rule, pod: &PodView<'_>, out: &mut Vec<String>) {
    let prefix = pod.role().keys().annotation;
    let required = &rule.required_annotations;
    required_metadata(pod, "annotations", required, "annotation", prefix, out);
}

/// Each of `required` is a member of the pod's `metadata.<field>`, set by `prefix.<name>`.
fn required_metadata(
    pod: &PodView<'_>,
    field: &str,
    required: &[String],
    what: &str,
    prefix: &ConfKey,
    out: &mut Vec<String>,
) {
    let present = pod.pod.get("metadata").and_then(|m| m.get(field));
    for k in required {
        if present.and_then(|l| l.get(k)).is_none() {
            out.push(format!(
                "required {what} {k} is missing: set {}",
                prefix.under(k)
            ));
        }
    }
}
