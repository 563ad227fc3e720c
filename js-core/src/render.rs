//! The package's functions on a conf, as plain Rust: `render` (the document `sparkpods
//! render` prints), `check` (the diagnostics `sparkpods check --json` prints) and `inputPaths`
//! (the files to hand over). The JavaScript boundary (`js.rs`) only converts their values.

use builder_core::Case;
use builder_core::Diagnostic;
use builder_core::SeededIds;
use builder_core::TemplateReader;
use builder_core::oracle_examples;
use builder_core::{DeterministicIds, IdSource};
use builder_core::{
    document::render_document_text,
    document::{self},
};
use serde_json::{Value, json};

use crate::options::{CaseInputError, RenderOptions};

/// What `randomIds` draws from: the caller's clock and a random seed (builder-core has
/// neither).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entropy {
    /// Milliseconds since the epoch.
    pub now_millis: u64,
    pub seed: u64,
}

/// The oracle document for the conf as JSON text, exactly as `sparkpods render --conf` builds
/// it with the same options (run from `cwd`, with `files` on its disk), for `JSON.parse`: the
/// text is written straight from the render, and JavaScript reads it faster than any
/// conversion of values. Spark's own failure is the document's `error` member, not an error here.
pub fn render(
    conf: &str,
    options: &RenderOptions,
    entropy: Entropy,
) -> Result<String, CaseInputError> {
    let mut case = options.case(conf)?;
    let random_ids = options.random_ids.unwrap_or(false);
    let mut ids: Box<dyn IdSource> = if random_ids {
        Box::new(SeededIds::new(entropy.seed, entropy.now_millis))
    } else {
        Box::new(DeterministicIds::default())
    };
    if random_ids {
        document::randomize(
            &mut case,
            ids.as_mut(),
            entropy.now_millis,
            options.app_id.is_none(),
        );
    }
    let normalize_with = document::normalize_with(
        options.normalize.unwrap_or(true),
        random_ids,
        options.cwd.as_deref(),
    );
    let steps = oracle_examples();
    Ok(render_document_text(&case, &steps, ids.as_mut(), normalize_with, false)?.0)
}

/// `check`'s findings for the conf, as `sparkpods check --json` lists them.
pub fn check(conf: &str, options: &RenderOptions) -> Result<Value, CaseInputError> {
    options.without_render_options("check")?;
    let case = options.case(conf)?;
    Ok(Value::Array(
        diagnostics(&case)
            .into_iter()
            .map(|d| d.located_in(conf).to_json())
            .collect(),
    ))
}

/// The paths the conf makes Spark read (`files`: the values of its file keys; `dirs`: the
/// directories whose files it ships), for the caller to hand over as `files`.
pub fn input_paths(conf: &str, options: &RenderOptions) -> Result<Value, CaseInputError> {
    options.without_render_options("inputPaths")?;
    let paths = options.case(conf)?.input_paths();
    Ok(json!({ "files": paths.files, "dirs": paths.dirs }))
}

