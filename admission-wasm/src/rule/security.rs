//! `forbidHostNetwork`, `forbidHostPID`, `forbidPrivileged`, `forbidPrivilegeEscalation`: fields
//! Spark sets no key for (except 4.x's `allowPrivilegeEscalation`), so the fix is the pod
//! template.

use super::Rule;
use super::pod::{PodView, is_true};

pub(super) fn forbid_host_network(rule: &Rule, pod: &PodView<'_>, out: &mut Vec<String>) {
    if rule.forbid_host_network && is_true(pod.spec("hostNetwork")) {
        out.push(format!(
            "hostNetwork: true is forbidden: remove it from {}",
            pod.template_key()
        ));
    }
}

pub(super) fn forbid_host_pid(rule: &Rule, pod: &PodView<'_>, out: &mut Vec<String>) {
    if rule.forbid_host_pid && is_true(pod.spec("hostPID")) {
        out.push(format!(
            "hostPID: true is forbidden: remove it from {}",
            pod.template_key()
        ));
    }
}

pub(super) fn forbid_privileged(rule: &Rule, pod: &PodView<'_>, out: &mut Vec<String>) {
    if !rule.forbid_privileged {
        return;
    }
    for c in pod
        .containers
        .iter()
        .filter(|c| c.security_flag("privileged"))
    {
        out.push(format!(
            "container {}: privileged: true is forbidden: remove it from {}",
            c.name,
            pod.template_key()
        ));
    }
}

pub(super) fn forbid_privilege_escalation(rule: &Rule, pod: &PodView<'_>, out: &mut Vec<String>) {
    if !rule.forbid_privilege_escalation {
        return;
    }
    let tmpl = pod.template_key();
    for c in pod
        .containers
        .iter()
        .filter(|c| c.security_flag("allowPrivilegeEscalation"))
    {
        let key = if c.is_spark {
            format!(
                "{} (Spark 4.x) or {tmpl}",
                pod.role().keys().allow_privilege_escalation.key
            )
        } else {
            tmpl.to_string()
        };
        out.push(format!(
            "container {}: allowPrivilegeEscalation: true is forbidden: set {key} to false",
            c.name
        ));
    }
}
