//! Validation rules on the (possibly mutated) pod JSON. Every violation names the pod, the
//! container, the violated limit and the Spark conf key the user has to change.

use builder_core::conf::registry;
use builder_core::kconf::Role;
#[cfg(feature = "pod-security")]
use k8s_openapi::api::core::v1::Pod;
#[cfg(feature = "pod-security")]
use sparkpods_kube::cluster::{api_defaults, pod_security};
#[cfg(feature = "pod-security")]
use sparkpods_kube::from_value_strict;
use sparkpods_kube::{Format, Quantity};

use crate::json::Node;
use crate::request::{SparkPodInfo, spark_container_index};
use crate::settings::{LimitKind, Rule};

const MI: f64 = 1024.0 * 1024.0;

/// One container, with what the messages need to know about it.
struct ContainerView<'a> {
    value: &'a Node<'a>,
    name: &'a str,
    /// The container Spark builds (its resources come from Spark confs).
    is_spark: bool,
    /// `initContainers` entry.
    is_init: bool,
}

fn containers<'a>(pod: &'a Node<'a>, role: Role) -> Vec<ContainerView<'a>> {
    let spec = pod.get("spec");
    let main: &[Node<'a>] = spec
        .and_then(|s| s.get("containers"))
        .and_then(Node::as_array)
        .unwrap_or(&[]);
    let spark = spark_container_index(main, role).map(|(i, _)| i);
    let init: &[Node<'a>] = spec
        .and_then(|s| s.get("initContainers"))
        .and_then(Node::as_array)
        .unwrap_or(&[]);
    let view = |value: &'a Node<'a>, is_spark, is_init| ContainerView {
        value,
        name: value
            .get("name")
            .and_then(Node::as_str)
            .unwrap_or("<unnamed>"),
        is_spark,
        is_init,
    };
    main.iter()
        .enumerate()
        .map(|(i, c)| view(c, Some(i) == spark, false))
        .chain(init.iter().map(|c| view(c, false, true)))
        .collect()
}

fn role_str(role: Role) -> &'static str {
    role.as_str()
}

/// The conf key through which a non-Spark container (side-car, init container) got into the
/// pod, and every security context Spark sets no key for: the role's pod template.
fn template_key(role: Role) -> String {
    role.keys().template_file.key.to_string()
}

/// A quantity string at `resources.<kind>.<name>` of a container.
fn resource<'n, 'a>(c: &'n Node<'a>, kind: &str, name: &str) -> Option<&'n Node<'a>> {
    c.get("resources")?.get(kind)?.get(name)
}

fn quantity_text(v: &Node<'_>) -> String {
    match v {
        Node::String(s) => s.to_string(),
        other => other.to_string(),
    }
}

/// A container's quantity as the API server reads it: a string, or a number (its text read as
/// a quantity, so that `1e3` and `1000` are equal). Rules decide on these exact values; floats
/// only print sizes ([`mib`]).
fn quantity_of(v: &Node<'_>) -> Option<Quantity> {
    match v {
        Node::String(s) | Node::Number(s) => Quantity::parse(s).ok(),
        _ => None,
    }
}

/// A size in MiB, rounded, for a message.
fn mib(q: &Quantity) -> String {
    format!("{}Mi", (q.as_f64() / MI).round())
}

/// What a container's memory holds beyond the heap (none when the heap alone is larger).
fn overhead(memory: &Quantity, heap: &Quantity) -> Quantity {
    memory
        .checked_sub(heap)
        .filter(|o| !o.is_negative())
        .unwrap_or(Quantity::new(0, 0, Format::BinarySI))
}

/// The executor heap from `SPARK_EXECUTOR_MEMORY` (`<n>m`, as Spark writes it).
fn executor_heap(c: &Node<'_>) -> Option<Quantity> {
    let env = c.get("env")?.as_array()?;
    let v = env
        .iter()
        .find(|e| e.get("name").and_then(Node::as_str) == Some("SPARK_EXECUTOR_MEMORY"))?
        .get("value")?
        .as_str()?;
    Quantity::parse(&format!("{}Mi", v.strip_suffix('m')?)).ok()
}

/// Check every rule that applies to the pod's role; the messages of all violations.
pub fn check(pod: &Node<'_>, info: &SparkPodInfo, rules: &[Rule]) -> Vec<String> {
    let mut out = Vec::new();
    let cs = containers(pod, info.role);
    for rule in rules.iter().filter(|r| r.applies_to(info.role)) {
        let mut v = Vec::new();
        check_resources(rule, info, &cs, &mut v);
        check_images(rule, info, &cs, &mut v);
        check_pod_level(rule, info, pod, &mut v);
        check_security(rule, info, pod, &cs, &mut v);
        check_pod_security(rule, info, pod, &mut v);
        out.extend(
            v.into_iter()
                .map(|m| format!("[{}] pod {}: {m}", rule.name, info.display_name)),
        );
    }
    out
}

fn check_resources(rule: &Rule, info: &SparkPodInfo, cs: &[ContainerView], out: &mut Vec<String>) {
    let role = role_str(info.role);
    if let Some(max) = &rule.max_memory
        && let Ok(limit) = Quantity::parse(max)
    {
        for c in cs {
            let mut reported: Option<Quantity> = None;
            for kind in ["requests", "limits"] {
                let Some(q) = resource(c.value, kind, "memory") else {
                    continue;
                };
                let Some(value) = quantity_of(q) else {
                    continue;
                };
                if value <= limit || reported == Some(value) {
                    continue;
                }
                reported = Some(value);
                let what = if kind == "requests" {
                    "request"
                } else {
                    "limit"
                };
                let msg = if !c.is_spark {
                    format!(
                        "container {}: memory {what} {} exceeds the limit {max}: lower it in {}",
                        c.name,
                        quantity_text(q),
                        template_key(info.role)
                    )
                } else if let (Role::Executor, Some(heap)) = (info.role, executor_heap(c.value)) {
                    format!(
                        "container {}: executor memory {} + overhead {} exceeds the limit {max} (memory {what} {}): lower spark.executor.memory or spark.executor.memoryOverhead",
                        c.name,
                        mib(&heap),
                        mib(&overhead(&value, &heap)),
                        quantity_text(q)
                    )
                } else {
                    format!(
                        "container {}: {role} memory {what} {} (memory + overhead) exceeds the limit {max}: lower {} or {}",
                        c.name,
                        quantity_text(q),
                        info.role.keys().memory.key,
                        info.role.keys().memory_overhead.key
                    )
                };
                out.push(msg);
            }
        }
    }
    if let Some(max) = &rule.max_cpu
        && let Ok(limit) = Quantity::parse(max)
    {
        for c in cs {
            for kind in ["requests", "limits"] {
                let Some(q) = resource(c.value, kind, "cpu") else {
                    continue;
                };
                let Some(value) = quantity_of(q) else {
                    continue;
                };
                if value <= limit {
                    continue;
                }
                let what = if kind == "requests" {
                    "request"
                } else {
                    "limit"
                };
                let keys = match (c.is_spark, kind) {
                    (false, _) => template_key(info.role),
                    (true, "requests") => {
                        let k = info.role.keys();
                        format!("{} or {}", k.cores.key, k.request_cores.key)
                    }
                    (true, _) => info.role.keys().limit_cores.key.to_string(),
                };
                out.push(format!(
                    "container {}: {role} cpu {what} {} exceeds the limit {max}: lower {keys}",
                    c.name,
                    quantity_text(q)
                ));
            }
        }
    }
    for kind in &rule.require_limits {
        let (name, key) = match kind {
            LimitKind::Cpu => ("cpu", info.role.keys().limit_cores.key),
            LimitKind::Memory => ("memory", info.role.keys().memory.key),
        };
        for c in cs.iter().filter(|c| !c.is_init) {
            if resource(c.value, "limits", name).is_none() {
                let key = if c.is_spark {
                    key.to_string()
                } else {
                    template_key(info.role)
                };
                out.push(format!(
                    "container {}: no {name} limit, but limits are required: set {key}",
                    c.name
                ));
            }
        }
    }
}

/// `registry/path:tag` with Docker Hub short names made explicit and the registry host
/// lower-cased (hostnames are case-insensitive; the path and tag are not).
pub fn normalize_image(image: &str) -> String {
    let (first, rest) = match image.split_once('/') {
        Some((f, r)) => (f, Some(r)),
        None => (image, None),
    };
    match rest {
        Some(rest) if first.contains(['.', ':']) || first == "localhost" => {
            format!("{}/{rest}", first.to_ascii_lowercase())
        }
        Some(_) => format!("docker.io/{image}"),
        None => format!("docker.io/library/{image}"),
    }
}

/// Glob match where `*` matches any run of characters (iterative, linear backtracking).
pub fn glob_match(pattern: &str, text: &str) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    let t: Vec<char> = text.chars().collect();
    let (mut pi, mut ti) = (0usize, 0usize);
    let mut star: Option<(usize, usize)> = None;
    while ti < t.len() {
        match (p.get(pi), t.get(ti)) {
            (Some('*'), _) => {
                star = Some((pi, ti));
                pi += 1;
            }
            (Some(a), Some(b)) if a == b => {
                pi += 1;
                ti += 1;
            }
            _ => match star {
                Some((sp, st)) => {
                    pi = sp + 1;
                    ti = st + 1;
                    star = Some((sp, st + 1));
                }
                None => return false,
            },
        }
    }
    p.get(pi..)
        .is_some_and(|rest| rest.iter().all(|c| *c == '*'))
}

