//! `keys(version)` and `versions()`: builder-core's key registry and release model as plain
//! values (what `sparkpods keys` and `sparkpods versions` print), for completion lists and
//! version pickers.

use builder_core::UnknownSparkVersion;
use builder_core::{Behaviour, Release, SparkVersion};
use builder_core::{
    declared::DeclaredKey,
    declared::{self},
};
use builder_core::{
    registry::ALL, registry::ConfKey, registry::ConfType, registry::KeyDefault, registry::KeyKind,
};
use serde_json::{Value, json};

/// The keys `version` declares (default: 3.5.5), in the registry's order: `key` (a prefix
/// key ends with `.` and takes a name), `prefix`, `type`, `values` (an enum's), `default` (in
/// that release), `defaultFrom` (the key whose value is the default), `doc`, `since` (the
/// release Spark's `ConfigBuilder` names), `until` (the last release that declares it, when a
/// newer one no longer does) and `releases` (every release that declares it, as ranges).
pub fn keys(version: Option<&str>) -> Result<Value, UnknownSparkVersion> {
    let version = match version {
        Some(v) => v.parse()?,
        None => SparkVersion::DEFAULT,
    };
    let release = Release::of(version);
    let registry = ALL
        .iter()
        .filter(|k| k.known_in(release))
        .map(|k| key_json(k, version));
    let declared = declared::catalog()
        .beyond_registry()
        .filter(|k| k.in_release(release))
        .map(|k| declared_json(k, version));
    Ok(Value::Array(registry.chain(declared).collect()))
}

/// A key the release declares that sparkpods does not render from, in the same shape.
fn declared_json(k: &DeclaredKey, version: SparkVersion) -> Value {
    let release = Release::of(version);
    let until = SparkVersion::ALL
        .iter()
        .copied()
        .filter(|v| *v >= version)
        .take_while(|v| k.in_release(Release::of(*v)))
        .last()
        .filter(|last| *last != SparkVersion::NEWEST);
    json!({
        "key": k.key,
        "prefix": false,
        "type": k.type_name(),
        "values": match k.options() {
            options if options.is_empty() => Value::Null,
            options => json!(options),
        },
        "default": k.default_in(release),
        "defaultFrom": k.fallback,
        "doc": k.doc().replace(['\n', '\t'], " "),
        "since": k.since,
        "until": until.map(SparkVersion::as_str),
        "releases": k.releases().describe(),
    })
}

fn key_json(k: &ConfKey, version: SparkVersion) -> Value {
    let values = match k.ty {
        ConfType::Enum(options) => json!(options),
        _ => Value::Null,
    };
    let default_from = match k.default {
        KeyDefault::Fallback(other) => json!(other.key),
        _ => Value::Null,
    };
    json!({
        "key": k.key,
        "prefix": k.kind == KeyKind::Prefix,
        "type": k.type_name(),
        "values": values,
        "default": k.default_for(Release::of(version)),
        "defaultFrom": default_from,
        "doc": k.doc,
        "since": k.since,
        "until": until(k, version),
        "releases": k.known.describe(),
    })
}

/// The last release of the run of releases from `version` on that declare the key, when a
/// newer supported release does not.
fn until(k: &ConfKey, version: SparkVersion) -> Option<&'static str> {
    let mut last = version;
    for v in SparkVersion::ALL.iter().copied().filter(|v| *v > version) {
        if !k.known_in(Release::of(v)) {
            return Some(last.as_str());
        }
        last = v;
    }
    None
}

