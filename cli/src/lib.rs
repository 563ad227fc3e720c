//! The `sparkpods` command line tool's library: load a conf file the way the Spark oracle does
//! (directives, files from disk, environment), render it with builder-core, and print the
//! oracle's JSON document.

pub mod case;
pub mod ids;
pub mod normalize;

use builder_core::builder::{Rendered, Submission};
use builder_core::features::user_steps::UserSteps;
use builder_core::inputs::IdSource;
use builder_core::output::{rendered_json, sorted_object};
use builder_core::template::TemplateReader;
use serde_json::{Value, json};

/// Render a case into the oracle's document (`driver`, `executor`, `error`, `inputs`,
/// `sparkVersion`, and `submitVersion` when spark-submit's release differs), masking random parts like the oracle when `normalize_with` gives the
/// working directory to mask (or `Some(None)` to normalize without one).
pub fn render_document(
    case: &case::Case,
    user_steps: &UserSteps,
    ids: &mut dyn IdSource,
    normalize_with: Option<Option<&str>>,
) -> (Value, Rendered) {
    render_document_then(case, user_steps, ids, normalize_with, |_, _, _| {})
}

/// [`render_document`], with `then` changing the document before it is normalized (it sees
/// the submission and the render: `--cluster` puts the pods as admitted there).
pub fn render_document_then(
    case: &case::Case,
    user_steps: &UserSteps,
    ids: &mut dyn IdSource,
    normalize_with: Option<Option<&str>>,
    then: impl FnOnce(&mut Value, &Submission, &Rendered),
) -> (Value, Rendered) {
    let secret = ids.auth_secret();
    let sub = case.submission(user_steps, TemplateReader::BUILT_IN);
    let rendered = builder_core::render(&sub, ids);
    let mut doc = rendered_json(&rendered);
    match case.options.role {
        case::RoleSel::Driver => {
            doc.remove("executor");
        }
        case::RoleSel::Executor => {
            doc.remove("driver");
        }
        case::RoleSel::Both => {}
    }
    doc.insert("inputs".into(), case.inputs_json());
    doc.insert("sparkVersion".into(), json!(case.options.version.as_str()));
    if let Some(submit) = case
        .options
        .submit_version
        .filter(|s| *s != case.options.version)
    {
        doc.insert("submitVersion".into(), json!(submit.as_str()));
    }
    // The members are canonical already (rendered_json, inputs_json): sort the top level only.
    let mut doc = sorted_object(doc.into_iter().collect());
    then(&mut doc, &sub, &rendered);
    if let Some(cwd) = normalize_with {
        normalize::normalize(&mut doc, Some(&secret), cwd);
    }
    (doc, rendered)
}
