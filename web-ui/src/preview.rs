//! What one evaluation of the playground's inputs produces, shared by every module that makes
//! or shows it: the preview documents ([`Preview`], [`Doc`]), Spark's failure, the problems,
//! and for a SparkApplication what the operators' module hands back ([`Submitted`]) and what
//! "explain" and the editor know of it ([`ApplicationView`]). Types and their constructors only,
//! below the logic that evaluates ([`crate::session`], [`crate::application`]) and the views.

use std::cell::OnceCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use builder_core::Case;
use builder_core::Rendered;
use builder_core::Severity;
use builder_core::{config_map_json, object_json, pod_json};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sparkpods_cluster::MutatingWebhook;
use sparkpods_operators::Finding;

use crate::completions::Completion;
use crate::path::Path;
use crate::summary::Summary;

/// A problem shown in the editor (squiggle + gutter) and the problems list: builder-core's
/// diagnostics plus the playground's own (parse errors, duplicate keys, missing files).
pub use builder_core::Diagnostic as Problem;

/// Spark's failure, as spark-submit (or the driver, building an executor) would report it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    pub phase: &'static str,
    pub class: &'static str,
    pub message: String,
    pub key: Option<String>,
    pub hint: Option<String>,
}

/// Which document of the preview.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Doc {
    Driver,
    Executor,
    Resources,
    Submitted,
}

impl Doc {
    pub const ALL: [Doc; 4] = [Doc::Driver, Doc::Executor, Doc::Resources, Doc::Submitted];

    pub fn label(self) -> &'static str {
        match self {
            Doc::Driver => "Driver pod",
            Doc::Executor => "Executor pod",
            Doc::Resources => "Extra resources",
            Doc::Submitted => "Submitted manifest",
        }
    }

    /// The file name offered for download.
    pub fn file_name(self) -> &'static str {
        match self {
            Doc::Driver => "driver-pod.yaml",
            Doc::Executor => "executor-pod.yaml",
            Doc::Resources => "extra-resources.yaml",
            Doc::Submitted => "submitted-manifest.yaml",
        }
    }
}

/// The result of one evaluation.
#[derive(Debug, Clone, Default)]
pub struct Preview {
    /// The driver pod as the API server receives it.
    pub driver_pod: Option<Value>,
    /// One executor pod, as the driver creates it.
    pub executor_pod: Option<Value>,
    /// Objects besides the pods ([`Preview::resources`]), written when first asked for.
    pub resources: Resources,
    /// Of [`Preview::resources`], how many spark-submit creates before the driver pod and how
    /// many after it (they come first, in that order): the submitted manifest is those and
    /// the driver pod, each held once.
    pub submitted_around: (usize, usize),
    pub failure: Option<Failure>,
    pub problems: Vec<Problem>,
    pub summary: Summary,
    /// The parsed case, kept to re-render without one key ("what did this key change?").
    pub case: Option<Case>,
    /// The inputs name a pod template and the template reader is still loading
    /// ([`crate::on_demand`]): nothing else is filled in, the app evaluates again once it is there.
    pub awaiting_templates: bool,
    /// The editor holds a SparkApplication and the operators' module is still loading.
    pub awaiting_operators: bool,
    /// The inputs name a key the registry does not list and the key catalog is not loaded
    /// ([`crate::on_demand::awaiting_keys`]): the preview is complete, its findings of such keys are the
    /// registry's until the app has loaded the catalog and evaluated again.
    pub awaiting_keys: bool,
    /// The SparkApplication behind the preview, when the editor holds one.
    pub application: Option<ApplicationView>,
    /// The render the documents come from: [`Preview::resources`] are written from it, and the
    /// Cluster tab checks it rather than render again. [`documents`] sets it; a preview that
    /// holds none (the inputs could not be rendered) has no resources.
    pub rendered: Option<Rc<Rendered>>,
}

/// A preview's objects besides the pods, as values, written from its render the first time
/// they are asked for: a keystroke that shows a pod's tab writes none of them.
#[derive(Debug, Clone, Default)]
pub struct Resources(OnceCell<Vec<Value>>);

impl Preview {
    /// Objects besides the pods: driver Service, ConfigMaps, PVCs, NetworkPolicy, ...; the
    /// first are what spark-submit sends with the driver pod ([`Preview::submitted_around`]).
    pub fn resources(&self) -> &[Value] {
        self.resources.0.get_or_init(|| {
            self.rendered
                .as_deref()
                .map(resource_values)
                .unwrap_or_default()
        })
    }

    /// How many [`Preview::resources`] there are, without writing them.
    pub fn resource_count(&self) -> usize {
        match (self.resources.0.get(), self.rendered.as_deref()) {
            (Some(written), _) => written.len(),
            (None, Some(r)) => resource_count(r),
            (None, None) => 0,
        }
    }

