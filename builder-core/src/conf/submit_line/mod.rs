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
//!   `--conf` without `=` fails there: `Invalid argument to --conf: <value>`.
//! * Every other option (`--master`, `--executor-memory`, `--num-executors`, `--jars`, ...) wins
//!   over a `--conf` of the same key **regardless of order** (`SparkSubmitArguments` takes the
//!   option and falls back to the property; `SparkSubmit` then sets the property from it).
//!   Repeating an option keeps the last value.
//! * `--conf` keys not starting with `spark.` are dropped with a warning
//!   (`Ignoring non-Spark config property: <key>`).
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
//!
//! The code follows the pipeline: `shell` splits the paste into words like bash (quotes,
//! escapes, continuations, prompts; operators and redirections end or leave the command),
//! `options` is spark-submit's option table (names, releases, what each maps to), and
//! `interpret` walks the words the way `SparkSubmitOptionParser` does. Problems that do not
//! stop spark-submit are [`LineWarning`]s, each with the line (and usually the column) it is about.

use std::collections::HashMap;
use std::fmt;

use super::bytes::byte_string_as_bytes;
use crate::inputs::DeployMode;
use crate::release::{Behaviour, Release};

mod interpret;
mod options;
mod shell;
#[cfg(test)]
mod tests;

pub use interpret::is_internal_or_shell;
use interpret::{
    env_assignment, interpret_args, is_python, is_r, is_spark_submit_program, java_parse_int,
    k8s_master_url, program_basename,
};
use options::find_option;
pub use shell::{ShellWord, ShellWords, split_shell_words};

/// A non-fatal warning about a pasted command line, where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineWarning {
    /// 1-based line it is about.
    pub line: u32,
    /// 1-based column (in chars) of the word it is about, when it is about one word.
    pub column: Option<u32>,
    /// What was found, without the position.
    pub message: String,
    /// Only of cluster mode: a path of the submitting machine, which a client-mode driver
    /// reads where it runs.
    pub cluster_only: bool,
}

impl LineWarning {
    /// A warning about the word starting at `line`, `column`.
    fn at(line: u32, column: u32, message: String) -> LineWarning {
        LineWarning {
            line,
            column: Some(column),
            message,
            cluster_only: false,
        }
    }

    /// A warning about a line as a whole.
    fn on_line(line: u32, message: String) -> LineWarning {
        LineWarning {
            line,
            column: None,
            message,
            cluster_only: false,
        }
    }

    /// The same warning, true of cluster mode only.
    fn in_cluster_mode(self) -> LineWarning {
        LineWarning {
            cluster_only: true,
            ..self
        }
    }
}

/// `line 3, column 5: message`, or `line 3: message` without a column.
impl fmt::Display for LineWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.column {
            Some(column) => write!(f, "line {}, column {column}: {}", self.line, self.message),
            None => write!(f, "line {}: {}", self.line, self.message),
        }
    }
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
    /// A documentation placeholder with blanks inside (`<KUBE CLUSTER IP>`): a shell reads its
    /// `<` and `>` as redirections and its words as separate arguments.
    #[error(
        "line {line}, column {column}: `{placeholder}` is a placeholder to fill in: a shell reads its \
         `<` and `>` as redirections and splits it at the blanks; write the value instead"
    )]
    Placeholder {
        /// The placeholder as written.
        placeholder: String,
        /// 1-based line.
        line: u32,
        /// 1-based column of its `<`.
        column: u32,
    },
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
    /// A line break ends the command where more of it follows: a shell runs spark-submit
    /// without the lines after it, and those lines as a command of their own.
    #[error("{}", command_ends_early(*line, end, *next_line, next))]
    CommandEndsEarly {
        /// 1-based line whose end ends the command.
        line: u32,
        /// Why the line break is not a continuation.
        end: LineEnd,
        /// 1-based line of the text after it.
        next_line: u32,
        /// The start of that line.
        next: String,
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

/// What a line of a pasted command does instead of continuing it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineEnd {
    /// No `\` before the line break.
    NoBackslash,
    /// A `\` followed by blanks: it escapes the first blank, not the line break.
    EscapedBlank {
        /// 1-based column of the `\`.
        column: u32,
        /// The blank is a carriage return: the file has Windows line endings.
        carriage_return: bool,
    },
    /// A comment, which runs to the end of the line (a `\` in it escapes nothing).
    Comment,
}

