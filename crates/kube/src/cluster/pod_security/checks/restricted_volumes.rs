//! `restrictedVolumes` (`policy/check_restrictedVolumes.go`).

use std::collections::BTreeSet;

use k8s_openapi::api::core::v1::Pod;

use super::helpers::{sorted, uses};
use super::visitor::spec;

pub(super) fn restricted_volumes(pod: &Pod) -> Option<(String, String)> {
    let mut names = Vec::new();
    let mut types = BTreeSet::new();
    for v in spec(pod)?.volumes.iter().flatten() {
        let allowed = v.config_map.is_some()
            || v.csi.is_some()
            || v.downward_api.is_some()
            || v.empty_dir.is_some()
            || v.ephemeral.is_some()
            || v.image.is_some()
            || v.persistent_volume_claim.is_some()
            || v.projected.is_some()
            || v.secret.is_some();
        if allowed {
            continue;
        }
        names.push(v.name.as_str());
        let kind = [
            (v.host_path.is_some(), "hostPath"),
            (v.gce_persistent_disk.is_some(), "gcePersistentDisk"),
            (v.aws_elastic_block_store.is_some(), "awsElasticBlockStore"),
            (v.git_repo.is_some(), "gitRepo"),
            (v.nfs.is_some(), "nfs"),
            (v.iscsi.is_some(), "iscsi"),
            (v.glusterfs.is_some(), "glusterfs"),
            (v.rbd.is_some(), "rbd"),
            (v.flex_volume.is_some(), "flexVolume"),
            (v.cinder.is_some(), "cinder"),
            (v.cephfs.is_some(), "cephfs"),
            (v.flocker.is_some(), "flocker"),
            (v.fc.is_some(), "fc"),
            (v.azure_file.is_some(), "azureFile"),
            (v.vsphere_volume.is_some(), "vsphereVolume"),
            (v.quobyte.is_some(), "quobyte"),
            (v.azure_disk.is_some(), "azureDisk"),
            (v.photon_persistent_disk.is_some(), "photonPersistentDisk"),
            (v.portworx_volume.is_some(), "portworxVolume"),
            (v.scale_io.is_some(), "scaleIO"),
            (v.storageos.is_some(), "storageos"),
        ]
        .into_iter()
        .find(|(set, _)| *set)
        .map_or("unknown", |(_, k)| k);
        types.insert(kind.to_string());
    }
    (!names.is_empty()).then(|| {
        (
            "restricted volume types".into(),
            uses(
                ("volume", "volumes"),
                &names,
                ("restricted volume type", "restricted volume types"),
                &sorted(types),
            ),
        )
    })
}
