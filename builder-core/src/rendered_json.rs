//! A render as the members of the oracle's JSON document (`driver`, `executor`, `error`), so
//! that sparkpods and real Spark compare directly; [`crate::document`] adds the rest. Written
//! straight from the typed objects ([`JsonWriter`]).

use k8s_openapi::api::core::v1::Pod;
use serde::{Serialize, Serializer};
use serde_json::{Map, Value, json};

use crate::builder::{ExecutorSpec, Rendered};
use crate::fabric8_json::{self, JsonWriter, Object, Shape, WriteError, pod_json};
use crate::pod::SparkPod;
use crate::release::Fabric8;
use crate::submit_client::{DriverSpec, SubmittedDriver};
use crate::template::{UndeclaredField, put_undeclared};
use sparkpods_jvm::java_string_compare;
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

/// The `driver`, `executor` and `error` members of the oracle document, as values (read back
/// from `write_member`'s text: one writer for every form of the document).
pub fn rendered_json(r: &Rendered) -> Map<String, Value> {
    // The writer assembles the pods in place.
    let mut r = r.clone();
    let mut w = JsonWriter::new(false, None);
    let mut doc = w.open();
    let written = [Member::Driver, Member::Executor, Member::Error]
        .into_iter()
        .try_for_each(|m| write_member(&mut w, &mut doc, &mut r, m));
    w.close(doc);
    written
        .and_then(|()| w.finish())
        .map_err(|e| e.to_string())
        .and_then(|text| serde_json::from_str(&text).map_err(|e| e.to_string()))
        .unwrap_or_default()
}

/// A member of the document a render gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Member {
    Driver,
    Executor,
    Error,
}

/// Write the member `member` of the document (nothing when the render has none) into `doc`
/// (`r` is as it was after: its pods are assembled in place, [`SparkPod::with_assembled`]).
pub(crate) fn write_member(
    w: &mut JsonWriter<'_>,
    doc: &mut Object,
    r: &mut Rendered,
    member: Member,
) -> Result<(), WriteError> {
    match member {
        Member::Driver => match &mut r.driver {
            Some((spec, submitted)) => write_driver(w, doc, spec, submitted),
            None => Ok(()),
        },
        Member::Executor => match &mut r.executor {
            Some(e) => write_executor(w, doc, e),
            None => Ok(()),
        },
        Member::Error => match &r.error {
            Some((phase, err)) => {
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
                w.member(doc, "error", &e, Shape::Canonical)
            }
            None => Ok(()),
        },
    }
}

/// A pod as Spark sends it, in the release's fabric8 form, with its template's fields a Pod
/// does not declare (rare: then through a value, [`sent_pod_json`]).
fn write_pod(
    w: &mut JsonWriter<'_>,
    object: &mut Object,
    pod: &Pod,
    undeclared: &[UndeclaredField],
    fabric8: Fabric8,
) -> Result<(), WriteError> {
    if undeclared.is_empty() {
        w.member_with(object, "pod", |w| {
            fabric8_json::write_pod(w, pod, Shape::Fabric8(fabric8))
        })
    } else {
        let pod = sent_pod_json(pod_json(pod, fabric8), undeclared);
        w.member(object, "pod", &pod, Shape::AsIs)
    }
}

/// The member `key`: `objects` as the release's fabric8 writes them.
fn write_objects(
    w: &mut JsonWriter<'_>,
    object: &mut Object,
    key: &str,
    objects: &[KubeObject],
    shape: Shape,
) -> Result<(), WriteError> {
    w.member_with(object, key, |w| {
        fabric8_json::write_objects(w, objects, shape)
    })
}

// The members below are written in Java `String` order, the document's canonical form.

/// `driver`: the driver's spec as built, and what spark-submit sends.
fn write_driver(
    w: &mut JsonWriter<'_>,
    doc: &mut Object,
    spec: &mut DriverSpec,
    submitted: &SubmittedDriver,
) -> Result<(), WriteError> {
    let fabric8 = spec.release.fabric8();
    let objects = Shape::Fabric8(fabric8);
    let mut m = w.open_member(doc, "driver")?;
    let undeclared = &spec.undeclared;
    spec.pod
        .with_assembled(|pod| write_pod(w, &mut m, pod, undeclared, fabric8))?;
    write_objects(w, &mut m, "preResources", &spec.pre_resources, objects)?;
    w.member(
        &mut m,
        "resourceNamePrefix",
        &spec.resource_name_prefix,
        Shape::AsIs,
    )?;
    write_objects(w, &mut m, "resources", &spec.resources, objects)?;
    let mut sent = w.open_member(&mut m, "submitted")?;
    w.member(
        &mut sent,
        "configMapName",
        &submitted.config_map_name,
        Shape::AsIs,
    )?;
    write_pod(w, &mut sent, &submitted.pod, &spec.undeclared, fabric8)?;
    write_objects(
        w,
        &mut sent,
        "preResources",
        &submitted.pre_resources,
        objects,
    )?;
    write_objects(w, &mut sent, "resources", &submitted.resources, objects)?;
    w.close_member(&m, sent);
    // In Java `String` order already, and strings: written as they come, the order not checked
    // again by the writer.
    let properties = Pairs::in_key_order(spec.system_properties.iter());
    w.member(&mut m, "systemProperties", &properties, Shape::AsIs)?;
    w.close_member(doc, m);
    Ok(())
}

/// `executor`: an executor's spec as the driver builds it.
fn write_executor(
    w: &mut JsonWriter<'_>,
    doc: &mut Object,
    e: &mut ExecutorSpec,
) -> Result<(), WriteError> {
    let fabric8 = e.release.fabric8();
    let objects = Shape::Fabric8(fabric8);
    let mut m = w.open_member(doc, "executor")?;
    if let Some(cm) = &e.config_map {
        w.member_with(&mut m, "configMap", |w| {
            fabric8_json::write_config_map(w, cm, objects)
        })?;
    }
    let undeclared = &e.undeclared;
    e.pod
        .with_assembled(|pod| write_pod(w, &mut m, pod, undeclared, fabric8))?;
    w.member(
        &mut m,
        "resourceNamePrefix",
        &e.resource_name_prefix,
        Shape::AsIs,
    )?;
    write_objects(w, &mut m, "resources", &e.resources, objects)?;
    w.close_member(doc, m);
    Ok(())
}

/// Key-value pairs written as an object.
pub(crate) struct Pairs<'a, V>(pub(crate) Vec<(&'a str, &'a V)>);

impl<'a, V> Pairs<'a, V> {
    /// `pairs` in Java `String` order of their keys, as a canonical document writes them.
    /// Sorted here, as references, rather than by the writer, which sorts an object's members
    /// by moving their bytes: the driver's system properties come in a Scala map's hash order,
    /// and with a conf of 20 000 keys that sort was 4 ms of the document.
    pub(crate) fn in_key_order(pairs: impl Iterator<Item = (&'a str, &'a V)>) -> Self {
        // ASCII keys (nearly all) compare by their bytes, as in `java_string_compare`.
        let mut keyed: Vec<(bool, &'a str, &'a V)> =
            pairs.map(|(k, v)| (k.is_ascii(), k, v)).collect();
        sparkpods_sort::sort_by(&mut keyed, |a, b| match a.0 && b.0 {
            true => a.1.cmp(b.1),
            false => java_string_compare(a.1, b.1),
        });
        Pairs(keyed.into_iter().map(|(_, k, v)| (k, v)).collect())
    }
}

impl<V: Serialize> Serialize for Pairs<'_, V> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}
