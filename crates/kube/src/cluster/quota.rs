//! The ResourceQuota admission plugin and its evaluators (`apiserver
//! pkg/admission/plugin/resourcequota`, `pkg/quota/v1/evaluator/core`): what each object Spark
//! creates is charged, which quotas it is charged to, and the first refusal with the plugin's
//! message. Usage is recorded as each object is admitted, so the objects of one application
//! are taken in the order Spark creates them ([`Ledger::admit`]).
//!
//! The API server reads `status.hard` and `status.used`; a quota written by hand without a
//! status is taken with its `spec.hard` and nothing used ([`QuotaRules::synced`] says so). It
//! lists a namespace's quotas in no fixed order and names the first that refuses; here they
//! are taken in the profile's order.

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::{Pod, PodAffinityTerm, ResourceQuota, WeightedPodAffinityTerm};

use super::pod_resources::{self, PodTotals, Resources, container_resources, typed};
use crate::KubeObject;
use crate::Quantity;

/// What a scope selector selects on (`spec.scopes`, `spec.scopeSelector`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Pods with an `activeDeadlineSeconds` (of 0 or more).
    Terminating,
    /// Pods without an `activeDeadlineSeconds` (of 0 or more).
    NotTerminating,
    /// Pods of QoS class BestEffort: no cpu or memory request or limit.
    BestEffort,
    /// Pods of QoS class Burstable or Guaranteed.
    NotBestEffort,
    /// Pods by `priorityClassName`, tested with an [`Operator`] and values.
    PriorityClass,
    /// Pods with a pod affinity or anti-affinity term that names other namespaces
    /// (`namespaces` or `namespaceSelector`).
    CrossNamespacePodAffinity,
    /// Claims by `volumeAttributesClassName`; not evaluated here (it matches no pod).
    VolumeAttributesClass,
}

/// How a scope selector expression tests its scope (`ScopeSelectorOperator`); an entry of
/// `spec.scopes` is `Exists`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Operator {
    /// The pod's priority class is one of the values.
    In,
    /// The pod has no priority class, or one that is none of the values.
    NotIn,
    /// The pod is in the scope (for `PriorityClass`: it has a priority class).
    Exists,
    /// The pod has no priority class.
    DoesNotExist,
}

/// One scope a quota is limited to: an entry of `spec.scopes` or of
/// `spec.scopeSelector.matchExpressions` (`ScopedResourceSelectorRequirement`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScopeRequirement {
    /// `scopeName`: the scope tested.
    pub scope: Scope,
    /// `operator`: how it is tested.
    pub operator: Operator,
    /// `values`: the priority class names of `In` and `NotIn` (empty otherwise).
    pub values: Vec<String>,
}

/// A ResourceQuota of the profile, typed.
#[derive(Debug, Clone)]
pub struct QuotaRules {
    /// `metadata.name`, which the plugin's refusals name.
    pub name: String,
    /// `metadata.namespace`; `None` (a hand-written profile) is taken to be any namespace asked
    /// for.
    pub namespace: Option<String>,
    /// `status.hard` (`spec.hard` when not synced): the most the namespace may use of each
    /// resource the quota tracks.
    pub hard: Resources,
    /// `status.used`: what the namespace already uses of them (zero for each when not synced).
    pub used: Resources,
    /// The quota had a `status` (as `kubectl get` prints it); without one, `spec.hard` is its
    /// hard limits and nothing is used.
    pub synced: bool,
    /// `spec.scopes`, then `spec.scopeSelector.matchExpressions`: a pod is charged only when it
    /// matches every one; other objects only when there are none.
    pub scopes: Vec<ScopeRequirement>,
}

