//! Kubernetes' own rules, independent of Spark: resource quantities as the API server reads
//! and prints them, files of objects as `kubectl` reads them. A leaf module: the builders, `check`, the cluster model, the admission
//! policy and the playground all read Kubernetes values through it.

pub mod manifest;
pub mod quantity;

pub use quantity::{Format, Quantity, QuantityError};
