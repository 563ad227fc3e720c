//! Java 17 `java.util.concurrent.ConcurrentHashMap<String, V>`, single-threaded.
//!
//! `org.apache.spark.SparkConf` stores every setting in `new ConcurrentHashMap[String, String]()`
//! and Spark's Kubernetes builders iterate `SparkConf.getAll` (= `entrySet()` order) when they
//! derive env vars, volumes, labels and `SPARK_JAVA_OPT_n` indices. To emit byte-identical pods
//! we replay the JDK's table layout exactly: lazy 16-slot table, `spread` hashing, tail-append
//! bins, `addCount` resizes at 0.75·n, `transfer()`'s `lastRun` split (which *reverses* the
//! nodes before `lastRun`), `treeifyBin`'s `tryPresize` jump (16 → 128 when a bin reaches nine
//! nodes) and real red-black `TreeBin`s (new keys go to the *front* of a tree bin).
//!
//! The nodes of the list bins live in one arena and link to each other by index, as the JDK's
//! nodes link by reference: a bin is the index of its first node. So a map of n keys is one
//! allocation for its nodes rather than one per bin, and a resize relinks nodes where it used
//! to move them into freshly allocated lists: with tens of thousands of keys (every conf is
//! copied a few times per render) the lists' allocations, moves and frees were much of the
//! cost. The nodes' keys are one text too, each node holding its key's place in it: a conf's
//! keys were one allocation each, made again by every copy of the conf and freed with it.

use super::hash::{java_string_hash, ushr};
use super::rbtree::{Entry, RbBin};

const DEFAULT_CAPACITY: usize = 16;
const MAXIMUM_CAPACITY: usize = 1 << 30;
const TREEIFY_THRESHOLD: usize = 8;
const UNTREEIFY_THRESHOLD: usize = 6;
const MIN_TREEIFY_CAPACITY: usize = 64;
const HASH_BITS: i32 = 0x7fff_ffff;

/// `ConcurrentHashMap.spread`: `(h ^ (h >>> 16)) & HASH_BITS`.
pub fn chm_spread(h: i32) -> i32 {
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
    /// The key's `String.hashCode`. The JDK's node holds `spread` of it, which is computed
    /// where the table needs it: the hash itself is what `SparkConf.getAll`'s order hashes
    /// again (each pair's key and value), and a copy of the map reuses it.
    key_hash: i32,
    /// The next node of its bin ([`Link`]), [`END`] for the last.
    next: Link,
    key: KeySpan,
    value: V,
}

/// Where a list node's key is in [`JavaConcurrentHashMap::keys`].
#[derive(Clone, Copy, Debug)]
struct KeySpan {
    start: usize,
    end: usize,
}

/// A node of the arena: its index + 1 (0 is the JDK's `null`).
type Link = u32;
const END: Link = 0;

#[derive(Clone, Debug)]
enum Bin<V> {
    Empty,
    /// A list bin: its first node.
    List(Link),
    /// Boxed: tree bins are rare, and inline they made every slot of the table 2.5 times
    /// larger (a conf of 20 000 keys has 32 768 slots, allocated anew at every resize).
    Tree(Box<RbBin<V>>),
}

/// Emulation of Java 17's `ConcurrentHashMap<String, V>` built with the no-arg constructor,
/// reproducing its `entrySet().iterator()` order exactly (see the module docs for why).
///
/// `put` on an existing key keeps its position; `remove` never shrinks the table.
#[derive(Clone, Debug)]
pub struct JavaConcurrentHashMap<V> {
    /// Empty until the first insert (`initTable`).
    table: Vec<Bin<V>>,
    /// The list bins' nodes, in the order they were created; `None` where a node left (removed,
    /// or moved into a tree bin).
    nodes: Vec<Option<Node<V>>>,
    /// The list nodes' keys, one after another in the order the nodes were made (a removed
    /// node's key stays, unused). Tree bins hold their own keys.
    keys: String,
    /// `sizeCtl` once initialised: the resize threshold (0.75·n).
    size_ctl: usize,
    count: usize,
}

