//! The shell tokenizer: a pasted line split into words like bash does, without expanding
//! anything.

use super::{LineEnd, LineWarning, SubmitParseError};

/// A word of the command after shell quote removal, with where it started.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShellWord {
    /// The text after quote removal and escape processing.
    pub text: String,
    /// 1-based line of the word's first character.
    pub line: u32,
    /// 1-based column (in chars) of the word's first character.
    pub column: u32,
    /// Shell expansions kept literally (`$HOME`, `${X}`, `$(cmd)`, `` `cmd` ``).
    pub unexpanded: Vec<String>,
    /// An unquoted `*`, `?` or `[`: a shell would glob-expand the word on the submitting machine.
    pub unquoted_glob: bool,
    /// Byte offset in `text` of the first quoted or escaped character (for `NAME=value`
    /// detection: only an unquoted `NAME=` is an assignment).
    pub(super) quoted_from: Option<usize>,
}

impl ShellWord {
    /// An argument a program passes as it is (no shell between), written at `(line, column)`
    /// of the command line that shows it, `quoted` there (as the shell word it reads back as).
    pub fn argument(text: String, (line, column): (u32, u32), quoted: bool) -> ShellWord {
        ShellWord {
            text,
            line,
            column,
            unexpanded: Vec::new(),
            unquoted_glob: false,
            quoted_from: quoted.then_some(0),
        }
    }
}

/// The words of the first simple command of a shell line, plus notes about what was dropped.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ShellWords {
    /// The words, in order.
    pub words: Vec<ShellWord>,
    /// Things a shell would do differently or that were ignored (redirections, `| tee`, ...).
    pub warnings: Vec<LineWarning>,
}

struct Lexer {
    chars: Vec<char>,
    pos: usize,
    line: u32,
    column: u32,
}

impl Lexer {
    fn new(text: &str) -> Lexer {
        Lexer {
            chars: text.chars().collect(),
            pos: 0,
            line: 1,
            column: 1,
        }
    }

    fn peek(&self, k: usize) -> Option<char> {
        self.chars.get(self.pos + k).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.get(self.pos).copied()?;
        self.pos += 1;
        if c == '\n' {
            self.line = self.line.saturating_add(1);
            self.column = 1;
        } else {
            self.column = self.column.saturating_add(1);
        }
        Some(c)
    }

    /// Position of the next char.
    fn here(&self) -> (u32, u32) {
        (self.line, self.column)
    }

    /// Only spaces/tabs after the current char until the next newline (or the end)?
    fn blank_until_newline(&self) -> bool {
        let mut k = 1;
        loop {
            match self.peek(k) {
                None | Some('\n') => return true,
                Some(' ' | '\t' | '\r') => k += 1,
                Some(_) => return false,
            }
        }
    }
}

#[derive(Default)]
struct WordBuilder {
    text: String,
    line: u32,
    column: u32,
    unexpanded: Vec<String>,
    unquoted_glob: bool,
    quoted_from: Option<usize>,
}

impl WordBuilder {
    fn mark_quoted(&mut self) {
        if self.quoted_from.is_none() {
            self.quoted_from = Some(self.text.len());
        }
    }

    fn finish(self) -> ShellWord {
        ShellWord {
            text: self.text,
            line: self.line,
            column: self.column,
            unexpanded: self.unexpanded,
            unquoted_glob: self.unquoted_glob,
            quoted_from: self.quoted_from,
        }
    }
}

struct Tokenizer {
    lx: Lexer,
    words: Vec<ShellWord>,
    warnings: Vec<LineWarning>,
    cur: Option<WordBuilder>,
    /// A redirection operator whose target word must be dropped, and its line.
    pending_redirect: Option<(String, u32)>,
    /// A `$ ` prompt was removed: `> ` at the start of continuation lines is a PS2 prompt.
    had_prompt: bool,
    /// What the line being read does to its line break, when not the plain end of a line: a
    /// comment on it, or a `\` escaping a blank instead of the newline.
    line_end: Option<(u32, LineEnd)>,
}

type LexResult<T> = Result<T, SubmitParseError>;

fn unterminated(what: &'static str, at: (u32, u32)) -> SubmitParseError {
    SubmitParseError::Unterminated {
        what,
        line: at.0,
        column: at.1,
    }
}

impl Tokenizer {
    fn word(&mut self) -> &mut WordBuilder {
        let (line, column) = self.lx.here();
        self.cur.get_or_insert_with(|| WordBuilder {
            line,
            column,
            ..WordBuilder::default()
        })
    }

