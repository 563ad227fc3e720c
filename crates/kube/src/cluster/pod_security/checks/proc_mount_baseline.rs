//! `procMount` (`policy/check_procMount_baseline.go`); `procMount_restricted` reuses `proc_mount`.

use std::collections::BTreeSet;

use k8s_openapi::api::core::v1::Pod;

use super::helpers::{in_user_namespace, join_quote, named, sorted};
use super::visitor::{containers, spec};

pub(super) fn proc_mount(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let mut values = BTreeSet::new();
    let mut bad = Vec::new();
    for c in containers(s) {
        if let Some(m) = c.sc.and_then(|s| s.proc_mount.as_ref())
            && m != "Default"
        {
            bad.push(c.name);
            values.insert(m.clone());
        }
    }
    (!bad.is_empty()).then(|| {
        (
            "procMount".into(),
            format!(
                "{} must not set securityContext.procMount to {}",
                named(&bad),
                join_quote(&sorted(values))
            ),
        )
    })
}

pub(super) fn proc_mount_unless_user_namespace(pod: &Pod) -> Option<(String, String)> {
    if in_user_namespace(pod) {
        return None;
    }
    proc_mount(pod)
}
