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
use support::{DEADLINE_EXCEEDED, Policy, create_payload, example_settings, policy, workspace};
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
