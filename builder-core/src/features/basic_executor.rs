//! `BasicExecutorFeatureStep`: name, image, env (incl. `SPARK_JAVA_OPT_n`), ports, cpu, memory,
//! owner reference and conf volume of an executor pod.

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::{
    ConfigMapVolumeSource, ContainerPort, ContainerResizePolicy, ExecAction, KeyToPath, Lifecycle,
    LifecycleHandler, ResourceRequirements, Volume, VolumeMount,
};
use k8s_openapi::apimachinery::pkg::api::resource::Quantity;

use super::basic_driver::role_image;
use super::pod_basics::PodBasics;
use super::{FeatureStep, env_vars, field_ref_env};
use crate::conf::registry as keys;
use crate::custom_resources;
use crate::driver_process;
use crate::error::{SparkError, SparkResult};
use crate::kubernetes_conf::{KubernetesConf, Role};

use crate::names;
use crate::pod::SparkPod;
use crate::release::{Behaviour, Release};
use crate::resource_profile::{DefaultProfile, ExecutorResources, executor_resources};
use sparkpods_jvm::in_scala_immutable_map_order;
use sparkpods_kube as kube;

/// Names of the conf ConfigMaps, drawn once per application like `KubernetesClientUtils`'s vals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfMapNames {
    pub executor: String,
    pub driver: String,
}

pub struct BasicExecutorStep {
    pod_name: String,
    basics: PodBasics,
    hostname: String,
    allow_privilege_escalation: Option<bool>,
    block_manager_port: i32,
    resources: ExecutorResources,
    cores_request: String,
    limit_cores: Option<String>,
    custom_limits: BTreeMap<String, String>,
    env: ExecutorEnv,
    spark_user: String,
    restart_policy: &'static str,
    termination_grace: Option<i64>,
    disable_config_map: bool,
    conf_map_name: String,
    /// Conf-dir file names: the items of the executor's conf volume.
    conf_dir_items: Vec<String>,
    decommission_script: Option<String>,
    owner: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::OwnerReference>,
    resize_policy: bool,
    /// Spark adds its port to the template container's (before: replaces them).
    keeps_template_ports: bool,
}

impl BasicExecutorStep {
    /// The executor's memory, part by part, as this step sums it into the pod's request.
    pub fn memory(&self) -> crate::memory::PodMemory {
        self.resources.memory()
    }

