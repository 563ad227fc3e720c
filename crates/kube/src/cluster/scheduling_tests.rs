//! The scheduler's own test tables, as facts: `fit_test.go` (`TestEnoughRequests`, ...),
//! component-helpers' `nodeaffinity_test.go` and `toleration_test.go` / `TestTaintTolerationFilter`.

use super::*;
use k8s_openapi::api::core::v1::{Container, PodSpec, ResourceRequirements};

fn pod_yaml(yaml: &str) -> Pod {
    serde_json::from_value(sparkpods_yaml::parse(yaml).unwrap()).unwrap()
}

fn node_yaml(yaml: &str) -> Node {
    serde_json::from_value(sparkpods_yaml::parse(yaml).unwrap()).unwrap()
}

fn req(cpu: &str, mem: &str) -> Container {
    Container {
        name: "c".into(),
        resources: Some(ResourceRequirements {
            requests: Some(
                [("cpu", cpu), ("memory", mem)]
                    .into_iter()
                    .filter(|(_, v)| !v.is_empty())
                    .map(|(k, v)| {
                        (
                            k.to_string(),
                            k8s_openapi::apimachinery::pkg::api::resource::Quantity(v.into()),
                        )
                    })
                    .collect(),
            ),
            ..Default::default()
        }),
        ..Default::default()
    }
}

fn pod_of(containers: Vec<Container>, init: Vec<Container>) -> Pod {
    Pod {
        spec: Some(PodSpec {
            containers,
            init_containers: Some(init),
            ..Default::default()
        }),
        ..Default::default()
    }
}

/// The tests' node: cpu 10m, memory 20, pods 32, example.com/aaa 5, ephemeral-storage 20,
/// hugepages-2Mi 5; with one pod using `used_cpu`/`used_mem`.
fn room(used_cpu: &str, used_mem: &str) -> NodeRoom {
    let node = node_yaml(
        "status:\n  allocatable: {cpu: 10m, memory: '20', pods: '32', example.com/aaa: '5', ephemeral-storage: '20', hugepages-2Mi: '5'}\n",
    );
    let mut r = NodeRoom::of_node(&node);
    r.place(&Request::of_pod(&pod_of(
        vec![req(used_cpu, used_mem)],
        vec![],
    )));
    r
}

#[test]
fn enough_and_not_enough_requests() {
    // (name, pod, the other pod's cpu and memory, what the pod is short of)
    type Case<'a> = (&'a str, Pod, (&'a str, &'a str), Vec<&'a str>);
    let cases: Vec<Case> = vec![
        (
            "F1 no requests",
            pod_of(vec![], vec![]),
            ("10m", "20"),
            vec![],
        ),
        (
            "F2",
            pod_of(vec![req("1m", "1")], vec![]),
            ("10m", "20"),
            vec!["Insufficient cpu", "Insufficient memory"],
        ),
        (
            "F3",
            pod_of(vec![req("1m", "1")], vec![req("3m", "1")]),
            ("8m", "19"),
            vec!["Insufficient cpu"],
        ),
        (
            "F4",
            pod_of(vec![req("1m", "1")], vec![req("3m", "1"), req("2m", "1")]),
            ("8m", "19"),
            vec!["Insufficient cpu"],
        ),
        (
            "F5",
            pod_of(vec![req("1m", "1")], vec![req("1m", "3")]),
            ("9m", "19"),
            vec!["Insufficient memory"],
        ),
        (
            "F6",
            pod_of(vec![req("1m", "1")], vec![req("1m", "1"), req("1m", "1")]),
            ("9m", "19"),
            vec![],
        ),
        (
            "F7 equality",
            pod_of(vec![req("5m", "1")], vec![]),
            ("5m", "19"),
            vec![],
        ),
        (
            "F8",
            pod_of(vec![req("4m", "1")], vec![req("5m", "1")]),
            ("5m", "19"),
            vec![],
        ),
    ];
    for (name, pod, (cpu, mem), expected) in cases {
        assert_eq!(
            room(cpu, mem).shortfalls(&Request::of_pod(&pod)),
            expected,
            "{name}"
        );
    }
    let scalar = |yaml: &str| Request::of_pod(&pod_yaml(yaml));
    // F13/F15: a resource the node does not declare, or more than it has.
    assert_eq!(
        room("0", "0").shortfalls(&scalar(
            "spec:\n  containers:\n  - name: c\n    resources: {requests: {example.com/bbb: '1'}}\n"
        )),
        ["Insufficient example.com/bbb"]
    );
    assert_eq!(
        room("0", "0").shortfalls(&scalar(
            "spec:\n  containers:\n  - name: c\n    resources: {requests: {hugepages-2Mi: '10'}}\n"
        )),
        ["Insufficient hugepages-2Mi"]
    );
    // F12: init containers' scalars at their peak.
    assert!(room("0", "0")
        .shortfalls(&scalar("spec:\n  containers: []\n  initContainers:\n  - {name: a, resources: {requests: {example.com/aaa: '3'}}}\n  - {name: b, resources: {requests: {example.com/aaa: '3'}}}\n"))
        .is_empty());
    // F26: ephemeral storage.
    assert_eq!(
        room("0", "0").shortfalls(&scalar("spec:\n  containers:\n  - name: c\n    resources: {requests: {ephemeral-storage: '25'}}\n")),
        ["Insufficient ephemeral-storage"]
    );
    // F19/F20: overhead counts.
    let with_overhead = |mem: &str| {
        scalar(&format!(
            "spec:\n  overhead: {{cpu: 1m, memory: '{mem}'}}\n  containers:\n  - name: c\n    resources: {{requests: {{cpu: 1m, memory: '1'}}}}\n"
        ))
    };
    assert!(room("5m", "5").shortfalls(&with_overhead("13")).is_empty());
    assert_eq!(
        room("5m", "5").shortfalls(&with_overhead("15")),
        ["Insufficient memory"]
    );
    // F24: a node out of pod slots.
    let full = NodeRoom {
        allowed_pods: 1,
        pods: 1,
        ..Default::default()
    };
    assert_eq!(full.shortfalls(&Request::default()), ["Too many pods"]);
    // A node that declares no pods takes none.
    assert_eq!(
        NodeRoom::default().shortfalls(&Request::default()),
        ["Too many pods"]
    );
}

