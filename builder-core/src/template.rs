//! Pod templates: `KubernetesUtils.loadPodFromTemplate` and `selectSparkContainer`.

use k8s_openapi::api::core::v1::{Container, Pod};

use crate::error::{SparkError, SparkResult};
use crate::inputs::FileSet;
use crate::pod::SparkPod;

/// Parse a template and take out the Spark container: the one named `container_name` if exactly
/// one container has that name, else the first; no containers gives an empty one.
pub fn load_pod_from_template(
    files: &FileSet,
    path: &str,
    container_name: Option<&str>,
    key: &str,
) -> SparkResult<SparkPod> {
    let fail = |why: String| {
        SparkError::spark("Could not load pod from template file.")
            .with_key(key)
            .with_hint(why)
    };
    let text = files.read_string(path).ok_or_else(|| {
        fail(format!("{path} does not exist or cannot be read"))
            .with_cause(
                "io.fabric8.kubernetes.client.KubernetesClientException",
                "An error has occurred.",
            )
            .with_cause(
                "java.io.FileNotFoundException",
                format!("{path} (No such file or directory)"),
            )
    })?;
    let pod = parse_template(&text).map_err(|e| {
        fail(format!("{path} is not a valid Pod: {e}"))
            .with_cause("builder_core::yaml::YamlError", e)
    })?;
    if pod.spec.is_none() {
        return Err(fail(format!("{path} has no spec")));
    }
    Ok(select_spark_container(pod, container_name))
}

/// Parse YAML or JSON pod text: to a JSON value (our own reader, [`crate::yaml`], which answers
/// as serde_yaml does, without its size in the playground's wasm), then typed with Jackson's
/// coercions (see [`crate::lenient`]).
pub fn parse_template(text: &str) -> Result<Pod, String> {
    let value = crate::yaml::parse(text).map_err(|e| e.to_string())?;
    crate::lenient::from_value::<Pod>(&value).map_err(|e| e.to_string())
}

/// `selectSparkContainer`.
pub fn select_spark_container(mut pod: Pod, container_name: Option<&str>) -> SparkPod {
    let containers: Vec<Container> = pod
        .spec
        .as_mut()
        .map(|s| std::mem::take(&mut s.containers))
        .unwrap_or_default();
    let by_name = container_name.and_then(|name| {
        let matching: Vec<usize> = containers
            .iter()
            .enumerate()
            .filter(|(_, c)| c.name == name)
            .map(|(i, _)| i)
            .collect();
        match matching.as_slice() {
            [i] => Some(*i),
            _ => None,
        }
    });
    let index = by_name.or(if containers.is_empty() { None } else { Some(0) });
    let mut rest = containers;
    let container = match index {
        Some(i) if i < rest.len() => rest.remove(i),
        _ => Container::default(),
    };
    if let Some(spec) = pod.spec.as_mut() {
        spec.containers = rest;
    }
    SparkPod { pod, container }
}
