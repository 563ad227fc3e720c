use super::*;
use proptest::prelude::*;

fn pod(yaml: &str) -> Pod {
    serde_json::from_value(sparkpods_yaml::parse(yaml).unwrap()).unwrap()
}

fn node(yaml: &str) -> Node {
    serde_json::from_value(sparkpods_yaml::parse(yaml).unwrap()).unwrap()
}

/// A Spark executor: 1 core, 4g heap + 409.6 overhead = 4505Mi.
fn executor(cores: &str, memory: &str) -> Pod {
    pod(&format!(
        "spec:\n  containers:\n  - name: spark-kubernetes-executor\n    resources: {{requests: {{cpu: '{cores}', memory: {memory}}}, limits: {{memory: {memory}}}}}\n"
    ))
}

const M5_XLARGE: &str = "metadata:\n  name: ip-10-0-1-1\n  labels: {node.kubernetes.io/instance-type: m5.xlarge}\nstatus:\n  allocatable: {cpu: 3920m, memory: 15233096Ki, pods: '58', ephemeral-storage: 76224326324}\n";

#[test]
fn executors_per_node_and_what_stays_idle() {
    let nodes = vec![node(M5_XLARGE)];
    let ds = pod(
        "metadata: {name: aws-node}\nspec:\n  containers:\n  - name: aws-node\n    resources: {requests: {cpu: 25m, memory: 64Mi}}\n",
    );
    let rooms = rooms(&nodes, &[ds]);
    assert_eq!(rooms[0].1.pods, 1);
    let exec = executor("1", "4505Mi");
    let fits = fit(&rooms, &exec);
    let f = &fits[0];
    // Memory: (14876Mi - 64Mi) / 4505Mi = 3; cpu: 3895m / 1000m = 3.
    assert_eq!(f.executors, 3);
    assert_eq!(f.shape, "m5.xlarge");
    let shapes = by_shape(&fits, &exec);
    assert_eq!(shapes[0].limited_by.as_deref(), Some("cpu"));
    let (cpu, memory) = f.idle_shares();
    assert!((cpu - 0.228).abs() < 0.01, "{cpu}");
    assert!((memory - 0.087).abs() < 0.01, "{memory}");
    // A node that is tainted takes none, and says why.
    let tainted = node(&format!(
        "{M5_XLARGE}spec: {{taints: [{{key: gpu, effect: NoSchedule}}]}}\n"
    ));
    let nodes = vec![tainted];
    let fits = fit(&rooms_of(&nodes), &exec);
    assert_eq!(
        (fits[0].executors, fits[0].refused),
        (0, Some("node(s) had untolerated taint(s)"))
    );
}

fn rooms_of(nodes: &[Node]) -> Vec<(&Node, NodeRoom)> {
    rooms(nodes, &[])
}

/// Spark's memory request for a heap: heap + max(10% of it, 384 MiB).
fn spark_memory(heap: i64) -> Option<i64> {
    Some((heap + (heap / 10).max(384)) * 1024 * 1024)
}

#[test]
fn suggestions_fill_what_is_idle() {
    // 16 cores / 64Gi: 4-core 8g executors are cpu-bound at 4 per node, half the memory idle.
    let big = node(
        "metadata: {name: n}\nstatus:\n  allocatable: {cpu: '16', memory: 64Gi, pods: '110'}\n",
    );
    let nodes = vec![big];
    let exec = executor("4", "9011Mi");
    let fits = fit(&rooms_of(&nodes), &exec);
    assert_eq!(fits[0].executors, 4);
    let s = suggest(
        &fits[0],
        &exec,
        Some(("spark.executor.cores", 4)),
        ("spark.executor.memory", 8192),
        &spark_memory,
    );
    assert_eq!(s.len(), 1);
    assert_eq!(s[0].key, "spark.executor.memory");
    // 16Gi per executor: the largest heap h with h + h/10 <= 16384 (14895 + 1489).
    assert_eq!(s[0].value, "14895m");
    assert!(s[0].idle_after < 0.01);
    // Memory-bound: 1-core 14g executors on 16 cores / 64Gi: 4 per node, 12 cores idle.
    let exec = executor("1", "15769Mi");
    let fits = fit(&rooms_of(&nodes), &exec);
    assert_eq!(fits[0].executors, 4);
    let s = suggest(
        &fits[0],
        &exec,
        Some(("spark.executor.cores", 1)),
        ("spark.executor.memory", 14336),
        &spark_memory,
    );
    assert_eq!(
        s.last().map(|s| (s.key, s.value.as_str())),
        Some(("spark.executor.cores", "4"))
    );
}

proptest! {
    /// The count of executors a node takes is what the scheduler admits one by one: each of
    /// them fits, and one more does not.
    #[test]
    fn capacity_never_over_packs(
        cpu in 0i64..64_000, memory in 0i64..(256i64 << 30), pods in 0i64..120,
        want_cpu in 0i64..8_000, want_memory in 0i64..(64i64 << 30), used in 0i64..4,
    ) {
        let mut room = NodeRoom {
            allocatable: Request { milli_cpu: cpu, memory, ..Default::default() },
            allowed_pods: pods,
            ..Default::default()
        };
        let other = Request { milli_cpu: want_cpu / 3, memory: want_memory / 3, ..Default::default() };
        for _ in 0..used {
            room.place(&other);
        }
        let request = Request { milli_cpu: want_cpu, memory: want_memory, ..Default::default() };
        let k = capacity(&room, &request);
        prop_assume!(k < 10_000);
        for _ in 0..k {
            prop_assert!(room.shortfalls(&request).is_empty());
            room.place(&request);
        }
        prop_assert!(!room.shortfalls(&request).is_empty());
    }
}
