//! `sparkpods check` where checks run: whole repositories, standard input, every report format
//! (SARIF against its schema, JUnit parsed), exit statuses and `--fail-on`, the configuration
//! file and the suppressions in the files.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// A scratch repository: files written into it, `sparkpods` run in it.
struct Repo {
    dir: tempfile::TempDir,
}

const IMAGE: &str = "spark.kubernetes.container.image=apache/spark:3.5.5\n";

impl Repo {
    fn new(files: &[(&str, &str)]) -> Repo {
        let dir = tempfile::tempdir().unwrap();
        for (path, text) in files {
            let p = dir.path().join(path);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        }
        Repo { dir }
    }

    fn path(&self, p: &str) -> PathBuf {
        self.dir.path().join(p)
    }

    fn check(&self, args: &[&str]) -> Output {
        self.check_with_stdin(args, None)
    }

    fn check_with_stdin(&self, args: &[&str], stdin: Option<&str>) -> Output {
        let mut child = Command::new(env!("CARGO_BIN_EXE_sparkpods"))
            .arg("check")
            .args(args)
            .current_dir(self.dir.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut input = child.stdin.take().unwrap();
        input.write_all(stdin.unwrap_or("").as_bytes()).unwrap();
        drop(input);
        child.wait_with_output().unwrap()
    }
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn findings(o: &Output) -> Vec<serde_json::Value> {
    serde_json::from_slice::<serde_json::Value>(&o.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", stdout(o)))
        .as_array()
        .unwrap()
        .clone()
}

fn codes(o: &Output) -> Vec<String> {
    findings(o)
        .iter()
        .map(|f| {
            format!(
                "{}:{}:{}",
                f["file"].as_str().unwrap(),
                f["line"],
                f["code"].as_str().unwrap()
            )
        })
        .collect()
}

const KUBEFLOW: &str = "apiVersion: sparkoperator.k8s.io/v1beta2\nkind: SparkApplication\nmetadata:\n  name: etl\n  namespace: default\nspec:\n  type: Scala\n  mode: cluster\n  image: apache/spark:3.5.5\n  mainClass: org.apache.spark.examples.SparkPi\n  mainApplicationFile: local:///opt/spark/examples/jars/spark-examples.jar\n  sparkVersion: 3.5.5\n  sparkConf:\n    spark.executor.memroy: 4g\n  driver:\n    cores: 1\n    memory: 1g\n    serviceAccount: spark\n  executor:\n    instances: 1\n    cores: 1\n    memory: 1g\n";

/// A repository: a conf, a script running spark-submit among other commands, a Helm-rendered
/// stream with two SparkApplications, files that are not Spark's, and ignored ones.
fn repository() -> Repo {
    let two_apps = format!(
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n---\n{KUBEFLOW}---\n{}",
        KUBEFLOW.replace("name: etl", "name: etl2")
    );
    Repo::new(&[
        (
            "jobs/etl.conf",
            &format!("spark.app.name=etl\n{IMAGE}spark.executor.memroy=4g\n"),
        ),
        (
            "jobs/run.sh",
            "#!/bin/bash\nset -e\nspark-submit --master k8s://https://k:443 --deploy-mode cluster \\\n  --conf spark.kubernetes.container.image=apache/spark:3.5.5 \\\n  --conf spark.executor.memroy=4g local:///opt/app.py\necho done\n",
        ),
        ("deploy/apps.yaml", &two_apps),
        (
            "deploy/other.yaml",
            "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: x\n",
        ),
        ("nginx/nginx.conf", "worker_processes 1;\n"),
        ("build.sh", "cargo build\n"),
        ("README.md", "spark.executor.memroy=4g\n"),
        (".gitignore", "ignored/\n"),
        ("ignored/bad.conf", "spark.executor.memroy=4g\n"),
    ])
}

#[test]
fn a_repository_is_walked_and_what_is_spark_is_checked() {
    let repo = repository();
    let out = repo.check(&[".", "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let mut found = codes(&out);
    found.retain(|c| c.ends_with("unknown-key"));
    found.sort();
    assert_eq!(
        found,
        [
            // Both SparkApplications of the stream, each at its own line.
            "./deploy/apps.yaml:19:unknown-key",
            "./deploy/apps.yaml:42:unknown-key",
            "./jobs/etl.conf:3:unknown-key",
            // The script's spark-submit command, at the line of its --conf.
            "./jobs/run.sh:5:unknown-key",
        ]
    );
    // Three files are Spark's; the others are skipped without a word. (The SparkApplications'
    // other warnings: the operator's bundled Spark is not the image's.)
    assert!(
        stderr(&out).ends_with("0 error(s), 6 warning(s) in 3 files\n"),
        "{}",
        stderr(&out)
    );
    assert!(!stderr(&out).contains("note"), "{}", stderr(&out));
}

#[test]
fn standard_input_and_every_spelling_of_a_file_are_checked() {
    let repo = repository();
    let yaml = std::fs::read_to_string(repo.path("deploy/apps.yaml")).unwrap();
    let out = repo.check_with_stdin(&["-", "--format", "json"], Some(&yaml));
    assert_eq!(
        codes(&out)
            .iter()
            .filter(|c| c.ends_with("unknown-key"))
            .count(),
        2,
        "{}",
        stdout(&out)
    );
    // `check FILE`, `check --conf FILE`, `check --app FILE`: the same findings.
    let positional = repo.check(&["jobs/etl.conf", "--format", "json"]);
    let conf = repo.check(&["--conf", "jobs/etl.conf", "--format", "json"]);
    assert_eq!(codes(&positional), codes(&conf));
    let app = repo.check(&["--app", "deploy/apps.yaml", "--format", "json"]);
    assert_eq!(
        codes(&app),
        codes(&repo.check(&["deploy/apps.yaml", "--format", "json"]))
    );
    // A file named explicitly that holds nothing of Spark's is said so.
    let other = repo.check(&["deploy/other.yaml"]);
    assert_eq!(other.status.code(), Some(0));
    assert!(stderr(&other).contains("deploy/other.yaml holds nothing sparkpods checks"));
}

#[test]
fn exit_statuses_follow_the_failing_level() {
    let repo = Repo::new(&[
        (
            "warn.conf",
            &format!("spark.app.name=etl\n{IMAGE}spark.executor.memroy=4g\n"),
        ),
        (
            "error.conf",
            &format!("spark.app.name=etl\n{IMAGE}spark.executor.memory=4gx\n"),
        ),
        (
            "info.conf",
            &format!("spark.app.name=etl\n{IMAGE}spark.rapids.sql.enabled=true\n"),
        ),
    ]);
    let status = |args: &[&str]| repo.check(args).status.code();
    assert_eq!(status(&["warn.conf"]), Some(0));
    assert_eq!(status(&["warn.conf", "--fail-on", "warning"]), Some(1));
    assert_eq!(status(&["error.conf"]), Some(1));
    assert_eq!(status(&["error.conf", "--fail-on", "never"]), Some(0));
    assert_eq!(status(&["info.conf", "--fail-on", "warning"]), Some(0));
    assert_eq!(status(&["info.conf", "--fail-on", "info"]), Some(1));
    // Usage errors: 2; an input that cannot be read: 3.
    assert_eq!(status(&["warn.conf", "--fail-on", "loud"]), Some(2));
    assert_eq!(status(&["warn.conf", "--output", "yaml=x"]), Some(2));
    assert_eq!(status(&["missing.conf"]), Some(3));
    assert!(stderr(&repo.check(&["missing.conf"])).contains("cannot read missing.conf"));
}

#[test]
fn the_configuration_file_sets_levels_releases_and_what_a_walk_reads() {
    let repo = Repo::new(&[
        (
            ".sparkpods.toml",
            "spark-version = \"3.3.4\"\nfail-on = \"warning\"\nexclude = [\"vendor/**\"]\n\n[rules]\nunknown-key = \"error\"\nother-version = \"off\"\n",
        ),
        (
            "jobs/etl.conf",
            &format!(
                "spark.app.name=etl\n{IMAGE}spark.executor.memroy=4g\nspark.kubernetes.driver.service.ipFamilyPolicy=PreferDualStack\n"
            ),
        ),
        ("vendor/x.conf", "spark.executor.memroy=4g\n"),
    ]);
    // Found from a subdirectory, as linters find theirs.
    let out = Command::new(env!("CARGO_BIN_EXE_sparkpods"))
        .args(["check", ".", "--format", "json"])
        .current_dir(repo.path("jobs"))
        .output()
        .unwrap();
    let all = findings(&out);
    assert_eq!(all.len(), 1, "{all:?}");
    assert_eq!(all[0]["code"], "unknown-key");
    assert_eq!(all[0]["severity"], "error", "the configured level");
    assert_eq!(out.status.code(), Some(1));
    // 3.3.4 does not read ipFamilyPolicy, but other-version is off; vendor/ is excluded.
    let out = repo.check(&[".", "--format", "json"]);
    assert_eq!(codes(&out), ["./jobs/etl.conf:3:unknown-key"]);
    // A suppression of a rule the configuration turns off silences nothing, and says nothing.
    std::fs::write(
        repo.path("jobs/etl.conf"),
        format!("spark.app.name=etl\n{IMAGE}# sparkpods: disable-next-line=other-version\nspark.executor.memory=4g\n"),
    )
    .unwrap();
    assert_eq!(
        codes(&repo.check(&[".", "--format", "json"])),
        Vec::<String>::new()
    );
    // The command line wins; --no-config reads none.
    let out = repo.check(&[".", "--format", "json", "--no-config"]);
    assert!(codes(&out).iter().any(|c| c.starts_with("./vendor/")));
    // An unknown setting or rule: exit 2, the line, a did-you-mean.
    std::fs::write(
        repo.path(".sparkpods.toml"),
        "[rules]\nunknown-kee = \"off\"\n",
    )
    .unwrap();
    let out = repo.check(&["."]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains(
            ".sparkpods.toml:2: [rules]: `unknown-kee` is not a rule (did you mean `unknown-key`?)"
        ),
        "{}",
        stderr(&out)
    );
}

#[test]
fn suppressions_silence_their_rules_and_say_when_they_silence_nothing() {
    let template = "apiVersion: v1\nkind: Pod\nspec:\n  # sparkpods: disable-next-line=template-undeclared-field\n  nodeSelecter:\n    pool: spot\n";
    let repo = Repo::new(&[
        (
            "a.conf",
            &format!(
                "spark.app.name=etl\n{IMAGE}# sparkpods: disable-next-line=unknown-key\nspark.executor.memroy=4g\n# sparkpods: disable-next-line=unknown-key\nspark.executor.memory=4g\n# sparkpods: disable-next-line=unknwn-key\nspark.executor.coers=2\nspark.kubernetes.executor.podTemplateFile=tpl.yaml\n"
            ),
        ),
        (
            "b.conf",
            &format!(
                "# sparkpods: disable=unknown-key\nspark.app.name=etl\n{IMAGE}spark.a.b=1\nspark.c.d=2\n"
            ),
        ),
        ("tpl.yaml", template),
        (
            "app.yaml",
            &KUBEFLOW.replace(
                "    spark.executor.memroy: 4g\n",
                "    # sparkpods: disable-next-line=unknown-key\n    spark.executor.memroy: 4g\n",
            ),
        ),
        (
            "run.sh",
            "# sparkpods: disable-next-line=submit-line\nspark-submit --master k8s://https://k:443 --deploy-mode cluster --supervise --conf spark.kubernetes.container.image=i local:///opt/app.py\n",
        ),
    ]);
    let out = repo.check(&["a.conf", "b.conf", "app.yaml", "run.sh", "--format", "json"]);
    let mut found = codes(&out);
    // The kubeflow operator's bundled Spark is not the image's: not what this test is about.
    found.retain(|c| !c.ends_with("mixed-releases"));
    found.sort();
    assert_eq!(
        found,
        [
            // The suppression of line 6, where nothing is reported.
            "a.conf:5:unused-suppression",
            // A rule that does not exist, and what it meant to silence.
            "a.conf:7:bad-suppression",
            "a.conf:8:unknown-key",
        ],
        "{}",
        stdout(&out)
    );
    let bad = findings(&out)
        .into_iter()
        .find(|f| f["code"] == "bad-suppression")
        .unwrap();
    assert_eq!(bad["column"], 32);
    assert!(
        bad["hint"]
            .as_str()
            .unwrap()
            .starts_with("did you mean unknown-key?")
    );
}

#[test]
fn sarif_is_valid_and_locates_each_finding() {
    let repo = repository();
    let out = repo.check(&[
        ".",
        "--output",
        "sarif=results.sarif",
        "--output",
        "junit=results.xml",
    ]);
    assert_eq!(out.status.code(), Some(0));
    // The text report still goes to standard output.
    assert!(stdout(&out).contains("warning[unknown-key]"));
    let sarif: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(repo.path("results.sarif")).unwrap())
            .unwrap();
    let schema: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../tests/fixtures/sarif/sarif-schema-2.1.0.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let errors: Vec<String> = validator
        .iter_errors(&sarif)
        .map(|e| e.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:#?}");
    let run = &sarif["runs"][0];
    let rules = run["tool"]["driver"]["rules"].as_array().unwrap();
    assert_eq!(rules.len(), sparkpods::rules::all().count());
    let result = run["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| {
            r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "jobs/etl.conf"
        })
        .unwrap();
    assert_eq!(result["ruleId"], "unknown-key");
    assert_eq!(result["level"], "warning");
    let index = usize::try_from(result["ruleIndex"].as_u64().unwrap()).unwrap();
    assert_eq!(rules[index]["id"], "unknown-key");
    assert!(
        rules[index]["helpUri"]
            .as_str()
            .unwrap()
            .ends_with("/docs/rules.md#unknown-key")
    );
    let region = &result["locations"][0]["physicalLocation"]["region"];
    assert_eq!(
        (region["startLine"].as_u64(), region["startColumn"].as_u64()),
        (Some(3), Some(1))
    );

    // JUnit: a test case per file, a failure per finding at the failing level (none here: the
    // findings are warnings, which go to the case's output).
    let xml = std::fs::read_to_string(repo.path("results.xml")).unwrap();
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let cases: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("testcase"))
        .collect();
    assert_eq!(cases.len(), 3);
    assert_eq!(
        doc.descendants()
            .filter(|n| n.has_tag_name("failure"))
            .count(),
        0
    );
    let strict = repo.check(&[".", "--fail-on", "warning", "--format", "junit"]);
    let xml = stdout(&strict);
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let failures: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("failure"))
        .collect();
    // The four unknown keys, and the two SparkApplications' mixed releases.
    assert_eq!(failures.len(), 6);
    assert!(
        failures
            .iter()
            .any(|f| f.attribute("type") == Some("unknown-key"))
    );
    let suites = doc.root_element();
    assert_eq!(suites.attribute("tests"), Some("3"));
    assert_eq!(suites.attribute("failures"), Some("3"));
}

#[test]
fn a_pod_template_finding_is_located_at_the_template() {
    let repo = Repo::new(&[
        (
            "job.conf",
            &format!(
                "spark.app.name=etl\n{IMAGE}spark.kubernetes.executor.podTemplateFile=tpl.yaml\n"
            ),
        ),
        (
            "tpl.yaml",
            "apiVersion: v1\nkind: Pod\nspec:\n  nodeSelecter:\n    pool: spot\n",
        ),
    ]);
    let out = repo.check(&["job.conf", "--format", "sarif"]);
    let sarif: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let result = &sarif["runs"][0]["results"][0];
    assert_eq!(result["ruleId"], "template-undeclared-field");
    let at = &result["locations"][0]["physicalLocation"];
    assert_eq!(at["artifactLocation"]["uri"], "tpl.yaml");
    assert_eq!(at["region"]["startLine"], 4);
    let key = &result["relatedLocations"][0]["physicalLocation"];
    assert_eq!(
        (
            key["artifactLocation"]["uri"].as_str(),
            key["region"]["startLine"].as_u64()
        ),
        (Some("job.conf"), Some(3))
    );
}

#[test]
fn github_annotations_are_workflow_commands() {
    let repo = Repo::new(&[(
        "a,b.conf",
        &format!(
            "spark.app.name=etl\n{IMAGE}spark.executor.memory=4gx\nspark.rapids.sql.enabled=true\n"
        ),
    )]);
    let out = repo.check(&["a,b.conf", "--format", "github"]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(
        lines[0].starts_with("::error file=a%2Cb.conf,line=3,col=1,title=sparkpods spark::spark.executor.memory: Spark fails"),
        "{text}"
    );
    assert!(lines[0].contains("%0Ahint: "), "{text}");
    assert!(
        lines[1]
            .starts_with("::notice file=a%2Cb.conf,line=4,col=1,title=sparkpods other-product::"),
        "{text}"
    );
}
