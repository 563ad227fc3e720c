//! Everything Spark would read from outside the conf: ids, clock, environment, files.
//!
//! The core does no I/O and draws no randomness itself; callers supply these (the CLI from disk,
//! clock and RNG; tests and the playground deterministically).

use std::collections::BTreeMap;

/// The clock reading spark-submit records as `spark.app.submitTime`, pinned like the oracle's
/// `submit-to-conf.sh` (2023-11-14T22:13:20Z).
pub const SUBMIT_TIME_MS: i64 = 1_700_000_000_000;

/// Where the driver runs (`spark.submit.deployMode`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DeployMode {
    /// spark-submit creates the driver pod, which creates the executors.
    #[default]
    Cluster,
    /// The driver runs in the spark-submit process and creates only the executors.
    Client,
}

impl DeployMode {
    /// The mode spark-submit runs a conf in when no `--deploy-mode` is given: its
    /// `spark.submit.deployMode` if that is `client`; sparkpods renders a conf as a cluster-mode
    /// submission otherwise (spark-submit's own default is client).
    pub fn of_conf(value: Option<&str>) -> DeployMode {
        if value == Some("client") {
            DeployMode::Client
        } else {
            DeployMode::Cluster
        }
    }

    /// `cluster` or `client`, as `--deploy-mode` writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            DeployMode::Cluster => "cluster",
            DeployMode::Client => "client",
        }
    }
}

/// The application's main resource, as spark-submit classifies it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MainResource {
    /// A jar, or none (`spark-internal` / no resource).
    Java(Option<String>),
    /// A Python file (`.py`): PythonRunner runs it.
    Python(String),
    /// An R file (`.R`, `.r`): RRunner runs it.
    R(String),
}

impl MainResource {
    /// Classify a URI like spark-submit: `.py` Python, `.R`/`.r` R, `none` no resource.
    pub fn from_uri(uri: &str) -> Self {
        if uri.is_empty() || uri == "none" {
            MainResource::Java(None)
        } else if uri.ends_with(".py") {
            MainResource::Python(uri.to_string())
        } else if uri.ends_with(".R") || uri.ends_with(".r") {
            MainResource::R(uri.to_string())
        } else {
            MainResource::Java(Some(uri.to_string()))
        }
    }

    /// The main class spark-submit uses for this resource when none is given.
    pub fn default_main_class(&self) -> &'static str {
        match self {
            MainResource::Java(_) => "org.apache.spark.examples.SparkPi",
            MainResource::Python(_) => "org.apache.spark.deploy.PythonRunner",
            MainResource::R(_) => "org.apache.spark.deploy.RRunner",
        }
    }

    /// Whether the driver runs Python or R (a larger default memory overhead factor).
    pub fn is_non_jvm(&self) -> bool {
        !matches!(self, MainResource::Java(_))
    }
}

/// What the submitter knows about the driver beyond the conf (`KubernetesDriverConf`'s
/// constructor arguments).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DriverArgs {
    /// The primary resource.
    pub main_resource: MainResource,
    /// The main class (`--class`).
    pub main_class: String,
    /// The application's arguments.
    pub app_args: Vec<String>,
    /// `--proxy-user`.
    pub proxy_user: Option<String>,
    /// The prefix of the driver's resource names when the submitter fixes it (the Apache
    /// operator names them after the app id); else Spark's `<app name>-<unique id>`.
    pub resource_name_prefix: Option<String>,
    /// The driver's `spark-version` label when the submitter sets it (the Apache operator puts
    /// the resource's `runtimeVersions.sparkVersion` there); else the building release.
    pub spark_version_label: Option<String>,
}

impl Default for DriverArgs {
    fn default() -> Self {
        let main_resource = MainResource::Java(Some(
            "local:///opt/spark/examples/jars/spark-examples.jar".to_string(),
        ));
        DriverArgs {
            main_class: main_resource.default_main_class().to_string(),
            main_resource,
            app_args: Vec::new(),
            proxy_user: None,
            resource_name_prefix: None,
            spark_version_label: None,
        }
    }
}

/// `KubernetesUtils.isLocalDependency`: no scheme, or `file:` (spark-submit uploads these from
/// the submitting machine).
pub fn is_local_dependency(uri: &str) -> bool {
    match uri.split_once(':') {
        None => true,
        Some((scheme, _)) => scheme == "file" || scheme.contains('/'),
    }
}

/// The file a local dependency names on the submitting machine (`file:/x`, `file:///x`, `x`;
/// an archive's `#name` dropped).
pub fn local_path(uri: &str) -> &str {
    let path = uri.split_once('#').map_or(uri, |(p, _)| p);
    path.strip_prefix("file://")
        .or_else(|| path.strip_prefix("file:"))
        .unwrap_or(path)
}

/// Environment variables naming directories whose files Spark ships in ConfigMaps.
pub const DIRECTORY_ENV_VARS: [&str; 2] = ["HADOOP_CONF_DIR", "SPARK_CONF_DIR"];

/// Files Spark would read (pod templates, krb5.conf, keytabs, conf dirs), by path.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FileSet {
    files: BTreeMap<String, Vec<u8>>,
    /// Directory listings in the order the file system returned them.
    dirs: BTreeMap<String, Vec<String>>,
}

impl FileSet {
    /// No files.
    pub fn new() -> Self {
        FileSet::default()
    }

