//! A pasted `spark-submit` command line, tokenized like a POSIX shell and interpreted the way
//! `bin/spark-submit` does for a Kubernetes cluster-mode submission.
//!
//! # What runs when you type `spark-submit ...`
//!
//! `bin/spark-submit` execs `spark-class org.apache.spark.deploy.SparkSubmit "$@"`, which first
//! runs the *launcher* (`org.apache.spark.launcher.Main` / `SparkSubmitCommandBuilder`) and then
//! the `SparkSubmit` JVM with a *rewritten* argument list. Both parse the arguments with
//! `SparkSubmitOptionParser.parse` (the option table and these rules were checked against the
//! 3.5.5 and 4.3.0 jars):
//!
//! * `--opt value` or `--opt=value`. The `=` form is the Java regex `(--[^=]+)=(.+)`: it needs a
//!   non-empty value (`--master=` is "Unrecognized option: --master="), the value may contain `=`,
//!   and (Java's `.`) no line terminator. A switch written as `--verbose=1` is accepted and the
//!   `=1` silently dropped. Single-dash aliases: `-c` (`--conf`), `-h` (`--help`), `-v`
//!   (`--verbose`); they have no `=` form.
//! * The first argument that is not an option is the primary resource; everything after it goes
//!   to the application verbatim (`app.jar --conf x` passes `--conf x` to the app). An unknown
//!   argument starting with `-` before that is an error ("Unrecognized option: --bogus").
//! * An option with a value as the last argument: "Missing argument for option '--class'.".
//! * The launcher turns `--driver-memory`, `--driver-java-options`, `--driver-library-path`,
//!   `--driver-class-path` (and on 4.x `--driver-default-class-path`) into `--conf` entries of
//!   its own map, together with the user's `--conf`s: among those, the **last one on the line
//!   wins** (`--driver-memory 2g --conf spark.driver.memory=4g` gives 4g, the other order 2g).
//!   `--conf` without `=` fails there: "Invalid argument to --conf: <value>".
//! * Every other option (`--master`, `--executor-memory`, `--num-executors`, `--jars`, ...) wins
//!   over a `--conf` of the same key **regardless of order** (`SparkSubmitArguments` takes the
//!   option and falls back to the property; `SparkSubmit` then sets the property from it).
//!   Repeating an option keeps the last value.
//! * `--conf` keys not starting with `spark.` are dropped with a warning
//!   ("Ignoring non-Spark config property: <key>").
//!
//! For a Kubernetes **cluster-mode** submission, `SparkSubmit.prepareSubmitEnvironment` maps the
//! options to these properties (identical in 3.5.5 and 4.3.0, verified by running it):
//!
//! | option | property |
//! | --- | --- |
//! | `--master` | `spark.master` |
//! | `--deploy-mode` | `spark.submit.deployMode` (must be `client` or `cluster`) |
//! | `--name` | `spark.app.name` |
//! | `--driver-memory` / `--driver-cores` | `spark.driver.memory` / `spark.driver.cores` |
//! | `--driver-java-options` | `spark.driver.extraJavaOptions` |
//! | `--driver-library-path` / `--driver-class-path` | `spark.driver.extraLibraryPath` / `spark.driver.extraClassPath` |
//! | `--executor-memory` / `--executor-cores` | `spark.executor.memory` / `spark.executor.cores` |
//! | `--num-executors` | `spark.executor.instances` |
//! | `--jars` / `--files` / `--archives` / `--py-files` | `spark.jars` / `spark.files` / `spark.archives` / `spark.submit.pyFiles` |
//! | `--packages` / `--exclude-packages` / `--repositories` | `spark.jars.packages` / `spark.jars.excludes` / `spark.jars.repositories` |
//! | `--principal` / `--keytab` | `spark.kerberos.principal` / `spark.kerberos.keytab` |
//! | `--class`, `--proxy-user`, resource, app args | not properties: [`SubmitCommand`] fields |
//! | `--total-executor-cores` (standalone), `--queue` (YARN), `--supervise` (standalone) | ignored on Kubernetes (warning) |
//!
//! Not reproduced here (they need the submitting machine or the properties file): Spark
//! resolves scheme-less paths in `--jars/--files/--py-files/--archives` and the resource against
//! its working directory into `file:` URIs (a warning says so); it appends a Java resource to
//! `spark.jars`; it defaults `spark.app.name` to the main class or the resource's file name
//! ([`SubmitCommand::default_app_name`]); it reads `Main-Class` from the jar when `--class` is
//! missing (which fails for `local://` jars); env vars `MASTER`, `DEPLOY_MODE`,
//! `SPARK_DRIVER_MEMORY`, ... are fallbacks (leading `NAME=value` words are kept in
//! [`SubmitCommand::env`]).

use std::collections::HashMap;

use super::bytes::byte_string_as_bytes;
use crate::release::{Known, Release, SparkVersion};

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
    quoted_from: Option<usize>,
}

/// The words of the first simple command of a shell line, plus notes about what was dropped.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ShellWords {
    /// The words, in order.
    pub words: Vec<ShellWord>,
    /// Things a shell would do differently or that were ignored (redirections, `| tee`, ...).
    pub warnings: Vec<String>,
}

/// Why a command could not be understood. Messages say what to fix.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SubmitParseError {
    /// Nothing but whitespace, comments or `NAME=value` words.
    #[error(
        "the command is empty: paste a spark-submit command such as \
         `./bin/spark-submit --master k8s://https://<host>:<port> --deploy-mode cluster \
         --class <main class> local:///opt/app.jar`"
    )]
    Empty,
    /// A quote (`'`, `"`, `$'`) or substitution (`$(`, `${`, `` ` ``) that is never closed.
    #[error(
        "line {line}, column {column}: the {what} opened here is never closed; close it, or \
         escape the character with a backslash if it is meant literally"
    )]
    Unterminated {
        /// Human name of the construct (`single quote`, `double quote`, `$( substitution`, ...).
        what: &'static str,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        column: u32,
    },
    /// The command does not run spark-submit.
    #[error(
        "line {line}, column {column}: the command runs `{program}`, not spark-submit{hint}; \
         paste a spark-submit command such as `./bin/spark-submit --master \
         k8s://https://<host>:<port> --deploy-mode cluster ... local:///opt/app.jar`"
    )]
    NotSparkSubmit {
        /// The program word as written.
        program: String,
        /// Extra explanation (may be empty).
        hint: String,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        column: u32,
    },
    /// An option that needs a value is the last word.
    #[error(
        "line {line}, column {column}: `{option}` needs a value but the command ends there \
         (spark-submit: \"Missing argument for option '{option}'.\"); write `{option} <value>`"
    )]
    MissingOptionValue {
        /// The option as typed.
        option: String,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        column: u32,
    },
    /// `--conf value` without `=`.
    #[error(
        "line {line}, column {column}: `--conf {value}` has no `=` (spark-submit: \"Invalid \
         argument to --conf: {value}\"); write it as `--conf <key>=<value>`, quoting the whole \
         pair if the value has spaces: `--conf \"spark.driver.extraJavaOptions=-Da=1 -Db=2\"`"
    )]
    ConfWithoutEquals {
        /// The value given to `--conf`.
        value: String,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        column: u32,
    },
    /// An argument starting with `-` that spark-submit does not know, before the resource.
    #[error(
        "line {line}, column {column}: spark-submit does not know the option `{option}` \
         (\"Unrecognized option: {option}\"){suggestion}. Arguments meant for the application go \
         after the application jar / .py file"
    )]
    UnrecognizedOption {
        /// The option (for `--x=y`, the `--x` part, as Spark reports it).
        option: String,
        /// ` ; did you mean `--master`?` or empty.
        suggestion: String,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        column: u32,
    },
    /// `--deploy-mode` other than `client`/`cluster`.
    #[error(
        "line {line}, column {column}: --deploy-mode must be either \"client\" or \"cluster\" \
         (got `{value}`); Kubernetes submissions that run the driver in a pod use `cluster`"
    )]
    InvalidDeployMode {
        /// The value given.
        value: String,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        column: u32,
    },
    /// `--help`, `--version`, `--usage-error`, `--kill`, `--status`: not an application submission.
    #[error(
        "line {line}, column {column}: `{option}` makes spark-submit {action} instead of \
         submitting an application; remove it"
    )]
    NotASubmission {
        /// The option as typed.
        option: String,
        /// What it does instead.
        action: &'static str,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        column: u32,
    },
}

/// How a property entered the command line; decides precedence (see the module docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OriginKind {
    /// `--conf key=value` / `-c key=value` (`--conf=key=value`).
    Conf,
    /// `--driver-memory`, `--driver-java-options`, `--driver-library-path`,
    /// `--driver-class-path`, `--driver-default-class-path`: the launcher turns them into
    /// `--conf`s, so they rank like `--conf` (last one on the line wins).
    LauncherOption,
    /// Any other option mapped to a property: beats every `--conf` of the same key.
    SubmitOption,
}

