//! Diagnostics for a conf: Spark's own errors (as typed diagnostics with the key and a fix),
//! what Spark lets through but the Kubernetes API server rejects, and keys Spark silently
//! ignores (unknown or from another release), with did-you-mean suggestions.

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::Pod;

use crate::builder::{Rendered, Submission, render};
use crate::conf::registry::{self, KeyKind};
use crate::conf::submit_cmd::SubmitCommand;
use crate::inputs::DeterministicIds;
use crate::kconf::is_valid_executor_env_key;
use crate::kube::Quantity;
use crate::names::{is_dns1123_label, is_dns1123_subdomain};
use crate::release::{Release, SparkVersion, describe_releases};
use crate::release_diff;
use crate::template::MisreadFileMode;

/// How bad a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// Spark fails, or the API server rejects what Spark sends.
    Error,
    /// Probably not what the user meant (ignored keys, dropped env vars, duplicates).
    Warning,
    /// Worth knowing, nothing wrong (a default spark-submit fills in).
    Info,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "info",
        }
    }
}

/// One finding about a conf.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    /// Stable identifier of the rule, e.g. `spark`, `unknown-key`, `k8s-label-value`.
    pub code: &'static str,
    /// The conf key to change, when there is one.
    pub key: Option<String>,
    /// 1-based line of that key in the conf text, when known.
    pub line: Option<u32>,
    pub message: String,
    pub hint: Option<String>,
}

impl Diagnostic {
    pub(crate) fn new(
        severity: Severity,
        code: &'static str,
        key: Option<String>,
        message: String,
        hint: Option<String>,
    ) -> Self {
        Diagnostic {
            severity,
            code,
            key,
            line: None,
            message,
            hint,
        }
    }
}

/// Check a submission. `lines` maps conf keys to the line they were set on (may be empty).
pub fn check(sub: &Submission, lines: &BTreeMap<String, u32>) -> Vec<Diagnostic> {
    let rendered = render(sub, &mut DeterministicIds::default());
    check_rendered(sub, lines, &rendered)
}

/// [`check`] of a submission already rendered (with deterministic ids), so a caller that shows
/// the render too (the playground, on every keystroke) does not render twice.
pub fn check_rendered(
    sub: &Submission,
    lines: &BTreeMap<String, u32>,
    rendered: &Rendered,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    check_mixed_releases(sub, rendered, &mut out);
    check_keys(sub, &mut out);
    check_executor_env(sub, &mut out);
    check_template_file_modes(sub, &mut out);
    check_template_undeclared_fields(sub, &mut out);
    let conf_keys: Vec<String> = sub.conf.iter().map(|(k, _)| k.clone()).collect();
    if let Some((phase, err)) = &rendered.error {
        out.push(Diagnostic::new(
            Severity::Error,
            "spark",
            err.key.clone(),
            format!(
                "Spark fails ({} phase): {}: {}",
                phase.as_str(),
                err.exception.class_name(),
                err.message
            ),
            err.hint.clone(),
        ));
    }
    if let Some((_, submitted)) = &rendered.driver {
        check_pod(&submitted.pod, "driver", &conf_keys, &mut out);
        for r in submitted.pre_resources.iter().chain(&submitted.resources) {
            let name = r.metadata().name.clone().unwrap_or_default();
            let ok = if r.kind() == "Service" {
                is_dns1035_label(&name)
            } else {
                is_dns1123_subdomain(&name)
            };
            if !ok {
                out.push(Diagnostic::new(
                    Severity::Error,
                    "k8s-name",
                    Some(registry::APP_NAME.key.to_string()),
                    format!("{} name `{name}` is not a valid Kubernetes name", r.kind()),
                    Some("shorten or simplify spark.app.name".to_string()),
                ));
            }
        }
    }
    if let Some(exec) = &rendered.executor {
        check_pod(&exec.pod.assembled(), "executor", &conf_keys, &mut out);
    }
    for d in &mut out {
        if let Some(k) = &d.key {
            d.line = lines.get(k).copied().or_else(|| {
                // A prefix key (labels, env): find the closest configured key.
                lines
                    .iter()
                    .find(|(lk, _)| lk.starts_with(k.as_str()))
                    .map(|(_, l)| *l)
            });
        }
    }
    crate::sort::sort_by(&mut out, |a, b| {
        a.line.cmp(&b.line).then(a.severity.cmp(&b.severity))
    });
    out.dedup();
    out
}

