//! The quota evaluators' and the admission plugin's own test tables (`pods_test.go`
//! `TestPodEvaluatorUsage`, `TestPodConstraintsFunc`, `persistent_volume_claims_test.go`,
//! `admission_test.go`), as facts.

use super::*;
use k8s_openapi::api::core::v1::{
    Container, PersistentVolumeClaim, PersistentVolumeClaimSpec, PodSpec, ResourceQuotaSpec,
    ResourceQuotaStatus, ResourceRequirements, ScopeSelector, ScopedResourceSelectorRequirement,
    Service, ServicePort, ServiceSpec, VolumeResourceRequirements,
};
use k8s_openapi::apimachinery::pkg::api::resource::Quantity as KubeQuantity;
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

fn container(name: &str, req: Pairs, lim: Pairs) -> Container {
    Container {
        name: name.into(),
        resources: Some(ResourceRequirements {
            requests: kube(req),
            limits: kube(lim),
            ..Default::default()
        }),
        ..Default::default()
    }
}

fn pod(containers: Vec<Container>, init: Vec<Container>) -> Pod {
    Pod {
        spec: Some(PodSpec {
            containers,
            init_containers: Some(init),
            ..Default::default()
        }),
        ..Default::default()
    }
}

fn printed(r: &Resources) -> Vec<String> {
    r.iter().map(|(k, v)| format!("{k}={v}")).collect()
}

/// `TestPodEvaluatorUsage`.
#[test]
fn pod_usage() {
    let pc = ["count/pods=1", "pods=1"];
    let with = |more: &[&str]| {
        let mut all: Vec<String> = more.iter().map(|s| s.to_string()).collect();
        all.extend(pc.iter().map(|s| s.to_string()));
        sparkpods_sort::sort(&mut all);
        all
    };
    let cases: Vec<(Pairs, Pairs, Vec<String>)> = vec![
        (
            &[("cpu", "1m")],
            &[("cpu", "2m")],
            with(&["cpu=1m", "limits.cpu=2m", "requests.cpu=1m"]),
        ),
        (
            &[("memory", "1m")],
            &[("memory", "2m")],
            with(&["limits.memory=2m", "memory=1m", "requests.memory=1m"]),
        ),
        (
            &[("ephemeral-storage", "32Mi")],
            &[("ephemeral-storage", "64Mi")],
            with(&[
                "ephemeral-storage=32Mi",
                "limits.ephemeral-storage=64Mi",
                "requests.ephemeral-storage=32Mi",
            ]),
        ),
        (
            &[("hugepages-2Mi", "100Mi")],
            &[],
            with(&["hugepages-2Mi=100Mi", "requests.hugepages-2Mi=100Mi"]),
        ),
        (
            &[("example.com/dongle", "3")],
            &[("example.com/dongle", "3")],
            with(&["requests.example.com/dongle=3"]),
        ),
        (
            &[("deviceclass.resource.kubernetes.io/dongle", "3")],
            &[("deviceclass.resource.kubernetes.io/dongle", "3")],
            with(&["requests.deviceclass.resource.kubernetes.io/dongle=3"]),
        ),
    ];
    for (req, lim, expected) in cases {
        // The same in an init container and in a container.
        let as_init = pod(vec![], vec![container("c", req, lim)]);
        let as_container = pod(vec![container("c", req, lim)], vec![]);
        for p in [as_init, as_container] {
            let mut got = printed(&usage(&Charged::Pod(&p)));
            sparkpods_sort::sort(&mut got);
            assert_eq!(got, expected, "{req:?} {lim:?}");
        }
    }
    // Init containers' peak beats the containers' sums (U14).
    let p = pod(
        vec![
            container(
                "c1",
                &[("cpu", "1"), ("memory", "50M"), ("example.com/dongle", "1")],
                &[("cpu", "2"), ("memory", "100M")],
            ),
            container(
                "c2",
                &[("cpu", "2"), ("memory", "25M"), ("example.com/dongle", "2")],
                &[("cpu", "5"), ("memory", "50M")],
            ),
        ],
        vec![
            container(
                "i1",
                &[
                    ("cpu", "4"),
                    ("memory", "100M"),
                    ("example.com/dongle", "4"),
                ],
                &[("cpu", "8"), ("memory", "200M")],
            ),
            container(
                "i2",
                &[("cpu", "1"), ("memory", "50M"), ("example.com/dongle", "2")],
                &[("cpu", "2"), ("memory", "100M")],
            ),
        ],
    );
    let u = usage(&Charged::Pod(&p));
    assert_eq!(
        printed(&u),
        [
            "count/pods=1",
            "cpu=4",
            "limits.cpu=8",
            "limits.memory=200M",
            "memory=100M",
            "pods=1",
            "requests.cpu=4",
            "requests.example.com/dongle=4",
            "requests.memory=100M"
        ]
    );
}

