//! `spark-defaults.conf` / `--properties-file` parsing exactly as Spark does it. The sparkpods
//! directive comments (`#@main-resource ...`) are [`super::directives`]; how Spark writes a
//! properties file (`Properties.store`) is [`crate::spark_properties`].
//!
//! # Loading
//!
//! Spark's `Utils.getPropertiesFromFile` reads the file as UTF-8 into `java.util.Properties.load
//! (Reader)` and then post-processes every value with `Utils.trimExceptCRLF` (checked in the 3.5.5
//! and 4.3.0 jars: it is *not* `String.trim`, see [`spark_trim_value`]). [`parse_properties`] is a
//! line-by-line port of JDK 17's `Properties.LineReader.readLine` + `load0` + `loadConvert`:
//!
//! * Physical lines end at `\n`, `\r` or `\r\n`. Leading ` `, `\t`, `\f` of every line are skipped
//!   (not other whitespace). Blank lines are skipped.
//! * A line whose first non-blank char is `#` or `!` is a comment.
//! * A line ending in an odd number of backslashes continues on the next line; the backslash and
//!   the leading ` \t\f` of the continuation are dropped. A continuation line starting with `#`
//!   is *not* a comment, except when everything before was just the backslash (then the logical
//!   line is still empty and `#` starts a comment: a JDK quirk reproduced here). An empty
//!   continuation line ends the logical line. A backslash at the very end of the input is dropped.
//! * The key ends at the first unescaped `=`, `:`, ` `, `\t` or `\f`. Then whitespace, at most
//!   one `=`/`:`, and more whitespace are skipped; the rest of the logical line is the value
//!   (`a = = b` has the value `= b`, `a b:c` the value `b:c`).
//! * Escapes in keys and values: `\t \n \r \f`, `\uXXXX` (exactly four hex digits, else
//!   `IllegalArgumentException: Malformed \uxxxx encoding.` aborts the whole load), and `\x` is
//!   `x` for any other char (`\:`, `\=`, `\ `, `\\`, `\#`, `\a` -> `a`).
//! * Duplicate keys: `Properties` keeps the last one. [`parse_properties`] returns every entry in
//!   file order so diagnostics can point at shadowed ones; [`last_wins`] collapses them.
//!
//! Differences that cannot be expressed with `&str` input: a `\uXXXX` escape that yields a lone
//! UTF-16 surrogate becomes U+FFFD (Java keeps the unpaired surrogate in the `String`); invalid
//! UTF-8 in the file is the caller's business (Java's `InputStreamReader` replaces it with U+FFFD,
//! as `String::from_utf8_lossy` does, possibly with a different count of U+FFFD).
//!
//! # Directives
//!
//! The golden oracle (`Oracle.java`) reads per-case options from comment lines of the conf file:
//! every physical line (`Files.readAllLines`) whose `trim()` starts with `#@` is split as
//! `body = line.trim().substring(2).trim(); parts = body.split("\\s+", 2)`. See
//! [`parse_directives`]. Directives are looked for on *physical* lines, so a `#@` line that
//! `Properties` swallows as the continuation of the previous entry is still a directive.
//!
//! # Storing
//!
//! The driver/executor ConfigMaps' `spark.properties` is `Properties.store(Writer, comment)`:
//! [`store_comment`], then `#<date>`, then one [`store_line`] per entry in hash-table order.

use std::fmt;
use std::ops::Range;

use crate::spark_properties::store_line;

/// One `key=value` of a properties file, in file order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PropEntry {
    /// The key, escapes resolved. Not trimmed (Spark doesn't).
    pub key: String,
    /// The value as Spark sees it: `spark_trim_value` of [`PropEntry::raw_value`].
    pub value: String,
    /// The value as `Properties.getProperty` returns it (escapes resolved, not trimmed).
    pub raw_value: String,
    /// 1-based physical line where the logical line starts (its first non-blank char).
    pub line: u32,
    /// 1-based physical line of the first char of the raw value; `None` for an empty value.
    pub value_line: Option<u32>,
    /// Where the key is written: a byte range of the text (escapes as written).
    pub key_span: Range<usize>,
    /// Where the value is written, as Spark trims it (continuation lines inside); an empty
    /// range after the key for an empty value. For editors: squiggles and quick fixes.
    pub value_span: Range<usize>,
}

/// Why `Properties.load` would throw.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PropertiesError {
    /// A `\u` not followed by four hex digits. Java aborts the whole file with
    /// `java.lang.IllegalArgumentException: Malformed \uxxxx encoding.`
    #[error(
        "line {line}: Malformed \\uxxxx encoding. (`\\u` must be followed by exactly four hex \
         digits, as in `\\u00e9`; write `\\\\u` for a literal backslash followed by `u`)"
    )]
    MalformedUnicodeEscape {
        /// 1-based physical line of the offending `\u`.
        line: u32,
        /// 1-based physical line where its logical line (entry) starts.
        entry_line: u32,
    },
}

