//! A pod written as fabric8 writes it, field by field from its k8s-openapi types: the pod,
//! its spec, its containers and their env vars, mounts and ports, which are most of a pod's
//! members (the rest, e.g. metadata and volumes, through serde as every other object). Each
//! struct is taken apart whole, so a field k8s-openapi adds does not compile until it is
//! written here; the keys come in Java `String` order (a debug build checks them, and a test
//! holds every field to the serde path's text). Why: a member through serde costs the writer a
//! key order check and a remembered member (`writer.rs`), about half of a document's time.

use k8s_openapi::Resource;
use k8s_openapi::api::core::v1::{Container, ContainerPort, EnvVar, Pod, PodSpec, VolumeMount};

use super::writer::{JsonWriter, Shape, WriteError};

/// `pod` in `shape` (a release's fabric8), as `JsonWriter::value` writes it.
pub(crate) fn write_pod(w: &mut JsonWriter<'_>, pod: &Pod, shape: Shape) -> Result<(), WriteError> {
    let Pod {
        metadata,
        spec,
        status,
    } = pod;
    let mut o = w.open_fields();
    w.field(&mut o, "apiVersion", Pod::API_VERSION, shape)?;
    w.field(&mut o, "kind", Pod::KIND, shape)?;
    w.field(&mut o, "metadata", metadata, shape)?;
    if let Some(spec) = spec {
        w.field_with(&mut o, "spec", shape, |w| pod_spec(w, spec, shape))?;
    }
    w.opt(&mut o, "status", status, shape)?;
    w.close_fields(o);
    Ok(())
}

fn pod_spec(w: &mut JsonWriter<'_>, x: &PodSpec, shape: Shape) -> Result<(), WriteError> {
    let PodSpec {
        active_deadline_seconds,
        affinity,
        automount_service_account_token,
        containers,
        dns_config,
        dns_policy,
        enable_service_links,
        ephemeral_containers,
        eviction_responders,
        host_aliases,
        host_ipc,
        host_network,
        host_pid,
        host_users,
        hostname,
        hostname_override,
        image_pull_secrets,
        init_containers,
        node_name,
        node_selector,
        os,
        overhead,
        preemption_policy,
        priority,
        priority_class_name,
        readiness_gates,
        resource_claims,
        resources,
        restart_policy,
        runtime_class_name,
        scheduler_name,
        scheduling_gates,
        scheduling_group,
        security_context,
        service_account,
        service_account_name,
        set_hostname_as_fqdn,
        share_process_namespace,
        subdomain,
        termination_grace_period_seconds,
        tolerations,
        topology_spread_constraints,
        volumes,
    } = x;
    let mut o = w.open_fields();
    w.opt(
        &mut o,
        "activeDeadlineSeconds",
        active_deadline_seconds,
        shape,
    )?;
    w.opt(&mut o, "affinity", affinity, shape)?;
    w.opt(
        &mut o,
        "automountServiceAccountToken",
        automount_service_account_token,
        shape,
    )?;
    w.field_with(&mut o, "containers", shape, |w| {
        w.array(containers, |w, x| container(w, x, shape))
    })?;
    w.opt(&mut o, "dnsConfig", dns_config, shape)?;
    w.opt(&mut o, "dnsPolicy", dns_policy, shape)?;
    w.opt(&mut o, "enableServiceLinks", enable_service_links, shape)?;
    w.opt(&mut o, "ephemeralContainers", ephemeral_containers, shape)?;
    w.opt(&mut o, "evictionResponders", eviction_responders, shape)?;
    w.opt(&mut o, "hostAliases", host_aliases, shape)?;
    w.opt(&mut o, "hostIPC", host_ipc, shape)?;
    w.opt(&mut o, "hostNetwork", host_network, shape)?;
    w.opt(&mut o, "hostPID", host_pid, shape)?;
    w.opt(&mut o, "hostUsers", host_users, shape)?;
    w.opt(&mut o, "hostname", hostname, shape)?;
    w.opt(&mut o, "hostnameOverride", hostname_override, shape)?;
    w.opt(&mut o, "imagePullSecrets", image_pull_secrets, shape)?;
    if let Some(v) = init_containers {
        w.field_with(&mut o, "initContainers", shape, |w| {
            w.array(v, |w, x| container(w, x, shape))
        })?;
    }
    w.opt(&mut o, "nodeName", node_name, shape)?;
    w.opt(&mut o, "nodeSelector", node_selector, shape)?;
    w.opt(&mut o, "os", os, shape)?;
    w.opt(&mut o, "overhead", overhead, shape)?;
    w.opt(&mut o, "preemptionPolicy", preemption_policy, shape)?;
    w.opt(&mut o, "priority", priority, shape)?;
    w.opt(&mut o, "priorityClassName", priority_class_name, shape)?;
    w.opt(&mut o, "readinessGates", readiness_gates, shape)?;
    w.opt(&mut o, "resourceClaims", resource_claims, shape)?;
    w.opt(&mut o, "resources", resources, shape)?;
    w.opt(&mut o, "restartPolicy", restart_policy, shape)?;
    w.opt(&mut o, "runtimeClassName", runtime_class_name, shape)?;
    w.opt(&mut o, "schedulerName", scheduler_name, shape)?;
    w.opt(&mut o, "schedulingGates", scheduling_gates, shape)?;
    w.opt(&mut o, "schedulingGroup", scheduling_group, shape)?;
    w.opt(&mut o, "securityContext", security_context, shape)?;
    w.opt(&mut o, "serviceAccount", service_account, shape)?;
    w.opt(&mut o, "serviceAccountName", service_account_name, shape)?;
    w.opt(&mut o, "setHostnameAsFQDN", set_hostname_as_fqdn, shape)?;
    w.opt(
        &mut o,
        "shareProcessNamespace",
        share_process_namespace,
        shape,
    )?;
    w.opt(&mut o, "subdomain", subdomain, shape)?;
    w.opt(
        &mut o,
        "terminationGracePeriodSeconds",
        termination_grace_period_seconds,
        shape,
    )?;
    w.opt(&mut o, "tolerations", tolerations, shape)?;
    w.opt(
        &mut o,
        "topologySpreadConstraints",
        topology_spread_constraints,
        shape,
    )?;
    w.opt(&mut o, "volumes", volumes, shape)?;
    w.close_fields(o);
    Ok(())
}

