//! Placing a submission's keys into a SparkApplication: each key taken once (by a typed field, a
//! map of them, a pod template), the rest left for `sparkConf`, with the choices made on the
//! way. Shared by the two operators' writers.

use builder_core::Role;

use crate::yaml::{Entry, Node, spark_application};
use crate::{Converted, SparkApp, Target};

/// What the resource is built from: the keys still to place, and the choices made.
pub(crate) struct Placing<'a> {
    pub(crate) app: &'a SparkApp,
    pub(crate) placed: Vec<bool>,
    pub(crate) choices: Vec<String>,
    /// Keys to write into `sparkConf` besides the ones not placed.
    pub(crate) extra: Vec<(String, String)>,
}

impl<'a> Placing<'a> {
    pub(crate) fn new(app: &'a SparkApp) -> Self {
        Placing {
            app,
            placed: vec![false; app.conf.len()],
            choices: Vec::new(),
            extra: Vec::new(),
        }
    }

    /// The value of `key`, marked as placed.
    pub(crate) fn take(&mut self, key: &str) -> Option<String> {
        let i = self.app.conf.iter().rposition(|(k, _)| k == key)?;
        // Earlier settings of the key lose anyway.
        for (j, (k, _)) in self.app.conf.iter().enumerate() {
            if k == key
                && let Some(p) = self.placed.get_mut(j)
            {
                *p = true;
            }
        }
        self.app.conf.get(i).map(|(_, v)| v.clone())
    }

    /// Every `prefix*` key, without the prefix, marked as placed.
    pub(crate) fn take_prefixed(&mut self, prefix: &str) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for (i, (k, v)) in self.app.conf.iter().enumerate() {
            if let Some(name) = k.strip_prefix(prefix).filter(|n| !n.is_empty())
                && let Some(p) = self.placed.get_mut(i)
                && !*p
            {
                *p = true;
                out.push((name.to_string(), v.clone()));
            }
        }
        out
    }

    /// The SparkApplication of `target` (`api_version`) with `spec`, and the choices made: the
    /// writer's, then those made placing the keys.
    pub(crate) fn into_resource(
        self,
        target: Target,
        api_version: &str,
        name: (String, Option<String>),
        namespace: String,
        spec: Vec<Entry>,
        mut choices: Vec<String>,
    ) -> Converted {
        choices.extend(self.choices);
        Converted {
            text: spark_application(target.as_str(), api_version, name, namespace, spec),
            files: Vec::new(),
            choices,
        }
    }

    /// The keys not placed yet, as `sparkConf`.
    pub(crate) fn rest(&self) -> Vec<Entry> {
        let mut rest: Vec<(&String, &String)> = self
            .app
            .conf
            .iter()
            .zip(&self.placed)
            .filter(|(_, placed)| !**placed)
            .map(|((k, v), _)| (k, v))
            .chain(self.extra.iter().map(|(k, v)| (k, v)))
            .collect();
        sparkpods_sort::sort_by(&mut rest, |a, b| a.0.cmp(b.0));
        rest.into_iter()
            .map(|(k, v)| Entry::new(k, Node::Str(v.clone())))
            .collect()
    }

    /// Drop every key an operator sets on its own (`is_own`), with a note.
    pub(crate) fn drop_own(&mut self, operator: &str, is_own: impl Fn(&str) -> bool) {
        let own: Vec<String> = self
            .app
            .conf
            .iter()
            .map(|(k, _)| k.clone())
            .filter(|k| is_own(k))
            .collect();
        for key in &own {
            self.take(key);
        }
        if !own.is_empty() {
            self.choices.push(format!(
                "{} left to {operator}, which sets it itself",
                own.join(", ")
            ));
        }
    }

    /// A role's pod template file, parsed, as a PodTemplateSpec (its `metadata` and `spec`),
    /// without what an operator wrote into it (owner references, a null creation time).
    pub(crate) fn template(&mut self, role: Role) -> Option<serde_json::Value> {
        let key = role.keys().template_file.key;
        let path = self.app.get(key)?.to_string();
        let text = &self.app.files.iter().find(|(p, _)| *p == path)?.1;
        let pod = sparkpods_yaml::parse(text).ok()?;
        self.take(key);
        let mut spec = serde_json::Map::new();
        for member in ["metadata", "spec"] {
            if let Some(v) = pod.get(member) {
                let mut v = v.clone();
                drop_empty(&mut v);
                if let Some(m) = v.as_object_mut().filter(|_| member == "metadata") {
                    m.remove("ownerReferences");
                    m.remove("creationTimestamp");
                    if m.is_empty() {
                        continue;
                    }
                }
                spec.insert(member.to_string(), v);
            }
        }
        // An empty template says nothing (and a release without the field would refuse it).
        if spec
            .values()
            .all(|v| v.as_object().is_some_and(|m| m.is_empty()))
        {
            return None;
        }
        self.choices.push(format!(
            "the {} pod template {path} is written into the resource",
            role.as_str()
        ));
        Some(serde_json::Value::Object(spec))
    }
}

/// `v` without its null members and empty `resources` (what an operator's Go structs write
/// for fields nobody set).
fn drop_empty(v: &mut serde_json::Value) {
    match v {
        serde_json::Value::Object(m) => {
            m.retain(|k, v| {
                !(v.is_null() || (k == "resources" && v.as_object().is_some_and(|r| r.is_empty())))
            });
            m.values_mut().for_each(drop_empty);
        }
        serde_json::Value::Array(a) => a.iter_mut().for_each(drop_empty),
        _ => {}
    }
}