    fn finish_word(&mut self) {
        let Some(w) = self.cur.take() else { return };
        let w = w.finish();
        if let Some((op, _)) = self.pending_redirect.take() {
            self.warnings.push(LineWarning::on_line(
                w.line,
                format!("ignored the shell redirection `{op} {}`", w.text),
            ));
            return;
        }
        self.words.push(w);
    }

    fn run(mut self) -> LexResult<ShellWords> {
        self.skip_prompt();
        while let Some(c) = self.lx.peek(0) {
            match c {
                ' ' | '\t' | '\r' => {
                    self.finish_word();
                    self.lx.bump();
                }
                '\n' => {
                    self.finish_word();
                    let line = self.lx.line;
                    self.lx.bump();
                    if !self.words.is_empty() && self.command_ends(line)? {
                        break;
                    }
                }
                '\\' => self.backslash(),
                '\'' => self.single_quoted()?,
                '"' => self.double_quoted()?,
                '$' => {
                    let at = self.lx.here();
                    self.word();
                    self.dollar(false, at)?;
                }
                '`' => {
                    let at = self.lx.here();
                    self.word();
                    self.backtick(at)?;
                }
                '#' if self.cur.is_none() => {
                    // Comment to the end of the line.
                    self.line_end = Some((self.lx.line, LineEnd::Comment));
                    while let Some(c) = self.lx.peek(0) {
                        if c == '\n' {
                            break;
                        }
                        self.lx.bump();
                    }
                }
                '<' if self.placeholder_with_blanks().is_some() => {
                    let (line, column) = self.lx.here();
                    return Err(SubmitParseError::Placeholder {
                        placeholder: self.placeholder_with_blanks().unwrap_or_default(),
                        line,
                        column,
                    });
                }
                '<' | '>' if self.angle_is_literal(c) => {
                    self.word();
                    self.lx.bump();
                    self.word().text.push(c);
                }
                '<' | '>' => self.redirection(),
                '&' if self.lx.peek(1) == Some('>') => self.redirection(),
                ';' | '|' | '&' | '(' | ')' => {
                    self.finish_word();
                    let line = self.lx.line;
                    let mut op = String::new();
                    while let Some(c @ (';' | '|' | '&')) = self.lx.peek(0) {
                        op.push(c);
                        self.lx.bump();
                        if op.len() == 2 {
                            break;
                        }
                    }
                    if op.is_empty() {
                        op.push(c);
                    }
                    let rest: String = self.lx.chars.iter().skip(self.lx.pos).collect();
                    let rest = rest.trim();
                    self.warnings.push(LineWarning::on_line(
                        line,
                        format!(
                            "only the first command is used; ignored `{op}{}{rest}`",
                            if rest.is_empty() { "" } else { " " }
                        ),
                    ));
                    break;
                }
                _ => {
                    self.word();
                    self.lx.bump();
                    let w = self.word();
                    if matches!(c, '*' | '?' | '[') {
                        w.unquoted_glob = true;
                    }
                    w.text.push(c);
                }
            }
        }
        self.finish_word();
        if let Some((op, line)) = self.pending_redirect.take() {
            self.warnings.push(LineWarning::on_line(
                line,
                format!("the shell redirection `{op}` has no target; ignored"),
            ));
        }
        if let Some((line, LineEnd::EscapedBlank { .. })) = self.line_end.take() {
            self.warnings.push(LineWarning::on_line(
                line,
                "the `\\` escapes the blank after it: a shell passes that blank as part of the \
                 last word; delete the blanks after the `\\`"
                    .to_string(),
            ));
        }
        Ok(ShellWords {
            words: self.words,
            warnings: self.warnings,
        })
    }

