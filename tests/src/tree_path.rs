//! The render document as sparkpods built it before it was written straight as text: `serde_json`
//! values of the objects, pruned and sorted by `kube_json`/`canonical`, masked by `normalize`.
//! The reference the text is held to (`tests/document_text.rs`) and the bench's "before".

use builder_core::document::{Drawn, normalize};
use builder_core::{
    Case, Rendered, Role, RoleSel, TemplateReader, canonical, kube_json, oracle_examples,
    rendered_memory,
};
use k8s_openapi::api::core::v1::Pod;
use serde_json::{Map, Value, json};
use sparkpods_kube::KubeObject;

/// A pod as the tree path built it: its `serde_json` value through `kube_json` (not
/// `pod_json`, which the typed writer writes: the reference stays apart from what it checks).
fn pod_value(pod: &Pod, fabric8: builder_core::Fabric8) -> Value {
    kube_json(serde_json::to_value(pod).expect("a pod is JSON"), fabric8)
}

/// A sorted object, as the tree path built every object of the document.
fn sorted(entries: Vec<(&str, Value)>) -> Value {
    canonical(Value::Object(
        entries
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect(),
    ))
}

/// The document as the tree path built it (the members of each object sorted one level, the
/// Kubernetes objects through `kube_json`), `None` when a pod has template fields a Pod does not
/// declare (those pods are written through values on either path). `secret`: the render's
/// drawn authentication secret; `cwd`: the working directory to mask.
pub fn tree_path_document(
    case: &Case,
    rendered: &Rendered,
    cwd: Option<&str>,
    secret: &str,
) -> Option<Value> {
    let objects =
        |rs: &[KubeObject], f| Value::Array(rs.iter().map(|r| kube_json(r.to_json(), f)).collect());
    let mut doc = Map::new();
    let role = case.options.role;
    if let Some((spec, submitted)) = rendered
        .driver
        .as_ref()
        .filter(|_| role != RoleSel::Executor)
    {
        if !spec.undeclared.is_empty() {
            return None;
        }
        let f = spec.release.fabric8();
        let props: Map<String, Value> = spec
            .system_properties
            .iter()
            .map(|(k, v)| (k.to_string(), json!(v)))
            .collect();
        doc.insert(
            "driver".into(),
            sorted(vec![
                ("pod", pod_value(&spec.pod.assembled(), f)),
                ("preResources", objects(&spec.pre_resources, f)),
                ("resourceNamePrefix", json!(spec.resource_name_prefix)),
                ("resources", objects(&spec.resources, f)),
                ("systemProperties", Value::Object(props)),
                (
                    "submitted",
                    sorted(vec![
                        ("configMapName", json!(submitted.config_map_name)),
                        ("pod", pod_value(&submitted.pod, f)),
                        ("preResources", objects(&submitted.pre_resources, f)),
                        ("resources", objects(&submitted.resources, f)),
                    ]),
                ),
            ]),
        );
    }
    if let Some(e) = rendered
        .executor
        .as_ref()
        .filter(|_| role != RoleSel::Driver)
    {
        if !e.undeclared.is_empty() {
            return None;
        }
        let f = e.release.fabric8();
        let mut members = vec![
            ("pod", pod_value(&e.pod.assembled(), f)),
            ("resourceNamePrefix", json!(e.resource_name_prefix)),
            ("resources", objects(&e.resources, f)),
        ];
        if let Some(cm) = &e.config_map {
            members.push(("configMap", kube_json(serde_json::to_value(cm).unwrap(), f)));
        }
        doc.insert("executor".into(), sorted(members));
    }
    if let Some((phase, err)) = &rendered.error {
        let mut e = json!({ "class": err.exception.class_name(), "message": err.message, "phase": phase.as_str() });
        if !err.causes.is_empty() {
            e["causes"] = err
                .causes
                .iter()
                .map(|(c, m)| json!({ "class": c, "message": m }))
                .collect();
        }
        doc.insert("error".into(), canonical(e));
    }
    doc.insert("inputs".into(), case.inputs_json());
    doc.insert("sparkVersion".into(), json!(case.options.version.as_str()));
    if let Some(submit) = case
        .options
        .submit_version
        .filter(|s| *s != case.options.version)
    {
        doc.insert("submitVersion".into(), json!(submit.as_str()));
    }
    // The top level sorted, then `memory` after it.
    let mut top: Vec<(String, Value)> = doc.into_iter().collect();
    top.sort_by(|a, b| a.0.cmp(&b.0)); // ASCII keys: Java's order
    let mut doc: Map<String, Value> = top.into_iter().collect();
    let steps = oracle_examples();
    let sub = case.submission(&steps, TemplateReader::BUILT_IN);
    let whole = Value::Object(doc.clone());
    let memory: Map<String, Value> = rendered_memory(&sub, rendered, |role| {
        let pointer = match role {
            Role::Driver => "/driver/submitted/pod",
            Role::Executor => "/executor/pod",
        };
        whole.pointer(pointer)
    })
    .into_iter()
    .map(|a| (a.role.as_str().to_string(), a.to_json()))
    .collect();
    if !memory.is_empty() {
        doc.insert("memory".into(), Value::Object(memory));
    }
    let mut doc = Value::Object(doc);
    let drawn = Drawn {
        auth_secret: Some(secret),
        bound_port: rendered.executor.as_ref().and_then(|e| e.drawn.bound_port),
    };
    normalize(&mut doc, drawn, cwd);
    Some(doc)
}
