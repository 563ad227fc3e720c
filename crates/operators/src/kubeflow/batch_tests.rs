//! The batch schedulers' test tables (v2.5.2 `internal/scheduler/{volcano,yunikorn}/
//! scheduler_test.go`, `yunikorn/resourceusage/*_test.go`, `kubescheduler/scheduler_test.go`)
//! as fixtures: an application, what the scheduler leaves in it.

use crate::OperatorReleases;
use serde_json::{Value, json};

use super::batch::schedule;
use super::*;

fn app(name: &str, spec: Value) -> SparkApplication {
    SparkApplication::from_value(&json!({
        "apiVersion": API_VERSION, "kind": KIND,
        "metadata": { "name": name, "namespace": "default" }, "spec": spec,
    }))
    .unwrap()
}

fn on(scheduler: &str) -> BatchScheduling {
    BatchScheduling {
        enabled: true,
        default_scheduler: Some(scheduler.into()),
        kube_scheduler_names: vec!["kube-scheduler".into()],
    }
}

fn annotation<'a>(role: &'a RoleSpec, key: &str) -> Option<&'a str> {
    role.annotations
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
}

fn task_groups(a: &SparkApplication) -> Value {
    serde_json::from_str(annotation(&a.spec.driver, "yunikorn.apache.org/task-groups").unwrap())
        .unwrap()
}

#[test]
fn volcano_annotates_by_mode_and_leaves_a_named_group_alone() {
    for (name, mode, both) in [
        ("test-app", "client", false),
        ("test-app-cluster", "cluster", true),
    ] {
        let mut a = app(
            name,
            json!({ "mode": mode, "executor": { "instances": 1 } }),
        );
        let s = schedule(&mut a, &on("volcano"), NEWEST).unwrap().unwrap();
        let group = format!("spark-{name}-pg");
        let key = "scheduling.k8s.io/group-name";
        assert_eq!(annotation(&a.spec.executor, key), Some(group.as_str()));
        assert_eq!(annotation(&a.spec.driver, key).is_some(), both);
        assert!(
            s.objects[0].starts_with(&format!("PodGroup {group} (scheduling.volcano.sh/v1beta1"))
        );
    }
    // A group the user names, or a mode the scheduler does not know: nothing.
    let mut named = app(
        "x",
        json!({ "mode": "cluster",
        "driver": { "annotations": { "scheduling.k8s.io/group-name": "mine" } } }),
    );
    let s = schedule(&mut named, &on("volcano"), NEWEST)
        .unwrap()
        .unwrap();
    assert!(s.objects.is_empty());
    assert_eq!(
        annotation(&named.spec.executor, "scheduling.k8s.io/group-name"),
        None
    );
    let mut none = app("x", json!({}));
    assert!(
        schedule(&mut none, &on("volcano"), NEWEST)
            .unwrap()
            .unwrap()
            .fields
            .is_empty()
    );
}

