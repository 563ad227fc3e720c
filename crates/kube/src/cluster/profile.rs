//! A cluster profile: the Kubernetes objects a user pastes (`kubectl get
//! ns,limitrange,resourcequota,nodes -o yaml`, a `List`, a YAML stream or JSON), typed, and the
//! ones that govern one namespace picked out.

use k8s_openapi::api::core::v1::{LimitRange, Namespace, Node, Pod, ResourceQuota};

use super::limit_range::LimitRules;
use super::node_fit;
use super::quota::QuotaRules;
use super::scheduling::NodeRoom;
use serde_json::Value;

use crate::manifest::{self, ManifestError};

/// Why a profile cannot be read; each names the object and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProfileError {
    /// The text is neither JSON nor a YAML stream.
    #[error("the cluster profile is not YAML or JSON: {0}")]
    Manifest(#[from] ManifestError),
    /// An object does not have the shape the API server gives its kind, or holds a value it
    /// would not store (a quantity that does not parse, an unknown LimitRange type or quota
    /// scope).
    #[error("{object} (object {index} of the profile): {error}")]
    Object {
        /// `Kind/name` of the object.
        object: String,
        /// Its position among the profile's objects, from 1 (`List`s opened).
        index: usize,
        /// What is wrong with it.
        error: String,
    },
    /// No object of a kind the profile uses (none at all, or every one skipped).
    #[error("the cluster profile holds no Namespace, LimitRange, ResourceQuota, Node or Pod")]
    Empty,
}

/// The objects of a profile, by kind, in the order they were given.
#[derive(Debug, Clone, Default)]
pub struct ClusterProfile {
    /// Namespaces: their `pod-security.kubernetes.io/*` labels set the Pod Security policy.
    pub namespaces: Vec<Namespace>,
    /// LimitRanges as the API server stores them (its defaulting applied).
    pub limit_ranges: Vec<LimitRules>,
    /// ResourceQuotas, their `status` (or `spec.hard` when written without one).
    pub resource_quotas: Vec<QuotaRules>,
    /// Nodes, for the scheduler's filters and node fit.
    pub nodes: Vec<Node>,
    /// Pods already running on the nodes (DaemonSet pods: the per-node overhead).
    pub pods: Vec<Pod>,
    /// `Kind/name` of the objects a profile does not use, so a note can say they were skipped.
    pub skipped: Vec<String>,
    /// Each node's room as the scheduler sees it, with the pods already on it: worked out once
    /// per profile (reading 500 nodes' quantities on every check would cost more than the check).
    pub rooms: Vec<NodeRoom>,
}

impl ClusterProfile {
    /// Reads a profile as `kubectl` reads a file, each object typed as the API server types it.
    pub fn read(text: &str) -> Result<ClusterProfile, ProfileError> {
        let objects = manifest::objects(manifest::read_documents(text)?);
        let mut profile = ClusterProfile::default();
        for (index, object) in objects.iter().enumerate() {
            let kind = object.get("kind").and_then(Value::as_str).unwrap_or("");
            let core = matches!(
                object.get("apiVersion").and_then(Value::as_str),
                Some("v1") | None
            );
            let typed = |error: serde_json::Error| ProfileError::Object {
                object: manifest::object_id(object),
                index: index + 1,
                error: error.to_string(),
            };
            match kind {
                "Namespace" if core => profile.namespaces.push(read(object).map_err(typed)?),
                "LimitRange" if core => {
                    let lr: LimitRange = read(object).map_err(typed)?;
                    let rules = LimitRules::read(&lr).map_err(|e| ProfileError::Object {
                        object: manifest::object_id(object),
                        index: index + 1,
                        error: e.to_string(),
                    })?;
                    profile.limit_ranges.push(rules);
                }
                "ResourceQuota" if core => {
                    let q: ResourceQuota = read(object).map_err(typed)?;
                    let rules = QuotaRules::read(&q).map_err(|e| ProfileError::Object {
                        object: manifest::object_id(object),
                        index: index + 1,
                        error: e.to_string(),
                    })?;
                    profile.resource_quotas.push(rules);
                }
                "Node" if core => profile.nodes.push(read(object).map_err(typed)?),
                "Pod" if core => profile.pods.push(read(object).map_err(typed)?),
                _ => profile.skipped.push(manifest::object_id(object)),
            }
        }
        let used = profile.namespaces.len()
            + profile.limit_ranges.len()
            + profile.resource_quotas.len()
            + profile.nodes.len()
            + profile.pods.len();
        if used == 0 {
            return Err(ProfileError::Empty);
        }
        profile.rooms = node_fit::rooms(&profile.nodes, &profile.pods)
            .into_iter()
            .map(|(_, room)| room)
            .collect();
        Ok(profile)
    }

