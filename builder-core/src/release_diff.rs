//! What changes when the same submission moves to another Spark release: every field of every
//! object the cluster receives that differs, grouped by object, with what in the release causes
//! it. This is what a team reads before an upgrade.
//!
//! Each release between the two is rendered in turn (in release order, either direction), so a
//! field's change is pinned to the release that brings it. At that step the causes are the
//! [`Aspect`]s the two neighbouring releases differ in: named behaviours, keys declared or
//! defaulted differently, the libraries they are built with, and the release number. When
//! several differ, the newer release is rendered again with one aspect at a time taken from the
//! older one; the aspects that bring a field back are its causes.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use crate::builder::{Rendered, Submission, render};
use crate::conf::registry;
use crate::inputs::DeterministicIds;
use crate::release::{Aspect, Release, SparkVersion};
use crate::rendered_json::rendered_json;

/// The changes of one object (`driver pod`, `Service spark-pi-...-driver-svc`, ...).
#[derive(Debug, Clone, PartialEq)]
pub struct ObjectChanges {
    pub object: String,
    pub fields: Vec<FieldChange>,
}

/// One field whose value differs between the two releases.
#[derive(Debug, Clone, PartialEq)]
pub struct FieldChange {
    /// Path inside the object; list items are named by their `name` where they have one
    /// (`spec.containers[spark-kubernetes-driver].env[SPARK_USER].value`).
    pub path: String,
    /// The value in the first release (`None`: absent).
    pub from: Option<Value>,
    /// The value in the second release.
    pub to: Option<Value>,
    /// The releases along the way where the value changed, and why.
    pub steps: Vec<ChangeStep>,
}

/// A release where a field changes, and the aspects that cause it.
#[derive(Debug, Clone, PartialEq)]
pub struct ChangeStep {
    /// The release with the new value (the older neighbour when going down).
    pub release: SparkVersion,
    /// The release just before it along the way.
    pub previous: SparkVersion,
    pub causes: Vec<Aspect>,
}

/// The difference between rendering `sub` with `from` and with `to` (spark-submit and image on
/// the same release).
pub fn release_diff(sub: &Submission, from: SparkVersion, to: SparkVersion) -> Vec<ObjectChanges> {
    let path = releases_between(from, to);
    let docs: Vec<Fields> = path
        .iter()
        .map(|v| fields_of(sub, Release::of(*v)))
        .collect();
    let (Some(first), Some(last)) = (docs.first(), docs.last()) else {
        return Vec::new();
    };
    let groups = groups(&changed_fields(first, last), first, last);
    let mut steps: Vec<Vec<ChangeStep>> = vec![Vec::new(); groups.len()];
    for (i, pair) in docs.windows(2).enumerate() {
        let ([before, after], (Some(prev), Some(next))) = (pair, (path.get(i), path.get(i + 1)))
        else {
            continue;
        };
        let moved: Vec<usize> = (0..groups.len())
            .filter(|g| {
                groups
                    .get(*g)
                    .is_some_and(|g| g.value(before) != g.value(after))
            })
            .collect();
        if moved.is_empty() {
            continue;
        }
        let moved_groups: Vec<&Group> = moved.iter().filter_map(|g| groups.get(*g)).collect();
        let causes = attribute(sub, *prev, *next, after, &moved_groups);
        for (g, causes) in moved.into_iter().zip(causes) {
            if let Some(s) = steps.get_mut(g) {
                s.push(ChangeStep {
                    release: *next,
                    previous: *prev,
                    causes,
                });
            }
        }
    }
    let mut out: Vec<ObjectChanges> = Vec::new();
    for (group, steps) in groups.iter().zip(steps) {
        let change = FieldChange {
            path: group.path.clone(),
            from: group.value(first),
            to: group.value(last),
            steps,
        };
        match out.iter_mut().find(|o| o.object == group.object) {
            Some(o) => o.fields.push(change),
            None => out.push(ObjectChanges {
                object: group.object.clone(),
                fields: vec![change],
            }),
        }
    }
    sparkpods_sort::sort_by(&mut out, |a, b| {
        object_rank(&a.object, first, last).cmp(&object_rank(&b.object, first, last))
    });
    out
}

