//! The cluster side of the Cluster tab ([`crate::cluster_view`]): a pasted profile read, and
//! the case checked against it (builder-core's `cluster` module: LimitRanger, ResourceQuota,
//! Pod Security, the scheduler). In the browser this code is only reached through
//! [`crate::lazy`]'s `cluster` split point, so it loads the first time a profile is given, not
//! with the page.

use std::rc::Rc;

use builder_core::builder::Rendered;
use builder_core::case::Case;
use builder_core::cluster::ClusterProfile;
use builder_core::cluster::check::{ClusterCheck, Suggestions, check};
use builder_core::features::user_steps::UserSteps;
use builder_core::inputs::DeterministicIds;

use crate::cluster_view;
use crate::lazy;

/// A profile's text read (what `kubectl get ... -o yaml` prints).
pub fn read(text: &str) -> Result<Rc<ClusterProfile>, String> {
    ClusterProfile::read(text)
        .map(Rc::new)
        .map_err(|e| e.to_string())
}

/// The case (rendered as `rendered`, or rendered here) checked against the profile (`None`
/// when Spark fails to build the pods: the problems list says why).
pub fn check_case(
    case: &Case,
    rendered: Option<&Rendered>,
    profile: &ClusterProfile,
    suggestions: Suggestions,
) -> Option<ClusterCheck> {
    let steps = UserSteps::default();
    let sub = case.submission(&steps, lazy::template_reader());
    let own;
    let rendered = match rendered {
        Some(r) => r,
        None => {
            own = builder_core::render(&sub, &mut DeterministicIds::default());
            &own
        }
    };
    if rendered.error.is_some() {
        return None;
    }
    Some(check(&sub, &case.lines, rendered, profile, suggestions))
}

/// The Cluster tab's result for a case, as HTML (`None`: Spark fails to build the pods).
pub fn view_html(case: &Case, rendered: &Rendered, profile: &ClusterProfile) -> Option<String> {
    let checked = check_case(case, Some(rendered), profile, Suggestions::Skip)?;
    Some(cluster_view::to_html(&cluster_view::view(
        &checked, profile,
    )))
}

/// Executor sizes that pack the profile's nodes better, as HTML.
pub fn suggestions_html(case: &Case, profile: &ClusterProfile) -> String {
    let found: Vec<_> = check_case(case, None, profile, Suggestions::Compute)
        .map(|c| {
            c.diagnostics
                .into_iter()
                .filter(|d| d.code == "node-fit-suggestion")
                .collect()
        })
        .unwrap_or_default();
    if found.is_empty() {
        return "<p class=\"hint-text\" data-testid=\"cluster-suggestions\">The executors already fill the nodes (or no node takes one).</p>".to_string();
    }
    cluster_view::problems_html("cluster-suggestions", &found)
}
