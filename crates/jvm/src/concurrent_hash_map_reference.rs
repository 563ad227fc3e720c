//! The `ConcurrentHashMap` emulation as it was before its nodes moved into an arena (a list per
//! bin): the reference the arena is held to on random operations, colliding keys, resizes and
//! tree bins included. Test-only.
#![allow(dead_code)]

use super::hash::{java_string_hash, ushr};
use super::rbtree::{Entry, RbBin};

const DEFAULT_CAPACITY: usize = 16;
const MAXIMUM_CAPACITY: usize = 1 << 30;
const TREEIFY_THRESHOLD: usize = 8;
const UNTREEIFY_THRESHOLD: usize = 6;
const MIN_TREEIFY_CAPACITY: usize = 64;
const HASH_BITS: i32 = 0x7fff_ffff;

/// `ConcurrentHashMap.spread`: `(h ^ (h >>> 16)) & HASH_BITS`.
fn chm_spread(h: i32) -> i32 {
    (h ^ ushr(h, 16)) & HASH_BITS
}

/// `tableSizeFor(c)`: the smallest power of two `>= c` (capped at `MAXIMUM_CAPACITY`).
fn table_size_for(c: usize) -> usize {
    c.max(1)
        .checked_next_power_of_two()
        .unwrap_or(MAXIMUM_CAPACITY)
        .min(MAXIMUM_CAPACITY)
}

#[derive(Clone, Debug)]
struct Node<V> {
    hash: i32,
    key: String,
    value: V,
}

#[derive(Clone, Debug)]
enum Bin<V> {
    Empty,
    List(Vec<Node<V>>),
    Tree(RbBin<V>),
}

fn list_from_entries<V>(entries: Vec<Entry<V>>) -> Bin<V> {
    if entries.is_empty() {
        Bin::Empty
    } else {
        Bin::List(
            entries
                .into_iter()
                .map(|(hash, key, value)| Node { hash, key, value })
                .collect(),
        )
    }
}

/// Emulation of Java 17's `ConcurrentHashMap<String, V>` built with the no-arg constructor,
/// reproducing its `entrySet().iterator()` order exactly (see the module docs for why).
///
/// `put` on an existing key keeps its position; `remove` never shrinks the table.
#[derive(Clone, Debug)]
pub(crate) struct ReferenceChm<V> {
    /// Empty until the first insert (`initTable`).
    table: Vec<Bin<V>>,
    /// `sizeCtl` once initialised: the resize threshold (0.75·n).
    size_ctl: usize,
    count: usize,
}

impl<V> Default for ReferenceChm<V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<V> ReferenceChm<V> {
    /// `new ConcurrentHashMap<>()`: no table yet (`sizeCtl == 0`, i.e. 16 slots on first put).
    pub(crate) fn new() -> Self {
        ReferenceChm {
            table: Vec::new(),
            size_ctl: 0,
            count: 0,
        }
    }

    /// Number of mappings.
    pub(crate) fn len(&self) -> usize {
        self.count
    }

    /// True if there are no mappings.
    pub(crate) fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Current table length (0 before the first insert). Exposed for tests and diagnostics.
    pub(crate) fn capacity(&self) -> usize {
        self.table.len()
    }

    fn bin_index(&self, hash: i32) -> usize {
        (hash as usize) & self.table.len().wrapping_sub(1)
    }

    /// `get(key)`.
    pub(crate) fn get(&self, key: &str) -> Option<&V> {
        if self.table.is_empty() {
            return None;
        }
        let hash = chm_spread(java_string_hash(key));
        match self.table.get(self.bin_index(hash))? {
            Bin::Empty => None,
            Bin::List(nodes) => nodes
                .iter()
                .find(|n| n.hash == hash && n.key == key)
                .map(|n| &n.value),
            Bin::Tree(t) => t.get(key),
        }
    }