/// Objects in the order the cluster receives them (the newer render's, then the older's).
fn object_rank(object: &str, first: &Fields, last: &Fields) -> Option<usize> {
    let pos = |f: &Fields| f.objects.iter().position(|o| o == object);
    pos(last).or_else(|| pos(first).map(|p| p + last.objects.len()))
}

/// A changed field, or a list item or object present in only one of the two releases (its
/// fields reported as one change).
struct Group {
    object: String,
    /// The field's path, the item's (`...ports[spark-connect]`), or `""` for the whole object.
    path: String,
    /// Whether it is a single field (else the fields under `path`).
    leaf: bool,
}

impl Group {
    /// Its value in `doc`: the field's value, or the item's fields as `{suffix: value}`.
    fn value(&self, doc: &Fields) -> Option<Value> {
        let key = (self.object.clone(), self.path.clone());
        if self.leaf {
            return doc.get(&key).cloned();
        }
        let members: Map<String, Value> = doc
            .values
            .range(key..)
            .take_while(|((o, p), _)| *o == self.object && p.starts_with(&self.path))
            .filter_map(|((_, p), v)| {
                let rest = p.get(self.path.len()..)?;
                let under = self.path.is_empty() || rest.starts_with(['.', '[']);
                under.then(|| (rest.trim_start_matches('.').to_string(), v.clone()))
            })
            .collect();
        (!members.is_empty()).then_some(Value::Object(members))
    }
}

/// Groups changed fields under the outermost list item (or object) that only one of the two
/// releases has; every other field stands alone.
fn groups(changed: &[(String, String)], first: &Fields, last: &Fields) -> Vec<Group> {
    let mut out: Vec<Group> = Vec::new();
    for (object, path) in changed {
        let whole = |prefix: &str| {
            let probe = Group {
                object: object.clone(),
                path: prefix.to_string(),
                leaf: false,
            };
            probe.value(first).is_none() || probe.value(last).is_none()
        };
        let prefixes = std::iter::once(0).chain(
            path.char_indices()
                .filter(|(_, c)| *c == ']')
                .map(|(i, _)| i + 1),
        );
        let group = match prefixes
            .filter_map(|end| path.get(..end))
            .find(|prefix| whole(prefix))
        {
            Some(prefix) => Group {
                object: object.clone(),
                path: prefix.to_string(),
                leaf: false,
            },
            None => Group {
                object: object.clone(),
                path: path.clone(),
                leaf: true,
            },
        };
        if !out
            .iter()
            .any(|g| g.object == group.object && g.path == group.path)
        {
            out.push(group);
        }
    }
    out
}

/// `from`, the releases between, and `to`, in the order walked.
fn releases_between(from: SparkVersion, to: SparkVersion) -> Vec<SparkVersion> {
    let (low, high) = if from <= to { (from, to) } else { (to, from) };
    let mut path: Vec<SparkVersion> = SparkVersion::ALL
        .iter()
        .copied()
        .filter(|v| *v >= low && *v <= high)
        .collect();
    if from > to {
        path.reverse();
    }
    path
}

/// The causes of each moved group between neighbours `prev` and `next` (`after` = `next`'s).
fn attribute(
    sub: &Submission,
    prev: SparkVersion,
    next: SparkVersion,
    after: &Fields,
    moved: &[&Group],
) -> Vec<Vec<Aspect>> {
    let aspects = differing_aspects(sub, prev, next);
    if let [only] = aspects.as_slice() {
        return vec![vec![*only]; moved.len()];
    }
    let mut causes: Vec<Vec<Aspect>> = vec![Vec::new(); moved.len()];
    for aspect in &aspects {
        let probe = fields_of(sub, Release::of(next).with_aspect_of(*aspect, prev));
        for (group, found) in moved.iter().zip(causes.iter_mut()) {
            if group.value(&probe) != group.value(after) {
                found.push(*aspect);
            }
        }
    }
    // A change only a combination of aspects explains is put down to all of them.
    for found in causes.iter_mut().filter(|c| c.is_empty()) {
        found.clone_from(&aspects);
    }
    causes
}