fn container(w: &mut JsonWriter<'_>, x: &Container, shape: Shape) -> Result<(), WriteError> {
    let Container {
        args,
        command,
        env,
        env_from,
        image,
        image_pull_policy,
        lifecycle,
        liveness_probe,
        name,
        ports,
        readiness_probe,
        resize_policy,
        resources,
        restart_policy,
        restart_policy_rules,
        security_context,
        startup_probe,
        stdin,
        stdin_once,
        termination_message_path,
        termination_message_policy,
        tty,
        volume_devices,
        volume_mounts,
        working_dir,
    } = x;
    let mut o = w.open_fields();
    w.opt(&mut o, "args", args, shape)?;
    w.opt(&mut o, "command", command, shape)?;
    if let Some(v) = env {
        w.field_with(&mut o, "env", shape, |w| {
            w.array(v, |w, x| env_var(w, x, shape))
        })?;
    }
    w.opt(&mut o, "envFrom", env_from, shape)?;
    w.opt(&mut o, "image", image, shape)?;
    w.opt(&mut o, "imagePullPolicy", image_pull_policy, shape)?;
    w.opt(&mut o, "lifecycle", lifecycle, shape)?;
    w.opt(&mut o, "livenessProbe", liveness_probe, shape)?;
    w.field(&mut o, "name", name, shape)?;
    if let Some(v) = ports {
        w.field_with(&mut o, "ports", shape, |w| {
            w.array(v, |w, x| container_port(w, x, shape))
        })?;
    }
    w.opt(&mut o, "readinessProbe", readiness_probe, shape)?;
    w.opt(&mut o, "resizePolicy", resize_policy, shape)?;
    w.opt(&mut o, "resources", resources, shape)?;
    w.opt(&mut o, "restartPolicy", restart_policy, shape)?;
    w.opt(&mut o, "restartPolicyRules", restart_policy_rules, shape)?;
    w.opt(&mut o, "securityContext", security_context, shape)?;
    w.opt(&mut o, "startupProbe", startup_probe, shape)?;
    w.opt(&mut o, "stdin", stdin, shape)?;
    w.opt(&mut o, "stdinOnce", stdin_once, shape)?;
    w.opt(
        &mut o,
        "terminationMessagePath",
        termination_message_path,
        shape,
    )?;
    w.opt(
        &mut o,
        "terminationMessagePolicy",
        termination_message_policy,
        shape,
    )?;
    w.opt(&mut o, "tty", tty, shape)?;
    w.opt(&mut o, "volumeDevices", volume_devices, shape)?;
    if let Some(v) = volume_mounts {
        w.field_with(&mut o, "volumeMounts", shape, |w| {
            w.array(v, |w, x| volume_mount(w, x, shape))
        })?;
    }
    w.opt(&mut o, "workingDir", working_dir, shape)?;
    w.close_fields(o);
    Ok(())
}

