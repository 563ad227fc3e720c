//! The operators' side of [`crate::application`]: a `SparkApplication`'s text submitted as its
//! operator would (the `sparkpods-operators` crate's translations: reading, defaults, the
//! submission, `check --app`'s findings, the kubeflow pod webhook). In the browser this code is
//! only reached through [`crate::lazy`]'s `operators` split point, so it loads with the first
//! SparkApplication, not with the page.

use sparkpods_cluster::MutatingWebhook;
use std::collections::BTreeMap;
use std::rc::Rc;

use builder_core::Rule;
use builder_core::Severity;
use serde_json::Value;
use sparkpods_operators::{FieldDoc, Finding, Operator, apache, kubeflow, read_resource};
use sparkpods_yaml::line_of;

use crate::completions::Completion;
use crate::preview::{
    LineOf, PatchedField, Problem, RenderFindings, Submitted, Webhook, WebhookFieldsHtml,
};
use crate::webhook_view::webhook_fields_html;

/// Submit the SparkApplication in `text` as its operator would (the newest release of each).
pub fn submit(text: &str) -> Result<Submitted, Box<Problem>> {
    let resource =
        read_resource(text).map_err(|e| problem(format!("not YAML or JSON: {e}"), None))?;
    let (owned, offset) = (resource.text.to_string(), resource.line_offset);
    let line_of: LineOf = Rc::new(move |field: &str| {
        let mut path = field;
        loop {
            if let Some(line) = line_of(&owned, path) {
                return Some(line + offset);
            }
            path = path.rsplit_once('.')?.0;
        }
    });
    let doc = resource.value;
    let at = |e: &dyn std::fmt::Display| {
        let message = e.to_string();
        let field = message.split(':').next().unwrap_or("").to_string();
        problem(message, line_of(&field))
    };
    match Operator::of(&doc) {
        Some(Operator::Kubeflow) => {
            let options = kubeflow::Options::default();
            let app = kubeflow::SparkApplication::from_value(&doc).map_err(|e| at(&e))?;
            let s = kubeflow::submit(&app, &options).map_err(|e| at(&e))?;
            let case = s.case("SparkApplication").map_err(|e| at(&e))?;
            let fields = s
                .submit
                .sources
                .iter()
                .map(|src| (src.key.clone(), src.field.clone()))
                .collect();
            let findings = kubeflow::check(&s, &options);
            let operator = format!("kubeflow spark-operator {}", s.release.version);
            let completions = completions(kubeflow::declared_fields());
            let operator_keys = s.operator_keys();
            let release = s.release;
            let webhook_fields_html: WebhookFieldsHtml =
                Rc::new(move |patches: &[PatchedField]| {
                    webhook_fields_html(patches, &|field| kubeflow::without_webhook(field, release))
                });
            let s = Rc::new(s);
            let s_admission: Rc<dyn MutatingWebhook> = s.clone();
            let of = s.clone();
            let (memory, memory_lines) = (s.clone(), line_of.clone());
            let render_findings: RenderFindings = Rc::new(move |sub, rendered| {
                by_line(
                    kubeflow::memory_findings(&memory, sub, rendered),
                    &memory_lines,
                )
            });
            let diagnostic_field = Rc::new(move |key: Option<&str>, rule: &Rule, message: &str| {
                if key.is_none() && *rule == builder_core::rules::MIXED_RELEASES {
                    return "spec.sparkVersion".to_string();
                }
                of.field_of_diagnostic(key, message)
            });
            let webhook: Webhook = Rc::new(move |pod: &mut Value| {
                let mut doc = serde_json::json!({ "driver": { "pod": pod.take() } });
                let patches = s.apply_webhook(&mut doc).map_err(|e| e.to_string());
                if let Some(p) = doc.pointer_mut("/driver/pod") {
                    *pod = p.take();
                }
                Ok(patches?
                    .into_iter()
                    .map(|(_, p)| (p.field, p.pod_paths))
                    .collect())
            });
            Ok(Submitted {
                case,
                operator,
                problems: by_line(findings, &line_of),
                fields,
                diagnostic_field,
                line_of,
                webhook: Some(webhook),
                admission_webhook: Some(s_admission),
                completions,
                operator_keys,
                webhook_fields_html: Some(webhook_fields_html),
                render_findings: Some(render_findings),
            })
        }
        Some(Operator::Apache) => {
            let app = apache::SparkApplication::from_value(&doc).map_err(|e| at(&e))?;
            let s = apache::submit(&app, &apache::Options::default()).map_err(|e| at(&e))?;
            let fields: BTreeMap<String, String> = s
                .driver
                .sources
                .iter()
                .map(|src| (src.key.clone(), src.field.clone()))
                .collect();
            let case = s.case();
            let operator_keys = s.operator_keys();
            let operator = format!("Apache Spark operator {}", s.release.version);
            let problems = by_line(apache::check(&s), &line_of);
            let diagnostic_field = Rc::new(move |key: Option<&str>, rule: &Rule, _: &str| {
                s.field_of_diagnostic(key, rule).to_string()
            });
            Ok(Submitted {
                case,
                operator,
                problems,
                fields,
                diagnostic_field,
                line_of,
                webhook: None,
                admission_webhook: None,
                completions: completions(apache::declared_fields()),
                operator_keys,
                webhook_fields_html: None,
                render_findings: None,
            })
        }
        None => Err(problem(
            format!(
                "not a SparkApplication sparkpods knows: expected apiVersion {} or {}, kind {}",
                kubeflow::API_VERSION,
                apache::API_VERSION,
                kubeflow::KIND
            ),
            Some(1),
        )),
    }
}

fn problem(message: String, line: Option<u32>) -> Box<Problem> {
    Box::new(Problem {
        severity: Severity::Error,
        rule: &builder_core::rules::PARSE,
        key: None,
        line,
        message,
        hint: None,
        template: None,
        fix: None,
        column: None,
        webhook_field: None,
    })
}

/// The operator's findings as problems at their field's line.
fn by_line(findings: Vec<Finding>, line_of: &LineOf) -> Vec<Problem> {
    findings
        .into_iter()
        .map(|f| Problem {
            severity: f.severity,
            rule: f.rule,
            line: line_of(&f.field),
            key: Some(f.field),
            message: f.message,
            hint: f.hint,
            template: None,
            fix: None,
            column: None,
            webhook_field: None,
        })
        .collect()
}

/// The SparkApplication's fields and every conf key (`sparkConf` takes them), for the editor.
fn completions(fields: Vec<FieldDoc>) -> Vec<Completion> {
    let mut out: Vec<Completion> = fields
        .into_iter()
        .map(|f| Completion {
            label: f.name.to_string(),
            ty: "property",
            detail: f.detail(),
            info: f.doc,
        })
        .collect();
    out.extend(crate::completions::completions(
        builder_core::SparkVersion::NEWEST,
    ));
    out
}
