//! `BasicDriverFeatureStep`: name, image, ports, env, cpu and memory of the driver pod.

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::{ContainerPort, ResourceRequirements};
use k8s_openapi::apimachinery::pkg::api::resource::Quantity;

use super::pod_basics::PodBasics;
use super::{FeatureStep, env_var, field_ref_env};
use crate::conf::SparkConf;
use crate::conf::registry as keys;
use crate::conf::registry::uploaded_dependency_keys;
use crate::custom_resources::resource_quantities;
use crate::error::{SparkError, SparkResult};
use crate::inputs::{IdSource, is_local_dependency, local_path};
use crate::kubernetes_conf::KubernetesConf;
use crate::memory::{self, PodMemory};
use crate::pod::SparkPod;
use crate::release::Behaviour;

/// The configured driver pod.
pub struct BasicDriverStep {
    pod_name: String,
    basics: PodBasics,
    allow_privilege_escalation: Option<bool>,
    cores_request: String,
    limit_cores: Option<String>,
    memory: PodMemory,
    default_overhead_factor: f64,
    spark_user: String,
    app_id: String,
    environment: Vec<(String, String)>,
    ports: Vec<(&'static str, i32)>,
    resource_limits: BTreeMap<String, String>,
    uploads: Vec<(String, String)>,
}

/// The image of a role, with 4.x's `{{SPARK_VERSION}}` substitution.
pub fn role_image(
    conf: &KubernetesConf,
    role_key: &keys::ConfKey,
    role: &str,
) -> SparkResult<String> {
    let image = conf.spark_conf.entry_string(role_key)?.ok_or_else(|| {
        SparkError::spark(format!("Must specify the {role} container image"))
            .with_key(keys::CONTAINER_IMAGE.key)
            .with_hint("set spark.kubernetes.container.image, e.g. apache/spark:3.5.5")
    })?;
    let release = conf.release();
    Ok(if release.has(Behaviour::SubstitutesSparkVersionInImage) {
        image.replace("{{SPARK_VERSION}}", release.version().as_str())
    } else {
        image
    })
}

impl BasicDriverStep {
    /// The driver's memory, part by part, as this step sums it into the pod's request.
    pub fn memory(&self) -> &PodMemory {
        &self.memory
    }

