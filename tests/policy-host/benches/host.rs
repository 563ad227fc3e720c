#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]
//! `cargo bench --manifest-path tests/policy-host/Cargo.toml [-- --quick]`: the policy's two
//! modules (spark-pods, spark-applications) in policy-server's host model (tests/support:
//! wasmtime `Config::new()` + epoch interruption, precompiled module, a fresh instance per
//! request) and, for reference, on one warm instance. With `ANCHOR_WASM` naming Kubewarden's
//! pod-privileged-policy 1.0.8 built to wasm32-wasip1 (BENCHMARKS.md says how), that module is
//! hosted and measured beside them in the same run, on the same pod requests. Prints Markdown
//! tables for BENCHMARKS.md: each module's size (raw, gzip -9), compile + pre-instantiate
//! (median of three, the modules alternating), the first instance and call, and per-`validate`
//! latency (mean, p50, p90, p99) with requests per second on one core (calls made one after
//! another on one thread).
//!
//! Scenarios are measured in interleaved rounds so that load from other jobs on the machine
//! spreads over all of them. `ADMISSION_WASM` and `ADMISSION_APPLICATIONS_WASM` pick the
//! modules (default: build both with scripts/build-policy.sh).

#[path = "../tests/support/mod.rs"]
mod support;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use support::{
    Module, Policy, anchor_path, app_payload, create_payload, defaults_pod, example_settings,
    kubeflow_app, wasm_path,
};

/// Kubewarden's published mean for a Rust policy's `validate`.
const KUBEWARDEN_MEAN_US: f64 = 413.0;

/// A module, loaded, with what loading it cost.
struct Hosted {
    name: &'static str,
    path: PathBuf,
    raw: usize,
    gzip: usize,
    compiles: Vec<Duration>,
    first: Duration,
    policy: Option<Policy>,
}

impl Hosted {
    fn new(name: &'static str, path: PathBuf) -> Hosted {
        let raw = std::fs::read(&path)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            .len();
        let gzip = std::process::Command::new("gzip")
            .args(["-9c"])
            .arg(&path)
            .output()
            .map(|o| o.stdout.len())
            .unwrap_or(0);
        Hosted {
            name,
            path,
            raw,
            gzip,
            compiles: Vec::new(),
            first: Duration::ZERO,
            policy: None,
        }
    }

    /// Engine + Cranelift compile + pre-instantiate, once more.
    fn load(&mut self) {
        self.policy = None;
        let t = Instant::now();
        let p = Policy::load(&self.path);
        self.compiles.push(t.elapsed());
        self.policy = Some(p);
    }

    fn policy(&self) -> &Policy {
        self.policy.as_ref().unwrap()
    }

    fn compile(&self) -> Duration {
        let mut c = self.compiles.clone();
        c.sort();
        c[c.len() / 2]
    }
}

struct Samples {
    module: usize,
    name: &'static str,
    payload: Vec<u8>,
    fresh: bool,
    /// `false`: only a fresh instance is made (no call).
    call: bool,
    times: Vec<Duration>,
}

impl Samples {
    fn mean_us(&self) -> f64 {
        us(self.times.iter().sum::<Duration>()) / self.times.len() as f64
    }
}

