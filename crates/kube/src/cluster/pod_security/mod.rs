//! The Pod Security Standards as the Pod Security admission plugin applies them
//! (`k8s.io/pod-security-admission`): a namespace's `pod-security.kubernetes.io/*` labels read
//! into a policy, a pod checked at a level and version (`checks/`), and the API server's
//! denial and warning texts. `latest` is v1.37, the newest policy version here (the API this
//! crate is built on).

mod checks;

use std::collections::BTreeMap;
use std::fmt;

use k8s_openapi::api::core::v1::Pod;

/// A Pod Security Standard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    /// `privileged`: unrestricted; no check applies.
    Privileged,
    /// `baseline`: the known privilege escalations refused (host namespaces, privileged
    /// containers, added capabilities, `hostPath` volumes, ...).
    Baseline,
    /// `restricted`: baseline and the hardening checks (`runAsNonRoot`, capabilities dropped,
    /// a seccomp profile, no privilege escalation, restricted volume types).
    Restricted,
}

impl Level {
    /// Every level, least restrictive first.
    pub const ALL: [Level; 3] = [Level::Privileged, Level::Baseline, Level::Restricted];

    /// The level as the `pod-security.kubernetes.io/<mode>` labels write it (`restricted`).
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Privileged => "privileged",
            Level::Baseline => "baseline",
            Level::Restricted => "restricted",
        }
    }

    /// `ParseLevel`: exact, case-sensitive.
    pub fn parse(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.as_str() == s)
    }
}

/// The newest policy version: what `latest` and any later `v1.x` are checked as.
pub const LATEST_MINOR: u32 = 37;

/// A policy version: `latest`, or `v1.<minor>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PolicyVersion {
    /// `latest`: the checks of the newest version ([`LATEST_MINOR`]).
    Latest,
    /// `v1.<minor>`: the checks as of that Kubernetes minor release.
    V1(u32),
}

impl PolicyVersion {
    /// `ParseVersion`: `latest` or `v1.<minor>` (no leading zeros).
    pub fn parse(s: &str) -> Option<PolicyVersion> {
        if s == "latest" {
            return Some(PolicyVersion::Latest);
        }
        let minor = s.strip_prefix("v1.")?;
        let canonical = minor == "0" || (!minor.starts_with('0') && !minor.is_empty());
        if !canonical || !minor.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        minor.parse().ok().map(PolicyVersion::V1)
    }

    /// The minor version the checks run at (`latest` and newer ones: [`LATEST_MINOR`]).
    fn minor(self) -> u32 {
        match self {
            PolicyVersion::Latest => LATEST_MINOR,
            PolicyVersion::V1(m) => m.min(LATEST_MINOR),
        }
    }
}

impl fmt::Display for PolicyVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PolicyVersion::Latest => f.write_str("latest"),
            PolicyVersion::V1(m) => write!(f, "v1.{m}"),
        }
    }
}

/// A level at a version (`restricted:latest`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LevelVersion {
    /// The standard checked against.
    pub level: Level,
    /// The version of its checks.
    pub version: PolicyVersion,
}

impl fmt::Display for LevelVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.level.as_str(), self.version)
    }
}

/// One failed check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// The check's id (`runAsNonRoot`, `capabilities_restricted`, ...).
    pub check: &'static str,
    /// What the pod does that the check forbids (`runAsNonRoot != true`).
    pub reason: String,
    /// Where (`pod or container "spark-kubernetes-driver" must set
    /// securityContext.runAsNonRoot=true`); printed in parentheses after the reason, when not
    /// empty.
    pub detail: String,
}

/// `EvaluatePod`: the failures of `pod` at `lv`, in the order the API server lists them.
pub fn evaluate(lv: LevelVersion, pod: &Pod) -> Vec<Failure> {
    if lv.level == Level::Privileged {
        return Vec::new();
    }
    let minor = lv.version.minor();
    let overridden: Vec<&str> = checks::CHECKS
        .iter()
        .filter(|c| lv.level == Level::Restricted && c.level == Level::Restricted)
        .filter_map(|c| c.overrides.filter(|(_, from)| minor >= *from))
        .map(|(id, _)| id)
        .collect();
    let mut out = Vec::new();
    for check in checks::CHECKS {
        if check.level > lv.level || overridden.contains(&check.id) {
            continue;
        }
        let Some((_, rule)) = check.versions.iter().rev().find(|(from, _)| minor >= *from) else {
            continue;
        };
        if let Some((reason, detail)) = rule(pod) {
            out.push(Failure {
                check: check.id,
                reason,
                detail,
            });
        }
    }
    out
}

