//! Checks [`kubernetes_volume_spec_hash`], [`fabric8_secret_volume_hash`] and
//! [`scala_immutable_set_order`] against the real Spark 3.5.5 (Scala 2.12.18, fabric8 6.7.2)
//! and Spark 4.3.0 (Scala 2.13.18, fabric8 7.6.1) classes on JDK 17, as printed by
//! `testdata/VolumeSetHarness.java` (format described there), and reproduces the volume orders
//! of the oracle goldens `x-volumes-many-executor` and `x-secrets-many`.

#![allow(clippy::disallowed_methods)] // test code: std's sorts are fine outside the wasm

use super::*;

const FIXTURE: &str = include_str!("testdata/volume_sets.txt");

const VERSIONS: [ScalaVersion; 2] = [ScalaVersion::V2_12, ScalaVersion::V2_13];
const MODELS: [Fabric8; 2] = [Fabric8::V6, Fabric8::V7];

type Entries = Vec<(String, String)>;

/// An owned [`VolumeConfFields`].
#[derive(Clone, Debug)]
enum Conf {
    HostPath(String, Option<String>),
    Pvc {
        claim: String,
        class: Option<String>,
        size: Option<String>,
        labels: Option<Option<Entries>>,
        annotations: Option<Option<Entries>>,
    },
    EmptyDir(Option<String>, Option<String>),
    Nfs(String, String),
}

/// An owned [`VolumeSpecFields`].
#[derive(Clone, Debug)]
struct Spec {
    name: String,
    mount_path: String,
    sub_path: String,
    sub_path_expr: Option<String>,
    read_only: bool,
    conf: Conf,
}

fn borrow(e: &Option<Option<Entries>>) -> Option<Option<Vec<(&str, &str)>>> {
    e.as_ref().map(|o| {
        o.as_ref()
            .map(|v| v.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect())
    })
}

fn spec_hash(version: ScalaVersion, s: &Spec) -> i32 {
    let (labels, annotations) = match &s.conf {
        Conf::Pvc {
            labels,
            annotations,
            ..
        } => (borrow(labels), borrow(annotations)),
        _ => (None, None),
    };
    let volume_conf = match &s.conf {
        Conf::HostPath(p, t) => VolumeConfFields::HostPath {
            host_path: p,
            volume_type: t.as_deref(),
        },
        Conf::Pvc {
            claim, class, size, ..
        } => VolumeConfFields::PersistentVolumeClaim {
            claim_name: claim,
            storage_class: class.as_deref(),
            size: size.as_deref(),
            labels: labels.as_ref().map(|o| o.as_deref()),
            annotations: annotations.as_ref().map(|o| o.as_deref()),
        },
        Conf::EmptyDir(m, l) => VolumeConfFields::EmptyDir {
            medium: m.as_deref(),
            size_limit: l.as_deref(),
        },
        Conf::Nfs(p, srv) => VolumeConfFields::Nfs {
            path: p,
            server: srv,
        },
    };
    let fields = VolumeSpecFields {
        volume_name: &s.name,
        mount_path: &s.mount_path,
        mount_sub_path: &s.sub_path,
        mount_sub_path_expr: s.sub_path_expr.as_deref(),
        mount_read_only: s.read_only,
        volume_conf,
    };
    kubernetes_volume_spec_hash(version, &fields)
}

#[derive(Debug, Default)]
struct SpecSet {
    name: String,
    /// `(hash 2.12, hash 2.13, spec)` in insertion order.
    specs: Vec<(i32, i32, Spec)>,
    orders: Vec<Vec<usize>>,
}

#[derive(Debug, Default)]
struct HashSetCase {
    name: String,
    hashes: Vec<i32>,
    orders: Vec<Vec<usize>>,
}

#[derive(Debug, Default)]
struct ParseCase {
    name: String,
    /// Per version: the parsed specs in result order with their JVM hash.
    results: [Vec<(i32, Spec)>; 2],
}

