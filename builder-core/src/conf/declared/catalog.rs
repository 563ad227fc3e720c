//! `keys.tsv`: every `ConfigEntry` of every supported release, and SparkConf's deprecated keys.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::release::{Release, SparkVersion};

#[cfg(feature = "declared-keys")]
const KEYS_TSV: &str = include_str!("keys.tsv");

/// A key a release declares (a `ConfigEntry`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeclaredKey {
    /// The key (`spark.executor.memory`).
    pub key: &'static str,
    /// The value type as the entry converts it: `boolean`, `int`, `long`, `double`, `string`,
    /// `list`, `enum:<a>,<b>` (its values), `bytes:MiB` (the unit of a number without suffix),
    /// `time:ms`, ...
    ty: &'static str,
    /// The Spark version that introduced it (`ConfigBuilder.version`).
    pub since: &'static str,
    /// Whether Spark documents it (internal entries are not public).
    pub public: bool,
    /// The key whose value it falls back to (`FallbackConfigEntry`).
    pub fallback: Option<&'static str>,
    releases: Releases,
    /// The newest release's default, then `|RELEASE=value` for earlier releases that differ.
    defaults: &'static str,
    doc: &'static str,
}

impl DeclaredKey {
    /// The type's name: `boolean`, `int`, `bytes`, `time`, `enum`, ...
    pub fn type_name(&self) -> &'static str {
        self.ty.split(':').next().unwrap_or(self.ty)
    }

    /// The values an enumerated key takes (empty for other types).
    pub fn options(&self) -> Vec<&'static str> {
        match self.ty.strip_prefix("enum:") {
            Some(values) => values.split(',').collect(),
            None => Vec::new(),
        }
    }

    /// Whether `release` declares the key.
    pub fn in_release(&self, release: Release) -> bool {
        self.releases.contains(release.version())
    }

    /// Whether `release` reads the key though it declares no entry for it: the entry's version
    /// (`ConfigBuilder.version`, a feature release `x.y.0` of an older line than the first that
    /// declares it) says the key is older than its entry, which was added where Spark had read
    /// it by name (`spark.default.parallelism`, 0.5.0, an entry from 4.0.0) or in a module the
    /// jars do not carry (Spark Connect's server keys, 3.4.0). A backport's version (`3.2.2`, a
    /// patch) says nothing of older releases.
    pub fn read_before_declared(&self, release: Release) -> bool {
        let numbers = |s: &str| -> Option<(u8, u8, u8)> {
            let mut parts = s.split('.').map(|p| p.parse::<u8>().ok());
            Some((parts.next()??, parts.next()??, parts.next()??))
        };
        let (Some(since), Some(first)) = (numbers(self.since), self.releases.first()) else {
            return false;
        };
        let (first_major, first_minor, _) = first.numbers();
        since.2 == 0
            && (since.0, since.1) < (first_major, first_minor)
            && release.version().numbers() >= since
            && release.version() < first
    }

    /// The releases that declare it.
    pub fn releases(&self) -> &Releases {
        &self.releases
    }

    /// Spark's doc of the key (the newest release's).
    pub fn doc(&self) -> String {
        unescape(self.doc).unwrap_or_default()
    }

    /// One line for editors, like the registry's: the type, the default in `release`, the
    /// version that introduced it, and whether Spark documents it.
    pub fn detail(&self, release: Release) -> String {
        let default = match (self.default_in(release), self.fallback) {
            (Some(d), _) if d.is_empty() => "default: empty".to_string(),
            (Some(d), _) => format!("default {d}"),
            (None, Some(f)) => format!("default: value of {f}"),
            (None, None) => "no default".to_string(),
        };
        let internal = if self.public { "" } else { " · internal" };
        let ty = match self.ty.split_once(':') {
            Some(("bytes", unit)) => format!("bytes ({unit} without unit)"),
            Some(("time", unit)) => format!("duration ({unit} without unit)"),
            _ => self.type_name().to_string(),
        };
        format!("{ty} · {default} · since {}{internal}", self.since)
    }

    /// The default as `release` writes it (`defaultValueString`); `None` without one.
    pub fn default_in(&self, release: Release) -> Option<String> {
        let mut parts = self.defaults.split('|');
        let newest = parts.next().unwrap_or("-");
        let older = parts
            .filter_map(|p| p.split_once('='))
            .find(|(v, _)| v.parse::<SparkVersion>().ok() == Some(release.version()));
        unescape(older.map_or(newest, |(_, value)| value))
    }
}

/// A key SparkConf warns about when it is set (`SparkConf.deprecatedConfigs`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deprecation {
    /// The deprecated key.
    pub key: &'static str,
    /// The Spark version that deprecated it.
    pub since: &'static str,
    releases: Releases,
    message: &'static str,
}

impl Deprecation {
    /// Spark's message (what to use instead).
    pub fn message(&self) -> String {
        unescape(self.message).unwrap_or_default()
    }

