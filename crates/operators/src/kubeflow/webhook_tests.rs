//! The operator's pod-webhook test table (v2.5.2 `internal/webhook/sparkpod_defaulter_test.go`)
//! as fixtures: an application, a driver or executor pod, what the pod holds after the webhook.

use serde_json::{Value, json};

use super::*;

fn app(spec: Value) -> SparkApplication {
    let doc = json!({
        "apiVersion": API_VERSION, "kind": KIND,
        "metadata": { "name": "spark-test", "uid": "spark-test-1" },
        "spec": spec,
    });
    SparkApplication::from_value(&doc).unwrap()
}

/// A pod as Spark creates it for the operator (the selector label, the role, one container).
fn pod(role: &str, container: &str) -> Value {
    json!({
        "metadata": { "labels": { "spark-role": role, SELECTOR_LABEL: "true" } },
        "spec": { "containers": [{ "name": container, "image": "spark" }] },
    })
}

fn driver() -> Value {
    pod("driver", "spark-kubernetes-driver")
}

fn executor() -> Value {
    pod("executor", "executor")
}

fn mutated(mut p: Value, a: &SparkApplication) -> Value {
    mutate(&mut p, a, NEWEST, "uid").unwrap();
    p
}

#[test]
fn owner_reference_on_the_driver_once() {
    let a = app(json!({}));
    let p = mutated(driver(), &a);
    let refs = &p["metadata"]["ownerReferences"];
    assert_eq!(refs.as_array().unwrap().len(), 1);
    assert_eq!(refs[0]["uid"], "spark-test-1");
    assert_eq!(refs[0]["controller"], true);
    assert_eq!(mutated(p.clone(), &a), p, "idempotent");
    let mut with_other = driver();
    with_other["metadata"]["ownerReferences"] = json!([{ "name": "owner-reference1" }]);
    let p = mutated(with_other, &a);
    assert_eq!(
        p["metadata"]["ownerReferences"].as_array().unwrap().len(),
        2
    );
    assert!(
        mutated(executor(), &a)["metadata"]
            .get("ownerReferences")
            .is_none()
    );
}

