//! The one declaration of every Spark configuration key sparkpods reads or knows.
//!
//! Validation, the playground's autocompletion and the docs all read this table; the feature
//! steps refer to the constants here instead of spelling keys, so a key exists in one place.

use crate::release::{Introduced, Known, Release, SparkVersion};

/// The value type of a key, as Spark parses it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConfType {
    /// Any text.
    String,
    /// A 32-bit integer (`Integer.parseInt`).
    Int,
    /// A 64-bit integer (`Long.parseLong`).
    Long,
    /// `true` or `false`, any case.
    Bool,
    /// A double (`Double.parseDouble`).
    Double,
    /// Byte size; the unit applies to a number without suffix.
    Bytes(ByteDefault),
    /// Duration; the unit applies to a number without suffix.
    Time(&'static str),
    /// One of a fixed set of values.
    Enum(&'static [&'static str]),
    /// Comma-separated list.
    List,
    /// A Kubernetes quantity, copied verbatim (e.g. `500m`, `0.5`).
    Quantity,
}

/// The unit of a byte-size key without suffix.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ByteDefault {
    /// A number without suffix is bytes.
    Bytes,
    /// A number without suffix is KiB.
    KiB,
    /// A number without suffix is MiB.
    MiB,
}

/// A key's default value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyDefault {
    /// No default: unset means absent.
    None,
    /// The same default in every release.
    Value(&'static str),
    /// The default changed between releases: `first`, then each later value from the
    /// releases that introduced it (the last that applies wins).
    Changed {
        /// The default of the oldest releases.
        first: &'static str,
        /// Each later default with the release that introduced it.
        later: &'static [(Introduced, &'static str)],
    },
    /// Falls back to another key's value.
    Fallback(&'static ConfKey),
}

/// Exact key or a prefix under which the user names things (labels, env vars, volumes...).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyKind {
    /// The whole key.
    Exact,
    /// `spark.kubernetes.driver.label.` + label name.
    Prefix,
}

/// One configuration key.
#[derive(Debug, PartialEq, Eq)]
pub struct ConfKey {
    /// The key, or the prefix of a [`KeyKind::Prefix`] family.
    pub key: &'static str,
    /// Whether it is a whole key or a prefix.
    pub kind: KeyKind,
    /// The type Spark parses its value as.
    pub ty: ConfType,
    /// Its default.
    pub default: KeyDefault,
    /// One line: what it does.
    pub doc: &'static str,
    /// The Spark version that introduced it, as Spark's `ConfigBuilder.version` declares it.
    pub since: &'static str,
    /// The releases that declare (and so read) it.
    pub known: Known,
    /// `key.hashCode()`, computed when compiling: a typed read finds the key in a conf without
    /// hashing it.
    pub java_hash: i32,
    /// Whether the key may have old names (`declared::alternatives_of`'s filter, computed when
    /// compiling): most have none, and their reads skip the lookup.
    pub may_have_alternatives: bool,
}

impl ConfKey {
    /// The default as a string in `release` (`None` for fallbacks and unknown keys).
    pub fn default_for(&self, release: Release) -> Option<&'static str> {
        let keys = release.keys_of(self.key);
        if !self.known.in_release(keys) {
            return None;
        }
        match self.default {
            KeyDefault::None => None,
            KeyDefault::Value(v) => Some(v),
            KeyDefault::Changed { first, later } => Some(
                later
                    .iter()
                    .rev()
                    .find(|(since, _)| since.includes(keys))
                    .map_or(first, |(_, value)| value),
            ),
            KeyDefault::Fallback(_) => None,
        }
    }

    /// The key of `name` under this prefix key (`spark.kubernetes.driver.label.` + `team`).
    pub fn under(&self, name: &str) -> String {
        debug_assert_eq!(
            self.kind,
            KeyKind::Prefix,
            "{} is not a prefix key",
            self.key
        );
        format!("{}{name}", self.key)
    }

    /// Whether `release` declares (and so reads) the key.
    pub fn known_in(&self, release: Release) -> bool {
        self.known.in_release(release.keys_of(self.key))
    }

    /// A prefix that is a namespace of Spark's own keys (`spark.dynamicAllocation.`,
    /// `spark.submit.`), not a family of names the user chooses (labels, env vars, volumes).
    pub fn is_namespace(&self) -> bool {
        self.kind == KeyKind::Prefix
            && (std::ptr::eq(self, &DYNAMIC_ALLOCATION) || std::ptr::eq(self, &SUBMIT))
    }

    /// One line for editors (completion popups, hovers): the type, the default in `release`,
    /// the version that introduced the key, the releases that read it when not all do, and for
    /// a prefix key that a name goes after it.
    pub fn detail(&self, release: Release) -> String {
        let default = match self.default {
            KeyDefault::Fallback(other) => format!("default: value of {}", other.key),
            _ => match self.default_for(release) {
                Some("") => "default: empty".to_string(),
                Some(d) => format!("default {d}"),
                None => "no default".to_string(),
            },
        };
        let releases = if self.known.everywhere() {
            String::new()
        } else {
            format!(" · read by Spark {}", self.known.describe())
        };
        let what = match self.kind {
            KeyKind::Exact => "",
            KeyKind::Prefix => " · prefix: append a name",
        };
        format!(
            "{} · {default} · since {}{releases}{what}",
            self.type_name(),
            self.since
        )
    }

    /// The values an editor can offer: an enumeration's, or `true` and `false`.
    pub fn options(&self) -> &'static [&'static str] {
        match self.ty {
            ConfType::Enum(options) => options,
            ConfType::Bool => &["true", "false"],
            _ => &[],
        }
    }

    /// A short type name for completion popups and docs.
    pub fn type_name(&self) -> &'static str {
        match self.ty {
            ConfType::String => "string",
            ConfType::Int => "int",
            ConfType::Long => "long",
            ConfType::Bool => "boolean",
            ConfType::Double => "double",
            ConfType::Bytes(ByteDefault::MiB) => "bytes (MiB without unit)",
            ConfType::Bytes(ByteDefault::KiB) => "bytes (KiB without unit)",
            ConfType::Bytes(ByteDefault::Bytes) => "bytes",
            ConfType::Time(_) => "duration",
            ConfType::Enum(_) => "enum",
            ConfType::List => "comma-separated list",
            ConfType::Quantity => "Kubernetes quantity",
        }
    }
}

