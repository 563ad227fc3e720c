//! The scheduler's filters that decide whether a pod can go to a node (kube-scheduler's
//! NodeUnschedulable, TaintToleration, NodeAffinity and NodeResourcesFit, in that order), with
//! the reasons its FailedScheduling events print (Kubernetes 1.35 and later).

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::{
    Node, NodeSelectorRequirement, NodeSelectorTerm, Pod, Taint, Toleration,
};

use super::pod_resources::{self, PodTotals, Resources};
use crate::Quantity;

/// What a pod asks of a node, as the scheduler counts it: cpu in milli-units, the rest in
/// units, every quantity rounded up (`MilliValue`, `Value`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Request {
    /// `cpu`, in millicores.
    pub milli_cpu: i64,
    /// `memory`, in bytes.
    pub memory: i64,
    /// `ephemeral-storage`, in bytes.
    pub ephemeral_storage: i64,
    /// Extended resources, hugepages and `*kubernetes.io/*` resources.
    pub scalars: BTreeMap<String, i64>,
}

impl Request {
    /// `computePodResourceRequest`: component-helpers' `PodRequests` (containers summed, init
    /// containers at their peak, sidecars added, pod-level resources, overhead).
    pub fn of_pod(pod: &Pod) -> Request {
        let (requests, _) = pod_resources::totals(pod, PodTotals::ComponentHelpers);
        Request::from_resources(&requests)
    }

    /// A resource list as the scheduler counts it (a node's allocatable, a pod's requests);
    /// names it does not count (`pods`, unknown native names) are left out.
    pub fn from_resources(r: &Resources) -> Request {
        let mut out = Request::default();
        for (k, q) in r {
            match k.as_str() {
                "cpu" => out.milli_cpu = q.milli_value(),
                "memory" => out.memory = q.value(),
                "ephemeral-storage" => out.ephemeral_storage = q.value(),
                name if is_scalar(name) => {
                    out.scalars.insert(k.clone(), q.value());
                }
                _ => {}
            }
        }
        out
    }

    fn is_zero(&self) -> bool {
        self.milli_cpu == 0
            && self.memory == 0
            && self.ephemeral_storage == 0
            && self.scalars.values().all(|v| *v == 0)
    }
}

/// Extended (`vendor/name`), hugepages and prefixed native resources: the scheduler's scalars.
fn is_scalar(name: &str) -> bool {
    name.contains('/') || name.starts_with("hugepages-")
}

/// A node as the scheduler sees it: what it can hold (`status.allocatable`; absent is 0) and
/// what is already on it.
#[derive(Debug, Clone, Default)]
pub struct NodeRoom {
    /// `status.allocatable`, as the scheduler counts it.
    pub allocatable: Request,
    /// `status.allocatable.pods`: how many pods the node runs at most.
    pub allowed_pods: i64,
    /// The sum of the requests of the pods on the node.
    pub requested: Request,
    /// How many pods are on the node.
    pub pods: i64,
}

impl NodeRoom {
    /// The node's allocatable, with no pod on it yet.
    pub fn of_node(node: &Node) -> NodeRoom {
        let allocatable = node
            .status
            .as_ref()
            .map(|s| pod_resources::typed(&s.allocatable))
            .unwrap_or_default();
        NodeRoom {
            allowed_pods: allocatable.get("pods").map_or(0, Quantity::value),
            allocatable: Request::from_resources(&allocatable),
            requested: Request::default(),
            pods: 0,
        }
    }

    /// Another pod placed on the node.
    pub fn place(&mut self, request: &Request) {
        self.place_many(request, 1);
    }

    /// `n` pods of `request` placed on the node.
    pub fn place_many(&mut self, request: &Request, n: u32) {
        let n = i64::from(n);
        self.requested.milli_cpu = self
            .requested
            .milli_cpu
            .saturating_add(request.milli_cpu.saturating_mul(n));
        self.requested.memory = self
            .requested
            .memory
            .saturating_add(request.memory.saturating_mul(n));
        self.requested.ephemeral_storage = self
            .requested
            .ephemeral_storage
            .saturating_add(request.ephemeral_storage.saturating_mul(n));
        for (k, v) in &request.scalars {
            let have = self.requested.scalars.entry(k.clone()).or_default();
            *have = have.saturating_add(v.saturating_mul(n));
        }
        self.pods = self.pods.saturating_add(n);
    }

