//! The shape of a Spark pod: every member the policy reads or writes must have the JSON type
//! the API server gives it. The pod is never read into a typed Pod (fields this k8s-openapi does
//! not know must survive), so without this check a pod with Spark's labels but `containers` an
//! object, or `privileged: "true"`, would read as a pod without containers or without
//! privilege: accepted, even mutated. It is refused instead, naming the member. Members the
//! policy does not look at are not its business (the API server validates them).

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
/// shape when it is a list. A node of [`ShapeTree`], which links it to the others by index.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Shape {
    /// The member's name in its object (`*`: every member; empty for the root and items).
    name: &'static str,
    ty: Option<PodType>,
    /// Must be present (and not `null`).
    required: bool,
    /// The first member checked (members in the order declared, linked by `next`).
    first_member: Option<u8>,
    /// The next member of the same object.
    next: Option<u8>,
    /// The shape of each item (the value is a list).
    item: Option<u8>,
}

impl Shape {
    const fn named(name: &'static str) -> Shape {
        Shape {
            name,
            ty: None,
            required: false,
            first_member: None,
            next: None,
            item: None,
        }
    }
}

/// Room for every shape the declarations make (about 70 today); building past it fails the
/// build, not a request.
const SHAPES: usize = 128;

/// Every pod field the policy or one of its rules reads, as one tree of [`Shape`]s (the root
/// first). Built at compile time ([`TREE`]): a policy-server instance serves one request, so a
/// tree built on first use was built for every request (a tenth of an executor's CREATE).
#[derive(Debug)]
struct ShapeTree {
    shapes: [Shape; SHAPES],
    len: usize,
}

/// The pod's shape.
static TREE: ShapeTree = ShapeTree::build();

// The builder runs in constant evaluation only (`TREE`), where an index out of range or a
// panic is a compile error: indexing is the only way a `const fn` reaches into an array.
#[allow(clippy::indexing_slicing, clippy::panic)]
impl ShapeTree {
    /// The tree of [`POLICY_FIELDS`], [`POLICY_CONTAINER_FIELDS`] in each of
    /// [`CONTAINER_LISTS`], and every rule's `pod_fields`.
    const fn build() -> ShapeTree {
        let mut tree = ShapeTree {
            shapes: [Shape::named(""); SHAPES],
            len: 1,
        };
        let mut i = 0;
        while i < POLICY_FIELDS.len() {
            let f = &POLICY_FIELDS[i];
            tree.declare(0, f.path, f.ty, f.required);
            i += 1;
        }
        let mut l = 0;
        while l < CONTAINER_LISTS.len() {
            let container = tree.at(0, CONTAINER_LISTS[l]);
            let mut i = 0;
            while i < POLICY_CONTAINER_FIELDS.len() {
                let f = &POLICY_CONTAINER_FIELDS[i];
                tree.declare(container, f.path, f.ty, f.required);
                i += 1;
            }
            l += 1;
        }
        let mut r = 0;
        while r < RULES.len() {
            let fields = RULES[r].pod_fields;
            let mut i = 0;
            while i < fields.len() {
                tree.declare(0, fields[i].0, fields[i].1, false);
                i += 1;
            }
            r += 1;
        }
        tree
    }

    const fn push(&mut self, shape: Shape) -> u8 {
        if self.len >= SHAPES || self.len > u8::MAX as usize {
            panic!("pod_shape: more shapes than SHAPES holds: raise it");
        }
        self.shapes[self.len] = shape;
        self.len += 1;
        (self.len - 1) as u8
    }

    /// The member `name` of the shape `of`, appended when missing.
    const fn member(&mut self, of: usize, name: &'static str) -> usize {
        let mut last = None;
        let mut at = self.shapes[of].first_member;
        while let Some(i) = at {
            if same(self.shapes[i as usize].name, name) {
                return i as usize;
            }
            last = at;
            at = self.shapes[i as usize].next;
        }
        let new = self.push(Shape::named(name));
        match last {
            None => self.shapes[of].first_member = Some(new),
            Some(l) => self.shapes[l as usize].next = Some(new),
        }
        new as usize
    }

    /// The item shape of the shape `of`, made when missing.
    const fn item(&mut self, of: usize) -> usize {
        match self.shapes[of].item {
            Some(i) => i as usize,
            None => {
                let new = self.push(Shape::named(""));
                self.shapes[of].item = Some(new);
                new as usize
            }
        }
    }

