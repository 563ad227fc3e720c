//! The fields `sparkoperator.k8s.io/v1beta2` declares (`api/v1beta2/sparkapplication_types.go`,
//! v2.5.2), to find the ones a resource has that it does not: `kubectl` refuses them (strict
//! field validation), or with validation off the API server drops them silently, so a typo
//! such as `coers` is a setting that never takes effect. Kubernetes types inside the resource
//! (volumes, pod templates, affinity, ...) are the API server's to validate.

use serde_json::Value;

use super::field_types::FIELD_TYPES;
use crate::fields::{FieldDoc, UnknownField, check, documented, each};

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

/// What the main fields do (the others are documented by how they reach the pods).
const DOCS: &[(&str, &str)] = &[
    (
        "spec.type",
        "Scala, Java, Python or R: the application's language (--class / PythonRunner / RRunner).",
    ),
    (
        "spec.sparkVersion",
        "The Spark release of the image: it builds the executors (the operator's own spark-submit builds the driver).",
    ),
    (
        "spec.mode",
        "cluster (the operator's defaulting webhook sets it); client is not supported.",
    ),
    (
        "spec.image",
        "The image of driver and executors (spark.kubernetes.container.image).",
    ),
    ("spec.mainClass", "The application's main class (--class)."),
    (
        "spec.mainApplicationFile",
        "The main jar, Python or R file (spark-submit's primary resource).",
    ),
    (
        "spec.arguments",
        "The application's arguments, after the main file.",
    ),
    (
        "spec.sparkConf",
        "Spark conf keys, passed as --conf; typed fields submitted after them win.",
    ),
    (
        "spec.hadoopConf",
        "Hadoop conf, passed as --conf spark.hadoop.<key>.",
    ),
    (
        "spec.sparkConfigMap",
        "A ConfigMap mounted as SPARK_CONF_DIR (by the pod webhook).",
    ),
    (
        "spec.hadoopConfigMap",
        "A ConfigMap mounted as HADOOP_CONF_DIR (by the pod webhook).",
    ),
    (
        "spec.volumes",
        "Volumes the driver's and executors' volumeMounts name (local dirs through the submission, others through the pod webhook).",
    ),
    (
        "spec.deps",
        "Jars, files, Python files, archives and packages (--jars, --files, --py-files, --archives, --packages).",
    ),
    (
        "spec.dynamicAllocation",
        "Dynamic allocation: spark.dynamicAllocation.* with shuffle tracking.",
    ),
    (
        "spec.monitoring",
        "Prometheus JMX exporter: the agent in spark.driver/executor.extraJavaOptions and its ConfigMap (the pod webhook mounts it).",
    ),
    (
        "spec.batchScheduler",
        "The scheduler of the pods (volcano, yunikorn; the pod webhook sets schedulerName).",
    ),
    (
        "spec.driver",
        "The driver pod: cores, memory, labels, env, volumes, tolerations, ...",
    ),
    (
        "spec.executor",
        "The executor pods: instances, cores, memory, labels, env, volumes, tolerations, ...",
    ),
    (
        "cores",
        "CPU cores (spark.driver.cores / spark.executor.cores): the cpu request unless coreRequest is set.",
    ),
    (
        "coreLimit",
        "CPU limit (spark.kubernetes.driver/executor.limit.cores).",
    ),
    (
        "coreRequest",
        "CPU request (spark.kubernetes.driver/executor.request.cores).",
    ),
    (
        "memory",
        "JVM heap (spark.driver.memory / spark.executor.memory); the pod requests it plus the overhead.",
    ),
    (
        "memoryOverhead",
        "Non-heap memory (spark.driver/executor.memoryOverhead).",
    ),
    (
        "memoryLimit",
        "A memory limit of its own (the pod webhook sets it; Spark's limit is heap + overhead).",
    ),
    (
        "instances",
        "Number of executors (spark.executor.instances).",
    ),
    (
        "image",
        "The image of this role (spark.kubernetes.driver/executor.container.image).",
    ),
    (
        "labels",
        "Pod labels (spark.kubernetes.driver/executor.label.*).",
    ),
    (
        "annotations",
        "Pod annotations (spark.kubernetes.driver/executor.annotation.*).",
    ),
    (
        "env",
        "Environment variables with valueFrom and all (added by the pod webhook).",
    ),
    (
        "envVars",
        "Environment variables (spark.kubernetes.driverEnv.* / spark.executorEnv.*).",
    ),
    (
        "secrets",
        "Secrets mounted at a path (spark.kubernetes.*.secrets.*), with their GCP / Hadoop env.",
    ),
    (
        "volumeMounts",
        "Mounts of spec.volumes: local dirs through the submission, the others through the pod webhook.",
    ),
    (
        "serviceAccount",
        "The service account (spark.kubernetes.authenticate.driver/executor.serviceAccountName).",
    ),
    (
        "tolerations",
        "Pod tolerations (only the pod webhook adds them).",
    ),
    ("affinity", "Pod affinity (only the pod webhook sets it)."),
    (
        "nodeSelector",
        "Node selector (spark.kubernetes.node.selector.* for the app, the pod webhook per role).",
    ),
    (
        "securityContext",
        "The Spark container's security context (the pod webhook).",
    ),
    (
        "podSecurityContext",
        "The pod's security context (the pod webhook).",
    ),
    ("sidecars", "Side-car containers (the pod webhook)."),
    ("initContainers", "Init containers (the pod webhook)."),
    (
        "gpu",
        "GPUs: a resource limit of the Spark container (the pod webhook).",
    ),
    (
        "template",
        "A pod template (spark.kubernetes.driver/executor.podTemplateFile, written by the operator).",
    ),
    (
        "javaOptions",
        "JVM options (spark.driver/executor.extraJavaOptions).",
    ),
    (
        "podName",
        "The driver pod's name (spark.kubernetes.driver.pod.name).",
    ),
    (
        "deleteOnTermination",
        "Delete executor pods when they end (spark.kubernetes.executor.deleteOnTermination).",
    ),
];

