//! `privileged` (`policy/check_privileged.go`).

use k8s_openapi::api::core::v1::Pod;

use super::helpers::named;
use super::visitor::{bad_containers, spec};

pub(super) fn privileged(pod: &Pod) -> Option<(String, String)> {
    let bad = bad_containers(spec(pod)?, |c| {
        c.sc.and_then(|s| s.privileged) == Some(true)
    });
    (!bad.is_empty()).then(|| {
        (
            "privileged".into(),
            format!(
                "{} must not set securityContext.privileged=true",
                named(&bad)
            ),
        )
    })
}
