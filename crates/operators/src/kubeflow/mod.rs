//! The kubeflow spark-operator (`sparkoperator.k8s.io/v1beta2`, its v2.x releases): a
//! `SparkApplication` becomes the spark-submit command line the operator runs
//! ([`submit`]), which renders like any pasted command line ([`OperatorSubmission::case`]).
//! The steps follow the operator's own: the defaulting webhook ([`apply_defaults`]), then
//! `buildSparkSubmitArgs` ([`submit_args`]) with the pod template files it writes, then, on the
//! pods Spark creates, its pod webhook ([`mutate`], [`OperatorSubmission::apply_webhook`]).
//! Read from the operator's source and unit-test tables (translated, not copied).

mod batch;
#[cfg(test)]
mod batch_tests;
mod check;
mod context;
mod defaults;
mod field_types;
mod fields;
mod memory;
mod pod_template;
mod pod_tree;
mod prometheus;
mod release;
mod resource;
mod submission;
#[cfg(test)]
mod tests;
mod webhook;
#[cfg(test)]
mod webhook_tests;
mod without_webhook;

pub use crate::UnknownField;
pub use batch::{BatchError, BatchScheduling, Scheduled};
pub use check::{Finding, check};
pub use context::SubmitContext;
pub use defaults::apply_defaults;
pub use fields::declared_fields;
pub use memory::memory_findings;
pub use pod_tree::{PodMembers, PodTree};
pub use release::{Defaulting, LaterField, LifecycleContainer, NEWEST, OperatorRelease, RELEASES};
pub use resource::{
    API_VERSION, Deps, DynamicAllocation, KIND, Monitoring, Prometheus, RUN_TIME_NANOS,
    ResourceError, RoleSpec, SCHEDULED_KIND, ScheduledRun, Secret, SparkApplication, Spec, Volume,
    VolumeMount, VolumeSource, under_template,
};
pub use submission::{BY_THE_OPERATOR, SubmitArgs, SubmitError, Submitted, submit_args};
pub use webhook::{Patch, SELECTOR_LABEL, WebhookError, java_memory_to_quantity, mutate, selects};
pub use without_webhook::without_webhook;

use std::borrow::Cow;

use k8s_openapi::api::core::v1::Pod;

use builder_core::Rendered;
use builder_core::Role;
use builder_core::{Case, CaseError, CaseOptions, ShellWord, parse_spark_submit_args};
use builder_core::{Resolution, SparkVersion, supported_list};
use sparkpods_cluster::{Mutated, MutatingWebhook, WebhookWrite};

/// How the resource is submitted.
#[derive(Debug, Clone)]
pub struct Options {
    /// The operator release (default: the newest).
    pub release: &'static OperatorRelease,
    /// Whether the operator's webhooks run (its defaulting webhook fills in cores, memory,
    /// instances and the deploy mode; without it nothing is defaulted).
    pub webhook: bool,
    /// The controller's batch-scheduler flags (off, as the operator's chart installs it).
    pub batch_scheduling: BatchScheduling,
    /// Stand-ins for what the operator reads from its pod and the API server (submission id,
    /// uid, the API server's address).
    pub context: SubmitContext,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            release: NEWEST,
            webhook: true,
            batch_scheduling: BatchScheduling::default(),
            context: SubmitContext::default(),
        }
    }
}

/// What the operator does with a resource.
#[derive(Debug, Clone, PartialEq)]
pub struct OperatorSubmission {
    /// The resource as submitted (defaults applied when the webhook runs).
    pub app: SparkApplication,
    /// The fields the operator's defaulting webhook filled in.
    pub defaulted: Vec<&'static str>,
    /// The application's uid (`metadata.uid`, else the context's stand-in).
    pub uid: String,
    /// The operator release that submits it.
    pub release: &'static OperatorRelease,
    /// The spark-submit arguments it runs (`buildSparkSubmitArgs`), each with its field, and
    /// the pod template files it writes.
    pub submit: SubmitArgs,
    /// The operator's Spark: its spark-submit builds the driver pod.
    pub submit_release: SparkVersion,
    /// The image's Spark (`spec.sparkVersion`): it builds the executors.
    pub image_release: SparkVersion,
    /// What the batch scheduler did (with `--enable-batch-scheduler`).
    pub scheduled: Option<Scheduled>,
}

