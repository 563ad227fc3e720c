//! JUnit XML, as CI systems read test reports: a test case per input file, a failure per
//! finding at or above the failing level, the other findings as the case's output, an input
//! that could not be read an error.

use std::collections::BTreeMap;

use super::super::config::FailOn;
use super::super::finding::Finding;
use super::super::run::Outcome;

/// Text for XML content and attribute values.
fn xml(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // XML 1.0 has no other control characters.
            c if (c as u32) < 0x20 && !matches!(c, '\n' | '\t' | '\r') => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

fn line(f: &Finding) -> String {
    let at = match (f.line, f.column) {
        (Some(l), Some(c)) => format!(":{l}:{c}"),
        (Some(l), None) => format!(":{l}"),
        _ => String::new(),
    };
    let hint = f
        .hint
        .as_deref()
        .map(|h| format!("\nhint: {h}"))
        .unwrap_or_default();
    format!(
        "{}{at}: {}[{}]: {}{hint}",
        f.file,
        f.severity.as_str(),
        f.rule.id,
        f.full_message()
    )
}

pub fn render(outcome: &Outcome, fail_on: FailOn) -> String {
    let mut by_file: BTreeMap<&str, Vec<&Finding>> = BTreeMap::new();
    for file in &outcome.files {
        by_file.entry(file.as_str()).or_default();
    }
    for f in &outcome.findings {
        by_file.entry(f.file.as_str()).or_default().push(f);
    }
    let tests = by_file.len() + outcome.unreadable.len();
    let failures = by_file
        .values()
        .filter(|fs| fs.iter().any(|f| fail_on.fails(f.severity)))
        .count();
    let errors = outcome.unreadable.len();
    let mut cases = String::new();
    for (file, findings) in &by_file {
        cases.push_str(&format!(
            "    <testcase classname=\"sparkpods.check\" name=\"{}\">\n",
            xml(file)
        ));
        let (failing, other): (Vec<&&Finding>, Vec<&&Finding>) =
            findings.iter().partition(|f| fail_on.fails(f.severity));
        for f in failing {
            cases.push_str(&format!(
                "      <failure type=\"{}\" message=\"{}\">{}</failure>\n",
                xml(f.rule.id),
                xml(&f.full_message()),
                xml(&line(f))
            ));
        }
        if !other.is_empty() {
            let text: Vec<String> = other.iter().map(|f| line(f)).collect();
            cases.push_str(&format!(
                "      <system-out>{}</system-out>\n",
                xml(&text.join("\n"))
            ));
        }
        cases.push_str("    </testcase>\n");
    }
    for u in &outcome.unreadable {
        cases.push_str(&format!(
            "    <testcase classname=\"sparkpods.check\" name=\"{}\">\n      <error type=\"unreadable\" message=\"{}\"/>\n    </testcase>\n",
            xml(&u.file),
            xml(&u.reason)
        ));
    }
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"sparkpods check\" tests=\"{tests}\" failures=\"{failures}\" errors=\"{errors}\">\n  <testsuite name=\"sparkpods check\" tests=\"{tests}\" failures=\"{failures}\" errors=\"{errors}\" skipped=\"0\">\n{cases}  </testsuite>\n</testsuites>\n"
    )
}
