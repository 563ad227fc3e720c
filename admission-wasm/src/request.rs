//! Reading the waPC `validate` payload: the operation, whether the object is a Pod, and the
//! Spark pod's identity from its labels.
//!
//! The payload is walked in one pass, not built: members the policy does not read are checked
//! and skipped (`json::Parser`), `settings` is kept as its source text, and of
//! `request.object` only `kind` and a few `metadata` members are read first. Most pods a
//! cluster admits are not Spark's: their object is then checked and skipped. An object with
//! Spark's labels is read again from its start into a `json::Node` tree, the one the policy
//! mutates. Nothing is read into a typed Pod, so a field this k8s-openapi version does not know,
//! or knows with another type, cannot make reading fail.

use std::borrow::Cow;

use builder_core::Role;

use crate::json::{JsonError, Node, Parser};

/// The admission operation.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Operation {
    Create,
    Update,
    Delete,
    Connect,
    #[default]
    Other,
}

impl Operation {
    pub fn parse(s: Option<&str>) -> Operation {
        match s {
            Some("CREATE") => Operation::Create,
            Some("UPDATE") => Operation::Update,
            Some("DELETE") => Operation::Delete,
            Some("CONNECT") => Operation::Connect,
            _ => Operation::Other,
        }
    }
}

/// The waPC `validate` payload: `{"settings": ..., "request": <AdmissionRequest>}`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Payload<'a> {
    /// The `settings` member's text.
    pub settings: Option<&'a str>,
    pub request: Option<Request<'a>>,
}

/// What the policy reads of an AdmissionRequest (other members are skipped). A `request`
/// that is not an object reads as an empty one (operation `Other`: accepted).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Request<'a> {
    pub operation: Operation,
    /// `kind.group` and `kind.kind` (strings only).
    pub group: Option<Cow<'a, str>>,
    pub kind: Option<Cow<'a, str>>,
    pub namespace: Option<Cow<'a, str>>,
    /// The `object` member, when it is a JSON object.
    pub object: Option<Object<'a>>,
    /// The `oldObject` member's text (UPDATE), when it is a JSON object.
    pub old_object: Option<&'a str>,
}

/// The request's object: its head, and its tree when the labels are Spark's (else its text,
/// for the resources read whole: a `SparkApplication`).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Object<'a> {
    pub head: ObjectHead<'a>,
    pub tree: Option<Node<'a>>,
    pub text: Option<&'a str>,
}

