//! `hostPathVolumes` (`policy/check_hostPathVolumes.go`).

use k8s_openapi::api::core::v1::Pod;

use super::helpers::{join_quote, plural};
use super::visitor::spec;

pub(super) fn host_path_volumes(pod: &Pod) -> Option<(String, String)> {
    let bad: Vec<&str> = spec(pod)?
        .volumes
        .iter()
        .flatten()
        .filter(|v| v.host_path.is_some())
        .map(|v| v.name.as_str())
        .collect();
    (!bad.is_empty()).then(|| {
        (
            "hostPath volumes".into(),
            format!(
                "{} {}",
                plural("volume", "volumes", bad.len()),
                join_quote(&bad)
            ),
        )
    })
}
