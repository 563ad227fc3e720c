//! Admission: what a set of cluster-wide Spark confs adds to a pod Spark has already built.
//!
//! An admission policy (`admission-wasm/`) sees driver and executor pods after Spark created
//! them. The cluster may want extra pod-level confs on every one of them (node selectors,
//! labels, secrets, volumes...). Instead of re-implementing what those confs do, this module
//! runs Spark's own feature steps for the pod's role over an *empty* `SparkPod` with only the
//! cluster confs set, and hands back what the steps produced as typed additions. The policy
//! then merges the additions into the incoming pod's JSON, keyed by name, so that nothing of the
//! incoming pod is lost or duplicated.
//!
//! Only pod-level confs are accepted (see [`check_cluster_key`]): keys that Spark reads at
//! submit time to size the JVM or pick the application (memory, cores, main class, image...)
//! cannot be changed after the fact and are rejected with the reason.

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::{EnvVar, Volume, VolumeMount};

use crate::conf::SparkConf;
use crate::conf::registry::{self as keys, ConfKey, KeyKind};
use crate::error::{JavaException, SparkError, SparkResult};
use crate::features::FeatureStep;
use crate::features::driver_credentials::DriverCredentialsStep;
use crate::features::env_secrets::EnvSecretsStep;
use crate::features::env_var;
use crate::features::executor_credentials::ExecutorCredentialsStep;
use crate::features::local_dirs::LocalDirsStep;
use crate::features::mount_secrets::MountSecretsStep;
use crate::features::mount_volumes::MountVolumesStep;
use crate::inputs::{DeterministicIds, DriverArgs, Environment};
use crate::kubernetes_conf::{ExecutorArgs, KubernetesConf, Role, RoleConf};
use crate::pod::SparkPod;
use crate::release::SparkVersion;
use crate::volumes::VolumeKind;

/// Exact keys a cluster may set on every pod.
static EXACT_KEYS: &[&ConfKey] = &[
    &keys::LOCAL_DIR,
    &keys::LOCAL_DIRS_TMPFS,
    &keys::IMAGE_PULL_SECRETS,
    &keys::DRIVER_SERVICE_ACCOUNT,
    &keys::EXECUTOR_SERVICE_ACCOUNT,
];

/// Key prefixes a cluster may set on every pod.
static PREFIXES: &[&ConfKey] = &[
    &keys::NODE_SELECTOR,
    &keys::DRIVER_NODE_SELECTOR,
    &keys::EXECUTOR_NODE_SELECTOR,
    &keys::DRIVER_LABEL,
    &keys::EXECUTOR_LABEL,
    &keys::DRIVER_ANNOTATION,
    &keys::EXECUTOR_ANNOTATION,
    &keys::DRIVER_ENV,
    &keys::EXECUTOR_ENV,
    &keys::DRIVER_SECRETS,
    &keys::EXECUTOR_SECRETS,
    &keys::DRIVER_SECRET_KEY_REF,
    &keys::EXECUTOR_SECRET_KEY_REF,
    &keys::DRIVER_VOLUMES,
    &keys::EXECUTOR_VOLUMES,
];

