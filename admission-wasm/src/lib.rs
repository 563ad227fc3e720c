//! A Kubewarden policy for Spark driver and executor pods, built on builder-core's feature steps.
//!
//! The policy logic is plain Rust (this library compiles natively: unit tests, the browser
//! playground); the waPC entry points for the `wasm32-wasip1` module are a thin layer in
//! `wapc_glue` that only exists in that build (the playground links the library for
//! `wasm32-unknown-unknown` without it).
//!
//! - [`validate`]: the waPC `validate` call. Input `{"settings": ..., "request":
//!   <AdmissionRequest>}`, output a Kubewarden `ValidationResponse`.
//! - [`validate_settings`]: the waPC `validate_settings` call.
//!
//! Pods labelled `spark-role=driver|executor` with `spark-app-selector` are mutated on CREATE
//! (cluster Spark confs applied with builder-core's steps, merged into the pod's JSON) and then
//! validated (CREATE and UPDATE; an UPDATE is rejected only for what it introduces, see
//! `update.rs`). Everything else is accepted untouched. A rule's fields, their checks and the
//! pod fields they read are declared once, in `rule/fields.rs`.
//!
//! ```
//! let settings = br#"{"rules": [{"name": "small", "maxMemory": "16Gi"}]}"#;
//! assert!(admission_wasm::settings_response(settings).valid);
//!
//! let typo = admission_wasm::settings_response(br#"{"rules": [{"name": "x", "maxMemroy": "1Gi"}]}"#);
//! assert!(!typo.valid);
//! assert!(typo.message.unwrap().contains("did you mean `maxMemory`?"));
//! ```
//!
//! Cost model: policy-server gives every request a fresh instance of the module, so a request
//! pays for everything it computes and for every memory page it touches (a page fault each, in
//! a fresh instance). Hence the request path reads the payload without building it
//! (`request.rs`), reads the settings only for Spark pods, parses the pod into a borrowed tree
//! ([`Node`]) that is mutated in place and written back directly, and writes the response
//! without an intermediate `Value` (BENCHMARKS.md has the numbers).

#![deny(missing_docs)]

/// Talc instead of Rust's default wasm allocator (dlmalloc) in the SparkApplication module,
/// whose request (a render, thousands of allocations) runs 3 % fewer instructions with it; the
/// pod module, whose requests allocate little, keeps dlmalloc: with talc it was 13 KB larger
/// and its executor CREATE 3.5 % slower (BENCHMARKS.md, "Admission policy").
#[cfg(all(
    target_arch = "wasm32",
    target_os = "wasi",
    feature = "spark-applications"
))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

use std::collections::BTreeMap;

use builder_core::Resolution;
use builder_core::SparkVersion;
use builder_core::{PodIdentity, cluster_additions};
use serde::{Deserialize, Serialize};
use serde_json::Value;

#[cfg(feature = "spark-applications")]
mod application;
mod instance_end;
mod json;
mod mutate;
mod pod_shape;
#[cfg(feature = "spark-applications")]
mod pod_tree;
mod reader;
mod request;
mod rule;
mod settings;
mod suggest;
#[cfg(feature = "spark-applications")]
mod to_node;
mod update;
mod validate;

pub use json::{JsonError, Node};
pub use rule::{CHECKS_POD_SECURITY, RULE_FIELDS, normalize_image};
pub use settings::{
    DEFAULT_MAX_APPLICATION_BYTES, MODES, SETTINGS_FIELDS, Settings, TEMPLATE_SPEC_FIELDS,
};

#[cfg(all(target_arch = "wasm32", target_os = "wasi"))]
mod wapc_glue;

use json::{ErrorKind, write_str};
use request::{Operation, Payload, Request, SparkPodInfo, spark_pod_info};

