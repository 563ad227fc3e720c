//! `render --app` and `check --app`: a `SparkApplication` as its operator submits it, the
//! operator told by the resource's `apiVersion` (the kubeflow spark-operator's
//! `sparkoperator.k8s.io/v1beta2`, the Apache Spark operator's `spark.apache.org/*`).

use std::path::Path;
use std::process::ExitCode;

use builder_core::diagnostics::Severity;
use builder_core::features::user_steps::oracle_examples;
use builder_core::inputs::{DeterministicIds, IdSource, MainResource};
use builder_core::operator::{Finding, Operator, apache, kubeflow, read_resource};
use serde_json::{Value, json};
use sparkpods::case::Case;
use sparkpods::render_document;

use crate::{Format, Report, conf_diagnostics, print_document, print_reports};

/// A resource as its operator submits it, and the case to render.
#[allow(clippy::large_enum_variant)] // one per process
enum Loaded {
    Kubeflow(kubeflow::OperatorSubmission),
    Apache(apache::OperatorSubmission),
}

/// Read the resource at `path` and submit it as its operator would (`release` of that
/// operator, `webhook` for the kubeflow one); usage problems print and give exit status 2.
fn load(
    path: &Path,
    release: Option<&str>,
    webhook: Option<bool>,
    batch: Option<kubeflow::BatchScheduling>,
) -> Result<Loaded, ExitCode> {
    let shown = path.display().to_string();
    let fail = |msg: String| {
        eprintln!("sparkpods: {msg}");
        ExitCode::from(2)
    };
    let text =
        std::fs::read_to_string(path).map_err(|e| fail(format!("cannot read {shown}: {e}")))?;
    let resource = read_resource(&text)
        .map_err(|e| fail(format!("{shown}: the resource is not YAML or JSON: {e}")))?;
    if !resource.others.is_empty() {
        eprintln!(
            "sparkpods: note: {shown}: the file's other documents are not rendered: {}",
            resource.others.join(", ")
        );
    }
    let doc = resource.value;
    match Operator::of(&doc) {
        Some(Operator::Kubeflow) => {
            let release = match release.map(kubeflow::OperatorRelease::find) {
                None => kubeflow::NEWEST,
                Some(Ok(r)) => r,
                Some(Err(e)) => return Err(fail(e.to_string())),
            };
            let options = kubeflow::Options {
                release,
                webhook: webhook.unwrap_or(true),
                batch_scheduling: batch.unwrap_or_default(),
                ..kubeflow::Options::default()
            };
            kubeflow::read(&text)
                .and_then(|app| kubeflow::submit(&app, &options))
                .map(Loaded::Kubeflow)
                .map_err(|e| fail(format!("{shown}: {e}")))
        }
        Some(Operator::Apache) => {
            if webhook.is_some() || batch.is_some() {
                return Err(fail(format!(
                    "{shown}: --webhook and the batch-scheduler flags are the kubeflow spark-operator's; the Apache Spark operator has neither"
                )));
            }
            let release = match release.map(apache::OperatorRelease::find) {
                None => None,
                Some(Ok(r)) => Some(r),
                Some(Err(e)) => return Err(fail(e.to_string())),
            };
            let options = apache::Options {
                release,
                ..apache::Options::default()
            };
            apache::read(&text)
                .and_then(|app| apache::submit(&app, &options))
                .map(Loaded::Apache)
                .map_err(|e| fail(format!("{shown}: {e}")))
        }
        None => {
            let field = |k: &str| doc.get(k).and_then(Value::as_str).unwrap_or("").to_string();
            Err(fail(format!(
                "{shown}: not a SparkApplication sparkpods knows (apiVersion `{}`, kind `{}`): expected {}/{} (kubeflow spark-operator) or {} (Apache Spark operator)",
                field("apiVersion"),
                field("kind"),
                kubeflow::API_VERSION,
                kubeflow::KIND,
                apache::API_VERSION
            )))
        }
    }
}

impl Loaded {
    fn case(&self, shown: &str) -> Result<Case, ExitCode> {
        match self {
            Loaded::Kubeflow(s) => s.case(shown).map_err(|e| {
                eprintln!("sparkpods: {shown}: {e}");
                ExitCode::from(2)
            }),
            Loaded::Apache(s) => Ok(s.case()),
        }
    }

    fn unknown_fields(&self) -> &[builder_core::operator::UnknownField] {
        match self {
            Loaded::Kubeflow(s) => &s.app.unknown_fields,
            Loaded::Apache(s) => &s.app.unknown_fields,
        }
    }
}

