//! One evaluation of the playground's inputs: conf text (or a spark-submit command), Spark
//! version, main resource/class/args and the user's virtual files, rendered by builder-core
//! into the preview documents, diagnostics, a resource summary and the per-step trace that
//! "explain" reads. Pure and deterministic: the same inputs always give the same preview.

use std::collections::{BTreeMap, BTreeSet};

use builder_core::Severity;
use builder_core::Trace;
use builder_core::UserSteps;
use builder_core::registry as keys;
use builder_core::{Case, CaseError, CaseOptions};
use builder_core::{DeterministicIds, FileSet, MainResource, Role, rendered_memory};
use builder_core::{render, render_traced};
use sparkpods_jvm::java_string_compare;

use crate::on_demand;
use crate::preview::{Preview, Problem, documents};
use crate::summary::Summary;

pub use crate::inputs::{Inputs, VirtualFile};

/// Evaluate the inputs.
pub fn evaluate(inputs: &Inputs) -> Preview {
    if crate::application::looks_like_application(&inputs.conf) {
        return crate::application::evaluate(&inputs.conf);
    }
    let mut case = match parse_case(inputs) {
        Ok(c) => c,
        Err(problem) => {
            return Preview {
                problems: vec![*problem],
                ..Preview::default()
            };
        }
    };
    let note = default_app_name(&mut case);
    let steps = UserSteps::default();
    let sub = case.submission(&steps, on_demand::template_reader());
    let Some((mut preview, memory, mut problems)) = on_demand::unless_templates_pending(|| {
        let (preview, rendered) = documents(render(&sub, &mut DeterministicIds::default()));
        // Each pod's memory, read once from the preview's pods: check's findings and the
        // summary's bars both come from it.
        let memory = rendered_memory(&sub, &rendered, |role| match role {
            Role::Driver => preview.driver_pod.as_ref(),
            Role::Executor => preview.executor_pod.as_ref(),
        });
        let problems: Vec<Problem> = case.diagnostics_with_memory(&sub, &rendered, Some(&memory));
        (preview, memory, problems)
    }) else {
        return Preview {
            awaiting_templates: true,
            ..Preview::default()
        };
    };
    problems.extend(missing_file_problems(&case));
    problems.extend(note);
    preview.summary = Summary {
        memory,
        ..Summary::of(
            preview.driver_pod.as_ref(),
            preview.executor_pod.as_ref(),
            &case.conf,
        )
    };
    preview.problems = problems;
    preview.awaiting_keys = on_demand::awaiting_keys(&case);
    preview.case = Some(case);
    preview
}

/// Render a case as spark-submit would submit it (used again by "explain" with one key
/// removed): the documents, no diagnostics.
pub fn render_case(case: &Case) -> Preview {
    let mut case = case.clone();
    default_app_name(&mut case);
    let steps = UserSteps::default();
    let sub = case.submission(&steps, on_demand::template_reader());
    documents(render(&sub, &mut DeterministicIds::default())).0
}

/// The pod after every step of the render [`evaluate`] made of `case` (for "explain"): the
/// same render again, traced. Not part of `evaluate`, which runs on every keystroke: copying the
/// pod after each step is most of a traced render's extra cost.
pub fn trace_case(case: &Case) -> Trace {
    let mut case = case.clone();
    default_app_name(&mut case);
    let steps = UserSteps::default();
    let sub = case.submission(&steps, on_demand::template_reader());
    render_traced(&sub, &mut DeterministicIds::default()).1
}

/// The inputs as the Compare tab reads them: a conf or a command line, as the preview does (a
/// SparkApplication sets its own releases, which the tab cannot vary).
pub fn comparable_case(inputs: &Inputs) -> Result<Case, String> {
    if crate::application::looks_like_application(&inputs.conf) {
        return Err("Compare releases takes a conf or a spark-submit command. A SparkApplication sets its own releases (its sparkVersion for the executors, its operator's Spark for the driver): change them in the SparkApplication, the preview follows.".to_string());
    }
    parse_case(inputs).map_err(|p| p.message)
}

