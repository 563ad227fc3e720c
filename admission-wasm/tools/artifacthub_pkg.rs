//! `artifacthub-pkg.yml` made of `metadata.yml` and `questions-ui.yml` as `kwctl scaffold
//! artifacthub` makes it (kwctl's `scaffold/artifacthub.rs` and policy-evaluator's
//! `policy_artifacthub.rs`, Kubewarden 1.36): the same members in the same order, the same
//! checks of the annotations, serialized by the same YAML writer (serde_yaml; kwctl uses its
//! maintained fork, yaml_serde 0.10), under the same comment header. Shared by
//! `examples/artifacthub_pkg.rs` (writes the file) and `tests/catalog.rs` (holds it current).
//!
//! Where this differs from kwctl: URLs, the OCI reference and the authors' addresses are
//! checked by their shape (kwctl parses them with the `url`, `oci-client`, `mail-parser` and
//! `email_address` crates), and `createdAt` is whole seconds (kwctl writes nanoseconds).

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The header kwctl writes above the YAML (its last line ends with a space).
const HEADER: &str = "# Kubewarden Artifacthub Package config
#
# Use this config to submit the policy to https://artifacthub.io.
#
# This config can be saved to its default location with:
#   kwctl scaffold artifacthub > artifacthub-pkg.yml ";

const VERSION: &str = "io.kubewarden.policy.version";
const TITLE: &str = "io.kubewarden.policy.title";
const DESCRIPTION: &str = "io.kubewarden.policy.description";
const AUTHOR: &str = "io.kubewarden.policy.author";
const URL: &str = "io.kubewarden.policy.url";
const OCI_URL: &str = "io.kubewarden.policy.ociUrl";
const SOURCE: &str = "io.kubewarden.policy.source";
const LICENSE: &str = "io.kubewarden.policy.license";
const RELEASE_TAG: &str = "com.github.release.tag";
const DISPLAY_NAME: &str = "io.artifacthub.displayName";
const RESOURCES: &str = "io.artifacthub.resources";
const KEYWORDS: &str = "io.artifacthub.keywords";
const HIDDEN_UI: &str = "io.kubewarden.hidden-ui";

/// Why kwctl would refuse to make the package.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum PkgError {
    #[error("metadata.yml cannot be read: {0}")]
    Metadata(String),
    #[error("metadata.yml has no annotations")]
    NoAnnotations,
    #[error("metadata.yml lacks the annotation {0}")]
    MissingAnnotation(&'static str),
    #[error("{VERSION}: {0:?} is not a semantic version (1.2.3)")]
    NotSemver(String),
    #[error("questions-ui.yml is empty")]
    EmptyQuestions,
    #[error("{annotation}: {value:?} is not a URL ({why})")]
    MalformedUrl {
        annotation: &'static str,
        value: String,
        why: &'static str,
    },
    #[error("{0}: a comma-separated list may not have empty entries")]
    MalformedList(&'static str),
    #[error("{AUTHOR}: {0:?} is not `Name <address@example.com>`")]
    MalformedAuthor(String),
    #[error("{HIDDEN_UI}: {0:?} is not true or false")]
    MalformedBool(String),
    #[error("the package cannot be written as YAML: {0}")]
    Yaml(String),
}

/// What kwctl reads of `metadata.yml` (policy-evaluator's `Metadata`).
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Metadata {
    rules: Vec<Rule>,
    #[serde(default)]
    annotations: Option<BTreeMap<String, String>>,
    mutating: bool,
    #[serde(default)]
    context_aware_resources: BTreeSet<ContextAwareResource>,
}

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
struct Rule {
    api_groups: Vec<String>,
    api_versions: Vec<String>,
    resources: Vec<String>,
    operations: Vec<String>,
}

#[derive(Deserialize, Serialize, PartialEq, Eq, PartialOrd, Ord)]
#[serde(rename_all = "camelCase")]
struct ContextAwareResource {
    api_version: String,
    kind: String,
}

/// policy-evaluator's `ArtifactHubPkg`, member for member in its order.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ArtifactHubPkg {
    version: String,
    name: String,
    display_name: String,
    created_at: String,
    description: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    license: Option<String>,
    #[serde(rename = "homeURL", skip_serializing_if = "Option::is_none")]
    home_url: Option<String>,
    containers_images: Vec<ContainerImage>,
    #[serde(skip_serializing_if = "Option::is_none")]
    keywords: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    links: Option<Vec<Link>>,
    install: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    maintainers: Option<Vec<Maintainer>>,
    provider: Provider,
    recommendations: Vec<Recommendation>,
    annotations: BTreeMap<&'static str, String>,
}

