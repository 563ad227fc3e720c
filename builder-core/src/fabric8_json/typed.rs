//! Objects written as fabric8 writes them, field by field from their k8s-openapi types: a
//! pod, its spec, its containers and their env vars (a value from a pod field too), resources,
//! mounts and ports, its `emptyDir` volumes, every object's metadata and owner references,
//! ConfigMaps, Services and their specs and ports, which are most of a document's members (the
//! rest, e.g. the other volumes and env sources, through serde). Each struct is taken apart
//! whole, so a field k8s-openapi adds does not compile until it is written here; the keys come
//! in Java `String` order (a debug build checks them, and tests hold every field to the serde
//! path's text). Why: a member through serde costs the writer a key order check and a
//! remembered member (`writer.rs`), and an object whose `apiVersion` and `kind` come first (a
//! ConfigMap's do) a re-sort. Each writer costs the playground's first load its code (the last
//! four, owner references to Service specs, 1.1 KB gzip for 7 % of a document's instructions).

use k8s_openapi::Resource;
use k8s_openapi::api::core::v1::{
    ConfigMap, Container, ContainerPort, EmptyDirVolumeSource, EnvVar, EnvVarSource,
    ObjectFieldSelector, Pod, PodSpec, ResourceRequirements, Service, ServicePort, ServiceSpec,
    Volume, VolumeMount,
};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{ObjectMeta, OwnerReference};
use sparkpods_kube::KubeObject;

use super::writer::{JsonWriter, Shape, WriteError};

/// `objects` as an array, as `JsonWriter::value` writes them.
pub(crate) fn write_objects(
    w: &mut JsonWriter<'_>,
    objects: &[KubeObject],
    shape: Shape,
) -> Result<(), WriteError> {
    w.array(objects, |w, object| write_object(w, object, shape))
}

/// One object: a ConfigMap and a Service field by field, the others through serde.
pub(crate) fn write_object(
    w: &mut JsonWriter<'_>,
    object: &KubeObject,
    shape: Shape,
) -> Result<(), WriteError> {
    match object {
        KubeObject::ConfigMap(cm) => write_config_map(w, cm, shape),
        KubeObject::Service(service) => write_service(w, service, shape),
        other => w.value(other, shape),
    }
}

/// A Service: its metadata and spec field by field, its status through serde.
fn write_service(w: &mut JsonWriter<'_>, x: &Service, shape: Shape) -> Result<(), WriteError> {
    let Service {
        metadata,
        spec,
        status,
    } = x;
    let mut o = w.open_fields();
    w.field(&mut o, "apiVersion", Service::API_VERSION, shape)?;
    w.field(&mut o, "kind", Service::KIND, shape)?;
    w.field_with(&mut o, "metadata", shape, |w| {
        object_meta(w, metadata, shape)
    })?;
    if let Some(spec) = spec {
        w.field_with(&mut o, "spec", shape, |w| service_spec(w, spec, shape))?;
    }
    w.opt(&mut o, "status", status, shape)?;
    w.close_fields(o);
    Ok(())
}

