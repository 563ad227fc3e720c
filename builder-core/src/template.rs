//! Pod templates: `KubernetesUtils.loadPodFromTemplate` and `selectSparkContainer`.

use k8s_openapi::api::core::v1::{Container, Pod};

use crate::error::{SparkError, SparkResult};
use crate::inputs::FileSet;
use crate::pod::SparkPod;
use crate::release::Release;

mod file_modes;
mod undeclared;

pub use file_modes::{MisreadFileMode, misread_file_modes};
pub use undeclared::{
    FieldStep, UndeclaredField, prune_undeclared, put_undeclared, undeclared_fields,
};

/// A template read: the Pod and the fields it has no place for, or why the text is no Pod.
pub type ReadTemplate = Result<(Pod, Vec<UndeclaredField>), String>;

/// How pod template text is read: the caller's choice, because the readers (YAML with each
/// release's scalar rules, Jackson's coercions into the k8s-openapi types) are a sixth of the
/// playground's code, which loads them only once a conf names a template (web-ui's `lazy`
/// module). Everything else passes [`TemplateReader::BUILT_IN`].
#[derive(Debug, Clone, Copy)]
pub struct TemplateReader {
    /// Template text as `release`'s fabric8 reads it, with the fields the Pod does not declare,
    /// from one reading (`read_template`).
    pub read: fn(&str, Release) -> ReadTemplate,
    /// The file modes `release` reads as another number than written ([`misread_file_modes`]).
    pub misread_file_modes: fn(&str, Release) -> Vec<MisreadFileMode>,
    /// The fields a Pod does not declare (`undeclared_fields`).
    pub undeclared_fields: fn(&str, Release) -> Vec<UndeclaredField>,
    /// The template as written, a JSON value (`template_value`): where findings place a
    /// template's values (`provenance`).
    pub value: fn(&str, Release) -> Result<serde_json::Value, String>,
}

impl TemplateReader {
    /// The readers of this crate.
    pub const BUILT_IN: TemplateReader = TemplateReader {
        read: read_template,
        misread_file_modes,
        undeclared_fields,
        value: template_value,
    };
}

/// A pod template as Spark starts a pod from it.
#[derive(Debug, Clone)]
pub struct LoadedTemplate {
    pub pod: SparkPod,
    /// What the template holds that a Pod does not declare: fabric8 keeps it, Spark sends it
    /// with the pod (the Spark container's as [`FieldStep::SparkContainer`]).
    pub undeclared: Vec<UndeclaredField>,
}

/// Parse a template and take out the Spark container: the one named `container_name` if exactly
/// one container has that name, else the first; no containers gives an empty one.
pub fn load_pod_from_template(
    reader: TemplateReader,
    files: &FileSet,
    path: &str,
    container_name: Option<&str>,
    key: &str,
    release: Release,
) -> SparkResult<LoadedTemplate> {
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
    let (pod, mut undeclared) = (reader.read)(&text, release).map_err(|e| {
        fail(format!("{path} is not a valid Pod: {e}")).with_cause("sparkpods_yaml::YamlError", e)
    })?;
    if pod.spec.is_none() {
        return Err(fail(format!("{path} has no spec")));
    }
    let containers = pod.spec.as_ref().map_or(&[][..], |s| &s.containers[..]);
    let spark = spark_container_index(containers, container_name);
    for field in &mut undeclared {
        if let [FieldStep::Key(spec), FieldStep::Key(list), item, ..] = &mut field.at[..]
            && spec == "spec"
            && list == "containers"
            && matches!(item, FieldStep::Item { index, .. } if Some(*index) == spark)
        {
            *item = FieldStep::SparkContainer;
        }
    }
    Ok(LoadedTemplate {
        pod: select_spark_container(pod, container_name),
        undeclared,
    })
}

/// Parse YAML or JSON pod text as `release`'s fabric8 does: to a JSON value, then typed with
/// Jackson's coercions (see [`sparkpods_kube::from_value_as`]).
pub fn parse_template(text: &str, release: Release) -> Result<Pod, String> {
    let value = template_value(text, release)?;
    sparkpods_kube::from_value_as::<Pod>(&value, release.fabric8_release())
        .map_err(|e| e.to_string())
}

/// [`parse_template`], and the fields of the text the Pod does not declare
/// ([`undeclared_fields`]), from one reading of the text.
pub fn read_template(text: &str, release: Release) -> ReadTemplate {
    let value = template_value(text, release)?;
    let (pod, skipped) =
        sparkpods_kube::from_value_as_noting_skipped::<Pod>(&value, release.fabric8_release())
            .map_err(|e| e.to_string())?;
    // Written back and compared only when the typing skipped something (most templates
    // declare every field they write).
    let undeclared = if skipped {
        undeclared::undeclared_in(&value, &pod)
    } else {
        Vec::new()
    };
    Ok((pod, undeclared))
}

/// fabric8's `Serialization.unmarshal`: text whose first byte past Java whitespace is `{` is
/// JSON (Jackson reads the first value and ignores what follows it), so a YAML flow mapping
/// with unquoted keys fails there; anything else is YAML, read with the release's scalar
/// resolution ([`sparkpods_yaml`]).
pub fn template_value(text: &str, release: Release) -> Result<serde_json::Value, String> {
    let java_whitespace = |b: &u8| matches!(b, b'\t'..=b'\r' | 0x1c..=0x20);
    if text.bytes().find(|b| !java_whitespace(b)) == Some(b'{') {
        return serde_json::Deserializer::from_str(text)
            .into_iter()
            .next()
            .unwrap_or(Ok(serde_json::Value::Null))
            .map_err(|e| format!("not JSON (it starts with '{{'): {e}"));
    }
    sparkpods_yaml::parse_with(text, release.fabric8_release().yaml).map_err(|e| e.to_string())
}

/// Which container `selectSparkContainer` takes: the one named `container_name` if exactly one
/// has that name, else the first.
fn spark_container_index(containers: &[Container], container_name: Option<&str>) -> Option<usize> {
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
    by_name.or(if containers.is_empty() { None } else { Some(0) })
}

/// `selectSparkContainer`.
pub fn select_spark_container(mut pod: Pod, container_name: Option<&str>) -> SparkPod {
    let containers: Vec<Container> = pod
        .spec
        .as_mut()
        .map(|s| std::mem::take(&mut s.containers))
        .unwrap_or_default();
    let index = spark_container_index(&containers, container_name);
    let mut rest = containers;
    let container = match index {
        Some(i) if i < rest.len() => rest.remove(i),
        _ => Container::default(),
    };
    if let Some(spec) = pod.spec.as_mut() {
        spec.containers = rest;
    }
    SparkPod {
        pod: Box::new(pod),
        container: Box::new(container),
    }
}

#[cfg(test)]
mod corpus_tests;
