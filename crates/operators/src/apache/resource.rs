//! The Apache operator's `SparkApplication` (`spark.apache.org/v1`, `v1beta1`), read as its
//! CRD's schema reads it: every field the submission uses typed, errors naming the field.
//! Java field defaults (`deploymentMode: ClusterMode`, `restartPolicy: Never`) are applied here,
//! as Jackson applies them when the operator reads the resource.

use k8s_openapi::api::core::v1::ServiceSpec;
use k8s_openapi::api::networking::v1::IngressSpec;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde_json::Value;

use super::fields::unknown_fields;
use crate::UnknownField;
use crate::value::{FieldError, Obj};

/// The resource's group.
pub const GROUP: &str = "spark.apache.org";
/// The version the operator's model reads and writes (its owner references name it).
pub const API_VERSION: &str = "spark.apache.org/v1";
/// The resource's kind.
pub const KIND: &str = "SparkApplication";

/// A `SparkApplication` of the Apache Spark Kubernetes operator.
#[derive(Debug, Clone, PartialEq)]
pub struct SparkApplication {
    /// As written (`spark.apache.org/v1`, `spark.apache.org/v1beta1`).
    pub api_version: String,
    /// `metadata.name`: the app id's stem (`<name>-<attempt>`), and what the driver pod's owner
    /// reference names.
    pub name: String,
    /// `None` until the API server puts it in the namespace `kubectl` applies to.
    pub namespace: Option<String>,
    /// `metadata.uid` (`None` before it is applied: the context's stand-in is used).
    pub uid: Option<String>,
    /// `status.currentAttemptSummary.attemptInfo.id`: 0 for the first attempt, +1 per restart.
    pub attempt_id: i64,
    /// `spec`, the parts the operator reads.
    pub spec: Spec,
    /// Fields the API does not declare (did-you-mean in `suggestion`).
    pub unknown_fields: Vec<UnknownField>,
}

/// `ApplicationSpec`, the parts that reach the submission or decide it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Spec {
    /// `mainClass`: the driver's `--class` (`PythonRunner` takes its main file from `pyFiles`).
    pub main_class: Option<String>,
    /// `runtimeVersions.sparkVersion` (required; free text to the operator).
    pub spark_version: String,
    /// `jars`: when set, the main resource, and `spark.jars` unless sparkConf sets it.
    pub jars: Option<String>,
    /// `pyFiles`: without `jars`, the Python main resource and `spark.submit.pyFiles` (with
    /// `PythonRunner`, its first file is the main one and the others the key's).
    pub py_files: Option<String>,
    /// `sparkRFiles`: the R main resource, without `jars` or `pyFiles`.
    pub spark_r_files: Option<String>,
    /// Declared, never read by the operator's submission.
    pub files: Option<String>,
    /// `deploymentMode` (default `ClusterMode`).
    pub deployment_mode: DeploymentMode,
    /// `proxyUser`: the driver's `--proxy-user`.
    pub proxy_user: Option<String>,
    /// `driverArgs`: the application's arguments.
    pub driver_args: Vec<String>,
    /// In the resource's order.
    pub spark_conf: Vec<(String, String)>,
    /// `applicationTolerations.restartConfig.restartPolicy` (`None`: `restartConfig: null`).
    pub restart_policy: Option<RestartPolicy>,
    /// `applicationTolerations.resourceRetainPolicy` (default `Never`).
    pub resource_retain_policy: ResourceRetainPolicy,
    /// `applicationTolerations.instanceConfig` set with a non-zero count.
    pub instance_config: bool,
    /// `driverSpec.podTemplateSpec`, as written.
    pub driver_template: Option<Value>,
    /// `executorSpec.podTemplateSpec`, as written.
    pub executor_template: Option<Value>,
    /// `configMapSpecs`: ConfigMaps the operator creates before the driver.
    pub config_maps: Vec<ConfigMapSpec>,
    /// The driver's Services and what routes to them (`driverServiceIngressList`,
    /// `driverHttpRouteList`, `driverGrpcRouteList`, in that order).
    pub routes: Vec<DriverRoute>,
}

