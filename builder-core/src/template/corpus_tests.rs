//! Every template of `testdata/templates/snippets.txt` read as each release's Spark reads it:
//! the pod and container `KubernetesUtils.loadPodFromTemplate` produced for it (fabric8's YAML
//! reading, Jackson's coercions, fabric8's serialization), or whether it failed, recorded by
//! `TemplateHarness.java` in `spark-<release>.jsonl` (one file per run of releases that read
//! templates alike; scripts/regen-templates.sh).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

use std::path::{Path, PathBuf};

use serde_json::Value;

use super::{parse_template, select_spark_container};
use crate::fabric8_json::pod_json;
use crate::release::{Release, SparkVersion};

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/testdata/templates")
}

/// `(name, text)` per snippet: a `### name` line, then every byte up to the next such line.
pub(crate) fn snippets() -> Vec<(String, String)> {
    let all = std::fs::read_to_string(data_dir().join("snippets.txt")).unwrap();
    let mut out = Vec::new();
    let mut rest = all.as_str();
    if let Some(i) = rest.find("\n### ") {
        rest = &rest[i + 1..];
    }
    while let Some(body) = rest.strip_prefix("### ") {
        let eol = body.find('\n').unwrap();
        let name = body[..eol].to_string();
        let text = &body[eol + 1..];
        let end = text.find("\n### ").map_or(text.len(), |i| i + 1);
        out.push((name, text[..end].to_string()));
        rest = &text[end..];
    }
    out
}

/// The recorded outputs, by the first release of each file.
fn recordings() -> Vec<(SparkVersion, Vec<Value>)> {
    let mut out: Vec<(SparkVersion, Vec<Value>)> = std::fs::read_dir(data_dir())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let version = name.strip_prefix("spark-")?.strip_suffix(".jsonl")?;
            let version: SparkVersion = version.parse().ok()?;
            let lines = std::fs::read_to_string(e.path())
                .unwrap()
                .lines()
                .map(|l| serde_json::from_str(l).unwrap())
                .collect();
            Some((version, lines))
        })
        .collect();
    sparkpods_sort::sort_by(&mut out, |a, b| a.0.cmp(&b.0));
    out
}

/// The recorded pod with its Spark container appended (how Spark creates pods, how the
/// oracle prints them).
fn assembled(recorded: &Value) -> Value {
    let mut pod = recorded["pod"].clone();
    let spec = pod
        .as_object_mut()
        .unwrap()
        .entry("spec")
        .or_insert_with(|| Value::Object(Default::default()));
    let containers = spec
        .as_object_mut()
        .unwrap()
        .entry("containers")
        .or_insert_with(|| Value::Array(Vec::new()));
    containers
        .as_array_mut()
        .unwrap()
        .push(recorded["container"].clone());
    crate::fabric8_json::kube_json(pod, crate::release::Fabric8::V6)
}

/// Templates we read otherwise than Spark on purpose, and why. Each must still differ somewhere
/// (a stale entry fails the test).
const DELIBERATE: &[(&[&str], &str)] = &[
    (
        &[
            "int--null",
            "int--Null",
            "int--NULL",
            "int--tilde",
            "int--empty",
            "int-or-string--null",
            "int-or-string--Null",
            "int-or-string--NULL",
            "int-or-string--tilde",
            "int-or-string--empty",
        ],
        "null for a required field (containerPort, httpGet.port): fabric8 leaves it out, \
         k8s-openapi's required field reads it as 0; the API server refuses both pods",
    ),
    (
        &[
            "map-value--null",
            "map-value--Null",
            "map-value--NULL",
            "map-value--tilde",
            "map-value--empty",
            "quantity--null",
            "quantity--Null",
            "quantity--NULL",
            "quantity--tilde",
            "quantity--empty",
            "null-list-item",
            "null-annotation",
        ],
        "null as a map value or list item (`labels: {x: }`): Spark sends the null, which the \
         API server stores as its zero value (\"\", quantity 0); a k8s-openapi map or list \
         cannot hold null, so we write that zero value",
    ),
    (
        &[
            "int--nan",
            "long--nan",
            "int-or-string--inf",
            "int-or-string--nan",
            "file-mode--nan",
        ],
        "`.nan`/`.inf` where a number is expected: a JSON value cannot hold them, so we read \
         them as the text Java prints (`NaN`), which equals Spark wherever text is expected \
         and is refused where Jackson coerces NaN to 0 or refuses it in an IntOrString",
    ),
    (
        &["unknown-field", "merge-key-object"],
        "fields the Kubernetes model lacks (`notAField`, a `<<` key snakeyaml-engine does not \
         merge): fabric8 keeps and writes them back, k8s-openapi has no place for them",
    ),
    (
        &["wrong-kind"],
        "a template whose kind is not Pod: we refuse it when loading; Spark 3.4+ builds a pod \
         of that kind, which the API server refuses",
    ),
    (
        &["quantity--n"],
        "a quantity that is only a suffix (`n`): fabric8 before 6.7 fails with \
         ArrayIndexOutOfBounds; we keep the text, which the API server refuses",
    ),
];