    /// Add a file by the path the conf names it with.
    pub fn insert(&mut self, path: impl Into<String>, content: impl Into<Vec<u8>>) {
        self.files.insert(path.into(), content.into());
    }

    /// Record a directory listing (file names, in listing order).
    pub fn insert_dir(&mut self, path: impl Into<String>, names: Vec<String>) {
        self.dirs.insert(path.into(), names);
    }

    /// The file's bytes, by the path the conf names it with (`file://` or not).
    pub fn read(&self, path: &str) -> Option<&[u8]> {
        self.files
            .get(strip_file_scheme(path))
            .or_else(|| self.files.get(path))
            .map(Vec::as_slice)
    }

    /// The file's text (invalid UTF-8 replaced).
    pub fn read_string(&self, path: &str) -> Option<String> {
        self.read(path)
            .map(|b| String::from_utf8_lossy(b).into_owned())
    }

    /// The names in a directory, `None` when it was not supplied.
    pub fn list_dir(&self, path: &str) -> Option<&[String]> {
        self.dirs
            .get(path.trim_end_matches('/'))
            .or_else(|| self.dirs.get(path))
            .map(Vec::as_slice)
    }

    /// The paths of the files.
    pub fn paths(&self) -> impl Iterator<Item = &str> {
        self.files.keys().map(String::as_str)
    }
}

fn strip_file_scheme(path: &str) -> &str {
    path.strip_prefix("file://").unwrap_or(path)
}

/// The submitting process' world: environment variables and readable files.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Environment {
    /// Environment variables (`System.getenv`).
    pub vars: BTreeMap<String, String>,
    /// The files Spark may read.
    pub files: FileSet,
    /// The submitter's working directory, which Spark prints relative paths against.
    pub cwd: Option<String>,
}

impl Environment {
    /// The oracle's environment: `SPARK_USER=spark` and nothing else.
    pub fn oracle_default() -> Self {
        let mut vars = BTreeMap::new();
        vars.insert("SPARK_USER".to_string(), "spark".to_string());
        Environment {
            vars,
            files: FileSet::new(),
            cwd: None,
        }
    }

    /// `File.getAbsolutePath`: `path` against the working directory when relative.
    pub fn absolute_path(&self, path: &str) -> String {
        match &self.cwd {
            Some(cwd) if !path.starts_with('/') => format!("{}/{path}", cwd.trim_end_matches('/')),
            _ => path.to_string(),
        }
    }

    /// An environment variable's value.
    pub fn var(&self, name: &str) -> Option<&str> {
        self.vars.get(name).map(String::as_str)
    }

    /// `Utils.getCurrentUserName`: `SPARK_USER`, else the OS user the caller named.
    pub fn current_user(&self) -> String {
        self.var("SPARK_USER")
            .or_else(|| self.var("USER"))
            .unwrap_or("spark")
            .to_string()
    }
}

/// The random and time-derived values Spark draws, in the order it draws them.
pub trait IdSource {
    /// `KubernetesUtils.uniqueID()`: 6 hex chars of randomness + hex millis.
    fn unique_id(&mut self) -> String;
    /// `UUID.randomUUID()`.
    fn uuid(&mut self) -> String;
    /// `Utils.createSecret` for `spark.authenticate`.
    fn auth_secret(&mut self) -> String;
    /// The date line `Properties.store` writes, e.g. `Sun Nov 29 20:18:00 UTC 2025`.
    fn properties_timestamp(&mut self) -> String;
    /// The port a driver's RpcEnv binds when asked for port 0 (an ephemeral port).
    fn bound_port(&mut self) -> u16;
    /// `System.currentTimeMillis()` when the driver's SparkContext starts.
    fn start_time_ms(&mut self) -> u64;
}

/// The port [`DeterministicIds`] binds, as the oracle pins it (and masks as `<DRIVER-PORT>`).
pub const DETERMINISTIC_BOUND_PORT: u16 = 40961;

/// What every UUID [`DeterministicIds`] draws starts with (the rest is its number).
pub const DRAWN_UUID_PREFIX: &str = "00000000-0000-4000-8000-";

/// Reproducible ids: the n-th unique id is `%06x(n)abcdef0123`, as the oracle pins them.
#[derive(Debug, Clone, Default)]
pub struct DeterministicIds {
    unique: u32,
    uuids: u32,
}

impl IdSource for DeterministicIds {
    fn unique_id(&mut self) -> String {
        self.unique = self.unique.wrapping_add(1);
        format!("{:06x}abcdef0123", self.unique)
    }

    fn uuid(&mut self) -> String {
        self.uuids = self.uuids.wrapping_add(1);
        format!("{DRAWN_UUID_PREFIX}{:012x}", self.uuids)
    }

    fn auth_secret(&mut self) -> String {
        "0".repeat(64)
    }

    fn properties_timestamp(&mut self) -> String {
        "Thu Jan 01 00:00:00 UTC 1970".to_string()
    }

    fn bound_port(&mut self) -> u16 {
        DETERMINISTIC_BOUND_PORT
    }

    /// The oracle's pin, spark-submit's time ([`SUBMIT_TIME_MS`]).
    fn start_time_ms(&mut self) -> u64 {
        SUBMIT_TIME_MS.unsigned_abs()
    }
}