/// How a driver Service is reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RouteKind {
    /// `driverServiceIngressList`: a `networking.k8s.io/v1` Ingress.
    Ingress,
    /// `driverHttpRouteList`: a Gateway API `HTTPRoute` (1.0.0).
    HttpRoute,
    /// `driverGrpcRouteList`: a Gateway API `GRPCRoute` (1.0.0).
    GrpcRoute,
}

impl RouteKind {
    /// The list field and the member names of its entries' route.
    fn fields(self) -> (&'static str, &'static str, &'static str) {
        match self {
            RouteKind::Ingress => ("driverServiceIngressList", "ingressMetadata", "ingressSpec"),
            RouteKind::HttpRoute => ("driverHttpRouteList", "httpRouteMetadata", "httpRouteSpec"),
            RouteKind::GrpcRoute => ("driverGrpcRouteList", "grpcRouteMetadata", "grpcRouteSpec"),
        }
    }
}

/// One entry of those lists: a Service for the driver and its Ingress or Gateway route.
#[derive(Debug, Clone, PartialEq)]
pub struct DriverRoute {
    /// The list it is in: the route it makes.
    pub kind: RouteKind,
    /// `serviceMetadata`: the Service's metadata.
    pub service_metadata: ObjectMeta,
    /// `serviceSpec`: the Service's spec (it selects the driver's labels when it selects
    /// nothing).
    pub service_spec: ServiceSpec,
    /// `ingressMetadata`, `httpRouteMetadata` or `grpcRouteMetadata`: the route's metadata.
    pub route_metadata: ObjectMeta,
    /// The route's spec as written (`None`: absent).
    pub route_spec: Option<Value>,
}

/// `spec.deploymentMode`: where the driver runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DeploymentMode {
    /// In a pod of its own (the default, and the only mode the operator runs).
    #[default]
    ClusterMode,
    /// In the submitting process: the operator fails the application ("Client mode is not
    /// supported yet.").
    ClientMode,
}

/// `applicationTolerations.restartConfig.restartPolicy`: when the operator starts the
/// application again; from 1.0.0, also whether it keeps the executors
/// ([`KeepExecutors::UnlessRestarted`](super::KeepExecutors::UnlessRestarted)).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RestartPolicy {
    /// After every run, however it ends.
    Always,
    /// Never (the default).
    Never,
    /// After a failed run (the application's failure, an evicted driver, a timeout).
    OnFailure,
    /// After an infrastructure failure only: the driver or executors did not start in time, or
    /// the pods could not be created (`SchedulingFailure`).
    OnInfrastructureFailure,
}

/// `applicationTolerations.resourceRetainPolicy`: whether the operator keeps what it created
/// (the driver pod, its ConfigMap) after the run, unless the application restarts; in 0.8.0,
/// also whether it keeps the executors
/// ([`KeepExecutors::UnlessRetained`](super::KeepExecutors::UnlessRetained)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ResourceRetainPolicy {
    /// Kept, however the run ends.
    Always,
    /// Kept after a failed run.
    OnFailure,
    /// Deleted (the default).
    #[default]
    Never,
}

/// `configMapSpecs[]`: a ConfigMap created before the driver.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ConfigMapSpec {
    /// `name` (required): the ConfigMap's name.
    pub name: String,
    /// `labels`, in the resource's order.
    pub labels: Vec<(String, String)>,
    /// `annotations`, in the resource's order.
    pub annotations: Vec<(String, String)>,
    /// `data`, in the resource's order.
    pub data: Vec<(String, String)>,
}

