//! The operator's defaulting webhook (`api/v1beta2/defaults.go` from v2.4.0, its own
//! `defaultSparkApplication` before): what it fills in
//! when the application is created. Without that webhook nothing is defaulted (the submission
//! then passes an empty `--deploy-mode`).

use super::release::{Defaulting, OperatorRelease};
use super::resource::SparkApplication;
use builder_core::registry as keys;
use serde_json::Value;

/// What the operator looks dynamic allocation up under (`defaults.go`
/// `isDynamicAllocationEnabled`): not Spark's key, whose `A` is upper case, so the correctly
/// spelled key does not stop `executor.instances` from being defaulted to 1.
const LOWERCASE_DYNAMIC_ALLOCATION_KEY: &str = "spark.dynamicallocation.enabled";

/// The defaults `release`'s defaulting webhook applies; the fields it filled in.
pub fn apply_defaults(app: &mut SparkApplication, release: &OperatorRelease) -> Vec<&'static str> {
    let all = release.defaulting == Defaulting::CoresMemoryInstances;
    // v2.0.x: cores and memory too, unless sparkConf has a value (an empty one counts as none).
    let by_value = release.defaulting == Defaulting::AllWithSparkConf;
    let before_v2_2 = matches!(
        release.defaulting,
        Defaulting::AllWithSparkConf | Defaulting::InstancesWithSparkConf
    );
    let mut filled = Vec::new();
    let spec = &mut app.spec;
    let conf_has = |key: &str| spec.spark_conf.iter().any(|(k, _)| k == key);
    let conf_value = |key: &str| {
        spec.spark_conf
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.clone())
    };
    if all && spec.app_type.as_deref().unwrap_or("").is_empty() {
        spec.app_type = Some("Scala".into());
        filled.push("spec.type");
    }
    if spec.mode.as_deref().unwrap_or("").is_empty() {
        spec.mode = Some("cluster".into());
        filled.push("spec.mode");
    }
    // A sparkConf key, set to anything, keeps the typed field empty (v2.4.0+); v2.0.x asked
    // for a non-empty value.
    let unset = |key: &str| {
        if by_value {
            conf_value(key).unwrap_or_default().is_empty()
        } else {
            all && !conf_has(key)
        }
    };
    let driver_cores = spec.driver.cores.is_none() && unset(keys::DRIVER_CORES.key);
    let driver_memory = spec.driver.memory.is_none() && unset(keys::DRIVER_MEMORY.key);
    let executor_cores = spec.executor.cores.is_none() && unset(keys::EXECUTOR_CORES.key);
    let executor_memory = spec.executor.memory.is_none() && unset(keys::EXECUTOR_MEMORY.key);
    let in_conf = |key: &str| conf_value(key).is_some_and(|v| go_bool(&v));
    let dynamic = match (release.defaulting, &spec.dynamic_allocation) {
        // Before v2.2.0 either the field or Spark's key turns it on.
        (Defaulting::InstancesWithSparkConf | Defaulting::AllWithSparkConf, d) => {
            d.as_ref().is_some_and(|d| d.enabled) || in_conf(keys::DYN_ALLOC_ENABLED.key)
        }
        (_, Some(d)) => d.enabled,
        (Defaulting::CoresMemoryInstances, None) => in_conf(LOWERCASE_DYNAMIC_ALLOCATION_KEY),
        (Defaulting::InstancesOnly, None) => in_conf(keys::DYN_ALLOC_ENABLED.key),
    };
    // v2.1.x's webhook looks the key up in the sparkConf map only when there is one.
    let conf_given = !before_v2_2 || spec.raw.get("sparkConf").is_some_and(Value::is_object);
    let instances = conf_given
        && spec.executor.instances.is_none()
        && conf_value(keys::EXECUTOR_INSTANCES.key)
            .unwrap_or_default()
            .is_empty()
        && !dynamic;
    if driver_cores {
        spec.driver.cores = Some(1);
        filled.push("spec.driver.cores");
    }
    if driver_memory {
        spec.driver.memory = Some("1g".into());
        filled.push("spec.driver.memory");
    }
    if executor_cores {
        spec.executor.cores = Some(1);
        filled.push("spec.executor.cores");
    }
    if executor_memory {
        spec.executor.memory = Some("1g".into());
        filled.push("spec.executor.memory");
    }
    if instances {
        spec.executor.instances = Some(1);
        filled.push("spec.executor.instances");
    }
    if let Some(d) = spec.dynamic_allocation.as_mut().filter(|d| d.enabled)
        && !release.shuffle_tracking_always_on
        && d.shuffle_tracking_enabled.is_none()
    {
        d.shuffle_tracking_enabled = Some(true);
        filled.push("spec.dynamicAllocation.shuffleTrackingEnabled");
    }
    filled
}

/// Go's `strconv.ParseBool` (an error counts as false).
fn go_bool(s: &str) -> bool {
    matches!(s, "1" | "t" | "T" | "TRUE" | "true" | "True")
}
