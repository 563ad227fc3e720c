//! `allowPrivilegeEscalation` (`policy/check_allowPrivilegeEscalation.go`).

use k8s_openapi::api::core::v1::Pod;

use super::helpers::{named, windows};
use super::visitor::{bad_containers, spec};

pub(super) fn allow_privilege_escalation(pod: &Pod) -> Option<(String, String)> {
    let bad = bad_containers(spec(pod)?, |c| {
        c.sc.and_then(|s| s.allow_privilege_escalation) != Some(false)
    });
    (!bad.is_empty()).then(|| {
        (
            "allowPrivilegeEscalation != false".into(),
            format!(
                "{} must set securityContext.allowPrivilegeEscalation=false",
                named(&bad)
            ),
        )
    })
}

pub(super) fn allow_privilege_escalation_1_25(pod: &Pod) -> Option<(String, String)> {
    if windows(pod) {
        return None;
    }
    allow_privilege_escalation(pod)
}