/// The aspects two releases differ in that can matter for `sub` (behaviours, keys it sets or
/// that have a default, the build, the number).
pub fn differing_aspects(sub: &Submission, prev: SparkVersion, next: SparkVersion) -> Vec<Aspect> {
    let (a, b) = (Release::of(prev), Release::of(next));
    let mut out: Vec<Aspect> = a
        .differences(b)
        .into_iter()
        .map(Aspect::Behaviour)
        .collect();
    for key in registry::ALL {
        let set = sub.conf.iter().any(|(k, _)| {
            k == key.key || (key.kind == registry::KeyKind::Prefix && k.starts_with(key.key))
        });
        let declared_differs = key.known_in(a) != key.known_in(b);
        let default_differs = key.default_for(a) != key.default_for(b);
        if default_differs || (declared_differs && (set || key.default_for(b).is_some())) {
            out.push(Aspect::Key(key.key));
        }
    }
    if a.scala() != b.scala() || a.fabric8_release() != b.fabric8_release() {
        out.push(Aspect::Build);
    }
    if prev != next {
        out.push(Aspect::Number);
    }
    out
}

/// An oracle document flattened to `(object, path) -> value`, with its objects in order.
#[derive(Default)]
struct Fields {
    values: BTreeMap<(String, String), Value>,
    objects: Vec<String>,
}

impl Fields {
    fn get(&self, field: &(String, String)) -> Option<&Value> {
        self.values.get(field)
    }
}

fn fields_of(sub: &Submission, release: Release) -> Fields {
    let sub = Submission {
        release,
        submit_release: release,
        ..sub.clone()
    };
    fields_of_rendered(&render(&sub, &mut DeterministicIds::default()))
}

/// The fields (`object`, `path`) that differ between two renders, in object order; list items
/// and objects only one render has count once.
pub fn rendered_changes(before: &Rendered, after: &Rendered) -> Vec<(String, String)> {
    let (a, b) = (fields_of_rendered(before), fields_of_rendered(after));
    let mut out: Vec<(String, String)> = groups(&changed_fields(&a, &b), &a, &b)
        .into_iter()
        .map(|g| (g.object, g.path))
        .collect();
    sparkpods_sort::sort_by(&mut out, |x, y| {
        object_rank(&x.0, &a, &b).cmp(&object_rank(&y.0, &a, &b))
    });
    out
}

fn fields_of_rendered(rendered: &Rendered) -> Fields {
    let doc = rendered_json(rendered);
    let mut out = Fields::default();
    if let Some(submitted) = doc.get("driver").and_then(|d| d.get("submitted")) {
        object_fields("driver pod", submitted.get("pod"), &mut out);
        for r in list(submitted.get("preResources"))
            .iter()
            .chain(list(submitted.get("resources")))
        {
            object_fields(&resource_title(r), Some(r), &mut out);
        }
    }
    if let Some(executor) = doc.get("executor") {
        object_fields("executor pod", executor.get("pod"), &mut out);
        for r in list(executor.get("resources")) {
            object_fields(&resource_title(r), Some(r), &mut out);
        }
        if let Some(cm) = executor.get("configMap") {
            object_fields(&resource_title(cm), Some(cm), &mut out);
        }
    }
    object_fields("error", doc.get("error"), &mut out);
    out
}

fn list(v: Option<&Value>) -> &[Value] {
    v.and_then(Value::as_array).map_or(&[], Vec::as_slice)
}

/// `Service spark-pi-...-driver-svc`.
fn resource_title(r: &Value) -> String {
    let kind = r.get("kind").and_then(Value::as_str).unwrap_or("object");
    match r.pointer("/metadata/name").and_then(Value::as_str) {
        Some(name) => format!("{kind} {name}"),
        None => kind.to_string(),
    }
}

fn object_fields(object: &str, value: Option<&Value>, out: &mut Fields) {
    if let Some(v) = value {
        out.objects.push(object.to_string());
        flatten(object, "", v, &mut out.values);
    }
}