#[derive(Serialize)]
struct ContainerImage {
    name: &'static str,
    image: String,
}

#[derive(Serialize)]
struct Link {
    name: &'static str,
    url: String,
}

#[derive(Serialize)]
struct Maintainer {
    name: String,
    email: String,
}

#[derive(Serialize)]
struct Provider {
    name: &'static str,
}

#[derive(Serialize)]
struct Recommendation {
    url: &'static str,
}

/// The text of `artifacthub-pkg.yml` for `metadata` and `questions` (the files' text), created
/// at `created_at` (RFC 3339).
pub fn generate(metadata: &str, questions: &str, created_at: &str) -> Result<String, PkgError> {
    let metadata: Metadata =
        serde_yaml::from_str(metadata).map_err(|e| PkgError::Metadata(e.to_string()))?;
    let annotations = metadata
        .annotations
        .as_ref()
        .filter(|a| !a.is_empty())
        .ok_or(PkgError::NoAnnotations)?;
    let get = |key: &'static str| annotations.get(key).map(String::as_str);
    let required = |key: &'static str| get(key).ok_or(PkgError::MissingAnnotation(key));

    let version = required(VERSION)?;
    if !is_semver(version) {
        return Err(PkgError::NotSemver(version.to_string()));
    }
    if questions.is_empty() {
        return Err(PkgError::EmptyQuestions);
    }
    let image = oci_reference(required(OCI_URL)?, version);
    let pkg = ArtifactHubPkg {
        version: version.to_string(),
        name: required(TITLE)?.to_string(),
        display_name: required(DISPLAY_NAME)?.to_string(),
        created_at: created_at.to_string(),
        description: required(DESCRIPTION)?.to_string(),
        license: get(LICENSE).map(str::to_string),
        home_url: get(URL).map(|u| url(URL, u)).transpose()?,
        containers_images: vec![ContainerImage {
            name: "policy",
            image: image.clone(),
        }],
        keywords: get(KEYWORDS).map(|k| list(KEYWORDS, k)).transpose()?,
        links: get(SOURCE)
            .map(|s| links(s, version, get(RELEASE_TAG)))
            .transpose()?,
        install: install(&image),
        maintainers: get(AUTHOR).map(maintainers).transpose()?,
        provider: Provider { name: "kubewarden" },
        recommendations: vec![Recommendation {
            url: "https://artifacthub.io/packages/helm/kubewarden/kubewarden-controller",
        }],
        annotations: package_annotations(&metadata, questions, get(HIDDEN_UI), get(RESOURCES))?,
    };
    let yaml = serde_yaml::to_string(&pkg).map_err(|e| PkgError::Yaml(e.to_string()))?;
    Ok(format!("{HEADER}\n{yaml}"))
}

/// The `createdAt` of a package's text, to regenerate it unchanged.
pub fn created_at(pkg: &str) -> Option<&str> {
    pkg.lines()
        .find_map(|l| l.strip_prefix("createdAt: "))
        .map(|v| v.trim_matches('\''))
}

/// `seconds` since the Unix epoch as RFC 3339 in UTC (`2026-12-01T11:25:38Z`).
pub fn rfc3339(seconds: u64) -> String {
    builder_core::UtcTime::from_epoch_seconds(seconds).rfc3339()
}

