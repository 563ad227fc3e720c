//! "Explain": which feature step and which conf key produced a field of the preview.
//!
//! Steps: builder-core records the pod after every step; a field belongs to the step after
//! which it took its final value. Keys: render the conf again without the key and compare;
//! what differs is what the key changed. Both are computed from real renders, so they can
//! never disagree with the preview.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use builder_core::Case;
use builder_core::pod_json;
use builder_core::submit_client::SUBMIT_STEP;
use builder_core::{StepSnapshot, TEMPLATE_STEP};
use serde_json::Value;
use sparkpods_operators::apache::OPERATOR_STEP;

use crate::path::{Path, Segment, leaves};
use crate::preview::{Doc, Preview, doc_id};
use crate::session::{render_case, trace_case};

/// The field of the preview a line shows: the tab, and the path inside the tab's documents
/// (for multi-document tabs the first segment names the object, `Kind/name`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Field {
    pub doc: Doc,
    pub path: Path,
}

/// Where a document's fields start: the root for the pod tabs; for multi-document tabs a first
/// segment naming the object (`Kind/name`), so objects keep their paths when others come or go.
fn document_root(doc: Doc, d: &Value) -> Path {
    match doc {
        Doc::Resources | Doc::Submitted => Path::root().child(Segment::Named(doc_id(d).into())),
        Doc::Driver | Doc::Executor => Path::root(),
    }
}

/// `path` inside a document, as a [`Field`] path.
fn in_document(root: &Path, path: &Path) -> Path {
    let mut full = root.clone();
    full.0.extend(path.0.iter().cloned());
    full
}

/// Every leaf field of a preview.
pub fn fields(p: &Preview) -> BTreeMap<Field, Value> {
    let mut out = BTreeMap::new();
    for doc in Doc::ALL {
        for d in p.documents(doc) {
            let root = document_root(doc, d);
            for (path, v) in leaves(d) {
                let field = Field {
                    doc,
                    path: in_document(&root, &path),
                };
                out.insert(field, v.clone());
            }
        }
    }
    out
}

/// The path of a YAML line of `doc`'s `index`-th document, as [`Field`] paths use it.
pub fn line_field(p: &Preview, doc: Doc, index: usize, path: &Path) -> Field {
    let path = match p.documents(doc).get(index) {
        Some(d) => in_document(&document_root(doc, d), path),
        None => path.clone(),
    };
    Field { doc, path }
}

/// For each leaf of the final pod, the step that gave it its value.
#[derive(Debug, Clone, Default)]
pub struct StepMap {
    steps: HashMap<Path, &'static str>,
}

impl StepMap {
    /// Attribute the fields of a role's final pod (the last snapshot) to steps.
    pub fn from_trace(trace: &[StepSnapshot]) -> Self {
        let snaps: Vec<(&'static str, HashMap<Path, Value>)> = trace
            .iter()
            .map(|s| {
                let json = pod_json(&s.pod, s.release.fabric8());
                let map = leaves(&json)
                    .into_iter()
                    .map(|(p, v)| (p, v.clone()))
                    .collect();
                (s.step, map)
            })
            .collect();
        let mut steps = HashMap::new();
        let Some((_, last)) = snaps.last() else {
            return StepMap { steps };
        };
        for (path, value) in last {
            // The earliest snapshot of the trailing run where the field already had its value.
            let mut owner = snaps.last().map(|(s, _)| *s);
            for (step, map) in snaps.iter().rev() {
                if map.get(path) == Some(value) {
                    owner = Some(*step);
                } else {
                    break;
                }
            }
            if let Some(o) = owner {
                steps.insert(path.clone(), o);
            }
        }
        StepMap { steps }
    }

    /// The steps that set the field or anything inside it, in first-seen order.
    pub fn steps_under(&self, path: &Path) -> Vec<&'static str> {
        let mut found: BTreeSet<&'static str> = BTreeSet::new();
        for (p, s) in &self.steps {
            if p.starts_with(path) {
                found.insert(*s);
            }
        }
        found.into_iter().collect()
    }
}