/// Kubewarden's `ValidationResponse` (snake_case on the wire, like the SDK's): what
/// [`validate_response`] returns to native callers.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ValidationResponse {
    /// Whether the API server may go on with the request.
    pub accepted: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Why the request is rejected (every violation, one per line).
    pub message: Option<String>,
    /// The HTTP status of a rejection (400: the request itself is malformed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// The pod as admitted, when the policy changed it.
    pub mutated_object: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Annotations for the API server's audit log.
    pub audit_annotations: Option<BTreeMap<String, String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Warnings `kubectl` shows to whoever made the request.
    pub warnings: Option<Vec<String>>,
}

impl ValidationResponse {
    /// The request accepted as it is.
    pub fn accept() -> Self {
        ValidationResponse {
            accepted: true,
            ..Default::default()
        }
    }
}

/// The verdict on one request, holding the mutated pod as a tree borrowed from the request
/// text; [`Verdict::write`] produces the `ValidationResponse` JSON from it directly.
#[derive(Debug, Clone, Default, PartialEq)]
struct Verdict<'a> {
    accepted: bool,
    message: Option<String>,
    code: Option<u16>,
    mutated_object: Option<Node<'a>>,
    warnings: Vec<String>,
}

impl<'a> Verdict<'a> {
    fn accept() -> Self {
        Verdict {
            accepted: true,
            ..Default::default()
        }
    }

    fn reject(message: impl Into<String>, code: Option<u16>) -> Self {
        Verdict {
            accepted: false,
            message: Some(message.into()),
            code,
            ..Default::default()
        }
    }

    fn malformed(e: &JsonError) -> Self {
        Verdict::reject(format!("malformed request: {e}"), Some(400))
    }

    /// The warnings, each on one line: the API server drops a warning with a control character
    /// (its `Warning` header cannot carry one), and a value from the request may bring one.
    fn with_warnings(mut self, warnings: Vec<String>) -> Self {
        self.warnings = warnings
            .into_iter()
            .map(|w| {
                if w.contains(char::is_control) {
                    w.replace(char::is_control, " ")
                } else {
                    w
                }
            })
            .collect();
        self
    }

    /// The JSON of [`ValidationResponse`] (same members, same order, absent when empty).
    fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(if self.accepted {
            b"{\"accepted\":true"
        } else {
            b"{\"accepted\":false"
        });
        if let Some(m) = &self.message {
            out.extend_from_slice(b",\"message\":");
            write_str(m, out);
        }
        if let Some(c) = self.code {
            out.extend_from_slice(format!(",\"code\":{c}").as_bytes());
        }
        if let Some(o) = &self.mutated_object {
            out.extend_from_slice(b",\"mutated_object\":");
            o.write(out);
        }
        if !self.warnings.is_empty() {
            out.extend_from_slice(b",\"warnings\":[");
            for (i, w) in self.warnings.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                write_str(w, out);
            }
            out.push(b']');
        }
        out.push(b'}');
    }
}

/// Kubewarden's `SettingsValidationResponse`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SettingsValidationResponse {
    /// Whether policy-server may serve the policy with these settings.
    pub valid: bool,
    /// What is wrong with them, naming the field.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

/// The waPC `validate_settings` call: the settings JSON in, `{"valid", "message"}` out.
pub fn validate_settings(payload: &[u8]) -> Vec<u8> {
    // Serializing this plain struct cannot fail; keep a valid answer if it ever did.
    serde_json::to_vec(&settings_response(payload)).unwrap_or_else(|_| {
        br#"{"valid":false,"message":"internal error: cannot serialize the response"}"#.to_vec()
    })
}

/// [`validate_settings`], returning the response structure.
pub fn settings_response(payload: &[u8]) -> SettingsValidationResponse {
    let result = std::str::from_utf8(payload)
        .map_err(|e| format!("settings are not valid JSON: {e}"))
        .and_then(|text| Settings::from_json(Some(text)))
        .and_then(|s| s.validate());
    match result {
        Ok(()) => SettingsValidationResponse {
            valid: true,
            message: None,
        },
        Err(message) => SettingsValidationResponse {
            valid: false,
            message: Some(message),
        },
    }
}

