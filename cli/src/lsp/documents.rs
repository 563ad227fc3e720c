//! The documents the editor has open, their text kept in step with its edits (incremental
//! sync), and the conversion between byte offsets (what builder-core's spans are) and LSP
//! positions (lines and UTF-16 code units, the protocol's default encoding).

use std::collections::HashMap;
use std::ops::Range;
use std::path::{Path, PathBuf};

use lsp_types::{Position, TextDocumentContentChangeEvent, Url};

/// Line starts of a text, for offset ↔ position conversions.
#[derive(Debug, Clone)]
pub struct LineIndex {
    /// Byte offset of each line's first char; the first is 0.
    starts: Vec<usize>,
}

impl LineIndex {
    pub fn new(text: &str) -> Self {
        let mut starts = vec![0];
        let bytes = text.as_bytes();
        for (i, b) in bytes.iter().enumerate() {
            match b {
                b'\n' => starts.push(i + 1),
                // A lone `\r` ends a line too (as `java.util.Properties` reads it).
                b'\r' if bytes.get(i + 1) != Some(&b'\n') => starts.push(i + 1),
                _ => {}
            }
        }
        LineIndex { starts }
    }

    /// The byte range of 0-based `line`, without its terminator (empty past the end).
    pub fn line_range(&self, text: &str, line: u32) -> Range<usize> {
        let Some(&start) = self.starts.get(line as usize) else {
            return text.len()..text.len();
        };
        let end = self
            .starts
            .get(line as usize + 1)
            .copied()
            .unwrap_or(text.len());
        let content = text.get(start..end).unwrap_or("");
        start..start + content.trim_end_matches(['\r', '\n']).len()
    }

    /// The position of byte `offset` (clamped to the text, and back to a char boundary).
    pub fn position(&self, text: &str, offset: usize) -> Position {
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self
            .starts
            .partition_point(|s| *s <= offset)
            .saturating_sub(1);
        let start = self.starts.get(line).copied().unwrap_or(0);
        let utf16 = text
            .get(start..offset)
            .map_or(0, |s| s.encode_utf16().count());
        Position::new(to_u32(line), to_u32(utf16))
    }

    /// The byte offset of `pos` (clamped to its line's end, and to the text).
    pub fn offset(&self, text: &str, pos: Position) -> usize {
        let line = self.line_range(text, pos.line);
        let mut units = 0u32;
        for (i, c) in text.get(line.clone()).unwrap_or("").char_indices() {
            if units >= pos.character {
                return line.start + i;
            }
            units += to_u32(c.len_utf16());
        }
        line.end
    }

    pub fn range(&self, text: &str, bytes: Range<usize>) -> lsp_types::Range {
        lsp_types::Range::new(
            self.position(text, bytes.start),
            self.position(text, bytes.end),
        )
    }
}

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// An open document.
#[derive(Debug, Clone)]
pub struct Document {
    pub text: String,
    pub version: i32,
    pub index: LineIndex,
    /// The editor's language for it (`properties`, `yaml`; empty when not told).
    pub language_id: String,
}

impl Document {
    pub fn new(text: String, version: i32) -> Self {
        let index = LineIndex::new(&text);
        Document {
            text,
            version,
            index,
            language_id: String::new(),
        }
    }

    /// Apply the editor's changes, in order: a change with a range replaces it, one without
    /// replaces the whole text.
    pub fn apply(&mut self, changes: Vec<TextDocumentContentChangeEvent>, version: i32) {
        for change in changes {
            match change.range {
                Some(range) => {
                    let start = self.index.offset(&self.text, range.start);
                    let end = self.index.offset(&self.text, range.end).max(start);
                    self.text.replace_range(start..end, &change.text);
                }
                None => self.text = change.text,
            }
            self.index = LineIndex::new(&self.text);
        }
        self.version = version;
    }
}

