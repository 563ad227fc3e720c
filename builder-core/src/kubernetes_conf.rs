//! `KubernetesConf`: the conf as one role (driver or executor) sees it.

use std::collections::BTreeMap;

use k8s_openapi::apimachinery::pkg::apis::meta::v1::OwnerReference;

use crate::conf::SparkConf;
use crate::conf::registry as keys;
use crate::conf::role_keys::{self, RoleKeys};
use crate::error::{SparkError, SparkResult};
use crate::inputs::{DriverArgs, Environment};
use crate::names;
use crate::release::{Behaviour, Release};
use crate::volumes::{self, VolumeSpec};
use sparkpods_jvm::{ScalaMap, in_scala_immutable_map_order};

/// Which pod is being built.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// The driver pod.
    Driver,
    /// An executor pod.
    Executor,
}

impl Role {
    /// `driver` or `executor`, as the `spark-role` label writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Driver => "driver",
            Role::Executor => "executor",
        }
    }

    /// This role's conf keys (`spark.driver.memory` for the driver, ...).
    pub fn keys(self) -> &'static RoleKeys {
        match self {
            Role::Driver => &role_keys::DRIVER_KEYS,
            Role::Executor => &role_keys::EXECUTOR_KEYS,
        }
    }
}

/// What only the executor conf carries.
#[derive(Debug, Clone, PartialEq)]
pub struct ExecutorArgs {
    pub executor_id: String,
    /// The owner reference to the driver pod as read back from the API server (Spark keeps the
    /// whole pod; the owner reference of the executors' objects is all that is read of it).
    pub driver_owner: Option<OwnerReference>,
    pub resource_profile_id: i32,
}

/// Role-specific part of the conf.
#[derive(Debug, Clone, PartialEq)]
pub enum RoleConf {
    Driver(DriverArgs),
    Executor(ExecutorArgs),
}

/// The conf of one role, with the derived values every step uses.
#[derive(Debug, Clone)]
pub struct KubernetesConf<'e> {
    pub spark_conf: SparkConf,
    pub app_id: String,
    pub resource_name_prefix: String,
    pub role: RoleConf,
    /// The submitter's (driver's) environment and files.
    pub env: &'e Environment,
}

impl<'e> KubernetesConf<'e> {
    /// The release building this role's pod.
    pub fn release(&self) -> Release {
        self.spark_conf.release()
    }

    pub fn role_kind(&self) -> Role {
        match self.role {
            RoleConf::Driver(_) => Role::Driver,
            RoleConf::Executor(_) => Role::Executor,
        }
    }

    pub fn driver_args(&self) -> Option<&DriverArgs> {
        match &self.role {
            RoleConf::Driver(d) => Some(d),
            RoleConf::Executor(_) => None,
        }
    }

    pub fn executor_args(&self) -> Option<&ExecutorArgs> {
        match &self.role {
            RoleConf::Executor(e) => Some(e),
            RoleConf::Driver(_) => None,
        }
    }

    /// The executor id, or "" for the driver (as `{{EXECUTOR_ID}}` substitution uses).
    pub fn executor_id(&self) -> &str {
        self.executor_args()
            .map(|e| e.executor_id.as_str())
            .unwrap_or("")
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.spark_conf.get(key)
    }

    pub fn app_name(&self) -> &str {
        self.get(keys::APP_NAME.key).unwrap_or("spark")
    }

    pub fn namespace(&self) -> SparkResult<String> {
        Ok(self
            .spark_conf
            .entry_string(&keys::NAMESPACE)?
            .unwrap_or_else(|| "default".to_string()))
    }

    pub fn image_pull_policy(&self) -> SparkResult<String> {
        Ok(self
            .spark_conf
            .entry_enum(&keys::IMAGE_PULL_POLICY)?
            .unwrap_or_else(|| "IfNotPresent".to_string()))
    }

