//! Scala `mutable.HashSet` (2.12.18 and 2.13.18) and the order of `SparkConf.getAll`.
//!
//! `SparkConf.getAll` is `settings.entrySet().asScala.map(e => (e.getKey, e.getValue)).toArray`.
//! Mapping the Scala wrapper of a `java.util.Set` builds a fresh `scala.collection.mutable.HashSet`
//! of `Tuple2[String, String]` (2.12: `mutable.Set.canBuildFrom` -> `GrowingBuilder(HashSet.empty)`;
//! 2.13: `JSetWrapper.iterableFactory` = `mutable.HashSet`, `GrowableBuilder`, no size hint), fed
//! in the `ConcurrentHashMap`'s iteration order; `toArray` then iterates that set. So every
//! consumer of `getAll` / `getAllWithPrefix` (driver env vars, `SPARK_JAVA_OPT_n`, ...) sees the
//! entries in this set's order, which depends on the tuple hash ([`scala_tuple2_string_hash`])
//! and on the table layout, which differs completely between the two Scala versions:
//!
//! * 2.12 [`FlatHashTable`]: open addressing with linear probing. 32 slots initially, grows
//!   (doubles, re-adding the old slots in index order) as soon as `size >= 0.45 * slots`.
//!   Slot = the top `log2(slots)` bits of `rotateRight(byteswap32(hash), log2(slots))`.
//! * 2.13 [`ChainedHashSet`]: separate chaining. 16 buckets initially, doubles *before* an
//!   insert that would reach `0.75 * buckets` (`size + 1 >= threshold`, even for a duplicate).
//!   Bucket = low bits of `hash ^ (hash >>> 16)`; each chain is sorted by that improved hash as
//!   a signed int, equal hashes in insertion order. Doubling splits chains stably.
//!
//! Iteration visits the slots / buckets in index order in both versions.

use super::hash::{java_string_hash, ushr};
use super::hash_trie_order::hash_trie_order;
use super::murmur3::{product2_hash, scala_tuple2_string_hash};
use super::scala_map::ScalaVersion;

/// `scala.util.hashing.byteswap32`.
fn byteswap32(v: i32) -> i32 {
    const PHI: i32 = 0x9e37_75cd_u32 as i32;
    v.wrapping_mul(PHI).swap_bytes().wrapping_mul(PHI)
}

/// Scala 2.12.18 `scala.collection.mutable.HashSet` (trait `FlatHashTable`), default settings:
/// `initialSize = 32`, `_loadFactor = 450` (per mille), no size map.
///
/// The elements live in insertion order in `elems`; a slot holds `(elem.##, index + 1)` (0 when
/// empty): 8 bytes a slot whatever the element, so that the probes and the table's growth
/// (which re-adds every slot) stay within a small, dense array, and an element is compared
/// only when its hash matches.
#[derive(Clone, Debug)]
pub(crate) struct FlatHashTable<T> {
    elems: Vec<T>,
    table: Vec<(i32, u32)>,
    size: usize,
    threshold: usize,
    /// `seedvalue = tableSizeSeed = Integer.bitCount(table.length - 1)`.
    seed: u32,
}

const FLAT_INITIAL_SIZE: usize = 32;
const FLAT_LOAD_FACTOR: usize = 450;
const FLAT_LOAD_FACTOR_DENUM: usize = 1000;

impl<T: PartialEq> FlatHashTable<T> {
    pub(crate) fn new() -> Self {
        FlatHashTable {
            elems: Vec::new(),
            table: vec![(0, 0); FLAT_INITIAL_SIZE],
            size: 0,
            threshold: FLAT_INITIAL_SIZE * FLAT_LOAD_FACTOR / FLAT_LOAD_FACTOR_DENUM,
            seed: ((FLAT_INITIAL_SIZE - 1) as u32).count_ones(),
        }
    }