impl<'a> Payload<'a> {
    /// Read the payload; the whole text is checked (malformed JSON anywhere is an error).
    ///
    /// Not inlined: the reader's locals (half a kilobyte) would otherwise sit in the frame of
    /// its caller, under every call the request makes after it, and a fresh instance pays a
    /// page fault for each stack page a request reaches.
    #[inline(never)]
    pub fn parse(text: &'a str) -> Result<Payload<'a>, JsonError> {
        let mut out = Payload::default();
        let mut p = Parser::new(text);
        p.members(0, |p, key, depth| {
            match key {
                "settings" => out.settings = Some(p.raw(depth)?),
                "request" => out.request = Some(Request::read(p, depth)?),
                _ => p.skip(depth)?,
            }
            Ok(true)
        })?;
        p.end()?;
        Ok(out)
    }
}

impl<'a> Request<'a> {
    fn read(p: &mut Parser<'a>, depth: usize) -> Result<Request<'a>, JsonError> {
        let mut r = Request::default();
        p.members(depth, |p, key, depth| {
            match key {
                "operation" => r.operation = Operation::parse(p.string_or_skip(depth)?.as_deref()),
                "kind" => {
                    let (mut group, mut kind) = (None, None);
                    p.members(depth, |p, key, depth| {
                        match key {
                            "group" => group = p.string_or_skip(depth)?,
                            "kind" => kind = p.string_or_skip(depth)?,
                            _ => p.skip(depth)?,
                        }
                        Ok(true)
                    })?;
                    r.group = group;
                    r.kind = kind;
                }
                "namespace" => r.namespace = p.string_or_skip(depth)?,
                "object" => r.object = Object::read(p, depth)?,
                "oldObject" => {
                    let text = p.raw(depth)?;
                    r.old_object = text.trim_start().starts_with('{').then_some(text);
                }
                _ => p.skip(depth)?,
            }
            Ok(true)
        })?;
        Ok(r)
    }

    /// The operator whose `SparkApplication` the request is about (by `kind.group`).
    #[cfg(feature = "spark-applications")]
    pub fn spark_application(&self) -> Option<sparkpods_operators::Operator> {
        use sparkpods_operators::{Operator, apache, kubeflow};
        let kind = self.kind.as_deref()?;
        match self.group.as_deref() {
            Some(apache::GROUP) if kind == apache::KIND => Some(Operator::Apache),
            Some(g)
                if kubeflow::API_VERSION.split('/').next() == Some(g)
                    && (kind == kubeflow::KIND || kind == kubeflow::SCHEDULED_KIND) =>
            {
                Some(Operator::Kubeflow)
            }
            _ => None,
        }
    }

    /// Whether the request is about a Pod (`kind.kind` in the core group, else the object's own
    /// `kind`).
    pub fn is_pod(&self, head: &ObjectHead<'_>) -> bool {
        match &self.kind {
            Some(kind) => kind == "Pod" && self.group.as_deref().unwrap_or("").is_empty(),
            None => head.kind.as_deref() == Some("Pod"),
        }
    }
}

/// The object's `kind` and the `metadata` members that identify a Spark pod (`labels` as a
/// tree; `managedFields`, annotations and the rest are skipped).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ObjectHead<'a> {
    pub kind: Option<Cow<'a, str>>,
    pub labels: Option<Node<'a>>,
    pub name: Option<Cow<'a, str>>,
    pub generate_name: Option<Cow<'a, str>>,
    pub namespace: Option<Cow<'a, str>>,
}

impl<'a> Object<'a> {
    /// Read the object at the parser (`None` when the value is not an object): its head
    /// first, stopping once `kind` and `metadata` are read (the API server sends them first);
    /// then from the start again, skipping (checking) it, or building its tree when the
    /// labels are Spark's.
    fn read(p: &mut Parser<'a>, depth: usize) -> Result<Option<Object<'a>>, JsonError> {
        let start = p.mark();
        let Some(head) = ObjectHead::read_at(p, depth)? else {
            return Ok(None);
        };
        p.reset(start);
        let (tree, text) = if head.has_spark_labels() {
            (Some(p.value(depth)?), None)
        } else {
            (None, Some(p.raw(depth)?))
        };
        Ok(Some(Object { head, tree, text }))
    }
}

impl<'a> ObjectHead<'a> {
    /// Read the head of an object's text; `None` when the value is not an object.
    #[cfg(test)]
    pub fn read(text: &'a str) -> Result<Option<ObjectHead<'a>>, JsonError> {
        ObjectHead::read_at(&mut Parser::new(text), 0)
    }

    /// The head of the object at the parser, which is left after `kind` and `metadata` (or at
    /// the end of the object).
    fn read_at(p: &mut Parser<'a>, depth: usize) -> Result<Option<ObjectHead<'a>>, JsonError> {
        let mut head = ObjectHead::default();
        let (mut kind_read, mut metadata_read) = (false, false);
        let is_object = p.members(depth, |p, key, depth| {
            match key {
                "kind" => {
                    head.kind = p.string_or_skip(depth)?;
                    kind_read = true;
                }
                "metadata" => {
                    p.members(depth, |p, key, depth| {
                        match key {
                            "labels" => head.labels = Some(p.value(depth)?),
                            "name" => head.name = p.string_or_skip(depth)?,
                            "generateName" => head.generate_name = p.string_or_skip(depth)?,
                            "namespace" => head.namespace = p.string_or_skip(depth)?,
                            _ => p.skip(depth)?,
                        }
                        Ok(true)
                    })?;
                    metadata_read = true;
                }
                _ => p.skip(depth)?,
            }
            Ok(!(kind_read && metadata_read))
        })?;
        Ok(is_object.then_some(head))
    }

    /// `spark-role` is `driver` or `executor` and `spark-app-selector` is set.
    pub fn has_spark_labels(&self) -> bool {
        let label = |k: &str| {
            self.labels
                .as_ref()
                .and_then(|l| l.get(k))
                .and_then(Node::as_str)
        };
        matches!(label("spark-role"), Some("driver" | "executor"))
            && label("spark-app-selector").is_some()
    }
}

/// What identifies a Spark pod, from its labels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SparkPodInfo {
    pub role: Role,
    pub app_id: String,
    pub executor_id: String,
    /// The `spark-version` label: the release that built the pod (resolved against the
    /// settings by [`crate::pod_release`]).
    pub version_label: Option<String>,
    /// `namespace/name` (or `generateName*`) for messages.
    pub display_name: String,
}

/// The Spark pod's identity, if the object carries `spark-role=driver|executor` and
/// `spark-app-selector`.
pub fn spark_pod_info(
    head: &ObjectHead<'_>,
    request_namespace: Option<&str>,
) -> Option<SparkPodInfo> {
    let labels = head.labels.as_ref()?.as_object()?;
    let role = match labels.get("spark-role")?.as_str()? {
        "driver" => Role::Driver,
        "executor" => Role::Executor,
        _ => return None,
    };
    let app_id = labels.get("spark-app-selector")?.as_str()?.to_string();
    let executor_id = match role {
        Role::Executor => labels
            .get("spark-exec-id")
            .and_then(Node::as_str)
            .unwrap_or("")
            .to_string(),
        Role::Driver => String::new(),
    };
    let version_label = labels
        .get("spark-version")
        .and_then(Node::as_str)
        .map(str::to_string);
    let namespace = head
        .namespace
        .as_deref()
        .or(request_namespace)
        .unwrap_or("default");
    let name = match (&head.name, &head.generate_name) {
        (Some(n), _) => n.to_string(),
        (None, Some(g)) => format!("{g}*"),
        (None, None) => "<unnamed>".to_string(),
    };
    Some(SparkPodInfo {
        role,
        app_id,
        executor_id,
        version_label,
        display_name: format!("{namespace}/{name}"),
    })
}

/// Container names Spark gives its container, by role.
pub fn spark_container_names(role: Role) -> &'static [&'static str] {
    match role {
        Role::Driver => &["spark-kubernetes-driver"],
        Role::Executor => &["spark-kubernetes-executor", "executor"],
    }
}

/// Index of the Spark container in `containers`: the one with Spark's name if exactly one has
/// it, else the last one (Spark appends its container after the template's side-cars).
/// The flag says whether it was found by name.
pub fn spark_container_index(containers: &[Node<'_>], role: Role) -> Option<(usize, bool)> {
    let names = spark_container_names(role);
    let mut matching = containers.iter().enumerate().filter(|(_, c)| {
        c.get("name")
            .and_then(Node::as_str)
            .is_some_and(|n| names.contains(&n))
    });
    match (matching.next(), matching.next()) {
        (Some((i, _)), None) => Some((i, true)),
        _ => containers.len().checked_sub(1).map(|i| (i, false)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head(text: &str) -> ObjectHead<'_> {
        ObjectHead::read(text).unwrap().unwrap()
    }

    #[test]
    fn spark_pods_are_recognised_by_labels() {
        let text = r#"{"metadata": {"name": "p", "managedFields": [{"x": 1}], "labels": {
            "spark-role": "executor", "spark-app-selector": "spark-1", "spark-exec-id": "4",
            "spark-version": "3.5.5"}}}"#;
        let info = spark_pod_info(&head(text), Some("ns")).unwrap();
        assert_eq!(info.role, Role::Executor);
        assert_eq!(info.executor_id, "4");
        assert_eq!(info.version_label.as_deref(), Some("3.5.5"));
        assert_eq!(info.display_name, "ns/p");
        let text = r#"{"metadata": {"generateName": "g-", "namespace": "x",
            "labels": {"spark-role": "driver", "spark-app-selector": "a"}}}"#;
        assert_eq!(
            spark_pod_info(&head(text), Some("ns"))
                .unwrap()
                .display_name,
            "x/g-*"
        );
        for labels in [
            r#"{"spark-role": "driver"}"#,
            r#"{"spark-role": "shuffle", "spark-app-selector": "a"}"#,
            r#"{"spark-role": 1, "spark-app-selector": "a"}"#,
            r#"["spark-role"]"#,
        ] {
            let text = format!(r#"{{"metadata": {{"labels": {labels}}}}}"#);
            assert!(spark_pod_info(&head(&text), None).is_none(), "{labels}");
        }
        assert_eq!(ObjectHead::read("[1]").unwrap(), None);
        assert!(ObjectHead::read("{\"metadata\": }").is_err());
        // Duplicate members later in the object are not read: the API server never sends them,
        // and the payload's reader has checked the text already.
        let h = head(
            r#"{"kind": "Pod", "metadata": {"name": "a"}, "spec": {}, "metadata": {"name": "b"}}"#,
        );
        assert_eq!(h.name.as_deref(), Some("a"));
    }

