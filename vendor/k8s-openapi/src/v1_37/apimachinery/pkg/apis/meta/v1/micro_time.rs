// Generated from definition io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime, changed by sparkpods
// (tools/k8s-openapi/vendor.sh): the timestamp is kept as the text the API server sent, as
// fabric8's model (and therefore Spark) keeps it, instead of a parsed timestamp.

/// MicroTime: an RFC 3339 timestamp, kept as its text.
#[derive(Clone, Debug, Default, Eq, Ord, PartialEq, PartialOrd)]
pub struct MicroTime(pub crate::std::string::String);

impl crate::DeepMerge for MicroTime {
    fn merge_from(&mut self, other: Self) {
        *self = other;
    }
}

impl<'de> crate::serde::Deserialize<'de> for MicroTime {
    fn deserialize<D>(deserializer: D) -> Result<Self, D::Error>
    where
        D: crate::serde::Deserializer<'de>,
    {
        Ok(MicroTime(crate::serde::Deserialize::deserialize(
            deserializer,
        )?))
    }
}

impl crate::serde::Serialize for MicroTime {
    fn serialize<S>(&self, serializer: S) -> Result<S::Ok, S::Error>
    where
        S: crate::serde::Serializer,
    {
        serializer.serialize_str(&self.0)
    }
}
