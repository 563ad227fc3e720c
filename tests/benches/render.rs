//! Render benchmark, as markdown tables for BENCHMARKS.md:
//! - time to build driver + executor (and the submitted manifest) for every oracle case, on
//!   each release line's newest patch (the number of releases must not change it), and with the
//!   document `sparkpods render` prints (written as text; and built as values, as before); and
//!   the render and the render + document timed alternately, one call of each per round (each
//!   then runs after the other, as in a process that does both, rather than after itself);
//! - time for confs of 1 000 to 20 000 volumes, labels or env vars, and the 20 000 / 2 000 ratio
//!   (10 for linear time, 100 for quadratic), beside the same ratio for copying what the run
//!   makes (the machine's floor: linear work that outgrows its caches);
//! - time from a SparkApplication's text to its pods (reading, the operator's defaults and
//!   command line, the render, its pod webhook) against rendering that command line as a conf.
//!
//! Run: `cargo bench -p sparkpods-tests --bench render` (add `-- --quick` for fewer rounds,
//! `-- --big` for the large confs only).
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

use builder_core::DeterministicIds;
use builder_core::IdSource;
use builder_core::SparkVersion;
use builder_core::TemplateReader;
use builder_core::oracle_examples;
use builder_core::rendered_json;
use sparkpods::case::{Case, CaseOptions, LoadFromDisk};
use sparkpods::render_document_text;
use sparkpods_tests::tree_path_document;

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let steps = oracle_examples();
    // `--big`: the large confs only.
    if std::env::args().any(|a| a == "--big") {
        big_confs(&steps, quick);
        return;
    }
    let rounds: u32 = if quick { 200 } else { 2000 };
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
    println!(
        "| version | cases | render µs (median case) | render µs (slowest case) | + document µs (median) | ratio | + document, indented (`sparkpods render`) | ratio | before: + document as values (median) | ratio | alternating: render µs | + document µs | ratio |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
    for version in SparkVersion::lines().map(|line| line.newest()) {
        let mut per_case: Vec<(String, [f64; 6])> = Vec::new();
        for name in &names {
            let Ok(text) = std::fs::read_to_string(dir.join(format!("{name}.conf"))) else {
                continue;
            };
            let overrides = vec![("spark-version".to_string(), version.as_str().to_string())];
            let Ok(case) = Case::load(name, &text, &dir, CaseOptions::default(), &overrides) else {
                continue;
            };
            let cwd = dir.to_str();
            let secret = DeterministicIds::default().auth_secret();
            // The render alone; the render and its document (normalized), compact (the npm
            // package, the language server) and indented (`sparkpods render`); the same
            // document as it was built before (values, not printed).
            let time = |what: usize| -> f64 {
                let start = Instant::now();
                for _ in 0..rounds {
                    let mut ids = DeterministicIds::default();
                    match what {
                        0 => {
                            let sub = case.submission(&steps, TemplateReader::BUILT_IN);
                            std::hint::black_box(builder_core::render(&sub, &mut ids));
                        }
                        1 | 2 => {
                            std::hint::black_box(
                                render_document_text(&case, &steps, &mut ids, Some(cwd), what == 2)
                                    .expect("writes"),
                            );
                        }
                        _ => {
                            let sub = case.submission(&steps, TemplateReader::BUILT_IN);
                            let r = builder_core::render(&sub, &mut ids);
                            std::hint::black_box(tree_path_document(&case, &r, cwd, &secret));
                        }
                    }
                }
                micros(start.elapsed()) / f64::from(rounds)
            };
            // The render and the render + document (compact) alternately: the caches and branch
            // predictors each finds are the other's, not its own from the round before.
            let alternating = || -> [f64; 2] {
                let mut spent = [Duration::ZERO; 2];
                for _ in 0..rounds {
                    let start = Instant::now();
                    let sub = case.submission(&steps, TemplateReader::BUILT_IN);
                    std::hint::black_box(builder_core::render(
                        &sub,
                        &mut DeterministicIds::default(),
                    ));
                    drop(sub);
                    let between = Instant::now();
                    std::hint::black_box(
                        render_document_text(
                            &case,
                            &steps,
                            &mut DeterministicIds::default(),
                            Some(cwd),
                            false,
                        )
                        .expect("writes"),
                    );
                    spent[0] += between - start;
                    spent[1] += between.elapsed();
                }
                spent.map(|d| micros(d) / f64::from(rounds))
            };
            let [alone, with_document] = alternating();
            per_case.push((
                name.clone(),
                [time(0), time(1), time(2), time(3), alone, with_document],
            ));
        }
        let column = |i: usize| {
            let mut v: Vec<f64> = per_case.iter().map(|c| c.1[i]).collect();
            v.sort_by(f64::total_cmp);
            v
        };
        let (render, document, indented, before) = (column(0), column(1), column(2), column(3));
        let (alone, with_document) = (column(4), column(5));
        let slowest = per_case
            .iter()
            .max_by(|a, b| a.1[0].total_cmp(&b.1[0]))
            .map(|c| c.0.clone())
            .unwrap_or_default();
        println!(
            "| {version} | {} | {:.1} | {:.1} ({slowest}) | {:.1} | {:.2} | {:.1} | {:.2} | {:.1} | {:.2} | {:.1} | {:.1} | {:.2} |",
            per_case.len(),
            median(&render),
            render.last().copied().unwrap_or(0.0),
            median(&document),
            median(&document) / median(&render),
            median(&indented),
            median(&indented) / median(&render),
            median(&before),
            median(&before) / median(&render),
            median(&alone),
            median(&with_document),
            median(&with_document) / median(&alone),
        );
    }
    big_confs(&steps, quick);
    spark_applications(&steps, rounds);
}

