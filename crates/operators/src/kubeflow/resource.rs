//! The `SparkApplication` of `sparkoperator.k8s.io/v1beta2`: the fields the operator's
//! submission reads (`api/v1beta2/sparkapplication_types.go`), typed, each error naming the field.
//! Fields only the operator's pod webhook applies (env, affinity, tolerations, sidecars, ...) are
//! not read here.

use serde_json::{Map, Value};

use builder_core::Role;

use super::fields::{unknown_fields, webhook_role_fields, webhook_spec_fields};
use crate::FieldError;
use crate::UnknownField;
use crate::value::Obj;

/// The resource's `apiVersion`.
pub const API_VERSION: &str = "sparkoperator.k8s.io/v1beta2";
/// The resource's `kind`.
pub const KIND: &str = "SparkApplication";

/// A `SparkApplication` as the operator's submission reads it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SparkApplication {
    /// `metadata.name`: `--name`, the driver pod's default name (`<name>-driver`) and the
    /// operator's `app-name` label.
    pub name: String,
    /// `metadata.namespace`, `default` when absent (as `kubectl apply` without `-n`).
    pub namespace: String,
    /// `metadata.uid` (the API server's; a placeholder when rendering offline).
    pub uid: Option<String>,
    /// `metadata.labels`, in the resource's order: both roles' pod labels (Kueue's left off from
    /// v2.4.0).
    pub labels: Vec<(String, String)>,
    /// `spec`, the fields the submission reads.
    pub spec: Spec,
    /// The fields present that only the operator's pod webhook applies (`spec.driver.tolerations`,
    /// ...): in the pods only when it runs.
    pub webhook_fields: Vec<String>,
    /// Fields the API does not declare (typos): never in effect.
    pub unknown_fields: Vec<UnknownField>,
    /// A run of a `ScheduledSparkApplication`: its fields are under `spec.template`.
    pub scheduled: Option<ScheduledRun>,
}

/// `ScheduledSparkApplication`: every `spec.schedule` the operator creates a SparkApplication of
/// its `spec.template`, named `<name>-<the run's time>` and labelled with its name.
pub const SCHEDULED_KIND: &str = "ScheduledSparkApplication";
/// The run's time in the name (`--scheduled-spark-application-timestamp-precision`, nanoseconds
/// by default): a fixed stand-in, as the oracle pins spark-submit's time.
pub const RUN_TIME_NANOS: &str = "1700000000000000000";
/// `LabelScheduledSparkAppName`.
const SCHEDULED_APP_LABEL: &str = "sparkoperator.k8s.io/scheduled-app-name";
/// `ScheduledSparkApplicationSpec`.
const SCHEDULED_SPEC: &[&str] = &[
    "schedule",
    "timeZone",
    "template",
    "suspend",
    "concurrencyPolicy",
    "successfulRunHistoryLimit",
    "failedRunHistoryLimit",
];

/// The `ScheduledSparkApplication` a run comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScheduledRun {
    /// Its `metadata.name`: the stem of the run's name and its `scheduled-app-name` label.
    pub name: String,
    /// `spec.schedule`: the cron schedule of its runs.
    pub schedule: Option<String>,
}

/// A run's field as the `ScheduledSparkApplication` has it (`spec.driver` → `spec.template.driver`).
pub fn under_template(path: &str) -> String {
    match path.strip_prefix("spec") {
        Some(rest) if rest.is_empty() || rest.starts_with(['.', '[']) => {
            format!("spec.template{rest}")
        }
        _ => path.to_string(),
    }
}

