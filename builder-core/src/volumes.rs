//! User volumes (`spark.kubernetes.{driver,executor}.volumes.<type>.<name>.*`), parsed and
//! validated like `KubernetesVolumeUtils.parseVolumesWithPrefix`.

use std::collections::{BTreeMap, HashMap};

use crate::conf::SparkConf;
use crate::conf::spark_conf::parse_scala_bool;
use crate::error::{JavaException, SparkError, SparkResult};
use crate::release::{Behaviour, Release};
use sparkpods_jvm::{
    VolumeConfFields, VolumeSpecFields, in_scala_immutable_map_order, kubernetes_volume_spec_hash,
    scala_immutable_set_order, scala_tuple2_string_hash,
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
    /// The type as written in the conf key (`hostPath`, `persistentVolumeClaim`, ...): its
    /// name in [`VOLUME_TYPES`].
    pub fn type_name(&self) -> &'static str {
        let makes = match self {
            VolumeKind::HostPath { .. } => Makes::HostPath,
            VolumeKind::PersistentVolumeClaim { .. } => Makes::PersistentVolumeClaim,
            VolumeKind::EmptyDir { .. } => Makes::EmptyDir,
            VolumeKind::Nfs { .. } => Makes::Nfs,
        };
        VOLUME_TYPES
            .iter()
            .find(|t| t.makes == makes)
            .map_or("", |t| t.name)
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

/// The properties of one `(type, name)` pair: each `<type>.<name>.<rest>` key's `rest` and
/// value, in the properties map's order, as a chain through [`Fields`] (no list per volume).
struct VolumeProps<'a> {
    vtype: &'a str,
    vname: &'a str,
    /// The first and the last of its fields in [`Fields`].
    chain: Option<(usize, usize)>,
}

/// Every volume's fields, `(rest, value, next of the same volume)`.
type Fields<'a> = Vec<(&'a str, &'a str, Option<usize>)>;

impl<'a> VolumeProps<'a> {
    fn fields<'f>(&self, all: &'f Fields<'a>) -> impl Iterator<Item = (&'a str, &'a str)> + 'f {
        let mut next = self.chain.map(|(first, _)| first);
        std::iter::from_fn(move || {
            let &(rest, value, after) = all.get(next?)?;
            next = after;
            Some((rest, value))
        })
    }

