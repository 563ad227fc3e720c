//! `check --cluster` benchmark, as a markdown table for BENCHMARKS.md: a conf checked against
//! a 500-node profile (five node shapes, some tainted, three DaemonSet pods, a LimitRange, a
//! quota and a namespace with Pod Security labels), against rendering the conf itself.
//!
//! Run: `cargo bench -p sparkpods-tests --bench cluster` (add `-- --quick` for fewer rounds).
//! Timings are printed, never asserted.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::fmt::Write;
use std::time::Instant;

use builder_core::DeterministicIds;
use builder_core::TemplateReader;
use builder_core::oracle_examples;
use sparkpods::case::{Case, CaseOptions};
use sparkpods_cluster::{Suggestions, check};
use sparkpods_kube::cluster::ClusterProfile;

const CONF: &str = "spark.app.name etl
spark.kubernetes.container.image apache/spark:3.5.5
spark.kubernetes.namespace spark
spark.executor.instances 200
spark.executor.cores 4
spark.executor.memory 12g
spark.kubernetes.executor.limit.cores 4
spark.kubernetes.node.selector.pool spark
";

/// 500 nodes of five shapes; every tenth is tainted for GPUs.
fn profile() -> String {
    let mut s = String::from(
        "apiVersion: v1\nkind: List\nitems:\n- apiVersion: v1\n  kind: Namespace\n  metadata:\n    name: spark\n    labels: {pod-security.kubernetes.io/enforce: baseline, pod-security.kubernetes.io/warn: restricted}\n- apiVersion: v1\n  kind: LimitRange\n  metadata: {name: limits, namespace: spark}\n  spec:\n    limits:\n    - type: Container\n      default: {ephemeral-storage: 4Gi}\n      max: {memory: 64Gi}\n- apiVersion: v1\n  kind: ResourceQuota\n  metadata: {name: compute, namespace: spark}\n  spec: {hard: {requests.cpu: '600', requests.memory: 2Ti, pods: '300'}}\n  status:\n    hard: {requests.cpu: '600', requests.memory: 2Ti, pods: '300'}\n    used: {requests.cpu: '120', requests.memory: 400Gi, pods: '40'}\n",
    );
    let shapes = [
        ("m5.2xlarge", "7910m", "31458876Ki"),
        ("m5.4xlarge", "15890m", "63371020Ki"),
        ("r5.2xlarge", "7910m", "64216408Ki"),
        ("c5.4xlarge", "15890m", "30162340Ki"),
        ("m5.8xlarge", "31850m", "127394904Ki"),
    ];
    for i in 0..500 {
        let (shape, cpu, memory) = shapes[i % shapes.len()];
        let taint = if i % 10 == 9 {
            "  spec: {taints: [{key: nvidia.com/gpu, value: present, effect: NoSchedule}]}\n"
        } else {
            ""
        };
        write!(
            s,
            "- apiVersion: v1\n  kind: Node\n  metadata:\n    name: node-{i}\n    labels: {{node.kubernetes.io/instance-type: {shape}, pool: spark, topology.kubernetes.io/zone: z{}}}\n{taint}  status:\n    allocatable: {{cpu: {cpu}, memory: {memory}, pods: '110', ephemeral-storage: 76224326324}}\n",
            i % 3
        )
        .unwrap();
    }
    for (name, cpu, memory) in [
        ("aws-node", "25m", "0"),
        ("kube-proxy", "100m", "0"),
        ("ebs-csi-node", "30m", "120Mi"),
    ] {
        write!(
            s,
            "- apiVersion: v1\n  kind: Pod\n  metadata: {{name: {name}, namespace: kube-system}}\n  spec:\n    containers:\n    - name: c\n      resources: {{requests: {{cpu: {cpu}, memory: '{memory}'}}}}\n    tolerations: [{{operator: Exists}}]\n"
        )
        .unwrap();
    }
    s
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let rounds = if quick { 50 } else { 400 };
    let text = profile();
    let case = Case::parse("etl.conf", CONF, None, CaseOptions::default(), &[]).unwrap();
    let steps = oracle_examples();
    let sub = case.submission(&steps, TemplateReader::BUILT_IN);
    let time = |f: &mut dyn FnMut()| {
        let mut v = Vec::new();
        for _ in 0..rounds {
            let t = Instant::now();
            f();
            v.push(t.elapsed().as_secs_f64() * 1e6);
        }
        median(v)
    };
    let read = time(&mut || {
        std::hint::black_box(ClusterProfile::read(&text).unwrap());
    });
    let profile = ClusterProfile::read(&text).unwrap();
    let render = time(&mut || {
        std::hint::black_box(builder_core::render(&sub, &mut DeterministicIds::default()));
    });
    let rendered = builder_core::render(&sub, &mut DeterministicIds::default());
    let checked = time(&mut || {
        std::hint::black_box(check(
            &sub,
            &case.lines,
            &rendered,
            &profile,
            Suggestions::Skip,
        ));
    });
    let suggested = time(&mut || {
        std::hint::black_box(check(
            &sub,
            &case.lines,
            &rendered,
            &profile,
            Suggestions::Compute,
        ));
    });
    let outcome = check(&sub, &case.lines, &rendered, &profile, Suggestions::Skip);
    println!(
        "profile: {} nodes, {} KB of YAML; {} executors fit; {} findings",
        profile.nodes.len(),
        text.len() / 1024,
        outcome.node_fit.executors_fit,
        outcome.diagnostics.len()
    );
    println!("| step | µs (median) | × a conf render |");
    println!("|---|---|---|");
    println!(
        "| read the profile (once per paste) | {read:.0} | {:.1} |",
        read / render
    );
    println!("| render the conf (for scale) | {render:.0} | 1.0 |");
    println!(
        "| check --cluster (no suggestions) | {checked:.0} | {:.2} |",
        checked / render
    );
    println!(
        "| check --cluster with size suggestions | {suggested:.0} | {:.1} |",
        suggested / render
    );
}
