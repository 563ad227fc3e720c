//! Merging builder-core's typed additions into the incoming pod's JSON.
//!
//! The incoming pod is never deserialized into a typed Pod: each addition is serialized on its
//! own and inserted into the `serde_json::Value`, keyed so that applying the same additions again
//! changes nothing (env by name, volumes by name, mounts by mountPath, pull secrets by name,
//! tolerations by key+operator+value+effect, map entries by key). What the pod already has
//! always wins; a different value is reported as a warning, never overwritten, because the
//! cluster confs play the role of `spark-defaults.conf` under the user's own confs.

use std::collections::BTreeMap;

use builder_core::admission::PodAdditions;
use builder_core::kconf::Role;
use serde::Serialize;
use serde_json::{Map, Value};

use crate::request::spark_container_index;
use crate::settings::TemplateAdditions;

/// The pod cannot be mutated because a field has the wrong JSON type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Malformed(pub String);

/// What a mutation did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Outcome {
    pub changed: bool,
    pub warnings: Vec<String>,
}

/// Whether the Spark container already mounts Spark's local dirs.
pub fn has_local_dirs(pod: &Value, role: Role) -> bool {
    let Some(containers) = pod
        .get("spec")
        .and_then(|s| s.get("containers"))
        .and_then(Value::as_array)
    else {
        return false;
    };
    spark_container_index(containers, role)
        .and_then(|(i, _)| containers.get(i))
        .and_then(|c| c.get("volumeMounts"))
        .and_then(Value::as_array)
        .is_some_and(|ms| {
            ms.iter().any(|m| {
                m.get("name")
                    .and_then(Value::as_str)
                    .is_some_and(|n| n.starts_with("spark-local-dir-"))
            })
        })
}

fn to_values<T: Serialize>(items: &[T]) -> Result<Vec<Value>, Malformed> {
    items
        .iter()
        .map(|i| serde_json::to_value(i).map_err(|e| Malformed(format!("internal: {e}"))))
        .collect()
}

/// `a` is contained in `b`: every member of `a` is in `b` with a contained value (so API-server
/// defaults added to `b` since the policy inserted `a` do not count as a conflict).
fn is_subset(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Object(a), Value::Object(b)) => a
            .iter()
            .all(|(k, v)| b.get(k).is_some_and(|w| is_subset(v, w))),
        (Value::Array(a), Value::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(v, w)| is_subset(v, w))
        }
        _ => a == b,
    }
}

/// The object at `parent[key]`, created (only when called) if missing or null.
fn child_obj<'a>(
    parent: &'a mut Map<String, Value>,
    key: &str,
    path: &str,
) -> Result<&'a mut Map<String, Value>, Malformed> {
    let slot = parent
        .entry(key)
        .or_insert_with(|| Value::Object(Map::new()));
    if slot.is_null() {
        *slot = Value::Object(Map::new());
    }
    slot.as_object_mut()
        .ok_or_else(|| Malformed(format!("{path} is not an object")))
}

fn child_arr<'a>(
    parent: &'a mut Map<String, Value>,
    key: &str,
    path: &str,
) -> Result<&'a mut Vec<Value>, Malformed> {
    let slot = parent
        .entry(key)
        .or_insert_with(|| Value::Array(Vec::new()));
    if slot.is_null() {
        *slot = Value::Array(Vec::new());
    }
    slot.as_array_mut()
        .ok_or_else(|| Malformed(format!("{path} is not an array")))
}

/// Add the missing entries of a string map (labels, annotations, nodeSelector).
fn merge_map(
    parent: &mut Map<String, Value>,
    key: &str,
    path: &str,
    add: &BTreeMap<String, String>,
    out: &mut Outcome,
) -> Result<(), Malformed> {
    if add.is_empty() {
        return Ok(());
    }
    let existing = match parent.get(key) {
        None | Some(Value::Null) => None,
        Some(Value::Object(m)) => Some(m),
        Some(_) => return Err(Malformed(format!("{path} is not an object"))),
    };
    let mut missing = Vec::new();
    for (k, v) in add {
        match existing.and_then(|m| m.get(k)) {
            None => missing.push((k, v)),
            Some(Value::String(have)) if have == v => {}
            Some(have) => out.warnings.push(format!(
                "{path}.{k}: kept the pod's value {have}, the cluster conf wants {v:?}"
            )),
        }
    }
    if missing.is_empty() {
        return Ok(());
    }
    let m = child_obj(parent, key, path)?;
    for (k, v) in missing {
        m.insert(k.clone(), Value::String(v.clone()));
    }
    out.changed = true;
    Ok(())
}

