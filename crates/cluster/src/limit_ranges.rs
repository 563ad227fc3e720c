//! The LimitRanger step of `check --cluster`: each pod through the API server's defaulting,
//! LimitRanger's defaults, the 422 a defaulted limit below Spark's request causes, and
//! LimitRanger's checks; each claim through its storage limits.

use crate::rules;
use k8s_openapi::api::core::v1::Pod;

use super::keys::{KeySources, Source};
use super::{AdmittedPod, MutatingWebhook, WebhookWrite};
use builder_core::Diagnostic;
use builder_core::Rendered;
use builder_core::Role;
use sparkpods_kube::Bound;
use sparkpods_kube::KubeObject;
use sparkpods_kube::cluster::api_defaults;
use sparkpods_kube::cluster::limit_range::{Constraint, Filled, LimitRanges, Scope, Violation};

/// The driver and executor as admitted (LimitRanger's defaults applied), and the findings.
pub fn admit_pods(
    sources: &KeySources,
    rendered: &Rendered,
    webhook: Option<&dyn MutatingWebhook>,
    ranges: LimitRanges,
    out: &mut Vec<Diagnostic>,
) -> (Option<AdmittedPod>, Option<AdmittedPod>) {
    for (resource, first, second) in ranges.competing_defaults() {
        out.push(Diagnostic::new(&rules::LIMIT_RANGE_COMPETING,
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
        let (mut webhook_writes, mut webhook_reaches) = (Vec::new(), Vec::new());
        if let Some(webhook) = webhook {
            match webhook.mutate(role, pod.clone()) {
                Ok(mutated) => {
                    let before = pod;
                    pod = mutated.pod;
                    // What the webhook added is defaulted as the API server decodes it.
                    api_defaults::default_pod(&mut pod);
                    webhook_writes = with_defaulted_requests(mutated.writes, &before, &pod);
                    webhook_reaches = mutated.reaches;
                }
                Err(reason) => out.push(Diagnostic::new(&rules::WEBHOOK_REJECTS,
                    None,
                    format!(
                        "a mutating webhook rejects the {} pod, so the API server does not create it: {reason}",
                        role.as_str()
                    ),
                    None,
                )),
            }
        }
        let mut admitted = AdmittedPod {
            role,
            pod,
            spark_container: spark_container.to_string(),
            filled,
            webhook_writes,
            webhook_reaches,
        };
        // A default the webhook then replaced is not what the pod gets.
        let kept = admitted
            .filled
            .iter()
            .filter(|f| {
                admitted
                    .resource_webhook_field(&f.container, &f.resource, f.bound)
                    .is_none()
            })
            .cloned()
            .collect();
        admitted.filled = kept;
        let name = admitted.pod.metadata.name.clone().unwrap_or_default();
        for f in &admitted.filled {
            out.push(filled_note(sources, &admitted, f));
        }
        let invalid = api_defaults::requests_above_limits(&admitted.pod);
        if !invalid.is_empty() {
            let message = api_defaults::invalid_message(&name, &invalid);
            for e in &invalid {
                let source = sources.resource(&admitted, &e.container, &e.resource, Bound::Limit);
                let by = admitted
                    .filled
                    .iter()
                    .find(|f| {
                        f.container == e.container
                            && f.resource == e.resource
                            && f.bound == Bound::Limit
                    })
                    .map(|f| format!(" (the limit is LimitRange {}'s default)", f.limit_range))
                    .unwrap_or_default();
                out.push(source.finding(
                    &rules::POD_INVALID,
                    format!(
                        "the API server rejects the {} pod{by}: {message}",
                        role.as_str()
                    ),
                    Some(format!(
                        "set {} to at least the request ({}), so no default limit below it is used",
                        source.name(),
                        e.value
                    )),
                ));
            }
        }
        for refusal in ranges.validate(&admitted.pod) {
            let full = format!("pods \"{name}\" is forbidden: {}", refusal.message());
            for v in &refusal.violations {
                let source = match &v.scope {
                    Scope::Container { name, .. } => {
                        sources.resource(&admitted, name, &v.resource, v.bound)
                    }
                    // A pod's total: the Spark container's value is the one to change.
                    Scope::Pod => {
                        sources.resource(&admitted, &admitted.spark_container, &v.resource, v.bound)
                    }
                    Scope::Claim => Source::Key(sources.key(role, true, &v.resource, v.bound)),
                };
                out.push(source.finding(
                    &rules::LIMIT_RANGE,
                    format!(
                        "LimitRange {} refuses the {} pod: {} (the API server: {full})",
                        refusal.limit_range,
                        role.as_str(),
                        v.message
                    ),
                    Some(fix(source.name(), v)),
                ));
            }
        }
        admitted
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

/// `writes` and the requests the API server's defaulting then copied from the limits the webhook
/// wrote (a GPU limit becomes its request too): those came from the same field.
fn with_defaulted_requests(
    mut writes: Vec<WebhookWrite>,
    before: &Pod,
    after: &Pod,
) -> Vec<WebhookWrite> {
    const LIMITS: &str = "/resources/limits/";
    // Most webhooks write no limit: no pod to serialize then (this runs on every keystroke of
    // the playground's Cluster tab).
    if !writes.iter().any(|w| w.pointer.contains(LIMITS)) {
        return writes;
    }
    let (Ok(before), Ok(after)) = (serde_json::to_value(before), serde_json::to_value(after))
    else {
        return writes;
    };
    let copied: Vec<WebhookWrite> = writes
        .iter()
        .filter_map(|w| {
            let (container, resource) = w.pointer.split_once(LIMITS)?;
            let request = format!("{container}/resources/requests/{resource}");
            (before.pointer(&request).is_none() && after.pointer(&request).is_some()).then(|| {
                WebhookWrite {
                    pointer: request,
                    field: w.field.clone(),
                }
            })
        })
        .collect();
    writes.extend(copied);
    writes
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
        let KubeObject::PersistentVolumeClaim(pvc) = resource else {
            continue;
        };
        for refusal in ranges.validate_claim(pvc) {
            let name = pvc.metadata.name.clone().unwrap_or_default();
            let key = sources.claim_size_key(role, pvc);
            for v in &refusal.violations {
                out.push(Diagnostic::new(&rules::LIMIT_RANGE,
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
fn filled_note(sources: &KeySources, pod: &AdmittedPod, f: &Filled) -> Diagnostic {
    let role = pod.role;
    let spark = f.container == pod.spark_container;
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
        &rules::LIMIT_RANGE_DEFAULT,
        Some(key.to_string()),
        format!(
            "LimitRange {} sets the {} {what} of {container} to {}: Spark sets none",
            f.limit_range, f.resource, f.value
        ),
        Some(format!("set {key} to choose it yourself")),
    )
}