    /// `properties.get(s"$type.$name.$rest")`: with `type` and `name` free of dots (they come
    /// from splitting keys at dots), that key is exactly a key of this pair with this `rest`.
    fn get(&self, all: &Fields<'a>, rest: &str) -> Option<&'a str> {
        self.fields(all).find(|(r, _)| *r == rest).map(|(_, v)| v)
    }

    fn option(&self, all: &Fields<'a>, o: &str) -> Option<&'a str> {
        self.fields(all)
            .find(|(r, _)| r.strip_prefix("options.") == Some(o))
            .map(|(_, v)| v)
    }

    /// The `<type>.<name>.<rest>` key (for messages).
    fn key(&self, rest: &str) -> String {
        format!("{}.{}.{rest}", self.vtype, self.vname)
    }

    /// `<type>.<name>.<kind>.*` (`label`, `annotation`) of a claim, by name.
    fn prefixed(&self, all: &Fields<'a>, kind: &str) -> BTreeMap<String, String> {
        sparkpods_sort::btree_map(self.fields(all).filter_map(|(r, v)| {
            let name = r.strip_prefix(kind)?.strip_prefix('.')?;
            Some((name.to_string(), v.to_string()))
        }))
    }
}

/// The `(type, name)` pair Spark reads off a property key, `k.split('.')` matching
/// `type :: name :: _`: Java's split drops trailing empty strings, so the pair exists when
/// something other than dots follows the first dot (`hostPath.` has no name part, `a..b` is
/// `("a", "")`).
fn typed_name(key: &str) -> Option<(&str, &str)> {
    let (vtype, rest) = key.split_once('.')?;
    if rest.bytes().all(|b| b == b'.') {
        return None;
    }
    let vname = rest.split_once('.').map_or(rest, |(n, _)| n);
    Some((vtype, vname))
}

/// A property key's [`typed_name`] and what follows `<type>.<name>.` (`None` for a key that is
/// just `<type>.<name>`, which no read asks for).
fn typed_name_and_rest(key: &str) -> Option<(&str, &str, Option<&str>)> {
    let (vtype, vname) = typed_name(key)?;
    let rest = key
        .get(vtype.len() + vname.len() + 2..)
        .filter(|_| key.len() > vtype.len() + vname.len() + 1);
    Some((vtype, vname, rest))
}

/// Parse every volume under `prefix`, in the order Spark iterates them.
///
/// Spark builds `properties = getAllWithPrefix(prefix).toMap`, the Scala `Set` of the keys'
/// `(type, name)` pairs, then per pair reads its keys from the map, and puts the specs into a
/// Scala `Set`. Here the properties are grouped by pair in one pass over the map's order (which
/// [`in_scala_immutable_map_order`] computes from the keys' hashes without building the map),
/// and both sets' orders come from the elements' hashes ([`scala_immutable_set_order`]): linear
/// in the number of volumes, where building the hash tries and looking each key up in them
/// grew faster than the list.
pub fn parse_volumes(conf: &SparkConf, prefix: &str) -> SparkResult<Vec<VolumeSpec>> {
    let release = conf.release();
    let scala = release.scala();
    // A conf's keys are distinct, so the map's order is its keys' order.
    let props = in_scala_immutable_map_order(scala, conf.under_prefix(prefix));
    let (volumes, fields) = group(props);
    let pair_hashes: Vec<i32> = volumes
        .iter()
        .map(|p| scala_tuple2_string_hash(scala, p.vtype, p.vname))
        .collect();
    let mut specs = Vec::with_capacity(volumes.len());
    for p in scala_immutable_set_order(scala, &pair_hashes)
        .into_iter()
        .filter_map(|i| volumes.get(i))
    {
        specs.push(spec(p, &fields, prefix, release)?);
    }
    // `.map { ... }` builds a Scala Set of `KubernetesVolumeSpec`: five or more volumes come out
    // in the order of the case classes' hashes.
    let hashes: Vec<i32> = specs.iter().map(|spec| spec_hash(spec, release)).collect();
    sparkpods_sort::permute(&mut specs, scala_immutable_set_order(scala, &hashes));
    Ok(specs)
}

/// [`parse_volumes`] for its error only, as `createDriverConf` runs it (to validate the
/// executor volumes at submission, its result dropped). Each volume's error depends on its own
/// keys alone, so the volumes are first checked in the order the conf holds them, without
/// `getAll`'s order, the maps' and sets' orders or the specs' hashes, and without making them
/// ([`all_read_without_error`]); only when one fails are they parsed in Spark's order, whose
/// first failure is the one Spark throws.
pub fn check_volumes(conf: &SparkConf, prefix: &str) -> SparkResult<()> {
    if all_read_without_error(conf.unordered_under(prefix), conf.len(), conf.release()) {
        return Ok(());
    }
    parse_volumes(conf, prefix).map(drop)
}

/// What [`all_read_without_error`] notes of a volume's keys.
mod seen {
    pub const MOUNT_PATH: u8 = 1;
    pub const SUB_PATH: u8 = 1 << 1;
    pub const SUB_PATH_EXPR: u8 = 1 << 2;
    /// A value [`super::spec`] rejects on its own (`mount.readOnly`, a size without units).
    pub const BAD_VALUE: u8 = 1 << 3;
    /// The first of the volume type's required options ([`super::VolumeType::required`]), the
    /// others the bits above it.
    pub const REQUIRED: u8 = 1 << 4;
}

/// A volume type Spark reads (`KubernetesVolumeUtils.parseVolumeSpecificConf`): its name in
/// the keys, the options it requires in the order Spark reads them, and whether it checks its
/// `sizeLimit` for units. [`parse_kind`] (Spark's errors) and [`all_read_without_error`] (the
/// submission's check) both read it, so the two cannot hold different rules for a type.
struct VolumeType {
    name: &'static str,
    /// Which [`VolumeKind`] it makes.
    makes: Makes,
    required: &'static [&'static str],
    checks_size: bool,
}

/// The [`VolumeKind`] a [`VolumeType`] makes (a type added to the table needs its own, which
/// [`parse_kind`] must then build).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Makes {
    HostPath,
    PersistentVolumeClaim,
    EmptyDir,
    Nfs,
}

