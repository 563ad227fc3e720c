//! Kubernetes' own rules, independent of Spark: resource quantities as the API server reads
//! and prints them, a container's request and limit bounds, files of objects as `kubectl`
//! reads them, JSON pointers as JSON patches address a pod's fields. A leaf module: the
//! builders, `check`, provenance, the cluster model, the admission policy and the playground
//! all read Kubernetes values through it.

pub mod manifest;
pub mod quantity;

pub use quantity::{Format, Quantity, QuantityError};

/// Which of a container's resource bounds: `resources.requests` or `resources.limits`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    Request,
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
