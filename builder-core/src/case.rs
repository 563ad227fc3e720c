//! A case: conf text (a spark-defaults.conf or a spark-submit command line) plus its
//! `#@option value` directives and overrides, turned into a [`Submission`]. Shared by the
//! command line (which reads the files Spark would read from disk) and the playground (which
//! takes them from the user's virtual files): this module only says *which* paths Spark reads.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::sync::Arc;

use serde::Serialize;
use serde_json::{Map, Value, json};

use crate::builder::Rendered;
use crate::builder::Submission;
use crate::conf::directives::parse_directives;
use crate::conf::properties::{PropEntry, last_wins, parse_properties};
use crate::conf::registry::{file_keys, uploaded_dependency_keys};
use crate::conf::submit_environment::{looks_like_spark_submit, submit_inputs};
use crate::conf::submit_line::{SubmitCommand, default_properties_file, parse_spark_submit};
use crate::diagnostics::{Diagnostic, Fix, check_rendered, submit_command_diagnostics};
use crate::features::user_steps::UserSteps;
use crate::inputs::{
    DIRECTORY_ENV_VARS, DeployMode, DriverArgs, Environment, FileSet, MainResource, SUBMIT_TIME_MS,
    is_local_dependency, local_path,
};
use crate::memory::MemoryAnatomy;
use crate::release::{Release, SparkVersion, UnknownSparkVersion};
use crate::submit_client::{DriverClient, SPARK_SUBMIT};
use crate::template::TemplateReader;
use sparkpods_jvm::java_string_compare;

/// The default main resource of spark-submit's SparkPi example (as the oracle uses).
pub const DEFAULT_MAIN_RESOURCE: &str = "local:///opt/spark/examples/jars/spark-examples.jar";
/// The oracle's default application id.
pub const DEFAULT_APP_ID: &str = "spark-a1b2c3d4e5f6";
/// The oracle's placeholder for the driver pod uid.
pub const DEFAULT_DRIVER_POD_UID: &str = "<DRIVER-POD-UID>";

/// Which pods to print.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoleSel {
    /// The driver pod and what spark-submit sends with it.
    Driver,
    /// One executor pod and its ConfigMap.
    Executor,
    /// The driver and one executor.
    Both,
}

impl RoleSel {
    /// `driver`, `executor` or `both`, as `--role` and `#@role` write it.
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

    /// The name `--role` takes.
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
    /// The file could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The path as given.
        path: String,
        /// Why it could not be read.
        source: std::io::Error,
    },
    /// The file is not a conf (`Properties.load` or a directive failed).
    #[error("{path}: {message}")]
    Parse {
        /// The path as given.
        path: String,
        /// What is wrong with it.
        message: String,
    },
    /// An option or directive with a value it does not take.
    #[error("{0}")]
    BadOption(String),
}

