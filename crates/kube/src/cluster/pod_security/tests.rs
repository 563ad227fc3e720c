//! Pod Security admission's own fixtures (`testdata/fixtures.jsonl`, from its `test/testdata`
//! by `scripts/regen-pss-fixtures.sh`) and the golden texts of its checks' unit tests.

use super::*;
use crate::cluster::api_defaults::default_pod;
use serde_json::Value;

/// What a failing fixture's refusal must contain, by the fixture's name (the generator's
/// `expectErrorSubstring`, the check id where it sets none).
fn expected_substring(name: &str) -> &'static str {
    let stem = name.trim_end_matches(|c: char| c.is_ascii_digit());
    match stem {
        "hostnamespaces" => "host namespaces",
        "privileged" => "privileged",
        "capabilities_baseline" => "capabilities",
        "hostpathvolumes" => "hostPath",
        "hostports" => "hostPort",
        "apparmorprofile" => "forbidden AppArmor profile",
        "selinuxoptions" => "seLinuxOptions",
        "procmount" | "procmount_restricted" => "procMount",
        "seccompprofile_baseline" | "seccompprofile_restricted" => "seccompProfile",
        "sysctls" => "forbidden sysctl",
        "windowshostprocess" => "hostProcess",
        "hostprobesandhostlifecycle" => "probe or lifecycle host",
        "restrictedvolumes" => "restricted volume types",
        "allowprivilegeescalation" => "allowPrivilegeEscalation",
        "runasnonroot" => "runAsNonRoot",
        "runasuser" => "runAsUser",
        "capabilities_restricted" => "unrestricted capabilities",
        other => panic!("no expectation for fixture {other}"),
    }
}

#[test]
fn every_fixture_of_every_level_and_version() {
    let text = include_str!("testdata/fixtures.jsonl");
    let mut checked = 0;
    for line in text.lines() {
        let f: Value = serde_json::from_str(line).unwrap();
        let level = Level::parse(f["level"].as_str().unwrap()).unwrap();
        let name = f["name"].as_str().unwrap();
        let mut pod: Pod = serde_json::from_value(f["pod"].clone()).unwrap();
        default_pod(&mut pod);
        for minor in f["minors"].as_array().unwrap() {
            let lv = LevelVersion {
                level,
                version: PolicyVersion::V1(u32::try_from(minor.as_u64().unwrap()).unwrap()),
            };
            let failures = evaluate(lv, &pod);
            if f["result"] == "pass" {
                assert!(failures.is_empty(), "{name} at {lv}: {failures:#?}");
            } else {
                let text = forbidden_detail(&failures);
                let want = expected_substring(name);
                assert!(
                    text.contains(want),
                    "{name} at {lv}: {want:?} not in {text:?}"
                );
            }
            checked += 1;
        }
    }
    assert!(checked > 4000, "{checked}");
}

fn pod(yaml: &str) -> Pod {
    serde_json::from_value(sparkpods_yaml::parse(yaml).unwrap()).unwrap()
}

fn detail(level: Level, yaml: &str) -> String {
    let lv = LevelVersion {
        level,
        version: PolicyVersion::Latest,
    };
    forbidden_detail(&evaluate(lv, &pod(yaml)))
}

/// The golden texts of the checks' unit tests (`policy/check_*_test.go`).
#[test]
fn reasons_and_details_as_the_checks_write_them() {
    let b = Level::Baseline;
    assert_eq!(
        detail(
            b,
            "spec: {hostNetwork: true, hostPID: true, hostIPC: true, containers: []}"
        ),
        "host namespaces (hostNetwork=true, hostPID=true, hostIPC=true)"
    );
    assert_eq!(
        detail(
            b,
            "spec:\n  containers:\n  - {name: a, securityContext: {capabilities: {add: [FOO, BAR]}}}\n  - {name: b, securityContext: {capabilities: {add: [BAZ, CHOWN]}}}\n"
        ),
        "non-default capabilities (containers \"a\", \"b\" must not include \"BAR\", \"BAZ\", \"FOO\" in securityContext.capabilities.add)"
    );
    assert_eq!(
        detail(
            b,
            "spec:\n  containers:\n  - {name: a, ports: [{containerPort: 1}]}\n  - {name: b, ports: [{containerPort: 2, hostPort: 20}, {containerPort: 3, hostPort: 10}]}\n  - {name: c, ports: [{containerPort: 4, hostPort: 30}]}\n"
        ),
        "hostPort (containers \"b\", \"c\" use hostPorts 10, 20, 30)"
    );
    assert_eq!(
        detail(
            b,
            "spec:\n  containers:\n  - {name: a, livenessProbe: {httpGet: {port: 80, host: localhost}}, readinessProbe: {tcpSocket: {port: 80, host: '::1'}}, lifecycle: {preStop: {httpGet: {port: 80, host: 127.0.0.1}}}}\n"
        ),
        "probe or lifecycle host (container \"a\" uses probe or lifecycle hosts \"127.0.0.1\", \"::1\", \"localhost\")"
    );
    assert_eq!(
        detail(
            b,
            "metadata:\n  annotations: {container.apparmor.security.beta.kubernetes.io/e: unconfined}\nspec: {containers: []}\n"
        ),
        "forbidden AppArmor profile (annotation must not set AppArmor profile type to \"container.apparmor.security.beta.kubernetes.io/e=\"unconfined\"\")"
    );
    assert_eq!(
        detail(
            b,
            "spec:\n  securityContext: {seLinuxOptions: {type: foo, user: u, role: r}}\n  containers:\n  - {name: e, securityContext: {seLinuxOptions: {type: bar}}}\n"
        ),
        "seLinuxOptions (pod and container \"e\" set forbidden securityContext.seLinuxOptions: types \"bar\", \"foo\"; user may not be set; role may not be set)"
    );
    assert_eq!(
        detail(
            b,
            "spec:\n  securityContext: {sysctls: [{name: a, value: '1'}, {name: kernel.shm_rmid_forced, value: '0'}, {name: b, value: '1'}]}\n  containers: []\n"
        ),
        "forbidden sysctls (a, b)"
    );
    let r = Level::Restricted;
    assert_eq!(
        detail(
            r,
            "spec:\n  securityContext: {runAsNonRoot: true, seccompProfile: {type: RuntimeDefault}}\n  containers:\n  - {name: a, securityContext: {allowPrivilegeEscalation: false, capabilities: {drop: [ALL], add: [NET_BIND_SERVICE, FOO]}}}\n  volumes:\n  - {name: data, hostPath: {path: /a}}\n"
        ),
        "unrestricted capabilities (container \"a\" must not include \"FOO\" in securityContext.capabilities.add), restricted volume types (volume \"data\" uses restricted volume type \"hostPath\")"
    );
    // Pod-level values that are bad are reported even when every container overrides them.
    assert_eq!(
        detail(
            r,
            "spec:\n  securityContext: {runAsNonRoot: false, runAsUser: 0, seccompProfile: {type: RuntimeDefault}}\n  containers:\n  - {name: a, securityContext: {runAsNonRoot: true, runAsUser: 1000, allowPrivilegeEscalation: false, capabilities: {drop: [ALL]}}}\n"
        ),
        "runAsNonRoot != true (pod must not set securityContext.runAsNonRoot=false), runAsUser=0 (pod must not set runAsUser=0)"
    );
}

