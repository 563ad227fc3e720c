//! The rules `check` reports by. Every finding names its rule ([`crate::Diagnostic::rule`]): a
//! stable kebab-case id that configurations and suppressions refer to, how serious its
//! findings are, what it is about, and an input that shows it with the same input fixed (the
//! rule reference `docs/rules.md` prints both, and a test holds each rule to its example).
//! Each crate that finds something declares its rules with [`rules!`](crate::rules!): this
//! one the conf's, `sparkpods-cluster` the cluster's, `sparkpods-operators` the
//! SparkApplications'.

/// How bad a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// Spark fails, or the API server rejects what Spark sends.
    Error,
    /// Probably not what the user meant (ignored keys, dropped env vars, duplicates).
    Warning,
    /// Worth knowing, nothing wrong (a default spark-submit fills in).
    Info,
}

impl Severity {
    /// Every severity, most serious first.
    pub const ALL: [Severity; 3] = [Severity::Error, Severity::Warning, Severity::Info];

    /// The word `check`, its configuration and the editors use (`error`, `warning`, `info`).
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "info",
        }
    }

    /// The severity `as_str` writes.
    pub fn parse(s: &str) -> Option<Severity> {
        Severity::ALL.into_iter().find(|v| v.as_str() == s)
    }
}

/// What kind of input an [`Example`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InputKind {
    /// A `spark-defaults.conf` (with `#@` directives where the example needs a release).
    Conf,
    /// A pasted spark-submit command line.
    SubmitLine,
    /// A kubeflow spark-operator `SparkApplication`.
    Kubeflow,
    /// An Apache Spark Kubernetes operator `SparkApplication`.
    Apache,
}

/// An input the rule reports on, and the same input fixed.
#[derive(Debug, PartialEq, Eq)]
pub struct Example {
    /// What the texts are.
    pub kind: InputKind,
    /// The input as people write it, with the mistake.
    pub text: &'static str,
    /// The input fixed: the rule reports nothing on it at its severity (a rule that also
    /// reports what is only worth knowing may still say that).
    pub fixed: &'static str,
    /// Files the input names (pod templates), by the path it names them with.
    pub files: &'static [(&'static str, &'static str)],
    /// The cluster profile the rule needs (`check --cluster`), when it is about a cluster:
    /// the one `text` is checked against, and the one `fixed` is (the same, unless the fix is
    /// the cluster's).
    pub cluster: Option<(&'static str, &'static str)>,
    /// Options of `sparkpods check` the example is checked with (`--webhook off`).
    pub flags: &'static [&'static str],
}

impl Example {
    /// A conf and the conf fixed.
    pub const fn conf(text: &'static str, fixed: &'static str) -> Example {
        Example::of(InputKind::Conf, text, fixed)
    }

    /// A spark-submit line and the line fixed.
    pub const fn submit_line(text: &'static str, fixed: &'static str) -> Example {
        Example::of(InputKind::SubmitLine, text, fixed)
    }

    /// A kubeflow SparkApplication and the resource fixed.
    pub const fn kubeflow(text: &'static str, fixed: &'static str) -> Example {
        Example::of(InputKind::Kubeflow, text, fixed)
    }

    /// An Apache operator SparkApplication and the resource fixed.
    pub const fn apache(text: &'static str, fixed: &'static str) -> Example {
        Example::of(InputKind::Apache, text, fixed)
    }

    const fn of(kind: InputKind, text: &'static str, fixed: &'static str) -> Example {
        Example {
            kind,
            text,
            fixed,
            files: &[],
            cluster: None,
            flags: &[],
        }
    }

    /// The example with the files its input names.
    pub const fn with_files(self, files: &'static [(&'static str, &'static str)]) -> Example {
        Example { files, ..self }
    }

    /// The example checked with these options of `sparkpods check`.
    pub const fn with_flags(self, flags: &'static [&'static str]) -> Example {
        Example { flags, ..self }
    }

    /// The example checked against a cluster profile.
    pub const fn with_cluster(self, profile: &'static str) -> Example {
        self.with_cluster_fix(profile, profile)
    }

    /// The example checked against a cluster profile, fixed by fixing the profile (the input
    /// alike in both).
    pub const fn with_cluster_fix(self, profile: &'static str, fixed: &'static str) -> Example {
        Example {
            cluster: Some((profile, fixed)),
            ..self
        }
    }
}

