//! A pod's total requests and limits, as the parts of Kubernetes that add them up do: the
//! containers summed, sidecars (init containers with `restartPolicy: Always`) added, each
//! other init container (with the sidecars started before it) counted at its largest, a
//! container without a resource adding nothing to it. Pod-level `spec.resources` replace the
//! totals (PodLevelResources, on by default since 1.34). Sums keep the first value's format,
//! as Go's `Quantity.Add` does, which is what their messages print.

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::{Container, Pod};
use k8s_openapi::apimachinery::pkg::api::resource::Quantity as KubeQuantity;

use crate::Quantity;

/// Resource name → quantity.
pub type Resources = BTreeMap<String, Quantity>;

/// Who totals the pod: the two differ in what they count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PodTotals {
    /// LimitRanger's `podRequests` / `podLimits`: no overhead; pod-level cpu and memory.
    LimitRanger,
    /// component-helpers' `PodRequests` / `PodLimits` (ResourceQuota, the scheduler): pod-level
    /// cpu, memory and hugepages; `spec.overhead` added to every request, and to the limits
    /// already there.
    ComponentHelpers,
}

/// A resource list typed (quantities that do not parse are left out: the API server would
/// have refused the pod before anything totals it).
pub fn typed(map: &Option<BTreeMap<String, KubeQuantity>>) -> Resources {
    map.iter()
        .flatten()
        .filter_map(|(k, v)| Some((k.clone(), Quantity::parse(&v.0).ok()?)))
        .collect()
}

/// A container's requests and limits.
pub fn container_resources(c: &Container) -> (Resources, Resources) {
    let res = c.resources.as_ref();
    (
        res.map(|r| typed(&r.requests)).unwrap_or_default(),
        res.map(|r| typed(&r.limits)).unwrap_or_default(),
    )
}

/// The pod's requests and limits, as `by` totals them.
pub fn totals(pod: &Pod, by: PodTotals) -> (Resources, Resources) {
    let Some(spec) = pod.spec.as_ref() else {
        return Default::default();
    };
    let total = |pick: fn(&Container) -> Resources| {
        let mut sum = Resources::new();
        for c in &spec.containers {
            add_into(&mut sum, &pick(c));
        }
        let (mut sidecars, mut init_max) = (Resources::new(), Resources::new());
        for c in spec.init_containers.iter().flatten() {
            let own = pick(c);
            let candidate = if c.restart_policy.as_deref() == Some("Always") {
                add_into(&mut sum, &own);
                add_into(&mut sidecars, &own);
                sidecars.clone()
            } else {
                let mut with = own;
                add_into(&mut with, &sidecars);
                with
            };
            max_into(&mut init_max, &candidate);
        }
        max_into(&mut sum, &init_max);
        sum
    };
    let mut requests = total(|c| container_resources(c).0);
    let mut limits = total(|c| container_resources(c).1);
    let pod_level = |k: &str| {
        k == "cpu"
            || k == "memory"
            || (by == PodTotals::ComponentHelpers && k.starts_with("hugepages-"))
    };
    if let Some(level) = spec.resources.as_ref() {
        for (out, map) in [
            (&mut requests, &level.requests),
            (&mut limits, &level.limits),
        ] {
            for (k, v) in typed(map) {
                if pod_level(&k) {
                    out.insert(k, v);
                }
            }
        }
    }
    if by == PodTotals::ComponentHelpers {
        let overhead = typed(&spec.overhead);
        add_into(&mut requests, &overhead);
        for (k, v) in &overhead {
            if let Some(have) = limits.get_mut(k).filter(|q| !q.is_zero()) {
                *have = have.checked_add(v).unwrap_or(*have);
            }
        }
    }
    (requests, limits)
}

/// Adds `add` into `sum`, per resource (a sum that would not fit an `i128` stays as it was).
pub fn add_into(sum: &mut Resources, add: &Resources) {
    for (k, v) in add {
        let next = match sum.get(k) {
            Some(have) => have.checked_add(v).unwrap_or(*have),
            None => *v,
        };
        sum.insert(k.clone(), next);
    }
}

fn max_into(max: &mut Resources, other: &Resources) {
    for (k, v) in other {
        if max.get(k).is_none_or(|have| v > have) {
            max.insert(k.clone(), *v);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use k8s_openapi::api::core::v1::{PodSpec, ResourceRequirements};

    fn c(name: &str, cpu: &str, sidecar: bool) -> Container {
        Container {
            name: name.into(),
            restart_policy: sidecar.then(|| "Always".to_string()),
            resources: Some(ResourceRequirements {
                requests: Some([("cpu".to_string(), KubeQuantity(cpu.into()))].into()),
                ..Default::default()
            }),
            ..Default::default()
        }
    }

    fn cpu(containers: Vec<Container>, init: Vec<Container>, by: PodTotals) -> String {
        let pod = Pod {
            spec: Some(PodSpec {
                containers,
                init_containers: Some(init),
                overhead: Some([("cpu".to_string(), KubeQuantity("250m".into()))].into()),
                ..Default::default()
            }),
            ..Default::default()
        };
        totals(&pod, by).0["cpu"].to_string()
    }

    /// component-helpers' `TestPodResourceRequestsReuse` / sidecar cases (S1-S4 of the fact
    /// sheet), with 250m of overhead where it counts.
    #[test]
    fn sidecars_add_init_containers_peak() {
        use PodTotals::*;
        let s = |n| c(n, "1", true);
        assert_eq!(
            cpu(vec![c("c", "1", false)], vec![s("s")], LimitRanger),
            "2"
        );
        assert_eq!(
            cpu(
                vec![c("c", "1", false)],
                vec![
                    c("i", "5", false),
                    c("s1", "1", true),
                    c("s2", "2", true),
                    c("s3", "3", true)
                ],
                LimitRanger
            ),
            "7"
        );
        assert_eq!(
            cpu(
                vec![c("c", "1", false)],
                vec![
                    c("i1", "5", false),
                    c("s1", "1", true),
                    c("s2", "2", true),
                    c("i2", "5", false),
                    c("s3", "3", true)
                ],
                LimitRanger
            ),
            "8"
        );
        assert_eq!(
            cpu(
                vec![c("c", "100", false)],
                vec![c("s", "10", true), c("i", "200", false)],
                LimitRanger
            ),
            "210"
        );
        assert_eq!(
            cpu(vec![c("c", "1", false)], vec![], ComponentHelpers),
            "1250m"
        );
    }
}
