//! What `check --app` reports about an Apache operator `SparkApplication` besides its conf:
//! sparkConf values the operator replaces, fields it declares but never reads or that set no
//! executors, a JVM application without a main class, `{{SPARK_VERSION}}` where it is not
//! filled in, and what sparkpods does not render. Each finding names the resource field.

use super::OperatorSubmission;
use super::submission::{APP_NAME_LABEL, BY_THE_OPERATOR, OPERATOR_NAME_LABEL};
pub use crate::Finding;
use builder_core::MainResource;
use builder_core::Rule;
use builder_core::registry as keys;

fn finding(
    rule: &'static Rule,
    field: impl Into<String>,
    message: String,
    hint: impl Into<String>,
) -> Finding {
    Finding {
        severity: rule.severity,
        rule,
        field: field.into(),
        message,
        hint: Some(hint.into()),
    }
}

/// The findings about the resource, in the order of its fields.
pub fn check(s: &OperatorSubmission) -> Vec<Finding> {
    let spec = &s.app.spec;
    let mut out = Vec::new();
    out.extend(crate::unmodelled_spark_version(
        &spec.spark_version,
        s.image_release,
    ));
    for f in &s.app.unknown_fields {
        let hint = match f.suggestion {
            Some(name) => format!("did you mean `{name}`?"),
            None => "remove it: kubectl rejects it, or the API server drops it".to_string(),
        };
        out.push(finding(
            &crate::rules::UNKNOWN_FIELD,
            f.path.clone(),
            format!(
                "{} is not a field of a SparkApplication ({}): it never takes effect",
                f.path, s.app.api_version
            ),
            hint,
        ));
    }
    for (at, template) in [
        ("spec.driverSpec.podTemplateSpec", &spec.driver_template),
        ("spec.executorSpec.podTemplateSpec", &spec.executor_template),
    ] {
        if let Some(t) = template {
            out.extend(crate::fields::template_findings(at, t));
        }
    }
    // sparkConf entries the operator replaces with its own value.
    for (key, value) in &spec.spark_conf {
        let field = format!("spec.sparkConf.{key}");
        let Some(winner) = s.driver.sources.iter().find(|e| &e.key == key) else {
            continue;
        };
        if winner.field == field || winner.value == *value {
            continue;
        }
        out.push(finding(
            &crate::rules::OVERRIDDEN,
            field,
            format!(
                "{key} = {value:?} is replaced by the operator with {:?} (from {})",
                winner.value, winner.field
            ),
            replaced_hint(key, &winner.field),
        ));
    }
    for (key, field, from_spec) in [
        (keys::JARS.key, "spec.jars", &spec.jars),
        (keys::SUBMIT_PY_FILES.key, "spec.pyFiles", &spec.py_files),
    ] {
        if from_spec.as_deref().is_some_and(|v| !v.is_empty())
            && let Some(conf) = spec.spark_conf.iter().find(|(k, _)| k == key)
            && s.field_of(key) != Some(field)
            && from_spec.as_deref() != Some(conf.1.as_str())
        {
            out.push(finding(
                &crate::rules::OVERRIDDEN,
                field,
                format!(
                    "{field} only names the main resource: {key} comes from spec.sparkConf ({:?}), which the operator keeps",
                    conf.1
                ),
                format!("list every file in {field} and remove {key} from sparkConf"),
            ));
        }
    }
    if spec.files.is_some() {
        out.push(finding(
            &crate::rules::IGNORED_FIELD,
            "spec.files",
            "spec.files is declared but the operator never reads it: no file is shipped".into(),
            "set spark.files in spec.sparkConf instead",
        ));
    }
    if let MainResource::Java(_) = s.driver.driver.main_resource
        && s.driver.driver.main_class.is_empty()
    {
        out.push(finding(
            &crate::rules::NO_MAIN_CLASS,
            "spec.mainClass",
            "a JVM application without spec.mainClass: the driver runs `--class \"\"` and fails to load it".into(),
            "set spec.mainClass to the application's main class",
        ));
    }
    for (key, value) in &spec.spark_conf {
        if value.contains("{{SPARK_VERSION}}")
            && !(key.starts_with("spark.kubernetes.") && key.ends_with("container.image"))
        {
            out.push(finding(
                &crate::rules::VERSION_PLACEHOLDER,
                format!("spec.sparkConf.{key}"),
                format!(
                    "{{{{SPARK_VERSION}}}} is filled in only in the image keys (spark.kubernetes.*container.image): {key} keeps it as written"
                ),
                format!("write the release ({}) instead", spec.spark_version),
            ));
        }
    }
    let sets_executors = spec.spark_conf.iter().any(|(k, v)| {
        k == keys::EXECUTOR_INSTANCES.key
            || (k == keys::DYN_ALLOC_ENABLED.key && v.eq_ignore_ascii_case("true"))
    });
    if spec.instance_config && !sets_executors {
        out.push(finding(
            &crate::rules::INSTANCE_CONFIG,
            "spec.applicationTolerations.instanceConfig",
            "instanceConfig only judges the application's health: it starts no executors (Spark starts spark.executor.instances, default 2)".into(),
            "set spark.executor.instances or spark.dynamicAllocation.* in spec.sparkConf",
        ));
    }
    out
}

fn replaced_hint(key: &str, by: &str) -> String {
    if key == keys::NAMESPACE.key {
        "remove it: the resource's namespace (metadata.namespace) is the application's".into()
    } else if key == keys::APP_NAME.key {
        "remove it: with spark.app.name set, the operator uses metadata.name".into()
    } else if key.ends_with(OPERATOR_NAME_LABEL) || key.ends_with(APP_NAME_LABEL) {
        "remove it: the operator sets its own labels to find the pods".into()
    } else if by == BY_THE_OPERATOR {
        "remove it".into()
    } else {
        format!("set it through {by}, or remove {by}")
    }
}