const VOLUME_TYPES: [VolumeType; 4] = [
    VolumeType {
        name: "hostPath",
        makes: Makes::HostPath,
        required: &["path"],
        checks_size: false,
    },
    VolumeType {
        name: "persistentVolumeClaim",
        makes: Makes::PersistentVolumeClaim,
        required: &["claimName"],
        checks_size: true,
    },
    VolumeType {
        name: "emptyDir",
        makes: Makes::EmptyDir,
        required: &[],
        checks_size: true,
    },
    VolumeType {
        name: "nfs",
        makes: Makes::Nfs,
        required: &["path", "server"],
        checks_size: false,
    },
];

impl VolumeType {
    /// The type named `name` in a volume's keys, `None` for one Spark does not support.
    fn named(name: &str) -> Option<&'static VolumeType> {
        VOLUME_TYPES.iter().find(|t| t.name == name)
    }

    /// The bit [`all_read_without_error`] notes for the option `option` (0: not required).
    fn required_bit(&self, option: &str) -> u8 {
        self.required
            .iter()
            .position(|r| *r == option)
            .map_or(0, |i| seen::REQUIRED << i)
    }

    /// Every required option's bit.
    fn required_bits(&self) -> u8 {
        (0..self.required.len()).fold(0, |bits, i| bits | seen::REQUIRED << i)
    }
}

/// Whether [`spec`] reads every volume of `props` without an error: the same rules, noted key
/// by key in one pass (a few bits a volume) rather than each volume's keys grouped and its
/// spec made, which for thousands of volumes wrote megabytes only to drop them (a proptest
/// holds it to [`parse_volumes`]). `bound`: at most how many properties there are (the index
/// is sized once, at the first volume; a conf without one allocates nothing).
fn all_read_without_error<'a>(
    props: impl IntoIterator<Item = (&'a str, &'a str)>,
    bound: usize,
    release: Release,
) -> bool {
    let mut volumes: HashMap<(&str, &str), u8> = HashMap::new();
    for (at, (k, v)) in props.into_iter().enumerate() {
        let Some((vtype, vname, rest)) = typed_name_and_rest(k) else {
            continue;
        };
        if volumes.capacity() == 0 {
            volumes.reserve(bound.saturating_sub(at));
        }
        let noted = match rest {
            Some("mount.path") => seen::MOUNT_PATH,
            Some("mount.subPath") => seen::SUB_PATH,
            Some("mount.subPathExpr") => seen::SUB_PATH_EXPR,
            Some("mount.readOnly") if parse_scala_bool(v).is_none() => seen::BAD_VALUE,
            Some(rest) => match (rest.strip_prefix("options."), VolumeType::named(vtype)) {
                (Some("sizeLimit"), Some(t)) if t.checks_size && size_lacks_units(v, release) => {
                    seen::BAD_VALUE
                }
                (Some(option), Some(t)) => t.required_bit(option),
                _ => 0,
            },
            None => 0,
        };
        *volumes.entry((vtype, vname)).or_insert(0) |= noted;
    }
    volumes.iter().all(|(&(vtype, _), &noted)| {
        let has = |bits: u8| noted & bits == bits;
        let Some(volume_type) = VolumeType::named(vtype) else {
            return false;
        };
        noted & seen::BAD_VALUE == 0
            && has(seen::MOUNT_PATH | volume_type.required_bits())
            && !(release.has(Behaviour::VolumeSubPathExpr)
                && has(seen::SUB_PATH | seen::SUB_PATH_EXPR))
    })
}

