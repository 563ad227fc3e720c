//! The oracle's JSON written straight from the typed objects: a serde [`Serializer`] into one
//! text buffer that gives each object the [`Shape`] the document wants (fabric8's pruning and
//! Java `String` key order, or key order only, or as it comes), masks the random parts of every
//! string value as it writes it, and indents like `serde_json::to_string_pretty`.
//!
//! Why not `serde_json::to_value` and a pass over the tree ([`super::kube_json`]): that builds a
//! map per object, prunes and re-sorts each, then walks everything again to mask and to print:
//! about twice a render's own time. Here a member is written once; fabric8's omissions (null,
//! empty list, an empty map field) are taken back by truncating the buffer, and an object whose
//! keys arrive out of order (rare: k8s-openapi writes fields sorted) is put in order by moving
//! its members' bytes. Integers are written with `itoa` and floats and string escapes by
//! serde_json, as serde_json writes them, so the text equals what the tree path printed; a test
//! in the document module holds every golden case to that. The buffer is a `String` that only
//! `str`s enter, so the finished text needs no UTF-8 check.

use std::cmp::Ordering;

use serde::Serialize;
use serde::ser::{self, Impossible};
use thiserror::Error;

use super::MAP_FIELDS;
use crate::release::Fabric8;
use sparkpods_jvm::java_string_compare;

/// How an object's members are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shape {
    /// As the value gives them.
    AsIs,
    /// Keys in Java `String` order at every level ([`super::canonical`]).
    Canonical,
    /// As the release's fabric8 writes a Kubernetes object ([`super::kube_json`]): keys in
    /// order, null members and empty lists left out, and empty map fields from fabric8 6 on.
    Fabric8(Fabric8),
}

impl Shape {
    fn sorts(self) -> bool {
        self != Shape::AsIs
    }

    /// Whether a member `key` whose value was written as `value` is left out.
    fn omits(self, key: &[u8], value: &[u8]) -> bool {
        let Shape::Fabric8(fabric8) = self else {
            return false;
        };
        match value {
            b"null" | b"[]" => true,
            b"{}" => {
                fabric8 >= Fabric8::V6
                    && MAP_FIELDS.iter().any(|f| {
                        key.strip_prefix(b"\"").and_then(|k| k.strip_suffix(b"\""))
                            == Some(f.as_bytes())
                    })
            }
            _ => false,
        }
    }
}

/// What replaces the random parts of a string value (the document's normalization).
pub(crate) trait MaskStrings {
    /// `s` with its random parts masked, `None` when it has none.
    fn masked(&self, s: &str) -> Option<String>;
}

/// A value serde could not write as JSON (a map key that is not a string).
#[derive(Debug, Error)]
#[error("{0}")]
pub struct WriteError(String);

impl ser::Error for WriteError {
    fn custom<T: std::fmt::Display>(msg: T) -> Self {
        WriteError(msg.to_string())
    }
}

/// One member of an object being written: byte offsets in the buffer.
#[derive(Debug, Clone, Copy)]
struct Member {
    /// Where the member's separator (comma, newline, indent) starts.
    mark: usize,
    /// The quoted key.
    key_start: usize,
    key_end: usize,
    /// Whether the key is ASCII without escapes (its bytes compare in Java's order).
    plain: bool,
    /// Where the value starts and ends.
    value_start: usize,
    value_end: usize,
}

/// The JSON text being written, with the random parts to mask (`None`: none).
pub(crate) struct JsonWriter<'m> {
    /// The text written: only `str`s go in (no UTF-8 check at the end).
    out: String,
    pretty: bool,
    depth: usize,
    shape: Shape,
    masks: Option<&'m dyn MaskStrings>,
    /// The members of the objects open now, innermost last.
    members: Vec<Member>,
}

