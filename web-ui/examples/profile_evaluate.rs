//! The playground's per-keystroke evaluation, natively, for profilers: the benchmark's 100-line
//! conf (tests/browser/bench.mjs) evaluated once per typed character.
//!
//! `cargo run --release -p web-ui --example profile_evaluate [ROUNDS]` prints the time per
//! evaluation; `valgrind --tool=callgrind target/release/examples/profile_evaluate 20` shows
//! where it goes (see BENCHMARKS.md).

use std::time::Instant;

use web_ui::preview::Doc;
use web_ui::session::{Inputs, evaluate};

/// The benchmark's conf: sizing, labels, annotations, env, secrets, volumes, selectors.
fn hundred_line_conf() -> String {
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
    lines.push("spark.kubernetes.executor.label.bench v".into());
    lines.join("\n")
}

fn main() {
    let rounds: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200);
    let mut inputs = Inputs {
        conf: hundred_line_conf(),
        ..Inputs::default()
    };
    for _ in 0..10 {
        evaluate(&inputs);
    }
    let t = Instant::now();
    for digit in (0..rounds).map(|k| char::from(b'0' + (k % 10) as u8)) {
        inputs.conf.push(digit);
        let preview = evaluate(&inputs);
        let lines = web_ui::yaml::documents(&preview.documents(Doc::Executor));
        // The field of each line (what highlighting and "explain" address), as the app does.
        let fields: Vec<_> = lines
            .iter()
            .map(|l| web_ui::explain::line_field(&preview, Doc::Executor, l.doc, &l.path))
            .collect();
        std::hint::black_box((&preview, &lines, &fields));
    }
    let per = t.elapsed().as_secs_f64() * 1000.0 / f64::from(rounds.max(1));
    println!("evaluation + executor YAML and line fields: {per:.3} ms per keystroke");
}
