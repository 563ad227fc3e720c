//! A conf file plus its `#@option value` directives and command-line overrides, turned into a
//! builder-core [`Submission`], with the files Spark would read loaded from disk.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use builder_core::builder::java_string_cmp;
use builder_core::conf::properties::{last_wins, parse_directives, parse_properties};
use builder_core::conf::submit_cmd::parse_spark_submit;
use builder_core::conf::submit_conf::{looks_like_spark_submit, submit_inputs};
use builder_core::features::user_steps::UserSteps;
use builder_core::inputs::{
    DIRECTORY_ENV_VARS, DriverArgs, Environment, FileSet, MainResource, file_keys,
};
use builder_core::{SparkVersion, Submission};
use serde_json::{Map, Value, json};

/// The default main resource of spark-submit's SparkPi example (as the oracle uses).
pub const DEFAULT_MAIN_RESOURCE: &str = "local:///opt/spark/examples/jars/spark-examples.jar";
/// The oracle's default application id.
pub const DEFAULT_APP_ID: &str = "spark-a1b2c3d4e5f6";
/// The oracle's placeholder for the driver pod uid.
pub const DEFAULT_DRIVER_POD_UID: &str = "<DRIVER-POD-UID>";

/// Which pods to print.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoleSel {
    Driver,
    Executor,
    Both,
}

impl RoleSel {
    pub fn parse(s: &str) -> Result<Self, CaseError> {
        match s {
            "driver" => Ok(RoleSel::Driver),
            "executor" => Ok(RoleSel::Executor),
            "both" => Ok(RoleSel::Both),
            other => Err(CaseError::BadOption(format!(
                "--role must be driver, executor or both, not `{other}`"
            ))),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            RoleSel::Driver => "driver",
            RoleSel::Executor => "executor",
            RoleSel::Both => "both",
        }
    }
}

/// Errors loading a case.
#[derive(Debug, thiserror::Error)]
pub enum CaseError {
    #[error("cannot read {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error("{path}: {message}")]
    Parse { path: String, message: String },
    #[error("{0}")]
    BadOption(String),
}

/// Options as the oracle's command line / directives set them.
#[derive(Debug, Clone)]
pub struct CaseOptions {
    pub role: RoleSel,
    pub main_class: Option<String>,
    pub main_resource: Option<String>,
    pub app_args: Option<Vec<String>>,
    pub proxy_user: Option<String>,
    pub executor_id: String,
    pub app_id: String,
    pub no_driver_pod: bool,
    pub driver_pod_uid: String,
    pub env: BTreeMap<String, String>,
    pub version: SparkVersion,
}

impl Default for CaseOptions {
    fn default() -> Self {
        CaseOptions {
            role: RoleSel::Both,
            main_class: None,
            main_resource: None,
            app_args: None,
            proxy_user: None,
            executor_id: "1".into(),
            app_id: DEFAULT_APP_ID.into(),
            no_driver_pod: false,
            driver_pod_uid: DEFAULT_DRIVER_POD_UID.into(),
            env: Environment::oracle_default().vars,
            version: SparkVersion::V3_5_5,
        }
    }
}

impl CaseOptions {
    /// Apply one option (from a directive or the command line), as the oracle does.
    pub fn apply(
        &mut self,
        name: &str,
        value: &str,
        replace_args: &mut bool,
    ) -> Result<(), CaseError> {
        match name {
            "role" => self.role = RoleSel::parse(value)?,
            "main-class" => self.main_class = Some(value.to_string()),
            "main-resource" => self.main_resource = Some(value.to_string()),
            "app-args" | "app-arg" => {
                if *replace_args {
                    self.app_args = Some(Vec::new());
                    *replace_args = false;
                }
                let args = self.app_args.get_or_insert_with(Vec::new);
                if name == "app-args" {
                    if !value.is_empty() {
                        args.extend(value.split(',').map(str::to_string));
                    }
                } else {
                    args.push(value.to_string());
                }
            }
            "proxy-user" => self.proxy_user = Some(value.to_string()),
            "executor-id" => self.executor_id = value.to_string(),
            "app-id" => self.app_id = value.to_string(),
            "no-driver-pod" => self.no_driver_pod = true,
            "driver-pod-uid" => self.driver_pod_uid = value.to_string(),
            "env" => {
                let Some((k, v)) = value.split_once('=').filter(|(k, _)| !k.is_empty()) else {
                    return Err(CaseError::BadOption(format!(
                        "--env expects KEY=VALUE (or KEY= to unset), got `{value}`"
                    )));
                };
                if v.is_empty() {
                    self.env.remove(k);
                } else {
                    self.env.insert(k.to_string(), v.to_string());
                }
            }
            "spark-version" => {
                self.version =
                    value
                        .parse()
                        .map_err(|e: builder_core::version::UnknownSparkVersion| {
                            CaseError::BadOption(e.to_string())
                        })?
            }
            other => return Err(CaseError::BadOption(format!("unknown directive #@{other}"))),
        }
        Ok(())
    }

