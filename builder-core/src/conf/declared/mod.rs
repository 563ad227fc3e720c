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

use super::alternative_keys::may_have_alternatives;
use crate::release::{Release, SparkVersion};

#[cfg(feature = "declared-keys-loadable")]
mod catalog;
mod families;
#[cfg(feature = "declared-keys")]
pub use catalog::catalog;
#[cfg(feature = "declared-keys-loadable")]
pub use catalog::{Catalog, DeclaredKey, Deprecation, Releases, load_catalog, loaded_catalog};

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
    /// Which releases read it: inclusive ranges.
    releases: &'static [(SparkVersion, SparkVersion)],
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
        let version = release.version();
        self.releases
            .iter()
            .any(|(first, last)| (*first..=*last).contains(&version))
    }
}

include!(concat!(env!("OUT_DIR"), "/alternatives.rs"));

/// Every alternative name of every release, sorted by the key it stands for (Spark's order
/// among a key's alternatives kept). Static data written by `build.rs` from `alternatives.tsv`:
/// no process or policy instance parses the table.
pub fn alternatives() -> &'static [Alternative] {
    &ALTERNATIVES
}

/// The alternatives `release` reads for `key`, of the given kinds, in Spark's order.
pub fn alternatives_of(
    key: &str,
    release: Release,
    kinds: &'static [AlternativeKind],
) -> impl Iterator<Item = &'static Alternative> {
    let first = match may_have_alternatives(key) {
        true => ALTERNATIVES.partition_point(|a| a.of < key),
        false => ALTERNATIVES.len(),
    };
    ALTERNATIVES
        .get(first..)
        .unwrap_or_default()
        .iter()
        .take_while(move |a| a.of == key)
        .filter(move |a| kinds.contains(&a.kind) && a.in_release(release))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The static table (`build.rs`) against the text it is written from, row by row: names,
    /// kinds, versions, translations, and for every release whether it reads the row.
    /// Every key of the table passes the filter, and most registry keys without an
    /// alternative do not (else the filter saves nothing).
    #[test]
    fn the_key_filter_passes_every_key_with_alternatives() {
        for a in alternatives() {
            assert!(may_have_alternatives(a.of), "{}", a.of);
        }
        let without: Vec<&str> = crate::conf::registry::ALL
            .iter()
            .map(|k| k.key)
            .filter(|k| !alternatives().iter().any(|a| a.of == *k))
            .collect();
        let passing = without.iter().filter(|k| may_have_alternatives(k)).count();
        assert!(
            passing * 5 < without.len(),
            "{passing} of {} keys without alternatives pass the filter",
            without.len()
        );
    }

    #[test]
    fn the_static_table_is_the_tsv() {
        let lines: Vec<Vec<&str>> = include_str!("alternatives.tsv")
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
            .map(|l| l.split('\t').collect())
            .collect();
        assert!(lines.len() > 40, "{}", lines.len());
        assert_eq!(alternatives().len(), lines.len());
        for (a, f) in alternatives().iter().zip(&lines) {
            assert_eq!([a.name, a.since, a.of], [f[0], f[5], f[7]]);
            let kind = match a.kind {
                AlternativeKind::SparkConf => "alternative",
                AlternativeKind::Entry => "entry-alternative",
            };
            assert_eq!(kind, f[1]);
            assert_eq!(a.translated.unwrap_or("-"), f[2]);
            for &v in SparkVersion::ALL {
                let listed = f[3].split(',').any(|range| {
                    let (first, last) = range.split_once('-').unwrap_or((range, range));
                    let (first, last): (SparkVersion, SparkVersion) =
                        (first.parse().unwrap(), last.parse().unwrap());
                    (first..=last).contains(&v)
                });
                assert_eq!(a.in_release(Release::of(v)), listed, "{} {v:?}", a.name);
            }
        }
        // The binary search in `alternatives_of` needs the order.
        assert!(alternatives().windows(2).all(|w| w[0].of <= w[1].of));
    }

    #[test]
    fn a_key_with_several_alternatives_gets_them_all_in_order() {
        let mut by_key = std::collections::BTreeMap::<&str, Vec<&str>>::new();
        for a in alternatives() {
            by_key.entry(a.of).or_default().push(a.name);
        }
        let r = Release::of(SparkVersion::V3_3_0);
        let all = &[AlternativeKind::SparkConf, AlternativeKind::Entry];
        for (key, names) in by_key {
            let found: Vec<_> = alternatives()
                .iter()
                .filter(|a| a.of == key && a.in_release(r))
                .map(|a| a.name)
                .collect();
            let looked_up: Vec<_> = alternatives_of(key, r, all).map(|a| a.name).collect();
            assert_eq!(looked_up, found, "{key} ({names:?})");
        }
        assert_eq!(alternatives_of("spark.no.such.key", r, all).count(), 0);
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
}
