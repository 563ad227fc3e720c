//! Keys users write that Spark has no key for, with what does what they meant. Taken from the
//! real-world corpus (`tests/fixtures/realworld/`), where the nearest key by spelling would
//! mislead: `spark.kubernetes.driver.request.memory` is not a typo of `request.cores`.

/// What a mistaken key meant: the key to write instead, if there is one, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Meant {
    pub key: Option<String>,
    pub hint: String,
}

/// What `key` meant, for a key Spark does not declare.
pub(super) fn meant(key: &str) -> Option<Meant> {
    let role_rest = |prefix: &str| {
        ["driver", "executor"].into_iter().find_map(|role| {
            key.strip_prefix(prefix)
                .and_then(|r| r.strip_prefix(role))
                .and_then(|r| r.strip_prefix('.'))
                .map(|rest| (role, rest))
        })
    };
    if let Some(name) = key.strip_prefix("spark.kubernetes.driver.env.") {
        return Some(Meant {
            key: Some(format!("spark.kubernetes.driverEnv.{name}")),
            hint: "the driver's env vars are spark.kubernetes.driverEnv.<NAME>".to_string(),
        });
    }
    if let Some(name) = key
        .strip_prefix("spark.kubernetes.executor.env.")
        .or_else(|| key.strip_prefix("spark.kubernetes.executorEnv."))
    {
        return Some(Meant {
            key: Some(format!("spark.executorEnv.{name}")),
            hint: "the executors' env vars are spark.executorEnv.<NAME>".to_string(),
        });
    }
    if let Some((role, rest)) = role_rest("spark.kubernetes.")
        && matches!(rest, "request.memory" | "limit.memory")
    {
        return Some(Meant {
            key: None,
            hint: format!(
                "Spark has no memory request or limit key: the {role} container's memory request \
                 and limit are both spark.{role}.memory plus its overhead \
                 (spark.{role}.memoryOverhead, or spark.{role}.memoryOverheadFactor)"
            ),
        });
    }
    if let Some((role, rest)) = role_rest("spark.kubernetes.")
        && matches!(
            rest,
            "tolerations" | "affinity" | "nodeAffinity" | "podAntiAffinity"
        )
    {
        return Some(Meant {
            key: None,
            hint: format!(
                "Spark has no key for {rest}: write them in a pod template \
                 (spark.kubernetes.{role}.podTemplateFile)"
            ),
        });
    }
    if matches!(
        key,
        "spark.serviceAccountName"
            | "spark.kubernetes.serviceAccountName"
            | "spark.kubernetes.driver.serviceAccountName"
            | "spark.kubernetes.authenticate.serviceAccountName"
    ) {
        return Some(Meant {
            key: Some("spark.kubernetes.authenticate.driver.serviceAccountName".to_string()),
            hint: "the driver's service account is spark.kubernetes.authenticate.driver.serviceAccountName"
                .to_string(),
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_users_meant() {
        let key = |k: &str| meant(k).and_then(|m| m.key);
        assert_eq!(
            key("spark.kubernetes.driver.env.FOO").as_deref(),
            Some("spark.kubernetes.driverEnv.FOO")
        );
        assert_eq!(
            key("spark.kubernetes.executorEnv.HADOOP_USER_NAME").as_deref(),
            Some("spark.executorEnv.HADOOP_USER_NAME")
        );
        let memory = meant("spark.kubernetes.executor.request.memory").unwrap();
        assert_eq!(memory.key, None);
        assert!(memory.hint.contains("spark.executor.memory"), "{memory:?}");
        assert!(
            meant("spark.kubernetes.driver.tolerations")
                .unwrap()
                .hint
                .contains("spark.kubernetes.driver.podTemplateFile")
        );
        assert_eq!(meant("spark.kubernetes.driver.request.cores"), None);
    }
}
