//! Node fit: how many executors each node of a profile takes, what stays idle on it, how many
//! nodes an application needs, and executor sizes that pack the nodes better. Built on the
//! scheduler's own filters ([`super::scheduling`]): a node takes `k` executors when `k`
//! identical pods pass NodeResourcesFit one after another (never more: the counts are a
//! capacity bound, not a prediction of where the scheduler puts each pod).

use k8s_openapi::api::core::v1::{Node, Pod};

use super::scheduling::{Candidate, NodeRoom, Request};

/// One node and an executor pod.
#[derive(Debug, Clone)]
pub struct NodeFit {
    /// The node's `metadata.name`.
    pub name: String,
    /// `node.kubernetes.io/instance-type`, else the allocatable cpu/memory.
    pub shape: String,
    /// Why the scheduler never puts the pod there (taints, selector, cordon).
    pub refused: Option<&'static str>,
    /// What one executor is short of on the empty node (with its DaemonSet pods).
    pub short: Vec<String>,
    /// Executors the node takes.
    pub executors: u32,
    /// The node's allocatable and what the pods already on it request, before the executors.
    pub room: NodeRoom,
    /// What is left once the executors are placed.
    pub idle: Request,
}

impl NodeFit {
    /// Idle share of the node's allocatable cpu and memory once packed (0.0 to 1.0).
    pub fn idle_shares(&self) -> (f64, f64) {
        let share = |idle: i64, all: i64| {
            if all <= 0 {
                0.0
            } else {
                idle as f64 / all as f64
            }
        };
        (
            share(self.idle.milli_cpu, self.room.allocatable.milli_cpu),
            share(self.idle.memory, self.room.allocatable.memory),
        )
    }
}

/// The nodes of a profile, each with the pods already on it (`pods` with `spec.nodeName` on
/// that node, and pods without one where their selector and tolerations let them run: the
/// DaemonSet pods every matching node carries).
pub fn rooms<'a>(nodes: &'a [Node], pods: &[Pod]) -> Vec<(&'a Node, NodeRoom)> {
    let pods: Vec<Candidate> = pods.iter().map(Candidate::new).collect();
    nodes
        .iter()
        .map(|node| {
            let mut room = NodeRoom::of_node(node);
            let name = node.metadata.name.as_deref();
            for p in &pods {
                let bound = p.pod.spec.as_ref().and_then(|s| s.node_name.as_deref());
                let on_node = match bound {
                    Some(n) => Some(n) == name,
                    None => p.refused_by(node).is_none(),
                };
                if on_node {
                    room.place(&p.request);
                }
            }
            (node, room)
        })
        .collect()
}

/// How `executor` fits each node.
pub fn fit(rooms: &[(&Node, NodeRoom)], executor: &Pod) -> Vec<NodeFit> {
    let candidate = Candidate::new(executor);
    let request = &candidate.request;
    rooms
        .iter()
        .map(|(node, room)| {
            let refused = candidate.refused_by(node);
            let short = room.shortfalls(request);
            let executors = if refused.is_some() {
                0
            } else {
                capacity(room, request)
            };
            let mut packed = room.clone();
            packed.place_many(request, executors);
            let a = &room.allocatable;
            let used = &packed.requested;
            let idle = Request {
                milli_cpu: a.milli_cpu.saturating_sub(used.milli_cpu).max(0),
                memory: a.memory.saturating_sub(used.memory).max(0),
                ephemeral_storage: a
                    .ephemeral_storage
                    .saturating_sub(used.ephemeral_storage)
                    .max(0),
                scalars: a
                    .scalars
                    .iter()
                    .map(|(k, v)| {
                        let taken = used.scalars.get(k).copied().unwrap_or(0);
                        (k.clone(), v.saturating_sub(taken).max(0))
                    })
                    .collect(),
            };
            NodeFit {
                name: node.metadata.name.clone().unwrap_or_default(),
                shape: shape(node, room),
                refused,
                short,
                executors,
                room: room.clone(),
                idle,
            }
        })
        .collect()
}

/// How many more pods of `request` the node takes: the largest `k` with `k` times the request
/// within what is free, for every resource it asks for, and `k` pod slots.
pub fn capacity(room: &NodeRoom, request: &Request) -> u32 {
    let slots = room.allowed_pods.saturating_sub(room.pods).max(0);
    let mut k = slots;
    let mut bound = |want: i64, have: i64, taken: i64| {
        if want > 0 {
            k = k.min(have.saturating_sub(taken).max(0) / want);
        }
    };
    let (a, used) = (&room.allocatable, &room.requested);
    bound(request.milli_cpu, a.milli_cpu, used.milli_cpu);
    bound(request.memory, a.memory, used.memory);
    bound(
        request.ephemeral_storage,
        a.ephemeral_storage,
        used.ephemeral_storage,
    );
    for (name, want) in &request.scalars {
        let have = a.scalars.get(name).copied().unwrap_or(0);
        let taken = used.scalars.get(name).copied().unwrap_or(0);
        bound(*want, have, taken);
    }
    u32::try_from(k).unwrap_or(u32::MAX)
}

fn shape(node: &Node, room: &NodeRoom) -> String {
    let instance = node
        .metadata
        .labels
        .as_ref()
        .and_then(|l| l.get("node.kubernetes.io/instance-type"));
    match instance {
        Some(t) => t.clone(),
        None => format!(
            "{} cpu / {} memory",
            crate::Quantity::new(
                i128::from(room.allocatable.milli_cpu),
                -3,
                crate::Format::DecimalSI
            ),
            crate::Quantity::new(
                i128::from(room.allocatable.memory),
                0,
                crate::Format::BinarySI
            )
        ),
    }
}

