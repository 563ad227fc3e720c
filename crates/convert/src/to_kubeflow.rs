//! A submission as a kubeflow spark-operator `SparkApplication`: the typed fields the operator
//! turns into the same `--conf` (the reverse of its `submit_args`), `hadoopConf` for
//! `spark.hadoop.*`, pod templates as `spec.<role>.template`, `sparkConf` for the rest.

use builder_core::{DeployMode, MainResource, Role, registry as keys};

use crate::placing::Placing;
use crate::yaml::{Entry, Node};
use crate::{ConvertError, Converted, SparkApp, Target};

/// The prefix of the kubeflow operator's own labels.
const OPERATOR_LABEL: &str = "sparkoperator.k8s.io/";

/// The operator's name for a role's Spark container in the pod templates it writes.
fn spark_container_name(role: Role) -> &'static str {
    match role {
        Role::Driver => "spark-kubernetes-driver",
        Role::Executor => "spark-kubernetes-executor",
    }
}

/// `spark.executor.instances` when unset (`DEFAULT_NUMBER_EXECUTORS`).
const SPARK_DEFAULT_INSTANCES: i64 = 2;

/// A typed field of a role and the key it sets.
struct Typed {
    field: &'static str,
    key: fn(Role) -> &'static str,
    int: bool,
}

/// The role fields the operator passes as one key each (`role_conf`).
const ROLE_FIELDS: &[Typed] = &[
    Typed {
        field: "cores",
        key: |r| r.keys().cores.key,
        int: true,
    },
    Typed {
        field: "coreRequest",
        key: |r| r.keys().request_cores.key,
        int: false,
    },
    Typed {
        field: "coreLimit",
        key: |r| r.keys().limit_cores.key,
        int: false,
    },
    Typed {
        field: "memory",
        key: |r| r.keys().memory.key,
        int: false,
    },
    Typed {
        field: "memoryOverhead",
        key: |r| r.keys().memory_overhead.key,
        int: false,
    },
    Typed {
        field: "image",
        key: |r| r.keys().image.key,
        int: false,
    },
    Typed {
        field: "serviceAccount",
        key: |r| r.keys().service_account.key,
        int: false,
    },
    Typed {
        field: "javaOptions",
        key: |r| r.keys().java_options.key,
        int: false,
    },
];

fn map(entries: Vec<(String, String)>) -> Node {
    Node::Map(
        entries
            .into_iter()
            .map(|(k, v)| Entry::new(&k, Node::Str(v)))
            .collect(),
    )
}

/// The `driver` or `executor` section.
fn role_section(p: &mut Placing, role: Role) -> Vec<Entry> {
    let mut out = Vec::new();
    if role == Role::Executor {
        let dynamic = p
            .app
            .get(keys::DYN_ALLOC_ENABLED.key)
            .is_some_and(|v| v.trim().eq_ignore_ascii_case("true"));
        match p
            .app
            .get(keys::EXECUTOR_INSTANCES.key)
            .map(|n| n.trim().parse::<i64>())
        {
            Some(Ok(n)) => {
                p.take(keys::EXECUTOR_INSTANCES.key);
                out.push(Entry::new("instances", Node::Int(n)));
            }
            None if !dynamic => out.push(Entry::commented(
                "instances",
                Node::Int(SPARK_DEFAULT_INSTANCES),
                "Spark's default: the operator's would be 1".to_string(),
            )),
            _ => {}
        }
    }
    for t in ROLE_FIELDS {
        let key = (t.key)(role);
        let Some(v) = p.app.get(key) else {
            // What the operator's defaulting webhook fills in when neither the field nor
            // sparkConf sets it: written out, so that the resource says what runs (Spark's
            // defaults too).
            match t.field {
                "cores" => out.push(Entry::new("cores", Node::Int(1))),
                "memory" => out.push(Entry::new("memory", Node::Str("1g".to_string()))),
                _ => {}
            }
            continue;
        };
        // The application's image already says it.
        if key == role.keys().image.key && p.app.get(keys::CONTAINER_IMAGE.key) == Some(v) {
            p.take(key);
            continue;
        }
        let node = if t.int {
            // An int32 field: a value that is not one stays in sparkConf.
            match v.parse::<i32>() {
                Ok(n) if n.to_string() == v => Node::Int(i64::from(n)),
                _ => continue,
            }
        } else {
            Node::Str(v.to_string())
        };
        p.take(key);
        out.push(Entry::new(t.field, node));
    }
    if role == Role::Driver
        && let Some(name) = p.take(keys::DRIVER_POD_NAME.key)
    {
        out.push(Entry::new("podName", Node::Str(name)));
    }
    let k = role.keys();
    let labels = p.take_prefixed(&k.label.under(""));
    if !labels.is_empty() {
        out.push(Entry::new("labels", map(labels)));
    }
    let annotations = p.take_prefixed(&k.annotation.under(""));
    if !annotations.is_empty() {
        out.push(Entry::new("annotations", map(annotations)));
    }
    if let Some(t) = p.template(role) {
        out.push(Entry::new("template", Node::Json(t)));
    }
    out
}

