//! Extra Kubernetes objects the steps create besides the pod.

use k8s_openapi::api::core::v1::{ConfigMap, PersistentVolumeClaim, Secret, Service};
use k8s_openapi::api::networking::v1::{Ingress, NetworkPolicy};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{ObjectMeta, OwnerReference};

/// A Kubernetes object created next to a Spark pod.
// A handful per render; boxing would only add noise to every constructor.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq)]
pub enum KubeObject {
    /// A Service: the driver's headless Service (what executors connect to), or the Service
    /// behind an operator's driver Ingress or route.
    Service(Service),
    /// A ConfigMap mounted into the pods: the Spark conf, the Hadoop conf, `krb5.conf` or the
    /// executor pod template.
    ConfigMap(ConfigMap),
    /// A Secret mounted into the driver: its Kubernetes API credentials or a Kerberos keytab.
    Secret(Secret),
    /// The claim Spark creates for a `persistentVolumeClaim` volume with a storage class and a
    /// size limit (`claimName=OnDemand`, typically).
    PersistentVolumeClaim(PersistentVolumeClaim),
    /// The NetworkPolicy that lets only the application's own pods reach its executors (Spark
    /// 4.2+).
    NetworkPolicy(NetworkPolicy),
    /// Created by an operator next to its driver (the Apache operator's UI Ingress).
    Ingress(Ingress),
    /// An object of an API k8s-openapi does not have (Gateway API routes).
    Custom(CustomObject),
}

/// An object known only by its `apiVersion`, `kind`, metadata and `spec`.
#[derive(Debug, Clone, PartialEq)]
pub struct CustomObject {
    /// `apiVersion`, group included (`gateway.networking.k8s.io/v1`).
    pub api_version: String,
    /// `kind` (`HTTPRoute`, `GRPCRoute`).
    pub kind: &'static str,
    /// `metadata`: name, namespace, labels, owner references.
    pub metadata: ObjectMeta,
    /// `spec`, as written: this crate does not type it.
    pub spec: serde_json::Value,
}

impl KubeObject {
    /// `metadata`, whatever the kind, to change (labels, owner references).
    pub fn metadata_mut(&mut self) -> &mut ObjectMeta {
        match self {
            KubeObject::Service(r) => &mut r.metadata,
            KubeObject::ConfigMap(r) => &mut r.metadata,
            KubeObject::Secret(r) => &mut r.metadata,
            KubeObject::PersistentVolumeClaim(r) => &mut r.metadata,
            KubeObject::NetworkPolicy(r) => &mut r.metadata,
            KubeObject::Ingress(r) => &mut r.metadata,
            KubeObject::Custom(r) => &mut r.metadata,
        }
    }

    /// `metadata`, whatever the kind.
    pub fn metadata(&self) -> &ObjectMeta {
        match self {
            KubeObject::Service(r) => &r.metadata,
            KubeObject::ConfigMap(r) => &r.metadata,
            KubeObject::Secret(r) => &r.metadata,
            KubeObject::PersistentVolumeClaim(r) => &r.metadata,
            KubeObject::NetworkPolicy(r) => &r.metadata,
            KubeObject::Ingress(r) => &r.metadata,
            KubeObject::Custom(r) => &r.metadata,
        }
    }

    /// `kind` of the object.
    pub fn kind(&self) -> &'static str {
        match self {
            KubeObject::Service(_) => "Service",
            KubeObject::ConfigMap(_) => "ConfigMap",
            KubeObject::Secret(_) => "Secret",
            KubeObject::PersistentVolumeClaim(_) => "PersistentVolumeClaim",
            KubeObject::NetworkPolicy(_) => "NetworkPolicy",
            KubeObject::Ingress(_) => "Ingress",
            KubeObject::Custom(r) => r.kind,
        }
    }

    /// The object as the API server receives it (`apiVersion` and `kind` included).
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or(serde_json::Value::Null)
    }

    /// `KubernetesUtils.addOwnerReference`: the created pod becomes the controller owner
    /// ([`pod_owner_reference`] of its name and uid: the caller need not copy the pod to give
    /// it the uid the API server assigns).
    pub fn add_owner_reference(&mut self, reference: OwnerReference) {
        self.metadata_mut()
            .owner_references
            .get_or_insert_with(Vec::new)
            .push(reference);
    }
}

/// The owner reference Spark sets to the pod named `name` with `uid` (controller = true).
pub fn pod_owner_reference(name: String, uid: String) -> OwnerReference {
    OwnerReference {
        api_version: "v1".to_string(),
        kind: "Pod".to_string(),
        name,
        uid,
        controller: Some(true),
        block_owner_deletion: None,
    }
}

/// The object as the API server receives it (`apiVersion` and `kind` included).
impl serde::Serialize for KubeObject {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            KubeObject::Service(r) => r.serialize(serializer),
            KubeObject::ConfigMap(r) => r.serialize(serializer),
            KubeObject::Secret(r) => r.serialize(serializer),
            KubeObject::PersistentVolumeClaim(r) => r.serialize(serializer),
            KubeObject::NetworkPolicy(r) => r.serialize(serializer),
            KubeObject::Ingress(r) => r.serialize(serializer),
            KubeObject::Custom(r) => {
                use serde::ser::SerializeMap;
                let mut map = serializer.serialize_map(Some(4))?;
                map.serialize_entry("apiVersion", &r.api_version)?;
                map.serialize_entry("kind", r.kind)?;
                map.serialize_entry("metadata", &r.metadata)?;
                map.serialize_entry("spec", &r.spec)?;
                map.end()
            }
        }
    }
}
