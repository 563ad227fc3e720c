//! The operator's mutating pod webhook (`internal/webhook/sparkpod_defaulter.go`, v2.5.2): what
//! it does to the driver and executor pods Spark creates, in its order, on the pods as JSON
//! (the webhook patches them the same way, as the API server stores them): any JSON tree that
//! is a [`PodTree`] (serde_json's `Value`, or the admission policy's own).

use serde_json::{Value, json};

use super::pod_tree::{PodMembers, PodTree};
use super::prometheus::{DEFAULT_PROMETHEUS_PORT, PROMETHEUS_CONFIG_DIR, mounts_prometheus_config};
use super::release::{LifecycleContainer, OperatorRelease};
use super::resource::SparkApplication;
use crate::FieldError;
use crate::value::Obj;
use builder_core::Role;
use sparkpods_kube::pointer_token;

/// The label the webhook's object selector matches (`"true"`), which the submission puts on
/// every pod unless a user label of the same name replaces it.
pub const SELECTOR_LABEL: &str = "sparkoperator.k8s.io/launched-by-spark-operator";

/// What the webhook changed in one pod.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Patch {
    /// The operator's mutation (`addTolerations`).
    pub mutation: &'static str,
    /// The resource field it applied.
    pub field: String,
    /// What it wrote in the pod, as JSON pointers (`/spec/tolerations/1`): the pod fields that
    /// field set, for the playground's provenance and the findings of `check --app --cluster`.
    pub pod_paths: Vec<String>,
}

/// Why the webhook refuses a pod (the API server then refuses to create it: the webhook's
/// failure policy is `Fail`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WebhookError {
    /// A field the webhook reads is not of the CRD's type.
    #[error(transparent)]
    Field(#[from] FieldError),
    /// A role's `memoryLimit`, converted from Java's units to a Kubernetes quantity, is no
    /// quantity.
    #[error(
        "{field}: `{value}` is not a quantity once the operator converts it ({converted}): the webhook rejects the pod"
    )]
    BadMemoryLimit {
        /// `spec.{driver,executor}.memoryLimit`.
        field: String,
        /// The value as written.
        value: String,
        /// What [`java_memory_to_quantity`] made of it.
        converted: String,
    },
    /// The pod has no container named as Spark names its own, which the release's webhook
    /// denies (before v2.1.1).
    #[error(
        "the {role} pod has no container named {names}, and the operator's pod webhook ({release}) denies such a pod; name Spark's container in the template as Spark names it"
    )]
    UnnamedSparkContainer {
        /// `driver` or `executor`.
        role: &'static str,
        /// The names it looks for, joined with `or`.
        names: String,
        /// The operator release's tag.
        release: &'static str,
    },
    /// The role has a `lifecycle`, and the release's webhook denies a pod without the exact
    /// container name it puts it on
    /// ([`ExactNameOrDeny`](super::LifecycleContainer::ExactNameOrDeny)).
    #[error(
        "spec.{role}.lifecycle: the operator's pod webhook ({release}) puts it on the container named `{name}` and denies the pod when there is none (Spark names it `{spark}`); upgrade the operator or drop the field"
    )]
    LifecycleContainer {
        /// `driver` or `executor`.
        role: &'static str,
        /// The container name it looks for.
        name: &'static str,
        /// The name Spark gives the role's container.
        spark: &'static str,
        /// The operator release's tag.
        release: &'static str,
    },
}

impl WebhookError {
    /// The resource field to change.
    pub fn field(&self) -> String {
        match self {
            WebhookError::Field(e) => e.path.clone(),
            WebhookError::BadMemoryLimit { field, .. } => field.clone(),
            WebhookError::UnnamedSparkContainer { role, .. } => format!("spec.{role}.template"),
            WebhookError::LifecycleContainer { role, .. } => format!("spec.{role}.lifecycle"),
        }
    }
}

/// The pod's label `key`.
fn label<'p, T: PodTree>(pod: &'p T, key: &str) -> Option<&'p str> {
    pod.member("metadata")?
        .member("labels")?
        .member(key)?
        .as_str()
}

/// Whether the webhook's object selector matches the pod.
pub fn selects<T: PodTree>(pod: &T) -> bool {
    label(pod, SELECTOR_LABEL) == Some("true")
}

