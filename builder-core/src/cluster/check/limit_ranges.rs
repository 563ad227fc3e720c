//! The LimitRanger step of `check --cluster`: each pod through the API server's defaulting,
//! LimitRanger's defaults, the 422 a defaulted limit below Spark's request causes, and
//! LimitRanger's checks; each claim through its storage limits.

use k8s_openapi::api::core::v1::Pod;

use super::keys::KeySources;
use super::{AdmittedPod, MutatingWebhook};
use crate::builder::Rendered;
use crate::cluster::api_defaults;
use crate::cluster::limit_range::{Constraint, Filled, LimitRanges, Scope, Violation};
use crate::diagnostics::{Diagnostic, Severity};
use crate::kconf::Role;
use crate::kube::Bound;
use crate::resources::KubeResource;

/// The driver and executor as admitted (LimitRanger's defaults applied), and the findings.
pub fn admit_pods(
    sources: &KeySources,
    rendered: &Rendered,
    webhook: Option<&dyn MutatingWebhook>,
    ranges: LimitRanges,
    out: &mut Vec<Diagnostic>,
) -> (Option<AdmittedPod>, Option<AdmittedPod>) {
    for (resource, first, second) in ranges.competing_defaults() {
        out.push(Diagnostic::new(
            Severity::Warning,
            "limit-range-competing",
            None,
            format!(
                "LimitRanges {first} and {second} both default {resource}: the API server applies them in no fixed order, so either value may be used"
            ),
            Some("keep one default per resource in the namespace".to_string()),
        ));
    }
    let mut admit = |role: Role, pod: &Pod, spark_container: &str| {
        let mut pod = pod.clone();
        api_defaults::default_pod(&mut pod);
        let filled = ranges.apply_defaults(&mut pod);
        if let Some(webhook) = webhook {
            match webhook.mutate(role, pod.clone()) {
                Ok(mutated) => {
                    pod = mutated;
                    // What the webhook added is defaulted as the API server decodes it.
                    api_defaults::default_pod(&mut pod);
                }
                Err(reason) => out.push(Diagnostic::new(
                    Severity::Error,
                    "webhook-rejects",
                    None,
                    format!(
                        "a mutating webhook rejects the {} pod, so the API server does not create it: {reason}",
                        role.as_str()
                    ),
                    None,
                )),
            }
        }
        let name = pod.metadata.name.clone().unwrap_or_default();
        for f in &filled {
            out.push(filled_note(sources, role, spark_container, f));
        }
        let invalid = api_defaults::requests_above_limits(&pod);
        if !invalid.is_empty() {
            let message = api_defaults::invalid_message(&name, &invalid);
            for e in &invalid {
                let key = sources.key(
                    role,
                    e.container == spark_container,
                    &e.resource,
                    Bound::Limit,
                );
                let by = filled
                    .iter()
                    .find(|f| {
                        f.container == e.container
                            && f.resource == e.resource
                            && f.bound == Bound::Limit
                    })
                    .map(|f| format!(" (the limit is LimitRange {}'s default)", f.limit_range))
                    .unwrap_or_default();
                out.push(Diagnostic::new(
                    Severity::Error,
                    "pod-invalid",
                    Some(key.to_string()),
                    format!("the API server rejects the {} pod{by}: {message}", role.as_str()),
                    Some(format!(
                        "set {key} to at least the request ({}), so no default limit below it is used",
                        e.value
                    )),
                ));
            }
        }
        for refusal in ranges.validate(&pod) {
            let full = format!("pods \"{name}\" is forbidden: {}", refusal.message());
            for v in &refusal.violations {
                let spark = match &v.scope {
                    Scope::Container { name, .. } => name == spark_container,
                    Scope::Pod | Scope::Claim => true,
                };
                let key = sources.key(role, spark, &v.resource, v.bound);
                out.push(Diagnostic::new(
                    Severity::Error,
                    "limit-range",
                    Some(key.to_string()),
                    format!(
                        "LimitRange {} refuses the {} pod: {} (the API server: {full})",
                        refusal.limit_range,
                        role.as_str(),
                        v.message
                    ),
                    Some(fix(&key, v)),
                ));
            }
        }
        AdmittedPod {
            role,
            pod,
            spark_container: spark_container.to_string(),
            filled,
        }
    };
    let driver = rendered
        .driver
        .as_ref()
        .map(|(spec, submitted)| admit(Role::Driver, &submitted.pod, &spec.pod.container.name));
    let executor = rendered
        .executor
        .as_ref()
        .map(|e| admit(Role::Executor, &e.pod.assembled(), &e.pod.container.name));
    (driver, executor)
}

/// The claims Spark creates against the PersistentVolumeClaim items.
pub fn check_claims(
    sources: &KeySources,
    rendered: &Rendered,
    ranges: LimitRanges,
    out: &mut Vec<Diagnostic>,
) {
    let claims = rendered
        .driver
        .iter()
        .flat_map(|(_, s)| s.resources.iter().map(|r| (Role::Driver, r)))
        .chain(
            rendered
                .executor
                .iter()
                .flat_map(|e| e.resources.iter().map(|r| (Role::Executor, r))),
        );
    for (role, resource) in claims {
        let KubeResource::PersistentVolumeClaim(pvc) = resource else {
            continue;
        };
        for refusal in ranges.validate_claim(pvc) {
            let name = pvc.metadata.name.clone().unwrap_or_default();
            let key = sources.claim_size_key(role, pvc);
            for v in &refusal.violations {
                out.push(Diagnostic::new(
                    Severity::Error,
                    "limit-range",
                    Some(key.clone()),
                    format!(
                        "LimitRange {} refuses the {} claim {name}: {} (the API server: persistentvolumeclaims \"{name}\" is forbidden: {})",
                        refusal.limit_range,
                        role.as_str(),
                        v.message,
                        refusal.message()
                    ),
                    Some(fix(&key, v)),
                ));
            }
        }
    }
}

fn fix(key: &str, v: &Violation) -> String {
    let what = match v.bound {
        Bound::Request => "request",
        Bound::Limit => "limit",
    };
    match v.constraint {
        _ if v.missing => format!("set {key}: the LimitRange requires a {} {what}", v.resource),
        Constraint::Min => format!("raise {key} to the LimitRange's minimum or above"),
        Constraint::Max => format!("lower {key} to the LimitRange's maximum or below"),
        Constraint::Ratio => {
            format!("set {key} within the LimitRange's maxLimitRequestRatio of the request")
        }
    }
}

/// Info: a value the namespace, not the conf, sets.
fn filled_note(sources: &KeySources, role: Role, spark_container: &str, f: &Filled) -> Diagnostic {
    let spark = f.container == spark_container;
    let key = sources.key(role, spark, &f.resource, f.bound);
    let what = match f.bound {
        Bound::Request => "request",
        Bound::Limit => "limit",
    };
    let container = if spark {
        format!("the {} container", role.as_str())
    } else {
        format!("container {} of the {} pod", f.container, role.as_str())
    };
    Diagnostic::new(
        Severity::Info,
        "limit-range-default",
        Some(key.to_string()),
        format!(
            "LimitRange {} sets the {} {what} of {container} to {}: Spark sets none",
            f.limit_range, f.resource, f.value
        ),
        Some(format!("set {key} to choose it yourself")),
    )
}
