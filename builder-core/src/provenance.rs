//! Where a value of a Spark pod comes from: the conf key that sets it, or the pod template that
//! wrote it (the file and the line), so that a finding about the value points at what to change;
//! and the other way round, what a key sets ([`key_effect`]).
//!
//! Spark builds each pod from the role's template (its side-cars kept, its first container or
//! the one `podTemplateContainerName` names becoming the Spark container), then lets the conf
//! set or override labels, annotations, env, resources and the image. A value is therefore the
//! conf's when the key that sets it is in the conf (or Spark always sets it, from a default),
//! and the template's otherwise.

use serde_json::Value;

use crate::builder::{Rendered, Submission, render};
use crate::conf::registry as keys;
use crate::custom_resources::{self, ResourceField};
use crate::inputs::DeterministicIds;
use crate::kubernetes_conf::Role;
use crate::release_diff::rendered_changes;
use sparkpods_kube::Bound;
use sparkpods_yaml::line_of;

/// Where in a pod template file a value is: the template wrote it, so that is the place to
/// change (a finding about it names the template's key, on its line in the conf, and this spot).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TemplateSpot {
    /// The file as the conf names it.
    pub path: String,
    /// 1-based line of the field in the file, when it can be placed.
    pub line: Option<u32>,
}

/// What set a value of a pod.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// A conf key: set in the conf, or the key whose default Spark applied.
    Key(String),
    /// The role's pod template (`key` names the file) wrote it, at `spot`.
    Template {
        key: &'static str,
        spot: TemplateSpot,
    },
}

/// The template file of `role`'s key.
pub fn template_key(role: Role) -> &'static str {
    role.keys().template_file.key
}

/// The conf key that sets `resource`'s `bound` in the Spark container of `role`, when Spark sets
/// it from a key: cpu from the cores keys (the request always, from `spark.*.cores` unless the
/// request key is set; the limit only when its key is set), memory always (heap + overhead),
/// custom resources (`<vendor>/<name>`) from their `amount` key. `None`: Spark does not set it,
/// so the template did.
pub fn compute_key(sub: &Submission, role: Role, resource: &str, bound: Bound) -> Option<String> {
    let set = |k: &str| sub.conf_value(k).is_some();
    let key = match (role, resource, bound) {
        (Role::Driver, "cpu", Bound::Limit) => keys::DRIVER_LIMIT_CORES.key,
        (Role::Executor, "cpu", Bound::Limit) => keys::EXECUTOR_LIMIT_CORES.key,
        (Role::Driver, "cpu", Bound::Request) if set(keys::DRIVER_REQUEST_CORES.key) => {
            keys::DRIVER_REQUEST_CORES.key
        }
        (Role::Driver, "cpu", Bound::Request) => keys::DRIVER_CORES.key,
        (Role::Executor, "cpu", Bound::Request) if set(keys::EXECUTOR_REQUEST_CORES.key) => {
            keys::EXECUTOR_REQUEST_CORES.key
        }
        (Role::Executor, "cpu", Bound::Request) => keys::EXECUTOR_CORES.key,
        (Role::Driver, "memory", _) => keys::DRIVER_MEMORY.key,
        (Role::Executor, "memory", _) => keys::EXECUTOR_MEMORY.key,
        _ => return amount_key(sub, role, resource),
    };
    let always_set = !matches!(bound, Bound::Limit) || resource == "memory";
    (always_set || set(key)).then(|| key.to_string())
}

/// The `amount` key of custom resource `<vendor>/<name>` when the conf sets it with that vendor.
fn amount_key(sub: &Submission, role: Role, resource: &str) -> Option<String> {
    let (vendor, name) = resource.split_once('/')?;
    let key = |field| custom_resources::compute_key(role, name, field);
    let amount = key(ResourceField::Amount);
    (sub.conf_value(&key(ResourceField::Vendor)) == Some(vendor)
        && sub.conf_value(&amount).is_some())
    .then_some(amount)
}