/// The resource of `app`.
pub fn write(app: &SparkApp) -> Result<Converted, ConvertError> {
    let app = &app.without_derived();
    if app.deploy_mode() == DeployMode::Client {
        return Err(ConvertError::ClientMode("the kubeflow spark-operator"));
    }
    let mut p = Placing::new(app);
    p.drop_own("the kubeflow spark-operator", |k| {
        k == keys::SUBMISSION_WAIT_APP_COMPLETION.key
            || [Role::Driver, Role::Executor].iter().any(|r| {
                k.strip_prefix(&r.keys().label.under(""))
                    .is_some_and(|label| label.starts_with(OPERATOR_LABEL))
                    // With a pod template, the container it names.
                    || (k == r.keys().template_container.key
                        && app.get(k) == Some(spark_container_name(*r)))
            })
    });
    let name = app.object_name();
    let mut choices = Vec::new();
    let name_choice = (app.get(keys::APP_NAME.key) != Some(name.as_str())).then(|| {
        format!(
            "the operator names the application after the resource (spark.app.name: {})",
            app.get(keys::APP_NAME.key).unwrap_or("unset")
        )
    });
    choices.extend(name_choice.clone());
    p.take(keys::APP_NAME.key);
    let namespace = p
        .take(keys::NAMESPACE.key)
        .unwrap_or_else(|| "default".to_string());
    for key in [&keys::MASTER, &keys::SUBMIT_DEPLOY_MODE] {
        if p.take(key.key).is_some() && key.key == keys::MASTER.key {
            choices.push(
                "spark.master: the operator submits to its own cluster (k8s://https://kubernetes.default.svc)"
                    .to_string(),
            );
        }
    }
    let mut spec = vec![
        Entry::new(
            "type",
            Node::Str(
                match app.main_resource {
                    MainResource::Java(_) => "Scala",
                    MainResource::Python(_) => "Python",
                    MainResource::R(_) => "R",
                }
                .to_string(),
            ),
        ),
        Entry::new("mode", Node::Str("cluster".to_string())),
        Entry::new("sparkVersion", Node::Str(app.release.as_str().to_string())),
    ];
    if let Some(image) = p.take(keys::CONTAINER_IMAGE.key) {
        spec.push(Entry::new("image", Node::Str(image)));
    }
    if let Some(policy) = p.take(keys::IMAGE_PULL_POLICY.key) {
        spec.push(Entry::new("imagePullPolicy", Node::Str(policy)));
    }
    if let Some(secrets) = p.take(keys::IMAGE_PULL_SECRETS.key) {
        let list = secrets.split(',').map(|s| s.trim().to_string()).collect();
        spec.push(Entry::new("imagePullSecrets", Node::List(list)));
    }
    if matches!(app.main_resource, MainResource::Java(_)) {
        spec.push(Entry::new("mainClass", Node::Str(app.main_class.clone())));
    }
    if let Some(r) = app.main_resource_uri() {
        spec.push(Entry::new("mainApplicationFile", Node::Str(r.to_string())));
    }
    if !app.app_args.is_empty() {
        spec.push(Entry::new("arguments", Node::List(app.app_args.clone())));
    }
    if let Some(user) = &app.proxy_user {
        spec.push(Entry::new("proxyUser", Node::Str(user.clone())));
    }
    let driver = role_section(&mut p, Role::Driver);
    let executor = role_section(&mut p, Role::Executor);
    let hadoop = p.take_prefixed(&keys::HADOOP.under(""));
    let node_selector = p.take_prefixed(&keys::NODE_SELECTOR.under(""));
    let rest = p.rest();
    if !rest.is_empty() {
        spec.push(Entry::new("sparkConf", Node::Map(rest)));
    }
    if !hadoop.is_empty() {
        spec.push(Entry::new("hadoopConf", map(hadoop)));
    }
    if !node_selector.is_empty() {
        spec.push(Entry::new("nodeSelector", map(node_selector)));
    }
    spec.push(Entry::new("driver", Node::Map(driver)));
    spec.push(Entry::new("executor", Node::Map(executor)));
    Ok(p.into_resource(
        Target::Kubeflow,
        "sparkoperator.k8s.io/v1beta2",
        (name, name_choice),
        namespace,
        spec,
        choices,
    ))
}
