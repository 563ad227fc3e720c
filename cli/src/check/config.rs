//! `.sparkpods.toml`, found as linters find theirs: in the working directory or the nearest
//! parent that has one (or `--config FILE`). It says which Spark and operator releases to
//! assume, the cluster profile, the failing level, each rule's severity by its id, and which
//! files a walk reads. An unknown setting or rule id is an error with a did-you-mean.
//!
//! ```toml
//! spark-version = "3.5.5"
//! operator-release = "v2.5.2"
//! cluster = "clusters/prod.yaml"   # relative to this file
//! fail-on = "warning"
//! exclude = ["vendor/**"]
//!
//! [rules]
//! other-product = "off"
//! unknown-key = "error"
//! ```

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use builder_core::Severity;
use globset::{Glob, GlobSet, GlobSetBuilder};

use crate::rules;

/// The file's name.
pub const CONFIG_FILE: &str = ".sparkpods.toml";

/// From which severity on a finding makes `check` fail (exit status 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FailOn {
    /// Errors only.
    #[default]
    Error,
    /// Errors and warnings.
    Warning,
    /// Every finding.
    Info,
    /// Never: the report only.
    Never,
}

impl FailOn {
    /// The words `--fail-on` and `fail-on` take.
    pub const NAMES: [&str; 4] = ["error", "warning", "info", "never"];

    /// The level `s` names.
    pub fn parse(s: &str) -> Option<FailOn> {
        match s {
            "error" => Some(FailOn::Error),
            "warning" => Some(FailOn::Warning),
            "info" => Some(FailOn::Info),
            "never" => Some(FailOn::Never),
            _ => None,
        }
    }

    /// Whether a finding of `severity` fails the check.
    pub fn fails(self, severity: Severity) -> bool {
        match self {
            FailOn::Error => severity == Severity::Error,
            FailOn::Warning => severity <= Severity::Warning,
            FailOn::Info => true,
            FailOn::Never => false,
        }
    }
}

/// What the configuration makes of a rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RuleLevel {
    /// Its findings are dropped.
    Off,
    /// Its findings are reported at this severity.
    At(Severity),
}

/// The configuration.
#[derive(Debug, Clone, Default)]
pub struct Config {
    /// The file it was read from.
    pub path: Option<PathBuf>,
    /// `spark-version`.
    pub spark_version: Option<String>,
    /// `submit-version`.
    pub submit_version: Option<String>,
    /// `operator-release`.
    pub operator_release: Option<String>,
    /// `webhook`: whether the kubeflow operator's webhooks run.
    pub webhook: Option<bool>,
    /// `cluster`: the cluster profile, resolved against the file's directory.
    pub cluster: Option<PathBuf>,
    /// `fail-on`.
    pub fail_on: Option<FailOn>,
    /// `[rules]`: severities by rule id.
    pub rules: BTreeMap<&'static str, RuleLevel>,
    include: Option<GlobSet>,
    exclude: Option<GlobSet>,
}

/// What is wrong with a configuration file; each names the file (and the line, when known).
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The file cannot be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// Not TOML.
    #[error("{path}: {message}")]
    Toml {
        /// The file.
        path: String,
        /// The TOML reader's message.
        message: String,
    },
    /// A setting, value or rule id the file gets wrong.
    #[error("{path}{line}: {message}", line = line.map(|l| format!(":{l}")).unwrap_or_default())]
    Setting {
        /// The file.
        path: String,
        /// Its 1-based line, when found.
        line: Option<u32>,
        /// What is wrong, with a did-you-mean.
        message: String,
    },
}

/// The settings the file takes.
const SETTINGS: [&str; 9] = [
    "spark-version",
    "submit-version",
    "operator-release",
    "webhook",
    "cluster",
    "fail-on",
    "include",
    "exclude",
    "rules",
];

impl Config {
    /// The configuration of `dir`: `.sparkpods.toml` there or in its nearest parent that has
    /// one; none is the default configuration.
    pub fn discover(dir: &Path) -> Result<Config, ConfigError> {
        for d in dir.ancestors() {
            let candidate = d.join(CONFIG_FILE);
            if candidate.is_file() {
                return Config::read(&candidate);
            }
        }
        Ok(Config::default())
    }

