//! The playground's whole state as a share link (`#s=` + lz-string, URL-safe: readable by the
//! JS lz-string library too) and as the localStorage record. Versioned: a link from a newer or
//! broken playground is refused with a message, never half-applied.

use builder_core::SparkVersion;
use serde::{Deserialize, Serialize};

use crate::inputs::Inputs;

/// The schema version of [`Saved`] (2: every Spark release, spark-submit's release, the
/// release compared with).
pub const VERSION: u32 = 2;
/// The fragment prefix of share links.
pub const FRAGMENT_PREFIX: &str = "#s=";
/// The localStorage key.
pub const STORAGE_KEY: &str = "sparkpods.playground.v1";

/// The localStorage key of the Cluster tab's profile (a JSON string), kept apart from
/// [`Saved`]: it belongs to this browser, not to what a link shares.
pub const CLUSTER_PROFILE_KEY: &str = "sparkpods.cluster-profile.v1";

/// What a share link and localStorage keep.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Saved {
    pub v: u32,
    pub inputs: Inputs,
    /// The admission policy settings (JSON text).
    #[serde(default)]
    pub policy: String,
    /// The release the Compare tab compares with.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "crate::inputs::optional_version_serde"
    )]
    pub compare: Option<SparkVersion>,
}

/// Why a link or stored state was not restored.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RestoreError {
    #[error("the link is not a playground link (it does not start with {FRAGMENT_PREFIX})")]
    NotALink,
    #[error("the link is damaged: it does not decompress (was it cut off?)")]
    Corrupt,
    #[error("the link's content is not a playground state: {0}")]
    Invalid(String),
    #[error("the link is from a newer playground (state version {0}, this one reads {VERSION})")]
    TooNew(u32),
}

impl Saved {
    pub fn new(inputs: Inputs, policy: String, compare: Option<SparkVersion>) -> Self {
        Saved {
            v: VERSION,
            inputs,
            policy,
            compare,
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Parse stored JSON, checking the version.
    pub fn from_json(s: &str) -> Result<Saved, RestoreError> {
        let value = serde_json::from_str(s).map_err(|e| RestoreError::Invalid(e.to_string()))?;
        Saved::from_value(value)
    }

    /// Read a stored state (what localStorage keeps), checking the version first: a newer
    /// playground's state is refused, not half read.
    pub fn from_value(value: serde_json::Value) -> Result<Saved, RestoreError> {
        #[derive(Deserialize)]
        struct Head {
            v: u32,
        }
        let head = Head::deserialize(&value).map_err(|e| RestoreError::Invalid(e.to_string()))?;
        if head.v > VERSION {
            return Err(RestoreError::TooNew(head.v));
        }
        serde_json::from_value(value).map_err(|e| RestoreError::Invalid(e.to_string()))
    }

    /// The URL fragment (with `#`) that restores this state.
    pub fn to_fragment(&self) -> String {
        format!(
            "{FRAGMENT_PREFIX}{}",
            lz_str::compress_to_encoded_uri_component(self.to_json().as_str())
        )
    }

    /// Restore from a URL fragment (with or without the leading `#`).
    pub fn from_fragment(fragment: &str) -> Result<Saved, RestoreError> {
        let body = fragment
            .strip_prefix(FRAGMENT_PREFIX)
            .or_else(|| fragment.strip_prefix(&FRAGMENT_PREFIX[1..]))
            .ok_or(RestoreError::NotALink)?;
        let wide =
            lz_str::decompress_from_encoded_uri_component(body).ok_or(RestoreError::Corrupt)?;
        let json = String::from_utf16(&wide).map_err(|_| RestoreError::Corrupt)?;
        Saved::from_json(&json)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::VirtualFile;
    use builder_core::SparkVersion;
    use proptest::prelude::*;

    fn sample() -> Saved {
        Saved::new(
            Inputs {
                conf: "spark.executor.memory 8g\n# ünïcode ✓\nspark.app.name a=b&c#d\n".into(),
                version: SparkVersion::V4_1_2,
                submit_version: Some(SparkVersion::V4_0_5),
                main_resource: "local:///opt/app.py".into(),
                main_class: String::new(),
                app_args: "--x 1".into(),
                files: vec![VirtualFile {
                    path: "/t.yaml".into(),
                    content: "kind: Pod\n".into(),
                }],
            },
            "{\"mode\":\"both\"}".into(),
            Some(SparkVersion::V3_4_4),
        )
    }

    #[test]
    fn links_of_the_first_schema_still_open() {
        let v1 = r#"{"v":1,"inputs":{"conf":"spark.app.name a\n","version":"4.3.0"},"policy":""}"#;
        let s = Saved::from_json(v1).unwrap();
        assert_eq!(s.inputs.version, SparkVersion::V4_3_0);
        assert_eq!(s.inputs.submit_version, None);
        assert_eq!(s.compare, None);
    }

    #[test]
    fn round_trips_through_the_fragment() {
        let s = sample();
        let f = s.to_fragment();
        assert!(f.starts_with("#s="));
        assert!(
            f.chars()
                .all(|c| c.is_ascii_alphanumeric() || "#=+-$".contains(c)),
            "{f}"
        );
        assert_eq!(Saved::from_fragment(&f), Ok(s.clone()));
        assert_eq!(Saved::from_fragment(&f[1..]), Ok(s));
    }

    #[test]
    fn bad_links_say_why() {
        assert_eq!(Saved::from_fragment("#x=1"), Err(RestoreError::NotALink));
        let newer = Saved { v: 99, ..sample() };
        assert_eq!(
            Saved::from_fragment(&newer.to_fragment()),
            Err(RestoreError::TooNew(99))
        );
        let not_state = format!(
            "#s={}",
            lz_str::compress_to_encoded_uri_component("{\"v\":1}")
        );
        assert!(matches!(
            Saved::from_fragment(&not_state),
            Err(RestoreError::Invalid(_))
        ));
    }

    proptest! {
        #[test]
        fn garbage_never_panics(s in ".{0,200}") {
            let _ = Saved::from_fragment(&format!("#s={s}"));
        }

        #[test]
        fn any_conf_round_trips(conf in "\\PC{0,300}") {
            let s = Saved::new(Inputs { conf, ..Inputs::default() }, String::new(), None);
            prop_assert_eq!(Saved::from_fragment(&s.to_fragment()), Ok(s));
        }
    }
}
