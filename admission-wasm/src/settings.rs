//! Policy settings: the cluster's Spark confs, an inline pod template (tolerations, affinity),
//! validation rules and the mode. `Settings::from_value` + `Settings::validate` are what the
//! waPC `validate_settings` call runs; every message names the bad field.

use std::collections::BTreeSet;

use builder_core::SparkVersion;
use builder_core::admission::{PodIdentity, check_cluster_key, cluster_additions};
use builder_core::diagnostics::quantity_value;
use builder_core::kconf::Role;
use k8s_openapi::api::core::v1::{Affinity, Toleration};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What the policy does with a Spark pod.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LimitKind {
    Cpu,
    Memory,
}

/// One named validation rule: any combination of checks, for some roles (both by default).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
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
    #[serde(rename = "forbidHostPID")]
    pub forbid_host_pid: bool,
    pub forbid_privilege_escalation: bool,
    pub required_labels: Vec<String>,
    pub required_annotations: Vec<String>,
}

impl Rule {
    pub fn applies_to(&self, role: Role) -> bool {
        self.roles.is_empty() || self.roles.iter().any(|r| r.role() == role)
    }

    fn has_checks(&self) -> bool {
        self.max_memory.is_some()
            || self.max_cpu.is_some()
            || !self.require_limits.is_empty()
            || !self.allowed_images.is_empty()
            || !self.allowed_service_accounts.is_empty()
            || !self.forbidden_volume_types.is_empty()
            || self.forbid_privileged
            || self.forbid_host_network
            || self.forbid_host_pid
            || self.forbid_privilege_escalation
            || !self.required_labels.is_empty()
            || !self.required_annotations.is_empty()
    }
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
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub mode: Mode,
    /// Spark conf keys applied to every driver/executor pod (values: strings, numbers or
    /// booleans, as in `spark-defaults.conf`).
    #[serde(default)]
    pub spark_conf: serde_json::Map<String, Value>,
    /// `{"spec": {"tolerations": [...], "affinity": {...}}}`, merged like a Spark pod template.
    #[serde(default)]
    pub pod_template: Option<Value>,
    #[serde(default = "default_rules")]
    pub rules: Vec<Rule>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            mode: Mode::default(),
            spark_conf: serde_json::Map::new(),
            pod_template: None,
            rules: default_rules(),
        }
    }
}

/// What the inline pod template contributes (raw JSON, so fields this k8s-openapi does not know
/// survive).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TemplateAdditions {
    pub tolerations: Vec<Value>,
    pub affinity: Option<Value>,
}

impl Settings {
    /// Parse settings JSON (`null` = defaults).
    pub fn from_value(v: &Value) -> Result<Settings, String> {
        if v.is_null() {
            return Ok(Settings::default());
        }
        Settings::deserialize(v).map_err(|e| format!("invalid settings: {e}"))
    }

    /// The conf as `(key, value)` pairs; non-scalar values are an error naming the key.
    pub fn conf_pairs(&self) -> Result<Vec<(String, String)>, String> {
        self.spark_conf
            .iter()
            .map(|(k, v)| {
                let s = match v {
                    Value::String(s) => s.clone(),
                    Value::Bool(b) => b.to_string(),
                    Value::Number(n) => n.to_string(),
                    _ => {
                        return Err(format!(
                            "sparkConf.{k}: the value must be a string, number or boolean"
                        ));
                    }
                };
                Ok((k.clone(), s))
            })
            .collect()
    }

    /// Tolerations and affinity of the inline pod template.
    pub fn template_additions(&self) -> Result<TemplateAdditions, String> {
        let Some(t) = &self.pod_template else {
            return Ok(TemplateAdditions::default());
        };
        let obj = t
            .as_object()
            .ok_or("podTemplate: must be an object like {\"spec\": {\"tolerations\": [...]}}")?;
        if let Some(k) = obj.keys().find(|k| k.as_str() != "spec") {
            return Err(format!(
                "podTemplate.{k}: not supported (only spec.tolerations and spec.affinity are merged)"
            ));
        }
        let Some(spec) = obj.get("spec") else {
            return Ok(TemplateAdditions::default());
        };
        let spec = spec
            .as_object()
            .ok_or("podTemplate.spec: must be an object")?;
        if let Some(k) = spec
            .keys()
            .find(|k| !matches!(k.as_str(), "tolerations" | "affinity"))
        {
            return Err(format!(
                "podTemplate.spec.{k}: not supported (only tolerations and affinity are merged; other pod fields belong in sparkConf or the user's own pod template)"
            ));
        }
        let mut out = TemplateAdditions::default();
        if let Some(t) = spec.get("tolerations") {
            Vec::<Toleration>::deserialize(t)
                .map_err(|e| format!("podTemplate.spec.tolerations: {e}"))?;
            out.tolerations = t.as_array().cloned().unwrap_or_default();
        }
        if let Some(a) = spec.get("affinity") {
            Affinity::deserialize(a).map_err(|e| format!("podTemplate.spec.affinity: {e}"))?;
            if !a.is_null() {
                out.affinity = Some(a.clone());
            }
        }
        Ok(out)
    }

    /// Everything `validate_settings` checks; the message names the bad field.
    pub fn validate(&self) -> Result<(), String> {
        let pairs = self.conf_pairs()?;
        for (k, _) in &pairs {
            check_cluster_key(k).map_err(|why| format!("sparkConf.{k}: {why}"))?;
        }
        // Run the steps once per role and version so Spark's own errors (reserved labels,
        // malformed secretKeyRef, volume options...) surface now instead of on every pod.
        for version in SparkVersion::ALL {
            for role in [Role::Driver, Role::Executor] {
                let id = PodIdentity {
                    version,
                    role,
                    app_id: "spark-settings-check".into(),
                    executor_id: "1".into(),
                    has_local_dirs: false,
                };
                cluster_additions(&pairs, &id).map_err(|e| {
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
                    && !quantity_value(q).is_some_and(|v| v > 0.0)
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
        }
        Ok(())
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
        assert!(e.contains("unknown field `modee`"), "{e}");
        let e = check(json!({"mode": "sometimes"})).unwrap_err();
        assert!(e.contains("sometimes"), "{e}");
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
        assert!(e.contains("unknown field `maxCPU`"), "{e}");
        let e = check(json!({"podTemplate": {"spec": {"hostNetwork": true}}})).unwrap_err();
        assert!(e.starts_with("podTemplate.spec.hostNetwork"), "{e}");
        let e =
            check(json!({"podTemplate": {"spec": {"tolerations": [{"effect": 3}]}}})).unwrap_err();
        assert!(e.starts_with("podTemplate.spec.tolerations"), "{e}");
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