/// The waPC `validate` call: the payload in, a Kubewarden `ValidationResponse` out.
pub fn validate(payload: &[u8]) -> Vec<u8> {
    let verdict = verdict(payload);
    // The mutated pod is about as long as the request; one allocation in the common case.
    let mut out = Vec::with_capacity(if verdict.mutated_object.is_some() {
        payload.len() + 1024
    } else {
        256
    });
    verdict.write(&mut out);
    instance_end::done_with(verdict);
    out
}

/// [`validate`], returning the response structure (for native callers: tests, the playground).
/// Built from the same verdict [`validate`] writes, without writing and re-reading the JSON
/// (the playground would otherwise link a second, typed JSON reader).
pub fn validate_response(payload: &[u8]) -> ValidationResponse {
    let v = verdict(payload);
    ValidationResponse {
        accepted: v.accepted,
        message: v.message,
        code: v.code,
        mutated_object: v.mutated_object.as_ref().map(Node::to_value),
        audit_annotations: None,
        warnings: (!v.warnings.is_empty()).then_some(v.warnings),
    }
}

fn verdict(payload: &[u8]) -> Verdict<'_> {
    let text = match std::str::from_utf8(payload) {
        Ok(t) => t,
        Err(e) => {
            return Verdict::malformed(&JsonError {
                at: e.valid_up_to(),
                kind: ErrorKind::NotUtf8,
            });
        }
    };
    let payload = match Payload::parse(text) {
        Ok(p) => p,
        Err(e) => return Verdict::malformed(&e),
    };
    match payload.request {
        Some(request) => evaluate(request, payload.settings),
        None => Verdict::reject("malformed request: no \"request\" member", Some(400)),
    }
}

/// The policy on one AdmissionRequest (`settings`: the settings' JSON text).
fn evaluate<'a>(request: Request<'a>, settings: Option<&'a str>) -> Verdict<'a> {
    let op = request.operation;
    if !matches!(op, Operation::Create | Operation::Update) {
        return Verdict::accept();
    }
    let Some(object) = &request.object else {
        return Verdict::accept();
    };
    #[cfg(feature = "spark-applications")]
    if let (Some(operator), Some(text)) = (request.spark_application(), object.text) {
        return evaluate_application(operator, text, request.old_object, settings, op);
    }
    if !request.is_pod(&object.head) {
        return Verdict::accept();
    }
    let Some(info) = spark_pod_info(&object.head, request.namespace.as_deref()) else {
        return Verdict::accept();
    };
    let old = request.old_object.filter(|_| op == Operation::Update);
    // The payload's reader builds the tree of exactly the objects with Spark's labels.
    let Some(pod) = request.object.and_then(|o| o.tree) else {
        return Verdict::accept();
    };
    if let Err(e) = pod_shape::check(&pod) {
        return Verdict::reject(
            format!(
                "pod {} is not a well-formed pod, so the policy cannot judge it: {e}",
                info.display_name
            ),
            Some(400),
        );
    }
    // Read only now: most pods are not Spark's and need no settings. policy-server has
    // validated them (`validate_settings`) before serving the policy.
    let settings = match Settings::from_json(settings) {
        Ok(s) => s,
        Err(e) => return Verdict::reject(format!("policy settings: {e}"), Some(500)),
    };
    let verdict = judge_pod(pod, &info, old, op, &settings);
    instance_end::done_with(settings);
    verdict
}