    pub fn main_resource_uri(&self) -> String {
        self.main_resource
            .clone()
            .unwrap_or_else(|| DEFAULT_MAIN_RESOURCE.to_string())
    }

    pub fn driver_args(&self) -> DriverArgs {
        let main_resource = MainResource::from_uri(&self.main_resource_uri());
        DriverArgs {
            main_class: self
                .main_class
                .clone()
                .unwrap_or_else(|| main_resource.default_main_class().to_string()),
            main_resource,
            app_args: self.app_args.clone().unwrap_or_default(),
            proxy_user: self.proxy_user.clone(),
        }
    }
}

/// A loaded case: the parsed conf (sorted like the oracle's TreeMap) and its environment.
#[derive(Debug, Clone)]
pub struct Case {
    pub options: CaseOptions,
    pub conf: Vec<(String, String)>,
    pub env: Environment,
    /// Where each key was set (1-based line), for diagnostics.
    pub lines: BTreeMap<String, u32>,
}

impl Case {
    /// Parse conf text with its directives; `overrides` are command-line options (they win).
    /// Files named by conf values and env vars are read relative to `base_dir`.
    pub fn load(
        path: &str,
        text: &str,
        base_dir: &Path,
        defaults: CaseOptions,
        overrides: &[(String, String)],
    ) -> Result<Case, CaseError> {
        let mut options = defaults;
        let mut replace = false;
        for d in parse_directives(text) {
            options.apply(&d.name, d.value.as_deref().unwrap_or(""), &mut replace)?;
        }
        let mut replace = true;
        for (k, v) in overrides {
            options.apply(k, v, &mut replace)?;
        }
        let (mut conf, lines) = if looks_like_spark_submit(text) {
            let cmd = parse_spark_submit(text).map_err(|e| CaseError::Parse {
                path: path.to_string(),
                message: e.to_string(),
            })?;
            let sub = submit_inputs(&cmd);
            let set = |slot: &mut Option<String>, v: Option<String>| {
                if slot.is_none() {
                    *slot = v;
                }
            };
            set(&mut options.main_class, Some(sub.driver.main_class.clone()));
            set(
                &mut options.main_resource,
                Some(
                    cmd.main_resource
                        .clone()
                        .unwrap_or_else(|| "none".to_string()),
                ),
            );
            set(&mut options.proxy_user, sub.driver.proxy_user.clone());
            if options.app_args.is_none() {
                options.app_args = Some(sub.driver.app_args.clone());
            }
            (sub.conf, sub.lines.into_iter().collect::<BTreeMap<_, _>>())
        } else {
            let entries = parse_properties(text).map_err(|e| CaseError::Parse {
                path: path.to_string(),
                message: e.to_string(),
            })?;
            let entries = last_wins(&entries);
            let lines = entries.iter().map(|e| (e.key.clone(), e.line)).collect();
            (
                entries
                    .into_iter()
                    .map(|e| (e.key, e.value))
                    .collect::<Vec<(String, String)>>(),
                lines,
            )
        };
        conf.sort_by(|a, b| java_string_cmp(&a.0, &b.0));
        let mut env = Environment {
            vars: options.env.clone(),
            files: FileSet::new(),
            cwd: Some(base_dir.display().to_string()),
        };
        load_inputs(&mut env, &conf, base_dir);
        Ok(Case {
            options,
            conf,
            env,
            lines,
        })
    }

    /// Apply `KEY=VALUE` assignments on top of the file (later ones win), reading any files
    /// they name from `base_dir`.
    pub fn apply_sets(&mut self, sets: &[String], base_dir: &Path) -> Result<(), CaseError> {
        let pairs = builder_core::conf::parse_assignments(sets)
            .map_err(|e| CaseError::BadOption(e.to_string()))?;
        for (k, v) in pairs {
            match self.conf.iter_mut().find(|(ck, _)| *ck == k) {
                Some((_, cv)) => *cv = v,
                None => self.conf.push((k, v)),
            }
        }
        self.conf.sort_by(|a, b| java_string_cmp(&a.0, &b.0));
        load_inputs(&mut self.env, &self.conf, base_dir);
        Ok(())
    }

