//! Reading the AdmissionRequest: which operation, and whether the object is a Spark pod.
//!
//! Everything is read from `serde_json::Value` (never a typed Pod) so that a field this
//! k8s-openapi version does not know, or knows with another type, cannot make parsing fail.

use builder_core::SparkVersion;
use builder_core::kconf::Role;
use serde_json::Value;

/// The admission operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Operation {
    Create,
    Update,
    Delete,
    Connect,
    Other,
}

impl Operation {
    pub fn parse(s: Option<&str>) -> Operation {
        match s {
            Some("CREATE") => Operation::Create,
            Some("UPDATE") => Operation::Update,
            Some("DELETE") => Operation::Delete,
            Some("CONNECT") => Operation::Connect,
            _ => Operation::Other,
        }
    }
}

/// What identifies a Spark pod, from its labels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SparkPodInfo {
    pub role: Role,
    pub app_id: String,
    pub executor_id: String,
    pub version: SparkVersion,
    /// `namespace/name` (or `generateName*`) for messages.
    pub display_name: String,
}

/// A string at `path` under `v`.
pub fn str_at<'a>(v: &'a Value, path: &[&str]) -> Option<&'a str> {
    path.iter().try_fold(v, |v, k| v.get(*k))?.as_str()
}

/// Whether `request` is about a Pod (`request.kind.kind`, else the object's own `kind`).
pub fn is_pod(request: &Value) -> bool {
    let group = str_at(request, &["kind", "group"]).unwrap_or("");
    match str_at(request, &["kind", "kind"]) {
        Some(kind) => kind == "Pod" && group.is_empty(),
        None => str_at(request, &["object", "kind"]) == Some("Pod"),
    }
}

/// The Spark pod's identity, if `pod` carries `spark-role=driver|executor` and
/// `spark-app-selector`.
pub fn spark_pod_info(pod: &Value, request_namespace: Option<&str>) -> Option<SparkPodInfo> {
    let labels = pod.get("metadata")?.get("labels")?.as_object()?;
    let role = match labels.get("spark-role")?.as_str()? {
        "driver" => Role::Driver,
        "executor" => Role::Executor,
        _ => return None,
    };
    let app_id = labels.get("spark-app-selector")?.as_str()?.to_string();
    let executor_id = match role {
        Role::Executor => labels
            .get("spark-exec-id")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string(),
        Role::Driver => String::new(),
    };
    // The label carries the release that built the pod; ordering and `{{APP_ID}}`
    // substitution follow it. Unknown releases are treated as 4.x.
    let version = match labels.get("spark-version").and_then(Value::as_str) {
        Some(v) if v.starts_with("3.") => SparkVersion::V3_5_5,
        _ => SparkVersion::V4_3_0,
    };
    let namespace = str_at(pod, &["metadata", "namespace"])
        .or(request_namespace)
        .unwrap_or("default");
    let name = str_at(pod, &["metadata", "name"])
        .map(str::to_string)
        .or_else(|| str_at(pod, &["metadata", "generateName"]).map(|g| format!("{g}*")))
        .unwrap_or_else(|| "<unnamed>".to_string());
    Some(SparkPodInfo {
        role,
        app_id,
        executor_id,
        version,
        display_name: format!("{namespace}/{name}"),
    })
}

/// Container names Spark gives its container, by role.
pub fn spark_container_names(role: Role) -> &'static [&'static str] {
    match role {
        Role::Driver => &["spark-kubernetes-driver"],
        Role::Executor => &["spark-kubernetes-executor", "executor"],
    }
}

/// Index of the Spark container in `containers`: the one with Spark's name if exactly one has
/// it, else the last one (Spark appends its container after the template's side-cars).
/// The flag says whether it was found by name.
pub fn spark_container_index(containers: &[Value], role: Role) -> Option<(usize, bool)> {
    let names = spark_container_names(role);
    let matching: Vec<usize> = containers
        .iter()
        .enumerate()
        .filter(|(_, c)| {
            c.get("name")
                .and_then(Value::as_str)
                .is_some_and(|n| names.contains(&n))
        })
        .map(|(i, _)| i)
        .collect();
    match matching.as_slice() {
        [i] => Some((*i, true)),
        _ => containers.len().checked_sub(1).map(|i| (i, false)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn spark_pods_are_recognised_by_labels() {
        let pod = json!({"metadata": {"name": "p", "labels": {
            "spark-role": "executor", "spark-app-selector": "spark-1", "spark-exec-id": "4",
            "spark-version": "3.5.5"}}});
        let info = spark_pod_info(&pod, Some("ns")).unwrap();
        assert_eq!(info.role, Role::Executor);
        assert_eq!(info.executor_id, "4");
        assert_eq!(info.version, SparkVersion::V3_5_5);
        assert_eq!(info.display_name, "ns/p");
        for labels in [
            json!({"spark-role": "driver"}),
            json!({"spark-role": "shuffle", "spark-app-selector": "a"}),
            json!({"spark-role": 1, "spark-app-selector": "a"}),
            json!(["spark-role"]),
        ] {
            assert!(spark_pod_info(&json!({"metadata": {"labels": labels}}), None).is_none());
        }
    }

    #[test]
    fn the_spark_container_is_found_by_name_else_last() {
        let cs = vec![
            json!({"name": "side"}),
            json!({"name": "spark-kubernetes-driver"}),
        ];
        assert_eq!(spark_container_index(&cs, Role::Driver), Some((1, true)));
        let cs = vec![json!({"name": "a"}), json!({"name": "b"})];
        assert_eq!(spark_container_index(&cs, Role::Executor), Some((1, false)));
        assert_eq!(spark_container_index(&[], Role::Executor), None);
    }

    #[test]
    fn pod_kind_comes_from_the_request_or_the_object() {
        assert!(is_pod(
            &json!({"kind": {"group": "", "version": "v1", "kind": "Pod"}})
        ));
        assert!(!is_pod(&json!({"kind": {"group": "apps", "kind": "Pod"}})));
        assert!(is_pod(&json!({"object": {"kind": "Pod"}})));
        assert!(!is_pod(&json!({"object": {"kind": "Service"}})));
    }
}