    /// Whether `release` warns about it.
    pub fn in_release(&self, release: Release) -> bool {
        self.releases.contains(release.version())
    }
}

/// Every declared key and deprecation, looked up by name.
#[derive(Debug)]
pub struct Catalog {
    keys: Vec<DeclaredKey>,
    by_name: HashMap<&'static str, usize>,
    deprecations: Vec<Deprecation>,
}

static CATALOG: OnceLock<Catalog> = OnceLock::new();

/// The built-in catalog, parsed the first time it is asked for.
#[cfg(feature = "declared-keys")]
pub fn catalog() -> &'static Catalog {
    load_catalog(KEYS_TSV)
}

/// Reads `text` (a `keys.tsv`) as the catalog, once: later calls, and [`catalog`], return the
/// first one read. A build without the text (`declared-keys-loadable`) loads it at run time.
pub fn load_catalog(text: &'static str) -> &'static Catalog {
    CATALOG.get_or_init(|| Catalog::parse(text))
}

/// The catalog, if this build has it or has loaded it.
pub fn loaded_catalog() -> Option<&'static Catalog> {
    #[cfg(feature = "declared-keys")]
    return Some(catalog());
    #[cfg(not(feature = "declared-keys"))]
    CATALOG.get()
}

impl Catalog {
    fn parse(text: &'static str) -> Catalog {
        let mut keys = Vec::new();
        let mut deprecations = Vec::new();
        for [
            key,
            kind,
            ty,
            releases,
            defaults,
            since,
            public,
            fallback,
            doc,
        ] in rows(text)
        {
            let Some(releases) = Releases::parse(releases) else {
                continue;
            };
            match kind {
                "key" => keys.push(DeclaredKey {
                    key,
                    ty,
                    since,
                    public: public == "true",
                    fallback: (fallback != "-").then_some(fallback),
                    releases,
                    defaults,
                    doc,
                }),
                "deprecated" => deprecations.push(Deprecation {
                    key,
                    since,
                    releases,
                    message: doc,
                }),
                _ => {}
            }
        }
        let by_name = keys.iter().enumerate().map(|(i, k)| (k.key, i)).collect();
        Catalog {
            keys,
            by_name,
            deprecations,
        }
    }
}

impl Catalog {
    /// The key named `key`, whichever releases declare it.
    pub fn get(&self, key: &str) -> Option<&DeclaredKey> {
        self.keys.get(*self.by_name.get(key)?)
    }

    /// Every declared key, sorted by name.
    pub fn keys(&self) -> &[DeclaredKey] {
        &self.keys
    }

    /// The declared keys sparkpods' own registry does not list (or lists only under a
    /// namespace prefix such as `spark.dynamicAllocation.`), sorted by name: what editors and
    /// `sparkpods keys` add to the registry's keys.
    pub fn beyond_registry(&self) -> impl Iterator<Item = &DeclaredKey> {
        self.keys
            .iter()
            .filter(|k| crate::conf::registry::lookup(k.key).is_none_or(|r| r.is_namespace()))
    }

    /// The declared key an unknown `key` most likely means: the closest within
    /// [`typo_tolerance`](crate::conf::registry::typo_tolerance) edits.
    pub fn closest(&self, key: &str) -> Option<String> {
        let limit = crate::conf::registry::typo_tolerance(key.len());
        self.keys
            .iter()
            .filter(|k| k.key.len().abs_diff(key.len()) <= limit)
            .filter(|k| crate::suggest::edits_at_least(key, k.key) <= limit)
            .map(|k| (crate::suggest::edits(key, k.key), k.key))
            .filter(|(d, _)| *d <= limit)
            .min_by_key(|(d, _)| *d)
            .map(|(_, k)| k.to_string())
    }

    /// What `release` says of `key` when it is set, if it deprecated it.
    pub fn deprecation(&self, key: &str, release: Release) -> Option<&Deprecation> {
        self.deprecations
            .iter()
            .find(|d| d.key == key && d.in_release(release))
    }
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

#[cfg(all(test, feature = "declared-keys"))]
mod tests {
    use super::*;

    #[test]
    fn a_key_older_than_its_entry_is_read_before_the_entry() {
        use crate::conf::declared::{KeyStatus, status};
        let at = |v| Release::of(v);
        // Read by name in 3.x (SparkContext), an entry from 4.0.0.
        assert_eq!(
            status("spark.default.parallelism", at(SparkVersion::V3_3_0)),
            KeyStatus::Declared
        );
        // A backport to 3.2.4 that 3.3 has from 3.3.2 only.
        assert_eq!(
            status(
                "spark.sql.legacy.parquet.nanosAsLong",
                at(SparkVersion::V3_3_1)
            ),
            KeyStatus::OtherReleases(Some(SparkVersion::V3_3_2))
        );
        // A key new in 4.0: not there before.
        let new_in_4 = catalog()
            .keys()
            .iter()
            .find(|k| k.since == "4.0.0" && k.releases().first() == Some(SparkVersion::V4_0_0))
            .unwrap();
        assert!(!new_in_4.read_before_declared(at(SparkVersion::V3_5_5)));
    }

