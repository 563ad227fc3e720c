//! What `check --app` reports about a `SparkApplication` besides its conf: values a later
//! field overrides (spark-submit keeps the last `--conf` of a key), keys the operator's
//! validating webhook rejects, fields that reach the pods only through its pod webhook, and
//! its defaulting webhook's dynamic-allocation trap. Each finding names the resource field.

use std::collections::BTreeMap;

use super::submission::{BY_THE_OPERATOR, Submitted};
use super::without_webhook::without_webhook;
use super::{OperatorSubmission, Options};
pub use crate::Finding;
use builder_core::registry as keys;

/// The sparkConf keys the operator's validating webhook rejects (v2.5.2
/// `sparkconf_validator.go`), with its reason.
const DENIED_KEYS: &[(&str, &str)] = &[
    (
        "spark.kubernetes.authenticate.driver.serviceAccountName",
        "configure the service account via the CRD spec instead (spec.driver.serviceAccount)",
    ),
    (
        "spark.kubernetes.authenticate.executor.serviceAccountName",
        "configure the service account via the CRD spec instead (spec.executor.serviceAccount)",
    ),
    (
        "spark.kubernetes.authenticate.oauthTokenFile",
        "authentication credentials are managed by the operator",
    ),
    (
        "spark.kubernetes.authenticate.oauthToken",
        "authentication credentials are managed by the operator",
    ),
    (
        "spark.kubernetes.authenticate.driver.oauthTokenFile",
        "authentication credentials are managed by the operator",
    ),
    (
        "spark.kubernetes.authenticate.driver.oauthToken",
        "authentication credentials are managed by the operator",
    ),
    (
        "spark.kubernetes.authenticate.executor.oauthTokenFile",
        "authentication credentials are managed by the operator",
    ),
    (
        "spark.kubernetes.authenticate.executor.oauthToken",
        "authentication credentials are managed by the operator",
    ),
    ("spark.master", "this value is managed by the operator"),
    (
        "spark.kubernetes.driver.master",
        "this value is managed by the operator",
    ),
    (
        "spark.kubernetes.container.image",
        "use the image field on the CRD instead (spec.image)",
    ),
    (
        "spark.kubernetes.driver.container.image",
        "use the image field on the CRD instead (spec.driver.image)",
    ),
    (
        "spark.kubernetes.executor.container.image",
        "use the image field on the CRD instead (spec.executor.image)",
    ),
];

/// The findings about `sub`, made with `options`.
pub fn check(sub: &OperatorSubmission, options: &Options) -> Vec<Finding> {
    let mut out = Vec::new();
    for role in ["driver", "executor"] {
        let spec = if role == "driver" {
            &sub.app.spec.driver
        } else {
            &sub.app.spec.executor
        };
        if let Some(t) = &spec.template {
            out.extend(crate::fields::template_findings(
                &format!("spec.{role}.template"),
                t,
            ));
        }
    }
    if options.webhook && options.release.denies_operator_keys {
        denied_keys(sub, &mut out);
    }
    if let Some(v) = sub.app.spec.spark_version.as_deref() {
        out.extend(crate::unmodelled_spark_version(v, sub.image_release));
    }
    overridden(&sub.submit.sources, &mut out);
    driver_pod_name_in_conf(sub, &mut out);
    webhook_fields(sub, options, &mut out);
    if options.webhook {
        lowercase_dynamic_allocation(sub, &mut out);
    }
    // A run's fields are under the ScheduledSparkApplication's `spec.template`.
    if sub.app.scheduled.is_some() {
        for f in out
            .iter_mut()
            .filter(|f| !f.field.starts_with("spec.template"))
        {
            f.field = super::resource::under_template(&f.field);
        }
    }
    // Unknown fields carry the resource's own paths already.
    let mut all = Vec::new();
    unknown_fields(sub, &mut all);
    all.extend(out);
    all
}

fn unknown_fields(sub: &OperatorSubmission, out: &mut Vec<Finding>) {
    for f in &sub.app.unknown_fields {
        let (parent, name) = f.path.rsplit_once('.').unwrap_or(("the resource", &f.path));
        out.push(Finding {
            severity: crate::rules::UNKNOWN_FIELD.severity,
            rule: &crate::rules::UNKNOWN_FIELD,
            field: f.path.clone(),
            message: format!(
                "`{name}` is not a field of {parent}: kubectl refuses the resource, or with validation off the API server drops the field and it never takes effect"
            ),
            hint: f.suggestion.map(|s| format!("did you mean `{s}`?")),
        });
    }
}

fn denied_keys(sub: &OperatorSubmission, out: &mut Vec<Finding>) {
    for (key, value) in &sub.app.spec.spark_conf {
        let why = DENIED_KEYS
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, why)| why.to_string())
            .or_else(|| {
                (key == keys::NAMESPACE.key && *value != sub.app.namespace)
                    .then(|| "must equal the application namespace".to_string())
            });
        if let Some(why) = why {
            out.push(Finding {
                severity: crate::rules::OPERATOR_DENIED_KEY.severity,
                rule: &crate::rules::OPERATOR_DENIED_KEY,
                field: format!("spec.sparkConf.{key}"),
                message: format!(
                    "the operator's webhook rejects the resource: sparkConf key \"{key}\" is not allowed: {why}"
                ),
                hint: Some("remove it from sparkConf".to_string()),
            });
        }
    }
}