/// The nodes of one shape.
#[derive(Debug, Clone)]
pub struct ShapeFit {
    /// `node.kubernetes.io/instance-type`, else the allocatable cpu/memory ([`NodeFit::shape`]).
    pub shape: String,
    /// How many nodes of the profile have the shape.
    pub nodes: usize,
    /// Executors one node of the shape takes (its first node's count).
    pub executors_per_node: u32,
    /// Idle share of a packed node's allocatable cpu (0.0 to 1.0).
    pub idle_cpu: f64,
    /// Idle share of a packed node's allocatable memory (0.0 to 1.0).
    pub idle_memory: f64,
    /// The resource that stops another executor (`cpu`, `memory`, `pods`, ...).
    pub limited_by: Option<String>,
    /// Why the scheduler never puts the executor there (its first node's reason).
    pub refused: Option<&'static str>,
}

/// Nodes grouped by shape, in the order shapes first appear.
pub fn by_shape(fits: &[NodeFit], executor: &Pod) -> Vec<ShapeFit> {
    let request = Request::of_pod(executor);
    let mut out: Vec<ShapeFit> = Vec::new();
    for f in fits {
        if let Some(s) = out.iter_mut().find(|s| s.shape == f.shape) {
            s.nodes += 1;
            continue;
        }
        let (idle_cpu, idle_memory) = f.idle_shares();
        let mut packed = f.room.clone();
        packed.place_many(&request, f.executors);
        let limited_by = packed.shortfalls(&request).first().map(|r| {
            r.trim_start_matches("Insufficient ")
                .replace("Too many pods", "pods")
        });
        out.push(ShapeFit {
            shape: f.shape.clone(),
            nodes: 1,
            executors_per_node: f.executors,
            idle_cpu,
            idle_memory,
            limited_by,
            refused: f.refused,
        });
    }
    out
}

/// An executor size that leaves less of a node shape idle.
#[derive(Debug, Clone, PartialEq)]
pub struct Suggestion {
    /// The Spark conf key to change (`spark.executor.memory`, `spark.executor.cores`).
    pub key: &'static str,
    /// The value to set it to (`6144m`, `4`).
    pub value: String,
    /// Executors per node with the suggestion.
    pub executors_per_node: u32,
    /// Idle share of the resource the suggestion puts to use, as configured (0.0 to 1.0).
    pub idle_before: f64,
    /// Idle share of that resource with the suggestion (0.0 to 1.0).
    pub idle_after: f64,
}

/// How the executor's memory request follows its heap: `spark.executor.memory` in MiB → the
/// pod's memory request in bytes (`None` when Spark refuses that heap).
pub type MemoryRequest<'a> = &'a dyn Fn(i64) -> Option<i64>;

/// Sizes that use what one packed node of `fit` leaves idle: more heap when memory is idle
/// (cpu binds), more cores when cpu is idle (memory binds). `cores` is the key of the cpu
/// request and the whole cores it holds, when the request comes from a core count.
pub fn suggest(
    fit: &NodeFit,
    executor: &Pod,
    cores: Option<(&'static str, i64)>,
    (memory_key, heap_mib): (&'static str, i64),
    memory_request: MemoryRequest,
) -> Vec<Suggestion> {
    let request = Request::of_pod(executor);
    let k = fit.executors;
    if k == 0 || request.milli_cpu <= 0 || request.memory <= 0 {
        return Vec::new();
    }
    let (idle_cpu, idle_memory) = fit.idle_shares();
    let free = |all: i64, taken: i64| all.saturating_sub(taken);
    let free_cpu = free(fit.room.allocatable.milli_cpu, fit.room.requested.milli_cpu);
    let free_memory = free(fit.room.allocatable.memory, fit.room.requested.memory);
    let mut out = Vec::new();
    const WORTH: f64 = 0.1;
    if idle_memory >= WORTH {
        // The largest heap whose request lets the same k executors fit.
        let budget = free_memory / i64::from(k);
        let (mut lo, mut hi) = (heap_mib, budget / (1024 * 1024));
        while lo < hi {
            let mid = lo + (hi - lo + 1) / 2;
            match memory_request(mid) {
                Some(r) if r <= budget => lo = mid,
                _ => hi = mid - 1,
            }
        }
        if lo > heap_mib
            && let Some(r) = memory_request(lo)
        {
            let used = fit.room.allocatable.memory - free_memory + r * i64::from(k);
            out.push(Suggestion {
                key: memory_key,
                value: format!("{lo}m"),
                executors_per_node: k,
                idle_before: idle_memory,
                idle_after: share(
                    fit.room.allocatable.memory - used,
                    fit.room.allocatable.memory,
                ),
            });
        }
    }
    if let Some((cores_key, cores)) = cores
        && idle_cpu >= WORTH
    {
        let per_core = request.milli_cpu / cores.max(1);
        let more = if per_core > 0 {
            free_cpu / i64::from(k) / per_core
        } else {
            0
        };
        if more > cores {
            let used = fit.room.allocatable.milli_cpu - free_cpu + more * per_core * i64::from(k);
            out.push(Suggestion {
                key: cores_key,
                value: more.to_string(),
                executors_per_node: k,
                idle_before: idle_cpu,
                idle_after: share(
                    fit.room.allocatable.milli_cpu - used,
                    fit.room.allocatable.milli_cpu,
                ),
            });
        }
    }
    out
}

fn share(part: i64, all: i64) -> f64 {
    if all <= 0 {
        0.0
    } else {
        part.max(0) as f64 / all as f64
    }
}

#[cfg(test)]
#[path = "node_fit_tests.rs"]
mod tests;
