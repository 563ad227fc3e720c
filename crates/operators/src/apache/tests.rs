//! The Apache operator's own unit-test tables (`SparkAppSubmissionWorkerTest`,
//! `SparkAppDriverConfTest`, `SparkAppResourceSpecTest`, `SparkAppResourceSpecFactoryTest`,
//! release 1.0.0) as fixtures, and what the rendered pods get from the operator.

use serde_json::{Value, json};

use super::*;
use builder_core::DeterministicIds;
use builder_core::TemplateReader;
use builder_core::UserSteps;
use builder_core::render;

fn app(yaml: &str) -> SparkApplication {
    read(yaml).unwrap_or_else(|e| panic!("{e}"))
}

fn conf_of(app: &SparkApplication) -> DriverConf {
    driver_conf(app, NEWEST, &SubmitContext::default()).unwrap_or_else(|e| panic!("{e}"))
}

fn get<'a>(c: &'a DriverConf, key: &str) -> Option<&'a str> {
    c.sources
        .iter()
        .find(|s| s.key == key)
        .map(|s| s.value.as_str())
}

const HEAD: &str = "apiVersion: spark.apache.org/v1\nkind: SparkApplication\n";

fn with_spec(meta: &str, spec: &str) -> SparkApplication {
    app(&format!(
        "{HEAD}metadata:\n{meta}\nspec:\n  runtimeVersions:\n    sparkVersion: \"4.2.0\"\n{spec}"
    ))
}

#[test]
fn build_driver_conf_applies_spec_and_namespace_of_the_resource() {
    let a = with_spec(
        "  name: app1\n  namespace: ns1",
        "  mainClass: foo-class\n  proxyUser: foo-user\n  driverArgs: [a, b]\n  sparkConf:\n    foo: bar\n    spark.executor.instances: \"1\"\n    spark.kubernetes.namespace: ns2\n",
    );
    let c = conf_of(&a);
    assert_eq!(get(&c, "foo"), Some("bar"));
    assert_eq!(get(&c, "spark.executor.instances"), Some("1"));
    // The namespace of the resource beats its sparkConf.
    assert_eq!(get(&c, "spark.kubernetes.namespace"), Some("ns1"));
    assert_eq!(c.driver.main_resource, MainResource::Java(None));
    assert_eq!(c.driver.main_class, "foo-class");
    assert_eq!(c.driver.app_args, vec!["a", "b"]);
    assert_eq!(c.driver.proxy_user.as_deref(), Some("foo-user"));
}

#[test]
fn python_and_r_main_resources() {
    let py = conf_of(&with_spec("  name: p", "  pyFiles: foo\n"));
    assert_eq!(py.driver.main_resource, MainResource::Python("foo".into()));
    assert_eq!(get(&py, "spark.submit.pyFiles"), Some("foo"));
    let runner = conf_of(&with_spec(
        "  name: p",
        "  mainClass: org.apache.spark.deploy.PythonRunner\n  pyFiles: main.py,lib.py\n",
    ));
    assert_eq!(
        runner.driver.main_resource,
        MainResource::Python("main.py".into())
    );
    assert_eq!(get(&runner, "spark.submit.pyFiles"), Some("lib.py"));
    let r = conf_of(&with_spec("  name: r", "  sparkRFiles: foo\n"));
    assert_eq!(r.driver.main_resource, MainResource::R("foo".into()));
    let jars = conf_of(&with_spec("  name: j", "  jars: a.jar,b.jar\n"));
    assert_eq!(
        jars.driver.main_resource,
        MainResource::Java(Some("a.jar,b.jar".into()))
    );
    assert_eq!(get(&jars, "spark.jars"), Some("a.jar,b.jar"));
    let err = driver_conf(
        &with_spec(
            "  name: p",
            "  mainClass: org.apache.spark.deploy.PythonRunner\n",
        ),
        NEWEST,
        &SubmitContext::default(),
    );
    assert_eq!(err, Err(SubmitError::PythonRunnerWithoutPyFiles));
}

#[test]
fn app_id_is_deterministic_per_app_and_attempt() {
    let a0 = app_id("ns", "app1", 0);
    let b0 = app_id("ns", "app2", 0);
    let a2 = app_id("ns", "app1", 2);
    assert_ne!(a0, b0);
    assert_ne!(a0, a2);
    assert!(a0.contains("app1") && b0.contains("app2"));
    assert_eq!(a0, app_id("ns", "app1", 0));
    for id in [&a0, &b0, &a2] {
        assert!(id.len() <= 46);
    }
    let long = "a".repeat(253);
    assert!(app_id(&long, &long, 0).len() <= 46);
}