/// Every supported release, oldest first: `version`, `line`, `newestOfLine` (what the line
/// alone means), `default`, the `scala` and `fabric8` it is built with, the reader of its pod
/// `templates`, and the `behaviours` it introduces (`id`, `doc`).
pub fn versions() -> Value {
    Value::Array(
        SparkVersion::ALL
            .iter()
            .map(|v| {
                let behaviours: Vec<Value> = Behaviour::ALL
                    .iter()
                    .filter(|b| b.introduced().releases().contains(v))
                    .map(|b| json!({ "id": b.id(), "doc": b.doc() }))
                    .collect();
                json!({
                    "version": v.as_str(),
                    "line": v.line().to_string(),
                    "newestOfLine": v.line().newest() == *v,
                    "default": *v == SparkVersion::DEFAULT,
                    "scala": v.scala().to_string(),
                    "fabric8": v.fabric8_release().version,
                    "templates": v.fabric8_release().yaml.reader(),
                    "behaviours": behaviours,
                })
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key<'a>(keys: &'a Value, name: &str) -> Option<&'a Value> {
        keys.as_array()?.iter().find(|k| k["key"] == name)
    }

    #[test]
    fn keys_follow_the_release() {
        let v355 = keys(Some("3.5.5")).unwrap();
        let v430 = keys(Some("4.3.0")).unwrap();
        let v4_only = "spark.kubernetes.driver.service.publishNotReadyAddresses";
        assert!(key(&v355, v4_only).is_none());
        assert!(key(&v430, v4_only).is_some());
        let rwo = "spark.kubernetes.legacy.useReadWriteOnceAccessMode";
        assert_eq!(key(&v355, rwo).unwrap()["default"], "true");
        assert_eq!(key(&v430, rwo).unwrap()["default"], "false");
        assert_eq!(keys(None).unwrap(), v355);
        assert!(
            keys(Some("2.4"))
                .unwrap_err()
                .to_string()
                .starts_with("unsupported Spark version `2.4`")
        );
    }

    #[test]
    fn keys_describe_themselves() {
        let all = keys(Some("3.5.5")).unwrap();
        let memory = key(&all, "spark.executor.memory").unwrap();
        assert_eq!(memory["default"], "1g");
        assert_eq!(memory["prefix"], false);
        assert!(!memory["doc"].as_str().unwrap().is_empty());
        assert_eq!(memory["until"], Value::Null);
        let label = key(&all, "spark.kubernetes.driver.label.").unwrap();
        assert_eq!(label["prefix"], true);
        let enums = all
            .as_array()
            .unwrap()
            .iter()
            .filter(|k| k["type"] == "enum");
        assert!(enums.clone().count() > 0);
        assert!(enums.into_iter().all(|k| k["values"].is_array()));
    }

    #[test]
    fn until_names_the_last_release_of_a_key_that_goes_away() {
        for version in SparkVersion::ALL {
            for k in ALL.iter().filter(|k| k.known_in(Release::of(*version))) {
                let Some(last) = until(k, *version) else {
                    assert!(k.known_in(Release::of(SparkVersion::NEWEST)), "{}", k.key);
                    continue;
                };
                let last: SparkVersion = last.parse().unwrap();
                assert!(k.known_in(Release::of(last)));
                let next = SparkVersion::ALL.iter().find(|v| **v > last).unwrap();
                assert!(!k.known_in(Release::of(*next)), "{} after {last}", k.key);
            }
        }
    }

    #[test]
    fn versions_list_every_release_with_its_build() {
        let all = versions();
        let list = all.as_array().unwrap();
        assert_eq!(list.len(), SparkVersion::ALL.len());
        let default: Vec<&Value> = list.iter().filter(|v| v["default"] == true).collect();
        assert_eq!(default.len(), 1);
        assert_eq!(default[0]["version"], "3.5.5");
        let v410 = list.iter().find(|v| v["version"] == "4.1.0").unwrap();
        assert_eq!(v410["scala"], "2.13");
        assert!(
            v410["behaviours"]
                .as_array()
                .unwrap()
                .iter()
                .any(|b| b["id"] == "conf_error_classes")
        );
        let newest: Vec<&str> = list
            .iter()
            .filter(|v| v["newestOfLine"] == true)
            .map(|v| v["line"].as_str().unwrap())
            .collect();
        assert_eq!(newest, ["3.3", "3.4", "3.5", "4.0", "4.1", "4.2", "4.3"]);
    }
}