    /// An unescaped line break after words of the command, as a shell reads it: the command
    /// ends there. When nothing but blank and comment lines follows, reading goes on (true:
    /// stop). What follows is a command of its own: when it reads as more of spark-submit's
    /// arguments (an option, an application file, or after a `\` meant as a continuation), the
    /// paste cannot run as it stands and that is an error at the line that breaks it;
    /// otherwise only the first command is used, as for `;`.
    fn command_ends(&mut self, line: u32) -> LexResult<bool> {
        let end = match self.line_end.take() {
            Some((l, end)) if l == line => end,
            _ => LineEnd::NoBackslash,
        };
        let rest: String = self.lx.chars.iter().skip(self.lx.pos).collect();
        let next = rest
            .lines()
            .zip(1u32..)
            .map(|(text, offset)| (text.trim(), offset))
            .find(|(text, _)| !text.is_empty() && !text.starts_with('#'));
        let Some((next_text, offset)) = next else {
            if let LineEnd::EscapedBlank { .. } = end {
                self.line_end = Some((line, end));
            }
            return Ok(false);
        };
        let next_line = line.saturating_add(offset);
        let first = next_text.split_whitespace().next().unwrap_or_default();
        let argument = first.starts_with('-')
            || first.contains("://")
            || [".jar", ".py", ".R", ".r"]
                .iter()
                .any(|ext| first.ends_with(ext));
        if argument || matches!(end, LineEnd::EscapedBlank { .. }) {
            return Err(SubmitParseError::CommandEndsEarly {
                line,
                end,
                next_line,
                next: next_text.chars().take(60).collect(),
            });
        }
        self.warnings.push(LineWarning::on_line(
            line,
            format!("only the first command is used; ignored `{}`", rest.trim()),
        ));
        Ok(true)
    }

    /// At a `<`: the `<...>` it opens when that has blanks inside and ends on this line with
    /// a `>` followed by a blank, a `:` or `/` or the line's end, as a documentation
    /// placeholder does (`<KUBE CLUSTER IP>`, `<your app jar>`).
    fn placeholder_with_blanks(&self) -> Option<String> {
        let rest: String = self
            .lx
            .chars
            .iter()
            .skip(self.lx.pos)
            .take_while(|c| **c != '\n')
            .collect();
        let close = rest.find('>')?;
        let inside = rest.get(1..close)?;
        let after = rest.get(close + 1..)?.chars().next();
        let ends = after.is_none_or(|c| c.is_whitespace() || matches!(c, ':' | '/' | '\\'));
        let words = inside.split_whitespace().count();
        (words >= 2
            && ends
            && !inside.contains(['<', '|', ';', '&', '"', '\'', '(', ')', '$', '`'])
            && inside.chars().all(|c| !c.is_control()))
        .then(|| format!("<{inside}>"))
    }

    /// Whether a `<`/`>` is an ordinary character rather than a redirection. Deliberately
    /// lenient so documentation placeholders survive: inside a word (`https://<host>:<port>`,
    /// `image=<spark-image>`) and for a `<...>` word without blanks (`<app-jar>`). A shell
    /// would redirect in those cases too; a digits-only word before it is an fd (`2>`).
    fn angle_is_literal(&self, c: char) -> bool {
        match &self.cur {
            Some(w) => {
                let fd = !w.text.is_empty()
                    && w.quoted_from.is_none()
                    && w.text.chars().all(|c| c.is_ascii_digit());
                !fd
            }
            None => {
                c == '<'
                    && self
                        .lx
                        .chars
                        .iter()
                        .skip(self.lx.pos + 1)
                        .take_while(|c| !c.is_whitespace())
                        .any(|c| *c == '>')
            }
        }
    }

    /// A leading `$ ` / `% ` shell prompt.
    fn skip_prompt(&mut self) {
        while matches!(self.lx.peek(0), Some(' ' | '\t' | '\n' | '\r')) {
            self.lx.bump();
        }
        if matches!(self.lx.peek(0), Some('$' | '%')) && matches!(self.lx.peek(1), Some(' ' | '\t'))
        {
            self.lx.bump();
            self.had_prompt = true;
        }
    }

    fn backslash(&mut self) {
        match self.lx.peek(1) {
            Some('\n') => {
                self.lx.bump();
                self.lx.bump();
                self.continuation_line();
            }
            Some(blank @ (' ' | '\t' | '\r')) if self.lx.blank_until_newline() => {
                // `\` followed by trailing blanks escapes the blank, not the line break: the
                // newline after them ends the command (`command_ends` says so if more follows).
                let (line, column) = self.lx.here();
                self.line_end = Some((
                    line,
                    LineEnd::EscapedBlank {
                        column,
                        carriage_return: blank == '\r',
                    },
                ));
                self.word();
                self.lx.bump();
                self.lx.bump();
                let w = self.word();
                w.mark_quoted();
                w.text.push(blank);
            }
            Some(c) => {
                self.word();
                self.lx.bump();
                self.lx.bump();
                let w = self.word();
                w.mark_quoted();
                w.text.push(c);
            }
            None => {
                // A trailing backslash at the end of the input is dropped (bash does the same).
                self.lx.bump();
            }
        }
    }

