//! The Pod Security step of `check --cluster`: each pod checked at the namespace's `enforce`
//! level (refused: an error), its `warn` level (a warning kubectl prints) and `audit` level
//! (recorded in the audit log), and at every level for the playground's badges. Spark has no
//! conf keys for security contexts: the fix is the role's pod template, and the hint says
//! what to write in it; a hostPath volume Spark mounts is its volume key.

use super::AdmittedPod;
use super::keys::KeySources;
use crate::cluster::pod_security::{
    self, Failure, Level, LevelVersion, NamespacePolicy, PolicyVersion,
};
use crate::conf::registry as keys;
use crate::diagnostics::{Diagnostic, Severity};
use crate::kconf::Role;

/// Each pod's failures at each level (at the namespace's version for its levels, `latest`
/// otherwise).
#[derive(Debug, Clone, Default)]
pub struct PodSecurityOutcome {
    /// The namespace's policy, when the profile holds the Namespace.
    pub policy: Option<NamespacePolicy>,
    /// Each pod's failures at baseline and at restricted.
    pub pods: Vec<PodVerdicts>,
}

/// One pod's failures at each level.
#[derive(Debug, Clone)]
pub struct PodVerdicts {
    pub role: Role,
    /// Baseline's, then restricted's.
    pub levels: Vec<(Level, Vec<Failure>)>,
}

pub fn check_pods(
    sources: &KeySources,
    policy: Option<NamespacePolicy>,
    pods: &[&AdmittedPod],
    out: &mut Vec<Diagnostic>,
) -> PodSecurityOutcome {
    if let Some(p) = &policy {
        for e in &p.errors {
            out.push(Diagnostic::new(
                Severity::Warning,
                "pod-security-label",
                None,
                format!("the namespace's Pod Security label is not valid, so the API server reads it as shown: {e}"),
                Some("fix the namespace's label".into()),
            ));
        }
    }
    let mut outcome = PodSecurityOutcome {
        policy: policy.clone(),
        pods: Vec::new(),
    };
    for pod in pods {
        let name = pod.pod.metadata.name.clone().unwrap_or_default();
        if let Some(p) = &policy {
            let enforced = pod_security::evaluate(p.enforce, &pod.pod);
            let modes = [
                (p.enforce, Severity::Error, "refuses"),
                (p.warn, Severity::Warning, "warns about"),
                (p.audit, Severity::Info, "records in the audit log"),
            ];
            for (lv, severity, does) in modes {
                // A refused pod gets no warning; audit is noted only when nothing louder is.
                let quieter = severity != Severity::Error
                    && (!enforced.is_empty()
                        || (severity == Severity::Info
                            && !pod_security::evaluate(p.warn, &pod.pod).is_empty()));
                if lv.level == Level::Privileged || quieter {
                    continue;
                }
                let failures = pod_security::evaluate(lv, &pod.pod);
                let whole = match severity {
                    Severity::Error => pod_security::denial(&name, lv, &failures),
                    _ => pod_security::warning(lv, &failures),
                };
                for f in &failures {
                    let (key, hint) = fix(sources, pod, f);
                    out.push(Diagnostic::new(
                        severity,
                        "pod-security",
                        Some(key),
                        format!(
                            "Pod Security \"{lv}\" {does} the {} pod: {} ({}) (the API server: {whole})",
                            pod.role.as_str(),
                            f.reason,
                            f.detail
                        ),
                        Some(hint),
                    ));
                }
            }
        }
        let levels = [Level::Baseline, Level::Restricted]
            .into_iter()
            .map(|level| {
                let version = policy
                    .as_ref()
                    .map_or(PolicyVersion::Latest, |p| p.enforce.version);
                (
                    level,
                    pod_security::evaluate(LevelVersion { level, version }, &pod.pod),
                )
            })
            .collect();
        outcome.pods.push(PodVerdicts {
            role: pod.role,
            levels,
        });
    }
    outcome
}

/// The key to change for a failed check, and what to write.
fn fix(sources: &KeySources, pod: &AdmittedPod, f: &Failure) -> (String, String) {
    let template = match pod.role {
        Role::Driver => keys::DRIVER_POD_TEMPLATE_FILE.key,
        Role::Executor => keys::EXECUTOR_POD_TEMPLATE_FILE.key,
    };
    if matches!(f.check, "hostPathVolumes" | "restrictedVolumes")
        && let Some(key) = sources.host_path_volume_key(pod.role, &f.detail)
    {
        return (
            key,
            "mount a persistentVolumeClaim or emptyDir volume instead: the level allows no hostPath"
                .into(),
        );
    }
    let container = &pod.spark_container;
    let what = match f.check {
        "allowPrivilegeEscalation" => {
            format!("containers[name={container}].securityContext.allowPrivilegeEscalation: false")
        }
        "capabilities_restricted" | "capabilities_baseline" => format!(
            "containers[name={container}].securityContext.capabilities: {{drop: [ALL]}} (and add nothing but NET_BIND_SERVICE)"
        ),
        "runAsNonRoot" => {
            "spec.securityContext.runAsNonRoot: true (Spark's images run as uid 185)".into()
        }
        "runAsUser" => "a runAsUser other than 0 (Spark's images use 185)".into(),
        "seccompProfile_restricted" | "seccompProfile_baseline" => {
            "spec.securityContext.seccompProfile: {type: RuntimeDefault}".into()
        }
        _ => format!("what the {} check requires: {}", f.check, f.detail),
    };
    (
        template.to_string(),
        format!("in the pod template {template} names, set {what}"),
    )
}
