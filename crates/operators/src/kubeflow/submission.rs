//! The operator's spark-submit command line for a `SparkApplication`
//! (`internal/controller/sparkapplication/submission.go`, `buildSparkSubmitArgs`): one
//! function per option function of the operator, called in its order, which decides which
//! value wins when a typed field and `sparkConf` set the same key (spark-submit keeps the
//! later `--conf`).

use serde_json::Value;

use builder_core::Role;
use builder_core::{
    registry::ConfKey,
    registry::{self as keys},
};

use super::context::SubmitContext;
use super::pod_template::{pod_template, template_container};
use super::prometheus::{PROMETHEUS_ANNOTATIONS, PrometheusSubmission};
use super::release::{OperatorRelease, WRONG_EXECUTOR_ENV_PREFIX};
use super::resource::{RoleSpec, SparkApplication, VolumeSource, role_spec};

/// Label prefix of the operator's own labels.
const OPERATOR_LABEL: &str = "sparkoperator.k8s.io/";
/// Labels of Kueue's that the operator does not pass on to the pods (v2.4.0+).
const KUEUE_LABEL: &str = "kueue.x-k8s.io/";
/// Volumes (and their mounts) the submission turns into Spark's local-dir conf; the webhook
/// mounts every other one.
const LOCAL_DIR_PREFIX: &str = "spark-local-dir-";
/// The resource field behind each spark-submit option the operator passes.
pub(crate) const OPTION_FIELDS: &[(&str, &str)] = &[
    ("--deploy-mode", "spec.mode"),
    ("--class", "spec.mainClass"),
    ("--name", "metadata.name"),
    ("--jars", "spec.deps.jars"),
    ("--packages", "spec.deps.packages"),
    ("--exclude-packages", "spec.deps.excludePackages"),
    ("--repositories", "spec.deps.repositories"),
    ("--py-files", "spec.deps.pyFiles"),
    ("--files", "spec.deps.files"),
    ("--archives", "spec.deps.archives"),
    ("--proxy-user", "spec.proxyUser"),
];

/// The field of a spark-submit option of [`OPTION_FIELDS`].
fn option_field(option: &str) -> &'static str {
    OPTION_FIELDS
        .iter()
        .find(|(o, _)| *o == option)
        .map_or(BY_THE_OPERATOR, |(_, f)| f)
}

/// The operator's spark-submit invocation.
#[derive(Debug, Clone, PartialEq)]
pub struct SubmitArgs {
    /// The arguments after `spark-submit`, in the operator's order.
    pub args: Vec<String>,
    /// Each `--conf` and option of `args` with the field of the resource it comes from.
    pub sources: Vec<Submitted>,
    /// The pod template files the operator writes before it runs spark-submit: (path, text).
    pub files: Vec<(String, String)>,
}

/// One `--conf KEY=VALUE` (or option, `--class`) the operator submits, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Submitted {
    /// The conf key, or the spark-submit option.
    pub key: String,
    /// Its value, as the operator passes it.
    pub value: String,
    /// The resource field that set it (`spec.executor.memory`), or [`BY_THE_OPERATOR`].
    pub field: String,
}

/// The field of what the operator adds on its own (its labels, `waitAppCompletion`, ...).
pub const BY_THE_OPERATOR: &str = "(the operator)";

/// Why the operator cannot submit the resource.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SubmitError {
    /// A role mounts a `spark-local-dir-*` volume that `spec.volumes` lacks.
    #[error(
        "spec.{role}.volumeMounts: volume {name} not found in spec.volumes (the operator fails the submission: add it to spec.volumes)"
    )]
    VolumeNotFound {
        /// `driver` or `executor`.
        role: &'static str,
        /// The volume's name.
        name: String,
    },
    /// A `spark-local-dir-*` volume of a source Spark's volume conf cannot express.
    #[error(
        "spec.volumes: {name} is a local-dir volume (spark-local-dir-*) of a type Spark cannot mount (use emptyDir, hostPath, nfs or persistentVolumeClaim)"
    )]
    UnsupportedVolumeType {
        /// The volume's name.
        name: String,
    },
    /// A role has no image, neither its own nor `spec.image`, and the release requires one
    /// (v2.1.0).
    #[error(
        "spec.image: neither spec.{role}.image nor spec.image is set, and {release} fails the submission (\"{role} container image is not specified\"); set spec.image"
    )]
    NoImage {
        /// `driver` or `executor`.
        role: &'static str,
        /// The operator release's tag.
        release: &'static str,
    },
}

