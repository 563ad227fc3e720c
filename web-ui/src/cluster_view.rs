//! The Cluster tab's content: what the namespace's admission chain and the nodes of a pasted
//! profile do to the pods, as what the view draws: Pod Security badges, quota bars, executors
//! per node shape, the findings; written as HTML ([`to_html`], every text escaped) by the
//! on-demand module ([`crate::cluster`]), so that none of it weighs on the first load.

use builder_core::Severity;
use sparkpods_cluster::ClusterCheck;
use sparkpods_kube::cluster::ClusterProfile;
use sparkpods_kube::cluster::pod_security::Level;
use sparkpods_kube::cluster::quota::QuotaRules;

use crate::html::esc;
use crate::preview::Problem;

/// The example profiles' ids and titles, for the tab's picker (their text is in the on-demand
/// module: [`example_profile`]).
pub const EXAMPLE_PROFILES: [(&str, &str); 2] = [
    (
        "eks-m5-2xlarge",
        "EKS, three m5.2xlarge nodes, a quota, Pod Security baseline (warn restricted)",
    ),
    (
        "gke-n2-standard-8",
        "GKE, two n2-standard-8 nodes, a LimitRange with container defaults",
    ),
];

/// An example profile's text (the CLI's `examples/clusters/`).
pub fn example_profile(id: &str) -> Option<&'static str> {
    match id {
        "eks-m5-2xlarge" => Some(include_str!("../../examples/clusters/eks-m5-2xlarge.yaml")),
        "gke-n2-standard-8" => Some(include_str!(
            "../../examples/clusters/gke-n2-standard-8.yaml"
        )),
        _ => None,
    }
}

/// One pod at one Pod Security level.
#[derive(Debug, Clone, PartialEq)]
pub struct Badge {
    pub pod: &'static str,
    pub level: &'static str,
    pub failures: Vec<String>,
    /// The namespace enforces this level (a failure refuses the pod).
    pub enforced: bool,
}

/// One resource of one quota: what was used before the application, with it, and the limit.
#[derive(Debug, Clone, PartialEq)]
pub struct QuotaBar {
    pub quota: String,
    pub resource: String,
    /// Shares of the hard limit (0 to 1, clamped).
    pub before: f64,
    pub after: f64,
    pub text: String,
}

/// One node shape.
#[derive(Debug, Clone, PartialEq)]
pub struct ShapeRow {
    pub shape: String,
    pub nodes: usize,
    pub executors_per_node: u32,
    pub idle_cpu: f64,
    pub idle_memory: f64,
    pub note: String,
}

/// Everything the tab shows.
#[derive(Debug, Clone, PartialEq)]
pub struct ClusterView {
    pub namespace: String,
    pub policy: String,
    pub badges: Vec<Badge>,
    pub quotas: Vec<QuotaBar>,
    pub shapes: Vec<ShapeRow>,
    /// "6 of 10 executors fit on the profile's 2 nodes", when the profile has nodes.
    pub capacity: Option<String>,
    pub refused: Option<String>,
    pub findings: Vec<Problem>,
    pub errors: usize,
}

pub fn view(check: &ClusterCheck, profile: &ClusterProfile) -> ClusterView {
    let policy = check.pod_security.policy.as_ref().map_or_else(
        || {
            "no Namespace object in the profile: Pod Security is not enforced (privileged)"
                .to_string()
        },
        |p| {
            format!(
                "enforce {} · warn {} · audit {}",
                p.enforce, p.warn, p.audit
            )
        },
    );
    let enforced = check.pod_security.policy.as_ref().map(|p| p.enforce.level);
    let badges = check
        .pod_security
        .pods
        .iter()
        .flat_map(|p| {
            p.levels.iter().map(move |(level, failures)| Badge {
                pod: p.role.as_str(),
                level: level.as_str(),
                failures: failures
                    .iter()
                    .map(|f| format!("{} ({})", f.reason, f.detail))
                    .collect(),
                enforced: enforced.is_some_and(|e| e >= *level && e != Level::Privileged),
            })
        })
        .collect();
    let before: Vec<&QuotaRules> = profile
        .resource_quotas
        .iter()
        .filter(|q| q.namespace.as_deref().is_none_or(|n| n == check.namespace))
        .collect();
    let mut quotas = Vec::new();
    for after in &check.quota.quotas {
        let Some(was) = before.iter().find(|q| q.name == after.name) else {
            continue;
        };
        for (resource, hard) in &after.hard {
            let share = |q: &QuotaRules| {
                let used = q.used.get(resource).map_or(0.0, |u| u.as_f64());
                let h = hard.as_f64();
                if h <= 0.0 {
                    1.0
                } else {
                    (used / h).clamp(0.0, 1.0)
                }
            };
            let used_after = after
                .used
                .get(resource)
                .map(ToString::to_string)
                .unwrap_or_default();
            let used_before = was
                .used
                .get(resource)
                .map(ToString::to_string)
                .unwrap_or_default();
            quotas.push(QuotaBar {
                quota: after.name.clone(),
                resource: resource.clone(),
                before: share(was),
                after: share(after),
                text: format!("{used_before} → {used_after} of {hard}"),
            });
        }
    }
    let shapes = check
        .node_fit
        .shapes
        .iter()
        .map(|s| ShapeRow {
            shape: s.shape.clone(),
            nodes: s.nodes,
            executors_per_node: s.executors_per_node,
            idle_cpu: s.idle_cpu,
            idle_memory: s.idle_memory,
            note: match (s.refused, &s.limited_by) {
                (Some(r), _) => r.to_string(),
                (None, Some(r)) => format!("another executor lacks {r}"),
                (None, None) => String::new(),
            },
        })
        .collect();
    let wanted = check.quota.executors_wanted;
    let capacity = (!profile.nodes.is_empty()).then(|| {
        let fit = check.node_fit.executors_fit;
        match wanted {
            Some(n) => format!(
                "{} of {n} executors fit on the profile's {} nodes",
                fit.min(n),
                profile.nodes.len()
            ),
            None => format!(
                "the profile's {} nodes take {fit} executors",
                profile.nodes.len()
            ),
        }
    });
    let refused = check
        .quota
        .refused
        .as_ref()
        .map(|(what, message)| format!("{what}: {message}"));
    let errors = check
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .count();
    ClusterView {
        namespace: check.namespace.clone(),
        policy,
        badges,
        quotas,
        shapes,
        capacity,
        refused,
        findings: check.diagnostics.clone(),
        errors,
    }
}

