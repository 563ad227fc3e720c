//! The driver and executor builders: Spark's steps in Spark's order, folded over a `SparkPod`,
//! plus what spark-submit and the driver do around them (the submitted manifest, the executor
//! ConfigMap). `render` runs the whole submission, driver first, as Spark does.

use std::borrow::Cow;
use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::{ConfigMap, Pod};

use crate::conf::SparkConf;
use crate::conf::registry as keys;
use crate::conf_dir::load_conf_dir_files;
use crate::driver_process;
use crate::error::{Phase, SparkError, SparkResult};
use crate::features::FeatureStep;
use crate::features::basic_driver::BasicDriverStep;
use crate::features::basic_executor::{BasicExecutorStep, ConfMapNames};
use crate::features::driver_command::DriverCommandStep;
use crate::features::driver_credentials::DriverCredentialsStep;
use crate::features::driver_service::DriverServiceStep;
use crate::features::env_secrets::EnvSecretsStep;
use crate::features::executor_credentials::ExecutorCredentialsStep;
use crate::features::hadoop_conf::{HadoopConfDriverStep, HadoopConfExecutorStep};
use crate::features::kerberos_conf::KerberosConfDriverStep;
use crate::features::local_dirs::LocalDirsStep;
use crate::features::mount_secrets::MountSecretsStep;
use crate::features::mount_volumes::MountVolumesStep;
use crate::features::network_policy::NetworkPolicyStep;
use crate::features::pod_template_config_map::{
    PodTemplateConfigMapStep, TEMPLATE_FILE_NAME, TEMPLATE_MOUNT_PATH,
};
use crate::features::user_steps::UserSteps;
use crate::inputs::{DeployMode, DriverArgs, Environment, IdSource};
use crate::kubernetes_conf::{ExecutorArgs, KubernetesConf, RoleConf};
use crate::memory::PodMemory;
use crate::names;
use crate::pod::SparkPod;
use crate::release::{Behaviour, Release};
use crate::resource_profile::DefaultProfile;
use crate::submit_client::{
    self, ClientInputs, DriverClient, DriverSpec, PropertiesText, SubmittedDriver, conf_config_map,
    key_to_paths,
};
use crate::template::{LoadedTemplate, TemplateReader, UndeclaredField, load_pod_from_template};
use sparkpods_jvm::{ScalaMap, java_string_compare};
use sparkpods_kube::KubeObject;

/// Everything one submission needs besides randomness.
#[derive(Debug, Clone)]
pub struct Submission<'a> {
    /// The Spark release of the image: the driver JVM runs it and builds the executors.
    pub release: Release,
    /// The release of the spark-submit that builds the driver pod and the objects it submits
    /// (an operator's bundled Spark, say); usually `release`.
    pub submit_release: Release,
    /// The conf entries in the order they are put into the `SparkConf`: the case's own (a
    /// render does not copy them), or a changed copy ("what does this key do").
    pub conf: Cow<'a, [(String, String)]>,
    /// What spark-submit passes the driver besides the conf (main resource, class, arguments).
    pub driver: DriverArgs,
    /// The application id (`spark-app-selector`); Spark draws it, the oracle pins it.
    pub app_id: String,
    /// The id of the executor to build (`spark-exec-id`).
    pub executor_id: String,
    /// Whether executors know their driver pod (owner references).
    pub with_driver_pod: bool,
    /// The uid the API server gives the driver pod.
    pub driver_pod_uid: String,
    /// The submitting process' environment variables and readable files.
    pub env: &'a Environment,
    /// The user feature steps `spark.kubernetes.*.pod.featureSteps` may name.
    pub user_steps: &'a UserSteps,
    /// How template files are read (`KubernetesUtils.loadPodFromTemplate`).
    pub templates: TemplateReader,
    /// Also build an executor.
    pub build_executor: bool,
    /// Cluster mode builds the driver pod; client mode only the executors of a driver running
    /// in the submitting process.
    pub deploy_mode: DeployMode,
    /// Who submits the built driver: spark-submit's client
    /// ([`crate::submit_client::SPARK_SUBMIT`]) or an operator's.
    pub client: &'a dyn DriverClient,
}

