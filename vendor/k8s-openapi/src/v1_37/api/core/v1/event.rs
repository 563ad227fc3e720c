// Generated from definition io.k8s.api.core.v1.Event

/// Event is a report of an event somewhere in the cluster.  Events have a limited retention time and triggers and messages may evolve with time.  Event consumers should not rely on the timing of an event with a given Reason reflecting a consistent underlying trigger, or the continued existence of events with that Reason.  Events should be treated as informative, best-effort, supplemental data.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Event {
    /// What action was taken/failed regarding to the Regarding object.
    pub action: Option<std::string::String>,

    /// The number of times this event has occurred.
    pub count: Option<i32>,

    /// Time when this Event was first observed.
    pub event_time: Option<crate::apimachinery::pkg::apis::meta::v1::MicroTime>,

    /// The time at which the event was first recorded. (Time of server receipt is in TypeMeta.)
    pub first_timestamp: Option<crate::apimachinery::pkg::apis::meta::v1::Time>,

    /// The object that this event is about.
    pub involved_object: crate::api::core::v1::ObjectReference,

    /// The time at which the most recent occurrence of this event was recorded.
    pub last_timestamp: Option<crate::apimachinery::pkg::apis::meta::v1::Time>,

    /// A human-readable description of the status of this operation.
    pub message: Option<std::string::String>,

    /// Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    pub metadata: crate::apimachinery::pkg::apis::meta::v1::ObjectMeta,

    /// This should be a short, machine understandable string that gives the reason for the transition into the object's current status.
    pub reason: Option<std::string::String>,

    /// Optional secondary object for more complex actions.
    pub related: Option<crate::api::core::v1::ObjectReference>,

    /// Name of the controller that emitted this Event, e.g. `kubernetes.io/kubelet`.
    pub reporting_component: Option<std::string::String>,

    /// ID of the controller instance, e.g. `kubelet-xyzf`.
    pub reporting_instance: Option<std::string::String>,

    /// Data about the Event series this event represents or nil if it's a singleton Event.
    pub series: Option<crate::api::core::v1::EventSeries>,

    /// The component reporting this event. Should be a short machine understandable string.
    pub source: Option<crate::api::core::v1::EventSource>,

    /// Type of this event (Normal, Warning), new types could be added in the future
    pub type_: Option<std::string::String>,
}

impl crate::Resource for Event {
    const API_VERSION: &'static str = "v1";
    const GROUP: &'static str = "";
    const KIND: &'static str = "Event";
    const VERSION: &'static str = "v1";
    const URL_PATH_SEGMENT: &'static str = "events";
    type Scope = crate::NamespaceResourceScope;
}

impl crate::ListableResource for Event {
    const LIST_KIND: &'static str = "EventList";
}

impl crate::Metadata for Event {
    type Ty = crate::apimachinery::pkg::apis::meta::v1::ObjectMeta;

    fn metadata(&self) -> &<Self as crate::Metadata>::Ty {
        &self.metadata
    }

    fn metadata_mut(&mut self) -> &mut <Self as crate::Metadata>::Ty {
        &mut self.metadata
    }
}

impl crate::DeepMerge for Event {
    fn merge_from(&mut self, other: Self) {
        crate::DeepMerge::merge_from(&mut self.action, other.action);
        crate::DeepMerge::merge_from(&mut self.count, other.count);
        crate::DeepMerge::merge_from(&mut self.event_time, other.event_time);
        crate::DeepMerge::merge_from(&mut self.first_timestamp, other.first_timestamp);
        crate::DeepMerge::merge_from(&mut self.involved_object, other.involved_object);
        crate::DeepMerge::merge_from(&mut self.last_timestamp, other.last_timestamp);
        crate::DeepMerge::merge_from(&mut self.message, other.message);
        crate::DeepMerge::merge_from(&mut self.metadata, other.metadata);
        crate::DeepMerge::merge_from(&mut self.reason, other.reason);
        crate::DeepMerge::merge_from(&mut self.related, other.related);
        crate::DeepMerge::merge_from(&mut self.reporting_component, other.reporting_component);
        crate::DeepMerge::merge_from(&mut self.reporting_instance, other.reporting_instance);
        crate::DeepMerge::merge_from(&mut self.series, other.series);
        crate::DeepMerge::merge_from(&mut self.source, other.source);
        crate::DeepMerge::merge_from(&mut self.type_, other.type_);
    }
}