    /// The documents of a tab, each one YAML document.
    pub fn documents(&self, doc: Doc) -> Vec<&Value> {
        match doc {
            Doc::Driver => self.driver_pod.iter().collect(),
            Doc::Executor => self.executor_pod.iter().collect(),
            Doc::Resources => self.resources().iter().collect(),
            Doc::Submitted => {
                let (before, after) = self.submitted_around;
                let at = |range: std::ops::Range<usize>| {
                    self.resources().get(range).unwrap_or_default().iter()
                };
                at(0..before)
                    .chain(&self.driver_pod)
                    .chain(at(before..before + after))
                    .collect()
            }
        }
    }

    pub fn error_count(&self) -> usize {
        self.problems
            .iter()
            .filter(|p| p.severity == Severity::Error)
            .count()
    }
}

/// The preview of a render, which it keeps ([`Preview::rendered`]; returned too, for the
/// caller's checks of it): the pods as values (the executor's assembled in place to be
/// written, and as it was after: `with_assembled`, no copy of the pod); the other objects when
/// first asked for ([`Preview::resources`]).
pub fn documents(mut rendered: Rendered) -> (Preview, Rc<Rendered>) {
    let mut p = Preview::default();
    if let Some((spec, submitted)) = &rendered.driver {
        p.driver_pod = Some(pod_json(&submitted.pod, spec.release.fabric8()));
        p.submitted_around = (submitted.pre_resources.len(), submitted.resources.len());
    }
    if let Some(exec) = &mut rendered.executor {
        let fabric8 = exec.release.fabric8();
        p.executor_pod = Some(exec.pod.with_assembled(|pod| pod_json(pod, fabric8)));
    }
    if let Some((phase, err)) = &rendered.error {
        p.failure = Some(Failure {
            phase: phase.as_str(),
            class: err.exception.class_name(),
            message: err.message.clone(),
            key: err.key.clone(),
            hint: err.hint.clone(),
        });
    }
    let rendered = Rc::new(rendered);
    p.rendered = Some(Rc::clone(&rendered));
    (p, rendered)
}

/// How many objects besides the pods a render has ([`resource_values`] writes them).
fn resource_count(r: &Rendered) -> usize {
    let driver = (r.driver.as_ref()).map_or(0, |(_, s)| s.pre_resources.len() + s.resources.len());
    let executor = (r.executor.as_ref()).map_or(0, |e| {
        usize::from(e.config_map.is_some()) + e.resources.len()
    });
    driver + executor
}

/// A render's objects besides the pods as values, in the order the preview lists them: what
/// spark-submit sends with the driver pod (before it, then after it), then the executors'
/// ConfigMap and their other objects.
fn resource_values(r: &Rendered) -> Vec<Value> {
    let mut out = Vec::with_capacity(resource_count(r));
    if let Some((spec, submitted)) = &r.driver {
        let fabric8 = spec.release.fabric8();
        for o in submitted.pre_resources.iter().chain(&submitted.resources) {
            out.push(object_json(o, fabric8));
        }
    }
    if let Some(exec) = &r.executor {
        let fabric8 = exec.release.fabric8();
        if let Some(cm) = &exec.config_map {
            out.push(config_map_json(cm, fabric8));
        }
        for o in &exec.resources {
            out.push(object_json(o, fabric8));
        }
    }
    out
}

/// The name of a document in a multi-document tab.
pub fn doc_id(v: &Value) -> String {
    let kind = v.get("kind").and_then(Value::as_str).unwrap_or("Object");
    let name = v
        .pointer("/metadata/name")
        .and_then(Value::as_str)
        .unwrap_or("");
    format!("{kind}/{name}")
}

/// A webhook patch of a preview document: the SparkApplication field, and the pod fields it wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PatchedField {
    pub doc: Doc,
    pub field: String,
    pub paths: Vec<Path>,
    /// The same paths as the webhook wrote them (JSON pointers into the pod).
    pub pointers: Vec<String>,
}

/// The operator's pod webhook (the kubeflow operator's), applied to a pod as the API server
/// stores it: the patches, each a SparkApplication field and the JSON pointers it wrote.
pub type Webhook = Rc<dyn Fn(&mut Value) -> Result<Vec<(String, Vec<String>)>, String>>;

/// The line a field of the SparkApplication is written on (or its closest written ancestor's).
pub type LineOf = Rc<dyn Fn(&str) -> Option<u32>>;

/// The field a diagnostic of the render is about, from its key (if any), code and message.
pub type DiagnosticField = Rc<dyn Fn(Option<&str>, &builder_core::Rule, &str) -> String>;

