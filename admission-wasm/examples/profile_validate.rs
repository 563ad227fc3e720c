#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]
//! `validate` in a loop, natively: the stable measure of the policy's own work (instruction
//! counts do not depend on the machine's load, timings do). `what`: `executor` (default: the
//! golden executor of Spark 4.3.0 `defaults`), `driver`, or `application` (the kubeflow SparkPi
//! of the policy host's bench, `kubeflow_app("1g")`), each with `examples/settings.json`.
//!
//! ```sh
//! cargo build --release -p admission-wasm --example profile_validate
//! valgrind --tool=callgrind target/release/examples/profile_validate 1000 [what]   # minus a run of 10
//! ```

use serde_json::json;

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(10_000);
    let what = args.next().unwrap_or_else(|| "executor".into());
    let settings: serde_json::Value = serde_json::from_str(include_str!("settings.json")).unwrap();
    let golden = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/fixtures/oracle/goldens-4.3.0/defaults.json"
    );
    let doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(golden).unwrap()).unwrap();
    let request = match what.as_str() {
        "application" => json!({
        "uid": "b", "kind": {"group": "sparkoperator.k8s.io", "version": "v1", "kind": "SparkApplication"},
        "namespace": "spark-jobs", "operation": "CREATE", "object": {
            "apiVersion": "sparkoperator.k8s.io/v1beta2",
            "kind": "SparkApplication",
            "metadata": {"name": "pi", "namespace": "spark-jobs"},
            "spec": {
                "type": "Scala", "mode": "cluster", "sparkVersion": "3.5.5",
                "image": "apache/spark:3.5.5",
                "mainClass": "org.apache.spark.examples.SparkPi",
                "mainApplicationFile": "local:///opt/spark/examples/jars/spark-examples.jar",
                "driver": {"cores": 1, "memory": "512m", "serviceAccount": "spark"},
                "executor": {"cores": 1, "instances": 2, "memory": "1g"}
            }
        }}),
        "driver" => json!({
            "uid": "b", "kind": {"group": "", "version": "v1", "kind": "Pod"},
            "namespace": "spark-jobs", "operation": "CREATE", "object": doc["driver"]["submitted"]["pod"]}),
        _ => json!({
            "uid": "b", "kind": {"group": "", "version": "v1", "kind": "Pod"},
            "namespace": "spark-jobs", "operation": "CREATE", "object": doc["executor"]["pod"]}),
    };
    let payload = serde_json::to_vec(&json!({"settings": settings, "request": request})).unwrap();
    let t = std::time::Instant::now();
    for _ in 0..n {
        std::hint::black_box(admission_wasm::validate(std::hint::black_box(&payload)));
    }
    println!(
        "{n} validate calls ({what}): {:.1} µs each",
        t.elapsed().as_secs_f64() * 1e6 / n as f64
    );
}