/// Where a [`SubmitConfEntry`] came from, for error messages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfOrigin {
    /// The option as typed: `--conf`, `-c`, `--executor-memory`, `--jars=...`'s `--jars`.
    pub option: String,
    /// Canonical option name (`--conf` for `-c`).
    pub canonical: &'static str,
    /// Precedence class.
    pub kind: OriginKind,
    /// Index into [`SubmitCommand::args`] of the option word.
    pub arg_index: usize,
    /// 1-based line of the option word.
    pub line: u32,
    /// 1-based column of the option word.
    pub column: u32,
}

/// One property set on the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubmitConfEntry {
    /// Property key (for `--conf`, everything before the first `=`; may be empty).
    pub key: String,
    /// Property value (may contain `=`), exactly as given (no path resolution).
    pub value: String,
    /// The option that set it.
    pub origin: ConfOrigin,
}

/// One option spark-submit handled, in order (including ones that map to no property).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubmitOption {
    /// Canonical name (`--conf`, `--verbose`, ...).
    pub canonical: &'static str,
    /// As typed (`-c`, `-v`, `--jars` of `--jars=a.jar`).
    pub typed: String,
    /// The value; `None` for switches.
    pub value: Option<String>,
    /// Index into [`SubmitCommand::args`] of the option word.
    pub arg_index: usize,
}

/// A parsed spark-submit command.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SubmitCommand {
    /// The program word as written (`./bin/spark-submit`), `None` when the paste started
    /// directly with options.
    pub program: Option<String>,
    /// Leading `NAME=value` words (environment for spark-submit; `MASTER`, `DEPLOY_MODE`,
    /// `SPARK_DRIVER_MEMORY`, `SPARK_EXECUTOR_MEMORY`, `SPARK_EXECUTOR_CORES` are fallbacks
    /// spark-submit reads, `HADOOP_CONF_DIR`, `SPARK_CONF_DIR`, ... matter too).
    pub env: Vec<(String, String)>,
    /// The words after the program.
    pub args: Vec<ShellWord>,
    /// Every option spark-submit handled, in order.
    pub options: Vec<SubmitOption>,
    /// Properties set by the command, in command-line order, duplicates included. Use
    /// [`SubmitCommand::effective_conf`] for what Spark ends up with.
    pub conf: Vec<SubmitConfEntry>,
    /// `--class` (last one wins).
    pub main_class: Option<String>,
    /// The primary resource (first non-option argument), as written.
    pub main_resource: Option<String>,
    /// Index into [`SubmitCommand::args`] of the resource.
    pub main_resource_index: Option<usize>,
    /// Arguments after the resource, verbatim.
    pub app_args: Vec<String>,
    /// `--proxy-user`.
    pub proxy_user: Option<String>,
    /// `--properties-file` (last one wins).
    pub properties_file: Option<String>,
    /// `--extra-properties-file` (Spark 4.x only), in order.
    pub extra_properties_files: Vec<String>,
    /// `--load-spark-defaults` (Spark 4.x only).
    pub load_spark_defaults: bool,
    /// `--verbose` / `-v`.
    pub verbose: bool,
    /// Non-fatal findings: ignored options, shell constructs, paste accidents, ...
    pub warnings: Vec<String>,
}

// ---------------------------------------------------------------------------------------------
// Shell tokenizer
// ---------------------------------------------------------------------------------------------

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
    warnings: Vec<String>,
    cur: Option<WordBuilder>,
    /// A redirection operator whose target word must be dropped.
    pending_redirect: Option<String>,
    /// A `$ ` prompt was removed: `> ` at the start of continuation lines is a PS2 prompt.
    had_prompt: bool,
    /// Line of the last unescaped newline seen inside the command (for the warning).
    bare_newline_lines: Vec<u32>,
}

type LexResult<T> = Result<T, SubmitParseError>;

/// spark-submit's name for an application without `--name` / `spark.app.name`
/// (`SparkSubmitArguments`): the main class, else the main resource's file name
/// (`local:///opt/pi.py` -> `pi.py`).
pub fn default_app_name(main_class: Option<&str>, main_resource: Option<&str>) -> Option<String> {
    if let Some(c) = main_class {
        return Some(c.to_string());
    }
    let trimmed = main_resource?.trim_end_matches('/');
    Some(trimmed.rsplit('/').next().unwrap_or(trimmed).to_string())
}

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
        if let Some(op) = self.pending_redirect.take() {
            self.warnings.push(format!(
                "line {}: ignored the shell redirection `{op} {}`",
                w.line, w.text
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
                    self.bare_newline_lines.push(self.lx.line);
                    self.lx.bump();
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
                    while let Some(c) = self.lx.peek(0) {
                        if c == '\n' {
                            break;
                        }
                        self.lx.bump();
                    }
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
                    self.warnings.push(format!(
                        "line {line}: only the first command is used; ignored `{op}{}{rest}`",
                        if rest.is_empty() { "" } else { " " }
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
        if let Some(op) = self.pending_redirect.take() {
            self.warnings.push(format!(
                "the shell redirection `{op}` has no target; ignored"
            ));
        }
        // Unescaped line breaks followed by more words of the same command.
        let last_word_line = self.words.last().map_or(0, |w| w.line);
        for line in std::mem::take(&mut self.bare_newline_lines) {
            if line < last_word_line && self.words.iter().any(|w| w.line <= line) {
                self.warnings.push(format!(
                    "line {line} ends without `\\`: a shell would run the next line as a separate \
                     command; it is read as part of the spark-submit command here"
                ));
            }
        }
        Ok(ShellWords {
            words: self.words,
            warnings: self.warnings,
        })
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
            Some(' ' | '\t' | '\r') if self.lx.blank_until_newline() => {
                // `\` followed by trailing blanks: a shell would escape the blank and end the
                // command at the newline. Treated as the continuation that was obviously meant.
                let line = self.lx.line;
                self.lx.bump();
                while matches!(self.lx.peek(0), Some(' ' | '\t' | '\r')) {
                    self.lx.bump();
                }
                if self.lx.peek(0) == Some('\n') {
                    self.lx.bump();
                }
                self.warnings.push(format!(
                    "line {line}: blanks after the line-continuation `\\` (a shell would end the \
                     command here); treated as a continuation"
                ));
                self.finish_word();
                self.continuation_line();
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
                self.warnings.push(format!(
                    "line {}: ignored the shell redirection `{op}{fd}`",
                    self.lx.line
                ));
                return;
            }
        }
        self.pending_redirect = Some(op);
    }
}

/// Splits a command line into words like a POSIX shell (bash) would, without running any
/// expansion: single quotes, double quotes (with `\"`, `\\`, `\$`, `` \` `` and
/// backslash-newline), `$'...'`, backslash escapes, backslash-newline continuations, comments.
/// `$VAR`, `${...}`, `$(...)` and backticks are kept literally (see [`ShellWord::unexpanded`]).
/// Only the first simple command is returned: `;`, `|`, `&&`, `&`, ... end it (the rest is
/// reported in the warnings), and redirections (`> log 2>&1`) are dropped. A leading `$ `
/// prompt (and `> ` continuation prompts after it) is removed. Unlike a shell, an unescaped
/// line break does not end the command (a warning says so).
pub fn split_shell_words(cmd: &str) -> Result<ShellWords, SubmitParseError> {
    Tokenizer {
        lx: Lexer::new(cmd),
        words: Vec::new(),
        warnings: Vec::new(),
        cur: None,
        pending_redirect: None,
        had_prompt: false,
        bare_newline_lines: Vec::new(),
    }
    .run()
}

// ---------------------------------------------------------------------------------------------
// spark-submit options
// ---------------------------------------------------------------------------------------------

/// What spark-submit does with an option.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Handling {
    /// Property set by `SparkSubmit` (beats `--conf`).
    Prop(&'static str),
    /// Property set by the launcher (ranks like `--conf`).
    LauncherProp(&'static str),
    Conf,
    Class,
    ProxyUser,
    PropertiesFile,
    ExtraPropertiesFile,
    LoadSparkDefaults,
    Verbose,
    /// Accepted but without effect on Kubernetes; the text says why.
    Ignored(&'static str),
    /// Not a submission; the text says what spark-submit does instead.
    NotSubmission(&'static str),
}

struct OptSpec {
    names: &'static [&'static str],
    takes_value: bool,
    /// The releases whose spark-submit accepts it (others: "Unrecognized option").
    known: Known,
    handling: Handling,
}

const fn opt(names: &'static [&'static str], handling: Handling) -> OptSpec {
    OptSpec {
        names,
        takes_value: true,
        known: Known::ALWAYS,
        handling,
    }
}

const fn switch(names: &'static [&'static str], handling: Handling) -> OptSpec {
    OptSpec {
        names,
        takes_value: false,
        known: Known::ALWAYS,
        handling,
    }
}

/// An option only these releases' launcher knows (read off each release's jars).
const fn since(firsts: &'static [SparkVersion], mut spec: OptSpec) -> OptSpec {
    spec.known = Known::since(firsts);
    spec
}

/// `SparkSubmitOptionParser.opts` and `.switches` (4.3.0, a superset of 3.5.5), first name
/// canonical.
const OPTIONS: &[OptSpec] = &[
    opt(&["--archives"], Handling::Prop("spark.archives")),
    opt(&["--class"], Handling::Class),
    opt(&["--conf", "-c"], Handling::Conf),
    opt(
        &["--deploy-mode"],
        Handling::Prop("spark.submit.deployMode"),
    ),
    opt(
        &["--driver-class-path"],
        Handling::LauncherProp("spark.driver.extraClassPath"),
    ),
    opt(&["--driver-cores"], Handling::Prop("spark.driver.cores")),
    since(
        &[SparkVersion::V4_0_0],
        opt(
            &["--driver-default-class-path"],
            Handling::LauncherProp("spark.driver.defaultExtraClassPath"),
        ),
    ),
    opt(
        &["--driver-java-options"],
        Handling::LauncherProp("spark.driver.extraJavaOptions"),
    ),
    opt(
        &["--driver-library-path"],
        Handling::LauncherProp("spark.driver.extraLibraryPath"),
    ),
    opt(
        &["--driver-memory"],
        Handling::LauncherProp("spark.driver.memory"),
    ),
    opt(
        &["--executor-cores"],
        Handling::Prop("spark.executor.cores"),
    ),
    opt(
        &["--executor-memory"],
        Handling::Prop("spark.executor.memory"),
    ),
    opt(&["--files"], Handling::Prop("spark.files")),
    opt(&["--jars"], Handling::Prop("spark.jars")),
    opt(&["--keytab"], Handling::Prop("spark.kerberos.keytab")),
    opt(
        &["--kill"],
        Handling::NotSubmission("kill a running submission"),
    ),
    opt(&["--master"], Handling::Prop("spark.master")),
    since(
        &[SparkVersion::V3_4_0],
        opt(&["--remote"], Handling::Prop("spark.remote")),
    ),
    opt(&["--name"], Handling::Prop("spark.app.name")),
    opt(
        &["--num-executors"],
        Handling::Prop("spark.executor.instances"),
    ),
    opt(&["--packages"], Handling::Prop("spark.jars.packages")),
    opt(
        &["--exclude-packages"],
        Handling::Prop("spark.jars.excludes"),
    ),
    opt(&["--principal"], Handling::Prop("spark.kerberos.principal")),
    opt(&["--properties-file"], Handling::PropertiesFile),
    since(
        &[SparkVersion::V4_2_0],
        opt(&["--extra-properties-file"], Handling::ExtraPropertiesFile),
    ),
    opt(&["--proxy-user"], Handling::ProxyUser),
    opt(&["--py-files"], Handling::Prop("spark.submit.pyFiles")),
    opt(
        &["--queue"],
        Handling::Ignored("is YARN-only (spark.yarn.queue)"),
    ),
    opt(
        &["--repositories"],
        Handling::Prop("spark.jars.repositories"),
    ),
    opt(
        &["--status"],
        Handling::NotSubmission("query the status of a submission"),
    ),
    opt(
        &["--total-executor-cores"],
        Handling::Ignored("only applies to standalone clusters (spark.cores.max)"),
    ),
    switch(
        &["--help", "-h"],
        Handling::NotSubmission("print its usage"),
    ),
    switch(
        &["--supervise"],
        Handling::Ignored("only applies to standalone cluster mode"),
    ),
    switch(
        &["--usage-error"],
        Handling::NotSubmission("print its usage and fail"),
    ),
    switch(&["--verbose", "-v"], Handling::Verbose),
    switch(&["--version"], Handling::NotSubmission("print its version")),
    since(
        &[SparkVersion::V4_0_0],
        switch(&["--load-spark-defaults"], Handling::LoadSparkDefaults),
    ),
];

fn find_option(arg: &str) -> Option<&'static OptSpec> {
    OPTIONS.iter().find(|spec| spec.names.contains(&arg))
}

fn canonical(spec: &OptSpec) -> &'static str {
    spec.names.first().copied().unwrap_or("")
}

