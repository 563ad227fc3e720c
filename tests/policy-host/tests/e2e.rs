#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]
//! The policy module built for wasm32-wasip1, hosted through wapc + wasmtime like policy-server
//! (a fresh instance per call), fed the raw request JSON policy-server sends. A mutation is
//! checked the way it reaches the API server: policy-server diffs the original object and
//! `mutated_object` into a JSON patch (`json_patch::diff`), the API server applies that patch to
//! the original; the result must be the expected pod.

mod support;

use serde_json::{Value, json};
use support::{
    apache_app, applications, defaults_pod as golden, example_settings as settings, kubeflow_app,
    policy,
};

/// The `request` of an AdmissionReview as policy-server forwards it, for `object` of `kind`.
fn request_text(op: &str, kind: &str, object: &Value) -> String {
    let name = object["metadata"]["name"].as_str().unwrap_or("");
    let (obj, old) = match op {
        "CREATE" => (object.to_string(), "null".to_string()),
        "DELETE" => ("null".to_string(), object.to_string()),
        _ => (object.to_string(), object.to_string()),
    };
    let resource = format!("{}s", kind.to_ascii_lowercase());
    format!(
        r#"{{"uid":"e2e-1","kind":{{"group":"","version":"v1","kind":"{kind}"}},"resource":{{"group":"","version":"v1","resource":"{resource}"}},"requestKind":{{"group":"","version":"v1","kind":"{kind}"}},"requestResource":{{"group":"","version":"v1","resource":"{resource}"}},"name":"{name}","namespace":"spark-jobs","operation":"{op}","userInfo":{{"username":"system:serviceaccount:spark-jobs:spark","groups":["system:serviceaccounts"]}},"object":{obj},"oldObject":{old},"dryRun":false,"options":{{"kind":"CreateOptions","apiVersion":"meta.k8s.io/v1"}}}}"#
    )
}

/// One `validate` call on a fresh instance; the response as JSON.
fn call(settings: &Value, op: &str, kind: &str, object: &Value) -> Value {
    let payload = format!(
        r#"{{"request":{},"settings":{settings}}}"#,
        request_text(op, kind, object)
    );
    let out = policy().call("validate", payload.as_bytes()).unwrap();
    serde_json::from_slice(&out).unwrap()
}

