//! `check --cluster`: the rendered pods and claims taken through what the namespace's admission
//! chain does to them, in the API server's order, each finding on the Spark key that sets the
//! value (with its line), or on the resource field a value an operator's webhook wrote came
//! from: its pod defaulting, LimitRanger (`limit_ranges.rs`), Pod Security
//! (`pod_security.rs`), then ResourceQuota over every object of the application in the order
//! Spark creates them (`quotas.rs`); where the scratch space lands (`storage.rs`); then the
//! scheduler and the profile's nodes (`node_fit.rs`).
//!
//! ```
//! use builder_core::{Case, CaseOptions, DeterministicIds, TemplateReader, UserSteps};
//! use sparkpods_cluster::{Suggestions, check};
//! use sparkpods_kube::cluster::profile::ClusterProfile;
//!
//! let conf = "\
//! spark.app.name spark-pi
//! spark.kubernetes.container.image apache/spark:3.5.5
//! spark.kubernetes.namespace spark
//! spark.executor.memory 8g
//! ";
//! let case = Case::parse("spark.conf", conf, None, CaseOptions::default(), &[])?;
//! let steps = UserSteps::default();
//! let sub = case.submission(&steps, TemplateReader::BUILT_IN);
//! let rendered = builder_core::render(&sub, &mut DeterministicIds::default());
//! assert!(rendered.error.is_none());
//! let profile = ClusterProfile::read(
//!     "apiVersion: v1\nkind: Namespace\nmetadata: {name: spark}\n---\n\
//!      apiVersion: v1\nkind: LimitRange\nmetadata: {name: caps, namespace: spark}\n\
//!      spec: {limits: [{type: Container, max: {memory: 4Gi}}]}\n",
//! )?;
//! let checked = check(&sub, &case.lines, &rendered, &profile, Suggestions::Skip);
//! // LimitRanger refuses the executor pod, on the key that sized it and its line.
//! let refusal = checked.diagnostics.iter().find(|d| d.rule.id == "limit-range").unwrap();
//! assert_eq!(refusal.key.as_deref(), Some("spark.executor.memory"));
//! assert_eq!(refusal.line, Some(4));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![deny(missing_docs)]

mod keys;
mod limit_ranges;
mod node_fit;
mod pod_security;
mod quotas;
pub mod rules;
mod storage;

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::Pod;

use builder_core::Diagnostic;
use builder_core::Role;
use builder_core::registry;
use builder_core::{Rendered, Submission};
use sparkpods_kube::cluster::limit_range::{Filled, LimitRanges};
use sparkpods_kube::cluster::pod_security::NamespacePolicy;
use sparkpods_kube::cluster::profile::ClusterProfile;
use sparkpods_kube::{Bound, pointer_token};

pub use node_fit::NodeFitOutcome;
pub use pod_security::{PodSecurityOutcome, PodVerdicts};
pub use quotas::QuotaOutcome;

/// A rendered pod as the scheduler will see it, and what the namespace's LimitRanges set in it.
#[derive(Debug, Clone)]
pub struct AdmittedPod {
    /// Whether it is the driver or an executor.
    pub role: Role,
    /// The pod after the API server's defaulting, LimitRanger's defaults and the mutating
    /// webhook (if any), as ResourceQuota and the scheduler get it.
    pub pod: Pod,
    /// The name of its Spark container (the others come from a pod template).
    pub spark_container: String,
    /// The requests and limits LimitRanger's defaults set in it (`PodMutateLimitFunc`), less
    /// those the webhook then replaced.
    pub filled: Vec<Filled>,
    /// What a mutating webhook wrote in it.
    pub webhook_writes: Vec<WebhookWrite>,
    /// Where that webhook's resource fields would write, given ([`Mutated::reaches`]).
    pub webhook_reaches: Vec<WebhookWrite>,
}

impl AdmittedPod {
    /// The resource field behind the pod field at `pointer` (a JSON pointer) when a webhook
    /// wrote it or a field above it (a whole side-car, a whole securityContext).
    pub fn webhook_field(&self, pointer: &str) -> Option<&str> {
        self.last_write(|written| at_or_inside(pointer, written))
    }

    /// The resource field behind a pod field the webhook wrote at `pointer` or inside it (one
    /// key of the node selector, for `/spec/nodeSelector`).
    pub fn webhook_field_within(&self, pointer: &str) -> Option<&str> {
        self.last_write(|written| at_or_inside(written, pointer))
    }