/// A rule of `check`.
#[derive(Debug)]
pub struct Rule {
    /// The stable id configurations and suppressions name (`unknown-key`).
    pub id: &'static str,
    /// How serious its findings are unless a configuration says otherwise; a finding that is
    /// only worth knowing in its context may be reported below it, never above.
    pub severity: Severity,
    /// One sentence: what it finds.
    pub summary: &'static str,
    /// Why it matters and how to fix it.
    pub help: &'static str,
    /// An input it reports on, fixed.
    pub example: Example,
}

impl PartialEq for Rule {
    fn eq(&self, other: &Rule) -> bool {
        self.id == other.id
    }
}

impl Eq for Rule {}

impl PartialOrd for Rule {
    fn partial_cmp(&self, other: &Rule) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Rule {
    fn cmp(&self, other: &Rule) -> std::cmp::Ordering {
        self.id.cmp(other.id)
    }
}

impl std::fmt::Display for Rule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id)
    }
}

/// Declares a crate's rules: one `pub static` [`Rule`] each, and `RULES`, every one of them in
/// declaration order.
///
/// ```
/// builder_core::rules! {
///     /// A rule of the example.
///     SHOUTING = "shouting", Warning,
///         "A key written in capitals.",
///         "Spark's keys are lower-case: Spark ignores this one.",
///         builder_core::Example::conf("SPARK.APP.NAME=x\n", "spark.app.name=x\n");
/// }
/// assert_eq!(RULES[0].id, "shouting");
/// ```
#[macro_export]
macro_rules! rules {
    ($( $(#[$m:meta])* $name:ident = $id:literal, $severity:ident, $summary:expr, $help:expr, $example:expr; )*) => {
        $( $(#[$m])* pub static $name: $crate::Rule = $crate::Rule {
            id: $id,
            severity: $crate::Severity::$severity,
            summary: $summary,
            help: $help,
            example: $example,
        }; )*
        /// Every rule declared here, in declaration order.
        pub static RULES: &[&$crate::Rule] = &[$(&$name),*];
    };
}

/// The conf the rules' examples start from: a master, an app name and an image (whose absence
/// is a finding of its own), then `$extra`, as one literal.
#[macro_export]
macro_rules! example_conf {
    ($extra:literal) => {
        concat!(
            "spark.master=k8s://https://kubernetes.default.svc\n",
            "spark.app.name=etl\n",
            "spark.kubernetes.container.image=apache/spark:3.5.5\n",
            $extra
        )
    };
}

use example_conf as conf;

rules! {
    /// An input sparkpods cannot read.
    PARSE = "parse", Error,
        "An input that cannot be read as what it is taken for: a conf `java.util.Properties` \
         refuses (a malformed `\\uXXXX` escape), a command line a shell would not run, a \
         SparkApplication that is not one.",
        "The message says where reading stopped. Spark (or the shell, or the API server) \
         refuses it the same way.",
        Example::conf(
            "spark.master=k8s://https://kubernetes.default.svc\nspark.app.name=caf\\u00g9\n",
            "spark.master=k8s://https://kubernetes.default.svc\nspark.app.name=caf\\u00e9\n");
    /// Spark raises an exception for the conf.
    SPARK = "spark", Error,
        "Spark raises an exception for the conf: nothing is submitted, or the driver fails.",
        "The finding carries Spark's exception and message as Spark prints them, on the key at \
         fault. Fix the value; where sparkpods knows the spelling Spark reads, the finding \
         offers it.",
        Example::conf(conf!("spark.executor.memory=4gx\n"), conf!("spark.executor.memory=4g\n"));
    /// A name of an object Spark creates the API server refuses.
    K8S_NAME = "k8s-name", Error,
        "The name of a Service, ConfigMap or claim Spark creates is not a valid Kubernetes name.",
        "Spark derives the names of the objects it creates from the app name (or the keys that \
         name them); the API server refuses the object, and the submission fails. Shorten or \
         simplify the name.",
        Example::conf(
            concat!("#@env SPARK_TESTING=1\n", conf!("spark.kubernetes.driver.resourceNamePrefix=ETL_Job\n")),
            concat!("#@env SPARK_TESTING=1\n", conf!("spark.kubernetes.driver.resourceNamePrefix=etl-job\n")));
    /// spark-submit and the image run different releases.
    MIXED_RELEASES = "mixed-releases", Warning,
        "The spark-submit that builds the driver pod is another release than the image's Spark, \
         which builds the executors.",
        "Each side follows its own release: the finding lists the driver-side fields that \
         differ from a submission by the image's release. Submit with the image's release, or \
         use an image of spark-submit's.",
        Example::conf(
            concat!("#@submit-version 3.4.4\n", conf!("")),
            concat!("#@submit-version 3.5.5\n", conf!("")));
    /// spark-submit refuses the command line.
    SPARK_SUBMIT = "spark-submit", Error,
        "spark-submit refuses the command line: it stops before anything is submitted.",
        "The message is spark-submit's own for the release. Fix the command line.",
        Example::submit_line(
            "spark-submit --master k8s://https://kubernetes.default.svc --deploy-mode cluster \\\n  --driver-cores 0 --conf spark.kubernetes.container.image=apache/spark:3.5.5 \\\n  local:///opt/app.py\n",
            "spark-submit --master k8s://https://kubernetes.default.svc --deploy-mode cluster \\\n  --driver-cores 1 --conf spark.kubernetes.container.image=apache/spark:3.5.5 \\\n  local:///opt/app.py\n");
    /// A part of the command line that does not do what it seems.
    SUBMIT_LINE = "submit-line", Warning,
        "A part of the spark-submit command line spark-submit ignores or reads otherwise than it \
         seems: an option without effect on Kubernetes, a typographic dash, a blank after a `\\`, \
         a shell expansion left in a word.",
        "The finding is on the line and column of the word. Remove the part or write it as \
         spark-submit reads it.",
        Example::submit_line(
            "spark-submit --master k8s://https://kubernetes.default.svc --deploy-mode cluster \\\n  --supervise --conf spark.kubernetes.container.image=apache/spark:3.5.5 \\\n  local:///opt/app.py\n",
            "spark-submit --master k8s://https://kubernetes.default.svc --deploy-mode cluster \\\n  --conf spark.kubernetes.container.image=apache/spark:3.5.5 \\\n  local:///opt/app.py\n");
    /// A key the release does not read.
    OTHER_VERSION = "other-version", Warning,
        "A key Spark reads, but not the release the conf is checked for: it has no effect.",
        "The message names the releases that read the key. Remove it, or check for (and run) \
         a release that reads it.",
        Example::conf(
            concat!("#@spark-version 3.3.4\n", conf!("spark.kubernetes.driver.service.ipFamilyPolicy=PreferDualStack\n")),
            concat!("#@spark-version 3.4.4\n", conf!("spark.kubernetes.driver.service.ipFamilyPolicy=PreferDualStack\n")));
    /// A prefix key with nothing after the prefix.
    EMPTY_SUFFIX = "empty-suffix", Warning,
        "A key of a family Spark reads by prefix (labels, env vars, node selectors) names \
         nothing after the prefix.",
        "Spark reads the family by what follows the prefix: this key sets nothing. Name the \
         label, variable or selector.",
        Example::conf(
            conf!("spark.kubernetes.driver.label.=nightly\n"),
            conf!("spark.kubernetes.driver.label.team=nightly\n"));
    /// A key no release declares.
    UNKNOWN_KEY = "unknown-key", Warning,
        "A key no Spark release declares: Spark ignores it.",
        "A typo is the usual cause; the finding names the nearest key Spark reads when one is \
         near. Keys that are not Spark's (`spark.` is Spark's prefix) are ignored by Spark too.",
        Example::conf(
            conf!("spark.executor.memroy=4g\n"),
            conf!("spark.executor.memory=4g\n"));
    /// A deprecated key.
    DEPRECATED_KEY = "deprecated-key", Warning,
        "A key Spark warns about when it is set: deprecated, or an old name of another key.",
        "The message is Spark's own warning for the release; for an old name, the fix is the \
         key Spark reads instead.",
        Example::conf(
            conf!("spark.yarn.executor.memoryOverhead=1g\n"),
            conf!("spark.executor.memoryOverhead=1g\n"));
    /// Another product's key.
    OTHER_PRODUCT = "other-product", Info,
        "A key of another product under Spark's prefix (Hive's, Delta's, ...): Spark keeps it \
         for whatever reads it, sparkpods does not check it.",
        "Nothing to fix when the product reads it; it is reported so that a typo in Spark's own \
         keys is not mistaken for one.",
        Example::conf(
            conf!("spark.rapids.sql.enabled=true\n"),
            conf!(""));
    /// An executor env var Spark drops.
    DROPPED_ENV = "dropped-env", Warning,
        "An executor environment variable whose name Spark drops without a word.",
        "Spark keeps executor env var names matching `[-._a-zA-Z][-._a-zA-Z0-9]*`; any other \
         never reaches the pod. Rename the variable.",
        Example::conf(
            conf!("spark.executorEnv.2FA_TOKEN_FILE=/etc/token\n"),
            conf!("spark.executorEnv.TOKEN_FILE=/etc/token\n"));
    /// Client mode.
    CLIENT_MODE = "client-mode", Info,
        "Client mode: the driver runs in the spark-submit process, so Spark creates no driver \
         pod, only executors.",
        "Reported so that the missing driver pod is not a surprise. Submit with \
         `--deploy-mode cluster` for a driver pod.",
        Example::conf(
            conf!("spark.submit.deployMode=client\nspark.driver.host=etl-driver.spark.svc\nspark.driver.port=7078\n"),
            conf!("spark.submit.deployMode=cluster\n"));
    /// The executors cannot reach a client-mode driver.
    DRIVER_UNREACHABLE = "driver-unreachable", Warning,
        "Client mode with the driver's host or port left to chance: the executors connect back \
         to an address they may not reach.",
        "Set `spark.driver.host` to an address the pods reach (for a driver in a pod, a \
         headless Service), and `spark.driver.port` and `spark.driver.blockManager.port` to \
         fixed ports.",
        Example::conf(
            conf!("spark.submit.deployMode=client\n"),
            conf!("spark.submit.deployMode=client\nspark.driver.host=etl-driver.spark.svc\nspark.driver.port=7078\n"));
    /// An invalid pod name.
    K8S_POD_NAME = "k8s-pod-name", Error,
        "A pod name Spark derives (from the app name or the key that names the pod) is not a \
         valid Kubernetes name.",
        "The API server refuses the pod. Use a shorter app name, or set \
         `spark.kubernetes.driver.pod.name` / `spark.kubernetes.executor.podNamePrefix`.",
        Example::conf(
            conf!("spark.kubernetes.driver.pod.name=ETL_Driver\n"),
            conf!("spark.kubernetes.driver.pod.name=etl-driver\n"));
    /// An invalid label key.
    K8S_LABEL_KEY = "k8s-label-key", Error,
        "A pod label key the API server refuses.",
        "Label keys are `[prefix/]name`: the name alphanumeric with `-`, `_` and `.` inside, at \
         most 63 characters.",
        Example::conf(
            conf!("spark.kubernetes.driver.label._team=data\n"),
            conf!("spark.kubernetes.driver.label.team=data\n"));
    /// An invalid label value.
    K8S_LABEL_VALUE = "k8s-label-value", Error,
        "A pod label value the API server refuses (Spark checks none).",
        "Label values are at most 63 characters, alphanumeric with `-`, `_` and `.` inside. \
         Spark also labels pods with the app name: a long or odd app name fails here.",
        Example::conf(
            conf!("spark.kubernetes.driver.label.owner=data team\n"),
            conf!("spark.kubernetes.driver.label.owner=data-team\n"));
    /// An invalid annotation key.
    K8S_ANNOTATION_KEY = "k8s-annotation-key", Error,
        "A pod annotation key the API server refuses.",
        "Annotation keys follow the label key rules: `[prefix/]name`, the name at most 63 \
         characters.",
        Example::conf(
            conf!("spark.kubernetes.driver.annotation._owner=data@example.com\n"),
            conf!("spark.kubernetes.driver.annotation.owner=data@example.com\n"));
    /// An invalid executor hostname.
    K8S_HOSTNAME = "k8s-hostname", Error,
        "An executor's hostname (derived from its pod name) is not a DNS-1123 label.",
        "Avoid `.` and `_` in the executor pod name prefix.",
        Example::conf(
            conf!("spark.kubernetes.executor.podNamePrefix=etl.nightly\n"),
            conf!("spark.kubernetes.executor.podNamePrefix=etl-nightly\n"));
    /// An invalid node selector.
    K8S_NODE_SELECTOR = "k8s-node-selector", Error,
        "A node selector that is not a valid label selector.",
        "Node selector keys and values follow the label rules; the API server refuses the pod.",
        Example::conf(
            conf!("spark.kubernetes.node.selector.pool=spot nodes\n"),
            conf!("spark.kubernetes.node.selector.pool=spot-nodes\n"));
    /// An invalid volume name.
    K8S_VOLUME_NAME = "k8s-volume-name", Error,
        "A volume name that is not a DNS-1123 label.",
        "Volume names (and secret names, which become `<name>-volume`) must be lower-case, at \
         most 63 characters.",
        Example::conf(
            conf!("spark.kubernetes.executor.volumes.emptyDir.Scratch.mount.path=/scratch\n"),
            conf!("spark.kubernetes.executor.volumes.emptyDir.scratch.mount.path=/scratch\n"));
    /// A container without an image.
    K8S_IMAGE = "k8s-image", Error,
        "A container without an image: the API server requires one.",
        "Set `spark.kubernetes.container.image` (or the role's own key), or give the pod \
         template's container an image.",
        Example::conf(
            "spark.master=k8s://https://kubernetes.default.svc\nspark.app.name=etl\nspark.kubernetes.container.image=\n",
            conf!(""));
    /// An invalid quantity.
    K8S_QUANTITY = "k8s-quantity", Error,
        "A CPU or memory request or limit that is not a valid non-negative Kubernetes quantity \
         (Spark copies some verbatim).",
        "Use a number like `1`, `0.5` or `500m`.",
        Example::conf(
            conf!("spark.kubernetes.executor.request.cores=half\n"),
            conf!("spark.kubernetes.executor.request.cores=500m\n"));
    /// An env var set twice.
    DUPLICATE_ENV = "duplicate-env", Warning,
        "An env var of Spark's container set twice: Spark does not de-duplicate, the last one \
         wins.",
        "Do not set the variables Spark sets itself (`SPARK_USER`, `SPARK_EXECUTOR_CORES`, ...).",
        Example::conf(
            conf!("spark.executorEnv.SPARK_USER=etl\n"),
            conf!("spark.executorEnv.ETL_USER=etl\n"));
    /// A reference Spark does not substitute.
    NOT_SUBSTITUTED = "not-substituted", Info,
        "A `${...}` in a key Spark reads by its prefix: Spark substitutes none there, the value \
         stays as written.",
        "Write the value itself.",
        Example::conf(
            conf!("spark.kubernetes.driver.label.owner=${env:USER}\n"),
            conf!("spark.kubernetes.driver.label.owner=etl\n"));
    /// A reference Spark leaves as written.
    UNRESOLVED_REFERENCE = "unresolved-reference", Warning,
        "A `${...}` Spark cannot resolve (an unset variable or key): it keeps the text as written.",
        "Give the variable (`render --env NAME=VALUE`), set the key, or write the value.",
        Example::conf(
            conf!("spark.kubernetes.namespace=${env:TEAM_NAMESPACE}\n"),
            conf!("spark.kubernetes.namespace=data\n"));
    /// A pod template field a Pod does not declare.
    TEMPLATE_UNDECLARED_FIELD = "template-undeclared-field", Warning,
        "A pod template field a Pod does not declare: Spark sends it, the API server drops it.",
        "The finding is on the template's line. Check the field's spelling and place against \
         the Pod API (a container's securityContext field at the pod's level is the usual one).",
        Example::conf(
            conf!("spark.kubernetes.executor.podTemplateFile=executor.yaml\n"),
            conf!("spark.kubernetes.executor.podTemplateFile=executor-fixed.yaml\n"))
        .with_files(&[
            ("executor.yaml", "apiVersion: v1\nkind: Pod\nspec:\n  tolerations:\n    - key: spot\n      operator: Exists\n  nodeSelecter:\n    pool: spot\n"),
            ("executor-fixed.yaml", "apiVersion: v1\nkind: Pod\nspec:\n  tolerations:\n    - key: spot\n      operator: Exists\n  nodeSelector:\n    pool: spot\n"),
        ]);
    /// A file mode the release reads as another number.
    TEMPLATE_FILE_MODE = "template-file-mode", Warning,
        "A file mode in a pod template that the release reading the template takes as another \
         number than written (a leading zero, read as decimal or octal depending on the YAML \
         reader), unlike kubectl.",
        "The finding gives the spelling the release reads as meant.",
        Example::conf(
            conf!("spark.kubernetes.driver.podTemplateFile=driver.yaml\n"),
            conf!("spark.kubernetes.driver.podTemplateFile=driver-fixed.yaml\n"))
        .with_files(&[
            ("driver.yaml", "apiVersion: v1\nkind: Pod\nspec:\n  volumes:\n    - name: keys\n      secret:\n        secretName: keys\n        defaultMode: 0400\n"),
            ("driver-fixed.yaml", "apiVersion: v1\nkind: Pod\nspec:\n  volumes:\n    - name: keys\n      secret:\n        secretName: keys\n        defaultMode: 256\n"),
        ]);
    /// A key set twice.
    DUPLICATE_KEY = "duplicate-key", Warning,
        "A key set on more than one line of the conf: the last one wins.",
        "The finding is on each line that loses. Delete it, or merge the values.",
        Example::conf(
            conf!("spark.executor.memory=2g\nspark.executor.memory=4g\n"),
            conf!("spark.executor.memory=4g\n"));
    /// Local dirs in memory.
    LOCAL_DIRS_TMPFS = "local-dirs-tmpfs", Warning,
        "The local dirs are tmpfs (`spark.kubernetes.local.dirs.tmpfs`): the shuffle and spill \
         files Spark writes there count against the container's memory limit, in the room \
         beside the heap that the overhead made.",
        "The finding gives that room in MiB. Raise the role's memory overhead by what the local \
         dirs hold, or turn `spark.kubernetes.local.dirs.tmpfs` off.",
        Example::conf(
            conf!("spark.kubernetes.local.dirs.tmpfs=true\n"),
            conf!(""));
    /// Python workers without memory of their own.
    PYTHON_OVERHEAD = "python-overhead", Warning,
        "A Python application whose memory overhead factor a key sets below Spark's 0.4 for \
         Python, without `spark.executor.pyspark.memory`: the Python workers share the smaller \
         overhead with the JVM's native memory, the usual way such executors are OOMKilled.",
        "Give the workers a share of their own with `spark.executor.pyspark.memory` (the pod \
         asks for it on top), or remove the factor key.",
        Example::conf(
            concat!("#@main-resource local:///opt/app.py\n", conf!("spark.executor.memory=4g\nspark.executor.memoryOverheadFactor=0.1\n")),
            concat!("#@main-resource local:///opt/app.py\n", conf!("spark.executor.memory=4g\nspark.executor.memoryOverheadFactor=0.1\nspark.executor.pyspark.memory=1g\n")));
    /// A JVM heap set through the environment.
    HEAP_FROM_ENV = "heap-from-env", Warning,
        "`SPARK_DRIVER_MEMORY` or `SPARK_EXECUTOR_MEMORY` set in the pod's environment: the JVM \
         takes its `-Xmx` from it, but Spark sizes the container's memory from \
         `spark.driver.memory` or `spark.executor.memory`. A larger heap than the pod holds is \
         OOMKilled; a smaller one wastes the rest.",
        "Remove the variable and set the memory key to the heap you want.",
        Example::conf(
            conf!("spark.kubernetes.driverEnv.SPARK_DRIVER_MEMORY=4g\n"),
            conf!("spark.driver.memory=4g\n"));
}