/// An UPDATE of `old` into `new`.
fn call_update(settings: &Value, kind: &str, old: &Value, new: &Value) -> Value {
    let request = request_text("UPDATE", kind, new).replacen(
        &format!(r#""oldObject":{new}"#),
        &format!(r#""oldObject":{old}"#),
        1,
    );
    let payload = format!(r#"{{"request":{request},"settings":{settings}}}"#);
    let out = policy().call("validate", payload.as_bytes()).unwrap();
    serde_json::from_slice(&out).unwrap()
}

fn validate(settings: &Value, pod: &Value) -> Value {
    call(settings, "CREATE", "Pod", pod)
}

/// What the API server ends up with: the original with policy-server's patch applied. Checks
/// that the patch only adds.
fn applied(original: &Value, mutated: &Value) -> Value {
    let patch = json_patch::diff(original, mutated);
    let ops = serde_json::to_value(&patch).unwrap();
    assert!(!ops.as_array().unwrap().is_empty());
    for op in ops.as_array().unwrap() {
        assert_eq!(op["op"], "add", "only additions expected: {op}");
    }
    let mut pod = original.clone();
    json_patch::patch(&mut pod, &patch).unwrap();
    pod
}

fn push(pod: &mut Value, pointer: &str, item: Value) {
    pod.pointer_mut(pointer)
        .unwrap()
        .as_array_mut()
        .unwrap()
        .push(item);
}

/// What examples/settings.json adds to a golden pod of `role`, written out by hand (Spark's
/// secret volume naming: `<secret>-volume`).
fn expected(role: &str, original: &Value) -> Value {
    let mut pod = original.clone();
    pod["metadata"]["labels"]["cost-center"] = json!("data-platform");
    if role == "executor" {
        pod["metadata"]["annotations"] =
            json!({"cluster-autoscaler.kubernetes.io/safe-to-evict": "true"});
    }
    push(
        &mut pod,
        "/spec/containers/0/env",
        json!({"name": "SSL_CERT_DIR", "value": "/etc/ssl/cluster-ca"}),
    );
    push(
        &mut pod,
        "/spec/containers/0/volumeMounts",
        json!({"mountPath": "/etc/ssl/cluster-ca", "name": "cluster-ca-volume"}),
    );
    push(
        &mut pod,
        "/spec/volumes",
        json!({"name": "cluster-ca-volume", "secret": {"secretName": "cluster-ca"}}),
    );
    pod["spec"]["nodeSelector"] = json!({"node-pool": "spark"});
    pod["spec"]["imagePullSecrets"] = json!([{"name": "registry-credentials"}]);
    pod["spec"]["tolerations"] = json!([{"key": "dedicated", "operator": "Equal", "value": "spark", "effect": "NoSchedule"}]);
    pod
}

#[test]
fn protocol_version_and_settings() {
    let v = policy().call("protocol_version", b"").unwrap();
    assert_eq!(String::from_utf8(v).unwrap(), "\"v1\"");
    let ok = policy()
        .call(
            "validate_settings",
            &serde_json::to_vec(&settings()).unwrap(),
        )
        .unwrap();
    assert_eq!(
        serde_json::from_slice::<Value>(&ok).unwrap(),
        json!({"valid": true})
    );
    let bad = policy()
        .call(
            "validate_settings",
            br#"{"sparkConf":{"spark.executor.cores":"4"}}"#,
        )
        .unwrap();
    let bad: Value = serde_json::from_slice(&bad).unwrap();
    assert_eq!(bad["valid"], false);
    let message = bad["message"].as_str().unwrap();
    assert!(
        message.starts_with(
            "sparkConf.spark.executor.cores: spark.executor.cores only makes sense at submit time"
        ),
        "{message}"
    );
    // A typo would switch a rule off: refused, with the name meant.
    for (settings, expected) in [
        (
            &br#"{"rules":[{"name":"net","forbidHostNetwrok":true}]}"#[..],
            "rules[0].forbidHostNetwrok: unknown field, did you mean `forbidHostNetwork`?",
        ),
        (
            br#"{"rules":[{"name":"v","forbiddenVolumeTypes":["hostpath"]}]}"#,
            "rules[0] (v).forbiddenVolumeTypes[0]: \"hostpath\" is not a Kubernetes volume type, did you mean `hostPath`?",
        ),
        (
            br#"{"sparkConf":{"spark.kubernetes.node.selecter.pool":"spark"}}"#,
            "sparkConf.spark.kubernetes.node.selecter.pool: unknown key, did you mean `spark.kubernetes.node.selector.pool`?",
        ),
    ] {
        let bad: Value =
            serde_json::from_slice(&policy().call("validate_settings", settings).unwrap()).unwrap();
        assert_eq!(bad["valid"], false);
        let message = bad["message"].as_str().unwrap();
        assert!(message.starts_with(expected), "{message}");
    }
}

#[test]
fn spark_pods_become_the_expected_pods_and_only_once() {
    for role in ["executor", "driver"] {
        let pod = golden(role);
        let r = validate(&settings(), &pod);
        assert_eq!(r["accepted"], true, "{role}: {r}");
        assert!(
            r.get("message").is_none() && r.get("warnings").is_none(),
            "{r}"
        );
        let mutated = &r["mutated_object"];
        let after = applied(&pod, mutated);
        assert_eq!(&after, mutated, "{role}");
        assert_eq!(after, expected(role, &pod), "{role}");
        // Re-submitting the mutated pod (fresh instance) changes nothing.
        let again = validate(&settings(), mutated);
        assert_eq!(again, json!({"accepted": true}), "{role}");
    }
}

#[test]
fn fields_of_newer_kubernetes_survive_byte_for_byte() {
    let mut pod = golden("executor");
    pod["spec"]["futurePodField"] = json!({"a": [1, {"b": null}], "n": "NUMBERS"});
    pod["spec"]["containers"][0]["futureContainerField"] = json!(true);
    pod["metadata"]["labels"]["é/key"] = json!("\u{1F600} \"quoted\" \\ \n");
    let r = validate(&settings(), &pod);
    assert_eq!(r["accepted"], true, "{r}");
    assert_eq!(
        applied(&pod, &r["mutated_object"]),
        expected("executor", &pod)
    );
    // Number spellings a `Value` round trip would change come back as they were sent.
    let numbers = "[1E+300,-0.0,1.50,123456789012345678901234567890]";
    let payload = format!(
        r#"{{"request":{},"settings":{}}}"#,
        request_text("CREATE", "Pod", &pod).replace("\"NUMBERS\"", numbers),
        settings()
    );
    let out = String::from_utf8(policy().call("validate", payload.as_bytes()).unwrap()).unwrap();
    assert!(out.contains(&format!(r#""n":{numbers}"#)), "{out}");
}

#[test]
fn rejections_name_pod_container_limit_and_conf_key() {
    let mut s = settings();
    s["rules"] =
        json!([{"name": "small", "roles": ["executor"], "maxMemory": "1Gi", "maxCpu": "500m"}]);
    let r = validate(&s, &golden("executor"));
    assert_eq!(r["accepted"], false);
    assert!(r.get("mutated_object").is_none(), "{r}");
    let p = "[small] pod spark-jobs/spark-pi-000004abcdef0123-exec-1: container spark-kubernetes-executor";
    assert_eq!(
        r["message"],
        format!(
            "{p}: executor memory 1024Mi + overhead 384Mi exceeds the limit 1Gi (memory request 1408Mi): lower spark.executor.memory or spark.executor.memoryOverhead; \
             {p}: executor cpu request 1 exceeds the limit 500m: lower spark.executor.cores or spark.kubernetes.executor.request.cores"
        )
    );
    // The rule is for executors: the driver passes (and is mutated).
    let r = validate(&s, &golden("driver"));
    assert_eq!(r["accepted"], true, "{r}");
    assert!(r["mutated_object"].is_object());
    // Mutation comes first: a required label the cluster confs add is there when checked.
    let mut s = settings();
    s["rules"] = json!([{"name": "cost", "requiredLabels": ["cost-center"]}, {"name": "team", "requiredLabels": ["team"]}]);
    let r = validate(&s, &golden("driver"));
    assert_eq!(
        r["message"],
        "[team] pod spark-jobs/spark-pi-000001abcdef0123-driver: required label team is missing: set spark.kubernetes.driver.label.team"
    );
}

#[test]
fn the_pod_s_own_values_win_with_a_warning() {
    let mut pod = golden("executor");
    pod["spec"]["nodeSelector"] = json!({"node-pool": "gpu"});
    let r = validate(&settings(), &pod);
    assert_eq!(r["accepted"], true);
    assert_eq!(
        r["mutated_object"]["spec"]["nodeSelector"],
        json!({"node-pool": "gpu"})
    );
    assert_eq!(
        r["warnings"],
        json!([
            "pod spark-jobs/spark-pi-000004abcdef0123-exec-1: spec.nodeSelector.node-pool: kept the pod's value \"gpu\", the cluster conf wants \"spark\""
        ])
    );
}

#[test]
fn update_is_validated_not_mutated() {
    // An executor as CREATE left it: its UPDATEs pass the example rules, unchanged.
    let pod = validate(&settings(), &golden("executor"))["mutated_object"].clone();
    assert_eq!(
        call(&settings(), "UPDATE", "Pod", &pod),
        json!({"accepted": true})
    );
    // A pod the policy did not mutate is not mutated on UPDATE either, only checked: the
    // cost-center label of the example rules is missing, which the update did not introduce.
    let r = call(&settings(), "UPDATE", "Pod", &golden("executor"));
    assert_eq!(
        r,
        json!({"accepted": true, "warnings": ["[cost-center] pod spark-jobs/spark-pi-000004abcdef0123-exec-1: required label cost-center is missing: set spark.kubernetes.executor.label.cost-center (predates this update, so it does not reject it)"]})
    );
    // An update that introduces a violation is refused, without a mutation.
    let mut s = settings();
    s["rules"] = json!([{"name": "registry", "allowedImages": ["registry.example.com/*"]}]);
    let mut allowed = pod.clone();
    allowed["spec"]["containers"][0]["image"] = json!("registry.example.com/spark:3.5.5");
    let r = call_update(&s, "Pod", &allowed, &pod);
    assert_eq!(r["accepted"], false);
    assert!(r.get("mutated_object").is_none());
    assert!(
        r["message"]
            .as_str()
            .unwrap()
            .ends_with("image \"apache/spark:3.5.5\" is not allowed (allowed: registry.example.com/*): change spark.kubernetes.executor.container.image (or spark.kubernetes.container.image)"),
        "{r}"
    );
    // DELETE carries no object: accepted, whatever the rules.
    assert_eq!(call(&s, "DELETE", "Pod", &pod), json!({"accepted": true}));
}

#[test]
fn other_objects_are_accepted_untouched() {
    let spark_labels = golden("executor")["metadata"]["labels"].clone();
    let mut web = golden("executor");
    web["metadata"]["labels"] = json!({"app": "web"});
    let service = json!({"apiVersion": "v1", "kind": "Service", "metadata": {"name": "s", "labels": spark_labels}, "spec": {}});
    let config_map = json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "c", "labels": spark_labels}, "data": {}});
    let strict = json!({"rules": [{"name": "nothing", "allowedImages": ["none/*"]}], "sparkConf": {"spark.kubernetes.node.selector.a": "b"}});
    for s in [settings(), strict] {
        assert_eq!(validate(&s, &web), json!({"accepted": true}));
        assert_eq!(
            call(&s, "CREATE", "Service", &service),
            json!({"accepted": true})
        );
        assert_eq!(
            call(&s, "CREATE", "ConfigMap", &config_map),
            json!({"accepted": true})
        );
    }
}

#[test]
fn malformed_and_deep_input_is_answered_not_trapped() {
    for payload in [
        b"".to_vec(),
        b"{".to_vec(),
        b"\xff\xfe".to_vec(),
        br#"{"settings": {}}"#.to_vec(),
        format!("{}{}", "[".repeat(200_000), "]".repeat(200_000)).into_bytes(),
    ] {
        let out = policy().call("validate", &payload).unwrap();
        let r: Value = serde_json::from_slice(&out).unwrap();
        assert_eq!(r["accepted"], false, "{r}");
        assert_eq!(r["code"], 400, "{r}");
        assert!(
            r["message"]
                .as_str()
                .unwrap()
                .starts_with("malformed request"),
            "{r}"
        );
    }
    // Nesting beyond the limit inside the pod.
    let mut pod = golden("executor");
    pod["spec"]["deep"] = json!("DEEP");
    let nested = format!("{}{}", "[".repeat(130), "]".repeat(130));
    let text = request_text("CREATE", "Pod", &pod).replace("\"DEEP\"", &nested);
    let payload = format!(r#"{{"request":{text},"settings":{}}}"#, settings());
    let r: Value =
        serde_json::from_slice(&policy().call("validate", payload.as_bytes()).unwrap()).unwrap();
    assert_eq!(r["accepted"], false, "{r}");
    assert!(
        r["message"]
            .as_str()
            .unwrap()
            .contains("nested deeper than 128 levels"),
        "{r}"
    );
}

/// A `validate` call about a `SparkApplication` of `group` (`old` for an UPDATE), to the
/// spark-applications module.
fn call_app(settings: &Value, group: &str, object: &Value, old: Option<&Value>) -> Value {
    call_app_in(applications(), settings, group, object, old)
}

fn call_app_in(
    module: &support::Policy,
    settings: &Value,
    group: &str,
    object: &Value,
    old: Option<&Value>,
) -> Value {
    let name = object["metadata"]["name"].as_str().unwrap_or("");
    let (op, old) = match old {
        Some(o) => ("UPDATE", o.to_string()),
        None => ("CREATE", "null".to_string()),
    };
    let version = object["apiVersion"]
        .as_str()
        .and_then(|v| v.rsplit('/').next())
        .unwrap_or("");
    let kind = format!(r#"{{"group":"{group}","version":"{version}","kind":"SparkApplication"}}"#);
    let resource =
        format!(r#"{{"group":"{group}","version":"{version}","resource":"sparkapplications"}}"#);
    let request = format!(
        r#"{{"uid":"e2e-2","kind":{kind},"resource":{resource},"requestKind":{kind},"requestResource":{resource},"name":"{name}","namespace":"spark-jobs","operation":"{op}","userInfo":{{"username":"alice"}},"object":{object},"oldObject":{old},"dryRun":false}}"#
    );
    let payload = format!(r#"{{"request":{request},"settings":{settings}}}"#);
    let out = module.call("validate", payload.as_bytes()).unwrap();
    serde_json::from_slice(&out).unwrap()
}

/// The policy is two modules of one crate: spark-pods carries no render and leaves
/// SparkApplications alone (accepted unread), spark-applications judges them; both judge a
/// Spark pod alike.
#[test]
fn spark_applications_are_the_applications_modules() {
    let s = json!({"rules": [{"name": "small", "roles": ["executor"], "maxMemory": "2Gi"}]});
    for (group, app) in [
        ("sparkoperator.k8s.io", kubeflow_app("4g")),
        ("spark.apache.org", apache_app("4g")),
    ] {
        assert_eq!(
            call_app_in(policy(), &s, group, &app, None),
            json!({"accepted": true})
        );
        assert_eq!(call_app(&s, group, &app, None)["accepted"], false);
    }
    let request = request_text("CREATE", "Pod", &golden("executor"));
    let payload = format!(r#"{{"request":{request},"settings":{}}}"#, settings());
    let [pods, apps] = [policy(), applications()]
        .map(|m| String::from_utf8(m.call("validate", payload.as_bytes()).unwrap()).unwrap());
    assert_eq!(pods, apps);
    assert!(pods.contains("\"mutated_object\""), "{pods}");
}

#[test]
fn spark_applications_are_judged_by_the_pods_they_become() {
    let s = json!({"rules": [{"name": "small", "roles": ["executor"], "maxMemory": "2Gi"}]});
    // Within the limit: admitted, untouched (the policy mutates the pods, not the resource).
    assert_eq!(
        call_app(&s, "sparkoperator.k8s.io", &kubeflow_app("1g"), None),
        json!({"accepted": true})
    );
    assert_eq!(
        call_app(&s, "spark.apache.org", &apache_app("1g"), None),
        json!({"accepted": true})
    );
    // Over it: rejected at apply time, naming the field of the resource to change.
    let r = call_app(&s, "sparkoperator.k8s.io", &kubeflow_app("4g"), None);
    assert_eq!(r["accepted"], false, "{r}");
    let message = r["message"].as_str().unwrap();
    assert!(
        message.starts_with("[small] pod spark-jobs/pi (executor pod): container spark-kubernetes-executor: executor memory 4096Mi + overhead 409Mi exceeds the limit 2Gi"),
        "{message}"
    );
    assert!(
        message.contains("lower spark.executor.memory (spec.executor.memory)"),
        "{message}"
    );
    let r = call_app(&s, "spark.apache.org", &apache_app("4g"), None);
    assert_eq!(r["accepted"], false, "{r}");
    assert!(
        r["message"]
            .as_str()
            .unwrap()
            .contains("lower spark.executor.memory (spec.sparkConf.spark.executor.memory)"),
        "{r}"
    );
    // What Spark itself refuses is refused too, with its field.
    let r = call_app(&s, "spark.apache.org", &apache_app("4q"), None);
    assert_eq!(r["accepted"], false, "{r}");
    assert!(
        r["message"]
            .as_str()
            .unwrap()
            .contains("(spec.sparkConf.spark.executor.memory)"),
        "{r}"
    );
    // A resource the CRD would refuse names the field.
    let mut bad = kubeflow_app("1g");
    bad["spec"]["executor"]["cores"] = json!("2");
    let r = call_app(&s, "sparkoperator.k8s.io", &bad, None);
    assert_eq!(
        r,
        json!({"accepted": false, "message": "spec.executor.cores: expected an integer, found a string (\"2\")"})
    );
}

#[test]
fn a_spark_application_update_is_judged_by_what_it_changes() {
    let s = json!({"rules": [{"name": "small", "roles": ["executor"], "maxMemory": "2Gi"}]});
    // The resource broke the rule before the policy was installed; the operator adds a
    // finalizer: the update introduces nothing, so it passes with a warning.
    let before = apache_app("4g");
    let mut after = before.clone();
    after["metadata"]["finalizers"] = json!(["spark.apache.org/finalizer"]);
    let r = call_app(&s, "spark.apache.org", &after, Some(&before));
    assert_eq!(r["accepted"], true, "{r}");
    assert!(
        r["warnings"][0]
            .as_str()
            .unwrap()
            .starts_with("[small] pod spark-jobs/pi (executor pod): "),
        "{r}"
    );
    assert!(
        r["warnings"][0]
            .as_str()
            .unwrap()
            .ends_with(" (predates this update, so it does not reject it)"),
        "{r}"
    );
    // An update that raises the memory over the limit is rejected.
    let r = call_app(
        &s,
        "spark.apache.org",
        &apache_app("4g"),
        Some(&apache_app("1g")),
    );
    assert_eq!(r["accepted"], false, "{r}");
}

/// `podSecurity: restricted`: a Spark pod as Spark builds it is refused with the Pod Security
/// plugin's words, on the pod template key; the same pod secured by a template is admitted.
#[test]
fn pod_security_rule_refuses_with_the_plugins_words() {
    let settings = json!({"rules": [{"name": "pss", "podSecurity": "restricted"}]});
    let pod = golden("executor");
    let r = validate(&settings, &pod);
    assert_eq!(r["accepted"], false, "{r}");
    let message = r["message"].as_str().unwrap();
    assert!(
        message.contains("violates PodSecurity \"restricted:latest\": unrestricted capabilities (container \"spark-kubernetes-executor\" must set securityContext.capabilities.drop=[\"ALL\"]): set it in the pod template spark.kubernetes.executor.podTemplateFile names"),
        "{message}"
    );
    assert!(message.contains("runAsNonRoot != true"), "{message}");
    let mut secured = pod.clone();
    secured["spec"]["securityContext"] =
        json!({"runAsNonRoot": true, "seccompProfile": {"type": "RuntimeDefault"}});
    secured["spec"]["containers"][0]["securityContext"] =
        json!({"allowPrivilegeEscalation": false, "capabilities": {"drop": ["ALL"]}});
    let r = validate(&settings, &secured);
    assert_eq!(r["accepted"], true, "{r}");
    // Baseline has nothing against Spark's pods.
    let r = validate(
        &json!({"rules": [{"name": "b", "podSecurity": "baseline"}]}),
        &pod,
    );
    assert_eq!(r["accepted"], true, "{r}");
    // A level that does not exist is a settings error.
    let bad = policy()
        .call(
            "validate_settings",
            br#"{"rules":[{"name":"x","podSecurity":"strict"}]}"#,
        )
        .unwrap();
    let bad: Value = serde_json::from_slice(&bad).unwrap();
    assert_eq!(bad["valid"], false);
    assert!(
        bad["message"]
            .as_str()
            .unwrap()
            .contains("rules[0].podSecurity: expected \"baseline\" or \"restricted\""),
        "{bad}"
    );
}

/// policy-server throws an instance away after each request, so the policy leaves what a
/// request built for the instance's end (`admission-wasm/src/instance_end.rs`), in an
/// instance's first request only: an instance kept for many requests frees what each later one
/// built. Held under a memory limit that the values of every request left behind would pass
/// many times over; every answer is the first one's.
#[test]
fn an_instance_kept_for_many_requests_frees_what_each_built() {
    let s = settings();
    let pod = support::create_payload(&s, &golden("executor"));
    let app = support::app_payload(&s, "sparkoperator.k8s.io", &kubeflow_app("1g"));
    for (module, payload, requests) in [
        (support::Module::Pods, pod.clone(), 1000),
        (support::Module::Applications, pod, 1000),
        (support::Module::Applications, app, 200),
    ] {
        let limited = support::Policy::load_limited(
            &support::wasm_path(module),
            wasmtime::Config::new(),
            support::PRODUCTION_TICK,
            support::PRODUCTION_DEADLINES,
            Some(KEPT_INSTANCE_MEMORY),
        );
        let host = limited.host().unwrap();
        let first = host.call("validate", &payload).unwrap();
        for i in 1..requests {
            let out = host.call("validate", &payload).unwrap_or_else(|e| {
                panic!("{module:?}: request {i} of one instance (memory held to {KEPT_INSTANCE_MEMORY} bytes): {e}")
            });
            assert_eq!(out, first, "{module:?}: request {i} of one instance");
        }
    }
}

/// The memory an instance of either module may grow to in
/// [`an_instance_kept_for_many_requests_frees_what_each_built`]: twice what each needs (its
/// data and stack, one request's values left and another's at their peak: both pass at 2 MiB).
/// Left behind by every request, an executor's values (about 11 KB) pass it at its 269th.
const KEPT_INSTANCE_MEMORY: usize = 4 << 20;
