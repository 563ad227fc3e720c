use super::*;
use builder_core::DeterministicIds;
use builder_core::Severity;
use builder_core::TemplateReader;
use builder_core::UserSteps;
use builder_core::{Case, CaseOptions};

/// `check --cluster` of a conf against a profile; the diagnostics and the check.
fn run(conf: &str, profile: &str) -> ClusterCheck {
    let case = Case::parse("spark.conf", conf, None, CaseOptions::default(), &[]).unwrap();
    let steps = UserSteps::default();
    let sub = case.submission(&steps, TemplateReader::BUILT_IN);
    let rendered = builder_core::render(&sub, &mut DeterministicIds::default());
    assert!(rendered.error.is_none(), "{:?}", rendered.error);
    let profile = ClusterProfile::read(profile).unwrap();
    check(&sub, &case.lines, &rendered, &profile, Suggestions::Compute)
}

fn codes(c: &ClusterCheck) -> Vec<(&'static str, Option<&str>, Option<u32>)> {
    c.diagnostics
        .iter()
        .map(|d| (d.rule.id, d.key.as_deref(), d.line))
        .collect()
}

const CONF: &str = "\
spark.app.name spark-pi
spark.kubernetes.container.image spark:3.5.5
spark.kubernetes.namespace spark
spark.executor.cores 2
spark.executor.memory 4g
";

const DEFAULTS: &str = "\
apiVersion: v1
kind: LimitRange
metadata: {name: defaults, namespace: spark}
spec:
  limits:
  - type: Container
    default: {cpu: '1', ephemeral-storage: 2Gi}
    defaultRequest: {cpu: 500m, ephemeral-storage: 1Gi}
";

/// Spark sets no cpu limit: the namespace's default limit (1) is below the executor's request
/// (2 cores), and the API server rejects the pod before any admission check says why.
#[test]
fn a_default_limit_below_the_cores_is_a_422_on_the_cores_limit_key() {
    let c = run(CONF, DEFAULTS);
    let errors: Vec<&Diagnostic> = c
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .collect();
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert_eq!(errors[0].rule.id, "pod-invalid");
    assert_eq!(
        errors[0].key.as_deref(),
        Some("spark.kubernetes.executor.limit.cores")
    );
    assert!(errors[0].message.contains(
        "(the limit is LimitRange defaults's default): Pod \"spark-pi-000004abcdef0123-exec-1\" is invalid: spec.containers[0].resources.requests: Invalid value: \"2\": must be less than or equal to cpu limit of 1"
    ), "{}", errors[0].message);
    // The driver (1 core) fits the default; both get the ephemeral-storage defaults, on the
    // pod template keys (Spark has no key for them).
    let exec = c.executor.as_ref().unwrap();
    let res = exec.pod.spec.as_ref().unwrap().containers[0]
        .resources
        .clone()
        .unwrap();
    assert_eq!(res.limits.unwrap()["ephemeral-storage"].0, "2Gi");
    assert!(exec.pod.metadata.annotations.as_ref().unwrap()["kubernetes.io/limit-ranger"]
        .starts_with("LimitRanger plugin set: ephemeral-storage request for container spark-kubernetes-executor; cpu, ephemeral-storage limit"));
    assert!(codes(&c).contains(&(
        "limit-range-default",
        Some("spark.kubernetes.driver.podTemplateFile"),
        None
    )));
    // With the cores limit set, nothing is wrong.
    let fixed = run(
        &format!("{CONF}spark.kubernetes.executor.limit.cores 2\n"),
        DEFAULTS,
    );
    assert!(
        fixed
            .diagnostics
            .iter()
            .all(|d| d.severity != Severity::Error)
    );
}

