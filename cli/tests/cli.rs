//! The `sparkpods` binary as users run it.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn cases() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/oracle/cases")
}

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sparkpods"))
        .args(args)
        .current_dir(cases())
        .output()
        .expect("runs")
}

fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).expect("stdout is JSON")
}

#[test]
fn render_prints_the_oracle_document() {
    let out = run(&["render", "--conf", "defaults.conf"]);
    assert!(out.status.success());
    let doc = json(&out);
    assert_eq!(
        doc["driver"]["pod"]["metadata"]["name"],
        "spark-pi-000001abcdef0123-driver"
    );
    assert_eq!(
        doc["executor"]["pod"]["spec"]["containers"][0]["resources"]["requests"]["memory"],
        "1408Mi"
    );
    assert_eq!(doc["sparkVersion"], "3.5.5");
    assert_eq!(doc["inputs"]["conf"]["spark.app.name"], "spark-pi");
}

#[test]
fn render_matches_the_golden_file_byte_for_byte_after_parsing() {
    let out = run(&[
        "render",
        "--conf",
        "defaults.conf",
        "--spark-version",
        "4.3.0",
    ]);
    let golden: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(cases().join("../goldens-4.3.0/defaults.json")).expect("golden"),
    )
    .expect("golden json");
    assert_eq!(json(&out), golden);
}

#[test]
fn role_selects_what_is_printed() {
    let doc = json(&run(&[
        "render",
        "--conf",
        "defaults.conf",
        "--role",
        "driver",
    ]));
    assert!(doc.get("executor").is_none());
    assert!(doc.get("driver").is_some());
    let doc = json(&run(&[
        "render",
        "--conf",
        "defaults.conf",
        "--role",
        "executor",
        "--executor-id",
        "9",
    ]));
    assert!(doc.get("driver").is_none());
    assert_eq!(
        doc["executor"]["pod"]["metadata"]["labels"]["spark-exec-id"],
        "9"
    );
}

#[test]
fn spark_errors_exit_3_with_the_error_member() {
    let out = run(&["render", "--conf", "invalid-memory.conf"]);
    assert_eq!(out.status.code(), Some(3));
    let doc = json(&out);
    assert_eq!(doc["error"]["class"], "java.lang.NumberFormatException");
    assert_eq!(doc["error"]["phase"], "driver");
}

#[test]
fn yaml_output_parses_to_the_same_document() {
    let j = json(&run(&["render", "--conf", "secrets.conf"]));
    let y = run(&["render", "--conf", "secrets.conf", "--format", "yaml"]);
    let from_yaml: serde_json::Value = serde_yaml::from_slice(&y.stdout).expect("yaml");
    assert_eq!(j, from_yaml);
}

#[test]
fn random_ids_differ_between_runs_and_stay_valid_names() {
    let a = json(&run(&["render", "--conf", "defaults.conf", "--random-ids"]));
    std::thread::sleep(std::time::Duration::from_millis(5));
    let b = json(&run(&["render", "--conf", "defaults.conf", "--random-ids"]));
    let name = |d: &serde_json::Value| {
        d["driver"]["pod"]["metadata"]["name"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    };
    assert_ne!(name(&a), name(&b));
    assert_ne!(a["inputs"]["appId"], b["inputs"]["appId"]);
    let n = name(&a);
    assert!(n.starts_with("spark-pi-") && n.ends_with("-driver"), "{n}");
    assert!(
        n.bytes()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-'),
        "{n}"
    );
}

#[test]
fn check_reports_kubernetes_rejections_with_file_line_and_key() {
    let out = run(&["check", "unvalidated-label-value.conf"]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("unvalidated-label-value.conf:5: error[spark.kubernetes.driver.label.team]"),
        "{text}"
    );
    assert!(text.contains("-bad-key-"), "{text}");
}

#[test]
fn check_reports_spark_errors_and_passes_clean_confs() {
    let out = run(&["check", "invalid-pull-policy.conf", "--json"]);
    assert_eq!(out.status.code(), Some(1));
    let diags = json(&out);
    assert_eq!(diags[0]["code"], "spark");
    assert_eq!(
        diags[0]["key"],
        "spark.kubernetes.container.image.pullPolicy"
    );
    let ok = run(&["check", "defaults.conf"]);
    assert_eq!(
        ok.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&ok.stdout)
    );
}

