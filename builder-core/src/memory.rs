//! Memory arithmetic of driver and executor pods: heap + overhead (+ off-heap, + PySpark).
//!
//! Spark truncates `factor * heap` through an `int` cast before applying the minimum, so
//! `3333m * 0.1234` gives 411 MiB and `1500m * 0.15` falls back to the 384 MiB minimum.

mod anatomy;

pub use anatomy::{CreatedPod, HeapFrom, MemoryAnatomy, TmpfsVolume};

use crate::conf::SparkConf;
use crate::conf::registry::{self as keys, ConfKey};
use crate::error::SparkResult;

/// Spark 3.5's fixed minimum overhead (`ResourceProfile.MEMORY_OVERHEAD_MIN_MIB`).
pub const MEMORY_OVERHEAD_MIN_MIB: i64 = 384;
/// Default overhead factor of Python and R applications.
pub const NON_JVM_MEMORY_OVERHEAD_FACTOR: f64 = 0.4;

/// `max((int)(factor * heap), minimum)`, with Java's saturating double-to-int cast.
pub fn overhead_from_factor(factor: f64, heap_mib: i64, minimum_mib: i64) -> i64 {
    let product = factor * heap_mib as f64;
    let truncated = product as i32; // saturating, NaN -> 0: Java's (int) cast
    i64::from(truncated).max(minimum_mib)
}

/// A double entry with a `checkValue` requirement.
pub fn checked_double(
    conf: &SparkConf,
    key: &ConfKey,
    ok: impl Fn(f64) -> bool,
    requirement: &str,
) -> SparkResult<Option<f64>> {
    let value = conf.entry_double(key)?;
    match value {
        Some(v) if conf.is_set(key) && !ok(v) => Err(conf
            .requirement_failed(key.key, &java_double_to_string(v), requirement)
            .with_hint(format!(
                "{} must be {}",
                key.key,
                if requirement.contains("non-negative") {
                    "at least 0"
                } else {
                    "greater than 0"
                }
            ))),
        other => Ok(other),
    }
}

/// `spark.kubernetes.memoryOverheadFactor` (>= 0).
pub fn legacy_overhead_factor(conf: &SparkConf) -> SparkResult<f64> {
    Ok(checked_double(
        conf,
        &keys::MEMORY_OVERHEAD_FACTOR,
        |v| v >= 0.0,
        "Ensure that memory overhead is non-negative",
    )?
    .unwrap_or(0.1))
}

/// `spark.{driver,executor}.memoryOverheadFactor` (> 0) when set.
pub fn role_overhead_factor(conf: &SparkConf, key: &ConfKey) -> SparkResult<Option<f64>> {
    if !conf.is_set(key) {
        return Ok(None);
    }
    checked_double(
        conf,
        key,
        |v| v > 0.0,
        "Ensure that memory overhead is a double greater than 0",
    )
}

/// The minimum overhead: the role's key where the release declares it, else the constant.
pub fn minimum_overhead(conf: &SparkConf, key: &ConfKey) -> SparkResult<i64> {
    Ok(conf.entry_bytes(key)?.unwrap_or(MEMORY_OVERHEAD_MIN_MIB))
}

pub use sparkpods_jvm::java_double_to_string;

/// An overhead factor as a role reads it: `max((int)(factor * heap), minimum)`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct OverheadFactor {
    /// The factor applied.
    pub factor: f64,
    /// The key that set it (the role's, else `spark.kubernetes.memoryOverheadFactor`); `None`
    /// for the default (0.1, or 0.4 for a Python or R driver).
    pub key: Option<&'static ConfKey>,
    /// The minimum the overhead may not go below.
    pub minimum_mib: i64,
}

impl OverheadFactor {
    /// The role's factor: its own key when set, else `spark.kubernetes.memoryOverheadFactor`
    /// when set, else `default`; with the role's minimum.
    fn read(
        conf: &SparkConf,
        role_key: &'static ConfKey,
        minimum_key: &ConfKey,
        default: impl FnOnce() -> SparkResult<f64>,
    ) -> SparkResult<Self> {
        let minimum_mib = minimum_overhead(conf, minimum_key)?;
        Ok(match role_overhead_factor(conf, role_key)? {
            Some(factor) => OverheadFactor {
                factor,
                key: Some(role_key),
                minimum_mib,
            },
            None if conf.is_set(&keys::MEMORY_OVERHEAD_FACTOR) => OverheadFactor {
                factor: legacy_overhead_factor(conf)?,
                key: Some(&keys::MEMORY_OVERHEAD_FACTOR),
                minimum_mib,
            },
            None => OverheadFactor {
                factor: default()?,
                key: None,
                minimum_mib,
            },
        })
    }