/// Apply the webhook to a pod of `app` (its role from the `spark-role` label); the patches
/// made, in order. Pods the selector does not match are left alone.
pub fn mutate<T: PodTree>(
    pod: &mut T,
    app: &SparkApplication,
    release: &OperatorRelease,
    uid: &str,
) -> Result<Vec<Patch>, WebhookError> {
    if !selects(pod) {
        return Ok(Vec::new());
    }
    let Some(role) = pod_role(pod) else {
        return Ok(Vec::new());
    };
    let app_spec = Obj {
        path: "spec".to_string(),
        map: &app.spec.raw,
    };
    let role_spec = |role: Role| Obj {
        path: format!("spec.{}", role.as_str()),
        map: match role {
            Role::Driver => &app.spec.driver.raw,
            Role::Executor => &app.spec.executor.raw,
        },
    };
    let rs = role_spec(role);
    let mut m = Mutator {
        pod,
        role,
        patches: Vec::new(),
        touched: Vec::new(),
    };
    let c = match m.named_spark_container() {
        Some(c) => c,
        None if release.webhook_needs_named_container => {
            return Err(WebhookError::UnnamedSparkContainer {
                role: role.as_str(),
                names: spark_container_names(role).join(" or "),
                release: release.version,
            });
        }
        // `findContainer` falls back to the first container.
        None => 0,
    };
    if role == Role::Driver {
        m.owner_reference(app, uid);
    }
    let spark = Target::Container(c);
    let env_skipped = role == Role::Executor
        && release.executor_env_needs_driver_env
        && role_spec(Role::Driver).list("env")?.is_empty();
    if !env_skipped {
        m.append_list(spark, "env", &rs, "env", "addEnvVars")?;
    }
    m.append_list(spark, "envFrom", &rs, "envFrom", "addEnvFrom")?;
    for (key, volume, dir, env) in [
        (
            "hadoopConfigMap",
            "hadoop-configmap-volume",
            "/etc/hadoop/conf",
            "HADOOP_CONF_DIR",
        ),
        (
            "sparkConfigMap",
            "spark-configmap-volume",
            "/etc/spark/conf",
            "SPARK_CONF_DIR",
        ),
    ] {
        if let Some(name) = app_spec.string(key)? {
            m.push_volume(json!({ "name": volume, "configMap": { "name": name } }));
            m.push_mount(
                c,
                json!({ "name": volume, "readOnly": true, "mountPath": dir }),
            );
            m.push_env(c, json!({ "name": env, "value": dir }));
            m.patch("addConfigMap", format!("spec.{key}"));
        }
    }
    for (i, cm) in rs.objects("configMaps")?.iter().enumerate() {
        let name = cm.string("name")?.unwrap_or_default();
        let path = cm.string("path")?.unwrap_or_default();
        let volume: String = format!("{name}-vol").chars().take(63).collect();
        m.push_volume(json!({ "name": volume, "configMap": { "name": name } }));
        m.push_mount(
            c,
            json!({ "name": volume, "readOnly": true, "mountPath": path }),
        );
        m.patch(
            "addGeneralConfigMaps",
            format!("{}.configMaps[{i}]", rs.path),
        );
    }
    m.volumes(c, &app_spec, &rs)?;
    m.append_list(spark, "ports", &rs, "ports", "addContainerPorts")?;
    if rs.boolean("hostNetwork")? == Some(true) {
        m.set_spec("hostNetwork", Value::Bool(true));
        m.set_spec("dnsPolicy", json!("ClusterFirstWithHostNet"));
        m.patch("addHostNetwork", format!("{}.hostNetwork", rs.path));
    }
    m.append_list(
        Target::Spec,
        "hostAliases",
        &rs,
        "hostAliases",
        "addHostAliases",
    )?;
    m.add_containers("initContainers", &rs, "initContainers", "addInitContainers")?;
    m.add_containers("containers", &rs, "sidecars", "addSidecarContainers")?;
    if let Some(dns) = rs.raw("dnsConfig") {
        m.set_spec("dnsConfig", dns.clone());
        m.patch("addDNSConfig", format!("{}.dnsConfig", rs.path));
    }
    if let Some(p) = rs.string("priorityClassName")?.filter(|p| !p.is_empty()) {
        m.set_spec("priorityClassName", json!(p));
        m.remove_spec("priority");
        m.remove_spec("preemptionPolicy");
        m.patch(
            "addPriorityClassName",
            format!("{}.priorityClassName", rs.path),
        );
    }
    let scheduler = match app_spec.string("batchScheduler")? {
        Some(s) => Some((s, "spec.batchScheduler".to_string())),
        None => rs
            .string("schedulerName")?
            .map(|s| (s, format!("{}.schedulerName", rs.path))),
    };
    if let Some((name, field)) = scheduler.filter(|(s, _)| !s.is_empty()) {
        m.set_spec("schedulerName", json!(name));
        m.patch("addSchedulerName", field);
    }
    let selector = rs.string_map("nodeSelector")?;
    if !selector.is_empty() {
        let paths: Vec<String> = selector
            .iter()
            .map(|(k, _)| format!("/spec/nodeSelector/{}", pointer_token(k)))
            .collect();
        if let Some(ns) = m.spec().and_then(|s| object_field::<T>(s, "nodeSelector")) {
            for (k, v) in selector {
                ns.insert(&k, T::from_json(Value::String(v)));
            }
            m.touched.extend(paths);
        }
        m.patch("addNodeSelectors", format!("{}.nodeSelector", rs.path));
    }
    if let Some(affinity) = rs.raw("affinity") {
        m.set_spec("affinity", affinity.clone());
        m.patch("addAffinity", format!("{}.affinity", rs.path));
    }
    m.append_list(
        Target::Spec,
        "tolerations",
        &rs,
        "tolerations",
        "addTolerations",
    )?;
    if let Some(limit) = rs.string("memoryLimit")? {
        let converted = java_memory_to_quantity(&limit);
        if sparkpods_kube::Quantity::parse(&converted).is_err() {
            return Err(WebhookError::BadMemoryLimit {
                field: format!("{}.memoryLimit", rs.path),
                value: limit,
                converted,
            });
        }
        m.set_limit(c, "memory", json!(converted));
        m.patch("addMemoryLimit", format!("{}.memoryLimit", rs.path));
    }
    if let Some(gpu) = rs.object("gpu")? {
        let name = gpu.string("name")?.unwrap_or_default();
        let quantity = gpu.integer("quantity")?.unwrap_or(0);
        if !name.is_empty() && quantity > 0 {
            m.set_limit(c, &name, json!(quantity.to_string()));
            m.patch("addGPU", format!("{}.gpu", rs.path));
        }
    }
    // addPrometheusConfig: the ConfigMap the exporter reads, and its port.
    if let Some(mon) = app
        .spec
        .monitoring
        .as_ref()
        .filter(|m| mounts_prometheus_config(m))
        && let Some(p) = &mon.prometheus
        && match role {
            Role::Driver => mon.expose_driver_metrics,
            Role::Executor => mon.expose_executor_metrics,
        }
    {
        let config_map = format!("{}-prom-conf", app.name);
        let volume = format!("{config_map}-vol");
        m.push_volume(json!({ "name": volume, "configMap": { "name": config_map } }));
        m.push_mount(
            c,
            json!({ "name": volume, "readOnly": true, "mountPath": PROMETHEUS_CONFIG_DIR }),
        );
        m.push_container(
            c,
            "ports",
            json!({
                "name": p.port_name.as_deref().unwrap_or("jmx-exporter"),
                "containerPort": p.port.unwrap_or(DEFAULT_PROMETHEUS_PORT),
                "protocol": "TCP",
            }),
        );
        m.patch("addPrometheusConfig", "spec.monitoring".to_string());
    }
    // v2.0.x applies the executors' only when the driver has one, and then even an unset one.
    let driver_sc = role_spec(Role::Driver).raw("securityContext").is_some();
    match rs.raw("securityContext") {
        _ if role == Role::Executor
            && release.executor_security_context_needs_driver
            && !driver_sc => {}
        Some(sc) => {
            m.set_container(c, "securityContext", sc.clone());
            m.patch(
                "addContainerSecurityContext",
                format!("{}.securityContext", rs.path),
            );
        }
        None if role == Role::Executor && release.executor_security_context_needs_driver => {
            m.remove_container(c, "securityContext");
            m.patch(
                "addContainerSecurityContext",
                format!("{}.securityContext", rs.path),
            );
        }
        None => {}
    }
    if let Some(psc) = rs.raw("podSecurityContext") {
        m.set_spec("securityContext", psc.clone());
        m.patch(
            "addPodSecurityContext",
            format!("{}.podSecurityContext", rs.path),
        );
    }
    if let Some(t) = rs.integer("terminationGracePeriodSeconds")? {
        m.set_spec("terminationGracePeriodSeconds", json!(t));
        m.patch(
            "addTerminationGracePeriodSeconds",
            format!("{}.terminationGracePeriodSeconds", rs.path),
        );
    }
    if let Some(lc) = rs.raw("lifecycle") {
        // Before v2.1.1 the container is looked up by one exact name (the executor's is not
        // Spark's): skipped, or from v2.0.2 the pod denied, when there is none.
        let (name, spark) = match role {
            Role::Driver => ("spark-kubernetes-driver", "spark-kubernetes-driver"),
            Role::Executor => ("executor", "spark-kubernetes-executor"),
        };
        let target = match release.lifecycle_container {
            LifecycleContainer::SparkContainer => Some(c),
            LifecycleContainer::ExactNameOrSkip => m.container_named(name),
            LifecycleContainer::ExactNameOrDeny => Some(m.container_named(name).ok_or(
                WebhookError::LifecycleContainer {
                    role: role.as_str(),
                    name,
                    spark,
                    release: release.version,
                },
            )?),
        };
        if let Some(c) = target {
            m.set_container(c, "lifecycle", lc.clone());
            m.patch("addPodLifeCycleConfig", format!("{}.lifecycle", rs.path));
        }
    }
    if rs.boolean("shareProcessNamespace")? == Some(true) {
        m.set_spec("shareProcessNamespace", Value::Bool(true));
        m.patch(
            "addShareProcessNamespace",
            format!("{}.shareProcessNamespace", rs.path),
        );
    }
    Ok(m.patches)
}

