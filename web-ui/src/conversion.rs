//! "Convert to…": the editor's conf, command line or SparkApplication written as another of
//! them ([`sparkpods_convert`]), both rendered here as the preview renders them, and compared
//! pod by pod. Reached through [`crate::lazy`]'s `operators` split point: the targets need the
//! operators' code.

use serde_json::json;
use sparkpods_convert::{Reason, RenderedSide, Renderer, Target, convert_checked, one_line};

use std::fmt::Write;

use crate::html::esc;
use crate::inputs::{Inputs, VirtualFile};
use crate::preview::{ConversionHtml, ConversionView, Doc, Preview, ReportRow};

/// Renders as the preview does: the editor's inputs for the source, a converted text with the
/// source's files (and the ones the conversion wrote) for the target.
struct PlaygroundRenderer<'a> {
    inputs: &'a Inputs,
    evaluate: &'a dyn Fn(&Inputs) -> Preview,
}

impl Renderer for PlaygroundRenderer<'_> {
    type Error = String;

    fn render(
        &self,
        _shown: &str,
        text: &str,
        files: &[(String, String)],
        like: Option<&builder_core::Case>,
    ) -> Result<RenderedSide, String> {
        let preview: Preview = if like.is_none() {
            (self.evaluate)(self.inputs)
        } else {
            let mut inputs = Inputs {
                conf: text.to_string(),
                version: self.inputs.version,
                files: self.inputs.files.clone(),
                ..Inputs::default()
            };
            inputs
                .files
                .extend(files.iter().map(|(path, content)| VirtualFile {
                    path: path.clone(),
                    content: content.clone(),
                }));
            (self.evaluate)(&inputs)
        };
        if preview.awaiting_operators || preview.awaiting_templates {
            return Err("still loading (try again in a moment)".to_string());
        }
        let Some(case) = preview.case.clone() else {
            let why = preview
                .problems
                .first()
                .map(|p| p.message.clone())
                .unwrap_or_else(|| "it does not load".to_string());
            return Err(why);
        };
        let (name, operator_keys, webhook) =
            match &preview.application {
                Some(app) => {
                    let webhook =
                        app.patches
                            .iter()
                            .filter_map(|p| {
                                let pod = match p.doc {
                                    Doc::Driver => "driver",
                                    Doc::Executor => "executor",
                                    _ => return None,
                                };
                                Some(p.pointers.iter().map(move |ptr| {
                                    (pod.to_string(), ptr.clone(), p.field.clone())
                                }))
                            })
                            .flatten()
                            .collect();
                    (app.operator.clone(), app.operator_keys.clone(), webhook)
                }
                None if case.submit_command.is_some() => {
                    ("spark-submit".to_string(), Vec::new(), Vec::new())
                }
                None => ("conf".to_string(), Vec::new(), Vec::new()),
            };
        let doc = json!({
            "driver": { "submitted": { "pod": preview.driver_pod } },
            "executor": { "pod": preview.executor_pod },
        });
        Ok(RenderedSide {
            name,
            case,
            doc,
            operator_keys,
            webhook,
            // The problems list says so in the editor; the report is about the pods.
            unknown_fields: Vec::new(),
        })
    }
}

/// The editor's inputs converted to `target`, with the parity report; `evaluate` renders
/// inputs as the preview does ([`crate::session::evaluate`], passed in: this module is the
/// operators' split, below the evaluation that loads it).
pub fn convert(
    inputs: &Inputs,
    target: Target,
    evaluate: &dyn Fn(&Inputs) -> Preview,
) -> Result<ConversionView, String> {
    let renderer = PlaygroundRenderer { inputs, evaluate };
    let c = convert_checked(&renderer, "the editor's input", &inputs.conf, target)
        .map_err(|e| e.to_string())?;
    let report = c
        .report
        .iter()
        .map(|d| ReportRow {
            pod: d.pod,
            path: d.path.clone(),
            source: one_line(d.source.as_ref()),
            target: one_line(d.target.as_ref()),
            why: d.reason.describe(),
            explained: d.reason != Reason::Unexplained,
        })
        .collect();
    let mut view = ConversionView {
        source: c.source.name.clone(),
        target: c.target.name.clone(),
        text: c.converted.text.clone(),
        files: c.converted.files.clone(),
        choices: c.converted.choices.clone(),
        report,
        html: ConversionHtml::default(),
    };
    view.html = to_html(&view);
    Ok(view)
}

