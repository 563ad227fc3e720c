//! `render --output manifests`: the objects the cluster receives.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

mod common;

use std::path::Path;
use std::process::Output;

use common::*;

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
    let masked = |v: &serde_json::Value| builder_core::document::replace_uuids(&v.to_string());
    // What only the running driver knows has a stand-in in the manifests (the driver pod's
    // IP, `manifests::DRIVER_POD_IP`).
    let alone = masked(&alone).replace(builder_core::DRIVER_POD_IP, "192.0.2.10");
    assert_eq!(masked(second), alone);
}

/// Template fields a Pod does not declare: `render` prints them as Spark sends them and warns
/// as the API server does; the manifests leave them out (the API server prunes them, `kubectl
/// apply` would refuse them) and name them.
#[test]
fn undeclared_template_fields_are_sent_by_render_and_left_out_of_the_manifests() {
    let conf = "x-template-undeclared.conf";
    let render = run(&["render", "--conf", conf]);
    assert!(render.status.success());
    let doc = json(&render);
    let driver = &doc["driver"]["pod"]["spec"];
    assert_eq!(driver["containers"][1]["name"], "main");
    assert_eq!(
        driver["containers"][1]["lifecycle"]["preStart"]["exec"]["command"][2],
        "echo start"
    );
    assert_eq!(driver["containers"][0]["restartPolicyy"], "Always");
    assert_eq!(
        doc["executor"]["pod"]["spec"]["nodeSelectorr"]["pool"],
        "spark"
    );
    let stderr = String::from_utf8_lossy(&render.stderr);
    assert!(
        stderr.contains("driver pod: unknown field \"spec.containers[1].lifecycle.preStart\""),
        "{stderr}"
    );
    assert!(
        stderr.contains("executor pod: unknown field \"spec.containers[0].env[0].secret\""),
        "{stderr}"
    );

    let manifests = run(&["render", "--conf", conf, "--output", "manifests"]);
    assert!(manifests.status.success());
    let text = String::from_utf8(manifests.stdout).unwrap();
    assert!(
        text.starts_with(
            "# sparkpods: driver pod: metadata.annotation left out (not a Pod field: the API server prunes it)\n"
        ),
        "{text}"
    );
    for o in yaml_documents(&text) {
        assert!(reads_back_as_its_kind(&o), "{o}");
    }
}