fn node(name: &str, labels: &str) -> Node {
    node_yaml(&format!("metadata: {{name: {name}, labels: {labels}}}\n"))
}

fn affinity(yaml_terms: &str) -> Pod {
    pod_yaml(&format!(
        "spec:\n  containers: []\n  affinity:\n    nodeAffinity:\n      requiredDuringSchedulingIgnoredDuringExecution:\n        nodeSelectorTerms: {yaml_terms}\n"
    ))
}

#[test]
fn node_selector_and_affinity() {
    let sel = |s: &str| pod_yaml(&format!("spec: {{containers: [], nodeSelector: {s}}}\n"));
    assert!(matches_node(
        &pod_yaml("spec: {containers: []}"),
        &node("n", "{}")
    ));
    assert!(!matches_node(&sel("{foo: bar}"), &node("n", "{}")));
    assert!(matches_node(
        &sel("{foo: bar}"),
        &node("n", "{foo: bar, baz: blah}")
    ));
    assert!(!matches_node(
        &sel("{foo: bar, baz: blah}"),
        &node("n", "{foo: bar}")
    ));
    let term = |e: &str| affinity(&format!("[{{matchExpressions: [{e}]}}]"));
    let yes = [
        (
            "{key: foo, operator: In, values: [bar, value2]}",
            "{foo: bar}",
        ),
        (
            "{key: kernel-version, operator: Gt, values: ['0204']}",
            "{kernel-version: '0206'}",
        ),
        (
            "{key: mem-type, operator: NotIn, values: [DDR, DDR2]}",
            "{mem-type: DDR3}",
        ),
        (
            "{key: mem-type, operator: NotIn, values: [DDR, DDR2]}",
            "{}",
        ),
        ("{key: GPU, operator: Exists}", "{GPU: NVIDIA-GRID-K1}"),
        (
            "{key: GPU, operator: Exists}, {key: GPU, operator: NotIn, values: [AMD, INTER]}",
            "{GPU: NVIDIA-GRID-K1}",
        ),
    ];
    for (e, labels) in yes {
        assert!(
            matches_node(&term(e), &node("n", labels)),
            "{e} on {labels}"
        );
    }
    let no = [
        (
            "{key: foo, operator: In, values: [value1, value2]}",
            "{foo: bar}",
        ),
        (
            "{key: GPU, operator: Exists}, {key: GPU, operator: In, values: [AMD, INTER]}",
            "{GPU: NVIDIA-GRID-K1}",
        ),
        (
            "{key: kernel-version, operator: Gt, values: [abc]}",
            "{kernel-version: '0206'}",
        ),
        ("{key: foo, operator: In, values: []}", "{foo: bar}"),
        ("{key: foo, operator: Exists, values: [bar]}", "{foo: bar}"),
    ];
    for (e, labels) in no {
        assert!(
            !matches_node(&term(e), &node("n", labels)),
            "{e} on {labels}"
        );
    }
    // Empty terms match nothing; terms are ORed; fields need exactly one value.
    assert!(!matches_node(&affinity("[]"), &node("n", "{foo: bar}")));
    assert!(!matches_node(
        &affinity("[{matchExpressions: []}]"),
        &node("n", "{foo: bar}")
    ));
    assert!(matches_node(
        &affinity(
            "[{matchExpressions: [{key: foo, operator: In, values: [x]}]}, {matchExpressions: [{key: foo, operator: In, values: [bar]}]}]"
        ),
        &node("n", "{foo: bar}")
    ));
    let pinned =
        affinity("[{matchFields: [{key: metadata.name, operator: In, values: [node_1]}]}]");
    assert!(matches_node(&pinned, &node("node_1", "{}")));
    assert!(!matches_node(&pinned, &node("node_2", "{}")));
    let both = affinity(
        "[{matchFields: [{key: metadata.name, operator: In, values: [node_1]}], matchExpressions: [{key: foo, operator: In, values: [bar]}]}]",
    );
    assert!(!matches_node(&both, &node("node_2", "{foo: bar}")));
    let two = affinity("[{matchFields: [{key: metadata.name, operator: In, values: [a, b]}]}]");
    assert!(!matches_node(&two, &node("a", "{}")));
    // A selector AND the affinity.
    let and = pod_yaml(
        "spec:\n  containers: []\n  nodeSelector: {foo: bar}\n  affinity: {nodeAffinity: {requiredDuringSchedulingIgnoredDuringExecution: {nodeSelectorTerms: [{matchExpressions: [{key: foo, operator: Exists}]}]}}}\n",
    );
    assert!(!matches_node(&and, &node("n", "{foo: barrrrrr}")));
}

