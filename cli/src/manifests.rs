//! `render --output manifests`: the objects the cluster receives for a conf, in the order they
//! are created, as `kubectl apply -f -`, kubeconform or conftest take them: what spark-submit
//! creates (the objects before the driver pod, the pod, the objects after it), then what the
//! driver creates (the executor ConfigMap, then each executor pod it starts with, each followed
//! by its claims, as `ExecutorPodsAllocator` does). Every object is complete: its namespace
//! filled in as the API server takes it from the request, ids UUID-shaped (deterministic, or
//! drawn with `--random-ids`), no placeholders: what only the running driver knows is given a
//! stand-in of its shape ([`DRIVER_POD_IP`], [`SUBMITTING_HOST`]). The pods are as the API server stores them:
//! the template fields a Pod does not declare, which Spark sends and the API server prunes, are
//! left out (`kubectl apply` validates fields strictly and would refuse the pod) and named.

use serde_json::{Value, json};

use builder_core::Fabric8;
use builder_core::IdSource;
use builder_core::SparkError;
use builder_core::TemplateReader;
use builder_core::initial_executors;
use builder_core::oracle_examples;
use builder_core::registry;
use builder_core::unknown_fields;
use builder_core::{Case, DEFAULT_DRIVER_POD_UID, RoleSel};
use builder_core::{ExecutorSpec, Rendered, Submission, render, render_executor};
use builder_core::{kube_json, pod_json};
use sparkpods_kube::KubeObject;

/// At most this many executor pods are printed: far past any real application's start, well
/// short of the time and memory a conf's billions would take.
pub const MAX_EXECUTORS: u32 = 10_000;

/// The driver pod's IP in the objects (the API server assigns it once the pod is scheduled): an
/// address of the documentation range (RFC 5737).
pub const DRIVER_POD_IP: &str = "192.0.2.10";
/// A client-mode driver's host when the environment names none (`SPARK_LOCAL_HOSTNAME`): the
/// machine's name is only known where spark-submit runs.
pub const SUBMITTING_HOST: &str = "submitting-host.invalid";

/// Why there are no manifests.
#[derive(Debug, thiserror::Error)]
pub enum ManifestsError {
    #[error("Spark fails: {}: {}", .0.exception.class_name(), .0.message)]
    Spark(SparkError),
    #[error(
        "the driver starts with {count} executors ({key}); --output manifests prints one pod each and stops at {MAX_EXECUTORS}: render with `--set {key}=N` for fewer"
    )]
    TooManyExecutors { count: u32, key: &'static str },
}

