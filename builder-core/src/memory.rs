//! Memory arithmetic of driver and executor pods: heap + overhead (+ off-heap, + PySpark).
//!
//! Spark truncates `factor * heap` through an `int` cast before applying the minimum, so
//! `3333m * 0.1234` gives 411 MiB and `1500m * 0.15` falls back to the 384 MiB minimum.

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
