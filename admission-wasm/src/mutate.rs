//! Merging builder-core's typed additions into the incoming pod's JSON.
//!
//! The incoming pod is never deserialized into a typed Pod: each addition is serialized on its
//! own and inserted into the pod's `json::Node` tree (parsed from the request text, written back
//! as it came where nothing was inserted), keyed so that applying the same additions again
//! changes nothing (env by name, volumes by name, mounts by mountPath, pull secrets by name,
//! tolerations by key+operator+value+effect, map entries by key). What the pod already has
//! always wins; a different value is reported as a warning, never overwritten, because the
//! cluster confs play the role of `spark-defaults.conf` under the user's own confs.

use std::borrow::Cow;
use std::collections::BTreeMap;

use builder_core::PodAdditions;
use builder_core::Role;
use serde::Serialize;

use crate::json::{Node, Object};
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
pub fn has_local_dirs(pod: &Node<'_>, role: Role) -> bool {
    let Some(containers) = pod
        .get("spec")
        .and_then(|s| s.get("containers"))
        .and_then(Node::as_array)
    else {
        return false;
    };
    spark_container_index(containers, role)
        .and_then(|(i, _)| containers.get(i))
        .and_then(|c| c.get("volumeMounts"))
        .and_then(Node::as_array)
        .is_some_and(|ms| {
            ms.iter().any(|m| {
                m.get("name")
                    .and_then(Node::as_str)
                    .is_some_and(|n| n.starts_with("spark-local-dir-"))
            })
        })
}

/// Typed additions as JSON nodes, through k8s-openapi's own `Serialize` (so empty optional
/// fields are left out as the API server expects). Through `serde_json::Value` rather than text:
/// builder-core serializes pods to values too, so the playground links one serializer, not two.
fn to_nodes<T: Serialize>(items: &[T]) -> Result<Vec<Node<'static>>, Malformed> {
    items
        .iter()
        .map(|item| {
            serde_json::to_value(item)
                .map(Node::from_owned_value)
                .map_err(|e| Malformed(format!("internal: {e}")))
        })
        .collect()
}

/// `a` is contained in `b`: every member of `a` is in `b` with a contained value (so API-server
/// defaults added to `b` since the policy inserted `a` do not count as a conflict).
fn is_subset(a: &Node<'_>, b: &Node<'_>) -> bool {
    match (a, b) {
        (Node::Object(a), Node::Object(b)) => a
            .iter()
            .all(|(k, v)| b.get(k).is_some_and(|w| is_subset(v, w))),
        (Node::Array(a), Node::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(v, w)| is_subset(v, w))
        }
        _ => a == b,
    }
}

/// The object at `parent[key]`, created (only when called) if missing or null.
fn child_obj<'p, 'a>(
    parent: &'p mut Object<'a>,
    key: &'static str,
    path: &str,
) -> Result<&'p mut Object<'a>, Malformed> {
    let slot = parent.get_or_insert_with(key, || Node::Object(Object::new()));
    match slot {
        Some(slot) => {
            if slot.is_null() {
                *slot = Node::Object(Object::new());
            }
            slot.as_object_mut()
        }
        None => None,
    }
    .ok_or_else(|| Malformed(format!("{path} is not an object")))
}

fn child_arr<'p, 'a>(
    parent: &'p mut Object<'a>,
    key: &'static str,
    path: &str,
) -> Result<&'p mut Vec<Node<'a>>, Malformed> {
    let slot = parent.get_or_insert_with(key, || Node::Array(Vec::new()));
    match slot {
        Some(slot) => {
            if slot.is_null() {
                *slot = Node::Array(Vec::new());
            }
            match slot {
                Node::Array(a) => Some(a),
                _ => None,
            }
        }
        None => None,
    }
    .ok_or_else(|| Malformed(format!("{path} is not an array")))
}