/// `spec`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Spec {
    /// `type`: Java, Scala, Python or R.
    pub app_type: Option<String>,
    /// `sparkVersion`: the Spark of the image, which builds the executors (free text to the
    /// operator).
    pub spark_version: Option<String>,
    /// `cluster` or `client`.
    pub mode: Option<String>,
    /// `proxyUser`: `--proxy-user`.
    pub proxy_user: Option<String>,
    /// `image`: `spark.kubernetes.container.image`, and each role's image unless it has its own.
    pub image: Option<String>,
    /// `imagePullPolicy`: `spark.kubernetes.container.image.pullPolicy`.
    pub image_pull_policy: Option<String>,
    /// `imagePullSecrets`: `spark.kubernetes.container.image.pullSecrets`, comma-joined.
    pub image_pull_secrets: Vec<String>,
    /// `mainClass`: `--class`.
    pub main_class: Option<String>,
    /// `mainApplicationFile`: the application's main resource, spark-submit's primary argument.
    pub main_application_file: Option<String>,
    /// `arguments`: the application's arguments, after the main resource.
    pub arguments: Vec<String>,
    /// `sparkConf`, in the resource's order: each a `--conf` (the driver pod's name later, with
    /// the driver's conf; the metrics keys Prometheus monitoring sets are replaced).
    pub spark_conf: Vec<(String, String)>,
    /// `hadoopConf`, in the resource's order: each a `--conf spark.hadoop.<key>`.
    pub hadoop_conf: Vec<(String, String)>,
    /// `volumes`: the `spark-local-dir-*` ones a role mounts become Spark's volume conf; the
    /// pod webhook mounts the others.
    pub volumes: Vec<Volume>,
    /// `deps`: the dependency options (`--jars`, `--packages`, ...).
    pub deps: Deps,
    /// `nodeSelector`: `spark.kubernetes.node.selector.*`.
    pub node_selector: Vec<(String, String)>,
    /// `pythonVersion`: `spark.kubernetes.pyspark.pythonVersion`.
    pub python_version: Option<String>,
    /// `memoryOverheadFactor`: `spark.kubernetes.memoryOverheadFactor`.
    pub memory_overhead_factor: Option<String>,
    /// `dynamicAllocation`: Spark's `spark.dynamicAllocation.*` keys, when enabled.
    pub dynamic_allocation: Option<DynamicAllocation>,
    /// `monitoring`: the metrics conf, and with `prometheus` the JMX exporter agent.
    pub monitoring: Option<Monitoring>,
    /// `driver`.
    pub driver: RoleSpec,
    /// `executor`.
    pub executor: RoleSpec,
    /// `spec` as written, for what only the pod webhook reads (`webhook.rs`).
    pub raw: Map<String, Value>,
}

/// `spec.deps`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Deps {
    /// `jars`: `--jars`, comma-joined.
    pub jars: Vec<String>,
    /// `packages`: `--packages` (Maven coordinates).
    pub packages: Vec<String>,
    /// `excludePackages`: `--exclude-packages`.
    pub exclude_packages: Vec<String>,
    /// `repositories`: `--repositories`.
    pub repositories: Vec<String>,
    /// `pyFiles`: `--py-files`.
    pub py_files: Vec<String>,
    /// `files`: `--files`.
    pub files: Vec<String>,
    /// `archives`: `--archives` (declared from v2.1.0).
    pub archives: Vec<String>,
}

/// `spec.monitoring`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Monitoring {
    /// `exposeDriverMetrics`: the driver gets the exporter agent and `prometheus.io/*`
    /// annotations.
    pub expose_driver_metrics: bool,
    /// `exposeExecutorMetrics`: the executors get them.
    pub expose_executor_metrics: bool,
    /// `metricsPropertiesFile`: a metrics.properties in the image.
    pub metrics_properties_file: Option<String>,
    /// `prometheus`: the JMX exporter; it also sets `spark.metrics.namespace` and
    /// `spark.metrics.conf`.
    pub prometheus: Option<Prometheus>,
}

/// `spec.monitoring.prometheus`: the JMX exporter Java agent.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Prometheus {
    /// `jmxExporterJar`: the agent's jar in the image (`-javaagent:<jar>=<port>:<config>`).
    pub jmx_exporter_jar: String,
    /// `port`: the agent's port and `prometheus.io/port` (default 8090).
    pub port: Option<i64>,
    /// `portName`: the name of the container port the pod webhook adds (default
    /// `jmx-exporter`).
    pub port_name: Option<String>,
    /// `configFile`: a prometheus.yaml in the image.
    pub config_file: Option<String>,
}

