//! `--cluster`: what a namespace's admission chain and nodes do to the pods, of a conf or a
//! SparkApplication.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

mod common;

use std::path::Path;

use common::*;

#[test]
fn check_cluster_reports_what_the_namespace_does_to_the_pods_on_the_keys() {
    let dir = std::env::temp_dir().join(format!("sparkpods-cluster-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let conf = dir.join("etl.conf");
    std::fs::write(
        &conf,
        "spark.app.name etl\nspark.kubernetes.namespace spark\nspark.kubernetes.container.image spark:3.5.5\nspark.executor.cores 2\nspark.executor.memory 8g\n",
    )
    .unwrap();
    let profile = cluster_fixture("team-namespace.yaml");
    let conf = conf.display().to_string();
    let out = run(&["check", "--cluster", &profile, &conf, "--json"]);
    assert_eq!(out.status.code(), Some(1));
    let found: Vec<(String, String)> = json(&out)
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["severity"] == "error")
        .map(|d| {
            (
                d["code"].as_str().unwrap().into(),
                d["key"].as_str().unwrap().into(),
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            (
                "pod-invalid".to_string(),
                "spark.kubernetes.executor.limit.cores".to_string()
            ),
            (
                "limit-range".to_string(),
                "spark.executor.memory".to_string()
            ),
        ]
    );
    // Fixed: the cores limit set, the memory under the cap; only notes remain.
    let out = run(&[
        "check",
        "--cluster",
        &profile,
        &conf,
        "--set",
        "spark.executor.memory=6g",
        "--set",
        "spark.kubernetes.executor.limit.cores=2",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("info[limit-range-default]: spark.kubernetes.executor.podTemplateFile: LimitRange defaults sets the ephemeral-storage limit of the executor container to 4Gi: Spark sets none"), "{text}");

    // render --cluster: the pods as the scheduler sees them, and what was set.
    let out = run(&[
        "render",
        "--conf",
        &conf,
        "--cluster",
        &profile,
        "--set",
        "spark.executor.memory=6g",
    ]);
    let doc = json(&out);
    let res = &doc["executor"]["pod"]["spec"]["containers"][0]["resources"];
    assert_eq!(res["limits"]["cpu"], "1");
    assert_eq!(res["requests"]["ephemeral-storage"], "1Gi");
    assert_eq!(doc["cluster"]["namespace"], "spark");
    assert_eq!(doc["cluster"]["limitRangerSet"][0]["pod"], "driver");
    assert!(doc["driver"]["submitted"]["pod"]["metadata"]["annotations"]["kubernetes.io/limit-ranger"]
        .as_str()
        .unwrap()
        .starts_with("LimitRanger plugin set: ephemeral-storage request for container spark-kubernetes-driver"));
    assert_eq!(
        doc["cluster"]["resourceQuota"]["executorsAdmitted"],
        serde_json::Value::Null
    );
    let pss = &doc["cluster"]["podSecurity"];
    assert_eq!(pss["namespacePolicy"]["enforce"], "baseline:latest");
    assert_eq!(pss["pods"][1]["pod"], "executor");
    assert_eq!(
        pss["pods"][1]["failures"]["baseline"],
        serde_json::json!([])
    );
    assert_eq!(
        pss["pods"][1]["failures"]["restricted"][0]["check"],
        "allowPrivilegeEscalation"
    );
    let out = run(&[
        "render",
        "--conf",
        &conf,
        "--cluster",
        &profile,
        "--set",
        "spark.executor.instances=30",
    ]);
    let quota = &json(&out)["cluster"]["resourceQuota"];
    assert_eq!(quota["executorsAdmitted"], 7);
    assert_eq!(quota["refused"]["object"], "executor 8's pod");
    assert_eq!(quota["quotasAfter"][0]["used"]["requests.cpu"], "15");
    // A profile that is not one says why.
    let bad = dir.join("bad.yaml");
    std::fs::write(&bad, "kind: Deployment\n").unwrap();
    let out = run(&["check", "--cluster", &bad.display().to_string(), &conf]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("holds no Namespace, LimitRange, ResourceQuota, Node or Pod")
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// The example profiles of managed clusters read and check; the GKE one's LimitRange gives
/// Spark's pods a default cpu limit below their cores, the classic trap.
#[test]
fn the_example_cluster_profiles_check() {
    let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
    for (profile, errors) in [("eks-m5-2xlarge.yaml", 0), ("gke-n2-standard-8.yaml", 2)] {
        let path = examples
            .join("clusters")
            .join(profile)
            .display()
            .to_string();
        let conf = examples.join("spark-pi.conf").display().to_string();
        let out = run(&[
            "check",
            "--cluster",
            &path,
            &conf,
            "--set",
            "spark.kubernetes.namespace=spark",
            "--json",
        ]);
        assert_eq!(
            out.status.code(),
            Some(if errors == 0 { 0 } else { 1 }),
            "{profile}"
        );
        let found = json(&out);
        let found = found.as_array().unwrap();
        let codes: Vec<&str> = found.iter().filter_map(|d| d["code"].as_str()).collect();
        assert!(codes.contains(&"node-packing"), "{profile}: {codes:?}");
        let invalid = found.iter().filter(|d| d["code"] == "pod-invalid").count();
        assert_eq!(invalid, errors, "{profile}: {codes:?}");
    }
}

/// A kubeflow SparkApplication against a cluster profile: the pods the namespace's admission
/// and the scheduler see are the operator's webhook's (its tolerations), so `--webhook off`
/// leaves them on no node; a pod the webhook rejects is a finding on its field.
#[test]
fn check_app_cluster_sees_the_pods_the_operators_webhook_patched() {
    let dir = std::env::temp_dir().join(format!("sparkpods-app-cluster-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let app = dir.join("app.yaml");
    let tolerated = |memory: &str| {
        format!(
            "apiVersion: sparkoperator.k8s.io/v1beta2
kind: SparkApplication
metadata:
  name: etl
  namespace: spark
spec:
  type: Scala
  mode: cluster
  image: spark:3.5.5
  sparkVersion: 3.5.5
  mainClass: org.example.Etl
  mainApplicationFile: local:///opt/etl.jar
  driver:
    cores: 1
    memory: 1g
    tolerations:
    - key: dedicated
      operator: Equal
      value: spark
      effect: NoSchedule
  executor:
    instances: 2
    cores: 2
    memory: {memory}
    tolerations:
    - key: dedicated
      operator: Equal
      value: spark
      effect: NoSchedule
"
        )
    };
    std::fs::write(&app, tolerated("4g")).unwrap();
    let profile = dir.join("nodes.yaml");
    std::fs::write(
        &profile,
        "apiVersion: v1
kind: Node
metadata:
  name: spark-node-1
spec:
  taints:
  - key: dedicated
    value: spark
    effect: NoSchedule
status:
  allocatable:
    cpu: \"8\"
    memory: 32Gi
    pods: \"110\"
",
    )
    .unwrap();
    let (app, profile) = (app.display().to_string(), profile.display().to_string());
    let node_fit_errors = |webhook: &str| {
        let out = run(&[
            "check",
            "--app",
            &app,
            "--webhook",
            webhook,
            "--cluster",
            &profile,
            "--json",
        ]);
        json(&out)
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| f["code"] == "node-fit" && f["severity"] == "error")
            .map(|f| (f["field"].to_string(), f["message"].to_string()))
            .collect::<Vec<_>>()
    };
    assert_eq!(node_fit_errors("on"), []);
    let off = node_fit_errors("off");
    assert!(
        off.iter().any(|(_, m)| m.contains("untolerated taint")),
        "{off:?}"
    );

    // render --app --cluster: the executor as the scheduler sees it carries the webhook's
    // toleration, and the cluster member says two executors fit on the node.
    let out = run(&["render", "--app", &app, "--cluster", &profile]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc = json(&out);
    assert_eq!(
        doc["executor"]["pod"]["spec"]["tolerations"][0]["key"],
        "dedicated"
    );
    assert_eq!(doc["cluster"]["namespace"], "spark");
    assert!(
        doc["cluster"]["nodeFit"]["shapes"][0]["executorsPerNode"]
            .as_u64()
            .unwrap()
            >= 2
    );

    // A side-car the webhook adds comes after LimitRanger (the API server's plugin order): it
    // gets none of the LimitRange's defaults, the Spark container does; its integer cpu limit
    // is a quantity as the API server reads it, not a rejection.
    std::fs::write(
        dir.join("app.yaml"),
        tolerated("4g\n    sidecars:\n    - name: log-shipper\n      image: fluent-bit:3\n      resources:\n        limits:\n          cpu: 1\n          memory: 128Mi"),
    )
    .unwrap();
    let with_defaults = dir.join("defaults.yaml");
    std::fs::write(
        &with_defaults,
        format!(
            "{}---\napiVersion: v1\nkind: LimitRange\nmetadata:\n  name: scratch\n  namespace: spark\nspec:\n  limits:\n  - type: Container\n    defaultRequest:\n      ephemeral-storage: 1Gi\n",
            std::fs::read_to_string(&profile).unwrap()
        ),
    )
    .unwrap();
    let out = run(&[
        "render",
        "--app",
        &app,
        "--cluster",
        with_defaults.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc = json(&out);
    let containers = doc["executor"]["pod"]["spec"]["containers"]
        .as_array()
        .unwrap();
    let requests = |name: &str| {
        containers
            .iter()
            .find(|c| c["name"] == name)
            .map(|c| c["resources"]["requests"].clone())
            .unwrap()
    };
    assert_eq!(
        requests("spark-kubernetes-executor")["ephemeral-storage"],
        "1Gi"
    );
    assert_eq!(
        requests("log-shipper")["ephemeral-storage"],
        serde_json::Value::Null
    );
    assert_eq!(
        requests("log-shipper")["cpu"],
        "1",
        "the API server's request from the limit"
    );
    let out = run(&["check", "--app", &app, "--json"]);
    assert!(!String::from_utf8_lossy(&out.stdout).contains("webhook-rejects"));

    // A memory limit the webhook cannot convert: check reports the rejection on the field.
    std::fs::write(
        dir.join("app.yaml"),
        tolerated("4g\n    memoryLimit: 4 gigs"),
    )
    .unwrap();
    let out = run(&["check", "--app", &app, "--json"]);
    assert_eq!(out.status.code(), Some(1));
    let found = json(&out);
    let rejected: Vec<&serde_json::Value> = found
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["code"] == "webhook-rejects")
        .collect();
    assert_eq!(rejected.len(), 1, "{found}");
    assert_eq!(rejected[0]["field"], "spec.executor.memoryLimit");
    assert!(rejected[0]["line"].as_u64().is_some(), "{found}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn check_app_cluster_names_the_field_a_webhook_wrote_a_value_from() {
    let dir = std::env::temp_dir().join(format!("sparkpods-app-written-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let app = dir.join("app.yaml");
    // The webhook writes the executor's memory limit, its side-car and its securityContext.
    std::fs::write(
        &app,
        "apiVersion: sparkoperator.k8s.io/v1beta2
kind: SparkApplication
metadata:
  name: etl
  namespace: spark
spec:
  type: Scala
  mode: cluster
  image: spark:3.5.5
  sparkVersion: 3.5.5
  mainClass: org.example.Etl
  mainApplicationFile: local:///opt/etl.jar
  driver:
    cores: 1
    memory: 1g
  executor:
    instances: 2
    cores: 2
    memory: 4g
    memoryLimit: 12g
    securityContext:
      allowPrivilegeEscalation: false
      capabilities:
        drop: [ALL]
    sidecars:
    - name: log-shipper
      image: fluent-bit:3
",
    )
    .unwrap();
    let profile = dir.join("namespace.yaml");
    std::fs::write(
        &profile,
        "apiVersion: v1
kind: Namespace
metadata:
  name: spark
  labels:
    pod-security.kubernetes.io/enforce: restricted
---
apiVersion: v1
kind: LimitRange
metadata:
  name: caps
  namespace: spark
spec:
  limits:
  - type: Container
    max:
      memory: 8Gi
",
    )
    .unwrap();
    let out = run(&[
        "check",
        "--app",
        app.to_str().unwrap(),
        "--cluster",
        profile.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let found = json(&out);
    let on = |code: &str, needle: &str| -> Vec<String> {
        found
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| f["code"] == code && f["message"].as_str().unwrap().contains(needle))
            .map(|f| f["field"].as_str().unwrap().to_string())
            .collect()
    };
    // The executor's 12Gi limit is the webhook's, from memoryLimit: not spec.executor.memory.
    let over: Vec<&serde_json::Value> = found
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| {
            f["code"] == "limit-range" && f["message"].as_str().unwrap().contains("executor")
        })
        .collect();
    assert!(
        over.iter()
            .any(|f| f["field"] == "spec.executor.memoryLimit"
                && f["hint"]
                    .as_str()
                    .unwrap()
                    .contains("lower spec.executor.memoryLimit")),
        "{over:#?}"
    );
    // The side-car without a limit is the webhook's, from sidecars.
    assert!(
        over.iter().any(|f| f["field"] == "spec.executor.sidecars"),
        "{over:#?}"
    );
    // Restricted refuses the side-car the webhook added (the Spark container's securityContext
    // is the webhook's and passes); the driver's settings go where the webhook would write them.
    assert_eq!(
        on("pod-security", "executor pod: allowPrivilegeEscalation"),
        ["spec.executor.sidecars"]
    );
    let sidecar_hint = found
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["field"] == "spec.executor.sidecars" && f["code"] == "pod-security")
        .map(|f| f["hint"].clone());
    assert_eq!(
        sidecar_hint,
        Some(serde_json::json!(
            "in the containers of spec.executor.sidecars, set securityContext.allowPrivilegeEscalation: false"
        ))
    );
    // The side-car lacks runAsNonRoot: the pod's securityContext sets it for every container.
    assert_eq!(
        on("pod-security", "executor pod: runAsNonRoot"),
        ["spec.executor.podSecurityContext"]
    );
    assert_eq!(
        on("pod-security", "driver pod: allowPrivilegeEscalation"),
        ["spec.driver.securityContext"]
    );
    assert_eq!(
        on("pod-security", "driver pod: runAsNonRoot"),
        ["spec.driver.podSecurityContext"]
    );
    let hint = found
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["field"] == "spec.driver.podSecurityContext")
        .map(|f| f["hint"].clone());
    assert_eq!(
        hint,
        Some(serde_json::json!(
            "in spec.driver.podSecurityContext, set runAsNonRoot: true (Spark's images run as uid 185)"
        ))
    );
    // Each on its line in the resource.
    let line = found
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["field"] == "spec.executor.memoryLimit")
        .map(|f| f["line"].clone());
    assert_eq!(line, Some(serde_json::json!(20)));
    let _ = std::fs::remove_dir_all(&dir);
}
