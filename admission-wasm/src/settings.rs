//! Policy settings: the cluster's Spark confs, an inline pod template (tolerations, affinity),
//! validation rules and the mode. `Settings::from_json` + `Settings::validate` are what the
//! waPC `validate_settings` call runs; every message names the bad field.
//!
//! The settings are read from a `json::Node` tree by hand rather than with serde's derive:
//! every Spark pod's request carries them and a fresh instance reads them again, and reading
//! the tree (which borrows the text) costs a fraction of deserializing through serde_json's
//! `Map`/`Value`. This reader is the only one (`validate_settings` uses it too), so what is
//! validated at start-up is what requests read.

use std::collections::BTreeSet;

use builder_core::SparkVersion;
use builder_core::admission::{PodIdentity, check_cluster_key, cluster_additions};
use builder_core::conf::registry;
use builder_core::kconf::Role;
use builder_core::release::UnknownSparkVersion;
use k8s_openapi::api::core::v1::{Affinity, Toleration};
use serde_json::Value;
use sparkpods_kube::Quantity;
use sparkpods_kube::cluster::pod_security::{Level, LevelVersion, PolicyVersion};
use sparkpods_kube::from_value_strict;

use crate::json::{Node, Object};
use crate::suggest::did_you_mean;

/// The settings' fields, in the order the documentation lists them.
pub const SETTINGS_FIELDS: &[&str] = &["mode", "sparkConf", "podTemplate", "rules", "sparkVersion"];

/// A rule's fields, in the order the documentation lists them: the names of [`RULES`].
pub const RULE_FIELDS: [&str; RULES.len()] = rule_field_names();

#[allow(clippy::indexing_slicing)] // bounded by the loop; a const fn has no iterators
const fn rule_field_names() -> [&'static str; RULES.len()] {
    let mut names = [""; RULES.len()];
    let mut i = 0;
    while i < RULES.len() {
        names[i] = RULES[i].name;
        i += 1;
    }
    names
}

/// One field of a rule, declared once: its settings name, how it is read into a [`Rule`],
/// whether it makes the rule check something, and the pod fields its check reads, each with the
/// JSON type the API server gives it. The policy never types the pod, so a member of another
/// type (`hostPID: "true"`) would read as absent and pass; `pod_shape` refuses such a pod, and
/// a test holds it to every `pod_fields` entry here.
pub struct RuleField {
    /// The field in the settings (`forbidHostPID`).
    pub name: &'static str,
    read: fn(&mut Rule, &Node<'_>, &At<'_>) -> Result<(), String>,
    checks: fn(&Rule) -> bool,
    /// The pod fields the check reads (`spec.containers[].securityContext.privileged`; `[]`:
    /// every item) and their types.
    pub pod_fields: &'static [(&'static str, PodType)],
}

/// The JSON type of a pod field a rule reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PodType {
    String,
    Bool,
    /// A resource quantity: a string or a number.
    Quantity,
    /// An object of strings (labels, annotations).
    StringMap,
    /// A list.
    List,
}

/// The pod fields every container check reads besides its own: each container's name.
const CONTAINER_NAMES: [(&str, PodType); 2] = [
    ("spec.containers[].name", PodType::String),
    ("spec.initContainers[].name", PodType::String),
];