    /// The configuration in the file at `path`.
    pub fn read(path: &Path) -> Result<Config, ConfigError> {
        let shown = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read {
            path: shown.clone(),
            source,
        })?;
        let base = path.parent().unwrap_or(Path::new("."));
        let mut config = Config::parse(&shown, &text, base)?;
        config.path = Some(path.to_path_buf());
        Ok(config)
    }

    /// The configuration in `text` (the file `shown`), its paths relative to `base`.
    pub fn parse(shown: &str, text: &str, base: &Path) -> Result<Config, ConfigError> {
        let table: toml::Table = toml::from_str(text).map_err(|e| ConfigError::Toml {
            path: shown.to_string(),
            message: e.message().to_string(),
        })?;
        let fail = |key: &str, message: String| ConfigError::Setting {
            path: shown.to_string(),
            line: line_of(text, key),
            message,
        };
        let string = |key: &str| -> Result<Option<String>, ConfigError> {
            match table.get(key) {
                None => Ok(None),
                Some(toml::Value::String(s)) => Ok(Some(s.clone())),
                Some(other) => Err(fail(
                    key,
                    format!("`{key}` takes a string, not {}", other.type_str()),
                )),
            }
        };
        let globs = |key: &str| -> Result<Option<GlobSet>, ConfigError> {
            let Some(value) = table.get(key) else {
                return Ok(None);
            };
            let toml::Value::Array(items) = value else {
                return Err(fail(key, format!("`{key}` takes a list of globs")));
            };
            let mut set = GlobSetBuilder::new();
            for item in items {
                let Some(glob) = item.as_str() else {
                    return Err(fail(
                        key,
                        format!("`{key}` takes a list of globs (strings)"),
                    ));
                };
                set.add(Glob::new(glob).map_err(|e| fail(key, format!("`{key}`: `{glob}`: {e}")))?);
            }
            set.build()
                .map(Some)
                .map_err(|e| fail(key, format!("`{key}`: {e}")))
        };
        let mut config = Config::default();
        for key in table.keys() {
            if !SETTINGS.contains(&key.as_str()) {
                let hint = builder_core::closest(key, SETTINGS, |k| k.len() / 3)
                    .map(|s| format!(" (did you mean `{s}`?)"))
                    .unwrap_or_default();
                return Err(fail(
                    key,
                    format!(
                        "`{key}` is not a setting{hint}; the settings are {}",
                        SETTINGS.join(", ")
                    ),
                ));
            }
        }
        config.spark_version = string("spark-version")?;
        config.submit_version = string("submit-version")?;
        config.operator_release = string("operator-release")?;
        config.cluster = string("cluster")?.map(|p| base.join(p));
        config.webhook = match table.get("webhook") {
            None => None,
            Some(toml::Value::Boolean(b)) => Some(*b),
            Some(_) => return Err(fail("webhook", "`webhook` takes true or false".into())),
        };
        config.fail_on = match string("fail-on")? {
            None => None,
            Some(s) => Some(FailOn::parse(&s).ok_or_else(|| {
                fail(
                    "fail-on",
                    format!(
                        "`fail-on` is one of {}, not `{s}`",
                        FailOn::NAMES.join(", ")
                    ),
                )
            })?),
        };
        config.include = globs("include")?;
        config.exclude = globs("exclude")?;
        if let Some(value) = table.get("rules") {
            let toml::Value::Table(rules) = value else {
                return Err(fail("rules", "`rules` is a table: `[rules]`".into()));
            };
            for (id, level) in rules {
                let Some(rule) = rules::find(id) else {
                    let near =
                        builder_core::closest(id, rules::all().map(|r| r.id), |k| k.len() / 3)
                            .map(|s| format!(" (did you mean `{s}`?)"))
                            .unwrap_or_default();
                    return Err(fail(
                        id,
                        format!(
                            "[rules]: `{id}` is not a rule{near}; `sparkpods rules` lists them"
                        ),
                    ));
                };
                let level = match level.as_str() {
                    Some("off") => RuleLevel::Off,
                    Some(s) => match Severity::parse(s) {
                        Some(severity) => RuleLevel::At(severity),
                        None => {
                            return Err(fail(
                                id,
                                format!(
                                    "[rules]: {id} is `off`, `info`, `warning` or `error`, not `{s}`"
                                ),
                            ));
                        }
                    },
                    None => {
                        return Err(fail(
                            id,
                            format!(
                                "[rules]: {id} takes a string: `off`, `info`, `warning` or `error`"
                            ),
                        ));
                    }
                };
                config.rules.insert(rule.id, level);
            }
        }
        Ok(config)
    }

    /// Whether a directory walk reads `path` (relative to the configuration's directory, or as
    /// given without a configuration file): not excluded, and included when `include` is set.
    pub fn walks(&self, path: &Path) -> bool {
        let relative = match self.path.as_deref().and_then(Path::parent) {
            Some(base) => path.strip_prefix(base).unwrap_or(path),
            None => path,
        };
        let relative = relative.strip_prefix(".").unwrap_or(relative);
        if self.exclude.as_ref().is_some_and(|g| g.is_match(relative)) {
            return false;
        }
        self.include.as_ref().is_none_or(|g| g.is_match(relative))
    }

    /// Whether a directory walk enters `dir` (an excluded directory is not entered).
    pub fn enters(&self, dir: &Path) -> bool {
        let relative = match self.path.as_deref().and_then(Path::parent) {
            Some(base) => dir.strip_prefix(base).unwrap_or(dir),
            None => dir,
        };
        let relative = relative.strip_prefix(".").unwrap_or(relative);
        !self.exclude.as_ref().is_some_and(|g| g.is_match(relative))
    }
}