/// A Service's spec: its ports field by field, its session affinity through serde.
fn service_spec(w: &mut JsonWriter<'_>, x: &ServiceSpec, shape: Shape) -> Result<(), WriteError> {
    let ServiceSpec {
        allocate_load_balancer_node_ports,
        cluster_ip,
        cluster_ips,
        external_ips,
        external_name,
        external_traffic_policy,
        health_check_node_port,
        internal_traffic_policy,
        ip_families,
        ip_family_policy,
        load_balancer_class,
        load_balancer_ip,
        load_balancer_source_ranges,
        ports,
        publish_not_ready_addresses,
        selector,
        session_affinity,
        session_affinity_config,
        traffic_distribution,
        type_,
    } = x;
    let mut o = w.open_fields();
    w.opt(
        &mut o,
        "allocateLoadBalancerNodePorts",
        allocate_load_balancer_node_ports,
        shape,
    )?;
    w.opt(&mut o, "clusterIP", cluster_ip, shape)?;
    w.opt(&mut o, "clusterIPs", cluster_ips, shape)?;
    w.opt(&mut o, "externalIPs", external_ips, shape)?;
    w.opt(&mut o, "externalName", external_name, shape)?;
    w.opt(
        &mut o,
        "externalTrafficPolicy",
        external_traffic_policy,
        shape,
    )?;
    w.opt(&mut o, "healthCheckNodePort", health_check_node_port, shape)?;
    w.opt(
        &mut o,
        "internalTrafficPolicy",
        internal_traffic_policy,
        shape,
    )?;
    w.opt(&mut o, "ipFamilies", ip_families, shape)?;
    w.opt(&mut o, "ipFamilyPolicy", ip_family_policy, shape)?;
    w.opt(&mut o, "loadBalancerClass", load_balancer_class, shape)?;
    w.opt(&mut o, "loadBalancerIP", load_balancer_ip, shape)?;
    w.opt(
        &mut o,
        "loadBalancerSourceRanges",
        load_balancer_source_ranges,
        shape,
    )?;
    if let Some(v) = ports {
        w.field_with(&mut o, "ports", shape, |w| {
            w.array(v, |w, x| service_port(w, x, shape))
        })?;
    }
    w.opt(
        &mut o,
        "publishNotReadyAddresses",
        publish_not_ready_addresses,
        shape,
    )?;
    if let Some(selector) = selector {
        w.field_with(&mut o, "selector", shape, |w| w.string_map(selector, shape))?;
    }
    w.opt(&mut o, "sessionAffinity", session_affinity, shape)?;
    w.opt(
        &mut o,
        "sessionAffinityConfig",
        session_affinity_config,
        shape,
    )?;
    w.opt(&mut o, "trafficDistribution", traffic_distribution, shape)?;
    w.opt(&mut o, "type", type_, shape)?;
    w.close_fields(o);
    Ok(())
}

fn service_port(w: &mut JsonWriter<'_>, x: &ServicePort, shape: Shape) -> Result<(), WriteError> {
    let ServicePort {
        app_protocol,
        name,
        node_port,
        port,
        protocol,
        target_port,
    } = x;
    let mut o = w.open_fields();
    w.opt(&mut o, "appProtocol", app_protocol, shape)?;
    w.opt(&mut o, "name", name, shape)?;
    w.opt(&mut o, "nodePort", node_port, shape)?;
    w.field(&mut o, "port", port, shape)?;
    w.opt(&mut o, "protocol", protocol, shape)?;
    w.opt(&mut o, "targetPort", target_port, shape)?;
    w.close_fields(o);
    Ok(())
}

/// A ConfigMap: `apiVersion` and `kind` in their place in Java order (k8s-openapi writes them
/// first, which the serde path re-sorts).
pub(crate) fn write_config_map(
    w: &mut JsonWriter<'_>,
    x: &ConfigMap,
    shape: Shape,
) -> Result<(), WriteError> {
    let ConfigMap {
        binary_data,
        data,
        immutable,
        metadata,
    } = x;
    let mut o = w.open_fields();
    w.field(&mut o, "apiVersion", ConfigMap::API_VERSION, shape)?;
    w.opt(&mut o, "binaryData", binary_data, shape)?;
    if let Some(data) = data {
        w.field_with(&mut o, "data", shape, |w| w.string_map(data, shape))?;
    }
    w.opt(&mut o, "immutable", immutable, shape)?;
    w.field(&mut o, "kind", ConfigMap::KIND, shape)?;
    w.field_with(&mut o, "metadata", shape, |w| {
        object_meta(w, metadata, shape)
    })?;
    w.close_fields(o);
    Ok(())
}

