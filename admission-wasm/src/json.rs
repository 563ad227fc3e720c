//! A JSON tree that borrows from the request text, and a writer for it.
//!
//! Why not `serde_json::Value`: the policy module gets a fresh WebAssembly instance per request
//! (policy-server's model), so every allocation lands on a page the instance touches for the
//! first time, and the profile of the first cut was dominated by building, cloning, dropping and
//! re-serializing `Value` trees (an `IndexMap` with a SipHash table per object, a `String` per
//! key and string). This tree is one `Vec` per object or array; numbers, and strings and keys
//! without escapes (nearly all of them), are slices of the request and are written back as they
//! came, so an untouched member of the pod leaves byte for byte (numbers keep their spelling,
//! which a `Value` round trip does not: `1E+3`, 30-digit integers). A string with escapes is
//! written back with serde_json's escapes (the same string).
//!
//! The grammar is RFC 8259's, as strict as serde_json's (no trailing commas, no comments, no
//! control characters or lone surrogates in strings, nothing after the value), with the same
//! nesting limit (128), so malformed input gets a message instead of a trap.

use std::borrow::Cow;
use std::fmt;

/// Nesting limit: like serde_json's default recursion limit (128), at most 127 arrays and
/// objects inside one another.
pub const MAX_DEPTH: usize = 128;

/// Why a text is not the JSON the policy accepts, at which byte offset. Kept to two words so
/// that `Result<Node, JsonError>`, returned at every level of the parse, stays small.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JsonError {
    /// The byte offset in the text.
    pub at: usize,
    /// What went wrong there.
    pub kind: ErrorKind,
}

/// What went wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// The text breaks JSON's grammar: what was expected where it broke.
    Expected(Expected),
    /// Arrays and objects nested deeper than [`MAX_DEPTH`].
    TooDeep,
    /// A `\u` escape that is not a valid code point (a lone surrogate, bad hex digits).
    BadEscape,
    /// A control character inside a string.
    ControlCharacter,
    /// The bytes are not UTF-8.
    NotUtf8,
    /// A number beyond a double's range (`1e400`), which serde_json and the API server's
    /// decoder refuse.
    NumberOutOfRange,
}

/// What the grammar expected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    Value,
    String,
    Colon,
    CommaOrBrace,
    CommaOrBracket,
    Digit,
    Literal(Literal),
    EscapeCharacter,
    EndOfString,
    EndOfText,
}

/// `true`, `false`, `null`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Literal {
    True,
    False,
    Null,
}

impl Literal {
    fn text(self) -> &'static str {
        match self {
            Literal::True => "true",
            Literal::False => "false",
            Literal::Null => "null",
        }
    }
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Expected::Value => "a value",
            Expected::String => "a string",
            Expected::Colon => "':'",
            Expected::CommaOrBrace => "',' or '}'",
            Expected::CommaOrBracket => "',' or ']'",
            Expected::Digit => "a digit",
            Expected::Literal(l) => l.text(),
            Expected::EscapeCharacter => "an escape character",
            Expected::EndOfString => "the end of the string",
            Expected::EndOfText => "the end of the text",
        })
    }
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = self.at;
        match self.kind {
            ErrorKind::Expected(what) => write!(f, "expected {what} at byte {at}"),
            ErrorKind::TooDeep => write!(f, "nested deeper than {MAX_DEPTH} levels at byte {at}"),
            ErrorKind::BadEscape => write!(f, "invalid \\u escape at byte {at}"),
            ErrorKind::ControlCharacter => write!(f, "control character in a string at byte {at}"),
            ErrorKind::NotUtf8 => write!(f, "invalid UTF-8 at byte {at}"),
            ErrorKind::NumberOutOfRange => write!(f, "number out of range at byte {at}"),
        }
    }
}

impl std::error::Error for JsonError {}

