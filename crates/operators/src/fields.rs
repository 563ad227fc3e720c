//! Fields a resource has that its operator's API does not declare: `kubectl` refuses them
//! (strict field validation), or with validation off the API server drops them silently, so a
//! typo such as `coers` is a setting that never takes effect. Each operator lists its fields;
//! this finds the others, with the declared field each most likely means.

use serde_json::Value;

/// A declared field, for editors' completion: where it goes and what it does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldDoc {
    /// `cores`.
    pub name: &'static str,
    /// The object it is a field of: `spec.driver` (`[]` for each item of a list).
    pub parent: &'static str,
    /// Its type as `kubectl explain` prints it (`<integer>`, `<[]Object>`), from the operator's
    /// CRD; `None` for a field the operator's type table lacks (a test keeps there none).
    pub ty: Option<&'static str>,
    /// What it does, for the completion item: the conf key it sets, or how it reaches the pods.
    pub doc: String,
}

impl FieldDoc {
    /// What an editor shows beside the name: its type and where it goes (`<integer>
    /// spec.driver`).
    pub fn detail(&self) -> String {
        let at = if self.parent.is_empty() {
            "(top level)"
        } else {
            self.parent
        };
        match self.ty {
            Some(ty) => format!("{ty} {at}"),
            None => at.to_string(),
        }
    }
}

/// The fields `names` of `parent`, each documented by `doc`, typed by `types` (`(parent, name,
/// type)` rows).
pub(crate) fn documented(
    parent: &'static str,
    names: impl IntoIterator<Item = &'static str>,
    types: &'static [(&'static str, &'static str, &'static str)],
    doc: impl Fn(&str) -> String,
) -> impl Iterator<Item = FieldDoc> {
    names.into_iter().map(move |name| FieldDoc {
        name,
        parent,
        ty: types
            .iter()
            .find(|(p, n, _)| *p == parent && *n == name)
            .map(|(_, _, t)| *t),
        doc: doc(name),
    })
}

/// Asserts that every declared field has a type, no type row is of a field nobody declares,
/// and the `expected` `(parent, name, type)` rows hold: each operator's test.
#[cfg(test)]
pub(crate) fn assert_typed(
    fields: &[FieldDoc],
    types: &[(&'static str, &'static str, &'static str)],
    expected: &[(&str, &str, &str)],
) {
    let untyped: Vec<String> = fields
        .iter()
        .filter(|f| f.ty.is_none())
        .map(|f| format!("{}.{}", f.parent, f.name))
        .collect();
    assert_eq!(untyped, Vec::<String>::new());
    let stale: Vec<String> = types
        .iter()
        .filter(|(p, n, _)| !fields.iter().any(|f| f.parent == *p && f.name == *n))
        .map(|(p, n, _)| format!("{p}.{n}"))
        .collect();
    assert_eq!(stale, Vec::<String>::new());
    for (parent, name, ty) in expected {
        let found = fields
            .iter()
            .find(|f| f.parent == *parent && f.name == *name)
            .and_then(|f| f.ty);
        assert_eq!(found, Some(*ty), "{parent}.{name}");
    }
}

/// A field the API does not declare, and the declared one it most likely means.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownField {
    /// `spec.driver.coers`.
    pub path: String,
    /// `cores`, when one is within two edits (or differs only in case).
    pub suggestion: Option<&'static str>,
}

pub(crate) fn each(
    parent: &Value,
    field: &str,
    path: &str,
    known: &[&'static str],
    out: &mut Vec<UnknownField>,
) {
    if let Some(Value::Array(items)) = parent.get(field) {
        for (i, item) in items.iter().enumerate() {
            check(item, &format!("{path}.{field}[{i}]"), known, out);
        }
    }
}

pub(crate) fn check(v: &Value, path: &str, known: &[&'static str], out: &mut Vec<UnknownField>) {
    let Value::Object(map) = v else {
        return;
    };
    for key in map.keys().filter(|k| !known.contains(&k.as_str())) {
        out.push(UnknownField {
            path: if path.is_empty() {
                key.clone()
            } else {
                format!("{path}.{key}")
            },
            suggestion: suggest(key, known),
        });
    }
}

/// The declared field within two edits of `key` (one that differs only in case is 0 away).
fn suggest(key: &str, known: &[&'static str]) -> Option<&'static str> {
    builder_core::closest(key, known.iter().copied(), |_| 2)
}

/// The undeclared fields of the object `v` at `path`, of the declared `known`.
pub(crate) fn unknown_in(v: &Value, path: &str, known: &[&'static str]) -> Vec<UnknownField> {
    let mut out = Vec::new();
    check(v, path, known, &mut out);
    out
}

/// The fields of a resource's pod template (`at`: `spec.driver.template`) that a
/// PodTemplateSpec does not declare: the API server prunes them from the resource (kubectl
/// refuses it), so the pods never get them. A container's securityContext field in the pod's
/// is the common case.
pub(crate) fn template_findings(at: &str, template: &Value) -> Vec<crate::Finding> {
    const CONTAINER_ONLY: &[&str] = &[
        "capabilities",
        "allowPrivilegeEscalation",
        "privileged",
        "readOnlyRootFilesystem",
        "procMount",
    ];
    builder_core::prune_undeclared(template)
        .1
        .into_iter()
        .map(|path| {
            let name = path.rsplit('.').next().unwrap_or(&path).to_string();
            let hint = if path.starts_with("spec.securityContext.") && CONTAINER_ONLY.contains(&name.as_str()) {
                "it is a field of a container's securityContext: move it to spec.containers[].securityContext"
            } else {
                "check its spelling and place against the PodTemplateSpec API"
            };
            crate::Finding {
                severity: crate::rules::PRUNED_FIELD.severity,
                rule: &crate::rules::PRUNED_FIELD,
                field: format!("{at}.{path}"),
                message: format!(
                    "`{name}` is not a field there: the API server drops it from the resource (kubectl refuses it), so the pods never get it"
                ),
                hint: Some(hint.to_string()),
            }
        })
        .collect()
}
