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
//! its members' bytes. Integers are written with `itoa` and floats by serde_json, strings copied
//! a word at a time as their escapes are checked and escaped as serde_json escapes them (a
//! proptest holds them to it), so the text equals what the tree path printed; a test in the
//! document module holds every golden case to that. The buffer is bytes, made a `String` at the
//! end by one UTF-8 check: what lets a string be copied a word at a time without `unsafe`.

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

    /// Whether some members are left out ([`Self::omits`]).
    fn prunes(self) -> bool {
        matches!(self, Shape::Fabric8(_))
    }

    /// Whether a member `key` (unquoted) whose value was written as `value` is left out.
    fn omits(self, key: &[u8], value: &[u8]) -> bool {
        let Shape::Fabric8(fabric8) = self else {
            return false;
        };
        match value {
            b"null" | b"[]" => true,
            b"{}" => fabric8 >= Fabric8::V6 && MAP_FIELDS.iter().any(|f| key == f.as_bytes()),
            _ => false,
        }
    }
}

/// What replaces the random parts of a string value (the document's normalization).
pub(crate) trait MaskStrings {
    /// For each kind of random part, bytes it holds all of and the length of the shortest
    /// string that can hold it (unused entries: [`Trigger::NONE`]); a line break (an escape)
    /// always asks. The writer notes the bytes as it copies a string and asks [`Self::masked`]
    /// only about a string that holds every byte of a trigger and is that long: most strings
    /// of a document are not. `None`: ask about every string.
    fn triggers(&self) -> Option<[Trigger; TRIGGERS]>;
    /// `s` with its random parts masked, `None` when it has none.
    fn masked(&self, s: &str) -> Option<String>;
}

/// How many [`Trigger`]s a masker gives.
pub(crate) const TRIGGERS: usize = 5;

/// Bytes a random part holds all of (repeat one to ask for fewer), the rarest first, and the
/// length of the shortest string that can hold that part. One byte alone is often in Spark's
/// strings (a `k` in every `spark`, an `8` in `k8s://`); three together rarely are. The writer
/// looks for the first in every word it copies, and for the others only in a string that has it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Trigger {
    pub bytes: [u8; 3],
    pub shortest: usize,
}

impl Trigger {
    /// An entry that never asks.
    pub const NONE: Trigger = Trigger {
        bytes: [0; 3],
        shortest: usize::MAX,
    };
}

/// A masker with its [`Trigger`]s' first bytes as words, for the copy loop of
/// [`copy_unescaped`] (none: every string is asked about).
struct Masking<'m> {
    masks: &'m dyn MaskStrings,
    /// The triggers, shortest first.
    triggers: Option<[Trigger; TRIGGERS]>,
    /// Their first bytes, eight to a word.
    words: [u64; TRIGGERS],
    /// The shortest string a trigger asks about.
    shortest: usize,
}

impl<'m> Masking<'m> {
    fn new(masks: &'m dyn MaskStrings) -> Self {
        let triggers = masks.triggers().map(|mut t| {
            sparkpods_sort::sort_by(&mut t, |a, b| a.shortest.cmp(&b.shortest));
            t
        });
        let sorted = triggers.unwrap_or([Trigger::NONE; TRIGGERS]);
        Masking {
            masks,
            triggers,
            words: sorted.map(
                |Trigger {
                     bytes: [first, ..], ..
                 }| ONES * u64::from(first),
            ),
            shortest: sorted.first().map_or(0, |t| t.shortest),
        }
    }

    /// What to note in a string of `len` bytes: the first bytes of the triggers that long.
    fn occurs(&self, len: usize) -> Occurs<'_> {
        let active = self.triggers.as_ref().map_or(0, |triggers| {
            triggers.iter().take_while(|t| t.shortest <= len).count()
        });
        Occurs {
            words: self.words.get(..active).unwrap_or_default(),
            found: [0; TRIGGERS],
        }
    }

    /// Whether `s`, whose words `occurs` noted, holds every byte of a trigger: the first
    /// bytes were noted as it was copied, the others are looked for only where one was.
    fn holds_a_trigger(&self, s: &str, occurs: &Occurs<'_>) -> bool {
        let Some(triggers) = &self.triggers else {
            return true;
        };
        triggers
            .iter()
            .zip(&occurs.found)
            .take(occurs.words.len())
            .any(|(trigger, found)| {
                let [first, rest @ ..] = trigger.bytes;
                *found != 0
                    && rest
                        .iter()
                        .all(|&b| b == first || memchr::memchr(b, s.as_bytes()).is_some())
            })
    }
}