/// Every field of a rule, in the documentation's order.
pub const RULES: [RuleField; 15] = [
    RuleField {
        name: "name",
        read: |r, v, at| {
            r.name = string(v, at)?;
            Ok(())
        },
        checks: |_| false,
        pod_fields: &[],
    },
    RuleField {
        name: "roles",
        read: |r, v, at| {
            r.roles = list(v, at, |v, at| match v.as_str() {
                Some("driver") => Ok(RoleName::Driver),
                Some("executor") => Ok(RoleName::Executor),
                _ => Err(format!(
                    "{at}: expected \"driver\" or \"executor\", got {v}{}",
                    value_hint(v, ROLES)
                )),
            })?;
            Ok(())
        },
        checks: |_| false,
        pod_fields: &[],
    },
    RuleField {
        name: "maxMemory",
        read: |r, v, at| {
            r.max_memory = Some(string(v, at)?);
            Ok(())
        },
        checks: |r| r.max_memory.is_some(),
        pod_fields: &[
            CONTAINER_NAMES[0],
            CONTAINER_NAMES[1],
            (
                "spec.containers[].resources.requests.memory",
                PodType::Quantity,
            ),
            (
                "spec.containers[].resources.limits.memory",
                PodType::Quantity,
            ),
            (
                "spec.initContainers[].resources.requests.memory",
                PodType::Quantity,
            ),
            (
                "spec.initContainers[].resources.limits.memory",
                PodType::Quantity,
            ),
            // SPARK_EXECUTOR_MEMORY, for the heap in the message.
            ("spec.containers[].env", PodType::List),
            ("spec.containers[].env[].name", PodType::String),
        ],
    },
    RuleField {
        name: "maxCpu",
        read: |r, v, at| {
            r.max_cpu = Some(string(v, at)?);
            Ok(())
        },
        checks: |r| r.max_cpu.is_some(),
        pod_fields: &[
            CONTAINER_NAMES[0],
            CONTAINER_NAMES[1],
            (
                "spec.containers[].resources.requests.cpu",
                PodType::Quantity,
            ),
            ("spec.containers[].resources.limits.cpu", PodType::Quantity),
            (
                "spec.initContainers[].resources.requests.cpu",
                PodType::Quantity,
            ),
            (
                "spec.initContainers[].resources.limits.cpu",
                PodType::Quantity,
            ),
        ],
    },
    RuleField {
        name: "requireLimits",
        read: |r, v, at| {
            r.require_limits = list(v, at, |v, at| match v.as_str() {
                Some("cpu") => Ok(LimitKind::Cpu),
                Some("memory") => Ok(LimitKind::Memory),
                _ => Err(format!(
                    "{at}: expected \"cpu\" or \"memory\", got {v}{}",
                    value_hint(v, LIMIT_KINDS)
                )),
            })?;
            Ok(())
        },
        checks: |r| !r.require_limits.is_empty(),
        pod_fields: &[
            CONTAINER_NAMES[0],
            ("spec.containers[].resources.limits.cpu", PodType::Quantity),
            (
                "spec.containers[].resources.limits.memory",
                PodType::Quantity,
            ),
        ],
    },
    RuleField {
        name: "allowedImages",
        read: |r, v, at| {
            r.allowed_images = list(v, at, string)?;
            Ok(())
        },
        checks: |r| !r.allowed_images.is_empty(),
        pod_fields: &[
            CONTAINER_NAMES[0],
            CONTAINER_NAMES[1],
            ("spec.containers[].image", PodType::String),
            ("spec.initContainers[].image", PodType::String),
        ],
    },
    RuleField {
        name: "allowedServiceAccounts",
        read: |r, v, at| {
            r.allowed_service_accounts = list(v, at, string)?;
            Ok(())
        },
        checks: |r| !r.allowed_service_accounts.is_empty(),
        pod_fields: &[
            ("spec.serviceAccountName", PodType::String),
            ("spec.serviceAccount", PodType::String),
        ],
    },
    RuleField {
        name: "forbiddenVolumeTypes",
        read: |r, v, at| {
            r.forbidden_volume_types = list(v, at, string)?;
            Ok(())
        },
        checks: |r| !r.forbidden_volume_types.is_empty(),
        pod_fields: &[
            ("spec.volumes", PodType::List),
            ("spec.volumes[].name", PodType::String),
        ],
    },
    RuleField {
        name: "forbidPrivileged",
        read: |r, v, at| {
            r.forbid_privileged = flag(v, at)?;
            Ok(())
        },
        checks: |r| r.forbid_privileged,
        pod_fields: &[
            CONTAINER_NAMES[0],
            CONTAINER_NAMES[1],
            (
                "spec.containers[].securityContext.privileged",
                PodType::Bool,
            ),
            (
                "spec.initContainers[].securityContext.privileged",
                PodType::Bool,
            ),
        ],
    },
    RuleField {
        name: "forbidHostNetwork",
        read: |r, v, at| {
            r.forbid_host_network = flag(v, at)?;
            Ok(())
        },
        checks: |r| r.forbid_host_network,
        pod_fields: &[("spec.hostNetwork", PodType::Bool)],
    },
    RuleField {
        name: "forbidHostPID",
        read: |r, v, at| {
            r.forbid_host_pid = flag(v, at)?;
            Ok(())
        },
        checks: |r| r.forbid_host_pid,
        pod_fields: &[("spec.hostPID", PodType::Bool)],
    },
    RuleField {
        name: "forbidPrivilegeEscalation",
        read: |r, v, at| {
            r.forbid_privilege_escalation = flag(v, at)?;
            Ok(())
        },
        checks: |r| r.forbid_privilege_escalation,
        pod_fields: &[
            CONTAINER_NAMES[0],
            CONTAINER_NAMES[1],
            (
                "spec.containers[].securityContext.allowPrivilegeEscalation",
                PodType::Bool,
            ),
            (
                "spec.initContainers[].securityContext.allowPrivilegeEscalation",
                PodType::Bool,
            ),
        ],
    },
    RuleField {
        name: "requiredLabels",
        read: |r, v, at| {
            r.required_labels = list(v, at, string)?;
            Ok(())
        },
        checks: |r| !r.required_labels.is_empty(),
        pod_fields: &[("metadata.labels", PodType::StringMap)],
    },
    RuleField {
        name: "requiredAnnotations",
        read: |r, v, at| {
            r.required_annotations = list(v, at, string)?;
            Ok(())
        },
        checks: |r| !r.required_annotations.is_empty(),
        pod_fields: &[("metadata.annotations", PodType::StringMap)],
    },
    RuleField {
        name: "podSecurity",
        read: |r, v, at| {
            r.pod_security = Some(pod_security(v, at)?);
            Ok(())
        },
        checks: |r| r.pod_security.is_some(),
        // The pod is typed as the API server types it (a member of another type is refused
        // there).
        pod_fields: &[],
    },
];

/// The fields of the inline pod template's `spec` the policy merges.
pub const TEMPLATE_SPEC_FIELDS: &[&str] = &["tolerations", "affinity"];

/// The values of `mode`.
pub const MODES: &[&str] = &["validate-only", "mutate-only", "both"];

/// The values of a rule's `roles`.
pub const ROLES: &[&str] = &["driver", "executor"];

/// The values of a rule's `requireLimits`.
pub const LIMIT_KINDS: &[&str] = &["cpu", "memory"];

/// The levels of a rule's `podSecurity` (`privileged` allows everything: no rule).
pub const POD_SECURITY_LEVELS: &[&str] = &["baseline", "restricted"];

