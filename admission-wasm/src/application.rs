//! Admission shifted left: a `SparkApplication` of the kubeflow spark-operator or the Apache
//! Spark operator is judged by the pods it will become. Its operator's submission is rendered
//! with builder-core (the kubeflow operator's pod webhook applied), the policy's own mutation
//! applied to those pods as it will be when they are created, and the same rules checked; a
//! violation rejects the resource at `kubectl apply` with the resource field to change, instead
//! of failing later when the operator creates the pods. On UPDATE only what the update
//! introduces rejects (a violation the old resource had already is a warning, see
//! [`crate::update`]): the operator and other controllers update resources they did not write.

use builder_core::DeterministicIds;
use builder_core::Rendered;
use builder_core::Role;
use builder_core::TemplateReader;
use builder_core::UserSteps;
use builder_core::rendered_json;
use k8s_openapi::api::core::v1::Pod;
use serde_json::Value;
use sparkpods_operators::{Operator, apache, kubeflow};

use crate::instance_end;
use crate::json::Node;
use crate::request::SparkPodInfo;
use crate::settings::Settings;
use crate::to_node::to_node;
use crate::{mutate_pod, update, validate};

/// What a resource's pods violate, each message naming the resource field to change.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Judgement {
    pub violations: Vec<String>,
    pub warnings: Vec<String>,
}

/// A resource's submission, whichever its operator.
enum Submitted {
    Kubeflow(Box<kubeflow::OperatorSubmission>),
    Apache(Box<apache::OperatorSubmission>),
}

impl Submitted {
    /// The resource read as its operator's, and the operator's submission of it (not inlined:
    /// see [`violations`]).
    #[inline(never)]
    fn read(operator: Operator, value: &Value) -> Result<Submitted, String> {
        match operator {
            Operator::Kubeflow => {
                let app =
                    kubeflow::SparkApplication::from_value(value).map_err(|e| e.to_string())?;
                kubeflow::submit(&app, &kubeflow::Options::default())
                    .map(|s| Submitted::Kubeflow(Box::new(s)))
                    .map_err(|e| e.to_string())
            }
            Operator::Apache => {
                let app = apache::SparkApplication::from_value(value).map_err(|e| e.to_string())?;
                apache::submit(&app, &apache::Options::default())
                    .map(|s| Submitted::Apache(Box::new(s)))
                    .map_err(|e| e.to_string())
            }
        }
    }

    /// The field that set a conf key, if one did.
    fn field_of(&self, key: &str) -> Option<&str> {
        match self {
            Submitted::Kubeflow(s) => s.field_of(key),
            Submitted::Apache(s) => s.field_of(key),
        }
    }

    /// The operator's submission rendered by Spark's code (boxed: two kilobytes, see
    /// [`violations`]), and Spark's error, if it fails.
    #[inline(never)]
    fn render(&self) -> Result<(Box<Rendered>, Option<String>), String> {
        let case = match self {
            Submitted::Kubeflow(s) => s.case("SparkApplication").map_err(|e| e.to_string())?,
            Submitted::Apache(s) => s.case(),
        };
        let steps = UserSteps::new();
        let sub = case.submission(&steps, TemplateReader::BUILT_IN);
        // The rules judge pods: the ConfigMaps' `spark.properties` texts are not written.
        let rendered = Box::new(builder_core::render_pods(
            &sub,
            &mut DeterministicIds::default(),
        ));
        instance_end::done_with(sub);
        instance_end::done_with(case);
        let error = rendered.error.as_ref().map(|(phase, e)| {
            let key = e
                .key
                .as_deref()
                .map(|k| format!(" ({k})"))
                .unwrap_or_default();
            format!("Spark fails ({} phase): {}{key}", phase.as_str(), e.message)
        });
        Ok((rendered, error))
    }

    /// The pods the API server creates of the render, as it stores them (the kubeflow
    /// operator's pod webhook applied): the driver as spark-submit sends it and an executor.
    ///
    /// Read from the typed pods: the rules read a pod's fields, not the form fabric8 writes
    /// them in (empty lists and maps it leaves out read as absent), so the oracle-shaped
    /// document is not built. Only a pod template's fields a Pod does not declare, which
    /// Spark sends with the pod, live in the document alone: such a render is read from it
    /// ([`Submitted::pods_of_document`]).
    #[inline(never)]
    fn pods(
        &self,
        mut rendered: Box<Rendered>,
        from: PodsFrom,
    ) -> Result<Vec<(Role, Node<'static>)>, String> {
        let undeclared = from == PodsFrom::Document
            || rendered
                .driver
                .as_ref()
                .is_some_and(|(spec, _)| !spec.undeclared.is_empty())
            || rendered
                .executor
                .as_ref()
                .is_some_and(|e| !e.undeclared.is_empty());
        if undeclared {
            return self.pods_of_document(&rendered);
        }
        let mut out = Vec::with_capacity(2);
        if let Some(driver) = rendered.driver.take() {
            out.extend(self.pod_tree(Role::Driver, &driver.1.pod)?);
            instance_end::done_with(driver);
        }
        if let Some(executor) = rendered.executor.take() {
            let pod = executor.pod.into_assembled();
            out.extend(self.pod_tree(Role::Executor, &pod)?);
            instance_end::done_with(pod);
        }
        instance_end::done_with(rendered);
        Ok(out)
    }

