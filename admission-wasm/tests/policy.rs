#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]
//! The policy on real Spark pods (the oracle goldens), natively, through the same
//! `validate(&[u8])` the waPC layer calls.

mod common;

use admission_wasm::{
    Settings, ValidationResponse, validate, validate_response, validate_settings,
};
use common::*;
use proptest::prelude::*;
use serde_json::{Value, json};

/// The response as the policy server reads it from the wire; every call also checks that
/// `validate_response` (the playground's path, which skips the JSON) says exactly the same.
fn run(settings: &Value, request: &Value) -> ValidationResponse {
    let payload = payload(settings, request);
    let wire: ValidationResponse = serde_json::from_slice(&validate(&payload)).unwrap();
    assert_eq!(validate_response(&payload), wire);
    wire
}

/// Mutate `pod` (CREATE); the pod the API server would end up with.
fn mutated(settings: &Value, pod: &Value) -> (ValidationResponse, Value) {
    let r = run(settings, &admission_request("CREATE", pod));
    let after = r.mutated_object.clone().unwrap_or_else(|| pod.clone());
    (r, after)
}

#[test]
fn every_golden_pod_is_mutated_without_losing_anything_and_idempotently() {
    let settings = rich_settings();
    for (name, pod) in golden_pods() {
        let (r, after) = mutated(&settings, &pod);
        assert!(r.accepted, "{name}: {:?}", r.message);
        assert!(r.mutated_object.is_some(), "{name}: nothing mutated");
        contains_original(&pod, &after, "").unwrap_or_else(|e| panic!("{name}: {e}"));
        let spec = &after["spec"];
        // The pod's own value wins when it has one (x-template-merge sets pool=conf).
        assert!(spec["nodeSelector"]["pool"].is_string(), "{name}");
        assert!(
            spec["tolerations"]
                .as_array()
                .unwrap()
                .iter()
                .any(|t| t["key"] == "dedicated"),
            "{name}"
        );
        // Mutating the mutated pod changes nothing and returns no mutated_object.
        let (again, twice) = mutated(&settings, &after);
        assert!(again.accepted, "{name}");
        assert!(
            again.mutated_object.is_none(),
            "{name}: second mutation changed {}",
            serde_json::to_string(&again.mutated_object).unwrap()
        );
        assert_eq!(after, twice, "{name}");
    }
}