/// Options as the oracle's command line / directives set them.
#[derive(Debug, Clone)]
pub struct CaseOptions {
    /// Which pods to print (`--role`).
    pub role: RoleSel,
    /// The main class (`--main-class`); unset: the main resource's default.
    pub main_class: Option<String>,
    /// The main resource's URI (`--main-resource`); unset: the SparkPi jar.
    pub main_resource: Option<String>,
    /// The application's arguments (`--app-arg`); unset: none.
    pub app_args: Option<Vec<String>>,
    /// `--proxy-user`.
    pub proxy_user: Option<String>,
    /// The executor's id (`--executor-id`, default `1`).
    pub executor_id: String,
    /// The application id (`--app-id`, default [`DEFAULT_APP_ID`]).
    pub app_id: String,
    /// Build the executors without a driver pod to own them (`--no-driver-pod`).
    pub no_driver_pod: bool,
    /// The uid the API server gives the driver pod (`--driver-pod-uid`).
    pub driver_pod_uid: String,
    /// `#@deploy-mode`; unset: the conf's `spark.submit.deployMode` decides
    /// ([`DeployMode::of_conf`]).
    pub deploy_mode: Option<DeployMode>,
    /// The process environment Spark sees: `SPARK_USER=spark` and the `--env KEY=VALUE` pairs.
    pub env: BTreeMap<String, String>,
    /// The Spark release of the image (the driver JVM, the executors).
    pub version: SparkVersion,
    /// The release of the spark-submit that builds the driver pod, when it differs.
    pub submit_version: Option<SparkVersion>,
    /// Who submits the driver when it is not spark-submit (an operator that builds it in its
    /// own process); not a directive.
    pub client: Option<Arc<dyn DriverClient>>,
    /// The driver's arguments when the submitter gives them whole (an operator: its main
    /// resource, resource name prefix, labels); they win over the directives.
    pub driver: Option<DriverArgs>,
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
            deploy_mode: None,
            env: Environment::oracle_default().vars,
            version: SparkVersion::DEFAULT,
            submit_version: None,
            client: None,
            driver: None,
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
            "deploy-mode" => {
                self.deploy_mode = Some(match value {
                    "cluster" => DeployMode::Cluster,
                    "client" => DeployMode::Client,
                    other => {
                        return Err(CaseError::BadOption(format!(
                            "#@deploy-mode is cluster or client, not `{other}`"
                        )));
                    }
                })
            }
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
                self.version = value
                    .parse()
                    .map_err(|e: UnknownSparkVersion| CaseError::BadOption(e.to_string()))?
            }
            "submit-version" => {
                self.submit_version = Some(
                    value
                        .parse()
                        .map_err(|e: UnknownSparkVersion| CaseError::BadOption(e.to_string()))?,
                )
            }
            other => return Err(CaseError::BadOption(format!("unknown directive #@{other}"))),
        }
        Ok(())
    }

    /// The main resource's URI, the SparkPi jar when none is set.
    pub fn main_resource_uri(&self) -> String {
        self.main_resource
            .clone()
            .unwrap_or_else(|| DEFAULT_MAIN_RESOURCE.to_string())
    }

    /// The driver's arguments: the submitter's when it fixed them, else from the options.
    pub fn driver_args(&self) -> DriverArgs {
        if let Some(driver) = &self.driver {
            return driver.clone();
        }
        let main_resource = MainResource::from_uri(&self.main_resource_uri());
        DriverArgs {
            main_class: self
                .main_class
                .clone()
                .unwrap_or_else(|| main_resource.default_main_class().to_string()),
            main_resource,
            app_args: self.app_args.clone().unwrap_or_default(),
            proxy_user: self.proxy_user.clone(),
            resource_name_prefix: None,
            spark_version_label: None,
        }
    }
}

/// A loaded case: the parsed conf (sorted like the oracle's TreeMap) and its environment.
#[derive(Debug, Clone)]
pub struct Case {
    /// The options of the run (command line and `#@` directives).
    pub options: CaseOptions,
    /// The conf entries, sorted by key.
    pub conf: Vec<(String, String)>,
    /// The environment and files Spark reads.
    pub env: Environment,
    /// Where each key was set (1-based line), for diagnostics.
    pub lines: BTreeMap<String, u32>,
    /// Keys a conf file sets on more than one line, with the lines of the settings that lose
    /// (the last one wins, as in `java.util.Properties`).
    pub overridden: Vec<(String, Vec<u32>)>,
    /// The command line, when the input was a pasted spark-submit (its own checks and
    /// warnings are diagnostics too).
    pub submit_command: Option<SubmitCommand>,
}

impl Case {
    /// Parse conf text with its directives; `overrides` are command-line options (they win).
    /// `path` names the text in errors. The environment starts with no files: the caller adds
    /// the ones [`Case::input_paths`] names (and parses again with
    /// [`Case::parse_with_files`] when [`Case::reads_a_properties_file`]).
    pub fn parse(
        path: &str,
        text: &str,
        cwd: Option<String>,
        defaults: CaseOptions,
        overrides: &[(String, String)],
    ) -> Result<Case, CaseError> {
        Case::parse_with_files(path, text, cwd, defaults, overrides, FileSet::new())
    }

    /// [`Case::parse`] with the submitting machine's `files` at hand: a command line's
    /// `--properties-file` is read from them, as spark-submit reads it before anything else.
    pub fn parse_with_files(
        path: &str,
        text: &str,
        cwd: Option<String>,
        defaults: CaseOptions,
        overrides: &[(String, String)],
        files: FileSet,
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
        let mut submit_command = None;
        let mut overridden = Vec::new();
        let (conf, lines) = if looks_like_spark_submit(text) {
            let cmd = parse_spark_submit(text).map_err(|e| CaseError::Parse {
                path: path.to_string(),
                message: e.to_string(),
            })?;
            let submitted = submitted(path, cmd, &mut options, &files, cwd.as_deref())?;
            submit_command = Some(submitted.command);
            (submitted.conf, submitted.lines)
        } else {
            let entries = parse_properties(text).map_err(|e| CaseError::Parse {
                path: path.to_string(),
                message: e.to_string(),
            })?;
            overridden = overridden_settings(&entries);
            let entries = last_wins(entries);
            let lines = sparkpods_sort::btree_map(entries.iter().map(|e| (e.key.clone(), e.line)));
            (
                entries
                    .into_iter()
                    .map(|e| (e.key, e.value))
                    .collect::<Vec<(String, String)>>(),
                lines,
            )
        };
        Ok(Case::assembled(
            options,
            conf,
            lines,
            overridden,
            submit_command,
            files,
            cwd,
        ))
    }

