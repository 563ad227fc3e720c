//! The operator's own test tables (v2.5.2: `submission_test.go`, `defaults_test.go`) as
//! fixtures, the argument order of `buildSparkSubmitArgs`, and renders of the result.

use crate::OperatorReleases;
use std::collections::BTreeSet;

use serde_json::{Value, json};

use super::*;
use builder_core::DeterministicIds;
use builder_core::Severity;
use builder_core::TemplateReader;
use builder_core::UserSteps;
use builder_core::render;

/// The Spark Pi example of the operator's repository, as a user writes it.
const SPARK_PI: &str = "\
apiVersion: sparkoperator.k8s.io/v1beta2
kind: SparkApplication
metadata:
  name: spark-pi
  namespace: default
spec:
  type: Scala
  mode: cluster
  image: docker.io/apache/spark:4.0.4
  imagePullPolicy: IfNotPresent
  mainClass: org.apache.spark.examples.SparkPi
  mainApplicationFile: local:///opt/spark/examples/jars/spark-examples.jar
  arguments:
  - \"5000\"
  sparkVersion: 4.0.4
  driver:
    labels:
      version: 4.0.0
    cores: 1
    memory: 512m
    serviceAccount: spark-operator-spark
  executor:
    labels:
      version: 4.0.0
    instances: 1
    cores: 1
    memory: 512m
";

fn app(v: Value) -> SparkApplication {
    let mut doc = json!({ "apiVersion": API_VERSION, "kind": KIND, "spec": {} });
    if let (Value::Object(d), Value::Object(v)) = (&mut doc, v) {
        d.extend(v);
    }
    SparkApplication::from_value(&doc).unwrap()
}

fn ctx(submission_id: &str) -> SubmitContext {
    SubmitContext {
        submission_id: submission_id.into(),
        ..SubmitContext::default()
    }
}

/// The `--conf` values of the arguments, as the operator's tests compare them (sorted).
fn confs(args: &SubmitArgs) -> BTreeSet<String> {
    args.args
        .windows(2)
        .filter(|w| w[0] == "--conf")
        .map(|w| w[1].clone())
        .collect()
}