fn percent(x: f64) -> String {
    format!("{:.0}%", x * 100.0)
}

/// The view as HTML for the tab (every text escaped).
pub fn to_html(v: &ClusterView) -> String {
    use std::fmt::Write;
    let mut h = String::new();
    let _ = write!(
        h,
        "<div class=\"cluster-result\"><p data-testid=\"cluster-namespace\"><strong>namespace {}</strong> · Pod Security: {}</p><div class=\"badges\">",
        esc(&v.namespace),
        esc(&v.policy)
    );
    for b in &v.badges {
        let (class, mark) = match (b.failures.is_empty(), b.enforced) {
            (true, _) => ("ok", "✓".to_string()),
            (false, true) => ("fail", format!("✗ {}", b.failures.len())),
            (false, false) => ("warn", format!("✗ {}", b.failures.len())),
        };
        let _ = write!(
            h,
            "<span class=\"badge {class}\" data-testid=\"pss-{pod}-{level}\" title=\"{title}\">{pod} · {level} {mark}</span>",
            pod = b.pod,
            level = b.level,
            title = esc(&b.failures.join("\n"))
        );
    }
    h.push_str("</div>");
    if !v.quotas.is_empty() {
        h.push_str("<h4>Quotas (before → with this application)</h4>");
        for q in &v.quotas {
            let _ = write!(
                h,
                "<div class=\"quota\" data-testid=\"quota-{id}\"><span class=\"label\">{quota} {resource}</span><span class=\"bar\" role=\"img\" aria-label=\"{text}\"><span class=\"after\" style=\"width: {after}\"></span><span class=\"before\" style=\"width: {before}\"></span></span><span class=\"value\">{text}</span></div>",
                id = esc(&format!("{}-{}", q.quota, q.resource)),
                quota = esc(&q.quota),
                resource = esc(&q.resource),
                text = esc(&q.text),
                after = percent(q.after),
                before = percent(q.before)
            );
        }
    }
    if let Some(r) = &v.refused {
        let _ = write!(
            h,
            "<div class=\"verdict rejected\" data-testid=\"cluster-refused\">First refused: {}</div>",
            esc(r)
        );
    }
    if !v.shapes.is_empty() {
        h.push_str("<h4>Nodes</h4>");
        if let Some(c) = &v.capacity {
            let _ = write!(h, "<p data-testid=\"cluster-capacity\">{}</p>", esc(c));
        }
        h.push_str("<table class=\"shapes\" data-testid=\"cluster-shapes\"><tr><th>shape</th><th>nodes</th><th>executors per node</th><th>idle cpu</th><th>idle memory</th><th></th></tr>");
        for s in &v.shapes {
            let wasted = |x: f64| {
                if x >= 1.0 / 3.0 {
                    " class=\"wasted\""
                } else {
                    ""
                }
            };
            let drawn = usize::try_from(s.executors_per_node.min(32)).unwrap_or(0);
            let _ = write!(
                h,
                "<tr><td>{}</td><td>{}</td><td>{} {}</td><td{}>{}</td><td{}>{}</td><td class=\"hint-text\">{}</td></tr>",
                esc(&s.shape),
                s.nodes,
                "▮".repeat(drawn),
                s.executors_per_node,
                wasted(s.idle_cpu),
                percent(s.idle_cpu),
                wasted(s.idle_memory),
                percent(s.idle_memory),
                esc(&s.note)
            );
        }
        h.push_str("</table>");
    }
    let _ = write!(
        h,
        "<h4>Findings ({} error{})</h4>",
        v.errors,
        if v.errors == 1 { "" } else { "s" }
    );
    h.push_str(&problems_html("cluster-findings", &v.findings));
    h.push_str("</div>");
    h
}

