//! How each field only the kubeflow operator's pod webhook applies can reach the pods without
//! it: the webhook is skipped silently when it is unreachable (a service mesh, an expired
//! certificate, `failurePolicy: Ignore`), and what it would have set never arrives. Most pod
//! fields go into a pod template (`spec.<role>.template`, which the operator submits from
//! v2.1.0); some have a Spark conf key; a memory limit above the request has no other way.

use builder_core::registry as keys;

use super::release::{LaterField, OperatorRelease};

/// A role's field, its role and its name (`spec.driver.tolerations` → driver, tolerations).
fn role_field(field: &str) -> Option<(&str, &str)> {
    let rest = field.strip_prefix("spec.")?;
    let (role, name) = rest.split_once('.')?;
    matches!(role, "driver" | "executor").then_some((role, name))
}

/// Where a pod template says it: the pod's field, or the Spark container's.
fn template_place(role: &str, name: &str) -> Option<String> {
    let container = format!("containers[name: spark-kubernetes-{role}]",);
    Some(match name {
        "affinity"
        | "tolerations"
        | "schedulerName"
        | "hostNetwork"
        | "dnsConfig"
        | "terminationGracePeriodSeconds"
        | "hostAliases"
        | "shareProcessNamespace"
        | "initContainers"
        | "priorityClassName" => format!("spec.{name}"),
        "podSecurityContext" => "spec.securityContext".to_string(),
        "sidecars" => "spec.containers (beside Spark's)".to_string(),
        "securityContext" | "lifecycle" | "ports" | "envFrom" => {
            format!("spec.{container}.{name}")
        }
        "configMaps" => format!("spec.volumes and spec.{container}.volumeMounts"),
        _ => return None,
    })
}

/// In a sentence: how `field` reaches the pods without the webhook, for the operator
/// `release` (whose CRD may not have `template` yet).
pub fn without_webhook(field: &str, release: &OperatorRelease) -> String {
    // A ScheduledSparkApplication's fields are its template's.
    if let Some(rest) = field.strip_prefix("spec.template.") {
        return without_webhook(&format!("spec.{rest}"), release)
            .replace("spec.driver.", "spec.template.driver.")
            .replace("spec.executor.", "spec.template.executor.")
            .replace("spec.<role>.", "spec.template.<role>.");
    }
    let has_template = release.undeclared().all(|f| f != LaterField::Template);
    let via_template = |role: &str, place: &str| {
        if has_template {
            format!("write it in the pod template: spec.{role}.template.{place}")
        } else {
            format!(
                "write it in a pod template file in the image, named by spec.sparkConf \
                 {} ({} has no spec.{role}.template)",
                if role == "driver" {
                    keys::DRIVER_POD_TEMPLATE_FILE.key
                } else {
                    keys::EXECUTOR_POD_TEMPLATE_FILE.key
                },
                release.version
            )
        }
    };
    if let Some((role, name)) = role_field(field) {
        let role_key = |driver: &str, executor: &str| {
            if role == "driver" {
                driver.to_string()
            } else {
                executor.to_string()
            }
        };
        return match name {
            "env" => format!(
                "set each plain value as spec.sparkConf {}<NAME>; one from a Secret or ConfigMap \
                 (valueFrom): {}",
                role_key(keys::DRIVER_ENV.key, keys::EXECUTOR_ENV.key),
                via_template(
                    role,
                    &format!("spec.containers[name: spark-kubernetes-{role}].env")
                )
            ),
            "nodeSelector" => format!(
                "set spec.sparkConf spark.kubernetes.{role}.node.selector.<label> (Spark 3.3+), or \
                 spark.kubernetes.node.selector.<label> for both roles"
            ),
            "gpu" => format!(
                "set spec.sparkConf spark.{role}.resource.gpu.amount and \
                 spark.{role}.resource.gpu.vendor (nvidia.com)"
            ),
            mount if mount.starts_with("volumeMounts[") => format!(
                "for a hostPath, emptyDir, persistentVolumeClaim or nfs volume, spec.sparkConf \
                 spark.kubernetes.{role}.volumes.<type>.<volume name>.mount.path and .options.*; \
                 any other: {}",
                via_template(role, "spec.volumes with the Spark container's volumeMounts")
            ),
            "memoryLimit" => format!(
                "none: Spark sets the container's memory limit to its request; raise \
                 spec.{role}.memoryOverhead instead (request and limit grow together)"
            ),
            other => match template_place(role, other) {
                Some(place) => via_template(role, &place),
                None => format!("no other way known to sparkpods for spec.{role}.{other}"),
            },
        };
    }
    match field {
        "spec.hadoopConfigMap" => format!(
            "set spec.sparkConf {} to the ConfigMap's name",
            keys::HADOOP_CONFIG_MAP_NAME.key
        ),
        "spec.sparkConfigMap" => via_template(
            "<role>",
            "spec.volumes (the ConfigMap) with a volumeMount and a SPARK_CONF_DIR env var of the Spark container",
        ),
        "spec.monitoring" => format!(
            "set metricsPropertiesFile and prometheus.configFile to files in the image (the agent \
             reads them there, nothing needs mounting), and the exporter's port as a container port \
             in the pod template ({})",
            if has_template {
                "spec.<role>.template"
            } else {
                "a pod template file in the image"
            }
        ),
        "spec.batchScheduler" => format!(
            "set spec.sparkConf {} (Spark 3.3+)",
            keys::SCHEDULER_NAME.key
        ),
        other => format!("no other way known to sparkpods for {other}"),
    }
}
