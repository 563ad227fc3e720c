//! `check --cluster`: the rendered pods and claims taken through what the namespace's admission
//! chain does to them, each finding on the Spark key that sets the value (with its line).
//!
//! Order of the API server: its pod defaulting, LimitRanger's defaults, `ValidatePod` (a
//! request above a defaulted limit is a 422 before any admission check), LimitRanger's checks.

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::{PersistentVolumeClaim, Pod};

use super::api_defaults;
use super::limit_range::{Bound, Constraint, Filled, LimitRanges, Scope, Violation};
use super::profile::ClusterProfile;
use crate::builder::{Rendered, Submission};
use crate::conf::registry as keys;
use crate::diagnostics::{Diagnostic, Severity};
use crate::kconf::Role;
use crate::kube::Quantity;
use crate::resources::KubeResource;

/// A rendered pod as the scheduler will see it, and what the namespace's LimitRanges set in it.
#[derive(Debug, Clone)]
pub struct AdmittedPod {
    pub role: Role,
    pub pod: Pod,
    pub filled: Vec<Filled>,
}

/// What `check --cluster` finds, and the pods it found it on.
#[derive(Debug, Clone)]
pub struct ClusterCheck {
    pub namespace: String,
    pub driver: Option<AdmittedPod>,
    pub executor: Option<AdmittedPod>,
    pub diagnostics: Vec<Diagnostic>,
}

/// Takes the rendered driver (as submitted) and executor through the namespace's admission.
/// `lines` maps conf keys to their line, for the diagnostics.
pub fn check(
    sub: &Submission,
    lines: &BTreeMap<String, u32>,
    rendered: &Rendered,
    profile: &ClusterProfile,
) -> ClusterCheck {
    let namespace = sub
        .conf_value(keys::NAMESPACE.key)
        .unwrap_or("default")
        .to_string();
    let rules = profile.for_namespace(&namespace);
    let ranges = LimitRanges(&rules.limit_ranges);
    let mut out = Vec::new();
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
    let sources = KeySources { sub };
    let mut admit = |role: Role, pod: &Pod, spark_container: &str| {
        let mut pod = pod.clone();
        api_defaults::default_pod(&mut pod);
        let filled = ranges.apply_defaults(&mut pod);
        let name = pod.metadata.name.clone().unwrap_or_default();
        for f in &filled {
            out.push(filled_note(&sources, role, spark_container, f));
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
                    Some(fix(key, v)),
                ));
            }
        }
        AdmittedPod { role, pod, filled }
    };
    let driver = rendered
        .driver
        .as_ref()
        .map(|(spec, submitted)| admit(Role::Driver, &submitted.pod, &spec.pod.container.name));
    let executor = rendered
        .executor
        .as_ref()
        .map(|e| admit(Role::Executor, &e.pod.assembled(), &e.pod.container.name));
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
    for d in &mut out {
        d.line = d.key.as_ref().and_then(|k| lines.get(k)).copied();
    }
    ClusterCheck {
        namespace,
        driver,
        executor,
        diagnostics: out,
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

/// The conf key behind a resource of a Spark pod.
struct KeySources<'a> {
    sub: &'a Submission<'a>,
}

impl KeySources<'_> {
    /// The key that sets `resource`'s `bound` in the role's Spark container; for other
    /// containers and resources Spark has no key for, the role's pod template.
    fn key(&self, role: Role, spark_container: bool, resource: &str, bound: Bound) -> &'static str {
        let template = match role {
            Role::Driver => keys::DRIVER_POD_TEMPLATE_FILE.key,
            Role::Executor => keys::EXECUTOR_POD_TEMPLATE_FILE.key,
        };
        if !spark_container {
            return template;
        }
        let set = |k: &str| self.sub.conf_value(k).is_some();
        match (role, resource, bound) {
            (Role::Driver, "cpu", Bound::Limit) => keys::DRIVER_LIMIT_CORES.key,
            (Role::Executor, "cpu", Bound::Limit) => keys::EXECUTOR_LIMIT_CORES.key,
            (Role::Driver, "cpu", Bound::Request) if set(keys::DRIVER_REQUEST_CORES.key) => {
                keys::DRIVER_REQUEST_CORES.key
            }
            (Role::Driver, "cpu", Bound::Request) => keys::DRIVER_CORES.key,
            (Role::Executor, "cpu", Bound::Request) if set(keys::EXECUTOR_REQUEST_CORES.key) => {
                keys::EXECUTOR_REQUEST_CORES.key
            }
            (Role::Executor, "cpu", Bound::Request) => keys::EXECUTOR_CORES.key,
            (Role::Driver, "memory", _) => keys::DRIVER_MEMORY.key,
            (Role::Executor, "memory", _) => keys::EXECUTOR_MEMORY.key,
            _ => template,
        }
    }

    /// The `...persistentVolumeClaim.<name>.options.sizeLimit` key a claim's size came from.
    fn claim_size_key(&self, role: Role, pvc: &PersistentVolumeClaim) -> String {
        let prefix = match role {
            Role::Driver => keys::DRIVER_VOLUMES.key,
            Role::Executor => keys::EXECUTOR_VOLUMES.key,
        };
        let size = pvc
            .spec
            .as_ref()
            .and_then(|s| s.resources.as_ref())
            .and_then(|r| r.requests.as_ref())
            .and_then(|r| r.get("storage"))
            .and_then(|q| Quantity::parse(&q.0).ok());
        self.sub
            .conf
            .iter()
            .rev()
            .filter(|(k, _)| {
                k.starts_with(prefix)
                    && k.contains(".persistentVolumeClaim.")
                    && k.ends_with(".options.sizeLimit")
            })
            .find(|(_, v)| Quantity::parse(v).ok() == size)
            .map_or_else(|| prefix.to_string(), |(k, _)| k.clone())
    }
}

#[cfg(test)]
#[path = "check_tests.rs"]
mod tests;
