//! Keys Spark reads that are no `ConfigEntry`, so the jars' registry cannot list them, and keys
//! of other products people put in Spark confs. Each family names the Spark code that reads it.

/// Prefixes under which Spark reads names the user chooses, or keys its code builds from
/// constants, beyond the prefix keys of sparkpods' own registry.
pub const SPARK_FAMILIES: &[(&str, &str)] = &[
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
    // SparkHadoopUtil.appendSparkHiveConfigs: `spark.hive.*` copied into the Hive conf.
    ("spark.hive.", "a Hive setting (copied into HiveConf)"),
    // ResourceUtils: task resource requests.
    (
        "spark.task.resource.",
        "a task resource request (ResourceUtils)",
    ),
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

/// `SparkKubernetesClientFactory` reads `$prefix.$suffix` of Config.scala's constants (the
/// client-mode, driver, mounted and submission prefixes, the credential suffixes): keys no
/// `ConfigEntry` declares.
const CLIENT_AUTH_PREFIXES: &[&str] = &[
    "spark.kubernetes.authenticate",
    "spark.kubernetes.authenticate.driver",
    "spark.kubernetes.authenticate.driver.mounted",
    "spark.kubernetes.authenticate.submission",
];
const CLIENT_AUTH_SUFFIXES: &[&str] = &[
    "oauthToken",
    "oauthTokenFile",
    "clientKeyFile",
    "clientCertFile",
    "caCertFile",
];

/// Keys an entry reads before its own (`ConfigBuilder.withPrepended`): the jars' registry
/// lists the entry, not them. `config/package.scala`'s `DRIVER_JAVA_OPTIONS` and
/// `EXECUTOR_JAVA_OPTIONS` (SPARK-23472, from 3.0.0).
const PREPENDED_KEYS: &[&str] = &[
    "spark.driver.defaultJavaOptions",
    "spark.executor.defaultJavaOptions",
];

/// The Spark family `key` belongs to, if any.
pub fn spark_family(key: &str) -> Option<&'static str> {
    let client_auth = key.rsplit_once('.').is_some_and(|(prefix, suffix)| {
        CLIENT_AUTH_PREFIXES.contains(&prefix) && CLIENT_AUTH_SUFFIXES.contains(&suffix)
    });
    if client_auth {
        return Some("Kubernetes client credentials (SparkKubernetesClientFactory)");
    }
    if PREPENDED_KEYS.contains(&key) {
        return Some("JVM options an administrator prepends to extraJavaOptions");
    }
    // HadoopDelegationTokenManager: `spark.security.credentials.<service>.enabled`.
    if key
        .strip_prefix("spark.security.credentials.")
        .and_then(|rest| rest.strip_suffix(".enabled"))
        .is_some_and(|service| !service.is_empty() && !service.contains('.'))
    {
        return Some("a delegation token provider switch (HadoopDelegationTokenManager)");
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_spark_reads_without_an_entry_of_their_own() {
        assert!(spark_family("spark.driver.defaultJavaOptions").is_some());
        assert!(spark_family("spark.security.credentials.hadoopfs.enabled").is_some());
        assert!(spark_family("spark.security.credentials.hive.enabled").is_some());
        assert_eq!(spark_family("spark.security.credentials.enabled"), None);
        assert_eq!(spark_family("spark.driver.defaultJavaOption"), None);
        assert!(spark_family("spark.kubernetes.authenticate.caCertFile").is_some());
    }
}