/// The origins of the values of one role's pod: the conf, then its template (read once).
pub struct PodOrigins<'a> {
    sub: &'a Submission<'a>,
    role: Role,
    template: Option<Template>,
}

/// A role's pod template as written.
struct Template {
    key: &'static str,
    path: String,
    text: String,
    pod: Value,
    /// The index of the container Spark takes as its own.
    spark_index: Option<usize>,
}

impl Template {
    fn containers(&self) -> &[Value] {
        self.pod
            .pointer("/spec/containers")
            .and_then(Value::as_array)
            .map_or(&[], Vec::as_slice)
    }

    /// The template's index of a container of the built pod (`spark`: Spark's own).
    fn container_index(&self, name: &str, spark: bool) -> Option<usize> {
        if spark {
            return self.spark_index;
        }
        self.containers()
            .iter()
            .enumerate()
            .filter(|(i, _)| Some(*i) != self.spark_index)
            .find(|(_, c)| c.get("name").and_then(Value::as_str) == Some(name))
            .map(|(i, _)| i)
    }

    /// The spot of `path` (a field path such as `spec.containers[1].env[0]`) when written.
    fn spot(&self, path: &str) -> Option<TemplateSpot> {
        let line = line_of(&self.text, path)?;
        Some(TemplateSpot {
            path: self.path.clone(),
            line: Some(line),
        })
    }
}

/// A container of a built pod: its name and whether it is the Spark container (Spark appends
/// its own last; the others are the template's side-cars).
#[derive(Debug, Clone, Copy)]
pub struct ContainerRef<'c> {
    pub name: &'c str,
    pub spark: bool,
}

impl<'a> PodOrigins<'a> {
    /// The origins for `role`'s pod of `sub`.
    pub fn new(sub: &'a Submission<'a>, role: Role) -> Self {
        let key = template_key(role);
        let template = sub.conf_value(key).and_then(|path| {
            let text = sub.env.files.read_string(path)?;
            let release = match role {
                Role::Driver => sub.submit_release,
                Role::Executor => sub.release,
            };
            let pod = (sub.templates.value)(&text, release).ok()?;
            let names: Vec<Option<&str>> = pod
                .pointer("/spec/containers")
                .and_then(Value::as_array)
                .map(|cs| {
                    cs.iter()
                        .map(|c| c.get("name").and_then(Value::as_str))
                        .collect()
                })
                .unwrap_or_default();
            // As `select_spark_container`: the one container of that name, else the first.
            let wanted = sub.conf_value(role.keys().template_container.key);
            let by_name: Vec<usize> = names
                .iter()
                .enumerate()
                .filter(|(_, n)| wanted.is_some() && **n == wanted)
                .map(|(i, _)| i)
                .collect();
            let spark_index = match by_name.as_slice() {
                [i] => Some(*i),
                _ => (!names.is_empty()).then_some(0),
            };
            Some(Template {
                key,
                path: path.to_string(),
                text,
                pod,
                spark_index,
            })
        });
        PodOrigins {
            sub,
            role,
            template,
        }
    }

    pub fn role(&self) -> Role {
        self.role
    }

    /// The template at the line of `path`, when the template writes it.
    pub fn template_field(&self, path: &str) -> Option<Origin> {
        let t = self.template.as_ref()?;
        Some(Origin::Template {
            key: t.key,
            spot: t.spot(path)?,
        })
    }

    /// The template, at the line of `path` if it can be placed: for what only the template can
    /// have set.
    fn template_at(&self, path: Option<String>) -> Option<Origin> {
        let t = self.template.as_ref()?;
        let spot = path.and_then(|p| t.spot(&p)).unwrap_or(TemplateSpot {
            path: t.path.clone(),
            line: None,
        });
        Some(Origin::Template { key: t.key, spot })
    }