    #[test]
    fn the_spark_container_is_found_by_name_else_last() {
        let cs = Node::parse(r#"[{"name": "side"}, {"name": "spark-kubernetes-driver"}]"#).unwrap();
        let cs = cs.as_array().unwrap();
        assert_eq!(spark_container_index(cs, Role::Driver), Some((1, true)));
        let cs = Node::parse(r#"[{"name": "a"}, {"name": "b"}]"#).unwrap();
        let cs = cs.as_array().unwrap();
        assert_eq!(spark_container_index(cs, Role::Executor), Some((1, false)));
        assert_eq!(spark_container_index(&[], Role::Executor), None);
    }

    #[test]
    fn the_envelope_is_read_and_pod_kind_comes_from_the_request_or_the_object() {
        let text = r#"{"request": {"uid": "u", "kind": {"group": "", "version": "v1", "kind": "Pod"},
            "operation": "CREATE", "namespace": "ns", "object": {"kind": "Pod"}, "x": [[{}]]},
            "settings": {"mode": "both"}, "other": null}"#;
        let p = Payload::parse(text).unwrap();
        assert_eq!(p.settings, Some(r#"{"mode": "both"}"#));
        let r = p.request.unwrap();
        assert_eq!(r.operation, Operation::Create);
        assert_eq!(r.namespace.as_deref(), Some("ns"));
        let o = r.object.as_ref().unwrap();
        assert_eq!(o.head.kind.as_deref(), Some("Pod"));
        assert_eq!(o.tree, None);
        let pod_head = head(r#"{"kind": "Pod"}"#);
        let svc_head = head(r#"{"kind": "Service"}"#);
        assert!(r.is_pod(&svc_head));
        let apps = Request {
            group: Some("apps".into()),
            ..r.clone()
        };
        assert!(!apps.is_pod(&pod_head));
        let no_kind = Request { kind: None, ..r };
        assert!(no_kind.is_pod(&pod_head));
        assert!(!no_kind.is_pod(&svc_head));
        assert_eq!(Payload::parse("[]").unwrap(), Payload::default());
        assert_eq!(
            Payload::parse(r#"{"request": 3}"#).unwrap().request,
            Some(Request::default())
        );
        assert!(Payload::parse(r#"{"request": {"object": {]}}"#).is_err());
        assert!(Payload::parse(r#"{"request": {}} x"#).is_err());
        // Spark's labels: the object's tree is built; the rest of the object is checked.
        let spark = r#"{"request": {"object": {"kind": "Pod", "metadata": {"labels":
            {"spark-role": "driver", "spark-app-selector": "a"}}, "spec": {"x": [1]}}}}"#;
        let o = Payload::parse(spark)
            .unwrap()
            .request
            .unwrap()
            .object
            .unwrap();
        assert!(o.head.has_spark_labels());
        assert_eq!(
            o.tree
                .unwrap()
                .get("spec")
                .map(ToString::to_string)
                .as_deref(),
            Some(r#"{"x":[1]}"#)
        );
        let broken = spark.replace("[1]", "[1,]");
        assert!(Payload::parse(&broken).is_err());
        let plain = broken.replace("\"driver\"", "\"web\"");
        assert!(Payload::parse(&plain).is_err());
        assert_eq!(
            Payload::parse(r#"{"request": {"object": [1]}}"#)
                .unwrap()
                .request
                .unwrap()
                .object,
            None
        );
    }
}