/// An object's metadata.
fn object_meta(w: &mut JsonWriter<'_>, x: &ObjectMeta, shape: Shape) -> Result<(), WriteError> {
    let ObjectMeta {
        annotations,
        creation_timestamp,
        deletion_grace_period_seconds,
        deletion_timestamp,
        finalizers,
        generate_name,
        generation,
        labels,
        managed_fields,
        name,
        namespace,
        owner_references,
        resource_version,
        self_link,
        uid,
    } = x;
    let mut o = w.open_fields();
    if let Some(annotations) = annotations {
        w.field_with(&mut o, "annotations", shape, |w| {
            w.string_map(annotations, shape)
        })?;
    }
    w.opt(&mut o, "creationTimestamp", creation_timestamp, shape)?;
    w.opt(
        &mut o,
        "deletionGracePeriodSeconds",
        deletion_grace_period_seconds,
        shape,
    )?;
    w.opt(&mut o, "deletionTimestamp", deletion_timestamp, shape)?;
    w.opt(&mut o, "finalizers", finalizers, shape)?;
    w.opt(&mut o, "generateName", generate_name, shape)?;
    w.opt(&mut o, "generation", generation, shape)?;
    if let Some(labels) = labels {
        w.field_with(&mut o, "labels", shape, |w| w.string_map(labels, shape))?;
    }
    w.opt(&mut o, "managedFields", managed_fields, shape)?;
    w.opt(&mut o, "name", name, shape)?;
    w.opt(&mut o, "namespace", namespace, shape)?;
    if let Some(v) = owner_references {
        w.field_with(&mut o, "ownerReferences", shape, |w| {
            w.array(v, |w, x| owner_reference(w, x, shape))
        })?;
    }
    w.opt(&mut o, "resourceVersion", resource_version, shape)?;
    w.opt(&mut o, "selfLink", self_link, shape)?;
    w.opt(&mut o, "uid", uid, shape)?;
    w.close_fields(o);
    Ok(())
}

/// An owner reference (a driver's, on each object it owns).
fn owner_reference(
    w: &mut JsonWriter<'_>,
    x: &OwnerReference,
    shape: Shape,
) -> Result<(), WriteError> {
    let OwnerReference {
        api_version,
        block_owner_deletion,
        controller,
        kind,
        name,
        uid,
    } = x;
    let mut o = w.open_fields();
    w.field(&mut o, "apiVersion", api_version, shape)?;
    w.opt(&mut o, "blockOwnerDeletion", block_owner_deletion, shape)?;
    w.opt(&mut o, "controller", controller, shape)?;
    w.field(&mut o, "kind", kind, shape)?;
    w.field(&mut o, "name", name, shape)?;
    w.field(&mut o, "uid", uid, shape)?;
    w.close_fields(o);
    Ok(())
}

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
    w.field_with(&mut o, "metadata", shape, |w| {
        object_meta(w, metadata, shape)
    })?;
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
    if let Some(v) = volumes {
        w.field_with(&mut o, "volumes", shape, |w| {
            w.array(v, |w, x| volume(w, x, shape))
        })?;
    }
    w.close_fields(o);
    Ok(())
}

/// A volume. An `emptyDir` one (Spark's local dirs, most users' volumes; thousands in a large
/// conf) field by field; any other through serde: a writer for every source type cost the
/// playground's first load 2.1 KB (gzip), for volumes a conf rarely has many of.
fn volume(w: &mut JsonWriter<'_>, x: &Volume, shape: Shape) -> Result<(), WriteError> {
    let Volume {
        aws_elastic_block_store: None,
        azure_disk: None,
        azure_file: None,
        cephfs: None,
        cinder: None,
        config_map: None,
        csi: None,
        downward_api: None,
        empty_dir: Some(empty_dir),
        ephemeral: None,
        fc: None,
        flex_volume: None,
        flocker: None,
        gce_persistent_disk: None,
        git_repo: None,
        glusterfs: None,
        host_path: None,
        image: None,
        iscsi: None,
        name,
        nfs: None,
        persistent_volume_claim: None,
        photon_persistent_disk: None,
        portworx_volume: None,
        projected: None,
        quobyte: None,
        rbd: None,
        scale_io: None,
        secret: None,
        storageos: None,
        vsphere_volume: None,
    } = x
    else {
        return w.value(x, shape);
    };
    let mut o = w.open_fields();
    w.field_with(&mut o, "emptyDir", shape, |w| {
        empty_dir_source(w, empty_dir, shape)
    })?;
    w.field(&mut o, "name", name, shape)?;
    w.close_fields(o);
    Ok(())
}

