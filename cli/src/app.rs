//! `render --app` and `check --app`: a `SparkApplication` as its operator submits it, the
//! operator told by the resource's `apiVersion` (the kubeflow spark-operator's
//! `sparkoperator.k8s.io/v1beta2`, the Apache Spark operator's `spark.apache.org/*`).

use crate::case::{Case, CaseError};
use crate::render_document_then;
use builder_core::oracle_examples;
use builder_core::{DeterministicIds, IdSource, MainResource};
use builder_core::{Rule, Severity};
use serde_json::{Value, json};
use sparkpods_cluster::MutatingWebhook;
use sparkpods_kube::cluster::ClusterProfile;
use sparkpods_kube::manifest;
use sparkpods_operators::{
    Finding, Operator, OperatorReleases, ResourceText, UnknownField, UnknownOperatorRelease,
    apache, kubeflow, read_resource,
};

use crate::cluster;
use crate::diagnose::conf_diagnostics;

/// A resource as its operator submits it.
#[allow(clippy::large_enum_variant)] // one per process
enum Submitted {
    Kubeflow(kubeflow::OperatorSubmission),
    Apache(apache::OperatorSubmission),
}

/// A resource as its operator submits it, and the case to render.
pub struct Loaded<'t> {
    /// The file's SparkApplication, read once (its value, and its lines for the findings).
    pub resource: ResourceText<'t>,
    submission: Submitted,
    case: Case,
    /// Whether the kubeflow operator's webhooks run.
    webhook: bool,
}

/// How the operator runs: `--operator-release`, `--webhook`, the batch-scheduler flags, and
/// `--cluster`'s profile the pods then go through.
#[derive(Default)]
pub struct AppOptions<'a> {
    pub release: Option<&'a str>,
    pub webhook: Option<bool>,
    pub batch: Option<kubeflow::BatchScheduling>,
    pub cluster: Option<&'a ClusterProfile>,
}

/// Why a resource is not rendered or checked; each message names the file first.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{shown}: the resource is not YAML or JSON: {reason}")]
    NotYamlOrJson { shown: String, reason: String },
    #[error(
        "{shown}: not a SparkApplication sparkpods knows (apiVersion `{api_version}`, kind `{kind}`): expected {kubeflow_api}/{kubeflow_kind} (kubeflow spark-operator) or {apache_api} (Apache Spark operator)",
        kubeflow_api = kubeflow::API_VERSION,
        kubeflow_kind = kubeflow::KIND,
        apache_api = apache::API_VERSION
    )]
    NotASparkApplication {
        shown: String,
        api_version: String,
        kind: String,
    },
    /// `--operator-release` (or the editor's `operatorRelease`) names no release of the
    /// resource's operator.
    #[error(transparent)]
    OperatorRelease(#[from] UnknownOperatorRelease),
    /// The kubeflow operator cannot read or submit the resource.
    #[error("{shown}: {source}")]
    Kubeflow {
        shown: String,
        source: kubeflow::AppError,
    },
    /// The kubeflow operator's spark-submit command line is not a case sparkpods renders.
    #[error("{shown}: {source}")]
    KubeflowCommandLine { shown: String, source: CaseError },
    /// The Apache operator cannot read or submit the resource.
    #[error("{shown}: {source}")]
    Apache {
        shown: String,
        source: apache::AppError,
    },
    #[error(
        "{shown}: --webhook and the batch-scheduler flags are the kubeflow spark-operator's; the Apache Spark operator has neither"
    )]
    KubeflowFlagsForApache { shown: String },
    /// The pods are never created: the operator's pod webhook refuses them.
    #[error(
        "{shown}: the operator's pod webhook rejects the pod, so the API server does not create it: {source}"
    )]
    WebhookRejects {
        shown: String,
        source: kubeflow::WebhookError,
    },
    /// The document could not be written (not expected: see [`DocumentError`](builder_core::document::DocumentError)).
    #[error("{shown}: {source}")]
    Document {
        shown: String,
        source: builder_core::document::DocumentError,
    },
}

