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

use crate::Fabric8Release;
use sparkpods_jvm::{Fabric8, IntegerFields, is_file_mode_field, java_number_text};

/// Deserialize `T` from `v` as `fabric8`'s model classes type it with Jackson: numbers and
/// booleans read as text where a string is expected, numeric strings as numbers, each as the
/// `fabric8` release Spark ships configures it.
pub fn from_value_as<T: de::DeserializeOwned>(
    v: &Value,
    fabric8: Fabric8Release,
) -> Result<T, serde_json::Error> {
    T::deserialize(Lenient {
        v,
        coercions: Coercions::Jackson(fabric8),
        quantity: false,
        field: None,
    })
}

thread_local! {
    /// Whether [`from_value_as_noting_skipped`]'s typing skipped an undeclared member's value.
    /// Beside the deserializer rather than in it: as a field of [`Lenient`], which every
    /// k8s-openapi visitor passes along, it made the SparkApplication policy module 8 KB
    /// larger than here.
    static SKIPPED: std::cell::Cell<Option<bool>> = const { std::cell::Cell::new(None) };
}

/// Notes a skipped value, inside [`from_value_as_noting_skipped`] (`Some`). Not inlined into
/// the visitors, each of which skips through [`Lenient::deserialize_ignored_any`].
#[inline(never)]
fn note_skipped() {
    SKIPPED.with(|s| s.set(s.get().map(|_| true)));
}

/// [`from_value_as`], also telling whether some object member `T` does not declare, with a
/// value other than null, was skipped. Only then can `T` written back lack a member of `v`
/// (what a pod template's undeclared fields are found by): a template without one need not
/// be written back and compared.
pub fn from_value_as_noting_skipped<T: de::DeserializeOwned>(
    v: &Value,
    fabric8: Fabric8Release,
) -> Result<(T, bool), serde_json::Error> {
    // Noting, for this typing alone (a nested one, were there any, would note into it too).
    let outer = SKIPPED.replace(Some(false));
    let typed = from_value_as(v, fabric8);
    let skipped = SKIPPED.replace(outer).unwrap_or(false);
    Ok((typed?, skipped))
}

/// Deserialize `T` from `v` as the API server would: no coercions (`"30"` is not a number).
/// The same code as [`from_value_as`] with a flag, so a wasm build that needs both links the
/// k8s-openapi deserializers once.
pub fn from_value_strict<T: de::DeserializeOwned>(v: &Value) -> Result<T, serde_json::Error> {
    T::deserialize(Lenient {
        v,
        coercions: Coercions::None,
        quantity: false,
        field: None,
    })
}

/// Whose scalar coercions apply: none (the API server's typing), or Jackson's as the fabric8
/// version Spark ships configures them. Every difference between fabric8 versions is one
/// method here, each held to the real libraries by `template/corpus_tests.rs`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Coercions {
    None,
    Jackson(Fabric8Release),
}

impl Coercions {
    /// Numbers and booleans become text where a string is expected, numeric strings numbers.
    fn coerce(self) -> bool {
        self != Coercions::None
    }

    /// fabric8 5's `IntOrString` takes any scalar that is not a 32-bit integer as its text
    /// (`true`, `8.0`); later ones refuse booleans and floats.
    fn untyped_scalars_as_text(self) -> bool {
        matches!(self, Coercions::Jackson(f) if f.generation == Fabric8::V5)
    }

    /// How `Integer` fields read values, when they read their text (fabric8 7); `Long` fields
    /// and fabric8 5 and 6 use Jackson's own coercions.
    fn integer_text(self) -> Option<IntegerFields> {
        match self {
            Coercions::Jackson(f) if f.integers.parses_text() => Some(f.integers),
            _ => None,
        }
    }

    /// A null where a string or quantity is required (a map value, a list item: `annotations:
    /// {x: }`) reads as the API server stores it, its zero value (`""`, `0`). Deliberate:
    /// Jackson keeps the null and Spark sends it; a k8s-openapi map or list cannot hold null.
    fn null_as_zero_value(self) -> bool {
        self.coerce()
    }
}

