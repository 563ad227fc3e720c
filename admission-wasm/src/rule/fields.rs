//! Every field of a rule, declared once ([`RULES`]): its name in the settings, how it is read
//! and validated, whether it makes the rule check something, its check, and the pod fields that
//! check reads. Reading, `validate_settings`, the checks, the documentation's order
//! ([`RULE_FIELDS`]) and `pod_shape`'s types all come from this table.

use super::pod::PodView;
use super::{LimitKind, RoleName, Rule};
use super::{images, pod_level, pod_security, resources, security};
use crate::json::Node;
use crate::reader::{SettingsPath, flag, list, members, string, value_hint};
use crate::suggest::did_you_mean;

/// A rule's fields, in the order the documentation lists them: the names of `RULES`.
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

/// What a field checks on a pod: the messages of its violations, each without the rule's and
/// the pod's name (the caller prefixes them).
pub(crate) type Check = fn(&Rule, &PodView<'_>, &mut Vec<String>);

/// One field of a rule, declared once. The policy never types the pod, so a member of another
/// type (`hostPID: "true"`) would read as absent and pass: `pod_shape` refuses such a pod, with
/// the types it learns from every field's `pod_fields`.
pub struct RuleField {
    /// The field in the settings (`forbidHostPID`).
    pub name: &'static str,
    read: fn(&mut Rule, &Node<'_>, &SettingsPath<'_>) -> Result<(), String>,
    /// Whether the field, as read, makes the rule check something (a rule that checks nothing
    /// is refused).
    is_set: fn(&Rule) -> bool,
    /// What `validate_settings` checks beyond the reading (`at`: `rules[2] (name)`).
    validate: fn(&Rule, &str) -> Result<(), String>,
    check: Check,
    /// The pod fields the check reads (`spec.containers[].securityContext.privileged`; `[]`:
    /// every item) and their types.
    pub pod_fields: &'static [(&'static str, PodType)],
}