/// What the operators' code makes of a SparkApplication.
pub struct Submitted {
    /// The submission to render.
    pub case: Case,
    /// `kubeflow spark-operator v2.5.2`, `Apache Spark operator 1.0.0`.
    pub operator: String,
    /// The operator's findings (`check --app`), at the field's line.
    pub problems: Vec<Problem>,
    /// Conf key → the SparkApplication field that set it.
    pub fields: BTreeMap<String, String>,
    pub diagnostic_field: DiagnosticField,
    pub line_of: LineOf,
    /// The kubeflow operator's pod webhook.
    pub webhook: Option<Webhook>,
    /// The same webhook in the namespace's admission chain, for the Cluster tab.
    pub admission_webhook: Option<Rc<dyn MutatingWebhook>>,
    /// The SparkApplication's fields and the conf keys, for the editor.
    pub completions: Vec<Completion>,
    /// The conf keys the operator sets on its own (a conversion leaves them to the target).
    pub operator_keys: Vec<String>,
    /// The list of the fields only the pod webhook applies, each with how it reaches the pods
    /// without it.
    pub webhook_fields_html: Option<WebhookFieldsHtml>,
    /// The operator's findings that need the render: the kubeflow webhook's memory limit
    /// above the request.
    pub render_findings: Option<RenderFindings>,
}

/// The fields only the pod webhook applies (of these patches) as HTML, each with how it reaches
/// the pods without it ([`crate::webhook_view`], in the operators' module).
pub type WebhookFieldsHtml = Rc<dyn Fn(&[PatchedField]) -> String>;

/// Findings of a rendered submission, with the pods as the webhook leaves them.
pub type RenderFindings = Rc<dyn Fn(&builder_core::Submission, &Rendered) -> Vec<Problem>>;

/// What "explain" and the editor know about the SparkApplication behind a preview.
#[derive(Clone)]
pub struct ApplicationView {
    pub operator: String,
    /// Conf key → SparkApplication field.
    pub fields: BTreeMap<String, String>,
    pub line_of: LineOf,
    pub patches: Vec<PatchedField>,
    pub completions: Rc<Vec<Completion>>,
    /// The operator's pod webhook in the namespace's admission chain (the kubeflow operator's).
    pub admission_webhook: Option<Rc<dyn MutatingWebhook>>,
    pub diagnostic_field: DiagnosticField,
    /// The conf keys the operator sets on its own.
    pub operator_keys: Vec<String>,
    /// The webhook's fields as HTML, each with how it reaches the pods without the webhook.
    pub webhook_fields_html: Option<WebhookFieldsHtml>,
}

impl std::fmt::Debug for ApplicationView {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ApplicationView")
            .field("operator", &self.operator)
            .field("fields", &self.fields)
            .field("patches", &self.patches)
            .finish_non_exhaustive()
    }
}

impl ApplicationView {
    /// A finding about the pods, on the SparkApplication field to change (at its line): the field the
    /// webhook wrote the value from, else the one that set the conf key (kept in the message).
    pub fn on_field(&self, d: Problem) -> Problem {
        let on = Finding::on_field(d.clone(), |d| {
            (self.diagnostic_field)(d.key.as_deref(), d.rule, &d.message)
        });
        Problem {
            line: (self.line_of)(&on.field),
            key: Some(on.field),
            message: on.message,
            ..d
        }
    }

    /// The SparkApplication field that set a conf key (`spec.sparkConf.<key>` when nothing did: the
    /// field to add to set it).
    pub fn field_of(&self, key: &str) -> String {
        self.fields
            .get(key)
            .cloned()
            .unwrap_or_else(|| format!("spec.sparkConf.{key}"))
    }

    /// The webhook's fields behind a preview field (it or anything inside it).
    pub fn patched(&self, doc: Doc, path: &Path) -> Vec<&str> {
        let mut out: Vec<&str> = self
            .patches
            .iter()
            .filter(|p| {
                p.doc == doc
                    && p.paths
                        .iter()
                        .any(|q| q.starts_with(path) || path.starts_with(q))
            })
            .map(|p| p.field.as_str())
            .collect();
        out.dedup();
        out
    }
}

/// One pod field that differs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportRow {
    /// `driver` or `executor`.
    pub pod: &'static str,
    pub path: String,
    pub source: String,
    pub target: String,
    pub why: String,
    /// Whether a reason was found (an unexplained one is a conversion that lost something).
    pub explained: bool,
}

/// A conversion as the playground shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConversionView {
    /// What was converted, and into what (`conf`, `kubeflow spark-operator v2.5.2`).
    pub source: String,
    pub target: String,
    /// The converted text.
    pub text: String,
    /// The pod template files it names: (path, text).
    pub files: Vec<(String, String)>,
    /// The choices made.
    pub choices: Vec<String>,
    /// Every pod field that still differs.
    pub report: Vec<ReportRow>,
    /// The same as HTML for the tab.
    pub html: ConversionHtml,
}

/// A conversion as HTML (every text escaped), written by the operators' module
/// ([`crate::conversion`]) so that none of it weighs on the first load.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ConversionHtml {
    /// The choices made, before the output.
    pub choices: String,
    /// The converted text (beside the view's Copy button).
    pub text: String,
    /// The files it names and the parity report, after it.
    pub rest: String,
}
