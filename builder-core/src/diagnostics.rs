//! Diagnostics for a conf: Spark's own errors (as typed diagnostics with the key and a fix),
//! what Spark lets through but the Kubernetes API server rejects (`pod.rs`), what a pod template
//! holds that does not do what it says (`template.rs`), and keys Spark silently ignores (unknown
//! or from another release), with did-you-mean suggestions. Each finding is on what caused it:
//! the conf key (and its line), and for what a pod template wrote, the template's file and line.

use std::borrow::Cow;
use std::collections::BTreeMap;

use crate::builder::{Rendered, Submission, render};
use crate::conf::bytes::{ByteUnit, respell};
use crate::conf::declared::{self, KeyStatus};
use crate::conf::registry::{self, ByteDefault, ConfType, KeyKind};
use crate::conf::submit_line::SubmitCommand;
use crate::driver_process;
use crate::inputs::{DeployMode, DeterministicIds};
use crate::kubernetes_conf::{Role, is_valid_executor_env_key};
use crate::memory::MemoryAnatomy;
use crate::names::{is_dns1123_label, is_dns1123_subdomain};
use crate::release::Release;
use crate::release_diff;

// Where a value comes from is provenance's; a finding carries it. Rules and their severities
// are declared below the findings, in `rules`.
pub use crate::provenance::TemplateSpot;
pub use crate::rules::Severity;
use crate::rules::{self, Rule};

mod memory;
mod mistaken_keys;
mod pod;
mod references;
mod template;
#[cfg(test)]
mod tests;

/// An edit that resolves a finding, when one is known: what an editor offers as a quick fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fix {
    /// Write this key instead of the finding's (a did-you-mean).
    ReplaceKey(String),
    /// Write this value instead: on the finding's template line when it has a
    /// [`TemplateSpot`], else as the value of the finding's key.
    ReplaceValue(String),
    /// Delete the finding's line (a setting a later line overrides).
    DeleteLine,
}

/// One finding about a conf.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// How bad it is: its rule's severity, or less where the finding is only worth knowing.
    pub severity: Severity,
    /// The rule it is a finding of (`unknown-key`, `k8s-label-value`, ...).
    pub rule: &'static Rule,
    /// The conf key to change, when there is one.
    pub key: Option<String>,
    /// 1-based line of that key in the conf text, when known.
    pub line: Option<u32>,
    /// 1-based column (in characters) of what it is about on that line, when known (a word of
    /// a command line).
    pub column: Option<u32>,
    /// What is wrong, in one sentence.
    pub message: String,
    /// How to fix it, when sparkpods knows.
    pub hint: Option<String>,
    /// The pod template line to change, when a template wrote the value.
    pub template: Option<TemplateSpot>,
    /// The edit that resolves it, when one is known.
    pub fix: Option<Fix>,
    /// The resource field to change (a `SparkApplication`'s) when a mutating webhook writes the
    /// value the finding is about from it, or would: no conf key sets that value.
    pub webhook_field: Option<String>,
}

impl Diagnostic {
    /// A finding of `rule` at its severity on `key` (when a conf key caused it), with no
    /// line, template spot, fix or webhook field yet: the caller adds what it knows.
    pub fn new(
        rule: &'static Rule,
        key: Option<String>,
        message: String,
        hint: Option<String>,
    ) -> Self {
        Diagnostic {
            severity: rule.severity,
            rule,
            key,
            line: None,
            column: None,
            message,
            hint,
            template: None,
            fix: None,
            webhook_field: None,
        }
    }

    /// The finding at `severity` where that is less than its rule's (a finding is never more
    /// serious than its rule says).
    pub fn at(self, severity: Severity) -> Self {
        Diagnostic {
            severity: severity.max(self.rule.severity),
            ..self
        }
    }

    /// The finding with its column in the conf `text` it is about, when it has a line and no
    /// column yet: where its key is written on that line, else the line's first word.
    pub fn located_in(mut self, text: &str) -> Self {
        if self.column.is_none()
            && let Some(line) = self.line
        {
            self.column = self
                .key
                .as_deref()
                .and_then(|k| key_column(text, line, k))
                .or_else(|| line_start_column(text, line));
        }
        self
    }

    /// The finding as `sparkpods check --json` prints it and the npm package's `check` returns
    /// it: `severity`, `code` (its rule's id), `key`, `line`, `column`, `message` (a template's
    /// file and line in front, [`Diagnostic::located_message`]), `hint` and, when a pod
    /// template wrote the value, `template` (its `file` and `line`).
    pub fn to_json(&self) -> serde_json::Value {
        let mut v = serde_json::json!({
            "severity": self.severity.as_str(),
            "code": self.rule.id,
            "key": self.key,
            "line": self.line,
            "column": self.column,
            "message": self.located_message(),
            "hint": self.hint,
        });
        if let (Some(t), serde_json::Value::Object(m)) = (&self.template, &mut v) {
            m.insert(
                "template".into(),
                serde_json::json!({ "file": t.path, "line": t.line }),
            );
        }
        v
    }