#[test]
fn a_maximum_names_the_memory_key_and_its_line() {
    let profile = "\
kind: LimitRange
apiVersion: v1
metadata: {name: caps}
spec:
  limits:
  - type: Container
    max: {memory: 4Gi}
  - type: Pod
    max: {cpu: '4'}
";
    let c = run(CONF, profile);
    let errors: Vec<&Diagnostic> = c
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .collect();
    // The executor's memory is over the container maximum; neither pod has a cpu limit, which
    // a Pod maximum requires (Pod items give no defaults).
    let found: Vec<(Option<&str>, Option<u32>)> =
        errors.iter().map(|e| (e.key.as_deref(), e.line)).collect();
    assert_eq!(
        found,
        [
            (Some("spark.kubernetes.driver.limit.cores"), None),
            (Some("spark.executor.memory"), Some(5)),
            (Some("spark.kubernetes.executor.limit.cores"), None),
        ]
    );
    assert_eq!(
        errors[1].message,
        "LimitRange caps refuses the executor pod: maximum memory usage per Container is 4Gi, but limit is 4505Mi (the API server: pods \"spark-pi-000004abcdef0123-exec-1\" is forbidden: [maximum memory usage per Container is 4Gi, but limit is 4505Mi, maximum cpu usage per Pod is 4.  No limit is specified])"
    );
    assert_eq!(
        errors[1].hint.as_deref(),
        Some("lower spark.executor.memory to the LimitRange's maximum or below")
    );
    assert_eq!(
        errors[2].hint.as_deref(),
        Some("set spark.kubernetes.executor.limit.cores: the LimitRange requires a cpu limit")
    );
}

/// A LimitRange in another namespace does nothing.
#[test]
fn only_the_confs_namespace_counts() {
    let profile = DEFAULTS.replace("namespace: spark", "namespace: other");
    let c = run(CONF, &profile);
    assert_eq!(c.namespace, "spark");
    assert!(
        c.diagnostics
            .iter()
            .all(|d| !d.rule.id.starts_with("limit-range") && d.rule.id != "pod-invalid"),
        "{:#?}",
        c.diagnostics
    );
}

#[test]
fn claims_are_checked_against_their_size_key() {
    let conf = format!(
        "{CONF}spark.kubernetes.executor.volumes.persistentVolumeClaim.data.mount.path /data
spark.kubernetes.executor.volumes.persistentVolumeClaim.data.options.claimName OnDemand
spark.kubernetes.executor.volumes.persistentVolumeClaim.data.options.sizeLimit 500Gi
spark.kubernetes.executor.volumes.persistentVolumeClaim.data.options.storageClass gp3
"
    );
    let profile = "\
kind: LimitRange
apiVersion: v1
metadata: {name: storage, namespace: spark}
spec:
  limits:
  - type: PersistentVolumeClaim
    max: {storage: 100Gi}
";
    let c = run(&conf, profile);
    let limit_range: Vec<_> = codes(&c)
        .into_iter()
        .filter(|d| d.0 == "limit-range")
        .collect();
    assert_eq!(
        limit_range,
        [(
            "limit-range",
            Some("spark.kubernetes.executor.volumes.persistentVolumeClaim.data.options.sizeLimit"),
            Some(8)
        )]
    );
    assert!(c.diagnostics[0].message.contains(
        "maximum storage usage per PersistentVolumeClaim is 100Gi, but request is 500Gi"
    ));
}

#[test]
fn two_limit_ranges_defaulting_one_resource_are_named() {
    let profile = format!(
        "{DEFAULTS}---\n{}",
        DEFAULTS
            .replace("name: defaults", "name: team")
            .replace("'1'", "'4'")
    );
    let c = run(
        &format!("{CONF}spark.kubernetes.executor.limit.cores 2\n"),
        &profile,
    );
    assert!(c.diagnostics.iter().any(|d| {
        d.rule.id == "limit-range-competing"
            && d.message
                .starts_with("LimitRanges defaults and team both default cpu")
    }));
}

fn quota_profile(hard: &str, used: &str) -> String {
    format!(
        "apiVersion: v1\nkind: ResourceQuota\nmetadata: {{name: team, namespace: spark}}\nspec:\n  hard: {hard}\nstatus:\n  hard: {hard}\n  used: {used}\n"
    )
}

fn only(c: &ClusterCheck, code: &str) -> Vec<(Severity, Option<String>, Option<u32>, String)> {
    c.diagnostics
        .iter()
        .filter(|d| d.rule.id == code)
        .map(|d| (d.severity, d.key.clone(), d.line, d.message.clone()))
        .collect()
}

