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

use builder_core::DeterministicIds;
use builder_core::TemplateReader;
use builder_core::oracle_examples;
use sparkpods::case::{Case, CaseOptions, LoadFromDisk};
use sparkpods_operators::{apache, kubeflow};

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

/// `check`'s findings of a case, rendered as `sparkpods check` renders it.
fn findings(case: &Case) -> Vec<builder_core::Diagnostic> {
    let steps = oracle_examples();
    let sub = case.submission(&steps, TemplateReader::BUILT_IN);
    let rendered = builder_core::render(&sub, &mut DeterministicIds::default());
    case.diagnostics(&sub, &rendered)
}

/// A conf or a spark-submit line, loaded from its directory like `sparkpods check FILE`.
fn check_case(name: &str, path: &Path) -> Result<Vec<builder_core::Diagnostic>, String> {
    let dir = path.parent().unwrap();
    let text = std::fs::read_to_string(path).unwrap();
    let case =
        Case::load(name, &text, dir, CaseOptions::default(), &[]).map_err(|e| e.to_string())?;
    let findings = findings(&case);
    // Every finding says what it found.
    for d in &findings {
        assert!(!d.message.is_empty(), "{name}: an empty finding");
    }
    Ok(findings)
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

/// Differences from Spark not fixed yet: (input, release or `*`, why). The test fails when a
/// listed one starts matching (the list only shrinks) and when an unlisted one differs.
const PENDING: &[(&str, &str, &str)] = &[];

/// Differences on purpose: (input, part of the difference line, why); those differences are
/// ignored for that input, everything else must still match.
const DELIBERATE: &[(&str, &str, &str)] = &[
    (
        "kubeflow-jmx-javaagent-ports-dynamic-allocation",
        "extraJavaOptions",
        "a quoted value ending in a line break: spark-submit keeps it (and writes it into \
         spark.properties), but the oracle hands the command line's conf to Spark through a \
         properties file, whose reading trims it; the executors (the driver reads \
         spark.properties trimmed too) match",
    ),
    (
        "kubeflow-jmx-javaagent-ports-dynamic-allocation",
        ".data.spark.properties: lines differ",
        "the same value in spark.properties",
    ),
];

/// What the oracle cannot do, so that its refusal says nothing of Spark: it takes only
/// Kubernetes lines (either deploy mode), and runs offline (Ivy cannot fetch `--packages`).
const ORACLE_LIMITS: &[&str] = &["not a Kubernetes submission", "unresolved dependency"];

/// The full releases (`fixtures/oracle/releases.txt`), which have the corpus' goldens.
fn full_releases() -> Vec<builder_core::SparkVersion> {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/oracle/releases.txt"),
    )
    .unwrap();
    text.lines()
        .filter_map(|l| l.strip_prefix("full "))
        .map(|v| v.trim().parse().unwrap())
        .collect()
}

/// Ours for a golden's input, as `sparkpods render` run from the input's directory prints it.
fn render_input(
    name: &str,
    path: &Path,
    version: builder_core::SparkVersion,
) -> Result<serde_json::Value, String> {
    let dir = path.parent().unwrap();
    let text = std::fs::read_to_string(path).unwrap();
    let overrides = vec![("spark-version".to_string(), version.as_str().to_string())];
    let case = Case::load(name, &text, dir, CaseOptions::default(), &overrides)
        .map_err(|e| e.to_string())?;
    let steps = oracle_examples();
    let mut ids = DeterministicIds::default();
    Ok(
        sparkpods::render_document(&case, &steps, &mut ids, Some(dir.to_str()))
            .map_err(|e| e.to_string())?
            .0,
    )
}

