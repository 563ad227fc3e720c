//! The checks' shared wording and exemptions (`policy/helpers.go`).

use std::collections::BTreeSet;

use k8s_openapi::api::core::v1::Pod;

use super::visitor::spec;

/// `joinQuote`: each in double quotes (not escaped), `", "` between.
pub(super) fn join_quote<S: AsRef<str>>(items: &[S]) -> String {
    items
        .iter()
        .map(|s| format!("\"{}\"", s.as_ref()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `pluralize`: the singular only for exactly one.
pub(super) fn plural<'a>(one: &'a str, many: &'a str, n: usize) -> &'a str {
    if n == 1 { one } else { many }
}

/// `volumes "a", "b" use restricted volume types "hostPath"`: what uses which kinds of thing,
/// each word in the number it counts, as the checks word it.
pub(super) fn uses<S: AsRef<str>, T: AsRef<str>>(
    (one, many): (&str, &str),
    names: &[S],
    (kind, kinds): (&str, &str),
    values: &[T],
) -> String {
    format!(
        "{} {} {} {} {}",
        plural(one, many, names.len()),
        join_quote(names),
        plural("uses", "use", names.len()),
        plural(kind, kinds, values.len()),
        join_quote(values)
    )
}

/// `container "a"` / `containers "a", "b"`.
pub(super) fn named(names: &[&str]) -> String {
    format!(
        "{} {}",
        plural("container", "containers", names.len()),
        join_quote(names)
    )
}

/// Go's `%q` of a string.
pub(super) fn go_quote(s: &str) -> String {
    format!("{s:?}")
}

pub(super) fn sorted(set: BTreeSet<String>) -> Vec<String> {
    set.into_iter().collect()
}

/// `hostUsers: false`: the pod runs in a user namespace.
pub(super) fn in_user_namespace(pod: &Pod) -> bool {
    spec(pod).and_then(|s| s.host_users) == Some(false)
}

/// `spec.os.name: windows`: from 1.25 the Linux-only restricted checks pass it.
pub(super) fn windows(pod: &Pod) -> bool {
    spec(pod)
        .and_then(|s| s.os.as_ref())
        .is_some_and(|o| o.name == "windows")
}