/// The driver takes one pod of the quota; executors are charged one after another.
#[test]
fn a_pod_count_quota_lets_some_executors_run() {
    let conf = format!("{CONF}spark.executor.instances 10\n");
    let c = run(&conf, &quota_profile("{pods: '5'}", "{pods: '0'}"));
    assert_eq!(c.quota.executors_wanted, Some(10));
    assert_eq!(c.quota.executors_admitted, Some(4));
    let found = only(&c, "quota");
    assert_eq!(found.len(), 1);
    let (severity, key, line, message) = &found[0];
    assert_eq!(
        (*severity, key.as_deref(), *line),
        (Severity::Warning, Some("spark.executor.instances"), Some(6))
    );
    assert_eq!(
        message,
        "ResourceQuota team refuses executor 5's pod: only 4 of 10 executors can run; Spark asks again for the others every spark.kubernetes.allocation.batch.delay (the API server: pods \"spark-pi-000004abcdef0123-exec-5\" is forbidden: exceeded quota: team, requested: pods=1, used: pods=5, limited: pods=5)"
    );
    assert_eq!(c.quota.quotas[0].used["pods"].to_string(), "5");
    // Enough room: nothing to say.
    let c = run(&conf, &quota_profile("{pods: '11'}", "{pods: '0'}"));
    assert_eq!(c.quota.executors_admitted, None);
    assert!(only(&c, "quota").is_empty());
}

/// Spark sets no cpu limit; a quota on limits.cpu refuses the driver before anything runs.
#[test]
fn a_limits_quota_needs_the_cores_limit() {
    let c = run(
        CONF,
        &quota_profile("{limits.cpu: '8'}", "{limits.cpu: '0'}"),
    );
    let found = only(&c, "quota");
    assert_eq!(found[0].0, Severity::Error);
    assert_eq!(
        found[0].1.as_deref(),
        Some("spark.kubernetes.driver.limit.cores")
    );
    assert!(found[0].3.ends_with("(the API server: pods \"spark-pi-000001abcdef0123-driver\" is forbidden: failed quota: team: must specify limits.cpu for: spark-kubernetes-driver)"), "{}", found[0].3);
    assert!(found[0].3.contains("spark-submit fails"));
}

#[test]
fn memory_over_the_quota_names_the_memory_key() {
    let c = run(
        CONF,
        &quota_profile("{requests.memory: 6Gi}", "{requests.memory: 4Gi}"),
    );
    let found = only(&c, "quota");
    // The driver (1408Mi) fits in the 2Gi left; the first executor (4505Mi) does not.
    assert_eq!(found[0].0, Severity::Error);
    assert_eq!(found[0].1.as_deref(), Some("spark.executor.memory"));
    assert!(found[0].3.contains("no executor can start"));
    assert!(found[0].3.ends_with("exceeded quota: team, requested: requests.memory=4505Mi, used: requests.memory=5504Mi, limited: requests.memory=6Gi)"), "{}", found[0].3);
}

/// spark-submit's conf ConfigMap fits; the executor ConfigMap the driver creates does not.
#[test]
fn config_maps_count_too() {
    let c = run(
        CONF,
        &quota_profile("{count/configmaps: '1'}", "{count/configmaps: '0'}"),
    );
    let found = only(&c, "quota");
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].1, None);
    assert!(found[0].3.starts_with("ResourceQuota team refuses the executor ConfigMap (the driver creates it before any executor): the driver fails to start its executors"), "{}", found[0].3);
}

#[test]
fn unbounded_dynamic_allocation_is_bounded_by_the_quota() {
    let conf = format!(
        "{CONF}spark.dynamicAllocation.enabled true\nspark.dynamicAllocation.shuffleTracking.enabled true\n"
    );
    let c = run(
        &conf,
        &quota_profile("{requests.cpu: '21'}", "{requests.cpu: '0'}"),
    );
    // 1 core for the driver, 2 per executor: 10 executors.
    assert_eq!(c.quota.executors_wanted, None);
    assert_eq!(c.quota.executors_admitted, Some(10));
    let found = only(&c, "quota");
    assert_eq!(found[0].0, Severity::Warning);
    assert_eq!(found[0].1.as_deref(), Some("spark.executor.cores"));
    assert!(found[0].3.contains("at most 10 executors can run"));
}

#[test]
fn a_quota_without_status_is_taken_as_unused() {
    let profile = "apiVersion: v1\nkind: ResourceQuota\nmetadata: {name: team, namespace: spark}\nspec:\n  hard: {pods: '2'}\n";
    let c = run(CONF, profile);
    assert_eq!(only(&c, "quota-unsynced").len(), 1);
    assert_eq!(c.quota.executors_admitted, Some(1));
}

fn namespace(labels: &str) -> String {
    format!("apiVersion: v1\nkind: Namespace\nmetadata:\n  name: spark\n  labels: {labels}\n")
}