impl<V> Default for JavaConcurrentHashMap<V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<V> JavaConcurrentHashMap<V> {
    /// `new ConcurrentHashMap<>()`: no table yet (`sizeCtl == 0`, i.e. 16 slots on first put).
    pub fn new() -> Self {
        JavaConcurrentHashMap {
            table: Vec::new(),
            nodes: Vec::new(),
            keys: String::new(),
            size_ctl: 0,
            count: 0,
        }
    }

    /// Room for `additional` more entries in the node arena, their keys taking `key_bytes` (one
    /// allocation each for a map filled from a list of known length): the emulated table, its
    /// resizes and so the iteration order are Java's whatever is reserved.
    pub fn reserve(&mut self, additional: usize, key_bytes: usize) {
        self.nodes.reserve(additional);
        self.keys.reserve(key_bytes);
    }

    /// Number of mappings.
    pub fn len(&self) -> usize {
        self.count
    }

    /// True if there are no mappings.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Current table length (0 before the first insert). Exposed for tests and diagnostics.
    pub fn capacity(&self) -> usize {
        self.table.len()
    }

    fn bin_index(&self, hash: i32) -> usize {
        (hash as usize) & self.table.len().wrapping_sub(1)
    }

    fn key_of(&self, span: KeySpan) -> &str {
        self.keys.get(span.start..span.end).unwrap_or_default()
    }

    fn node(&self, link: Link) -> Option<&Node<V>> {
        self.nodes.get((link as usize).checked_sub(1)?)?.as_ref()
    }

    fn node_mut(&mut self, link: Link) -> Option<&mut Node<V>> {
        self.nodes
            .get_mut((link as usize).checked_sub(1)?)?
            .as_mut()
    }

    /// A new node (not linked into any bin yet).
    fn new_node(&mut self, key_hash: i32, key: &str, value: V, next: Link) -> Link {
        let start = self.keys.len();
        self.keys.push_str(key);
        self.nodes.push(Some(Node {
            key_hash,
            next,
            key: KeySpan {
                start,
                end: self.keys.len(),
            },
            value,
        }));
        self.nodes.len() as Link
    }

