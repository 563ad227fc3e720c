//! What the submitter does with the driver spec the builder made: the conf ConfigMap, the
//! `SPARK_CONF_DIR` volume, owner references: what the API server receives. spark-submit's
//! `Client.run()` is [`SparkSubmitClient`]; an operator that builds the driver in its own
//! process (the Apache Spark Kubernetes operator) brings its own [`DriverClient`].

use std::collections::BTreeMap;
use std::fmt::Debug;

use k8s_openapi::api::core::v1::{
    ConfigMap, ConfigMapVolumeSource, KeyToPath, Pod, Volume, VolumeMount,
};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

use crate::conf::SparkConf;
use crate::conf::registry as keys;
use crate::conf_dir::load_conf_dir_files;
use crate::features::env_var;
use crate::inputs::{DriverArgs, Environment, IdSource};
use crate::memory::PodMemory;
use crate::pod::SparkPod;
use crate::release::Release;
use crate::spark_properties::properties_file_text;
use crate::template::UndeclaredField;
use sparkpods_jvm::ScalaMap;
use sparkpods_kube::KubeObject;

/// The pseudo step of what spark-submit's `Client` adds to the driver pod (the conf ConfigMap).
pub const SUBMIT_STEP: &str = "spark-submit Client (SPARK_CONF_DIR ConfigMap)";

/// What the driver builder produced (`KubernetesDriverSpec`).
#[derive(Debug, Clone)]
pub struct DriverSpec {
    /// The release that built it (spark-submit's).
    pub release: Release,
    /// `KubernetesDriverConf.resourceNamePrefix`: the prefix of the driver's resource names.
    pub resource_name_prefix: String,
    /// The driver pod and its Spark container, as the builder returns them.
    pub pod: SparkPod,
    /// `driverPreKubernetesResources`: created before the pod (PVCs of the driver's volumes).
    pub pre_resources: Vec<KubeObject>,
    /// `driverKubernetesResources`: created after the pod (the driver Service, ConfigMaps).
    pub resources: Vec<KubeObject>,
    /// `systemProperties`: the conf the driver starts with (its `spark.properties`).
    pub system_properties: ScalaMap<String>,
    /// The pod template's fields a Pod does not declare: sent with the pod, pruned by the API
    /// server.
    pub undeclared: Vec<UndeclaredField>,
    /// The driver's memory, part by part, as Spark summed it into the pod's.
    pub memory: PodMemory,
}

/// What `spark-submit` sends to the API server.
#[derive(Debug, Clone)]
pub struct SubmittedDriver {
    /// `KubernetesClientUtils.configMapNameDriver`.
    pub config_map_name: String,
    /// The driver pod as created: the Spark container appended, the conf volume mounted.
    pub pod: Pod,
    /// The pre-resources, owned by the pod.
    pub pre_resources: Vec<KubeObject>,
    /// The resources and the conf ConfigMap, owned by the pod.
    pub resources: Vec<KubeObject>,
}

/// Where the conf ConfigMap is mounted in Spark containers.
pub const SPARK_CONF_DIR_INTERNAL: &str = "/opt/spark/conf";
/// The driver's conf volume (`Constants.SPARK_CONF_VOLUME_DRIVER`).
pub const SPARK_CONF_VOLUME_DRIVER: &str = "spark-conf-volume-driver";

/// What a client gets to submit the driver with.
pub struct ClientInputs<'a> {
    /// The conf as submitted.
    pub conf: &'a SparkConf,
    /// The driver as the builder made it.
    pub spec: &'a DriverSpec,
    /// `KubernetesClientUtils.configMapNameDriver`, drawn for spark-submit's client.
    pub drawn_conf_map_name: &'a str,
    /// The submitting process' environment (`SPARK_CONF_DIR`'s files).
    pub env: &'a Environment,
    /// The uid the API server gives the driver pod.
    pub driver_pod_uid: &'a str,
    /// Whether the conf ConfigMap's `spark.properties` is written.
    pub properties: PropertiesText,
}

/// Whether a render writes its conf ConfigMaps' `spark.properties` (every system property
/// escaped into a text, the driver's and the executors'): a reader of the pods alone (the
/// admission policy) leaves them empty, which changes nothing else of the render.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PropertiesText {
    /// As Spark writes them.
    Written,
    /// Empty.
    LeftEmpty,
}

impl PropertiesText {
    /// The `spark.properties` text as Spark writes it (`buildStringFromPropertiesMap`), or an
    /// empty one.
    pub fn text(self, config_map_name: &str, props: &ScalaMap<String>, timestamp: &str) -> String {
        match self {
            PropertiesText::Written => properties_file_text(config_map_name, props, timestamp),
            PropertiesText::LeftEmpty => String::new(),
        }
    }
}

/// Turns the built driver into the objects sent to the API server.
pub trait DriverClient: Debug + Sync {
    /// Who builds the driver, as messages name it with its release (`spark-submit 4.2.0`).
    fn submitter(&self) -> &'static str;

    /// The pseudo step of what it adds to the driver pod, for the playground's explanations.
    fn step(&self) -> &'static str;

    /// The driver pod, its resources and the conf ConfigMap, as submitted.
    fn submit(&self, input: ClientInputs, ids: &mut dyn IdSource) -> SubmittedDriver;

    /// The application name the driver JVM runs with when the conf has none. spark-submit
    /// always names the application (`--name`, else the class or file), so only a client that
    /// bypasses it leaves the naming to the `spark-submit` in the driver pod, which uses the
    /// main class, else the resource's file name. `None`: the conf must name it.
    fn app_name_in_driver(&self, _driver: &DriverArgs) -> Option<String> {
        None
    }
}

