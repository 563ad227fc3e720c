//! Fields of a pod template that Kubernetes' Pod does not declare (a container field in the
//! pod's securityContext, a typo): fabric8 keeps them and Spark sends them, the API server drops
//! them (or, with strict field validation, rejects the pod), so they never take effect. Found by
//! reading the template into the typed Pod and back: what the types cannot hold is undeclared.

use serde_json::Value;

use super::template_value;
use crate::release::{Release, SparkVersion};

/// The paths (`spec.securityContext.capabilities`, `spec.containers[0].foo`) of the template's
/// fields that a Pod does not declare; none when the template cannot be read.
pub fn undeclared_fields(text: &str, release: Release) -> Vec<String> {
    let Ok(value) = template_value(text, release) else {
        return Vec::new();
    };
    let Ok(pod) = crate::lenient::from_value_as::<k8s_openapi::api::core::v1::Pod>(
        &value,
        release.fabric8_release(),
    ) else {
        return Vec::new();
    };
    let typed = serde_json::to_value(&pod).unwrap_or(Value::Null);
    let mut out = Vec::new();
    missing(&value, &typed, "", &mut out);
    out
}

/// A pod template (a `PodTemplateSpec` or a Pod, as a resource holds it) without the fields a
/// Pod does not declare, and their paths: what an operator gets of it, the API server having
/// pruned them from its resource (the operators read templates into their typed Pod).
pub fn prune_undeclared(template: &Value) -> (Value, Vec<String>) {
    let Ok(pod) = crate::lenient::from_value_as::<k8s_openapi::api::core::v1::Pod>(
        template,
        Release::of(SparkVersion::NEWEST).fabric8_release(),
    ) else {
        return (template.clone(), Vec::new());
    };
    let typed = serde_json::to_value(&pod).unwrap_or(Value::Null);
    let mut paths = Vec::new();
    missing(template, &typed, "", &mut paths);
    let mut pruned = template.clone();
    remove_missing(&mut pruned, &typed);
    (pruned, paths)
}

/// `written` without the keys (null values aside) `typed` lacks.
fn remove_missing(written: &mut Value, typed: &Value) {
    match (written, typed) {
        (Value::Object(w), Value::Object(t)) => {
            w.retain(|k, v| v.is_null() || t.contains_key(k));
            for (k, v) in w.iter_mut() {
                if let Some(tv) = t.get(k) {
                    remove_missing(v, tv);
                }
            }
        }
        (Value::Array(w), Value::Array(t)) => {
            for (wv, tv) in w.iter_mut().zip(t) {
                remove_missing(wv, tv);
            }
        }
        _ => {}
    }
}

/// The keys of `written` (null values aside) that `typed` lacks, by path.
fn missing(written: &Value, typed: &Value, path: &str, out: &mut Vec<String>) {
    match (written, typed) {
        (Value::Object(w), Value::Object(t)) => {
            for (k, v) in w.iter().filter(|(_, v)| !v.is_null()) {
                let at = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                match t.get(k) {
                    Some(tv) => missing(v, tv, &at, out),
                    None => out.push(at),
                }
            }
        }
        (Value::Array(w), Value::Array(t)) => {
            for (i, (wv, tv)) in w.iter().zip(t).enumerate() {
                missing(wv, tv, &format!("{path}[{i}]"), out);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::release::SparkVersion;

    #[test]
    fn container_fields_in_the_pods_security_context_are_undeclared() {
        let text = "spec:\n  securityContext:\n    runAsUser: 185\n    capabilities:\n      drop: [ALL]\n    allowPrivilegeEscalation: false\n  containers:\n  - name: c\n    imagePullPolicyy: Always\n    resources: {limits: {cpu: 1}}\n  volumes:\n  - name: v\n    emptyDir: {}\nmetadata:\n  labels: {a: b}\n  creationTimestamp: null\n";
        assert_eq!(
            undeclared_fields(text, Release::of(SparkVersion::V3_5_5)),
            vec![
                "spec.securityContext.capabilities",
                "spec.securityContext.allowPrivilegeEscalation",
                "spec.containers[0].imagePullPolicyy",
            ]
        );
        let (pruned, paths) = prune_undeclared(&serde_json::json!({
            "metadata": {"labels": {"a": "b"}},
            "spec": {"securityContext": {"runAsUser": 1, "capabilities": {}}, "containers": [{"name": "c", "x": 1}]}
        }));
        assert_eq!(
            pruned,
            serde_json::json!({
                "metadata": {"labels": {"a": "b"}},
                "spec": {"securityContext": {"runAsUser": 1}, "containers": [{"name": "c"}]}
            })
        );
        assert_eq!(
            paths,
            vec!["spec.securityContext.capabilities", "spec.containers[0].x"]
        );
        let clean = "apiVersion: v1\nkind: Pod\nspec:\n  containers: []\n  nodeSelector: {a: b}\n  tolerations:\n  - {key: k, operator: Exists}\n";
        for v in [SparkVersion::V3_3_4, SparkVersion::NEWEST] {
            assert!(undeclared_fields(clean, Release::of(v)).is_empty());
        }
    }
}