fn check_images(rule: &Rule, info: &SparkPodInfo, cs: &[ContainerView], out: &mut Vec<String>) {
    if rule.allowed_images.is_empty() {
        return;
    }
    let patterns: Vec<String> = rule
        .allowed_images
        .iter()
        .map(|p| normalize_image(p))
        .collect();
    for c in cs {
        let image = c.value.get("image").and_then(Node::as_str).unwrap_or("");
        let normalized = normalize_image(image);
        if patterns.iter().any(|p| glob_match(p, &normalized)) {
            continue;
        }
        let key = if c.is_spark {
            format!(
                "{} (or {})",
                info.role.keys().image.key,
                registry::CONTAINER_IMAGE.key
            )
        } else {
            template_key(info.role)
        };
        out.push(format!(
            "container {}: image {image:?} is not allowed (allowed: {}): change {key}",
            c.name,
            rule.allowed_images.join(", ")
        ));
    }
}

fn check_pod_level(rule: &Rule, info: &SparkPodInfo, pod: &Node<'_>, out: &mut Vec<String>) {
    let spec = pod.get("spec");
    if !rule.allowed_service_accounts.is_empty() {
        let sa = spec
            .and_then(|s| {
                s.get("serviceAccountName")
                    .or_else(|| s.get("serviceAccount"))
            })
            .and_then(Node::as_str)
            .filter(|s| !s.is_empty())
            .unwrap_or("default");
        if !rule.allowed_service_accounts.iter().any(|a| a == sa) {
            out.push(format!(
                "service account {sa} is not allowed (allowed: {}): set {}",
                rule.allowed_service_accounts.join(", "),
                info.role.keys().service_account.key
            ));
        }
    }
    if !rule.forbidden_volume_types.is_empty() {
        let volumes = spec
            .and_then(|s| s.get("volumes"))
            .and_then(Node::as_array)
            .unwrap_or(&[]);
        for v in volumes {
            let Some(obj) = v.as_object() else { continue };
            let name = obj
                .get("name")
                .and_then(Node::as_str)
                .unwrap_or("<unnamed>");
            for ty in obj.keys().filter(|k| *k != "name") {
                if rule.forbidden_volume_types.iter().any(|f| f == ty) {
                    out.push(format!(
                        "volume {name} has the forbidden type {ty}: remove {}{ty}.{name}.* (or the volume from {})",
                        info.role.keys().volumes.key,
                        template_key(info.role)
                    ));
                }
            }
        }
    }
    let meta = pod.get("metadata");
    for (field, list, conf, prefix) in [
        (
            "labels",
            &rule.required_labels,
            "label",
            info.role.keys().label,
        ),
        (
            "annotations",
            &rule.required_annotations,
            "annotation",
            info.role.keys().annotation,
        ),
    ] {
        for k in list {
            if meta
                .and_then(|m| m.get(field))
                .and_then(|l| l.get(k))
                .is_none()
            {
                out.push(format!(
                    "required {conf} {k} is missing: set {}",
                    prefix.under(k)
                ));
            }
        }
    }
}