macro_rules! keys {
    ($( $(#[$m:meta])* $name:ident = $kind:ident $key:literal, $ty:expr, $default:expr, $since:literal, $known:expr, $doc:literal; )*) => {
        // The description is text for people (`<name>` placeholders, not HTML tags).
        $( $(#[$m])* #[doc = concat!("`", $key, "`: ", $doc)] #[allow(rustdoc::invalid_html_tags, rustdoc::broken_intra_doc_links)] pub static $name: ConfKey = ConfKey {
            key: $key, kind: KeyKind::$kind, ty: $ty, default: $default, doc: $doc,
            since: $since, known: $known, java_hash: sparkpods_jvm::java_string_hash_const($key),
            may_have_alternatives: super::alternative_keys::may_have_alternatives($key),
        }; )*
        /// Every key, in declaration order.
        pub static ALL: &[&ConfKey] = &[$(&$name),*];
        /// [`ALL`]'s keys and whether each is exact, for the lookup index built at compile time.
        const NAMES: &[(&str, bool)] = &[$(($key, matches!(KeyKind::$kind, KeyKind::Exact))),*];
    };
}

use ByteDefault as B;
use ConfType as T;
use KeyDefault as D;
use SparkVersion::*;

/// Declared by every supported release.
const ALWAYS: Known = Known::ALWAYS;

/// `spark.kubernetes.container.image.pullPolicy`'s values (Kubernetes' `imagePullPolicy`).
pub const PULL_POLICIES: &[&str] = &["Always", "Never", "IfNotPresent"];
/// `spark.kubernetes.driver.service.ipFamilyPolicy`'s values (a Service's `ipFamilyPolicy`).
pub const IP_FAMILY_POLICIES: &[&str] = &["SingleStack", "PreferDualStack", "RequireDualStack"];
/// `spark.kubernetes.driver.service.ipFamilies`' values (a Service's `ipFamilies`).
pub const IP_FAMILIES: &[&str] = &["IPv4", "IPv6", "IPv4,IPv6", "IPv6,IPv4"];

keys! {
    // ---- application / core ----
    APP_NAME = Exact "spark.app.name", T::String, D::None, "0.9.0", ALWAYS, "Application name; drives pod names and the spark-app-name label.";
    REPL_LOCAL_JARS = Exact "spark.repl.local.jars", T::String, D::None, "2.4.0", ALWAYS, "Client mode: spark-submit lists the --jars here for the driver's class path.";
    APP_START_TIME = Exact "spark.app.startTime", T::Long, D::None, "3.3.0", ALWAYS, "When the SparkContext started (ms since the epoch); the driver sets it.";
    EXECUTOR_ID = Exact "spark.executor.id", T::String, D::None, "1.2.0", ALWAYS, "`driver` in the driver; set by Spark.";
    APP_SUBMIT_TIME = Exact "spark.app.submitTime", T::Long, D::None, "3.3.0", ALWAYS, "When spark-submit ran (ms since the epoch); it sets it on every submission.";
    APP_ID = Exact "spark.app.id", T::String, D::None, "0.9.0", ALWAYS, "Application id, set by spark-submit (spark-<uuid>).";
    MASTER = Exact "spark.master", T::String, D::None, "0.9.0", ALWAYS, "Cluster manager URL; k8s://https://<api-server> for Kubernetes.";
    SUBMIT_DEPLOY_MODE = Exact "spark.submit.deployMode", T::Enum(&["client", "cluster"]), D::Value("client"), "1.5.0", ALWAYS, "cluster: spark-submit creates the driver pod; client: the driver runs in the spark-submit process and creates only executors.";
    SUBMIT_PY_FILES = Exact "spark.submit.pyFiles", T::List, D::None, "1.0.1", ALWAYS, "Python files added to PYTHONPATH.";
    JARS = Exact "spark.jars", T::List, D::None, "0.9.0", ALWAYS, "Jars for the driver and executor classpaths.";
    FILES = Exact "spark.files", T::List, D::None, "1.0.0", ALWAYS, "Files placed in the working directory of each executor.";
    ARCHIVES = Exact "spark.archives", T::List, D::None, "3.1.0", ALWAYS, "Archives extracted into the working directory of each executor.";
    EXECUTOR_INSTANCES = Exact "spark.executor.instances", T::Int, D::None, "1.0.0", ALWAYS, "Number of executors (static allocation).";
    DYN_ALLOC_ENABLED = Exact "spark.dynamicAllocation.enabled", T::Bool, D::Value("false"), "1.2.0", ALWAYS, "Scale the number of executors with the workload (the playground's summary shows the bounds).";
    DYN_ALLOC_MIN_EXECUTORS = Exact "spark.dynamicAllocation.minExecutors", T::Int, D::Value("0"), "1.2.0", ALWAYS, "Lower bound of executors under dynamic allocation.";
    DYN_ALLOC_MAX_EXECUTORS = Exact "spark.dynamicAllocation.maxExecutors", T::Int, D::Value("2147483647"), "1.2.0", ALWAYS, "Upper bound of executors under dynamic allocation (Int.MaxValue: unbounded).";
    DYN_ALLOC_INITIAL_EXECUTORS = Exact "spark.dynamicAllocation.initialExecutors", T::Int, D::Fallback(&DYN_ALLOC_MIN_EXECUTORS), "1.3.0", ALWAYS, "Executors the driver starts with under dynamic allocation (it asks for the largest of this, minExecutors and spark.executor.instances).";
    DRIVER_MEMORY = Exact "spark.driver.memory", T::Bytes(B::MiB), D::Value("1g"), "1.1.1", ALWAYS, "Driver JVM heap; the pod requests heap + overhead.";
    EXECUTOR_MEMORY = Exact "spark.executor.memory", T::Bytes(B::MiB), D::Value("1g"), "0.7.0", ALWAYS, "Executor JVM heap; the pod requests heap + overhead (+ off-heap, + pyspark memory).";
    DRIVER_MEMORY_OVERHEAD = Exact "spark.driver.memoryOverhead", T::Bytes(B::MiB), D::None, "2.3.0", ALWAYS, "Non-heap memory for the driver pod; wins over the factors.";
    EXECUTOR_MEMORY_OVERHEAD = Exact "spark.executor.memoryOverhead", T::Bytes(B::MiB), D::None, "2.3.0", ALWAYS, "Non-heap memory for each executor pod; wins over the factors.";
    DRIVER_MEMORY_OVERHEAD_FACTOR = Exact "spark.driver.memoryOverheadFactor", T::Double, D::Value("0.1"), "3.3.0", ALWAYS, "Driver overhead as a fraction of driver memory (> 0).";
    EXECUTOR_MEMORY_OVERHEAD_FACTOR = Exact "spark.executor.memoryOverheadFactor", T::Double, D::Value("0.1"), "3.3.0", ALWAYS, "Executor overhead as a fraction of executor memory (> 0).";
    DRIVER_MIN_MEMORY_OVERHEAD = Exact "spark.driver.minMemoryOverhead", T::Bytes(B::MiB), D::Value("384m"), "4.0.0", Known::since(&[V4_0_0]), "Minimum driver overhead when computed from the factor.";
    EXECUTOR_MIN_MEMORY_OVERHEAD = Exact "spark.executor.minMemoryOverhead", T::Bytes(B::MiB), D::Value("384m"), "4.0.0", Known::since(&[V4_0_0]), "Minimum executor overhead when computed from the factor.";
    DRIVER_CORES = Exact "spark.driver.cores", T::Int, D::Value("1"), "1.3.0", ALWAYS, "Driver cores; the pod's cpu request unless spark.kubernetes.driver.request.cores is set.";
    EXECUTOR_CORES = Exact "spark.executor.cores", T::Int, D::Value("1"), "1.0.0", ALWAYS, "Executor cores; the pod's cpu request unless spark.kubernetes.executor.request.cores is set.";
    TASK_CPUS = Exact "spark.task.cpus", T::Int, D::Value("1"), "0.5.0", ALWAYS, "Cores per task.";
    PYSPARK_MEMORY = Exact "spark.executor.pyspark.memory", T::Bytes(B::MiB), D::None, "2.4.0", ALWAYS, "Python worker memory per executor, added to the executor pod for Python apps.";
    OFF_HEAP_ENABLED = Exact "spark.memory.offHeap.enabled", T::Bool, D::Value("false"), "1.6.0", ALWAYS, "Use off-heap memory; its size is added to the executor pod.";
    OFF_HEAP_SIZE = Exact "spark.memory.offHeap.size", T::Bytes(B::Bytes), D::Value("0"), "1.6.0", ALWAYS, "Off-heap size (bytes without unit); at least 1m when enabled.";
    DRIVER_PORT = Exact "spark.driver.port", T::Int, D::Value("7078"), "0.7.0", ALWAYS, "Driver RPC port (7078 on Kubernetes).";
    BLOCK_MANAGER_PORT = Exact "spark.blockManager.port", T::Int, D::Value("7079"), "1.1.0", ALWAYS, "Block manager port of executors (and driver fallback).";
    DRIVER_BLOCK_MANAGER_PORT = Exact "spark.driver.blockManager.port", T::Int, D::None, "2.1.0", ALWAYS, "Driver block manager port; falls back to spark.blockManager.port.";
    UI_PORT = Exact "spark.ui.port", T::Int, D::Value("4040"), "0.7.0", ALWAYS, "Spark UI port on the driver.";
    UI_ENABLED = Exact "spark.ui.enabled", T::Bool, D::Value("true"), "1.1.1", ALWAYS, "Run the web UI (the driver still exposes the port on Kubernetes).";
    CONNECT_GRPC_PORT = Exact "spark.connect.grpc.binding.port", T::Int, D::Value("15002"), "3.4.0", Known::since(&[V4_1_0]), "Spark Connect port exposed on the driver pod and Service.";
    DRIVER_HOST = Exact "spark.driver.host", T::String, D::None, "0.7.0", ALWAYS, "Managed by Kubernetes in cluster mode; must not be set.";
    DRIVER_BIND_ADDRESS = Exact "spark.driver.bindAddress", T::String, D::None, "2.1.0", ALWAYS, "Managed by Kubernetes in cluster mode; must not be set.";
    DRIVER_JAVA_OPTIONS = Exact "spark.driver.extraJavaOptions", T::String, D::None, "1.0.0", ALWAYS, "Extra JVM options of the driver.";
    EXECUTOR_JAVA_OPTIONS = Exact "spark.executor.extraJavaOptions", T::String, D::None, "1.0.0", ALWAYS, "Extra JVM options of executors, passed as SPARK_JAVA_OPT_n ({{APP_ID}}, {{EXECUTOR_ID}} substituted).";
    DRIVER_DEFAULT_JAVA_OPTIONS = Exact "spark.driver.defaultJavaOptions", T::String, D::None, "3.0.0", ALWAYS, "Administrator-set JVM options prepended to spark.driver.extraJavaOptions.";
    EXECUTOR_DEFAULT_JAVA_OPTIONS = Exact "spark.executor.defaultJavaOptions", T::String, D::None, "3.0.0", ALWAYS, "Administrator-set JVM options prepended to spark.executor.extraJavaOptions.";
    DRIVER_CLASS_PATH = Exact "spark.driver.extraClassPath", T::String, D::None, "1.0.0", ALWAYS, "Extra driver classpath entries.";
    EXECUTOR_CLASS_PATH = Exact "spark.executor.extraClassPath", T::String, D::None, "1.0.0", ALWAYS, "Extra executor classpath entries (SPARK_CLASSPATH).";
    EXECUTOR_LIBRARY_PATH = Exact "spark.executor.extraLibraryPath", T::String, D::None, "1.0.0", ALWAYS, "Extra executor native library path (4.x: SPARK_EXECUTOR_LIBRARY_PATH).";
    EXECUTOR_ENV = Prefix "spark.executorEnv.", T::String, D::None, "0.9.0", ALWAYS, "Environment variable of executor pods (name must match [-._a-zA-Z][-._a-zA-Z0-9]*).";
    LOCAL_DIR = Exact "spark.local.dir", T::List, D::None, "0.5.0", ALWAYS, "Scratch directories; each becomes an emptyDir volume spark-local-dir-N.";
    AUTHENTICATE = Exact "spark.authenticate", T::Bool, D::Value("false"), "1.0.0", ALWAYS, "RPC authentication; executors get the generated secret via _SPARK_AUTH_SECRET.";
    IO_ENCRYPTION_ENABLED = Exact "spark.io.encryption.enabled", T::Bool, D::Value("false"), "2.1.0", ALWAYS, "Encrypt shuffle and spill files on local disk (the Apache operator turns it on by default).";
    MASTER_URL_PREFIX = Exact "spark.master.url.prefix", T::String, D::Value("k8s://"), "operator 0.1.0", ALWAYS, "Read by the Apache Spark Kubernetes operator only: the scheme it puts before the API server address when it sets spark.master.";
    AUTH_SECRET = Exact "spark.authenticate.secret", T::String, D::None, "1.0.0", ALWAYS, "Shared secret for RPC authentication.";
    AUTH_SECRET_FILE_EXECUTOR = Exact "spark.authenticate.secret.executor.file", T::String, D::None, "3.0.0", ALWAYS, "Path of the secret file on executors (suppresses _SPARK_AUTH_SECRET).";
    AUTH_SECRET_FILE_DRIVER = Exact "spark.authenticate.secret.driver.file", T::String, D::None, "3.0.0", ALWAYS, "Path of the secret file on the driver.";
    AUTH_SECRET_FILE = Exact "spark.authenticate.secret.file", T::String, D::None, "3.0.0", ALWAYS, "Path of the secret file (both roles).";
    DECOMMISSION_ENABLED = Exact "spark.decommission.enabled", T::Bool, D::Value("false"), "3.1.0", ALWAYS, "Graceful executor decommissioning (adds a preStop hook).";
    PYSPARK_PYTHON = Exact "spark.pyspark.python", T::String, D::None, "2.1.0", ALWAYS, "Python executable (PYSPARK_PYTHON).";
    PYSPARK_DRIVER_PYTHON = Exact "spark.pyspark.driver.python", T::String, D::None, "2.1.0", ALWAYS, "Driver Python executable (PYSPARK_DRIVER_PYTHON).";
    KERBEROS_KEYTAB = Exact "spark.kerberos.keytab", T::String, D::None, "3.0.0", ALWAYS, "Keytab file; a non-local: keytab is shipped in a Secret.";
    KERBEROS_PRINCIPAL = Exact "spark.kerberos.principal", T::String, D::None, "3.0.0", ALWAYS, "Kerberos principal for the keytab.";
    DRIVER_RESOURCE = Prefix "spark.driver.resource.", T::String, D::None, "3.0.0", ALWAYS, "Driver custom resources: <name>.amount / .vendor / .discoveryScript.";
    EXECUTOR_RESOURCE = Prefix "spark.executor.resource.", T::String, D::None, "3.0.0", ALWAYS, "Executor custom resources: <name>.amount / .vendor / .discoveryScript.";
    DYNAMIC_ALLOCATION = Prefix "spark.dynamicAllocation.", T::String, D::None, "1.2.0", ALWAYS, "Dynamic executor allocation (decided by the driver at run time; not part of a pod spec).";
    SUBMIT = Prefix "spark.submit.", T::String, D::None, "1.5.0", ALWAYS, "spark-submit settings (read before any pod exists).";
    METRICS_NAMESPACE = Exact "spark.metrics.namespace", T::String, D::None, "2.1.0", ALWAYS, "Root namespace of the metrics Spark reports (default the application id).";
    METRICS_CONF = Exact "spark.metrics.conf", T::String, D::None, "0.8.0", ALWAYS, "The metrics.properties file that configures Spark's metrics sinks and sources.";
    HADOOP = Prefix "spark.hadoop.", T::String, D::None, "1.0.0", ALWAYS, "Hadoop configuration property <name> (copied into Hadoop's Configuration without the prefix).";
    SPARK_HOME = Exact "spark.home", T::String, D::None, "1.0.0", ALWAYS, "Spark installation; its conf/ is shipped when SPARK_CONF_DIR is unset.";
    SPARK_TESTING = Exact "spark.testing", T::String, D::None, "1.0.0", ALWAYS, "Internal test switch; enables spark.kubernetes.driver.resourceNamePrefix.";
    UI_CUSTOM_EXECUTOR_LOG_URL = Exact "spark.ui.custom.executor.log.url", T::String, D::None, "3.0.0", ALWAYS, "Executor log URL pattern (4.x adds SPARK_EXECUTOR_ATTRIBUTE_* env).";

    // ---- spark.kubernetes.* ----
    CONTAINER_IMAGE = Exact "spark.kubernetes.container.image", T::String, D::None, "2.3.0", ALWAYS, "Image of driver and executor containers.";
    DRIVER_CONTAINER_IMAGE = Exact "spark.kubernetes.driver.container.image", T::String, D::Fallback(&CONTAINER_IMAGE), "2.3.0", ALWAYS, "Driver image (defaults to spark.kubernetes.container.image).";
    EXECUTOR_CONTAINER_IMAGE = Exact "spark.kubernetes.executor.container.image", T::String, D::Fallback(&CONTAINER_IMAGE), "2.3.0", ALWAYS, "Executor image (defaults to spark.kubernetes.container.image).";
    IMAGE_PULL_POLICY = Exact "spark.kubernetes.container.image.pullPolicy", T::Enum(PULL_POLICIES), D::Value("IfNotPresent"), "2.3.0", ALWAYS, "Image pull policy: Always, Never or IfNotPresent.";
    IMAGE_PULL_SECRETS = Exact "spark.kubernetes.container.image.pullSecrets", T::List, D::None, "2.4.0", ALWAYS, "Comma-separated image pull secret names (trimmed).";
    NAMESPACE = Exact "spark.kubernetes.namespace", T::String, D::Value("default"), "2.3.0", ALWAYS, "Namespace of all created objects.";
    DRIVER_POD_NAME = Exact "spark.kubernetes.driver.pod.name", T::String, D::None, "2.3.0", ALWAYS, "Driver pod name (default <prefix>-driver).";
    EXECUTOR_POD_NAME_PREFIX = Exact "spark.kubernetes.executor.podNamePrefix", T::String, D::None, "2.3.0", ALWAYS, "Executor pod name prefix: a DNS subdomain of at most 237 characters.";
    DRIVER_RESOURCE_NAME_PREFIX = Exact "spark.kubernetes.driver.resourceNamePrefix", T::String, D::None, "3.0.0", ALWAYS, "Internal: honoured only when spark.testing is set.";
    DRIVER_REQUEST_CORES = Exact "spark.kubernetes.driver.request.cores", T::Quantity, D::None, "3.0.0", ALWAYS, "Driver cpu request, verbatim (e.g. 0.5, 500m).";
    DRIVER_LIMIT_CORES = Exact "spark.kubernetes.driver.limit.cores", T::Quantity, D::None, "2.3.0", ALWAYS, "Driver cpu limit (none by default).";
    EXECUTOR_REQUEST_CORES = Exact "spark.kubernetes.executor.request.cores", T::Quantity, D::None, "2.4.0", ALWAYS, "Executor cpu request, verbatim (e.g. 0.5, 500m).";
    EXECUTOR_LIMIT_CORES = Exact "spark.kubernetes.executor.limit.cores", T::Quantity, D::None, "2.3.0", ALWAYS, "Executor cpu limit (none by default).";
    MEMORY_OVERHEAD_FACTOR = Exact "spark.kubernetes.memoryOverheadFactor", T::Double, D::Value("0.1"), "2.4.0", ALWAYS, "Deprecated overhead factor (0.4 default for Python/R apps), inherited by executors.";
    DRIVER_LABEL = Prefix "spark.kubernetes.driver.label.", T::String, D::None, "2.3.0", ALWAYS, "Driver pod label.";
    DRIVER_ANNOTATION = Prefix "spark.kubernetes.driver.annotation.", T::String, D::None, "2.3.0", ALWAYS, "Driver pod annotation ({{APP_ID}} substituted).";
    EXECUTOR_LABEL = Prefix "spark.kubernetes.executor.label.", T::String, D::None, "2.3.0", ALWAYS, "Executor pod label.";
    EXECUTOR_ANNOTATION = Prefix "spark.kubernetes.executor.annotation.", T::String, D::None, "2.3.0", ALWAYS, "Executor pod annotation ({{APP_ID}}, {{EXECUTOR_ID}} substituted).";
    DRIVER_SERVICE_LABEL = Prefix "spark.kubernetes.driver.service.label.", T::String, D::None, "3.4.0", Known::since(&[V3_4_0]), "Driver Service label.";
    DRIVER_SERVICE_ANNOTATION = Prefix "spark.kubernetes.driver.service.annotation.", T::String, D::None, "3.0.0", ALWAYS, "Driver Service annotation.";
    NODE_SELECTOR = Prefix "spark.kubernetes.node.selector.", T::String, D::None, "2.3.0", ALWAYS, "Node selector of driver and executor pods.";
    DRIVER_NODE_SELECTOR = Prefix "spark.kubernetes.driver.node.selector.", T::String, D::None, "3.3.0", ALWAYS, "Driver node selector (wins over spark.kubernetes.node.selector.*).";
    EXECUTOR_NODE_SELECTOR = Prefix "spark.kubernetes.executor.node.selector.", T::String, D::None, "3.3.0", ALWAYS, "Executor node selector (wins over spark.kubernetes.node.selector.*).";
    DRIVER_ENV = Prefix "spark.kubernetes.driverEnv.", T::String, D::None, "2.3.0", ALWAYS, "Environment variable of the driver pod.";
    DRIVER_SECRETS = Prefix "spark.kubernetes.driver.secrets.", T::String, D::None, "2.3.0", ALWAYS, "Mount Secret <name> at the given path in the driver.";
    EXECUTOR_SECRETS = Prefix "spark.kubernetes.executor.secrets.", T::String, D::None, "2.3.0", ALWAYS, "Mount Secret <name> at the given path in executors.";
    DRIVER_SECRET_KEY_REF = Prefix "spark.kubernetes.driver.secretKeyRef.", T::String, D::None, "2.4.0", ALWAYS, "Driver env var from a Secret key: <ENV>=<secret>:<key>.";
    EXECUTOR_SECRET_KEY_REF = Prefix "spark.kubernetes.executor.secretKeyRef.", T::String, D::None, "2.4.0", ALWAYS, "Executor env var from a Secret key: <ENV>=<secret>:<key>.";
    DRIVER_VOLUMES = Prefix "spark.kubernetes.driver.volumes.", T::String, D::None, "2.4.0", ALWAYS, "Driver volume: <type>.<name>.mount.path / .mount.readOnly / .mount.subPath / .options.*.";
    EXECUTOR_VOLUMES = Prefix "spark.kubernetes.executor.volumes.", T::String, D::None, "2.4.0", ALWAYS, "Executor volume: <type>.<name>.mount.path / .mount.readOnly / .mount.subPath / .options.*.";
    LEGACY_RWO_ACCESS_MODE = Exact "spark.kubernetes.legacy.useReadWriteOnceAccessMode", T::Bool, D::Changed { first: "true", later: &[(Introduced::at(&[V4_0_0]), "false")] }, "3.4.3", Known::since(&[V3_4_3, V3_5_1]), "OnDemand PVCs use ReadWriteOnce instead of ReadWriteOncePod.";
    LOCAL_DIRS_TMPFS = Exact "spark.kubernetes.local.dirs.tmpfs", T::Bool, D::Value("false"), "3.0.0", ALWAYS, "Local dir emptyDirs use medium Memory.";
    DRIVER_POD_TEMPLATE_FILE = Exact "spark.kubernetes.driver.podTemplateFile", T::String, D::None, "3.0.0", ALWAYS, "Pod template file of the driver.";
    EXECUTOR_POD_TEMPLATE_FILE = Exact "spark.kubernetes.executor.podTemplateFile", T::String, D::None, "3.0.0", ALWAYS, "Pod template file of executors (shipped in a ConfigMap).";
    DRIVER_POD_TEMPLATE_CONTAINER_NAME = Exact "spark.kubernetes.driver.podTemplateContainerName", T::String, D::None, "3.0.0", ALWAYS, "Template container that becomes the driver (else the first).";
    EXECUTOR_POD_TEMPLATE_CONTAINER_NAME = Exact "spark.kubernetes.executor.podTemplateContainerName", T::String, D::None, "3.0.0", ALWAYS, "Template container that becomes the executor (else the first).";
    DRIVER_POD_FEATURE_STEPS = Exact "spark.kubernetes.driver.pod.featureSteps", T::List, D::None, "3.2.0", ALWAYS, "Extra driver feature step classes.";
    EXECUTOR_POD_FEATURE_STEPS = Exact "spark.kubernetes.executor.pod.featureSteps", T::List, D::None, "3.2.0", ALWAYS, "Extra executor feature step classes.";
    DRIVER_POD_EXCLUDED_FEATURE_STEPS = Exact "spark.kubernetes.driver.pod.excludedFeatureSteps", T::List, D::None, "4.1.0", Known::since(&[V4_1_0]), "Driver feature step classes to skip.";
    EXECUTOR_POD_EXCLUDED_FEATURE_STEPS = Exact "spark.kubernetes.executor.pod.excludedFeatureSteps", T::List, D::None, "4.1.0", Known::since(&[V4_1_0]), "Executor feature step classes to skip.";
    SCHEDULER_NAME = Exact "spark.kubernetes.scheduler.name", T::String, D::None, "3.3.0", ALWAYS, "Scheduler of driver and executor pods.";
    DRIVER_SCHEDULER_NAME = Exact "spark.kubernetes.driver.scheduler.name", T::String, D::None, "3.3.0", ALWAYS, "Driver scheduler (wins over spark.kubernetes.scheduler.name, even when empty).";
    EXECUTOR_SCHEDULER_NAME = Exact "spark.kubernetes.executor.scheduler.name", T::String, D::None, "3.0.0", ALWAYS, "Executor scheduler (wins over spark.kubernetes.scheduler.name, even when empty).";
    SERVICE_IP_FAMILY_POLICY = Exact "spark.kubernetes.driver.service.ipFamilyPolicy", T::Enum(IP_FAMILY_POLICIES), D::Value("SingleStack"), "3.4.0", Known::since(&[V3_4_0]), "ipFamilyPolicy of the driver Service.";
    SERVICE_IP_FAMILIES = Exact "spark.kubernetes.driver.service.ipFamilies", T::Enum(IP_FAMILIES), D::Value("IPv4"), "3.4.0", Known::since(&[V3_4_0]), "ipFamilies of the driver Service.";
    SERVICE_PUBLISH_NOT_READY = Exact "spark.kubernetes.driver.service.publishNotReadyAddresses", T::Bool, D::Value("false"), "4.3.0", Known::since(&[V4_3_0]), "publishNotReadyAddresses of the driver Service.";
    SERVICE_DELETE_ON_TERMINATION = Exact "spark.kubernetes.driver.service.deleteOnTermination", T::Bool, D::Value("true"), "3.2.0", ALWAYS, "Delete the driver Service when the app ends.";
    USE_DRIVER_POD_IP = Exact "spark.kubernetes.executor.useDriverPodIP", T::Bool, D::Changed { first: "false", later: &[(Introduced::at(&[V4_3_0]), "true")] }, "4.1.0", Known::since(&[V4_1_0]), "Executors reach the driver by pod IP instead of the Service name.";
    ALLOW_PRIVILEGE_ESCALATION = Exact "spark.kubernetes.securityContext.allowPrivilegeEscalation", T::Bool, D::Value("false"), "4.3.0", Known::since(&[V4_3_0]), "allowPrivilegeEscalation of Spark containers.";
    DRIVER_ALLOW_PRIVILEGE_ESCALATION = Exact "spark.kubernetes.driver.securityContext.allowPrivilegeEscalation", T::Bool, D::Fallback(&ALLOW_PRIVILEGE_ESCALATION), "4.3.0", Known::since(&[V4_3_0]), "allowPrivilegeEscalation of the driver container.";
    EXECUTOR_ALLOW_PRIVILEGE_ESCALATION = Exact "spark.kubernetes.executor.securityContext.allowPrivilegeEscalation", T::Bool, D::Fallback(&ALLOW_PRIVILEGE_ESCALATION), "4.3.0", Known::since(&[V4_3_0]), "allowPrivilegeEscalation of executor containers.";
    DRIVER_SERVICE_ACCOUNT = Exact "spark.kubernetes.authenticate.driver.serviceAccountName", T::String, D::None, "2.3.0", ALWAYS, "Service account of the driver pod.";
    EXECUTOR_SERVICE_ACCOUNT = Exact "spark.kubernetes.authenticate.executor.serviceAccountName", T::String, D::None, "3.1.0", ALWAYS, "Service account of executor pods (defaults to the driver's).";
    DRIVER_CA_CERT_FILE = Exact "spark.kubernetes.authenticate.driver.caCertFile", T::String, D::None, "2.3.0", ALWAYS, "CA cert the driver uses for the API server (shipped in a Secret).";
    DRIVER_CLIENT_KEY_FILE = Exact "spark.kubernetes.authenticate.driver.clientKeyFile", T::String, D::None, "2.3.0", ALWAYS, "Client key the driver uses (shipped in a Secret).";
    DRIVER_CLIENT_CERT_FILE = Exact "spark.kubernetes.authenticate.driver.clientCertFile", T::String, D::None, "2.3.0", ALWAYS, "Client cert the driver uses (shipped in a Secret).";
    DRIVER_OAUTH_TOKEN = Exact "spark.kubernetes.authenticate.driver.oauthToken", T::String, D::None, "2.3.0", ALWAYS, "OAuth token the driver uses (shipped in a Secret, redacted).";
    DRIVER_OAUTH_TOKEN_FILE = Exact "spark.kubernetes.authenticate.driver.oauthTokenFile", T::String, D::None, "2.3.0", ALWAYS, "Ignored by the driver credentials step; use the mounted.* variant.";
    DRIVER_MOUNTED_CA_CERT_FILE = Exact "spark.kubernetes.authenticate.driver.mounted.caCertFile", T::String, D::None, "2.3.0", ALWAYS, "CA cert path inside the driver pod.";
    DRIVER_MOUNTED_CLIENT_KEY_FILE = Exact "spark.kubernetes.authenticate.driver.mounted.clientKeyFile", T::String, D::None, "2.3.0", ALWAYS, "Client key path inside the driver pod.";
    DRIVER_MOUNTED_CLIENT_CERT_FILE = Exact "spark.kubernetes.authenticate.driver.mounted.clientCertFile", T::String, D::None, "2.3.0", ALWAYS, "Client cert path inside the driver pod.";
    DRIVER_MOUNTED_OAUTH_TOKEN_FILE = Exact "spark.kubernetes.authenticate.driver.mounted.oauthTokenFile", T::String, D::None, "2.3.0", ALWAYS, "OAuth token path inside the driver pod.";
    SUBMIT_IN_DRIVER = Exact "spark.kubernetes.submitInDriver", T::Bool, D::Value("false"), "2.4.0", ALWAYS, "Internal: set by the submission client.";
    APP_RESOURCE_TYPE = Exact "spark.kubernetes.resource.type", T::Enum(&["java", "python", "r"]), D::None, "2.4.1", ALWAYS, "Internal: main resource language, set by the driver.";
    HADOOP_CONFIG_MAP_NAME = Exact "spark.kubernetes.hadoop.configMapName", T::String, D::None, "3.0.0", ALWAYS, "Existing ConfigMap with the Hadoop configuration.";
    EXECUTOR_HADOOP_CONFIG_MAP_NAME = Exact "spark.kubernetes.executor.hadoopConfigMapName", T::String, D::None, "3.0.0", ALWAYS, "Internal: Hadoop ConfigMap the executors mount.";
    KRB5_PATH = Exact "spark.kubernetes.kerberos.krb5.path", T::String, D::None, "3.0.0", ALWAYS, "Local krb5.conf shipped in a ConfigMap.";
    KRB5_CONFIG_MAP_NAME = Exact "spark.kubernetes.kerberos.krb5.configMapName", T::String, D::None, "3.0.0", ALWAYS, "Existing ConfigMap with krb5.conf.";
    KERBEROS_TOKEN_SECRET_NAME = Exact "spark.kubernetes.kerberos.tokenSecret.name", T::String, D::None, "3.0.0", ALWAYS, "Existing Secret with delegation tokens.";
    KERBEROS_TOKEN_SECRET_ITEM_KEY = Exact "spark.kubernetes.kerberos.tokenSecret.itemKey", T::String, D::None, "3.0.0", ALWAYS, "Data key of the delegation token in that Secret.";
    FILE_UPLOAD_PATH = Exact "spark.kubernetes.file.upload.path", T::String, D::None, "3.0.0", ALWAYS, "Where local dependencies are uploaded (spark-upload-<uuid>/).";
    EXECUTOR_DISABLE_CONFIG_MAP = Exact "spark.kubernetes.executor.disableConfigMap", T::Bool, D::Value("false"), "3.2.0", ALWAYS, "Do not create or mount the executor conf ConfigMap.";
    CONFIG_MAP_MAX_SIZE = Exact "spark.kubernetes.configMap.maxSize", T::Long, D::Changed { first: "1572864", later: &[(Introduced::at(&[V3_3_2]), "1048576")] }, "3.1.0", ALWAYS, "Maximum size of the conf ConfigMaps (at most 1048576).";
    DECOMMISSION_SCRIPT = Exact "spark.kubernetes.decommission.script", T::String, D::Value("/opt/decom.sh"), "3.2.0", ALWAYS, "Executor preStop command when decommissioning is enabled.";
    ALLOCATION_PODS_ALLOCATOR = Exact "spark.kubernetes.allocation.pods.allocator", T::String, D::Value("direct"), "3.3.0", ALWAYS, "Executor allocator: direct, statefulset (restartPolicy Always), deployment or a class.";
    EXECUTOR_TERMINATION_GRACE_PERIOD = Exact "spark.kubernetes.executor.terminationGracePeriodSeconds", T::Long, D::Value("30"), "4.1.0", Known::since(&[V4_1_0]), "terminationGracePeriodSeconds of executor pods.";
    PYSPARK_MAIN_APP_RESOURCE = Exact "spark.kubernetes.python.mainAppResource", T::String, D::None, "2.4.0", ALWAYS, "Internal.";
    PYSPARK_MAJOR_PYTHON_VERSION = Exact "spark.kubernetes.pyspark.pythonVersion", T::String, D::Value("3"), "2.4.0", Known::removed(&[V4_1_0]), "Must be 3 (removed in 4.1.0).";
    SUBMISSION_WAIT_APP_COMPLETION = Exact "spark.kubernetes.submission.waitAppCompletion", T::Bool, D::Value("true"), "2.3.0", ALWAYS, "spark-submit waits for the app to finish.";
    ALLOCATION_BATCH_SIZE = Exact "spark.kubernetes.allocation.batch.size", T::Int, D::Changed { first: "5", later: &[(Introduced::at(&[V4_0_0]), "10"), (Introduced::at(&[V4_2_0]), "20")] }, "2.3.0", ALWAYS, "Executors requested per allocation round.";
    ALLOCATION_BATCH_DELAY = Exact "spark.kubernetes.allocation.batch.delay", T::Time("ms"), D::Value("1s"), "2.3.0", ALWAYS, "Delay between allocation rounds.";
    EXECUTOR_DELETE_ON_TERMINATION = Exact "spark.kubernetes.executor.deleteOnTermination", T::Bool, D::Value("true"), "3.0.0", ALWAYS, "Delete executor pods when they end.";
    DRIVER_MASTER = Exact "spark.kubernetes.driver.master", T::String, D::Value("https://kubernetes.default.svc"), "3.0.0", ALWAYS, "API server URL the driver uses.";
    KUBERNETES_CONTEXT = Exact "spark.kubernetes.context", T::String, D::None, "3.0.0", ALWAYS, "kubeconfig context used by spark-submit.";
    TRUST_CERTIFICATES = Exact "spark.kubernetes.trust.certificates", T::Bool, D::Value("false"), "3.2.0", ALWAYS, "Trust any API server certificate.";
    REPORT_INTERVAL = Exact "spark.kubernetes.report.interval", T::Time("ms"), D::Value("1s"), "2.3.0", ALWAYS, "Status report interval of spark-submit.";
    VOLCANO_POD_GROUP_TEMPLATE = Exact "spark.kubernetes.scheduler.volcano.podGroupTemplateFile", T::String, D::None, "3.3.0", ALWAYS, "Volcano PodGroup template file.";
    DRIVER_OWN_PVC = Exact "spark.kubernetes.driver.ownPersistentVolumeClaim", T::Bool, D::Changed { first: "false", later: &[(Introduced::at(&[V3_4_0]), "true")] }, "3.2.0", ALWAYS, "The driver owns OnDemand executor PVCs.";
    DRIVER_REUSE_PVC = Exact "spark.kubernetes.driver.reusePersistentVolumeClaim", T::Bool, D::Changed { first: "false", later: &[(Introduced::at(&[V3_4_0]), "true")] }, "3.2.0", ALWAYS, "Reuse PVCs of dead executors.";
    DRIVER_WAIT_TO_REUSE_PVC = Exact "spark.kubernetes.driver.waitToReusePersistentVolumeClaim", T::Bool, D::Value("false"), "3.4.0", Known::since(&[V3_4_0]), "Wait for a reusable PVC before creating one.";
    DECOMMISSION_LABEL = Exact "spark.kubernetes.executor.decommissionLabel", T::String, D::None, "3.3.0", ALWAYS, "Label added to decommissioning executors.";
    DECOMMISSION_LABEL_VALUE = Exact "spark.kubernetes.executor.decommissionLabelValue", T::String, D::None, "3.3.0", ALWAYS, "Value of the decommission label.";
    EXECUTOR_CHECK_ALL_CONTAINERS = Exact "spark.kubernetes.executor.checkAllContainers", T::Bool, D::Changed { first: "false", later: &[(Introduced::at(&[V4_0_0]), "true")] }, "3.1.0", ALWAYS, "Executor state considers all containers.";
    EXECUTOR_API_POLLING_INTERVAL = Exact "spark.kubernetes.executor.apiPollingInterval", T::Time("ms"), D::Value("30s"), "2.4.0", ALWAYS, "Executor pod polling interval.";
    EXECUTOR_MISSING_POD_DETECT_DELTA = Exact "spark.kubernetes.executor.missingPodDetectDelta", T::Time("ms"), D::Value("30s"), "3.1.1", ALWAYS, "Grace before a missing executor pod is considered deleted.";
    ALLOCATION_MAX_PENDING_PODS = Exact "spark.kubernetes.allocation.maxPendingPods", T::Int, D::Value("2147483647"), "3.2.0", ALWAYS, "Maximum pending executor pods.";
    ALLOCATION_EXECUTOR_TIMEOUT = Exact "spark.kubernetes.allocation.executor.timeout", T::Time("ms"), D::Value("600s"), "3.1.0", ALWAYS, "Time before a pending executor is considered timed out.";
    ALLOCATION_DRIVER_READINESS_TIMEOUT = Exact "spark.kubernetes.allocation.driver.readinessTimeout", T::Time("s"), D::Value("1s"), "3.1.3", ALWAYS, "Wait for the driver pod to be ready before allocating executors.";
    DYN_ALLOC_DELETE_GRACE_PERIOD = Exact "spark.kubernetes.dynamicAllocation.deleteGracePeriod", T::Time("ms"), D::Value("5s"), "3.0.0", ALWAYS, "Grace period before force-deleting executors.";
    EXECUTOR_ROLL_INTERVAL = Exact "spark.kubernetes.executor.rollInterval", T::Time("s"), D::Value("0s"), "3.3.0", ALWAYS, "Executor roll interval (0 disables).";
    EXECUTOR_ROLL_POLICY = Exact "spark.kubernetes.executor.rollPolicy", T::Enum(&["ID", "ADD_TIME", "TOTAL_GC_TIME", "TOTAL_DURATION", "FAILED_TASKS", "AVERAGE_DURATION", "PEAK_JVM_ONHEAP_MEMORY", "PEAK_JVM_OFFHEAP_MEMORY", "OUTLIER", "OUTLIER_NO_FALLBACK"]), D::Value("OUTLIER"), "3.3.0", ALWAYS, "Which executor to roll.";
    DRIVER_CONNECTION_TIMEOUT = Exact "spark.kubernetes.driver.connectionTimeout", T::Int, D::Value("10000"), "3.0.0", ALWAYS, "Driver's API connection timeout (ms).";
    DRIVER_REQUEST_TIMEOUT = Exact "spark.kubernetes.driver.requestTimeout", T::Int, D::Value("10000"), "3.0.0", ALWAYS, "Driver's API request timeout (ms).";
    SUBMISSION_CONNECTION_TIMEOUT = Exact "spark.kubernetes.submission.connectionTimeout", T::Int, D::Value("10000"), "3.0.0", ALWAYS, "spark-submit's API connection timeout (ms).";
    SUBMISSION_REQUEST_TIMEOUT = Exact "spark.kubernetes.submission.requestTimeout", T::Int, D::Value("10000"), "3.0.0", ALWAYS, "spark-submit's API request timeout (ms).";
    APP_KILL_GRACE_PERIOD = Exact "spark.kubernetes.appKillPodDeletionGracePeriod", T::Time("s"), D::None, "3.0.0", ALWAYS, "Grace period when killing an app via spark-submit.";
    DRIVER_ANNOTATE_EXIT_EXCEPTION = Exact "spark.kubernetes.driver.annotateExitException", T::Bool, D::Value("false"), "4.1.0", Known::since(&[V4_1_0]), "Annotate the driver pod with the exit exception.";
    ALLOCATION_MAXIMUM = Exact "spark.kubernetes.allocation.maximum", T::Int, D::Value("2147483647"), "4.1.0", Known::since(&[V4_1_0]), "Maximum executor pods the driver creates over the application's life.";
    ALLOCATION_MAX_PENDING_PODS_PER_RP = Exact "spark.kubernetes.allocation.maxPendingPodsPerRp", T::Int, D::Value("2147483647"), "4.1.0", Known::since(&[V4_1_0]), "Maximum pending executor pods per resource profile.";
    ALLOCATION_RECOVERY_MODE = Exact "spark.kubernetes.allocation.recoveryMode.enabled", T::Bool, D::None, "4.2.0", Known::since(&[V4_2_0]), "Allocate replacement executors in recovery mode.";
    EXECUTOR_DELETED_CACHE_TIMEOUT = Exact "spark.kubernetes.executor.deletedExecutorsCacheTimeout", T::Time("s"), D::Value("180s"), "4.1.0", Known::since(&[V4_1_0]), "How long deleted executors are remembered.";
    EXECUTOR_ENABLE_API_POLLING = Exact "spark.kubernetes.executor.enableApiPolling", T::Bool, D::Value("true"), "3.4.0", Known::since(&[V3_4_0]), "Poll the API server for executor pods.";
    EXECUTOR_ENABLE_API_WATCHER = Exact "spark.kubernetes.executor.enableApiWatcher", T::Bool, D::Value("true"), "3.4.0", Known::since(&[V3_4_0]), "Watch the API server for executor pods.";
    EXECUTOR_POLLING_WITH_RESOURCE_VERSION = Exact "spark.kubernetes.executor.enablePollingWithResourceVersion", T::Bool, D::Value("false"), "3.3.0", ALWAYS, "Poll executor pods with resourceVersion 0.";
    EXECUTOR_EVENT_PROCESSING_INTERVAL = Exact "spark.kubernetes.executor.eventProcessingInterval", T::Time("ms"), D::Value("1s"), "2.4.0", ALWAYS, "Interval between executor pod event batches.";
    EXECUTOR_LOST_CHECK_MAX_ATTEMPTS = Exact "spark.kubernetes.executor.lostCheck.maxAttempts", T::Int, D::Value("10"), "2.3.0", Known::removed(&[V3_3_3, V3_4_2]), "Attempts to learn why an executor was lost (removed in 3.3.3, 3.4.2, 3.5.0).";
    EXECUTOR_MIN_TASKS_BEFORE_ROLLING = Exact "spark.kubernetes.executor.minTasksPerExecutorBeforeRolling", T::Int, D::Value("0"), "3.3.0", ALWAYS, "Tasks an executor runs before it can be rolled.";
    EXECUTOR_POD_DELETION_COST = Exact "spark.kubernetes.executor.podDeletionCost", T::Int, D::None, "4.2.0", Known::since(&[V4_2_0]), "Pod deletion cost the driver sets on executors it wants kept.";
    EXECUTOR_PVC_RESIZE_FACTOR = Exact "spark.kubernetes.executor.pvc.resizeFactor", T::Double, D::Value("1.0"), "4.2.0", Known::since(&[V4_2_0]), "Growth factor of executor PVCs resized at run time.";
    EXECUTOR_PVC_RESIZE_INTERVAL = Exact "spark.kubernetes.executor.pvc.resizeInterval", T::Time("min"), D::Value("5min"), "4.2.0", Known::since(&[V4_2_0]), "How often executor PVC usage is checked for resizing.";
    EXECUTOR_PVC_RESIZE_THRESHOLD = Exact "spark.kubernetes.executor.pvc.resizeThreshold", T::Double, D::Value("0.5"), "4.2.0", Known::since(&[V4_2_0]), "Usage fraction above which an executor PVC is resized.";
    EXECUTOR_RESIZE_FACTOR = Exact "spark.kubernetes.executor.resizeFactor", T::Double, D::Value("0.1"), "4.2.0", Known::since(&[V4_2_0]), "Growth factor of executor memory resized in place.";
    EXECUTOR_RESIZE_INTERVAL = Exact "spark.kubernetes.executor.resizeInterval", T::Time("min"), D::Value("1m"), "4.2.0", Known::since(&[V4_2_0]), "How often executor memory is checked for in-place resizing.";
    EXECUTOR_RESIZE_THRESHOLD = Exact "spark.kubernetes.executor.resizeThreshold", T::Double, D::Value("0.9"), "4.2.0", Known::since(&[V4_2_0]), "Usage fraction above which executor memory is resized in place.";
    EXECUTOR_SNAPSHOTS_SHUTDOWN_GRACE = Exact "spark.kubernetes.executorSnapshotsSubscribersShutdownGracePeriod", T::Time("s"), D::Value("20s"), "3.4.0", Known::since(&[V3_4_0]), "Grace period for executor snapshot subscribers at shutdown.";
    JARS_AVOID_DOWNLOAD_SCHEMES = Exact "spark.kubernetes.jars.avoidDownloadSchemes", T::List, D::None, "4.0.0", Known::since(&[V4_0_0]), "Schemes whose jars executors do not download.";
    KERBEROS_DT_SECRET_KEY = Exact "spark.kubernetes.kerberos.dt-secret-key", T::String, D::None, "2.4.0", ALWAYS, "Internal: data key of the delegation token Secret.";
    KERBEROS_DT_SECRET_NAME = Exact "spark.kubernetes.kerberos.dt-secret-name", T::String, D::None, "2.4.0", ALWAYS, "Internal: name of the delegation token Secret.";
    VOLCANO_POD_GROUP_TEMPLATE_JSON = Exact "spark.kubernetes.scheduler.volcano.podGroupTemplateJson", T::String, D::None, "4.2.0", Known::since(&[V4_2_0]), "Volcano PodGroup template as JSON.";
    SET_SUBMIT_TIME_IN_DRIVER = Exact "spark.kubernetes.setSubmitTimeInDriver", T::Bool, D::Value("true"), "3.5.0", Known::since(&[V3_5_0]), "The driver sets spark.app.submitTime when spark-submit did not.";
    SUBMISSION_CA_CERT_FILE = Exact "spark.kubernetes.authenticate.submission.caCertFile", T::String, D::None, "2.3.0", ALWAYS, "CA cert spark-submit uses.";
    SUBMISSION_CLIENT_KEY_FILE = Exact "spark.kubernetes.authenticate.submission.clientKeyFile", T::String, D::None, "2.3.0", ALWAYS, "Client key spark-submit uses.";
    SUBMISSION_CLIENT_CERT_FILE = Exact "spark.kubernetes.authenticate.submission.clientCertFile", T::String, D::None, "2.3.0", ALWAYS, "Client cert spark-submit uses.";
    SUBMISSION_OAUTH_TOKEN = Exact "spark.kubernetes.authenticate.submission.oauthToken", T::String, D::None, "2.3.0", ALWAYS, "OAuth token spark-submit uses.";
    SUBMISSION_OAUTH_TOKEN_FILE = Exact "spark.kubernetes.authenticate.submission.oauthTokenFile", T::String, D::None, "2.3.0", ALWAYS, "OAuth token file spark-submit uses.";
}

/// The registry entry for `key`: an exact key, or the prefix key it falls under (the longest).
/// Exact keys are found by halves in `EXACT_ORDER` rather than by a walk of [`ALL`]: the
/// playground looks up every conf line on every keystroke (a walk was about 6 600 instructions
/// a key).
pub fn lookup(key: &str) -> Option<&'static ConfKey> {
    let named = |i: &u16| ALL.get(usize::from(*i)).copied();
    let first = EXACT_ORDER.partition_point(|i| named(i).is_some_and(|k| k.key < key));
    EXACT_ORDER
        .get(first)
        .and_then(named)
        .filter(|k| k.key == key)
        .or_else(|| {
            PREFIX_KEYS
                .iter()
                .filter_map(named)
                .filter(|k| key.starts_with(k.key))
                .max_by_key(|k| k.key.len())
        })
}

// The index holds `u16`s.
const _: () = assert!(NAMES.len() <= u16::MAX as usize);

/// How many of [`ALL`]'s keys are exact, and how many prefixes.
const EXACT_COUNT: usize = count_of(NAMES, true);
const PREFIX_COUNT: usize = count_of(NAMES, false);

/// The indices in [`ALL`] of its exact keys in byte order of the key, the first declared of
/// equal keys first (computed when compiling: an insertion sort of indices).
static EXACT_ORDER: [u16; EXACT_COUNT] = exact_order();

/// The indices in [`ALL`] of its prefix keys.
static PREFIX_KEYS: [u16; PREFIX_COUNT] = indices_of(NAMES, false);

/// How many keys of `names` are exact (`exact`), or prefixes.
#[allow(clippy::indexing_slicing)] // evaluated when compiling: out of range is a compile error
const fn count_of(names: &[(&str, bool)], exact: bool) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < names.len() {
        if names[i].1 == exact {
            n += 1;
        }
        i += 1;
    }
    n
}