    /// The case of a spark-submit command a program runs without a shell (an operator's
    /// submission): [`Case::parse`] of its command line, without writing the line and splitting
    /// it again. `cmd` comes from [`parse_spark_submit_args`](crate::parse_spark_submit_args).
    pub fn from_submit_command(
        path: &str,
        cmd: SubmitCommand,
        defaults: CaseOptions,
    ) -> Result<Case, CaseError> {
        let mut options = defaults;
        let files = FileSet::new();
        let Submitted {
            conf,
            lines,
            command,
        } = submitted(path, cmd, &mut options, &files, None)?;
        Ok(Case::assembled(
            options,
            conf,
            lines,
            Vec::new(),
            Some(command),
            files,
            None,
        ))
    }

    /// A case of its parts: the conf (sorted here as the oracle's `TreeMap` sorts it), the line
    /// of each key and the keys set more than once; the environment is the options' variables
    /// with `files` and `cwd`.
    fn assembled(
        options: CaseOptions,
        mut conf: Vec<(String, String)>,
        lines: BTreeMap<String, u32>,
        overridden: Vec<(String, Vec<u32>)>,
        submit_command: Option<SubmitCommand>,
        files: FileSet,
        cwd: Option<String>,
    ) -> Case {
        sparkpods_sort::sort_by(&mut conf, |a, b| java_string_compare(&a.0, &b.0));
        let env = Environment {
            vars: options.env.clone(),
            files,
            cwd,
        };
        Case {
            options,
            conf,
            env,
            lines,
            overridden,
            submit_command,
        }
    }

    /// Set the `spark.app.submitTime` a spark-submit input records (a real clock reading for
    /// `--random-ids`); other inputs have none and are left alone.
    pub fn set_submit_time(&mut self, ms: i64) {
        if let Some((_, v)) = self
            .conf
            .iter_mut()
            .find(|(k, _)| k == crate::conf::registry::APP_SUBMIT_TIME.key)
        {
            *v = ms.to_string();
        }
    }

    /// Everything `check` reports for this case, given its render: `diagnostics::check_rendered`
    /// plus, for a pasted spark-submit, what spark-submit itself rejects or ignores.
    pub fn diagnostics(&self, sub: &Submission, rendered: &Rendered) -> Vec<Diagnostic> {
        self.diagnostics_with_memory(sub, rendered, None)
    }

    /// [`Case::diagnostics`] with the pods' memory anatomies the caller has already read
    /// (`rendered_memory` of the pods as created: the playground shows them too), instead of
    /// reading them again from the pods written as JSON.
    pub fn diagnostics_with_memory(
        &self,
        sub: &Submission,
        rendered: &Rendered,
        memory: Option<&[MemoryAnatomy]>,
    ) -> Vec<Diagnostic> {
        let mut out = check_rendered(sub, &self.lines, rendered, memory);
        if let Some(cmd) = &self.submit_command {
            out.splice(0..0, submit_command_diagnostics(cmd, sub.submit_release));
        }
        for (key, losing) in &self.overridden {
            let last = self.lines.get(key).copied().unwrap_or_default();
            out.extend(losing.iter().map(|line| Diagnostic {
                line: Some(*line),
                fix: Some(Fix::DeleteLine),
                ..Diagnostic::new(
                    &crate::rules::DUPLICATE_KEY,
                    Some(key.clone()),
                    format!("{key} is set again on line {last}, which wins"),
                    Some(format!("delete this line or line {last}")),
                )
            }));
        }
        sparkpods_sort::sort_by(&mut out, |a, b| a.line.cmp(&b.line));
        out
    }

    /// Apply `KEY=VALUE` assignments on top of the file (later ones win).
    pub fn apply_sets(&mut self, sets: &[String]) -> Result<(), CaseError> {
        let pairs = crate::conf::parse_assignments(sets)
            .map_err(|e| CaseError::BadOption(e.to_string()))?;
        for (k, v) in pairs {
            match self.conf.iter_mut().find(|(ck, _)| *ck == k) {
                Some((_, cv)) => *cv = v,
                None => self.conf.push((k, v)),
            }
        }
        sparkpods_sort::sort_by(&mut self.conf, |a, b| java_string_compare(&a.0, &b.0));
        Ok(())
    }

