//! The cluster side of the Cluster tab ([`crate::cluster_view`]): a pasted profile read, and
//! the case checked against it (the `sparkpods-cluster` and `sparkpods-kube` crates:
//! LimitRanger, ResourceQuota, Pod Security, the scheduler). In the browser this code is only reached through
//! [`crate::lazy`]'s `cluster` split point, so it loads the first time a profile is given, not
//! with the page.

use std::rc::Rc;

use builder_core::UserSteps;
use sparkpods_cluster::{ClusterCheck, Suggestions, check_with};
use sparkpods_kube::cluster::ClusterProfile;

use crate::cluster_view;
use crate::on_demand;
use crate::preview::{Preview, Problem};

/// A profile's text read (what `kubectl get ... -o yaml` prints).
pub fn read(text: &str) -> Result<Rc<ClusterProfile>, String> {
    ClusterProfile::read(text)
        .map(Rc::new)
        .map_err(|e| e.to_string())
}

/// The preview's case checked against the profile (`None` when Spark fails to build the pods:
/// the problems list says why).
pub fn check_preview(
    preview: &Preview,
    profile: &ClusterProfile,
    suggestions: Suggestions,
) -> Option<ClusterCheck> {
    let (case, rendered) = (preview.case.as_ref()?, preview.rendered.as_deref()?);
    if rendered.error.is_some() {
        return None;
    }
    let steps = UserSteps::default();
    let sub = case.submission(&steps, on_demand::template_reader());
    // A SparkApplication's pods go through its operator's pod webhook in the admission chain.
    let webhook = preview
        .application
        .as_ref()
        .and_then(|r| r.admission_webhook.as_deref());
    Some(check_with(
        &sub,
        &case.lines,
        rendered,
        webhook,
        profile,
        suggestions,
    ))
}

/// The Cluster tab's result for a preview, as HTML (`None`: Spark fails to build the pods).
pub fn view_html(preview: &Preview, profile: &ClusterProfile) -> Option<String> {
    let mut checked = check_preview(preview, profile, Suggestions::Skip)?;
    checked.diagnostics = std::mem::take(&mut checked.diagnostics)
        .into_iter()
        .map(|d| on_field(preview, d))
        .collect();
    Some(cluster_view::to_html(&cluster_view::view(
        &checked, profile,
    )))
}

/// A finding as the tab shows it: a SparkApplication's on its field, as the editor's are.
fn on_field(preview: &Preview, d: Problem) -> Problem {
    match &preview.application {
        Some(application) => application.on_field(d),
        None => d,
    }
}

/// Executor sizes that pack the profile's nodes better, as HTML.
pub fn suggestions_html(preview: &Preview, profile: &ClusterProfile) -> String {
    let found: Vec<_> = check_preview(preview, profile, Suggestions::Compute)
        .map(|c| {
            c.diagnostics
                .into_iter()
                .filter(|d| d.rule.id == "node-fit-suggestion")
                .map(|d| on_field(preview, d))
                .collect()
        })
        .unwrap_or_default();
    if found.is_empty() {
        return "<p class=\"hint-text\" data-testid=\"cluster-suggestions\">The executors already fill the nodes (or no node takes one).</p>".to_string();
    }
    cluster_view::problems_html("cluster-suggestions", &found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::examples::by_id;
    use builder_core::SparkVersion;

    /// Nodes only the kubeflow example's executors tolerate (its webhook adds the toleration).
    const TAINTED: &str = "apiVersion: v1\nkind: Node\nmetadata:\n  name: spark-1\nspec:\n  taints:\n  - key: dedicated\n    value: spark\n    effect: NoSchedule\nstatus:\n  allocatable:\n    cpu: \"8\"\n    memory: 32Gi\n    pods: \"110\"\n";

    fn unschedulable(check: &ClusterCheck) -> Vec<&str> {
        check
            .diagnostics
            .iter()
            .filter(|d| d.rule.id == "node-fit" && d.message.contains("untolerated taint"))
            .map(|d| d.message.as_str())
            .collect()
    }

    #[test]
    fn an_applications_pods_are_checked_as_its_webhook_patched_them() {
        let preview = crate::session::evaluate(
            &by_id("kubeflow-operator")
                .unwrap()
                .inputs(SparkVersion::DEFAULT),
        );
        let profile = read(TAINTED).unwrap();
        let patched = check_preview(&preview, &profile, Suggestions::Skip).unwrap();
        // Only the driver lacks the toleration: the field the webhook would take it from.
        assert_eq!(
            unschedulable(&patched).len(),
            1,
            "{:?}",
            patched.diagnostics
        );
        assert!(unschedulable(&patched)[0].contains("driver"));
        let taint = patched
            .diagnostics
            .iter()
            .find(|d| d.rule.id == "node-fit")
            .unwrap();
        assert_eq!(
            taint.webhook_field.as_deref(),
            Some("spec.driver.tolerations")
        );
        // Spark's own pods (the webhook not applied): neither pod is placed.
        let rendered = preview.rendered.as_deref().unwrap();
        let case = preview.case.as_ref().unwrap();
        assert!(
            preview
                .application
                .as_ref()
                .unwrap()
                .admission_webhook
                .is_some()
        );
        let steps = UserSteps::default();
        let sub = case.submission(&steps, on_demand::template_reader());
        let spark =
            sparkpods_cluster::check(&sub, &case.lines, rendered, &profile, Suggestions::Skip);
        assert_eq!(unschedulable(&spark).len(), 2, "{:?}", spark.diagnostics);
    }

    #[test]
    fn an_applications_findings_name_its_fields() {
        let example = by_id("kubeflow-operator")
            .unwrap()
            .inputs(SparkVersion::DEFAULT);
        let inputs = crate::session::Inputs {
            conf: example
                .conf
                .replace("    memory: 4g\n", "    memory: 4g\n    memoryLimit: 12g\n"),
            ..example
        };
        let preview = crate::session::evaluate(&inputs);
        let profile = read(
            "apiVersion: v1\nkind: LimitRange\nmetadata:\n  name: caps\n  namespace: spark-jobs\nspec:\n  limits:\n  - type: Container\n    max:\n      memory: 8Gi\n",
        )
        .unwrap();
        let html = view_html(&preview, &profile).unwrap();
        // The executor's limit is the webhook's, from memoryLimit: no finding names a conf key.
        assert!(
            html.contains("<code>spec.executor.memoryLimit</code>"),
            "{html}"
        );
        assert!(
            !html.contains("<code>spark.executor.memory</code>"),
            "{html}"
        );
    }
}
