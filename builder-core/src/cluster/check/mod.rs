//! `check --cluster`: the rendered pods and claims taken through what the namespace's admission
//! chain does to them, in the API server's order, each finding on the Spark key that sets the
//! value (with its line): its pod defaulting, LimitRanger (`limit_ranges.rs`), Pod Security
//! (`pod_security.rs`), then ResourceQuota over every object of the application in the order
//! Spark creates them (`quotas.rs`); where the scratch space lands (`storage.rs`); then the
//! scheduler and the profile's nodes (`node_fit.rs`).

mod keys;
mod limit_ranges;
mod node_fit;
mod pod_security;
mod quotas;
mod storage;

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::Pod;

use super::limit_range::{Filled, LimitRanges};
use super::pod_security::NamespacePolicy;
use super::profile::ClusterProfile;
use crate::builder::{Rendered, Submission};
use crate::conf::registry;
use crate::diagnostics::Diagnostic;
use crate::kconf::Role;

pub use node_fit::NodeFitOutcome;
pub use pod_security::{PodSecurityOutcome, PodVerdicts};
pub use quotas::QuotaOutcome;

/// A rendered pod as the scheduler will see it, and what the namespace's LimitRanges set in it.
#[derive(Debug, Clone)]
pub struct AdmittedPod {
    pub role: Role,
    pub pod: Pod,
    /// The name of its Spark container (the others come from a pod template).
    pub spark_container: String,
    pub filled: Vec<Filled>,
}

/// What `check --cluster` finds, and the pods it found it on.
#[derive(Debug, Clone)]
pub struct ClusterCheck {
    pub namespace: String,
    pub driver: Option<AdmittedPod>,
    pub executor: Option<AdmittedPod>,
    pub quota: QuotaOutcome,
    pub pod_security: PodSecurityOutcome,
    pub node_fit: NodeFitOutcome,
    pub diagnostics: Vec<Diagnostic>,
}

/// Whether to work out executor sizes that pack the nodes better: each renders the executor
/// again at candidate heaps (~15 renders), too slow to do on every keystroke.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Suggestions {
    Compute,
    Skip,
}

/// A mutating admission webhook, such as the kubeflow spark-operator's pod webhook. The API
/// server calls it after its built-in mutations (its defaulting, LimitRanger's defaults: the
/// recommended plugin order puts LimitRanger before `MutatingAdmissionWebhook`) and before any
/// validation (LimitRanger's checks, Pod Security, ResourceQuota), so what it adds (side-cars,
/// init containers) gets no LimitRange defaults but is held to the LimitRange's bounds.
pub trait MutatingWebhook {
    /// The pod as the webhook returns it, or why the API server then refuses it.
    fn mutate(&self, role: Role, pod: Pod) -> Result<Pod, String>;
}

/// Takes the rendered driver (as submitted) and executors through the namespace's admission
/// and onto the profile's nodes. `lines` maps conf keys to their line, for the diagnostics.
pub fn check(
    sub: &Submission,
    lines: &BTreeMap<String, u32>,
    rendered: &Rendered,
    profile: &ClusterProfile,
    suggestions: Suggestions,
) -> ClusterCheck {
    check_with(sub, lines, rendered, None, profile, suggestions)
}

/// [`check`], with a mutating `webhook` in the admission chain.
pub fn check_with(
    sub: &Submission,
    lines: &BTreeMap<String, u32>,
    rendered: &Rendered,
    webhook: Option<&dyn MutatingWebhook>,
    profile: &ClusterProfile,
    suggestions: Suggestions,
) -> ClusterCheck {
    let namespace = sub
        .conf_value(registry::NAMESPACE.key)
        .unwrap_or("default")
        .to_string();
    let rules = profile.for_namespace(&namespace);
    let ranges = LimitRanges(&rules.limit_ranges);
    let sources = keys::KeySources { sub };
    let mut out = Vec::new();
    let (driver, executor) =
        limit_ranges::admit_pods(&sources, rendered, webhook, ranges, &mut out);
    limit_ranges::check_claims(&sources, rendered, ranges, &mut out);
    let policy = rules.namespace.map(|n| {
        NamespacePolicy::from_labels(n.metadata.labels.as_ref().unwrap_or(&BTreeMap::new()))
    });
    let admitted: Vec<&AdmittedPod> = driver.iter().chain(executor.iter()).collect();
    let pod_security = pod_security::check_pods(&sources, policy, &admitted, &mut out);
    let quota = quotas::charge(
        &sources,
        rendered,
        (driver.as_ref(), executor.as_ref()),
        &rules.resource_quotas,
        &mut out,
    );
    let executor_resources = rendered
        .executor
        .as_ref()
        .map_or(&[][..], |e| &e.resources[..]);
    storage::check_storage(&sources, &admitted, executor_resources, &mut out);
    let node_fit = node_fit::check_nodes(
        &sources,
        profile,
        (driver.as_ref(), executor.as_ref()),
        suggestions == Suggestions::Compute,
        &mut out,
    );
    for d in &mut out {
        d.line = d.key.as_ref().and_then(|k| lines.get(k)).copied();
    }
    ClusterCheck {
        namespace,
        driver,
        executor,
        quota,
        pod_security,
        node_fit,
        diagnostics: out,
    }
}

#[cfg(test)]
mod tests;