fn flatten(object: &str, path: &str, v: &Value, out: &mut BTreeMap<(String, String), Value>) {
    let join = |seg: &str| {
        if path.is_empty() {
            seg.to_string()
        } else {
            format!("{path}.{seg}")
        }
    };
    match v {
        Value::Object(m) if !m.is_empty() => {
            for (k, child) in m {
                match (k.as_str(), child) {
                    // spark.properties: one field per property (its line order is a hash order).
                    ("spark.properties", Value::String(text)) => {
                        for (key, value) in properties_lines(text) {
                            out.insert(
                                (object.to_string(), format!("{}[{key}]", join(k))),
                                Value::String(value),
                            );
                        }
                    }
                    _ => flatten(object, &join(k), child, out),
                }
            }
        }
        Value::Array(items) if !items.is_empty() && items.iter().all(Value::is_object) => {
            let names: Vec<Option<&str>> = items
                .iter()
                .map(|i| i.get("name").and_then(Value::as_str))
                .collect();
            let unique = names.iter().all(Option::is_some)
                && names
                    .iter()
                    .enumerate()
                    .all(|(i, n)| !names.iter().take(i).any(|m| m == n));
            for (i, item) in items.iter().enumerate() {
                let label = match names.get(i).copied().flatten() {
                    Some(name) if unique => name.to_string(),
                    _ => i.to_string(),
                };
                flatten(object, &format!("{path}[{label}]"), item, out);
            }
        }
        leaf => {
            out.insert((object.to_string(), path.to_string()), leaf.clone());
        }
    }
}

/// The `key=value` lines of a `spark.properties` text (comments skipped, escapes kept).
fn properties_lines(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            // Properties.store escapes `=` and `:` in keys, so the first unescaped `=` splits.
            let mut escaped = false;
            let split = l.char_indices().find(|(_, c)| {
                let hit = *c == '=' && !escaped;
                escaped = *c == '\\' && !escaped;
                hit
            });
            match split {
                Some((i, _)) => (
                    l.get(..i).unwrap_or(l).to_string(),
                    l.get(i + 1..).unwrap_or("").to_string(),
                ),
                None => (l.to_string(), String::new()),
            }
        })
        .collect()
}

/// The fields whose values differ (present in one, absent in the other, or unequal), in
/// object and path order.
fn changed_fields(a: &Fields, b: &Fields) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = a
        .values
        .iter()
        .filter(|(k, v)| b.get(k) != Some(*v))
        .map(|(k, _)| k.clone())
        .chain(
            b.values
                .keys()
                .filter(|k| !a.values.contains_key(*k))
                .cloned(),
        )
        .collect();
    sparkpods_sort::sort_by(&mut out, |x, y| x.cmp(y));
    out
}

/// The cause as people read it.
pub fn describe_aspect(aspect: Aspect, previous: SparkVersion, release: SparkVersion) -> String {
    match aspect {
        Aspect::Behaviour(b) => format!("{}: {}", b.id(), b.doc()),
        Aspect::Key(key) => match registry::lookup(key) {
            Some(k) => {
                let (a, b) = (Release::of(previous), Release::of(release));
                match (k.known_in(a), k.known_in(b)) {
                    (false, true) => format!("{key} is read from {release} on"),
                    (true, false) => format!("{key} is no longer read in {release}"),
                    _ => format!(
                        "{key} defaults to {} in {release} ({} in {previous})",
                        k.default_for(b).unwrap_or("nothing"),
                        k.default_for(a).unwrap_or("nothing"),
                    ),
                }
            }
            None => key.to_string(),
        },
        Aspect::Build => {
            let (a, b) = (previous, release);
            format!(
                "built with Scala {} / fabric8 {} (was Scala {} / fabric8 {}): collection \
                 orders, serialization, how pod templates are read, the launcher's JVM module \
                 options",
                b.scala(),
                b.fabric8_release().version,
                a.scala(),
                a.fabric8_release().version
            )
        }
        Aspect::Number => "the release number (spark-version label, SPARK_VERSION)".to_string(),
    }
}