/// The pod name the operator gives the driver (`GetDriverPodName`) and the field it comes
/// from.
fn driver_pod_name_and_field(app: &SparkApplication) -> (&'static str, String) {
    let from_conf = app
        .spec
        .spark_conf
        .iter()
        .find(|(k, v)| k == keys::DRIVER_POD_NAME.key && !v.is_empty());
    match (app.spec.driver.pod_name.as_deref(), from_conf) {
        (Some(name), _) if !name.is_empty() => ("spec.driver.podName", name.to_string()),
        (_, Some((_, name))) => (
            "spec.sparkConf.spark.kubernetes.driver.pod.name",
            name.clone(),
        ),
        _ => ("metadata.name", format!("{}-driver", app.name)),
    }
}

/// spark-submit's arguments for `app` (already defaulted, see `defaults`).
pub fn submit_args(
    app: &SparkApplication,
    release: &OperatorRelease,
    ctx: &SubmitContext,
) -> Result<SubmitArgs, SubmitError> {
    let mut a = Args::default();
    let spec = &app.spec;
    // 1-5: master, deploy mode, class, name (LoadSparkDefaults is an alpha gate, off).
    a.flag(BY_THE_OPERATOR, "--master", master_url(ctx));
    a.flag(
        option_field("--deploy-mode"),
        "--deploy-mode",
        spec.mode.clone().unwrap_or_default(),
    );
    if let Some(class) = &spec.main_class {
        a.flag(option_field("--class"), "--class", class.clone());
    }
    a.flag(option_field("--name"), "--name", app.name.clone());
    // 6: dependencies.
    let deps = &spec.deps;
    for (flag, items) in [
        ("--jars", &deps.jars),
        ("--packages", &deps.packages),
        ("--exclude-packages", &deps.exclude_packages),
        ("--repositories", &deps.repositories),
        ("--py-files", &deps.py_files),
        ("--files", &deps.files),
        ("--archives", &deps.archives),
    ] {
        if !items.is_empty() {
            a.flag(option_field(flag), flag, items.join(","));
        }
    }
    // 7-11: namespace, image, Python, overhead factor, no waiting.
    a.conf("metadata.namespace", keys::NAMESPACE.key, &app.namespace);
    let image = spec.image.as_deref().filter(|i| !i.is_empty());
    let policy = spec.image_pull_policy.as_deref().filter(|p| !p.is_empty());
    // v2.0.0/v2.0.1 drop all three unless all three are set.
    let all_three = image.is_some() && policy.is_some() && !spec.image_pull_secrets.is_empty();
    let image_confs = all_three || !release.image_confs_all_or_nothing;
    if let Some(image) = image.filter(|_| image_confs) {
        a.conf("spec.image", keys::CONTAINER_IMAGE.key, image);
    }
    if let Some(policy) = policy.filter(|_| image_confs) {
        a.conf("spec.imagePullPolicy", keys::IMAGE_PULL_POLICY.key, policy);
    }
    if image_confs && !spec.image_pull_secrets.is_empty() {
        let secrets = spec.image_pull_secrets.join(",");
        a.conf(
            "spec.imagePullSecrets",
            keys::IMAGE_PULL_SECRETS.key,
            &secrets,
        );
    }
    if let Some(v) = spec.python_version.as_deref().filter(|v| !v.is_empty()) {
        a.conf(
            "spec.pythonVersion",
            keys::PYSPARK_MAJOR_PYTHON_VERSION.key,
            v,
        );
    }
    if let Some(f) = spec
        .memory_overhead_factor
        .as_deref()
        .filter(|f| !f.is_empty())
    {
        a.conf(
            "spec.memoryOverheadFactor",
            keys::MEMORY_OVERHEAD_FACTOR.key,
            f,
        );
    }
    a.conf(
        BY_THE_OPERATOR,
        keys::SUBMISSION_WAIT_APP_COMPLETION.key,
        "false",
    );
    // 12-13: the user's sparkConf (but the driver pod name, see 15, and the metrics keys
    // Prometheus monitoring sets over the user's) and hadoopConf.
    let prometheus = PrometheusSubmission::of(app);
    // The metrics keys Prometheus monitoring sets over the user's.
    let replaced = |k: &str| {
        prometheus.is_some() && (k == keys::METRICS_NAMESPACE.key || k == keys::METRICS_CONF.key)
    };
    for (k, v) in &spec.spark_conf {
        if k != keys::DRIVER_POD_NAME.key && !replaced(k) {
            a.conf(&format!("spec.sparkConf.{k}"), k, v);
        }
    }
    if let Some(p) = &prometheus {
        a.conf("spec.monitoring", keys::METRICS_NAMESPACE.key, &p.namespace);
        a.conf("spec.monitoring", keys::METRICS_CONF.key, &p.metrics_conf);
    }
    for (k, v) in &spec.hadoop_conf {
        a.conf(&format!("spec.hadoopConf.{k}"), &keys::HADOOP.under(k), v);
    }
    // 14-19: the driver.
    if release.requires_image {
        for role in [Role::Driver, Role::Executor] {
            let image = role_spec(app, role)
                .image
                .as_deref()
                .or(spec.image.as_deref());
            if image.is_none_or(str::is_empty) {
                return Err(SubmitError::NoImage {
                    role: role.as_str(),
                    release: release.version,
                });
            }
        }
    }
    if let Some(template) = pod_template(app, Role::Driver, release, ctx) {
        a.template(Role::Driver, app, template, ctx);
    }
    let (field, name) = driver_pod_name_and_field(app);
    a.conf(field, keys::DRIVER_POD_NAME.key, &name);
    role_conf(&mut a, app, Role::Driver, release, prometheus.as_ref(), ctx);
    if release.secrets_before_env {
        role_secrets(&mut a, &spec.driver, Role::Driver, release);
        role_env(&mut a, &spec.driver, Role::Driver, release);
    } else {
        role_env(&mut a, &spec.driver, Role::Driver, release);
        role_secrets(&mut a, &spec.driver, Role::Driver, release);
    }
    local_dir_volumes(&mut a, app, Role::Driver, release)?;
    // 20-24: the executors.
    if let Some(template) = pod_template(app, Role::Executor, release, ctx) {
        a.template(Role::Executor, app, template, ctx);
    }
    role_conf(
        &mut a,
        app,
        Role::Executor,
        release,
        prometheus.as_ref(),
        ctx,
    );
    if release.secrets_before_env {
        // v2.0.x: the executors' env after their local dirs.
        role_secrets(&mut a, &spec.executor, Role::Executor, release);
        local_dir_volumes(&mut a, app, Role::Executor, release)?;
        role_env(&mut a, &spec.executor, Role::Executor, release);
    } else {
        role_env(&mut a, &spec.executor, Role::Executor, release);
        role_secrets(&mut a, &spec.executor, Role::Executor, release);
        local_dir_volumes(&mut a, app, Role::Executor, release)?;
    }
    // 25-26: node selector, dynamic allocation.
    for (k, v) in &spec.node_selector {
        a.conf(
            &format!("spec.nodeSelector.{k}"),
            &keys::NODE_SELECTOR.under(k),
            v,
        );
    }
    if let Some(da) = spec.dynamic_allocation.as_ref().filter(|d| d.enabled) {
        let dyn_alloc = |name: &str| keys::DYNAMIC_ALLOCATION.under(name);
        let field = |name: &str| format!("spec.dynamicAllocation.{name}");
        a.conf(&field("enabled"), keys::DYN_ALLOC_ENABLED.key, "true");
        // Before v2.2.0 shuffle tracking was always on, written second (no field to say).
        if release.shuffle_tracking_always_on {
            a.conf(
                &field("enabled"),
                &dyn_alloc("shuffleTracking.enabled"),
                "true",
            );
        }
        for (name, key, v) in [
            (
                "initialExecutors",
                dyn_alloc("initialExecutors"),
                da.initial_executors,
            ),
            (
                "minExecutors",
                keys::DYN_ALLOC_MIN_EXECUTORS.key.to_string(),
                da.min_executors,
            ),
            (
                "maxExecutors",
                keys::DYN_ALLOC_MAX_EXECUTORS.key.to_string(),
                da.max_executors,
            ),
        ] {
            if let Some(v) = v {
                a.conf(&field(name), &key, &v.to_string());
            }
        }
        // Always written, true unless set (the operator's default even without its webhook).
        if !release.shuffle_tracking_always_on {
            let tracking = da.shuffle_tracking_enabled.unwrap_or(true);
            a.conf(
                &field("shuffleTrackingEnabled"),
                &dyn_alloc("shuffleTracking.enabled"),
                &tracking.to_string(),
            );
        }
        if let Some(t) = da.shuffle_tracking_timeout {
            a.conf(
                &field("shuffleTrackingTimeout"),
                &dyn_alloc("shuffleTracking.timeout"),
                &t.to_string(),
            );
        }
    }
    // 27-29: proxy user, the application and its arguments.
    if let Some(user) = spec.proxy_user.as_deref().filter(|u| !u.is_empty()) {
        a.flag(
            option_field("--proxy-user"),
            "--proxy-user",
            user.to_string(),
        );
    }
    if let Some(file) = &spec.main_application_file {
        a.args.push(file.clone());
    }
    a.args.extend(spec.arguments.iter().cloned());
    Ok(SubmitArgs {
        args: a.args,
        sources: a.sources,
        files: a.files,
    })
}