    /// `key` when the conf sets it, else the template's `path` when written there.
    fn key_or_template(&self, key: String, path: impl FnOnce() -> String) -> Option<Origin> {
        if self.sub.conf_value(&key).is_some() {
            return Some(Origin::Key(key));
        }
        self.template_field(&path())
    }

    fn container_path(&self, c: ContainerRef) -> Option<String> {
        let i = self.template.as_ref()?.container_index(c.name, c.spark)?;
        Some(format!("spec.containers[{i}]"))
    }

    /// What set `resource`'s `bound` in container `c`.
    pub fn resource(&self, c: ContainerRef, resource: &str, bound: Bound) -> Option<Origin> {
        if c.spark
            && let Some(key) = compute_key(self.sub, self.role, resource, bound)
        {
            return Some(Origin::Key(key));
        }
        let path = self
            .container_path(c)
            .map(|p| format!("{p}.resources.{}.{resource}", bound.member()));
        self.template_at(path)
    }

    /// What set container `c`'s image: the role's image key (or the shared one) for Spark's
    /// container, the template for a side-car.
    pub fn image(&self, c: ContainerRef) -> Option<Origin> {
        if !c.spark {
            return self.template_at(self.container_path(c));
        }
        let role_key = self.role.keys().image.key;
        let key = if self.sub.conf_value(role_key).is_some() {
            role_key
        } else {
            keys::CONTAINER_IMAGE.key
        };
        Some(Origin::Key(key.to_string()))
    }

    /// What set env var `name` of container `c`.
    pub fn env(&self, c: ContainerRef, name: &str) -> Option<Origin> {
        let env_key = self.role.keys().env.under(name);
        if c.spark && self.sub.conf_value(&env_key).is_some() {
            return Some(Origin::Key(env_key));
        }
        let t = self.template.as_ref()?;
        let i = t.container_index(c.name, c.spark)?;
        let j = t
            .containers()
            .get(i)?
            .get("env")?
            .as_array()?
            .iter()
            .position(|e| e.get("name").and_then(Value::as_str) == Some(name))?;
        self.template_field(&format!("spec.containers[{i}].env[{j}]"))
    }

    /// What set pod label `name`.
    pub fn label(&self, name: &str) -> Option<Origin> {
        let prefix = self.role.keys().label;
        self.key_or_template(prefix.under(name), || format!("metadata.labels.{name}"))
    }

    /// What set pod annotation `name`.
    pub fn annotation(&self, name: &str) -> Option<Origin> {
        let prefix = self.role.keys().annotation;
        self.key_or_template(prefix.under(name), || {
            format!("metadata.annotations.{name}")
        })
    }

    /// What set node selector `name`: the role's key (which wins), the shared one, the template.
    pub fn node_selector(&self, name: &str) -> Option<Origin> {
        let role_key = self.role.keys().node_selector.under(name);
        if self.sub.conf_value(&role_key).is_some() {
            return Some(Origin::Key(role_key));
        }
        self.key_or_template(keys::NODE_SELECTOR.under(name), || {
            format!("spec.nodeSelector.{name}")
        })
    }

    /// The template's volume `name`, when the template declares it.
    pub fn template_volume(&self, name: &str) -> Option<Origin> {
        let t = self.template.as_ref()?;
        let j = t
            .pod
            .pointer("/spec/volumes")?
            .as_array()?
            .iter()
            .position(|v| v.get("name").and_then(Value::as_str) == Some(name))?;
        self.template_field(&format!("spec.volumes[{j}]"))
    }
}

/// What a conf key does to the objects Spark creates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyEffect {
    /// The fields (`object`, `path`) that differ without the key, in object order.
    Changes(Vec<(String, String)>),
    /// Spark fails without the key (its message): it is needed, not one field's cause.
    Required(String),
    /// Spark fails with the key and not without it (its message).
    Fails(String),
    /// Spark fails with and without the key: there are no objects to compare (its message).
    NotBuilt(String),
}