/// `spec.dynamicAllocation`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct DynamicAllocation {
    /// `enabled`: `spark.dynamicAllocation.enabled`; off, none of the keys is written.
    pub enabled: bool,
    /// `initialExecutors`: `spark.dynamicAllocation.initialExecutors`.
    pub initial_executors: Option<i64>,
    /// `minExecutors`: `spark.dynamicAllocation.minExecutors`.
    pub min_executors: Option<i64>,
    /// `maxExecutors`: `spark.dynamicAllocation.maxExecutors`.
    pub max_executors: Option<i64>,
    /// `shuffleTrackingEnabled`: `spark.dynamicAllocation.shuffleTracking.enabled`, true when
    /// unset (declared from v2.2.0; before, always true).
    pub shuffle_tracking_enabled: Option<bool>,
    /// Milliseconds.
    pub shuffle_tracking_timeout: Option<i64>,
}

/// `spec.driver` / `spec.executor` (`SparkPodSpec` plus the role's own fields).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RoleSpec {
    /// `cores`: `spark.{driver,executor}.cores`.
    pub cores: Option<i64>,
    /// `coreRequest`: `spark.kubernetes.{driver,executor}.request.cores`.
    pub core_request: Option<String>,
    /// `coreLimit`: `spark.kubernetes.{driver,executor}.limit.cores`.
    pub core_limit: Option<String>,
    /// `memory`: `spark.{driver,executor}.memory`.
    pub memory: Option<String>,
    /// `memoryOverhead`: `spark.{driver,executor}.memoryOverhead`.
    pub memory_overhead: Option<String>,
    /// `image`: `spark.kubernetes.{driver,executor}.container.image` (else `spec.image`).
    pub image: Option<String>,
    /// `serviceAccount`: `spark.kubernetes.authenticate.{driver,executor}.serviceAccountName`.
    pub service_account: Option<String>,
    /// `javaOptions`: `spark.{driver,executor}.extraJavaOptions` (the exporter agent appended
    /// when Prometheus monitoring exposes the role).
    pub java_options: Option<String>,
    /// `labels`: `spark.kubernetes.{driver,executor}.label.*`, after the application's.
    pub labels: Vec<(String, String)>,
    /// `annotations`: `spark.kubernetes.{driver,executor}.annotation.*`.
    pub annotations: Vec<(String, String)>,
    /// `envSecretKeyRefs`: env var → (secret name, key).
    pub env_secret_key_refs: Vec<(String, String, String)>,
    /// `envVars` (deprecated, still submitted).
    pub env_vars: Vec<(String, String)>,
    /// `secrets`: `spark.kubernetes.{driver,executor}.secrets.<name>`, and the env var a GCP or
    /// Hadoop secret's file needs.
    pub secrets: Vec<Secret>,
    /// `volumeMounts`: the `spark-local-dir-*` ones become Spark's volume conf; the pod
    /// webhook mounts the others.
    pub volume_mounts: Vec<VolumeMount>,
    /// `template`: a PodTemplateSpec, passed on as written.
    pub template: Option<Value>,
    /// Driver only: `kubernetesMaster`.
    pub kubernetes_master: Option<String>,
    /// Driver only: `serviceLabels`.
    pub service_labels: Vec<(String, String)>,
    /// Driver only: `serviceAnnotations`.
    pub service_annotations: Vec<(String, String)>,
    /// Driver only: `podName`.
    pub pod_name: Option<String>,
    /// Executor only: `instances`.
    pub instances: Option<i64>,
    /// Executor only: `deleteOnTermination`.
    pub delete_on_termination: Option<bool>,
    /// The role's spec as written, for what only the pod webhook reads (`webhook.rs`).
    pub raw: Map<String, Value>,
}