impl Submission<'_> {
    /// The value of `key` in the conf (the last one set wins, as in `SparkConf`).
    pub fn conf_value(&self, key: &str) -> Option<&str> {
        self.conf
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

/// What the executor builder produced, and the executor ConfigMap the driver creates.
#[derive(Debug, Clone)]
pub struct ExecutorSpec {
    /// The release that built it (the image's).
    pub release: Release,
    /// `KubernetesExecutorConf.resourceNamePrefix`: the executors' pod name prefix.
    pub resource_name_prefix: String,
    /// The executor pod and its Spark container, as the builder returns them.
    pub pod: SparkPod,
    /// `KubernetesExecutorSpec.executorKubernetesResources` (on-demand PVCs).
    pub resources: Vec<KubeObject>,
    /// The executor conf ConfigMap the driver creates (absent with `disableConfigMap`).
    pub config_map: Option<ConfigMap>,
    /// As [`DriverSpec::undeclared`].
    pub undeclared: Vec<UndeclaredField>,
    /// The executor's memory, part by part, as Spark summed it into the pod's.
    pub memory: PodMemory,
    /// What the driver drew once for all its executors.
    pub drawn: ExecutorsDrawn,
}

/// What a driver draws once and every executor it creates shares: the executors' name prefix,
/// the conf ConfigMap names, the authentication secret (`spark.authenticate`) and the port it
/// bound.
#[derive(Debug, Clone)]
pub struct ExecutorsDrawn {
    pub conf_map_names: ConfMapNames,
    pub auth_secret: Option<String>,
    /// The port the driver bound, when `spark.driver.port` left it to the system (0).
    pub bound_port: Option<u16>,
}

/// The result of a submission: what was built before Spark would have failed, and the failure.
#[derive(Debug, Clone, Default)]
pub struct Rendered {
    /// The driver as built and as spark-submit sends it; `None` in client mode or when Spark failed first.
    pub driver: Option<(DriverSpec, SubmittedDriver)>,
    /// One executor as the driver builds it; `None` when not asked for or when Spark failed first.
    pub executor: Option<ExecutorSpec>,
    /// Where Spark failed, and how.
    pub error: Option<(Phase, SparkError)>,
}

/// The pod after one step of a builder: what the playground's "explain" diffs to attribute each
/// field to the step that set it.
#[derive(Debug, Clone)]
pub struct StepSnapshot {
    /// The Spark class of the step (`BasicExecutorFeatureStep`, ...), or a pseudo step:
    /// [`TEMPLATE_STEP`] for the starting pod, [`SUBMIT_STEP`](crate::submit_client::SUBMIT_STEP) for what spark-submit adds.
    pub step: &'static str,
    /// The pod after the step, the Spark container appended.
    pub pod: Pod,
    /// The release that built the pod (its fabric8 decides how it is written).
    pub release: Release,
}

/// The pseudo step of the starting pod (empty, or the user's pod template).
pub const TEMPLATE_STEP: &str = "pod template (spark.kubernetes.*.podTemplateFile)";

/// The pod after each step, per role, in the order the steps ran.
#[derive(Debug, Clone, Default)]
pub struct Trace {
    /// The driver builder's steps.
    pub driver: Vec<StepSnapshot>,
    /// The executor builder's steps.
    pub executor: Vec<StepSnapshot>,
}

/// Run a submission: the driver as spark-submit builds it, then one executor as the driver
/// would build it from its `spark.properties`; in client mode only the executor, as the
/// submitting process builds it.
pub fn render(sub: &Submission, ids: &mut dyn IdSource) -> Rendered {
    render_inner(sub, ids, None, PropertiesText::Written)
}

/// [`render`] for a reader of its pods alone (the admission policy judges pods): the conf
/// ConfigMaps' `spark.properties` (every system property written out, two of them a render)
/// are left empty. Every pod, error and drawn name is [`render`]'s: the texts are written
/// after the pods and their names drawn alike.
pub fn render_pods(sub: &Submission, ids: &mut dyn IdSource) -> Rendered {
    render_inner(sub, ids, None, PropertiesText::LeftEmpty)
}

/// [`render`], also recording the pod after every step.
pub fn render_traced(sub: &Submission, ids: &mut dyn IdSource) -> (Rendered, Trace) {
    let mut trace = Trace::default();
    let rendered = render_inner(sub, ids, Some(&mut trace), PropertiesText::Written);
    (rendered, trace)
}

fn render_inner(
    sub: &Submission,
    ids: &mut dyn IdSource,
    mut trace: Option<&mut Trace>,
    properties: PropertiesText,
) -> Rendered {
    let mut out = Rendered::default();
    if sub.deploy_mode == DeployMode::Client {
        if sub.build_executor {
            match build_executor(
                sub,
                Driver::Submitter,
                ExecutorDraws::AfterPrefix,
                ids,
                trace.map(|t| &mut t.executor),
                properties,
            ) {
                Ok(e) => out.executor = Some(e),
                Err(e) => out.error = Some((Phase::Executor, e)),
            }
        }
        return out;
    }
    let conf = SparkConf::from_entries(
        sub.submit_release,
        sub.conf.iter().map(|(k, v)| (k.as_str(), v.as_str())),
    )
    .with_env(&sub.env.vars);
    let driver = match build_driver(sub, &conf, ids, trace.as_deref_mut().map(|t| &mut t.driver)) {
        Ok(d) => d,
        Err(e) => {
            out.error = Some((Phase::Driver, e));
            return out;
        }
    };
    // Both conf ConfigMap names are drawn when KubernetesClientUtils is first used.
    let names = ConfMapNames {
        executor: conf_map_name("spark-exec-", ids),
        driver: conf_map_name("spark-drv-", ids),
    };
    let submitted = sub.client.submit(
        ClientInputs {
            conf: &conf,
            spec: &driver,
            drawn_conf_map_name: &names.driver,
            env: sub.env,
            driver_pod_uid: &sub.driver_pod_uid,
            properties,
        },
        ids,
    );
    if let Some(t) = trace.as_deref_mut() {
        t.driver.push(StepSnapshot {
            step: sub.client.step(),
            pod: submitted.pod.clone(),
            release: sub.submit_release,
        });
    }
    out.driver = Some((driver, submitted));
    // The submitted conf is not read again: the executor starts from the driver's properties.
    drop(conf);
    if sub.build_executor
        && let Some((spec, submitted)) = &out.driver
    {
        match build_executor(
            sub,
            Driver::Pod(spec, submitted),
            ExecutorDraws::WithSubmission(&names),
            ids,
            trace.map(|t| &mut t.executor),
            properties,
        ) {
            Ok(e) => out.executor = Some(e),
            Err(e) => out.error = Some((Phase::Executor, e)),
        }
    }
    out
}

/// `KubernetesClientUtils.configMapName` of a drawn id (`spark-drv-<unique id>`).
fn conf_map_name(prefix: &str, ids: &mut dyn IdSource) -> String {
    submit_client::conf_map_name(&format!("{prefix}{}", ids.unique_id()))
}

fn build_driver(
    sub: &Submission,
    conf: &SparkConf,
    ids: &mut dyn IdSource,
    trace: Option<&mut Vec<StepSnapshot>>,
) -> SparkResult<DriverSpec> {
    // createDriverConf validates the executor volumes at submission.
    crate::volumes::check_volumes(conf, keys::EXECUTOR_VOLUMES.key)?;
    let driver_conf = conf.clone_conf();
    let testing_prefix = sub
        .env
        .var("SPARK_TESTING")
        .and_then(|_| conf.get(keys::DRIVER_RESOURCE_NAME_PREFIX.key));
    let app_name = conf.get(keys::APP_NAME.key).unwrap_or("spark").to_string();
    let fixed_prefix = sub
        .driver
        .resource_name_prefix
        .as_deref()
        .or(testing_prefix);
    let prefix = match fixed_prefix {
        Some(p) => p.to_string(),
        None => names::resource_name_prefix(&app_name, &ids.unique_id(), conf.release()),
    };
    let k8s_conf = KubernetesConf {
        spark_conf: driver_conf,
        app_id: sub.app_id.clone(),
        resource_name_prefix: prefix.clone(),
        role: RoleConf::Driver(sub.driver.clone()),
        env: sub.env,
    };
    let LoadedTemplate {
        pod: initial,
        undeclared,
    } = starting_pod(sub, &k8s_conf)?;
    let user = sub.user_steps.instantiate(
        &list(&k8s_conf, &keys::DRIVER_POD_FEATURE_STEPS)?,
        &k8s_conf,
    )?;
    let mut steps: Vec<Box<dyn FeatureStep>> = Vec::new();
    let basic = BasicDriverStep::new(&k8s_conf, ids)?;
    let memory = basic.memory().clone();
    steps.push(Box::new(basic));
    steps.push(Box::new(DriverCredentialsStep::new(&k8s_conf)?));
    steps.push(Box::new(DriverServiceStep::new(&k8s_conf, ids)?));
    if k8s_conf.release().has(Behaviour::CreatesNetworkPolicy) {
        steps.push(Box::new(NetworkPolicyStep::new(&k8s_conf)?));
    }
    steps.push(Box::new(MountSecretsStep::new(&k8s_conf)));
    steps.push(Box::new(EnvSecretsStep::new(&k8s_conf)));
    steps.push(Box::new(MountVolumesStep::new(&k8s_conf)?));
    steps.push(Box::new(DriverCommandStep::new(&k8s_conf, ids)?));
    steps.push(Box::new(HadoopConfDriverStep::new(&k8s_conf)?));
    steps.push(Box::new(KerberosConfDriverStep::new(&k8s_conf)?));
    steps.push(Box::new(PodTemplateConfigMapStep::new(&k8s_conf)?));
    steps.push(Box::new(LocalDirsStep::new(&k8s_conf, ids)?));
    steps.extend(user);
    let mut steps = exclude(steps, &k8s_conf, &keys::DRIVER_POD_EXCLUDED_FEATURE_STEPS)?;

    let mut system_properties = ScalaMap::from_pairs(
        k8s_conf.release().scala(),
        k8s_conf
            .spark_conf
            .get_all()
            .map(|(k, v)| (k.to_string(), v.to_string())),
    );
    let mut pre_resources = Vec::new();
    let mut resources = Vec::new();
    let mut snapshots = Snapshots::new(trace, &initial, k8s_conf.release());
    let mut pod = initial;
    for step in &mut steps {
        pod = step.configure_pod(pod)?;
        snapshots.record(step.class_name(), &pod);
        system_properties.concat_pairs_mut(step.system_properties()?);
        pre_resources.extend(step.pre_resources()?);
        resources.extend(step.resources()?);
    }
    Ok(DriverSpec {
        release: k8s_conf.release(),
        resource_name_prefix: prefix,
        pod,
        pre_resources,
        resources,
        system_properties,
        undeclared,
        memory,
    })
}

/// The pod the role's steps start from: its pod template (`spark.kubernetes.<role>.podTemplateFile`),
/// or an empty pod.
fn starting_pod(sub: &Submission, k8s_conf: &KubernetesConf) -> SparkResult<LoadedTemplate> {
    let role = k8s_conf.role_kind().keys();
    match k8s_conf.get(role.template_file.key) {
        Some(path) => load_pod_from_template(
            sub.templates,
            &sub.env.files,
            path,
            k8s_conf.get(role.template_container.key),
            role.template_file.key,
            k8s_conf.release(),
        ),
        None => Ok(LoadedTemplate {
            pod: SparkPod::initial(),
            undeclared: Vec::new(),
        }),
    }
}

/// Records the pod after each step when tracing; free otherwise.
struct Snapshots<'t> {
    trace: Option<&'t mut Vec<StepSnapshot>>,
    release: Release,
}