/// Those of one role's option function: its keys, without the template file keys (a
/// function of their own in the operator).
fn role_confs(args: &SubmitArgs, prefixes: &[&str]) -> BTreeSet<String> {
    confs(args)
        .into_iter()
        .filter(|c| prefixes.iter().any(|p| c.starts_with(p)))
        .filter(|c| !c.contains("podTemplate") && !c.contains(".volumes."))
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

fn executor_confs(a: &SparkApplication, id: &str) -> BTreeSet<String> {
    let args = submit_args(a, NEWEST, &ctx(id)).unwrap();
    role_confs(
        &args,
        &[
            "spark.kubernetes.executor.",
            "spark.executor.",
            "spark.executorEnv.",
        ],
    )
}

fn driver_confs(a: &SparkApplication, id: &str) -> BTreeSet<String> {
    let args = submit_args(a, NEWEST, &ctx(id)).unwrap();
    role_confs(&args, &["spark.kubernetes.driver.", "spark.driver."])
        .into_iter()
        .filter(|c| !c.starts_with("spark.kubernetes.driver.pod.name="))
        .collect()
}

/// The four labels the operator puts on every pod of an application without a template.
fn operator_labels(role: &str, name: &str, id: &str) -> BTreeSet<String> {
    let p = format!("spark.kubernetes.{role}.label.sparkoperator.k8s.io/");
    BTreeSet::from([
        format!("{p}app-name={name}"),
        format!("{p}launched-by-spark-operator=true"),
        format!("{p}mutated-by-spark-operator=true"),
        format!("{p}submission-id={id}"),
    ])
}

#[test]
fn executor_conf_option() {
    // "minimal executor configuration"
    let a = app(json!({ "metadata": { "name": "spark-minimal" } }));
    let want = operator_labels("executor", "spark-minimal", "minimal-123");
    assert_eq!(executor_confs(&a, "minimal-123"), want);

    // "custom executor configs"
    let a = app(json!({
        "metadata": { "name": "spark-executor" },
        "spec": { "executor": {
            "coreRequest": "2", "image": "custom-executor:v1", "cores": 4, "coreLimit": "4",
            "memory": "4g", "memoryOverhead": "1g", "instances": 3, "deleteOnTermination": true
        } }
    }));
    let mut want = operator_labels("executor", "spark-executor", "exec-123");
    want.extend(set(&[
        "spark.kubernetes.executor.container.image=custom-executor:v1",
        "spark.executor.cores=4",
        "spark.kubernetes.executor.limit.cores=4",
        "spark.kubernetes.executor.request.cores=2",
        "spark.executor.memory=4g",
        "spark.executor.memoryOverhead=1g",
        "spark.executor.instances=3",
        "spark.kubernetes.executor.deleteOnTermination=true",
    ]));
    assert_eq!(executor_confs(&a, "exec-123"), want);

    // "kueue labels on SparkApplication should not be propagated to executor conf"
    let a = app(json!({ "metadata": { "name": "spark-kueue", "labels": {
        "environment": "production", "kueue.x-k8s.io/queue-name": "high-priority"
    } } }));
    let mut want = operator_labels("executor", "spark-kueue", "minimal-123");
    want.insert("spark.kubernetes.executor.label.environment=production".into());
    assert_eq!(executor_confs(&a, "minimal-123"), want);
}

#[test]
fn driver_conf_option() {
    // "basic driver configuration": configMaps produce no conf (the webhook mounts them).
    let a = app(json!({
        "metadata": { "name": "spark-test", "labels": { "environment": "test", "team": "spark" } },
        "spec": { "driver": {
            "cores": 2, "coreLimit": "2", "memory": "2g", "image": "spark-driver:latest",
            "configMaps": [{ "name": "driver-config", "path": "/etc/config" }]
        } }
    }));
    let mut want = operator_labels("driver", "spark-test", "submission-id-123");
    want.extend(set(&[
        "spark.kubernetes.driver.container.image=spark-driver:latest",
        "spark.driver.cores=2",
        "spark.kubernetes.driver.limit.cores=2",
        "spark.driver.memory=2g",
        "spark.kubernetes.driver.label.environment=test",
        "spark.kubernetes.driver.label.team=spark",
    ]));
    assert_eq!(driver_confs(&a, "submission-id-123"), want);

    // "minimal driver configuration"
    let a = app(json!({ "metadata": { "name": "spark-minimal" } }));
    let want = operator_labels("driver", "spark-minimal", "minimal-123");
    assert_eq!(driver_confs(&a, "minimal-123"), want);

    // "driver with labels and annotations"
    let a = app(json!({
        "metadata": { "name": "spark-labels" },
        "spec": { "driver": {
            "labels": { "custom-label": "label-value", "priority": "high" },
            "annotations": { "custom-annotation": "annotation-value", "sidecar.istio.io/inject": "false" },
            "serviceLabels": { "service-label": "service-value", "environment": "production" },
            "serviceAnnotations": { "service-annotation": "svc-annotation-value", "prometheus.io/scrape": "true" }
        } }
    }));
    let mut want = operator_labels("driver", "spark-labels", "labels-123");
    want.extend(set(&[
        "spark.kubernetes.driver.label.custom-label=label-value",
        "spark.kubernetes.driver.label.priority=high",
        "spark.kubernetes.driver.annotation.custom-annotation=annotation-value",
        "spark.kubernetes.driver.annotation.sidecar.istio.io/inject=false",
        "spark.kubernetes.driver.service.label.service-label=service-value",
        "spark.kubernetes.driver.service.label.environment=production",
        "spark.kubernetes.driver.service.annotation.service-annotation=svc-annotation-value",
        "spark.kubernetes.driver.service.annotation.prometheus.io/scrape=true",
    ]));
    assert_eq!(driver_confs(&a, "labels-123"), want);
}

#[test]
fn driver_volume_mounts_option() {
    let volume_confs = |a: &SparkApplication, release: &OperatorRelease| {
        let args = submit_args(a, release, &SubmitContext::default()).unwrap();
        confs(&args)
            .into_iter()
            .filter(|c| c.starts_with("spark.kubernetes.driver.volumes."))
            .collect::<BTreeSet<String>>()
    };
    // "basic local volume"
    let a = app(json!({ "metadata": { "name": "v" }, "spec": {
        "volumes": [{ "name": "spark-local-dir-test", "hostPath": { "path": "/tmp/test-path" } }],
        "driver": { "volumeMounts": [{ "name": "spark-local-dir-test", "mountPath": "/tmp/mount-path", "readOnly": true }] }
    } }));
    assert_eq!(
        volume_confs(&a, NEWEST),
        set(&[
            "spark.kubernetes.driver.volumes.hostPath.spark-local-dir-test.mount.path=/tmp/mount-path",
            "spark.kubernetes.driver.volumes.hostPath.spark-local-dir-test.options.path=/tmp/test-path",
            "spark.kubernetes.driver.volumes.hostPath.spark-local-dir-test.mount.readOnly=true",
        ])
    );
    // "emptydir volume with size limit"
    let a = app(json!({ "metadata": { "name": "v" }, "spec": {
        "volumes": [{ "name": "spark-local-dir-emptydir", "emptyDir": { "sizeLimit": "10Gi" } }],
        "driver": { "volumeMounts": [{ "name": "spark-local-dir-emptydir", "mountPath": "/tmp/scratch" }] }
    } }));
    assert_eq!(
        volume_confs(&a, NEWEST),
        set(&[
            "spark.kubernetes.driver.volumes.emptyDir.spark-local-dir-emptydir.mount.path=/tmp/scratch",
            "spark.kubernetes.driver.volumes.emptyDir.spark-local-dir-emptydir.options.sizeLimit=10Gi",
        ])
    );
    // "emptydir volume with memory medium": passed on from v2.5.1.
    let a = app(json!({ "metadata": { "name": "v" }, "spec": {
        "volumes": [{ "name": "spark-local-dir-emptydir", "emptyDir": { "medium": "Memory" } }],
        "driver": { "volumeMounts": [{ "name": "spark-local-dir-emptydir", "mountPath": "/tmp/scratch" }] }
    } }));
    let path =
        "spark.kubernetes.driver.volumes.emptyDir.spark-local-dir-emptydir.mount.path=/tmp/scratch";
    let medium =
        "spark.kubernetes.driver.volumes.emptyDir.spark-local-dir-emptydir.options.medium=Memory";
    assert_eq!(volume_confs(&a, NEWEST), set(&[path, medium]));
    let v2_5_0 = OperatorRelease::find("v2.5.0").unwrap();
    assert_eq!(volume_confs(&a, v2_5_0), set(&[path]));
}

#[test]
fn local_dir_mounts_need_their_volume_and_a_type_spark_can_mount() {
    let a = app(json!({ "metadata": { "name": "v" }, "spec": {
        "executor": { "volumeMounts": [{ "name": "spark-local-dir-x", "mountPath": "/x" }] }
    } }));
    let e = submit_args(&a, NEWEST, &SubmitContext::default()).unwrap_err();
    assert_eq!(
        e,
        SubmitError::VolumeNotFound {
            role: "executor",
            name: "spark-local-dir-x".into()
        }
    );
    assert!(e.to_string().contains("spec.executor.volumeMounts"));
    let a = app(json!({ "metadata": { "name": "v" }, "spec": {
        "volumes": [{ "name": "spark-local-dir-x", "configMap": { "name": "c" } }],
        "executor": { "volumeMounts": [{ "name": "spark-local-dir-x", "mountPath": "/x" }] }
    } }));
    assert!(matches!(
        submit_args(&a, NEWEST, &SubmitContext::default()),
        Err(SubmitError::UnsupportedVolumeType { .. })
    ));
    // Other volumes are the webhook's: no conf.
    let a = app(json!({ "metadata": { "name": "v" }, "spec": {
        "volumes": [{ "name": "data", "configMap": { "name": "c" } }],
        "executor": { "volumeMounts": [{ "name": "data", "mountPath": "/x" }] }
    } }));
    let args = submit_args(&a, NEWEST, &SubmitContext::default()).unwrap();
    assert!(!confs(&args).iter().any(|c| c.contains(".volumes.")));
}

fn template_of(args: &SubmitArgs, role: &str) -> Value {
    let (_, text) = args
        .files
        .iter()
        .find(|(p, _)| p.ends_with(&format!("{role}-pod-template.yaml")))
        .unwrap();
    serde_json::from_str(text).unwrap()
}

#[test]
fn pod_template_contents() {
    let uid = "uid-1";
    let app_ref = |controller: bool| {
        let mut r = json!({ "apiVersion": API_VERSION, "kind": KIND, "name": "test", "uid": uid });
        if controller {
            r["controller"] = json!(true);
            r["blockOwnerDeletion"] = json!(true);
        }
        r
    };
    // "no pod template": one container named as the operator names Spark's, owned by the app.
    let a = app(json!({ "metadata": { "name": "test", "uid": uid } }));
    let args = submit_args(&a, NEWEST, &SubmitContext::default()).unwrap();
    for (role, controller, container) in [
        ("driver", true, "spark-kubernetes-driver"),
        ("executor", false, "spark-kubernetes-executor"),
    ] {
        let t = template_of(&args, role);
        assert_eq!(
            t["metadata"]["ownerReferences"],
            json!([app_ref(controller)])
        );
        assert_eq!(
            t["spec"]["containers"],
            json!([{ "name": container, "resources": {} }])
        );
        assert!(confs(&args).contains(&format!(
            "spark.kubernetes.{role}.podTemplateContainerName={container}"
        )));
    }
    // "with pod template": the user's owner first, the application's appended.
    let a = app(
        json!({ "metadata": { "name": "test", "uid": uid }, "spec": { "driver": { "template": {
        "metadata": { "ownerReferences": [{ "name": "owner-in-template" }] },
        "spec": { "containers": [{ "name": "spark-kubernetes-driver", "image": "image" }] }
    } } } }),
    );
    let t = template_of(
        &submit_args(&a, NEWEST, &SubmitContext::default()).unwrap(),
        "driver",
    );
    assert_eq!(
        t["metadata"]["ownerReferences"],
        json!([{ "name": "owner-in-template" }, app_ref(true)])
    );
    assert_eq!(t["spec"]["containers"][0]["image"], json!("image"));
    // "pod template already has owner references": not added twice, no container injected.
    let a = app(
        json!({ "metadata": { "name": "test", "uid": uid }, "spec": { "driver": { "template": {
        "metadata": { "ownerReferences": [{ "name": "owner-in-template" }, app_ref(true)] }
    } } } }),
    );
    let t = template_of(
        &submit_args(&a, NEWEST, &SubmitContext::default()).unwrap(),
        "driver",
    );
    assert_eq!(
        t["metadata"]["ownerReferences"],
        json!([{ "name": "owner-in-template" }, app_ref(true)])
    );
    assert_eq!(t["spec"]["containers"], Value::Null);
    // A template keeps the pods unmarked for the webhook (Spark 3+).
    let args = submit_args(&a, NEWEST, &SubmitContext::default()).unwrap();
    assert!(!confs(&args).iter().any(|c| c.starts_with(
        "spark.kubernetes.driver.label.sparkoperator.k8s.io/mutated-by-spark-operator"
    )));
}

#[test]
fn defaults_as_the_operators_webhook_applies_them() {
    let defaulted = |spec: Value| {
        let mut a = app(json!({ "metadata": { "name": "d" }, "spec": spec }));
        apply_defaults(&mut a, NEWEST);
        a.spec
    };
    let s = defaulted(json!({}));
    assert_eq!(s.mode.as_deref(), Some("cluster"));
    assert_eq!(s.app_type.as_deref(), Some("Scala"));
    assert_eq!(
        (s.driver.cores, s.driver.memory.as_deref()),
        (Some(1), Some("1g"))
    );
    assert_eq!(
        (s.executor.cores, s.executor.memory.as_deref()),
        (Some(1), Some("1g"))
    );
    assert_eq!(s.executor.instances, Some(1));
    assert_eq!(
        defaulted(json!({ "mode": "client" })).mode.as_deref(),
        Some("client")
    );
    // A sparkConf key set to anything keeps the typed field empty.
    let s = defaulted(
        json!({ "sparkConf": { "spark.driver.memory": "200M", "spark.driver.cores": "1" } }),
    );
    assert_eq!((s.driver.cores, s.driver.memory), (None, None));
    let s = defaulted(json!({ "sparkConf": {
        "spark.executor.cores": "2", "spark.executor.memory": "500M", "spark.executor.instances": "3"
    } }));
    assert_eq!(
        (s.executor.cores, s.executor.memory, s.executor.instances),
        (None, None, None)
    );
    let s = defaulted(json!({ "dynamicAllocation": { "enabled": true, "minExecutors": 0 } }));
    assert_eq!(s.executor.instances, None);
    assert_eq!(
        s.dynamic_allocation
            .and_then(|d| d.shuffle_tracking_enabled),
        Some(true)
    );
    let s = defaulted(json!({ "sparkConf": { "spark.dynamicallocation.enabled": "true" } }));
    assert_eq!(s.executor.instances, None);
    // Spark's own spelling of the key is not what the operator looks up.
    let s = defaulted(json!({ "sparkConf": { "spark.dynamicAllocation.enabled": "true" } }));
    assert_eq!(s.executor.instances, Some(1));
}

#[test]
fn spark_pi_is_submitted_in_the_operators_order() {
    let sub = submit(&read(SPARK_PI).unwrap(), &Options::default()).unwrap();
    let s = "00000000-0000-4000-8000-000000000001";
    let want = format!(
        "--master k8s://https://10.96.0.1:443 --deploy-mode cluster \
         --class org.apache.spark.examples.SparkPi --name spark-pi \
         --conf spark.kubernetes.namespace=default \
         --conf spark.kubernetes.container.image=docker.io/apache/spark:4.0.4 \
         --conf spark.kubernetes.container.image.pullPolicy=IfNotPresent \
         --conf spark.kubernetes.submission.waitAppCompletion=false \
         --conf spark.kubernetes.driver.podTemplateFile=/tmp/spark/{s}/driver-pod-template.yaml \
         --conf spark.kubernetes.driver.podTemplateContainerName=spark-kubernetes-driver \
         --conf spark.kubernetes.driver.pod.name=spark-pi-driver \
         --conf spark.kubernetes.driver.label.sparkoperator.k8s.io/app-name=spark-pi \
         --conf spark.kubernetes.driver.label.sparkoperator.k8s.io/launched-by-spark-operator=true \
         --conf spark.kubernetes.driver.label.sparkoperator.k8s.io/mutated-by-spark-operator=true \
         --conf spark.kubernetes.driver.label.sparkoperator.k8s.io/submission-id={s} \
         --conf spark.kubernetes.driver.container.image=docker.io/apache/spark:4.0.4 \
         --conf spark.driver.cores=1 --conf spark.driver.memory=512m \
         --conf spark.kubernetes.authenticate.driver.serviceAccountName=spark-operator-spark \
         --conf spark.kubernetes.driver.label.version=4.0.0 \
         --conf spark.kubernetes.executor.podTemplateFile=/tmp/spark/{s}/executor-pod-template.yaml \
         --conf spark.kubernetes.executor.podTemplateContainerName=spark-kubernetes-executor \
         --conf spark.kubernetes.executor.label.sparkoperator.k8s.io/app-name=spark-pi \
         --conf spark.kubernetes.executor.label.sparkoperator.k8s.io/launched-by-spark-operator=true \
         --conf spark.kubernetes.executor.label.sparkoperator.k8s.io/mutated-by-spark-operator=true \
         --conf spark.kubernetes.executor.label.sparkoperator.k8s.io/submission-id={s} \
         --conf spark.executor.instances=1 \
         --conf spark.kubernetes.executor.container.image=docker.io/apache/spark:4.0.4 \
         --conf spark.executor.cores=1 --conf spark.executor.memory=512m \
         --conf spark.kubernetes.executor.label.version=4.0.0 \
         local:///opt/spark/examples/jars/spark-examples.jar 5000"
    );
    assert_eq!(sub.submit.args.join(" "), want);
    assert_eq!(sub.submit_release, SparkVersion::V4_0_4);
    assert_eq!(sub.image_release, SparkVersion::V4_0_4);
}

#[test]
fn typed_fields_win_over_spark_conf_submitted_before_them_and_lose_to_those_after() {
    let a = read(
        "apiVersion: sparkoperator.k8s.io/v1beta2\nkind: SparkApplication\nmetadata: {name: p}\n\
         spec:\n  image: typed-image\n  sparkConf:\n    spark.kubernetes.container.image: conf-image\n    \
         spark.executor.memory: 8g\n  executor: {memory: 2g}\n",
    )
    .unwrap();
    let sub = submit(&a, &Options::default()).unwrap();
    let case = sub.case("app.yaml").unwrap();
    let get = |k: &str| {
        case.conf
            .iter()
            .rev()
            .find(|(key, _)| key == k)
            .map(|(_, v)| v.as_str())
    };
    // The image is submitted before sparkConf (sparkConf wins), executor memory after it.
    assert_eq!(get("spark.kubernetes.container.image"), Some("conf-image"));
    assert_eq!(get("spark.executor.memory"), Some("2g"));
}

#[test]
fn spark_pi_renders_with_the_operators_labels_owner_and_releases() {
    let sub = submit(&read(SPARK_PI).unwrap(), &Options::default()).unwrap();
    let case = sub.case("spark-pi.yaml").unwrap();
    let steps = UserSteps::default();
    let rendered = render(
        &case.submission(&steps, TemplateReader::BUILT_IN),
        &mut DeterministicIds::default(),
    );
    assert!(rendered.error.is_none(), "{:?}", rendered.error);
    let (_, submitted) = rendered.driver.as_ref().unwrap();
    let pod = serde_json::to_value(&submitted.pod).unwrap();
    assert_eq!(pod["metadata"]["name"], json!("spark-pi-driver"));
    assert_eq!(
        pod["metadata"]["labels"]["sparkoperator.k8s.io/app-name"],
        json!("spark-pi")
    );
    let owner = &pod["metadata"]["ownerReferences"][0];
    assert_eq!(
        (owner["kind"].clone(), owner["controller"].clone()),
        (json!("SparkApplication"), json!(true))
    );
    assert_eq!(
        pod["spec"]["containers"][0]["name"],
        json!("spark-kubernetes-driver")
    );
    assert_eq!(
        pod["spec"]["serviceAccountName"],
        json!("spark-operator-spark")
    );
    let exec = rendered.executor.as_ref().unwrap();
    let pod = serde_json::to_value(exec.pod.assembled()).unwrap();
    assert_eq!(
        pod["metadata"]["labels"]["sparkoperator.k8s.io/launched-by-spark-operator"],
        json!("true")
    );
    assert_eq!(exec.release.version(), SparkVersion::V4_0_4);
}

#[test]
fn the_images_release_builds_the_executors_and_the_operators_the_driver() {
    let text = SPARK_PI.replace("sparkVersion: 4.0.4", "sparkVersion: 3.5.5");
    let sub = submit(&read(&text).unwrap(), &Options::default()).unwrap();
    assert_eq!(sub.image_release, SparkVersion::V3_5_5);
    assert_eq!(sub.submit_release, SparkVersion::V4_0_4);
    let case = sub.case("a.yaml").unwrap();
    let steps = UserSteps::default();
    let sub = case.submission(&steps, TemplateReader::BUILT_IN);
    assert_eq!(sub.release.version(), SparkVersion::V3_5_5);
    assert_eq!(sub.submit_release.version(), SparkVersion::V4_0_4);
    // A line takes its newest patch; anything else is an error that lists what is supported.
    let text = SPARK_PI.replace("sparkVersion: 4.0.4", "sparkVersion: \"3.5\"");
    let sub = submit(&read(&text).unwrap(), &Options::default()).unwrap();
    assert_eq!(sub.image_release, SparkVersion::V3_5_9);
    // A release outside the model renders as the nearest modelled one (check says so).
    let text = SPARK_PI.replace("sparkVersion: 4.0.4", "sparkVersion: 2.4.8");
    let sub = submit(&read(&text).unwrap(), &Options::default()).unwrap();
    assert_eq!(sub.image_release, SparkVersion::V3_3_0);
    assert!(
        check(&sub, &Options::default())
            .iter()
            .any(|f| f.rule.id == "unmodelled-spark-version" && f.message.contains("Spark 3.3.0")),
    );
    let text = SPARK_PI.replace("sparkVersion: 4.0.4", "sparkVersion: latest");
    let e = submit(&read(&text).unwrap(), &Options::default()).unwrap_err();
    assert!(e.to_string().contains("spec.sparkVersion") && e.to_string().contains("4.3.0"));
}

#[test]
fn without_the_webhook_nothing_is_defaulted() {
    let options = Options {
        webhook: false,
        ..Options::default()
    };
    // The operator passes an empty deploy mode, which spark-submit refuses.
    let a = app(json!({ "metadata": { "name": "n" } }));
    assert_eq!(submit(&a, &options), Err(AppError::NoDeployMode));
    assert!(
        AppError::NoDeployMode
            .to_string()
            .starts_with("spec.mode: not set")
    );
    let args = submit_args(&a, NEWEST, &SubmitContext::default()).unwrap();
    assert!(
        args.args
            .windows(2)
            .any(|w| w[0] == "--deploy-mode" && w[1].is_empty())
    );
    let a = app(json!({ "metadata": { "name": "n" }, "spec": { "mode": "cluster" } }));
    let sub = submit(&a, &options).unwrap();
    assert!(!sub.submit.args.join(" ").contains("spark.driver.cores"));
    assert!(sub.defaulted.is_empty());
}

#[test]
fn errors_name_the_field() {
    let e = read("apiVersion: v1\nkind: Pod\nmetadata: {name: p}\n").unwrap_err();
    assert!(e.to_string().contains("not a SparkApplication"), "{e}");
    let e = read(
        "apiVersion: sparkoperator.k8s.io/v1beta2\nkind: SparkApplication\nmetadata: {name: p}\n\
         spec:\n  driver: {cores: \"2\"}\n",
    )
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "spec.driver.cores: expected an integer, found a string (\"2\")"
    );
    let e = read(
        "apiVersion: sparkoperator.k8s.io/v1beta2\nkind: SparkApplication\nmetadata: {name: p}\n\
         spec:\n  sparkConf: {spark.executor.instances: 2}\n",
    )
    .unwrap_err();
    assert!(
        e.to_string()
            .starts_with("spec.sparkConf.spark.executor.instances: expected a string (quote it)"),
        "{e}"
    );
    let e = read("apiVersion: sparkoperator.k8s.io/v1beta2\nkind: SparkApplication\nspec: {}\n")
        .unwrap_err();
    assert!(e.to_string().starts_with("metadata:"), "{e}");
    assert!(matches!(read("{not json"), Err(AppError::Syntax(_))));
}