#[test]
fn long_app_ids_are_hashed_as_java_big_integer_base_36() {
    // Expected: Java 17's `new BigInteger(1, sha256).toString(36)` on the same input.
    assert_eq!(
        app_id(
            "default",
            "a-very-long-application-name-that-exceeds-the-limit",
            0
        ),
        "a-very-lo-pwf5op48joqqxa79jjjlml2fci263peorino"
    );
    assert_eq!(
        app_id("ns1", &"x".repeat(45), 0),
        "xxxxxxxxx-4c5p3i7s9oe6douyo522wlcw2irejsfmksqa"
    );
    assert_eq!(
        app_id("spark", "spark-connect-server-iceberg-with-a-long-name", 3),
        "spark-con-24muidj6j9x6hlf8glijeel574htry9tzkbl"
    );
    assert_eq!(app_id("default", "pi", 0), "pi-0");
}

#[test]
fn attempt_id_comes_from_the_status() {
    let a = app(&format!(
        "{HEAD}metadata:\n  name: pi\nspec:\n  runtimeVersions:\n    sparkVersion: \"4.2.0\"\nstatus:\n  currentAttemptSummary:\n    attemptInfo:\n      id: 2\n"
    ));
    assert_eq!(conf_of(&a).app_id, "pi-2");
}

#[test]
fn a_user_app_id_wins() {
    let c = conf_of(&with_spec(
        "  name: pi",
        "  sparkConf:\n    spark.app.id: foo\n",
    ));
    assert_eq!(c.app_id, "foo");
    assert_eq!(c.driver.resource_name_prefix.as_deref(), Some("foo"));
}

#[test]
fn spark_version_placeholder_only_in_image_keys() {
    let a = app(&format!(
        "{HEAD}metadata:\n  name: pi\nspec:\n  runtimeVersions:\n    sparkVersion: dev\n  sparkConf:\n    spark.kubernetes.container.image: \"apache/spark:{{{{SPARK_VERSION}}}}\"\n    spark.kubernetes.driver.container.image: \"apache/spark:{{{{SPARK_VERSION}}}}\"\n    spark.kubernetes.executor.container.image: \"apache/spark:{{{{SPARK_VERSION}}}}\"\n    spark.kubernetes.key: \"apache/spark:{{{{SPARK_VERSION}}}}\"\n"
    ));
    let c = conf_of(&a);
    for key in [
        "spark.kubernetes.container.image",
        "spark.kubernetes.driver.container.image",
        "spark.kubernetes.executor.container.image",
    ] {
        assert_eq!(get(&c, key), Some("apache/spark:dev"), "{key}");
    }
    assert_eq!(
        get(&c, "spark.kubernetes.key"),
        Some("apache/spark:{{SPARK_VERSION}}")
    );
    assert_eq!(c.driver.spark_version_label.as_deref(), Some("dev"));
}

#[test]
fn executors_are_left_to_garbage_collection_without_restarts() {
    let key = "spark.kubernetes.executor.deleteOnTermination";
    for (tolerations, expected) in [
        ("    restartConfig:\n      restartPolicy: Always\n", None),
        (
            "    restartConfig:\n      restartPolicy: Never\n",
            Some("false"),
        ),
        ("    restartConfig:\n      restartPolicy: OnFailure\n", None),
        ("    restartConfig: null\n", Some("false")),
    ] {
        let a = with_spec(
            "  name: pi",
            &format!("  applicationTolerations:\n{tolerations}"),
        );
        assert_eq!(get(&conf_of(&a), key), expected, "{tolerations}");
    }
    // Dynamic allocation needs Spark to delete them; 0.8.0 asked the retain policy instead.
    let dynamic = with_spec(
        "  name: pi",
        "  sparkConf:\n    spark.dynamicAllocation.enabled: \"TRUE\"\n",
    );
    assert_eq!(get(&conf_of(&dynamic), key), None);
    let retained = with_spec(
        "  name: pi",
        "  applicationTolerations:\n    resourceRetainPolicy: Always\n",
    );
    let v080 = driver_conf(&retained, &release::V0_8_0, &SubmitContext::default());
    assert_eq!(v080.map(|c| get(&c, key).map(str::to_string)), Ok(None));
    assert_eq!(get(&conf_of(&retained), key), Some("false"));
}

