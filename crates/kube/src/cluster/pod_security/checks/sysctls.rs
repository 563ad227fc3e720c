//! `sysctls` (`policy/check_sysctls.go`).

use k8s_openapi::api::core::v1::Pod;

use super::visitor::spec;

const SYSCTLS_1_0: [&str; 5] = [
    "kernel.shm_rmid_forced",
    "net.ipv4.ip_local_port_range",
    "net.ipv4.tcp_syncookies",
    "net.ipv4.ping_group_range",
    "net.ipv4.ip_unprivileged_port_start",
];

const SYSCTLS_1_27: [&str; 1] = ["net.ipv4.ip_local_reserved_ports"];

const SYSCTLS_1_29: [&str; 4] = [
    "net.ipv4.tcp_keepalive_time",
    "net.ipv4.tcp_fin_timeout",
    "net.ipv4.tcp_keepalive_intvl",
    "net.ipv4.tcp_keepalive_probes",
];

const SYSCTLS_1_32: [&str; 2] = ["net.ipv4.tcp_rmem", "net.ipv4.tcp_wmem"];

const SYSCTLS_1_37: [&str; 2] = [
    "net.ipv4.tcp_slow_start_after_idle",
    "net.ipv4.tcp_notsent_lowat",
];

fn sysctls(pod: &Pod, allowed: &[&[&str]]) -> Option<(String, String)> {
    let bad: Vec<&str> = spec(pod)?
        .security_context
        .as_ref()
        .and_then(|c| c.sysctls.as_ref())
        .into_iter()
        .flatten()
        .map(|s| s.name.as_str())
        .filter(|n| !allowed.iter().any(|list| list.contains(n)))
        .collect();
    (!bad.is_empty()).then(|| ("forbidden sysctls".into(), bad.join(", ")))
}

pub(super) fn sysctls_1_0(pod: &Pod) -> Option<(String, String)> {
    sysctls(pod, &[&SYSCTLS_1_0])
}

pub(super) fn sysctls_1_27(pod: &Pod) -> Option<(String, String)> {
    sysctls(pod, &[&SYSCTLS_1_0, &SYSCTLS_1_27])
}

pub(super) fn sysctls_1_29(pod: &Pod) -> Option<(String, String)> {
    sysctls(pod, &[&SYSCTLS_1_0, &SYSCTLS_1_27, &SYSCTLS_1_29])
}

pub(super) fn sysctls_1_32(pod: &Pod) -> Option<(String, String)> {
    sysctls(
        pod,
        &[&SYSCTLS_1_0, &SYSCTLS_1_27, &SYSCTLS_1_29, &SYSCTLS_1_32],
    )
}

pub(super) fn sysctls_1_37(pod: &Pod) -> Option<(String, String)> {
    sysctls(
        pod,
        &[
            &SYSCTLS_1_0,
            &SYSCTLS_1_27,
            &SYSCTLS_1_29,
            &SYSCTLS_1_32,
            &SYSCTLS_1_37,
        ],
    )
}
