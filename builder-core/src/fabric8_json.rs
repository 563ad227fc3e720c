//! Kubernetes objects written as fabric8 writes them (so as the oracle prints them): nulls and
//! empty lists omitted, empty maps too from fabric8 6 on, object keys in Java `String` order.
//! Below both the document ([`crate::rendered_json`]) and the template readers, which compare fields
//! in this form.

mod typed;
mod writer;

pub(crate) use typed::{write_config_map, write_object, write_objects, write_pod};
pub use writer::WriteError;
pub(crate) use writer::{JsonWriter, MaskStrings, Object, Shape, TRIGGERS, Trigger};

use k8s_openapi::api::core::v1::ConfigMap;
use serde_json::Value;
use sparkpods_kube::KubeObject;

use crate::release::Fabric8;
use sparkpods_jvm::java_string_compare;

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
    sparkpods_sort::sort_by(&mut entries, |a, b| java_string_compare(&a.0, &b.0));
    Value::Object(entries.into_iter().collect())
}

/// A pod as the oracle prints it (serialized by `fabric8`).
pub fn pod_json(pod: &k8s_openapi::api::core::v1::Pod, fabric8: Fabric8) -> Value {
    written_json(|w| write_pod(w, pod, Shape::Fabric8(fabric8)))
}

/// One of a render's other objects (a Service, a ConfigMap, ...) as `fabric8` writes it.
pub fn object_json(object: &KubeObject, fabric8: Fabric8) -> Value {
    written_json(|w| write_object(w, object, Shape::Fabric8(fabric8)))
}

/// A ConfigMap (the executors') as `fabric8` writes it.
pub fn config_map_json(config_map: &ConfigMap, fabric8: Fabric8) -> Value {
    written_json(|w| write_config_map(w, config_map, Shape::Fabric8(fabric8)))
}

/// An object as values: [`kube_json`] of its `serde_json` value, but written as text by the
/// typed writer (as the document writes it) and read back: about half the work, no map built,
/// pruned and re-sorted per object, and no serde path of each type in the playground's module.
fn written_json(write: impl FnOnce(&mut JsonWriter<'_>) -> Result<(), WriteError>) -> Value {
    let mut w = JsonWriter::new(false, None);
    // A Kubernetes object's keys are strings: writing it does not fail (`Null` if it did).
    write(&mut w)
        .and_then(|()| w.finish())
        .ok()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or(Value::Null)
}
