//! The node-fit step of `check --cluster`: whether any node of the profile takes the driver
//! and an executor (else the scheduler's FailedScheduling message, on the key to change), how
//! many executors each node shape takes and what stays idle, whether the nodes hold all the
//! executors asked for, and executor sizes that pack better.

use crate::rules;
use k8s_openapi::api::core::v1::Pod;

use super::AdmittedPod;
use super::keys::{KeySources, Source};
use builder_core::DeterministicIds;
use builder_core::Role;
use builder_core::Submission;
use builder_core::executor_count;
use builder_core::registry as keys;
use builder_core::{ByteUnit, byte_string_as};
use builder_core::{Diagnostic, Severity};
use sparkpods_kube::Bound;
use sparkpods_kube::Quantity;
use sparkpods_kube::cluster::node_fit::{self, NodeFit, ShapeFit, Suggestion};
use sparkpods_kube::cluster::profile::ClusterProfile;
use sparkpods_kube::cluster::scheduling;

/// How the application's pods fit the profile's nodes.
#[derive(Debug, Clone, Default)]
pub struct NodeFitOutcome {
    /// Each node and the executor pod.
    pub nodes: Vec<NodeFit>,
    /// The nodes grouped by shape (instance type): executors per node and what stays idle.
    pub shapes: Vec<ShapeFit>,
    /// Executors all the nodes take together.
    pub executors_fit: u32,
    /// Executor sizes that pack a node of the shape with the most nodes better, each with that
    /// shape (only with [`Suggestions::Compute`](crate::Suggestions::Compute)).
    pub suggestions: Vec<(String, Suggestion)>,
}

/// An idle share that wastes a node: a third of it (the "40 Gi executors on 64 Gi").
const WASTEFUL: f64 = 1.0 / 3.0;

pub fn check_nodes(
    sources: &KeySources,
    profile: &ClusterProfile,
    (driver, executor): (Option<&AdmittedPod>, Option<&AdmittedPod>),
    suggestions: bool,
    out: &mut Vec<Diagnostic>,
) -> NodeFitOutcome {
    let mut outcome = NodeFitOutcome::default();
    if profile.nodes.is_empty() {
        return outcome;
    }
    let rooms: Vec<_> = profile
        .nodes
        .iter()
        .zip(profile.rooms.iter().cloned())
        .collect();
    for pod in [driver, executor].into_iter().flatten() {
        let fits = node_fit::fit(&rooms, &pod.pod);
        if fits.iter().all(|f| f.executors == 0) {
            let reasons: Vec<String> = fits
                .iter()
                .flat_map(|f| match f.refused {
                    Some(r) => vec![r.to_string()],
                    None => f.short.clone(),
                })
                .collect();
            let message = scheduling::failed_scheduling(fits.len(), &reasons);
            let source = unschedulable_source(sources, pod, &reasons);
            out.push(source.finding(
                &rules::NODE_FIT,
                format!(
                    "no node of the profile takes the {} pod: it stays Pending ({message})",
                    pod.role.as_str()
                ),
                Some(format!(
                    "change {} so a node can take the pod",
                    source.name()
                )),
            ));
        }
        if pod.role == Role::Executor {
            outcome.shapes = node_fit::by_shape(&fits, &pod.pod);
            outcome.executors_fit = fits.iter().map(|f| f.executors).sum();
            outcome.nodes = fits;
        }
    }
    let Some(executor) = executor else {
        return outcome;
    };
    let count = executor_count(&sources.sub.conf);
    for s in outcome.shapes.iter().filter(|s| s.executors_per_node > 0) {
        let wasteful = s.idle_cpu >= WASTEFUL || s.idle_memory >= WASTEFUL;
        let needed = count
            .most()
            .map(|n| {
                let (executors, nodes) = (n, n.div_ceil(s.executors_per_node));
                let plural = |count: u32, one: &'static str, many: &'static str| {
                    if count == 1 { one } else { many }
                };
                format!(
                    "; {executors} {} {} {nodes} such {}",
                    plural(executors, "executor", "executors"),
                    plural(executors, "needs", "need"),
                    plural(nodes, "node", "nodes")
                )
            })
            .unwrap_or_default();
        out.push(Diagnostic::new(&rules::NODE_PACKING,
            None,
            format!(
                "a {} node ({} in the profile) takes {} executors, leaving {:.0}% of its cpu and {:.0}% of its memory idle{}{needed}",
                s.shape,
                s.nodes,
                s.executors_per_node,
                s.idle_cpu * 100.0,
                s.idle_memory * 100.0,
                s.limited_by
                    .as_ref()
                    .map(|r| format!(" (another executor lacks {r})"))
                    .unwrap_or_default(),
            ),
            wasteful.then(|| "size executors to the nodes: see the suggestions".to_string()),
        ).at(if wasteful { Severity::Warning } else { Severity::Info }));
    }
    if let Some(wanted) = count.most()
        && outcome.executors_fit < wanted
    {
        out.push(Diagnostic::new(&rules::NODE_CAPACITY,
            Some(count.most_key().to_string()),
            format!(
                "the profile's {} nodes take {} executors together, {wanted} are asked for: the others wait for the cluster to grow",
                profile.nodes.len(),
                outcome.executors_fit
            ),
            Some(format!("lower {} or add nodes", count.most_key())),
        ));
    }
    if suggestions {
        outcome.suggestions = suggest(sources.sub, &outcome, &executor.pod);
        for (shape, s) in &outcome.suggestions {
            out.push(Diagnostic::new(&rules::NODE_FIT_SUGGESTION,
                Some(s.key.to_string()),
                format!(
                    "on {shape} nodes, {}={} keeps {} executors per node and leaves {:.0}% idle instead of {:.0}%",
                    s.key,
                    s.value,
                    s.executors_per_node,
                    s.idle_after * 100.0,
                    s.idle_before * 100.0
                ),
                Some(format!("set {}={}", s.key, s.value)),
            ));
        }
    }
    outcome
}

