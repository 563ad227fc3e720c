//! The controller's batch-scheduler integrations (`internal/scheduler/*`), which run only when
//! the operator is started with `--enable-batch-scheduler`: they change the application in
//! memory right before its spark-submit arguments are built, so their labels and annotations
//! reach the pods through the submission (the pod webhook, reading the stored resource, sets
//! `schedulerName` either way). volcano and scheduler-plugins also create a PodGroup, named
//! here; yunikorn describes its task groups in a driver annotation.

use serde_json::{Map, Value, json};

use super::release::OperatorRelease;
use super::resource::{RoleSpec, SparkApplication};
use builder_core::registry as keys;

/// volcano's and scheduler-plugins' pod-group annotation / label keys.
const VOLCANO_GROUP_ANNOTATION: &str = "scheduling.k8s.io/group-name";
const POD_GROUP_LABEL: &str = "scheduling.x-k8s.io/pod-group";
const TASK_GROUP_NAME: &str = "yunikorn.apache.org/task-group-name";
const TASK_GROUPS: &str = "yunikorn.apache.org/task-groups";
/// `MinMemoryOverhead`, and the overhead factors by application type.
const MIN_OVERHEAD: i64 = 384 << 20;
const JVM_OVERHEAD_FACTOR: f64 = 0.1;
const NON_JVM_OVERHEAD_FACTOR: f64 = 0.4;

/// The operator's batch-scheduling flags.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BatchScheduling {
    /// `--enable-batch-scheduler`.
    pub enabled: bool,
    /// `--default-batch-scheduler`: for applications without `spec.batchScheduler`.
    pub default_scheduler: Option<String>,
    /// `--kube-scheduler-names`: scheduler-plugins' schedulers.
    pub kube_scheduler_names: Vec<String>,
}

/// What a batch scheduler did to the application.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scheduled {
    /// `volcano`, `yunikorn`, or the scheduler-plugins name.
    pub scheduler: String,
    /// The objects it creates besides the pods (`PodGroup spark-pi-pg`, with its apiVersion).
    pub objects: Vec<String>,
    /// The resource fields (as the submission names them) it set: their conf comes from it.
    pub fields: Vec<String>,
}

/// Why the controller fails the submission in its scheduler step.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BatchError {
    /// `spec.batchScheduler` (or `--default-batch-scheduler`) names no scheduler the operator
    /// knows (v2.5.0+; before, it submits without one).
    #[error(
        "spec.batchScheduler: `{0}` is not a batch scheduler the operator knows (volcano, yunikorn or one of --kube-scheduler-names): it fails the submission"
    )]
    Unknown(String),
    /// yunikorn's accounting cannot read a size: a role's `memory` or `memoryOverhead`, or the
    /// executors' PySpark or off-heap memory in sparkConf.
    #[error(
        "{field}: `{value}` is not a size yunikorn's accounting reads (a whole number with b, k, m, g, t or p): the operator fails the submission"
    )]
    Size {
        /// The field (`spec.executor.memory`, `spec.sparkConf.spark.memory.offHeap.size`).
        field: String,
        /// Its value, as yunikorn reads it (a bare PySpark memory with its `m`).
        value: String,
    },
    /// yunikorn's accounting cannot read a role's `coreRequest` as a quantity.
    #[error("{field}: `{value}` is not a quantity: yunikorn's accounting fails the submission")]
    Cpu {
        /// The field (`spec.driver.coreRequest`).
        field: String,
        /// Its value, as written.
        value: String,
    },
    /// yunikorn's accounting cannot read `spec.memoryOverheadFactor` as a number.
    #[error(
        "spec.memoryOverheadFactor: `{0}` is not a number: yunikorn's accounting fails the submission"
    )]
    Factor(String),
}

/// Run the scheduler the application asks for (or the default), as the controller does.
pub fn schedule(
    app: &mut SparkApplication,
    flags: &BatchScheduling,
    release: &OperatorRelease,
) -> Result<Option<Scheduled>, BatchError> {
    if !flags.enabled {
        return Ok(None);
    }
    let named = app
        .spec
        .raw
        .get("batchScheduler")
        .and_then(Value::as_str)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .or_else(|| flags.default_scheduler.clone().filter(|s| !s.is_empty()));
    let Some(name) = named else {
        return Ok(None);
    };
    // A scheduler-plugins name wins over the built-in one of the same name.
    if flags.kube_scheduler_names.contains(&name) {
        return Ok(Some(kube_scheduler(app, &name)));
    }
    match name.as_str() {
        "volcano" => Ok(Some(volcano(app))),
        "yunikorn" => yunikorn(app, release).map(Some),
        _ if release.unknown_batch_scheduler_fails => Err(BatchError::Unknown(name)),
        // Before v2.5.0 the controller logged it and submitted without one.
        _ => Ok(None),
    }
}