/// A ResourceQuota field that is not what the API server stores.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum QuotaError {
    /// A value of a resource list is not a quantity.
    #[error("{field}.{resource}: {value:?} is not a quantity ({error})")]
    Quantity {
        /// The list: `status.hard`, `status.used` or `spec.hard`.
        field: &'static str,
        /// The resource whose value it is (`requests.cpu`).
        resource: String,
        /// The text that is not a quantity.
        value: String,
        /// Why, as [`QuantityError`](crate::QuantityError) says it.
        error: String,
    },
    /// A scope name or selector operator the API server does not have.
    #[error("{field}: unsupported value {value:?}")]
    Selector {
        /// Where (`spec.scopes[0]`, `spec.scopeSelector.matchExpressions[1].operator`).
        field: String,
        /// The text given.
        value: String,
    },
}

impl QuotaRules {
    /// Types a ResourceQuota as the plugin reads it: `status.hard` and `status.used`, or
    /// `spec.hard` with nothing used when it has no status, and its scopes.
    pub fn read(q: &ResourceQuota) -> Result<QuotaRules, QuotaError> {
        let read = |field: &'static str, map| {
            strict(map).map_err(|(resource, value, error)| QuotaError::Quantity {
                field,
                resource,
                value,
                error,
            })
        };
        let status = q.status.as_ref();
        let status_hard = status.and_then(|s| s.hard.as_ref());
        let synced = status_hard.is_some();
        let hard = match status_hard {
            Some(h) => read("status.hard", Some(h))?,
            None => read("spec.hard", q.spec.as_ref().and_then(|s| s.hard.as_ref()))?,
        };
        let mut used = read("status.used", status.and_then(|s| s.used.as_ref()))?;
        if !synced {
            for k in hard.keys() {
                used.insert(k.clone(), Quantity::ZERO);
            }
        }
        let mut scopes = Vec::new();
        let spec = q.spec.as_ref();
        for (i, s) in spec
            .and_then(|s| s.scopes.as_ref())
            .into_iter()
            .flatten()
            .enumerate()
        {
            scopes.push(ScopeRequirement {
                scope: scope(s).ok_or_else(|| QuotaError::Selector {
                    field: format!("spec.scopes[{i}]"),
                    value: s.clone(),
                })?,
                operator: Operator::Exists,
                values: Vec::new(),
            });
        }
        let expressions = spec
            .and_then(|s| s.scope_selector.as_ref())
            .and_then(|s| s.match_expressions.as_ref());
        for (i, e) in expressions.into_iter().flatten().enumerate() {
            let at = format!("spec.scopeSelector.matchExpressions[{i}]");
            scopes.push(ScopeRequirement {
                scope: scope(&e.scope_name).ok_or_else(|| QuotaError::Selector {
                    field: format!("{at}.scopeName"),
                    value: e.scope_name.clone(),
                })?,
                operator: match e.operator.as_str() {
                    "In" => Operator::In,
                    "NotIn" => Operator::NotIn,
                    "Exists" => Operator::Exists,
                    "DoesNotExist" => Operator::DoesNotExist,
                    other => {
                        return Err(QuotaError::Selector {
                            field: format!("{at}.operator"),
                            value: other.to_string(),
                        });
                    }
                },
                values: e.values.clone().unwrap_or_default(),
            });
        }
        Ok(QuotaRules {
            name: q.metadata.name.clone().unwrap_or_default(),
            namespace: q.metadata.namespace.clone(),
            hard,
            used,
            synced,
            scopes,
        })
    }
}

fn scope(name: &str) -> Option<Scope> {
    Some(match name {
        "Terminating" => Scope::Terminating,
        "NotTerminating" => Scope::NotTerminating,
        "BestEffort" => Scope::BestEffort,
        "NotBestEffort" => Scope::NotBestEffort,
        "PriorityClass" => Scope::PriorityClass,
        "CrossNamespacePodAffinity" => Scope::CrossNamespacePodAffinity,
        "VolumeAttributesClass" => Scope::VolumeAttributesClass,
        _ => return None,
    })
}

fn strict(
    map: Option<&BTreeMap<String, k8s_openapi::apimachinery::pkg::api::resource::Quantity>>,
) -> Result<Resources, (String, String, String)> {
    let mut out = Resources::new();
    for (k, v) in map.into_iter().flatten() {
        let q = Quantity::parse(&v.0).map_err(|e| (k.clone(), v.0.clone(), e.to_string()))?;
        out.insert(k.clone(), q);
    }
    Ok(out)
}

