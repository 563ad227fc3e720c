//! What the user controls: the conf text (or a command line), the releases, the main
//! resource, class and arguments, and the files the conf names. Below everything that evaluates,
//! shows or saves them.

use builder_core::SparkVersion;
use serde::{Deserialize, Serialize};

/// A file the user supplies because a conf key names it (a pod template, krb5.conf, a file in
/// `HADOOP_CONF_DIR`), at the path the conf uses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct VirtualFile {
    pub path: String,
    pub content: String,
}

/// Everything the user controls.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Inputs {
    /// `spark-defaults.conf` text, or a whole `spark-submit ...` command line.
    pub conf: String,
    /// The Spark release of the image (the driver JVM, the executors).
    #[serde(with = "crate::inputs::version_serde")]
    pub version: SparkVersion,
    /// The release of the spark-submit that builds the driver pod, when another one.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "crate::inputs::optional_version_serde"
    )]
    pub submit_version: Option<SparkVersion>,
    /// Main resource URI; empty means spark-submit's SparkPi example jar.
    #[serde(default)]
    pub main_resource: String,
    /// Main class; empty means the default for the resource (SparkPi, PythonRunner, RRunner).
    #[serde(default)]
    pub main_class: String,
    /// Application arguments, whitespace-separated.
    #[serde(default)]
    pub app_args: String,
    #[serde(default)]
    pub files: Vec<VirtualFile>,
}

impl Default for Inputs {
    fn default() -> Self {
        Inputs {
            conf: String::new(),
            version: SparkVersion::DEFAULT,
            submit_version: None,
            main_resource: String::new(),
            main_class: String::new(),
            app_args: String::new(),
            files: Vec::new(),
        }
    }
}

/// Serde for an optional [`builder_core::SparkVersion`] (absent when `None`).
pub(crate) mod optional_version_serde {
    use builder_core::SparkVersion;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &Option<SparkVersion>, s: S) -> Result<S::Ok, S::Error> {
        match v {
            Some(v) => s.serialize_str(v.as_str()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<SparkVersion>, D::Error> {
        Option::<String>::deserialize(d)?
            .map(|s| s.parse().map_err(serde::de::Error::custom))
            .transpose()
    }
}

/// Serde for [`builder_core::SparkVersion`] as its version string.
pub(crate) mod version_serde {
    use builder_core::SparkVersion;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &SparkVersion, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(v.as_str())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<SparkVersion, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}
