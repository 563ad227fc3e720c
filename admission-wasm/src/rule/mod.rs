//! A validation rule: what it is ([`Rule`]), each of its fields declared once in [`RULES`]
//! (its settings name, how it is read and validated, what it checks on a pod and the pod fields
//! that check reads), and the checks, one module per kind of field.
//!
//! Adding a field: a member of [`Rule`], an entry in `fields.rs`'s `RULES` naming its check and
//! the pod fields it reads (from which `pod_shape` learns their types), the check in the module
//! of its kind, and its documentation (README, `metadata.yml`'s questions).

mod fields;
mod images;
mod pod;
mod pod_level;
mod pod_security;
mod resources;
mod security;

use builder_core::Role;
use sparkpods_kube::cluster::pod_security::LevelVersion;

pub use fields::{PodType, RULE_FIELDS, RULES};
pub use images::normalize_image;
pub(crate) use pod::PodView;
pub use pod_security::CHECKS_POD_SECURITY;

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
}
