//! Fields of a pod template that Kubernetes' Pod does not declare (a container field in the
//! pod's securityContext, a typo): fabric8 keeps them (its models' `additionalProperties`) and
//! Spark sends them with the pod, the API server drops them with a warning (or, with strict
//! field validation as `kubectl apply` asks, rejects the pod), so they never take effect. Found
//! by reading the template into the typed Pod and back: what the types cannot hold is undeclared.

use serde_json::Value;

use super::read_template;
use crate::release::{Release, SparkVersion};

/// A template field a Pod does not declare, with its value as written.
#[derive(Debug, Clone, PartialEq)]
pub struct UndeclaredField {
    /// Where it is in the template.
    pub at: Vec<FieldStep>,
    /// Its value as the template writes it.
    pub value: Value,
}

/// One step of an [`UndeclaredField`]'s place.
#[derive(Debug, Clone, PartialEq)]
pub enum FieldStep {
    /// An object member.
    Key(String),
    /// A list item: found again in the pod by its `name` where it has one (Spark adds items
    /// to the template's lists), else by its position.
    Item { index: usize, name: Option<String> },
    /// The Spark container (`selectSparkContainer`'s choice, whatever its final name).
    SparkContainer,
}

impl UndeclaredField {
    /// The path as the template writes it: `spec.containers[0].foo`.
    pub fn path(&self) -> String {
        let mut out = String::new();
        for step in &self.at {
            match step {
                FieldStep::Key(k) => {
                    if !out.is_empty() {
                        out.push('.');
                    }
                    out.push_str(k);
                }
                FieldStep::Item { index, .. } => out.push_str(&format!("[{index}]")),
                FieldStep::SparkContainer => out.push_str("[spark]"),
            }
        }
        out
    }
}

/// The template's fields that a Pod does not declare, in document order; none when the
/// template cannot be read.
pub fn undeclared_fields(text: &str, release: Release) -> Vec<UndeclaredField> {
    read_template(text, release)
        .map(|(_, undeclared)| undeclared)
        .unwrap_or_default()
}

/// The fields of `written` that `pod`, read from it, has no place for.
pub(super) fn undeclared_in(
    written: &Value,
    pod: &k8s_openapi::api::core::v1::Pod,
) -> Vec<UndeclaredField> {
    let typed = serde_json::to_value(pod).unwrap_or(Value::Null);
    let mut out = Vec::new();
    collect_missing(written, &typed, &mut Vec::new(), &mut out);
    out
}

/// The keys of `written` (null values aside) that `typed` lacks, with their values.
fn collect_missing(
    written: &Value,
    typed: &Value,
    at: &mut Vec<FieldStep>,
    out: &mut Vec<UndeclaredField>,
) {
    match (written, typed) {
        (Value::Object(w), Value::Object(t)) => {
            for (k, v) in w.iter().filter(|(_, v)| !v.is_null()) {
                at.push(FieldStep::Key(k.clone()));
                match t.get(k) {
                    Some(tv) => collect_missing(v, tv, at, out),
                    None => out.push(UndeclaredField {
                        at: at.clone(),
                        value: v.clone(),
                    }),
                }
                at.pop();
            }
        }
        (Value::Array(w), Value::Array(t)) => {
            for (index, (wv, tv)) in w.iter().zip(t).enumerate() {
                let name = wv.get("name").and_then(Value::as_str).map(str::to_string);
                at.push(FieldStep::Item { index, name });
                collect_missing(wv, tv, at, out);
                at.pop();
            }
        }
        _ => {}
    }
}

/// Puts the fields into `pod` (a pod as the document writes it, keys sorted) where Spark's pod
/// has them, and returns their paths in it (`spec.containers[1].foo`, as the API server names
/// them in its warnings). A field whose list item the pod no longer has is not sent.
pub fn put_undeclared(pod: &mut Value, fields: &[UndeclaredField]) -> Vec<String> {
    fields
        .iter()
        .filter_map(|f| put(pod, &f.at, &f.value))
        .map(|suffix| suffix.trim_start_matches('.').to_string())
        .collect()
}

