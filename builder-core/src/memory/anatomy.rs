//! A pod's memory, part by part: Spark's own sum ([`PodMemory`], from the builder that set the
//! container's request) beside what the pod as created says (its request and limit, which a
//! mutating webhook may have changed; the `-Xmx` its JVM gets; the memory-backed volumes its
//! Spark container writes to; its GPUs). `render` prints it as the document's `memory` member,
//! `check` reads it for settings that make an OOMKill or wasted memory likely, and the
//! playground draws it as a bar.

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::{Container, Volume};
use k8s_openapi::apimachinery::pkg::api::resource::Quantity as Quantity8s;
use serde::ser::{Serialize, SerializeMap, Serializer};
use serde_json::Value;
use sparkpods_kube::Quantity;

use super::{NON_JVM_MEMORY_OVERHEAD_FACTOR, OverheadFrom, PodMemory};
use crate::conf::bytes::{ByteUnit, byte_string_as};
use crate::kubernetes_conf::Role;
use crate::release::Release;

const MIB: i64 = 1024 * 1024;

/// The executor's heap variable, which the image's entrypoint passes as `-Xmx`.
const EXECUTOR_HEAP_ENV: &str = "SPARK_EXECUTOR_MEMORY";
/// The driver's heap variables spark-submit falls back to, in its order.
const DRIVER_HEAP_ENV: [&str; 2] = ["SPARK_DRIVER_MEMORY", "SPARK_MEM"];

/// A memory-backed `emptyDir` the Spark container mounts: what is written there is charged
/// to the container's memory, inside its limit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TmpfsVolume {
    /// The volume's name (`spark-local-dir-1` for a local dir).
    pub volume: String,
    /// Where the Spark container mounts it.
    pub mount_path: String,
    /// Its `sizeLimit`, when it has one.
    pub size_limit: Option<String>,
}

impl TmpfsVolume {
    /// Whether it is one of Spark's local dirs (`spark.kubernetes.local.dirs.tmpfs`).
    pub fn is_local_dir(&self) -> bool {
        self.volume.starts_with("spark-local-dir-")
    }
}

/// Where the JVM's maximum heap (`-Xmx`) comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeapFrom {
    /// The executor's `SPARK_EXECUTOR_MEMORY`, which the image's entrypoint passes as `-Xmx`.
    ExecutorEnv,
    /// `spark.driver.memory`, which the driver's spark-submit reads from its properties file.
    DriverConf,
    /// The driver's environment variable (`SPARK_DRIVER_MEMORY`, else `SPARK_MEM`), which its
    /// spark-submit falls back to when the properties file has no `spark.driver.memory`.
    DriverEnv(&'static str),
    /// spark-submit's default of 1g, with neither set.
    Default,
}

/// One pod's memory: Spark's arithmetic and the pod as created.
#[derive(Debug, Clone, PartialEq)]
pub struct MemoryAnatomy {
    /// The pod's role.
    pub role: Role,
    /// The name of its Spark container, which the rest is about.
    pub container: String,
    /// Spark's parts, whose sum is the request Spark writes.
    pub parts: PodMemory,
    /// The `-Xmx` the JVM gets, in MiB, when the pod says it in a form Spark reads.
    pub max_heap_mib: Option<i64>,
    /// Where that comes from.
    pub max_heap_from: HeapFrom,
    /// The Spark container's memory request as created (`None`: none).
    pub request: Option<String>,
    /// Its memory limit as created (`None`: none).
    pub limit: Option<String>,
    /// The memory-backed volumes its Spark container mounts.
    pub tmpfs: Vec<TmpfsVolume>,
    /// Its extended resources (GPUs and other devices): name to limit.
    pub devices: BTreeMap<String, String>,
}

/// A quantity in whole MiB, rounded down (`None`: not a quantity).
fn quantity_mib(q: &str) -> Option<i64> {
    Quantity::parse(q).ok().map(|q| q.value().div_euclid(MIB))
}

/// The member at `path` of `v` (`Null` where there is none).
fn at<'v>(v: &'v Value, path: &[&str]) -> &'v Value {
    path.iter()
        .try_fold(v, |v, k| v.get(k))
        .unwrap_or(&Value::Null)
}