fn us(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let (rounds, per_round) = if quick { (4, 50) } else { (10, 300) };

    // 0: spark-pods, 1: spark-applications, 2: the anchor (when given).
    let mut modules = vec![
        Hosted::new("spark-pods", wasm_path(Module::Pods)),
        Hosted::new("spark-applications", wasm_path(Module::Applications)),
    ];
    if let Some(anchor) = anchor_path() {
        modules.push(Hosted::new("pod-privileged-policy 1.0.8", anchor));
    }
    for _ in 0..3 {
        for m in &mut modules {
            m.load();
        }
    }

    let settings = example_settings();
    let executor = create_payload(&settings, &defaults_pod("executor"));
    let driver = create_payload(&settings, &defaults_pod("driver"));
    let mut web = defaults_pod("executor");
    web["metadata"]["labels"] = json!({"app": "web"});
    let other = create_payload(&settings, &web);
    let app = app_payload(&settings, "sparkoperator.k8s.io", &kubeflow_app("1g"));

    // The first instance and call of each module (cold caches, first page faults).
    for (i, m) in modules.iter_mut().enumerate() {
        let payload = if i == 1 { &app } else { &executor };
        let t = Instant::now();
        let out = m.policy().call("validate", payload).unwrap();
        m.first = t.elapsed();
        let r: Value = serde_json::from_slice(&out).unwrap();
        assert_eq!(r["accepted"], true, "{}: {r}", m.name);
        if i == 0 {
            assert!(r["mutated_object"].is_object());
        }
    }

    let scenario = |module, name, payload: &Vec<u8>, fresh, call| Samples {
        module,
        name,
        payload: payload.clone(),
        fresh,
        call,
        times: Vec::new(),
    };
    let mut all = vec![
        scenario(
            0,
            "executor CREATE, mutated + validated",
            &executor,
            true,
            true,
        ),
        scenario(0, "driver CREATE, mutated + validated", &driver, true, true),
        scenario(0, "non-Spark pod (accepted untouched)", &other, true, true),
        scenario(0, "fresh instance alone (no call)", &other, true, false),
        scenario(0, "executor CREATE, warm instance", &executor, false, true),
        scenario(0, "driver CREATE, warm instance", &driver, false, true),
        scenario(
            1,
            "kubeflow SparkApplication CREATE, rendered + pods mutated + validated",
            &app,
            true,
            true,
        ),
    ];
    if modules.len() > 2 {
        all.extend([
            scenario(
                2,
                "executor CREATE (the same request)",
                &executor,
                true,
                true,
            ),
            scenario(2, "non-Spark pod", &other, true, true),
            scenario(2, "fresh instance alone (no call)", &other, true, false),
        ]);
    }
    let warm = modules[0].policy().host().unwrap();
    for _ in 0..50 {
        warm.call("validate", &executor).unwrap();
        modules[0].policy().call("validate", &driver).unwrap();
        modules[1].policy().call("validate", &app).unwrap();
    }
    for _ in 0..rounds {
        for s in &mut all {
            let p = modules[s.module].policy();
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

    println!(
        "| module | raw bytes | gzip -9 bytes | compile + pre-instantiate (median of 3) ms | first instance + first validate ms |"
    );
    println!("| --- | --- | --- | --- | --- |");
    for m in &modules {
        println!(
            "| {} | {} | {} | {:.0} | {:.2} |",
            m.name,
            m.raw,
            m.gzip,
            ms(m.compile()),
            ms(m.first)
        );
    }
    println!();
    println!(
        "| module: `validate` ({} calls each) | mean µs | p50 µs | p90 µs | p99 µs | req/s on one core | mean / Kubewarden's 413 µs |",
        rounds * per_round
    );
    println!("| --- | --- | --- | --- | --- | --- | --- |");
    for s in &mut all {
        s.times.sort();
        let n = s.times.len();
        let total: Duration = s.times.iter().sum();
        let mean = s.mean_us();
        let at = |q: f64| us(s.times[((n - 1) as f64 * q).round() as usize]);
        println!(
            "| {}: {} | {:.0} | {:.0} | {:.0} | {:.0} | {:.0} | {:.2} |",
            modules[s.module].name,
            s.name,
            mean,
            at(0.50),
            at(0.90),
            at(0.99),
            n as f64 / total.as_secs_f64(),
            mean / KUBEWARDEN_MEAN_US
        );
    }
    if modules.len() > 2 {
        let (ours, anchor) = (&modules[0], &modules[2]);
        let mean = |module: usize, name: &str| {
            all.iter()
                .find(|s| s.module == module && s.name.starts_with(name))
                .map(Samples::mean_us)
                .unwrap()
        };
        let first = |m: &Hosted| m.compile() + m.first;
        println!(
            "\nspark-pods / {}: size {:.2}x raw, {:.2}x gzip; compile + first call {:.2}x ({:.0} / {:.0} ms); executor CREATE mean {:.2}x; non-Spark pod mean {:.2}x; fresh instance alone {:.2}x",
            anchor.name,
            ours.raw as f64 / anchor.raw as f64,
            ours.gzip as f64 / anchor.gzip as f64,
            first(ours).as_secs_f64() / first(anchor).as_secs_f64(),
            ms(first(ours)),
            ms(first(anchor)),
            mean(0, "executor CREATE, mutated") / mean(2, "executor CREATE"),
            mean(0, "non-Spark") / mean(2, "non-Spark"),
            mean(0, "fresh instance alone") / mean(2, "fresh instance alone"),
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
