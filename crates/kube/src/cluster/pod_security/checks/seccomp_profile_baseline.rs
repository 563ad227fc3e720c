//! `seccompProfile_baseline` (`policy/check_seccompProfile_baseline.go`).

use std::collections::BTreeSet;

use k8s_openapi::api::core::v1::Pod;

use super::helpers::{go_quote, plural, sorted};
use super::seccomp::{seccomp_explicit, seccomp_setters};
use super::visitor::{containers, spec};

pub(super) fn seccomp_annotations(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let annotations = pod.metadata.annotations.as_ref();
    let valid =
        |v: &str| v == "runtime/default" || v == "docker/default" || v.starts_with("localhost/");
    let mut bad = BTreeSet::new();
    let mut check = |key: String| {
        if let Some(v) = annotations.and_then(|a| a.get(&key))
            && !valid(v)
        {
            bad.insert(format!("{key}={}", go_quote(v)));
        }
    };
    check("seccomp.security.alpha.kubernetes.io/pod".to_string());
    for c in containers(s) {
        check(format!(
            "container.seccomp.security.alpha.kubernetes.io/{}",
            c.name
        ));
    }
    (!bad.is_empty()).then(|| {
        (
            "seccompProfile".into(),
            format!(
                "forbidden {} {}",
                plural("annotation", "annotations", bad.len()),
                sorted(bad).join(", ")
            ),
        )
    })
}

pub(super) fn seccomp_baseline(pod: &Pod) -> Option<(String, String)> {
    let (setters, values, _, _) = seccomp_setters(spec(pod)?);
    (!setters.is_empty()).then(|| seccomp_explicit(&setters, values))
}
