//! What the Apache operator does with the driver Spark's builder made, in its own process
//! (no spark-submit): `SparkAppResourceSpec` (the conf ConfigMap `<app id>-spark-drv-conf-map`,
//! whose volume also lists the namespace key, and the `configMapSpecs`), the decorators of the
//! driver pod (owner reference to the `SparkApplication`, its labels and namespace; no privilege
//! escalation) and `AppInitStep`'s `DriverResourceDecorator` of every other object (owner
//! reference to the driver pod, the pod's labels).

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::{ConfigMap, Container, Pod, Service};
use k8s_openapi::api::networking::v1::Ingress;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{ObjectMeta, OwnerReference};
use serde_json::{Value, json};

use super::release::OperatorRelease;
use super::resource::{self, ConfigMapSpec, DriverRoute, RouteKind};
use builder_core::registry as keys;
use builder_core::submit_client::SubmittedDriver;
use builder_core::{DriverArgs, IdSource};
use builder_core::{
    submit_client::ClientInputs, submit_client::DriverClient, submit_client::conf_config_map,
    submit_client::conf_files, submit_client::conf_map_name, submit_client::key_to_paths,
    submit_client::namespace, submit_client::with_conf_volume,
};
use sparkpods_kube::{CustomObject, KubeObject};

/// The pseudo step of what the operator adds to the driver pod.
pub const OPERATOR_STEP: &str =
    "Apache Spark operator (SparkAppResourceSpec, owner and security-context decorators)";

/// The operator as the driver's submitter.
#[derive(Debug, Clone)]
pub struct OperatorClient {
    /// The release, for its decorators (`SecurityContextDecorator` from 1.0.0).
    pub release: &'static OperatorRelease,
    /// The app id, prefix of the conf ConfigMap's name (`<app id>-spark-drv-conf-map`).
    pub app_id: String,
    /// `metadata.name`: the driver pod's owner reference names the `SparkApplication` by it.
    pub app_name: String,
    /// The application's uid, that owner reference's `uid`.
    pub app_uid: String,
    /// The application's namespace, which the decorator puts on the driver pod.
    pub namespace: String,
    /// `spark.operator/name` and `spark.operator/spark-app-name`.
    pub labels: Vec<(String, String)>,
    /// `configMapSpecs`: the ConfigMaps it creates before the driver (`buildConfigMaps`).
    pub config_maps: Vec<ConfigMapSpec>,
    /// The driver's Services and their Ingresses or Gateway routes.
    pub routes: Vec<DriverRoute>,
}

impl DriverClient for OperatorClient {
    fn submitter(&self) -> &'static str {
        "the Apache Spark operator's Spark"
    }

    fn step(&self) -> &'static str {
        OPERATOR_STEP
    }

    fn submit(&self, input: ClientInputs, ids: &mut dyn IdSource) -> SubmittedDriver {
        let cm_name = conf_map_name(&format!("{}-spark-drv", self.app_id));
        let namespace = namespace(input.conf);
        let mut files: BTreeMap<String, String> =
            sparkpods_sort::btree_map(conf_files(&input, &cm_name, ids));
        // Unlike spark-submit, the operator lists the namespace entry in the volume too.
        files.insert(keys::NAMESPACE.key.to_string(), namespace.clone());
        let items = key_to_paths(files.keys().map(String::as_str));
        let mut pod = with_conf_volume(&input.spec.pod, &cm_name, items);
        // Their Services select the driver by the labels Spark gave it.
        let driver_labels = pod.metadata.labels.clone().unwrap_or_default();
        let routed: Vec<KubeObject> = self
            .routes
            .iter()
            .flat_map(|r| route_objects(r, &driver_labels))
            .collect();
        self.decorate_driver(&mut pod);

        let mut pre_resources = input.spec.pre_resources.clone();
        pre_resources.extend(self.config_maps.iter().map(user_config_map));
        let mut resources = input.spec.resources.clone();
        resources.push(KubeObject::ConfigMap(conf_config_map(
            &cm_name,
            &namespace,
            files,
            Some(BTreeMap::new()),
        )));
        resources.extend(routed);
        let mut created = pod.clone();
        created.metadata.uid = Some(input.driver_pod_uid.to_string());
        for r in pre_resources.iter_mut().chain(resources.iter_mut()) {
            let meta = r.metadata_mut();
            if meta.namespace.as_deref().unwrap_or("").is_empty() {
                meta.namespace = Some(namespace.clone());
            }
            decorate_with_driver(meta, &created);
        }
        SubmittedDriver {
            config_map_name: cm_name,
            pod,
            pre_resources,
            resources,
        }
    }

    /// The driver pod runs `spark-submit --class <mainClass>` (no `--name`), which names the
    /// application after the class.
    fn app_name_in_driver(&self, driver: &DriverArgs) -> Option<String> {
        Some(driver.main_class.clone())
    }
}