    pub fn new(
        conf: &KubernetesConf,
        profile: &DefaultProfile,
        auth_secret: Option<&str>,
        conf_map_names: &ConfMapNames,
        conf_dir_items: Vec<String>,
    ) -> SparkResult<Self> {
        let sc = &conf.spark_conf;
        let release = conf.release();
        let exec_id = conf.executor_id().to_string();
        let image = role_image(conf, &keys::EXECUTOR_CONTAINER_IMAGE, "executor")?;
        // A release without the key leaves the container's securityContext alone.
        let allow_privilege_escalation =
            sc.entry_bool(&keys::EXECUTOR_ALLOW_PRIVILEGE_ESCALATION)?;
        let block_manager_port = sc.get_int(keys::BLOCK_MANAGER_PORT.key, 7079)?;
        if !(block_manager_port == 0 || (1024..65536).contains(&block_manager_port)) {
            return Err(
                SparkError::requirement("port number must be 0 or in [1024, 65535]")
                    .with_key(keys::BLOCK_MANAGER_PORT.key)
                    .with_hint("use 0 (random) or a port from 1024 to 65535"),
            );
        }
        let driver_host = if sc.entry_flag(&keys::USE_DRIVER_POD_IP)? {
            sc.get(keys::DRIVER_BIND_ADDRESS.key)
                .or_else(|| sc.get(keys::DRIVER_HOST.key))
        } else {
            sc.get(keys::DRIVER_HOST.key)
        };
        let driver_url = format!(
            "spark://CoarseGrainedScheduler@{}:{}",
            driver_host.unwrap_or("null"),
            sc.get_int(keys::DRIVER_PORT.key, 7078)?
        );
        let disable_config_map = sc.entry_flag(&keys::EXECUTOR_DISABLE_CONFIG_MAP)?;
        let resources = executor_resources(sc, profile)?;
        let checks_limit = release.has(Behaviour::ChecksExecutorCpuLimit);
        let limit_exception = if release.has(Behaviour::CpuLimitCheckIsRequire) {
            crate::error::JavaException::IllegalArgument
        } else {
            crate::error::JavaException::SparkException
        };
        let limit_check = |request: &str, limit: &str| -> SparkResult<()> {
            match (kube::Quantity::parse(limit), kube::Quantity::parse(request)) {
                (Ok(l), Ok(r)) if checks_limit && l < r => Err(SparkError::new(
                    limit_exception,
                    format!("The executor cpu request ({request}) should be less than or equal to cpu limit ({limit})"),
                )
                .with_key(keys::EXECUTOR_LIMIT_CORES.key)
                .with_hint("raise spark.kubernetes.executor.limit.cores or lower the cpu request")),
                _ => Ok(()),
            }
        };
        let cores_request = sc
            .entry_string(&keys::EXECUTOR_REQUEST_CORES)?
            .unwrap_or_else(|| resources.cores.to_string());
        let limit_cores = sc.entry_string(&keys::EXECUTOR_LIMIT_CORES)?;
        if let Some(limit) = &limit_cores {
            limit_check(&cores_request, limit)?;
        }

        let pod_name = format!("{}-exec-{exec_id}", conf.resource_name_prefix);
        let allocator = sc
            .entry_string(&keys::ALLOCATION_PODS_ALLOCATOR)?
            .unwrap_or_default();
        let deployment = allocator == "deployment" && release.has(Behaviour::DeploymentAllocator);
        let mut hostname = names::executor_hostname(&pod_name);
        if deployment {
            hostname = hostname.to_lowercase();
        }
        let restart_policy = if allocator == "statefulset" || deployment {
            "Always"
        } else {
            "Never"
        };
        let mut custom_limits = BTreeMap::new();
        for (name, vendor, amount) in &resources.custom {
            let Some(vendor) = vendor.as_deref().filter(|v| !v.is_empty()) else {
                return Err(SparkError::spark(format!(
                    "Resource: {name} was requested, but vendor was not specified."
                ))
                .with_key(custom_resources::compute_key(
                    Role::Executor,
                    name,
                    custom_resources::ResourceField::Vendor,
                ))
                .with_hint("set the vendor, e.g. nvidia.com for GPUs"));
            };
            custom_limits.insert(format!("{vendor}/{name}"), amount.to_string());
        }
        let env = executor_env(conf, &resources, &driver_url, auth_secret, &exec_id)?;
        let decommission_script = if sc.entry_flag(&keys::DECOMMISSION_ENABLED)? {
            Some(
                sc.entry_string(&keys::DECOMMISSION_SCRIPT)?
                    .unwrap_or_else(|| "/opt/decom.sh".to_string()),
            )
        } else {
            None
        };
        let owner = conf.executor_args().and_then(|e| e.driver_owner.clone());
        Ok(BasicExecutorStep {
            pod_name,
            hostname,
            basics: PodBasics::from_conf(conf, image)?,
            allow_privilege_escalation,
            block_manager_port,
            resources,
            cores_request,
            limit_cores,
            custom_limits,
            env,
            spark_user: conf.env.current_user(),
            restart_policy,
            termination_grace: sc.entry_long(&keys::EXECUTOR_TERMINATION_GRACE_PERIOD)?,
            disable_config_map,
            conf_map_name: conf_map_names.executor.clone(),
            conf_dir_items,
            decommission_script,
            owner,
            resize_policy: release.has(Behaviour::ExecutorResizePolicy),
            keeps_template_ports: release.has(Behaviour::ExecutorKeepsTemplatePorts),
        })
    }
}

/// The env list after `SPARK_USER`, in Spark's order (values `None` are dropped later), and
/// where the pod's own `SPARK_EXECUTOR_POD_IP` / `_POD_NAME` (field references) go in it.
struct ExecutorEnv {
    vars: Vec<(String, Option<String>)>,
    pod_refs_at: usize,
}