/// An object the API server is asked to create, as quota sees it.
#[derive(Debug, Clone, Copy)]
pub enum Charged<'a> {
    /// A pod: the pod evaluator (`pods`, compute resources, scopes).
    Pod(&'a Pod),
    /// Any other object: its object count, and a claim's storage or a Service's node ports and
    /// load balancers.
    Resource(&'a KubeObject),
}

impl Charged<'_> {
    /// The resource's plural as errors name it (`pods`, `configmaps`,
    /// `networkpolicies.networking.k8s.io`).
    pub fn resource(&self) -> String {
        match self {
            Charged::Pod(_) => "pods".to_string(),
            Charged::Resource(r) => {
                let plural = plural(r.kind());
                match group(r) {
                    "" => plural,
                    g => format!("{plural}.{g}"),
                }
            }
        }
    }
}

fn group(r: &KubeObject) -> &str {
    match r {
        KubeObject::NetworkPolicy(_) | KubeObject::Ingress(_) => "networking.k8s.io",
        KubeObject::Custom(c) => c.api_version.split_once('/').map_or("", |(g, _)| g),
        _ => "",
    }
}

/// apimachinery's `UnsafeGuessKindToResource`: the plural the API server's own RESTMapper guesses
/// for a kind. For a custom resource the CRD's declared plural is the truth, which the guess
/// can miss (`Gateway` guesses `gatewaies`); Spark creates no such kind itself.
fn plural(kind: &str) -> String {
    let lower = kind.to_ascii_lowercase();
    if lower.ends_with("endpoints") {
        // `unpluralizedSuffixes`.
        lower
    } else if let Some(stem) = lower.strip_suffix('y') {
        format!("{stem}ies")
    } else if lower.ends_with('s') {
        format!("{lower}es")
    } else {
        format!("{lower}s")
    }
}

const POD_RESOURCES: [&str; 11] = [
    "count/pods",
    "cpu",
    "memory",
    "ephemeral-storage",
    "requests.cpu",
    "requests.memory",
    "requests.ephemeral-storage",
    "limits.cpu",
    "limits.memory",
    "limits.ephemeral-storage",
    "pods",
];

/// The names "must specify" can require (`enforcePodContainerConstraints`'s validation set).
const REQUIRED: [&str; 6] = [
    "cpu",
    "memory",
    "requests.cpu",
    "requests.memory",
    "limits.cpu",
    "limits.memory",
];

/// Not a Kubernetes-native resource: it has a domain that is not `kubernetes.io`.
fn is_extended(name: &str) -> bool {
    name.contains('/') && !name.contains("kubernetes.io/")
}

/// Whether the evaluator of `object` handles the quota key `key` (`MatchingResources`).
fn handles(object: &Charged, key: &str) -> bool {
    match object {
        Charged::Pod(_) => {
            POD_RESOURCES.contains(&key)
                || key.starts_with("hugepages-")
                || key.starts_with("requests.hugepages-")
                || key.strip_prefix("requests.").is_some_and(|r| {
                    is_extended(r) || r.starts_with("deviceclass.resource.kubernetes.io/")
                })
        }
        Charged::Resource(KubeObject::PersistentVolumeClaim(_)) => {
            matches!(
                key,
                "persistentvolumeclaims" | "count/persistentvolumeclaims" | "requests.storage"
            ) || key.ends_with(".storageclass.storage.k8s.io/requests.storage")
                || key.ends_with(".storageclass.storage.k8s.io/persistentvolumeclaims")
        }
        Charged::Resource(KubeObject::Service(_)) => matches!(
            key,
            "services" | "count/services" | "services.loadbalancers" | "services.nodeports"
        ),
        Charged::Resource(KubeObject::ConfigMap(_)) => {
            matches!(key, "configmaps" | "count/configmaps")
        }
        Charged::Resource(KubeObject::Secret(_)) => matches!(key, "secrets" | "count/secrets"),
        Charged::Resource(_) => key == format!("count/{}", object.resource()),
    }
}