    /// The properties files of a command line (`--properties-file`, `--extra-properties-file`).
    pub fn properties_files(&self) -> Vec<&str> {
        self.submit_command
            .as_ref()
            .map(SubmitCommand::properties_files)
            .unwrap_or_default()
    }

    /// Whether the case was parsed without a properties file that `files` now has: parse
    /// again with [`Case::parse_with_files`].
    pub fn reads_a_properties_file(&self) -> bool {
        let Some(cmd) = &self.submit_command else {
            return false;
        };
        cmd.properties_files().into_iter().any(|p| {
            !cmd.properties_files_read.iter().any(|r| r == p)
                && self.env.files.read_string(p).is_some()
        })
    }

    /// What Spark reads from the submitting machine: the files named by the file keys
    /// (pod templates, krb5.conf, keytabs, ...), a command line's `--properties-file`, and the
    /// directories named by `HADOOP_CONF_DIR` / `SPARK_CONF_DIR` (or `spark.home`/conf).
    /// Nothing else: other values (mount paths, URIs) are not local files.
    pub fn input_paths(&self) -> InputPaths {
        let get = |key: &str| {
            self.conf
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.clone())
        };
        // The local dependencies spark-submit uploads (`file:` or no scheme).
        let dependencies = uploaded_dependency_keys()
            .into_iter()
            .filter_map(|key| get(key.key))
            .flat_map(|list| {
                list.split(',')
                    .map(str::trim)
                    .filter(|u| !u.is_empty() && is_local_dependency(u))
                    .map(|u| local_path(u).to_string())
                    .collect::<Vec<_>>()
            });
        let main_resource = self
            .options
            .main_resource
            .as_deref()
            .filter(|r| is_local_dependency(r) && !matches!(*r, "none" | "spark-internal"))
            .map(|r| local_path(r).to_string());
        let files = file_keys()
            .into_iter()
            .filter_map(|key| get(key.key))
            .chain(self.properties_files().into_iter().map(str::to_string))
            .chain(dependencies)
            .chain(main_resource)
            .collect();
        let mut dirs: Vec<String> = DIRECTORY_ENV_VARS
            .iter()
            .filter_map(|v| self.env.vars.get(*v).cloned())
            .collect();
        if let Some(home) = get("spark.home") {
            dirs.push(format!("{home}/conf"));
        }
        InputPaths { files, dirs }
    }

    /// Where the driver runs: the `#@deploy-mode` directive, else the conf's
    /// `spark.submit.deployMode` (a command line's `--deploy-mode` is one).
    pub fn deploy_mode(&self) -> DeployMode {
        self.options.deploy_mode.unwrap_or_else(|| {
            DeployMode::of_conf(
                self.conf
                    .iter()
                    .rev()
                    .find(|(k, _)| k == "spark.submit.deployMode")
                    .map(|(_, v)| v.as_str()),
            )
        })
    }

    /// The builder-core submission for this case.
    pub fn submission<'a>(
        &'a self,
        user_steps: &'a UserSteps,
        templates: TemplateReader,
    ) -> Submission<'a> {
        Submission {
            release: Release::of(self.options.version),
            submit_release: Release::of(
                self.options.submit_version.unwrap_or(self.options.version),
            ),
            conf: Cow::Borrowed(&self.conf),
            driver: self.options.driver_args(),
            app_id: self.options.app_id.clone(),
            executor_id: self.options.executor_id.clone(),
            with_driver_pod: !self.options.no_driver_pod,
            driver_pod_uid: self.options.driver_pod_uid.clone(),
            env: &self.env,
            user_steps,
            templates,
            build_executor: self.options.role != RoleSel::Driver,
            deploy_mode: self.deploy_mode(),
            client: match &self.options.client {
                Some(c) => c.as_ref(),
                None => &SPARK_SUBMIT,
            },
        }
    }

    /// The oracle's `inputs` member, as the document writes it (straight to text).
    pub(crate) fn inputs(&self) -> Inputs<'_> {
        let o = &self.options;
        let driver = o.driver_args();
        Inputs {
            app_args: driver.app_args,
            app_id: &o.app_id,
            conf: ConfMap(&self.conf),
            deploy_mode: self.deploy_mode().as_str(),
            driver_pod: !o.no_driver_pod,
            driver_pod_uid: &o.driver_pod_uid,
            env: &o.env,
            executor_id: &o.executor_id,
            main_class: driver.main_class,
            main_resource: o.main_resource_uri(),
            proxy_user: o.proxy_user.as_deref(),
            role: o.role.as_str(),
        }
    }

    /// The oracle's `inputs` member as values: the reference the document's own writing of it
    /// is held to (`tests/tests/document_text.rs`).
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
        m.insert("deployMode".into(), json!(self.deploy_mode().as_str()));
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

