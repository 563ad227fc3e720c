//! `SparkConf`: the key/value map Spark reads, with Spark's parsing and error messages.
//!
//! Spark stores its conf in a `java.util.concurrent.ConcurrentHashMap`; its iteration order
//! decides the order of env vars from prefixed keys and the `SPARK_JAVA_OPT_n` numbering, so the
//! map here iterates exactly like that one.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::sync::Arc;

use super::bytes::{self, ByteUnit};
use super::declared::{self, AlternativeKind};
use super::dotted_prefix::{DottedPrefixes, PrefixFilter};
use super::registry::{self, ByteDefault, ConfKey, ConfType, KeyDefault};
use super::substitution::{self, Reference};
use crate::error::{JavaException, SparkError, SparkResult};
use crate::release::{Behaviour, Release};
use sparkpods_jvm::{JavaStringMap, java_strip_prefix};

/// A Spark configuration as one Spark release reads it.
#[derive(Debug, Clone)]
pub struct SparkConf {
    release: Release,
    map: JavaStringMap,
    /// `getAll` order, computed once: every prefix lookup of every step goes through it.
    get_all_order: std::cell::OnceCell<GetAll>,
    /// The process environment `${env:NAME}` references read (`SparkConf.getenv`).
    env: Arc<BTreeMap<String, String>>,
}

/// `getAll`'s entries in its order, copied into one buffer: a conf of 20 000 keys is two
/// allocations here, not 40 000 small ones (the render of a large conf is bound by memory).
#[derive(Debug, Clone)]
struct GetAll {
    /// Every key followed by its value.
    text: String,
    /// Each entry's key start, key end (its value's start) and value end in `text`.
    spans: Vec<(usize, usize, usize)>,
    /// Each entry's key's dotted prefixes, hashed: what a prefix read compares first.
    prefixes: Vec<DottedPrefixes>,
}

impl GetAll {
    fn new(entries: Vec<(&str, &str)>) -> GetAll {
        let len = entries.iter().map(|(k, v)| k.len() + v.len()).sum();
        let mut text = String::with_capacity(len);
        let mut spans = Vec::with_capacity(entries.len());
        let mut prefixes = Vec::with_capacity(entries.len());
        for (k, v) in entries {
            let start = text.len();
            text.push_str(k);
            let middle = text.len();
            text.push_str(v);
            spans.push((start, middle, text.len()));
            prefixes.push(DottedPrefixes::of(k));
        }
        GetAll {
            text,
            spans,
            prefixes,
        }
    }

    fn entry(&self, (start, middle, end): (usize, usize, usize)) -> (&str, &str) {
        (
            self.text.get(start..middle).unwrap_or_default(),
            self.text.get(middle..end).unwrap_or_default(),
        )
    }

    fn iter(&self) -> impl Iterator<Item = (&str, &str)> + '_ {
        self.spans.iter().map(|&span| self.entry(span))
    }

    /// The entries whose keys may be under `prefix` (by their [`DottedPrefixes`]; all of them
    /// for a prefix of fewer than two dots), with how many entries are left after each.
    fn may_be_under(&self, prefix: &str) -> impl Iterator<Item = ((&str, &str), usize)> + '_ {
        let filter = PrefixFilter::of(prefix);
        let len = self.spans.len();
        self.spans
            .iter()
            .zip(&self.prefixes)
            .enumerate()
            .filter(move |(_, (_, key))| filter.is_none_or(|f| f.may_hold(key)))
            .map(move |(at, (&span, _))| (self.entry(span), len - at))
    }
}

/// Entries [`SparkConf::from_entries`] leaves room for beyond those it is given.
const SET_AFTER_FILLING: usize = 32;

impl SparkConf {
    /// An empty conf, like `new SparkConf(false)`.
    pub fn new(release: impl Into<Release>) -> Self {
        SparkConf {
            release: release.into(),
            map: JavaStringMap::new(),
            get_all_order: std::cell::OnceCell::new(),
            env: Arc::default(),
        }
    }

    /// This conf reading `${env:NAME}` references from `vars` (the environment of the process
    /// that reads it).
    pub fn with_env(mut self, vars: &BTreeMap<String, String>) -> Self {
        self.env = Arc::new(vars.clone());
        self
    }

