//! `DriverKubernetesCredentialsFeatureStep`: the driver's API credentials. With none configured
//! the driver gets the configured service account; with files or a token they go into a Secret
//! mounted at `/mnt/secrets/spark-kubernetes-credentials` and the service account is NOT set.

use std::collections::BTreeMap;

use k8s_openapi::ByteString;
use k8s_openapi::api::core::v1::Secret;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

use super::{FeatureStep, secret_volume};
use crate::conf::registry as keys;
use crate::error::{SparkError, SparkResult};
use crate::kubernetes_conf::KubernetesConf;
use crate::pod::SparkPod;
use sparkpods_kube::KubeObject;

const MOUNT_DIR: &str = "/mnt/secrets/spark-kubernetes-credentials";

pub struct DriverCredentialsStep {
    service_account: Option<String>,
    secret_name: String,
    /// Secret data keys with content, in Spark's order: client-key, client-cert, ca-cert, oauth-token.
    data: Vec<(&'static str, Vec<u8>)>,
    props: Vec<(String, String)>,
}

/// Set both `serviceAccount` and `serviceAccountName`, as `buildPodWithServiceAccount` does.
pub fn with_service_account(mut pod: SparkPod, account: Option<&str>) -> SparkPod {
    if let Some(sa) = account {
        let spec = pod.spec_mut();
        spec.service_account = Some(sa.to_string());
        spec.service_account_name = Some(sa.to_string());
    }
    pod
}

impl DriverCredentialsStep {
    pub fn new(conf: &KubernetesConf) -> SparkResult<Self> {
        let sc = &conf.spark_conf;
        let read = |key: &keys::ConfKey, what: &str| -> SparkResult<Option<Vec<u8>>> {
            match sc.get(key.key) {
                None => Ok(None),
                Some(path) => conf
                    .env
                    .files
                    .read(path)
                    .map(|b| Some(b.to_vec()))
                    .ok_or_else(|| {
                        SparkError::requirement(format!(
                            "{what} provided at {} does not exist or is not a file.",
                            conf.env.absolute_path(path)
                        ))
                        .with_key(key.key)
                        .with_hint("point it at a readable file on the submitting machine")
                    }),
            }
        };
        let oauth = sc
            .get(keys::DRIVER_OAUTH_TOKEN.key)
            .map(|t| t.as_bytes().to_vec());
        let ca = read(&keys::DRIVER_CA_CERT_FILE, "Driver CA cert file")?;
        let key = read(&keys::DRIVER_CLIENT_KEY_FILE, "Driver client key file")?;
        let cert = read(&keys::DRIVER_CLIENT_CERT_FILE, "Driver client cert file")?;
        let mut data = Vec::new();
        let mut props = Vec::new();
        let mut add =
            |secret_key: &'static str, content: Option<Vec<u8>>, mounted: &keys::ConfKey| {
                let mounted_user = sc.get(mounted.key).map(str::to_string);
                if let Some(c) = content {
                    data.push((secret_key, c));
                    props.push((
                        mounted.key.to_string(),
                        mounted_user.unwrap_or_else(|| format!("{MOUNT_DIR}/{secret_key}")),
                    ));
                } else if let Some(u) = mounted_user {
                    props.push((mounted.key.to_string(), u));
                }
            };
        add("client-key", key, &keys::DRIVER_MOUNTED_CLIENT_KEY_FILE);
        add("client-cert", cert, &keys::DRIVER_MOUNTED_CLIENT_CERT_FILE);
        add("ca-cert", ca, &keys::DRIVER_MOUNTED_CA_CERT_FILE);
        add("oauth-token", oauth, &keys::DRIVER_MOUNTED_OAUTH_TOKEN_FILE);
        for (k, _) in sc.get_all() {
            if k.ends_with("oauthToken") {
                props.push((k.to_string(), "<present_but_redacted>".to_string()));
            }
        }
        Ok(DriverCredentialsStep {
            service_account: sc.entry_string(&keys::DRIVER_SERVICE_ACCOUNT)?,
            secret_name: format!("{}-kubernetes-credentials", conf.resource_name_prefix),
            data,
            props,
        })
    }