/// The 1-based line on which `key` is set (`key =` at a line's start, or in `[rules]`).
fn line_of(text: &str, key: &str) -> Option<u32> {
    text.lines()
        .position(|l| {
            l.trim_start()
                .strip_prefix(key)
                .or_else(|| l.trim_start().strip_prefix(&format!("\"{key}\"")))
                .is_some_and(|rest| rest.trim_start().starts_with('='))
        })
        .and_then(|i| u32::try_from(i + 1).ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Config, ConfigError> {
        Config::parse(".sparkpods.toml", text, Path::new("/repo"))
    }

    #[test]
    fn settings_and_rule_levels_are_read() {
        let c = parse(
            "spark-version = \"3.5.5\"\ncluster = \"c/prod.yaml\"\nfail-on = \"warning\"\nwebhook = false\n[rules]\nunknown-key = \"error\"\nother-product = \"off\"\n",
        )
        .unwrap();
        assert_eq!(c.spark_version.as_deref(), Some("3.5.5"));
        assert_eq!(c.cluster.as_deref(), Some(Path::new("/repo/c/prod.yaml")));
        assert_eq!(c.fail_on, Some(FailOn::Warning));
        assert_eq!(c.webhook, Some(false));
        assert_eq!(
            c.rules.get("unknown-key"),
            Some(&RuleLevel::At(Severity::Error))
        );
        assert_eq!(c.rules.get("other-product"), Some(&RuleLevel::Off));
    }

    #[test]
    fn unknown_settings_and_rules_are_errors_with_a_did_you_mean() {
        let e = parse("spark_version = \"3.5.5\"\n")
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            ".sparkpods.toml:1: `spark_version` is not a setting (did you mean `spark-version`?); the settings are spark-version, submit-version, operator-release, webhook, cluster, fail-on, include, exclude, rules"
        );
        let e = parse("[rules]\nunknown-kee = \"off\"\n")
            .unwrap_err()
            .to_string();
        assert!(e.starts_with(".sparkpods.toml:2: [rules]: `unknown-kee` is not a rule (did you mean `unknown-key`?)"), "{e}");
        let e = parse("[rules]\nunknown-key = \"loud\"\n")
            .unwrap_err()
            .to_string();
        assert!(e.contains("not `loud`"), "{e}");
        let e = parse("fail-on = \"warn\"\n").unwrap_err().to_string();
        assert!(
            e.contains("`fail-on` is one of error, warning, info, never"),
            "{e}"
        );
        assert!(matches!(parse("a = [\n"), Err(ConfigError::Toml { .. })));
    }

    #[test]
    fn include_and_exclude_choose_what_a_walk_reads() {
        let mut c = parse("include = [\"jobs/**\"]\nexclude = [\"jobs/old/**\"]\n").unwrap();
        c.path = Some(PathBuf::from("/repo/.sparkpods.toml"));
        assert!(c.walks(Path::new("/repo/jobs/etl.conf")));
        assert!(!c.walks(Path::new("/repo/jobs/old/etl.conf")));
        assert!(!c.walks(Path::new("/repo/other/etl.conf")));
        assert!(!c.enters(Path::new("/repo/jobs/old/2023")));
    }
}