/// Findings as the tab lists them.
pub fn problems_html(testid: &str, problems: &[Problem]) -> String {
    use std::fmt::Write;
    let mut h = format!("<ul class=\"problems\" data-testid=\"{testid}\">");
    for f in problems {
        let severity = f.severity.as_str();
        let _ = write!(
            h,
            "<li class=\"problem {severity}\"><span class=\"sev\">{severity}</span> "
        );
        if let Some(k) = &f.key {
            let _ = write!(h, "<code>{}</code>: ", esc(k));
        }
        h.push_str(&esc(&f.message));
        if let Some(hint) = &f.hint {
            let _ = write!(h, "<div class=\"hint\">Fix: {}</div>", esc(hint));
        }
        h.push_str("</li>");
    }
    h.push_str("</ul>");
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::examples::by_id;
    use crate::session::{Inputs, evaluate};
    use builder_core::SparkVersion;
    use sparkpods_cluster::Suggestions;

    fn checked(conf: &str, profile: &str) -> ClusterView {
        let inputs = Inputs {
            conf: conf.to_string(),
            ..by_id("basic-jvm").unwrap().inputs(SparkVersion::DEFAULT)
        };
        let preview = evaluate(&inputs);
        let profile = crate::cluster::read(profile).unwrap();
        let check = crate::cluster::check_preview(&preview, &profile, Suggestions::Skip).unwrap();
        view(&check, &profile)
    }

    #[test]
    fn the_eks_example_profile() {
        let conf = "spark.app.name etl\nspark.kubernetes.container.image apache/spark:3.5.5\nspark.kubernetes.namespace spark\nspark.executor.instances 10\nspark.executor.cores 2\nspark.executor.memory 8g\n";
        let v = checked(conf, example_profile("eks-m5-2xlarge").unwrap());
        assert_eq!(v.namespace, "spark");
        assert_eq!(
            v.policy,
            "enforce baseline:latest · warn restricted:latest · audit privileged:latest"
        );
        let restricted: Vec<&Badge> = v
            .badges
            .iter()
            .filter(|b| b.level == "restricted")
            .collect();
        assert_eq!(restricted.len(), 2);
        assert!(!restricted[0].failures.is_empty() && !restricted[0].enforced);
        let baseline = v.badges.iter().find(|b| b.level == "baseline").unwrap();
        assert!(baseline.failures.is_empty() && baseline.enforced);
        // 1 + 10 × 2 cores of the 32-core quota.
        let cpu = v
            .quotas
            .iter()
            .find(|q| q.resource == "requests.cpu")
            .unwrap();
        assert_eq!(cpu.text, "0 → 21 of 32");
        assert!((cpu.after - 21.0 / 32.0).abs() < 1e-9);
        assert_eq!(v.shapes[0].shape, "m5.2xlarge");
        assert_eq!(
            v.capacity.as_deref(),
            Some("9 of 10 executors fit on the profile's 3 nodes")
        );
        assert_eq!(v.errors, 0);
    }

    #[test]
    fn a_refusal_and_errors() {
        let conf = "spark.app.name etl\nspark.kubernetes.container.image apache/spark:3.5.5\nspark.kubernetes.namespace spark\nspark.executor.instances 10\nspark.executor.cores 2\n";
        let v = checked(conf, example_profile("gke-n2-standard-8").unwrap());
        assert!(
            v.errors > 0,
            "the GKE LimitRange's 500m cpu limit is below Spark's cores"
        );
        assert!(v.findings.iter().any(|f| f.rule.id == "pod-invalid"));
        assert!(v.policy.starts_with("enforce privileged:latest"));
    }

    #[test]
    fn text_is_escaped_in_the_html() {
        let conf = "spark.app.name etl\nspark.kubernetes.container.image apache/spark:3.5.5\nspark.kubernetes.namespace spark\n";
        let profile = "kind: ResourceQuota\napiVersion: v1\nmetadata: {name: '<b>q</b>', namespace: spark}\nspec: {hard: {pods: '1'}}\n";
        let html = to_html(&checked(conf, profile));
        assert!(html.contains("&lt;b&gt;q&lt;/b&gt; pods"), "{html}");
        assert!(!html.contains("<b>q"), "{html}");
        assert!(html.contains("data-testid=\"cluster-refused\""));
    }
}
