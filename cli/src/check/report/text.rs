//! The text report: one finding a line, as compilers print theirs
//! (`file:line:col: severity[rule]: message`), its hint on the line under it.

use super::super::run::Outcome;

pub fn render(outcome: &Outcome) -> String {
    let mut out = String::new();
    for f in &outcome.findings {
        let at = match (f.line, f.column) {
            (Some(l), Some(c)) => format!("{l}:{c}:"),
            (Some(l), None) => format!("{l}:"),
            _ => String::new(),
        };
        out.push_str(&format!(
            "{}:{at} {}[{}]: {}\n",
            f.file,
            f.severity.as_str(),
            f.rule.id,
            f.full_message()
        ));
        if let Some(h) = &f.hint {
            out.push_str(&format!("    hint: {h}\n"));
        }
    }
    out
}