#[test]
fn help_documents_the_commands() {
    let out = run(&["render", "--help"]);
    let text = String::from_utf8_lossy(&out.stdout);
    for flag in [
        "--conf",
        "--spark-version",
        "--submit-version",
        "--role",
        "--main-class",
        "--main-resource",
        "--app-arg",
        "--proxy-user",
        "--executor-id",
        "--app-id",
        "--driver-pod-uid",
        "--format",
        "--random-ids",
    ] {
        assert!(text.contains(flag), "render --help lacks {flag}");
    }
}

#[test]
fn a_pasted_spark_submit_command_renders_like_its_conf() {
    let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
    let out = Command::new(env!("CARGO_BIN_EXE_sparkpods"))
        .args(["render", "--conf", "spark-submit.sh"])
        .current_dir(&examples)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc = json(&out);
    // --executor-memory 8g: 8192 MiB heap + 819 MiB overhead.
    assert_eq!(
        doc["executor"]["pod"]["spec"]["containers"][0]["resources"]["limits"]["memory"],
        "9011Mi"
    );
    assert_eq!(
        doc["inputs"]["mainClass"],
        "org.apache.spark.examples.SparkPi"
    );
    assert_eq!(doc["inputs"]["appArgs"][0], "1000");
    assert_eq!(
        doc["driver"]["pod"]["metadata"]["labels"]["spark-app-name"],
        "spark-pi"
    );
}

