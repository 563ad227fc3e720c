//! `check`'s findings on small confs and templates, each on what caused it.

use super::*;
use crate::template::TemplateReader;

#[test]
fn label_rules() {
    assert!(validate_label_value("data-eng").is_ok());
    assert!(validate_label_value("").is_ok());
    assert!(validate_label_value("not a valid label value!").is_err());
    assert!(validate_label_value(&"a".repeat(64)).is_err());
    assert!(validate_qualified_name("app.kubernetes.io/name").is_ok());
    assert!(validate_qualified_name("-bad-key-").is_err());
    assert!(validate_qualified_name("Bad/x").is_err());
}

use crate::features::user_steps::UserSteps;
use crate::inputs::{DriverArgs, Environment};
use crate::{Release, SparkVersion};

/// The diagnostics of `conf` (pairs) with the image's and spark-submit's releases.
fn check_conf(
    env: &Environment,
    conf: &[(&str, &str)],
    image: SparkVersion,
    submit: SparkVersion,
) -> Vec<Diagnostic> {
    let steps = UserSteps::new();
    let sub = Submission {
        release: Release::of(image),
        submit_release: Release::of(submit),
        conf: conf
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        driver: DriverArgs::default(),
        app_id: "spark-1".into(),
        executor_id: "1".into(),
        with_driver_pod: true,
        driver_pod_uid: "u".into(),
        env,
        user_steps: &steps,
        templates: TemplateReader::BUILT_IN,
        build_executor: true,
        deploy_mode: crate::inputs::DeployMode::of_conf(
            conf.iter()
                .find(|(k, _)| *k == "spark.submit.deployMode")
                .map(|(_, v)| *v),
        ),
        client: &crate::submit_client::SPARK_SUBMIT,
    };
    check(&sub, &BTreeMap::new())
}

#[test]
fn template_fields_a_pod_does_not_declare_are_warned_about() {
    let mut env = Environment::oracle_default();
    env.files.insert(
        "t.yaml",
        "spec:\n  securityContext:\n    runAsUser: 185\n    capabilities: {drop: [ALL]}\n  containers:\n  - name: c\n    imagee: x\n",
    );
    let conf = [
        ("spark.app.name", "a"),
        ("spark.kubernetes.container.image", "i"),
        ("spark.kubernetes.executor.podTemplateFile", "t.yaml"),
    ];
    let found: Vec<(Option<String>, String, Option<u32>)> =
        check_conf(&env, &conf, SparkVersion::V3_5_5, SparkVersion::V3_5_5)
            .into_iter()
            .filter(|d| d.rule.id == "template-undeclared-field")
            .map(|d| (d.key, d.message, d.template.and_then(|t| t.line)))
            .collect();
    assert_eq!(found.len(), 2, "{found:?}");
    // Each at its template line.
    assert_eq!((found[0].2, found[1].2), (Some(4), Some(7)));
    assert!(
        found[0]
            .1
            .starts_with("spec.securityContext.capabilities in the pod template t.yaml")
    );
    assert!(found[1].1.starts_with("spec.containers[0].imagee"));
    assert_eq!(
        found[0].0.as_deref(),
        Some("spark.kubernetes.executor.podTemplateFile")
    );
}

#[test]
fn invalid_volume_names_point_at_their_conf_key() {
    let conf = [
        ("spark.app.name", "a"),
        ("spark.kubernetes.container.image", "i"),
        (
            "spark.kubernetes.executor.volumes.emptyDir.ok.mount.path",
            "/ok",
        ),
        (
            "spark.kubernetes.executor.volumes.emptyDir.My_Vol.mount.path",
            "/x",
        ),
        ("spark.kubernetes.driver.secrets.Bad", "/s"),
        ("spark.kubernetes.executor.secrets.Worse", "/w"),
    ];
    let env = Environment::oracle_default();
    let keys: Vec<Option<String>> =
        check_conf(&env, &conf, SparkVersion::V3_5_5, SparkVersion::V3_5_5)
            .into_iter()
            .filter(|d| d.rule.id == "k8s-volume-name")
            .map(|d| d.key)
            .collect();
    assert!(
        keys.contains(&Some(
            "spark.kubernetes.executor.volumes.emptyDir.My_Vol.mount.path".into()
        )),
        "{keys:?}"
    );
    assert!(
        keys.contains(&Some("spark.kubernetes.driver.secrets.Bad".into())),
        "{keys:?}"
    );
    assert!(
        keys.contains(&Some("spark.kubernetes.executor.secrets.Worse".into())),
        "{keys:?}"
    );
}

