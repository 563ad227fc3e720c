//! Scala immutable `Map[String, V]` as Spark's Scala code sees it, for Scala 2.12.18 (Spark 3.x)
//! and 2.13.18 (Spark 4.x).
//!
//! Spark routinely turns `SparkConf` prefixes into Scala maps (`getAllWithPrefix(..).toMap`,
//! `++`, `filter`, `mapValues`) and then iterates them to emit env vars, labels, annotations and
//! volumes, so the pod spec inherits Scala's iteration order. That order depends on the map's
//! *representation*: `EmptyMap`/`Map1`..`Map4` keep insertion order (updating a key keeps its
//! slot), while a `HashMap` iterates in hash-trie order — and a map that became a `HashMap`
//! generally stays one when it shrinks. Which operations convert back differs between 2.12 and
//! 2.13; [`ScalaMap`] tracks the representation per operation exactly as the Scala library
//! does (see each method).

use super::hash::java_string_hash;
use super::{scala212, scala213};

/// Which Scala standard library to emulate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalaVersion {
    /// Scala 2.12.18 (Spark 3.x): `HashTrieMap`, `ListMap` collision buckets.
    V2_12,
    /// Scala 2.13.18 (Spark 4.x): CHAMP `HashMap`.
    V2_13,
}

impl std::fmt::Display for ScalaVersion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            ScalaVersion::V2_12 => "2.12",
            ScalaVersion::V2_13 => "2.13",
        })
    }
}

/// The runtime class a [`ScalaMap`] corresponds to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalaMapKind {
    /// `Map.EmptyMap`.
    Empty,
    /// `Map.Map1`.
    Map1,
    /// `Map.Map2`.
    Map2,
    /// `Map.Map3`.
    Map3,
    /// `Map.Map4`.
    Map4,
    /// `immutable.HashMap` (any of its node classes, including an empty one).
    HashMap,
    /// 2.12 only: the lazy `MappedValues` view returned by `mapValues` (iterates like its source;
    /// every update rebuilds a fresh map through `Map.newBuilder`).
    MappedValuesView,
}

#[derive(Clone, Debug)]
enum Repr<V> {
    /// `EmptyMap` / `Map1`..`Map4`: at most four entries, in slot order.
    Small(Vec<(String, V)>),
    Hash212(scala212::Trie<V>),
    Hash213(scala213::Bitmap<V>),
    /// 2.12 `mapValues` view: its entries in the source's iteration order.
    View212(Vec<(String, V)>),
}

/// An immutable Scala `Map[String, V]` value that iterates exactly like the JVM's
/// (see the module docs for why Spark needs this). All operations return new maps.
#[derive(Clone, Debug)]
pub struct ScalaMap<V> {
    version: ScalaVersion,
    repr: Repr<V>,
}

#[inline] // called by every map of every crate that instantiates `ScalaMap`
fn improved(key: &str) -> (i32, i32) {
    let h = java_string_hash(key);
    (h, scala212::improve(h))
}

impl<V: Clone> ScalaMap<V> {
    /// `Map.empty` (`EmptyMap`).
    pub fn empty(version: ScalaVersion) -> Self {
        ScalaMap {
            version,
            repr: Repr::Small(Vec::new()),
        }
    }

    /// `pairs.toMap` / `Map(pairs: _*)` / `Map.from(pairs)`: `Map.newBuilder`, which behaves
    /// like folding [`ScalaMap::updated`] from `Map.empty` (so <= 4 distinct keys give `Map1..4`
    /// in first-occurrence order, more give a `HashMap`).
    pub fn from_pairs<K: Into<String>>(
        version: ScalaVersion,
        pairs: impl IntoIterator<Item = (K, V)>,
    ) -> Self {
        Self::empty(version).fold_updated(pairs.into_iter().map(|(k, v)| (k.into(), v)))
    }

    /// The Scala version this map emulates.
    pub fn version(&self) -> ScalaVersion {
        self.version
    }

    /// The runtime class Scala would have produced.
    pub fn kind(&self) -> ScalaMapKind {
        match &self.repr {
            Repr::Small(v) => match v.len() {
                0 => ScalaMapKind::Empty,
                1 => ScalaMapKind::Map1,
                2 => ScalaMapKind::Map2,
                3 => ScalaMapKind::Map3,
                _ => ScalaMapKind::Map4,
            },
            Repr::Hash212(_) | Repr::Hash213(_) => ScalaMapKind::HashMap,
            Repr::View212(_) => ScalaMapKind::MappedValuesView,
        }
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        match &self.repr {
            Repr::Small(v) | Repr::View212(v) => v.len(),
            Repr::Hash212(t) => t.size(),
            Repr::Hash213(b) => b.size(),
        }
    }

