//! The kubeflow spark-operator's releases, as data: the Spark its image bundles (whose
//! spark-submit builds the driver, whatever the application's image) and what its submission
//! and webhooks do differently, each difference named after what it does (read from each tag's
//! source: v2.0.0 to v2.5.2).

use builder_core::SparkVersion;

use crate::release::OperatorReleases;

/// One operator release.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OperatorRelease {
    /// The tag (`v2.5.2`).
    pub version: &'static str,
    /// The Spark of its image (`Dockerfile`'s `SPARK_IMAGE`): its spark-submit builds the driver.
    pub spark_submit: SparkVersion,
    /// What its defaulting webhook fills in.
    pub defaulting: Defaulting,
    /// Writes a pod template for each role even without `template`, with the application as
    /// owner (v2.4.0+, PR #2670); before, only the templates given, as written.
    pub writes_pod_templates: bool,
    /// Leaves Kueue's labels (`kueue.x-k8s.io/*`) of the application off the pods (v2.4.0+).
    pub drops_kueue_labels: bool,
    /// Passes an emptyDir local-dir volume's `medium` on (v2.5.1+, PR #2925).
    pub forwards_emptydir_medium: bool,
    /// Its validating webhook rejects sparkConf keys the operator manages (v2.5.2+, #3043).
    pub denies_operator_keys: bool,
    /// Its pod webhook adds the executors' `env` only when the driver has `env` too (v2.2.x and
    /// before; fixed by #2586 in v2.3.0).
    pub executor_env_needs_driver_env: bool,
    /// `spark.dynamicAllocation.shuffleTracking.enabled` is always true and written right after
    /// `enabled` (before v2.2.0, #2511 made it a field written after `maxExecutors`).
    pub shuffle_tracking_always_on: bool,
    /// Building the arguments fails without an image for each role (v2.1.0; #2439).
    pub requires_image: bool,
    /// `executor.envVars` go out as `spark.executor.env.*` (which Spark does not read) and an
    /// executor secret's env var as the driver's (v2.1.0; #2467).
    pub executor_env_under_wrong_keys: bool,
    /// Its pod webhook denies a pod whose Spark container is not named as Spark names it
    /// (before v2.1.1; #2441).
    pub webhook_needs_named_container: bool,
    /// How its pod webhook finds the container for `lifecycle`.
    pub lifecycle_container: LifecycleContainer,
    /// Driver secrets before driver env, executor env after the executors' local dirs
    /// (v2.0.x; v2.1.0 put env first and the executors' env right after their conf).
    pub secrets_before_env: bool,
    /// `spec.image`, `imagePullPolicy` and `imagePullSecrets` reach the conf only all together
    /// (v2.0.0, v2.0.1: #2221).
    pub image_confs_all_or_nothing: bool,
    /// Labels the pods `mutated-by-spark-operator` (v2.1.0+).
    pub labels_mutated_by: bool,
    /// An emptyDir local dir without `sizeLimit` goes out as `sizeLimit=<nil>` (v2.0.x: #2199).
    pub writes_nil_size_limit: bool,
    /// Its pod webhook sets the executor container's securityContext only when the driver has
    /// one, and then to the executor's even when that is unset (v2.0.x; #2306).
    pub executor_security_context_needs_driver: bool,
    /// A batch scheduler it does not know fails the submission (v2.5.0+; before, it submitted
    /// without one).
    pub unknown_batch_scheduler_fails: bool,
    /// yunikorn's accounting adds the executors' off-heap memory (v2.1.0+).
    pub yunikorn_counts_off_heap: bool,
}

/// Where a release's pod webhook puts a role's `lifecycle`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LifecycleContainer {
    /// The Spark container `findContainer` finds (v2.1.1+, #2458).
    SparkContainer,
    /// The container named `spark-kubernetes-driver` / `executor` exactly; none: skipped
    /// (v2.0.0, v2.0.1), so the executors' never applies (Spark names it otherwise).
    ExactNameOrSkip,
    /// The same name; none: the pod is denied (v2.0.2, v2.1.0).
    ExactNameOrDeny,
}

