//! A `SparkApplication` in the editor instead of a conf: the kubeflow spark-operator's or the
//! Apache Spark operator's, submitted as its operator would and rendered like any conf. The
//! operators' code (the `sparkpods-operators` crate, reached from [`crate::operators`]) is
//! loaded with the first SparkApplication ([`lazy::operators`]); this module is what the first preview
//! needs: telling a SparkApplication from a conf, and evaluating one once that code is there.

use std::rc::Rc;

use builder_core::DeterministicIds;
use builder_core::Severity;
use builder_core::UserSteps;
use builder_core::render;
use serde_json::Value;

use crate::lazy;
use crate::on_demand;
use crate::path::{Path, Segment};
use crate::preview::{ApplicationView, Doc, PatchedField, Preview, Problem, doc_id, documents};
use crate::summary::Summary;

/// Whether the editor holds a `SparkApplication` (YAML or JSON) rather than a conf: a
/// top-level `kind: SparkApplication` next to an `apiVersion`. Cheap: it runs on every keystroke.
pub fn looks_like_application(text: &str) -> bool {
    let trimmed = text.trim_start();
    if trimmed.starts_with('{') {
        return trimmed.contains("SparkApplication\"") && trimmed.contains("\"apiVersion\"");
    }
    let mut api_version = false;
    let mut kind = false;
    for line in text.lines() {
        if let Some(v) = line.strip_prefix("kind:") {
            kind |= matches!(
                v.trim().trim_matches(['"', '\'']),
                "SparkApplication" | "ScheduledSparkApplication"
            );
        }
        api_version |= line.starts_with("apiVersion:");
    }
    api_version && kind
}

/// Evaluate a SparkApplication: its operator's submission rendered, the pod webhook applied.
pub fn evaluate(text: &str) -> Preview {
    let Some(operators) = lazy::operators() else {
        return Preview {
            awaiting_operators: true,
            ..Preview::default()
        };
    };
    let submitted = match (operators.submit)(text) {
        Ok(s) => s,
        Err(problem) => {
            return Preview {
                problems: vec![*problem],
                ..Preview::default()
            };
        }
    };
    let steps = UserSteps::default();
    let sub = submitted
        .case
        .submission(&steps, on_demand::template_reader());
    let Some((rendered, diagnostics)) = on_demand::unless_templates_pending(|| {
        let rendered = render(&sub, &mut DeterministicIds::default());
        let diagnostics = submitted.case.diagnostics(&sub, &rendered);
        (rendered, diagnostics)
    }) else {
        return Preview {
            awaiting_templates: true,
            ..Preview::default()
        };
    };
    let (mut preview, rendered) = documents(rendered);
    preview.awaiting_keys = on_demand::awaiting_keys(&submitted.case);
    let mut patches = Vec::new();
    if let Some(webhook) = &submitted.webhook {
        let docs = [
            (Doc::Driver, "driver", preview.driver_pod.as_mut()),
            (Doc::Executor, "executor", preview.executor_pod.as_mut()),
        ];
        for (doc, role, pod) in docs {
            let Some(pod) = pod else { continue };
            match webhook(pod) {
                Ok(applied) => patches.extend(applied.into_iter().map(|(field, pointers)| {
                    PatchedField {
                        doc,
                        paths: pointers.iter().map(|p| path_of(pod, p)).collect(),
                        pointers,
                        field,
                    }
                })),
                Err(message) => preview.problems.push(Problem {
                    severity: Severity::Error,
                    rule: &sparkpods_cluster::rules::WEBHOOK_REJECTS,
                    key: None,
                    line: None,
                    message: format!(
                        "the operator's pod webhook rejects the {role} pod, so the API server does not create it: {message}"
                    ),
                    hint: None,
                    template: None,
                    fix: None,
                    column: None,
                    webhook_field: None,
                }),
            }
        }
        // The submitted manifest's pod is the driver pod as stored: `Preview::documents` reads
        // it from `driver_pod`.
        let submitted_paths: Vec<PatchedField> = patches
            .iter()
            .filter(|p| p.doc == Doc::Driver)
            .map(|p| {
                let pod = Path::root().child(Segment::Named(driver_doc_id(&preview).into()));
                PatchedField {
                    doc: Doc::Submitted,
                    field: p.field.clone(),
                    pointers: p.pointers.clone(),
                    paths: p
                        .paths
                        .iter()
                        .map(|q| {
                            let mut full = pod.clone();
                            full.0.extend(q.0.iter().cloned());
                            full
                        })
                        .collect(),
                }
            })
            .collect();
        patches.extend(submitted_paths);
    }
    let view = ApplicationView {
        operator: submitted.operator.clone(),
        fields: submitted.fields.clone(),
        line_of: submitted.line_of.clone(),
        patches,
        completions: Rc::new(submitted.completions.clone()),
        admission_webhook: submitted.admission_webhook.clone(),
        diagnostic_field: submitted.diagnostic_field.clone(),
        operator_keys: submitted.operator_keys.clone(),
        webhook_fields_html: submitted.webhook_fields_html.clone(),
    };
    // The conf's diagnostics, at the field that set the key.
    let mut problems = submitted.problems.clone();
    problems.extend(diagnostics.into_iter().map(|d| view.on_field(d)));
    problems.extend(std::mem::take(&mut preview.problems));
    if let Some(findings) = &submitted.render_findings {
        problems.extend(findings(&sub, &rendered));
    }
    sparkpods_sort::sort_by(&mut problems, |a, b| a.line.cmp(&b.line));
    preview.summary = Summary::of(
        preview.driver_pod.as_ref(),
        preview.executor_pod.as_ref(),
        &submitted.case.conf,
    )
    .with_memory(
        &sub,
        &rendered,
        preview.driver_pod.as_ref(),
        preview.executor_pod.as_ref(),
    );
    preview.problems = problems;
    preview.case = Some(submitted.case.clone());
    preview.application = Some(view);
    preview
}

