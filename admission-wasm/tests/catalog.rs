#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]
//! The policy as the Kubewarden catalog takes it: two entries, one per module of the crate
//! (spark-pods in `admission-wasm/`, spark-applications in `admission-wasm/spark-applications/`),
//! each a `metadata.yml` with every annotation `kwctl annotate` and `kwctl scaffold artifacthub`
//! need (its version the crate's) and an `artifacthub-pkg.yml` made of it and the one
//! `questions-ui.yml` (a typed, explained question for every setting) as kwctl makes it and
//! current, and a README whose settings reference and examples are the policy's own.

#[path = "../tools/artifacthub_pkg.rs"]
mod artifacthub_pkg;

use std::collections::BTreeSet;

use admission_wasm::validate_settings;
use admission_wasm::{MODES, RULE_FIELDS, SETTINGS_FIELDS, Settings, TEMPLATE_SPEC_FIELDS};
use artifacthub_pkg::{PkgError, created_at, generate, rfc3339};
use serde_json::{Value, json};

fn read(name: &str) -> String {
    std::fs::read_to_string(format!("{}/{name}", env!("CARGO_MANIFEST_DIR")))
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn yaml(name: &str) -> Value {
    serde_yaml::from_str(&read(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// A catalog entry: the module's name, the directory of its `metadata.yml` and
/// `artifacthub-pkg.yml`, and whether it mutates.
struct Entry {
    module: &'static str,
    dir: &'static str,
    mutating: bool,
}

const ENTRIES: [Entry; 2] = [
    Entry {
        module: "spark-pods",
        dir: "",
        mutating: true,
    },
    Entry {
        module: "spark-applications",
        dir: "spark-applications/",
        mutating: false,
    },
];

impl Entry {
    fn metadata(&self) -> String {
        format!("{}metadata.yml", self.dir)
    }

    fn annotation(&self, name: &str) -> String {
        yaml(&self.metadata())["annotations"][name]
            .as_str()
            .unwrap_or_else(|| panic!("{} has no annotation {name}", self.metadata()))
            .to_string()
    }
}

fn settings_valid(settings: &Value) -> Value {
    serde_json::from_slice(&validate_settings(&serde_json::to_vec(settings).unwrap())).unwrap()
}

#[test]
fn the_policy_version_is_the_crate_version() {
    for e in &ENTRIES {
        assert_eq!(
            e.annotation("io.kubewarden.policy.version"),
            env!("CARGO_PKG_VERSION"),
            "io.kubewarden.policy.version in {} must follow the crate's version",
            e.metadata()
        );
    }
    // spark-applications' policy.wasm is its own release's (spark-pods' is `v` + the version).
    assert_eq!(
        ENTRIES[1].annotation("com.github.release.tag"),
        format!("spark-applications/v{}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn metadata_has_what_kwctl_and_the_catalog_need() {
    use sparkpods_operators::{apache, kubeflow};
    let kubeflow_group = kubeflow::API_VERSION.split('/').next().unwrap();
    let plural = |kind: &str| format!("{}s", kind.to_ascii_lowercase());
    // The rules are the requests each module judges: pods, and the operators' resources by the
    // groups and kinds builder-core knows them by.
    let judged = [
        BTreeSet::from([(String::new(), "pods".to_string())]),
        BTreeSet::from([
            (kubeflow_group.to_string(), plural(kubeflow::KIND)),
            (kubeflow_group.to_string(), plural(kubeflow::SCHEDULED_KIND)),
            (apache::GROUP.to_string(), plural(apache::KIND)),
        ]),
    ];
    for (e, expected) in ENTRIES.iter().zip(judged) {
        entry_has_what_kwctl_and_the_catalog_need(e, expected);
    }
    // Two policies of one project: what only names the module differs.
    for shared in [
        "io.kubewarden.policy.author",
        "io.kubewarden.policy.url",
        "io.kubewarden.policy.source",
        "io.kubewarden.policy.license",
        "io.kubewarden.policy.severity",
        "io.kubewarden.policy.category",
    ] {
        assert_eq!(
            ENTRIES[0].annotation(shared),
            ENTRIES[1].annotation(shared),
            "{shared}"
        );
    }
    for e in &ENTRIES {
        assert_eq!(e.annotation("io.kubewarden.policy.title"), e.module);
        assert_eq!(
            e.annotation("io.kubewarden.policy.ociUrl"),
            format!("ghcr.io/sparkpods/policies/{}", e.module)
        );
    }
}

fn entry_has_what_kwctl_and_the_catalog_need(e: &Entry, mut expected: BTreeSet<(String, String)>) {
    let m = yaml(&e.metadata());
    let annotation = |name: &str| e.annotation(name);
    assert_eq!(m["executionMode"], "kubewarden-wapc");
    assert_eq!(m["mutating"], e.mutating);
    assert_eq!(m["backgroundAudit"], true);
    for required in [
        "io.kubewarden.policy.title",
        "io.kubewarden.policy.description",
        "io.kubewarden.policy.url",
        "io.kubewarden.policy.source",
        "io.kubewarden.policy.ociUrl",
        "io.kubewarden.policy.license",
        "io.kubewarden.policy.category",
        "io.artifacthub.displayName",
        "io.artifacthub.resources",
        "io.artifacthub.keywords",
    ] {
        assert!(!annotation(required).trim().is_empty(), "{required}");
    }
    // An author with an address (kwctl's maintainers are parsed from it).
    let author = annotation("io.kubewarden.policy.author");
    let (name, rest) = author.split_once('<').unwrap();
    assert!(
        !name.trim().is_empty() && rest.ends_with('>') && rest.contains('@'),
        "{author}"
    );
    // The audit scanner's levels.
    assert!(
        ["info", "low", "medium", "high", "critical"]
            .contains(&annotation("io.kubewarden.policy.severity").as_str())
    );
    for rule in m["rules"].as_array().unwrap() {
        assert_eq!(rule["operations"], json!(["CREATE", "UPDATE"]), "{rule}");
        for group in rule["apiGroups"].as_array().unwrap() {
            for resource in rule["resources"].as_array().unwrap() {
                let key = (
                    group.as_str().unwrap().to_string(),
                    resource.as_str().unwrap().to_string(),
                );
                assert!(
                    expected.remove(&key),
                    "{key:?} is not judged by {}",
                    e.module
                );
            }
        }
    }
    assert!(expected.is_empty(), "{} lacks {expected:?}", e.metadata());
}

#[test]
fn the_example_policies_use_the_published_modules_and_the_example_settings() {
    let settings: Value = serde_json::from_str(&read("examples/settings.json")).unwrap();
    for (e, file) in ENTRIES.iter().zip([
        "examples/cluster-admission-policy.yaml",
        "examples/cluster-admission-policy-sparkapplications.yaml",
    ]) {
        let module = format!(
            "registry://{}:v{}",
            e.annotation("io.kubewarden.policy.ociUrl"),
            env!("CARGO_PKG_VERSION")
        );
        let policy = yaml(file);
        assert_eq!(policy["spec"]["module"], module.as_str(), "{file}");
        assert_eq!(policy["spec"]["mutating"], e.mutating, "{file}");
        assert_eq!(policy["spec"]["settings"], settings, "{file}");
        // The policy's rules are the module's.
        assert_eq!(
            policy["spec"]["rules"],
            yaml(&e.metadata())["rules"],
            "{file}"
        );
    }
    assert_eq!(settings_valid(&settings), json!({"valid": true}));
}

#[test]
fn artifacthub_pkg_is_made_of_metadata_and_questions_and_current() {
    for e in &ENTRIES {
        let file = format!("{}artifacthub-pkg.yml", e.dir);
        let existing = read(&file);
        let at = created_at(&existing).unwrap_or_else(|| panic!("{file} has no createdAt"));
        let made = generate(&read(&e.metadata()), &read("questions-ui.yml"), at).unwrap();
        assert!(
            made == existing,
            "{file} is not what {} and questions-ui.yml make: run\n  cargo run -p admission-wasm --example artifacthub_pkg",
            e.metadata()
        );
        // What Artifact Hub reads of it.
        let pkg: Value = serde_yaml::from_str(&existing).unwrap();
        assert_eq!(pkg["version"], env!("CARGO_PKG_VERSION"));
        assert_eq!(pkg["name"], e.module);
        assert_eq!(
            pkg["annotations"]["kubewarden/questions-ui"],
            read("questions-ui.yml").as_str()
        );
        assert_eq!(
            pkg["annotations"]["kubewarden/mutation"],
            e.mutating.to_string()
        );
        let rules: Value =
            serde_yaml::from_str(pkg["annotations"]["kubewarden/rules"].as_str().unwrap()).unwrap();
        assert_eq!(rules, yaml(&e.metadata())["rules"]);
    }
}

/// The generator refuses what kwctl refuses and builds what kwctl builds (policy-evaluator's
/// own test cases, translated).
#[test]
fn the_generator_follows_kwctl() {
    let metadata =
        |annotations: &str| format!("rules: []\nmutating: false\nannotations:\n{annotations}\n");
    let minimum = "  io.kubewarden.policy.version: 0.2.1
  io.kubewarden.policy.title: verify-image-signatures
  io.kubewarden.policy.description: A description
  io.artifacthub.displayName: Verify Image Signatures
  io.kubewarden.policy.ociUrl: ghcr.io/ocirepo/namespace/verify-image-signatures";
    let at = "1970-01-01T00:00:00Z";
    let pkg: Value = serde_yaml::from_str(&generate(&metadata(minimum), "q", at).unwrap()).unwrap();
    assert_eq!(pkg["name"], "verify-image-signatures");
    assert_eq!(
        pkg["containersImages"],
        json!([{"name": "policy", "image": "ghcr.io/ocirepo/namespace/verify-image-signatures:v0.2.1"}])
    );
    assert_eq!(pkg["annotations"]["kubewarden/rules"], "[]\n");
    assert!(pkg.get("links").is_none() && pkg.get("maintainers").is_none());

    let with = |extra: &str| generate(&metadata(&format!("{minimum}\n{extra}")), "q", at);
    let all: Value = serde_yaml::from_str(
        &with("  io.kubewarden.policy.author: Tux Tuxedo <tux@example.com>, Pidgin <pidgin@example.com>
  io.kubewarden.policy.source: https://github.com/repo
  io.artifacthub.keywords: ' foo,bar, faz fiz, baz'
  com.github.release.tag: SomePolicy/v0.2.1
  io.kubewarden.hidden-ui: 'true'")
        .unwrap(),
    )
    .unwrap();
    assert_eq!(
        all["maintainers"],
        json!([{"name": "Tux Tuxedo", "email": "tux@example.com"}, {"name": "Pidgin", "email": "pidgin@example.com"}])
    );
    assert_eq!(all["keywords"], json!(["foo", "bar", "faz fiz", "baz"]));
    assert_eq!(
        all["links"],
        json!([
            {"name": "policy", "url": "https://github.com/repo/releases/download/SomePolicy%2Fv0.2.1/policy.wasm"},
            {"name": "source", "url": "https://github.com/repo"}
        ])
    );
    assert_eq!(all["annotations"]["kubewarden/hidden-ui"], "true");
    let elsewhere: Value = serde_yaml::from_str(
        &with("  io.kubewarden.policy.source: https://notgithub.com/repo").unwrap(),
    )
    .unwrap();
    assert_eq!(
        elsewhere["links"],
        json!([{"name": "source", "url": "https://notgithub.com/repo"}])
    );

    assert_eq!(
        generate("rules: []\nmutating: false\n", "q", at),
        Err(PkgError::NoAnnotations)
    );
    assert_eq!(
        generate(&metadata(&minimum.replace("0.2.1", "not-semver")), "q", at),
        Err(PkgError::NotSemver("not-semver".into()))
    );
    assert_eq!(
        generate(&metadata(&minimum.replace("ociUrl", "ociURL")), "q", at),
        Err(PkgError::MissingAnnotation("io.kubewarden.policy.ociUrl"))
    );
    assert_eq!(
        generate(&metadata(minimum), "", at),
        Err(PkgError::EmptyQuestions)
    );
    assert_eq!(
        with("  io.artifacthub.keywords: foo,,bar"),
        Err(PkgError::MalformedList("io.artifacthub.keywords"))
    );
    assert!(matches!(
        with("  io.kubewarden.policy.author: Foo missing@chevrons.com, Bar <bar@example.com>"),
        Err(PkgError::MalformedAuthor(_))
    ));
    assert!(matches!(
        with("  io.kubewarden.policy.source: '@&*foo'"),
        Err(PkgError::MalformedUrl { .. })
    ));

    assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
    assert_eq!(rfc3339(951_782_400), "2000-02-29T00:00:00Z");
    assert_eq!(rfc3339(1_796_124_338), "2026-12-01T11:25:38Z");
}

/// Rancher's form types (its Questions component: `knownTypes` and the `array[`, `map[`,
/// `sequence[` prefixes).
const FORM_TYPES: &[&str] = &[
    "string",
    "multiline",
    "password",
    "boolean",
    "enum",
    "int",
    "float",
    "array[",
    "map[",
    "sequence[",
];

/// Every question has a label, a type the form knows, and help; an enum its options.
fn check_question(q: &Value, at: &str) {
    let ty = q["type"]
        .as_str()
        .unwrap_or_else(|| panic!("{at}: no type"));
    assert!(FORM_TYPES.contains(&ty), "{at}: type {ty}");
    assert!(
        q["label"].as_str().is_some_and(|l| !l.is_empty()),
        "{at}: no label"
    );
    let help = q["description"]
        .as_str()
        .or(q["tooltip"].as_str())
        .unwrap_or("");
    assert!(help.len() > 20, "{at}: no help text");
    if ty == "enum" {
        assert!(
            q["options"].as_array().is_some_and(|o| !o.is_empty()),
            "{at}"
        );
    }
    for nested in ["subquestions", "sequence_questions"] {
        for sub in q[nested].as_array().into_iter().flatten() {
            check_question(sub, &format!("{at}/{}", sub["variable"]));
        }
    }
}

fn variables(questions: &Value) -> Vec<&str> {
    questions
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["variable"].as_str().unwrap())
        .collect()
}

fn question<'q>(questions: &'q Value, variable: &str) -> &'q Value {
    questions
        .as_array()
        .unwrap()
        .iter()
        .find(|q| q["variable"] == variable)
        .unwrap_or_else(|| panic!("no question for {variable}"))
}

#[test]
fn the_settings_form_has_every_setting_typed_with_help() {
    let form = yaml("questions-ui.yml");
    let questions = &form["questions"];
    assert_eq!(variables(questions), SETTINGS_FIELDS);
    for q in questions.as_array().unwrap() {
        check_question(q, q["variable"].as_str().unwrap());
    }
    let rules = question(questions, "rules");
    assert_eq!(variables(&rules["sequence_questions"]), RULE_FIELDS);
    let template = question(questions, "podTemplate");
    let spec: Vec<String> = TEMPLATE_SPEC_FIELDS
        .iter()
        .map(|f| format!("podTemplate.spec.{f}"))
        .collect();
    assert_eq!(variables(&template["subquestions"]), spec);

    // Each field's type is the one the settings read.
    for (variable, ty) in [
        ("mode", "enum"),
        ("sparkConf", "map["),
        ("podTemplate", "map["),
        ("rules", "sequence["),
        ("sparkVersion", "string"),
        ("maxApplicationBytes", "int"),
    ] {
        assert_eq!(question(questions, variable)["type"], ty, "{variable}");
    }
    let mode = question(questions, "mode");
    let options: BTreeSet<&str> = mode["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o.as_str().unwrap())
        .collect();
    assert_eq!(options, MODES.iter().copied().collect());
    for field in RULE_FIELDS {
        let ty = question(&rules["sequence_questions"], field)["type"]
            .as_str()
            .unwrap();
        let reads =
            |v: Value| Settings::from_value(&json!({"rules": [{"name": "a", *field: v}]})).is_ok();
        let expected = if reads(json!(true)) {
            "boolean"
        } else if reads(json!([])) {
            "array["
        } else {
            assert!(reads(json!("baseline")), "rules.{field}");
            "string"
        };
        assert_eq!(ty, expected, "rules.{field}");
    }
}

/// What the form writes before anyone types (each question's default) is valid settings, and
/// so is a rule made of its defaults and one check.
#[test]
fn the_settings_forms_defaults_are_valid_settings() {
    let form = yaml("questions-ui.yml");
    let questions = &form["questions"];
    let mut settings = json!({});
    for q in questions.as_array().unwrap() {
        if let Some(d) = q.get("default") {
            settings[q["variable"].as_str().unwrap()] = d.clone();
        }
    }
    assert_eq!(
        settings_valid(&settings),
        json!({"valid": true}),
        "{settings}"
    );
    let mut rule = json!({"name": "r", "forbidHostPID": true});
    for q in question(questions, "rules")["sequence_questions"]
        .as_array()
        .unwrap()
    {
        let v = q["variable"].as_str().unwrap();
        if let (Some(d), None) = (q.get("default"), rule.get(v)) {
            rule[v] = d.clone();
        }
    }
    let settings = json!({"rules": [rule]});
    assert_eq!(
        settings_valid(&settings),
        json!({"valid": true}),
        "{settings}"
    );
}

#[test]
fn the_readme_documents_every_setting() {
    let readme = read("README.md");
    for field in SETTINGS_FIELDS.iter().chain(&RULE_FIELDS) {
        assert!(
            readme.contains(&format!("| `{field}` |")),
            "README.md: no row for {field}"
        );
    }
}

/// The README's messages are the policy's: each rejection and warning it shows is one a case of
/// `test_data/` gets (the e2e tests hold those to the module), and the settings error is what
/// `validate_settings` says.
#[test]
fn the_readme_shows_what_the_policy_says() {
    let readme = read("README.md");
    let mut said = Vec::new();
    for case in serde_json::from_str::<Value>(&read("test_data/cases.json"))
        .unwrap()
        .as_array()
        .unwrap()
    {
        let response: Value = serde_json::from_str(&read(&format!(
            "test_data/{}",
            case["response"].as_str().unwrap()
        )))
        .unwrap();
        said.extend(response["status"]["message"].as_str().map(str::to_string));
        for w in response["warnings"].as_array().into_iter().flatten() {
            said.push(w.as_str().unwrap().to_string());
        }
    }
    let mut shown = 0;
    for line in readme.lines() {
        let text = line
            .split_once("denied the request: ")
            .map(|(_, m)| m)
            .or_else(|| line.strip_prefix("Warning: "));
        let Some(text) = text else { continue };
        shown += 1;
        let text = text.strip_suffix("; ...").unwrap_or(text);
        assert!(
            said.iter().any(|s| s.starts_with(text)),
            "README.md shows a message no case of test_data/ gets:\n  {text}"
        );
    }
    assert!(shown >= 8, "{shown}");
    // The settings error of the kwctl example.
    let line = readme
        .lines()
        .find_map(|l| l.strip_prefix("Error: Provided settings are not valid: "))
        .unwrap();
    let bad: Value = serde_json::from_slice(&validate_settings(
        br#"{"rules": [{"name": "size", "maxCPU": "4"}]}"#,
    ))
    .unwrap();
    assert_eq!(bad["message"], line);
    // The install example's settings are valid.
    let start = readme.find("```yaml\n").unwrap() + "```yaml\n".len();
    let manifest: Value =
        serde_yaml::from_str(&readme[start..start + readme[start..].find("```").unwrap()]).unwrap();
    assert_eq!(
        settings_valid(&manifest["spec"]["settings"]),
        json!({"valid": true})
    );
}