#[test]
fn quoting_survives_spark_submits_reading() {
    let a = read(
        "apiVersion: sparkoperator.k8s.io/v1beta2\nkind: SparkApplication\nmetadata: {name: q}\n\
         spec:\n  mainApplicationFile: local:///app.jar\n  arguments: [\"it's\", \"a b\", \"\"]\n  \
         driver: {javaOptions: \"-Dx=1 -Dy='2 3'\"}\n",
    )
    .unwrap();
    let sub = submit(&a, &Options::default()).unwrap();
    let case = sub.case("q.yaml").unwrap();
    let driver = case.options.driver_args();
    assert_eq!(driver.app_args, vec!["it's", "a b", ""]);
    assert!(
        case.conf
            .iter()
            .any(|(k, v)| k == "spark.driver.extraJavaOptions" && v == "-Dx=1 -Dy='2 3'")
    );
}

#[test]
fn releases_are_found_by_tag() {
    assert_eq!(OperatorRelease::find("2.5.2").unwrap(), NEWEST);
    assert_eq!(
        OperatorRelease::find("v2.4.0").unwrap().spark_submit,
        SparkVersion::V4_0_0
    );
    let e = OperatorRelease::find("v1.1.0").unwrap_err();
    assert!(e.to_string().contains("v2.4.0, v2.5.0, v2.5.1, v2.5.2"));
}

