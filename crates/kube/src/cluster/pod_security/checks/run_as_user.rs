//! `runAsUser` (`policy/check_runAsUser.go`).

use k8s_openapi::api::core::v1::Pod;

use super::helpers::{in_user_namespace, named};
use super::visitor::{bad_containers, spec};

pub(super) fn run_as_user(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let mut setters = Vec::new();
    if s.security_context.as_ref().and_then(|c| c.run_as_user) == Some(0) {
        setters.push("pod".to_string());
    }
    let bad = bad_containers(s, |c| c.sc.and_then(|s| s.run_as_user) == Some(0));
    if !bad.is_empty() {
        setters.push(named(&bad));
    }
    (!setters.is_empty()).then(|| {
        (
            "runAsUser=0".into(),
            format!("{} must not set runAsUser=0", setters.join(" and ")),
        )
    })
}

pub(super) fn run_as_user_1_35(pod: &Pod) -> Option<(String, String)> {
    if in_user_namespace(pod) {
        return None;
    }
    run_as_user(pod)
}
