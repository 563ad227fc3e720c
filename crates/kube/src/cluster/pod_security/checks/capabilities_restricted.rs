//! `capabilities_restricted` (`policy/check_capabilities_restricted.go`).

use std::collections::BTreeSet;

use k8s_openapi::api::core::v1::Pod;

use super::helpers::{join_quote, named, sorted, windows};
use super::visitor::{containers, spec};

pub(super) fn capabilities_restricted(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let (mut missing_drop, mut adding) = (Vec::new(), Vec::new());
    let mut forbidden = BTreeSet::new();
    for c in containers(s) {
        let Some(caps) = c.sc.and_then(|s| s.capabilities.as_ref()) else {
            missing_drop.push(c.name);
            continue;
        };
        if !caps.drop.iter().flatten().any(|d| d == "ALL") {
            missing_drop.push(c.name);
        }
        let extra: Vec<String> = caps
            .add
            .iter()
            .flatten()
            .filter(|a| *a != "NET_BIND_SERVICE")
            .cloned()
            .collect();
        if !extra.is_empty() {
            adding.push(c.name);
            forbidden.extend(extra);
        }
    }
    let mut details = Vec::new();
    if !missing_drop.is_empty() {
        details.push(format!(
            "{} must set securityContext.capabilities.drop=[\"ALL\"]",
            named(&missing_drop)
        ));
    }
    if !adding.is_empty() {
        details.push(format!(
            "{} must not include {} in securityContext.capabilities.add",
            named(&adding),
            join_quote(&sorted(forbidden))
        ));
    }
    (!details.is_empty()).then(|| ("unrestricted capabilities".into(), details.join("; ")))
}

pub(super) fn capabilities_restricted_1_25(pod: &Pod) -> Option<(String, String)> {
    if windows(pod) {
        return None;
    }
    capabilities_restricted(pod)
}