#[test]
fn every_conf_and_command_line_matches_spark() {
    let mut failures = Vec::new();
    let mut now_matching = Vec::new();
    let mut compared = 0;
    for version in full_releases() {
        let goldens = corpus().join(format!("goldens-{}", version.as_str()));
        // Confs, command lines, and the command lines the kubeflow operator runs for the
        // corpus' SparkApplications (scripts/regen-operator-cases.sh).
        for (dir, prefix) in [
            ("confs", "conf-"),
            ("submit", "submit-"),
            ("kubeflow-submitted", ""),
        ] {
            let exts: &[&str] = if dir == "confs" { &["conf"] } else { &["sh"] };
            for (name, path) in inputs(dir, exts) {
                let id = format!("{prefix}{name}");
                let Ok(text) = std::fs::read_to_string(goldens.join(format!("{id}.json"))) else {
                    failures.push(format!(
                        "{id} @ {version}: no golden (scripts/regen-realworld-goldens.sh)"
                    ));
                    continue;
                };
                let golden: serde_json::Value = serde_json::from_str(&text).unwrap();
                let pending = PENDING
                    .iter()
                    .any(|(n, v, _)| *n == id && (*v == "*" || *v == version.as_str()));
                let ours = render_input(&name, &path, version);
                let differences: Vec<String> = if golden.get("submitUnsupported").is_some()
                    || golden["submitRejected"]
                        .as_str()
                        .is_some_and(|why| ORACLE_LIMITS.iter().any(|l| why.contains(l)))
                {
                    continue;
                } else if let Some(why) = golden.get("submitRejected") {
                    // spark-submit refuses the line: so must we, as an error.
                    let reported = ours.is_err()
                        || check_case(&name, &path).is_ok_and(|findings| {
                            findings
                                .iter()
                                .any(|d| d.severity == builder_core::Severity::Error)
                        });
                    if reported {
                        Vec::new()
                    } else {
                        vec![format!(
                            "spark-submit refuses it ({why}); sparkpods reports no error"
                        )]
                    }
                } else {
                    match &ours {
                        Err(e) => vec![format!("sparkpods refuses it: {e}")],
                        Ok(ours) => {
                            let mut d = Vec::new();
                            sparkpods_tests::diff(ours, &golden, "", &mut d);
                            d.retain(|line| {
                                !DELIBERATE
                                    .iter()
                                    .any(|(n, part, _)| *n == id && line.contains(part))
                            });
                            d
                        }
                    }
                };
                compared += 1;
                match (differences.is_empty(), pending) {
                    (true, true) => now_matching.push(format!("{id} @ {version}")),
                    (false, false) => failures.push(format!(
                        "{id} @ {version}: {} differences\n    {}",
                        differences.len(),
                        differences
                            .iter()
                            .take(8)
                            .cloned()
                            .collect::<Vec<_>>()
                            .join("\n    ")
                    )),
                    _ => {}
                }
            }
        }
    }
    assert!(
        now_matching.is_empty(),
        "remove from PENDING: {now_matching:?}"
    );
    assert!(
        failures.is_empty(),
        "{} differ from Spark:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(compared >= 8 * 100, "compared only {compared}");
}

/// `check` on the corpus never calls a key Spark declares unknown: every `unknown-key` finding
/// (confs, command lines, and the `sparkConf` of both operators' resources) is about a key no
/// release declares and no family Spark reads by prefix takes.
#[test]
fn no_declared_key_is_called_unknown() {
    use builder_core::{declared::catalog, declared::spark_family};
    let declared = |key: &str| catalog().get(key).is_some() || spark_family(key).is_some();
    // Each input's findings: confs and command lines as `sparkpods check FILE`, the resources'
    // sparkConf as `check --app` judges it, on the case their operator submits.
    let mut checked: Vec<(String, Vec<builder_core::Diagnostic>)> = Vec::new();
    for (dir, exts) in &DIRS[..2] {
        for (name, path) in inputs(dir, exts) {
            checked.push((
                format!("{dir}/{name}"),
                check_case(&name, &path).unwrap_or_default(),
            ));
        }
    }
    for (dir, exts) in &DIRS[2..] {
        for (name, path) in inputs(dir, exts) {
            let text = std::fs::read_to_string(&path).unwrap();
            let case = if text.contains("spark.apache.org/") {
                apache::read(&text)
                    .ok()
                    .and_then(|app| apache::submit(&app, &apache::Options::default()).ok())
                    .map(|sub| sub.case())
            } else {
                kubeflow::read(&text)
                    .ok()
                    .and_then(|app| kubeflow::submit(&app, &kubeflow::Options::default()).ok())
                    .and_then(|sub| sub.case(&name).ok())
            };
            if let Some(case) = case {
                checked.push((format!("{dir}/{name}"), findings(&case)));
            }
        }
    }
    let mut unknown = BTreeSet::new();
    for (input, findings) in checked {
        for d in findings.into_iter().filter(|d| d.rule.id == "unknown-key") {
            let Some(key) = d.key else { continue };
            assert!(!declared(&key), "{input}: {key} is declared: {}", d.message);
            unknown.insert(key);
        }
    }
    // The corpus has real typos (`spark.dynamicAllocation.shuffleTracking.enable`, ...).
    assert!(unknown.len() >= 10, "{unknown:?}");
    eprintln!("unknown keys in the corpus: {unknown:?}");
}
