//! The Pod Security step of `check --cluster`: each pod checked at the namespace's `enforce`
//! level (refused: an error), its `warn` level (a warning kubectl prints) and `audit` level
//! (recorded in the audit log), and at every level for the playground's badges. Spark has no
//! conf keys for security contexts: the fix is the role's pod template, and the hint says
//! what to write in it; a hostPath volume Spark mounts is its volume key.

use super::AdmittedPod;
use super::keys::{KeySources, Source};
use crate::rules;
use builder_core::Role;
use builder_core::{Diagnostic, Severity};
use sparkpods_kube::cluster::pod_security::{
    self, Failure, Level, LevelVersion, NamespacePolicy, PolicyVersion,
};

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
    /// Whether it is the driver or an executor pod.
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
            out.push(Diagnostic::new(&rules::POD_SECURITY_LABEL,
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
                    let (source, hint) = fix(sources, pod, f);
                    out.push(source.finding(&rules::POD_SECURITY,
                        format!(
                            "Pod Security \"{lv}\" {does} the {} pod: {} ({}) (the API server: {whole})",
                            pod.role.as_str(),
                            f.reason,
                            f.detail
                        ),
                        Some(hint),
                    ).at(severity));
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

/// The checks of a container's securityContext.
const CONTAINER_CHECKS: &[&str] = &[
    "privileged",
    "allowPrivilegeEscalation",
    "capabilities_baseline",
    "capabilities_restricted",
    "procMount",
    "procMount_restricted",
];

/// The checks of what the pod's securityContext sets, or a container's (which wins).
const POD_OR_CONTAINER_CHECKS: &[&str] = &[
    "runAsNonRoot",
    "runAsUser",
    "seccompProfile_baseline",
    "seccompProfile_restricted",
    "seLinuxOptions",
    "appArmorProfile",
    "windowsHostProcess",
];

/// What to change for a failed check, and what to write.
fn fix(sources: &KeySources, pod: &AdmittedPod, f: &Failure) -> (Source, String) {
    let template = pod.role.keys().template_file.key;
    if matches!(f.check, "hostPathVolumes" | "restrictedVolumes")
        && let Some(key) = sources.host_path_volume_key(pod.role, &f.detail)
    {
        return (
            Source::Key(key),
            "mount a persistentVolumeClaim or emptyDir volume instead: the level allows no hostPath"
                .into(),
        );
    }
    // What to write: in a pod template (at its place in the pod), and in a securityContext.
    let container = &pod.spark_container;
    let in_container = |s: &str| format!("containers[name={container}].securityContext.{s}");
    let in_pod = |s: &str| format!("spec.securityContext.{s}");
    let (what, setting) = match f.check {
        "allowPrivilegeEscalation" => {
            let s = "allowPrivilegeEscalation: false";
            (in_container(s), s.to_string())
        }
        "capabilities_restricted" | "capabilities_baseline" => {
            let s = "capabilities: {drop: [ALL]} (and add nothing but NET_BIND_SERVICE)";
            (in_container(s), s.to_string())
        }
        "runAsNonRoot" => {
            let s = "runAsNonRoot: true (Spark's images run as uid 185)";
            (in_pod(s), s.to_string())
        }
        "seccompProfile_restricted" | "seccompProfile_baseline" => {
            let s = "seccompProfile: {type: RuntimeDefault}";
            (in_pod(s), s.to_string())
        }
        "runAsUser" => (
            "a runAsUser other than 0 (Spark's images use 185)".to_string(),
            "runAsUser: a uid other than 0 (Spark's images use 185)".to_string(),
        ),
        _ => {
            let s = format!("what the {} check requires: {}", f.check, f.detail);
            (s.clone(), s)
        }
    };
    if let Some(field) = failure_webhook_field(pod, f) {
        let hint = match f.check {
            _ if field.ends_with("ecurityContext") => format!("in {field}, set {setting}"),
            // A side-car or init container the webhook added.
            c if CONTAINER_CHECKS.contains(&c) || POD_OR_CONTAINER_CHECKS.contains(&c) => {
                format!("in the containers of {field}, set securityContext.{setting}")
            }
            _ => format!("change {field}: {setting}"),
        };
        return (Source::WebhookField(field.to_string()), hint);
    }
    (
        Source::Key(template.to_string()),
        format!("in the pod template {template} names, set {what}"),
    )
}

/// The resource field behind what a failed check reads, when a webhook writes the pod: at each
/// place the check reads in turn (the pod's securityContext first for the checks it settles
/// for every container, then those of the containers the failure names), the field that wrote
/// it (a whole side-car too), else the one that would.
fn failure_webhook_field<'p>(pod: &'p AdmittedPod, f: &Failure) -> Option<&'p str> {
    let (in_containers, in_spec, pod_first): (&[&str], &[&str], bool) = match f.check {
        "hostNamespaces" => (&[], &["hostNetwork", "hostPID", "hostIPC"], true),
        // With hostNetwork the API server sets every hostPort.
        "hostPorts" => (&["ports"], &["hostNetwork"], false),
        "hostProbesAndHostLifecycle" => (
            &[
                "livenessProbe",
                "readinessProbe",
                "startupProbe",
                "lifecycle",
            ],
            &[],
            false,
        ),
        "sysctls" => (&[], &["securityContext"], true),
        c if POD_OR_CONTAINER_CHECKS.contains(&c) => {
            (&["securityContext"], &["securityContext"], true)
        }
        c if CONTAINER_CHECKS.contains(&c) => (&["securityContext"], &[], false),
        _ => (&[], &[], false),
    };
    let spec = pod.pod.spec.as_ref()?;
    let all = spec
        .containers
        .iter()
        .enumerate()
        .map(|(i, c)| (format!("/spec/containers/{i}"), &c.name))
        .chain(
            spec.init_containers
                .iter()
                .flatten()
                .enumerate()
                .map(|(i, c)| (format!("/spec/initContainers/{i}"), &c.name)),
        );
    let (named, others): (Vec<_>, Vec<_>) =
        all.partition(|(_, name)| f.detail.contains(&format!("\"{name}\"")));
    let containers = if named.is_empty() { others } else { named };
    let container_pointers = containers
        .iter()
        .flat_map(|(c, _)| in_containers.iter().map(move |f| format!("{c}/{f}")));
    let spec_pointers = in_spec.iter().map(|f| format!("/spec/{f}"));
    let candidates: Vec<String> = if pod_first {
        spec_pointers.chain(container_pointers).collect()
    } else {
        container_pointers.chain(spec_pointers).collect()
    };
    candidates
        .iter()
        .find_map(|p| pod.webhook_field(p).or_else(|| pod.webhook_reach(p)))
}