#[test]
fn set_overrides_the_file() {
    let doc = json(&run(&[
        "render",
        "--conf",
        "defaults.conf",
        "--set",
        "spark.executor.memory=8g",
        "--set",
        "spark.executor.cores=2",
    ]));
    let res = &doc["executor"]["pod"]["spec"]["containers"][0]["resources"];
    assert_eq!(res["limits"]["memory"], "9011Mi");
    assert_eq!(res["requests"]["cpu"], "2");
    let bad = run(&["render", "--conf", "defaults.conf", "--set", "oops"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("key=value"));
}

/// docs/conf-keys.md is generated from the registry and must stay current.
#[test]
fn the_conf_key_reference_is_current() {
    let out = run(&["keys", "--markdown"]);
    let generated = String::from_utf8_lossy(&out.stdout).into_owned();
    let doc = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/conf-keys.md");
    let committed = std::fs::read_to_string(&doc).unwrap_or_default();
    assert!(
        generated == committed,
        "docs/conf-keys.md is stale: run `cargo run -q -p sparkpods -- keys --markdown > docs/conf-keys.md`"
    );
    assert!(generated.contains("`spark.kubernetes.driver.label.<name>`"));
}

#[test]
fn every_release_and_every_line_is_accepted() {
    for (given, reported) in [
        ("3.3.0", "3.3.0"),
        ("3.4", "3.4.4"),
        ("4.1", "4.1.4"),
        ("4.0.2", "4.0.2"),
    ] {
        let out = run(&[
            "render",
            "--conf",
            "defaults.conf",
            "--spark-version",
            given,
        ]);
        assert!(out.status.success(), "{given}");
        let doc = json(&out);
        assert_eq!(doc["sparkVersion"], reported);
        assert_eq!(
            doc["driver"]["pod"]["metadata"]["labels"]["spark-version"],
            reported
        );
    }
}

#[test]
fn an_unsupported_version_is_a_clear_error_listing_what_is() {
    for bad in ["3.2.4", "5.0", "latest", "3.5.10"] {
        let out = run(&["render", "--conf", "defaults.conf", "--spark-version", bad]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(&format!("`{bad}`")), "{err}");
        assert!(
            err.contains("3.3.0–3.3.4") && err.contains("4.3.0"),
            "{err}"
        );
    }
}

#[test]
fn the_files_version_directive_applies_unless_the_command_line_says_otherwise() {
    let dir = std::env::temp_dir().join(format!("sparkpods-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let conf = dir.join("v.conf");
    std::fs::write(
        &conf,
        "#@spark-version 4.2.1\nspark.app.name v\nspark.kubernetes.container.image img\n",
    )
    .unwrap();
    let path = conf.to_str().unwrap();
    assert_eq!(
        json(&run(&["render", "--conf", path]))["sparkVersion"],
        "4.2.1"
    );
    assert_eq!(
        json(&run(&[
            "render",
            "--conf",
            path,
            "--spark-version",
            "3.5.5"
        ]))["sparkVersion"],
        "3.5.5"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn submit_version_builds_the_driver_and_the_image_version_the_executors() {
    let out = run(&[
        "render",
        "--conf",
        "defaults.conf",
        "--spark-version",
        "3.5.5",
        "--submit-version",
        "4.2.1",
    ]);
    assert!(out.status.success());
    let doc = json(&out);
    assert_eq!(
        doc["driver"]["pod"]["metadata"]["labels"]["spark-version"],
        "4.2.1"
    );
    assert_eq!(
        doc["executor"]["pod"]["metadata"]["labels"]["spark-version"],
        "3.5.5"
    );
    // 4.2's spark-submit creates the NetworkPolicy; 3.5's executors keep 3.5's shape.
    let kinds: Vec<&str> = doc["driver"]["resources"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|r| r["kind"].as_str())
        .collect();
    assert!(kinds.contains(&"NetworkPolicy"), "{kinds:?}");
    assert!(
        doc["executor"]["pod"]["spec"]["containers"][0]
            .get("resizePolicy")
            .is_none()
    );
    assert_eq!(doc["submitVersion"], "4.2.1");
    // The driver is exactly 4.2.1's.
    let pure = json(&run(&[
        "render",
        "--conf",
        "defaults.conf",
        "--spark-version",
        "4.2.1",
    ]));
    assert_eq!(doc["driver"], pure["driver"]);

    let check = run(&[
        "check",
        "defaults.conf",
        "--spark-version",
        "3.5.5",
        "--submit-version",
        "4.2.1",
    ]);
    let text = String::from_utf8_lossy(&check.stdout);
    assert!(
        text.contains("warning[") || text.contains("warning:"),
        "{text}"
    );
    assert!(
        text.contains("spark-submit 4.2.1 builds the driver pod"),
        "{text}"
    );
    assert!(text.contains("NetworkPolicy"), "{text}");
}

#[test]
fn diff_names_each_changed_field_with_its_release_and_cause() {
    let out = run(&[
        "diff",
        "--from",
        "4.1",
        "--to",
        "4.2.1",
        "--conf",
        "defaults.conf",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("Spark 4.1.4 -> 4.2.1"), "{text}");
    assert!(text.contains("NetworkPolicy"), "{text}");
    assert!(text.contains("4.2.0: creates_network_policy"), "{text}");
    assert!(text.contains("4.2.0: executor_resize_policy"), "{text}");

    let out = run(&[
        "diff",
        "--from",
        "3.5.5",
        "--to",
        "4.3.0",
        "--conf",
        "defaults.conf",
        "--format",
        "json",
    ]);
    let doc = json(&out);
    assert_eq!(doc["from"], "3.5.5");
    let objects = doc["objects"].as_array().unwrap();
    assert_eq!(objects[0]["object"], "driver pod");
    // Every changed field names at least one release step with a cause.
    for o in objects {
        for f in o["fields"].as_array().unwrap() {
            let steps = f["steps"].as_array().unwrap();
            assert!(!steps.is_empty(), "{f}");
            assert!(
                steps
                    .iter()
                    .all(|s| !s["causes"].as_array().unwrap().is_empty()),
                "{f}"
            );
        }
    }
}

#[test]
fn versions_lists_every_release_with_its_build() {
    let out = run(&["versions"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        text.lines().filter(|l| l.starts_with(['3', '4'])).count(),
        34
    );
    let line = |v: &str| {
        text.lines()
            .find(|l| l.starts_with(v))
            .unwrap_or_default()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(
        line("4.2.0"),
        "4.2.0 2.13 7.6 snakeyaml-engine, JSON schema iec_byte_suffixes, executor_resize_policy, \
         deployment_allocator, service_connect_port_app_protocol, creates_network_policy"
    );
    assert_eq!(line("3.3.0"), "3.3.0 2.12 5.12 snakeyaml, YAML 1.1");
    assert!(
        line("4.0.5").contains("executor_library_path_env"),
        "{text}"
    );
}

#[test]
fn check_warns_about_overridden_keys_and_misread_template_modes() {
    let dir = std::env::temp_dir().join(format!("sparkpods-cli-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let template = dir.join("tpl.yaml");
    std::fs::write(
        &template,
        "spec:\n  volumes:\n    - name: s\n      secret:\n        secretName: s\n        defaultMode: 0400\n",
    )
    .unwrap();
    let conf = dir.join("app.conf");
    std::fs::write(
        &conf,
        format!(
            "spark.app.name a\nspark.executor.memory 2g\nspark.kubernetes.container.image i\n\
             spark.kubernetes.executor.podTemplateFile {}\nspark.executor.memory 4g\n",
            template.display()
        ),
    )
    .unwrap();
    let out = run(&["check", conf.to_str().unwrap(), "--spark-version", "3.5.5"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(":2: warning[spark.executor.memory]: spark.executor.memory is set again on line 5, which wins"),
        "{text}"
    );
    assert!(
        text.contains("warning[spark.kubernetes.executor.podTemplateFile]")
            && text.contains("(line 6): Spark 3.5.5 reads `defaultMode: 0400`")
            && text.contains("write `defaultMode: 256`"),
        "{text}"
    );
    let out = run(&["check", conf.to_str().unwrap(), "--spark-version", "4.1.4"]);
    assert!(!String::from_utf8_lossy(&out.stdout).contains("defaultMode"));
    std::fs::remove_dir_all(&dir).ok();
}

fn operator_fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/fixtures/operator/kubeflow")
        .join(name)
        .display()
        .to_string()
}

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
            "overrides-and-denied.yaml:11: warning[spec.sparkConf.spark.executor.memory]"
        )
    );
    // Without the webhooks nothing sets spec.mode, and the operator's spark-submit fails.
    let out = run(&["check", "--app", &app, "--webhook", "off"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("spec.mode: not set"));
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

fn apache_fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/fixtures/operator/apache")
        .join(name)
        .display()
        .to_string()
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
    assert!(text.contains(":5: error[spec.mainClass]"), "{text}");
    assert!(
        text.contains(":10: warning[spec.sparkConf.spark.kubernetes.namespace]"),
        "{text}"
    );
    assert!(
        text.contains(":11: error[spec.sparkConf.spark.executor.memory]"),
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

fn cluster_fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/fixtures/cluster")
        .join(name)
        .display()
        .to_string()
}

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
    assert!(text.contains("info[spark.kubernetes.executor.podTemplateFile]: LimitRange defaults sets the ephemeral-storage limit of the executor container to 4Gi: Spark sets none"), "{text}");

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
        assert!(codes.contains(&"node-fit"), "{profile}: {codes:?}");
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

/// The objects of a YAML stream, each as JSON.
fn yaml_documents(text: &str) -> Vec<serde_json::Value> {
    use serde::Deserialize;
    serde_yaml::Deserializer::from_str(text)
        .map(|d| serde_json::to_value(serde_yaml::Value::deserialize(d).unwrap()).unwrap())
        .collect()
}

/// Whether `object` reads as the k8s-openapi type of its kind and writes back unchanged: every
/// field is one the API knows, with a value of its type.
fn reads_back_as_its_kind(object: &serde_json::Value) -> bool {
    use k8s_openapi::api::core::v1::{ConfigMap, PersistentVolumeClaim, Pod, Service};
    fn same<T: serde::de::DeserializeOwned + serde::Serialize>(v: &serde_json::Value) -> bool {
        let typed: T = serde_json::from_value(v.clone()).unwrap();
        serde_json::to_value(typed).unwrap() == *v
    }
    match object["kind"].as_str().unwrap() {
        "Pod" => same::<Pod>(object),
        "Service" => same::<Service>(object),
        "ConfigMap" => same::<ConfigMap>(object),
        "PersistentVolumeClaim" => same::<PersistentVolumeClaim>(object),
        other => panic!("unexpected kind {other}"),
    }
}

fn uuid_shaped(s: &str) -> bool {
    let groups: Vec<&str> = s.split('-').collect();
    groups.iter().map(|g| g.len()).collect::<Vec<_>>() == [8, 4, 4, 4, 12]
        && groups
            .iter()
            .all(|g| g.chars().all(|c| c.is_ascii_hexdigit()))
}

#[test]
fn render_output_manifests_are_the_objects_the_cluster_receives() {
    let conf = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/pvc-local-dirs.conf");
    let conf = conf.to_str().unwrap();
    let out = run(&[
        "render",
        "--conf",
        conf,
        "--output",
        "manifests",
        "--set",
        "spark.executor.instances=3",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(!text.contains('<'), "no placeholders: {text}");
    let objects = yaml_documents(&text);
    let kinds: Vec<&str> = objects
        .iter()
        .map(|o| o["kind"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        [
            "Pod",
            "Service",
            "ConfigMap",
            "ConfigMap",
            "Pod",
            "PersistentVolumeClaim",
            "Pod",
            "PersistentVolumeClaim",
            "Pod",
            "PersistentVolumeClaim"
        ]
    );
    for o in &objects {
        assert!(reads_back_as_its_kind(o), "{o}");
        assert_eq!(o["metadata"]["namespace"], "default", "{o}");
        for owner in o["metadata"]["ownerReferences"]
            .as_array()
            .into_iter()
            .flatten()
        {
            assert!(uuid_shaped(owner["uid"].as_str().unwrap()), "{owner}");
        }
    }
    // Three executors with their own ids and claims, one name prefix.
    let executors: Vec<&serde_json::Value> = objects
        .iter()
        .filter(|o| o["kind"] == "Pod" && o["metadata"]["labels"]["spark-role"] == "executor")
        .collect();
    let names: Vec<&str> = executors
        .iter()
        .map(|e| e["metadata"]["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "big-shuffle-000004abcdef0123-exec-1",
            "big-shuffle-000004abcdef0123-exec-2",
            "big-shuffle-000004abcdef0123-exec-3"
        ]
    );
    let claims: std::collections::BTreeSet<&str> = executors
        .iter()
        .flat_map(|e| e["spec"]["volumes"].as_array().unwrap())
        .filter_map(|v| v["persistentVolumeClaim"]["claimName"].as_str())
        .collect();
    assert_eq!(claims.len(), 3);

    // JSON: one List of the same objects; --role executor: the driver's objects left out.
    let out = run(&[
        "render",
        "--conf",
        conf,
        "--output",
        "manifests",
        "--format",
        "json",
        "--set",
        "spark.executor.instances=3",
    ]);
    let list = json(&out);
    assert_eq!(list["kind"], "List");
    assert_eq!(list["items"].as_array().unwrap().len(), objects.len());
    let out = run(&[
        "render",
        "--conf",
        conf,
        "--output",
        "manifests",
        "--role",
        "executor",
    ]);
    let objects = yaml_documents(&String::from_utf8(out.stdout).unwrap());
    assert_eq!(
        objects[0]["metadata"]["name"],
        "spark-exec-000002abcdef0123-conf-map"
    );
    assert!(
        objects
            .iter()
            .all(|o| o["metadata"]["labels"]["spark-role"] != "driver")
    );

    // Random ids: fresh UUIDs each run, still well-formed.
    let uid = |out: &Output| {
        yaml_documents(&String::from_utf8_lossy(&out.stdout))[1]["metadata"]["ownerReferences"][0]["uid"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let a = run(&[
        "render",
        "--conf",
        conf,
        "--output",
        "manifests",
        "--random-ids",
    ]);
    let b = run(&[
        "render",
        "--conf",
        conf,
        "--output",
        "manifests",
        "--random-ids",
    ]);
    assert!(uuid_shaped(&uid(&a)) && uid(&a) != uid(&b));

    // Dynamic allocation from none: the executor ConfigMap the driver creates at start, no
    // executor yet; an executor count nobody could print is refused on its key.
    let out = run(&[
        "render",
        "--conf",
        conf,
        "--output",
        "manifests",
        "--set",
        "spark.dynamicAllocation.enabled=true",
    ]);
    let objects = yaml_documents(&String::from_utf8(out.stdout).unwrap());
    let kinds: Vec<&str> = objects
        .iter()
        .map(|o| o["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["Pod", "Service", "ConfigMap", "ConfigMap"]);
    let out = run(&[
        "render",
        "--conf",
        conf,
        "--output",
        "manifests",
        "--set",
        "spark.executor.instances=2147483647",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("--set spark.executor.instances=N"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    // Spark's error: exit 3, on stderr with the key; options that make no manifests refused.
    let out = run(&[
        "render",
        "--conf",
        conf,
        "--output",
        "manifests",
        "--set",
        "spark.executor.memory=lots",
    ]);
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stderr).contains("spark.executor.memory"));
    let out = run(&[
        "render",
        "--conf",
        conf,
        "--output",
        "manifests",
        "--no-normalize",
    ]);
    assert_eq!(out.status.code(), Some(2));
}

/// The second executor of the manifests is the pod `render --executor-id 2` builds (the same
/// prefix and ConfigMap; only drawn UUIDs differ).
#[test]
fn manifests_executors_are_what_render_builds_for_their_id() {
    let conf = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/pvc-local-dirs.conf");
    let conf = conf.to_str().unwrap();
    let out = run(&["render", "--conf", conf, "--output", "manifests"]);
    let objects = yaml_documents(&String::from_utf8(out.stdout).unwrap());
    let second = objects
        .iter()
        .find(|o| o["metadata"]["labels"]["spark-exec-id"] == "2")
        .unwrap();
    let uid = second["metadata"]["ownerReferences"][0]["uid"]
        .as_str()
        .unwrap();
    let out = run(&[
        "render",
        "--conf",
        conf,
        "--executor-id",
        "2",
        "--driver-pod-uid",
        uid,
        "--no-normalize",
    ]);
    let mut alone = json(&out)["executor"]["pod"].clone();
    alone["metadata"]["namespace"] = "default".into();
    let masked =
        |v: &serde_json::Value| builder_core::document::normalize::replace_uuids(&v.to_string());
    assert_eq!(masked(second), masked(&alone));
}

/// Completion scripts and the man page come from the clap definitions: every command and
/// option is in them.
#[test]
fn completions_and_the_man_page_cover_every_command() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let out = run(&["completions", shell]);
        assert!(out.status.success(), "{shell}");
        let text = String::from_utf8(out.stdout).unwrap();
        for word in [
            "render",
            "check",
            "diff",
            "cluster",
            "operator-release",
            "manifests",
        ] {
            assert!(text.contains(word), "{shell} lacks {word}");
        }
    }
    let out = run(&["man"]);
    let page = String::from_utf8(out.stdout).unwrap();
    assert!(page.contains(".TH sparkpods 1"), "{page}");
    for command in ["render", "check", "diff", "keys", "versions", "completions"] {
        assert!(page.contains(command), "the man page lacks {command}");
    }
    assert_eq!(run(&["completions", "tcsh"]).status.code(), Some(2));
}

/// A reader that stops early (`sparkpods render ... | head -1`) ends the command quietly.
#[test]
fn a_closed_pipe_is_not_a_panic() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    // Far more than a pipe holds (64 KiB), so the writer meets the closed pipe.
    let conf = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/spark-pi.conf");
    let mut child = Command::new(env!("CARGO_BIN_EXE_sparkpods"))
        .args([
            "render",
            "--output",
            "manifests",
            "--set",
            "spark.executor.instances=300",
        ])
        .arg("--conf")
        .arg(&conf)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(first, "---\n");
    // The pipe is closed now (the reader dropped); the rest of the output has nowhere to go.
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
}