/// The indices of the `exact` (or prefix) keys of `names`, in declaration order.
#[allow(clippy::indexing_slicing)] // evaluated when compiling: out of range is a compile error
const fn indices_of<const N: usize>(names: &[(&str, bool)], exact: bool) -> [u16; N] {
    let mut out = [0u16; N];
    let mut n = 0;
    let mut i = 0;
    while i < names.len() {
        if names[i].1 == exact {
            out[n] = i as u16;
            n += 1;
        }
        i += 1;
    }
    out
}

/// Whether `a` sorts before `b` by bytes (what `str`'s `<` does).
#[allow(clippy::indexing_slicing)] // evaluated when compiling: out of range is a compile error
const fn bytes_before(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut i = 0;
    while i < a.len() && i < b.len() {
        if a[i] != b[i] {
            return a[i] < b[i];
        }
        i += 1;
    }
    a.len() < b.len()
}

#[allow(clippy::indexing_slicing)] // evaluated when compiling: out of range is a compile error
const fn exact_order() -> [u16; EXACT_COUNT] {
    let mut out: [u16; EXACT_COUNT] = indices_of(NAMES, true);
    // Insertion sort: stable, so the first declared of equal keys stays first.
    let mut i = 1;
    while i < out.len() {
        let mut j = i;
        while j > 0 && bytes_before(NAMES[out[j] as usize].0, NAMES[out[j - 1] as usize].0) {
            let t = out[j];
            out[j] = out[j - 1];
            out[j - 1] = t;
            j -= 1;
        }
        i += 1;
    }
    out
}