/// `TestPodConstraintsFunc`: per container, names sorted, resources joined by `; `.
#[test]
fn must_specify_names_the_containers() {
    let mem = "memory".to_string();
    let cpu = "cpu".to_string();
    let only_cpu = |n| container(n, &[("cpu", "1m")], &[("cpu", "2m")]);
    let check = |p: &Pod, required: &[&String]| {
        containers_to_check(p).and_then(|cs| must_specify(&cs, required))
    };
    let one = |r: &str, cs: &[&str]| {
        Some(vec![(
            r.to_string(),
            cs.iter().map(|c| c.to_string()).collect(),
        )])
    };
    assert_eq!(
        check(&pod(vec![], vec![only_cpu("dummy")]), &[&mem]),
        one("memory", &["dummy"])
    );
    assert_eq!(
        check(
            &pod(vec![], vec![only_cpu("foo"), only_cpu("bar")]),
            &[&mem]
        ),
        one("memory", &["bar", "foo"])
    );
    assert_eq!(
        check(&pod(vec![only_cpu("dummy")], vec![]), &[&mem]),
        one("memory", &["dummy"])
    );
    let empty = |n| container(n, &[], &[]);
    assert_eq!(
        check(
            &pod(vec![empty("foo"), empty("bar")], vec![]),
            &[&mem, &cpu]
        ),
        Some(vec![
            (
                "cpu".to_string(),
                vec!["bar".to_string(), "foo".to_string()]
            ),
            (
                "memory".to_string(),
                vec!["bar".to_string(), "foo".to_string()]
            ),
        ])
    );
    // Pod-level resources skip the check.
    let mut p = pod(vec![empty("foo")], vec![]);
    if let Some(s) = p.spec.as_mut() {
        s.resources = Some(ResourceRequirements {
            requests: kube(&[("cpu", "1m")]),
            ..Default::default()
        });
    }
    assert_eq!(check(&p, &[&mem, &cpu]), None);
}

fn quota(name: &str, hard: Pairs, used: Pairs) -> QuotaRules {
    QuotaRules::read(&ResourceQuota {
        metadata: ObjectMeta {
            name: Some(name.into()),
            namespace: Some("test".into()),
            ..Default::default()
        },
        spec: Some(ResourceQuotaSpec {
            hard: kube(hard),
            ..Default::default()
        }),
        status: Some(ResourceQuotaStatus {
            hard: kube(hard),
            used: kube(used),
        }),
    })
    .unwrap()
}

fn scoped(mut q: QuotaRules, scope: Scope, operator: Operator, values: &[&str]) -> QuotaRules {
    q.scopes.push(ScopeRequirement {
        scope,
        operator,
        values: values.iter().map(|v| v.to_string()).collect(),
    });
    q
}

/// `validPod(name, 1, resources)`: one container without a name.
fn valid_pod(req: Pairs, lim: Pairs) -> Pod {
    pod(vec![container("", req, lim)], vec![])
}

fn admit(quotas: &[&QuotaRules], p: &Pod) -> (Result<(), Refusal>, Ledger) {
    let mut ledger = Ledger::new(quotas);
    let r = ledger.admit(&Charged::Pod(p));
    (r, ledger)
}

fn message(r: Result<(), Refusal>) -> String {
    r.err().map(|e| e.message).unwrap_or_default()
}