    /// `index(hcode)`: `improve(hcode, seed) >>> (32 - bitCount(len - 1)) & (len - 1)` where
    /// `improve = rotateRight(byteswap32(hcode), seed)`.
    fn index(&self, hcode: i32) -> usize {
        let improved = byteswap32(hcode).rotate_right(self.seed % 32);
        let ones = self.table.len().wrapping_sub(1);
        let bits = (ones as u32).count_ones();
        ((improved as u32).wrapping_shr(32 - bits) as usize) & ones
    }

    /// `addElem` / `addEntry`: linear probing from `index(hash)`; `false` if `elem` is present.
    pub(crate) fn add(&mut self, hash: i32, elem: T) -> bool {
        let len = self.table.len();
        let mut h = self.index(hash);
        for _ in 0..len {
            match self.table.get(h) {
                Some(&(slot_hash, i)) if i != 0 => {
                    let same = slot_hash == hash
                        && self
                            .elems
                            .get(i as usize - 1)
                            .is_some_and(|cur| *cur == elem);
                    if same {
                        return false;
                    }
                    h = (h + 1) % len;
                }
                _ => break,
            }
        }
        self.elems.push(elem);
        let Some(slot @ (_, 0)) = self.table.get_mut(h) else {
            return false; // a full table cannot happen with a load factor below 0.5
        };
        *slot = (hash, self.elems.len() as u32);
        self.size += 1;
        if self.size >= self.threshold {
            self.grow();
        }
        true
    }

    /// `growTable()`: double, reseed, and re-add the old slots in index order (distinct
    /// elements: each goes to the first free slot of its probe sequence).
    fn grow(&mut self) {
        let new_len = self.table.len() * 2;
        let old = std::mem::replace(&mut self.table, vec![(0, 0); new_len]);
        self.seed = ((new_len - 1) as u32).count_ones();
        self.threshold = new_len * FLAT_LOAD_FACTOR / FLAT_LOAD_FACTOR_DENUM;
        for (hash, i) in old {
            if i == 0 {
                continue;
            }
            let mut h = self.index(hash);
            while let Some(slot) = self.table.get_mut(h) {
                if slot.1 == 0 {
                    *slot = (hash, i);
                    break;
                }
                h = (h + 1) % new_len;
            }
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.size
    }

    /// `iterator` / `foreach`: occupied slots in index order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &T> + '_ {
        self.table
            .iter()
            .filter(|(_, i)| *i != 0)
            .filter_map(|(_, i)| self.elems.get(*i as usize - 1))
    }
}

/// Scala 2.13.18 `scala.collection.mutable.HashSet` with the default `initialCapacity = 16`,
/// `loadFactor = 0.75`.
///
/// Chained like the JVM's: the nodes `(improved hash, elem, next)` live in insertion order in
/// `nodes`, a bucket holds the index + 1 of its first node (0 when empty); no list per bucket,
/// and growing relinks the nodes instead of moving them.
#[derive(Clone, Debug)]
pub(crate) struct ChainedHashSet<T> {
    /// Per bucket: its chain sorted by hash (signed), ties in insertion order.
    table: Vec<u32>,
    nodes: Vec<(i32, T, u32)>,
    size: usize,
    threshold: usize,
}

const CHAINED_INITIAL_CAPACITY: usize = 16;

/// `newThreshold(size) = (size.toDouble * 0.75).toInt`.
fn chained_threshold(len: usize) -> usize {
    len * 3 / 4
}

impl<T: PartialEq> ChainedHashSet<T> {
    pub(crate) fn new() -> Self {
        // tableSizeFor(16) = highestOneBit(max(15, 4)) * 2 = 16
        ChainedHashSet {
            table: vec![0; CHAINED_INITIAL_CAPACITY],
            nodes: Vec::new(),
            size: 0,
            threshold: chained_threshold(CHAINED_INITIAL_CAPACITY),
        }
    }

    /// The node after `link` (a bucket head or a node's `next`).
    fn node(&self, link: u32) -> Option<&(i32, T, u32)> {
        self.nodes.get((link as usize).checked_sub(1)?)
    }