/// How many edits from a known key of `len` characters still read as a typo of it: about one
/// per six characters, two to five.
pub fn typo_tolerance(len: usize) -> usize {
    (len / 6).clamp(2, 5)
}

/// The key an unknown `key` most likely means: the known key closest to it within
/// [`typo_tolerance`], written out (`spark.kubernetes.driver.label.team` for
/// `spark.kubernetes.driver.lable.team`).
pub fn suggest(key: &str) -> Option<String> {
    correction(key, typo_tolerance, |_| true)
}

/// [`suggest`] within `max_distance` edits.
pub fn suggest_within(key: &str, max_distance: usize) -> Option<String> {
    correction(key, |_| max_distance, |_| true)
}

/// The key an unknown `key` means among the keys `accept` takes, when a known key is within
/// `limit(its length)` edits: an exact key as it is; a prefix key compared on as many
/// dot-separated parts as it has, with the name typed after them kept (so an extra or missing
/// letter in the prefix does not shift the name: `spark.kubernetes.driverr.label.team`). Not a
/// prefix the typed parts already spell as another family's namespace: in
/// `spark.kubernetes.driver.tolerations` the mistake is not `driver.`, and
/// `spark.kubernetes.driverEnv.tolerations` would set an env var instead.
pub fn correction(
    key: &str,
    limit: impl Fn(usize) -> usize,
    accept: impl Fn(&str) -> bool,
) -> Option<String> {
    ALL.iter()
        .filter_map(|k| {
            let (typed, meant) = match k.kind {
                KeyKind::Exact => (key, k.key.to_string()),
                KeyKind::Prefix => {
                    let parts = k.key.matches('.').count();
                    let cut = key.match_indices('.').nth(parts.checked_sub(1)?)?.0 + 1;
                    let name = key.get(cut..).filter(|n| !n.is_empty())?;
                    let typed = key.get(..cut)?;
                    if ALL.iter().any(|other| other.key.starts_with(typed)) {
                        return None;
                    }
                    (typed, format!("{}{name}", k.key))
                }
            };
            let d = crate::suggest::edits(typed, k.key);
            (typed != k.key && d <= limit(k.key.len()) && accept(&meant)).then_some((d, meant))
        })
        .min_by_key(|(d, _)| *d)
        .map(|(_, meant)| meant)
}