/// Step maps of both pods of a preview.
#[derive(Debug, Clone, Default)]
pub struct Steps {
    pub driver: StepMap,
    pub executor: StepMap,
}

impl Steps {
    /// The steps behind the preview's pods (renders the preview's case again, traced).
    pub fn of(p: &Preview) -> Self {
        let Some(case) = &p.case else {
            return Steps::default();
        };
        let trace = trace_case(case);
        Steps {
            driver: StepMap::from_trace(&trace.driver),
            executor: StepMap::from_trace(&trace.executor),
        }
    }

    /// Steps behind a field of the driver or executor tab (other tabs: none).
    pub fn for_field(&self, f: &Field) -> Vec<&'static str> {
        match f.doc {
            Doc::Driver => self.driver.steps_under(&f.path),
            Doc::Executor => self.executor.steps_under(&f.path),
            Doc::Resources | Doc::Submitted => Vec::new(),
        }
    }
}

/// What removing each conf key changes in the preview.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct KeyEffects {
    pub by_key: BTreeMap<String, BTreeSet<Field>>,
    /// Keys without which Spark fails (the image, ...): they "change" everything, so they are
    /// reported as required instead of being blamed for every field.
    pub required: BTreeSet<String>,
}

/// What removing a key does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyEffect {
    /// These fields differ.
    Changes(BTreeSet<Field>),
    /// Spark fails without the key.
    Required,
}

/// The fields that change when `key` is removed from the case.
pub fn key_effect(
    case: &Case,
    base: &Preview,
    base_fields: &BTreeMap<Field, Value>,
    key: &str,
) -> KeyEffect {
    let mut without = case.clone();
    without.conf.retain(|(k, _)| k != key);
    let other_preview = render_case(&without);
    if other_preview.failure.is_some() && base.failure.is_none() {
        return KeyEffect::Required;
    }
    let other = fields(&other_preview);
    let mut changed: BTreeSet<Field> = sparkpods_sort::btree_set(
        base_fields
            .iter()
            .filter(|(f, v)| other.get(*f) != Some(*v))
            .map(|(f, _)| f.clone()),
    );
    // Fields that exist only without the key (the key removed or renamed them).
    changed.extend(
        other
            .keys()
            .filter(|f| !base_fields.contains_key(*f))
            .cloned(),
    );
    KeyEffect::Changes(changed)
}

impl KeyEffects {
    /// Effects of every key of the case (one render per key).
    pub fn compute(case: &Case, preview: &Preview) -> Self {
        // With a SparkApplication the preview's pods also carry the operator's pod-webhook
        // patches, which no conf key makes: compare renders of the submission alone.
        let submission_only;
        let preview = if preview.application.is_some() {
            submission_only = render_case(case);
            &submission_only
        } else {
            preview
        };
        let base = fields(preview);
        let mut effects = KeyEffects::default();
        for (k, _) in &case.conf {
            match key_effect(case, preview, &base, k) {
                KeyEffect::Changes(set) => {
                    effects.by_key.insert(k.clone(), set);
                }
                KeyEffect::Required => {
                    effects.required.insert(k.clone());
                }
            }
        }
        effects
    }

    /// The keys that change the field or anything inside it.
    pub fn keys_for(&self, f: &Field) -> Vec<&str> {
        self.by_key
            .iter()
            .filter(|(_, set)| {
                set.iter()
                    .any(|g| g.doc == f.doc && g.path.starts_with(&f.path))
            })
            .map(|(k, _)| k.as_str())
            .collect()
    }
}

