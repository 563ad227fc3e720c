//! The driver container's entrypoint (the release's `entrypoint.sh` of the Apache image):
//! `spark-submit --conf spark.driver.bindAddress=$SPARK_DRIVER_BIND_ADDRESS [--conf
//! spark.executorEnv.SPARK_DRIVER_POD_IP=$SPARK_DRIVER_BIND_ADDRESS] --deploy-mode client
//! --properties-file /opt/spark/conf/spark.properties ...`. `--conf` outranks the properties
//! file.

use super::DRIVER_POD_IP;
use crate::conf::registry as keys;
use crate::release::{Behaviour, Release};

/// What the entrypoint adds to the driver's `spark.properties`, in the image's `release`.
pub fn driver_pod_confs(release: Release) -> Vec<(String, &'static str)> {
    let mut confs = vec![(keys::DRIVER_BIND_ADDRESS.key.to_string(), DRIVER_POD_IP)];
    if release.has(Behaviour::EntrypointGivesDriverPodIp) {
        let key = format!("{}SPARK_DRIVER_POD_IP", keys::EXECUTOR_ENV.key);
        confs.push((key, DRIVER_POD_IP));
    }
    confs.push((keys::SUBMIT_DEPLOY_MODE.key.to_string(), "client"));
    confs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SparkVersion;

    #[test]
    fn the_driver_pod_ip_reaches_executors_from_3_5() {
        let has_pod_ip = |v: SparkVersion| {
            driver_pod_confs(Release::of(v))
                .iter()
                .any(|(k, _)| *k == "spark.executorEnv.SPARK_DRIVER_POD_IP")
        };
        assert!(!has_pod_ip(SparkVersion::V3_4_4));
        assert!(has_pod_ip(SparkVersion::V3_5_0));
        assert!(has_pod_ip(SparkVersion::V4_3_0));
        let confs = driver_pod_confs(Release::of(SparkVersion::V3_3_0));
        assert_eq!(
            confs,
            [
                ("spark.driver.bindAddress".to_string(), DRIVER_POD_IP),
                ("spark.submit.deployMode".to_string(), "client")
            ]
        );
    }
}
