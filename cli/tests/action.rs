//! The GitHub Action (`action.yml`) and the pre-commit hook (`.pre-commit-hooks.yaml`) as CI
//! runs them: the action's steps run with a stand-in GitHub environment (its output file, job
//! summary and PATH), the hook's entry run as pre-commit runs it, on the files it matches.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A directory whose only entry is the built binary, as `sparkpods`: the PATH a runner has
/// once the action installed it.
fn bin_dir() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(
        env!("CARGO_BIN_EXE_sparkpods"),
        dir.path().join("sparkpods"),
    )
    .unwrap();
    dir
}

fn path_with(dir: &Path) -> String {
    format!(
        "{}:{}",
        dir.display(),
        std::env::var("PATH").unwrap_or_default()
    )
}

#[test]
fn the_action_is_a_composite_of_its_scripts_and_the_sarif_upload() {
    let action: serde_yaml::Value =
        serde_yaml::from_str(&std::fs::read_to_string(repo_root().join("action.yml")).unwrap())
            .unwrap();
    assert_eq!(action["runs"]["using"], "composite");
    let steps = action["runs"]["steps"].as_sequence().unwrap();
    let check = steps
        .iter()
        .find(|s| s["id"] == "check")
        .expect("a step with id check");
    assert!(
        check["run"]
            .as_str()
            .unwrap()
            .contains("ci/action/check.sh")
    );
    let upload = steps
        .iter()
        .find(|s| {
            s["uses"]
                .as_str()
                .is_some_and(|u| u.starts_with("github/codeql-action/upload-sarif@"))
        })
        .expect("the SARIF upload");
    assert_eq!(
        upload["with"]["sarif_file"],
        "${{ steps.check.outputs.sarif-file }}"
    );
    // Every script a step runs is in the repository, and every input a step reads is declared.
    let inputs = action["inputs"].as_mapping().unwrap();
    for step in steps {
        if let Some(run) = step["run"].as_str()
            && let Some(script) = run
                .split('"')
                .find(|w| w.starts_with("$GITHUB_ACTION_PATH/"))
        {
            let path = script.trim_start_matches("$GITHUB_ACTION_PATH/");
            assert!(repo_root().join(path).is_file(), "{path}");
        }
        for value in step["env"]
            .as_mapping()
            .into_iter()
            .flat_map(|m| m.values())
        {
            let v = value.as_str().unwrap();
            if let Some(name) = v
                .strip_prefix("${{ inputs.")
                .and_then(|n| n.strip_suffix(" }}"))
            {
                assert!(inputs.contains_key(name), "undeclared input {name}");
            }
        }
    }
}

#[test]
fn the_actions_steps_annotate_write_sarif_and_report_the_exit_status() {
    let bin = bin_dir();
    let work = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(work.path().join("jobs")).unwrap();
    std::fs::write(
        work.path().join("jobs/etl.conf"),
        "spark.app.name=etl\nspark.kubernetes.container.image=apache/spark:3.5.5\nspark.executor.memroy=4g\n",
    )
    .unwrap();
    let output = work.path().join("github-output");
    let summary = work.path().join("step-summary");
    let github_path = work.path().join("github-path");
    let step = |script: &str| {
        Command::new("bash")
            .arg(repo_root().join("ci/action").join(script))
            .current_dir(work.path())
            .env("PATH", path_with(bin.path()))
            .env("GITHUB_ACTION_PATH", repo_root())
            .env("GITHUB_OUTPUT", &output)
            .env("GITHUB_STEP_SUMMARY", &summary)
            .env("GITHUB_PATH", &github_path)
            .env("SPARKPODS_PATHS", ".")
            .env("SPARKPODS_FAIL_ON", "warning")
            .env("SPARKPODS_SARIF", "results.sarif")
            .env("SPARKPODS_ARGS", "--spark-version 3.5.5")
            .output()
            .unwrap()
    };
    // sparkpods is on the PATH already: the install step uses it.
    let install = step("install.sh");
    assert!(install.status.success());
    assert!(String::from_utf8_lossy(&install.stdout).starts_with("sparkpods: using "));
    let check = step("check.sh");
    assert!(
        check.status.success(),
        "the step passes; the last one fails the job"
    );
    let stdout = String::from_utf8_lossy(&check.stdout);
    assert!(
        stdout.starts_with(
            "::warning file=./jobs/etl.conf,line=3,col=1,title=sparkpods unknown-key::"
        ),
        "{stdout}"
    );
    let outputs = std::fs::read_to_string(&output).unwrap();
    assert_eq!(outputs, "sarif-file=results.sarif\nexit-code=1\n");
    let sarif: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(work.path().join("results.sarif")).unwrap())
            .unwrap();
    assert_eq!(sarif["runs"][0]["results"][0]["ruleId"], "unknown-key");
    let summary = std::fs::read_to_string(&summary).unwrap();
    assert!(
        summary.contains("jobs/etl.conf:3:1: warning[unknown-key]"),
        "{summary}"
    );
}

/// The hook run by pre-commit itself (`scripts/setup.sh` installs it from PyPI), in a scratch
/// repository: `pre-commit try-repo` takes this repository's working tree as the hook's.
#[test]
fn pre_commit_runs_the_hook_on_the_files_it_matches() {
    let bin = bin_dir();
    let work = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let git = |args: &[&str]| {
        let out = Command::new("git")
            .args(args)
            .current_dir(work.path())
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "git {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    let pre_commit = || {
        Command::new("pre-commit")
            .args(["try-repo"])
            .arg(repo_root())
            .args(["sparkpods", "--all-files"])
            .current_dir(work.path())
            .env("PATH", path_with(bin.path()))
            .env("PRE_COMMIT_HOME", home.path())
            .output()
            .expect("pre-commit runs (scripts/setup.sh installs it: pip install pre-commit)")
    };
    git(&["init", "-q"]);
    std::fs::write(
        work.path().join("good.conf"),
        "spark.app.name=etl\nspark.kubernetes.container.image=i\n",
    )
    .unwrap();
    // Not a file the hook matches: never passed to it.
    std::fs::write(work.path().join("notes.txt"), "spark.executor.memory=4gx\n").unwrap();
    git(&["add", "-A"]);
    let out = pre_commit();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    std::fs::write(
        work.path().join("bad.conf"),
        "spark.app.name=etl\nspark.kubernetes.container.image=i\nspark.executor.memory=4gx\n",
    )
    .unwrap();
    git(&["add", "-A"]);
    let out = pre_commit();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains("sparkpods check....") && stdout.contains("Failed"),
        "{stdout}"
    );
    assert!(stdout.contains("bad.conf:3:1: error[spark]"), "{stdout}");
    assert!(!stdout.contains("notes.txt"), "{stdout}");
}
