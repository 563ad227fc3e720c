//! Each role's conf keys side by side (`spark.driver.memory` / `spark.executor.memory`), so code
//! that works on either role reads "this role's key" from one table ([`crate::kubernetes_conf::Role::keys`])
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
    pub feature_steps: &'static ConfKey,
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
    feature_steps: &keys::DRIVER_POD_FEATURE_STEPS,
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
    feature_steps: &keys::EXECUTOR_POD_FEATURE_STEPS,
};

#[cfg(test)]
mod tests {
    use super::*;

    /// Each pair is the same key for the other role: a slip in the table would send one
    /// role's finding or value to the other's key.
    #[test]
    fn each_driver_key_is_the_executor_keys_twin() {
        let (d, e) = (&DRIVER_KEYS, &EXECUTOR_KEYS);
        let pairs = [
            (d.label, e.label),
            (d.annotation, e.annotation),
            (d.template_file, e.template_file),
            (d.template_container, e.template_container),
            (d.image, e.image),
            (d.cores, e.cores),
            (d.request_cores, e.request_cores),
            (d.limit_cores, e.limit_cores),
            (d.memory, e.memory),
            (d.memory_overhead, e.memory_overhead),
            (d.service_account, e.service_account),
            (d.java_options, e.java_options),
            (d.secrets, e.secrets),
            (d.secret_key_ref, e.secret_key_ref),
            (d.volumes, e.volumes),
            (d.node_selector, e.node_selector),
            (d.resource, e.resource),
            (d.allow_privilege_escalation, e.allow_privilege_escalation),
            (d.feature_steps, e.feature_steps),
        ];
        for (driver, executor) in pairs {
            assert_eq!(
                driver.key.replace("driver", "executor"),
                executor.key,
                "{} / {}",
                driver.key,
                executor.key
            );
            assert_eq!(driver.kind, executor.kind, "{}", driver.key);
        }
        // The one pair Spark named apart.
        assert_eq!(
            (d.env.key, e.env.key),
            ("spark.kubernetes.driverEnv.", "spark.executorEnv.")
        );
    }
}