#[derive(Debug, Default)]
struct SecretsCase {
    name: String,
    /// `(hash fabric8 6, hash fabric8 7, secret name)` in the order they were set.
    secrets: Vec<(i32, i32, String)>,
    /// Per version: volume mount order = the secrets map's iteration order (indices into
    /// `secrets`).
    mounts: Vec<Vec<usize>>,
    /// Per version: the map's `keys.foreach` order, which `keys.map` feeds the volume Set.
    keys: Vec<Vec<usize>>,
    /// Per version: the pod's secret volume order.
    volumes: Vec<Vec<usize>>,
}

#[derive(Debug, Default)]
struct Fixture {
    sets: Vec<SpecSet>,
    hash_sets: Vec<HashSetCase>,
    parses: Vec<ParseCase>,
    secrets: Vec<SecretsCase>,
    /// `(hash fabric8 6, hash fabric8 7, volume name, secret name)`.
    volumes: Vec<(i32, i32, String, String)>,
    /// `(hash 2.12, hash 2.13, entries)`.
    maps: Vec<(i32, i32, Entries)>,
}

fn unescape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some(other) => out.push(other),
            None => panic!("dangling escape in {s:?}"),
        }
    }
    out
}

fn decode_order(s: &str) -> Vec<usize> {
    s.bytes().map(|b| usize::from(b - 0x21)).collect()
}

fn two_orders(tokens: &[&str]) -> Vec<Vec<usize>> {
    assert_eq!(tokens.len(), 2, "{tokens:?}");
    tokens.iter().map(|t| decode_order(t)).collect()
}

struct Tokens<'a>(std::slice::Iter<'a, &'a str>);

impl Tokens<'_> {
    fn string(&mut self) -> String {
        unescape(self.0.next().expect("token"))
    }
    fn int(&mut self) -> i32 {
        self.0.next().expect("int").parse().expect("int")
    }
    fn opt(&mut self) -> Option<String> {
        let t = self.0.next().expect("option");
        if *t == "~" {
            None
        } else {
            Some(unescape(t.strip_prefix('+').expect("+value")))
        }
    }
    /// `-` absent, `~` None, `@n k v ...` Some(map).
    fn opt_map(&mut self) -> Option<Option<Entries>> {
        let t = self.0.next().expect("map option");
        match *t {
            "-" => None,
            "~" => Some(None),
            _ => {
                let n: usize = t.strip_prefix('@').expect("@n").parse().expect("size");
                Some(Some(
                    (0..n).map(|_| (self.string(), self.string())).collect(),
                ))
            }
        }
    }
    fn spec(&mut self) -> Spec {
        let ty = self.string();
        let name = self.string();
        let mount_path = self.string();
        let sub_path = self.string();
        let sub_path_expr = self.opt();
        let read_only = self.string() == "1";
        let conf = match ty.as_str() {
            "h" => Conf::HostPath(self.string(), self.opt()),
            "p" => Conf::Pvc {
                claim: self.string(),
                class: self.opt(),
                size: self.opt(),
                labels: self.opt_map(),
                annotations: self.opt_map(),
            },
            "e" => Conf::EmptyDir(self.opt(), self.opt()),
            "n" => Conf::Nfs(self.string(), self.string()),
            other => panic!("unknown volume type {other}"),
        };
        assert!(self.0.next().is_none(), "trailing tokens");
        Spec {
            name,
            mount_path,
            sub_path,
            sub_path_expr,
            read_only,
            conf,
        }
    }
}