/// `major.minor.patch`, each without leading zeros, then an optional `-pre` and `+build`.
fn is_semver(v: &str) -> bool {
    let (core, _build) = v.split_once('+').unwrap_or((v, ""));
    let (core, pre) = core.split_once('-').unwrap_or((core, ""));
    let numbers: Vec<&str> = core.split('.').collect();
    let number = |n: &&str| {
        !n.is_empty()
            && n.bytes().all(|b| b.is_ascii_digit())
            && (n.len() == 1 || !n.starts_with('0'))
    };
    numbers.len() == 3
        && numbers.iter().all(number)
        && pre.split('.').all(|p| {
            pre.is_empty()
                || (!p.is_empty() && p.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-'))
        })
}

/// `<ociUrl>:v<version>` as oci-client writes a reference (Docker Hub names made whole).
fn oci_reference(oci_url: &str, version: &str) -> String {
    admission_wasm::normalize_image(&format!("{oci_url}:v{version}"))
}

/// An `http(s)` URL as the `url` crate writes it (a URL without a path gets `/`).
fn url(annotation: &'static str, value: &str) -> Result<String, PkgError> {
    let bad = |why| PkgError::MalformedUrl {
        annotation,
        value: value.to_string(),
        why,
    };
    let rest = value
        .strip_prefix("https://")
        .or_else(|| value.strip_prefix("http://"))
        .ok_or_else(|| bad("expected http:// or https://"))?;
    let host = rest.split(['/', '?', '#']).next().unwrap_or("");
    if host.is_empty() || host.contains(char::is_whitespace) {
        return Err(bad("no host"));
    }
    Ok(if rest.len() == host.len() {
        format!("{value}/")
    } else {
        value.to_string()
    })
}

/// A comma-separated annotation, each entry trimmed of spaces.
fn list(annotation: &'static str, value: &str) -> Result<Vec<String>, PkgError> {
    let items: Vec<String> = value
        .split(',')
        .map(|s| s.trim_matches(' ').to_string())
        .collect();
    if items.iter().any(String::is_empty) {
        return Err(PkgError::MalformedList(annotation));
    }
    Ok(items)
}

/// The source link, and on GitHub the release's `policy.wasm` first.
fn links(source: &str, version: &str, release_tag: Option<&str>) -> Result<Vec<Link>, PkgError> {
    let source = url(SOURCE, source)?;
    let on_github = source
        .strip_prefix("https://")
        .or_else(|| source.strip_prefix("http://"))
        .is_some_and(|rest| rest.split('/').next() == Some("github.com"));
    let mut out = Vec::new();
    if on_github {
        let release = match release_tag {
            // `/` is the one character of a tag form-encoding changes (`policy/v1` →
            // `policy%2Fv1`).
            Some(tag) => tag.replace('/', "%2F"),
            None => format!("v{version}"),
        };
        out.push(Link {
            name: "policy",
            url: format!("{source}/releases/download/{release}/policy.wasm"),
        });
    }
    out.push(Link {
        name: "source",
        url: source,
    });
    Ok(out)
}

/// kwctl's install instructions for the image.
fn install(image: &str) -> String {
    format!(
        "The policy can be obtained using [kwctl](https://docs.kubewarden.io/howtos/install-kwctl):
```console
kwctl pull {image}
```
Then, generate the policy manifest and tune it to your liking. For example:
```console
kwctl scaffold manifest -t ClusterAdmissionPolicy registry://{image}
```
"
    )
}

/// `Name <address>, Name <address>`.
fn maintainers(value: &str) -> Result<Vec<Maintainer>, PkgError> {
    let entries: Vec<&str> = value
        .split(',')
        .map(str::trim)
        .filter(|e| !e.is_empty())
        .collect();
    if entries.is_empty() {
        return Err(PkgError::MalformedAuthor(value.to_string()));
    }
    entries
        .into_iter()
        .map(|entry| {
            let bad = || PkgError::MalformedAuthor(entry.to_string());
            let (name, rest) = entry.split_once('<').ok_or_else(bad)?;
            let email = rest.strip_suffix('>').ok_or_else(bad)?.trim();
            let (local, domain) = email.split_once('@').ok_or_else(bad)?;
            if local.is_empty()
                || domain.is_empty()
                || domain.contains('@')
                || email.contains(char::is_whitespace)
            {
                return Err(bad());
            }
            Ok(Maintainer {
                name: name.trim().trim_matches('"').to_string(),
                email: email.to_string(),
            })
        })
        .collect()
}

/// The `kubewarden/*` annotations Artifact Hub shows.
fn package_annotations(
    metadata: &Metadata,
    questions: &str,
    hidden_ui: Option<&str>,
    resources: Option<&str>,
) -> Result<BTreeMap<&'static str, String>, PkgError> {
    let mut out = BTreeMap::new();
    out.insert("kubewarden/mutation", metadata.mutating.to_string());
    if !metadata.context_aware_resources.is_empty() {
        out.insert(
            "kubewarden/contextAwareResources",
            to_yaml(&metadata.context_aware_resources)?,
        );
    }
    out.insert("kubewarden/rules", to_yaml(&metadata.rules)?);
    out.insert("kubewarden/questions-ui", questions.to_string());
    if let Some(hidden) = hidden_ui {
        let hidden: bool = hidden
            .parse()
            .map_err(|_| PkgError::MalformedBool(hidden.to_string()))?;
        out.insert("kubewarden/hidden-ui", hidden.to_string());
    }
    if let Some(resources) = resources {
        out.insert("kubewarden/resources", resources.to_string());
    }
    Ok(out)
}

/// A value as YAML text (the annotations carry the rules so).
fn to_yaml<T: Serialize>(v: &T) -> Result<String, PkgError> {
    serde_yaml::to_string(v).map_err(|e| PkgError::Yaml(e.to_string()))
}
