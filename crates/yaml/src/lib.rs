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

mod locate;
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

// The `#[inline(never)]`s below are for the playground's wasm size: these helpers are called
// from dozens of places, and inlining each copy costs more bytes than the calls save in time.
impl Parser<'_> {
    #[inline(never)]
    fn at(&self, k: usize) -> u8 {
        self.src.as_bytes().get(self.pos + k).copied().unwrap_or(0)
    }
    fn cur(&self) -> u8 {
        self.at(0)
    }
    fn eof(&self) -> bool {
        self.pos >= self.src.len()
    }
    /// Advance one character (whole UTF-8 sequence).
    #[inline(never)]
    fn bump(&mut self) {
        let len = self
            .src
            .get(self.pos..)
            .and_then(|s| s.chars().next())
            .map_or(1, char::len_utf8);
        self.pos += len;
    }
    /// The current column, in characters as libyaml counts (a BOM at the first line's start is
    /// one).
    #[inline(never)]
    fn col(&self) -> usize {
        self.locate().1
    }
    /// The current line's start and column, counted on from `line_cache` (amortized O(1)).
    fn locate(&self) -> (usize, usize) {
        let bytes = self.src.as_bytes();
        let (cached, start, col) = self.line_cache.get();
        let (from, start, col) = if cached <= self.pos {
            (cached, start, col)
        } else {
            (0, 0, usize::from(self.bom))
        };
        let gap = bytes.get(from..self.pos).unwrap_or(&[]);
        let found = match gap.iter().rposition(|&b| b == b'\n') {
            Some(i) => {
                let start = from + i + 1;
                (start, chars_in(bytes.get(start..self.pos).unwrap_or(&[])))
            }
            None => (start, col.saturating_add(chars_in(gap))),
        };
        self.line_cache.set((self.pos, found.0, found.1));
        found
    }
    /// At column 0 (O(1), unlike `col() == 0`): the text's start without a BOM, or after `\n`.
    fn at_line_start(&self) -> bool {
        match self.pos.checked_sub(1) {
            None => !self.bom,
            Some(prev) => self.src.as_bytes().get(prev) == Some(&b'\n'),
        }
    }
    /// Whether `src[a..b]` crosses a line break (O(b - a), unlike comparing line numbers).
    fn newline_between(&self, a: usize, b: usize) -> bool {
        self.src
            .as_bytes()
            .get(a..b)
            .is_some_and(|s| s.contains(&b'\n'))
    }
    #[inline(never)]
    /// The byte offset where the line holding `pos` starts.
    fn line_start(&self, pos: usize) -> usize {
        let before = self.src.as_bytes().get(..pos).unwrap_or(&[]);
        before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1)
    }

    /// Records the key at `self.pos` as a repetition of an earlier one of the mapping that
    /// starts on the line at `map_start`: that one is the first line there with the key (plain
    /// or quoted) at the mapping's column `col`.
    fn note_duplicate(&mut self, key: &str, map_start: usize, col: isize) {
        let line_of = |pos: usize| {
            self.src
                .as_bytes()
                .get(..pos)
                .map_or(0, |b| b.iter().filter(|&&c| c == b'\n').count())
                + 1
        };
        let here = self.line_start(self.pos);
        let col = usize::try_from(col).unwrap_or(0);
        let first = self
            .src
            .get(map_start..here)
            .unwrap_or_default()
            .split('\n')
            .scan(map_start, |at, line| {
                let start = *at;
                *at += line.len() + 1;
                Some((start, line))
            })
            .find(|(_, line)| {
                let rest = line.get(col..).unwrap_or_default();
                let indent_ok = line
                    .get(..col)
                    .is_some_and(|p| p.bytes().all(|b| b == b' ' || b == b'-'));
                indent_ok
                    && [
                        format!("{key}:"),
                        format!("\"{key}\":"),
                        format!("'{key}':"),
                        format!("{key} :"),
                    ]
                    .iter()
                    .any(|k| rest.starts_with(k.as_str()))
            })
            .map_or(line_of(here), |(start, _)| line_of(start));
        self.duplicates.push(DuplicateKey {
            key: key.to_string(),
            first_line: first,
            line: line_of(self.pos),
        });
    }

    fn err(&self, message: &str) -> YamlError {
        let before = self.src.as_bytes().get(..self.pos).unwrap_or(&[]);
        YamlError {
            message: message.to_string(),
            line: before.iter().filter(|&&b| b == b'\n').count() + 1,
            // As `col()` counts, so a BOM shifts line 1 by a column, as in libyaml's messages.
            column: self.col() + 1,
        }
    }
    /// Whether a simple key from `start` to here is past libyaml's limit (its mark index counts
    /// bytes: 1000 `é` are too long).
    fn key_too_long(&self, start: usize) -> bool {
        self.pos.saturating_sub(start) > MAX_SIMPLE_KEY
    }
    /// Only indentation before the current position on its line (a new entry must start a line).
    #[inline(never)]
    fn first_on_line(&self) -> bool {
        let start = self.locate().0;
        let line = self.src.as_bytes().get(start..self.pos).unwrap_or(&[]);
        line.iter().all(|&b| b == b' ')
    }

    /// `---` or `...` at the start of a line.
    #[inline(never)]
    fn doc_marker(&self) -> bool {
        self.at_line_start()
            && (self
                .src
                .get(self.pos..)
                .is_some_and(|s| s.starts_with("---") || s.starts_with("...")))
            && blankz(self.at(3))
    }

    /// Skip spaces, comments and line breaks up to the next token; returns whether a line break
    /// was crossed. Tabs separate tokens only where libyaml allows (`tabs`), never as indentation.
    #[inline(never)]
    fn skip(&mut self, mut tabs: bool) -> R<bool> {
        let mut crossed = false;
        loop {
            // libyaml skips a BOM at the start of any line.
            if self.at_line_start()
                && self
                    .src
                    .get(self.pos..)
                    .is_some_and(|r| r.starts_with('\u{feff}'))
            {
                self.pos += 3;
            }
            while self.cur() == b' ' || ((tabs || self.flow > 0) && self.cur() == b'\t') {
                self.pos += 1;
            }
            if self.cur() == b'#' {
                while !matches!(self.cur(), b'\n' | 0) {
                    self.bump();
                }
            }
            if self.cur() != b'\n' {
                break;
            }
            self.pos += 1;
            crossed = true;
            tabs = false;
        }
        if self.cur() == b'\t' {
            return Err(self.err("found character that cannot start any token"));
        }
        Ok(crossed)
    }

    /// One document; with `stream`, the next one may follow (else only the end may).
    fn document(&mut self, stream: bool) -> R<Value> {
        self.skip(false)?;
        let mut explicit = false;
        let mut seen = Directives::default();
        while self.cur() == b'%' && self.at_line_start() {
            self.directive(&mut seen)?;
            self.skip(false)?;
            explicit = true;
        }
        let block_ok = if self.doc_marker() && self.cur() == b'-' {
            self.pos += 3;
            false
        } else if explicit || self.doc_marker() {
            return Err(self.err("did not find expected <document start>"));
        } else {
            true
        };
        let value = if self.doc_marker() || self.eof() {
            Value::Null
        } else {
            let node = self.block_node(-1, block_ok, false)?;
            self.value_of(node)?
        };
        self.skip(true)?;
        if self.doc_marker() && self.cur() == b'.' {
            self.pos += 3;
            self.skip(true)?;
        }
        let next = stream && (self.doc_marker() || (self.cur() == b'%' && self.at_line_start()));
        if !self.eof() && !next {
            return Err(self.err(
                "deserializing from YAML containing more than one document is not supported",
            ));
        }
        if self.jumps > self.events.max(1).saturating_mul(100) {
            return Err(self.err("repetition limit exceeded"));
        }
        Ok(value)
    }

    /// One `%YAML` or `%TAG` directive line, checked as libyaml's scanner and parser check it
    /// (blanks, tabs included, separate its parts).
    fn directive(&mut self, seen: &mut Directives) -> R<()> {
        self.pos += 1;
        let start = self.pos;
        while tag_word(self.cur()) {
            self.pos += 1;
        }
        let name = self.src.get(start..self.pos).unwrap_or("");
        if name.is_empty() || !blankz(self.cur()) {
            return Err(self.err("found unknown directive name"));
        }
        match name {
            "YAML" => self.version_directive(&mut seen.yaml)?,
            "TAG" => self.tag_directive(&mut seen.handles)?,
            _ => return Err(self.err("found unknown directive name")),
        }
        self.skip_blanks();
        if self.cur() == b'#' {
            while !matches!(self.cur(), b'\n' | 0) {
                self.bump();
            }
        }
        if !matches!(self.cur(), b'\n' | 0) {
            return Err(self.err("did not find expected comment or line break"));
        }
        Ok(())
    }

    fn skip_blanks(&mut self) {
        while blank(self.cur()) {
            self.pos += 1;
        }
    }

    /// `%YAML major.minor`: libyaml takes only 1.1 and 1.2, once per document.
    fn version_directive(&mut self, seen: &mut bool) -> R<()> {
        self.skip_blanks();
        let major = self.version_number()?;
        if self.cur() != b'.' {
            return Err(self.err("did not find expected version number"));
        }
        self.pos += 1;
        let minor = self.version_number()?;
        if std::mem::replace(seen, true) {
            return Err(self.err("found duplicate directive"));
        }
        if major != 1 || !matches!(minor, 1 | 2) {
            return Err(self.err("found incompatible YAML document"));
        }
        Ok(())
    }

    /// One number of a `%YAML` version: 1 to 9 digits (libyaml's `MAX_NUMBER_LENGTH`).
    fn version_number(&mut self) -> R<u32> {
        let start = self.pos;
        while self.cur().is_ascii_digit() {
            self.pos += 1;
        }
        let digits = self.src.get(start..self.pos).unwrap_or("");
        if digits.len() > 9 {
            return Err(self.err("did not find expected version number"));
        }
        digits
            .parse()
            .map_err(|_| self.err("did not find expected version number"))
    }

    /// `%TAG handle prefix`: the handle `!`, `!!` or `!word!` (each at most once per document),
    /// then a URI prefix.
    fn tag_directive(&mut self, handles: &mut Vec<String>) -> R<()> {
        self.skip_blanks();
        let start = self.pos;
        if self.cur() != b'!' {
            return Err(self.err("did not find expected tag handle or prefix"));
        }
        self.pos += 1;
        while tag_word(self.cur()) {
            self.pos += 1;
        }
        if self.cur() == b'!' {
            self.pos += 1;
        } else if self.pos - start > 1 {
            return Err(self.err("did not find expected tag handle or prefix"));
        }
        let handle = self.src.get(start..self.pos).unwrap_or("").to_string();
        if !blank(self.cur()) {
            return Err(self.err("did not find expected tag handle or prefix"));
        }
        self.skip_blanks();
        if self.uri(true)?.is_empty() {
            return Err(self.err("did not find expected tag URI"));
        }
        if !blankz(self.cur()) {
            return Err(self.err("did not find expected whitespace or line break"));
        }
        if handles.contains(&handle) {
            return Err(self.err("found duplicate directive"));
        }
        handles.push(handle);
        Ok(())
    }

    /// URI characters as libyaml's `scan_tag_uri` reads them (`wide`: also `,[]`, as in verbatim
    /// tags and %TAG prefixes), each `%` followed by two hex digits; returns the text read.
    fn uri(&mut self, wide: bool) -> R<&str> {
        let start = self.pos;
        loop {
            let c = self.cur();
            let ok = c.is_ascii_alphanumeric()
                || b"-_;/?:@&=+$.%!~*'()".contains(&c)
                || wide && matches!(c, b',' | b'[' | b']');
            if !ok {
                break;
            }
            if c == b'%' && !(self.at(1).is_ascii_hexdigit() && self.at(2).is_ascii_hexdigit()) {
                return Err(self.err("did not find URI escaped octet"));
            }
            self.pos += 1;
        }
        Ok(self.src.get(start..self.pos).unwrap_or(""))
    }

    /// Properties before a node: `&anchor` and `!tag`, in either order.
    fn properties(&mut self) -> R<(Option<String>, Option<String>)> {
        let (mut anchor, mut tag) = (None, None);
        loop {
            match self.cur() {
                b'&' if anchor.is_none() => {
                    self.pos += 1;
                    anchor = Some(self.name()?);
                }
                b'!' if tag.is_none() => tag = Some(self.tag()?),
                _ => return Ok((anchor, tag)),
            }
            self.skip(true)?;
        }
    }

    /// A tag: shorthand `!x`, `!!x`, or verbatim `!<uri>`; then a blank (or `,` in flow).
    fn tag(&mut self) -> R<String> {
        let t = if self.at(1) == b'<' {
            self.pos += 2;
            let uri = self.uri(true)?;
            if uri.is_empty() {
                return Err(self.err("did not find expected tag URI"));
            }
            // Kept decoded, so `!<tag:yaml.org,2002:%69nt>` resolves as libyaml hands it over.
            let uri = decode_uri(uri).ok_or_else(|| self.err("did not find URI escaped octet"))?;
            if self.cur() != b'>' {
                return Err(self.err("did not find expected tag URI"));
            }
            self.pos += 1;
            format!("!<{uri}>")
        } else {
            let t = self.uri(false)?;
            // `!name!suffix` names a handle only %TAG could define.
            let handle = t.get(1..).and_then(|r| r.find('!')).filter(|&i| i > 0);
            let named = handle.is_some_and(|i| t.bytes().skip(1).take(i).all(tag_word));
            if t == "!!" || named {
                return Err(self.err("did not find expected tag URI"));
            }
            // Escapes decoded here too: libyaml hands `!!%69nt` over as `...:int`.
            decode_uri(t).ok_or_else(|| self.err("did not find URI escaped octet"))?
        };
        if !(blankz(self.cur()) || self.flow > 0 && self.cur() == b',') {
            return Err(self.err("did not find expected whitespace or line break"));
        }
        Ok(t)
    }

    /// An anchor or alias name (libyaml: alphanumerics, `-` and `_`).
    fn name(&mut self) -> R<String> {
        let start = self.pos;
        while self.cur().is_ascii_alphanumeric() || matches!(self.cur(), b'-' | b'_') {
            self.pos += 1;
        }
        if start == self.pos
            || !(blankz(self.cur())
                || matches!(
                    self.cur(),
                    b'?' | b':' | b',' | b']' | b'}' | b'%' | b'@' | b'`'
                ))
        {
            return Err(self.err("did not find expected alphabetic or numeric character"));
        }
        Ok(self.src.get(start..self.pos).unwrap_or("").to_string())
    }

    /// `*name`: a copy of the anchored value, counting serde_yaml's jumps and depth.
    fn alias(&mut self) -> R<Value> {
        self.pos += 1;
        let name = self.name()?;
        self.events += 1;
        let Some(Anchor {
            value,
            jumps,
            depth,
            nodes,
        }) = self
            .anchor_index
            .get(&name)
            .and_then(Value::as_u64)
            .and_then(|i| self.anchors.get(usize::try_from(i).ok()?))
        else {
            return Err(self.err("unknown anchor"));
        };
        // Deliberately stricter than serde_yaml: its own limit still lets ~100 KB of text expand
        // to ~10^8 values, enough to exhaust memory (the playground's wasm heap first).
        self.expanded = self.expanded.saturating_add(*nodes);
        if self.expanded > expansion_limit(self.src.len()) {
            return Err(self.err("aliases expand to too many nodes"));
        }
        self.jumps = self.jumps.saturating_add(jumps.saturating_add(1));
        self.deepest = self.deepest.max(self.depth + depth);
        if self.depth + depth > MAX_DEPTH {
            return Err(self.err("recursion limit exceeded"));
        }
        // Billion laughs: stop before copying more than serde_yaml would ever expand.
        let remaining = self.src.len().saturating_sub(self.pos);
        let budget = self
            .events
            .saturating_add(remaining.saturating_mul(2))
            .saturating_mul(100);
        if self.jumps > budget {
            return Err(self.err("repetition limit exceeded"));
        }
        value.clone().map_err(|m| self.err(&m))
    }

    /// A node in block context. `indent`: column of the enclosing block collection (-1 at the
    /// top). `block_ok`: a block collection may start on the current line (after `- ` or `? `).
    /// `indentless`: a `- ` sequence may sit at `indent` itself (a mapping's value).
    fn block_node(&mut self, indent: isize, block_ok: bool, indentless: bool) -> R<Node> {
        let mut block_ok = self.skip(true)? || block_ok;
        let too_far_left = |p: &Self| {
            let col = p.col() as isize;
            p.eof()
                || p.doc_marker()
                || col < indent
                || (col == indent
                    && !(indentless && p.cur() == b'-' && blankz(p.at(1)))
                    && !matches!(p.cur(), b'|' | b'>'))
        };
        if too_far_left(self) {
            return Ok(Node::empty(None));
        }
        let start = self.pos;
        let start_col = self.col() as isize;
        let (mut anchor, mut tag) = self.properties()?;
        let (jumps0, deepest0) = (self.jumps, self.deepest);
        self.deepest = self.depth;
        let crossed = self.newline_between(start, self.pos);
        if anchor.is_some() || tag.is_some() {
            block_ok = block_ok || crossed;
            if crossed && too_far_left(self) || self.eof() || self.doc_marker() {
                self.events += 1;
                let node = Node::empty(tag);
                return self.finish(node, anchor, jumps0, deepest0);
            }
        }
        let col = if crossed {
            self.col() as isize
        } else {
            start_col
        };
        let c = self.cur();
        let collection = if c == b'-' && blankz(self.at(1)) {
            if !block_ok {
                return Err(self.err("block sequence entries are not allowed in this context"));
            }
            self.block_seq(col)?
        } else if c == b'?' && blankz(self.at(1)) {
            if !block_ok {
                return Err(self.err("mapping keys are not allowed in this context"));
            }
            self.block_map(col, None)?
        } else if c == b'|' || c == b'>' {
            self.events += 1;
            let node = Node::Scalar {
                text: self.block_scalar(indent)?,
                plain: false,
                tag,
            };
            return self.finish(node, anchor, jumps0, deepest0);
        } else {
            let key_start = self.pos;
            // Properties on the same line belong to this node (a key, if `:` follows); on a line
            // of their own, to whatever the node turns out to be the start of.
            // (A key on the line after its mapping's properties may have its own.)
            let (own_tag, own_anchor) = if crossed {
                let (a, t) = self.properties()?;
                (t, a)
            } else {
                (tag.take(), anchor.take())
            };
            let own_props = own_anchor.is_some() || own_tag.is_some();
            let props_only = own_props && self.cur() == b':' && blankz(self.at(1));
            let node = self.key_node(props_only, indent, own_tag)?;
            let node = self.finish(node, own_anchor, jumps0, deepest0)?;
            let end = self.end;
            self.skip(true)?;
            if self.cur() == b':' && blankz(self.at(1)) && !self.newline_between(end, self.pos) {
                let multiline = self
                    .src
                    .get(key_start..end)
                    .is_some_and(|s| s.contains('\n'));
                // libyaml measures a simple key from its first token: the key's own properties,
                // not its mapping's on an earlier line.
                let key_from = if crossed { key_start } else { start };
                if multiline || !block_ok || self.key_too_long(key_from) {
                    return Err(self.err("mapping values are not allowed in this context"));
                }
                let merge = self.is_merge_key(&node);
                let key = self.key_of(node)?;
                let map = self.block_map(col, Some((key, merge)))?;
                let value = match tag {
                    Some(t) => collection_tag(map, &t).map_err(|m| self.err(&m))?,
                    None => map,
                };
                return self.finish(Node::Value(value), anchor, jumps0, deepest0);
            }
            if crossed && own_props {
                // Not a key, so libyaml ends the outer properties' empty node before these, and
                // what follows cannot continue the document.
                return Err(self.err("did not find expected node content"));
            }
            let node = match (node, tag) {
                (Node::Scalar { text, plain, .. }, Some(t)) => Node::Scalar {
                    text,
                    plain,
                    tag: Some(t),
                },
                (Node::Value(v), Some(t)) => {
                    Node::Value(collection_tag(v, &t).map_err(|m| self.err(&m))?)
                }
                (n, None) => n,
            };
            return self.finish(node, anchor, jumps0, deepest0);
        };
        let value = match tag {
            Some(t) => collection_tag(collection, &t).map_err(|m| self.err(&m))?,
            None => collection,
        };
        self.finish(Node::Value(value), anchor, jumps0, deepest0)
    }

    /// Register an anchor (its value as serde_yaml would deserialize it) and restore depth
    /// bookkeeping.
    fn finish(
        &mut self,
        node: Node,
        anchor: Option<String>,
        jumps0: usize,
        deepest0: usize,
    ) -> R<Node> {
        if let Some(name) = anchor {
            let value = match &node {
                Node::Value(v) => Ok(v.clone()),
                Node::Scalar { text, plain, tag } => {
                    resolve(self.schema, text, *plain, tag.as_deref())
                }
            };
            let depth = self.deepest.saturating_sub(self.depth);
            // Counted once here so each alias use costs O(1) to account for.
            let nodes = value.as_ref().map_or(1, node_count);
            let jumps = self.jumps.saturating_sub(jumps0);
            let anchor = Anchor {
                value,
                jumps,
                depth,
                nodes,
            };
            self.anchor_index
                .insert(name, Value::from(self.anchors.len()));
            self.anchors.push(anchor);
        }
        self.deepest = self.deepest.max(deepest0);
        Ok(node)
    }

    /// A simple key's node: the empty scalar when only properties stand before its `:`
    /// (`&a : v`), else the node at `indent`.
    fn key_node(&mut self, props_only: bool, indent: isize, tag: Option<String>) -> R<Node> {
        if props_only {
            self.events += 1;
            self.end = self.pos;
            Ok(Node::empty(tag))
        } else {
            self.inline_node(indent, tag)
        }
    }

    /// A node that fits on a line in block context: alias, flow collection, quoted or plain
    /// scalar (the plain one may fold over more-indented lines).
    fn inline_node(&mut self, indent: isize, tag: Option<String>) -> R<Node> {
        let node = self.inline_content(indent, tag)?;
        if self.end < self.pos && !matches!(&node, Node::Scalar { plain: true, .. }) {
            self.end = self.pos;
        }
        Ok(node)
    }

    fn inline_content(&mut self, indent: isize, tag: Option<String>) -> R<Node> {
        match self.cur() {
            b'*' => {
                if tag.is_some() {
                    return Err(self.err("did not find expected node content"));
                }
                Ok(Node::Value(self.alias()?))
            }
            b'[' | b'{' => {
                let v = self.flow_collection()?;
                Ok(Node::Value(match tag {
                    Some(t) => collection_tag(v, &t).map_err(|m| self.err(&m))?,
                    None => v,
                }))
            }
            b'"' | b'\'' => {
                self.events += 1;
                Ok(Node::Scalar {
                    text: self.quoted()?,
                    plain: false,
                    tag,
                })
            }
            _ => {
                self.events += 1;
                Ok(Node::Scalar {
                    text: self.plain(indent, false)?,
                    plain: true,
                    tag,
                })
            }
        }
    }

    /// The string a mapping key deserializes to (serde_json keys are strings). serde_yaml gives
    /// a scalar key's text as written, whatever its tag; snakeyaml types keys like values and
    /// Jackson writes them as their text (`0x1F` is `31`), refusing a null key.
    fn key_of(&self, node: Node) -> R<String> {
        match node {
            Node::Scalar { text, .. } if self.schema == Schema::SerdeYaml => Ok(text),
            Node::Scalar { text, plain, tag } => {
                match resolve(self.schema, &text, plain, tag.as_deref())
                    .map_err(|m| self.err(&m))?
                {
                    Value::String(s) => Ok(s),
                    Value::Null => Err(self.err("a null key cannot be a JSON field name")),
                    Value::Bool(b) => Ok(b.to_string()),
                    Value::Number(n) => Ok(sparkpods_jvm::java_number_text(&n)),
                    Value::Array(_) | Value::Object(_) => Ok(text),
                }
            }
            Node::Value(Value::Array(_)) => {
                Err(self.err("invalid type: sequence, expected a string key"))
            }
            Node::Value(Value::Object(_)) => {
                Err(self.err("invalid type: map, expected a string key"))
            }
            Node::Value(_) => Err(self.err("aliases as mapping keys are not supported")),
        }
    }

    fn value_of(&self, node: Node) -> R<Value> {
        match node {
            Node::Value(v) => Ok(v),
            Node::Scalar { text, plain, tag } => {
                resolve(self.schema, &text, plain, tag.as_deref()).map_err(|m| self.err(&m))
            }
        }
    }

    /// After `- ` and `? ` libyaml allows spaces but no tab before the node.
    fn spaces_no_tab(&mut self) -> R<()> {
        while self.cur() == b' ' {
            self.pos += 1;
        }
        if self.cur() == b'\t' {
            return Err(self.err("found character that cannot start any token"));
        }
        Ok(())
    }

    fn enter(&mut self) -> R<()> {
        self.depth += 1;
        self.deepest = self.deepest.max(self.depth);
        self.events += 2;
        if self.depth > MAX_DEPTH {
            return Err(self.err("recursion limit exceeded"));
        }
        Ok(())
    }

    /// A block sequence whose `-` entries sit at column `col`.
    fn block_seq(&mut self, col: isize) -> R<Value> {
        self.enter()?;
        let mut items = Vec::new();
        while self.cur() == b'-' && blankz(self.at(1)) && self.col() as isize == col {
            if !items.is_empty() && !self.first_on_line() {
                return Err(self.err("did not find expected '-' indicator"));
            }
            self.pos += 1;
            self.spaces_no_tab()?;
            let node = self.block_node(col, true, false)?;
            items.push(self.value_of(node)?);
            self.skip(true)?;
            if !self.eof() && !self.doc_marker() && self.col() as isize > col {
                return Err(self.err("did not find expected '-' indicator"));
            }
        }
        self.depth -= 1;
        Ok(Value::Array(items))
    }

    /// A block mapping whose keys sit at column `col`; `first` is a key already read.
    fn block_map(&mut self, col: isize, first: Option<(String, bool)>) -> R<Value> {
        self.enter()?;
        let map_start = self.line_start(self.pos);
        let mut map = Map::new();
        let mut merges = Vec::new();
        let mut pending = first;
        loop {
            let mut complex = false;
            let (key, merge) = match pending.take() {
                Some(k) => k,
                None => {
                    if self.eof() || self.doc_marker() || (self.col() as isize) < col {
                        break;
                    }
                    if self.col() as isize > col || !map.is_empty() && !self.first_on_line() {
                        return Err(self.err("did not find expected key"));
                    }
                    if self.cur() == b'?' && blankz(self.at(1)) {
                        self.pos += 1;
                        self.spaces_no_tab()?;
                        let node = self.block_node(col, true, false)?;
                        let merge = self.is_merge_key(&node);
                        let key = self.key_of(node)?;
                        self.skip(true)?;
                        if !(self.cur() == b':' && blankz(self.at(1)) && self.col() as isize == col)
                        {
                            self.put(&mut map, &mut merges, key, merge, Value::Null)?;
                            self.events += 1;
                            continue;
                        }
                        complex = true;
                        (key, merge)
                    } else {
                        let start = self.pos;
                        let (anchor, tag) = self.properties()?;
                        if self.newline_between(start, self.pos) {
                            return Err(self.err("could not find expected ':'"));
                        }
                        let (j, d) = (self.jumps, self.deepest);
                        self.deepest = self.depth;
                        let c = self.cur();
                        let props = anchor.is_some() || tag.is_some();
                        let empty = props && c == b':' && blankz(self.at(1));
                        if !empty
                            && (matches!(c, b':' | b'-') && blankz(self.at(1))
                                || matches!(c, b'|' | b'>'))
                        {
                            return Err(self.err("did not find expected key"));
                        }
                        let node = self.key_node(empty, col, tag)?;
                        let node = self.finish(node, anchor, j, d)?;
                        self.skip(true)?;
                        if !(self.cur() == b':' && blankz(self.at(1)))
                            || self.key_too_long(start)
                            || self.newline_between(start, self.pos)
                        {
                            return Err(self.err("could not find expected ':'"));
                        }
                        let merge = self.is_merge_key(&node);
                        (self.key_of(node)?, merge)
                    }
                }
            };
            // at ':'
            if !merge && map.contains_key(&key) && !self.schema.refuses_duplicate_keys() {
                self.note_duplicate(&key, map_start, col);
            }
            self.pos += 1;
            if complex {
                self.spaces_no_tab()?;
            }
            let node = self.block_node(col, complex, true)?;
            let value = self.value_of(node)?;
            self.put(&mut map, &mut merges, key, merge, value)?;
            self.skip(true)?;
        }
        self.depth -= 1;
        Ok(Value::Object(merged(map, merges)))
    }

    /// Whether a key node is a merge key (`<<`, plain, untagged) under a schema that merges.
    fn is_merge_key(&self, node: &Node) -> bool {
        self.schema.merge_keys()
            && matches!(node, Node::Scalar { text, plain: true, tag: None } if text == "<<")
    }

    /// One pair of a mapping being built; a merge key's mappings wait for [`merged`]. A repeated
    /// key replaces the earlier value, or is an error where the schema's reader refuses it.
    fn put(
        &self,
        map: &mut Map<String, Value>,
        merges: &mut Vec<Map<String, Value>>,
        key: String,
        merge: bool,
        value: Value,
    ) -> R<()> {
        if !merge {
            if self.schema.refuses_duplicate_keys() && map.contains_key(&key) {
                return Err(self.err(&format!("found duplicate key {key}")));
            }
            map.insert(key, value);
            return Ok(());
        }
        let bad = || self.err("expected a mapping or list of mappings for merging");
        match value {
            Value::Object(m) => merges.push(m),
            Value::Array(items) => {
                for item in items {
                    match item {
                        Value::Object(m) => merges.push(m),
                        _ => return Err(bad()),
                    }
                }
            }
            _ => return Err(bad()),
        }
        Ok(())
    }

    /// A plain scalar, folded over lines as libyaml does. `indent`: the enclosing block
    /// collection's column (continuation lines must be further right); ignored in flow context.
    fn plain(&mut self, indent: isize, flow: bool) -> R<String> {
        let c = self.cur();
        let starts = !(blankz(c) || b"-?:,[]{}#&*!|>'\"%@`".contains(&c))
            || (c == b'-' && !blankz(self.at(1)))
            || (!flow && (c == b'?' || c == b':') && !blankz(self.at(1)));
        if !starts {
            return Err(self.err("found character that cannot start any token"));
        }
        let mut out = String::new();
        let mut spaces = String::new();
        let mut breaks = 0usize;
        let mut end = self.pos;
        loop {
            if self.doc_marker() || self.cur() == b'#' {
                break;
            }
            let mut first = true;
            while !blankz(self.cur()) {
                let (c, n) = (self.cur(), self.at(1));
                if flow && c == b':' && (flow_indicator(n) || n == b'?') {
                    return Err(self.err("found unexpected ':'"));
                }
                if c == b':' && blankz(n) || flow && flow_indicator(c) {
                    break;
                }
                if first {
                    fold(&mut out, &mut spaces, breaks);
                    breaks = 0;
                    first = false;
                }
                let s = self.pos;
                self.bump();
                out.push_str(self.src.get(s..self.pos).unwrap_or(""));
                end = self.pos;
            }
            if !blankz(self.cur()) || self.eof() {
                break;
            }
            while blankz(self.cur()) && !self.eof() {
                if self.cur() == b'\n' {
                    breaks += 1;
                    spaces.clear();
                } else if breaks > 0 {
                    if self.cur() == b'\t' && (self.col() as isize) < indent + 1 {
                        return Err(self.err("found a tab character that violates indentation"));
                    }
                } else {
                    spaces.push(char::from(self.cur()));
                }
                self.pos += 1;
            }
            if !flow && (self.col() as isize) < indent + 1 {
                break;
            }
        }
        self.end = end;
        Ok(out)
    }

    /// A single- or double-quoted scalar, folded as libyaml's `scan_flow_scalar` does.
    fn quoted(&mut self) -> R<String> {
        let quote = self.cur();
        let single = quote == b'\'';
        self.pos += 1;
        let (mut out, mut spaces, mut leading, mut trailing) =
            (String::new(), String::new(), String::new(), String::new());
        loop {
            if self.doc_marker() {
                return Err(
                    self.err("found unexpected document indicator while scanning a quoted scalar")
                );
            }
            if self.eof() {
                return Err(
                    self.err("found unexpected end of stream while scanning a quoted scalar")
                );
            }
            let mut folding = false;
            while !blankz(self.cur()) {
                let c = self.cur();
                if single && c == b'\'' && self.at(1) == b'\'' {
                    self.pos += 2;
                    out.push('\'');
                } else if c == quote {
                    break;
                } else if !single && c == b'\\' && self.at(1) == b'\n' {
                    self.pos += 2;
                    folding = true;
                    break;
                } else if !single && c == b'\\' {
                    out.push(self.escape()?);
                } else {
                    let s = self.pos;
                    self.bump();
                    out.push_str(self.src.get(s..self.pos).unwrap_or(""));
                }
            }
            if self.cur() == quote {
                self.pos += 1;
                return Ok(out);
            }
            while blank(self.cur()) || self.cur() == b'\n' {
                if self.cur() != b'\n' {
                    if !folding {
                        spaces.push(char::from(self.cur()));
                    }
                } else if !folding {
                    spaces.clear();
                    leading.push('\n');
                    folding = true;
                } else {
                    trailing.push('\n');
                }
                self.pos += 1;
            }
            if folding {
                if leading.is_empty() || !trailing.is_empty() {
                    out.push_str(&trailing);
                } else {
                    out.push(' ');
                }
                leading.clear();
                trailing.clear();
            } else {
                out.push_str(&spaces);
            }
            spaces.clear();
        }
    }

    /// One `\` escape in a double-quoted scalar.
    fn escape(&mut self) -> R<char> {
        let simple = match self.at(1) {
            b'0' => Some('\0'),
            b'a' => Some('\u{7}'),
            b'b' => Some('\u{8}'),
            b't' | b'\t' => Some('\t'),
            b'n' => Some('\n'),
            b'v' => Some('\u{b}'),
            b'f' => Some('\u{c}'),
            b'r' => Some('\r'),
            b'e' => Some('\u{1b}'),
            b' ' => Some(' '),
            b'"' => Some('"'),
            b'/' => Some('/'),
            b'\\' => Some('\\'),
            b'N' => Some('\u{85}'),
            b'_' => Some('\u{a0}'),
            b'L' => Some('\u{2028}'),
            b'P' => Some('\u{2029}'),
            _ => None,
        };
        if let Some(c) = simple {
            self.pos += 2;
            return Ok(c);
        }
        let len = match self.at(1) {
            b'x' => 2,
            b'u' => 4,
            b'U' => 8,
            _ => {
                self.pos += 1;
                return Err(self.err("found unknown escape character"));
            }
        };
        let digits = self
            .src
            .get(self.pos + 2..self.pos + 2 + len)
            .filter(|d| d.bytes().all(|b| b.is_ascii_hexdigit()));
        let Some(code) = digits.and_then(|d| u32::from_str_radix(d, 16).ok()) else {
            return Err(self.err("did not find expected hexadecimal number"));
        };
        let Some(c) = char::from_u32(code) else {
            return Err(self.err("found invalid Unicode character escape code"));
        };
        self.pos += 2 + len;
        Ok(c)
    }

    /// A `|` or `>` block scalar; `indent` is the enclosing block collection's column.
    fn block_scalar(&mut self, indent: isize) -> R<String> {
        let literal = self.cur() == b'|';
        self.pos += 1;
        let (mut chomp, mut increment) = (0i8, 0usize);
        for _ in 0..2 {
            match self.cur() {
                b'+' | b'-' if chomp == 0 => chomp = if self.cur() == b'+' { 1 } else { -1 },
                b'1'..=b'9' if increment == 0 => increment = usize::from(self.cur() - b'0'),
                b'0' => return Err(self.err("found an indentation indicator equal to 0")),
                _ => break,
            }
            self.pos += 1;
        }
        while blank(self.cur()) {
            self.pos += 1;
        }
        if self.cur() == b'#' {
            while !matches!(self.cur(), b'\n' | 0) {
                self.bump();
            }
        }
        if !matches!(self.cur(), b'\n' | 0) {
            return Err(self.err("did not find expected comment or line break"));
        }
        if self.cur() == b'\n' {
            self.pos += 1;
        }
        let parent = usize::try_from(indent).unwrap_or(0);
        let mut ind = if increment > 0 {
            if indent >= 0 {
                parent + increment
            } else {
                increment
            }
        } else {
            0
        };
        let mut trailing = self.block_breaks(&mut ind, increment == 0)?;
        if increment == 0 {
            ind = ind.max(usize::try_from(indent + 1).unwrap_or(0)).max(1);
        }
        let (mut out, mut leading, mut leading_blank) = (String::new(), String::new(), false);
        while self.col() == ind && !self.eof() {
            let trailing_blank = blank(self.cur());
            if !literal && leading.starts_with('\n') && !leading_blank && !trailing_blank {
                if trailing.is_empty() {
                    out.push(' ');
                }
                leading.clear();
            } else {
                out.push_str(&leading);
                leading.clear();
            }
            out.push_str(&trailing);
            trailing.clear();
            leading_blank = trailing_blank;
            let s = self.pos;
            while !matches!(self.cur(), b'\n' | 0) {
                self.bump();
            }
            out.push_str(self.src.get(s..self.pos).unwrap_or(""));
            if self.cur() == b'\n' {
                self.pos += 1;
                leading.push('\n');
            }
            trailing = self.block_breaks(&mut ind, false)?;
        }
        if chomp != -1 {
            out.push_str(&leading);
        }
        if chomp == 1 {
            out.push_str(&trailing);
        }
        Ok(out)
    }

    /// Empty lines of a block scalar (and, when `detect`, the indentation from the first
    /// non-empty line, at least one more than the parent's), as libyaml's `scan_block_scalar_breaks`.
    fn block_breaks(&mut self, ind: &mut usize, detect: bool) -> R<String> {
        let mut breaks = String::new();
        let mut max = 0;
        loop {
            while (*ind == 0 || self.col() < *ind) && self.cur() == b' ' {
                self.pos += 1;
            }
            max = max.max(self.col());
            if (*ind == 0 || self.col() < *ind) && self.cur() == b'\t' {
                return Err(
                    self.err("found a tab character where an indentation space is expected")
                );
            }
            if self.cur() != b'\n' {
                break;
            }
            self.pos += 1;
            breaks.push('\n');
        }
        if detect && *ind == 0 {
            *ind = max.max(1);
        }
        Ok(breaks)
    }

    /// A flow collection: `[...]` or `{...}`, possibly over several lines.
    fn flow_collection(&mut self) -> R<Value> {
        self.enter()?;
        self.flow += 1;
        let seq = self.cur() == b'[';
        let close = if seq { b']' } else { b'}' };
        self.pos += 1;
        let mut items = Vec::new();
        let mut map = Map::new();
        let mut merges = Vec::new();
        loop {
            self.skip(true)?;
            if self.cur() == close {
                self.pos += 1;
                break;
            }
            if self.cur() == b'?' {
                return Err(self.err("complex keys in flow collections are not supported"));
            }
            if self.cur() == b':' {
                return Err(self.err("did not find expected node content"));
            }
            let key_start = self.pos;
            let key_node = self.flow_node()?;
            let merge = self.is_merge_key(&key_node);
            self.skip(true)?;
            let multiline = self.newline_between(key_start, self.pos);
            if self.cur() == b':' && (multiline || self.key_too_long(key_start)) {
                return Err(self.err("did not find expected ',' or ']'"));
            }
            if self.cur() != b':' {
                if seq {
                    items.push(self.value_of(key_node)?);
                } else {
                    let k = self.key_of(key_node)?;
                    self.events += 1;
                    self.put(&mut map, &mut merges, k, merge, Value::Null)?;
                }
                if !self.entry_end(close)? {
                    break;
                }
                continue;
            }
            // at ':' (a pair)
            self.pos += 1;
            self.skip(true)?;
            let value = if matches!(self.cur(), b',') || self.cur() == close {
                self.events += 1;
                Value::Null
            } else {
                let n = self.flow_node()?;
                self.value_of(n)?
            };
            let key = self.key_of(key_node)?;
            if seq {
                self.events += 2;
                let mut pair = Map::new();
                self.put(&mut pair, &mut merges, key, merge, value)?;
                items.push(Value::Object(merged(pair, std::mem::take(&mut merges))));
            } else {
                self.put(&mut map, &mut merges, key, merge, value)?;
            }
            self.skip(true)?;
            if !self.entry_end(close)? {
                break;
            }
        }
        self.depth -= 1;
        self.flow -= 1;
        Ok(if seq {
            Value::Array(items)
        } else {
            Value::Object(merged(map, merges))
        })
    }

    /// After a flow entry: a `,` (consumed; returns true: more entries may follow) or the closing
    /// bracket (consumed; returns false); anything else is an error.
    fn entry_end(&mut self, close: u8) -> R<bool> {
        if self.cur() == b',' {
            self.pos += 1;
            return Ok(true);
        }
        if self.cur() == close {
            self.pos += 1;
            return Ok(false);
        }
        Err(self.err(if close == b']' {
            "did not find expected ',' or ']'"
        } else {
            "did not find expected ',' or '}'"
        }))
    }

    /// A node inside a flow collection.
    fn flow_node(&mut self) -> R<Node> {
        let (anchor, tag) = self.properties()?;
        self.skip(true)?;
        let (j, d) = (self.jumps, self.deepest);
        self.deepest = self.depth;
        let c = self.cur();
        let node = if (anchor.is_some() || tag.is_some())
            && (flow_indicator(c) && c != b'[' && c != b'{' || c == b':')
        {
            self.events += 1;
            Node::empty(tag)
        } else {
            match c {
                b'*' | b'[' | b'{' | b'"' | b'\'' => self.inline_node(-1, tag)?,
                b',' | b']' | b'}' | b'|' | b'>' => {
                    return Err(self.err("did not find expected node content"));
                }
                _ => {
                    self.events += 1;
                    Node::Scalar {
                        text: self.plain(-1, true)?,
                        plain: true,
                        tag,
                    }
                }
            }
        };
        self.finish(node, anchor, j, d)
    }
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

