//! The fields `spark.apache.org/v1` declares (`spark-operator-api`'s `ApplicationSpec` and the
//! types under it, release 1.0.0), to find the ones a resource has that it does not. Kubernetes
//! types inside (pod templates, Service and Ingress specs) are the API server's to validate.

use serde_json::Value;

use crate::operator::fields::{UnknownField, check, each};

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
