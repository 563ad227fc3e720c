//! Keys Spark reads that are no `ConfigEntry`, so the jars' registry cannot list them, and keys
//! of other products people put in Spark confs. Each family names the Spark code that reads it.

/// Prefixes under which Spark reads names the user chooses, or keys its code builds from
/// constants, beyond the prefix keys of sparkpods' own registry.
pub const SPARK_FAMILIES: &[(&str, &str)] = &[
    // SparkKubernetesClientFactory: `$prefix.$suffix` for the client-mode, driver, mounted and
    // submission prefixes (Config.scala's KUBERNETES_AUTH_*_PREFIX and *_CONF_SUFFIX).
    (
        "spark.kubernetes.authenticate.",
        "Kubernetes client credentials (SparkKubernetesClientFactory)",
    ),
    // SQLConf: catalog plugins and their options (CatalogManager).
    ("spark.sql.catalog.", "a catalog plugin or its option"),
    // DataSourceV2Utils.extractSessionConfigs: `spark.datasource.<source>.<option>`.
    ("spark.datasource.", "a data source option"),
    // SSLOptions.parse: `spark.ssl.` and `spark.ssl.<namespace>.` settings.
    ("spark.ssl.", "SSL settings (SSLOptions)"),
    // MetricsConfig: `spark.metrics.conf.<instance>.<sink|source>...`.
    (
        "spark.metrics.conf.",
        "a metrics sink or source (MetricsConfig)",
    ),
    // YARN's ApplicationMaster environment and the history/executor env families.
    (
        "spark.yarn.appMasterEnv.",
        "an environment variable of YARN's application master",
    ),
    // Hive: `spark.sql.hive.*` entries and the `spark.hive.` copy into HiveConf.
    ("spark.hive.", "a Hive setting (copied into HiveConf)"),
    // SparkConf.getExecutorEnv's sibling for the driver in other cluster managers.
    ("spark.driverEnv.", "a driver environment variable"),
    // SparkHadoopUtil: `spark.hadoopRDD.` settings.
    ("spark.hadoopRDD.", "HadoopRDD settings"),
    // ResourceUtils: task resource requests.
    (
        "spark.task.resource.",
        "a task resource request (ResourceUtils)",
    ),
    // Standalone / shuffle plugins read by prefix.
    ("spark.shuffle.push.", "push-based shuffle settings"),
    ("spark.executor.plugin.", "an executor plugin's setting"),
    ("spark.plugins.", "a Spark plugin's setting"),
    ("spark.redaction.", "redaction settings"),
];

/// Prefixes of other products' keys: Spark ignores them, their product reads them.
pub const OTHER_PRODUCTS: &[(&str, &str)] = &[
    ("spark.delta.", "Delta Lake"),
    ("spark.databricks.", "Databricks"),
    ("spark.emr.", "Amazon EMR"),
    ("spark.emr-serverless.", "Amazon EMR Serverless"),
    ("spark.dataproc.", "Google Dataproc"),
    ("spark.rapids.", "the RAPIDS Accelerator"),
    ("spark.celeborn.", "Apache Celeborn"),
    ("spark.comet.", "Apache DataFusion Comet"),
    ("spark.gluten.", "Apache Gluten"),
    ("spark.openlineage.", "OpenLineage"),
    ("spark.cassandra.", "the Spark Cassandra Connector"),
    ("spark.mongodb.", "the MongoDB Spark Connector"),
    ("spark.es.", "Elasticsearch for Apache Hadoop"),
    ("spark.neo4j.", "the Neo4j Connector"),
    ("spark.snowflake.", "the Snowflake Connector"),
    ("spark.synapse.", "Azure Synapse"),
    ("spark.blaze.", "Blaze"),
    ("spark.auron.", "Apache Auron"),
    ("spark.lakesail.", "LakeSail"),
    ("spark.hudi.", "Apache Hudi"),
    ("spark.iceberg.", "Apache Iceberg"),
    (
        "spark.kubernetes.operator.",
        "the Apache Spark Kubernetes operator",
    ),
    ("spark.sparkoperator.", "the kubeflow spark-operator"),
    ("spark.volcano.", "Volcano"),
    ("spark.yunikorn.", "Apache YuniKorn"),
];

/// The Spark family `key` belongs to, if any.
pub fn spark_family(key: &str) -> Option<&'static str> {
    SPARK_FAMILIES
        .iter()
        .find(|(prefix, _)| key.starts_with(prefix) && key.len() > prefix.len())
        .map(|(_, what)| *what)
}

/// The product whose key `key` is, if it is another product's.
pub fn other_product(key: &str) -> Option<&'static str> {
    OTHER_PRODUCTS
        .iter()
        .find(|(prefix, _)| key.starts_with(prefix))
        .map(|(_, product)| *product)
}
