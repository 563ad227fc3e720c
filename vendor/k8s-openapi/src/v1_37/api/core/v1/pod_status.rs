// Generated from definition io.k8s.api.core.v1.PodStatus

/// PodStatus represents information about the status of a pod. Status may trail the actual state of a system, especially if the node that hosts the pod cannot contact the control plane.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PodStatus {
    /// AllocatedResources is the total requests allocated for this pod by the node. If pod-level requests are not set, this will be the total requests aggregated across containers in the pod.
    pub allocated_resources: Option<
        std::collections::BTreeMap<
            std::string::String,
            crate::apimachinery::pkg::api::resource::Quantity,
        >,
    >,

    /// Current service state of pod. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-conditions
    pub conditions: Option<std::vec::Vec<crate::api::core::v1::PodCondition>>,

    /// Statuses of containers in this pod. Each container in the pod should have at most one status in this list, and all statuses should be for containers in the pod. However this is not enforced. If a status for a non-existent container is present in the list, or the list has duplicate names, the behavior of various Kubernetes components is not defined and those statuses might be ignored. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-and-container-status
    pub container_statuses: Option<std::vec::Vec<crate::api::core::v1::ContainerStatus>>,

    /// Statuses for any ephemeral containers that have run in this pod. Each ephemeral container in the pod should have at most one status in this list, and all statuses should be for containers in the pod. However this is not enforced. If a status for a non-existent container is present in the list, or the list has duplicate names, the behavior of various Kubernetes components is not defined and those statuses might be ignored. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-and-container-status
    pub ephemeral_container_statuses: Option<std::vec::Vec<crate::api::core::v1::ContainerStatus>>,

    /// Status of extended resource claim backed by DRA.
    pub extended_resource_claim_status:
        Option<crate::api::core::v1::PodExtendedResourceClaimStatus>,

    /// hostIP holds the IP address of the host to which the pod is assigned. Empty if the pod has not started yet. A pod can be assigned to a node that has a problem in kubelet which in turns mean that HostIP will not be updated even if there is a node is assigned to pod
    pub host_ip: Option<std::string::String>,

    /// hostIPs holds the IP addresses allocated to the host. If this field is specified, the first entry must match the hostIP field. This list is empty if the pod has not started yet. A pod can be assigned to a node that has a problem in kubelet which in turns means that HostIPs will not be updated even if there is a node is assigned to this pod.
    pub host_ips: Option<std::vec::Vec<crate::api::core::v1::HostIP>>,

    /// Statuses of init containers in this pod. The most recent successful non-restartable init container will have ready = true, the most recently started container will have startTime set. Each init container in the pod should have at most one status in this list, and all statuses should be for containers in the pod. However this is not enforced. If a status for a non-existent container is present in the list, or the list has duplicate names, the behavior of various Kubernetes components is not defined and those statuses might be ignored. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle/#pod-and-container-status
    pub init_container_statuses: Option<std::vec::Vec<crate::api::core::v1::ContainerStatus>>,

    /// A human readable message indicating details about why the pod is in this condition.
    pub message: Option<std::string::String>,

    /// NodeAllocatableResourceClaimStatuses contains the status of node-allocatable resources that were allocated for this pod through DRA claims. This includes resources currently reported in v1.Node `status.allocatable` that are not extended resources (see https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/#extended-resources). Examples include "cpu", "memory", "ephemeral-storage", and hugepages.
    pub node_allocatable_resource_claim_statuses:
        Option<std::vec::Vec<crate::api::core::v1::NodeAllocatableResourceClaimStatus>>,

    /// nominatedNodeName is set only when this pod preempts other pods on the node, but it cannot be scheduled right away as preemption victims receive their graceful termination periods. This field does not guarantee that the pod will be scheduled on this node. Scheduler may decide to place the pod elsewhere if other nodes become available sooner. Scheduler may also decide to give the resources on this node to a higher priority pod that is created after preemption. As a result, this field may be different than PodSpec.nodeName when the pod is scheduled.
    pub nominated_node_name: Option<std::string::String>,

    /// If set, this represents the .metadata.generation that the pod status was set based upon. The PodObservedGenerationTracking feature gate must be enabled to use this field.
    pub observed_generation: Option<i64>,

    /// The phase of a Pod is a simple, high-level summary of where the Pod is in its lifecycle. The conditions array, the reason and message fields, and the individual container status arrays contain more detail about the pod's status. There are five possible phase values:
    ///
    /// Pending: The pod has been accepted by the Kubernetes system, but one or more of the container images has not been created. This includes time before being scheduled as well as time spent downloading images over the network, which could take a while. Running: The pod has been bound to a node, and all of the containers have been created. At least one container is still running, or is in the process of starting or restarting. Succeeded: All containers in the pod have terminated in success, and will not be restarted. Failed: All containers in the pod have terminated, and at least one container has terminated in failure. The container either exited with non-zero status or was terminated by the system. Unknown: For some reason the state of the pod could not be obtained, typically due to an error in communicating with the host of the pod.
    ///
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-phase
    pub phase: Option<std::string::String>,

    /// podIP address allocated to the pod. Routable at least within the cluster. Empty if not yet allocated.
    pub pod_ip: Option<std::string::String>,

    /// podIPs holds the IP addresses allocated to the pod. If this field is specified, the 0th entry must match the podIP field. Pods may be allocated at most 1 value for each of IPv4 and IPv6. This list is empty if no IPs have been allocated yet.
    pub pod_ips: Option<std::vec::Vec<crate::api::core::v1::PodIP>>,

    /// The Quality of Service (QOS) classification assigned to the pod based on resource requirements See PodQOSClass type for available QOS classes More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-qos/#quality-of-service-classes
    pub qos_class: Option<std::string::String>,

    /// A brief CamelCase message indicating details about why the pod is in this state. e.g. 'Evicted'
    pub reason: Option<std::string::String>,

    /// Status of resources resize desired for pod's containers. It is empty if no resources resize is pending. Any changes to container resources will automatically set this to "Proposed" Deprecated: Resize status is moved to two pod conditions PodResizePending and PodResizeInProgress. PodResizePending will track states where the spec has been resized, but the Kubelet has not yet allocated the resources. PodResizeInProgress will track in-progress resizes, and should be present whenever allocated resources != acknowledged resources.
    pub resize: Option<std::string::String>,

    /// Status of resource claims.
    pub resource_claim_statuses:
        Option<std::vec::Vec<crate::api::core::v1::PodResourceClaimStatus>>,

    /// Resources represents the compute resource requests and limits that have been applied at the pod level if pod-level requests or limits are set in PodSpec.Resources
    pub resources: Option<crate::api::core::v1::ResourceRequirements>,

    /// RFC 3339 date and time at which the object was acknowledged by the Kubelet. This is before the Kubelet pulled the container image(s) for the pod.
    pub start_time: Option<crate::apimachinery::pkg::apis::meta::v1::Time>,

    /// volumeHealth contains node-reported health for each volume the pod is using. Populated by the kubelet on the pod's node.
    pub volume_health: Option<std::vec::Vec<crate::api::core::v1::PodVolumeHealth>>,
}