/// Every declared field of `sparkoperator.k8s.io/v1beta2` (the main objects), documented.
pub fn declared_fields() -> Vec<FieldDoc> {
    let doc = |parent: &str, name: &str, by: Option<By>| -> String {
        let path = format!("{parent}.{name}");
        let own = DOCS
            .iter()
            .find(|(p, _)| *p == path || *p == name)
            .map(|(_, d)| (*d).to_string());
        let route = match by {
            Some(By::PodWebhook) => " Reaches the pods only through the operator's pod webhook.",
            _ => "",
        };
        format!(
            "{}{route}",
            own.unwrap_or_else(|| format!("{path} of the SparkApplication."))
        )
    };
    let by_of = |table: &'static [(&'static str, By)], name: &str| {
        table.iter().find(|(n, _)| *n == name).map(|(_, b)| *b)
    };
    let mut out: Vec<FieldDoc> =
        documented("", TOP.iter().copied(), FIELD_TYPES, |n| doc("", n, None)).collect();
    out.extend(documented("spec", names(SPEC), FIELD_TYPES, |n| {
        doc("spec", n, by_of(SPEC, n))
    }));
    for (parent, own) in [("spec.driver", DRIVER), ("spec.executor", EXECUTOR)] {
        let all: Vec<&'static str> = POD.iter().chain(own.iter()).map(|(n, _)| *n).collect();
        out.extend(documented(parent, all, FIELD_TYPES, |n| {
            doc(parent, n, by_of(POD, n).or_else(|| by_of(own, n)))
        }));
    }
    for (parent, table) in [
        ("spec.deps", DEPS),
        ("spec.dynamicAllocation", DYNAMIC_ALLOCATION),
        ("spec.restartPolicy", RESTART_POLICY),
        ("spec.monitoring", MONITORING),
        ("spec.monitoring.prometheus", PROMETHEUS),
        ("spec.batchSchedulerOptions", BATCH_SCHEDULER_OPTIONS),
        ("spec.sparkUIOptions", SPARK_UI_OPTIONS),
        ("spec.driverIngressOptions[]", DRIVER_INGRESS),
        ("spec.driver.configMaps[]", NAME_PATH),
        ("spec.driver.secrets[]", SECRET),
        ("spec.driver.ports[]", PORT),
        ("spec.driver.gpu", GPU),
        ("spec.executor.configMaps[]", NAME_PATH),
        ("spec.executor.secrets[]", SECRET),
        ("spec.executor.ports[]", PORT),
        ("spec.executor.gpu", GPU),
    ] {
        out.extend(documented(
            parent,
            table.iter().copied(),
            FIELD_TYPES,
            |n| doc(parent, n, None),
        ));
    }
    out
}
