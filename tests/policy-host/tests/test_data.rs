#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]
//! `admission-wasm/test_data/`, kept in the form of Kubewarden's own policies: AdmissionRequests
//! as `kwctl run --request-path` reads them, settings files, and for each case (`cases.json`) the
//! AdmissionResponse expected as `kwctl run` prints it. Each case goes through its module (a
//! SparkApplication through spark-applications, a pod through spark-pods) hosted as
//! policy-server hosts it (fresh instance), and the policy's `ValidationResponse` is
//! made into the AdmissionResponse as policy-evaluator makes it (`admission_response.rs`,
//! `from_policy_validation_response`): `allowed`; the patch as `json_patch::diff` of the object
//! and `mutated_object`, base64, with `patchType` `JSONPatch`; `message` and `code` in
//! `status`; `auditAnnotations` and `warnings` as they came.
//!
//! `UPDATE_TEST_DATA=1` writes the responses instead of comparing (review the diff: the patches
//! are shown decoded when a case differs).

mod support;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde_json::{Value, json};
use support::{applications, policy, workspace};

fn test_data() -> std::path::PathBuf {
    workspace().join("admission-wasm/test_data")
}

fn read_json(path: &std::path::Path) -> Value {
    let text = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_slice(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// policy-evaluator's `AdmissionResponse::from_policy_validation_response`, as JSON.
fn admission_response(request: &Value, response: &Value) -> Value {
    let patch = response.get("mutated_object").map(|mutated| {
        let diff = json_patch::diff(&request["object"], mutated);
        STANDARD.encode(serde_json::to_string(&diff).unwrap())
    });
    let mut out = json!({"uid": request["uid"], "allowed": response["accepted"]});
    if let Some(patch) = patch.filter(|p| p != &STANDARD.encode("[]")) {
        out["patchType"] = json!("JSONPatch");
        out["patch"] = json!(patch);
    }
    if response.get("message").is_some() || response.get("code").is_some() {
        let mut status = json!({});
        for (from, to) in [("message", "message"), ("code", "code")] {
            if let Some(v) = response.get(from) {
                status[to] = v.clone();
            }
        }
        out["status"] = status;
    }
    out["auditAnnotations"] = response
        .get("audit_annotations")
        .cloned()
        .unwrap_or(Value::Null);
    out["warnings"] = response.get("warnings").cloned().unwrap_or(Value::Null);
    out
}

/// The response with its patch decoded, for messages.
fn readable(response: &Value) -> Value {
    let mut r = response.clone();
    if let Some(p) = response["patch"].as_str() {
        r["patch"] = serde_json::from_slice(&STANDARD.decode(p).unwrap()).unwrap();
    }
    r
}

#[test]
fn every_case_gets_the_response_kept_with_it() {
    let dir = test_data();
    let cases = read_json(&dir.join("cases.json"));
    let update = std::env::var_os("UPDATE_TEST_DATA").is_some();
    let mut failures = Vec::new();
    for case in cases.as_array().unwrap() {
        let name = case["case"].as_str().unwrap();
        let request = read_json(&dir.join(case["request"].as_str().unwrap()));
        let settings = read_json(&dir.join(case["settings"].as_str().unwrap()));
        let payload =
            serde_json::to_vec(&json!({"request": request, "settings": settings})).unwrap();
        // A SparkApplication is the spark-applications module's; pods the spark-pods module's.
        let policy = match request["kind"]["kind"].as_str() {
            Some(kind) if kind.ends_with("SparkApplication") => applications(),
            _ => policy(),
        };
        // policy-server validates the settings before it serves the policy (kwctl run too).
        let valid: Value = serde_json::from_slice(
            &policy
                .call("validate_settings", &serde_json::to_vec(&settings).unwrap())
                .unwrap(),
        )
        .unwrap();
        assert_eq!(valid, json!({"valid": true}), "{name}");
        let out = policy.call("validate", &payload).unwrap();
        let got = admission_response(&request, &serde_json::from_slice(&out).unwrap());
        let path = dir.join(case["response"].as_str().unwrap());
        if update {
            let mut text = serde_json::to_string_pretty(&got).unwrap();
            text.push('\n');
            std::fs::write(&path, text).unwrap();
            continue;
        }
        let expected = read_json(&path);
        if got != expected {
            failures.push(format!(
                "{name} ({}):\n  got      {}\n  expected {}",
                path.display(),
                readable(&got),
                readable(&expected)
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{}\n(UPDATE_TEST_DATA=1 writes the responses)",
        failures.join("\n")
    );
}

/// The scenario, spelled out: Spark labels an executor created before the policy was
/// installed (so without the `cost-center` label a rule requires); the UPDATE only adds that
/// label. Allowed, with a warning naming the rule and saying the violation predates it.
#[test]
fn an_update_that_only_adds_a_label_to_an_old_executor_is_allowed_with_a_warning() {
    let dir = test_data();
    let request = read_json(&dir.join("executor-update-decommission-label.json"));
    let (old, new) = (&request["oldObject"], &request["object"]);
    let mut labelled = old.clone();
    labelled["metadata"]["labels"]["spark-decommissioning"] = json!("true");
    assert_eq!(new, &labelled, "the update only adds a label");
    assert!(old["metadata"]["labels"].get("cost-center").is_none());
    let settings = read_json(&workspace().join("admission-wasm/examples/settings.json"));
    let payload = serde_json::to_vec(&json!({"request": request, "settings": settings})).unwrap();
    let r: Value = serde_json::from_slice(&policy().call("validate", &payload).unwrap()).unwrap();
    assert_eq!(
        r,
        json!({"accepted": true, "warnings": [
            "[cost-center] pod spark-jobs/spark-pi-000004abcdef0123-exec-1: required label cost-center is missing: set spark.kubernetes.executor.label.cost-center (predates this update, so it does not reject it)"
        ]})
    );
}
