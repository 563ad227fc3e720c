//! `KerberosConfDriverFeatureStep`: krb5.conf (file or ConfigMap), keytab Secret, and an existing
//! delegation-token Secret. Obtaining new delegation tokens needs a KDC and is out of scope.

use k8s_openapi::ByteString;
use k8s_openapi::api::core::v1::{ConfigMap, Secret};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

use super::{FeatureStep, config_map_volume, env_var, key_to_path, secret_volume};
use crate::conf::registry as keys;
use crate::error::{SparkError, SparkResult};
use crate::kubernetes_conf::KubernetesConf;
use crate::pod::SparkPod;
use sparkpods_kube::KubeObject;

const KEYTAB_DIR: &str = "/mnt/secrets/kerberos-keytab";
const TOKEN_DIR: &str = "/mnt/secrets/hadoop-credentials";

enum Krb5 {
    None,
    File {
        name: String,
        content: String,
        config_map: String,
    },
    Existing(String),
}

pub struct KerberosConfDriverStep {
    krb5: Krb5,
    keytab: Option<(String, Vec<u8>, String)>,
    token_secret: Option<(String, String)>,
}

fn file_name(path: &str) -> String {
    path.rsplit('/').next().unwrap_or(path).to_string()
}

fn require_both_or_neither(
    a: Option<&str>,
    b: Option<&str>,
    msg_a_without_b: &str,
    msg_b_without_a: &str,
    key_a: &str,
    key_b: &str,
) -> SparkResult<()> {
    match (a, b) {
        (Some(_), None) => Err(SparkError::requirement(msg_a_without_b)
            .with_key(key_b)
            .with_hint(format!("set {key_b} too, or unset {key_a}"))),
        (None, Some(_)) => Err(SparkError::requirement(msg_b_without_a)
            .with_key(key_a)
            .with_hint(format!("set {key_a} too, or unset {key_b}"))),
        _ => Ok(()),
    }
}

impl KerberosConfDriverStep {
    pub fn new(conf: &KubernetesConf) -> SparkResult<Self> {
        let sc = &conf.spark_conf;
        let principal = sc.get(keys::KERBEROS_PRINCIPAL.key);
        let keytab = sc.get(keys::KERBEROS_KEYTAB.key);
        let secret_name = sc.get(keys::KERBEROS_TOKEN_SECRET_NAME.key);
        let item_key = sc.get(keys::KERBEROS_TOKEN_SECRET_ITEM_KEY.key);
        let krb5_path = sc.get(keys::KRB5_PATH.key);
        let krb5_map = sc.get(keys::KRB5_CONFIG_MAP_NAME.key);
        require_both_or_neither(
            principal,
            keytab,
            "If a Kerberos principal is specified you must also specify a Kerberos keytab",
            "If a Kerberos keytab is specified you must also specify a Kerberos principal",
            keys::KERBEROS_PRINCIPAL.key,
            keys::KERBEROS_KEYTAB.key,
        )?;
        require_both_or_neither(
            secret_name,
            item_key,
            "If a secret storing a Kerberos Delegation Token is specified you must also specify the item-key where the data is stored",
            "If a secret data item-key where the data of the Kerberos Delegation Token is specified you must also specify the name of the secret",
            keys::KERBEROS_TOKEN_SECRET_NAME.key,
            keys::KERBEROS_TOKEN_SECRET_ITEM_KEY.key,
        )?;
        if krb5_path.is_some() && krb5_map.is_some() {
            return Err(SparkError::requirement(
                "Do not specify both a Krb5 local file and the ConfigMap as the creation of an additional ConfigMap, when one is already specified, is extraneous",
            )
            .with_key(keys::KRB5_CONFIG_MAP_NAME.key)
            .with_hint("set only one of spark.kubernetes.kerberos.krb5.path and spark.kubernetes.kerberos.krb5.configMapName"));
        }
        let prefix = &conf.resource_name_prefix;
        let krb5 = match (krb5_path, krb5_map) {
            (Some(p), _) => Krb5::File {
                name: file_name(p),
                content: conf.env.files.read_string(p).ok_or_else(|| {
                    SparkError::spark(format!("krb5 file {p} could not be read"))
                        .with_key(keys::KRB5_PATH.key)
                })?,
                config_map: format!("{prefix}-krb5-file"),
            },
            (None, Some(m)) => Krb5::Existing(m.to_string()),
            (None, None) => Krb5::None,
        };
        let keytab = match keytab {
            Some(k) if !k.starts_with("local:") => {
                let bytes = conf.env.files.read(k).map(<[u8]>::to_vec).ok_or_else(|| {
                    SparkError::spark(format!("keytab {k} could not be read"))
                        .with_key(keys::KERBEROS_KEYTAB.key)
                })?;
                Some((file_name(k), bytes, format!("{prefix}-kerberos-keytab")))
            }
            _ => None,
        };
        let token_secret = match (secret_name, item_key) {
            (Some(n), Some(i)) if keytab.is_none() => Some((n.to_string(), i.to_string())),
            _ => None,
        };
        Ok(KerberosConfDriverStep {
            krb5,
            keytab,
            token_secret,
        })
    }
}