fn executor_env(
    conf: &KubernetesConf,
    res: &ExecutorResources,
    driver_url: &str,
    auth_secret: Option<&str>,
    exec_id: &str,
) -> SparkResult<ExecutorEnv> {
    let sc = &conf.spark_conf;
    let release = conf.release();
    let mut env: Vec<(String, Option<String>)> = vec![
        ("SPARK_DRIVER_URL".into(), Some(driver_url.to_string())),
        ("SPARK_EXECUTOR_CORES".into(), Some(res.cores.to_string())),
        (
            "SPARK_EXECUTOR_MEMORY".into(),
            Some(format!("{}m", res.heap_mib)),
        ),
        ("SPARK_APPLICATION_ID".into(), Some(conf.app_id.clone())),
        ("SPARK_CONF_DIR".into(), Some("/opt/spark/conf".into())),
        ("SPARK_EXECUTOR_ID".into(), Some(exec_id.to_string())),
        ("SPARK_RESOURCE_PROFILE_ID".into(), Some("0".into())),
    ];
    if release.has(Behaviour::ExecutorLogUrlAttributes)
        && sc.contains(keys::UI_CUSTOM_EXECUTOR_LOG_URL.key)
    {
        env.push((
            "SPARK_EXECUTOR_ATTRIBUTE_APP_ID".into(),
            Some(conf.app_id.clone()),
        ));
        env.push((
            "SPARK_EXECUTOR_ATTRIBUTE_EXECUTOR_ID".into(),
            Some(exec_id.to_string()),
        ));
    }
    env.extend(conf.environment().into_iter().map(|(k, v)| (k, Some(v))));
    let after_user_env = env.len();
    if let Some(secret) = auth_secret
        && !sc.contains(keys::AUTH_SECRET_FILE_EXECUTOR.key)
    {
        env.push(("_SPARK_AUTH_SECRET".into(), Some(secret.to_string())));
    }
    env.push((
        "SPARK_CLASSPATH".into(),
        sc.get(keys::EXECUTOR_CLASS_PATH.key).map(str::to_string),
    ));
    if release.has(Behaviour::ExecutorLibraryPathEnv) {
        env.push((
            "SPARK_EXECUTOR_LIBRARY_PATH".into(),
            sc.get(keys::EXECUTOR_LIBRARY_PATH.key).map(str::to_string),
        ));
    }
    let java_opts = java_option_env(conf, exec_id)?;
    env.extend(java_opts.into_iter().map(|(k, v)| (k, Some(v))));
    // SPARK_EXECUTOR_DIRS gets its placeholders replaced (first occurrence only, as `find`).
    if let Some((_, Some(v))) = env.iter_mut().find(|(k, _)| k == "SPARK_EXECUTOR_DIRS") {
        *v = v
            .replace("SPARK_APPLICATION_ID", &conf.app_id)
            .replace("SPARK_EXECUTOR_ID", exec_id);
    }
    let pod_refs_at = if release.has(Behaviour::ExecutorPodRefEnvLast) {
        env.len()
    } else {
        after_user_env
    };
    Ok(ExecutorEnv {
        vars: env,
        pod_refs_at,
    })
}

/// `SPARK_JAVA_OPT_<i>` entries in Spark's Map iteration order.
fn java_option_env(conf: &KubernetesConf, exec_id: &str) -> SparkResult<Vec<(String, String)>> {
    let sc = &conf.spark_conf;
    let user = driver_process::prepended_java_options(
        sc,
        &keys::EXECUTOR_DEFAULT_JAVA_OPTIONS,
        &keys::EXECUTOR_JAVA_OPTIONS,
    )?;
    let mut opts: Vec<String> = user
        .map(|o| {
            split_command_string(&names::substitute_app_and_exec_ids(
                o,
                &conf.app_id,
                exec_id,
            ))
        })
        .unwrap_or_default();
    let release = conf.release();
    opts.extend(
        sc.get_all()
            .filter(|(k, _)| is_executor_startup_conf(k, release))
            .map(|(k, v)| format!("-D{k}={v}")),
    );
    let indexed: Vec<(String, String)> = opts
        .into_iter()
        .enumerate()
        .map(|(i, o)| (format!("SPARK_JAVA_OPT_{i}"), o))
        .collect();
    if !release.has(Behaviour::ExecutorJavaOptsInMapOrder) {
        return Ok(indexed);
    }
    // The iteration order of the Scala `Map` Spark builds of them.
    Ok(in_scala_immutable_map_order(release.scala(), indexed))
}

/// `SparkConf.isExecutorStartupConf`: confs executors need before they can read the driver's.
pub fn is_executor_startup_conf(name: &str, release: Release) -> bool {
    (name.starts_with("spark.auth") && name != "spark.authenticate.secret")
        || name.starts_with("spark.rpc")
        || name.starts_with("spark.network")
        || (release.has(Behaviour::SslConfsAtExecutorStartup)
            && name.starts_with("spark.ssl")
            && !name.contains("Password"))
        || (name.starts_with("spark.") && name.ends_with(".port"))
        || name.starts_with("spark.port.")
}