#[test]
fn the_executor_gets_what_spark_would_have_added() {
    let pod = golden("4.3.0", "defaults", "executor");
    let (r, after) = mutated(&rich_settings(), &pod);
    assert!(r.accepted);
    let labels = &after["metadata"]["labels"];
    assert_eq!(labels["team"], "data");
    assert_eq!(
        after["metadata"]["annotations"]["cost-center"],
        "spark-a1b2c3d4e5f6-42"
    );
    let spec = &after["spec"];
    assert_eq!(
        spec["nodeSelector"],
        json!({"disk": "ssd", "pool": "spark"})
    );
    assert_eq!(spec["imagePullSecrets"], json!([{"name": "regcred"}]));
    // Executors fall back to the driver's service account, as Spark does.
    assert_eq!(spec["serviceAccountName"], "spark");
    let volumes: Vec<&str> = spec["volumes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        volumes,
        [
            "spark-conf-volume-exec",
            "spark-local-dir-1",
            "cluster-ca-volume",
            "shared"
        ]
    );
    let c = &spec["containers"][0];
    let env: Vec<&str> = c["env"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    assert_eq!(&env[env.len() - 2..], ["TZ", "S3_KEY"]);
    let shared = c["volumeMounts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["name"] == "shared")
        .unwrap();
    assert_eq!(shared["mountPath"], "/shared");
    assert_eq!(shared["readOnly"], true);
}

#[test]
fn pods_that_need_nothing_and_other_objects_are_accepted_untouched() {
    let pod = golden("4.3.0", "defaults", "driver");
    let r = run(&json!({}), &admission_request("CREATE", &pod));
    assert_eq!(r, ValidationResponse::accept());
    // A pod without Spark's labels, even with settings that would mutate.
    let mut plain = pod.clone();
    plain["metadata"]["labels"] = json!({"app": "web"});
    let r = run(&rich_settings(), &admission_request("CREATE", &plain));
    assert_eq!(r, ValidationResponse::accept());
    // Not a pod.
    let mut svc = admission_request(
        "CREATE",
        &json!({"kind": "Service", "metadata": {"labels": {"spark-role": "driver", "spark-app-selector": "a"}}}),
    );
    svc["kind"] = json!({"group": "", "version": "v1", "kind": "Service"});
    assert_eq!(run(&rich_settings(), &svc), ValidationResponse::accept());
}

#[test]
fn only_create_is_mutated() {
    let pod = golden("3.5.5", "defaults", "executor");
    for op in ["UPDATE", "DELETE", "CONNECT"] {
        let r = run(&rich_settings(), &admission_request(op, &pod));
        assert_eq!(r, ValidationResponse::accept(), "{op}");
    }
}

#[test]
fn validation_names_pod_container_limit_and_conf_key() {
    let pod = golden("4.3.0", "defaults", "executor");
    let settings = json!({"rules": [
        {"name": "executor-size", "roles": ["executor"], "maxMemory": "1Gi", "maxCpu": "500m"},
        {"name": "limits", "requireLimits": ["cpu"]},
        {"name": "registry", "allowedImages": ["registry.example.com/*"]},
        {"name": "sa", "allowedServiceAccounts": ["spark"]},
        {"name": "labels", "requiredLabels": ["team"]},
    ]});
    let r = run(&settings, &admission_request("CREATE", &pod));
    assert!(!r.accepted);
    let msg = r.message.unwrap();
    let p = "pod spark-jobs/spark-pi-000004abcdef0123-exec-1";
    for expected in [
        format!(
            "[executor-size] {p}: container spark-kubernetes-executor: executor memory 1024Mi + overhead 384Mi exceeds the limit 1Gi (memory request 1408Mi): lower spark.executor.memory or spark.executor.memoryOverhead"
        ),
        format!(
            "[executor-size] {p}: container spark-kubernetes-executor: executor cpu request 1 exceeds the limit 500m: lower spark.executor.cores or spark.kubernetes.executor.request.cores"
        ),
        format!(
            "[limits] {p}: container spark-kubernetes-executor: no cpu limit, but limits are required: set spark.kubernetes.executor.limit.cores"
        ),
        format!(
            "[registry] {p}: container spark-kubernetes-executor: image \"apache/spark:3.5.5\" is not allowed (allowed: registry.example.com/*): change spark.kubernetes.executor.container.image (or spark.kubernetes.container.image)"
        ),
        format!(
            "[sa] {p}: service account default is not allowed (allowed: spark): set spark.kubernetes.authenticate.executor.serviceAccountName"
        ),
        format!(
            "[labels] {p}: required label team is missing: set spark.kubernetes.executor.label.team"
        ),
    ] {
        assert!(
            msg.contains(&expected),
            "missing\n  {expected}\nin\n  {msg}"
        );
    }
    // The memory limit is reported once when request and limit are equal.
    assert_eq!(msg.matches("executor memory 1024Mi").count(), 1, "{msg}");
    // The driver is not subject to the executor-only rule.
    let driver = golden("4.3.0", "defaults", "driver");
    let r = run(&settings, &admission_request("CREATE", &driver));
    assert!(!r.message.unwrap().contains("executor-size"));
}

#[test]
fn mutation_comes_before_validation() {
    let pod = golden("4.3.0", "defaults", "driver");
    let rules = json!([{"name": "labels", "requiredLabels": ["team"]}, {"name": "sa", "allowedServiceAccounts": ["spark"]}]);
    let mut settings = rich_settings();
    settings["rules"] = rules.clone();
    let r = run(&settings, &admission_request("CREATE", &pod));
    assert!(r.accepted, "{:?}", r.message);
    settings["mode"] = json!("validate-only");
    let r = run(&settings, &admission_request("CREATE", &pod));
    assert!(!r.accepted);
    settings["mode"] = json!("mutate-only");
    settings["rules"] = json!([{"name": "labels", "requiredLabels": ["nope"]}]);
    let r = run(&settings, &admission_request("CREATE", &pod));
    assert!(r.accepted && r.mutated_object.is_some());
}

#[test]
fn host_path_is_forbidden_by_default_with_the_volume_key() {
    let mut hits = 0;
    for (name, pod) in golden_pods() {
        let r = run(&json!({}), &admission_request("CREATE", &pod));
        let host_path = pod["spec"]["volumes"]
            .as_array()
            .is_some_and(|vs| vs.iter().any(|v| v.get("hostPath").is_some()));
        assert_eq!(r.accepted, !host_path, "{name}: {:?}", r.message);
        if host_path {
            hits += 1;
            let role = if name.ends_with("driver") {
                "driver"
            } else {
                "executor"
            };
            let msg = r.message.unwrap();
            assert!(
                msg.contains(&format!("remove spark.kubernetes.{role}.volumes.hostPath.")),
                "{name}: {msg}"
            );
        }
    }
    assert!(hits > 0);
}

#[test]
fn fields_unknown_to_this_k8s_openapi_survive_mutation() {
    let mut pod = golden("4.3.0", "defaults", "executor");
    // Made-up future fields at every level we touch, and real fields of newer Kubernetes.
    pod["futureTopLevel"] = json!({"x": [1, 2.5, null, true]});
    pod["metadata"]["futureMeta"] = json!("m");
    pod["metadata"]["labels"]["keep"] = json!("me");
    let spec = pod["spec"].as_object_mut().unwrap();
    spec.insert(
        "futurePodField".into(),
        json!({"nested": {"deep": [{"a": 1}]}}),
    );
    spec.insert("hostUsers".into(), json!(false));
    spec.insert("resources".into(), json!({"limits": {"cpu": "2"}}));
    spec.insert("schedulingGates".into(), json!([{"name": "gate"}]));
    spec.insert(
        "resourceClaims".into(),
        json!([{"name": "gpu", "resourceClaimTemplateName": "t"}]),
    );
    spec.insert(
        "tolerations".into(),
        json!([{"key": "other", "operator": "Exists", "futureTolerationField": 7}]),
    );
    spec.insert("nodeSelector".into(), json!({"zone": "a"}));
    spec["volumes"]
        .as_array_mut()
        .unwrap()
        .push(json!({"name": "img", "image": {"reference": "x", "pullPolicy": "IfNotPresent"}}));
    spec["volumes"][0]["futureVolumeField"] = json!(1);
    let c = &mut spec["containers"][0];
    c["futureContainerField"] = json!({"y": 1});
    c["env"][0]["futureEnvField"] = json!("e");
    c["volumeMounts"][0]["recursiveReadOnly"] = json!("Disabled");
    c["resources"]["claims"] = json!([{"name": "gpu", "request": "r"}]);
    c["restartPolicyRules"] =
        json!([{"action": "Restart", "exitCodes": {"operator": "In", "values": [42]}}]);
    spec.insert(
        "initContainers".into(),
        json!([{"name": "sidecar", "image": "apache/spark:3.5.5", "restartPolicy": "Always", "futureInit": 1}]),
    );
    pod["status"] = json!({"phase": "Pending", "futureStatus": {"z": 1}});

    let (r, after) = mutated(&rich_settings(), &pod);
    assert!(r.accepted, "{:?}", r.message);
    assert!(r.mutated_object.is_some());
    contains_original(&pod, &after, "").unwrap();
    // Key order of the pod is kept too (serde_json preserve_order), so the serialized original
    // members come out in the same order.
    let before_keys: Vec<&String> = pod["spec"].as_object().unwrap().keys().collect();
    let after_keys: Vec<&String> = after["spec"].as_object().unwrap().keys().collect();
    assert_eq!(&after_keys[..before_keys.len()], &before_keys[..]);
    assert_eq!(after["spec"]["tolerations"].as_array().unwrap().len(), 2);
    assert_eq!(
        after["spec"]["nodeSelector"],
        json!({"zone": "a", "pool": "spark", "disk": "ssd"})
    );
}

#[test]
fn the_pod_s_own_values_win_and_are_reported() {
    let mut pod = golden("4.3.0", "defaults", "executor");
    pod["spec"]["nodeSelector"] = json!({"pool": "gpu"});
    pod["spec"]["serviceAccountName"] = json!("etl");
    pod["spec"]["containers"][0]["env"]
        .as_array_mut()
        .unwrap()
        .push(json!({"name": "TZ", "value": "Europe/Paris"}));
    let (r, after) = mutated(&rich_settings(), &pod);
    assert!(r.accepted);
    assert_eq!(after["spec"]["nodeSelector"]["pool"], "gpu");
    assert_eq!(after["spec"]["serviceAccountName"], "etl");
    let warnings = r.warnings.unwrap().join("\n");
    for w in [
        "spec.nodeSelector.pool",
        "spec.serviceAccountName",
        "env: kept the pod's entry TZ",
    ] {
        assert!(warnings.contains(w), "{w} not in {warnings}");
    }
}

#[test]
fn malformed_huge_and_deep_inputs_are_rejected_or_handled_without_panicking() {
    for bad in [
        b"".to_vec(),
        b"not json".to_vec(),
        b"[]".to_vec(),
        b"{\"request\": 3}".to_vec(),
        b"{\"settings\": {\"mode\": 3}, \"request\": {}}".to_vec(),
    ] {
        let r: ValidationResponse = serde_json::from_slice(&validate(&bad)).unwrap();
        assert!(!r.accepted || r.mutated_object.is_none());
    }
    // Nesting far beyond serde_json's recursion limit.
    let mut pod = golden("4.3.0", "defaults", "executor");
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let text = serde_json::to_string(
        &json!({"settings": rich_settings(), "request": admission_request("CREATE", &pod)}),
    )
    .unwrap();
    let text = text.replacen(
        "\"kind\":\"Pod\"",
        &format!("\"kind\":\"Pod\",\"deep\":{deep}"),
        1,
    );
    let r: ValidationResponse = serde_json::from_slice(&validate(text.as_bytes())).unwrap();
    assert!(!r.accepted);
    assert!(r.message.unwrap().starts_with("malformed request"));
    // A huge pod (10 000 env vars, ~1 MB) is mutated.
    let env = pod["spec"]["containers"][0]["env"].as_array_mut().unwrap();
    for i in 0..10_000 {
        env.push(json!({"name": format!("VAR_{i}"), "value": "x".repeat(64)}));
    }
    let (r, after) = mutated(&rich_settings(), &pod);
    assert!(r.accepted);
    contains_original(&pod, &after, "").unwrap();
    // Wrong JSON types where the policy writes: rejected with the field, no panic.
    let mut pod = golden("4.3.0", "defaults", "executor");
    pod["spec"]["volumes"] = json!({"not": "an array"});
    let r = run(&rich_settings(), &admission_request("CREATE", &pod));
    assert!(!r.accepted);
    assert_eq!(
        r.message.as_deref(),
        Some(
            "pod spark-jobs/spark-pi-000004abcdef0123-exec-1 is not a well-formed pod, so the policy cannot judge it: spec.volumes: expected a list, found an object"
        )
    );
    assert_eq!(r.code, Some(400));
}

/// A pod with Spark's labels whose members have the wrong JSON types is rejected with the member
/// named, on CREATE and UPDATE, never accepted as the pod it seems to be nor mutated: read
/// leniently, `containers` as an object would be a pod without containers (no rule finds
/// anything), and `privileged: "true"` an unprivileged one.
#[test]
fn a_malformed_spark_pod_is_rejected_not_mutated() {
    let strict = json!({"sparkConf": rich_settings()["sparkConf"], "rules": [
        {"name": "hardening", "forbidPrivileged": true, "forbiddenVolumeTypes": ["hostPath"]}
    ]});
    let name = "pod spark-jobs/spark-pi-000004abcdef0123-exec-1";
    for (pointer, bad, member) in [
        (
            "/spec/containers",
            json!({"name": "spark-kubernetes-executor"}),
            "spec.containers: expected a list of at least one, found an object",
        ),
        (
            "/spec/containers",
            json!([]),
            "spec.containers: expected a list of at least one, found an empty list",
        ),
        (
            "/spec/volumes",
            json!("hostPath"),
            "spec.volumes: expected a list, found a string",
        ),
        (
            "/spec/volumes/0",
            json!(["x"]),
            "spec.volumes[0]: expected an object, found a list",
        ),
        (
            "/spec/containers/0/env",
            json!({"TZ": "UTC"}),
            "spec.containers[0].env: expected a list, found an object",
        ),
        (
            "/spec/containers/0/securityContext",
            json!({"privileged": "true"}),
            "spec.containers[0].securityContext.privileged: expected true or false, found a string",
        ),
        (
            "/spec/containers/0/volumeMounts/0/mountPath",
            json!(7),
            "spec.containers[0].volumeMounts[0].mountPath: expected a string, found a number",
        ),
        (
            "/metadata/labels/spark-exec-id",
            json!(1),
            "metadata.labels.spark-exec-id: expected a string, found a number",
        ),
    ] {
        let mut pod = golden("4.3.0", "defaults", "executor");
        *pod.pointer_mut(pointer).unwrap() = bad;
        for op in ["CREATE", "UPDATE"] {
            let r = run(&strict, &admission_request(op, &pod));
            assert_eq!(
                r,
                ValidationResponse {
                    accepted: false,
                    message: Some(format!(
                        "{name} is not a well-formed pod, so the policy cannot judge it: {member}"
                    )),
                    code: Some(400),
                    ..Default::default()
                },
                "{op} {pointer}"
            );
        }
    }
    // Pods that are not Spark's are not the policy's business, well-formed or not.
    let mut other = golden("4.3.0", "defaults", "executor");
    other["metadata"]["labels"] = json!({"app": "web"});
    other["spec"]["containers"] = json!({"name": "web"});
    assert_eq!(
        run(&strict, &admission_request("CREATE", &other)),
        ValidationResponse::accept()
    );
}

#[test]
fn validate_settings_speaks_the_kubewarden_shape() {
    let ok: Value = serde_json::from_slice(&validate_settings(b"{}")).unwrap();
    assert_eq!(ok, json!({"valid": true}));
    let bad: Value = serde_json::from_slice(&validate_settings(
        br#"{"sparkConf": {"spark.executor.memory": "8g"}}"#,
    ))
    .unwrap();
    assert_eq!(bad["valid"], false);
    assert!(bad["message"].as_str().unwrap().starts_with(
        "sparkConf.spark.executor.memory: spark.executor.memory only makes sense at submit time"
    ));
    let example = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/settings.json"
    ))
    .unwrap();
    let ok: Value = serde_json::from_slice(&validate_settings(&example)).unwrap();
    assert_eq!(ok, json!({"valid": true}));
}

