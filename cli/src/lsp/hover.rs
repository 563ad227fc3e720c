//! Hover on a conf entry: the key's doc, type, default and releases from the registry, and what
//! the key does to the pods: the fields that change without it (builder-core's
//! [`key_effect`], one more render of the case).

use builder_core::Release;
use builder_core::TemplateReader;
use builder_core::oracle_examples;
use builder_core::registry;
use builder_core::{KeyEffect, key_effect};
use lsp_types::{Hover, HoverContents, MarkupContent, MarkupKind, Position};

use super::analysis::Analysis;
use super::documents::Document;

/// The fields listed before "and N more".
const SHOWN_FIELDS: usize = 12;

/// The hover at `pos` of `doc`.
pub fn hover(analysis: &Analysis, doc: &Document, pos: Position) -> Option<Hover> {
    let offset = doc.index.offset(&doc.text, pos);
    let entry = analysis.entry_at(offset)?;
    let key = entry.key.as_str();
    let release = analysis.release;
    let mut text = key_doc(key, release);
    if let (Some(case), Some(rendered)) = (&analysis.case, &analysis.rendered) {
        let steps = oracle_examples();
        let sub = case.submission(&steps, TemplateReader::BUILT_IN);
        text.push_str(&format!(
            "\n\n**In the pods** (Spark {}): ",
            release.version()
        ));
        text.push_str(&describe(&key_effect(&sub, rendered, key)));
    }
    Some(Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value: text,
        }),
        range: Some(doc.index.range(
            &doc.text,
            entry.key_span.start..entry.value_span.end.max(entry.key_span.end),
        )),
    })
}

/// A conf key's doc, type, default and releases from the registry, as `release` reads it (also
/// a SparkApplication's `sparkConf` entry's hover).
pub fn key_doc(key: &str, release: Release) -> String {
    let declared = builder_core::declared::catalog().get(key);
    match registry::lookup(key) {
        Some(k) if !(k.is_namespace() && declared.is_some()) => {
            let mut head = format!("**`{key}`**");
            if k.key != key {
                head.push_str(&format!(" (under `{}`)", k.key));
            }
            let mut text = format!("{head}\n\n{}\n\n*{}*", k.doc, k.detail(release));
            if !k.known_in(release) {
                text.push_str(&format!(
                    "\n\nSpark {} does not read it.",
                    release.version()
                ));
            }
            text
        }
        _ => match declared {
            Some(d) => {
                let mut text = format!("**`{key}`**\n\n{}\n\n*{}*", d.doc(), d.detail(release));
                if !d.in_release(release) {
                    text.push_str(&format!(
                        "\n\nSpark {} does not declare it.",
                        release.version()
                    ));
                }
                text
            }
            None => format!("**`{key}`**\n\nNot a key Spark declares."),
        },
    }
}

/// What a key's effect reads like.
fn describe(effect: &KeyEffect) -> String {
    match effect {
        KeyEffect::Required(why) => format!("needed: without it Spark fails ({why})."),
        KeyEffect::Fails(why) => format!("Spark fails because of it: {why}"),
        KeyEffect::NotBuilt(why) => {
            format!("not known: Spark fails with this conf, with or without the key ({why}).")
        }
        KeyEffect::Changes(fields) if fields.is_empty() => {
            "changes nothing (Spark ignores it, or it sets what the default would).".to_string()
        }
        KeyEffect::Changes(fields) => {
            let mut out = format!("sets {} field(s):\n", fields.len());
            for (object, path) in fields.iter().take(SHOWN_FIELDS) {
                let path = if path.is_empty() {
                    "(the object)"
                } else {
                    path
                };
                out.push_str(&format!("\n- {object}: `{path}`"));
            }
            if fields.len() > SHOWN_FIELDS {
                out.push_str(&format!("\n- and {} more", fields.len() - SHOWN_FIELDS));
            }
            out
        }
    }
}