/// Java regex `.` does not match these.
fn is_java_line_terminator(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\u{85}' | '\u{2028}' | '\u{2029}')
}

/// `(--[^=]+)=(.+)` as a full match.
fn split_eq_option(arg: &str) -> Option<(&str, &str)> {
    if !arg.starts_with("--") {
        return None;
    }
    let eq = arg.find('=')?;
    let name = arg.get(..eq)?;
    let value = arg.get(eq + 1..)?;
    if name.len() <= 2 || value.is_empty() || value.chars().any(is_java_line_terminator) {
        return None;
    }
    Some((name, value))
}

fn levenshtein(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev.get(j).copied().unwrap_or(0) + usize::from(ca != *cb);
            let del = prev.get(j + 1).copied().unwrap_or(0) + 1;
            let ins = cur.get(j).copied().unwrap_or(0) + 1;
            cur.push(sub.min(del).min(ins));
        }
        prev = cur;
    }
    prev.last().copied().unwrap_or(0)
}

fn suggest_option(typed: &str) -> String {
    let normalized = format!("--{}", typed.trim_start_matches('-'));
    let best = OPTIONS
        .iter()
        .flat_map(|s| s.names.iter())
        .filter(|n| n.starts_with("--"))
        .map(|n| (levenshtein(&normalized, n), *n))
        .min_by_key(|(d, _)| *d);
    match best {
        Some((d, n)) if d <= 2 => format!("; did you mean `{n}`?"),
        _ => String::new(),
    }
}

fn program_basename(word: &str) -> &str {
    word.rsplit(['/', '\\']).next().unwrap_or(word)
}

fn is_spark_submit_program(word: &str) -> bool {
    matches!(
        program_basename(word),
        "spark-submit" | "spark-submit.sh" | "spark-submit.cmd" | "spark-submit2.cmd"
    )
}

/// `NAME=value` with an unquoted, valid shell name.
fn env_assignment(w: &ShellWord) -> Option<(String, String)> {
    let eq = w.text.find('=')?;
    if w.quoted_from.is_some_and(|q| q <= eq) {
        return None;
    }
    let name = w.text.get(..eq)?;
    let mut chars = name.chars();
    let first = chars.next()?;
    if !(first.is_ascii_alphabetic() || first == '_')
        || !chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
    {
        return None;
    }
    Some((name.to_string(), w.text.get(eq + 1..)?.to_string()))
}

/// RFC 3986 scheme, as `java.net.URI.getScheme` finds it (`local:`, `s3a:`, ...).
fn has_uri_scheme(s: &str) -> bool {
    let Some(colon) = s.find(':') else {
        return false;
    };
    let scheme = s.get(..colon).unwrap_or("");
    let mut chars = scheme.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
}

/// Warnings about a word that look like copy-paste accidents.
fn paste_warnings(w: &ShellWord, what: &str, out: &mut Vec<String>) {
    let at = format!("line {}, column {}", w.line, w.column);
    if w.text.starts_with(['\u{2013}', '\u{2014}', '\u{2212}']) {
        out.push(format!(
            "{at}: {what} `{}` starts with a typographic dash, not `-`: spark-submit does not \
             see an option here (retype it as `--{}`)",
            w.text,
            w.text
                .trim_start_matches(['\u{2013}', '\u{2014}', '\u{2212}', '-'])
        ));
    }
    if w.text
        .contains(['\u{201c}', '\u{201d}', '\u{2018}', '\u{2019}'])
    {
        out.push(format!(
            "{at}: {what} `{}` contains typographic quotes (“ ” ‘ ’), which a shell keeps as \
             ordinary characters; use plain ' or \"",
            w.text
        ));
    }
    if w.text.contains(['\u{a0}', '\u{2007}', '\u{202f}']) {
        out.push(format!(
            "{at}: {what} `{}` contains a non-breaking space (a shell does not split on it)",
            w.text
                .replace(['\u{a0}', '\u{2007}', '\u{202f}'], "\u{2423}")
        ));
    }
    if let (Some(a), Some(b)) = (w.text.find('<'), w.text.rfind('>'))
        && a < b
    {
        out.push(format!(
            "{at}: {what} `{}` contains a `<...>` placeholder; replace it with the real value",
            w.text
        ));
    }
    for e in &w.unexpanded {
        out.push(format!(
            "{at}: `{e}` in {what} `{}` is a shell expansion; it is kept literally, substitute \
             its value",
            w.text
        ));
    }
    if w.unquoted_glob {
        out.push(format!(
            "{at}: {what} `{}` has an unquoted wildcard; a shell would expand it against the \
             submitting machine's files (quote it to pass it to Spark unchanged)",
            w.text
        ));
    }
}

fn is_python(res: &str) -> bool {
    res.ends_with(".py") || res == "pyspark-shell"
}

fn is_r(res: &str) -> bool {
    res.ends_with(".R") || res == "sparkr-shell"
}

fn is_internal_or_shell(res: &str) -> bool {
    matches!(res, "spark-internal" | "spark-shell")
}

