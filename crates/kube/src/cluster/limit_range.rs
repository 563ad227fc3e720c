//! The LimitRanger admission plugin (`plugin/pkg/admission/limitranger`), as the API server
//! applies it to a pod it is asked to create: the namespace's LimitRanges fill default requests
//! and limits into the containers that lack them, then their `min`, `max` and
//! `maxLimitRequestRatio` are checked per container and per pod, with the plugin's messages.
//!
//! Where Go iterates a map (the LimitRanges of a namespace, the resources of an item) the order
//! is random per request; here it is the profile's order and the resources' names, so the
//! result is reproducible. When two LimitRanges default the same resource the first one wins,
//! which the API server does not promise; [`LimitRanges::competing_defaults`] names that case.

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::{Container, LimitRange, PersistentVolumeClaim, Pod};
use k8s_openapi::apimachinery::pkg::api::resource::Quantity as KubeQuantity;

use super::pod_resources::{self, PodTotals, Resources, container_resources, typed};
use crate::Quantity;

/// The annotation LimitRanger writes on a pod it defaulted.
pub const ANNOTATION: &str = "kubernetes.io/limit-ranger";

/// What an item of a LimitRange constrains (`spec.limits[].type`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LimitType {
    /// `Container`: bounds of each container's (and init container's) requests and limits,
    /// and the defaults filled into the containers that lack them.
    Container,
    /// `Pod`: bounds of the pod's total requests and limits (LimitRanger's `podRequests`,
    /// `podLimits`).
    Pod,
    /// `PersistentVolumeClaim`: bounds of a claim's storage request.
    PersistentVolumeClaim,
}

impl LimitType {
    fn as_str(self) -> &'static str {
        match self {
            LimitType::Container => "Container",
            LimitType::Pod => "Pod",
            LimitType::PersistentVolumeClaim => "PersistentVolumeClaim",
        }
    }
}

/// One item of a LimitRange, its quantities read and defaulted as the API server stores them.
#[derive(Debug, Clone)]
pub struct LimitItem {
    /// `type`: what the item constrains.
    pub kind: LimitType,
    /// `min`: the least a request may be, and a limit where one is set (a request is required).
    pub min: Resources,
    /// `max`: the most a limit may be, and a request where one is set (a limit is required; for
    /// a `PersistentVolumeClaim` item, the most its storage request may be).
    pub max: Resources,
    /// `default`: the limit filled into a container without one (`max` where not given).
    pub default: Resources,
    /// `defaultRequest`: the request filled into a container without one (`default`, else
    /// `min`, where not given).
    pub default_request: Resources,
    /// `maxLimitRequestRatio`: the most a limit may be as a multiple of its request (both
    /// required, neither 0).
    pub max_limit_request_ratio: Resources,
}

/// A LimitRange of the profile, typed.
#[derive(Debug, Clone)]
pub struct LimitRules {
    /// `metadata.name`, which the plugin's refusals and annotation name.
    pub name: String,
    /// `metadata.namespace`; `None` (a hand-written profile) is taken to be any namespace asked
    /// for.
    pub namespace: Option<String>,
    /// `spec.limits`, in order.
    pub items: Vec<LimitItem>,
}

/// A LimitRange field that is not what the API server stores.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LimitRangeError {
    #[error(
        "spec.limits[{index}].type: unsupported value {value:?}: supported values: \"Container\", \"Pod\", \"PersistentVolumeClaim\""
    )]
    /// `spec.limits[].type` is none of the three the API server accepts.
    Type {
        /// The item's position in `spec.limits`.
        index: usize,
        /// The `type` given.
        value: String,
    },
    /// A value of one of an item's resource lists is not a quantity.
    #[error("spec.limits[{index}].{field}.{resource}: {value:?} is not a quantity ({error})")]
    Quantity {
        /// The item's position in `spec.limits`.
        index: usize,
        /// The list: `min`, `max`, `default`, `defaultRequest` or `maxLimitRequestRatio`.
        field: &'static str,
        /// The resource whose value it is (`cpu`).
        resource: String,
        /// The text that is not a quantity.
        value: String,
        /// Why, as [`QuantityError`](crate::QuantityError) says it.
        error: String,
    },
}