    /// True if there are no entries.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `get(key)`.
    pub fn get(&self, key: &str) -> Option<&V> {
        match &self.repr {
            Repr::Small(v) | Repr::View212(v) => v.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            Repr::Hash212(t) => t.get(key, improved(key).1, 0),
            Repr::Hash213(b) => b.get(key, improved(key).1, 0),
        }
    }

    /// `contains(key)`.
    pub fn contains_key(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    /// Entries in `iterator` order (collected once: a clone of the iterator walks them again
    /// without walking the map).
    pub fn iter(&self) -> impl Iterator<Item = (&str, &V)> + Clone + '_ {
        let mut out: Vec<(&str, &V)> = Vec::with_capacity(self.len());
        match &self.repr {
            Repr::Small(v) | Repr::View212(v) => out.extend(v.iter().map(|(k, v)| (k.as_str(), v))),
            Repr::Hash212(t) => t.for_each(&mut out),
            Repr::Hash213(b) => b.for_each(&mut out),
        }
        out.into_iter()
    }

    /// Keys in `iterator` order.
    pub fn keys(&self) -> impl Iterator<Item = &str> + '_ {
        self.iter().map(|(k, _)| k)
    }

    /// Keys in the order `keys.foreach` / `keySet.foreach` visits them, which is the order in
    /// which `keys.map(f)` feeds its builder (e.g. Spark's secret volumes, see
    /// [`super::fabric8_secret_volume_hash`]). The same as [`ScalaMap::keys`] except for a
    /// 2.12 `HashMap`, whose `keySet` (`HashMapKeys`) runs `foreach` through `foreachEntry`,
    /// which walks each full-hash collision bucket (a `ListMap`) newest first, i.e. reversed.
    /// (2.12 `mapValues` views and all 2.13 maps use their iteration order.)
    pub fn keys_foreach(&self) -> Vec<&str> {
        match &self.repr {
            Repr::Hash212(t) => {
                let mut out = Vec::with_capacity(self.len());
                t.for_each_entry(&mut out);
                out.into_iter().map(|(k, _)| k).collect()
            }
            _ => self.keys().collect(),
        }
    }

    fn entries(&self) -> Vec<(String, V)> {
        self.iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect()
    }

    fn with(&self, repr: Repr<V>) -> Self {
        ScalaMap {
            version: self.version,
            repr,
        }
    }

    fn fold_updated(&self, pairs: impl IntoIterator<Item = (String, V)>) -> Self {
        let mut map = self.clone();
        for (k, v) in pairs {
            map.update_mut(k, v);
        }
        map
    }

    /// `updated` on a map no one else sees: hash tries are changed in place instead of copied
    /// (same resulting structure, see the fixture tests).
    fn update_mut(&mut self, key: String, value: V) {
        match &mut self.repr {
            Repr::Hash212(t) => {
                let (_, h) = improved(&key);
                t.update_mut(key, h, 0, value, scala212::Merger::Plain);
            }
            Repr::Hash213(b) => {
                let (oh, h) = improved(&key);
                b.update_mut(key, value, oh, h, 0, true);
            }
            _ => *self = self.updated(key, value),
        }
    }

    /// `Map.newBuilder` fed with `entries` (== folding `updated` from `Map.empty`).
    fn build(&self, entries: impl IntoIterator<Item = (String, V)>) -> Self {
        Self::empty(self.version).fold_updated(entries)
    }

    /// `updated(key, value)` / `+ (key -> value)`.
    ///
    /// `Map1..3` grow in place, an existing key keeps its slot, a 5th key turns `Map4` into a
    /// `HashMap` built by inserting the four old keys and then the new one. A `HashMap` stays a
    /// `HashMap`. A 2.12 `mapValues` view is rebuilt through `Map.newBuilder` (view + new pair).
    pub fn updated(&self, key: impl Into<String>, value: V) -> Self {
        let key = key.into();
        match &self.repr {
            Repr::Small(v) => {
                let mut v = v.clone();
                if let Some(slot) = v.iter_mut().find(|(k, _)| *k == key) {
                    slot.1 = value;
                    return self.with(Repr::Small(v));
                }
                if v.len() < 4 {
                    v.push((key, value));
                    return self.with(Repr::Small(v));
                }
                v.push((key, value));
                let hash_empty = match self.version {
                    ScalaVersion::V2_12 => self.with(Repr::Hash212(scala212::Trie::Empty)),
                    ScalaVersion::V2_13 => self.with(Repr::Hash213(scala213::Bitmap::empty())),
                };
                hash_empty.fold_updated(v)
            }
            Repr::Hash212(t) => {
                let (_, h) = improved(&key);
                self.with(Repr::Hash212(t.updated0(
                    &key,
                    h,
                    0,
                    value,
                    scala212::Merger::Plain,
                )))
            }
            Repr::Hash213(b) => {
                let (oh, h) = improved(&key);
                self.with(Repr::Hash213(b.updated(&key, value, oh, h, 0, true)))
            }
            Repr::View212(v) => {
                let mut entries = v.clone();
                entries.push((key, value));
                self.build(entries)
            }
        }
    }

    /// `removed(key)` / `- key`.
    ///
    /// `MapN` shrinks to `Map(N-1)` keeping order; a `HashMap` stays a `HashMap` (possibly
    /// empty) in both versions; a 2.12 view is rebuilt from its remaining entries.
    pub fn removed(&self, key: &str) -> Self {
        match &self.repr {
            Repr::Small(v) => self.with(Repr::Small(
                v.iter().filter(|(k, _)| k != key).cloned().collect(),
            )),
            Repr::Hash212(t) => {
                let (_, h) = improved(key);
                self.with(Repr::Hash212(t.removed0(key, h, 0)))
            }
            Repr::Hash213(b) => {
                let (oh, h) = improved(key);
                self.with(Repr::Hash213(b.removed(key, oh, h, 0)))
            }
            Repr::View212(v) => self.build(v.iter().filter(|(k, _)| k != key).cloned()),
        }
    }

    /// `filter { case (k, v) => pred(k, v) }`.
    ///
    /// `MapN` keeps the survivors in order (`Map1..4.filterImpl`); a `HashMap` stays a
    /// `HashMap` even with 0..4 survivors (2.12 `filter0`, 2.13 `filterImpl`); a 2.12 view is
    /// rebuilt through `Map.newBuilder`.
    pub fn filter(&self, mut pred: impl FnMut(&str, &V) -> bool) -> Self {
        match &self.repr {
            Repr::Small(v) => self.with(Repr::Small(
                v.iter().filter(|(k, v)| pred(k, v)).cloned().collect(),
            )),
            Repr::Hash212(t) => self.with(Repr::Hash212(
                t.filter0(&mut pred).unwrap_or(scala212::Trie::Empty),
            )),
            Repr::Hash213(_) => {
                let drop: Vec<String> = self
                    .iter()
                    .filter(|(k, v)| !pred(k, v))
                    .map(|(k, _)| k.to_string())
                    .collect();
                // CHAMP is canonical for a key set, so removing the rejected keys builds the
                // same trie as filterImpl (collision buckets keep their order either way).
                drop.iter().fold(self.clone(), |m, k| m.removed(k))
            }
            Repr::View212(v) => self.build(v.iter().filter(|(k, v)| pred(k, v)).cloned()),
        }
    }

    /// `this ++ that` where `that` is a Scala `Map` (right-hand values win).
    ///
    /// * `Map.empty ++ m`: 2.13 returns `m` itself (any class). 2.12 returns `m` itself only
    ///   if it is `EmptyMap`/`Map1..4` or a `HashMap` with > 4 entries; a smaller `HashMap` or
    ///   a view is rebuilt through `Map.newBuilder` (so it becomes `Map1..4` again).
    /// * `MapN ++ m`: rebuilt by adding `m`'s entries to this map's, in order (2.12 merges a
    ///   large `HashMap` argument trie-wise through `HashMapBuilder`).
    /// * `HashMap ++ HashMap`: trie merge (`merge0` / CHAMP `concat`); `HashMap ++ other`:
    ///   `updated` per entry. Always a `HashMap`.
    pub fn concat(&self, that: &ScalaMap<V>) -> Self {
        match (self.version, &self.repr) {
            (ScalaVersion::V2_13, Repr::Small(v)) if v.is_empty() => that.clone(),
            (ScalaVersion::V2_13, Repr::Small(_)) => self.fold_updated(that.entries()),
            (ScalaVersion::V2_13, Repr::Hash213(b)) => match &that.repr {
                Repr::Hash213(c) => {
                    if b.size() == 0 {
                        that.clone()
                    } else {
                        self.with(Repr::Hash213(b.concat(c, 0)))
                    }
                }
                _ => self.fold_updated(that.entries()),
            },
            (ScalaVersion::V2_12, Repr::Small(v)) if v.is_empty() => match &that.repr {
                Repr::Small(_) => that.clone(),
                Repr::Hash212(t) if t.size() > 4 => that.clone(),
                _ => self.build(that.entries()),
            },
            (ScalaVersion::V2_12, Repr::Small(v)) => match &that.repr {
                Repr::Small(_) => self.fold_updated(that.entries()),
                Repr::Hash212(u) if u.size() > 4 => {
                    // MapBuilderImpl: switch to HashMapBuilder with our entries, then
                    // `hashMapBuilder ++= that` merges the tries (addHashMap)
                    let root = v.iter().fold(scala212::Trie::Empty, |t, (k, val)| {
                        t.updated0(k, improved(k).1, 0, val.clone(), scala212::Merger::Plain)
                    });
                    self.with(Repr::Hash212(root.add_hash_map(u, 0)))
                }
                _ => self.fold_updated(that.entries()),
            },
            (ScalaVersion::V2_12, Repr::Hash212(t)) => match &that.repr {
                _ if that.is_empty() => self.clone(),
                Repr::Hash212(u) => {
                    self.with(Repr::Hash212(t.merge0(u, 0, scala212::Merger::Concat)))
                }
                _ => self.fold_updated(that.entries()),
            },
            (_, Repr::View212(v)) => {
                if that.is_empty() {
                    self.clone()
                } else {
                    self.build(v.iter().cloned().chain(that.entries()))
                }
            }
            // a map whose representation does not belong to its version cannot be built
            // through this API; treat it like a generic map
            _ => self.fold_updated(that.entries()),
        }
    }

    /// `this ++ pairs` where `pairs` is a non-`Map` collection of pairs (a `Seq`, an
    /// `Iterable`): equivalent to `updated` for each pair in order (2.12 views rebuild).
    pub fn concat_pairs<K: Into<String>>(&self, pairs: impl IntoIterator<Item = (K, V)>) -> Self {
        let pairs: Vec<(String, V)> = pairs.into_iter().map(|(k, v)| (k.into(), v)).collect();
        match &self.repr {
            Repr::View212(v) => {
                if pairs.is_empty() {
                    self.clone()
                } else {
                    self.build(v.iter().cloned().chain(pairs))
                }
            }
            _ => self.fold_updated(pairs),
        }
    }

    /// `m = m ++ pairs` when no one else holds `m`: the same map as [`ScalaMap::concat_pairs`],
    /// built in place.
    pub fn concat_pairs_mut<K: Into<String>>(&mut self, pairs: impl IntoIterator<Item = (K, V)>) {
        if matches!(self.repr, Repr::View212(_)) {
            *self = self.concat_pairs(pairs);
            return;
        }
        for (k, v) in pairs {
            self.update_mut(k.into(), v);
        }
    }

    /// Spark's `mapValues` idiom. 2.12 `m.mapValues(f)` is a lazy view that iterates exactly
    /// like `m` (kind [`ScalaMapKind::MappedValuesView`]); updating, removing from, filtering
    /// or `++`-ing it rebuilds a fresh map through `Map.newBuilder`. 2.13
    /// `m.view.mapValues(f).toMap` rebuilds immediately through `Map.newBuilder`, so a
    /// `HashMap` with <= 4 entries becomes `Map1..4` (in `m`'s iteration order).
    pub fn map_values<W: Clone>(&self, mut f: impl FnMut(&V) -> W) -> ScalaMap<W> {
        let mapped: Vec<(String, W)> = self.iter().map(|(k, v)| (k.to_string(), f(v))).collect();
        match self.version {
            ScalaVersion::V2_12 => ScalaMap {
                version: self.version,
                repr: Repr::View212(mapped),
            },
            ScalaVersion::V2_13 => ScalaMap::from_pairs(self.version, mapped),
        }
    }

    /// `m.map { case (k, v) => f(k, v) }` with a `Map` result (static type `Map`).
    ///
    /// 2.12 always rebuilds through `Map.newBuilder` (`Map.canBuildFrom`), so a small `HashMap`
    /// becomes `Map1..4`. 2.13 rebuilds `Map1..4` through `Map.from`, but a `HashMap` maps
    /// through `HashMap.newBuilder` and stays a `HashMap` at any size.
    pub fn map_entries<W: Clone>(&self, mut f: impl FnMut(&str, &V) -> (String, W)) -> ScalaMap<W> {
        let mapped: Vec<(String, W)> = self.iter().map(|(k, v)| f(k, v)).collect();
        match (&self.repr, self.version) {
            (Repr::Hash213(_), _) => ScalaMap {
                version: self.version,
                repr: Repr::Hash213(scala213::Bitmap::empty()),
            }
            .fold_updated(mapped),
            _ => ScalaMap::from_pairs(self.version, mapped),
        }
    }
}
