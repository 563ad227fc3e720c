//! A submission as an Apache Spark Kubernetes operator `SparkApplication`: the application in
//! `mainClass`, `jars` / `pyFiles` / `sparkRFiles` and `driverArgs`, pod templates as
//! `spec.<role>Spec.podTemplateSpec`, every key in `sparkConf` (the operator has no typed
//! resource fields).

use builder_core::{DeployMode, MainResource, Role, registry as keys};

use crate::placing::Placing;
use crate::yaml::{Entry, Node};
use crate::{ConvertError, Converted, SparkApp, Target};

/// The prefix of the Apache operator's own labels.
const OPERATOR_LABELS: &str = "spark.operator/";

/// The resource of `app`.
pub fn write(app: &SparkApp) -> Result<Converted, ConvertError> {
    let app = &app.without_derived();
    if app.deploy_mode() == DeployMode::Client {
        return Err(ConvertError::ClientMode(
            "the Apache Spark Kubernetes operator",
        ));
    }
    let mut p = Placing::new(app);
    p.drop_own("the Apache operator", |k| {
        [
            &keys::DRIVER_LABEL,
            &keys::DRIVER_SERVICE_LABEL,
            &keys::EXECUTOR_LABEL,
        ]
        .iter()
        .any(|prefix| {
            k.strip_prefix(&prefix.under(""))
                .is_some_and(|label| label.starts_with(OPERATOR_LABELS))
        })
    });
    let name = app.object_name();
    let mut choices = Vec::new();
    // The operator writes metadata.name over spark.app.name when the conf has one.
    let name_choice = app
        .get(keys::APP_NAME.key)
        .filter(|app_name| *app_name != name)
        .map(|app_name| {
            format!(
                "the operator names the application after the resource (spark.app.name: {app_name})"
            )
        });
    choices.extend(name_choice.clone());
    // The operator writes metadata.name over spark.app.name, when the conf has one.
    if p.take(keys::APP_NAME.key).is_some() {
        p.extra.push((keys::APP_NAME.key.to_string(), name.clone()));
    }
    let namespace = p
        .take(keys::NAMESPACE.key)
        .unwrap_or_else(|| "default".to_string());
    if p.take(keys::MASTER.key).is_some() {
        choices.push("spark.master: the operator submits to the cluster it runs in".to_string());
    }
    p.take(keys::SUBMIT_DEPLOY_MODE.key);
    let mut spec = Vec::new();
    if matches!(app.main_resource, MainResource::Java(_)) {
        spec.push(Entry::new("mainClass", Node::Str(app.main_class.clone())));
    }
    match &app.main_resource {
        MainResource::Java(Some(jar)) => spec.push(Entry::new("jars", Node::Str(jar.clone()))),
        MainResource::Python(file) => spec.push(Entry::new("pyFiles", Node::Str(file.clone()))),
        MainResource::R(file) => spec.push(Entry::new("sparkRFiles", Node::Str(file.clone()))),
        MainResource::Java(None) => {}
    }
    if !app.app_args.is_empty() {
        spec.push(Entry::new("driverArgs", Node::List(app.app_args.clone())));
    }
    if let Some(user) = &app.proxy_user {
        spec.push(Entry::new("proxyUser", Node::Str(user.clone())));
    }
    let templates: Vec<(&str, serde_json::Value)> = [
        (Role::Driver, "driverSpec"),
        (Role::Executor, "executorSpec"),
    ]
    .into_iter()
    .filter_map(|(role, field)| Some((field, p.template(role)?)))
    .collect();
    let rest = p.rest();
    if !rest.is_empty() {
        spec.push(Entry::new("sparkConf", Node::Map(rest)));
    }
    for (field, template) in templates {
        spec.push(Entry::new(
            field,
            Node::Map(vec![Entry::new("podTemplateSpec", Node::Json(template))]),
        ));
    }
    spec.push(Entry::new(
        "runtimeVersions",
        Node::Map(vec![Entry::new(
            "sparkVersion",
            Node::Str(app.release.as_str().to_string()),
        )]),
    ));
    Ok(p.into_resource(
        Target::Apache,
        "spark.apache.org/v1",
        (name, name_choice),
        namespace,
        spec,
        choices,
    ))
}