fn command_ends_early(line: u32, end: &LineEnd, next_line: u32, next: &str) -> String {
    let rest = format!(
        "so a shell ends the spark-submit command at the end of line {line} and runs line \
         {next_line} (`{next}`) as a command of its own"
    );
    match end {
        LineEnd::NoBackslash => {
            format!("line {line}: the line ends without `\\`, {rest}; end line {line} with ` \\`")
        }
        LineEnd::EscapedBlank {
            column,
            carriage_return: false,
        } => format!(
            "line {line}, column {column}: the `\\` is followed by blanks, {rest}; delete the \
             blanks after the `\\`"
        ),
        LineEnd::EscapedBlank {
            column,
            carriage_return: true,
        } => format!(
            "line {line}, column {column}: the `\\` is followed by a carriage return (Windows \
             line endings), {rest}; save the file with Unix (LF) line endings"
        ),
        LineEnd::Comment => format!(
            "line {line}: the comment runs to the end of the line, {rest}; move the comment \
             out of the command"
        ),
    }
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
    /// A line of the `--properties-file`: only where no option or `--conf` sets the key
    /// (`SparkSubmitArguments.mergeDefaultSparkProperties`).
    PropertiesFile,
    /// An environment variable spark-submit falls back to (`MASTER`, `DEPLOY_MODE`,
    /// `SPARK_DRIVER_MEMORY`, `SPARK_EXECUTOR_MEMORY`, `SPARK_EXECUTOR_CORES`:
    /// `SparkSubmitArguments.loadEnvironmentArguments`), set before the command: only where
    /// nothing else sets the key.
    Environment,
}

/// The environment variables spark-submit reads a property from when nothing else sets it.
const ENV_FALLBACKS: &[(&str, &str)] = &[
    ("MASTER", "spark.master"),
    ("DEPLOY_MODE", "spark.submit.deployMode"),
    ("SPARK_DRIVER_MEMORY", "spark.driver.memory"),
    ("SPARK_EXECUTOR_MEMORY", "spark.executor.memory"),
    ("SPARK_EXECUTOR_CORES", "spark.executor.cores"),
];

impl OriginKind {
    /// Which source decides a key several set (`SparkSubmitArguments`): options over `--conf`s
    /// and launcher options, over the properties files, over the environment.
    fn rank(self) -> u8 {
        match self {
            OriginKind::Environment => 0,
            OriginKind::PropertiesFile => 1,
            OriginKind::Conf | OriginKind::LauncherOption => 2,
            OriginKind::SubmitOption => 3,
        }
    }
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

impl SubmitConfEntry {
    /// Whether this entry, set after `earlier`, decides their key instead: it ranks as high or
    /// higher (the later of a rank wins).
    fn outranks(&self, earlier: &SubmitConfEntry) -> bool {
        self.origin.kind.rank() >= earlier.origin.kind.rank()
    }
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
    /// The properties files whose text was given ([`SubmitCommand::read_properties_files`]):
    /// spark-submit fails for the others as for a file that does not exist.
    pub properties_files_read: Vec<String>,
    /// `--extra-properties-file` (Spark 4.x only), in order.
    pub extra_properties_files: Vec<String>,
    /// `--load-spark-defaults` (Spark 4.x only).
    pub load_spark_defaults: bool,
    /// The `spark-defaults.conf` of the environment (`$SPARK_CONF_DIR`, else
    /// `$SPARK_HOME/conf`: `Utils.getDefaultPropertiesFile`), which spark-submit reads when no
    /// `--properties-file` is given (or `--load-spark-defaults` is), below every other source;
    /// set by the caller, who knows the environment (`default_properties_file`).
    pub spark_defaults: Option<String>,
    /// `--verbose` / `-v`.
    pub verbose: bool,
    /// Non-fatal warnings: ignored options, shell constructs, paste accidents, ...
    pub warnings: Vec<LineWarning>,
}

/// `Utils.getDefaultPropertiesFile`: `spark-defaults.conf` in `SPARK_CONF_DIR`, else in
/// `SPARK_HOME/conf`, of spark-submit's environment (`var`).
pub fn default_properties_file(var: impl Fn(&str) -> Option<String>) -> Option<String> {
    let dir = var("SPARK_CONF_DIR").or_else(|| var("SPARK_HOME").map(|h| format!("{h}/conf")))?;
    Some(format!("{}/spark-defaults.conf", dir.trim_end_matches('/')))
}

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

/// Parses a pasted spark-submit command. See the module docs for the rules.
///
/// ```
/// use builder_core::parse_spark_submit;
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
    parse_submit_words(split_shell_words(cmd)?)
}

/// [`parse_spark_submit`] of a command a program runs without a shell, word by word (an
/// operator's generated `spark-submit` and its arguments): `words` as [`ShellWord::argument`]
/// makes them, at the columns the command line that shows them writes them.
pub fn parse_spark_submit_args(words: Vec<ShellWord>) -> Result<SubmitCommand, SubmitParseError> {
    parse_submit_words(ShellWords {
        words,
        warnings: Vec::new(),
    })
}

