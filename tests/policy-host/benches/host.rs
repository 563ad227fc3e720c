#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]
//! `cargo bench --manifest-path tests/policy-host/Cargo.toml [-- --quick]`: the policy module
//! in policy-server's host model (tests/support: wasmtime `Config::new()` + epoch
//! interruption, precompiled module, a fresh instance per request) and, for reference, on one
//! warm instance. Prints a Markdown table for BENCHMARKS.md: module size (raw, gzip -9),
//! compile time, the first instance and call, and per-`validate` latency (mean, p50, p90, p99)
//! with requests per second on one core (calls made one after another on one thread).
//!
//! Scenarios are measured in interleaved rounds so that load from other jobs on the machine
//! spreads over all of them. `ADMISSION_WASM` picks the module (default: build it).

#[path = "../tests/support/mod.rs"]
mod support;

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use support::{
    app_payload, create_payload, defaults_pod, example_settings, kubeflow_app, policy, wasm_path,
};

/// Kubewarden's published mean for a Rust policy's `validate`.
const KUBEWARDEN_MEAN_US: f64 = 413.0;

struct Samples {
    name: &'static str,
    payload: Vec<u8>,
    fresh: bool,
    /// `false`: only a fresh instance is made (no call).
    call: bool,
    times: Vec<Duration>,
}

fn us(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let (rounds, per_round) = if quick { (4, 50) } else { (10, 300) };

    let path = wasm_path();
    let bytes = std::fs::read(&path).unwrap();
    let gz = std::process::Command::new("gzip")
        .args(["-9c"])
        .arg(&path)
        .output()
        .map(|o| o.stdout.len())
        .unwrap_or(0);

    let t = Instant::now();
    let p = policy();
    let compile = t.elapsed();

    let settings = example_settings();
    let executor = create_payload(&settings, &defaults_pod("executor"));
    let driver = create_payload(&settings, &defaults_pod("driver"));
    let mut web = defaults_pod("executor");
    web["metadata"]["labels"] = json!({"app": "web"});
    let other = create_payload(&settings, &web);
    let app = app_payload(&settings, "sparkoperator.k8s.io", &kubeflow_app("1g"));

    // The first instance and call of the process (cold caches, first page faults).
    let t = Instant::now();
    let out = p.call("validate", &executor).unwrap();
    let first = t.elapsed();
    let r: Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(r["accepted"], true, "{r}");
    assert!(r["mutated_object"].is_object());

    let scenario = |name, payload: &Vec<u8>, fresh, call| Samples {
        name,
        payload: payload.clone(),
        fresh,
        call,
        times: Vec::new(),
    };
    let mut all = vec![
        scenario(
            "executor CREATE, mutated + validated",
            &executor,
            true,
            true,
        ),
        scenario("driver CREATE, mutated + validated", &driver, true, true),
        scenario("non-Spark pod (accepted untouched)", &other, true, true),
        scenario(
            "kubeflow SparkApplication CREATE, rendered + pods mutated + validated",
            &app,
            true,
            true,
        ),
        scenario("fresh instance alone (no call)", &other, true, false),
        scenario("executor CREATE, warm instance", &executor, false, true),
        scenario("driver CREATE, warm instance", &driver, false, true),
    ];
    let warm = p.host().unwrap();
    for _ in 0..50 {
        warm.call("validate", &executor).unwrap();
        p.call("validate", &driver).unwrap();
    }
    for _ in 0..rounds {
        for s in &mut all {
            for _ in 0..per_round {
                let t = Instant::now();
                match (s.fresh, s.call) {
                    (true, true) => drop(p.call("validate", &s.payload).unwrap()),
                    (true, false) => drop(p.host().unwrap()),
                    (false, _) => drop(warm.call("validate", &s.payload).unwrap()),
                }
                s.times.push(t.elapsed());
            }
        }
    }

    println!("module: {} bytes raw, {} bytes gzip -9", bytes.len(), gz);
    println!("engine + Cranelift compile + pre-instantiate: {compile:.1?}");
    println!("first instance + wapc_init + first validate in the process: {first:.1?}");
    println!();
    println!(
        "| `validate` ({} calls each) | mean µs | p50 µs | p90 µs | p99 µs | req/s on one core | mean / Kubewarden's 413 µs |",
        rounds * per_round
    );
    println!("| --- | --- | --- | --- | --- | --- | --- |");
    for s in &mut all {
        s.times.sort();
        let n = s.times.len();
        let total: Duration = s.times.iter().sum();
        let mean = us(total) / n as f64;
        let at = |q: f64| us(s.times[((n - 1) as f64 * q).round() as usize]);
        println!(
            "| {} | {:.0} | {:.0} | {:.0} | {:.0} | {:.0} | {:.2} |",
            s.name,
            mean,
            at(0.50),
            at(0.90),
            at(0.99),
            n as f64 / total.as_secs_f64(),
            mean / KUBEWARDEN_MEAN_US
        );
    }
    let settings_bytes = serde_json::to_vec(&settings).unwrap();
    let mut s: Vec<Duration> = (0..200)
        .map(|_| {
            let t = Instant::now();
            warm.call("validate_settings", &settings_bytes).unwrap();
            t.elapsed()
        })
        .collect();
    s.sort();
    println!(
        "\n`validate_settings` (example settings, steps for 2 roles x 2 releases), warm: p50 {:.0} µs",
        us(s[s.len() / 2])
    );
}