/// What creating `object` charges (`Usage`), zeros left out as admission drops them.
pub fn usage(object: &Charged) -> Resources {
    let one = || Quantity::new(1, 0, crate::Format::DecimalSI);
    let mut out = Resources::new();
    match object {
        Charged::Pod(pod) => {
            out.insert("count/pods".into(), one());
            out.insert("pods".into(), one());
            let (requests, limits) = pod_resources::totals(pod, PodTotals::ComponentHelpers);
            for name in ["cpu", "memory", "ephemeral-storage"] {
                if let Some(q) = requests.get(name) {
                    out.insert(name.into(), *q);
                    out.insert(format!("requests.{name}"), *q);
                }
                if let Some(q) = limits.get(name) {
                    out.insert(format!("limits.{name}"), *q);
                }
            }
            for (k, q) in &requests {
                if k.starts_with("hugepages-") {
                    out.insert(k.clone(), *q);
                    out.insert(format!("requests.{k}"), *q);
                } else if is_extended(k) || k.starts_with("deviceclass.resource.kubernetes.io/") {
                    out.insert(format!("requests.{k}"), *q);
                }
            }
        }
        Charged::Resource(KubeObject::PersistentVolumeClaim(pvc)) => {
            out.insert("persistentvolumeclaims".into(), one());
            out.insert("count/persistentvolumeclaims".into(), one());
            let class = pvc
                .metadata
                .annotations
                .as_ref()
                .and_then(|a| a.get("volume.beta.kubernetes.io/storage-class"))
                .or(pvc
                    .spec
                    .as_ref()
                    .and_then(|s| s.storage_class_name.as_ref()))
                .filter(|c| !c.is_empty());
            if let Some(c) = class {
                out.insert(
                    format!("{c}.storageclass.storage.k8s.io/persistentvolumeclaims"),
                    one(),
                );
            }
            let storage = pvc
                .spec
                .as_ref()
                .and_then(|s| s.resources.as_ref())
                .map(|r| typed(&r.requests))
                .and_then(|r| r.get("storage").copied());
            if let Some(s) = storage {
                // Whole bytes, rounded up (`RoundUp(0)`).
                let s = s.rounded_up_to(0);
                out.insert("requests.storage".into(), s);
                if let Some(c) = class {
                    out.insert(
                        format!("{c}.storageclass.storage.k8s.io/requests.storage"),
                        s,
                    );
                }
            }
        }
        Charged::Resource(KubeObject::Service(svc)) => {
            out.insert("services".into(), one());
            out.insert("count/services".into(), one());
            let spec = svc.spec.as_ref();
            let kind = spec.and_then(|s| s.type_.as_deref()).unwrap_or("ClusterIP");
            let ports = spec.and_then(|s| s.ports.as_ref()).map_or(0, Vec::len);
            if kind == "LoadBalancer" {
                out.insert("services.loadbalancers".into(), one());
            }
            if matches!(kind, "NodePort" | "LoadBalancer") {
                let counted = if kind == "LoadBalancer"
                    && spec.and_then(|s| s.allocate_load_balancer_node_ports) == Some(false)
                {
                    spec.and_then(|s| s.ports.as_ref())
                        .into_iter()
                        .flatten()
                        .filter(|p| p.node_port.is_some_and(|n| n != 0))
                        .count()
                } else {
                    ports
                };
                let n = i128::try_from(counted).unwrap_or(i128::MAX);
                out.insert(
                    "services.nodeports".into(),
                    Quantity::new(n, 0, crate::Format::DecimalSI),
                );
            }
        }
        Charged::Resource(KubeObject::ConfigMap(_)) => {
            out.insert("configmaps".into(), one());
            out.insert("count/configmaps".into(), one());
        }
        Charged::Resource(KubeObject::Secret(_)) => {
            out.insert("secrets".into(), one());
            out.insert("count/secrets".into(), one());
        }
        Charged::Resource(_) => {
            out.insert(format!("count/{}", object.resource()), one());
        }
    }
    out.retain(|_, q| !q.is_zero());
    out
}