    /// A conf filled from `entries`, inserted in the given order.
    pub fn from_entries<'a, I>(release: impl Into<Release>, entries: I) -> Self
    where
        I: IntoIterator<Item = (&'a str, &'a str)>,
        I::IntoIter: Clone,
    {
        let mut conf = SparkConf::new(release);
        let entries = entries.into_iter();
        // Room for every entry up front, and for the few the driver's start sets after (its
        // ports, ids, the executors' name prefix): the map's nodes and texts would double, a
        // copy of all of them, for the first of those otherwise.
        conf.map.reserve_for(entries.clone(), SET_AFTER_FILLING);
        for (k, v) in entries {
            conf.set(k, v);
        }
        conf
    }

    /// The release whose reading of the conf this is.
    pub fn release(&self) -> Release {
        self.release
    }

    /// `SparkConf.set`.
    pub fn set(&mut self, key: &str, value: &str) {
        self.map.put(key, value);
        self.get_all_order = std::cell::OnceCell::new();
    }

    /// `SparkConf.setIfMissing`: set unless the key (or one of its old names) is set.
    pub fn set_if_missing(&mut self, key: &str, value: &str) {
        if !self.contains(key) {
            self.set(key, value);
        }
    }

    /// `SparkConf.remove`.
    pub fn remove(&mut self, key: &str) {
        self.map.remove(key);
        self.get_all_order = std::cell::OnceCell::new();
    }

    /// `SparkConf.clone()`: a new map filled in this map's iteration order.
    pub fn clone_conf(&self) -> SparkConf {
        SparkConf {
            release: self.release,
            map: self.map.clone_as_spark_conf(),
            get_all_order: std::cell::OnceCell::new(),
            env: Arc::clone(&self.env),
        }
    }

    /// `SparkConf.contains`: the key is set, or one of its old names is.
    pub fn contains(&self, key: &str) -> bool {
        self.map.get(key).is_some() || self.alternative(key, SPARK_CONF_ALTERNATIVES).is_some()
    }