/// A field's steps as text lines: one per cause, with the releases where it acts
/// (`3.5.6–4.1.4: the release number ...`, `4.1.0: spark.connect... is read from 4.1.0 on`).
pub fn explain_steps(steps: &[ChangeStep]) -> Vec<(String, String)> {
    let mut lines: Vec<(Vec<SparkVersion>, String)> = Vec::new();
    for step in steps {
        for cause in &step.causes {
            let why = describe_aspect(*cause, step.previous, step.release);
            match lines.iter_mut().find(|(_, w)| *w == why) {
                Some((releases, _)) => releases.push(step.release),
                None => lines.push((vec![step.release], why)),
            }
        }
    }
    lines
        .into_iter()
        .map(|(releases, why)| {
            let text = crate::release::describe_releases(|v| releases.contains(&v));
            (text, why)
        })
        .collect()
}

/// The diff as one JSON document (`sparkpods diff --format json`, the playground).
pub fn diff_json(from: SparkVersion, to: SparkVersion, changes: &[ObjectChanges]) -> Value {
    let objects: Vec<Value> = changes
        .iter()
        .map(|o| {
            let fields: Vec<Value> = o
                .fields
                .iter()
                .map(|f| {
                    let steps: Vec<Value> = f
                        .steps
                        .iter()
                        .map(|s| {
                            let causes: Vec<Value> = s
                                .causes
                                .iter()
                                .map(|c| {
                                    let mut m = Map::new();
                                    m.insert("id".into(), Value::String(aspect_id(*c)));
                                    m.insert(
                                        "why".into(),
                                        Value::String(describe_aspect(*c, s.previous, s.release)),
                                    );
                                    Value::Object(m)
                                })
                                .collect();
                            serde_json::json!({
                                "release": s.release.as_str(),
                                "previous": s.previous.as_str(),
                                "causes": causes,
                            })
                        })
                        .collect();
                    serde_json::json!({
                        "path": f.path,
                        "from": f.from,
                        "to": f.to,
                        "steps": steps,
                    })
                })
                .collect();
            serde_json::json!({ "object": o.object, "fields": fields })
        })
        .collect();
    serde_json::json!({ "from": from.as_str(), "to": to.as_str(), "objects": objects })
}

