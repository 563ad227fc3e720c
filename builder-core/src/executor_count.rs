//! How many executors an application asks for: `spark.executor.instances` (default 2), or the
//! dynamic allocation bounds when `spark.dynamicAllocation.enabled` is true (Spark's
//! `SchedulerBackendUtils.getInitialTargetExecutorNumber`, `Utils.isDynamicAllocationEnabled`).
//! What the summary card totals and what `check --cluster` charges to the namespace's quotas.

use crate::conf::registry as keys;

/// The executors an application runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExecutorCount {
    /// `spark.executor.instances` (static allocation).
    Fixed(u32),
    /// Dynamic allocation: from `minExecutors` to `maxExecutors` (`None`: unbounded).
    Dynamic { min: u32, max: Option<u32> },
}

impl ExecutorCount {
    /// The most executors it may run at once (`None`: no bound).
    pub fn most(self) -> Option<u32> {
        match self {
            ExecutorCount::Fixed(n) => Some(n),
            ExecutorCount::Dynamic { max, .. } => max,
        }
    }

    /// The key that sets [`ExecutorCount::most`].
    pub fn most_key(self) -> &'static str {
        match self {
            ExecutorCount::Fixed(_) => keys::EXECUTOR_INSTANCES.key,
            ExecutorCount::Dynamic { .. } => keys::DYN_ALLOC_MAX_EXECUTORS.key,
        }
    }
}

/// The executor count of a conf (the last value of a key wins, as in `SparkConf`).
pub fn executor_count(conf: &[(String, String)]) -> ExecutorCount {
    let get = |key: &str| {
        conf.iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.trim())
    };
    let num = |key: &str| get(key).and_then(|v| v.parse::<u32>().ok());
    let dynamic = get(keys::DYN_ALLOC_ENABLED.key).is_some_and(|v| v.eq_ignore_ascii_case("true"));
    if dynamic {
        let min = num(keys::DYN_ALLOC_MIN_EXECUTORS.key).unwrap_or(0);
        let max = num(keys::DYN_ALLOC_MAX_EXECUTORS.key).filter(|m| *m < i32::MAX as u32);
        ExecutorCount::Dynamic { min, max }
    } else {
        ExecutorCount::Fixed(num(keys::EXECUTOR_INSTANCES.key).unwrap_or(2))
    }
}
