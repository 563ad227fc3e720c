//! A render as the members of the oracle's JSON document (`driver`, `executor`, `error`), so
//! that sparkpods and real Spark compare directly; [`crate::document`] adds the rest.

use serde_json::{Map, Value, json};

use crate::builder::Rendered;
use crate::fabric8_json::{canonical, kube_json, pod_json, sorted_object};
use crate::pod::SparkPod;
use crate::release::Fabric8;
use crate::template::{UndeclaredField, put_undeclared};
use sparkpods_kube::KubeObject;

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
