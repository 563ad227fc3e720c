//! Conformance: every oracle case, rendered by sparkpods, equals Spark's own output (the
//! goldens in `fixtures/oracle/goldens-<release>/`), field by field, arrays in order, on every
//! release `fixtures/oracle/releases.txt` lists: every case on each line's newest patch (and
//! 3.5.5) and on the first releases marked `first`, the smoke set (`smoke.txt`) and every other case with a golden there (those a
//! difference between patches was bisected with) on every other release. `spark.properties` files are
//! compared as sets of lines (their order is a JDK hash order).
//!
//! Cases that do not match yet are listed in `PENDING` with the reason; the test fails if a
//! listed case starts matching (so the list only shrinks) or an unlisted one stops matching.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

use std::path::{Path, PathBuf};

use builder_core::DeterministicIds;
use builder_core::SparkVersion;
use builder_core::TemplateReader;
use builder_core::oracle_examples;
use serde_json::Value;
use sparkpods::case::{Case, CaseOptions, LoadFromDisk};
use sparkpods::render_document;
use sparkpods_tests::diff;

/// (case, version, why it differs). Keep short and honest.
const PENDING: &[(&str, &str, &str)] = &[];

/// Releases whose goldens are being regenerated after a change of the harness (`tools/oracle/`;
/// the last one: the executors of the running driver, client mode):
/// their goldens made before it (without `inputs.deployMode`) are not compared; a golden made
/// before it anywhere else fails, and the test says when a listed release has none left.
/// `VERSIONS=<release> scripts/regen-goldens.sh`.
const REGENERATING: &[&str] = &[];

/// How many releases with every case are compared (not being regenerated): the tests' lower
/// bounds scale with it.
fn compared_full_releases() -> usize {
    golden_releases()
        .iter()
        .filter(|(v, cases)| {
            cases.len() == case_names().len() && !REGENERATING.contains(&v.as_str())
        })
        .count()
        .max(1)
}

/// Whether the patched oracle made a golden (it writes `inputs.deployMode`).
fn made_by_current_oracle(golden: &Value) -> bool {
    golden["inputs"].get("deployMode").is_some()
}

/// Differences on purpose: (case, part of the difference line, why); a case ending in `*` is a
/// prefix. Those differences are ignored for those cases; everything else must still match.
const DELIBERATE: &[(&str, &str, &str)] = &[
    (
        "x-invalid-template-yaml",
        ".error.causes",
        "the cause is the YAML parser's message: Spark's comes from snakeyaml, ours from \
         sparkpods_yaml (which accepts and rejects what serde_yaml does); the error class \
         and message match",
    ),
    (
        "x-tpl-*",
        ".error.causes",
        "the causes of a template Spark cannot load are fabric8's, Jackson's and snakeyaml's \
         exceptions; ours is one message naming the field and value; the error class and \
         message match",
    ),
    (
        "x-tpl-null-words",
        "pod.metadata.annotations.empty: sparkpods \"\" vs Spark null",
        "a null map value (`annotations: {empty: }`): Spark sends the null, which the API \
         server stores as an empty string; a k8s-openapi map cannot hold null, so we write the \
         empty string (sparkpods_kube::from_value_as)",
    ),
];

fn deliberate(case: &str, line: &str) -> bool {
    DELIBERATE.iter().any(|(c, p, _)| {
        let applies = match c.strip_suffix('*') {
            Some(prefix) => case.starts_with(prefix),
            None => *c == case,
        };
        applies && line.contains(p)
    })
}

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/oracle")
}

/// The releases with goldens and the cases each has (`releases.txt`: `full` = every case,
/// `smoke` = the cases in `smoke.txt`).
fn golden_releases() -> Vec<(SparkVersion, Vec<String>)> {
    let text = std::fs::read_to_string(fixtures().join("releases.txt")).expect("releases.txt");
    let smoke: Vec<String> = std::fs::read_to_string(fixtures().join("smoke.txt"))
        .expect("smoke.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .collect();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (kind, version) = l.split_once(' ').expect("`full|smoke VERSION`");
            let version: SparkVersion = version.trim().parse().expect("a supported release");
            let cases = match kind {
                "full" | "first" => case_names(),
                // The smoke set, and every other case with a golden there: the cases a
                // difference between patches was bisected with.
                "smoke" => {
                    let mut cases = smoke.clone();
                    let dir = fixtures().join(format!("goldens-{}", version.as_str()));
                    cases.extend(
                        case_names()
                            .into_iter()
                            .filter(|c| !smoke.contains(c))
                            .filter(|c| dir.join(format!("{c}.json")).exists()),
                    );
                    cases
                }
                other => panic!("releases.txt: unknown kind {other}"),
            };
            (version, cases)
        })
        .collect()
}

