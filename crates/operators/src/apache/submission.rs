//! `SparkAppResourceSpecFactory.overrideDependencyConf` and
//! `SparkAppSubmissionWorker.buildDriverConf`: the effective conf, the main resource and the
//! app id the operator builds the driver with, each entry with the field it came from. The
//! operator runs no spark-submit: this conf is all Spark gets.

use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use super::release::{KeepExecutors, OperatorRelease};
use super::resource::{ResourceRetainPolicy, RestartPolicy, SparkApplication};
use builder_core::Release;
use builder_core::Role;
use builder_core::registry as keys;
use builder_core::{DriverArgs, MainResource};

/// The "field" of what the operator sets on its own.
pub const BY_THE_OPERATOR: &str = "(the operator)";
/// `PythonRunner`: with it, `pyFiles` is the main file, then the others.
pub const PYTHON_RUNNER: &str = "org.apache.spark.deploy.PythonRunner";
/// The operator's label of its own name (`Constants.LABEL_SPARK_OPERATOR_NAME`).
pub const OPERATOR_NAME_LABEL: &str = "spark.operator/name";
/// The operator's label of the application's name (`Constants.LABEL_SPARK_APPLICATION_NAME`).
pub const APP_NAME_LABEL: &str = "spark.operator/spark-app-name";

/// The field whose pod template the operator writes to the role's template file (the key to
/// change for what a pod template sets, also when the resource has none yet).
pub fn template_field(role: Role) -> &'static str {
    match role {
        Role::Driver => "spec.driverSpec.podTemplateSpec",
        Role::Executor => "spec.executorSpec.podTemplateSpec",
    }
}

/// `DEFAULT_ID_LENGTH_LIMIT`: the app id is every resource's name prefix, so it leaves room
/// for `-driver-svc` within a Service name's 63 characters.
const ID_LENGTH_LIMIT: usize = 46;
/// `DEFAULT_HASH_BASED_IDENTIFIER_LENGTH_LIMIT`.
const HASH_LENGTH: usize = 36;

/// What the operator's process knows besides the resource.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubmitContext {
    /// The namespace `kubectl` applies a resource without one to.
    pub namespace: String,
    /// `metadata.uid` when the resource has none (as before it is applied).
    pub app_uid: String,
    /// The operator's `spark.kubernetes.operator.name` (its `spark.operator/name` label).
    pub operator_name: String,
    /// `java.io.tmpdir` of the operator's process, where it writes pod templates.
    pub temp_dir: String,
}

impl Default for SubmitContext {
    fn default() -> Self {
        SubmitContext {
            namespace: "default".into(),
            app_uid: "00000000-0000-4000-8000-0000000000a1".into(),
            operator_name: "spark-kubernetes-operator".into(),
            temp_dir: "/tmp".into(),
        }
    }
}

/// One conf entry and the field whose value it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Submitted {
    /// The conf key (`spark.executor.memory`).
    pub key: String,
    /// Its value, as the operator sets it.
    pub value: String,
    /// `spec.sparkConf.spark.executor.memory`, `metadata.name`, [`BY_THE_OPERATOR`].
    pub field: String,
}

/// What the operator builds the driver with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DriverConf {
    /// Every entry that survives, with its source, in the order the operator sets them.
    pub sources: Vec<Submitted>,
    /// `spark.app.id` (`generateSparkAppId`, unless sparkConf sets it): every resource's name
    /// prefix.
    pub app_id: String,
    /// The application's namespace (`metadata.namespace`, else the context's).
    pub namespace: String,
    /// The main resource, class, arguments and proxy user the driver runs.
    pub driver: DriverArgs,
    /// The pod template files it writes: path and JSON text.
    pub files: Vec<(String, String)>,
}

impl DriverConf {
    /// The conf entries without their fields: what Spark's `SparkConf` holds.
    pub fn conf(&self) -> Vec<(String, String)> {
        self.sources
            .iter()
            .map(|s| (s.key.clone(), s.value.clone()))
            .collect()
    }
}

/// Why the operator cannot build the driver.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SubmitError {
    /// `deploymentMode: ClientMode`: the operator fails the application.
    #[error(
        "spec.deploymentMode: ClientMode: the operator fails the application (\"Client mode is not supported yet.\"); remove it or set ClusterMode"
    )]
    ClientMode,
    /// `mainClass` is `PythonRunner` and `pyFiles` is unset: the operator has no main file.
    #[error(
        "spec.pyFiles: required with mainClass {PYTHON_RUNNER}: the operator takes the main file from it and fails without (a NullPointerException); set pyFiles, main file first"
    )]
    PythonRunnerWithoutPyFiles,
}

/// The conf being built: `SparkConf.set` / `setIfMissing` with the field of each value.
#[derive(Default)]
struct Conf {
    entries: Vec<Submitted>,
}

