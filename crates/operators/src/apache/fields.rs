//! The fields `spark.apache.org/v1` declares (`spark-operator-api`'s `ApplicationSpec` and the
//! types under it, release 1.0.0), to find the ones a resource has that it does not. Kubernetes
//! types inside (pod templates, Service and Ingress specs) are the API server's to validate.

use serde_json::Value;

use super::field_types::FIELD_TYPES;
use crate::fields::{FieldDoc, UnknownField, check, documented, each};

const TOP: &[&str] = &["apiVersion", "kind", "metadata", "spec", "status"];
const SPEC: &[&str] = &[
    "mainClass",
    "runtimeVersions",
    "jars",
    "pyFiles",
    "sparkRFiles",
    "files",
    "deploymentMode",
    "proxyUser",
    "driverArgs",
    "sparkConf",
    "applicationTolerations",
    "driverSpec",
    "executorSpec",
    "driverServiceIngressList",
    "driverHttpRouteList",
    "driverGrpcRouteList",
    "configMapSpecs",
];
const RUNTIME_VERSIONS: &[&str] = &["sparkVersion", "scalaVersion", "jdkVersion"];
const TOLERATIONS: &[&str] = &[
    "restartConfig",
    "applicationTimeoutConfig",
    "instanceConfig",
    "resourceRetainPolicy",
    "resourceRetainDurationMillis",
    "ttlAfterStopMillis",
];
const RESTART: &[&str] = &[
    "restartPolicy",
    "maxRestartAttempts",
    "restartBackoffMillis",
    "restartCounterResetMillis",
    "maxRestartOnFailure",
    "restartBackoffMillisForFailure",
    "maxRestartOnSchedulingFailure",
    "restartBackoffMillisForSchedulingFailure",
];
const TIMEOUTS: &[&str] = &[
    "driverStartTimeoutMillis",
    "driverReadyTimeoutMillis",
    "executorStartTimeoutMillis",
    "forceTerminationGracePeriodMillis",
    "terminationRequeuePeriodMillis",
];
const INSTANCES: &[&str] = &["initExecutors", "minExecutors", "maxExecutors"];
const TEMPLATE_SPEC: &[&str] = &["podTemplateSpec"];
const CONFIG_MAP: &[&str] = &["name", "labels", "annotations", "data"];
const INGRESS: &[&str] = &[
    "serviceMetadata",
    "serviceSpec",
    "ingressMetadata",
    "ingressSpec",
];
const HTTP_ROUTE: &[&str] = &[
    "serviceMetadata",
    "serviceSpec",
    "httpRouteMetadata",
    "httpRouteSpec",
];
const GRPC_ROUTE: &[&str] = &[
    "serviceMetadata",
    "serviceSpec",
    "grpcRouteMetadata",
    "grpcRouteSpec",
];

/// The undeclared fields of a resource, in document order.
pub fn unknown_fields(doc: &Value) -> Vec<UnknownField> {
    let mut out = Vec::new();
    check(doc, "", TOP, &mut out);
    let Some(spec) = doc.get("spec") else {
        return out;
    };
    check(spec, "spec", SPEC, &mut out);
    for (field, known) in [
        ("runtimeVersions", RUNTIME_VERSIONS),
        ("applicationTolerations", TOLERATIONS),
        ("driverSpec", TEMPLATE_SPEC),
        ("executorSpec", TEMPLATE_SPEC),
    ] {
        if let Some(v) = spec.get(field) {
            check(v, &format!("spec.{field}"), known, &mut out);
        }
    }
    if let Some(t) = spec.get("applicationTolerations") {
        for (field, known) in [
            ("restartConfig", RESTART),
            ("applicationTimeoutConfig", TIMEOUTS),
            ("instanceConfig", INSTANCES),
        ] {
            if let Some(v) = t.get(field) {
                check(
                    v,
                    &format!("spec.applicationTolerations.{field}"),
                    known,
                    &mut out,
                );
            }
        }
    }
    for (field, known) in [
        ("configMapSpecs", CONFIG_MAP),
        ("driverServiceIngressList", INGRESS),
        ("driverHttpRouteList", HTTP_ROUTE),
        ("driverGrpcRouteList", GRPC_ROUTE),
    ] {
        each(spec, field, "spec", known, &mut out);
    }
    out
}