fn set(pairs: &mut Vec<(String, String)>, key: &str, value: &str) {
    match pairs.iter_mut().find(|(k, _)| k == key) {
        Some((_, v)) => *v = value.to_string(),
        None => pairs.push((key.to_string(), value.to_string())),
    }
}

/// volcano: the PodGroup `spark-<name>-pg` and its annotation on the driver and executors
/// (executors only in client mode), unless the role already names a group; other modes,
/// nothing.
fn volcano(app: &mut SparkApplication) -> Scheduled {
    let group = format!("spark-{}-pg", app.name);
    let mut out = Scheduled {
        scheduler: "volcano".into(),
        objects: Vec::new(),
        fields: Vec::new(),
    };
    let (guard, roles): (&RoleSpec, &[&str]) = match app.spec.mode.as_deref() {
        Some("cluster") => (&app.spec.driver, &["driver", "executor"]),
        Some("client") => (&app.spec.executor, &["executor"]),
        _ => return out,
    };
    if guard
        .annotations
        .iter()
        .any(|(k, _)| k == VOLCANO_GROUP_ANNOTATION)
    {
        return out;
    }
    out.objects.push(format!(
        "PodGroup {group} (scheduling.volcano.sh/v1beta1, minMember 1)"
    ));
    for role in roles {
        let spec = if *role == "driver" {
            &mut app.spec.driver
        } else {
            &mut app.spec.executor
        };
        set(&mut spec.annotations, VOLCANO_GROUP_ANNOTATION, &group);
        out.fields.push(format!(
            "spec.{role}.annotations.{VOLCANO_GROUP_ANNOTATION}"
        ));
    }
    out
}

/// scheduler-plugins: the PodGroup `<name>-pg` and the application's label naming it.
fn kube_scheduler(app: &mut SparkApplication, scheduler: &str) -> Scheduled {
    let group = format!("{}-pg", app.name);
    set(&mut app.labels, POD_GROUP_LABEL, &group);
    Scheduled {
        scheduler: scheduler.to_string(),
        objects: vec![format!(
            "PodGroup {group} (scheduling.x-k8s.io/v1alpha1, minMember 1)"
        )],
        fields: vec![format!("metadata.labels.{POD_GROUP_LABEL}")],
    }
}

/// yunikorn: the task groups (driver, then executors when any start) as a driver annotation,
/// each pod's group name, and the queue label.
fn yunikorn(
    app: &mut SparkApplication,
    release: &OperatorRelease,
) -> Result<Scheduled, BatchError> {
    let spec = &app.spec;
    let factor = match spec.memory_overhead_factor.as_deref() {
        Some(f) => f
            .trim()
            .parse::<f64>()
            .map_err(|_| BatchError::Factor(f.to_string()))?,
        None if matches!(spec.app_type.as_deref(), Some("Java" | "Scala")) => JVM_OVERHEAD_FACTOR,
        None => NON_JVM_OVERHEAD_FACTOR,
    };
    let driver_memory = memory_bytes(&spec.driver, "driver", factor)?;
    let mut groups = vec![task_group(
        "spark-driver",
        1,
        cpu(&spec.driver, "driver")?,
        driver_memory,
        &spec.node_selector,
        &spec.driver,
    )];
    let executors = initial_executors(app);
    if executors > 0 {
        let mut memory = memory_bytes(&spec.executor, "executor", factor)?;
        memory += executor_extras(app, release)?;
        groups.push(task_group(
            "spark-executor",
            executors,
            cpu(&spec.executor, "executor")?,
            memory,
            &spec.node_selector,
            &spec.executor,
        ));
    }
    let queue = spec
        .raw
        .get("batchSchedulerOptions")
        .and_then(|o| o.get("queue"))
        .and_then(Value::as_str)
        .map(str::to_string);
    // The groups share their label maps with the roles: the queue label lands in a group's
    // labels only when the role had a `labels` field (else a new map is made for the pod).
    if let Some(q) = &queue {
        for (group, role) in groups.iter_mut().zip([&spec.driver, &spec.executor]) {
            if !role.raw.get("labels").is_some_and(Value::is_object) {
                continue;
            }
            if let Value::Object(g) = group {
                let labels = g.entry("labels").or_insert_with(|| json!({}));
                if let Value::Object(labels) = labels {
                    labels.insert("queue".into(), json!(q));
                }
            }
        }
    }
    let json = go_json(&Value::Array(groups));
    let mut fields = Vec::new();
    let app_spec = &mut app.spec;
    if let Some(q) = &queue {
        for (role, spec) in [
            ("driver", &mut app_spec.driver),
            ("executor", &mut app_spec.executor),
        ] {
            set(&mut spec.labels, "queue", q);
            fields.push(format!("spec.{role}.labels.queue"));
        }
    }
    for (role, spec, group) in [
        ("driver", &mut app_spec.driver, "spark-driver"),
        ("executor", &mut app_spec.executor, "spark-executor"),
    ] {
        set(&mut spec.annotations, TASK_GROUP_NAME, group);
        fields.push(format!("spec.{role}.annotations.{TASK_GROUP_NAME}"));
    }
    set(&mut app_spec.driver.annotations, TASK_GROUPS, &json);
    fields.push(format!("spec.driver.annotations.{TASK_GROUPS}"));
    Ok(Scheduled {
        scheduler: "yunikorn".into(),
        objects: Vec::new(),
        fields,
    })
}