/// What [`copy_unescaped`] notes of a string as it copies it.
trait Note {
    fn word(&mut self, v: u64);
}

/// Nothing (a key, or a string too short for every trigger).
impl Note for () {
    fn word(&mut self, _: u64) {}
}

/// Which triggers' first bytes occur (the byte in a word sets a high bit of its `found`).
struct Occurs<'w> {
    words: &'w [u64],
    found: [u64; TRIGGERS],
}

impl Note for Occurs<'_> {
    fn word(&mut self, v: u64) {
        for (found, word) in self.found.iter_mut().zip(self.words) {
            *found |= zero_byte(v ^ word);
        }
    }
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
    /// The text written: whole `str`s, eight bytes at a time ([`copy_unescaped`]).
    out: Vec<u8>,
    pretty: bool,
    depth: usize,
    shape: Shape,
    masks: Option<Masking<'m>>,
    /// The members of the objects open now, innermost last.
    members: Vec<Member>,
}

impl<'m> JsonWriter<'m> {
    /// A writer of compact (`pretty` false) or `to_string_pretty`-style text.
    pub fn new(pretty: bool, masks: Option<&'m dyn MaskStrings>) -> Self {
        JsonWriter {
            // A typical document is 20-60 KB: grown from here a few times at most.
            out: Vec::with_capacity(64 * 1024),
            pretty,
            depth: 0,
            shape: Shape::AsIs,
            masks: masks.map(Masking::new),
            // Deep enough for a document's nesting without growing.
            members: Vec::with_capacity(64),
        }
    }

    /// Room for `bytes` more of text: a document whose size is known to be large is then
    /// written without copying its buffer each time it doubles.
    pub fn reserve(&mut self, bytes: usize) {
        self.out.reserve(bytes);
    }

    /// The text written. Only whole `str`s went in, so it is UTF-8; the check (fast on ASCII)
    /// is what lets [`copy_unescaped`] copy a string a word at a time without `unsafe`.
    pub fn finish(self) -> Result<String, WriteError> {
        String::from_utf8(self.out).map_err(|e| WriteError(e.to_string()))
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
        self.member_with(object, key, |w| w.value(value, shape))
    }