/// Whether the pod's QoS class is BestEffort: no cpu or memory request or limit anywhere.
fn best_effort(pod: &Pod) -> bool {
    let Some(spec) = pod.spec.as_ref() else {
        return true;
    };
    let cpu_or_memory = |(req, lim): (Resources, Resources)| {
        req.iter()
            .chain(lim.iter())
            .any(|(k, q)| (k == "cpu" || k == "memory") && !q.is_zero())
    };
    if let Some(level) = spec.resources.as_ref() {
        return !cpu_or_memory((typed(&level.requests), typed(&level.limits)));
    }
    let init = spec.init_containers.iter().flatten();
    !spec
        .containers
        .iter()
        .chain(init)
        .any(|c| cpu_or_memory(container_resources(c)))
}

fn cross_namespace_affinity(pod: &Pod) -> bool {
    let Some(affinity) = pod.spec.as_ref().and_then(|s| s.affinity.as_ref()) else {
        return false;
    };
    let pod_affinity = affinity.pod_affinity.as_ref().is_some_and(|a| {
        any_crosses_namespaces(
            a.required_during_scheduling_ignored_during_execution
                .as_deref(),
            a.preferred_during_scheduling_ignored_during_execution
                .as_deref(),
        )
    });
    let anti = affinity.pod_anti_affinity.as_ref().is_some_and(|a| {
        any_crosses_namespaces(
            a.required_during_scheduling_ignored_during_execution
                .as_deref(),
            a.preferred_during_scheduling_ignored_during_execution
                .as_deref(),
        )
    });
    pod_affinity || anti
}

/// Whether a required or preferred term of a pod (anti-)affinity names other namespaces.
fn any_crosses_namespaces(
    required: Option<&[PodAffinityTerm]>,
    preferred: Option<&[WeightedPodAffinityTerm]>,
) -> bool {
    let crosses = |t: &PodAffinityTerm| {
        t.namespaces.as_ref().is_some_and(|n| !n.is_empty()) || t.namespace_selector.is_some()
    };
    required.unwrap_or_default().iter().any(crosses)
        || preferred
            .unwrap_or_default()
            .iter()
            .any(|w| crosses(&w.pod_affinity_term))
}

/// Whether a pod falls under one scope requirement (`podMatchesScopeFunc`).
fn pod_matches(pod: &Pod, r: &ScopeRequirement) -> bool {
    let spec = pod.spec.as_ref();
    let terminating = spec
        .and_then(|s| s.active_deadline_seconds)
        .is_some_and(|s| s >= 0);
    match r.scope {
        Scope::Terminating => terminating,
        Scope::NotTerminating => !terminating,
        Scope::BestEffort => best_effort(pod),
        Scope::NotBestEffort => !best_effort(pod),
        Scope::CrossNamespacePodAffinity => cross_namespace_affinity(pod),
        Scope::VolumeAttributesClass => false,
        Scope::PriorityClass => {
            let class = spec
                .and_then(|s| s.priority_class_name.as_deref())
                .filter(|c| !c.is_empty());
            match (r.operator, class) {
                (Operator::Exists, c) => c.is_some(),
                (Operator::DoesNotExist, c) => c.is_none(),
                (Operator::In, Some(c)) => r.values.iter().any(|v| v == c),
                (Operator::In, None) => false,
                (Operator::NotIn, Some(c)) => !r.values.iter().any(|v| v == c),
                (Operator::NotIn, None) => true,
            }
        }
    }
}

fn matches(quota: &QuotaRules, object: &Charged) -> bool {
    if !quota.hard.keys().any(|k| handles(object, k)) {
        return false;
    }
    match object {
        Charged::Pod(pod) => quota.scopes.iter().all(|r| pod_matches(pod, r)),
        // Services, ConfigMaps, Secrets and others match no scoped quota; claims only
        // VolumeAttributesClass scopes, which sparkpods does not evaluate.
        Charged::Resource(_) => quota.scopes.is_empty(),
    }
}