    /// `add(elem)`: grow first if `size + 1 >= threshold` (even if `elem` is already present),
    /// then `addElem(elem, improveHash(elem.##))`.
    pub(crate) fn add(&mut self, original_hash: i32, elem: T) -> bool {
        if self.size + 1 >= self.threshold {
            self.grow(self.table.len() * 2);
        }
        let hash = original_hash ^ ushr(original_hash, 16);
        let idx = (hash as usize) & self.table.len().wrapping_sub(1);
        // the last node of the chain that stays before the new one (None: the bucket's head)
        let mut before: Option<u32> = None;
        let mut next = self.table.get(idx).copied().unwrap_or(0);
        while let Some((h, cur, after)) = self.node(next) {
            if *h > hash {
                break;
            }
            if *h == hash && *cur == elem {
                return false;
            }
            before = Some(next);
            next = *after;
        }
        self.nodes.push((hash, elem, next));
        let new = self.nodes.len() as u32;
        let link = match before {
            None => self.table.get_mut(idx),
            Some(b) => self.nodes.get_mut(b as usize - 1).map(|n| &mut n.2),
        };
        if let Some(link) = link {
            *link = new;
        }
        self.size += 1;
        true
    }

    /// `growTable(newLen)`: every chain splits into `i` and `i + oldLen` keeping its order, which
    /// is the same as re-appending all nodes in iteration order to a fresh table.
    fn grow(&mut self, new_len: usize) {
        self.threshold = chained_threshold(new_len);
        let old = std::mem::replace(&mut self.table, vec![0; new_len]);
        let mask = new_len.wrapping_sub(1);
        // the last node of each new bucket, while its chain is appended to
        let mut tails: Vec<u32> = vec![0; new_len];
        for head in old {
            let mut next = head;
            while let Some(&(hash, _, after)) = self.node(next) {
                let b = (hash as usize) & mask;
                let tail = tails.get(b).copied().unwrap_or(0);
                let link = if tail == 0 {
                    self.table.get_mut(b)
                } else {
                    self.nodes.get_mut(tail as usize - 1).map(|n| &mut n.2)
                };
                if let Some(link) = link {
                    *link = next;
                }
                if let Some(t) = tails.get_mut(b) {
                    *t = next;
                }
                next = after;
            }
        }
        // close every chain
        for tail in tails {
            if let Some(n) = (tail as usize)
                .checked_sub(1)
                .and_then(|t| self.nodes.get_mut(t))
            {
                n.2 = 0;
            }
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.size
    }

    /// `iterator` / `foreach`: buckets in index order, each chain front to back.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &T> + '_ {
        self.table.iter().flat_map(move |&head| {
            let mut next = head;
            std::iter::from_fn(move || {
                let (_, elem, after) = self.node(next)?;
                next = *after;
                Some(elem)
            })
        })
    }
}

#[derive(Clone, Debug)]
enum MutableRepr<T> {
    V212(FlatHashTable<T>),
    V213(ChainedHashSet<T>),
}

/// An empty Scala `mutable.HashSet` (`new HashSet` / `HashSet.newBuilder` with default
/// settings) of the given version, into which elements are added with their `##` supplied by
/// the caller. Iterates exactly like the JVM's (see the module docs).
#[derive(Clone, Debug)]
pub struct ScalaMutableHashSet<T> {
    repr: MutableRepr<T>,
}

impl<T: PartialEq> ScalaMutableHashSet<T> {
    /// `mutable.HashSet.empty` of `version`.
    pub fn new(version: ScalaVersion) -> Self {
        let repr = match version {
            ScalaVersion::V2_12 => MutableRepr::V212(FlatHashTable::new()),
            ScalaVersion::V2_13 => MutableRepr::V213(ChainedHashSet::new()),
        };
        ScalaMutableHashSet { repr }
    }