/// An item of `secrets`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Secret {
    /// `name`: the Secret to mount.
    pub name: String,
    /// `path`: where it is mounted.
    pub path: String,
    /// `Generic`, `GCPServiceAccount` or `HadoopDelegationToken`.
    pub secret_type: String,
}

/// An item of `volumeMounts` (what the submission reads of it).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct VolumeMount {
    /// `name`: the volume of `spec.volumes` it mounts.
    pub name: String,
    /// `mountPath`: the volume key's `mount.path`.
    pub mount_path: String,
    /// `subPath`: its `mount.subPath`.
    pub sub_path: Option<String>,
    /// `readOnly`: its `mount.readOnly`.
    pub read_only: bool,
}

/// An item of `spec.volumes`: its name and, for the sources Spark's conf can express, the
/// source (others only the webhook mounts).
#[derive(Debug, Clone, PartialEq)]
pub struct Volume {
    /// `name`: `spark-local-dir-*` makes it one of Spark's local dirs.
    pub name: String,
    /// The first of its sources the operator checks that is set (`None`: another kind).
    pub source: Option<VolumeSource>,
}

/// The volume sources a `spark-local-dir-*` volume can have in Spark's conf.
#[derive(Debug, Clone, PartialEq)]
pub enum VolumeSource {
    /// `emptyDir`.
    EmptyDir {
        /// The quantity as the API server prints it (`10Gi`).
        size_limit: Option<String>,
        /// `medium` (`Memory`), passed on from v2.5.1.
        medium: Option<String>,
    },
    /// `hostPath`: a directory of the node.
    HostPath {
        /// `path` on the node.
        path: String,
        /// `type` (`Directory`, `DirectoryOrCreate`, ...).
        path_type: Option<String>,
    },
    /// `nfs`: an NFS export.
    Nfs {
        /// `path` of the export.
        path: String,
        /// `server`: the NFS server.
        server: String,
        /// `readOnly`.
        read_only: bool,
    },
    /// `persistentVolumeClaim`: a PersistentVolumeClaim.
    PersistentVolumeClaim {
        /// `claimName`.
        claim_name: String,
        /// `readOnly`.
        read_only: bool,
    },
}

/// Why a document is not a `SparkApplication` this module reads.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ResourceError {
    /// Not a `SparkApplication` (nor a `ScheduledSparkApplication`) of
    /// `sparkoperator.k8s.io/v1beta2`.
    #[error(
        "not a {KIND} of {API_VERSION}: apiVersion `{api_version}`, kind `{kind}` (the kubeflow spark-operator's resource starts `apiVersion: {API_VERSION}` and `kind: {KIND}`)"
    )]
    NotASparkApplication {
        /// The document's `apiVersion` (empty when absent).
        api_version: String,
        /// The document's `kind` (empty when absent).
        kind: String,
    },
    /// A field is missing or not of the CRD's type.
    #[error(transparent)]
    Field(#[from] FieldError),
}

impl SparkApplication {
    /// The resource of a JSON value (YAML read into one); of a `ScheduledSparkApplication`,
    /// its run.
    pub fn from_value(value: &Value) -> Result<SparkApplication, ResourceError> {
        let root = Obj::root(value)?;
        let api_version = root.string("apiVersion")?.unwrap_or_default();
        let kind = root.string("kind")?.unwrap_or_default();
        if api_version == API_VERSION && kind == SCHEDULED_KIND {
            return Self::scheduled_run(&root);
        }
        if api_version != API_VERSION || kind != KIND {
            return Err(ResourceError::NotASparkApplication { api_version, kind });
        }
        let metadata = root.object("metadata")?.ok_or_else(|| FieldError {
            path: "metadata".into(),
            message: "missing: a SparkApplication needs metadata.name".into(),
        })?;
        let name = metadata.string("name")?.ok_or_else(|| FieldError {
            path: "metadata.name".into(),
            message: "missing: the operator names the driver and its labels after it".into(),
        })?;
        let spec = match root.object("spec")? {
            Some(spec) => read_spec(&spec)?,
            None => {
                return Err(FieldError {
                    path: "spec".into(),
                    message: "missing".into(),
                }
                .into());
            }
        };
        let webhook_fields = match root.object("spec")? {
            Some(spec) => webhook_fields(&spec)?,
            None => Vec::new(),
        };
        Ok(SparkApplication {
            unknown_fields: unknown_fields(value),
            webhook_fields,
            name,
            namespace: metadata
                .string("namespace")?
                .unwrap_or_else(|| "default".to_string()),
            uid: metadata.string("uid")?,
            labels: metadata.string_map("labels")?,
            spec,
            scheduled: None,
        })
    }
}

