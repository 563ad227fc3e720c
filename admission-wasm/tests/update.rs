#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]
//! UPDATE is judged by what it changes, rule by rule: a violation the old object has too is a
//! warning that names the rule and says it predates the update; only a violation the update
//! introduces rejects. For pods (Spark's own executor golden) and for SparkApplications.

mod common;

use admission_wasm::{ValidationResponse, validate, validate_response};
use common::*;
use serde_json::{Value, json};

fn run(settings: &Value, request: &Value) -> ValidationResponse {
    let payload = payload(settings, request);
    let wire: ValidationResponse = serde_json::from_slice(&validate(&payload)).unwrap();
    assert_eq!(validate_response(&payload), wire);
    wire
}

/// An UPDATE of `old` into `new`.
fn update(old: &Value, new: &Value) -> Value {
    let mut r = admission_request("UPDATE", new);
    r["oldObject"] = old.clone();
    r
}

/// The settings of one rule named `r`.
fn one_rule(rule: &Value) -> Value {
    let mut rule = rule.clone();
    rule["name"] = json!("r");
    json!({"rules": [rule]})
}

/// What Spark labels an executor it decommissions with (`spark.kubernetes.executor.decommissionLabel`).
fn decommission_label(pod: &Value) -> Value {
    let mut pod = pod.clone();
    pod["metadata"]["labels"]["spark-decommissioning"] = json!("true");
    pod
}

/// Spark's executor with a `team` label and an `owner` annotation: it passes every rule of
/// `tests/fixtures/rule-breakers.json`.
fn clean_executor() -> Value {
    rule_breakers().0
}

type Edit = fn(&mut Value);

#[test]
fn the_rule_breakers_cover_every_check() {
    let (_, rules) = rule_breakers();
    let checked: Vec<&str> = rules
        .iter()
        .map(|(rule, _)| rule.as_object().unwrap().keys().next().unwrap().as_str())
        .collect();
    let every: Vec<&str> = admission_wasm::RULE_FIELDS
        .iter()
        .copied()
        .filter(|f| !matches!(*f, "name" | "roles"))
        .collect();
    assert_eq!(checked, every);
}

#[test]
fn every_rule_lets_an_update_through_for_a_violation_that_predates_it() {
    let (clean, rules) = rule_breakers();
    for (rule, break_it) in rules {
        let settings = one_rule(&rule);
        let mut broken = clean.clone();
        apply_patch(&mut broken, &break_it);
        // The clean pod passes, the broken one is refused at CREATE.
        assert!(
            run(&settings, &admission_request("CREATE", &clean)).accepted,
            "{rule}"
        );
        let created = run(&settings, &admission_request("CREATE", &broken));
        assert!(!created.accepted, "{rule}");
        let violation = created.message.unwrap();
        assert!(
            violation.starts_with("[r] pod spark-jobs/"),
            "{rule}: {violation}"
        );

        // Created before the policy: an update that only adds a label is allowed, and the
        // warning is the violation, saying it predates the update.
        let r = run(&settings, &update(&broken, &decommission_label(&broken)));
        assert_eq!(
            r,
            ValidationResponse {
                accepted: true,
                warnings: Some(vec![format!(
                    "{violation} (predates this update, so it does not reject it)"
                )]),
                ..Default::default()
            },
            "{rule}"
        );

        // The update that introduces the violation is refused, as at CREATE.
        let r = run(&settings, &update(&clean, &decommission_label(&broken)));
        assert!(!r.accepted, "{rule}");
        assert_eq!(r.message.as_deref(), Some(violation.as_str()), "{rule}");
        assert_eq!(r.warnings, None, "{rule}");
    }
}