    /// After a `\`-newline: drop a `> ` PS2 prompt if the paste came with prompts.
    fn continuation_line(&mut self) {
        if !self.had_prompt {
            return;
        }
        let mut k = 0;
        while matches!(self.lx.peek(k), Some(' ' | '\t')) {
            k += 1;
        }
        if self.lx.peek(k) == Some('>') && matches!(self.lx.peek(k + 1), Some(' ' | '\t')) {
            for _ in 0..=k {
                self.lx.bump();
            }
        }
    }

    fn single_quoted(&mut self) -> LexResult<()> {
        let at = self.lx.here();
        self.word().mark_quoted();
        self.lx.bump();
        loop {
            match self.lx.bump() {
                None => return Err(unterminated("single quote", at)),
                Some('\'') => return Ok(()),
                Some(c) => self.word().text.push(c),
            }
        }
    }

    fn double_quoted(&mut self) -> LexResult<()> {
        let at = self.lx.here();
        self.word().mark_quoted();
        self.lx.bump();
        loop {
            let Some(c) = self.lx.peek(0) else {
                return Err(unterminated("double quote", at));
            };
            match c {
                '"' => {
                    self.lx.bump();
                    return Ok(());
                }
                '\\' => {
                    self.lx.bump();
                    match self.lx.peek(0) {
                        Some(e @ ('$' | '`' | '"' | '\\')) => {
                            self.lx.bump();
                            self.word().text.push(e);
                        }
                        Some('\n') => {
                            self.lx.bump();
                        }
                        _ => self.word().text.push('\\'),
                    }
                }
                '$' => {
                    let at = self.lx.here();
                    self.dollar(true, at)?;
                }
                '`' => {
                    let at = self.lx.here();
                    self.backtick(at)?;
                }
                _ => {
                    self.lx.bump();
                    self.word().text.push(c);
                }
            }
        }
    }

    /// `$...` at the lexer position. Expansions are kept literally and recorded.
    fn dollar(&mut self, in_double_quotes: bool, at: (u32, u32)) -> LexResult<()> {
        match self.lx.peek(1) {
            Some('\'') if !in_double_quotes => {
                self.lx.bump();
                self.ansi_c_quoted(at)
            }
            Some('"') if !in_double_quotes => {
                // $"..." (locale translation) is a double-quoted string.
                self.lx.bump();
                Ok(())
            }
            Some('{') => self.balanced("${ expansion", '{', '}', at),
            Some('(') => self.balanced("$( substitution", '(', ')', at),
            Some(c) if c.is_ascii_alphabetic() || c == '_' => {
                let mut s = String::from("$");
                self.lx.bump();
                while let Some(c) = self.lx.peek(0) {
                    if !(c.is_ascii_alphanumeric() || c == '_') {
                        break;
                    }
                    s.push(c);
                    self.lx.bump();
                }
                self.record_expansion(s);
                Ok(())
            }
            Some(c @ ('0'..='9' | '@' | '*' | '#' | '?' | '$' | '!' | '-')) => {
                self.lx.bump();
                self.lx.bump();
                self.record_expansion(format!("${c}"));
                Ok(())
            }
            _ => {
                self.lx.bump();
                self.word().text.push('$');
                Ok(())
            }
        }
    }

    fn record_expansion(&mut self, s: String) {
        let w = self.word();
        w.text.push_str(&s);
        w.unexpanded.push(s);
    }

    /// `${...}` / `$(...)`: copied literally up to the matching close, quotes respected.
    fn balanced(
        &mut self,
        what: &'static str,
        open: char,
        close: char,
        at: (u32, u32),
    ) -> LexResult<()> {
        let mut s = String::new();
        // '$' and the opener
        for _ in 0..2 {
            if let Some(c) = self.lx.bump() {
                s.push(c);
            }
        }
        let mut depth = 1usize;
        let mut quote: Option<char> = None;
        while depth > 0 {
            let Some(c) = self.lx.bump() else {
                return Err(unterminated(what, at));
            };
            s.push(c);
            match quote {
                Some(q) if c == q => quote = None,
                Some(_) => {}
                None => match c {
                    '\'' | '"' => quote = Some(c),
                    '\\' => {
                        if let Some(n) = self.lx.bump() {
                            s.push(n);
                        }
                    }
                    c if c == open => depth += 1,
                    c if c == close => depth -= 1,
                    _ => {}
                },
            }
        }
        self.record_expansion(s);
        Ok(())
    }

