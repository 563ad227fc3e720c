//! The server's settings, from the client's `initializationOptions` and
//! `workspace/didChangeConfiguration`: `{"sparkVersion": "4.1", "baseDir": "/path",
//! "operatorRelease": "v2.5.2"}`, either as they are or under a `sparkpods` section (how VS
//! Code and Neovim send a section).
//!
//! Each setting is read on its own: a value the server cannot use leaves the setting as it was
//! and is reported (the setting, the value, what it accepts), and so is a name it does not know
//! (with the name meant), so that a typo never changes what the user sees in silence. `null`
//! or `""` puts a setting back to its default.

use std::path::{Path, PathBuf};

use builder_core::SparkVersion;
use builder_core::closest;
use builder_core::supported_list;
use serde_json::Value;
use sparkpods_operators::{OperatorReleases, apache, kubeflow, supported_releases};

const SPARK_VERSION: &str = "sparkVersion";
const BASE_DIR: &str = "baseDir";
const OPERATOR_RELEASE: &str = "operatorRelease";

/// Every setting's name, as clients send it.
const NAMES: [&str; 3] = [SPARK_VERSION, BASE_DIR, OPERATOR_RELEASE];

/// What the user chose for every conf of the workspace (a file's `#@spark-version` wins).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Settings {
    /// The Spark release of the image; a line (`4.1`) means its newest patch.
    pub spark_version: Option<SparkVersion>,
    /// Where relative paths of a conf (pod templates, krb5.conf) are read from, as
    /// `sparkpods check` reads them from its working directory [default: the workspace root,
    /// or the conf's folder outside a workspace]. Always an existing folder.
    pub base_dir: Option<PathBuf>,
    /// The release of a SparkApplication's operator (`check --app --operator-release`), one
    /// the kubeflow or the Apache operator has [default: the newest].
    pub operator_release: Option<String>,
}

/// A setting the server does not use, said to the user instead of ignored in silence.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SettingsProblem {
    #[error(
        "sparkpods: setting {setting} = {value} is not used: {accepted}; {setting} stays {kept}"
    )]
    Refused {
        setting: &'static str,
        /// The value as the client sent it (JSON).
        value: Value,
        /// What the setting accepts.
        accepted: String,
        /// What the setting is now (the value before, or the default).
        kept: String,
    },
    #[error(
        "sparkpods: unknown setting {name}{}; the settings are sparkVersion, baseDir and operatorRelease",
        .suggestion.map(|s| format!(" (did you mean {s}?)")).unwrap_or_default()
    )]
    Unknown {
        name: String,
        suggestion: Option<&'static str>,
    },
    #[error(
        "sparkpods: the settings {value} are not an object: send {{\"sparkVersion\": \"3.5\", \"baseDir\": \"/path\", \"operatorRelease\": \"v2.5.2\"}}, as it is or under \"sparkpods\""
    )]
    NotAnObject { value: Value },
}

impl Settings {
    /// The settings in `value` (relative folders are read from the workspace `root`); what is
    /// absent, and what cannot be used, keeps its current value. What could not be used is
    /// returned, to be told to the user.
    #[must_use = "the problems are to be shown to the user"]
    pub fn update(&mut self, value: &Value, root: Option<&Path>) -> Vec<SettingsProblem> {
        let section = value.get("sparkpods").unwrap_or(value);
        let fields = match section {
            Value::Object(fields) => fields,
            // Clients that pull their settings send `null` as the change.
            Value::Null => return Vec::new(),
            other => {
                return vec![SettingsProblem::NotAnObject {
                    value: other.clone(),
                }];
            }
        };
        let mut problems = Vec::new();
        for (name, value) in fields {
            let refusal = match name.as_str() {
                SPARK_VERSION => match read_spark_version(value) {
                    Ok(v) => {
                        self.spark_version = v;
                        None
                    }
                    Err(accepted) => Some((SPARK_VERSION, accepted, self.kept_spark_version())),
                },
                BASE_DIR => match read_base_dir(value, root) {
                    Ok(dir) => {
                        self.base_dir = dir;
                        None
                    }
                    Err(accepted) => Some((BASE_DIR, accepted, self.kept_base_dir())),
                },
                OPERATOR_RELEASE => match read_operator_release(value) {
                    Ok(release) => {
                        self.operator_release = release;
                        None
                    }
                    Err(accepted) => {
                        Some((OPERATOR_RELEASE, accepted, self.kept_operator_release()))
                    }
                },
                _ => {
                    problems.push(SettingsProblem::Unknown {
                        name: name.clone(),
                        suggestion: closest(name, NAMES, |known| (known.len() / 4).max(2)),
                    });
                    None
                }
            };
            if let Some((setting, accepted, kept)) = refusal {
                problems.push(SettingsProblem::Refused {
                    setting,
                    value: value.clone(),
                    accepted,
                    kept,
                });
            }
        }
        problems
    }