/// `Utils.splitCommandString`: split on its `isSpace` (space, tab, CR, LF: not every
/// whitespace, a no-break space or a form feed stays in the word), honouring single and double
/// quotes (backslash escapes inside double quotes); quotes are removed.
pub fn split_command_string(s: &str) -> Vec<String> {
    // Most options (the JDK module flags every executor gets) have no quote nor backslash:
    // then the words are the runs between spaces, copied whole rather than by character.
    if !s.contains(['"', '\'', '\\']) {
        return s
            .split(is_space)
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect();
    }
    split_quoted(s)
}

/// `Utils.isSpace`.
fn is_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\r' | '\n')
}

/// [`split_command_string`] character by character.
fn split_quoted(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let (mut in_word, mut in_single, mut in_double) = (false, false, false);
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if in_double {
            match c {
                '"' => in_double = false,
                '\\' => {
                    if let Some(n) = chars.next() {
                        word.push(n);
                    }
                }
                _ => word.push(c),
            }
        } else if in_single {
            if c == '\'' {
                in_single = false
            } else {
                word.push(c)
            }
        } else if c == '"' {
            in_word = true;
            in_double = true;
        } else if c == '\'' {
            in_word = true;
            in_single = true;
        } else if !is_space(c) {
            word.push(c);
            in_word = true;
        } else if in_word {
            out.push(std::mem::take(&mut word));
            in_word = false;
        }
    }
    if in_word || in_double || in_single {
        out.push(word);
    }
    out
}