    /// One typed pod as the API server stores it: the webhook applied, as a tree (written
    /// straight from the typed pod and patched in it: [`crate::to_node`]).
    fn pod_tree(&self, role: Role, pod: &Pod) -> Result<Option<(Role, Node<'static>)>, String> {
        let Ok(mut node) = to_node(pod) else {
            return Ok(None);
        };
        if let Submitted::Kubeflow(s) = self {
            kubeflow::mutate(&mut node, &s.app, s.release, &s.uid)
                .map_err(|e| format!("the operator's pod webhook rejects the pod: {e}"))?;
        }
        Ok(Some((role, node)))
    }

    /// [`Submitted::pods`] read from the oracle-shaped document of the render (pods as fabric8
    /// writes them, with their templates' undeclared fields).
    fn pods_of_document(&self, rendered: &Rendered) -> Result<Vec<(Role, Node<'static>)>, String> {
        let mut doc = Value::Object(rendered_json(rendered));
        if let Submitted::Kubeflow(s) = self {
            s.apply_webhook(&mut doc)
                .map_err(|e| format!("the operator's pod webhook rejects the pod: {e}"))?;
        }
        let mut out = Vec::with_capacity(2);
        for (role, pointer) in [
            (Role::Driver, "/driver/submitted/pod"),
            (Role::Executor, "/executor/pod"),
        ] {
            if let Some(pod) = doc.pointer_mut(pointer) {
                out.push((role, Node::from_owned_value(pod.take())));
            }
        }
        Ok(out)
    }
}

/// Where the judged pods are read from: the typed pods of the render (the policy's way), or the
/// oracle-shaped document (what the policy read before, held equal by the tests).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PodsFrom {
    Types,
    #[cfg_attr(not(test), allow(dead_code))]
    Document,
}

/// The resource's violations: what its pods break, or why it cannot become pods.
///
/// Its steps ([`Submitted::read`], [`Submitted::render`], [`Submitted::pods`],
/// [`pod_violations`]) are functions of their own, not inlined here: the deepest calls of the
/// request are the render's (its pod template readers), and every local of this function, of
/// any step, would be in the frame under them; a fresh instance pays a page fault for each
/// stack page a request reaches (with the steps inlined this frame was 8 KB; it is 0.2 KB).
fn violations(operator: Operator, text: &str, settings: &Settings, from: PodsFrom) -> Judgement {
    let mut out = Judgement::default();
    let value: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => {
            out.violations.push(format!("not a JSON object: {e}"));
            return out;
        }
    };
    let submitted = match Submitted::read(operator, &value) {
        Ok(s) => s,
        Err(e) => {
            out.violations.push(e);
            return out;
        }
    };
    let pods = submitted
        .render()
        .and_then(|(rendered, error)| Ok((submitted.pods(rendered, from)?, error)));
    let (pods, error) = match pods {
        Ok(r) => r,
        Err(e) => {
            out.violations.push(e);
            return out;
        }
    };
    if let Some(e) = error {
        out.violations.push(name_fields(&e, &submitted));
    }
    let name = app_name(&value);
    for (role, node) in pods {
        out.violations
            .extend(pod_violations(role, node, &name, settings, &submitted));
    }
    instance_end::done_with(submitted);
    instance_end::done_with(value);
    out
}