/// Why a resource cannot be turned into a submission.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum AppError {
    /// The text is neither JSON nor YAML (the parser's message), or holds no single
    /// SparkApplication.
    #[error("the resource is not YAML or JSON: {0}")]
    Syntax(String),
    /// Not a `sparkoperator.k8s.io/v1beta2` SparkApplication (or ScheduledSparkApplication), or
    /// a field is not what the CRD declares.
    #[error(transparent)]
    Resource(#[from] ResourceError),
    /// The operator fails the submission while building spark-submit's arguments.
    #[error(transparent)]
    Submit(#[from] SubmitError),
    /// The batch scheduler the application asks for fails the submission.
    #[error(transparent)]
    Batch(#[from] BatchError),
    /// `spec.sparkVersion` (the value) is no Spark release sparkpods renders, nor a version
    /// outside the modelled ones that the nearest could stand in for.
    #[error(
        "spec.sparkVersion: `{0}` is not a Spark release sparkpods renders (supported: {list}); set the release of the image's Spark",
        list = supported_list()
    )]
    UnknownSparkVersion(String),
    /// `spec.mode` is unset and no defaulting webhook sets it: spark-submit gets
    /// `--deploy-mode ""` and fails.
    #[error(
        "spec.mode: not set, and only the operator's defaulting webhook sets it: without it the operator runs spark-submit with `--deploy-mode \"\"`, which fails (\"Deploy mode must be either client or cluster\"); set spec.mode: cluster"
    )]
    NoDeployMode,
}

/// Read a `SparkApplication` from YAML (as `kubectl` reads it: YAML 1.1) or JSON text.
pub fn read(text: &str) -> Result<SparkApplication, AppError> {
    let value = crate::parse_document(text).map_err(AppError::Syntax)?;
    Ok(SparkApplication::from_value(&value)?)
}

/// The submission the operator makes of `app`.
pub fn submit(app: &SparkApplication, options: &Options) -> Result<OperatorSubmission, AppError> {
    let mut app = app.clone();
    prune_undeclared(&mut app, options.release);
    let defaulted = if options.webhook {
        apply_defaults(&mut app, options.release)
    } else {
        Vec::new()
    };
    if app.spec.mode.as_deref().unwrap_or("").is_empty() {
        return Err(AppError::NoDeployMode);
    }
    let scheduled = batch::schedule(&mut app, &options.batch_scheduling, options.release)?;
    let mut submit = submit_args(&app, options.release, &options.context)?;
    if app.scheduled.is_some() {
        for source in submit.sources.iter_mut() {
            source.field = resource::under_template(&source.field);
        }
    }
    if let Some(s) = &scheduled {
        // What the scheduler set comes from the field naming it (or the operator's default).
        let by = if app.spec.raw.contains_key("batchScheduler") {
            "spec.batchScheduler"
        } else {
            BY_THE_OPERATOR
        };
        for source in submit.sources.iter_mut() {
            if s.fields
                .iter()
                .any(|f| resource::under_template(f) == source.field || *f == source.field)
            {
                source.field = by.to_string();
            }
        }
    }
    let submit_release = options.release.spark_submit;
    let image_release = match app.spec.spark_version.as_deref() {
        None => submit_release,
        Some(v) => match SparkVersion::resolve(v) {
            Some(Resolution::Exact(v) | Resolution::NewestOfLine(v)) => v,
            // The operator submits any value (it only labels nothing with it): render with the
            // nearest modelled release, which `check` names.
            None => match SparkVersion::nearest_modelled(v) {
                Some(nearest) => nearest,
                None => return Err(AppError::UnknownSparkVersion(v.to_string())),
            },
        },
    };
    let uid = app
        .uid
        .clone()
        .unwrap_or_else(|| options.context.app_uid.clone());
    Ok(OperatorSubmission {
        app,
        defaulted,
        uid,
        release: options.release,
        submit,
        submit_release,
        image_release,
        scheduled,
    })
}

impl OperatorSubmission {
    /// The conf keys the operator sets on its own rather than from the resource: its labels and
    /// submission settings, what its defaulting webhook filled in, and the driver pod's name it
    /// derives from the resource's. A conversion leaves them to the target.
    pub fn operator_keys(&self) -> Vec<String> {
        self.submit
            .sources
            .iter()
            .filter(|src| {
                src.field == BY_THE_OPERATOR
                    || self.defaulted.contains(&src.field.as_str())
                    || (src.field == "metadata.name"
                        && src.key == builder_core::registry::DRIVER_POD_NAME.key)
            })
            .map(|src| src.key.clone())
            .collect()
    }

    /// The field that submitted `key` last (whose value Spark gets), for conf diagnostics.
    pub fn field_of(&self, key: &str) -> Option<&str> {
        self.submit
            .sources
            .iter()
            .rev()
            .find(|s| s.key == key)
            .map(|s| s.field.as_str())
    }