/// Puts `value` at `at` below `node`; its path from there (`.key`, `[i]...`).
fn put(node: &mut Value, at: &[FieldStep], value: &Value) -> Option<String> {
    let (step, rest) = at.split_first()?;
    match step {
        FieldStep::Key(k) => {
            let obj = node.as_object_mut()?;
            let below = if rest.is_empty() {
                if obj.contains_key(k) {
                    return None;
                }
                obj.insert(k.clone(), crate::fabric8_json::canonical(value.clone()));
                String::new()
            } else {
                let child = obj
                    .entry(k.clone())
                    .or_insert_with(|| Value::Object(serde_json::Map::new()));
                put(child, rest, value)?
            };
            // Back in Java `String` order at this level, as the document's objects are.
            let entries = std::mem::take(obj).into_iter().collect();
            *node = crate::fabric8_json::sorted_object(entries);
            Some(format!(".{k}{below}"))
        }
        FieldStep::Item { index, name } => {
            let items = node.as_array_mut()?;
            let position = match name {
                Some(n) => items
                    .iter()
                    .position(|i| i.get("name").and_then(Value::as_str) == Some(n.as_str()))?,
                None => *index,
            };
            let below = put(items.get_mut(position)?, rest, value)?;
            Some(format!("[{position}]{below}"))
        }
        FieldStep::SparkContainer => {
            // The document's pod has the Spark container last (`SparkPod::assembled`).
            let items = node.as_array_mut()?;
            let position = items.len().checked_sub(1)?;
            let below = put(items.get_mut(position)?, rest, value)?;
            Some(format!("[{position}]{below}"))
        }
    }
}

/// A pod template (a `PodTemplateSpec` or a Pod, as a resource holds it) without the fields a
/// Pod does not declare, and their paths: what an operator gets of it, the API server having
/// pruned them from its resource (the operators read templates into their typed Pod).
pub fn prune_undeclared(template: &Value) -> (Value, Vec<String>) {
    let Ok(pod) = sparkpods_kube::from_value_as::<k8s_openapi::api::core::v1::Pod>(
        template,
        Release::of(SparkVersion::NEWEST).fabric8_release(),
    ) else {
        return (template.clone(), Vec::new());
    };
    let typed = serde_json::to_value(&pod).unwrap_or(Value::Null);
    let mut fields = Vec::new();
    collect_missing(template, &typed, &mut Vec::new(), &mut fields);
    let paths = fields.iter().map(UndeclaredField::path).collect();
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::release::SparkVersion;

    #[test]
    fn container_fields_in_the_pods_security_context_are_undeclared() {
        let text = "spec:\n  securityContext:\n    runAsUser: 185\n    capabilities:\n      drop: [ALL]\n    allowPrivilegeEscalation: false\n  containers:\n  - name: c\n    imagePullPolicyy: Always\n    resources: {limits: {cpu: 1}}\n  volumes:\n  - name: v\n    emptyDir: {}\nmetadata:\n  labels: {a: b}\n  creationTimestamp: null\n";
        let paths = |text| -> Vec<String> {
            undeclared_fields(text, Release::of(SparkVersion::V3_5_5))
                .iter()
                .map(UndeclaredField::path)
                .collect()
        };
        assert_eq!(
            paths(text),
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

    #[test]
    fn undeclared_fields_go_back_where_spark_keeps_them() {
        let key = |k: &str| FieldStep::Key(k.to_string());
        let item = |index, name: Option<&str>| FieldStep::Item {
            index,
            name: name.map(str::to_string),
        };
        let field = |at: Vec<FieldStep>, value| UndeclaredField { at, value };
        let mut pod = serde_json::json!({
            "metadata": {"name": "p"},
            "spec": {
                "containers": [{"name": "side"}, {"name": "spark-kubernetes-driver"}],
                "tolerations": [{"key": "a"}],
                "volumes": [{"name": "spark-local-dir-1"}, {"name": "scratch"}]
            }
        });
        let placed = put_undeclared(
            &mut pod,
            &[
                // The Spark container, whatever it is called now: the last one.
                field(
                    vec![
                        key("spec"),
                        key("containers"),
                        FieldStep::SparkContainer,
                        key("lifecycle"),
                        key("preStart"),
                    ],
                    serde_json::json!({"exec": {}}),
                ),
                // By name where Spark added items before it, by position without a name.
                field(
                    vec![
                        key("spec"),
                        key("volumes"),
                        item(0, Some("scratch")),
                        key("b"),
                    ],
                    1.into(),
                ),
                field(
                    vec![
                        key("spec"),
                        key("tolerations"),
                        item(0, None),
                        key("effects"),
                    ],
                    2.into(),
                ),
                // An item the pod does not have is not sent.
                field(
                    vec![key("spec"), key("volumes"), item(1, Some("gone")), key("c")],
                    3.into(),
                ),
                field(vec![key("metadata"), key("annotation")], 4.into()),
            ],
        );
        assert_eq!(
            placed,
            [
                "spec.containers[1].lifecycle.preStart",
                "spec.volumes[1].b",
                "spec.tolerations[0].effects",
                "metadata.annotation",
            ]
        );
        assert_eq!(
            pod["spec"]["containers"][1]["lifecycle"]["preStart"],
            serde_json::json!({"exec": {}})
        );
        assert_eq!(pod["spec"]["volumes"][1]["b"], 1);
        // Keys stay in Java String order.
        let meta: Vec<&String> = pod["metadata"].as_object().unwrap().keys().collect();
        assert_eq!(meta, ["annotation", "name"]);
    }
}