/// Why quota refuses an object.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// The quota tracks `resources` and these containers do not set them.
    MustSpecify {
        /// Each required resource (`requests.cpu`, `limits.memory`) with the names of the
        /// containers without it, sorted.
        resources: Vec<(String, Vec<String>)>,
    },
    /// The quota has no usage for what it tracks yet.
    StatusUnknown {
        /// The quota's resources the object is charged against, as the message lists them.
        resources: Vec<String>,
    },
    /// Creating the object would take these resources over the quota.
    Exceeded {
        /// The resources over their hard limit, sorted.
        resources: Vec<String>,
    },
}

/// A refusal, with the plugin's message (what follows `<resource> "<name>" is forbidden: `).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The ResourceQuota that refuses (`metadata.name`).
    pub quota: String,
    /// Why, with the resources at fault.
    pub reason: Reason,
    /// The plugin's text (`exceeded quota: <name>, requested: ..., used: ..., limited: ...`).
    pub message: String,
}

/// The quotas of a namespace and what has been charged to them so far.
#[derive(Debug, Clone)]
pub struct Ledger {
    /// The namespace's quotas, each `used` raised as objects are admitted.
    pub quotas: Vec<QuotaRules>,
}

impl Ledger {
    /// A ledger of `quotas` with the usage they were read with (copied: admitting raises it).
    pub fn new(quotas: &[&QuotaRules]) -> Ledger {
        Ledger {
            quotas: quotas.iter().map(|q| (*q).clone()).collect(),
        }
    }

    /// `CheckRequest` for creating `object`: every matching quota's "must specify" and usage
    /// checks first, then its limits; when nothing refuses, the usage is recorded.
    pub fn admit(&mut self, object: &Charged) -> Result<(), Refusal> {
        self.charge(&Charge::new(*object))
    }

    /// [`Ledger::admit`] of an object prepared once (an application creates the same executor
    /// pod many times).
    pub fn charge(&mut self, c: &Charge) -> Result<(), Refusal> {
        let object = &c.object;
        let matching: Vec<usize> = (0..self.quotas.len())
            .filter(|i| self.quotas.get(*i).is_some_and(|q| matches(q, object)))
            .collect();
        for q in matching.iter().filter_map(|i| self.quotas.get(*i)) {
            let restricted: Vec<&String> = q.hard.keys().filter(|k| handles(object, k)).collect();
            if let Some(containers) = &c.containers
                && let Some(missing) = must_specify(containers, &restricted)
            {
                let text = missing
                    .iter()
                    .map(|(r, cs)| format!("{r} for: {}", cs.join(",")))
                    .collect::<Vec<_>>()
                    .join("; ");
                return Err(Refusal {
                    quota: q.name.clone(),
                    message: format!("failed quota: {}: must specify {text}", q.name),
                    reason: Reason::MustSpecify { resources: missing },
                });
            }
            if restricted.iter().any(|k| !q.used.contains_key(*k)) {
                let names: Vec<String> = restricted.iter().map(|k| k.to_string()).collect();
                return Err(Refusal {
                    quota: q.name.clone(),
                    message: format!(
                        "status unknown for quota: {}, resources: {}",
                        q.name,
                        names.join(",")
                    ),
                    reason: Reason::StatusUnknown { resources: names },
                });
            }
        }
        let delta = &c.usage;
        if delta.is_empty() {
            return Ok(());
        }
        let mut updates = Vec::new();
        for i in &matching {
            let Some(q) = self.quotas.get(*i) else {
                continue;
            };
            let requested: Resources = delta
                .iter()
                .filter(|(k, _)| q.hard.contains_key(*k))
                .map(|(k, v)| (k.clone(), *v))
                .collect();
            let mut new_used = q.used.clone();
            pod_resources::add_into(&mut new_used, &requested);
            let exceeded: Vec<String> = requested
                .keys()
                .filter(|k| match (new_used.get(*k), q.hard.get(*k)) {
                    (Some(u), Some(h)) => u > h,
                    _ => false,
                })
                .cloned()
                .collect();
            if !exceeded.is_empty() {
                let print = |m: &Resources| {
                    exceeded
                        .iter()
                        .filter_map(|k| m.get(k).map(|v| format!("{k}={v}")))
                        .collect::<Vec<_>>()
                        .join(",")
                };
                return Err(Refusal {
                    quota: q.name.clone(),
                    message: format!(
                        "exceeded quota: {}, requested: {}, used: {}, limited: {}",
                        q.name,
                        print(&requested),
                        print(&q.used),
                        print(&q.hard)
                    ),
                    reason: Reason::Exceeded {
                        resources: exceeded,
                    },
                });
            }
            updates.push((*i, new_used));
        }
        for (i, used) in updates {
            if let Some(q) = self.quotas.get_mut(i) {
                q.used = used;
            }
        }
        Ok(())
    }
}

