//! `capabilities_baseline` (`policy/check_capabilities_baseline.go`).

use std::collections::BTreeSet;

use k8s_openapi::api::core::v1::{Capabilities, Pod};

use super::helpers::{join_quote, named, sorted};
use super::visitor::{VisitedContainer, containers, spec};

const DEFAULT_CAPABILITIES: [&str; 13] = [
    "AUDIT_WRITE",
    "CHOWN",
    "DAC_OVERRIDE",
    "FOWNER",
    "FSETID",
    "KILL",
    "MKNOD",
    "NET_BIND_SERVICE",
    "SETFCAP",
    "SETGID",
    "SETPCAP",
    "SETUID",
    "SYS_CHROOT",
];

fn added(c: &VisitedContainer) -> Vec<String> {
    c.sc.and_then(|s| s.capabilities.as_ref())
        .and_then(|c: &Capabilities| c.add.clone())
        .unwrap_or_default()
}

pub(super) fn capabilities_baseline(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let mut caps = BTreeSet::new();
    let mut bad = Vec::new();
    for c in containers(s) {
        let extra: Vec<String> = added(&c)
            .into_iter()
            .filter(|a| !DEFAULT_CAPABILITIES.contains(&a.as_str()))
            .collect();
        if !extra.is_empty() {
            bad.push(c.name);
            caps.extend(extra);
        }
    }
    (!bad.is_empty()).then(|| {
        (
            "non-default capabilities".into(),
            format!(
                "{} must not include {} in securityContext.capabilities.add",
                named(&bad),
                join_quote(&sorted(caps))
            ),
        )
    })
}
