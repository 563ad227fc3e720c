//! `allowedImages`: every container's image matches one of the rule's patterns, compared as
//! references (Docker Hub short names made explicit, the registry host case-insensitive).

use builder_core::registry;

use super::Rule;
use super::pod::PodView;
use crate::json::Node;

/// `registry/path:tag` with Docker Hub short names made explicit and the registry host
/// lower-cased (hostnames are case-insensitive; the path and tag are not).
pub fn normalize_image(image: &str) -> String {
    let (first, rest) = match image.split_once('/') {
        Some((f, r)) => (f, Some(r)),
        None => (image, None),
    };
    match rest {
        Some(rest) if first.contains(['.', ':']) || first == "localhost" => {
            format!("{}/{rest}", first.to_ascii_lowercase())
        }
        Some(_) => format!("docker.io/{image}"),
        None => format!("docker.io/library/{image}"),
    }
}

/// Glob match where `*` matches any run of characters (iterative, linear backtracking).
pub fn glob_match(pattern: &str, text: &str) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    let t: Vec<char> = text.chars().collect();
    let (mut pi, mut ti) = (0usize, 0usize);
    let mut star: Option<(usize, usize)> = None;
    while ti < t.len() {
        match (p.get(pi), t.get(ti)) {
            (Some('*'), _) => {
                star = Some((pi, ti));
                pi += 1;
            }
            (Some(a), Some(b)) if a == b => {
                pi += 1;
                ti += 1;
            }
            _ => match star {
                Some((sp, st)) => {
                    pi = sp + 1;
                    ti = st + 1;
                    star = Some((sp, st + 1));
                }
                None => return false,
            },
        }
    }
    p.get(pi..)
        .is_some_and(|rest| rest.iter().all(|c| *c == '*'))
}

pub(super) fn allowed_images(rule: &Rule, pod: &PodView<'_>, out: &mut Vec<String>) {
    if rule.allowed_images.is_empty() {
        return;
    }
    let patterns: Vec<String> = rule
        .allowed_images
        .iter()
        .map(|p| normalize_image(p))
        .collect();
    for c in &pod.containers {
        let image = c.value.get("image").and_then(Node::as_str).unwrap_or("");
        let normalized = normalize_image(image);
        if patterns.iter().any(|p| glob_match(p, &normalized)) {
            continue;
        }
        let key = if c.is_spark {
            format!(
                "{} (or {})",
                pod.role().keys().image.key,
                registry::CONTAINER_IMAGE.key
            )
        } else {
            pod.template_key().to_string()
        };
        out.push(format!(
            "container {}: image {image:?} is not allowed (allowed: {}): change {key}",
            c.name,
            rule.allowed_images.join(", ")
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glob_and_normalization() {
        assert!(glob_match("docker.io/apache/*", "docker.io/apache/spark:4"));
        assert!(!glob_match("docker.io/apache/*", "docker.io/evil/spark"));
        assert!(glob_match("a*b*c", "aXXbYYc"));
        assert!(!glob_match("a*b*c", "aXXbYY"));
        assert!(glob_match("*", ""));
        assert_eq!(normalize_image("spark"), "docker.io/library/spark");
        assert_eq!(normalize_image("apache/spark"), "docker.io/apache/spark");
        assert_eq!(normalize_image("REG.io/Team/x"), "reg.io/Team/x");
        // Pathological patterns stay fast.
        let long = "a".repeat(5000);
        assert!(!glob_match(&"*a".repeat(50).replace("a", "b"), &long));
    }
}
