//! A role's `memoryLimit` above the request Spark made: the pod webhook writes the limit, the
//! heap stays at `-Xmx` (kubeflow/spark-operator#2583, #2647).

use builder_core::{MemoryAnatomy, Rendered, Role, Submission, rendered_memory};
use serde_json::Value;

use super::OperatorSubmission;
use super::webhook::mutate;
use crate::Finding;
use crate::rules;

/// The memory findings of the pods as the operator's pod webhook leaves them (`None` from a
/// webhook that rejects a pod: that is its own finding).
pub fn memory_findings(
    sub: &OperatorSubmission,
    spark: &Submission,
    rendered: &Rendered,
) -> Vec<Finding> {
    let mutated = |pod: Value| -> Option<Value> {
        let mut pod = pod;
        mutate(&mut pod, &sub.app, sub.release, &sub.uid).ok()?;
        Some(pod)
    };
    let pod = |role| {
        let pod = match role {
            Role::Driver => serde_json::to_value(&rendered.driver.as_ref()?.1.pod),
            Role::Executor => serde_json::to_value(rendered.executor.as_ref()?.pod.assembled()),
        };
        mutated(pod.ok()?)
    };
    let (driver, executor) = (pod(Role::Driver), pod(Role::Executor));
    let anatomies = rendered_memory(spark, rendered, |role| match role {
        Role::Driver => driver.as_ref(),
        Role::Executor => executor.as_ref(),
    });
    anatomies.iter().filter_map(limit_above_request).collect()
}

/// The finding for a limit above the request, with the overhead that makes them equal.
fn limit_above_request(a: &MemoryAnatomy) -> Option<Finding> {
    let above = a.limit_above_request_mib();
    if above == 0 {
        return None;
    }
    let role = a.role.as_str();
    let heap = a.max_heap_mib.unwrap_or(a.parts.heap_mib);
    Some(Finding {
        severity: rules::MEMORY_LIMIT_ABOVE_REQUEST.severity,
        rule: &rules::MEMORY_LIMIT_ABOVE_REQUEST,
        field: format!("spec.{role}.memoryLimit"),
        message: format!(
            "the {role}'s memory limit ({}) is {above} MiB above its request ({} MiB): the heap stays at {heap} MiB (-Xmx), so only native and off-heap memory can use the difference, which the scheduler does not reserve on the node",
            a.limit.as_deref().unwrap_or_default(),
            a.request_mib().unwrap_or_default(),
        ),
        hint: Some(format!(
            "remove spec.{role}.memoryLimit and set spec.{role}.memoryOverhead to {}m (now {} MiB): the request is then the limit",
            a.parts.overhead_mib.saturating_add(above),
            a.parts.overhead_mib,
        )),
    })
}
