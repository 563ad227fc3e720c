//! The reader's position in the text: bytes ahead, columns and lines as libyaml counts them,
//! blanks and comments skipped, errors located.

use super::*;

// The `#[inline(never)]`s below are for the playground's wasm size: these helpers are called
// from dozens of places, and inlining each copy costs more bytes than the calls save in time.
impl Parser<'_> {
    #[inline(never)]
    pub(crate) fn at(&self, k: usize) -> u8 {
        self.src.as_bytes().get(self.pos + k).copied().unwrap_or(0)
    }
    pub(crate) fn cur(&self) -> u8 {
        self.at(0)
    }
    pub(crate) fn eof(&self) -> bool {
        self.pos >= self.src.len()
    }
    /// Advance one character (whole UTF-8 sequence).
    #[inline(never)]
    pub(crate) fn bump(&mut self) {
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
    pub(crate) fn col(&self) -> usize {
        self.locate().1
    }
    /// The current line's start and column, counted on from `line_cache` (amortized O(1)).
    pub(crate) fn locate(&self) -> (usize, usize) {
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
    pub(crate) fn at_line_start(&self) -> bool {
        match self.pos.checked_sub(1) {
            None => !self.bom,
            Some(prev) => self.src.as_bytes().get(prev) == Some(&b'\n'),
        }
    }
    /// Whether `src[a..b]` crosses a line break (O(b - a), unlike comparing line numbers).
    pub(crate) fn newline_between(&self, a: usize, b: usize) -> bool {
        self.src
            .as_bytes()
            .get(a..b)
            .is_some_and(|s| s.contains(&b'\n'))
    }
    #[inline(never)]
    /// The byte offset where the line holding `pos` starts.
    pub(crate) fn line_start(&self, pos: usize) -> usize {
        let before = self.src.as_bytes().get(..pos).unwrap_or(&[]);
        before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1)
    }

    /// Records the key at `self.pos` as a repetition of an earlier one of the mapping that
    /// starts on the line at `map_start`: that one is the first line there with the key (plain
    /// or quoted) at the mapping's column `col`.
    pub(crate) fn note_duplicate(&mut self, key: &str, map_start: usize, col: isize) {
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

    pub(crate) fn err(&self, message: &str) -> YamlError {
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
    pub(crate) fn key_too_long(&self, start: usize) -> bool {
        self.pos.saturating_sub(start) > MAX_SIMPLE_KEY
    }
    /// Only indentation before the current position on its line (a new entry must start a line).
    #[inline(never)]
    pub(crate) fn first_on_line(&self) -> bool {
        let start = self.locate().0;
        let line = self.src.as_bytes().get(start..self.pos).unwrap_or(&[]);
        line.iter().all(|&b| b == b' ')
    }

    /// `---` or `...` at the start of a line.
    #[inline(never)]
    pub(crate) fn doc_marker(&self) -> bool {
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
    pub(crate) fn skip(&mut self, mut tabs: bool) -> R<bool> {
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

    pub(crate) fn skip_blanks(&mut self) {
        while blank(self.cur()) {
            self.pos += 1;
        }
    }

    /// After `- ` and `? ` libyaml allows spaces but no tab before the node.
    pub(crate) fn spaces_no_tab(&mut self) -> R<()> {
        while self.cur() == b' ' {
            self.pos += 1;
        }
        if self.cur() == b'\t' {
            return Err(self.err("found character that cannot start any token"));
        }
        Ok(())
    }

    pub(crate) fn enter(&mut self) -> R<()> {
        self.depth += 1;
        self.deepest = self.deepest.max(self.depth);
        self.events += 2;
        if self.depth > MAX_DEPTH {
            return Err(self.err("recursion limit exceeded"));
        }
        Ok(())
    }
}

/// Characters in UTF-8 bytes (those that are not continuation bytes).
fn chars_in(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&b| b & 0xC0 != 0x80).count()
}