/// Add the missing entries of a string map (labels, annotations, nodeSelector).
fn merge_map(
    parent: &mut Object<'_>,
    key: &'static str,
    path: &str,
    add: &BTreeMap<String, String>,
    out: &mut Outcome,
) -> Result<(), Malformed> {
    if add.is_empty() {
        return Ok(());
    }
    let existing = match parent.get(key) {
        None | Some(Node::Null) => None,
        Some(Node::Object(m)) => Some(m),
        Some(_) => return Err(Malformed(format!("{path} is not an object"))),
    };
    let mut missing = Vec::new();
    for (k, v) in add {
        match existing.and_then(|m| m.get(k)) {
            None => missing.push((k, v)),
            Some(Node::String(have)) if have == v => {}
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
        m.insert(Cow::Owned(k.clone()), Node::String(Cow::Owned(v.clone())));
    }
    out.changed = true;
    Ok(())
}

/// How the entries of a list are told apart.
type KeyOf = for<'n> fn(&'n Node<'_>) -> Option<Cow<'n, str>>;

/// Append the items whose key no element of `parent[key]` has.
fn merge_keyed<'a>(
    parent: &mut Object<'a>,
    key: &'static str,
    path: &str,
    items: Vec<Node<'a>>,
    key_of: KeyOf,
    out: &mut Outcome,
) -> Result<(), Malformed> {
    if items.is_empty() {
        return Ok(());
    }
    let existing: &[Node<'a>] = match parent.get(key) {
        None | Some(Node::Null) => &[],
        Some(Node::Array(a)) => a,
        Some(_) => return Err(Malformed(format!("{path} is not an array"))),
    };
    let mut missing: Vec<Node<'a>> = Vec::new();
    for item in items {
        let Some(k) = key_of(&item) else { continue };
        if missing.iter().any(|m| key_of(m).as_ref() == Some(&k)) {
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

fn str_field<'n>(v: &'n Node<'_>, field: &str) -> Option<Cow<'n, str>> {
    v.get(field).and_then(Node::as_str).map(Cow::Borrowed)
}

fn by_name<'n>(v: &'n Node<'_>) -> Option<Cow<'n, str>> {
    str_field(v, "name")
}

fn by_mount_path<'n>(v: &'n Node<'_>) -> Option<Cow<'n, str>> {
    str_field(v, "mountPath")
}

fn toleration_key<'n>(v: &'n Node<'_>) -> Option<Cow<'n, str>> {
    v.as_object()?;
    let f = |k: &str, default: &'static str| v.get(k).and_then(Node::as_str).unwrap_or(default);
    Some(Cow::Owned(format!(
        "{}|{}|{}|{}",
        f("key", ""),
        f("operator", "Equal"),
        f("value", ""),
        f("effect", "")
    )))
}

/// Merge `add` and `tmpl` into `pod`.
pub fn apply(
    pod: &mut Node<'_>,
    role: Role,
    add: &PodAdditions,
    tmpl: &TemplateAdditions<'_>,
) -> Result<Outcome, Malformed> {
    let mut out = Outcome::default();
    if add.is_empty() && tmpl.tolerations.is_empty() && tmpl.affinity.is_none() {
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
        Some(Node::Object(s)) => s,
        _ => return Err(Malformed("spec is missing or not an object".into())),
    };
    merge_map(
        spec,
        "nodeSelector",
        "spec.nodeSelector",
        &add.node_selector,
        &mut out,
    )?;
    let secrets: Vec<Node<'_>> = add
        .image_pull_secrets
        .iter()
        .map(|n| {
            let mut o = Object::new();
            o.insert(Cow::Borrowed("name"), Node::String(Cow::Owned(n.clone())));
            Node::Object(o)
        })
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
        to_nodes(&add.volumes)?,
        by_name,
        &mut out,
    )?;
    merge_keyed(
        spec,
        "tolerations",
        "spec.tolerations",
        tmpl.tolerations.to_vec(),
        toleration_key,
        &mut out,
    )?;
    if let Some(affinity) = tmpl.affinity {
        match spec.get("affinity") {
            None | Some(Node::Null) => {
                spec.insert(Cow::Borrowed("affinity"), affinity.clone());
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
        Some(Node::Array(cs)) => cs,
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
    let Some(container) = containers.get_mut(index).and_then(Node::as_object_mut) else {
        return Err(Malformed(format!("{path} is not an object")));
    };
    if !by_name_found {
        out.warnings.push(format!(
            "no container named {}; env vars and mounts went to the last container, {}",
            crate::request::spark_container_names(role).join(" or "),
            container
                .get("name")
                .and_then(Node::as_str)
                .unwrap_or("<unnamed>")
        ));
    }
    merge_keyed(
        container,
        "env",
        &format!("{path}.env"),
        to_nodes(&add.env)?,
        by_name,
        &mut out,
    )?;
    merge_keyed(
        container,
        "volumeMounts",
        &format!("{path}.volumeMounts"),
        to_nodes(&add.volume_mounts)?,
        by_mount_path,
        &mut out,
    )?;
    Ok(out)
}

/// Set `serviceAccountName` (and the deprecated `serviceAccount`, as Spark does) when the pod
/// has none. `default` counts as none: the API server's ServiceAccount admission plugin runs
/// before webhooks and fills it in for pods Spark created without an account.
fn merge_service_account(
    spec: &mut Object<'_>,
    sa: &str,
    out: &mut Outcome,
) -> Result<(), Malformed> {
    let field = |name: &str| match spec.get(name) {
        None | Some(Node::Null) => Ok(None),
        Some(Node::String(s)) if s.is_empty() => Ok(None),
        Some(Node::String(s)) => Ok(Some(s.as_ref())),
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
            spec.insert(
                Cow::Borrowed("serviceAccountName"),
                Node::String(Cow::Owned(sa.into())),
            );
            spec.insert(
                Cow::Borrowed("serviceAccount"),
                Node::String(Cow::Owned(sa.into())),
            );
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
    use serde_json::{Value, json};

    const POD: &str = r#"{"metadata": {"name": "p", "labels": {"spark-role": "executor"}},
        "spec": {"containers": [{"name": "spark-kubernetes-executor", "env": [{"name": "A", "value": "1"}]}]}}"#;

    fn value(n: &Node<'_>) -> Value {
        serde_json::from_str(&n.to_string()).unwrap()
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
        let mut p = Node::parse(POD).unwrap();
        let tolerations = [Node::from_value(
            &json!({"key": "k", "effect": "NoSchedule"}),
        )];
        let tmpl = TemplateAdditions {
            tolerations: &tolerations,
            affinity: None,
        };
        let o = apply(&mut p, Role::Executor, &additions(), &tmpl).unwrap();
        assert!(o.changed);
        assert_eq!(o.warnings.len(), 1, "{:?}", o.warnings);
        let v = value(&p);
        assert_eq!(
            v["spec"]["containers"][0]["env"],
            json!([{"name": "A", "value": "1"}, {"name": "B", "value": "3"}])
        );
        assert_eq!(v["spec"]["serviceAccountName"], "spark");
        assert_eq!(v["spec"]["volumes"], json!([{"name": "v"}]));
        let once = p.clone();
        let o = apply(&mut p, Role::Executor, &additions(), &tmpl).unwrap();
        assert!(!o.changed);
        assert_eq!(p, once);
    }

    #[test]
    fn what_is_not_touched_is_written_back_as_it_came() {
        let text = r#"{"metadata":{"labels":{"a":"\u0041"}},"spec":{"n":1E3,"big":123456789012345678901234567890,"containers":[]}}"#;
        let mut p = Node::parse(text).unwrap();
        let add = PodAdditions {
            node_selector: BTreeMap::from([("pool".into(), "spark".into())]),
            ..Default::default()
        };
        apply(&mut p, Role::Driver, &add, &TemplateAdditions::default()).unwrap();
        assert_eq!(
            p.to_string(),
            r#"{"metadata":{"labels":{"a":"A"}},"spec":{"n":1E3,"big":123456789012345678901234567890,"containers":[],"nodeSelector":{"pool":"spark"}}}"#
        );
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
            let text = bad.to_string();
            let mut p = Node::parse(&text).unwrap();
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
        let text = r#"{"spec": {"tolerations": [{"key": "k", "operator": "Equal", "effect": "NoSchedule", "tolerationSeconds": 5}]}}"#;
        let mut p = Node::parse(text).unwrap();
        let tolerations = [Node::from_value(
            &json!({"key": "k", "effect": "NoSchedule"}),
        )];
        let affinity = Node::from_value(&json!({"nodeAffinity": {}}));
        let tmpl = TemplateAdditions {
            tolerations: &tolerations,
            affinity: Some(&affinity),
        };
        let o = apply(&mut p, Role::Driver, &PodAdditions::default(), &tmpl).unwrap();
        assert!(o.changed);
        let v = value(&p);
        assert_eq!(v["spec"]["tolerations"].as_array().unwrap().len(), 1);
        assert_eq!(v["spec"]["affinity"], json!({"nodeAffinity": {}}));
    }
}
