//! The policy's tree ([`Node`]) as a pod the kubeflow operator's webhook patches: the
//! SparkApplication path patches the pods it judges in the tree it judges them in, not in
//! `serde_json::Value`s (whose every member is a `String` hashed into an `IndexMap`).

use serde_json::Value;
use sparkpods_operators::kubeflow::{PodMembers, PodTree};

use crate::json::{Node, Object};

impl<'a> PodTree for Node<'a> {
    type Members = Object<'a>;

    fn from_json(value: Value) -> Self {
        Node::from_owned_value(value)
    }
    fn member(&self, key: &str) -> Option<&Self> {
        self.get(key)
    }
    fn as_str(&self) -> Option<&str> {
        Node::as_str(self)
    }
    fn as_list(&self) -> Option<&[Self]> {
        self.as_array()
    }
    fn as_members_mut(&mut self) -> Option<&mut Self::Members> {
        self.as_object_mut()
    }
    fn make_object(&mut self) -> &mut Self::Members {
        match self {
            Node::Object(members) => members,
            other => {
                *other = Node::Object(Object::new());
                other.make_object()
            }
        }
    }
    fn make_list(&mut self) -> &mut Vec<Self> {
        match self {
            Node::Array(items) => items,
            other => {
                *other = Node::Array(Vec::new());
                other.make_list()
            }
        }
    }
    /// Numbers by their text (a tree's numbers are written as serde_json writes them).
    fn same(&self, other: &Self) -> bool {
        match (self, other) {
            (Node::Object(a), Node::Object(b)) => {
                a.len() == b.len() && a.iter().all(|(k, v)| b.get(k).is_some_and(|w| v.same(w)))
            }
            (Node::Array(a), Node::Array(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(v, w)| v.same(w))
            }
            _ => self == other,
        }
    }
}

