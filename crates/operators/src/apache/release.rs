//! The Apache Spark Kubernetes operator's releases, as data: the Spark it bundles (whose
//! driver builder it runs in its own process) and what its submission does differently, each
//! difference named after what it does (read from each tag's `SparkAppSubmissionWorker`,
//! `SparkAppResourceSpecFactory` and decorators). 0.6.0 and 0.9.0 bundle Spark previews
//! (4.1.0-preview3, 4.2.0-preview5) and releases before 0.6.0 another app-id and template
//! handling: they are not modelled.

use builder_core::SparkVersion;

use crate::release::OperatorReleases;

/// One operator release.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OperatorRelease {
    /// The tag (`1.0.0`).
    pub version: &'static str,
    /// The Spark jars it bundles (`gradle/libs.versions.toml`): they build the driver.
    pub spark: SparkVersion,
    /// The API versions its CRD serves.
    pub served: &'static [&'static str],
    /// `spark.authenticate` and `spark.io.encryption.enabled` default to true (0.8.0+,
    /// SPARK-55094, SPARK-55095).
    pub secures_by_default: bool,
    /// `spark.kubernetes.driver.annotateExitException` defaults to true (0.9.0+, SPARK-56752).
    pub annotates_exit_exception: bool,
    /// `spark.kubernetes.executor.useDriverPodIP` defaults to true (1.0.0+, SPARK-57350).
    pub executors_use_driver_pod_ip: bool,
    /// When `spark.kubernetes.executor.deleteOnTermination` defaults to false.
    pub keeps_executors: KeepExecutors,
    /// Containers without `allowPrivilegeEscalation` get `false` (`SecurityContextDecorator`,
    /// 1.0.0+, SPARK-57495).
    pub disallows_privilege_escalation: bool,
}

/// When the operator leaves executor pods to Kubernetes' garbage collection (through their
/// owner reference to the driver pod) instead of Spark deleting them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeepExecutors {
    /// Never: Spark's default (true) stands.
    Never,
    /// Without dynamic allocation, unless `resourceRetainPolicy: Always` (0.8.0, 0.9.0).
    UnlessRetained,
    /// Without dynamic allocation and without restarts (`restartPolicy: Never`) (1.0.0+,
    /// SPARK-57492: a restarted driver would leave executors behind).
    UnlessRestarted,
}

pub const V0_7_0: OperatorRelease = OperatorRelease {
    version: "0.7.0",
    spark: SparkVersion::V4_1_1,
    served: &["v1alpha1", "v1beta1", "v1"],
    secures_by_default: false,
    annotates_exit_exception: false,
    executors_use_driver_pod_ip: false,
    keeps_executors: KeepExecutors::Never,
    disallows_privilege_escalation: false,
};
pub const V0_8_0: OperatorRelease = OperatorRelease {
    version: "0.8.0",
    secures_by_default: true,
    keeps_executors: KeepExecutors::UnlessRetained,
    ..V0_7_0
};
pub const V1_0_0: OperatorRelease = OperatorRelease {
    version: "1.0.0",
    spark: SparkVersion::V4_2_0,
    served: &["v1beta1", "v1"],
    annotates_exit_exception: true,
    executors_use_driver_pod_ip: true,
    keeps_executors: KeepExecutors::UnlessRestarted,
    disallows_privilege_escalation: true,
    ..V0_8_0
};

/// Every modelled release, oldest first.
pub const RELEASES: &[OperatorRelease] = &[V0_7_0, V0_8_0, V1_0_0];

/// The newest modelled release, the default: the last of [`RELEASES`] (a test holds it).
pub const NEWEST: &OperatorRelease = &V1_0_0;

impl OperatorRelease {
    /// Whether its CRD serves `api_version` (`spark.apache.org/v1`).
    pub fn serves(&self, api_version: &str) -> bool {
        api_version
            .rsplit_once('/')
            .is_some_and(|(_, v)| self.served.contains(&v))
    }
}

impl OperatorReleases for OperatorRelease {
    const OPERATOR: &'static str = "Apache Spark Kubernetes operator";
    const LEFT_OUT: &'static str =
        " (0.6.0 and 0.9.0 bundle Spark previews, which sparkpods does not render)";

    fn all() -> &'static [OperatorRelease] {
        RELEASES
    }

    fn version(&self) -> &'static str {
        self.version
    }
}
