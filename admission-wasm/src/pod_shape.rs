//! The shape of a Spark pod: every member the policy reads or writes must have the JSON type
//! the API server gives it. The pod is never read into a typed Pod (fields this k8s-openapi does
//! not know must survive), so without this check a pod with Spark's labels but `containers` an
//! object, or `privileged: "true"`, would read as a pod without containers or without
//! privilege: accepted, even mutated. It is refused instead, naming the member. Members the
//! policy does not look at are not its business (the API server validates them).

use std::sync::OnceLock;

use thiserror::Error;

use crate::json::Node;
use crate::rule::{PodType, RULES};

/// A member of the pod that does not have its type.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{path}: expected {expected}, found {found}")]
pub struct Malformed {
    /// Where, as a field path: `spec.containers[0].env[2].name`.
    pub path: String,
    pub expected: &'static str,
    pub found: &'static str,
}

/// The pod fields the policy reads or writes itself, beside those its rules read
/// ([`RULES`]' `pod_fields`): what tells a Spark pod (labels, container names) and what the
/// mutation merges into. Paths as in `pod_fields`: `[]` is every item of a list, `*` every
/// member of an object; `required` fields must be present (and not `null`).
const POLICY_FIELDS: &[PodField] = &[
    PodField::optional("metadata.labels", PodType::StringMap),
    PodField::optional("metadata.annotations", PodType::StringMap),
    PodField::required("spec", PodType::Object),
    PodField::required("spec.containers", PodType::NonEmptyList),
    PodField::optional("spec.initContainers", PodType::List),
    PodField::required("spec.volumes[].name", PodType::String),
    PodField::optional("spec.nodeSelector", PodType::StringMap),
    PodField::optional("spec.tolerations[]", PodType::Object),
    PodField::optional("spec.imagePullSecrets[].name", PodType::String),
    PodField::optional("spec.affinity", PodType::Object),
];

/// The fields of each container (`spec.containers[]` and `spec.initContainers[]`) the policy
/// reads or writes itself.
const POLICY_CONTAINER_FIELDS: &[PodField] = &[
    PodField::required("name", PodType::String),
    PodField::optional("image", PodType::String),
    PodField::required("env[].name", PodType::String),
    PodField::required("volumeMounts[].name", PodType::String),
    PodField::required("volumeMounts[].mountPath", PodType::String),
    PodField::optional("resources.requests.*", PodType::Quantity),
    PodField::optional("resources.limits.*", PodType::Quantity),
];

/// The lists of containers [`POLICY_CONTAINER_FIELDS`] apply to.
const CONTAINER_LISTS: [&str; 2] = ["spec.containers[]", "spec.initContainers[]"];

/// A pod field the policy itself reads or writes.
struct PodField {
    path: &'static str,
    ty: PodType,
    required: bool,
}

impl PodField {
    const fn required(path: &'static str, ty: PodType) -> PodField {
        PodField {
            path,
            ty,
            required: true,
        }
    }
    const fn optional(path: &'static str, ty: PodType) -> PodField {
        PodField {
            path,
            ty,
            required: false,
        }
    }
}

/// What a value must be: its own type, the members of it that are checked, and its items'
/// shape when it is a list. Built once from the declared fields ([`shape`]).
#[derive(Debug, Default, PartialEq)]
struct Shape {
    ty: Option<PodType>,
    /// Must be present (and not `null`).
    required: bool,
    /// Members checked, in the order declared (`*`: every member).
    members: Vec<(&'static str, Shape)>,
    /// The shape of each item (the value is a list).
    item: Option<Box<Shape>>,
}

impl Shape {
    /// The shape at `path` below this one, created as needed.
    fn at(&mut self, path: &'static str) -> &mut Shape {
        let mut shape = self;
        for segment in path.split('.') {
            let (name, items) = match segment.strip_suffix("[]") {
                Some(name) => (name, true),
                None => (segment, false),
            };
            shape = shape.member(name);
            if items {
                shape = shape.item.get_or_insert_with(Box::default);
            }
        }
        shape
    }

    fn member(&mut self, name: &'static str) -> &mut Shape {
        let i = match self.members.iter().position(|(n, _)| *n == name) {
            Some(i) => i,
            None => {
                self.members.push((name, Shape::default()));
                self.members.len() - 1
            }
        };
        // `i` is in range: found, or the member just pushed.
        #[allow(clippy::indexing_slicing)]
        &mut self.members[i].1
    }

    /// Declares the field: the first type declared for a path is kept (a test holds every
    /// declaration of a path to one type), `required` if any declaration says so.
    fn declare(&mut self, path: &'static str, ty: PodType, required: bool) {
        let shape = self.at(path);
        shape.ty.get_or_insert(ty);
        shape.required |= required;
    }
}

/// Every pod field the policy or one of its rules reads, as one tree.
fn build_shape() -> Shape {
    let mut pod = Shape::default();
    for f in POLICY_FIELDS {
        pod.declare(f.path, f.ty, f.required);
    }
    for list in CONTAINER_LISTS {
        let container = pod.at(list);
        for f in POLICY_CONTAINER_FIELDS {
            container.declare(f.path, f.ty, f.required);
        }
    }
    for field in &RULES {
        for &(path, ty) in field.pod_fields {
            pod.declare(path, ty, false);
        }
    }
    pod
}

/// The pod's shape, built on first use.
fn shape() -> &'static Shape {
    static SHAPE: OnceLock<Shape> = OnceLock::new();
    SHAPE.get_or_init(build_shape)
}

