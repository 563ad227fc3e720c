//! The LimitRanger plugin's own test tables (`admission_test.go`: `TestPodLimitFunc`,
//! `TestMergePodResourceRequirements`, `TestPodLimitFuncApplyDefault`,
//! `TestPersistentVolumeClaimLimitFunc`), as facts. Like those tests, the table items are built
//! without the LimitRange's API defaulting (`createLimitRange`); [`LimitRules::read`]'s
//! defaulting has tests of its own.

use super::*;
use k8s_openapi::api::core::v1::{
    LimitRangeItem, LimitRangeSpec, PersistentVolumeClaimSpec, PodSpec, ResourceRequirements,
    VolumeResourceRequirements,
};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

type Pairs<'a> = &'a [(&'a str, &'a str)];

fn kube(pairs: Pairs) -> Option<BTreeMap<String, KubeQuantity>> {
    (!pairs.is_empty()).then(|| {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), KubeQuantity(v.to_string())))
            .collect()
    })
}

fn typed_pairs(pairs: Pairs) -> Resources {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), Quantity::parse(v).unwrap()))
        .collect()
}

fn container(name: &str, req: Pairs, lim: Pairs) -> Container {
    Container {
        name: name.to_string(),
        resources: Some(ResourceRequirements {
            requests: kube(req),
            limits: kube(lim),
            ..Default::default()
        }),
        ..Default::default()
    }
}

fn sidecar(name: &str, req: Pairs, lim: Pairs) -> Container {
    Container {
        restart_policy: Some("Always".to_string()),
        ..container(name, req, lim)
    }
}

/// `validPod(name, n, resources)`: `n` containers `foo-0`, `foo-1`, ... alike.
fn valid_pod(n: usize, req: Pairs, lim: Pairs) -> Pod {
    pod_of(
        (0..n)
            .map(|i| container(&format!("foo-{i}"), req, lim))
            .collect(),
        vec![],
    )
}

fn pod_of(containers: Vec<Container>, init: Vec<Container>) -> Pod {
    Pod {
        metadata: ObjectMeta {
            name: Some("pod".to_string()),
            ..Default::default()
        },
        spec: Some(PodSpec {
            containers,
            init_containers: (!init.is_empty()).then_some(init),
            ..Default::default()
        }),
        ..Default::default()
    }
}

#[derive(Default, Clone, Copy)]
struct Item<'a> {
    min: Pairs<'a>,
    max: Pairs<'a>,
    default: Pairs<'a>,
    default_request: Pairs<'a>,
    ratio: Pairs<'a>,
}

/// `createLimitRange`: one item, no API defaulting.
fn rules(kind: LimitType, item: Item) -> LimitRules {
    LimitRules {
        name: "abc".to_string(),
        namespace: Some("test".to_string()),
        items: vec![LimitItem {
            kind,
            min: typed_pairs(item.min),
            max: typed_pairs(item.max),
            default: typed_pairs(item.default),
            default_request: typed_pairs(item.default_request),
            max_limit_request_ratio: typed_pairs(item.ratio),
        }],
    }
}

/// Mutate, then validate, as `TestPodLimitFunc` does; the refusal's message, if any.
fn admit(lr: &LimitRules, mut pod: Pod) -> Option<String> {
    let ranges = [lr];
    let ranges = LimitRanges(&ranges);
    ranges.apply_defaults(&mut pod);
    let refusals = ranges.validate(&pod);
    assert!(refusals.len() <= 1);
    refusals.first().map(Refusal::message)
}

use LimitType::{Container as C, Pod as P};

const CPU: &str = "cpu";
const MEM: &str = "memory";