#[test]
fn restricted_refuses_spark_pods_and_names_the_template_key() {
    let c = run(
        CONF,
        &namespace("{pod-security.kubernetes.io/enforce: restricted}"),
    );
    let found = only(&c, "pod-security");
    // Four checks fail on each pod: refused (errors); no warning for a refused pod.
    assert_eq!(found.len(), 8, "{found:#?}");
    assert!(found.iter().all(|f| f.0 == Severity::Error));
    let executor: Vec<_> = found
        .iter()
        .filter(|f| f.1.as_deref() == Some("spark.kubernetes.executor.podTemplateFile"))
        .collect();
    assert_eq!(executor.len(), 4);
    assert!(executor[0].3.starts_with("Pod Security \"restricted:latest\" refuses the executor pod: allowPrivilegeEscalation != false (container \"spark-kubernetes-executor\" must set securityContext.allowPrivilegeEscalation=false) (the API server: pods \"spark-pi-000004abcdef0123-exec-1\" is forbidden: violates PodSecurity \"restricted:latest\": "), "{}", executor[0].3);
    let hint = &c
        .diagnostics
        .iter()
        .find(|d| d.rule.id == "pod-security")
        .unwrap()
        .hint;
    assert_eq!(
        hint.as_deref(),
        Some(
            "in the pod template spark.kubernetes.driver.podTemplateFile names, set containers[name=spark-kubernetes-driver].securityContext.allowPrivilegeEscalation: false"
        )
    );
    // The levels of each pod, for the playground's badges.
    let executor = &c.pod_security.pods[1];
    assert_eq!(executor.role, Role::Executor);
    assert!(executor.levels[0].1.is_empty(), "baseline passes");
    assert_eq!(executor.levels[1].1.len(), 4);
}

#[test]
fn a_template_that_secures_the_pods_passes_restricted() {
    let template = "spec:\n  securityContext: {runAsNonRoot: true, seccompProfile: {type: RuntimeDefault}}\n  containers:\n  - name: spark\n    securityContext: {allowPrivilegeEscalation: false, capabilities: {drop: [ALL]}}\n";
    let conf = format!(
        "{CONF}spark.kubernetes.executor.podTemplateFile exec.yaml\nspark.kubernetes.executor.podTemplateContainerName spark\n"
    );
    let mut case = Case::parse("spark.conf", &conf, None, CaseOptions::default(), &[]).unwrap();
    case.env
        .files
        .insert("exec.yaml", template.as_bytes().to_vec());
    let steps = UserSteps::default();
    let sub = case.submission(&steps, TemplateReader::BUILT_IN);
    let rendered = builder_core::render(&sub, &mut DeterministicIds::default());
    assert!(rendered.error.is_none(), "{:?}", rendered.error);
    let profile = ClusterProfile::read(&namespace(
        "{pod-security.kubernetes.io/enforce: restricted}",
    ))
    .unwrap();
    let c = check(&sub, &case.lines, &rendered, &profile, Suggestions::Compute);
    let keys: Vec<Option<&str>> = only_keys(&c, "pod-security");
    assert_eq!(keys.len(), 4);
    assert!(
        keys.iter()
            .all(|k| *k == Some("spark.kubernetes.driver.podTemplateFile")),
        "{keys:?}"
    );
}

fn only_keys<'a>(c: &'a ClusterCheck, code: &str) -> Vec<Option<&'a str>> {
    c.diagnostics
        .iter()
        .filter(|d| d.rule.id == code)
        .map(|d| d.key.as_deref())
        .collect()
}

#[test]
fn a_host_path_volume_is_its_volume_key() {
    let conf = format!(
        "{CONF}spark.kubernetes.executor.volumes.hostPath.scratch.mount.path /scratch\nspark.kubernetes.executor.volumes.hostPath.scratch.options.path /mnt/disk1\n"
    );
    let c = run(
        &conf,
        &namespace(
            "{pod-security.kubernetes.io/enforce: baseline, pod-security.kubernetes.io/warn: restricted}",
        ),
    );
    let errors: Vec<_> = only(&c, "pod-security")
        .into_iter()
        .filter(|f| f.0 == Severity::Error)
        .collect();
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert_eq!(
        errors[0].1.as_deref(),
        Some("spark.kubernetes.executor.volumes.hostPath.scratch.mount.path")
    );
    assert!(
        errors[0]
            .3
            .contains("hostPath volumes (volume \"scratch\")")
    );
    // The driver is allowed at baseline; restricted only warns about it.
    let warnings: Vec<_> = only(&c, "pod-security")
        .into_iter()
        .filter(|f| f.0 == Severity::Warning)
        .collect();
    assert_eq!(warnings.len(), 4);
    assert!(
        warnings[0]
            .3
            .contains("(the API server: would violate PodSecurity \"restricted:latest\": ")
    );
}

