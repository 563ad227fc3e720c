//! What each supported Spark release declares about its configuration keys, read off its jars
//! (`KeysHarness.java`, `scripts/regen-declared-keys.sh`), not written by hand:
//!
//! * `alternatives.tsv`, in every build: the old names Spark still reads for a key. SparkConf's
//!   own table (`configsWithAlternatives`: `spark.yarn.executor.memoryOverhead` for
//!   `spark.executor.memoryOverhead`), consulted wherever the key is read (`getOption`,
//!   `contains`, config entries, `${...}` references), and the entries' `withAlternative`
//!   names, consulted when that entry is read. [`SparkConf`](super::SparkConf) reads through it.
//! * `keys.tsv`, with the `declared-keys` feature (about 480 KB of text: the CLI, the language
//!   server and the npm package have it; the admission policy does not, the playground loads it
//!   at run time through `declared-keys-loadable`): every `ConfigEntry` of every release with its
//!   type, default, version and doc, and SparkConf's deprecated keys with Spark's message.
//!   `check` asks it whether a key is Spark's.

use std::sync::OnceLock;

use crate::release::{Release, SparkVersion};

#[cfg(feature = "declared-keys-loadable")]
mod catalog;
mod families;
#[cfg(feature = "declared-keys")]
pub use catalog::catalog;
#[cfg(feature = "declared-keys-loadable")]
pub use catalog::{Catalog, DeclaredKey, Deprecation, load_catalog, loaded_catalog};

pub use families::{other_product, spark_family};

/// What Spark makes of a key sparkpods' own registry does not list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyStatus {
    /// A key the release declares, or a name under a family Spark reads by prefix.
    Declared,
    /// A key other releases declare (the first of them).
    OtherReleases(Option<SparkVersion>),
    /// An old name Spark reads for `of` (with a deprecation warning).
    Alternative {
        /// The key it stands in for.
        of: &'static str,
        /// The Spark version that made it an old name.
        since: &'static str,
    },
    /// A key Spark warns about when set (`deprecatedConfigs`): Spark's message.
    Deprecated {
        /// The Spark version that deprecated it.
        since: &'static str,
        /// Spark's warning, as it prints it for this release.
        message: String,
    },
    /// Another product's key: Spark ignores it.
    OtherProduct(&'static str),
    /// Nothing Spark declares; the closest declared key, if one is near.
    Unknown {
        /// The declared key closest to it, if one is near.
        suggestion: Option<String>,
    },
    /// This build does not carry the catalog (the `declared-keys` feature), or has not loaded it
    /// yet (`declared-keys-loadable`).
    NotKnownHere,
}

/// What `release` makes of `key`, for a key that is not in sparkpods' own registry.
pub fn status(key: &str, release: Release) -> KeyStatus {
    if let Some(a) = alternatives()
        .iter()
        .find(|a| a.name == key && a.kind == AlternativeKind::SparkConf && a.in_release(release))
    {
        return KeyStatus::Alternative {
            of: a.of,
            since: a.since,
        };
    }
    catalog_status(key, release)
}

#[cfg(feature = "declared-keys-loadable")]
fn catalog_status(key: &str, release: Release) -> KeyStatus {
    let Some(c) = loaded_catalog() else {
        return KeyStatus::NotKnownHere;
    };
    if let Some(d) = c.deprecation(key, release) {
        return KeyStatus::Deprecated {
            since: d.since,
            message: d.message(),
        };
    }
    if let Some(k) = c.get(key) {
        return if k.in_release(release) || k.read_before_declared(release) {
            KeyStatus::Declared
        } else {
            KeyStatus::OtherReleases(k.releases().first())
        };
    }
    if spark_family(key).is_some() {
        return KeyStatus::Declared;
    }
    let suggestion = c.closest(key);
    if let Some(product) = other_product(key) {
        // Spark's own keys under another product's prefix (`spark.databricks.sql.optimizer.`):
        // near one of those it is a typo of Spark's key.
        let spark_key_there = suggestion
            .as_deref()
            .is_some_and(|s| other_product(s) == Some(product));
        if !spark_key_there {
            return KeyStatus::OtherProduct(product);
        }
    }
    KeyStatus::Unknown { suggestion }
}

#[cfg(not(feature = "declared-keys-loadable"))]
fn catalog_status(_key: &str, _release: Release) -> KeyStatus {
    KeyStatus::NotKnownHere
}

/// Which releases declare a row: ranges of supported releases (`3.3.0-3.5.9,4.0.0`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Releases(Vec<(SparkVersion, SparkVersion)>);

impl Releases {
    fn parse(text: &str) -> Option<Releases> {
        text.split(',')
            .map(|range| {
                let (first, last) = range.split_once('-').unwrap_or((range, range));
                Some((first.parse().ok()?, last.parse().ok()?))
            })
            .collect::<Option<Vec<_>>>()
            .map(Releases)
    }

    /// Whether `version` declares it.
    pub fn contains(&self, version: SparkVersion) -> bool {
        self.0
            .iter()
            .any(|(first, last)| (*first..=*last).contains(&version))
    }

    /// The first release that declares it.
    pub fn first(&self) -> Option<SparkVersion> {
        self.0.first().map(|(first, _)| *first)
    }

    /// As the registry describes its keys' releases (`every release`, `3.4.0–4.3.0`).
    pub fn describe(&self) -> String {
        crate::release::describe_releases(|v| self.contains(v))
    }
}

