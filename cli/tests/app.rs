//! `render --app` and `check --app`: SparkApplications as their operators submit them.
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
fn render_app_submits_a_spark_application_as_the_kubeflow_operator_does() {
    let app = operator_fixture("spark-pi.yaml");
    let out = run(&["render", "--app", &app]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc = json(&out);
    let meta = &doc["driver"]["pod"]["metadata"];
    assert_eq!(meta["name"], "spark-pi-driver");
    assert_eq!(meta["ownerReferences"][0]["kind"], "SparkApplication");
    assert_eq!(meta["labels"]["sparkoperator.k8s.io/app-name"], "spark-pi");
    // The operator's spark-submit (v2.5.2: Spark 4.0.4) and the image's release.
    assert_eq!(doc["sparkVersion"], "4.0.4");
    assert_eq!(doc["operator"]["release"], "v2.5.2");
    let line = doc["operator"]["sparkSubmit"].as_str().unwrap();
    assert!(
        line.starts_with("spark-submit --master k8s://https://10.96.0.1:443 --deploy-mode cluster")
    );
    // The operator's pod webhook applies what the submission cannot express.
    let container = &doc["driver"]["pod"]["spec"]["containers"][0];
    assert_eq!(container["securityContext"]["runAsUser"], 185);
    assert_eq!(
        doc["operator"]["webhookPatches"][0]["field"],
        "spec.driver.securityContext"
    );
    assert_eq!(doc["operator"]["notApplied"], serde_json::json!([]));
    // Without it the field does not reach the pods, and the output says so.
    let off = run(&["render", "--app", &app, "--webhook", "off"]);
    let off_doc = json(&off);
    assert!(
        off_doc["driver"]["pod"]["spec"]["containers"][0]
            .get("securityContext")
            .is_none()
    );
    assert_eq!(
        off_doc["operator"]["notApplied"][0],
        "spec.driver.securityContext"
    );
    assert!(String::from_utf8_lossy(&off.stderr).contains("spec.driver.securityContext"));

    // An older operator: its own spark-submit builds the driver.
    let out = run(&["render", "--app", &app, "--operator-release", "v2.4.0"]);
    let doc = json(&out);
    assert_eq!(doc["submitVersion"], "4.0.0");
    assert_eq!(
        doc["driver"]["pod"]["metadata"]["labels"]["spark-version"],
        "4.0.0"
    );
    assert_eq!(
        doc["executor"]["pod"]["metadata"]["labels"]["spark-version"],
        "4.0.4"
    );
}

#[test]
fn render_app_errors_name_the_field_or_the_option() {
    let dir = std::env::temp_dir().join(format!("sparkpods-app-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.yaml");
    std::fs::write(
        &bad,
        "apiVersion: sparkoperator.k8s.io/v1beta2\nkind: SparkApplication\nmetadata: {name: p}\nspec:\n  executor: {instances: \"3\"}\n",
    )
    .unwrap();
    let out = run(&["render", "--app", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("spec.executor.instances: expected an integer"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let app = operator_fixture("spark-pi.yaml");
    let out = run(&["render", "--app", &app, "--spark-version", "3.5.5"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("with --app the resource sets"));
    let out = run(&["render", "--app", &app, "--operator-release", "v1.0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("v2.4.0, v2.5.0, v2.5.1, v2.5.2"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn check_app_reports_by_resource_field() {
    let app = operator_fixture("overrides-and-denied.yaml");
    let out = run(&["check", "--app", &app, "--json"]);
    assert_eq!(out.status.code(), Some(1), "errors exit 1");
    let found: Vec<(String, String)> = json(&out)
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["code"].as_str().unwrap().to_string(),
                f["field"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    for want in [
        (
            "operator-denied-key",
            "spec.sparkConf.spark.kubernetes.container.image",
        ),
        ("overridden", "spec.sparkConf.spark.executor.memory"),
        ("overridden", "spec.image"),
        (
            "operator-defaults-instances",
            "spec.sparkConf.spark.dynamicAllocation.enabled",
        ),
        // The conf's own diagnostics, at the field that submitted the key.
        (
            "k8s-label-value",
            "spec.sparkConf.spark.kubernetes.executor.label.Team",
        ),
    ] {
        assert!(
            found.contains(&(want.0.to_string(), want.1.to_string())),
            "{want:?} not in {found:?}"
        );
    }
    // Each finding carries the line its field is written on.
    let denied = json(&out)
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["code"] == "operator-denied-key")
        .cloned()
        .unwrap();
    assert_eq!(denied["line"], 12);
    let text = run(&["check", "--app", &app]);
    assert!(
        String::from_utf8_lossy(&text.stdout).contains(
            "overrides-and-denied.yaml:11:5: warning[overridden]: spec.sparkConf.spark.executor.memory: "
        )
    );
    // Without the webhooks nothing sets spec.mode, and the operator's spark-submit fails.
    let out = run(&["check", "--app", &app, "--webhook", "off"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stdout)
            .contains(":1: error[operator-refuses]: spec.mode: not set")
    );
    // An operator release before the deny-list accepts the key.
    let out = run(&[
        "check",
        "--app",
        &app,
        "--operator-release",
        "v2.5.1",
        "--json",
    ]);
    assert!(!String::from_utf8_lossy(&out.stdout).contains("operator-denied-key"));
}

#[test]
fn render_app_warns_about_fields_that_never_take_effect() {
    let dir = std::env::temp_dir().join(format!("sparkpods-typo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let app = dir.join("typo.yaml");
    let text = std::fs::read_to_string(operator_fixture("spark-pi.yaml"))
        .unwrap()
        .replace(
            "    cores: 1\n    memory: 512m\n    serviceAccount",
            "    coers: 2\n    memory: 512m\n    serviceAccount",
        );
    std::fs::write(&app, text).unwrap();
    let out = run(&["render", "--app", app.to_str().unwrap()]);
    assert!(out.status.success());
    assert_eq!(
        json(&out)["operator"]["unknownFields"][0],
        "spec.driver.coers"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("spec.driver.coers is not a field of a SparkApplication: it never takes effect (did you mean `cores`?)"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn render_app_builds_an_apache_spark_application_as_its_operator_does() {
    let app = apache_fixture("pi-with-template.yaml");
    let out = run(&["render", "--app", &app]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc = json(&out);
    let pod = &doc["driver"]["submitted"]["pod"];
    assert_eq!(pod["metadata"]["name"], "pi-with-template-0-driver");
    assert_eq!(
        pod["metadata"]["ownerReferences"][0]["kind"],
        "SparkApplication"
    );
    assert_eq!(pod["spec"]["priorityClassName"], "system-cluster-critical");
    assert_eq!(doc["operator"]["release"], "1.0.0");
    assert_eq!(doc["operator"]["appId"], "pi-with-template-0");
    let conf = &doc["operator"]["submission"]["conf"];
    assert_eq!(
        conf["spark.kubernetes.container.image"]["value"],
        "apache/spark:4.2.0-scala"
    );
    assert_eq!(
        conf["spark.kubernetes.driver.podTemplateFile"]["field"],
        "spec.driverSpec.podTemplateSpec"
    );
    assert_eq!(doc["sparkVersion"], "4.2.0");
    // An older operator release: its bundled Spark builds the driver, without 1.0.0's defaults.
    let out = run(&["render", "--app", &app, "--operator-release", "0.8.0"]);
    let doc = json(&out);
    assert_eq!(doc["submitVersion"], "4.1.1");
    assert!(
        doc["operator"]["submission"]["conf"]
            .get("spark.kubernetes.executor.useDriverPodIP")
            .is_none()
    );
    // The kubeflow operator's options are refused with the reason.
    let out = run(&["render", "--app", &app, "--webhook", "off"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the Apache Spark operator has neither"));
    let out = run(&["render", "--app", &app, "--operator-release", "0.9.0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("Spark previews"));
}

#[test]
fn check_app_reports_an_apache_resource_by_field_and_line() {
    let dir = std::env::temp_dir().join(format!("sparkpods-apache-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let app = dir.join("app.yaml");
    std::fs::write(
        &app,
        "apiVersion: spark.apache.org/v1\nkind: SparkApplication\nmetadata:\n  name: pi\nspec:\n  jars: local:///app.jar\n  runtimeVersions:\n    sparkVersion: \"4.2.0\"\n  sparkConf:\n    spark.kubernetes.namespace: other\n    spark.executor.memory: 4q\n    spark.kubernetes.container.image: apache/spark:4.2.0\n",
    )
    .unwrap();
    let out = run(&["check", "--app", app.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "errors exit 1");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains(":5:1: error[no-main-class]: "), "{text}");
    assert!(
        text.contains(":10:5: warning[overridden]: spec.sparkConf.spark.kubernetes.namespace: "),
        "{text}"
    );
    assert!(
        text.contains(":11:5: error[spark]: spec.sparkConf.spark.executor.memory: "),
        "{text}"
    );
    let other = dir.join("cluster.yaml");
    std::fs::write(
        &other,
        "apiVersion: spark.apache.org/v1\nkind: SparkCluster\nmetadata: {name: c}\n",
    )
    .unwrap();
    let out = run(&["render", "--app", other.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("kind `SparkCluster`"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn render_app_runs_the_kubeflow_batch_scheduler_when_the_operator_does() {
    let app = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/fixtures/operator/kubeflow-examples/spark-pi-yunikorn.yaml")
        .display()
        .to_string();
    let off = json(&run(&["render", "--app", &app]));
    assert_eq!(off["operator"]["batchScheduler"], serde_json::Value::Null);
    assert!(
        off["driver"]["pod"]["metadata"]
            .get("annotations")
            .is_none()
    );
    let on = json(&run(&["render", "--app", &app, "--enable-batch-scheduler"]));
    assert_eq!(on["operator"]["batchScheduler"]["scheduler"], "yunikorn");
    let annotations = &on["driver"]["pod"]["metadata"]["annotations"];
    assert_eq!(
        annotations["yunikorn.apache.org/task-group-name"],
        "spark-driver"
    );
    assert!(
        annotations["yunikorn.apache.org/task-groups"]
            .as_str()
            .unwrap()
            .starts_with(r#"[{"name":"spark-driver","minMember":1"#)
    );
    assert_eq!(
        on["executor"]["pod"]["metadata"]["labels"]["queue"],
        "root.default"
    );
    // The flags need --enable-batch-scheduler.
    let out = run(&[
        "render",
        "--app",
        &app,
        "--default-batch-scheduler",
        "volcano",
    ]);
    assert_eq!(out.status.code(), Some(2));
}

/// A key a map of the resource writes twice (a real user's RAPIDS benchmark): a finding at
/// both lines, saying which value kubectl keeps; an old sparkVersion renders as the nearest
/// modelled release, with a warning that names the assumption.
#[test]
fn check_app_reports_keys_written_twice_and_an_unmodelled_spark_version() {
    let app = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/fixtures/realworld/kubeflow/rapids-gpu-benchmark-duplicate-keys.yaml")
        .display()
        .to_string();
    let out = run(&["check", "--app", &app, "--json"]);
    let found = json(&out);
    let twice: Vec<(String, u64)> = found
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["code"] == "duplicate-key")
        .map(|f| {
            (
                f["field"].as_str().unwrap().to_string(),
                f["line"].as_u64().unwrap(),
            )
        })
        .collect();
    for (field, lines) in [
        ("spec.sparkConf.spark.dynamicAllocation.enabled", [41, 85]),
        ("spec.sparkConf.spark.rapids.sql.explain", [95, 98]),
        ("spec.driver.volumeMounts", [114, 117]),
    ] {
        for line in lines {
            assert!(
                twice.contains(&(field.to_string(), line)),
                "{field}:{line} in {twice:?}"
            );
        }
    }

    let old = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/fixtures/realworld/kubeflow/azure-spark-pi-2-4-5.yaml")
        .display()
        .to_string();
    let out = run(&["check", "--app", &old, "--json"]);
    let version = json(&out)
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["code"] == "unmodelled-spark-version")
        .cloned()
        .expect("the assumption is named");
    assert_eq!(version["field"], "spec.sparkVersion");
    assert!(
        version["message"]
            .as_str()
            .unwrap()
            .contains("renders it as Spark 3.3.0"),
        "{version}"
    );
    let rendered = run(&["render", "--app", &old]);
    assert!(
        matches!(rendered.status.code(), Some(0 | 3)),
        "{rendered:?}"
    );
}

/// `diff --webhook` on every kubeflow SparkApplication of the fixtures: each pod field it lists
/// is what the webhook-on render holds there and the webhook-off render does not, each from a
/// field `check` says depends on the webhook, with the way without it.
#[test]
fn the_webhook_diff_lists_what_only_the_webhook_sets() {
    let apps = operator_fixtures(&["kubeflow", "kubeflow-examples"]);
    let mut listed = 0;
    for app in &apps {
        let app = app.display().to_string();
        let out = run(&["diff", &app, "--webhook", "--format", "json"]);
        assert!(
            out.status.success(),
            "{app}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let diff = json(&out);
        let on = json(&run(&["render", &app]));
        // Without the webhook the operator may not submit it at all (no JSON then).
        let off: serde_json::Value =
            serde_json::from_slice(&run(&["render", &app, "--webhook", "off"]).stdout)
                .unwrap_or_default();
        let findings = json(&run(&["check", &app, "--format", "json"]));
        for f in diff["fields"].as_array().unwrap() {
            listed += 1;
            let base = match f["pod"].as_str().unwrap() {
                "driver" => "/driver/submitted/pod",
                _ => "/executor/pod",
            };
            let at = format!("{base}{}", f["path"].as_str().unwrap());
            assert_eq!(on.pointer(&at), Some(&f["value"]), "{app}: {at}");
            assert_ne!(
                off.pointer(&at),
                Some(&f["value"]),
                "{app}: {at} without the webhook"
            );
            assert!(!f["withoutWebhook"].as_str().unwrap().is_empty());
            let field = f["field"].as_str().unwrap();
            if field != "spec.monitoring" {
                assert!(
                    findings
                        .as_array()
                        .unwrap()
                        .iter()
                        .any(|c| c["code"] == "webhook-only"
                            && c["field"] == field
                            && c["hint"]
                                .as_str()
                                .unwrap()
                                .starts_with("without the webhook: ")),
                    "{app}: no webhook-only finding on {field}"
                );
            }
        }
    }
    assert!(
        listed > 10,
        "the fixtures exercise the webhook ({listed} fields)"
    );
    // Only the kubeflow operator has a pod webhook.
    let out = run(&["diff", &apache_fixture("pi.yaml"), "--webhook"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("only the kubeflow spark-operator has a pod webhook")
    );
}

/// Every SparkApplication fixture of both operators: `render` has a memory member for each pod
/// it creates, read from that pod as created (the webhook's limit counts), and `check` warns
/// about a limit above the request exactly when there is one; a `memoryLimit` added to the
/// kubeflow example is that limit, and the warning's overhead makes the request equal it.
#[test]
fn the_memory_anatomy_reads_each_operator_pod_as_created() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/operator");
    let dir = tempfile::tempdir().unwrap();
    let example = std::fs::read_to_string(root.join("kubeflow-examples/spark-pi.yaml")).unwrap();
    let limited = dir.path().join("limited.yaml");
    std::fs::write(
        &limited,
        example.replace("  executor:\n", "  executor:\n    memoryLimit: 2g\n"),
    )
    .unwrap();
    let mut apps = operator_fixtures(&["kubeflow", "kubeflow-examples", "apache"]);
    apps.push(limited.clone());
    let mut pods = 0;
    for app in &apps {
        let app = app.display().to_string();
        let out = run(&["render", &app]);
        let Ok(doc) = serde_json::from_slice::<serde_json::Value>(&out.stdout) else {
            continue; // an application the operator does not submit: its own test
        };
        let mut above = 0;
        for (role, pointer) in [
            ("driver", "/driver/submitted/pod"),
            ("executor", "/executor/pod"),
        ] {
            let Some(pod) = doc.pointer(pointer) else {
                assert!(doc["memory"].get(role).is_none(), "{app}: {role}");
                continue;
            };
            pods += 1;
            let m = &doc["memory"][role];
            let container = pod["spec"]["containers"]
                .as_array()
                .unwrap()
                .iter()
                .find(|c| c["name"] == m["container"])
                .unwrap_or_else(|| panic!("{app}: {role}: {m}"));
            let resources = &container["resources"];
            assert_eq!(
                resources["requests"]["memory"], m["request"],
                "{app}: {role}"
            );
            assert_eq!(resources["limits"]["memory"], m["limit"], "{app}: {role}");
            assert_eq!(
                m["request"],
                format!("{}Mi", m["sparkTotalMiB"]),
                "{app}: {role}: no operator writes the request"
            );
            let sum = ["heapMiB", "overheadMiB", "offHeapMiB", "pysparkMiB"]
                .iter()
                .map(|k| m[k].as_i64().unwrap())
                .sum::<i64>();
            assert_eq!(m["sparkTotalMiB"], sum, "{app}: {role}");
            above += m["limitAboveRequestMiB"].as_i64().unwrap();
        }
        let findings = json(&run(&["check", &app, "--format", "json"]));
        let warned: Vec<&serde_json::Value> = findings
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| f["code"] == "memory-limit-above-request")
            .collect();
        assert_eq!(warned.is_empty(), above == 0, "{app}: {warned:?}");
        if app == limited.display().to_string() {
            let m = &doc["memory"]["executor"];
            assert_eq!(m["limit"], "2Gi");
            assert_eq!(m["limitAboveRequestMiB"], 2048 - 896);
            assert_eq!(warned.len(), 1);
            assert_eq!(warned[0]["field"], "spec.executor.memoryLimit");
            assert!(
                warned[0]["hint"]
                    .as_str()
                    .unwrap()
                    .contains("spec.executor.memoryOverhead to 1536m (now 384 MiB)"),
                "{}",
                warned[0]["hint"]
            );
        }
    }
    assert!(pods >= 60, "{pods} pods");
}
