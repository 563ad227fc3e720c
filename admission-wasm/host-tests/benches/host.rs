#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]
//! `cargo bench --manifest-path admission-wasm/host-tests/Cargo.toml`: the policy module in a
//! wapc + wasmtime host (policy-server's model). Prints module size (raw, gzip -9), compile
//! time, instantiate + first call, and validate latency percentiles, fresh instance per request
//! (what policy-server does) and on one warm instance.

#[path = "../tests/support/mod.rs"]
mod support;

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use support::{policy, wasm_path, workspace};

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn report(name: &str, mut samples: Vec<Duration>) {
    samples.sort();
    println!(
        "{name:<44} n={:<5} p50={:>8.1?} p90={:>8.1?} p99={:>8.1?} max={:>8.1?}",
        samples.len(),
        percentile(&samples, 0.50),
        percentile(&samples, 0.90),
        percentile(&samples, 0.99),
        samples[samples.len() - 1]
    );
}

fn main() {
    let path = wasm_path();
    let bytes = std::fs::read(&path).unwrap();
    let gz = std::process::Command::new("gzip")
        .args(["-9c"])
        .arg(&path)
        .output()
        .map(|o| o.stdout.len())
        .unwrap_or(0);
    println!("module: {} bytes raw, {} bytes gzip -9", bytes.len(), gz);

    let t = Instant::now();
    let p = policy();
    println!(
        "engine + compile (Cranelift) + pre-instantiate: {:.1?}",
        t.elapsed()
    );

    let doc: Value = serde_json::from_slice(
        &std::fs::read(workspace().join("tests/fixtures/oracle/goldens-4.3.0/defaults.json"))
            .unwrap(),
    )
    .unwrap();
    let settings: Value = serde_json::from_slice(
        &std::fs::read(workspace().join("admission-wasm/examples/settings.json")).unwrap(),
    )
    .unwrap();
    let request = |pod: &Value| {
        serde_json::to_vec(&json!({"settings": settings, "request": {
            "uid": "b", "kind": {"group": "", "version": "v1", "kind": "Pod"},
            "namespace": "spark-jobs", "operation": "CREATE", "object": pod}}))
        .unwrap()
    };
    let executor = request(&doc["executor"]["pod"]);
    let driver = request(&doc["driver"]["submitted"]["pod"]);
    let mut other_pod = doc["executor"]["pod"].clone();
    other_pod["metadata"]["labels"] = json!({"app": "web"});
    let other = request(&other_pod);

    let t = Instant::now();
    let host = p.host();
    let out = host.call("validate", &executor).unwrap();
    println!(
        "instantiate + wapc_init + first validate: {:.1?}",
        t.elapsed()
    );
    let r: Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(r["accepted"], true, "{r}");
    assert!(r["mutated_object"].is_object());

    for _ in 0..50 {
        p.call("validate", &executor).unwrap();
    }
    let n = 2000;
    for (name, payload) in [
        ("validate executor CREATE (mutate+validate)", &executor),
        ("validate driver CREATE (mutate+validate)", &driver),
        ("validate non-Spark pod (accept)", &other),
    ] {
        let fresh: Vec<Duration> = (0..n)
            .map(|_| {
                let t = Instant::now();
                p.call("validate", payload).unwrap();
                t.elapsed()
            })
            .collect();
        report(&format!("{name}, fresh instance"), fresh);
        let warm: Vec<Duration> = (0..n)
            .map(|_| {
                let t = Instant::now();
                host.call("validate", payload).unwrap();
                t.elapsed()
            })
            .collect();
        report(&format!("{name}, warm instance"), warm);
    }
    let settings_bytes = serde_json::to_vec(&settings).unwrap();
    let s: Vec<Duration> = (0..200)
        .map(|_| {
            let t = Instant::now();
            host.call("validate_settings", &settings_bytes).unwrap();
            t.elapsed()
        })
        .collect();
    report("validate_settings (example settings), warm", s);
    let _ = p.engine.clone();
}
