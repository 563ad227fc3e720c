//! Profiling driver: what one keystroke of the playground's benchmark costs in Rust, natively
//! (for callgrind, whose instruction counts do not depend on the machine's load as the browser
//! benchmark's timings do): the evaluation of the 100-line conf of `tests/browser/bench.mjs`
//! with one label value changed, then the open tab's YAML lines and their fields, N times
//! (first argument, default 200). Yew's diff and the DOM are not in it.
//!
//! ```sh
//! cargo build --release -p web-ui --example profile_keystroke
//! valgrind --tool=callgrind target/release/examples/profile_keystroke 200
//! ```
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use web_ui::explain::line_field;
use web_ui::inputs::Inputs;
use web_ui::preview::Doc;
use web_ui::{session, yaml};

/// The benchmark's 100-line conf (`hundredLineConf` in tests/browser/bench.mjs), its last
/// line's value `value`.
fn hundred_line_conf(value: &str) -> String {
    let mut lines: Vec<String> = [
        "spark.app.name bench",
        "spark.kubernetes.container.image apache/spark:3.5.5",
        "spark.kubernetes.namespace spark-jobs",
        "spark.executor.instances 10",
        "spark.executor.memory 8g",
        "spark.executor.cores 4",
        "spark.driver.memory 4g",
    ]
    .map(String::from)
    .to_vec();
    let mut i = 0;
    while lines.len() < 99 {
        lines.push(match i % 6 {
            0 => format!("spark.kubernetes.executor.label.team-{i} data-{i}"),
            1 => format!("spark.kubernetes.driver.annotation.example.com/note-{i} value-{i}"),
            2 => format!("spark.executorEnv.VAR_{i} v{i}"),
            3 => format!("spark.kubernetes.executor.secrets.secret-{i} /etc/secrets/{i}"),
            4 => format!(
                "spark.kubernetes.executor.volumes.emptyDir.scratch-{i}.mount.path /scratch/{i}"
            ),
            _ => format!("spark.kubernetes.node.selector.zone-{i} z{i}"),
        });
        i += 1;
    }
    lines.push(format!("spark.kubernetes.executor.label.bench v{value}"));
    lines.join("\n")
}

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(200);
    let start = std::time::Instant::now();
    for i in 0..n {
        let inputs = Inputs {
            conf: hundred_line_conf(&i.to_string()),
            ..Inputs::default()
        };
        let preview = session::evaluate(&inputs);
        let lines = yaml::documents(&preview.documents(Doc::Executor));
        let fields: Vec<_> = lines
            .iter()
            .map(|l| line_field(&preview, Doc::Executor, l.doc, &l.path))
            .collect();
        std::hint::black_box((&preview, &lines, &fields));
    }
    println!(
        "{:.1} us a keystroke (evaluation, executor tab's lines and fields)",
        start.elapsed().as_secs_f64() * 1e6 / n as f64
    );
}
