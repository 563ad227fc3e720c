//! `appArmorProfile` (`policy/check_appArmorProfile.go`).

use std::collections::BTreeSet;

use k8s_openapi::api::core::v1::Pod;

use super::helpers::{go_quote, join_quote, named, plural, sorted};
use super::visitor::{containers, spec};

pub(super) fn app_armor_profile(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let allowed = |t: &str| t == "RuntimeDefault" || t == "Localhost";
    let mut setters = Vec::new();
    let mut values = BTreeSet::new();
    if let Some(p) = s
        .security_context
        .as_ref()
        .and_then(|c| c.app_armor_profile.as_ref())
        && !allowed(&p.type_)
    {
        setters.push("pod".to_string());
        values.insert(p.type_.clone());
    }
    let mut bad = Vec::new();
    for c in containers(s) {
        if let Some(p) = c.sc.and_then(|s| s.app_armor_profile.as_ref())
            && !allowed(&p.type_)
        {
            bad.push(c.name);
            values.insert(p.type_.clone());
        }
    }
    if !bad.is_empty() {
        setters.push(named(&bad));
    }
    let mut annotations: Vec<String> = pod
        .metadata
        .annotations
        .iter()
        .flatten()
        .filter(|(k, v)| {
            k.starts_with("container.apparmor.security.beta.kubernetes.io/")
                && !(v.is_empty() || *v == "runtime/default" || v.starts_with("localhost/"))
        })
        .map(|(k, v)| format!("{k}={}", go_quote(v)))
        .collect();
    let mut list = sorted(values);
    if !annotations.is_empty() {
        sparkpods_sort::sort(&mut annotations);
        setters.push(plural("annotation", "annotations", annotations.len()).to_string());
        list.extend(annotations);
    }
    (!setters.is_empty()).then(|| {
        (
            plural(
                "forbidden AppArmor profile",
                "forbidden AppArmor profiles",
                list.len(),
            )
            .to_string(),
            format!(
                "{} must not set AppArmor profile type to {}",
                setters.join(" and "),
                join_quote(&list)
            ),
        )
    })
}
