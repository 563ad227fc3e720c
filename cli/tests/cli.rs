//! The `sparkpods` binary as users run it: render, check, diff, keys, versions, completions.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

mod common;

use std::path::Path;
use std::process::Command;

use common::*;

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
    // The golden is Spark's; the memory member is sparkpods' reading of its pods.
    let mut ours = json(&out);
    let memory = ours
        .as_object_mut()
        .and_then(|m| m.remove("memory"))
        .expect("memory member");
    assert_eq!(ours, golden);
    let executor = &memory["executor"];
    assert_eq!(executor["request"], "1408Mi");
    assert_eq!(executor["heapMiB"], 1024);
    assert_eq!(executor["overheadMiB"], 384);
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
        text.contains(
            "unvalidated-label-value.conf:5:1: error[k8s-label-value]: spark.kubernetes.driver.label.team: "
        ),
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
        text.contains(
            ":2:1: warning[duplicate-key]: spark.executor.memory is set again on line 5, which wins"
        ),
        "{text}"
    );
    assert!(
        text.contains("warning[template-file-mode]")
            && text.contains("(line 6): Spark 3.5.5 reads `defaultMode: 0400`")
            && text.contains("write `defaultMode: 256`"),
        "{text}"
    );
    let out = run(&["check", conf.to_str().unwrap(), "--spark-version", "4.1.4"]);
    assert!(!String::from_utf8_lossy(&out.stdout).contains("defaultMode"));
    std::fs::remove_dir_all(&dir).ok();
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

/// Every command takes its input the same ways: a file named (what it holds decides), or
/// `--conf FILE`, or `--app FILE`.
#[test]
fn every_command_takes_a_file_the_same_ways() {
    let named = run(&["render", "defaults.conf"]);
    let flagged = run(&["render", "--conf", "defaults.conf"]);
    assert!(named.status.success());
    assert_eq!(named.stdout, flagged.stdout);
    let app = operator_fixture("spark-pi.yaml");
    let named = run(&["render", &app]);
    let flagged = run(&["render", "--app", &app]);
    assert!(named.status.success());
    assert_eq!(named.stdout, flagged.stdout);
    assert!(json(&named)["operator"].is_object());
    let named = run(&["diff", "defaults.conf", "--from", "3.5.5", "--to", "4.3.0"]);
    let flagged = run(&[
        "diff",
        "--conf",
        "defaults.conf",
        "--from",
        "3.5.5",
        "--to",
        "4.3.0",
    ]);
    assert!(named.status.success());
    assert_eq!(named.stdout, flagged.stdout);
    for args in [
        &["check", "defaults.conf"][..],
        &["check", "--conf", "defaults.conf"],
    ] {
        assert_eq!(run(args).status.code(), Some(0), "{args:?}");
    }
}
