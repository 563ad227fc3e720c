//! Each role's conf keys side by side (`spark.driver.memory` / `spark.executor.memory`), so code
//! that works on either role reads "this role's key" from one table ([`crate::kconf::Role::keys`])
//! instead of matching on the role, or building the name.

use super::registry::{self as keys, ConfKey};

/// The conf keys of one role: what the builders, the checks, the operators' translations and
/// the admission policy name when they mean "this role's key".
pub struct RoleKeys {
    pub label: &'static ConfKey,
    pub annotation: &'static ConfKey,
    pub template_file: &'static ConfKey,
    pub template_container: &'static ConfKey,
    pub image: &'static ConfKey,
    pub cores: &'static ConfKey,
    pub request_cores: &'static ConfKey,
    pub limit_cores: &'static ConfKey,
    pub memory: &'static ConfKey,
    pub memory_overhead: &'static ConfKey,
    pub service_account: &'static ConfKey,
    pub java_options: &'static ConfKey,
    pub env: &'static ConfKey,
    pub secrets: &'static ConfKey,
    pub secret_key_ref: &'static ConfKey,
    pub volumes: &'static ConfKey,
    pub node_selector: &'static ConfKey,
    pub resource: &'static ConfKey,
    pub allow_privilege_escalation: &'static ConfKey,
}

pub static DRIVER_KEYS: RoleKeys = RoleKeys {
    label: &keys::DRIVER_LABEL,
    annotation: &keys::DRIVER_ANNOTATION,
    template_file: &keys::DRIVER_POD_TEMPLATE_FILE,
    template_container: &keys::DRIVER_POD_TEMPLATE_CONTAINER_NAME,
    image: &keys::DRIVER_CONTAINER_IMAGE,
    cores: &keys::DRIVER_CORES,
    request_cores: &keys::DRIVER_REQUEST_CORES,
    limit_cores: &keys::DRIVER_LIMIT_CORES,
    memory: &keys::DRIVER_MEMORY,
    memory_overhead: &keys::DRIVER_MEMORY_OVERHEAD,
    service_account: &keys::DRIVER_SERVICE_ACCOUNT,
    java_options: &keys::DRIVER_JAVA_OPTIONS,
    env: &keys::DRIVER_ENV,
    secrets: &keys::DRIVER_SECRETS,
    secret_key_ref: &keys::DRIVER_SECRET_KEY_REF,
    volumes: &keys::DRIVER_VOLUMES,
    node_selector: &keys::DRIVER_NODE_SELECTOR,
    resource: &keys::DRIVER_RESOURCE,
    allow_privilege_escalation: &keys::DRIVER_ALLOW_PRIVILEGE_ESCALATION,
};

pub static EXECUTOR_KEYS: RoleKeys = RoleKeys {
    label: &keys::EXECUTOR_LABEL,
    annotation: &keys::EXECUTOR_ANNOTATION,
    template_file: &keys::EXECUTOR_POD_TEMPLATE_FILE,
    template_container: &keys::EXECUTOR_POD_TEMPLATE_CONTAINER_NAME,
    image: &keys::EXECUTOR_CONTAINER_IMAGE,
    cores: &keys::EXECUTOR_CORES,
    request_cores: &keys::EXECUTOR_REQUEST_CORES,
    limit_cores: &keys::EXECUTOR_LIMIT_CORES,
    memory: &keys::EXECUTOR_MEMORY,
    memory_overhead: &keys::EXECUTOR_MEMORY_OVERHEAD,
    service_account: &keys::EXECUTOR_SERVICE_ACCOUNT,
    java_options: &keys::EXECUTOR_JAVA_OPTIONS,
    env: &keys::EXECUTOR_ENV,
    secrets: &keys::EXECUTOR_SECRETS,
    secret_key_ref: &keys::EXECUTOR_SECRET_KEY_REF,
    volumes: &keys::EXECUTOR_VOLUMES,
    node_selector: &keys::EXECUTOR_NODE_SELECTOR,
    resource: &keys::EXECUTOR_RESOURCE,
    allow_privilege_escalation: &keys::EXECUTOR_ALLOW_PRIVILEGE_ESCALATION,
};