/// Special `--class` values for which the launcher mixes spark-submit and application options.
const SPECIAL_CLASSES: [&str; 4] = [
    "org.apache.spark.repl.Main",
    "org.apache.spark.sql.hive.thriftserver.SparkSQLCLIDriver",
    "org.apache.spark.sql.hive.thriftserver.HiveThriftServer2",
    "org.apache.spark.sql.connect.service.SparkConnectServer",
];

/// Parses a pasted spark-submit command. See the module docs for the rules.
///
/// ```
/// use builder_core::conf::submit_cmd::parse_spark_submit;
/// let cmd = parse_spark_submit(
///     "./bin/spark-submit --master k8s://https://h:443 --deploy-mode cluster \\\n\
///      --conf spark.executor.instances=5 --class org.example.Main local:///opt/app.jar 10",
/// )
/// .unwrap();
/// assert_eq!(cmd.main_class.as_deref(), Some("org.example.Main"));
/// assert_eq!(cmd.main_resource.as_deref(), Some("local:///opt/app.jar"));
/// assert_eq!(cmd.app_args, vec!["10"]);
/// assert_eq!(cmd.effective_conf()[2], ("spark.executor.instances".into(), "5".into()));
/// ```
pub fn parse_spark_submit(cmd: &str) -> Result<SubmitCommand, SubmitParseError> {
    let split = split_shell_words(cmd)?;
    let mut out = SubmitCommand {
        warnings: split.warnings,
        ..SubmitCommand::default()
    };
    let words = split.words;

    // Leading NAME=value assignments and transparent prefixes (`env`, `exec`, `nohup`, `time`).
    let mut i = 0;
    while let Some(w) = words.get(i) {
        if let Some(kv) = env_assignment(w) {
            out.env.push(kv);
            i += 1;
        } else if matches!(
            w.text.as_str(),
            "env" | "exec" | "nohup" | "time" | "command"
        ) && w.quoted_from.is_none()
            && words.len() > i + 1
        {
            i += 1;
        } else {
            break;
        }
    }
    let Some(first) = words.get(i) else {
        return Err(SubmitParseError::Empty);
    };
    if is_spark_submit_program(&first.text) {
        out.program = Some(first.text.clone());
        i += 1;
    } else if first.text.starts_with('-') {
        out.warnings.push(
            "the command does not start with spark-submit; its words are read as spark-submit's \
             arguments"
                .to_string(),
        );
    } else {
        let base = program_basename(&first.text);
        let hint = match base {
            "pyspark" | "spark-shell" | "spark-sql" | "sparkR" => {
                " (an interactive shell, which Kubernetes cluster mode does not support)"
            }
            "spark-class" => " (use bin/spark-submit instead of spark-class)",
            "run-example" => " (run-example wraps spark-submit; use spark-submit with --class)",
            _ => "",
        };
        return Err(SubmitParseError::NotSparkSubmit {
            program: first.text.clone(),
            hint: hint.to_string(),
            line: first.line,
            column: first.column,
        });
    }
    out.args = words.get(i..).unwrap_or(&[]).to_vec();
    interpret_args(&mut out)?;
    Ok(out)
}

fn interpret_args(out: &mut SubmitCommand) -> Result<(), SubmitParseError> {
    let args = out.args.clone();
    let mut idx = 0;
    let mut warnings: Vec<String> = Vec::new();
    while let Some(w) = args.get(idx) {
        let (arg, inline_value) = match split_eq_option(&w.text) {
            Some((name, value)) => (name.to_string(), Some(value.to_string())),
            None => (w.text.clone(), None),
        };
        let Some(spec) = find_option(&arg) else {
            // handleUnknown: an option-looking word is an error, anything else the resource.
            if arg.starts_with('-') {
                return Err(SubmitParseError::UnrecognizedOption {
                    suggestion: suggest_option(&arg),
                    option: arg,
                    line: w.line,
                    column: w.column,
                });
            }
            paste_warnings(w, "the application resource", &mut warnings);
            if !has_uri_scheme(&w.text) && !is_internal_or_shell(&w.text) {
                warnings.push(format!(
                    "line {}, column {}: the application resource `{}` has no URI scheme: \
                     spark-submit resolves it on the submitting machine to file:<absolute path> \
                     (use local:// for a file in the image, or a remote URL)",
                    w.line, w.column, w.text
                ));
            }
            out.main_resource = Some(w.text.clone());
            out.main_resource_index = Some(idx);
            out.app_args = args
                .get(idx + 1..)
                .unwrap_or(&[])
                .iter()
                .map(|a| a.text.clone())
                .collect();
            for a in args.get(idx + 1..).unwrap_or(&[]) {
                for e in &a.unexpanded {
                    warnings.push(format!(
                        "line {}, column {}: `{e}` in application argument `{}` is a shell \
                         expansion; it is kept literally",
                        a.line, a.column, a.text
                    ));
                }
            }
            break;
        };
        let option_index = idx;
        let value = if spec.takes_value {
            match inline_value {
                Some(v) => {
                    paste_warnings(w, &format!("the {arg}= option"), &mut warnings);
                    Some(v)
                }
                None => {
                    let Some(v) = args.get(idx + 1) else {
                        return Err(SubmitParseError::MissingOptionValue {
                            option: arg,
                            line: w.line,
                            column: w.column,
                        });
                    };
                    idx += 1;
                    paste_warnings(v, &format!("the value of {arg}"), &mut warnings);
                    Some(v.text.clone())
                }
            }
        } else {
            if let Some(v) = &inline_value {
                warnings.push(format!(
                    "line {}, column {}: `{arg}` takes no value; spark-submit ignores `={v}`",
                    w.line, w.column
                ));
            }
            None
        };
        let canon = canonical(spec);
        out.options.push(SubmitOption {
            canonical: canon,
            typed: arg.clone(),
            value: value.clone(),
            arg_index: option_index,
        });
        let origin = |kind| ConfOrigin {
            option: arg.clone(),
            canonical: canon,
            kind,
            arg_index: option_index,
            line: w.line,
            column: w.column,
        };
        let value_or_empty = value.clone().unwrap_or_default();
        match spec.handling {
            Handling::Prop(key) => {
                if key == "spark.submit.deployMode" {
                    if value_or_empty != "client" && value_or_empty != "cluster" {
                        return Err(SubmitParseError::InvalidDeployMode {
                            value: value_or_empty,
                            line: w.line,
                            column: w.column,
                        });
                    }
                    if value_or_empty == "client" {
                        warnings.push(format!(
                            "line {}: --deploy-mode client runs the driver inside the \
                             spark-submit process, not in a pod",
                            w.line
                        ));
                    }
                }
                if matches!(
                    key,
                    "spark.jars" | "spark.files" | "spark.archives" | "spark.submit.pyFiles"
                ) {
                    for item in value_or_empty.split(',').filter(|s| !s.trim().is_empty()) {
                        if !has_uri_scheme(item) {
                            warnings.push(format!(
                                "line {}: `{item}` in {arg} has no URI scheme: spark-submit \
                                 resolves it on the submitting machine to file:<absolute path> \
                                 (use local:// for files in the image, or a remote URL)",
                                w.line
                            ));
                        }
                    }
                }
                out.conf.push(SubmitConfEntry {
                    key: key.to_string(),
                    value: value_or_empty,
                    origin: origin(OriginKind::SubmitOption),
                });
            }
            Handling::LauncherProp(key) => out.conf.push(SubmitConfEntry {
                key: key.to_string(),
                value: value_or_empty,
                origin: origin(OriginKind::LauncherOption),
            }),
            Handling::Conf => {
                let Some((k, v)) = value_or_empty.split_once('=') else {
                    return Err(SubmitParseError::ConfWithoutEquals {
                        value: value_or_empty,
                        line: w.line,
                        column: w.column,
                    });
                };
                if k != k.trim() {
                    warnings.push(format!(
                        "line {}, column {}: the --conf key `{k}` has surrounding blanks, which \
                         Spark keeps (it is not `{}`); write `--conf {}=...`",
                        w.line,
                        w.column,
                        k.trim(),
                        k.trim()
                    ));
                }
                if !k.starts_with("spark.") {
                    warnings.push(format!(
                        "line {}, column {}: spark-submit drops `--conf {k}=...` \
                         (\"Ignoring non-Spark config property: {k}\"): keys must start \
                         with `spark.`",
                        w.line, w.column
                    ));
                }
                out.conf.push(SubmitConfEntry {
                    key: k.to_string(),
                    value: v.to_string(),
                    origin: origin(OriginKind::Conf),
                });
            }
            Handling::Class => {
                if SPECIAL_CLASSES.contains(&value_or_empty.as_str()) {
                    warnings.push(format!(
                        "line {}: --class {value_or_empty} is a Spark shell/server class; the \
                         launcher mixes its arguments with spark-submit's",
                        w.line
                    ));
                }
                out.main_class = value;
            }
            Handling::ProxyUser => out.proxy_user = value,
            Handling::PropertiesFile => out.properties_file = value,
            Handling::ExtraPropertiesFile => out.extra_properties_files.push(value_or_empty),
            Handling::LoadSparkDefaults => out.load_spark_defaults = true,
            Handling::Verbose => out.verbose = true,
            Handling::Ignored(why) => warnings.push(format!(
                "line {}, column {}: `{arg}` {why}; spark-submit ignores it on Kubernetes",
                w.line, w.column
            )),
            Handling::NotSubmission(action) => {
                return Err(SubmitParseError::NotASubmission {
                    option: arg,
                    action,
                    line: w.line,
                    column: w.column,
                });
            }
        }
        idx += 1;
    }
    out.warnings.extend(warnings);
    Ok(())
}