#[derive(Default)]
struct Args {
    args: Vec<String>,
    sources: Vec<Submitted>,
    files: Vec<(String, String)>,
}

impl Args {
    fn flag(&mut self, field: &str, flag: &str, value: String) {
        self.sources.push(Submitted {
            key: flag.to_string(),
            value: value.clone(),
            field: field.to_string(),
        });
        self.args.push(flag.to_string());
        self.args.push(value);
    }

    fn conf(&mut self, field: &str, key: &str, value: &str) {
        self.sources.push(Submitted {
            key: key.to_string(),
            value: value.to_string(),
            field: field.to_string(),
        });
        self.args.push("--conf".to_string());
        let mut pair = String::with_capacity(key.len() + 1 + value.len());
        pair.push_str(key);
        pair.push('=');
        pair.push_str(value);
        self.args.push(pair);
    }

    /// The template file the operator writes (always, since v2.4.0) and the two keys naming it.
    fn template(
        &mut self,
        role: Role,
        app: &SparkApplication,
        template: Value,
        ctx: &SubmitContext,
    ) {
        let path = format!(
            "/tmp/spark/{}/{}-pod-template.yaml",
            ctx.submission_id,
            role.as_str()
        );
        // The operator writes YAML (sigs.k8s.io/yaml); JSON is YAML, and fabric8 reads both to
        // the same typed values. `to_string` writes into the text directly (a `Value`'s
        // `Display`, the same text, goes through `core::fmt` for every token); a `Value`'s keys
        // are strings, so it cannot fail.
        let text = serde_json::to_string(&template).unwrap_or_default();
        self.files.push((path.clone(), text));
        // Written even without a template (since v2.4.0), over a template file of sparkConf.
        let field = match role_spec(app, role).template {
            Some(_) => format!("spec.{}.template", role.as_str()),
            None => BY_THE_OPERATOR.to_string(),
        };
        self.conf(&field, role.keys().template_file.key, &path);
        self.conf(
            &field,
            role.keys().template_container.key,
            template_container(role),
        );
    }
}

