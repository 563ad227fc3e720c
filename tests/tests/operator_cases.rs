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

use builder_core::operator::kubeflow;

#[test]
fn the_generated_operator_cases_are_current() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    let submit = root.join("oracle/submit");
    let mut checked = 0;
    let fixtures = ["operator/kubeflow", "operator/kubeflow-examples"]
        .iter()
        .flat_map(|dir| std::fs::read_dir(root.join(dir)).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"));
    for path in fixtures {
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        let example = path.to_string_lossy().contains("kubeflow-examples");
        let name = &if example {
            format!("example-{stem}")
        } else {
            stem.to_string()
        };
        let text = std::fs::read_to_string(&path).unwrap();
        let sub = kubeflow::submit(
            &kubeflow::read(&text).unwrap(),
            &kubeflow::Options::default(),
        )
        .unwrap();
        let (dir, _) = sub.submit.files[0]
            .0
            .rsplit_once('/')
            .expect("template files in a directory");
        let relative = format!("kubeflow/{name}");
        let stale = || {
            format!(
                "fixtures/oracle/submit/kubeflow-{name}.sh is stale: run scripts/regen-operator-cases.sh, then regenerate its goldens"
            )
        };
        let case = std::fs::read_to_string(submit.join(format!("kubeflow-{name}.sh"))).unwrap();
        let line = case
            .lines()
            .find(|l| !l.starts_with('#'))
            .unwrap_or_default();
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
        checked >= 15,
        "the operator fixtures and examples are there ({checked})"
    );
}