/// The volume sources of a Kubernetes 1.37 `Volume` (the members beside `name`): what
/// `forbiddenVolumeTypes` may name. A test holds the list to k8s-openapi's `Volume`.
pub const VOLUME_TYPES: &[&str] = &[
    "awsElasticBlockStore",
    "azureDisk",
    "azureFile",
    "cephfs",
    "cinder",
    "configMap",
    "csi",
    "downwardAPI",
    "emptyDir",
    "ephemeral",
    "fc",
    "flexVolume",
    "flocker",
    "gcePersistentDisk",
    "gitRepo",
    "glusterfs",
    "hostPath",
    "image",
    "iscsi",
    "nfs",
    "persistentVolumeClaim",
    "photonPersistentDisk",
    "portworxVolume",
    "projected",
    "quobyte",
    "rbd",
    "scaleIO",
    "secret",
    "storageos",
    "vsphereVolume",
];

/// What the policy does with a Spark pod.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Mode {
    /// Only check the rules.
    ValidateOnly,
    /// Only apply `sparkConf` / `podTemplate`.
    MutateOnly,
    /// Mutate first, then check the rules on the mutated pod.
    #[default]
    Both,
}

impl Mode {
    pub fn mutates(self) -> bool {
        matches!(self, Mode::MutateOnly | Mode::Both)
    }
    pub fn validates(self) -> bool {
        matches!(self, Mode::ValidateOnly | Mode::Both)
    }
}

/// A role a rule applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoleName {
    Driver,
    Executor,
}

impl RoleName {
    pub fn role(self) -> Role {
        match self {
            RoleName::Driver => Role::Driver,
            RoleName::Executor => Role::Executor,
        }
    }
}

/// A resource whose limit `requireLimits` demands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LimitKind {
    Cpu,
    Memory,
}

/// One named validation rule: any combination of checks, for some roles (both by default).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Rule {
    pub name: String,
    /// Roles the rule applies to; empty = driver and executor.
    pub roles: Vec<RoleName>,
    /// Max memory request and limit of each container (a Kubernetes quantity, e.g. `16Gi`).
    pub max_memory: Option<String>,
    /// Max cpu request and limit of each container (e.g. `4`, `3500m`).
    pub max_cpu: Option<String>,
    /// Limits every container must set.
    pub require_limits: Vec<LimitKind>,
    /// Image patterns (`*` matches anything, registry host case-insensitive, Docker Hub
    /// short names normalised to `docker.io/...`); empty = any image.
    pub allowed_images: Vec<String>,
    /// Allowed service accounts (a pod without one runs as `default`); empty = any.
    pub allowed_service_accounts: Vec<String>,
    /// Volume source types that are rejected (`hostPath`, `nfs`, ...).
    pub forbidden_volume_types: Vec<String>,
    pub forbid_privileged: bool,
    pub forbid_host_network: bool,
    pub forbid_host_pid: bool,
    pub forbid_privilege_escalation: bool,
    pub required_labels: Vec<String>,
    pub required_annotations: Vec<String>,
    /// A Pod Security Standard every pod must meet (`baseline`, `restricted`, optionally with a
    /// policy version: `restricted:v1.30`), checked as the Pod Security admission plugin does.
    pub pod_security: Option<LevelVersion>,
}

impl Rule {
    pub fn applies_to(&self, role: Role) -> bool {
        self.roles.is_empty() || self.roles.iter().any(|r| r.role() == role)
    }

    fn has_checks(&self) -> bool {
        RULES.iter().any(|f| (f.checks)(self))
    }

    /// A rule object; `at` names it in messages (`rules[2]`).
    fn read(v: &Node<'_>, at: &At<'_>) -> Result<Rule, String> {
        let mut r = Rule::default();
        for (key, v) in members(v, at)? {
            let at = &At::Field(at, key);
            let Some(field) = RULES.iter().find(|f| f.name == key) else {
                return Err(format!(
                    "{at}: unknown field{} (a rule has {})",
                    did_you_mean(key, &RULE_FIELDS),
                    RULE_FIELDS.join(", ")
                ));
            };
            // `null` is "not set", as in Kubernetes objects (a settings form writes it).
            if !v.is_null() {
                (field.read)(&mut r, v, at)?;
            }
        }
        Ok(r)
    }
}

/// Where a value is in the settings, for messages; written out only when there is one.
pub(crate) enum At<'p> {
    Top(&'static str),
    Field(&'p At<'p>, &'p str),
    Item(&'p At<'p>, usize),
}

impl std::fmt::Display for At<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            At::Top(name) => f.write_str(name),
            At::Field(parent, key) => write!(f, "{parent}.{key}"),
            At::Item(parent, i) => write!(f, "{parent}[{i}]"),
        }
    }
}

/// The members of an object, refusing other kinds and members given twice.
fn members<'n, 'a>(
    v: &'n Node<'a>,
    at: &At<'_>,
) -> Result<impl Iterator<Item = (&'n str, &'n Node<'a>)>, String> {
    let o: &'n Object<'a> = v
        .as_object()
        .ok_or_else(|| format!("{at}: expected an object, got {v}"))?;
    // Small objects (all of a rule's, usually all of the settings') are checked pairwise, which
    // allocates nothing; a large sparkConf through a set.
    let duplicate = if o.len() <= 32 {
        o.keys()
            .enumerate()
            .find(|(i, k)| o.keys().take(*i).any(|earlier| earlier == *k))
            .map(|(_, k)| k)
    } else {
        let mut seen = BTreeSet::new();
        o.keys().find(|k| !seen.insert(*k))
    };
    match duplicate {
        Some(k) => Err(format!("{at}: duplicate field `{k}`")),
        None => Ok(o.iter()),
    }
}

fn string(v: &Node<'_>, at: &At<'_>) -> Result<String, String> {
    v.as_str()
        .map(str::to_string)
        .ok_or_else(|| format!("{at}: expected a string, got {v}"))
}