    pub fn new(conf: &KubernetesConf, ids: &mut dyn IdSource) -> SparkResult<Self> {
        let sc = &conf.spark_conf;
        let release = conf.release();
        let args = conf.driver_args();
        let pod_name = sc
            .entry_string(&keys::DRIVER_POD_NAME)?
            .unwrap_or_else(|| format!("{}-driver", conf.resource_name_prefix));
        let image = role_image(conf, &keys::DRIVER_CONTAINER_IMAGE, "driver")?;
        // A release without the key leaves the container's securityContext alone.
        let allow_privilege_escalation = sc.entry_bool(&keys::DRIVER_ALLOW_PRIVILEGE_ESCALATION)?;
        let cores = sc.entry_int(&keys::DRIVER_CORES)?.unwrap_or(1);
        let cores_request = sc
            .entry_string(&keys::DRIVER_REQUEST_CORES)?
            .unwrap_or_else(|| cores.to_string());
        let limit_cores = sc.entry_string(&keys::DRIVER_LIMIT_CORES)?;
        let non_jvm = args.is_some_and(|a| a.main_resource.is_non_jvm());
        let (pod_memory, default_overhead_factor) = memory::driver_memory(sc, non_jvm)?;
        let spark_user = match args.and_then(|a| a.proxy_user.clone()) {
            Some(proxy) if release.has(Behaviour::SparkUserIsProxyUser) => proxy,
            _ => conf.env.current_user(),
        };
        let driver_port = sc.get_int(keys::DRIVER_PORT.key, 7078)?;
        let bm_fallback = sc.get_int(keys::BLOCK_MANAGER_PORT.key, 7079)?;
        let bm_port = sc.get_int(keys::DRIVER_BLOCK_MANAGER_PORT.key, bm_fallback)?;
        let ui_port = sc.entry_int(&keys::UI_PORT)?.unwrap_or(4040);
        let mut ports = vec![
            ("driver-rpc-port", driver_port),
            ("blockmanager", bm_port),
            ("spark-ui", ui_port),
        ];
        if let Some(connect) = connect_port(sc)? {
            ports.push(("spark-connect", connect));
        }
        Ok(BasicDriverStep {
            pod_name,
            basics: PodBasics::from_conf(conf, image)?,
            allow_privilege_escalation,
            cores_request,
            limit_cores,
            memory: pod_memory,
            default_overhead_factor,
            spark_user,
            app_id: conf.app_id.clone(),
            environment: conf.environment(),
            ports,
            resource_limits: resource_quantities(sc, crate::kubernetes_conf::Role::Driver)?,
            uploads: uploads(conf, ids)?,
        })
    }
}

/// The Spark Connect port the driver exposes, in releases that declare the key (Spark reads
/// it with `getInt`, so its errors are `getInt`'s).
pub fn connect_port(sc: &SparkConf) -> SparkResult<Option<i32>> {
    if !sc.knows(&keys::CONNECT_GRPC_PORT) {
        return Ok(None);
    }
    sc.get_int(keys::CONNECT_GRPC_PORT.key, 15002).map(Some)
}

/// Local dependencies (`file:` or no scheme) are uploaded to `spark.kubernetes.file.upload.path`;
/// the rewritten lists become system properties. The upload itself is the caller's business.
fn uploads(conf: &KubernetesConf, ids: &mut dyn IdSource) -> SparkResult<Vec<(String, String)>> {
    let mut out = Vec::new();
    for key in uploaded_dependency_keys() {
        let Some(raw) = conf.get(key.key) else {
            continue;
        };
        let uris: Vec<&str> = raw
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .collect();
        let (local, remote): (Vec<&str>, Vec<&str>) =
            uris.into_iter().partition(|u| is_local_dependency(u));
        if local.is_empty() {
            continue;
        }
        let mut resolved = Vec::with_capacity(local.len());
        for uri in local {
            let uploaded = upload_uri(conf, key.key, uri, ids)?;
            // Archives go through a URI builder that keeps the `#name` fragment and drops the
            // empty authority (`file:///x` becomes `file:/x`).
            resolved.push(if key.key == keys::ARCHIVES.key {
                let fragment = uri
                    .split_once('#')
                    .map(|(_, f)| format!("#{f}"))
                    .unwrap_or_default();
                format!("{}{fragment}", drop_empty_authority(&uploaded))
            } else {
                uploaded
            });
        }
        if conf.release().has(Behaviour::UploadKeepsRemoteUris) {
            resolved.extend(remote.into_iter().map(str::to_string));
        }
        out.push((key.key.to_string(), resolved.join(",")));
    }
    Ok(out)
}

/// Where `KubernetesUtils.uploadFileUri` puts a local file.
pub fn upload_uri(
    conf: &KubernetesConf,
    origin_key: &str,
    uri: &str,
    ids: &mut dyn IdSource,
) -> SparkResult<String> {
    let base = conf.get(keys::FILE_UPLOAD_PATH.key).ok_or_else(|| {
        SparkError::spark("Please specify spark.kubernetes.file.upload.path property.")
            .with_key(keys::FILE_UPLOAD_PATH.key)
            .with_hint("set spark.kubernetes.file.upload.path to an HDFS/S3 path the driver can read, or use local:// URIs")
    })?;
    let path = uri.split_once('#').map_or(uri, |(p, _)| p);
    // `file:relative` is an opaque URI: its path is null and Spark's upload dies on it.
    if let Some(rest) = path.strip_prefix("file:")
        && !rest.starts_with('/')
    {
        return Err(SparkError::spark("Uploading file null failed...")
                .with_cause(
                    "java.lang.NullPointerException",
                    "Cannot invoke \"String.split(String)\" because the return value of \"java.net.URI.getPath()\" is null",
                )
                .with_key(origin_key)
                .with_hint(format!("write {uri} as a plain path or an absolute file:/// URI")));
    }
    let name = path.rsplit('/').next().unwrap_or(path);
    // `FileSystem.copyFromLocalFile` reads the file from the submitting machine.
    let local = local_path(path);
    if conf.env.files.read(local).is_none() {
        let qualified = match (local.starts_with('/'), conf.env.cwd.as_deref()) {
            (false, Some(cwd)) => format!("file:{}/{local}", cwd.trim_end_matches('/')),
            _ => format!("file:{local}"),
        };
        return Err(SparkError::spark(format!("Uploading file {local} failed..."))
            .with_cause(
                "org.apache.spark.SparkException",
                format!("Error uploading file {name}"),
            )
            .with_cause(
                "java.io.FileNotFoundException",
                format!("File {qualified} does not exist"),
            )
            .with_key(origin_key)
            .with_hint(format!(
                "spark-submit uploads {local} from the submitting machine: give the file (it is read \
                 from the working directory), or use a local:// URI for a file in the image"
            )));
    }
    Ok(format!("{base}/spark-upload-{}/{name}", ids.uuid()))
}

/// `scheme:///path` as `java.net.URI` prints it after a rebuild: `scheme:/path`.
fn drop_empty_authority(uri: &str) -> String {
    match uri.split_once(":///") {
        Some((scheme, rest)) if !scheme.contains('/') => format!("{scheme}:/{rest}"),
        _ => uri.to_string(),
    }
}

impl FeatureStep for BasicDriverStep {
    fn class_name(&self) -> &'static str {
        "org.apache.spark.deploy.k8s.features.BasicDriverFeatureStep"
    }