/// `admission_test.go`, the cases that concern pods.
#[test]
fn admission_of_pods() {
    let q = quota(
        "quota",
        &[("cpu", "3"), ("memory", "100Gi"), ("pods", "5")],
        &[("cpu", "1"), ("memory", "50Gi"), ("pods", "3")],
    );
    // A1: admitted, and charged.
    let (r, ledger) = admit(
        &[&q],
        &valid_pod(&[("cpu", "100m"), ("memory", "2Gi")], &[]),
    );
    assert!(r.is_ok());
    assert_eq!(
        printed(&ledger.quotas[0].used),
        ["cpu=1100m", "memory=52Gi", "pods=4"]
    );
    // A2.
    let (r, _) = admit(&[&q], &valid_pod(&[("cpu", "3"), ("memory", "2Gi")], &[]));
    assert_eq!(
        message(r),
        "exceeded quota: quota, requested: cpu=3, used: cpu=1, limited: cpu=3"
    );
    // A3: a tracked limit the container does not set (it has no name).
    let q3 = quota(
        "quota",
        &[
            ("cpu", "3"),
            ("memory", "100Gi"),
            ("limits.memory", "200Gi"),
            ("pods", "5"),
        ],
        &[
            ("cpu", "1"),
            ("memory", "50Gi"),
            ("limits.memory", "100Gi"),
            ("pods", "3"),
        ],
    );
    let (r, _) = admit(
        &[&q3],
        &valid_pod(&[("cpu", "100m"), ("memory", "2Gi")], &[("cpu", "200m")]),
    );
    assert_eq!(
        message(r),
        "failed quota: quota: must specify limits.memory for: "
    );
    // A5: only the Terminating quota matches a pod with a deadline.
    let term = scoped(q.clone(), Scope::Terminating, Operator::Exists, &[]);
    let not_term = scoped(
        quota(
            "quota-non-terminating",
            &[("cpu", "3"), ("memory", "100Gi"), ("pods", "5")],
            &[("cpu", "1"), ("memory", "50Gi"), ("pods", "3")],
        ),
        Scope::NotTerminating,
        Operator::Exists,
        &[],
    );
    let mut p = valid_pod(&[("cpu", "100m"), ("memory", "2Gi")], &[]);
    if let Some(s) = p.spec.as_mut() {
        s.active_deadline_seconds = Some(30);
    }
    let (r, ledger) = admit(&[&not_term, &term], &p);
    assert!(r.is_ok());
    assert_eq!(
        printed(&ledger.quotas[0].used),
        ["cpu=1", "memory=50Gi", "pods=3"]
    );
    assert_eq!(
        printed(&ledger.quotas[1].used),
        ["cpu=1100m", "memory=52Gi", "pods=4"]
    );
    // A6, A7: BestEffort.
    let be = scoped(
        quota("quota-besteffort", &[("pods", "5")], &[("pods", "3")]),
        Scope::BestEffort,
        Operator::Exists,
        &[],
    );
    let not_be = scoped(
        quota("quota-not-besteffort", &[("pods", "5")], &[("pods", "3")]),
        Scope::NotBestEffort,
        Operator::Exists,
        &[],
    );
    let (r, ledger) = admit(&[&be, &not_be], &valid_pod(&[], &[]));
    assert!(r.is_ok());
    assert_eq!(printed(&ledger.quotas[0].used), ["pods=4"]);
    assert_eq!(printed(&ledger.quotas[1].used), ["pods=3"]);
    let (r, ledger) = admit(
        &[&be],
        &valid_pod(&[("cpu", "100m"), ("memory", "1Gi")], &[]),
    );
    assert!(r.is_ok());
    assert_eq!(printed(&ledger.quotas[0].used), ["pods=3"]);
    // A10: a quota already over on services refuses no pod.
    let over = quota(
        "quota",
        &[("services", "3"), ("pods", "4")],
        &[("services", "4"), ("pods", "1")],
    );
    assert!(admit(&[&over], &valid_pod(&[], &[])).0.is_ok());
    // A13: PriorityClass Exists.
    let pc = scoped(
        quota("quota", &[("memory", "10Gi")], &[("memory", "1Gi")]),
        Scope::PriorityClass,
        Operator::Exists,
        &[],
    );
    let mut p = valid_pod(&[("cpu", "3"), ("memory", "20Gi")], &[]);
    assert!(admit(&[&pc], &p).0.is_ok(), "no class: no match");
    if let Some(s) = p.spec.as_mut() {
        s.priority_class_name = Some("fake-priority".into());
    }
    assert_eq!(
        message(admit(&[&pc], &p).0),
        "exceeded quota: quota, requested: memory=20Gi, used: memory=1Gi, limited: memory=10Gi"
    );
    // NotIn matches pods without a class.
    let not_in = scoped(
        quota("q", &[("pods", "0")], &[("pods", "0")]),
        Scope::PriorityClass,
        Operator::NotIn,
        &["high"],
    );
    assert!(admit(&[&not_in], &valid_pod(&[], &[])).0.is_err());
    // Missing usage: status unknown.
    let unsynced = quota("q", &[("count/pods", "3"), ("pods", "3")], &[("pods", "1")]);
    assert_eq!(
        message(admit(&[&unsynced], &valid_pod(&[], &[])).0),
        "status unknown for quota: q, resources: count/pods,pods"
    );
}

