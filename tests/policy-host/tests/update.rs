#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]
//! UPDATE judged by what it changes, in the module as policy-server hosts it, for every kind of
//! check (`admission-wasm/tests/fixtures/rule-breakers.json`, shared with the native tests): an
//! executor that broke the rule before the policy was installed gets a label (Spark
//! decommissioning it): allowed, with a warning naming the rule and saying it predates the
//! update; the update that breaks the rule is rejected as a CREATE would be.

mod support;

use serde_json::{Value, json};
use support::{defaults_pod, policy, workspace};

fn patched(pod: &Value, patch: &Value) -> Value {
    let mut pod = pod.clone();
    let patch: json_patch::Patch = serde_json::from_value(patch.clone()).unwrap();
    json_patch::patch(&mut pod, &patch).unwrap();
    pod
}

/// One `validate` call: `old` is `None` for a CREATE.
fn call(settings: &Value, object: &Value, old: Option<&Value>) -> Value {
    let request = json!({
        "uid": "e2e-update", "kind": {"group": "", "version": "v1", "kind": "Pod"},
        "resource": {"group": "", "version": "v1", "resource": "pods"},
        "namespace": "spark-jobs", "operation": if old.is_some() { "UPDATE" } else { "CREATE" },
        "userInfo": {"username": "system:serviceaccount:spark-jobs:spark"},
        "object": object, "oldObject": old, "dryRun": false
    });
    let payload = serde_json::to_vec(&json!({"request": request, "settings": settings})).unwrap();
    serde_json::from_slice(&policy().call("validate", &payload).unwrap()).unwrap()
}

#[test]
fn every_rule_warns_for_what_predates_an_update_and_rejects_what_it_introduces() {
    let fixture: Value = serde_json::from_slice(
        &std::fs::read(workspace().join("admission-wasm/tests/fixtures/rule-breakers.json"))
            .unwrap(),
    )
    .unwrap();
    let clean = patched(&defaults_pod("executor"), &fixture["clean"]);
    let rules = fixture["rules"].as_array().unwrap();
    assert_eq!(rules.len(), 13);
    for case in rules {
        let mut rule = case["rule"].clone();
        rule["name"] = json!("r");
        let settings = json!({"rules": [rule]});
        let broken = patched(&clean, &case["break"]);
        assert_eq!(
            call(&settings, &clean, None),
            json!({"accepted": true}),
            "{rule}"
        );
        let created = call(&settings, &broken, None);
        assert_eq!(created["accepted"], false, "{rule}");
        let violation = created["message"].as_str().unwrap();
        assert!(
            violation.starts_with("[r] pod spark-jobs/spark-pi-000004abcdef0123-exec-1: "),
            "{violation}"
        );

        let mut decommissioned = broken.clone();
        decommissioned["metadata"]["labels"]["spark-decommissioning"] = json!("true");
        assert_eq!(
            call(&settings, &decommissioned, Some(&broken)),
            json!({"accepted": true, "warnings": [format!("{violation} (predates this update, so it does not reject it)")]}),
            "{rule}"
        );
        assert_eq!(
            call(&settings, &decommissioned, Some(&clean)),
            json!({"accepted": false, "message": violation}),
            "{rule}"
        );
    }
}
