//! Shared test helpers: golden Spark pods wrapped in AdmissionRequests, and the
//! "nothing of the original was lost" check.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::disallowed_methods,
    dead_code
)]

use std::path::PathBuf;

use serde_json::{Value, json};

pub fn oracle_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/oracle")
}

/// Every driver (`driver.submitted.pod`) and executor (`executor.pod`) pod of the goldens of
/// the oldest line (fabric8 5 writes empty maps), 3.5.5, a 4.1 and the newest release:
/// (description, pod).
pub fn golden_pods() -> Vec<(String, Value)> {
    static PODS: std::sync::OnceLock<Vec<(String, Value)>> = std::sync::OnceLock::new();
    PODS.get_or_init(read_golden_pods).clone()
}

fn read_golden_pods() -> Vec<(String, Value)> {
    let mut out = Vec::new();
    for version in ["3.3.4", "3.5.5", "4.1.4", "4.3.0"] {
        let dir = oracle_dir().join(format!("goldens-{version}"));
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        files.sort();
        for f in files {
            let doc: Value = serde_json::from_slice(&std::fs::read(&f).unwrap()).unwrap();
            let name = f.file_stem().unwrap().to_string_lossy().to_string();
            for (what, pod) in [
                ("driver", &doc["driver"]["submitted"]["pod"]),
                ("executor", &doc["executor"]["pod"]),
            ] {
                if pod.is_object() {
                    out.push((format!("{version}/{name}.{what}"), pod.clone()));
                }
            }
        }
    }
    assert!(out.len() > 100, "goldens not found");
    out
}

/// One golden pod by case name, e.g. `("4.3.0", "defaults", "executor")`.
pub fn golden(version: &str, case: &str, role: &str) -> Value {
    let f = oracle_dir().join(format!("goldens-{version}/{case}.json"));
    let doc: Value = serde_json::from_slice(&std::fs::read(&f).unwrap()).unwrap();
    match role {
        "driver" => doc["driver"]["submitted"]["pod"].clone(),
        _ => doc["executor"]["pod"].clone(),
    }
}

/// An AdmissionRequest as policy-server passes it (`request` of the AdmissionReview).
pub fn admission_request(op: &str, pod: &Value) -> Value {
    let namespace = pod["metadata"]["namespace"]
        .as_str()
        .unwrap_or("spark-jobs");
    json!({
        "uid": "705ab4f5-6393-11e8-b7cc-42010a800002",
        "kind": {"group": "", "version": "v1", "kind": "Pod"},
        "resource": {"group": "", "version": "v1", "resource": "pods"},
        "requestKind": {"group": "", "version": "v1", "kind": "Pod"},
        "requestResource": {"group": "", "version": "v1", "resource": "pods"},
        "name": pod["metadata"]["name"],
        "namespace": namespace,
        "operation": op,
        "userInfo": {"username": "system:serviceaccount:spark-jobs:spark", "groups": ["system:serviceaccounts"]},
        "object": if op == "DELETE" { Value::Null } else { pod.clone() },
        "oldObject": if op == "CREATE" { Value::Null } else { pod.clone() },
        "dryRun": false,
        "options": {"apiVersion": "meta.k8s.io/v1", "kind": "CreateOptions"}
    })
}

/// The waPC `validate` payload.
pub fn payload(settings: &Value, request: &Value) -> Vec<u8> {
    serde_json::to_vec(&json!({"settings": settings, "request": request})).unwrap()
}