/// A JSON value. Strings are unescaped (borrowed when the source had no escape); numbers are
/// their source text.
#[derive(Debug, Clone, PartialEq)]
pub enum Node<'a> {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as its source text (`1e3` stays `1e3`).
    Number(Cow<'a, str>),
    /// A string, unescaped.
    String(Cow<'a, str>),
    /// A list.
    Array(Vec<Node<'a>>),
    /// An object, its members in source order.
    Object(Object<'a>),
}

/// `a == b` for member names, compared inline eight bytes a step: `str`'s `==` calls
/// `memcmp`, which in wasm is a call comparing a byte an iteration, and every rule and mutation
/// reads members by name (a pod's names are mostly of a word or less). memchr's
/// `arch::all::is_equal` does the same, but it added 248 bytes (`gzip -9`) to the playground's
/// first load, which had 150 to spare (BENCHMARKS.md, "A fresh instance's work"); so did
/// `sparkpods_jvm::java_strip_prefix`'s word compare with equal lengths (+192 bytes, over the
/// budget by 39; and 0.5 % more instructions an executor CREATE).
#[inline]
fn same_name(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let (mut x, mut y) = (a.chunks_exact(8), b.chunks_exact(8));
    let words = x.by_ref().zip(y.by_ref()).all(|(x, y)| {
        matches!((<[u8; 8]>::try_from(x), <[u8; 8]>::try_from(y)),
            (Ok(x), Ok(y)) if u64::from_ne_bytes(x) == u64::from_ne_bytes(y))
    });
    words && x.remainder().iter().zip(y.remainder()).all(|(x, y)| x == y)
}

/// An object's members in source order. Lookups take the last member of a name, as
/// serde_json and Go's encoding/json (the API server) resolve duplicates.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Object<'a> {
    members: Vec<(Cow<'a, str>, Node<'a>)>,
}

impl<'a> Object<'a> {
    pub fn new() -> Self {
        Object::default()
    }

    /// An object of these members, in this order (names not checked for repeats).
    #[cfg(feature = "spark-applications")]
    pub(crate) fn from_members(members: Vec<(Cow<'a, str>, Node<'a>)>) -> Self {
        Object { members }
    }

    /// [`Object::get_or_insert_with`] for a name not known when compiling: appended as `null`
    /// under a copy of `key` when missing.
    #[cfg(feature = "spark-applications")]
    pub(crate) fn entry(&mut self, key: &str) -> Option<&mut Node<'a>> {
        self.get_or_append(key, || (Cow::Owned(key.to_string()), Node::Null))
    }

    /// Remove the member `key` (its last occurrence), the last member taking its place as
    /// serde_json's `Map::remove` does with `preserve_order`; whether there was one.
    #[cfg(feature = "spark-applications")]
    pub(crate) fn swap_remove(&mut self, key: &str) -> bool {
        match self.members.iter().rposition(|(k, _)| same_name(k, key)) {
            Some(at) => {
                self.members.swap_remove(at);
                true
            }
            None => false,
        }
    }

    /// The member `key` (the last, if given twice).
    pub fn get(&self, key: &str) -> Option<&Node<'a>> {
        self.members
            .iter()
            .rev()
            .find(|(k, _)| same_name(k, key))
            .map(|(_, v)| v)
    }

    pub fn get_mut(&mut self, key: &str) -> Option<&mut Node<'a>> {
        self.members
            .iter_mut()
            .rev()
            .find(|(k, _)| same_name(k, key))
            .map(|(_, v)| v)
    }

    /// Replace the member `key` (its last occurrence), or append it.
    pub fn insert(&mut self, key: Cow<'a, str>, value: Node<'a>) {
        match self.get_mut(&key) {
            Some(slot) => *slot = value,
            None => self.members.push((key, value)),
        }
    }

    /// The member `key` (its last occurrence), appended as `make()` when missing. `None`
    /// never happens (the member exists once appended); it keeps this free of indexing.
    pub fn get_or_insert_with(
        &mut self,
        key: &'static str,
        make: impl FnOnce() -> Node<'a>,
    ) -> Option<&mut Node<'a>> {
        self.get_or_append(key, || (Cow::Borrowed(key), make()))
    }

    /// The member `key` (its last occurrence), `member()` appended first when there is none.
    fn get_or_append(
        &mut self,
        key: &str,
        member: impl FnOnce() -> (Cow<'a, str>, Node<'a>),
    ) -> Option<&mut Node<'a>> {
        if !self.members.iter().any(|(k, _)| same_name(k, key)) {
            self.members.push(member());
        }
        self.get_mut(key)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &Node<'a>)> {
        self.members.iter().map(|(k, v)| (k.as_ref(), v))
    }

    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.members.iter().map(|(k, _)| k.as_ref())
    }

    pub fn len(&self) -> usize {
        self.members.len()
    }

    pub fn is_empty(&self) -> bool {
        self.members.is_empty()
    }
}

impl<'a> Node<'a> {
    /// Parse a whole text (one value, whitespace around it).
    pub fn parse(text: &'a str) -> Result<Node<'a>, JsonError> {
        let mut p = Parser::new(text);
        let v = p.value(0)?;
        p.end()?;
        Ok(v)
    }

    /// The member `key` of an object (the last, if given twice); `None` for other values.
    pub fn get(&self, key: &str) -> Option<&Node<'a>> {
        self.as_object()?.get(key)
    }

