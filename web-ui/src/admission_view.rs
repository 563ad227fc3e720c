//! The Admission tab: the previewed pods sent through the admission policy's own library
//! (`admission-wasm`, the code the Kubewarden module runs) as CREATE requests shaped like
//! policy-server's, with the verdict and the mutation as a YAML diff.

use admission_wasm::{CHECKS_POD_SECURITY, settings_response, validate_response};
use serde_json::{Value, json};

use crate::diff::{DiffLine, diff_lines};
use crate::preview::Preview;
use crate::yaml;

/// The policy's verdict on one pod.
#[derive(Debug, Clone, PartialEq)]
pub struct Verdict {
    pub role: &'static str,
    pub accepted: bool,
    pub message: Option<String>,
    pub warnings: Vec<String>,
    /// The mutation, when the policy changed the pod.
    pub diff: Option<Vec<DiffLine>>,
}

/// The result of the Admission tab.
#[derive(Debug, Clone, PartialEq)]
pub enum AdmissionView {
    /// The settings were refused by `validate_settings` (as Kubewarden would refuse to load
    /// the policy).
    BadSettings(String),
    Verdicts(Vec<Verdict>),
}

/// Example settings shown when the user has none: a node pool, a label, and size limits.
pub const DEFAULT_SETTINGS: &str = r#"{
  "mode": "both",
  "sparkConf": {
    "spark.kubernetes.node.selector.node-pool": "spark",
    "spark.kubernetes.executor.label.cost-center": "data-platform",
    "spark.kubernetes.driver.label.cost-center": "data-platform"
  },
  "rules": [
    { "name": "executor-size", "roles": ["executor"], "maxMemory": "16Gi", "maxCpu": "4" },
    { "name": "driver-size", "roles": ["driver"], "maxMemory": "8Gi", "maxCpu": "2" },
    { "name": "limits", "requireLimits": ["memory"] },
    { "name": "no-host-path", "forbiddenVolumeTypes": ["hostPath"] }
  ]
}"#;

/// Run the policy on the preview's pods.
pub fn evaluate(settings_text: &str, preview: &Preview) -> AdmissionView {
    let text = if settings_text.trim().is_empty() {
        "null"
    } else {
        settings_text
    };
    let settings: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => return AdmissionView::BadSettings(format!("settings are not valid JSON: {e}")),
    };
    let check = settings_response(text.as_bytes());
    if !check.valid {
        return AdmissionView::BadSettings(
            check
                .message
                .unwrap_or_else(|| "the policy refused its settings".to_string()),
        );
    }
    let pods = [
        ("driver", preview.driver_pod.as_ref()),
        ("executor", preview.executor_pod.as_ref()),
    ];
    // The playground links the policy without its Pod Security checks (they would double
    // the first load): say so rather than pass pods the policy would refuse.
    let unchecked = !CHECKS_POD_SECURITY
        && settings
            .get("rules")
            .and_then(Value::as_array)
            .is_some_and(|rules| rules.iter().any(|r| r.get("podSecurity").is_some()));
    AdmissionView::Verdicts(
        pods.into_iter()
            .filter_map(|(role, pod)| pod.map(|p| verdict(role, p, &settings)))
            .map(|mut v| {
                if unchecked {
                    v.warnings.push(POD_SECURITY_NOT_HERE.to_string());
                }
                v
            })
            .collect(),
    )
}

/// Why a `podSecurity` rule judges nothing in this tab.
pub const POD_SECURITY_NOT_HERE: &str = "podSecurity is not checked here: the policy module checks it, and the Cluster tab shows each pod's Pod Security verdict";

