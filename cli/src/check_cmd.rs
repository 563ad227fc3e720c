//! `sparkpods check`: files, directories (walked) and standard input, each checked for what it
//! holds, reported in one or more formats, with the exit status CI reads.
//!
//! Exit status: 0 no finding at the failing level (`--fail-on`, default error), 1 findings at
//! it, 2 a usage or configuration error, 3 an input that could not be read.

use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

use builder_core::Severity;
use sparkpods::check::report::{Format, render};
use sparkpods::check::{Config, FailOn, Input, Outcome, Settings, check_inputs};

use crate::{OperatorArgs, Versions, emit, load_profile};

/// What `check` takes.
#[derive(clap::Args)]
pub struct CheckArgs {
    /// Files and directories to check; `-` reads standard input (`helm template ... |
    /// sparkpods check -`). A file is a spark-defaults.conf, a pasted spark-submit command
    /// line, a shell script's spark-submit commands, or the SparkApplications of a YAML stream
    /// or JSON document. Directories are walked (honouring .gitignore): what is not Spark's is
    /// skipped.
    paths: Vec<PathBuf>,
    /// A conf file to check (the same as naming it).
    #[arg(long = "conf", value_name = "FILE")]
    conf: Vec<PathBuf>,
    #[command(flatten)]
    operator: OperatorArgs,
    #[command(flatten)]
    versions: Versions,
    /// The report's format on standard output [default: text].
    #[arg(long, value_parser = Format::NAMES)]
    format: Option<String>,
    /// Also (or instead) write a report in FORMAT to FILE (`--output sarif=results.sarif`);
    /// without `=FILE`, to standard output. Repeatable.
    #[arg(long = "output", value_name = "FORMAT[=FILE]")]
    output: Vec<String>,
    /// The same as `--format json`.
    #[arg(long, conflicts_with = "format")]
    json: bool,
    /// From which severity on a finding fails the check (exit status 1): error, warning, info
    /// or never [default: error, or the config's `fail-on`].
    #[arg(long, value_name = "LEVEL", value_parser = FailOn::NAMES)]
    fail_on: Option<String>,
    /// The configuration file [default: .sparkpods.toml in the working directory or the
    /// nearest parent that has one].
    #[arg(long, value_name = "FILE", conflicts_with = "no_config")]
    config: Option<PathBuf>,
    /// Use no configuration file.
    #[arg(long)]
    no_config: bool,
    /// Set a conf key on top of each conf, KEY=VALUE (repeatable).
    #[arg(long = "set", value_name = "KEY=VALUE")]
    set: Vec<String>,
    /// A cluster profile: what `kubectl get ns,limitrange,resourcequota,nodes -o yaml` prints
    /// (a List, a YAML stream or JSON). Also reports what the namespace's admission does to the
    /// pods and where the scheduler puts them, on the keys that set the values.
    #[arg(long, value_name = "FILE")]
    cluster: Option<PathBuf>,
}

fn usage(message: impl std::fmt::Display) -> ExitCode {
    eprintln!("sparkpods: {message}");
    ExitCode::from(2)
}

/// The reports to write: each format and where (`None`: standard output).
fn outputs(args: &CheckArgs) -> Result<Vec<(Format, Option<PathBuf>)>, String> {
    let mut out = Vec::new();
    for o in &args.output {
        let (name, file) = match o.split_once('=') {
            Some((n, f)) => (n, Some(PathBuf::from(f))),
            None => (o.as_str(), None),
        };
        let format = Format::parse(name).ok_or_else(|| {
            format!(
                "--output {o}: `{name}` is not a format ({})",
                Format::NAMES.join(", ")
            )
        })?;
        out.push((format, file));
    }
    let stdout_format = if args.json {
        Some(Format::Json)
    } else {
        args.format.as_deref().and_then(Format::parse)
    };
    if let Some(f) = stdout_format {
        out.push((f, None));
    } else if out.iter().all(|(_, file)| file.is_some()) {
        out.push((Format::Text, None));
    }
    if out.iter().filter(|(_, file)| file.is_none()).count() > 1 {
        return Err("more than one report to standard output: give the others a file (`--output sarif=FILE`)".into());
    }
    Ok(out)
}