/// A URI with its `%XX` escapes decoded (already checked to be two hex digits each); `None`
/// when the octets are not UTF-8.
fn decode_uri(uri: &str) -> Option<String> {
    let mut out = Vec::with_capacity(uri.len());
    let mut bytes = uri.bytes();
    while let Some(b) = bytes.next() {
        if b == b'%' {
            let hex = [bytes.next()?, bytes.next()?];
            let hex = std::str::from_utf8(&hex).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
        } else {
            out.push(b);
        }
    }
    String::from_utf8(out).ok()
}

/// Characters in UTF-8 bytes (those that are not continuation bytes).
fn chars_in(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&b| b & 0xC0 != 0x80).count()
}

/// The most nodes alias expansion may produce for an input of `len` bytes: generous for any
/// real template (which rarely expands at all), small enough that a "billion laughs" input
/// errors before it exhausts memory.
fn expansion_limit(len: usize) -> usize {
    (1usize << 20).max(len.saturating_mul(64))
}

/// How many nodes (scalars and collections) a value holds, itself included.
fn node_count(v: &Value) -> usize {
    match v {
        Value::Array(items) => items
            .iter()
            .fold(1, |n, item| n.saturating_add(node_count(item))),
        Value::Object(map) => map.values().fold(1, |n, item| {
            n.saturating_add(node_count(item).saturating_add(1))
        }),
        _ => 1,
    }
}

/// Join the next piece of a plain scalar: pending spaces, or line breaks folded (one break is a
/// space, n breaks are n-1 newlines).
fn fold(out: &mut String, spaces: &mut String, breaks: usize) {
    if breaks == 1 {
        out.push(' ');
    } else if breaks > 1 {
        out.extend(std::iter::repeat_n('\n', breaks - 1));
    } else {
        out.push_str(spaces);
    }
    spaces.clear();
}

#[cfg(test)]
mod tests;