/// The request policy-server sends for a pod CREATE.
pub fn create_request(pod: &Value, settings: &Value) -> Value {
    let namespace = pod
        .pointer("/metadata/namespace")
        .and_then(Value::as_str)
        .unwrap_or("default");
    let name = pod
        .pointer("/metadata/name")
        .and_then(Value::as_str)
        .unwrap_or("");
    json!({
        "settings": settings,
        "request": {
            "uid": "00000000-0000-0000-0000-000000000000",
            "kind": {"group": "", "version": "v1", "kind": "Pod"},
            "resource": {"group": "", "version": "v1", "resource": "pods"},
            "requestKind": {"group": "", "version": "v1", "kind": "Pod"},
            "requestResource": {"group": "", "version": "v1", "resource": "pods"},
            "name": name,
            "namespace": namespace,
            "operation": "CREATE",
            "userInfo": {"username": "system:serviceaccount:spark:spark", "groups": ["system:authenticated"]},
            "object": pod,
            "dryRun": false,
            "options": {"kind": "CreateOptions", "apiVersion": "meta.k8s.io/v1"}
        }
    })
}

fn verdict(role: &'static str, pod: &Value, settings: &Value) -> Verdict {
    let request = create_request(pod, settings);
    let payload = serde_json::to_vec(&request).unwrap_or_default();
    let r = validate_response(&payload);
    let diff = r.mutated_object.as_ref().map(|m| {
        let before = yaml::to_text(&yaml::documents(&[pod]));
        let after = yaml::to_text(&yaml::documents(&[m]));
        diff_lines(&before, &after)
    });
    Verdict {
        role,
        accepted: r.accepted,
        message: r.message,
        warnings: r.warnings.unwrap_or_default(),
        diff,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::tests::preview_of as preview;

    fn verdicts(v: AdmissionView) -> Vec<Verdict> {
        match v {
            AdmissionView::Verdicts(v) => v,
            AdmissionView::BadSettings(m) => panic!("settings refused: {m}"),
        }
    }

    /// The playground's build leaves the Pod Security checks out and says so; a build with them
    /// (the workspace's tests unify features) refuses Spark's pods at restricted.
    #[test]
    fn a_pod_security_rule_is_checked_or_said_to_be_left_out() {
        let settings = r#"{"rules": [{"name": "pss", "podSecurity": "restricted"}]}"#;
        for v in verdicts(evaluate(settings, &preview(""))) {
            if CHECKS_POD_SECURITY {
                assert!(!v.accepted, "{v:?}");
                assert!(v.message.unwrap().contains("violates PodSecurity"));
            } else {
                assert!(v.accepted, "{v:?}");
                assert!(v.warnings.contains(&POD_SECURITY_NOT_HERE.to_string()));
            }
        }
    }

    #[test]
    fn default_settings_mutate_and_accept_a_default_job() {
        let v = verdicts(evaluate(DEFAULT_SETTINGS, &preview("")));
        assert_eq!(v.len(), 2);
        for verdict in &v {
            assert!(verdict.accepted, "{verdict:?}");
            let diff = verdict.diff.as_ref().expect("mutated");
            assert!(
                diff.iter()
                    .any(|l| matches!(l, DiffLine::Added(s) if s.contains("node-pool: spark"))),
                "{diff:?}"
            );
        }
    }

    #[test]
    fn oversized_executor_is_rejected_naming_the_key() {
        let v = verdicts(evaluate(
            DEFAULT_SETTINGS,
            &preview("spark.executor.memory 28g\n"),
        ));
        let exec = v.iter().find(|v| v.role == "executor").unwrap();
        assert!(!exec.accepted);
        let msg = exec.message.as_deref().unwrap();
        assert!(msg.contains("spark.executor.memory"), "{msg}");
        assert!(v.iter().find(|v| v.role == "driver").unwrap().accepted);
    }

    #[test]
    fn bad_settings_are_reported_not_applied() {
        assert!(
            matches!(evaluate("{", &preview("")), AdmissionView::BadSettings(m) if m.contains("JSON"))
        );
        let submit_only = r#"{"sparkConf": {"spark.executor.memory": "4g"}}"#;
        assert!(
            matches!(evaluate(submit_only, &preview("")), AdmissionView::BadSettings(m) if m.contains("spark.executor.memory"))
        );
    }

    #[test]
    fn no_mutation_means_no_diff() {
        let v = verdicts(evaluate(r#"{"mode": "validate-only"}"#, &preview("")));
        assert!(v.iter().all(|v| v.diff.is_none()));
    }
}