/// A spark-submit of another release than the image's: the driver pod follows the first, the
/// executors the second. Names the driver-side fields that differ from a submission with the
/// image's release (one more render of the driver).
fn check_mixed_releases(sub: &Submission, rendered: &Rendered, out: &mut Vec<Diagnostic>) {
    let (submit, image) = (sub.submit_release.version(), sub.release.version());
    if submit == image {
        return;
    }
    let driver_only = |r: &Rendered| Rendered {
        driver: r.driver.clone(),
        executor: None,
        error: None,
    };
    let same_release = render(
        &Submission {
            submit_release: sub.release,
            build_executor: false,
            ..sub.clone()
        },
        &mut DeterministicIds::default(),
    );
    let changes: Vec<String> =
        release_diff::rendered_changes(&driver_only(&same_release), &driver_only(rendered))
            .into_iter()
            .filter(|(_, path)| !path.ends_with("spark-version"))
            .map(|(object, path)| {
                if path.is_empty() {
                    object
                } else {
                    format!("{object}: {path}")
                }
            })
            .collect();
    let what = match changes.as_slice() {
        [] => "for this conf only the spark-version labels differ from a submission with the \
               image's release"
            .to_string(),
        [..] => {
            let shown: Vec<&str> = changes.iter().take(6).map(String::as_str).collect();
            let more = changes.len().saturating_sub(shown.len());
            format!(
                "compared with a submission by Spark {image}, the driver side differs in {} \
                 field(s): {}{}",
                changes.len(),
                shown.join(", "),
                if more > 0 {
                    format!(" and {more} more")
                } else {
                    String::new()
                }
            )
        }
    };
    out.push(Diagnostic::new(
        Severity::Warning,
        "mixed-releases",
        None,
        format!(
            "{} {submit} builds the driver pod, the image's Spark {image} builds the \
             executors; {what}",
            sub.client.submitter()
        ),
        Some(format!(
            "submit with Spark {image}, or use an image of Spark {submit}; `sparkpods diff \
             --from {image} --to {submit}` shows each field and why it differs"
        )),
    ));
}

/// Pod template fields a Pod does not declare: Spark sends them, the API server drops them.
fn check_template_undeclared_fields(sub: &Submission, out: &mut Vec<Diagnostic>) {
    let templates = [
        (&registry::DRIVER_POD_TEMPLATE_FILE, sub.submit_release),
        (&registry::EXECUTOR_POD_TEMPLATE_FILE, sub.release),
    ];
    for (key, release) in templates {
        let Some((_, path)) = sub.conf.iter().rev().find(|(k, _)| k == key.key) else {
            continue;
        };
        let Some(text) = sub.env.files.read_string(path) else {
            continue;
        };
        for field in (sub.templates.undeclared_fields)(&text, release) {
            let hint = if field.starts_with("spec.securityContext.")
                && [
                    "capabilities",
                    "allowPrivilegeEscalation",
                    "privileged",
                    "readOnlyRootFilesystem",
                    "procMount",
                ]
                .iter()
                .any(|f| field.ends_with(f))
            {
                "it is a container's securityContext field: move it under the container (spec.containers[].securityContext)".to_string()
            } else {
                "check its spelling and place against the Pod API; as it is, it never takes effect"
                    .to_string()
            };
            out.push(Diagnostic::new(
                Severity::Warning,
                "template-undeclared-field",
                Some(key.key.to_string()),
                format!(
                    "{field} in the pod template {path} is not a field of a Pod: Spark sends it, the API server drops it (kubectl would reject it)"
                ),
                Some(hint),
            ));
        }
    }
}

