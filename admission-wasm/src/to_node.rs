//! A typed value (a rendered pod) as a [`Node`] tree, written by its own `Serialize`.
//!
//! The SparkApplication path judges the pods of a render as trees. Through
//! `serde_json::to_value` every member of every object was a `String` key hashed (SipHash)
//! into an `IndexMap` and then copied again into the tree: that was 9 % of a SparkApplication
//! CREATE's guest time (BENCHMARKS.md, "The pods in the policy's tree"). Here a struct's field
//! names stay borrowed (`&'static str`) and members are appended in order. Only that path uses
//! it: the pod path's few typed additions go through `Value` (`mutate.rs`), whose serializer
//! the playground links anyway, and a second one would grow the pods module and the first load.
//!
//! The tree is the one `Node::from_owned_value(serde_json::to_value(v))` gives, held to it by
//! a differential test over every case's pods: `null` for `None` and unit, a unit variant as
//! its name, a newtype variant as a one-member object, map keys as serde_json writes them
//! (strings, numbers and booleans as text; others refused as it refuses them), floats and
//! 128-bit integers through serde_json itself (no pod has one). A map's keys are appended as
//! given: the maps of typed values (`BTreeMap`) cannot repeat a key.

use std::borrow::Cow;

use serde::Serialize;
use serde::ser::{self, Impossible};

use crate::json::{Node, Object};

/// Why a value has no tree: what serde_json's own serializer refuses.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ToNodeError(String);

impl ser::Error for ToNodeError {
    fn custom<T: std::fmt::Display>(msg: T) -> Self {
        ToNodeError(msg.to_string())
    }
}

impl From<serde_json::Error> for ToNodeError {
    fn from(e: serde_json::Error) -> Self {
        ToNodeError(e.to_string())
    }
}

/// `value` as a tree (see the module's doc).
pub fn to_node<T: Serialize + ?Sized>(value: &T) -> Result<Node<'static>, ToNodeError> {
    value.serialize(NodeSerializer)
}

/// A scalar serde_json writes with its own rules (floats, 128-bit integers), through it.
fn through_serde_json<T: Serialize>(v: T) -> Result<Node<'static>, ToNodeError> {
    Ok(Node::from_owned_value(serde_json::to_value(v)?))
}

/// An integer's text as serde_json writes it (itoa).
fn integer_text<I: itoa::Integer>(v: I) -> String {
    itoa::Buffer::new().format(v).to_string()
}

/// What both serializers do alike: `serialize_{i8,i16,i32,u8,u16,u32}` through the 64-bit
/// ones (serde_json writes them alike), a newtype struct as what it wraps.
macro_rules! shared_methods {
    () => {
        fn serialize_newtype_struct<T: Serialize + ?Sized>(
            self,
            _name: &'static str,
            value: &T,
        ) -> Result<Self::Ok, Self::Error> {
            value.serialize(self)
        }
        fn serialize_i8(self, v: i8) -> Result<Self::Ok, Self::Error> {
            self.serialize_i64(i64::from(v))
        }
        fn serialize_i16(self, v: i16) -> Result<Self::Ok, Self::Error> {
            self.serialize_i64(i64::from(v))
        }
        fn serialize_i32(self, v: i32) -> Result<Self::Ok, Self::Error> {
            self.serialize_i64(i64::from(v))
        }
        fn serialize_u8(self, v: u8) -> Result<Self::Ok, Self::Error> {
            self.serialize_u64(u64::from(v))
        }
        fn serialize_u16(self, v: u16) -> Result<Self::Ok, Self::Error> {
            self.serialize_u64(u64::from(v))
        }
        fn serialize_u32(self, v: u32) -> Result<Self::Ok, Self::Error> {
            self.serialize_u64(u64::from(v))
        }
    };
}

/// `{variant: value}`, as serde_json writes an enum variant with content.
fn variant(name: &'static str, value: Node<'static>) -> Node<'static> {
    Node::Object(Object::from_members(vec![(Cow::Borrowed(name), value)]))
}