    fn configure_pod(&mut self, mut pod: SparkPod) -> SparkResult<SparkPod> {
        self.basics
            .apply(&mut pod, &self.pod_name, "spark-kubernetes-driver");
        let c = &mut pod.container;
        let ports = c.ports.get_or_insert_with(Vec::new);
        for (name, port) in &self.ports {
            ports.push(ContainerPort {
                name: Some((*name).to_string()),
                container_port: *port,
                protocol: Some("TCP".to_string()),
                ..Default::default()
            });
        }
        let env = c.env.get_or_insert_with(Vec::new);
        env.push(env_var("SPARK_USER", &self.spark_user));
        env.push(env_var("SPARK_APPLICATION_ID", &self.app_id));
        env.extend(self.environment.iter().map(|(k, v)| env_var(k, v)));
        env.push(field_ref_env(
            "SPARK_DRIVER_BIND_ADDRESS",
            "v1",
            "status.podIP",
        ));
        let res = c
            .resources
            .get_or_insert_with(ResourceRequirements::default);
        let requests = res.requests.get_or_insert_with(Default::default);
        requests.insert("cpu".to_string(), Quantity(self.cores_request.clone()));
        let memory = Quantity(format!("{}Mi", self.memory.total_mib()));
        requests.insert("memory".to_string(), memory.clone());
        let limits = res.limits.get_or_insert_with(Default::default);
        if let Some(limit) = &self.limit_cores {
            limits.insert("cpu".to_string(), Quantity(limit.clone()));
        }
        limits.insert("memory".to_string(), memory);
        for (k, v) in &self.resource_limits {
            limits.insert(k.clone(), Quantity(v.clone()));
        }
        if let Some(allow) = self.allow_privilege_escalation {
            c.security_context
                .get_or_insert_with(Default::default)
                .allow_privilege_escalation = Some(allow);
        }
        pod.spec_mut().restart_policy = Some("Never".to_string());
        Ok(pod)
    }