#[test]
fn pod_limit_func_successes() {
    let min = |min| Item {
        min,
        ..Default::default()
    };
    let cases: Vec<(&str, Pod, LimitRules)> = vec![
        (
            "ctr-min-cpu-request",
            valid_pod(1, &[(CPU, "100m")], &[]),
            rules(C, min(&[(CPU, "50m")])),
        ),
        (
            "ctr-min-cpu-request-limit",
            valid_pod(1, &[(CPU, "100m")], &[(CPU, "200m")]),
            rules(C, min(&[(CPU, "50m")])),
        ),
        (
            "ctr-min-memory-request",
            valid_pod(1, &[(MEM, "60Mi")], &[]),
            rules(C, min(&[(MEM, "50Mi")])),
        ),
        (
            "ctr-max-cpu-request-limit",
            valid_pod(1, &[(CPU, "500m")], &[(CPU, "1")]),
            rules(
                C,
                Item {
                    max: &[(CPU, "2")],
                    ..Default::default()
                },
            ),
        ),
        (
            "ctr-max-cpu-limit",
            valid_pod(1, &[], &[(CPU, "1")]),
            rules(
                C,
                Item {
                    max: &[(CPU, "2")],
                    ..Default::default()
                },
            ),
        ),
        (
            "ctr-max-mem-request-limit",
            valid_pod(1, &[(MEM, "250Mi")], &[(MEM, "500Mi")]),
            rules(
                C,
                Item {
                    max: &[(MEM, "1Gi")],
                    ..Default::default()
                },
            ),
        ),
        (
            "ctr-max-cpu-ratio",
            valid_pod(1, &[(CPU, "500m")], &[(CPU, "750m")]),
            rules(
                C,
                Item {
                    ratio: &[(CPU, "1.5")],
                    ..Default::default()
                },
            ),
        ),
        (
            "pod-min-cpu-request",
            valid_pod(2, &[(CPU, "75m")], &[]),
            rules(P, min(&[(CPU, "100m")])),
        ),
        (
            "pod-min-memory-request",
            valid_pod(2, &[(MEM, "60Mi")], &[]),
            rules(P, min(&[(MEM, "100Mi")])),
        ),
        (
            "pod-init-min-memory-request",
            pod_of(
                vec![
                    container("foo-0", &[(MEM, "60Mi")], &[]),
                    container("foo-1", &[(MEM, "60Mi")], &[]),
                ],
                vec![container("init", &[(MEM, "100Mi")], &[])],
            ),
            rules(P, min(&[(MEM, "100Mi")])),
        ),
        (
            "pod-max-cpu-request-limit",
            valid_pod(2, &[(CPU, "500m")], &[(CPU, "1")]),
            rules(
                P,
                Item {
                    max: &[(CPU, "2")],
                    ..Default::default()
                },
            ),
        ),
        (
            "pod-init-max-cpu-request-limit",
            pod_of(
                vec![
                    container("foo-0", &[(CPU, "500m")], &[(CPU, "1")]),
                    container("foo-1", &[(CPU, "500m")], &[(CPU, "1")]),
                ],
                vec![
                    container("i0", &[(CPU, "1")], &[(CPU, "2")]),
                    container("i1", &[(CPU, "1")], &[(CPU, "1")]),
                ],
            ),
            rules(
                P,
                Item {
                    max: &[(CPU, "2")],
                    ..Default::default()
                },
            ),
        ),
        (
            "pod-max-mem-request-limit",
            valid_pod(2, &[(MEM, "250Mi")], &[(MEM, "500Mi")]),
            rules(
                P,
                Item {
                    max: &[(MEM, "1Gi")],
                    ..Default::default()
                },
            ),
        ),
        (
            "pod-max-mem-ratio",
            valid_pod(3, &[(MEM, "300Mi")], &[(MEM, "450Mi")]),
            rules(
                P,
                Item {
                    max: &[(MEM, "2Gi")],
                    ratio: &[(MEM, "1.5")],
                    ..Default::default()
                },
            ),
        ),
        (
            "ctr-1-max-local-ephemeral-storage-request-limit",
            valid_pod(
                1,
                &[("ephemeral-storage", "250Mi")],
                &[("ephemeral-storage", "500Mi")],
            ),
            rules(
                C,
                Item {
                    max: &[("ephemeral-storage", "1Gi")],
                    ..Default::default()
                },
            ),
        ),
    ];
    for (name, pod, lr) in cases {
        assert_eq!(admit(&lr, pod), None, "{name}");
    }
}