    /// `fitsRequest`: every resource the pod is short of on this node, in the scheduler's order
    /// (empty: it fits).
    pub fn shortfalls(&self, r: &Request) -> Vec<String> {
        let mut out = Vec::new();
        if self.pods + 1 > self.allowed_pods {
            out.push("Too many pods".to_string());
        }
        if r.is_zero() {
            return out;
        }
        let (a, used) = (&self.allocatable, &self.requested);
        for (name, want, have, taken) in [
            ("cpu", r.milli_cpu, a.milli_cpu, used.milli_cpu),
            ("memory", r.memory, a.memory, used.memory),
            (
                "ephemeral-storage",
                r.ephemeral_storage,
                a.ephemeral_storage,
                used.ephemeral_storage,
            ),
        ] {
            if want > 0 && want > have.saturating_sub(taken) {
                out.push(format!("Insufficient {name}"));
            }
        }
        for (name, want) in &r.scalars {
            let have = a.scalars.get(name).copied().unwrap_or(0);
            let taken = used.scalars.get(name).copied().unwrap_or(0);
            if *want != 0 && *want > have.saturating_sub(taken) {
                out.push(format!("Insufficient {name}"));
            }
        }
        out
    }
}

/// The tolerations admission adds to every pod (`DefaultTolerationSeconds`).
pub fn admission_tolerations() -> Vec<Toleration> {
    [
        "node.kubernetes.io/not-ready",
        "node.kubernetes.io/unreachable",
    ]
    .into_iter()
    .map(|key| Toleration {
        key: Some(key.to_string()),
        operator: Some("Exists".to_string()),
        effect: Some("NoExecute".to_string()),
        toleration_seconds: Some(300),
        value: None,
    })
    .collect()
}

/// `ToleratesTaint` (comparison operators, behind a gate that is off by default, never match).
pub fn tolerates(t: &Toleration, taint: &Taint) -> bool {
    let effect = t.effect.as_deref().unwrap_or("");
    if !effect.is_empty() && effect != taint.effect {
        return false;
    }
    let key = t.key.as_deref().unwrap_or("");
    if !key.is_empty() && key != taint.key {
        return false;
    }
    match t.operator.as_deref().unwrap_or("") {
        "" | "Equal" => t.value.as_deref().unwrap_or("") == taint.value.as_deref().unwrap_or(""),
        "Exists" => true,
        _ => false,
    }
}

/// A pod as the scheduler's filters read it, prepared once for many nodes: its tolerations
/// with the ones admission adds, and its request.
#[derive(Debug, Clone)]
pub struct Candidate<'a> {
    /// The pod, whose node selector and affinity the filters read.
    pub pod: &'a Pod,
    tolerations: Vec<Toleration>,
    /// What it asks of a node ([`Request::of_pod`]).
    pub request: Request,
}

impl<'a> Candidate<'a> {
    /// Prepares `pod`: its tolerations, admission's added, and its request.
    pub fn new(pod: &'a Pod) -> Candidate<'a> {
        let mut tolerations: Vec<Toleration> = pod
            .spec
            .as_ref()
            .and_then(|s| s.tolerations.clone())
            .unwrap_or_default();
        tolerations.extend(admission_tolerations());
        Candidate {
            pod,
            tolerations,
            request: Request::of_pod(pod),
        }
    }

    /// Why the scheduler will not put the pod on `node` before looking at resources: the first
    /// failing filter of NodeUnschedulable, TaintToleration and NodeAffinity (`None`: it may).
    pub fn refused_by(&self, node: &Node) -> Option<&'static str> {
        let node_spec = node.spec.as_ref();
        let tolerated = |taint: &Taint| self.tolerations.iter().any(|t| tolerates(t, taint));
        if node_spec.and_then(|s| s.unschedulable) == Some(true) {
            let cordon = Taint {
                key: "node.kubernetes.io/unschedulable".into(),
                effect: "NoSchedule".into(),
                ..Default::default()
            };
            if !tolerated(&cordon) {
                return Some("node(s) were unschedulable");
            }
        }
        let untolerated = node_spec
            .and_then(|s| s.taints.as_ref())
            .into_iter()
            .flatten()
            .filter(|t| t.effect == "NoSchedule" || t.effect == "NoExecute")
            .any(|taint| !tolerated(taint));
        if untolerated {
            return Some("node(s) had untolerated taint(s)");
        }
        if !matches_node(self.pod, node) {
            return Some("node(s) didn't match Pod's node affinity/selector");
        }
        None
    }
}

