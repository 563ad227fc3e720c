//! The seccomp profiles both `seccompProfile` checks read (`policy/check_seccompProfile_*.go`).

use std::collections::BTreeSet;

use k8s_openapi::api::core::v1::PodSpec;

use super::helpers::{join_quote, named, sorted};
use super::visitor::containers;

fn valid_seccomp(t: &str) -> bool {
    t == "RuntimeDefault" || t == "Localhost"
}

/// The explicitly bad seccomp setters (pod, containers) and values, and the containers
/// that set no profile.
pub(super) fn seccomp_setters(s: &PodSpec) -> (Vec<String>, BTreeSet<String>, bool, Vec<&str>) {
    let mut setters = Vec::new();
    let mut values = BTreeSet::new();
    let mut pod_set = false;
    if let Some(p) = s
        .security_context
        .as_ref()
        .and_then(|c| c.seccomp_profile.as_ref())
    {
        if valid_seccomp(&p.type_) {
            pod_set = true;
        } else {
            setters.push("pod".to_string());
            values.insert(p.type_.clone());
        }
    }
    let (mut explicit, mut implicit) = (Vec::new(), Vec::new());
    for c in containers(s) {
        match c.sc.and_then(|s| s.seccomp_profile.as_ref()) {
            Some(p) if !valid_seccomp(&p.type_) => {
                explicit.push(c.name);
                values.insert(p.type_.clone());
            }
            Some(_) => {}
            None => implicit.push(c.name),
        }
    }
    if !explicit.is_empty() {
        setters.push(named(&explicit));
    }
    (setters, values, pod_set, implicit)
}

pub(super) fn seccomp_explicit(setters: &[String], values: BTreeSet<String>) -> (String, String) {
    (
        "seccompProfile".into(),
        format!(
            "{} must not set securityContext.seccompProfile.type to {}",
            setters.join(" and "),
            join_quote(&sorted(values))
        ),
    )
}
