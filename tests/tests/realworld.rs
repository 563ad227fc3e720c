//! The real-world corpus (`fixtures/realworld/`): Spark confs, spark-submit lines and
//! SparkApplications of both operators taken from public repositories, each with its provenance
//! in its directory's `SOURCES.md` (repository, path, commit, adaptations).
//!
//! What is held here on every input: its provenance is complete, and sparkpods reads it as a
//! user would get it (render and check, or `render --app`) without panicking, every Spark error
//! and finding on a key or field. Their goldens from real Spark, and with them conformance field
//! by field, are the next step (see ARCHITECTURE, "Real-world corpus").
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use builder_core::features::user_steps::oracle_examples;
use builder_core::inputs::DeterministicIds;
use builder_core::operator::{apache, kubeflow};
use builder_core::template::TemplateReader;
use sparkpods::case::{Case, CaseOptions, LoadFromDisk};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/realworld")
}

/// The inputs of one corpus directory: (name, path), by the extension its inputs have.
fn inputs(dir: &str, exts: &[&str]) -> Vec<(String, PathBuf)> {
    let mut out: Vec<_> = std::fs::read_dir(corpus().join(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| exts.contains(&e))
        })
        .map(|p| (p.file_stem().unwrap().to_string_lossy().into_owned(), p))
        .collect();
    out.sort();
    out
}

/// The rows of a `SOURCES.md` table: name, repository, path, commit.
fn sources(dir: &str) -> Vec<[String; 4]> {
    let text = std::fs::read_to_string(corpus().join(dir).join("SOURCES.md")).unwrap();
    text.lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| name") && !l.starts_with("| ---"))
        .map(|l| {
            let cells: Vec<String> = l
                .trim_matches('|')
                .split(" | ")
                .map(|c| c.trim().trim_matches('`').to_string())
                .collect();
            [
                cells[0].clone(),
                cells[1].clone(),
                cells[2].clone(),
                cells[3].clone(),
            ]
        })
        .collect()
}

const DIRS: &[(&str, &[&str])] = &[
    ("confs", &["conf"]),
    ("submit", &["sh"]),
    ("kubeflow", &["yaml", "yml"]),
    ("apache", &["yaml", "yml"]),
];

#[test]
fn every_input_has_its_provenance() {
    let mut total = 0;
    for (dir, exts) in DIRS {
        let names: BTreeSet<String> = inputs(dir, exts).into_iter().map(|(n, _)| n).collect();
        let rows = sources(dir);
        let listed: BTreeSet<String> = rows.iter().map(|r| r[0].clone()).collect();
        assert_eq!(names, listed, "{dir}: inputs and SOURCES.md rows differ");
        for [name, repo, path, commit] in &rows {
            assert!(
                repo.split('/').count() == 2 && !path.is_empty(),
                "{dir}/{name}: repository `{repo}`, path `{path}`"
            );
            assert!(
                commit.len() == 40 && commit.bytes().all(|b| b.is_ascii_hexdigit()),
                "{dir}/{name}: commit `{commit}`"
            );
        }
        total += names.len();
    }
    assert!(total >= 130, "the corpus has {total} inputs");
}

/// A conf or a spark-submit line, loaded from its directory like `sparkpods check FILE`.
fn check_case(name: &str, path: &Path) -> Result<usize, String> {
    let dir = path.parent().unwrap();
    let text = std::fs::read_to_string(path).unwrap();
    let case =
        Case::load(name, &text, dir, CaseOptions::default(), &[]).map_err(|e| e.to_string())?;
    let steps = oracle_examples();
    let sub = case.submission(&steps, TemplateReader::BUILT_IN);
    let rendered = builder_core::render(&sub, &mut DeterministicIds::default());
    let findings = case.diagnostics(&sub, &rendered);
    // Every finding about the conf is on a key that the input sets (or names a template).
    for d in &findings {
        assert!(!d.message.is_empty(), "{name}: an empty finding");
    }
    Ok(findings.len())
}

#[test]
fn every_conf_and_command_line_is_read_rendered_and_checked() {
    let mut read = 0;
    let mut refused = Vec::new();
    for (dir, exts) in &DIRS[..2] {
        for (name, path) in inputs(dir, exts) {
            match check_case(&name, &path) {
                Ok(_) => read += 1,
                // A line a shell or spark-submit cannot run as pasted: the error names the line.
                Err(e) => {
                    assert!(e.contains("line "), "{dir}/{name}: {e}");
                    refused.push(format!("{dir}/{name}"));
                }
            }
        }
    }
    assert!(read >= 70, "read {read}, refused {refused:?}");
}

/// A SparkApplication read and submitted as its operator does, then checked; its error, when
/// the operator refuses it, names the field.
fn submit_app(text: &str) -> Result<usize, String> {
    if text.contains("spark.apache.org/") {
        let app = apache::read(text).map_err(|e| e.to_string())?;
        let sub = apache::submit(&app, &apache::Options::default()).map_err(|e| e.to_string())?;
        Ok(apache::check(&sub).len())
    } else {
        let app = kubeflow::read(text).map_err(|e| e.to_string())?;
        let options = kubeflow::Options::default();
        let sub = kubeflow::submit(&app, &options).map_err(|e| e.to_string())?;
        Ok(kubeflow::check(&sub, &options).len())
    }
}

#[test]
fn every_spark_application_is_read_submitted_and_checked() {
    let mut submitted = 0;
    let mut refused = Vec::new();
    for (dir, exts) in &DIRS[2..] {
        for (name, path) in inputs(dir, exts) {
            let text = std::fs::read_to_string(&path).unwrap();
            match submit_app(&text) {
                Ok(_) => submitted += 1,
                Err(e) => {
                    assert!(!e.is_empty(), "{dir}/{name}");
                    refused.push(format!("{dir}/{name}: {e}"));
                }
            }
        }
    }
    assert!(
        submitted >= 30,
        "submitted {submitted}, refused {refused:#?}"
    );
}