    /// `add(elem)` where `hash` is `elem.##`; `false` (and no change in 2.12; a possible
    /// resize in 2.13) if an equal element is present.
    pub fn insert(&mut self, hash: i32, elem: T) -> bool {
        match &mut self.repr {
            MutableRepr::V212(t) => t.add(hash, elem),
            MutableRepr::V213(t) => t.add(hash, elem),
        }
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        match &self.repr {
            MutableRepr::V212(t) => t.len(),
            MutableRepr::V213(t) => t.len(),
        }
    }

    /// True if there are no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Elements in `iterator` (= `foreach`, `toArray`) order.
    pub fn iter(&self) -> Box<dyn Iterator<Item = &T> + '_> {
        match &self.repr {
            MutableRepr::V212(t) => Box::new(t.iter()),
            MutableRepr::V213(t) => Box::new(t.iter()),
        }
    }
}

/// The order of `SparkConf.getAll` (and hence of `getAllWithPrefix`, which filters it) given
/// the conf's entries in `ConcurrentHashMap` iteration order (e.g. from
/// [`super::JavaConcurrentHashMap::iter`], or of `clone_as_spark_conf()` for a cloned conf).
///
/// Builds the Scala `mutable.HashSet[(String, String)]` of `version` by adding the tuples in
/// that order and returns its iteration order. Equal `(key, value)` pairs collapse to the first.
pub fn spark_conf_get_all<'a>(
    version: ScalaVersion,
    chm_order: impl IntoIterator<Item = (&'a str, &'a str)>,
) -> Vec<(&'a str, &'a str)> {
    spark_conf_get_all_hashed(
        version,
        chm_order
            .into_iter()
            .map(|(k, v)| (java_string_hash(k), k, v)),
    )
}

/// [`spark_conf_get_all`] of entries whose keys' `String.hashCode` is known (a map's node
/// holds it, as [`super::JavaConcurrentHashMap::iter_with_key_hash`] gives it): a pair's hash is
/// its key's and its value's, and the keys are most of the text to hash.
pub fn spark_conf_get_all_hashed<'a>(
    version: ScalaVersion,
    chm_order: impl IntoIterator<Item = (i32, &'a str, &'a str)>,
) -> Vec<(&'a str, &'a str)> {
    let mut set = ScalaMutableHashSet::new(version);
    for (key_hash, k, v) in chm_order {
        let pair_hash = product2_hash(version, key_hash, java_string_hash(v));
        set.insert(pair_hash, (k, v));
    }
    // Sized once: the set's iterator does not know its length, and a conf of thousands of
    // entries doubled its way up, each time into fresh memory.
    let mut order = Vec::with_capacity(set.len());
    order.extend(set.iter().copied());
    order
}

/// The iteration order of an immutable Scala `Set` built by adding distinct elements one by one
/// to `Set.empty` with `+` (what `Set(..)`, `seq.toSet`, `Set.newBuilder` and `set.map(f)`
/// into an immutable `Set` also produce), given each element's `##` in insertion order.
/// Returns indices into `element_hashes`.
///
/// Up to four elements are a `Set1`..`Set4`, which iterates in insertion order. A fifth turns
/// it into an immutable `HashSet` (2.12 `HashTrieSet`, 2.13 CHAMP) that iterates in the order
/// of the 5-bit fragments of `improve(##)`, low bits first (exactly as for [`super::ScalaMap`]
/// keys); elements with equal `##` (full collisions) share a collision node and keep their
/// insertion order. So above four elements the order depends on the hashes only, except among
/// colliding elements.
///
/// The elements must be pairwise distinct (not `==`): an equal element would be dropped by
/// the JVM, which this function cannot see.
pub fn scala_immutable_set_order(version: ScalaVersion, element_hashes: &[i32]) -> Vec<usize> {
    if element_hashes.len() <= 4 {
        return (0..element_hashes.len()).collect();
    }
    // The order is a function of the hashes (and of the insertion order among full
    // collisions): computed without building the trie (see the module `hash_trie_order`).
    hash_trie_order(version, element_hashes)
}