/// Read a resource's text and submit it as its operator would.
pub fn load<'t>(shown: &str, text: &'t str, options: &AppOptions) -> Result<Loaded<'t>, AppError> {
    let resource = read_resource(text).map_err(|reason| AppError::NotYamlOrJson {
        shown: shown.to_string(),
        reason,
    })?;
    let doc = &resource.value;
    let submission = match Operator::of(doc) {
        Some(Operator::Kubeflow) => {
            let release = match options.release {
                None => kubeflow::NEWEST,
                Some(given) => kubeflow::OperatorRelease::find(given)?,
            };
            let kubeflow_options = kubeflow::Options {
                release,
                webhook: options.webhook.unwrap_or(true),
                batch_scheduling: options.batch.clone().unwrap_or_default(),
                ..kubeflow::Options::default()
            };
            kubeflow::SparkApplication::from_value(doc)
                .map_err(kubeflow::AppError::from)
                .and_then(|app| kubeflow::submit(&app, &kubeflow_options))
                .map(Submitted::Kubeflow)
                .map_err(|source| AppError::Kubeflow {
                    shown: shown.to_string(),
                    source,
                })?
        }
        Some(Operator::Apache) => {
            if options.webhook.is_some() || options.batch.is_some() {
                return Err(AppError::KubeflowFlagsForApache {
                    shown: shown.to_string(),
                });
            }
            let release = options
                .release
                .map(apache::OperatorRelease::find)
                .transpose()?;
            let apache_options = apache::Options {
                release,
                ..apache::Options::default()
            };
            apache::SparkApplication::from_value(doc)
                .map_err(apache::AppError::from)
                .and_then(|app| apache::submit(&app, &apache_options))
                .map(Submitted::Apache)
                .map_err(|source| AppError::Apache {
                    shown: shown.to_string(),
                    source,
                })?
        }
        None => {
            let field = |k: &str| doc.get(k).and_then(Value::as_str).unwrap_or("").to_string();
            return Err(AppError::NotASparkApplication {
                shown: shown.to_string(),
                api_version: field("apiVersion"),
                kind: field("kind"),
            });
        }
    };
    let case = match &submission {
        Submitted::Kubeflow(s) => {
            s.case(shown)
                .map_err(|source| AppError::KubeflowCommandLine {
                    shown: shown.to_string(),
                    source,
                })?
        }
        Submitted::Apache(s) => s.case(),
    };
    Ok(Loaded {
        resource,
        submission,
        case,
        webhook: options.webhook.unwrap_or(true),
    })
}

impl Loaded<'_> {
    /// The case the operator's spark-submit runs.
    pub fn case(&self) -> &Case {
        &self.case
    }

    /// The operator, as a reader names it (`kubeflow spark-operator v2.5.2`).
    pub fn operator_name(&self) -> String {
        match &self.submission {
            Submitted::Kubeflow(s) => format!("kubeflow spark-operator {}", s.release.version),
            Submitted::Apache(s) => {
                format!("Apache Spark Kubernetes operator {}", s.release.version)
            }
        }
    }

    /// The conf keys the operator sets on its own (its labels, submission settings, defaults).
    pub fn operator_keys(&self) -> Vec<String> {
        match &self.submission {
            Submitted::Kubeflow(s) => s.operator_keys(),
            Submitted::Apache(s) => s.operator_keys(),
        }
    }

    fn unknown_fields(&self) -> &[UnknownField] {
        match &self.submission {
            Submitted::Kubeflow(s) => &s.app.unknown_fields,
            Submitted::Apache(s) => &s.app.unknown_fields,
        }
    }

    /// The fields only the kubeflow operator's pod webhook applies, when it is off.
    fn not_applied(&self) -> Vec<String> {
        match &self.submission {
            Submitted::Kubeflow(s) => not_applied(s, self.webhook),
            Submitted::Apache(_) => Vec::new(),
        }
    }

    /// The kubeflow operator's pod webhook, when it runs.
    fn webhook(&self) -> Option<&kubeflow::OperatorSubmission> {
        match &self.submission {
            Submitted::Kubeflow(s) if self.webhook => Some(s),
            _ => None,
        }
    }
}