/// What `key` does in `sub` (rendered as `rendered`): the submission rendered again without it,
/// compared field by field. The key's own value is thereby the cause, never a guess.
pub fn key_effect(sub: &Submission, rendered: &Rendered, key: &str) -> KeyEffect {
    let without = Submission {
        conf: sub.conf.iter().filter(|(k, _)| k != key).cloned().collect(),
        ..sub.clone()
    };
    let other = render(&without, &mut DeterministicIds::default());
    match (&rendered.error, &other.error) {
        (None, None) => KeyEffect::Changes(rendered_changes(&other, rendered)),
        (None, Some((_, e))) => KeyEffect::Required(e.message.clone()),
        (Some((_, e)), None) => KeyEffect::Fails(e.message.clone()),
        (Some((_, e)), Some(_)) => KeyEffect::NotBuilt(e.message.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::user_steps::UserSteps;
    use crate::inputs::{DriverArgs, Environment};
    use crate::template::TemplateReader;
    use crate::{Release, SparkVersion};

    const TEMPLATE: &str = "\
apiVersion: v1
kind: Pod
metadata:
  labels:
    team: data
spec:
  nodeSelector:
    pool: spot
  containers:
  - name: side
    image: busybox
    env:
    - name: A
      value: a
    resources:
      limits:
        ephemeral-storage: 1Gi
  - name: main
    resources:
      limits:
        cpu: 2
";

    fn with_conf<T>(conf: &[(&str, &str)], f: impl FnOnce(&Submission) -> T) -> T {
        let mut env = Environment::oracle_default();
        env.files.insert("t.yaml", TEMPLATE);
        let steps = UserSteps::new();
        let sub = Submission {
            release: Release::of(SparkVersion::V3_5_5),
            submit_release: Release::of(SparkVersion::V3_5_5),
            conf: conf
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            driver: DriverArgs::default(),
            app_id: "spark-1".into(),
            executor_id: "1".into(),
            with_driver_pod: true,
            driver_pod_uid: "u".into(),
            env: &env,
            user_steps: &steps,
            templates: TemplateReader::BUILT_IN,
            build_executor: true,
            deploy_mode: crate::inputs::DeployMode::Cluster,
            client: &crate::submit_client::SPARK_SUBMIT,
        };
        f(&sub)
    }

    fn spot(line: u32) -> Origin {
        Origin::Template {
            key: keys::EXECUTOR_POD_TEMPLATE_FILE.key,
            spot: TemplateSpot {
                path: "t.yaml".into(),
                line: Some(line),
            },
        }
    }

    /// Without `podTemplateContainerName` Spark takes the first container (`side`) as its own.
    const SIDE: ContainerRef = ContainerRef {
        name: "side",
        spark: false,
    };
    const MAIN: ContainerRef = ContainerRef {
        name: "main",
        spark: false,
    };
    const SPARK: ContainerRef = ContainerRef {
        name: "side",
        spark: true,
    };

    #[test]
    fn values_spark_sets_come_from_their_keys_the_rest_from_the_template() {
        let conf = [(keys::EXECUTOR_POD_TEMPLATE_FILE.key, "t.yaml")];
        with_conf(&conf, |sub| {
            let o = PodOrigins::new(sub, Role::Executor);
            let key = |k: &str| Some(Origin::Key(k.to_string()));
            assert_eq!(
                o.resource(SPARK, "cpu", Bound::Request),
                key(keys::EXECUTOR_CORES.key)
            );
            assert_eq!(
                o.resource(SPARK, "memory", Bound::Limit),
                key(keys::EXECUTOR_MEMORY.key)
            );
            assert_eq!(
                o.resource(SPARK, "ephemeral-storage", Bound::Limit),
                Some(spot(17))
            );
            // No limit key set: a side-car's cpu limit is the template's.
            assert_eq!(o.resource(MAIN, "cpu", Bound::Limit), Some(spot(21)));
            assert_eq!(o.env(SPARK, "A"), Some(spot(13)));
            assert_eq!(o.label("team"), Some(spot(5)));
            assert_eq!(o.node_selector("pool"), Some(spot(8)));
            assert_eq!(o.image(MAIN), Some(spot(18)));
            assert_eq!(o.image(SPARK), key(keys::CONTAINER_IMAGE.key));
        });
    }

    #[test]
    fn the_named_container_is_sparks_and_keys_win_over_the_template() {
        let conf = [
            (keys::EXECUTOR_POD_TEMPLATE_FILE.key, "t.yaml"),
            (keys::EXECUTOR_POD_TEMPLATE_CONTAINER_NAME.key, "main"),
            ("spark.kubernetes.executor.label.team", "ml"),
            (keys::EXECUTOR_REQUEST_CORES.key, "500m"),
        ];
        with_conf(&conf, |sub| {
            let o = PodOrigins::new(sub, Role::Executor);
            let spark = ContainerRef {
                name: "main",
                spark: true,
            };
            assert_eq!(o.resource(spark, "cpu", Bound::Limit), Some(spot(21)));
            assert_eq!(
                o.resource(spark, "cpu", Bound::Request),
                Some(Origin::Key(keys::EXECUTOR_REQUEST_CORES.key.into()))
            );
            assert_eq!(
                o.resource(SIDE, "ephemeral-storage", Bound::Limit),
                Some(spot(17))
            );
            assert_eq!(
                o.label("team"),
                Some(Origin::Key("spark.kubernetes.executor.label.team".into()))
            );
        });
    }

    #[test]
    fn custom_resources_come_from_their_amount_key() {
        let conf = [
            ("spark.executor.resource.gpu.amount", "1"),
            ("spark.executor.resource.gpu.vendor", "nvidia.com"),
        ];
        with_conf(&conf, |sub| {
            assert_eq!(
                compute_key(sub, Role::Executor, "nvidia.com/gpu", Bound::Limit).as_deref(),
                Some("spark.executor.resource.gpu.amount")
            );
            assert_eq!(
                compute_key(sub, Role::Executor, "amd.com/gpu", Bound::Limit),
                None
            );
        });
    }

    #[test]
    fn a_key_changes_the_fields_it_sets_and_the_image_is_required() {
        let conf = [
            (keys::CONTAINER_IMAGE.key, "apache/spark:3.5.5"),
            (keys::APP_NAME.key, "pi"),
            (keys::EXECUTOR_MEMORY.key, "4g"),
        ];
        with_conf(&conf, |sub| {
            let rendered = render(sub, &mut DeterministicIds::default());
            let KeyEffect::Changes(changed) = key_effect(sub, &rendered, keys::EXECUTOR_MEMORY.key)
            else {
                panic!("the image is set");
            };
            assert!(
                changed
                    .iter()
                    .any(|(o, p)| o == "executor pod" && p.ends_with("requests.memory")),
                "{changed:?}"
            );
            assert!(
                changed.iter().all(|(o, _)| !o.starts_with("driver")),
                "{changed:?}"
            );
            assert!(matches!(
                key_effect(sub, &rendered, keys::CONTAINER_IMAGE.key),
                KeyEffect::Required(_)
            ));
        });
        let failing = [
            (keys::CONTAINER_IMAGE.key, "apache/spark:3.5.5"),
            (keys::APP_NAME.key, "pi"),
            (keys::EXECUTOR_MEMORY.key, "4 g"),
        ];
        with_conf(&failing, |sub| {
            let rendered = render(sub, &mut DeterministicIds::default());
            assert!(matches!(
                key_effect(sub, &rendered, keys::EXECUTOR_MEMORY.key),
                KeyEffect::Fails(m) if m.contains("4 g")
            ));
            assert!(matches!(
                key_effect(sub, &rendered, keys::APP_NAME.key),
                KeyEffect::NotBuilt(_)
            ));
        });
    }
}