/// `baseline`, `restricted` or either at a policy version (`restricted:v1.30`).
fn pod_security(v: &Node<'_>, at: &At<'_>) -> Result<LevelVersion, String> {
    let text = string(v, at)?;
    let (level, version) = text.split_once(':').unwrap_or((text.as_str(), "latest"));
    let level = match Level::parse(level) {
        Some(l @ (Level::Baseline | Level::Restricted)) => l,
        _ => {
            return Err(format!(
                "{at}: expected \"baseline\" or \"restricted\" (optionally with a version, \"restricted:v1.30\"), got {text:?}{}",
                did_you_mean(level, POD_SECURITY_LEVELS)
            ));
        }
    };
    let version = PolicyVersion::parse(version).ok_or_else(|| {
        format!("{at}: the version must be \"latest\" or \"v1.<minor>\", got {version:?}")
    })?;
    Ok(LevelVersion { level, version })
}

fn flag(v: &Node<'_>, at: &At<'_>) -> Result<bool, String> {
    v.as_bool()
        .ok_or_else(|| format!("{at}: expected true or false, got {v}"))
}

fn list<T>(
    v: &Node<'_>,
    at: &At<'_>,
    item: impl Fn(&Node<'_>, &At<'_>) -> Result<T, String>,
) -> Result<Vec<T>, String> {
    v.as_array()
        .ok_or_else(|| format!("{at}: expected an array, got {v}"))?
        .iter()
        .enumerate()
        .map(|(i, v)| item(v, &At::Item(at, i)))
        .collect()
}

/// The rules used when the settings have no `rules`: no hostPath volumes.
pub fn default_rules() -> Vec<Rule> {
    vec![Rule {
        name: "no-host-path".into(),
        forbidden_volume_types: vec!["hostPath".into()],
        ..Rule::default()
    }]
}

/// The policy settings.
#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    pub mode: Mode,
    /// Spark conf keys applied to every driver/executor pod, in the order given, as Spark
    /// would read them from `spark-defaults.conf` (numbers and booleans as their text).
    pub spark_conf: Vec<(String, String)>,
    /// `{"spec": {"tolerations": [...], "affinity": {...}}}`, merged like a Spark pod template.
    pub pod_template: Option<Node<'static>>,
    pub rules: Vec<Rule>,
    /// The release for pods whose `spark-version` label names none sparkpods knows (default:
    /// the newest).
    pub spark_version: Option<SparkVersion>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            mode: Mode::default(),
            spark_conf: Vec::new(),
            pod_template: None,
            rules: default_rules(),
            spark_version: None,
        }
    }
}

/// What the inline pod template contributes (JSON trees, so fields this k8s-openapi does not
/// know survive).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct TemplateAdditions<'s> {
    pub tolerations: &'s [Node<'static>],
    pub affinity: Option<&'s Node<'static>>,
}

impl Settings {
    /// Parse settings JSON (`null` = defaults).
    pub fn from_value(v: &Value) -> Result<Settings, String> {
        Settings::from_json(Some(&v.to_string()))
    }

    /// Parse the settings' text as the `validate` payload carries it (absent or `null` =
    /// defaults).
    pub fn from_json(text: Option<&str>) -> Result<Settings, String> {
        let Some(text) = text else {
            return Ok(Settings::default());
        };
        let v = Node::parse(text).map_err(|e| format!("settings are not valid JSON: {e}"))?;
        Settings::from_node(&v)
    }

    /// The settings of a JSON tree (`null` = defaults).
    pub fn from_node(v: &Node<'_>) -> Result<Settings, String> {
        let mut s = Settings::default();
        if v.is_null() {
            return Ok(s);
        }
        for (key, v) in members(v, &At::Top("settings"))? {
            if v.is_null() && SETTINGS_FIELDS.contains(&key) {
                continue;
            }
            match key {
                "mode" => {
                    s.mode = match v.as_str() {
                        Some("validate-only") => Mode::ValidateOnly,
                        Some("mutate-only") => Mode::MutateOnly,
                        Some("both") => Mode::Both,
                        _ => {
                            return Err(format!(
                                "mode: expected \"validate-only\", \"mutate-only\" or \"both\", got {v}{}",
                                value_hint(v, MODES)
                            ));
                        }
                    }
                }
                "sparkConf" => {
                    s.spark_conf = members(v, &At::Top("sparkConf"))?
                        .map(|(k, v)| Ok((k.to_string(), conf_value(k, v)?)))
                        .collect::<Result<_, String>>()?;
                }
                "podTemplate" => s.pod_template = Some(v.clone().into_owned()),
                "rules" => {
                    s.rules = list(v, &At::Top("rules"), Rule::read)?;
                }
                "sparkVersion" => {
                    let text = v.as_str().ok_or_else(|| {
                        format!(
                            "sparkVersion: expected a release such as \"3.5.5\" or \"4.1\", got {v}"
                        )
                    })?;
                    // Empty is "not set" (a settings form's cleared text field).
                    if !text.is_empty() {
                        s.spark_version = Some(
                            text.parse()
                                .map_err(|e: UnknownSparkVersion| format!("sparkVersion: {e}"))?,
                        );
                    }
                }
                _ => {
                    return Err(format!(
                        "{key}: unknown field{} (the settings have {})",
                        did_you_mean(key, SETTINGS_FIELDS),
                        SETTINGS_FIELDS.join(", ")
                    ));
                }
            }
        }
        Ok(s)
    }