    /// The value of `key` as written (`SparkConf.getOption`, no substitution): the key's own,
    /// else the first of its old names (`spark.yarn.executor.memoryOverhead`) that is set.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.map
            .get(key)
            .or_else(|| self.alternative(key, SPARK_CONF_ALTERNATIVES))
    }

    /// [`Self::get`] of a registry key: its hash and whether it may have old names are known
    /// when compiling.
    fn get_key(&self, key: &ConfKey) -> Option<&str> {
        self.map
            .get_hashed(key.key, key.java_hash)
            .or_else(|| self.key_alternative(key, SPARK_CONF_ALTERNATIVES))
    }

    /// [`Self::alternative`] of a registry key, not looked up for the keys the compiler found
    /// without old names.
    fn key_alternative(&self, key: &ConfKey, kinds: &'static [AlternativeKind]) -> Option<&str> {
        key.may_have_alternatives
            .then(|| self.alternative(key.key, kinds))
            .flatten()
    }

    /// The value of the first old name of `key` of `kinds` that is set and read as it is.
    fn alternative(&self, key: &str, kinds: &'static [AlternativeKind]) -> Option<&str> {
        declared::alternatives_of(key, self.release, kinds).find_map(|a| {
            let value = self.map.get(a.name)?;
            a.reads_value_as_is().then_some(value)
        })
    }

    /// How many entries are set.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether nothing is set.
    pub fn is_empty(&self) -> bool {
        self.map.len() == 0
    }

    /// All entries in Spark's iteration order (`SparkConf.getAll`).
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.map.iter()
    }

    /// `SparkConf.getAll`: Spark copies the entries into a Scala mutable hash set of pairs, so
    /// the order is that set's, not the ConcurrentHashMap's. Walked, not collected: every
    /// caller reads it once, and a list of it was a copy of every entry per caller.
    pub fn get_all(&self) -> impl Iterator<Item = (&str, &str)> {
        self.get_all_cached().iter()
    }

    fn get_all_cached(&self) -> &GetAll {
        self.get_all_order.get_or_init(|| {
            GetAll::new(sparkpods_jvm::spark_conf_get_all_hashed(
                self.release.scala(),
                self.map.iter_with_key_hash(),
            ))
        })
    }

    /// `getAllWithPrefix`: entries under `prefix` with the prefix removed, in Spark's order.
    pub fn get_all_with_prefix(&self, prefix: &str) -> Vec<(String, String)> {
        self.under_prefix(prefix)
            .into_iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    /// [`Self::get_all_with_prefix`], borrowed. Most prefixes read (labels, env vars, volumes,
    /// secrets, resources) name nothing, and `getAll`'s order costs a hash of every entry: it
    /// is computed only once some key has the prefix.
    pub fn under_prefix(&self, prefix: &str) -> Vec<(&str, &str)> {
        if self.get_all_order.get().is_none() && self.unordered_under(prefix).next().is_none() {
            return Vec::new();
        }
        // Sized once, at the first entry under the prefix, for every entry left: a filter
        // cannot tell how many pass it, and thousands of volumes doubled the list their way
        // up, each time into fresh memory. A prefix nothing is under allocates nothing.
        let mut under = Vec::new();
        for ((k, v), left) in self.get_all_cached().may_be_under(prefix) {
            if let Some(rest) = java_strip_prefix(k, prefix) {
                if under.capacity() == 0 {
                    under.reserve(left);
                }
                under.push((rest, v));
            }
        }
        under
    }

    /// The entries under `prefix`, the prefix removed, in the map's own order rather than
    /// `getAll`'s: for a reader whose result does not depend on the order (no `getAll` order
    /// computed for it).
    pub fn unordered_under<'a>(
        &'a self,
        prefix: &'a str,
    ) -> impl Iterator<Item = (&'a str, &'a str)> + 'a {
        self.iter()
            .filter_map(move |(k, v)| java_strip_prefix(k, prefix).map(|rest| (rest, v)))
    }

    // ---- typed reads of registry entries (Spark's ConfigEntry semantics) ----

    /// The value of an entry as Spark reads it (`ConfigEntry.readFrom`): following fallbacks,
    /// with its references substituted (`substitution`); `None` when unset and without
    /// default, and always `None` when the release does not declare the key (it never reads it).
    pub fn entry_raw(&self, key: &ConfKey) -> SparkResult<Option<Cow<'_, str>>> {
        let Some(text) = self.entry_text(key) else {
            return Ok(None);
        };
        self.substitute(text).map(Some).map_err(|e| {
            e.with_key(key.key).with_hint(format!(
                "a ${{...}} reference in {} leads back to itself: write one of the values out",
                key.key
            ))
        })
    }

    /// The entry's text as written (or its default), before substitution.
    fn entry_text(&self, key: &ConfKey) -> Option<&str> {
        if !self.knows(key) {
            return None;
        }
        // `ConfigEntry.readString`: the key (with SparkConf's old names), then the entry's own.
        if let Some(v) = self
            .get_key(key)
            .or_else(|| self.key_alternative(key, ENTRY_ALTERNATIVES))
        {
            return Some(v);
        }
        match key.default {
            KeyDefault::Fallback(other) => self.entry_text(other),
            _ => key.default_for(self.release),
        }
    }

    /// `ConfigReader.substitute` over this conf and its environment.
    pub fn substitute<'a>(&'a self, text: &'a str) -> SparkResult<Cow<'a, str>> {
        substitution::substitute(text, &|reference| self.resolve(reference))
    }

    /// What a reference reads in this conf and its environment (before its own substitution);
    /// `None` when Spark keeps it as written.
    pub fn resolve(&self, reference: Reference<'_>) -> Option<String> {
        match reference {
            Reference::Conf(name) => self.conf_or_default(name),
            Reference::Env(name) => self.env.get(name).cloned(),
            Reference::System(_) | Reference::Unbound => None,
        }
    }

    /// `ConfigReader.getOrDefault` for a reference without prefix: a `spark.` key of the conf,
    /// else the default of the entry the key declares (following fallbacks).
    fn conf_or_default(&self, name: &str) -> Option<String> {
        let set = name.starts_with("spark.").then(|| self.get(name)).flatten();
        if let Some(v) = set {
            return Some(v.to_string());
        }
        let key = registry::lookup(name).filter(|k| k.key == name)?;
        match key.default {
            KeyDefault::Fallback(other) => self.conf_or_default(other.key),
            _ => key.default_for(self.release).map(str::to_string),
        }
    }

    /// Whether the release declares the key (and so reads it at all).
    pub fn knows(&self, key: &ConfKey) -> bool {
        key.known_in(self.release)
    }

    /// Whether the user set the key itself (`conf.contains(entry)`) and the release reads it.
    pub fn is_set(&self, key: &ConfKey) -> bool {
        self.knows(key) && self.get_key(key).is_some()
    }

    /// A string entry.
    pub fn entry_string(&self, key: &ConfKey) -> SparkResult<Option<String>> {
        Ok(self.entry_raw(key)?.map(Cow::into_owned))
    }

    /// A boolean entry (`ConfigBuilder.booleanConf`).
    pub fn entry_bool(&self, key: &ConfKey) -> SparkResult<Option<bool>> {
        let Some(raw) = self.entry_raw(key)? else {
            return Ok(None);
        };
        parse_scala_bool(raw.trim())
            .map(Some)
            .ok_or_else(|| self.type_mismatch(key.key, &raw, "boolean"))
    }

    /// A boolean entry with a default of `false` when it has none.
    pub fn entry_flag(&self, key: &ConfKey) -> SparkResult<bool> {
        Ok(self.entry_bool(key)?.unwrap_or(false))
    }

    /// An int entry (`intConf`).
    pub fn entry_int(&self, key: &ConfKey) -> SparkResult<Option<i32>> {
        let Some(raw) = self.entry_raw(key)? else {
            return Ok(None);
        };
        parse_java_int(raw.trim())
            .map(Some)
            .ok_or_else(|| self.type_mismatch(key.key, &raw, "int"))
    }

    /// A long entry (`longConf`).
    pub fn entry_long(&self, key: &ConfKey) -> SparkResult<Option<i64>> {
        let Some(raw) = self.entry_raw(key)? else {
            return Ok(None);
        };
        parse_java_long(raw.trim())
            .map(Some)
            .ok_or_else(|| self.type_mismatch(key.key, &raw, "long"))
    }

    /// A double entry (`doubleConf`).
    pub fn entry_double(&self, key: &ConfKey) -> SparkResult<Option<f64>> {
        let Some(raw) = self.entry_raw(key)? else {
            return Ok(None);
        };
        parse_java_double(raw.trim())
            .map(Some)
            .ok_or_else(|| self.type_mismatch(key.key, &raw, "double"))
    }

    /// A byte-size entry converted to its default unit (`bytesConf(unit)`).
    pub fn entry_bytes(&self, key: &ConfKey) -> SparkResult<Option<i64>> {
        let Some(raw) = self.entry_raw(key)? else {
            return Ok(None);
        };
        let unit = match key.ty {
            ConfType::Bytes(ByteDefault::Bytes) => ByteUnit::Byte,
            ConfType::Bytes(ByteDefault::KiB) => ByteUnit::KiB,
            _ => ByteUnit::MiB,
        };
        self.bytes_from_string(key.key, &raw, unit).map(Some)
    }

    /// `ConfigHelpers.byteFromString`: a leading `-` negates; errors as the version reports them.
    pub fn bytes_from_string(&self, key: &str, raw: &str, unit: ByteUnit) -> SparkResult<i64> {
        let (input, negative) = match raw.strip_prefix('-') {
            Some(rest) => (rest, true),
            None => (raw, false),
        };
        match bytes::byte_string_as(input, unit, self.release) {
            Ok(v) => Ok(if negative { v.wrapping_neg() } else { v }),
            Err(e) => Err(if self.release.has(Behaviour::ConfErrorClasses) {
                self.type_mismatch(key, raw, &format!("bytes in {}", unit.java_name()))
            } else {
                let exception = match e {
                    bytes::ByteStringError::Overflow { .. } => JavaException::IllegalArgument,
                    _ => JavaException::NumberFormat,
                };
                SparkError::new(exception, e.java_message())
                    .with_key(key)
                    .with_hint(format!(
                        "write {key} as a whole number with a unit, e.g. 4g or 512m"
                    ))
            }),
        }
    }

    /// An entry restricted to a set of values (`checkValues`).
    pub fn entry_enum(&self, key: &ConfKey) -> SparkResult<Option<String>> {
        let Some(raw) = self.entry_raw(key)? else {
            return Ok(None);
        };
        let ConfType::Enum(options) = key.ty else {
            return Ok(Some(raw.to_string()));
        };
        if options.contains(&raw.as_ref()) {
            return Ok(Some(raw.to_string()));
        }
        let list = options.join(", ");
        let err = if self.release.has(Behaviour::ConfErrorClasses) {
            SparkError::new(
                JavaException::SparkIllegalArgument,
                format!(
                    "[INVALID_CONF_VALUE.OUT_OF_RANGE_OF_OPTIONS] The value '{raw}' in the config \"{}\" is invalid. It should be one of '{list}'. SQLSTATE: 22022",
                    key.key
                ),
            )
        } else {
            SparkError::new(
                JavaException::IllegalArgument,
                format!(
                    "The value of {} should be one of {list}, but was {raw}",
                    key.key
                ),
            )
        };
        Err(err
            .with_key(key.key)
            .with_hint(format!("use one of: {list}")))
    }

    /// `SparkConf.getInt(key, default)`: `String.toInt` wrapped by `catchIllegalValue`.
    pub fn get_int(&self, key: &str, default: i32) -> SparkResult<i32> {
        match self.get(key) {
            None => Ok(default),
            Some(raw) => parse_java_int(raw).ok_or_else(|| {
                let cause = format!("For input string: \"{raw}\"");
                SparkError::new(
                    JavaException::NumberFormat,
                    format!("Illegal value for config key {key}: {cause}"),
                )
                .with_cause(JavaException::NumberFormat.class_name(), cause)
                .with_key(key)
                .with_hint(format!("{key} must be a whole number"))
            }),
        }
    }

    /// `SparkConf.getBoolean(key, default)`: Scala `toBoolean` wrapped by `catchIllegalValue`.
    pub fn get_boolean(&self, key: &str, default: bool) -> SparkResult<bool> {
        match self.get(key) {
            None => Ok(default),
            Some(raw) => parse_scala_bool(raw).ok_or_else(|| {
                let cause = format!("For input string: \"{raw}\"");
                SparkError::new(
                    JavaException::IllegalArgument,
                    format!("Illegal value for config key {key}: {cause}"),
                )
                .with_cause(JavaException::IllegalArgument.class_name(), cause)
                .with_key(key)
                .with_hint(format!("{key} must be true or false"))
            }),
        }
    }

    /// The error `ConfigHelpers` raises for a value of the wrong type.
    pub fn type_mismatch(&self, key: &str, raw: &str, ty: &str) -> SparkError {
        let err = if self.release.has(Behaviour::ConfErrorClasses) {
            SparkError::new(
                JavaException::SparkIllegalArgument,
                format!(
                    "[INVALID_CONF_VALUE.TYPE_MISMATCH] The value '{raw}' in the config \"{key}\" is invalid. It should be a/an '{ty}' value. SQLSTATE: 22022"
                ),
            )
        } else {
            SparkError::new(
                JavaException::IllegalArgument,
                format!("{key} should be {ty}, but was {raw}"),
            )
        };
        err.with_key(key)
            .with_hint(format!("{key} must be a {ty} value"))
    }

    /// The error `checkValue` raises when a requirement on the value fails.
    pub fn requirement_failed(&self, key: &str, raw: &str, requirement: &str) -> SparkError {
        let err = if self.release.has(Behaviour::ConfErrorClasses) {
            SparkError::new(
                JavaException::SparkIllegalArgument,
                format!(
                    "[INVALID_CONF_VALUE.REQUIREMENT] The value '{raw}' in the config \"{key}\" is invalid. {requirement} SQLSTATE: 22022"
                ),
            )
        } else {
            SparkError::new(
                JavaException::IllegalArgument,
                format!("'{raw}' in {key} is invalid. {requirement}"),
            )
        };
        err.with_key(key)
    }
}