/// `GetInitialExecutorNumber`: with dynamic allocation, the largest of instances, initial and
/// minimum executors (0 when none is set); else instances, 2 when unset.
fn initial_executors(app: &SparkApplication) -> i64 {
    let instances = app.spec.executor.instances;
    match app.spec.dynamic_allocation.as_ref().filter(|d| d.enabled) {
        Some(d) => [instances, d.initial_executors, d.min_executors]
            .into_iter()
            .flatten()
            .fold(0, i64::max),
        None => instances.unwrap_or(2),
    }
}

/// One task group, its fields in the operator's order (empty ones left out).
fn task_group(
    name: &str,
    members: i64,
    cpu: String,
    memory: i64,
    app_selector: &[(String, String)],
    role: &RoleSpec,
) -> Value {
    let mut g = Map::new();
    g.insert("name".into(), json!(name));
    g.insert("minMember".into(), json!(members));
    g.insert(
        "minResource".into(),
        json!({ "cpu": cpu, "memory": format!("{}Mi", memory >> 20) }),
    );
    let mut selector: Vec<(String, String)> = app_selector.to_vec();
    let own = role
        .raw
        .get("nodeSelector")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
        .filter_map(|(k, v)| Some((k.clone(), v.as_str()?.to_string())));
    for (k, v) in own {
        set(&mut selector, &k, &v);
    }
    if !selector.is_empty() {
        g.insert(
            "nodeSelector".into(),
            Value::Object(
                sparkpods_sort::btree_map(selector)
                    .into_iter()
                    .map(|(k, v)| (k, json!(v)))
                    .collect(),
            ),
        );
    }
    for key in ["tolerations", "affinity"] {
        if let Some(v) = role.raw.get(key) {
            g.insert(key.into(), v.clone());
        }
    }
    if !role.labels.is_empty() {
        g.insert(
            "labels".into(),
            Value::Object(
                role.labels
                    .iter()
                    .map(|(k, v)| (k.clone(), json!(v)))
                    .collect(),
            ),
        );
    }
    Value::Object(g)
}

/// `cpuRequest`: `coreRequest` as written (a quantity), else `cores`, else 1.
fn cpu(role: &RoleSpec, name: &str) -> Result<String, BatchError> {
    match (&role.core_request, role.cores) {
        (Some(r), _) if sparkpods_kube::Quantity::parse(r).is_ok() => Ok(r.clone()),
        (Some(r), _) => Err(BatchError::Cpu {
            field: format!("spec.{name}.coreRequest"),
            value: r.clone(),
        }),
        (None, Some(c)) => Ok(c.to_string()),
        (None, None) => Ok("1".to_string()),
    }
}

/// `memoryRequestBytes`: memory plus the overhead (given, else factor × memory, at least
/// 384 MiB); no memory counts 0.
fn memory_bytes(role: &RoleSpec, name: &str, factor: f64) -> Result<i64, BatchError> {
    let memory = match &role.memory {
        Some(m) => byte_string(m, &format!("spec.{name}.memory"))?,
        None => 0,
    };
    let overhead = match &role.memory_overhead {
        Some(o) => byte_string(o, &format!("spec.{name}.memoryOverhead"))?,
        // Go's float64 → int64 conversion truncates.
        None => ((memory as f64) * factor).max(MIN_OVERHEAD as f64) as i64,
    };
    Ok(memory + overhead)
}