impl PropertiesError {
    /// The Java exception class `Properties.load` throws.
    pub fn java_exception_class(&self) -> &'static str {
        "java.lang.IllegalArgumentException"
    }

    /// The Java exception message, verbatim.
    pub fn java_message(&self) -> &'static str {
        "Malformed \\uxxxx encoding."
    }
}

/// A char of a logical line with the physical line it came from.
#[derive(Debug, Clone, Copy)]
struct Ch {
    c: char,
    line: u32,
    /// Byte offset in the text.
    at: usize,
}

impl Ch {
    fn end(self) -> usize {
        self.at + self.c.len_utf8()
    }
}

/// The byte range `chars` cover in the text (`empty_at` when there are none).
fn span(chars: &[Ch], empty_at: usize) -> Range<usize> {
    match (chars.first(), chars.last()) {
        (Some(first), Some(last)) => first.at..last.end(),
        _ => empty_at..empty_at,
    }
}

/// Splits `text` into chars tagged with their 1-based physical line; the terminator chars
/// (`\r`, `\n`, `\r\n`) belong to the line they end.
fn tag_lines(text: &str) -> Vec<Ch> {
    let mut out = Vec::with_capacity(text.len());
    let mut line: u32 = 1;
    let mut it = text.char_indices().peekable();
    while let Some((at, c)) = it.next() {
        out.push(Ch { c, line, at });
        match c {
            '\n' => line = line.saturating_add(1),
            '\r' => {
                if let Some(&(at, '\n')) = it.peek() {
                    out.push(Ch { c: '\n', line, at });
                    it.next();
                }
                line = line.saturating_add(1);
            }
            _ => {}
        }
    }
    out
}

/// Port of JDK 17 `Properties.LineReader`.
struct LineReader {
    chars: Vec<Ch>,
    off: usize,
}

fn is_blank(c: char) -> bool {
    c == ' ' || c == '\t' || c == '\u{c}'
}

impl LineReader {
    fn next_char(&mut self) -> Option<Ch> {
        let ch = self.chars.get(self.off).copied();
        if ch.is_some() {
            self.off += 1;
        }
        ch
    }

    /// The next logical line, `None` at the end of input (`readLine() == -1`).
    fn read_line(&mut self) -> Option<Vec<Ch>> {
        let mut buf: Vec<Ch> = Vec::new();
        let mut skip_white_space = true;
        let mut appended_line_begin = false;
        let mut preceding_backslash = false;

        loop {
            let Some(ch) = self.next_char() else {
                // EOF
                if buf.is_empty() {
                    return None;
                }
                if preceding_backslash {
                    buf.pop();
                }
                return Some(buf);
            };
            let c = ch.c;

            if skip_white_space {
                if is_blank(c) {
                    continue;
                }
                if !appended_line_begin && (c == '\r' || c == '\n') {
                    continue;
                }
                skip_white_space = false;
                appended_line_begin = false;
            }
            if buf.is_empty() && (c == '#' || c == '!') {
                // Comment: consume the rest of the physical line. EOF inside a comment ends
                // the input (`return -1`), which is fine since nothing was buffered.
                loop {
                    match self.next_char() {
                        None => return None,
                        Some(Ch { c: '\r' | '\n', .. }) => break,
                        Some(_) => {}
                    }
                }
                skip_white_space = true;
                continue;
            }

            if c != '\n' && c != '\r' {
                buf.push(ch);
                preceding_backslash = if c == '\\' {
                    !preceding_backslash
                } else {
                    false
                };
            } else {
                // End of a physical line.
                if buf.is_empty() {
                    skip_white_space = true;
                    continue;
                }
                if self.off >= self.chars.len() {
                    // EOF right after the terminator.
                    if preceding_backslash {
                        buf.pop();
                    }
                    return Some(buf);
                }
                if preceding_backslash {
                    // The backslash at EOL is not part of the line; continue on the next one.
                    buf.pop();
                    skip_white_space = true;
                    appended_line_begin = true;
                    preceding_backslash = false;
                    if c == '\r' && self.chars.get(self.off).map(|x| x.c) == Some('\n') {
                        self.off += 1;
                    }
                } else {
                    return Some(buf);
                }
            }
        }
    }
}