/// Pod template file modes the release reading the template takes as another number than
/// written, unlike kubectl (see [`crate::template::misread_file_modes`]).
fn check_template_file_modes(sub: &Submission, out: &mut Vec<Diagnostic>) {
    // The driver's template is read by spark-submit, the executors' by the driver.
    let templates = [
        (&registry::DRIVER_POD_TEMPLATE_FILE, sub.submit_release),
        (&registry::EXECUTOR_POD_TEMPLATE_FILE, sub.release),
    ];
    for (key, release) in templates {
        let Some((_, path)) = sub.conf.iter().rev().find(|(k, _)| k == key.key) else {
            continue;
        };
        let Some(text) = sub.env.files.read_string(path) else {
            continue;
        };
        for mode in (sub.templates.misread_file_modes)(&text, release) {
            let as_written = describe_releases(|v: SparkVersion| {
                !(sub.templates.misread_file_modes)(&text, Release::of(v))
                    .iter()
                    .any(|m| m.path == mode.path)
            });
            let line = mode
                .line
                .map(|l| format!(" (line {l})"))
                .unwrap_or_default();
            let MisreadFileMode {
                field,
                written,
                read_as,
                meant,
                fix,
                ..
            } = &mode;
            let hint = if mode.fix_everywhere {
                format!("write `{field}: {fix}`, which every release reads as {meant}")
            } else {
                format!(
                    "write `{field}: {fix}`, which Spark {} reads as {meant} (no spelling of \
                     {meant} reads alike on every release)",
                    release.version()
                )
            };
            out.push(Diagnostic::new(
                Severity::Warning,
                "template-file-mode",
                Some(key.key.to_string()),
                format!(
                    "{path}{line}: Spark {} reads `{field}: {written}` at {} as {read_as} \
                     (octal {read_as:04o}), not as {meant} (octal {meant:04o}) the way kubectl \
                     and Spark {as_written} do",
                    release.version(),
                    mode.path,
                ),
                Some(hint),
            ));
        }
    }
}

/// What spark-submit itself says about a pasted command line: the errors it stops with (for
/// spark-submit's `release`) and the warnings about options it ignores and paste accidents,
/// each on its line.
pub fn submit_command_diagnostics(cmd: &SubmitCommand, release: Release) -> Vec<Diagnostic> {
    let mut out: Vec<Diagnostic> = cmd
        .spark_errors(release)
        .into_iter()
        .map(|message| {
            Diagnostic::new(
                Severity::Error,
                "spark-submit",
                None,
                format!("spark-submit {} fails: {message}", release.version()),
                Some("fix the command line; nothing is submitted while spark-submit fails".into()),
            )
        })
        .collect();
    out.extend(cmd.warnings.iter().map(|w| Diagnostic {
        line: Some(w.line),
        ..Diagnostic::new(Severity::Warning, "spark-submit", None, w.to_string(), None)
    }));
    out
}

/// Why a registry key has no effect with the submission's release(s): which releases read it.
fn unknown_in_release_message(key: &str, k: &registry::ConfKey, sub: &Submission) -> String {
    let (release, role) = if !k.known_in(sub.release) {
        (sub.release.version(), "")
    } else {
        (
            sub.submit_release.version(),
            " (the spark-submit that builds the driver)",
        )
    };
    let readers = match (k.known.since, k.known.removed) {
        (Some(since), None) if since.releases().len() == 1 => {
            format!("it needs Spark ≥ {}", since.first())
        }
        (None, Some(removed)) if removed.releases().len() == 1 => {
            format!("Spark removed it in {}", removed.first())
        }
        _ => format!("only Spark {} read it", k.known.describe()),
    };
    format!("{key} has no effect with Spark {release}{role}: {readers}")
}