#[test]
fn fields_only_the_pod_webhook_applies_are_listed() {
    let a = read(&format!(
        "{SPARK_PI}  sparkConfigMap: conf\n  volumes:\n  - name: data\n    emptyDir: {{}}\n  - name: spark-local-dir-1\n    emptyDir: {{}}\n"
    )
    .replace(
        "    serviceAccount: spark-operator-spark\n",
        "    serviceAccount: spark-operator-spark\n    volumeMounts:\n    - name: spark-local-dir-1\n      mountPath: /tmp/spark\n    - name: data\n      mountPath: /data\n",
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        a.webhook_fields,
        vec!["spec.sparkConfigMap", "spec.driver.volumeMounts[1]"]
    );
    let a = read(&SPARK_PI.replace(
        "    serviceAccount: spark-operator-spark\n",
        "    serviceAccount: spark-operator-spark\n    tolerations: []\n    securityContext: {runAsUser: 185}\n",
    ))
    .unwrap();
    assert_eq!(
        a.webhook_fields,
        vec!["spec.driver.tolerations", "spec.driver.securityContext"]
    );
}

fn findings(text: &str, options: &Options) -> Vec<Finding> {
    let sub = submit(&read(text).unwrap(), options).unwrap();
    check(&sub, options)
}

fn codes_and_fields(fs: &[Finding]) -> Vec<(&'static str, String)> {
    fs.iter().map(|f| (f.rule.id, f.field.clone())).collect()
}

const HEAD: &str = "apiVersion: sparkoperator.k8s.io/v1beta2\nkind: SparkApplication\nmetadata: {name: c}\nspec:\n  mode: cluster\n";

#[test]
fn check_names_the_field_a_later_one_overrides() {
    let fs = findings(
        &format!(
            "{HEAD}  image: typed\n  sparkConf:\n    spark.executor.memory: 8g\n    spark.kubernetes.driver.podTemplateFile: /t.yaml\n  executor: {{memory: 2g}}\n"
        ),
        &Options {
            release: OperatorRelease::find("v2.5.1").unwrap(),
            ..Options::default()
        },
    );
    let overridden: Vec<&Finding> = fs.iter().filter(|f| f.rule.id == "overridden").collect();
    assert_eq!(
        codes_and_fields(&overridden.iter().map(|f| (*f).clone()).collect::<Vec<_>>()),
        vec![
            (
                "overridden",
                "spec.sparkConf.spark.executor.memory".to_string()
            ),
            (
                "overridden",
                "spec.sparkConf.spark.kubernetes.driver.podTemplateFile".to_string()
            ),
        ]
    );
    assert!(
        overridden[0]
            .message
            .contains("spec.executor.memory sets `2g`")
    );
    assert!(
        overridden[1]
            .hint
            .as_deref()
            .unwrap()
            .contains("spec.driver.template")
    );
}

#[test]
fn check_reports_keys_the_operators_webhook_rejects_from_v2_5_2() {
    let text = format!(
        "{HEAD}  sparkConf:\n    spark.kubernetes.container.image: x\n    spark.kubernetes.namespace: other\n"
    );
    let fs = findings(&text, &Options::default());
    let denied: Vec<String> = fs
        .iter()
        .filter(|f| f.rule.id == "operator-denied-key")
        .map(|f| f.field.clone())
        .collect();
    assert_eq!(
        denied,
        vec![
            "spec.sparkConf.spark.kubernetes.container.image",
            "spec.sparkConf.spark.kubernetes.namespace"
        ]
    );
    assert!(
        fs.iter()
            .all(|f| f.rule.id != "operator-denied-key" || f.severity == Severity::Error)
    );
    let older = Options {
        release: OperatorRelease::find("v2.5.1").unwrap(),
        ..Options::default()
    };
    assert!(
        findings(&text, &older)
            .iter()
            .all(|f| f.rule.id != "operator-denied-key")
    );
    let no_webhook = Options {
        webhook: false,
        ..Options::default()
    };
    assert!(
        findings(&text, &no_webhook)
            .iter()
            .all(|f| f.rule.id != "operator-denied-key")
    );
}

#[test]
fn check_says_which_fields_do_not_reach_the_pods() {
    let text = format!(
        "{HEAD}  monitoring: {{exposeDriverMetrics: true, prometheus: {{jmxExporterJar: /j.jar}}}}\n  driver:\n    tolerations: []\n"
    );
    // With the webhook everything is applied (see webhook_tests), and the field is noted as
    // depending on it, with the way without it.
    let on = findings(&text, &Options::default());
    assert_eq!(
        codes_and_fields(&on),
        vec![("webhook-only", "spec.driver.tolerations".to_string())]
    );
    assert_eq!(
        on[0].hint.as_deref(),
        Some(
            "without the webhook: write it in the pod template: spec.driver.template.spec.tolerations"
        )
    );
    // A release without spec.driver.template: a template file in the image.
    let old = findings(
        &text.replace("  driver:\n", "  image: spark:3.5.5\n  driver:\n"),
        &Options {
            release: OperatorRelease::find("v2.0.2").unwrap(),
            ..Options::default()
        },
    );
    assert!(
        old.iter()
            .find(|f| f.rule.id == "webhook-only")
            .and_then(|f| f.hint.as_deref())
            .is_some_and(|h| h.contains("a pod template file in the image, named by spec.sparkConf spark.kubernetes.driver.podTemplateFile (v2.0.2 has no spec.driver.template)")),
        "{old:?}"
    );
    let off = findings(
        &text,
        &Options {
            webhook: false,
            ..Options::default()
        },
    );
    let f = off.iter().find(|f| f.rule.id == "webhook-field").unwrap();
    assert_eq!(
        (f.field.as_str(), f.severity),
        ("spec.driver.tolerations", Severity::Warning)
    );
    assert!(f.message.contains("does not reach the pods"));
    // The agent without its configuration: the JVM cannot start.
    let f = off.iter().find(|f| f.field == "spec.monitoring").unwrap();
    assert_eq!(f.severity, Severity::Error);
}

#[test]
fn prometheus_monitoring_as_the_operator_configures_it() {
    // monitoring_config_test.go's cases: the Java options after the operator's change.
    for (monitoring, driver_options, want) in [
        (
            json!({ "exposeDriverMetrics": true, "exposeExecutorMetrics": true, "prometheus": { "jmxExporterJar": "/prometheus/exporter.jar" } }),
            None,
            "-javaagent:/prometheus/exporter.jar=8090:/etc/metrics/conf/prometheus.yaml",
        ),
        (
            json!({ "exposeDriverMetrics": true, "prometheus": { "jmxExporterJar": "/prometheus/exporter.jar", "port": 8091 } }),
            Some("-XX:+PrintGCDetails -XX:+PrintGCTimeStamps"),
            "-XX:+PrintGCDetails -XX:+PrintGCTimeStamps -javaagent:/prometheus/exporter.jar=8091:/etc/metrics/conf/prometheus.yaml",
        ),
        (
            json!({ "exposeDriverMetrics": true, "prometheus": { "jmxExporterJar": "/prometheus/exporter.jar", "port": 8091, "configFile": "testcase3dummy.yaml" } }),
            None,
            "-javaagent:/prometheus/exporter.jar=8091:testcase3dummy.yaml",
        ),
        (
            json!({ "exposeDriverMetrics": true, "prometheus": { "jmxExporterJar": "/prometheus/exporter.jar" } }),
            Some("testdummy"),
            "testdummy -javaagent:/prometheus/exporter.jar=8090:/etc/metrics/conf/prometheus.yaml",
        ),
        (
            json!({ "exposeDriverMetrics": true, "prometheus": { "jmxExporterJar": "/prometheus/exporter.jar", "port": 1000 } }),
            None,
            "-javaagent:/prometheus/exporter.jar=1000:/etc/metrics/conf/prometheus.yaml",
        ),
    ] {
        let mut driver = json!({});
        if let Some(o) = driver_options {
            driver["javaOptions"] = json!(o);
        }
        let a = app(
            json!({ "metadata": { "name": "test-app", "namespace": "default" }, "spec": {
            "mode": "cluster", "monitoring": monitoring, "driver": driver,
            "sparkConf": { "spark.metrics.conf": "/mine.properties" },
        } }),
        );
        let sub = submit(&a, &Options::default()).unwrap();
        let c = confs(&sub.submit);
        assert!(
            c.contains(&format!("spark.driver.extraJavaOptions={want}")),
            "{c:?}"
        );
        let annotations: Vec<&String> = c
            .iter()
            .filter(|c| c.starts_with("spark.kubernetes.driver.annotation.prometheus.io/"))
            .collect();
        assert_eq!(annotations.len(), 3);
        // The operator's metrics conf replaces the user's.
        assert!(c.contains("spark.metrics.namespace=default.test-app"));
        assert!(c.contains("spark.metrics.conf=/etc/metrics/conf/metrics.properties"));
        assert!(!c.contains("spark.metrics.conf=/mine.properties"));
        assert_eq!(sub.field_of("spark.metrics.conf"), Some("spec.monitoring"));
    }
}

#[test]
fn the_webhook_patches_the_rendered_pods() {
    let text = format!(
        "{}    tolerations: [{{key: spot, operator: Exists}}]\n",
        SPARK_PI.replace(
            "  executor:\n",
            "  executor:\n    securityContext: {runAsUser: 185}\n"
        )
    );
    let sub = submit(&read(&text).unwrap(), &Options::default()).unwrap();
    let case = sub.case("a.yaml").unwrap();
    let steps = UserSteps::default();
    let rendered = render(
        &case.submission(&steps, TemplateReader::BUILT_IN),
        &mut DeterministicIds::default(),
    );
    let mut doc = Value::Object(builder_core::rendered_json(&rendered));
    let patches = sub.apply_webhook(&mut doc).unwrap();
    let applied: Vec<(&str, &str)> = patches.iter().map(|(pod, p)| (*pod, p.mutation)).collect();
    assert!(
        applied.contains(&("executor", "addTolerations")),
        "{applied:?}"
    );
    assert!(applied.contains(&("executor", "addContainerSecurityContext")));
    assert_eq!(
        doc.pointer("/executor/pod/spec/tolerations/0/key"),
        Some(&json!("spot"))
    );
    assert_eq!(
        doc.pointer("/executor/pod/spec/containers/0/securityContext/runAsUser"),
        Some(&json!(185))
    );
    // The driver already owned by the application through its template: no second reference.
    assert_eq!(
        doc.pointer("/driver/pod/metadata/ownerReferences")
            .and_then(Value::as_array)
            .map(Vec::len),
        Some(1)
    );
}

#[test]
fn check_explains_the_lowercase_dynamic_allocation_default() {
    let text = format!("{HEAD}  sparkConf:\n    spark.dynamicAllocation.enabled: \"true\"\n");
    let fs = findings(&text, &Options::default());
    let f = fs
        .iter()
        .find(|f| f.rule.id == "operator-defaults-instances")
        .unwrap();
    assert_eq!(f.field, "spec.sparkConf.spark.dynamicAllocation.enabled");
    // With the typed field, nothing to say.
    let text = format!("{HEAD}  dynamicAllocation: {{enabled: true}}\n");
    assert!(
        findings(&text, &Options::default())
            .iter()
            .all(|f| f.rule.id != "operator-defaults-instances")
    );
}

#[test]
fn conf_diagnostics_map_back_to_the_field_that_submitted_the_key() {
    let sub = submit(
        &read(&format!(
            "{HEAD}  executor: {{memory: lots}}\n  sparkConf: {{spark.executor.cores: \"2\"}}\n"
        ))
        .unwrap(),
        &Options::default(),
    )
    .unwrap();
    assert_eq!(
        sub.field_of("spark.executor.memory"),
        Some("spec.executor.memory")
    );
    assert_eq!(
        sub.field_of("spark.executor.cores"),
        Some("spec.sparkConf.spark.executor.cores")
    );
    assert_eq!(
        sub.field_of("spark.kubernetes.namespace"),
        Some("metadata.namespace")
    );
    assert_eq!(
        sub.field_of("spark.kubernetes.driver.label.sparkoperator.k8s.io/app-name"),
        Some(BY_THE_OPERATOR)
    );
    assert!(sub.defaulted.contains(&"spec.driver.memory"));
}

#[test]
fn unknown_fields_get_a_did_you_mean() {
    let text = format!(
        "{HEAD}  sparkconf: {{}}\n  driver:\n    coers: 2\n    secrets: [{{name: s, path: /p, type: Generic}}]\n  executor:\n    instances: 2\n    podName: x\n"
    );
    let a = read(&text).unwrap();
    let found: Vec<(String, Option<&str>)> = a
        .unknown_fields
        .iter()
        .map(|f| (f.path.clone(), f.suggestion))
        .collect();
    assert_eq!(
        found,
        vec![
            ("spec.sparkconf".to_string(), Some("sparkConf")),
            ("spec.driver.coers".to_string(), Some("cores")),
            ("spec.driver.secrets[0].type".to_string(), None),
            // A driver-only field on the executor.
            ("spec.executor.podName".to_string(), None),
        ]
    );
    let fs = findings(&text, &Options::default());
    let f = fs.iter().find(|f| f.field == "spec.driver.coers").unwrap();
    assert_eq!(f.rule.id, "unknown-field");
    assert_eq!(f.hint.as_deref(), Some("did you mean `cores`?"));
    assert!(
        f.message
            .starts_with("`coers` is not a field of spec.driver")
    );
    // The operator's own example has none.
    assert!(read(SPARK_PI).unwrap().unknown_fields.is_empty());
}

fn release(tag: &str) -> Options {
    Options {
        release: OperatorRelease::find(tag).unwrap(),
        ..Options::default()
    }
}

#[test]
fn before_v2_4_templates_only_when_given_as_written_and_kueue_labels_pass() {
    let a = app(
        json!({ "metadata": { "name": "old", "labels": { "kueue.x-k8s.io/queue-name": "q" } }, "spec": { "mode": "cluster" } }),
    );
    let sub = submit(&a, &release("v2.3.0")).unwrap();
    assert_eq!(sub.submit_release, SparkVersion::V4_0_0);
    assert!(sub.submit.files.is_empty());
    let c = confs(&sub.submit);
    assert!(!c.iter().any(|c| c.contains("podTemplate")));
    assert!(c.contains("spark.kubernetes.driver.label.kueue.x-k8s.io/queue-name=q"));
    // A template given is written as it is, with no owner reference.
    let a = app(
        json!({ "metadata": { "name": "old" }, "spec": { "mode": "cluster", "driver": { "template": {
        "spec": { "containers": [{ "name": "spark-kubernetes-driver" }] }
    } } } }),
    );
    let sub = submit(&a, &release("v2.3.0")).unwrap();
    assert_eq!(sub.submit.files.len(), 1);
    let t = template_of(&sub.submit, "driver");
    assert!(t["metadata"].get("ownerReferences").is_none());
}

#[test]
fn before_v2_4_the_defaults_are_the_instances_only_under_sparks_key() {
    let a = app(json!({ "metadata": { "name": "d" } }));
    let sub = submit(&a, &release("v2.2.1")).unwrap();
    assert_eq!(sub.defaulted, vec!["spec.mode", "spec.executor.instances"]);
    assert_eq!(sub.submit_release, SparkVersion::V3_5_5);
    let a = app(
        json!({ "metadata": { "name": "d" }, "spec": { "sparkConf": { "spark.dynamicAllocation.enabled": "true" } } }),
    );
    let sub = submit(&a, &release("v2.3.0")).unwrap();
    assert!(!sub.defaulted.contains(&"spec.executor.instances"));
    assert!(
        check(&sub, &release("v2.3.0"))
            .iter()
            .all(|f| f.rule.id != "operator-defaults-instances")
    );
}

#[test]
fn v2_2s_pod_webhook_adds_executor_env_only_with_driver_env() {
    let env = json!([{ "name": "E", "value": "1" }]);
    let executor_pod = json!({
        "metadata": { "labels": { "spark-role": "executor", SELECTOR_LABEL: "true" } },
        "spec": { "containers": [{ "name": "executor" }] },
    });
    for (driver_env, tag, applied) in [
        (json!([]), "v2.2.1", false),
        (env.clone(), "v2.2.1", true),
        (json!([]), "v2.3.0", true),
    ] {
        let a = app(json!({ "metadata": { "name": "w" }, "spec": {
            "driver": { "env": driver_env }, "executor": { "env": env },
        } }));
        let mut p = executor_pod.clone();
        mutate(&mut p, &a, OperatorRelease::find(tag).unwrap(), "uid").unwrap();
        assert_eq!(
            p["spec"]["containers"][0].get("env").is_some(),
            applied,
            "{tag}"
        );
    }
}

#[test]
fn spark_submits_own_errors_map_to_the_field_behind_the_option() {
    let a = read(&format!("{HEAD}  mainApplicationFile: local:///app.jar\n")).unwrap();
    let sub = submit(&a, &Options::default()).unwrap();
    let message = "Failed to get main class in JAR. Please specify one with --class.";
    assert_eq!(sub.field_of_diagnostic(None, message), "spec.mainClass");
    assert_eq!(
        sub.field_of_diagnostic(None, "the --classpath is odd"),
        BY_THE_OPERATOR
    );
    assert_eq!(
        sub.field_of_diagnostic(Some("spark.kubernetes.namespace"), message),
        "metadata.namespace"
    );
}

#[test]
fn template_fields_a_pod_does_not_declare_are_pruned_and_reported() {
    let a = app(json!({
        "metadata": { "name": "pi" },
        "spec": {
            "mode": "cluster", "type": "Scala", "image": "spark:4", "mainClass": "X",
            "mainApplicationFile": "local:///a.jar",
            "driver": { "template": { "spec": { "securityContext": {
                "runAsUser": 185, "allowPrivilegeEscalation": false } } } }
        }
    }));
    let args = submit_args(&a, NEWEST, &SubmitContext::default()).unwrap();
    let (_, driver) = args
        .files
        .iter()
        .find(|(p, _)| p.contains("driver"))
        .unwrap();
    assert!(
        driver.contains("runAsUser") && !driver.contains("allowPrivilegeEscalation"),
        "{driver}"
    );
    let s = submit(&a, &Options::default()).unwrap();
    let found: Vec<(&str, String)> = check(&s, &Options::default())
        .into_iter()
        .map(|f| (f.rule.id, f.field))
        .collect();
    assert!(
        found.contains(&(
            "pruned-field",
            "spec.driver.template.spec.securityContext.allowPrivilegeEscalation".to_string()
        )),
        "{found:?}"
    );
}

fn tag(v: &str) -> &'static OperatorRelease {
    OperatorRelease::find(v).unwrap()
}

