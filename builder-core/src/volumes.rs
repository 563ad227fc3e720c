//! User volumes (`spark.kubernetes.{driver,executor}.volumes.<type>.<name>.*`), parsed and
//! validated like `KubernetesVolumeUtils.parseVolumesWithPrefix`.

use std::collections::BTreeMap;

use crate::conf::SparkConf;
use crate::conf::spark_conf::parse_scala_bool;
use crate::error::{JavaException, SparkError, SparkResult};
use crate::release::{Behaviour, Release};
use sparkpods_jvm::{
    ScalaMap, VolumeConfFields, VolumeSpecFields, kubernetes_volume_spec_hash,
    scala_immutable_set_of_pairs_order, scala_immutable_set_order,
};

/// What kind of volume, with its type-specific options.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VolumeKind {
    HostPath {
        path: String,
        host_path_type: String,
    },
    PersistentVolumeClaim {
        claim_name: String,
        storage_class: Option<String>,
        size_limit: Option<String>,
        labels: BTreeMap<String, String>,
        annotations: BTreeMap<String, String>,
    },
    EmptyDir {
        medium: Option<String>,
        size_limit: Option<String>,
    },
    Nfs {
        path: String,
        server: String,
    },
}

impl VolumeKind {
    /// The type as written in the conf key (`hostPath`, `persistentVolumeClaim`, ...).
    pub fn type_name(&self) -> &'static str {
        match self {
            VolumeKind::HostPath { .. } => "hostPath",
            VolumeKind::PersistentVolumeClaim { .. } => "persistentVolumeClaim",
            VolumeKind::EmptyDir { .. } => "emptyDir",
            VolumeKind::Nfs { .. } => "nfs",
        }
    }
}

/// One user volume and its mount.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VolumeSpec {
    pub name: String,
    pub mount_path: String,
    pub mount_sub_path: String,
    pub mount_sub_path_expr: String,
    pub mount_read_only: bool,
    pub kind: VolumeKind,
}