/// Unknown `spark.kubernetes.*` keys and keys the chosen release does not know.
fn check_keys(sub: &Submission, out: &mut Vec<Diagnostic>) {
    for (key, _) in &sub.conf {
        match registry::lookup(key) {
            Some(k) if !k.known_in(sub.release) || !k.known_in(sub.submit_release) => {
                out.push(Diagnostic::new(
                    Severity::Warning,
                    "other-version",
                    Some(key.clone()),
                    unknown_in_release_message(key, k, sub),
                    Some("remove it or select a Spark version that reads it".to_string()),
                ))
            }
            Some(k) if k.kind == KeyKind::Prefix && key.len() == k.key.len() => {
                out.push(Diagnostic::new(
                    Severity::Warning,
                    "empty-suffix",
                    Some(key.clone()),
                    format!("{key} names nothing after the prefix {}", k.key),
                    None,
                ))
            }
            Some(_) => {}
            None if key.starts_with("spark.kubernetes.") => {
                let hint = registry::suggest(key).map(|s| format!("did you mean {s}?"));
                out.push(Diagnostic::new(
                    Severity::Warning,
                    "unknown-key",
                    Some(key.clone()),
                    format!("unknown key {key}: Spark ignores it"),
                    hint.or_else(|| {
                        Some("check the key against the Spark on Kubernetes docs".to_string())
                    }),
                ));
            }
            // Other spark.* keys: sparkpods does not know every core key, so only flag near
            // misses of keys it knows (typos Spark would silently ignore).
            None => {
                if let Some(s) = registry::suggest_within(key, 2) {
                    out.push(Diagnostic::new(
                        Severity::Warning,
                        "unknown-key",
                        Some(key.clone()),
                        format!("{key} is not a Spark key; Spark ignores it"),
                        Some(format!("did you mean {s}?")),
                    ));
                }
            }
        }
    }
}

fn check_executor_env(sub: &Submission, out: &mut Vec<Diagnostic>) {
    for (key, _) in &sub.conf {
        if let Some(name) = key.strip_prefix(registry::EXECUTOR_ENV.key)
            && !is_valid_executor_env_key(name)
        {
            out.push(Diagnostic::new(
                    Severity::Warning,
                    "dropped-env",
                    Some(key.clone()),
                    format!("executor env var `{name}` is silently dropped by Spark (names must match [-._a-zA-Z][-._a-zA-Z0-9]*)"),
                    Some("rename the variable".to_string()),
                ));
        }
    }
}