/// Settings exercising every mutation.
pub fn rich_settings() -> Value {
    json!({
        "mode": "both",
        "sparkConf": {
            "spark.kubernetes.node.selector.pool": "spark",
            "spark.kubernetes.executor.node.selector.disk": "ssd",
            "spark.kubernetes.driver.label.team": "data",
            "spark.kubernetes.executor.label.team": "data",
            "spark.kubernetes.executor.annotation.cost-center": "{{APP_ID}}-42",
            "spark.kubernetes.driverEnv.TZ": "UTC",
            "spark.executorEnv.TZ": "UTC",
            "spark.kubernetes.driver.secrets.cluster-ca": "/etc/cluster-ca",
            "spark.kubernetes.executor.secrets.cluster-ca": "/etc/cluster-ca",
            "spark.kubernetes.executor.secretKeyRef.S3_KEY": "s3:key",
            "spark.kubernetes.executor.volumes.nfs.shared.mount.path": "/shared",
            "spark.kubernetes.executor.volumes.nfs.shared.mount.readOnly": "true",
            "spark.kubernetes.executor.volumes.nfs.shared.options.server": "nfs.example.com",
            "spark.kubernetes.executor.volumes.nfs.shared.options.path": "/exports/shared",
            "spark.kubernetes.container.image.pullSecrets": "regcred",
            "spark.kubernetes.authenticate.driver.serviceAccountName": "spark",
        },
        "podTemplate": {"spec": {
            "tolerations": [{"key": "dedicated", "operator": "Equal", "value": "spark", "effect": "NoSchedule"}],
            "affinity": {"nodeAffinity": {"preferredDuringSchedulingIgnoredDuringExecution": [
                {"weight": 1, "preference": {"matchExpressions": [{"key": "pool", "operator": "In", "values": ["spark"]}]}}
            ]}}
        }},
        "rules": []
    })
}

/// Everything in `original` is in `mutated` unchanged: objects may gain members, arrays may
/// gain trailing elements, scalars are equal. Returns the first path where it is not so.
pub fn contains_original(original: &Value, mutated: &Value, path: &str) -> Result<(), String> {
    match (original, mutated) {
        (Value::Object(a), Value::Object(b)) => {
            for (k, v) in a {
                let p = format!("{path}/{k}");
                match b.get(k) {
                    Some(w) => contains_original(v, w, &p)?,
                    None => return Err(format!("{p} was removed")),
                }
            }
            Ok(())
        }
        (Value::Array(a), Value::Array(b)) => {
            if b.len() < a.len() {
                return Err(format!("{path} lost elements"));
            }
            for (i, (v, w)) in a.iter().zip(b).enumerate() {
                contains_original(v, w, &format!("{path}/{i}"))?;
            }
            Ok(())
        }
        _ if original == mutated => Ok(()),
        _ => Err(format!("{path} changed: {original} -> {mutated}")),
    }
}

/// Apply a JSON Patch (RFC 6902 `add`, `replace`, `remove`; what the test fixtures use).
pub fn apply_patch(doc: &mut Value, patch: &Value) {
    for op in patch.as_array().unwrap() {
        let path = op["path"].as_str().unwrap();
        let (parent, last) = path.rsplit_once('/').unwrap();
        let last = last.replace("~1", "/").replace("~0", "~");
        let parent = doc.pointer_mut(parent).unwrap_or_else(|| panic!("{path}"));
        match (op["op"].as_str().unwrap(), parent) {
            ("add" | "replace", Value::Object(o)) => {
                o.insert(last, op["value"].clone());
            }
            ("add", Value::Array(a)) if last == "-" => a.push(op["value"].clone()),
            ("add", Value::Array(a)) => a.insert(last.parse().unwrap(), op["value"].clone()),
            ("replace", Value::Array(a)) => a[last.parse::<usize>().unwrap()] = op["value"].clone(),
            ("remove", Value::Object(o)) => {
                o.remove(&last).unwrap_or_else(|| panic!("{path}"));
            }
            ("remove", Value::Array(a)) => {
                a.remove(last.parse().unwrap());
            }
            (other, _) => panic!("{other} at {path}"),
        }
    }
}

/// `tests/fixtures/rule-breakers.json`: the clean executor, and each kind of check with the
/// patch that breaks it.
pub fn rule_breakers() -> (Value, Vec<(Value, Value)>) {
    let fixture: Value =
        serde_json::from_str(include_str!("../fixtures/rule-breakers.json")).unwrap();
    let mut clean = golden("4.3.0", "defaults", "executor");
    apply_patch(&mut clean, &fixture["clean"]);
    let rules = fixture["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["rule"].clone(), r["break"].clone()))
        .collect();
    (clean, rules)
}
