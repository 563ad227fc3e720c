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

use builder_core::Role;
use builder_core::SparkVersion;
use builder_core::UnknownSparkVersion;
use builder_core::registry;
use builder_core::{PodIdentity, check_cluster_key, cluster_additions};
use k8s_openapi::api::core::v1::{Affinity, Toleration};
use serde_json::Value;
use sparkpods_kube::from_value_strict;

use crate::json::Node;
use crate::reader::{SettingsPath, list, members, value_hint};
use crate::rule::Rule;
use crate::suggest::did_you_mean;

/// The settings' fields, in the order the documentation lists them.
pub const SETTINGS_FIELDS: &[&str] = &[
    "mode",
    "sparkConf",
    "podTemplate",
    "rules",
    "sparkVersion",
    "maxApplicationBytes",
];

/// The default of `maxApplicationBytes`: a SparkApplication larger than this is refused
/// without rendering. Ten times the largest real-world resource of the corpus, and rendered well
/// inside the 100 ms a request may hold a policy-server worker (BENCHMARKS).
pub const DEFAULT_MAX_APPLICATION_BYTES: usize = 128 * 1024;

/// The fields of the inline pod template's `spec` the policy merges.
pub const TEMPLATE_SPEC_FIELDS: &[&str] = &["tolerations", "affinity"];

/// The values of `mode`.
pub const MODES: &[&str] = &["validate-only", "mutate-only", "both"];

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
    /// Whether the policy mutates, validates or both.
    pub mode: Mode,
    /// Spark conf keys applied to every driver/executor pod, in the order given, as Spark
    /// would read them from `spark-defaults.conf` (numbers and booleans as their text).
    pub spark_conf: Vec<(String, String)>,
    /// `{"spec": {"tolerations": [...], "affinity": {...}}}`, merged like a Spark pod template.
    pub pod_template: Option<Node<'static>>,
    /// The validation rules (default: no hostPath volumes).
    pub rules: Vec<Rule>,
    /// The release for pods whose `spark-version` label names none sparkpods knows (default:
    /// the newest).
    pub spark_version: Option<SparkVersion>,
    /// The largest SparkApplication (its JSON, in bytes) the policy renders; a larger one is
    /// refused. The API server accepts objects of about 1.5 MB, whose render would hold a
    /// policy-server worker, and every pod admission waiting for one, for a second.
    pub max_application_bytes: usize,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            mode: Mode::default(),
            spark_conf: Vec::new(),
            pod_template: None,
            rules: default_rules(),
            spark_version: None,
            max_application_bytes: DEFAULT_MAX_APPLICATION_BYTES,
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
        for (key, v) in members(v, &SettingsPath::Top("settings"))? {
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
                    s.spark_conf = members(v, &SettingsPath::Top("sparkConf"))?
                        .map(|(k, v)| Ok((k.to_string(), conf_value(k, v)?)))
                        .collect::<Result<_, String>>()?;
                }
                "podTemplate" => s.pod_template = Some(v.clone().into_owned()),
                "rules" => {
                    s.rules = list(v, &SettingsPath::Top("rules"), Rule::read)?;
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
                "maxApplicationBytes" => {
                    s.max_application_bytes = v
                        .as_f64()
                        .filter(|n| n.fract() == 0.0 && *n >= 1.0 && *n <= 1e12)
                        .map(|n| n as usize)
                        .ok_or_else(|| {
                            format!(
                                "maxApplicationBytes: expected a whole number of bytes, at least 1 (default {DEFAULT_MAX_APPLICATION_BYTES}), got {v}"
                            )
                        })?;
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
            r.validate(&format!("rules[{i}] ({})", r.name))?;
        }
        Ok(())
    }
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
    use crate::rule::RULE_FIELDS;
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
            "modee: unknown field, did you mean `mode`? (the settings have mode, sparkConf, podTemplate, rules, sparkVersion, maxApplicationBytes)"
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