/// An object to create with what quota charges it, worked out once.
#[derive(Debug, Clone)]
pub struct Charge<'a> {
    /// The object to create.
    pub object: Charged<'a>,
    usage: Resources,
    /// A pod's containers (init containers too) with their requests and limits, for "must
    /// specify"; `None` for other objects and for pods with pod-level resources (not checked).
    containers: Option<Vec<ContainerResources>>,
}

/// A container's name, requests and limits.
type ContainerResources = (String, Resources, Resources);

impl<'a> Charge<'a> {
    /// Works out what creating `object` charges and, for a pod, its containers' requests and
    /// limits.
    pub fn new(object: Charged<'a>) -> Charge<'a> {
        let containers = match object {
            Charged::Pod(pod) => containers_to_check(pod),
            Charged::Resource(_) => None,
        };
        Charge {
            usage: usage(&object),
            object,
            containers,
        }
    }
}

/// The containers "must specify" checks: none when pod-level cpu, memory or hugepages are set.
fn containers_to_check(pod: &Pod) -> Option<Vec<ContainerResources>> {
    let spec = pod.spec.as_ref()?;
    let pod_level = spec.resources.as_ref().is_some_and(|r| {
        [&r.requests, &r.limits].into_iter().flatten().any(|m| {
            m.keys()
                .any(|k| k == "cpu" || k == "memory" || k.starts_with("hugepages-"))
        })
    });
    if pod_level {
        return None;
    }
    let init = spec.init_containers.iter().flatten();
    Some(
        spec.containers
            .iter()
            .chain(init)
            .map(|c| {
                let (req, lim) = container_resources(c);
                (c.name.clone(), req, lim)
            })
            .collect(),
    )
}

/// The required names each container lacks (`enforcePodContainerConstraints`): per resource,
/// the containers (and init containers) without it, names sorted; `None` when all set them.
fn must_specify(
    containers: &[ContainerResources],
    restricted: &[&String],
) -> Option<Vec<(String, Vec<String>)>> {
    let required: Vec<&str> = REQUIRED
        .into_iter()
        .filter(|r| restricted.iter().any(|k| k.as_str() == *r))
        .collect();
    if required.is_empty() {
        return None;
    }
    let mut missing: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for (name, req, lim) in containers {
        for r in &required {
            let set = match *r {
                "cpu" | "requests.cpu" => req.contains_key("cpu"),
                "memory" | "requests.memory" => req.contains_key("memory"),
                "limits.cpu" => lim.contains_key("cpu"),
                _ => lim.contains_key("memory"),
            };
            if !set {
                missing.entry(r).or_default().push(name.clone());
            }
        }
    }
    if missing.is_empty() {
        return None;
    }
    Some(
        missing
            .into_iter()
            .map(|(r, mut cs)| {
                sparkpods_sort::sort_by(&mut cs, |a, b| a.cmp(b));
                (r.to_string(), cs)
            })
            .collect(),
    )
}

#[cfg(test)]
#[path = "quota_tests.rs"]
mod tests;