    /// The members, if this is an object.
    pub fn as_object(&self) -> Option<&Object<'a>> {
        match self {
            Node::Object(o) => Some(o),
            _ => None,
        }
    }

    /// The members, if this is an object, to change.
    pub fn as_object_mut(&mut self) -> Option<&mut Object<'a>> {
        match self {
            Node::Object(o) => Some(o),
            _ => None,
        }
    }

    /// The items, if this is a list.
    pub fn as_array(&self) -> Option<&[Node<'a>]> {
        match self {
            Node::Array(a) => Some(a),
            _ => None,
        }
    }

    /// The text, if this is a string.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Node::String(s) => Some(s),
            _ => None,
        }
    }

    /// The value, if this is a boolean.
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Node::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// Whether this is `null` (which Kubernetes reads as absent).
    pub fn is_null(&self) -> bool {
        matches!(self, Node::Null)
    }

    /// Whether this is an object.
    pub fn is_object(&self) -> bool {
        matches!(self, Node::Object(_))
    }

    /// A number's value (`None` for other kinds).
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Node::Number(n) => n.parse().ok(),
            _ => None,
        }
    }

    /// A tree owning all its text (for values built from typed objects).
    pub fn into_owned(self) -> Node<'static> {
        match self {
            Node::Null => Node::Null,
            Node::Bool(b) => Node::Bool(b),
            Node::Number(n) => Node::Number(Cow::Owned(n.into_owned())),
            Node::String(s) => Node::String(Cow::Owned(s.into_owned())),
            Node::Array(a) => Node::Array(a.into_iter().map(Node::into_owned).collect()),
            Node::Object(o) => Node::Object(Object {
                members: o
                    .members
                    .into_iter()
                    .map(|(k, v)| (Cow::Owned(k.into_owned()), v.into_owned()))
                    .collect(),
            }),
        }
    }

    /// The `serde_json::Value` of this tree (numbers read as `serde_json` reads them).
    pub fn to_value(&self) -> serde_json::Value {
        use serde_json::Value;
        match self {
            Node::Null => Value::Null,
            Node::Bool(b) => Value::Bool(*b),
            Node::Number(n) => {
                serde_json::from_str::<serde_json::Number>(n).map_or(Value::Null, Value::Number)
            }
            Node::String(s) => Value::String(s.to_string()),
            Node::Array(a) => Value::Array(a.iter().map(Node::to_value).collect()),
            Node::Object(o) => Value::Object(
                o.iter()
                    .map(|(k, v)| (k.to_string(), v.to_value()))
                    .collect(),
            ),
        }
    }

    /// The tree of a `serde_json::Value` (for callers and tests that hold `Value`s).
    pub fn from_value(v: &serde_json::Value) -> Node<'static> {
        use serde_json::Value;
        match v {
            Value::Null => Node::Null,
            Value::Bool(b) => Node::Bool(*b),
            Value::Number(n) => Node::Number(Cow::Owned(n.to_string())),
            Value::String(s) => Node::String(Cow::Owned(s.clone())),
            Value::Array(a) => Node::Array(a.iter().map(Node::from_value).collect()),
            Value::Object(o) => Node::Object(Object {
                members: o
                    .iter()
                    .map(|(k, v)| (Cow::Owned(k.clone()), Node::from_value(v)))
                    .collect(),
            }),
        }
    }

    /// The tree of a `serde_json::Value`, taking its strings rather than copying them (the
    /// policy's typed additions, the values the kubeflow webhook writes).
    pub fn from_owned_value(v: serde_json::Value) -> Node<'static> {
        use serde_json::Value;
        match v {
            Value::Null => Node::Null,
            Value::Bool(b) => Node::Bool(b),
            Value::Number(n) => Node::Number(Cow::Owned(n.to_string())),
            Value::String(s) => Node::String(Cow::Owned(s)),
            Value::Array(a) => Node::Array(a.into_iter().map(Node::from_owned_value).collect()),
            Value::Object(o) => Node::Object(Object {
                members: o
                    .into_iter()
                    .map(|(k, v)| (Cow::Owned(k), Node::from_owned_value(v)))
                    .collect(),
            }),
        }
    }

    /// Append the JSON text (compact, like `serde_json::to_writer`) to `out`.
    pub fn write(&self, out: &mut Vec<u8>) {
        match self {
            Node::Null => out.extend_from_slice(b"null"),
            Node::Bool(true) => out.extend_from_slice(b"true"),
            Node::Bool(false) => out.extend_from_slice(b"false"),
            Node::Number(n) => out.extend_from_slice(n.as_bytes()),
            Node::String(s) => write_str(s, out),
            Node::Array(items) => {
                out.push(b'[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(b',');
                    }
                    item.write(out);
                }
                out.push(b']');
            }
            Node::Object(o) => {
                out.push(b'{');
                for (i, (k, v)) in o.members.iter().enumerate() {
                    if i > 0 {
                        out.push(b',');
                    }
                    write_str(k, out);
                    out.push(b':');
                    v.write(out);
                }
                out.push(b'}');
            }
        }
    }
}

