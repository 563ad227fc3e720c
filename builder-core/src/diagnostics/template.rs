//! What a pod template holds that does not do what it says: fields a Pod does not declare, and
//! file modes the release reads as another number than written. Each finding is on the
//! template's key, at the template's file and line.

use super::{Diagnostic, Fix, TemplateSpot};
use crate::builder::Submission;
use crate::conf::registry::{self, ConfKey};
use crate::release::{Release, SparkVersion, describe_releases};
use crate::rules;
use crate::template::MisreadFileMode;
use sparkpods_yaml::line_of;

/// The pod templates of a submission: the key, the file as the conf names it, its text, and the
/// release that reads it (the driver's is read by spark-submit, the executors' by the driver).
fn templates(sub: &Submission) -> Vec<(&'static ConfKey, String, String, Release)> {
    [
        (&registry::DRIVER_POD_TEMPLATE_FILE, sub.submit_release),
        (&registry::EXECUTOR_POD_TEMPLATE_FILE, sub.release),
    ]
    .into_iter()
    .filter_map(|(key, release)| {
        let path = sub.conf_value(key.key)?;
        let text = sub.env.files.read_string(path)?;
        Some((key, path.to_string(), text, release))
    })
    .collect()
}

/// Pod template fields a Pod does not declare: Spark sends them, the API server drops them.
pub(super) fn check_undeclared_fields(sub: &Submission, out: &mut Vec<Diagnostic>) {
    for (key, path, text, release) in templates(sub) {
        for field in (sub.templates.undeclared_fields)(&text, release) {
            let field = field.path();
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
            out.push(Diagnostic {
                template: Some(TemplateSpot {
                    path: path.clone(),
                    line: line_of(&text, &field),
                }),
                ..Diagnostic::new(
                    &rules::TEMPLATE_UNDECLARED_FIELD,
                    Some(key.key.to_string()),
                    format!(
                        "{field} in the pod template {path} is not a field of a Pod: Spark sends it, the API server drops it with a warning (`kubectl apply` would reject it)"
                    ),
                    Some(hint),
                )
            });
        }
    }
}

/// Pod template file modes the release reading the template takes as another number than
/// written, unlike kubectl (see [`crate::template::misread_file_modes`]).
pub(super) fn check_file_modes(sub: &Submission, out: &mut Vec<Diagnostic>) {
    for (key, path, text, release) in templates(sub) {
        for mode in (sub.templates.misread_file_modes)(&text, release) {
            let as_written = describe_releases(|v: SparkVersion| {
                !(sub.templates.misread_file_modes)(&text, Release::of(v))
                    .iter()
                    .any(|m| m.path == mode.path)
            });
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
            out.push(Diagnostic {
                template: Some(TemplateSpot {
                    path: path.clone(),
                    line: mode.line.and_then(|l| u32::try_from(l).ok()),
                }),
                fix: Some(Fix::ReplaceValue(fix.to_string())),
                ..Diagnostic::new(
                    &rules::TEMPLATE_FILE_MODE,
                    Some(key.key.to_string()),
                    format!(
                        "Spark {} reads `{field}: {written}` at {} as {read_as} (octal \
                         {read_as:04o}), not as {meant} (octal {meant:04o}) the way kubectl and \
                         Spark {as_written} do",
                        release.version(),
                        mode.path,
                    ),
                    Some(hint),
                )
            });
        }
    }
}
