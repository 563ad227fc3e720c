//! `seccompProfile_restricted` (`policy/check_seccompProfile_restricted.go`).

use k8s_openapi::api::core::v1::Pod;

use super::helpers::{named, windows};
use super::seccomp::{seccomp_explicit, seccomp_setters};
use super::visitor::spec;

pub(super) fn seccomp_restricted(pod: &Pod) -> Option<(String, String)> {
    let (setters, values, pod_set, implicit) = seccomp_setters(spec(pod)?);
    if !setters.is_empty() {
        return Some(seccomp_explicit(&setters, values));
    }
    (!pod_set && !implicit.is_empty()).then(|| {
        (
            "seccompProfile".into(),
            format!(
                "pod or {} must set securityContext.seccompProfile.type to \"RuntimeDefault\" or \"Localhost\"",
                named(&implicit)
            ),
        )
    })
}

pub(super) fn seccomp_restricted_1_25(pod: &Pod) -> Option<(String, String)> {
    if windows(pod) {
        return None;
    }
    seccomp_restricted(pod)
}
