//! The Apache Spark Kubernetes operator (`spark.apache.org/v1` and `v1beta1`, releases 0.7.0
//! to 1.0.0). It runs no spark-submit: it builds the effective conf from the resource
//! (`submission.rs`: [`driver_conf`]), runs the driver builder of the Spark it bundles in its own process with
//! the app id as every resource's name prefix, and submits the driver with its own ConfigMap
//! and decorations ([`OperatorClient`]); the driver pod's `spark-submit` then builds the executors
//! with the image's Spark. Read from the operator's source and unit-test tables (translated,
//! not copied).

mod check;
mod client;
mod field_types;
mod fields;
mod release;
mod resource;
mod submission;
#[cfg(test)]
mod tests;

use std::sync::Arc;

pub use check::{Finding, check};
pub use client::{OPERATOR_STEP, OperatorClient};
pub use fields::declared_fields;
pub use release::{KeepExecutors, NEWEST, OperatorRelease, RELEASES};
pub use resource::{
    API_VERSION, ConfigMapSpec, DeploymentMode, DriverRoute, GROUP, KIND, ResourceError,
    ResourceRetainPolicy, RestartPolicy, RouteKind, SparkApplication, Spec,
};
pub use submission::{
    APP_NAME_LABEL, BY_THE_OPERATOR, DriverConf, OPERATOR_NAME_LABEL, PYTHON_RUNNER, SubmitContext,
    SubmitError, Submitted, app_id, driver_conf,
};

use builder_core::{Case, CaseOptions};
use builder_core::{Environment, FileSet, MainResource};
use builder_core::{Resolution, SparkVersion, supported_list};
use builder_core::{Role, Rule};
use sparkpods_jvm::java_string_compare;

/// How the resource is submitted.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// The operator release (default: the newest).
    pub release: Option<&'static OperatorRelease>,
    /// What the operator's process knows besides the resource (the default namespace, a
    /// stand-in uid, its name and temp dir).
    pub context: SubmitContext,
}

/// What the operator does with a resource.
#[derive(Debug, Clone, PartialEq)]
pub struct OperatorSubmission {
    /// The resource, as read.
    pub app: SparkApplication,
    /// The operator release that submits it.
    pub release: &'static OperatorRelease,
    /// The application's uid (`metadata.uid`, else the context's stand-in).
    pub uid: String,
    /// The conf, main resource and app id the operator builds the driver with
    /// (`SparkAppSubmissionWorker.buildDriverConf`).
    pub driver: DriverConf,
    /// The operator's Spark: its builder makes the driver pod.
    pub submit_release: SparkVersion,
    /// The image's Spark (`runtimeVersions.sparkVersion`): it builds the executors.
    pub image_release: SparkVersion,
}

/// Why a resource cannot be turned into a submission.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum AppError {
    /// The text is neither JSON nor YAML (the parser's message), or holds no single
    /// SparkApplication.
    #[error("the resource is not YAML or JSON: {0}")]
    Syntax(String),
    /// Not an Apache `SparkApplication`, or a field is not what the CRD declares.
    #[error(transparent)]
    Resource(#[from] ResourceError),
    /// The operator fails the application before it builds the driver.
    #[error(transparent)]
    Submit(#[from] SubmitError),
    /// The release's CRD does not serve the resource's `apiVersion`: the API server refuses it.
    #[error(
        "apiVersion: {api_version} is not served by the operator's {release} CRD (it serves {served}); use spark.apache.org/v1"
    )]
    NotServed {
        /// The resource's `apiVersion`.
        api_version: String,
        /// The operator release's tag.
        release: &'static str,
        /// The versions its CRD serves, comma-separated.
        served: String,
    },
    /// `spec.runtimeVersions.sparkVersion` (the value) is no Spark release sparkpods renders,
    /// nor a version outside the modelled ones that the nearest could stand in for.
    #[error(
        "spec.runtimeVersions.sparkVersion: `{0}` is not a Spark release sparkpods renders (supported: {list}); set the release of the image's Spark",
        list = supported_list()
    )]
    UnknownSparkVersion(String),
}

/// Read a `SparkApplication` from YAML (as `kubectl` reads it: YAML 1.1) or JSON text.
pub fn read(text: &str) -> Result<SparkApplication, AppError> {
    let value = crate::parse_document(text).map_err(AppError::Syntax)?;
    Ok(SparkApplication::from_value(&value)?)
}