/// JSON text, for messages (`{have}` in warnings) and tests.
impl fmt::Display for Node<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = Vec::new();
        self.write(&mut out);
        f.write_str(&String::from_utf8_lossy(&out))
    }
}

/// Append `s` as a JSON string: the escapes serde_json writes (`"`, `\`, control
/// characters), everything else as is.
pub fn write_str(s: &str, out: &mut Vec<u8>) {
    out.push(b'"');
    let mut rest = s.as_bytes();
    while let Some(n) = plain_len(rest) {
        let (plain, tail) = rest.split_at(n);
        out.extend_from_slice(plain);
        let Some((&b, tail)) = tail.split_first() else {
            break;
        };
        match b {
            b'"' => out.extend_from_slice(b"\\\""),
            b'\\' => out.extend_from_slice(b"\\\\"),
            b'\n' => out.extend_from_slice(b"\\n"),
            b'\r' => out.extend_from_slice(b"\\r"),
            b'\t' => out.extend_from_slice(b"\\t"),
            0x08 => out.extend_from_slice(b"\\b"),
            0x0c => out.extend_from_slice(b"\\f"),
            _ => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                let hex = |n: u8| HEX.get(usize::from(n & 0xf)).copied().unwrap_or(b'0');
                out.extend_from_slice(&[b'\\', b'u', b'0', b'0', hex(b >> 4), hex(b)]);
            }
        }
        rest = tail;
    }
    out.extend_from_slice(rest);
    out.push(b'"');
}

/// A recursive-descent reader over one text. Besides building trees ([`Parser::value`]) it
/// skips values without allocating ([`Parser::skip`], [`Parser::raw`]) and walks an object's
/// members one at a time ([`Parser::members`]), so the request envelope and objects the policy
/// does not mutate are read without building anything.
pub struct Parser<'a> {
    text: &'a str,
    pos: usize,
    /// The members of the objects [`Parser::value`] has open, innermost last: each object's
    /// are moved (`drain`, not `split_off`, which hands over the whole buffer when it starts at
    /// 0) into a list of exactly their number when it closes (no list regrown member by
    /// member, none left with room it never uses: a policy-server instance serves one request,
    /// and every page its heap touches is a page fault).
    open_members: Vec<(Cow<'a, str>, Node<'a>)>,
    /// The same for the items of open lists.
    open_items: Vec<Node<'a>>,
}

/// Bytes that end the plain run of a string: the closing quote, a backslash, a control
/// character.
#[inline]
fn ends_plain_run(b: u8) -> bool {
    b == b'"' || b == b'\\' || b < 0x20
}

/// Offset of the first byte of `bytes` that ends a plain run, if any. Strings are most of a
/// pod's text and this is the parser's and the writer's inner loop: it tests eight bytes at a
/// time (the usual bit tricks on a `u64`: a byte equal to `"` or `\`, or below 0x20, sets
/// its high bit in `found`; a borrow only runs upwards from a byte that matches, so the lowest
/// bit set is the first such byte), then one at a time in the last few bytes.
fn plain_len(bytes: &[u8]) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let has_zero = |v: u64| v.wrapping_sub(ONES) & !v;
    let mut start = 0;
    for chunk in bytes.chunks_exact(8) {
        let Ok(eight) = <[u8; 8]>::try_from(chunk) else {
            break;
        };
        let x = u64::from_le_bytes(eight);
        let found = (has_zero(x ^ (ONES * u64::from(b'"')))
            | has_zero(x ^ (ONES * u64::from(b'\\')))
            | (x.wrapping_sub(ONES * 0x20) & !x))
            & HIGH;
        if found != 0 {
            return Some(start + (found.trailing_zeros() / 8) as usize);
        }
        start += 8;
    }
    bytes
        .get(start..)?
        .iter()
        .position(|&b| ends_plain_run(b))
        .map(|n| start + n)
}

impl<'a> Parser<'a> {
    pub fn new(text: &'a str) -> Self {
        Parser {
            text,
            pos: 0,
            open_members: Vec::new(),
            open_items: Vec::new(),
        }
    }