/// What the API server would reject in a pod, mapped back to the conf keys that produced it.
fn check_pod(pod: &Pod, role: &str, conf_keys: &[String], out: &mut Vec<Diagnostic>) {
    let label_prefix = format!("spark.kubernetes.{role}.label.");
    let annotation_prefix = format!("spark.kubernetes.{role}.annotation.");
    if let Some(name) = &pod.metadata.name
        && !is_dns1123_subdomain(name)
    {
        out.push(Diagnostic::new(
                Severity::Error,
                "k8s-pod-name",
                Some(if role == "driver" { registry::DRIVER_POD_NAME.key } else { registry::EXECUTOR_POD_NAME_PREFIX.key }.to_string()),
                format!("{role} pod name `{name}` is not a valid Kubernetes name (DNS-1123 subdomain, at most 253 characters)"),
                Some("use a shorter spark.app.name or set the pod name / prefix explicitly".to_string()),
            ));
    }
    for (k, v) in pod.metadata.labels.iter().flatten() {
        if let Err(why) = validate_qualified_name(k) {
            out.push(Diagnostic::new(Severity::Error, "k8s-label-key", Some(format!("{label_prefix}{k}")), format!("{role} label key `{k}` is invalid: {why}"), Some("label keys are [prefix/]name, name alphanumeric with -_. inside, at most 63 characters".into())));
        }
        if let Err(why) = validate_label_value(v) {
            let key = if k == "spark-app-name" {
                registry::APP_NAME.key.to_string()
            } else {
                format!("{label_prefix}{k}")
            };
            out.push(Diagnostic::new(
                Severity::Error,
                "k8s-label-value",
                Some(key),
                format!("{role} label {k}=`{v}` is invalid: {why}"),
                Some("label values are at most 63 characters, alphanumeric with -_. inside".into()),
            ));
        }
    }
    for k in pod.metadata.annotations.iter().flatten().map(|(k, _)| k) {
        if let Err(why) = validate_qualified_name(k) {
            out.push(Diagnostic::new(
                Severity::Error,
                "k8s-annotation-key",
                Some(format!("{annotation_prefix}{k}")),
                format!("{role} annotation key `{k}` is invalid: {why}"),
                None,
            ));
        }
    }
    let Some(spec) = &pod.spec else { return };
    if let Some(h) = &spec.hostname
        && !is_dns1123_label(h)
    {
        out.push(Diagnostic::new(
            Severity::Error,
            "k8s-hostname",
            Some(registry::EXECUTOR_POD_NAME_PREFIX.key.into()),
            format!("{role} hostname `{h}` is not a DNS-1123 label"),
            Some("avoid '.' and '_' in the executor pod name prefix".into()),
        ));
    }
    for (k, v) in spec.node_selector.iter().flatten() {
        if validate_qualified_name(k).is_err() || validate_label_value(v).is_err() {
            out.push(Diagnostic::new(
                Severity::Error,
                "k8s-node-selector",
                Some(format!("spark.kubernetes.node.selector.{k}")),
                format!("node selector {k}=`{v}` is not a valid label selector"),
                None,
            ));
        }
    }
    for v in spec.volumes.iter().flatten() {
        if !is_dns1123_label(&v.name) {
            // The conf key that named it: a user volume `<type>.<name>.*`, or a secret
            // `<secret>` whose volume is `<secret>-volume`.
            let volume_key = conf_keys
                .iter()
                .find(|k| {
                    k.strip_prefix(&format!("spark.kubernetes.{role}.volumes."))
                        .is_some_and(|rest| rest.split('.').nth(1) == Some(v.name.as_str()))
                })
                .or_else(|| {
                    let secret = v.name.strip_suffix("-volume")?;
                    conf_keys
                        .iter()
                        .find(|k| **k == format!("spark.kubernetes.{role}.secrets.{secret}"))
                })
                .cloned()
                .unwrap_or_else(|| format!("spark.kubernetes.{role}.volumes."));
            out.push(Diagnostic::new(
                Severity::Error,
                "k8s-volume-name",
                Some(volume_key),
                format!("{role} volume name `{}` is not a DNS-1123 label", v.name),
                Some("volume names (and secret names, which become `<name>-volume`) must be lower-case, at most 63 characters".into()),
            ));
        }
    }
    for c in &spec.containers {
        if c.image.as_deref().map(str::trim).unwrap_or("").is_empty() {
            out.push(Diagnostic::new(
                Severity::Error,
                "k8s-image",
                Some(registry::CONTAINER_IMAGE.key.into()),
                format!(
                    "{role} container `{}` has no image: the API server requires one",
                    c.name
                ),
                Some("set spark.kubernetes.container.image".into()),
            ));
        }
        if let Some(res) = &c.resources {
            for (kind, map) in [("request", &res.requests), ("limit", &res.limits)] {
                for (r, q) in map.iter().flatten() {
                    if Quantity::parse(&q.0).is_err() || q.0.starts_with('-') {
                        let key = match (r.as_str(), role, kind) {
                            ("cpu", "driver", "request") => registry::DRIVER_CORES.key,
                            ("cpu", "driver", _) => registry::DRIVER_LIMIT_CORES.key,
                            ("cpu", _, "request") => registry::EXECUTOR_CORES.key,
                            ("cpu", _, _) => registry::EXECUTOR_LIMIT_CORES.key,
                            _ => registry::CONTAINER_IMAGE.key,
                        };
                        out.push(Diagnostic::new(Severity::Error, "k8s-quantity", Some(key.into()), format!("{role} {r} {kind} `{}` is not a valid non-negative Kubernetes quantity", q.0), Some("use a positive number like 1, 0.5 or 500m".into())));
                    }
                }
            }
        }
        let mut seen = std::collections::BTreeSet::new();
        for e in c.env.iter().flatten() {
            if !seen.insert(e.name.as_str()) {
                out.push(Diagnostic::new(Severity::Warning, "duplicate-env", None, format!("{role} env var {} is set twice (Spark does not de-duplicate; the last one wins)", e.name), Some("do not override the variables Spark sets".into())));
            }
        }
    }
}