impl crate::DeepMerge for PodStatus {
    fn merge_from(&mut self, other: Self) {
        crate::merge_strategies::map::granular(
            &mut self.allocated_resources,
            other.allocated_resources,
            |current_item, other_item| {
                crate::DeepMerge::merge_from(current_item, other_item);
            },
        );
        crate::merge_strategies::list::map(
            &mut self.conditions,
            other.conditions,
            &[|lhs, rhs| lhs.type_ == rhs.type_],
            |current_item, other_item| {
                crate::DeepMerge::merge_from(current_item, other_item);
            },
        );
        crate::merge_strategies::list::atomic(
            &mut self.container_statuses,
            other.container_statuses,
        );
        crate::merge_strategies::list::atomic(
            &mut self.ephemeral_container_statuses,
            other.ephemeral_container_statuses,
        );
        crate::DeepMerge::merge_from(
            &mut self.extended_resource_claim_status,
            other.extended_resource_claim_status,
        );
        crate::DeepMerge::merge_from(&mut self.host_ip, other.host_ip);
        crate::merge_strategies::list::map(
            &mut self.host_ips,
            other.host_ips,
            &[|lhs, rhs| lhs.ip == rhs.ip],
            |current_item, other_item| {
                crate::DeepMerge::merge_from(current_item, other_item);
            },
        );
        crate::merge_strategies::list::atomic(
            &mut self.init_container_statuses,
            other.init_container_statuses,
        );
        crate::DeepMerge::merge_from(&mut self.message, other.message);
        crate::merge_strategies::list::map(
            &mut self.node_allocatable_resource_claim_statuses,
            other.node_allocatable_resource_claim_statuses,
            &[|lhs, rhs| lhs.resource_claim_name == rhs.resource_claim_name],
            |current_item, other_item| {
                crate::DeepMerge::merge_from(current_item, other_item);
            },
        );
        crate::DeepMerge::merge_from(&mut self.nominated_node_name, other.nominated_node_name);
        crate::DeepMerge::merge_from(&mut self.observed_generation, other.observed_generation);
        crate::DeepMerge::merge_from(&mut self.phase, other.phase);
        crate::DeepMerge::merge_from(&mut self.pod_ip, other.pod_ip);
        crate::merge_strategies::list::map(
            &mut self.pod_ips,
            other.pod_ips,
            &[|lhs, rhs| lhs.ip == rhs.ip],
            |current_item, other_item| {
                crate::DeepMerge::merge_from(current_item, other_item);
            },
        );
        crate::DeepMerge::merge_from(&mut self.qos_class, other.qos_class);
        crate::DeepMerge::merge_from(&mut self.reason, other.reason);
        crate::DeepMerge::merge_from(&mut self.resize, other.resize);
        crate::merge_strategies::list::map(
            &mut self.resource_claim_statuses,
            other.resource_claim_statuses,
            &[|lhs, rhs| lhs.name == rhs.name],
            |current_item, other_item| {
                crate::DeepMerge::merge_from(current_item, other_item);
            },
        );
        crate::DeepMerge::merge_from(&mut self.resources, other.resources);
        crate::DeepMerge::merge_from(&mut self.start_time, other.start_time);
        crate::merge_strategies::list::map(
            &mut self.volume_health,
            other.volume_health,
            &[|lhs, rhs| lhs.name == rhs.name],
            |current_item, other_item| {
                crate::DeepMerge::merge_from(current_item, other_item);
            },
        );
    }
}