fn master_url(ctx: &SubmitContext) -> String {
    let host = &ctx.kubernetes_service_host;
    let host = if host.contains(':') && !host.starts_with('[') {
        format!("[{host}]")
    } else {
        host.clone()
    };
    format!("k8s://https://{host}:{}", ctx.kubernetes_service_port)
}

/// `driverConfOption` / `executorConfOption`: the operator's labels, then the role's typed
/// fields, then labels and annotations.
fn role_conf(
    a: &mut Args,
    app: &SparkApplication,
    role: Role,
    release: &OperatorRelease,
    prometheus: Option<&PrometheusSubmission>,
    ctx: &SubmitContext,
) {
    // Prometheus monitoring of the role: its annotations over the user's, its agent appended
    // to the Java options.
    let exposed = prometheus.filter(|p| p.exposes(role));
    let own_options = format!("spec.{}.javaOptions", role.as_str());
    let java_options = match (role_spec(app, role).java_options.as_deref(), exposed) {
        (Some(own), Some(p)) => Some((own_options, format!("{own} {}", p.java_option))),
        (None, Some(p)) => Some(("spec.monitoring".to_string(), p.java_option.clone())),
        (Some(own), None) => Some((own_options, own.to_string())),
        (None, None) => None,
    };
    let k = role.keys();
    let spec = role_spec(app, role);
    let operator_label = |name: &str| k.label.under(&format!("{OPERATOR_LABEL}{name}"));
    let op = BY_THE_OPERATOR;
    a.conf(op, &operator_label("app-name"), &app.name);
    a.conf(op, &operator_label("launched-by-spark-operator"), "true");
    if release.labels_mutated_by && (spec.template.is_none() || below_spark_3(app)) {
        a.conf(op, &operator_label("mutated-by-spark-operator"), "true");
    }
    a.conf(op, &operator_label("submission-id"), &ctx.submission_id);
    let image = spec
        .image
        .as_deref()
        .or(app.spec.image.as_deref())
        .filter(|i| !i.is_empty());
    let cores = spec.cores.map(|c| c.to_string());
    let r = role.as_str();
    let typed = |a: &mut Args, field: &str, key: &ConfKey, v: Option<&str>| {
        if let Some(v) = v {
            a.conf(&format!("spec.{r}.{field}"), key.key, v);
        }
    };
    if role == Role::Executor {
        let instances = spec.instances.map(|i| i.to_string());
        typed(
            a,
            "instances",
            &keys::EXECUTOR_INSTANCES,
            instances.as_deref(),
        );
    }
    if let Some(image) = image {
        // The role's image, else the application's.
        let field = match spec.image.as_deref().filter(|i| !i.is_empty()) {
            Some(_) => format!("spec.{r}.image"),
            None => "spec.image".to_string(),
        };
        a.conf(&field, k.image.key, image);
    }
    typed(a, "cores", k.cores, cores.as_deref());
    typed(
        a,
        "coreRequest",
        k.request_cores,
        spec.core_request.as_deref(),
    );
    typed(a, "coreLimit", k.limit_cores, spec.core_limit.as_deref());
    typed(a, "memory", k.memory, spec.memory.as_deref());
    typed(
        a,
        "memoryOverhead",
        k.memory_overhead,
        spec.memory_overhead.as_deref(),
    );
    typed(
        a,
        "serviceAccount",
        k.service_account,
        spec.service_account.as_deref(),
    );
    match role {
        Role::Driver => {
            if let Some((field, v)) = &java_options {
                a.conf(field, k.java_options.key, v);
            }
            let master = spec.kubernetes_master.as_deref();
            typed(a, "kubernetesMaster", &keys::DRIVER_MASTER, master);
        }
        Role::Executor => {
            let delete = spec.delete_on_termination.map(|d| d.to_string());
            let key = &keys::EXECUTOR_DELETE_ON_TERMINATION;
            typed(a, "deleteOnTermination", key, delete.as_deref());
        }
    }
    for (name, v) in app
        .labels
        .iter()
        .filter(|(n, _)| !(release.drops_kueue_labels && n.starts_with(KUEUE_LABEL)))
    {
        a.conf(&format!("metadata.labels.{name}"), &k.label.under(name), v);
    }
    for (name, v) in &spec.labels {
        a.conf(&format!("spec.{r}.labels.{name}"), &k.label.under(name), v);
    }
    let overridden = |name: &str| exposed.is_some() && PROMETHEUS_ANNOTATIONS.contains(&name);
    for (name, v) in spec.annotations.iter().filter(|(n, _)| !overridden(n)) {
        let field = format!("spec.{r}.annotations.{name}");
        a.conf(&field, &k.annotation.under(name), v);
    }
    if let Some(p) = exposed {
        let port = p.port.to_string();
        for (name, v) in PROMETHEUS_ANNOTATIONS
            .iter()
            .zip(["true", &port, "/metrics"])
        {
            a.conf("spec.monitoring", &k.annotation.under(name), v);
        }
    }
    if role == Role::Driver {
        for (name, v) in &spec.service_labels {
            let key = keys::DRIVER_SERVICE_LABEL.under(name);
            a.conf(&format!("spec.driver.serviceLabels.{name}"), &key, v);
        }
        for (name, v) in &spec.service_annotations {
            let key = keys::DRIVER_SERVICE_ANNOTATION.under(name);
            a.conf(&format!("spec.driver.serviceAnnotations.{name}"), &key, v);
        }
    }
    for (env, secret, key) in &spec.env_secret_key_refs {
        let field = format!("spec.{r}.envSecretKeyRefs.{env}");
        let value = format!("{secret}:{key}");
        a.conf(&field, &k.secret_key_ref.under(env), &value);
    }
    // The executors' Java options come last (the driver's come with its typed fields).
    if role == Role::Executor
        && let Some((field, v)) = &java_options
    {
        a.conf(field, k.java_options.key, v);
    }
}

