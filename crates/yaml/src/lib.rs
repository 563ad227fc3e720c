//! A small YAML reader for pod templates: text in, `serde_json::Value` out.
//!
//! Why our own: `serde_yaml` + `unsafe-libyaml` cost the playground's wasm ~28 KB gzip for one
//! call. This reader gives the answer `serde_yaml::from_str::<serde_json::Value>` (0.9) gives for
//! everything a pod template plausibly contains, and an error wherever serde_yaml errors. It
//! follows libyaml's scanner rules (indentation, simple keys, plain-scalar folding, tabs) and
//! serde_yaml's scalar resolution; a differential property test and a fuzz target
//! (`fuzz/fuzz_targets/template_yaml.rs`) hold it to that.
//!
//! Deliberate gaps (we error where serde_yaml may not): aliases used as mapping keys, `? `
//! complex keys inside flow collections; `%TAG` handles are not applied (`!!x`, verbatim
//! `!<uri>` and `%XX` escapes in tags are), and NEL/LS/PS are not line breaks.
//!
//! Deliberate difference: aliases may expand to at most `max(2^20, 64 × input bytes)` nodes in
//! total ("aliases expand to too many nodes"). serde_yaml's own repetition limit still lets
//! ~100 KB expand to ~10^8 values, which exhausts memory (the playground's first); we error.
//!
//! Faithfully kept libyaml quirks: a BOM counts as a column of line 1 (so `BOM---` is text and a
//! BOM before a multi-key mapping ends it after the first key); integers beyond u64/i64 but
//! within 128 bits are an error (serde_json refuses them); `.inf`/`.nan` become null.
//!
//! The reader is one `Parser` over the text, its methods by concern: `cursor` (position, columns
//! and lines as libyaml counts them, blanks and comments), `document` (directives, `---`, tags,
//! anchors and aliases), `block` (indentation-scoped sequences and mappings, a finished node's
//! value), `scalar` (plain, quoted, literal and folded scalars), `flow` (`[...]`, `{...}`);
//! `schema` types plain scalars as each fabric8's snakeyaml does, `locate` finds a field's line.
//!
//! ```
//! let pod = sparkpods_yaml::parse("spec:\n  containers:\n  - name: spark\n    image: apache/spark:4.0.0\n")?;
//! assert_eq!(pod["spec"]["containers"][0]["image"], "apache/spark:4.0.0");
//! // Errors say where, as libyaml does.
//! let err = sparkpods_yaml::parse("spec: [unclosed").unwrap_err();
//! assert_eq!(err.line, 1);
//! # Ok::<(), sparkpods_yaml::YamlError>(())
//! ```

#![deny(missing_docs)]

use std::cell::Cell;

use serde_json::{Map, Value};

mod block;
mod cursor;
mod document;
mod flow;
mod locate;
mod scalar;
mod schema;

pub use locate::line_of;
pub use schema::Schema;
use schema::{collection_tag, resolve};

/// Why the text is not YAML (or not a YAML serde_yaml turns into a JSON value), and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message} at line {line} column {column}")]
pub struct YamlError {
    /// What is wrong, in libyaml's or serde_yaml's words.
    pub message: String,
    /// 1-based.
    pub line: usize,
    /// 1-based, in characters.
    pub column: usize,
}

/// serde_yaml's nesting limit (its `remaining_depth`): deeper documents are an error, and it
/// bounds this parser's recursion.
const MAX_DEPTH: usize = 128;
/// libyaml forgets a simple key after this many bytes.
const MAX_SIMPLE_KEY: usize = 1024;

type R<T> = Result<T, YamlError>;

/// Parse one YAML document into a JSON value, as serde_yaml 0.9 does.
pub fn parse(text: &str) -> Result<Value, YamlError> {
    parse_with(text, Schema::SerdeYaml)
}

/// Parse one YAML document, typing scalars (and merging `<<` keys) as `schema` does.
pub fn parse_with(text: &str, schema: Schema) -> Result<Value, YamlError> {
    let mut docs = parse_documents(text, schema, false)?;
    Ok(docs.pop().unwrap_or(Value::Null))
}

/// Parse every document of a YAML stream (`---` separated, as `kubectl apply -f` reads a
/// file), each typed as [`parse_with`] types one. Anchors do not cross documents.
pub fn parse_all_with(text: &str, schema: Schema) -> Result<Vec<Value>, YamlError> {
    parse_documents(text, schema, true)
}

fn parse_documents(text: &str, schema: Schema, stream: bool) -> Result<Vec<Value>, YamlError> {
    parse_documents_with(text, schema, stream).map(|(docs, _)| docs)
}

