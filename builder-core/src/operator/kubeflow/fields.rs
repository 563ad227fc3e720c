//! The fields `sparkoperator.k8s.io/v1beta2` declares (`api/v1beta2/sparkapplication_types.go`,
//! v2.5.2), to find the ones a resource has that it does not: `kubectl` refuses them (strict
//! field validation), or with validation off the API server drops them silently, so a typo
//! such as `coers` is a setting that never takes effect. Kubernetes types inside the resource
//! (volumes, pod templates, affinity, ...) are the API server's to validate.

use serde_json::Value;

use crate::operator::fields::{UnknownField, check, each};

/// What takes a declared field to the pods.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum By {
    /// The operator's spark-submit (or its controller: `restartPolicy`, ...).
    Submission,
    /// Only the operator's pod webhook.
    PodWebhook,
}

/// `SparkApplication`.
const TOP: &[&str] = &["apiVersion", "kind", "metadata", "spec", "status"];

/// `SparkApplicationSpec`.
const SPEC: &[(&str, By)] = &[
    ("suspend", By::Submission),
    ("type", By::Submission),
    ("sparkVersion", By::Submission),
    ("mode", By::Submission),
    ("proxyUser", By::Submission),
    ("image", By::Submission),
    ("imagePullPolicy", By::Submission),
    ("imagePullSecrets", By::Submission),
    ("mainClass", By::Submission),
    ("mainApplicationFile", By::Submission),
    ("arguments", By::Submission),
    ("sparkConf", By::Submission),
    ("hadoopConf", By::Submission),
    ("sparkConfigMap", By::PodWebhook),
    ("hadoopConfigMap", By::PodWebhook),
    ("volumes", By::Submission),
    ("driver", By::Submission),
    ("executor", By::Submission),
    ("deps", By::Submission),
    ("restartPolicy", By::Submission),
    ("nodeSelector", By::Submission),
    ("failureRetries", By::Submission),
    ("retryInterval", By::Submission),
    ("pythonVersion", By::Submission),
    ("memoryOverheadFactor", By::Submission),
    ("monitoring", By::Submission),
    ("batchScheduler", By::PodWebhook),
    ("timeToLiveSeconds", By::Submission),
    ("batchSchedulerOptions", By::Submission),
    ("sparkUIOptions", By::Submission),
    ("driverIngressOptions", By::Submission),
    ("dynamicAllocation", By::Submission),
];

/// `SparkPodSpec`, shared by the driver and the executors.
const POD: &[(&str, By)] = &[
    ("template", By::Submission),
    ("cores", By::Submission),
    ("coreLimit", By::Submission),
    ("memory", By::Submission),
    ("memoryLimit", By::PodWebhook),
    ("memoryOverhead", By::Submission),
    ("gpu", By::PodWebhook),
    ("image", By::Submission),
    ("configMaps", By::PodWebhook),
    ("secrets", By::Submission),
    ("env", By::PodWebhook),
    ("envVars", By::Submission),
    ("envFrom", By::PodWebhook),
    ("envSecretKeyRefs", By::Submission),
    ("labels", By::Submission),
    ("annotations", By::Submission),
    ("volumeMounts", By::Submission),
    ("affinity", By::PodWebhook),
    ("tolerations", By::PodWebhook),
    ("podSecurityContext", By::PodWebhook),
    ("securityContext", By::PodWebhook),
    ("schedulerName", By::PodWebhook),
    ("sidecars", By::PodWebhook),
    ("initContainers", By::PodWebhook),
    ("hostNetwork", By::PodWebhook),
    ("nodeSelector", By::PodWebhook),
    ("dnsConfig", By::PodWebhook),
    ("terminationGracePeriodSeconds", By::PodWebhook),
    ("serviceAccount", By::Submission),
    ("hostAliases", By::PodWebhook),
    ("shareProcessNamespace", By::PodWebhook),
];

/// `DriverSpec` besides `SparkPodSpec`.
const DRIVER: &[(&str, By)] = &[
    ("podName", By::Submission),
    ("coreRequest", By::Submission),
    ("javaOptions", By::Submission),
    ("lifecycle", By::PodWebhook),
    ("kubernetesMaster", By::Submission),
    ("serviceAnnotations", By::Submission),
    ("serviceLabels", By::Submission),
    ("ports", By::PodWebhook),
    ("priorityClassName", By::PodWebhook),
];

/// `ExecutorSpec` besides `SparkPodSpec`.
const EXECUTOR: &[(&str, By)] = &[
    ("instances", By::Submission),
    ("coreRequest", By::Submission),
    ("javaOptions", By::Submission),
    ("lifecycle", By::PodWebhook),
    ("deleteOnTermination", By::Submission),
    ("ports", By::PodWebhook),
    ("priorityClassName", By::PodWebhook),
];