/// The oracle's `inputs` member ([`Case::inputs`]): the members in the order the oracle
/// writes them (by name).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Inputs<'a> {
    app_args: Vec<String>,
    app_id: &'a str,
    conf: ConfMap<'a>,
    deploy_mode: &'static str,
    driver_pod: bool,
    driver_pod_uid: &'a str,
    env: &'a BTreeMap<String, String>,
    executor_id: &'a str,
    main_class: String,
    main_resource: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    proxy_user: Option<&'a str>,
    role: &'static str,
}

/// The case's conf entries (sorted by key) as a JSON object: a key set twice (only a caller
/// that pushes onto [`Case::conf`] does it) once, with its last value, as a map keeps it.
struct ConfMap<'a>(&'a [(String, String)]);

impl Serialize for ConfMap<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut entries = self.0.iter().peekable();
        serializer.collect_map(std::iter::from_fn(|| {
            let (mut key, mut value) = entries.next().map(|(k, v)| (k, v))?;
            while let Some((k, v)) = entries.next_if(|(k, _)| k == key) {
                (key, value) = (k, v);
            }
            Some((key, value))
        }))
    }
}

/// The paths a case makes Spark read (see [`Case::input_paths`]), as written in the conf.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct InputPaths {
    /// Values of file keys: each a file (or a directory, for the conf-dir keys).
    pub files: Vec<String>,
    /// Directories whose files Spark lists and reads.
    pub dirs: Vec<String>,
}

/// The keys set on more than one line, with the lines that lose to the last one.
fn overridden_settings(entries: &[PropEntry]) -> Vec<(String, Vec<u32>)> {
    let mut by_key: BTreeMap<&str, Vec<u32>> = BTreeMap::new();
    for e in entries {
        by_key.entry(e.key.as_str()).or_default().push(e.line);
    }
    by_key
        .into_iter()
        .filter_map(|(key, mut lines)| {
            lines.pop();
            (!lines.is_empty()).then(|| (key.to_string(), lines))
        })
        .collect()
}

/// What a spark-submit command makes of a case (with the options [`submitted`] sets).
struct Submitted {
    /// Its conf, unsorted.
    conf: Vec<(String, String)>,
    /// The line of each key.
    lines: BTreeMap<String, u32>,
    /// The command, its properties files read.
    command: SubmitCommand,
}

/// What a spark-submit command makes of the case: its conf and the line of each key, the
/// options it sets (main class and resource, proxy user, arguments, the role in client mode),
/// and the command with its properties files read from `files`.
fn submitted(
    path: &str,
    mut cmd: SubmitCommand,
    options: &mut CaseOptions,
    files: &FileSet,
    cwd: Option<&str>,
) -> Result<Submitted, CaseError> {
    // spark-submit's environment: the words before it over the case's.
    cmd.spark_defaults = default_properties_file(|name| {
        cmd.env
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
            .or_else(|| options.env.get(name).cloned())
    });
    cmd.read_properties_files(|path| files.read_string(path))
        .map_err(|message| CaseError::Parse {
            path: path.to_string(),
            message,
        })?;
    let sub = submit_inputs(&cmd, SUBMIT_TIME_MS, cwd);
    let set = |slot: &mut Option<String>, v: Option<String>| {
        if slot.is_none() {
            *slot = v;
        }
    };
    set(&mut options.main_class, Some(sub.driver.main_class.clone()));
    // Client mode: spark-submit runs the application itself; only executors are built
    // (and nothing of the application reaches them).
    let client = cmd.deploy_mode() == DeployMode::Client;
    let resource = sub.main_resource.clone().filter(|_| !client);
    set(
        &mut options.main_resource,
        Some(resource.unwrap_or_else(|| "none".to_string())),
    );
    set(&mut options.proxy_user, sub.driver.proxy_user.clone());
    if options.app_args.is_none() {
        options.app_args = Some(if client {
            Vec::new()
        } else {
            sub.driver.app_args.clone()
        });
    }
    if client && options.role == RoleSel::Both {
        options.role = RoleSel::Executor;
    }
    Ok(Submitted {
        conf: sub.conf,
        lines: sparkpods_sort::btree_map(sub.lines),
        command: cmd,
    })
}