/// Port of `Properties.loadConvert`: resolves escapes. `Err(line)` on a malformed `\uXXXX`.
fn load_convert(chars: &[Ch]) -> Result<String, u32> {
    // Nothing to resolve (nearly every key and value): the chars as they are, which is what
    // the UTF-16 round trip below gives for them (a `&str` holds no lone surrogate).
    if chars.iter().all(|ch| ch.c != '\\') {
        return Ok(chars.iter().map(|ch| ch.c).collect());
    }
    resolve_escapes(chars)
}

/// [`load_convert`] of chars with escapes: in UTF-16, as Java builds the `String`.
fn resolve_escapes(chars: &[Ch]) -> Result<String, u32> {
    let mut out: Vec<u16> = Vec::with_capacity(chars.len());
    let mut i = 0;
    while let Some(ch) = chars.get(i) {
        i += 1;
        if ch.c != '\\' {
            push_char(&mut out, ch.c);
            continue;
        }
        // Never at the end: LineReader drops an unpaired trailing backslash.
        let Some(next) = chars.get(i) else { break };
        i += 1;
        if next.c == 'u' {
            // `if (off > end - 4) throw`; then each of the 4 must be [0-9a-fA-F].
            let mut value: u32 = 0;
            for _ in 0..4 {
                let digit = chars.get(i).and_then(|h| h.c.to_digit(16)).ok_or(ch.line)?;
                value = (value << 4) + digit;
                i += 1;
            }
            // Four hex digits always fit in a UTF-16 unit.
            out.push(u16::try_from(value).unwrap_or(0xFFFD));
        } else {
            let c = match next.c {
                't' => '\t',
                'r' => '\r',
                'n' => '\n',
                'f' => '\u{c}',
                other => other,
            };
            push_char(&mut out, c);
        }
    }
    Ok(String::from_utf16_lossy(&out))
}

fn push_char(out: &mut Vec<u16>, c: char) {
    let mut buf = [0u16; 2];
    out.extend_from_slice(c.encode_utf16(&mut buf));
}

/// Spark's `Utils.trimExceptCRLF`, applied by `getPropertiesFromFile` to every value: strips
/// chars `<= U+0020` from both ends **except** `\r` and `\n` (which can only come from `\r`/`\n`
/// escapes). So `key value\n` keeps a trailing newline, unlike `String.trim`.
pub fn spark_trim_value(s: &str) -> &str {
    s.trim_matches(|c: char| c <= ' ' && c != '\r' && c != '\n')
}

/// Parses a properties file exactly as `Properties.load(Reader)` (JDK 17) does, returning every
/// entry in file order (duplicates included), values trimmed as Spark trims them.
///
/// ```
/// use builder_core::parse_properties;
/// let e = parse_properties("# comment\nspark.master  k8s://https://h:443\nspark.app.name=pi\n")
///     .unwrap();
/// assert_eq!((e[0].key.as_str(), e[0].value.as_str()), ("spark.master", "k8s://https://h:443"));
/// assert_eq!((e[1].key.as_str(), e[1].value.as_str(), e[1].line), ("spark.app.name", "pi", 3));
/// ```
pub fn parse_properties(text: &str) -> Result<Vec<PropEntry>, PropertiesError> {
    if !text.contains('\\') {
        return Ok(parse_plain(text));
    }
    parse_ported(text)
}