fn env_var(w: &mut JsonWriter<'_>, x: &EnvVar, shape: Shape) -> Result<(), WriteError> {
    let EnvVar {
        name,
        value,
        value_from,
    } = x;
    let mut o = w.open_fields();
    w.field(&mut o, "name", name, shape)?;
    w.opt(&mut o, "value", value, shape)?;
    w.opt(&mut o, "valueFrom", value_from, shape)?;
    w.close_fields(o);
    Ok(())
}

fn volume_mount(w: &mut JsonWriter<'_>, x: &VolumeMount, shape: Shape) -> Result<(), WriteError> {
    let VolumeMount {
        bind_mount_options,
        mount_path,
        mount_propagation,
        name,
        read_only,
        recursive_read_only,
        sub_path,
        sub_path_expr,
    } = x;
    let mut o = w.open_fields();
    w.opt(&mut o, "bindMountOptions", bind_mount_options, shape)?;
    w.field(&mut o, "mountPath", mount_path, shape)?;
    w.opt(&mut o, "mountPropagation", mount_propagation, shape)?;
    w.field(&mut o, "name", name, shape)?;
    w.opt(&mut o, "readOnly", read_only, shape)?;
    w.opt(&mut o, "recursiveReadOnly", recursive_read_only, shape)?;
    w.opt(&mut o, "subPath", sub_path, shape)?;
    w.opt(&mut o, "subPathExpr", sub_path_expr, shape)?;
    w.close_fields(o);
    Ok(())
}