#[derive(Clone, Copy)]
struct Lenient<'a> {
    v: &'a Value,
    coercions: Coercions,
    /// Inside a `Quantity`: fabric8's quantity deserializer takes any scalar's text (`8.0`,
    /// `true`), where k8s-openapi's would print a float its own way.
    quantity: bool,
    /// The object field `v` is the value of (Jackson deserializers may depend on its name).
    field: Option<&'a str>,
}

impl<'a> Lenient<'a> {
    /// A child value (of `field`, for an object's): the `Quantity` text mode ends where it
    /// started.
    fn at(self, v: &'a Value, field: Option<&'a str>) -> Self {
        Lenient {
            v,
            quantity: false,
            field,
            ..self
        }
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

/// A string Jackson reads as an integer (`NumberInput.parseLong`: an optional sign, then
/// ASCII digits; `"8.0"` and `" 8"` are not integers).
fn parse_integer(s: &str) -> Option<Number> {
    let digits = s.strip_prefix(['+', '-']).unwrap_or(s);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let unsigned = s.strip_prefix('+').unwrap_or(s);
    unsigned
        .parse::<i64>()
        .map(Number::from)
        .ok()
        .or_else(|| unsigned.parse::<u64>().ok().map(Number::from))
}

/// A string Jackson reads as a double.
fn parse_double(s: &str) -> Option<Number> {
    s.trim().parse::<f64>().ok().and_then(Number::from_f64)
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
            Value::Null if self.quantity && self.coercions.null_as_zero_value() => {
                visitor.visit_borrowed_str("0")
            }
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) if self.scalars_as_text() => visitor.visit_string(b.to_string()),
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::Number(n)
                if self.quantity
                    || self.coercions.untyped_scalars_as_text()
                        && n.as_i64().and_then(|i| i32::try_from(i).ok()).is_none() =>
            {
                visitor.visit_string(java_number_text(n))
            }
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
            Value::Number(n) if self.coercions.coerce() => {
                visitor.visit_string(java_number_text(n))
            }
            Value::Bool(b) if self.coercions.coerce() => visitor.visit_string(b.to_string()),
            Value::Null if self.coercions.null_as_zero_value() => visitor.visit_borrowed_str(""),
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
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        visitor.visit_newtype_struct(Lenient {
            quantity: name == "Quantity" && self.coercions.coerce(),
            ..self
        })
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

    /// Jackson reads the strings `true` and `false` (also capitalized or upper case) and
    /// integers (non-zero is true) as booleans, not floats.
    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        match self.v {
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::String(s) if self.coercions.coerce() => match s.as_str() {
                "true" | "True" | "TRUE" => visitor.visit_bool(true),
                "false" | "False" | "FALSE" => visitor.visit_bool(false),
                _ => Err(de::Error::invalid_type(unexpected(self.v), &visitor)),
            },
            Value::Number(n) if self.coercions.coerce() && !n.is_f64() => {
                visitor.visit_bool(n.as_i64() != Some(0) && n.as_u64() != Some(0))
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
        if !self.v.is_null() {
            note_skipped();
        }
        visitor.visit_unit()
    }

    serde::forward_to_deserialize_any! { char bytes byte_buf }

    fn deserialize_i8<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_integer(visitor, false)
    }
    fn deserialize_i16<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_integer(visitor, false)
    }
    fn deserialize_i32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_integer(visitor, false)
    }
    fn deserialize_i64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_integer(visitor, true)
    }
    fn deserialize_u8<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_integer(visitor, false)
    }
    fn deserialize_u16<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_integer(visitor, false)
    }
    fn deserialize_u32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_integer(visitor, false)
    }
    fn deserialize_u64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_integer(visitor, true)
    }
    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_float(visitor)
    }
    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_float(visitor)
    }
}

impl<'de, 'a: 'de> Lenient<'a> {
    /// Where a `Quantity` or (fabric8 5) an `IntOrString` takes booleans as their text.
    fn scalars_as_text(self) -> bool {
        self.quantity || self.coercions.untyped_scalars_as_text()
    }