#[test]
fn an_update_is_refused_for_what_it_adds_and_warned_for_what_it_kept() {
    let settings = json!({"rules": [
        {"name": "team", "requiredLabels": ["team"]},
        {"name": "no-host-path", "forbiddenVolumeTypes": ["hostPath"]},
    ]});
    let old = golden("4.3.0", "defaults", "executor");
    let mut new = decommission_label(&old);
    new["spec"]["volumes"]
        .as_array_mut()
        .unwrap()
        .push(json!({"name": "host", "hostPath": {"path": "/"}}));
    let r = run(&settings, &update(&old, &new));
    assert!(!r.accepted);
    let pod = "pod spark-jobs/spark-pi-000004abcdef0123-exec-1";
    assert_eq!(
        r.message.unwrap(),
        format!(
            "[no-host-path] {pod}: volume host has the forbidden type hostPath: remove spark.kubernetes.executor.volumes.hostPath.host.* (or the volume from spark.kubernetes.executor.podTemplateFile)"
        )
    );
    assert_eq!(
        r.warnings.unwrap(),
        [format!(
            "[team] {pod}: required label team is missing: set spark.kubernetes.executor.label.team (predates this update, so it does not reject it)"
        )]
    );
    assert!(r.mutated_object.is_none(), "an UPDATE is never mutated");
}

#[test]
fn a_violation_that_the_update_makes_worse_is_new() {
    // Ratcheting by value: the memory request the old pod had is grandfathered, a larger one is
    // what the update asks for, and is judged as such.
    let settings = one_rule(&json!({"maxMemory": "2Gi"}));
    let mut old = clean_executor();
    old["spec"]["containers"][0]["resources"] = json!({"requests": {"memory": "4Gi"}});
    let mut new = old.clone();
    new["spec"]["containers"][0]["resources"] = json!({"requests": {"memory": "8Gi"}});
    let r = run(&settings, &update(&old, &new));
    assert!(!r.accepted);
    assert!(r.message.unwrap().contains("memory request 8Gi"));
    assert_eq!(r.warnings, None);
}

#[test]
fn an_update_that_makes_a_pod_spark_s_did_not_bring_its_violations() {
    let settings = one_rule(&json!({"forbiddenVolumeTypes": ["hostPath"]}));
    let mut new = clean_executor();
    new["spec"]["volumes"]
        .as_array_mut()
        .unwrap()
        .push(json!({"name": "host", "hostPath": {"path": "/"}}));
    let mut old = new.clone();
    old["metadata"]["labels"] = json!({"app": "not-spark-yet"});
    let r = run(&settings, &update(&old, &new));
    assert!(r.accepted, "{:?}", r.message);
    assert_eq!(r.warnings.map(|w| w.len()), Some(1));
}

#[test]
fn an_old_object_the_policy_cannot_read_excuses_nothing() {
    let settings = one_rule(&json!({"requiredLabels": ["team"]}));
    let new = golden("4.3.0", "defaults", "executor");
    for old in [
        json!({"spec": {"containers": "none"}}),
        json!(null),
        json!("text"),
    ] {
        let r = run(&settings, &update(&old, &new));
        assert!(!r.accepted, "{old}");
        assert_eq!(r.warnings, None, "{old}");
    }
}

/// The kubeflow SparkPi of `tests/policy.rs`, with a `team` label and an `owner` annotation on
/// its executors, a service account, a cpu limit: it passes every rule of [`app_rules`].
fn clean_app() -> Value {
    json!({
        "apiVersion": "sparkoperator.k8s.io/v1beta2", "kind": "SparkApplication",
        "metadata": {"name": "pi", "namespace": "spark-jobs"},
        "spec": {
            "type": "Scala", "mode": "cluster", "sparkVersion": "3.5.5",
            "image": "apache/spark:3.5.5", "mainClass": "org.apache.spark.examples.SparkPi",
            "mainApplicationFile": "local:///opt/spark/examples/jars/spark-examples.jar",
            "volumes": [{"name": "host", "hostPath": {"path": "/var/run"}}],
            "driver": {"cores": 1, "memory": "512m", "serviceAccount": "spark"},
            "executor": {"cores": 1, "coreLimit": "1", "instances": 2, "memory": "1g",
                "serviceAccount": "spark", "labels": {"team": "data"},
                "annotations": {"owner": "data-platform"}}
        }
    })
}