/// How Spark reads an alternative name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AlternativeKind {
    /// SparkConf's table: wherever the key is read.
    SparkConf,
    /// The entry's own `withAlternative`: when the entry is read.
    Entry,
}

/// An old name Spark reads for a key it finds unset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alternative {
    /// The old name (`spark.yarn.executor.memoryOverhead`).
    pub name: &'static str,
    /// The key it stands in for (`spark.executor.memoryOverhead`).
    pub of: &'static str,
    /// Which reader takes the old name (SparkConf's, or only one module's).
    pub kind: AlternativeKind,
    /// The Spark version that made it an alternative, as Spark records it.
    pub since: &'static str,
    /// Which releases read it, as the table writes them: parsed only for the alternatives of a
    /// key Spark looks up (the table is built in every fresh policy instance).
    releases: &'static str,
    /// The translation's output for the value `7` (`7s`): Spark rewrites the old value.
    translated: Option<&'static str>,
}

impl Alternative {
    /// Whether Spark reads the old value as it is. A translated one (`spark.kryoserializer.buffer.mb`
    /// read as `<value * 1000>k`) is arithmetic in Scala that the table only samples, so
    /// sparkpods does not read it; none of them sizes or names a pod.
    pub fn reads_value_as_is(&self) -> bool {
        self.translated.is_none()
    }

    /// Whether `release` reads it.
    pub fn in_release(&self, release: Release) -> bool {
        Releases::parse(self.releases).is_some_and(|r| r.contains(release.version()))
    }
}

const ALTERNATIVES_TSV: &str = include_str!("alternatives.tsv");

/// Every alternative name of every release, in the table's order (by the key they stand for,
/// Spark's order among a key's alternatives kept).
pub fn alternatives() -> &'static [Alternative] {
    static TABLE: OnceLock<Vec<Alternative>> = OnceLock::new();
    TABLE.get_or_init(|| {
        rows(ALTERNATIVES_TSV)
            .filter_map(|f| {
                let [name, kind, translated, releases, _, since, _, of, _] = f;
                Some(Alternative {
                    name,
                    of,
                    kind: match kind {
                        "alternative" => AlternativeKind::SparkConf,
                        "entry-alternative" => AlternativeKind::Entry,
                        _ => return None,
                    },
                    since,
                    releases,
                    translated: (translated != "-").then_some(translated),
                })
            })
            .collect()
    })
}

/// The alternatives `release` reads for `key`, of the given kinds, in Spark's order.
pub fn alternatives_of(
    key: &str,
    release: Release,
    kinds: &'static [AlternativeKind],
) -> impl Iterator<Item = &'static Alternative> {
    alternatives()
        .iter()
        .filter(move |a| a.of == key && kinds.contains(&a.kind) && a.in_release(release))
}

/// The generated tables' rows: nine tab-separated fields (comments and malformed lines skipped;
/// the tables' own test holds every line to the form).
fn rows(text: &'static str) -> impl Iterator<Item = [&'static str; 9]> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .filter_map(|l| {
            let fields: Vec<&'static str> = l.split('\t').collect();
            <[&str; 9]>::try_from(fields).ok()
        })
}

/// A field of the tables with `\t`, `\n`, `\r` and `\\` unescaped (`-`: none).
#[cfg_attr(not(feature = "declared-keys-loadable"), allow(dead_code))]
fn unescape(field: &str) -> Option<String> {
    if field == "-" {
        return None;
    }
    let mut out = String::with_capacity(field.len());
    let mut chars = field.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_of_the_alternatives_table_is_read() {
        let lines = ALTERNATIVES_TSV
            .lines()
            .filter(|l| !l.starts_with('#'))
            .count();
        assert_eq!(alternatives().len(), lines);
        assert!(lines > 40, "{lines}");
    }

    #[test]
    fn the_yarn_overhead_keys_stand_in_for_the_overhead_keys() {
        let r = Release::of(SparkVersion::V3_5_5);
        let alts: Vec<_> = alternatives_of(
            "spark.executor.memoryOverhead",
            r,
            &[AlternativeKind::SparkConf],
        )
        .map(|a| a.name)
        .collect();
        assert_eq!(alts, ["spark.yarn.executor.memoryOverhead"]);
        let a = alternatives_of(
            "spark.executor.memoryOverhead",
            r,
            &[AlternativeKind::SparkConf],
        )
        .next()
        .unwrap();
        assert!(a.reads_value_as_is());
    }

    #[test]
    fn a_translated_alternative_is_not_read_as_is() {
        let kryo = alternatives()
            .iter()
            .find(|a| a.name == "spark.kryoserializer.buffer.mb")
            .unwrap();
        assert!(!kryo.reads_value_as_is());
    }

    #[test]
    fn every_alternative_names_releases_that_parse() {
        // Parsed only when looked up: a row that does not parse would never apply.
        for a in alternatives() {
            assert!(Releases::parse(a.releases).is_some(), "{}", a.releases);
        }
    }

    #[test]
    fn releases_and_escapes() {
        let r = Releases::parse("3.3.0-3.3.4,4.0.0").unwrap();
        assert!(r.contains(SparkVersion::V3_3_2));
        assert!(!r.contains(SparkVersion::V3_4_0));
        assert!(r.contains(SparkVersion::V4_0_0));
        assert!(!r.contains(SparkVersion::V4_0_1));
        assert_eq!(r.first(), Some(SparkVersion::V3_3_0));
        assert_eq!(unescape("a\\tb\\nc\\\\d").as_deref(), Some("a\tb\nc\\d"));
        assert_eq!(unescape("-"), None);
    }
}