impl<'m> JsonWriter<'m> {
    /// A writer of compact (`pretty` false) or `to_string_pretty`-style text.
    pub fn new(pretty: bool, masks: Option<&'m dyn MaskStrings>) -> Self {
        JsonWriter {
            // A typical document is 20-60 KB: grown from here a few times at most.
            out: String::with_capacity(64 * 1024),
            pretty,
            depth: 0,
            shape: Shape::AsIs,
            masks,
            members: Vec::new(),
        }
    }

    /// Room for `bytes` more of text: a document whose size is known to be large is then
    /// written without copying its buffer each time it doubles.
    pub fn reserve(&mut self, bytes: usize) {
        self.out.reserve(bytes);
    }

    /// The text written.
    pub fn finish(self) -> String {
        self.out
    }

    /// Write `value` in `shape` (its members, at every level).
    pub fn value<T: Serialize + ?Sized>(
        &mut self,
        value: &T,
        shape: Shape,
    ) -> Result<(), WriteError> {
        let outer = std::mem::replace(&mut self.shape, shape);
        let written = value.serialize(&mut *self);
        self.shape = outer;
        written
    }

    /// Open an object whose members the caller writes with [`Self::member`] in the order
    /// given (nothing is sorted or left out at this level), then closes with [`Self::close`].
    pub fn open(&mut self) -> Object {
        self.begin_object()
    }

    /// A member of an object from [`Self::open`].
    pub fn member<T: Serialize + ?Sized>(
        &mut self,
        object: &mut Object,
        key: &str,
        value: &T,
        shape: Shape,
    ) -> Result<(), WriteError> {
        self.key(object, key)?;
        self.value(value, shape)?;
        self.end_member(object, Shape::AsIs);
        Ok(())
    }

    /// Close an object from [`Self::open`].
    pub fn close(&mut self, object: Object) {
        self.end_object(object, Shape::AsIs);
    }

    /// Start a member of `parent` whose value is an object the caller writes like one from
    /// [`Self::open`], then closes with [`Self::close_member`].
    pub fn open_member(&mut self, parent: &mut Object, key: &str) -> Result<Object, WriteError> {
        self.key(parent, key)?;
        Ok(self.begin_object())
    }

    /// Close an object from [`Self::open_member`].
    pub fn close_member(&mut self, parent: &Object, object: Object) {
        self.end_object(object, Shape::AsIs);
        self.end_member(parent, Shape::AsIs);
    }

    fn newline(&mut self) {
        if self.pretty {
            self.out.push('\n');
            let mut indent = 2 * self.depth;
            while indent > 0 {
                let n = indent.min(SPACES.len());
                self.out.push_str(SPACES.get(..n).unwrap_or_default());
                indent -= n;
            }
        }
    }

    fn begin_object(&mut self) -> Object {
        self.out.push('{');
        self.depth += 1;
        Object {
            base: self.members.len(),
            out_of_order: false,
        }
    }

    /// Start a member: its separator and its key (a `str`, written as serde_json escapes it).
    fn key<K: Serialize + ?Sized>(
        &mut self,
        object: &mut Object,
        key: &K,
    ) -> Result<(), WriteError> {
        let mark = self.out.len();
        if self.members.len() > object.base {
            self.out.push(',');
        }
        self.newline();
        let key_start = self.out.len();
        let mut plain = true;
        key.serialize(KeyWriter {
            out: &mut self.out,
            plain: &mut plain,
        })?;
        let key_end = self.out.len();
        if self.pretty {
            self.out.push_str(": ");
        } else {
            self.out.push(':');
        }
        if let Some(previous) = self
            .members
            .last()
            .filter(|_| self.members.len() > object.base)
        {
            let (a, b) = (
                self.out
                    .as_bytes()
                    .get(previous.key_start..previous.key_end)
                    .unwrap_or_default(),
                self.out
                    .as_bytes()
                    .get(key_start..key_end)
                    .unwrap_or_default(),
            );
            let order = match previous.plain && plain {
                true => unquoted(a).cmp(unquoted(b)),
                false => key_order(a, b),
            };
            object.out_of_order |= order == Ordering::Greater;
        }
        let value_start = self.out.len();
        self.members.push(Member {
            mark,
            key_start,
            key_end,
            plain,
            value_start,
            value_end: value_start,
        });
        Ok(())
    }