    #[inline]
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    #[inline]
    fn rest(&self) -> &'a [u8] {
        self.text.as_bytes().get(self.pos..).unwrap_or_default()
    }

    fn error<T>(&self, kind: ErrorKind) -> Result<T, JsonError> {
        Err(JsonError { at: self.pos, kind })
    }

    fn expected<T>(&self, what: Expected) -> Result<T, JsonError> {
        self.error(ErrorKind::Expected(what))
    }

    /// Skip whitespace; the next byte. (Requests come compact: usually there is none.)
    #[inline]
    fn ws(&mut self) -> Option<u8> {
        loop {
            match self.peek() {
                Some(b' ' | b'\n' | b'\r' | b'\t') => self.pos += 1,
                next => return next,
            }
        }
    }

    #[inline]
    fn eat(&mut self, b: u8, what: Expected) -> Result<(), JsonError> {
        if self.ws() == Some(b) {
            self.pos += 1;
            Ok(())
        } else {
            self.expected(what)
        }
    }

    /// Only whitespace is left.
    pub fn end(&mut self) -> Result<(), JsonError> {
        match self.ws() {
            None => Ok(()),
            Some(_) => self.expected(Expected::EndOfText),
        }
    }

    fn literal(&mut self, word: Literal) -> Result<(), JsonError> {
        let text = word.text();
        if self.rest().starts_with(text.as_bytes()) {
            self.pos += text.len();
            Ok(())
        } else {
            self.expected(Expected::Literal(word))
        }
    }

    #[inline]
    fn slice(&self, from: usize, to: usize) -> Result<&'a str, JsonError> {
        // Every position the parser stops at is an ASCII byte, hence a char boundary.
        self.text.get(from..to).ok_or(JsonError {
            at: from,
            kind: ErrorKind::NotUtf8,
        })
    }

    /// A number's text, checked against JSON's grammar.
    fn number(&mut self) -> Result<&'a str, JsonError> {
        let start = self.pos;
        if self.peek() == Some(b'-') {
            self.pos += 1;
        }
        match self.peek() {
            Some(b'0') => self.pos += 1,
            Some(b'1'..=b'9') => self.digits(),
            _ => return self.expected(Expected::Digit),
        }
        if self.peek() == Some(b'.') {
            self.pos += 1;
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return self.expected(Expected::Digit);
            }
            self.digits();
        }
        let mut exponent = false;
        if let Some(b'e' | b'E') = self.peek() {
            exponent = true;
            self.pos += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.pos += 1;
            }
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return self.expected(Expected::Digit);
            }
            self.digits();
        }
        let text = self.slice(start, self.pos)?;
        // Only an exponent or more digits than a double's range can leave it (the check is
        // skipped for nearly every number).
        if (exponent || text.len() > 308) && !text.parse::<f64>().is_ok_and(f64::is_finite) {
            return Err(JsonError {
                at: start,
                kind: ErrorKind::NumberOutOfRange,
            });
        }
        Ok(text)
    }

    fn digits(&mut self) {
        let n = self
            .rest()
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        self.pos += n;
    }

    /// Advance to the end of the plain run of a string (see [`ends_plain_run`]).
    #[inline]
    fn plain_run(&mut self) -> Result<u8, JsonError> {
        match plain_len(self.rest()) {
            Some(n) => {
                self.pos += n;
                match self.peek() {
                    Some(b) if b < 0x20 => self.error(ErrorKind::ControlCharacter),
                    Some(b) => Ok(b),
                    None => self.expected(Expected::EndOfString),
                }
            }
            None => {
                self.pos = self.text.len();
                self.expected(Expected::EndOfString)
            }
        }
    }

    /// A string (the opening quote is next): borrowed when it has no escape.
    fn string(&mut self) -> Result<Cow<'a, str>, JsonError> {
        self.eat(b'"', Expected::String)?;
        let start = self.pos;
        if self.plain_run()? == b'"' {
            let s = self.slice(start, self.pos)?;
            self.pos += 1;
            return Ok(Cow::Borrowed(s));
        }
        let mut out = String::from(self.slice(start, self.pos)?);
        loop {
            // At a backslash.
            self.pos += 1;
            match self.peek() {
                Some(b'u') => {
                    self.pos += 1;
                    out.push(self.unicode_escape()?);
                }
                Some(b) => {
                    out.push(match b {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        _ => return self.expected(Expected::EscapeCharacter),
                    });
                    self.pos += 1;
                }
                None => return self.expected(Expected::EscapeCharacter),
            }
            let run = self.pos;
            let end = self.plain_run()?;
            out.push_str(self.slice(run, self.pos)?);
            if end == b'"' {
                self.pos += 1;
                return Ok(Cow::Owned(out));
            }
        }
    }

    /// A string, checked (escapes included) but not decoded.
    fn skip_string(&mut self) -> Result<(), JsonError> {
        self.eat(b'"', Expected::String)?;
        while self.plain_run()? == b'\\' {
            self.pos += 1;
            match self.peek() {
                Some(b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't') => self.pos += 1,
                Some(b'u') => {
                    self.pos += 1;
                    self.unicode_escape()?;
                }
                _ => return self.expected(Expected::EscapeCharacter),
            }
        }
        self.pos += 1;
        Ok(())
    }

    /// The code point of `XXXX` (after `\u`), with a following `\uXXXX` low surrogate.
    fn unicode_escape(&mut self) -> Result<char, JsonError> {
        let at = self.pos;
        let bad = JsonError {
            at,
            kind: ErrorKind::BadEscape,
        };
        let high = self.hex4().ok_or(bad)?;
        let code = if (0xD800..0xDC00).contains(&high) {
            if !self.rest().starts_with(b"\\u") {
                return Err(bad);
            }
            self.pos += 2;
            let low = self.hex4().ok_or(bad)?;
            if !(0xDC00..0xE000).contains(&low) {
                return Err(bad);
            }
            0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        } else {
            high
        };
        char::from_u32(code).ok_or(bad)
    }

    fn hex4(&mut self) -> Option<u32> {
        let digits = self.rest().get(..4)?;
        let mut v = 0;
        for &b in digits {
            v = v * 16 + char::from(b).to_digit(16)?;
        }
        self.pos += 4;
        Some(v)
    }

    #[inline]
    fn deeper(&self, depth: usize) -> Result<usize, JsonError> {
        if depth + 1 >= MAX_DEPTH {
            self.error(ErrorKind::TooDeep)
        } else {
            Ok(depth + 1)
        }
    }

    /// After an element or member of an array or object: `,` (more) or the closing bracket
    /// (done).
    #[inline]
    fn more(&mut self, close: u8) -> Result<bool, JsonError> {
        match self.ws() {
            Some(b',') => {
                self.pos += 1;
                Ok(true)
            }
            Some(b) if b == close => {
                self.pos += 1;
                Ok(false)
            }
            _ if close == b'}' => self.expected(Expected::CommaOrBrace),
            _ => self.expected(Expected::CommaOrBracket),
        }
    }

    /// Just after `[` or `{`: whether the container is empty (and consumes the close).
    #[inline]
    fn empty(&mut self, close: u8) -> bool {
        if self.ws() == Some(close) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// A value, as a tree.
    pub fn value(&mut self, depth: usize) -> Result<Node<'a>, JsonError> {
        match self.ws() {
            Some(b'{') => {
                let depth = self.deeper(depth)?;
                self.pos += 1;
                let open = self.open_members.len();
                if !self.empty(b'}') {
                    loop {
                        let key = self.string()?;
                        self.eat(b':', Expected::Colon)?;
                        let value = self.value(depth)?;
                        self.open_members.push((key, value));
                        if !self.more(b'}')? {
                            break;
                        }
                    }
                }
                Ok(Node::Object(Object {
                    members: self.open_members.drain(open..).collect(),
                }))
            }
            Some(b'[') => {
                let depth = self.deeper(depth)?;
                self.pos += 1;
                let open = self.open_items.len();
                if !self.empty(b']') {
                    loop {
                        let item = self.value(depth)?;
                        self.open_items.push(item);
                        if !self.more(b']')? {
                            break;
                        }
                    }
                }
                Ok(Node::Array(self.open_items.drain(open..).collect()))
            }
            Some(b'"') => Ok(Node::String(self.string()?)),
            Some(b't') => self.literal(Literal::True).map(|()| Node::Bool(true)),
            Some(b'f') => self.literal(Literal::False).map(|()| Node::Bool(false)),
            Some(b'n') => self.literal(Literal::Null).map(|()| Node::Null),
            Some(b'-' | b'0'..=b'9') => Ok(Node::Number(Cow::Borrowed(self.number()?))),
            _ => self.expected(Expected::Value),
        }
    }

    /// Check a value and step over it without building anything.
    pub fn skip(&mut self, depth: usize) -> Result<(), JsonError> {
        match self.ws() {
            Some(b'{') => {
                let depth = self.deeper(depth)?;
                self.pos += 1;
                if !self.empty(b'}') {
                    loop {
                        self.skip_string()?;
                        self.eat(b':', Expected::Colon)?;
                        self.skip(depth)?;
                        if !self.more(b'}')? {
                            break;
                        }
                    }
                }
                Ok(())
            }
            Some(b'[') => {
                let depth = self.deeper(depth)?;
                self.pos += 1;
                if !self.empty(b']') {
                    loop {
                        self.skip(depth)?;
                        if !self.more(b']')? {
                            break;
                        }
                    }
                }
                Ok(())
            }
            Some(b'"') => self.skip_string(),
            Some(b't') => self.literal(Literal::True),
            Some(b'f') => self.literal(Literal::False),
            Some(b'n') => self.literal(Literal::Null),
            Some(b'-' | b'0'..=b'9') => self.number().map(|_| ()),
            _ => self.expected(Expected::Value),
        }
    }

    /// The offset of the next value (after whitespace), to come back to with [`Parser::reset`].
    pub fn mark(&mut self) -> usize {
        self.ws();
        self.pos
    }

    /// Go back to an offset from [`Parser::mark`] (to read the same value again).
    pub fn reset(&mut self, mark: usize) {
        self.pos = mark;
    }

    /// A value's source text (checked, not built).
    pub fn raw(&mut self, depth: usize) -> Result<&'a str, JsonError> {
        self.ws();
        let start = self.pos;
        self.skip(depth)?;
        self.slice(start, self.pos)
    }

    /// A string value, or `None` (skipped) for any other kind.
    pub fn string_or_skip(&mut self, depth: usize) -> Result<Option<Cow<'a, str>>, JsonError> {
        if self.ws() == Some(b'"') {
            self.string().map(Some)
        } else {
            self.skip(depth).map(|()| None)
        }
    }

    /// Walk the members of an object value: `each(parser, key, depth)` reads or skips the
    /// member's value and says whether to go on; when it says stop, the rest of the object is
    /// left unread (and unchecked: callers stop only in text checked before). Returns `false`
    /// (and skips the value) when it is not an object.
    pub fn members(
        &mut self,
        depth: usize,
        mut each: impl FnMut(&mut Self, &str, usize) -> Result<bool, JsonError>,
    ) -> Result<bool, JsonError> {
        if self.ws() != Some(b'{') {
            self.skip(depth)?;
            return Ok(false);
        }
        let depth = self.deeper(depth)?;
        self.pos += 1;
        if !self.empty(b'}') {
            loop {
                let key = self.string()?;
                self.eat(b':', Expected::Colon)?;
                if !each(self, &key, depth)? {
                    return Ok(true);
                }
                if !self.more(b'}')? {
                    break;
                }
            }
        }
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(text: &str) -> String {
        Node::parse(text).unwrap().to_string()
    }

    #[test]
    fn untouched_text_comes_back_as_it_came() {
        let text = r#"{"a":[1,-0.5e+3,1E300,123456789012345678901234567890],"b":{"":null,"t":true,"f":false},"s":"x/y é \u00e9 \"q\" \n"}"#;
        assert_eq!(
            round_trip(text),
            r#"{"a":[1,-0.5e+3,1E300,123456789012345678901234567890],"b":{"":null,"t":true,"f":false},"s":"x/y é é \"q\" \n"}"#
        );
        // Beyond a double's range: refused, as serde_json and the API server's decoder refuse it.
        assert_eq!(
            Node::parse("[1,1E400]").unwrap_err().to_string(),
            "number out of range at byte 3"
        );
        assert_eq!(round_trip(" [ ] "), "[]");
        assert_eq!(round_trip("\"\\ud83d\\ude00\""), "\"😀\"");
    }

    #[test]
    fn strings_are_written_like_serde_json_writes_them() {
        for s in ["plain", "q\"b\\", "\u{1}\u{8}\u{c}\n\r\t\u{1f}", "é😀/", ""] {
            let mut out = Vec::new();
            write_str(s, &mut out);
            assert_eq!(
                String::from_utf8(out).unwrap(),
                serde_json::to_string(s).unwrap()
            );
        }
    }

    #[test]
    fn what_serde_json_rejects_is_rejected() {
        for bad in [
            "",
            " ",
            "{",
            "[1,]",
            "{\"a\":1,}",
            "{\"a\" 1}",
            "{a:1}",
            "01",
            "1.",
            "-",
            "1e",
            "tru",
            "nul",
            "[1 2]",
            "\"\\x\"",
            "\"\\ud800\"",
            "\"\\udc00\"",
            "\"a\u{1}\"",
            "\"\\u12g4\"",
            "\"abc",
            "1 2",
            "{}x",
            "+1",
            ".5",
        ] {
            assert!(Node::parse(bad).is_err(), "{bad:?}");
            assert!(
                serde_json::from_str::<serde_json::Value>(bad).is_err(),
                "{bad:?}"
            );
            let mut p = Parser::new(bad);
            assert!(p.skip(0).and_then(|()| p.end()).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn plain_runs_end_where_the_bytewise_scan_ends() {
        let mut text = String::new();
        for i in 0..300u32 {
            text.push(char::from_u32(32 + (i * 7919) % 200).unwrap_or('x'));
        }
        let bytes = text.as_bytes();
        for from in 0..bytes.len() {
            for stop in [b'"', b'\\', 0x1f, 0x00, b'\n'] {
                let mut b = bytes[from..].to_vec();
                let at = (from * 31) % (b.len() + 1);
                if at < b.len() {
                    b[at] = stop;
                }
                let expected = b.iter().position(|&c| ends_plain_run(c));
                assert_eq!(plain_len(&b), expected, "{from} {at} {stop}");
            }
        }
        assert_eq!(plain_len(b""), None);
        assert_eq!(plain_len("é\u{7f}\u{80}ÿ😀abcdefgh\"".as_bytes()), Some(19));
    }

    proptest::proptest! {
        /// Any bytes (several stops in one word, high bytes beside them): the first stop, as
        /// a bytewise scan finds it.
        #[test]
        fn plain_len_is_the_bytewise_scan(b in proptest::collection::vec(
            proptest::prop_oneof![proptest::num::u8::ANY, proptest::sample::select(vec![b'"', b'\\', 0x1f, 0x20, 0x7f, 0x80, 0xff])],
            0..40,
        )) {
            proptest::prop_assert_eq!(plain_len(&b), b.iter().position(|&c| ends_plain_run(c)));
        }

        /// Names of every length around a word's, equal and differing at any byte: `==`.
        #[test]
        fn same_name_is_str_eq(common in "[ab]{0,18}", a in "[ab\u{e9}]{0,3}", b in "[ab\u{e9}]{0,3}") {
            let (a, b) = (format!("{common}{a}"), format!("{common}{b}"));
            proptest::prop_assert_eq!(same_name(&a, &b), a == b);
            proptest::prop_assert!(same_name(&a, &a.clone()));
        }
    }

    #[test]
    fn nesting_is_limited_like_serde_json() {
        let nested = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
        let ok = nested(MAX_DEPTH - 1);
        assert!(Node::parse(&ok).is_ok());
        assert!(Parser::new(&ok).skip(0).is_ok());
        assert!(serde_json::from_str::<serde_json::Value>(&ok).is_ok());
        let deep = nested(MAX_DEPTH);
        assert!(serde_json::from_str::<serde_json::Value>(&deep).is_err());
        assert_eq!(Node::parse(&deep).unwrap_err().kind, ErrorKind::TooDeep);
        assert_eq!(
            Parser::new(&deep).skip(0).unwrap_err().kind,
            ErrorKind::TooDeep
        );
        let huge = format!("{}{}", "{\"a\":".repeat(100_000), "}".repeat(100_000));
        assert!(Node::parse(&huge).is_err());
    }

    #[test]
    fn lookups_take_the_last_duplicate_and_inserts_keep_order() {
        let mut v = Node::parse(r#"{"a":1,"b":2,"a":3}"#).unwrap();
        assert_eq!(v.get("a").and_then(Node::as_f64), Some(3.0));
        let o = v.as_object_mut().unwrap();
        o.insert(Cow::Borrowed("a"), Node::Bool(true));
        o.insert(Cow::Borrowed("c"), Node::Null);
        assert_eq!(v.to_string(), r#"{"a":1,"b":2,"a":true,"c":null}"#);
    }

    #[test]
    fn members_and_raw_read_without_building() {
        let text = r#"{"x": {"deep": [1, {"y": "z"}]}, "s": "v", "n": 3}"#;
        let mut p = Parser::new(text);
        let mut seen = Vec::new();
        let is_object = p
            .members(0, |p, key, depth| {
                match key {
                    "x" => seen.push(format!("x={}", p.raw(depth)?)),
                    "s" | "n" => seen.push(format!("{key}={:?}", p.string_or_skip(depth)?)),
                    _ => p.skip(depth)?,
                }
                Ok(true)
            })
            .unwrap();
        p.end().unwrap();
        assert!(is_object);
        assert_eq!(
            seen,
            [r#"x={"deep": [1, {"y": "z"}]}"#, r#"s=Some("v")"#, "n=None"]
        );
        assert!(!Parser::new("[1]").members(0, |_, _, _| Ok(true)).unwrap());
        // Stopping early leaves the rest unread.
        let mut p = Parser::new(r#"{"a": 1, "b": [}"#);
        assert!(p.members(0, |p, _, d| p.skip(d).map(|()| false)).unwrap());
    }

    #[test]
    fn values_convert_from_serde_json() {
        let v = serde_json::json!({"k": [1, 2.5, "s", null, {"b": false}]});
        assert_eq!(Node::from_value(&v).to_string(), v.to_string());
    }
}