/// `spec.sparkVersion` below 3.0.0 (the operator marks such pods for its webhook even with a
/// template).
fn below_spark_3(app: &SparkApplication) -> bool {
    app.spec
        .spark_version
        .as_deref()
        .and_then(|v| {
            v.trim_start_matches('v')
                .split('.')
                .next()?
                .parse::<u32>()
                .ok()
        })
        .is_some_and(|major| major < 3)
}

/// Before v2.1.1 the executors' env went out under keys Spark does not read for them.
fn wrong_env_keys(role: Role, release: &OperatorRelease) -> bool {
    role == Role::Executor && release.executor_env_under_wrong_keys
}

/// `driverEnvOption`/`executorEnvOption`.
fn role_env(a: &mut Args, spec: &RoleSpec, role: Role, release: &OperatorRelease) {
    let k = role.keys();
    let r = role.as_str();
    for (name, v) in &spec.env_vars {
        let key = if wrong_env_keys(role, release) {
            format!("{WRONG_EXECUTOR_ENV_PREFIX}{name}")
        } else {
            k.env.under(name)
        };
        a.conf(&format!("spec.{r}.envVars.{name}"), &key, v);
    }
}

/// `driverSecretOption`/`executorSecretOption`: the secrets and their GCP / Hadoop env.
fn role_secrets(a: &mut Args, spec: &RoleSpec, role: Role, release: &OperatorRelease) {
    let k = role.keys();
    let r = role.as_str();
    let wrong_keys = wrong_env_keys(role, release);
    for (i, s) in spec.secrets.iter().enumerate() {
        let field = format!("spec.{r}.secrets[{i}]");
        a.conf(&field, &k.secrets.under(&s.name), &s.path);
        let file = match s.secret_type.as_str() {
            "GCPServiceAccount" => Some(("GOOGLE_APPLICATION_CREDENTIALS", "key.json")),
            "HadoopDelegationToken" => Some(("HADOOP_TOKEN_FILE_LOCATION", "hadoop.token")),
            _ => None,
        };
        if let Some((env, name)) = file {
            let key = if wrong_keys {
                keys::DRIVER_ENV.under(env)
            } else {
                k.env.under(env)
            };
            a.conf(&field, &key, &path_join(&s.path, name));
        }
    }
}