/// Check the members of `pod` the policy reads or writes.
pub fn check(pod: &Node<'_>) -> Result<(), Malformed> {
    check_value(Some(pod), shape()).map_err(|e| Malformed {
        // The pod itself has no name in the path.
        path: e.path.trim_start_matches('.').to_string(),
        ..e
    })
}

/// `v` (absent: `None`) against `shape`; the error's path is relative to `v` (`.name`, `[3]`).
fn check_value(v: Option<&Node<'_>>, shape: &Shape) -> Result<(), Malformed> {
    let Some(v) = v.filter(|v| !v.is_null()) else {
        return match shape.required {
            true => Err(malformed(expected(shape), v)),
            false => Ok(()),
        };
    };
    let fits = match shape.ty {
        None => true,
        Some(PodType::String) => v.as_str().is_some(),
        Some(PodType::Bool) => v.as_bool().is_some(),
        Some(PodType::Quantity) => matches!(v, Node::String(_) | Node::Number(_)),
        Some(PodType::Object | PodType::StringMap) => v.as_object().is_some(),
        Some(PodType::List | PodType::NonEmptyList) => v.as_array().is_some(),
    };
    if !fits {
        return Err(malformed(expected(shape), Some(v)));
    }
    if shape.ty == Some(PodType::StringMap) {
        check_members(v, |_| Some(&STRING))?;
    }
    if !shape.members.is_empty() {
        let o = v
            .as_object()
            .ok_or_else(|| malformed(expected(shape), Some(v)))?;
        for (name, member) in &shape.members {
            if *name == "*" {
                check_members(v, |_| Some(member))?;
            } else {
                check_value(o.get(name), member).map_err(|e| within(&format!(".{name}"), e))?;
            }
        }
    }
    let items = v.as_array();
    if shape.ty == Some(PodType::NonEmptyList) && items.is_some_and(<[_]>::is_empty) {
        return Err(Malformed {
            path: String::new(),
            expected: expected(shape),
            found: "an empty list",
        });
    }
    if let Some(item) = &shape.item {
        let items = items.ok_or_else(|| malformed(expected(shape), Some(v)))?;
        for (i, it) in items.iter().enumerate() {
            check_value(Some(it), item).map_err(|e| within(&format!("[{i}]"), e))?;
        }
    }
    Ok(())
}

/// A string member of a [`PodType::StringMap`].
static STRING: Shape = Shape {
    ty: Some(PodType::String),
    required: false,
    members: Vec::new(),
    item: None,
};

/// Every member of the object `v` against the shape `of` gives it (`None`: not checked).
fn check_members<'s>(
    v: &Node<'_>,
    of: impl Fn(&str) -> Option<&'s Shape>,
) -> Result<(), Malformed> {
    let Some(o) = v.as_object() else {
        return Err(malformed("an object", Some(v)));
    };
    for (k, member) in o.iter() {
        let Some(shape) = of(k) else { continue };
        check_value(Some(member), shape).map_err(|e| {
            // Keys with dots or slashes (`app.kubernetes.io/name`) are written as Kubernetes
            // field paths write them.
            let seg = if k.contains(['.', '/']) {
                format!("[{k}]")
            } else {
                format!(".{k}")
            };
            within(&seg, e)
        })?;
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
    match shape.ty {
        Some(PodType::String) => "a string",
        Some(PodType::Bool) => "true or false",
        Some(PodType::Quantity) => "a quantity (a string such as \"4Gi\", or a number)",
        Some(PodType::StringMap) => "an object of strings",
        Some(PodType::Object) => "an object",
        Some(PodType::List) => "a list",
        Some(PodType::NonEmptyList) => "a list of at least one",
        None if shape.item.is_some() => "a list",
        None => "an object",
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
        for rule in &RULES {
            for &(path, ty) in rule.pod_fields {
                let bad = match ty {
                    PodType::String => json!(7),
                    PodType::Bool => json!("true"),
                    PodType::Quantity => json!(true),
                    PodType::StringMap
                    | PodType::List
                    | PodType::Object
                    | PodType::NonEmptyList => json!("x"),
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

    /// A path declared twice (by the policy and a rule, or two rules) has one type: the tree
    /// keeps the first, so a second would be silently ignored.
    #[test]
    fn every_declaration_of_a_path_agrees_on_its_type() {
        let mut declared: Vec<(String, PodType)> = POLICY_FIELDS
            .iter()
            .map(|f| (f.path.to_string(), f.ty))
            .collect();
        for list in CONTAINER_LISTS {
            for f in POLICY_CONTAINER_FIELDS {
                declared.push((format!("{list}.{}", f.path), f.ty));
            }
        }
        for field in &RULES {
            for &(path, ty) in field.pod_fields {
                declared.push((path.to_string(), ty));
            }
        }
        for (i, (path, ty)) in declared.iter().enumerate() {
            for (other, other_ty) in &declared[..i] {
                assert!(
                    other != path || other_ty == ty,
                    "{path}: {other_ty:?} and {ty:?}"
                );
            }
        }
    }

    /// A rule's pod fields reach the tree: without `forbidHostPID`'s declaration `hostPID`
    /// would not be checked at all.
    #[test]
    fn the_rules_pod_fields_are_in_the_tree() {
        let spec = shape().members.iter().find(|(n, _)| *n == "spec").unwrap();
        let host_pid = spec
            .1
            .members
            .iter()
            .find(|(n, _)| *n == "hostPID")
            .unwrap();
        assert_eq!(host_pid.1.ty, Some(PodType::Bool));
        assert!(!POLICY_FIELDS.iter().any(|f| f.path.contains("hostPID")));
    }
}
