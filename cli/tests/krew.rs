//! `kubectl sparkpods`: the krew manifest a release writes (krew/sparkpods.yaml through
//! scripts/krew-manifest.py) for an archive of the built binary, held to the rules krew
//! validates a plugin manifest by (its `internal/index/validation`), and the archive's binary
//! run the way krew installs it (linked as `kubectl-sparkpods`).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

use std::path::Path;
use std::process::Command;

use serde_yaml::Value;

const TARGET: &str = "x86_64-unknown-linux-gnu";

/// What krew's `ValidatePlugin` refuses in the manifest of plugin `name`.
fn krew_problems(name: &str, p: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    if text(&p["apiVersion"]) != "krew.googlecontainertools.github.com/v1alpha2" {
        out.push("apiVersion".into());
    }
    if text(&p["kind"]) != "Plugin" {
        out.push("kind".into());
    }
    let safe = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        && !["CON", "PRN", "AUX", "NUL"]
            .iter()
            .any(|f| f.eq_ignore_ascii_case(name));
    if !safe || text(&p["metadata"]["name"]) != name {
        out.push("name".into());
    }
    let short = text(&p["spec"]["shortDescription"]);
    if short.is_empty() || short.contains(['\r', '\n']) {
        out.push("shortDescription".into());
    }
    // krew's semver: a leading v, then major.minor.patch.
    let version = text(&p["spec"]["version"]);
    let semver = version.strip_prefix('v').is_some_and(|v| {
        let core = v.split(['-', '+']).next().unwrap_or_default();
        core.split('.').count() == 3
            && core
                .split('.')
                .all(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
    });
    if !semver {
        out.push(format!("version {version}"));
    }
    let platforms = p["spec"]["platforms"]
        .as_sequence()
        .cloned()
        .unwrap_or_default();
    if platforms.is_empty() {
        out.push("platforms".into());
    }
    for pl in &platforms {
        let sha = text(&pl["sha256"]);
        if text(&pl["uri"]).is_empty()
            || sha.len() != 64
            || !sha
                .chars()
                .all(|c| c.is_ascii_digit() || ('a'..='f').contains(&c))
            || text(&pl["bin"]).is_empty()
        {
            out.push(format!("platform {pl:?}"));
        }
        if let Some(files) = pl.get("files") {
            let files = files.as_sequence().cloned().unwrap_or_default();
            if files.is_empty()
                || files
                    .iter()
                    .any(|f| text(&f["from"]).is_empty() || text(&f["to"]).is_empty())
            {
                out.push("files".into());
            }
        }
        let labels = pl["selector"]["matchLabels"]
            .as_mapping()
            .cloned()
            .unwrap_or_default();
        if labels.is_empty()
            || labels
                .keys()
                .any(|k| !matches!(k.as_str(), Some("os" | "arch")))
        {
            out.push("selector".into());
        }
    }
    out
}

#[test]
fn the_release_manifest_is_one_krew_accepts_and_its_binary_is_the_plugin() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let version = format!("v{}", env!("CARGO_PKG_VERSION"));
    let work = tempfile::tempdir().unwrap();
    let stage = work.path().join("stage");
    let dist = work.path().join("dist");
    std::fs::create_dir_all(&stage).unwrap();
    std::fs::create_dir_all(&dist).unwrap();
    std::fs::copy(env!("CARGO_BIN_EXE_sparkpods"), stage.join("sparkpods")).unwrap();
    std::fs::copy(root.join("LICENSE"), stage.join("LICENSE")).unwrap();
    let archive = dist.join(format!("sparkpods-{version}-{TARGET}.tar.gz"));
    let tar = Command::new("tar")
        .args(["-czf"])
        .arg(&archive)
        .args(["-C"])
        .arg(&stage)
        .args(["sparkpods", "LICENSE"])
        .status()
        .unwrap();
    assert!(tar.success());
    let out = Command::new("python3")
        .arg(root.join("scripts/krew-manifest.py"))
        .arg(&version)
        .arg(&dist)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let manifest: Value = serde_yaml::from_slice(&out.stdout).unwrap();
    assert_eq!(krew_problems("sparkpods", &manifest), Vec::<String>::new());
    // Only the platform with an archive; its sum is the archive's.
    let platforms = manifest["spec"]["platforms"].as_sequence().unwrap();
    assert_eq!(platforms.len(), 1);
    let sum = Command::new("sha256sum").arg(&archive).output().unwrap();
    let sum = String::from_utf8_lossy(&sum.stdout);
    assert_eq!(
        platforms[0]["sha256"].as_str(),
        sum.split_whitespace().next()
    );
    // The checks catch what krew refuses.
    let mut broken = manifest.clone();
    broken["spec"]["version"] = Value::from("0.1.0");
    broken["spec"]["platforms"][0]["sha256"] = Value::from("ABC");
    assert_eq!(krew_problems("sparkpods", &broken).len(), 2);
    assert!(!krew_problems("other", &manifest).is_empty());

    // krew unpacks the archive and links `bin` as kubectl-sparkpods on the PATH.
    let installed = work.path().join("installed");
    std::fs::create_dir_all(&installed).unwrap();
    assert!(
        Command::new("tar")
            .arg("-xzf")
            .arg(&archive)
            .arg("-C")
            .arg(&installed)
            .status()
            .unwrap()
            .success()
    );
    let bin = work.path().join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    std::os::unix::fs::symlink(
        installed.join(platforms[0]["bin"].as_str().unwrap()),
        bin.join("kubectl-sparkpods"),
    )
    .unwrap();
    let help = Command::new(bin.join("kubectl-sparkpods"))
        .arg("--help")
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&help.stdout).contains("Usage: kubectl sparkpods <COMMAND>"));
    let rules = Command::new(bin.join("kubectl-sparkpods"))
        .arg("rules")
        .output()
        .unwrap();
    assert!(rules.status.success());
    assert!(String::from_utf8_lossy(&rules.stdout).contains("unknown-key"));
}