    /// The builder-core submission for this case.
    pub fn submission<'a>(&'a self, user_steps: &'a UserSteps) -> Submission<'a> {
        Submission {
            version: self.options.version,
            conf: self.conf.clone(),
            driver: self.options.driver_args(),
            app_id: self.options.app_id.clone(),
            executor_id: self.options.executor_id.clone(),
            with_driver_pod: !self.options.no_driver_pod,
            driver_pod_uid: self.options.driver_pod_uid.clone(),
            env: &self.env,
            user_steps,
            build_executor: self.options.role != RoleSel::Driver,
        }
    }

    /// The oracle's `inputs` member.
    pub fn inputs_json(&self) -> Value {
        let o = &self.options;
        let driver = o.driver_args();
        let mut m = Map::new();
        m.insert("appArgs".into(), json!(driver.app_args));
        m.insert("appId".into(), json!(o.app_id));
        m.insert(
            "conf".into(),
            Value::Object(
                self.conf
                    .iter()
                    .map(|(k, v)| (k.clone(), json!(v)))
                    .collect(),
            ),
        );
        m.insert("driverPod".into(), json!(!o.no_driver_pod));
        m.insert("driverPodUid".into(), json!(o.driver_pod_uid));
        m.insert(
            "env".into(),
            Value::Object(o.env.iter().map(|(k, v)| (k.clone(), json!(v))).collect()),
        );
        m.insert("executorId".into(), json!(o.executor_id));
        m.insert("mainClass".into(), json!(driver.main_class));
        m.insert("mainResource".into(), json!(o.main_resource_uri()));
        if let Some(p) = &o.proxy_user {
            m.insert("proxyUser".into(), json!(p));
        }
        m.insert("role".into(), json!(o.role.as_str()));
        Value::Object(m)
    }
}

/// Load what Spark reads from the submitting machine: the files named by the file keys, and
/// the directories named by `HADOOP_CONF_DIR` / `SPARK_CONF_DIR` (or `spark.home`/conf).
/// Nothing else: other values (mount paths, URIs) are not local files.
fn load_inputs(env: &mut Environment, conf: &[(String, String)], base_dir: &Path) {
    let get = |key: &str| conf.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone());
    for key in file_keys() {
        if let Some(path) = get(key.key) {
            load_path(&mut env.files, base_dir, &path);
        }
    }
    let mut dirs: Vec<String> = DIRECTORY_ENV_VARS
        .iter()
        .filter_map(|v| env.vars.get(*v).cloned())
        .collect();
    if let Some(home) = get("spark.home") {
        dirs.push(format!("{home}/conf"));
    }
    for d in dirs {
        load_path(&mut env.files, base_dir, &d);
    }
}

/// Read a file, or every file of a directory, that a conf value or env var names.
fn load_path(files: &mut FileSet, base: &Path, value: &str) {
    let raw = value.strip_prefix("file://").unwrap_or(value);
    if raw.is_empty() {
        return;
    }
    let path: PathBuf = if Path::new(raw).is_absolute() {
        PathBuf::from(raw)
    } else {
        base.join(raw)
    };
    if path.is_file() {
        if let Ok(bytes) = std::fs::read(&path) {
            files.insert(value.to_string(), bytes.clone());
            files.insert(raw.to_string(), bytes);
        }
    } else if path.is_dir() {
        let Ok(rd) = std::fs::read_dir(&path) else {
            return;
        };
        let mut names: Vec<String> = rd
            .filter_map(Result::ok)
            .filter(|e| e.path().is_file())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        for n in &names {
            if let Ok(bytes) = std::fs::read(path.join(n)) {
                files.insert(format!("{}/{n}", raw.trim_end_matches('/')), bytes);
            }
        }
        files.insert_dir(raw.trim_end_matches('/').to_string(), names);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_files_spark_reads_are_loaded() {
        let base = Path::new(env!("CARGO_MANIFEST_DIR"));
        let text = "spark.kubernetes.driver.volumes.hostPath.x.mount.path src\n\
                    spark.kubernetes.driver.podTemplateFile Cargo.toml\n\
                    spark.files src/main.rs\n";
        let case = Case::load("t", text, base, CaseOptions::default(), &[]).unwrap();
        let paths: Vec<&str> = case.env.files.paths().collect();
        assert_eq!(paths, vec!["Cargo.toml"]);
    }
}