/// Why a document is not an Apache `SparkApplication` the operator accepts.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ResourceError {
    /// Its `apiVersion` is not of the `spark.apache.org` group, or its kind is not
    /// `SparkApplication`.
    #[error(
        "not an Apache Spark operator SparkApplication: apiVersion `{api_version}`, kind `{kind}` (expected spark.apache.org/v1 or v1beta1, SparkApplication)"
    )]
    NotAnApp {
        /// The document's `apiVersion` (empty when absent).
        api_version: String,
        /// The document's `kind` (empty when absent).
        kind: String,
    },
    /// A field is missing or not of the CRD's type.
    #[error(transparent)]
    Field(#[from] FieldError),
}

fn required(path: &str) -> FieldError {
    FieldError {
        path: path.to_string(),
        message: "required by the CRD".to_string(),
    }
}

fn one_of<T: Copy>(obj: &Obj, key: &str, choices: &[(&str, T)]) -> Result<Option<T>, FieldError> {
    let Some(given) = obj.string(key)? else {
        return Ok(None);
    };
    choices
        .iter()
        .find(|(name, _)| *name == given)
        .map(|(_, v)| Some(*v))
        .ok_or_else(|| FieldError {
            path: crate::value::join(&obj.path, key),
            message: format!(
                "`{given}` is not one of {}",
                choices
                    .iter()
                    .map(|(n, _)| *n)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        })
}

impl SparkApplication {
    /// Whether `api_version`/`kind` name this resource (any served version).
    pub fn recognises(api_version: &str, kind: &str) -> bool {
        kind == KIND
            && api_version
                .strip_prefix(GROUP)
                .and_then(|v| v.strip_prefix('/'))
                .is_some()
    }

    /// Reads the resource from its JSON value as the operator gets it, Jackson's defaults
    /// applied.
    pub fn from_value(doc: &Value) -> Result<Self, ResourceError> {
        let root = Obj::root(doc)?;
        let api_version = root.string("apiVersion")?.unwrap_or_default();
        let kind = root.string("kind")?.unwrap_or_default();
        if !Self::recognises(&api_version, &kind) {
            return Err(ResourceError::NotAnApp { api_version, kind });
        }
        let meta = root
            .object("metadata")?
            .ok_or_else(|| required("metadata"))?;
        let name = meta
            .string("name")?
            .ok_or_else(|| required("metadata.name"))?;
        let attempt_id = match root.object("status")? {
            None => None,
            Some(status) => match status.object("currentAttemptSummary")? {
                None => None,
                Some(summary) => match summary.object("attemptInfo")? {
                    None => None,
                    Some(info) => info.integer("id")?,
                },
            },
        };
        let spec_obj = root.object("spec")?.ok_or_else(|| required("spec"))?;
        Ok(SparkApplication {
            api_version,
            name,
            namespace: meta.string("namespace")?,
            uid: meta.string("uid")?,
            attempt_id: attempt_id.unwrap_or(0),
            spec: read_spec(&spec_obj)?,
            unknown_fields: unknown_fields(doc),
        })
    }
}

fn read_spec(spec: &Obj) -> Result<Spec, FieldError> {
    let versions = spec
        .object("runtimeVersions")?
        .ok_or_else(|| required("spec.runtimeVersions"))?;
    let spark_version = versions
        .string("sparkVersion")?
        .ok_or_else(|| required("spec.runtimeVersions.sparkVersion"))?;
    let tolerations = spec.object("applicationTolerations")?;
    let (restart_policy, retain, instance_config) = match &tolerations {
        None => (Some(RestartPolicy::Never), None, false),
        Some(t) => {
            // `restartConfig: null` is a null config; absent is the default one (Never).
            let restart = match t.map.get("restartConfig") {
                Some(Value::Null) => None,
                _ => Some(
                    match t.object("restartConfig")? {
                        None => None,
                        Some(r) => one_of(
                            &r,
                            "restartPolicy",
                            &[
                                ("Always", RestartPolicy::Always),
                                ("Never", RestartPolicy::Never),
                                ("OnFailure", RestartPolicy::OnFailure),
                                (
                                    "OnInfrastructureFailure",
                                    RestartPolicy::OnInfrastructureFailure,
                                ),
                            ],
                        )?,
                    }
                    .unwrap_or(RestartPolicy::Never),
                ),
            };
            let retain = one_of(
                t,
                "resourceRetainPolicy",
                &[
                    ("Always", ResourceRetainPolicy::Always),
                    ("OnFailure", ResourceRetainPolicy::OnFailure),
                    ("Never", ResourceRetainPolicy::Never),
                ],
            )?;
            let instances = match t.object("instanceConfig")? {
                None => false,
                Some(i) => {
                    let mut any = false;
                    for key in ["initExecutors", "minExecutors", "maxExecutors"] {
                        any |= i.integer(key)?.is_some_and(|n| n != 0);
                    }
                    any
                }
            };
            (restart, retain, instances)
        }
    };
    let template = |key: &str| -> Result<Option<Value>, FieldError> {
        Ok(match spec.object(key)? {
            None => None,
            Some(role) => role
                .object("podTemplateSpec")?
                .map(|t| Value::Object(t.map.clone())),
        })
    };
    let mut config_maps = Vec::new();
    for cm in spec.objects("configMapSpecs")? {
        config_maps.push(ConfigMapSpec {
            name: cm
                .string("name")?
                .ok_or_else(|| required(&format!("{}.name", cm.path)))?,
            labels: cm.string_map("labels")?,
            annotations: cm.string_map("annotations")?,
            data: cm.string_map("data")?,
        });
    }
    let mut routes = Vec::new();
    for kind in [
        RouteKind::Ingress,
        RouteKind::HttpRoute,
        RouteKind::GrpcRoute,
    ] {
        let (list, route_metadata, route_spec) = kind.fields();
        for entry in spec.objects(list)? {
            let required_field = |key: &str| -> Result<Value, FieldError> {
                entry
                    .raw(key)
                    .cloned()
                    .ok_or_else(|| required(&format!("{}.{key}", entry.path)))
            };
            let meta = |key: &str| -> Result<ObjectMeta, FieldError> {
                let v = required_field(key)?;
                serde_json::from_value(v).map_err(|e| FieldError {
                    path: format!("{}.{key}", entry.path),
                    message: format!("not object metadata: {e}"),
                })
            };
            let service_spec = required_field("serviceSpec")?;
            let service_spec: ServiceSpec =
                serde_json::from_value(service_spec).map_err(|e| FieldError {
                    path: format!("{}.serviceSpec", entry.path),
                    message: format!("not a Service spec: {e}"),
                })?;
            let route = entry.raw(route_spec).cloned();
            if kind == RouteKind::Ingress
                && let Some(v) = &route
            {
                serde_json::from_value::<IngressSpec>(v.clone()).map_err(|e| FieldError {
                    path: format!("{}.{route_spec}", entry.path),
                    message: format!("not an Ingress spec: {e}"),
                })?;
            }
            routes.push(DriverRoute {
                kind,
                service_metadata: meta("serviceMetadata")?,
                service_spec,
                route_metadata: meta(route_metadata)?,
                route_spec: route,
            });
        }
    }
    Ok(Spec {
        main_class: spec.string("mainClass")?,
        spark_version,
        jars: spec.string("jars")?,
        py_files: spec.string("pyFiles")?,
        spark_r_files: spec.string("sparkRFiles")?,
        files: spec.string("files")?,
        deployment_mode: one_of(
            spec,
            "deploymentMode",
            &[
                ("ClusterMode", DeploymentMode::ClusterMode),
                ("ClientMode", DeploymentMode::ClientMode),
            ],
        )?
        .unwrap_or_default(),
        proxy_user: spec.string("proxyUser")?,
        driver_args: spec.strings("driverArgs")?,
        spark_conf: spec.string_map("sparkConf")?,
        restart_policy,
        resource_retain_policy: retain.unwrap_or_default(),
        instance_config,
        driver_template: template("driverSpec")?,
        executor_template: template("executorSpec")?,
        config_maps,
        routes,
    })
}
