//! The [`MemoryAnatomy`] of each pod a render built: the builders' sums beside the pods as
//! created, which the caller gives (the render's own, or as a webhook changed them).

use serde_json::Value;

use crate::builder::{Rendered, Submission};
use crate::conf::registry as keys;
use crate::kubernetes_conf::Role;
use crate::memory::{CreatedPod, MemoryAnatomy, OverheadFrom, PodMemory};
use crate::release::Release;

/// Each built pod's anatomy, the driver first, with `pod(role)` the pod as created (JSON);
/// a role `pod` gives nothing for is left out.
pub fn rendered_memory<'v>(
    sub: &Submission,
    rendered: &Rendered,
    pod: impl Fn(Role) -> Option<&'v Value>,
) -> Vec<MemoryAnatomy> {
    anatomies(sub, rendered, |role, container| {
        pod(role).map(|pod| CreatedPod::from_json(pod, container))
    })
}

/// [`rendered_memory`] of the pods as rendered, for the roles `shown` keeps: read from the typed
/// pods (the driver pod as spark-submit creates it, with the conf volume mounted; the executor
/// pod with its Spark container after the template's, as assembled).
pub fn rendered_memory_as_built(
    sub: &Submission,
    rendered: &Rendered,
    shown: impl Fn(Role) -> bool,
) -> Vec<MemoryAnatomy> {
    anatomies(sub, rendered, |role, container| {
        if !shown(role) {
            return None;
        }
        match role {
            Role::Driver => {
                let pod = rendered.driver.as_ref()?.1.pod.spec.as_ref();
                Some(CreatedPod::from_parts(
                    pod.map(|p| p.containers.iter()).into_iter().flatten(),
                    pod.and_then(|p| p.volumes.as_deref()).unwrap_or_default(),
                    container,
                ))
            }
            Role::Executor => {
                let e = rendered.executor.as_ref()?;
                let pod = e.pod.pod.spec.as_ref();
                Some(CreatedPod::from_parts(
                    pod.map(|p| p.containers.iter())
                        .into_iter()
                        .flatten()
                        .chain(std::iter::once(&*e.pod.container)),
                    pod.and_then(|p| p.volumes.as_deref()).unwrap_or_default(),
                    container,
                ))
            }
        }
    })
}

/// Each built pod's anatomy, with `created(role, container)` the pod as created.
fn anatomies(
    sub: &Submission,
    rendered: &Rendered,
    created: impl Fn(Role, &str) -> Option<CreatedPod>,
) -> Vec<MemoryAnatomy> {
    let driver_memory_set = sub.conf_value(keys::DRIVER_MEMORY.key).is_some();
    let anatomy = |role: Role, parts: &PodMemory, container: &str, release: Release| {
        let created = created(role, container)?;
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
            created,
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