impl LimitRules {
    /// Types a LimitRange and applies what the API server applies when it is created
    /// (`SetDefaults_LimitRangeItem`, for `Container` items): `max` is the default limit where
    /// none is given, the default limit the default request, and `min` the default request.
    /// Objects read back from a cluster already carry these; applying them again changes
    /// nothing.
    pub fn read(lr: &LimitRange) -> Result<LimitRules, LimitRangeError> {
        let mut items = Vec::new();
        let spec_items = lr.spec.as_ref().map(|s| s.limits.as_slice()).unwrap_or(&[]);
        for (index, item) in spec_items.iter().enumerate() {
            let kind = match item.type_.as_str() {
                "Container" => LimitType::Container,
                "Pod" => LimitType::Pod,
                "PersistentVolumeClaim" => LimitType::PersistentVolumeClaim,
                other => {
                    return Err(LimitRangeError::Type {
                        index,
                        value: other.to_string(),
                    });
                }
            };
            let read = |field: &'static str, map: &Option<BTreeMap<String, KubeQuantity>>| {
                resources(map).map_err(|(resource, value, error)| LimitRangeError::Quantity {
                    index,
                    field,
                    resource,
                    value,
                    error,
                })
            };
            let mut typed = LimitItem {
                kind,
                min: read("min", &item.min)?,
                max: read("max", &item.max)?,
                default: read("default", &item.default)?,
                default_request: read("defaultRequest", &item.default_request)?,
                max_limit_request_ratio: read(
                    "maxLimitRequestRatio",
                    &item.max_limit_request_ratio,
                )?,
            };
            if kind == LimitType::Container {
                for (k, v) in &typed.max {
                    typed.default.entry(k.clone()).or_insert(*v);
                }
                for (k, v) in &typed.default {
                    typed.default_request.entry(k.clone()).or_insert(*v);
                }
                for (k, v) in &typed.min {
                    typed.default_request.entry(k.clone()).or_insert(*v);
                }
            }
            items.push(typed);
        }
        Ok(LimitRules {
            name: lr.metadata.name.clone().unwrap_or_default(),
            namespace: lr.metadata.namespace.clone(),
            items,
        })
    }
}

/// Quantities of a resource list, rounded up to milli units as the API server stores them.
fn resources(
    map: &Option<BTreeMap<String, KubeQuantity>>,
) -> Result<Resources, (String, String, String)> {
    let mut out = Resources::new();
    for (k, v) in map.iter().flatten() {
        let q = Quantity::parse(&v.0).map_err(|e| (k.clone(), v.0.clone(), e.to_string()))?;
        out.insert(k.clone(), q.round_up_to_milli());
    }
    Ok(out)
}

use crate::Bound;

/// One value LimitRanger filled in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Filled {
    /// The LimitRange whose default it is (`metadata.name`).
    pub limit_range: String,
    /// The `name` of the container it was filled into.
    pub container: String,
    /// The container is one of `initContainers`.
    pub init: bool,
    /// Whether it went into `resources.requests` or `resources.limits`.
    pub bound: Bound,
    /// The resource (`cpu`, `memory`).
    pub resource: String,
    /// The value filled in, in canonical form.
    pub value: String,
}