/// What spark-submit makes of the command's words.
fn parse_submit_words(split: ShellWords) -> Result<SubmitCommand, SubmitParseError> {
    let mut out = SubmitCommand {
        warnings: split.warnings,
        ..SubmitCommand::default()
    };
    let mut words = split.words;
    // Where the command starts (the environment's origin, below).
    let (line, column) = words.first().map_or((1, 1), |w| (w.line, w.column));

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
        out.warnings.push(LineWarning::at(
            first.line,
            first.column,
            "the command does not start with spark-submit; its words are read as spark-submit's \
             arguments"
                .to_string(),
        ));
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
    // The words after the program, moved (not copied) into the command once read.
    let args = words.split_off(i.min(words.len()));
    interpret_args(&mut out, &args)?;
    out.args = args;
    // The leading `NAME=value` words are the environment spark-submit runs in.
    for (name, key) in ENV_FALLBACKS {
        let Some((_, value)) = out.env.iter().rev().find(|(n, _)| n == name) else {
            continue;
        };
        out.conf.push(SubmitConfEntry {
            key: (*key).to_string(),
            value: value.clone(),
            origin: ConfOrigin {
                option: (*name).to_string(),
                canonical: "environment",
                kind: OriginKind::Environment,
                arg_index: 0,
                line,
                column,
            },
        });
    }
    Ok(out)
}

impl SubmitCommand {
    /// The properties Spark ends up with from this command line alone, in order of first
    /// appearance: options beat `--conf`s of the same key; among `--conf`s and launcher options
    /// the last wins; keys not starting with `spark.` are dropped. (A properties file only
    /// fills keys missing here.)
    pub fn effective_conf(&self) -> Vec<(String, String)> {
        // Each key's deciding entry, in order of the key's first appearance; the map gives a
        // key's slot.
        let mut deciding: Vec<&SubmitConfEntry> = Vec::with_capacity(self.conf.len());
        let mut slot: HashMap<&str, usize> = HashMap::with_capacity(self.conf.len());
        for e in self.conf.iter().filter(|e| e.key.starts_with("spark.")) {
            match slot.get(e.key.as_str()) {
                Some(&at) => {
                    if let Some(current) = deciding.get_mut(at)
                        && e.outranks(current)
                    {
                        *current = e;
                    }
                }
                None => {
                    slot.insert(e.key.as_str(), deciding.len());
                    deciding.push(e);
                }
            }
        }
        deciding
            .into_iter()
            .map(|e| (e.key.clone(), e.value.clone()))
            .collect()
    }

    /// The entry that decides `key` in [`SubmitCommand::effective_conf`], for error messages.
    pub fn conf_source(&self, key: &str) -> Option<&SubmitConfEntry> {
        self.conf
            .iter()
            .filter(|e| e.key == key)
            .fold(None, |current, e| match current {
                Some(c) if !e.outranks(c) => Some(c),
                _ => Some(e),
            })
    }

    /// The properties files spark-submit reads, in its order: `--properties-file`, then each
    /// `--extra-properties-file` (4.2.0 and later), a later one's keys over an earlier one's.
    pub fn properties_files(&self) -> Vec<&str> {
        let defaults = self
            .spark_defaults
            .iter()
            .filter(|_| self.properties_file.is_none() || self.load_spark_defaults);
        // The environment's defaults first: a later file's keys win.
        defaults
            .chain(&self.properties_file)
            .chain(&self.extra_properties_files)
            .map(String::as_str)
            .collect()
    }

    /// Reads the properties files with `read` (their text, `None` for a file the submitting
    /// machine does not have) as spark-submit does (`Utils.getPropertiesFromFile`:
    /// `Properties.load`, values trimmed, the last of a key wins): their `spark.` keys count
    /// where no option or `--conf` sets them; the others are ignored with spark-submit's
    /// warning.
    pub fn read_properties_files(
        &mut self,
        read: impl Fn(&str) -> Option<String>,
    ) -> Result<(), String> {
        let paths: Vec<String> = self
            .properties_files()
            .into_iter()
            .map(str::to_string)
            .collect();
        for path in paths {
            let Some(text) = read(&path) else { continue };
            let entries = crate::conf::properties::parse_properties(&text)
                .map_err(|e| format!("Failed when loading Spark properties file {path}: {e}"))?;
            let option = self
                .options
                .iter()
                .rev()
                .find(|o| {
                    matches!(o.canonical, "--properties-file" | "--extra-properties-file")
                        && o.value.as_deref() == Some(path.as_str())
                })
                .map(|o| (o.typed.clone(), o.canonical, o.arg_index));
            let (typed, canonical, arg_index) =
                option.unwrap_or(("--properties-file".to_string(), "--properties-file", 0));
            let (line, column) = self
                .args
                .get(arg_index)
                .map_or((1, 1), |w| (w.line, w.column));
            for e in crate::conf::properties::last_wins(entries) {
                if !e.key.starts_with("spark.") {
                    self.warnings.push(LineWarning::at(
                        line,
                        column,
                        format!(
                            "Ignoring non-Spark config property: {} (line {} of {path})",
                            e.key, e.line
                        ),
                    ));
                    continue;
                }
                self.conf.push(SubmitConfEntry {
                    key: e.key,
                    value: e.value,
                    origin: ConfOrigin {
                        option: typed.clone(),
                        canonical,
                        kind: OriginKind::PropertiesFile,
                        arg_index,
                        line,
                        column,
                    },
                });
            }
            self.properties_files_read.push(path);
        }
        Ok(())
    }