    /// The field a diagnostic of the rendered submission is about: the field that submitted
    /// its key, else the field behind the spark-submit option its message names (spark-submit's
    /// own errors have no key: "Please specify one with --class"), else the operator.
    pub fn field_of_diagnostic(&self, key: Option<&str>, message: &str) -> String {
        let field = key
            .and_then(|k| self.field_of(k))
            .or_else(|| {
                submission::OPTION_FIELDS
                    .iter()
                    .find(|(option, _)| mentions(message, option))
                    .map(|(_, field)| *field)
            })
            .unwrap_or(BY_THE_OPERATOR);
        self.as_written(field)
    }

    /// A field as the resource has it: a run's under `spec.template` of its
    /// `ScheduledSparkApplication`.
    pub fn as_written(&self, field: &str) -> String {
        match &self.app.scheduled {
            Some(_) => resource::under_template(field),
            None => field.to_string(),
        }
    }

    /// The command line, as the operator runs it (`spark-submit` and its quoted arguments).
    pub fn command_line(&self) -> String {
        let mut line = String::from(SPARK_SUBMIT);
        for arg in &self.submit.args {
            line.push(' ');
            line.push_str(&shell_quote(arg));
        }
        line
    }

    /// The operator's pod webhook applied to the pods of an oracle-shaped document
    /// (`driver.pod`, `driver.submitted.pod`, `executor.pod`), as the API server stores them:
    /// the patches, by pod.
    pub fn apply_webhook(
        &self,
        doc: &mut serde_json::Value,
    ) -> Result<Vec<(&'static str, Patch)>, WebhookError> {
        let mut out = Vec::new();
        for (name, pointer) in [
            ("driver", "/driver/pod"),
            ("driver.submitted", "/driver/submitted/pod"),
            ("executor", "/executor/pod"),
        ] {
            if let Some(pod) = doc.pointer_mut(pointer) {
                let patches = mutate(pod, &self.app, self.release, &self.uid)?;
                *pod = builder_core::canonical(pod.take());
                out.extend(patches.into_iter().map(|mut p| {
                    p.field = self.as_written(&p.field);
                    (name, p)
                }));
            }
        }
        Ok(out)
    }

    /// Whether the operator's pod webhook rejects a pod of the render (the API server then
    /// creates none of it): the first refusal.
    pub fn webhook_rejection(&self, rendered: &Rendered) -> Option<WebhookError> {
        let driver = rendered.driver.iter().map(|(_, s)| s.pod.clone());
        let executor = rendered.executor.iter().map(|e| e.pod.assembled());
        driver
            .chain(executor)
            .filter_map(|pod| serde_json::to_value(&pod).ok())
            .find_map(|mut pod| mutate(&mut pod, &self.app, self.release, &self.uid).err())
    }

    /// The case to render: the command line, with the pod template files the operator wrote.
    pub fn case(&self, path: &str) -> Result<Case, CaseError> {
        let options = CaseOptions {
            version: self.image_release,
            submit_version: Some(self.submit_release).filter(|v| *v != self.image_release),
            ..CaseOptions::default()
        };
        // The operator runs spark-submit with these arguments, no shell between: read as
        // they are, each where `command_line` writes it (a quoted newline starts a line), not
        // written and split again.
        let mut at = (1u32, 1u32);
        let mut words = Vec::with_capacity(self.submit.args.len() + 1);
        for (i, arg) in std::iter::once(SPARK_SUBMIT)
            .chain(self.submit.args.iter().map(String::as_str))
            .enumerate()
        {
            let shown = if i == 0 {
                Cow::Borrowed(arg)
            } else {
                shell_quote(arg)
            };
            let quoted = matches!(shown, Cow::Owned(_));
            words.push(ShellWord::argument(arg.to_string(), at, quoted));
            at = after_written(at, &shown);
        }
        let cmd = parse_spark_submit_args(words).map_err(|e| CaseError::Parse {
            path: path.to_string(),
            message: e.to_string(),
        })?;
        let mut case = Case::from_submit_command(path, cmd, options)?;
        for (file, text) in &self.submit.files {
            case.env
                .files
                .insert(file.clone(), text.as_bytes().to_vec());
        }
        Ok(case)
    }
}

