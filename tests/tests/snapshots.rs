//! Snapshots of the pods sparkpods renders for the examples in `examples/`, on each release
//! line's newest patch: a reviewer sees any change to a pod as a diff of these files.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

use std::path::Path;

use builder_core::DeterministicIds;
use builder_core::SparkVersion;
use builder_core::UserSteps;
use sparkpods::case::{Case, CaseOptions, LoadFromDisk};
use sparkpods::render_document;

fn render_example(name: &str, version: SparkVersion) -> serde_json::Value {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
    let text = std::fs::read_to_string(dir.join(format!("{name}.conf"))).expect("example");
    let overrides = vec![("spark-version".to_string(), version.as_str().to_string())];
    let case = Case::load(name, &text, &dir, CaseOptions::default(), &overrides).expect("loads");
    let (doc, rendered) = render_document(
        &case,
        &UserSteps::new(),
        &mut DeterministicIds::default(),
        Some(None),
    )
    .unwrap();
    assert!(rendered.error.is_none(), "{name}: {:?}", rendered.error);
    serde_json::json!({
        "driverPod": doc["driver"]["pod"],
        "driverResources": doc["driver"]["resources"],
        "executorPod": doc["executor"]["pod"],
        "executorResources": doc["executor"]["resources"],
    })
}

#[test]
fn example_pods() {
    for name in ["spark-pi", "pyspark", "gpu", "pvc-local-dirs"] {
        for version in SparkVersion::lines().map(|line| line.newest()) {
            insta::assert_yaml_snapshot!(
                format!("{name}@{version}"),
                render_example(name, version)
            );
        }
    }
}