/// The key order of an immutable Scala `Map[String, _]` built from `keys` (pairwise distinct)
/// in that order: `pairs.toMap`, `Map(pairs: _*)`, or folding `updated` from `Map.empty`. The
/// same as `ScalaMap::from_pairs(version, ..).keys()` (`Map1..4` in insertion order, then the
/// hash trie on `String.hashCode`), computed without building the map: indices into `keys`.
pub fn scala_immutable_map_key_order(version: ScalaVersion, keys: &[&str]) -> Vec<usize> {
    let hashes: Vec<i32> = keys.iter().map(|k| java_string_hash(k)).collect();
    scala_immutable_set_order(version, &hashes)
}

/// `pairs` (pairwise distinct keys) in the iteration order of the immutable Scala `Map` built
/// from them ([`scala_immutable_map_key_order`]): what `ScalaMap::from_pairs(..).iter()` gives,
/// without building the map. Most of Spark's prefixed maps (`getAllWithPrefix(..).toMap`) are
/// read once, in order.
pub fn in_scala_immutable_map_order<K: AsRef<str>, V>(
    version: ScalaVersion,
    pairs: Vec<(K, V)>,
) -> Vec<(K, V)> {
    if pairs.len() <= 4 {
        return pairs;
    }
    let keys: Vec<&str> = pairs.iter().map(|(k, _)| k.as_ref()).collect();
    let order = scala_immutable_map_key_order(version, &keys);
    let mut slots: Vec<Option<(K, V)>> = pairs.into_iter().map(Some).collect();
    // Sized once (a `filter_map` does not know its length).
    let mut ordered = Vec::with_capacity(order.len());
    ordered.extend(
        order
            .into_iter()
            .filter_map(|i| slots.get_mut(i).and_then(Option::take)),
    );
    ordered
}