/// A SparkApplication's text to its pods, and the same submission as a pasted command line.
fn spark_applications(steps: &builder_core::UserSteps, rounds: u32) {
    use sparkpods_operators::kubeflow;
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/operator/kubeflow");
    println!();
    println!("| SparkApplication | resource → pods µs | its command line → pods µs | ratio |");
    println!("|---|---|---|---|");
    for name in ["spark-pi.yaml", "overrides-and-denied.yaml"] {
        let text = std::fs::read_to_string(dir.join(name)).expect("fixture");
        let options = kubeflow::Options::default();
        let app_to_pods = || {
            let app = kubeflow::read(&text).expect("reads");
            let sub = kubeflow::submit(&app, &options).expect("submits");
            let case = sub.case(name).expect("case");
            let rendered = builder_core::render(
                &case.submission(steps, TemplateReader::BUILT_IN),
                &mut DeterministicIds::default(),
            );
            let mut doc = serde_json::Value::Object(rendered_json(&rendered));
            sub.apply_webhook(&mut doc).expect("admitted");
            doc
        };
        let sub =
            kubeflow::submit(&kubeflow::read(&text).expect("reads"), &options).expect("submits");
        let line = sub.command_line();
        let files = sub.submit.files.clone();
        let line_to_pods = || {
            let mut case =
                Case::parse(name, &line, None, CaseOptions::default(), &[]).expect("parses");
            for (path, text) in &files {
                case.env
                    .files
                    .insert(path.clone(), text.as_bytes().to_vec());
            }
            let rendered = builder_core::render(
                &case.submission(steps, TemplateReader::BUILT_IN),
                &mut DeterministicIds::default(),
            );
            rendered_json(&rendered)
        };
        let time = |f: &dyn Fn()| {
            let start = Instant::now();
            for _ in 0..rounds {
                f();
            }
            micros(start.elapsed()) / f64::from(rounds)
        };
        let app = time(&|| {
            std::hint::black_box(app_to_pods());
        });
        let conf = time(&|| {
            std::hint::black_box(line_to_pods());
        });
        println!("| {name} | {app:.1} | {conf:.1} | {:.2} |", app / conf);
    }
    // The Apache operator's: its conf rendered as a conf (no operator) for comparison.
    use sparkpods_operators::apache;
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/operator/apache");
    for name in ["pi.yaml", "pi-with-template.yaml"] {
        let text = std::fs::read_to_string(dir.join(name)).expect("fixture");
        let app_to_pods = || {
            let app = apache::read(&text).expect("reads");
            let sub = apache::submit(&app, &apache::Options::default()).expect("submits");
            let case = sub.case();
            let rendered = builder_core::render(
                &case.submission(steps, TemplateReader::BUILT_IN),
                &mut DeterministicIds::default(),
            );
            rendered_json(&rendered)
        };
        let sub = apache::submit(
            &apache::read(&text).expect("reads"),
            &apache::Options::default(),
        )
        .expect("submits");
        let mut plain = sub.case();
        plain.options.client = None;
        plain.options.driver = None;
        plain.options.main_class = Some(sub.driver.driver.main_class.clone());
        // Named as the driver's spark-submit names it, so the executor is built too.
        plain.conf.push((
            "spark.app.name".into(),
            sub.driver.driver.main_class.clone(),
        ));
        sparkpods_sort::sort_by(&mut plain.conf, |a, b| {
            sparkpods_jvm::java_string_compare(&a.0, &b.0)
        });
        let conf_to_pods = || {
            let rendered = builder_core::render(
                &plain.submission(steps, TemplateReader::BUILT_IN),
                &mut DeterministicIds::default(),
            );
            rendered_json(&rendered)
        };
        let time = |f: &dyn Fn()| {
            let start = Instant::now();
            for _ in 0..rounds {
                f();
            }
            micros(start.elapsed()) / f64::from(rounds)
        };
        let app = time(&|| {
            std::hint::black_box(app_to_pods());
        });
        let conf = time(&|| {
            std::hint::black_box(conf_to_pods());
        });
        println!(
            "| apache/{name} | {app:.1} | {conf:.1} (its conf) | {:.2} |",
            app / conf
        );
    }
}

