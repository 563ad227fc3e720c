//! Prometheus monitoring (`spec.monitoring.prometheus`; the operator's
//! `configPrometheusMonitoring`, `monitoring_config.go`): what it changes in the submission, and
//! the ConfigMap its pod webhook mounts.

use builder_core::Role;

use super::resource::{Monitoring, SparkApplication};

/// Where the operator's pod webhook mounts the Prometheus ConfigMap.
pub(super) const PROMETHEUS_CONFIG_DIR: &str = "/etc/metrics/conf";
/// The JMX exporter's port unless `spec.monitoring.prometheus.port` says otherwise.
pub(super) const DEFAULT_PROMETHEUS_PORT: i64 = 8090;
/// The pod annotations of a role whose metrics are exposed.
pub(super) const PROMETHEUS_ANNOTATIONS: [&str; 3] = [
    "prometheus.io/scrape",
    "prometheus.io/port",
    "prometheus.io/path",
];

/// Whether the operator creates the Prometheus ConfigMap (and its webhook mounts it): unless
/// both the metrics properties and the exporter's configuration are files in the image.
pub(super) fn mounts_prometheus_config(m: &Monitoring) -> bool {
    m.prometheus.is_some()
        && !(m.metrics_properties_file.is_some()
            && m.prometheus
                .as_ref()
                .is_some_and(|p| p.config_file.is_some()))
}

/// What `configPrometheusMonitoring` changes in the submission when `spec.monitoring.prometheus`
/// is set: the metrics conf, and for each exposed role three annotations and the agent.
pub(super) struct PrometheusSubmission {
    pub(super) namespace: String,
    pub(super) metrics_conf: String,
    pub(super) port: i64,
    /// `-javaagent:<jar>=<port>:<config>`.
    pub(super) java_option: String,
    pub(super) expose_driver: bool,
    pub(super) expose_executor: bool,
}

impl PrometheusSubmission {
    pub(super) fn of(app: &SparkApplication) -> Option<PrometheusSubmission> {
        let m = app.spec.monitoring.as_ref()?;
        let p = m.prometheus.as_ref()?;
        let port = p.port.unwrap_or(DEFAULT_PROMETHEUS_PORT);
        let config = p
            .config_file
            .clone()
            .unwrap_or_else(|| format!("{PROMETHEUS_CONFIG_DIR}/prometheus.yaml"));
        Some(PrometheusSubmission {
            namespace: format!("{}.{}", app.namespace, app.name),
            metrics_conf: m
                .metrics_properties_file
                .clone()
                .unwrap_or_else(|| format!("{PROMETHEUS_CONFIG_DIR}/metrics.properties")),
            port,
            java_option: format!("-javaagent:{}={port}:{config}", p.jmx_exporter_jar),
            expose_driver: m.expose_driver_metrics,
            expose_executor: m.expose_executor_metrics,
        })
    }

    pub(super) fn exposes(&self, role: Role) -> bool {
        match role {
            Role::Driver => self.expose_driver,
            Role::Executor => self.expose_executor,
        }
    }
}