/// The iteration order of an immutable Scala `Set[(String, String)]` built by adding `pairs`
/// one by one to `Set.empty` with `+`: a duplicate pair is ignored, the distinct pairs are
/// ordered by [`scala_immutable_set_order`] on their tuple hashes
/// ([`scala_tuple2_string_hash`]).
pub fn scala_immutable_set_of_pairs_order<'a>(
    version: ScalaVersion,
    pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
) -> Vec<(&'a str, &'a str)> {
    let mut seen = std::collections::BTreeSet::new();
    let distinct: Vec<(&'a str, &'a str)> = pairs.into_iter().filter(|p| seen.insert(*p)).collect();
    let hashes: Vec<i32> = distinct
        .iter()
        .map(|(a, b)| scala_tuple2_string_hash(version, a, b))
        .collect();
    scala_immutable_set_order(version, &hashes)
        .into_iter()
        .filter_map(|i| distinct.get(i).copied())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    // The tables as they were first written (a slot per element, a list per bucket): the
    // reference the compact ones are held to.
    #[derive(Clone, Debug)]
    struct RefFlat<T> {
        /// `(elem.##, elem)` per occupied slot.
        table: Vec<Option<(i32, T)>>,
        size: usize,
        threshold: usize,
        /// `seedvalue = tableSizeSeed = Integer.bitCount(table.length - 1)`.
        seed: u32,
    }

    impl<T: PartialEq> RefFlat<T> {
        fn new() -> Self {
            RefFlat {
                table: (0..FLAT_INITIAL_SIZE).map(|_| None).collect(),
                size: 0,
                threshold: FLAT_INITIAL_SIZE * FLAT_LOAD_FACTOR / FLAT_LOAD_FACTOR_DENUM,
                seed: ((FLAT_INITIAL_SIZE - 1) as u32).count_ones(),
            }
        }

        /// `index(hcode)`: `improve(hcode, seed) >>> (32 - bitCount(len - 1)) & (len - 1)` where
        /// `improve = rotateRight(byteswap32(hcode), seed)`.
        fn index(&self, hcode: i32) -> usize {
            let improved = byteswap32(hcode).rotate_right(self.seed % 32);
            let ones = self.table.len().wrapping_sub(1);
            let bits = (ones as u32).count_ones();
            ((improved as u32).wrapping_shr(32 - bits) as usize) & ones
        }

        /// `addElem` / `addEntry`: linear probing from `index(hash)`; `false` if `elem` is present.
        fn add(&mut self, hash: i32, elem: T) -> bool {
            let len = self.table.len();
            let mut h = self.index(hash);
            for _ in 0..len {
                match self.table.get(h) {
                    Some(Some((_, cur))) if *cur == elem => return false,
                    Some(Some(_)) => h = (h + 1) % len,
                    _ => break,
                }
            }
            let Some(slot @ None) = self.table.get_mut(h) else {
                return false; // a full table cannot happen with a load factor below 0.5
            };
            *slot = Some((hash, elem));
            self.size += 1;
            if self.size >= self.threshold {
                self.grow();
            }
            true
        }

        /// `growTable()`: double, reseed, and re-add the old slots in index order.
        fn grow(&mut self) {
            let new_len = self.table.len() * 2;
            let old = std::mem::replace(&mut self.table, (0..new_len).map(|_| None).collect());
            self.size = 0;
            self.seed = ((new_len - 1) as u32).count_ones();
            self.threshold = new_len * FLAT_LOAD_FACTOR / FLAT_LOAD_FACTOR_DENUM;
            for (hash, elem) in old.into_iter().flatten() {
                self.add(hash, elem);
            }
        }

        fn len(&self) -> usize {
            self.size
        }

        /// `iterator` / `foreach`: occupied slots in index order.
        fn iter(&self) -> impl Iterator<Item = &T> + '_ {
            self.table.iter().flatten().map(|(_, e)| e)
        }
    }

    /// Scala 2.13.18 `scala.collection.mutable.HashSet` with the default `initialCapacity = 16`,
    /// `loadFactor = 0.75`.
    #[derive(Clone, Debug)]
    struct RefChained<T> {
        /// Per bucket: `(improved hash, elem)` sorted by hash (signed), ties in insertion order.
        table: Vec<Vec<(i32, T)>>,
        size: usize,
        threshold: usize,
    }

    impl<T: PartialEq> RefChained<T> {
        fn new() -> Self {
            // tableSizeFor(16) = highestOneBit(max(15, 4)) * 2 = 16
            RefChained {
                table: (0..CHAINED_INITIAL_CAPACITY).map(|_| Vec::new()).collect(),
                size: 0,
                threshold: chained_threshold(CHAINED_INITIAL_CAPACITY),
            }
        }

        /// `add(elem)`: grow first if `size + 1 >= threshold` (even if `elem` is already present),
        /// then `addElem(elem, improveHash(elem.##))`.
        fn add(&mut self, original_hash: i32, elem: T) -> bool {
            if self.size + 1 >= self.threshold {
                self.grow(self.table.len() * 2);
            }
            let hash = original_hash ^ ushr(original_hash, 16);
            let idx = (hash as usize) & self.table.len().wrapping_sub(1);
            let Some(bucket) = self.table.get_mut(idx) else {
                return false;
            };
            let mut pos = 0;
            for (h, cur) in bucket.iter() {
                if *h > hash {
                    break;
                }
                if *h == hash && *cur == elem {
                    return false;
                }
                pos += 1;
            }
            bucket.insert(pos, (hash, elem));
            self.size += 1;
            true
        }

        /// `growTable(newLen)`: every chain splits into `i` and `i + oldLen` keeping its order, which
        /// is the same as re-appending all nodes in iteration order to a fresh table.
        fn grow(&mut self, new_len: usize) {
            self.threshold = chained_threshold(new_len);
            let old =
                std::mem::replace(&mut self.table, (0..new_len).map(|_| Vec::new()).collect());
            let mask = new_len.wrapping_sub(1);
            for (hash, elem) in old.into_iter().flatten() {
                if let Some(bucket) = self.table.get_mut((hash as usize) & mask) {
                    bucket.push((hash, elem));
                }
            }
        }

        fn len(&self) -> usize {
            self.size
        }

        /// `iterator` / `foreach`: buckets in index order, each chain front to back.
        fn iter(&self) -> impl Iterator<Item = &T> + '_ {
            self.table.iter().flatten().map(|(_, e)| e)
        }
    }

    mod props {
        use super::*;
        use proptest::prelude::*;

        /// Elements with few distinct values and hashes that collide often (equal elements
        /// always share their hash).
        fn adds() -> impl Strategy<Value = Vec<(i32, u16)>> {
            let elem = prop_oneof![0u16..40, any::<u16>()];
            let salt = prop_oneof![Just(0i32), any::<i32>(), 0i32..64];
            proptest::collection::vec(
                (elem, salt).prop_map(|(e, salt)| {
                    let h = i32::from(e % 24).wrapping_mul(0x0101_0001) ^ (salt & 0x7000);
                    (if salt == 0 { i32::from(e) << 20 } else { h }, e)
                }),
                0..400,
            )
            .prop_map(|v| {
                // an element's hash is a function of the element: the first one seen
                let mut seen: std::collections::BTreeMap<u16, i32> = Default::default();
                v.into_iter()
                    .map(|(h, e)| (*seen.entry(e).or_insert(h), e))
                    .collect()
            })
        }

        proptest! {
            #[test]
            fn compact_tables_match_the_reference(adds in adds()) {
                let (mut flat, mut ref_flat) = (FlatHashTable::new(), RefFlat::new());
                let (mut chained, mut ref_chained) = (ChainedHashSet::new(), RefChained::new());
                for &(h, e) in &adds {
                    prop_assert_eq!(flat.add(h, e), ref_flat.add(h, e));
                    prop_assert_eq!(chained.add(h, e), ref_chained.add(h, e));
                }
                prop_assert_eq!(flat.len(), ref_flat.len());
                prop_assert_eq!(flat.table.len(), ref_flat.table.len());
                prop_assert_eq!(flat.iter().collect::<Vec<_>>(), ref_flat.iter().collect::<Vec<_>>());
                prop_assert_eq!(chained.len(), ref_chained.len());
                prop_assert_eq!(chained.table.len(), ref_chained.table.len());
                prop_assert_eq!(
                    chained.iter().collect::<Vec<_>>(),
                    ref_chained.iter().collect::<Vec<_>>()
                );
            }
        }
    }

    #[test]
    fn flat_hash_table_grows_at_45_percent() {
        let mut t = FlatHashTable::new();
        for i in 0..13 {
            assert!(t.add(i * 7919, i));
        }
        assert_eq!(t.table.len(), 32);
        assert!(!t.add(7919, 1));
        assert!(t.add(13 * 7919, 13)); // 14th element reaches threshold 14
        assert_eq!(t.table.len(), 64);
        assert_eq!(t.seed, 6);
        assert_eq!(t.threshold, 28);
        assert_eq!(t.len(), 14);
        assert_eq!(t.iter().count(), 14);
    }

    #[test]
    fn chained_set_grows_before_the_12th_insert() {
        let mut t = ChainedHashSet::new();
        for i in 0..11 {
            assert!(t.add(i, i));
        }
        assert_eq!(t.table.len(), 16);
        // a duplicate still triggers the resize check
        assert!(!t.add(3, 3));
        assert_eq!(t.table.len(), 32);
        assert_eq!(t.len(), 11);
    }

    #[test]
    fn chained_buckets_are_sorted_by_signed_hash() {
        let mut t = ChainedHashSet::new();
        // all land in bucket 0 (improved hash low 4 bits zero)
        t.add(0x20, "b");
        t.add(i32::MIN, "a");
        t.add(0x20, "c");
        t.add(0x10, "d");
        let order: Vec<_> = t.iter().copied().collect();
        assert_eq!(order, vec!["a", "d", "b", "c"]);
    }
}
