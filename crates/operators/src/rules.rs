//! The rules of `check --app`: what the operators do with a SparkApplication that is not what
//! it says. The conf's own rules are builder-core's ([`builder_core::rules`](mod@builder_core::rules)).

use builder_core::Example;

/// A kubeflow SparkApplication of the examples, with `$spec`, `$driver` and `$executor` lines
/// added to those maps.
macro_rules! kubeflow {
    ($spec:literal, $driver:literal, $executor:literal) => {
        concat!(
            "apiVersion: sparkoperator.k8s.io/v1beta2\n",
            "kind: SparkApplication\n",
            "metadata:\n  name: etl\n  namespace: default\n",
            "spec:\n",
            "  type: Scala\n  mode: cluster\n  image: apache/spark:3.5.5\n",
            "  mainClass: org.apache.spark.examples.SparkPi\n",
            "  mainApplicationFile: local:///opt/spark/examples/jars/spark-examples.jar\n",
            "  sparkVersion: 3.5.5\n",
            $spec,
            "  driver:\n    cores: 1\n    memory: 1g\n    serviceAccount: spark\n",
            $driver,
            "  executor:\n    instances: 1\n    cores: 1\n    memory: 1g\n",
            $executor
        )
    };
}

/// An Apache operator SparkApplication of the examples, with `$spec` lines added to its spec.
macro_rules! apache {
    ($spec:literal) => {
        concat!(
            "apiVersion: spark.apache.org/v1\n",
            "kind: SparkApplication\n",
            "metadata:\n  name: etl\n",
            "spec:\n",
            "  mainClass: org.apache.spark.examples.SparkPi\n",
            "  jars: local:///opt/spark/examples/jars/spark-examples.jar\n",
            "  runtimeVersions:\n    sparkVersion: \"4.0.0\"\n",
            $spec
        )
    };
}

