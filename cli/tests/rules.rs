//! Every rule of `check` holds to its documented example: the example's input makes the rule
//! report, the fixed input does not (run through the same checks the command runs).
#![allow(clippy::unwrap_used, clippy::panic)]

use std::path::Path;

use builder_core::{InputKind, Rule};
use sparkpods::app::AppOptions;
use sparkpods::check::{Config, Finding, Input, Settings, check_inputs, example_profile};

/// The findings of `check` on the example's input (or its fix) written to a file of `dir`
/// with the files it names, run as the command runs it.
fn findings(rule: &Rule, text: &str, fixed: bool, dir: &Path) -> Vec<Finding> {
    let example = &rule.example;
    for (path, content) in example.files {
        std::fs::write(dir.join(path), content).unwrap();
    }
    let profile = example.cluster.map(|(broken, good)| {
        example_profile(if fixed { good } else { broken })
            .unwrap_or_else(|e| panic!("{}: the example's cluster profile: {e}", rule.id))
    });
    let mut webhook = None;
    match example.flags {
        [] => {}
        ["--webhook", "off"] => webhook = Some(false),
        other => panic!("{}: no test reading of the flags {other:?}", rule.id),
    }
    let settings = Settings {
        app: AppOptions {
            cluster: profile.as_ref(),
            webhook,
            ..AppOptions::default()
        },
        ..Settings::default()
    };
    let name = match example.kind {
        InputKind::Conf => "example.conf",
        InputKind::SubmitLine => "example.sh",
        InputKind::Kubeflow | InputKind::Apache => "example.yaml",
    };
    let input = dir.join(name);
    std::fs::write(&input, text).unwrap();
    let outcome = check_inputs(&[Input::Path(input)], &settings, &Config::default(), dir);
    assert!(
        outcome.usage.is_none() && outcome.unreadable.is_empty(),
        "{}: {:?} {:?}",
        rule.id,
        outcome.usage,
        outcome.unreadable
    );
    outcome.findings
}

#[test]
fn every_rule_reports_its_example_and_not_its_fix() {
    let mut failures = Vec::new();
    for rule in sparkpods::rules::all() {
        let dir = tempfile::tempdir().unwrap();
        let example = &rule.example;
        let on_text = findings(rule, example.text, false, dir.path());
        let on_fixed = findings(rule, example.fixed, true, dir.path());
        let ids = |f: &[Finding]| f.iter().map(|f| f.rule.id).collect::<Vec<_>>();
        if !on_text.iter().any(|f| f.rule == rule) {
            failures.push(format!(
                "{}: the example does not report it (reports {:?})",
                rule.id,
                ids(&on_text)
            ));
        }
        if let Some(f) = on_fixed
            .iter()
            .find(|f| f.rule == rule && f.severity <= rule.severity)
        {
            failures.push(format!(
                "{}: the fix still reports it: {}",
                rule.id, f.message
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn rule_ids_are_unique_kebab_case_and_documented() {
    let mut seen = std::collections::BTreeSet::new();
    for rule in sparkpods::rules::all() {
        assert!(seen.insert(rule.id), "{} is declared twice", rule.id);
        assert!(
            rule.id.split('-').all(|w| !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())),
            "{} is not kebab-case",
            rule.id
        );
        assert!(
            rule.summary.ends_with('.') && rule.help.ends_with('.'),
            "{}",
            rule.id
        );
    }
}

/// docs/rules.md is `sparkpods rules --markdown`.
#[test]
fn the_rule_reference_is_current() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/rules.md");
    let written = std::fs::read_to_string(&path).unwrap_or_default();
    let made = sparkpods::rules::markdown();
    assert!(
        written == made,
        "docs/rules.md is not `sparkpods rules --markdown`: run \
         `cargo run -q -p sparkpods -- rules --markdown > docs/rules.md`"
    );
    for rule in sparkpods::rules::all() {
        assert!(
            made.contains(&format!("\n### {}\n", rule.id)),
            "{}",
            rule.id
        );
    }
}