/// The LimitRanges of one namespace, in the profile's order.
#[derive(Debug, Clone, Copy)]
pub struct LimitRanges<'a>(pub &'a [&'a LimitRules]);

impl LimitRanges<'_> {
    /// `PodMutateLimitFunc` for each LimitRange in turn: every container and then every init
    /// container gets the default limit and default request of the resources it lacks (a
    /// resource already there, even `0`, is kept), and the annotation says what was set.
    pub fn apply_defaults(&self, pod: &mut Pod) -> Vec<Filled> {
        let mut filled = Vec::new();
        for lr in self.0 {
            let (mut requests, mut limits) = (Resources::new(), Resources::new());
            for item in lr.items.iter().filter(|i| i.kind == LimitType::Container) {
                requests.extend(item.default_request.clone());
                limits.extend(item.default.clone());
            }
            if requests.is_empty() && limits.is_empty() {
                continue;
            }
            let Some(spec) = pod.spec.as_mut() else {
                continue;
            };
            let mut notes = Vec::new();
            let mut fill = |c: &mut Container, init: bool| {
                let res = c.resources.get_or_insert_with(Default::default);
                let label = if init { "init container" } else { "container" };
                for (bound, defaults, have) in [
                    (Bound::Request, &requests, &mut res.requests),
                    (Bound::Limit, &limits, &mut res.limits),
                ] {
                    let have = have.get_or_insert_with(BTreeMap::new);
                    let mut set = Vec::new();
                    for (k, v) in defaults {
                        if !have.contains_key(k) {
                            have.insert(k.clone(), KubeQuantity(v.to_string()));
                            set.push(k.as_str());
                            filled.push(Filled {
                                limit_range: lr.name.clone(),
                                container: c.name.clone(),
                                init,
                                bound,
                                resource: k.clone(),
                                value: v.to_string(),
                            });
                        }
                    }
                    if !set.is_empty() {
                        let what = if bound == Bound::Request {
                            "request"
                        } else {
                            "limit"
                        };
                        notes.push(format!("{} {what} for {label} {}", set.join(", "), c.name));
                    }
                }
            };
            for c in spec.containers.iter_mut() {
                fill(c, false);
            }
            for c in spec.init_containers.iter_mut().flatten() {
                fill(c, true);
            }
            if !notes.is_empty() {
                pod.metadata
                    .annotations
                    .get_or_insert_with(BTreeMap::new)
                    .insert(
                        ANNOTATION.to_string(),
                        format!("LimitRanger plugin set: {}", notes.join("; ")),
                    );
            }
        }
        filled
    }

    /// Resources two LimitRanges both default: which one the API server applies is not fixed.
    pub fn competing_defaults(&self) -> Vec<(String, String, String)> {
        let mut seen: BTreeMap<String, &str> = BTreeMap::new();
        let mut out = Vec::new();
        for lr in self.0 {
            for item in lr.items.iter().filter(|i| i.kind == LimitType::Container) {
                for k in item.default.keys().chain(item.default_request.keys()) {
                    match seen.get(k) {
                        Some(first) if *first != lr.name => {
                            // A resource both defaulted and default-requested competes once.
                            let competing = (k.clone(), first.to_string(), lr.name.clone());
                            if !out.contains(&competing) {
                                out.push(competing);
                            }
                        }
                        Some(_) => {}
                        None => {
                            seen.insert(k.clone(), &lr.name);
                        }
                    }
                }
            }
        }
        out
    }

    /// `PodValidateLimitFunc` of every LimitRange (the API server stops at the first that
    /// refuses; each is reported here, each with its own message).
    pub fn validate(&self, pod: &Pod) -> Vec<Refusal> {
        let mut out = Vec::new();
        for lr in self.0 {
            let mut violations = Vec::new();
            for item in &lr.items {
                match item.kind {
                    LimitType::Container => {
                        let spec = pod.spec.as_ref();
                        let regular = spec.into_iter().flat_map(|s| s.containers.iter());
                        let init = spec
                            .and_then(|s| s.init_containers.as_ref())
                            .into_iter()
                            .flatten();
                        for (c, is_init) in
                            regular.map(|c| (c, false)).chain(init.map(|c| (c, true)))
                        {
                            let (req, lim) = container_resources(c);
                            let at = Scope::Container {
                                name: c.name.clone(),
                                init: is_init,
                            };
                            constrain(item, &req, &lim, &at, &mut violations);
                        }
                    }
                    LimitType::Pod => {
                        let (req, lim) = pod_resources::totals(pod, PodTotals::LimitRanger);
                        constrain(item, &req, &lim, &Scope::Pod, &mut violations);
                    }
                    LimitType::PersistentVolumeClaim => {}
                }
            }
            if !violations.is_empty() {
                out.push(Refusal {
                    limit_range: lr.name.clone(),
                    violations,
                });
            }
        }
        out
    }

    /// The PersistentVolumeClaim items' `min` / `max` storage requests of a claim.
    pub fn validate_claim(&self, pvc: &PersistentVolumeClaim) -> Vec<Refusal> {
        let requests = pvc
            .spec
            .as_ref()
            .and_then(|s| s.resources.as_ref())
            .map(|r| typed(&r.requests))
            .unwrap_or_default();
        let mut out = Vec::new();
        for lr in self.0 {
            let mut violations = Vec::new();
            for item in lr
                .items
                .iter()
                .filter(|i| i.kind == LimitType::PersistentVolumeClaim)
            {
                let kind = item.kind.as_str();
                let mut push = |resource: &str, constraint, missing, message| {
                    violations.push(Violation {
                        scope: Scope::Claim,
                        resource: resource.to_string(),
                        constraint,
                        bound: Bound::Request,
                        missing,
                        message,
                    })
                };
                for (k, min) in &item.min {
                    match requests.get(k) {
                        None => push(
                            k,
                            Constraint::Min,
                            true,
                            no_request("minimum", k, kind, min),
                        ),
                        Some(r) if r < min => {
                            push(k, Constraint::Min, false, below(k, kind, min, r))
                        }
                        Some(_) => {}
                    }
                }
                for (k, max) in &item.max {
                    match requests.get(k) {
                        None => push(
                            k,
                            Constraint::Max,
                            true,
                            no_request("maximum", k, kind, max),
                        ),
                        Some(r) if r > max => push(
                            k,
                            Constraint::Max,
                            false,
                            format!("maximum {k} usage per {kind} is {max}, but request is {r}"),
                        ),
                        Some(_) => {}
                    }
                }
            }
            if !violations.is_empty() {
                out.push(Refusal {
                    limit_range: lr.name.clone(),
                    violations,
                });
            }
        }
        out
    }
}