#[test]
fn volumes_but_the_local_dirs_spark_mounts() {
    // _Local_Volumes: spark-local-dir-* are Spark's conf, not the webhook's.
    let a = app(json!({
        "volumes": [
            { "name": "spark-local-dir-1", "hostPath": { "path": "/tmp/mnt-1" } },
            { "name": "spark-local-dir-2", "hostPath": { "path": "/tmp/mnt-2" } },
        ],
        "driver": { "volumeMounts": [
            { "name": "spark-local-dir-1", "mountPath": "/tmp/mnt-1" },
            { "name": "spark-local-dir-2", "mountPath": "/tmp/mnt-2" },
        ] },
    }));
    assert!(mutated(driver(), &a)["spec"].get("volumes").is_none());
    // _Volumes_Subpath: one volume, both mounts in order.
    let a = app(json!({
        "volumes": [{ "name": "spark-pvc", "persistentVolumeClaim": { "claimName": "claim-test" } }],
        "driver": { "volumeMounts": [
            { "name": "spark-pvc", "mountPath": "/mnt/spark", "subPath": "/foo/test" },
            { "name": "spark-pvc", "mountPath": "/mnt/foo", "subPath": "/bar/test" },
        ] },
    }));
    let p = mutated(driver(), &a);
    assert_eq!(
        p["spec"]["volumes"],
        json!([{ "name": "spark-pvc", "persistentVolumeClaim": { "claimName": "claim-test" } }])
    );
    assert_eq!(
        p["spec"]["containers"][0]["volumeMounts"]
            .as_array()
            .unwrap()
            .len(),
        2
    );
    // _Volumes: after the pod's own volume and mount.
    let a = app(json!({
        "volumes": [
            { "name": "spark", "hostPath": { "path": "/spark" } },
            { "name": "foo", "emptyDir": {} },
        ],
        "driver": { "volumeMounts": [
            { "name": "spark", "mountPath": "/mnt/spark" },
            { "name": "foo", "mountPath": "/mnt/foo" },
            { "name": "unknown", "mountPath": "/mnt/unknown" },
        ] },
    }));
    let mut d = driver();
    d["spec"]["volumes"] = json!([{ "name": "volume1" }]);
    d["spec"]["containers"][0]["volumeMounts"] = json!([{ "name": "volume1", "mountPath": "/v" }]);
    let p = mutated(d, &a);
    let names = |v: &Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|x| x["name"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(names(&p["spec"]["volumes"]), ["volume1", "spark", "foo"]);
    assert_eq!(
        names(&p["spec"]["containers"][0]["volumeMounts"]),
        ["volume1", "spark", "foo"]
    );
}

#[test]
fn config_maps_of_the_role_and_of_spark_and_hadoop() {
    let a = app(json!({
        "sparkConfigMap": "spark-conf",
        "hadoopConfigMap": "hadoop-conf",
        "driver": { "configMaps": [
            { "name": "foo", "path": "/path/to/foo" },
            { "name": "bar", "path": "/path/to/bar" },
        ] },
    }));
    let p = mutated(driver(), &a);
    let volumes: Vec<&str> = p["spec"]["volumes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        volumes,
        [
            "hadoop-configmap-volume",
            "spark-configmap-volume",
            "foo-vol",
            "bar-vol"
        ]
    );
    let c = &p["spec"]["containers"][0];
    assert_eq!(
        c["env"],
        json!([
            { "name": "HADOOP_CONF_DIR", "value": "/etc/hadoop/conf" },
            { "name": "SPARK_CONF_DIR", "value": "/etc/spark/conf" },
        ])
    );
    assert_eq!(
        c["volumeMounts"][2],
        json!({ "name": "foo-vol", "readOnly": true, "mountPath": "/path/to/foo" })
    );
}

#[test]
fn pod_level_fields() {
    let a = app(json!({
        "driver": {
            "affinity": { "podAffinity": { "requiredDuringSchedulingIgnoredDuringExecution": [
                { "labelSelector": { "matchLabels": { "spark-role": "driver" } }, "topologyKey": "kubernetes.io/hostname" }
            ] } },
            "tolerations": [
                { "key": "Key1", "operator": "Equal", "value": "Value1", "effect": "NoEffect" },
                { "key": "Key2", "operator": "Equal", "value": "Value2", "effect": "NoEffect" },
            ],
            "schedulerName": "another_scheduler",
            "priorityClassName": "critical",
            "nodeSelector": { "disk": "ssd", "secondkey": "secondvalue" },
            "dnsConfig": { "nameservers": ["8.8.8.8", "4.4.4.4"], "searches": ["svc.cluster.local", "cluster.local"], "options": [{ "name": "ndots", "value": "5" }] },
            "hostNetwork": true,
            "hostAliases": [{ "ip": "127.0.0.1", "hostnames": ["localhost"] }],
            "podSecurityContext": { "runAsUser": 1000 },
            "terminationGracePeriodSeconds": 60,
            "shareProcessNamespace": true,
        },
    }));
    let mut d = driver();
    d["spec"]["priority"] = json!(0);
    d["spec"]["preemptionPolicy"] = json!("PreemptLowerPriority");
    let p = mutated(d, &a);
    let s = &p["spec"];
    assert_eq!(
        s["affinity"]["podAffinity"]["requiredDuringSchedulingIgnoredDuringExecution"][0]["topologyKey"],
        "kubernetes.io/hostname"
    );
    assert_eq!(s["tolerations"].as_array().unwrap().len(), 2);
    assert_eq!(s["tolerations"][1]["key"], "Key2");
    assert_eq!(s["schedulerName"], "another_scheduler");
    assert_eq!(s["priorityClassName"], "critical");
    assert!(s.get("priority").is_none() && s.get("preemptionPolicy").is_none());
    assert_eq!(
        s["nodeSelector"],
        json!({ "disk": "ssd", "secondkey": "secondvalue" })
    );
    assert_eq!(s["dnsConfig"]["options"][0]["value"], "5");
    assert_eq!(
        (s["hostNetwork"].clone(), s["dnsPolicy"].clone()),
        (json!(true), json!("ClusterFirstWithHostNet"))
    );
    assert_eq!(s["hostAliases"][0]["hostnames"][0], "localhost");
    assert_eq!(s["securityContext"], json!({ "runAsUser": 1000 }));
    assert_eq!(s["terminationGracePeriodSeconds"], 60);
    assert_eq!(s["shareProcessNamespace"], true);
    // The executor's spec has none of it: the executor pod keeps its scheduler.
    let mut e = executor();
    e["spec"]["schedulerName"] = json!("default-scheduler");
    assert_eq!(mutated(e, &a)["spec"]["schedulerName"], "default-scheduler");
    // hostNetwork false or absent, shareProcessNamespace false: nothing set.
    let a = app(json!({ "driver": { "hostNetwork": false, "shareProcessNamespace": false } }));
    let p = mutated(driver(), &a);
    assert!(
        p["spec"].get("hostNetwork").is_none() && p["spec"].get("shareProcessNamespace").is_none()
    );
}

#[test]
fn a_batch_scheduler_names_the_scheduler_of_every_pod() {
    let a = app(json!({ "batchScheduler": "volcano", "driver": { "schedulerName": "mine" } }));
    assert_eq!(mutated(driver(), &a)["spec"]["schedulerName"], "volcano");
    assert_eq!(mutated(executor(), &a)["spec"]["schedulerName"], "volcano");
}

#[test]
fn container_fields_go_to_sparks_container() {
    let a = app(json!({
        "executor": {
            "env": [{ "name": "TEST_EXE_ENV_VAR_KEY", "value": "test_exe_env_var_val" }],
            "envFrom": [{ "configMapRef": { "name": "test-config-map" } }, { "secretRef": { "name": "test-secret" } }],
            "securityContext": { "allowPrivilegeEscalation": false, "runAsUser": 2000 },
            "lifecycle": { "postStart": { "exec": { "command": ["/bin/sh", "-c", "echo hi"] } } },
            "ports": [{ "name": "executorPort1", "containerPort": 8082, "protocol": "TCP" }],
            "memoryLimit": "10Gi",
            "gpu": { "name": "example.com/gpu", "quantity": 1 },
            "sidecars": [{ "name": "sidecar1", "image": "sidecar1:latest" }],
            "initContainers": [{ "name": "init-container1", "image": "init-container1:latest" }],
        },
    }));
    // A side-car listed first in the pod: Spark's container is still found by its name.
    let mut e = pod("executor", "spark-kubernetes-executor");
    e["spec"]["containers"] = json!([{ "name": "other" }, { "name": "spark-kubernetes-executor" }]);
    let p = mutated(e, &a);
    let c = &p["spec"]["containers"][1];
    assert_eq!(c["env"][0]["name"], "TEST_EXE_ENV_VAR_KEY");
    assert_eq!(c["envFrom"].as_array().unwrap().len(), 2);
    assert_eq!(c["securityContext"]["runAsUser"], 2000);
    assert_eq!(c["lifecycle"]["postStart"]["exec"]["command"][2], "echo hi");
    assert_eq!(c["ports"][0]["containerPort"], 8082);
    assert_eq!(
        c["resources"]["limits"],
        json!({ "memory": "10Gi", "example.com/gpu": "1" })
    );
    assert!(c["resources"].get("requests").is_none());
    assert_eq!(p["spec"]["containers"][2]["name"], "sidecar1");
    assert_eq!(p["spec"]["initContainers"][0]["name"], "init-container1");
    // Applied again, a side-car or init container of the same name and image is not doubled.
    let again = mutated(p.clone(), &a);
    assert_eq!(again["spec"]["containers"].as_array().unwrap().len(), 3);
    assert_eq!(again["spec"]["initContainers"].as_array().unwrap().len(), 1);
    // The driver pod gets none of the executor's.
    assert!(
        mutated(driver(), &a)["spec"]["containers"][0]
            .get("env")
            .is_none()
    );
}

#[test]
fn gpu_limits_only_with_a_name_and_a_positive_quantity() {
    for (gpu, want) in [
        (json!({}), None),
        (json!({ "name": "example.com/gpu", "quantity": 0 }), None),
        (json!({ "name": "", "quantity": 1 }), None),
        (
            json!({ "name": "example.com/gpu", "quantity": 2 }),
            Some("2"),
        ),
    ] {
        let a = app(json!({ "driver": { "gpu": gpu } }));
        let p = mutated(driver(), &a);
        let got = p
            .pointer("/spec/containers/0/resources/limits/example.com~1gpu")
            .and_then(Value::as_str);
        assert_eq!(got, want);
    }
}

#[test]
fn memory_limits_convert_java_suffixes_as_the_operator_does() {
    for (java, k8s) in [
        ("10k", "10Ki"),
        ("10kb", "10Ki"),
        ("10m", "10Mi"),
        ("10mb", "10Mi"),
        ("10g", "10Gi"),
        ("10gb", "10Gi"),
        ("10t", "10Ti"),
        ("10tb", "10Ti"),
        ("10p", "10Pi"),
        ("10pb", "10Pi"),
        ("10Ki", "10Ki"),
        ("10Mi", "10Mi"),
        ("10Gi", "10Gi"),
        ("10Ti", "10Ti"),
        ("10Pi", "10Pi"),
        // v2.5.2 matches the suffix in lower case and cuts it as written.
        ("10G", "10GGi"),
    ] {
        assert_eq!(java_memory_to_quantity(java), k8s, "{java}");
    }
    let a = app(json!({ "driver": { "memoryLimit": "10G" } }));
    let e = mutate(&mut driver(), &a, NEWEST, "uid").unwrap_err();
    assert!(
        e.to_string().starts_with("spec.driver.memoryLimit: `10G`"),
        "{e}"
    );
}

#[test]
fn pods_the_selector_does_not_match_are_left_alone() {
    let a = app(json!({ "driver": { "tolerations": [{ "key": "k" }] } }));
    let mut d = driver();
    d["metadata"]["labels"][SELECTOR_LABEL] = json!("false");
    assert_eq!(mutated(d.clone(), &a), d);
    let patches = mutate(&mut driver(), &a, NEWEST, "uid").unwrap();
    let names: Vec<&str> = patches.iter().map(|p| p.mutation).collect();
    assert_eq!(names, ["addOwnerReference", "addTolerations"]);
    assert_eq!(patches[1].field, "spec.driver.tolerations");
}

#[test]
fn prometheus_config_volume_and_port_for_exposed_roles() {
    let a = app(json!({ "monitoring": {
        "exposeDriverMetrics": true,
        "prometheus": { "jmxExporterJar": "/j.jar", "port": 8091, "portName": "metrics" },
    } }));
    let p = mutated(driver(), &a);
    assert_eq!(
        p["spec"]["volumes"],
        json!([{ "name": "spark-test-prom-conf-vol", "configMap": { "name": "spark-test-prom-conf" } }])
    );
    let c = &p["spec"]["containers"][0];
    assert_eq!(c["volumeMounts"][0]["mountPath"], "/etc/metrics/conf");
    assert_eq!(
        c["ports"],
        json!([{ "name": "metrics", "containerPort": 8091, "protocol": "TCP" }])
    );
    // Executors' metrics are not exposed; files in the image need no ConfigMap.
    assert!(mutated(executor(), &a)["spec"].get("volumes").is_none());
    let a = app(json!({ "monitoring": {
        "exposeDriverMetrics": true, "metricsPropertiesFile": "/m.properties",
        "prometheus": { "jmxExporterJar": "/j.jar", "configFile": "/p.yaml" },
    } }));
    assert!(mutated(driver(), &a)["spec"].get("volumes").is_none());
}

#[test]
fn every_patch_names_the_pod_fields_it_wrote() {
    let a = app(json!({
        "volumes": [{ "name": "data", "emptyDir": {} }],
        "driver": {
            "tolerations": [{ "key": "a", "operator": "Exists" }],
            "nodeSelector": { "kubernetes.io/os": "linux" },
            "env": [{ "name": "X", "value": "1" }],
            "volumeMounts": [{ "name": "data", "mountPath": "/data" }],
            "securityContext": { "runAsUser": 185 },
            "memoryLimit": "2g",
        },
    }));
    let mut p = driver();
    let patches = mutate(&mut p, &a, NEWEST, "uid").unwrap();
    let paths = |field: &str| -> Vec<String> {
        patches
            .iter()
            .filter(|x| x.field == field)
            .flat_map(|x| x.pod_paths.clone())
            .collect()
    };
    assert_eq!(
        paths("spec.driver.tolerations"),
        vec!["/spec/tolerations/0"]
    );
    assert_eq!(
        paths("spec.driver.nodeSelector"),
        vec!["/spec/nodeSelector/kubernetes.io~1os"]
    );
    assert_eq!(paths("spec.driver.env"), vec!["/spec/containers/0/env/0"]);
    assert_eq!(
        paths("spec.driver.volumeMounts[0]"),
        vec!["/spec/volumes/0", "/spec/containers/0/volumeMounts/0"]
    );
    assert_eq!(
        paths("spec.driver.memoryLimit"),
        vec!["/spec/containers/0/resources/limits/memory"]
    );
    for patch in &patches {
        assert!(!patch.pod_paths.is_empty(), "{patch:?}");
        for path in &patch.pod_paths {
            assert!(p.pointer(path).is_some(), "{path} of {patch:?}");
        }
    }
}