/// A kind of conf entry: its name and the conf line of entry `i`.
type Shape = (&'static str, fn(usize) -> String);

/// Confs with many entries of one kind: render + JSON document (as `sparkpods render` writes
/// it) time, and how it scales.
fn big_confs(steps: &builder_core::UserSteps, quick: bool) {
    let shapes: [Shape; 3] = [
        ("emptyDir volumes", |i| {
            format!("spark.kubernetes.executor.volumes.emptyDir.v{i}.mount.path=/mnt/v{i}\n")
        }),
        ("driver labels", |i| {
            format!("spark.kubernetes.driver.label.l{i}=x{i}\n")
        }),
        ("executor env vars", |i| {
            format!("spark.executorEnv.E{i}=x{i}\n")
        }),
    ];
    let sizes = [1_000usize, 2_000, 4_000, 20_000];
    println!();
    println!(
        "| release | entries | 1 000 ms | 2 000 ms | 4 000 ms | 20 000 ms | 20 000 / 2 000 | floor: copying the output, 20 000 / 2 000 | 20 000, first run ms | 20 000, document as values ms |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for version in [SparkVersion::V3_5_5, SparkVersion::NEWEST] {
        for (what, line) in shapes {
            let cases: Vec<Case> = sizes
                .iter()
                .map(|&n| {
                    let mut text =
                        String::from("spark.app.name=big\nspark.kubernetes.container.image=img\n");
                    (0..n).for_each(|i| text.push_str(&line(i)));
                    let overrides = vec![("spark-version".to_string(), version.to_string())];
                    Case::load(
                        "big",
                        &text,
                        Path::new("."),
                        CaseOptions::default(),
                        &overrides,
                    )
                    .expect("loads")
                })
                .collect();
            // What `sparkpods render --output json` runs: the render and its document written
            // as text.
            let run = |case: &Case| {
                let start = Instant::now();
                let mut ids = DeterministicIds::default();
                let doc = render_document_text(case, steps, &mut ids, None, false);
                std::hint::black_box(doc.expect("writes"));
                micros(start.elapsed()) / 1000.0
            };
            // The machine's floor for this ratio: copying what the run makes (the document's
            // text and the render: every pod, object and spec), which any way of making them
            // must at least write. Linear work, and on a 2-core machine whose 2 000-entry
            // output stays in its caches and 20 000-entry one does not, not 10× either.
            let outputs: Vec<_> = cases
                .iter()
                .map(|case| {
                    render_document_text(case, steps, &mut DeterministicIds::default(), None, false)
                        .expect("writes")
                })
                .collect();
            let copy = |i: usize| {
                let start = Instant::now();
                std::hint::black_box(outputs.get(i).cloned());
                micros(start.elapsed()) / 1000.0
            };
            // The first run of each size is timed apart (cold: memory the process has not
            // touched yet); the scaling from warm runs, the sizes taking turns (a burst of load
            // on this shared machine falls on all of them, not on one), each size run about
            // 40 000 entries' worth (`--quick`; three times that without), at least 3 times: a
            // single run of 2 000 entries takes 5 ms, and one run's ratio was noise (8-23×).
            let first: Vec<f64> = cases.iter().map(run).collect();
            let cold = first.last().copied().unwrap_or(0.0);
            let budget = if quick { 40_000 } else { 120_000 };
            let rounds: Vec<usize> = sizes.iter().map(|n| (budget / n).max(3)).collect();
            let mut warm: Vec<Vec<f64>> = vec![Vec::new(); sizes.len()];
            let mut copied: Vec<Vec<f64>> = vec![Vec::new(); sizes.len()];
            for round in 0..rounds.iter().copied().max().unwrap_or(0) {
                for (i, ((times, copy_times), &wanted)) in
                    warm.iter_mut().zip(&mut copied).zip(&rounds).enumerate()
                {
                    if round < wanted {
                        times.extend(cases.get(i).map(run));
                        copy_times.push(copy(i));
                    }
                }
            }
            drop(outputs);
            let medians = |runs: &mut [Vec<f64>]| -> Vec<f64> {
                runs.iter_mut()
                    .map(|t| {
                        t.sort_by(f64::total_cmp);
                        median(t)
                    })
                    .collect()
            };
            let ms = medians(&mut warm);
            let copy_ms = medians(&mut copied);
            // The document as values (the language server's pods view, `compare`).
            let values = cases.last().map_or(0.0, |case| {
                let sub = case.submission(steps, TemplateReader::BUILT_IN);
                let start = Instant::now();
                let r = builder_core::render(&sub, &mut DeterministicIds::default());
                std::hint::black_box(rendered_json(&r));
                micros(start.elapsed()) / 1000.0
            });
            let ratio = ms[3] / ms[1];
            let floor = copy_ms[3] / copy_ms[1];
            println!(
                "| {version} | {what} | {:.0} | {:.0} | {:.0} | {:.0} | {ratio:.1} | {floor:.1} | {cold:.0} | {values:.0} |",
                ms[0], ms[1], ms[2], ms[3]
            );
        }
    }
}

fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

fn median(v: &[f64]) -> f64 {
    v.get(v.len() / 2).copied().unwrap_or(0.0)
}
