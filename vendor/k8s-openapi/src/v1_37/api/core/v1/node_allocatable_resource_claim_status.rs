// Generated from definition io.k8s.api.core.v1.NodeAllocatableResourceClaimStatus

/// NodeAllocatableResourceClaimStatus describes the status of node allocatable resources allocated via DRA.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NodeAllocatableResourceClaimStatus {
    /// Containers lists the names of all containers in this pod that reference the claim.
    pub containers: Option<std::vec::Vec<std::string::String>>,

    /// Mapping contains allocations through devices mapped in the device spec's `nodeAllocatableResources\[...\].mapping` field. This is used by kubelet for pod level and container-level cgroup enforcement.
    pub mapping: Option<std::vec::Vec<crate::api::core::v1::NodeAllocatableMappedResources>>,

    /// Overhead contains allocations through devices mapped in the device spec's `nodeAllocatableResources\[...\].overhead` field. This is used by kubelet for pod level and container-level cgroup enforcement.
    pub overhead: Option<std::vec::Vec<crate::api::core::v1::NodeAllocatableOverheadResources>>,

    /// ResourceClaimName is the resource claim referenced by the pod that resulted in this node allocatable resource allocation.
    pub resource_claim_name: std::string::String,
}

impl crate::DeepMerge for NodeAllocatableResourceClaimStatus {
    fn merge_from(&mut self, other: Self) {
        crate::merge_strategies::list::set(&mut self.containers, other.containers);
        crate::merge_strategies::list::map(
            &mut self.mapping,
            other.mapping,
            &[|lhs, rhs| lhs.name == rhs.name],
            |current_item, other_item| {
                crate::DeepMerge::merge_from(current_item, other_item);
            },
        );
        crate::merge_strategies::list::map(
            &mut self.overhead,
            other.overhead,
            &[|lhs, rhs| lhs.name == rhs.name],
            |current_item, other_item| {
                crate::DeepMerge::merge_from(current_item, other_item);
            },
        );
        crate::DeepMerge::merge_from(&mut self.resource_claim_name, other.resource_claim_name);
    }
}

impl<'de> crate::serde::Deserialize<'de> for NodeAllocatableResourceClaimStatus {
    fn deserialize<D>(deserializer: D) -> Result<Self, D::Error>
    where
        D: crate::serde::Deserializer<'de>,
    {
        #[allow(non_camel_case_types)]
        enum Field {
            Key_containers,
            Key_mapping,
            Key_overhead,
            Key_resource_claim_name,
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
                            "containers" => Field::Key_containers,
                            "mapping" => Field::Key_mapping,
                            "overhead" => Field::Key_overhead,
                            "resourceClaimName" => Field::Key_resource_claim_name,
                            _ => Field::Other,
                        })
                    }
                }

                deserializer.deserialize_identifier(Visitor)
            }
        }

        struct Visitor;

        impl<'de> crate::serde::de::Visitor<'de> for Visitor {
            type Value = NodeAllocatableResourceClaimStatus;

            fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("NodeAllocatableResourceClaimStatus")
            }

            fn visit_map<A>(self, mut map: A) -> Result<Self::Value, A::Error>
            where
                A: crate::serde::de::MapAccess<'de>,
            {
                let mut value_containers: Option<std::vec::Vec<std::string::String>> = None;
                let mut value_mapping: Option<
                    std::vec::Vec<crate::api::core::v1::NodeAllocatableMappedResources>,
                > = None;
                let mut value_overhead: Option<
                    std::vec::Vec<crate::api::core::v1::NodeAllocatableOverheadResources>,
                > = None;
                let mut value_resource_claim_name: Option<std::string::String> = None;

                while let Some(key) = crate::serde::de::MapAccess::next_key::<Field>(&mut map)? {
                    match key {
                        Field::Key_containers => {
                            value_containers = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_mapping => {
                            value_mapping = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_overhead => {
                            value_overhead = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_resource_claim_name => {
                            value_resource_claim_name =
                                crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Other => {
                            let _: crate::serde::de::IgnoredAny =
                                crate::serde::de::MapAccess::next_value(&mut map)?;
                        }
                    }
                }

                Ok(NodeAllocatableResourceClaimStatus {
                    containers: value_containers,
                    mapping: value_mapping,
                    overhead: value_overhead,
                    resource_claim_name: value_resource_claim_name.unwrap_or_default(),
                })
            }
        }

        deserializer.deserialize_struct(
            "NodeAllocatableResourceClaimStatus",
            &["containers", "mapping", "overhead", "resourceClaimName"],
            Visitor,
        )
    }
}

impl crate::serde::Serialize for NodeAllocatableResourceClaimStatus {
    fn serialize<S>(&self, serializer: S) -> Result<S::Ok, S::Error>
    where
        S: crate::serde::Serializer,
    {
        let mut state = serializer.serialize_struct(
            "NodeAllocatableResourceClaimStatus",
            1 + self.containers.as_ref().map_or(0, |_| 1)
                + self.mapping.as_ref().map_or(0, |_| 1)
                + self.overhead.as_ref().map_or(0, |_| 1),
        )?;
        if let Some(value) = &self.containers {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "containers", value)?;
        }
        if let Some(value) = &self.mapping {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "mapping", value)?;
        }
        if let Some(value) = &self.overhead {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "overhead", value)?;
        }
        crate::serde::ser::SerializeStruct::serialize_field(
            &mut state,
            "resourceClaimName",
            &self.resource_claim_name,
        )?;
        crate::serde::ser::SerializeStruct::end(state)
    }
}

#[cfg(feature = "schemars")]
impl crate::schemars::JsonSchema for NodeAllocatableResourceClaimStatus {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "io.k8s.api.core.v1.NodeAllocatableResourceClaimStatus".into()
    }

    fn json_schema(__gen: &mut crate::schemars::SchemaGenerator) -> crate::schemars::Schema {
        crate::schemars::json_schema!({
            "description": "NodeAllocatableResourceClaimStatus describes the status of node allocatable resources allocated via DRA.",
            "type": "object",
            "properties": {
                "containers": {
                    "description": "Containers lists the names of all containers in this pod that reference the claim.",
                    "type": "array",
                    "items": {
                        "type": "string",
                    },
                },
                "mapping": {
                    "description": "Mapping contains allocations through devices mapped in the device spec's `nodeAllocatableResources[...].mapping` field. This is used by kubelet for pod level and container-level cgroup enforcement.",
                    "type": "array",
                    "items": (__gen.subschema_for::<crate::api::core::v1::NodeAllocatableMappedResources>()),
                },
                "overhead": {
                    "description": "Overhead contains allocations through devices mapped in the device spec's `nodeAllocatableResources[...].overhead` field. This is used by kubelet for pod level and container-level cgroup enforcement.",
                    "type": "array",
                    "items": (__gen.subschema_for::<crate::api::core::v1::NodeAllocatableOverheadResources>()),
                },
                "resourceClaimName": {
                    "description": "ResourceClaimName is the resource claim referenced by the pod that resulted in this node allocatable resource allocation.",
                    "type": "string",
                },
            },
            "required": [
                "resourceClaimName",
            ],
        })
    }
}