fn check_security(
    rule: &Rule,
    info: &SparkPodInfo,
    pod: &Node<'_>,
    cs: &[ContainerView],
    out: &mut Vec<String>,
) {
    let spec = pod.get("spec");
    let tmpl = template_key(info.role);
    let flag = |v: Option<&Node<'_>>| v.and_then(Node::as_bool) == Some(true);
    if rule.forbid_host_network && flag(spec.and_then(|s| s.get("hostNetwork"))) {
        out.push(format!(
            "hostNetwork: true is forbidden: remove it from {tmpl}"
        ));
    }
    if rule.forbid_host_pid && flag(spec.and_then(|s| s.get("hostPID"))) {
        out.push(format!("hostPID: true is forbidden: remove it from {tmpl}"));
    }
    for c in cs {
        let sc = c.value.get("securityContext");
        if rule.forbid_privileged && flag(sc.and_then(|s| s.get("privileged"))) {
            out.push(format!(
                "container {}: privileged: true is forbidden: remove it from {tmpl}",
                c.name
            ));
        }
        if rule.forbid_privilege_escalation
            && flag(sc.and_then(|s| s.get("allowPrivilegeEscalation")))
        {
            let key = if c.is_spark {
                format!(
                    "{} (Spark 4.x) or {tmpl}",
                    info.role.keys().allow_privilege_escalation.key
                )
            } else {
                tmpl.clone()
            };
            out.push(format!(
                "container {}: allowPrivilegeEscalation: true is forbidden: set {key} to false",
                c.name
            ));
        }
    }
}