/// The `--conf` values in the order the operator passes them.
fn conf_order(args: &SubmitArgs) -> Vec<String> {
    args.args
        .windows(2)
        .filter(|w| w[0] == "--conf")
        .map(|w| w[1].clone())
        .collect()
}

fn minimal(extra: Value) -> SparkApplication {
    let mut spec = json!({
        "mode": "cluster", "type": "Scala", "image": "spark:3.5.3",
        "mainClass": "X", "mainApplicationFile": "local:///a.jar",
    });
    if let (Value::Object(s), Value::Object(e)) = (&mut spec, extra) {
        s.extend(e);
    }
    app(json!({ "metadata": { "name": "pi" }, "spec": spec }))
}

#[test]
fn v2_1_writes_shuffle_tracking_second_and_always_on() {
    // The order of the operator's (then commented-out) TestDynamicAllocationOptions.
    let a = minimal(json!({ "dynamicAllocation": {
        "enabled": true, "initialExecutors": 2, "minExecutors": 0, "maxExecutors": 10,
        "shuffleTrackingTimeout": 6000000 } }));
    let args = submit_args(&a, tag("v2.1.1"), &SubmitContext::default()).unwrap();
    let da: Vec<String> = conf_order(&args)
        .into_iter()
        .filter(|c| c.starts_with("spark.dynamicAllocation."))
        .collect();
    assert_eq!(
        da,
        vec![
            "spark.dynamicAllocation.enabled=true",
            "spark.dynamicAllocation.shuffleTracking.enabled=true",
            "spark.dynamicAllocation.initialExecutors=2",
            "spark.dynamicAllocation.minExecutors=0",
            "spark.dynamicAllocation.maxExecutors=10",
            "spark.dynamicAllocation.shuffleTracking.timeout=6000000",
        ]
    );
    assert_eq!(
        tag("v2.1.1").spark_submit,
        builder_core::SparkVersion::V3_5_3
    );
}