    /// `containsKey(key)`.
    pub(crate) fn contains_key(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    /// `put(key, value)` (`putVal(key, value, false)`): replaces the value of an existing key in
    /// place, otherwise links a new node and possibly treeifies / resizes. Returns the old value.
    pub(crate) fn put(&mut self, key: impl Into<String>, value: V) -> Option<V> {
        let key = key.into();
        let hash = chm_spread(java_string_hash(&key));
        if self.table.is_empty() {
            self.init_table();
        }
        let i = self.bin_index(hash);
        let mut old = None;
        // binCount: 0 for an empty bin, the 1-based position of the match or the number of
        // nodes walked before appending for a list bin, 2 for a tree bin.
        let bin_count;
        match self.table.get_mut(i) {
            None => return None,
            Some(slot @ Bin::Empty) => {
                *slot = Bin::List(vec![Node { hash, key, value }]);
                bin_count = 0;
            }
            Some(Bin::List(nodes)) => {
                if let Some(pos) = nodes.iter().position(|n| n.hash == hash && n.key == key) {
                    bin_count = pos + 1;
                    if let Some(n) = nodes.get_mut(pos) {
                        old = Some(std::mem::replace(&mut n.value, value));
                    }
                } else {
                    bin_count = nodes.len();
                    nodes.push(Node { hash, key, value });
                }
            }
            Some(Bin::Tree(t)) => {
                bin_count = 2;
                if let Some(v) = t.get_mut(&key) {
                    old = Some(std::mem::replace(v, value));
                } else {
                    t.chm_insert((hash, key, value));
                }
            }
        }
        if bin_count >= TREEIFY_THRESHOLD {
            // NB: also reached when *replacing* the 8th+ node of a list bin, as in the JDK.
            self.treeify_bin(i);
        }
        if old.is_some() {
            return old;
        }
        self.add_count_after_insert();
        None
    }

    /// `remove(key)`: unlinks the node (a tree bin may turn back into a list). Never resizes.
    pub(crate) fn remove(&mut self, key: &str) -> Option<V>
    where
        V: Clone,
    {
        if self.table.is_empty() {
            return None;
        }
        let hash = chm_spread(java_string_hash(key));
        let i = self.bin_index(hash);
        let slot = self.table.get_mut(i)?;
        let removed = match slot {
            Bin::Empty => None,
            Bin::List(nodes) => {
                let pos = nodes.iter().position(|n| n.hash == hash && n.key == key)?;
                let n = nodes.remove(pos);
                if nodes.is_empty() {
                    *slot = Bin::Empty;
                }
                Some(n.value)
            }
            Bin::Tree(t) => {
                let (v, untreeify) = t.chm_remove(key)?;
                if untreeify {
                    let t = std::mem::replace(slot, Bin::Empty);
                    if let Bin::Tree(t) = t {
                        *slot = list_from_entries(t.into_entries());
                    }
                }
                Some(v)
            }
        };
        if removed.is_some() {
            self.count = self.count.saturating_sub(1);
        }
        removed
    }

    /// Entries in `entrySet().iterator()` order: bins by index, each bin's list front to back.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (&str, &V)> + '_ {
        self.table
            .iter()
            .flat_map(|bin| -> Box<dyn Iterator<Item = (&str, &V)> + '_> {
                match bin {
                    Bin::Empty => Box::new(std::iter::empty()),
                    Bin::List(nodes) => Box::new(nodes.iter().map(|n| (n.key.as_str(), &n.value))),
                    Bin::Tree(t) => Box::new(t.iter().map(|n| (n.key.as_str(), &n.value))),
                }
            })
    }

    /// Keys in iteration order.
    pub(crate) fn keys(&self) -> impl Iterator<Item = &str> + '_ {
        self.iter().map(|(k, _)| k)
    }

    /// `SparkConf.clone()`: a fresh map that `set`s every entry of `self` in iteration order.
    /// The copy's order generally differs from the original's (bins fill in a different
    /// sequence and never see the original's resize history).
    pub(crate) fn clone_as_spark_conf(&self) -> Self
    where
        V: Clone,
    {
        let mut out = Self::new();
        for (k, v) in self.iter() {
            out.put(k, v.clone());
        }
        out
    }

    // ---------------------------------------------------------------- JDK internals

    /// `initTable()` with `sizeCtl == 0`: 16 slots, threshold 12.
    fn init_table(&mut self) {
        let n = if self.size_ctl > 0 {
            self.size_ctl
        } else {
            DEFAULT_CAPACITY
        };
        self.table = (0..n).map(|_| Bin::Empty).collect();
        self.size_ctl = n - (n >> 2);
    }

    /// `addCount(1, binCount)` (binCount >= 0): resize while `count >= sizeCtl`.
    fn add_count_after_insert(&mut self) {
        self.count += 1;
        while self.count >= self.size_ctl
            && !self.table.is_empty()
            && self.table.len() < MAXIMUM_CAPACITY
        {
            self.transfer();
        }
    }

    /// `treeifyBin`: small tables grow instead (`tryPresize(n << 1)`); otherwise the list bin
    /// becomes a `TreeBin` whose list keeps the bin's order.
    fn treeify_bin(&mut self, index: usize) {
        let n = self.table.len();
        if n < MIN_TREEIFY_CAPACITY {
            self.try_presize(n << 1);
        } else if let Some(slot) = self.table.get_mut(index)
            && matches!(slot, Bin::List(_))
            && let Bin::List(nodes) = std::mem::replace(slot, Bin::Empty)
        {
            *slot = Bin::Tree(RbBin::build(
                nodes
                    .into_iter()
                    .map(|n| (n.hash, n.key, n.value))
                    .collect(),
            ));
        }
    }

    /// `tryPresize(size)`: doubles until `sizeCtl >= tableSizeFor(1.5·size + 1)`. Note the
    /// comparison is against the *threshold*, so from 16 slots `tryPresize(32)` ends at 128.
    fn try_presize(&mut self, size: usize) {
        let c = if size >= (MAXIMUM_CAPACITY >> 1) {
            MAXIMUM_CAPACITY
        } else {
            table_size_for(size + (size >> 1) + 1)
        };
        loop {
            if self.table.is_empty() {
                let n = self.size_ctl.max(c);
                self.table = (0..n).map(|_| Bin::Empty).collect();
                self.size_ctl = n - (n >> 2);
            } else if c <= self.size_ctl || self.table.len() >= MAXIMUM_CAPACITY {
                break;
            } else {
                self.transfer();
            }
        }
    }

    /// `transfer(tab, null)` run to completion by one thread: every bin `i` splits into `i`
    /// (hash & n == 0) and `i + n`. List bins keep the maximal same-side tail (`lastRun`) as
    /// is and *prepend* the earlier nodes one by one, reversing them. Tree bins split in list
    /// order and untreeify when a half has <= 6 nodes.
    fn transfer(&mut self) {
        let n = self.table.len();
        let mut next: Vec<Bin<V>> = (0..n << 1).map(|_| Bin::Empty).collect();
        let old = std::mem::take(&mut self.table);
        for (i, bin) in old.into_iter().enumerate().rev() {
            let (lo, hi) = match bin {
                Bin::Empty => (Bin::Empty, Bin::Empty),
                Bin::List(nodes) => split_list(nodes, n),
                Bin::Tree(t) => split_tree(t, n),
            };
            if let Some(slot) = next.get_mut(i) {
                *slot = lo;
            }
            if let Some(slot) = next.get_mut(i + n) {
                *slot = hi;
            }
        }
        self.table = next;
        self.size_ctl = (n << 1) - (n >> 1);
    }
}