fn parse(text: &str) -> Fixture {
    let mut fx = Fixture::default();
    // which case a "Q" line closes: 'S' or 'I'
    let mut open = ' ';
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let (tag, rest) = line.split_at(1);
        let rest = rest.strip_prefix(' ').unwrap_or(rest);
        let fields: Vec<&str> = rest.split('\t').collect();
        let mut t = Tokens(fields.iter());
        match tag {
            "S" => {
                open = 'S';
                fx.sets.push(SpecSet {
                    name: rest.to_string(),
                    ..SpecSet::default()
                });
            }
            "D" => {
                let (h12, h13) = (t.int(), t.int());
                let s = t.spec();
                fx.sets.last_mut().expect("S").specs.push((h12, h13, s));
            }
            "I" => {
                open = 'I';
                fx.hash_sets.push(HashSetCase {
                    name: rest.to_string(),
                    ..HashSetCase::default()
                });
            }
            "K" => {
                let c = fx.hash_sets.last_mut().expect("I");
                c.hashes = fields.iter().map(|f| f.parse().expect("hash")).collect();
            }
            "Q" => {
                let orders = two_orders(&fields);
                match open {
                    'S' => fx.sets.last_mut().expect("S").orders = orders,
                    'I' => fx.hash_sets.last_mut().expect("I").orders = orders,
                    _ => panic!("Q outside a case"),
                }
            }
            "R" => fx.parses.push(ParseCase {
                name: rest.to_string(),
                ..ParseCase::default()
            }),
            "U" | "V" => {
                let h = t.int();
                let s = t.spec();
                let vi = usize::from(tag == "V");
                fx.parses.last_mut().expect("R").results[vi].push((h, s));
            }
            "T" => fx.secrets.push(SecretsCase {
                name: rest.to_string(),
                ..SecretsCase::default()
            }),
            "F" => {
                let (h6, h7) = (t.int(), t.int());
                let s = t.string();
                fx.secrets.last_mut().expect("T").secrets.push((h6, h7, s));
            }
            "M" => fx.secrets.last_mut().expect("T").mounts = two_orders(&fields),
            "N" => fx.secrets.last_mut().expect("T").keys = two_orders(&fields),
            "W" => fx.secrets.last_mut().expect("T").volumes = two_orders(&fields),
            "G" => {
                let (h6, h7) = (t.int(), t.int());
                fx.volumes.push((h6, h7, t.string(), t.string()));
            }
            "X" => {
                let (h12, h13) = (t.int(), t.int());
                let entries = t.opt_map().expect("present").expect("Some");
                fx.maps.push((h12, h13, entries));
            }
            other => panic!("unknown fixture line {other:?}: {line}"),
        }
    }
    fx
}

/// `KubernetesConf.secretNamesToMountPaths` of a `new SparkConf(false)` on which the harness
/// set `spark.kubernetes.executor.secrets.<s> = /etc/<s>` in Java String order:
/// `getAllWithPrefix(prefix).toMap`.
fn secrets_map<'a>(
    version: ScalaVersion,
    secrets: impl Iterator<Item = &'a str>,
) -> ScalaMap<String> {
    let prefix = "spark.kubernetes.executor.secrets.";
    let mut entries: Vec<(String, String)> = secrets
        .map(|s| (format!("{prefix}{s}"), format!("/etc/{s}")))
        .collect();
    entries.sort_by(|a, b| java_string_compare(&a.0, &b.0));
    let mut chm = JavaConcurrentHashMap::new();
    for (k, v) in entries {
        chm.put(k, v);
    }
    let all = spark_conf_get_all(version, chm.iter().map(|(k, v)| (k, v.as_str())));
    ScalaMap::from_pairs(
        version,
        all.into_iter()
            .filter_map(|(k, v)| Some((k.strip_prefix(prefix)?, v.to_string()))),
    )
}