/// Every case: `cases/<name>.conf`, and `submit-<name>` for the pasted spark-submit command
/// lines `submit/<name>.sh`.
fn case_names() -> Vec<String> {
    let files = |dir: &str, ext: &str| -> Vec<String> {
        std::fs::read_dir(fixtures().join(dir))
            .expect("fixtures dir")
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter_map(|n| n.strip_suffix(ext).map(str::to_string))
            .collect()
    };
    let mut names = files("cases", ".conf");
    names.extend(
        files("submit", ".sh")
            .into_iter()
            .map(|n| format!("submit-{n}")),
    );
    names.sort();
    names
}

/// The input file of a case and the directory it is rendered from.
fn case_file(name: &str) -> (PathBuf, PathBuf) {
    match name.strip_prefix("submit-") {
        Some(line) => (
            fixtures().join("submit").join(format!("{line}.sh")),
            fixtures().join("submit"),
        ),
        None => (
            fixtures().join("cases").join(format!("{name}.conf")),
            fixtures().join("cases"),
        ),
    }
}

/// One case at `version`, loaded as `sparkpods render --conf <case>.conf` loads it, with the
/// directory it is run from.
fn load_case(name: &str, version: SparkVersion) -> (Case, PathBuf) {
    let (path, dir) = case_file(name);
    let text = std::fs::read_to_string(&path).expect("case file");
    let overrides = vec![("spark-version".to_string(), version.as_str().to_string())];
    let case =
        Case::load(name, &text, &dir, CaseOptions::default(), &overrides).expect("case loads");
    (case, dir)
}

/// Render one case like `sparkpods render --conf <case>.conf` run from the cases directory.
pub fn render(name: &str, version: SparkVersion) -> Value {
    let (case, dir) = load_case(name, version);
    let steps = oracle_examples();
    let mut ids = DeterministicIds::default();
    render_document(&case, &steps, &mut ids, Some(dir.to_str()))
        .unwrap()
        .0
}

/// The render's memory anatomy against Spark's own pods: its parts sum to the memory request
/// Spark wrote, and the executor's heap is the `SPARK_EXECUTOR_MEMORY` Spark passed its JVM.
fn memory_sums_to_spark_s_pods(ours: &Value, golden: &Value, out: &mut Vec<String>) {
    let Some(memory) = ours["memory"].as_object() else {
        return;
    };
    for (role, anatomy) in memory {
        let Some(containers) = golden[role]["pod"]["spec"]["containers"].as_array() else {
            out.push(format!(".memory.{role}: Spark built no {role} pod"));
            continue;
        };
        let Some(container) = containers
            .iter()
            .find(|c| c["name"] == anatomy["container"])
        else {
            out.push(format!(
                ".memory.{role}: no container {} in Spark's pod",
                anatomy["container"]
            ));
            continue;
        };
        let request = &container["resources"]["requests"]["memory"];
        let total = format!("{}Mi", anatomy["sparkTotalMiB"]);
        if request.as_str() != Some(total.as_str()) {
            out.push(format!(
                ".memory.{role}.sparkTotalMiB: {total} vs Spark's request {request}"
            ));
        }
        if role == "executor" {
            let heap = container["env"]
                .as_array()
                .and_then(|env| env.iter().find(|e| e["name"] == "SPARK_EXECUTOR_MEMORY"))
                .map(|e| e["value"].clone());
            let ours = format!("{}m", anatomy["heapMiB"]);
            if heap.as_ref().and_then(Value::as_str) != Some(ours.as_str()) {
                out.push(format!(
                    ".memory.executor.heapMiB: {ours} vs Spark's {heap:?}"
                ));
            }
        }
    }
}

