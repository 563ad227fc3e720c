//! Spark's variable substitution in conf values (`ConfigReader.substitute`).
//!
//! A value read through a config entry (`conf.get(ENTRY)`: every [`SparkConf::entry_*`] read)
//! has each `${prefix:name}` reference replaced, as the regex `\$\{(?:(\w+?):)?(\S+?)\}` finds
//! them: no prefix reads another `spark.` key of the conf (else that key's default), `env:` an
//! environment variable, `system:` a JVM system property. A reference that does not resolve (an
//! unset key without default, a variable not in the environment, a prefix Spark does not bind,
//! `system:` here: the submitting JVM's properties are not an input) stays as written. What is
//! substituted is substituted again; a reference that comes back to itself is Spark's
//! `requirement failed: Circular reference in <value>: <ref>`. Reads by prefix (`getAll`,
//! `getAllWithPrefix`: labels, annotations, env vars, volumes) and raw reads (`conf.get(key)`)
//! see the text as written, and so does `spark.properties`.
//!
//! [`SparkConf::entry_*`]: super::SparkConf

use std::borrow::Cow;

use crate::error::SparkError;

/// What a reference can name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reference<'a> {
    /// `${spark.some.key}`: the conf (only `spark.` keys), else the key's default.
    Conf(&'a str),
    /// `${env:NAME}`.
    Env(&'a str),
    /// `${system:name}`: a system property of the JVM that reads the value.
    System(&'a str),
    /// `${other:name}`: a prefix Spark binds to nothing.
    Unbound,
}

/// `input` with its references replaced, `resolve` giving each reference's value (before its own
/// substitution) or `None` to keep it as written.
pub fn substitute<'a>(
    input: &'a str,
    resolve: &dyn Fn(Reference<'_>) -> Option<String>,
) -> Result<Cow<'a, str>, SparkError> {
    // Every value read passes here, and almost none has a reference.
    if !super::pair_search::contains_pair(input.as_bytes(), *b"${") {
        return Ok(Cow::Borrowed(input));
    }
    substitute_with(input, resolve, &mut Vec::new()).map(Cow::Owned)
}

fn substitute_with(
    input: &str,
    resolve: &dyn Fn(Reference<'_>) -> Option<String>,
    used: &mut Vec<String>,
) -> Result<String, SparkError> {
    let mut out = String::with_capacity(input.len());
    let mut rest = input;
    while let Some(at) = rest.find("${") {
        let (before, from) = rest.split_at(at);
        out.push_str(before);
        let Some(found) = find_reference(from) else {
            // No reference starts at this `$`: the regex tries the next character.
            out.push('$');
            rest = from.get(1..).unwrap_or_default();
            continue;
        };
        let whole = from.get(..found.len).unwrap_or(from);
        let reference = match found.prefix {
            None => Reference::Conf(found.name),
            Some("env") => Reference::Env(found.name),
            Some("system") => Reference::System(found.name),
            Some(_) => Reference::Unbound,
        };
        let id = match found.prefix {
            Some(prefix) => format!("{prefix}:{}", found.name),
            None => found.name.to_string(),
        };
        if used.contains(&id) {
            return Err(SparkError::requirement(format!(
                "Circular reference in {input}: {id}"
            )));
        }
        match resolve(reference) {
            Some(value) => {
                used.push(id);
                let replaced = substitute_with(&value, resolve, used);
                used.pop();
                out.push_str(&replaced?);
            }
            None => out.push_str(whole),
        }
        rest = from.get(found.len..).unwrap_or_default();
    }
    out.push_str(rest);
    Ok(out)
}

/// A reference matched at the start of a text beginning with `${`.
struct Found<'a> {
    prefix: Option<&'a str>,
    name: &'a str,
    /// Bytes of the whole match, `${` to `}`.
    len: usize,
}

/// `\$\{(?:(\w+?):)?(\S+?)\}` anchored at the start: the optional group first (the shortest
/// word before a `:`, then a name up to the first `}`), else a name up to the first `}`; a
/// name is at least one character and holds no white space.
fn find_reference(text: &str) -> Option<Found<'_>> {
    let body = text.strip_prefix("${")?;
    let word = body.find(|c: char| !is_java_word(c)).unwrap_or(body.len());
    if word > 0 && body.get(word..).is_some_and(|r| r.starts_with(':')) {
        let prefix = body.get(..word)?;
        let after = body.get(word + 1..)?;
        if let Some(name_len) = name_until_brace(after) {
            return Some(Found {
                prefix: Some(prefix),
                name: after.get(..name_len)?,
                len: 2 + word + 1 + name_len + 1,
            });
        }
    }
    let name_len = name_until_brace(body)?;
    Some(Found {
        prefix: None,
        name: body.get(..name_len)?,
        len: 2 + name_len + 1,
    })
}

