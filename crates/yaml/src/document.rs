//! A document and what comes before its content: `%YAML` and `%TAG` directives, `---`, a
//! node's properties (tags resolved through the handles, anchors) and aliases expanded within
//! serde_yaml's limits.

use super::*;

impl Parser<'_> {
    /// One document; with `stream`, the next one may follow (else only the end may).
    pub(crate) fn document(&mut self, stream: bool) -> R<Value> {
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
    pub(crate) fn directive(&mut self, seen: &mut Directives) -> R<()> {
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

    /// `%YAML major.minor`: libyaml takes only 1.1 and 1.2, once per document.
    pub(crate) fn version_directive(&mut self, seen: &mut bool) -> R<()> {
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
    pub(crate) fn version_number(&mut self) -> R<u32> {
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
    pub(crate) fn tag_directive(&mut self, handles: &mut Vec<String>) -> R<()> {
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
    pub(crate) fn uri(&mut self, wide: bool) -> R<&str> {
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
    pub(crate) fn properties(&mut self) -> R<(Option<String>, Option<String>)> {
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
    pub(crate) fn tag(&mut self) -> R<String> {
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
    pub(crate) fn name(&mut self) -> R<String> {
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
    pub(crate) fn alias(&mut self) -> R<Value> {
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

/// The most nodes alias expansion may produce for an input of `len` bytes: generous for any
/// real template (which rarely expands at all), small enough that a "billion laughs" input
/// errors before it exhausts memory.
fn expansion_limit(len: usize) -> usize {
    (1usize << 20).max(len.saturating_mul(64))
}