/// What a pod as created says of its Spark container's memory: the parts
/// [`MemoryAnatomy::of`] reads, from the pod's JSON (as a webhook or a cluster left it) or from
/// its typed parts (as rendered, without serializing the pod).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CreatedPod {
    /// The Spark container's name (`None`: the pod has no containers).
    container: Option<String>,
    request: Option<String>,
    limit: Option<String>,
    /// The heap variables whose last entry (Kubernetes keeps the last of duplicates) has a value.
    heap_env: BTreeMap<&'static str, String>,
    tmpfs: Vec<TmpfsVolume>,
    devices: BTreeMap<String, String>,
}

impl CreatedPod {
    /// The variables [`MemoryAnatomy::of`] reads.
    const HEAP_ENV: [&'static str; 3] = [EXECUTOR_HEAP_ENV, DRIVER_HEAP_ENV[0], DRIVER_HEAP_ENV[1]];

    /// From the pod's JSON: its container named `container_name`, else its first.
    pub fn from_json(pod: &Value, container_name: &str) -> Self {
        let empty = Vec::new();
        let containers = at(pod, &["spec", "containers"])
            .as_array()
            .unwrap_or(&empty);
        let Some(container) = containers
            .iter()
            .find(|c| at(c, &["name"]) == container_name)
            .or_else(|| containers.first())
        else {
            return CreatedPod::default();
        };
        let resources = at(container, &["resources"]);
        let quantity =
            |bound: &str, name: &str| at(resources, &[bound, name]).as_str().map(str::to_string);
        let env = at(container, &["env"]).as_array();
        let heap_env = Self::HEAP_ENV
            .into_iter()
            .filter_map(|name| {
                let last = env?.iter().rev().find(|e| at(e, &["name"]) == name)?;
                Some((name, at(last, &["value"]).as_str()?.to_string()))
            })
            .collect();
        let memory_volumes: BTreeMap<&str, Option<String>> = at(pod, &["spec", "volumes"])
            .as_array()
            .into_iter()
            .flatten()
            .filter(|v| at(v, &["emptyDir", "medium"]) == "Memory")
            .filter_map(|v| {
                let size = at(v, &["emptyDir", "sizeLimit"])
                    .as_str()
                    .map(str::to_string);
                Some((at(v, &["name"]).as_str()?, size))
            })
            .collect();
        let tmpfs = at(container, &["volumeMounts"])
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|m| {
                let volume = at(m, &["name"]).as_str()?;
                Some(TmpfsVolume {
                    volume: volume.to_string(),
                    mount_path: at(m, &["mountPath"])
                        .as_str()
                        .unwrap_or_default()
                        .to_string(),
                    size_limit: memory_volumes.get(volume)?.clone(),
                })
            })
            .collect();
        let devices = at(resources, &["limits"])
            .as_object()
            .into_iter()
            .flatten()
            .filter(|(name, _)| name.contains('/'))
            .filter_map(|(name, q)| Some((name.clone(), q.as_str()?.to_string())))
            .collect();
        CreatedPod {
            container: at(container, &["name"]).as_str().map(str::to_string),
            request: quantity("requests", "memory"),
            limit: quantity("limits", "memory"),
            heap_env,
            tmpfs,
            devices,
        }
    }

    /// From the pod's typed `containers` (the one named `container_name`, else the first) and
    /// `volumes`: what [`Self::from_json`] reads of the same pod serialized.
    pub fn from_parts<'p>(
        mut containers: impl Iterator<Item = &'p Container> + Clone,
        volumes: &[Volume],
        container_name: &str,
    ) -> Self {
        let Some(container) = containers
            .clone()
            .find(|c| c.name == container_name)
            .or_else(|| containers.next())
        else {
            return CreatedPod::default();
        };
        let resources = container.resources.as_ref();
        let quantity = |bound: Option<&BTreeMap<String, Quantity8s>>| {
            bound.and_then(|b| b.get("memory")).map(|q| q.0.clone())
        };
        let env = container.env.as_deref().unwrap_or_default();
        let heap_env = Self::HEAP_ENV
            .into_iter()
            .filter_map(|name| {
                let last = env.iter().rev().find(|e| e.name == name)?;
                Some((name, last.value.clone()?))
            })
            .collect();
        let memory_volumes: BTreeMap<&str, Option<String>> = volumes
            .iter()
            .filter_map(|v| {
                let dir = v.empty_dir.as_ref()?;
                (dir.medium.as_deref() == Some("Memory")).then(|| {
                    (
                        v.name.as_str(),
                        dir.size_limit.as_ref().map(|q| q.0.clone()),
                    )
                })
            })
            .collect();
        let tmpfs = container
            .volume_mounts
            .iter()
            .flatten()
            .filter_map(|m| {
                // Looked up first: most mounts are not tmpfs, and their names are not copied.
                let size_limit = memory_volumes.get(m.name.as_str())?.clone();
                Some(TmpfsVolume {
                    volume: m.name.clone(),
                    mount_path: m.mount_path.clone(),
                    size_limit,
                })
            })
            .collect();
        let devices = resources
            .and_then(|r| r.limits.as_ref())
            .into_iter()
            .flatten()
            .filter(|(name, _)| name.contains('/'))
            .map(|(name, q)| (name.clone(), q.0.clone()))
            .collect();
        CreatedPod {
            container: Some(container.name.clone()),
            request: quantity(resources.and_then(|r| r.requests.as_ref())),
            limit: quantity(resources.and_then(|r| r.limits.as_ref())),
            heap_env,
            tmpfs,
            devices,
        }
    }
}