    /// Every declared key misspelt the ways people misspell (a letter dropped, doubled, or two
    /// swapped, in the middle of its last part and at its end): where the misspelling is no key
    /// Spark takes, it is unknown with a did-you-mean.
    #[test]
    fn every_misspelling_of_a_declared_key_is_caught() {
        use crate::conf::declared::{KeyStatus, spark_family, status};
        use crate::conf::registry;
        let c = catalog();
        let (mut caught, mut suggested_itself) = (0, 0);
        for k in c.keys() {
            let Some(release) = SparkVersion::ALL
                .iter()
                .copied()
                .rfind(|v| k.releases().contains(*v))
            else {
                continue;
            };
            let last = k.key.rfind('.').map_or(0, |i| i + 1);
            let chars: Vec<char> = k.key.chars().collect();
            let mut typos = Vec::new();
            // Two places a key: the middle of its last part, and its end.
            let places = [(last + chars.len()) / 2, chars.len() - 1];
            for i in places.into_iter().filter(|i| *i > last && *i < chars.len()) {
                let mut dropped = chars.clone();
                dropped.remove(i);
                typos.push(dropped);
                let mut doubled = chars.clone();
                doubled.insert(i, chars[i]);
                typos.push(doubled);
                let mut swapped = chars.clone();
                swapped.swap(i - 1, i);
                typos.push(swapped);
            }
            for typo in typos {
                let typo: String = typo.into_iter().collect();
                let taken = typo == k.key
                    || c.get(&typo).is_some()
                    || spark_family(&typo).is_some()
                    || registry::lookup(&typo).is_some_and(|r| !r.is_namespace())
                    || crate::conf::declared::alternatives()
                        .iter()
                        .any(|a| a.name == typo);
                if taken {
                    continue;
                }
                match status(&typo, Release::of(release)) {
                    KeyStatus::Unknown {
                        suggestion: Some(s),
                    } => {
                        caught += 1;
                        suggested_itself += usize::from(s == k.key);
                    }
                    other => panic!("{typo} (for {}): {other:?}", k.key),
                }
            }
        }
        assert!(caught > 8_000, "{caught}");
        // The did-you-mean names the key meant, unless another is as near.
        assert!(
            suggested_itself * 100 >= caught * 95,
            "{suggested_itself} of {caught}"
        );
    }

    #[test]
    fn every_line_of_the_keys_table_is_read() {
        let lines = KEYS_TSV.lines().filter(|l| !l.starts_with('#')).count();
        let c = catalog();
        assert_eq!(c.keys.len() + c.deprecations.len(), lines);
        assert!(c.keys.len() > 1000, "{}", c.keys.len());
    }

    #[test]
    fn keys_of_every_component_with_their_releases_and_defaults() {
        let c = catalog();
        let v35 = Release::of(SparkVersion::V3_5_5);
        for key in [
            "spark.eventLog.enabled",
            "spark.sql.shuffle.partitions",
            "spark.dynamicAllocation.enabled",
            "spark.ui.port",
            "spark.history.fs.logDirectory",
            "spark.kubernetes.executor.podTemplateFile",
            "spark.python.worker.reuse",
        ] {
            assert!(c.get(key).is_some_and(|k| k.in_release(v35)), "{key}");
        }
        let k = c.get("spark.sql.shuffle.partitions").unwrap();
        assert_eq!(k.type_name(), "int");
        assert_eq!(
            c.get("spark.api.mode").unwrap().options(),
            ["connect", "classic"]
        );
        assert!(
            c.get("spark.executor.memory")
                .unwrap()
                .detail(v35)
                .starts_with("bytes (MiB without unit) · default 1g")
        );
        assert_eq!(k.default_in(v35).as_deref(), Some("200"));
        assert!(k.doc().contains("partitions"), "{}", k.doc());
        let batch = c.get("spark.kubernetes.allocation.batch.size").unwrap();
        assert_eq!(batch.default_in(v35).as_deref(), Some("5"));
        assert_eq!(
            batch
                .default_in(Release::of(SparkVersion::V4_3_0))
                .as_deref(),
            Some("20")
        );
        // Only 4.1+ declare it.
        let tgp = c
            .get("spark.kubernetes.executor.terminationGracePeriodSeconds")
            .unwrap();
        assert!(!tgp.in_release(v35));
        assert_eq!(tgp.releases().first(), Some(SparkVersion::V4_1_0));
        assert!(c.get("spark.dynamicAllocation.enable").is_none());
    }

    #[test]
    fn deprecations_carry_sparks_message() {
        let c = catalog();
        let d = c
            .deprecation("spark.blacklist.enabled", Release::of(SparkVersion::V3_5_5))
            .map(|d| d.message());
        assert_eq!(
            d.as_deref(),
            Some("Please use spark.excludeOnFailure.enabled")
        );
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
