//! `runAsNonRoot` (`policy/check_runAsNonRoot.go`).

use k8s_openapi::api::core::v1::Pod;

use super::helpers::{in_user_namespace, named};
use super::visitor::{containers, spec};

pub(super) fn run_as_non_root(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let mut setters = Vec::new();
    let mut pod_non_root = false;
    match s.security_context.as_ref().and_then(|c| c.run_as_non_root) {
        Some(false) => setters.push("pod".to_string()),
        Some(true) => pod_non_root = true,
        None => {}
    }
    let (mut explicit, mut implicit) = (Vec::new(), Vec::new());
    for c in containers(s) {
        match c.sc.and_then(|s| s.run_as_non_root) {
            Some(false) => explicit.push(c.name),
            Some(true) => {}
            None if !pod_non_root => implicit.push(c.name),
            None => {}
        }
    }
    if !explicit.is_empty() {
        setters.push(named(&explicit));
    }
    let reason = || "runAsNonRoot != true".to_string();
    if !setters.is_empty() {
        return Some((
            reason(),
            format!(
                "{} must not set securityContext.runAsNonRoot=false",
                setters.join(" and ")
            ),
        ));
    }
    (!implicit.is_empty()).then(|| {
        (
            reason(),
            format!(
                "pod or {} must set securityContext.runAsNonRoot=true",
                named(&implicit)
            ),
        )
    })
}

pub(super) fn run_as_non_root_1_35(pod: &Pod) -> Option<(String, String)> {
    if in_user_namespace(pod) {
        return None;
    }
    run_as_non_root(pod)
}
