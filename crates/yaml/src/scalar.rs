//! Scalars: plain (folded across lines), single- and double-quoted (escapes), and block
//! literals and folded scalars (`|`, `>`: indentation, chomping).

use super::*;

impl Parser<'_> {
    /// A plain scalar, folded over lines as libyaml does. `indent`: the enclosing block
    /// collection's column (continuation lines must be further right); ignored in flow context.
    pub(crate) fn plain(&mut self, indent: isize, flow: bool) -> R<String> {
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
    pub(crate) fn quoted(&mut self) -> R<String> {
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
    pub(crate) fn escape(&mut self) -> R<char> {
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
    pub(crate) fn block_scalar(&mut self, indent: isize) -> R<String> {
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
    pub(crate) fn block_breaks(&mut self, ind: &mut usize, detect: bool) -> R<String> {
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