    /// End the member just written: left out when the shape omits it.
    fn end_member(&mut self, object: &Object, shape: Shape) {
        let end = self.out.len();
        let Some(member) = self.members.last_mut() else {
            return;
        };
        member.value_end = end;
        let member = *member;
        let key = self
            .out
            .as_bytes()
            .get(member.key_start..member.key_end)
            .unwrap_or_default();
        let value = self
            .out
            .as_bytes()
            .get(member.value_start..end)
            .unwrap_or_default();
        if shape.omits(key, value) {
            self.out.truncate(member.mark);
            self.members.pop();
            // A first member left out takes no comma with it: the next one is first.
            debug_assert!(self.members.len() >= object.base);
        }
    }

    fn end_object(&mut self, object: Object, shape: Shape) {
        if object.out_of_order && shape.sorts() {
            self.sort_members(object.base);
        }
        self.depth -= 1;
        let had_members = self.members.len() > object.base;
        self.members.truncate(object.base);
        if had_members {
            self.newline();
        }
        self.out.push('}');
    }

    /// Rewrite the open object's members (from `base`) in key order, moving their bytes.
    fn sort_members(&mut self, base: usize) {
        let Some(first) = self.members.get(base).copied() else {
            return;
        };
        let mut members: Vec<Member> = self.members.get(base..).unwrap_or_default().to_vec();
        let tail = self.out.split_off(first.key_start);
        let at = |from: usize, to: usize| {
            tail.get(from - first.key_start..to - first.key_start)
                .unwrap_or_default()
        };
        sparkpods_sort::sort_by(&mut members, |a, b| {
            let (x, y) = (
                at(a.key_start, a.key_end).as_bytes(),
                at(b.key_start, b.key_end).as_bytes(),
            );
            match a.plain && b.plain {
                true => unquoted(x).cmp(unquoted(y)),
                false => key_order(x, y),
            }
        });
        for (i, m) in members.iter().enumerate() {
            if i > 0 {
                self.out.push(',');
                self.newline();
            }
            self.out.push_str(at(m.key_start, m.value_end));
        }
    }

    fn begin_array(&mut self) -> Array {
        self.out.push('[');
        self.depth += 1;
        Array { empty: true }
    }

    fn element(&mut self, array: &mut Array) {
        if !array.empty {
            self.out.push(',');
        }
        array.empty = false;
        self.newline();
    }

    fn end_array(&mut self, array: Array) {
        self.depth -= 1;
        if !array.empty {
            self.newline();
        }
        self.out.push(']');
    }

    /// An integer, as serde_json writes one (with `itoa`).
    fn integer(&mut self, v: impl itoa::Integer) {
        self.out.push_str(itoa::Buffer::new().format(v));
    }

    /// A float, as serde_json writes it (rare in Kubernetes objects).
    fn float<T: Serialize>(&mut self, v: T) -> Result<(), WriteError> {
        let text = serde_json::to_string(&v).map_err(|e| WriteError(e.to_string()))?;
        self.out.push_str(&text);
        Ok(())
    }
}

/// A key as written without its quotes.
fn unquoted(k: &[u8]) -> &[u8] {
    k.get(1..k.len().saturating_sub(1)).unwrap_or_default()
}

/// Two quoted keys as written, in Java `String` order: read back (an escape compares as the
/// character it stands for, a character beyond the BMP by its UTF-16 surrogates). Keys of
/// plain ASCII compare by their bytes instead, in the same order.
fn key_order(a: &[u8], b: &[u8]) -> Ordering {
    let read = |k: &[u8]| serde_json::from_slice::<String>(k).unwrap_or_default();
    java_string_compare(&read(a), &read(b))
}

