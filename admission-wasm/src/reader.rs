//! Reading the settings' JSON tree: where a value is ([`SettingsPath`]) and readers of each JSON type
//! whose messages name that place, so that every error says which field to fix.

use std::collections::BTreeSet;

use crate::json::{Node, Object};

/// Where a value is in the settings, for messages; written out only when there is one.
pub(crate) enum SettingsPath<'p> {
    Top(&'static str),
    Field(&'p SettingsPath<'p>, &'p str),
    Item(&'p SettingsPath<'p>, usize),
}

impl std::fmt::Display for SettingsPath<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SettingsPath::Top(name) => f.write_str(name),
            SettingsPath::Field(parent, key) => write!(f, "{parent}.{key}"),
            SettingsPath::Item(parent, i) => write!(f, "{parent}[{i}]"),
        }
    }
}

/// The members of an object, refusing other kinds and members given twice.
pub(crate) fn members<'n, 'a>(
    v: &'n Node<'a>,
    at: &SettingsPath<'_>,
) -> Result<impl Iterator<Item = (&'n str, &'n Node<'a>)>, String> {
    let o: &'n Object<'a> = v
        .as_object()
        .ok_or_else(|| format!("{at}: expected an object, got {v}"))?;
    // Small objects (all of a rule's, usually all of the settings') are checked pairwise, which
    // allocates nothing; a large sparkConf through a set.
    let duplicate = if o.len() <= 32 {
        o.keys()
            .enumerate()
            .find(|(i, k)| o.keys().take(*i).any(|earlier| earlier == *k))
            .map(|(_, k)| k)
    } else {
        let mut seen = BTreeSet::new();
        o.keys().find(|k| !seen.insert(*k))
    };
    match duplicate {
        Some(k) => Err(format!("{at}: duplicate field `{k}`")),
        None => Ok(o.iter()),
    }
}

pub(crate) fn string(v: &Node<'_>, at: &SettingsPath<'_>) -> Result<String, String> {
    v.as_str()
        .map(str::to_string)
        .ok_or_else(|| format!("{at}: expected a string, got {v}"))
}

pub(crate) fn flag(v: &Node<'_>, at: &SettingsPath<'_>) -> Result<bool, String> {
    v.as_bool()
        .ok_or_else(|| format!("{at}: expected true or false, got {v}"))
}

pub(crate) fn list<T>(
    v: &Node<'_>,
    at: &SettingsPath<'_>,
    item: impl Fn(&Node<'_>, &SettingsPath<'_>) -> Result<T, String>,
) -> Result<Vec<T>, String> {
    v.as_array()
        .ok_or_else(|| format!("{at}: expected an array, got {v}"))?
        .iter()
        .enumerate()
        .map(|(i, v)| item(v, &SettingsPath::Item(at, i)))
        .collect()
}

/// `, did you mean "x"?` when `v` is a string that misspells one of `values`.
pub(crate) fn value_hint(v: &Node<'_>, values: &[&str]) -> String {
    v.as_str()
        .and_then(|typed| crate::suggest::closest(typed, values))
        .map(|meant| format!(", did you mean \"{meant}\"?"))
        .unwrap_or_default()
}