const NODES: &str = "\
apiVersion: v1
kind: List
items:
- apiVersion: v1
  kind: Node
  metadata:
    name: ip-10-0-1-1
    labels: {node.kubernetes.io/instance-type: m5.2xlarge, pool: spark}
  status:
    allocatable: {cpu: 7910m, memory: 31517888Ki, pods: '58'}
- apiVersion: v1
  kind: Node
  metadata:
    name: ip-10-0-1-2
    labels: {node.kubernetes.io/instance-type: m5.2xlarge, pool: spark}
  status:
    allocatable: {cpu: 7910m, memory: 31517888Ki, pods: '58'}
- apiVersion: v1
  kind: Pod
  metadata: {name: aws-node, namespace: kube-system}
  spec:
    containers:
    - name: aws-node
      resources: {requests: {cpu: 25m}}
";

/// 2-core 4g executors on two 8-core 30Gi nodes: cpu-bound at 3 per node, half the memory
/// idle; a bigger heap uses it.
#[test]
fn executors_per_node_shape_and_a_better_size() {
    let c = run(&format!("{CONF}spark.executor.instances 10\n"), NODES);
    assert_eq!(c.node_fit.executors_fit, 6);
    let shape = &c.node_fit.shapes[0];
    assert_eq!(
        (shape.shape.as_str(), shape.nodes, shape.executors_per_node),
        ("m5.2xlarge", 2, 3)
    );
    let packing = only(&c, "node-packing");
    assert!(packing.iter().any(|f| f.0 == Severity::Warning && f.3.starts_with("a m5.2xlarge node (2 in the profile) takes 3 executors, leaving 24% of its cpu and 56% of its memory idle (another executor lacks cpu); 10 executors need 4 such nodes")), "{packing:#?}");
    let capacity = only(&c, "node-capacity");
    assert!(
        capacity
            .iter()
            .any(|f| f.1.as_deref() == Some("spark.executor.instances")
                && f.3.contains("take 6 executors together, 10 are asked for"))
    );
    let suggestion = only(&c, "node-fit-suggestion");
    assert_eq!(suggestion.len(), 1, "{suggestion:#?}");
    assert_eq!(suggestion[0].1.as_deref(), Some("spark.executor.memory"));
    // The suggested heap, rendered, fills the node: three executors still fit.
    let heap = c.node_fit.suggestions[0].1.value.clone();
    let again = run(
        &format!("{CONF}spark.executor.instances 10\nspark.executor.memory {heap}\n"),
        NODES,
    );
    assert_eq!(again.node_fit.shapes[0].executors_per_node, 3);
    assert!(
        again.node_fit.shapes[0].idle_memory < 0.02,
        "{}",
        again.node_fit.shapes[0].idle_memory
    );
}

#[test]
fn a_selector_no_node_matches_keeps_the_pods_pending() {
    let conf = format!("{CONF}spark.kubernetes.node.selector.pool gpu\n");
    let c = run(&conf, NODES);
    let errors: Vec<_> = only(&c, "node-fit")
        .into_iter()
        .filter(|f| f.0 == Severity::Error)
        .collect();
    assert_eq!(errors.len(), 2);
    assert_eq!(
        errors[1].1.as_deref(),
        Some("spark.kubernetes.node.selector.pool")
    );
    assert!(
        errors[1].3.ends_with(
            "(0/2 nodes are available: 2 node(s) didn't match Pod's node affinity/selector.)"
        ),
        "{}",
        errors[1].3
    );
    // Too big for any node.
    let c = run(&format!("{CONF}spark.executor.memory 40g\n"), NODES);
    let errors: Vec<_> = only(&c, "node-fit")
        .into_iter()
        .filter(|f| f.0 == Severity::Error)
        .collect();
    assert_eq!(errors[0].1.as_deref(), Some("spark.executor.memory"));
    assert!(errors[0].3.contains("2 Insufficient memory"));
}