#[test]
fn defaults_by_release() {
    let a = with_spec("  name: pi", "");
    let newest = conf_of(&a);
    for key in [
        "spark.authenticate",
        "spark.io.encryption.enabled",
        "spark.kubernetes.driver.annotateExitException",
        "spark.kubernetes.executor.useDriverPodIP",
    ] {
        assert_eq!(get(&newest, key), Some("true"), "{key}");
    }
    assert_eq!(
        get(&newest, "spark.master"),
        Some("k8s://https://$KUBERNETES_SERVICE_HOST:$KUBERNETES_SERVICE_PORT")
    );
    let user = conf_of(&with_spec(
        "  name: pi",
        "  sparkConf:\n    spark.kubernetes.driver.annotateExitException: \"false\"\n    spark.master.url.prefix: \"custom://\"\n",
    ));
    assert_eq!(
        get(&user, "spark.kubernetes.driver.annotateExitException"),
        Some("false")
    );
    assert_eq!(
        get(&user, "spark.master"),
        Some("custom://https://$KUBERNETES_SERVICE_HOST:$KUBERNETES_SERVICE_PORT")
    );
    let old = driver_conf(&a, &release::V0_7_0, &SubmitContext::default())
        .unwrap_or_else(|e| panic!("{e}"));
    for key in [
        "spark.authenticate",
        "spark.kubernetes.driver.annotateExitException",
        "spark.kubernetes.executor.deleteOnTermination",
    ] {
        assert_eq!(get(&old, key), None, "{key}");
    }
}

#[test]
fn the_resource_names_the_app_only_when_sparkconf_does() {
    let unnamed = conf_of(&with_spec("  name: pi", ""));
    assert_eq!(get(&unnamed, "spark.app.name"), None);
    let named = conf_of(&with_spec(
        "  name: pi",
        "  sparkConf:\n    spark.app.name: mine\n",
    ));
    assert_eq!(get(&named, "spark.app.name"), Some("pi"));
    for prefix in [
        "spark.kubernetes.driver.label.",
        "spark.kubernetes.driver.service.label.",
        "spark.kubernetes.executor.label.",
    ] {
        assert_eq!(
            get(&named, &format!("{prefix}spark.operator/spark-app-name")),
            Some("pi")
        );
        assert_eq!(
            get(&named, &format!("{prefix}spark.operator/name")),
            Some("spark-kubernetes-operator")
        );
    }
}

#[test]
fn client_mode_and_unserved_versions_are_refused() {
    let client = with_spec("  name: pi", "  deploymentMode: ClientMode\n");
    assert_eq!(
        submit(&client, &Options::default()),
        Err(AppError::Submit(SubmitError::ClientMode))
    );
    let alpha = app(
        "apiVersion: spark.apache.org/v1alpha1\nkind: SparkApplication\nmetadata:\n  name: pi\nspec:\n  runtimeVersions:\n    sparkVersion: \"4.2.0\"\n",
    );
    assert!(matches!(
        submit(&alpha, &Options::default()),
        Err(AppError::NotServed { .. })
    ));
    let served = Options {
        release: Some(&release::V0_8_0),
        ..Options::default()
    };
    assert!(submit(&alpha, &served).is_ok());
    let missing = read(&format!(
        "{HEAD}metadata:\n  name: pi\nspec:\n  mainClass: X\n"
    ));
    assert_eq!(
        missing.map_err(|e| e.to_string()),
        Err("spec.runtimeVersions: required by the CRD".to_string())
    );
}

/// The rendered document of a resource, as JSON.
fn rendered(yaml: &str) -> (OperatorSubmission, Value) {
    let s = submit(&app(yaml), &Options::default()).unwrap_or_else(|e| panic!("{e}"));
    let case = s.case();
    let steps = UserSteps::default();
    let sub = case.submission(&steps, TemplateReader::BUILT_IN);
    let r = render(&sub, &mut DeterministicIds::default());
    assert!(r.error.is_none(), "{:?}", r.error);
    (s, Value::Object(builder_core::rendered_json(&r)))
}

const PI: &str = "apiVersion: spark.apache.org/v1
kind: SparkApplication
metadata:
  name: pi
  namespace: spark
  uid: 6f1c3b2a-0000-4000-8000-000000000001
