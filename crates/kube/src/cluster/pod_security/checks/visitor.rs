//! The containers as the checks visit them (`policy/visitor.go`).

use std::borrow::Borrow;

use k8s_openapi::api::core::v1::{ContainerPort, Lifecycle, Pod, PodSpec, Probe, SecurityContext};

/// A container as the checks see it: regular, init and ephemeral containers alike.
pub(super) struct VisitedContainer<'a> {
    pub(super) name: &'a str,
    pub(super) sc: Option<&'a SecurityContext>,
    pub(super) ports: &'a [ContainerPort],
    pub(super) probes: [Option<&'a Probe>; 3],
    pub(super) lifecycle: Option<&'a Lifecycle>,
}

/// A [`VisitedContainer`] of a `Container` or an `EphemeralContainer` (the same fields, two
/// types; a `Container` boxes its large ones, see the vendored k8s-openapi's `SPARKPODS.md`).
macro_rules! visited {
    ($c:expr) => {
        VisitedContainer {
            name: &$c.name,
            sc: $c.security_context.as_ref().map(Borrow::borrow),
            ports: $c.ports.as_deref().unwrap_or(&[]),
            probes: [
                $c.liveness_probe.as_ref().map(Borrow::borrow),
                $c.readiness_probe.as_ref().map(Borrow::borrow),
                $c.startup_probe.as_ref().map(Borrow::borrow),
            ],
            lifecycle: $c.lifecycle.as_ref().map(Borrow::borrow),
        }
    };
}

/// `visitContainers`: init containers, containers, then ephemeral containers, in spec order.
pub(super) fn containers(spec: &PodSpec) -> Vec<VisitedContainer<'_>> {
    let init = spec.init_containers.iter().flatten();
    let regular = init.chain(spec.containers.iter()).map(|c| visited!(c));
    let ephemeral = spec
        .ephemeral_containers
        .iter()
        .flatten()
        .map(|c| visited!(c));
    regular.chain(ephemeral).collect()
}

pub(super) fn spec(pod: &Pod) -> Option<&PodSpec> {
    pod.spec.as_ref()
}

/// Containers matching `bad`, in visit order.
pub(super) fn bad_containers(spec: &PodSpec, bad: impl Fn(&VisitedContainer) -> bool) -> Vec<&str> {
    containers(spec)
        .into_iter()
        .filter(|c| bad(c))
        .map(|c| c.name)
        .collect()
}