    /// The message with the template's file and line in front (`tpl.yaml (line 6): ...`) when
    /// a template wrote the value: for views that show a finding as one line of text.
    pub fn located_message(&self) -> Cow<'_, str> {
        match &self.template {
            Some(TemplateSpot {
                path,
                line: Some(l),
            }) => Cow::Owned(format!("{path} (line {l}): {}", self.message)),
            Some(TemplateSpot { path, line: None }) => {
                Cow::Owned(format!("{path}: {}", self.message))
            }
            None => Cow::Borrowed(&self.message),
        }
    }
}

/// The 1-based line `line` of `text`.
fn line_text(text: &str, line: u32) -> Option<&str> {
    text.lines()
        .nth(usize::try_from(line).ok()?.checked_sub(1)?)
}

/// The 1-based column (in characters) of the first non-blank character of `text`'s line
/// `line`: where a finding about the line as a whole is shown.
pub fn line_start_column(text: &str, line: u32) -> Option<u32> {
    let l = line_text(text, line)?;
    let blanks = l.chars().take_while(|c| c.is_whitespace()).count();
    (blanks < l.chars().count()).then(|| u32::try_from(blanks + 1).ok())?
}

/// The 1-based column where `key` is written on the line.
fn key_column(text: &str, line: u32, key: &str) -> Option<u32> {
    let l = line_text(text, line)?;
    let byte = l.find(key)?;
    u32::try_from(l.get(..byte)?.chars().count() + 1).ok()
}

/// Check a submission. `lines` maps conf keys to the line they were set on (may be empty).
pub fn check(sub: &Submission, lines: &BTreeMap<String, u32>) -> Vec<Diagnostic> {
    let rendered = render(sub, &mut DeterministicIds::default());
    check_rendered(sub, lines, &rendered, None)
}

/// [`check`] of a submission already rendered (with deterministic ids), so a caller that shows
/// the render too (the playground, on every keystroke) does not render twice.
pub fn check_rendered(
    sub: &Submission,
    lines: &BTreeMap<String, u32>,
    rendered: &Rendered,
    memory: Option<&[MemoryAnatomy]>,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    check_mixed_releases(sub, rendered, &mut out);
    check_keys(sub, &mut out);
    references::check_references(sub, &mut out);
    check_executor_env(sub, &mut out);
    check_client_mode(sub, &mut out);
    template::check_file_modes(sub, &mut out);
    template::check_undeclared_fields(sub, &mut out);
    if let Some((phase, err)) = &rendered.error {
        out.push(Diagnostic {
            fix: err.key.as_deref().and_then(|k| value_fix(sub, k)),
            ..Diagnostic::new(
                &rules::SPARK,
                err.key.clone(),
                format!(
                    "Spark fails ({} phase): {}: {}",
                    phase.as_str(),
                    err.exception.class_name(),
                    err.message
                ),
                err.hint.clone(),
            )
        });
    }
    if let Some((_, submitted)) = &rendered.driver {
        pod::check_pod(sub, &submitted.pod, Role::Driver, &mut out);
        for r in submitted.pre_resources.iter().chain(&submitted.resources) {
            let name = r.metadata().name.clone().unwrap_or_default();
            let ok = if r.kind() == "Service" {
                is_dns1035_label(&name)
            } else {
                is_dns1123_subdomain(&name)
            };
            if !ok {
                out.push(Diagnostic::new(
                    &rules::K8S_NAME,
                    Some(registry::APP_NAME.key.to_string()),
                    format!("{} name `{name}` is not a valid Kubernetes name", r.kind()),
                    Some(format!("shorten or simplify {}", registry::APP_NAME.key)),
                ));
            }
        }
    }
    if let Some(exec) = &rendered.executor {
        pod::check_pod(sub, &exec.pod.assembled(), Role::Executor, &mut out);
    }
    memory::check_memory(sub, rendered, memory, &mut out);
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
    sparkpods_sort::sort_by(&mut out, |a, b| {
        a.line
            .cmp(&b.line)
            .then(a.severity.cmp(&b.severity))
            .then(a.template.cmp(&b.template))
    });
    out.dedup();
    out
}