/// A render of the case and its diagnostics.
fn diagnostics(case: &Case) -> Vec<Diagnostic> {
    let steps = oracle_examples();
    let sub = case.submission(&steps, TemplateReader::BUILT_IN);
    let rendered = builder_core::render(&sub, &mut DeterministicIds::default());
    case.diagnostics(&sub, &rendered)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::read;

    const ENTROPY: Entropy = Entropy {
        now_millis: 1_764_447_480_000,
        seed: 7,
    };

    fn options(v: Value) -> RenderOptions {
        read(v, |e| e.to_string()).unwrap()
    }

    /// `render`'s document, as JavaScript reads it.
    fn render(
        conf: &str,
        options: &RenderOptions,
        entropy: Entropy,
    ) -> Result<Value, CaseInputError> {
        super::render(conf, options, entropy).map(|text| serde_json::from_str(&text).unwrap())
    }

    const PI: &str = "spark.master k8s://https://kubernetes.default.svc:443\n\
                      spark.kubernetes.container.image apache/spark:3.5.5\n\
                      spark.app.name pi\n";

    #[test]
    fn render_gives_the_oracle_document() {
        let doc = render(PI, &options(json!({"sparkVersion": "4.1"})), ENTROPY).unwrap();
        assert_eq!(doc["sparkVersion"], "4.1.4");
        assert_eq!(doc["inputs"]["appId"], "spark-a1b2c3d4e5f6");
        assert_eq!(
            doc["driver"]["pod"]["metadata"]["name"],
            "pi-000001abcdef0123-driver"
        );
        assert!(doc["executor"]["pod"].is_object());
        let only_driver = render(PI, &options(json!({"role": "driver"})), ENTROPY).unwrap();
        assert!(only_driver.get("executor").is_none());
    }

    #[test]
    fn random_ids_come_from_the_entropy_and_are_not_masked() {
        let doc = render(PI, &options(json!({"randomIds": true})), ENTROPY).unwrap();
        let app_id = doc["inputs"]["appId"].as_str().unwrap();
        assert!(
            app_id.starts_with("spark-") && app_id.len() == 38,
            "{app_id}"
        );
        let again = render(PI, &options(json!({"randomIds": true})), ENTROPY).unwrap();
        assert_eq!(doc, again, "the same entropy draws the same ids");
        let other = Entropy { seed: 8, ..ENTROPY };
        let differs = render(PI, &options(json!({"randomIds": true})), other).unwrap();
        assert_ne!(doc["inputs"]["appId"], differs["inputs"]["appId"]);
        let fixed = render(
            PI,
            &options(json!({"randomIds": true, "appId": "spark-1"})),
            ENTROPY,
        )
        .unwrap();
        assert_eq!(fixed["inputs"]["appId"], "spark-1");
    }

    #[test]
    fn normalize_masks_the_working_directory() {
        let conf = format!("{PI}spark.kubernetes.authenticate.driver.caCertFile files/ca.crt\n");
        let message = |normalize: bool| {
            let o = options(json!({"cwd": "/home/me/app", "normalize": normalize}));
            let doc = render(&conf, &o, ENTROPY).unwrap();
            doc["error"]["message"].as_str().unwrap().to_string()
        };
        assert!(
            message(true).contains("<CWD>/files/ca.crt"),
            "{}",
            message(true)
        );
        assert!(message(false).contains("/home/me/app/files/ca.crt"));
    }

    #[test]
    fn check_lists_findings_like_the_command_line() {
        let found = check(
            "spark.kubernetes.contianer.image x\nspark.app.name a\n",
            &options(json!({})),
        )
        .unwrap();
        let unknown = found
            .as_array()
            .unwrap()
            .iter()
            .find(|d| d["key"] == "spark.kubernetes.contianer.image")
            .unwrap();
        let members: Vec<&str> = unknown
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(
            members,
            [
                "severity", "code", "key", "line", "column", "message", "hint"
            ]
        );
        assert_eq!(
            (&unknown["line"], &unknown["column"]),
            (&json!(1), &json!(1))
        );
        assert!(
            check(PI, &options(json!({"randomIds": false})))
                .unwrap_err()
                .to_string()
                .contains("randomIds: an option of render, not of check")
        );
    }

    #[test]
    fn input_paths_name_the_files_to_hand_over() {
        let paths = input_paths(
            "spark.kubernetes.driver.podTemplateFile tpl.yaml\n#@env HADOOP_CONF_DIR=/etc/h\n",
            &options(json!({})),
        )
        .unwrap();
        assert_eq!(paths, json!({"files": ["tpl.yaml"], "dirs": ["/etc/h"]}));
    }

    #[test]
    fn a_bad_directive_is_an_error_of_the_conf() {
        let e = render("#@role nobody\n", &options(json!({})), ENTROPY).unwrap_err();
        assert_eq!(
            e.to_string(),
            "--role must be driver, executor or both, not `nobody`"
        );
    }
}