impl<'de> crate::serde::Deserialize<'de> for Event {
    fn deserialize<D>(deserializer: D) -> Result<Self, D::Error>
    where
        D: crate::serde::Deserializer<'de>,
    {
        #[allow(non_camel_case_types)]
        enum Field {
            Key_api_version,
            Key_kind,
            Key_action,
            Key_count,
            Key_event_time,
            Key_first_timestamp,
            Key_involved_object,
            Key_last_timestamp,
            Key_message,
            Key_metadata,
            Key_reason,
            Key_related,
            Key_reporting_component,
            Key_reporting_instance,
            Key_series,
            Key_source,
            Key_type_,
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
                            "apiVersion" => Field::Key_api_version,
                            "kind" => Field::Key_kind,
                            "action" => Field::Key_action,
                            "count" => Field::Key_count,
                            "eventTime" => Field::Key_event_time,
                            "firstTimestamp" => Field::Key_first_timestamp,
                            "involvedObject" => Field::Key_involved_object,
                            "lastTimestamp" => Field::Key_last_timestamp,
                            "message" => Field::Key_message,
                            "metadata" => Field::Key_metadata,
                            "reason" => Field::Key_reason,
                            "related" => Field::Key_related,
                            "reportingComponent" => Field::Key_reporting_component,
                            "reportingInstance" => Field::Key_reporting_instance,
                            "series" => Field::Key_series,
                            "source" => Field::Key_source,
                            "type" => Field::Key_type_,
                            _ => Field::Other,
                        })
                    }
                }

                deserializer.deserialize_identifier(Visitor)
            }
        }

        struct Visitor;

        impl<'de> crate::serde::de::Visitor<'de> for Visitor {
            type Value = Event;

            fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(<Self::Value as crate::Resource>::KIND)
            }

            fn visit_map<A>(self, mut map: A) -> Result<Self::Value, A::Error>
            where
                A: crate::serde::de::MapAccess<'de>,
            {
                let mut value_action: Option<std::string::String> = None;
                let mut value_count: Option<i32> = None;
                let mut value_event_time: Option<
                    crate::apimachinery::pkg::apis::meta::v1::MicroTime,
                > = None;
                let mut value_first_timestamp: Option<
                    crate::apimachinery::pkg::apis::meta::v1::Time,
                > = None;
                let mut value_involved_object: Option<crate::api::core::v1::ObjectReference> = None;
                let mut value_last_timestamp: Option<
                    crate::apimachinery::pkg::apis::meta::v1::Time,
                > = None;
                let mut value_message: Option<std::string::String> = None;
                let mut value_metadata: Option<
                    crate::apimachinery::pkg::apis::meta::v1::ObjectMeta,
                > = None;
                let mut value_reason: Option<std::string::String> = None;
                let mut value_related: Option<crate::api::core::v1::ObjectReference> = None;
                let mut value_reporting_component: Option<std::string::String> = None;
                let mut value_reporting_instance: Option<std::string::String> = None;
                let mut value_series: Option<crate::api::core::v1::EventSeries> = None;
                let mut value_source: Option<crate::api::core::v1::EventSource> = None;
                let mut value_type_: Option<std::string::String> = None;

                while let Some(key) = crate::serde::de::MapAccess::next_key::<Field>(&mut map)? {
                    match key {
                        Field::Key_api_version => {
                            let value_api_version: std::string::String =
                                crate::serde::de::MapAccess::next_value(&mut map)?;
                            if value_api_version != <Self::Value as crate::Resource>::API_VERSION {
                                return Err(crate::serde::de::Error::invalid_value(
                                    crate::serde::de::Unexpected::Str(&value_api_version),
                                    &<Self::Value as crate::Resource>::API_VERSION,
                                ));
                            }
                        }
                        Field::Key_kind => {
                            let value_kind: std::string::String =
                                crate::serde::de::MapAccess::next_value(&mut map)?;
                            if value_kind != <Self::Value as crate::Resource>::KIND {
                                return Err(crate::serde::de::Error::invalid_value(
                                    crate::serde::de::Unexpected::Str(&value_kind),
                                    &<Self::Value as crate::Resource>::KIND,
                                ));
                            }
                        }
                        Field::Key_action => {
                            value_action = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_count => {
                            value_count = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_event_time => {
                            value_event_time = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_first_timestamp => {
                            value_first_timestamp =
                                crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_involved_object => {
                            value_involved_object =
                                crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_last_timestamp => {
                            value_last_timestamp =
                                crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_message => {
                            value_message = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_metadata => {
                            value_metadata = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_reason => {
                            value_reason = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_related => {
                            value_related = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_reporting_component => {
                            value_reporting_component =
                                crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_reporting_instance => {
                            value_reporting_instance =
                                crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_series => {
                            value_series = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_source => {
                            value_source = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Key_type_ => {
                            value_type_ = crate::serde::de::MapAccess::next_value(&mut map)?
                        }
                        Field::Other => {
                            let _: crate::serde::de::IgnoredAny =
                                crate::serde::de::MapAccess::next_value(&mut map)?;
                        }
                    }
                }

                Ok(Event {
                    action: value_action,
                    count: value_count,
                    event_time: value_event_time,
                    first_timestamp: value_first_timestamp,
                    involved_object: value_involved_object.unwrap_or_default(),
                    last_timestamp: value_last_timestamp,
                    message: value_message,
                    metadata: value_metadata.unwrap_or_default(),
                    reason: value_reason,
                    related: value_related,
                    reporting_component: value_reporting_component,
                    reporting_instance: value_reporting_instance,
                    series: value_series,
                    source: value_source,
                    type_: value_type_,
                })
            }
        }

        deserializer.deserialize_struct(
            <Self as crate::Resource>::KIND,
            &[
                "apiVersion",
                "kind",
                "action",
                "count",
                "eventTime",
                "firstTimestamp",
                "involvedObject",
                "lastTimestamp",
                "message",
                "metadata",
                "reason",
                "related",
                "reportingComponent",
                "reportingInstance",
                "series",
                "source",
                "type",
            ],
            Visitor,
        )
    }
}

impl crate::serde::Serialize for Event {
    fn serialize<S>(&self, serializer: S) -> Result<S::Ok, S::Error>
    where
        S: crate::serde::Serializer,
    {
        let mut state = serializer.serialize_struct(
            <Self as crate::Resource>::KIND,
            4 + self.action.as_ref().map_or(0, |_| 1)
                + self.count.as_ref().map_or(0, |_| 1)
                + self.event_time.as_ref().map_or(0, |_| 1)
                + self.first_timestamp.as_ref().map_or(0, |_| 1)
                + self.last_timestamp.as_ref().map_or(0, |_| 1)
                + self.message.as_ref().map_or(0, |_| 1)
                + self.reason.as_ref().map_or(0, |_| 1)
                + self.related.as_ref().map_or(0, |_| 1)
                + self.reporting_component.as_ref().map_or(0, |_| 1)
                + self.reporting_instance.as_ref().map_or(0, |_| 1)
                + self.series.as_ref().map_or(0, |_| 1)
                + self.source.as_ref().map_or(0, |_| 1)
                + self.type_.as_ref().map_or(0, |_| 1),
        )?;
        crate::serde::ser::SerializeStruct::serialize_field(
            &mut state,
            "apiVersion",
            <Self as crate::Resource>::API_VERSION,
        )?;
        crate::serde::ser::SerializeStruct::serialize_field(
            &mut state,
            "kind",
            <Self as crate::Resource>::KIND,
        )?;
        if let Some(value) = &self.action {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "action", value)?;
        }
        if let Some(value) = &self.count {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "count", value)?;
        }
        if let Some(value) = &self.event_time {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "eventTime", value)?;
        }
        if let Some(value) = &self.first_timestamp {
            crate::serde::ser::SerializeStruct::serialize_field(
                &mut state,
                "firstTimestamp",
                value,
            )?;
        }
        crate::serde::ser::SerializeStruct::serialize_field(
            &mut state,
            "involvedObject",
            &self.involved_object,
        )?;
        if let Some(value) = &self.last_timestamp {
            crate::serde::ser::SerializeStruct::serialize_field(
                &mut state,
                "lastTimestamp",
                value,
            )?;
        }
        if let Some(value) = &self.message {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "message", value)?;
        }
        crate::serde::ser::SerializeStruct::serialize_field(
            &mut state,
            "metadata",
            &self.metadata,
        )?;
        if let Some(value) = &self.reason {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "reason", value)?;
        }
        if let Some(value) = &self.related {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "related", value)?;
        }
        if let Some(value) = &self.reporting_component {
            crate::serde::ser::SerializeStruct::serialize_field(
                &mut state,
                "reportingComponent",
                value,
            )?;
        }
        if let Some(value) = &self.reporting_instance {
            crate::serde::ser::SerializeStruct::serialize_field(
                &mut state,
                "reportingInstance",
                value,
            )?;
        }
        if let Some(value) = &self.series {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "series", value)?;
        }
        if let Some(value) = &self.source {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "source", value)?;
        }
        if let Some(value) = &self.type_ {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "type", value)?;
        }
        crate::serde::ser::SerializeStruct::end(state)
    }
}

#[cfg(feature = "schemars")]
impl crate::schemars::JsonSchema for Event {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "io.k8s.api.core.v1.Event".into()
    }

    fn json_schema(__gen: &mut crate::schemars::SchemaGenerator) -> crate::schemars::Schema {
        crate::schemars::json_schema!({
            "description": "Event is a report of an event somewhere in the cluster.  Events have a limited retention time and triggers and messages may evolve with time.  Event consumers should not rely on the timing of an event with a given Reason reflecting a consistent underlying trigger, or the continued existence of events with that Reason.  Events should be treated as informative, best-effort, supplemental data.",
            "type": "object",
            "properties": {
                "action": {
                    "description": "What action was taken/failed regarding to the Regarding object.",
                    "type": "string",
                },
                "apiVersion": {
                    "description": "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
                    "type": "string",
                },
                "count": {
                    "description": "The number of times this event has occurred.",
                    "type": "integer",
                    "format": "int32",
                },
                "eventTime": ({
                    let mut schema_obj = __gen.subschema_for::<crate::apimachinery::pkg::apis::meta::v1::MicroTime>();
                    schema_obj.ensure_object().insert("description".into(), "Time when this Event was first observed.".into());
                    schema_obj
                }),
                "firstTimestamp": ({
                    let mut schema_obj = __gen.subschema_for::<crate::apimachinery::pkg::apis::meta::v1::Time>();
                    schema_obj.ensure_object().insert("description".into(), "The time at which the event was first recorded. (Time of server receipt is in TypeMeta.)".into());
                    schema_obj
                }),
                "involvedObject": ({
                    let mut schema_obj = __gen.subschema_for::<crate::api::core::v1::ObjectReference>();
                    schema_obj.ensure_object().insert("description".into(), "The object that this event is about.".into());
                    schema_obj
                }),
                "kind": {
                    "description": "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
                    "type": "string",
                },
                "lastTimestamp": ({
                    let mut schema_obj = __gen.subschema_for::<crate::apimachinery::pkg::apis::meta::v1::Time>();
                    schema_obj.ensure_object().insert("description".into(), "The time at which the most recent occurrence of this event was recorded.".into());
                    schema_obj
                }),
                "message": {
                    "description": "A human-readable description of the status of this operation.",
                    "type": "string",
                },
                "metadata": ({
                    let mut schema_obj = __gen.subschema_for::<crate::apimachinery::pkg::apis::meta::v1::ObjectMeta>();
                    schema_obj.ensure_object().insert("description".into(), "Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata".into());
                    schema_obj
                }),
                "reason": {
                    "description": "This should be a short, machine understandable string that gives the reason for the transition into the object's current status.",
                    "type": "string",
                },
                "related": ({
                    let mut schema_obj = __gen.subschema_for::<crate::api::core::v1::ObjectReference>();
                    schema_obj.ensure_object().insert("description".into(), "Optional secondary object for more complex actions.".into());
                    schema_obj
                }),
                "reportingComponent": {
                    "description": "Name of the controller that emitted this Event, e.g. `kubernetes.io/kubelet`.",
                    "type": "string",
                },
                "reportingInstance": {
                    "description": "ID of the controller instance, e.g. `kubelet-xyzf`.",
                    "type": "string",
                },
                "series": ({
                    let mut schema_obj = __gen.subschema_for::<crate::api::core::v1::EventSeries>();
                    schema_obj.ensure_object().insert("description".into(), "Data about the Event series this event represents or nil if it's a singleton Event.".into());
                    schema_obj
                }),
                "source": ({
                    let mut schema_obj = __gen.subschema_for::<crate::api::core::v1::EventSource>();
                    schema_obj.ensure_object().insert("description".into(), "The component reporting this event. Should be a short machine understandable string.".into());
                    schema_obj
                }),
                "type": {
                    "description": "Type of this event (Normal, Warning), new types could be added in the future",
                    "type": "string",
                },
            },
            "required": [
                "involvedObject",
                "metadata",
            ],
        })
    }
}