    /// What governs pods of `namespace`: its Namespace object, and the LimitRanges and
    /// ResourceQuotas in it (objects without a namespace are taken to be in it: `kubectl get
    /// -n` prints one, a hand-written profile may not).
    pub fn for_namespace(&self, namespace: &str) -> NamespaceRules<'_> {
        let in_ns = |ns: &Option<String>| ns.as_deref().is_none_or(|n| n == namespace);
        NamespaceRules {
            namespace: self
                .namespaces
                .iter()
                .find(|n| n.metadata.name.as_deref() == Some(namespace)),
            limit_ranges: self
                .limit_ranges
                .iter()
                .filter(|l| in_ns(&l.namespace))
                .collect(),
            resource_quotas: self
                .resource_quotas
                .iter()
                .filter(|q| in_ns(&q.namespace))
                .collect(),
        }
    }
}

/// The objects of one namespace that act on the pods created in it.
#[derive(Debug, Clone)]
pub struct NamespaceRules<'a> {
    /// The Namespace object, when the profile has it (its labels give the Pod Security policy).
    pub namespace: Option<&'a Namespace>,
    /// The namespace's LimitRanges, in the profile's order.
    pub limit_ranges: Vec<&'a LimitRules>,
    /// The namespace's ResourceQuotas, in the profile's order.
    pub resource_quotas: Vec<&'a QuotaRules>,
}

fn read<T: serde::de::DeserializeOwned>(object: &Value) -> Result<T, serde_json::Error> {
    crate::from_value_strict(object)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PROFILE: &str = "\
apiVersion: v1
kind: List
items:
- apiVersion: v1
  kind: Namespace
  metadata:
    name: spark
    labels: {pod-security.kubernetes.io/enforce: restricted}
- apiVersion: v1
  kind: LimitRange
  metadata: {name: limits, namespace: spark}
  spec:
    limits:
    - type: Container
      default: {cpu: 500m, memory: 1Gi}
- apiVersion: v1
  kind: LimitRange
  metadata: {name: elsewhere, namespace: other}
  spec: {limits: []}
- apiVersion: v1
  kind: ResourceQuota
  metadata: {name: quota, namespace: spark}
  spec: {hard: {pods: '10'}}
---
apiVersion: v1
kind: Node
metadata: {name: n1}
status:
  allocatable: {cpu: 3920m, memory: 15Gi, pods: '110'}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
";

    #[test]
    fn reads_objects_by_kind_and_picks_the_namespace() {
        let profile = ClusterProfile::read(PROFILE).unwrap();
        assert_eq!(profile.nodes.len(), 1);
        assert_eq!(profile.skipped, ["Deployment/web"]);
        let rules = profile.for_namespace("spark");
        assert!(rules.namespace.is_some());
        assert_eq!(rules.limit_ranges.len(), 1);
        assert_eq!(rules.resource_quotas.len(), 1);
        assert!(profile.for_namespace("other").namespace.is_none());
    }

    #[test]
    fn a_wrong_shape_names_the_object() {
        let bad = "kind: Node\napiVersion: v1\nmetadata: {name: n1}\nstatus: {allocatable: [1]}\n";
        let err = ClusterProfile::read(bad).unwrap_err().to_string();
        assert!(
            err.starts_with("Node/n1 (object 1 of the profile): "),
            "{err}"
        );
        assert_eq!(
            ClusterProfile::read("kind: Deployment\n").unwrap_err(),
            ProfileError::Empty
        );
        assert!(matches!(
            ClusterProfile::read("a: ["),
            Err(ProfileError::Manifest(_))
        ));
    }
}
