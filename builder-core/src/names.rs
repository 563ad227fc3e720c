//! Spark's name derivations: resource-name prefixes, the app-name label, executor hostnames.

use crate::release::{Behaviour, Release};
use sparkpods_jvm::java_trim;

/// `KubernetesConf.getResourceNamePrefix`: `<app>-<uniqueId>` made DNS-friendly.
/// No length cap: Spark lets long app names produce pod names the API server rejects.
pub fn resource_name_prefix(app_name: &str, unique_id: &str, release: Release) -> String {
    let friendly = dns_friendly(&format!("{app_name}-{unique_id}"));
    let stripped = match friendly.strip_prefix('-') {
        Some(rest) if release.has(Behaviour::ResourcePrefixDropsLeadingDash) => rest,
        _ => &friendly,
    };
    match stripped.chars().next() {
        Some(c) if c.is_ascii_digit() && release.has(Behaviour::ResourcePrefixStartsWithLetter) => {
            format!("x{}", stripped.get(1..).unwrap_or(""))
        }
        _ => stripped.to_string(),
    }
}

/// `KubernetesConf.getAppNameLabel`: the `spark-app-name` label value.
pub fn app_name_label(app_name: &str) -> String {
    // StringUtils.abbreviate(s, "", 63): keep the first 63 characters.
    let cut: String = dns_friendly(app_name).chars().take(63).collect();
    let cut = cut.strip_prefix('-').unwrap_or(&cut);
    cut.strip_suffix('-').unwrap_or(cut).to_string()
}

/// Trimmed, lower-cased, every character outside `[a-z0-9-]` replaced by `-`, runs of `-`
/// collapsed: the common part of Spark's name derivations.
fn dns_friendly(s: &str) -> String {
    let replaced: String = java_trim(s)
        .to_lowercase()
        .chars()
        .map(|c| {
            if c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' {
                c
            } else {
                '-'
            }
        })
        .collect();
    collapse_dashes(&replaced)
}

/// Executor `spec.hostname`: the last 63 characters of the pod name, leading non-word characters
/// dropped, runs of other unsafe characters replaced by `_`.
pub fn executor_hostname(pod_name: &str) -> String {
    let chars: Vec<char> = pod_name.chars().collect();
    let start = chars.len().saturating_sub(63);
    let tail: String = chars.get(start..).unwrap_or(&[]).iter().collect();
    let trimmed = tail.trim_start_matches(|c: char| !is_word_char(c));
    let mut out = String::with_capacity(trimmed.len());
    let mut in_run = false;
    for c in trimmed.chars() {
        if is_word_char(c) || c == '-' {
            out.push(c);
            in_run = false;
        } else if !in_run {
            out.push('_');
            in_run = true;
        }
    }
    out
}

/// Java regex `\w` (ASCII letters, digits, underscore).
fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

fn collapse_dashes(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c == '-' && out.ends_with('-') {
            continue;
        }
        out.push(c);
    }
    out
}

/// `Utils.substituteAppNExecIds`: literal replacement of `{{APP_ID}}` and `{{EXECUTOR_ID}}`.
#[inline(never)] // three callers: one copy
pub fn substitute_app_and_exec_ids(s: String, app_id: &str, exec_id: &str) -> String {
    // Most values hold no placeholder: kept as they are, without a substring search for each.
    if !s.as_bytes().contains(&b'{') {
        return s;
    }
    s.replace("{{APP_ID}}", app_id)
        .replace("{{EXECUTOR_ID}}", exec_id)
}

/// DNS-1123 label check used for diagnostics (Spark itself does not check).
pub fn is_dns1123_label(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 63
        && s.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !s.starts_with('-')
        && !s.ends_with('-')
}

/// DNS-1123 subdomain check (pod and object names).
pub fn is_dns1123_subdomain(s: &str) -> bool {
    s.len() <= 253 && s.split('.').all(is_dns1123_label_any_len)
}

fn is_dns1123_label_any_len(s: &str) -> bool {
    !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !s.starts_with('-')
        && !s.ends_with('-')
}

/// Spark's check of `spark.kubernetes.executor.podNamePrefix`: a name that leaves room for
/// `-exec-<id>` (16 characters) in a DNS subdomain (length + 16 <= 253), or before
/// [`Behaviour::ExecutorPrefixIsSubdomain`] in a DNS label's length (length + 16 <= 63; the
/// pattern was a subdomain's already, though its message names labels).
pub fn is_valid_executor_pod_name_prefix(s: &str, release: Release) -> bool {
    let limit = if release.has(Behaviour::ExecutorPrefixIsSubdomain) {
        253
    } else {
        63
    };
    is_dns1123_subdomain(s) && s.len() + 16 <= limit
}