/// "Must specify" is reported before any quota is exceeded, whichever quota comes first.
#[test]
fn must_specify_comes_before_exceeded() {
    let full = quota("full", &[("pods", "1")], &[("pods", "1")]);
    let limits = quota("limits", &[("limits.cpu", "8")], &[("limits.cpu", "0")]);
    let r = admit(&[&full, &limits], &valid_pod(&[("cpu", "1")], &[]));
    assert_eq!(
        message(r.0),
        "failed quota: limits: must specify limits.cpu for: "
    );
}

/// The Spark-shaped cases of the fact sheet (D1-D4): executors charged one after another.
#[test]
fn executors_in_turn() {
    let q = quota(
        "q",
        &[("requests.memory", "5Gi")],
        &[("requests.memory", "0")],
    );
    let exec = pod(
        vec![container(
            "spark-kubernetes-executor",
            &[("cpu", "1"), ("memory", "1408Mi")],
            &[("memory", "1408Mi")],
        )],
        vec![],
    );
    let mut ledger = Ledger::new(&[&q]);
    for _ in 0..3 {
        assert!(ledger.admit(&Charged::Pod(&exec)).is_ok());
    }
    assert_eq!(
        ledger.admit(&Charged::Pod(&exec)).unwrap_err().message,
        "exceeded quota: q, requested: requests.memory=1408Mi, used: requests.memory=4224Mi, limited: requests.memory=5Gi"
    );
    let compute = quota(
        "compute",
        &[("requests.cpu", "4"), ("limits.cpu", "4")],
        &[("requests.cpu", "0"), ("limits.cpu", "0")],
    );
    assert_eq!(
        message(admit(&[&compute], &exec).0),
        "failed quota: compute: must specify limits.cpu for: spark-kubernetes-executor"
    );
    // ConfigMaps count; a headless Service's zero node ports are not charged.
    let cm = KubeObject::ConfigMap(Default::default());
    let q = quota(
        "q",
        &[
            ("count/configmaps", "1"),
            ("services.nodeports", "0"),
            ("services", "5"),
        ],
        &[
            ("count/configmaps", "0"),
            ("services.nodeports", "0"),
            ("services", "0"),
        ],
    );
    let mut ledger = Ledger::new(&[&q]);
    assert!(ledger.admit(&Charged::Resource(&cm)).is_ok());
    assert_eq!(
        ledger.admit(&Charged::Resource(&cm)).unwrap_err().message,
        "exceeded quota: q, requested: count/configmaps=1, used: count/configmaps=1, limited: count/configmaps=1"
    );
    let svc = KubeObject::Service(Service {
        spec: Some(ServiceSpec {
            cluster_ip: Some("None".into()),
            ports: Some(vec![ServicePort {
                port: 7078,
                ..Default::default()
            }]),
            ..Default::default()
        }),
        ..Default::default()
    });
    assert!(ledger.admit(&Charged::Resource(&svc)).is_ok());
    // Scoped quotas never match ConfigMaps.
    let scoped_q = scoped(
        quota(
            "s",
            &[("count/configmaps", "0")],
            &[("count/configmaps", "0")],
        ),
        Scope::NotBestEffort,
        Operator::Exists,
        &[],
    );
    assert!(
        Ledger::new(&[&scoped_q])
            .admit(&Charged::Resource(&cm))
            .is_ok()
    );
}

