//! The render document written straight as text (`render_document_text`, what `sparkpods
//! render`, the npm package and the language server give) against the tree path it replaced
//! (`serde_json` values of the objects, pruned and sorted by `kube_json`/`canonical`, then
//! printed): byte for byte on every conformance case on the oldest, default and newest release,
//! and on
//! the value path that `--cluster` and SparkApplications take (`render_document_then`).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

use std::path::{Path, PathBuf};

use builder_core::document::{Drawn, normalize};
use builder_core::{DeterministicIds, IdSource, SparkVersion, oracle_examples};
use serde_json::Value;
use sparkpods::case::{Case, CaseOptions, LoadFromDisk};
use sparkpods::{render_document_text, render_document_then};
use sparkpods_tests::tree_path_document;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/oracle")
}

/// Every case file and the directory it is rendered from.
fn cases() -> Vec<(String, PathBuf, PathBuf)> {
    let mut out = Vec::new();
    for (dir, ext) in [("cases", ".conf"), ("submit", ".sh")] {
        let dir = fixtures().join(dir);
        for entry in std::fs::read_dir(&dir).unwrap() {
            let name = entry.unwrap().file_name().to_string_lossy().into_owned();
            if let Some(stem) = name.strip_suffix(ext) {
                out.push((stem.to_string(), dir.join(&name), dir.clone()));
            }
        }
    }
    out.sort();
    out
}

fn load(
    path: &Path,
    dir: &Path,
    name: &str,
    version: SparkVersion,
    role: Option<&str>,
) -> Option<Case> {
    let text = std::fs::read_to_string(path).unwrap();
    let mut overrides = vec![("spark-version".to_string(), version.as_str().to_string())];
    if let Some(role) = role {
        overrides.push(("role".to_string(), role.to_string()));
    }
    Case::load(name, &text, dir, CaseOptions::default(), &overrides).ok()
}

#[test]
fn the_text_is_what_the_tree_path_printed_on_every_case() {
    let releases = [
        SparkVersion::OLDEST,
        SparkVersion::DEFAULT,
        SparkVersion::NEWEST,
    ];
    let steps = oracle_examples();
    let (mut compared, mut through_values) = (0, 0);
    let mut failures = Vec::new();
    for (name, path, dir) in cases() {
        for version in releases {
            let Some(case) = load(&path, &dir, &name, version, None) else {
                continue;
            };
            let cwd = dir.to_str();
            let secret = DeterministicIds::default().auth_secret();
            let (text, rendered) = render_document_text(
                &case,
                &steps,
                &mut DeterministicIds::default(),
                Some(cwd),
                true,
            )
            .unwrap();
            // The value path (`--cluster`, SparkApplications) prints the same.
            let (values, _) = render_document_then(
                &case,
                &steps,
                &mut DeterministicIds::default(),
                Some(cwd),
                |_, _, _| {},
            )
            .unwrap();
            if serde_json::to_string_pretty(&values).unwrap() != text {
                failures.push(format!("{name} {version}: the value path differs"));
            }
            match tree_path_document(&case, &rendered, cwd, &secret) {
                Some(reference) => {
                    compared += 1;
                    if serde_json::to_string_pretty(&reference).unwrap() != text {
                        failures.push(format!("{name} {version}: the tree path differs"));
                    }
                }
                None => through_values += 1,
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(compared > 500, "only {compared} cases compared");
    assert!(
        through_values < compared / 10,
        "{through_values} through values"
    );
}

/// One pod shown, and a real run's random parts (not masked).
#[test]
fn one_role_and_unmasked_documents_too() {
    let steps = oracle_examples();
    for (name, path, dir) in cases()
        .into_iter()
        .filter(|c| c.0 == "defaults" || c.0 == "client-mode")
    {
        for role in ["driver", "executor"] {
            let case = load(&path, &dir, &name, SparkVersion::NEWEST, Some(role)).unwrap();
            let secret = DeterministicIds::default().auth_secret();
            let (text, rendered) =
                render_document_text(&case, &steps, &mut DeterministicIds::default(), None, false)
                    .unwrap();
            let mut reference = tree_path_document(&case, &rendered, None, &secret).unwrap();
            // Not normalized: the reference normalized it; compare the unmasked text's values.
            let unmasked: Value = serde_json::from_str(&text).unwrap();
            assert_eq!(
                unmasked.get(if role == "driver" {
                    "executor"
                } else {
                    "driver"
                }),
                None,
                "{name} {role}"
            );
            let mut masked = unmasked.clone();
            normalize(
                &mut masked,
                Drawn {
                    auth_secret: Some(&secret),
                    bound_port: rendered.executor.as_ref().and_then(|e| e.drawn.bound_port),
                },
                None,
            );
            normalize(&mut reference, Drawn::default(), None);
            assert_eq!(
                serde_json::to_string(&masked).unwrap(),
                serde_json::to_string(&reference).unwrap(),
                "{name} {role}"
            );
        }
    }
}

/// `check` with the memory anatomies the caller read from the pods' JSON (the playground's
/// preview) finds what it finds reading them itself: the same findings on every case.
#[test]
fn check_with_the_callers_memory_finds_the_same() {
    use builder_core::{Role, TemplateReader, pod_json, rendered_memory, rules};
    let steps = oracle_examples();
    let (mut compared, mut memory_findings) = (0, 0);
    for (name, path, dir) in cases() {
        let Some(case) = load(&path, &dir, &name, SparkVersion::DEFAULT, None) else {
            continue;
        };
        let sub = case.submission(&steps, TemplateReader::BUILT_IN);
        let rendered = builder_core::render(&sub, &mut DeterministicIds::default());
        let driver = rendered
            .driver
            .as_ref()
            .map(|(spec, submitted)| pod_json(&submitted.pod, spec.release.fabric8()));
        let executor = rendered
            .executor
            .as_ref()
            .map(|e| pod_json(&e.pod.assembled(), e.release.fabric8()));
        let memory = rendered_memory(&sub, &rendered, |role| match role {
            Role::Driver => driver.as_ref(),
            Role::Executor => executor.as_ref(),
        });
        let own = case.diagnostics(&sub, &rendered);
        assert_eq!(
            case.diagnostics_with_memory(&sub, &rendered, Some(&memory)),
            own,
            "{name}"
        );
        compared += 1;
        memory_findings += own
            .iter()
            .filter(|d| {
                [
                    &rules::LOCAL_DIRS_TMPFS,
                    &rules::PYTHON_OVERHEAD,
                    &rules::HEAP_FROM_ENV,
                ]
                .iter()
                .any(|r| std::ptr::eq(d.rule, *r))
            })
            .count();
    }
    assert!(compared > 150, "{compared}");
    assert!(memory_findings > 3, "{memory_findings} memory findings");
}
