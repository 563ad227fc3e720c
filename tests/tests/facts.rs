//! Facts written in more than one place, held to the one place that knows them.
//!
//! The supported releases are `SparkVersion::ALL` (builder-core's `release.rs`); prose that
//! states the range (READMEs, ARCHITECTURE, the CLI's help) must say what it says, so that
//! adding a release fails here until every statement of the range is updated. The crates that
//! go into wasm each carry the same `clippy.toml` (clippy reads only the nearest one). The
//! regeneration scripts reach nothing outside the repository.

use builder_core::SparkVersion;
use builder_core::supported_range;

/// Every file whose prose states the supported range (`docs/conf-keys.md` is generated from the
/// jars and states per-key ranges, which are not the supported range).
const STATING_THE_RANGE: &[&str] = &[
    "README.md",
    "ARCHITECTURE.md",
    "builder-core/README.md",
    "admission-wasm/README.md",
    "cli/src/main.rs",
];

fn workspace_file(path: &str) -> String {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// `(line, from, to)` for each `A to B` / `A–B` / `A-B` between two x.y.z versions.
fn version_ranges(text: &str) -> Vec<(usize, String, String)> {
    let is_version = |s: &str| {
        let parts: Vec<&str> = s.split('.').collect();
        parts.len() == 3
            && parts
                .iter()
                .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
    };
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let spaced = line.replace(['–', '-'], " to ");
        let words: Vec<&str> = spaced
            .split_whitespace()
            .map(|w| {
                if w == "to" {
                    w
                } else {
                    w.trim_matches(|c: char| !c.is_ascii_digit())
                }
            })
            .collect();
        for w in words.windows(3) {
            if let [a, "to", b] = w
                && is_version(a)
                && is_version(b)
            {
                out.push((n + 1, a.to_string(), b.to_string()));
            }
        }
    }
    out
}

/// A range between two releases of different major versions states the supported range.
fn states_supported_range(from: &str, to: &str) -> bool {
    from.parse::<SparkVersion>().is_ok() && from.split('.').next() != to.split('.').next()
}

#[test]
fn newest_and_oldest_are_the_ends_of_the_release_list() {
    assert_eq!(SparkVersion::ALL.first(), Some(&SparkVersion::OLDEST));
    assert_eq!(SparkVersion::ALL.last(), Some(&SparkVersion::NEWEST));
    assert!(
        SparkVersion::ALL
            .windows(2)
            .all(|w| matches!(w, [a, b] if a < b)),
        "oldest first"
    );
}

#[test]
fn every_statement_of_the_supported_range_is_the_release_list() {
    let expected = supported_range();
    let mut found = 0;
    let mut wrong = Vec::new();
    for path in STATING_THE_RANGE {
        for (line, from, to) in version_ranges(&workspace_file(path)) {
            if !states_supported_range(&from, &to) {
                continue;
            }
            found += 1;
            let stated = format!("{from}–{to}");
            if stated != expected {
                wrong.push(format!(
                    "{path}:{line}: states {stated}, the release list is {expected}"
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // README (4), ARCHITECTURE, builder-core's README, the policy's README, the CLI help: a
    // reader that found none would pass vacuously.
    assert!(found >= 8, "only {found} statements of the range found");
}

#[test]
fn the_range_reader_finds_both_spellings_and_skips_line_ranges() {
    let got = version_ranges(
        "every release from 3.3.0 to 4.3.0.\noutside 3.3.0–4.3.0 (`2.4.5`)\n3.3.0–3.3.4, 0.7.0 to 1.0.0\n",
    );
    assert!(
        got.contains(&(1, "3.3.0".into(), "4.3.0".into())),
        "{got:?}"
    );
    assert!(
        got.contains(&(2, "3.3.0".into(), "4.3.0".into())),
        "{got:?}"
    );
    assert!(
        got.contains(&(3, "3.3.0".into(), "3.3.4".into())),
        "{got:?}"
    );
    let stating: Vec<_> = got
        .iter()
        .filter(|(_, a, b)| states_supported_range(a, b))
        .collect();
    assert_eq!(stating.len(), 2, "{stating:?}");
}

/// The crates whose `clippy.toml` forbids std's sorts (one sort in the wasm): every crate under
/// `crates/` and these.
const WASM_CRATES: &[&str] = &["builder-core", "admission-wasm", "web-ui"];

#[test]
fn every_wasm_crate_carries_the_same_clippy_toml() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut dirs: Vec<String> = WASM_CRATES.iter().map(|d| d.to_string()).collect();
    for entry in std::fs::read_dir(root.join("crates"))
        .expect("crates/")
        .flatten()
    {
        dirs.push(format!("crates/{}", entry.file_name().to_string_lossy()));
    }
    let reference = workspace_file("builder-core/clippy.toml");
    assert!(reference.contains("disallowed-methods"), "{reference}");
    for dir in &dirs {
        let path = format!("{dir}/clippy.toml");
        assert!(
            root.join(&path).is_file(),
            "{path} is missing: copy builder-core/clippy.toml"
        );
        assert_eq!(
            workspace_file(&path),
            reference,
            "{path} differs from builder-core's"
        );
    }
}

/// The regeneration scripts, the real-Spark harness they run and the harnesses beside the
/// fixtures they write (Java, Python), whose paths must stay inside
/// the repository (anyone who clones it can regenerate every golden).
const REGENERATION: &[&str] = &["scripts", "tools/oracle", "builder-core/src", "crates"];

#[test]
fn regeneration_needs_nothing_outside_the_repository() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    let mut dirs: Vec<std::path::PathBuf> = REGENERATION.iter().map(|d| root.join(d)).collect();
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir)
            .expect("a regeneration directory")
            .flatten()
        {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path
                .extension()
                .is_some_and(|e| e == "sh" || e == "java" || e == "py")
            {
                files.push(path);
            }
        }
    }
    assert!(
        files.iter().any(|f| f.ends_with("tools/oracle/oracle.sh")),
        "the harness is tools/oracle/oracle.sh: {files:?}"
    );
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a script");
        for (n, line) in text.lines().enumerate() {
            for outside in ["../shared", "/work/"] {
                assert!(
                    !line.contains(outside),
                    "{}:{}: `{outside}` is outside the repository; regenerate through \
                     tools/oracle/oracle.sh: {line}",
                    file.display(),
                    n + 1
                );
            }
        }
    }
}