fn toleration(yaml: &str) -> Toleration {
    serde_json::from_value(sparkpods_yaml::parse(yaml).unwrap()).unwrap()
}

fn taint(yaml: &str) -> Taint {
    serde_json::from_value(sparkpods_yaml::parse(yaml).unwrap()).unwrap()
}

#[test]
fn tolerations() {
    let cases = [
        (
            "{key: foo, operator: Exists, effect: NoSchedule}",
            "{key: foo, effect: NoSchedule}",
            true,
        ),
        (
            "{key: foo, operator: Exists, effect: NoSchedule}",
            "{key: foo, value: bar, effect: NoSchedule}",
            true,
        ),
        (
            "{operator: Exists, effect: NoSchedule}",
            "{key: foo, value: bar, effect: NoSchedule}",
            true,
        ),
        (
            "{key: foo, operator: Equal, value: bar, effect: NoSchedule}",
            "{key: foo, value: bar, effect: NoSchedule}",
            true,
        ),
        (
            "{key: foo, operator: Equal, value: value1, effect: NoSchedule}",
            "{key: foo, value: value2, effect: NoSchedule}",
            false,
        ),
        (
            "{key: foo, operator: Equal, value: bar, effect: NoSchedule}",
            "{key: foo, value: bar, effect: NoExecute}",
            false,
        ),
        (
            "{key: foo, operator: Equal, value: bar}",
            "{key: foo, value: bar, effect: NoSchedule}",
            true,
        ),
        (
            "{key: foo, value: bar, effect: PreferNoSchedule}",
            "{key: foo, value: bar, effect: NoSchedule}",
            false,
        ),
        (
            "{key: sla, operator: Gt, value: '750'}",
            "{key: sla, value: '950', effect: NoSchedule}",
            false,
        ),
    ];
    for (t, n, expected) in cases {
        assert_eq!(tolerates(&toleration(t), &taint(n)), expected, "{t} / {n}");
    }
    let pod = |tolerations: &str| {
        pod_yaml(&format!(
            "spec: {{containers: [], tolerations: {tolerations}}}\n"
        ))
    };
    let tainted = |taints: &str| {
        node_yaml(&format!(
            "metadata: {{name: n}}\nspec: {{taints: {taints}}}\n"
        ))
    };
    assert_eq!(
        refuses(
            &pod("[]"),
            &tainted("[{key: dedicated, value: user1, effect: PreferNoSchedule}]")
        ),
        None
    );
    assert_eq!(
        refuses(
            &pod("[]"),
            &tainted("[{key: dedicated, value: user1, effect: NoSchedule}]")
        ),
        Some("node(s) had untolerated taint(s)")
    );
    assert_eq!(
        refuses(
            &pod(
                "[{key: dedicated, operator: Equal, value: user2, effect: NoSchedule}, {key: foo, operator: Exists, effect: NoSchedule}]"
            ),
            &tainted(
                "[{key: dedicated, value: user2, effect: NoSchedule}, {key: foo, value: bar, effect: NoSchedule}]"
            )
        ),
        None
    );
    // Admission's not-ready / unreachable NoExecute tolerations; a cordoned node.
    assert_eq!(
        refuses(
            &pod("[]"),
            &tainted("[{key: node.kubernetes.io/unreachable, effect: NoExecute}]")
        ),
        None
    );
    let cordoned = node_yaml("metadata: {name: n}\nspec: {unschedulable: true}\n");
    assert_eq!(
        refuses(&pod("[]"), &cordoned),
        Some("node(s) were unschedulable")
    );
    assert_eq!(
        refuses(
            &pod("[{key: node.kubernetes.io/unschedulable, operator: Exists, effect: NoSchedule}]"),
            &cordoned
        ),
        None
    );
}

#[test]
fn failed_scheduling_message() {
    let reasons: Vec<String> = std::iter::repeat_n("Insufficient cpu".to_string(), 10)
        .chain(std::iter::repeat_n(
            "node(s) didn't match Pod's node affinity/selector".to_string(),
            2,
        ))
        .collect();
    assert_eq!(
        failed_scheduling(12, &reasons),
        "0/12 nodes are available: 10 Insufficient cpu, 2 node(s) didn't match Pod's node affinity/selector."
    );
    assert_eq!(
        failed_scheduling(0, &[]),
        "no nodes available to schedule pods"
    );
}