impl SparkApplication {
    /// The SparkApplication the operator creates for a run of a `ScheduledSparkApplication`.
    fn scheduled_run(root: &Obj) -> Result<SparkApplication, ResourceError> {
        let metadata = root.object("metadata")?.ok_or_else(|| FieldError {
            path: "metadata".into(),
            message: "missing: a ScheduledSparkApplication needs metadata.name".into(),
        })?;
        let name = metadata.string("name")?.ok_or_else(|| FieldError {
            path: "metadata.name".into(),
            message: "missing: the operator names each run after it".into(),
        })?;
        let spec = root.object("spec")?.ok_or_else(|| FieldError {
            path: "spec".into(),
            message: "missing".into(),
        })?;
        let template = spec.object("template")?.ok_or_else(|| FieldError {
            path: "spec.template".into(),
            message: "missing: the SparkApplication spec each run gets".into(),
        })?;
        let mut labels = metadata.string_map("labels")?;
        labels.retain(|(k, _)| k != SCHEDULED_APP_LABEL);
        labels.push((SCHEDULED_APP_LABEL.to_string(), name.clone()));
        let mut run_meta = serde_json::Map::new();
        run_meta.insert(
            "name".into(),
            Value::String(format!("{name}-{RUN_TIME_NANOS}")),
        );
        for key in ["namespace", "uid"] {
            if let Some(v) = metadata.string(key)? {
                run_meta.insert(key.into(), Value::String(v));
            }
        }
        run_meta.insert(
            "labels".into(),
            Value::Object(
                labels
                    .into_iter()
                    .map(|(k, v)| (k, Value::String(v)))
                    .collect(),
            ),
        );
        let run = serde_json::json!({
            "apiVersion": API_VERSION,
            "kind": KIND,
            "metadata": run_meta,
            "spec": Value::Object(template.map.clone()),
        });
        let mut app = SparkApplication::from_value(&run).map_err(|e| match e {
            ResourceError::Field(f) => ResourceError::Field(FieldError {
                path: under_template(&f.path),
                message: f.message,
            }),
            other => other,
        })?;
        // Its own fields, then the template's, as the resource has them.
        let mut unknown =
            crate::fields::unknown_in(&Value::Object(spec.map.clone()), "spec", SCHEDULED_SPEC);
        for mut f in std::mem::take(&mut app.unknown_fields) {
            if f.path.starts_with("spec") {
                f.path = under_template(&f.path);
                unknown.push(f);
            }
        }
        app.unknown_fields = unknown;
        for f in app.webhook_fields.iter_mut() {
            *f = under_template(f);
        }
        app.scheduled = Some(ScheduledRun {
            name,
            schedule: spec.string("schedule")?,
        });
        Ok(app)
    }
}

/// The resource's spec of `role` (`spec.driver` or `spec.executor`).
pub(super) fn role_spec(app: &SparkApplication, role: Role) -> &RoleSpec {
    match role {
        Role::Driver => &app.spec.driver,
        Role::Executor => &app.spec.executor,
    }
}