#[test]
fn an_invalid_pod_name_points_at_the_key_that_names_it() {
    let conf = [
        ("spark.app.name", "a"),
        ("spark.kubernetes.container.image", "i"),
        ("spark.kubernetes.driver.pod.name", "Bad_Name"),
    ];
    let env = Environment::oracle_default();
    let found: Vec<Diagnostic> =
        check_conf(&env, &conf, SparkVersion::V3_5_5, SparkVersion::V3_5_5)
            .into_iter()
            .filter(|d| d.rule.id == "k8s-pod-name")
            .collect();
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(
        found[0].key.as_deref(),
        Some("spark.kubernetes.driver.pod.name")
    );
    assert_eq!(
        found[0].hint.as_deref(),
        Some("use a shorter spark.app.name or set spark.kubernetes.driver.pod.name explicitly")
    );
}

#[test]
fn misread_template_modes_warn_with_line_and_fix() {
    let mut env = Environment::oracle_default();
    env.files.insert(
        "/t.yaml",
        "spec:\n  volumes:\n    - name: s\n      secret:\n        defaultMode: 0400\n",
    );
    let conf = [
        ("spark.app.name", "a"),
        ("spark.kubernetes.container.image", "i"),
        ("spark.kubernetes.executor.podTemplateFile", "/t.yaml"),
    ];
    let warnings = |image: SparkVersion| {
        check_conf(&env, &conf, image, SparkVersion::V4_3_0)
            .into_iter()
            .filter(|d| d.rule.id == "template-file-mode")
            .collect::<Vec<_>>()
    };
    let found = warnings(SparkVersion::V3_5_5);
    assert_eq!(found.len(), 1, "{found:?}");
    let d = &found[0];
    assert_eq!(
        d.key.as_deref(),
        Some("spark.kubernetes.executor.podTemplateFile")
    );
    assert_eq!(
        d.template,
        Some(TemplateSpot {
            path: "/t.yaml".into(),
            line: Some(5)
        })
    );
    assert_eq!(d.fix, Some(Fix::ReplaceValue("256".into())));
    assert!(
        d.located_message()
            .starts_with("/t.yaml (line 5): Spark 3.5.5 reads"),
        "{}",
        d.message
    );
    assert!(d.message.contains("as 400 (octal 0620)"), "{}", d.message);
    assert!(
        d.message.contains("3.3.0–3.4.4, 4.0.0–4.3.0"),
        "{}",
        d.message
    );
    assert_eq!(
        d.hint.as_deref(),
        Some("write `defaultMode: 256`, which every release reads as 256")
    );
    assert!(warnings(SparkVersion::V4_3_0).is_empty());
    assert!(warnings(SparkVersion::V3_4_4).is_empty());
}

/// `check` of conf text as the command line loads it, with `files` as the files Spark reads.
fn check_text(conf: &str, files: &[(&str, &str)]) -> Vec<Diagnostic> {
    let mut case = crate::case::Case::parse(
        "spark.conf",
        conf,
        None,
        crate::case::CaseOptions::default(),
        &[],
    )
    .unwrap();
    for (path, text) in files {
        case.env.files.insert(*path, *text);
    }
    let steps = UserSteps::new();
    let sub = case.submission(&steps, TemplateReader::BUILT_IN);
    let rendered = render(&sub, &mut DeterministicIds::default());
    case.diagnostics(&sub, &rendered)
}

const TEMPLATE_CONF: &str = "spark.kubernetes.container.image apache/spark:3.5.5\n\
                             spark.app.name demo\n\
                             spark.kubernetes.executor.podTemplateFile exec.yaml\n";

#[test]
fn an_invalid_template_quantity_points_at_the_template_and_its_line() {
    // Was reported at the line of spark.kubernetes.container.image.
    let template = "apiVersion: v1\nkind: Pod\nspec:\n  containers:\n  - name: spark\n    \
                    resources:\n      limits:\n        cpu: 1\n        ephemeral-storage: lots\n";
    let found = check_text(TEMPLATE_CONF, &[("exec.yaml", template)]);
    let d = found
        .iter()
        .find(|d| d.rule.id == "k8s-quantity")
        .unwrap_or_else(|| panic!("{found:?}"));
    assert_eq!(
        d.key.as_deref(),
        Some(registry::EXECUTOR_POD_TEMPLATE_FILE.key),
        "{d:?}"
    );
    assert_eq!(d.line, Some(3), "{d:?}");
    assert_eq!(
        d.template,
        Some(TemplateSpot {
            path: "exec.yaml".into(),
            line: Some(9)
        })
    );
}

