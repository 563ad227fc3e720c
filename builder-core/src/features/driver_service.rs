//! `DriverServiceFeatureStep`: the headless Service executors reach the driver through.

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::{Service, ServicePort, ServiceSpec};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use k8s_openapi::apimachinery::pkg::util::intstr::IntOrString;

use super::FeatureStep;
use super::basic_driver::connect_port;
use crate::conf::registry as keys;
use crate::error::{SparkError, SparkResult};
use crate::inputs::IdSource;
use crate::kubernetes_conf::KubernetesConf;
use crate::pod::SparkPod;
use crate::release::Behaviour;
use sparkpods_kube::KubeObject;

/// Kubernetes' limit on Service names (DNS-1035 label).
pub const MAX_SERVICE_NAME_LENGTH: usize = 63;

pub struct DriverServiceStep {
    name: String,
    namespace: String,
    annotations: BTreeMap<String, String>,
    labels: BTreeMap<String, String>,
    selector: BTreeMap<String, String>,
    /// `None` in releases before the dual-stack keys: the Service leaves both unset.
    ip_family_policy: Option<String>,
    ip_families: Option<Vec<String>>,
    publish_not_ready: Option<bool>,
    driver_port: i32,
    block_manager_port: i32,
    ui_port: i32,
    connect_port: Option<i32>,
    connect_app_protocol: Option<&'static str>,
}

impl DriverServiceStep {
    pub fn new(conf: &KubernetesConf, ids: &mut dyn IdSource) -> SparkResult<Self> {
        let sc = &conf.spark_conf;
        if sc.contains(keys::DRIVER_BIND_ADDRESS.key) {
            return Err(SparkError::requirement(
                "spark.driver.bindAddress is not supported in Kubernetes mode, as the driver's bind address is managed and set to the driver pod's IP address.",
            )
            .with_key(keys::DRIVER_BIND_ADDRESS.key)
            .with_hint("remove spark.driver.bindAddress: the driver binds to its pod IP"));
        }
        if sc.contains(keys::DRIVER_HOST.key) {
            return Err(SparkError::requirement(
                "spark.driver.host is not supported in Kubernetes mode, as the driver's hostname will be managed via a Kubernetes service.",
            )
            .with_key(keys::DRIVER_HOST.key)
            .with_hint("remove spark.driver.host: executors reach the driver through its Service"));
        }
        let preferred = format!("{}-driver-svc", conf.resource_name_prefix);
        let name = if preferred.len() <= MAX_SERVICE_NAME_LENGTH {
            preferred
        } else {
            format!("spark-{}-driver-svc", ids.unique_id())
        };
        let ip_family_policy = sc.entry_enum(&keys::SERVICE_IP_FAMILY_POLICY)?;
        let ip_families = sc
            .entry_enum(&keys::SERVICE_IP_FAMILIES)?
            .map(|families| families.split(',').map(str::to_string).collect());
        let publish_not_ready = sc.entry_bool(&keys::SERVICE_PUBLISH_NOT_READY)?;
        let driver_port = sc.get_int(keys::DRIVER_PORT.key, 7078)?;
        let block_manager_port = sc.get_int(keys::DRIVER_BLOCK_MANAGER_PORT.key, 7079)?;
        let ui_port = sc.entry_int(&keys::UI_PORT)?.unwrap_or(4040);
        let connect_port = connect_port(sc)?;
        let connect_app_protocol = conf
            .release()
            .has(Behaviour::ServiceConnectPortAppProtocol)
            .then_some("grpc");
        let mut labels: BTreeMap<String, String> = conf.app_selector_labels();
        if sc.knows(&keys::DRIVER_SERVICE_LABEL) {
            labels.extend(sc.get_all_with_prefix(keys::DRIVER_SERVICE_LABEL.key));
        }
        Ok(DriverServiceStep {
            name,
            namespace: conf.namespace()?,
            annotations: sparkpods_sort::btree_map(
                sc.get_all_with_prefix(keys::DRIVER_SERVICE_ANNOTATION.key),
            ),
            labels,
            selector: conf.labels()?,
            ip_family_policy,
            ip_families,
            publish_not_ready,
            driver_port,
            block_manager_port,
            ui_port,
            connect_port,
            connect_app_protocol,
        })
    }

    /// The Service's DNS name as executors use it.
    pub fn hostname(&self) -> String {
        format!("{}.{}.svc", self.name, self.namespace)
    }
}

fn port(name: &str, number: i32, app_protocol: Option<&str>) -> ServicePort {
    ServicePort {
        name: Some(name.to_string()),
        port: number,
        target_port: Some(IntOrString::Int(number)),
        app_protocol: app_protocol.map(str::to_string),
        ..Default::default()
    }
}

