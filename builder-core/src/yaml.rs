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

use std::cell::Cell;

use serde_json::{Map, Number, Value};

/// Why the text is not YAML (or not a YAML serde_yaml turns into a JSON value), and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message} at line {line} column {column}")]
pub struct YamlError {
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
    let bom = text.starts_with('\u{feff}');
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    // libyaml reads CRLF and a lone CR as one line break.
    let src = text.replace("\r\n", "\n").replace('\r', "\n");
    let mut p = Parser {
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
    };
    if let Some(bad) = src.char_indices().find(|(_, c)| !printable(*c)) {
        p.pos = bad.0;
        return Err(p.err("control characters are not allowed"));
    }
    p.document()
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

    fn document(&mut self) -> R<Value> {
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
        if !self.eof() {
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
                let key = self.key_of(node)?;
                let map = self.block_map(col, Some(key))?;
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
                Node::Scalar { text, plain, tag } => resolve(text, *plain, tag.as_deref()),
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

    /// The string a mapping key deserializes to (serde_json keys are strings; serde_yaml gives
    /// a scalar key's text as written, whatever its tag).
    fn key_of(&self, node: Node) -> R<String> {
        match node {
            Node::Scalar { text, .. } => Ok(text),
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
                resolve(&text, plain, tag.as_deref()).map_err(|m| self.err(&m))
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
    fn block_map(&mut self, col: isize, first: Option<String>) -> R<Value> {
        self.enter()?;
        let mut map = Map::new();
        let mut pending = first;
        loop {
            let mut complex = false;
            let key = match pending.take() {
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
                        let key = self.key_of(node)?;
                        self.skip(true)?;
                        if !(self.cur() == b':' && blankz(self.at(1)) && self.col() as isize == col)
                        {
                            map.insert(key, Value::Null);
                            self.events += 1;
                            continue;
                        }
                        complex = true;
                        key
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
                        self.key_of(node)?
                    }
                }
            };
            // at ':'
            self.pos += 1;
            if complex {
                self.spaces_no_tab()?;
            }
            let node = self.block_node(col, complex, true)?;
            let value = self.value_of(node)?;
            map.insert(key, value);
            self.skip(true)?;
        }
        self.depth -= 1;
        Ok(Value::Object(map))
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
                    map.insert(k, Value::Null);
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
                pair.insert(key, value);
                items.push(Value::Object(pair));
            } else {
                map.insert(key, value);
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
            Value::Object(map)
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

/// A tag on a collection: core (`!!map`, `!!seq`, ...) tags are ignored; local ones (`!foo`)
/// make serde_yaml ask for an enum, which a JSON value cannot be.
fn collection_tag(v: Value, tag: &str) -> Result<Value, String> {
    if local_tag(tag) {
        return Err("invalid type: enum, expected any valid JSON value".into());
    }
    Ok(v)
}

/// Whether libyaml resolves the tag to one serde_yaml reads as an enum (starts with `!` after
/// resolution): everything but `!!x` and `!<tag:...>`.
fn local_tag(tag: &str) -> bool {
    !(tag.starts_with("!!") || tag.starts_with("!<") && !tag.starts_with("!<!"))
}

/// The full tag for `!!x` / `!<x>`.
fn full_tag(tag: &str) -> String {
    match tag.strip_prefix("!!") {
        Some(rest) => format!("tag:yaml.org,2002:{rest}"),
        None => tag
            .trim_start_matches("!<")
            .trim_end_matches('>')
            .to_string(),
    }
}

/// A scalar's JSON value, as serde_yaml's `visit_scalar` / `visit_untagged_scalar` resolve it.
fn resolve(text: &str, plain: bool, tag: Option<&str>) -> Result<Value, String> {
    if let Some(tag) = tag {
        if local_tag(tag) {
            return Err("invalid type: enum, expected any valid JSON value".into());
        }
        let full = full_tag(tag);
        let bad = |what: &str| format!("invalid value: string {text:?}, expected {what}");
        match full.as_str() {
            "tag:yaml.org,2002:bool" => {
                return parse_bool(text)
                    .map(Value::Bool)
                    .ok_or_else(|| bad("a boolean"));
            }
            "tag:yaml.org,2002:int" => {
                return parse_int(text).unwrap_or_else(|| Err(bad("an integer")));
            }
            "tag:yaml.org,2002:float" => {
                return parse_f64(text).map(float).ok_or_else(|| bad("a float"));
            }
            "tag:yaml.org,2002:null" => {
                return if is_null(text) {
                    Ok(Value::Null)
                } else {
                    Err(bad("null"))
                };
            }
            _ => return Ok(Value::String(text.to_string())),
        }
    }
    if !plain {
        return Ok(Value::String(text.to_string()));
    }
    if text.is_empty() || is_null(text) {
        return Ok(Value::Null);
    }
    if let Some(b) = parse_bool(text) {
        return Ok(Value::Bool(b));
    }
    if let Some(int) = parse_int(text) {
        return int;
    }
    match parse_f64(text) {
        Some(f) if !leading_zero_digits(text) => Ok(float(f)),
        _ => Ok(Value::String(text.to_string())),
    }
}

fn is_null(s: &str) -> bool {
    matches!(s, "null" | "Null" | "NULL" | "~")
}

fn parse_bool(s: &str) -> Option<bool> {
    match s {
        "true" | "True" | "TRUE" => Some(true),
        "false" | "False" | "FALSE" => Some(false),
        _ => None,
    }
}

/// serde_json turns a non-finite float into null.
fn float(f: f64) -> Value {
    Number::from_f64(f).map_or(Value::Null, Value::Number)
}

/// serde_yaml's integer forms: decimal, `0x`/`0o`/`0b`, `+`/`-`. Beyond u64/i64 it hands
/// serde_json a 128-bit integer, which serde_json refuses ("number out of range").
fn parse_int(s: &str) -> Option<Result<Value, String>> {
    let out_of_range = || Err("JSON number out of range".to_string());
    if let Some(u) = parse_unsigned(s) {
        return Some(
            u64::try_from(u)
                .map(Value::from)
                .or_else(|_| out_of_range()),
        );
    }
    parse_negative(s).map(|i| {
        i64::try_from(i)
            .map(Value::from)
            .or_else(|_| out_of_range())
    })
}

/// serde_yaml's `parse_unsigned_int`.
fn parse_unsigned(s: &str) -> Option<u128> {
    let unpositive = s.strip_prefix('+').unwrap_or(s);
    for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] {
        if let Some(rest) = unpositive.strip_prefix(prefix) {
            if rest.starts_with(['+', '-']) {
                return None;
            }
            if let Ok(n) = u128::from_str_radix(rest, radix) {
                return Some(n);
            }
        }
    }
    if unpositive.starts_with(['+', '-']) || leading_zero_digits(s) {
        return None;
    }
    unpositive.parse().ok()
}

/// serde_yaml's `parse_negative_int`.
fn parse_negative(s: &str) -> Option<i128> {
    for (prefix, radix) in [("-0x", 16), ("-0o", 8), ("-0b", 2)] {
        let parsed = s
            .strip_prefix(prefix)
            .map(|rest| i128::from_str_radix(&format!("-{rest}"), radix));
        if let Some(Ok(n)) = parsed {
            return Some(n);
        }
    }
    if leading_zero_digits(s) {
        return None;
    }
    s.parse().ok()
}

/// serde_yaml's `parse_f64`.
fn parse_f64(s: &str) -> Option<f64> {
    let unpositive = match s.strip_prefix('+') {
        Some(u) if u.starts_with(['+', '-']) => return None,
        Some(u) => u,
        None => s,
    };
    if matches!(unpositive, ".inf" | ".Inf" | ".INF") {
        return Some(f64::INFINITY);
    }
    if matches!(s, "-.inf" | "-.Inf" | "-.INF") {
        return Some(f64::NEG_INFINITY);
    }
    if matches!(s, ".nan" | ".NaN" | ".NAN") {
        return Some(f64::NAN);
    }
    unpositive.parse::<f64>().ok().filter(|f| f.is_finite())
}

/// YAML 1.2: leading zeros followed by digits (`0777`) is a string (serde_yaml's
/// `digits_but_not_number`).
fn leading_zero_digits(s: &str) -> bool {
    let s = s.strip_prefix(['-', '+']).unwrap_or(s);
    s.len() > 1 && s.starts_with('0') && s.bytes().skip(1).all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// Ours and serde_yaml's answers agree: equal values, or both errors.
    fn same(text: &str) -> Result<(), String> {
        let ours = parse(text);
        let theirs = serde_yaml::from_str::<Value>(text);
        match (&ours, &theirs) {
            (Ok(a), Ok(b)) if a == b => Ok(()),
            (Err(_), Err(_)) => Ok(()),
            _ => Err(format!(
                "{text:?}\n  ours:   {ours:?}\n  theirs: {:?}",
                theirs.map_err(|e| e.to_string())
            )),
        }
    }

    fn check_all(cases: &[&str]) {
        let failures: Vec<String> = cases.iter().filter_map(|c| same(c).err()).collect();
        assert!(
            failures.is_empty(),
            "{} of {} differ:\n{}",
            failures.len(),
            cases.len(),
            failures.join("\n")
        );
    }

    /// Inputs the fuzz target once found a difference on.
    #[test]
    fn fuzz_findings_match_serde_yaml() {
        check_all(&[
            "!stvvvvvvvvvvvvvvvvvvvvvva----:\n 1b: 2",
            "!!co,o co,o x",
            "e --: b---..\n\n\u{feff}",
            "!m :   1   1",
            "---\n -      &b: 6 b",
            "&aa: 'it''s: &'#xx17",
            "%YAML 1.1kin\n---\na: 1",
            "!!str \n!!str ---\n",
            "k: !!str\n  !!str x\n",
            "&a\n&b [1]\n",
            "- &a\n  !!str x\n",
            "!!map\n&k key: v\n",
            "%YAML 131\n---\na? 1",
            "!!ma?:[h   1}",
            "!:0!&  hh0: 1}",
            "%TAhG ! tag:x,2000:\n---\na: 1",
            "%TAG ?! tag:x,2000:\n---\na: 1",
            "0.a0: &x \n &_ ;aa%: \nqvx----A: q",
            "base: &m\n  &k key: v\nother: *m\n",
            "%TAG ! tag:x\t\t,2000:\n---\na: 1",
            "%TAG 0685477806! tag:x,2000:\n---\n:a 1",
            "apiVersion: v1\nkind: Pod\nmetadate:\n\u{feff}  labels:\n    tpplate: \"yes\"\nspec: {}\n",
            "a: !!AAAAAAAAAAAAAAAAAA%null",
            "a: !!b# ",
            "? |\n  k\n: 1: a\ntrue: b",
            "a> a:   \n  -  -b2\n  -  &b3 :   \n  -  -b2\n  -  &b3 ba:   \n  -   2&ba:   \n  -   2&bb",
        ]);
    }

    /// Random JSON-ish values rendered as YAML in several styles: both parsers agree.
    fn leaf() -> impl Strategy<Value = String> {
        prop_oneof![
            prop::sample::select(vec![
                "yes",
                "no",
                "on",
                "1.0",
                "null",
                "~",
                "true",
                "False",
                ": ",
                "#x",
                " lead",
                "trail ",
                "",
                "a b",
                "é ü",
                "x: y",
                "- z",
                "0777",
                "0x1F",
                "1e3",
                ".inf",
                "-.5",
                "a#b",
                "'q'",
                "\"dq\"",
                "tab\there",
                "line\nbreak",
                "back\\slash",
                "[a]",
                "{b}",
                "*x",
                "&y",
                "!t",
                "%p",
                "@a",
                "`b",
                "|",
                ">",
                "?",
                "-",
                ":",
                "12345678901234567890",
                "-9223372036854775809",
                "1_000",
                "+1",
                ".5",
                "1.",
                "0o17",
                "0b11",
                "NULL",
                "Null",
                "😀",
            ])
            .prop_map(str::to_string),
            "[a-z0-9 :#'\"\\-]{0,12}",
            any::<i64>().prop_map(|i| i.to_string()),
            any::<f64>().prop_map(|f| f.to_string()),
        ]
    }

    /// A leaf in one of the scalar styles (some of which are invalid YAML on purpose).
    fn scalar(s: &str, style: u8) -> String {
        match style % 6 {
            0 => s.to_string(),
            1 => format!("'{}'", s.replace('\'', "''")),
            2 => serde_json::to_string(s).unwrap_or_default(),
            3 => format!("\"{}\"", s.replace('\n', "\\\n  ")),
            4 => format!("{s} # c"),
            _ => format!("'{}'", s.replace('\'', "''").replace(' ', "\n  ")),
        }
    }

    #[derive(Debug, Clone)]
    enum Doc {
        Leaf(String, u8),
        Seq(Vec<Doc>),
        Map(Vec<(String, u8, Doc)>),
    }

    fn doc() -> impl Strategy<Value = Doc> {
        let leaf = (leaf(), any::<u8>()).prop_map(|(s, st)| Doc::Leaf(s, st));
        leaf.prop_recursive(4, 24, 4, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..4).prop_map(Doc::Seq),
                prop::collection::vec(
                    ("[a-z]{1,4}|[0-9]{1,2}|\"[a-z: ]{0,4}\"", any::<u8>(), inner),
                    0..4
                )
                .prop_map(Doc::Map),
            ]
        })
    }