    /// The conf as `(key, value)` pairs.
    pub fn conf_pairs(&self) -> &[(String, String)] {
        &self.spark_conf
    }

    /// Tolerations and affinity of the inline pod template, checked for shape only.
    ///
    /// Their types (k8s-openapi `Toleration`, `Affinity`) are checked by [`Settings::validate`],
    /// which policy-server runs (`validate_settings`) before it serves the policy and which stops
    /// it on invalid settings; checking them again on every request would only cost time.
    pub fn template_additions(&self) -> Result<TemplateAdditions<'_>, String> {
        let Some(t) = &self.pod_template else {
            return Ok(TemplateAdditions::default());
        };
        let obj = t
            .as_object()
            .ok_or("podTemplate: must be an object like {\"spec\": {\"tolerations\": [...]}}")?;
        if let Some(k) = obj.keys().find(|k| *k != "spec") {
            return Err(format!(
                "podTemplate.{k}: not supported{} (only spec.tolerations and spec.affinity are merged)",
                did_you_mean(k, &["spec"])
            ));
        }
        let Some(spec) = obj.get("spec") else {
            return Ok(TemplateAdditions::default());
        };
        let spec = spec
            .as_object()
            .ok_or("podTemplate.spec: must be an object")?;
        if let Some(k) = spec.keys().find(|k| !TEMPLATE_SPEC_FIELDS.contains(k)) {
            return Err(format!(
                "podTemplate.spec.{k}: not supported{} (only tolerations and affinity are merged; other pod fields belong in sparkConf or the user's own pod template)",
                did_you_mean(k, TEMPLATE_SPEC_FIELDS)
            ));
        }
        let mut out = TemplateAdditions::default();
        match spec.get("tolerations") {
            None | Some(Node::Null) => {}
            Some(Node::Array(ts)) => out.tolerations = ts,
            Some(_) => return Err("podTemplate.spec.tolerations: must be an array".into()),
        }
        match spec.get("affinity") {
            None | Some(Node::Null) => {}
            Some(a @ Node::Object(_)) => out.affinity = Some(a),
            Some(_) => return Err("podTemplate.spec.affinity: must be an object".into()),
        }
        Ok(out)
    }

    /// The template's tolerations and affinity as Kubernetes types (messages name the field).
    fn check_template_types(&self) -> Result<(), String> {
        let Some(t) = &self.pod_template else {
            return Ok(());
        };
        let t: Value =
            serde_json::from_str(&t.to_string()).map_err(|e| format!("podTemplate: {e}"))?;
        let spec = t.get("spec");
        if let Some(t) = spec.and_then(|s| s.get("tolerations")) {
            from_value_strict::<Vec<Toleration>>(t)
                .map_err(|e| format!("podTemplate.spec.tolerations: {e}"))?;
        }
        if let Some(a) = spec.and_then(|s| s.get("affinity")) {
            from_value_strict::<Affinity>(a)
                .map_err(|e| format!("podTemplate.spec.affinity: {e}"))?;
        }
        Ok(())
    }

    /// Everything `validate_settings` checks; the message names the bad field.
    pub fn validate(&self) -> Result<(), String> {
        let pairs = self.conf_pairs();
        for (k, _) in pairs {
            check_cluster_key(k).map_err(|why| match misspelt_conf_key(k) {
                Some(meant) => {
                    format!("sparkConf.{k}: unknown key, did you mean `{meant}`? ({why})")
                }
                None => format!("sparkConf.{k}: {why}"),
            })?;
        }
        // Run the steps once per role and version so Spark's own errors (reserved labels,
        // malformed secretKeyRef, volume options...) surface now instead of on every pod.
        for version in SparkVersion::ALL.iter().copied() {
            for role in [Role::Driver, Role::Executor] {
                let id = PodIdentity {
                    version,
                    role,
                    app_id: "spark-settings-check".into(),
                    executor_id: "1".into(),
                    has_local_dirs: false,
                };
                cluster_additions(pairs, &id).map_err(|e| {
                    let field = e
                        .key
                        .as_deref()
                        .map(|k| format!("sparkConf.{k}"))
                        .unwrap_or_else(|| "sparkConf".into());
                    let hint = e
                        .hint
                        .as_deref()
                        .map(|h| format!(" ({h})"))
                        .unwrap_or_default();
                    format!(
                        "{field}: {}{hint} [Spark {version}, {}]",
                        e.message,
                        role.as_str()
                    )
                })?;
            }
        }
        self.check_template_types()?;
        self.template_additions()?;
        let mut names = BTreeSet::new();
        for (i, r) in self.rules.iter().enumerate() {
            if r.name.trim().is_empty() {
                return Err(format!("rules[{i}].name: every rule needs a name"));
            }
            if !names.insert(r.name.as_str()) {
                return Err(format!("rules[{i}].name: duplicate rule name {}", r.name));
            }
            let at = format!("rules[{i}] ({})", r.name);
            if !r.has_checks() {
                return Err(format!("{at}: the rule checks nothing"));
            }
            for (field, q) in [("maxMemory", &r.max_memory), ("maxCpu", &r.max_cpu)] {
                if let Some(q) = q
                    && !Quantity::parse(q).is_ok_and(|v| !v.is_zero() && !v.is_negative())
                {
                    return Err(format!(
                        "{at}.{field}: {q:?} is not a positive Kubernetes quantity (e.g. 16Gi, 4, 3500m)"
                    ));
                }
            }
            for (field, list) in [
                ("allowedImages", &r.allowed_images),
                ("allowedServiceAccounts", &r.allowed_service_accounts),
                ("forbiddenVolumeTypes", &r.forbidden_volume_types),
                ("requiredLabels", &r.required_labels),
                ("requiredAnnotations", &r.required_annotations),
            ] {
                if list.iter().any(|s| s.trim().is_empty()) {
                    return Err(format!("{at}.{field}: empty entries are not allowed"));
                }
            }
            for (i, ty) in r.forbidden_volume_types.iter().enumerate() {
                if !VOLUME_TYPES.contains(&ty.as_str()) {
                    return Err(format!(
                        "{at}.forbiddenVolumeTypes[{i}]: {ty:?} is not a Kubernetes volume type{} (the types are {})",
                        did_you_mean(ty, VOLUME_TYPES),
                        VOLUME_TYPES.join(", ")
                    ));
                }
            }
        }
        Ok(())
    }
}

