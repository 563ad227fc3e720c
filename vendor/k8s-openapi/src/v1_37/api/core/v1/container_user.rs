// Generated from definition io.k8s.api.core.v1.ContainerUser

/// ContainerUser represents user identity information
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ContainerUser {
    /// Linux holds user identity information initially attached to the first process of the containers in Linux. Note that the actual running identity can be changed if the process has enough privilege to do so.
    pub linux: Option<crate::api::core::v1::LinuxContainerUser>,
}

impl crate::DeepMerge for ContainerUser {
    fn merge_from(&mut self, other: Self) {
        crate::DeepMerge::merge_from(&mut self.linux, other.linux);
    }
}

impl<'de> crate::serde::Deserialize<'de> for ContainerUser {
    fn deserialize<D>(deserializer: D) -> Result<Self, D::Error>
    where
        D: crate::serde::Deserializer<'de>,
    {
        #[allow(non_camel_case_types)]
        enum Field {
            Key_linux,
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
                            "linux" => Field::Key_linux,
                            _ => Field::Other,
                        })
                    }
                }

                deserializer.deserialize_identifier(Visitor)
            }
        }

        struct Visitor;

        impl<'de> crate::serde::de::Visitor<'de> for Visitor {
            type Value = ContainerUser;

            fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("ContainerUser")
            }

            fn visit_map<A>(self, mut map: A) -> Result<Self::Value, A::Error>
            where
                A: crate::serde::de::MapAccess<'de>,
            {
                let mut value_linux: Option<crate::api::core::v1::LinuxContainerUser> = None;

                while let Some(key) = crate::serde::de::MapAccess::next_key::<Field>(&mut map)? {
                    match key {
                        Field::Key_linux => {
                            value_linux = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Other => {
                            let _: crate::serde::de::IgnoredAny =
                                crate::serde::de::MapAccess::next_value(&mut map)?;
                        }
                    }
                }

                Ok(ContainerUser { linux: value_linux })
            }
        }

        deserializer.deserialize_struct("ContainerUser", &["linux"], Visitor)
    }
}

impl crate::serde::Serialize for ContainerUser {
    fn serialize<S>(&self, serializer: S) -> Result<S::Ok, S::Error>
    where
        S: crate::serde::Serializer,
    {
        let mut state =
            serializer.serialize_struct("ContainerUser", self.linux.as_ref().map_or(0, |_| 1))?;
        if let Some(value) = &self.linux {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "linux", value)?;
        }
        crate::serde::ser::SerializeStruct::end(state)
    }
}

#[cfg(feature = "schemars")]
impl crate::schemars::JsonSchema for ContainerUser {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "io.k8s.api.core.v1.ContainerUser".into()
    }

    fn json_schema(__gen: &mut crate::schemars::SchemaGenerator) -> crate::schemars::Schema {
        crate::schemars::json_schema!({
            "description": "ContainerUser represents user identity information",
            "type": "object",
            "properties": {
                "linux": ({
                    let mut schema_obj = __gen.subschema_for::<crate::api::core::v1::LinuxContainerUser>();
                    schema_obj.ensure_object().insert("description".into(), "Linux holds user identity information initially attached to the first process of the containers in Linux. Note that the actual running identity can be changed if the process has enough privilege to do so.".into());
                    schema_obj
                }),
            },
        })
    }
}