    /// Render in block style at `indent` (as the value after `key:` / `- ` / the top), with
    /// flow style for children when `flow`, and block scalars or comments where `style` says.
    fn render(d: &Doc, indent: usize, flow: bool, out: &mut String) {
        let pad = " ".repeat(indent);
        match d {
            Doc::Leaf(s, st) if !flow && st % 11 == 7 => {
                out.push_str(if st % 2 == 0 { "|" } else { ">-" });
                for line in s.split('\n') {
                    out.push_str(&format!("\n{pad}  {line}"));
                }
                out.push('\n');
            }
            Doc::Leaf(s, st) => {
                out.push_str(&scalar(s, *st));
                if !flow {
                    out.push('\n');
                }
            }
            Doc::Seq(items) if flow || items.is_empty() => {
                out.push('[');
                for (i, it) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    render(it, indent, true, out);
                }
                out.push_str(if flow { "]" } else { "]\n" });
            }
            Doc::Map(items) if flow || items.is_empty() => {
                out.push('{');
                for (i, (k, _, v)) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(",\n ");
                    }
                    out.push_str(&format!("{k}: "));
                    render(v, indent, true, out);
                }
                out.push_str(if flow { "}" } else { "}\n" });
            }
            Doc::Seq(items) => {
                out.push('\n');
                for it in items {
                    out.push_str(&format!("{pad}- "));
                    render(
                        it,
                        indent + 2,
                        matches!(it, Doc::Leaf(_, st) if st % 13 == 1),
                        out,
                    );
                    if matches!(it, Doc::Leaf(_, st) if st % 13 == 1) {
                        out.push('\n');
                    }
                }
            }
            Doc::Map(items) => {
                out.push('\n');
                for (k, st, v) in items {
                    out.push_str(&format!("{pad}{k}: "));
                    if st % 5 == 0 {
                        out.push_str("# note\n");
                        out.push_str(&pad);
                        out.push_str("  ");
                    }
                    let child = if matches!(v, Doc::Seq(_)) && st % 3 == 0 {
                        indent
                    } else {
                        indent + 2
                    };
                    render(v, child, st % 7 == 3, out);
                    if st % 7 == 3 {
                        out.push('\n');
                    }
                }
            }
        }
    }

    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(
            std::env::var("YAML_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(2000)
        ))]
        #[test]
        fn differential(d in doc(), head in 0u8..4) {
            let mut text = String::from(["", "---\n", "# top\n", "--- "][usize::from(head)]);
            render(&d, 0, false, &mut text);
            prop_assert!(same(&text).is_ok(), "{}", same(&text).err().unwrap_or_default());
        }

        #[test]
        fn differential_indented(text in "( {0,3}(- |[a-c]{1,2}: ?|[a-c] #c|'a\\n|\"b|\\[|\\]|\\{|\\}|, |\\|[-+2]?|>|&x |\\*x|!!str |!x |---|\\.\\.\\.|~|1|0x1|\\t)*\n){0,6}") {
            prop_assert!(same(&text).is_ok(), "{}", same(&text).err().unwrap_or_default());
        }

        #[test]
        fn differential_directives(text in "(%(YAML|TAG|X)[ \t]{0,2}(1\\.[0-3]|2\\.0|0{0,9}1\\.1|!a?!?|t:x|#c|[ \t]){0,3}\n){0,3}(---|--- a|a: !<t:x> 1)?\n?") {
            prop_assert!(same(&text).is_ok(), "{}", same(&text).err().unwrap_or_default());
        }

        #[test]
        fn differential_raw(text in "[a-c:\\- #'\"\\[\\]{},|>\n]{0,30}") {
            prop_assert!(same(&text).is_ok(), "{}", same(&text).err().unwrap_or_default());
        }
    }

    /// Every template the golden cases use, and kubectl-style documents.
    #[test]
    fn fixtures_and_kubectl_documents_match_serde_yaml() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut texts = Vec::new();
        for dir in [
            "tests/fixtures/oracle/cases/files",
            "../shared/oracle/cases/files",
        ] {
            let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
                continue;
            };
            for e in entries.flatten() {
                let p = e.path();
                let ext = p.extension().and_then(|x| x.to_str()).unwrap_or("");
                if matches!(ext, "yaml" | "yml" | "json") {
                    texts.push(std::fs::read_to_string(&p).expect("fixture readable"));
                }
            }
        }
        assert!(texts.len() >= 4, "fixtures found: {}", texts.len());
        texts.extend(KUBECTL.iter().map(|s| s.to_string()));
        let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
        check_all(&refs);
        for t in KUBECTL {
            assert!(parse(t).is_ok_and(|v| v.is_object()), "{t}");
        }
    }

    const KUBECTL: &[&str] = &[
        r#"apiVersion: v1
kind: Pod
metadata:
  annotations:
    kubectl.kubernetes.io/last-applied-configuration: |
      {"apiVersion":"v1","kind":"Pod","metadata":{"annotations":{},"name":"spark-driver","namespace":"default"}}
    prometheus.io/scrape: "true"
    prometheus.io/port: '8090'
  creationTimestamp: "2026-11-30T03:35:51Z"
  labels:
    app: spark
    spark-role: driver
    version: 3.5.5
  name: spark-driver
  namespace: default
  resourceVersion: "12345"
  uid: 7c0e5a4a-0000-4000-8000-000000000001
spec:
  containers:
  - args:
    - driver
    - --properties-file
    - /opt/spark/conf/spark.properties
    env:
    - name: SPARK_USER
      value: root
    - name: JAVA_OPTS
      value: -Xmx1g -XX:+UseG1GC # not a comment? yes it is
    - name: EMPTY
      value: ""
    - name: URL
      value: http://example.com/a#frag
    image: apache/spark:3.5.5
    imagePullPolicy: IfNotPresent
    name: spark-kubernetes-driver
    ports:
    - containerPort: 7078
      name: driver-rpc-port
      protocol: TCP
    resources:
      limits:
        memory: 1408Mi
      requests:
        cpu: "1"
        memory: 1408Mi
    securityContext:
      runAsUser: 185
      readOnlyRootFilesystem: false
    volumeMounts:
    - mountPath: /var/run/secrets/kubernetes.io/serviceaccount
      name: kube-api-access
      readOnly: true
  dnsPolicy: ClusterFirst
  nodeSelector: {}
  tolerations:
  - effect: NoExecute
    key: node.kubernetes.io/not-ready
    operator: Exists
    tolerationSeconds: 300
  volumes:
  - name: kube-api-access
    projected:
      defaultMode: 420
      sources:
      - serviceAccountToken:
          expirationSeconds: 3607
          path: token
status:
  phase: Pending
  qosClass: Burstable
"#,
        "# executor template\r\napiVersion: v1\r\nkind: Pod\r\nspec:\r\n  containers:\r\n    - name: exec\r\n      image: \"repo/img:1.0\"\r\n",
        "\u{feff}# a BOM shifts line 1 by a column in libyaml\n---\napiVersion: v1\nkind: Pod\nmetadata:\n  name: &n x\n  labels: {a: b, c: *n, }\nspec:\n  containers: [{name: a, image: 'i'}, {name: b}]\n...\n",
        "apiVersion: v1\nkind: Pod\nspec:\n  initContainers:\n    - name: init\n      command: [\"sh\", \"-c\",\n        \"echo hi\"]\n      args:\n        - >-\n          folded\n          text\n  containers:\n  - name: main\n    env:\n    - {name: A, value: \"1\"}\n    - name: B\n      value: !!str 2\n    - name: C\n      value: 'it''s'\n",
    ];

    fn ok(text: &str, expected: Value) {
        assert_eq!(parse(text), Ok(expected), "{text:?}");
        assert!(
            same(text).is_ok(),
            "{}",
            same(text).err().unwrap_or_default()
        );
    }

    fn bad(text: &str) {
        assert!(parse(text).is_err(), "{text:?} parsed");
        assert!(
            same(text).is_ok(),
            "{}",
            same(text).err().unwrap_or_default()
        );
    }

    #[test]
    fn block_collections() {
        ok(
            "a: 1\nb:\n  c: x\n  d:\n",
            json!({"a": 1, "b": {"c": "x", "d": null}}),
        );
        ok(
            "containers:\n- name: a\n  image: i\n- name: b\n",
            json!({"containers": [{"name": "a", "image": "i"}, {"name": "b"}]}),
        );
        ok("- - a\n  - b\n- c", json!([["a", "b"], "c"]));
        ok("a:\n    - x\nb: y", json!({"a": ["x"], "b": "y"}));
        ok("? a\n: b\n", json!({"a": "b"}));
        ok("a: 1\na: 2", json!({"a": 2}));
        bad("a: b: c");
        bad("a: - b");
        bad("a:\n  b\n  c: d");
        bad("- a\nb: 1");
    }

    #[test]
    fn flow_collections() {
        ok(
            "a: {b: 1, c: [x, y,], d: {}, e: []}",
            json!({"a": {"b": 1, "c": ["x", "y"], "d": {}, "e": []}}),
        );
        ok("[a,\n  {b: c},\n  [d]]", json!(["a", {"b": "c"}, ["d"]]));
        ok("[a: b, c]", json!([{"a": "b"}, "c"]));
        ok("{a, b: }", json!({"a": null, "b": null}));
        ok(
            "{\"k\":\"v\",\"n\":[1,2.5,true,null]}",
            json!({"k": "v", "n": [1, 2.5, true, null]}),
        );
        bad("[a, , b]");
        bad("{a: 1");
        bad("[a]: b");
    }

    #[test]
    fn scalar_styles() {
        ok(
            "a: plain\n  folded\n\n  text",
            json!({"a": "plain folded\ntext"}),
        );
        ok("a: 'it''s\n  x'", json!({"a": "it's x"}));
        ok(
            r#"a: "\n\t\\\"\/\0\x41\u00e9\U0001F600""#,
            json!({"a": "\n\t\\\"/\u{0}Aé😀"}),
        );
        ok("a: \"x \\\n  y\n\n  z\"", json!({"a": "x y\nz"}));
        ok(
            "a: |\n  l1\n   l2\n\nb: >-\n  f1\n  f2\n",
            json!({"a": "l1\n l2\n", "b": "f1 f2"}),
        );
        ok("a: |+\n  x\n\n", json!({"a": "x\n\n"}));
        ok("a: |2-\n    x\n", json!({"a": "  x"}));
        ok("- >\n a\n\n  b\n c\n", json!(["a\n\n b\nc\n"]));
        bad("a: \"\\q\"");
        bad("a: 'open");
    }

    #[test]
    fn comments_markers_and_line_ends() {
        ok(
            "# c\n---\na: b # c\nu: http://x/#f\nk: a:b\n...\n",
            json!({"a": "b", "u": "http://x/#f", "k": "a:b"}),
        );
        bad("a: 1\nk:v\n");
        ok("a: 1\r\nb: 'x'\r\n", json!({"a": 1, "b": "x"}));
        ok("\u{feff}a: 1", json!({"a": 1}));
        ok("", Value::Null);
        ok("---\n", Value::Null);
        ok("# only", Value::Null);
        bad("a: 1\n---\nb: 2");
        bad("...");
        bad("a:\n\tb: 1");
        bad("- \ta");
        ok("a:\tb", json!({"a": "b"}));
    }

    #[test]
    fn anchors_and_tags() {
        ok(
            "a: &x {b: 1}\nc: *x\nd: &y s\ne: [*y]",
            json!({"a": {"b": 1}, "c": {"b": 1}, "d": "s", "e": ["s"]}),
        );
        ok(
            "a: !!str 123\nb: !!int \"12\"\nc: !!float 1\nd: !!map {x: 1}\ne: !!binary aGk=",
            json!({"a": "123", "b": 12, "c": 1.0, "d": {"x": 1}, "e": "aGk="}),
        );
        bad("a: *nope");
        bad("a: !foo x");
        bad("a: !!int x");
        bad("a: !!null");
    }

    #[test]
    fn plain_scalar_types() {
        ok(
            "[~, null, Null, NULL, nULL, true, True, TRUE, tRUE, yes, no, on, off]",
            json!([
                null, null, null, null, "nULL", true, true, true, "tRUE", "yes", "no", "on", "off"
            ]),
        );
        ok(
            "[0x1F, 0o17, 0b101, -0x1F, +7, 0777, 0, -0, 1_000, 18446744073709551615, -9223372036854775808]",
            json!([
                31,
                15,
                5,
                -31,
                7,
                "0777",
                0,
                0,
                "1_000",
                18446744073709551615u64,
                i64::MIN
            ]),
        );
        ok(
            "[1e3, 1., .5, -.5, +1.5, .inf, -.inf, .nan, inf, 1.7976931348623157e309, 1.0.0]",
            json!([
                1000.0,
                1.0,
                0.5,
                -0.5,
                1.5,
                null,
                null,
                null,
                "inf",
                "1.7976931348623157e309",
                "1.0.0"
            ]),
        );
        bad("18446744073709551616");
        bad("-9223372036854775809");
        ok(
            "{1: a, true: b, null: c, ~: d, 0x10: e, 'q': f}",
            json!({"1": "a", "true": "b", "null": "c", "~": "d", "0x10": "e", "q": "f"}),
        );
    }

    #[test]
    fn depth_is_capped() {
        let deepest = (0..127).fold(json!([]), |v, _| json!([v]));
        ok(&format!("{}{}", "[".repeat(128), "]".repeat(128)), deepest);
        bad(&format!("{}{}", "[".repeat(129), "]".repeat(129)));
        bad(&"- ".repeat(200));
        bad(&"[".repeat(100_000));
        let laughs = "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: [*e, *e, *e, *e, *e, *e, *e, *e, *e]\n";
        bad(laughs);
    }

    /// ~100 KB that serde_yaml would expand to ~4×10^8 values: we error (deliberately) instead.
    #[test]
    fn alias_expansion_is_bounded() {
        let text = format!(
            "a: &a [{}]\nb: [{}]\n",
            vec!["x"; 25_000].join(","),
            vec!["*a"; 16_000].join(",")
        );
        let e = parse(&text).err().map(|e| e.message);
        assert_eq!(e.as_deref(), Some("aliases expand to too many nodes"));
    }

    #[test]
    fn ordinary_aliases_expand() {
        ok(
            "base: &b {cpu: 1, mem: 2Gi}\ndriver: *b\nexecutor: [*b, *b]\n",
            json!({"base": {"cpu": 1, "mem": "2Gi"}, "driver": {"cpu": 1, "mem": "2Gi"},
                   "executor": [{"cpu": 1, "mem": "2Gi"}, {"cpu": 1, "mem": "2Gi"}]}),
        );
        let list = format!(
            "a: &a [{}]\nb: [{}]\n",
            vec!["1"; 1000].join(","),
            vec!["*a"; 500].join(",")
        );
        assert!(parse(&list).is_ok());
    }

    /// ~1 MB inputs of shapes that were quadratic (columns and lines recounted from the line or
    /// text start per token or per character). Not a timing assertion: quadratic would take
    /// minutes to hours here.
    #[test]
    fn large_inputs_parse_in_linear_time() {
        let map: String = (0..20_000)
            .map(|i| format!("key{i:05}: value {i} x\n"))
            .collect();
        let parsed = parse(&map);
        assert_eq!(
            parsed
                .as_ref()
                .ok()
                .and_then(|v| v.as_object())
                .map(Map::len),
            Some(20_000)
        );
        assert_eq!(
            parsed.ok().and_then(|v| v.get("key19999").cloned()),
            Some(json!("value 19999 x"))
        );

        let flow = format!("[{}]", vec!["abcd"; 200_000].join(", "));
        let parsed = parse(&flow);
        assert_eq!(
            parsed.ok().and_then(|v| v.as_array().map(Vec::len)),
            Some(200_000)
        );

        let tabs = format!("a\n{}", "\t".repeat(1_000_000));
        assert_eq!(parse(&tabs), Ok(json!("a")));

        let indent = " ".repeat(10_000);
        let block: String = (0..100).map(|i| format!("{indent}line {i}\n")).collect();
        let text = format!("a: |\n{block}");
        let expected: String = (0..100).map(|i| format!("line {i}\n")).collect();
        assert_eq!(parse(&text), Ok(json!({ "a": expected })));

        let anchors: String = (0..40_000).map(|i| format!("- &a{i} x\n")).collect();
        let aliases = "- *a0\n".repeat(40_000);
        let parsed = parse(&format!("{anchors}{aliases}"));
        assert_eq!(
            parsed.ok().and_then(|v| v.as_array().map(Vec::len)),
            Some(80_000)
        );

        let long_plain = format!("a: {}\n", vec!["w"; 300_000].join(" "));
        assert_eq!(
            parse(&long_plain).map(|v| v["a"].as_str().map(str::len)),
            Ok(Some(599_999))
        );
    }

    /// libyaml forgets a simple key 1024 characters after its first token: the key's own, not
    /// properties of its mapping on an earlier line.
    #[test]
    fn simple_key_limit_counts_from_the_key() {
        let k = "k".repeat(1020);
        ok(&format!("!!map\n{k}: v\n"), json!({ k.clone(): "v" }));
        ok(
            &format!("&anchor-name\n{k}: v\n"),
            json!({ k.clone(): "v" }),
        );
        bad(&format!("!!map\n{k}{}: v\n", "k".repeat(10)));
        bad(&format!("&anchor !!str {k}: v\n"));
        let wide = "é".repeat(500);
        ok(&format!("{wide}: v\n"), json!({ wide.clone(): "v" }));
        ok(
            &format!("a: 1\n{wide}: v\n"),
            json!({"a": 1, wide.clone(): "v" }),
        );
        ok(&format!("{{{wide}: v}}"), json!({ wide.clone(): "v" }));
        bad(&format!("{wide}{}: v\n", "é".repeat(20)));
    }

    /// `%YAML` / `%TAG` directives and verbatim `!<uri>` tags, as libyaml checks and resolves them.
    #[test]
    fn directives_and_verbatim_tags_match_serde_yaml() {
        check_all(&[
            "%YAML 1.1\n---\na: 1",
            "%YAML 1.2\n---\na: 1",
            "%YAML 1.0\n---\na: 1",
            "%YAML 1.3\n---\na: 1",
            "%YAML 2.0\n---\na: 1",
            "%YAML 0.1\n---\na: 1",
            "%YAML 01.1\n---\na: 1",
            "%YAML 1.01\n---\na: 1",
            "%YAML 1.1\n%YAML 1.1\n---\na: 1",
            "%YAML 1.1\n%YAML 1.2\n---\na: 1",
            "%TAG !e! tag:e,2000:\n%TAG !e! tag:f,2000:\n---\na: 1",
            "%TAG !e! tag:e,2000:\n%TAG !f! tag:e,2000:\n---\na: 1",
            "%TAG ! tag:e\n%TAG ! tag:f\n---\na: 1",
            "%TAG !! tag:e\n---\na: 1",
            "%TAG ! tag:e\n---\na: 1",
            "%YAML 1.0000000001\n---\na: 1",
            "%YAML 1.000000001\n---\na: 1",
            "%YAML 1.0000000002\n---\na: 1",
            "%YAML 0000000001.1\n---\na: 1",
            "%YAML 000000001.1\n---\na: 1",
            "%YAML\t1.1\n---\na: 1",
            "%YAML 1.1\t\n---\na: 1",
            "%TAG\t!e!\ttag:e,2000:\n---\na: 1",
            "%TAG !e!\ttag:e,2000:\n---\na: 1",
            "%TAG !e! tag:e,2000:\t\n---\na: 1",
            "%TAG !e! tag:e,2000:\t#c\n---\na: 1",
            "%YAML  1.1 # c\n---\na: 1",
            "%YAML 1.1#c\n---\na: 1",
            "%YAML 1.1 #c\n---\na: 1",
            "%YAMLX 1.1\n---\na: 1",
            "%FOO bar\n---\na: 1",
            "%YAML 1.1 x\n---\na: 1",
            "%YAML \t 1.1\n---\na: 1",
            "%YAML\t\t1.1\t#c\n---\na: 1",
            "%YAML 1.1\t#c\n---\na: 1",
            "%YAML 1.1\n%TAG !e! tag:e,2000:\n%YAML 1.1\n---\na: 1",
            "%YAML 1.2\n---\na: !e 1",
            "%YAML 1.1.1\n---\na: 1",
            "%YAML 1.\n---\na: 1",
            "%YAML .1\n---\na: 1",
            "%YAML\n---\na: 1",
            "%TAG\n---\na: 1",
            "%TAG !e!\n---\na: 1",
            "%TAG !e!\t\n---\na: 1",
            "%YAML 1.1\n---\na: !<tag:yaml.org,2002:str> 1",
            "a: !<tag:yaml.org,2002:str> 1",
            "a: !<tag:yaml.org,2002:int> '1'",
            "a: !<!foo> 1",
            "a: !<x> 1",
            "a: !<> 1",
            "a: !<tag:x>1",
            "a: !<tag:x",
            "a: [!<tag:yaml.org,2002:str> 1, 2]",
            "a: [!<tag:yaml.org,2002:str>, 2]",
            "a: !<tag:yaml.org,2002:map> {b: 1}",
            "a: !<tag:yaml.org,2002:str%41> 1",
            "a: !<tag:yaml.org,2002:str%4> 1",
            "a: !<tag:yaml.org,2002:str[]> 1",
            "a: !<a b> 1",
            "a: !<tag:yaml.org,2002:str>\n  1",
            "!<tag:yaml.org,2002:str> k: v",
            "a: !<tag:yaml.org,2002:null> ''",
            "a: !<tag:yaml.org,2002:bool> true",
            "a: !<tag:yaml.org,2002:float> 1",
            "a: !<!> 1",
            "a: !<tag:yaml.org,2002:str>\t1",
            "a: !<tag:x#y> 1",
            "a: !<tag:x,y> 1",
            "[!<tag:x,y> 1]",
            "a: !<é> 1",
            "a: !<tag:yaml.org,2002:%69nt> '1'",
            "a: !!%69nt '1'",
            "a: !!%C3 '1'",
            "a: !%66oo 1",
            "a: !!%21x 1",
            "a: !!str%20x 1",
            "a: !<%21foo> 1",
            "a: !<%C3%A9> 1",
            "a: !<%C3> 1",
            "a: &a !<tag:x> 1\nb: *a",
            "a: !<tag:x> &a 1",
            "a: !<tag:x>,",
            "{a: !<tag:x>}",
            "!<tag:x>",
            "- !<tag:yaml.org,2002:seq> [1]",
            "!<tag:yaml.org,2002:str>",
            "!<tag:yaml.org,2002:binary> aGk=",
            "!<tag:yaml.org,2002:str> 1: 2",
            "!<!foo> k: v",
            "a: !<tag:yaml.org,2002:seq>\n- 1",
            "a: !<tag:yaml.org,2002:int> 0x1F",
            "a: !<tag:yaml.org,2002:str> |\n x\n",
            "%TAG !e! tag:e,2000:\n---\na: !<!e!x> 1",
            "%TAG !e! %zz\n---\na: 1",
            "%TAG !e! t[a]g\n---\na: 1",
            "%TAG ! é\n---\na: 1",
            "%TAG !e!x tag:e\n---\na: 1",
            "% YAML 1.1\n---\na: 1",
            "%\n---\na: 1",
            "%YAML 1.1\n--- a\n",
            "%YAML 1.1\n\n# c\n%TAG ! x\n---\na: 1",
            "%YAML 1.2 # c\n...\n",
        ]);
        ok("%YAML\t1.2\t# c\n---\na: 1", json!({"a": 1}));
        bad("%YAML 1.1\n%YAML 1.1\n---\na: 1");
        bad("%YAML 1.3\n---\na: 1");
        bad("%YAML 1.0000000001\n---\na: 1");
        bad("%TAG !e! tag:e\n%TAG !e! tag:f\n---\na: 1");
        ok("a: !<tag:yaml.org,2002:str> 1", json!({"a": "1"}));
        ok(
            "a: [!<tag:yaml.org,2002:int> '1', !<x> 2]",
            json!({"a": [1, "2"]}),
        );
        bad("a: !<!foo> 1");
    }

    #[test]
    fn errors_name_the_position() {
        let e = parse("a: 1\nb: c: d").err();
        assert_eq!(e.as_ref().map(|e| (e.line, e.column)), Some((2, 5)));
        assert_eq!(
            e.map(|e| e.to_string()).unwrap_or_default(),
            "mapping values are not allowed in this context at line 2 column 5"
        );
        // A BOM is a column of line 1 in libyaml's positions, and so in ours.
        for text in ["\u{feff}a: b: c", "\u{feff}é: b: c", "a: 1\nb: c: d"] {
            let ours = parse(text).err().map(|e| (e.line, e.column));
            let theirs = serde_yaml::from_str::<Value>(text)
                .err()
                .and_then(|e| e.location())
                .map(|l| (l.line(), l.column()));
            assert_eq!(ours, theirs, "{text:?}");
        }
    }
}