    /// `imagePullSecrets`: split on `,` and trimmed (empty names are kept, as Spark does).
    pub fn image_pull_secrets(&self) -> Vec<String> {
        match self.get(keys::IMAGE_PULL_SECRETS.key) {
            None => Vec::new(),
            Some(v) => v
                .split(',')
                .map(|s| sparkpods_jvm::java_trim(s).to_string())
                .filter(|s| !s.is_empty())
                .collect(),
        }
    }

    /// `KubernetesUtils.parsePrefixedKeyValuePairs`: a Scala Map in Spark's iteration order.
    pub fn prefixed(&self, prefix: &str) -> ScalaMap<String> {
        ScalaMap::from_pairs(
            self.release().scala(),
            self.spark_conf.get_all_with_prefix(prefix),
        )
    }

    /// [`Self::prefixed`]'s entries in its order, for a caller that reads them once.
    fn prefixed_pairs(&self, prefix: &str) -> Vec<(String, String)> {
        in_scala_immutable_map_order(
            self.release().scala(),
            self.spark_conf.get_all_with_prefix(prefix),
        )
    }

    fn prefixed_sorted(&self, prefix: &str) -> BTreeMap<String, String> {
        sparkpods_sort::btree_map(self.spark_conf.get_all_with_prefix(prefix))
    }

    /// Pod labels: custom ones plus Spark's presets (reserved keys rejected).
    pub fn labels(&self) -> SparkResult<BTreeMap<String, String>> {
        let release = self.release();
        let version = release.version();
        let app_id = self.app_id.as_str();
        let (prefix, mut preset): (&str, Vec<(&str, String)>) = match &self.role {
            RoleConf::Driver(d) => (
                keys::DRIVER_LABEL.key,
                vec![
                    (
                        "spark-version",
                        d.spark_version_label
                            .clone()
                            .unwrap_or_else(|| version.as_str().to_string()),
                    ),
                    ("spark-app-selector", app_id.to_string()),
                    ("spark-app-name", names::app_name_label(self.app_name())),
                    ("spark-role", "driver".to_string()),
                ],
            ),
            RoleConf::Executor(e) => (
                keys::EXECUTOR_LABEL.key,
                vec![
                    ("spark-version", version.as_str().to_string()),
                    ("spark-app-selector", app_id.to_string()),
                    ("spark-app-name", names::app_name_label(self.app_name())),
                    ("spark-exec-id", e.executor_id.clone()),
                    (
                        "spark-exec-resourceprofile-id",
                        e.resource_profile_id.to_string(),
                    ),
                    ("spark-role", "executor".to_string()),
                ],
            ),
        };
        let custom = self.prefixed_sorted(prefix);
        // Spark checks the preset keys in its Map's iteration order; the first hit is reported.
        if preset.iter().any(|(k, _)| custom.contains_key(*k)) {
            let preset_order = ScalaMap::from_pairs(
                release.scala(),
                preset.iter().map(|(k, v)| ((*k).to_string(), v.clone())),
            );
            for (key, _) in preset_order.iter() {
                if custom.contains_key(key) {
                    let full = format!("{prefix}{key}");
                    let msg = match self.role {
                        RoleConf::Driver(_) => format!(
                            "Label with key {key} is not allowed as it is reserved for Spark bookkeeping operations."
                        ),
                        RoleConf::Executor(_) => format!(
                            "Custom executor labels cannot contain {key} as it is reserved for Spark."
                        ),
                    };
                    return Err(SparkError::requirement(msg)
                        .with_key(full)
                        .with_hint(format!("remove the label {key}: Spark sets it itself")));
                }
            }
        }
        let mut out: BTreeMap<String, String> =
            sparkpods_sort::btree_map(custom.into_iter().map(|(k, v)| {
                let v = if release.has(Behaviour::TemplatesPodLabels) {
                    names::substitute_app_and_exec_ids(v, app_id, self.executor_id())
                } else {
                    v
                };
                (k, v)
            }));
        for (k, v) in preset.drain(..) {
            out.insert(k.to_string(), v);
        }
        Ok(out)
    }

