//! Java 17 `java.util.HashMap<String, V>` (no-arg constructor), iteration order included.
//!
//! Spark builds several intermediate `java.util.HashMap`s (e.g. for env var and annotation
//! maps handed to the fabric8 builders) whose `keySet()` order ends up in the pod spec.
//! Layout: 16 slots on first put, threshold 0.75·n, `hash = h ^ (h >>> 16)`, tail-append bins,
//! order-preserving lo/hi resize split, and red-black tree bins once a bin of a >= 64 table
//! reaches nine nodes (smaller tables resize instead). Tree bins are ported exactly: the root
//! is kept first in the bin and new nodes are linked right after their tree parent.

use super::hash::{java_string_hash, ushr};
use super::rbtree::{Entry, RbBin};

const DEFAULT_INITIAL_CAPACITY: usize = 16;
const MAXIMUM_CAPACITY: usize = 1 << 30;
const TREEIFY_THRESHOLD: usize = 8;
const UNTREEIFY_THRESHOLD: usize = 6;
const MIN_TREEIFY_CAPACITY: usize = 64;

/// `HashMap.hash(key)` for a String key: `h ^ (h >>> 16)`.
pub fn hash_map_hash(h: i32) -> i32 {
    h ^ ushr(h, 16)
}

#[derive(Clone, Debug)]
enum Bin<V> {
    Empty,
    List(Vec<Entry<V>>),
    Tree(RbBin<V>),
}

/// Emulation of `new java.util.HashMap<String, V>()` that reproduces `keySet()`/`entrySet()`
/// iteration order (see the module docs for why Spark needs it).
#[derive(Clone, Debug)]
pub struct JavaHashMap<V> {
    table: Vec<Bin<V>>,
    threshold: usize,
    size: usize,
}

impl<V> Default for JavaHashMap<V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<V> JavaHashMap<V> {
    /// `new HashMap<>()`: no table until the first put.
    pub fn new() -> Self {
        JavaHashMap {
            table: Vec::new(),
            threshold: 0,
            size: 0,
        }
    }

    /// Number of mappings.
    pub fn len(&self) -> usize {
        self.size
    }

    /// True if there are no mappings.
    pub fn is_empty(&self) -> bool {
        self.size == 0
    }

    /// Current table length (0 before the first put).
    pub fn capacity(&self) -> usize {
        self.table.len()
    }

    fn index_for(&self, hash: i32) -> usize {
        (hash as u32 as usize) & self.table.len().wrapping_sub(1)
    }

    /// `get(key)`.
    pub fn get(&self, key: &str) -> Option<&V> {
        if self.table.is_empty() {
            return None;
        }
        let hash = hash_map_hash(java_string_hash(key));
        match self.table.get(self.index_for(hash))? {
            Bin::Empty => None,
            Bin::List(v) => v.iter().find(|e| e.1 == key).map(|e| &e.2),
            Bin::Tree(t) => t.get(key),
        }
    }

