//! What in a pod's memory makes an OOMKill or wasted memory likely ([`MemoryAnatomy`]): files in
//! memory-backed local dirs inside the limit, Python workers without a share of their own, a
//! JVM heap set through the environment that the request does not count. Each finding names
//! the key to change and the numbers.

use crate::builder::{Rendered, Submission};
use crate::conf::registry as keys;
use crate::fabric8_json::pod_json;
use crate::inputs::MainResource;
use crate::kubernetes_conf::Role;
use crate::memory::{HeapFrom, MemoryAnatomy, NON_JVM_MEMORY_OVERHEAD_FACTOR, OverheadFrom};
use crate::rendered_memory::rendered_memory;
use crate::rules;

use super::Diagnostic;

/// The memory findings of a render, on Spark's pods as built: the caller's anatomies of them
/// (`memory`), or else read here from the pods written as JSON.
pub(super) fn check_memory(
    sub: &Submission,
    rendered: &Rendered,
    memory: Option<&[MemoryAnatomy]>,
    out: &mut Vec<Diagnostic>,
) {
    let read;
    let anatomies = match memory {
        Some(given) => given,
        None => {
            let driver = (rendered.driver.as_ref())
                .map(|(spec, submitted)| pod_json(&submitted.pod, spec.release.fabric8()));
            let executor = (rendered.executor.as_ref())
                .map(|e| pod_json(&e.pod.assembled(), e.release.fabric8()));
            read = rendered_memory(sub, rendered, |role| match role {
                Role::Driver => driver.as_ref(),
                Role::Executor => executor.as_ref(),
            });
            &read
        }
    };
    let python = matches!(sub.driver.main_resource, MainResource::Python(_));
    for a in anatomies {
        out.extend(tmpfs_local_dirs(a));
        if python {
            out.extend(python_workers(a));
        }
        out.extend(heap_from_env(a));
    }
}

/// Local dirs in memory: shuffle and spill files share the room beside the heap.
pub fn tmpfs_local_dirs(a: &MemoryAnatomy) -> Option<Diagnostic> {
    let dirs: Vec<&str> = a
        .tmpfs
        .iter()
        .filter(|t| t.is_local_dir())
        .map(|t| t.mount_path.as_str())
        .collect();
    if dirs.is_empty() {
        return None;
    }
    let role = a.role.as_str();
    let limit = a
        .limit_mib()
        .map_or_else(|| "no limit".to_string(), |l| format!("a {l} MiB limit"));
    Some(Diagnostic::new(
        &rules::LOCAL_DIRS_TMPFS,
        Some(keys::LOCAL_DIRS_TMPFS.key.to_string()),
        format!(
            "the {role}'s local dirs ({}) are tmpfs: the shuffle and spill files Spark writes there count against its memory, and of {limit} only {} MiB is beside the {} MiB heap",
            dirs.join(", "),
            a.beside_heap_mib(),
            a.max_heap_mib.unwrap_or(a.parts.heap_mib),
        ),
        Some(format!(
            "raise {} (now {} MiB) by what the local dirs hold, or turn {} off",
            a.role.keys().memory_overhead.key,
            a.parts.overhead_mib,
            keys::LOCAL_DIRS_TMPFS.key
        )),
    ))
}

/// A Python application whose overhead factor a key lowered below Spark's 0.4 for Python,
/// without `spark.executor.pyspark.memory`: its Python workers share what is left.
pub fn python_workers(a: &MemoryAnatomy) -> Option<Diagnostic> {
    let OverheadFrom::Factor(f) = a.parts.overhead_from else {
        return None;
    };
    let key = f.key?;
    let python_default = crate::memory::overhead_from_factor(
        NON_JVM_MEMORY_OVERHEAD_FACTOR,
        a.parts.heap_mib,
        f.minimum_mib,
    );
    if a.parts.overhead_mib >= python_default || a.parts.pyspark_mib > 0 {
        return None;
    }
    let role = a.role.as_str();
    let hint = match a.role {
        Role::Executor => format!(
            "set {} to the Python workers' share (the pod asks for it on top), or remove {} ({python_default} MiB of overhead for Python)",
            keys::PYSPARK_MEMORY.key,
            key.key
        ),
        Role::Driver => format!(
            "remove {} ({python_default} MiB of overhead for Python), or set {} above {} MiB",
            key.key,
            a.role.keys().memory_overhead.key,
            a.parts.overhead_mib
        ),
    };
    Some(Diagnostic::new(
        &rules::PYTHON_OVERHEAD,
        Some(key.key.to_string()),
        format!(
            "{} = {} makes the {role}'s memory overhead {} MiB for a Python application: its Python processes share that with the JVM's native memory (Spark's factor for Python is {NON_JVM_MEMORY_OVERHEAD_FACTOR}: {python_default} MiB)",
            key.key, f.factor, a.parts.overhead_mib,
        ),
        Some(hint),
    ))
}

/// A JVM heap the environment sets: the request counts Spark's heap, the JVM takes another.
pub fn heap_from_env(a: &MemoryAnatomy) -> Option<Diagnostic> {
    let jvm = a.max_heap_mib?;
    if jvm == a.parts.heap_mib {
        return None;
    }
    let (variable, key) = match a.max_heap_from {
        HeapFrom::ExecutorEnv => ("SPARK_EXECUTOR_MEMORY", keys::EXECUTOR_ENV.key),
        HeapFrom::DriverEnv(variable) => (variable, keys::DRIVER_ENV.key),
        HeapFrom::DriverConf | HeapFrom::Default => return None,
    };
    let role = a.role.as_str();
    let memory_key = a.role.keys().memory.key;
    let what = if jvm > a.parts.heap_mib {
        "an OOMKill is likely once the heap grows past what the pod holds"
    } else {
        "the heap never uses the rest of what the pod holds for it"
    };
    Some(Diagnostic::new(
        &rules::HEAP_FROM_ENV,
        Some(format!("{key}{variable}")),
        format!(
            "the {role}'s JVM gets -Xmx{jvm}m from {variable}, but Spark sized the container for a {} MiB heap ({memory_key}): {} MiB in all; {what}",
            a.parts.heap_mib,
            a.parts.total_mib(),
        ),
        Some(format!(
            "remove {key}{variable} and set {memory_key}={jvm}m: the pod then asks for the heap it runs"
        )),
    ))
}
