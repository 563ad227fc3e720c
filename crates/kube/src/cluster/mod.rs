//! What the cluster does to the pods Spark creates, computed offline from the objects a user
//! pastes (issue 11): the namespace's admission chain and the nodes. Pure, like the builders;
//! quantities and files of objects from the crate root.

pub mod api_defaults;
pub mod limit_range;
pub mod node_fit;
pub mod pod_resources;
pub mod pod_security;
pub mod profile;
pub mod quota;
pub mod scheduling;

pub use profile::{ClusterProfile, NamespaceRules, ProfileError};
