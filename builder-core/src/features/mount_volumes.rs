//! `MountVolumesFeatureStep`: user volumes (hostPath, emptyDir, PVC incl. OnDemand, NFS).

use std::collections::{BTreeMap, HashMap};

use k8s_openapi::api::core::v1::{
    EmptyDirVolumeSource, HostPathVolumeSource, NFSVolumeSource, PersistentVolumeClaim,
    PersistentVolumeClaimSpec, PersistentVolumeClaimVolumeSource, Volume, VolumeMount,
    VolumeResourceRequirements,
};
use k8s_openapi::apimachinery::pkg::api::resource::Quantity;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

use super::FeatureStep;
use crate::conf::registry as keys;
use crate::error::{SparkError, SparkResult};
use crate::kubernetes_conf::KubernetesConf;
use crate::pod::SparkPod;
use crate::release::Behaviour;
use crate::volumes::{VolumeKind, VolumeSpec};
use sparkpods_kube::KubeObject;

/// The volumes and mounts are built from the specs when the step configures the pod, straight
/// into the pod's lists, the specs' texts moved into them: with thousands of volumes, a
/// finished copy kept in the step and cloned into the pod doubled the memory and the time of
/// the largest lists of the render.
pub struct MountVolumesStep {
    specs: Vec<VolumeSpec>,
    /// Per spec, its claim's name once `OnDemand` / `SPARK_EXECUTOR_ID` are replaced (claims
    /// only).
    claim_names: Vec<Option<String>>,
    sub_path_expr: bool,
    claims: Vec<KubeObject>,
    duplicate_error: Option<SparkError>,
}

/// Room left in the pod's volume and mount lists for the steps after this one (local dirs,
/// the Hadoop and Kerberos confs, the pod template's ConfigMap add one or two each): without
/// it the first of them would copy a list of thousands of volumes into one twice its size.
const LATER_STEPS_ROOM: usize = 8;

impl MountVolumesStep {
    pub fn new(conf: &KubernetesConf) -> SparkResult<Self> {
        // Releases before the key always asked for ReadWriteOnce.
        let legacy_access_mode = conf
            .spark_conf
            .entry_bool(&keys::LEGACY_RWO_ACCESS_MODE)?
            .unwrap_or(true);
        let access_mode = if legacy_access_mode {
            "ReadWriteOnce"
        } else {
            "ReadWriteOncePod"
        };
        let specs = conf.volumes()?;
        let prefix = conf.role_kind().keys().volumes.key;
        let duplicate_error = duplicate_mount_paths(&specs, prefix);
        let mut claim_names = Vec::with_capacity(specs.len());
        let mut claims = Vec::new();
        for (i, spec) in specs.iter().enumerate() {
            let name = claim_name(conf, spec, i);
            claims.extend(
                name.as_deref()
                    .and_then(|n| claim(conf, spec, n, access_mode)),
            );
            claim_names.push(name);
        }
        Ok(MountVolumesStep {
            specs,
            claim_names,
            sub_path_expr: conf.release().has(Behaviour::VolumeSubPathExpr),
            claims,
            duplicate_error,
        })
    }
}

/// Spark rejects two volumes mounted at one path: the duplicated paths in first-seen order,
/// the key of the first volume that repeats one.
fn duplicate_mount_paths(specs: &[VolumeSpec], prefix: &str) -> Option<SparkError> {
    let mut counts: HashMap<&str, usize> = HashMap::with_capacity(specs.len());
    let mut first_seen: Vec<&str> = Vec::with_capacity(specs.len());
    let mut second: Option<&VolumeSpec> = None;
    for s in specs {
        let n = counts.entry(&s.mount_path).or_insert(0);
        *n += 1;
        match *n {
            1 => first_seen.push(&s.mount_path),
            _ => second = second.or(Some(s)),
        }
    }
    let second = second?;
    let dups: Vec<String> = first_seen
        .iter()
        .filter(|p| counts.get(*p).is_some_and(|n| *n > 1))
        .map(|p| format!("'{p}'"))
        .collect();
    Some(
        SparkError::requirement(format!("Found duplicated mountPath: {}", dups.join(", ")))
            .with_hint("give every volume its own mount.path")
            .with_key(format!(
                "{prefix}{}.{}.mount.path",
                second.kind.type_name(),
                second.name
            )),
    )
}

/// The claim a `persistentVolumeClaim` volume mounts, named for this pod (`OnDemand` becomes
/// `<prefix>-exec-<id>-pvc-<index>` or `<prefix>-driver-pvc-<index>`, `SPARK_EXECUTOR_ID` the
/// executor id); `None` for other volumes.
fn claim_name(conf: &KubernetesConf, spec: &VolumeSpec, index: usize) -> Option<String> {
    let VolumeKind::PersistentVolumeClaim { claim_name, .. } = &spec.kind else {
        return None;
    };
    Some(match conf.executor_args() {
        Some(e) => claim_name
            .replace(
                "OnDemand",
                &format!(
                    "{}-exec-{}-pvc-{index}",
                    conf.resource_name_prefix, e.executor_id
                ),
            )
            .replace("SPARK_EXECUTOR_ID", &e.executor_id),
        None => claim_name.replace(
            "OnDemand",
            &format!("{}-driver-pvc-{index}", conf.resource_name_prefix),
        ),
    })
}