/// `check --app`: the findings about a SparkApplication and its conf's, by resource field.
pub fn check_app_cmd(
    path: &Path,
    release: Option<&str>,
    webhook: Option<bool>,
    batch: Option<kubeflow::BatchScheduling>,
    as_json: bool,
) -> ExitCode {
    let shown = path.display().to_string();
    let loaded = match load(path, release, webhook, batch) {
        Ok(loaded) => loaded,
        Err(code) => return code,
    };
    let case = match loaded.case(&shown) {
        Ok(case) => case,
        Err(code) => return code,
    };
    let mut findings = match &loaded {
        Loaded::Kubeflow(s) => kubeflow::check(
            s,
            &kubeflow::Options {
                release: s.release,
                webhook: webhook.unwrap_or(true),
                ..kubeflow::Options::default()
            },
        ),
        Loaded::Apache(s) => apache::check(s),
    };
    // The conf's own diagnostics, at the field that set the key; not the warnings about the
    // Apache operator's own defaults (a key a release does not read), which no field can change.
    let own_default = |key: Option<&str>| match (&loaded, key) {
        (Loaded::Apache(s), Some(k)) => s.field_of(k) == Some(apache::BY_THE_OPERATOR),
        _ => false,
    };
    for d in conf_diagnostics(&case, None) {
        if d.severity == Severity::Warning && own_default(d.key.as_deref()) {
            continue;
        }
        let field = match &loaded {
            Loaded::Kubeflow(s) => s.field_of_diagnostic(d.key.as_deref(), &d.message),
            Loaded::Apache(s) => s.field_of_diagnostic(d.key.as_deref(), d.code).to_string(),
        };
        let message = match &d.key {
            Some(k) => format!("{} ({k})", d.message),
            None => d.message.clone(),
        };
        findings.push(Finding {
            severity: d.severity,
            code: d.code,
            field,
            message,
            hint: d.hint.clone(),
        });
    }
    // The line of each field in the file (its first written ancestor for one not written).
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let resource = read_resource(&text).ok();
    let line = |field: &str| {
        let resource = resource.as_ref()?;
        let mut path = field.split(' ').next().unwrap_or(field);
        loop {
            if let Some(line) = resource.line_of(path) {
                return Some(line);
            }
            path = path.rsplit_once('.')?.0;
        }
    };
    let reports: Vec<Report> = findings
        .iter()
        .map(|f| Report {
            severity: f.severity,
            code: f.code,
            subject: Some(f.field.as_str()),
            line: line(&f.field),
            message: &f.message,
            hint: f.hint.as_deref(),
        })
        .collect();
    print_reports(&shown, "field", &reports, as_json)
}

/// `render --app`: a SparkApplication as its operator submits it; the document gains an
/// `operator` member with what the operator did.
pub fn render_app_cmd(
    path: &Path,
    release: Option<&str>,
    webhook: Option<bool>,
    batch: Option<kubeflow::BatchScheduling>,
    format: Format,
) -> ExitCode {
    let shown = path.display().to_string();
    let loaded = match load(path, release, webhook, batch) {
        Ok(loaded) => loaded,
        Err(code) => return code,
    };
    let case = match loaded.case(&shown) {
        Ok(case) => case,
        Err(code) => return code,
    };
    let steps = oracle_examples();
    // Normalized after the webhook, which compares owner references by their uid.
    let (mut doc, rendered) =
        render_document(&case, &steps, &mut DeterministicIds::default(), None);
    let operator = match &loaded {
        Loaded::Kubeflow(s) => match kubeflow_member(s, &mut doc, webhook.unwrap_or(true)) {
            Ok(member) => member,
            Err(e) => {
                eprintln!(
                    "sparkpods: {shown}: the operator's pod webhook rejects the pod, so the API server does not create it: {e}"
                );
                return ExitCode::from(3);
            }
        },
        Loaded::Apache(s) => apache_member(s),
    };
    let secret = DeterministicIds::default().auth_secret();
    sparkpods::normalize::normalize(&mut doc, Some(&secret), None);
    if let Value::Object(d) = &mut doc {
        d.insert("operator".into(), operator);
    }
    for f in loaded.unknown_fields() {
        let hint = f
            .suggestion
            .map(|s| format!(" (did you mean `{s}`?)"))
            .unwrap_or_default();
        eprintln!(
            "sparkpods: warning: {} is not a field of a SparkApplication: it never takes effect{hint}",
            f.path
        );
    }
    print_document(&doc, format, rendered.error.is_some())
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
    let not_applied: Vec<&String> = s.app.webhook_fields.iter().filter(|_| !webhook).collect();
    if !not_applied.is_empty() {
        let fields: Vec<&str> = not_applied.iter().map(|f| f.as_str()).collect();
        eprintln!(
            "sparkpods: note: not in the pods (only the operator's pod webhook applies them, and it is off): {}",
            fields.join(", ")
        );
    }
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