/// `ForbiddenDetail`: `reason (detail)` of each failure, `", "` between.
pub fn forbidden_detail(failures: &[Failure]) -> String {
    failures
        .iter()
        .map(|f| {
            let reason = if f.reason.is_empty() {
                "unknown forbidden reason"
            } else {
                &f.reason
            };
            if f.detail.is_empty() {
                reason.to_string()
            } else {
                format!("{reason} ({})", f.detail)
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The API server's refusal of a pod: `pods "<name>" is forbidden: violates PodSecurity ...`.
pub fn denial(pod_name: &str, lv: LevelVersion, failures: &[Failure]) -> String {
    format!(
        "pods \"{pod_name}\" is forbidden: violates PodSecurity \"{lv}\": {}",
        forbidden_detail(failures)
    )
}

/// kubectl's warning for a pod a `warn` level would refuse.
pub fn warning(lv: LevelVersion, failures: &[Failure]) -> String {
    format!(
        "would violate PodSecurity \"{lv}\": {}",
        forbidden_detail(failures)
    )
}

const LABEL_PREFIX: &str = "pod-security.kubernetes.io/";

/// A namespace's Pod Security policy (`PolicyToEvaluate`), with the labels it could not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamespacePolicy {
    /// `pod-security.kubernetes.io/enforce` (and `enforce-version`): a pod that fails it is
    /// refused ([`denial`]).
    pub enforce: LevelVersion,
    /// `pod-security.kubernetes.io/audit`: failures are recorded in the API server's audit log
    /// and the pod is admitted.
    pub audit: LevelVersion,
    /// `pod-security.kubernetes.io/warn`: failures are returned to the client as warnings
    /// ([`warning`]) and the pod is admitted.
    pub warn: LevelVersion,
    /// `metadata.labels[<label>]: Invalid value: ...` of each label that is not valid.
    pub errors: Vec<String>,
}

impl NamespacePolicy {
    /// From the namespace's labels, as the admission plugin reads them with its default
    /// configuration (everything `privileged:latest` where no label says otherwise): an
    /// invalid enforce level is `restricted`, an invalid audit or warn level `privileged`, an
    /// invalid version `latest`; `warn` follows `enforce` when only `enforce` is set.
    pub fn from_labels(labels: &BTreeMap<String, String>) -> NamespacePolicy {
        let mut errors = Vec::new();
        let default = LevelVersion {
            level: Level::Privileged,
            version: PolicyVersion::Latest,
        };
        let mut mode = |name: &str, invalid_level: Level| {
            let key = format!("{LABEL_PREFIX}{name}");
            let level = match labels.get(&key) {
                None => default.level,
                Some(v) => Level::parse(v).unwrap_or_else(|| {
                    errors.push(format!(
                        "metadata.labels[{key}]: Invalid value: {v:?}: must be one of privileged, baseline, restricted"
                    ));
                    invalid_level
                }),
            };
            let version_key = format!("{key}-version");
            let version = match labels.get(&version_key) {
                None => default.version,
                Some(v) => PolicyVersion::parse(v).unwrap_or_else(|| {
                    errors.push(format!(
                        "metadata.labels[{version_key}]: Invalid value: {v:?}: must be \"latest\" or \"v1.x\""
                    ));
                    PolicyVersion::Latest
                }),
            };
            LevelVersion { level, version }
        };
        let enforce = mode("enforce", Level::Restricted);
        let audit = mode("audit", Level::Privileged);
        let mut warn = mode("warn", Level::Privileged);
        let enforce_given = labels
            .get(&format!("{LABEL_PREFIX}enforce"))
            .is_some_and(|v| Level::parse(v).is_some());
        let warn_given = labels.contains_key(&format!("{LABEL_PREFIX}warn"));
        if !warn_given && enforce_given && enforce.level > warn.level {
            warn.level = enforce.level;
            if !labels.contains_key(&format!("{LABEL_PREFIX}warn-version")) {
                warn.version = enforce.version;
            }
        }
        NamespacePolicy {
            enforce,
            audit,
            warn,
            errors,
        }
    }
}

#[cfg(test)]
mod tests;