impl<'t> Snapshots<'t> {
    fn new(trace: Option<&'t mut Vec<StepSnapshot>>, initial: &SparkPod, release: Release) -> Self {
        let mut s = Snapshots { trace, release };
        s.record(TEMPLATE_STEP, initial);
        s
    }

    fn record(&mut self, step: &'static str, pod: &SparkPod) {
        if let Some(t) = self.trace.as_deref_mut() {
            t.push(StepSnapshot {
                step,
                pod: pod.assembled(),
                release: self.release,
            });
        }
    }
}

/// A list-valued entry (`toSequence`: split on `,`, trimmed, empties dropped); empty when
/// the release does not declare the key.
fn list(conf: &KubernetesConf, key: &keys::ConfKey) -> SparkResult<Vec<String>> {
    Ok(conf
        .spark_conf
        .entry_string(key)?
        .map(|v| {
            v.split(',')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect()
        })
        .unwrap_or_default())
}

/// Drops the steps whose class is listed in `excludedFeatureSteps` (releases that declare it).
fn exclude(
    steps: Vec<Box<dyn FeatureStep>>,
    conf: &KubernetesConf,
    key: &keys::ConfKey,
) -> SparkResult<Vec<Box<dyn FeatureStep>>> {
    let excluded = list(conf, key)?;
    Ok(steps
        .into_iter()
        .filter(|s| !excluded.iter().any(|e| e == s.class_name()))
        .collect())
}

