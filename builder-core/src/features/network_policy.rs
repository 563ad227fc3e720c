//! `NetworkPolicyFeatureStep` (Spark 4.2+): only pods of the same application may reach the
//! executors.

use k8s_openapi::api::networking::v1::{
    NetworkPolicy, NetworkPolicyIngressRule, NetworkPolicyPeer, NetworkPolicySpec,
};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{LabelSelector, ObjectMeta};

use super::FeatureStep;
use crate::error::SparkResult;
use crate::kubernetes_conf::KubernetesConf;
use crate::pod::SparkPod;
use sparkpods_kube::KubeObject;

pub struct NetworkPolicyStep {
    name: String,
    namespace: String,
    app_id: String,
}

impl NetworkPolicyStep {
    pub fn new(conf: &KubernetesConf) -> SparkResult<Self> {
        Ok(NetworkPolicyStep {
            name: format!("{}-policy", conf.resource_name_prefix),
            namespace: conf.namespace()?,
            app_id: conf.app_id.clone(),
        })
    }
}

fn selector(pairs: &[(&str, &str)]) -> LabelSelector {
    LabelSelector {
        match_labels: Some(sparkpods_sort::btree_map(
            pairs
                .iter()
                .map(|(k, v)| ((*k).to_string(), (*v).to_string())),
        )),
        match_expressions: None,
    }
}

impl FeatureStep for NetworkPolicyStep {
    fn class_name(&self) -> &'static str {
        "org.apache.spark.deploy.k8s.features.NetworkPolicyFeatureStep"
    }

    fn configure_pod(&mut self, pod: SparkPod) -> SparkResult<SparkPod> {
        Ok(pod)
    }

    fn resources(&self) -> SparkResult<Vec<KubeObject>> {
        let app = self.app_id.as_str();
        Ok(vec![KubeObject::NetworkPolicy(NetworkPolicy {
            metadata: ObjectMeta {
                name: Some(self.name.clone()),
                namespace: Some(self.namespace.clone()),
                labels: Some(sparkpods_sort::btree_map([(
                    "spark-app-selector".to_string(),
                    app.to_string(),
                )])),
                ..Default::default()
            },
            spec: Some(NetworkPolicySpec {
                pod_selector: Some(selector(&[
                    ("spark-role", "executor"),
                    ("spark-app-selector", app),
                ])),
                ingress: Some(vec![NetworkPolicyIngressRule {
                    from: Some(vec![NetworkPolicyPeer {
                        pod_selector: Some(selector(&[("spark-app-selector", app)])),
                        ..Default::default()
                    }]),
                    ports: None,
                }]),
                ..Default::default()
            }),
        })])
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::*;
    use crate::release::SparkVersion::V4_3_0;

    #[test]
    fn executors_accept_traffic_from_their_application_only() {
        let step = NetworkPolicyStep::new(&driver(V4_3_0, &[("spark.kubernetes.namespace", "ns")]))
            .unwrap();
        match step.resources().unwrap().as_slice() {
            [KubeObject::NetworkPolicy(p)] => {
                assert_eq!(p.metadata.name.as_deref(), Some("app-1-policy"));
                assert_eq!(p.metadata.namespace.as_deref(), Some("ns"));
                let spec = p.spec.clone().unwrap();
                let sel = spec.pod_selector.and_then(|s| s.match_labels).unwrap();
                assert_eq!(sel["spark-role"], "executor");
                assert_eq!(sel["spark-app-selector"], "spark-app");
            }
            other => panic!("{other:?}"),
        }
    }
}
