//! Many inputs at once: the files named (directories walked as ripgrep walks them, honouring
//! `.gitignore`, and standard input), each checked for what it holds, in parallel; the
//! configuration's rule levels applied, then the suppressions in the files.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use builder_core::rules::PARSE;
use sparkpods_cluster::rules::WEBHOOK_REJECTS;
use sparkpods_operators::rules::OPERATOR_REFUSES;

use crate::app::AppError;

use super::config::{Config, RuleLevel};
use super::finding::Finding;
use super::inputs::{Contents, WALKED_EXTENSIONS, classify};
use super::one_input::{check_app, check_conf};
use super::settings::{InputError, Settings};
use super::suppress::Suppressions;

/// An input named on the command line.
#[derive(Debug, Clone)]
pub enum Input {
    /// A file, or a directory to walk.
    Path(PathBuf),
    /// Standard input (`-`), already read.
    Stdin(String),
}

/// An input that could not be read at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unreadable {
    /// The input as named.
    pub file: String,
    /// Why.
    pub reason: String,
}

/// What checking the inputs found.
#[derive(Debug, Default)]
pub struct Outcome {
    /// Every finding, by file, then line and column.
    pub findings: Vec<Finding>,
    /// The inputs checked, in the order reported.
    pub files: Vec<String>,
    /// Inputs that could not be read.
    pub unreadable: Vec<Unreadable>,
    /// Named inputs that hold nothing of Spark's.
    pub not_spark: Vec<String>,
    /// A problem with the options that applies to every input (a `--set` that is no
    /// assignment).
    pub usage: Option<String>,
}

/// A file to check: how it is shown, where it is, whether it was named.
struct Job {
    shown: String,
    path: Option<PathBuf>,
    named: bool,
}

/// What one input gave.
enum Checked {
    Findings(Vec<Finding>),
    Unreadable(String),
    NotSpark,
    Usage(String),
}

/// Check `inputs` with `settings`, as `config` says; relative paths inside them resolve from
/// `base_dir`.
pub fn check_inputs(
    inputs: &[Input],
    settings: &Settings,
    config: &Config,
    base_dir: &Path,
) -> Outcome {
    let mut jobs = Vec::new();
    let mut stdin = None;
    let mut outcome = Outcome::default();
    for input in inputs {
        match input {
            Input::Stdin(text) => {
                stdin = Some(text.clone());
                jobs.push(Job {
                    shown: "-".to_string(),
                    path: None,
                    named: true,
                });
            }
            Input::Path(p) if p.is_dir() => walk(p, config, &mut jobs),
            Input::Path(p) => jobs.push(Job {
                shown: p.display().to_string(),
                path: Some(p.clone()),
                named: true,
            }),
        }
    }
    let results: Vec<Mutex<Option<Checked>>> = jobs.iter().map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(jobs.len().max(1));
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let (Some(job), Some(slot)) = (jobs.get(i), results.get(i)) else {
                        break;
                    };
                    let text = match &job.path {
                        None => Ok(stdin.clone().unwrap_or_default()),
                        Some(p) => read_text(p),
                    };
                    let checked = match text {
                        Err(reason) if job.named => Checked::Unreadable(reason),
                        Err(_) => Checked::NotSpark,
                        Ok(text) => check_one(job, &text, settings, config, base_dir),
                    };
                    if let Ok(mut s) = slot.lock() {
                        *s = Some(checked);
                    }
                }
            });
        }
    });
    for (job, slot) in jobs.iter().zip(results) {
        match slot.into_inner().ok().flatten() {
            Some(Checked::Findings(f)) => {
                outcome.files.push(job.shown.clone());
                outcome.findings.extend(f);
            }
            Some(Checked::Unreadable(reason)) => outcome.unreadable.push(Unreadable {
                file: job.shown.clone(),
                reason,
            }),
            Some(Checked::NotSpark) if job.named => outcome.not_spark.push(job.shown.clone()),
            Some(Checked::Usage(u)) => outcome.usage = Some(u),
            _ => {}
        }
    }
    outcome
}

/// The files of `dir` a walk reads: not ignored (`.gitignore`, `.ignore`, hidden files), of a
/// kind that can be Spark's, not excluded by the configuration; in path order.
fn walk(dir: &Path, config: &Config, jobs: &mut Vec<Job>) {
    let entering = config.clone();
    let mut found: Vec<PathBuf> = ignore::WalkBuilder::new(dir)
        .require_git(false)
        .filter_entry(move |e| {
            !e.file_type().is_some_and(|t| t.is_dir())
                || e.depth() == 0
                || entering.enters(e.path())
        })
        .build()
        .flatten()
        .filter(|e| e.file_type().is_some_and(|t| t.is_file()))
        .map(ignore::DirEntry::into_path)
        .filter(|p| {
            p.extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| WALKED_EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
                && config.walks(p)
        })
        .collect();
    found.sort();
    jobs.extend(found.into_iter().map(|p| Job {
        shown: p.display().to_string(),
        path: Some(p),
        named: false,
    }));
}

fn read_text(path: &Path) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    String::from_utf8(bytes).map_err(|_| "not UTF-8 text".to_string())
}