impl OperatorClient {
    /// `OwnerResourceDecorator` (`DriverDecorator` before 1.0.0), then
    /// `SecurityContextDecorator` (1.0.0+).
    fn decorate_driver(&self, pod: &mut Pod) {
        let meta = &mut pod.metadata;
        meta.namespace = Some(self.namespace.clone());
        meta.owner_references
            .get_or_insert_with(Vec::new)
            .push(OwnerReference {
                api_version: resource::API_VERSION.to_string(),
                kind: resource::KIND.to_string(),
                name: self.app_name.clone(),
                uid: self.app_uid.clone(),
                block_owner_deletion: Some(true),
                controller: None,
            });
        let labels = meta.labels.get_or_insert_with(BTreeMap::new);
        for (k, v) in &self.labels {
            labels.insert(k.clone(), v.clone());
        }
        if self.release.disallows_privilege_escalation
            && let Some(spec) = pod.spec.as_mut()
        {
            let init = spec.init_containers.iter_mut().flatten();
            for c in init.chain(spec.containers.iter_mut()) {
                disallow_privilege_escalation(c);
            }
        }
    }
}

fn disallow_privilege_escalation(c: &mut Container) {
    c.security_context
        .get_or_insert_with(Default::default)
        .allow_privilege_escalation
        .get_or_insert(false);
}

/// `ConfigMapSpecUtils.buildConfigMaps`: one ConfigMap per `configMapSpecs` entry.
fn user_config_map(spec: &ConfigMapSpec) -> KubeObject {
    let map = |pairs: &[(String, String)]| {
        (!pairs.is_empty()).then(|| sparkpods_sort::btree_map(pairs.iter().cloned()))
    };
    KubeObject::ConfigMap(ConfigMap {
        metadata: ObjectMeta {
            name: Some(spec.name.clone()),
            labels: map(&spec.labels),
            annotations: map(&spec.annotations),
            ..Default::default()
        },
        data: map(&spec.data),
        ..Default::default()
    })
}

/// `DriverResourceDecorator`: an owner reference to the created driver pod, unless there is
/// one, and the pod's labels.
fn decorate_with_driver(meta: &mut ObjectMeta, driver: &Pod) {
    let name = driver.metadata.name.clone().unwrap_or_default();
    let uid = driver.metadata.uid.clone().unwrap_or_default();
    let refs = meta.owner_references.get_or_insert_with(Vec::new);
    if refs
        .iter()
        .any(|o| o.kind == "Pod" && o.name == name && o.uid == uid)
    {
        return;
    }
    refs.push(OwnerReference {
        api_version: "v1".to_string(),
        kind: "Pod".to_string(),
        name,
        uid,
        block_owner_deletion: Some(true),
        controller: None,
    });
    if let Some(labels) = &driver.metadata.labels {
        let own = meta.labels.get_or_insert_with(BTreeMap::new);
        for (k, v) in labels {
            own.insert(k.clone(), v.clone());
        }
    }
}

/// `DriverServiceIngressUtils` / `DriverGatewayRouteUtils`: the Service (selecting the driver
/// unless it selects otherwise) and its Ingress or route, with a rule to the Service's first
/// port when the route has none.
fn route_objects(route: &DriverRoute, driver_labels: &BTreeMap<String, String>) -> Vec<KubeObject> {
    let mut spec = route.service_spec.clone();
    if spec.selector.as_ref().is_none_or(BTreeMap::is_empty) {
        spec.selector = Some(driver_labels.clone());
    }
    let service_name = route.service_metadata.name.clone().unwrap_or_default();
    let first_port = spec.ports.as_ref().and_then(|p| p.first()).map(|p| p.port);
    let service = KubeObject::Service(Service {
        metadata: route.service_metadata.clone(),
        spec: Some(spec),
        ..Default::default()
    });
    let written = route.route_spec.clone().unwrap_or_else(|| json!({}));
    let no_rules = written
        .get("rules")
        .and_then(Value::as_array)
        .is_none_or(Vec::is_empty);
    let backend =
        |port: i32| json!({ "group": "", "kind": "Service", "name": service_name, "port": port });
    let routed = match route.kind {
        RouteKind::Ingress => {
            // A default rule replaces the whole spec (an ingressClassName without rules is lost).
            let spec = match first_port.filter(|_| no_rules) {
                Some(port) => json!({ "rules": [{ "http": { "paths": [{
                    "path": "/", "pathType": "ImplementationSpecific",
                    "backend": { "service": { "name": service_name, "port": { "number": port } } }
                }] } }] }),
                None => written,
            };
            KubeObject::Ingress(Ingress {
                metadata: route.route_metadata.clone(),
                spec: serde_json::from_value(spec).ok(),
                ..Default::default()
            })
        }
        RouteKind::HttpRoute | RouteKind::GrpcRoute => {
            let mut spec = written;
            if let (Some(port), Value::Object(s)) = (first_port.filter(|_| no_rules), &mut spec) {
                let rule = match route.kind {
                    RouteKind::HttpRoute => json!({
                        "matches": [{ "path": { "type": "PathPrefix", "value": "/" } }],
                        "backendRefs": [backend(port)],
                    }),
                    _ => json!({ "backendRefs": [backend(port)] }),
                };
                s.insert("rules".into(), json!([rule]));
            }
            KubeObject::Custom(CustomObject {
                api_version: GATEWAY_API_VERSION.to_string(),
                kind: match route.kind {
                    RouteKind::HttpRoute => "HTTPRoute",
                    _ => "GRPCRoute",
                },
                metadata: route.route_metadata.clone(),
                spec,
            })
        }
    };
    vec![service, routed]
}

/// The Gateway API version of the operator's routes (fabric8's `gateway.networking.k8s.io/v1`).
const GATEWAY_API_VERSION: &str = "gateway.networking.k8s.io/v1";
