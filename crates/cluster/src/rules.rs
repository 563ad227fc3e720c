//! The rules of `check --cluster`: what the namespace's admission chain and the nodes do to
//! the pods Spark creates.

use builder_core::Example;

use builder_core::example_conf as conf;

/// A cluster profile of the examples: `default`, the namespace the examples' confs name, and
/// `$items` (YAML list items, indented by two).
macro_rules! profile {
    ($items:literal) => {
        concat!(
            "apiVersion: v1\nkind: List\nitems:\n",
            "- apiVersion: v1\n  kind: Namespace\n  metadata:\n    name: default\n",
            $items
        )
    };
}

builder_core::rules! {
    /// A ResourceQuota refuses a pod or claim.
    QUOTA = "quota", Error,
        "A ResourceQuota of the namespace refuses a pod or claim Spark creates: spark-submit \
         fails, no executor starts, or only some do (Spark asks again for the others).",
        "The message has the API server's words and says what fails. Ask for less (fewer or \
         smaller executors), or have the quota raised.",
        Example::conf(
            conf!("spark.executor.instances=4\nspark.executor.memory=4g\n"),
            conf!("spark.executor.instances=1\nspark.executor.memory=4g\n"))
        .with_cluster(profile!("- apiVersion: v1\n  kind: ResourceQuota\n  metadata:\n    name: compute\n    namespace: default\n  spec:\n    hard:\n      requests.memory: 8Gi\n  status:\n    hard:\n      requests.memory: 8Gi\n    used:\n      requests.memory: \"0\"\n"));
    /// A quota without status.
    QUOTA_UNSYNCED = "quota-unsynced", Info,
        "A ResourceQuota of the profile without a status: it is taken as its `spec.hard` with \
         nothing used yet.",
        "Paste it as `kubectl get resourcequota -o yaml` prints it, with its `status.used`.",
        Example::conf(conf!(""), conf!(""))
        .with_cluster_fix(
            profile!("- apiVersion: v1\n  kind: ResourceQuota\n  metadata:\n    name: compute\n    namespace: default\n  spec:\n    hard:\n      requests.memory: 64Gi\n"),
            profile!("- apiVersion: v1\n  kind: ResourceQuota\n  metadata:\n    name: compute\n    namespace: default\n  spec:\n    hard:\n      requests.memory: 64Gi\n  status:\n    hard:\n      requests.memory: 64Gi\n    used:\n      requests.memory: 8Gi\n"));
    /// Pod Security refuses or warns about a pod.
    POD_SECURITY = "pod-security", Error,
        "The namespace's Pod Security level refuses a pod (enforce), warns about it (warn) or \
         records it (audit).",
        "The finding names the check that fails and the field to change; a pod template is \
         where Spark's pods get what the level asks for.",
        Example::conf(
            conf!("spark.kubernetes.executor.volumes.hostPath.data.mount.path=/data\nspark.kubernetes.executor.volumes.hostPath.data.options.path=/mnt/data\n"),
            conf!("spark.kubernetes.executor.volumes.emptyDir.data.mount.path=/data\n"))
        .with_cluster(concat!(
            "apiVersion: v1\nkind: Namespace\nmetadata:\n  name: default\n",
            "  labels:\n    pod-security.kubernetes.io/enforce: baseline\n"));
    /// A Pod Security label the API server reads otherwise.
    POD_SECURITY_LABEL = "pod-security-label", Warning,
        "A Pod Security label of the namespace that is not valid: the API server reads it as the \
         message says (an unknown level as `restricted`).",
        "Write a level (`privileged`, `baseline`, `restricted`) and a version (`latest`, \
         `v1.<minor>`).",
        Example::conf(conf!(""), conf!(""))
        .with_cluster_fix(
            "apiVersion: v1\nkind: Namespace\nmetadata:\n  name: default\n  labels:\n    pod-security.kubernetes.io/warn: Baseline\n",
            "apiVersion: v1\nkind: Namespace\nmetadata:\n  name: default\n  labels:\n    pod-security.kubernetes.io/warn: baseline\n");
    /// A LimitRange refuses a pod or claim.
    LIMIT_RANGE = "limit-range", Error,
        "A LimitRange of the namespace refuses a pod or claim: a request or limit beyond its \
         min, max or ratio.",
        "The finding is on the key that sets the value; the hint gives the bound.",
        Example::conf(
            conf!("spark.executor.memory=4g\n"),
            conf!("spark.executor.memory=1g\n"))
        .with_cluster(profile!("- apiVersion: v1\n  kind: LimitRange\n  metadata:\n    name: caps\n    namespace: default\n  spec:\n    limits:\n    - type: Container\n      max:\n        memory: 2Gi\n"));
    /// A LimitRange sets a value Spark leaves unset.
    LIMIT_RANGE_DEFAULT = "limit-range-default", Info,
        "A LimitRange of the namespace sets a request or limit Spark leaves unset (a cpu limit, \
         ephemeral storage).",
        "Reported so that the value is not a surprise; set the key the hint names to choose it \
         yourself.",
        Example::conf(
            conf!(""),
            conf!("spark.kubernetes.driver.limit.cores=1\nspark.kubernetes.executor.limit.cores=1\n"))
        .with_cluster(profile!("- apiVersion: v1\n  kind: LimitRange\n  metadata:\n    name: defaults\n    namespace: default\n  spec:\n    limits:\n    - type: Container\n      default:\n        cpu: \"2\"\n"));
    /// Two LimitRanges default the same resource.
    LIMIT_RANGE_COMPETING = "limit-range-competing", Warning,
        "Two LimitRanges of the namespace both default the same resource: the API server applies \
         them in no fixed order, so either value may be used.",
        "Keep one default per resource in the namespace.",
        Example::conf(conf!(""), conf!(""))
        .with_cluster_fix(
            profile!("- apiVersion: v1\n  kind: LimitRange\n  metadata:\n    name: a\n    namespace: default\n  spec:\n    limits:\n    - type: Container\n      default:\n        ephemeral-storage: 1Gi\n- apiVersion: v1\n  kind: LimitRange\n  metadata:\n    name: b\n    namespace: default\n  spec:\n    limits:\n    - type: Container\n      default:\n        ephemeral-storage: 2Gi\n"),
            profile!("- apiVersion: v1\n  kind: LimitRange\n  metadata:\n    name: a\n    namespace: default\n  spec:\n    limits:\n    - type: Container\n      default:\n        ephemeral-storage: 1Gi\n"));
    /// A default limit below the request makes the pod invalid.
    POD_INVALID = "pod-invalid", Error,
        "A LimitRange's default limit below the request Spark sets: the API server rejects the \
         pod as invalid (a limit below its request).",
        "Set the limit key the hint names to at least the request, so no default limit below \
         it is used.",
        Example::conf(
            conf!("spark.executor.cores=2\n"),
            conf!("spark.executor.cores=2\nspark.kubernetes.executor.limit.cores=2\n"))
        .with_cluster(profile!("- apiVersion: v1\n  kind: LimitRange\n  metadata:\n    name: defaults\n    namespace: default\n  spec:\n    limits:\n    - type: Container\n      default:\n        cpu: \"1\"\n"));
    /// A mutating webhook rejects the pod.
    WEBHOOK_REJECTS = "webhook-rejects", Error,
        "A mutating webhook in the admission chain (the kubeflow operator's pod webhook) rejects \
         the pod: the API server does not create it.",
        "The message says what the webhook could not read; fix that field of the resource.",
        Example::kubeflow(
            "apiVersion: sparkoperator.k8s.io/v1beta2\nkind: SparkApplication\nmetadata:\n  name: etl\n  namespace: default\nspec:\n  type: Scala\n  mode: cluster\n  image: apache/spark:3.5.5\n  mainClass: org.apache.spark.examples.SparkPi\n  mainApplicationFile: local:///opt/spark/examples/jars/spark-examples.jar\n  sparkVersion: 3.5.5\n  driver:\n    cores: 1\n    memory: 1g\n    serviceAccount: spark\n  executor:\n    instances: 1\n    cores: 1\n    memory: 1g\n    memoryLimit: 2 gigs\n",
            "apiVersion: sparkoperator.k8s.io/v1beta2\nkind: SparkApplication\nmetadata:\n  name: etl\n  namespace: default\nspec:\n  type: Scala\n  mode: cluster\n  image: apache/spark:3.5.5\n  mainClass: org.apache.spark.examples.SparkPi\n  mainApplicationFile: local:///opt/spark/examples/jars/spark-examples.jar\n  sparkVersion: 3.5.5\n  driver:\n    cores: 1\n    memory: 1g\n    serviceAccount: spark\n  executor:\n    instances: 1\n    cores: 1\n    memory: 1g\n    memoryLimit: 2g\n");
    /// No node takes the pod.
    NODE_FIT = "node-fit", Error,
        "No node of the profile takes the pod: it stays Pending.",
        "The message gives the scheduler's reasons per node; ask for less than a node has, or \
         target nodes that have it.",
        Example::conf(
            conf!("spark.executor.memory=30g\n"),
            conf!("spark.executor.memory=8g\n"))
        .with_cluster(profile!("- apiVersion: v1\n  kind: Node\n  metadata:\n    name: node-1\n  status:\n    allocatable:\n      cpu: \"4\"\n      memory: 16Gi\n      pods: \"110\"\n"));
    /// How executors pack onto the nodes.
    NODE_PACKING = "node-packing", Warning,
        "How many executors a node of the profile takes and what they leave idle: a warning \
         when much of its cpu or memory is left idle, else worth knowing.",
        "Size the executors to the nodes: the `node-fit-suggestion` findings give a size.",
        Example::conf(
            conf!("spark.executor.cores=3\nspark.executor.memory=4g\n"),
            conf!("spark.executor.cores=4\nspark.executor.memory=14895m\n"))
        .with_cluster(profile!("- apiVersion: v1\n  kind: Node\n  metadata:\n    name: node-1\n  status:\n    allocatable:\n      cpu: \"4\"\n      memory: 16Gi\n      pods: \"110\"\n"));
    /// Fewer executors fit than are asked for.
    NODE_CAPACITY = "node-capacity", Warning,
        "The profile's nodes together take fewer executors than the application asks for: the \
         others wait for the cluster to grow.",
        "Ask for fewer executors, or add nodes.",
        Example::conf(
            conf!("spark.executor.instances=8\nspark.executor.memory=6g\n"),
            conf!("spark.executor.instances=2\nspark.executor.memory=6g\n"))
        .with_cluster(profile!("- apiVersion: v1\n  kind: Node\n  metadata:\n    name: node-1\n  status:\n    allocatable:\n      cpu: \"8\"\n      memory: 32Gi\n      pods: \"110\"\n"));
    /// An executor size that fits a node shape better.
    NODE_FIT_SUGGESTION = "node-fit-suggestion", Info,
        "A value of an executor key that fits the profile's nodes better: more executors per \
         node, less left idle.",
        "Set the key to the value the hint gives.",
        Example::conf(
            conf!("spark.executor.cores=3\nspark.executor.memory=4g\n"),
            conf!("spark.executor.cores=4\nspark.executor.memory=14895m\n"))
        .with_cluster(profile!("- apiVersion: v1\n  kind: Node\n  metadata:\n    name: node-1\n  status:\n    allocatable:\n      cpu: \"4\"\n      memory: 16Gi\n      pods: \"110\"\n"));
    /// Local dirs on the node's disk without an ephemeral-storage request.
    LOCAL_DIRS_EVICTION = "local-dirs-eviction", Warning,
        "Spark writes shuffle and spill files to an emptyDir on the node's disk and the pod \
         requests no ephemeral storage: the scheduler does not count that disk, and the kubelet \
         evicts the pod when the node's disk fills.",
        "Request ephemeral storage in a pod template, or put the local dirs on a claim \
         (`spark-local-dir-1` with `claimName=OnDemand`).",
        Example::conf(
            conf!(""),
            conf!("spark.kubernetes.executor.volumes.persistentVolumeClaim.spark-local-dir-1.mount.path=/data\nspark.kubernetes.executor.volumes.persistentVolumeClaim.spark-local-dir-1.options.claimName=OnDemand\nspark.kubernetes.executor.volumes.persistentVolumeClaim.spark-local-dir-1.options.storageClass=standard\nspark.kubernetes.executor.volumes.persistentVolumeClaim.spark-local-dir-1.options.sizeLimit=100Gi\n"))
        .with_cluster(profile!("- apiVersion: v1\n  kind: Node\n  metadata:\n    name: node-1\n  status:\n    allocatable:\n      cpu: \"8\"\n      memory: 32Gi\n      ephemeral-storage: 100Gi\n      pods: \"110\"\n"));
    /// Each executor creates its own claim.
    CLAIMS_ON_DEMAND = "claims-on-demand", Info,
        "Each executor creates its own claim (`claimName=OnDemand`): the storage the application \
         holds grows with its executors.",
        "Reported with the total so that it is not a surprise; reuse the claims \
         (`spark.kubernetes.driver.reusePersistentVolumeClaim`) or size them down.",
        Example::conf(
            conf!("spark.kubernetes.executor.volumes.persistentVolumeClaim.data.mount.path=/data\nspark.kubernetes.executor.volumes.persistentVolumeClaim.data.options.claimName=OnDemand\nspark.kubernetes.executor.volumes.persistentVolumeClaim.data.options.storageClass=standard\nspark.kubernetes.executor.volumes.persistentVolumeClaim.data.options.sizeLimit=100Gi\n"),
            conf!(""))
        .with_cluster(profile!(""));
}