/// Whether this build checks `podSecurity` rules (the `pod-security` feature).
pub const CHECKS_POD_SECURITY: bool = cfg!(feature = "pod-security");

/// `podSecurity` in a build without the `pod-security` feature: not checked (the playground
/// says so next to its verdicts).
#[cfg(not(feature = "pod-security"))]
fn check_pod_security(_: &Rule, _: &SparkPodInfo, _: &Node<'_>, _: &mut Vec<String>) {}

/// `podSecurity`: the pod at the rule's Pod Security level, each failed check as the Pod
/// Security admission plugin words it, fixed in the role's pod template (Spark sets no security
/// context of its own).
#[cfg(feature = "pod-security")]
fn check_pod_security(rule: &Rule, info: &SparkPodInfo, pod: &Node<'_>, out: &mut Vec<String>) {
    let Some(lv) = rule.pod_security else {
        return;
    };
    let typed = serde_json::from_str(&pod.to_string())
        .ok()
        .and_then(|v| from_value_strict::<Pod>(&v).ok());
    let Some(mut typed) = typed else {
        out.push(format!(
            "is not a pod the Pod Security checks can read, so it cannot be shown to meet PodSecurity \"{lv}\""
        ));
        return;
    };
    api_defaults::default_pod(&mut typed);
    let tmpl = template_key(info.role);
    for f in pod_security::evaluate(lv, &typed) {
        out.push(format!(
            "violates PodSecurity \"{lv}\": {} ({}): set it in the pod template {tmpl} names",
            f.reason, f.detail
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn info(role: Role) -> SparkPodInfo {
        SparkPodInfo {
            role,
            app_id: "a".into(),
            executor_id: "1".into(),
            version_label: Some("4.3.0".into()),
            display_name: "ns/p".into(),
        }
    }

    #[test]
    fn executor_memory_names_heap_overhead_and_keys() {
        let text = json!({"spec": {"containers": [{
            "name": "spark-kubernetes-executor",
            "env": [{"name": "SPARK_EXECUTOR_MEMORY", "value": "28672m"}],
            "resources": {"requests": {"memory": "31539Mi"}, "limits": {"memory": 33071284224u64}}
        }]}})
        .to_string();
        let pod = Node::parse(&text).unwrap();
        let rule = Rule {
            name: "mem".into(),
            max_memory: Some("16Gi".into()),
            ..Rule::default()
        };
        let v = check(&pod, &info(Role::Executor), &[rule]);
        assert_eq!(
            v,
            vec![
                "[mem] pod ns/p: container spark-kubernetes-executor: executor memory 28672Mi + overhead 2867Mi exceeds the limit 16Gi (memory request 31539Mi): lower spark.executor.memory or spark.executor.memoryOverhead",
                // A number where the API server would have a string: read as bytes.
                "[mem] pod ns/p: container spark-kubernetes-executor: executor memory 28672Mi + overhead 2867Mi exceeds the limit 16Gi (memory limit 33071284224): lower spark.executor.memory or spark.executor.memoryOverhead"
            ]
        );
    }

    /// Rules decide on exact quantities: 2^53 + 1 bytes is above a limit of 2^53 bytes, which
    /// floats cannot tell apart (both are 9007199254740992.0), and `1e3` equals `1k`.
    #[test]
    fn limits_compare_exact_quantities_not_floats() {
        let pod_with = |memory: serde_json::Value| {
            json!({"spec": {"containers": [{
                "name": "spark-kubernetes-driver",
                "resources": {"requests": {"memory": memory}}
            }]}})
            .to_string()
        };
        let rule = |max: &str| Rule {
            name: "mem".into(),
            max_memory: Some(max.into()),
            ..Rule::default()
        };
        let checked = |memory: serde_json::Value, max: &str| {
            let text = pod_with(memory);
            let pod = Node::parse(&text).unwrap();
            check(&pod, &info(Role::Driver), &[rule(max)])
        };
        assert_eq!(
            checked(json!("9007199254740993"), "9007199254740992").len(),
            1,
            "one byte above the limit"
        );
        assert!(checked(json!("9007199254740992"), "9007199254740992").is_empty());
        assert!(checked(json!(9007199254740992u64), "9007199254740992").is_empty());
        assert_eq!(checked(json!(9007199254740993u64), "8Pi").len(), 1);
        assert!(checked(json!("1e3"), "1k").is_empty());
        assert_eq!(checked(json!("1001"), "1k").len(), 1);
    }

    #[test]
    fn glob_and_normalization() {
        assert!(glob_match("docker.io/apache/*", "docker.io/apache/spark:4"));
        assert!(!glob_match("docker.io/apache/*", "docker.io/evil/spark"));
        assert!(glob_match("a*b*c", "aXXbYYc"));
        assert!(!glob_match("a*b*c", "aXXbYY"));
        assert!(glob_match("*", ""));
        assert_eq!(normalize_image("spark"), "docker.io/library/spark");
        assert_eq!(normalize_image("apache/spark"), "docker.io/apache/spark");
        assert_eq!(normalize_image("REG.io/Team/x"), "reg.io/Team/x");
        // Pathological patterns stay fast.
        let long = "a".repeat(5000);
        assert!(!glob_match(&"*a".repeat(50).replace("a", "b"), &long));
    }

    #[cfg(feature = "pod-security")]
    #[test]
    fn pod_security_at_the_rules_level_and_version() {
        let text = json!({"spec": {"containers": [{"name": "spark-kubernetes-driver", "image": "spark"}]}})
            .to_string();
        let pod = Node::parse(&text).unwrap();
        let rule = |level: &str| {
            let (lv, version) = level.split_once(':').unwrap_or((level, "latest"));
            Rule {
                name: "pss".into(),
                pod_security: Some(sparkpods_kube::cluster::pod_security::LevelVersion {
                    level: sparkpods_kube::cluster::pod_security::Level::parse(lv).unwrap(),
                    version: sparkpods_kube::cluster::pod_security::PolicyVersion::parse(version)
                        .unwrap(),
                }),
                ..Rule::default()
            }
        };
        let found = check(&pod, &info(Role::Driver), &[rule("restricted")]);
        assert_eq!(found.len(), 4, "{found:#?}");
        assert!(found[0].starts_with("[pss] pod ns/p: violates PodSecurity \"restricted:latest\": allowPrivilegeEscalation != false"));
        // Before v1.8 restricted asked only for runAsNonRoot.
        assert_eq!(
            check(&pod, &info(Role::Driver), &[rule("restricted:v1.7")]).len(),
            1
        );
        assert!(check(&pod, &info(Role::Driver), &[rule("baseline")]).is_empty());
    }
}