/// Scala `String.toInt` (`Integer.parseInt`), ASCII digits only (Java also accepts other
/// Unicode decimal digits, which nobody types).
fn java_parse_int(s: &str) -> Option<i32> {
    let digits = s.strip_prefix(['+', '-']).unwrap_or(s);
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    s.parse::<i32>().ok()
}

impl SubmitCommand {
    /// The properties Spark ends up with from this command line alone, in order of first
    /// appearance: options beat `--conf`s of the same key; among `--conf`s and launcher options
    /// the last wins; keys not starting with `spark.` are dropped. (A properties file only
    /// fills keys missing here.)
    pub fn effective_conf(&self) -> Vec<(String, String)> {
        let mut order: Vec<&str> = Vec::new();
        let mut confs: HashMap<&str, &str> = HashMap::new();
        let mut options: HashMap<&str, &str> = HashMap::new();
        for e in &self.conf {
            if !e.key.starts_with("spark.") {
                continue;
            }
            if !confs.contains_key(e.key.as_str()) && !options.contains_key(e.key.as_str()) {
                order.push(&e.key);
            }
            match e.origin.kind {
                OriginKind::Conf | OriginKind::LauncherOption => {
                    confs.insert(&e.key, &e.value);
                }
                OriginKind::SubmitOption => {
                    options.insert(&e.key, &e.value);
                }
            }
        }
        order
            .into_iter()
            .filter_map(|k| {
                let v = options.get(k).or_else(|| confs.get(k))?;
                Some((k.to_string(), v.to_string()))
            })
            .collect()
    }

    /// The entry that decides `key` in [`SubmitCommand::effective_conf`], for error messages.
    pub fn conf_source(&self, key: &str) -> Option<&SubmitConfEntry> {
        let mut conf = None;
        let mut option = None;
        for e in self.conf.iter().filter(|e| e.key == key) {
            match e.origin.kind {
                OriginKind::SubmitOption => option = Some(e),
                _ => conf = Some(e),
            }
        }
        option.or(conf)
    }

    /// The effective value of a property set on the command line.
    pub fn conf_value(&self, key: &str) -> Option<&str> {
        if !key.starts_with("spark.") {
            return None;
        }
        self.conf_source(key).map(|e| e.value.as_str())
    }

    /// Whether the primary resource is a Python file (`.py`), which makes Spark run
    /// `org.apache.spark.deploy.PythonRunner`.
    pub fn is_python(&self) -> bool {
        self.main_resource.as_deref().is_some_and(is_python)
    }

    /// Whether the primary resource is an R file (`.R`).
    pub fn is_r(&self) -> bool {
        self.main_resource.as_deref().is_some_and(is_r)
    }

    /// `spark.app.name` when neither `--name` nor any property sets it: the main class, else
    /// the resource's file name (`java.io.File.getName`: `local:///opt/pi.py` -> `pi.py`).
    pub fn default_app_name(&self) -> Option<String> {
        default_app_name(self.main_class.as_deref(), self.main_resource.as_deref())
    }