#[test]
fn an_invalid_request_cores_points_at_its_key_and_line() {
    // Was reported under spark.executor.cores, with no line.
    let conf = "spark.kubernetes.container.image apache/spark:3.5.5\n\
                spark.app.name demo\n\
                spark.kubernetes.executor.request.cores -1\n";
    let found = check_text(conf, &[]);
    let d = found
        .iter()
        .find(|d| d.rule.id == "k8s-quantity")
        .unwrap_or_else(|| panic!("{found:?}"));
    assert_eq!(
        d.key.as_deref(),
        Some(registry::EXECUTOR_REQUEST_CORES.key),
        "{d:?}"
    );
    assert_eq!(d.line, Some(3), "{d:?}");
}

#[test]
fn known_fixes_come_with_their_findings() {
    let conf = "spark.kubernetes.container.image apache/spark:3.5.5\n\
                spark.app.name demo\n\
                spark.kubernetes.contianer.image.pullPolicy Always\n\
                spark.app.name again\n\
                spark.kubernetes.driver.lable.team data\n\
                spark.executor.memory 2 g\n";
    let found = check_text(conf, &[]);
    let fix_of = |code: &str, line: u32| {
        found
            .iter()
            .find(|d| d.rule.id == code && d.line == Some(line))
            .unwrap_or_else(|| panic!("{code} on {line}: {found:?}"))
            .fix
            .clone()
    };
    assert_eq!(
        fix_of("unknown-key", 3),
        Some(Fix::ReplaceKey(
            "spark.kubernetes.container.image.pullPolicy".into()
        ))
    );
    // A prefix key keeps the name typed after it.
    assert_eq!(
        fix_of("unknown-key", 5),
        Some(Fix::ReplaceKey("spark.kubernetes.driver.label.team".into()))
    );
    assert_eq!(fix_of("duplicate-key", 2), Some(Fix::DeleteLine));
    assert_eq!(fix_of("spark", 6), Some(Fix::ReplaceValue("2g".into())));
}

#[test]
fn template_side_cars_and_labels_are_blamed_on_their_template_lines() {
    let template = "metadata:\n  labels:\n    team: not valid!\nspec:\n  containers:\n  - name: spark\n  \
                    - name: side\n    env:\n    - name: A\n      value: a\n    - name: A\n      value: b\n";
    let found = check_text(TEMPLATE_CONF, &[("exec.yaml", template)]);
    let spot_of = |code: &str| {
        let d = found
            .iter()
            .find(|d| d.rule.id == code)
            .unwrap_or_else(|| panic!("{code}: {found:?}"));
        assert_eq!(
            d.key.as_deref(),
            Some(registry::EXECUTOR_POD_TEMPLATE_FILE.key),
            "{d:?}"
        );
        d.template.as_ref().and_then(|t| t.line)
    };
    assert_eq!(spot_of("k8s-label-value"), Some(3));
    assert_eq!(spot_of("k8s-image"), Some(7));
    assert_eq!(spot_of("duplicate-env"), Some(9));
}