/// Parse the inputs into a builder-core case with the user's files, or the parse problem.
pub fn parse_case(inputs: &Inputs) -> Result<Case, Box<Problem>> {
    let defaults = CaseOptions {
        version: inputs.version,
        submit_version: inputs.submit_version,
        ..CaseOptions::default()
    };
    let mut overrides: Vec<(String, String)> = Vec::new();
    let mut set = |name: &str, value: &str| {
        if !value.trim().is_empty() {
            overrides.push((name.to_string(), value.trim().to_string()));
        }
    };
    set("main-resource", &inputs.main_resource);
    set("main-class", &inputs.main_class);
    for arg in inputs.app_args.split_whitespace() {
        overrides.push(("app-arg".to_string(), arg.to_string()));
    }
    let parse = |files| {
        Case::parse_with_files(
            "conf",
            &inputs.conf,
            None,
            defaults.clone(),
            &overrides,
            files,
        )
    };
    let mut case = parse(FileSet::new()).map_err(parse_problem)?;
    case.env.files = file_set(&inputs.files, &case);
    // A command line's --properties-file among the Files: spark-submit reads it first.
    if case.reads_a_properties_file() {
        case = parse(std::mem::take(&mut case.env.files)).map_err(parse_problem)?;
        case.env.files = file_set(&inputs.files, &case);
    }
    Ok(case)
}

/// A conf or command line that does not parse.
fn parse_problem(e: CaseError) -> Box<Problem> {
    Box::new(Problem {
            severity: Severity::Error,
            rule: &builder_core::rules::PARSE,
            key: None,
            line: None,
            message: e.to_string(),
            hint: Some(
                "write one `key value` (or `key=value`) per line, or paste a whole spark-submit command"
                    .to_string(),
            ),
            template: None,
            fix: None,
            column: None,
            webhook_field: None,
        })
}

/// spark-submit names an application without `spark.app.name` after its main class, or else
/// its main resource's file name (`SparkSubmitArguments`); the driver then requires the name.
/// The oracle (and the CLI, which matches it) submits without one, so the playground, which
/// models what users run, fills it in here and says so.
fn default_app_name(case: &mut Case) -> Option<Problem> {
    // An operator's submission (its own client) names the application as the operator does.
    if case.conf.iter().any(|(k, _)| k == keys::APP_NAME.key) || case.options.client.is_some() {
        return None;
    }
    let resource = case.options.main_resource_uri();
    // Without --class, a jar's class is the one spark-submit finds in it (here SparkPi, the
    // default resource's); Python and R resources have none and are named after the file.
    let class = case.options.main_class.clone().or_else(|| {
        matches!(MainResource::from_uri(&resource), MainResource::Java(_))
            .then(|| case.options.driver_args().main_class)
    });
    let name = builder_core::default_app_name(class.as_deref(), Some(&resource))?;
    case.conf
        .push((keys::APP_NAME.key.to_string(), name.clone()));
    sparkpods_sort::sort_by(&mut case.conf, |a, b| java_string_compare(&a.0, &b.0));
    Some(Problem {
        severity: Severity::Info,
        rule: &crate::rules::DEFAULT_APP_NAME,
        key: Some(keys::APP_NAME.key.to_string()),
        line: None,
        message: format!(
            "{} is not set: spark-submit names the application `{name}`",
            keys::APP_NAME.key
        ),
        hint: Some(format!(
            "set {} (or --name) to choose the pod names",
            keys::APP_NAME.key
        )),
        template: None,
        fix: None,
        column: None,
        webhook_field: None,
    })
}

/// The user's files as Spark would see them: by path, and directory listings for the
/// directories the case makes Spark list.
fn file_set(files: &[VirtualFile], case: &Case) -> FileSet {
    let mut set = FileSet::new();
    for f in files {
        set.insert(f.path.trim().to_string(), f.content.as_bytes().to_vec());
    }
    for dir in case.input_paths().dirs {
        let prefix = format!("{}/", dir.trim_end_matches('/'));
        let names: BTreeSet<String> = sparkpods_sort::btree_set(
            files
                .iter()
                .filter_map(|f| f.path.trim().strip_prefix(&prefix))
                .filter(|rest| !rest.is_empty() && !rest.contains('/'))
                .map(str::to_string),
        );
        if !names.is_empty() {
            set.insert_dir(
                dir.trim_end_matches('/').to_string(),
                names.into_iter().collect(),
            );
        }
    }
    set
}

