//! The shape of a Spark pod: every member the policy reads or writes must have the JSON type
//! the API server gives it. The pod is never read into a typed Pod (fields this k8s-openapi does
//! not know must survive), so without this check a pod with Spark's labels but `containers` an
//! object, or `privileged: "true"`, would read as a pod without containers or without
//! privilege: accepted, even mutated. It is refused instead, naming the member. Members the
//! policy does not look at are not its business (the API server validates them).

use thiserror::Error;

use crate::json::Node;

/// A member of the pod that does not have its type.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{path}: expected {expected}, found {found}")]
pub struct Malformed {
    /// Where, as a field path: `spec.containers[0].env[2].name`.
    pub path: String,
    pub expected: &'static str,
    pub found: &'static str,
}

/// What a member must be. `null` counts as absent, as the API server reads it.
enum Shape {
    String,
    Bool,
    /// A resource quantity: a string, or a number (the API server reads both).
    Quantity,
    /// Labels, annotations, node selectors: an object of strings.
    StringMap,
    /// An object of which these members are checked.
    Object(&'static [(&'static str, Shape)]),
    /// An object whose members all have this shape (`resources.limits`).
    Map(&'static Shape),
    List(&'static Shape),
    /// A list of at least one item (a pod's containers).
    NonEmptyList(&'static Shape),
    /// Must be present (and not `null`).
    Required(&'static Shape),
}

const NAMED: Shape = Shape::Object(&[("name", Shape::Required(&Shape::String))]);

const CONTAINER: Shape = Shape::Object(&[
    ("name", Shape::Required(&Shape::String)),
    ("image", Shape::String),
    ("env", Shape::List(&NAMED)),
    (
        "volumeMounts",
        Shape::List(&Shape::Object(&[
            ("name", Shape::Required(&Shape::String)),
            ("mountPath", Shape::Required(&Shape::String)),
        ])),
    ),
    (
        "resources",
        Shape::Object(&[
            ("requests", Shape::Map(&Shape::Quantity)),
            ("limits", Shape::Map(&Shape::Quantity)),
        ]),
    ),
    (
        "securityContext",
        Shape::Object(&[
            ("privileged", Shape::Bool),
            ("allowPrivilegeEscalation", Shape::Bool),
        ]),
    ),
]);

const POD: Shape = Shape::Object(&[
    (
        "metadata",
        Shape::Object(&[
            ("labels", Shape::StringMap),
            ("annotations", Shape::StringMap),
        ]),
    ),
    (
        "spec",
        Shape::Required(&Shape::Object(&[
            (
                "containers",
                Shape::Required(&Shape::NonEmptyList(&CONTAINER)),
            ),
            ("initContainers", Shape::List(&CONTAINER)),
            ("volumes", Shape::List(&NAMED)),
            ("nodeSelector", Shape::StringMap),
            ("tolerations", Shape::List(&Shape::Object(&[]))),
            (
                "imagePullSecrets",
                Shape::List(&Shape::Object(&[("name", Shape::String)])),
            ),
            ("serviceAccountName", Shape::String),
            ("serviceAccount", Shape::String),
            ("hostNetwork", Shape::Bool),
            ("hostPID", Shape::Bool),
            ("affinity", Shape::Object(&[])),
        ])),
    ),
]);

/// Check the members of `pod` the policy reads or writes.
pub fn check(pod: &Node<'_>) -> Result<(), Malformed> {
    check_value(Some(pod), &POD).map_err(|e| Malformed {
        // The pod itself has no name in the path.
        path: e.path.trim_start_matches('.').to_string(),
        ..e
    })
}

/// `v` (absent: `None`) against `shape`; the error's path is relative to `v` (`.name`, `[3]`).
fn check_value(v: Option<&Node<'_>>, shape: &Shape) -> Result<(), Malformed> {
    let present = v.filter(|v| !v.is_null());
    let Some(v) = present else {
        return match shape {
            Shape::Required(inner) => Err(malformed(expected(inner), v)),
            _ => Ok(()),
        };
    };
    match shape {
        Shape::Required(inner) => check_value(Some(v), inner),
        Shape::String => v
            .as_str()
            .map(|_| ())
            .ok_or_else(|| malformed(expected(shape), Some(v))),
        Shape::Bool => v
            .as_bool()
            .map(|_| ())
            .ok_or_else(|| malformed(expected(shape), Some(v))),
        Shape::Quantity => match v {
            Node::String(_) | Node::Number(_) => Ok(()),
            _ => Err(malformed(expected(shape), Some(v))),
        },
        Shape::StringMap => check_members(v, shape, |_| &Shape::String),
        Shape::Map(item) => check_members(v, shape, |_| item),
        Shape::Object(fields) => {
            let o = v
                .as_object()
                .ok_or_else(|| malformed(expected(shape), Some(v)))?;
            for (name, field) in fields.iter() {
                check_value(o.get(name), field).map_err(|e| within(&format!(".{name}"), e))?;
            }
            Ok(())
        }
        Shape::List(item) | Shape::NonEmptyList(item) => {
            let items = v
                .as_array()
                .ok_or_else(|| malformed(expected(shape), Some(v)))?;
            if items.is_empty() && matches!(shape, Shape::NonEmptyList(_)) {
                return Err(Malformed {
                    path: String::new(),
                    expected: expected(shape),
                    found: "an empty list",
                });
            }
            for (i, it) in items.iter().enumerate() {
                check_value(Some(it), item).map_err(|e| within(&format!("[{i}]"), e))?;
            }
            Ok(())
        }
    }
}

/// Every member of the object `v` against the shape `of` gives it.
fn check_members(
    v: &Node<'_>,
    shape: &Shape,
    of: impl Fn(&str) -> &'static Shape,
) -> Result<(), Malformed> {
    let o = v
        .as_object()
        .ok_or_else(|| malformed(expected(shape), Some(v)))?;
    for (k, member) in o.iter() {
        // Keys with dots or slashes (`app.kubernetes.io/name`) are written as Kubernetes
        // field paths write them.
        let seg = if k.contains(['.', '/']) {
            format!("[{k}]")
        } else {
            format!(".{k}")
        };
        check_value(Some(member), of(k)).map_err(|e| within(&seg, e))?;
    }
    Ok(())
}

fn within(segment: &str, e: Malformed) -> Malformed {
    Malformed {
        path: format!("{segment}{}", e.path),
        ..e
    }
}

fn malformed(expected: &'static str, found: Option<&Node<'_>>) -> Malformed {
    Malformed {
        path: String::new(),
        expected,
        found: found.map_or("nothing", kind),
    }
}

/// What a shape calls for, in words.
fn expected(shape: &Shape) -> &'static str {
    match shape {
        Shape::String => "a string",
        Shape::Bool => "true or false",
        Shape::Quantity => "a quantity (a string such as \"4Gi\", or a number)",
        Shape::StringMap => "an object of strings",
        Shape::Object(_) | Shape::Map(_) => "an object",
        Shape::List(_) => "a list",
        Shape::NonEmptyList(_) => "a list of at least one",
        Shape::Required(inner) => expected(inner),
    }
}

/// The JSON kind of a value, in words.
fn kind(v: &Node<'_>) -> &'static str {
    match v {
        Node::Null => "null",
        Node::Bool(_) => "a boolean",
        Node::Number(_) => "a number",
        Node::String(_) => "a string",
        Node::Array(_) => "a list",
        Node::Object(_) => "an object",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    fn pod() -> Value {
        json!({"metadata": {"name": "p", "labels": {"spark-role": "executor", "app.kubernetes.io/name": "x"}},
               "spec": {"containers": [{"name": "spark-kubernetes-executor", "image": "spark",
                   "env": [{"name": "A", "value": "1"}], "resources": {"limits": {"memory": "1Gi", "cpu": 1}},
                   "securityContext": {"privileged": false}, "futureField": [1]}],
                   "volumes": [{"name": "v", "emptyDir": {}}], "hostNetwork": null, "futurePodField": "x"}})
    }

    fn check_json(v: &Value) -> Result<(), Malformed> {
        let text = v.to_string();
        check(&Node::parse(&text).unwrap())
    }

    #[test]
    fn well_formed_pods_pass_whatever_else_they_carry() {
        check_json(&pod()).unwrap();
    }

    #[test]
    fn each_member_the_policy_reads_is_named_when_malformed() {
        for (pointer, bad, message) in [
            (
                "/spec/containers",
                json!({"name": "x"}),
                "spec.containers: expected a list of at least one, found an object",
            ),
            (
                "/spec/containers",
                json!([]),
                "spec.containers: expected a list of at least one, found an empty list",
            ),
            (
                "/spec/containers",
                Value::Null,
                "spec.containers: expected a list of at least one, found null",
            ),
            (
                "/spec/volumes",
                json!({"v": {}}),
                "spec.volumes: expected a list, found an object",
            ),
            (
                "/spec/volumes/0",
                json!("v"),
                "spec.volumes[0]: expected an object, found a string",
            ),
            (
                "/spec/volumes/0/name",
                json!(3),
                "spec.volumes[0].name: expected a string, found a number",
            ),
            (
                "/spec/containers/0/env/0/name",
                json!(null),
                "spec.containers[0].env[0].name: expected a string, found null",
            ),
            (
                "/spec/containers/0/securityContext/privileged",
                json!("true"),
                "spec.containers[0].securityContext.privileged: expected true or false, found a string",
            ),
            (
                "/spec/containers/0/resources/limits/memory",
                json!(["1Gi"]),
                "spec.containers[0].resources.limits.memory: expected a quantity (a string such as \"4Gi\", or a number), found a list",
            ),
            (
                "/spec/hostNetwork",
                json!(1),
                "spec.hostNetwork: expected true or false, found a number",
            ),
            (
                "/metadata/labels/app.kubernetes.io~1name",
                json!(true),
                "metadata.labels[app.kubernetes.io/name]: expected a string, found a boolean",
            ),
            ("/spec", json!([]), "spec: expected an object, found a list"),
        ] {
            let mut p = pod();
            *p.pointer_mut(pointer).unwrap() = bad;
            assert_eq!(
                check_json(&p).unwrap_err().to_string(),
                message,
                "{pointer}"
            );
        }
        let mut p = pod();
        p.as_object_mut().unwrap().remove("spec");
        assert_eq!(
            check_json(&p).unwrap_err().to_string(),
            "spec: expected an object, found nothing"
        );
    }

    /// Every pod field a rule reads ([`crate::settings::RULES`]) is refused by its type: a rule
    /// that reads a field this module does not check would read a mistyped value as absent.
    #[test]
    fn every_pod_field_a_rule_reads_is_checked_for_its_type() {
        use crate::settings::{PodType, RULES};
        for rule in &RULES {
            for &(path, ty) in rule.pod_fields {
                let bad = match ty {
                    PodType::String => json!(7),
                    PodType::Bool => json!("true"),
                    PodType::Quantity => json!(true),
                    PodType::StringMap | PodType::List => json!("x"),
                };
                let mut p = json!({"spec": {"containers": [{"name": "spark-kubernetes-driver"}]}});
                // The concrete path the message names: each `[]` is the first item.
                let mut at = &mut p;
                let mut named = Vec::new();
                let segments: Vec<&str> = path.split('.').collect();
                for (i, segment) in segments.iter().enumerate() {
                    let last = i + 1 == segments.len();
                    let (key, item) = match segment.strip_suffix("[]") {
                        Some(key) => (key, true),
                        None => (*segment, false),
                    };
                    let object = at.as_object_mut().unwrap();
                    if last && !item {
                        object.insert(key.to_string(), bad.clone());
                        named.push(key.to_string());
                        break;
                    }
                    let next = object.entry(key).or_insert_with(|| {
                        if item {
                            json!([{"name": "c"}])
                        } else {
                            json!({})
                        }
                    });
                    if item {
                        let list = next.as_array_mut().unwrap();
                        if last {
                            list[0] = bad.clone();
                            named.push(format!("{key}[0]"));
                            break;
                        }
                        at = &mut list[0];
                        named.push(format!("{key}[0]"));
                    } else {
                        at = next;
                        named.push(key.to_string());
                    }
                }
                let e = check_json(&p).expect_err(&format!(
                    "{}: pod_shape accepts {path} = {bad}, which the rule would read as absent",
                    rule.name
                ));
                assert_eq!(e.path, named.join("."), "{}: {path}", rule.name);
            }
        }
    }
}
