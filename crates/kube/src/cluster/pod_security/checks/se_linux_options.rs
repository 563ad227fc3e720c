//! `seLinuxOptions` (`policy/check_seLinuxOptions.go`).

use std::collections::BTreeSet;

use k8s_openapi::api::core::v1::Pod;

use super::helpers::{join_quote, named, plural, sorted};
use super::visitor::{containers, spec};

fn se_linux_options(pod: &Pod, allowed: &[&str]) -> Option<(String, String)> {
    let s = spec(pod)?;
    let mut types = BTreeSet::new();
    let (mut user, mut role) = (false, false);
    let mut check = |o: &k8s_openapi::api::core::v1::SELinuxOptions| {
        let t = o.type_.as_deref().unwrap_or("");
        let mut ok = true;
        if !allowed.contains(&t) {
            ok = false;
            types.insert(t.to_string());
        }
        if o.user.as_deref().is_some_and(|u| !u.is_empty()) {
            ok = false;
            user = true;
        }
        if o.role.as_deref().is_some_and(|r| !r.is_empty()) {
            ok = false;
            role = true;
        }
        ok
    };
    let mut setters = Vec::new();
    if let Some(o) = s
        .security_context
        .as_ref()
        .and_then(|c| c.se_linux_options.as_ref())
        && !check(o)
    {
        setters.push("pod".to_string());
    }
    let mut bad = Vec::new();
    for c in containers(s) {
        if let Some(o) = c.sc.and_then(|s| s.se_linux_options.as_ref())
            && !check(o)
        {
            bad.push(c.name);
        }
    }
    if !bad.is_empty() {
        setters.push(named(&bad));
    }
    if setters.is_empty() {
        return None;
    }
    let mut data = Vec::new();
    if !types.is_empty() {
        let types = sorted(types);
        data.push(format!(
            "{} {}",
            plural("type", "types", types.len()),
            join_quote(&types)
        ));
    }
    if user {
        data.push("user may not be set".to_string());
    }
    if role {
        data.push("role may not be set".to_string());
    }
    Some((
        "seLinuxOptions".into(),
        format!(
            "{} set forbidden securityContext.seLinuxOptions: {}",
            setters.join(" and "),
            data.join("; ")
        ),
    ))
}

pub(super) fn se_linux_options_1_0(pod: &Pod) -> Option<(String, String)> {
    se_linux_options(
        pod,
        &["", "container_t", "container_init_t", "container_kvm_t"],
    )
}

pub(super) fn se_linux_options_1_31(pod: &Pod) -> Option<(String, String)> {
    se_linux_options(
        pod,
        &[
            "",
            "container_t",
            "container_init_t",
            "container_kvm_t",
            "container_engine_t",
        ],
    )
}