/// The registry as a Markdown reference (the generated `docs/conf-keys.md`).
pub fn markdown_reference() -> String {
    let mut out = String::from(
        "# Spark configuration keys sparkpods reads\n\n\
         Generated from `builder-core/src/conf/registry.rs` by `sparkpods keys --markdown`; do not edit.\n\
         A release reads only the keys it declares (\"releases\"); a key it does not declare is ignored.\n\n\
         | key | type | default | since | releases | what |\n\
         |---|---|---|---|---|---|\n",
    );
    for k in ALL {
        let defaults = match k.default {
            KeyDefault::None => "—".to_string(),
            KeyDefault::Value(v) => format!("`{v}`"),
            KeyDefault::Changed { first, later } => {
                let mut text = format!("`{first}`");
                for (since, value) in later {
                    text.push_str(&format!("; `{value}` from {}", since.first()));
                }
                text
            }
            KeyDefault::Fallback(other) => format!("→ `{}`", other.key),
        };
        let key = if k.kind == KeyKind::Prefix {
            format!("`{}<name>`", k.key)
        } else {
            format!("`{}`", k.key)
        };
        let ty = match k.ty {
            ConfType::Enum(options) => format!("one of {}", options.join(", ")),
            _ => k.type_name().to_string(),
        };
        out.push_str(&format!(
            "| {key} | {ty} | {defaults} | {} | {} | {} |\n",
            k.since,
            k.known.describe(),
            k.doc
        ));
    }
    out
}

