//! Profiling driver for many volumes: renders (and writes the JSON members of) a conf with N
//! executor emptyDir volumes, N from the first argument (default 20 000), printing the time.
//! `perf record -g target/release/examples/profile_volumes 20000`.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code
use std::time::Instant;

use builder_core::{Case, CaseOptions, DeterministicIds, TemplateReader, UserSteps, render};

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20_000);
    let mut text = String::from("spark.app.name=big\nspark.kubernetes.container.image=img\n");
    for i in 0..n {
        text.push_str(&format!(
            "spark.kubernetes.executor.volumes.emptyDir.v{i}.mount.path=/mnt/v{i}\n"
        ));
    }
    let case = Case::parse("big", &text, None, CaseOptions::default(), &[]).unwrap();
    let steps = UserSteps::new();
    let sub = case.submission(&steps, TemplateReader::BUILT_IN);
    let t = Instant::now();
    let r = render(&sub, &mut DeterministicIds::default());
    let rendered = t.elapsed();
    let doc = builder_core::rendered_json(&r);
    let total = t.elapsed();
    std::hint::black_box(doc);
    println!("{n} volumes: render {rendered:?}, with the JSON members {total:?}");
}