impl<'de> crate::serde::Deserialize<'de> for PodStatus {
    fn deserialize<D>(deserializer: D) -> Result<Self, D::Error>
    where
        D: crate::serde::Deserializer<'de>,
    {
        #[allow(non_camel_case_types)]
        enum Field {
            Key_allocated_resources,
            Key_conditions,
            Key_container_statuses,
            Key_ephemeral_container_statuses,
            Key_extended_resource_claim_status,
            Key_host_ip,
            Key_host_ips,
            Key_init_container_statuses,
            Key_message,
            Key_node_allocatable_resource_claim_statuses,
            Key_nominated_node_name,
            Key_observed_generation,
            Key_phase,
            Key_pod_ip,
            Key_pod_ips,
            Key_qos_class,
            Key_reason,
            Key_resize,
            Key_resource_claim_statuses,
            Key_resources,
            Key_start_time,
            Key_volume_health,
            Other,
        }

        impl<'de> crate::serde::Deserialize<'de> for Field {
            fn deserialize<D>(deserializer: D) -> Result<Self, D::Error>
            where
                D: crate::serde::Deserializer<'de>,
            {
                struct Visitor;

                impl crate::serde::de::Visitor<'_> for Visitor {
                    type Value = Field;

                    fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                        f.write_str("field identifier")
                    }

                    fn visit_str<E>(self, v: &str) -> Result<Self::Value, E>
                    where
                        E: crate::serde::de::Error,
                    {
                        Ok(match v {
                            "allocatedResources" => Field::Key_allocated_resources,
                            "conditions" => Field::Key_conditions,
                            "containerStatuses" => Field::Key_container_statuses,
                            "ephemeralContainerStatuses" => Field::Key_ephemeral_container_statuses,
                            "extendedResourceClaimStatus" => {
                                Field::Key_extended_resource_claim_status
                            }
                            "hostIP" => Field::Key_host_ip,
                            "hostIPs" => Field::Key_host_ips,
                            "initContainerStatuses" => Field::Key_init_container_statuses,
                            "message" => Field::Key_message,
                            "nodeAllocatableResourceClaimStatuses" => {
                                Field::Key_node_allocatable_resource_claim_statuses
                            }
                            "nominatedNodeName" => Field::Key_nominated_node_name,
                            "observedGeneration" => Field::Key_observed_generation,
                            "phase" => Field::Key_phase,
                            "podIP" => Field::Key_pod_ip,
                            "podIPs" => Field::Key_pod_ips,
                            "qosClass" => Field::Key_qos_class,
                            "reason" => Field::Key_reason,
                            "resize" => Field::Key_resize,
                            "resourceClaimStatuses" => Field::Key_resource_claim_statuses,
                            "resources" => Field::Key_resources,
                            "startTime" => Field::Key_start_time,
                            "volumeHealth" => Field::Key_volume_health,
                            _ => Field::Other,
                        })
                    }
                }

                deserializer.deserialize_identifier(Visitor)
            }
        }

        struct Visitor;

        impl<'de> crate::serde::de::Visitor<'de> for Visitor {
            type Value = PodStatus;

            fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("PodStatus")
            }

            fn visit_map<A>(self, mut map: A) -> Result<Self::Value, A::Error>
            where
                A: crate::serde::de::MapAccess<'de>,
            {
                let mut value_allocated_resources: Option<
                    std::collections::BTreeMap<
                        std::string::String,
                        crate::apimachinery::pkg::api::resource::Quantity,
                    >,
                > = None;
                let mut value_conditions: Option<
                    std::vec::Vec<crate::api::core::v1::PodCondition>,
                > = None;
                let mut value_container_statuses: Option<
                    std::vec::Vec<crate::api::core::v1::ContainerStatus>,
                > = None;
                let mut value_ephemeral_container_statuses: Option<
                    std::vec::Vec<crate::api::core::v1::ContainerStatus>,
                > = None;
                let mut value_extended_resource_claim_status: Option<
                    crate::api::core::v1::PodExtendedResourceClaimStatus,
                > = None;
                let mut value_host_ip: Option<std::string::String> = None;
                let mut value_host_ips: Option<std::vec::Vec<crate::api::core::v1::HostIP>> = None;
                let mut value_init_container_statuses: Option<
                    std::vec::Vec<crate::api::core::v1::ContainerStatus>,
                > = None;
                let mut value_message: Option<std::string::String> = None;
                let mut value_node_allocatable_resource_claim_statuses: Option<
                    std::vec::Vec<crate::api::core::v1::NodeAllocatableResourceClaimStatus>,
                > = None;
                let mut value_nominated_node_name: Option<std::string::String> = None;
                let mut value_observed_generation: Option<i64> = None;
                let mut value_phase: Option<std::string::String> = None;
                let mut value_pod_ip: Option<std::string::String> = None;
                let mut value_pod_ips: Option<std::vec::Vec<crate::api::core::v1::PodIP>> = None;
                let mut value_qos_class: Option<std::string::String> = None;
                let mut value_reason: Option<std::string::String> = None;
                let mut value_resize: Option<std::string::String> = None;
                let mut value_resource_claim_statuses: Option<
                    std::vec::Vec<crate::api::core::v1::PodResourceClaimStatus>,
                > = None;
                let mut value_resources: Option<crate::api::core::v1::ResourceRequirements> = None;
                let mut value_start_time: Option<crate::apimachinery::pkg::apis::meta::v1::Time> =
                    None;
                let mut value_volume_health: Option<
                    std::vec::Vec<crate::api::core::v1::PodVolumeHealth>,
                > = None;

                while let Some(key) = crate::serde::de::MapAccess::next_key::<Field>(&mut map)? {
                    match key {
                        Field::Key_allocated_resources => {
                            value_allocated_resources =
                                crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_conditions => {
                            value_conditions = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_container_statuses => {
                            value_container_statuses =
                                crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_ephemeral_container_statuses => {
                            value_ephemeral_container_statuses =
                                crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_extended_resource_claim_status => {
                            value_extended_resource_claim_status =
                                crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_host_ip => {
                            value_host_ip = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_host_ips => {
                            value_host_ips = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_init_container_statuses => {
                            value_init_container_statuses =
                                crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_message => {
                            value_message = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_node_allocatable_resource_claim_statuses => {
                            value_node_allocatable_resource_claim_statuses =
                                crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_nominated_node_name => {
                            value_nominated_node_name =
                                crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_observed_generation => {
                            value_observed_generation =
                                crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_phase => {
                            value_phase = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_pod_ip => {
                            value_pod_ip = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_pod_ips => {
                            value_pod_ips = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_qos_class => {
                            value_qos_class = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_reason => {
                            value_reason = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_resize => {
                            value_resize = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_resource_claim_statuses => {
                            value_resource_claim_statuses =
                                crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_resources => {
                            value_resources = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_start_time => {
                            value_start_time = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_volume_health => {
                            value_volume_health = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Other => {
                            let _: crate::serde::de::IgnoredAny =
                                crate::serde::de::MapAccess::next_value(&mut map)?;
                        }
                    }
                }

                Ok(PodStatus {
                    allocated_resources: value_allocated_resources,
                    conditions: value_conditions,
                    container_statuses: value_container_statuses,
                    ephemeral_container_statuses: value_ephemeral_container_statuses,
                    extended_resource_claim_status: value_extended_resource_claim_status,
                    host_ip: value_host_ip,
                    host_ips: value_host_ips,
                    init_container_statuses: value_init_container_statuses,
                    message: value_message,
                    node_allocatable_resource_claim_statuses:
                        value_node_allocatable_resource_claim_statuses,
                    nominated_node_name: value_nominated_node_name,
                    observed_generation: value_observed_generation,
                    phase: value_phase,
                    pod_ip: value_pod_ip,
                    pod_ips: value_pod_ips,
                    qos_class: value_qos_class,
                    reason: value_reason,
                    resize: value_resize,
                    resource_claim_statuses: value_resource_claim_statuses,
                    resources: value_resources,
                    start_time: value_start_time,
                    volume_health: value_volume_health,
                })
            }
        }

        deserializer.deserialize_struct(
            "PodStatus",
            &[
                "allocatedResources",
                "conditions",
                "containerStatuses",
                "ephemeralContainerStatuses",
                "extendedResourceClaimStatus",
                "hostIP",
                "hostIPs",
                "initContainerStatuses",
                "message",
                "nodeAllocatableResourceClaimStatuses",
                "nominatedNodeName",
                "observedGeneration",
                "phase",
                "podIP",
                "podIPs",
                "qosClass",
                "reason",
                "resize",
                "resourceClaimStatuses",
                "resources",
                "startTime",
                "volumeHealth",
            ],
            Visitor,
        )
    }
}

impl crate::serde::Serialize for PodStatus {
    fn serialize<S>(&self, serializer: S) -> Result<S::Ok, S::Error>
    where
        S: crate::serde::Serializer,
    {
        let mut state = serializer.serialize_struct(
            "PodStatus",
            self.allocated_resources.as_ref().map_or(0, |_| 1)
                + self.conditions.as_ref().map_or(0, |_| 1)
                + self.container_statuses.as_ref().map_or(0, |_| 1)
                + self.ephemeral_container_statuses.as_ref().map_or(0, |_| 1)
                + self
                    .extended_resource_claim_status
                    .as_ref()
                    .map_or(0, |_| 1)
                + self.host_ip.as_ref().map_or(0, |_| 1)
                + self.host_ips.as_ref().map_or(0, |_| 1)
                + self.init_container_statuses.as_ref().map_or(0, |_| 1)
                + self.message.as_ref().map_or(0, |_| 1)
                + self
                    .node_allocatable_resource_claim_statuses
                    .as_ref()
                    .map_or(0, |_| 1)
                + self.nominated_node_name.as_ref().map_or(0, |_| 1)
                + self.observed_generation.as_ref().map_or(0, |_| 1)
                + self.phase.as_ref().map_or(0, |_| 1)
                + self.pod_ip.as_ref().map_or(0, |_| 1)
                + self.pod_ips.as_ref().map_or(0, |_| 1)
                + self.qos_class.as_ref().map_or(0, |_| 1)
                + self.reason.as_ref().map_or(0, |_| 1)
                + self.resize.as_ref().map_or(0, |_| 1)
                + self.resource_claim_statuses.as_ref().map_or(0, |_| 1)
                + self.resources.as_ref().map_or(0, |_| 1)
                + self.start_time.as_ref().map_or(0, |_| 1)
                + self.volume_health.as_ref().map_or(0, |_| 1),
        )?;
        if let Some(value) = &self.allocated_resources {
            crate::serde::ser::SerializeStruct::serialize_field(
                &mut state,
                "allocatedResources",
                value,
            )?;
        }
        if let Some(value) = &self.conditions {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "conditions", value)?;
        }
        if let Some(value) = &self.container_statuses {
            crate::serde::ser::SerializeStruct::serialize_field(
                &mut state,
                "containerStatuses",
                value,
            )?;
        }
        if let Some(value) = &self.ephemeral_container_statuses {
            crate::serde::ser::SerializeStruct::serialize_field(
                &mut state,
                "ephemeralContainerStatuses",
                value,
            )?;
        }
        if let Some(value) = &self.extended_resource_claim_status {
            crate::serde::ser::SerializeStruct::serialize_field(
                &mut state,
                "extendedResourceClaimStatus",
                value,
            )?;
        }
        if let Some(value) = &self.host_ip {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "hostIP", value)?;
        }
        if let Some(value) = &self.host_ips {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "hostIPs", value)?;
        }
        if let Some(value) = &self.init_container_statuses {
            crate::serde::ser::SerializeStruct::serialize_field(
                &mut state,
                "initContainerStatuses",
                value,
            )?;
        }
        if let Some(value) = &self.message {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "message", value)?;
        }
        if let Some(value) = &self.node_allocatable_resource_claim_statuses {
            crate::serde::ser::SerializeStruct::serialize_field(
                &mut state,
                "nodeAllocatableResourceClaimStatuses",
                value,
            )?;
        }
        if let Some(value) = &self.nominated_node_name {
            crate::serde::ser::SerializeStruct::serialize_field(
                &mut state,
                "nominatedNodeName",
                value,
            )?;
        }
        if let Some(value) = &self.observed_generation {
            crate::serde::ser::SerializeStruct::serialize_field(
                &mut state,
                "observedGeneration",
                value,
            )?;
        }
        if let Some(value) = &self.phase {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "phase", value)?;
        }
        if let Some(value) = &self.pod_ip {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "podIP", value)?;
        }
        if let Some(value) = &self.pod_ips {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "podIPs", value)?;
        }
        if let Some(value) = &self.qos_class {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "qosClass", value)?;
        }
        if let Some(value) = &self.reason {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "reason", value)?;
        }
        if let Some(value) = &self.resize {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "resize", value)?;
        }
        if let Some(value) = &self.resource_claim_statuses {
            crate::serde::ser::SerializeStruct::serialize_field(
                &mut state,
                "resourceClaimStatuses",
                value,
            )?;
        }
        if let Some(value) = &self.resources {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "resources", value)?;
        }
        if let Some(value) = &self.start_time {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "startTime", value)?;
        }
        if let Some(value) = &self.volume_health {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "volumeHealth", value)?;
        }
        crate::serde::ser::SerializeStruct::end(state)
    }
}

#[cfg(feature = "schemars")]
impl crate::schemars::JsonSchema for PodStatus {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "io.k8s.api.core.v1.PodStatus".into()
    }

    fn json_schema(__gen: &mut crate::schemars::SchemaGenerator) -> crate::schemars::Schema {
        crate::schemars::json_schema!({
            "description": "PodStatus represents information about the status of a pod. Status may trail the actual state of a system, especially if the node that hosts the pod cannot contact the control plane.",
            "type": "object",
            "properties": {
                "allocatedResources": {
                    "description": "AllocatedResources is the total requests allocated for this pod by the node. If pod-level requests are not set, this will be the total requests aggregated across containers in the pod.",
                    "type": "object",
                    "additionalProperties": (__gen.subschema_for::<crate::apimachinery::pkg::api::resource::Quantity>()),
                },
                "conditions": {
                    "description": "Current service state of pod. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-conditions",
                    "type": "array",
                    "items": (__gen.subschema_for::<crate::api::core::v1::PodCondition>()),
                },
                "containerStatuses": {
                    "description": "Statuses of containers in this pod. Each container in the pod should have at most one status in this list, and all statuses should be for containers in the pod. However this is not enforced. If a status for a non-existent container is present in the list, or the list has duplicate names, the behavior of various Kubernetes components is not defined and those statuses might be ignored. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-and-container-status",
                    "type": "array",
                    "items": (__gen.subschema_for::<crate::api::core::v1::ContainerStatus>()),
                },
                "ephemeralContainerStatuses": {
                    "description": "Statuses for any ephemeral containers that have run in this pod. Each ephemeral container in the pod should have at most one status in this list, and all statuses should be for containers in the pod. However this is not enforced. If a status for a non-existent container is present in the list, or the list has duplicate names, the behavior of various Kubernetes components is not defined and those statuses might be ignored. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-and-container-status",
                    "type": "array",
                    "items": (__gen.subschema_for::<crate::api::core::v1::ContainerStatus>()),
                },
                "extendedResourceClaimStatus": ({
                    let mut schema_obj = __gen.subschema_for::<crate::api::core::v1::PodExtendedResourceClaimStatus>();
                    schema_obj.ensure_object().insert("description".into(), "Status of extended resource claim backed by DRA.".into());
                    schema_obj
                }),
                "hostIP": {
                    "description": "hostIP holds the IP address of the host to which the pod is assigned. Empty if the pod has not started yet. A pod can be assigned to a node that has a problem in kubelet which in turns mean that HostIP will not be updated even if there is a node is assigned to pod",
                    "type": "string",
                },
                "hostIPs": {
                    "description": "hostIPs holds the IP addresses allocated to the host. If this field is specified, the first entry must match the hostIP field. This list is empty if the pod has not started yet. A pod can be assigned to a node that has a problem in kubelet which in turns means that HostIPs will not be updated even if there is a node is assigned to this pod.",
                    "type": "array",
                    "items": (__gen.subschema_for::<crate::api::core::v1::HostIP>()),
                },
                "initContainerStatuses": {
                    "description": "Statuses of init containers in this pod. The most recent successful non-restartable init container will have ready = true, the most recently started container will have startTime set. Each init container in the pod should have at most one status in this list, and all statuses should be for containers in the pod. However this is not enforced. If a status for a non-existent container is present in the list, or the list has duplicate names, the behavior of various Kubernetes components is not defined and those statuses might be ignored. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle/#pod-and-container-status",
                    "type": "array",
                    "items": (__gen.subschema_for::<crate::api::core::v1::ContainerStatus>()),
                },
                "message": {
                    "description": "A human readable message indicating details about why the pod is in this condition.",
                    "type": "string",
                },
                "nodeAllocatableResourceClaimStatuses": {
                    "description": "NodeAllocatableResourceClaimStatuses contains the status of node-allocatable resources that were allocated for this pod through DRA claims. This includes resources currently reported in v1.Node `status.allocatable` that are not extended resources (see https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/#extended-resources). Examples include \"cpu\", \"memory\", \"ephemeral-storage\", and hugepages.",
                    "type": "array",
                    "items": (__gen.subschema_for::<crate::api::core::v1::NodeAllocatableResourceClaimStatus>()),
                },
                "nominatedNodeName": {
                    "description": "nominatedNodeName is set only when this pod preempts other pods on the node, but it cannot be scheduled right away as preemption victims receive their graceful termination periods. This field does not guarantee that the pod will be scheduled on this node. Scheduler may decide to place the pod elsewhere if other nodes become available sooner. Scheduler may also decide to give the resources on this node to a higher priority pod that is created after preemption. As a result, this field may be different than PodSpec.nodeName when the pod is scheduled.",
                    "type": "string",
                },
                "observedGeneration": {
                    "description": "If set, this represents the .metadata.generation that the pod status was set based upon. The PodObservedGenerationTracking feature gate must be enabled to use this field.",
                    "type": "integer",
                    "format": "int64",
                },
                "phase": {
                    "description": "The phase of a Pod is a simple, high-level summary of where the Pod is in its lifecycle. The conditions array, the reason and message fields, and the individual container status arrays contain more detail about the pod's status. There are five possible phase values:\n\nPending: The pod has been accepted by the Kubernetes system, but one or more of the container images has not been created. This includes time before being scheduled as well as time spent downloading images over the network, which could take a while. Running: The pod has been bound to a node, and all of the containers have been created. At least one container is still running, or is in the process of starting or restarting. Succeeded: All containers in the pod have terminated in success, and will not be restarted. Failed: All containers in the pod have terminated, and at least one container has terminated in failure. The container either exited with non-zero status or was terminated by the system. Unknown: For some reason the state of the pod could not be obtained, typically due to an error in communicating with the host of the pod.\n\nMore info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-phase",
                    "type": "string",
                },
                "podIP": {
                    "description": "podIP address allocated to the pod. Routable at least within the cluster. Empty if not yet allocated.",
                    "type": "string",
                },
                "podIPs": {
                    "description": "podIPs holds the IP addresses allocated to the pod. If this field is specified, the 0th entry must match the podIP field. Pods may be allocated at most 1 value for each of IPv4 and IPv6. This list is empty if no IPs have been allocated yet.",
                    "type": "array",
                    "items": (__gen.subschema_for::<crate::api::core::v1::PodIP>()),
                },
                "qosClass": {
                    "description": "The Quality of Service (QOS) classification assigned to the pod based on resource requirements See PodQOSClass type for available QOS classes More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-qos/#quality-of-service-classes",
                    "type": "string",
                },
                "reason": {
                    "description": "A brief CamelCase message indicating details about why the pod is in this state. e.g. 'Evicted'",
                    "type": "string",
                },
                "resize": {
                    "description": "Status of resources resize desired for pod's containers. It is empty if no resources resize is pending. Any changes to container resources will automatically set this to \"Proposed\" Deprecated: Resize status is moved to two pod conditions PodResizePending and PodResizeInProgress. PodResizePending will track states where the spec has been resized, but the Kubelet has not yet allocated the resources. PodResizeInProgress will track in-progress resizes, and should be present whenever allocated resources != acknowledged resources.",
                    "type": "string",
                },
                "resourceClaimStatuses": {
                    "description": "Status of resource claims.",
                    "type": "array",
                    "items": (__gen.subschema_for::<crate::api::core::v1::PodResourceClaimStatus>()),
                },
                "resources": ({
                    let mut schema_obj = __gen.subschema_for::<crate::api::core::v1::ResourceRequirements>();
                    schema_obj.ensure_object().insert("description".into(), "Resources represents the compute resource requests and limits that have been applied at the pod level if pod-level requests or limits are set in PodSpec.Resources".into());
                    schema_obj
                }),
                "startTime": ({
                    let mut schema_obj = __gen.subschema_for::<crate::apimachinery::pkg::apis::meta::v1::Time>();
                    schema_obj.ensure_object().insert("description".into(), "RFC 3339 date and time at which the object was acknowledged by the Kubelet. This is before the Kubelet pulled the container image(s) for the pod.".into());
                    schema_obj
                }),
                "volumeHealth": {
                    "description": "volumeHealth contains node-reported health for each volume the pod is using. Populated by the kubelet on the pod's node.",
                    "type": "array",
                    "items": (__gen.subschema_for::<crate::api::core::v1::PodVolumeHealth>()),
                },
            },
        })
    }
}
