#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]
//! One request shape in a loop, for `perf record` / `valgrind --tool=callgrind`:
//!
//! ```sh
//! cargo build --release --example profile --manifest-path tests/policy-host/Cargo.toml
//! PERFMAP=1 perf record -g target/host-tests/release/examples/profile executor fresh 20000
//! perf report   # guest functions are named when the module keeps its name section
//! ```
//!
//! `what`: `executor`, `driver`, `other` (a non-Spark pod), `application` (the bench's kubeflow
//! SparkApplication CREATE, in the spark-applications module) or `instantiate` (a fresh instance
//! and no call); `how`: `fresh` (an instance per call, as policy-server) or `warm`. `compile
//! PATH... n`: each module compiled and pre-instantiated `n` times, alternating (the bench's
//! compile figure, alone), median wall and CPU time (Cranelift compiles on every core, so the
//! wall time depends on the machine's load; the CPU time much less).

#[path = "../tests/support/mod.rs"]
mod support;

use std::time::{Duration, Instant};

use serde_json::json;
use support::{
    Module, PRODUCTION_DEADLINES, PRODUCTION_TICK, Policy, app_payload, create_payload,
    defaults_pod, example_settings, kubeflow_app, wasm_path,
};

/// The process' CPU time, all threads (Linux: `/proc/self/stat`, in clock ticks of 10 ms): what
/// compiling costs whatever else the machine runs.
fn cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after_name = stat.rsplit_once(')').map(|(_, rest)| rest).unwrap_or("");
    let ticks: u64 = after_name
        .split_whitespace()
        .skip(11)
        .take(2)
        .filter_map(|f| f.parse::<u64>().ok())
        .sum();
    Duration::from_millis(ticks * 10)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let what = args.get(1).map(String::as_str).unwrap_or("executor");
    let how = args.get(2).map(String::as_str).unwrap_or("fresh");
    let n: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(10_000);
    if what == "compile" {
        let (paths, n) = args.split_at(args.len() - 1);
        let n: usize = n[0].parse().unwrap();
        let mut times = vec![Vec::new(); paths.len() - 2];
        for _ in 0..n {
            for (i, path) in paths[2..].iter().enumerate() {
                let (t, cpu) = (Instant::now(), cpu_time());
                drop(Policy::load(std::path::Path::new(path)));
                times[i].push((t.elapsed(), cpu_time() - cpu));
            }
        }
        for (path, mut t) in paths[2..].iter().zip(times) {
            t.sort();
            let wall = t[t.len() / 2].0;
            t.sort_by_key(|(_, cpu)| *cpu);
            println!(
                "{path}: compile + pre-instantiate median {:.0} ms wall, {:.0} ms CPU (all threads)",
                wall.as_secs_f64() * 1e3,
                t[t.len() / 2].1.as_secs_f64() * 1e3
            );
        }
        return;
    }

    let mut config = wasmtime::Config::new();
    if std::env::var_os("PERFMAP").is_some() {
        config.profiler(wasmtime::ProfilingStrategy::PerfMap);
    }
    let module = if what == "application" {
        Module::Applications
    } else {
        Module::Pods
    };
    let p = Policy::load_with(
        &wasm_path(module),
        config,
        PRODUCTION_TICK,
        PRODUCTION_DEADLINES,
    );

    let mut pod = defaults_pod(if what == "driver" {
        "driver"
    } else {
        "executor"
    });
    if what == "other" {
        pod["metadata"]["labels"] = json!({"app": "web"});
    }
    let payload = if what == "application" {
        app_payload(
            &example_settings(),
            "sparkoperator.k8s.io",
            &kubeflow_app("1g"),
        )
    } else {
        create_payload(&example_settings(), &pod)
    };

    let warm = p.host().unwrap();
    let mut samples: Vec<Duration> = Vec::with_capacity(n);
    for _ in 0..n {
        let t = Instant::now();
        match (what, how) {
            ("instantiate", _) => drop(p.host().unwrap()),
            (_, "warm") => drop(warm.call("validate", &payload).unwrap()),
            _ => drop(p.call("validate", &payload).unwrap()),
        }
        samples.push(t.elapsed());
    }
    samples.sort();
    let at = |q: f64| samples[((samples.len() - 1) as f64 * q) as usize];
    println!(
        "{what} {how} n={n}: p50 {:.1?} p99 {:.1?}",
        at(0.5),
        at(0.99)
    );
}