/// Groups of conf entries the property tests draw from (each group is valid on its own).
fn conf_pool() -> Vec<Vec<(&'static str, &'static str)>> {
    let one = |k, v| vec![(k, v)];
    vec![
        one("spark.kubernetes.node.selector.pool", "spark"),
        one("spark.kubernetes.driver.node.selector.tier", "driver"),
        one("spark.kubernetes.executor.label.team", "data"),
        one("spark.kubernetes.driver.annotation.owner", "{{APP_ID}}"),
        one(
            "spark.kubernetes.executor.annotation.exec",
            "{{EXECUTOR_ID}}",
        ),
        one("spark.kubernetes.driverEnv.TZ", "UTC"),
        one("spark.executorEnv.TZ", "UTC"),
        one("spark.executorEnv.SPARK_USER", "someone-else"),
        one("spark.kubernetes.executor.secrets.tls", "/etc/tls"),
        one("spark.kubernetes.driver.secrets.tls", "/etc/tls"),
        one("spark.kubernetes.driver.secretKeyRef.PW", "db:pw"),
        one(
            "spark.kubernetes.executor.volumes.emptyDir.scratch.mount.path",
            "/scratch",
        ),
        vec![
            (
                "spark.kubernetes.driver.volumes.persistentVolumeClaim.data.mount.path",
                "/data",
            ),
            (
                "spark.kubernetes.driver.volumes.persistentVolumeClaim.data.options.claimName",
                "shared-data",
            ),
        ],
        one("spark.kubernetes.container.image.pullSecrets", "a,b"),
        one(
            "spark.kubernetes.authenticate.executor.serviceAccountName",
            "spark-exec",
        ),
        one("spark.local.dir", "/mnt/a,/mnt/b"),
        one("spark.kubernetes.local.dirs.tmpfs", "true"),
    ]
}