/// With every declared key known: typos of any key are caught, declared keys of any component
/// pass, old names are reported in Spark's words with the new key as the fix, and other
/// products' keys are named as theirs.
#[cfg(feature = "declared-keys")]
#[test]
fn keys_are_judged_against_every_key_spark_declares() {
    let base = [
        ("spark.kubernetes.container.image", "apache/spark:3.5.5"),
        ("spark.app.name", "keys"),
    ];
    let findings = |extra: (&str, &str)| {
        let mut conf = base.to_vec();
        conf.push(extra);
        let env = Environment::oracle_default();
        check_conf(&env, &conf, SparkVersion::V3_5_5, SparkVersion::V3_5_5)
            .into_iter()
            .filter(|d| d.key.as_deref() == Some(extra.0))
            .collect::<Vec<_>>()
    };
    for declared in [
        ("spark.sql.shuffle.partitions", "400"),
        ("spark.eventLog.enabled", "true"),
        ("spark.kubernetes.authenticate.caCertFile", "/ca.crt"),
        ("spark.sql.catalog.lake.type", "hadoop"),
    ] {
        assert!(findings(declared).is_empty(), "{declared:?}");
    }
    let typo = findings(("spark.dynamicAllocation.enable", "true"));
    assert_eq!(typo.len(), 1, "{typo:?}");
    assert_eq!(typo[0].rule.id, "unknown-key");
    assert_eq!(
        typo[0].fix,
        Some(Fix::ReplaceKey("spark.dynamicAllocation.enabled".into()))
    );
    let typo = findings(("spark.sql.shuffle.partiton", "10"));
    assert_eq!(
        typo[0].fix,
        Some(Fix::ReplaceKey("spark.sql.shuffle.partitions".into()))
    );
    let old = findings(("spark.yarn.executor.memoryOverhead", "1g"));
    assert_eq!(old[0].rule.id, "deprecated-key");
    assert!(
        old[0]
            .message
            .contains("Please use the new key 'spark.executor.memoryOverhead'")
    );
    assert_eq!(
        old[0].fix,
        Some(Fix::ReplaceKey("spark.executor.memoryOverhead".into()))
    );
    let delta = findings(("spark.delta.logStore.class", "x"));
    assert_eq!(delta[0].rule.id, "other-product");
    assert_eq!(delta[0].severity, Severity::Info);
}

/// `${...}` references: one the environment does not resolve is named with the way to give it;
/// a key read by prefix is never substituted; a key only references read is no typo.
#[test]
fn references_that_spark_keeps_as_written_are_reported() {
    let mut env = Environment::oracle_default();
    env.vars.insert("TEAM".into(), "data".into());
    let conf = [
        ("spark.kubernetes.container.image", "apache/spark:3.5.5"),
        ("spark.app.name", "refs"),
        ("spark.kubernetes.driver.pod.name", "${env:POD_NAME}"),
        ("spark.kubernetes.namespace", "${spark.team.ns}"),
        ("spark.team.ns", "team-${env:TEAM}"),
        ("spark.kubernetes.driver.label.team", "${env:TEAM}"),
    ];
    let found = check_conf(&env, &conf, SparkVersion::V3_5_5, SparkVersion::V3_5_5);
    let on = |key: &str| {
        found
            .iter()
            .filter(|d| d.key.as_deref() == Some(key))
            .map(|d| d.rule.id)
            .collect::<Vec<_>>()
    };
    // The literal text is no pod name either (the API server's rule), and why it is literal.
    assert_eq!(
        on("spark.kubernetes.driver.pod.name"),
        ["k8s-pod-name", "unresolved-reference"]
    );
    let pod = found
        .iter()
        .find(|d| d.rule.id == "unresolved-reference")
        .unwrap();
    assert!(pod.message.contains("${env:POD_NAME}"), "{pod:?}");
    assert!(pod.hint.as_deref().unwrap().contains("--env NAME=VALUE"));
    assert!(on("spark.kubernetes.namespace").is_empty(), "{found:?}");
    assert!(on("spark.team.ns").is_empty(), "{found:?}");
    assert!(on("spark.kubernetes.driver.label.team").contains(&"not-substituted"));
}

#[test]
fn client_mode_says_no_driver_pod_and_what_executors_must_reach() {
    let env = Environment::oracle_default();
    let codes = |conf: &[(&str, &str)]| -> Vec<(String, Severity, String)> {
        check_conf(&env, conf, SparkVersion::V3_5_5, SparkVersion::V3_5_5)
            .into_iter()
            .filter(|d| d.rule.id == "client-mode" || d.rule.id == "driver-unreachable")
            .map(|d| (d.rule.id.to_string(), d.severity, d.message))
            .collect()
    };
    let base = [
        ("spark.app.name", "a"),
        ("spark.kubernetes.container.image", "i"),
        ("spark.submit.deployMode", "client"),
    ];
    let found = codes(&base);
    assert_eq!(found.len(), 2, "{found:?}");
    let of = |code: &str| found.iter().find(|f| f.0 == code).unwrap();
    assert_eq!(of("client-mode").1, Severity::Info);
    let (_, severity, message) = of("driver-unreachable");
    assert_eq!(*severity, Severity::Warning);
    assert!(
        message.contains("host name (<SUBMITTING-HOST>) and a random port"),
        "{message}"
    );
    let mut reachable = base.to_vec();
    reachable.extend([
        ("spark.driver.host", "nb.svc"),
        ("spark.driver.port", "29413"),
    ]);
    assert_eq!(codes(&reachable).len(), 1);
    // Cluster mode: neither.
    assert!(codes(&base[..2]).is_empty());
}

