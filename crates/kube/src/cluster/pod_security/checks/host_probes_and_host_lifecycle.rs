//! `hostProbesAndHostLifecycle` (`policy/check_hostProbesAndhostLifecycle.go`).

use std::collections::BTreeSet;

use k8s_openapi::api::core::v1::{LifecycleHandler, Pod, Probe};

use super::helpers::{sorted, uses};
use super::visitor::{containers, spec};

pub(super) fn host_probes_and_lifecycle(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let probe_hosts = |p: Option<&Probe>| {
        let p = p?;
        let http = p.http_get.as_ref().and_then(|h| h.host.clone());
        let tcp = p.tcp_socket.as_ref().and_then(|t| t.host.clone());
        Some([http, tcp])
    };
    let handler_hosts = |h: Option<&LifecycleHandler>| {
        let h = h?;
        let http = h.http_get.as_ref().and_then(|g| g.host.clone());
        let tcp = h.tcp_socket.as_ref().and_then(|t| t.host.clone());
        Some([http, tcp])
    };
    let (mut names, mut hosts) = (BTreeSet::new(), BTreeSet::new());
    for c in containers(s) {
        let handlers = [
            c.lifecycle.and_then(|l| l.post_start.as_ref()),
            c.lifecycle.and_then(|l| l.pre_stop.as_ref()),
        ];
        let found: Vec<String> = c
            .probes
            .iter()
            .filter_map(|p| probe_hosts(*p))
            .chain(handlers.iter().filter_map(|h| handler_hosts(*h)))
            .flatten()
            .flatten()
            .filter(|h| !h.is_empty())
            .collect();
        if !found.is_empty() {
            names.insert(c.name.to_string());
            hosts.extend(found);
        }
    }
    (!names.is_empty()).then(|| {
        (
            "probe or lifecycle host".into(),
            uses(
                ("container", "containers"),
                &sorted(names),
                ("probe or lifecycle host", "probe or lifecycle hosts"),
                &sorted(hosts),
            ),
        )
    })
}