/// Whether a preview line showing `line` should light up for a key that changed `changed`:
/// the field itself changed, or the line starts a list item inside which something changed.
pub fn line_highlighted(line: &Field, changed: &BTreeSet<Field>) -> bool {
    if line.path.is_root() {
        return false;
    }
    if changed.contains(line) {
        return true;
    }
    let item_start = matches!(
        line.path.0.last(),
        Some(Segment::Named(_) | Segment::Index(_))
    );
    item_start
        && changed
            .iter()
            .any(|g| g.doc == line.doc && g.path.starts_with(&line.path))
}

/// The short name of a step class and what it does, for the explain panel.
pub fn describe_step(class: &str) -> (&str, &'static str) {
    let short = class.rsplit(['.', '$']).next().unwrap_or(class);
    let what = match class {
        TEMPLATE_STEP => "The starting pod: your pod template file, or an empty pod.",
        SUBMIT_STEP => {
            "spark-submit mounts the conf ConfigMap (spark.properties and SPARK_CONF_DIR files) into the driver."
        }
        OPERATOR_STEP => {
            "The Apache Spark operator mounts its conf ConfigMap (<app id>-spark-drv-conf-map), owns the driver pod by the SparkApplication, labels it and disallows privilege escalation."
        }
        _ => match short {
            "BasicDriverFeatureStep" => {
                "Driver container: image, ports, memory (spark.driver.memory + memoryOverhead), cores, labels, annotations, node selector, service account."
            }
            "BasicExecutorFeatureStep" => {
                "Executor container: image, env, memory (spark.executor.memory + memoryOverhead), cores, custom resources (GPUs), labels, owner reference to the driver."
            }
            "DriverKubernetesCredentialsFeatureStep" => {
                "Service account and client credentials the driver uses to talk to the API server."
            }
            "ExecutorKubernetesCredentialsFeatureStep" => {
                "Service account of the executors (spark.kubernetes.authenticate.executor.serviceAccountName)."
            }
            "DriverServiceFeatureStep" => {
                "The headless driver Service executors connect to, and the driver host/ports."
            }
            "NetworkPolicyFeatureStep" => {
                "A NetworkPolicy that lets executors reach the driver (Spark 4.x)."
            }
            "MountSecretsFeatureStep" => {
                "Secret volumes from spark.kubernetes.*.secrets.<name>=<path>."
            }
            "EnvSecretsFeatureStep" => {
                "Env vars from secret keys (spark.kubernetes.*.secretKeyRef.*)."
            }
            "MountVolumesFeatureStep" => {
                "Volumes and mounts from spark.kubernetes.*.volumes.<type>.<name>.* (hostPath, emptyDir, nfs, PVCs)."
            }
            "DriverCommandFeatureStep" => {
                "The driver's arguments: main resource, main class, application args."
            }
            "HadoopConfDriverFeatureStep" | "HadoopConfExecutorFeatureStep" => {
                "HADOOP_CONF_DIR files as a ConfigMap volume."
            }
            "KerberosConfDriverFeatureStep" => {
                "krb5.conf, keytab and delegation token secrets for Kerberos."
            }
            "PodTemplateConfigMapStep" => {
                "Ships the executor pod template to the driver as a ConfigMap."
            }
            "LocalDirsFeatureStep" => {
                "Scratch space: SPARK_LOCAL_DIRS volumes (emptyDir, or tmpfs with spark.kubernetes.local.dirs.tmpfs)."
            }
            _ => "A user feature step (spark.kubernetes.*.pod.featureSteps).",
        },
    };
    (short, what)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::tests::preview_of as preview;

    fn field(doc: Doc, path: &[Segment]) -> Field {
        Field {
            doc,
            path: Path(path.to_vec()),
        }
    }

    fn key(s: &str) -> Segment {
        Segment::Key(s.into())
    }

    /// Every line of every tab addresses the field `fields` lists for it: its document's root
    /// (`Kind/name` in the multi-document tabs), then its path in the document.
    #[test]
    fn each_line_addresses_its_documents_field() {
        let p = preview(
            "spark.app.name demo\nspark.kubernetes.executor.label.team data\n\
             spark.kubernetes.driver.volumes.persistentVolumeClaim.d.mount.path /d\n\
             spark.kubernetes.driver.volumes.persistentVolumeClaim.d.options.claimName OnDemand\n",
        );
        let all = fields(&p);
        let mut leaves = 0;
        for doc in Doc::ALL {
            let documents = p.documents(doc);
            for line in crate::yaml::documents(&documents) {
                let field = line_field(&p, doc, line.doc, &line.path);
                let root = documents.get(line.doc).map(|d| document_root(doc, d));
                let want = in_document(&root.unwrap_or_else(Path::root), &line.path);
                assert_eq!(field, Field { doc, path: want }, "{doc:?} {}", line.text());
                // A line that shows a value shows one of the preview's leaves.
                if !line.text().ends_with(':') && line.text() != "---" {
                    assert!(all.contains_key(&field), "{field:?}: {}", line.text());
                    leaves += 1;
                }
            }
        }
        assert!(leaves > 100, "{leaves}");
    }

    #[test]
    fn memory_comes_from_the_basic_step_and_the_memory_key() {
        let p = preview("spark.executor.memory 8g\nspark.app.name demo\n");
        let steps = Steps::of(&p);
        let mem = field(
            Doc::Executor,
            &[
                key("spec"),
                key("containers"),
                Segment::Named("spark-kubernetes-executor".into()),
                key("resources"),
                key("requests"),
                key("memory"),
            ],
        );
        let s = steps.for_field(&mem);
        assert_eq!(s.len(), 1);
        assert_eq!(describe_step(s[0]).0, "BasicExecutorFeatureStep");
        let effects = KeyEffects::compute(p.case.as_ref().unwrap(), &p);
        assert_eq!(effects.keys_for(&mem), vec!["spark.executor.memory"]);
        assert!(
            effects
                .required
                .contains("spark.kubernetes.container.image")
        );
        // The driver's memory does not depend on the executor's.
        let driver_mem = field(
            Doc::Driver,
            &[
                key("spec"),
                key("containers"),
                Segment::Named("spark-kubernetes-driver".into()),
                key("resources"),
                key("requests"),
                key("memory"),
            ],
        );
        assert!(effects.keys_for(&driver_mem).is_empty());
    }

    #[test]
    fn conf_volume_comes_from_spark_submit() {
        let p = preview("");
        let steps = Steps::of(&p);
        let vol = field(
            Doc::Driver,
            &[
                key("spec"),
                key("volumes"),
                Segment::Named("spark-conf-volume-driver".into()),
            ],
        );
        assert_eq!(steps.for_field(&vol), vec![SUBMIT_STEP]);
    }

    #[test]
    fn a_label_key_changes_only_its_label_and_lights_its_line() {
        let p = preview("spark.kubernetes.executor.label.team data\n");
        let case = p.case.clone().unwrap();
        let KeyEffect::Changes(changed) = key_effect(
            &case,
            &p,
            &fields(&p),
            "spark.kubernetes.executor.label.team",
        ) else {
            panic!("removing a label does not break Spark");
        };
        let label = field(
            Doc::Executor,
            &[key("metadata"), key("labels"), key("team")],
        );
        assert!(changed.contains(&label));
        assert!(
            changed.iter().all(|f| f.doc == Doc::Executor
                || f.doc == Doc::Resources
                || f.doc == Doc::Submitted),
            "{changed:?}"
        );
        assert!(line_highlighted(&label, &changed));
        let other = field(
            Doc::Executor,
            &[key("metadata"), key("labels"), key("spark-role")],
        );
        assert!(!line_highlighted(&other, &changed));
    }

    #[test]
    fn resources_are_addressed_by_kind_and_name() {
        let p = preview("spark.app.name svc\n");
        let f = fields(&p);
        assert!(f.keys().any(|k| k.doc == Doc::Resources
            && matches!(k.path.0.first(), Some(Segment::Named(n)) if n.starts_with("Service/"))));
    }
}