/// `ConvertJavaMemoryStringToK8sMemoryString` as v2.5.2 has it: the suffix is matched in lower
/// case but cut off as written, so `10G` becomes `10GGi` (and the pod is rejected).
pub fn java_memory_to_quantity(s: &str) -> String {
    const SUFFIXES: &[(&str, &str)] = &[
        ("kb", "Ki"),
        ("mb", "Mi"),
        ("gb", "Gi"),
        ("tb", "Ti"),
        ("pb", "Pi"),
        ("k", "Ki"),
        ("m", "Mi"),
        ("g", "Gi"),
        ("t", "Ti"),
        ("p", "Pi"),
    ];
    let lower = s.to_lowercase();
    for (java, k8s) in SUFFIXES {
        if lower.ends_with(java) {
            return format!("{}{k8s}", s.strip_suffix(java).unwrap_or(s));
        }
    }
    s.to_string()
}

/// Where a list field goes: the pod spec, or Spark's container (by index).
#[derive(Clone, Copy)]
enum Target {
    Spec,
    Container(usize),
}

/// The role of a pod the webhook patches, by its `spark-role` label.
fn pod_role<T: PodTree>(pod: &T) -> Option<Role> {
    match label(pod, "spark-role") {
        Some("driver") => Some(Role::Driver),
        Some("executor") => Some(Role::Executor),
        _ => None,
    }
}

