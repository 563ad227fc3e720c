//! The parity report of a conversion: the pods both sides render to, compared field by field
//! (the driver pod as spark-submit creates it, an executor as the driver builds it), each
//! difference with why. Lists of named things (containers, env, volumes, mounts) are compared
//! by name, so one added variable is one difference, not a shifted list.

use std::collections::BTreeMap;

use serde_json::Value;

/// One side of a conversion, rendered.
#[derive(Debug, Clone)]
pub struct Side<'a> {
    /// What it is (`conf`, `kubeflow spark-operator v2.5.2`, ...).
    pub name: String,
    /// Its render document (normalized: placeholders for what is drawn).
    pub doc: &'a Value,
    /// The conf spark-submit ran with (an operator's keys included).
    pub conf: &'a [(String, String)],
    /// The pod fields a mutating webhook wrote: (pod, JSON pointer, resource field).
    pub webhook: Vec<(String, String, String)>,
    /// The release of the spark-submit that builds the driver pod.
    pub submit_release: &'a str,
}

/// Why a pod field differs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// The conf the two sides run with differs in these keys: what one side's operator adds or
    /// overrides on its own, or what the target cannot express (key, source value, target
    /// value).
    Conf(Vec<(String, Option<String>, Option<String>)>),
    /// The driver pods are built by spark-submits of different releases (an operator runs its
    /// own).
    Release {
        /// The source's.
        source: String,
        /// The target's.
        target: String,
    },
    /// A side's pod webhook wrote it, from this resource field.
    Webhook {
        /// The side whose webhook wrote it.
        side: String,
        /// The resource field it came from.
        field: String,
    },
    /// Neither: the conversion lost something it should not have.
    Unexplained,
}

impl Reason {
    /// One sentence.
    pub fn describe(&self) -> String {
        match self {
            Reason::Conf(keys) => {
                let shown: Vec<String> = keys
                    .iter()
                    .take(4)
                    .map(|(k, s, t)| {
                        format!(
                            "{k} ({} → {})",
                            s.as_deref().unwrap_or("unset"),
                            t.as_deref().unwrap_or("unset")
                        )
                    })
                    .collect();
                let more = keys.len().saturating_sub(shown.len());
                let more = if more > 0 {
                    format!(" and {more} more")
                } else {
                    String::new()
                };
                format!("the conf differs: {}{more}", shown.join(", "))
            }
            Reason::Webhook { side, field } => {
                format!("the {side} pod webhook writes it from {field}")
            }
            Reason::Release { source, target } => format!(
                "the driver pod is built by the spark-submit of Spark {source}, then of Spark {target}"
            ),
            Reason::Unexplained => "not explained by the conf or a webhook".to_string(),
        }
    }
}

/// A pod field that differs.
#[derive(Debug, Clone, PartialEq)]
pub struct Difference {
    /// `driver` or `executor`.
    pub pod: &'static str,
    /// The field (`spec.containers[spark-kubernetes-driver].env[SPARK_USER].value`).
    pub path: String,
    /// The source's value (`None`: absent).
    pub source: Option<Value>,
    /// The target's value (`None`: absent).
    pub target: Option<Value>,
    /// Why.
    pub reason: Reason,
}

/// The name of every element, when each has one.
fn names(list: &[Value]) -> Option<Vec<&str>> {
    list.iter().map(|v| v.get("name")?.as_str()).collect()
}

/// (path, JSON pointer, source, target) of every leaf that differs.
type Leaf = (String, String, Option<Value>, Option<Value>);

fn diff(a: Option<&Value>, b: Option<&Value>, path: &str, pointer: &str, out: &mut Vec<Leaf>) {
    match (a, b) {
        (Some(Value::Object(x)), Some(Value::Object(y))) => {
            let keys: std::collections::BTreeSet<&String> = x.keys().chain(y.keys()).collect();
            for k in keys {
                let p = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                let escaped = k.replace('~', "~0").replace('/', "~1");
                diff(x.get(k), y.get(k), &p, &format!("{pointer}/{escaped}"), out);
            }
        }
        (Some(Value::Array(x)), Some(Value::Array(y))) => match (names(x), names(y)) {
            (Some(nx), Some(ny)) if !nx.is_empty() || !ny.is_empty() => {
                let mut all: Vec<&str> = nx.clone();
                all.extend(ny.iter().filter(|n| !nx.contains(n)));
                for n in all {
                    let i = nx.iter().position(|m| *m == n);
                    let j = ny.iter().position(|m| *m == n);
                    let at = i.or(j).unwrap_or_default();
                    diff(
                        i.and_then(|i| x.get(i)),
                        j.and_then(|j| y.get(j)),
                        &format!("{path}[{n}]"),
                        &format!("{pointer}/{at}"),
                        out,
                    );
                }
            }
            _ if x.len() == y.len() => {
                for (i, (u, v)) in x.iter().zip(y).enumerate() {
                    diff(
                        Some(u),
                        Some(v),
                        &format!("{path}[{i}]"),
                        &format!("{pointer}/{i}"),
                        out,
                    );
                }
            }
            _ => out.push((
                path.to_string(),
                pointer.to_string(),
                a.cloned(),
                b.cloned(),
            )),
        },
        (x, y) if x != y => out.push((
            path.to_string(),
            pointer.to_string(),
            x.cloned(),
            y.cloned(),
        )),
        _ => {}
    }
}

