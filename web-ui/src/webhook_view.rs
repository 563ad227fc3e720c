//! What only the kubeflow operator's pod webhook sets, by pod, as HTML (every text escaped):
//! lost without a word when the API server skips the webhook; each field with how it reaches the
//! pods without it. Written by the operators' on-demand module ([`crate::operators`]), so that
//! none of it weighs on the first load.

use std::fmt::Write;

use crate::html::esc;
use crate::preview::{Doc, PatchedField};

/// The list for `patches`, with `without_webhook(field)` the way to each field without it.
pub fn webhook_fields_html(
    patches: &[PatchedField],
    without_webhook: &dyn Fn(&str) -> String,
) -> String {
    let rows: Vec<(&PatchedField, String)> = patches
        .iter()
        .filter(|p| matches!(p.doc, Doc::Driver | Doc::Executor))
        .flat_map(|p| p.paths.iter().map(move |path| (p, path.to_string())))
        .collect();
    let mut h = String::new();
    let _ = write!(
        h,
        "<details class=\"webhook-fields\" data-testid=\"webhook-fields\"><summary>{} pod field(s) only the operator's pod webhook sets: gone when the API server skips the webhook</summary><table><thead><tr><th>Pod</th><th>Field</th><th>From</th><th>Without the webhook</th></tr></thead><tbody>",
        rows.len()
    );
    for (p, path) in rows {
        let _ = write!(
            h,
            "<tr data-testid=\"webhook-field\"><td>{pod}</td><td><code>{path}</code></td><td><code class=\"key\">{field}</code></td><td>{advice}</td></tr>",
            pod = if p.doc == Doc::Driver {
                "driver"
            } else {
                "executor"
            },
            path = esc(&path),
            field = esc(&p.field),
            advice = esc(&without_webhook(&p.field)),
        );
    }
    h.push_str("</tbody></table></details>");
    h
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::path::{Path, Segment};

    #[test]
    fn one_row_per_pod_path_with_the_way_without_the_webhook() {
        let patch = |doc, field: &str, paths: &[&str]| PatchedField {
            doc,
            field: field.to_string(),
            paths: paths
                .iter()
                .map(|p| Path(p.split('.').map(|k| Segment::Key(k.into())).collect()))
                .collect(),
            pointers: Vec::new(),
        };
        let patches = [
            patch(
                Doc::Driver,
                "spec.driver.<x>",
                &["spec.volumes", "spec.affinity"],
            ),
            patch(Doc::Executor, "spec.executor.y", &["spec.schedulerName"]),
        ];
        let h = webhook_fields_html(&patches, &|f| format!("use {f}"));
        assert!(h.contains("<summary>3 pod field(s)"));
        assert_eq!(h.matches("data-testid=\"webhook-field\"").count(), 3);
        assert!(h.contains(
            "<code class=\"key\">spec.driver.&lt;x&gt;</code></td><td>use spec.driver.&lt;x&gt;</td>"
        ));
        assert!(h.contains("<td>executor</td>"));
    }
}