#[test]
fn pod_limit_func_errors_with_the_plugins_messages() {
    let cases: Vec<(&str, Pod, LimitRules, &str)> = vec![
        (
            "ctr-min-cpu-request",
            valid_pod(1, &[(CPU, "40m")], &[]),
            rules(
                C,
                Item {
                    min: &[(CPU, "50m")],
                    ..Default::default()
                },
            ),
            "minimum cpu usage per Container is 50m, but request is 40m",
        ),
        (
            "ctr-min-cpu-no-request-limit",
            valid_pod(1, &[], &[]),
            rules(
                C,
                Item {
                    min: &[(CPU, "50m")],
                    ..Default::default()
                },
            ),
            "minimum cpu usage per Container is 50m.  No request is specified",
        ),
        (
            "ctr-min-memory-request-limit",
            valid_pod(1, &[(MEM, "40Mi")], &[(MEM, "100Mi")]),
            rules(
                C,
                Item {
                    min: &[(MEM, "50Mi")],
                    ..Default::default()
                },
            ),
            "minimum memory usage per Container is 50Mi, but request is 40Mi",
        ),
        (
            "ctr-max-cpu-request-limit",
            valid_pod(1, &[(CPU, "500m")], &[(CPU, "2500m")]),
            rules(
                C,
                Item {
                    max: &[(CPU, "2")],
                    ..Default::default()
                },
            ),
            "maximum cpu usage per Container is 2, but limit is 2500m",
        ),
        (
            "ctr-max-cpu-no-request-limit",
            valid_pod(1, &[], &[]),
            rules(
                C,
                Item {
                    max: &[(CPU, "2")],
                    ..Default::default()
                },
            ),
            "maximum cpu usage per Container is 2.  No limit is specified",
        ),
        (
            "ctr-max-cpu-ratio",
            valid_pod(1, &[(CPU, "1250m")], &[(CPU, "2500m")]),
            rules(
                C,
                Item {
                    ratio: &[(CPU, "1")],
                    ..Default::default()
                },
            ),
            "cpu max limit to request ratio per Container is 1, but provided ratio is 2.000000",
        ),
        (
            "ctr-max-mem-limit",
            valid_pod(1, &[], &[(MEM, "2Gi")]),
            rules(
                C,
                Item {
                    max: &[(MEM, "1Gi")],
                    ..Default::default()
                },
            ),
            "maximum memory usage per Container is 1Gi, but limit is 2Gi",
        ),
        (
            "pod-min-cpu-request-limit",
            valid_pod(1, &[(CPU, "75m")], &[(CPU, "200m")]),
            rules(
                P,
                Item {
                    min: &[(CPU, "100m")],
                    ..Default::default()
                },
            ),
            "minimum cpu usage per Pod is 100m, but request is 75m",
        ),
        (
            "pod-max-cpu-limit",
            valid_pod(3, &[], &[(CPU, "1")]),
            rules(
                P,
                Item {
                    max: &[(CPU, "2")],
                    ..Default::default()
                },
            ),
            "maximum cpu usage per Pod is 2, but limit is 3",
        ),
        (
            "pod-max-mem-request-limit",
            valid_pod(3, &[(MEM, "250Mi")], &[(MEM, "500Mi")]),
            rules(
                P,
                Item {
                    max: &[(MEM, "1Gi")],
                    ..Default::default()
                },
            ),
            "maximum memory usage per Pod is 1Gi, but limit is 1500Mi",
        ),
        (
            "pod-init-max-mem-limit",
            pod_of(
                vec![container("foo-0", &[], &[(MEM, "500Mi")])],
                vec![container("init", &[], &[(MEM, "1.5Gi")])],
            ),
            rules(
                P,
                Item {
                    max: &[(MEM, "1Gi")],
                    ..Default::default()
                },
            ),
            "maximum memory usage per Pod is 1Gi, but limit is 1536Mi",
        ),
        (
            "pod-max-mem-ratio",
            valid_pod(3, &[(MEM, "250Mi")], &[(MEM, "500Mi")]),
            rules(
                P,
                Item {
                    max: &[(MEM, "2Gi")],
                    ratio: &[(MEM, "1.5")],
                    ..Default::default()
                },
            ),
            "memory max limit to request ratio per Pod is 1500m, but provided ratio is 2.000000",
        ),
        (
            // Two containers with the same violation: one message, no brackets.
            "ctr-2-max-local-ephemeral-storage-limit",
            valid_pod(2, &[], &[("ephemeral-storage", "700Mi")]),
            rules(
                C,
                Item {
                    max: &[("ephemeral-storage", "600Mi")],
                    ..Default::default()
                },
            ),
            "maximum ephemeral-storage usage per Container is 600Mi, but limit is 700Mi",
        ),
        (
            "ctr-max-cpu-limit-restartable-init-container",
            pod_of(
                vec![container("foo-0", &[(CPU, "1000m")], &[(CPU, "1500m")])],
                vec![sidecar("side", &[(CPU, "1500m")], &[])],
            ),
            rules(
                P,
                Item {
                    max: &[(CPU, "2")],
                    ..Default::default()
                },
            ),
            "maximum cpu usage per Pod is 2, but request is 2500m",
        ),
    ];
    for (name, pod, lr, message) in cases {
        assert_eq!(admit(&lr, pod).as_deref(), Some(message), "{name}");
    }
}