fn webhook_fields(spec: &Obj) -> Result<Vec<String>, FieldError> {
    let mut out: Vec<String> = webhook_spec_fields()
        .filter(|f| spec.raw(f).is_some())
        .map(|f| format!("spec.{f}"))
        .collect();
    for role in ["driver", "executor"] {
        let Some(r) = spec.object(role)? else {
            continue;
        };
        // Mounts the submission does not turn into local dirs: the webhook adds each with the
        // volume of spec.volumes it names.
        for (i, m) in r.objects("volumeMounts")?.iter().enumerate() {
            let name = m.string("name")?.unwrap_or_default();
            if !name.starts_with("spark-local-dir-") {
                out.push(format!("spec.{role}.volumeMounts[{i}]"));
            }
        }
        out.extend(
            webhook_role_fields(role)
                .filter(|f| r.raw(f).is_some())
                .map(|f| format!("spec.{role}.{f}")),
        );
    }
    Ok(out)
}

fn read_spec(spec: &Obj) -> Result<Spec, FieldError> {
    let deps = match spec.object("deps")? {
        Some(d) => Deps {
            jars: d.strings("jars")?,
            packages: d.strings("packages")?,
            exclude_packages: d.strings("excludePackages")?,
            repositories: d.strings("repositories")?,
            py_files: d.strings("pyFiles")?,
            files: d.strings("files")?,
            archives: d.strings("archives")?,
        },
        None => Deps::default(),
    };
    let dynamic_allocation = match spec.object("dynamicAllocation")? {
        Some(d) => Some(DynamicAllocation {
            enabled: d.boolean("enabled")?.unwrap_or(false),
            initial_executors: d.integer("initialExecutors")?,
            min_executors: d.integer("minExecutors")?,
            max_executors: d.integer("maxExecutors")?,
            shuffle_tracking_enabled: d.boolean("shuffleTrackingEnabled")?,
            shuffle_tracking_timeout: d.integer("shuffleTrackingTimeout")?,
        }),
        None => None,
    };
    let monitoring = match spec.object("monitoring")? {
        Some(m) => Some(Monitoring {
            expose_driver_metrics: m.boolean("exposeDriverMetrics")?.unwrap_or(false),
            expose_executor_metrics: m.boolean("exposeExecutorMetrics")?.unwrap_or(false),
            metrics_properties_file: m.string("metricsPropertiesFile")?.filter(|f| !f.is_empty()),
            prometheus: match m.object("prometheus")? {
                Some(p) => Some(Prometheus {
                    jmx_exporter_jar: p.string("jmxExporterJar")?.unwrap_or_default(),
                    port: p.integer("port")?,
                    port_name: p.string("portName")?,
                    config_file: p.string("configFile")?.filter(|f| !f.is_empty()),
                }),
                None => None,
            },
        }),
        None => None,
    };
    Ok(Spec {
        monitoring,
        app_type: spec.string("type")?,
        spark_version: spec.string("sparkVersion")?,
        mode: spec.string("mode")?,
        proxy_user: spec.string("proxyUser")?,
        image: spec.string("image")?,
        image_pull_policy: spec.string("imagePullPolicy")?,
        image_pull_secrets: spec.strings("imagePullSecrets")?,
        main_class: spec.string("mainClass")?,
        main_application_file: spec.string("mainApplicationFile")?,
        arguments: spec.strings("arguments")?,
        spark_conf: spec.string_map("sparkConf")?,
        hadoop_conf: spec.string_map("hadoopConf")?,
        volumes: spec
            .objects("volumes")?
            .iter()
            .map(read_volume)
            .collect::<Result<_, _>>()?,
        deps,
        node_selector: spec.string_map("nodeSelector")?,
        python_version: spec.string("pythonVersion")?,
        memory_overhead_factor: spec.string("memoryOverheadFactor")?,
        dynamic_allocation,
        driver: match spec.object("driver")? {
            Some(d) => read_role(&d)?,
            None => RoleSpec::default(),
        },
        executor: match spec.object("executor")? {
            Some(e) => read_role(&e)?,
            None => RoleSpec::default(),
        },
        raw: spec.map.clone(),
    })
}