/// A Spark driver as Spark builds it, at `restricted:latest` (the fact sheet's worked case).
#[test]
fn a_spark_driver_at_restricted() {
    let p = pod(
        "metadata: {name: driver}\nspec:\n  containers:\n  - {name: spark-kubernetes-driver, image: spark}\n",
    );
    let lv = LevelVersion {
        level: Level::Restricted,
        version: PolicyVersion::Latest,
    };
    assert_eq!(
        denial("driver", lv, &evaluate(lv, &p)),
        "pods \"driver\" is forbidden: violates PodSecurity \"restricted:latest\": allowPrivilegeEscalation != false (container \"spark-kubernetes-driver\" must set securityContext.allowPrivilegeEscalation=false), unrestricted capabilities (container \"spark-kubernetes-driver\" must set securityContext.capabilities.drop=[\"ALL\"]), runAsNonRoot != true (pod or container \"spark-kubernetes-driver\" must set securityContext.runAsNonRoot=true), seccompProfile (pod or container \"spark-kubernetes-driver\" must set securityContext.seccompProfile.type to \"RuntimeDefault\" or \"Localhost\")"
    );
    // Baseline has nothing against it.
    let baseline = LevelVersion {
        level: Level::Baseline,
        ..lv
    };
    assert!(evaluate(baseline, &p).is_empty());
    // Before 1.22 restricted did not require dropping capabilities; before 1.19 it did not
    // check seccomp fields; before 1.8, privilege escalation.
    let v = |m| LevelVersion {
        level: Level::Restricted,
        version: PolicyVersion::V1(m),
    };
    let ids = |m| {
        evaluate(v(m), &p)
            .iter()
            .map(|f| f.check)
            .collect::<Vec<_>>()
    };
    assert_eq!(
        ids(21),
        [
            "allowPrivilegeEscalation",
            "runAsNonRoot",
            "seccompProfile_restricted"
        ]
    );
    assert_eq!(ids(18), ["allowPrivilegeEscalation", "runAsNonRoot"]);
    assert_eq!(ids(7), ["runAsNonRoot"]);
}

#[test]
fn namespace_labels() {
    let labels = |pairs: &[(&str, &str)]| -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (format!("pod-security.kubernetes.io/{k}"), v.to_string()))
            .collect()
    };
    let none = NamespacePolicy::from_labels(&BTreeMap::new());
    assert_eq!(none.enforce.to_string(), "privileged:latest");
    let p = NamespacePolicy::from_labels(&labels(&[
        ("enforce", "restricted"),
        ("enforce-version", "v1.30"),
    ]));
    assert_eq!(p.enforce.to_string(), "restricted:v1.30");
    // warn follows enforce when it is not set.
    assert_eq!(p.warn.to_string(), "restricted:v1.30");
    assert_eq!(p.audit.to_string(), "privileged:latest");
    let bad = NamespacePolicy::from_labels(&labels(&[
        ("enforce", "Restricted"),
        ("warn", "nope"),
        ("enforce-version", "v1.01"),
    ]));
    assert_eq!(bad.enforce.to_string(), "restricted:latest");
    assert_eq!(bad.warn.level, Level::Privileged);
    assert_eq!(bad.errors.len(), 3);
    assert!(bad.errors[0].starts_with(
        "metadata.labels[pod-security.kubernetes.io/enforce]: Invalid value: \"Restricted\""
    ));
    for (text, ok) in [
        ("latest", true),
        ("v1.0", true),
        ("v1.999", true),
        ("v1.01", false),
        ("1.25", false),
        ("v1.25.0", false),
        ("Latest", false),
        ("v1.", false),
    ] {
        assert_eq!(PolicyVersion::parse(text).is_some(), ok, "{text}");
    }
}
