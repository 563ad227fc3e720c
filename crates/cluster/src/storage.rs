//! The storage step of `check --cluster`: where Spark's scratch space (its `spark-local-dir-*`
//! volumes: shuffle files, spills) lands and what that costs. On the node's disk with no
//! ephemeral-storage request, the kubelet evicts executors when the disk fills; on tmpfs it
//! counts against the container's memory limit; on claims created on demand, every executor
//! claims its own.

use crate::rules;
use k8s_openapi::api::core::v1::Volume;

use super::AdmittedPod;
use super::keys::KeySources;
use builder_core::Role;
use builder_core::executor_count;
use builder_core::{Diagnostic, Severity};
use sparkpods_kube::KubeObject;
use sparkpods_kube::Quantity;

pub fn check_storage(
    sources: &KeySources,
    pods: &[&AdmittedPod],
    executor_resources: &[KubeObject],
    out: &mut Vec<Diagnostic>,
) {
    for pod in pods {
        let Some(spec) = pod.pod.spec.as_ref() else {
            continue;
        };
        let local_dirs: Vec<&Volume> = spec
            .volumes
            .iter()
            .flatten()
            .filter(|v| v.name.starts_with("spark-local-dir-"))
            .collect();
        let container = spec
            .containers
            .iter()
            .find(|c| c.name == pod.spark_container);
        let resources = container.and_then(|c| c.resources.as_ref());
        let has = |list: Option<&std::collections::BTreeMap<String, _>>, k: &str| {
            list.is_some_and(|m| m.contains_key(k))
        };
        let requests_storage = has(
            resources.and_then(|r| r.requests.as_ref()),
            "ephemeral-storage",
        );
        let on_disk: Vec<&str> = local_dirs
            .iter()
            .filter(|v| {
                v.empty_dir
                    .as_ref()
                    .is_some_and(|e| e.medium.as_deref().unwrap_or("") != "Memory")
            })
            .map(|v| v.name.as_str())
            .collect();
        let template = pod.role.keys().template_file.key;
        if !on_disk.is_empty() && !requests_storage {
            out.push(Diagnostic::new(&rules::LOCAL_DIRS_EVICTION,
                Some(template.to_string()),
                format!(
                    "the {} writes shuffle and spill files to {} (emptyDir on the node's disk) and requests no ephemeral-storage: the scheduler does not count that disk, and the kubelet evicts the pod when the node's disk fills",
                    pod.role.as_str(),
                    on_disk.join(", ")
                ),
                Some(format!(
                    "request ephemeral-storage in the pod template {template} names, or put the local dirs on a claim ({}persistentVolumeClaim.spark-local-dir-1.options.claimName=OnDemand)",
                    pod.role.keys().volumes.key
                )),
            ).at(if pod.role == Role::Executor { Severity::Warning } else { Severity::Info }));
        }
    }
    let count = executor_count(&sources.sub.conf);
    for r in executor_resources {
        let KubeObject::PersistentVolumeClaim(pvc) = r else {
            continue;
        };
        let spec = pvc.spec.as_ref();
        let size = spec
            .and_then(|s| s.resources.as_ref())
            .and_then(|r| r.requests.as_ref())
            .and_then(|r| r.get("storage"))
            .and_then(|q| Quantity::parse(&q.0).ok());
        let Some(size) = size else {
            continue;
        };
        let class = spec
            .and_then(|s| s.storage_class_name.clone())
            .unwrap_or_else(|| "the default storage class".to_string());
        let key = sources.claim_size_key(Role::Executor, pvc);
        let total = match count.most() {
            Some(n) => size
                .checked_mul(i64::from(n))
                .map(|t| format!("{n} executors claim {t} together"))
                .unwrap_or_default(),
            None => "the count of executors is not bounded, nor is what they claim".to_string(),
        };
        out.push(Diagnostic::new(
            &rules::CLAIMS_ON_DEMAND,
            Some(key),
            format!("each executor creates its own {size} claim of {class}: {total}"),
            None,
        ));
    }
}