#[test]
fn several_messages_are_bracketed() {
    let lr = rules(
        C,
        Item {
            max: &[(CPU, "2"), (MEM, "1Gi")],
            ..Default::default()
        },
    );
    assert_eq!(
        admit(&lr, valid_pod(1, &[], &[(CPU, "4"), (MEM, "2Gi")])).as_deref(),
        Some(
            "[maximum cpu usage per Container is 2, but limit is 4, maximum memory usage per Container is 1Gi, but limit is 2Gi]"
        )
    );
}

/// `PodLevelResources` (on by default since 1.34): pod-level cpu and memory replace the sums.
#[test]
fn pod_level_resources_replace_the_totals() {
    let mut pod = valid_pod(
        3,
        &[(CPU, "100m"), (MEM, "60Mi")],
        &[(CPU, "200m"), (MEM, "100Mi")],
    );
    let lr = rules(
        P,
        Item {
            max: &[(CPU, "400m"), (MEM, "200Mi")],
            ..Default::default()
        },
    );
    if let Some(spec) = pod.spec.as_mut() {
        spec.resources = Some(ResourceRequirements {
            requests: kube(&[(CPU, "200m"), (MEM, "180Mi")]),
            limits: kube(&[(CPU, "400m"), (MEM, "200Mi")]),
            ..Default::default()
        });
    }
    assert_eq!(admit(&lr, pod.clone()), None);
    if let Some(spec) = pod.spec.as_mut() {
        spec.resources = Some(ResourceRequirements {
            limits: kube(&[(CPU, "500m"), (MEM, "280Mi")]),
            ..Default::default()
        });
    }
    assert_eq!(
        admit(&lr, pod).as_deref(),
        Some(
            "[maximum cpu usage per Pod is 400m, but limit is 500m, maximum memory usage per Pod is 200Mi, but limit is 280Mi]"
        )
    );
}

/// `validLimitRange()` of the plugin's tests.
fn valid_limit_range() -> LimitRules {
    LimitRules {
        name: "abc".to_string(),
        namespace: None,
        items: vec![
            LimitItem {
                kind: P,
                max: typed_pairs(&[(CPU, "200m"), (MEM, "4Gi")]),
                min: typed_pairs(&[(CPU, "50m"), (MEM, "2Mi")]),
                default: Resources::new(),
                default_request: Resources::new(),
                max_limit_request_ratio: Resources::new(),
            },
            LimitItem {
                kind: C,
                max: typed_pairs(&[(CPU, "100m"), (MEM, "2Gi")]),
                min: typed_pairs(&[(CPU, "25m"), (MEM, "1Mi")]),
                default: typed_pairs(&[(CPU, "75m"), (MEM, "10Mi")]),
                default_request: typed_pairs(&[(CPU, "50m"), (MEM, "5Mi")]),
                max_limit_request_ratio: Resources::new(),
            },
        ],
    }
}