/// What JSON makes of a string's bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum StrKind {
    /// serde_json escapes at least one byte (a control character, `"` or `\\`).
    Escaped,
    /// No escape, all ASCII: as a key, its bytes compare in Java's `String` order.
    Ascii,
    /// No escape, not all ASCII.
    Unicode,
}

/// [`StrKind`] of `bytes`, in one pass eight bytes at a time (the tail padded with a plain
/// ASCII letter): most strings of a document are short keys and values that need no escape.
fn str_kind(bytes: &[u8]) -> StrKind {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    // A byte of `v` below `n` (n <= 0x80) sets its high bit here (exact for "any").
    let below = |v: u64, n: u8| v.wrapping_sub(ONES * u64::from(n)) & !v & HIGH;
    let escapes = |v: u64| {
        let quote = v ^ (ONES * u64::from(b'"'));
        let backslash = v ^ (ONES * u64::from(b'\\'));
        below(v, 0x20) | below(quote, 1) | below(backslash, 1) != 0
    };
    let mut high = 0;
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        let mut word = [0; 8];
        word.copy_from_slice(chunk);
        let v = u64::from_le_bytes(word);
        if escapes(v) {
            return StrKind::Escaped;
        }
        high |= v & HIGH;
    }
    let tail = chunks.remainder();
    if !tail.is_empty() {
        let mut word = [b'a'; 8];
        if let Some(head) = word.get_mut(..tail.len()) {
            head.copy_from_slice(tail);
        }
        let v = u64::from_le_bytes(word);
        if escapes(v) {
            return StrKind::Escaped;
        }
        high |= v & HIGH;
    }
    match high {
        0 => StrKind::Ascii,
        _ => StrKind::Unicode,
    }
}

/// Write `s` as a JSON string exactly as serde_json does: most strings need no escape and are
/// copied; the rest go through serde_json.
fn write_str(out: &mut String, s: &str) -> Result<StrKind, WriteError> {
    let kind = str_kind(s.as_bytes());
    if kind == StrKind::Escaped {
        let escaped = serde_json::to_string(s).map_err(|e| WriteError(e.to_string()))?;
        out.push_str(&escaped);
        return Ok(kind);
    }
    out.reserve(s.len() + 2);
    out.push('"');
    out.push_str(s);
    out.push('"');
    Ok(kind)
}

/// An object being written.
pub(crate) struct Object {
    /// Its first member's index in [`JsonWriter::members`].
    base: usize,
    out_of_order: bool,
}

struct Array {
    empty: bool,
}

/// Spaces for an indent, copied a slice at a time.
const SPACES: &str = "                                                                ";

/// A map's key: a string, as serde_json writes map keys; `plain` is cleared when it is not
/// ASCII without escapes.
struct KeyWriter<'a> {
    out: &'a mut String,
    plain: &'a mut bool,
}