/// DNS-1035 label (Service names): starts with a letter.
fn is_dns1035_label(s: &str) -> bool {
    is_dns1123_label(s) && s.starts_with(|c: char| c.is_ascii_lowercase())
}

/// Kubernetes qualified name (label and annotation keys).
pub fn validate_qualified_name(s: &str) -> Result<(), String> {
    let (prefix, name) = match s.rsplit_once('/') {
        Some((p, n)) => (Some(p), n),
        None => (None, s),
    };
    if let Some(p) = prefix
        && (!is_dns1123_subdomain(p) || p.is_empty())
    {
        return Err(format!("prefix `{p}` must be a DNS-1123 subdomain"));
    }
    if name.is_empty() || name.len() > 63 {
        return Err("name part must be 1 to 63 characters".into());
    }
    if !is_label_like(name) {
        return Err("name part must start and end with an alphanumeric character and contain only -_. inside".into());
    }
    Ok(())
}

/// Kubernetes label value.
pub fn validate_label_value(s: &str) -> Result<(), String> {
    if s.len() > 63 {
        return Err(format!("{} characters, at most 63 allowed", s.len()));
    }
    if !s.is_empty() && !is_label_like(s) {
        return Err(
            "must start and end with an alphanumeric character and contain only -_. inside".into(),
        );
    }
    Ok(())
}