/// The check of a field that only names or scopes the rule.
fn no_check(_: &Rule, _: &PodView<'_>, _: &mut Vec<String>) {}

/// A list of names without empty ones (an empty image pattern or label name is a typo).
fn no_empty_entries(field: &str, list: &[String], at: &str) -> Result<(), String> {
    match list.iter().any(|s| s.trim().is_empty()) {
        true => Err(format!("{at}.{field}: empty entries are not allowed")),
        false => Ok(()),
    }
}

/// `forbiddenVolumeTypes`: each a volume source Kubernetes has.
fn known_volume_types(r: &Rule, at: &str) -> Result<(), String> {
    no_empty_entries("forbiddenVolumeTypes", &r.forbidden_volume_types, at)?;
    for (i, ty) in r.forbidden_volume_types.iter().enumerate() {
        if !VOLUME_TYPES.contains(&ty.as_str()) {
            return Err(format!(
                "{at}.forbiddenVolumeTypes[{i}]: {ty:?} is not a Kubernetes volume type{} (the types are {})",
                did_you_mean(ty, VOLUME_TYPES),
                VOLUME_TYPES.join(", ")
            ));
        }
    }
    Ok(())
}

impl Rule {
    /// A rule object; `at` names it in messages (`rules[2]`).
    pub(crate) fn read(v: &Node<'_>, at: &SettingsPath<'_>) -> Result<Rule, String> {
        let mut r = Rule::default();
        for (key, v) in members(v, at)? {
            let at = &SettingsPath::Field(at, key);
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

    /// What `validate_settings` checks of one rule besides its name; `at` names it
    /// (`rules[2] (name)`).
    pub(crate) fn validate(&self, at: &str) -> Result<(), String> {
        if !RULES.iter().any(|f| (f.is_set)(self)) {
            return Err(format!("{at}: the rule checks nothing"));
        }
        RULES.iter().try_for_each(|f| (f.validate)(self, at))
    }

    /// The violations of the pod, field by field in [`RULES`]' order.
    pub(crate) fn check(&self, pod: &PodView<'_>, out: &mut Vec<String>) {
        for f in RULES.iter().filter(|f| (f.is_set)(self)) {
            (f.check)(self, pod, out);
        }
    }
}

/// The JSON type of a pod field the policy reads.
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
    /// An object (of which other fields may be declared).
    Object,
    /// A list of at least one item (a pod's containers).
    NonEmptyList,
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
        is_set: |_| false,
        validate: |_, _| Ok(()),
        check: no_check,
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
        is_set: |_| false,
        validate: |_, _| Ok(()),
        check: no_check,
        pod_fields: &[],
    },
    RuleField {
        name: "maxMemory",
        read: |r, v, at| {
            r.max_memory = Some(string(v, at)?);
            Ok(())
        },
        is_set: |r| r.max_memory.is_some(),
        validate: |r, at| resources::positive_quantity("maxMemory", r.max_memory.as_ref(), at),
        check: resources::max_memory,
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
        is_set: |r| r.max_cpu.is_some(),
        validate: |r, at| resources::positive_quantity("maxCpu", r.max_cpu.as_ref(), at),
        check: resources::max_cpu,
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
        is_set: |r| !r.require_limits.is_empty(),
        validate: |_, _| Ok(()),
        check: resources::require_limits,
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
        is_set: |r| !r.allowed_images.is_empty(),
        validate: |r, at| no_empty_entries("allowedImages", &r.allowed_images, at),
        check: images::allowed_images,
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
        is_set: |r| !r.allowed_service_accounts.is_empty(),
        validate: |r, at| {
            no_empty_entries("allowedServiceAccounts", &r.allowed_service_accounts, at)
        },
        check: pod_level::allowed_service_accounts,
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
        is_set: |r| !r.forbidden_volume_types.is_empty(),
        validate: known_volume_types,
        check: pod_level::forbidden_volume_types,
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
        is_set: |r| r.forbid_privileged,
        validate: |_, _| Ok(()),
        check: security::forbid_privileged,
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
        is_set: |r| r.forbid_host_network,
        validate: |_, _| Ok(()),
        check: security::forbid_host_network,
        pod_fields: &[("spec.hostNetwork", PodType::Bool)],
    },
    RuleField {
        name: "forbidHostPID",
        read: |r, v, at| {
            r.forbid_host_pid = flag(v, at)?;
            Ok(())
        },
        is_set: |r| r.forbid_host_pid,
        validate: |_, _| Ok(()),
        check: security::forbid_host_pid,
        pod_fields: &[("spec.hostPID", PodType::Bool)],
    },
    RuleField {
        name: "forbidPrivilegeEscalation",
        read: |r, v, at| {
            r.forbid_privilege_escalation = flag(v, at)?;
            Ok(())
        },
        is_set: |r| r.forbid_privilege_escalation,
        validate: |_, _| Ok(()),
        check: security::forbid_privilege_escalation,
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
        is_set: |r| !r.required_labels.is_empty(),
        validate: |r, at| no_empty_entries("requiredLabels", &r.required_labels, at),
        check: pod_level::required_labels,
        pod_fields: &[("metadata.labels", PodType::StringMap)],
    },
    RuleField {
        name: "requiredAnnotations",
        read: |r, v, at| {
            r.required_annotations = list(v, at, string)?;
            Ok(())
        },
        is_set: |r| !r.required_annotations.is_empty(),
        validate: |r, at| no_empty_entries("requiredAnnotations", &r.required_annotations, at),
        check: pod_level::required_annotations,
        pod_fields: &[("metadata.annotations", PodType::StringMap)],
    },
    RuleField {
        name: "podSecurity",
        read: |r, v, at| {
            r.pod_security = Some(pod_security::read(v, at)?);
            Ok(())
        },
        is_set: |r| r.pod_security.is_some(),
        validate: |_, _| Ok(()),
        check: pod_security::check,
        // The pod is typed as the API server types it (a member of another type is refused
        // there).
        pod_fields: &[],
    },
];

/// The values of a rule's `roles`.
const ROLES: &[&str] = &["driver", "executor"];

/// The values of a rule's `requireLimits`.
const LIMIT_KINDS: &[&str] = &["cpu", "memory"];

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

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

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
}
