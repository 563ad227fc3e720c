use super::*;
use crate::case::{Case, CaseOptions};
use crate::features::user_steps::UserSteps;
use crate::inputs::DeterministicIds;
use crate::template::TemplateReader;

/// `check --cluster` of a conf against a profile; the diagnostics and the check.
fn run(conf: &str, profile: &str) -> ClusterCheck {
    let case = Case::parse("spark.conf", conf, None, CaseOptions::default(), &[]).unwrap();
    let steps = UserSteps::default();
    let sub = case.submission(&steps, TemplateReader::BUILT_IN);
    let rendered = crate::render(&sub, &mut DeterministicIds::default());
    assert!(rendered.error.is_none(), "{:?}", rendered.error);
    let profile = ClusterProfile::read(profile).unwrap();
    check(&sub, &case.lines, &rendered, &profile)
}

fn codes(c: &ClusterCheck) -> Vec<(&'static str, Option<&str>, Option<u32>)> {
    c.diagnostics
        .iter()
        .map(|d| (d.code, d.key.as_deref(), d.line))
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
    assert_eq!(errors[0].code, "pod-invalid");
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
    assert!(c.diagnostics.is_empty(), "{:#?}", c.diagnostics);
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
    assert_eq!(
        codes(&c),
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
        d.code == "limit-range-competing"
            && d.message
                .starts_with("LimitRanges defaults and team both default cpu")
    }));
}