/// `, did you mean "x"?` when `v` is a string that misspells one of `values`.
fn value_hint(v: &Node<'_>, values: &[&str]) -> String {
    v.as_str()
        .and_then(|typed| crate::suggest::closest(typed, values))
        .map(|meant| format!(", did you mean \"{meant}\"?"))
        .unwrap_or_default()
}

/// The cluster conf key `key` most likely misspells: a key the registry does not know, a few
/// edits from one the policy applies. A prefix key compares as many dot-separated parts and
/// keeps the name typed after them (`spark.kubernetes.node.selecter.pool` →
/// `spark.kubernetes.node.selector.pool`).
fn misspelt_conf_key(key: &str) -> Option<String> {
    if registry::lookup(key).is_some() {
        return None;
    }
    registry::correction(key, registry::typo_tolerance, |meant| {
        check_cluster_key(meant).is_ok()
    })
}

/// A `sparkConf` value as Spark would read it from `spark-defaults.conf`: strings as they
/// are, booleans and numbers as serde_json writes them (`1.0` stays `1.0`, `1e3` is `1000.0`).
fn conf_value(key: &str, v: &Node<'_>) -> Result<String, String> {
    match v {
        Node::String(s) => Ok(s.to_string()),
        Node::Bool(b) => Ok(b.to_string()),
        Node::Number(n) => serde_json::from_str::<serde_json::Number>(n)
            .map(|n| n.to_string())
            .map_err(|e| format!("sparkConf.{key}: {e}")),
        _ => Err(format!(
            "sparkConf.{key}: the value must be a string, number or boolean"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn check(v: Value) -> Result<(), String> {
        Settings::from_value(&v)?.validate()
    }

    #[test]
    fn empty_settings_are_valid_and_forbid_host_path() {
        let s = Settings::from_value(&json!({})).unwrap();
        assert_eq!(s.rules, default_rules());
        assert_eq!(s.mode, Mode::Both);
        s.validate().unwrap();
        assert_eq!(
            Settings::from_value(&Value::Null).unwrap(),
            Settings::default()
        );
    }

    #[test]
    fn submit_time_keys_are_rejected_with_why() {
        let e = check(json!({"sparkConf": {"spark.executor.memory": "4g"}})).unwrap_err();
        assert!(e.starts_with("sparkConf.spark.executor.memory: "), "{e}");
        assert!(e.contains("only makes sense at submit time"), "{e}");
        let e = check(json!({"sparkConf": {"spark.driver.cores": 2}})).unwrap_err();
        assert!(e.contains("maxCpu"), "{e}");
    }

    #[test]
    fn spark_errors_name_the_key() {
        let e = check(json!({"sparkConf": {"spark.kubernetes.driver.label.spark-role": "x"}}))
            .unwrap_err();
        assert!(
            e.starts_with("sparkConf.spark.kubernetes.driver.label.spark-role: "),
            "{e}"
        );
        let e = check(json!({"sparkConf": {"spark.kubernetes.local.dirs.tmpfs": "maybe"}}))
            .unwrap_err();
        assert!(
            e.starts_with("sparkConf.spark.kubernetes.local.dirs.tmpfs"),
            "{e}"
        );
        let e = check(json!({"sparkConf": {"spark.executorEnv.A": ["x"]}})).unwrap_err();
        assert!(e.starts_with("sparkConf.spark.executorEnv.A"), "{e}");
    }

    #[test]
    fn bad_fields_are_named() {
        let e = check(json!({"modee": "both"})).unwrap_err();
        assert_eq!(
            e,
            "modee: unknown field, did you mean `mode`? (the settings have mode, sparkConf, podTemplate, rules, sparkVersion)"
        );
        let e = check(json!({"mode": "sometimes"})).unwrap_err();
        assert_eq!(
            e,
            "mode: expected \"validate-only\", \"mutate-only\" or \"both\", got \"sometimes\""
        );
        let e = check(json!({"rules": [{"name": "m", "maxMemory": "lots"}]})).unwrap_err();
        assert_eq!(
            e,
            "rules[0] (m).maxMemory: \"lots\" is not a positive Kubernetes quantity (e.g. 16Gi, 4, 3500m)"
        );
        let e = check(json!({"rules": [{"name": "m"}]})).unwrap_err();
        assert!(e.contains("checks nothing"), "{e}");
        let e = check(json!({"rules": [{"name": "a", "forbidHostPID": true}, {"name": "a", "forbidPrivileged": true}]}))
            .unwrap_err();
        assert!(e.starts_with("rules[1].name: duplicate"), "{e}");
        let e = check(json!({"rules": [{"name": "a", "maxCPU": "1"}]})).unwrap_err();
        assert!(
            e.starts_with("rules[0].maxCPU: unknown field, did you mean `maxCpu`? (a rule has name, roles, maxMemory, "),
            "{e}"
        );
        let e = check(json!({"podTemplate": {"spec": {"hostNetwork": true}}})).unwrap_err();
        assert!(
            e.starts_with("podTemplate.spec.hostNetwork: not supported (only tolerations"),
            "{e}"
        );
        let e =
            check(json!({"podTemplate": {"spec": {"tolerations": [{"effect": 3}]}}})).unwrap_err();
        assert!(e.starts_with("podTemplate.spec.tolerations"), "{e}");
    }

    /// A typo must not switch a rule off: every misspelt name is refused with the one meant.
    #[test]
    fn typos_are_refused_with_the_name_meant() {
        for (settings, message) in [
            (
                json!({"sparkconf": {}}),
                "sparkconf: unknown field, did you mean `sparkConf`?",
            ),
            (
                json!({"rule": []}),
                "rule: unknown field, did you mean `rules`?",
            ),
            (
                json!({"mode": "validate_only"}),
                "mode: expected \"validate-only\", \"mutate-only\" or \"both\", got \"validate_only\", did you mean \"validate-only\"?",
            ),
            (
                json!({"rules": [{"name": "a", "forbidHostNetwrok": true}]}),
                "rules[0].forbidHostNetwrok: unknown field, did you mean `forbidHostNetwork`?",
            ),
            (
                json!({"rules": [{"name": "a", "requiredLabel": ["team"]}]}),
                "rules[0].requiredLabel: unknown field, did you mean `requiredLabels`?",
            ),
            (
                json!({"rules": [{"name": "a", "roles": ["executors"], "forbidHostPID": true}]}),
                "rules[0].roles[0]: expected \"driver\" or \"executor\", got \"executors\", did you mean \"executor\"?",
            ),
            (
                json!({"rules": [{"name": "a", "requireLimits": ["Memory"]}]}),
                "rules[0].requireLimits[0]: expected \"cpu\" or \"memory\", got \"Memory\", did you mean \"memory\"?",
            ),
            (
                json!({"rules": [{"name": "a", "podSecurity": "restriced"}]}),
                "rules[0].podSecurity: expected \"baseline\" or \"restricted\" (optionally with a version, \"restricted:v1.30\"), got \"restriced\", did you mean `restricted`?",
            ),
            (
                json!({"rules": [{"name": "a", "forbiddenVolumeTypes": ["hostpath"]}]}),
                "rules[0] (a).forbiddenVolumeTypes[0]: \"hostpath\" is not a Kubernetes volume type, did you mean `hostPath`? (the types are awsElasticBlockStore, ",
            ),
            (
                json!({"rules": [{"name": "a", "forbiddenVolumeTypes": ["hostPath", "nsf"]}]}),
                "rules[0] (a).forbiddenVolumeTypes[1]: \"nsf\" is not a Kubernetes volume type, did you mean `nfs`?",
            ),
            (
                json!({"podTemplate": {"spec": {"toleration": []}}}),
                "podTemplate.spec.toleration: not supported, did you mean `tolerations`?",
            ),
            (
                json!({"podTemplate": {"specs": {}}}),
                "podTemplate.specs: not supported, did you mean `spec`?",
            ),
            (
                json!({"sparkConf": {"spark.kubernetes.node.selecter.pool": "spark"}}),
                "sparkConf.spark.kubernetes.node.selecter.pool: unknown key, did you mean `spark.kubernetes.node.selector.pool`? (spark.kubernetes.node.selecter.pool is not a pod-level conf",
            ),
            (
                json!({"sparkConf": {"spark.executorenv.TZ": "UTC"}}),
                "sparkConf.spark.executorenv.TZ: unknown key, did you mean `spark.executorEnv.TZ`?",
            ),
            (
                json!({"sparkConf": {"spark.local.dirs": "/tmp"}}),
                "sparkConf.spark.local.dirs: unknown key, did you mean `spark.local.dir`?",
            ),
        ] {
            let e = check(settings.clone()).unwrap_err();
            assert!(
                e.starts_with(message),
                "{settings}:\n  {e}\nshould start with\n  {message}"
            );
        }
        // A known key of the wrong kind gets the reason, not a suggestion.
        let e = check(json!({"sparkConf": {"spark.executor.memory": "4g"}})).unwrap_err();
        assert!(!e.contains("did you mean"), "{e}");
    }

    /// `VOLUME_TYPES` is every volume source of k8s-openapi's `Volume`: the struct literal names
    /// every field (a new Kubernetes volume type fails to compile here), and each source's
    /// member name is in the list.
    #[test]
    fn the_volume_types_are_kubernetes_own() {
        use k8s_openapi::api::core::v1::Volume;
        let every = Volume {
            name: "v".into(),
            aws_elastic_block_store: Some(Default::default()),
            azure_disk: Some(Default::default()),
            azure_file: Some(Default::default()),
            cephfs: Some(Default::default()),
            cinder: Some(Default::default()),
            config_map: Some(Default::default()),
            csi: Some(Default::default()),
            downward_api: Some(Default::default()),
            empty_dir: Some(Default::default()),
            ephemeral: Some(Default::default()),
            fc: Some(Default::default()),
            flex_volume: Some(Default::default()),
            flocker: Some(Default::default()),
            gce_persistent_disk: Some(Default::default()),
            git_repo: Some(Default::default()),
            glusterfs: Some(Default::default()),
            host_path: Some(Default::default()),
            image: Some(Default::default()),
            iscsi: Some(Default::default()),
            nfs: Some(Default::default()),
            persistent_volume_claim: Some(Default::default()),
            photon_persistent_disk: Some(Default::default()),
            portworx_volume: Some(Default::default()),
            projected: Some(Default::default()),
            quobyte: Some(Default::default()),
            rbd: Some(Default::default()),
            scale_io: Some(Default::default()),
            secret: Some(Default::default()),
            storageos: Some(Default::default()),
            vsphere_volume: Some(Default::default()),
        };
        let v = serde_json::to_value(every).unwrap();
        let members: BTreeSet<&str> = v
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .filter(|k| *k != "name")
            .collect();
        assert_eq!(members, VOLUME_TYPES.iter().copied().collect());
        assert_eq!(members.len(), VOLUME_TYPES.len(), "listed twice");
    }

    #[test]
    fn the_reader_names_wrong_types_and_reads_conf_values_like_spark_defaults() {
        let s = Settings::from_json(Some(
            r#"{"sparkConf": {"z": 1.0, "a": 1e3, "d": true, "e": 7, "f": "x\u0041"}}"#,
        ))
        .unwrap();
        let pairs: Vec<(&str, &str)> = s
            .conf_pairs()
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        assert_eq!(
            pairs,
            [
                ("z", "1.0"),
                ("a", "1000.0"),
                ("d", "true"),
                ("e", "7"),
                ("f", "xA")
            ]
        );
        for (bad, want) in [
            (json!({"mode": 3}), "mode: expected \"validate-only\""),
            (
                json!({"sparkConf": []}),
                "sparkConf: expected an object, got []",
            ),
            (json!({"rules": {}}), "rules: expected an array"),
            (
                json!({"rules": [{"name": "a", "roles": ["driver", "shuffle"]}]}),
                "rules[0].roles[1]: expected \"driver\" or \"executor\", got \"shuffle\"",
            ),
            (
                json!({"rules": [{"name": 1}]}),
                "rules[0].name: expected a string, got 1",
            ),
            (
                json!({"rules": [{"name": "a", "forbidPrivileged": "yes"}]}),
                "rules[0].forbidPrivileged: expected true or false",
            ),
            (
                json!({"rules": [{"name": "a", "requireLimits": ["gpu"]}]}),
                "rules[0].requireLimits[0]: expected \"cpu\" or \"memory\"",
            ),
            (json!([]), "settings: expected an object"),
        ] {
            let e = Settings::from_value(&bad).unwrap_err();
            assert!(e.starts_with(want), "{e}");
        }
        let e = Settings::from_json(Some(r#"{"mode": "both", "mode": "both"}"#)).unwrap_err();
        assert_eq!(e, "settings: duplicate field `mode`");
        let many: Vec<String> = (0..40)
            .chain([7])
            .map(|i| format!("\"spark.executorEnv.V{i}\": \"x\""))
            .collect();
        let e = Settings::from_json(Some(&format!("{{\"sparkConf\": {{{}}}}}", many.join(","))))
            .unwrap_err();
        assert_eq!(e, "sparkConf: duplicate field `spark.executorEnv.V7`");
        let e = Settings::from_json(Some("{")).unwrap_err();
        assert!(e.starts_with("settings are not valid JSON: "), "{e}");
        assert_eq!(
            Settings::from_json(Some(" null ")).unwrap(),
            Settings::default()
        );
        assert_eq!(Settings::from_json(None).unwrap(), Settings::default());
        let s = Settings::from_value(&json!({"rules": [{"name": "a", "maxMemory": null, "forbidHostPID": true}], "podTemplate": null}))
            .unwrap();
        assert_eq!(s.rules[0].max_memory, None);
        assert!(s.rules[0].forbid_host_pid);
        assert_eq!(s.pod_template, None);
        // `null` is "not set" for every member (a settings form writes it for empty fields).
        let nulls = json!({"mode": null, "sparkConf": null, "podTemplate": null, "rules": null, "sparkVersion": null});
        assert_eq!(Settings::from_value(&nulls).unwrap(), Settings::default());
        let empty = json!({"sparkVersion": ""});
        assert_eq!(Settings::from_value(&empty).unwrap(), Settings::default());
        let rule: serde_json::Map<String, Value> = RULE_FIELDS
            .iter()
            .map(|f| (f.to_string(), Value::Null))
            .collect();
        let s = Settings::from_value(&json!({"rules": [rule]})).unwrap();
        assert_eq!(s.rules, [Rule::default()]);
        // Unknown members are refused whatever their value.
        assert!(Settings::from_value(&json!({"description": null})).is_err());
    }

    #[test]
    fn a_full_example_is_valid() {
        check(json!({
            "mode": "both",
            "sparkConf": {
                "spark.kubernetes.node.selector.pool": "spark",
                "spark.kubernetes.executor.label.team": "data",
                "spark.kubernetes.local.dirs.tmpfs": false,
            },
            "podTemplate": {"spec": {"tolerations": [{"key": "spark", "operator": "Exists", "effect": "NoSchedule"}]}},
            "rules": [
                {"name": "mem", "roles": ["executor"], "maxMemory": "16Gi", "maxCpu": "4"},
                {"name": "limits", "requireLimits": ["cpu", "memory"]},
                {"name": "registry", "allowedImages": ["registry.example.com/spark/*"]},
                {"name": "hardening", "forbidPrivileged": true, "forbidHostNetwork": true,
                 "forbidHostPID": true, "forbidPrivilegeEscalation": true,
                 "forbiddenVolumeTypes": ["hostPath"]},
            ]
        }))
        .unwrap();
    }
}