    fn kept_spark_version(&self) -> String {
        match self.spark_version {
            Some(v) => v.as_str().to_string(),
            None => format!("the default, {}", SparkVersion::DEFAULT.as_str()),
        }
    }

    fn kept_base_dir(&self) -> String {
        match &self.base_dir {
            Some(dir) => dir.display().to_string(),
            None => "the default, the workspace root (a conf's folder outside it)".to_string(),
        }
    }

    fn kept_operator_release(&self) -> String {
        match &self.operator_release {
            Some(r) => r.clone(),
            None => "the default, the newest release of the resource's operator".to_string(),
        }
    }
}

/// Whether a value puts its setting back to the default.
fn is_unset(value: &Value) -> bool {
    match value {
        Value::Null => true,
        Value::String(s) => s.trim().is_empty(),
        _ => false,
    }
}

/// A release as a string (`"3.5.5"`, `"4.1"`); a number (TOML's and YAML's `3.5` unquoted) is
/// read as the release line it spells, when it spells one (`3.5`, `4.0`): a float cannot hold a
/// patch release, and no line sparkpods knows reads the same as another with a zero dropped.
/// On error, what the setting accepts.
fn read_spark_version(value: &Value) -> Result<Option<SparkVersion>, String> {
    if is_unset(value) {
        return Ok(None);
    }
    let accepted = || format!("a Spark release, written as a string: {}", supported_list());
    let written = match value {
        Value::String(s) => s.trim().to_string(),
        Value::Number(n) if n.is_f64() => n.to_string(),
        _ => return Err(accepted()),
    };
    written.parse().map(Some).map_err(|_| accepted())
}

/// A folder that exists, absolute or relative to the workspace `root`.
fn read_base_dir(value: &Value, root: Option<&Path>) -> Result<Option<PathBuf>, String> {
    if is_unset(value) {
        return Ok(None);
    }
    let accepted = "an existing folder, as a string (absolute, or relative to the workspace root)";
    let Value::String(written) = value else {
        return Err(accepted.to_string());
    };
    let dir = match root {
        Some(root) if Path::new(written).is_relative() => root.join(written),
        _ => PathBuf::from(written),
    };
    if dir.is_dir() {
        Ok(Some(dir))
    } else {
        Err(format!("{accepted}, and {} is not one", dir.display()))
    }
}

