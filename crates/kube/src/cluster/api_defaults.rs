//! What the API server does to a pod before and beside admission: its defaulting
//! (`SetDefaults_Pod`: a container's limits stand in for the requests it lacks; every resource
//! list rounded up to milli units) and the one check of `ValidatePod` that LimitRanger's
//! defaults can trip: a request above its limit.

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::{Container, Pod, Volume};
use k8s_openapi::apimachinery::pkg::api::resource::Quantity as KubeQuantity;

use crate::Quantity;

/// `SetDefaults_Pod` and the defaults of what it holds: the resources of every container and
/// init container; with `hostNetwork`, each port's `hostPort` is its `containerPort`; a volume
/// without a source is an `emptyDir`.
pub fn default_pod(pod: &mut Pod) {
    let Some(spec) = pod.spec.as_mut() else {
        return;
    };
    for v in spec.volumes.iter_mut().flatten() {
        if no_source(v) {
            v.empty_dir = Some(Default::default());
        }
    }
    let host_network = spec.host_network == Some(true);
    let init = spec.init_containers.iter_mut().flatten();
    for c in spec.containers.iter_mut().chain(init) {
        if host_network {
            for p in c.ports.iter_mut().flatten() {
                if p.host_port.is_none_or(|h| h == 0) {
                    p.host_port = Some(p.container_port);
                }
            }
        }
        let Some(res) = c.resources.as_mut() else {
            continue;
        };
        round_to_milli(&mut res.limits);
        round_to_milli(&mut res.requests);
        if let Some(limits) = res.limits.as_ref().filter(|l| !l.is_empty()) {
            let requests = res.requests.get_or_insert_with(BTreeMap::new);
            for (k, v) in limits {
                requests.entry(k.clone()).or_insert_with(|| v.clone());
            }
        }
    }
}

/// A volume with a name and nothing else.
fn no_source(v: &Volume) -> bool {
    *v == Volume {
        name: v.name.clone(),
        ..Default::default()
    }
}

fn round_to_milli(map: &mut Option<BTreeMap<String, KubeQuantity>>) {
    for v in map.iter_mut().flat_map(|m| m.values_mut()) {
        if let Ok(q) = Quantity::parse(&v.0) {
            let rounded = q.round_up_to_milli();
            if rounded != q {
                v.0 = rounded.to_string();
            }
        }
    }
}

/// One field error of `ValidatePod`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    /// `spec.containers[0].resources.requests`.
    pub path: String,
    /// The `name` of the container whose request it is.
    pub container: String,
    /// The resource above its limit (`cpu`, `memory`).
    pub resource: String,
    /// The request, in canonical form: the `Invalid value`.
    pub value: String,
    /// What is wrong with it (`must be less than or equal to cpu limit of 1`).
    pub detail: String,
}

impl FieldError {
    /// `field.Error`'s text: `<path>: Invalid value: "<value>": <detail>`.
    pub fn text(&self) -> String {
        format!(
            "{}: Invalid value: \"{}\": {}",
            self.path, self.value, self.detail
        )
    }
}

/// Requests above their limits (`ValidateResourceRequirements`), per container in order.
pub fn requests_above_limits(pod: &Pod) -> Vec<FieldError> {
    let Some(spec) = pod.spec.as_ref() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut check = |list: &str, i: usize, c: &Container| {
        let Some(res) = c.resources.as_ref() else {
            return;
        };
        for (k, req) in res.requests.iter().flatten() {
            let Some(lim) = res.limits.as_ref().and_then(|l| l.get(k)) else {
                continue;
            };
            if let (Ok(r), Ok(l)) = (Quantity::parse(&req.0), Quantity::parse(&lim.0))
                && r > l
            {
                out.push(FieldError {
                    path: format!("spec.{list}[{i}].resources.requests"),
                    container: c.name.clone(),
                    resource: k.clone(),
                    value: r.to_string(),
                    detail: format!("must be less than or equal to {k} limit of {l}"),
                });
            }
        }
    };
    for (i, c) in spec.containers.iter().enumerate() {
        check("containers", i, c);
    }
    for (i, c) in spec.init_containers.iter().flatten().enumerate() {
        check("initContainers", i, c);
    }
    out
}

/// `Pod "<name>" is invalid: <errors>` (one error bare, several in brackets).
pub fn invalid_message(pod_name: &str, errors: &[FieldError]) -> String {
    let texts: Vec<String> = errors.iter().map(FieldError::text).collect();
    let joined = match texts.as_slice() {
        [one] => one.clone(),
        many => format!("[{}]", many.join(", ")),
    };
    format!("Pod \"{pod_name}\" is invalid: {joined}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use k8s_openapi::api::core::v1::{PodSpec, ResourceRequirements};

    fn pod(req: &[(&str, &str)], lim: &[(&str, &str)]) -> Pod {
        let map = |p: &[(&str, &str)]| {
            Some(
                p.iter()
                    .map(|(k, v)| (k.to_string(), KubeQuantity(v.to_string())))
                    .collect(),
            )
        };
        Pod {
            spec: Some(PodSpec {
                containers: vec![Container {
                    name: "spark-kubernetes-executor".into(),
                    resources: Some(ResourceRequirements {
                        requests: map(req),
                        limits: map(lim),
                        ..Default::default()
                    }),
                    ..Default::default()
                }],
                ..Default::default()
            }),
            ..Default::default()
        }
    }

    #[test]
    fn limits_stand_in_for_missing_requests() {
        let mut p = pod(
            &[("cpu", "1")],
            &[
                ("cpu", "2"),
                ("memory", "1408Mi"),
                ("nvidia.com/gpu", "0.0001"),
            ],
        );
        default_pod(&mut p);
        let res = p.spec.unwrap().containers[0].resources.clone().unwrap();
        let requests = res.requests.unwrap();
        assert_eq!(requests["cpu"].0, "1");
        assert_eq!(requests["memory"].0, "1408Mi");
        assert_eq!(requests["nvidia.com/gpu"].0, "1m");
    }

    #[test]
    fn a_request_above_its_limit_is_invalid() {
        let p = pod(
            &[("cpu", "2"), ("memory", "1Gi")],
            &[("cpu", "1"), ("memory", "1Gi")],
        );
        let errors = requests_above_limits(&p);
        assert_eq!(
            invalid_message("app-exec-1", &errors),
            "Pod \"app-exec-1\" is invalid: spec.containers[0].resources.requests: Invalid value: \"2\": must be less than or equal to cpu limit of 1"
        );
    }
}
