#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]
//! policy-server's time limit: wasmtime epoch interruption, the epoch ticked by a thread,
//! `wapc_init` and every call given a deadline in ticks (`--policy-timeout`, 2 one-second
//! ticks by default). These tests show that the deadline really interrupts a guest that runs
//! past it (the host gets wasmtime-provider's timeout error instead of waiting), and that the
//! policy's requests, large ones included, finish well inside the production deadline.
//! Durations are printed, never asserted.

mod support;

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use support::{
    DEADLINE_EXCEEDED, Module, Policy, create_payload, example_settings, policy, wasm_path,
    workspace,
};
use wasmtime_provider::EpochDeadlines;

fn payload(pod: &Value) -> Vec<u8> {
    create_payload(&example_settings(), pod)
}

/// Every driver and executor pod of the goldens of both Spark releases.
fn golden_pods() -> Vec<(String, Value)> {
    let mut out = Vec::new();
    for version in ["3.5.5", "4.3.0"] {
        let dir = workspace().join(format!("tests/fixtures/oracle/goldens-{version}"));
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        files.sort();
        for f in files {
            let doc: Value = serde_json::from_slice(&std::fs::read(&f).unwrap()).unwrap();
            for (role, pod) in [
                ("driver", &doc["driver"]["submitted"]["pod"]),
                ("executor", &doc["executor"]["pod"]),
            ] {
                if pod.is_object() {
                    out.push((format!("{version}/{}.{role}", f.display()), pod.clone()));
                }
            }
        }
    }
    assert!(out.len() > 100);
    out
}

/// The golden executor with `n` more env vars of 64 characters.
fn executor_with_env(n: usize) -> Value {
    let doc: Value = serde_json::from_slice(
        &std::fs::read(workspace().join("tests/fixtures/oracle/goldens-4.3.0/defaults.json"))
            .unwrap(),
    )
    .unwrap();
    let mut pod = doc["executor"]["pod"].clone();
    let env = pod["spec"]["containers"][0]["env"].as_array_mut().unwrap();
    for i in 0..n {
        env.push(json!({"name": format!("VAR_{i}"), "value": "x".repeat(64)}));
    }
    pod
}

#[test]
fn requests_finish_within_the_production_deadline() {
    let host = policy();
    let mut slowest = (Duration::ZERO, String::new());
    let mut pods = golden_pods();
    pods.push(("10 000 env vars (~1 MB)".into(), executor_with_env(10_000)));
    for (name, pod) in &pods {
        let t = Instant::now();
        let out = host
            .call("validate", &payload(pod))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let elapsed = t.elapsed();
        let r: Value = serde_json::from_slice(&out).unwrap();
        assert!(r["accepted"].is_boolean(), "{name}: {r}");
        if elapsed > slowest.0 {
            slowest = (elapsed, name.clone());
        }
    }
    eprintln!(
        "{} requests on fresh instances; slowest {:?} ({}), deadline 2 ticks of {:?}",
        pods.len(),
        slowest.0,
        slowest.1,
        support::PRODUCTION_TICK
    );
}

#[test]
fn a_request_past_the_deadline_is_interrupted() {
    // Its own engine, ticked every millisecond; `wapc_init` gets a second, calls 20 ms.
    let tick = Duration::from_millis(1);
    let host = Policy::load_with(
        &wasm_path(Module::Pods),
        wasmtime::Config::new(),
        tick,
        EpochDeadlines {
            wapc_init: 1000,
            wapc_func: 20,
        },
    );
    // ~25 MB of pod: reading, mutating and writing it back takes far longer than 20 ms (on the
    // production host it is accepted, see below).
    let huge = payload(&executor_with_env(300_000));
    let t = Instant::now();
    let err = host
        .call("validate", &huge)
        .expect_err("the call must be interrupted");
    let interrupted_after = t.elapsed();
    assert!(err.to_string().contains(DEADLINE_EXCEEDED), "{err}");
    // The next request gets a fresh instance and is answered.
    let r: Value = serde_json::from_slice(
        &host
            .call("validate", &payload(&executor_with_env(0)))
            .unwrap(),
    )
    .unwrap();
    assert_eq!(r["accepted"], true, "{r}");
    // Without the tight deadline the same request completes.
    let production = policy();
    let t = Instant::now();
    let out = production.call("validate", &huge).unwrap();
    let full = t.elapsed();
    let r: Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(r["accepted"], true);
    // The interruption comes later than 20 ms: the epoch is checked in the guest's code, not
    // while the host copies the payload into the instance or runs a bulk memory instruction.
    eprintln!(
        "{} MB request: interrupted after {interrupted_after:?} with a 20 ms deadline; {full:?} on the production host",
        huge.len() / 1_000_000
    );
}

/// A kubeflow SparkApplication with `n` emptyDir volume keys in its sparkConf.
fn app_with_volumes(n: usize) -> Value {
    let mut app = support::kubeflow_app("1g");
    let conf: serde_json::Map<String, Value> = (0..n)
        .map(|i| {
            (
                format!("spark.kubernetes.executor.volumes.emptyDir.scratch-{i}.mount.path"),
                json!(format!("/scratch/{i}")),
            )
        })
        .collect();
    app["spec"]["sparkConf"] = Value::Object(conf);
    app
}

/// The worst case at admission is bounded: a SparkApplication as large as the API server accepts
/// (1.5 MB: 17 500 volume keys) is refused unrendered at once, naming `maxApplicationBytes`;
/// the largest one under the default bound is rendered and judged. Durations printed.
#[test]
fn a_spark_application_the_api_server_accepts_holds_the_worker_briefly() {
    let host = support::applications();
    let settings = example_settings();
    let time = |app: &Value| {
        let payload = support::app_payload(&settings, "sparkoperator.k8s.io", app);
        let t = Instant::now();
        let out = host.call("validate", &payload).unwrap();
        (t.elapsed(), serde_json::from_slice::<Value>(&out).unwrap())
    };
    let huge = app_with_volumes(17_500);
    let huge_bytes = huge.to_string().len();
    assert!(huge_bytes > 1_400_000, "{huge_bytes}");
    let (refused_in, r) = time(&huge);
    assert_eq!(r["accepted"], false, "{r}");
    assert_eq!(r["code"], 413, "{r}");
    assert!(
        r["message"]
            .as_str()
            .unwrap()
            .contains("(maxApplicationBytes: 131072)"),
        "{r}"
    );
    // The largest under the bound: rendered and judged.
    let mut n = 1_000;
    while app_with_volumes(n + 50).to_string().len() <= 131_072 {
        n += 50;
    }
    let largest = app_with_volumes(n);
    let (judged_in, r) = time(&largest);
    assert!(r["accepted"].is_boolean(), "{r}");
    assert_ne!(r["code"], 413, "{r}");
    eprintln!(
        "SparkApplication of {huge_bytes} bytes refused in {refused_in:?}; the largest under the \
         bound ({} bytes, {n} volume keys) judged in {judged_in:?}",
        largest.to_string().len()
    );
}