/// Conf keys whose values name files Spark reads on the submitting machine (callers load
/// exactly these into a [`FileSet`](crate::inputs::FileSet); a mount path or URI in other keys is not a local file).
pub fn file_keys() -> [&'static ConfKey; 7] {
    [
        &DRIVER_POD_TEMPLATE_FILE,
        &EXECUTOR_POD_TEMPLATE_FILE,
        &KRB5_PATH,
        &KERBEROS_KEYTAB,
        &DRIVER_CA_CERT_FILE,
        &DRIVER_CLIENT_KEY_FILE,
        &DRIVER_CLIENT_CERT_FILE,
    ]
}

/// The dependency lists whose local entries spark-submit uploads from the submitting machine
/// (`BasicDriverFeatureStep`'s `uploadAndTransformFileUris`).
pub fn uploaded_dependency_keys() -> [&'static ConfKey; 4] {
    [&JARS, &FILES, &ARCHIVES, &SUBMIT_PY_FILES]
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// What each key carries from the compiler is what a read would compute: its hash, and the
    /// filter's answer for it (which a key with old names passes).
    #[test]
    fn every_key_carries_its_hash_and_whether_it_may_have_old_names() {
        for key in ALL {
            assert_eq!(
                key.java_hash,
                sparkpods_jvm::java_string_hash(key.key),
                "{}",
                key.key
            );
            let has_old_names = super::super::declared::alternatives()
                .iter()
                .any(|a| a.of == key.key);
            assert!(!has_old_names || key.may_have_alternatives, "{}", key.key);
        }
    }

    /// [`lookup`] as it was: a walk of [`ALL`], exact keys first, then the longest prefix.
    fn walked(key: &str) -> Option<&'static ConfKey> {
        ALL.iter()
            .copied()
            .find(|k| k.kind == KeyKind::Exact && k.key == key)
            .or_else(|| {
                ALL.iter()
                    .copied()
                    .filter(|k| k.kind == KeyKind::Prefix && key.starts_with(k.key))
                    .max_by_key(|k| k.key.len())
            })
    }

    fn same(a: Option<&ConfKey>, b: Option<&ConfKey>) -> bool {
        a.map(|k| k as *const ConfKey) == b.map(|k| k as *const ConfKey)
    }

    /// The index finds what the walk finds: every key, every key with something after it or
    /// a character short, and the empty key.
    #[test]
    fn lookup_by_index_is_the_walk() {
        for k in ALL {
            for probe in [
                k.key.to_string(),
                format!("{}x", k.key),
                format!("{}.x.y", k.key),
                k.key.chars().take(k.key.len().saturating_sub(1)).collect(),
                String::new(),
            ] {
                assert!(same(lookup(&probe), walked(&probe)), "{probe}");
            }
        }
        assert!(
            EXACT_ORDER
                .windows(2)
                .all(|w| { ALL[usize::from(w[0])].key < ALL[usize::from(w[1])].key })
        );
        assert_eq!(EXACT_ORDER.len() + PREFIX_KEYS.len(), ALL.len());
    }

    proptest! {
        #[test]
        fn lookup_of_any_text_is_the_walk(
            head in prop::sample::select(ALL.iter().map(|k| k.key).collect::<Vec<_>>()),
            cut in 0usize..60,
            tail in "[a-zA-Z.]{0,6}",
        ) {
            let probe = format!("{}{tail}", head.get(..cut.min(head.len())).unwrap_or(head));
            prop_assert!(same(lookup(&probe), walked(&probe)), "{}", probe);
        }
    }

    #[test]
    fn keys_are_unique() {
        let mut seen = std::collections::BTreeSet::new();
        for k in ALL {
            assert!(seen.insert(k.key), "duplicate key {}", k.key);
        }
    }

    #[test]
    fn prefix_keys_end_with_a_dot_and_exact_keys_do_not() {
        for k in ALL {
            assert_eq!(k.kind == KeyKind::Prefix, k.key.ends_with('.'), "{}", k.key);
        }
    }

    #[test]
    fn lookup_finds_exact_and_prefix_keys() {
        assert_eq!(
            lookup("spark.driver.memory").map(|k| k.key),
            Some("spark.driver.memory")
        );
        assert_eq!(
            lookup("spark.kubernetes.driver.label.team").map(|k| k.key),
            Some("spark.kubernetes.driver.label.")
        );
        assert_eq!(
            lookup("spark.kubernetes.driver.service.label.x").map(|k| k.key),
            Some("spark.kubernetes.driver.service.label.")
        );
        assert!(lookup("spark.kubernetes.nope").is_none());
    }

    #[test]
    fn suggests_close_keys_only() {
        let suggested = |key: &str| suggest(key);
        assert_eq!(
            suggested("spark.kubernetes.contianer.image").as_deref(),
            Some("spark.kubernetes.container.image")
        );
        // A prefix key keeps the name typed after it, also past a letter too many.
        assert_eq!(
            suggested("spark.kubernetes.driver.lable.team").as_deref(),
            Some("spark.kubernetes.driver.label.team")
        );
        assert_eq!(
            suggested("spark.kubernetes.driverr.label.team").as_deref(),
            Some("spark.kubernetes.driver.label.team")
        );
        assert_eq!(
            suggested("spark.kubernetes.totally.different.thing.here"),
            None
        );
        // Not another family where the typed parts spell a namespace already: these would set
        // an env var or mount a secret instead.
        for key in [
            "spark.kubernetes.driver.tolerations",
            "spark.kubernetes.driver.deleteOnTermination",
        ] {
            assert_eq!(suggested(key), None, "{key}");
        }
        assert_ne!(
            suggested("spark.kubernetes.executor.request.memory").as_deref(),
            Some("spark.kubernetes.executor.secrets.memory")
        );
        // Case alone (Spark's keys are case-sensitive) and swapped neighbours.
        assert_eq!(
            suggested("spark.executor.Memory").as_deref(),
            Some("spark.executor.memory")
        );
        assert_eq!(
            suggested("spark.exectuor.memory").as_deref(),
            Some("spark.executor.memory")
        );
        // Only what `accept` takes.
        assert_eq!(
            correction("spark.exectuor.memory", typo_tolerance, |k| k
                != "spark.executor.memory"),
            None
        );
    }

    #[test]
    fn the_detail_line_follows_the_release() {
        let v4_only = &DRIVER_MIN_MEMORY_OVERHEAD;
        assert_eq!(
            v4_only.detail(Release::of(SparkVersion::V4_1_0)),
            "bytes (MiB without unit) · default 384m · since 4.0.0 · read by Spark 4.0.0–4.3.0"
        );
        assert_eq!(
            v4_only.detail(Release::of(SparkVersion::V3_5_5)),
            "bytes (MiB without unit) · no default · since 4.0.0 · read by Spark 4.0.0–4.3.0"
        );
        assert_eq!(
            DRIVER_LABEL.detail(Release::of(SparkVersion::V3_5_5)),
            "string · no default · since 2.3.0 · prefix: append a name"
        );
        assert_eq!(SUBMIT_DEPLOY_MODE.options(), &["client", "cluster"]);
        assert_eq!(UI_ENABLED.options(), &["true", "false"]);
    }

    #[test]
    fn defaults_follow_the_release() {
        let default = |v: SparkVersion| LEGACY_RWO_ACCESS_MODE.default_for(Release::of(v));
        assert_eq!(default(SparkVersion::V3_5_5), Some("true"));
        assert_eq!(default(SparkVersion::V4_3_0), Some("false"));
        // A release that does not declare the key has no default for it either.
        assert_eq!(default(SparkVersion::V3_3_4), None);
    }
}