/// Everything in the fixture, checked; returns (number of checks, failures).
fn check_all(fx: &Fixture) -> (usize, Vec<String>) {
    let mut checks = 0usize;
    let mut failures = Vec::new();
    let mut expect = |ok: bool, what: String| {
        checks += 1;
        if !ok {
            failures.push(what);
        }
    };

    for set in &fx.sets {
        for (vi, version) in VERSIONS.into_iter().enumerate() {
            let mut hashes = Vec::new();
            for (h12, h13, s) in &set.specs {
                let want = if vi == 0 { *h12 } else { *h13 };
                let got = spec_hash(version, s);
                expect(
                    got == want,
                    format!(
                        "{} {version:?} hash of {s:?}: got {got} want {want}",
                        set.name
                    ),
                );
                hashes.push(got);
            }
            let got = scala_immutable_set_order(version, &hashes);
            expect(
                got == set.orders[vi],
                format!(
                    "{} {version:?} order: got {got:?} want {:?}",
                    set.name, set.orders[vi]
                ),
            );
        }
    }

    for c in &fx.hash_sets {
        for (vi, version) in VERSIONS.into_iter().enumerate() {
            let got = scala_immutable_set_order(version, &c.hashes);
            expect(
                got == c.orders[vi],
                format!(
                    "{} {version:?}: got {got:?} want {:?}",
                    c.name, c.orders[vi]
                ),
            );
        }
    }

    for p in &fx.parses {
        for (vi, version) in VERSIONS.into_iter().enumerate() {
            let result = &p.results[vi];
            let mut hashes = Vec::new();
            for (want, s) in result {
                let got = spec_hash(version, s);
                expect(
                    got == *want,
                    format!(
                        "{} {version:?} hash of {s:?}: got {got} want {want}",
                        p.name
                    ),
                );
                hashes.push(got);
            }
            // With 5+ specs of distinct hashes the order cannot depend on the insertion order
            // (Spark's pair-set order), so insert in reverse and expect Spark's result order.
            let mut distinct = hashes.clone();
            distinct.sort_unstable();
            distinct.dedup();
            if result.len() < 5 || distinct.len() != hashes.len() {
                continue; // the order would depend on Spark's pair-set order
            }
            let reversed: Vec<i32> = hashes.iter().rev().copied().collect();
            let got: Vec<usize> = scala_immutable_set_order(version, &reversed)
                .into_iter()
                .map(|i| hashes.len() - 1 - i)
                .collect();
            let want: Vec<usize> = (0..hashes.len()).collect();
            expect(
                got == want,
                format!("{} {version:?} parse order: got {got:?}", p.name),
            );
        }
    }

    for c in &fx.secrets {
        let mut hashes: [Vec<i32>; 2] = [Vec::new(), Vec::new()];
        for (h6, h7, s) in &c.secrets {
            let volume = format!("{s}-volume");
            for (mi, model) in MODELS.into_iter().enumerate() {
                let want = if mi == 0 { *h6 } else { *h7 };
                let got = fabric8_secret_volume_hash(model, &volume, s);
                expect(
                    got == want,
                    format!("{} {model:?} hash of {s}: got {got} want {want}", c.name),
                );
                hashes[mi].push(got);
            }
        }
        for (vi, version) in VERSIONS.into_iter().enumerate() {
            // the secrets map, emulated: `getAllWithPrefix(prefix).toMap` of a conf set in
            // Java String order; its iteration order gives the mounts, its `keys.foreach` order
            // feeds the volume Set
            let map = secrets_map(version, c.secrets.iter().map(|(_, _, s)| s.as_str()));
            let index = |k: &str| c.secrets.iter().position(|(_, _, s)| s == k);
            let mounts: Vec<Option<usize>> = map.keys().map(index).collect();
            let keys: Vec<Option<usize>> = map.keys_foreach().into_iter().map(index).collect();
            let want_mounts: Vec<Option<usize>> = c.mounts[vi].iter().map(|&i| Some(i)).collect();
            let want_keys: Vec<Option<usize>> = c.keys[vi].iter().map(|&i| Some(i)).collect();
            expect(
                mounts == want_mounts,
                format!(
                    "{} {version:?} map order: got {mounts:?} want {want_mounts:?}",
                    c.name
                ),
            );
            expect(
                keys == want_keys,
                format!(
                    "{} {version:?} keys.foreach: got {keys:?} want {want_keys:?}",
                    c.name
                ),
            );
            let fed_order = &c.keys[vi];
            let fed: Vec<i32> = fed_order.iter().map(|&i| hashes[vi][i]).collect();
            let got: Vec<usize> = scala_immutable_set_order(version, &fed)
                .into_iter()
                .map(|i| fed_order[i])
                .collect();
            expect(
                got == c.volumes[vi],
                format!(
                    "{} {version:?} volumes: got {got:?} want {:?}",
                    c.name, c.volumes[vi]
                ),
            );
        }
    }

    for (h6, h7, volume, secret) in &fx.volumes {
        for (model, want) in MODELS.into_iter().zip([h6, h7]) {
            let got = fabric8_secret_volume_hash(model, volume, secret);
            expect(
                got == *want,
                format!("{model:?} ({volume:?}, {secret:?}): got {got} want {want}"),
            );
        }
    }

    for (h12, h13, entries) in &fx.maps {
        let borrowed: Vec<(&str, &str)> = entries
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        for (version, want) in VERSIONS.into_iter().zip([h12, h13]) {
            let got = super::murmur3::string_map_hash(version, &borrowed);
            expect(
                got == *want,
                format!("{version:?} map {entries:?}: got {got} want {want}"),
            );
        }
    }
    (checks, failures)
}

