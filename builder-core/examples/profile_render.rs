//! Profiling driver: renders a small conf many times with the system allocator (for perf,
//! callgrind and the allocator comparison in BENCHMARKS.md).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code
use builder_core::UserSteps;
use builder_core::{DeterministicIds, DriverArgs, Environment};
use builder_core::{Release, SparkVersion, Submission, render};

fn main() {
    let env = Environment::oracle_default();
    let steps = UserSteps::new();
    let conf: Vec<(String, String)> = [
        ("spark.app.name", "spark-pi"),
        ("spark.kubernetes.container.image", "apache/spark:3.5.5"),
        ("spark.master", "k8s://https://kubernetes.default.svc:443"),
        ("spark.executor.memory", "4g"),
        ("spark.executor.instances", "4"),
        ("spark.kubernetes.namespace", "ns"),
    ]
    .iter()
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .collect();
    let sub = Submission {
        release: Release::of(SparkVersion::V3_5_5),
        submit_release: Release::of(SparkVersion::V3_5_5),
        conf: conf.into(),
        driver: DriverArgs::default(),
        app_id: "spark-1".into(),
        executor_id: "1".into(),
        with_driver_pod: true,
        driver_pod_uid: "u".into(),
        env: &env,
        user_steps: &steps,
        templates: builder_core::TemplateReader::BUILT_IN,
        build_executor: true,
        deploy_mode: builder_core::DeployMode::Cluster,
        client: &builder_core::submit_client::SPARK_SUBMIT,
    };
    let n: u32 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(2000);
    let t = std::time::Instant::now();
    for _ in 0..n {
        std::hint::black_box(render(&sub, &mut DeterministicIds::default()));
    }
    println!(
        "{:.1} us/render",
        t.elapsed().as_secs_f64() * 1e6 / f64::from(n)
    );
}
