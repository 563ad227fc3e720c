//! The examples gallery: realistic starting points, each a complete set of inputs.

use builder_core::SparkVersion;

use crate::session::{Inputs, VirtualFile};

/// One gallery entry.
#[derive(Debug, Clone, Copy)]
pub struct Example {
    pub id: &'static str,
    pub title: &'static str,
    pub blurb: &'static str,
    pub conf: &'static str,
    pub main_resource: &'static str,
    pub files: &'static [(&'static str, &'static str)],
}

impl Example {
    pub fn inputs(&self, version: SparkVersion) -> Inputs {
        Inputs {
            conf: self.conf.to_string(),
            version,
            submit_version: None,
            main_resource: self.main_resource.to_string(),
            main_class: String::new(),
            app_args: String::new(),
            files: self
                .files
                .iter()
                .map(|(p, c)| VirtualFile {
                    path: p.to_string(),
                    content: c.to_string(),
                })
                .collect(),
        }
    }
}

pub fn by_id(id: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.id == id)
}

/// The gallery, first entry = what a new visitor sees.
pub static EXAMPLES: &[Example] = &[
    Example {
        id: "basic-jvm",
        title: "Basic JVM job",
        blurb: "SparkPi with an image, a namespace, a service account and sized executors.",
        conf: "\
# A plain Scala/Java job. Edit any line: the pods on the right follow.
spark.app.name                                   spark-pi
spark.kubernetes.namespace                       spark-jobs
spark.kubernetes.container.image                 apache/spark:3.5.5
spark.kubernetes.authenticate.driver.serviceAccountName  spark
spark.driver.memory                              2g
spark.driver.cores                               1
spark.executor.instances                         4
spark.executor.memory                            4g
spark.executor.cores                             2
",
        main_resource: "",
        files: &[],
    },
    Example {
        id: "pyspark",
        title: "PySpark ETL",
        blurb: "A Python main resource: PythonRunner, the non-JVM memory overhead factor, app args.",
        conf: "\
spark.app.name                          nightly-etl
spark.kubernetes.container.image        apache/spark-py:3.5.5
spark.kubernetes.namespace              etl
spark.executor.instances                6
spark.executor.memory                   3g
# Python workers live outside the JVM heap: give them overhead.
spark.executor.memoryOverheadFactor     0.4
spark.kubernetes.driverEnv.ENVIRONMENT  prod
spark.executorEnv.ENVIRONMENT           prod
",
        main_resource: "local:///opt/app/etl.py",
        files: &[],
    },
    Example {
        id: "gpu",
        title: "GPU executors",
        blurb: "One NVIDIA GPU per executor (custom resource limits), a toleration from a pod template.",
        conf: "\
spark.app.name                                   gpu-training
spark.kubernetes.container.image                 nvcr.io/nvidia/spark:3.5.5
spark.executor.instances                         2
spark.executor.memory                            16g
spark.executor.cores                             8
spark.executor.resource.gpu.amount               1
spark.executor.resource.gpu.vendor               nvidia.com
spark.executor.resource.gpu.discoveryScript      /opt/spark/examples/src/main/scripts/getGpusResources.sh
spark.task.resource.gpu.amount                   0.125
spark.kubernetes.executor.podTemplateFile        /templates/gpu-executor.yaml
",
        main_resource: "",
        files: &[(
            "/templates/gpu-executor.yaml",
            "apiVersion: v1\nkind: Pod\nspec:\n  tolerations:\n  - key: nvidia.com/gpu\n    operator: Exists\n    effect: NoSchedule\n  nodeSelector:\n    accelerator: nvidia-a100\n",
        )],
    },
    Example {
        id: "pvc-local-dirs",
        title: "PVC-backed local dirs",
        blurb: "Shuffle spill on on-demand PersistentVolumeClaims instead of node disk (spark-local-dir-*).",
        conf: "\
spark.app.name                     big-shuffle
spark.kubernetes.container.image   apache/spark:3.5.5
spark.executor.instances           8
spark.executor.memory              8g
spark.kubernetes.executor.volumes.persistentVolumeClaim.spark-local-dir-1.options.claimName   OnDemand
spark.kubernetes.executor.volumes.persistentVolumeClaim.spark-local-dir-1.options.storageClass  gp3
spark.kubernetes.executor.volumes.persistentVolumeClaim.spark-local-dir-1.options.sizeLimit     200Gi
spark.kubernetes.executor.volumes.persistentVolumeClaim.spark-local-dir-1.mount.path            /data/spill
spark.kubernetes.executor.volumes.persistentVolumeClaim.spark-local-dir-1.mount.readOnly        false
spark.kubernetes.driver.ownPersistentVolumeClaim   true
spark.kubernetes.driver.reusePersistentVolumeClaim true
",
        main_resource: "",
        files: &[],
    },
    Example {
        id: "sidecar-template",
        title: "Pod templates with a side-car",
        blurb: "A log-shipping side-car and an init container from pod templates; Spark's container is merged in.",
        conf: "\
spark.app.name                                 with-sidecar
spark.kubernetes.container.image               apache/spark:3.5.5
spark.kubernetes.driver.podTemplateFile        /templates/driver.yaml
spark.kubernetes.executor.podTemplateFile      /templates/executor.yaml
spark.kubernetes.driver.podTemplateContainerName   spark
spark.kubernetes.executor.podTemplateContainerName spark
",
        main_resource: "",
        files: &[
            (
                "/templates/driver.yaml",
                "apiVersion: v1\nkind: Pod\nmetadata:\n  labels:\n    team: analytics\nspec:\n  containers:\n  - name: spark\n    volumeMounts:\n    - name: logs\n      mountPath: /var/log/spark\n  - name: fluent-bit\n    image: fluent/fluent-bit:3.1\n    resources:\n      requests:\n        cpu: 50m\n        memory: 64Mi\n    volumeMounts:\n    - name: logs\n      mountPath: /var/log/spark\n  volumes:\n  - name: logs\n    emptyDir: {}\n",
            ),
            (
                "/templates/executor.yaml",
                "apiVersion: v1\nkind: Pod\nspec:\n  initContainers:\n  - name: warm-cache\n    image: busybox:1.36\n    command: [\"sh\", \"-c\", \"echo warming\"]\n  containers:\n  - name: spark\n    env:\n    - name: CACHE_DIR\n      value: /cache\n",
            ),
        ],
    },
    Example {
        id: "kerberos",
        title: "Kerberos (HDFS)",
        blurb: "krb5.conf shipped in a ConfigMap, a keytab login, HADOOP_CONF_DIR files.",
        conf: "\
#@env HADOOP_CONF_DIR=/etc/hadoop/conf
spark.app.name                         secure-hdfs
spark.kubernetes.container.image       apache/spark:3.5.5
spark.kubernetes.kerberos.krb5.path    /etc/krb5.conf
spark.kerberos.principal               etl@EXAMPLE.COM
spark.kerberos.keytab                  /keytabs/etl.keytab
spark.kubernetes.kerberos.tokenSecret.name          hdfs-tokens
spark.kubernetes.kerberos.tokenSecret.itemKey       hadoop-token
",
        main_resource: "",
        files: &[
            (
                "/etc/krb5.conf",
                "[libdefaults]\n  default_realm = EXAMPLE.COM\n[realms]\n  EXAMPLE.COM = {\n    kdc = kdc.example.com\n  }\n",
            ),
            ("/keytabs/etl.keytab", "(binary keytab)"),
            (
                "/etc/hadoop/conf/core-site.xml",
                "<configuration>\n  <property><name>fs.defaultFS</name><value>hdfs://nn:8020</value></property>\n</configuration>\n",
            ),
            (
                "/etc/hadoop/conf/hdfs-site.xml",
                "<configuration>\n  <property><name>dfs.replication</name><value>3</value></property>\n</configuration>\n",
            ),
        ],
    },
    Example {
        id: "secrets",
        title: "Secrets as files and env",
        blurb: "A Secret mounted as files, and one key exposed as an env var, on driver and executors.",
        conf: "\
spark.app.name                                      with-secrets
spark.kubernetes.container.image                    apache/spark:3.5.5
spark.kubernetes.driver.secrets.db-credentials      /etc/secrets/db
spark.kubernetes.executor.secrets.db-credentials    /etc/secrets/db
spark.kubernetes.driver.secretKeyRef.DB_PASSWORD    db-credentials:password
spark.kubernetes.executor.secretKeyRef.DB_PASSWORD  db-credentials:password
spark.kubernetes.container.image.pullSecrets        registry-credentials
",
        main_resource: "",
        files: &[],
    },
    Example {
        id: "spot",
        title: "Spot executors, on-demand driver",
        blurb: "Node selectors per role keep the driver off preemptible nodes; decommissioning moves shuffle data.",
        conf: "\
spark.app.name                                         spot-batch
spark.kubernetes.container.image                       apache/spark:3.5.5
spark.kubernetes.driver.node.selector.lifecycle        on-demand
spark.kubernetes.executor.node.selector.lifecycle      spot
spark.kubernetes.executor.annotation.cluster-autoscaler.kubernetes.io/safe-to-evict  true
spark.decommission.enabled                             true
spark.storage.decommission.enabled                     true
spark.storage.decommission.shuffleBlocks.enabled       true
spark.executor.instances                               20
",
        main_resource: "",
        files: &[],
    },
    Example {
        id: "dynamic-allocation",
        title: "Dynamic allocation",
        blurb: "Executors scale between min and max with shuffle tracking; the summary shows both totals.",
        conf: "\
spark.app.name                                   elastic
spark.kubernetes.container.image                 apache/spark:3.5.5
spark.dynamicAllocation.enabled                  true
spark.dynamicAllocation.shuffleTracking.enabled  true
spark.dynamicAllocation.minExecutors             2
spark.dynamicAllocation.maxExecutors             50
spark.executor.memory                            6g
spark.executor.cores                             3
spark.kubernetes.allocation.batch.size           10
",
        main_resource: "",
        files: &[],
    },
    Example {
        id: "spark-submit",
        title: "Pasted spark-submit",
        blurb: "A whole spark-submit command line: flags and --conf pairs are read like spark-submit does.",
        conf: "\
spark-submit \\
  --master k8s://https://kubernetes.default.svc:443 \\
  --deploy-mode cluster \\
  --name word-count \\
  --class org.apache.spark.examples.JavaWordCount \\
  --driver-memory 2g \\
  --executor-memory 4g \\
  --num-executors 3 \\
  --conf spark.kubernetes.container.image=apache/spark:3.5.5 \\
  --conf spark.kubernetes.namespace=analytics \\
  local:///opt/spark/examples/jars/spark-examples.jar /data/input.txt
",
        main_resource: "",
        files: &[],
    },
    Example {
        id: "tmpfs",
        title: "RAM-backed scratch space",
        blurb: "spark.kubernetes.local.dirs.tmpfs: local dirs on tmpfs count against the pod's memory limit.",
        conf: "\
spark.app.name                         fast-scratch
spark.kubernetes.container.image       apache/spark:3.5.5
spark.kubernetes.local.dirs.tmpfs      true
spark.executor.memory                  8g
spark.executor.memoryOverhead          4g
spark.kubernetes.executor.limit.cores  4
spark.kubernetes.executor.request.cores 3500m
",
        main_resource: "",
        files: &[],
    },
    Example {
        id: "mistakes",
        title: "Common mistakes",
        blurb: "What the problems list catches before spark-submit does: typos, bad labels, bad units.",
        conf: "\
spark.app.name                          Mistakes_App
spark.kubernetes.container.image        apache/spark:3.5.5
spark.executor.memroy                   4g
spark.kubernetes.executor.label.team    Data Platform
spark.kubernetes.driver.request.cores   one
spark.executor.instances                3
",
        main_resource: "",
        files: &[],
    },
    Example {
        id: "kubeflow-operator",
        title: "kubeflow spark-operator SparkApplication",
        blurb: "A SparkApplication as the kubeflow operator submits it: typed fields, its defaults and its pod webhook's tolerations and security context.",
        conf: "\
# A kubeflow spark-operator SparkApplication: the editor is YAML now. The operator turns it into a
# spark-submit (its v2.5.2 runs Spark 4.0.4) and its pod webhook patches the pods: click a
# pod field to see the SparkApplication field behind it.
apiVersion: sparkoperator.k8s.io/v1beta2
kind: SparkApplication
metadata:
  name: spark-pi
  namespace: spark-jobs
spec:
  type: Scala
  mode: cluster
  image: apache/spark:3.5.5
  sparkVersion: 3.5.5
  mainClass: org.apache.spark.examples.SparkPi
  mainApplicationFile: local:///opt/spark/examples/jars/spark-examples.jar
  sparkConf:
    spark.executor.memoryOverheadFactor: \"0.2\"
  driver:
    cores: 1
    memory: 2g
    serviceAccount: spark
    labels:
      team: data
  executor:
    instances: 3
    cores: 2
    memory: 4g
    tolerations:
    - key: dedicated
      operator: Equal
      value: spark
      effect: NoSchedule
    securityContext:
      runAsNonRoot: true
      allowPrivilegeEscalation: false
",
        main_resource: "",
        files: &[],
    },
    Example {
        id: "apache-operator",
        title: "Apache Spark operator SparkApplication",
        blurb: "A spark.apache.org SparkApplication: its conf, the app id as every name's prefix, pod templates and the operator's defaults.",
        conf: "\
# An Apache Spark Kubernetes operator SparkApplication. The operator (1.0.0) builds the driver with
# its bundled Spark 4.2.0, names everything after the app id (etl-0) and adds its defaults.
apiVersion: spark.apache.org/v1
kind: SparkApplication
metadata:
  name: etl
  namespace: spark-jobs
spec:
  mainClass: org.apache.spark.examples.SparkPi
  jars: local:///opt/spark/examples/jars/spark-examples.jar
  sparkConf:
    spark.kubernetes.container.image: \"apache/spark:{{SPARK_VERSION}}-scala\"
    spark.kubernetes.authenticate.driver.serviceAccountName: spark
    spark.executor.instances: \"2\"
    spark.executor.memory: 4g
  executorSpec:
    podTemplateSpec:
      spec:
        priorityClassName: batch
        nodeSelector:
          pool: spark
  runtimeVersions:
    sparkVersion: \"4.2.0\"
",
        main_resource: "",
        files: &[],
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::evaluate;
    use builder_core::Severity;

    #[test]
    fn a_dozen_distinct_examples() {
        assert!(EXAMPLES.len() >= 12);
        let mut ids: Vec<&str> = EXAMPLES.iter().map(|e| e.id).collect();
        sparkpods_sort::sort(&mut ids);
        ids.dedup();
        assert_eq!(ids.len(), EXAMPLES.len());
    }

    /// Every example but "mistakes" renders both pods on both versions without an error; the
    /// mistakes example shows errors.
    #[test]
    fn examples_render_cleanly() {
        for version in [SparkVersion::V3_5_5, SparkVersion::V4_3_0] {
            for e in EXAMPLES {
                let p = evaluate(&e.inputs(version));
                let errors: Vec<_> = p
                    .problems
                    .iter()
                    .filter(|d| d.severity == Severity::Error || d.rule.id == "missing-file")
                    .collect();
                if e.id == "mistakes" {
                    assert!(errors.len() >= 2, "{errors:?}");
                    assert!(p.problems.iter().any(|d| d.rule.id == "unknown-key"));
                } else {
                    assert!(errors.is_empty(), "{} on {version:?}: {errors:?}", e.id);
                    assert!(
                        p.driver_pod.is_some() && p.executor_pod.is_some(),
                        "{}",
                        e.id
                    );
                }
            }
        }
    }

    #[test]
    fn gpu_example_asks_for_a_gpu() {
        let p = evaluate(&by_id("gpu").unwrap().inputs(SparkVersion::V3_5_5));
        assert_eq!(
            p.summary.executor_extended,
            vec![("nvidia.com/gpu".to_string(), "1".to_string())]
        );
    }
}
