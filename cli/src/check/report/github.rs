//! GitHub Actions workflow commands: an annotation per finding, on its file and line
//! (`::error file=jobs/etl.conf,line=3,col=1,title=unknown-key::...`), which a pull request
//! shows beside the line. Info findings are notices.

use builder_core::Severity;

use super::super::run::Outcome;

/// A workflow command's data: `%`, CR and LF escaped.
fn data(s: &str) -> String {
    s.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// A workflow command's property value: also `:` and `,`.
fn property(s: &str) -> String {
    data(s).replace(':', "%3A").replace(',', "%2C")
}

pub fn render(outcome: &Outcome) -> String {
    let mut out = String::new();
    for f in &outcome.findings {
        let command = match f.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "notice",
        };
        // A value a pod template wrote is annotated on the template's line.
        let (file, line, column) = match &f.template {
            Some(t) => (t.path.as_str(), t.line, None),
            None => (f.file.as_str(), f.line, f.column),
        };
        let mut properties = vec![format!("file={}", property(file))];
        if let Some(l) = line {
            properties.push(format!("line={l}"));
        }
        if let Some(c) = column {
            properties.push(format!("col={c}"));
        }
        properties.push(format!(
            "title={}",
            property(&format!("sparkpods {}", f.rule.id))
        ));
        let mut message = f.full_message();
        if let Some(h) = &f.hint {
            message.push_str("\nhint: ");
            message.push_str(h);
        }
        out.push_str(&format!(
            "::{command} {}::{}\n",
            properties.join(","),
            data(&message)
        ));
    }
    out
}
