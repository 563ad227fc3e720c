//! Every rule of `check`: the conf's (builder-core), the cluster's, the SparkApplications'
//! and the command line tool's own, about its inputs as a whole.

use builder_core::Rule;

builder_core::rules! {}

/// Every rule, the conf's first, then the cluster's, the SparkApplications' and these.
pub fn all() -> impl Iterator<Item = &'static Rule> {
    [
        builder_core::rules::RULES,
        sparkpods_cluster::rules::RULES,
        sparkpods_operators::rules::RULES,
        RULES,
    ]
    .into_iter()
    .flatten()
    .copied()
}

/// The rule of `id`.
pub fn find(id: &str) -> Option<&'static Rule> {
    all().find(|r| r.id == id)
}