/// What the release's CRD does not declare yet is pruned by the API server: gone from the
/// resource the operator reads, and an unknown field for `check`.
fn prune_undeclared(app: &mut SparkApplication, release: &OperatorRelease) {
    let mut pruned = Vec::new();
    for field in release.undeclared() {
        match field {
            LaterField::Template => {
                for (role, spec) in [
                    ("driver", &mut app.spec.driver),
                    ("executor", &mut app.spec.executor),
                ] {
                    if spec.template.take().is_some() {
                        spec.raw.remove("template");
                        pruned.push(format!("spec.{role}.template"));
                    }
                }
            }
            LaterField::Archives => {
                if !app.spec.deps.archives.is_empty() {
                    app.spec.deps.archives.clear();
                    pruned.push("spec.deps.archives".to_string());
                }
            }
            LaterField::MemoryLimit => {
                for (role, spec) in [
                    ("driver", &mut app.spec.driver),
                    ("executor", &mut app.spec.executor),
                ] {
                    if spec.raw.remove("memoryLimit").is_some() {
                        pruned.push(format!("spec.{role}.memoryLimit"));
                    }
                }
            }
            LaterField::ShuffleTrackingEnabled => {
                let da = app.spec.dynamic_allocation.as_mut();
                if da.and_then(|d| d.shuffle_tracking_enabled.take()).is_some() {
                    pruned.push("spec.dynamicAllocation.shuffleTrackingEnabled".to_string());
                }
            }
        }
    }
    for path in pruned {
        app.webhook_fields.retain(|f| *f != path);
        app.unknown_fields.push(UnknownField {
            path,
            suggestion: None,
        });
    }
}

/// Whether `message` names the option (`--class`, not the start of `--classpath`).
fn mentions(message: &str, option: &str) -> bool {
    message.match_indices(option).any(|(i, _)| {
        let next = message
            .get(i + option.len()..)
            .and_then(|r| r.chars().next());
        !next.is_some_and(|c| c.is_ascii_alphanumeric() || c == '-')
    })
}

/// The program the operator runs.
const SPARK_SUBMIT: &str = "spark-submit";

/// POSIX shell quoting: bare when only safe characters (borrowed: the common case, and a
/// word is quoted exactly when the result is owned), else single quotes.
fn shell_quote(s: &str) -> Cow<'_, str> {
    if is_shell_safe(s) {
        Cow::Borrowed(s)
    } else {
        Cow::Owned(format!("'{}'", s.replace('\'', r"'\''")))
    }
}

/// Whether [`shell_quote`] leaves `s` bare: not empty, only characters a shell takes literally.
fn is_shell_safe(s: &str) -> bool {
    let safe = |b: u8| b.is_ascii_alphanumeric() || b"-_./:=,@%+".contains(&b);
    !s.is_empty() && s.bytes().all(safe)
}

/// Where the next word of [`OperatorSubmission::command_line`] starts (line, column), after
/// `shown` (a word as the line writes it) written at `at` and a space: counted whole when it
/// has no line break (every bare word), not a character at a time.
fn after_written((line, column): (u32, u32), shown: &str) -> (u32, u32) {
    if !shown.contains('\n') {
        let width = u32::try_from(shown.chars().count() + 1).unwrap_or(u32::MAX);
        return (line, column.saturating_add(width));
    }
    shown
        .chars()
        .chain([' '])
        .fold((line, column), |at, c| match c {
            '\n' => (at.0.saturating_add(1), 1),
            _ => (at.0, at.1.saturating_add(1)),
        })
}

/// The operator's pod webhook in the API server's admission chain (`check --cluster` of a
/// SparkApplication): the pod read back as the API server decodes the patched object.
impl MutatingWebhook for OperatorSubmission {
    fn mutate(&self, _role: Role, pod: Pod) -> Result<Mutated, String> {
        let mut value = serde_json::to_value(&pod).map_err(|e| e.to_string())?;
        let patches = webhook::mutate(&mut value, &self.app, self.release, &self.uid)
            .map_err(|e| e.to_string())?;
        let reaches = webhook::reaches(&value)
            .into_iter()
            .map(|(pointer, field)| WebhookWrite {
                pointer,
                field: self.as_written(&field),
            })
            .collect();
        let pod = sparkpods_kube::from_value_strict(&value).map_err(|e| {
            format!("the pod the operator's webhook patched is not a valid Pod: {e}")
        })?;
        let writes = patches
            .into_iter()
            .flat_map(|p| {
                let field = self.as_written(&p.field);
                p.pod_paths.into_iter().map(move |pointer| WebhookWrite {
                    pointer,
                    field: field.clone(),
                })
            })
            .collect();
        Ok(Mutated {
            pod,
            writes,
            reaches,
        })
    }
}