    /// Integers (`long`: a 64-bit target); with coercions also strings of an integer (`"8080"`
    /// for a port) and floats truncated (`ACCEPT_FLOAT_AS_INT`: `8080.0` is 8080), except in
    /// the `Integer` fields of fabric8 7, which read the value's text ([`IntegerFields`]).
    fn deserialize_integer<V: Visitor<'de>>(
        self,
        visitor: V,
        long: bool,
    ) -> Result<V::Value, serde_json::Error> {
        if let Some(integers) = self.coercions.integer_text().filter(|_| !long) {
            return self.integer_from_text(integers, visitor);
        }
        match self.v {
            Value::Number(n) if self.coercions.coerce() && n.is_f64() => match n.as_f64() {
                Some(f) if f.is_finite() && f.abs() < 9.2e18 => visitor.visit_i64(f.trunc() as i64),
                _ => visit_number(n, visitor),
            },
            Value::Number(n) => visit_number(n, visitor),
            Value::String(s) => match parse_integer(s).filter(|_| self.coercions.coerce()) {
                Some(n) => visit_number(&n, visitor),
                None => Err(de::Error::invalid_type(de::Unexpected::Str(s), &visitor)),
            },
            other => Err(de::Error::invalid_type(unexpected(other), &visitor)),
        }
    }

    /// fabric8 7's `GoIntegerDeserializer`: the value's text (a float's as Java prints it), a
    /// file mode's octal where `integers` finds one, else the text as Jackson parses a string.
    fn integer_from_text<V: Visitor<'de>>(
        self,
        integers: IntegerFields,
        visitor: V,
    ) -> Result<V::Value, serde_json::Error> {
        let text = match self.v {
            Value::String(s) => std::borrow::Cow::Borrowed(s.as_str()),
            Value::Number(n) => std::borrow::Cow::Owned(java_number_text(n)),
            other => return Err(de::Error::invalid_type(unexpected(other), &visitor)),
        };
        if let Some(mode) = self
            .field
            .filter(|f| is_file_mode_field(f))
            .and_then(|_| integers.octal_file_mode(&text))
        {
            return visitor.visit_i64(mode);
        }
        match parse_integer(&text) {
            Some(n) => visit_number(&n, visitor),
            None => Err(de::Error::invalid_type(
                de::Unexpected::Str(&text),
                &visitor,
            )),
        }
    }

    /// Numbers, and with coercions strings of a number.
    fn deserialize_float<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, serde_json::Error> {
        match self.v {
            Value::Number(n) => visit_number(n, visitor),
            Value::String(s) => match parse_double(s).filter(|_| self.coercions.coerce()) {
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
            .map(|v| seed.deserialize(self.of.at(v, None)))
            .transpose()
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.iter.len())
    }
}

struct Obj<'a> {
    iter: serde_json::map::Iter<'a>,
    /// The entry whose key was read last.
    value: Option<(&'a str, &'a Value)>,
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
                self.value = Some((k, v));
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
            Some((field, v)) => seed.deserialize(self.of.at(v, Some(field))),
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

    fn typed_as_3_5<T: de::DeserializeOwned>(v: &Value) -> Result<T, serde_json::Error> {
        from_value_as(v, crate::Fabric8Release::V6_7)
    }

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
        let pod: Pod = typed_as_3_5(&v).unwrap();
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
        assert!(typed_as_3_5::<Pod>(&v).is_err());
        let v =
            json!({"spec": {"containers": [{"name": "c", "ports": [{"containerPort": "http"}]}]}});
        assert!(typed_as_3_5::<Pod>(&v).is_err());
    }

    #[test]
    fn strict_mode_refuses_what_jackson_would_coerce() {
        use k8s_openapi::api::core::v1::Toleration;
        let coerced = json!([{"key": "k", "tolerationSeconds": "30"}]);
        let t: Vec<Toleration> = typed_as_3_5(&coerced).unwrap();
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
        assert!(typed_as_3_5::<Pod>(&v).unwrap().spec.is_some());
        let err = typed_as_3_5::<Pod>(&json!({"spec": [1]})).unwrap_err();
        assert!(
            err.to_string()
                .contains("invalid type: sequence, expected PodSpec"),
            "{err}"
        );
        let err = typed_as_3_5::<Pod>(
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