impl MemoryAnatomy {
    /// The anatomy of the pod as `created` whose Spark container is `container_name`, with
    /// Spark's `parts`. `driver_memory_set`: whether the conf sets `spark.driver.memory` (the
    /// driver's spark-submit reads it before its environment).
    pub fn of(
        role: Role,
        parts: PodMemory,
        created: CreatedPod,
        container_name: &str,
        driver_memory_set: bool,
        release: Release,
    ) -> Self {
        let jvm_mib = |s: &str| byte_string_as(s, ByteUnit::MiB, release).ok();
        let env = |name: &str| created.heap_env.get(name);
        let (max_heap_mib, max_heap_from) = match role {
            Role::Executor => (
                env(EXECUTOR_HEAP_ENV).and_then(|s| jvm_mib(s)),
                HeapFrom::ExecutorEnv,
            ),
            Role::Driver if driver_memory_set => (Some(parts.heap_mib), HeapFrom::DriverConf),
            Role::Driver => match DRIVER_HEAP_ENV
                .into_iter()
                .find_map(|name| Some((name, env(name)?)))
            {
                Some((name, s)) => (jvm_mib(s), HeapFrom::DriverEnv(name)),
                None => (Some(parts.heap_mib), HeapFrom::Default),
            },
        };
        MemoryAnatomy {
            role,
            container: created
                .container
                .unwrap_or_else(|| container_name.to_string()),
            parts,
            max_heap_mib,
            max_heap_from,
            request: created.request,
            limit: created.limit,
            tmpfs: created.tmpfs,
            devices: created.devices,
        }
    }

    /// The request in MiB (`None`: none, or not a quantity).
    pub fn request_mib(&self) -> Option<i64> {
        self.request.as_deref().and_then(quantity_mib)
    }

    /// The limit in MiB (`None`: none, or not a quantity).
    pub fn limit_mib(&self) -> Option<i64> {
        self.limit.as_deref().and_then(quantity_mib)
    }

    /// How far the limit is above the request, in MiB: memory the scheduler does not reserve
    /// and the heap, fixed by `-Xmx`, cannot use.
    pub fn limit_above_request_mib(&self) -> i64 {
        limit_above_request(self.request_mib(), self.limit_mib())
    }

    /// What the container holds beside the heap before it reaches its limit (Spark's sum
    /// when the pod has no limit): the room of overhead, off-heap, PySpark and tmpfs.
    pub fn beside_heap_mib(&self) -> i64 {
        self.beside_heap(self.limit_mib())
    }

    /// [`Self::beside_heap_mib`] with the limit read.
    fn beside_heap(&self, limit_mib: Option<i64>) -> i64 {
        let limit = limit_mib.unwrap_or_else(|| self.parts.total_mib());
        limit.saturating_sub(self.max_heap_mib.unwrap_or(self.parts.heap_mib))
    }

    /// The anatomy as the render document's `memory.<role>` member.
    pub fn to_json(&self) -> Value {
        serde_json::to_value(self).unwrap_or(Value::Null)
    }
}

/// [`MemoryAnatomy::limit_above_request_mib`] of a request and a limit read.
fn limit_above_request(request_mib: Option<i64>, limit_mib: Option<i64>) -> i64 {
    match (request_mib, limit_mib) {
        (Some(request), Some(limit)) => limit.saturating_sub(request).max(0),
        _ => 0,
    }
}