/// [`parse_properties`] of a text without a backslash: no escape and no continuation line, so
/// a logical line is a physical one and its key and value are slices of it. Most confs are
/// such, and the char-by-char port below costs about 10 000 instructions a line (the
/// playground parses the conf on every keystroke). A proptest holds it to the port.
fn parse_plain(text: &str) -> Vec<PropEntry> {
    let bytes = text.as_bytes();
    let blank = |b: u8| is_blank(char::from(b));
    // At most an entry a line: sized once (grown by doubling, a conf's entries were copied
    // about seven times over a 100-line conf).
    let mut out = Vec::with_capacity(memchr::memchr_iter(b'\n', bytes).count() + 1);
    let (mut start, mut line) = (0, 1u32);
    while start < bytes.len() {
        let rest = bytes.get(start..).unwrap_or_default();
        let end = start
            + rest
                .iter()
                .position(|&b| b == b'\r' || b == b'\n')
                .unwrap_or(rest.len());
        let (this_line, line_start) = (line, start);
        start = match (bytes.get(end), bytes.get(end + 1)) {
            (Some(b'\r'), Some(b'\n')) => end + 2,
            (Some(_), _) => end + 1,
            (None, _) => end,
        };
        line = line.saturating_add(1);
        let physical = bytes.get(line_start..end).unwrap_or_default();
        // The first non-blank byte: none is a blank line, `#` or `!` a comment.
        let Some(first) = physical.iter().position(|&b| !blank(b)) else {
            continue;
        };
        if matches!(physical.get(first), Some(b'#' | b'!')) {
            continue;
        }
        let key_start = line_start + first;
        let after_key = physical
            .get(first..)
            .unwrap_or_default()
            .iter()
            .position(|&b| b == b'=' || b == b':' || blank(b));
        let (key_end, mut value_start, mut has_sep) = match after_key {
            None => (end, end, false),
            Some(i) => {
                let at = key_start + i;
                (at, at + 1, !bytes.get(at).is_some_and(|&b| blank(b)))
            }
        };
        while let Some(&b) = bytes.get(value_start).filter(|_| value_start < end) {
            if !blank(b) {
                if !has_sep && (b == b'=' || b == b':') {
                    has_sep = true;
                } else {
                    break;
                }
            }
            value_start += 1;
        }
        let value_start = value_start.min(end);
        let raw = bytes.get(value_start..end).unwrap_or_default();
        // As Spark trims it: up to the last char above U+0020 (a non-ASCII char's last byte
        // is above it too); none: empty, after the key.
        let value_span = match raw.iter().rposition(|&b| b > b' ') {
            Some(last) => value_start..value_start + last + 1,
            None => key_end..key_end,
        };
        let slice = |r: Range<usize>| text.get(r).unwrap_or_default();
        let raw_value = slice(value_start..end).to_string();
        out.push(PropEntry {
            key: slice(key_start..key_end).to_string(),
            value: spark_trim_value(&raw_value).to_string(),
            value_line: (value_start < end).then_some(this_line),
            raw_value,
            line: this_line,
            key_span: key_start..key_end,
            value_span,
        });
    }
    out
}

/// [`parse_properties`] as a port of the JDK's `LineReader`, `load0` and `loadConvert`, char
/// by char: any text, escapes and continuation lines included.
fn parse_ported(text: &str) -> Result<Vec<PropEntry>, PropertiesError> {
    let mut reader = LineReader {
        chars: tag_lines(text),
        off: 0,
    };
    let mut entries = Vec::new();
    while let Some(buf) = reader.read_line() {
        let limit = buf.len();
        let entry_line = buf.first().map_or(1, |c| c.line);

        // load0: find the end of the key.
        let mut key_len = 0;
        let mut value_start = limit;
        let mut has_sep = false;
        let mut preceding_backslash = false;
        while let Some(ch) = buf.get(key_len) {
            let c = ch.c;
            if (c == '=' || c == ':') && !preceding_backslash {
                value_start = key_len + 1;
                has_sep = true;
                break;
            } else if is_blank(c) && !preceding_backslash {
                value_start = key_len + 1;
                break;
            }
            preceding_backslash = if c == '\\' {
                !preceding_backslash
            } else {
                false
            };
            key_len += 1;
        }
        // Skip whitespace, at most one separator, whitespace.
        while let Some(ch) = buf.get(value_start) {
            let c = ch.c;
            if !is_blank(c) {
                if !has_sep && (c == '=' || c == ':') {
                    has_sep = true;
                } else {
                    break;
                }
            }
            value_start += 1;
        }
        let key_chars = buf.get(..key_len).unwrap_or(&[]);
        let value_chars = buf.get(value_start..).unwrap_or(&[]);
        let key_span = span(key_chars, buf.first().map_or(0, |c| c.at));
        // Spark trims the value's blanks (an escaped blank is written as two chars, the
        // backslash first, so it stays).
        let written_value = value_chars
            .iter()
            .rposition(|c| c.c > ' ')
            .and_then(|end| value_chars.get(..=end))
            .unwrap_or(&[]);
        let value_span = span(written_value, key_span.end);
        let err = |line| PropertiesError::MalformedUnicodeEscape { line, entry_line };
        let key = load_convert(key_chars).map_err(err)?;
        let raw_value = load_convert(value_chars).map_err(err)?;
        entries.push(PropEntry {
            key,
            value: spark_trim_value(&raw_value).to_string(),
            value_line: value_chars.first().map(|c| c.line),
            raw_value,
            line: entry_line,
            key_span,
            value_span,
        });
    }
    Ok(entries)
}