fn deliberate(name: &str) -> bool {
    DELIBERATE.iter().any(|(names, _)| names.contains(&name))
}

fn without_empty_metadata(pod: &mut Value) {
    if pod.get("metadata") == Some(&Value::Object(Default::default())) {
        pod.as_object_mut().unwrap().remove("metadata");
    }
}

#[test]
fn reads_every_template_as_each_release_does() {
    let snippets = snippets();
    let recordings = recordings();
    assert!(!recordings.is_empty(), "no spark-*.jsonl recordings");
    let mut failures = Vec::new();
    let mut deliberate_seen = std::collections::BTreeSet::new();
    let mut checked = 0;
    for version in SparkVersion::ALL {
        let (_, recorded) = recordings
            .iter()
            .rev()
            .find(|(first, _)| first <= version)
            .unwrap_or_else(|| panic!("no recording covers {version}"));
        assert_eq!(
            recorded.len(),
            snippets.len(),
            "{version}: regenerate the recordings"
        );
        let release = Release::of(*version);
        for ((name, text), want) in snippets.iter().zip(recorded) {
            assert_eq!(want["name"], name.as_str());
            checked += 1;
            let ours = parse_template(text, release).map(|p| select_spark_container(p, None));
            let outcome = match (&ours, want.get("error")) {
                (Err(_), Some(_)) => continue,
                (Ok(pod), None) => {
                    // fabric8 5 writes empty maps, which the recordings keep; compare without.
                    let mut ours = crate::fabric8_json::kube_json(
                        pod_json(&pod.assembled(), release.fabric8()),
                        crate::release::Fabric8::V6,
                    );
                    let mut theirs = assembled(want);
                    // Our `ObjectMeta` is never absent, fabric8's is when the template has none;
                    // an empty one is the same pod once Spark has added its labels.
                    without_empty_metadata(&mut ours);
                    without_empty_metadata(&mut theirs);
                    if ours == theirs {
                        continue;
                    }
                    format!("ours {ours}\n      Spark {theirs}")
                }
                (Ok(pod), Some(err)) => format!(
                    "ours {}\n      Spark fails: {}",
                    pod_json(&pod.assembled(), release.fabric8()),
                    err["causes"]
                        .as_array()
                        .and_then(|c| c.last())
                        .unwrap_or(err)
                ),
                (Err(e), None) => format!("ours fails: {e}\n      Spark {}", assembled(want)),
            };
            if deliberate(name) {
                deliberate_seen.insert(name.as_str());
                continue;
            }
            failures.push(format!("{version} {name}: {outcome}"));
        }
    }
    assert!(checked > 300 * SparkVersion::ALL.len(), "only {checked}");
    let stale: Vec<&str> = DELIBERATE
        .iter()
        .flat_map(|(names, _)| names.iter().copied())
        .filter(|name| !deliberate_seen.contains(name))
        .collect();
    assert!(stale.is_empty(), "read as Spark does now: {stale:?}");
    assert!(
        failures.is_empty(),
        "{} template(s) read otherwise than Spark:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The typing notes a skipped member exactly when writing the pod back finds an undeclared
/// field: the template reader writes back and compares only then. Every real template, at
/// each fabric8 generation's first release.
#[test]
fn a_skipped_member_is_what_makes_a_field_undeclared() {
    let made_up = [
        (
            "top-level",
            r#"{"spec": {"containers": [{"name": "c"}]}, "extra": 1}"#,
        ),
        (
            "top-level null",
            r#"{"spec": {"containers": [{"name": "c"}]}, "extra": null}"#,
        ),
        (
            "in a container",
            r#"{"spec": {"containers": [{"name": "c", "sizeLimit": "1Gi"}]}}"#,
        ),
        (
            "null in a container",
            r#"{"spec": {"containers": [{"name": "c", "x": null}]}}"#,
        ),
        (
            "in the pod's securityContext",
            r#"{"spec": {"securityContext": {"privileged": true}}}"#,
        ),
        (
            "an empty object",
            r#"{"metadata": {"labels": {}}, "spec": {"x": {}}}"#,
        ),
        (
            "declared, empty",
            r#"{"metadata": {"labels": {}}, "spec": {"volumes": []}}"#,
        ),
    ]
    .map(|(name, text)| (name.to_string(), text.to_string()));
    let (mut with, mut without) = (0, 0);
    for version in [
        SparkVersion::OLDEST,
        SparkVersion::V3_5_5,
        SparkVersion::NEWEST,
    ] {
        let release = Release::of(version);
        for (name, text) in snippets().into_iter().chain(made_up.clone()) {
            let Ok(value) = super::template_value(&text, release) else {
                continue;
            };
            let Ok((pod, skipped)) = sparkpods_kube::from_value_as_noting_skipped::<
                k8s_openapi::api::core::v1::Pod,
            >(&value, release.fabric8_release()) else {
                continue;
            };
            let found = !super::undeclared::undeclared_in(&value, &pod).is_empty();
            assert_eq!(skipped, found, "{version} {name}");
            if found {
                with += 1;
            } else {
                without += 1;
            }
        }
    }
    assert!(
        with >= 15 && without > 100,
        "{with} with, {without} without"
    );
}
