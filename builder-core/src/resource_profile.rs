//! The default `ResourceProfile` of executors: cores, heap, overhead, off-heap, PySpark memory
//! and custom resources, as `ResourceProfile.getResourcesForClusterManager` sums them.

use crate::conf::SparkConf;
use crate::conf::bytes::{ByteUnit, byte_string_as};
use crate::conf::registry as keys;
use crate::custom_resources::parse_resource_requests;
use crate::error::{JavaException, SparkError, SparkResult};
use crate::memory;
use crate::release::Behaviour;

/// The default resource profile, as `ResourceProfile.getOrCreateDefaultProfile` reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct DefaultProfile {
    pub cores: i32,
    pub heap_mib: i64,
    pub explicit_overhead_mib: Option<i64>,
    pub off_heap_mib: i64,
    pub pyspark_mib: Option<i64>,
    /// Custom resources: (name, vendor, amount).
    pub custom: Vec<(String, Option<String>, i64)>,
}

/// What an executor pod of the default profile requests.
#[derive(Debug, Clone, PartialEq)]
pub struct ExecutorResources {
    pub cores: i32,
    pub heap_mib: i64,
    pub overhead_mib: i64,
    /// How the overhead was arrived at.
    pub overhead_from: memory::OverheadFrom,
    pub off_heap_mib: i64,
    pub pyspark_mib: i64,
    pub custom: Vec<(String, Option<String>, i64)>,
}

impl ExecutorResources {
    /// Heap + overhead + off-heap + PySpark memory: the pod's memory request and limit.
    pub fn total_mib(&self) -> i64 {
        self.memory().total_mib()
    }

    /// The pod's memory, part by part.
    pub fn memory(&self) -> memory::PodMemory {
        memory::PodMemory {
            heap_mib: self.heap_mib,
            overhead_mib: self.overhead_mib,
            overhead_from: self.overhead_from,
            off_heap_mib: self.off_heap_mib,
            pyspark_mib: self.pyspark_mib,
        }
    }
}

/// The executors' resources as `BasicExecutorFeatureStep` reads them: the role's minimum
/// overhead and factor (else `spark.kubernetes.memoryOverheadFactor`), PySpark memory for a
/// Python application (`spark.kubernetes.resource.type`).
pub fn executor_resources(
    conf: &SparkConf,
    profile: &DefaultProfile,
) -> SparkResult<ExecutorResources> {
    let is_python = conf.get(keys::APP_RESOURCE_TYPE.key) == Some("python");
    Ok(profile.resources(memory::OverheadFactor::executor(conf)?, is_python))
}

impl DefaultProfile {
    /// Read the profile; errors surface in the order Spark reads the keys.
    pub fn from_conf(conf: &SparkConf) -> SparkResult<Self> {
        let cores = conf.entry_int(&keys::EXECUTOR_CORES)?.unwrap_or(1);
        // ExecutorResourceRequests re-parses each amount as a byte string, so negative values
        // (which the conf entry accepts) fail there.
        let heap_mib = as_request(
            conf,
            &keys::EXECUTOR_MEMORY,
            conf.entry_bytes(&keys::EXECUTOR_MEMORY)?.unwrap_or(1024),
        )?;
        let explicit_overhead_mib = match conf.entry_bytes(&keys::EXECUTOR_MEMORY_OVERHEAD)? {
            Some(v) => Some(as_request(conf, &keys::EXECUTOR_MEMORY_OVERHEAD, v)?),
            None => None,
        };
        let pyspark_mib = match conf.entry_bytes(&keys::PYSPARK_MEMORY)? {
            Some(v) => Some(as_request(conf, &keys::PYSPARK_MEMORY, v)?),
            None => None,
        };
        let off_heap_mib = off_heap_mib(conf)?;
        let custom = parse_resource_requests(conf, crate::kubernetes_conf::Role::Executor)?
            .into_iter()
            .map(|r| (r.name, r.vendor, r.amount))
            .collect();
        Ok(DefaultProfile {
            cores,
            heap_mib,
            explicit_overhead_mib,
            off_heap_mib,
            pyspark_mib,
            custom,
        })
    }

    /// `getResourcesForClusterManager`: overhead from the factor unless given explicitly;
    /// PySpark memory only for Python apps.
    pub fn resources(
        &self,
        factor: memory::OverheadFactor,
        is_python_app: bool,
    ) -> ExecutorResources {
        ExecutorResources {
            cores: self.cores,
            heap_mib: self.heap_mib,
            overhead_mib: self
                .explicit_overhead_mib
                .unwrap_or_else(|| factor.overhead_mib(self.heap_mib)),
            overhead_from: match self.explicit_overhead_mib {
                Some(_) => memory::OverheadFrom::Key(&keys::EXECUTOR_MEMORY_OVERHEAD),
                None => memory::OverheadFrom::Factor(factor),
            },
            off_heap_mib: self.off_heap_mib,
            pyspark_mib: if is_python_app {
                self.pyspark_mib.unwrap_or(0)
            } else {
                0
            },
            custom: self.custom.clone(),
        }
    }
}

/// `ExecutorResourceRequests.memory(v.toString)`: `JavaUtils.byteStringAsMb` of the number.
fn as_request(conf: &SparkConf, key: &keys::ConfKey, mib: i64) -> SparkResult<i64> {
    match byte_string_as(&mib.to_string(), ByteUnit::MiB, conf.release()) {
        Ok(v) => Ok(v),
        Err(e) => Err(
            SparkError::new(JavaException::NumberFormat, e.java_message())
                .with_key(key.key)
                .with_hint(format!("{} must not be negative", key.key)),
        ),
    }
}

/// `Utils.executorOffHeapMemorySizeAsMb`: the off-heap size in MiB when enabled, else 0.
fn off_heap_mib(conf: &SparkConf) -> SparkResult<i64> {
    let size_bytes = conf.entry_bytes(&keys::OFF_HEAP_SIZE)?.unwrap_or(0);
    if size_bytes < 0 {
        return Err(conf.requirement_failed(
            keys::OFF_HEAP_SIZE.key,
            conf.get(keys::OFF_HEAP_SIZE.key).unwrap_or_default(),
            "The off-heap memory size must not be negative",
        ));
    }
    let mib = size_bytes / 1024 / 1024;
    if conf.entry_flag(&keys::OFF_HEAP_ENABLED)? {
        if mib <= 0 {
            let need = if conf.release().has(Behaviour::OffHeapErrorSaysMib) {
                "at least 1MiB"
            } else {
                "> 0"
            };
            return Err(SparkError::requirement(format!(
                "spark.memory.offHeap.size must be {need} when spark.memory.offHeap.enabled == true"
            ))
            .with_key(keys::OFF_HEAP_SIZE.key)
            .with_hint(
                "set spark.memory.offHeap.size to at least 1m, or disable off-heap memory",
            ));
        }
        Ok(mib)
    } else {
        Ok(0)
    }
}