/// [`Candidate::refused_by`] for one pod and node.
pub fn refuses(pod: &Pod, node: &Node) -> Option<&'static str> {
    Candidate::new(pod).refused_by(node)
}

/// `RequiredNodeAffinity.Match`: the node selector and the required node affinity terms.
pub fn matches_node(pod: &Pod, node: &Node) -> bool {
    let Some(spec) = pod.spec.as_ref() else {
        return true;
    };
    let empty = BTreeMap::new();
    let labels = node.metadata.labels.as_ref().unwrap_or(&empty);
    let selected = spec
        .node_selector
        .iter()
        .flatten()
        .all(|(k, v)| labels.get(k) == Some(v));
    if !selected {
        return false;
    }
    let required = spec
        .affinity
        .as_ref()
        .and_then(|a| a.node_affinity.as_ref())
        .and_then(|a| {
            a.required_during_scheduling_ignored_during_execution
                .as_ref()
        });
    let Some(required) = required else {
        return true;
    };
    let name = node.metadata.name.as_deref().unwrap_or("");
    required
        .node_selector_terms
        .iter()
        .any(|term| term_matches(term, labels, name))
}

/// One term: every expression and field requirement; an empty term, or one that does not
/// parse, matches nothing.
fn term_matches(term: &NodeSelectorTerm, labels: &BTreeMap<String, String>, name: &str) -> bool {
    let expressions = term.match_expressions.as_deref().unwrap_or(&[]);
    let fields = term.match_fields.as_deref().unwrap_or(&[]);
    if expressions.is_empty() && fields.is_empty() {
        return false;
    }
    let labels_match = expressions
        .iter()
        .all(|r| requirement(r).is_some_and(|m| m(labels.get(&r.key).map(String::as_str))));
    let fields_match = fields.iter().all(|r| {
        let one = r.values.as_deref().unwrap_or(&[]).len() == 1;
        let known = r.key == "metadata.name" && matches!(r.operator.as_str(), "In" | "NotIn");
        // Field requirements are skipped for a node without a name, as the scheduler does.
        one && known && (name.is_empty() || requirement(r).is_some_and(|m| m(Some(name))))
    });
    labels_match && fields_match
}

/// A requirement as a test of the label's value (`None`: the requirement does not parse).
fn requirement(r: &NodeSelectorRequirement) -> Option<impl Fn(Option<&str>) -> bool + '_> {
    let values = r.values.as_deref().unwrap_or(&[]);
    let int = |v: &str| v.parse::<i64>().ok();
    let valid = match r.operator.as_str() {
        "In" | "NotIn" => !values.is_empty(),
        "Exists" | "DoesNotExist" => values.is_empty(),
        "Gt" | "Lt" => values.len() == 1 && values.first().and_then(|v| int(v)).is_some(),
        _ => false,
    };
    valid.then_some(
        move |label: Option<&str>| match (r.operator.as_str(), label) {
            ("In", Some(v)) => values.iter().any(|x| x == v),
            ("NotIn", Some(v)) => !values.iter().any(|x| x == v),
            ("NotIn", None) | ("Exists", Some(_)) | ("DoesNotExist", None) => true,
            ("Gt", Some(v)) => {
                matches!((int(v), values.first().and_then(|x| int(x))), (Some(a), Some(b)) if a > b)
            }
            ("Lt", Some(v)) => {
                matches!((int(v), values.first().and_then(|x| int(x))), (Some(a), Some(b)) if a < b)
            }
            _ => false,
        },
    )
}

/// The FailedScheduling message for a pod no node takes: `0/N nodes are available: ` and each
/// reason with the number of nodes giving it, sorted as strings.
pub fn failed_scheduling(nodes: usize, reasons: &[String]) -> String {
    if nodes == 0 {
        return "no nodes available to schedule pods".to_string();
    }
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for r in reasons {
        *counts.entry(r.as_str()).or_default() += 1;
    }
    let mut entries: Vec<String> = counts.iter().map(|(r, n)| format!("{n} {r}")).collect();
    sparkpods_sort::sort(&mut entries);
    format!("0/{nodes} nodes are available: {}.", entries.join(", "))
}

#[cfg(test)]
#[path = "scheduling_tests.rs"]
mod tests;