/// One finding of `check --app`, on the resource field to change and its line.
pub struct FieldReport {
    pub severity: Severity,
    pub rule: &'static Rule,
    pub field: String,
    pub line: Option<u32>,
    pub message: String,
    pub hint: Option<String>,
}

impl FieldReport {
    /// The finding as `check --app --json` prints it (`check --json`'s members, `field` for
    /// `key`).
    pub fn to_json(&self) -> Value {
        json!({
            "severity": self.severity.as_str(),
            "code": self.rule.id,
            "field": self.field,
            "line": self.line,
            "message": self.message,
            "hint": self.hint,
        })
    }
}

/// `check --app`'s findings about a resource's text (the operator's, its conf's and, with a
/// cluster profile, the namespace's and the nodes'), each on the field that set the value.
pub fn app_findings(
    shown: &str,
    text: &str,
    options: &AppOptions,
) -> Result<Vec<FieldReport>, AppError> {
    let loaded = load(shown, text, options)?;
    Ok(findings(&loaded, text, options.cluster))
}

pub fn findings(loaded: &Loaded, text: &str, profile: Option<&ClusterProfile>) -> Vec<FieldReport> {
    let mut findings = match &loaded.submission {
        Submitted::Kubeflow(s) => kubeflow::check(
            s,
            &kubeflow::Options {
                release: s.release,
                webhook: loaded.webhook,
                ..kubeflow::Options::default()
            },
        ),
        Submitted::Apache(s) => apache::check(s),
    };
    // A pod the webhook rejects is never created: nothing of the cluster applies to it then.
    let mut rejected = None;
    let mut memory = Vec::new();
    let diagnostics = conf_diagnostics(&loaded.case, |sub, rendered| {
        rejected = loaded.webhook().and_then(|w| w.webhook_rejection(rendered));
        if let (Some(w), None) = (loaded.webhook(), &rejected) {
            memory = kubeflow::memory_findings(w, sub, rendered);
        }
        match (profile, &rejected) {
            (Some(p), None) => {
                let webhook = loaded.webhook().map(|w| w as &dyn MutatingWebhook);
                cluster::findings(sub, &loaded.case.lines, rendered, webhook, p)
            }
            _ => Vec::new(),
        }
    });
    findings.extend(memory);
    if let Some(e) = rejected {
        findings.push(Finding {
            severity: Severity::Error,
            rule: &sparkpods_cluster::rules::WEBHOOK_REJECTS,
            field: e.field(),
            message: format!(
                "the operator's pod webhook rejects the pod, so the API server does not create it: {e}"
            ),
            hint: None,
        });
    }
    // The conf's own diagnostics, at the field that set the key; not the warnings about the
    // Apache operator's own defaults (a key a release does not read), which no field can change.
    let own_default = |key: Option<&str>| match (&loaded.submission, key) {
        (Submitted::Apache(s), Some(k)) => s.field_of(k) == Some(apache::BY_THE_OPERATOR),
        _ => false,
    };
    for d in diagnostics {
        if d.severity == Severity::Warning && own_default(d.key.as_deref()) {
            continue;
        }
        findings.push(Finding::on_field(d, |d| match &loaded.submission {
            Submitted::Kubeflow(s) => s.field_of_diagnostic(d.key.as_deref(), &d.message),
            Submitted::Apache(s) => s.field_of_diagnostic(d.key.as_deref(), d.rule).to_string(),
        }));
    }
    // The line of each field in the file (its first written ancestor for one not written).
    let resource = &loaded.resource;
    let line = |field: &str| {
        let mut path = field.split(' ').next().unwrap_or(field);
        loop {
            if let Some(line) = resource.line_of(path) {
                return Some(line);
            }
            path = path.rsplit_once('.')?.0;
        }
    };
    let mut reports: Vec<FieldReport> = findings
        .into_iter()
        .map(|f| FieldReport {
            line: line(&f.field),
            severity: f.severity,
            rule: f.rule,
            field: f.field,
            message: f.message,
            hint: f.hint,
        })
        .collect();
    reports.extend(duplicate_key_reports(text, resource));
    reports
}