/// Parse every volume under `prefix`, in the order Spark iterates them.
pub fn parse_volumes(conf: &SparkConf, prefix: &str) -> SparkResult<Vec<VolumeSpec>> {
    let release = conf.release();
    let props = ScalaMap::from_pairs(release.scala(), conf.get_all_with_prefix(prefix));
    // (type, name) pairs in first-seen order of the properties map: a Scala Set of up to four
    // elements keeps insertion order.
    // `properties.keys.flatMap(...)` builds a Scala immutable Set of (type, name) pairs.
    let typed_names: Vec<(&str, &str)> = props
        .keys()
        .filter_map(|k| {
            // Java's split drops trailing empty strings: `hostPath.` has no name part.
            let mut parts: Vec<&str> = k.split('.').collect();
            while parts.last().is_some_and(|p| p.is_empty()) {
                parts.pop();
            }
            match parts.as_slice() {
                [t, n, ..] => Some((*t, *n)),
                _ => None,
            }
        })
        .collect();
    let pairs: Vec<(String, String)> =
        scala_immutable_set_of_pairs_order(release.scala(), typed_names)
            .into_iter()
            .map(|(t, n)| (t.to_string(), n.to_string()))
            .collect();
    let get = |k: &str| props.get(k).map(String::as_str);
    // `<type>.<name>.label.*` / `.annotation.*` of each claim, in one pass over the properties
    // (looking them up per volume would be quadratic in the number of volumes).
    type ClaimMeta = (Vec<(String, String)>, Vec<(String, String)>);
    let mut claim_meta: BTreeMap<(String, String), ClaimMeta> = BTreeMap::new();
    if release.has(Behaviour::VolumeClaimLabelsAnnotations) {
        for (k, v) in props.iter() {
            let mut parts = k.splitn(3, '.');
            let (Some(t), Some(n), Some(rest)) = (parts.next(), parts.next(), parts.next()) else {
                continue;
            };
            let (labels, annotations) = claim_meta
                .entry((t.to_string(), n.to_string()))
                .or_default();
            if let Some(label) = rest.strip_prefix("label.") {
                labels.push((label.to_string(), v.clone()));
            } else if let Some(annotation) = rest.strip_prefix("annotation.") {
                annotations.push((annotation.to_string(), v.clone()));
            }
        }
    }
    let mut specs = Vec::with_capacity(pairs.len());
    for (vtype, vname) in pairs {
        let base = format!("{vtype}.{vname}");
        let path_key = format!("{base}.mount.path");
        let sub_path_key = format!("{base}.mount.subPath");
        let sub_path_expr_key = format!("{base}.mount.subPathExpr");
        let read_only_key = format!("{base}.mount.readOnly");
        if release.has(Behaviour::VolumeSubPathExpr)
            && get(&sub_path_key).is_some()
            && get(&sub_path_expr_key).is_some()
        {
            return Err(SparkError::new(
                JavaException::IllegalArgument,
                format!("These config options are mutually exclusive: {sub_path_key}, {sub_path_expr_key}"),
            )
            .with_key(format!("{prefix}{sub_path_expr_key}"))
            .with_hint("set only one of mount.subPath and mount.subPathExpr"));
        }
        let (labels, annotations) = match claim_meta.remove(&(vtype.clone(), vname.clone())) {
            Some((l, a)) => (sparkpods_sort::btree_map(l), sparkpods_sort::btree_map(a)),
            None => (BTreeMap::new(), BTreeMap::new()),
        };
        let mount_path = get(&path_key).ok_or_else(|| {
            SparkError::new(
                JavaException::NoSuchElement,
                format!("key not found: {path_key}"),
            )
            .with_key(format!("{prefix}{path_key}"))
            .with_hint(format!(
                "set {prefix}{path_key} to where the volume is mounted"
            ))
        })?;
        let read_only = match get(&read_only_key) {
            None => false,
            Some(v) => parse_scala_bool(v).ok_or_else(|| {
                SparkError::new(
                    JavaException::IllegalArgument,
                    format!("For input string: \"{v}\""),
                )
                .with_key(format!("{prefix}{read_only_key}"))
                .with_hint("mount.readOnly must be true or false")
            })?,
        };
        let kind = parse_kind(&props, prefix, &vtype, &vname, labels, annotations, release)?;
        specs.push(VolumeSpec {
            name: vname,
            mount_path: mount_path.to_string(),
            mount_sub_path: get(&sub_path_key).unwrap_or("").to_string(),
            mount_sub_path_expr: if release.has(Behaviour::VolumeSubPathExpr) {
                get(&sub_path_expr_key).unwrap_or("").to_string()
            } else {
                String::new()
            },
            mount_read_only: read_only,
            kind,
        });
    }
    // `.map { ... }` builds a Scala Set of `KubernetesVolumeSpec`: five or more volumes come out
    // in the order of the case classes' hashes.
    let hashes: Vec<i32> = specs.iter().map(|spec| spec_hash(spec, release)).collect();
    let order = scala_immutable_set_order(release.scala(), &hashes);
    let mut slots: Vec<Option<VolumeSpec>> = specs.into_iter().map(Some).collect();
    Ok(order
        .into_iter()
        .filter_map(|i| slots.get_mut(i).and_then(Option::take))
        .collect())
}