#[test]
fn yunikorn_task_groups_as_the_operator_writes_them() {
    let cases = [
        (
            json!({ "type": "Scala", "batchSchedulerOptions": { "queue": "root.default" },
                "driver": { "cores": 1, "coreLimit": "1200m", "memory": "512m" },
                "executor": { "instances": 2, "cores": 1, "coreLimit": "1200m", "memory": "512m" } }),
            r#"[{"name":"spark-driver","minMember":1,"minResource":{"cpu":"1","memory":"896Mi"}},{"name":"spark-executor","minMember":2,"minResource":{"cpu":"1","memory":"896Mi"}}]"#,
        ),
        (
            json!({ "type": "Python", "memoryOverheadFactor": "0.3",
                "batchSchedulerOptions": { "queue": "root.default" },
                "driver": { "coreRequest": "2000m", "cores": 4, "memory": "8g" },
                "executor": { "instances": 4, "memoryOverhead": "2g", "cores": 8, "memory": "64g" },
                "dynamicAllocation": { "enabled": true, "initialExecutors": 8, "minExecutors": 2 } }),
            r#"[{"name":"spark-driver","minMember":1,"minResource":{"cpu":"2000m","memory":"10649Mi"}},{"name":"spark-executor","minMember":8,"minResource":{"cpu":"8","memory":"67584Mi"}}]"#,
        ),
        (
            json!({ "type": "Python", "nodeSelector": { "key": "value" },
                "driver": { "cores": 1, "memory": "1g",
                    "nodeSelector": { "key": "newvalue", "key2": "value2" },
                    "tolerations": [{ "key": "example-key", "operator": "Equal",
                        "value": "example-value", "effect": "NoSchedule" }] },
                "executor": { "instances": 1, "cores": 1, "memory": "1g",
                    "affinity": { "nodeAffinity": { "requiredDuringSchedulingIgnoredDuringExecution": {
                        "nodeSelectorTerms": [{ "matchExpressions": [{ "key": "another-key",
                            "operator": "In", "values": ["value1", "value2"] }] }] } } },
                    "labels": { "label": "value" } } }),
            r#"[{"name":"spark-driver","minMember":1,"minResource":{"cpu":"1","memory":"1433Mi"},"nodeSelector":{"key":"newvalue","key2":"value2"},"tolerations":[{"key":"example-key","operator":"Equal","value":"example-value","effect":"NoSchedule"}]},{"name":"spark-executor","minMember":1,"minResource":{"cpu":"1","memory":"1433Mi"},"nodeSelector":{"key":"value"},"affinity":{"nodeAffinity":{"requiredDuringSchedulingIgnoredDuringExecution":{"nodeSelectorTerms":[{"matchExpressions":[{"key":"another-key","operator":"In","values":["value1","value2"]}]}]}}},"labels":{"label":"value"}}]"#,
        ),
        (
            json!({ "type": "Python", "sparkConf": { "spark.executor.pyspark.memory": "500m" },
                "driver": { "cores": 1, "memory": "512m" },
                "executor": { "instances": 2, "cores": 1, "memory": "512m" } }),
            r#"[{"name":"spark-driver","minMember":1,"minResource":{"cpu":"1","memory":"896Mi"}},{"name":"spark-executor","minMember":2,"minResource":{"cpu":"1","memory":"1396Mi"}}]"#,
        ),
        (
            json!({ "type": "Python", "sparkConf": { "spark.memory.offHeap.enabled": "true",
                    "spark.memory.offHeap.size": "400m" },
                "driver": { "cores": 1, "memory": "512m" },
                "executor": { "instances": 2, "cores": 1, "memory": "512m" } }),
            r#"[{"name":"spark-driver","minMember":1,"minResource":{"cpu":"1","memory":"896Mi"}},{"name":"spark-executor","minMember":2,"minResource":{"cpu":"1","memory":"1296Mi"}}]"#,
        ),
        (
            json!({ "type": "Python", "sparkConf": { "spark.memory.offHeap.enabled": "true",
                    "spark.memory.offHeap.size": "400m", "spark.executor.pyspark.memory": "500m" },
                "driver": { "cores": 1, "memory": "512m" },
                "executor": { "instances": 2, "cores": 1, "memory": "512m" } }),
            r#"[{"name":"spark-driver","minMember":1,"minResource":{"cpu":"1","memory":"896Mi"}},{"name":"spark-executor","minMember":2,"minResource":{"cpu":"1","memory":"1796Mi"}}]"#,
        ),
    ];
    for (i, (spec, expected)) in cases.into_iter().enumerate() {
        let mut a = app("spark-pi-yunikorn", spec);
        schedule(&mut a, &on("yunikorn"), NEWEST).unwrap();
        let written = annotation(&a.spec.driver, "yunikorn.apache.org/task-groups").unwrap();
        // The operator's tests compare JSON; its encoder's bytes are what the pod gets.
        assert_eq!(written, expected, "case {i}");
        assert_eq!(
            annotation(&a.spec.executor, "yunikorn.apache.org/task-group-name"),
            Some("spark-executor")
        );
    }
}