/// The policy on a Spark pod (`old`: the pod's text before an UPDATE): mutated on CREATE,
/// then validated.
fn judge_pod<'a>(
    mut pod: Node<'a>,
    info: &SparkPodInfo,
    old: Option<&str>,
    op: Operation,
    settings: &Settings,
) -> Verdict<'a> {
    let mut warnings = Vec::new();
    let mut changed = false;
    // Pod specs are immutable after creation: only CREATE is mutated.
    if op == Operation::Create && settings.mode.mutates() {
        match mutate_pod(&mut pod, info, settings, &mut warnings) {
            Ok(c) => changed = c,
            Err((message, code)) => {
                return Verdict::reject(message, Some(code)).with_warnings(warnings);
            }
        }
    }
    if settings.mode.validates() {
        let violations = validate::check(&pod, info, &settings.rules);
        let judged = match old {
            Some(old) if !violations.is_empty() => {
                update::ratchet(violations, &old_violations(old, info, settings))
            }
            _ => update::Ratcheted {
                rejected: violations,
                warnings: Vec::new(),
            },
        };
        warnings.extend(judged.warnings);
        if !judged.rejected.is_empty() {
            return Verdict::reject(judged.rejected.join("; "), None).with_warnings(warnings);
        }
    }
    Verdict {
        accepted: true,
        mutated_object: changed.then_some(pod),
        ..Verdict::default()
    }
    .with_warnings(warnings)
}

/// The violations of the pod before an UPDATE (`old`: its text), judged under the identity the
/// update gives it (its role and name), so that a violation it had already reads word for word
/// as the updated pod's. A pod that was not Spark's before has its violations all the same: the
/// update that labels it did not introduce them. An old pod the policy cannot read has none.
fn old_violations(old: &str, info: &SparkPodInfo, settings: &Settings) -> Vec<String> {
    match Node::parse(old) {
        Ok(pod) if pod_shape::check(&pod).is_ok() => validate::check(&pod, info, &settings.rules),
        _ => Vec::new(),
    }
}

/// The policy on a `SparkApplication`: rejected when the pods it becomes would be (see
/// [`application`]).
#[cfg(feature = "spark-applications")]
fn evaluate_application<'a>(
    operator: sparkpods_operators::Operator,
    text: &str,
    old: Option<&str>,
    settings: Option<&str>,
    op: Operation,
) -> Verdict<'a> {
    let settings = match Settings::from_json(settings) {
        Ok(s) => s,
        Err(e) => return Verdict::reject(format!("policy settings: {e}"), Some(500)),
    };
    if !settings.mode.validates() {
        return Verdict::accept();
    }
    // Bounded: no object the API server accepts may hold the worker (and every pod admission
    // queued behind it) for long.
    if text.len() > settings.max_application_bytes {
        return Verdict::reject(
            format!(
                "the SparkApplication is {} bytes, more than the policy renders (maxApplicationBytes: {}): its pods are not judged; raise maxApplicationBytes in the policy's settings, or move conf into the image's spark-defaults.conf or a pod template",
                text.len(),
                settings.max_application_bytes
            ),
            Some(413),
        );
    }
    let old = old.filter(|_| op == Operation::Update);
    let judgement = application::judge(operator, text, old, &settings);
    instance_end::done_with(settings);
    if judgement.violations.is_empty() {
        Verdict::accept().with_warnings(judgement.warnings)
    } else {
        Verdict::reject(judgement.violations.join("; "), None).with_warnings(judgement.warnings)
    }
}

/// The release whose steps apply the cluster confs to a pod: the one its `spark-version` label
/// names, else the newest patch of the label's line, else the settings' `sparkVersion` (else the
/// newest release); with a note saying which when it is not the exact label.
pub fn pod_release(
    label: Option<&str>,
    setting: Option<SparkVersion>,
) -> (SparkVersion, Option<String>) {
    let fallback = setting.unwrap_or(SparkVersion::NEWEST);
    let source = if setting.is_some() {
        "the policy's sparkVersion"
    } else {
        "the newest release sparkpods knows"
    };
    match label.map(|l| (l, SparkVersion::resolve(l))) {
        Some((_, Some(Resolution::Exact(v)))) => (v, None),
        Some((l, Some(Resolution::NewestOfLine(v)))) => (
            v,
            Some(format!(
                "spark-version label `{l}` is not a release sparkpods knows; Spark {v} (the \
                 newest {} patch) applied the policy's sparkConf",
                v.line()
            )),
        ),
        Some((l, None)) => (
            fallback,
            Some(format!(
                "spark-version label `{l}` names no supported release; Spark {fallback} ({source}) \
                 applied the policy's sparkConf"
            )),
        ),
        None => (
            fallback,
            Some(format!(
                "no spark-version label; Spark {fallback} ({source}) applied the policy's sparkConf"
            )),
        ),
    }
}