    /// `containsKey(key)`.
    pub fn contains_key(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    /// `put(key, value)`: an existing key keeps its slot; returns the old value.
    pub fn put(&mut self, key: impl Into<String>, value: V) -> Option<V> {
        let key = key.into();
        let hash = hash_map_hash(java_string_hash(&key));
        if self.table.is_empty() {
            self.resize();
        }
        let i = self.index_for(hash);
        let mut treeify = false;
        match self.table.get_mut(i) {
            None => return None,
            Some(slot @ Bin::Empty) => *slot = Bin::List(vec![(hash, key, value)]),
            Some(Bin::List(v)) => {
                if let Some(e) = v.iter_mut().find(|e| e.0 == hash && e.1 == key) {
                    return Some(std::mem::replace(&mut e.2, value));
                }
                // binCount = nodes walked past the first; treeify once the new node is the 9th
                treeify = v.len() >= TREEIFY_THRESHOLD;
                v.push((hash, key, value));
            }
            Some(Bin::Tree(t)) => {
                if let Some(old) = t.get_mut(&key) {
                    return Some(std::mem::replace(old, value));
                }
                t.hash_map_insert((hash, key, value));
            }
        }
        if treeify {
            self.treeify_bin(hash);
        }
        self.size += 1;
        if self.size > self.threshold {
            self.resize();
        }
        None
    }

    /// `remove(key)`.
    pub fn remove(&mut self, key: &str) -> Option<V>
    where
        V: Clone,
    {
        if self.table.is_empty() {
            return None;
        }
        let hash = hash_map_hash(java_string_hash(key));
        let i = self.index_for(hash);
        let slot = self.table.get_mut(i)?;
        let removed = match slot {
            Bin::Empty => None,
            Bin::List(v) => {
                let pos = v.iter().position(|e| e.0 == hash && e.1 == key)?;
                let e = v.remove(pos);
                if v.is_empty() {
                    *slot = Bin::Empty;
                }
                Some(e.2)
            }
            Bin::Tree(t) => {
                let (value, untreeify) = t.hash_map_remove(key)?;
                if untreeify && let Bin::Tree(t) = std::mem::replace(slot, Bin::Empty) {
                    let entries = t.into_entries();
                    if !entries.is_empty() {
                        *slot = Bin::List(entries);
                    }
                }
                Some(value)
            }
        };
        if removed.is_some() {
            self.size = self.size.saturating_sub(1);
        }
        removed
    }

    /// Entries in iteration order: bins by index, each bin front to back.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &V)> + '_ {
        self.table
            .iter()
            .flat_map(|bin| -> Box<dyn Iterator<Item = (&str, &V)> + '_> {
                match bin {
                    Bin::Empty => Box::new(std::iter::empty()),
                    Bin::List(v) => Box::new(v.iter().map(|e| (e.1.as_str(), &e.2))),
                    Bin::Tree(t) => Box::new(t.iter().map(|n| (n.key.as_str(), &n.value))),
                }
            })
    }

    /// Keys in iteration order.
    pub fn keys(&self) -> impl Iterator<Item = &str> + '_ {
        self.iter().map(|(k, _)| k)
    }

    /// `treeifyBin`: tables under 64 slots just double.
    fn treeify_bin(&mut self, hash: i32) {
        if self.table.len() < MIN_TREEIFY_CAPACITY {
            self.resize();
            return;
        }
        let i = self.index_for(hash);
        if let Some(slot) = self.table.get_mut(i)
            && let Bin::List(v) = std::mem::replace(slot, Bin::Empty)
        {
            *slot = Bin::Tree(RbBin::hash_map_treeify(v));
        }
    }

    /// `resize()` for the default-constructed map: 16/12 first, then double both.
    fn resize(&mut self) {
        let old_cap = self.table.len();
        let (new_cap, new_thr) = if old_cap > 0 {
            if old_cap >= MAXIMUM_CAPACITY {
                self.threshold = usize::MAX;
                return;
            }
            let new_cap = old_cap << 1;
            let thr = if new_cap < MAXIMUM_CAPACITY && old_cap >= DEFAULT_INITIAL_CAPACITY {
                self.threshold << 1
            } else {
                (new_cap * 3) / 4
            };
            (new_cap, thr)
        } else {
            (DEFAULT_INITIAL_CAPACITY, (DEFAULT_INITIAL_CAPACITY * 3) / 4)
        };
        self.threshold = new_thr;
        let mut next: Vec<Bin<V>> = (0..new_cap).map(|_| Bin::Empty).collect();
        let old = std::mem::take(&mut self.table);
        for (j, bin) in old.into_iter().enumerate() {
            let (lo, hi) = match bin {
                Bin::Empty => continue,
                Bin::List(v) => {
                    let (lo, hi): (Vec<_>, Vec<_>) = v
                        .into_iter()
                        .partition(|e| (e.0 as u32 as usize) & old_cap == 0);
                    (wrap_list(lo), wrap_list(hi))
                }
                Bin::Tree(t) => split_tree(t, old_cap),
            };
            if let Some(slot) = next.get_mut(j) {
                *slot = lo;
            }
            if let Some(slot) = next.get_mut(j + old_cap) {
                *slot = hi;
            }
        }
        self.table = next;
    }
}

fn wrap_list<V>(v: Vec<Entry<V>>) -> Bin<V> {
    if v.is_empty() {
        Bin::Empty
    } else {
        Bin::List(v)
    }
}

/// `TreeNode.split`: lo/hi in list order; a half with <= 6 nodes untreeifies, a half that got
/// every node keeps the tree as is, otherwise the half is re-treeified (root moves first).
fn split_tree<V>(t: RbBin<V>, bit: usize) -> (Bin<V>, Bin<V>) {
    let total = t.len();
    let lc = t
        .iter()
        .filter(|n| (n.hash as u32 as usize) & bit == 0)
        .count();
    let hc = total - lc;
    if hc == 0 && lc > UNTREEIFY_THRESHOLD {
        return (Bin::Tree(t), Bin::Empty);
    }
    if lc == 0 && hc > UNTREEIFY_THRESHOLD {
        return (Bin::Empty, Bin::Tree(t));
    }
    let (lo, hi): (Vec<_>, Vec<_>) = t
        .into_entries()
        .into_iter()
        .partition(|e| (e.0 as u32 as usize) & bit == 0);
    let make = |v: Vec<Entry<V>>| {
        if v.len() <= UNTREEIFY_THRESHOLD {
            wrap_list(v)
        } else {
            Bin::Tree(RbBin::hash_map_treeify(v))
        }
    };
    (make(lo), make(hi))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resize_keeps_relative_order() {
        let mut m = JavaHashMap::new();
        for i in 0..13 {
            m.put(format!("spark.executorEnv.K{i}"), i);
        }
        assert_eq!(m.capacity(), 32);
        assert_eq!(m.len(), 13);
        assert_eq!(m.get("spark.executorEnv.K3"), Some(&3));
        assert_eq!(m.put("spark.executorEnv.K3", 30), Some(3));
        assert_eq!(m.remove("spark.executorEnv.K3"), Some(30));
        assert_eq!(m.len(), 12);
    }
}
