//! The pod as the checks see it: its containers (which one Spark builds, which are init
//! containers) and the conf key that put anything else into the pod.

use builder_core::Role;
use sparkpods_kube::{Format, Quantity};

use crate::json::Node;
use crate::request::{SparkPodInfo, spark_container_index};

const MI: f64 = 1024.0 * 1024.0;

/// A Spark pod with what every check needs, found once per pod.
pub(crate) struct PodView<'a> {
    pub pod: &'a Node<'a>,
    pub info: &'a SparkPodInfo,
    /// `spec.containers`, then `spec.initContainers`.
    pub containers: Vec<ContainerView<'a>>,
}

impl<'a> PodView<'a> {
    pub fn new(pod: &'a Node<'a>, info: &'a SparkPodInfo) -> PodView<'a> {
        PodView {
            pod,
            info,
            containers: containers(pod, info.role),
        }
    }

    /// A member of the pod's `spec`.
    pub fn spec(&self, field: &str) -> Option<&'a Node<'a>> {
        self.pod.get("spec")?.get(field)
    }

    pub fn role(&self) -> Role {
        self.info.role
    }

    /// The conf key through which a non-Spark container (side-car, init container) got into
    /// the pod, and every security context Spark sets no key for: the role's pod template.
    pub fn template_key(&self) -> &'static str {
        self.role().keys().template_file.key
    }
}

/// One container, with what the messages need to know about it.
pub(crate) struct ContainerView<'a> {
    pub value: &'a Node<'a>,
    pub name: &'a str,
    /// The container Spark builds (its resources come from Spark confs).
    pub is_spark: bool,
    /// `initContainers` entry.
    pub is_init: bool,
}

impl<'a> ContainerView<'a> {
    /// A quantity at `resources.<kind>.<name>` (`requests`, `memory`).
    pub fn resource(&self, kind: &str, name: &str) -> Option<&'a Node<'a>> {
        self.value.get("resources")?.get(kind)?.get(name)
    }

    /// A member of the container's `securityContext` that is `true`.
    pub fn security_flag(&self, field: &str) -> bool {
        is_true(self.value.get("securityContext").and_then(|s| s.get(field)))
    }
}

fn containers<'a>(pod: &'a Node<'a>, role: Role) -> Vec<ContainerView<'a>> {
    let spec = pod.get("spec");
    let main: &[Node<'a>] = spec
        .and_then(|s| s.get("containers"))
        .and_then(Node::as_array)
        .unwrap_or(&[]);
    let spark = spark_container_index(main, role).map(|(i, _)| i);
    let init: &[Node<'a>] = spec
        .and_then(|s| s.get("initContainers"))
        .and_then(Node::as_array)
        .unwrap_or(&[]);
    let view = |value: &'a Node<'a>, is_spark, is_init| ContainerView {
        value,
        name: value
            .get("name")
            .and_then(Node::as_str)
            .unwrap_or("<unnamed>"),
        is_spark,
        is_init,
    };
    main.iter()
        .enumerate()
        .map(|(i, c)| view(c, Some(i) == spark, false))
        .chain(init.iter().map(|c| view(c, false, true)))
        .collect()
}

/// A boolean member that is `true` (absent, `null` and `false` are not).
pub(crate) fn is_true(v: Option<&Node<'_>>) -> bool {
    v.and_then(Node::as_bool) == Some(true)
}

/// A quantity as the pod has it, for a message.
pub(crate) fn quantity_text(v: &Node<'_>) -> String {
    match v {
        Node::String(s) => s.to_string(),
        other => other.to_string(),
    }
}

/// A container's quantity as the API server reads it: a string, or a number (its text read as
/// a quantity, so that `1e3` and `1000` are equal). Rules decide on these exact values; floats
/// only print sizes ([`mib`]).
pub(crate) fn quantity_of(v: &Node<'_>) -> Option<Quantity> {
    match v {
        Node::String(s) | Node::Number(s) => Quantity::parse(s).ok(),
        _ => None,
    }
}

/// A size in MiB, rounded, for a message.
pub(crate) fn mib(q: &Quantity) -> String {
    format!("{}Mi", (q.as_f64() / MI).round())
}

/// What a container's memory holds beyond the heap (none when the heap alone is larger).
pub(crate) fn overhead(memory: &Quantity, heap: &Quantity) -> Quantity {
    memory
        .checked_sub(heap)
        .filter(|o| !o.is_negative())
        .unwrap_or(Quantity::new(0, 0, Format::BinarySI))
}