impl FeatureStep for BasicExecutorStep {
    fn class_name(&self) -> &'static str {
        "org.apache.spark.deploy.k8s.features.BasicExecutorFeatureStep"
    }

    fn configure_pod(&mut self, mut pod: SparkPod) -> SparkResult<SparkPod> {
        self.basics
            .apply(&mut pod, &self.pod_name, "spark-kubernetes-executor");
        let c = &mut pod.container;
        let memory = Quantity(format!("{}Mi", self.resources.total_mib()));
        let res = c
            .resources
            .get_or_insert_with(ResourceRequirements::default);
        res.requests
            .get_or_insert_with(Default::default)
            .insert("memory".into(), memory.clone());
        res.limits
            .get_or_insert_with(Default::default)
            .insert("memory".into(), memory);
        res.requests
            .get_or_insert_with(Default::default)
            .insert("cpu".into(), Quantity(self.cores_request.clone()));
        for (k, v) in &self.custom_limits {
            res.limits
                .get_or_insert_with(Default::default)
                .insert(k.clone(), Quantity(v.clone()));
        }
        if self.resize_policy {
            c.resize_policy
                .get_or_insert_with(Vec::new)
                .extend(["cpu", "memory"].map(|r| ContainerResizePolicy {
                    resource_name: r.to_string(),
                    restart_policy: "NotRequired".to_string(),
                }));
        }
        let env = c.env.get_or_insert_with(Vec::new);
        env.push(super::env_var("SPARK_USER", &self.spark_user));
        let mut vars = std::mem::take(&mut self.env.vars).into_iter();
        env.extend(env_vars(vars.by_ref().take(self.env.pod_refs_at)));
        env.push(field_ref_env("SPARK_EXECUTOR_POD_IP", "v1", "status.podIP"));
        env.push(field_ref_env(
            "SPARK_EXECUTOR_POD_NAME",
            "v1",
            "metadata.name",
        ));
        env.extend(env_vars(vars));
        if !self.keeps_template_ports {
            c.ports = None;
        }
        if self.block_manager_port != 0 {
            c.ports.get_or_insert_with(Vec::new).push(ContainerPort {
                name: Some("blockmanager".to_string()),
                container_port: self.block_manager_port,
                ..Default::default()
            });
        }
        c.args
            .get_or_insert_with(Vec::new)
            .push("executor".to_string());
        if let Some(allow) = self.allow_privilege_escalation {
            c.security_context
                .get_or_insert_with(Default::default)
                .allow_privilege_escalation = Some(allow);
        }
        if !self.disable_config_map {
            c.volume_mounts
                .get_or_insert_with(Vec::new)
                .push(VolumeMount {
                    name: "spark-conf-volume-exec".to_string(),
                    mount_path: "/opt/spark/conf".to_string(),
                    ..Default::default()
                });
        }
        if let Some(limit) = &self.limit_cores {
            c.resources
                .get_or_insert_with(Default::default)
                .limits
                .get_or_insert_with(Default::default)
                .insert("cpu".into(), Quantity(limit.clone()));
        }
        if let Some(script) = &self.decommission_script {
            c.lifecycle = Some(Box::new(Lifecycle {
                pre_stop: Some(LifecycleHandler {
                    exec: Some(ExecAction {
                        command: Some(vec![script.clone()]),
                    }),
                    ..Default::default()
                }),
                ..Default::default()
            }));
        }
        let meta = &mut pod.pod.metadata;
        if let Some(o) = &self.owner {
            meta.owner_references
                .get_or_insert_with(Vec::new)
                .push(o.clone());
        }
        let spec = pod.spec_mut();
        spec.hostname = Some(self.hostname.clone());
        spec.restart_policy = Some(self.restart_policy.to_string());
        if let Some(g) = self.termination_grace {
            spec.termination_grace_period_seconds = Some(g);
        }
        if !self.disable_config_map {
            let items: Vec<KeyToPath> = self
                .conf_dir_items
                .iter()
                .map(|k| KeyToPath {
                    key: k.clone(),
                    path: k.clone(),
                    mode: Some(420),
                    user: None,
                })
                .collect();
            spec.volumes.get_or_insert_with(Vec::new).push(Volume {
                name: "spark-conf-volume-exec".to_string(),
                config_map: Some(Box::new(ConfigMapVolumeSource {
                    name: self.conf_map_name.clone(),
                    items: (!items.is_empty()).then_some(items),
                    ..Default::default()
                })),
                ..Default::default()
            });
        }
        Ok(pod)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_like_spark() {
        assert_eq!(
            split_command_string(r#"-XX:+UseG1GC "-Dquoted=a b" -Dsingle='x y'  -Dx"y z"w"#),
            vec!["-XX:+UseG1GC", "-Dquoted=a b", "-Dsingle=x y", "-Dxy zw"]
        );
        assert_eq!(split_command_string(""), Vec::<String>::new());
        // Only Spark's four spaces separate (the oracle's case x-java-opts-whitespace).
        assert_eq!(
            split_command_string(" \t-a\u{a0}-b\u{b}-c\r\n-d\u{c}-e "),
            vec!["-a\u{a0}-b\u{b}-c", "-d\u{c}-e"]
        );
        assert_eq!(split_quoted(" -a\u{a0}-b\t-c"), vec!["-a\u{a0}-b", "-c"]);
        assert_eq!(split_command_string("\"\""), vec![""]);
    }

    proptest::proptest! {
        /// The quote-free fast path splits as the character loop does.
        #[test]
        fn the_fast_path_is_the_loop(s in "[-a= \t\r\n\u{b}\u{c}\u{1c}\u{a0}\u{2003}é]{0,24}") {
            proptest::prop_assert_eq!(split_command_string(&s), split_quoted(&s));
        }
    }

    #[test]
    fn startup_confs() {
        use crate::release::SparkVersion;
        let (old, new) = (
            Release::of(SparkVersion::V3_5_5),
            Release::of(SparkVersion::V4_3_0),
        );
        assert!(is_executor_startup_conf("spark.authenticate", old));
        assert!(!is_executor_startup_conf("spark.authenticate.secret", old));
        assert!(is_executor_startup_conf("spark.driver.port", old));
        assert!(is_executor_startup_conf("spark.port.maxRetries", old));
        assert!(!is_executor_startup_conf("spark.ssl.enabled", old));
        assert!(is_executor_startup_conf("spark.ssl.enabled", new));
        assert!(!is_executor_startup_conf("spark.ssl.keyPassword", new));
        assert!(!is_executor_startup_conf("spark.app.name", new));
    }
}

#[cfg(test)]
mod step_tests {
    use super::super::test_support::*;
    use super::*;
    use crate::release::SparkVersion::{V3_5_5, V4_3_0};

    fn build(conf: &KubernetesConf) -> SparkResult<BasicExecutorStep> {
        let profile = DefaultProfile::from_conf(&conf.spark_conf)?;
        let names = ConfMapNames {
            executor: "exec-cm".into(),
            driver: "drv-cm".into(),
        };
        BasicExecutorStep::new(
            conf,
            &profile,
            None,
            &names,
            vec!["log4j2.properties".into()],
        )
    }

    #[test]
    fn executor_memory_includes_overhead_pyspark_and_off_heap() {
        let conf = executor(
            V3_5_5,
            &[
                ("spark.executor.memory", "1g"),
                ("spark.kubernetes.resource.type", "python"),
                ("spark.executor.pyspark.memory", "42m"),
            ],
        );
        let pod = apply(&mut build(&conf).unwrap());
        assert_eq!(
            pod.container.resources.unwrap().limits.unwrap()["memory"].0,
            "1450Mi"
        );
        let conf = executor(
            V3_5_5,
            &[
                ("spark.memory.offHeap.enabled", "true"),
                ("spark.memory.offHeap.size", "42m"),
            ],
        );
        let pod = apply(&mut build(&conf).unwrap());
        assert_eq!(
            pod.container.resources.unwrap().limits.unwrap()["memory"].0,
            "1450Mi"
        );
        assert_eq!(
            env_value(&apply(&mut build(&conf).unwrap()), "SPARK_EXECUTOR_MEMORY").as_deref(),
            Some("1024m")
        );
    }

    #[test]
    fn env_order_and_java_options() {
        let conf = executor(
            V3_5_5,
            &[
                (
                    "spark.executor.extraJavaOptions",
                    "-Da={{APP_ID}} -Db={{EXECUTOR_ID}}",
                ),
                ("spark.executor.extraClassPath", "/cp"),
                ("spark.driver.host", "drv.ns.svc"),
            ],
        );
        let pod = apply(&mut build(&conf).unwrap());
        let names = env_names(&pod);
        assert_eq!(names.first().map(String::as_str), Some("SPARK_USER"));
        assert_eq!(names.get(1).map(String::as_str), Some("SPARK_DRIVER_URL"));
        assert!(names.contains(&"SPARK_CLASSPATH".to_string()));
        assert_eq!(
            env_value(&pod, "SPARK_JAVA_OPT_0").as_deref(),
            Some("-Da=spark-app")
        );
        assert_eq!(
            env_value(&pod, "SPARK_JAVA_OPT_1").as_deref(),
            Some("-Db=3")
        );
        assert_eq!(
            env_value(&pod, "SPARK_DRIVER_URL").as_deref(),
            Some("spark://CoarseGrainedScheduler@drv.ns.svc:7078")
        );
        assert_eq!(
            names.last().map(String::as_str),
            Some("SPARK_EXECUTOR_POD_NAME")
        );
    }

    #[test]
    fn block_manager_port_rules() {
        let pod =
            apply(&mut build(&executor(V3_5_5, &[("spark.blockManager.port", "0")])).unwrap());
        assert!(pod.container.ports.is_none());
        let err = build(&executor(V3_5_5, &[("spark.blockManager.port", "1000")]))
            .err()
            .unwrap();
        assert_eq!(
            err.message,
            "requirement failed: port number must be 0 or in [1024, 65535]"
        );
    }

    #[test]
    fn pod_shape_per_version() {
        let pod = apply(&mut build(&executor(V4_3_0, &[])).unwrap());
        let spec = pod.pod.spec.clone().unwrap();
        assert_eq!(spec.termination_grace_period_seconds, Some(30));
        assert_eq!(spec.hostname.as_deref(), Some("app-2-exec-3"));
        assert_eq!(pod.container.resize_policy.map(|r| r.len()), Some(2));
        let volume = spec.volumes.unwrap().into_iter().next().unwrap();
        assert_eq!(
            volume.config_map.unwrap().items.unwrap()[0].key,
            "log4j2.properties"
        );
        let pod = apply(
            &mut build(&executor(
                V3_5_5,
                &[("spark.kubernetes.allocation.pods.allocator", "statefulset")],
            ))
            .unwrap(),
        );
        assert_eq!(
            pod.pod.spec.unwrap().restart_policy.as_deref(),
            Some("Always")
        );
    }

    #[test]
    fn decommission_adds_a_pre_stop_hook() {
        let pod = apply(
            &mut build(&executor(V3_5_5, &[("spark.decommission.enabled", "true")])).unwrap(),
        );
        let cmd = pod
            .container
            .lifecycle
            .and_then(|l| l.pre_stop)
            .and_then(|p| p.exec)
            .and_then(|e| e.command);
        assert_eq!(cmd, Some(vec!["/opt/decom.sh".to_string()]));
    }
}
