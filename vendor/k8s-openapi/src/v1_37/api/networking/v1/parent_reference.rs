// Generated from definition io.k8s.api.networking.v1.ParentReference

/// ParentReference describes a reference to a parent object.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ParentReference {
    /// group is the group of the object being referenced.
    pub group: Option<std::string::String>,

    /// name is the name of the object being referenced.
    pub name: std::string::String,

    /// namespace is the namespace of the object being referenced.
    pub namespace: Option<std::string::String>,

    /// resource is the resource of the object being referenced.
    pub resource: std::string::String,
}

impl crate::DeepMerge for ParentReference {
    fn merge_from(&mut self, other: Self) {
        crate::DeepMerge::merge_from(&mut self.group, other.group);
        crate::DeepMerge::merge_from(&mut self.name, other.name);
        crate::DeepMerge::merge_from(&mut self.namespace, other.namespace);
        crate::DeepMerge::merge_from(&mut self.resource, other.resource);
    }
}

impl<'de> crate::serde::Deserialize<'de> for ParentReference {
    fn deserialize<D>(deserializer: D) -> Result<Self, D::Error>
    where
        D: crate::serde::Deserializer<'de>,
    {
        #[allow(non_camel_case_types)]
        enum Field {
            Key_group,
            Key_name,
            Key_namespace,
            Key_resource,
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
                            "group" => Field::Key_group,
                            "name" => Field::Key_name,
                            "namespace" => Field::Key_namespace,
                            "resource" => Field::Key_resource,
                            _ => Field::Other,
                        })
                    }
                }

                deserializer.deserialize_identifier(Visitor)
            }
        }

        struct Visitor;

        impl<'de> crate::serde::de::Visitor<'de> for Visitor {
            type Value = ParentReference;

            fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("ParentReference")
            }

            fn visit_map<A>(self, mut map: A) -> Result<Self::Value, A::Error>
            where
                A: crate::serde::de::MapAccess<'de>,
            {
                let mut value_group: Option<std::string::String> = None;
                let mut value_name: Option<std::string::String> = None;
                let mut value_namespace: Option<std::string::String> = None;
                let mut value_resource: Option<std::string::String> = None;

                while let Some(key) = crate::serde::de::MapAccess::next_key::<Field>(&mut map)? {
                    match key {
                        Field::Key_group => {
                            value_group = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_name => {
                            value_name = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_namespace => {
                            value_namespace = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_resource => {
                            value_resource = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Other => {
                            let _: crate::serde::de::IgnoredAny =
                                crate::serde::de::MapAccess::next_value(&mut map)?;
                        }
                    }
                }

                Ok(ParentReference {
                    group: value_group,
                    name: value_name.unwrap_or_default(),
                    namespace: value_namespace,
                    resource: value_resource.unwrap_or_default(),
                })
            }
        }

        deserializer.deserialize_struct(
            "ParentReference",
            &["group", "name", "namespace", "resource"],
            Visitor,
        )
    }
}

impl crate::serde::Serialize for ParentReference {
    fn serialize<S>(&self, serializer: S) -> Result<S::Ok, S::Error>
    where
        S: crate::serde::Serializer,
    {
        let mut state = serializer.serialize_struct(
            "ParentReference",
            2 + self.group.as_ref().map_or(0, |_| 1) + self.namespace.as_ref().map_or(0, |_| 1),
        )?;
        if let Some(value) = &self.group {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "group", value)?;
        }
        crate::serde::ser::SerializeStruct::serialize_field(&mut state, "name", &self.name)?;
        if let Some(value) = &self.namespace {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "namespace", value)?;
        }
        crate::serde::ser::SerializeStruct::serialize_field(
            &mut state,
            "resource",
            &self.resource,
        )?;
        crate::serde::ser::SerializeStruct::end(state)
    }
}

#[cfg(feature = "schemars")]
impl crate::schemars::JsonSchema for ParentReference {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "io.k8s.api.networking.v1.ParentReference".into()
    }

    fn json_schema(__gen: &mut crate::schemars::SchemaGenerator) -> crate::schemars::Schema {
        crate::schemars::json_schema!({
            "description": "ParentReference describes a reference to a parent object.",
            "type": "object",
            "properties": {
                "group": {
                    "description": "group is the group of the object being referenced.",
                    "type": "string",
                },
                "name": {
                    "description": "name is the name of the object being referenced.",
                    "type": "string",
                },
                "namespace": {
                    "description": "namespace is the namespace of the object being referenced.",
                    "type": "string",
                },
                "resource": {
                    "description": "resource is the resource of the object being referenced.",
                    "type": "string",
                },
            },
            "required": [
                "name",
                "resource",
            ],
        })
    }
}
