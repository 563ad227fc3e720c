//! `KubernetesVolumeSpec.hashCode` (Spark 3.5.5 on Scala 2.12.18, Spark 4.3.0 on Scala 2.13.18).
//!
//! `KubernetesVolumeUtils.parseVolumesWithPrefix` maps the immutable `Set[(volumeType,
//! volumeName)]` to an immutable `Set[KubernetesVolumeSpec]` and returns its `toSeq`, so with
//! five or more user volumes the pod's volume (and mount) order is the hash-trie order of these
//! case-class hashes ([`super::scala_immutable_set_order`]).
//!
//! Every class involved is a case class, hashed by `MurmurHash3.productHash` over its fields'
//! `##` in declaration order ([`super::murmur3::product_hash`]; 2.13 mixes in the class name
//! first). Field `##`: `String.hashCode`; `Boolean` 1231 / 1237; `Option` = `Some(x)` (a case
//! class) or `None` (`"None".hashCode`); `Map[String, String]` = `MurmurHash3.mapHash`; the
//! volume conf = its own case-class hash. The classes (from the Spark jars):
//!
//! | class                          | Spark 3.5.5                              | Spark 4.3.0 adds                       |
//! |--------------------------------|------------------------------------------|----------------------------------------|
//! | `KubernetesVolumeSpec`         | volumeName, mountPath, mountSubPath, mountReadOnly, volumeConf | mountSubPathExpr (after mountSubPath) |
//! | `KubernetesHostPathVolumeConf` | hostPath                                 | volumeType: String                     |
//! | `KubernetesPVCVolumeConf`      | claimName, storageClass: Option, size: Option | labels, annotations: Option[Map]  |
//! | `KubernetesEmptyDirVolumeConf` | medium: Option, sizeLimit: Option        |                                        |
//! | `KubernetesNFSVolumeConf`      | path, server                             |                                        |

use super::hash::java_string_hash;
use super::murmur3::{option_hash, option_string_hash, product_hash, string_map_hash};
use super::scala_map::ScalaVersion;

/// A `Map[String, String]` as its entries (any order; a later duplicate key wins).
pub type StringMapEntries<'a> = &'a [(&'a str, &'a str)];

/// The fields of a Spark `KubernetesVolumeSpec`, borrowed.
///
/// Fields that only exist in Spark 4.x (`mountSubPathExpr`, the hostPath `volumeType`, the PVC
/// `labels` / `annotations`) are `Option`s whose outer layer says whether the field is given:
/// they must be `Some` for [`ScalaVersion::V2_13`] (Spark 4.3.0) and are ignored for
/// [`ScalaVersion::V2_12`] (Spark 3.5.5; pass `None`). A missing 4.x field under 2.13 is hashed
/// as what Spark 4.3.0's `parseVolumesWithPrefix` stores when the option is not configured:
/// `""` for `mountSubPathExpr` and the hostPath type, `Some(Map())` for labels / annotations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VolumeSpecFields<'a> {
    /// `volumeName`: the name after `spark.kubernetes.<role>.volumes.<type>.`.
    pub volume_name: &'a str,
    /// `mountPath`.
    pub mount_path: &'a str,
    /// `mount.subPath`, `""` when unset.
    pub mount_sub_path: &'a str,
    /// Spark 4.x only: `mount.subPathExpr` (`Some("")` when unset).
    pub mount_sub_path_expr: Option<&'a str>,
    /// `mountReadOnly`.
    pub mount_read_only: bool,
    /// `volumeConf`: the volume type's own fields.
    pub volume_conf: VolumeConfFields<'a>,
}

/// The `volumeConf` of a [`VolumeSpecFields`]: one `KubernetesVolumeSpecificConf` case class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VolumeConfFields<'a> {
    /// `KubernetesHostPathVolumeConf(hostPath[, volumeType])`.
    HostPath {
        /// `hostPath`.
        host_path: &'a str,
        /// Spark 4.x only: `options.type` (`Some("")` when unset).
        volume_type: Option<&'a str>,
    },
    /// `KubernetesPVCVolumeConf(claimName, storageClass, size[, labels, annotations])`.
    PersistentVolumeClaim {
        /// `claimName`.
        claim_name: &'a str,
        /// `storageClass`.
        storage_class: Option<&'a str>,
        /// `size`.
        size: Option<&'a str>,
        /// Spark 4.x only: the Scala `Option[Map]` (Spark 4.3.0 always stores `Some(map)`,
        /// possibly empty, so pass `Some(Some(&[]))` when no label is configured).
        labels: Option<Option<StringMapEntries<'a>>>,
        /// Spark 4.x only, like `labels`.
        annotations: Option<Option<StringMapEntries<'a>>>,
    },
    /// `KubernetesEmptyDirVolumeConf(medium, sizeLimit)`.
    EmptyDir {
        /// `medium`.
        medium: Option<&'a str>,
        /// `sizeLimit`.
        size_limit: Option<&'a str>,
    },
    /// `KubernetesNFSVolumeConf(path, server)`.
    Nfs {
        /// `path`.
        path: &'a str,
        /// `server`.
        server: &'a str,
    },
}

/// `Boolean.##`.
fn boolean_hash(b: bool) -> i32 {
    if b { 1231 } else { 1237 }
}