fn container_port(
    w: &mut JsonWriter<'_>,
    x: &ContainerPort,
    shape: Shape,
) -> Result<(), WriteError> {
    let ContainerPort {
        container_port,
        host_ip,
        host_port,
        name,
        protocol,
    } = x;
    let mut o = w.open_fields();
    w.field(&mut o, "containerPort", container_port, shape)?;
    w.opt(&mut o, "hostIP", host_ip, shape)?;
    w.opt(&mut o, "hostPort", host_port, shape)?;
    w.opt(&mut o, "name", name, shape)?;
    w.opt(&mut o, "protocol", protocol, shape)?;
    w.close_fields(o);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::release::Fabric8;
    use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

    /// What the serde path writes, and what the typed writer writes, for `pod`.
    fn both(pod: &Pod, shape: Shape, pretty: bool) -> (String, String) {
        let mut serde_path = JsonWriter::new(pretty, None);
        serde_path.value(pod, shape).unwrap();
        let mut typed = JsonWriter::new(pretty, None);
        write_pod(&mut typed, pod, shape).unwrap();
        (serde_path.finish().unwrap(), typed.finish().unwrap())
    }

    /// Every field of the typed structs set, each list and map also empty, and nothing set:
    /// the typed writer writes what the serde path writes, in each release's shape, compact
    /// and indented (so no field is missing, misordered or kept where fabric8 leaves it out).
    #[test]
    fn every_field_is_written_as_the_serde_path_writes_it() {
        let full = Pod {
            metadata: ObjectMeta {
                name: Some("p".into()),
                ..Default::default()
            },
            spec: Some(full_spec()),
            status: Some(Default::default()),
        };
        let mut empty = full.clone();
        if let Some(spec) = &mut empty.spec {
            spec.containers.clear();
            spec.init_containers = Some(vec![Container {
                env: Some(vec![]),
                ports: Some(vec![]),
                volume_mounts: Some(vec![]),
                args: Some(vec![]),
                ..full_container()
            }]);
            spec.node_selector = Some(Default::default());
            spec.volumes = Some(vec![]);
        }
        let pods = [
            full,
            empty,
            Pod::default(),
            Pod {
                spec: Some(PodSpec::default()),
                ..Default::default()
            },
        ];
        for pod in &pods {
            for fabric8 in [Fabric8::V5, Fabric8::V6] {
                for pretty in [false, true] {
                    let (serde_path, typed) = both(pod, Shape::Fabric8(fabric8), pretty);
                    assert_eq!(typed, serde_path);
                }
            }
        }
        // The full pod writes every field: the serde path's text names each key it has.
        let (text, _) = both(&pods[0], Shape::Fabric8(Fabric8::V5), false);
        for key in [
            "activeDeadlineSeconds",
            "volumes",
            "args",
            "workingDir",
            "valueFrom",
            "subPathExpr",
            "hostIP",
        ] {
            assert!(text.contains(&format!("\"{key}\"")), "{key}");
        }
    }

    fn full_spec() -> PodSpec {
        PodSpec {
            active_deadline_seconds: Some(7),
            affinity: Some(Default::default()),
            automount_service_account_token: Some(true),
            containers: vec![full_container(), Container::default()],
            dns_config: Some(Default::default()),
            dns_policy: Some("dns_policy".to_string()),
            enable_service_links: Some(true),
            ephemeral_containers: Some(vec![Default::default()]),
            eviction_responders: Some(vec![Default::default()]),
            host_aliases: Some(vec![Default::default()]),
            host_ipc: Some(true),
            host_network: Some(true),
            host_pid: Some(true),
            host_users: Some(true),
            hostname: Some("hostname".to_string()),
            hostname_override: Some("hostname_override".to_string()),
            image_pull_secrets: Some(vec![Default::default()]),
            init_containers: Some(vec![full_container(), Container::default()]),
            node_name: Some("node_name".to_string()),
            node_selector: Some(std::collections::BTreeMap::from([(
                "k".to_string(),
                Default::default(),
            )])),
            os: Some(Default::default()),
            overhead: Some(std::collections::BTreeMap::from([(
                "k".to_string(),
                Default::default(),
            )])),
            preemption_policy: Some("preemption_policy".to_string()),
            priority: Some(7),
            priority_class_name: Some("priority_class_name".to_string()),
            readiness_gates: Some(vec![Default::default()]),
            resource_claims: Some(vec![Default::default()]),
            resources: Some(Default::default()),
            restart_policy: Some("restart_policy".to_string()),
            runtime_class_name: Some("runtime_class_name".to_string()),
            scheduler_name: Some("scheduler_name".to_string()),
            scheduling_gates: Some(vec![Default::default()]),
            scheduling_group: Some(Default::default()),
            security_context: Some(Default::default()),
            service_account: Some("service_account".to_string()),
            service_account_name: Some("service_account_name".to_string()),
            set_hostname_as_fqdn: Some(true),
            share_process_namespace: Some(true),
            subdomain: Some("subdomain".to_string()),
            termination_grace_period_seconds: Some(7),
            tolerations: Some(vec![Default::default()]),
            topology_spread_constraints: Some(vec![Default::default()]),
            volumes: Some(vec![Default::default()]),
        }
    }

    fn full_container() -> Container {
        Container {
            args: Some(vec!["args".to_string()]),
            command: Some(vec!["command".to_string()]),
            env: Some(vec![
                EnvVar {
                    name: "N".into(),
                    value: Some("v".into()),
                    value_from: Some(Default::default()),
                },
                EnvVar::default(),
            ]),
            env_from: Some(vec![Default::default()]),
            image: Some("image".to_string()),
            image_pull_policy: Some("image_pull_policy".to_string()),
            lifecycle: Some(Default::default()),
            liveness_probe: Some(Default::default()),
            name: "name".to_string(),
            ports: Some(vec![full_port(), ContainerPort::default()]),
            readiness_probe: Some(Default::default()),
            resize_policy: Some(vec![Default::default()]),
            resources: Some(Default::default()),
            restart_policy: Some("restart_policy".to_string()),
            restart_policy_rules: Some(vec![Default::default()]),
            security_context: Some(Default::default()),
            startup_probe: Some(Default::default()),
            stdin: Some(true),
            stdin_once: Some(true),
            termination_message_path: Some("termination_message_path".to_string()),
            termination_message_policy: Some("termination_message_policy".to_string()),
            tty: Some(true),
            volume_devices: Some(vec![Default::default()]),
            volume_mounts: Some(vec![full_mount(), VolumeMount::default()]),
            working_dir: Some("working_dir".to_string()),
        }
    }

    fn full_mount() -> VolumeMount {
        VolumeMount {
            bind_mount_options: Some(vec!["bind_mount_options".to_string()]),
            mount_path: "mount_path".to_string(),
            mount_propagation: Some("mount_propagation".to_string()),
            name: "name".to_string(),
            read_only: Some(true),
            recursive_read_only: Some("recursive_read_only".to_string()),
            sub_path: Some("sub_path".to_string()),
            sub_path_expr: Some("sub_path_expr".to_string()),
        }
    }

    fn full_port() -> ContainerPort {
        ContainerPort {
            container_port: 7,
            host_ip: Some("host_ip".to_string()),
            host_port: Some(7),
            name: Some("name".to_string()),
            protocol: Some("protocol".to_string()),
        }
    }
}