/// The list-bin half of `transfer`, with the `lastRun` optimisation.
fn split_list<V>(nodes: Vec<Node<V>>, n: usize) -> (Bin<V>, Bin<V>) {
    let bit = |node: &Node<V>| (node.hash as usize) & n != 0;
    let mut last_run = 0usize;
    let mut run_bit = nodes.first().is_some_and(bit);
    for (idx, node) in nodes.iter().enumerate().skip(1) {
        let b = bit(node);
        if b != run_bit {
            run_bit = b;
            last_run = idx;
        }
    }
    let mut nodes = nodes;
    let tail = nodes.split_off(last_run.min(nodes.len()));
    // Prepending p0, p1, ..., pk (the nodes before lastRun) onto the tail yields
    // pk, ..., p1, p0, tail: walk them backwards and push.
    let mut lo: Vec<Node<V>> = Vec::new();
    let mut hi: Vec<Node<V>> = Vec::new();
    for node in nodes.into_iter().rev() {
        if bit(&node) {
            hi.push(node);
        } else {
            lo.push(node);
        }
    }
    if run_bit {
        hi.extend(tail);
    } else {
        lo.extend(tail);
    }
    let wrap = |v: Vec<Node<V>>| {
        if v.is_empty() {
            Bin::Empty
        } else {
            Bin::List(v)
        }
    };
    (wrap(lo), wrap(hi))
}

