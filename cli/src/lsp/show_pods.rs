//! "Show pods": the objects Spark creates for the conf (or for a SparkApplication, as its operator
//! submits it) as YAML, in the order they are created (what spark-submit sends, then an executor
//! and what the driver creates with it). A custom request (`sparkpods/showPods`) returns the
//! text; a code lens on the first line runs the `sparkpods.showPods` command, which writes it to
//! a file of the user's own (one per document) and asks the editor to show it.

use std::path::{Path, PathBuf};

use builder_core::rendered_json;
use lsp_types::{CodeLens, Command, Position, Range, TextDocumentIdentifier, Url};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::analysis::Analysis;
use super::documents::Document;
use super::private_dir::{self, PrivateDirError};
use super::settings::Settings;
use sparkpods::app::{AppOptions, app_document};

/// The command of the code lens (its argument: the document's URI).
pub const COMMAND: &str = "sparkpods.showPods";

/// `sparkpods/showPods`: the pods of a conf or SparkApplication document.
pub enum ShowPods {}

impl lsp_types::request::Request for ShowPods {
    type Params = ShowPodsParams;
    type Result = ShowPodsResult;
    const METHOD: &'static str = "sparkpods/showPods";
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ShowPodsParams {
    pub text_document: TextDocumentIdentifier,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ShowPodsResult {
    /// The objects as a YAML stream, each after a comment naming it.
    pub yaml: String,
    /// The image's release that built them.
    pub spark_version: String,
    /// Spark's error, when it fails (the objects built before it are still listed).
    pub error: Option<String>,
}

/// The pods of an analyzed conf.
pub fn show_pods(analysis: &Analysis) -> ShowPodsResult {
    let spark_version = analysis.release.version().as_str().to_string();
    match &analysis.rendered {
        Some(rendered) => pods_of(&Value::Object(rendered_json(rendered)), spark_version),
        None => not_rendered("the conf does not load: see its diagnostics", spark_version),
    }
}

/// The pods of a SparkApplication as its operator submits it (`render --app`'s document: the
/// operator's pod webhook on, the operator's release from the settings).
pub fn show_app_pods(path: Option<&Path>, doc: &Document, settings: &Settings) -> ShowPodsResult {
    let shown = path.map_or_else(|| "resource".to_string(), |p| p.display().to_string());
    let options = AppOptions {
        release: settings.operator_release.as_deref(),
        ..AppOptions::default()
    };
    match app_document(&shown, &doc.text, &options) {
        Ok(app) => {
            let spark_version = app
                .document
                .get("sparkVersion")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string();
            let mut result = pods_of(&app.document, spark_version);
            if !app.others.is_empty() {
                let note = format!(
                    "# the file's other documents are not rendered: {}\n",
                    app.others.join(", ")
                );
                result.yaml.insert_str(0, &note);
            }
            result
        }
        Err(e) => not_rendered(&e.to_string(), String::new()),
    }
}

/// Why there are no pods, as the result and as the YAML's comment.
fn not_rendered(why: &str, spark_version: String) -> ShowPodsResult {
    let mut yaml = String::new();
    for line in why.lines() {
        yaml.push_str(&format!("# {line}\n"));
    }
    ShowPodsResult {
        yaml,
        spark_version,
        error: Some(why.to_string()),
    }
}

/// The objects of a render's document, as YAML in the order they are created.
fn pods_of(doc: &Value, spark_version: String) -> ShowPodsResult {
    let mut result = ShowPodsResult {
        spark_version,
        ..ShowPodsResult::default()
    };
    let all = |pointer: &str| -> Vec<&Value> {
        match doc.pointer(pointer) {
            Some(Value::Array(items)) => items.iter().collect(),
            Some(Value::Null) | None => Vec::new(),
            Some(one) => vec![one],
        }
    };
    let sections = [
        (
            "created before the driver pod",
            all("/driver/submitted/preResources"),
        ),
        (
            "the driver pod, as spark-submit sends it",
            all("/driver/submitted/pod"),
        ),
        (
            "created with the driver pod",
            all("/driver/submitted/resources"),
        ),
        (
            "an executor pod, as the driver creates it",
            all("/executor/pod"),
        ),
        ("the executors' ConfigMap", all("/executor/configMap")),
        ("created with each executor", all("/executor/resources")),
    ];
    if let Some(e) = doc.get("error") {
        let message = e.get("message").and_then(Value::as_str).unwrap_or("");
        let phase = e.get("phase").and_then(Value::as_str).unwrap_or("");
        result.error = Some(format!("Spark fails ({phase} phase): {message}"));
    }
    let mut yaml = String::new();
    if let Some(error) = &result.error {
        for line in error.lines() {
            yaml.push_str(&format!("# {line}\n"));
        }
    }
    for (label, objects) in sections {
        for object in objects {
            let text = serde_yaml::to_string(object).unwrap_or_default();
            yaml.push_str(&format!("---\n# {label}\n{text}"));
        }
    }
    result.yaml = yaml;
    result
}

/// The code lens of a conf or a SparkApplication, on its first line: "Show pods (`what`)".
pub fn code_lens(uri: &Url, what: &str) -> CodeLens {
    CodeLens {
        range: Range::new(Position::new(0, 0), Position::new(0, 0)),
        command: Some(Command {
            title: format!("Show pods ({what})"),
            command: COMMAND.to_string(),
            arguments: Some(vec![Value::String(uri.to_string())]),
        }),
        data: None,
    }
}

/// Write the pods of the conf `uri` for the editor to open: `<conf name>-<hash of its URI>.pods.yaml`
/// in the user's private folder of `temp` ([`private_dir`](super::private_dir)), one file per
/// conf (two `spark-defaults.conf` of two projects do not share one).
pub fn write_pods(temp: &Path, uri: &Url, yaml: &str) -> Result<PathBuf, PrivateDirError> {
    private_dir::write(temp, &pods_file_name(uri), yaml)
}

/// The conf's file name (its characters that are not portable in a file name replaced), and a
/// hash of its URI that tells it from the others of that name.
fn pods_file_name(uri: &Url) -> String {
    let name: String = uri
        .path_segments()
        .and_then(|mut s| s.next_back())
        .filter(|n| !n.is_empty())
        .unwrap_or("conf")
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') {
                c
            } else {
                '_'
            }
        })
        .collect();
    format!("{name}-{:016x}.pods.yaml", fnv1a(uri.as_str()))
}

/// FNV-1a, 64 bits: a hash that stays the same across runs and Rust releases (std's does not
/// promise to), so a conf's pods open in the same file every time.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_conf_has_its_own_pods_file() {
        let a = Url::parse("file:///team-a/spark-defaults.conf").unwrap();
        let b = Url::parse("file:///team-b/spark-defaults.conf").unwrap();
        let (name_a, name_b) = (pods_file_name(&a), pods_file_name(&b));
        assert!(name_a.starts_with("spark-defaults.conf-"), "{name_a}");
        assert!(name_a.ends_with(".pods.yaml"), "{name_a}");
        assert_ne!(name_a, name_b);
        assert_eq!(name_a, pods_file_name(&a), "the same file each time");
        let untitled = Url::parse("untitled:Untitled-1").unwrap();
        let odd = Url::parse("file:///p/my%20job%3F.conf").unwrap();
        assert!(pods_file_name(&untitled).starts_with("conf-"));
        assert!(pods_file_name(&odd).starts_with("my_20job_3F.conf-"));
        // FNV-1a's published test vector.
        assert_eq!(fnv1a("a"), 0xaf63_dc4c_8601_ec8c);
    }
}