/// The keys whose values differ between two confs (the last setting of each).
fn conf_differences(
    a: &[(String, String)],
    b: &[(String, String)],
) -> Vec<(String, Option<String>, Option<String>)> {
    let last = |c: &[(String, String)]| -> BTreeMap<String, String> { c.iter().cloned().collect() };
    let (x, y) = (last(a), last(b));
    let keys: std::collections::BTreeSet<&String> = x.keys().chain(y.keys()).collect();
    keys.into_iter()
        .filter(|k| x.get(*k) != y.get(*k))
        .map(|k| (k.clone(), x.get(k).cloned(), y.get(k).cloned()))
        .collect()
}

/// The conf differences behind a differing field: the keys of its label or annotation, else
/// those whose value shows in the field's values; the spark-submit releases for the driver pod
/// when they differ; else every conf difference.
fn explain(
    path: &str,
    pod: &str,
    s: Option<&Value>,
    t: Option<&Value>,
    conf: &[(String, Option<String>, Option<String>)],
    source: &Side,
    target: &Side,
) -> Reason {
    let named = ["metadata.labels.", "metadata.annotations."]
        .iter()
        .find_map(|prefix| path.strip_prefix(prefix).map(|name| (prefix, name)))
        .map(|(prefix, name)| {
            let kind = if prefix.contains("labels") {
                "label"
            } else {
                "annotation"
            };
            format!(".{kind}.{name}")
        });
    let shown = |v: Option<&Value>| v.map(Value::to_string).unwrap_or_default();
    let values = format!("{} {}", shown(s), shown(t));
    let related: Vec<_> = conf
        .iter()
        .filter(|(k, a, b)| match &named {
            Some(suffix) => k.ends_with(suffix.as_str()),
            None => [a, b]
                .into_iter()
                .flatten()
                .any(|v| v.len() >= 5 && v != "false" && values.contains(v.as_str())),
        })
        .cloned()
        .collect();
    if !related.is_empty() {
        return Reason::Conf(related);
    }
    if pod == "driver" && source.submit_release != target.submit_release {
        return Reason::Release {
            source: source.submit_release.to_string(),
            target: target.submit_release.to_string(),
        };
    }
    if conf.is_empty() {
        Reason::Unexplained
    } else {
        Reason::Conf(conf.to_vec())
    }
}

/// Every pod field that differs between the renders of `source` and `target`, with why.
pub fn parity(source: &Side, target: &Side) -> Vec<Difference> {
    let conf = conf_differences(source.conf, target.conf);
    let mut out = Vec::new();
    for (pod, pointer) in [
        ("driver", "/driver/submitted/pod"),
        ("executor", "/executor/pod"),
    ] {
        let mut leaves = Vec::new();
        diff(
            source.doc.pointer(pointer),
            target.doc.pointer(pointer),
            "",
            "",
            &mut leaves,
        );
        for (path, at, s, t) in leaves {
            let webhook = [source, target].into_iter().find_map(|side| {
                side.webhook
                    .iter()
                    .find(|(p, written, _)| {
                        p == pod
                            && (at == *written
                                || at.starts_with(&format!("{written}/"))
                                || written.starts_with(&format!("{at}/")))
                    })
                    .map(|(_, _, field)| Reason::Webhook {
                        side: side.name.clone(),
                        field: field.clone(),
                    })
            });
            let reason = match webhook {
                Some(r) => r,
                None => explain(&path, pod, s.as_ref(), t.as_ref(), &conf, source, target),
            };
            out.push(Difference {
                pod,
                path,
                source: s,
                target: t,
                reason,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]
    use super::*;
    use serde_json::json;

    fn side<'a>(doc: &'a Value, conf: &'a [(String, String)]) -> Side<'a> {
        Side {
            name: "x".into(),
            doc,
            conf,
            webhook: Vec::new(),
            submit_release: "3.5.5",
        }
    }

    #[test]
    fn named_lists_differ_by_name_and_reasons_follow_the_conf() {
        let pod = |env: Value| {
            json!({ "executor": { "pod": { "spec": { "containers": [
            { "name": "c", "env": env } ] } } } })
        };
        let a = pod(json!([{ "name": "A", "value": "1" }, { "name": "B", "value": "2" }]));
        let b = pod(json!([{ "name": "B", "value": "2" }]));
        let same: Vec<(String, String)> = vec![("k".into(), "v".into())];
        let d = parity(&side(&a, &same), &side(&b, &same));
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].path, "spec.containers[c].env[A]");
        assert_eq!(d[0].reason, Reason::Unexplained);
        let other: Vec<(String, String)> = vec![("k".into(), "w".into())];
        let d = parity(&side(&a, &same), &side(&b, &other));
        assert_eq!(
            d[0].reason,
            Reason::Conf(vec![("k".into(), Some("v".into()), Some("w".into()))])
        );
        let mut hooked = side(&b, &same);
        hooked.webhook = vec![(
            "executor".into(),
            "/spec/containers/0/env".into(),
            "spec.executor.env".into(),
        )];
        let d = parity(&side(&a, &same), &hooked);
        assert!(
            matches!(&d[0].reason, Reason::Webhook { field, .. } if field == "spec.executor.env")
        );
        assert!(parity(&side(&a, &same), &side(&a, &same)).is_empty());
    }
}