spec:
  mainClass: org.apache.spark.examples.SparkPi
  jars: local:///opt/spark/examples/jars/spark-examples.jar
  sparkConf:
    spark.kubernetes.container.image: \"apache/spark:{{SPARK_VERSION}}-scala\"
  configMapSpecs:
  - name: extra
    data:
      a: b
  driverSpec:
    podTemplateSpec:
      spec:
        priorityClassName: high
        containers:
        - name: spark-kubernetes-driver
          securityContext:
            allowPrivilegeEscalation: true
        - name: sidecar
          image: busybox
  runtimeVersions:
    sparkVersion: \"4.2.0\"
";

#[test]
fn the_driver_is_named_after_the_app_id_and_submitted_by_the_operator() {
    let (_, doc) = rendered(PI);
    let pod = &doc["driver"]["submitted"]["pod"];
    assert_eq!(pod["metadata"]["name"], "pi-0-driver");
    assert_eq!(pod["metadata"]["namespace"], "spark");
    let labels = &pod["metadata"]["labels"];
    assert_eq!(labels["spark-version"], "4.2.0");
    assert_eq!(labels["spark.operator/name"], "spark-kubernetes-operator");
    assert_eq!(labels["spark.operator/spark-app-name"], "pi");
    assert_eq!(labels["spark-app-selector"], "pi-0");
    assert_eq!(
        pod["metadata"]["ownerReferences"],
        serde_json::json!([{
            "apiVersion": "spark.apache.org/v1",
            "blockOwnerDeletion": true,
            "kind": "SparkApplication",
            "name": "pi",
            "uid": "6f1c3b2a-0000-4000-8000-000000000001"
        }])
    );
    // The template's first container is the Spark one (none named by the conf): the sidecar
    // stays, Spark's container is appended after it, its own setting kept.
    let containers = pod["spec"]["containers"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert_eq!(containers.len(), 2);
    assert_eq!(containers[0]["name"], "sidecar");
    assert_eq!(
        containers[0]["securityContext"]["allowPrivilegeEscalation"],
        false
    );
    assert_eq!(containers[1]["name"], "spark-kubernetes-driver");
    assert_eq!(
        containers[1]["securityContext"]["allowPrivilegeEscalation"],
        true
    );
    assert_eq!(pod["spec"]["priorityClassName"], "high");
    let conf_volume = pod["spec"]["volumes"]
        .as_array()
        .and_then(|v| v.iter().find(|v| v["name"] == "spark-conf-volume-driver"))
        .cloned()
        .unwrap_or_default();
    assert_eq!(conf_volume["configMap"]["name"], "pi-0-spark-drv-conf-map");
    let items: Vec<&str> = conf_volume["configMap"]["items"]
        .as_array()
        .map(|i| i.iter().filter_map(|i| i["key"].as_str()).collect())
        .unwrap_or_default();
    assert_eq!(
        items,
        vec!["spark.kubernetes.namespace", "spark.properties"]
    );
}

#[test]
fn the_operator_s_objects_are_owned_by_the_driver_pod() {
    let (_, doc) = rendered(PI);
    let submitted = &doc["driver"]["submitted"];
    let names = |member: &str| -> Vec<String> {
        submitted[member]
            .as_array()
            .map(|a| {
                a.iter()
                    .map(|r| format!("{}/{}", r["kind"], r["metadata"]["name"]))
                    .collect()
            })
            .unwrap_or_default()
    };
    assert_eq!(names("preResources"), vec![r#""ConfigMap"/"extra""#]);
    assert_eq!(
        names("resources"),
        vec![
            r#""Service"/"pi-0-driver-svc""#,
            r#""NetworkPolicy"/"pi-0-policy""#,
            r#""ConfigMap"/"pi-0-spark-drv-conf-map""#
        ]
    );
    for member in ["preResources", "resources"] {
        for r in submitted[member].as_array().into_iter().flatten() {
            let owner = &r["metadata"]["ownerReferences"][0];
            assert_eq!(owner["kind"], "Pod");
            assert_eq!(owner["name"], "pi-0-driver");
            assert_eq!(owner["blockOwnerDeletion"], true);
            assert_eq!(r["metadata"]["namespace"], "spark");
            assert_eq!(
                r["metadata"]["labels"]["spark.operator/spark-app-name"],
                "pi"
            );
        }
    }
    let cm = submitted["resources"][2]["data"].clone();
    assert_eq!(cm["spark.kubernetes.namespace"], "spark");
    assert!(
        cm["spark.properties"]
            .as_str()
            .is_some_and(|p| p.contains("spark.app.id=pi-0")),
        "{cm}"
    );
}

#[test]
fn executors_are_named_by_the_driver_s_spark_submit() {
    let (_, doc) = rendered(PI);
    let name = doc["executor"]["pod"]["metadata"]["name"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(
        name.starts_with("org-apache-spark-examples-sparkpi-") && name.ends_with("-exec-1"),
        "{name}"
    );
    let labels = &doc["executor"]["pod"]["metadata"]["labels"];
    assert_eq!(labels["spark.operator/spark-app-name"], "pi");
    assert_eq!(labels["spark-version"], "4.2.0");
}

fn findings(yaml: &str) -> Vec<(&'static str, String)> {
    let s = submit(&app(yaml), &Options::default()).unwrap_or_else(|e| panic!("{e}"));
    check(&s)
        .into_iter()
        .map(|f| (f.rule.id, f.field))
        .collect()
}

#[test]
fn check_names_the_fields_the_operator_replaces_or_ignores() {
    let found = findings(&format!(
        "{HEAD}metadata:\n  name: pi\n  namespace: spark\nspec:\n  jars: local:///app.jar\n  files: a.txt\n  runtimeVersions:\n    sparkVersion: \"4.2.0\"\n  applicationTolerations:\n    instanceConfig:\n      minExecutors: 3\n  sparkConf:\n    spark.kubernetes.namespace: other\n    spark.app.name: mine\n    spark.jars: local:///other.jar\n    spark.kubernetes.driver.label.spark.operator/name: me\n    spark.eventLog.dir: \"s3a://logs/{{{{SPARK_VERSION}}}}\"\n  mainClas: X\n"
    ));
    let expect = [
        ("unknown-field", "spec.mainClas"),
        ("overridden", "spec.sparkConf.spark.kubernetes.namespace"),
        ("overridden", "spec.sparkConf.spark.app.name"),
        (
            "overridden",
            "spec.sparkConf.spark.kubernetes.driver.label.spark.operator/name",
        ),
        ("overridden", "spec.jars"),
        ("ignored-field", "spec.files"),
        ("no-main-class", "spec.mainClass"),
        ("version-placeholder", "spec.sparkConf.spark.eventLog.dir"),
        (
            "instance-config",
            "spec.applicationTolerations.instanceConfig",
        ),
    ];
    assert_eq!(
        found,
        expect
            .iter()
            .map(|(c, f)| (*c, f.to_string()))
            .collect::<Vec<_>>()
    );
    // A clean resource has nothing to report.
    assert_eq!(findings(PI), Vec::new());
}

#[test]
fn template_fields_a_pod_does_not_declare_are_pruned_and_reported() {
    let a = with_spec(
        "  name: pi",
        "  mainClass: X\n  jars: local:///a.jar\n  driverSpec:\n    podTemplateSpec:\n      spec:\n        securityContext:\n          runAsUser: 185\n          capabilities: {drop: [ALL]}\n",
    );
    let c = conf_of(&a);
    let (_, written) = &c.files[0];
    assert!(
        written.contains("runAsUser") && !written.contains("capabilities"),
        "{written}"
    );
    let s = submit(&a, &Options::default()).unwrap();
    let found: Vec<(&str, String)> = check(&s)
        .into_iter()
        .map(|f| (f.rule.id, f.field))
        .collect();
    assert!(
        found.contains(&(
            "pruned-field",
            "spec.driverSpec.podTemplateSpec.spec.securityContext.capabilities".to_string()
        )),
        "{found:?}"
    );
}

fn routed(spec: &str) -> Vec<Value> {
    let (_, doc) = rendered(&format!(
        "{HEAD}metadata:\n  name: pi\n  namespace: spark\nspec:\n  mainClass: X\n  jars: local:///a.jar\n  runtimeVersions:\n    sparkVersion: \"4.2.0\"\n  sparkConf:\n    spark.kubernetes.container.image: apache/spark:4.2.0\n{spec}"
    ));
    doc["driver"]["submitted"]["resources"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .into_iter()
        .filter(|r| !matches!(r["kind"].as_str(), Some("ConfigMap" | "NetworkPolicy")))
        .filter(|r| r["metadata"]["name"] != "pi-0-driver-svc")
        .collect()
}

#[test]
fn a_driver_service_and_ingress_as_the_operator_builds_them() {
    // DriverServiceIngressUtilsTest (a): no ingress rules, a LoadBalancer on 80 -> 4040.
    let objects = routed(
        "  driverServiceIngressList:\n  - serviceMetadata: {name: foo-service-1}\n    serviceSpec:\n      type: LoadBalancer\n      ports: [{port: 80, targetPort: 4040}]\n    ingressMetadata: {name: foo-ingress-1}\n",
    );
    assert_eq!(objects.len(), 2);
    let (service, ingress) = (&objects[0], &objects[1]);
    assert_eq!(service["kind"], "Service");
    assert_eq!(service["metadata"]["namespace"], "spark");
    // Selects the driver by its labels (Spark's and the operator's).
    assert_eq!(service["spec"]["selector"]["spark-role"], "driver");
    assert_eq!(
        service["spec"]["selector"]["spark.operator/spark-app-name"],
        "pi"
    );
    let path = &ingress["spec"]["rules"][0]["http"]["paths"][0];
    assert_eq!(path["path"], "/");
    assert_eq!(path["pathType"], "ImplementationSpecific");
    assert_eq!(path["backend"]["service"]["name"], "foo-service-1");
    assert_eq!(path["backend"]["service"]["port"]["number"], 80);
    for o in &objects {
        assert_eq!(o["metadata"]["ownerReferences"][0]["name"], "pi-0-driver");
    }
    // (b) rules given: the spec as written.
    let objects = routed(
        "  driverServiceIngressList:\n  - serviceMetadata: {name: s}\n    serviceSpec: {ports: [{port: 19098}]}\n    ingressMetadata: {name: i}\n    ingressSpec:\n      ingressClassName: nginx-example\n      rules: [{host: a.example.com}, {host: b.example.com}]\n",
    );
    assert_eq!(objects[1]["spec"]["ingressClassName"], "nginx-example");
    assert_eq!(
        objects[1]["spec"]["rules"].as_array().map(Vec::len),
        Some(2)
    );
}

#[test]
fn gateway_routes_get_a_default_rule_to_the_first_port() {
    let objects = routed(
        "  driverHttpRouteList:\n  - serviceMetadata: {name: ui}\n    serviceSpec: {ports: [{port: 80}]}\n    httpRouteMetadata: {name: ui-route}\n    httpRouteSpec: {parentRefs: [{name: gw}], hostnames: [ui.example.com]}\n  driverGrpcRouteList:\n  - serviceMetadata: {name: connect}\n    serviceSpec: {ports: [{port: 15002}]}\n    grpcRouteMetadata: {name: connect-route}\n    grpcRouteSpec: {parentRefs: [{name: gw}]}\n",
    );
    let kinds: Vec<&str> = objects.iter().filter_map(|o| o["kind"].as_str()).collect();
    assert_eq!(kinds, vec!["Service", "HTTPRoute", "Service", "GRPCRoute"]);
    let http = &objects[1];
    assert_eq!(http["apiVersion"], "gateway.networking.k8s.io/v1");
    assert_eq!(http["spec"]["hostnames"][0], "ui.example.com");
    assert_eq!(
        http["spec"]["rules"][0]["matches"][0]["path"]["type"],
        "PathPrefix"
    );
    assert_eq!(
        http["spec"]["rules"][0]["backendRefs"][0],
        json!({"group": "", "kind": "Service", "name": "ui", "port": 80})
    );
    let grpc = &objects[3];
    assert_eq!(
        grpc["spec"]["rules"][0],
        json!({"backendRefs": [{"group": "", "kind": "Service", "name": "connect", "port": 15002}]})
    );
    assert_eq!(grpc["metadata"]["namespace"], "spark");
}

#[test]
fn every_declared_field_has_its_crd_type() {
    crate::fields::assert_typed(
        &declared_fields(),
        super::field_types::FIELD_TYPES,
        &[
            ("spec", "mainClass", "<string>"),
            ("spec", "sparkConf", "<map[string]string>"),
        ],
    );
}

#[test]
fn what_a_pod_template_sets_is_the_template_fields() {
    let bare = with_spec("  name: etl", "  mainClass: a.B\n  jars: local:///a.jar\n");
    let s = submit(&bare, &Options::default()).unwrap();
    // No template yet: the field to write one in, not a sparkConf key for a file.
    for (key, field) in [
        (
            "spark.kubernetes.driver.podTemplateFile",
            "spec.driverSpec.podTemplateSpec",
        ),
        (
            "spark.kubernetes.executor.podTemplateFile",
            "spec.executorSpec.podTemplateSpec",
        ),
    ] {
        assert_eq!(
            s.field_of_diagnostic(Some(key), &builder_core::rules::SPARK),
            field
        );
    }
    assert_eq!(
        s.field_of_diagnostic(Some("spark.executor.memory"), &builder_core::rules::SPARK),
        "spec.sparkConf"
    );
}