fn empty_dir_source(
    w: &mut JsonWriter<'_>,
    x: &EmptyDirVolumeSource,
    shape: Shape,
) -> Result<(), WriteError> {
    let EmptyDirVolumeSource {
        medium,
        mode,
        size_limit,
    } = x;
    let mut o = w.open_fields();
    w.opt(&mut o, "medium", medium, shape)?;
    w.opt(&mut o, "mode", mode, shape)?;
    w.opt(&mut o, "sizeLimit", size_limit, shape)?;
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
    if let Some(resources) = resources {
        w.field_with(&mut o, "resources", shape, |w| {
            resource_requirements(w, resources, shape)
        })?;
    }
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
    if let Some(source) = value_from {
        w.field_with(&mut o, "valueFrom", shape, |w| {
            env_var_source(w, source, shape)
        })?;
    }
    w.close_fields(o);
    Ok(())
}

/// Where an env var's value comes from: a field of the pod (Spark's pod IP and name, on every
/// executor) field by field; any other source (a user's secrets and config maps) through
/// serde, which keeps their writers out of the playground's first load.
fn env_var_source(
    w: &mut JsonWriter<'_>,
    x: &EnvVarSource,
    shape: Shape,
) -> Result<(), WriteError> {
    let EnvVarSource {
        config_map_key_ref: None,
        field_ref: Some(field_ref),
        file_key_ref: None,
        resource_field_ref: None,
        secret_key_ref: None,
    } = x
    else {
        return w.value(x, shape);
    };
    let ObjectFieldSelector {
        api_version,
        field_path,
    } = field_ref;
    let mut o = w.open_fields();
    w.field_with(&mut o, "fieldRef", shape, |w| {
        let mut o = w.open_fields();
        w.opt(&mut o, "apiVersion", api_version, shape)?;
        w.field(&mut o, "fieldPath", field_path, shape)?;
        w.close_fields(o);
        Ok(())
    })?;
    w.close_fields(o);
    Ok(())
}