/// Keys (or prefixes, ending in `.`) that only make sense at submit time, with the reason.
static SUBMIT_ONLY: &[(&ConfKey, &str)] = &[
    (
        &keys::DYNAMIC_ALLOCATION,
        "dynamic allocation is decided by the driver when it starts; a webhook only sees single pods",
    ),
    (&keys::SUBMIT, "spark-submit reads it before any pod exists"),
    (
        &keys::DRIVER_MEMORY,
        "it sizes the driver JVM heap and the pod's memory request when spark-submit runs; a webhook cannot resize a JVM that is already configured (use a maxMemory rule to enforce a limit)",
    ),
    (
        &keys::EXECUTOR_MEMORY,
        "it sizes the executor JVM heap (SPARK_EXECUTOR_MEMORY) and the pod's memory request when the driver builds the pod; a webhook cannot resize it (use a maxMemory rule)",
    ),
    (
        &keys::DRIVER_MEMORY_OVERHEAD,
        "the memory overhead is added to the memory request at submit time (use a maxMemory rule)",
    ),
    (
        &keys::EXECUTOR_MEMORY_OVERHEAD,
        "the memory overhead is added to the memory request when the driver builds the pod (use a maxMemory rule)",
    ),
    (
        &keys::DRIVER_MEMORY_OVERHEAD_FACTOR,
        "the memory overhead is computed at submit time (use a maxMemory rule)",
    ),
    (
        &keys::EXECUTOR_MEMORY_OVERHEAD_FACTOR,
        "the memory overhead is computed when the driver builds the pod (use a maxMemory rule)",
    ),
    (
        &keys::MEMORY_OVERHEAD_FACTOR,
        "the memory overhead is computed at submit time (use a maxMemory rule)",
    ),
    (
        &keys::OFF_HEAP_ENABLED,
        "off-heap memory is part of the memory request computed at submit time (use a maxMemory rule)",
    ),
    (
        &keys::OFF_HEAP_SIZE,
        "off-heap memory is part of the memory request computed at submit time (use a maxMemory rule)",
    ),
    (
        &keys::PYSPARK_MEMORY,
        "PySpark memory is part of the memory request computed when the driver builds the pod (use a maxMemory rule)",
    ),
    (
        &keys::DRIVER_CORES,
        "the driver's cores are read by spark-submit and the driver JVM (use a maxCpu rule)",
    ),
    (
        &keys::EXECUTOR_CORES,
        "executor cores fix the task slots of each executor when the driver starts (use a maxCpu rule)",
    ),
    (
        &keys::DRIVER_REQUEST_CORES,
        "the cpu request is set at submit time (use a maxCpu rule)",
    ),
    (
        &keys::EXECUTOR_REQUEST_CORES,
        "the cpu request is set when the driver builds the pod (use a maxCpu rule)",
    ),
    (
        &keys::DRIVER_LIMIT_CORES,
        "the cpu limit is set at submit time (use a requireLimits or maxCpu rule)",
    ),
    (
        &keys::EXECUTOR_LIMIT_CORES,
        "the cpu limit is set when the driver builds the pod (use a requireLimits or maxCpu rule)",
    ),
    (
        &keys::APP_NAME,
        "the application name is chosen by spark-submit and baked into pod names and labels",
    ),
    (
        &keys::CONTAINER_IMAGE,
        "the image is chosen at submit time (use an allowedImages rule)",
    ),
    (
        &keys::DRIVER_CONTAINER_IMAGE,
        "the image is chosen at submit time (use an allowedImages rule)",
    ),
    (
        &keys::EXECUTOR_CONTAINER_IMAGE,
        "the image is chosen at submit time (use an allowedImages rule)",
    ),
    (
        &keys::EXECUTOR_INSTANCES,
        "the number of executors is decided by the driver, not by a pod",
    ),
    (
        &keys::JARS,
        "dependencies are resolved by spark-submit and the driver",
    ),
    (
        &keys::DRIVER_POD_TEMPLATE_FILE,
        "the policy cannot read files; put tolerations and affinity in the policy's inline podTemplate setting",
    ),
    (
        &keys::EXECUTOR_POD_TEMPLATE_FILE,
        "the policy cannot read files; put tolerations and affinity in the policy's inline podTemplate setting",
    ),
];