/// A size Spark rejects as missing its units (`Volume size ... is smaller than 1KiB`): digits
/// only, below 1024, in the releases that check it.
fn size_lacks_units(v: &str, release: Release) -> bool {
    release.has(Behaviour::ChecksVolumeSizeUnits)
        && !v.is_empty()
        && v.bytes().all(|b| b.is_ascii_digit())
        && v.parse::<u64>().is_ok_and(|n| n < 1024)
}

/// The properties grouped by their `(type, name)` pair: the pairs in first-seen order, each
/// with its keys' rests and values (`properties.keys.flatMap(...)`: the distinct pairs of the
/// keys, in the order given).
fn group<'a>(props: Vec<(&'a str, &'a str)>) -> (Vec<VolumeProps<'a>>, Fields<'a>) {
    let count = props.len();
    let mut volumes: Vec<VolumeProps<'_>> = Vec::with_capacity(count);
    let mut fields: Fields<'_> = Vec::with_capacity(count);
    let mut index: HashMap<(&str, &str), usize> = HashMap::with_capacity(count);
    for (k, v) in props {
        let Some((vtype, vname, rest)) = typed_name_and_rest(k) else {
            continue;
        };
        let slot = *index.entry((vtype, vname)).or_insert_with(|| {
            volumes.push(VolumeProps {
                vtype,
                vname,
                chain: None,
            });
            volumes.len() - 1
        });
        if let (Some(rest), Some(volume)) = (rest, volumes.get_mut(slot)) {
            let at = fields.len();
            fields.push((rest, v, None));
            volume.chain = match volume.chain {
                None => Some((at, at)),
                Some((first, last)) => {
                    if let Some(link) = fields.get_mut(last) {
                        link.2 = Some(at);
                    }
                    Some((first, at))
                }
            };
        }
    }
    (volumes, fields)
}