impl<'a> PodMembers<Node<'a>> for Object<'a> {
    fn entry(&mut self, key: &str) -> Option<&mut Node<'a>> {
        Object::entry(self, key)
    }
    fn insert(&mut self, key: &str, value: Node<'a>) {
        Object::insert(self, std::borrow::Cow::Owned(key.to_string()), value);
    }
    fn remove(&mut self, key: &str) -> bool {
        self.swap_remove(key)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]

    use serde_json::json;
    use sparkpods_operators::kubeflow::{self, RELEASES, SELECTOR_LABEL, SparkApplication};

    use super::*;

    /// A role's every field the webhook reads (the operator's own test table's values).
    fn role_fields(role: &str) -> Value {
        json!({
            "env": [{ "name": format!("{role}_VAR"), "value": "v" }],
            "envFrom": [{ "configMapRef": { "name": "test-config-map" } }],
            "configMaps": [{ "name": format!("{role}-cm"), "path": "/etc/cm" }],
            "volumeMounts": [
                { "name": "data", "mountPath": "/data" },
                { "name": "data", "mountPath": "/data2" },
                { "name": "spark-local-dir-1", "mountPath": "/tmp" },
                { "name": "unknown", "mountPath": "/u" },
            ],
            "ports": [{ "name": "p", "containerPort": 8082, "protocol": "TCP" }],
            "hostNetwork": true,
            "hostAliases": [{ "ip": "127.0.0.1", "hostnames": ["localhost"] }],
            "initContainers": [{ "name": "init", "image": "init:1" }],
            "sidecars": [{ "name": "side", "image": "side:1" }, { "name": "other", "image": "x" }],
            "dnsConfig": { "nameservers": ["8.8.8.8"] },
            "priorityClassName": "critical",
            "schedulerName": "another_scheduler",
            "nodeSelector": { "disk": "ssd", "zone": "a" },
            "affinity": { "nodeAffinity": {} },
            "tolerations": [{ "key": "k", "operator": "Exists" }],
            "memoryLimit": "2g",
            "gpu": { "name": "example.com/gpu", "quantity": 1 },
            "securityContext": { "runAsUser": 2000 },
            "podSecurityContext": { "runAsUser": 1000, "fsGroup": 1.5 },
            "terminationGracePeriodSeconds": 60,
            "lifecycle": { "preStop": { "exec": { "command": ["true"] } } },
            "shareProcessNamespace": true,
        })
    }

    fn app(spec: Value) -> SparkApplication {
        SparkApplication::from_value(&json!({
            "apiVersion": "sparkoperator.k8s.io/v1beta2", "kind": "SparkApplication",
            "metadata": { "name": "spark-test" },
            "spec": spec,
        }))
        .unwrap()
    }

    /// Pods of every shape the webhook meets: as Spark writes them, with a side-car listed
    /// first, with the webhook's own additions already there (members in another order), with
    /// fields of the wrong kind, and without a spec.
    fn pods(role: &str, container: &str) -> Vec<Value> {
        let labels = json!({ "spark-role": role, SELECTOR_LABEL: "true" });
        let plain = json!({
            "metadata": { "labels": labels },
            "spec": { "containers": [{ "name": container, "image": "spark" }], "priority": 0,
                "preemptionPolicy": "PreemptLowerPriority", "nodeSelector": { "zone": "b" } },
        });
        let mut sidecar_first = plain.clone();
        sidecar_first["spec"]["containers"] =
            json!([{ "name": "side", "image": "side:1" }, { "name": container, "image": "spark" }]);
        let mut again = plain.clone();
        again["metadata"]["ownerReferences"] = json!([{
            "blockOwnerDeletion": true, "controller": true, "uid": "u", "name": "spark-test",
            "kind": "SparkApplication", "apiVersion": "sparkoperator.k8s.io/v1beta2",
        }]);
        again["spec"]["initContainers"] = json!([{ "image": "init:1", "name": "init" }]);
        let mut wrong_kinds = plain.clone();
        wrong_kinds["spec"]["volumes"] = json!("none");
        wrong_kinds["spec"]["containers"] = json!([7, { "name": container, "env": {} }]);
        wrong_kinds["metadata"]["ownerReferences"] = json!({});
        let unnamed = json!({ "metadata": { "labels": labels }, "spec": { "containers": [{}] } });
        let no_spec = json!({ "metadata": { "labels": labels } });
        let not_selected = json!({ "metadata": { "labels": { "spark-role": role } } });
        vec![
            plain,
            sidecar_first,
            again,
            wrong_kinds,
            unnamed,
            no_spec,
            not_selected,
        ]
    }

    /// The webhook patches the policy's tree exactly as it patches a `Value`: the same
    /// patches and errors, the same tree member for member and in the same order, on every
    /// operator release, for every field it applies and every shape of pod.
    #[test]
    fn the_webhook_patches_a_node_as_it_patches_a_value() {
        let specs = [
            json!({
                "volumes": [{ "name": "data", "emptyDir": {} }],
                "hadoopConfigMap": "hadoop", "sparkConfigMap": "spark",
                "monitoring": { "exposeDriverMetrics": true, "exposeExecutorMetrics": true,
                    "prometheus": { "jmxExporterJar": "/j.jar", "port": 8091 } },
                "driver": role_fields("driver"), "executor": role_fields("executor"),
            }),
            json!({ "batchScheduler": "volcano", "executor": { "securityContext": {} } }),
            json!({ "driver": { "memoryLimit": "1x" } }),
            json!({}),
        ];
        let mut compared = 0;
        for spec in specs {
            let app = app(spec);
            for release in RELEASES {
                for (role, container) in [
                    ("driver", "spark-kubernetes-driver"),
                    ("executor", "spark-kubernetes-executor"),
                    ("executor", "executor"),
                ] {
                    for pod in pods(role, container) {
                        let mut value = pod.clone();
                        let mut node = Node::from_value(&pod);
                        let by_value = kubeflow::mutate(&mut value, &app, release, "uid");
                        let by_node = kubeflow::mutate(&mut node, &app, release, "uid");
                        assert_eq!(by_node, by_value, "{} {pod}", release.version);
                        assert_eq!(
                            node.to_value().to_string(),
                            value.to_string(),
                            "{} {pod}",
                            release.version
                        );
                        compared += 1;
                    }
                }
            }
        }
        assert!(compared > 100, "{compared}");
    }
}