impl Conf {
    fn set(&mut self, key: &str, value: &str, field: &str) {
        self.entries.retain(|e| e.key != key);
        self.entries.push(Submitted {
            key: key.to_string(),
            value: value.to_string(),
            field: field.to_string(),
        });
    }

    fn set_if_missing(&mut self, key: &str, value: &str, field: &str) {
        if self.get(key).is_none() {
            self.set(key, value, field);
        }
    }

    fn get(&self, key: &str) -> Option<&str> {
        self.entries
            .iter()
            .find(|e| e.key == key)
            .map(|e| e.value.as_str())
    }
}

/// The driver conf the operator builds for `app`.
pub fn driver_conf(
    app: &SparkApplication,
    release: &OperatorRelease,
    ctx: &SubmitContext,
) -> Result<DriverConf, SubmitError> {
    let spec = &app.spec;
    if spec.deployment_mode == super::resource::DeploymentMode::ClientMode {
        return Err(SubmitError::ClientMode);
    }
    let namespace = app
        .namespace
        .clone()
        .unwrap_or_else(|| ctx.namespace.clone());
    let uid = app.uid.clone().unwrap_or_else(|| ctx.app_uid.clone());
    let mut conf = Conf::default();

    // The resource's sparkConf, `{{SPARK_VERSION}}` filled into the image keys.
    for (key, value) in &spec.spark_conf {
        let value = if key.starts_with("spark.kubernetes.") && key.ends_with("container.image") {
            value.replace("{{SPARK_VERSION}}", &spec.spark_version)
        } else {
            value.clone()
        };
        conf.set(key, &value, &format!("spec.sparkConf.{key}"));
    }

    // overrideDependencyConf: the operator's labels, the namespace, the name, the templates.
    for (label, value, field) in [
        (
            OPERATOR_NAME_LABEL,
            ctx.operator_name.as_str(),
            BY_THE_OPERATOR,
        ),
        (APP_NAME_LABEL, app.name.as_str(), "metadata.name"),
    ] {
        for prefix in [
            &keys::DRIVER_LABEL,
            &keys::DRIVER_SERVICE_LABEL,
            &keys::EXECUTOR_LABEL,
        ] {
            conf.set(&prefix.under(label), value, field);
        }
    }
    conf.set(keys::NAMESPACE.key, &namespace, "metadata.namespace");
    if spec.spark_conf.iter().any(|(k, _)| k == keys::APP_NAME.key) {
        conf.set(keys::APP_NAME.key, &app.name, "metadata.name");
    }
    let mut files = Vec::new();
    for (template, role) in [
        (&spec.driver_template, Role::Driver),
        (&spec.executor_template, Role::Executor),
    ] {
        let (key, field, role) = (
            role.keys().template_file,
            template_field(role),
            role.as_str(),
        );
        if let Some(t) = template {
            // Files.createTempFile(uid + "-driver-", ".json"): a random number in the name.
            let path = format!("{}/{uid}-{role}-0.json", ctx.temp_dir);
            conf.set(key.key, &path, field);
            // The API server pruned what a PodTemplateSpec does not declare (check reports it).
            files.push((
                path,
                pod_from_template(&builder_core::prune_undeclared(t).0),
            ));
        }
    }

    // buildDriverConf: the namespace again (the resource's wins over everything).
    conf.set(keys::NAMESPACE.key, &namespace, "metadata.namespace");
    let non_empty = |v: &Option<String>| v.clone().filter(|s| !s.is_empty());
    let main_resource = if let Some(jars) = non_empty(&spec.jars) {
        conf.set_if_missing(keys::JARS.key, &jars, "spec.jars");
        MainResource::Java(Some(jars))
    } else if spec.main_class.as_deref() == Some(PYTHON_RUNNER) {
        let py_files = spec
            .py_files
            .as_deref()
            .ok_or(SubmitError::PythonRunnerWithoutPyFiles)?;
        let (main, rest) = match py_files.split_once(',') {
            Some((main, rest)) => (main, Some(rest)),
            None => (py_files, None),
        };
        if let Some(rest) = rest.filter(|r| !r.trim().is_empty()) {
            conf.set_if_missing(keys::SUBMIT_PY_FILES.key, rest, "spec.pyFiles");
        }
        MainResource::Python(main.to_string())
    } else if let Some(py_files) = non_empty(&spec.py_files) {
        conf.set_if_missing(keys::SUBMIT_PY_FILES.key, &py_files, "spec.pyFiles");
        MainResource::Python(py_files)
    } else if let Some(r_files) = non_empty(&spec.spark_r_files) {
        MainResource::R(r_files)
    } else {
        MainResource::Java(None)
    };
    let master_prefix = conf
        .get(keys::MASTER_URL_PREFIX.key)
        .or_else(|| keys::MASTER_URL_PREFIX.default_for(Release::of(release.spark)))
        .unwrap_or_default()
        .to_string();
    conf.set_if_missing(
        keys::MASTER.key,
        &format!("{master_prefix}https://$KUBERNETES_SERVICE_HOST:$KUBERNETES_SERVICE_PORT"),
        BY_THE_OPERATOR,
    );
    conf.set_if_missing(
        keys::APP_ID.key,
        &app_id(&namespace, &app.name, app.attempt_id),
        BY_THE_OPERATOR,
    );
    let mut defaults: Vec<&keys::ConfKey> = Vec::new();
    if release.secures_by_default {
        defaults.extend([&keys::AUTHENTICATE, &keys::IO_ENCRYPTION_ENABLED]);
    }
    if release.annotates_exit_exception {
        defaults.push(&keys::DRIVER_ANNOTATE_EXIT_EXCEPTION);
    }
    if release.executors_use_driver_pod_ip {
        defaults.push(&keys::USE_DRIVER_POD_IP);
    }
    for key in defaults {
        conf.set_if_missing(key.key, "true", BY_THE_OPERATOR);
    }
    let dynamic = conf
        .get(keys::DYN_ALLOC_ENABLED.key)
        .is_some_and(|v| v.eq_ignore_ascii_case("true"));
    let keep = match release.keeps_executors {
        KeepExecutors::Never => false,
        KeepExecutors::UnlessRetained => {
            !dynamic && spec.resource_retain_policy != ResourceRetainPolicy::Always
        }
        KeepExecutors::UnlessRestarted => {
            !dynamic && matches!(spec.restart_policy, None | Some(RestartPolicy::Never))
        }
    };
    if keep {
        conf.set_if_missing(
            keys::EXECUTOR_DELETE_ON_TERMINATION.key,
            "false",
            BY_THE_OPERATOR,
        );
    }
    let app_id = conf.get(keys::APP_ID.key).unwrap_or_default().to_string();
    Ok(DriverConf {
        sources: conf.entries,
        app_id: app_id.clone(),
        namespace,
        driver: DriverArgs {
            main_resource,
            // fabric8 writes a missing class as `null` in the args, which the API server
            // stores as an empty string.
            main_class: spec.main_class.clone().unwrap_or_default(),
            app_args: spec.driver_args.clone(),
            proxy_user: spec.proxy_user.clone(),
            resource_name_prefix: Some(app_id),
            spark_version_label: Some(spec.spark_version.clone()),
        },
        files,
    })
}