/// A container's requests and limits as (resource, text) pairs.
type Flat = Vec<(String, String)>;

fn resources_of(c: &Container) -> (Flat, Flat) {
    let flat = |m: &Option<BTreeMap<String, KubeQuantity>>| {
        m.iter()
            .flatten()
            .map(|(k, v)| (k.clone(), v.0.clone()))
            .collect()
    };
    let r = c.resources.clone().unwrap_or_default();
    (flat(&r.requests), flat(&r.limits))
}

#[test]
fn merge_pod_resource_requirements() {
    let lr = valid_limit_range();
    let ranges = [&lr];
    let ranges = LimitRanges(&ranges);
    // An empty container gets both defaults; the annotation says so.
    let mut pod = valid_pod(1, &[], &[]);
    let filled = ranges.apply_defaults(&mut pod);
    assert_eq!(filled.len(), 4);
    let c = &pod.spec.as_ref().unwrap().containers[0];
    let s = |k: &str, v: &str| (k.to_string(), v.to_string());
    assert_eq!(
        resources_of(c),
        (
            vec![s(CPU, "50m"), s(MEM, "5Mi")],
            vec![s(CPU, "75m"), s(MEM, "10Mi")]
        )
    );
    assert_eq!(
        pod.metadata.annotations.as_ref().unwrap()[ANNOTATION],
        "LimitRanger plugin set: cpu, memory request for container foo-0; cpu, memory limit for container foo-0"
    );
    // What is there stays; init containers are defaulted too, after the containers.
    let mut pod = pod_of(
        vec![container("foo-0", &[(MEM, "512Mi")], &[])],
        vec![container("foo-0", &[(MEM, "512Mi")], &[])],
    );
    ranges.apply_defaults(&mut pod);
    assert_eq!(
        pod.metadata.annotations.as_ref().unwrap()[ANNOTATION],
        "LimitRanger plugin set: cpu request for container foo-0; cpu, memory limit for container foo-0; cpu request for init container foo-0; cpu, memory limit for init container foo-0"
    );
    // Everything set: nothing changes, no annotation.
    let mut pod = pod_of(
        vec![container(
            "foo-0",
            &[(CPU, "100m"), (MEM, "512Mi")],
            &[(CPU, "200m"), (MEM, "1G")],
        )],
        vec![container(
            "i",
            &[(CPU, "200m"), (MEM, "1G")],
            &[(CPU, "400m"), (MEM, "2G")],
        )],
    );
    let before = pod.clone();
    assert!(ranges.apply_defaults(&mut pod).is_empty());
    assert_eq!(pod, before);
}

/// A LimitRange as written, read as the API server stores it: `max` becomes the default limit,
/// the default limit the default request, `min` the default request.
#[test]
fn limit_range_defaults_on_read() {
    let item = |kind: &str, min: Pairs, max: Pairs, default: Pairs| LimitRangeItem {
        type_: kind.to_string(),
        min: kube(min),
        max: kube(max),
        default: kube(default),
        ..Default::default()
    };
    let lr = LimitRange {
        metadata: ObjectMeta {
            name: Some("lr".into()),
            ..Default::default()
        },
        spec: Some(LimitRangeSpec {
            limits: vec![
                item(
                    "Container",
                    &[(MEM, "100Mi")],
                    &[(CPU, "2")],
                    &[(MEM, "1Gi")],
                ),
                item("Pod", &[], &[(CPU, "4")], &[]),
            ],
        }),
    };
    let rules = LimitRules::read(&lr).unwrap();
    let c = &rules.items[0];
    assert_eq!(c.default, typed_pairs(&[(CPU, "2"), (MEM, "1Gi")]));
    assert_eq!(c.default_request, typed_pairs(&[(CPU, "2"), (MEM, "1Gi")]));
    let p = &rules.items[1];
    assert!(p.default.is_empty() && p.default_request.is_empty());
    // A max-only LimitRange fills the limit and the request of an empty container: its
    // "No limit is specified" never happens on a real cluster.
    let ranges = [&rules];
    let mut pod = valid_pod(1, &[], &[]);
    LimitRanges(&ranges).apply_defaults(&mut pod);
    assert!(LimitRanges(&ranges).validate(&pod).is_empty());

    let bad = LimitRange {
        spec: Some(LimitRangeSpec {
            limits: vec![
                item("Node", &[], &[], &[]),
                item("Pod", &[], &[(CPU, "x")], &[]),
            ],
        }),
        ..Default::default()
    };
    assert_eq!(
        LimitRules::read(&bad).unwrap_err().to_string(),
        "spec.limits[0].type: unsupported value \"Node\": supported values: \"Container\", \"Pod\", \"PersistentVolumeClaim\""
    );
}