/// The submission the operator makes of `app`.
pub fn submit(app: &SparkApplication, options: &Options) -> Result<OperatorSubmission, AppError> {
    let release = options.release.unwrap_or(NEWEST);
    if !release.serves(&app.api_version) {
        return Err(AppError::NotServed {
            api_version: app.api_version.clone(),
            release: release.version,
            served: release.served.join(", "),
        });
    }
    let driver = driver_conf(app, release, &options.context)?;
    let image_release = match SparkVersion::resolve(&app.spec.spark_version) {
        Some(Resolution::Exact(v) | Resolution::NewestOfLine(v)) => v,
        None => match SparkVersion::nearest_modelled(&app.spec.spark_version) {
            Some(nearest) => nearest,
            None => {
                return Err(AppError::UnknownSparkVersion(
                    app.spec.spark_version.clone(),
                ));
            }
        },
    };
    let uid = app
        .uid
        .clone()
        .unwrap_or_else(|| options.context.app_uid.clone());
    Ok(OperatorSubmission {
        app: app.clone(),
        release,
        uid,
        driver,
        submit_release: release.spark,
        image_release,
    })
}

impl OperatorSubmission {
    /// The conf keys the operator sets on its own rather than from the resource: its defaults
    /// and its labels naming the application. A conversion leaves them to the target.
    pub fn operator_keys(&self) -> Vec<String> {
        self.driver
            .sources
            .iter()
            .filter(|src| src.field == BY_THE_OPERATOR || src.key.ends_with(APP_NAME_LABEL))
            .map(|src| src.key.clone())
            .collect()
    }

    /// The field that set `key` (whose value Spark gets), for conf diagnostics.
    pub fn field_of(&self, key: &str) -> Option<&str> {
        self.driver
            .sources
            .iter()
            .find(|s| s.key == key)
            .map(|s| s.field.as_str())
    }

    /// The field a diagnostic of the rendered submission is about: the field that set its
    /// key; a role's pod template for its template key (what a template sets is written
    /// there); `spec.sparkConf` for another key nothing sets (all conf comes from there); the
    /// Spark release for the mixed-release warning; else the operator.
    pub fn field_of_diagnostic(&self, key: Option<&str>, rule: &Rule) -> &str {
        let template = |k: &str| {
            [Role::Driver, Role::Executor]
                .into_iter()
                .find(|r| r.keys().template_file.key == k)
                .map(submission::template_field)
        };
        match key {
            Some(k) => self
                .field_of(k)
                .or_else(|| template(k))
                .unwrap_or("spec.sparkConf"),
            None if *rule == builder_core::rules::MIXED_RELEASES => {
                "spec.runtimeVersions.sparkVersion"
            }
            None => BY_THE_OPERATOR,
        }
    }

    /// The operator as the driver's submitter.
    pub fn client(&self) -> OperatorClient {
        let labels = [submission::OPERATOR_NAME_LABEL, submission::APP_NAME_LABEL]
            .into_iter()
            .filter_map(|label| {
                let key = builder_core::registry::DRIVER_LABEL.under(label);
                self.driver
                    .sources
                    .iter()
                    .find(|s| s.key == key)
                    .map(|s| (label.to_string(), s.value.clone()))
            })
            .collect();
        OperatorClient {
            release: self.release,
            app_id: self.driver.app_id.clone(),
            app_name: self.app.name.clone(),
            app_uid: self.uid.clone(),
            namespace: self.driver.namespace.clone(),
            labels,
            config_maps: self.app.spec.config_maps.clone(),
            routes: self.app.spec.routes.clone(),
        }
    }

    /// The case to render: the operator's conf and driver, built by its Spark and submitted
    /// by it, with the pod template files it writes.
    pub fn case(&self) -> Case {
        let driver = self.driver.driver.clone();
        let main_resource = match &driver.main_resource {
            MainResource::Java(None) => "none".to_string(),
            MainResource::Java(Some(r)) | MainResource::Python(r) | MainResource::R(r) => r.clone(),
        };
        let options = CaseOptions {
            version: self.image_release,
            submit_version: Some(self.submit_release).filter(|v| *v != self.image_release),
            main_class: Some(driver.main_class.clone()),
            main_resource: Some(main_resource),
            app_args: Some(driver.app_args.clone()),
            proxy_user: driver.proxy_user.clone(),
            app_id: self.driver.app_id.clone(),
            client: Some(Arc::new(self.client())),
            driver: Some(driver),
            ..CaseOptions::default()
        };
        let mut conf = self.driver.conf();
        sparkpods_sort::sort_by(&mut conf, |a, b| java_string_compare(&a.0, &b.0));
        let mut files = FileSet::new();
        for (path, text) in &self.driver.files {
            files.insert(path.clone(), text.as_bytes().to_vec());
        }
        let env = Environment {
            vars: options.env.clone(),
            files,
            cwd: None,
        };
        Case {
            options,
            conf,
            env,
            lines: Default::default(),
            overridden: Vec::new(),
            submit_command: None,
        }
    }
}