fn read_role(role: &Obj) -> Result<RoleSpec, FieldError> {
    let env_secret_key_refs = match role.object("envSecretKeyRefs")? {
        Some(refs) => refs
            .map
            .keys()
            .map(|env| {
                let r = refs.object(env)?.ok_or_else(|| FieldError {
                    path: format!("{}.{env}", refs.path),
                    message: "expected an object with name and key".into(),
                })?;
                Ok((
                    env.clone(),
                    r.string("name")?.unwrap_or_default(),
                    r.string("key")?.unwrap_or_default(),
                ))
            })
            .collect::<Result<_, FieldError>>()?,
        None => Vec::new(),
    };
    Ok(RoleSpec {
        cores: role.integer("cores")?,
        core_request: role.string("coreRequest")?,
        core_limit: role.string("coreLimit")?,
        memory: role.string("memory")?,
        memory_overhead: role.string("memoryOverhead")?,
        image: role.string("image")?,
        service_account: role.string("serviceAccount")?,
        java_options: role.string("javaOptions")?,
        labels: role.string_map("labels")?,
        annotations: role.string_map("annotations")?,
        env_secret_key_refs,
        env_vars: role.string_map("envVars")?,
        secrets: role
            .objects("secrets")?
            .iter()
            .map(|s| {
                Ok(Secret {
                    name: s.string("name")?.unwrap_or_default(),
                    path: s.string("path")?.unwrap_or_default(),
                    secret_type: s.string("secretType")?.unwrap_or_default(),
                })
            })
            .collect::<Result<_, FieldError>>()?,
        volume_mounts: role
            .objects("volumeMounts")?
            .iter()
            .map(|m| {
                Ok(VolumeMount {
                    name: m.string("name")?.unwrap_or_default(),
                    mount_path: m.string("mountPath")?.unwrap_or_default(),
                    sub_path: m.string("subPath")?,
                    read_only: m.boolean("readOnly")?.unwrap_or(false),
                })
            })
            .collect::<Result<_, FieldError>>()?,
        template: role.raw("template").cloned(),
        kubernetes_master: role.string("kubernetesMaster")?,
        service_labels: role.string_map("serviceLabels")?,
        service_annotations: role.string_map("serviceAnnotations")?,
        pod_name: role.string("podName")?,
        instances: role.integer("instances")?,
        delete_on_termination: role.boolean("deleteOnTermination")?,
        raw: role.map.clone(),
    })
}

fn read_volume(v: &Obj) -> Result<Volume, FieldError> {
    let name = v.string("name")?.unwrap_or_default();
    // The first source the operator checks that is set (emptyDir, hostPath, nfs, PVC).
    let source = if let Some(e) = v.object("emptyDir")? {
        Some(VolumeSource::EmptyDir {
            size_limit: quantity(&e, "sizeLimit")?,
            medium: e.string("medium")?.filter(|m| !m.is_empty()),
        })
    } else if let Some(h) = v.object("hostPath")? {
        Some(VolumeSource::HostPath {
            path: h.string("path")?.unwrap_or_default(),
            path_type: h.string("type")?,
        })
    } else if let Some(n) = v.object("nfs")? {
        Some(VolumeSource::Nfs {
            path: n.string("path")?.unwrap_or_default(),
            server: n.string("server")?.unwrap_or_default(),
            read_only: n.boolean("readOnly")?.unwrap_or(false),
        })
    } else if let Some(p) = v.object("persistentVolumeClaim")? {
        Some(VolumeSource::PersistentVolumeClaim {
            claim_name: p.string("claimName")?.unwrap_or_default(),
            read_only: p.boolean("readOnly")?.unwrap_or(false),
        })
    } else {
        None
    };
    Ok(Volume { name, source })
}

/// A `resource.Quantity` field, as text (a bare number is accepted as the API server does).
fn quantity(obj: &Obj, key: &str) -> Result<Option<String>, FieldError> {
    match obj.raw(key) {
        Some(Value::Number(n)) => Ok(Some(n.to_string())),
        _ => obj.string(key),
    }
}