/// The objects, and the pods' fields left out of them.
pub struct Manifests {
    /// In creation order (the driver's or the executors' only, as `--role` says).
    pub objects: Vec<Value>,
    /// The pod template fields the API server prunes: (`driver` or `executor`, path).
    pub pruned: Vec<(&'static str, String)>,
}

/// The objects a conf makes.
pub fn objects(case: &mut Case, ids: &mut dyn IdSource) -> Result<Manifests, ManifestsError> {
    if case.options.driver_pod_uid == DEFAULT_DRIVER_POD_UID {
        // What the API server gives the driver pod, which the objects it owns refer to.
        case.options.driver_pod_uid = ids.uuid();
    }
    let steps = oracle_examples();
    let sub = case.submission(&steps, TemplateReader::BUILT_IN);
    let (count, count_key) = initial_executors(&sub.conf);
    if count > MAX_EXECUTORS {
        return Err(ManifestsError::TooManyExecutors {
            count,
            key: count_key,
        });
    }
    let rendered = render(&sub, ids);
    if let Some((_, e)) = rendered.error {
        return Err(ManifestsError::Spark(e));
    }
    let pruned = unknown_fields(&rendered)
        .into_iter()
        .filter(|(role, _)| match case.options.role {
            RoleSel::Both => true,
            RoleSel::Driver => *role == "driver",
            RoleSel::Executor => *role == "executor",
        })
        .collect();
    let namespace = sub
        .conf_value(registry::NAMESPACE.key)
        .unwrap_or("default")
        .to_string();
    let mut out = Vec::new();
    if let (Some((spec, submitted)), RoleSel::Both | RoleSel::Driver) =
        (&rendered.driver, case.options.role)
    {
        let fabric8 = spec.release.fabric8();
        out.extend(submitted.pre_resources.iter().map(|r| resource(r, fabric8)));
        out.push(pod_json(&submitted.pod, fabric8));
        out.extend(submitted.resources.iter().map(|r| resource(r, fabric8)));
    }
    // The driver creates the executor ConfigMap when it starts, executors or not.
    if let Some(first) = &rendered.executor
        && let Some(cm) = &first.config_map
    {
        let value = serde_json::to_value(cm).unwrap_or(Value::Null);
        out.push(kube_json(value, first.release.fabric8()));
    }
    for e in executors(&sub, &rendered, count, ids).map_err(ManifestsError::Spark)? {
        let fabric8 = e.release.fabric8();
        out.push(pod_json(&e.pod.assembled(), fabric8));
        out.extend(e.resources.iter().map(|r| resource(r, fabric8)));
    }
    for object in &mut out {
        with_namespace(object, &namespace);
        with_runtime_values(object);
    }
    Ok(Manifests {
        objects: out,
        pruned,
    })
}

/// A YAML comment naming the fields left out, or nothing.
pub fn pruned_comment(pruned: &[(&str, String)]) -> String {
    pruned
        .iter()
        .map(|(role, path)| {
            format!("# sparkpods: {role} pod: {path} left out (not a Pod field: the API server prunes it)\n")
        })
        .collect()
}

/// The `count` executors the driver starts with, ids from 1: the rendered one where its id
/// comes, the others built after it.
fn executors(
    sub: &Submission,
    rendered: &Rendered,
    count: u32,
    ids: &mut dyn IdSource,
) -> Result<Vec<ExecutorSpec>, SparkError> {
    let Some(first) = &rendered.executor else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for id in (1..=count).map(|i| i.to_string()) {
        if id == sub.executor_id {
            out.push(first.clone());
        } else if let Some(spec) = render_executor(sub, rendered, &id, ids) {
            out.push(spec?);
        }
    }
    Ok(out)
}

fn resource(r: &KubeObject, fabric8: Fabric8) -> Value {
    kube_json(r.to_json(), fabric8)
}

/// The namespace the objects are created in (Spark's client names it in the request, so the
/// objects themselves may not).
fn with_namespace(object: &mut Value, namespace: &str) {
    if let Some(meta) = object.get_mut("metadata").and_then(Value::as_object_mut)
        && !meta.contains_key("namespace")
    {
        meta.insert("namespace".into(), json!(namespace));
    }
}

/// `object` with the placeholders of what only the running driver knows replaced by stand-ins.
fn with_runtime_values(object: &mut Value) {
    match object {
        Value::String(s) if s.contains('<') => {
            *s = s
                .replace(builder_core::DRIVER_POD_IP, DRIVER_POD_IP)
                .replace(builder_core::SUBMITTING_HOST, SUBMITTING_HOST);
        }
        Value::Array(items) => items.iter_mut().for_each(with_runtime_values),
        Value::Object(m) => m.values_mut().for_each(with_runtime_values),
        _ => {}
    }
}

/// The objects as a YAML stream (`---` between documents).
pub fn yaml_stream(objects: &[Value]) -> Result<String, serde_yaml::Error> {
    let mut out = String::new();
    for o in objects {
        out.push_str("---\n");
        out.push_str(&serde_yaml::to_string(o)?);
    }
    Ok(out)
}

/// The objects as one JSON `List`, as `kubectl get -o json` prints several.
pub fn json_list(objects: Vec<Value>) -> Value {
    json!({ "apiVersion": "v1", "kind": "List", "items": objects })
}