/// The anatomy as the document's `memory` member shows it (each quantity read once), its
/// parts written as they are (no `serde_json` values built on the way).
impl Serialize for MemoryAnatomy {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let heap_from = match self.max_heap_from {
            HeapFrom::ExecutorEnv => "SPARK_EXECUTOR_MEMORY",
            HeapFrom::DriverConf => "spark.driver.memory",
            HeapFrom::DriverEnv(name) => name,
            HeapFrom::Default => "default",
        };
        let mut m = serializer.serialize_map(Some(17))?;
        m.serialize_entry("container", &self.container)?;
        m.serialize_entry("heapMiB", &self.parts.heap_mib)?;
        m.serialize_entry("jvmMaxHeapMiB", &self.max_heap_mib)?;
        m.serialize_entry("jvmMaxHeapFrom", heap_from)?;
        m.serialize_entry("overheadMiB", &self.parts.overhead_mib)?;
        m.serialize_entry("overhead", &Overhead(self.parts.overhead_from))?;
        m.serialize_entry("offHeapMiB", &self.parts.off_heap_mib)?;
        m.serialize_entry("pysparkMiB", &self.parts.pyspark_mib)?;
        m.serialize_entry("sparkTotalMiB", &self.parts.total_mib())?;
        m.serialize_entry("request", &self.request)?;
        let (request_mib, limit_mib) = (self.request_mib(), self.limit_mib());
        m.serialize_entry("requestMiB", &request_mib)?;
        m.serialize_entry("limit", &self.limit)?;
        m.serialize_entry("limitMiB", &limit_mib)?;
        m.serialize_entry(
            "limitAboveRequestMiB",
            &limit_above_request(request_mib, limit_mib),
        )?;
        m.serialize_entry("besideHeapMiB", &self.beside_heap(limit_mib))?;
        m.serialize_entry("tmpfs", &Tmpfs(&self.tmpfs))?;
        m.serialize_entry("devices", &self.devices)?;
        m.end()
    }
}

/// The `overhead` member: the key that set it, or the factor, where the factor came from and
/// the minimum.
struct Overhead(OverheadFrom);

impl Serialize for Overhead {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            OverheadFrom::Key(key) => {
                let mut m = serializer.serialize_map(Some(1))?;
                m.serialize_entry("key", key.key)?;
                m.end()
            }
            OverheadFrom::Factor(f) => {
                let from = match f.key {
                    Some(key) => key.key,
                    // The driver's default for its executors too.
                    None if f.factor == NON_JVM_MEMORY_OVERHEAD_FACTOR => "default (Python or R)",
                    None => "default",
                };
                let mut m = serializer.serialize_map(Some(3))?;
                m.serialize_entry("factor", &f.factor)?;
                m.serialize_entry("factorFrom", from)?;
                m.serialize_entry("minimumMiB", &f.minimum_mib)?;
                m.end()
            }
        }
    }
}

/// The `tmpfs` member: each memory-backed volume the Spark container mounts.
struct Tmpfs<'a>(&'a [TmpfsVolume]);

impl Serialize for Tmpfs<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(TmpfsEntry))
    }
}

/// One `tmpfs` entry.
struct TmpfsEntry<'a>(&'a TmpfsVolume);