/// What to change for the commonest reason no node takes the pod.
fn unschedulable_source(sources: &KeySources, pod: &AdmittedPod, reasons: &[String]) -> Source {
    let role = pod.role;
    let selector = role.keys().node_selector.key;
    let template = role.keys().template_file.key;
    let mut counts: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
    for r in reasons {
        *counts.entry(r.as_str()).or_default() += 1;
    }
    let commonest = counts
        .iter()
        .max_by_key(|(_, n)| **n)
        .map_or("", |(r, _)| *r);
    let conf_key = |prefixes: &[&str]| {
        sources
            .sub
            .conf
            .iter()
            .find(|(k, _)| prefixes.iter().any(|p| k.starts_with(p)))
            .map(|(k, _)| k.clone())
    };
    match commonest {
        "node(s) didn't match Pod's node affinity/selector" => {
            let written = ["/spec/nodeSelector", "/spec/affinity"]
                .into_iter()
                .find_map(|p| pod.webhook_field_within(p));
            match (written, conf_key(&[selector, keys::NODE_SELECTOR.key])) {
                (Some(field), _) => Source::WebhookField(field.to_string()),
                (None, Some(key)) => Source::Key(key),
                (None, None) => Source::Key(template.to_string()),
            }
        }
        r if r.contains("untolerated taint") => {
            let field = pod
                .webhook_field_within("/spec/tolerations")
                .or_else(|| pod.webhook_reach("/spec/tolerations"));
            webhook_or(field, template)
        }
        r => match r.strip_prefix("Insufficient ") {
            Some(resource) => sources.resource(pod, &pod.spark_container, resource, Bound::Request),
            None => Source::Key(template.to_string()),
        },
    }
}

/// The webhook's field when there is one, else the key.
fn webhook_or(field: Option<&str>, key: &str) -> Source {
    match field {
        Some(field) => Source::WebhookField(field.to_string()),
        None => Source::Key(key.to_string()),
    }
}

/// Suggestions for the shape with the most nodes that takes any executor.
fn suggest(
    sub: &Submission,
    outcome: &NodeFitOutcome,
    executor: &Pod,
) -> Vec<(String, Suggestion)> {
    let Some(shape) = outcome
        .shapes
        .iter()
        .filter(|s| s.executors_per_node > 0)
        .max_by_key(|s| s.nodes)
    else {
        return Vec::new();
    };
    let Some(fit) = outcome.nodes.iter().find(|n| n.shape == shape.shape) else {
        return Vec::new();
    };
    let release = sub.release;
    let heap_mib = sub
        .conf_value(keys::EXECUTOR_MEMORY.key)
        .and_then(|v| byte_string_as(v, ByteUnit::MiB, release).ok())
        .unwrap_or(1024);
    let cores = if sub.conf_value(keys::EXECUTOR_REQUEST_CORES.key).is_none() {
        let n = sub
            .conf_value(keys::EXECUTOR_CORES.key)
            .and_then(|v| v.trim().parse::<i64>().ok())
            .unwrap_or(1);
        Some((keys::EXECUTOR_CORES.key, n))
    } else {
        None
    };
    let memory_request = |heap: i64| executor_memory_request(sub, heap);
    node_fit::suggest(
        fit,
        executor,
        cores,
        (keys::EXECUTOR_MEMORY.key, heap_mib),
        &memory_request,
    )
    .into_iter()
    .map(|s| (shape.shape.clone(), s))
    .collect()
}

/// The executor pod's memory request, in bytes, with `spark.executor.memory` set to `heap_mib`:
/// Spark's own arithmetic (overhead factor and minimum, off-heap, PySpark memory), by rendering.
fn executor_memory_request(sub: &Submission, heap_mib: i64) -> Option<i64> {
    let mut what_if = sub.clone();
    let conf = what_if.conf.to_mut();
    conf.retain(|(k, _)| k != keys::EXECUTOR_MEMORY.key);
    conf.push((
        keys::EXECUTOR_MEMORY.key.to_string(),
        format!("{heap_mib}m"),
    ));
    let rendered = builder_core::render(&what_if, &mut DeterministicIds::default());
    let executor = rendered.executor?.pod.container;
    let memory = executor.resources?.requests?.get("memory")?.0.clone();
    Quantity::parse(&memory).ok().map(|q| q.value())
}