/// `Pod/<name>` of the driver pod in the submitted manifest.
fn driver_doc_id(p: &Preview) -> String {
    p.driver_pod.as_ref().map(doc_id).unwrap_or_default()
}

/// A JSON pointer into `v` as a [`Path`] (list items by name where they have one).
pub fn path_of(v: &Value, pointer: &str) -> Path {
    let mut path = Path::root();
    let mut at = Some(v);
    for key in sparkpods_kube::pointer_keys(pointer) {
        match at {
            Some(Value::Array(items)) => {
                let i: usize = key.parse().unwrap_or(usize::MAX);
                let item = items.get(i);
                path = path.child(match item {
                    Some(item) => Segment::item(i, item),
                    None => Segment::Index(i),
                });
                at = item;
            }
            Some(Value::Object(map)) => {
                at = map.get(&key);
                path = path.child(Segment::Key(key.into()));
            }
            _ => {
                path = path.child(Segment::Key(key.into()));
                at = None;
            }
        }
    }
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::examples::by_id;
    use crate::explain::{Field, KeyEffects};
    use serde_json::json;

    fn example(id: &str) -> Preview {
        let inputs = by_id(id)
            .unwrap()
            .inputs(builder_core::SparkVersion::DEFAULT);
        crate::session::evaluate(&inputs)
    }

    #[test]
    fn a_kubeflow_application_renders_with_its_webhook_and_names_its_fields() {
        let p = example("kubeflow-operator");
        assert!(p.failure.is_none(), "{:?}", p.failure);
        let driver = p.driver_pod.as_ref().unwrap();
        assert_eq!(driver["metadata"]["name"], "spark-pi-driver");
        let executor = p.executor_pod.as_ref().unwrap();
        assert_eq!(executor["spec"]["tolerations"][0]["key"], "dedicated");
        let view = p.application.as_ref().unwrap();
        assert_eq!(view.operator, "kubeflow spark-operator v2.5.2");
        let field = view
            .completions
            .iter()
            .find(|c| c.label == "serviceAccount")
            .unwrap();
        assert_eq!(field.detail, "<string> spec.driver");
        assert!(
            view.completions
                .iter()
                .any(|c| c.label == "spark.executor.memory")
        );
        // The toleration came from the webhook, from spec.executor.tolerations.
        let path = path_of(executor, "/spec/tolerations/0");
        assert_eq!(
            view.patched(Doc::Executor, &path),
            vec!["spec.executor.tolerations"]
        );
        assert_eq!((view.line_of)("spec.executor.tolerations"), Some(28));
        // Conf keys map to the fields that submitted them; the explain of the executor's
        // memory request names spec.executor.memory.
        assert_eq!(
            view.field_of("spark.executor.memory"),
            "spec.executor.memory"
        );
        let case = p.case.as_ref().unwrap();
        let effects = KeyEffects::compute(case, &p);
        let request = Field {
            doc: Doc::Executor,
            path: path_of(executor, "/spec/containers/0/resources/requests/memory"),
        };
        let keys = effects.keys_for(&request);
        assert!(keys.contains(&"spark.executor.memory"), "{keys:?}");
        // The webhook's fields are not blamed on any key.
        let toleration = Field {
            doc: Doc::Executor,
            path,
        };
        assert!(effects.keys_for(&toleration).is_empty());
    }

    #[test]
    fn an_apache_application_is_named_after_its_app_id() {
        let p = example("apache-operator");
        assert!(p.failure.is_none(), "{:?}", p.failure);
        assert_eq!(
            p.driver_pod.as_ref().unwrap()["metadata"]["name"],
            "etl-0-driver"
        );
        let executor = p.executor_pod.as_ref().unwrap();
        assert_eq!(executor["spec"]["priorityClassName"], "batch");
        let view = p.application.as_ref().unwrap();
        assert_eq!(view.operator, "Apache Spark operator 1.0.0");
        assert_eq!(
            view.field_of("spark.executor.memory"),
            "spec.sparkConf.spark.executor.memory"
        );
        assert_eq!(view.field_of("spark.app.id"), "(the operator)");
        // The operator's own additions to the driver pod are its step's.
        let driver = p.driver_pod.as_ref().unwrap();
        let owner = Field {
            doc: Doc::Driver,
            path: path_of(driver, "/metadata/ownerReferences/0"),
        };
        assert_eq!(
            crate::explain::Steps::of(&p).for_field(&owner),
            vec![sparkpods_operators::apache::OPERATOR_STEP]
        );
    }

    #[test]
    fn problems_of_an_application_are_at_its_fields() {
        let text = "apiVersion: spark.apache.org/v1\nkind: SparkApplication\nmetadata:\n  name: pi\nspec:\n  jars: local:///a.jar\n  mainClas: X\n  sparkConf:\n    spark.kubernetes.container.image: apache/spark:4.2.0\n    spark.executor.memory: 4q\n  runtimeVersions:\n    sparkVersion: \"4.2.0\"\n";
        let p = crate::session::evaluate(&crate::session::Inputs {
            conf: text.to_string(),
            ..crate::session::Inputs::default()
        });
        let at = |field: &str| {
            p.problems
                .iter()
                .find(|d| d.key.as_deref() == Some(field))
                .map(|d| (d.severity, d.line))
        };
        assert_eq!(at("spec.mainClas"), Some((Severity::Warning, Some(7))));
        assert_eq!(at("spec.mainClass"), Some((Severity::Error, Some(5))));
        assert_eq!(
            at("spec.sparkConf.spark.executor.memory"),
            Some((Severity::Error, Some(10)))
        );
        // A document that is not a SparkApplication sparkpods knows says so.
        let p = crate::session::evaluate(&crate::session::Inputs {
            conf: "apiVersion: example.com/v1\nkind: SparkApplication\n".to_string(),
            ..crate::session::Inputs::default()
        });
        assert!(
            p.problems[0].message.starts_with("not a SparkApplication"),
            "{:?}",
            p.problems
        );
    }

    #[test]
    fn applications_are_told_from_confs() {
        assert!(looks_like_application(
            "apiVersion: spark.apache.org/v1\nkind: SparkApplication\nmetadata: {name: a}\n"
        ));
        assert!(looks_like_application(
            "# a comment\napiVersion: sparkoperator.k8s.io/v1beta2\nkind: \"SparkApplication\"\n"
        ));
        assert!(looks_like_application(
            r#"{"apiVersion": "spark.apache.org/v1", "kind": "SparkApplication"}"#
        ));
        assert!(!looks_like_application(
            "spark.app.name kind\nspark.kubernetes.namespace apiVersion\n"
        ));
        assert!(!looks_like_application("apiVersion: v1\nkind: Pod\n"));
    }

    #[test]
    fn pointers_become_paths_by_name() {
        let pod = json!({"spec": {"containers": [{"name": "c", "env": [{"name": "X"}]}],
            "nodeSelector": {"kubernetes.io/os": "linux"}, "tolerations": [{"key": "a"}]}});
        assert_eq!(
            path_of(&pod, "/spec/containers/0/env/0").to_string(),
            "spec.containers[c].env[X]"
        );
        assert_eq!(
            path_of(&pod, "/spec/nodeSelector/kubernetes.io~1os").to_string(),
            "spec.nodeSelector[\"kubernetes.io/os\"]"
        );
        assert_eq!(
            path_of(&pod, "/spec/tolerations/0").to_string(),
            "spec.tolerations[0]"
        );
    }
}