    /// Pod annotations with `{{APP_ID}}` / `{{EXECUTOR_ID}}` substituted.
    pub fn annotations(&self) -> BTreeMap<String, String> {
        let prefix = match self.role {
            RoleConf::Driver(_) => keys::DRIVER_ANNOTATION.key,
            RoleConf::Executor(_) => keys::EXECUTOR_ANNOTATION.key,
        };
        sparkpods_sort::btree_map(self.prefixed_sorted(prefix).into_iter().map(|(k, v)| {
            (
                k,
                names::substitute_app_and_exec_ids(v, &self.app_id, self.executor_id()),
            )
        }))
    }

    /// Env vars from secret keys: `(env name, "secret:key")` in Spark's order.
    pub fn secret_env_names_to_key_refs(&self) -> Vec<(String, String)> {
        let prefix = match self.role {
            RoleConf::Driver(_) => keys::DRIVER_SECRET_KEY_REF.key,
            RoleConf::Executor(_) => keys::EXECUTOR_SECRET_KEY_REF.key,
        };
        self.prefixed_pairs(prefix)
    }

    /// User env vars (`driverEnv.*` / valid `executorEnv.*`) in Spark's Map order.
    pub fn environment(&self) -> Vec<(String, String)> {
        match self.role {
            RoleConf::Driver(_) => self.prefixed_pairs(keys::DRIVER_ENV.key),
            RoleConf::Executor(_) => {
                let valid: Vec<(String, String)> = self
                    .spark_conf
                    .get_all_with_prefix(keys::EXECUTOR_ENV.key)
                    .into_iter()
                    .filter(|(k, _)| is_valid_executor_env_key(k))
                    .collect();
                in_scala_immutable_map_order(self.release().scala(), valid)
            }
        }
    }

    /// Node selector: the global one, then the role's (role wins on the same key).
    pub fn node_selector(&self) -> BTreeMap<String, String> {
        let mut out = self.prefixed_sorted(keys::NODE_SELECTOR.key);
        let role_prefix = match self.role {
            RoleConf::Driver(_) => keys::DRIVER_NODE_SELECTOR.key,
            RoleConf::Executor(_) => keys::EXECUTOR_NODE_SELECTOR.key,
        };
        out.extend(self.prefixed_sorted(role_prefix));
        out
    }

    /// The scheduler: the role's key if set (even empty), else the global one.
    pub fn scheduler_name(&self) -> SparkResult<Option<String>> {
        let role_key = match self.role {
            RoleConf::Driver(_) => &keys::DRIVER_SCHEDULER_NAME,
            RoleConf::Executor(_) => &keys::EXECUTOR_SCHEDULER_NAME,
        };
        match self.spark_conf.entry_string(role_key)? {
            Some(name) => Ok(Some(name)),
            None => self.spark_conf.entry_string(&keys::SCHEDULER_NAME),
        }
    }

    /// The role's user volumes.
    pub fn volumes(&self) -> SparkResult<Vec<VolumeSpec>> {
        let prefix = match self.role {
            RoleConf::Driver(_) => keys::DRIVER_VOLUMES.key,
            RoleConf::Executor(_) => keys::EXECUTOR_VOLUMES.key,
        };
        volumes::parse_volumes(&self.spark_conf, prefix)
    }

    /// Labels for created resources: `spark-app-selector` only.
    pub fn app_selector_labels(&self) -> BTreeMap<String, String> {
        sparkpods_sort::btree_map([("spark-app-selector".to_string(), self.app_id.clone())])
    }
}

/// `KubernetesExecutorConf.checkExecutorEnvKey`: `[-._a-zA-Z][-._a-zA-Z0-9]*`.
pub fn is_valid_executor_env_key(key: &str) -> bool {
    let mut chars = key.chars();
    let first_ok = |c: char| c.is_ascii_alphabetic() || matches!(c, '-' | '.' | '_');
    match chars.next() {
        Some(c) if first_ok(c) => chars.all(|c| first_ok(c) || c.is_ascii_digit()),
        _ => false,
    }
}