/// The Scala case-class hash of the `KubernetesVolumeSpec` Spark builds for `spec` (the case
/// classes gain fields with the behaviours that read them).
fn spec_hash(spec: &VolumeSpec, release: Release) -> i32 {
    fn field(release: Release, b: Behaviour, v: &str) -> Option<&str> {
        release.has(b).then_some(v)
    }
    fn label_entries(m: &BTreeMap<String, String>) -> Vec<(&str, &str)> {
        m.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect()
    }
    let (labels, annotations) = match &spec.kind {
        VolumeKind::PersistentVolumeClaim {
            labels,
            annotations,
            ..
        } => (label_entries(labels), label_entries(annotations)),
        _ => (Vec::new(), Vec::new()),
    };
    let volume_conf = match &spec.kind {
        VolumeKind::HostPath {
            path,
            host_path_type,
        } => VolumeConfFields::HostPath {
            host_path: path,
            volume_type: field(release, Behaviour::HostPathType, host_path_type),
        },
        VolumeKind::PersistentVolumeClaim {
            claim_name,
            storage_class,
            size_limit,
            ..
        } => VolumeConfFields::PersistentVolumeClaim {
            claim_name,
            storage_class: storage_class.as_deref(),
            size: size_limit.as_deref(),
            labels: release
                .has(Behaviour::VolumeClaimLabelsAnnotations)
                .then_some(Some(labels.as_slice())),
            annotations: release
                .has(Behaviour::VolumeClaimLabelsAnnotations)
                .then_some(Some(annotations.as_slice())),
        },
        VolumeKind::EmptyDir { medium, size_limit } => VolumeConfFields::EmptyDir {
            medium: medium.as_deref(),
            size_limit: size_limit.as_deref(),
        },
        VolumeKind::Nfs { path, server } => VolumeConfFields::Nfs { path, server },
    };
    let fields = VolumeSpecFields {
        volume_name: &spec.name,
        mount_path: &spec.mount_path,
        mount_sub_path: &spec.mount_sub_path,
        mount_sub_path_expr: field(
            release,
            Behaviour::VolumeSubPathExpr,
            &spec.mount_sub_path_expr,
        ),
        mount_read_only: spec.mount_read_only,
        volume_conf,
    };
    kubernetes_volume_spec_hash(release.scala(), &fields)
}

fn parse_kind(
    props: &ScalaMap<String>,
    prefix: &str,
    vtype: &str,
    vname: &str,
    labels: BTreeMap<String, String>,
    annotations: BTreeMap<String, String>,
    release: Release,
) -> SparkResult<VolumeKind> {
    let opt = |o: &str| props.get(&format!("{vtype}.{vname}.options.{o}")).cloned();
    let required = |o: &str| -> SparkResult<String> {
        let key = format!("{vtype}.{vname}.options.{o}");
        props.get(&key).cloned().ok_or_else(|| {
            SparkError::new(
                JavaException::NoSuchElement,
                format!("{key} is required for {vtype}"),
            )
            .with_key(format!("{prefix}{key}"))
            .with_hint(format!("set {prefix}{key}"))
        })
    };
    let verify_size = |size: &Option<String>| -> SparkResult<()> {
        if let Some(v) = size {
            let small = !v.is_empty()
                && v.bytes().all(|b| b.is_ascii_digit())
                && v.parse::<u64>().map(|n| n < 1024).unwrap_or(false);
            if release.has(Behaviour::ChecksVolumeSizeUnits) && small {
                return Err(SparkError::new(
                    JavaException::IllegalArgument,
                    format!("Volume size `{v}` is smaller than 1KiB. Missing units?"),
                )
                .with_key(format!("{prefix}{vtype}.{vname}.options.sizeLimit"))
                .with_hint("add a unit, e.g. 10Gi"));
            }
        }
        Ok(())
    };
    match vtype {
        "hostPath" => {
            let path = required("path")?;
            Ok(VolumeKind::HostPath {
                path,
                host_path_type: if release.has(Behaviour::HostPathType) {
                    opt("type").unwrap_or_default()
                } else {
                    String::new()
                },
            })
        }
        "persistentVolumeClaim" => {
            let claim_name = required("claimName")?;
            let size_limit = opt("sizeLimit");
            verify_size(&size_limit)?;
            Ok(VolumeKind::PersistentVolumeClaim {
                claim_name,
                storage_class: opt("storageClass"),
                size_limit,
                labels,
                annotations,
            })
        }
        "emptyDir" => {
            let size_limit = opt("sizeLimit");
            verify_size(&size_limit)?;
            Ok(VolumeKind::EmptyDir {
                medium: opt("medium"),
                size_limit,
            })
        }
        "nfs" => {
            let path = required("path")?;
            let server = required("server")?;
            Ok(VolumeKind::Nfs { path, server })
        }
        other => Err(SparkError::new(
            JavaException::IllegalArgument,
            format!("Kubernetes Volume type `{other}` is not supported"),
        )
        .with_key(format!("{prefix}{other}.{vname}"))
        .with_hint("use one of hostPath, persistentVolumeClaim, emptyDir, nfs")),
    }
}
