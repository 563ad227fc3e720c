//! What the basic driver and executor steps set alike: container name, image and pull policy;
//! pod name, labels, annotations, node selector, image pull secrets and scheduler.

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::LocalObjectReference;

use crate::error::SparkResult;
use crate::kubernetes_conf::KubernetesConf;
use crate::pod::SparkPod;

/// The role-independent part of a Spark pod.
pub struct PodBasics {
    pub image: String,
    pub pull_policy: String,
    pub labels: BTreeMap<String, String>,
    pub annotations: BTreeMap<String, String>,
    pub node_selector: BTreeMap<String, String>,
    pub pull_secrets: Vec<String>,
    pub scheduler_name: Option<String>,
}

impl PodBasics {
    /// Read them from the role's conf (labels may fail on reserved keys).
    pub fn from_conf(conf: &KubernetesConf, image: String) -> SparkResult<Self> {
        Ok(PodBasics {
            image,
            pull_policy: conf.image_pull_policy()?,
            labels: conf.labels()?,
            annotations: conf.annotations(),
            node_selector: conf.node_selector(),
            pull_secrets: conf.image_pull_secrets(),
            scheduler_name: conf.scheduler_name()?,
        })
    }

    /// Apply them; template values are kept where Spark adds to maps and lists, replaced where
    /// Spark overwrites (image, pull policy, pod name, scheduler).
    pub fn apply(&mut self, pod: &mut SparkPod, pod_name: &str, default_container_name: &str) {
        let c = &mut pod.container;
        if c.name.is_empty() {
            c.name = default_container_name.to_string();
        }
        c.image = Some(self.image.clone());
        c.image_pull_policy = Some(self.pull_policy.clone());
        let meta = &mut pod.pod.metadata;
        meta.name = Some(pod_name.to_string());
        add_all(&mut meta.labels, &self.labels);
        // Spark adds these maps even when empty; fabric8 5 then writes `{}`.
        add_all(&mut meta.annotations, &self.annotations);
        let spec = pod.spec_mut();
        add_all(&mut spec.node_selector, &self.node_selector);
        if !self.pull_secrets.is_empty() {
            spec.image_pull_secrets.get_or_insert_with(Vec::new).extend(
                self.pull_secrets
                    .iter()
                    .map(|n| LocalObjectReference { name: n.clone() }),
            );
        }
        if let Some(s) = &self.scheduler_name {
            spec.scheduler_name = Some(s.clone());
        }
    }
}

/// `putAll` of `entries` into the pod's map (created if absent): a copy of them when the map
/// has nothing yet (no template), which builds the tree at once rather than by insertions.
fn add_all(map: &mut Option<BTreeMap<String, String>>, entries: &BTreeMap<String, String>) {
    match map {
        Some(m) if !m.is_empty() => m.extend(entries.iter().map(|(k, v)| (k.clone(), v.clone()))),
        _ => *map = Some(entries.clone()),
    }
}
