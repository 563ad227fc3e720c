//! Profiling driver: a conf's render and the document `sparkpods render` prints (pretty,
//! normalized), many times (for perf and callgrind; BENCHMARKS.md "Render").
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code
// The render bench's allocator (`tests/benches/render.rs`): profiles see what it times.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use builder_core::document::render_document_text;
use builder_core::{Case, CaseOptions, DeterministicIds, TemplateReader, UserSteps};

const CONF: &str = "spark.master k8s://https://kubernetes.default.svc:443
spark.app.name spark-pi
spark.kubernetes.container.image apache/spark:3.5.5
spark.kubernetes.namespace ns
spark.executor.memory 4g
spark.executor.instances 4
";

fn main() {
    let steps = UserSteps::new();
    let case = Case::parse("conf", CONF, None, CaseOptions::default(), &[]).unwrap();
    let n: u32 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(2000);
    // `render`: the render alone, for the ratio; `compact`: the document unindented (the bench's
    // first ratio, the npm package, the language server).
    let mode = std::env::args().nth(2);
    let render_only = mode.as_deref() == Some("render");
    let pretty = mode.as_deref() != Some("compact");
    let t = std::time::Instant::now();
    for _ in 0..n {
        let mut ids = DeterministicIds::default();
        if render_only {
            let sub = case.submission(&steps, TemplateReader::BUILT_IN);
            std::hint::black_box(builder_core::render(&sub, &mut ids));
        } else {
            let doc = render_document_text(&case, &steps, &mut ids, Some(None), pretty);
            std::hint::black_box(doc.unwrap());
        }
    }
    println!(
        "{:.1} us/{}",
        t.elapsed().as_secs_f64() * 1e6 / f64::from(n),
        if render_only {
            "render"
        } else {
            "render + document"
        }
    );
}
