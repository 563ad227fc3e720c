//! Kubernetes' own rules, independent of Spark: resource quantities as the API server reads and
//! prints them ([`Quantity`]), a container's request and limit bounds ([`Bound`]), files of
//! objects as `kubectl` reads them ([`manifest`]), JSON pointers as JSON patches address a pod's
//! fields ([`pointer_token`]), JSON typed as fabric8's Jackson or the API server types it
//! ([`from_value_as`], [`from_value_strict`]), the objects Spark creates beside its pods
//! ([`KubeObject`]), and what a cluster does to a pod: its admission plugins and its scheduler
//! ([`cluster`]). The builders, `check`, provenance, the admission policy and the playground all
//! read Kubernetes values through it.
//!
//! ```
//! use sparkpods_kube::{Format, Quantity};
//!
//! // As the API server reads and prints them: `1.5Gi` is 1610612736 bytes, printed in canonical form.
//! let q = Quantity::parse("1.5Gi").unwrap();
//! assert_eq!(q.to_string(), "1536Mi");
//! assert!(q > Quantity::parse("1G").unwrap());
//! assert_eq!(Quantity::parse("500m").unwrap().format(), Format::DecimalSI);
//! ```

#![deny(missing_docs)]

mod fabric8;
mod objects;
mod quantity;
mod typing;

pub mod cluster;
pub mod manifest;

pub use fabric8::Fabric8Release;
pub use objects::{CustomObject, KubeObject, pod_owner_reference};
pub use quantity::{Format, Quantity, QuantityError};
pub use typing::{from_value_as, from_value_as_noting_skipped, from_value_strict};

/// Which of a container's resource bounds: `resources.requests` or `resources.limits`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// `resources.requests`: what the scheduler reserves on a node and ResourceQuota charges.
    Request,
    /// `resources.limits`: the most the container may use, as the kubelet enforces it.
    Limit,
}

impl Bound {
    /// The member of `resources` it is.
    pub fn member(self) -> &'static str {
        match self {
            Bound::Request => "requests",
            Bound::Limit => "limits",
        }
    }
}

/// A key as one token of a JSON pointer (RFC 6901: `~` and `/` escaped), as JSON patches
/// address a pod's fields (`/spec/containers/0/resources/limits/nvidia.com~1gpu`).
pub fn pointer_token(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

/// The keys a JSON pointer names, in order, unescaped ([`pointer_token`]'s inverse).
pub fn pointer_keys(pointer: &str) -> impl Iterator<Item = String> + '_ {
    pointer
        .split('/')
        .skip(1)
        .map(|token| token.replace("~1", "/").replace("~0", "~"))
}
