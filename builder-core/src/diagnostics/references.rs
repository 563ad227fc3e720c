//! `${...}` references in conf values as Spark reads them ([`substitution`]): one that nothing
//! resolves stays as written (an environment variable sparkpods was not given is the usual
//! cause), and a key Spark reads by prefix (labels, annotations, env vars, volumes) is never
//! substituted at all.

use crate::rules;
use std::cell::RefCell;

use super::Diagnostic;
use crate::builder::Submission;
use crate::conf::SparkConf;
use crate::conf::registry::{self, KeyKind};
use crate::conf::substitution::{self, Reference};

pub(super) fn check_references(sub: &Submission, out: &mut Vec<Diagnostic>) {
    if !sub.conf.iter().any(|(_, v)| v.contains("${")) {
        return;
    }
    let conf = SparkConf::from_entries(
        sub.release,
        sub.conf.iter().map(|(k, v)| (k.as_str(), v.as_str())),
    )
    .with_env(&sub.env.vars);
    for (key, value) in sub.conf.iter().filter(|(_, v)| v.contains("${")) {
        match registry::lookup(key) {
            Some(k) if k.kind == KeyKind::Prefix && !k.is_namespace() => {
                out.push(Diagnostic::new(
                    &rules::NOT_SUBSTITUTED,
                    Some(key.clone()),
                    format!(
                        "{key} is read by its prefix {}, and Spark substitutes no ${{...}} in \
                         such keys: the value stays as written",
                        k.key
                    ),
                    None,
                ));
            }
            _ => unresolved(&conf, key, value, out),
        }
    }
}

/// The references of `value` that nothing resolves, each a finding on `key`.
fn unresolved(conf: &SparkConf, key: &str, value: &str, out: &mut Vec<Diagnostic>) {
    let missing: RefCell<Vec<(String, bool)>> = RefCell::new(Vec::new());
    let resolve = |r: Reference<'_>| {
        let found = conf.resolve(r);
        if found.is_none() {
            let what = match r {
                Reference::Env(name) => Some((format!("${{env:{name}}}"), true)),
                Reference::System(name) => Some((format!("${{system:{name}}}"), false)),
                Reference::Conf(name) if name.starts_with("spark.") => {
                    Some((format!("${{{name}}}"), false))
                }
                _ => None,
            };
            missing.borrow_mut().extend(what);
        }
        found
    };
    // A cycle is Spark's error, which the render reports.
    if substitution::substitute(value, &resolve).is_err() {
        return;
    }
    for (reference, env) in missing.into_inner() {
        let (message, hint) = if env {
            (
                format!(
                    "{key} reads {reference}, which the environment sparkpods was given does not \
                     set: Spark keeps the text as written"
                ),
                Some(
                    "give the variable as Spark's process would see it: --env NAME=VALUE, a \
                     `#@env NAME=VALUE` line, or the playground's Files"
                        .to_string(),
                ),
            )
        } else if reference.starts_with("${system:") {
            (
                format!(
                    "{key} reads {reference}, a system property of the JVM that reads it, which \
                     sparkpods does not know: it renders the text as written"
                ),
                None,
            )
        } else {
            (
                format!(
                    "{key} reads {reference}, which is not set and has no default: Spark keeps \
                     the text as written"
                ),
                None,
            )
        };
        out.push(Diagnostic::new(
            &rules::UNRESOLVED_REFERENCE,
            Some(key.to_string()),
            message,
            hint,
        ));
    }
}