/// The executors' PySpark memory (Python applications; a bare number is MiB) and off-heap size
/// (when `spark.memory.offHeap.enabled` is set and not exactly `false`; from v2.1.0).
fn executor_extras(app: &SparkApplication, release: &OperatorRelease) -> Result<i64, BatchError> {
    let conf = |key: &keys::ConfKey| {
        app.spec
            .spark_conf
            .iter()
            .find(|(k, _)| k == key.key)
            .map(|(_, v)| v.clone())
    };
    let field = |key: &keys::ConfKey| format!("spec.sparkConf.{}", key.key);
    let mut extra = 0;
    if app.spec.app_type.as_deref() == Some("Python")
        && let Some(v) = conf(&keys::PYSPARK_MEMORY)
    {
        let v = if v.bytes().all(|b| b.is_ascii_digit()) {
            format!("{v}m")
        } else {
            v
        };
        extra += byte_string(&v, &field(&keys::PYSPARK_MEMORY))?;
    }
    if release.yunikorn_counts_off_heap
        && conf(&keys::OFF_HEAP_ENABLED).is_some_and(|v| v != "false")
        && let Some(v) = conf(&keys::OFF_HEAP_SIZE)
    {
        extra += byte_string(&v, &field(&keys::OFF_HEAP_SIZE))?;
    }
    Ok(extra)
}

/// yunikorn's own reading of a Spark size: lower-cased, a whole number and one of b, k(b),
/// m(b), g(b), t(b), p(b), all binary; a bare number is an error.
fn byte_string(s: &str, field: &str) -> Result<i64, BatchError> {
    let err = || BatchError::Size {
        field: field.to_string(),
        value: s.to_string(),
    };
    let lower = s.to_lowercase();
    let digits = lower.bytes().take_while(u8::is_ascii_digit).count();
    let (number, unit) = lower.split_at(digits);
    let shift = match unit {
        "b" => 0,
        "k" | "kb" => 10,
        "m" | "mb" => 20,
        "g" | "gb" => 30,
        "t" | "tb" => 40,
        "p" | "pb" => 50,
        _ => return Err(err()),
    };
    let n: i64 = number.parse().map_err(|_| err())?;
    n.checked_mul(1_i64 << shift).ok_or_else(err)
}

/// Fields of the Kubernetes types in a task group, in the order Go's structs declare them
/// (encoding/json writes struct fields in that order); others follow as written.
const GO_FIELD_ORDER: &[&str] = &[
    "name",
    "minMember",
    "minResource",
    "nodeSelector",
    "tolerations",
    "affinity",
    "labels",
    "nodeAffinity",
    "podAffinity",
    "podAntiAffinity",
    "requiredDuringSchedulingIgnoredDuringExecution",
    "preferredDuringSchedulingIgnoredDuringExecution",
    "nodeSelectorTerms",
    "weight",
    "preference",
    "podAffinityTerm",
    "labelSelector",
    "namespaces",
    "topologyKey",
    "namespaceSelector",
    "matchLabelKeys",
    "mismatchLabelKeys",
    "matchLabels",
    "matchExpressions",
    "matchFields",
    "key",
    "operator",
    "value",
    "values",
    "effect",
    "tolerationSeconds",
];

/// Fields that are Go maps (keys sorted, every value kept); the others are structs.
const MAP_FIELDS: &[&str] = &["minResource", "nodeSelector", "labels", "matchLabels"];

/// Go's `json.Marshal` of the task groups: struct fields in declaration order with empty ones
/// left out (`omitempty`), maps by key, `<`, `>` and `&` escaped.
fn go_json(v: &Value) -> String {
    fn structs(v: &Value) -> Option<Value> {
        match v {
            Value::Null => None,
            Value::String(s) if s.is_empty() => None,
            Value::Array(items) => {
                let items: Vec<Value> = items.iter().filter_map(structs).collect();
                (!items.is_empty()).then_some(Value::Array(items))
            }
            Value::Object(m) => {
                let mut entries: Vec<(String, Value)> = m
                    .iter()
                    .filter_map(|(k, v)| {
                        let v = if MAP_FIELDS.contains(&k.as_str()) {
                            map(v)?
                        } else {
                            structs(v)?
                        };
                        Some((k.clone(), v))
                    })
                    .collect();
                let at = |k: &str| GO_FIELD_ORDER.iter().position(|f| *f == k);
                sparkpods_sort::sort_by(&mut entries, |a, b| at(&a.0).cmp(&at(&b.0)));
                (!entries.is_empty()).then(|| Value::Object(entries.into_iter().collect()))
            }
            other => Some(other.clone()),
        }
    }
    fn map(v: &Value) -> Option<Value> {
        let Value::Object(m) = v else {
            return structs(v);
        };
        let mut entries: Vec<(String, Value)> =
            m.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
        sparkpods_sort::sort_by(&mut entries, |a, b| a.0.cmp(&b.0));
        (!entries.is_empty()).then(|| Value::Object(entries.into_iter().collect()))
    }
    structs(v)
        .unwrap_or(Value::Array(Vec::new()))
        .to_string()
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}