/// `(\S+?)\}`: the bytes before the first `}` that ends a non-empty run without white space.
fn name_until_brace(text: &str) -> Option<usize> {
    // The name may itself start with `}` (`\S+?` takes one character at least).
    let mut chars = text.char_indices();
    let (_, first) = chars.next()?;
    if is_java_space(first) {
        return None;
    }
    for (i, c) in chars {
        if c == '}' {
            return Some(i);
        }
        if is_java_space(c) {
            return None;
        }
    }
    None
}

/// Java's `\w` (no `UNICODE_CHARACTER_CLASS`): `[a-zA-Z_0-9]`.
fn is_java_word(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Java's `\s`: `[ \t\n\x0B\f\r]`.
fn is_java_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\u{0B}' | '\u{0C}' | '\r')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn resolve(r: Reference<'_>) -> Option<String> {
        match r {
            Reference::Conf("spark.a") => Some("A".into()),
            Reference::Conf("spark.nested") => Some("<${spark.a}>".into()),
            Reference::Conf("spark.loop") => Some("${spark.loop2}".into()),
            Reference::Conf("spark.loop2") => Some("x${spark.loop}".into()),
            Reference::Conf("spark.self") => Some("${spark.self}".into()),
            Reference::Env("POD") => Some("pod-1".into()),
            Reference::Env("REF") => Some("${env:POD}".into()),
            _ => None,
        }
    }

    fn sub(s: &str) -> String {
        substitute(s, &resolve).unwrap().into_owned()
    }

    #[test]
    fn references_resolve_like_config_reader() {
        assert_eq!(sub("${env:POD}"), "pod-1");
        assert_eq!(sub("driver-${env:POD}-${spark.a}"), "driver-pod-1-A");
        assert_eq!(sub("${spark.nested}${env:REF}"), "<A>pod-1");
        // Unresolved and unbound references stay as written.
        assert_eq!(
            sub("${env:NOPE}/${spark.unset}"),
            "${env:NOPE}/${spark.unset}"
        );
        assert_eq!(sub("${system:user.dir}/x"), "${system:user.dir}/x");
        assert_eq!(sub("${foo:bar}"), "${foo:bar}");
        // Not references: white space, nothing between the braces, no closing brace.
        assert_eq!(
            sub("${env:PO D} ${} ${env:POD"),
            "${env:PO D} ${} ${env:POD"
        );
        assert_eq!(sub("$${env:POD}"), "$pod-1");
        // `${env:}`: no name after the prefix, so the whole `env:` is a conf key (unset).
        assert_eq!(sub("${env:}"), "${env:}");
        // The name runs to the first `}`.
        assert_eq!(sub("${env:POD}}"), "pod-1}");
    }

    #[test]
    fn a_reference_back_to_itself_is_sparks_error() {
        let e = substitute("${spark.loop}", &resolve).unwrap_err();
        assert_eq!(
            e.message,
            "requirement failed: Circular reference in x${spark.loop}: spark.loop"
        );
        let e = substitute("${spark.self}", &resolve).unwrap_err();
        assert_eq!(
            e.message,
            "requirement failed: Circular reference in ${spark.self}: spark.self"
        );
        // The same reference twice side by side is no cycle.
        assert_eq!(sub("${spark.a}${spark.a}"), "AA");
    }

    #[test]
    fn text_without_references_is_borrowed() {
        assert!(matches!(
            substitute("plain $HOME {x}", &resolve).unwrap(),
            Cow::Borrowed(_)
        ));
    }
}