/// Go's `filepath.Join` for the two parts the operator joins.
fn path_join(dir: &str, name: &str) -> String {
    let dir = dir.trim_end_matches('/');
    if dir.is_empty() {
        name.to_string()
    } else {
        format!("{dir}/{name}")
    }
}

/// `spark-local-dir-*` mounts of the role, as Spark volume conf.
fn local_dir_volumes(
    a: &mut Args,
    app: &SparkApplication,
    role: Role,
    release: &OperatorRelease,
) -> Result<(), SubmitError> {
    let r = role.as_str();
    for (i, m) in role_spec(app, role)
        .volume_mounts
        .iter()
        .enumerate()
        .filter(|(_, m)| m.name.starts_with(LOCAL_DIR_PREFIX))
    {
        let field = format!("spec.{r}.volumeMounts[{i}]");
        let volume = app
            .spec
            .volumes
            .iter()
            .find(|v| v.name == m.name)
            .ok_or_else(|| SubmitError::VolumeNotFound {
                role: r,
                name: m.name.clone(),
            })?;
        let source = volume
            .source
            .as_ref()
            .ok_or_else(|| SubmitError::UnsupportedVolumeType {
                name: m.name.clone(),
            })?;
        let kind = match source {
            VolumeSource::EmptyDir { .. } => "emptyDir",
            VolumeSource::HostPath { .. } => "hostPath",
            VolumeSource::Nfs { .. } => "nfs",
            VolumeSource::PersistentVolumeClaim { .. } => "persistentVolumeClaim",
        };
        let key = |rest: &str| {
            role.keys()
                .volumes
                .under(&format!("{kind}.{}.{rest}", m.name))
        };
        if !m.mount_path.is_empty() {
            a.conf(&field, &key("mount.path"), &m.mount_path);
        }
        if let Some(sub) = m.sub_path.as_deref().filter(|s| !s.is_empty()) {
            a.conf(&field, &key("mount.subPath"), sub);
        }
        if m.read_only {
            a.conf(&field, &key("mount.readOnly"), "true");
        }
        match source {
            VolumeSource::EmptyDir { size_limit, medium } => {
                // v2.0.x writes an unset limit as Go prints a nil quantity.
                match size_limit {
                    Some(size) => a.conf(&field, &key("options.sizeLimit"), size),
                    None if release.writes_nil_size_limit => {
                        a.conf(&field, &key("options.sizeLimit"), "<nil>");
                    }
                    None => {}
                }
                if let Some(medium) = medium
                    .as_deref()
                    .filter(|_| release.forwards_emptydir_medium)
                {
                    a.conf(&field, &key("options.medium"), medium);
                }
            }
            VolumeSource::HostPath { path, path_type } => {
                a.conf(&field, &key("options.path"), path);
                if let Some(t) = path_type {
                    a.conf(&field, &key("options.type"), t);
                }
            }
            VolumeSource::Nfs {
                path,
                server,
                read_only,
            } => {
                a.conf(&field, &key("options.path"), path);
                a.conf(&field, &key("options.server"), server);
                if *read_only {
                    a.conf(&field, &key("options.readOnly"), "true");
                }
            }
            VolumeSource::PersistentVolumeClaim {
                claim_name,
                read_only,
            } => {
                a.conf(&field, &key("options.claimName"), claim_name);
                if *read_only {
                    a.conf(&field, &key("options.readOnly"), "true");
                }
            }
        }
    }
    Ok(())
}