/// spark-submit's `Client.run()`.
#[derive(Debug, Clone, Copy, Default)]
pub struct SparkSubmitClient;

/// The client of every spark-submit submission.
pub static SPARK_SUBMIT: SparkSubmitClient = SparkSubmitClient;

impl DriverClient for SparkSubmitClient {
    fn submitter(&self) -> &'static str {
        "spark-submit"
    }

    fn step(&self) -> &'static str {
        SUBMIT_STEP
    }

    /// `Client.run()`: the conf ConfigMap, `SPARK_CONF_DIR`, and owner references.
    fn submit(&self, input: ClientInputs, ids: &mut dyn IdSource) -> SubmittedDriver {
        let cm_name = input.drawn_conf_map_name.to_string();
        let files = conf_files(&input, &cm_name, ids);
        let namespace = namespace(input.conf);
        let items = key_to_paths(files.iter().map(|(k, _)| k.as_str()));
        let mut data: BTreeMap<String, String> = sparkpods_sort::btree_map(files);
        data.insert(keys::NAMESPACE.key.to_string(), namespace.clone());
        // Spark passes an empty label map (`buildConfigMap`'s default), which fabric8 5 writes.
        let config_map = conf_config_map(&cm_name, &namespace, data, Some(BTreeMap::new()));
        let pod = with_conf_volume(&input.spec.pod, &cm_name, items);
        // The pod as created: the API server gives it `driver_pod_uid`.
        let created = sparkpods_kube::pod_owner_reference(
            pod.metadata.name.clone().unwrap_or_default(),
            input.driver_pod_uid.to_string(),
        );
        let mut pre_resources = input.spec.pre_resources.clone();
        let mut resources = input.spec.resources.clone();
        resources.push(KubeObject::ConfigMap(config_map));
        for r in pre_resources.iter_mut().chain(resources.iter_mut()) {
            r.add_owner_reference(created.clone());
        }
        SubmittedDriver {
            config_map_name: cm_name,
            pod,
            pre_resources,
            resources,
        }
    }
}

/// `spark.kubernetes.namespace`, as the clients read it (`KubernetesConf.namespace`, references
/// substituted). The driver's build read it before the client runs, so a reference Spark
/// rejects has already failed the submission there; the text as written is what is left then.
pub fn namespace(conf: &SparkConf) -> String {
    match conf.entry_string(&keys::NAMESPACE) {
        Ok(namespace) => namespace.unwrap_or_else(|| "default".to_string()),
        Err(_) => conf
            .get(keys::NAMESPACE.key)
            .unwrap_or("default")
            .to_string(),
    }
}

/// `KubernetesClientUtils.buildSparkConfDirFilesMap`: the conf dir's files and
/// `spark.properties` (the driver's system properties), headed by the ConfigMap's name.
pub fn conf_files(
    input: &ClientInputs,
    cm_name: &str,
    ids: &mut dyn IdSource,
) -> Vec<(String, String)> {
    let mut files = load_conf_dir_files(input.conf, input.env);
    files.push((
        "spark.properties".to_string(),
        input.properties.text(
            cm_name,
            &input.spec.system_properties,
            &ids.properties_timestamp(),
        ),
    ));
    files
}

/// The driver pod with the conf volume: `SPARK_CONF_DIR` and the mount on the Spark
/// container, appended after the template's other containers, and the ConfigMap volume.
pub fn with_conf_volume(driver: &SparkPod, cm_name: &str, items: Vec<KeyToPath>) -> Pod {
    let mut container = driver.container.clone();
    container
        .env
        .get_or_insert_with(Vec::new)
        .push(env_var("SPARK_CONF_DIR", SPARK_CONF_DIR_INTERNAL));
    container
        .volume_mounts
        .get_or_insert_with(Vec::new)
        .push(VolumeMount {
            name: SPARK_CONF_VOLUME_DRIVER.to_string(),
            mount_path: SPARK_CONF_DIR_INTERNAL.to_string(),
            ..Default::default()
        });
    let mut pod = SparkPod {
        pod: driver.pod.clone(),
        container,
    }
    .into_assembled();
    pod.spec
        .get_or_insert_with(Default::default)
        .volumes
        .get_or_insert_with(Vec::new)
        .push(Volume {
            name: SPARK_CONF_VOLUME_DRIVER.to_string(),
            config_map: Some(Box::new(ConfigMapVolumeSource {
                name: cm_name.to_string(),
                items: Some(items),
                ..Default::default()
            })),
            ..Default::default()
        });
    pod
}

/// `buildKeyToPathObjects`: items sorted by key, mode 0644.
pub fn key_to_paths<'a>(keys_: impl Iterator<Item = &'a str>) -> Vec<KeyToPath> {
    let mut items: Vec<KeyToPath> = keys_
        .map(|k| KeyToPath {
            key: k.to_string(),
            path: k.to_string(),
            mode: Some(420),
            user: None,
        })
        .collect();
    sparkpods_sort::sort_by(&mut items, |a, b| a.key.cmp(&b.key));
    items
}

/// `KubernetesClientUtils.configMapName`: the prefix cut to fit a DNS subdomain.
pub fn conf_map_name(prefix: &str) -> String {
    let base: String = prefix.chars().take(253 - 9).collect();
    format!("{base}-conf-map")
}

/// `KubernetesClientUtils.buildConfigMap`.
pub fn conf_config_map(
    name: &str,
    namespace: &str,
    data: BTreeMap<String, String>,
    labels: Option<BTreeMap<String, String>>,
) -> ConfigMap {
    ConfigMap {
        metadata: ObjectMeta {
            name: Some(name.to_string()),
            namespace: Some(namespace.to_string()),
            labels,
            ..Default::default()
        },
        immutable: Some(true),
        data: Some(data),
        ..Default::default()
    }
}