/// The open documents, by URI.
#[derive(Debug, Default)]
pub struct Documents {
    open: HashMap<Url, Document>,
}

impl Documents {
    pub fn open(&mut self, uri: Url, language_id: String, text: String, version: i32) {
        let mut doc = Document::new(text, version);
        doc.language_id = language_id;
        self.open.insert(uri, doc);
    }

    pub fn change(
        &mut self,
        uri: &Url,
        changes: Vec<TextDocumentContentChangeEvent>,
        version: i32,
    ) {
        if let Some(doc) = self.open.get_mut(uri) {
            doc.apply(changes, version);
        }
    }

    pub fn close(&mut self, uri: &Url) {
        self.open.remove(uri);
    }

    pub fn get(&self, uri: &Url) -> Option<&Document> {
        self.open.get(uri)
    }

    /// The open document of a file, by its path.
    pub fn by_path(&self, path: &Path) -> Option<&Document> {
        Url::from_file_path(path)
            .ok()
            .and_then(|uri| self.open.get(&uri))
    }

    pub fn uris(&self) -> impl Iterator<Item = &Url> {
        self.open.keys()
    }
}

/// The file a URI names (`None` for other schemes: an unsaved buffer).
pub fn file_path(uri: &Url) -> Option<PathBuf> {
    (uri.scheme() == "file")
        .then(|| uri.to_file_path().ok())
        .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;
    use lsp_types::Range as LspRange;

    #[test]
    fn positions_count_utf16_units() {
        let text = "a=é😀b\nsecond\r\nthird";
        let index = LineIndex::new(text);
        let b = text.find('b').unwrap();
        // `é` is one unit, `😀` two.
        assert_eq!(index.position(text, b), Position::new(0, 5));
        assert_eq!(index.offset(text, Position::new(0, 5)), b);
        assert_eq!(
            index.position(text, text.find("third").unwrap()),
            Position::new(2, 0)
        );
        assert_eq!(index.line_range(text, 1), 10..16);
        // Past the line's end: clamped to it.
        assert_eq!(index.offset(text, Position::new(1, 99)), 16);
    }

    #[test]
    fn incremental_changes_edit_the_text() {
        let mut doc = Document::new("spark.app.name x\nspark.executor.memory 1g\n".into(), 1);
        doc.apply(
            vec![TextDocumentContentChangeEvent {
                range: Some(LspRange::new(Position::new(1, 22), Position::new(1, 24))),
                range_length: None,
                text: "4g".into(),
            }],
            2,
        );
        assert_eq!(doc.text, "spark.app.name x\nspark.executor.memory 4g\n");
        assert_eq!(doc.version, 2);
    }

    proptest::proptest! {
        /// Any text, any positions (past line ends, past the end, inside a surrogate pair),
        /// any edits: no panic, and every offset maps to a position and back.
        #[test]
        fn positions_and_edits_never_panic(
            text in "(\\PC|\r|\n|😀|é){0,60}",
            edits in proptest::collection::vec(
                ((0u32..6, 0u32..30), (0u32..6, 0u32..30), "(\\PC|\n|😀){0,8}"),
                0..6,
            ),
        ) {
            let mut doc = Document::new(text, 1);
            for ((l1, c1), (l2, c2), new_text) in edits {
                doc.apply(
                    vec![TextDocumentContentChangeEvent {
                        range: Some(LspRange::new(Position::new(l1, c1), Position::new(l2, c2))),
                        range_length: None,
                        text: new_text,
                    }],
                    2,
                );
            }
            for (offset, c) in doc.text.char_indices() {
                // The `\n` of a `\r\n` has no position of its own.
                if c == '\n' && doc.text.get(..offset).is_some_and(|b| b.ends_with('\r')) {
                    continue;
                }
                let pos = doc.index.position(&doc.text, offset);
                proptest::prop_assert_eq!(doc.index.offset(&doc.text, pos), offset);
            }
        }
    }
}