    /// The shape at `path` (`a.b[].c`) below the shape `from`, made as needed.
    const fn at(&mut self, from: usize, path: &'static str) -> usize {
        let mut shape = from;
        let mut rest = path.as_bytes();
        loop {
            let mut end = 0;
            while end < rest.len() && rest[end] != b'.' {
                end += 1;
            }
            let (segment, tail) = rest.split_at(end);
            let items = segment.len() >= 2
                && segment[segment.len() - 2] == b'['
                && segment[segment.len() - 1] == b']';
            let name = if items {
                segment.split_at(segment.len() - 2).0
            } else {
                segment
            };
            let name = match std::str::from_utf8(name) {
                Ok(name) => name,
                Err(_) => panic!("pod_shape: a path is not UTF-8"),
            };
            shape = self.member(shape, name);
            if items {
                shape = self.item(shape);
            }
            match tail.split_first() {
                Some((_, after_dot)) => rest = after_dot,
                None => return shape,
            }
        }
    }

    /// Declares the field: the first type declared for a path is kept (a test holds every
    /// declaration of a path to one type), `required` if any declaration says so.
    const fn declare(&mut self, from: usize, path: &'static str, ty: PodType, required: bool) {
        let shape = self.at(from, path);
        if self.shapes[shape].ty.is_none() {
            self.shapes[shape].ty = Some(ty);
        }
        self.shapes[shape].required |= required;
    }
}

impl ShapeTree {
    fn root(&self) -> Option<&Shape> {
        self.shapes.first()
    }

    fn get(&self, i: Option<u8>) -> Option<&Shape> {
        self.shapes.get(usize::from(i?))
    }

    /// The members of `shape` checked, in the order declared.
    fn members<'t>(&'t self, shape: &Shape) -> impl Iterator<Item = &'t Shape> {
        std::iter::successors(self.get(shape.first_member), |s| self.get(s.next))
    }
}

/// `a == b`, in constant evaluation.
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        // `i` is below both lengths.
        #[allow(clippy::indexing_slicing)]
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Check the members of `pod` the policy reads or writes.
pub fn check(pod: &Node<'_>) -> Result<(), Malformed> {
    let Some(root) = TREE.root() else {
        return Ok(());
    };
    check_value(Some(pod), root).map_err(|e| Malformed {
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
    if shape.first_member.is_some() {
        let o = v
            .as_object()
            .ok_or_else(|| malformed(expected(shape), Some(v)))?;
        for member in TREE.members(shape) {
            let name = member.name;
            if name == "*" {
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
    if let Some(item) = TREE.get(shape.item) {
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
    ..Shape::named("*")
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

    /// The tree built at compile time holds exactly the declared paths: each with its type
    /// and `required` when a declaration says so, and no typed shape no declaration made.
    #[test]
    fn the_tree_holds_exactly_the_declared_paths() {
        fn walk(at: &str, shape: &Shape, out: &mut Vec<(String, PodType, bool)>) {
            if let Some(ty) = shape.ty {
                out.push((at.to_string(), ty, shape.required));
            }
            for m in TREE.members(shape) {
                let path = match at {
                    "" => m.name.to_string(),
                    _ => format!("{at}.{}", m.name),
                };
                walk(&path, m, out);
            }
            if let Some(item) = TREE.get(shape.item) {
                walk(&format!("{at}[]"), item, out);
            }
        }
        let mut in_tree = Vec::new();
        walk("", TREE.root().unwrap(), &mut in_tree);
        let mut declared: Vec<(String, PodType, bool)> = POLICY_FIELDS
            .iter()
            .map(|f| (f.path.to_string(), f.ty, f.required))
            .collect();
        for list in CONTAINER_LISTS {
            for f in POLICY_CONTAINER_FIELDS {
                declared.push((format!("{list}.{}", f.path), f.ty, f.required));
            }
        }
        for field in &RULES {
            for &(path, ty) in field.pod_fields {
                declared.push((path.to_string(), ty, false));
            }
        }
        for (path, ty, _) in &declared {
            let required = declared.iter().any(|(p, _, r)| p == path && *r);
            assert!(
                in_tree.contains(&(path.clone(), *ty, required)),
                "{path} is not in the tree as {ty:?}, required {required}"
            );
        }
        for (path, ..) in &in_tree {
            assert!(
                declared.iter().any(|(p, ..)| p == path),
                "{path} was not declared"
            );
        }
        assert!(TREE.len < SHAPES);
    }

    /// A rule's pod fields reach the tree: without `forbidHostPID`'s declaration `hostPID`
    /// would not be checked at all.
    #[test]
    fn the_rules_pod_fields_are_in_the_tree() {
        let root = TREE.root().unwrap();
        let spec = TREE.members(root).find(|s| s.name == "spec").unwrap();
        let host_pid = TREE.members(spec).find(|s| s.name == "hostPID").unwrap();
        assert_eq!(host_pid.ty, Some(PodType::Bool));
        assert!(!POLICY_FIELDS.iter().any(|f| f.path.contains("hostPID")));
    }
}