impl Serialize for TmpfsEntry<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let t = self.0;
        let mut m = serializer.serialize_map(Some(4))?;
        m.serialize_entry("volume", &t.volume)?;
        m.serialize_entry("mountPath", &t.mount_path)?;
        m.serialize_entry("sizeLimit", &t.size_limit)?;
        m.serialize_entry("localDir", &t.is_local_dir())?;
        m.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::OverheadFactor;
    use serde_json::json;

    fn parts(heap: i64, overhead: i64) -> PodMemory {
        PodMemory {
            heap_mib: heap,
            overhead_mib: overhead,
            overhead_from: OverheadFrom::Factor(OverheadFactor {
                factor: 0.1,
                key: None,
                minimum_mib: 384,
            }),
            off_heap_mib: 0,
            pyspark_mib: 0,
        }
    }

    #[test]
    fn the_pod_as_created_gives_request_limit_heap_tmpfs_and_devices() {
        let pod = json!({ "spec": {
            "containers": [
                { "name": "sidecar", "resources": { "limits": { "memory": "64Mi" } } },
                { "name": "spark-kubernetes-executor",
                  "env": [ { "name": "SPARK_EXECUTOR_MEMORY", "value": "4096m" } ],
                  "resources": {
                      "requests": { "memory": "4505Mi" },
                      "limits": { "memory": "6Gi", "nvidia.com/gpu": "1" } },
                  "volumeMounts": [
                      { "name": "spark-local-dir-1", "mountPath": "/var/data/spark-1" },
                      { "name": "cache", "mountPath": "/cache" } ] } ],
            "volumes": [
                { "name": "spark-local-dir-1", "emptyDir": { "medium": "Memory" } },
                { "name": "cache", "emptyDir": { "sizeLimit": "1Gi" } } ] } });
        let a = MemoryAnatomy::of(
            Role::Executor,
            parts(4096, 409),
            CreatedPod::from_json(&pod, "spark-kubernetes-executor"),
            "spark-kubernetes-executor",
            false,
            Release::of(crate::release::SparkVersion::NEWEST),
        );
        assert_eq!(a.max_heap_mib, Some(4096));
        assert_eq!(a.request_mib(), Some(4505));
        assert_eq!(a.limit_mib(), Some(6144));
        assert_eq!(a.limit_above_request_mib(), 6144 - 4505);
        assert_eq!(a.beside_heap_mib(), 6144 - 4096);
        assert_eq!(a.tmpfs.len(), 1);
        assert!(a.tmpfs[0].is_local_dir());
        assert_eq!(
            a.devices.get("nvidia.com/gpu").map(String::as_str),
            Some("1")
        );
        // The whole member, its keys in the order written.
        assert_eq!(
            serde_json::to_string(&a).unwrap(),
            r#"{"container":"spark-kubernetes-executor","heapMiB":4096,"jvmMaxHeapMiB":4096,"jvmMaxHeapFrom":"SPARK_EXECUTOR_MEMORY","overheadMiB":409,"overhead":{"factor":0.1,"factorFrom":"default","minimumMiB":384},"offHeapMiB":0,"pysparkMiB":0,"sparkTotalMiB":4505,"request":"4505Mi","requestMiB":4505,"limit":"6Gi","limitMiB":6144,"limitAboveRequestMiB":1639,"besideHeapMiB":2048,"tmpfs":[{"volume":"spark-local-dir-1","mountPath":"/var/data/spark-1","sizeLimit":null,"localDir":true}],"devices":{"nvidia.com/gpu":"1"}}"#
        );
        let keyed = MemoryAnatomy {
            parts: PodMemory {
                overhead_from: OverheadFrom::Key(&crate::conf::registry::EXECUTOR_MEMORY_OVERHEAD),
                ..a.parts.clone()
            },
            ..a
        };
        assert_eq!(
            serde_json::to_value(&keyed).unwrap()["overhead"],
            json!({ "key": "spark.executor.memoryOverhead" })
        );
    }

    /// Without `spark.driver.memory`, the driver's spark-submit takes `SPARK_DRIVER_MEMORY`
    /// (a `spark.kubernetes.driverEnv.` variable) for `-Xmx`, whatever the request.
    #[test]
    fn a_driver_env_heap_is_what_the_jvm_gets() {
        let pod = json!({ "spec": { "containers": [ { "name": "spark-kubernetes-driver",
            "env": [ { "name": "SPARK_DRIVER_MEMORY", "value": "4g" } ] } ] } });
        let a = MemoryAnatomy::of(
            Role::Driver,
            parts(1024, 384),
            CreatedPod::from_json(&pod, "spark-kubernetes-driver"),
            "spark-kubernetes-driver",
            false,
            Release::of(crate::release::SparkVersion::NEWEST),
        );
        assert_eq!(
            (a.max_heap_mib, a.max_heap_from),
            (Some(4096), HeapFrom::DriverEnv("SPARK_DRIVER_MEMORY"))
        );
        let set = MemoryAnatomy::of(
            Role::Driver,
            parts(1024, 384),
            CreatedPod::from_json(&pod, "spark-kubernetes-driver"),
            "spark-kubernetes-driver",
            true,
            Release::of(crate::release::SparkVersion::NEWEST),
        );
        assert_eq!(set.max_heap_mib, Some(1024));
    }
}