impl FeatureStep for KerberosConfDriverStep {
    fn class_name(&self) -> &'static str {
        "org.apache.spark.deploy.k8s.features.KerberosConfDriverFeatureStep"
    }

    fn configure_pod(&mut self, mut pod: SparkPod) -> SparkResult<SparkPod> {
        let krb5_volume = match &self.krb5 {
            Krb5::None => None,
            Krb5::File {
                name, config_map, ..
            } => Some(config_map_volume(
                "krb5-file",
                config_map,
                Some(vec![key_to_path(name, name)]),
            )),
            Krb5::Existing(m) => Some(config_map_volume("krb5-file", m, None)),
        };
        if let Some(volume) = krb5_volume {
            pod.add_mounted_volume(volume, "/etc/krb5.conf", Some("krb5.conf"));
        }
        if let Some((_, _, secret)) = &self.keytab {
            pod.add_mounted_volume(secret_volume("kerberos-keytab", secret), KEYTAB_DIR, None);
        }
        if let Some((secret, item)) = &self.token_secret {
            pod.add_mounted_volume(secret_volume("hadoop-secret", secret), TOKEN_DIR, None);
            pod.add_env([env_var(
                "HADOOP_TOKEN_FILE_LOCATION",
                &format!("{TOKEN_DIR}/{item}"),
            )]);
        }
        Ok(pod)
    }

    fn system_properties(&self) -> SparkResult<Vec<(String, String)>> {
        Ok(self
            .keytab
            .iter()
            .map(|(name, _, _)| {
                (
                    keys::KERBEROS_KEYTAB.key.to_string(),
                    format!("{KEYTAB_DIR}/{name}"),
                )
            })
            .collect())
    }

    fn resources(&self) -> SparkResult<Vec<KubeObject>> {
        let mut out = Vec::new();
        if let Krb5::File {
            name,
            content,
            config_map,
        } = &self.krb5
        {
            out.push(KubeObject::ConfigMap(ConfigMap {
                metadata: ObjectMeta {
                    name: Some(config_map.clone()),
                    ..Default::default()
                },
                immutable: Some(true),
                data: Some(sparkpods_sort::btree_map([(name.clone(), content.clone())])),
                ..Default::default()
            }));
        }
        if let Some((name, bytes, secret)) = &self.keytab {
            out.push(KubeObject::Secret(Secret {
                metadata: ObjectMeta {
                    name: Some(secret.clone()),
                    ..Default::default()
                },
                immutable: Some(true),
                data: Some(sparkpods_sort::btree_map([(
                    name.clone(),
                    ByteString(bytes.clone()),
                )])),
                ..Default::default()
            }));
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::*;
    use crate::release::SparkVersion::V3_5_5;

    #[test]
    fn existing_config_map_and_token_secret() {
        let conf = driver(
            V3_5_5,
            &[
                ("spark.kubernetes.kerberos.krb5.configMapName", "krb"),
                ("spark.kubernetes.kerberos.tokenSecret.name", "dt"),
                ("spark.kubernetes.kerberos.tokenSecret.itemKey", "tok"),
            ],
        );
        let mut step = KerberosConfDriverStep::new(&conf).unwrap();
        let pod = apply(&mut step);
        assert_eq!(
            env_value(&pod, "HADOOP_TOKEN_FILE_LOCATION").as_deref(),
            Some("/mnt/secrets/hadoop-credentials/tok")
        );
        let names: Vec<_> = pod
            .pod
            .spec
            .unwrap()
            .volumes
            .unwrap()
            .into_iter()
            .map(|v| v.name)
            .collect();
        assert_eq!(names, ["krb5-file", "hadoop-secret"]);
        assert!(step.resources().unwrap().is_empty());
    }

    #[test]
    fn half_configured_kerberos_fails() {
        let err = KerberosConfDriverStep::new(&driver(V3_5_5, &[("spark.kerberos.keytab", "k")]))
            .err()
            .unwrap();
        assert_eq!(
            err.message,
            "requirement failed: If a Kerberos keytab is specified you must also specify a Kerberos principal"
        );
        let err = KerberosConfDriverStep::new(&driver(
            V3_5_5,
            &[
                ("spark.kubernetes.kerberos.krb5.path", "k"),
                ("spark.kubernetes.kerberos.krb5.configMapName", "m"),
            ],
        ))
        .err()
        .unwrap();
        assert!(
            err.message
                .contains("Do not specify both a Krb5 local file and the ConfigMap")
        );
    }
}
