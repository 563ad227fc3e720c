#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]
//! `validate` on the golden executor (Spark 4.3.0 `defaults`) with `examples/settings.json`,
//! natively, in a loop: the stable measure of the policy's own work (instruction counts do not
//! depend on the machine's load, timings do).
//!
//! ```sh
//! cargo build --release -p admission-wasm --example profile_validate
//! valgrind --tool=callgrind target/release/examples/profile_validate 1000   # minus a run of 10
//! ```

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(10_000);
    let settings: serde_json::Value = serde_json::from_str(include_str!("settings.json")).unwrap();
    let golden = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/fixtures/oracle/goldens-4.3.0/defaults.json"
    );
    let doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(golden).unwrap()).unwrap();
    let payload = serde_json::to_vec(&serde_json::json!({"settings": settings, "request": {
        "uid": "b", "kind": {"group": "", "version": "v1", "kind": "Pod"},
        "namespace": "spark-jobs", "operation": "CREATE", "object": doc["executor"]["pod"]}}))
    .unwrap();
    let t = std::time::Instant::now();
    for _ in 0..n {
        std::hint::black_box(admission_wasm::validate(std::hint::black_box(&payload)));
    }
    println!(
        "{n} validate calls: {:.1} µs each",
        t.elapsed().as_secs_f64() * 1e6 / n as f64
    );
}