#[test]
fn v2_1_defaults_instances_only_with_a_spark_conf() {
    let defaulted = |a: SparkApplication| {
        let options = Options {
            release: tag("v2.1.1"),
            ..Options::default()
        };
        submit(&a, &options).unwrap().app.spec.executor.instances
    };
    assert_eq!(
        defaulted(minimal(json!({}))),
        None,
        "no sparkConf: no default"
    );
    assert_eq!(defaulted(minimal(json!({ "sparkConf": {} }))), Some(1));
    // The field off and Spark's key on: on (v2.2.0 takes the field alone).
    let both = json!({ "sparkConf": { "spark.dynamicAllocation.enabled": "true" },
        "dynamicAllocation": { "enabled": false } });
    assert_eq!(defaulted(minimal(both.clone())), None);
    let v220 = Options {
        release: tag("v2.2.0"),
        ..Options::default()
    };
    assert_eq!(
        submit(&minimal(both), &v220)
            .unwrap()
            .app
            .spec
            .executor
            .instances,
        Some(1)
    );
}

#[test]
fn v2_1_0_needs_an_image_and_misroutes_executor_env() {
    let mut a = minimal(json!({ "executor": {
        "envVars": { "A": "1" },
        "secrets": [{ "name": "gcp", "path": "/mnt/gcp", "secretType": "GCPServiceAccount" }] } }));
    let args = submit_args(&a, tag("v2.1.0"), &SubmitContext::default()).unwrap();
    let c = confs(&args);
    assert!(c.contains("spark.executor.env.A=1"), "{c:?}");
    assert!(
        c.contains("spark.kubernetes.driverEnv.GOOGLE_APPLICATION_CREDENTIALS=/mnt/gcp/key.json")
    );
    let fixed = confs(&submit_args(&a, tag("v2.1.1"), &SubmitContext::default()).unwrap());
    assert!(fixed.contains("spark.executorEnv.A=1"));
    assert!(fixed.contains("spark.executorEnv.GOOGLE_APPLICATION_CREDENTIALS=/mnt/gcp/key.json"));
    a.spec.image = None;
    assert_eq!(
        submit_args(&a, tag("v2.1.0"), &SubmitContext::default()).err(),
        Some(SubmitError::NoImage {
            role: "driver",
            release: "v2.1.0"
        })
    );
    assert!(submit_args(&a, tag("v2.1.1"), &SubmitContext::default()).is_ok());
}