#[test]
fn scratch_space_on_the_nodes_disk_in_memory_or_on_claims() {
    let c = run(CONF, DEFAULTS);
    // The LimitRange requests ephemeral storage for both pods: no eviction trap.
    assert!(only(&c, "local-dirs-eviction").is_empty());
    let c = run(CONF, &namespace("{}"));
    let evictions = only(&c, "local-dirs-eviction");
    assert_eq!(evictions.len(), 2);
    assert_eq!(evictions[1].0, Severity::Warning);
    assert!(evictions[1].3.starts_with("the executor writes shuffle and spill files to spark-local-dir-1 (emptyDir on the node's disk) and requests no ephemeral-storage"));
    let tmpfs = run(
        &format!("{CONF}spark.kubernetes.local.dirs.tmpfs true\n"),
        &namespace("{}"),
    );
    // In memory: `check`'s local-dirs-tmpfs (builder-core), not the node's disk.
    assert!(only(&tmpfs, "local-dirs-eviction").is_empty());
    let conf = format!(
        "{CONF}spark.executor.instances 10\nspark.kubernetes.executor.volumes.persistentVolumeClaim.data.mount.path /data\nspark.kubernetes.executor.volumes.persistentVolumeClaim.data.options.claimName OnDemand\nspark.kubernetes.executor.volumes.persistentVolumeClaim.data.options.sizeLimit 500Gi\nspark.kubernetes.executor.volumes.persistentVolumeClaim.data.options.storageClass gp3\n"
    );
    let claims = only(&run(&conf, &namespace("{}")), "claims-on-demand");
    assert_eq!(
        claims[0].3,
        "each executor creates its own 500Gi claim of gp3: 10 executors claim 5000Gi together"
    );
}

/// A webhook that writes what the kubeflow operator's can, into the executor only: a memory
/// limit, a GPU limit, a node selector and a side-car; it would write the Spark container's
/// securityContext from `spec.executor.securityContext`.
struct ExecutorWebhook;

impl MutatingWebhook for ExecutorWebhook {
    fn mutate(&self, role: Role, mut pod: Pod) -> Result<Mutated, String> {
        let write = |pointer: &str, field: &str| WebhookWrite {
            pointer: pointer.to_string(),
            field: field.to_string(),
        };
        if role == Role::Driver {
            return Ok(Mutated {
                pod,
                writes: Vec::new(),
                reaches: Vec::new(),
            });
        }
        let mut value = serde_json::to_value(&pod).map_err(|e| e.to_string())?;
        let limits = value
            .pointer_mut("/spec/containers/0/resources/limits")
            .and_then(serde_json::Value::as_object_mut)
            .ok_or("no limits")?;
        limits.insert("memory".into(), "20Gi".into());
        limits.insert("nvidia.com/gpu".into(), "1".into());
        value["spec"]["nodeSelector"] = serde_json::json!({"pool": "gpu"});
        value["spec"]["containers"]
            .as_array_mut()
            .ok_or("no containers")?
            .push(serde_json::json!({"name": "log-shipper", "image": "fluent-bit:3"}));
        pod = serde_json::from_value(value).map_err(|e| e.to_string())?;
        Ok(Mutated {
            pod,
            writes: vec![
                write(
                    "/spec/containers/0/resources/limits/memory",
                    "spec.executor.memoryLimit",
                ),
                write(
                    "/spec/containers/0/resources/limits/nvidia.com~1gpu",
                    "spec.executor.gpu",
                ),
                write("/spec/nodeSelector/pool", "spec.executor.nodeSelector"),
                write("/spec/containers/1", "spec.executor.sidecars"),
            ],
            reaches: vec![write(
                "/spec/containers/0/securityContext",
                "spec.executor.securityContext",
            )],
        })
    }
}

fn run_with(conf: &str, profile: &str, webhook: &dyn MutatingWebhook) -> ClusterCheck {
    let case = Case::parse("spark.conf", conf, None, CaseOptions::default(), &[]).unwrap();
    let steps = UserSteps::default();
    let sub = case.submission(&steps, TemplateReader::BUILT_IN);
    let rendered = builder_core::render(&sub, &mut DeterministicIds::default());
    let profile = ClusterProfile::read(profile).unwrap();
    check_with(
        &sub,
        &case.lines,
        &rendered,
        Some(webhook),
        &profile,
        Suggestions::Skip,
    )
}