impl ser::Serializer for KeyWriter<'_> {
    type Ok = ();
    type Error = WriteError;
    type SerializeSeq = Impossible<(), WriteError>;
    type SerializeTuple = Impossible<(), WriteError>;
    type SerializeTupleStruct = Impossible<(), WriteError>;
    type SerializeTupleVariant = Impossible<(), WriteError>;
    type SerializeMap = Impossible<(), WriteError>;
    type SerializeStruct = Impossible<(), WriteError>;
    type SerializeStructVariant = Impossible<(), WriteError>;

    fn serialize_str(self, v: &str) -> Result<(), WriteError> {
        *self.plain = write_str(self.out, v)? == StrKind::Ascii;
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<(), WriteError> {
        self.serialize_str(v.encode_utf8(&mut [0; 4]))
    }
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<(), WriteError> {
        self.serialize_str(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<(), WriteError> {
        value.serialize(self)
    }
    fn serialize_bool(self, v: bool) -> Result<(), WriteError> {
        self.serialize_str(if v { "true" } else { "false" })
    }
    fn serialize_i8(self, v: i8) -> Result<(), WriteError> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i16(self, v: i16) -> Result<(), WriteError> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i32(self, v: i32) -> Result<(), WriteError> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i64(self, v: i64) -> Result<(), WriteError> {
        self.serialize_str(&v.to_string())
    }
    fn serialize_u8(self, v: u8) -> Result<(), WriteError> {
        self.serialize_u64(u64::from(v))
    }
    fn serialize_u16(self, v: u16) -> Result<(), WriteError> {
        self.serialize_u64(u64::from(v))
    }
    fn serialize_u32(self, v: u32) -> Result<(), WriteError> {
        self.serialize_u64(u64::from(v))
    }
    fn serialize_u64(self, v: u64) -> Result<(), WriteError> {
        self.serialize_str(&v.to_string())
    }
    fn serialize_f32(self, _: f32) -> Result<(), WriteError> {
        Err(key_must_be_a_string())
    }
    fn serialize_f64(self, _: f64) -> Result<(), WriteError> {
        Err(key_must_be_a_string())
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<(), WriteError> {
        Err(key_must_be_a_string())
    }
    fn serialize_none(self) -> Result<(), WriteError> {
        Err(key_must_be_a_string())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<(), WriteError> {
        Err(key_must_be_a_string())
    }
    fn serialize_unit(self) -> Result<(), WriteError> {
        Err(key_must_be_a_string())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), WriteError> {
        Err(key_must_be_a_string())
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<(), WriteError> {
        Err(key_must_be_a_string())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, WriteError> {
        Err(key_must_be_a_string())
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, WriteError> {
        Err(key_must_be_a_string())
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, WriteError> {
        Err(key_must_be_a_string())
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, WriteError> {
        Err(key_must_be_a_string())
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, WriteError> {
        Err(key_must_be_a_string())
    }
    fn serialize_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStruct, WriteError> {
        Err(key_must_be_a_string())
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, WriteError> {
        Err(key_must_be_a_string())
    }
}

fn key_must_be_a_string() -> WriteError {
    WriteError("a JSON object key must be a string".into())
}

/// An object or map under way.
pub(crate) struct Compound<'w, 'm> {
    writer: &'w mut JsonWriter<'m>,
    object: Object,
    /// The object a variant's name wraps the content in (`{"Variant":…}`, as serde_json).
    variant: Option<Object>,
}

/// An array or tuple under way.
pub(crate) struct Sequence<'w, 'm> {
    writer: &'w mut JsonWriter<'m>,
    array: Array,
    variant: Option<Object>,
}

impl<'w, 'm> Compound<'w, 'm> {
    fn field<T: Serialize + ?Sized>(&mut self, key: &str, value: &T) -> Result<(), WriteError> {
        self.writer.key(&mut self.object, key)?;
        value.serialize(&mut *self.writer)?;
        let shape = self.writer.shape;
        self.writer.end_member(&self.object, shape);
        Ok(())
    }

    fn finish(self) -> Result<(), WriteError> {
        let shape = self.writer.shape;
        self.writer.end_object(self.object, shape);
        self.writer.close_variant(self.variant);
        Ok(())
    }
}

impl Sequence<'_, '_> {
    fn item<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), WriteError> {
        self.writer.element(&mut self.array);
        value.serialize(&mut *self.writer)
    }

    fn finish(self) -> Result<(), WriteError> {
        self.writer.end_array(self.array);
        self.writer.close_variant(self.variant);
        Ok(())
    }
}

impl JsonWriter<'_> {
    /// `{"variant":` before a variant's content.
    fn open_variant(&mut self, variant: &'static str) -> Result<Object, WriteError> {
        let mut wrapper = self.begin_object();
        self.key(&mut wrapper, variant)?;
        Ok(wrapper)
    }

    /// The `}` after a variant's content.
    fn close_variant(&mut self, wrapper: Option<Object>) {
        if let Some(wrapper) = wrapper {
            self.end_member(&wrapper, Shape::AsIs);
            self.end_object(wrapper, Shape::AsIs);
        }
    }
}

impl<'w, 'm> ser::Serializer for &'w mut JsonWriter<'m> {
    type Ok = ();
    type Error = WriteError;
    type SerializeSeq = Sequence<'w, 'm>;
    type SerializeTuple = Sequence<'w, 'm>;
    type SerializeTupleStruct = Sequence<'w, 'm>;
    type SerializeTupleVariant = Sequence<'w, 'm>;
    type SerializeMap = Compound<'w, 'm>;
    type SerializeStruct = Compound<'w, 'm>;
    type SerializeStructVariant = Compound<'w, 'm>;

    fn serialize_bool(self, v: bool) -> Result<(), WriteError> {
        self.out.push_str(if v { "true" } else { "false" });
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<(), WriteError> {
        self.integer(v);
        Ok(())
    }
    fn serialize_i16(self, v: i16) -> Result<(), WriteError> {
        self.integer(v);
        Ok(())
    }
    fn serialize_i32(self, v: i32) -> Result<(), WriteError> {
        self.integer(v);
        Ok(())
    }
    fn serialize_i64(self, v: i64) -> Result<(), WriteError> {
        self.integer(v);
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Result<(), WriteError> {
        self.integer(v);
        Ok(())
    }
    fn serialize_u16(self, v: u16) -> Result<(), WriteError> {
        self.integer(v);
        Ok(())
    }
    fn serialize_u32(self, v: u32) -> Result<(), WriteError> {
        self.integer(v);
        Ok(())
    }
    fn serialize_u64(self, v: u64) -> Result<(), WriteError> {
        self.integer(v);
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> Result<(), WriteError> {
        self.float(v)
    }
    fn serialize_f64(self, v: f64) -> Result<(), WriteError> {
        self.float(v)
    }
    fn serialize_char(self, v: char) -> Result<(), WriteError> {
        self.serialize_str(v.encode_utf8(&mut [0; 4]))
    }
    fn serialize_str(self, v: &str) -> Result<(), WriteError> {
        match self.masks.and_then(|m| m.masked(v)) {
            Some(masked) => write_str(&mut self.out, &masked).map(drop),
            None => write_str(&mut self.out, v).map(drop),
        }
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), WriteError> {
        use ser::SerializeSeq;
        let mut seq = self.serialize_seq(Some(v.len()))?;
        for b in v {
            seq.serialize_element(b)?;
        }
        seq.end()
    }
    fn serialize_none(self) -> Result<(), WriteError> {
        self.out.push_str("null");
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), WriteError> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), WriteError> {
        self.serialize_none()
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), WriteError> {
        self.serialize_none()
    }
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<(), WriteError> {
        self.serialize_str(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<(), WriteError> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), WriteError> {
        let wrapper = self.open_variant(variant)?;
        value.serialize(&mut *self)?;
        self.close_variant(Some(wrapper));
        Ok(())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Sequence<'w, 'm>, WriteError> {
        let array = self.begin_array();
        Ok(Sequence {
            writer: self,
            array,
            variant: None,
        })
    }
    fn serialize_tuple(self, len: usize) -> Result<Sequence<'w, 'm>, WriteError> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        len: usize,
    ) -> Result<Sequence<'w, 'm>, WriteError> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Sequence<'w, 'm>, WriteError> {
        let wrapper = self.open_variant(variant)?;
        let array = self.begin_array();
        Ok(Sequence {
            writer: self,
            array,
            variant: Some(wrapper),
        })
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Compound<'w, 'm>, WriteError> {
        let object = self.begin_object();
        Ok(Compound {
            writer: self,
            object,
            variant: None,
        })
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Compound<'w, 'm>, WriteError> {
        self.serialize_map(None)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound<'w, 'm>, WriteError> {
        let wrapper = self.open_variant(variant)?;
        let object = self.begin_object();
        Ok(Compound {
            writer: self,
            object,
            variant: Some(wrapper),
        })
    }
}

impl ser::SerializeSeq for Sequence<'_, '_> {
    type Ok = ();
    type Error = WriteError;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), WriteError> {
        self.item(value)
    }
    fn end(self) -> Result<(), WriteError> {
        self.finish()
    }
}

impl ser::SerializeTuple for Sequence<'_, '_> {
    type Ok = ();
    type Error = WriteError;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), WriteError> {
        self.item(value)
    }
    fn end(self) -> Result<(), WriteError> {
        self.finish()
    }
}

impl ser::SerializeTupleStruct for Sequence<'_, '_> {
    type Ok = ();
    type Error = WriteError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), WriteError> {
        self.item(value)
    }
    fn end(self) -> Result<(), WriteError> {
        self.finish()
    }
}

impl ser::SerializeTupleVariant for Sequence<'_, '_> {
    type Ok = ();
    type Error = WriteError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), WriteError> {
        self.item(value)
    }
    fn end(self) -> Result<(), WriteError> {
        self.finish()
    }
}

impl ser::SerializeMap for Compound<'_, '_> {
    type Ok = ();
    type Error = WriteError;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), WriteError> {
        self.writer.key(&mut self.object, key)
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), WriteError> {
        value.serialize(&mut *self.writer)?;
        let shape = self.writer.shape;
        self.writer.end_member(&self.object, shape);
        Ok(())
    }
    fn end(self) -> Result<(), WriteError> {
        self.finish()
    }
}

impl ser::SerializeStruct for Compound<'_, '_> {
    type Ok = ();
    type Error = WriteError;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), WriteError> {
        self.field(key, value)
    }
    fn end(self) -> Result<(), WriteError> {
        self.finish()
    }
}

impl ser::SerializeStructVariant for Compound<'_, '_> {
    type Ok = ();
    type Error = WriteError;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), WriteError> {
        self.field(key, value)
    }
    fn end(self) -> Result<(), WriteError> {
        self.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fabric8_json::{canonical, kube_json};
    use proptest::prelude::*;
    use serde_json::{Value, json};

    fn written(value: &Value, shape: Shape, pretty: bool) -> String {
        let mut w = JsonWriter::new(pretty, None);
        w.value(value, shape).unwrap();
        w.finish()
    }

    /// What the tree path prints for `value` in `shape`.
    fn reference(value: &Value, shape: Shape, pretty: bool) -> String {
        let v = match shape {
            Shape::AsIs => value.clone(),
            Shape::Canonical => canonical(value.clone()),
            Shape::Fabric8(f) => kube_json(value.clone(), f),
        };
        if pretty {
            serde_json::to_string_pretty(&v).unwrap()
        } else {
            serde_json::to_string(&v).unwrap()
        }
    }

    const SHAPES: [Shape; 4] = [
        Shape::AsIs,
        Shape::Canonical,
        Shape::Fabric8(Fabric8::V5),
        Shape::Fabric8(Fabric8::V6),
    ];

    #[test]
    fn fabric8_leaves_out_nulls_empty_lists_and_empty_map_fields() {
        let v = json!({"z": 1, "labels": {}, "a": null, "list": [], "emptyDir": {}, "b": [null, {}],
                        "spec": {"nodeSelector": {}, "x": [[]]}});
        assert_eq!(
            written(&v, Shape::Fabric8(Fabric8::V6), false),
            r#"{"b":[null,{}],"emptyDir":{},"spec":{"x":[[]]},"z":1}"#
        );
        assert_eq!(
            written(&v, Shape::Fabric8(Fabric8::V5), false),
            r#"{"b":[null,{}],"emptyDir":{},"labels":{},"spec":{"nodeSelector":{},"x":[[]]},"z":1}"#
        );
        for shape in SHAPES {
            for pretty in [false, true] {
                assert_eq!(written(&v, shape, pretty), reference(&v, shape, pretty));
            }
        }
    }

    /// Java orders by UTF-16 units: a character beyond the BMP (a surrogate pair, 0xD8..)
    /// sorts before U+FFFD, where UTF-8 bytes would put it after.
    #[test]
    fn keys_beyond_ascii_sort_in_java_order() {
        let v = json!({"\u{fffd}": 1, "\u{1f600}": 2, "a\"b": 3, "A": 4});
        assert_eq!(
            written(&v, Shape::Canonical, false),
            "{\"A\":4,\"a\\\"b\":3,\"\u{1f600}\":2,\"\u{fffd}\":1}"
        );
    }

    /// A key that another key starts with sorts first, whatever follows (`!` and ` ` are below
    /// the closing quote), and an escape compares as the character it stands for.
    #[test]
    fn a_key_sorts_before_its_extensions_and_escapes_by_their_characters() {
        let v = json!({"ab!": 1, "ab": 2, "a b": 3, "a\tb": 4, "a\nb": 5, "a\u{1}": 6});
        assert_eq!(
            written(&v, Shape::Canonical, false),
            "{\"a\\u0001\":6,\"a\\tb\":4,\"a\\nb\":5,\"a b\":3,\"ab\":2,\"ab!\":1}"
        );
    }

    #[test]
    fn variants_are_wrapped_as_serde_json_wraps_them() {
        #[derive(Serialize)]
        enum E {
            Unit,
            New(u8),
            Tuple(u8, u8),
            Struct { b: u8, a: u8 },
        }
        let all = vec![E::Unit, E::New(1), E::Tuple(1, 2), E::Struct { b: 1, a: 2 }];
        for pretty in [false, true] {
            let mut w = JsonWriter::new(pretty, None);
            w.value(&all, Shape::AsIs).unwrap();
            let expected = if pretty {
                serde_json::to_string_pretty(&all).unwrap()
            } else {
                serde_json::to_string(&all).unwrap()
            };
            assert_eq!(w.finish(), expected);
        }
    }

    fn json_value() -> impl Strategy<Value = Value> {
        let key = prop_oneof![
            Just("labels".to_string()),
            Just("limits".to_string()),
            Just("emptyDir".to_string()),
            "[a-dA-D]{0,3}",
            "[\u{0}-\u{7f}\u{fffd}\u{1f600}]{0,2}",
        ];
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(|i| json!(i)),
            any::<f64>().prop_map(|f| json!(f)),
            "[a-z\"\\\\\n\u{e9}]{0,4}".prop_map(Value::String),
        ];
        leaf.prop_recursive(4, 48, 6, move |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
                prop::collection::vec((key.clone(), inner), 0..5)
                    .prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        })
    }

    proptest! {
        /// The word-at-a-time reading agrees with the byte-at-a-time one.
        #[test]
        fn str_kind_agrees_with_each_byte(s in prop::collection::vec(any::<u8>(), 0..40)) {
            let escaped = s.iter().any(|b| *b < 0x20 || *b == b'"' || *b == b'\\');
            let kind = match (escaped, s.is_ascii()) {
                (true, _) => StrKind::Escaped,
                (false, true) => StrKind::Ascii,
                (false, false) => StrKind::Unicode,
            };
            prop_assert_eq!(str_kind(&s), kind);
        }

        /// The writer prints what the tree path (`kube_json`, `canonical`, `serde_json`)
        /// printed, in every shape, compact and indented.
        #[test]
        fn the_writer_prints_what_the_tree_path_printed(v in json_value()) {
            for shape in SHAPES {
                for pretty in [false, true] {
                    prop_assert_eq!(written(&v, shape, pretty), reference(&v, shape, pretty));
                }
            }
        }
    }
}
