//! The native side of `js/bench.mjs`: the same work as the package's `render` (conf text and
//! options in, the oracle document out), timed natively with the CLI's allocator, so that the
//! bench can give the WebAssembly's time as a ratio to native code in the same run.
//!
//! Reads `{"rounds": N, "cases": [{"name", "conf", "options"}]}` on stdin (options as the
//! package takes them, files as text) and prints `[{"name", "micros"}]`: each case's median
//! time per render. Run by `node js/bench.mjs`; timings are printed, never asserted.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // a bench

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::io::Read;
use std::time::Instant;

use serde_json::{Value, json};
use sparkpods_js::options::read;
use sparkpods_js::render::{Entropy, render};

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let input: Value = serde_json::from_str(&input).expect("JSON on stdin");
    let rounds = input["rounds"].as_u64().expect("rounds");
    let entropy = Entropy {
        now_millis: 0,
        seed: 1,
    };
    let mut out = Vec::new();
    for case in input["cases"].as_array().expect("cases") {
        let conf = case["conf"].as_str().expect("conf");
        let options = read(case["options"].clone(), |e| e.to_string()).expect("options");
        let mut times: Vec<f64> = (0..rounds)
            .map(|_| {
                let start = Instant::now();
                std::hint::black_box(render(conf, &options, entropy).expect("renders"));
                start.elapsed().as_secs_f64() * 1e6
            })
            .collect();
        sparkpods_sort::sort_by(&mut times, f64::total_cmp);
        out.push(json!({"name": case["name"], "micros": times[times.len() / 2]}));
    }
    println!("{}", Value::Array(out));
}