/// A container's resources: its limits and requests as maps of quantities, its claims through
/// serde.
fn resource_requirements(
    w: &mut JsonWriter<'_>,
    x: &ResourceRequirements,
    shape: Shape,
) -> Result<(), WriteError> {
    let ResourceRequirements {
        claims,
        limits,
        requests,
    } = x;
    let mut o = w.open_fields();
    w.opt(&mut o, "claims", claims, shape)?;
    if let Some(limits) = limits {
        w.field_with(&mut o, "limits", shape, |w| w.string_map(limits, shape))?;
    }
    if let Some(requests) = requests {
        w.field_with(&mut o, "requests", shape, |w| w.string_map(requests, shape))?;
    }
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

    /// Objects through [`write_objects`] and through serde.
    fn both_objects(objects: &[KubeObject], shape: Shape, pretty: bool) -> (String, String) {
        let mut serde_path = JsonWriter::new(pretty, None);
        serde_path.value(objects, shape).unwrap();
        let mut typed = JsonWriter::new(pretty, None);
        write_objects(&mut typed, objects, shape).unwrap();
        (serde_path.finish().unwrap(), typed.finish().unwrap())
    }

    /// A ConfigMap and its metadata with every field set, with maps empty, and with keys that
    /// need escapes or are not ASCII (Java orders a character beyond the BMP before U+FFFD,
    /// where a map's byte order puts it after), next to a Service: written as serde writes
    /// them, in each release's shape, compact and indented.
    #[test]
    fn config_maps_and_metadata_are_written_as_the_serde_path_writes_them() {
        let map = |pairs: &[(&str, &str)]| {
            Some(
                pairs
                    .iter()
                    .map(|(k, v)| (k.to_string(), v.to_string()))
                    .collect::<std::collections::BTreeMap<_, _>>(),
            )
        };
        let full_meta = ObjectMeta {
            annotations: map(&[("b", "1"), ("a\"q", "2\n")]),
            creation_timestamp: Some(Default::default()),
            deletion_grace_period_seconds: Some(7),
            deletion_timestamp: Some(Default::default()),
            finalizers: Some(vec!["f".into()]),
            generate_name: Some("g".into()),
            generation: Some(7),
            labels: map(&[("app", "x"), ("\u{fffd}", "1"), ("\u{1f600}", "2")]),
            managed_fields: Some(vec![Default::default()]),
            name: Some("n".into()),
            namespace: Some("ns".into()),
            owner_references: Some(vec![
                OwnerReference {
                    api_version: "v1".into(),
                    block_owner_deletion: Some(true),
                    controller: Some(false),
                    kind: "Pod".into(),
                    name: "driver".into(),
                    uid: "u".into(),
                },
                Default::default(),
            ]),
            resource_version: Some("1".into()),
            self_link: Some("s".into()),
            uid: Some("u".into()),
        };
        let full = ConfigMap {
            binary_data: Some(std::collections::BTreeMap::from([(
                "b".to_string(),
                Default::default(),
            )])),
            data: map(&[("spark.properties", "a=1\n#x"), ("z", ""), ("Z", "")]),
            immutable: Some(true),
            metadata: full_meta,
        };
        let empty = ConfigMap {
            binary_data: Some(Default::default()),
            data: map(&[]),
            metadata: ObjectMeta {
                labels: map(&[]),
                annotations: map(&[]),
                ..Default::default()
            },
            ..Default::default()
        };
        let objects = [
            KubeObject::ConfigMap(full),
            KubeObject::ConfigMap(empty),
            KubeObject::ConfigMap(ConfigMap::default()),
            KubeObject::Service(Default::default()),
            KubeObject::Service(Service {
                metadata: ObjectMeta {
                    name: Some("svc".into()),
                    labels: map(&[("a", "b")]),
                    ..Default::default()
                },
                spec: Some(Default::default()),
                status: Some(Default::default()),
            }),
            KubeObject::Service(Service {
                spec: Some(full_service_spec()),
                ..Default::default()
            }),
            KubeObject::Service(Service {
                spec: Some(ServiceSpec {
                    cluster_ips: Some(vec![]),
                    ports: Some(vec![]),
                    selector: map(&[]),
                    ..Default::default()
                }),
                ..Default::default()
            }),
        ];
        for fabric8 in [Fabric8::V5, Fabric8::V6] {
            for pretty in [false, true] {
                let (serde_path, typed) = both_objects(&objects, Shape::Fabric8(fabric8), pretty);
                assert_eq!(typed, serde_path);
            }
        }
        // The full objects write every field: the serde path's text names each key they have.
        let (text, _) = both_objects(&objects, Shape::Fabric8(Fabric8::V5), false);
        for key in [
            "blockOwnerDeletion",
            "allocateLoadBalancerNodePorts",
            "clusterIPs",
            "appProtocol",
            "targetPort",
            "selector",
            "sessionAffinityConfig",
            "type",
        ] {
            assert!(text.contains(&format!("\"{key}\"")), "{key}");
        }
    }

    fn full_service_spec() -> ServiceSpec {
        let list = |s: &str| Some(vec![s.to_string()]);
        ServiceSpec {
            allocate_load_balancer_node_ports: Some(true),
            cluster_ip: Some("None".into()),
            cluster_ips: list("10.0.0.1"),
            external_ips: list("1.2.3.4"),
            external_name: Some("external_name".into()),
            external_traffic_policy: Some("Local".into()),
            health_check_node_port: Some(7),
            internal_traffic_policy: Some("Cluster".into()),
            ip_families: list("IPv4"),
            ip_family_policy: Some("SingleStack".into()),
            load_balancer_class: Some("load_balancer_class".into()),
            load_balancer_ip: Some("1.2.3.5".into()),
            load_balancer_source_ranges: list("0.0.0.0/0"),
            ports: Some(vec![
                ServicePort {
                    app_protocol: Some("http".into()),
                    name: Some("driver-rpc-port".into()),
                    node_port: Some(30000),
                    port: 7078,
                    protocol: Some("TCP".into()),
                    target_port: Some(
                        k8s_openapi::apimachinery::pkg::util::intstr::IntOrString::Int(7078),
                    ),
                },
                ServicePort {
                    target_port: Some(
                        k8s_openapi::apimachinery::pkg::util::intstr::IntOrString::String(
                            "ui".into(),
                        ),
                    ),
                    ..Default::default()
                },
                ServicePort::default(),
            ]),
            publish_not_ready_addresses: Some(false),
            selector: Some(std::collections::BTreeMap::from([
                ("spark-role".to_string(), "driver".to_string()),
                ("\u{1f600}".to_string(), "x".to_string()),
                ("\u{fffd}".to_string(), "y".to_string()),
            ])),
            session_affinity: Some("None".into()),
            session_affinity_config: Some(Default::default()),
            traffic_distribution: Some("PreferClose".into()),
            type_: Some("ClusterIP".into()),
        }
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
                resources: Some(ResourceRequirements {
                    claims: Some(vec![]),
                    limits: Some(Default::default()),
                    requests: Some(Default::default()),
                }),
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
            "emptyDir",
            "sizeLimit",
            "hostPath",
            "secret",
            "configMapKeyRef",
            "fieldRef",
            "fieldPath",
            "fileKeyRef",
            "resourceFieldRef",
            "secretKeyRef",
            "claims",
            "limits",
            "requests",
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
            volumes: Some(volumes()),
        }
    }

    /// The volumes the typed writer writes (an `emptyDir` one: every field set, none, an empty
    /// medium as Spark's user volumes have) and those it leaves to serde (another source, two
    /// sources, none).
    fn volumes() -> Vec<Volume> {
        let empty_dir = |name: &str, source: EmptyDirVolumeSource| Volume {
            name: name.into(),
            empty_dir: Some(Box::new(source)),
            ..Default::default()
        };
        vec![
            empty_dir(
                "every-field",
                EmptyDirVolumeSource {
                    medium: Some("Memory".into()),
                    mode: Some(7),
                    size_limit: Some(k8s_openapi::apimachinery::pkg::api::resource::Quantity(
                        "1Gi".into(),
                    )),
                },
            ),
            empty_dir("spark-local-dir-1", EmptyDirVolumeSource::default()),
            empty_dir(
                "scratch",
                EmptyDirVolumeSource {
                    medium: Some(String::new()),
                    ..Default::default()
                },
            ),
            Volume {
                host_path: Some(Default::default()),
                ..empty_dir("two-sources", EmptyDirVolumeSource::default())
            },
            Volume {
                name: "secret".into(),
                secret: Some(Default::default()),
                ..Default::default()
            },
            Volume::default(),
        ]
    }

    fn full_container() -> Container {
        Container {
            args: Some(vec!["args".to_string()]),
            command: Some(vec!["command".to_string()]),
            env: Some(vec![
                EnvVar {
                    name: "N".into(),
                    value: Some("v".into()),
                    value_from: Some(Box::new(EnvVarSource {
                        config_map_key_ref: Some(Default::default()),
                        field_ref: Some(ObjectFieldSelector {
                            api_version: Some("v1".into()),
                            field_path: "status.podIP".into(),
                        }),
                        file_key_ref: Some(Default::default()),
                        resource_field_ref: Some(Default::default()),
                        secret_key_ref: Some(Default::default()),
                    })),
                },
                EnvVar {
                    name: "SPARK_EXECUTOR_POD_NAME".into(),
                    value_from: Some(Box::new(EnvVarSource {
                        field_ref: Some(Default::default()),
                        ..Default::default()
                    })),
                    ..Default::default()
                },
                EnvVar {
                    value_from: Some(Default::default()),
                    ..Default::default()
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
            resources: Some(ResourceRequirements {
                claims: Some(vec![Default::default()]),
                limits: Some(std::collections::BTreeMap::from([(
                    "memory".to_string(),
                    k8s_openapi::apimachinery::pkg::api::resource::Quantity("4505Mi".into()),
                )])),
                requests: Some(std::collections::BTreeMap::from([
                    (
                        "cpu".to_string(),
                        k8s_openapi::apimachinery::pkg::api::resource::Quantity("1".into()),
                    ),
                    (
                        "nvidia.com/gpu".to_string(),
                        k8s_openapi::apimachinery::pkg::api::resource::Quantity("2".into()),
                    ),
                ])),
            }),
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
