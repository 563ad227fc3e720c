//! Profiling driver for many volumes: renders (and writes the JSON document of, as
//! `sparkpods render` does) a conf with N
//! executor emptyDir volumes, N from the first argument (default 20 000), for the Spark release
//! of the second argument (default: builder-core's default release), printing the time of each
//! of `ROUNDS` rounds (third argument, default 1; the first round is the cold one); a fourth
//! argument `render` leaves the document out (for heap profiles of the render alone).
//! `perf record -g target/release/examples/profile_volumes 20000 3.5.5`.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code
use std::time::Instant;

// The render bench's allocator (`tests/benches/render.rs`): profiles see what it times.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use builder_core::document::render_document_text;
use builder_core::{Case, CaseOptions, DeterministicIds, TemplateReader, UserSteps, render};

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(20_000);
    let version = args.next();
    let rounds: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let json = args.next().is_none_or(|a| a != "render");
    let mut text = String::from("spark.app.name=big\nspark.kubernetes.container.image=img\n");
    for i in 0..n {
        text.push_str(&format!(
            "spark.kubernetes.executor.volumes.emptyDir.v{i}.mount.path=/mnt/v{i}\n"
        ));
    }
    let overrides: Vec<(String, String)> = version
        .iter()
        .map(|v| ("spark-version".to_string(), v.clone()))
        .collect();
    let case = Case::parse("big", &text, None, CaseOptions::default(), &overrides).unwrap();
    let steps = UserSteps::new();
    let sub = case.submission(&steps, TemplateReader::BUILT_IN);
    for _ in 0..rounds {
        let t = Instant::now();
        if json {
            let doc =
                render_document_text(&case, &steps, &mut DeterministicIds::default(), None, false);
            std::hint::black_box(doc.unwrap());
            println!("{n} volumes: render + document {:?}", t.elapsed());
        } else {
            std::hint::black_box(render(&sub, &mut DeterministicIds::default()));
            println!("{n} volumes: render {:?}", t.elapsed());
        }
    }
}