#[test]
fn fixture_covers_what_it_should() {
    let fx = parse(FIXTURE);
    assert!(fx.sets.len() >= 70, "{}", fx.sets.len());
    assert!(fx.hash_sets.len() >= 90);
    assert!(fx.parses.len() >= 30);
    for p in &fx.parses {
        assert!(p.results.iter().all(|r| r.len() >= 5), "{}", p.name);
    }
    assert!(fx.secrets.len() >= 40);
    assert!(fx.volumes.len() >= 10 && fx.maps.len() >= 20);
    // every volume type, both Option shapes, None / empty / non-empty maps
    let specs = || {
        fx.sets
            .iter()
            .flat_map(|s| s.specs.iter().map(|(_, _, s)| s))
    };
    for ty in ["h", "p", "e", "n"] {
        assert!(specs().any(|s| {
            let t = match s.conf {
                Conf::HostPath(..) => "h",
                Conf::Pvc { .. } => "p",
                Conf::EmptyDir(..) => "e",
                Conf::Nfs(..) => "n",
            };
            t == ty
        }));
    }
    assert!(specs().any(|s| matches!(&s.conf, Conf::EmptyDir(None, Some(_)))));
    assert!(specs().any(|s| matches!(&s.conf, Conf::EmptyDir(Some(_), None))));
    assert!(specs().any(|s| matches!(
        &s.conf,
        Conf::Pvc {
            labels: Some(None),
            ..
        }
    )));
    assert!(
        specs().any(|s| matches!(&s.conf, Conf::Pvc { labels: Some(Some(l)), .. } if l.is_empty()))
    );
    assert!(
        specs().any(|s| matches!(&s.conf, Conf::Pvc { labels: Some(Some(l)), .. } if l.len() >= 5))
    );
    assert!(specs().any(|s| s.read_only) && specs().any(|s| !s.read_only));
    // sets of every size 1..=12, full-hash collisions among them, and orders that differ
    for n in 1..=12 {
        assert!(fx.sets.iter().any(|s| s.specs.len() == n), "no set of {n}");
    }
    assert!(fx.sets.iter().any(|s| {
        let mut h: Vec<i32> = s.specs.iter().map(|(a, _, _)| *a).collect();
        h.sort_unstable();
        h.windows(2).any(|w| w[0] == w[1]) && s.specs.len() > 4
    }));
    assert!(fx.hash_sets.iter().any(|c| c.hashes.len() > 32));
    assert!(fx.sets.iter().any(|s| s.orders[0] != s.orders[1]));
    assert!(fx.secrets.iter().any(|c| c.volumes[0] != c.volumes[1]));
    for c in &fx.secrets {
        assert_eq!(c.mounts[0].len(), c.secrets.len(), "{}", c.name);
    }
    // 2.12's `keys.foreach` reverses full-hash collision buckets of the map; 2.13's does not
    assert!(fx.secrets.iter().any(|c| c.keys[0] != c.mounts[0]));
    assert!(fx.secrets.iter().all(|c| c.keys[1] == c.mounts[1]));
}