#[test]
fn a_default_limit_below_the_request_is_set_anyway() {
    let lr = rules(
        C,
        Item {
            default: &[(CPU, "1")],
            default_request: &[(CPU, "500m")],
            ..Default::default()
        },
    );
    let ranges = [&lr];
    let mut pod = valid_pod(1, &[(CPU, "2")], &[]);
    LimitRanges(&ranges).apply_defaults(&mut pod);
    let c = &pod.spec.as_ref().unwrap().containers[0];
    assert_eq!(resources_of(c).1, vec![(CPU.to_string(), "1".to_string())]);
}

#[test]
fn competing_defaults_are_named() {
    let a = rules(
        C,
        Item {
            default: &[(CPU, "1")],
            ..Default::default()
        },
    );
    let b = LimitRules {
        name: "b".into(),
        ..rules(
            C,
            Item {
                default: &[(CPU, "2")],
                ..Default::default()
            },
        )
    };
    let ranges = [&a, &b];
    assert_eq!(
        LimitRanges(&ranges).competing_defaults(),
        [("cpu".to_string(), "abc".to_string(), "b".to_string())]
    );
    // Both defaulted and default-requested, cpu and memory: each resource once, in order.
    let both = Item {
        default: &[(CPU, "1"), ("memory", "1Gi")],
        default_request: &[(CPU, "1"), ("memory", "1Gi")],
        ..Default::default()
    };
    let a = rules(C, both);
    let b = LimitRules {
        name: "b".into(),
        ..rules(
            C,
            Item {
                default: &[(CPU, "2"), ("memory", "2Gi")],
                default_request: &[(CPU, "2"), ("memory", "2Gi")],
                ..Default::default()
            },
        )
    };
    let ranges = [&a, &b];
    assert_eq!(
        LimitRanges(&ranges).competing_defaults(),
        [
            ("cpu".to_string(), "abc".to_string(), "b".to_string()),
            ("memory".to_string(), "abc".to_string(), "b".to_string())
        ]
    );
}

/// `TestPersistentVolumeClaimLimitFunc`.
#[test]
fn claims() {
    let claim = |size: &str| PersistentVolumeClaim {
        spec: Some(PersistentVolumeClaimSpec {
            resources: Some(VolumeResourceRequirements {
                requests: kube(&[("storage", size)]),
                ..Default::default()
            }),
            ..Default::default()
        }),
        ..Default::default()
    };
    let check = |min: Pairs, max: Pairs, size: &str| {
        let lr = rules(
            LimitType::PersistentVolumeClaim,
            Item {
                min,
                max,
                ..Default::default()
            },
        );
        let ranges = [&lr];
        LimitRanges(&ranges)
            .validate_claim(&claim(size))
            .first()
            .map(Refusal::message)
    };
    let st = |v| [("storage", v)];
    assert_eq!(check(&st("1Gi"), &[], "1Gi"), None);
    assert_eq!(check(&[], &st("1Gi"), "1Gi"), None);
    assert_eq!(check(&[], &[], "100Gi"), None);
    assert_eq!(check(&st("1Gi"), &st("10Gi"), "5Gi"), None);
    assert_eq!(
        check(&st("1Gi"), &[], "500Mi").as_deref(),
        Some("minimum storage usage per PersistentVolumeClaim is 1Gi, but request is 500Mi")
    );
    assert_eq!(
        check(&st("1Gi"), &st("1Gi"), "100Gi").as_deref(),
        Some("maximum storage usage per PersistentVolumeClaim is 1Gi, but request is 100Gi")
    );
}