/// The old names SparkConf consults wherever a key is read.
const SPARK_CONF_ALTERNATIVES: &[AlternativeKind] = &[AlternativeKind::SparkConf];
/// The old names an entry consults when it is read (`withAlternative`).
const ENTRY_ALTERNATIVES: &[AlternativeKind] = &[AlternativeKind::Entry];

/// Scala's `StringOps.toBoolean`: case-insensitive `true`/`false`.
pub fn parse_scala_bool(s: &str) -> Option<bool> {
    if s.eq_ignore_ascii_case("true") {
        Some(true)
    } else if s.eq_ignore_ascii_case("false") {
        Some(false)
    } else {
        None
    }
}

/// `Integer.parseInt`: optional sign, ASCII digits, 32-bit range.
pub fn parse_java_int(s: &str) -> Option<i32> {
    parse_java_long(s).and_then(|v| i32::try_from(v).ok())
}

/// `Long.parseLong`: optional sign, ASCII digits, 64-bit range.
pub fn parse_java_long(s: &str) -> Option<i64> {
    let digits = s.strip_prefix(['+', '-']).unwrap_or(s);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse::<i64>().ok()
}

/// `Double.parseDouble` for the forms confs use (decimal, exponent, `d`/`f` suffix, NaN, Infinity).
pub fn parse_java_double(s: &str) -> Option<f64> {
    let body = s.strip_suffix(['d', 'D', 'f', 'F']).unwrap_or(s);
    let unsigned = body.strip_prefix(['+', '-']).unwrap_or(body);
    if unsigned == "NaN" || unsigned == "Infinity" {
        return body.replace("Infinity", "inf").parse().ok();
    }
    if unsigned.is_empty()
        || !unsigned
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'))
    {
        return None;
    }
    body.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conf::registry;
    use crate::release::SparkVersion;

    #[test]
    fn typed_errors_follow_the_version() {
        let c35 = SparkConf::from_entries(SparkVersion::V3_5_5, [("spark.driver.memory", "4gx")]);
        let e = c35.entry_bytes(&registry::DRIVER_MEMORY).unwrap_err();
        assert_eq!(e.exception, JavaException::NumberFormat);
        assert!(
            e.message.ends_with("Invalid suffix: \"gx\""),
            "{}",
            e.message
        );
        let c4 = SparkConf::from_entries(SparkVersion::V4_3_0, [("spark.driver.memory", "4gx")]);
        let e = c4.entry_bytes(&registry::DRIVER_MEMORY).unwrap_err();
        assert_eq!(
            e.message,
            "[INVALID_CONF_VALUE.TYPE_MISMATCH] The value '4gx' in the config \"spark.driver.memory\" is invalid. It should be a/an 'bytes in MiB' value. SQLSTATE: 22022"
        );
    }

    #[test]
    fn enum_errors_list_the_options() {
        let c = SparkConf::from_entries(
            SparkVersion::V3_5_5,
            [("spark.kubernetes.container.image.pullPolicy", "Sometimes")],
        );
        let e = c.entry_enum(&registry::IMAGE_PULL_POLICY).unwrap_err();
        assert_eq!(
            e.message,
            "The value of spark.kubernetes.container.image.pullPolicy should be one of Always, Never, IfNotPresent, but was Sometimes"
        );
    }

    #[test]
    fn fallbacks_and_defaults() {
        let c = SparkConf::from_entries(
            SparkVersion::V4_3_0,
            [("spark.kubernetes.container.image", "img")],
        );
        assert_eq!(
            c.entry_string(&registry::DRIVER_CONTAINER_IMAGE)
                .unwrap()
                .as_deref(),
            Some("img")
        );
        assert_eq!(c.entry_bytes(&registry::DRIVER_MEMORY).unwrap(), Some(1024));
        assert_eq!(c.entry_bytes(&registry::OFF_HEAP_SIZE).unwrap(), Some(0));
    }

    #[test]
    fn java_number_parsing() {
        assert_eq!(parse_java_int("+12"), Some(12));
        assert_eq!(parse_java_int("-3"), Some(-3));
        assert_eq!(parse_java_int("1.0"), None);
        assert_eq!(parse_java_int("99999999999"), None);
        assert_eq!(parse_java_double("0.15"), Some(0.15));
        assert_eq!(parse_java_double("1e1"), Some(10.0));
        assert_eq!(parse_java_double("abc"), None);
    }

    proptest::proptest! {
        /// A prefix read gives exactly `getAll`'s entries whose keys start with the prefix, in
        /// `getAll`'s order, whether `getAll` was computed before or not (the dotted prefixes'
        /// hashes only pass keys over).
        #[test]
        fn a_prefix_read_is_get_all_filtered(
            keys in proptest::collection::vec("[ab]{1,2}(\\.[ab.é]{0,3}){0,5}", 0..24),
            prefix in "[ab]{1,2}(\\.[ab.é]{0,3}){0,5}",
            computed in proptest::bool::ANY,
        ) {
            let conf = SparkConf::from_entries(
                SparkVersion::V3_5_5,
                keys.iter().enumerate().map(|(i, k)| (k.as_str(), ["x", "y", "z"][i % 3])),
            );
            if computed {
                conf.get_all().for_each(drop);
            }
            let read = conf.under_prefix(&prefix);
            let expected: Vec<(&str, &str)> = conf
                .get_all()
                .filter_map(|(k, v)| k.strip_prefix(prefix.as_str()).map(|rest| (rest, v)))
                .collect();
            proptest::prop_assert_eq!(read, expected);
        }
    }
}
