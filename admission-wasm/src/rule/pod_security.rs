//! `podSecurity`: the pod at a Pod Security Standard's level, each failed check worded as the
//! Pod Security admission plugin words it and fixed in the role's pod template (Spark sets no
//! security context of its own). Checked only in builds with the `pod-security` feature.

#[cfg(feature = "pod-security")]
use k8s_openapi::api::core::v1::{Pod, PodSpec};
#[cfg(feature = "pod-security")]
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use sparkpods_kube::cluster::pod_security::{Level, LevelVersion, PolicyVersion};
#[cfg(feature = "pod-security")]
use sparkpods_kube::cluster::{api_defaults, pod_security};
#[cfg(feature = "pod-security")]
use sparkpods_kube::from_value_strict;

use super::Rule;
use super::pod::PodView;
use crate::json::Node;
use crate::reader::{SettingsPath, string};
use crate::suggest::did_you_mean;

/// The levels of a rule's `podSecurity` (`privileged` allows everything: no rule).
const POD_SECURITY_LEVELS: &[&str] = &["baseline", "restricted"];

/// Whether this build checks `podSecurity` rules (the `pod-security` feature).
pub const CHECKS_POD_SECURITY: bool = cfg!(feature = "pod-security");

/// `baseline`, `restricted` or either at a policy version (`restricted:v1.30`).
pub(super) fn read(v: &Node<'_>, at: &SettingsPath<'_>) -> Result<LevelVersion, String> {
    let text = string(v, at)?;
    let (level, version) = text.split_once(':').unwrap_or((text.as_str(), "latest"));
    let level = match Level::parse(level) {
        Some(l @ (Level::Baseline | Level::Restricted)) => l,
        _ => {
            return Err(format!(
                "{at}: expected \"baseline\" or \"restricted\" (optionally with a version, \"restricted:v1.30\"), got {text:?}{}",
                did_you_mean(level, POD_SECURITY_LEVELS)
            ));
        }
    };
    let version = PolicyVersion::parse(version).ok_or_else(|| {
        format!("{at}: the version must be \"latest\" or \"v1.<minor>\", got {version:?}")
    })?;
    Ok(LevelVersion { level, version })
}

/// The members of a pod the Pod Security checks read, typed as a `Pod`'s: its metadata and
/// spec. Its status is left out: no check reads it, and typing it linked `PodStatus`'s
/// deserializer, 30 KB of the pods module, which compiled and answered its first call in
/// 0.95x the anchor policy's time with it and 0.83x without (BENCHMARKS.md, "The pods in the
/// policy's tree; the Pod Security checks without the status").
#[cfg(feature = "pod-security")]
#[derive(serde::Deserialize)]
struct SecurityView {
    #[serde(default)]
    metadata: ObjectMeta,
    spec: Option<PodSpec>,
}

/// Without the `pod-security` feature: not checked (the playground says so next to its
/// verdicts).
#[cfg(not(feature = "pod-security"))]
pub(super) fn check(_: &Rule, _: &PodView<'_>, _: &mut Vec<String>) {}

#[cfg(feature = "pod-security")]
pub(super) fn check(rule: &Rule, pod: &PodView<'_>, out: &mut Vec<String>) {
    let Some(lv) = rule.pod_security else {
        return;
    };
    let typed = serde_json::from_str(&pod.pod.to_string())
        .ok()
        .and_then(|v| from_value_strict::<SecurityView>(&v).ok())
        .map(|v| Pod {
            metadata: v.metadata,
            spec: v.spec,
            status: None,
        });
    let Some(mut typed) = typed else {
        out.push(format!(
            "is not a pod the Pod Security checks can read, so it cannot be shown to meet PodSecurity \"{lv}\""
        ));
        return;
    };
    api_defaults::default_pod(&mut typed);
    let tmpl = pod.template_key();
    for f in pod_security::evaluate(lv, &typed) {
        out.push(format!(
            "violates PodSecurity \"{lv}\": {} ({}): set it in the pod template {tmpl} names",
            f.reason, f.detail
        ));
    }
}
