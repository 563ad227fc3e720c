//! `render --app` and `check --app` as commands: the file read, the resource loaded
//! ([`sparkpods::app`]), what they print and their exit statuses.

use std::path::Path;
use std::process::ExitCode;

use sparkpods::app::{AppOptions, Loaded, load, render};

use crate::{Format, Printed, print_document};

/// The text of the file at `path`; a file that cannot be read prints and gives exit status 2.
fn read_file(path: &Path) -> Result<String, ExitCode> {
    std::fs::read_to_string(path).map_err(|e| {
        eprintln!("sparkpods: cannot read {}: {e}", path.display());
        ExitCode::from(2)
    })
}

/// [`load`] of a file's `text`; problems print and give exit status 2.
fn load_reported<'t>(
    shown: &str,
    text: &'t str,
    options: &AppOptions,
) -> Result<Loaded<'t>, ExitCode> {
    let loaded = load(shown, text, options).map_err(|e| {
        eprintln!("sparkpods: {e}");
        ExitCode::from(2)
    })?;
    let others = &loaded.resource.others;
    if !others.is_empty() {
        eprintln!(
            "sparkpods: note: {shown}: the file's other documents are not rendered: {}",
            others.join(", ")
        );
    }
    Ok(loaded)
}

/// `render --app`: a SparkApplication as its operator submits it, printed; exit status 2 when
/// it cannot be submitted, 3 when the webhook rejects its pod or Spark fails.
pub fn render_app_cmd(path: &Path, options: &AppOptions, format: Format) -> ExitCode {
    let shown = path.display().to_string();
    let text = match read_file(path) {
        Ok(text) => text,
        Err(code) => return code,
    };
    let loaded = match load_reported(&shown, &text, options) {
        Ok(loaded) => loaded,
        Err(code) => return code,
    };
    let app = match render(&shown, &loaded, options) {
        Ok(app) => app,
        Err(e) => {
            eprintln!("sparkpods: {e}");
            return ExitCode::from(3);
        }
    };
    if !app.not_applied.is_empty() {
        eprintln!(
            "sparkpods: note: not in the pods (only the operator's pod webhook applies them, and it is off): {}",
            app.not_applied.join(", ")
        );
    }
    for f in &app.unknown_fields {
        let hint = f
            .suggestion
            .map(|s| format!(" (did you mean `{s}`?)"))
            .unwrap_or_default();
        eprintln!(
            "sparkpods: warning: {} is not a field of a SparkApplication: it never takes effect{hint}",
            f.path
        );
    }
    print_document(Printed::Value(app.document), format, app.spark_failed)
}