fn settings_from(mask: u32, with_template: bool) -> Value {
    let conf: serde_json::Map<String, Value> = conf_pool()
        .into_iter()
        .enumerate()
        .filter(|(i, _)| mask & (1 << i) != 0)
        .flat_map(|(_, group)| group)
        .map(|(k, v)| (k.to_string(), json!(v)))
        .collect();
    let mut s = json!({"sparkConf": conf, "rules": []});
    if with_template {
        s["podTemplate"] = rich_settings()["podTemplate"].clone();
    }
    s
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// f(f(x)) = f(x), the second call answers without mutated_object, and nothing of the
    /// original is lost, for any subset of the conf pool on any golden pod.
    #[test]
    fn mutation_is_idempotent_and_lossless(
        mask in 0u32..(1 << 17),
        with_template in any::<bool>(),
        pick in any::<prop::sample::Index>(),
        drop_local_dirs in any::<bool>(),
    ) {
        let pods = golden_pods();
        let (name, mut pod) = pods[pick.index(pods.len())].clone();
        if drop_local_dirs {
            // A pod without Spark's local dirs, so that LocalDirsStep runs.
            if let Some(cs) = pod["spec"]["containers"].as_array_mut() {
                for c in cs {
                    if let Some(ms) = c["volumeMounts"].as_array_mut() {
                        ms.retain(|m| !m["name"].as_str().unwrap_or("").starts_with("spark-local-dir-"));
                    }
                }
            }
        }
        let settings = settings_from(mask, with_template);
        let valid: Value = serde_json::from_slice(&validate_settings(&serde_json::to_vec(&settings).unwrap())).unwrap();
        prop_assert_eq!(&valid["valid"], &json!(true), "{}", valid);
        let (r, once) = mutated(&settings, &pod);
        prop_assert!(r.accepted, "{}: {:?}", name, r.message);
        prop_assert!(contains_original(&pod, &once, "").is_ok(), "{}", name);
        let (r2, twice) = mutated(&settings, &once);
        prop_assert!(r2.accepted);
        prop_assert!(r2.mutated_object.is_none(), "{}: not idempotent", name);
        prop_assert_eq!(once, twice);
    }

    /// Arbitrary bytes and arbitrary JSON in the request never panic and always answer.
    #[test]
    fn arbitrary_input_always_gets_an_answer(bytes in prop::collection::vec(any::<u8>(), 0..512)) {
        let out = validate(&bytes);
        let r: Result<ValidationResponse, _> = serde_json::from_slice(&out);
        prop_assert_eq!(r.ok(), Some(validate_response(&bytes)));
        let _ = validate_settings(&bytes);
    }
}