    /// [`Self::member`] whose value `write` writes.
    pub fn member_with(
        &mut self,
        object: &mut Object,
        key: &str,
        write: impl FnOnce(&mut Self) -> Result<(), WriteError>,
    ) -> Result<(), WriteError> {
        self.key(object, key)?;
        write(self)?;
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

    /// Open an object whose members the caller writes in Java `String` order, with keys of
    /// plain ASCII letters ([`Self::field`]), then closes with [`Self::close_fields`]: no key
    /// order to check and no member to remember, which is most of what a member costs the
    /// serde path (the typed writer, `typed.rs`). A debug build checks the keys.
    pub fn open_fields(&mut self) -> Fields {
        self.out.push(b'{');
        self.depth += 1;
        Fields {
            written: false,
            #[cfg(debug_assertions)]
            last: None,
        }
    }

    /// Close an object from [`Self::open_fields`].
    pub fn close_fields(&mut self, fields: Fields) {
        self.depth -= 1;
        if fields.written {
            self.newline();
        }
        self.out.push(b'}');
    }

    /// The member `key` of `fields`, `value` written in `shape` and left out as the shape
    /// leaves values out.
    pub fn field<T: Serialize + ?Sized>(
        &mut self,
        fields: &mut Fields,
        key: &'static str,
        value: &T,
        shape: Shape,
    ) -> Result<(), WriteError> {
        self.field_with(fields, key, shape, |w| value.serialize(w))
    }

    /// [`Self::field`] of a value that may be absent (then no member, as k8s-openapi writes it).
    /// Inlined: most of a typed struct's fields are absent, and a call to learn that cost more
    /// than the check (30 instructions a field, most of a volume's).
    #[inline]
    pub fn opt<T: Serialize>(
        &mut self,
        fields: &mut Fields,
        key: &'static str,
        value: &Option<T>,
        shape: Shape,
    ) -> Result<(), WriteError> {
        match value {
            Some(value) => self.field(fields, key, value, shape),
            None => Ok(()),
        }
    }

    /// [`Self::field`] whose value `write` writes (a typed object or array).
    pub fn field_with(
        &mut self,
        fields: &mut Fields,
        key: &'static str,
        shape: Shape,
        write: impl FnOnce(&mut Self) -> Result<(), WriteError>,
    ) -> Result<(), WriteError> {
        let (mark, value_start) = self.field_key(fields, key);
        let outer = std::mem::replace(&mut self.shape, shape);
        let written = write(self);
        self.shape = outer;
        written?;
        self.field_end(fields, key, shape, mark, value_start);
        Ok(())
    }

    /// A map keyed by strings as an object, as the serde path writes it: keys of ASCII (nearly
    /// all) are in Java `String` order in the map already (their bytes' order) and go straight
    /// in; a map with another key goes through serde, which sorts by Java's order.
    pub fn string_map<V: Serialize>(
        &mut self,
        map: &std::collections::BTreeMap<String, V>,
        shape: Shape,
    ) -> Result<(), WriteError> {
        if !map.keys().all(|k| k.is_ascii()) {
            return self.value(map, shape);
        }
        let mut fields = self.open_fields();
        for (key, value) in map {
            if fields.written {
                self.out.push(b',');
            }
            self.newline();
            write_str(&mut self.out, key);
            self.colon();
            value.serialize(&mut *self)?;
            fields.written = true;
        }
        self.close_fields(fields);
        Ok(())
    }

    /// The items of `items` as an array, each written by `write`.
    pub fn array<I: IntoIterator>(
        &mut self,
        items: I,
        mut write: impl FnMut(&mut Self, I::Item) -> Result<(), WriteError>,
    ) -> Result<(), WriteError> {
        let mut array = self.begin_array();
        for item in items {
            self.element(&mut array);
            write(self, item)?;
        }
        self.end_array(array);
        Ok(())
    }

    /// A field's separator and key; where the member and its value start. Inlined: the key is
    /// a literal, copied in place (a debug build checks that it needs no escape).
    #[inline]
    fn field_key(&mut self, fields: &mut Fields, key: &'static str) -> (usize, usize) {
        #[cfg(debug_assertions)]
        {
            debug_assert!(
                !key.is_empty() && key.bytes().all(|b| b.is_ascii_alphabetic()),
                "a field's key is plain ASCII letters: {key}"
            );
            debug_assert!(
                fields.last.is_none_or(|last| last < key),
                "fields are written in Java order: {key} after {:?}",
                fields.last
            );
            fields.last = Some(key);
        }
        let mark = self.out.len();
        if fields.written {
            self.out.push(b',');
        }
        self.newline();
        self.out.push(b'"');
        self.out.extend_from_slice(key.as_bytes());
        self.out.push(b'"');
        self.colon();
        (mark, self.out.len())
    }

    /// End a field: left out when `shape` omits its value.
    fn field_end(
        &mut self,
        fields: &mut Fields,
        key: &'static str,
        shape: Shape,
        mark: usize,
        value_start: usize,
    ) {
        let value = self.out.get(value_start..).unwrap_or_default();
        if value.len() <= "null".len() && shape.omits(key.as_bytes(), value) {
            self.out.truncate(mark);
        } else {
            fields.written = true;
        }
    }

    /// What separates a key from its value (`serde_json::to_string_pretty` puts a space after).
    fn colon(&mut self) {
        match self.pretty {
            true => self.out.extend_from_slice(b": "),
            false => self.out.push(b':'),
        }
    }

    fn newline(&mut self) {
        if self.pretty {
            self.out.push(b'\n');
            let mut indent = 2 * self.depth;
            while indent > 0 {
                let n = indent.min(SPACES.len());
                self.out
                    .extend_from_slice(SPACES.get(..n).unwrap_or_default());
                indent -= n;
            }
        }
    }

    fn begin_object(&mut self) -> Object {
        self.out.push(b'{');
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
            self.out.push(b',');
        }
        self.newline();
        let key_start = self.out.len();
        let mut plain = true;
        key.serialize(KeyWriter {
            out: &mut self.out,
            plain: &mut plain,
        })?;
        let key_end = self.out.len();
        self.colon();
        // Only a shape that sorts reads the order (an object written as it comes, such as the
        // document's memory or inputs, never does).
        if let Some(previous) = self
            .members
            .last()
            .filter(|_| self.shape.sorts() && self.members.len() > object.base)
        {
            let (a, b) = (
                self.out
                    .get(previous.key_start..previous.key_end)
                    .unwrap_or_default(),
                self.out.get(key_start..key_end).unwrap_or_default(),
            );
            let order = match previous.plain && plain {
                true => plain_key_order(a, b),
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
        // Only `null`, `[]` and `{}` are ever left out: most values are longer.
        if end - member.value_start > "null".len() || !shape.prunes() {
            return;
        }
        let member = *member;
        let key = self
            .out
            .get(member.key_start..member.key_end)
            .unwrap_or_default();
        let value = self.out.get(member.value_start..end).unwrap_or_default();
        if shape.omits(unquoted(key), value) {
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
        self.out.push(b'}');
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
            let (x, y) = (at(a.key_start, a.key_end), at(b.key_start, b.key_end));
            match a.plain && b.plain {
                true => plain_key_order(x, y),
                false => key_order(x, y),
            }
        });
        for (i, m) in members.iter().enumerate() {
            if i > 0 {
                self.out.push(b',');
                self.newline();
            }
            self.out.extend_from_slice(at(m.key_start, m.value_end));
        }
    }

    fn begin_array(&mut self) -> Array {
        self.out.push(b'[');
        self.depth += 1;
        Array { empty: true }
    }

    fn element(&mut self, array: &mut Array) {
        if !array.empty {
            self.out.push(b',');
        }
        array.empty = false;
        self.newline();
    }

    fn end_array(&mut self, array: Array) {
        self.depth -= 1;
        if !array.empty {
            self.newline();
        }
        self.out.push(b']');
    }

    /// An integer, as serde_json writes one (with `itoa`).
    fn integer(&mut self, v: impl itoa::Integer) {
        self.out
            .extend_from_slice(itoa::Buffer::new().format(v).as_bytes());
    }

    /// A float, as serde_json writes it (rare in Kubernetes objects).
    fn float<T: Serialize>(&mut self, v: T) -> Result<(), WriteError> {
        let text = serde_json::to_string(&v).map_err(|e| WriteError(e.to_string()))?;
        self.out.extend_from_slice(text.as_bytes());
        Ok(())
    }
}

/// A key as written without its quotes.
fn unquoted(k: &[u8]) -> &[u8] {
    k.get(1..k.len().saturating_sub(1)).unwrap_or_default()
}

/// Two quoted keys of plain ASCII as written, in Java `String` order (their bytes' order),
/// compared a byte at a time: keys mostly differ early, where a `memcmp` call costs more.
fn plain_key_order(a: &[u8], b: &[u8]) -> Ordering {
    let (a, b) = (unquoted(a), unquoted(b));
    match a.iter().zip(b).find(|(x, y)| x != y) {
        Some((x, y)) => x.cmp(y),
        None => a.len().cmp(&b.len()),
    }
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

const ONES: u64 = 0x0101_0101_0101_0101;
const HIGH: u64 = 0x8080_8080_8080_8080;
/// Eight `a`s: padding that is ASCII and needs no escape.
const PAD: u64 = ONES * b'a' as u64;

/// A byte of `v` below `n` (n <= 0x80) sets its high bit here (exact for "any").
fn below(v: u64, n: u8) -> u64 {
    v.wrapping_sub(ONES * u64::from(n)) & !v & HIGH
}

/// A zero byte of `v` sets its high bit here (exact for "any").
fn zero_byte(v: u64) -> u64 {
    below(v, 1)
}

/// Whether a byte of the word `v` needs an escape (a control character, `"` or `\\`).
fn escapes(v: u64) -> bool {
    let quote = v ^ (ONES * u64::from(b'"'));
    let backslash = v ^ (ONES * u64::from(b'\\'));
    below(v, 0x20) | zero_byte(quote) | zero_byte(backslash) != 0
}

/// The last `tail` bytes (1 to 7) of `bytes` as a little-endian word, padded with `a`s: read as
/// the last word when there is one, else as a four-, a two- and a one-byte piece (no copy of a
/// variable length: short strings are the common case, and a `memcpy` call costs more).
fn tail_word(bytes: &[u8], tail: usize) -> u64 {
    let pad = PAD << (8 * tail);
    if let Some(last) = bytes
        .len()
        .checked_sub(8)
        .and_then(|from| bytes.get(from..))
        .and_then(|b| <[u8; 8]>::try_from(b).ok())
    {
        return u64::from_le_bytes(last) >> (8 * (8 - tail)) | pad;
    }
    let mut v = 0;
    let mut at = 0;
    if let Some(four) = bytes.get(..4).and_then(|b| <[u8; 4]>::try_from(b).ok()) {
        v = u64::from(u32::from_le_bytes(four));
        at = 4;
    }
    if let Some(two) = bytes
        .get(at..at + 2)
        .and_then(|b| <[u8; 2]>::try_from(b).ok())
    {
        v |= u64::from(u16::from_le_bytes(two)) << (8 * at);
        at += 2;
    }
    if let Some(one) = bytes.get(at) {
        v |= u64::from(*one) << (8 * at);
    }
    v | pad
}

/// Write `s` as a JSON string exactly as serde_json does: most strings need no escape and are
/// copied ([`copy_unescaped`]); the rest are escaped ([`write_escaped`]).
fn write_str(out: &mut Vec<u8>, s: &str) -> StrKind {
    copy_unescaped(out, s, &mut ()).unwrap_or_else(|| write_escaped(out, s))
}

/// Copy `s` quoted, a word at a time as its words are checked (the last word whole, then cut
/// back), when it needs no escape; `None` (nothing written) when it does. `note` sees each
/// word (the tail padded with `a`s).
fn copy_unescaped(out: &mut Vec<u8>, s: &str, note: &mut impl Note) -> Option<StrKind> {
    let bytes = s.as_bytes();
    let start = out.len();
    // The quotes, and the last word's padding.
    out.reserve(bytes.len() + 10);
    out.push(b'"');
    let mut high = 0;
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        let word: [u8; 8] = chunk.try_into().unwrap_or_default();
        let v = u64::from_le_bytes(word);
        if escapes(v) {
            out.truncate(start);
            return None;
        }
        high |= v;
        note.word(v);
        out.extend_from_slice(&word);
    }
    let tail = chunks.remainder().len();
    if tail > 0 {
        let v = tail_word(bytes, tail);
        if escapes(v) {
            out.truncate(start);
            return None;
        }
        high |= v;
        note.word(v);
        out.extend_from_slice(&v.to_le_bytes());
        out.truncate(out.len() - (8 - tail));
    }
    out.push(b'"');
    Some(match high & HIGH {
        0 => StrKind::Ascii,
        _ => StrKind::Unicode,
    })
}

/// `s` quoted with its escapes, as serde_json escapes a string (a test holds it so): the words
/// without one copied whole, the others a byte at a time. Strings with escapes are mostly
/// long (a properties file, a script), with a line break every few dozen bytes.
fn write_escaped(out: &mut Vec<u8>, s: &str) -> StrKind {
    let bytes = s.as_bytes();
    out.reserve(bytes.len() + bytes.len() / 8 + 2);
    out.push(b'"');
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        let word: [u8; 8] = chunk.try_into().unwrap_or_default();
        match escapes(u64::from_le_bytes(word)) {
            true => word.iter().for_each(|&b| push_escaped(out, b)),
            false => out.extend_from_slice(&word),
        }
    }
    chunks
        .remainder()
        .iter()
        .for_each(|&b| push_escaped(out, b));
    out.push(b'"');
    StrKind::Escaped
}