    fn backtick(&mut self, at: (u32, u32)) -> LexResult<()> {
        let mut s = String::from("`");
        self.lx.bump();
        loop {
            let Some(c) = self.lx.bump() else {
                return Err(unterminated("` command substitution", at));
            };
            s.push(c);
            if c == '\\' {
                if let Some(n) = self.lx.bump() {
                    s.push(n);
                }
            } else if c == '`' {
                break;
            }
        }
        self.record_expansion(s);
        Ok(())
    }

    /// `$'...'` (bash ANSI-C quoting), the usual escapes.
    fn ansi_c_quoted(&mut self, at: (u32, u32)) -> LexResult<()> {
        self.word().mark_quoted();
        self.lx.bump(); // the quote
        loop {
            let Some(c) = self.lx.bump() else {
                return Err(unterminated("$' quote", at));
            };
            match c {
                '\'' => return Ok(()),
                '\\' => {
                    let Some(e) = self.lx.bump() else {
                        return Err(unterminated("$' quote", at));
                    };
                    let mapped = match e {
                        'n' => Some('\n'),
                        't' => Some('\t'),
                        'r' => Some('\r'),
                        'a' => Some('\u{7}'),
                        'b' => Some('\u{8}'),
                        'e' | 'E' => Some('\u{1b}'),
                        'f' => Some('\u{c}'),
                        'v' => Some('\u{b}'),
                        '\\' | '\'' | '"' | '?' => Some(e),
                        _ => None,
                    };
                    let w = self.word();
                    match mapped {
                        Some(m) => w.text.push(m),
                        None => {
                            w.text.push('\\');
                            w.text.push(e);
                        }
                    }
                }
                _ => self.word().text.push(c),
            }
        }
    }

    /// `>`, `>>`, `2>`, `2>&1`, `&>`, `<`, ...: the operator and its target are dropped.
    fn redirection(&mut self) {
        let line = self.lx.line;
        let mut op = String::new();
        // A word made only of unquoted digits right before the operator is its fd number.
        let fd_prefix = self.cur.as_ref().is_some_and(|w| {
            !w.text.is_empty()
                && w.quoted_from.is_none()
                && w.text.chars().all(|c| c.is_ascii_digit())
        });
        if fd_prefix {
            if let Some(w) = self.cur.take() {
                op.push_str(&w.text);
            }
        } else {
            self.finish_word();
        }
        while let Some(c @ ('<' | '>' | '&' | '|')) = self.lx.peek(0) {
            op.push(c);
            self.lx.bump();
            if op.ends_with('&') && op.len() > 1 {
                break;
            }
        }
        if op.ends_with(">&") || op.ends_with("<&") {
            // `2>&1`, `>&-`: the target is an fd, glued to the operator.
            let mut fd = String::new();
            while let Some(c) = self.lx.peek(0) {
                if !(c.is_ascii_digit() || c == '-') {
                    break;
                }
                fd.push(c);
                self.lx.bump();
            }
            if !fd.is_empty() {
                self.warnings.push(LineWarning::on_line(
                    line,
                    format!("ignored the shell redirection `{op}{fd}`"),
                ));
                return;
            }
        }
        self.pending_redirect = Some((op, line));
    }
}

/// Splits a command line into words like a POSIX shell (bash) would, without running any
/// expansion: single quotes, double quotes (with `\"`, `\\`, `\$`, `` \` `` and
/// backslash-newline), `$'...'`, backslash escapes, backslash-newline continuations, comments.
/// `$VAR`, `${...}`, `$(...)` and backticks are kept literally (see [`ShellWord::unexpanded`]).
/// Only the first simple command is returned: `;`, `|`, `&&`, `&`, ... end it (the rest is
/// reported in the warnings), and redirections (`> log 2>&1`) are dropped. A leading `$ `
/// prompt (and `> ` continuation prompts after it) is removed. A line break ends the command
/// as in a shell; where the lines after it were meant as more of the command (a `\` followed
/// by blanks, a comment inside it, a forgotten `\`) that is [`SubmitParseError::CommandEndsEarly`].
pub fn split_shell_words(cmd: &str) -> Result<ShellWords, SubmitParseError> {
    Tokenizer {
        lx: Lexer::new(cmd),
        words: Vec::new(),
        warnings: Vec::new(),
        cur: None,
        pending_redirect: None,
        had_prompt: false,
        line_end: None,
    }
    .run()
}