/// Every kind of check, for the executors of [`clean_app`], with an edit that breaks it.
fn app_rules() -> Vec<(Value, Edit)> {
    fn executor(app: &mut Value) -> &mut Value {
        &mut app["spec"]["executor"]
    }
    vec![
        (json!({"maxMemory": "2Gi"}), |a| {
            executor(a)["memory"] = json!("4g")
        }),
        (json!({"maxCpu": "2"}), |a| executor(a)["cores"] = json!(3)),
        (json!({"requireLimits": ["cpu"]}), |a| {
            executor(a).as_object_mut().unwrap().remove("coreLimit");
        }),
        (json!({"allowedImages": ["apache/spark:*"]}), |a| {
            executor(a)["image"] = json!("registry.evil.example.com/spark:3.5.5");
        }),
        (json!({"allowedServiceAccounts": ["spark"]}), |a| {
            executor(a)["serviceAccount"] = json!("cluster-admin");
        }),
        (json!({"forbiddenVolumeTypes": ["hostPath"]}), |a| {
            executor(a)["volumeMounts"] = json!([{"name": "host", "mountPath": "/host"}]);
        }),
        (json!({"forbidPrivileged": true}), |a| {
            executor(a)["securityContext"] = json!({"privileged": true});
        }),
        (json!({"forbidHostNetwork": true}), |a| {
            executor(a)["hostNetwork"] = json!(true)
        }),
        (json!({"forbidHostPID": true}), |a| {
            executor(a)["template"] =
                json!({"spec": {"hostPID": true, "containers": [{"name": "executor"}]}});
        }),
        (json!({"forbidPrivilegeEscalation": true}), |a| {
            executor(a)["securityContext"] = json!({"allowPrivilegeEscalation": true});
        }),
        (json!({"requiredLabels": ["team"]}), |a| {
            executor(a).as_object_mut().unwrap().remove("labels");
        }),
        (json!({"requiredAnnotations": ["owner"]}), |a| {
            executor(a).as_object_mut().unwrap().remove("annotations");
        }),
        (json!({"podSecurity": "baseline"}), |a| {
            executor(a)["securityContext"] = json!({"privileged": true});
        }),
    ]
}

fn app_request(app: &Value, old: Option<&Value>) -> Value {
    json!({
        "uid": "u", "kind": {"group": "sparkoperator.k8s.io", "version": "v1beta2", "kind": "SparkApplication"},
        "namespace": "spark-jobs", "operation": if old.is_some() { "UPDATE" } else { "CREATE" },
        "object": app, "oldObject": old
    })
}

#[test]
fn every_rule_judges_a_spark_application_update_by_what_it_changes() {
    for (rule, break_it) in app_rules() {
        let mut rule = rule.clone();
        rule["roles"] = json!(["executor"]);
        let settings = one_rule(&rule);
        let clean = clean_app();
        let mut broken = clean.clone();
        break_it(&mut broken);
        let r = run(&settings, &app_request(&clean, None));
        assert!(r.accepted, "{rule}: {:?}", r.message);
        let created = run(&settings, &app_request(&broken, None));
        assert!(!created.accepted, "{rule}");
        let violation = created.message.unwrap();
        assert!(
            violation.starts_with("[r] pod spark-jobs/pi (executor pod): "),
            "{rule}: {violation}"
        );

        // The operator adds a finalizer to a resource created before the rule.
        let mut finalized = broken.clone();
        finalized["metadata"]["finalizers"] = json!(["sparkoperator.k8s.io/finalizer"]);
        let r = run(&settings, &app_request(&finalized, Some(&broken)));
        assert_eq!(
            r,
            ValidationResponse {
                accepted: true,
                warnings: Some(vec![format!(
                    "{violation} (predates this update, so it does not reject it)"
                )]),
                ..Default::default()
            },
            "{rule}"
        );
        let r = run(&settings, &app_request(&broken, Some(&clean)));
        assert!(!r.accepted, "{rule}");
        assert_eq!(r.message.as_deref(), Some(violation.as_str()), "{rule}");
    }
}