    fn system_properties(&self) -> SparkResult<Vec<(String, String)>> {
        let mut props = vec![
            (keys::DRIVER_POD_NAME.key.to_string(), self.pod_name.clone()),
            (keys::APP_ID.key.to_string(), self.app_id.clone()),
            (keys::SUBMIT_IN_DRIVER.key.to_string(), "true".to_string()),
            (
                keys::MEMORY_OVERHEAD_FACTOR.key.to_string(),
                memory::java_double_to_string(self.default_overhead_factor),
            ),
        ];
        props.extend(self.uploads.iter().cloned());
        Ok(props)
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::*;
    use crate::inputs::{Environment, MainResource};
    use crate::release::SparkVersion::{V3_5_5, V4_3_0};

    fn memory(step: &mut BasicDriverStep) -> String {
        let pod = apply(step);
        pod.container
            .resources
            .and_then(|r| r.limits)
            .and_then(|l| l.get("memory").cloned())
            .map(|q| q.0)
            .unwrap_or_default()
    }

    #[test]
    fn memory_is_heap_plus_overhead_with_the_minimum() {
        let mut step = BasicDriverStep::new(
            &driver(
                V3_5_5,
                &[
                    ("spark.driver.memory", "256m"),
                    ("spark.driver.memoryOverhead", "200"),
                ],
            ),
            &mut ids(),
        )
        .unwrap();
        assert_eq!(memory(&mut step), "456Mi");
        let mut step = BasicDriverStep::new(
            &driver(V3_5_5, &[("spark.driver.memory", "4g")]),
            &mut ids(),
        )
        .unwrap();
        assert_eq!(memory(&mut step), format!("{}Mi", 4096 + 409));
        let mut step = BasicDriverStep::new(
            &driver(
                V4_3_0,
                &[
                    ("spark.driver.memory", "256M"),
                    ("spark.driver.minMemoryOverhead", "500m"),
                ],
            ),
            &mut ids(),
        )
        .unwrap();
        assert_eq!(memory(&mut step), "756Mi");
    }

    #[test]
    fn python_apps_default_to_a_0_4_factor_and_export_it() {
        let conf = driver_with(
            V3_5_5,
            &[("spark.driver.memory", "2g")],
            MainResource::Python("local:///a.py".into()),
            env(),
        );
        let mut step = BasicDriverStep::new(&conf, &mut ids()).unwrap();
        assert_eq!(memory(&mut step), format!("{}Mi", 2048 + 819));
        let props = step.system_properties().unwrap();
        assert!(props.contains(&(
            "spark.kubernetes.memoryOverheadFactor".to_string(),
            "0.4".to_string()
        )));
    }

    #[test]
    fn cpu_request_is_verbatim_and_limit_optional() {
        let mut step = BasicDriverStep::new(
            &driver(V3_5_5, &[("spark.kubernetes.driver.request.cores", "500m")]),
            &mut ids(),
        )
        .unwrap();
        let res = apply(&mut step).container.resources.unwrap();
        assert_eq!(res.requests.unwrap()["cpu"].0, "500m");
        assert!(!res.limits.unwrap().contains_key("cpu"));
    }

    #[test]
    fn spark_4_adds_connect_port_and_security_context() {
        let pod = apply(&mut BasicDriverStep::new(&driver(V4_3_0, &[]), &mut ids()).unwrap());
        let ports: Vec<_> = pod
            .container
            .ports
            .iter()
            .flatten()
            .map(|p| p.container_port)
            .collect();
        assert_eq!(ports, vec![7078, 7079, 4040, 15002]);
        assert_eq!(
            pod.container
                .security_context
                .unwrap()
                .allow_privilege_escalation,
            Some(false)
        );
        let pod = apply(&mut BasicDriverStep::new(&driver(V3_5_5, &[]), &mut ids()).unwrap());
        assert_eq!(pod.container.ports.iter().flatten().count(), 3);
        assert!(pod.container.security_context.is_none());
    }

    #[test]
    fn missing_image_and_bad_memory_fail_like_spark() {
        let mut conf = driver(V3_5_5, &[]);
        conf.spark_conf.remove("spark.kubernetes.container.image");
        let err = BasicDriverStep::new(&conf, &mut ids()).err().unwrap();
        assert_eq!(err.message, "Must specify the driver container image");
        let err = BasicDriverStep::new(
            &driver(V4_3_0, &[("spark.driver.memory", "1.5g")]),
            &mut ids(),
        )
        .err()
        .unwrap();
        assert!(
            err.message
                .starts_with("[INVALID_CONF_VALUE.TYPE_MISMATCH]"),
            "{}",
            err.message
        );
    }

    #[test]
    fn local_dependencies_are_rewritten_to_the_upload_path() {
        let mut with_file = Environment::oracle_default();
        with_file.files.insert("a.txt".to_string(), b"a".to_vec());
        let with_file: &'static Environment = Box::leak(Box::new(with_file));
        let entries = [
            ("spark.files", "a.txt,local:///b.txt"),
            ("spark.kubernetes.file.upload.path", "s3a://bucket/up"),
        ];
        let main = || MainResource::Java(Some("local:///app.jar".into()));
        let conf = driver_with(V3_5_5, &entries, main(), with_file);
        let step = BasicDriverStep::new(&conf, &mut ids()).unwrap();
        let props = step.system_properties().unwrap();
        let files = props
            .iter()
            .find(|(k, _)| k == "spark.files")
            .map(|(_, v)| v.clone())
            .unwrap();
        assert!(
            files.starts_with("s3a://bucket/up/spark-upload-")
                && files.ends_with("/a.txt,local:///b.txt"),
            "{files}"
        );
        let err = BasicDriverStep::new(&driver(V3_5_5, &[("spark.jars", "x.jar")]), &mut ids())
            .err()
            .unwrap();
        assert_eq!(
            err.message,
            "Please specify spark.kubernetes.file.upload.path property."
        );
        // A file the submitting machine does not have: Spark's upload fails.
        let err = BasicDriverStep::new(&driver_with(V3_5_5, &entries, main(), env()), &mut ids())
            .err()
            .unwrap();
        assert_eq!(err.message, "Uploading file a.txt failed...");
        assert_eq!(err.key.as_deref(), Some("spark.files"));
    }
}