struct NodeSerializer;

impl ser::Serializer for NodeSerializer {
    type Ok = Node<'static>;
    type Error = ToNodeError;
    type SerializeSeq = SeqBuilder;
    type SerializeTuple = SeqBuilder;
    type SerializeTupleStruct = SeqBuilder;
    type SerializeTupleVariant = SeqBuilder;
    type SerializeMap = MapBuilder;
    type SerializeStruct = MapBuilder;
    type SerializeStructVariant = MapBuilder;

    fn serialize_bool(self, v: bool) -> Result<Self::Ok, Self::Error> {
        Ok(Node::Bool(v))
    }
    shared_methods!();
    fn serialize_i64(self, v: i64) -> Result<Self::Ok, Self::Error> {
        Ok(Node::Number(Cow::Owned(integer_text(v))))
    }
    fn serialize_i128(self, v: i128) -> Result<Self::Ok, Self::Error> {
        through_serde_json(v)
    }
    fn serialize_u64(self, v: u64) -> Result<Self::Ok, Self::Error> {
        Ok(Node::Number(Cow::Owned(integer_text(v))))
    }
    fn serialize_u128(self, v: u128) -> Result<Self::Ok, Self::Error> {
        through_serde_json(v)
    }
    fn serialize_f32(self, v: f32) -> Result<Self::Ok, Self::Error> {
        through_serde_json(v)
    }
    fn serialize_f64(self, v: f64) -> Result<Self::Ok, Self::Error> {
        through_serde_json(v)
    }
    fn serialize_char(self, v: char) -> Result<Self::Ok, Self::Error> {
        Ok(Node::String(Cow::Owned(v.to_string())))
    }
    fn serialize_str(self, v: &str) -> Result<Self::Ok, Self::Error> {
        Ok(Node::String(Cow::Owned(v.to_string())))
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<Self::Ok, Self::Error> {
        Ok(Node::Array(
            v.iter()
                .map(|b| Node::Number(Cow::Owned(integer_text(*b))))
                .collect(),
        ))
    }
    fn serialize_none(self) -> Result<Self::Ok, Self::Error> {
        Ok(Node::Null)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<Self::Ok, Self::Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<Self::Ok, Self::Error> {
        Ok(Node::Null)
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<Self::Ok, Self::Error> {
        Ok(Node::Null)
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<Self::Ok, Self::Error> {
        Ok(Node::String(Cow::Borrowed(variant)))
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        name: &'static str,
        value: &T,
    ) -> Result<Self::Ok, Self::Error> {
        Ok(variant(name, value.serialize(self)?))
    }
    fn serialize_seq(self, len: Option<usize>) -> Result<Self::SerializeSeq, Self::Error> {
        Ok(SeqBuilder::new(len.unwrap_or(0), None))
    }
    fn serialize_tuple(self, len: usize) -> Result<Self::SerializeTuple, Self::Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        len: usize,
    ) -> Result<Self::SerializeTupleStruct, Self::Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        name: &'static str,
        len: usize,
    ) -> Result<Self::SerializeTupleVariant, Self::Error> {
        Ok(SeqBuilder::new(len, Some(name)))
    }
    fn serialize_map(self, len: Option<usize>) -> Result<Self::SerializeMap, Self::Error> {
        Ok(MapBuilder::new(len.unwrap_or(0), None))
    }
    fn serialize_struct(
        self,
        _name: &'static str,
        len: usize,
    ) -> Result<Self::SerializeStruct, Self::Error> {
        self.serialize_map(Some(len))
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        name: &'static str,
        len: usize,
    ) -> Result<Self::SerializeStructVariant, Self::Error> {
        Ok(MapBuilder::new(len, Some(name)))
    }
}

/// A list being built (a tuple variant's, to be wrapped in its name).
struct SeqBuilder {
    items: Vec<Node<'static>>,
    variant: Option<&'static str>,
}

impl SeqBuilder {
    fn new(len: usize, variant: Option<&'static str>) -> Self {
        SeqBuilder {
            items: Vec::with_capacity(len),
            variant,
        }
    }

    fn push<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), ToNodeError> {
        self.items.push(value.serialize(NodeSerializer)?);
        Ok(())
    }

    fn finish(self) -> Node<'static> {
        let list = Node::Array(self.items);
        match self.variant {
            Some(name) => variant(name, list),
            None => list,
        }
    }
}