const DEPS: &[&str] = &[
    "jars",
    "files",
    "pyFiles",
    "packages",
    "excludePackages",
    "repositories",
    "archives",
];
const DYNAMIC_ALLOCATION: &[&str] = &[
    "enabled",
    "initialExecutors",
    "minExecutors",
    "maxExecutors",
    "shuffleTrackingEnabled",
    "shuffleTrackingTimeout",
];
const RESTART_POLICY: &[&str] = &[
    "type",
    "onSubmissionFailureRetries",
    "onFailureRetries",
    "onSubmissionFailureRetryInterval",
    "onFailureRetryInterval",
];
const MONITORING: &[&str] = &[
    "exposeDriverMetrics",
    "exposeExecutorMetrics",
    "metricsProperties",
    "metricsPropertiesFile",
    "prometheus",
];
const PROMETHEUS: &[&str] = &[
    "jmxExporterJar",
    "port",
    "portName",
    "configFile",
    "configuration",
];
const BATCH_SCHEDULER_OPTIONS: &[&str] = &["queue", "priorityClassName", "resources"];
const SPARK_UI_OPTIONS: &[&str] = &[
    "servicePort",
    "servicePortName",
    "serviceType",
    "serviceAnnotations",
    "serviceLabels",
    "ingressAnnotations",
    "ingressTLS",
];
const DRIVER_INGRESS: &[&str] = &[
    "servicePort",
    "servicePortName",
    "serviceType",
    "serviceAnnotations",
    "serviceLabels",
    "ingressURLFormat",
    "ingressAnnotations",
    "ingressTLS",
];
const NAME_PATH: &[&str] = &["name", "path"];
const SECRET: &[&str] = &["name", "path", "secretType"];
const NAME_KEY: &[&str] = &["name", "key"];
const GPU: &[&str] = &["name", "quantity"];
const PORT: &[&str] = &["name", "protocol", "containerPort"];

/// The undeclared fields of a resource, in document order.
pub fn unknown_fields(doc: &Value) -> Vec<UnknownField> {
    let mut out = Vec::new();
    check(doc, "", TOP, &mut out);
    let Some(spec) = doc.get("spec") else {
        return out;
    };
    check(spec, "spec", &names(SPEC), &mut out);
    for (field, known) in [
        ("deps", DEPS),
        ("dynamicAllocation", DYNAMIC_ALLOCATION),
        ("restartPolicy", RESTART_POLICY),
        ("monitoring", MONITORING),
        ("batchSchedulerOptions", BATCH_SCHEDULER_OPTIONS),
        ("sparkUIOptions", SPARK_UI_OPTIONS),
    ] {
        if let Some(v) = spec.get(field) {
            check(v, &format!("spec.{field}"), known, &mut out);
        }
    }
    if let Some(p) = spec.pointer("/monitoring/prometheus") {
        check(p, "spec.monitoring.prometheus", PROMETHEUS, &mut out);
    }
    each(
        spec,
        "driverIngressOptions",
        "spec",
        DRIVER_INGRESS,
        &mut out,
    );
    for (role, own) in [("driver", DRIVER), ("executor", EXECUTOR)] {
        let Some(r) = spec.get(role) else {
            continue;
        };
        let path = format!("spec.{role}");
        let known: Vec<&'static str> = POD.iter().chain(own.iter()).map(|(n, _)| *n).collect();
        check(r, &path, &known, &mut out);
        each(r, "configMaps", &path, NAME_PATH, &mut out);
        each(r, "secrets", &path, SECRET, &mut out);
        each(r, "ports", &path, PORT, &mut out);
        if let Some(g) = r.get("gpu") {
            check(g, &format!("{path}.gpu"), GPU, &mut out);
        }
        if let Some(Value::Object(refs)) = r.get("envSecretKeyRefs") {
            for (env, v) in refs {
                check(
                    v,
                    &format!("{path}.envSecretKeyRefs.{env}"),
                    NAME_KEY,
                    &mut out,
                );
            }
        }
    }
    out
}

fn names(fields: &[(&'static str, By)]) -> Vec<&'static str> {
    fields.iter().map(|(n, _)| *n).collect()
}

/// The declared `spec` fields only the pod webhook applies.
pub(crate) fn webhook_spec_fields() -> impl Iterator<Item = &'static str> {
    SPEC.iter()
        .filter(|(_, by)| *by == By::PodWebhook)
        .map(|(n, _)| *n)
}

/// The declared fields of `spec.<role>` (driver or executor) only the pod webhook applies.
pub(crate) fn webhook_role_fields(role: &str) -> impl Iterator<Item = &'static str> {
    let own = if role == "driver" { DRIVER } else { EXECUTOR };
    POD.iter()
        .chain(own.iter())
        .filter(|(_, by)| *by == By::PodWebhook)
        .map(|(n, _)| *n)
}