/// A field a later release's CRD added: releases before it do not declare it, and their API
/// server prunes it from the resource ([`LaterField::added_in`], [`OperatorRelease::undeclared`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LaterField {
    /// `spec.{driver,executor}.template` (v2.1.0).
    Template,
    /// `spec.deps.archives` (v2.1.0).
    Archives,
    /// `spec.{driver,executor}.memoryLimit` (v2.2.0, #2478).
    MemoryLimit,
    /// `spec.dynamicAllocation.shuffleTrackingEnabled` (v2.2.0, #2511).
    ShuffleTrackingEnabled,
}

impl LaterField {
    /// Every field a release after the first added.
    pub const ALL: [LaterField; 4] = [
        LaterField::Template,
        LaterField::Archives,
        LaterField::MemoryLimit,
        LaterField::ShuffleTrackingEnabled,
    ];

    /// The first release whose CRD declares it.
    pub fn added_in(self) -> &'static OperatorRelease {
        match self {
            LaterField::Template | LaterField::Archives => &V2_1_0,
            LaterField::MemoryLimit | LaterField::ShuffleTrackingEnabled => &V2_2_0,
        }
    }
}

/// `executorEnvOption`'s prefix before v2.1.1 (not a key Spark reads; `spark.executorEnv.` is).
pub const WRONG_EXECUTOR_ENV_PREFIX: &str = "spark.executor.env.";

/// What a release's defaulting webhook fills in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Defaulting {
    /// As [`Defaulting::InstancesWithSparkConf`], and driver and executor cores (1) and memory
    /// (1g) unless sparkConf has a non-empty value for them (v2.0.x).
    AllWithSparkConf,
    /// `spec.mode`, and `executor.instances` = 1 only when the resource has a sparkConf (even
    /// `{}`) without the key and dynamic allocation is off in the field or in sparkConf under
    /// Spark's key (v2.1.x, its own `defaultSparkApplication`).
    InstancesWithSparkConf,
    /// `spec.mode`, and `executor.instances` = 1 unless sparkConf sets it or dynamic allocation
    /// is on (looked up under Spark's key) (v2.2.0 to v2.3.0).
    InstancesOnly,
    /// Also `spec.type`, driver and executor cores (1) and memory (1g) unless sparkConf sets
    /// them; dynamic allocation looked up under an all-lowercase key (v2.4.0+, PR #2671).
    CoresMemoryInstances,
}

const V2_0: OperatorRelease = OperatorRelease {
    version: "v2.0.0",
    spark_submit: SparkVersion::V3_5_2,
    defaulting: Defaulting::AllWithSparkConf,
    writes_pod_templates: false,
    drops_kueue_labels: false,
    forwards_emptydir_medium: false,
    denies_operator_keys: false,
    executor_env_needs_driver_env: true,
    shuffle_tracking_always_on: true,
    requires_image: true,
    executor_env_under_wrong_keys: true,
    webhook_needs_named_container: true,
    lifecycle_container: LifecycleContainer::ExactNameOrSkip,
    secrets_before_env: true,
    image_confs_all_or_nothing: true,
    labels_mutated_by: false,
    writes_nil_size_limit: true,
    executor_security_context_needs_driver: true,
    unknown_batch_scheduler_fails: false,
    yunikorn_counts_off_heap: false,
};
pub const V2_0_0: OperatorRelease = V2_0;
pub const V2_0_1: OperatorRelease = OperatorRelease {
    version: "v2.0.1",
    ..V2_0
};
pub const V2_0_2: OperatorRelease = OperatorRelease {
    version: "v2.0.2",
    image_confs_all_or_nothing: false,
    lifecycle_container: LifecycleContainer::ExactNameOrDeny,
    ..V2_0
};
pub const V2_1_0: OperatorRelease = OperatorRelease {
    version: "v2.1.0",
    spark_submit: SparkVersion::V3_5_3,
    defaulting: Defaulting::InstancesWithSparkConf,
    writes_pod_templates: false,
    drops_kueue_labels: false,
    forwards_emptydir_medium: false,
    denies_operator_keys: false,
    executor_env_needs_driver_env: true,
    shuffle_tracking_always_on: true,
    requires_image: true,
    executor_env_under_wrong_keys: true,
    webhook_needs_named_container: true,
    lifecycle_container: LifecycleContainer::ExactNameOrDeny,
    secrets_before_env: false,
    image_confs_all_or_nothing: false,
    labels_mutated_by: true,
    writes_nil_size_limit: false,
    executor_security_context_needs_driver: false,
    unknown_batch_scheduler_fails: false,
    yunikorn_counts_off_heap: true,
};
pub const V2_1_1: OperatorRelease = OperatorRelease {
    version: "v2.1.1",
    requires_image: false,
    executor_env_under_wrong_keys: false,
    webhook_needs_named_container: false,
    lifecycle_container: LifecycleContainer::SparkContainer,
    ..V2_1_0
};
const V2_2: OperatorRelease = OperatorRelease {
    version: "v2.2.0",
    spark_submit: SparkVersion::V3_5_5,
    defaulting: Defaulting::InstancesOnly,
    shuffle_tracking_always_on: false,
    ..V2_1_1
};
pub const V2_2_0: OperatorRelease = V2_2;
pub const V2_2_1: OperatorRelease = OperatorRelease {
    version: "v2.2.1",
    ..V2_2
};
pub const V2_3_0: OperatorRelease = OperatorRelease {
    version: "v2.3.0",
    spark_submit: SparkVersion::V4_0_0,
    executor_env_needs_driver_env: false,
    ..V2_2
};
pub const V2_4_0: OperatorRelease = OperatorRelease {
    version: "v2.4.0",
    defaulting: Defaulting::CoresMemoryInstances,
    writes_pod_templates: true,
    drops_kueue_labels: true,
    ..V2_3_0
};
pub const V2_5_0: OperatorRelease = OperatorRelease {
    version: "v2.5.0",
    spark_submit: SparkVersion::V4_0_1,
    unknown_batch_scheduler_fails: true,
    ..V2_4_0
};
pub const V2_5_1: OperatorRelease = OperatorRelease {
    version: "v2.5.1",
    forwards_emptydir_medium: true,
    ..V2_5_0
};
pub const V2_5_2: OperatorRelease = OperatorRelease {
    version: "v2.5.2",
    spark_submit: SparkVersion::V4_0_4,
    denies_operator_keys: true,
    ..V2_5_1
};