#[test]
fn v2_1_prunes_the_fields_v2_2_added() {
    let a = minimal(json!({ "executor": { "memoryLimit": "2g" },
        "dynamicAllocation": { "enabled": true, "shuffleTrackingEnabled": false } }));
    let options = Options {
        release: tag("v2.1.1"),
        ..Options::default()
    };
    let s = submit(&a, &options).unwrap();
    let unknown: Vec<&str> = s
        .app
        .unknown_fields
        .iter()
        .map(|f| f.path.as_str())
        .collect();
    assert_eq!(
        unknown,
        vec![
            "spec.executor.memoryLimit",
            "spec.dynamicAllocation.shuffleTrackingEnabled"
        ]
    );
    assert!(confs(&s.submit).contains("spark.dynamicAllocation.shuffleTracking.enabled=true"));
    let mut pod = json!({
        "metadata": { "labels": { "spark-role": "executor", SELECTOR_LABEL: "true" } },
        "spec": { "containers": [{ "name": "spark-kubernetes-executor" }] },
    });
    let patches = mutate(&mut pod, &s.app, options.release, "uid").unwrap();
    assert!(patches.iter().all(|p| p.mutation != "addMemoryLimit"));
}

#[test]
fn v2_1_0_webhook_denies_unnamed_containers_and_executor_lifecycle() {
    let a = minimal(
        json!({ "executor": { "lifecycle": { "preStop": { "exec": { "command": ["x"] } } } } }),
    );
    let executor = |name: &str| {
        json!({
            "metadata": { "labels": { "spark-role": "executor", SELECTOR_LABEL: "true" } },
            "spec": { "containers": [{ "name": name }] },
        })
    };
    let r = mutate(&mut executor("main"), &a, tag("v2.1.0"), "uid");
    assert!(
        matches!(r, Err(WebhookError::UnnamedSparkContainer { .. })),
        "{r:?}"
    );
    let r = mutate(
        &mut executor("spark-kubernetes-executor"),
        &a,
        tag("v2.1.0"),
        "uid",
    );
    assert!(
        matches!(r, Err(WebhookError::LifecycleContainer { .. })),
        "{r:?}"
    );
    let mut pod = executor("spark-kubernetes-executor");
    assert!(mutate(&mut pod, &a, tag("v2.1.1"), "uid").is_ok());
    assert!(
        pod.pointer("/spec/containers/0/lifecycle/preStop")
            .is_some()
    );
}

#[test]
fn v2_0_image_confs_come_all_together_or_not_at_all() {
    let a = minimal(json!({ "imagePullPolicy": "IfNotPresent" }));
    let image_confs = |v: &str| -> Vec<String> {
        conf_order(&submit_args(&a, tag(v), &SubmitContext::default()).unwrap())
            .into_iter()
            .filter(|c| c.starts_with("spark.kubernetes.container.image"))
            .collect()
    };
    assert!(
        image_confs("v2.0.0").is_empty(),
        "no pull secrets: none of them"
    );
    assert_eq!(
        image_confs("v2.0.2"),
        vec![
            "spark.kubernetes.container.image=spark:3.5.3",
            "spark.kubernetes.container.image.pullPolicy=IfNotPresent"
        ]
    );
    let mut all = a.clone();
    all.spec.image_pull_secrets = vec!["regcred".into()];
    assert_eq!(
        conf_order(&submit_args(&all, tag("v2.0.1"), &SubmitContext::default()).unwrap())
            .into_iter()
            .filter(|c| c.starts_with("spark.kubernetes.container.image"))
            .count(),
        3
    );
    assert_eq!(
        tag("v2.0.0").spark_submit,
        builder_core::SparkVersion::V3_5_2
    );
}

#[test]
fn v2_0_orders_secrets_before_env_and_executor_env_last() {
    let a = minimal(json!({
        "volumes": [{ "name": "spark-local-dir-1", "emptyDir": {} }],
        "driver": { "envVars": { "D": "1" },
            "secrets": [{ "name": "s", "path": "/s", "secretType": "Generic" }] },
        "executor": { "envVars": { "E": "1" },
            "secrets": [{ "name": "t", "path": "/t", "secretType": "Generic" }],
            "volumeMounts": [{ "name": "spark-local-dir-1", "mountPath": "/tmp/x" }] } }));
    let order = |v: &str| -> Vec<String> {
        conf_order(&submit_args(&a, tag(v), &SubmitContext::default()).unwrap())
            .into_iter()
            .filter(|c| {
                c.starts_with("spark.kubernetes.driverEnv.")
                    || c.starts_with("spark.kubernetes.driver.secrets.")
                    || c.starts_with("spark.executor")
                    || c.starts_with("spark.kubernetes.executor.secrets.")
                    || c.contains("executor.volumes.")
            })
            .filter(|c| {
                !c.starts_with("spark.executor.instances")
                    && !c.starts_with("spark.executor.cores")
                    && !c.starts_with("spark.executor.memory")
            })
            .collect()
    };
    assert_eq!(
        order("v2.0.2"),
        vec![
            "spark.kubernetes.driver.secrets.s=/s",
            "spark.kubernetes.driverEnv.D=1",
            "spark.kubernetes.executor.secrets.t=/t",
            "spark.kubernetes.executor.volumes.emptyDir.spark-local-dir-1.mount.path=/tmp/x",
            "spark.kubernetes.executor.volumes.emptyDir.spark-local-dir-1.options.sizeLimit=<nil>",
            "spark.executor.env.E=1",
        ]
    );
    assert_eq!(
        order("v2.1.1"),
        vec![
            "spark.kubernetes.driverEnv.D=1",
            "spark.kubernetes.driver.secrets.s=/s",
            "spark.executorEnv.E=1",
            "spark.kubernetes.executor.secrets.t=/t",
            "spark.kubernetes.executor.volumes.emptyDir.spark-local-dir-1.mount.path=/tmp/x",
        ]
    );
    // No mutated-by label before v2.1.0.
    let labels = |v: &str| {
        confs(&submit_args(&a, tag(v), &SubmitContext::default()).unwrap())
            .into_iter()
            .any(|c| c.contains("mutated-by-spark-operator"))
    };
    assert!(!labels("v2.0.2") && labels("v2.1.0"));
}