/// Collapses duplicates the way `Properties` (a hash table) does: the last value of a key wins.
/// The result keeps the position of each key's *first* occurrence, carrying the last entry
/// (moved there: no entry is copied).
pub fn last_wins(entries: Vec<PropEntry>) -> Vec<PropEntry> {
    // Each entry's place in the result: its key's, numbered in order of first occurrence.
    let mut places: Vec<usize> = Vec::with_capacity(entries.len());
    let mut first: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for e in &entries {
        let place = match first.get(e.key.as_str()) {
            Some(&place) => place,
            None => {
                let place = first.len();
                first.insert(e.key.as_str(), place);
                place
            }
        };
        places.push(place);
    }
    let mut out: Vec<PropEntry> = Vec::with_capacity(first.len());
    drop(first);
    for (e, place) in entries.into_iter().zip(places) {
        // A new key's place is the next one; a key seen before is replaced where it is.
        match out.get_mut(place) {
            Some(earlier) => *earlier = e,
            None => out.push(e),
        }
    }
    out
}

impl fmt::Display for PropEntry {
    /// The entry as `Properties.store` would write it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&store_line(&self.key, &self.raw_value))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conf::directives::parse_directives;
    use crate::spark_properties::store_comment;
    use proptest::prelude::*;

    fn kv(text: &str) -> Vec<(String, String)> {
        parse_properties(text)
            .unwrap()
            .into_iter()
            .map(|e| (e.key, e.raw_value))
            .collect()
    }