/// `ModelUtils.getPodFromTemplateSpec` written as JSON: a Pod of the template's metadata and
/// spec, as the operator writes its temp file.
fn pod_from_template(template: &Value) -> String {
    let mut pod = json!({ "apiVersion": "v1", "kind": "Pod" });
    if let (Value::Object(pod), Value::Object(t)) = (&mut pod, template) {
        for (k, v) in t {
            pod.insert(k.clone(), v.clone());
        }
    }
    pod.to_string()
}

/// `generateSparkAppId`: `<name>-<attempt>`, or when longer than 46 characters its first 9
/// and 36 base-36 digits of SHA-256(`<namespace>/<name>/<attempt>`).
pub fn app_id(namespace: &str, name: &str, attempt: i64) -> String {
    let preferred = format!("{name}-{attempt}");
    if preferred.chars().count() <= ID_LENGTH_LIMIT {
        return preferred;
    }
    let prefix: String = preferred
        .chars()
        .take(ID_LENGTH_LIMIT - HASH_LENGTH - 1)
        .collect();
    let digest = Sha256::digest(format!("{namespace}/{name}/{attempt}").as_bytes());
    let hash: String = base36(&digest).chars().take(HASH_LENGTH).collect();
    format!("{prefix}-{hash}")
}

/// `new BigInteger(1, bytes).toString(36)`: the unsigned big-endian number in base 36,
/// lower-case, no leading zeros (a 32-byte number: long division, no big-integer crate).
fn base36(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut number: Vec<u8> = bytes.iter().copied().skip_while(|b| *b == 0).collect();
    let mut out = Vec::new();
    while !number.is_empty() {
        let mut remainder: u32 = 0;
        let mut quotient = Vec::with_capacity(number.len());
        for byte in &number {
            let acc = (remainder << 8) | u32::from(*byte);
            let q = acc / 36;
            remainder = acc % 36;
            if !(quotient.is_empty() && q == 0) {
                quotient.push(u8::try_from(q).unwrap_or(u8::MAX));
            }
        }
        out.push(DIGITS.get(remainder as usize).copied().unwrap_or(b'0'));
        number = quotient;
    }
    if out.is_empty() {
        out.push(b'0');
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}