/// The conversion as the tab shows it.
fn to_html(c: &ConversionView) -> ConversionHtml {
    let mut choices = String::new();
    for ch in &c.choices {
        let _ = write!(choices, "<p class=\"hint-text choice\">{}</p>", esc(ch));
    }
    let text = format!("<pre data-testid=\"convert-text\">{}</pre>", esc(&c.text));
    let mut rest = String::new();
    for (path, text) in &c.files {
        let _ = write!(
            rest,
            "<details class=\"convert-file\"><summary>Pod template it names: {}</summary><pre>{}</pre></details>",
            esc(path),
            esc(text)
        );
    }
    if c.report.is_empty() {
        let _ = write!(
            rest,
            "<p class=\"parity exact\" data-testid=\"parity-exact\">The {} and the {} render the same pods.</p>",
            esc(&c.source),
            esc(&c.target)
        );
    } else {
        let _ = write!(
            rest,
            "<p class=\"parity\" data-testid=\"parity-summary\">{} pod field(s) differ between the {} and the {}:</p><ul class=\"parity-report\">",
            c.report.len(),
            esc(&c.source),
            esc(&c.target)
        );
        for r in &c.report {
            let _ = write!(
                rest,
                "<li data-testid=\"parity-field\"{class}><span class=\"pod\">{pod}</span> <code class=\"path\">{path}</code><div class=\"change\"><span class=\"d-del\">{source}</span> → <span class=\"d-add\">{target}</span></div><div class=\"cause\">{why}</div></li>",
                class = if r.explained {
                    ""
                } else {
                    " class=\"unexplained\""
                },
                pod = esc(r.pod),
                path = esc(&r.path),
                source = esc(&r.source),
                target = esc(&r.target),
                why = esc(&r.why),
            );
        }
        rest.push_str("</ul>");
    }
    ConversionHtml {
        choices,
        text,
        rest,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]
    use super::*;
    use crate::application::looks_like_application;
    use crate::examples::by_id;
    use crate::session::evaluate;

    /// Every example converts to every target; a conf and a command line into each other
    /// exactly, as the command line's `convert` does.
    #[test]
    fn every_example_converts_and_a_conf_and_a_command_line_are_exact() {
        for e in crate::examples::EXAMPLES {
            let inputs = e.inputs(builder_core::SparkVersion::DEFAULT);
            for target in Target::ALL {
                match convert(&inputs, target, &evaluate) {
                    Ok(v) => {
                        assert!(
                            v.report.iter().all(|r| r.explained),
                            "{} → {target}: {:?}",
                            e.id,
                            v.report
                        );
                        if !looks_like_application(&inputs.conf) && !target.is_operator() {
                            assert!(v.report.is_empty(), "{} → {target}: {:?}", e.id, v.report);
                        }
                    }
                    // Client mode has no operator equivalent.
                    Err(why) => assert!(why.contains("client mode"), "{} → {target}: {why}", e.id),
                }
            }
        }
        let pi = by_id("basic-jvm")
            .unwrap()
            .inputs(builder_core::SparkVersion::DEFAULT);
        let k = convert(&pi, Target::Kubeflow, &evaluate).unwrap();
        assert!(k.text.contains("kind: SparkApplication"));
        assert!(
            k.report
                .iter()
                .any(|r| r.path == "metadata.labels.sparkoperator.k8s.io/app-name")
        );
        // The tab's HTML: the text escaped, one item per differing field.
        assert!(
            k.html
                .text
                .starts_with("<pre data-testid=\"convert-text\">")
        );
        assert!(k.html.text.contains("kind: SparkApplication"));
        assert_eq!(
            k.html.rest.matches("data-testid=\"parity-field\"").count(),
            k.report.len()
        );
    }

    #[test]
    fn the_html_escapes_every_text() {
        let view = ConversionView {
            source: "conf".into(),
            target: "<kubeflow>".into(),
            text: "a: \"<b>\" & c".into(),
            files: vec![("t.yaml".into(), "x: <y>".into())],
            choices: vec!["kept <z>".into()],
            report: Vec::new(),
            html: ConversionHtml::default(),
        };
        let h = to_html(&view);
        assert_eq!(
            h.text,
            "<pre data-testid=\"convert-text\">a: &quot;&lt;b&gt;&quot; &amp; c</pre>"
        );
        assert!(h.choices.contains("kept &lt;z&gt;"));
        assert!(
            h.rest.contains("x: &lt;y&gt;")
                && h.rest.contains("the &lt;kubeflow&gt; render the same pods")
        );
    }
}