#[test]
fn every_oracle_case_matches_spark() {
    let mut failures = Vec::new();
    let mut now_passing = Vec::new();
    let mut checked = 0;
    let mut stale_in = std::collections::BTreeSet::new();
    for (version, cases) in golden_releases() {
        let golden_dir = fixtures().join(format!("goldens-{}", version.as_str()));
        for name in cases {
            let golden_path = golden_dir.join(format!("{name}.json"));
            let text = match std::fs::read_to_string(&golden_path) {
                Ok(text) => text,
                Err(_) if REGENERATING.contains(&version.as_str()) => {
                    stale_in.insert(version.as_str());
                    continue;
                }
                Err(e) => panic!("{}: {e} (scripts/regen-goldens.sh)", golden_path.display()),
            };
            let golden: Value =
                serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: golden json: {e}"));
            if !made_by_current_oracle(&golden) {
                if REGENERATING.contains(&version.as_str()) {
                    stale_in.insert(version.as_str());
                } else {
                    failures.push(format!(
                        "{name} @ {version}: the golden predates the oracle's patch \
                         (VERSIONS={version} scripts/regen-goldens.sh {name})"
                    ));
                }
                continue;
            }
            let ours = render(&name, version);
            let mut d = Vec::new();
            diff(&ours, &golden, "", &mut d);
            memory_sums_to_spark_s_pods(&ours, &golden, &mut d);
            d.retain(|line| !deliberate(&name, line));
            checked += 1;
            let pending = PENDING
                .iter()
                .any(|(c, v, _)| *c == name && *v == version.as_str());
            match (d.is_empty(), pending) {
                (true, true) => now_passing.push(format!("{name} @ {version}")),
                (false, false) => failures.push(format!(
                    "{name} @ {version}: {} differences\n    {}",
                    d.len(),
                    d.iter()
                        .take(12)
                        .cloned()
                        .collect::<Vec<_>>()
                        .join("\n    ")
                )),
                _ => {}
            }
        }
    }
    assert!(
        checked >= compared_full_releases() * 190,
        "only {checked} goldens found"
    );
    let regenerated: Vec<&&str> = REGENERATING
        .iter()
        .filter(|v| !stale_in.contains(**v))
        .collect();
    assert!(
        regenerated.is_empty(),
        "every golden of {regenerated:?} is regenerated: remove them from REGENERATING"
    );
    assert!(
        now_passing.is_empty(),
        "these PENDING cases now match Spark; remove them from PENDING: {now_passing:?}"
    );
    assert!(
        failures.is_empty(),
        "{} case(s) differ from Spark:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// For every case where Spark fails, `check` reports that failure as an error diagnostic that
/// names the conf key to change (and the line it is on).
#[test]
fn spark_errors_become_diagnostics_with_a_key() {
    let mut checked = 0;
    for (version, cases) in golden_releases() {
        for name in cases {
            let (file, dir) = case_file(&name);
            let golden_path = fixtures().join(format!("goldens-{}/{name}.json", version.as_str()));
            let Ok(text) = std::fs::read_to_string(&golden_path) else {
                continue;
            };
            let golden: Value = serde_json::from_str(&text).expect("golden json");
            let Some(message) = golden["error"]["message"]
                .as_str()
                .filter(|_| made_by_current_oracle(&golden))
            else {
                continue;
            };
            let message = message.replace("<CWD>", &dir.display().to_string());
            let conf_text = std::fs::read_to_string(&file).expect("case");
            let overrides = vec![("spark-version".to_string(), version.as_str().to_string())];
            let case = Case::load(&name, &conf_text, &dir, CaseOptions::default(), &overrides)
                .expect("loads");
            let steps = oracle_examples();
            let diags = builder_core::check(
                &case.submission(&steps, TemplateReader::BUILT_IN),
                &case.lines,
            );
            let d = diags
                .iter()
                .find(|d| d.rule.id == "spark")
                .unwrap_or_else(|| {
                    panic!("{name} @ {version}: no Spark error diagnostic in {diags:?}")
                });
            assert!(
                d.message.contains(&message),
                "{name} @ {version}: {} lacks {message}",
                d.message
            );
            let key = d
                .key
                .as_deref()
                .unwrap_or_else(|| panic!("{name} @ {version}: no key in {d:?}"));
            assert!(key.starts_with("spark."), "{name}: key {key}");
            assert!(d.hint.is_some(), "{name} @ {version}: no hint");
            checked += 1;
        }
    }
    assert!(
        checked >= compared_full_releases() * 30,
        "only {checked} error cases"
    );
}

/// Every line's newest patch has every case, every line's first release the smoke set at
/// least, and the smoke set has a case for every feature step.
#[test]
fn goldens_cover_every_line() {
    let releases = golden_releases();
    let all = case_names().len();
    for line in SparkVersion::lines() {
        let cases = |v: SparkVersion| {
            releases
                .iter()
                .find(|(r, _)| *r == v)
                .map_or(0, |(_, c)| c.len())
        };
        assert_eq!(cases(line.newest()), all, "{line}: newest patch");
        assert!(cases(line.first()) >= 30, "{line}: first release");
    }
    let smoke = std::fs::read_to_string(fixtures().join("smoke.txt")).expect("smoke.txt");
    for step in [
        "basic_driver",
        "basic_executor",
        "driver_credentials",
        "driver_service",
        "network_policy",
        "mount_secrets",
        "env_secrets",
        "mount_volumes",
        "driver_command",
        "hadoop_conf",
        "kerberos_conf",
        "pod_template_config_map",
        "local_dirs",
        "executor_credentials",
        "user steps",
        "excluded steps",
    ] {
        assert!(smoke.contains(step), "smoke.txt has no case for {step}");
    }
}

/// The `unvalidated-*` cases are accepted by Spark but rejected by the API server: `check`
/// reports an error for each.
#[test]
fn kubernetes_rejections_are_reported() {
    let dir = fixtures().join("cases");
    for name in case_names()
        .into_iter()
        .filter(|n| n.starts_with("unvalidated-"))
    {
        let text = std::fs::read_to_string(dir.join(format!("{name}.conf"))).expect("case");
        let case = Case::load(&name, &text, &dir, CaseOptions::default(), &[]).expect("loads");
        let steps = oracle_examples();
        let diags = builder_core::check(
            &case.submission(&steps, TemplateReader::BUILT_IN),
            &case.lines,
        );
        assert!(
            diags
                .iter()
                .any(|d| d.severity == builder_core::Severity::Error
                    && d.rule.id.starts_with("k8s-")),
            "{name}: {diags:?}"
        );
    }
}

/// `render_pods` (the admission policy's render) is `render` with the conf ConfigMaps'
/// `spark.properties` left empty: every case, two releases, every other field, drawn name and
/// error the same.
#[test]
fn rendering_pods_only_leaves_only_the_properties_texts_out() {
    fn blank_properties(v: &mut Value, blanked: &mut usize) {
        match v {
            Value::Object(m) => {
                for (k, v) in m.iter_mut() {
                    if k == "spark.properties" && v.is_string() {
                        *v = Value::String(String::new());
                        *blanked += 1;
                    } else {
                        blank_properties(v, blanked);
                    }
                }
            }
            Value::Array(a) => a.iter_mut().for_each(|v| blank_properties(v, blanked)),
            _ => {}
        }
    }
    let steps = oracle_examples();
    let (mut cases, mut blanked) = (0, 0);
    for version in [SparkVersion::V3_5_5, SparkVersion::NEWEST] {
        for name in case_names() {
            let (case, _) = load_case(&name, version);
            let sub = case.submission(&steps, TemplateReader::BUILT_IN);
            let all = builder_core::render(&sub, &mut DeterministicIds::default());
            let pods = builder_core::render_pods(&sub, &mut DeterministicIds::default());
            let mut all = Value::Object(builder_core::rendered_json(&all));
            blank_properties(&mut all, &mut blanked);
            let pods = Value::Object(builder_core::rendered_json(&pods));
            assert_eq!(pods, all, "{name} @ {version}");
            cases += 1;
        }
    }
    assert!(cases > 300, "{cases}");
    assert!(blanked > cases, "{blanked} texts in {cases} renders");
}