pub fn run(args: CheckArgs) -> ExitCode {
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let config = match (&args.config, args.no_config) {
        (_, true) => Config::default(),
        (Some(path), false) => match Config::read(path) {
            Ok(c) => c,
            Err(e) => return usage(e),
        },
        (None, false) => match Config::discover(&cwd) {
            Ok(c) => c,
            Err(e) => return usage(e),
        },
    };
    let outputs = match outputs(&args) {
        Ok(o) => o,
        Err(e) => return usage(e),
    };
    let fail_on = args
        .fail_on
        .as_deref()
        .and_then(FailOn::parse)
        .or(config.fail_on)
        .unwrap_or_default();

    let mut inputs = Vec::new();
    for p in args
        .paths
        .iter()
        .chain(&args.conf)
        .chain(args.operator.app.iter())
    {
        if p.as_os_str() == "-" {
            let mut text = String::new();
            if let Err(e) = std::io::stdin().read_to_string(&mut text) {
                return usage(format!("cannot read standard input: {e}"));
            }
            inputs.push(Input::Stdin(text));
        } else {
            inputs.push(Input::Path(p.clone()));
        }
    }
    if inputs.is_empty() {
        return usage("check needs a FILE, a directory or - (standard input)");
    }

    let cluster_path = args.cluster.clone().or(config.cluster.clone());
    let profile = match cluster_path.as_deref().map(load_profile).transpose() {
        Ok(p) => p,
        Err(code) => return code,
    };
    let mut overrides = args.versions.overrides();
    for (key, value) in [
        ("spark-version", &config.spark_version),
        ("submit-version", &config.submit_version),
    ] {
        if let Some(v) = value
            && !overrides.iter().any(|(k, _)| k == key)
        {
            overrides.push((key.to_string(), v.clone()));
        }
    }
    let mut app = args.operator.options(profile.as_ref());
    if app.release.is_none() {
        app.release = config.operator_release.as_deref();
    }
    if app.webhook.is_none() {
        app.webhook = config.webhook;
    }
    let settings = Settings {
        overrides,
        set: args.set.clone(),
        app,
    };
    let outcome = check_inputs(&inputs, &settings, &config, &cwd);
    if let Some(u) = &outcome.usage {
        return usage(u);
    }
    for u in &outcome.unreadable {
        eprintln!("sparkpods: cannot read {}: {}", u.file, u.reason);
    }
    for f in &outcome.not_spark {
        eprintln!(
            "sparkpods: note: {f} holds nothing sparkpods checks (no Spark conf key, spark-submit command or SparkApplication)"
        );
    }
    let failed = outcome.findings.iter().any(|f| fail_on.fails(f.severity));
    let code = if !outcome.unreadable.is_empty() {
        ExitCode::from(3)
    } else if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    };
    for (format, file) in &outputs {
        let text = render(*format, &outcome, fail_on);
        match file {
            None => {
                if emit(&text, code) != code {
                    return ExitCode::from(2);
                }
            }
            Some(path) => {
                if let Err(e) = std::fs::write(path, text) {
                    return usage(format!("cannot write {}: {e}", path.display()));
                }
            }
        }
    }
    eprintln!("{}", summary(&outcome));
    code
}

/// `3 error(s), 1 warning(s), 2 note(s) in 4 file(s)`.
fn summary(outcome: &Outcome) -> String {
    let count = |s: Severity| outcome.findings.iter().filter(|f| f.severity == s).count();
    let notes = match count(Severity::Info) {
        0 => String::new(),
        n => format!(", {n} note(s)"),
    };
    let files = match outcome.files.len() {
        1 => String::new(),
        n => format!(" in {n} files"),
    };
    format!(
        "{} error(s), {} warning(s){notes}{files}",
        count(Severity::Error),
        count(Severity::Warning)
    )
}
