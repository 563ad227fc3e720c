//! Which conf key sets a value of a Spark pod or claim: where `check --cluster` puts a finding
//! about a request, a limit or a claim's size so the user knows what to change. A value a
//! mutating webhook wrote is named by the resource field it came from
//! (`spec.executor.memoryLimit`), not by the key Spark would have used.

use k8s_openapi::api::core::v1::PersistentVolumeClaim;

use super::AdmittedPod;
use builder_core::Role;
use builder_core::Submission;
use builder_core::{Diagnostic, Rule};
use sparkpods_kube::{Bound, Quantity};

/// What to change for a value of a Spark pod.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// The conf key that sets it (or the role's pod template key).
    Key(String),
    /// The field of the resource a mutating webhook wrote it from.
    WebhookField(String),
}

impl Source {
    /// How a hint names it.
    pub fn name(&self) -> &str {
        match self {
            Source::Key(name) | Source::WebhookField(name) => name,
        }
    }

    /// A finding of `rule` about the value, on this source.
    pub fn finding(
        &self,
        rule: &'static Rule,
        message: String,
        hint: Option<String>,
    ) -> Diagnostic {
        let mut d = Diagnostic::new(rule, None, message, hint);
        match self {
            Source::Key(key) => d.key = Some(key.clone()),
            Source::WebhookField(field) => d.webhook_field = Some(field.clone()),
        }
        d
    }
}

/// The conf key behind a resource of a Spark pod.
pub struct KeySources<'a> {
    pub sub: &'a Submission<'a>,
}

impl KeySources<'_> {
    /// The key to change for `resource`'s `bound` in the role's Spark container: the key that
    /// set it ([`builder_core::compute_key`]), and for a cpu limit Spark left unset (one a
    /// LimitRange then defaulted) the limit key, which is how to set it; for other containers
    /// and resources no key sets, the role's pod template.
    pub fn key(&self, role: Role, spark_container: bool, resource: &str, bound: Bound) -> String {
        let template = role.keys().template_file.key;
        if !spark_container {
            return template.to_string();
        }
        let unset_limit =
            (resource == "cpu" && bound == Bound::Limit).then_some(role.keys().limit_cores.key);
        builder_core::compute_key(self.sub, role, resource, bound)
            .or_else(|| unset_limit.map(str::to_string))
            .unwrap_or_else(|| template.to_string())
    }

    /// What to change for `resource`'s `bound` in `pod`'s container `container`: the resource
    /// field when a webhook wrote the value (or the whole container), else [`Self::key`].
    pub fn resource(
        &self,
        pod: &AdmittedPod,
        container: &str,
        resource: &str,
        bound: Bound,
    ) -> Source {
        match pod.resource_webhook_field(container, resource, bound) {
            Some(field) => Source::WebhookField(field.to_string()),
            None => {
                Source::Key(self.key(pod.role, container == pod.spark_container, resource, bound))
            }
        }
    }

    /// What to change for a quota resource an object of `role` is charged: the resource field
    /// when a webhook wrote the Spark container's value, else [`Self::quota_key`]. `pod` is the
    /// object when it is a pod.
    pub fn quota_source(
        &self,
        role: Role,
        pod: Option<&AdmittedPod>,
        resource: &str,
        claim: Option<&PersistentVolumeClaim>,
        executors_key: &'static str,
    ) -> Option<Source> {
        let (name, bound) = quota_resource(resource);
        let written = pod.and_then(|p| p.resource_webhook_field(&p.spark_container, name, bound));
        match written {
            Some(field) => Some(Source::WebhookField(field.to_string())),
            None => self
                .quota_key(role, resource, claim, executors_key)
                .map(Source::Key),
        }
    }

    /// The key behind a quota resource an object of `role` is charged (`None` for what no key
    /// sets: ConfigMaps, Services, ...). `claim` is the object when it is a claim.
    pub fn quota_key(
        &self,
        role: Role,
        resource: &str,
        claim: Option<&PersistentVolumeClaim>,
        executors_key: &'static str,
    ) -> Option<String> {
        let (name, bound) = quota_resource(resource);
        let storage = resource == "requests.storage"
            || resource.ends_with(".storageclass.storage.k8s.io/requests.storage");
        match (name, claim) {
            ("pods" | "count/pods", _) if role == Role::Executor => Some(executors_key.to_string()),
            ("cpu" | "memory" | "ephemeral-storage", _) => Some(self.key(role, true, name, bound)),
            (_, Some(pvc)) if storage => Some(self.claim_size_key(role, pvc)),
            // Extended resources (GPUs, ...) are charged as `requests.<name>`.
            (n, _) if n.starts_with("hugepages-") || (n.contains('/') && n != resource) => {
                Some(self.key(role, true, n, bound))
            }
            _ => None,
        }
    }

    /// The conf key of a hostPath volume Spark mounts that a Pod Security `detail` names
    /// (`volume "data" uses ...`).
    pub fn host_path_volume_key(&self, role: Role, detail: &str) -> Option<String> {
        let prefix = role.keys().volumes.key;
        self.sub
            .conf
            .iter()
            .map(|(k, _)| k)
            .find(|k| {
                k.strip_prefix(prefix)
                    .and_then(|rest| rest.strip_prefix("hostPath."))
                    .and_then(|rest| rest.split_once('.'))
                    .is_some_and(|(name, _)| detail.contains(&format!("\"{name}\"")))
            })
            .cloned()
    }

    /// The `...persistentVolumeClaim.<name>.options.sizeLimit` key a claim's size came from.
    pub fn claim_size_key(&self, role: Role, pvc: &PersistentVolumeClaim) -> String {
        let prefix = role.keys().volumes.key;
        let size = pvc
            .spec
            .as_ref()
            .and_then(|s| s.resources.as_ref())
            .and_then(|r| r.requests.as_ref())
            .and_then(|r| r.get("storage"))
            .and_then(|q| Quantity::parse(&q.0).ok());
        self.sub
            .conf
            .iter()
            .rev()
            .filter(|(k, _)| {
                k.starts_with(prefix)
                    && k.contains(".persistentVolumeClaim.")
                    && k.ends_with(".options.sizeLimit")
            })
            .find(|(_, v)| Quantity::parse(v).ok() == size)
            .map_or_else(|| prefix.to_string(), |(k, _)| k.clone())
    }
}

/// The container resource and bound a quota resource counts (`limits.memory`: the memory
/// limits; a bare `cpu`: the requests).
fn quota_resource(resource: &str) -> (&str, Bound) {
    match resource.split_once('.') {
        Some(("requests", r)) => (r, Bound::Request),
        Some(("limits", r)) => (r, Bound::Limit),
        _ => (resource, Bound::Request),
    }
}