/// The names `findContainer` looks for: the driver's as Spark names it, the executor's
/// `executor` or `spark-kubernetes-executor`.
fn spark_container_names(role: Role) -> &'static [&'static str] {
    match role {
        Role::Driver => &["spark-kubernetes-driver"],
        Role::Executor => &["executor", "spark-kubernetes-executor"],
    }
}

/// `findContainer`: the index of the container with one of [`spark_container_names`].
fn named_spark_container<T: PodTree>(pod: &T, role: Role) -> Option<usize> {
    let names = spark_container_names(role);
    pod.member("spec")?
        .member("containers")?
        .as_list()?
        .iter()
        .position(|c| {
            c.member("name")
                .and_then(T::as_str)
                .is_some_and(|n| names.contains(&n))
        })
}

/// Where the role's fields of the resource would write into `pod` (a JSON pointer and the field),
/// when given: so a finding about a value nobody set names the field to set it with rather than
/// a pod template the operator writes. Only fields whose value wins over what is there (a whole
/// securityContext) or adds to it (tolerations), on every release but v2.0.x's executor
/// securityContext, which it applies only when the driver has one too. None for a pod the
/// webhook leaves alone.
pub fn reaches<T: PodTree>(pod: &T) -> Vec<(String, String)> {
    let Some(role) = pod_role(pod).filter(|_| selects(pod)) else {
        return Vec::new();
    };
    // `findContainer` falls back to the first container.
    let c = named_spark_container(pod, role).unwrap_or(0);
    let path = format!("spec.{}", role.as_str());
    [
        (
            format!("/spec/containers/{c}/securityContext"),
            "securityContext",
        ),
        ("/spec/securityContext".to_string(), "podSecurityContext"),
        ("/spec/tolerations".to_string(), "tolerations"),
    ]
    .into_iter()
    .map(|(pointer, field)| (pointer, format!("{path}.{field}")))
    .collect()
}