#[test]
fn paths_of_the_submitting_machine_are_advice_for_cluster_mode_only() {
    let warned = |mode: &str| {
        let line = format!(
            "spark-submit --master k8s://https://k:6443 --deploy-mode {mode} --class a.B \
             --jars /opt/extra.jar /opt/app.jar"
        );
        let cmd = crate::conf::submit_line::parse_spark_submit(&line).unwrap();
        submit_command_diagnostics(&cmd, Release::of(SparkVersion::V3_5_5))
            .iter()
            .filter(|d| d.message.contains("has no URI scheme"))
            .count()
    };
    assert_eq!(warned("cluster"), 2);
    // A client-mode driver reads them where it runs.
    assert_eq!(warned("client"), 0);
}

/// The memory findings name the key to change and the numbers: the room beside the heap with
/// tmpfs local dirs, the Python overhead a factor lowered, a heap the environment sets.
#[test]
fn memory_findings_give_the_key_and_the_numbers() {
    let base = "spark.kubernetes.container.image apache/spark:3.5.5\nspark.app.name m\n\
                spark.executor.memory 4g\n";
    let of = |conf: &str, rule: &str| -> Vec<Diagnostic> {
        check_text(conf, &[])
            .into_iter()
            .filter(|d| d.rule.id == rule)
            .collect()
    };
    let tmpfs = of(
        &format!("{base}spark.kubernetes.local.dirs.tmpfs true\n"),
        "local-dirs-tmpfs",
    );
    assert_eq!(tmpfs.len(), 2);
    assert!(
        tmpfs[1]
            .message
            .ends_with("of a 4505 MiB limit only 409 MiB is beside the 4096 MiB heap"),
        "{}",
        tmpfs[1].message
    );
    assert_eq!(
        tmpfs[1].hint.as_deref(),
        Some(
            "raise spark.executor.memoryOverhead (now 409 MiB) by what the local dirs hold, or turn spark.kubernetes.local.dirs.tmpfs off"
        )
    );

    let python = format!("#@main-resource local:///opt/app.py\n{base}");
    assert!(of(&python, "python-overhead").is_empty());
    let lowered = of(
        &format!("{python}spark.executor.memoryOverheadFactor 0.1\n"),
        "python-overhead",
    );
    assert_eq!(lowered.len(), 1, "the driver keeps Python's 0.4");
    assert_eq!(
        lowered[0].key.as_deref(),
        Some("spark.executor.memoryOverheadFactor")
    );
    assert!(lowered[0].message.contains("overhead 409 MiB"));
    assert!(
        lowered[0]
            .message
            .ends_with("(Spark's factor for Python is 0.4: 1638 MiB)")
    );
    let own_share = format!(
        "{python}spark.executor.memoryOverheadFactor 0.1\nspark.executor.pyspark.memory 1g\n"
    );
    assert!(of(&own_share, "python-overhead").is_empty());
    // A JVM application's factor is its own business.
    assert!(
        of(
            &format!("{base}spark.executor.memoryOverheadFactor 0.1\n"),
            "python-overhead"
        )
        .is_empty()
    );

    let env = of(
        &format!("{base}spark.executorEnv.SPARK_EXECUTOR_MEMORY 8g\n"),
        "heap-from-env",
    );
    assert_eq!(env.len(), 1);
    assert_eq!(
        env[0].key.as_deref(),
        Some("spark.executorEnv.SPARK_EXECUTOR_MEMORY")
    );
    assert!(env[0].message.starts_with(
        "the executor's JVM gets -Xmx8192m from SPARK_EXECUTOR_MEMORY, but Spark sized the container for a 4096 MiB heap (spark.executor.memory): 4505 MiB in all"
    ));
    let driver = of(
        &format!("{base}spark.kubernetes.driverEnv.SPARK_DRIVER_MEMORY 512m\n"),
        "heap-from-env",
    );
    assert_eq!(driver.len(), 1);
    assert!(driver[0].message.contains("wastes") || driver[0].message.contains("never uses"));
    // spark.driver.memory comes first: the environment is not read.
    assert!(
        of(
            &format!(
                "{base}spark.driver.memory 1g\nspark.kubernetes.driverEnv.SPARK_DRIVER_MEMORY 4g\n"
            ),
            "heap-from-env"
        )
        .is_empty()
    );
}