/// What one of the resource's pods breaks, mutated by the policy as it will be when created,
/// each message naming the resource field to change (`name`: the resource's, for messages).
///
/// Not inlined: the mutation's and the rules' locals (kilobytes: the pod security check's
/// alone is five) would otherwise be in the frame of [`violations`], under the render and
/// its template readers, the deepest calls of the request; a fresh instance pays a page
/// fault for each stack page a request reaches.
#[inline(never)]
fn pod_violations(
    role: Role,
    mut node: Node<'static>,
    name: &str,
    settings: &Settings,
    submitted: &Submitted,
) -> Vec<String> {
    let label = |k: &str| {
        node.get("metadata")
            .and_then(|m| m.get("labels"))
            .and_then(|l| l.get(k))
            .and_then(Node::as_str)
            .map(str::to_string)
    };
    let info = SparkPodInfo {
        role,
        app_id: label("spark-app-selector").unwrap_or_default(),
        executor_id: label("spark-exec-id").unwrap_or_default(),
        version_label: label("spark-version"),
        display_name: format!("{name} ({} pod)", role.as_str()),
    };
    // The policy mutates the pods when they are created; judge them as they will be.
    if settings.mode.mutates()
        && let Err((message, _)) = mutate_pod(&mut node, &info, settings, &mut Vec::new())
    {
        return vec![message];
    }
    let found = validate::check(&node, &info, &settings.rules)
        .iter()
        .map(|m| name_fields(m, submitted))
        .collect();
    instance_end::done_with(node);
    found
}

/// `namespace/name` of the resource, for messages.
fn app_name(value: &Value) -> String {
    let meta = |k: &str| {
        value
            .get("metadata")
            .and_then(|m| m.get(k))
            .and_then(Value::as_str)
            .unwrap_or("")
    };
    match meta("namespace") {
        "" => meta("name").to_string(),
        ns => format!("{ns}/{}", meta("name")),
    }
}

/// The message with each conf key it names followed by the resource field that set it, or
/// `spec.sparkConf` where nothing did: the change a user makes is in the resource.
fn name_fields(message: &str, submitted: &Submitted) -> String {
    let mut out = String::with_capacity(message.len() + 32);
    let mut rest = message;
    while let Some(at) = rest.find("spark.") {
        let (before, from) = rest.split_at(at);
        out.push_str(before);
        let len = from
            .find(|c: char| !(c.is_ascii_alphanumeric() || "._-/".contains(c)))
            .unwrap_or(from.len());
        let (key, after) = from.split_at(len);
        let key = key.trim_end_matches('.');
        // A key pattern (`spark.kubernetes.executor.volumes.hostPath.host.*`) stays whole.
        let shown = if from.get(key.len()..).is_some_and(|r| r.starts_with(".*")) {
            key.len() + 2
        } else {
            key.len()
        };
        out.push_str(from.get(..shown).unwrap_or(key));
        if builder_core::registry::lookup(key).is_some() {
            match submitted.field_of(key).unwrap_or("spec.sparkConf") {
                // Already in parentheses: `(the operator)`.
                field if field.starts_with('(') => out.push_str(&format!(" {field}")),
                field => out.push_str(&format!(" ({field})")),
            }
        }
        rest = from.get(shown..).unwrap_or(after);
    }
    out.push_str(rest);
    out
}

/// The policy's judgement of a `SparkApplication` request: `text` its object, `old` the
/// object before an UPDATE.
pub fn judge(operator: Operator, text: &str, old: Option<&str>, settings: &Settings) -> Judgement {
    let mut now = violations(operator, text, settings, PodsFrom::Types);
    // The old resource is rendered only when there is something to compare.
    if let Some(old) = old.filter(|_| !now.violations.is_empty()) {
        let before = violations(operator, old, settings, PodsFrom::Types);
        let judged = update::ratchet(std::mem::take(&mut now.violations), &before.violations);
        now.violations = judged.rejected;
        now.warnings.extend(judged.warnings);
    }
    now
}

