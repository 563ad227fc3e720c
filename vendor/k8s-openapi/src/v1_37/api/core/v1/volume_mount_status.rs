// Generated from definition io.k8s.api.core.v1.VolumeMountStatus

/// VolumeMountStatus shows status of volume mounts.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct VolumeMountStatus {
    /// MountPath corresponds to the original VolumeMount.
    pub mount_path: std::string::String,

    /// Name corresponds to the name of the original VolumeMount.
    pub name: std::string::String,

    /// ReadOnly corresponds to the original VolumeMount.
    pub read_only: Option<bool>,

    /// RecursiveReadOnly must be set to Disabled, Enabled, or unspecified (for non-readonly mounts). An IfPossible value in the original VolumeMount must be translated to Disabled or Enabled, depending on the mount result.
    pub recursive_read_only: Option<std::string::String>,

    /// volumeStatus represents volume-type-specific status about the mounted volume.
    pub volume_status: Option<crate::api::core::v1::VolumeStatus>,
}

impl crate::DeepMerge for VolumeMountStatus {
    fn merge_from(&mut self, other: Self) {
        crate::DeepMerge::merge_from(&mut self.mount_path, other.mount_path);
        crate::DeepMerge::merge_from(&mut self.name, other.name);
        crate::DeepMerge::merge_from(&mut self.read_only, other.read_only);
        crate::DeepMerge::merge_from(&mut self.recursive_read_only, other.recursive_read_only);
        crate::DeepMerge::merge_from(&mut self.volume_status, other.volume_status);
    }
}

impl<'de> crate::serde::Deserialize<'de> for VolumeMountStatus {
    fn deserialize<D>(deserializer: D) -> Result<Self, D::Error>
    where
        D: crate::serde::Deserializer<'de>,
    {
        #[allow(non_camel_case_types)]
        enum Field {
            Key_mount_path,
            Key_name,
            Key_read_only,
            Key_recursive_read_only,
            Key_volume_status,
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
                            "mountPath" => Field::Key_mount_path,
                            "name" => Field::Key_name,
                            "readOnly" => Field::Key_read_only,
                            "recursiveReadOnly" => Field::Key_recursive_read_only,
                            "volumeStatus" => Field::Key_volume_status,
                            _ => Field::Other,
                        })
                    }
                }

                deserializer.deserialize_identifier(Visitor)
            }
        }

        struct Visitor;

        impl<'de> crate::serde::de::Visitor<'de> for Visitor {
            type Value = VolumeMountStatus;

            fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("VolumeMountStatus")
            }

            fn visit_map<A>(self, mut map: A) -> Result<Self::Value, A::Error>
            where
                A: crate::serde::de::MapAccess<'de>,
            {
                let mut value_mount_path: Option<std::string::String> = None;
                let mut value_name: Option<std::string::String> = None;
                let mut value_read_only: Option<bool> = None;
                let mut value_recursive_read_only: Option<std::string::String> = None;
                let mut value_volume_status: Option<crate::api::core::v1::VolumeStatus> = None;

                while let Some(key) = crate::serde::de::MapAccess::next_key::<Field>(&mut map)? {
                    match key {
                        Field::Key_mount_path => {
                            value_mount_path = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_name => {
                            value_name = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_read_only => {
                            value_read_only = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_recursive_read_only => {
                            value_recursive_read_only =
                                crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_volume_status => {
                            value_volume_status = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Other => {
                            let _: crate::serde::de::IgnoredAny =
                                crate::serde::de::MapAccess::next_value(&mut map)?;
                        }
                    }
                }

                Ok(VolumeMountStatus {
                    mount_path: value_mount_path.unwrap_or_default(),
                    name: value_name.unwrap_or_default(),
                    read_only: value_read_only,
                    recursive_read_only: value_recursive_read_only,
                    volume_status: value_volume_status,
                })
            }
        }

        deserializer.deserialize_struct(
            "VolumeMountStatus",
            &[
                "mountPath",
                "name",
                "readOnly",
                "recursiveReadOnly",
                "volumeStatus",
            ],
            Visitor,
        )
    }
}

impl crate::serde::Serialize for VolumeMountStatus {
    fn serialize<S>(&self, serializer: S) -> Result<S::Ok, S::Error>
    where
        S: crate::serde::Serializer,
    {
        let mut state = serializer.serialize_struct(
            "VolumeMountStatus",
            2 + self.read_only.as_ref().map_or(0, |_| 1)
                + self.recursive_read_only.as_ref().map_or(0, |_| 1)
                + self.volume_status.as_ref().map_or(0, |_| 1),
        )?;
        crate::serde::ser::SerializeStruct::serialize_field(
            &mut state,
            "mountPath",
            &self.mount_path,
        )?;
        crate::serde::ser::SerializeStruct::serialize_field(&mut state, "name", &self.name)?;
        if let Some(value) = &self.read_only {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "readOnly", value)?;
        }
        if let Some(value) = &self.recursive_read_only {
            crate::serde::ser::SerializeStruct::serialize_field(
                &mut state,
                "recursiveReadOnly",
                value,
            )?;
        }
        if let Some(value) = &self.volume_status {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "volumeStatus", value)?;
        }
        crate::serde::ser::SerializeStruct::end(state)
    }
}

#[cfg(feature = "schemars")]
impl crate::schemars::JsonSchema for VolumeMountStatus {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "io.k8s.api.core.v1.VolumeMountStatus".into()
    }

    fn json_schema(__gen: &mut crate::schemars::SchemaGenerator) -> crate::schemars::Schema {
        crate::schemars::json_schema!({
            "description": "VolumeMountStatus shows status of volume mounts.",
            "type": "object",
            "properties": {
                "mountPath": {
                    "description": "MountPath corresponds to the original VolumeMount.",
                    "type": "string",
                },
                "name": {
                    "description": "Name corresponds to the name of the original VolumeMount.",
                    "type": "string",
                },
                "readOnly": {
                    "description": "ReadOnly corresponds to the original VolumeMount.",
                    "type": "boolean",
                },
                "recursiveReadOnly": {
                    "description": "RecursiveReadOnly must be set to Disabled, Enabled, or unspecified (for non-readonly mounts). An IfPossible value in the original VolumeMount must be translated to Disabled or Enabled, depending on the mount result.",
                    "type": "string",
                },
                "volumeStatus": ({
                    let mut schema_obj = __gen.subschema_for::<crate::api::core::v1::VolumeStatus>();
                    schema_obj.ensure_object().insert("description".into(), "volumeStatus represents volume-type-specific status about the mounted volume.".into());
                    schema_obj
                }),
            },
            "required": [
                "mountPath",
                "name",
            ],
        })
    }
}