/// Each finding about an executor value the webhook wrote is on the field it wrote it from;
/// a value nobody set, on the field it would take it from; the driver's stay on conf keys.
#[test]
fn findings_about_what_a_webhook_writes_name_its_fields() {
    let profile = format!(
        "{}---\n{}---\n{}---\n{}",
        namespace("{pod-security.kubernetes.io/enforce: restricted}"),
        "apiVersion: v1\nkind: LimitRange\nmetadata: {name: caps, namespace: spark}\nspec:\n  limits:\n  - type: Container\n    default: {memory: 6Gi}\n    max: {memory: 16Gi}\n",
        quota_profile(
            "{requests.nvidia.com/gpu: '0'}",
            "{requests.nvidia.com/gpu: '0'}"
        ),
        "apiVersion: v1\nkind: Node\nmetadata:\n  name: n1\n  labels: {pool: cpu}\nstatus:\n  allocatable: {cpu: '8', memory: 32Gi, pods: '110'}\n",
    );
    let c = run_with(CONF, &profile, &ExecutorWebhook);
    let on = |code: &str, needle: &str| -> Vec<(Option<&str>, Option<&str>)> {
        c.diagnostics
            .iter()
            .filter(|d| {
                // The finding's own words, not the API server's message quoted after them.
                let own = d.message.split(" (the API server").next();
                d.rule.id == code && own.is_some_and(|m| m.contains(needle))
            })
            .map(|d| (d.key.as_deref(), d.webhook_field.as_deref()))
            .collect()
    };
    // The webhook's 20Gi limit over the maximum; the side-car's missing limit.
    assert_eq!(
        on("limit-range", "but limit is 20Gi"),
        [(None, Some("spec.executor.memoryLimit"))]
    );
    assert_eq!(
        on("limit-range", "No limit is specified"),
        [(None, Some("spec.executor.sidecars"))]
    );
    let hints: Vec<&str> = c
        .diagnostics
        .iter()
        .filter(|d| d.webhook_field.as_deref() == Some("spec.executor.memoryLimit"))
        .filter_map(|d| d.hint.as_deref())
        .collect();
    assert_eq!(
        hints,
        ["lower spec.executor.memoryLimit to the LimitRange's maximum or below"]
    );
    // LimitRanger's default limit came first and the webhook replaced it: not the pod's.
    assert!(
        !c.diagnostics
            .iter()
            .any(|d| d.rule.id == "limit-range-default" && d.message.contains("executor container")),
        "{:#?}",
        c.diagnostics
    );
    // The GPU request the API server copied from the webhook's limit, refused by the quota.
    assert_eq!(
        on("quota", "refuses executor 1's pod"),
        [(None, Some("spec.executor.gpu"))]
    );
    // Pod Security: the Spark container's setting where the webhook would write it; the
    // driver's, which the webhook leaves alone, in its pod template.
    assert_eq!(
        on("pod-security", "executor pod: allowPrivilegeEscalation"),
        [(None, Some("spec.executor.securityContext"))]
    );
    assert_eq!(
        on("pod-security", "driver pod: allowPrivilegeEscalation"),
        [(Some("spark.kubernetes.driver.podTemplateFile"), None)]
    );
    // No node has the webhook's selector.
    assert_eq!(
        on("node-fit", "executor pod"),
        [(None, Some("spec.executor.nodeSelector"))]
    );
}

#[test]
fn a_written_pointer_covers_what_is_inside_it_only() {
    let pod = AdmittedPod {
        role: Role::Executor,
        pod: Pod::default(),
        spark_container: "executor".into(),
        filled: Vec::new(),
        webhook_writes: vec![WebhookWrite {
            pointer: "/spec/containers/1".into(),
            field: "spec.executor.sidecars".into(),
        }],
        webhook_reaches: Vec::new(),
    };
    assert_eq!(
        pod.webhook_field("/spec/containers/1/securityContext"),
        Some("spec.executor.sidecars")
    );
    assert_eq!(
        pod.webhook_field("/spec/containers/1"),
        Some("spec.executor.sidecars")
    );
    assert_eq!(
        pod.webhook_field("/spec/containers/10/securityContext"),
        None
    );
    assert_eq!(pod.webhook_field("/spec/containers"), None);
    assert_eq!(
        pod.webhook_field_within("/spec/containers"),
        Some("spec.executor.sidecars")
    );
    assert_eq!(pod.webhook_field_within("/spec/containers/10"), None);
}