fn parse_documents_with(
    text: &str,
    schema: Schema,
    stream: bool,
) -> Result<(Vec<Value>, Vec<DuplicateKey>), YamlError> {
    // libyaml counts a BOM as a column of line 1; snakeyaml drops it.
    let bom = schema == Schema::SerdeYaml && text.starts_with('\u{feff}');
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    // libyaml reads CRLF and a lone CR as one line break.
    let src = text.replace("\r\n", "\n").replace('\r', "\n");
    let mut p = Parser {
        schema,
        src: &src,
        pos: 0,
        anchors: Vec::new(),
        anchor_index: Map::new(),
        expanded: 0,
        line_cache: Cell::new((0, 0, usize::from(bom))),
        depth: 0,
        deepest: 0,
        events: 0,
        jumps: 0,
        end: 0,
        flow: 0,
        bom,
        duplicates: Vec::new(),
    };
    if let Some(bad) = src.char_indices().find(|(_, c)| !printable(*c)) {
        p.pos = bad.0;
        return Err(p.err("control characters are not allowed"));
    }
    let mut docs = vec![p.document(stream)?];
    while stream && !p.eof() {
        p.anchors.clear();
        p.anchor_index.clear();
        docs.push(p.document(stream)?);
    }
    Ok((docs, p.duplicates))
}

/// libyaml's accepted characters (YAML 1.1 printable set).
fn printable(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\u{20}'..='\u{7e}' | '\u{85}' | '\u{a0}'..='\u{d7ff}' | '\u{e000}'..='\u{fffd}' | '\u{10000}'..)
}

/// A parsed node before it becomes a value: scalars keep their text so a mapping key can use it
/// as written (serde_yaml deserializes keys as strings, untyped).
enum Node {
    Scalar {
        text: String,
        plain: bool,
        tag: Option<String>,
    },
    Value(Value),
}

impl Node {
    /// An empty plain scalar: a node with no content (null, or what its tag makes of "").
    fn empty(tag: Option<String>) -> Node {
        Node::Scalar {
            text: String::new(),
            plain: true,
            tag,
        }
    }
}

/// What an alias needs of its anchor, all computed once when the anchored node is finished.
struct Anchor {
    /// As serde_yaml would deserialize it. (A scalar's error, e.g. a local tag on a key, only
    /// counts where an alias uses it.)
    value: Result<Value, String>,
    /// Alias jumps inside it (serde_yaml's repetition limit counts them again per use).
    jumps: usize,
    /// Its nesting depth (serde_yaml's depth limit applies to the expansion).
    depth: usize,
    /// Its node count (our expansion limit).
    nodes: usize,
}

/// The directives a document has declared (libyaml rejects a repeated `%YAML` or handle).
#[derive(Default)]
struct Directives {
    yaml: bool,
    handles: Vec<String>,
}

struct Parser<'a> {
    schema: Schema,
    src: &'a str,
    pos: usize,
    anchors: Vec<Anchor>,
    /// Anchor name → its latest index in `anchors` (a redefinition replaces it). A map, not a
    /// search per alias: many anchors times many aliases would be quadratic. serde_json's `Map`
    /// because its code is in the wasm already; a map of our own costs ~1 KB gzip.
    anchor_index: Map<String, Value>,
    /// Nodes produced by alias expansion so far (bounded by `expansion_limit`).
    expanded: usize,
    depth: usize,
    deepest: usize,
    /// libyaml events so far (for serde_yaml's alias repetition limit).
    events: usize,
    /// Alias expansions serde_yaml would perform (each nested alias counts again).
    jumps: usize,
    /// End of the last scalar's text (plain scalars read past trailing blanks).
    end: usize,
    /// Nesting of flow collections (tabs are blanks there).
    flow: usize,
    /// libyaml counts a leading BOM as a column of the first line (so `---` after it is text).
    bom: bool,
    /// A position already located: (pos, start of its line, its column). `col()` runs per token
    /// and per blank in some loops; counting from here keeps it O(distance moved), not
    /// O(line prefix), so long lines and deep indents stay linear. (`pos` only moves forward.)
    line_cache: Cell<(usize, usize, usize)>,
    /// Keys a block mapping repeats (the later value replaces the earlier one).
    duplicates: Vec<DuplicateKey>,
}

/// A key a block mapping writes twice: the reader keeps the later value, as libyaml (so
/// kubectl, which reads YAML with it, then sends JSON) does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DuplicateKey {
    /// The key as written.
    pub key: String,
    /// 1-based line of the earlier key (where it is written at the mapping's column).
    pub first_line: usize,
    /// 1-based line of the key that wins.
    pub line: usize,
}

/// The keys the block mappings of every document of `text` repeat, in the order they come.
pub fn duplicate_keys(text: &str, schema: Schema) -> Result<Vec<DuplicateKey>, YamlError> {
    parse_documents_with(text, schema, true).map(|(_, duplicates)| duplicates)
}

/// A character of an anchor name, a directive name or a tag handle (libyaml's `IS_ALPHA`).
fn tag_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'-' || b == b'_'
}

fn blank(c: u8) -> bool {
    c == b' ' || c == b'\t'
}
fn blankz(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | 0)
}
fn flow_indicator(c: u8) -> bool {
    matches!(c, b',' | b'[' | b']' | b'{' | b'}')
}

/// A mapping with the mappings its merge keys named: their keys the mapping lacks, the first
/// named mapping winning (snakeyaml's `flattenMapping`).
fn merged(mut map: Map<String, Value>, merges: Vec<Map<String, Value>>) -> Map<String, Value> {
    for m in merges {
        for (k, v) in m {
            if !map.contains_key(&k) {
                map.insert(k, v);
            }
        }
    }
    map
}

#[cfg(test)]
mod tests;