/// One volume's `KubernetesVolumeSpec`, or the error Spark throws reading it (from its own
/// keys alone).
fn spec<'a>(
    p: &VolumeProps<'a>,
    fields: &Fields<'a>,
    prefix: &str,
    release: Release,
) -> SparkResult<VolumeSpec> {
    if release.has(Behaviour::VolumeSubPathExpr)
        && p.get(fields, "mount.subPath").is_some()
        && p.get(fields, "mount.subPathExpr").is_some()
    {
        let sub_path_key = p.key("mount.subPath");
        let sub_path_expr_key = p.key("mount.subPathExpr");
        return Err(SparkError::new(
            JavaException::IllegalArgument,
            format!(
                "These config options are mutually exclusive: {sub_path_key}, {sub_path_expr_key}"
            ),
        )
        .with_key(format!("{prefix}{sub_path_expr_key}"))
        .with_hint("set only one of mount.subPath and mount.subPathExpr"));
    }
    let mount_path = p.get(fields, "mount.path").ok_or_else(|| {
        let path_key = p.key("mount.path");
        SparkError::new(
            JavaException::NoSuchElement,
            format!("key not found: {path_key}"),
        )
        .with_key(format!("{prefix}{path_key}"))
        .with_hint(format!(
            "set {prefix}{path_key} to where the volume is mounted"
        ))
    })?;
    let read_only = match p.get(fields, "mount.readOnly") {
        None => false,
        Some(v) => parse_scala_bool(v).ok_or_else(|| {
            SparkError::new(
                JavaException::IllegalArgument,
                format!("For input string: \"{v}\""),
            )
            .with_key(format!("{prefix}{}", p.key("mount.readOnly")))
            .with_hint("mount.readOnly must be true or false")
        })?,
    };
    let kind = parse_kind(p, fields, prefix, release)?;
    Ok(VolumeSpec {
        name: p.vname.to_string(),
        mount_path: mount_path.to_string(),
        mount_sub_path: p.get(fields, "mount.subPath").unwrap_or("").to_string(),
        mount_sub_path_expr: if release.has(Behaviour::VolumeSubPathExpr) {
            p.get(fields, "mount.subPathExpr").unwrap_or("").to_string()
        } else {
            String::new()
        },
        mount_read_only: read_only,
        kind,
    })
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

fn parse_kind<'a>(
    p: &VolumeProps<'a>,
    fields: &Fields<'a>,
    prefix: &str,
    release: Release,
) -> SparkResult<VolumeKind> {
    let (vtype, vname) = (p.vtype, p.vname);
    let opt = |o: &str| p.option(fields, o).map(str::to_string);
    let required = |o: &str| -> SparkResult<String> {
        p.option(fields, o).map(str::to_string).ok_or_else(|| {
            let key = p.key(&format!("options.{o}"));
            SparkError::new(
                JavaException::NoSuchElement,
                format!("{key} is required for {vtype}"),
            )
            .with_key(format!("{prefix}{key}"))
            .with_hint(format!("set {prefix}{key}"))
        })
    };
    let Some(volume_type) = VolumeType::named(vtype) else {
        let supported: Vec<&str> = VOLUME_TYPES.iter().map(|t| t.name).collect();
        return Err(SparkError::new(
            JavaException::IllegalArgument,
            format!("Kubernetes Volume type `{vtype}` is not supported"),
        )
        .with_key(format!("{prefix}{vtype}.{vname}"))
        .with_hint(format!("use one of {}", supported.join(", "))));
    };
    // Spark reads the required options first, in this order, then checks the size.
    for option in volume_type.required {
        required(option)?;
    }
    let size_limit = opt("sizeLimit");
    if volume_type.checks_size
        && let Some(v) = &size_limit
        && size_lacks_units(v, release)
    {
        return Err(SparkError::new(
            JavaException::IllegalArgument,
            format!("Volume size `{v}` is smaller than 1KiB. Missing units?"),
        )
        .with_key(format!("{prefix}{vtype}.{vname}.options.sizeLimit"))
        .with_hint("add a unit, e.g. 10Gi"));
    }
    // Present: checked above.
    let option = |o: &str| opt(o).unwrap_or_default();
    match volume_type.makes {
        Makes::HostPath => {
            let path = option("path");
            Ok(VolumeKind::HostPath {
                path,
                host_path_type: if release.has(Behaviour::HostPathType) {
                    opt("type").unwrap_or_default()
                } else {
                    String::new()
                },
            })
        }
        Makes::PersistentVolumeClaim => {
            let claim_name = option("claimName");
            // `<type>.<name>.label.*` / `.annotation.*`, read from the releases that have them
            let (labels, annotations) = if release.has(Behaviour::VolumeClaimLabelsAnnotations) {
                (
                    p.prefixed(fields, "label"),
                    p.prefixed(fields, "annotation"),
                )
            } else {
                (BTreeMap::new(), BTreeMap::new())
            };
            Ok(VolumeKind::PersistentVolumeClaim {
                claim_name,
                storage_class: opt("storageClass"),
                size_limit,
                labels,
                annotations,
            })
        }
        Makes::EmptyDir => Ok(VolumeKind::EmptyDir {
            medium: opt("medium"),
            size_limit,
        }),
        Makes::Nfs => Ok(VolumeKind::Nfs {
            path: option("path"),
            server: option("server"),
        }),
    }
}

#[cfg(test)]
mod tests {
    //! The one-pass grouping held to the way this module read volumes before (a Scala map of
    //! the properties, looked up key by key, and the pairs' set built as Spark builds it).
    use super::*;
    use crate::release::SparkVersion;
    use proptest::prelude::*;
    use sparkpods_jvm::{ScalaMap, scala_immutable_set_of_pairs_order};

    const PREFIX: &str = "spark.kubernetes.executor.volumes.";

