//! What the CLI's tests share: the built binary run from the oracle's cases, its JSON output,
//! the fixtures.
#![allow(dead_code, clippy::expect_used)] // each test binary uses its part; test code

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub fn cases() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/oracle/cases")
}

/// The binary with `args`, run from the oracle's cases directory.
pub fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sparkpods"))
        .args(args)
        .current_dir(cases())
        .output()
        .expect("runs")
}

pub fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).expect("stdout is JSON")
}

pub fn operator_fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/fixtures/operator/kubeflow")
        .join(name)
        .display()
        .to_string()
}

pub fn apache_fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/fixtures/operator/apache")
        .join(name)
        .display()
        .to_string()
}

pub fn cluster_fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/fixtures/cluster")
        .join(name)
        .display()
        .to_string()
}

/// The SparkApplication fixtures in `dirs` of `tests/fixtures/operator/`, sorted.
pub fn operator_fixtures(dirs: &[&str]) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/operator");
    let mut apps: Vec<PathBuf> = dirs
        .iter()
        .flat_map(|d| {
            std::fs::read_dir(root.join(d))
                .into_iter()
                .flatten()
                .flatten()
                .map(|e| e.path())
        })
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    apps.sort();
    apps
}
