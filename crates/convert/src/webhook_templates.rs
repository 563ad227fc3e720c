//! What only a pod webhook applied (the kubeflow operator's: tolerations, affinity, security
//! contexts, ...) moved into the pod templates, which need no webhook: the fields the webhook
//! wrote into the source's pods copied into a template fragment (with the names of the
//! containers they are in) and merged into the template the conf names, or a new one.

use builder_core::Role;
use serde_json::Value;

use crate::SparkApp;

/// The member of `v` at JSON pointer `pointer`, created (objects, or arrays padded with nulls)
/// where missing, set to `value`.
fn set_pointer(v: &mut Value, pointer: &str, value: Value) {
    let keys: Vec<String> = pointer
        .split('/')
        .skip(1)
        .map(|k| k.replace("~1", "/").replace("~0", "~"))
        .collect();
    let mut at = v;
    for (i, key) in keys.iter().enumerate() {
        let last = i + 1 == keys.len();
        let index = key.parse::<usize>().ok();
        if at.is_null() {
            *at = if index.is_some() {
                Value::Array(Vec::new())
            } else {
                Value::Object(serde_json::Map::new())
            };
        }
        let next = match (at, index) {
            (Value::Array(items), Some(n)) => {
                if items.len() <= n {
                    items.resize(n + 1, Value::Null);
                }
                items.get_mut(n)
            }
            (Value::Object(m), _) => Some(m.entry(key.clone()).or_insert(Value::Null)),
            _ => None,
        };
        let Some(next) = next else { return };
        if last {
            *next = value;
            return;
        }
        at = next;
    }
}

/// `v` without the null items [`set_pointer`] padded lists with.
fn drop_null_items(v: &mut Value) {
    match v {
        Value::Array(items) => {
            items.retain(|i| !i.is_null());
            items.iter_mut().for_each(drop_null_items);
        }
        Value::Object(m) => m.values_mut().for_each(drop_null_items),
        _ => {}
    }
}

/// `over` merged into `base`: objects member by member, lists of named items by name, other
/// lists and values replaced.
fn merge(base: &mut Value, over: Value) {
    match (base, over) {
        (Value::Object(b), Value::Object(o)) => {
            for (k, v) in o {
                match b.get_mut(&k) {
                    Some(existing) => merge(existing, v),
                    None => {
                        b.insert(k, v);
                    }
                }
            }
        }
        (Value::Array(b), Value::Array(o))
            if o.iter().all(|v| v.get("name").is_some())
                && b.iter().all(|v| v.get("name").is_some()) =>
        {
            for v in o {
                match b.iter_mut().find(|x| x.get("name") == v.get("name")) {
                    Some(existing) => merge(existing, v),
                    None => b.push(v),
                }
            }
        }
        (b, o) => *b = o,
    }
}

impl SparkApp {
    /// The submission with what a pod webhook wrote (`webhook`: pod, JSON pointer, field, into
    /// the pods of `doc`) moved into each role's pod template, which needs no webhook: the
    /// template file the conf names (merged) or a new one, `<role>-pod-template.json`.
    pub fn with_webhook_templates(
        mut self,
        doc: &Value,
        webhook: &[(String, String, String)],
    ) -> SparkApp {
        for role in [Role::Driver, Role::Executor] {
            let base = match role {
                Role::Driver => "/driver/submitted/pod",
                Role::Executor => "/executor/pod",
            };
            let Some(pod) = doc.pointer(base) else {
                continue;
            };
            let mut fragment = Value::Null;
            let mut fields: Vec<&str> = Vec::new();
            for (_, pointer, field) in webhook.iter().filter(|(p, _, _)| p == role.as_str()) {
                if let Some(v) = pod.pointer(pointer) {
                    set_pointer(&mut fragment, pointer, v.clone());
                    if !fields.contains(&field.as_str()) {
                        fields.push(field);
                    }
                }
            }
            if fragment.is_null() {
                continue;
            }
            // The containers the webhook wrote into, by name; those before them too (the
            // first is the one Spark takes for its own).
            for list in ["containers", "initContainers"] {
                let ptr = format!("/spec/{list}");
                let names: Vec<Value> = pod
                    .pointer(&ptr)
                    .and_then(Value::as_array)
                    .map(|cs| {
                        cs.iter()
                            .map(|c| c.get("name").cloned().unwrap_or_default())
                            .collect()
                    })
                    .unwrap_or_default();
                if let Some(Value::Array(items)) = fragment.pointer_mut(&ptr) {
                    for (item, name) in items.iter_mut().zip(names) {
                        match item {
                            Value::Object(m) => {
                                m.entry("name").or_insert(name);
                            }
                            other => *other = serde_json::json!({ "name": name }),
                        }
                    }
                }
            }
            let key = role.keys().template_file.key;
            let existing = self.get(key).map(str::to_string);
            let (path, mut template) = match existing.as_ref().and_then(|p| {
                Some((
                    p.clone(),
                    self.files.iter().find(|(f, _)| f == p)?.1.clone(),
                ))
            }) {
                Some((path, text)) => (
                    path,
                    sparkpods_yaml::parse(&text).unwrap_or_else(|_| serde_json::json!({})),
                ),
                None => (
                    format!("{}-pod-template.json", role.as_str()),
                    serde_json::json!({ "apiVersion": "v1", "kind": "Pod" }),
                ),
            };
            drop_null_items(&mut fragment);
            merge(&mut template, fragment);
            let text = serde_json::to_string_pretty(&template).unwrap_or_default();
            self.conf.retain(|(k, _)| k != key);
            self.conf.push((key.to_string(), path.clone()));
            sparkpods_sort::sort_by(&mut self.conf, |a, b| a.0.cmp(&b.0));
            self.files.retain(|(f, _)| *f != path);
            self.files.push((path, text));
            self.webhook_fields
                .extend(fields.into_iter().map(str::to_string));
        }
        self
    }
}
