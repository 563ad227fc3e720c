//! The ResourceQuota step of `check --cluster`: every object of the application charged in the
//! order Spark creates them, until a quota refuses one. spark-submit creates its
//! pre-resources, the driver pod, then the driver's other objects (Service, ConfigMaps, claims);
//! the driver then creates the executor ConfigMap, and each executor pod followed by its
//! claims (`ExecutorPodsAllocator`).

use super::AdmittedPod;
use super::keys::{KeySources, Source};
use crate::rules;
use builder_core::Rendered;
use builder_core::Role;
use builder_core::executor_count;
use builder_core::registry as keys;
use builder_core::{Diagnostic, Severity};
use sparkpods_kube::KubeObject;
use sparkpods_kube::cluster::quota::{Charge, Charged, Ledger, QuotaRules, Reason, Refusal};

/// How far charging goes when the application sets no bound (dynamic allocation without
/// `maxExecutors`): far past any quota a namespace holds, still instant.
const MOST_EXECUTORS_CHARGED: u32 = 10_000;

/// What the quotas let the application create.
#[derive(Debug, Clone, Default)]
pub struct QuotaOutcome {
    /// The executors the application may run at once (`None`: no bound).
    pub executors_wanted: Option<u32>,
    /// How many executors the quotas admit before one is refused (`None`: none is refused).
    pub executors_admitted: Option<u32>,
    /// The first object refused: what it is, and the API server's message.
    pub refused: Option<(String, String)>,
    /// The namespace's quotas with the application charged (up to the refusal).
    pub quotas: Vec<QuotaRules>,
}

/// One object to create, with what messages call it.
#[derive(Clone)]
struct Creation<'a> {
    object: Charged<'a>,
    role: Role,
    /// `pods "x"`'s name.
    name: String,
    /// "the driver pod", "executor 3's claim x", ...
    what: String,
    /// The executor's number, for an executor's objects.
    executor: Option<u32>,
    /// The pod, for a pod.
    pod: Option<&'a AdmittedPod>,
}

/// Charges the application's objects to the namespace's quotas, in Spark's order.
pub fn charge(
    sources: &KeySources,
    rendered: &Rendered,
    (driver, executor): (Option<&AdmittedPod>, Option<&AdmittedPod>),
    quotas: &[&QuotaRules],
    out: &mut Vec<Diagnostic>,
) -> QuotaOutcome {
    let count = executor_count(&sources.sub.conf);
    let mut outcome = QuotaOutcome {
        executors_wanted: count.most(),
        ..Default::default()
    };
    if quotas.is_empty() {
        return outcome;
    }
    for q in quotas.iter().filter(|q| !q.synced) {
        out.push(Diagnostic::new(
            &rules::QUOTA_UNSYNCED,
            None,
            format!(
                "ResourceQuota {} has no status: taken as its spec.hard with nothing used yet",
                q.name
            ),
            Some(
                "paste it as `kubectl get resourcequota -o yaml` prints it, with its status.used"
                    .into(),
            ),
        ));
    }
    let mut ledger = Ledger::new(quotas);
    let mut driver_side = Vec::new();
    if let (Some((_, submitted)), Some(pod)) = (&rendered.driver, driver) {
        for r in &submitted.pre_resources {
            driver_side.push(resource(Role::Driver, r, None));
        }
        driver_side.push(pod_creation(pod, "the driver pod".into(), None));
        for r in &submitted.resources {
            driver_side.push(resource(Role::Driver, r, None));
        }
    }
    let executor_config_map = rendered
        .executor
        .as_ref()
        .and_then(|e| e.config_map.clone())
        .map(KubeObject::ConfigMap);
    if let Some(cm) = &executor_config_map {
        driver_side.push(Creation {
            what: "the executor ConfigMap (the driver creates it before any executor)".into(),
            ..resource(Role::Driver, cm, None)
        });
    }
    for c in &driver_side {
        if let Err(refusal) = ledger.admit(&c.object) {
            refuse(
                sources,
                c,
                &refusal,
                count.most_key(),
                None,
                out,
                &mut outcome,
            );
            outcome.quotas = ledger.quotas;
            return outcome;
        }
    }
    if let (Some(spec), Some(pod)) = (&rendered.executor, executor) {
        let last = count
            .most()
            .unwrap_or(MOST_EXECUTORS_CHARGED)
            .min(MOST_EXECUTORS_CHARGED);
        let first_id = sources.sub.executor_id.as_str();
        let renamed = |name: &str, k: u32| {
            let from = format!("{}-exec-{first_id}", spec.resource_name_prefix);
            match name.strip_prefix(&from) {
                Some(rest) => format!("{}-exec-{k}{rest}", spec.resource_name_prefix),
                None => name.to_string(),
            }
        };
        // One executor's objects, charged `last` times: prepared once, named per executor
        // only when one is refused.
        let mut objects = vec![(
            Charge::new(Charged::Pod(&pod.pod)),
            pod_creation(pod, String::new(), None),
        )];
        for r in &spec.resources {
            objects.push((
                Charge::new(Charged::Resource(r)),
                resource(Role::Executor, r, None),
            ));
        }
        'executors: for k in 1..=last {
            for (charge, template) in &objects {
                let Err(refusal) = ledger.charge(charge) else {
                    continue;
                };
                let c = match charge.object {
                    Charged::Pod(_) => Creation {
                        name: format!("{}-exec-{k}", spec.resource_name_prefix),
                        what: format!("executor {k}'s pod"),
                        executor: Some(k),
                        ..template.clone()
                    },
                    Charged::Resource(r) => Creation {
                        name: renamed(&template.name, k),
                        what: format!("executor {k}'s {}", r.kind()),
                        executor: Some(k),
                        ..template.clone()
                    },
                };
                outcome.executors_admitted = Some(k - 1);
                refuse(
                    sources,
                    &c,
                    &refusal,
                    count.most_key(),
                    count.most(),
                    out,
                    &mut outcome,
                );
                break 'executors;
            }
        }
    }
    outcome.quotas = ledger.quotas;
    outcome
}