/// `Option[Map[String, String]].##` of a 4.x-only field (missing = `Some(Map())`).
fn option_map_hash(version: ScalaVersion, m: Option<Option<StringMapEntries<'_>>>) -> i32 {
    let inner = m.unwrap_or(Some(&[]));
    option_hash(
        version,
        inner.map(|entries| string_map_hash(version, entries)),
    )
}

/// `volumeConf.##` (a case-class hash; see the module docs).
pub fn kubernetes_volume_conf_hash(version: ScalaVersion, conf: &VolumeConfFields<'_>) -> i32 {
    let v13 = version == ScalaVersion::V2_13;
    let s = java_string_hash;
    let opt = |o: Option<&str>| option_string_hash(version, o);
    match *conf {
        VolumeConfFields::HostPath {
            host_path,
            volume_type,
        } => {
            let name = "KubernetesHostPathVolumeConf";
            if v13 {
                product_hash(version, name, &[s(host_path), s(volume_type.unwrap_or(""))])
            } else {
                product_hash(version, name, &[s(host_path)])
            }
        }
        VolumeConfFields::PersistentVolumeClaim {
            claim_name,
            storage_class,
            size,
            labels,
            annotations,
        } => {
            let name = "KubernetesPVCVolumeConf";
            let base = [s(claim_name), opt(storage_class), opt(size)];
            if v13 {
                let [a, b, c] = base;
                let l = option_map_hash(version, labels);
                let n = option_map_hash(version, annotations);
                product_hash(version, name, &[a, b, c, l, n])
            } else {
                product_hash(version, name, &base)
            }
        }
        VolumeConfFields::EmptyDir { medium, size_limit } => product_hash(
            version,
            "KubernetesEmptyDirVolumeConf",
            &[opt(medium), opt(size_limit)],
        ),
        VolumeConfFields::Nfs { path, server } => {
            product_hash(version, "KubernetesNFSVolumeConf", &[s(path), s(server)])
        }
    }
}

/// `KubernetesVolumeSpec.hashCode` (= `##`) of Spark 3.5.5 ([`ScalaVersion::V2_12`]) or Spark
/// 4.3.0 ([`ScalaVersion::V2_13`]); see [`VolumeSpecFields`] for the 4.x-only fields.
pub fn kubernetes_volume_spec_hash(version: ScalaVersion, spec: &VolumeSpecFields<'_>) -> i32 {
    let s = java_string_hash;
    let name = s(spec.volume_name);
    let path = s(spec.mount_path);
    let sub = s(spec.mount_sub_path);
    let ro = boolean_hash(spec.mount_read_only);
    let conf = kubernetes_volume_conf_hash(version, &spec.volume_conf);
    match version {
        ScalaVersion::V2_12 => product_hash(
            version,
            "KubernetesVolumeSpec",
            &[name, path, sub, ro, conf],
        ),
        ScalaVersion::V2_13 => {
            let expr = s(spec.mount_sub_path_expr.unwrap_or(""));
            product_hash(
                version,
                "KubernetesVolumeSpec",
                &[name, path, sub, expr, ro, conf],
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(conf: VolumeConfFields<'static>) -> VolumeSpecFields<'static> {
        VolumeSpecFields {
            volume_name: "data",
            mount_path: "/data",
            mount_sub_path: "",
            mount_sub_path_expr: Some(""),
            mount_read_only: false,
            volume_conf: conf,
        }
    }

    #[test]
    fn four_x_fields_are_ignored_by_2_12_and_defaulted_by_2_13() {
        let given = spec(VolumeConfFields::HostPath {
            host_path: "/mnt",
            volume_type: Some(""),
        });
        let missing = VolumeSpecFields {
            mount_sub_path_expr: None,
            volume_conf: VolumeConfFields::HostPath {
                host_path: "/mnt",
                volume_type: None,
            },
            ..given
        };
        let other = VolumeSpecFields {
            mount_sub_path_expr: Some("$(POD_NAME)"),
            volume_conf: VolumeConfFields::HostPath {
                host_path: "/mnt",
                volume_type: Some("Directory"),
            },
            ..given
        };
        fn h12(s: &VolumeSpecFields<'_>) -> i32 {
            kubernetes_volume_spec_hash(ScalaVersion::V2_12, s)
        }
        fn h13(s: &VolumeSpecFields<'_>) -> i32 {
            kubernetes_volume_spec_hash(ScalaVersion::V2_13, s)
        }
        assert_eq!(h12(&given), h12(&missing));
        assert_eq!(h12(&given), h12(&other));
        assert_eq!(h13(&given), h13(&missing));
        assert_ne!(h13(&given), h13(&other));
        assert_ne!(h12(&given), h13(&given));

        let pvc = |labels| {
            spec(VolumeConfFields::PersistentVolumeClaim {
                claim_name: "c",
                storage_class: None,
                size: None,
                labels,
                annotations: Some(Some(&[])),
            })
        };
        assert_eq!(h13(&pvc(None)), h13(&pvc(Some(Some(&[])))));
        assert_ne!(h13(&pvc(Some(None))), h13(&pvc(Some(Some(&[])))));
        assert_eq!(h12(&pvc(Some(None))), h12(&pvc(Some(Some(&[("a", "b")])))));
    }
}