/// One input: what it holds, its findings, the configuration's levels and the suppressions.
fn check_one(
    job: &Job,
    text: &str,
    settings: &Settings,
    config: &Config,
    base_dir: &Path,
) -> Checked {
    let shown = job.shown.as_str();
    let found = match classify(job.path.as_deref(), text, job.named) {
        Contents::NotSpark => return Checked::NotSpark,
        Contents::Conf => check_conf(shown, text, base_dir, settings),
        Contents::Commands(commands) => commands
            .iter()
            .map(|(command, before)| {
                check_conf(shown, command, base_dir, settings).map(|f| shifted(f, *before))
            })
            .collect::<Result<Vec<_>, _>>()
            .map(|f| f.concat()),
        Contents::Applications(apps) => apps
            .iter()
            .map(|(app, before)| match check_app(shown, app, settings) {
                Ok(f) => Ok(shifted(f, *before)),
                Err(InputError::App(e)) => match refused(shown, before + 1, e) {
                    Ok(finding) => Ok(vec![finding]),
                    Err(usage) => Err(usage),
                },
                Err(e) => Err(e),
            })
            .collect::<Result<Vec<_>, _>>()
            .map(|f| f.concat()),
        Contents::Unreadable(why) => Ok(vec![whole_file(shown, 1, why)]),
    };
    let findings = match found {
        Ok(f) => f,
        Err(InputError::Set(why)) => return Checked::Usage(why),
        Err(InputError::App(e)) => return Checked::Usage(e.to_string()),
    };
    let findings = leveled(findings, config);
    Checked::Findings(suppressed(shown, text, findings, config, base_dir))
}

/// The finding of a SparkApplication that is not submitted (at its document's first line):
/// the operator refuses it, its pod webhook rejects the pod, or it does not read; options that
/// do not apply to it are a usage error.
fn refused(shown: &str, line: u32, e: AppError) -> Result<Finding, InputError> {
    let rule = match &e {
        AppError::OperatorRelease(_)
        | AppError::KubeflowFlagsForApache { .. }
        | AppError::Document { .. } => {
            return Err(InputError::App(e));
        }
        AppError::Kubeflow { .. } | AppError::Apache { .. } => &OPERATOR_REFUSES,
        AppError::WebhookRejects { .. } => &WEBHOOK_REJECTS,
        AppError::NotYamlOrJson { .. }
        | AppError::NotASparkApplication { .. }
        | AppError::KubeflowCommandLine { .. } => &PARSE,
    };
    // The message without the file's name in front: the finding names the file.
    let message = e.to_string();
    let message = message
        .strip_prefix(&format!("{shown}: "))
        .unwrap_or(&message)
        .to_string();
    Ok(Finding {
        rule,
        severity: rule.severity,
        ..whole_file(shown, line, message)
    })
}

/// A `parse` finding about the input as a whole.
fn whole_file(shown: &str, line: u32, message: String) -> Finding {
    Finding {
        rule: &PARSE,
        severity: PARSE.severity,
        file: shown.to_string(),
        line: Some(line),
        column: None,
        subject: None,
        message,
        hint: None,
        template: None,
    }
}

/// Findings of a part of a file, on the file's lines.
fn shifted(mut findings: Vec<Finding>, before: u32) -> Vec<Finding> {
    for f in &mut findings {
        f.line = f.line.map(|l| l + before);
    }
    findings
}

/// The findings at the configuration's levels: a rule turned off is dropped.
fn leveled(findings: Vec<Finding>, config: &Config) -> Vec<Finding> {
    findings
        .into_iter()
        .filter_map(|mut f| match config.rules.get(f.rule.id) {
            Some(RuleLevel::Off) => None,
            Some(RuleLevel::At(s)) => {
                f.severity = *s;
                Some(f)
            }
            None => Some(f),
        })
        .collect()
}

/// What the suppressions of the input (and of the pod templates its findings point into)
/// leave, and the findings about the input's suppressions.
fn suppressed(
    shown: &str,
    text: &str,
    findings: Vec<Finding>,
    config: &Config,
    base_dir: &Path,
) -> Vec<Finding> {
    let mut own = Suppressions::read(text);
    let mut templates: BTreeMap<String, Suppressions> = BTreeMap::new();
    let mut kept = Vec::new();
    for f in findings {
        let mut silenced = own.silences(f.rule.id, f.line);
        if let Some(t) = &f.template {
            let s = templates.entry(t.path.clone()).or_insert_with(|| {
                let path = t.path.strip_prefix("file://").unwrap_or(&t.path);
                std::fs::read_to_string(base_dir.join(path))
                    .map(|text| Suppressions::read(&text))
                    .unwrap_or_default()
            });
            silenced |= s.silences(f.rule.id, t.line);
        }
        if !silenced {
            kept.push(f);
        }
    }
    let off = |id: &str| config.rules.get(id) == Some(&RuleLevel::Off);
    kept.extend(leveled(own.own_findings(shown, off), config));
    kept.sort_by(|a, b| a.line.cmp(&b.line).then(a.column.cmp(&b.column)));
    kept
}