/// The PersistentVolumeClaim Spark creates for a claim volume with a storage class and a size.
fn claim(
    conf: &KubernetesConf,
    spec: &VolumeSpec,
    name: &str,
    access_mode: &str,
) -> Option<KubeObject> {
    let VolumeKind::PersistentVolumeClaim {
        storage_class: Some(class),
        size_limit: Some(size),
        labels,
        annotations,
        ..
    } = &spec.kind
    else {
        return None;
    };
    let mut all_labels: BTreeMap<String, String> = labels.clone();
    all_labels.insert("spark-app-selector".to_string(), conf.app_id.clone());
    Some(KubeObject::PersistentVolumeClaim(PersistentVolumeClaim {
        metadata: ObjectMeta {
            name: Some(name.to_string()),
            labels: Some(all_labels),
            annotations: (!annotations.is_empty()).then(|| annotations.clone()),
            ..Default::default()
        },
        spec: Some(PersistentVolumeClaimSpec {
            storage_class_name: Some(class.clone()),
            access_modes: Some(vec![access_mode.to_string()]),
            resources: Some(VolumeResourceRequirements {
                requests: Some(sparkpods_sort::btree_map([(
                    "storage".to_string(),
                    Quantity(size.clone()),
                )])),
                limits: None,
            }),
            ..Default::default()
        }),
        status: None,
    }))
}

/// The pod's volume and the container's mount of one spec.
fn volume_and_mount(
    spec: VolumeSpec,
    claim_name: Option<String>,
    sub_path_expr: bool,
) -> (Volume, VolumeMount) {
    let mut volume = Volume {
        name: spec.name.clone(),
        ..Default::default()
    };
    match spec.kind {
        VolumeKind::HostPath {
            path,
            host_path_type,
        } => {
            volume.host_path = Some(Box::new(HostPathVolumeSource {
                path,
                type_: Some(host_path_type),
            }));
        }
        VolumeKind::PersistentVolumeClaim { .. } => {
            volume.persistent_volume_claim = Some(Box::new(PersistentVolumeClaimVolumeSource {
                claim_name: claim_name.unwrap_or_default(),
                read_only: Some(spec.mount_read_only),
            }));
        }
        VolumeKind::EmptyDir { medium, size_limit } => {
            volume.empty_dir = Some(Box::new(EmptyDirVolumeSource {
                medium: Some(medium.unwrap_or_default()),
                size_limit: size_limit.map(Quantity),
                ..Default::default()
            }));
        }
        VolumeKind::Nfs { path, server } => {
            volume.nfs = Some(Box::new(NFSVolumeSource {
                path,
                server,
                read_only: None,
            }));
        }
    }
    let mount = VolumeMount {
        name: spec.name,
        mount_path: spec.mount_path,
        read_only: Some(spec.mount_read_only),
        sub_path: Some(spec.mount_sub_path),
        sub_path_expr: sub_path_expr.then_some(spec.mount_sub_path_expr),
        ..Default::default()
    };
    (volume, mount)
}

