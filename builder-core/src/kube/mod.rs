//! Kubernetes' own rules, independent of Spark: resource quantities as the API server reads
//! and prints them, a container's request and limit bounds, files of objects as `kubectl`
//! reads them. A leaf module: the builders, `check`, provenance, the cluster model, the
//! admission policy and the playground all read Kubernetes values through it.

pub mod manifest;
pub mod quantity;

pub use quantity::{Format, Quantity, QuantityError};

/// Which of a container's resource bounds: `resources.requests` or `resources.limits`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    Request,
    Limit,
}