#[test]
fn volume_hashes_and_set_orders_match_the_jvm() {
    let fx = parse(FIXTURE);
    let (checks, failures) = check_all(&fx);
    assert!(
        failures.is_empty(),
        "{} of {checks} checks differ from the JVM:\n{}",
        failures.len(),
        failures
            .iter()
            .take(30)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert!(checks >= 2500, "only {checks} checks");
}

/// Up to four secrets keep the map's key order; five or more follow the hashes (as printed by
/// the real `MountSecretsFeatureStep`).
#[test]
fn small_sets_keep_insertion_order() {
    let fx = parse(FIXTURE);
    let small: Vec<&SecretsCase> = fx.secrets.iter().filter(|c| c.secrets.len() <= 4).collect();
    assert!(small.len() >= 4);
    for c in small {
        assert_eq!(c.mounts, c.volumes, "{}", c.name);
    }
    assert_eq!(
        scala_immutable_set_order(ScalaVersion::V2_13, &[7, 7, 3, -1]),
        vec![0, 1, 2, 3]
    );
}

// ---------------------------------------------------------------------- the oracle goldens

const SECRETS_3_5_5: &str =
    include_str!("../../../tests/fixtures/oracle/goldens-3.5.5/x-secrets-many.json");
const SECRETS_4_3_0: &str =
    include_str!("../../../tests/fixtures/oracle/goldens-4.3.0/x-secrets-many.json");
const VOLUMES_3_5_5: &str =
    include_str!("../../../tests/fixtures/oracle/goldens-3.5.5/x-volumes-many-executor.json");
const VOLUMES_4_3_0: &str =
    include_str!("../../../tests/fixtures/oracle/goldens-4.3.0/x-volumes-many-executor.json");

/// `(volume names, container 0 volume mount names)` of `<role>.pod` in a golden.
fn golden_names(json: &str, role: &str) -> (Vec<String>, Vec<String>) {
    let v: serde_json::Value = serde_json::from_str(json).expect("golden json");
    let spec = &v[role]["pod"]["spec"];
    let names = |arr: &serde_json::Value| -> Vec<String> {
        arr.as_array()
            .expect("array")
            .iter()
            .map(|x| x["name"].as_str().expect("name").to_string())
            .collect()
    };
    (
        names(&spec["volumes"]),
        names(&spec["containers"][0]["volumeMounts"]),
    )
}

/// `x-secrets-many`: the secret volume order of both roles and both Spark versions follows from
/// the mount order (= the secrets map's iteration order, 6 secrets; `keys.foreach` visits them
/// in the same order as there is no full-hash collision) and the fabric8 hashes.
#[test]
fn secrets_many_golden_volume_order() {
    let secret_volume = |n: &String| n.ends_with("-volume") && !n.starts_with("spark-");
    let mut checked = 0;
    for (json, version, model) in [
        (SECRETS_3_5_5, ScalaVersion::V2_12, Fabric8::V6),
        (SECRETS_4_3_0, ScalaVersion::V2_13, Fabric8::V7),
    ] {
        for role in ["driver", "executor"] {
            let (volumes, mounts) = golden_names(json, role);
            let mounts: Vec<&String> = mounts.iter().filter(|n| secret_volume(n)).collect();
            let want: Vec<&String> = volumes.iter().filter(|n| secret_volume(n)).collect();
            assert_eq!(mounts.len(), 6, "{version:?} {role}");
            let hashes: Vec<i32> = mounts
                .iter()
                .map(|m| {
                    let secret = m.strip_suffix("-volume").expect("suffix");
                    fabric8_secret_volume_hash(model, m, secret)
                })
                .collect();
            let got: Vec<&String> = scala_immutable_set_order(version, &hashes)
                .into_iter()
                .map(|i| mounts[i])
                .collect();
            assert_eq!(got, want, "{version:?} {role}");
            checked += 1;
        }
    }
    assert_eq!(checked, 4);
    // the example from the Spark 3.5.5 driver pod
    let (volumes, _) = golden_names(SECRETS_3_5_5, "driver");
    assert_eq!(
        volumes[..6],
        [
            "s2-volume",
            "db-creds-volume",
            "s1-volume",
            "tls-cert-volume",
            "s3-volume",
            "s4-volume"
        ]
    );
}

/// `x-volumes-many-executor`: six executor volumes of every type, as Spark parses
/// `cases/x-volumes-many-executor.conf`.
#[test]
fn volumes_many_golden_order() {
    const NONE: Option<Option<StringMapEntries<'static>>> = Some(Some(&[]));
    let spec = |name: &'static str, conf: VolumeConfFields<'static>| VolumeSpecFields {
        volume_name: name,
        mount_path: match name {
            "h1" => "/h1",
            "e1" => "/e1",
            "e2" => "/e2",
            "p1" => "/p1",
            "p2" => "/p2",
            _ => "/n1",
        },
        mount_sub_path: "",
        mount_sub_path_expr: Some(""),
        mount_read_only: false,
        volume_conf: conf,
    };
    let pvc = |size| VolumeConfFields::PersistentVolumeClaim {
        claim_name: "OnDemand",
        storage_class: Some("standard"),
        size: Some(size),
        labels: NONE,
        annotations: NONE,
    };
    let specs = [
        spec(
            "h1",
            VolumeConfFields::HostPath {
                host_path: "/mnt/h1",
                volume_type: Some(""),
            },
        ),
        spec(
            "e1",
            VolumeConfFields::EmptyDir {
                medium: None,
                size_limit: None,
            },
        ),
        spec(
            "e2",
            VolumeConfFields::EmptyDir {
                medium: None,
                size_limit: Some("2Gi"),
            },
        ),
        spec("p1", pvc("5Gi")),
        spec("p2", pvc("6Gi")),
        spec(
            "n1",
            VolumeConfFields::Nfs {
                path: "/export/n1",
                server: "nfs.example.com",
            },
        ),
    ];
    for (json, version) in [
        (VOLUMES_3_5_5, ScalaVersion::V2_12),
        (VOLUMES_4_3_0, ScalaVersion::V2_13),
    ] {
        let (volumes, mounts) = golden_names(json, "executor");
        let ours: Vec<&str> = specs.iter().map(|s| s.volume_name).collect();
        let want: Vec<&str> = volumes
            .iter()
            .map(String::as_str)
            .filter(|n| ours.contains(n))
            .collect();
        let want_mounts: Vec<&str> = mounts
            .iter()
            .map(String::as_str)
            .filter(|n| ours.contains(n))
            .collect();
        let hashes: Vec<i32> = specs
            .iter()
            .map(|s| kubernetes_volume_spec_hash(version, s))
            .collect();
        let got: Vec<&str> = scala_immutable_set_order(version, &hashes)
            .into_iter()
            .map(|i| specs[i].volume_name)
            .collect();
        assert_eq!(got, want, "{version:?}");
        assert_eq!(got, want_mounts, "{version:?}");
    }
}

/// A larger harness run kept out of the repository:
/// `VOLUME_SETS_FIXTURE=/tmp/big.txt cargo test -p builder-core -- --ignored volume_sets_large`.
#[test]
#[ignore = "needs VOLUME_SETS_FIXTURE (see testdata/VolumeSetHarness.java)"]
fn volume_sets_large_fixture() {
    let path = std::env::var("VOLUME_SETS_FIXTURE").expect("VOLUME_SETS_FIXTURE");
    let text = std::fs::read_to_string(&path).expect("read fixture");
    let fx = parse(&text);
    let (checks, failures) = check_all(&fx);
    assert!(
        failures.is_empty(),
        "{} of {checks} checks differ:\n{}",
        failures.len(),
        failures
            .iter()
            .take(30)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    eprintln!("verified {checks} checks from {path}");
}

mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn immutable_set_order_is_a_permutation(
            hashes in proptest::collection::vec(prop_oneof![any::<i32>(), -4i32..4], 0..80),
            v13 in any::<bool>(),
        ) {
            let version = if v13 { ScalaVersion::V2_13 } else { ScalaVersion::V2_12 };
            let got = scala_immutable_set_order(version, &hashes);
            let mut sorted = got.clone();
            sorted.sort_unstable();
            prop_assert_eq!(sorted, (0..hashes.len()).collect::<Vec<_>>());
            if hashes.len() <= 4 {
                prop_assert_eq!(got, (0..hashes.len()).collect::<Vec<_>>());
            }
        }

        #[test]
        fn distinct_hashes_order_ignores_insertion_order(
            hashes in proptest::collection::btree_set(any::<i32>(), 5..60),
            v13 in any::<bool>(),
        ) {
            let version = if v13 { ScalaVersion::V2_13 } else { ScalaVersion::V2_12 };
            let forward: Vec<i32> = hashes.iter().copied().collect();
            let backward: Vec<i32> = hashes.iter().rev().copied().collect();
            let a: Vec<i32> = scala_immutable_set_order(version, &forward)
                .into_iter()
                .map(|i| forward[i])
                .collect();
            let b: Vec<i32> = scala_immutable_set_order(version, &backward)
                .into_iter()
                .map(|i| backward[i])
                .collect();
            prop_assert_eq!(a, b);
        }
    }
}