impl FeatureStep for MountVolumesStep {
    fn class_name(&self) -> &'static str {
        "org.apache.spark.deploy.k8s.features.MountVolumesFeatureStep"
    }

    fn configure_pod(&mut self, mut pod: SparkPod) -> SparkResult<SparkPod> {
        if let Some(e) = &self.duplicate_error {
            return Err(e.clone());
        }
        if self.specs.is_empty() {
            return Ok(pod);
        }
        let specs = std::mem::take(&mut self.specs);
        let claim_names = std::mem::take(&mut self.claim_names);
        let room = specs.len() + LATER_STEPS_ROOM;
        let (spec, container) = pod.spec_and_container_mut();
        let volumes = spec.volumes.get_or_insert_with(Vec::new);
        volumes.reserve(room);
        let mounts = container.volume_mounts.get_or_insert_with(Vec::new);
        mounts.reserve(room);
        for (spec, claim) in specs.into_iter().zip(claim_names) {
            let (volume, mount) = volume_and_mount(spec, claim, self.sub_path_expr);
            volumes.push(volume);
            mounts.push(mount);
        }
        Ok(pod)
    }

    fn resources(&self) -> SparkResult<Vec<KubeObject>> {
        Ok(self.claims.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::*;
    use crate::release::SparkVersion::{V3_5_5, V4_3_0};

    /// The vendored k8s-openapi boxes a Volume's sources (tools/k8s-openapi/vendor.sh): inline
    /// they made a volume 3 280 bytes and a pod of thousands of volumes memory-bound.
    #[test]
    fn a_volume_holds_its_sources_boxed() {
        let size = std::mem::size_of::<Volume>();
        assert!(size <= 300, "a Volume is {size} bytes");
    }

    const P: &str = "spark.kubernetes.executor.volumes.";

    fn k(s: &str) -> String {
        format!("{P}{s}")
    }

    #[test]
    fn on_demand_claims_are_named_per_executor_and_created_with_class_and_size() {
        let (a, b, c, d) = (
            k("persistentVolumeClaim.data.options.claimName"),
            k("persistentVolumeClaim.data.options.storageClass"),
            k("persistentVolumeClaim.data.options.sizeLimit"),
            k("persistentVolumeClaim.data.mount.path"),
        );
        let conf = executor(
            V4_3_0,
            &[(&a, "OnDemand"), (&b, "gp3"), (&c, "10Gi"), (&d, "/data")],
        );
        let mut step = MountVolumesStep::new(&conf).unwrap();
        let pod = apply(&mut step);
        let vol = pod.pod.spec.unwrap().volumes.unwrap().remove(0);
        assert_eq!(
            vol.persistent_volume_claim.unwrap().claim_name,
            "app-2-exec-3-pvc-0"
        );
        match step.resources().unwrap().as_slice() {
            [KubeObject::PersistentVolumeClaim(pvc)] => {
                let spec = pvc.spec.clone().unwrap();
                assert_eq!(
                    spec.access_modes,
                    Some(vec!["ReadWriteOncePod".to_string()])
                );
                assert_eq!(spec.storage_class_name.as_deref(), Some("gp3"));
            }
            other => panic!("{other:?}"),
        }
        let conf = executor(
            V3_5_5,
            &[(&a, "OnDemand"), (&b, "gp3"), (&c, "10Gi"), (&d, "/data")],
        );
        match MountVolumesStep::new(&conf)
            .unwrap()
            .resources()
            .unwrap()
            .as_slice()
        {
            [KubeObject::PersistentVolumeClaim(pvc)] => {
                assert_eq!(
                    pvc.spec.clone().unwrap().access_modes,
                    Some(vec!["ReadWriteOnce".to_string()])
                )
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn executor_id_in_claim_names_and_no_claim_without_size() {
        let (a, d) = (
            k("persistentVolumeClaim.data.options.claimName"),
            k("persistentVolumeClaim.data.mount.path"),
        );
        let mut step = MountVolumesStep::new(&executor(
            V3_5_5,
            &[(&a, "data-SPARK_EXECUTOR_ID"), (&d, "/d")],
        ))
        .unwrap();
        let vol = apply(&mut step)
            .pod
            .spec
            .unwrap()
            .volumes
            .unwrap()
            .remove(0);
        assert_eq!(vol.persistent_volume_claim.unwrap().claim_name, "data-3");
        assert!(step.resources().unwrap().is_empty());
    }

    #[test]
    fn empty_dir_and_host_path_fields() {
        let (a, b, c, d) = (
            k("emptyDir.s.mount.path"),
            k("emptyDir.s.options.sizeLimit"),
            k("hostPath.h.mount.path"),
            k("hostPath.h.options.path"),
        );
        let pod = apply(
            &mut MountVolumesStep::new(&executor(
                V3_5_5,
                &[(&a, "/s"), (&b, "1Gi"), (&c, "/h"), (&d, "/var/h")],
            ))
            .unwrap(),
        );
        let vols = pod.pod.spec.unwrap().volumes.unwrap();
        let ed = vols
            .iter()
            .find(|v| v.name == "s")
            .and_then(|v| v.empty_dir.clone())
            .unwrap();
        assert_eq!(ed.medium.as_deref(), Some(""));
        assert_eq!(ed.size_limit.map(|q| q.0).as_deref(), Some("1Gi"));
        let hp = vols
            .iter()
            .find(|v| v.name == "h")
            .and_then(|v| v.host_path.clone())
            .unwrap();
        assert_eq!(hp.path, "/var/h");
        let mounts = pod.container.volume_mounts.unwrap();
        assert!(
            mounts
                .iter()
                .all(|m| m.read_only == Some(false) && m.sub_path.as_deref() == Some(""))
        );
    }

    #[test]
    fn duplicate_mount_paths_fail() {
        let (a, b, c, d) = (
            k("hostPath.a.mount.path"),
            k("hostPath.a.options.path"),
            k("hostPath.b.mount.path"),
            k("hostPath.b.options.path"),
        );
        let mut step = MountVolumesStep::new(&executor(
            V3_5_5,
            &[(&a, "/x"), (&b, "/1"), (&c, "/x"), (&d, "/2")],
        ))
        .unwrap();
        let err = step.configure_pod(SparkPod::initial()).err().unwrap();
        assert_eq!(
            err.message,
            "requirement failed: Found duplicated mountPath: '/x'"
        );
    }

    #[test]
    fn parse_errors_name_the_key() {
        let a = k("nfs.n.mount.path");
        let err = MountVolumesStep::new(&executor(V3_5_5, &[(&a, "/n")]))
            .err()
            .unwrap();
        assert_eq!(err.message, "nfs.n.options.path is required for nfs");
        let a = k("gcePersistentDisk.g.mount.path");
        let err = MountVolumesStep::new(&executor(V3_5_5, &[(&a, "/g")]))
            .err()
            .unwrap();
        assert_eq!(
            err.message,
            "Kubernetes Volume type `gcePersistentDisk` is not supported"
        );
    }
}