#[test]
fn the_example_manifest_carries_the_example_settings() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/examples");
    let manifest: Value = serde_yaml::from_str(
        &std::fs::read_to_string(format!("{dir}/cluster-admission-policy.yaml")).unwrap(),
    )
    .unwrap();
    let settings: Value =
        serde_json::from_slice(&std::fs::read(format!("{dir}/settings.json")).unwrap()).unwrap();
    assert_eq!(manifest["spec"]["settings"], settings);
    let metadata: Value = serde_yaml::from_str(
        &std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/metadata.yml")).unwrap(),
    )
    .unwrap();
    assert_eq!(metadata["mutating"], true);
    assert_eq!(metadata["executionMode"], "kubewarden-wapc");
}

#[test]
fn the_release_of_a_pod_comes_from_its_label_and_the_warning_says_which() {
    let settings = json!({"sparkConf": {"spark.kubernetes.executor.label.team": "{{APP_ID}}"}});
    let with_label = |label: Option<&str>| {
        let mut pod = golden("3.5.5", "defaults", "executor");
        match label {
            Some(l) => pod["metadata"]["labels"]["spark-version"] = json!(l),
            None => {
                pod["metadata"]["labels"]
                    .as_object_mut()
                    .unwrap()
                    .remove("spark-version");
            }
        }
        mutated(&settings, &pod)
    };
    // 3.5 does not template labels, 4.x does: the label decides.
    let (r, pod) = with_label(Some("3.5.5"));
    assert!(r.warnings.is_none(), "{:?}", r.warnings);
    assert_eq!(pod["metadata"]["labels"]["team"], "{{APP_ID}}");
    let (r, pod) = with_label(Some("4.1.2"));
    assert!(r.warnings.is_none(), "{:?}", r.warnings);
    assert_eq!(pod["metadata"]["labels"]["team"], "spark-a1b2c3d4e5f6");
    // An unknown patch: the line's newest, said in a warning.
    let (r, _) = with_label(Some("3.5.12"));
    let w = r.warnings.unwrap().join("\n");
    assert!(w.contains("`3.5.12`") && w.contains("Spark 3.5.9"), "{w}");
    // No label: the settings' sparkVersion, else the newest release.
    let (r, pod) = with_label(None);
    assert!(r.warnings.unwrap().join("\n").contains("Spark 4.3.0"));
    assert_eq!(pod["metadata"]["labels"]["team"], "spark-a1b2c3d4e5f6");
    let mut with_setting = settings.clone();
    with_setting["sparkVersion"] = json!("3.4");
    let mut pod = golden("3.5.5", "defaults", "executor");
    pod["metadata"]["labels"]["spark-version"] = json!("2.4.8");
    let (r, after) = mutated(&with_setting, &pod);
    let w = r.warnings.unwrap().join("\n");
    assert!(w.contains("Spark 3.4.4 (the policy's sparkVersion)"), "{w}");
    assert_eq!(after["metadata"]["labels"]["team"], "{{APP_ID}}");
}