impl FeatureStep for DriverServiceStep {
    fn class_name(&self) -> &'static str {
        "org.apache.spark.deploy.k8s.features.DriverServiceFeatureStep"
    }

    fn configure_pod(&mut self, pod: SparkPod) -> SparkResult<SparkPod> {
        Ok(pod)
    }

    fn system_properties(&self) -> SparkResult<Vec<(String, String)>> {
        Ok(vec![
            (keys::DRIVER_HOST.key.to_string(), self.hostname()),
            (
                keys::DRIVER_PORT.key.to_string(),
                self.driver_port.to_string(),
            ),
            (
                keys::DRIVER_BLOCK_MANAGER_PORT.key.to_string(),
                self.block_manager_port.to_string(),
            ),
        ])
    }

    fn resources(&self) -> SparkResult<Vec<KubeObject>> {
        let mut ports = vec![
            port("driver-rpc-port", self.driver_port, None),
            port("blockmanager", self.block_manager_port, None),
            port("spark-ui", self.ui_port, None),
        ];
        if let Some(p) = self.connect_port {
            ports.push(port("spark-connect", p, self.connect_app_protocol));
        }
        Ok(vec![KubeObject::Service(Service {
            metadata: ObjectMeta {
                name: Some(self.name.clone()),
                annotations: Some(self.annotations.clone()),
                labels: Some(self.labels.clone()),
                ..Default::default()
            },
            spec: Some(ServiceSpec {
                cluster_ip: Some("None".to_string()),
                publish_not_ready_addresses: self.publish_not_ready,
                ip_family_policy: self.ip_family_policy.clone(),
                ip_families: self.ip_families.clone(),
                selector: Some(self.selector.clone()),
                ports: Some(ports),
                ..Default::default()
            }),
            status: None,
        })])
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::*;
    use crate::release::SparkVersion::{V3_5_5, V4_3_0};

    fn service(step: &DriverServiceStep) -> Service {
        match step.resources().unwrap().into_iter().next() {
            Some(KubeObject::Service(s)) => s,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn headless_service_named_after_the_prefix() {
        let step = DriverServiceStep::new(&driver(V3_5_5, &[]), &mut ids()).unwrap();
        let svc = service(&step);
        assert_eq!(svc.metadata.name.as_deref(), Some("app-1-driver-svc"));
        let spec = svc.spec.unwrap();
        assert_eq!(spec.cluster_ip.as_deref(), Some("None"));
        assert_eq!(spec.ports.unwrap().len(), 3);
        assert_eq!(spec.selector.unwrap()["spark-role"], "driver");
        assert!(step.system_properties().unwrap().contains(&(
            "spark.driver.host".into(),
            "app-1-driver-svc.default.svc".into()
        )));
    }

    #[test]
    fn long_prefixes_get_a_short_random_name() {
        let mut conf = driver(V4_3_0, &[]);
        conf.resource_name_prefix = "a".repeat(60);
        let svc = service(&DriverServiceStep::new(&conf, &mut ids()).unwrap());
        assert_eq!(
            svc.metadata.name.as_deref(),
            Some("spark-000001abcdef0123-driver-svc")
        );
        assert_eq!(svc.spec.unwrap().publish_not_ready_addresses, Some(false));
    }

    #[test]
    fn driver_host_and_bind_address_are_rejected() {
        let err =
            DriverServiceStep::new(&driver(V3_5_5, &[("spark.driver.host", "x")]), &mut ids())
                .err()
                .unwrap();
        assert!(
            err.message
                .starts_with("requirement failed: spark.driver.host is not supported")
        );
        let err = DriverServiceStep::new(
            &driver(V3_5_5, &[("spark.driver.bindAddress", "x")]),
            &mut ids(),
        )
        .err()
        .unwrap();
        assert_eq!(err.key.as_deref(), Some("spark.driver.bindAddress"));
    }

    #[test]
    fn dual_stack_settings() {
        let conf = driver(
            V3_5_5,
            &[
                ("spark.kubernetes.driver.service.ipFamilies", "IPv6,IPv4"),
                (
                    "spark.kubernetes.driver.service.ipFamilyPolicy",
                    "RequireDualStack",
                ),
            ],
        );
        let spec = service(&DriverServiceStep::new(&conf, &mut ids()).unwrap())
            .spec
            .unwrap();
        assert_eq!(
            spec.ip_families,
            Some(vec!["IPv6".to_string(), "IPv4".to_string()])
        );
        assert_eq!(spec.ip_family_policy.as_deref(), Some("RequireDualStack"));
    }
}