/// A key a mapping of the file writes twice, at both lines: kubectl reads the YAML with the
/// later value replacing the earlier one, and sends only that.
fn duplicate_key_reports(text: &str, resource: &ResourceText<'_>) -> Vec<FieldReport> {
    let Ok(duplicates) = sparkpods_yaml::duplicate_keys(text, manifest::KUBECTL_YAML) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for d in duplicates {
        let Ok(line) = u32::try_from(d.line) else {
            continue;
        };
        let first = u32::try_from(d.first_line).unwrap_or(line);
        let field = field_at(&resource.value, "", &d.key, [first, line], resource)
            .unwrap_or_else(|| d.key.clone());
        let report = |at: u32, message: String| FieldReport {
            severity: Severity::Warning,
            rule: &builder_core::rules::DUPLICATE_KEY,
            field: field.clone(),
            line: Some(at),
            message,
            hint: Some(format!(
                "delete the line of the value you do not want (line {first} or {line})"
            )),
        };
        out.push(report(
            first,
            format!(
                "{field} is written again on line {line}: kubectl keeps that value, not this one"
            ),
        ));
        out.push(report(
            line,
            format!(
                "{field} is written twice (lines {first} and {line}): kubectl keeps this value"
            ),
        ));
    }
    out
}

/// The path of the field named `key` that the file writes on one of `lines` (the locator finds
/// a repeated key's first line).
fn field_at(
    value: &Value,
    path: &str,
    key: &str,
    lines: [u32; 2],
    resource: &ResourceText<'_>,
) -> Option<String> {
    match value {
        Value::Object(map) => map.iter().find_map(|(k, v)| {
            let p = if path.is_empty() {
                k.clone()
            } else {
                format!("{path}.{k}")
            };
            if k == key && resource.line_of(&p).is_some_and(|l| lines.contains(&l)) {
                return Some(p);
            }
            field_at(v, &p, key, lines, resource)
        }),
        Value::Array(items) => items
            .iter()
            .enumerate()
            .find_map(|(i, v)| field_at(v, &format!("{path}[{i}]"), key, lines, resource)),
        _ => None,
    }
}

/// A SparkApplication as its operator submits it: `render --app`'s document, and what the
/// command says about it besides.
pub struct AppDocument {
    /// The render's document, with an `operator` member saying what the operator did (and a
    /// `cluster` member with a profile), normalized.
    pub document: Value,
    /// Whether Spark fails (the document's `error` member says how).
    pub spark_failed: bool,
    /// The resource's fields its operator does not declare: they never take effect.
    pub unknown_fields: Vec<UnknownField>,
    /// The fields only the operator's pod webhook applies, not in the pods as it is off.
    pub not_applied: Vec<String>,
    /// The file's other documents, by kind and name: not rendered.
    pub others: Vec<String>,
}

/// The document of a resource's text (`shown` names it in errors), as `render --app` prints it.
pub fn app_document(
    shown: &str,
    text: &str,
    options: &AppOptions,
) -> Result<AppDocument, AppError> {
    let loaded = load(shown, text, options)?;
    render(shown, &loaded, options)
}

