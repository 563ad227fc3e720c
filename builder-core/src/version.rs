//! The Spark release whose behaviour we reproduce. Behaviour differs between 3.5 and 4.x in many
//! small ways (ports, error texts, map iteration orders), so every difference keys on this value.

use crate::jvm::ScalaVersion;

/// A Spark release sparkpods reproduces exactly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SparkVersion {
    /// Spark 3.5.5 (Scala 2.12, fabric8 6.x).
    V3_5_5,
    /// Spark 4.3.0 (Scala 2.13, fabric8 7.x).
    V4_3_0,
}

/// An unknown Spark version string.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unsupported Spark version `{0}`: sparkpods reproduces Spark 3.5.5 and 4.3.0")]
pub struct UnknownSparkVersion(pub String);

impl SparkVersion {
    /// Every supported version, oldest first.
    pub const ALL: [SparkVersion; 2] = [SparkVersion::V3_5_5, SparkVersion::V4_3_0];

    /// The version string Spark reports (`spark-version` label, `SPARK_VERSION`).
    pub fn as_str(self) -> &'static str {
        match self {
            SparkVersion::V3_5_5 => "3.5.5",
            SparkVersion::V4_3_0 => "4.3.0",
        }
    }

    /// True for the 4.x line (error classes, spark-connect port, NetworkPolicy, ...).
    pub fn is_4x(self) -> bool {
        matches!(self, SparkVersion::V4_3_0)
    }

    /// The Scala library the release is built with; its `Map` iteration order leaks into pods.
    pub fn scala(self) -> ScalaVersion {
        match self {
            SparkVersion::V3_5_5 => ScalaVersion::V2_12,
            SparkVersion::V4_3_0 => ScalaVersion::V2_13,
        }
    }
}

impl std::str::FromStr for SparkVersion {
    type Err = UnknownSparkVersion;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "3.5.5" | "3.5" => Ok(SparkVersion::V3_5_5),
            "4.3.0" | "4.3" => Ok(SparkVersion::V4_3_0),
            other => Err(UnknownSparkVersion(other.to_string())),
        }
    }
}

impl std::fmt::Display for SparkVersion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