/// What the fields do.
const DOCS: &[(&str, &str)] = &[
    (
        "spec.mainClass",
        "The application's main class (org.apache.spark.deploy.PythonRunner makes pyFiles' first file the main one).",
    ),
    (
        "spec.runtimeVersions",
        "The Spark (and Scala, JDK) release of the image.",
    ),
    (
        "spec.runtimeVersions.sparkVersion",
        "Required. Fills {{SPARK_VERSION}} in the image keys, labels the driver (spark-version) and is the executors' Spark.",
    ),
    (
        "spec.jars",
        "The main jar(s): the whole value is the main resource, and spark.jars unless sparkConf sets it.",
    ),
    (
        "spec.pyFiles",
        "Python files: the main resource (and spark.submit.pyFiles) when there are no jars.",
    ),
    (
        "spec.sparkRFiles",
        "The R main file when there are no jars or Python files.",
    ),
    (
        "spec.files",
        "Declared but never read by the operator: set spark.files in sparkConf.",
    ),
    (
        "spec.deploymentMode",
        "ClusterMode (the default); ClientMode fails the application.",
    ),
    (
        "spec.proxyUser",
        "The user the driver runs as (--proxy-user).",
    ),
    ("spec.driverArgs", "The application's arguments."),
    (
        "spec.sparkConf",
        "Every Spark conf the driver gets: the operator adds its labels, the namespace, the app id and its defaults.",
    ),
    (
        "spec.applicationTolerations",
        "Restarts, timeouts, executor health thresholds and what is kept after the run.",
    ),
    ("spec.driverSpec", "The driver's pod template."),
    ("spec.executorSpec", "The executors' pod template."),
    (
        "podTemplateSpec",
        "A pod template the operator writes to a file for spark.kubernetes.*.podTemplateFile (it wins over sparkConf's).",
    ),
    (
        "spec.driverServiceIngressList",
        "A Service for the driver (selecting it unless the spec selects otherwise) and an Ingress to it (a rule to its first port when none is given).",
    ),
    (
        "spec.driverHttpRouteList",
        "A Service for the driver and a Gateway HTTPRoute to it (1.0.0; a PathPrefix / rule to its first port when none is given).",
    ),
    (
        "spec.driverGrpcRouteList",
        "A Service for the driver and a Gateway GRPCRoute to it (1.0.0; a rule to its first port when none is given).",
    ),
    (
        "spec.configMapSpecs",
        "ConfigMaps created before the driver, owned by the driver pod.",
    ),
    (
        "restartPolicy",
        "Always, Never (the default), OnFailure or OnInfrastructureFailure; Never lets Kubernetes collect executors (deleteOnTermination=false).",
    ),
    (
        "instanceConfig",
        "Executor counts the operator judges health by: it starts none (set spark.executor.instances).",
    ),
    (
        "resourceRetainPolicy",
        "Always, OnFailure or Never (the default): whether the driver and its objects stay after the run.",
    ),
];

/// Every declared field of `spark.apache.org/v1`, documented.
pub fn declared_fields() -> Vec<FieldDoc> {
    let doc = |parent: &str, name: &str| -> String {
        let path = format!("{parent}.{name}");
        DOCS.iter()
            .find(|(p, _)| *p == path || *p == name)
            .map(|(_, d)| (*d).to_string())
            .unwrap_or_else(|| format!("{path} of the SparkApplication."))
    };
    let mut out: Vec<FieldDoc> = Vec::new();
    for (parent, table) in [
        ("", TOP),
        ("spec", SPEC),
        ("spec.runtimeVersions", RUNTIME_VERSIONS),
        ("spec.applicationTolerations", TOLERATIONS),
        ("spec.applicationTolerations.restartConfig", RESTART),
        (
            "spec.applicationTolerations.applicationTimeoutConfig",
            TIMEOUTS,
        ),
        ("spec.applicationTolerations.instanceConfig", INSTANCES),
        ("spec.driverSpec", TEMPLATE_SPEC),
        ("spec.executorSpec", TEMPLATE_SPEC),
        ("spec.configMapSpecs[]", CONFIG_MAP),
        ("spec.driverServiceIngressList[]", INGRESS),
        ("spec.driverHttpRouteList[]", HTTP_ROUTE),
        ("spec.driverGrpcRouteList[]", GRPC_ROUTE),
    ] {
        out.extend(documented(
            parent,
            table.iter().copied(),
            FIELD_TYPES,
            |n| doc(parent, n),
        ));
    }
    out
}