builder_core::rules! {
    /// A field the resource's kind does not declare.
    UNKNOWN_FIELD = "unknown-field", Warning,
        "A field the SparkApplication's kind does not declare: kubectl refuses the resource, or \
         with validation off the API server drops the field.",
        "A typo is the usual cause: the finding names the nearest field. As it is, the field \
         never takes effect.",
        Example::kubeflow(
            kubeflow!("  sparkconf:\n    spark.ui.enabled: \"false\"\n", "", ""),
            kubeflow!("  sparkConf:\n    spark.ui.enabled: \"false\"\n", "", ""));
    /// A pod template field a PodTemplateSpec does not declare.
    PRUNED_FIELD = "pruned-field", Warning,
        "A field of a pod template in the resource that a PodTemplateSpec does not declare: the \
         API server drops it from the resource, so the pods never get it.",
        "Check its spelling and place against the PodTemplateSpec API.",
        Example::apache(
            apache!("  executorSpec:\n    podTemplateSpec:\n      spec:\n        nodeSelecter:\n          pool: spot\n"),
            apache!("  executorSpec:\n    podTemplateSpec:\n      spec:\n        nodeSelector:\n          pool: spot\n"));
    /// The resource names a release sparkpods does not model.
    UNMODELLED_SPARK_VERSION = "unmodelled-spark-version", Warning,
        "`spec.sparkVersion` names a release sparkpods does not model: the pods shown are the \
         nearest modelled release's.",
        "The operator submits the resource as it is. Set `spec.sparkVersion` to the release of \
         the Spark in the image.",
        Example::kubeflow(
            "apiVersion: sparkoperator.k8s.io/v1beta2\nkind: SparkApplication\nmetadata:\n  name: etl\n  namespace: default\nspec:\n  type: Scala\n  mode: cluster\n  image: apache/spark:3.1.1\n  mainClass: org.apache.spark.examples.SparkPi\n  mainApplicationFile: local:///opt/spark/examples/jars/spark-examples.jar\n  sparkVersion: 3.1.1\n  driver:\n    cores: 1\n    memory: 1g\n    serviceAccount: spark\n  executor:\n    instances: 1\n    cores: 1\n    memory: 1g\n",
            kubeflow!("", "", ""));
    /// The operator cannot submit the resource.
    OPERATOR_REFUSES = "operator-refuses", Error,
        "The operator cannot submit the resource: a field it needs is missing or of the wrong \
         type, so no driver is ever created.",
        "The message names the field and what the operator expects there.",
        Example::kubeflow(
            "apiVersion: sparkoperator.k8s.io/v1beta2\nkind: SparkApplication\nmetadata:\n  name: etl\n  namespace: default\nspec:\n  type: Scala\n  image: apache/spark:3.5.5\n  mainClass: org.apache.spark.examples.SparkPi\n  mainApplicationFile: local:///opt/spark/examples/jars/spark-examples.jar\n  sparkVersion: 3.5.5\n  driver:\n    cores: 1\n    memory: 1g\n    serviceAccount: spark\n  executor:\n    instances: 1\n    cores: 1\n    memory: 1g\n",
            kubeflow!("", "", ""))
        .with_flags(&["--webhook", "off"]);
    /// A sparkConf key the kubeflow operator's webhook refuses.
    OPERATOR_DENIED_KEY = "operator-denied-key", Error,
        "A sparkConf key the kubeflow operator's validating webhook refuses: the resource is not \
         created.",
        "The operator manages these keys itself (service accounts, credentials, the namespace); \
         set the resource field the message names instead.",
        Example::kubeflow(
            kubeflow!("  sparkConf:\n    spark.kubernetes.authenticate.driver.serviceAccountName: etl\n", "", ""),
            kubeflow!("", "", ""));
    /// A value a later one replaces.
    OVERRIDDEN = "overridden", Warning,
        "A value the operator replaces: a typed field or the operator itself sets the same key \
         later, and the last one wins.",
        "Set it in one place: the finding names the field that wins.",
        Example::kubeflow(
            kubeflow!("  sparkConf:\n    spark.executor.memory: 4g\n", "", ""),
            "apiVersion: sparkoperator.k8s.io/v1beta2\nkind: SparkApplication\nmetadata:\n  name: etl\n  namespace: default\nspec:\n  type: Scala\n  mode: cluster\n  image: apache/spark:3.5.5\n  mainClass: org.apache.spark.examples.SparkPi\n  mainApplicationFile: local:///opt/spark/examples/jars/spark-examples.jar\n  sparkVersion: 3.5.5\n  driver:\n    cores: 1\n    memory: 1g\n    serviceAccount: spark\n  executor:\n    instances: 1\n    cores: 1\n    memory: 4g\n");
    /// The driver pod name the kubeflow operator sets itself.
    DRIVER_POD_NAME = "driver-pod-name", Info,
        "`spark.kubernetes.driver.pod.name` in sparkConf: the kubeflow operator names the driver \
         itself and does not pass the key on as written.",
        "Set `spec.driver.podName` instead.",
        Example::kubeflow(
            kubeflow!("  sparkConf:\n    spark.kubernetes.driver.pod.name: etl-driver\n", "", ""),
            kubeflow!("", "    podName: etl-driver\n", ""));
    /// A field only the pod webhook applies, with the webhook off.
    WEBHOOK_FIELD = "webhook-field", Warning,
        "A field only the kubeflow operator's pod webhook applies (tolerations, affinity, \
         volumes, security contexts, ...), checked with the webhook off: it does not reach the \
         pods.",
        "Enable the webhook, or move the field into a pod template (`spec.driver.template`, \
         `spec.executor.template`, from operator v2.4.0), which needs no webhook.",
        Example::kubeflow(
            kubeflow!("", "    tolerations:\n      - key: spot\n        operator: Exists\n", ""),
            kubeflow!("", "    template:\n      spec:\n        tolerations:\n          - key: spot\n            operator: Exists\n", ""))
        .with_flags(&["--webhook", "off"]);
    /// A field that depends on the pod webhook.
    WEBHOOK_ONLY = "webhook-only", Info,
        "A field only the kubeflow operator's pod webhook applies: the pods depend on the webhook, \
         which the API server skips without a word when it is unreachable (a service mesh, an \
         expired certificate, `failurePolicy: Ignore`).",
        "The hint says how the field reaches the pods without the webhook: a pod template \
         (`spec.<role>.template`) or a Spark conf key. `sparkpods diff FILE --webhook` lists what \
         the webhook sets in each pod.",
        Example::kubeflow(
            kubeflow!("", "    tolerations:\n      - key: spot\n        operator: Exists\n", ""),
            kubeflow!("", "    template:\n      spec:\n        tolerations:\n          - key: spot\n            operator: Exists\n", ""));
    /// A memory limit above the request.
    MEMORY_LIMIT_ABOVE_REQUEST = "memory-limit-above-request", Warning,
        "`spec.driver.memoryLimit` or `spec.executor.memoryLimit` above the memory request Spark \
         makes: the pod webhook raises the container's limit, but the JVM heap stays at \
         `spark.driver.memory` or `spark.executor.memory`, so only native and off-heap memory \
         can use the difference, and the scheduler does not reserve it on the node.",
        "Remove `memoryLimit` and raise `memoryOverhead` by the difference (the finding gives \
         the number): the request is then the limit.",
        Example::kubeflow(
            kubeflow!("", "", "    memoryLimit: 2g\n"),
            kubeflow!("", "", "    memoryOverhead: 1024m\n"));
    /// The JMX exporter's configuration only the webhook mounts.
    WEBHOOK_METRICS_CONFIG = "webhook-metrics-config", Error,
        "Prometheus monitoring with the webhook off: the operator adds the JMX exporter agent to \
         the Java options, but only its pod webhook mounts the configuration the agent reads, \
         so the JVM cannot start.",
        "Enable the webhook, or set both `metricsPropertiesFile` and `prometheus.configFile` to \
         files in the image.",
        Example::kubeflow(
            kubeflow!("  monitoring:\n    exposeDriverMetrics: true\n    exposeExecutorMetrics: true\n    prometheus:\n      jmxExporterJar: /prometheus/jmx_prometheus_javaagent.jar\n", "", ""),
            kubeflow!("  monitoring:\n    exposeDriverMetrics: true\n    exposeExecutorMetrics: true\n    metricsPropertiesFile: /etc/metrics/metrics.properties\n    prometheus:\n      jmxExporterJar: /prometheus/jmx_prometheus_javaagent.jar\n      configFile: /etc/metrics/prometheus.yaml\n", "", ""))
        .with_flags(&["--webhook", "off"]);
    /// Dynamic allocation the operator's defaulting does not see.
    OPERATOR_DEFAULTS_INSTANCES = "operator-defaults-instances", Warning,
        "Dynamic allocation switched on in sparkConf under Spark's spelling: the kubeflow \
         operator's defaulting webhook looks for another spelling and sets \
         `spec.executor.instances` to 1.",
        "Enable dynamic allocation with `spec.dynamicAllocation.enabled: true`.",
        Example::kubeflow(
            "apiVersion: sparkoperator.k8s.io/v1beta2\nkind: SparkApplication\nmetadata:\n  name: etl\n  namespace: default\nspec:\n  type: Scala\n  mode: cluster\n  image: apache/spark:3.5.5\n  mainClass: org.apache.spark.examples.SparkPi\n  mainApplicationFile: local:///opt/spark/examples/jars/spark-examples.jar\n  sparkVersion: 3.5.5\n  sparkConf:\n    spark.dynamicAllocation.enabled: \"true\"\n  driver:\n    cores: 1\n    memory: 1g\n    serviceAccount: spark\n  executor:\n    cores: 1\n    memory: 1g\n",
            "apiVersion: sparkoperator.k8s.io/v1beta2\nkind: SparkApplication\nmetadata:\n  name: etl\n  namespace: default\nspec:\n  type: Scala\n  mode: cluster\n  image: apache/spark:3.5.5\n  mainClass: org.apache.spark.examples.SparkPi\n  mainApplicationFile: local:///opt/spark/examples/jars/spark-examples.jar\n  sparkVersion: 3.5.5\n  dynamicAllocation:\n    enabled: true\n  driver:\n    cores: 1\n    memory: 1g\n    serviceAccount: spark\n  executor:\n    cores: 1\n    memory: 1g\n");
    /// A field the Apache operator declares but never reads.
    IGNORED_FIELD = "ignored-field", Warning,
        "A field the Apache operator declares but never reads (`spec.files`): it ships nothing.",
        "Set `spark.files` in `spec.sparkConf` instead.",
        Example::apache(
            apache!("  files: local:///opt/app/lookup.csv\n"),
            apache!("  sparkConf:\n    spark.files: local:///opt/app/lookup.csv\n"));
    /// A JVM application without a main class.
    NO_MAIN_CLASS = "no-main-class", Error,
        "A JVM application of the Apache operator without `spec.mainClass`: the driver runs \
         `--class \"\"` and fails to load it.",
        "Set `spec.mainClass` to the application's main class.",
        Example::apache(
            "apiVersion: spark.apache.org/v1\nkind: SparkApplication\nmetadata:\n  name: etl\nspec:\n  jars: local:///opt/spark/examples/jars/spark-examples.jar\n  runtimeVersions:\n    sparkVersion: \"4.0.0\"\n",
            apache!(""));
    /// `{{SPARK_VERSION}}` where the Apache operator does not fill it in.
    VERSION_PLACEHOLDER = "version-placeholder", Warning,
        "`{{SPARK_VERSION}}` in a sparkConf key other than the image keys: the Apache operator \
         fills it in only there, this one keeps it as written.",
        "Write the release instead.",
        Example::apache(
            apache!("  sparkConf:\n    spark.jars.packages: org.apache.spark:spark-avro_2.13:{{SPARK_VERSION}}\n"),
            apache!("  sparkConf:\n    spark.jars.packages: org.apache.spark:spark-avro_2.13:4.0.0\n"));
    /// instanceConfig mistaken for the executor count.
    INSTANCE_CONFIG = "instance-config", Warning,
        "`applicationTolerations.instanceConfig` without an executor count in sparkConf: it only \
         judges the application's health and starts no executors (Spark starts \
         `spark.executor.instances`, default 2).",
        "Set `spark.executor.instances` or `spark.dynamicAllocation.*` in `spec.sparkConf`.",
        Example::apache(
            apache!("  applicationTolerations:\n    instanceConfig:\n      initExecutors: 3\n      minExecutors: 3\n      maxExecutors: 3\n"),
            apache!("  sparkConf:\n    spark.executor.instances: \"3\"\n  applicationTolerations:\n    instanceConfig:\n      initExecutors: 3\n      minExecutors: 3\n      maxExecutors: 3\n"));
}