/// `TestPersistentVolumeClaimEvaluatorUsage`.
#[test]
fn claim_usage() {
    let claim = |size: &str, class: Option<&str>| {
        KubeObject::PersistentVolumeClaim(PersistentVolumeClaim {
            spec: Some(PersistentVolumeClaimSpec {
                storage_class_name: class.map(String::from),
                resources: Some(VolumeResourceRequirements {
                    requests: kube(&[("storage", size)]),
                    ..Default::default()
                }),
                ..Default::default()
            }),
            ..Default::default()
        })
    };
    assert_eq!(
        printed(&usage(&Charged::Resource(&claim("10Gi", None)))),
        [
            "count/persistentvolumeclaims=1",
            "persistentvolumeclaims=1",
            "requests.storage=10Gi"
        ]
    );
    assert_eq!(
        printed(&usage(&Charged::Resource(&claim("1001m", Some("gold"))))),
        [
            "count/persistentvolumeclaims=1",
            "gold.storageclass.storage.k8s.io/persistentvolumeclaims=1",
            "gold.storageclass.storage.k8s.io/requests.storage=2",
            "persistentvolumeclaims=1",
            "requests.storage=2"
        ]
    );
}

#[test]
fn reading_a_quota() {
    // Without a status: spec.hard, nothing used.
    let q = QuotaRules::read(&ResourceQuota {
        spec: Some(ResourceQuotaSpec {
            hard: kube(&[("pods", "10")]),
            scope_selector: Some(ScopeSelector {
                match_expressions: Some(vec![ScopedResourceSelectorRequirement {
                    scope_name: "PriorityClass".into(),
                    operator: "In".into(),
                    values: Some(vec!["high".into()]),
                }]),
            }),
            ..Default::default()
        }),
        ..Default::default()
    })
    .unwrap();
    assert!(!q.synced);
    assert_eq!(printed(&q.used), ["pods=0"]);
    assert_eq!(q.scopes[0].operator, Operator::In);
    let bad = ResourceQuota {
        spec: Some(ResourceQuotaSpec {
            scopes: Some(vec!["Sometimes".into()]),
            ..Default::default()
        }),
        ..Default::default()
    };
    assert_eq!(
        QuotaRules::read(&bad).unwrap_err().to_string(),
        "spec.scopes[0]: unsupported value \"Sometimes\""
    );
    assert_eq!(
        Charged::Resource(&KubeObject::NetworkPolicy(Default::default())).resource(),
        "networkpolicies.networking.k8s.io"
    );
}

proptest::proptest! {
    /// Charging identical pods one after another admits exactly as many as fit, never takes
    /// a quota over its limit, and never makes usage negative.
    #[test]
    fn charging_admits_what_fits_and_never_overdraws(
        hard in 0u32..100_000,
        used in 0u32..100_000,
        request in 1u32..10_000,
    ) {
        let q = quota(
            "q",
            &[("requests.memory", &format!("{hard}Mi"))],
            &[("requests.memory", &format!("{used}Mi"))],
        );
        let req = format!("{request}Mi");
        let p = pod(vec![container("c", &[("memory", req.as_str())], &[])], vec![]);
        let mut ledger = Ledger::new(&[&q]);
        let mut admitted = 0u32;
        while ledger.admit(&Charged::Pod(&p)).is_ok() {
            admitted += 1;
            let now = ledger.quotas[0].used["requests.memory"];
            proptest::prop_assert!(!now.is_negative());
            proptest::prop_assert!(now <= ledger.quotas[0].hard["requests.memory"]);
        }
        let expected = hard.saturating_sub(used) / request;
        proptest::prop_assert_eq!(admitted, expected);
    }
}

/// `UnsafeGuessKindToResource`'s rules (`-s` → `-ses`, `-y` → `-ies`, `endpoints` kept) on the
/// kinds Spark creates and the ones each rule is for.
#[test]
fn plurals_are_guessed_as_the_rest_mapper_guesses_them() {
    for (kind, resource) in [
        ("Pod", "pods"),
        ("ConfigMap", "configmaps"),
        ("NetworkPolicy", "networkpolicies"),
        ("Ingress", "ingresses"),
        ("Endpoints", "endpoints"),
        ("PodGroup", "podgroups"),
    ] {
        assert_eq!(super::plural(kind), resource, "{kind}");
    }
}