/// Append the items whose key no element of `parent[key]` has.
fn merge_keyed(
    parent: &mut Map<String, Value>,
    key: &str,
    path: &str,
    items: Vec<Value>,
    key_of: fn(&Value) -> Option<String>,
    out: &mut Outcome,
) -> Result<(), Malformed> {
    if items.is_empty() {
        return Ok(());
    }
    let existing: Vec<&Value> = match parent.get(key) {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(a)) => a.iter().collect(),
        Some(_) => return Err(Malformed(format!("{path} is not an array"))),
    };
    let mut missing = Vec::new();
    for item in items {
        let Some(k) = key_of(&item) else { continue };
        if missing
            .iter()
            .any(|m: &Value| key_of(m).as_ref() == Some(&k))
        {
            continue;
        }
        match existing.iter().find(|e| key_of(e).as_ref() == Some(&k)) {
            None => missing.push(item),
            Some(have) if is_subset(&item, have) => {}
            Some(_) => out.warnings.push(format!(
                "{path}: kept the pod's entry {k}, which differs from the cluster conf's"
            )),
        }
    }
    if missing.is_empty() {
        return Ok(());
    }
    child_arr(parent, key, path)?.extend(missing);
    out.changed = true;
    Ok(())
}

fn str_field(v: &Value, field: &str) -> Option<String> {
    v.get(field).and_then(Value::as_str).map(str::to_string)
}

fn by_name(v: &Value) -> Option<String> {
    str_field(v, "name")
}

fn by_mount_path(v: &Value) -> Option<String> {
    str_field(v, "mountPath")
}

fn toleration_key(v: &Value) -> Option<String> {
    v.as_object()?;
    let f = |k: &str, default: &str| str_field(v, k).unwrap_or_else(|| default.to_string());
    Some(format!(
        "{}|{}|{}|{}",
        f("key", ""),
        f("operator", "Equal"),
        f("value", ""),
        f("effect", "")
    ))
}

/// Merge `add` and `tmpl` into `pod`. `display` names the pod in warnings.
pub fn apply(
    pod: &mut Value,
    role: Role,
    add: &PodAdditions,
    tmpl: &TemplateAdditions,
) -> Result<Outcome, Malformed> {
    let mut out = Outcome::default();
    if add.is_empty() && tmpl == &TemplateAdditions::default() {
        return Ok(out);
    }
    let pod = pod
        .as_object_mut()
        .ok_or_else(|| Malformed("the object is not a JSON object".into()))?;

    if !add.labels.is_empty() || !add.annotations.is_empty() {
        let meta = child_obj(pod, "metadata", "metadata")?;
        merge_map(meta, "labels", "metadata.labels", &add.labels, &mut out)?;
        merge_map(
            meta,
            "annotations",
            "metadata.annotations",
            &add.annotations,
            &mut out,
        )?;
    }

    let spec = match pod.get_mut("spec") {
        Some(Value::Object(s)) => s,
        _ => return Err(Malformed("spec is missing or not an object".into())),
    };
    merge_map(
        spec,
        "nodeSelector",
        "spec.nodeSelector",
        &add.node_selector,
        &mut out,
    )?;
    let secrets: Vec<Value> = add
        .image_pull_secrets
        .iter()
        .map(|n| serde_json::json!({ "name": n }))
        .collect();
    merge_keyed(
        spec,
        "imagePullSecrets",
        "spec.imagePullSecrets",
        secrets,
        by_name,
        &mut out,
    )?;
    if let Some(sa) = &add.service_account {
        merge_service_account(spec, sa, &mut out)?;
    }
    merge_keyed(
        spec,
        "volumes",
        "spec.volumes",
        to_values(&add.volumes)?,
        by_name,
        &mut out,
    )?;
    merge_keyed(
        spec,
        "tolerations",
        "spec.tolerations",
        tmpl.tolerations.clone(),
        toleration_key,
        &mut out,
    )?;
    if let Some(affinity) = &tmpl.affinity {
        match spec.get("affinity") {
            None | Some(Value::Null) => {
                spec.insert("affinity".into(), affinity.clone());
                out.changed = true;
            }
            Some(have) if is_subset(affinity, have) => {}
            Some(_) => out.warnings.push(
                "spec.affinity: kept the pod's affinity, which differs from the policy's podTemplate"
                    .into(),
            ),
        }
    }

    if add.env.is_empty() && add.volume_mounts.is_empty() {
        return Ok(out);
    }
    let containers = match spec.get_mut("containers") {
        Some(Value::Array(cs)) => cs,
        _ => {
            out.warnings.push(
                "spec.containers: no containers, env vars and mounts of the cluster confs not added"
                    .into(),
            );
            return Ok(out);
        }
    };
    let Some((index, by_name_found)) = spark_container_index(containers, role) else {
        out.warnings.push(
            "spec.containers: no containers, env vars and mounts of the cluster confs not added"
                .into(),
        );
        return Ok(out);
    };
    let path = format!("spec.containers[{index}]");
    let Some(container) = containers.get_mut(index).and_then(Value::as_object_mut) else {
        return Err(Malformed(format!("{path} is not an object")));
    };
    if !by_name_found {
        out.warnings.push(format!(
            "no container named {}; env vars and mounts went to the last container, {}",
            crate::request::spark_container_names(role).join(" or "),
            container
                .get("name")
                .and_then(Value::as_str)
                .unwrap_or("<unnamed>")
        ));
    }
    merge_keyed(
        container,
        "env",
        &format!("{path}.env"),
        to_values(&add.env)?,
        by_name,
        &mut out,
    )?;
    merge_keyed(
        container,
        "volumeMounts",
        &format!("{path}.volumeMounts"),
        to_values(&add.volume_mounts)?,
        by_mount_path,
        &mut out,
    )?;
    Ok(out)
}

