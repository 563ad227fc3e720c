//! `hostNamespaces` (`policy/check_hostNamespaces.go`).

use k8s_openapi::api::core::v1::Pod;

use super::visitor::spec;

pub(super) fn host_namespaces(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let set: Vec<&str> = [
        (s.host_network, "hostNetwork=true"),
        (s.host_pid, "hostPID=true"),
        (s.host_ipc, "hostIPC=true"),
    ]
    .into_iter()
    .filter(|(v, _)| *v == Some(true))
    .map(|(_, t)| t)
    .collect();
    (!set.is_empty()).then(|| ("host namespaces".into(), set.join(", ")))
}
