//! Validation rules on the (possibly mutated) pod JSON. Every violation names the rule, the
//! pod, the container, the violated limit and the Spark conf key the user has to change. What
//! each rule field checks is declared with the field ([`crate::rule`]).

use crate::json::Node;
use crate::request::SparkPodInfo;
use crate::rule::{PodView, Rule};

/// Check every rule that applies to the pod's role; the messages of all violations, rule by
/// rule, and within a rule field by field in the documentation's order.
pub fn check(pod: &Node<'_>, info: &SparkPodInfo, rules: &[Rule]) -> Vec<String> {
    let view = PodView::new(pod, info);
    let mut out = Vec::new();
    for rule in rules.iter().filter(|r| r.applies_to(info.role)) {
        let mut found = Vec::new();
        rule.check(&view, &mut found);
        out.extend(
            found
                .into_iter()
                .map(|m| format!("[{}] pod {}: {m}", rule.name, info.display_name)),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use builder_core::Role;
    use serde_json::json;

    use super::*;

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

    /// A rule's violations come field by field in the order the documentation lists the fields
    /// ([`crate::RULE_FIELDS`]), each field's over every container.
    #[test]
    fn violations_follow_the_order_of_the_rules_fields() {
        let text = json!({"metadata": {"labels": {}}, "spec": {"hostPID": true, "containers": [
            {"name": "spark-kubernetes-driver", "image": "spark",
             "securityContext": {"privileged": true, "allowPrivilegeEscalation": true}},
            {"name": "side", "image": "evil/x", "securityContext": {"privileged": true}}
        ]}})
        .to_string();
        let pod = Node::parse(&text).unwrap();
        let rule = Rule {
            name: "all".into(),
            allowed_images: vec!["spark".into()],
            forbid_privileged: true,
            forbid_host_pid: true,
            forbid_privilege_escalation: true,
            required_labels: vec!["team".into()],
            ..Rule::default()
        };
        let found: Vec<String> = check(&pod, &info(Role::Driver), &[rule])
            .into_iter()
            .map(|m| m.split(": ").nth(1).unwrap_or_default().to_string())
            .collect();
        assert_eq!(
            found,
            [
                "container side",
                "container spark-kubernetes-driver",
                "container side",
                "hostPID",
                "container spark-kubernetes-driver",
                "required label team is missing",
            ],
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
        // The checks type the metadata and spec only: a status (which no check reads) that is
        // no `PodStatus` leaves the pod judged; a spec that is no `PodSpec` does not.
        let judged = |pod: serde_json::Value| {
            let text = pod.to_string();
            check(
                &Node::parse(&text).unwrap(),
                &info(Role::Driver),
                &[rule("restricted")],
            )
        };
        let mut with_status = json!({"spec": {"containers": [{"name": "spark-kubernetes-driver", "image": "spark"}]}});
        with_status["status"] = json!({"phase": 7, "conditions": "none"});
        assert_eq!(judged(with_status), found);
        let unreadable = judged(json!({"spec": {"containers": "none"}}));
        assert_eq!(unreadable.len(), 1);
        assert!(unreadable[0].contains("is not a pod the Pod Security checks can read"));
    }
}