    fn pairs(v: &[(&str, &str)]) -> Vec<(String, String)> {
        v.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn separators() {
        // The JDK documentation's examples: all three lines are key "Truth", value "Beauty".
        assert_eq!(
            kv("Truth = Beauty\n  Truth:Beauty\nTruth                    :Beauty\n"),
            pairs(&[
                ("Truth", "Beauty"),
                ("Truth", "Beauty"),
                ("Truth", "Beauty")
            ])
        );
        assert_eq!(kv("a b c"), pairs(&[("a", "b c")]));
        assert_eq!(kv("a\tb"), pairs(&[("a", "b")]));
        assert_eq!(kv("a\u{c}b"), pairs(&[("a", "b")]));
        assert_eq!(kv("a = = b"), pairs(&[("a", "= b")]));
        assert_eq!(kv("a b:c"), pairs(&[("a", "b:c")]));
        assert_eq!(kv("a :=b"), pairs(&[("a", "=b")]));
        assert_eq!(kv("a=:b"), pairs(&[("a", ":b")]));
        assert_eq!(kv("=b"), pairs(&[("", "b")]));
        assert_eq!(kv(":"), pairs(&[("", "")]));
        // "cheeses" alone: key with empty value.
        assert_eq!(kv("cheeses\n"), pairs(&[("cheeses", "")]));
        // Only ' ', '\t', '\f' are whitespace; a vertical tab is part of the key.
        assert_eq!(kv("a\u{b}b c"), pairs(&[("a\u{b}b", "c")]));
        assert_eq!(kv("a\u{a0}b c"), pairs(&[("a\u{a0}b", "c")]));
    }

    #[test]
    fn continuation_lines() {
        // The JDK documentation's fruits example.
        let text = "fruits                           apple, banana, pear, \\\n\
                    \x20                                 cantaloupe, watermelon, \\\n\
                    \x20                                 kiwi, mango\n";
        assert_eq!(
            kv(text),
            pairs(&[(
                "fruits",
                "apple, banana, pear, cantaloupe, watermelon, kiwi, mango"
            )])
        );
        // Even number of backslashes: no continuation, one escaped backslash.
        assert_eq!(kv("a b\\\\\nc d"), pairs(&[("a", "b\\"), ("c", "d")]));
        // Three: escaped backslash + continuation.
        assert_eq!(kv("a b\\\\\\\n  c"), pairs(&[("a", "b\\c")]));
        // \r\n and lone \r terminators.
        assert_eq!(kv("a b\\\r\n  c\rd e"), pairs(&[("a", "bc"), ("d", "e")]));
        // A continuation line starting with # is data, not a comment.
        assert_eq!(kv("a b\\\n#c"), pairs(&[("a", "b#c")]));
        // An empty continuation line ends the entry.
        assert_eq!(kv("a b\\\n\nc d"), pairs(&[("a", "b"), ("c", "d")]));
        assert_eq!(kv("a b\\\n   \nc d"), pairs(&[("a", "b"), ("c", "d")]));
        // Trailing backslash at EOF is dropped.
        assert_eq!(kv("a b\\"), pairs(&[("a", "b")]));
        assert_eq!(kv("a b\\\n"), pairs(&[("a", "b")]));
        // Continuation into a separator.
        assert_eq!(kv("key\\\n  =value"), pairs(&[("key", "value")]));
    }

    #[test]
    fn jdk_quirks_of_lonely_backslashes() {
        // A line that is only a backslash continues into the next; if that one starts with '#'
        // it is a comment, because nothing has been buffered yet.
        assert_eq!(kv("\\\n#x y\na b"), pairs(&[("a", "b")]));
        // "\\" alone at EOF: an entry with empty key and value...
        assert_eq!(kv("\\"), pairs(&[("", "")]));
        assert_eq!(kv("\\\n"), pairs(&[("", "")]));
        // ...but not when followed by a blank line.
        assert_eq!(kv("\\\n\n"), pairs(&[]));
        assert_eq!(kv("\\\nk v"), pairs(&[("k", "v")]));
    }

    #[test]
    fn comments_and_blank_lines() {
        assert_eq!(
            kv("# c\n! c\n   # indented\n\t! tab\n\n   \nk v # not a comment\n#last"),
            pairs(&[("k", "v # not a comment")])
        );
        // Comments do not continue.
        assert_eq!(kv("# c \\\nk v"), pairs(&[("k", "v")]));
        assert_eq!(kv("#"), pairs(&[]));
        assert_eq!(kv(""), pairs(&[]));
        assert_eq!(kv("\n\r\n\r"), pairs(&[]));
    }

    #[test]
    fn escapes() {
        assert_eq!(kv("k \\t\\n\\r\\f"), pairs(&[("k", "\t\n\r\u{c}")]));
        assert_eq!(kv("k \\u0041\\u00e9\\u00E9"), pairs(&[("k", "Aéé")]));
        assert_eq!(kv("k \\uD83D\\uDE00"), pairs(&[("k", "😀")]));
        assert_eq!(kv("k \\uD83D"), pairs(&[("k", "\u{fffd}")]));
        assert_eq!(
            kv("k \\a\\b\\:\\=\\ \\#\\!\\\\"),
            pairs(&[("k", "ab:= #!\\")])
        );
        // Escaped separators/whitespace belong to the key.
        assert_eq!(
            kv("key\\ with\\ spaces\\=and\\:colons value"),
            pairs(&[("key with spaces=and:colons", "value")])
        );
        assert_eq!(kv("\\#notcomment v"), pairs(&[("#notcomment", "v")]));
        assert_eq!(kv("\\ lead v"), pairs(&[(" lead", "v")]));
        // Non-ASCII is kept raw.
        assert_eq!(kv("ключ значение"), pairs(&[("ключ", "значение")]));
    }

    #[test]
    fn malformed_unicode_escape_is_an_error() {
        for bad in ["k \\u12", "k \\uZZZZ", "k \\u12G4", "k \\u", "\\u00 v"] {
            let e = parse_properties(bad).unwrap_err();
            assert_eq!(e.java_message(), "Malformed \\uxxxx encoding.", "{bad:?}");
        }
        let e = parse_properties("a b\nc \\\n d \\u12x4").unwrap_err();
        assert_eq!(
            e,
            PropertiesError::MalformedUnicodeEscape {
                line: 3,
                entry_line: 2
            }
        );
        assert!(
            e.to_string()
                .starts_with("line 3: Malformed \\uxxxx encoding.")
        );
        // Escapes are resolved after continuation lines are joined.
        assert_eq!(kv("k \\u00\\\n  41"), pairs(&[("k", "A")]));
        // A malformed escape in a comment is fine.
        assert!(parse_properties("# \\uZZZZ\nk v").is_ok());
    }

    #[test]
    fn spark_trims_values_except_cr_lf_and_not_keys() {
        let e = parse_properties("k  v \\t\u{0}\nk2 \\n v\\n\nk3 \\t\n").unwrap();
        assert_eq!(e[0].raw_value, "v \t\u{0}");
        assert_eq!(e[0].value, "v");
        assert_eq!(e[1].raw_value, "\n v\n");
        assert_eq!(e[1].value, "\n v\n"); // String.trim would give "v"
        assert_eq!(e[2].value, "");
        assert_eq!(kv("\\ k\\  v"), pairs(&[(" k ", "v")]));
    }

    #[test]
    fn line_numbers() {
        let e =
            parse_properties("# c\n\n  a = b\nc \\\n  d\\\n e\r\nf\\\n\n  g   \\\n   h").unwrap();
        let got: Vec<_> = e
            .iter()
            .map(|e| (e.key.as_str(), e.value.as_str(), e.line, e.value_line))
            .collect();
        assert_eq!(
            got,
            vec![
                ("a", "b", 3, Some(3)),
                ("c", "de", 4, Some(5)),
                ("f", "", 7, None),
                ("g", "h", 9, Some(10)),
            ]
        );
    }

    #[test]
    fn duplicates_are_kept_and_last_wins_collapses() {
        let e = parse_properties("a 1\nb 2\na 3\n").unwrap();
        assert_eq!(e.len(), 3);
        let c = last_wins(e);
        let got: Vec<_> = c
            .iter()
            .map(|e| (e.key.as_str(), e.value.as_str(), e.line))
            .collect();
        assert_eq!(got, vec![("a", "3", 3), ("b", "2", 2)]);
    }

    #[derive(serde::Deserialize)]
    struct JavaCase {
        input: String,
        #[serde(default)]
        entries: Option<Vec<(String, String)>>,
        #[serde(default)]
        error: Option<String>,
    }

    /// `testdata/properties-java17.jsonl`: tricky and random inputs run through JDK 17's
    /// `Properties.load(Reader)` (a subclass recording every `put`, so duplicates and order are
    /// visible); values there are raw, untrimmed.
    #[test]
    fn matches_jdk17_properties_load() {
        let data = include_str!("testdata/properties-java17.jsonl");
        let mut n = 0;
        for line in data.lines().filter(|l| !l.trim().is_empty()) {
            let case: JavaCase = serde_json::from_str(line).unwrap();
            let got = parse_properties(&case.input);
            match (&case.entries, &case.error) {
                (Some(expected), None) => {
                    let got: Vec<(String, String)> = got
                        .unwrap_or_else(|e| panic!("{:?}: {e}", case.input))
                        .into_iter()
                        .map(|e| (e.key, e.raw_value))
                        .collect();
                    assert_eq!(&got, expected, "input {:?}", case.input);
                }
                (None, Some(err)) => {
                    let e = got.expect_err(&case.input);
                    assert_eq!(
                        format!("{}: {}", e.java_exception_class(), e.java_message()),
                        *err,
                        "input {:?}",
                        case.input
                    );
                }
                _ => panic!("bad fixture line {line}"),
            }
            n += 1;
        }
        assert!(n > 100, "only {n} cases");
    }

    /// Case files of the golden oracle with the `inputs.conf` map Java parsed
    /// (`goldens-3.5.5/<case>.json`), plus the directives the oracle applied.
    #[test]
    fn oracle_cases_parse_like_java() {
        let cases: [(&str, &str, &str); 5] = [
            (
                "java-options",
                include_str!("testdata/oracle-cases/java-options.conf"),
                include_str!("testdata/oracle-cases/java-options.expected.json"),
            ),
            (
                "labels-annotations",
                include_str!("testdata/oracle-cases/labels-annotations.conf"),
                include_str!("testdata/oracle-cases/labels-annotations.expected.json"),
            ),
            (
                "python",
                include_str!("testdata/oracle-cases/python.conf"),
                include_str!("testdata/oracle-cases/python.expected.json"),
            ),
            (
                "local-dirs-env",
                include_str!("testdata/oracle-cases/local-dirs-env.conf"),
                include_str!("testdata/oracle-cases/local-dirs-env.expected.json"),
            ),
            (
                "executor-no-driver-pod",
                include_str!("testdata/oracle-cases/executor-no-driver-pod.conf"),
                include_str!("testdata/oracle-cases/executor-no-driver-pod.expected.json"),
            ),
        ];
        for (name, conf, expected) in cases {
            let expected: serde_json::Value = serde_json::from_str(expected).unwrap();
            let entries = last_wins(parse_properties(conf).unwrap());
            let got: serde_json::Map<String, serde_json::Value> = entries
                .iter()
                .map(|e| (e.key.clone(), serde_json::Value::String(e.value.clone())))
                .collect();
            let want = expected["conf"].as_object().unwrap();
            assert_eq!(&got, want, "{name}: conf");

            // Directives the oracle applied, reflected in the golden's inputs.
            let mut main_resource = None;
            let mut app_args: Vec<String> = Vec::new();
            let mut role = "both".to_string();
            let mut executor_id = "1".to_string();
            let mut driver_pod = true;
            let mut env = serde_json::Map::new();
            env.insert("SPARK_USER".into(), "spark".into());
            for d in parse_directives(conf) {
                assert!(d.is_known(), "{name}: {d:?}");
                match d.name.as_str() {
                    "main-resource" => main_resource = Some(d.value_or_empty().to_string()),
                    "app-arg" => app_args.push(d.value_or_empty().to_string()),
                    "role" => role = d.value_or_empty().to_string(),
                    "executor-id" => executor_id = d.value_or_empty().to_string(),
                    "no-driver-pod" => driver_pod = false,
                    "env" => {
                        let (k, v) = d.value_or_empty().split_once('=').unwrap();
                        env.insert(k.into(), v.into());
                    }
                    other => panic!("{name}: unexpected directive {other}"),
                }
            }
            if let Some(r) = main_resource {
                assert_eq!(expected["mainResource"], r.as_str(), "{name}");
            }
            assert_eq!(expected["appArgs"], serde_json::json!(app_args), "{name}");
            assert_eq!(expected["role"], role.as_str(), "{name}");
            assert_eq!(expected["executorId"], executor_id.as_str(), "{name}");
            assert_eq!(expected["driverPod"], driver_pod, "{name}");
            assert_eq!(expected["env"], serde_json::Value::Object(env), "{name}");
        }
    }

    proptest! {
        /// `last_wins` moving the entries is the map it stands for: each key at its first
        /// place, with its last entry (the reference copies them into a map of positions).
        #[test]
        fn last_wins_is_a_map_of_first_places(keys in proptest::collection::vec(0u8..6, 0..24)) {
            let text: String = keys
                .iter()
                .enumerate()
                .map(|(i, k)| format!("k{k} v{i}\n"))
                .collect();
            let entries = parse_properties(&text).unwrap();
            let mut reference: Vec<(String, String, u32)> = Vec::new();
            for e in &entries {
                match reference.iter_mut().find(|r| r.0 == e.key) {
                    Some(r) => *r = (e.key.clone(), e.value.clone(), e.line),
                    None => reference.push((e.key.clone(), e.value.clone(), e.line)),
                }
            }
            let got: Vec<(String, String, u32)> = last_wins(entries)
                .into_iter()
                .map(|e| (e.key, e.value, e.line))
                .collect();
            prop_assert_eq!(got, reference);
        }

        #[test]
        fn parse_never_panics(s in "\\PC*") {
            let _ = parse_properties(&s);
            let _ = parse_directives(&s);
        }

        #[test]
        fn parse_never_panics_on_special_chars(
            s in "[a =:#!\\\\\\\\\\t\\n\\r\\x0c\\x0bu0Fé😀]{0,40}"
        ) {
            let _ = parse_properties(&s);
            let _ = parse_directives(&s);
            let _ = store_comment(&s);
        }

        /// `load(store(k, v)) == (k, v)` for *any* key and value (store(Writer) escapes every
        /// char load treats specially), and Spark's value is the trimmed one.
        #[test]
        fn store_then_parse_round_trips(k in "\\PC{0,12}|[ =:#!\\\\\\t\\n\\r\\x0c\\x00a]{0,8}",
                                        v in "\\PC{0,12}|[ =:#!\\\\\\t\\n\\r\\x0c\\x00a]{0,8}") {
            let text = format!("# c\n{}\n", store_line(&k, &v));
            let e = parse_properties(&text).unwrap();
            prop_assert_eq!(e.len(), 1);
            prop_assert_eq!(&e[0].key, &k);
            prop_assert_eq!(&e[0].raw_value, &v);
            prop_assert_eq!(e[0].value.as_str(), spark_trim_value(&v));
        }

        /// A text without a backslash parses as the port parses it: keys, values, lines and
        /// spans.
        #[test]
        fn plain_text_parses_as_the_port(s in "[a-c é=:#! \t\r\n\x0c\x0b]{0,40}") {
            prop_assert_eq!(Ok(parse_plain(&s)), parse_ported(&s));
        }

        /// Chars without a backslash are taken as they are, as the UTF-16 path gives them.
        #[test]
        fn plain_chars_convert_as_the_utf16_path(s in "[^\\\\]{0,24}") {
            let chars = tag_lines(&s);
            prop_assert_eq!(load_convert(&chars), resolve_escapes(&chars));
        }

        /// Safe keys/values written plainly as `key=value` parse back unchanged.
        #[test]
        fn plain_safe_entries_round_trip(k in "[a-zA-Z0-9._-]{1,20}", v in "[a-zA-Z0-9._/,-]{0,20}") {
            let e = parse_properties(&format!("{k}={v}")).unwrap();
            prop_assert_eq!(e.len(), 1);
            prop_assert_eq!(&e[0].key, &k);
            prop_assert_eq!(&e[0].value, &v);
        }
    }

    #[test]
    fn entries_know_where_key_and_value_are_written() {
        let text = "# c\n  spark.app.name = my app  \nspark.x:\\\n   y\r\nspark.empty\né=ü\n";
        let e = parse_properties(text).unwrap();
        let written = |r: &std::ops::Range<usize>| text.get(r.clone()).unwrap();
        let spans: Vec<(&str, &str)> = e
            .iter()
            .map(|e| (written(&e.key_span), written(&e.value_span)))
            .collect();
        assert_eq!(
            spans,
            [
                ("spark.app.name", "my app"),
                // The value continues on the next line, where it starts.
                ("spark.x", "y"),
                ("spark.empty", ""),
                ("é", "ü"),
            ]
        );
        // An empty value sits right after its key.
        assert_eq!(e[2].value_span.start, e[2].key_span.end);
    }
}