/// The four list traits alike: each item appended.
macro_rules! seq_builder {
    ($($trait:ident :: $method:ident),*) => {$(
        impl ser::$trait for SeqBuilder {
            type Ok = Node<'static>;
            type Error = ToNodeError;
            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Self::Error> {
                self.push(value)
            }
            fn end(self) -> Result<Self::Ok, Self::Error> {
                Ok(self.finish())
            }
        }
    )*};
}

seq_builder!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

/// An object being built (a struct variant's, to be wrapped in its name).
struct MapBuilder {
    members: Vec<(Cow<'static, str>, Node<'static>)>,
    /// A map's key, given before its value.
    key: Option<Cow<'static, str>>,
    variant: Option<&'static str>,
}

impl MapBuilder {
    fn new(len: usize, variant: Option<&'static str>) -> Self {
        MapBuilder {
            members: Vec::with_capacity(len),
            key: None,
            variant,
        }
    }

    fn finish(self) -> Node<'static> {
        let object = Node::Object(Object::from_members(self.members));
        match self.variant {
            Some(name) => variant(name, object),
            None => object,
        }
    }

    fn field<T: Serialize + ?Sized>(
        &mut self,
        name: &'static str,
        value: &T,
    ) -> Result<(), ToNodeError> {
        let value = value.serialize(NodeSerializer)?;
        self.members.push((Cow::Borrowed(name), value));
        Ok(())
    }
}

impl ser::SerializeMap for MapBuilder {
    type Ok = Node<'static>;
    type Error = ToNodeError;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Self::Error> {
        self.key = Some(key.serialize(KeySerializer)?);
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Self::Error> {
        let key = self
            .key
            .take()
            .ok_or_else(|| ToNodeError("a map's value came before its key".to_string()))?;
        let value = value.serialize(NodeSerializer)?;
        self.members.push((key, value));
        Ok(())
    }
    fn end(self) -> Result<Self::Ok, Self::Error> {
        Ok(self.finish())
    }
}

/// The two struct traits alike: each field a member named by the field.
macro_rules! struct_builder {
    ($($trait:ident),*) => {$(
        impl ser::$trait for MapBuilder {
            type Ok = Node<'static>;
            type Error = ToNodeError;
            fn serialize_field<T: Serialize + ?Sized>(
                &mut self,
                name: &'static str,
                value: &T,
            ) -> Result<(), Self::Error> {
                self.field(name, value)
            }
            fn end(self) -> Result<Self::Ok, Self::Error> {
                Ok(self.finish())
            }
        }
    )*};
}

struct_builder!(SerializeStruct, SerializeStructVariant);

/// A map key as serde_json writes one: a string, a number or a boolean as its text, a unit
/// variant as its name; anything else refused.
struct KeySerializer;

fn key_must_be_a_string() -> ToNodeError {
    ToNodeError("key must be a string".to_string())
}

/// The key serializer's methods for what serde_json refuses as a map key (its arguments
/// unread).
macro_rules! refused_keys {
    ($($name:ident($($arg:ty),*) -> $ret:ty;)*) => {$(
        fn $name(self, $(_: $arg),*) -> Result<$ret, Self::Error> {
            Err(key_must_be_a_string())
        }
    )*};
}

/// A finite float key as serde_json writes the float (its shortest text, by its own width).
fn float_key<F: Serialize>(v: F, finite: bool) -> Result<Cow<'static, str>, ToNodeError> {
    if !finite {
        return Err(ToNodeError(
            "float key must be finite (got NaN or +/-inf)".to_string(),
        ));
    }
    Ok(Cow::Owned(serde_json::to_string(&v)?))
}

