//! What the API server would reject in a pod Spark sends, each finding on what set the value:
//! the conf key, or the pod template's file and line ([`crate::provenance`]).

use crate::rules::{self, Rule};
use k8s_openapi::api::core::v1::Pod;

use super::{Diagnostic, validate_label_value, validate_qualified_name};
use crate::builder::Submission;
use crate::conf::registry;
use crate::kubernetes_conf::Role;
use crate::names::{is_dns1123_label, is_dns1123_subdomain};
use crate::provenance::{ContainerRef, Origin, PodOrigins};
use sparkpods_kube::Bound;
use sparkpods_kube::Quantity;

/// A finding about a value, on its origin (`None`: nothing the user wrote; no key).
fn at(origin: Option<Origin>, d: Diagnostic) -> Diagnostic {
    match origin {
        Some(Origin::Key(key)) => Diagnostic {
            key: Some(key),
            ..d
        },
        Some(Origin::Template { key, spot }) => Diagnostic {
            key: Some(key.to_string()),
            template: Some(spot),
            ..d
        },
        None => d,
    }
}

/// The key that names `role`'s pod explicitly: the driver pod's name, the executors' prefix.
fn explicit_name_key(role: Role) -> &'static str {
    match role {
        Role::Driver => registry::DRIVER_POD_NAME.key,
        Role::Executor => registry::EXECUTOR_POD_NAME_PREFIX.key,
    }
}

/// The key behind the pod's name: the explicit name (prefix) when set, else the application
/// name it derives from.
fn name_key(sub: &Submission, role: Role) -> &'static str {
    let explicit = explicit_name_key(role);
    if sub.conf_value(explicit).is_some() {
        explicit
    } else {
        registry::APP_NAME.key
    }
}