/// What a constraint was checked on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scope {
    /// One container's requests and limits (a `Container` item).
    Container {
        /// The container's `name`.
        name: String,
        /// It is one of `initContainers`.
        init: bool,
    },
    /// The pod's total requests and limits (a `Pod` item).
    Pod,
    /// A PersistentVolumeClaim's requests (a `PersistentVolumeClaim` item).
    Claim,
}

/// Which constraint of a LimitRange item failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Constraint {
    /// `min` (`minConstraint`).
    Min,
    /// `max` (`maxConstraint`; `maxRequestConstraint` for a claim).
    Max,
    /// `maxLimitRequestRatio` (`limitRequestRatioConstraint`).
    Ratio,
}

/// One failed constraint, with the plugin's message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// What was checked: a container, the pod's totals or a claim.
    pub scope: Scope,
    /// The resource (`cpu`, `memory`, `storage`).
    pub resource: String,
    /// The constraint that failed.
    pub constraint: Constraint,
    /// The value the constraint found wrong (or missing): what to change.
    pub bound: Bound,
    /// The value is not there at all.
    pub missing: bool,
    /// The plugin's text (`minimum cpu usage per Container is 1, but request is 500m`).
    pub message: String,
}

/// The violations of one LimitRange: one refusal of the API server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The LimitRange that refuses (`metadata.name`).
    pub limit_range: String,
    /// Its failed constraints, in the order the plugin checks them.
    pub violations: Vec<Violation>,
}

impl Refusal {
    /// The error's text after `pods "<name>" is forbidden: `: Go's aggregate (identical
    /// messages once, brackets around two or more).
    pub fn message(&self) -> String {
        let mut distinct: Vec<&str> = Vec::new();
        for v in &self.violations {
            if !distinct.contains(&v.message.as_str()) {
                distinct.push(&v.message);
            }
        }
        match distinct.as_slice() {
            [one] => one.to_string(),
            many => format!("[{}]", many.join(", ")),
        }
    }
}

