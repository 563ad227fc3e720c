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
    Dynamic {
        /// `spark.dynamicAllocation.minExecutors`.
        min: u32,
        /// `spark.dynamicAllocation.maxExecutors`, `None` when unbounded.
        max: Option<u32>,
    },
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

/// How many executors the driver asks for when it starts (`SchedulerBackendUtils
/// .getInitialTargetExecutorNumber`), and the key that decides it: `spark.executor.instances`
/// (default 2), or under dynamic allocation the largest of `minExecutors`, `initialExecutors`
/// (default: the minimum) and `spark.executor.instances` (default 0).
pub fn initial_executors(conf: &[(String, String)]) -> (u32, &'static str) {
    let num = |key: &str| {
        conf.iter()
            .rev()
            .find(|(k, _)| k == key)
            .and_then(|(_, v)| v.trim().parse::<u32>().ok())
    };
    match executor_count(conf) {
        ExecutorCount::Fixed(n) => (n, keys::EXECUTOR_INSTANCES.key),
        ExecutorCount::Dynamic { min, .. } => [
            (min, keys::DYN_ALLOC_MIN_EXECUTORS.key),
            (
                num(keys::DYN_ALLOC_INITIAL_EXECUTORS.key).unwrap_or(min),
                keys::DYN_ALLOC_INITIAL_EXECUTORS.key,
            ),
            (
                num(keys::EXECUTOR_INSTANCES.key).unwrap_or(0),
                keys::EXECUTOR_INSTANCES.key,
            ),
        ]
        .into_iter()
        .fold((0, keys::DYN_ALLOC_MIN_EXECUTORS.key), |best, c| {
            if c.0 > best.0 { c } else { best }
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conf(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn the_driver_starts_with_the_instances_or_the_largest_dynamic_bound() {
        assert_eq!(
            initial_executors(&conf(&[])),
            (2, "spark.executor.instances")
        );
        assert_eq!(
            initial_executors(&conf(&[("spark.executor.instances", "5")])).0,
            5
        );
        let dynamic = |more: &[(&str, &str)]| {
            let mut c = conf(&[
                ("spark.dynamicAllocation.enabled", "true"),
                ("spark.dynamicAllocation.minExecutors", "3"),
            ]);
            c.extend(conf(more));
            initial_executors(&c)
        };
        assert_eq!(dynamic(&[]), (3, "spark.dynamicAllocation.minExecutors"));
        assert_eq!(
            dynamic(&[("spark.dynamicAllocation.initialExecutors", "6")]),
            (6, "spark.dynamicAllocation.initialExecutors")
        );
        assert_eq!(
            dynamic(&[("spark.dynamicAllocation.initialExecutors", "1")]),
            (3, "spark.dynamicAllocation.minExecutors")
        );
        assert_eq!(
            dynamic(&[("spark.executor.instances", "8")]),
            (8, "spark.executor.instances")
        );
    }
}
