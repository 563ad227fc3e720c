//! Autocompletion entries for the editor, straight from builder-core's key registry (every key
//! sparkpods reads, with its type, default, version and doc) and, once loaded, its key catalog
//! (every other key the release declares).

use builder_core::{Release, SparkVersion};
use builder_core::{registry::ALL, registry::ConfKey};
use serde::Serialize;

/// One completion (the editor bundle's shape).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Completion {
    pub label: String,
    #[serde(rename = "type")]
    pub ty: &'static str,
    pub detail: String,
    pub info: String,
}

/// Completions for the keys that exist in `version`: the registry's, then the catalog's others.
pub fn completions(version: SparkVersion) -> Vec<Completion> {
    let release = Release::of(version);
    let mut out: Vec<Completion> = ALL
        .iter()
        .filter(|k| k.known.in_release(version))
        .map(|k| completion(k, version))
        .collect();
    if let Some(catalog) = builder_core::declared::loaded_catalog() {
        out.extend(
            catalog
                .beyond_registry()
                .filter(|k| k.in_release(release))
                .map(|k| Completion {
                    label: k.key.to_string(),
                    ty: k.type_name(),
                    detail: k.detail(release),
                    info: k.doc(),
                }),
        );
    }
    out
}

fn completion(k: &ConfKey, version: SparkVersion) -> Completion {
    Completion {
        label: k.key.to_string(),
        ty: k.type_name(),
        detail: k.detail(Release::of(version)),
        info: k.doc.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_registry_key_is_offered_with_its_doc() {
        let c = completions(SparkVersion::V3_5_5);
        let mem = c
            .iter()
            .find(|c| c.label == "spark.executor.memory")
            .unwrap();
        assert!(mem.detail.contains("default 1g"), "{mem:?}");
        assert!(!mem.info.is_empty());
        let label = c
            .iter()
            .find(|c| c.label == "spark.kubernetes.driver.label.")
            .unwrap();
        assert!(label.detail.contains("prefix"));
    }

    #[test]
    fn version_specific_keys_follow_the_selector() {
        let has = |v, key: &str| completions(v).iter().any(|c| c.label == key);
        let v4_only = "spark.kubernetes.driver.service.publishNotReadyAddresses";
        assert!(has(SparkVersion::V4_3_0, v4_only));
        assert!(!has(SparkVersion::V3_5_5, v4_only));
    }
}