fn pod_creation(pod: &AdmittedPod, what: String, executor: Option<u32>) -> Creation<'_> {
    Creation {
        object: Charged::Pod(&pod.pod),
        role: pod.role,
        name: pod.pod.metadata.name.clone().unwrap_or_default(),
        what,
        executor,
        pod: Some(pod),
    }
}

fn resource(role: Role, r: &KubeObject, executor: Option<u32>) -> Creation<'_> {
    let name = r.metadata().name.clone().unwrap_or_default();
    Creation {
        object: Charged::Resource(r),
        role,
        what: format!("the {} {name}", r.kind()),
        name,
        executor,
        pod: None,
    }
}

/// The finding for the first refused object, on the key to change.
fn refuse(
    sources: &KeySources,
    c: &Creation,
    refusal: &Refusal,
    executors_key: &'static str,
    wanted: Option<u32>,
    out: &mut Vec<Diagnostic>,
    outcome: &mut QuotaOutcome,
) {
    let full = format!(
        "{} \"{}\" is forbidden: {}",
        c.object.resource(),
        c.name,
        refusal.message
    );
    outcome.refused = Some((c.what.clone(), full.clone()));
    let claim = match c.object {
        Charged::Resource(KubeObject::PersistentVolumeClaim(pvc)) => Some(pvc),
        _ => None,
    };
    let (source, hint) = match &refusal.reason {
        Reason::MustSpecify { resources } => {
            let (resource, containers) = resources.first().cloned().unwrap_or_default();
            let spark = c.pod.map(|p| p.spark_container.as_str());
            let source = if containers.iter().any(|n| Some(n.as_str()) == spark) {
                sources.quota_source(c.role, c.pod, &resource, None, executors_key)
            } else {
                // A side-car: from the webhook's field that added it, else the pod template.
                let added = containers
                    .iter()
                    .find_map(|n| c.pod.and_then(|p| p.container_webhook_field(n)));
                Some(added.map_or_else(
                    || Source::Key(template_key(c.role).to_string()),
                    |f| Source::WebhookField(f.to_string()),
                ))
            };
            let hint = source.as_ref().map(|s| {
                format!(
                    "set {}: ResourceQuota {} tracks {resource}, so every container must set it",
                    s.name(),
                    refusal.quota
                )
            });
            (source, hint)
        }
        Reason::Exceeded { resources } => {
            let source = resources
                .iter()
                .find_map(|r| sources.quota_source(c.role, c.pod, r, claim, executors_key));
            let hint = source.as_ref().map(|s| {
                let k = s.name();
                match (c.executor, k == executors_key) {
                    (Some(k_th), true) => format!(
                        "set {k} to {} or fewer, or raise the quota's {}",
                        k_th - 1,
                        resources.join(", ")
                    ),
                    _ => format!(
                        "lower {k}, or raise ResourceQuota {}'s {}",
                        refusal.quota,
                        resources.join(", ")
                    ),
                }
            });
            (source, hint)
        }
        Reason::StatusUnknown { .. } => (
            None,
            Some("the quota controller has not counted the namespace yet: retry, or check that it runs".into()),
        ),
    };
    let (severity, consequence) = match c.executor {
        None => (
            Severity::Error,
            match c.role {
                Role::Driver if c.what.starts_with("the executor ConfigMap") => {
                    "the driver fails to start its executors".to_string()
                }
                _ => "spark-submit fails and deletes what it created".to_string(),
            },
        ),
        Some(1) => (
            Severity::Error,
            "no executor can start: the driver keeps asking for them and the job never runs"
                .to_string(),
        ),
        Some(k) => (
            Severity::Warning,
            match wanted {
                Some(n) => format!(
                    "only {} of {n} executors can run; Spark asks again for the others every {}",
                    k - 1,
                    keys::ALLOCATION_BATCH_DELAY.key
                ),
                None => format!("at most {} executors can run", k - 1),
            },
        ),
    };
    let message = format!(
        "ResourceQuota {} refuses {}: {consequence} (the API server: {full})",
        refusal.quota, c.what
    );
    out.push(match source {
        Some(source) => source.finding(&rules::QUOTA, message, hint).at(severity),
        None => Diagnostic::new(&rules::QUOTA, None, message, hint).at(severity),
    });
}

fn template_key(role: Role) -> &'static str {
    role.keys().template_file.key
}
