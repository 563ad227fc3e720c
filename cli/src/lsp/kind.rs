//! Which open documents the server analyzes. Editors hand it every file of a language
//! (`properties`, `conf`, `yaml`), most of which are not Spark's: an `.editorconfig`, an
//! `.npmrc`, a Kubernetes manifest. Only a Spark conf or a SparkApplication gets diagnostics,
//! a code lens and completion; any other document is left alone.

use builder_core::looks_like_spark_submit;
use builder_core::parse_directives;
use builder_core::parse_properties;
use lsp_types::Url;

use super::app;
use super::completion::VERSION_DIRECTIVES;
use super::documents::Document;

/// What the server makes of a document.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Kind {
    /// A `spark-defaults.conf` or a pasted spark-submit command line: analyzed as
    /// `sparkpods check` analyzes a file.
    SparkConf,
    /// A kubeflow or Apache operator SparkApplication: `check --app`'s findings.
    SparkApplication,
    /// Anything else (a pod template gets the findings the confs naming it place on it).
    #[default]
    Other,
}

/// What `doc` at `uri` is now; `was` is what it was before this edit (a SparkApplication being
/// typed stays one while its YAML does not parse, so its error is shown).
pub fn kind(uri: &Url, doc: &Document, was: Kind) -> Kind {
    if is_yaml_or_json(uri, &doc.language_id) {
        if app::is_app(&doc.text, was == Kind::SparkApplication) {
            Kind::SparkApplication
        } else {
            Kind::Other
        }
    } else if is_spark_conf(file_name(uri), &doc.text) {
        Kind::SparkConf
    } else {
        Kind::Other
    }
}

/// Whether a document is YAML or JSON: by the editor's language, else by its extension.
fn is_yaml_or_json(uri: &Url, language_id: &str) -> bool {
    let name = file_name(uri).to_ascii_lowercase();
    matches!(language_id, "yaml" | "json" | "jsonc")
        || [".yaml", ".yml", ".json"]
            .iter()
            .any(|ext| name.ends_with(ext))
}

/// The last segment of a URI's path (`spark-defaults.conf`; `Untitled-1` for an unsaved
/// buffer).
fn file_name(uri: &Url) -> &str {
    uri.path_segments()
        .and_then(|mut segments| segments.next_back())
        .unwrap_or_else(|| uri.path())
}

/// Whether a text is a Spark conf: its file is named like one (`spark-defaults.conf`,
/// `*.spark.conf`), or it sets a `spark.` key, has a `#@` directive sparkpods reads, or is a
/// spark-submit command line (as `sparkpods check` accepts one).
fn is_spark_conf(file_name: &str, text: &str) -> bool {
    let name = file_name.to_ascii_lowercase();
    if name == "spark-defaults.conf" || name.ends_with(".spark.conf") {
        return true;
    }
    looks_like_spark_submit(text) || sets_a_spark_key(text) || has_a_directive(text)
}

fn sets_a_spark_key(text: &str) -> bool {
    match parse_properties(text) {
        Ok(entries) => entries.iter().any(|e| e.key.starts_with("spark.")),
        // A malformed `\uXXXX` escape: the lines as written (the conf's error is then shown).
        Err(_) => text.lines().any(|l| l.trim_start().starts_with("spark.")),
    }
}

fn has_a_directive(text: &str) -> bool {
    parse_directives(text)
        .iter()
        .any(|d| d.is_known() || VERSION_DIRECTIVES.contains(&d.name.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conf(path: &str, text: &str) -> bool {
        let name = path.rsplit('/').next().unwrap_or(path);
        is_spark_conf(name, text)
    }

    #[test]
    fn other_tools_confs_are_not_spark_confs() {
        assert!(!conf(
            "/p/.editorconfig",
            "root = true\n\n[*]\nindent_style = space\nindent_size = 4\n"
        ));
        assert!(!conf(
            "/p/.npmrc",
            "registry=https://registry.npmjs.org/\nsave-exact=true\n"
        ));
        assert!(!conf(
            "/p/setup.cfg",
            "[metadata]\nname = x\n# spark.executor.memory in a comment\n"
        ));
        assert!(!conf(
            "/p/log4j2.properties",
            "logger.spark.name = org.apache.spark\n#@author me\n"
        ));
        assert!(!conf("/p/empty.conf", ""));
    }

    #[test]
    fn spark_confs_are_told_by_name_key_directive_or_command_line() {
        assert!(conf("/p/spark-defaults.conf", ""));
        assert!(conf("/p/job.spark.conf", "# nothing yet\n"));
        assert!(conf("/p/app.properties", "a=1\nspark.executor.memory 4g\n"));
        assert!(conf("/p/app.conf", "#@spark-version 4.1\n"));
        assert!(conf("/p/app.conf", "#@main-resource local:///app.py\n"));
        assert!(conf(
            "/p/submit.conf",
            "./bin/spark-submit --master k8s://https://h:443 --name x local:///a.jar\n"
        ));
        // A malformed escape still leaves its spark keys visible.
        assert!(conf("/p/x.conf", "spark.app.name \\u12\n"));
    }

    #[test]
    fn yaml_is_a_spark_application_or_nothing() {
        let uri = |p: &str| Url::parse(&format!("file://{p}")).unwrap();
        let doc = |text: &str, language: &str| {
            let mut d = Document::new(text.to_string(), 1);
            d.language_id = language.to_string();
            d
        };
        let app = "apiVersion: sparkoperator.k8s.io/v1beta2\nkind: SparkApplication\n";
        assert_eq!(
            kind(&uri("/p/app.yaml"), &doc(app, "yaml"), Kind::Other),
            Kind::SparkApplication
        );
        // A pod template setting spark.* labels is YAML, not a conf.
        let template = "metadata:\n  labels:\n    spark.x: y\nspark.a: b\n";
        assert_eq!(
            kind(&uri("/p/t.yml"), &doc(template, ""), Kind::Other),
            Kind::Other
        );
        // By the editor's language when the name says nothing (an unsaved buffer).
        let untitled = Url::parse("untitled:Untitled-1").unwrap();
        assert_eq!(
            kind(&untitled, &doc(app, "yaml"), Kind::Other),
            Kind::SparkApplication
        );
        assert_eq!(
            kind(
                &untitled,
                &doc("spark.app.name a\n", "plaintext"),
                Kind::Other
            ),
            Kind::SparkConf
        );
    }
}