    /// Checks `spark-submit` performs after parsing (`SparkSubmitArguments.validateArguments`,
    /// launcher checks), on what this command line alone determines, with Spark's messages.
    /// `release` is the spark-submit's (its options, byte-string suffixes).
    pub fn spark_errors(&self, release: Release) -> Vec<String> {
        let mut errs = Vec::new();
        for o in &self.options {
            if find_option(&o.typed).is_some_and(|s| !s.known.in_release(release.version())) {
                errs.push(format!("Unrecognized option: {}", o.typed));
            }
        }
        let Some(res) = self.main_resource.as_deref() else {
            errs.push("Missing application resource.".to_string());
            return errs;
        };
        let remote = self.conf_value("spark.remote").is_some();
        if remote
            && (self.conf_value("spark.master").is_some()
                || self.conf_value("spark.submit.deployMode").is_some())
        {
            errs.push("Remote cannot be specified with master and/or deploy mode.".to_string());
        }
        if self.main_class.is_none() && !is_python(res) && !is_r(res) && !is_internal_or_shell(res)
        {
            if res.starts_with("local:") {
                errs.push(
                    "Failed to get main class in JAR with error 'No FileSystem for scheme \
                     \"local\"'.  Please specify one with --class."
                        .to_string(),
                );
            } else {
                errs.push(format!(
                    "no --class: spark-submit reads Main-Class from the manifest of {res} on the \
                     submitting machine (\"Please specify one with --class.\" if it cannot)"
                ));
            }
        }
        let positive_bytes = |v: &str| byte_string_as_bytes(v, release).is_ok_and(|b| b > 0);
        let positive_int = |v: &str| java_parse_int(v).is_some_and(|n| n > 0);
        if let Some(v) = self.conf_value("spark.driver.memory")
            && !positive_bytes(v)
        {
            errs.push("Driver memory must be a positive number".to_string());
        }
        if let Some(v) = self.conf_value("spark.executor.memory")
            && !positive_bytes(v)
        {
            errs.push("Executor memory must be a positive number".to_string());
        }
        if let Some(v) = self.conf_value("spark.executor.cores")
            && !positive_int(v)
        {
            errs.push("Executor cores must be a positive number".to_string());
        }
        let total_cores = self
            .options
            .iter()
            .rev()
            .find(|o| o.canonical == "--total-executor-cores")
            .and_then(|o| o.value.as_deref())
            .or_else(|| self.conf_value("spark.cores.max"));
        if let Some(v) = total_cores
            && !positive_int(v)
        {
            errs.push("Total executor cores must be a positive number".to_string());
        }
        let dyn_alloc = self
            .conf_value("spark.dynamicAllocation.enabled")
            .is_some_and(|v| v.eq_ignore_ascii_case("true"));
        if let Some(v) = self.conf_value("spark.executor.instances")
            && !dyn_alloc
            && !positive_int(v)
        {
            errs.push("Number of executors must be a positive number".to_string());
        }
        let principal = self.conf_value("spark.kerberos.principal").is_some()
            || self.conf_value("spark.yarn.principal").is_some();
        if self.proxy_user.is_some() && principal {
            errs.push("Only one of --proxy-user or --principal can be provided.".to_string());
        }
        errs
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn words(s: &str) -> Vec<String> {
        split_shell_words(s)
            .unwrap()
            .words
            .into_iter()
            .map(|w| w.text)
            .collect()
    }

    fn conf(cmd: &SubmitCommand) -> Vec<(String, String)> {
        cmd.effective_conf()
    }

    fn kv(v: &[(&str, &str)]) -> Vec<(String, String)> {
        v.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn shell_quoting() {
        assert_eq!(words("a  b\t\tc\n\nd"), vec!["a", "b", "c", "d"]);
        assert_eq!(words("'a b' \"c d\" e\\ f"), vec!["a b", "c d", "e f"]);
        assert_eq!(words(r#""a\b\"c\\d\$e\`f""#), vec![r#"a\b"c\d$e`f"#]);
        assert_eq!(words(r"'a\b'"), vec![r"a\b"]);
        assert_eq!(words("a\"b\"c'd'"), vec!["abcd"]);
        assert_eq!(words("\"\" ''"), vec!["", ""]);
        assert_eq!(words("a\"\""), vec!["a"]);
        assert_eq!(words("$'a\\tb\\'c'"), vec!["a\tb'c"]);
        assert_eq!(words("a\\\nb"), vec!["ab"]);
        assert_eq!(words("\"a\\\nb\""), vec!["ab"]);
        assert_eq!(words("'a\\\nb'"), vec!["a\\\nb"]);
        assert_eq!(words("x#y #z\nw"), vec!["x#y", "w"]);
        assert_eq!(words("a\\"), vec!["a"]);
        assert_eq!(words("--conf=a\\ b"), vec!["--conf=a b"]);
        assert_eq!(words("a\r\nb"), vec!["a", "b"]);
    }

    #[test]
    fn shell_expansions_are_kept_literally() {
        let sw =
            split_shell_words("${SPARK_HOME}/bin/spark-submit $X \"$(date +%s) x\" `id -u` $1")
                .unwrap();
        let texts: Vec<_> = sw.words.iter().map(|w| w.text.as_str()).collect();
        assert_eq!(
            texts,
            vec![
                "${SPARK_HOME}/bin/spark-submit",
                "$X",
                "$(date +%s) x",
                "`id -u`",
                "$1"
            ]
        );
        assert_eq!(sw.words[0].unexpanded, vec!["${SPARK_HOME}"]);
        assert_eq!(sw.words[2].unexpanded, vec!["$(date +%s)"]);
        assert_eq!(words("a$ b$"), vec!["a$", "b$"]);
    }

    #[test]
    fn shell_operators_end_the_command() {
        let sw = split_shell_words("spark-submit x.jar > out.log 2>&1 | tee y; echo done").unwrap();
        assert_eq!(
            sw.words.iter().map(|w| w.text.as_str()).collect::<Vec<_>>(),
            vec!["spark-submit", "x.jar"]
        );
        assert_eq!(sw.warnings.len(), 3, "{:?}", sw.warnings);
        assert!(sw.warnings[2].contains("ignored `| tee y; echo done`"));
        assert_eq!(words("a && b"), vec!["a"]);
        assert_eq!(words("a &>/dev/null b"), vec!["a", "b"]);
        assert_eq!(words("a 2> err b"), vec!["a", "b"]);
        // Lenient: `<`/`>` inside a word or a `<...>` word are kept (documentation placeholders).
        assert_eq!(words("a x2>err b"), vec!["a", "x2>err", "b"]);
        assert_eq!(words("a <app-jar> b"), vec!["a", "<app-jar>", "b"]);
        assert_eq!(words("a < in b"), vec!["a", "b"]);
        assert_eq!(words("a '>' b"), vec!["a", ">", "b"]);
    }

    #[test]
    fn shell_errors() {
        assert!(matches!(
            split_shell_words("a 'b"),
            Err(SubmitParseError::Unterminated {
                what: "single quote",
                line: 1,
                column: 3
            })
        ));
        assert!(matches!(
            split_shell_words("a\n  \"b"),
            Err(SubmitParseError::Unterminated {
                what: "double quote",
                line: 2,
                column: 3
            })
        ));
        assert!(matches!(
            split_shell_words("a $(b"),
            Err(SubmitParseError::Unterminated { .. })
        ));
        assert!(matches!(
            split_shell_words("a `b"),
            Err(SubmitParseError::Unterminated { .. })
        ));
        let e = split_shell_words("x 'oops").unwrap_err();
        assert!(e.to_string().contains("never closed"), "{e}");
    }

    #[test]
    fn kubernetes_docs_example() {
        let cmd = parse_spark_submit(
            "$ ./bin/spark-submit \\\n\
             \x20   --master k8s://https://<k8s-apiserver-host>:<k8s-apiserver-port> \\\n\
             \x20   --deploy-mode cluster \\\n\
             \x20   --name spark-pi \\\n\
             \x20   --class org.apache.spark.examples.SparkPi \\\n\
             \x20   --conf spark.executor.instances=5 \\\n\
             \x20   --conf spark.kubernetes.container.image=<spark-image> \\\n\
             \x20   local:///path/to/examples.jar",
        )
        .unwrap();
        assert_eq!(cmd.program.as_deref(), Some("./bin/spark-submit"));
        assert_eq!(
            conf(&cmd),
            kv(&[
                (
                    "spark.master",
                    "k8s://https://<k8s-apiserver-host>:<k8s-apiserver-port>"
                ),
                ("spark.submit.deployMode", "cluster"),
                ("spark.app.name", "spark-pi"),
                ("spark.executor.instances", "5"),
                ("spark.kubernetes.container.image", "<spark-image>"),
            ])
        );
        assert_eq!(
            cmd.main_class.as_deref(),
            Some("org.apache.spark.examples.SparkPi")
        );
        assert_eq!(
            cmd.main_resource.as_deref(),
            Some("local:///path/to/examples.jar")
        );
        assert!(cmd.app_args.is_empty());
        // The two `<...>` placeholders are pointed out.
        assert_eq!(cmd.warnings.len(), 2, "{:?}", cmd.warnings);
        assert!(
            cmd.warnings[0].starts_with("line 2, column 14: the value of --master"),
            "{:?}",
            cmd.warnings
        );
        assert!(cmd.warnings[1].contains("<spark-image>"));
        assert!(
            cmd.spark_errors(Release::of(SparkVersion::V3_5_5))
                .is_empty()
        );
        // Origins point at the option words.
        let inst = cmd.conf_source("spark.executor.instances").unwrap();
        assert_eq!(inst.origin.option, "--conf");
        assert_eq!((inst.origin.line, inst.origin.column), (6, 5));
        assert_eq!(cmd.args[inst.origin.arg_index].text, "--conf");
    }

    #[test]
    fn pyspark_example() {
        let cmd = parse_spark_submit(
            "spark-submit --master k8s://https://kubernetes.default.svc:443 --deploy-mode cluster \
             --conf spark.kubernetes.container.image=apache/spark-py:v3.5.5 \
             --py-files local:///opt/deps.zip,s3a://bucket/lib.py \
             --conf spark.pyspark.python=python3 \
             local:///opt/spark/examples/src/main/python/pi.py 100",
        )
        .unwrap();
        assert!(cmd.is_python());
        assert_eq!(cmd.main_class, None);
        assert_eq!(cmd.default_app_name().as_deref(), Some("pi.py"));
        assert_eq!(cmd.app_args, vec!["100"]);
        assert_eq!(
            cmd.conf_value("spark.submit.pyFiles"),
            Some("local:///opt/deps.zip,s3a://bucket/lib.py")
        );
        assert!(
            cmd.spark_errors(Release::of(SparkVersion::V4_3_0))
                .is_empty()
        );
        assert!(cmd.warnings.is_empty(), "{:?}", cmd.warnings);
    }

    #[test]
    fn java_options_with_spaces_and_equals() {
        let cmd = parse_spark_submit(
            r#"spark-submit --class A \
                 --driver-java-options "-Dlog4j.configuration=file:/opt/log4j.properties -XX:+UseG1GC" \
                 --conf "spark.executor.extraJavaOptions=-Da=b -Dc='d e'" \
                 --conf spark.x='y z' -c spark.y=1=2 --conf=spark.z=3 \
                 local:///app.jar"#,
        )
        .unwrap();
        assert_eq!(
            conf(&cmd),
            kv(&[
                (
                    "spark.driver.extraJavaOptions",
                    "-Dlog4j.configuration=file:/opt/log4j.properties -XX:+UseG1GC"
                ),
                ("spark.executor.extraJavaOptions", "-Da=b -Dc='d e'"),
                ("spark.x", "y z"),
                ("spark.y", "1=2"),
                ("spark.z", "3"),
            ])
        );
        assert_eq!(cmd.conf[3].origin.option, "-c");
        assert_eq!(cmd.conf[3].origin.canonical, "--conf");
        assert_eq!(cmd.conf[4].origin.option, "--conf");
    }

    #[test]
    fn app_args_that_look_like_options() {
        let cmd = parse_spark_submit(
            "spark-submit --class A app.jar --conf spark.x=1 --master foo -v --bogus",
        )
        .unwrap();
        assert_eq!(cmd.main_resource.as_deref(), Some("app.jar"));
        assert_eq!(
            cmd.app_args,
            vec!["--conf", "spark.x=1", "--master", "foo", "-v", "--bogus"]
        );
        assert!(cmd.conf.is_empty());
        assert!(!cmd.verbose);
        assert!(
            cmd.warnings.iter().any(|w| w.contains("app.jar")),
            "{:?}",
            cmd.warnings
        );
    }

    #[test]
    fn precedence() {
        // Launcher options and --conf: the last one wins.
        let c = parse_spark_submit(
            "spark-submit --class A --conf spark.driver.memory=4g --driver-memory 2g x.jar",
        )
        .unwrap();
        assert_eq!(c.conf_value("spark.driver.memory"), Some("2g"));
        let c = parse_spark_submit(
            "spark-submit --class A --driver-memory 2g --conf spark.driver.memory=4g x.jar",
        )
        .unwrap();
        assert_eq!(c.conf_value("spark.driver.memory"), Some("4g"));
        // Other options beat --conf whatever the order; repeated options: last wins.
        let c = parse_spark_submit(
            "spark-submit --class A --num-executors 3 --conf spark.executor.instances=7 \
             --master a --master b --conf spark.master=c x.jar",
        )
        .unwrap();
        assert_eq!(
            conf(&c),
            kv(&[("spark.executor.instances", "3"), ("spark.master", "b")])
        );
        assert_eq!(c.conf_source("spark.master").unwrap().origin.arg_index, 8);
        // Non-spark keys are dropped.
        let c = parse_spark_submit("spark-submit --class A --conf foo=1 --conf =2 x.jar").unwrap();
        assert!(conf(&c).is_empty());
        assert_eq!(c.conf.len(), 2);
        let dropped = c
            .warnings
            .iter()
            .filter(|w| w.contains("Ignoring non-Spark config property"));
        assert_eq!(dropped.count(), 2);
    }

    #[test]
    fn option_to_property_mapping() {
        let c = parse_spark_submit(
            "spark-submit --master k8s://https://h:443 --deploy-mode cluster --name n --class C \
             --driver-memory 2g --driver-cores 3 --driver-java-options -Da=b \
             --driver-library-path /lib --driver-class-path /cp --executor-memory 3g \
             --executor-cores 4 --num-executors 5 --total-executor-cores 9 \
             --jars local:///a.jar --packages g:a:1 --exclude-packages g:b --repositories https://r \
             --files local:///f --archives local:///a.zip#x --py-files local:///p.py --queue q \
             --supervise --keytab /kt --principal p@R --proxy-user bob --properties-file /p.conf \
             -v local:///x.jar arg1",
        )
        .unwrap();
        assert_eq!(
            conf(&c),
            kv(&[
                ("spark.master", "k8s://https://h:443"),
                ("spark.submit.deployMode", "cluster"),
                ("spark.app.name", "n"),
                ("spark.driver.memory", "2g"),
                ("spark.driver.cores", "3"),
                ("spark.driver.extraJavaOptions", "-Da=b"),
                ("spark.driver.extraLibraryPath", "/lib"),
                ("spark.driver.extraClassPath", "/cp"),
                ("spark.executor.memory", "3g"),
                ("spark.executor.cores", "4"),
                ("spark.executor.instances", "5"),
                ("spark.jars", "local:///a.jar"),
                ("spark.jars.packages", "g:a:1"),
                ("spark.jars.excludes", "g:b"),
                ("spark.jars.repositories", "https://r"),
                ("spark.files", "local:///f"),
                ("spark.archives", "local:///a.zip#x"),
                ("spark.submit.pyFiles", "local:///p.py"),
                ("spark.kerberos.keytab", "/kt"),
                ("spark.kerberos.principal", "p@R"),
            ])
        );
        assert_eq!(c.proxy_user.as_deref(), Some("bob"));
        assert_eq!(c.properties_file.as_deref(), Some("/p.conf"));
        assert!(c.verbose);
        assert_eq!(c.app_args, vec!["arg1"]);
        // --total-executor-cores, --queue, --supervise are ignored on Kubernetes.
        assert_eq!(
            c.warnings
                .iter()
                .filter(|w| w.contains("ignores it on Kubernetes"))
                .count(),
            3,
            "{:?}",
            c.warnings
        );
        assert_eq!(
            c.spark_errors(Release::of(SparkVersion::V3_5_5)),
            vec!["Only one of --proxy-user or --principal can be provided."]
        );
    }

    #[test]
    fn option_syntax_errors() {
        let e = parse_spark_submit("spark-submit --class").unwrap_err();
        assert_eq!(
            e,
            SubmitParseError::MissingOptionValue {
                option: "--class".into(),
                line: 1,
                column: 14
            }
        );
        assert!(
            e.to_string()
                .contains("Missing argument for option '--class'.")
        );
        let e = parse_spark_submit("spark-submit --conf noeq x.jar").unwrap_err();
        assert!(
            matches!(e, SubmitParseError::ConfWithoutEquals { ref value, .. } if value == "noeq")
        );
        assert!(e.to_string().contains("Invalid argument to --conf: noeq"));
        let e = parse_spark_submit("spark-submit --mastr k8s://x x.jar").unwrap_err();
        assert!(
            e.to_string().contains("Unrecognized option: --mastr"),
            "{e}"
        );
        assert!(e.to_string().contains("did you mean `--master`?"), "{e}");
        let e = parse_spark_submit("spark-submit -master k8s://x x.jar").unwrap_err();
        assert!(e.to_string().contains("did you mean `--master`?"), "{e}");
        // The `=` form: Spark reports the part before `=`; an empty value is no `=` form.
        let e = parse_spark_submit("spark-submit --bogus=1 x.jar").unwrap_err();
        assert!(
            matches!(e, SubmitParseError::UnrecognizedOption { ref option, .. } if option == "--bogus")
        );
        let e = parse_spark_submit("spark-submit --master= x.jar").unwrap_err();
        assert!(
            matches!(e, SubmitParseError::UnrecognizedOption { ref option, .. } if option == "--master=")
        );
        let e = parse_spark_submit("spark-submit --deploy-mode pod x.jar").unwrap_err();
        assert!(
            e.to_string()
                .contains(r#"--deploy-mode must be either "client" or "cluster""#)
        );
        for (cmd, opt) in [
            ("spark-submit --help", "--help"),
            ("spark-submit -h x.jar", "-h"),
            ("spark-submit --version", "--version"),
            ("spark-submit --kill sub-1 --master k8s://x", "--kill"),
            ("spark-submit --status sub-1", "--status"),
        ] {
            let e = parse_spark_submit(cmd).unwrap_err();
            assert!(
                matches!(e, SubmitParseError::NotASubmission { ref option, .. } if option == opt),
                "{cmd}: {e:?}"
            );
        }
    }

    #[test]
    fn eq_form_edge_cases() {
        let c = parse_spark_submit("spark-submit --name=a=b --verbose=1 --class=C x.jar").unwrap();
        assert_eq!(c.conf_value("spark.app.name"), Some("a=b"));
        assert!(c.verbose);
        assert_eq!(c.main_class.as_deref(), Some("C"));
        assert!(c.warnings.iter().any(|w| w.contains("ignores `=1`")));
        // A value with a line break is not the `=` form (Java's `.`).
        let e = parse_spark_submit("spark-submit '--name=a\nb' x.jar").unwrap_err();
        assert!(matches!(e, SubmitParseError::UnrecognizedOption { .. }));
        assert_eq!(split_eq_option("--=x"), None);
        assert_eq!(split_eq_option("--a=x"), Some(("--a", "x")));
        assert_eq!(split_eq_option("-c=x"), None);
    }

    #[test]
    fn program_detection() {
        for prog in [
            "spark-submit",
            "./bin/spark-submit",
            "/opt/spark/bin/spark-submit",
            "${SPARK_HOME}/bin/spark-submit",
            "$SPARK_HOME/bin/spark-submit",
            "\"$SPARK_HOME\"/bin/spark-submit",
        ] {
            let c = parse_spark_submit(&format!("{prog} --class A x.jar")).unwrap();
            assert_eq!(c.main_resource.as_deref(), Some("x.jar"), "{prog}");
            assert!(c.program.is_some());
        }
        let c = parse_spark_submit(
            "$ SPARK_HOME=/opt/spark HADOOP_CONF_DIR=/etc/hadoop env X=1 spark-submit --class A x.jar",
        )
        .unwrap();
        assert_eq!(
            c.env,
            kv(&[
                ("SPARK_HOME", "/opt/spark"),
                ("HADOOP_CONF_DIR", "/etc/hadoop"),
                ("X", "1")
            ])
        );
        let c = parse_spark_submit("--class A --master k8s://x local:///x.jar").unwrap();
        assert_eq!(c.program, None);
        assert_eq!(c.warnings.len(), 1);
        let e = parse_spark_submit("pyspark --master k8s://x").unwrap_err();
        assert!(e.to_string().contains("interactive shell"), "{e}");
        let e = parse_spark_submit("kubectl apply -f x.yaml").unwrap_err();
        assert!(
            matches!(e, SubmitParseError::NotSparkSubmit { ref program, .. } if program == "kubectl")
        );
        assert_eq!(
            parse_spark_submit("  \n # only a comment\n"),
            Err(SubmitParseError::Empty)
        );
        assert_eq!(parse_spark_submit("A=1 B=2"), Err(SubmitParseError::Empty));
        // A quoted `=` is not an assignment.
        let e = parse_spark_submit("\"A=1\" spark-submit").unwrap_err();
        assert!(matches!(e, SubmitParseError::NotSparkSubmit { .. }));
    }

    #[test]
    fn multi_line_paste_with_prompts_and_sloppy_continuations() {
        let c = parse_spark_submit(
            "$ spark-submit \\\n> --master k8s://https://h:443 \\   \n  --class A \\\n\
             > local:///x.jar a b\n",
        )
        .unwrap();
        assert_eq!(c.conf_value("spark.master"), Some("k8s://https://h:443"));
        assert_eq!(c.app_args, vec!["a", "b"]);
        assert_eq!(c.warnings.len(), 1, "{:?}", c.warnings);
        assert!(c.warnings[0].contains("blanks after the line-continuation"));
        // Missing backslashes: still one command, with a warning.
        let c = parse_spark_submit("spark-submit\n--class A\nlocal:///x.jar\n").unwrap();
        assert_eq!(c.main_resource.as_deref(), Some("local:///x.jar"));
        assert_eq!(c.warnings.len(), 2, "{:?}", c.warnings);
    }

    #[test]
    fn paste_accidents_are_reported() {
        let c =
            parse_spark_submit("spark-submit --class A \u{2013}master k8s://x app.jar").unwrap();
        assert_eq!(c.main_resource.as_deref(), Some("\u{2013}master"));
        assert!(
            c.warnings.iter().any(|w| w.contains("typographic dash")),
            "{:?}",
            c.warnings
        );
        let c = parse_spark_submit(
            "spark-submit --class A --conf spark.x=$HOME/a --jars /opt/*.jar x.jar",
        )
        .unwrap();
        assert!(
            c.warnings.iter().any(|w| w.contains("`$HOME`")),
            "{:?}",
            c.warnings
        );
        assert!(
            c.warnings.iter().any(|w| w.contains("wildcard")),
            "{:?}",
            c.warnings
        );
        assert!(
            c.warnings.iter().any(|w| w.contains("no URI scheme")),
            "{:?}",
            c.warnings
        );
        let c = parse_spark_submit("spark-submit --class A --conf 'spark.x = 1' local:///x.jar")
            .unwrap();
        assert_eq!(c.conf_value("spark.x "), Some(" 1"));
        assert!(
            c.warnings.iter().any(|w| w.contains("surrounding blanks")),
            "{:?}",
            c.warnings
        );
        let c = parse_spark_submit("spark-submit --class A --master=k8s://<host> local:///x.jar")
            .unwrap();
        assert!(
            c.warnings.iter().any(|w| w.contains("placeholder")),
            "{:?}",
            c.warnings
        );
    }

    #[test]
    fn validation_like_spark() {
        let v35 = Release::of(SparkVersion::V3_5_5);
        let v43 = Release::of(SparkVersion::V4_3_0);
        let c = parse_spark_submit("spark-submit --master k8s://x local:///x.jar").unwrap();
        assert_eq!(
            c.spark_errors(v35),
            vec![
                "Failed to get main class in JAR with error 'No FileSystem for scheme \"local\"'.  \
                 Please specify one with --class."
            ]
        );
        let c = parse_spark_submit("spark-submit --class C").unwrap();
        assert_eq!(c.spark_errors(v35), vec!["Missing application resource."]);
        let c = parse_spark_submit(
            "spark-submit --class C --executor-memory 0 --driver-memory 1ki --executor-cores x \
             --conf spark.executor.instances=0 x.jar",
        )
        .unwrap();
        assert_eq!(
            c.spark_errors(v35),
            vec![
                "Driver memory must be a positive number",
                "Executor memory must be a positive number",
                "Executor cores must be a positive number",
                "Number of executors must be a positive number",
            ]
        );
        assert_eq!(c.spark_errors(v43).len(), 3); // 4.3 accepts `1ki`
        let c = parse_spark_submit(
            "spark-submit --class C --executor-cores +3 --num-executors 0 \
             --conf spark.dynamicAllocation.enabled=TRUE --total-executor-cores x x.jar",
        )
        .unwrap();
        assert_eq!(
            c.spark_errors(v35),
            vec!["Total executor cores must be a positive number"]
        );
        let c = parse_spark_submit("spark-submit --remote sc://h --master k8s://x --class C x.jar")
            .unwrap();
        assert_eq!(
            c.spark_errors(v35),
            vec!["Remote cannot be specified with master and/or deploy mode."]
        );
        let c = parse_spark_submit("spark-submit --load-spark-defaults --class C x.jar").unwrap();
        assert!(c.load_spark_defaults);
        assert_eq!(
            c.spark_errors(v35),
            vec!["Unrecognized option: --load-spark-defaults"]
        );
        assert!(c.spark_errors(v43).is_empty());
    }

    #[test]
    fn helpers() {
        assert!(has_uri_scheme("local:///x"));
        assert!(has_uri_scheme("s3a://b/k"));
        assert!(!has_uri_scheme("/abs/x.jar"));
        assert!(!has_uri_scheme("rel/x.jar"));
        assert!(!has_uri_scheme("1a:x"));
        assert_eq!(java_parse_int("+3"), Some(3));
        assert_eq!(java_parse_int("-3"), Some(-3));
        assert_eq!(java_parse_int("2147483648"), None);
        assert_eq!(java_parse_int(" 3"), None);
        assert_eq!(java_parse_int("+"), None);
        assert_eq!(levenshtein("--mastr", "--master"), 1);
    }

    /// `testdata/spark-submit-jars.jsonl`: each command was split by bash, run through the real
    /// launcher (`org.apache.spark.launcher.Main`) and then `SparkSubmitArguments` +
    /// `SparkSubmit.prepareSubmitEnvironment` of Spark 3.5.5 and 4.3.0; recorded are the
    /// resulting SparkConf (without `spark.app.submitTime`) and the Kubernetes client's child
    /// arguments, or the error message spark-submit printed.
    #[test]
    fn matches_spark_submit_of_the_jars() {
        let data = include_str!("testdata/spark-submit-jars.jsonl");
        let mut n = 0;
        for line in data.lines().filter(|l| !l.trim().is_empty()) {
            let rec: serde_json::Value = serde_json::from_str(line).unwrap();
            let cmd = rec["cmd"].as_str().unwrap();
            for (version, dialect) in [
                ("3.5.5", Release::of(SparkVersion::V3_5_5)),
                ("4.3.0", Release::of(SparkVersion::V4_3_0)),
            ] {
                let want = &rec[version];
                let parsed = parse_spark_submit(cmd);
                if let Some(err) = want.get("error").and_then(|e| e.as_str()) {
                    match &parsed {
                        Err(e) => assert!(
                            e.to_string().contains(err),
                            "{version} {cmd}: {e} should mention {err}"
                        ),
                        Ok(c) => assert_eq!(
                            c.spark_errors(dialect),
                            vec![err.to_string()],
                            "{version} {cmd}"
                        ),
                    }
                    n += 1;
                    continue;
                }
                let c = parsed.unwrap_or_else(|e| panic!("{version} {cmd}: {e}"));
                assert!(
                    c.spark_errors(dialect).is_empty(),
                    "{version} {cmd}: {:?}",
                    c.spark_errors(dialect)
                );
                // What Spark derives on top of the command line (no properties file, empty env).
                let res = c.main_resource.clone().unwrap();
                let mut expected: std::collections::BTreeMap<String, String> =
                    c.effective_conf().into_iter().collect();
                expected
                    .entry("spark.app.name".into())
                    .or_insert_with(|| c.default_app_name().unwrap());
                expected.entry("spark.submit.pyFiles".into()).or_default();
                if !c.is_python() && !c.is_r() {
                    let jars = expected.entry("spark.jars".into()).or_default();
                    if !jars.is_empty() {
                        jars.push(',');
                    }
                    jars.push_str(&res);
                }
                let got: std::collections::BTreeMap<String, String> = want["conf"]
                    .as_object()
                    .unwrap()
                    .iter()
                    .map(|(k, v)| (k.clone(), v.as_str().unwrap().to_string()))
                    .collect();
                assert_eq!(got, expected, "{version} {cmd}");

                // Child arguments of KubernetesClientApplication.
                let child: Vec<&str> = want["childArgs"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|v| v.as_str().unwrap())
                    .collect();
                let mut expected_child: Vec<String> = Vec::new();
                let main_class = if c.is_python() {
                    expected_child.extend(["--primary-py-file".to_string(), res.clone()]);
                    "org.apache.spark.deploy.PythonRunner".to_string()
                } else {
                    expected_child.extend(["--primary-java-resource".to_string(), res.clone()]);
                    c.main_class.clone().unwrap()
                };
                expected_child.extend(["--main-class".to_string(), main_class]);
                for a in &c.app_args {
                    expected_child.extend(["--arg".to_string(), a.clone()]);
                }
                if let Some(u) = &c.proxy_user {
                    expected_child.extend(["--proxy-user".to_string(), u.clone()]);
                }
                assert_eq!(child, expected_child, "{version} {cmd}");
                n += 1;
            }
        }
        assert!(n >= 70, "only {n} checks");
    }

    proptest! {
        #[test]
        fn never_panics(s in "\\PC*") {
            let _ = parse_spark_submit(&s);
        }

        #[test]
        fn never_panics_on_shellish_input(
            s in "(spark-submit |\\$ )?([ \\t\\n'\"\\\\$`#;|&<>(){}=a-c0-9-]|--conf|--master|-c|x\\.jar){0,30}"
        ) {
            if let Ok(c) = parse_spark_submit(&s) {
                let _ = c.effective_conf();
                let _ = c.spark_errors(Release::of(SparkVersion::V3_5_5));
                let _ = c.default_app_name();
            }
        }

        /// Words quoted with single quotes come back unchanged.
        #[test]
        fn single_quoted_words_round_trip(ws in proptest::collection::vec("[^']{0,10}", 0..6)) {
            let line: Vec<String> = ws.iter().map(|w| format!("'{w}'")).collect();
            let got = words(&line.join(" "));
            prop_assert_eq!(got, ws);
        }

        #[test]
        fn conf_values_round_trip(k in "spark\\.[a-z.]{1,10}", v in "[^'\\n]{0,20}") {
            let c = parse_spark_submit(&format!("spark-submit --conf '{k}={v}' --class A x.jar")).unwrap();
            prop_assert_eq!(c.effective_conf(), vec![(k, v)]);
        }
    }
}