    /// The overhead of a `heap_mib` heap.
    pub fn overhead_mib(&self, heap_mib: i64) -> i64 {
        overhead_from_factor(self.factor, heap_mib, self.minimum_mib)
    }

    /// The executors' factor (`BasicExecutorFeatureStep`).
    pub fn executor(conf: &SparkConf) -> SparkResult<Self> {
        Self::read(
            conf,
            &keys::EXECUTOR_MEMORY_OVERHEAD_FACTOR,
            &keys::EXECUTOR_MIN_MEMORY_OVERHEAD,
            || legacy_overhead_factor(conf),
        )
    }
}

/// Where a pod's memory overhead comes from.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum OverheadFrom {
    /// Given by the key (`spark.executor.memoryOverhead`).
    Key(&'static ConfKey),
    /// From the heap by a factor.
    Factor(OverheadFactor),
}

/// A Spark pod's memory as Spark sums it into the container's request (and limit).
#[derive(Debug, Clone, PartialEq)]
pub struct PodMemory {
    /// The JVM heap (`spark.{driver,executor}.memory`): the `-Xmx` the JVM gets.
    pub heap_mib: i64,
    /// The memory overhead.
    pub overhead_mib: i64,
    /// How the overhead was arrived at.
    pub overhead_from: OverheadFrom,
    /// Off-heap memory (`spark.memory.offHeap.size` when enabled; executors).
    pub off_heap_mib: i64,
    /// PySpark workers' memory (`spark.executor.pyspark.memory`, Python executors).
    pub pyspark_mib: i64,
}

impl PodMemory {
    /// The container's memory request and limit, as Spark sets both.
    pub fn total_mib(&self) -> i64 {
        self.heap_mib
            .saturating_add(self.overhead_mib)
            .saturating_add(self.off_heap_mib)
            .saturating_add(self.pyspark_mib)
    }
}

/// The driver pod's memory (`BasicDriverFeatureStep`), and the default overhead factor it
/// writes for the executors: 0.4 for a Python or R application unless
/// `spark.kubernetes.memoryOverheadFactor` is set.
pub fn driver_memory(conf: &SparkConf, non_jvm: bool) -> SparkResult<(PodMemory, f64)> {
    let heap = conf.entry_bytes(&keys::DRIVER_MEMORY)?.unwrap_or(1024);
    let legacy = legacy_overhead_factor(conf)?;
    let default_overhead_factor = if non_jvm && !conf.is_set(&keys::MEMORY_OVERHEAD_FACTOR) {
        NON_JVM_MEMORY_OVERHEAD_FACTOR
    } else {
        legacy
    };
    let factor = OverheadFactor::read(
        conf,
        &keys::DRIVER_MEMORY_OVERHEAD_FACTOR,
        &keys::DRIVER_MIN_MEMORY_OVERHEAD,
        || Ok(default_overhead_factor),
    )?;
    let (overhead_mib, overhead_from) = match conf.entry_bytes(&keys::DRIVER_MEMORY_OVERHEAD)? {
        Some(explicit) => (explicit, OverheadFrom::Key(&keys::DRIVER_MEMORY_OVERHEAD)),
        None => (factor.overhead_mib(heap), OverheadFrom::Factor(factor)),
    };
    let memory = PodMemory {
        heap_mib: heap,
        overhead_mib,
        overhead_from,
        off_heap_mib: 0,
        pyspark_mib: 0,
    };
    Ok((memory, default_overhead_factor))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overhead_truncates_then_applies_the_minimum() {
        assert_eq!(overhead_from_factor(0.1234, 3333, 384), 411);
        assert_eq!(overhead_from_factor(0.15, 1500, 384), 384);
        assert_eq!(overhead_from_factor(0.1, 1024, 384), 384);
        assert_eq!(overhead_from_factor(0.4, 2048, 384), 819);
        assert_eq!(overhead_from_factor(f64::NAN, 2048, 0), 0);
        assert_eq!(overhead_from_factor(1e30, 2048, 0), i64::from(i32::MAX));
    }
}