/// The `TreeBin` half of `transfer`.
fn split_tree<V>(t: RbBin<V>, n: usize) -> (Bin<V>, Bin<V>) {
    let total = t.len();
    let lc = t.iter().filter(|e| (e.hash as usize) & n == 0).count();
    let hc = total - lc;
    // A half that receives every node keeps the original TreeBin object (and its shape).
    if hc == 0 && lc > UNTREEIFY_THRESHOLD {
        return (Bin::Tree(t), Bin::Empty);
    }
    if lc == 0 && hc > UNTREEIFY_THRESHOLD {
        return (Bin::Empty, Bin::Tree(t));
    }
    let (lo, hi): (Vec<Entry<V>>, Vec<Entry<V>>) = t
        .into_entries()
        .into_iter()
        .partition(|e| (e.0 as usize) & n == 0);
    let make = |v: Vec<Entry<V>>| {
        if v.len() <= UNTREEIFY_THRESHOLD {
            list_from_entries(v)
        } else {
            Bin::Tree(RbBin::build(v))
        }
    };
    (make(lo), make(hi))
}

mod props {
    use super::super::JavaConcurrentHashMap;
    use super::ReferenceChm;
    use proptest::prelude::*;

    /// Keys that share their `String.hashCode` (`Aa`/`BB` blocks: enough in one bin to make a
    /// tree bin), keys that share the low bits of their spread hash, and ordinary ones.
    fn key() -> impl Strategy<Value = String> {
        prop_oneof![
            3 => "(Aa|BB){4}",
            2 => "(Aa|BB){2}x",
            2 => "[a-z]{1,3}",
            1 => "spark\\.[a-z.]{1,20}",
        ]
    }

    proptest! {
        #[test]
        fn arena_matches_the_list_bins(
            ops in proptest::collection::vec((prop::bool::weighted(0.8), key()), 0..400),
        ) {
            let mut m = JavaConcurrentHashMap::new();
            let mut r = ReferenceChm::new();
            for (i, (put, k)) in ops.iter().enumerate() {
                if *put {
                    prop_assert_eq!(m.put(k.clone(), i), r.put(k.clone(), i));
                } else {
                    prop_assert_eq!(m.remove(k), r.remove(k));
                }
                prop_assert_eq!(m.get(k), r.get(k));
                prop_assert_eq!(m.len(), r.len());
                prop_assert_eq!(m.capacity(), r.capacity());
            }
            let got: Vec<(&str, &usize)> = m.iter().collect();
            let want: Vec<(&str, &usize)> = r.iter().collect();
            prop_assert_eq!(got, want);
            let again = m.clone_as_spark_conf();
            let again_ref = r.clone_as_spark_conf();
            prop_assert_eq!(again.keys().collect::<Vec<_>>(), again_ref.keys().collect::<Vec<_>>());
        }
    }
}