/// A release of either operator (`v2.5.2` of kubeflow's, `1.0.0` of Apache's).
fn read_operator_release(value: &Value) -> Result<Option<String>, String> {
    if is_unset(value) {
        return Ok(None);
    }
    let known = |s: &str| {
        kubeflow::OperatorRelease::find(s).is_ok() || apache::OperatorRelease::find(s).is_ok()
    };
    match value {
        Value::String(s) if known(s) => Ok(Some(s.trim().to_string())),
        _ => Err(format!(
            "a release of the kubeflow spark-operator ({}) or of the Apache Spark operator ({}), as a string",
            supported_releases::<kubeflow::OperatorRelease>(),
            supported_releases::<apache::OperatorRelease>(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn refused(problems: &[SettingsProblem]) -> Vec<&'static str> {
        problems
            .iter()
            .filter_map(|p| match p {
                SettingsProblem::Refused { setting, .. } => Some(*setting),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn settings_come_as_they_are_or_under_a_section() {
        let mut s = Settings::default();
        assert_eq!(
            s.update(&json!({"sparkpods": {"sparkVersion": "4.1"}}), None),
            []
        );
        assert_eq!(s.spark_version, "4.1".parse().ok());
        let dir = std::env::temp_dir();
        assert_eq!(s.update(&json!({"baseDir": dir}), None), []);
        assert_eq!(s.base_dir, Some(dir));
        assert_eq!(s.spark_version, "4.1".parse().ok(), "kept");
        assert_eq!(s.update(&Value::Null, None), []);
        assert_eq!(s.update(&json!({"sparkVersion": null}), None), []);
        assert_eq!(s.spark_version, None, "null is the default again");
    }

    #[test]
    fn a_bad_value_is_refused_alone_and_keeps_the_value_before() {
        let mut s = Settings {
            spark_version: Some(SparkVersion::V4_1_0),
            ..Settings::default()
        };
        let dir = std::env::temp_dir();
        let problems = s.update(
            &json!({"sparkVersion": "2.4", "baseDir": dir, "operatorRelease": "v2.5.2"}),
            None,
        );
        assert_eq!(refused(&problems), ["sparkVersion"]);
        assert_eq!(s.spark_version, Some(SparkVersion::V4_1_0));
        assert_eq!(s.base_dir, Some(dir));
        assert_eq!(s.operator_release.as_deref(), Some("v2.5.2"));
        let message = problems[0].to_string();
        assert!(message.contains("sparkVersion = \"2.4\""), "{message}");
        assert!(
            message.contains("3.3.0"),
            "names what is accepted: {message}"
        );
        assert!(message.ends_with("sparkVersion stays 4.1.0"), "{message}");

        let problems = s.update(
            &json!({"baseDir": 7, "operatorRelease": "v9", "sparkVersion": true}),
            None,
        );
        assert_eq!(
            refused(&problems),
            ["baseDir", "operatorRelease", "sparkVersion"]
        );
        assert_eq!(s.operator_release.as_deref(), Some("v2.5.2"));
        assert!(
            problems[1].to_string().contains("v2.5.2"),
            "{}",
            problems[1]
        );
    }

    #[test]
    fn a_number_is_read_as_the_line_it_spells_or_refused() {
        let mut s = Settings::default();
        assert_eq!(s.update(&json!({"sparkVersion": 3.4}), None), []);
        assert_eq!(s.spark_version, "3.4".parse().ok());
        assert_eq!(s.update(&json!({"sparkVersion": 4.0}), None), []);
        assert_eq!(s.spark_version, "4.0".parse().ok());
        for bad in [json!(4), json!(3.1), json!(3.55)] {
            let problems = s.update(&json!({ "sparkVersion": bad }), None);
            assert_eq!(refused(&problems), ["sparkVersion"], "{bad}");
            assert!(
                problems[0].to_string().contains("as a string"),
                "{}",
                problems[0]
            );
            assert_eq!(s.spark_version, "4.0".parse().ok());
        }
    }

    #[test]
    fn a_relative_folder_is_read_from_the_workspace_and_must_exist() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut s = Settings::default();
        assert_eq!(s.update(&json!({"baseDir": "src"}), Some(root)), []);
        assert_eq!(s.base_dir, Some(root.join("src")));
        let problems = s.update(&json!({"baseDir": "no-such-folder"}), Some(root));
        assert_eq!(refused(&problems), ["baseDir"]);
        assert!(
            problems[0]
                .to_string()
                .contains("no-such-folder is not one"),
            "{}",
            problems[0]
        );
        assert_eq!(s.base_dir, Some(root.join("src")));
    }

    #[test]
    fn an_unknown_name_gets_the_name_meant() {
        let mut s = Settings::default();
        let problems = s.update(&json!({"sparkversion": "4.1", "theme": "dark"}), None);
        assert_eq!(
            problems,
            [
                SettingsProblem::Unknown {
                    name: "sparkversion".into(),
                    suggestion: Some("sparkVersion"),
                },
                SettingsProblem::Unknown {
                    name: "theme".into(),
                    suggestion: None,
                },
            ]
        );
        assert_eq!(s.spark_version, None);
        assert!(
            problems[0]
                .to_string()
                .contains("unknown setting sparkversion (did you mean sparkVersion?)")
        );
        assert!(matches!(
            s.update(&json!("4.1"), None).as_slice(),
            [SettingsProblem::NotAnObject { .. }]
        ));
    }
}
