//! A submission in no particular form: what every form writes.

use builder_core::{
    Case, DeployMode, Environment, MainResource, Role, SparkVersion, registry as keys,
};

/// A submission as a person sets it up: its conf (less what an operator added on its own), its
/// application, its releases, and the pod template files its conf names.
#[derive(Debug, Clone, PartialEq)]
pub struct SparkApp {
    /// The conf entries, sorted by key.
    pub conf: Vec<(String, String)>,
    /// The main class.
    pub main_class: String,
    /// The main resource (a jar, a `.py` or `.R` file, or none).
    pub main_resource: MainResource,
    /// The application's arguments.
    pub app_args: Vec<String>,
    /// `--proxy-user`.
    pub proxy_user: Option<String>,
    /// The image's Spark release.
    pub release: SparkVersion,
    /// spark-submit's release, when it is not the image's.
    pub submit_release: Option<SparkVersion>,
    /// The pod template files the conf names, by path, with their text.
    pub files: Vec<(String, String)>,
    /// The submitting process' environment variables beyond sparkpods' defaults
    /// (`SPARK_CONF_DIR`, ...): a conf and a command line carry them as `#@env`, an operator
    /// has its own.
    pub env: Vec<(String, String)>,
    /// The resource fields only a pod webhook applied, now in the pod templates
    /// ([`SparkApp::with_webhook_templates`]).
    pub webhook_fields: Vec<String>,
}

/// What a person sets for `key`, given what spark-submit (or an operator) derived: nothing for
/// the submission time it stamps, the client-mode jars it lists or an empty list it writes; `spark.jars` and
/// `spark.submit.pyFiles` without the main resource, which every submitter adds again.
fn as_set(key: &str, value: &str, main: Option<&str>) -> Option<String> {
    if key == keys::APP_SUBMIT_TIME.key || key == keys::REPL_LOCAL_JARS.key {
        return None;
    }
    if key == keys::JARS.key || key == keys::SUBMIT_PY_FILES.key {
        let rest: Vec<&str> = value
            .split(',')
            .filter(|j| !j.is_empty() && Some(*j) != main)
            .collect();
        return (!rest.is_empty()).then(|| rest.join(","));
    }
    (!(key == keys::FILES.key && value.is_empty())).then(|| value.to_string())
}

impl SparkApp {
    /// The submission of `case`, without the conf keys `by_the_operator` says an operator
    /// added on its own (its labels, its submission settings): the target adds its own.
    pub fn from_case(case: &Case, by_the_operator: impl Fn(&str) -> bool) -> SparkApp {
        let driver = case.options.driver_args();
        let conf: Vec<(String, String)> = case
            .conf
            .iter()
            .filter(|(k, _)| !by_the_operator(k))
            .cloned()
            .collect();
        let files = [Role::Driver, Role::Executor]
            .into_iter()
            .filter_map(|role| {
                let key = role.keys().template_file.key;
                let path = conf.iter().rev().find(|(k, _)| k == key)?.1.clone();
                let text = case.env.files.read_string(&path)?;
                Some((path, text))
            })
            .collect();
        SparkApp {
            conf,
            main_class: driver.main_class,
            main_resource: driver.main_resource,
            app_args: driver.app_args,
            proxy_user: driver.proxy_user,
            release: case.options.version,
            submit_release: case
                .options
                .submit_version
                .filter(|v| *v != case.options.version),
            files,
            webhook_fields: Vec::new(),
            env: {
                let defaults = Environment::oracle_default().vars;
                case.options
                    .env
                    .iter()
                    .filter(|(k, v)| defaults.get(*k) != Some(*v))
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect()
            },
        }
    }

    /// The submission without what a submitter derives again from it (for a spark-submit or
    /// an operator to submit; a conf keeps every key, whose set decides Spark's orders).
    pub fn without_derived(&self) -> SparkApp {
        let main = self.main_resource_uri();
        SparkApp {
            conf: self
                .conf
                .iter()
                .filter_map(|(k, v)| Some((k.clone(), as_set(k, v, main)?)))
                .collect(),
            ..self.clone()
        }
    }

    /// The value of `key` (the last one set).
    pub fn get(&self, key: &str) -> Option<&str> {
        self.conf
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// The main resource's URI (`None` for none).
    pub fn main_resource_uri(&self) -> Option<&str> {
        match &self.main_resource {
            MainResource::Java(None) => None,
            MainResource::Java(Some(r)) | MainResource::Python(r) | MainResource::R(r) => {
                Some(r.as_str())
            }
        }
    }

    /// Whether the conf asks for client mode.
    pub fn deploy_mode(&self) -> DeployMode {
        match self.get(keys::SUBMIT_DEPLOY_MODE.key) {
            Some("client") => DeployMode::Client,
            _ => DeployMode::Cluster,
        }
    }

    /// The application's name: `spark.app.name`, else the main class's simple name or the main
    /// file's name, as spark-submit derives it.
    pub fn name(&self) -> String {
        if let Some(name) = self.get(keys::APP_NAME.key) {
            return name.to_string();
        }
        match self.main_resource_uri() {
            Some(r) if !matches!(self.main_resource, MainResource::Java(_)) => {
                r.rsplit('/').next().unwrap_or(r).to_string()
            }
            _ => self.main_class.clone(),
        }
    }

    /// The name as a Kubernetes object name (DNS-1123 subdomain, at most 63 characters so
    /// that the operators' derived names fit): lower case, other characters as `-`.
    pub fn object_name(&self) -> String {
        let name = match self.get(keys::APP_NAME.key) {
            Some(name) => name.to_string(),
            // A class's simple name, a file's name without its extension.
            None if matches!(self.main_resource, MainResource::Java(_)) => {
                let class = self.main_class.as_str();
                class.rsplit('.').next().unwrap_or(class).to_string()
            }
            None => {
                let file = self.name();
                file.rsplit_once('.')
                    .map_or(file.clone(), |(stem, _)| stem.to_string())
            }
        };
        let dashed: String = name
            .to_ascii_lowercase()
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
            .collect();
        let trimmed: String = dashed
            .trim_matches('-')
            .chars()
            .take(63)
            .collect::<String>()
            .trim_end_matches('-')
            .to_string();
        if trimmed.is_empty() {
            "spark-app".to_string()
        } else {
            trimmed
        }
    }
}
