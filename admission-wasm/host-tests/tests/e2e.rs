#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]
//! The policy module built for wasm32-wasip1, hosted through wapc + wasmtime like policy-server,
//! fed raw request JSON; the patch is computed with `json_patch::diff` as policy-server does.

mod support;

use serde_json::{Value, json};
use support::{policy, workspace};

fn golden_executor() -> Value {
    let f = workspace().join("tests/fixtures/oracle/goldens-4.3.0/defaults.json");
    let doc: Value = serde_json::from_slice(&std::fs::read(f).unwrap()).unwrap();
    doc["executor"]["pod"].clone()
}

fn settings() -> Value {
    serde_json::from_slice(
        &std::fs::read(workspace().join("admission-wasm/examples/settings.json")).unwrap(),
    )
    .unwrap()
}

/// The `request` of an AdmissionReview, as policy-server forwards it.
fn request_text(pod: &Value) -> String {
    format!(
        r#"{{"uid":"e2e-1","kind":{{"group":"","version":"v1","kind":"Pod"}},"resource":{{"group":"","version":"v1","resource":"pods"}},"requestKind":{{"group":"","version":"v1","kind":"Pod"}},"requestResource":{{"group":"","version":"v1","resource":"pods"}},"name":"{}","namespace":"spark-jobs","operation":"CREATE","userInfo":{{"username":"system:serviceaccount:spark-jobs:spark","groups":["system:serviceaccounts"]}},"object":{},"oldObject":null,"dryRun":false,"options":{{"kind":"CreateOptions","apiVersion":"meta.k8s.io/v1"}}}}"#,
        pod["metadata"]["name"].as_str().unwrap(),
        serde_json::to_string(pod).unwrap()
    )
}

fn validate(settings: &Value, pod: &Value) -> Value {
    let payload = format!(
        r#"{{"settings":{},"request":{}}}"#,
        serde_json::to_string(settings).unwrap(),
        request_text(pod)
    );
    let out = policy().call("validate", payload.as_bytes()).unwrap();
    serde_json::from_slice(&out).unwrap()
}

#[test]
fn protocol_version_and_settings() {
    let v = policy().call("protocol_version", b"").unwrap();
    assert_eq!(String::from_utf8(v).unwrap(), "\"v1\"");
    let ok = policy()
        .call(
            "validate_settings",
            &serde_json::to_vec(&settings()).unwrap(),
        )
        .unwrap();
    assert_eq!(
        serde_json::from_slice::<Value>(&ok).unwrap(),
        json!({"valid": true})
    );
    let bad = policy()
        .call(
            "validate_settings",
            br#"{"sparkConf":{"spark.executor.cores":"4"}}"#,
        )
        .unwrap();
    let bad: Value = serde_json::from_slice(&bad).unwrap();
    assert_eq!(bad["valid"], false);
    assert!(
        bad["message"]
            .as_str()
            .unwrap()
            .contains("spark.executor.cores")
    );
}

#[test]
fn a_spark_executor_is_mutated_with_add_ops_only_and_only_once() {
    let mut pod = golden_executor();
    pod["spec"]["futurePodField"] = json!({"a": [1, {"b": null}]});
    pod["spec"]["containers"][0]["futureContainerField"] = json!(true);
    let r = validate(&settings(), &pod);
    assert_eq!(r["accepted"], true, "{r}");
    let mutated = &r["mutated_object"];
    let patch = json_patch::diff(&pod, mutated);
    let ops: Vec<Value> = serde_json::to_value(&patch)
        .unwrap()
        .as_array()
        .unwrap()
        .clone();
    assert!(!ops.is_empty());
    for op in &ops {
        assert_eq!(op["op"], "add", "only additions expected: {op}");
    }
    // What the API server would get back reproduces the mutated object.
    let mut applied = pod.clone();
    json_patch::patch(&mut applied, &patch).unwrap();
    assert_eq!(&applied, mutated);
    // Re-submitting the mutated pod (fresh instance) changes nothing.
    let again = validate(&settings(), mutated);
    assert_eq!(again["accepted"], true);
    assert!(again.get("mutated_object").is_none(), "{again}");
}

#[test]
fn rejections_name_the_conf_key() {
    let mut s = settings();
    s["rules"] = json!([{"name": "small", "maxMemory": "1Gi"}]);
    let r = validate(&s, &golden_executor());
    assert_eq!(r["accepted"], false);
    let msg = r["message"].as_str().unwrap();
    assert!(
        msg.contains("lower spark.executor.memory or spark.executor.memoryOverhead"),
        "{msg}"
    );
}

#[test]
fn malformed_and_deep_input_is_answered_not_trapped() {
    for payload in [
        b"".to_vec(),
        b"{".to_vec(),
        format!("{}{}", "[".repeat(200_000), "]".repeat(200_000)).into_bytes(),
    ] {
        let out = policy().call("validate", &payload).unwrap();
        let r: Value = serde_json::from_slice(&out).unwrap();
        assert_eq!(r["accepted"], false);
    }
    // A pod that is not a Spark pod is accepted without mutation.
    let mut pod = golden_executor();
    pod["metadata"]["labels"] = json!({"app": "web"});
    let r = validate(&settings(), &pod);
    assert_eq!(r, json!({"accepted": true}));
}