fn is_label_like(s: &str) -> bool {
    let ok_inner = |c: char| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.');
    s.starts_with(|c: char| c.is_ascii_alphanumeric())
        && s.ends_with(|c: char| c.is_ascii_alphanumeric())
        && s.chars().all(ok_inner)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::template::TemplateReader;

    #[test]
    fn label_rules() {
        assert!(validate_label_value("data-eng").is_ok());
        assert!(validate_label_value("").is_ok());
        assert!(validate_label_value("not a valid label value!").is_err());
        assert!(validate_label_value(&"a".repeat(64)).is_err());
        assert!(validate_qualified_name("app.kubernetes.io/name").is_ok());
        assert!(validate_qualified_name("-bad-key-").is_err());
        assert!(validate_qualified_name("Bad/x").is_err());
    }

    use crate::features::user_steps::UserSteps;
    use crate::inputs::{DriverArgs, Environment};
    use crate::{Release, SparkVersion};

    /// The diagnostics of `conf` (pairs) with the image's and spark-submit's releases.
    fn check_conf(
        env: &Environment,
        conf: &[(&str, &str)],
        image: SparkVersion,
        submit: SparkVersion,
    ) -> Vec<Diagnostic> {
        let steps = UserSteps::new();
        let sub = Submission {
            release: Release::of(image),
            submit_release: Release::of(submit),
            conf: conf
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            driver: DriverArgs::default(),
            app_id: "spark-1".into(),
            executor_id: "1".into(),
            with_driver_pod: true,
            driver_pod_uid: "u".into(),
            env,
            user_steps: &steps,
            templates: TemplateReader::BUILT_IN,
            build_executor: true,
            client: &crate::submit_client::SPARK_SUBMIT,
        };
        check(&sub, &BTreeMap::new())
    }

    #[test]
    fn template_fields_a_pod_does_not_declare_are_warned_about() {
        let mut env = Environment::oracle_default();
        env.files.insert(
            "t.yaml",
            "spec:\n  securityContext:\n    runAsUser: 185\n    capabilities: {drop: [ALL]}\n  containers:\n  - name: c\n    imagee: x\n",
        );
        let conf = [
            ("spark.app.name", "a"),
            ("spark.kubernetes.container.image", "i"),
            ("spark.kubernetes.executor.podTemplateFile", "t.yaml"),
        ];
        let found: Vec<(Option<String>, String)> =
            check_conf(&env, &conf, SparkVersion::V3_5_5, SparkVersion::V3_5_5)
                .into_iter()
                .filter(|d| d.code == "template-undeclared-field")
                .map(|d| (d.key, d.message))
                .collect();
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(
            found[0]
                .1
                .starts_with("spec.securityContext.capabilities in the pod template t.yaml")
        );
        assert!(found[1].1.starts_with("spec.containers[0].imagee"));
        assert_eq!(
            found[0].0.as_deref(),
            Some("spark.kubernetes.executor.podTemplateFile")
        );
    }

    #[test]
    fn invalid_volume_names_point_at_their_conf_key() {
        let conf = [
            ("spark.app.name", "a"),
            ("spark.kubernetes.container.image", "i"),
            (
                "spark.kubernetes.executor.volumes.emptyDir.ok.mount.path",
                "/ok",
            ),
            (
                "spark.kubernetes.executor.volumes.emptyDir.My_Vol.mount.path",
                "/x",
            ),
            ("spark.kubernetes.driver.secrets.Bad", "/s"),
        ];
        let env = Environment::oracle_default();
        let keys: Vec<Option<String>> =
            check_conf(&env, &conf, SparkVersion::V3_5_5, SparkVersion::V3_5_5)
                .into_iter()
                .filter(|d| d.code == "k8s-volume-name")
                .map(|d| d.key)
                .collect();
        assert!(
            keys.contains(&Some(
                "spark.kubernetes.executor.volumes.emptyDir.My_Vol.mount.path".into()
            )),
            "{keys:?}"
        );
        assert!(
            keys.contains(&Some("spark.kubernetes.driver.secrets.Bad".into())),
            "{keys:?}"
        );
    }

    #[test]
    fn misread_template_modes_warn_with_line_and_fix() {
        let mut env = Environment::oracle_default();
        env.files.insert(
            "/t.yaml",
            "spec:\n  volumes:\n    - name: s\n      secret:\n        defaultMode: 0400\n",
        );
        let conf = [
            ("spark.app.name", "a"),
            ("spark.kubernetes.container.image", "i"),
            ("spark.kubernetes.executor.podTemplateFile", "/t.yaml"),
        ];
        let warnings = |image: SparkVersion| {
            check_conf(&env, &conf, image, SparkVersion::V4_3_0)
                .into_iter()
                .filter(|d| d.code == "template-file-mode")
                .collect::<Vec<_>>()
        };
        let found = warnings(SparkVersion::V3_5_5);
        assert_eq!(found.len(), 1, "{found:?}");
        let d = &found[0];
        assert_eq!(
            d.key.as_deref(),
            Some("spark.kubernetes.executor.podTemplateFile")
        );
        assert!(d.message.contains("/t.yaml (line 5)"), "{}", d.message);
        assert!(d.message.contains("as 400 (octal 0620)"), "{}", d.message);
        assert!(
            d.message.contains("3.3.0–3.4.4, 4.0.0–4.3.0"),
            "{}",
            d.message
        );
        assert_eq!(
            d.hint.as_deref(),
            Some("write `defaultMode: 256`, which every release reads as 256")
        );
        assert!(warnings(SparkVersion::V4_3_0).is_empty());
        assert!(warnings(SparkVersion::V3_4_4).is_empty());
    }
}