/// A request about a `SparkApplication` of `group` (`old`: an UPDATE from it).
fn app_request(group: &str, app: &Value, old: Option<&Value>) -> Value {
    json!({
        "uid": "u", "kind": {"group": group, "version": "v1", "kind": "SparkApplication"},
        "namespace": "spark-jobs",
        "operation": if old.is_some() { "UPDATE" } else { "CREATE" },
        "object": app, "oldObject": old
    })
}

fn kubeflow_pi(memory: &str) -> Value {
    json!({
        "apiVersion": "sparkoperator.k8s.io/v1beta2", "kind": "SparkApplication",
        "metadata": {"name": "pi", "namespace": "spark-jobs"},
        "spec": {
            "type": "Scala", "mode": "cluster", "sparkVersion": "3.5.5",
            "image": "apache/spark:3.5.5", "mainClass": "org.apache.spark.examples.SparkPi",
            "mainApplicationFile": "local:///opt/spark/examples/jars/spark-examples.jar",
            "driver": {"cores": 1, "memory": "512m"},
            "executor": {"cores": 1, "instances": 2, "memory": memory}
        }
    })
}

/// A SparkApplication larger than `maxApplicationBytes` is refused before it is rendered,
/// with its size and the setting; a bound raised above it renders it; a bound that is not a
/// whole number of bytes is a settings error.
#[test]
fn a_spark_application_over_the_size_bound_is_refused_unrendered() {
    let mut app = kubeflow_pi("1g");
    // 2 000 volume keys: about 190 KB, the API server accepts it.
    let conf: serde_json::Map<String, Value> = (0..2_000)
        .map(|i| {
            (
                format!("spark.kubernetes.executor.volumes.emptyDir.scratch-{i}.mount.path"),
                json!(format!("/scratch/{i}")),
            )
        })
        .collect();
    app["spec"]["sparkConf"] = Value::Object(conf);
    let size = app.to_string().len();
    assert!(
        size > admission_wasm::DEFAULT_MAX_APPLICATION_BYTES,
        "{size}"
    );
    let r = run(&json!({}), &app_request("sparkoperator.k8s.io", &app, None));
    assert!(!r.accepted);
    assert_eq!(r.code, Some(413));
    assert_eq!(
        r.message.as_deref(),
        Some(format!(
            "the SparkApplication is {size} bytes, more than the policy renders (maxApplicationBytes: 131072): its pods are not judged; raise maxApplicationBytes in the policy's settings, or move conf into the image's spark-defaults.conf or a pod template"
        ).as_str())
    );
    let raised = json!({"maxApplicationBytes": 1_000_000});
    let r = run(&raised, &app_request("sparkoperator.k8s.io", &app, None));
    assert!(r.accepted, "{:?}", r.message);
    for bad in [json!(0), json!(1.5), json!("128k"), json!(-1)] {
        let e = Settings::from_value(&json!({"maxApplicationBytes": bad})).unwrap_err();
        assert!(
            e.starts_with("maxApplicationBytes: expected a whole number of bytes"),
            "{e}"
        );
    }
}