    /// The effective value of a property set on the command line.
    pub fn conf_value(&self, key: &str) -> Option<&str> {
        if !key.starts_with("spark.") {
            return None;
        }
        self.conf_source(key).map(|e| e.value.as_str())
    }

    /// `spark.master` as `SparkSubmit` sets it: a `k8s://` URL without a scheme gets
    /// `https://`; other values (and masters Spark rejects) as written.
    /// Where spark-submit runs the driver: `--deploy-mode`, else `spark.submit.deployMode`,
    /// else `DEPLOY_MODE`, else client (`SparkSubmit.prepareSubmitEnvironment`).
    pub fn deploy_mode(&self) -> DeployMode {
        match self.conf_value("spark.submit.deployMode") {
            Some("cluster") => DeployMode::Cluster,
            _ => DeployMode::Client,
        }
    }

    /// `spark.master` as the Kubernetes client reads it (`k8s://host` as `https://host`), as written when it is not a Kubernetes master.
    pub fn resolved_master(&self) -> Option<String> {
        let master = self.conf_value("spark.master")?;
        Some(k8s_master_url(master, None).unwrap_or_else(|_| master.to_string()))
    }

    /// The class the driver runs: `SparkSubmit` runs a `.py` resource with
    /// `org.apache.spark.deploy.PythonRunner` and an `.R` one with `RRunner` in Kubernetes
    /// cluster mode, whatever `--class` says; otherwise `--class`, if given.
    pub fn driver_main_class(&self) -> Option<&str> {
        if self.is_python() {
            Some("org.apache.spark.deploy.PythonRunner")
        } else if self.is_r() {
            Some("org.apache.spark.deploy.RRunner")
        } else {
            self.main_class.as_deref()
        }
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
        // The environment's defaults file is read only when it is there.
        for path in self
            .properties_file
            .iter()
            .chain(&self.extra_properties_files)
        {
            if !self.properties_files_read.iter().any(|r| r == path) {
                errs.push(format!(
                    "requirement failed: Properties file {path} does not exist"
                ));
            }
        }
        for o in &self.options {
            if find_option(&o.typed).is_some_and(|s| !s.known.in_release(release.version())) {
                errs.push(format!("Unrecognized option: {}", o.typed));
            }
        }
        let Some(res) = self.main_resource.as_deref() else {
            errs.push("Missing application resource.".to_string());
            return errs;
        };
        if let Some(master) = self.conf_value("spark.master")
            && master.starts_with("k8s")
            && let Err(e) = k8s_master_url(master, Some(release))
        {
            errs.push(e);
        }
        // `prepareSubmitEnvironment`: what cluster mode cannot run.
        let class = self.main_class.as_deref().unwrap_or_default();
        let refusal = if matches!(res, "spark-shell" | "pyspark-shell" | "sparkr-shell")
            || class == "org.apache.spark.repl.Main"
        {
            Some("Spark shells")
        } else if class == "org.apache.spark.sql.hive.thriftserver.SparkSQLCLIDriver" {
            Some("Spark SQL shell")
        } else if class == "org.apache.spark.sql.hive.thriftserver.HiveThriftServer2" {
            Some("Spark Thrift server")
        } else {
            None
        };
        if let Some(what) = refusal
            && self.deploy_mode() == DeployMode::Cluster
        {
            errs.push(format!("Cluster deploy mode is not applicable to {what}."));
        }
        let remote = self.conf_value("spark.remote").is_some()
            && release.has(Behaviour::RefusesRemoteWithMaster);
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
        if let Some(v) = self.conf_value("spark.driver.cores")
            && !positive_int(v)
        {
            errs.push("Driver cores must be a positive number".to_string());
        }
        // The launcher (SparkSubmitCommandBuilder) refuses a heap set through java options.
        for key in [
            "spark.driver.extraJavaOptions",
            "spark.driver.defaultJavaOptions",
        ] {
            if let Some(v) = self.conf_value(key)
                && v.contains("Xmx")
            {
                errs.push(format!(
                    "Not allowed to specify max heap(Xmx) memory settings through java options \
                     (was {v}). Use the corresponding --driver-memory or spark.driver.memory \
                     configuration instead."
                ));
            }
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
