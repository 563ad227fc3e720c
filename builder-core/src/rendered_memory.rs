//! The [`MemoryAnatomy`] of each pod a render built: the builders' sums beside the pods as
//! created, which the caller gives (the render's own, or as a webhook changed them).

use serde_json::Value;

use crate::builder::{Rendered, Submission};
use crate::conf::registry as keys;
use crate::kubernetes_conf::Role;
use crate::memory::{MemoryAnatomy, OverheadFrom, PodMemory};
use crate::release::Release;

/// Each built pod's anatomy, the driver first, with `pod(role)` the pod as created (JSON);
/// a role `pod` gives nothing for is left out.
pub fn rendered_memory(
    sub: &Submission,
    rendered: &Rendered,
    pod: impl Fn(Role) -> Option<Value>,
) -> Vec<MemoryAnatomy> {
    let driver_memory_set = sub.conf_value(keys::DRIVER_MEMORY.key).is_some();
    let anatomy = |role: Role, parts: &PodMemory, container: &str, release: Release| {
        let pod = pod(role)?;
        let mut parts = parts.clone();
        // The driver writes `spark.kubernetes.memoryOverheadFactor` for its executors: a
        // factor the user did not set is the default.
        if let OverheadFrom::Factor(f) = &mut parts.overhead_from
            && f.key.is_some_and(|k| sub.conf_value(k.key).is_none())
        {
            f.key = None;
        }
        Some(MemoryAnatomy::of(
            role,
            parts,
            &pod,
            container,
            driver_memory_set,
            release,
        ))
    };
    let driver = rendered.driver.as_ref().and_then(|(spec, _)| {
        anatomy(
            Role::Driver,
            &spec.memory,
            &spec.pod.container.name,
            spec.release,
        )
    });
    let executor = rendered
        .executor
        .as_ref()
        .and_then(|e| anatomy(Role::Executor, &e.memory, &e.pod.container.name, e.release));
    driver.into_iter().chain(executor).collect()
}