/// The document of a loaded resource; the webhook rejecting the pod is the only error.
pub fn render(shown: &str, loaded: &Loaded, options: &AppOptions) -> Result<AppDocument, AppError> {
    let steps = oracle_examples();
    let mut operator = Ok(Value::Null);
    // Normalized after the webhook, which compares owner references by their uid.
    let (mut document, rendered) = render_document_then(
        &loaded.case,
        &steps,
        &mut DeterministicIds::default(),
        None,
        |doc, sub, rendered| {
            operator = match &loaded.submission {
                Submitted::Kubeflow(s) => kubeflow_member(s, doc, loaded.webhook),
                Submitted::Apache(s) => Ok(apache_member(s)),
            };
            if let (Some(profile), Ok(_)) = (options.cluster, &operator) {
                let webhook = loaded.webhook().map(|w| w as &dyn MutatingWebhook);
                cluster::apply_to_document(doc, sub, rendered, webhook, profile);
            }
        },
    )
    .map_err(|source| AppError::Document {
        shown: shown.to_string(),
        source,
    })?;
    let operator = operator.map_err(|source| AppError::WebhookRejects {
        shown: shown.to_string(),
        source,
    })?;
    let secret = DeterministicIds::default().auth_secret();
    let drawn = crate::normalize::Drawn {
        auth_secret: Some(&secret),
        bound_port: rendered.executor.as_ref().and_then(|e| e.drawn.bound_port),
    };
    crate::normalize::normalize(&mut document, drawn, None);
    if let Value::Object(d) = &mut document {
        d.insert("operator".into(), operator);
    }
    Ok(AppDocument {
        document,
        spark_failed: rendered.error.is_some(),
        unknown_fields: loaded.unknown_fields().to_vec(),
        not_applied: loaded.not_applied(),
        others: loaded.resource.others.clone(),
    })
}

/// The pod template files an operator writes, by path, each as JSON when it is.
fn template_files(files: &[(String, String)]) -> serde_json::Map<String, Value> {
    files
        .iter()
        .map(|(p, t)| {
            let v = serde_json::from_str(t).unwrap_or(Value::String(t.clone()));
            (p.clone(), v)
        })
        .collect()
}

/// The kubeflow operator's member; its pod webhook applied to the pods when on.
fn kubeflow_member(
    s: &kubeflow::OperatorSubmission,
    doc: &mut Value,
    webhook: bool,
) -> Result<Value, kubeflow::WebhookError> {
    let patches = if webhook {
        s.apply_webhook(doc)?
    } else {
        Vec::new()
    };
    let not_applied = not_applied(s, webhook);
    let patches: Vec<Value> = patches
        .iter()
        .map(|(pod, p)| json!({ "pod": pod, "mutation": p.mutation, "field": p.field, "podPaths": p.pod_paths }))
        .collect();
    Ok(json!({
        "name": "kubeflow spark-operator",
        "release": s.release.version,
        "webhook": webhook,
        "sparkSubmit": s.command_line(),
        "podTemplateFiles": template_files(&s.submit.files),
        "webhookPatches": patches,
        "notApplied": not_applied,
        "batchScheduler": s.scheduled.as_ref().map(|b| json!({
            "scheduler": b.scheduler,
            "alsoCreates": b.objects,
        })),
        "unknownFields": s.app.unknown_fields.iter().map(|f| &f.path).collect::<Vec<_>>(),
    }))
}

/// The resource's fields only the kubeflow operator's pod webhook applies, when it is off.
fn not_applied(s: &kubeflow::OperatorSubmission, webhook: bool) -> Vec<String> {
    if webhook {
        Vec::new()
    } else {
        s.app.webhook_fields.clone()
    }
}

/// The Apache operator's member: the driver conf it builds and where each entry came from.
fn apache_member(s: &apache::OperatorSubmission) -> Value {
    let d = &s.driver.driver;
    let main_resource = match &d.main_resource {
        MainResource::Java(None) => Value::Null,
        MainResource::Java(Some(r)) | MainResource::Python(r) | MainResource::R(r) => json!(r),
    };
    let conf: serde_json::Map<String, Value> = s
        .driver
        .sources
        .iter()
        .map(|e| (e.key.clone(), json!({ "value": e.value, "field": e.field })))
        .collect();
    json!({
        "name": "Apache Spark Kubernetes operator",
        "release": s.release.version,
        "appId": s.driver.app_id,
        "submission": {
            "conf": conf,
            "mainClass": d.main_class,
            "mainResource": main_resource,
            "appArgs": d.app_args,
            "proxyUser": d.proxy_user,
        },
        "podTemplateFiles": template_files(&s.driver.files),
        "unknownFields": s.app.unknown_fields.iter().map(|f| &f.path).collect::<Vec<_>>(),
    })
}
