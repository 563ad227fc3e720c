//! A `serde_json::Value` deserializer with Jackson's scalar coercions, for pod templates.
//!
//! fabric8 reads templates with Jackson, which turns numbers and booleans into strings where a
//! string is expected (`version: 2` as a label) and numeric strings into numbers (`"8080"` as a
//! port). Templates are parsed to a JSON value first and then typed through this one adapter:
//! deserializing YAML straight into every k8s-openapi type costs ~0.5 MB of wasm per typed
//! YAML deserializer, which the playground cannot afford.

use serde::de::{
    self, DeserializeSeed, Deserializer, IntoDeserializer, MapAccess, SeqAccess, Visitor,
};
use serde_json::{Number, Value};

/// Deserialize `T` from `v` with Jackson's coercions.
pub fn from_value<T: de::DeserializeOwned>(v: &Value) -> Result<T, serde_json::Error> {
    T::deserialize(Lenient { v, coerce: true })
}

/// Deserialize `T` from `v` as the API server would: no coercions (`"30"` is not a number).
/// The same code as [`from_value`] with a flag, so a wasm build that needs both links the
/// k8s-openapi deserializers once.
pub fn from_value_strict<T: de::DeserializeOwned>(v: &Value) -> Result<T, serde_json::Error> {
    T::deserialize(Lenient { v, coerce: false })
}

#[derive(Clone, Copy)]
struct Lenient<'a> {
    v: &'a Value,
    /// Jackson's scalar coercions on (templates) or off (strict JSON typing).
    coerce: bool,
}

impl<'a> Lenient<'a> {
    fn at(self, v: &'a Value) -> Self {
        Lenient { v, ..self }
    }
}

fn visit_number<'de, V: Visitor<'de>>(
    n: &Number,
    visitor: V,
) -> Result<V::Value, serde_json::Error> {
    if let Some(u) = n.as_u64() {
        visitor.visit_u64(u)
    } else if let Some(i) = n.as_i64() {
        visitor.visit_i64(i)
    } else {
        visitor.visit_f64(n.as_f64().unwrap_or(f64::NAN))
    }
}

/// A string that Jackson would accept as a number.
fn parse_number(s: &str) -> Option<Number> {
    let t = s.trim();
    if let Ok(u) = t.parse::<u64>() {
        return Some(Number::from(u));
    }
    if let Ok(i) = t.parse::<i64>() {
        return Some(Number::from(i));
    }
    t.parse::<f64>().ok().and_then(Number::from_f64)
}

/// What serde names `v` in "invalid type" errors (serde_json's wording).
fn unexpected(v: &Value) -> de::Unexpected<'_> {
    match v {
        Value::Null => de::Unexpected::Unit,
        Value::Bool(b) => de::Unexpected::Bool(*b),
        Value::Number(n) => match (n.as_u64(), n.as_i64()) {
            (Some(u), _) => de::Unexpected::Unsigned(u),
            (None, Some(i)) => de::Unexpected::Signed(i),
            _ => de::Unexpected::Float(n.as_f64().unwrap_or(f64::NAN)),
        },
        Value::String(s) => de::Unexpected::Str(s),
        Value::Array(_) => de::Unexpected::Seq,
        Value::Object(_) => de::Unexpected::Map,
    }
}

// Each typed entry point calls only the visitor methods that can succeed for it and answers
// everything else with one "invalid type" error (as serde_json's own `Value` does). Forwarding
// them all to `deserialize_any` would instantiate every `visit_*` of every k8s-openapi type's
// visitor, which is most of the template parser's wasm size.
impl<'de, 'a: 'de> Deserializer<'de> for Lenient<'a> {
    type Error = serde_json::Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        match self.v {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::Number(n) => visit_number(n, visitor),
            Value::String(s) => visitor.visit_borrowed_str(s),
            Value::Array(a) => visitor.visit_seq(Seq {
                iter: a.iter(),
                of: self,
            }),
            Value::Object(m) => visitor.visit_map(Obj {
                iter: m.iter(),
                value: None,
                of: self,
            }),
        }
    }

    /// Jackson writes numbers and booleans as their text where a string is expected.
    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        match self.v {
            Value::String(s) => visitor.visit_borrowed_str(s),
            Value::Number(n) if self.coerce => visitor.visit_string(n.to_string()),
            Value::Bool(b) if self.coerce => visitor.visit_string(b.to_string()),
            other => Err(de::Error::invalid_type(unexpected(other), &visitor)),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        match self.v {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        match self.v {
            Value::String(s) => visitor.visit_enum(s.as_str().into_deserializer()),
            _ => Err(de::Error::invalid_type(
                de::Unexpected::Other("non-string enum"),
                &visitor,
            )),
        }
    }

    /// Jackson reads the strings `true` and `false` as booleans.
    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        match self.v {
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::String(s) if self.coerce && (s == "true" || s == "false") => {
                visitor.visit_bool(s == "true")
            }
            other => Err(de::Error::invalid_type(unexpected(other), &visitor)),
        }
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        match self.v {
            Value::Array(a) => visitor.visit_seq(Seq {
                iter: a.iter(),
                of: self,
            }),
            other => Err(de::Error::invalid_type(unexpected(other), &visitor)),
        }
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        match self.v {
            Value::Object(m) => visitor.visit_map(Obj {
                iter: m.iter(),
                value: None,
                of: self,
            }),
            other => Err(de::Error::invalid_type(unexpected(other), &visitor)),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        self.deserialize_map(visitor)
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        match self.v {
            Value::Null => visitor.visit_unit(),
            other => Err(de::Error::invalid_type(unexpected(other), &visitor)),
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        self.deserialize_unit(visitor)
    }

    /// Unknown fields are skipped without looking inside them.
    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        visitor.visit_unit()
    }

    serde::forward_to_deserialize_any! { char bytes byte_buf }

    fn deserialize_i8<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_numeric(visitor)
    }
    fn deserialize_i16<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_numeric(visitor)
    }
    fn deserialize_i32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_numeric(visitor)
    }
    fn deserialize_i64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_numeric(visitor)
    }
    fn deserialize_u8<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_numeric(visitor)
    }
    fn deserialize_u16<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_numeric(visitor)
    }
    fn deserialize_u32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_numeric(visitor)
    }
    fn deserialize_u64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_numeric(visitor)
    }
    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_numeric(visitor)
    }
    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_numeric(visitor)
    }
}

