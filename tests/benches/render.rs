//! Render benchmark: time to build driver + executor (and the submitted manifest) for every
//! oracle case, per Spark version, as a markdown table for BENCHMARKS.md.
//!
//! Run: `cargo bench -p sparkpods-tests --bench render` (add `-- --quick` for fewer rounds).
//! Timings are printed, never asserted.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

/// The allocator the `sparkpods` binary uses (the system allocator's figures come from
/// `builder-core/examples/profile_render.rs`, see BENCHMARKS.md).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::path::Path;
use std::time::{Duration, Instant};

use builder_core::SparkVersion;
use builder_core::features::user_steps::oracle_examples;
use builder_core::inputs::DeterministicIds;
use builder_core::output::rendered_json;
use sparkpods::case::{Case, CaseOptions, LoadFromDisk};

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let rounds = if quick { 200 } else { 2000 };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/oracle/cases");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".conf") && !n.starts_with("invalid-"))
                .map(|n| n.trim_end_matches(".conf").to_string())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    let steps = oracle_examples();
    println!(
        "| version | cases | render µs (median case) | render µs (slowest case) | render + JSON µs (median) |"
    );
    println!("|---|---|---|---|---|");
    for version in SparkVersion::ALL {
        let mut per_case: Vec<(String, f64, f64)> = Vec::new();
        for name in &names {
            let Ok(text) = std::fs::read_to_string(dir.join(format!("{name}.conf"))) else {
                continue;
            };
            let overrides = vec![("spark-version".to_string(), version.as_str().to_string())];
            let Ok(case) = Case::load(name, &text, &dir, CaseOptions::default(), &overrides) else {
                continue;
            };
            let sub = case.submission(&steps);
            let time = |with_json: bool| -> f64 {
                let start = Instant::now();
                for _ in 0..rounds {
                    let r = builder_core::render(&sub, &mut DeterministicIds::default());
                    if with_json {
                        std::hint::black_box(rendered_json(&r));
                    }
                    std::hint::black_box(r);
                }
                micros(start.elapsed()) / f64::from(rounds)
            };
            per_case.push((name.clone(), time(false), time(true)));
        }
        let mut render: Vec<f64> = per_case.iter().map(|c| c.1).collect();
        let mut json: Vec<f64> = per_case.iter().map(|c| c.2).collect();
        render.sort_by(f64::total_cmp);
        json.sort_by(f64::total_cmp);
        let slowest = per_case
            .iter()
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map(|c| c.0.clone())
            .unwrap_or_default();
        println!(
            "| {version} | {} | {:.1} | {:.1} ({slowest}) | {:.1} |",
            per_case.len(),
            median(&render),
            render.last().copied().unwrap_or(0.0),
            median(&json)
        );
    }
}

fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

fn median(v: &[f64]) -> f64 {
    v.get(v.len() / 2).copied().unwrap_or(0.0)
}
