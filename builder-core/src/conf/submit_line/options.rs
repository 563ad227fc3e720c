//! spark-submit's option table: every option its launcher knows, in which releases, and what
//! it turns into.

use crate::release::{Known, SparkVersion};

/// What spark-submit does with an option.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Handling {
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

pub(super) struct OptSpec {
    names: &'static [&'static str],
    pub(super) takes_value: bool,
    /// The releases whose spark-submit accepts it (others: "Unrecognized option").
    pub(super) known: Known,
    pub(super) handling: Handling,
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

pub(super) fn find_option(arg: &str) -> Option<&'static OptSpec> {
    OPTIONS.iter().find(|spec| spec.names.contains(&arg))
}

pub(super) fn canonical(spec: &OptSpec) -> &'static str {
    spec.names.first().copied().unwrap_or("")
}

/// Java regex `.` does not match these.
fn is_java_line_terminator(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\u{85}' | '\u{2028}' | '\u{2029}')
}

/// `(--[^=]+)=(.+)` as a full match.
pub(super) fn split_eq_option(arg: &str) -> Option<(&str, &str)> {
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

/// `; did you mean `--master`?` for the long option closest to `typed` (at most two edits away;
/// the first in table order on a tie), or empty.
pub(super) fn suggest_option(typed: &str) -> String {
    let normalized = format!("--{}", typed.trim_start_matches('-'));
    let long = OPTIONS
        .iter()
        .flat_map(|s| s.names.iter().copied())
        .filter(|n| n.starts_with("--"));
    match crate::suggest::closest(&normalized, long, |_| 2) {
        Some(n) => format!("; did you mean `{n}`?"),
        None => String::new(),
    }
}