fn no_request(bound: &str, k: &str, kind: &str, value: &Quantity) -> String {
    format!("{bound} {k} usage per {kind} is {value}.  No request is specified")
}

fn below(k: &str, kind: &str, min: &Quantity, request: &Quantity) -> String {
    format!("minimum {k} usage per {kind} is {min}, but request is {request}")
}

/// `minConstraint`, `maxConstraint` and `limitRequestRatioConstraint` of one item.
fn constrain(
    item: &LimitItem,
    req: &Resources,
    lim: &Resources,
    scope: &Scope,
    out: &mut Vec<Violation>,
) {
    let kind = item.kind.as_str();
    let mut push =
        |resource: &str, constraint, (bound, missing, message): (Bound, bool, String)| {
            out.push(Violation {
                scope: scope.clone(),
                resource: resource.to_string(),
                constraint,
                bound,
                missing,
                message,
            })
        };
    for (k, min) in &item.min {
        let found = match (req.get(k), lim.get(k)) {
            (None, _) => Some((Bound::Request, true, no_request("minimum", k, kind, min))),
            (Some(r), _) if r < min => Some((Bound::Request, false, below(k, kind, min, r))),
            (_, Some(l)) if l < min => Some((
                Bound::Limit,
                false,
                format!("minimum {k} usage per {kind} is {min}, but limit is {l}"),
            )),
            _ => None,
        };
        if let Some(f) = found {
            push(k, Constraint::Min, f);
        }
    }
    for (k, max) in &item.max {
        let found = match (lim.get(k), req.get(k)) {
            (None, _) => Some((
                Bound::Limit,
                true,
                format!("maximum {k} usage per {kind} is {max}.  No limit is specified"),
            )),
            (Some(l), _) if l > max => Some((
                Bound::Limit,
                false,
                format!("maximum {k} usage per {kind} is {max}, but limit is {l}"),
            )),
            (_, Some(r)) if r > max => Some((
                Bound::Request,
                false,
                format!("maximum {k} usage per {kind} is {max}, but request is {r}"),
            )),
            _ => None,
        };
        if let Some(f) = found {
            push(k, Constraint::Max, f);
        }
    }
    for (k, ratio) in &item.max_limit_request_ratio {
        let (r, l) = (req.get(k), lim.get(k));
        let no_request = format!(
            "{k} max limit to request ratio per {kind} is {ratio}, but no request is specified or request is 0"
        );
        let no_limit = format!(
            "{k} max limit to request ratio per {kind} is {ratio}, but no limit is specified or limit is 0"
        );
        let found = match (r, l) {
            (None, _) => Some((Bound::Request, true, no_request)),
            (Some(r), _) if r.is_zero() => Some((Bound::Request, true, no_request)),
            (_, None) => Some((Bound::Limit, true, no_limit)),
            (_, Some(l)) if l.is_zero() => Some((Bound::Limit, true, no_limit)),
            (Some(r), Some(l)) => exceeds_ratio(r, l, ratio).map(|observed| {
                (
                    Bound::Limit,
                    false,
                    format!(
                        "{k} max limit to request ratio per {kind} is {ratio}, but provided ratio is {observed:.6}"
                    ),
                )
            }),
        };
        if let Some(f) = found {
            push(k, Constraint::Ratio, f);
        }
    }
}

/// `limit > request × ratio`, exactly (the API server since #141348; before it, the same verdict
/// for every quantity a pod can hold), with the observed ratio for the message.
fn exceeds_ratio(request: &Quantity, limit: &Quantity, ratio: &Quantity) -> Option<f64> {
    let exceeds = match request.checked_mul_quantity(ratio) {
        Some(allowed) => limit > &allowed,
        None => limit.as_f64() > request.as_f64() * ratio.as_f64(),
    };
    exceeds.then(|| limit.as_f64() / request.as_f64())
}

#[cfg(test)]
#[path = "limit_range_tests.rs"]
mod tests;
