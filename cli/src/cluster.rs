//! `--cluster FILE`: a cluster profile (what `kubectl get ns,limitrange,resourcequota,nodes -o
//! yaml` prints) read from disk, taken into `check`'s diagnostics and `render`'s document.

use std::path::Path;

use builder_core::Diagnostic;
use builder_core::pod_json;
use builder_core::{Rendered, Submission};
use serde_json::{Value, json};
use sparkpods_cluster::{self as check, AdmittedPod, ClusterCheck, MutatingWebhook};
use sparkpods_kube::Bound;
use sparkpods_kube::cluster::ClusterProfile;

/// Reads the profile at `path`; what is wrong with it, naming the file.
pub fn load_profile(path: &Path) -> Result<ClusterProfile, String> {
    let shown = path.display();
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
    ClusterProfile::read(&text).map_err(|e| format!("{shown}: {e}"))
}

/// `check --cluster`'s findings about a render: what the namespace's admission chain (with a
/// mutating `webhook` in it) and the nodes do to its pods.
pub fn findings(
    sub: &Submission,
    lines: &std::collections::BTreeMap<String, u32>,
    rendered: &Rendered,
    webhook: Option<&dyn MutatingWebhook>,
    profile: &ClusterProfile,
) -> Vec<Diagnostic> {
    check::check_with(
        sub,
        lines,
        rendered,
        webhook,
        profile,
        check::Suggestions::Compute,
    )
    .diagnostics
}

/// The pods of `doc` as the scheduler sees them (`driver.submitted.pod`, `executor.pod`: the
/// API server's defaults and the namespace's LimitRanges applied), and a `cluster` member with
/// what the namespace set, what its quotas admit (and hold once the application runs) and
/// `check --cluster`'s findings.
pub fn apply_to_document(
    doc: &mut Value,
    sub: &Submission,
    rendered: &Rendered,
    webhook: Option<&dyn MutatingWebhook>,
    profile: &ClusterProfile,
) -> ClusterCheck {
    let lines = Default::default();
    let checked = check::check_with(
        sub,
        &lines,
        rendered,
        webhook,
        profile,
        check::Suggestions::Compute,
    );
    let fabric8 = |r: &builder_core::Release| r.fabric8();
    if let (Some(admitted), Some((spec, _))) = (&checked.driver, &rendered.driver)
        && let Some(slot) = doc.pointer_mut("/driver/submitted/pod")
    {
        *slot = pod_json(&admitted.pod, fabric8(&spec.release));
    }
    if let (Some(admitted), Some(spec)) = (&checked.executor, &rendered.executor)
        && let Some(slot) = doc.pointer_mut("/executor/pod")
    {
        *slot = pod_json(&admitted.pod, fabric8(&spec.release));
    }
    let set: Vec<Value> = [&checked.driver, &checked.executor]
        .into_iter()
        .flatten()
        .flat_map(filled_json)
        .collect();
    let findings: Vec<Value> = checked
        .diagnostics
        .iter()
        .map(|d| {
            let mut finding = json!({
                "severity": d.severity.as_str(),
                "code": d.rule.id,
                "key": d.key,
                "message": d.message,
                "hint": d.hint,
            });
            // A value a SparkApplication's webhook writes: the resource field to change.
            if let (Some(field), Some(o)) = (&d.webhook_field, finding.as_object_mut()) {
                o.insert("field".into(), json!(field));
            }
            finding
        })
        .collect();
    let printed =
        |m: &sparkpods_kube::cluster::pod_resources::Resources| -> serde_json::Map<String, Value> {
            m.iter()
                .map(|(k, v)| (k.clone(), Value::String(v.to_string())))
                .collect()
        };
    let quotas: Vec<Value> = checked
        .quota
        .quotas
        .iter()
        .map(|q| json!({"name": q.name, "hard": printed(&q.hard), "used": printed(&q.used)}))
        .collect();
    let quota = json!({
        "executorsWanted": checked.quota.executors_wanted,
        "executorsAdmitted": checked.quota.executors_admitted,
        "refused": checked.quota.refused.as_ref().map(|(what, message)| json!({"object": what, "message": message})),
        "quotasAfter": quotas,
    });
    let pods: Vec<Value> = checked
        .pod_security
        .pods
        .iter()
        .map(|p| {
            let verdicts: serde_json::Map<String, Value> = p
                .levels
                .iter()
                .map(|(level, failures)| {
                    let failed: Vec<Value> = failures
                        .iter()
                        .map(|f| json!({"check": f.check, "reason": f.reason, "detail": f.detail}))
                        .collect();
                    (level.as_str().to_string(), Value::Array(failed))
                })
                .collect();
            json!({"pod": p.role.as_str(), "failures": verdicts})
        })
        .collect();
    let policy = checked.pod_security.policy.as_ref().map(|p| {
        json!({
            "enforce": p.enforce.to_string(),
            "warn": p.warn.to_string(),
            "audit": p.audit.to_string(),
        })
    });
    let pod_security = json!({"namespacePolicy": policy, "pods": pods});
    let fit = &checked.node_fit;
    let shapes: Vec<Value> = fit
        .shapes
        .iter()
        .map(|s| {
            json!({
                "shape": s.shape,
                "nodes": s.nodes,
                "executorsPerNode": s.executors_per_node,
                "idleCpu": s.idle_cpu,
                "idleMemory": s.idle_memory,
                "limitedBy": s.limited_by,
                "refused": s.refused,
            })
        })
        .collect();
    let suggestions: Vec<Value> = fit
        .suggestions
        .iter()
        .map(|(shape, s)| {
            json!({
                "shape": shape,
                "key": s.key,
                "value": s.value,
                "executorsPerNode": s.executors_per_node,
                "idleBefore": s.idle_before,
                "idleAfter": s.idle_after,
            })
        })
        .collect();
    let node_fit = json!({
        "executorsFit": fit.executors_fit,
        "shapes": shapes,
        "suggestions": suggestions,
    });
    if let Value::Object(map) = doc {
        map.insert(
            "cluster".into(),
            json!({
                "namespace": checked.namespace,
                "limitRangerSet": set,
                "resourceQuota": quota,
                "podSecurity": pod_security,
                "nodeFit": node_fit,
                "findings": findings,
            }),
        );
    }
    checked
}

fn filled_json(p: &AdmittedPod) -> Vec<Value> {
    p.filled
        .iter()
        .map(|f| {
            json!({
                "pod": p.role.as_str(),
                "limitRange": f.limit_range,
                "container": f.container,
                "initContainer": f.init,
                "field": match f.bound { Bound::Request => "requests", Bound::Limit => "limits" },
                "resource": f.resource,
                "value": f.value,
            })
        })
        .collect()
}
