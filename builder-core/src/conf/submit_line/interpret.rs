//! The interpreter: the words after the program read the way `SparkSubmitOptionParser`,
//! the launcher and `SparkSubmitArguments` read them.

use super::options::{Handling, canonical, find_option, split_eq_option, suggest_option};
use super::{
    ConfOrigin, LineWarning, OriginKind, ShellWord, SubmitCommand, SubmitConfEntry, SubmitOption,
    SubmitParseError,
};
use crate::release::{Behaviour, Release};

pub(super) fn program_basename(word: &str) -> &str {
    word.rsplit(['/', '\\']).next().unwrap_or(word)
}

pub(super) fn is_spark_submit_program(word: &str) -> bool {
    matches!(
        program_basename(word),
        "spark-submit" | "spark-submit.sh" | "spark-submit.cmd" | "spark-submit2.cmd"
    )
}

/// `NAME=value` with an unquoted, valid shell name.
pub(super) fn env_assignment(w: &ShellWord) -> Option<(String, String)> {
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
pub(super) fn has_uri_scheme(s: &str) -> bool {
    let Some(colon) = s.find(':') else {
        return false;
    };
    let scheme = s.get(..colon).unwrap_or("");
    let mut chars = scheme.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
}

/// What a word is on the command line, as a warning names it: written only into a warning
/// (a generated command line has hundreds of words and no warnings).
#[derive(Clone, Copy)]
enum WordRole<'a> {
    Resource,
    InlineValue(&'a str),
    ValueOf(&'a str),
}

impl std::fmt::Display for WordRole<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WordRole::Resource => f.write_str("the application resource"),
            WordRole::InlineValue(option) => write!(f, "the {option}= option"),
            WordRole::ValueOf(option) => write!(f, "the value of {option}"),
        }
    }
}

/// Warnings about a word that look like copy-paste accidents.
fn paste_warnings(w: &ShellWord, what: WordRole<'_>, out: &mut Vec<LineWarning>) {
    let mut push = |message: String| out.push(LineWarning::at(w.line, w.column, message));
    // Typographic dashes, quotes and non-breaking spaces are never ASCII: most words are, and
    // are passed over at once (a SparkApplication's generated command line has hundreds).
    let typographic = !w.text.is_ascii();
    if typographic && w.text.starts_with(['\u{2013}', '\u{2014}', '\u{2212}']) {
        push(format!(
            "{what} `{}` starts with a typographic dash, not `-`: spark-submit does not \
             see an option here (retype it as `--{}`)",
            w.text,
            w.text
                .trim_start_matches(['\u{2013}', '\u{2014}', '\u{2212}', '-'])
        ));
    }
    if typographic
        && w.text
            .contains(['\u{201c}', '\u{201d}', '\u{2018}', '\u{2019}'])
    {
        push(format!(
            "{what} `{}` contains typographic quotes (“ ” ‘ ’), which a shell keeps as \
             ordinary characters; use plain ' or \"",
            w.text
        ));
    }
    if typographic && w.text.contains(['\u{a0}', '\u{2007}', '\u{202f}']) {
        push(format!(
            "{what} `{}` contains a non-breaking space (a shell does not split on it)",
            w.text
                .replace(['\u{a0}', '\u{2007}', '\u{202f}'], "\u{2423}")
        ));
    }
    if let (Some(a), Some(b)) = (w.text.find('<'), w.text.rfind('>'))
        && a < b
    {
        push(format!(
            "{what} `{}` contains a `<...>` placeholder; replace it with the real value",
            w.text
        ));
    }
    for e in &w.unexpanded {
        push(format!(
            "`{e}` in {what} `{}` is a shell expansion; it is kept literally, substitute \
             its value",
            w.text
        ));
    }
    if w.unquoted_glob {
        push(format!(
            "{what} `{}` has an unquoted wildcard; a shell would expand it against the \
             submitting machine's files (quote it to pass it to Spark unchanged)",
            w.text
        ));
    }
}

/// `Utils.checkAndGetK8sMasterUrl`, which `SparkSubmit` applies to a `k8s` master before it
/// becomes `spark.master`: a URL without a scheme gets `https://` (`k8s://10.0.0.1:6443` ->
/// `k8s://https://10.0.0.1:6443`), `http`/`https` stay as written, anything else is rejected
/// with the message of `release` (`None`: the rewrite alone, as every release does it).
pub(super) fn k8s_master_url(raw: &str, release: Option<Release>) -> Result<String, String> {
    let Some(address) = raw.strip_prefix("k8s://") else {
        return Err(
            "requirement failed: Kubernetes master URL must start with k8s://.".to_string(),
        );
    };
    if !address.contains("://") {
        return Ok(format!("k8s://https://{address}"));
    }
    // `new URI(address)`: a character no URI holds (an unexpanded `${VAR}`, a blank).
    if let Some(bad) = address.find(|c: char| {
        matches!(
            c,
            ' ' | '"' | '<' | '>' | '\\' | '^' | '`' | '{' | '|' | '}'
        ) || c.is_control()
    }) {
        let authority = address.find("://").map_or(0, |i| i + 3);
        let authority_end = address
            .get(authority..)
            .and_then(|rest| rest.find(['/', '?', '#']))
            .map_or(address.len(), |i| authority + i);
        return Err(if bad < authority_end {
            format!("Illegal character in authority at index {authority}: {address}")
        } else {
            format!("Illegal character in path at index {bad}: {address}")
        });
    }
    // `new URI(address).getScheme`: the text before the first `:` when it is a scheme.
    let scheme = address.split_once(':').map(|(s, _)| s).filter(|s| {
        s.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
    });
    match scheme {
        Some(s) if s.eq_ignore_ascii_case("https") || s.eq_ignore_ascii_case("http") => {
            Ok(raw.to_string())
        }
        other => {
            let scheme = other.unwrap_or("null");
            Err(
                if release.is_none_or(|r| r.has(Behaviour::MasterSchemeErrorNamesUrl)) {
                    format!("Invalid Kubernetes master scheme: {scheme} found in URL: {address}")
                } else {
                    format!("Invalid Kubernetes master scheme: {scheme}")
                },
            )
        }
    }
}