/// Apply the cluster confs and template to `pod` in place; whether anything changed. On an
/// error the pod may be half mutated, and the request is rejected.
pub(crate) fn mutate_pod(
    pod: &mut Node<'_>,
    info: &SparkPodInfo,
    settings: &Settings,
    warnings: &mut Vec<String>,
) -> Result<bool, (String, u16)> {
    let pairs = settings.conf_pairs();
    let template = settings
        .template_additions()
        .map_err(|e| (format!("policy settings: {e}"), 500))?;
    let has_local_dirs = mutate::has_local_dirs(pod, info.role);
    let (version, note) = pod_release(info.version_label.as_deref(), settings.spark_version);
    if let Some(note) = note {
        warnings.push(format!("pod {}: {note}", info.display_name));
    }
    let id = PodIdentity {
        version,
        role: info.role,
        app_id: info.app_id.clone(),
        executor_id: info.executor_id.clone(),
        has_local_dirs,
    };
    let additions = cluster_additions(pairs, &id).map_err(|e| {
        (
            format!(
                "pod {}: the policy's sparkConf{} cannot be applied: {}",
                info.display_name,
                e.key
                    .as_deref()
                    .map(|k| format!(".{k}"))
                    .unwrap_or_default(),
                e.message
            ),
            500,
        )
    })?;
    if has_local_dirs && pairs.iter().any(|(k, _)| k == "spark.local.dir") {
        warnings.push(
            "spark.local.dir of the policy not applied: the pod already mounts Spark's local dirs (spark-local-dir-*), whose paths the JVM was given at submit time"
                .into(),
        );
    }
    let outcome = mutate::apply(pod, info.role, &additions, &template).map_err(|e| {
        (
            format!("pod {}: cannot be mutated: {}", info.display_name, e.0),
            400,
        )
    })?;
    warnings.extend(
        outcome
            .warnings
            .into_iter()
            .map(|w| format!("pod {}: {w}", info.display_name)),
    );
    Ok(outcome.changed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pods_release_comes_from_its_label_its_line_or_the_settings() {
        assert_eq!(
            pod_release(Some("3.4.2"), None),
            (SparkVersion::V3_4_2, None)
        );
        let (v, note) = pod_release(Some("3.5.12"), None);
        assert_eq!(v, SparkVersion::V3_5_9);
        assert!(note.unwrap().contains("newest 3.5 patch"));
        let (v, note) = pod_release(Some("3.1.2"), Some(SparkVersion::V4_0_5));
        assert_eq!(v, SparkVersion::V4_0_5);
        assert!(note.unwrap().contains("the policy's sparkVersion"));
        let (v, note) = pod_release(None, None);
        assert_eq!(v, SparkVersion::NEWEST);
        assert!(note.unwrap().contains("no spark-version label"));
    }

    #[test]
    fn warnings_are_single_lines_the_api_server_keeps() {
        let v = Verdict::accept().with_warnings(vec!["label `a\nb\u{7}`".into(), "plain".into()]);
        assert_eq!(v.warnings, ["label `a b `", "plain"]);
    }

    #[test]
    fn the_spark_version_setting_is_validated() {
        let s = Settings::from_json(Some(r#"{"sparkVersion": "4.1"}"#)).unwrap();
        assert_eq!(s.spark_version, Some(SparkVersion::V4_1_4));
        let err = Settings::from_json(Some(r#"{"sparkVersion": "2.4.8"}"#)).unwrap_err();
        assert!(
            err.starts_with("sparkVersion: unsupported Spark version `2.4.8`"),
            "{err}"
        );
        assert!(err.contains("3.3.0–3.3.4"), "{err}");
        let err = Settings::from_json(Some(r#"{"sparkVersion": 3.5}"#)).unwrap_err();
        assert!(err.contains("expected a release"), "{err}");
    }
}