/// Build an executor as the running driver does, from the driver's system properties.
/// Another executor of the application `rendered` holds (its driver and first executor built):
/// executor `executor_id` as the driver creates it, with the name prefix, ConfigMap and secret
/// the first one got and ids of its own (local dirs, claims). `None` when `rendered` has no
/// executor.
pub fn render_executor(
    sub: &Submission,
    rendered: &Rendered,
    executor_id: &str,
    ids: &mut dyn IdSource,
) -> Option<SparkResult<ExecutorSpec>> {
    let first = rendered.executor.as_ref()?;
    let driver = match (&rendered.driver, sub.deploy_mode) {
        (_, DeployMode::Client) => Driver::Submitter,
        (Some((spec, submitted)), DeployMode::Cluster) => Driver::Pod(spec, submitted),
        (None, DeployMode::Cluster) => return None,
    };
    let sub = Submission {
        executor_id: executor_id.to_string(),
        ..sub.clone()
    };
    Some(build_executor(
        &sub,
        driver,
        ExecutorDraws::Reused(first),
        ids,
        None,
        PropertiesText::Written,
    ))
}

/// Where the executors' driver runs, and so which conf they are built from.
#[derive(Clone, Copy)]
enum Driver<'a> {
    /// Cluster mode: the driver pod spark-submit built and submitted.
    Pod(&'a DriverSpec, &'a SubmittedDriver),
    /// Client mode: the spark-submit process itself.
    Submitter,
}

