//! What the SparkContext constructor does to its conf before the scheduler backend builds
//! executors from it, in its order. Left out: keys no executor step reads whose values are not
//! known offline (`spark.app.initial.*.urls`, `spark.repl.class.uri`), the S3A committer and
//! `fs.s3a.vectored.*` defaults (spark.hadoop.*, read by no step either); the driver JVM's
//! `java.net.preferIPv6Addresses` is taken to be unset.

use super::SUBMITTING_HOST;
use super::java_options::{java_module_options, supplement};
use crate::conf::SparkConf;
use crate::conf::registry as keys;
use crate::error::{SparkError, SparkResult};
use crate::inputs::{Environment, IdSource};
use crate::release::Behaviour;

/// The constructor up to `createTaskScheduler` (where the Kubernetes cluster manager gives the
/// executors their name prefix).
///
/// The port the driver binds and its start time come from `ids` (the oracle's pins, or drawn);
/// the port, when the driver bound one of its choosing, is returned.
pub fn start(
    conf: &mut SparkConf,
    env: &Environment,
    ids: &mut dyn IdSource,
) -> SparkResult<Option<u16>> {
    if !conf.contains(keys::APP_NAME.key) {
        return Err(
            SparkError::spark("An application name must be set in your configuration")
                .with_key(keys::APP_NAME.key)
                .with_hint("set spark.app.name"),
        );
    }
    let release = conf.release();
    conf.set(keys::APP_START_TIME.key, &ids.start_time_ms().to_string());
    supplement(conf, &java_module_options(release))?;
    if release.has(Behaviour::SupplementsIpv6Options) {
        supplement(conf, "-Djava.net.preferIPv6Addresses=false")?;
    }
    // spark.driver.host's default is Utils.localCanonicalHostName(); on Kubernetes with
    // useDriverPodIP (4.1+) the driver is reached at its bind address instead.
    let local = env
        .vars
        .get("SPARK_LOCAL_HOSTNAME")
        .map_or(SUBMITTING_HOST, String::as_str);
    let host = conf.get(keys::DRIVER_HOST.key).unwrap_or(local).to_string();
    let host = if conf.entry_flag(&keys::USE_DRIVER_POD_IP)? {
        conf.get(keys::DRIVER_BIND_ADDRESS.key)
            .map_or(host, str::to_string)
    } else {
        host
    };
    conf.set(keys::DRIVER_HOST.key, &host);
    conf.set_if_missing(keys::DRIVER_PORT.key, "0");
    conf.set(keys::EXECUTOR_ID.key, "driver");
    // SparkEnv.createDriverEnv: the port the driver's RpcEnv bound.
    if conf.get_int(keys::DRIVER_PORT.key, 0)? != 0 {
        return Ok(None);
    }
    let port = ids.bound_port();
    conf.set(keys::DRIVER_PORT.key, &port.to_string());
    Ok(Some(port))
}

/// Once the task scheduler started: the application id.
pub fn after_scheduler_start(conf: &mut SparkConf, app_id: &str) {
    conf.set(keys::APP_ID.key, app_id);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SparkVersion;
    use crate::inputs::DeterministicIds;
    use crate::release::Release;

    fn started(version: SparkVersion, entries: &[(&str, &str)], env: &[(&str, &str)]) -> SparkConf {
        let mut conf = SparkConf::from_entries(
            Release::of(version),
            [("spark.app.name", "a")].iter().chain(entries).copied(),
        );
        let env = Environment {
            vars: env
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            ..Environment::default()
        };
        start(&mut conf, &env, &mut DeterministicIds::default()).unwrap();
        conf
    }

    #[test]
    fn the_driver_is_reached_where_it_runs() {
        let conf = started(SparkVersion::V3_5_5, &[], &[]);
        assert_eq!(conf.get("spark.driver.host"), Some(SUBMITTING_HOST));
        assert_eq!(conf.get("spark.driver.port"), Some("40961"));
        let conf = started(
            SparkVersion::V3_5_5,
            &[("spark.driver.port", "7078")],
            &[("SPARK_LOCAL_HOSTNAME", "laptop")],
        );
        assert_eq!(conf.get("spark.driver.host"), Some("laptop"));
        assert_eq!(conf.get("spark.driver.port"), Some("7078"));
        // 4.3.0 reaches the driver at its bind address by default; 4.2 only when asked.
        let pod = [
            ("spark.driver.host", "svc"),
            ("spark.driver.bindAddress", "10.0.0.7"),
        ];
        assert_eq!(
            started(SparkVersion::V4_3_0, &pod, &[]).get("spark.driver.host"),
            Some("10.0.0.7")
        );
        assert_eq!(
            started(SparkVersion::V4_2_1, &pod, &[]).get("spark.driver.host"),
            Some("svc")
        );
    }

    #[test]
    fn executors_get_the_launchers_module_options() {
        let conf = started(SparkVersion::V3_3_4, &[], &[]);
        let opts = conf.get("spark.executor.extraJavaOptions").unwrap();
        assert!(
            opts.starts_with("-XX:+IgnoreUnrecognizedVMOptions --add-opens"),
            "{opts}"
        );
        let conf = started(
            SparkVersion::V3_4_0,
            &[("spark.executor.extraJavaOptions", "-Dx=1")],
            &[],
        );
        let opts = conf.get("spark.executor.extraJavaOptions").unwrap();
        assert!(
            opts.starts_with("-Djava.net.preferIPv6Addresses=false -XX:+Ignore"),
            "{opts}"
        );
        assert!(
            opts.ends_with("-Djdk.reflect.useDirectMethodHandle=false -Dx=1"),
            "{opts}"
        );
    }

    #[test]
    fn no_application_name_is_spark_s_error() {
        let mut conf = SparkConf::from_entries(Release::of(SparkVersion::V3_5_5), []);
        let err = start(
            &mut conf,
            &Environment::default(),
            &mut DeterministicIds::default(),
        )
        .unwrap_err();
        assert!(err.to_string().contains("An application name must be set"));
    }
}