    fn should_mount_secret(&self) -> bool {
        !self.data.is_empty()
    }
}

impl FeatureStep for DriverCredentialsStep {
    fn class_name(&self) -> &'static str {
        "org.apache.spark.deploy.k8s.features.DriverKubernetesCredentialsFeatureStep"
    }

    fn configure_pod(&mut self, mut pod: SparkPod) -> SparkResult<SparkPod> {
        if !self.should_mount_secret() {
            return Ok(with_service_account(pod, self.service_account.as_deref()));
        }
        pod.add_mounted_volume(
            secret_volume("kubernetes-credentials", &self.secret_name),
            MOUNT_DIR,
            None,
        );
        Ok(pod)
    }

    fn system_properties(&self) -> SparkResult<Vec<(String, String)>> {
        Ok(self.props.clone())
    }

    fn resources(&self) -> SparkResult<Vec<KubeObject>> {
        if !self.should_mount_secret() {
            return Ok(Vec::new());
        }
        let data: BTreeMap<String, ByteString> = sparkpods_sort::btree_map(
            self.data
                .iter()
                .map(|(k, v)| ((*k).to_string(), ByteString(v.clone()))),
        );
        Ok(vec![KubeObject::Secret(Secret {
            metadata: ObjectMeta {
                name: Some(self.secret_name.clone()),
                ..Default::default()
            },
            immutable: Some(true),
            data: Some(data),
            ..Default::default()
        })])
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::*;
    use crate::release::SparkVersion::V3_5_5;

    #[test]
    fn without_credentials_the_service_account_is_set_twice() {
        let mut step = DriverCredentialsStep::new(&driver(
            V3_5_5,
            &[(
                "spark.kubernetes.authenticate.driver.serviceAccountName",
                "spark",
            )],
        ))
        .unwrap();
        let spec = apply(&mut step).pod.spec.unwrap();
        assert_eq!(spec.service_account.as_deref(), Some("spark"));
        assert_eq!(spec.service_account_name.as_deref(), Some("spark"));
        assert!(step.resources().unwrap().is_empty());
    }

    #[test]
    fn a_token_becomes_a_secret_and_drops_the_service_account() {
        let mut step = DriverCredentialsStep::new(&driver(
            V3_5_5,
            &[
                (
                    "spark.kubernetes.authenticate.driver.serviceAccountName",
                    "spark",
                ),
                ("spark.kubernetes.authenticate.driver.oauthToken", "t0k"),
            ],
        ))
        .unwrap();
        let pod = apply(&mut step);
        assert!(pod.pod.spec.clone().unwrap().service_account_name.is_none());
        assert_eq!(
            pod.container.volume_mounts.unwrap()[0].mount_path,
            MOUNT_DIR
        );
        let props = step.system_properties().unwrap();
        assert!(props.contains(&(
            "spark.kubernetes.authenticate.driver.oauthToken".into(),
            "<present_but_redacted>".into()
        )));
        assert!(props.contains(&(
            "spark.kubernetes.authenticate.driver.mounted.oauthTokenFile".into(),
            format!("{MOUNT_DIR}/oauth-token")
        )));
        match step.resources().unwrap().as_slice() {
            [KubeObject::Secret(s)] => {
                assert_eq!(s.data.clone().unwrap()["oauth-token"].0, b"t0k")
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn unreadable_files_fail() {
        let err = DriverCredentialsStep::new(&driver(
            V3_5_5,
            &[(
                "spark.kubernetes.authenticate.driver.caCertFile",
                "nope.crt",
            )],
        ))
        .err()
        .unwrap();
        assert!(
            err.message.contains("does not exist or is not a file"),
            "{}",
            err.message
        );
    }
}