/// When the random names of the executors' driver are drawn: for the first executor, with
/// the submission's or after the executors' name prefix; for a later one, reused.
enum ExecutorDraws<'a> {
    /// With the submission's (the conf ConfigMap names are drawn with the driver's).
    WithSubmission(&'a ConfMapNames),
    /// Drawn by the scheduler backend, after the executors' name prefix (client mode: nothing
    /// touched `KubernetesClientUtils` before).
    AfterPrefix,
    /// Reused: the first executor's, for a later one.
    Reused(&'a ExecutorSpec),
}

/// The conf the executors' driver starts with, before its SparkContext: the driver pod's
/// `spark.properties` and its entrypoint's `--conf`s (`pod_confs`), or (client mode) the
/// submitted conf; in Java string order, as the oracle puts them into its `SparkConf`, a key
/// set twice with its last value. Borrowed: the conf is copied once, into the `SparkConf`.
fn driver_start_conf<'a>(
    sub: &'a Submission,
    driver: Driver<'a>,
    pod_confs: &'a [(String, &'static str)],
) -> Vec<(&'a str, &'a str)> {
    let mut entries: Vec<(&str, &str)> = Vec::new();
    match driver {
        Driver::Pod(spec, _) => {
            // The driver JVM reads spark.properties; the executor template path points at the
            // driver's ConfigMap copy, whose content is the submitter's file.
            let mounted_template = format!("{TEMPLATE_MOUNT_PATH}/{TEMPLATE_FILE_NAME}");
            let user_template = sub.conf_value(keys::EXECUTOR_POD_TEMPLATE_FILE.key);
            entries.reserve(spec.system_properties.len() + pod_confs.len());
            for (k, v) in spec.system_properties.iter() {
                let v = match user_template {
                    Some(t)
                        if k == keys::EXECUTOR_POD_TEMPLATE_FILE.key && *v == mounted_template =>
                    {
                        t
                    }
                    _ => v.as_str(),
                };
                entries.push((k, v));
            }
            entries.extend(pod_confs.iter().map(|(k, v)| (k.as_str(), *v)));
        }
        Driver::Submitter => entries.extend(sub.conf.iter().map(|(k, v)| (k.as_str(), v.as_str()))),
    }
    // Stable: of a key's entries, the one set last stays last, and takes the first's place.
    sparkpods_sort::sort_by(&mut entries, |a, b| java_string_compare(a.0, b.0));
    entries.dedup_by(|later, kept| {
        let same = later.0 == kept.0;
        if same {
            kept.1 = later.1;
        }
        same
    });
    entries
}

