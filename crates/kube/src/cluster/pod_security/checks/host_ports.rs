//! `hostPorts` (`policy/check_hostPorts.go`).

use std::collections::BTreeSet;

use k8s_openapi::api::core::v1::Pod;

use super::helpers::{named, plural, sorted};
use super::visitor::{containers, spec};

pub(super) fn host_ports(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let mut ports = BTreeSet::new();
    let mut bad = Vec::new();
    for c in containers(s) {
        let used: Vec<String> = c
            .ports
            .iter()
            .filter_map(|p| p.host_port.filter(|h| *h != 0))
            .map(|h| h.to_string())
            .collect();
        if !used.is_empty() {
            bad.push(c.name);
            ports.extend(used);
        }
    }
    (!bad.is_empty()).then(|| {
        (
            "hostPort".into(),
            format!(
                "{} {} {} {}",
                named(&bad),
                plural("uses", "use", bad.len()),
                plural("hostPort", "hostPorts", ports.len()),
                sorted(ports).join(", ")
            ),
        )
    })
}