pub(super) fn is_python(res: &str) -> bool {
    res.ends_with(".py") || res == "pyspark-shell"
}

/// `SparkSubmit.isR`: `.R` or `.r`.
pub(super) fn is_r(res: &str) -> bool {
    res.ends_with(".R") || res.ends_with(".r") || res == "sparkr-shell"
}

/// A primary resource that names no file: `spark-internal` or one of the shells.
pub fn is_internal_or_shell(res: &str) -> bool {
    matches!(res, "spark-internal" | "spark-shell")
}

/// Special `--class` values for which the launcher mixes spark-submit and application options.
const SPECIAL_CLASSES: [&str; 4] = [
    "org.apache.spark.repl.Main",
    "org.apache.spark.sql.hive.thriftserver.SparkSQLCLIDriver",
    "org.apache.spark.sql.hive.thriftserver.HiveThriftServer2",
    "org.apache.spark.sql.connect.service.SparkConnectServer",
];

/// What spark-submit's parser makes of `args`, the words after the program (which the caller
/// keeps in `out.args` after).
pub(super) fn interpret_args(
    out: &mut SubmitCommand,
    args: &[ShellWord],
) -> Result<(), SubmitParseError> {
    let mut idx = 0;
    let mut warnings: Vec<LineWarning> = Vec::new();
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
            paste_warnings(w, WordRole::Resource, &mut warnings);
            if !has_uri_scheme(&w.text) && !is_internal_or_shell(&w.text) {
                warnings.push(LineWarning::at(
                    w.line,
                    w.column,
                    format!(
                        "the application resource `{}` has no URI scheme: spark-submit resolves \
                         it on the submitting machine to file:<absolute path> (use local:// for \
                         a file in the image, or a remote URL)",
                        w.text
                    ),
                )
                .in_cluster_mode());
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
                    warnings.push(LineWarning::at(
                        a.line,
                        a.column,
                        format!(
                            "`{e}` in application argument `{}` is a shell expansion; it is \
                             kept literally",
                            a.text
                        ),
                    ));
                }
            }
            break;
        };
        let option_index = idx;
        let value = if spec.takes_value {
            match inline_value {
                Some(v) => {
                    paste_warnings(w, WordRole::InlineValue(&arg), &mut warnings);
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
                    paste_warnings(v, WordRole::ValueOf(&arg), &mut warnings);
                    Some(v.text.clone())
                }
            }
        } else {
            if let Some(v) = &inline_value {
                warnings.push(LineWarning::at(
                    w.line,
                    w.column,
                    format!("`{arg}` takes no value; spark-submit ignores `={v}`"),
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
                if key == "spark.submit.deployMode"
                    && value_or_empty != "client"
                    && value_or_empty != "cluster"
                {
                    return Err(SubmitParseError::InvalidDeployMode {
                        value: value_or_empty,
                        line: w.line,
                        column: w.column,
                    });
                }
                if matches!(
                    key,
                    "spark.jars" | "spark.files" | "spark.archives" | "spark.submit.pyFiles"
                ) {
                    for item in value_or_empty.split(',').filter(|s| !s.trim().is_empty()) {
                        if !has_uri_scheme(item) {
                            warnings.push(LineWarning::on_line(
                                w.line,
                                format!(
                                    "`{item}` in {arg} has no URI scheme: spark-submit resolves \
                                     it on the submitting machine to file:<absolute path> (use \
                                     local:// for files in the image, or a remote URL)"
                                ),
                            )
                            .in_cluster_mode());
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
                    warnings.push(LineWarning::at(
                        w.line,
                        w.column,
                        format!(
                            "the --conf key `{k}` has surrounding blanks, which Spark keeps (it \
                             is not `{}`); write `--conf {}=...`",
                            k.trim(),
                            k.trim()
                        ),
                    ));
                }
                if !k.starts_with("spark.") {
                    warnings.push(LineWarning::at(
                        w.line,
                        w.column,
                        format!(
                            "spark-submit drops `--conf {k}=...` (\"Ignoring non-Spark config \
                             property: {k}\"): keys must start with `spark.`"
                        ),
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
                    warnings.push(LineWarning::on_line(
                        w.line,
                        format!(
                            "--class {value_or_empty} is a Spark shell/server class; the \
                             launcher mixes its arguments with spark-submit's"
                        ),
                    ));
                }
                out.main_class = value;
            }
            Handling::ProxyUser => out.proxy_user = value,
            Handling::PropertiesFile => out.properties_file = value,
            Handling::ExtraPropertiesFile => out.extra_properties_files.push(value_or_empty),
            Handling::LoadSparkDefaults => out.load_spark_defaults = true,
            Handling::Verbose => out.verbose = true,
            Handling::Ignored(why) => warnings.push(LineWarning::at(
                w.line,
                w.column,
                format!("`{arg}` {why}; spark-submit ignores it on Kubernetes"),
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
pub(super) fn java_parse_int(s: &str) -> Option<i32> {
    let digits = s.strip_prefix(['+', '-']).unwrap_or(s);
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    s.parse::<i32>().ok()
}