/// Every submitted value that a later one of the same key replaces.
fn overridden(sources: &[Submitted], out: &mut Vec<Finding>) {
    let mut last: BTreeMap<&str, &Submitted> = BTreeMap::new();
    for s in sources.iter().filter(|s| !s.key.starts_with("--")) {
        last.insert(s.key.as_str(), s);
    }
    for s in sources.iter().filter(|s| !s.key.starts_with("--")) {
        let Some(winner) = last.get(s.key.as_str()) else {
            continue;
        };
        if std::ptr::eq(*winner, s) || winner.value == s.value {
            continue;
        }
        let hint = if winner.field == BY_THE_OPERATOR {
            match s.key.contains("podTemplate") {
                true => "the operator writes a pod template of its own (since v2.4.0): put the template in spec.driver.template / spec.executor.template".to_string(),
                false => "the operator sets this key itself: remove it".to_string(),
            }
        } else {
            format!("set it in one place: {}", winner.field)
        };
        out.push(Finding {
            severity: crate::rules::OVERRIDDEN.severity,
            rule: &crate::rules::OVERRIDDEN,
            field: s.field.clone(),
            message: format!(
                "`{}={}` does not reach Spark: {} sets `{}` later in the operator's spark-submit, and the last one wins",
                s.key, s.value, winner.field, winner.value
            ),
            hint: Some(hint),
        });
    }
}

fn driver_pod_name_in_conf(sub: &OperatorSubmission, out: &mut Vec<Finding>) {
    let key = keys::DRIVER_POD_NAME.key;
    if sub.app.spec.spark_conf.iter().any(|(k, _)| k == key) {
        out.push(Finding {
            severity: crate::rules::DRIVER_POD_NAME.severity,
            rule: &crate::rules::DRIVER_POD_NAME,
            field: format!("spec.sparkConf.{key}"),
            message: format!(
                "the operator does not pass `{key}` on as written: it names the driver itself (from spec.driver.podName, else this key, else <name>-driver)"
            ),
            hint: Some("set spec.driver.podName instead".to_string()),
        });
    }
}

fn webhook_fields(sub: &OperatorSubmission, options: &Options, out: &mut Vec<Finding>) {
    // Each field only the pod webhook applies: with the webhook off it never reaches the pods;
    // with it on, the pods depend on a webhook that is skipped without a word when unreachable.
    for field in &sub.app.webhook_fields {
        let how = without_webhook(field, options.release);
        let (rule, message) = if options.webhook {
            (
                &crate::rules::WEBHOOK_ONLY,
                "reaches the pods only through the operator's pod webhook: when the webhook is \
                 unreachable, the pods are created without it",
            )
        } else {
            (
                &crate::rules::WEBHOOK_FIELD,
                "does not reach the pods: only the operator's pod webhook applies this field, and \
                 the webhook is off",
            )
        };
        out.push(Finding {
            severity: rule.severity,
            rule,
            field: field.clone(),
            message: message.to_string(),
            hint: Some(format!("without the webhook: {how}")),
        });
    }
    if options.webhook {
        return;
    }
    // The submission still adds the agent; only the webhook mounts what it reads.
    if sub
        .app
        .spec
        .monitoring
        .as_ref()
        .is_some_and(super::prometheus::mounts_prometheus_config)
    {
        out.push(Finding {
            severity: crate::rules::WEBHOOK_METRICS_CONFIG.severity,
            rule: &crate::rules::WEBHOOK_METRICS_CONFIG,
            field: "spec.monitoring".to_string(),
            message: "the operator adds the JMX exporter agent to the Java options, but only its pod webhook mounts the configuration the agent reads (/etc/metrics/conf): without the webhook the JVM cannot start the agent".to_string(),
            hint: Some("enable the webhook, or set both metricsPropertiesFile and prometheus.configFile to files in the image".to_string()),
        });
    }
}

/// Dynamic allocation switched on in sparkConf under Spark's spelling: the operator's
/// defaulting webhook does not see it and defaults `executor.instances` to 1.
fn lowercase_dynamic_allocation(sub: &OperatorSubmission, out: &mut Vec<Finding>) {
    let key = keys::DYN_ALLOC_ENABLED.key;
    let enabled = sub
        .app
        .spec
        .spark_conf
        .iter()
        .any(|(k, v)| k == key && v.trim().eq_ignore_ascii_case("true"));
    let defaulted = sub.defaulted.contains(&"spec.executor.instances");
    if enabled && sub.app.spec.dynamic_allocation.is_none() && defaulted {
        out.push(Finding {
            severity: crate::rules::OPERATOR_DEFAULTS_INSTANCES.severity,
            rule: &crate::rules::OPERATOR_DEFAULTS_INSTANCES,
            field: format!("spec.sparkConf.{key}"),
            message: "the operator's defaulting webhook looks for `spark.dynamicallocation.enabled` (lower case), does not see this key and sets spec.executor.instances to 1".to_string(),
            hint: Some("enable dynamic allocation with spec.dynamicAllocation.enabled: true".to_string()),
        });
    }
}