fn build_executor(
    sub: &Submission,
    driver: Driver,
    drawn: ExecutorDraws,
    ids: &mut dyn IdSource,
    trace: Option<&mut Vec<StepSnapshot>>,
    properties: PropertiesText,
) -> SparkResult<ExecutorSpec> {
    let pod_confs = match driver {
        Driver::Pod(..) => driver_process::driver_pod_confs(sub.release),
        Driver::Submitter => Vec::new(),
    };
    let entries = driver_start_conf(sub, driver, &pod_confs);
    // The driver reads `${env:...}` in its own process: the oracle's (and the caller's) one
    // environment for both.
    let mut conf =
        SparkConf::from_entries(sub.release, entries.iter().copied()).with_env(&sub.env.vars);
    if !conf.contains(keys::APP_NAME.key)
        && let Some(name) = sub.client.app_name_in_driver(&sub.driver)
    {
        conf.set(keys::APP_NAME.key, &name);
    }
    let bound_port = driver_process::start(&mut conf, sub.env, ids)?;
    if !conf.contains(keys::EXECUTOR_POD_NAME_PREFIX.key) {
        let prefix = match &drawn {
            ExecutorDraws::WithSubmission(_) | ExecutorDraws::AfterPrefix => {
                let app = conf.get(keys::APP_NAME.key).unwrap_or("spark").to_string();
                names::resource_name_prefix(&app, &ids.unique_id(), conf.release())
            }
            ExecutorDraws::Reused(first) => first.resource_name_prefix.clone(),
        };
        conf.set(keys::EXECUTOR_POD_NAME_PREFIX.key, &prefix);
    }
    driver_process::after_scheduler_start(&mut conf, &sub.app_id);
    let drawn_after_prefix;
    let conf_map_names = match &drawn {
        ExecutorDraws::WithSubmission(names) => *names,
        ExecutorDraws::AfterPrefix => {
            drawn_after_prefix = ConfMapNames {
                executor: conf_map_name("spark-exec-", ids),
                driver: conf_map_name("spark-drv-", ids),
            };
            &drawn_after_prefix
        }
        ExecutorDraws::Reused(first) => &first.drawn.conf_map_names,
    };
    let prefix = conf
        .get(keys::EXECUTOR_POD_NAME_PREFIX.key)
        .unwrap_or_default()
        .to_string();
    if !names::is_valid_executor_pod_name_prefix(&prefix, conf.release()) {
        let (rule, hint) = names::executor_pod_name_prefix_rule(conf.release());
        return Err(conf
            .requirement_failed(keys::EXECUTOR_POD_NAME_PREFIX.key, &prefix, rule)
            .with_hint(hint));
    }
    // The driver pod as ExecutorPodsAllocator reads it from the API server (the submitted pod,
    // or in client mode the pod the driver names), of which the owner reference is read.
    let driver_name = match driver {
        Driver::Pod(_, submitted) => Some(submitted.pod.metadata.name.clone().unwrap_or_default()),
        Driver::Submitter => conf.get(keys::DRIVER_POD_NAME.key).map(str::to_string),
    };
    let driver_owner = driver_name
        .map(|name| sparkpods_kube::pod_owner_reference(name, sub.driver_pod_uid.clone()));
    let auth_secret = match (&drawn, conf.entry_flag(&keys::AUTHENTICATE)?) {
        (_, false) => None,
        (ExecutorDraws::WithSubmission(_) | ExecutorDraws::AfterPrefix, true) => {
            Some(auth_secret(&conf, ids)?)
        }
        (ExecutorDraws::Reused(first), true) => first.drawn.auth_secret.clone(),
    };
    let profile = DefaultProfile::from_conf(&conf)?;
    // KubernetesExecutorConf holds `conf.clone()`; the driver's own conf is only read by key
    // from here on, and the copy has the same entries: it is dropped here rather than kept
    // beside its copy while the steps run (with thousands of keys, a few MB).
    let k8s_conf = KubernetesConf {
        spark_conf: conf.clone_conf(),
        app_id: sub.app_id.clone(),
        resource_name_prefix: prefix.clone(),
        role: RoleConf::Executor(ExecutorArgs {
            executor_id: sub.executor_id.clone(),
            driver_owner: driver_owner.filter(|_| sub.with_driver_pod),
            resource_profile_id: 0,
        }),
        env: sub.env,
    };
    drop(conf);
    let conf = &k8s_conf.spark_conf;
    let LoadedTemplate {
        pod: initial,
        undeclared,
    } = starting_pod(sub, &k8s_conf)?;
    let user = sub.user_steps.instantiate(
        &list(&k8s_conf, &keys::EXECUTOR_POD_FEATURE_STEPS)?,
        &k8s_conf,
    )?;
    let conf_dir = load_conf_dir_files(conf, sub.env);
    let conf_dir_items: Vec<String> = key_to_paths(conf_dir.iter().map(|(k, _)| k.as_str()))
        .into_iter()
        .map(|i| i.key)
        .collect();
    let basic = BasicExecutorStep::new(
        &k8s_conf,
        &profile,
        auth_secret.as_deref(),
        conf_map_names,
        conf_dir_items,
    )?;
    let memory = basic.memory();
    let mut steps: Vec<Box<dyn FeatureStep>> = vec![
        Box::new(basic),
        Box::new(ExecutorCredentialsStep::new(&k8s_conf)?),
        Box::new(MountSecretsStep::new(&k8s_conf)),
        Box::new(EnvSecretsStep::new(&k8s_conf)),
        Box::new(MountVolumesStep::new(&k8s_conf)?),
        Box::new(HadoopConfExecutorStep::new(&k8s_conf)),
        Box::new(LocalDirsStep::new(&k8s_conf, ids)?),
    ];
    steps.extend(user);
    let mut steps = exclude(steps, &k8s_conf, &keys::EXECUTOR_POD_EXCLUDED_FEATURE_STEPS)?;
    let mut resources = Vec::new();
    let mut snapshots = Snapshots::new(trace, &initial, k8s_conf.release());
    let mut pod = initial;
    for step in &mut steps {
        pod = step.configure_pod(pod)?;
        snapshots.record(step.class_name(), &pod);
        resources.extend(step.resources()?);
    }

    let config_map = if conf.get_boolean(keys::EXECUTOR_DISABLE_CONFIG_MAP.key, false)? {
        None
    } else {
        let namespace = k8s_conf.namespace()?;
        let resolved = ScalaMap::from_pairs(
            sub.release.scala(),
            [(keys::NAMESPACE.key.to_string(), namespace.clone())],
        );
        let mut data: BTreeMap<String, String> = sparkpods_sort::btree_map(conf_dir);
        data.insert(
            "spark.properties".to_string(),
            properties.text(
                &conf_map_names.executor,
                &resolved,
                &ids.properties_timestamp(),
            ),
        );
        data.insert(keys::NAMESPACE.key.to_string(), namespace.clone());
        let labels = sparkpods_sort::btree_map([
            ("spark-app-selector".to_string(), sub.app_id.clone()),
            ("spark-role".to_string(), "executor".to_string()),
        ]);
        let mut cm = conf_config_map(&conf_map_names.executor, &namespace, data, Some(labels));
        if let Some(owner) = k8s_conf
            .executor_args()
            .and_then(|e| e.driver_owner.as_ref())
        {
            cm.metadata.owner_references = Some(vec![owner.clone()]);
        }
        Some(cm)
    };
    Ok(ExecutorSpec {
        release: k8s_conf.release(),
        resource_name_prefix: prefix,
        pod,
        resources,
        config_map,
        memory,
        drawn: ExecutorsDrawn {
            conf_map_names: conf_map_names.clone(),
            auth_secret,
            bound_port,
        },
        undeclared,
    })
}

/// `SecurityManager.initializeAuth` in the driver: a generated secret on Kubernetes (and YARN,
/// local); any other master (a standalone cluster's `spark://`) needs the configured one.
fn auth_secret(conf: &SparkConf, ids: &mut dyn IdSource) -> SparkResult<String> {
    let master = conf.get(keys::MASTER.key).unwrap_or("");
    let generates = master.starts_with("k8s")
        || master == "yarn"
        || master == "local"
        || (master.starts_with("local[") && master.ends_with(']'));
    if generates {
        return Ok(ids.auth_secret());
    }
    match conf.get(keys::AUTH_SECRET.key) {
        Some(secret) => Ok(secret.to_string()),
        None => Err(SparkError::requirement(format!(
            "A secret key must be specified via the {} config.",
            keys::AUTH_SECRET.key
        ))
        .with_key(keys::AUTHENTICATE.key)
        .with_hint(format!(
            "with spark.master {master}, set {} (Spark generates one only on Kubernetes, YARN and local masters)",
            keys::AUTH_SECRET.key
        ))),
    }
}