#[test]
fn yunikorn_queue_label_reaches_the_json_only_with_role_labels() {
    let mut a = app(
        "q",
        json!({ "type": "Scala", "batchSchedulerOptions": { "queue": "root.a" },
        "driver": { "labels": {} }, "executor": { "instances": 1 } }),
    );
    schedule(&mut a, &on("yunikorn"), NEWEST).unwrap();
    let groups = task_groups(&a);
    assert_eq!(groups[0]["labels"], json!({ "queue": "root.a" }));
    assert!(groups[1].get("labels").is_none());
    for role in [&a.spec.driver, &a.spec.executor] {
        assert!(
            role.labels
                .contains(&("queue".to_string(), "root.a".to_string()))
        );
    }
    // No executors to start: no executor group, still its group name.
    let mut da = app("d", json!({ "dynamicAllocation": { "enabled": true } }));
    schedule(&mut da, &on("yunikorn"), NEWEST).unwrap();
    assert_eq!(task_groups(&da).as_array().map(Vec::len), Some(1));
}

#[test]
fn yunikorn_reads_sizes_its_own_way() {
    for (memory, ok) in [
        ("1k", true),
        ("1p", true),
        ("0.064m", false),
        ("600", false),
        ("1Gi", false),
    ] {
        let mut a = app("s", json!({ "driver": { "memory": memory } }));
        let r = schedule(&mut a, &on("yunikorn"), NEWEST);
        assert_eq!(r.is_ok(), ok, "{memory}: {r:?}");
    }
    let mut bad_cpu = app("c", json!({ "driver": { "coreRequest": "Random 500m" } }));
    assert!(matches!(
        schedule(&mut bad_cpu, &on("yunikorn"), NEWEST),
        Err(BatchError::Cpu { .. })
    ));
}

#[test]
fn kube_scheduler_labels_the_application_and_unknown_names_fail_from_v2_5_0() {
    let mut a = app("test-app", json!({}));
    let s = schedule(&mut a, &on("kube-scheduler"), NEWEST)
        .unwrap()
        .unwrap();
    assert!(a.labels.contains(&(
        "scheduling.x-k8s.io/pod-group".to_string(),
        "test-app-pg".to_string()
    )));
    assert!(s.objects[0].starts_with("PodGroup test-app-pg (scheduling.x-k8s.io/v1alpha1"));
    let mut b = app("b", json!({ "batchScheduler": "slurm" }));
    assert_eq!(
        schedule(&mut b, &on("volcano"), NEWEST),
        Err(BatchError::Unknown("slurm".into()))
    );
    let v2_4 = OperatorRelease::find("v2.4.0").unwrap();
    assert_eq!(schedule(&mut b, &on("volcano"), v2_4), Ok(None));
    // Off (the chart's default): nothing at all.
    assert_eq!(
        schedule(&mut b, &BatchScheduling::default(), NEWEST),
        Ok(None)
    );
}

#[test]
fn what_a_scheduler_sets_reaches_the_submission_from_its_field() {
    let a = app(
        "pi",
        json!({ "mode": "cluster", "type": "Scala", "batchScheduler": "volcano",
        "image": "spark:4", "mainClass": "X", "mainApplicationFile": "local:///a.jar" }),
    );
    let options = Options {
        batch_scheduling: BatchScheduling {
            enabled: true,
            ..BatchScheduling::default()
        },
        ..Options::default()
    };
    let s = submit(&a, &options).unwrap();
    let key = "spark.kubernetes.driver.annotation.scheduling.k8s.io/group-name";
    assert_eq!(s.field_of(key), Some("spec.batchScheduler"));
    assert!(s.submit.args.contains(&format!("{key}=spark-pi-pg")));
}