    fn reference(conf: &SparkConf, prefix: &str) -> SparkResult<Vec<VolumeSpec>> {
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
                let (Some(t), Some(n), Some(rest)) = (parts.next(), parts.next(), parts.next())
                else {
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
            let kind =
                reference_kind(&props, prefix, &vtype, &vname, labels, annotations, release)?;
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

    fn reference_kind(
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

    fn key() -> impl Strategy<Value = String> {
        let vtype = prop_oneof![
            Just("hostPath"),
            Just("emptyDir"),
            Just("persistentVolumeClaim"),
            Just("nfs"),
            Just("bogus"),
            Just(""),
        ];
        let name = prop_oneof![
            Just("a".to_string()),
            Just("b".to_string()),
            Just("Aa".to_string()),
            Just("BB".to_string()),
            Just(String::new()),
            "v[0-9]{1,3}",
        ];
        let field = prop_oneof![
            Just("mount.path"),
            Just("mount.subPath"),
            Just("mount.subPathExpr"),
            Just("mount.readOnly"),
            Just("options.path"),
            Just("options.type"),
            Just("options.claimName"),
            Just("options.sizeLimit"),
            Just("options.storageClass"),
            Just("options.medium"),
            Just("options.server"),
            Just("label.x"),
            Just("label.y.z"),
            Just("annotation.x"),
            Just("label"),
            Just("options"),
            Just(""),
            Just("."),
            Just("mount..path"),
        ];
        prop_oneof![
            8 => (vtype.clone(), name.clone(), field).prop_map(|(t, n, f)| format!("{t}.{n}.{f}")),
            1 => (vtype.clone(), name).prop_map(|(t, n)| format!("{t}.{n}")),
            1 => vtype.prop_map(|t| format!("{t}.")),
            1 => "[a-z.]{0,6}",
        ]
    }

    fn value() -> impl Strategy<Value = String> {
        prop_oneof![
            Just("true".to_string()),
            Just("FALSE".to_string()),
            Just("maybe".to_string()),
            Just("10".to_string()),
            Just("10Gi".to_string()),
            Just("OnDemand".to_string()),
            "/[a-z]{0,4}",
        ]
    }

    fn version() -> impl Strategy<Value = SparkVersion> {
        proptest::sample::select(SparkVersion::ALL.to_vec())
    }

    /// Every kind a volume type makes is named by its type (the name is read from the table).
    #[test]
    fn every_kind_is_named_by_its_type() {
        let kinds = [
            VolumeKind::HostPath {
                path: String::new(),
                host_path_type: String::new(),
            },
            VolumeKind::PersistentVolumeClaim {
                claim_name: String::new(),
                storage_class: None,
                size_limit: None,
                labels: BTreeMap::new(),
                annotations: BTreeMap::new(),
            },
            VolumeKind::EmptyDir {
                medium: None,
                size_limit: None,
            },
            VolumeKind::Nfs {
                path: String::new(),
                server: String::new(),
            },
        ];
        let names: Vec<&str> = kinds.iter().map(VolumeKind::type_name).collect();
        assert_eq!(
            names,
            ["hostPath", "persistentVolumeClaim", "emptyDir", "nfs"]
        );
    }

    /// `all_read_without_error` notes a type's required options as the bits from
    /// `seen::REQUIRED` up: a type requiring more than the byte holds would lose some.
    #[test]
    fn every_required_option_has_a_bit() {
        for t in &VOLUME_TYPES {
            assert!(
                t.required.len() <= (seen::REQUIRED.leading_zeros() + 1) as usize,
                "{}",
                t.name
            );
            assert_eq!(
                t.required_bits().count_ones() as usize,
                t.required.len(),
                "{}",
                t.name
            );
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]
        #[test]
        fn one_pass_reads_what_the_map_lookups_read(
            entries in proptest::collection::vec((key(), value()), 0..60),
            version in version(),
            other in proptest::collection::vec(("spark\\.[a-z.]{1,12}", value()), 0..4),
        ) {
            let conf = SparkConf::from_entries(
                version,
                entries
                    .iter()
                    .map(|(k, v)| (format!("{PREFIX}{k}"), v.as_str()))
                    .chain(other.iter().map(|(k, v)| (k.clone(), v.as_str())))
                    .collect::<Vec<_>>()
                    .iter()
                    .map(|(k, v)| (k.as_str(), *v)),
            );
            prop_assert_eq!(parse_volumes(&conf, PREFIX), reference(&conf, PREFIX));
        }

        /// The check without Spark's orders fails exactly when the parse does, with its error
        /// (the first in Spark's order where several volumes fail).
        #[test]
        fn the_check_fails_as_the_parse_does(
            entries in proptest::collection::vec((key(), value()), 0..60),
            version in version(),
        ) {
            let conf = SparkConf::from_entries(
                version,
                entries
                    .iter()
                    .map(|(k, v)| (format!("{PREFIX}{k}"), v.as_str()))
                    .collect::<Vec<_>>()
                    .iter()
                    .map(|(k, v)| (k.as_str(), *v)),
            );
            prop_assert_eq!(check_volumes(&conf, PREFIX), parse_volumes(&conf, PREFIX).map(drop));
        }

        /// A few volumes each near to well formed (every key Spark reads present or not, good
        /// values or bad): the check passes exactly when the parse does, whichever one key a
        /// volume lacks or gets wrong (random keys, above, make nearly every conf fail).
        #[test]
        fn the_check_passes_as_the_parse_does(
            volumes in proptest::collection::vec(
                (
                    prop_oneof![
                        4 => Just("hostPath"),
                        4 => Just("emptyDir"),
                        4 => Just("persistentVolumeClaim"),
                        4 => Just("nfs"),
                        1 => Just("bogus"),
                    ],
                    // Whether each key below is there: most volumes near to well formed.
                    [0.9, 0.3, 0.3, 0.5, 0.8, 0.8, 0.8, 0.6].map(proptest::bool::weighted),
                    any::<bool>(),
                    any::<bool>(),
                ),
                1..3,
            ),
            version in version(),
        ) {
            let mut entries: Vec<(String, &str)> = Vec::new();
            for (i, (vtype, present, good_read_only, good_size)) in volumes.iter().enumerate() {
                let fields = [
                    ("mount.path", "/m"),
                    ("mount.subPath", "s"),
                    ("mount.subPathExpr", "$(E)"),
                    ("mount.readOnly", if *good_read_only { "true" } else { "yes" }),
                    ("options.path", "/p"),
                    ("options.claimName", "c"),
                    ("options.server", "srv"),
                    ("options.sizeLimit", if *good_size { "1Gi" } else { "500" }),
                ];
                for ((rest, value), _) in fields.iter().zip(present).filter(|(_, p)| **p) {
                    entries.push((format!("{PREFIX}{vtype}.v{i}.{rest}"), value));
                }
            }
            let conf = SparkConf::from_entries(
                version,
                entries.iter().map(|(k, v)| (k.as_str(), *v)),
            );
            prop_assert_eq!(check_volumes(&conf, PREFIX), parse_volumes(&conf, PREFIX).map(drop));
        }

        /// Many volumes, all well formed: the order of the specs.
        #[test]
        fn many_volumes_come_out_in_the_same_order(
            names in proptest::collection::btree_set("[a-zA-Z0-9]{1,6}", 0..150),
            version in version(),
        ) {
            let keys: Vec<String> = names
                .iter()
                .enumerate()
                .flat_map(|(i, n)| {
                    let t = ["emptyDir", "hostPath", "nfs", "persistentVolumeClaim"][i % 4];
                    [
                        format!("{PREFIX}{t}.{n}.mount.path"),
                        format!("{PREFIX}{t}.{n}.options.path"),
                        format!("{PREFIX}{t}.{n}.options.server"),
                        format!("{PREFIX}{t}.{n}.options.claimName"),
                        format!("{PREFIX}{t}.{n}.label.l"),
                    ]
                })
                .collect();
            let conf = SparkConf::from_entries(version, keys.iter().map(|k| (k.as_str(), "/x")));
            prop_assert_eq!(parse_volumes(&conf, PREFIX), reference(&conf, PREFIX));
            prop_assert_eq!(check_volumes(&conf, PREFIX), Ok(()));
        }
    }
}
