//! The oracle's JSON document shape (`driver`, `executor`, `error`, ...), so sparkpods output
//! can be diffed against real Spark directly.

use serde_json::{Map, Value, json};

use crate::builder::{Rendered, java_string_cmp};
use crate::pod::SparkPod;
use crate::release::Fabric8;
use crate::template::{UndeclaredField, put_undeclared};
use sparkpods_kube::KubeObject;

/// Object fields that fabric8 models as maps and omits when empty.
const MAP_FIELDS: &[&str] = &[
    "labels",
    "annotations",
    "nodeSelector",
    "limits",
    "requests",
    "data",
    "binaryData",
    "selector",
    "matchLabels",
];

/// Serialize a Kubernetes object as the release's fabric8 does: nulls and empty lists omitted,
/// empty maps omitted from fabric8 6 on (fabric8 5 writes a map Spark set, even empty, as `{}`),
/// keys sorted.
pub fn kube_json(value: Value, fabric8: Fabric8) -> Value {
    match value {
        Value::Object(m) => {
            // One pass: each object's entries are pruned, sorted and hashed into a map once.
            sorted_object(
                m.into_iter()
                    .map(|(k, v)| (k, kube_json(v, fabric8)))
                    .filter(|(k, v)| !omitted(k, v, fabric8))
                    .collect(),
            )
        }
        Value::Array(a) => Value::Array(a.into_iter().map(|v| kube_json(v, fabric8)).collect()),
        other => other,
    }
}

/// Whether fabric8 leaves the (already pruned) field `key` out of the document.
fn omitted(key: &str, value: &Value, fabric8: Fabric8) -> bool {
    match value {
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty() && fabric8 >= Fabric8::V6 && MAP_FIELDS.contains(&key),
        Value::Null => true,
        _ => false,
    }
}

/// Sort object keys at every level in Java `String` order (the oracle's canonical form).
pub fn canonical(v: Value) -> Value {
    match v {
        Value::Object(m) => sorted_object(m.into_iter().map(|(k, v)| (k, canonical(v))).collect()),
        Value::Array(a) => Value::Array(a.into_iter().map(canonical).collect()),
        other => other,
    }
}

/// An object from entries whose values are already canonical: only this level is sorted (the
/// document is assembled from canonical parts, so nothing is sorted twice).
pub fn sorted_object(entries: Vec<(String, Value)>) -> Value {
    let mut entries = entries;
    sparkpods_sort::sort_by(&mut entries, |a, b| java_string_cmp(&a.0, &b.0));
    Value::Object(entries.into_iter().collect())
}

/// A pod as the oracle prints it (serialized by `fabric8`).
pub fn pod_json(pod: &k8s_openapi::api::core::v1::Pod, fabric8: Fabric8) -> Value {
    kube_json(serde_json::to_value(pod).unwrap_or(Value::Null), fabric8)
}

fn spark_pod_json(pod: &SparkPod, fabric8: Fabric8) -> Value {
    pod_json(&pod.assembled(), fabric8)
}

/// A pod as Spark sends it: with its template's fields a Pod does not declare, which fabric8
/// keeps (the API server prunes them: [`unknown_fields`] names them).
fn sent_pod_json(mut pod: Value, undeclared: &[UndeclaredField]) -> Value {
    put_undeclared(&mut pod, undeclared);
    pod
}

/// The fields of each pod Spark sends that the API server prunes, as it names them in its
/// `unknown field "…"` warnings: (`driver` or `executor`, path).
pub fn unknown_fields(r: &Rendered) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    if let Some((spec, _)) = r.driver.as_ref().filter(|(s, _)| !s.undeclared.is_empty()) {
        let mut pod = spark_pod_json(&spec.pod, spec.release.fabric8());
        out.extend(
            put_undeclared(&mut pod, &spec.undeclared)
                .into_iter()
                .map(|p| ("driver", p)),
        );
    }
    if let Some(e) = r.executor.as_ref().filter(|e| !e.undeclared.is_empty()) {
        let mut pod = spark_pod_json(&e.pod, e.release.fabric8());
        out.extend(
            put_undeclared(&mut pod, &e.undeclared)
                .into_iter()
                .map(|p| ("executor", p)),
        );
    }
    out
}

fn resources_json(rs: &[KubeObject], fabric8: Fabric8) -> Value {
    Value::Array(rs.iter().map(|r| kube_json(r.to_json(), fabric8)).collect())
}

/// The `driver`, `executor` and `error` members of the oracle document.
pub fn rendered_json(r: &Rendered) -> Map<String, Value> {
    let mut doc = Map::new();
    if let Some((spec, submitted)) = &r.driver {
        let fabric8 = spec.release.fabric8();
        let props: Map<String, Value> = spec
            .system_properties
            .iter()
            .map(|(k, v)| (k.to_string(), Value::String(v.clone())))
            .collect();
        let submitted = sorted_object(vec![
            (
                "configMapName".into(),
                Value::String(submitted.config_map_name.clone()),
            ),
            (
                "pod".into(),
                sent_pod_json(pod_json(&submitted.pod, fabric8), &spec.undeclared),
            ),
            (
                "preResources".into(),
                resources_json(&submitted.pre_resources, fabric8),
            ),
            (
                "resources".into(),
                resources_json(&submitted.resources, fabric8),
            ),
        ]);
        doc.insert(
            "driver".into(),
            sorted_object(vec![
                (
                    "resourceNamePrefix".into(),
                    Value::String(spec.resource_name_prefix.clone()),
                ),
                (
                    "pod".into(),
                    sent_pod_json(spark_pod_json(&spec.pod, fabric8), &spec.undeclared),
                ),
                (
                    "preResources".into(),
                    resources_json(&spec.pre_resources, fabric8),
                ),
                ("resources".into(), resources_json(&spec.resources, fabric8)),
                ("systemProperties".into(), canonical(Value::Object(props))),
                ("submitted".into(), submitted),
            ]),
        );
    }
    if let Some(e) = &r.executor {
        let fabric8 = e.release.fabric8();
        let mut m = Map::new();
        m.insert(
            "resourceNamePrefix".into(),
            Value::String(e.resource_name_prefix.clone()),
        );
        m.insert(
            "pod".into(),
            sent_pod_json(spark_pod_json(&e.pod, fabric8), &e.undeclared),
        );
        m.insert("resources".into(), resources_json(&e.resources, fabric8));
        if let Some(cm) = &e.config_map {
            m.insert(
                "configMap".into(),
                kube_json(serde_json::to_value(cm).unwrap_or(Value::Null), fabric8),
            );
        }
        doc.insert("executor".into(), sorted_object(m.into_iter().collect()));
    }
    if let Some((phase, err)) = &r.error {
        let mut e = json!({ "class": err.exception.class_name(), "message": err.message, "phase": phase.as_str() });
        if !err.causes.is_empty() {
            let causes: Vec<Value> = err
                .causes
                .iter()
                .map(|(c, m)| json!({ "class": c, "message": m }))
                .collect();
            if let Some(obj) = e.as_object_mut() {
                obj.insert("causes".into(), Value::Array(causes));
            }
        }
        doc.insert("error".into(), canonical(e));
    }
    doc
}