/// A value Spark reads for `key` that means what its rejected value seems to mean: a byte size
/// in a unit spelling Spark does not read (`2 g`, `4Gi` before 4.1, `1.5g`), an option in
/// another case (`always` for `Always`).
fn value_fix(sub: &Submission, key: &str) -> Option<Fix> {
    let k = registry::lookup(key)?;
    let value = sub.conf_value(key)?;
    let release = if k.known_in(sub.submit_release) {
        sub.submit_release
    } else {
        sub.release
    };
    let fixed = match k.ty {
        ConfType::Bytes(default) => {
            let unit = match default {
                ByteDefault::Bytes => ByteUnit::Byte,
                ByteDefault::KiB => ByteUnit::KiB,
                ByteDefault::MiB => ByteUnit::MiB,
            };
            respell(value, unit, release)?
        }
        ConfType::Enum(options) => options
            .iter()
            .find(|o| o.eq_ignore_ascii_case(value.trim()) && **o != value)?
            .to_string(),
        _ => return None,
    };
    Some(Fix::ReplaceValue(fixed))
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
        &rules::MIXED_RELEASES,
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

/// What spark-submit itself says about a pasted command line: the errors it stops with (for
/// spark-submit's `release`) and the warnings about options it ignores and paste accidents,
/// each on its line.
pub fn submit_command_diagnostics(cmd: &SubmitCommand, release: Release) -> Vec<Diagnostic> {
    let mut out: Vec<Diagnostic> = cmd
        .spark_errors(release)
        .into_iter()
        .map(|message| {
            Diagnostic::new(
                &rules::SPARK_SUBMIT,
                None,
                format!("spark-submit {} fails: {message}", release.version()),
                Some("fix the command line; nothing is submitted while spark-submit fails".into()),
            )
        })
        .collect();
    let client = cmd.deploy_mode() == DeployMode::Client;
    out.extend(
        cmd.warnings
            .iter()
            .filter(|w| !(client && w.cluster_only))
            .map(|w| Diagnostic {
                line: Some(w.line),
                column: w.column,
                ..Diagnostic::new(&rules::SUBMIT_LINE, None, w.message.clone(), None)
            }),
    );
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
    for (key, _) in sub.conf.iter() {
        match registry::lookup(key) {
            Some(k) if !k.known_in(sub.release) || !k.known_in(sub.submit_release) => {
                out.push(Diagnostic::new(
                    &rules::OTHER_VERSION,
                    Some(key.clone()),
                    unknown_in_release_message(key, k, sub),
                    Some("remove it or select a Spark version that reads it".to_string()),
                ))
            }
            Some(k) if k.kind == KeyKind::Prefix && key.len() == k.key.len() => {
                out.push(Diagnostic::new(
                    &rules::EMPTY_SUFFIX,
                    Some(key.clone()),
                    format!("{key} names nothing after the prefix {}", k.key),
                    None,
                ))
            }
            // A namespace rather than a family of names: any other key under it is one Spark
            // declares or a typo (`spark.dynamicAllocation.enable`).
            Some(k) if k.kind == KeyKind::Prefix && k.is_namespace() => {
                unregistered_key(key, sub, out)
            }
            Some(_) => {}
            None => unregistered_key(key, sub, out),
        }
    }
}

/// A key sparkpods' own registry does not list: what Spark makes of it, from every key its
/// releases declare (`conf::declared`), in the words of Spark's own warnings.
fn unregistered_key(key: &str, sub: &Submission, out: &mut Vec<Diagnostic>) {
    let release = sub.release.version();
    // What the key meant when its nearest spelling would mislead, else the nearest key.
    let unknown = |suggestion: Option<String>, message: String| match mistaken_keys::meant(key) {
        Some(meant) => Diagnostic {
            fix: meant.key.clone().map(Fix::ReplaceKey),
            ..Diagnostic::new(
                &rules::UNKNOWN_KEY,
                Some(key.to_string()),
                message,
                Some(match &meant.key {
                    Some(k) => format!("did you mean {k}? ({})", meant.hint),
                    None => meant.hint,
                }),
            )
        },
        None => Diagnostic {
            fix: suggestion.clone().map(Fix::ReplaceKey),
            ..Diagnostic::new(
                &rules::UNKNOWN_KEY,
                Some(key.to_string()),
                message,
                suggestion.map(|s| format!("did you mean {s}?")),
            )
        },
    };
    let deprecated = |since: &str, then: String, fix: Option<Fix>| Diagnostic {
        fix,
        ..Diagnostic::new(
            &rules::DEPRECATED_KEY,
            Some(key.to_string()),
            format!(
                "The configuration key '{key}' has been deprecated as of Spark {since} and may \
                 be removed in the future. {then}"
            ),
            None,
        )
    };
    match declared::status(key, sub.release) {
        KeyStatus::Declared => {}
        KeyStatus::OtherReleases(first) => out.push(Diagnostic::new(
            &rules::OTHER_VERSION,
            Some(key.to_string()),
            match first {
                Some(first) => format!(
                    "{key} has no effect with Spark {release}: Spark {release} does not declare \
                     it (Spark {first} is the first release that does)"
                ),
                None => format!("{key} has no effect with Spark {release}"),
            },
            Some("remove it or select a Spark version that reads it".to_string()),
        )),
        KeyStatus::Alternative { of, since } => out.push(deprecated(
            since,
            format!("Please use the new key '{of}' instead."),
            Some(Fix::ReplaceKey(of.to_string())),
        )),
        KeyStatus::Deprecated { since, message } => out.push(deprecated(since, message, None)),
        KeyStatus::OtherProduct(product) => out.push(Diagnostic::new(
            &rules::OTHER_PRODUCT,
            Some(key.to_string()),
            format!(
                "{key} is a key of {product}, not of Spark: Spark keeps it for whatever reads it; \
                 sparkpods does not check it"
            ),
            None,
        )),
        // Not Spark's, but a value the conf's own `${...}` references read.
        KeyStatus::Unknown { .. }
            if sub
                .conf
                .iter()
                .any(|(_, v)| v.contains(&format!("${{{key}}}"))) => {}
        KeyStatus::Unknown { suggestion } if key.starts_with("spark.") => out.push(unknown(
            closest(key, suggestion),
            format!("unknown key {key}: Spark {release} declares no such key and ignores it"),
        )),
        KeyStatus::Unknown { suggestion } => out.push(unknown(
            closest(key, suggestion),
            format!("{key} is not a Spark key (Spark reads only keys starting with spark.)"),
        )),
        // Without the catalog: unknown spark.kubernetes.* keys, and near misses of the keys
        // sparkpods reads (typos Spark would silently ignore).
        KeyStatus::NotKnownHere if key.starts_with("spark.kubernetes.") => {
            let suggestion = registry::suggest(key);
            let mut d = unknown(
                suggestion.clone(),
                format!("unknown key {key}: Spark ignores it"),
            );
            if d.hint.is_none() {
                d.hint = Some("check the key against the Spark on Kubernetes docs".to_string());
            }
            out.push(d);
        }
        KeyStatus::NotKnownHere => {
            if let Some(s) = registry::suggest_within(key, 2) {
                out.push(unknown(
                    Some(s),
                    format!("{key} is not a Spark key; Spark ignores it"),
                ));
            }
        }
    }
}

/// The nearer of the registry's correction (which knows the families of names, labels and
/// volumes) and the declared key closest to `key`.
fn closest(key: &str, declared: Option<String>) -> Option<String> {
    [registry::suggest(key), declared]
        .into_iter()
        .flatten()
        .min_by_key(|s| crate::suggest::edits(key, s))
}

fn check_executor_env(sub: &Submission, out: &mut Vec<Diagnostic>) {
    for (key, _) in sub.conf.iter() {
        if let Some(name) = key.strip_prefix(registry::EXECUTOR_ENV.key)
            && !is_valid_executor_env_key(name)
        {
            out.push(Diagnostic::new(
                    &rules::DROPPED_ENV,
                    Some(key.clone()),
                    format!("executor env var `{name}` is silently dropped by Spark (names must match [-._a-zA-Z][-._a-zA-Z0-9]*)"),
                    Some("rename the variable".to_string()),
                ));
        }
    }
}

/// Client mode: no driver pod; the executors must reach the submitting process.
fn check_client_mode(sub: &Submission, out: &mut Vec<Diagnostic>) {
    if sub.deploy_mode != DeployMode::Client {
        return;
    }
    let key = Some(registry::SUBMIT_DEPLOY_MODE.key.to_string());
    out.push(Diagnostic::new(
        &rules::CLIENT_MODE,
        key.clone(),
        "client mode: the driver runs in the spark-submit process, so Spark creates no driver \
         pod, only the executors shown"
            .to_string(),
        None,
    ));
    let unset = |k: &registry::ConfKey| sub.conf_value(k.key).is_none();
    let port_random = sub
        .conf_value(registry::DRIVER_PORT.key)
        .is_none_or(|p| p.trim() == "0");
    let mut what = Vec::new();
    if unset(&registry::DRIVER_HOST) {
        what.push(format!(
            "the submitting machine's host name ({})",
            driver_process::SUBMITTING_HOST
        ));
    }
    if port_random {
        what.push(format!("a random port ({})", driver_process::DRIVER_PORT));
    }
    if !what.is_empty() {
        out.push(Diagnostic::new(
            &rules::DRIVER_UNREACHABLE,
            key,
            format!(
                "the executors connect back to the driver at {}: it must be reachable from the \
                 pods",
                what.join(" and ")
            ),
            Some(
                "set spark.driver.host to an address the pods reach (for a driver in a pod, a \
                 headless Service), and spark.driver.port and spark.driver.blockManager.port to \
                 fixed ports"
                    .to_string(),
            ),
        ));
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