/// Files the conf names that the user has not supplied: in the browser nothing can be read
/// from disk, so say which file to add instead of letting Spark's "file not found" stand alone.
fn missing_file_problems(case: &Case) -> Vec<Problem> {
    let paths = case.input_paths();
    let by_value: BTreeMap<&str, &str> =
        sparkpods_sort::btree_map(case.conf.iter().map(|(k, v)| (v.as_str(), k.as_str())));
    paths
        .files
        .iter()
        .filter(|p| case.env.files.read(p).is_none() && case.env.files.list_dir(p).is_none())
        .map(|p| {
            let key = by_value.get(p.as_str()).map(|k| k.to_string());
            Problem {
                severity: Severity::Warning,
                rule: &crate::rules::MISSING_FILE,
                line: key.as_ref().and_then(|k| case.lines.get(k).copied()),
                key,
                message: format!("`{p}` is not among the playground's files"),
                hint: Some(format!(
                    "add a file named `{p}` in the Files panel (Spark reads it at submit time)"
                )),
                template: None,
                fix: None,
                column: None,
                webhook_field: None,
            }
        })
        .collect()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use builder_core::SparkVersion;
    use serde_json::Value;

    pub(crate) const IMAGE: &str = "spark.kubernetes.container.image apache/spark:3.5.5\n";

    /// The preview of `conf` after an image line (Spark 3.5.5, no files).
    pub(crate) fn preview_of(conf: &str) -> Preview {
        evaluate(&inputs(conf))
    }

    /// Spark requires an image; tests start from a conf that has one (line 1).
    fn inputs(conf: &str) -> Inputs {
        Inputs {
            conf: format!("{IMAGE}{conf}"),
            ..Inputs::default()
        }
    }

    fn memory_request(pod: &Value) -> Option<&str> {
        pod.pointer("/spec/containers")?
            .as_array()?
            .last()?
            .pointer("/resources/requests/memory")?
            .as_str()
    }

    /// The playground's own rules report their examples, and not their fixes.
    #[test]
    fn the_playgrounds_rules_hold_to_their_examples() {
        for rule in crate::rules::RULES {
            let reported = |text: &str| {
                evaluate(&inputs(text))
                    .problems
                    .iter()
                    .any(|p| p.rule == *rule)
            };
            assert!(reported(rule.example.text), "{}", rule.id);
            assert!(!reported(rule.example.fixed), "{}", rule.id);
        }
    }

    #[test]
    fn executor_memory_includes_overhead() {
        let p = evaluate(&inputs("spark.executor.memory 8g\n"));
        assert!(p.failure.is_none(), "{:?} {:?}", p.failure, p.problems);
        assert_eq!(
            memory_request(p.executor_pod.as_ref().unwrap()),
            Some("9011Mi")
        );
        assert_eq!(
            memory_request(p.driver_pod.as_ref().unwrap()),
            Some("1408Mi")
        );
        assert!(p.failure.is_none());
    }

    #[test]
    fn misspelled_key_gets_did_you_mean_on_its_line() {
        let p = evaluate(&inputs("spark.app.name x\nspark.executor.memroy 4g\n"));
        let d = p
            .problems
            .iter()
            .find(|d| d.rule.id == "unknown-key")
            .expect("unknown key reported");
        assert_eq!(d.line, Some(3));
        assert!(
            d.message.contains("spark.executor.memory")
                || d.hint
                    .as_deref()
                    .unwrap_or("")
                    .contains("spark.executor.memory"),
            "{d:?}"
        );
    }

    #[test]
    fn duplicate_keys_are_flagged_on_the_losing_line() {
        let p = evaluate(&inputs(
            "spark.executor.memory 4g\nspark.app.name a\nspark.executor.memory 8g\n",
        ));
        let d: Vec<&Problem> = p
            .problems
            .iter()
            .filter(|d| d.rule.id == "duplicate-key")
            .collect();
        assert_eq!(d.len(), 1, "{:?}", p.problems);
        assert_eq!(d[0].line, Some(2));
        assert!(d[0].message.contains("line 4"), "{}", d[0].message);
    }

    #[test]
    fn spark_error_is_a_failure_and_a_keyed_problem() {
        let p = evaluate(&inputs("spark.executor.memory lots\n"));
        assert!(p.failure.is_some());
        assert!(
            p.problems
                .iter()
                .any(|d| d.rule.id == "spark" && d.line == Some(2))
        );
    }

    #[test]
    fn spark_submit_command_is_understood() {
        let p = evaluate(&Inputs {
            conf: "spark-submit --master k8s://https://k8s:6443 --deploy-mode cluster \\\n  --conf spark.executor.memory=2g --name my-app \\\n  --conf spark.kubernetes.container.image=apache/spark:3.5.5 \\\n  local:///opt/app.py\n".into(),
            ..Inputs::default()
        });
        let pod = p.driver_pod.expect("driver pod");
        let args = pod
            .pointer("/spec/containers/0/args")
            .expect("args")
            .to_string();
        assert!(args.contains("/opt/app.py"), "{args}");
        // A Python job: the non-JVM overhead factor 0.4 (2048 * 0.4 = 819).
        assert_eq!(
            memory_request(p.executor_pod.as_ref().unwrap()),
            Some("2867Mi")
        );
    }

    #[test]
    fn version_selector_changes_the_output() {
        let conf = "spark.app.name v\n";
        let a = evaluate(&Inputs {
            version: SparkVersion::V3_5_5,
            ..inputs(conf)
        });
        let b = evaluate(&Inputs {
            version: SparkVersion::V4_3_0,
            ..inputs(conf)
        });
        assert_ne!(a.driver_pod, b.driver_pod);
    }

    #[test]
    fn virtual_pod_template_is_read_and_missing_one_is_reported() {
        let conf = "spark.kubernetes.executor.podTemplateFile /t/exec.yaml\n";
        let missing = evaluate(&inputs(conf));
        assert!(
            missing
                .problems
                .iter()
                .any(|d| d.rule.id == "missing-file" && d.line == Some(2))
        );
        let with = evaluate(&Inputs {
            files: vec![VirtualFile {
                path: "/t/exec.yaml".into(),
                content: "apiVersion: v1\nkind: Pod\nspec:\n  nodeSelector:\n    pool: spot\n"
                    .into(),
            }],
            ..inputs(conf)
        });
        assert!(!with.problems.iter().any(|d| d.rule.id == "missing-file"));
        let exec = with.executor_pod.expect("executor");
        assert_eq!(
            exec.pointer("/spec/nodeSelector/pool"),
            Some(&Value::from("spot"))
        );
    }

    #[test]
    fn main_resource_and_args_inputs_reach_the_driver() {
        let p = evaluate(&Inputs {
            main_resource: "local:///opt/job.py".into(),
            app_args: "--date 2026-11-30".into(),
            ..inputs("")
        });
        let args = p
            .driver_pod
            .unwrap()
            .pointer("/spec/containers/0/args")
            .unwrap()
            .to_string();
        assert!(
            args.contains("/opt/job.py") && args.contains("2026-11-30"),
            "{args}"
        );
    }

    #[test]
    fn resources_and_submitted_manifest_are_listed() {
        let p = evaluate(&inputs("spark.app.name svc\n"));
        // Counted before they are written, and written when asked for: the same objects.
        let count = p.resource_count();
        let kinds: Vec<&str> = p
            .resources()
            .iter()
            .filter_map(|r| r["kind"].as_str())
            .collect();
        assert!(kinds.contains(&"Service"), "{kinds:?}");
        assert!(kinds.contains(&"ConfigMap"), "{kinds:?}");
        // The manifest: what spark-submit creates before the pod, the pod, what after it.
        let submitted = p.documents(crate::preview::Doc::Submitted);
        let (before, after) = p.submitted_around;
        assert!(after > 0);
        assert_eq!(submitted.len(), before + 1 + after);
        let pods: Vec<usize> = (0..submitted.len())
            .filter(|&i| submitted[i]["kind"] == "Pod")
            .collect();
        assert_eq!(pods, vec![before]);
        assert_eq!(Some(submitted[before]), p.driver_pod.as_ref());
        assert_eq!(
            submitted[before + 1..],
            p.resources().iter().collect::<Vec<_>>()[before..before + after]
        );
        assert_eq!(count, p.resources().len());
        assert!(
            count > before + after,
            "the executors' ConfigMap comes last"
        );
    }
}
