//! The kubeflow spark-operator's releases, as data: the Spark its image bundles (whose
//! spark-submit builds the driver, whatever the application's image) and what its submission
//! does differently. Releases before v2.4.0 submit without pod template files and default
//! otherwise; they are not modelled yet.

use crate::release::SparkVersion;

/// One operator release.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OperatorRelease {
    /// The tag (`v2.5.2`).
    pub version: &'static str,
    /// The Spark of its image (`Dockerfile`'s `SPARK_IMAGE`): its spark-submit builds the driver.
    pub spark_submit: SparkVersion,
    /// Passes an emptyDir local-dir volume's `medium` on (v2.5.1+, operator PR #2925).
    pub forwards_emptydir_medium: bool,
    /// Its validating webhook rejects sparkConf keys the operator manages (v2.5.2+, #3043).
    pub denies_operator_keys: bool,
}

pub const V2_4_0: OperatorRelease = OperatorRelease {
    version: "v2.4.0",
    spark_submit: SparkVersion::V4_0_0,
    forwards_emptydir_medium: false,
    denies_operator_keys: false,
};
pub const V2_5_0: OperatorRelease = OperatorRelease {
    version: "v2.5.0",
    spark_submit: SparkVersion::V4_0_1,
    forwards_emptydir_medium: false,
    denies_operator_keys: false,
};
pub const V2_5_1: OperatorRelease = OperatorRelease {
    version: "v2.5.1",
    spark_submit: SparkVersion::V4_0_1,
    forwards_emptydir_medium: true,
    denies_operator_keys: false,
};
pub const V2_5_2: OperatorRelease = OperatorRelease {
    version: "v2.5.2",
    spark_submit: SparkVersion::V4_0_4,
    forwards_emptydir_medium: true,
    denies_operator_keys: true,
};

/// Every modelled release, oldest first.
pub const RELEASES: &[OperatorRelease] = &[V2_4_0, V2_5_0, V2_5_1, V2_5_2];

/// The newest modelled release: the default.
pub const NEWEST: &OperatorRelease = &V2_5_2;

/// An operator release that is not modelled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown kubeflow spark-operator release `{given}`: supported are {}",
    supported()
)]
pub struct UnknownOperatorRelease {
    pub given: String,
}

fn supported() -> String {
    RELEASES
        .iter()
        .map(|r| r.version)
        .collect::<Vec<_>>()
        .join(", ")
}

impl OperatorRelease {
    /// `v2.5.2` or `2.5.2`.
    pub fn find(given: &str) -> Result<&'static OperatorRelease, UnknownOperatorRelease> {
        let want = given.trim().trim_start_matches('v');
        RELEASES
            .iter()
            .find(|r| r.version.trim_start_matches('v') == want)
            .ok_or_else(|| UnknownOperatorRelease {
                given: given.to_string(),
            })
    }
}
