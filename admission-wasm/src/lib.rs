//! A Kubewarden policy for Spark driver and executor pods, built on builder-core's feature steps.
//!
//! The policy logic is plain Rust (this library compiles natively: unit tests, the browser
//! playground); the waPC entry points for the `wasm32-wasip1` module are a thin layer in
//! `wapc_glue` that only exists on wasm32.
//!
//! - [`validate`]: the waPC `validate` call. Input `{"settings": ..., "request":
//!   <AdmissionRequest>}`, output a Kubewarden `ValidationResponse`.
//! - [`validate_settings`]: the waPC `validate_settings` call.
//!
//! Pods labelled `spark-role=driver|executor` with `spark-app-selector` are mutated on CREATE
//! (cluster Spark confs applied with builder-core's steps, merged into the pod's JSON) and then
//! validated (CREATE and UPDATE). Everything else is accepted untouched.

use std::collections::BTreeMap;

use builder_core::admission::{PodIdentity, cluster_additions};
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub mod mutate;
pub mod request;
pub mod settings;
pub mod validate;

#[cfg(target_arch = "wasm32")]
mod wapc_glue;

use request::{Operation, is_pod, spark_pod_info, str_at};
use settings::Settings;

/// Kubewarden's `ValidationResponse` (snake_case on the wire, like the SDK's).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ValidationResponse {
    pub accepted: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mutated_object: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub audit_annotations: Option<BTreeMap<String, String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warnings: Option<Vec<String>>,
}

impl ValidationResponse {
    pub fn accept() -> Self {
        ValidationResponse {
            accepted: true,
            ..Default::default()
        }
    }

    pub fn reject(message: impl Into<String>, code: Option<u16>) -> Self {
        ValidationResponse {
            accepted: false,
            message: Some(message.into()),
            code,
            ..Default::default()
        }
    }

    fn with_warnings(mut self, warnings: Vec<String>) -> Self {
        if !warnings.is_empty() {
            self.warnings = Some(warnings);
        }
        self
    }
}

/// Kubewarden's `SettingsValidationResponse`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SettingsValidationResponse {
    pub valid: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

fn to_bytes<T: Serialize>(v: &T) -> Vec<u8> {
    // Serializing these plain structs cannot fail; keep a valid answer if it ever did.
    serde_json::to_vec(v).unwrap_or_else(|_| {
        br#"{"accepted":false,"message":"internal error: cannot serialize the response"}"#.to_vec()
    })
}

/// The waPC `validate_settings` call: the settings JSON in, `{"valid", "message"}` out.
pub fn validate_settings(payload: &[u8]) -> Vec<u8> {
    to_bytes(&settings_response(payload))
}

pub fn settings_response(payload: &[u8]) -> SettingsValidationResponse {
    let result = serde_json::from_slice::<Value>(payload)
        .map_err(|e| format!("settings are not valid JSON: {e}"))
        .and_then(|v| Settings::from_value(&v))
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

/// The waPC `validate` call.
pub fn validate(payload: &[u8]) -> Vec<u8> {
    to_bytes(&validate_response(payload))
}

/// [`validate`], returning the response structure.
pub fn validate_response(payload: &[u8]) -> ValidationResponse {
    let v: Value = match serde_json::from_slice(payload) {
        Ok(v) => v,
        Err(e) => return ValidationResponse::reject(format!("malformed request: {e}"), Some(400)),
    };
    let settings = match Settings::from_value(v.get("settings").unwrap_or(&Value::Null)) {
        Ok(s) => s,
        Err(e) => return ValidationResponse::reject(format!("policy settings: {e}"), Some(500)),
    };
    match v.get("request") {
        Some(request) => evaluate(request, &settings),
        None => ValidationResponse::reject("malformed request: no \"request\" member", Some(400)),
    }
}

/// The policy on one AdmissionRequest.
pub fn evaluate(request: &Value, settings: &Settings) -> ValidationResponse {
    let op = Operation::parse(str_at(request, &["operation"]));
    if !matches!(op, Operation::Create | Operation::Update) || !is_pod(request) {
        return ValidationResponse::accept();
    }
    let Some(object) = request.get("object").filter(|o| o.is_object()) else {
        return ValidationResponse::accept();
    };
    let Some(info) = spark_pod_info(object, str_at(request, &["namespace"])) else {
        return ValidationResponse::accept();
    };

    let mut warnings = Vec::new();
    let mut mutated: Option<Value> = None;
    // Pod specs are immutable after creation: only CREATE is mutated.
    if op == Operation::Create && settings.mode.mutates() {
        match mutate_pod(object, &info, settings, &mut warnings) {
            Ok(m) => mutated = m,
            Err((message, code)) => {
                return ValidationResponse::reject(message, Some(code)).with_warnings(warnings);
            }
        }
    }
    if settings.mode.validates() {
        let pod = mutated.as_ref().unwrap_or(object);
        let violations = validate::check(pod, &info, &settings.rules);
        if !violations.is_empty() {
            return ValidationResponse::reject(violations.join("; "), None).with_warnings(warnings);
        }
    }
    ValidationResponse {
        accepted: true,
        mutated_object: mutated,
        ..Default::default()
    }
    .with_warnings(warnings)
}

/// The mutated pod, or `None` when nothing changes.
fn mutate_pod(
    object: &Value,
    info: &request::SparkPodInfo,
    settings: &Settings,
    warnings: &mut Vec<String>,
) -> Result<Option<Value>, (String, u16)> {
    let settings_error = |e: String| (format!("policy settings: {e}"), 500);
    let pairs = settings.conf_pairs().map_err(settings_error)?;
    let template = settings.template_additions().map_err(settings_error)?;
    let has_local_dirs = mutate::has_local_dirs(object, info.role);
    let id = PodIdentity {
        version: info.version,
        role: info.role,
        app_id: info.app_id.clone(),
        executor_id: info.executor_id.clone(),
        has_local_dirs,
    };
    let additions = cluster_additions(&pairs, &id).map_err(|e| {
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
    let mut pod = object.clone();
    let outcome = mutate::apply(&mut pod, info.role, &additions, &template).map_err(|e| {
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
    Ok(outcome.changed.then_some(pod))
}