struct Mutator<'p, T> {
    pod: &'p mut T,
    role: Role,
    patches: Vec<Patch>,
    /// The pod paths written since the last patch.
    touched: Vec<String>,
}

/// The object field `key` of `members`, created when absent or not an object.
fn object_field<'m, T: PodTree + 'm>(
    members: &'m mut T::Members,
    key: &str,
) -> Option<&'m mut T::Members> {
    members.entry(key).map(T::make_object)
}

/// The list field `key` of `members`, created when absent or not a list.
fn list_field<'m, T: PodTree + 'm>(
    members: &'m mut T::Members,
    key: &str,
) -> Option<&'m mut Vec<T>> {
    members.entry(key).map(T::make_list)
}

/// The container name and image of an init container or side-car, which say whether it is
/// there already.
fn container_key<T: PodTree>(c: &T) -> (Option<&T>, Option<&T>) {
    (c.member("name"), c.member("image"))
}

/// Two optional members equal as JSON values.
fn same_member<T: PodTree>(a: Option<&T>, b: Option<&T>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => a.same(b),
        (None, None) => true,
        _ => false,
    }
}

impl<T: PodTree> Mutator<'_, T> {
    fn patch(&mut self, mutation: &'static str, field: String) {
        let pod_paths = std::mem::take(&mut self.touched);
        self.patches.push(Patch {
            mutation,
            field,
            pod_paths,
        });
    }

    /// [`named_spark_container`] of the pod, its container list made a list first (as every
    /// other access to it does).
    fn named_spark_container(&mut self) -> Option<usize> {
        self.spec_list("containers")?;
        named_spark_container(self.pod, self.role)
    }

    fn spec(&mut self) -> Option<&mut T::Members> {
        object_field::<T>(self.pod.make_object(), "spec")
    }

    fn spec_list(&mut self, key: &str) -> Option<&mut Vec<T>> {
        list_field::<T>(self.spec()?, key)
    }

    fn set_spec(&mut self, key: &str, v: Value) {
        if let Some(spec) = self.spec() {
            spec.insert(key, T::from_json(v));
            self.touched.push(format!("/spec/{}", pointer_token(key)));
        }
    }

    fn remove_spec(&mut self, key: &str) {
        if let Some(spec) = self.spec() {
            spec.remove(key);
        }
    }

    /// The container named `name`.
    fn container_named(&mut self, name: &str) -> Option<usize> {
        self.spec_list("containers")?
            .iter()
            .position(|c| c.member("name").and_then(T::as_str) == Some(name))
    }

    fn container(&mut self, c: usize) -> Option<&mut T::Members> {
        self.spec_list("containers")?
            .get_mut(c)
            .and_then(T::as_members_mut)
    }

    fn remove_container(&mut self, c: usize, key: &str) {
        if let Some(container) = self.container(c)
            && container.remove(key)
        {
            self.touched
                .push(format!("/spec/containers/{c}/{}", pointer_token(key)));
        }
    }

    fn set_container(&mut self, c: usize, key: &str, v: Value) {
        if let Some(container) = self.container(c) {
            container.insert(key, T::from_json(v));
            self.touched
                .push(format!("/spec/containers/{c}/{}", pointer_token(key)));
        }
    }

    fn push_container(&mut self, c: usize, list: &str, v: Value) {
        if let Some(items) = self.container(c).and_then(|c| list_field::<T>(c, list)) {
            items.push(T::from_json(v));
            let at = items.len() - 1;
            self.touched
                .push(format!("/spec/containers/{c}/{}/{at}", pointer_token(list)));
        }
    }

    fn push_env(&mut self, c: usize, v: Value) {
        self.push_container(c, "env", v);
    }

    fn push_mount(&mut self, c: usize, v: Value) {
        self.push_container(c, "volumeMounts", v);
    }

    fn push_volume(&mut self, v: Value) {
        if let Some(volumes) = self.spec_list("volumes") {
            volumes.push(T::from_json(v));
            let at = volumes.len() - 1;
            self.touched.push(format!("/spec/volumes/{at}"));
        }
    }

    fn set_limit(&mut self, c: usize, resource: &str, v: Value) {
        let limits = self
            .container(c)
            .and_then(|c| object_field::<T>(c, "resources"))
            .and_then(|r| object_field::<T>(r, "limits"));
        if let Some(limits) = limits {
            limits.insert(resource, T::from_json(v));
            self.touched.push(format!(
                "/spec/containers/{c}/resources/limits/{}",
                pointer_token(resource)
            ));
        }
    }

    /// Append the resource's list `field` to `list` of the pod spec or of Spark's container.
    fn append_list(
        &mut self,
        to: Target,
        list: &str,
        rs: &Obj,
        field: &str,
        mutation: &'static str,
    ) -> Result<(), FieldError> {
        let items = rs.list(field)?;
        if items.is_empty() {
            return Ok(());
        }
        let (present, at) = match to {
            Target::Spec => (
                self.spec_list(list),
                format!("/spec/{}", pointer_token(list)),
            ),
            Target::Container(c) => (
                self.container(c).and_then(|c| list_field::<T>(c, list)),
                format!("/spec/containers/{c}/{}", pointer_token(list)),
            ),
        };
        if let Some(present) = present {
            let first = present.len();
            present.extend(items.iter().cloned().map(T::from_json));
            let last = present.len();
            self.touched
                .extend((first..last).map(|i| format!("{at}/{i}")));
        }
        self.patch(mutation, format!("{}.{field}", rs.path));
        Ok(())
    }

    /// Init containers and side-cars: added unless one of the same name and image is there.
    fn add_containers(
        &mut self,
        list: &str,
        rs: &Obj,
        field: &str,
        mutation: &'static str,
    ) -> Result<(), FieldError> {
        let mut added = false;
        for item in rs.list(field)? {
            let item = T::from_json(item.clone());
            let (name, image) = container_key(&item);
            if let Some(present) = self.spec_list(list)
                && !present.iter().any(|c| {
                    let (n, i) = container_key(c);
                    same_member(n, name) && same_member(i, image)
                })
            {
                present.push(item);
                let at = present.len() - 1;
                self.touched
                    .push(format!("/spec/{}/{at}", pointer_token(list)));
                added = true;
            }
        }
        if added {
            self.patch(mutation, format!("{}.{field}", rs.path));
        }
        Ok(())
    }

    /// `addVolumes`: for each mount of the role but the local dirs Spark's conf mounts, the
    /// volume of that name (once) and the mount; mounts of unknown volumes are skipped.
    fn volumes(&mut self, c: usize, app_spec: &Obj, rs: &Obj) -> Result<(), FieldError> {
        let volumes = app_spec.objects("volumes")?;
        let mut added: Vec<String> = Vec::new();
        for (i, mount) in rs.objects("volumeMounts")?.iter().enumerate() {
            let name = mount.string("name")?.unwrap_or_default();
            if name.starts_with("spark-local-dir-") {
                continue;
            }
            let Some(volume) = volumes
                .iter()
                .find(|v| v.string("name").ok().flatten().as_deref() == Some(name.as_str()))
            else {
                continue;
            };
            if !added.contains(&name) {
                self.push_volume(Value::Object(volume.map.clone()));
                added.push(name);
            }
            self.push_mount(c, Value::Object(mount.map.clone()));
            self.patch("addVolumes", format!("{}.volumeMounts[{i}]", rs.path));
        }
        Ok(())
    }

    /// `addOwnerReference` (driver only): the application owns its driver pod.
    fn owner_reference(&mut self, app: &SparkApplication, uid: &str) {
        let owner = T::from_json(json!({
            "apiVersion": super::API_VERSION,
            "kind": super::KIND,
            "name": app.name,
            "uid": app.uid.clone().unwrap_or_else(|| uid.to_string()),
            "controller": true,
            "blockOwnerDeletion": true,
        }));
        let refs = object_field::<T>(self.pod.make_object(), "metadata")
            .and_then(|m| list_field::<T>(m, "ownerReferences"));
        if let Some(refs) = refs
            && !refs.iter().any(|r| r.same(&owner))
        {
            refs.push(owner);
            let at = refs.len() - 1;
            self.touched.push(format!("/metadata/ownerReferences/{at}"));
            self.patch("addOwnerReference", "metadata".to_string());
        }
    }
}