    /// The nodes of the list bin starting at `head`, with their links.
    fn chain(&self, head: Link) -> impl Iterator<Item = (Link, &Node<V>)> + '_ {
        let mut link = head;
        std::iter::from_fn(move || {
            let at = link;
            let node = self.node(at)?;
            link = node.next;
            Some((at, node))
        })
    }

    /// The key's list node in the bin starting at `head`. The JDK compares spread hashes and
    /// then keys; equal keys have equal `hashCode`s, so comparing those finds the same node.
    fn find_in(&self, head: Link, key_hash: i32, key: &str) -> Option<Link> {
        self.chain(head)
            .find(|(_, n)| n.key_hash == key_hash && self.key_of(n.key) == key)
            .map(|(at, _)| at)
    }

    /// `get(key)`.
    pub fn get(&self, key: &str) -> Option<&V> {
        self.get_hashed(key, java_string_hash(key))
    }

    /// [`Self::get`] of a key whose `hashCode()` is known (`java_hash`).
    pub fn get_hashed(&self, key: &str, java_hash: i32) -> Option<&V> {
        if self.table.is_empty() {
            return None;
        }
        match self.table.get(self.bin_index(chm_spread(java_hash)))? {
            Bin::Empty => None,
            Bin::List(head) => self
                .node(self.find_in(*head, java_hash, key)?)
                .map(|n| &n.value),
            Bin::Tree(t) => t.get(key),
        }
    }

    /// `containsKey(key)`.
    pub fn contains_key(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    /// `put(key, value)` (`putVal(key, value, false)`): replaces the value of an existing key in
    /// place, otherwise links a new node and possibly treeifies / resizes. Returns the old value.
    pub fn put(&mut self, key: impl AsRef<str>, value: V) -> Option<V> {
        let key = key.as_ref();
        self.put_hashed(key, java_string_hash(key), value)
    }

    /// [`Self::put`] of a key whose `hashCode()` is `key_hash` (a copy of another map's node
    /// knows it: hashing every key again read each one from memory once more).
    fn put_hashed(&mut self, key: &str, key_hash: i32, value: V) -> Option<V> {
        if self.table.is_empty() {
            self.init_table();
        }
        let hash = chm_spread(key_hash);
        let i = self.bin_index(hash);
        let mut old = None;
        // binCount: 0 for an empty bin, the 1-based position of the match or the number of
        // nodes walked before appending for a list bin, 2 for a tree bin.
        let list_head = match self.table.get(i) {
            None => return None,
            Some(Bin::Tree(_)) => None,
            Some(Bin::Empty) => Some(END),
            Some(Bin::List(head)) => Some(*head),
        };
        let bin_count = match list_head {
            Some(head) => self.put_in_list(i, head, key_hash, key, value, &mut old),
            None => {
                if let Some(Bin::Tree(t)) = self.table.get_mut(i) {
                    if let Some(v) = t.get_mut(key) {
                        old = Some(std::mem::replace(v, value));
                    } else {
                        t.chm_insert((hash, key.to_string(), value));
                    }
                }
                2
            }
        };
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

    /// `putVal` on the list bin `i` starting at `head` (`END`: an empty bin): replace the key's
    /// value in place (into `old`) or append a node. Returns `binCount`.
    fn put_in_list(
        &mut self,
        i: usize,
        head: Link,
        key_hash: i32,
        key: &str,
        value: V,
        old: &mut Option<V>,
    ) -> usize {
        let mut walked = 0;
        let mut last = END;
        let mut found = None;
        for (at, n) in self.chain(head) {
            if n.key_hash == key_hash && self.key_of(n.key) == key {
                found = Some(at);
                break;
            }
            walked += 1;
            last = at;
        }
        if let Some(at) = found {
            if let Some(n) = self.node_mut(at) {
                *old = Some(std::mem::replace(&mut n.value, value));
            }
            return walked + 1;
        }
        let new = self.new_node(key_hash, key, value, END);
        match self.node_mut(last) {
            Some(tail) => tail.next = new,
            None => {
                if let Some(slot) = self.table.get_mut(i) {
                    *slot = Bin::List(new);
                }
            }
        }
        walked
    }

    /// `remove(key)`: unlinks the node (a tree bin may turn back into a list). Never resizes.
    pub fn remove(&mut self, key: &str) -> Option<V>
    where
        V: Clone,
    {
        if self.table.is_empty() {
            return None;
        }
        let key_hash = java_string_hash(key);
        let i = self.bin_index(chm_spread(key_hash));
        let removed = match self.table.get_mut(i)? {
            Bin::Empty => None,
            Bin::List(head) => {
                let head = *head;
                let at = self.find_in(head, key_hash, key)?;
                let prev = self.chain(head).find(|(_, n)| n.next == at).map(|(p, _)| p);
                let node = self.nodes.get_mut(at as usize - 1)?.take()?;
                match prev.and_then(|p| self.node_mut(p)) {
                    Some(p) => p.next = node.next,
                    None => {
                        if let Some(slot) = self.table.get_mut(i) {
                            *slot = if node.next == END {
                                Bin::Empty
                            } else {
                                Bin::List(node.next)
                            };
                        }
                    }
                }
                Some(node.value)
            }
            Bin::Tree(t) => {
                let (v, untreeify) = t.chm_remove(key)?;
                if untreeify
                    && let Some(slot) = self.table.get_mut(i)
                    && let Bin::Tree(t) = std::mem::replace(slot, Bin::Empty)
                {
                    let bin = self.list_from_entries((*t).into_entries());
                    if let Some(slot) = self.table.get_mut(i) {
                        *slot = bin;
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
    pub fn iter(&self) -> impl Iterator<Item = (&str, &V)> + '_ {
        self.iter_with_key_hash().map(|(_, k, v)| (k, v))
    }

    /// [`Self::iter`] with each key's `hashCode()` (`SparkConf.getAll`'s order hashes it again;
    /// a list node has it, a tree bin's entry, rare, hashes its key).
    pub fn iter_with_key_hash(&self) -> impl Iterator<Item = (i32, &str, &V)> + '_ {
        self.table.iter().flat_map(move |bin| {
            let (head, tree) = match bin {
                Bin::Empty => (END, None),
                Bin::List(head) => (*head, None),
                Bin::Tree(t) => (END, Some(t.iter())),
            };
            self.chain(head)
                .map(|(_, n)| (n.key_hash, self.key_of(n.key), &n.value))
                .chain(
                    tree.into_iter()
                        .flatten()
                        .map(|n| (java_string_hash(&n.key), n.key.as_str(), &n.value)),
                )
        })
    }

    /// Keys in iteration order.
    pub fn keys(&self) -> impl Iterator<Item = &str> + '_ {
        self.iter().map(|(k, _)| k)
    }

    /// `SparkConf.clone()`: a fresh map that `set`s every entry of `self` in iteration order.
    /// The copy's order generally differs from the original's (bins fill in a different
    /// sequence and never see the original's resize history).
    pub fn clone_as_spark_conf(&self) -> Self
    where
        V: Clone,
    {
        let mut out = Self::new();
        out.reserve(self.len(), self.keys.len());
        for (key_hash, k, v) in self.iter_with_key_hash() {
            out.put_hashed(k, key_hash, v.clone());
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
        } else if let Some(Bin::List(head)) = self.table.get(index) {
            let links: Vec<Link> = self.chain(*head).map(|(at, _)| at).collect();
            let nodes: Vec<Node<V>> = links
                .into_iter()
                .filter_map(|at| self.nodes.get_mut(at as usize - 1)?.take())
                .collect();
            let entries: Vec<Entry<V>> = nodes
                .into_iter()
                .map(|n| {
                    (
                        chm_spread(n.key_hash),
                        self.key_of(n.key).to_string(),
                        n.value,
                    )
                })
                .collect();
            if let Some(slot) = self.table.get_mut(index) {
                *slot = Bin::Tree(Box::new(RbBin::build(entries)));
            }
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
                Bin::List(head) => self.split_list(head, n),
                Bin::Tree(t) => self.split_tree(t, n),
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

    /// The list-bin half of `transfer`, with the `lastRun` optimisation, relinking the nodes
    /// in place: the run from `lastRun` to the end stays linked as it is, the nodes before it
    /// are prepended one by one to their half.
    fn split_list(&mut self, head: Link, n: usize) -> (Bin<V>, Bin<V>) {
        let bit = |hash: i32| (hash as usize) & n != 0;
        let mut nodes = self.chain(head);
        let Some((_, first)) = nodes.next() else {
            return (Bin::Empty, Bin::Empty);
        };
        let mut run_bit = bit(chm_spread(first.key_hash));
        let mut last_run = head;
        for (at, node) in nodes {
            let b = bit(chm_spread(node.key_hash));
            if b != run_bit {
                run_bit = b;
                last_run = at;
            }
        }
        let (mut lo, mut hi) = if run_bit {
            (END, last_run)
        } else {
            (last_run, END)
        };
        let mut p = head;
        while p != last_run {
            let Some(node) = self.node_mut(p) else {
                break;
            };
            let next = node.next;
            if bit(chm_spread(node.key_hash)) {
                node.next = hi;
                hi = p;
            } else {
                node.next = lo;
                lo = p;
            }
            p = next;
        }
        let bin = |link: Link| {
            if link == END {
                Bin::Empty
            } else {
                Bin::List(link)
            }
        };
        (bin(lo), bin(hi))
    }

    /// The `TreeBin` half of `transfer`.
    fn split_tree(&mut self, t: Box<RbBin<V>>, n: usize) -> (Bin<V>, Bin<V>) {
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
        let mut make = |v: Vec<Entry<V>>| {
            if v.len() <= UNTREEIFY_THRESHOLD {
                self.list_from_entries(v)
            } else {
                Bin::Tree(Box::new(RbBin::build(v)))
            }
        };
        let lo = make(lo);
        let hi = make(hi);
        (lo, hi)
    }

    /// A list bin of `entries` in their order (`untreeify`).
    fn list_from_entries(&mut self, entries: Vec<Entry<V>>) -> Bin<V> {
        let mut head = END;
        // A tree entry holds the spread hash; its list node, the key's own.
        for (_, key, value) in entries.into_iter().rev() {
            head = self.new_node(java_string_hash(&key), &key, value, head);
        }
        if head == END {
            Bin::Empty
        } else {
            Bin::List(head)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lazy_table_and_resizes() {
        let mut m = JavaConcurrentHashMap::new();
        assert_eq!(m.capacity(), 0);
        m.put("a", 1);
        assert_eq!(m.capacity(), 16);
        for i in 0..11 {
            m.put(format!("k{i}"), i);
        }
        // 12 entries == sizeCtl(12) -> resized to 32 right after the 12th insert
        assert_eq!(m.len(), 12);
        assert_eq!(m.capacity(), 32);
        assert_eq!(m.put("a", 7), Some(1));
        assert_eq!(m.get("a"), Some(&7));
        assert_eq!(m.remove("a"), Some(7));
        assert!(!m.contains_key("a"));
        assert_eq!(m.len(), 11);
        assert_eq!(m.capacity(), 32);
    }

    /// A node keeps its key's `hashCode` (the table works on its spread): in list bins, in tree
    /// bins (16 keys of one hash), after a tree bin turns back into a list, and in a copy.
    #[test]
    fn entries_carry_their_keys_hash_code() {
        let mut m = JavaConcurrentHashMap::new();
        let colliding: Vec<String> = (0..16u32)
            .map(|bits| {
                (0..4)
                    .map(|i| if bits >> i & 1 == 1 { "Aa" } else { "BB" })
                    .collect()
            })
            .collect();
        for (i, k) in colliding.iter().enumerate() {
            m.put(k.as_str(), i);
        }
        for i in 0..40 {
            m.put(format!("spark.key{i}"), i);
        }
        assert!(m.table.iter().any(|b| matches!(b, Bin::Tree(_))));
        let holds_hashes = |m: &JavaConcurrentHashMap<usize>| {
            m.iter_with_key_hash()
                .all(|(h, k, _)| h == java_string_hash(k))
        };
        assert!(holds_hashes(&m));
        assert!(holds_hashes(&m.clone_as_spark_conf()));
        for k in colliding.iter().skip(3) {
            m.remove(k);
        }
        assert!(!m.table.iter().any(|b| matches!(b, Bin::Tree(_))));
        assert!(holds_hashes(&m));
        assert_eq!(m.len(), 43);
        for (i, k) in colliding.iter().enumerate() {
            assert_eq!(m.get(k).copied(), (i < 3).then_some(i), "{k}");
        }
    }

    #[test]
    fn table_size_for_matches_jdk() {
        assert_eq!(table_size_for(1), 1);
        assert_eq!(table_size_for(49), 64);
        assert_eq!(table_size_for(64), 64);
        assert_eq!(table_size_for(65), 128);
    }

    #[test]
    fn transfer_reverses_nodes_before_last_run() {
        // hashes chosen directly: bit 16 decides the side when growing from 16 to 32
        let mut m: JavaConcurrentHashMap<()> = JavaConcurrentHashMap::new();
        let mut head = END;
        for (h, k) in [(1, "a"), (17, "b"), (1, "c"), (33, "d"), (49, "e")]
            .into_iter()
            .rev()
        {
            head = m.new_node(h, k, (), head);
        }
        let (lo, hi) = m.split_list(head, 16);
        let keys = |b: &Bin<()>| match b {
            Bin::List(head) => m
                .chain(*head)
                .map(|(_, n)| m.key_of(n.key).to_string())
                .collect(),
            _ => Vec::new(),
        };
        // lastRun = "e" (only trailing run); a, b, c, d are prepended in reverse
        assert_eq!(keys(&lo), vec!["d", "c", "a"]);
        assert_eq!(keys(&hi), vec!["b", "e"]);
    }
}
