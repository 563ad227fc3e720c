//! The conformance cases made of operator submissions (`fixtures/oracle/submit/kubeflow-*.sh`,
//! written by `scripts/regen-operator-cases.sh`) are what the translation submits today: a
//! change to the translation that would make them stale fails here, so the goldens real Spark
//! made of them keep testing the current command lines.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

use std::path::Path;

use sparkpods_operators::kubeflow;

#[test]
fn the_generated_operator_cases_are_current() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    let mut checked = 0;
    // (fixture directory, where its cases go, the case name's prefix)
    let sources = [
        ("operator/kubeflow", "oracle/submit", ""),
        ("operator/kubeflow-examples", "oracle/submit", "example-"),
        ("realworld/kubeflow", "realworld/kubeflow-submitted", ""),
    ];
    let root = root.as_path();
    let fixtures = sources.iter().flat_map(|(dir, out, prefix)| {
        std::fs::read_dir(root.join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
            .map(move |p| (p, root.join(out), *prefix))
    });
    for (path, submit, prefix) in fixtures {
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        let name = &format!("{prefix}{stem}");
        let text = std::fs::read_to_string(&path).unwrap();
        let case_file = submit.join(format!("kubeflow-{name}.sh"));
        let submitted = kubeflow::read(&text)
            .ok()
            .and_then(|app| kubeflow::submit(&app, &kubeflow::Options::default()).ok());
        let Some(sub) = submitted else {
            // A resource the operator does not submit has no case (real users' files only).
            assert!(
                path.starts_with(root.join("realworld")) && !case_file.exists(),
                "{}: not submitted, yet {} exists",
                path.display(),
                case_file.display()
            );
            continue;
        };
        let (dir, _) = sub.submit.files[0]
            .0
            .rsplit_once('/')
            .expect("template files in a directory");
        let relative = format!("kubeflow/{name}");
        let stale = || {
            format!(
                "{} is stale: run scripts/regen-operator-cases.sh, then regenerate its goldens",
                case_file.display()
            )
        };
        let case = std::fs::read_to_string(&case_file).unwrap_or_else(|_| panic!("{}", stale()));
        // The command after the header comments (a quoted value may hold line breaks).
        let header = case
            .lines()
            .take_while(|l| l.starts_with('#'))
            .map(|l| l.len() + 1)
            .sum::<usize>();
        let line = case
            .get(header..)
            .unwrap_or_default()
            .trim_end_matches('\n');
        assert_eq!(
            line,
            sub.command_line()
                .replace(&format!("{dir}/"), &format!("{relative}/")),
            "{}",
            stale()
        );
        for (file, template) in &sub.submit.files {
            let base = file.rsplit('/').next().unwrap();
            let written = std::fs::read_to_string(submit.join(&relative).join(base)).unwrap();
            let written: serde_json::Value = serde_json::from_str(&written).unwrap();
            let now: serde_json::Value = serde_json::from_str(template).unwrap();
            assert_eq!(written, now, "{}", stale());
        }
        checked += 1;
    }
    assert!(
        checked >= 50,
        "the operator fixtures and examples are there ({checked})"
    );
}
