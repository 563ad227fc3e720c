// Generated from definition io.k8s.api.core.v1.ImageVolumeStatus

/// ImageVolumeStatus represents the image-based volume status.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ImageVolumeStatus {
    /// ImageRef is the digest of the image used for this volume. It should have a value that's similar to the pod's status.containerStatuses\[i\].imageID. The ImageRef length should not exceed 256 characters.
    pub image_ref: std::string::String,
}

impl crate::DeepMerge for ImageVolumeStatus {
    fn merge_from(&mut self, other: Self) {
        crate::DeepMerge::merge_from(&mut self.image_ref, other.image_ref);
    }
}

impl<'de> crate::serde::Deserialize<'de> for ImageVolumeStatus {
    fn deserialize<D>(deserializer: D) -> Result<Self, D::Error>
    where
        D: crate::serde::Deserializer<'de>,
    {
        #[allow(non_camel_case_types)]
        enum Field {
            Key_image_ref,
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
                            "imageRef" => Field::Key_image_ref,
                            _ => Field::Other,
                        })
                    }
                }

                deserializer.deserialize_identifier(Visitor)
            }
        }

        struct Visitor;

        impl<'de> crate::serde::de::Visitor<'de> for Visitor {
            type Value = ImageVolumeStatus;

            fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("ImageVolumeStatus")
            }

            fn visit_map<A>(self, mut map: A) -> Result<Self::Value, A::Error>
            where
                A: crate::serde::de::MapAccess<'de>,
            {
                let mut value_image_ref: Option<std::string::String> = None;

                while let Some(key) = crate::serde::de::MapAccess::next_key::<Field>(&mut map)? {
                    match key {
                        Field::Key_image_ref => {
                            value_image_ref = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Other => {
                            let _: crate::serde::de::IgnoredAny =
                                crate::serde::de::MapAccess::next_value(&mut map)?;
                        }
                    }
                }

                Ok(ImageVolumeStatus {
                    image_ref: value_image_ref.unwrap_or_default(),
                })
            }
        }

        deserializer.deserialize_struct("ImageVolumeStatus", &["imageRef"], Visitor)
    }
}

impl crate::serde::Serialize for ImageVolumeStatus {
    fn serialize<S>(&self, serializer: S) -> Result<S::Ok, S::Error>
    where
        S: crate::serde::Serializer,
    {
        let mut state = serializer.serialize_struct("ImageVolumeStatus", 1)?;
        crate::serde::ser::SerializeStruct::serialize_field(
            &mut state,
            "imageRef",
            &self.image_ref,
        )?;
        crate::serde::ser::SerializeStruct::end(state)
    }
}

#[cfg(feature = "schemars")]
impl crate::schemars::JsonSchema for ImageVolumeStatus {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "io.k8s.api.core.v1.ImageVolumeStatus".into()
    }

    fn json_schema(__gen: &mut crate::schemars::SchemaGenerator) -> crate::schemars::Schema {
        crate::schemars::json_schema!({
            "description": "ImageVolumeStatus represents the image-based volume status.",
            "type": "object",
            "properties": {
                "imageRef": {
                    "description": "ImageRef is the digest of the image used for this volume. It should have a value that's similar to the pod's status.containerStatuses[i].imageID. The ImageRef length should not exceed 256 characters.",
                    "type": "string",
                },
            },
            "required": [
                "imageRef",
            ],
        })
    }
}
