//! How long an editor waits for diagnostics: `didChange` → `publishDiagnostics` on a typical
//! conf (`examples/spark-pi.conf`), next to a plain `sparkpods check` of the same file (a
//! process: start, read, render, check, print). Measured, never asserted (BENCHMARKS.md):
//! `cargo test --release -p sparkpods --test lsp_latency -- --ignored --nocapture`.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

#[path = "lsp/client.rs"]
#[allow(dead_code)] // the client's requests this measurement does not send
mod client;

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use client::{Client, uri, workspace};
use serde_json::json;

const ROUNDS: usize = 200;
const CHECKS: usize = 30;

fn percentile(sorted: &[Duration], p: usize) -> f64 {
    let i = (sorted.len() * p / 100).min(sorted.len() - 1);
    sorted[i].as_secs_f64() * 1000.0
}

#[test]
#[ignore = "a measurement: run with --ignored --nocapture (release build) for BENCHMARKS.md"]
fn did_change_to_diagnostics_against_a_plain_check() {
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/spark-pi.conf");
    let text = std::fs::read_to_string(&example).unwrap();
    let dir = workspace("latency");
    let conf = dir.join("spark-pi.conf");
    std::fs::write(&conf, &text).unwrap();
    let conf_uri = uri(&conf);
    // The line and column of the executor memory's value, edited back and forth.
    let (line, row) = text
        .lines()
        .enumerate()
        .find(|(_, l)| l.starts_with("spark.executor.memory"))
        .unwrap();
    let column = u32::try_from(row.len() - 2).unwrap();
    let line = u32::try_from(line).unwrap();

    let mut c = Client::start(&dir, json!({}));
    c.open(&conf_uri, &text);
    c.diagnostics(&conf_uri);
    let mut waits = Vec::with_capacity(ROUNDS);
    for round in 0..ROUNDS {
        let value = if round % 2 == 0 { "9g" } else { "8g" };
        let started = Instant::now();
        c.change(
            &conf_uri,
            i32::try_from(round + 2).unwrap(),
            ((line, column), (line, column + 2)),
            value,
        );
        c.diagnostics(&conf_uri);
        waits.push(started.elapsed());
    }
    c.shut_down();

    let mut checks = Vec::with_capacity(CHECKS);
    for _ in 0..CHECKS {
        let started = Instant::now();
        let out = Command::new(env!("CARGO_BIN_EXE_sparkpods"))
            .args(["check", conf.to_str().unwrap()])
            .output()
            .unwrap();
        checks.push(started.elapsed());
        assert!(out.status.success());
    }
    waits.sort();
    checks.sort();
    let (wait, check) = (percentile(&waits, 50), percentile(&checks, 50));
    println!(
        "didChange → publishDiagnostics: median {wait:.2} ms, p95 {:.2} ms ({ROUNDS} edits)",
        percentile(&waits, 95)
    );
    println!(
        "sparkpods check (a process): median {check:.2} ms, p95 {:.2} ms ({CHECKS} runs)",
        percentile(&checks, 95)
    );
    println!("ratio (lsp / check): {:.2}", wait / check);
}