/// One byte of a string, escaped as serde_json escapes it: the short escapes it has, `\u00XX`
/// (lowercase) for the other control characters.
fn push_escaped(out: &mut Vec<u8>, b: u8) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let short: &[u8] = match b {
        b'"' => b"\\\"",
        b'\\' => b"\\\\",
        b'\n' => b"\\n",
        b'\r' => b"\\r",
        b'\t' => b"\\t",
        0x08 => b"\\b",
        0x0c => b"\\f",
        0x00..=0x1f => {
            let hex = |n: u8| HEX.get(usize::from(n)).copied().unwrap_or(b'0');
            out.extend_from_slice(&[b'\\', b'u', b'0', b'0', hex(b >> 4), hex(b & 0xf)]);
            return;
        }
        _ => {
            out.push(b);
            return;
        }
    };
    out.extend_from_slice(short);
}

/// An object written by fields ([`JsonWriter::open_fields`]).
pub(crate) struct Fields {
    /// Whether a member is written (the next one takes a comma).
    written: bool,
    /// The last key, to check the order by.
    #[cfg(debug_assertions)]
    last: Option<&'static str>,
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
const SPACES: &[u8] = b"                                                                ";

/// A map's key: a string, as serde_json writes map keys; `plain` is cleared when it is not
/// ASCII without escapes.
struct KeyWriter<'a> {
    out: &'a mut Vec<u8>,
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
        *self.plain = write_str(self.out, v) == StrKind::Ascii;
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
        self.out
            .extend_from_slice(if v { b"true" } else { b"false" });
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
        let Some(masking) = &self.masks else {
            write_str(&mut self.out, v);
            return Ok(());
        };
        let start = self.out.len();
        // Whether `v` was copied as it is (no escape), and whether the masks are asked about
        // it: it holds a trigger, or needs escapes (a date line is a line of a longer text).
        let (copied, asked) = match &masking.triggers {
            Some(_) if v.len() >= masking.shortest => {
                let mut occurs = masking.occurs(v.len());
                match copy_unescaped(&mut self.out, v, &mut occurs) {
                    Some(_) => (true, masking.holds_a_trigger(v, &occurs)),
                    None => (false, true),
                }
            }
            // Shorter than every trigger asks for.
            Some(_) => match copy_unescaped(&mut self.out, v, &mut ()) {
                Some(_) => (true, false),
                None => (false, true),
            },
            None => (copy_unescaped(&mut self.out, v, &mut ()).is_some(), true),
        };
        if !asked {
            return Ok(());
        }
        match masking.masks.masked(v) {
            Some(masked) => {
                self.out.truncate(start);
                write_str(&mut self.out, &masked);
            }
            None if copied => {}
            None => {
                write_escaped(&mut self.out, v);
            }
        }
        Ok(())
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
        self.out.extend_from_slice(b"null");
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
        w.finish().unwrap()
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
            assert_eq!(w.finish().unwrap(), expected);
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
        /// The word-at-a-time copy writes what serde_json writes, after whatever was there,
        /// and reads the string as a byte-at-a-time reading does.
        #[test]
        fn a_string_is_written_as_serde_json_writes_it(
            before in "[a-z]{0,3}",
            s in prop_oneof![
                any::<String>(),
                "[a-z\"\\\\\u{0}\u{1}\u{8}\t\n\u{b}\u{c}\r\u{1f}\u{7f}\u{80}\u{e9}\u{1f600}]{0,20}",
            ],
        ) {
            let escaped = s.bytes().any(|b| b < 0x20 || b == b'"' || b == b'\\');
            let kind = match (escaped, s.is_ascii()) {
                (true, _) => StrKind::Escaped,
                (false, true) => StrKind::Ascii,
                (false, false) => StrKind::Unicode,
            };
            let mut out = before.clone().into_bytes();
            prop_assert_eq!(write_str(&mut out, &s), kind);
            let expected = format!("{before}{}", serde_json::to_string(&s).unwrap());
            prop_assert_eq!(String::from_utf8(out).unwrap(), expected);
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