/// Set `serviceAccountName` (and the deprecated `serviceAccount`, as Spark does) when the pod
/// has none. `default` counts as none: the API server's ServiceAccount admission plugin runs
/// before webhooks and fills it in for pods Spark created without an account.
fn merge_service_account(
    spec: &mut Map<String, Value>,
    sa: &str,
    out: &mut Outcome,
) -> Result<(), Malformed> {
    let field = |name: &str| match spec.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.is_empty() => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.as_str())),
        Some(_) => Err(Malformed(format!("spec.{name} is not a string"))),
    };
    // The deprecated `serviceAccount` counts when `serviceAccountName` is unset (Spark's
    // executor credentials step leaves a template's `serviceAccount` alone the same way).
    let current = match field("serviceAccountName")? {
        Some(s) => Some(s),
        None => field("serviceAccount")?,
    };
    match current {
        Some(have) if have == sa => Ok(()),
        None | Some("default") => {
            if current == Some("default") {
                out.warnings.push(format!(
                    "spec.serviceAccountName: replaced default with {sa} (from the cluster confs)"
                ));
            }
            spec.insert("serviceAccountName".into(), Value::String(sa.into()));
            spec.insert("serviceAccount".into(), Value::String(sa.into()));
            out.changed = true;
            Ok(())
        }
        Some(have) => {
            out.warnings.push(format!(
                "spec.serviceAccountName: kept the pod's {have}, the cluster conf wants {sa}"
            ));
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use k8s_openapi::api::core::v1::{EnvVar, Volume};
    use serde_json::json;

    fn pod() -> Value {
        json!({
            "metadata": {"name": "p", "labels": {"spark-role": "executor"}},
            "spec": {"containers": [{"name": "spark-kubernetes-executor", "env": [{"name": "A", "value": "1"}]}]}
        })
    }

    fn additions() -> PodAdditions {
        PodAdditions {
            labels: BTreeMap::from([("team".into(), "x".into())]),
            env: vec![
                EnvVar {
                    name: "A".into(),
                    value: Some("2".into()),
                    value_from: None,
                },
                EnvVar {
                    name: "B".into(),
                    value: Some("3".into()),
                    value_from: None,
                },
            ],
            volumes: vec![Volume {
                name: "v".into(),
                ..Default::default()
            }],
            service_account: Some("spark".into()),
            ..Default::default()
        }
    }

    #[test]
    fn merges_once_and_keeps_the_pod_s_values() {
        let mut p = pod();
        let tmpl = TemplateAdditions {
            tolerations: vec![json!({"key": "k", "effect": "NoSchedule"})],
            affinity: None,
        };
        let o = apply(&mut p, Role::Executor, &additions(), &tmpl).unwrap();
        assert!(o.changed);
        assert_eq!(o.warnings.len(), 1, "{:?}", o.warnings);
        assert_eq!(
            p["spec"]["containers"][0]["env"],
            json!([{"name": "A", "value": "1"}, {"name": "B", "value": "3"}])
        );
        assert_eq!(p["spec"]["serviceAccountName"], "spark");
        let once = p.clone();
        let o = apply(&mut p, Role::Executor, &additions(), &tmpl).unwrap();
        assert!(!o.changed);
        assert_eq!(p, once);
    }

    #[test]
    fn wrong_types_are_reported_not_panicked_on() {
        for bad in [
            json!({"metadata": {"labels": []}, "spec": {}}),
            json!({"metadata": {}, "spec": {"volumes": {}}}),
            json!({"metadata": {}, "spec": 3}),
            json!({"metadata": {}, "spec": {"containers": [3]}}),
            json!("pod"),
        ] {
            let mut p = bad.clone();
            assert!(
                apply(
                    &mut p,
                    Role::Executor,
                    &additions(),
                    &TemplateAdditions::default()
                )
                .is_err(),
                "{bad}"
            );
        }
    }

    #[test]
    fn tolerations_are_keyed_with_defaults() {
        let mut p = json!({"spec": {"tolerations": [{"key": "k", "operator": "Equal", "effect": "NoSchedule", "tolerationSeconds": 5}]}});
        let tmpl = TemplateAdditions {
            tolerations: vec![json!({"key": "k", "effect": "NoSchedule"})],
            affinity: Some(json!({"nodeAffinity": {}})),
        };
        let o = apply(&mut p, Role::Driver, &PodAdditions::default(), &tmpl).unwrap();
        assert!(o.changed);
        assert_eq!(p["spec"]["tolerations"].as_array().unwrap().len(), 1);
        assert_eq!(p["spec"]["affinity"], json!({"nodeAffinity": {}}));
    }
}