impl<'de, 'a: 'de> Lenient<'a> {
    /// Numbers, and strings that read as numbers (Jackson's `"8080"` for a port).
    fn deserialize_numeric<V: Visitor<'de>>(
        self,
        visitor: V,
    ) -> Result<V::Value, serde_json::Error> {
        match self.v {
            Value::Number(n) => visit_number(n, visitor),
            Value::String(s) => match parse_number(s).filter(|_| self.coerce) {
                Some(n) => visit_number(&n, visitor),
                None => Err(de::Error::invalid_type(de::Unexpected::Str(s), &visitor)),
            },
            other => Err(de::Error::invalid_type(unexpected(other), &visitor)),
        }
    }
}

struct Seq<'a> {
    iter: std::slice::Iter<'a, Value>,
    of: Lenient<'a>,
}

impl<'de, 'a: 'de> SeqAccess<'de> for Seq<'a> {
    type Error = serde_json::Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Self::Error> {
        self.iter
            .next()
            .map(|v| seed.deserialize(self.of.at(v)))
            .transpose()
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.iter.len())
    }
}

struct Obj<'a> {
    iter: serde_json::map::Iter<'a>,
    value: Option<&'a Value>,
    of: Lenient<'a>,
}

impl<'de, 'a: 'de> MapAccess<'de> for Obj<'a> {
    type Error = serde_json::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Self::Error> {
        match self.iter.next() {
            Some((k, v)) => {
                self.value = Some(v);
                seed.deserialize(de::value::BorrowedStrDeserializer::new(k))
                    .map(Some)
            }
            None => Ok(None),
        }
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, Self::Error> {
        match self.value.take() {
            Some(v) => seed.deserialize(self.of.at(v)),
            None => Err(de::Error::custom(
                "a map value was requested before its key",
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use k8s_openapi::api::core::v1::Pod;
    use serde_json::json;

    #[test]
    fn jackson_coercions() {
        let v = json!({
            "metadata": {"labels": {"version": 2, "canary": true}},
            "spec": {"containers": [{
                "name": "c",
                "ports": [{"containerPort": "8080"}],
                "resources": {"requests": {"cpu": 1, "memory": "1Gi"}},
                "env": [{"name": "N", "value": 3.5}]
            }]}
        });
        let pod: Pod = from_value(&v).unwrap();
        let labels = pod.metadata.labels.unwrap();
        assert_eq!(labels["version"], "2");
        assert_eq!(labels["canary"], "true");
        let c = &pod.spec.unwrap().containers[0];
        assert_eq!(c.ports.as_ref().unwrap()[0].container_port, 8080);
        assert_eq!(c.env.as_ref().unwrap()[0].value.as_deref(), Some("3.5"));
        let req = c.resources.as_ref().unwrap().requests.as_ref().unwrap();
        assert_eq!(req["cpu"].0, "1");
    }

    #[test]
    fn type_errors_are_errors() {
        let v = json!({"spec": {"containers": "nope"}});
        assert!(from_value::<Pod>(&v).is_err());
        let v =
            json!({"spec": {"containers": [{"name": "c", "ports": [{"containerPort": "http"}]}]}});
        assert!(from_value::<Pod>(&v).is_err());
    }

    #[test]
    fn strict_mode_refuses_what_jackson_would_coerce() {
        use k8s_openapi::api::core::v1::Toleration;
        let coerced = json!([{"key": "k", "tolerationSeconds": "30"}]);
        let t: Vec<Toleration> = from_value(&coerced).unwrap();
        assert_eq!(t[0].toleration_seconds, Some(30));
        let err = from_value_strict::<Vec<Toleration>>(&coerced).unwrap_err();
        assert!(
            err.to_string().contains("invalid type: string \"30\""),
            "{err}"
        );
        let label = json!({"metadata": {"labels": {"version": 2}}});
        assert!(from_value_strict::<Pod>(&label).is_err());
        let fine = json!([{"key": "k", "operator": "Exists", "tolerationSeconds": 30}]);
        assert_eq!(
            from_value_strict::<Vec<Toleration>>(&fine).unwrap()[0].toleration_seconds,
            Some(30)
        );
    }

    #[test]
    fn unknown_fields_are_skipped_and_wrong_shapes_named() {
        let v = json!({"spec": {"containers": [], "madeUp": {"deep": [1, {"x": null}]}}});
        assert!(from_value::<Pod>(&v).unwrap().spec.is_some());
        let err = from_value::<Pod>(&json!({"spec": [1]})).unwrap_err();
        assert!(
            err.to_string()
                .contains("invalid type: sequence, expected PodSpec"),
            "{err}"
        );
        let err = from_value::<Pod>(
            &json!({"spec": {"containers": [{"name": "c", "ports": [{"containerPort": "http"}]}]}}),
        )
        .unwrap_err();
        assert!(
            err.to_string()
                .contains("invalid type: string \"http\", expected i32"),
            "{err}"
        );
    }
}