    /// The resource field a webhook would write the pod field at `pointer` from (or a field
    /// above it), given: where to set a value nobody set.
    pub fn webhook_reach(&self, pointer: &str) -> Option<&str> {
        self.webhook_reaches
            .iter()
            .find(|w| at_or_inside(pointer, &w.pointer))
            .map(|w| w.field.as_str())
    }

    /// The field of the last write at a pointer `matches` takes (the last one is what stays).
    fn last_write(&self, matches: impl Fn(&str) -> bool) -> Option<&str> {
        self.webhook_writes
            .iter()
            .rev()
            .find(|w| matches(&w.pointer))
            .map(|w| w.field.as_str())
    }

    /// The resource field behind `resource`'s `bound` of container `container` when a webhook
    /// wrote it (or the whole container).
    pub fn resource_webhook_field(
        &self,
        container: &str,
        resource: &str,
        bound: Bound,
    ) -> Option<&str> {
        let c = self.container_pointer(container)?;
        self.webhook_field(&format!(
            "{c}/resources/{}/{}",
            bound.member(),
            pointer_token(resource)
        ))
    }

    /// The resource field behind container `name` when a webhook added it (a side-car).
    pub fn container_webhook_field(&self, name: &str) -> Option<&str> {
        self.webhook_field(&self.container_pointer(name)?)
    }

    /// The JSON pointer of the container (or init container) named `name`.
    pub fn container_pointer(&self, name: &str) -> Option<String> {
        let spec = self.pod.spec.as_ref()?;
        if let Some(i) = spec.containers.iter().position(|c| c.name == name) {
            return Some(format!("/spec/containers/{i}"));
        }
        let init = spec.init_containers.as_deref().unwrap_or_default();
        let i = init.iter().position(|c| c.name == name)?;
        Some(format!("/spec/initContainers/{i}"))
    }
}

/// Whether JSON pointer `pointer` is `ancestor` or a field inside it.
fn at_or_inside(pointer: &str, ancestor: &str) -> bool {
    pointer
        .strip_prefix(ancestor)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

/// What `check --cluster` finds, and the pods it found it on.
#[derive(Debug, Clone)]
pub struct ClusterCheck {
    /// The namespace the pods are created in (`spark.kubernetes.namespace`, else `default`),
    /// whose objects of the profile apply.
    pub namespace: String,
    /// The driver pod as admitted (the one spark-submit creates), when the render has one.
    pub driver: Option<AdmittedPod>,
    /// An executor pod as admitted (every executor's is alike), when the render has one.
    pub executor: Option<AdmittedPod>,
    /// What the namespace's ResourceQuotas let the application create.
    pub quota: QuotaOutcome,
    /// The pods' Pod Security verdicts, and the namespace's policy.
    pub pod_security: PodSecurityOutcome,
    /// How the pods fit the profile's nodes.
    pub node_fit: NodeFitOutcome,
    /// The findings of every step, in the admission chain's order, each with the line of its
    /// conf key.
    pub diagnostics: Vec<Diagnostic>,
}

/// Whether to work out executor sizes that pack the nodes better: each renders the executor
/// again at candidate heaps (~15 renders), too slow to do on every keystroke.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Suggestions {
    /// Work them out (`check --cluster`).
    Compute,
    /// Leave them out (the playground's Cluster tab, which checks on every keystroke).
    Skip,
}

/// A mutating admission webhook, such as the kubeflow spark-operator's pod webhook. The API
/// server calls it after its built-in mutations (its defaulting, LimitRanger's defaults: the
/// recommended plugin order puts LimitRanger before `MutatingAdmissionWebhook`) and before any
/// validation (LimitRanger's checks, Pod Security, ResourceQuota), so what it adds (side-cars,
/// init containers) gets no LimitRange defaults but is held to the LimitRange's bounds.
pub trait MutatingWebhook {
    /// The pod as the webhook returns it, or why the API server then refuses it.
    fn mutate(&self, role: Role, pod: Pod) -> Result<Mutated, String>;
}

/// A pod as a mutating webhook returns it.
pub struct Mutated {
    /// The pod with the webhook's patches applied.
    pub pod: Pod,
    /// What it wrote, so a finding about a value it set names the field to change.
    pub writes: Vec<WebhookWrite>,
    /// Where the resource's fields it reads would write, given (not written): so a finding about
    /// a value nobody set names the field to set it with.
    pub reaches: Vec<WebhookWrite>,
}

/// A pod field a webhook wrote (`/spec/containers/0/resources/limits/memory`, a JSON pointer)
/// and the field of the resource it wrote it from (`spec.executor.memoryLimit`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WebhookWrite {
    /// The pod field, a JSON pointer.
    pub pointer: String,
    /// The resource field behind it: the field a finding about the value names.
    pub field: String,
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
