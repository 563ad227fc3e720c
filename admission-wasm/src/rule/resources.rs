//! `maxMemory`, `maxCpu`, `requireLimits`: each container's requests and limits, named by the
//! Spark conf keys that set them (the Spark container) or the pod template (any other).

use builder_core::Role;
use sparkpods_kube::Quantity;

use super::pod::{PodView, mib, overhead, quantity_of, quantity_text};
use super::{LimitKind, Rule};
use crate::json::Node;

/// `maxMemory` / `maxCpu` in the settings: a positive quantity.
pub(super) fn positive_quantity(field: &str, q: Option<&String>, at: &str) -> Result<(), String> {
    match q {
        Some(q) if !Quantity::parse(q).is_ok_and(|v| !v.is_zero() && !v.is_negative()) => {
            Err(format!(
                "{at}.{field}: {q:?} is not a positive Kubernetes quantity (e.g. 16Gi, 4, 3500m)"
            ))
        }
        _ => Ok(()),
    }
}

/// The executor heap from `SPARK_EXECUTOR_MEMORY` (`<n>m`, as Spark writes it).
fn executor_heap(c: &Node<'_>) -> Option<Quantity> {
    let env = c.get("env")?.as_array()?;
    let v = env
        .iter()
        .find(|e| e.get("name").and_then(Node::as_str) == Some("SPARK_EXECUTOR_MEMORY"))?
        .get("value")?
        .as_str()?;
    Quantity::parse(&format!("{}Mi", v.strip_suffix('m')?)).ok()
}

fn request_or_limit(kind: &str) -> &'static str {
    if kind == "requests" {
        "request"
    } else {
        "limit"
    }
}

pub(super) fn max_memory(rule: &Rule, pod: &PodView<'_>, out: &mut Vec<String>) {
    let Some(max) = &rule.max_memory else {
        return;
    };
    let Ok(limit) = Quantity::parse(max) else {
        return;
    };
    let role = pod.role();
    for c in &pod.containers {
        let mut reported: Option<Quantity> = None;
        for kind in ["requests", "limits"] {
            let Some(q) = c.resource(kind, "memory") else {
                continue;
            };
            let Some(value) = quantity_of(q) else {
                continue;
            };
            if value <= limit || reported == Some(value) {
                continue;
            }
            reported = Some(value);
            let what = request_or_limit(kind);
            let msg = if !c.is_spark {
                format!(
                    "container {}: memory {what} {} exceeds the limit {max}: lower it in {}",
                    c.name,
                    quantity_text(q),
                    pod.template_key()
                )
            } else if let (Role::Executor, Some(heap)) = (role, executor_heap(c.value)) {
                format!(
                    "container {}: executor memory {} + overhead {} exceeds the limit {max} (memory {what} {}): lower spark.executor.memory or spark.executor.memoryOverhead",
                    c.name,
                    mib(&heap),
                    mib(&overhead(&value, &heap)),
                    quantity_text(q)
                )
            } else {
                format!(
                    "container {}: {} memory {what} {} (memory + overhead) exceeds the limit {max}: lower {} or {}",
                    c.name,
                    role.as_str(),
                    quantity_text(q),
                    role.keys().memory.key,
                    role.keys().memory_overhead.key
                )
            };
            out.push(msg);
        }
    }
}

pub(super) fn max_cpu(rule: &Rule, pod: &PodView<'_>, out: &mut Vec<String>) {
    let Some(max) = &rule.max_cpu else {
        return;
    };
    let Ok(limit) = Quantity::parse(max) else {
        return;
    };
    let role = pod.role();
    for c in &pod.containers {
        for kind in ["requests", "limits"] {
            let Some(q) = c.resource(kind, "cpu") else {
                continue;
            };
            let Some(value) = quantity_of(q) else {
                continue;
            };
            if value <= limit {
                continue;
            }
            let keys = match (c.is_spark, kind) {
                (false, _) => pod.template_key().to_string(),
                (true, "requests") => {
                    let k = role.keys();
                    format!("{} or {}", k.cores.key, k.request_cores.key)
                }
                (true, _) => role.keys().limit_cores.key.to_string(),
            };
            out.push(format!(
                "container {}: {} cpu {} {} exceeds the limit {max}: lower {keys}",
                c.name,
                role.as_str(),
                request_or_limit(kind),
                quantity_text(q)
            ));
        }
    }
}

pub(super) fn require_limits(rule: &Rule, pod: &PodView<'_>, out: &mut Vec<String>) {
    let role = pod.role();
    for kind in &rule.require_limits {
        let (name, key) = match kind {
            LimitKind::Cpu => ("cpu", role.keys().limit_cores.key),
            LimitKind::Memory => ("memory", role.keys().memory.key),
        };
        for c in pod.containers.iter().filter(|c| !c.is_init) {
            if c.resource("limits", name).is_none() {
                let key = if c.is_spark { key } else { pod.template_key() };
                out.push(format!(
                    "container {}: no {name} limit, but limits are required: set {key}",
                    c.name
                ));
            }
        }
    }
}