/// Is `key` a conf a cluster may apply to existing Spark pods? The error says why not.
pub fn check_cluster_key(key: &str) -> Result<(), String> {
    if EXACT_KEYS.iter().any(|k| k.key == key) {
        return Ok(());
    }
    if let Some(p) = PREFIXES.iter().map(|k| k.key).find(|p| key.starts_with(*p)) {
        if key.len() == p.len() {
            return Err(format!("{key} has no name after the prefix {p}"));
        }
        return Ok(());
    }
    let submit_only = SUBMIT_ONLY.iter().find(|(k, _)| match k.kind {
        KeyKind::Prefix => key.starts_with(k.key),
        KeyKind::Exact => key == k.key,
    });
    match submit_only {
        Some((_, why)) => Err(format!("{key} only makes sense at submit time: {why}")),
        None => Err(format!(
            "{key} is not a pod-level conf the policy can apply to existing pods (supported: {}, and the prefixes {})",
            EXACT_KEYS
                .iter()
                .map(|k| k.key)
                .collect::<Vec<_>>()
                .join(", "),
            PREFIXES
                .iter()
                .map(|p| format!("{}*", p.key))
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

/// What the policy knows about the pod it is looking at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PodIdentity {
    /// The Spark release the pod's image runs (its `spark-version` label).
    pub version: SparkVersion,
    /// Whether the pod is a driver or an executor (its `spark-role` label).
    pub role: Role,
    /// The `spark-app-selector` label (substituted for `{{APP_ID}}` in labels/annotations).
    pub app_id: String,
    /// The `spark-exec-id` label of executors (for `{{EXECUTOR_ID}}`, `SPARK_EXECUTOR_ID` in
    /// claim names); "" for drivers.
    pub executor_id: String,
    /// Whether the Spark container already mounts `spark-local-dir-*` volumes.
    pub has_local_dirs: bool,
}

/// What the cluster confs add to a pod of one role, in the order Spark's steps produce them.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PodAdditions {
    /// Labels, by the `spark.kubernetes.{driver,executor}.label.*` keys.
    pub labels: BTreeMap<String, String>,
    /// Annotations, by the `spark.kubernetes.{driver,executor}.annotation.*` keys.
    pub annotations: BTreeMap<String, String>,
    /// `spec.nodeSelector`, by the `spark.kubernetes.node.selector.*` and per-role keys.
    pub node_selector: BTreeMap<String, String>,
    /// Names of the `spec.imagePullSecrets` (`spark.kubernetes.container.image.pullSecrets`).
    pub image_pull_secrets: Vec<String>,
    /// Set as both `serviceAccountName` and the deprecated `serviceAccount`, as Spark does.
    pub service_account: Option<String>,
    /// Volumes of the pod (the `spark.kubernetes.*.volumes.*` keys).
    pub volumes: Vec<Volume>,
    /// Mounts of the Spark container.
    pub volume_mounts: Vec<VolumeMount>,
    /// Env vars of the Spark container.
    pub env: Vec<EnvVar>,
}

impl PodAdditions {
    /// Whether the confs add nothing to the pod.
    pub fn is_empty(&self) -> bool {
        self == &PodAdditions::default()
    }
}

/// The labels Spark sets itself (never added by the policy; reserved in confs).
const PRESET_LABELS: &[&str] = &[
    "spark-version",
    "spark-app-selector",
    "spark-app-name",
    "spark-role",
    "spark-exec-id",
    "spark-exec-resourceprofile-id",
];

/// Run the pod-level feature steps of `id.role` with only `confs` set, and collect what they add.
///
/// Steps reused and how:
/// - labels, annotations, node selector, pull secrets: the `KubernetesConf` views the basic
///   steps read (`labels()` keeps rejecting Spark's reserved label keys); the basic steps
///   themselves are not run because they also set name, image, resources and command, which
///   Spark fixed at submit time.
/// - service account: `DriverCredentialsStep` / `ExecutorCredentialsStep`.
/// - env vars: `KubernetesConf::environment()` (what the basic steps add), then
///   `EnvSecretsStep`.
/// - secrets and volumes: `MountSecretsStep`, `MountVolumesStep`. Volumes whose claims Spark
///   would create (`OnDemand`, `storageClass`+`sizeLimit`) are rejected: a webhook cannot
///   create the PersistentVolumeClaim.
/// - local dirs: `LocalDirsStep`, only when `spark.local.dir` is set and the pod has no
///   `spark-local-dir-*` mount yet. Every Spark pod already has one (Spark's default emptyDir),
///   and replacing it would change the path the JVM was told (`SPARK_LOCAL_DIRS`) at submit
///   time, so the step is skipped then (the policy reports it as a warning). Without
///   `spark.local.dir` the step would draw a random directory name: it is never run then.
pub fn cluster_additions(
    confs: &[(String, String)],
    id: &PodIdentity,
) -> SparkResult<PodAdditions> {
    for (k, _) in confs {
        check_cluster_key(k).map_err(|why| {
            SparkError::new(JavaException::IllegalArgument, why).with_key(k.clone())
        })?;
    }
    // The webhook's own process environment must not leak in (`SPARK_LOCAL_DIRS`...).
    let env = Environment::default();
    let spark_conf = SparkConf::from_entries(
        id.version,
        confs.iter().map(|(k, v)| (k.as_str(), v.as_str())),
    );
    let role = match id.role {
        Role::Driver => RoleConf::Driver(DriverArgs::default()),
        Role::Executor => RoleConf::Executor(ExecutorArgs {
            executor_id: id.executor_id.clone(),
            driver_owner: None,
            resource_profile_id: 0,
        }),
    };
    let conf = KubernetesConf {
        spark_conf,
        app_id: id.app_id.clone(),
        resource_name_prefix: String::new(),
        role,
        env: &env,
    };

    let mut labels = conf.labels()?;
    labels.retain(|k, _| !PRESET_LABELS.contains(&k.as_str()));

    let volume_prefix = id.role.keys().volumes.key;
    for spec in conf.volumes()? {
        if let VolumeKind::PersistentVolumeClaim {
            claim_name,
            storage_class,
            size_limit,
            ..
        } = &spec.kind
        {
            let key = format!(
                "{volume_prefix}persistentVolumeClaim.{}.options.claimName",
                spec.name
            );
            if claim_name.contains("OnDemand") || (storage_class.is_some() && size_limit.is_some())
            {
                return Err(SparkError::new(
                    JavaException::IllegalArgument,
                    format!(
                        "volume {} asks Spark to create its PersistentVolumeClaim; an admission policy cannot create claims",
                        spec.name
                    ),
                )
                .with_key(key)
                .with_hint("name an existing claim and drop storageClass/sizeLimit"));
            }
        }
    }

    // Env: the user env vars the basic steps add, then the steps' own.
    let mut pod = SparkPod::initial();
    pod.add_env(conf.environment().iter().map(|(k, v)| env_var(k, v)));
    pod = match id.role {
        Role::Driver => DriverCredentialsStep::new(&conf)?.configure_pod(pod)?,
        Role::Executor => ExecutorCredentialsStep::new(&conf)?.configure_pod(pod)?,
    };
    pod = MountSecretsStep::new(&conf).configure_pod(pod)?;
    pod = EnvSecretsStep::new(&conf).configure_pod(pod)?;
    pod = MountVolumesStep::new(&conf)?.configure_pod(pod)?;
    if conf.get(keys::LOCAL_DIR.key).is_some() && !id.has_local_dirs {
        // `spark.local.dir` is set, so no random directory is drawn.
        let mut ids = DeterministicIds::default();
        pod = LocalDirsStep::new(&conf, &mut ids)?.configure_pod(pod)?;
    } else {
        // Still validate the tmpfs flag like the step's constructor would.
        conf.spark_conf.entry_flag(&keys::LOCAL_DIRS_TMPFS)?;
    }

    // The two fields taken from the spec in place: a `PodSpec` by value (moved out of its box,
    // or a default) is most of a kilobyte of this frame, and the policy's deepest calls run
    // under it (every stack page a fresh instance touches is a page fault).
    let (service_account, volumes) = match pod.pod.spec.as_mut() {
        Some(spec) => (
            spec.service_account_name.take(),
            spec.volumes.take().unwrap_or_default(),
        ),
        None => (None, Vec::new()),
    };
    Ok(PodAdditions {
        labels,
        annotations: conf.annotations(),
        node_selector: conf.node_selector(),
        image_pull_secrets: conf.image_pull_secrets(),
        service_account,
        volumes,
        volume_mounts: pod.container.volume_mounts.unwrap_or_default(),
        env: pod.container.env.unwrap_or_default(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn confs(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    fn id(role: Role) -> PodIdentity {
        PodIdentity {
            version: SparkVersion::V4_3_0,
            role,
            app_id: "spark-123".into(),
            executor_id: if role == Role::Executor {
                "7".into()
            } else {
                String::new()
            },
            has_local_dirs: true,
        }
    }

    #[test]
    fn submit_time_keys_are_rejected_with_the_reason() {
        let err = check_cluster_key("spark.executor.memory").unwrap_err();
        assert!(err.contains("only makes sense at submit time"), "{err}");
        assert!(check_cluster_key("spark.memory.offHeap.size").is_err());
        assert!(
            check_cluster_key("spark.foo")
                .unwrap_err()
                .contains("not a pod-level conf")
        );
        assert!(check_cluster_key("spark.kubernetes.node.selector.").is_err());
        assert!(check_cluster_key("spark.kubernetes.node.selector.zone").is_ok());
    }

    #[test]
    fn the_role_s_steps_produce_the_additions() {
        let c = confs(&[
            ("spark.kubernetes.node.selector.pool", "spark"),
            ("spark.kubernetes.executor.node.selector.disk", "ssd"),
            ("spark.kubernetes.executor.label.team", "data-{{APP_ID}}"),
            (
                "spark.kubernetes.executor.annotation.exec",
                "{{EXECUTOR_ID}}",
            ),
            ("spark.kubernetes.driver.label.only", "driver"),
            ("spark.executorEnv.TZ", "UTC"),
            ("spark.kubernetes.executor.secrets.tls", "/etc/tls"),
            ("spark.kubernetes.executor.secretKeyRef.PW", "db:pw"),
            (
                "spark.kubernetes.executor.volumes.nfs.data.mount.path",
                "/data",
            ),
            (
                "spark.kubernetes.executor.volumes.nfs.data.options.server",
                "nfs",
            ),
            (
                "spark.kubernetes.executor.volumes.nfs.data.options.path",
                "/x",
            ),
            (
                "spark.kubernetes.authenticate.driver.serviceAccountName",
                "spark",
            ),
            ("spark.kubernetes.container.image.pullSecrets", "a, b"),
        ]);
        let a = cluster_additions(&c, &id(Role::Executor)).unwrap();
        assert_eq!(
            a.node_selector,
            BTreeMap::from([
                ("pool".into(), "spark".into()),
                ("disk".into(), "ssd".into())
            ])
        );
        assert_eq!(
            a.labels,
            BTreeMap::from([("team".into(), "data-spark-123".into())])
        );
        assert_eq!(a.annotations, BTreeMap::from([("exec".into(), "7".into())]));
        // The executor falls back to the driver's service account, as Spark does.
        assert_eq!(a.service_account.as_deref(), Some("spark"));
        assert_eq!(a.image_pull_secrets, vec!["a", "b"]);
        let env: Vec<&str> = a.env.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(env, vec!["TZ", "PW"]);
        let vols: Vec<&str> = a.volumes.iter().map(|v| v.name.as_str()).collect();
        assert_eq!(vols, vec!["tls-volume", "data"]);
        let d = cluster_additions(&c, &id(Role::Driver)).unwrap();
        assert_eq!(d.labels, BTreeMap::from([("only".into(), "driver".into())]));
        assert!(d.env.is_empty() && d.volumes.is_empty());
    }

    #[test]
    fn reserved_labels_and_bad_refs_fail_like_spark() {
        let e = cluster_additions(
            &confs(&[("spark.kubernetes.executor.label.spark-role", "x")]),
            &id(Role::Executor),
        )
        .unwrap_err();
        assert_eq!(
            e.key.as_deref(),
            Some("spark.kubernetes.executor.label.spark-role")
        );
        let e = cluster_additions(
            &confs(&[("spark.kubernetes.driver.secretKeyRef.PW", "nokey")]),
            &id(Role::Driver),
        )
        .unwrap_err();
        assert_eq!(
            e.key.as_deref(),
            Some("spark.kubernetes.driver.secretKeyRef.PW")
        );
    }

    #[test]
    fn on_demand_claims_are_rejected() {
        let p = "spark.kubernetes.executor.volumes.persistentVolumeClaim.d.";
        let c = confs(&[
            (&format!("{p}options.claimName"), "OnDemand"),
            (&format!("{p}mount.path"), "/d"),
        ]);
        let e = cluster_additions(&c, &id(Role::Executor)).unwrap_err();
        assert!(e.message.contains("cannot create claims"), "{}", e.message);
    }

    #[test]
    fn local_dirs_only_without_existing_ones() {
        let c = confs(&[("spark.local.dir", "/mnt/a,/mnt/b")]);
        let a = cluster_additions(&c, &id(Role::Executor)).unwrap();
        assert!(a.volumes.is_empty());
        let mut fresh = id(Role::Executor);
        fresh.has_local_dirs = false;
        let a = cluster_additions(&c, &fresh).unwrap();
        assert_eq!(a.volumes.len(), 2);
        assert_eq!(
            a.env.last().and_then(|e| e.value.as_deref()),
            Some("/mnt/a,/mnt/b")
        );
    }
}