/// Every modelled release, oldest first.
pub const RELEASES: &[OperatorRelease] = &[
    V2_0_0, V2_0_1, V2_0_2, V2_1_0, V2_1_1, V2_2_0, V2_2_1, V2_3_0, V2_4_0, V2_5_0, V2_5_1, V2_5_2,
];

/// The newest modelled release, the default: the last of [`RELEASES`] (a test holds it).
pub const NEWEST: &OperatorRelease = &V2_5_2;

impl OperatorRelease {
    /// Its place in [`RELEASES`] (releases compare by it).
    fn position(&self) -> usize {
        RELEASES
            .iter()
            .position(|r| r.version == self.version)
            .unwrap_or(usize::MAX)
    }

    /// The fields its CRD does not declare yet (added by a later release): the API server prunes
    /// them from the resource.
    pub fn undeclared(&self) -> impl Iterator<Item = LaterField> + '_ {
        LaterField::ALL
            .into_iter()
            .filter(move |f| f.added_in().position() > self.position())
    }
}

impl OperatorReleases for OperatorRelease {
    const OPERATOR: &'static str = "kubeflow spark-operator";

    fn all() -> &'static [OperatorRelease] {
        RELEASES
    }

    fn version(&self) -> &'static str {
        self.version
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each field is undeclared in exactly the releases before the one that adds it, and that
    /// release is one sparkpods models.
    #[test]
    fn a_later_field_is_undeclared_exactly_before_the_release_that_adds_it() {
        for field in LaterField::ALL {
            let added = field.added_in();
            assert!(RELEASES.contains(added), "{field:?}: {}", added.version);
            for r in RELEASES {
                assert_eq!(
                    r.undeclared().any(|u| u == field),
                    r.position() < added.position(),
                    "{field:?} in {}",
                    r.version
                );
            }
        }
        assert_eq!(V2_0_0.undeclared().count(), LaterField::ALL.len());
        assert_eq!(NEWEST.undeclared().count(), 0);
    }

    /// `ALL` lists every variant: a new one fails to compile here until it has an index, and
    /// then fails the test until `ALL` lists it.
    #[test]
    fn all_lists_every_later_field() {
        let index = |f: LaterField| match f {
            LaterField::Template => 0,
            LaterField::Archives => 1,
            LaterField::MemoryLimit => 2,
            LaterField::ShuffleTrackingEnabled => 3,
        };
        let indices: Vec<usize> = LaterField::ALL.iter().map(|&f| index(f)).collect();
        assert_eq!(indices, (0..=3).collect::<Vec<_>>());
    }
}