/// What the API server would reject in `role`'s pod.
pub(super) fn check_pod(sub: &Submission, pod: &Pod, role: Role, out: &mut Vec<Diagnostic>) {
    let origins = PodOrigins::new(sub, role);
    let role_name = role.as_str();
    let error = |rule: &'static Rule, message: String, hint: Option<&str>| {
        Diagnostic::new(rule, None, message, hint.map(str::to_string))
    };
    if let Some(name) = &pod.metadata.name
        && !is_dns1123_subdomain(name)
    {
        let hint = format!(
            "use a shorter {} or set {} explicitly",
            registry::APP_NAME.key,
            explicit_name_key(role)
        );
        out.push(Diagnostic {
            key: Some(name_key(sub, role).to_string()),
            ..error(
                &rules::K8S_POD_NAME,
                format!("{role_name} pod name `{name}` is not a valid Kubernetes name (DNS-1123 subdomain, at most 253 characters)"),
                Some(&hint),
            )
        });
    }
    for (k, v) in pod.metadata.labels.iter().flatten() {
        if let Err(why) = validate_qualified_name(k) {
            out.push(at(
                origins.label(k),
                error(
                    &rules::K8S_LABEL_KEY,
                    format!("{role_name} label key `{k}` is invalid: {why}"),
                    Some("label keys are [prefix/]name, name alphanumeric with -_. inside, at most 63 characters"),
                ),
            ));
        }
        if let Err(why) = validate_label_value(v) {
            let origin = if k == "spark-app-name" {
                Some(Origin::Key(registry::APP_NAME.key.to_string()))
            } else {
                origins.label(k)
            };
            out.push(at(
                origin,
                error(
                    &rules::K8S_LABEL_VALUE,
                    format!("{role_name} label {k}=`{v}` is invalid: {why}"),
                    Some("label values are at most 63 characters, alphanumeric with -_. inside"),
                ),
            ));
        }
    }
    for k in pod.metadata.annotations.iter().flatten().map(|(k, _)| k) {
        if let Err(why) = validate_qualified_name(k) {
            out.push(at(
                origins.annotation(k),
                error(
                    &rules::K8S_ANNOTATION_KEY,
                    format!("{role_name} annotation key `{k}` is invalid: {why}"),
                    None,
                ),
            ));
        }
    }
    let Some(spec) = &pod.spec else { return };
    if let Some(h) = &spec.hostname
        && !is_dns1123_label(h)
    {
        out.push(Diagnostic {
            key: Some(name_key(sub, Role::Executor).to_string()),
            ..error(
                &rules::K8S_HOSTNAME,
                format!("{role_name} hostname `{h}` is not a DNS-1123 label"),
                Some("avoid '.' and '_' in the executor pod name prefix"),
            )
        });
    }
    for (k, v) in spec.node_selector.iter().flatten() {
        if validate_qualified_name(k).is_err() || validate_label_value(v).is_err() {
            out.push(at(
                origins.node_selector(k),
                error(
                    &rules::K8S_NODE_SELECTOR,
                    format!("node selector {k}=`{v}` is not a valid label selector"),
                    None,
                ),
            ));
        }
    }
    for v in spec.volumes.iter().flatten() {
        if !is_dns1123_label(&v.name) {
            out.push(at(
                volume_origin(sub, &origins, &v.name),
                error(
                    &rules::K8S_VOLUME_NAME,
                    format!("{role_name} volume name `{}` is not a DNS-1123 label", v.name),
                    Some("volume names (and secret names, which become `<name>-volume`) must be lower-case, at most 63 characters"),
                ),
            ));
        }
    }
    // Spark appends its own container last; the others are the template's side-cars.
    let last = spec.containers.len().saturating_sub(1);
    for (i, c) in spec.containers.iter().enumerate() {
        let container = ContainerRef {
            name: &c.name,
            spark: i == last,
        };
        if c.image.as_deref().map(str::trim).unwrap_or("").is_empty() {
            out.push(at(
                origins.image(container),
                error(
                    &rules::K8S_IMAGE,
                    format!(
                        "{role_name} container `{}` has no image: the API server requires one",
                        c.name
                    ),
                    Some(&if container.spark {
                        format!("set {}", registry::CONTAINER_IMAGE.key)
                    } else {
                        "give the pod template's container an image".to_string()
                    }),
                ),
            ));
        }
        if let Some(res) = &c.resources {
            for (bound, map) in [(Bound::Request, &res.requests), (Bound::Limit, &res.limits)] {
                for (r, q) in map.iter().flatten() {
                    if Quantity::parse(&q.0).is_ok() && !q.0.starts_with('-') {
                        continue;
                    }
                    let kind = match bound {
                        Bound::Request => "request",
                        Bound::Limit => "limit",
                    };
                    out.push(at(
                        origins.resource(container, r, bound),
                        error(
                            &rules::K8S_QUANTITY,
                            format!(
                                "{role_name} {r} {kind} `{}` is not a valid non-negative Kubernetes quantity",
                                q.0
                            ),
                            Some("use a positive number like 1, 0.5 or 500m"),
                        ),
                    ));
                }
            }
        }
        let mut seen = std::collections::BTreeSet::new();
        for e in c.env.iter().flatten() {
            if !seen.insert(e.name.as_str()) {
                out.push(at(
                    origins.env(container, &e.name),
                    Diagnostic::new(
                        &rules::DUPLICATE_ENV,
                        None,
                        format!(
                            "{role_name} env var {} is set twice (Spark does not de-duplicate; the last one wins)",
                            e.name
                        ),
                        Some("do not override the variables Spark sets".into()),
                    ),
                ));
            }
        }
    }
}

/// The conf key that named a volume (a user volume `<type>.<name>.*`, or a secret `<secret>`
/// whose volume is `<secret>-volume`), else the template that declares it, else the role's
/// volumes prefix.
fn volume_origin(sub: &Submission, origins: &PodOrigins, name: &str) -> Option<Origin> {
    let keys = origins.role().keys();
    let (volumes, secrets) = (keys.volumes, keys.secrets);
    let conf_key = sub
        .conf
        .iter()
        .map(|(k, _)| k)
        .find(|k| {
            k.strip_prefix(volumes.key)
                .is_some_and(|rest| rest.split('.').nth(1) == Some(name))
        })
        .or_else(|| {
            let key = secrets.under(name.strip_suffix("-volume")?);
            sub.conf.iter().map(|(k, _)| k).find(|k| **k == key)
        });
    match conf_key {
        Some(k) => Some(Origin::Key(k.clone())),
        None => origins
            .template_volume(name)
            .or_else(|| Some(Origin::Key(volumes.key.to_string()))),
    }
}