impl ser::Serializer for KeySerializer {
    type Ok = Cow<'static, str>;
    type Error = ToNodeError;
    type SerializeSeq = Impossible<Self::Ok, ToNodeError>;
    type SerializeTuple = Impossible<Self::Ok, ToNodeError>;
    type SerializeTupleStruct = Impossible<Self::Ok, ToNodeError>;
    type SerializeTupleVariant = Impossible<Self::Ok, ToNodeError>;
    type SerializeMap = Impossible<Self::Ok, ToNodeError>;
    type SerializeStruct = Impossible<Self::Ok, ToNodeError>;
    type SerializeStructVariant = Impossible<Self::Ok, ToNodeError>;

    fn serialize_bool(self, v: bool) -> Result<Self::Ok, Self::Error> {
        Ok(Cow::Borrowed(if v { "true" } else { "false" }))
    }
    shared_methods!();
    fn serialize_i64(self, v: i64) -> Result<Self::Ok, Self::Error> {
        Ok(Cow::Owned(integer_text(v)))
    }
    fn serialize_i128(self, v: i128) -> Result<Self::Ok, Self::Error> {
        Ok(Cow::Owned(integer_text(v)))
    }
    fn serialize_u64(self, v: u64) -> Result<Self::Ok, Self::Error> {
        Ok(Cow::Owned(integer_text(v)))
    }
    fn serialize_u128(self, v: u128) -> Result<Self::Ok, Self::Error> {
        Ok(Cow::Owned(integer_text(v)))
    }
    fn serialize_f32(self, v: f32) -> Result<Self::Ok, Self::Error> {
        float_key(v, v.is_finite())
    }
    fn serialize_f64(self, v: f64) -> Result<Self::Ok, Self::Error> {
        float_key(v, v.is_finite())
    }
    fn serialize_char(self, v: char) -> Result<Self::Ok, Self::Error> {
        Ok(Cow::Owned(v.to_string()))
    }
    fn serialize_str(self, v: &str) -> Result<Self::Ok, Self::Error> {
        Ok(Cow::Owned(v.to_string()))
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _value: &T) -> Result<Self::Ok, Self::Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<Self::Ok, Self::Error> {
        Ok(Cow::Borrowed(variant))
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _value: &T,
    ) -> Result<Self::Ok, Self::Error> {
        Err(key_must_be_a_string())
    }
    refused_keys! {
        serialize_bytes(&[u8]) -> Self::Ok;
        serialize_none() -> Self::Ok;
        serialize_unit() -> Self::Ok;
        serialize_unit_struct(&'static str) -> Self::Ok;
        serialize_seq(Option<usize>) -> Self::SerializeSeq;
        serialize_tuple(usize) -> Self::SerializeTuple;
        serialize_tuple_struct(&'static str, usize) -> Self::SerializeTupleStruct;
        serialize_tuple_variant(&'static str, u32, &'static str, usize) -> Self::SerializeTupleVariant;
        serialize_map(Option<usize>) -> Self::SerializeMap;
        serialize_struct(&'static str, usize) -> Self::SerializeStruct;
        serialize_struct_variant(&'static str, u32, &'static str, usize) -> Self::SerializeStructVariant;
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::collections::BTreeMap;

    use proptest::prelude::*;
    use serde::Serialize;
    use serde_json::{Value, json};

    use super::*;

    /// What serde_json's own serializer makes of `v`, as a tree.
    fn by_value<T: Serialize>(v: &T) -> Result<Node<'static>, String> {
        serde_json::to_value(v)
            .map(Node::from_owned_value)
            .map_err(|e| e.to_string())
    }

    fn same_as_serde_json<T: Serialize + std::fmt::Debug>(v: &T) {
        let direct = to_node(v).map_err(|e| e.to_string());
        assert_eq!(direct, by_value(v), "{v:?}");
    }

    #[derive(Serialize, Debug)]
    enum Shape {
        Unit,
        Newtype(u8),
        Tuple(i32, String),
        Struct { a: Option<bool>, b: Vec<u8> },
    }

    #[derive(Serialize, Debug)]
    struct Unit;

    #[derive(Serialize, Debug)]
    struct Pair(i64, f32);

    #[derive(Serialize, Debug, PartialEq, Eq, PartialOrd, Ord)]
    enum Key {
        Plain,
    }

    /// Every shape serde hands a serializer, and every kind of map key serde_json accepts
    /// or refuses, give what serde_json gives (or both refuse).
    #[test]
    fn every_serde_shape_is_what_serde_json_makes_of_it() {
        same_as_serde_json(&Shape::Unit);
        same_as_serde_json(&Shape::Newtype(7));
        same_as_serde_json(&Shape::Tuple(-3, "x".into()));
        same_as_serde_json(&Shape::Struct {
            a: None,
            b: vec![1, 2],
        });
        same_as_serde_json(&Unit);
        same_as_serde_json(&Pair(i64::MIN, 0.1));
        same_as_serde_json(&(1u8, 'c', (), Some(2.5f64), f64::NAN));
        same_as_serde_json(&[u128::MAX, 3]);
        same_as_serde_json(&i128::MIN);
        same_as_serde_json(&serde_bytes_like());
        same_as_serde_json(&BTreeMap::from([(1u32, "a"), (20, "b")]));
        same_as_serde_json(&BTreeMap::from([(-1i64, 1)]));
        same_as_serde_json(&BTreeMap::from([(true, 1), (false, 2)]));
        same_as_serde_json(&BTreeMap::from([('k', 1)]));
        same_as_serde_json(&BTreeMap::from([(Key::Plain, 1)]));
        same_as_serde_json(&FloatKeys(vec![(0.1, 1), (-2.0, 2)]));
        same_as_serde_json(&FloatKeys(vec![(f32::NAN, 1)]));
        same_as_serde_json(&BTreeMap::from([((1, 2), 1)]));
        same_as_serde_json(&BTreeMap::from([(Some(1), 1)]));
        same_as_serde_json(&BTreeMap::from([(vec![1], 1)]));
    }

    /// A `&[u8]` serialized as bytes (`serialize_bytes`).
    fn serde_bytes_like() -> impl Serialize + std::fmt::Debug {
        #[derive(Debug)]
        struct Bytes(&'static [u8]);
        impl Serialize for Bytes {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_bytes(self.0)
            }
        }
        Bytes(b"ab\xff")
    }

    /// Map entries with float keys (no std map has them).
    #[derive(Debug)]
    struct FloatKeys(Vec<(f32, i32)>);
    impl Serialize for FloatKeys {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            use serde::ser::SerializeMap;
            let mut map = s.serialize_map(Some(self.0.len()))?;
            for (k, v) in &self.0 {
                map.serialize_entry(k, v)?;
            }
            map.end()
        }
    }

    fn json_value() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(|n| json!(n)),
            any::<u64>().prop_map(|n| json!(n)),
            any::<f64>().prop_map(|n| json!(n)),
            ".{0,8}".prop_map(Value::String),
        ];
        leaf.prop_recursive(4, 32, 6, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
                prop::collection::vec(("[a-z]{0,4}", inner), 0..6)
                    .prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        })
    }

    proptest! {
        /// Any JSON value, written by its own `Serialize`, is the tree serde_json makes of it.
        #[test]
        fn any_json_value_is_what_serde_json_makes_of_it(v in json_value()) {
            prop_assert_eq!(to_node(&v).unwrap(), Node::from_owned_value(v.clone()));
        }
    }
}