#[test]
fn a_spark_application_is_judged_by_its_pods_naming_its_fields() {
    let settings = json!({"rules": [{"name": "small", "roles": ["executor"], "maxMemory": "2Gi"}]});
    let r = run(
        &settings,
        &app_request("sparkoperator.k8s.io", &kubeflow_pi("1g"), None),
    );
    assert_eq!(r, ValidationResponse::accept());
    let r = run(
        &settings,
        &app_request("sparkoperator.k8s.io", &kubeflow_pi("4g"), None),
    );
    assert!(!r.accepted);
    assert_eq!(
        r.message.as_deref(),
        Some(
            "[small] pod spark-jobs/pi (executor pod): container spark-kubernetes-executor: executor memory 4096Mi + overhead 409Mi exceeds the limit 2Gi (memory request 4505Mi): lower spark.executor.memory (spec.executor.memory) or spark.executor.memoryOverhead (spec.sparkConf)"
        )
    );
    assert!(r.mutated_object.is_none(), "the resource is never mutated");
    // The same rules see the policy's own mutation: a required label it adds is there.
    let labelled = json!({
        "sparkConf": {"spark.kubernetes.executor.label.team": "data"},
        "rules": [{"name": "team", "roles": ["executor"], "requiredLabels": ["team"]}]
    });
    let r = run(
        &labelled,
        &app_request("sparkoperator.k8s.io", &kubeflow_pi("1g"), None),
    );
    assert!(r.accepted, "{:?}", r.message);
    let mut unlabelled = labelled.clone();
    unlabelled["mode"] = json!("validate-only");
    let r = run(
        &unlabelled,
        &app_request("sparkoperator.k8s.io", &kubeflow_pi("1g"), None),
    );
    assert!(
        r.message.as_deref().is_some_and(|m| m
            .ends_with("required label team is missing: set spark.kubernetes.executor.label.team (spec.sparkConf)")),
        "{:?}",
        r.message
    );
    // Mutate-only policies check nothing.
    let mutate_only =
        json!({"mode": "mutate-only", "rules": [{"name": "small", "maxMemory": "1Mi"}]});
    let r = run(
        &mutate_only,
        &app_request("sparkoperator.k8s.io", &kubeflow_pi("4g"), None),
    );
    assert!(r.accepted);
    // An UPDATE is rejected only for what it introduces.
    let before = kubeflow_pi("4g");
    let mut after = before.clone();
    after["metadata"]["labels"] = json!({"queue": "a"});
    let r = run(
        &settings,
        &app_request("sparkoperator.k8s.io", &after, Some(&before)),
    );
    assert!(r.accepted);
    assert_eq!(r.warnings.map(|w| w.len()), Some(1));
    let r = run(
        &settings,
        &app_request("sparkoperator.k8s.io", &before, Some(&kubeflow_pi("1g"))),
    );
    assert!(!r.accepted);
    // Other groups' SparkApplications are not ours.
    let r = run(
        &settings,
        &app_request("example.com", &kubeflow_pi("4g"), None),
    );
    assert_eq!(r, ValidationResponse::accept());
}

#[test]
fn a_scheduled_spark_application_is_judged_by_its_runs_pods() {
    let settings = json!({"rules": [{"name": "small", "roles": ["executor"], "maxMemory": "2Gi"}]});
    let scheduled = json!({
        "apiVersion": "sparkoperator.k8s.io/v1beta2", "kind": "ScheduledSparkApplication",
        "metadata": {"name": "nightly", "namespace": "spark-jobs"},
        "spec": {"schedule": "@every 1h", "template": kubeflow_pi("4g")["spec"].clone()}
    });
    let request = json!({
        "uid": "u", "kind": {"group": "sparkoperator.k8s.io", "version": "v1beta2", "kind": "ScheduledSparkApplication"},
        "namespace": "spark-jobs", "operation": "CREATE", "object": scheduled
    });
    let r = run(&settings, &request);
    assert!(!r.accepted);
    assert!(
        r.message
            .as_deref()
            .is_some_and(|m| m.contains("spark.executor.memory (spec.template.executor.memory)")),
        "{:?}",
        r.message
    );
}
