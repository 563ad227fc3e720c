//! The pod template file the operator writes for each role before it runs spark-submit
//! (`submission.go`, `driverPodTemplateOption` / `executorPodTemplateOption`).

use serde_json::{Map, Value, json};

use builder_core::Role;

use super::context::SubmitContext;
use super::release::OperatorRelease;
use super::resource::{SparkApplication, role_spec};

/// The container name the operator's template gives Spark's container of `role`.
pub(super) fn template_container(role: Role) -> &'static str {
    match role {
        Role::Driver => "spark-kubernetes-driver",
        Role::Executor => "spark-kubernetes-executor",
    }
}

/// The template file the operator writes for the role, as `sigs.k8s.io/yaml` writes the
/// PodTemplateSpec (`creationTimestamp: null`, every container's `resources: {}`): from v2.4.0
/// always (`spec.<role>.template`, else one container named as the operator names Spark's),
/// with an owner reference to the application unless it already has an equal one; before,
/// only the template given.
pub(super) fn pod_template(
    app: &SparkApplication,
    role: Role,
    release: &OperatorRelease,
    ctx: &SubmitContext,
) -> Option<Value> {
    // The API server pruned what a PodTemplateSpec does not declare (check reports it).
    let given = role_spec(app, role)
        .template
        .as_ref()
        .map(|t| builder_core::prune_undeclared(t).0);
    let mut template = match (given, release.writes_pod_templates) {
        (Some(t), _) => t,
        (None, true) => json!({ "spec": { "containers": [{ "name": template_container(role) }] } }),
        (None, false) => return None,
    };
    let Value::Object(t) = &mut template else {
        return Some(template);
    };
    let metadata = t
        .entry("metadata")
        .or_insert_with(|| Value::Object(Map::new()));
    if let Value::Object(m) = metadata {
        m.insert("creationTimestamp".into(), Value::Null);
        if release.writes_pod_templates {
            let owner = owner_reference(app, role, ctx);
            let refs = m
                .entry("ownerReferences")
                .or_insert_with(|| Value::Array(Vec::new()));
            if let Value::Array(refs) = refs
                && !refs.contains(&owner)
            {
                refs.push(owner);
            }
        }
    }
    let spec = t.entry("spec").or_insert_with(|| json!({}));
    if let Value::Object(s) = spec {
        // `containers` has no `omitempty` in Go: written even when there are none.
        s.entry("containers").or_insert(Value::Null);
        for list in ["containers", "initContainers"] {
            if let Some(Value::Array(cs)) = s.get_mut(list) {
                for c in cs.iter_mut() {
                    if let Value::Object(c) = c {
                        c.entry("resources").or_insert_with(|| json!({}));
                    }
                }
            }
        }
    }
    Some(template)
}

/// The driver's template names the application its controller; the executors' only its owner
/// (so controllers such as Kueue see them as the application's).
fn owner_reference(app: &SparkApplication, role: Role, ctx: &SubmitContext) -> Value {
    let uid = app.uid.clone().unwrap_or_else(|| ctx.app_uid.clone());
    let mut r = json!({
        "apiVersion": super::API_VERSION,
        "kind": super::KIND,
        "name": app.name,
        "uid": uid,
    });
    if role == Role::Driver
        && let Value::Object(m) = &mut r
    {
        m.insert("controller".into(), Value::Bool(true));
        m.insert("blockOwnerDeletion".into(), Value::Bool(true));
    }
    r
}
