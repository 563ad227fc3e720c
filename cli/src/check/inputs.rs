//! Which files are Spark's, and what each holds: a conf or a pasted spark-submit line, the
//! spark-submit commands of a shell script, or the SparkApplications of a YAML stream or JSON.
//! A file walked in a directory that holds nothing of Spark's is left out without a word; one
//! named on the command line is a conf unless it says otherwise.

use std::path::Path;

use builder_core::{looks_like_spark_submit, parse_properties, spark_submit_commands};

/// What a file holds for `check`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Contents<'t> {
    /// A conf, or a file that is one spark-submit command line: the whole text.
    Conf,
    /// The spark-submit commands of a shell script that runs others too: each command's text
    /// and the lines before it.
    Commands(Vec<(String, u32)>),
    /// The SparkApplications of a YAML stream or a JSON document: each one's text and the
    /// lines before it.
    Applications(Vec<(&'t str, u32)>),
    /// YAML or JSON that names a SparkApplication but does not read: why.
    Unreadable(String),
    /// Nothing of Spark's.
    NotSpark,
}

/// The extensions of the files a directory walk reads.
pub const WALKED_EXTENSIONS: &[&str] = &[
    "conf",
    "properties",
    "sh",
    "bash",
    "ksh",
    "zsh",
    "yaml",
    "yml",
    "json",
];

fn extension(path: Option<&Path>) -> &str {
    path.and_then(|p| p.extension())
        .and_then(|e| e.to_str())
        .unwrap_or("")
}

/// What `text` holds. `path` is the file's (`None` for standard input, whose contents alone
/// decide); `named` says it was named on the command line rather than found in a directory.
pub fn classify<'t>(path: Option<&Path>, text: &'t str, named: bool) -> Contents<'t> {
    let ext = extension(path).to_ascii_lowercase();
    let yaml_like = matches!(ext.as_str(), "yaml" | "yml" | "json");
    let names_application = text.contains("SparkApplication");
    if yaml_like || (path.is_none() && names_application && !looks_like_spark_submit(text)) {
        return match sparkpods_operators::spark_applications(text) {
            Ok(apps) if apps.is_empty() => Contents::NotSpark,
            Ok(apps) => Contents::Applications(apps),
            Err(why) if names_application => Contents::Unreadable(why),
            Err(_) => Contents::NotSpark,
        };
    }
    if looks_like_spark_submit(text) {
        return Contents::Conf;
    }
    let script = matches!(ext.as_str(), "sh" | "bash" | "ksh" | "zsh") || text.starts_with("#!");
    if script {
        let commands = spark_submit_commands(text);
        return if commands.is_empty() {
            Contents::NotSpark
        } else {
            Contents::Commands(commands)
        };
    }
    let sparks = parse_properties(text)
        .is_ok_and(|entries| entries.iter().any(|e| e.key.starts_with("spark.")));
    if named || sparks {
        Contents::Conf
    } else {
        Contents::NotSpark
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(path: &str, text: &str, named: bool) -> Contents<'static> {
        let text: &'static str = Box::leak(text.to_string().into_boxed_str());
        classify(Some(Path::new(path)), text, named)
    }

    #[test]
    fn files_are_told_apart_by_what_they_hold() {
        assert_eq!(
            of("spark-defaults.conf", "spark.app.name x\n", false),
            Contents::Conf
        );
        assert_eq!(
            of("nginx.conf", "worker_processes 1;\n", false),
            Contents::NotSpark
        );
        assert_eq!(
            of("nginx.conf", "worker_processes 1;\n", true),
            Contents::Conf
        );
        assert_eq!(
            of("run.sh", "spark-submit --master k8s://h app.jar\n", false),
            Contents::Conf
        );
        assert_eq!(
            of(
                "run.sh",
                "set -e\nspark-submit --master k8s://h app.jar\n",
                false
            ),
            Contents::Commands(vec![("spark-submit --master k8s://h app.jar\n".into(), 1)])
        );
        assert_eq!(of("build.sh", "cargo build\n", false), Contents::NotSpark);
        assert_eq!(
            of("deploy.yaml", "kind: Deployment\n", false),
            Contents::NotSpark
        );
        let app = "apiVersion: spark.apache.org/v1\nkind: SparkApplication\nmetadata:\n  name: a\n";
        assert_eq!(
            of("app.yaml", &format!("kind: ConfigMap\n---\n{app}"), false),
            Contents::Applications(vec![(app, 2)])
        );
        assert!(matches!(
            of("app.yaml", "kind: SparkApplication\nspec: [\n", false),
            Contents::Unreadable(_)
        ));
        // Standard input: what it holds decides.
        assert_eq!(
            classify(None, app, true),
            Contents::Applications(vec![(app, 0)])
        );
        assert_eq!(classify(None, "spark.app.name x\n", true), Contents::Conf);
    }
}
