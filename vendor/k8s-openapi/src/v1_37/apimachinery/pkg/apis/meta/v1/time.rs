// Generated from definition io.k8s.apimachinery.pkg.apis.meta.v1.Time, changed by sparkpods
// (tools/k8s-openapi/vendor.sh): the timestamp is kept as the text the API server sent, as
// fabric8's model (and therefore Spark) keeps it, instead of a parsed timestamp.

/// Time: an RFC 3339 timestamp, kept as its text.
#[derive(Clone, Debug, Default, Eq, Ord, PartialEq, PartialOrd)]
pub struct Time(pub crate::std::string::String);

impl crate::DeepMerge for Time {
    fn merge_from(&mut self, other: Self) {
        *self = other;
    }
}

impl<'de> crate::serde::Deserialize<'de> for Time {
    fn deserialize<D>(deserializer: D) -> Result<Self, D::Error>
    where
        D: crate::serde::Deserializer<'de>,
    {
        Ok(Time(crate::serde::Deserialize::deserialize(deserializer)?))
    }
}

impl crate::serde::Serialize for Time {
    fn serialize<S>(&self, serializer: S) -> Result<S::Ok, S::Error>
    where
        S: crate::serde::Serializer,
    {
        serializer.serialize_str(&self.0)
    }
}