/// A short identifier of a cause: the behaviour's id, `key:<name>`, `build`, `number`.
pub fn aspect_id(aspect: Aspect) -> String {
    match aspect {
        Aspect::Behaviour(b) => b.id().to_string(),
        Aspect::Key(k) => format!("key:{k}"),
        Aspect::Build => "build".to_string(),
        Aspect::Number => "number".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::user_steps::UserSteps;
    use crate::inputs::{DriverArgs, Environment, MainResource};
    use crate::release::Behaviour;

    fn submission<'a>(env: &'a Environment, steps: &'a UserSteps) -> Submission<'a> {
        Submission {
            release: Release::of(SparkVersion::DEFAULT),
            submit_release: Release::of(SparkVersion::DEFAULT),
            conf: vec![
                ("spark.app.name".into(), "spark-pi".into()),
                ("spark.kubernetes.container.image".into(), "img".into()),
            ]
            .into(),
            driver: DriverArgs {
                main_class: "Main".into(),
                main_resource: MainResource::Java(Some("local:///a.jar".into())),
                app_args: vec![],
                proxy_user: None,
                resource_name_prefix: None,
                spark_version_label: None,
            },
            app_id: "spark-1".into(),
            executor_id: "1".into(),
            with_driver_pod: true,
            driver_pod_uid: "uid".into(),
            env,
            user_steps: steps,
            templates: crate::template::TemplateReader::BUILT_IN,
            build_executor: true,
            deploy_mode: crate::inputs::DeployMode::Cluster,
            client: &crate::submit_client::SPARK_SUBMIT,
        }
    }

    fn field<'a>(d: &'a [ObjectChanges], object: &str, path: &str) -> Option<&'a FieldChange> {
        d.iter()
            .find(|o| o.object.starts_with(object))?
            .fields
            .iter()
            .find(|f| f.path == path)
    }

    #[test]
    fn network_policy_appears_in_4_2_0_because_of_its_behaviour() {
        let (env, steps) = (Environment::oracle_default(), UserSteps::new());
        let d = release_diff(
            &submission(&env, &steps),
            SparkVersion::V4_1_4,
            SparkVersion::V4_2_1,
        );
        let policy = field(&d, "NetworkPolicy", "").expect("a NetworkPolicy appears, whole");
        assert_eq!(policy.from, None);
        let to = policy.to.as_ref().expect("present in 4.2.1");
        assert_eq!(to["kind"], "NetworkPolicy");
        assert!(
            to.get("spec.podSelector.matchLabels.spark-app-selector")
                .is_some()
        );
        let [step] = policy.steps.as_slice() else {
            panic!("{:?}", policy.steps)
        };
        assert_eq!(step.release, SparkVersion::V4_2_0);
        assert_eq!(
            step.causes,
            vec![Aspect::Behaviour(Behaviour::CreatesNetworkPolicy)]
        );
        let label = field(&d, "driver pod", "metadata.labels.spark-version").expect("label");
        assert_eq!(label.steps.len(), 2, "4.1.4 -> 4.2.0 -> 4.2.1");
        assert!(label.steps.iter().all(|s| s.causes == vec![Aspect::Number]));
    }

    #[test]
    fn key_defaults_and_declarations_are_causes() {
        let (env, steps) = (Environment::oracle_default(), UserSteps::new());
        let d = release_diff(
            &submission(&env, &steps),
            SparkVersion::V4_2_1,
            SparkVersion::V4_3_0,
        );
        let sc = field(
            &d,
            "driver pod",
            "spec.containers[spark-kubernetes-driver].securityContext.allowPrivilegeEscalation",
        )
        .expect("securityContext appears in 4.3.0");
        assert_eq!(sc.to, Some(Value::Bool(false)));
        let causes = &sc.steps.first().expect("a step").causes;
        assert!(
            causes.contains(&Aspect::Key(
                "spark.kubernetes.driver.securityContext.allowPrivilegeEscalation"
            )) || causes.contains(&Aspect::Key(
                "spark.kubernetes.securityContext.allowPrivilegeEscalation"
            )),
            "{causes:?}"
        );
    }

    #[test]
    fn going_down_walks_the_other_way() {
        let (env, steps) = (Environment::oracle_default(), UserSteps::new());
        let d = release_diff(
            &submission(&env, &steps),
            SparkVersion::V4_2_1,
            SparkVersion::V4_1_4,
        );
        let policy = field(&d, "NetworkPolicy", "").expect("the NetworkPolicy goes");
        assert_eq!(policy.to, None);
        let step = policy.steps.first().expect("a step");
        assert_eq!(
            (step.previous, step.release),
            (SparkVersion::V4_2_0, SparkVersion::V4_1_4)
        );
    }

    #[test]
    fn a_new_list_item_is_one_change() {
        let (env, steps) = (Environment::oracle_default(), UserSteps::new());
        let d = release_diff(
            &submission(&env, &steps),
            SparkVersion::V4_0_5,
            SparkVersion::V4_1_0,
        );
        let port = field(
            &d,
            "driver pod",
            "spec.containers[spark-kubernetes-driver].ports[spark-connect]",
        )
        .expect("the spark-connect port appears");
        assert_eq!(
            port.to,
            Some(
                serde_json::json!({"containerPort": 15002, "name": "spark-connect", "protocol": "TCP"})
            )
        );
        assert_eq!(
            port.steps.first().map(|s| s.causes.clone()),
            Some(vec![Aspect::Key("spark.connect.grpc.binding.port")])
        );
    }

    #[test]
    fn the_same_release_has_no_differences() {
        let (env, steps) = (Environment::oracle_default(), UserSteps::new());
        let sub = submission(&env, &steps);
        assert!(release_diff(&sub, SparkVersion::V3_5_5, SparkVersion::V3_5_5).is_empty());
    }

    #[test]
    fn properties_are_split_on_the_first_unescaped_equals() {
        assert_eq!(
            properties_lines("#c\na\\=b=c=d\nx=\n"),
            vec![
                ("a\\=b".to_string(), "c=d".to_string()),
                ("x".to_string(), String::new())
            ]
        );
    }
}