#[test]
fn v2_0_defaults_cores_and_memory_unless_spark_conf_has_a_value() {
    let options = Options {
        release: tag("v2.0.2"),
        ..Options::default()
    };
    let a = minimal(
        json!({ "sparkConf": { "spark.driver.cores": "", "spark.executor.memory": "2g" } }),
    );
    let s = submit(&a, &options).unwrap();
    assert_eq!(
        s.app.spec.driver.cores,
        Some(1),
        "an empty value counts as unset"
    );
    assert_eq!(s.app.spec.driver.memory.as_deref(), Some("1g"));
    assert_eq!(s.app.spec.executor.memory, None, "a value keeps it unset");
    assert_eq!(s.app.spec.executor.instances, Some(1));
    // Without a sparkConf map, no instances.
    let s = submit(&minimal(json!({})), &options).unwrap();
    assert_eq!(s.app.spec.executor.instances, None);
    assert_eq!(s.app.spec.executor.cores, Some(1));
}

#[test]
fn v2_0_prunes_templates_and_archives() {
    let a = minimal(json!({
        "deps": { "archives": ["local:///a.zip"] },
        "driver": { "template": { "spec": { "priorityClassName": "high" } } } }));
    let options = Options {
        release: tag("v2.0.0"),
        ..Options::default()
    };
    let s = submit(&a, &options).unwrap();
    let unknown: Vec<&str> = s
        .app
        .unknown_fields
        .iter()
        .map(|f| f.path.as_str())
        .collect();
    assert_eq!(unknown, vec!["spec.driver.template", "spec.deps.archives"]);
    assert!(s.submit.files.is_empty());
    assert!(!s.submit.args.iter().any(|x| x == "--archives"));
}

#[test]
fn v2_0_webhook_skips_or_denies_executor_lifecycle_and_ties_security_contexts() {
    let a = minimal(json!({
        "executor": { "lifecycle": { "preStop": { "exec": { "command": ["x"] } } },
            "securityContext": { "runAsUser": 185 } } }));
    let executor = || {
        json!({
            "metadata": { "labels": { "spark-role": "executor", SELECTOR_LABEL: "true" } },
            "spec": { "containers": [{ "name": "spark-kubernetes-executor" }] },
        })
    };
    let mut pod = executor();
    mutate(&mut pod, &a, tag("v2.0.0"), "uid").unwrap();
    assert!(
        pod.pointer("/spec/containers/0/lifecycle").is_none(),
        "skipped"
    );
    // Without a driver securityContext the executors' is not applied either.
    assert!(pod.pointer("/spec/containers/0/securityContext").is_none());
    let r = mutate(&mut executor(), &a, tag("v2.0.2"), "uid");
    assert!(
        matches!(r, Err(WebhookError::LifecycleContainer { .. })),
        "{r:?}"
    );
    let mut with_driver = a.clone();
    with_driver
        .spec
        .driver
        .raw
        .insert("securityContext".into(), json!({ "runAsUser": 1 }));
    let mut pod = executor();
    mutate(&mut pod, &with_driver, tag("v2.0.0"), "uid").unwrap();
    assert_eq!(
        pod["spec"]["containers"][0]["securityContext"]["runAsUser"],
        185
    );
}

#[test]
fn a_scheduled_application_runs_its_template_named_after_it() {
    let doc = json!({
        "apiVersion": API_VERSION, "kind": SCHEDULED_KIND,
        "metadata": { "name": "nightly", "namespace": "etl", "labels": { "team": "data" } },
        "spec": { "schedule": "@every 1h", "concurrencyPolicy": "Allow", "template": {
            "type": "Scala", "mode": "cluster", "image": "spark:3.5.5", "mainClass": "X",
            "mainApplicationFile": "local:///a.jar",
            "driver": { "cores": 1, "coers": 2, "tolerations": [{ "key": "a", "operator": "Exists" }] } } }
    });
    let a = SparkApplication::from_value(&doc).unwrap();
    assert_eq!(a.name, format!("nightly-{RUN_TIME_NANOS}"));
    assert_eq!(a.namespace, "etl");
    assert!(a.labels.contains(&(
        "sparkoperator.k8s.io/scheduled-app-name".to_string(),
        "nightly".to_string()
    )));
    assert_eq!(
        a.scheduled.as_ref().map(|s| s.name.as_str()),
        Some("nightly")
    );
    let s = submit(&a, &Options::default()).unwrap();
    // Every field is named as the ScheduledSparkApplication has it.
    assert_eq!(
        s.field_of("spark.driver.cores"),
        Some("spec.template.driver.cores")
    );
    let found: Vec<String> = check(&s, &Options::default())
        .into_iter()
        .map(|f| f.field)
        .collect();
    assert!(
        found.contains(&"spec.template.driver.coers".to_string()),
        "{found:?}"
    );
    assert!(
        a.webhook_fields
            .contains(&"spec.template.driver.tolerations".to_string())
    );
    // A field error in the template names it there.
    let mut bad = doc.clone();
    bad["spec"]["template"]["driver"]["cores"] = json!("1");
    let e = SparkApplication::from_value(&bad).unwrap_err().to_string();
    assert!(e.starts_with("spec.template.driver.cores:"), "{e}");
}

#[test]
fn every_declared_field_has_its_crd_type() {
    crate::fields::assert_typed(
        &declared_fields(),
        super::field_types::FIELD_TYPES,
        &[
            ("spec.driver", "cores", "<integer>"),
            ("spec.driver", "memory", "<string>"),
            ("spec.executor", "tolerations", "<[]Object>"),
            ("spec.executor.ports[]", "containerPort", "<integer>"),
            ("", "metadata", "<ObjectMeta>"),
        ],
    );
}

/// The operator's arguments read as they are (`OperatorSubmission::case`) make the case its
/// command line makes when written and split again (`Case::parse`), down to each word's
/// column: every kubeflow SparkApplication of the fixtures and of real users' repositories.
#[test]
fn the_arguments_make_the_case_their_command_line_makes() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/fixtures");
    let mut compared = 0;
    for dir in [
        "operator/kubeflow",
        "operator/kubeflow-examples",
        "realworld/kubeflow",
    ] {
        let mut files: Vec<_> = std::fs::read_dir(format!("{root}/{dir}"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
            .collect();
        sparkpods_sort::sort(&mut files);
        for f in files {
            let Ok(app) = read(&std::fs::read_to_string(&f).unwrap()) else {
                continue;
            };
            let Ok(sub) = submit(&app, &Options::default()) else {
                continue;
            };
            let options = CaseOptions {
                version: sub.image_release,
                submit_version: Some(sub.submit_release).filter(|v| *v != sub.image_release),
                ..CaseOptions::default()
            };
            let from_line = Case::parse("a.yaml", &sub.command_line(), None, options, &[]);
            let from_args = sub.case("a.yaml");
            match (from_line, from_args) {
                (Ok(mut line), Ok(args)) => {
                    for (file, text) in &sub.submit.files {
                        line.env
                            .files
                            .insert(file.clone(), text.as_bytes().to_vec());
                    }
                    assert_eq!(format!("{line:?}"), format!("{args:?}"), "{}", f.display());
                }
                (line, args) => assert_eq!(
                    line.map(|_| ()).map_err(|e| e.to_string()),
                    args.map(|_| ()).map_err(|e| e.to_string()),
                    "{}",
                    f.display()
                ),
            }
            compared += 1;
        }
    }
    assert!(compared > 40, "{compared}");
}

proptest::proptest! {
    /// Where the next word starts, counted whole (`after_written`), is where walking the
    /// command line as written a character at a time puts it: the word shell-quoted, a space.
    #[test]
    fn a_word_s_end_is_counted_as_its_quoted_form_is_written(
        arg in "[a-z'\n é=:/\"$-]{0,12}",
        line in 1u32..5,
        column in 1u32..40,
    ) {
        let shown = shell_quote(&arg);
        proptest::prop_assert_eq!(!is_shell_safe(&arg), matches!(shown, std::borrow::Cow::Owned(_)));
        let mut walked = (line, column);
        for c in shown.chars().chain([' ']) {
            walked = match c {
                '\n' => (walked.0 + 1, 1),
                _ => (walked.0, walked.1 + 1),
            };
        }
        proptest::prop_assert_eq!(after_written((line, column), &shown), walked);
    }
}