#[cfg(test)]
mod tests {
    #![allow(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::indexing_slicing,
        clippy::panic,
        clippy::disallowed_methods
    )]

    use serde_json::json;

    use super::*;

    /// Every SparkApplication of the operator fixtures, as JSON text, with its operator.
    fn fixtures() -> Vec<(String, Operator, String)> {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/fixtures/operator");
        let mut out = Vec::new();
        for dir in ["kubeflow", "kubeflow-examples", "apache"] {
            let mut files: Vec<_> = std::fs::read_dir(format!("{root}/{dir}"))
                .unwrap()
                .map(|e| e.unwrap().path())
                .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
                .collect();
            files.sort();
            for f in files {
                let text = std::fs::read_to_string(&f).unwrap();
                let Ok(value) = sparkpods_operators::parse_document(&text) else {
                    continue;
                };
                let Some(operator) = Operator::of(&value) else {
                    continue;
                };
                out.push((f.display().to_string(), operator, value.to_string()));
            }
        }
        assert!(out.len() > 40, "{}", out.len());
        // A limit the operator's pod webhook refuses.
        let pi = |executor: Value| {
            json!({
                "apiVersion": "sparkoperator.k8s.io/v1beta2", "kind": "SparkApplication",
                "metadata": {"name": "pi", "namespace": "spark-jobs"},
                "spec": {
                    "type": "Scala", "mode": "cluster", "sparkVersion": "3.5.5",
                    "image": "apache/spark:3.5.5", "mainClass": "org.apache.spark.examples.SparkPi",
                    "mainApplicationFile": "local:///opt/spark/examples/jars/spark-examples.jar",
                    "driver": {"cores": 1, "memory": "512m"}, "executor": executor
                }
            })
            .to_string()
        };
        for executor in [
            json!({"cores": 1, "instances": 2, "memory": "1g", "memoryLimit": "1x"}),
            json!({"cores": 1, "instances": 2, "memory": "1g", "memoryLimit": "2g"}),
        ] {
            out.push(("pi".into(), Operator::Kubeflow, pi(executor)));
        }
        out
    }

    /// Settings whose rules every pod breaks in every way a rule can, mutating and not, and
    /// settings whose confs the policy cannot apply.
    fn strict_settings() -> Vec<Settings> {
        let every_check = json!({
            "name": "all",
            "maxMemory": "1Mi", "maxCpu": "10m", "requireLimits": ["memory", "cpu"],
            "allowedImages": ["registry.example.com/*"],
            "allowedServiceAccounts": ["nobody"],
            "forbiddenVolumeTypes": ["emptyDir", "configMap", "secret", "hostPath",
                "persistentVolumeClaim", "projected", "downwardAPI", "nfs"],
            "forbidPrivileged": true, "forbidHostNetwork": true, "forbidHostPID": true,
            "forbidPrivilegeEscalation": true,
            "requiredLabels": ["team", "spark-role"], "requiredAnnotations": ["owner"],
        });
        let restricted = json!({"name": "pss", "podSecurity": "restricted"});
        let example: Value =
            serde_json::from_str(include_str!("../examples/settings.json")).unwrap();
        let mut out = vec![example.clone()];
        for mode in ["both", "validate-only"] {
            out.push(json!({"mode": mode, "rules": [every_check, restricted]}));
            let mut with_confs = example.clone();
            with_confs["mode"] = json!(mode);
            with_confs["rules"] = json!([every_check, restricted]);
            out.push(with_confs);
        }
        // Confs the policy cannot apply to some pods (a role's volume without its mount path).
        out.push(json!({
            "sparkConf": {"spark.kubernetes.executor.volumes.emptyDir.x.options.medium": "Memory"},
            "rules": [{"name": "cost", "requiredLabels": ["cost-center"]}]
        }));
        out.into_iter()
            .map(|v| Settings::from_json(Some(&v.to_string())).unwrap())
            .collect()
    }

    /// Every fixture's rendered pods written straight into trees are the trees serde_json's
    /// values of them give.
    #[test]
    fn rendered_pods_become_the_trees_serde_json_gives() {
        let mut pods = 0;
        for (name, operator, text) in fixtures() {
            let value: Value = serde_json::from_str(&text).unwrap();
            let Ok(submitted) = Submitted::read(operator, &value) else {
                continue;
            };
            let (rendered, _) = submitted.render().unwrap();
            let driver = rendered.driver.iter().map(|(_, s)| s.pod.clone());
            let executor = rendered.executor.iter().map(|e| e.pod.assembled());
            for pod in driver.chain(executor) {
                let by_value = Node::from_owned_value(serde_json::to_value(&pod).unwrap());
                assert_eq!(to_node(&pod).unwrap(), by_value, "{name}");
                pods += 1;
            }
        }
        assert!(pods > 80, "{pods}");
    }

    /// The pods read from the render's types are judged exactly as the document's were: every
    /// fixture, under settings that break every check, word for word.
    #[test]
    fn pods_read_from_types_are_judged_as_the_documents() {
        let settings = strict_settings();
        let mut judged: Vec<String> = Vec::new();
        for (name, operator, text) in fixtures() {
            for s in &settings {
                let fast = violations(operator, &text, s, PodsFrom::Types);
                let slow = violations(operator, &text, s, PodsFrom::Document);
                assert_eq!(fast, slow, "{name}");
                judged.extend(fast.violations);
            }
        }
        let count = |what: &str| judged.iter().filter(|m| m.contains(what)).count();
        // Each way a resource is refused is among them.
        for what in [
            "[all] pod",
            "[pss] pod",
            "(driver pod)",
            "(executor pod)",
            "cannot be applied",
            "Spark fails",
            "the operator's pod webhook rejects the pod",
        ] {
            assert!(count(what) > 0, "{what}");
        }
        assert!(judged.len() > 1_000, "{}", judged.len());
    }
}