/// What Spark's refusal of an invalid executor pod name prefix says it must be.
pub fn executor_pod_name_prefix_rule(release: Release) -> (&'static str, &'static str) {
    if release.has(Behaviour::ExecutorPrefixIsSubdomain) {
        (
            "must conform https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#dns-subdomain-names and the value length <= 237",
            "use lower-case letters, digits, '-' and '.', at most 237 characters",
        )
    } else {
        (
            "must conform https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#dns-label-names and the value length <= 47",
            "use lower-case letters, digits, '-' and '.', at most 47 characters (Spark 3.3.1 and later allow 237)",
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::release::SparkVersion;

    #[test]
    fn prefixes_follow_spark() {
        let newest = Release::of(SparkVersion::NEWEST);
        assert_eq!(
            resource_name_prefix("spark-pi", "000001abcdef0123", newest),
            "spark-pi-000001abcdef0123"
        );
        assert_eq!(
            resource_name_prefix("2024..nightly--ETL__job", "000001abcdef0123", newest),
            "x024-nightly-etl-job-000001abcdef0123"
        );
        // 3.3.0 kept what the app name starts with.
        let first = Release::of(SparkVersion::V3_3_0);
        assert_eq!(
            resource_name_prefix("--2024 job", "000001abcdef0123", first),
            "-2024-job-000001abcdef0123"
        );
    }

    #[test]
    fn app_name_labels_follow_spark() {
        assert_eq!(app_name_label(" Job+Spark-Pi 2021"), "job-spark-pi-2021");
        let long = format!("-{}", "a".repeat(63));
        assert_eq!(app_name_label(&long), "a".repeat(62));
    }

    #[test]
    fn hostnames_are_cut_and_cleaned() {
        assert_eq!(executor_hostname("spark-pi-1-exec-1"), "spark-pi-1-exec-1");
        let long = format!("{}-exec-1", "a".repeat(80));
        assert_eq!(executor_hostname(&long).len(), 63);
        assert_eq!(executor_hostname("a.b.c-exec-1"), "a_b_c-exec-1");
    }

    #[test]
    fn executor_prefix_validation() {
        let r = Release::of(SparkVersion::NEWEST);
        assert!(is_valid_executor_pod_name_prefix("spark-pi", r));
        assert!(!is_valid_executor_pod_name_prefix("Bad_Prefix", r));
        assert!(!is_valid_executor_pod_name_prefix("_123", r));
        assert!(!is_valid_executor_pod_name_prefix(&"a".repeat(238), r));
        assert!(is_valid_executor_pod_name_prefix(&"a".repeat(237), r));
        let first = Release::of(SparkVersion::V3_3_0);
        assert!(is_valid_executor_pod_name_prefix(&"a".repeat(47), first));
        assert!(!is_valid_executor_pod_name_prefix(&"a".repeat(48), first));
        assert!(is_valid_executor_pod_name_prefix("a.b", first));
        assert!(!is_valid_executor_pod_name_prefix("Bad_Prefix", first));
    }

    mod properties {
        use proptest::prelude::*;

        use super::*;
        use crate::release::Release;

        proptest! {
            #[test]
            fn resource_prefixes_are_dns_friendly(app in "\\PC{0,80}", id in "[0-9a-f]{16}") {
                // 3.3.0 keeps a leading '-' or digit; every release writes only DNS characters.
                let first = resource_name_prefix(&app, &id, Release::of(SparkVersion::V3_3_0));
                prop_assert!(first.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'), "{}", first);
                prop_assert!(first.ends_with(&id));
                let p = resource_name_prefix(&app, &id, Release::of(SparkVersion::NEWEST));
                prop_assert!(p.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'), "{}", p);
                prop_assert!(!p.starts_with('-'));
                prop_assert!(!p.starts_with(|c: char| c.is_ascii_digit()));
                // A leading digit becomes `x`, which can hit the id when the app name is empty.
                prop_assert!(p.ends_with(&id[1..]));
            }

            #[test]
            fn app_name_labels_are_valid_label_values(app in "\\PC{0,100}") {
                let l = app_name_label(&app);
                prop_assert!(l.len() <= 63, "{}", l);
                prop_assert!(l.is_empty() || is_dns1123_label(&l), "{}", l);
                prop_assert!(crate::diagnostics::validate_label_value(&l).is_ok(), "{}", l);
            }

            #[test]
            fn executor_hostnames_are_at_most_63_chars(prefix in "[a-z0-9.\\-]{1,240}", id in 1u32..100_000) {
                let h = executor_hostname(&format!("{prefix}-exec-{id}"));
                prop_assert!(h.chars().count() <= 63);
                let suffix = format!("exec-{}", id);
                prop_assert!(h.ends_with(&suffix));
                prop_assert!(!h.contains('.'));
            }
        }
    }
}
