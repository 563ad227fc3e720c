//! Scala 2.12.18 `scala.collection.immutable.HashMap` (the `HashTrieMap` hash trie), ported
//! structurally: `updated0`, `removed0`, `filter0`, `merge0` (what `++` uses) and the
//! `HashMapBuilder.addHashMap` merge that `Map.newBuilder ++= hashMap` uses.
//!
//! Iteration is depth-first with children in 5-bit-fragment order starting from the *low*
//! bits of `improve(key.##)`, so two keys are ordered by their first differing fragment.
//! Full-hash collisions live in a `HashMapCollision1` holding a `ListMap` in insertion order,
//! where re-`updated` keys move to the END (unlike `Map1..4` and 2.13).

/// 2.12 `HashMap.improve` (the same bit mixer as 2.13's `scala.collection.Hashing.improve`).
pub(crate) fn improve(hcode: i32) -> i32 {
    let mut h = hcode.wrapping_add(!hcode.wrapping_shl(9));
    h ^= ((h as u32) >> 14) as i32;
    h = h.wrapping_add(h.wrapping_shl(4));
    h ^ ((h as u32) >> 10) as i32
}

/// `(hash >>> level) & 0x1f` with Java's shift-distance masking.
fn fragment(hash: i32, level: u32) -> u32 {
    (hash as u32).wrapping_shr(level) & 0x1f
}

fn offset(bitmap: u32, mask: u32) -> usize {
    (bitmap & mask.wrapping_sub(1)).count_ones() as usize
}

/// How `updated0` combines an existing mapping with the incoming one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Merger {
    /// `merger == null` (`updated` / `+`): the incoming value wins.
    Plain,
    /// `HashMap.concatMerger`: the incoming value wins (it is the right-hand operand).
    Concat,
    /// `concatMerger.invert`: the existing value wins (the incoming one is the left operand).
    ConcatInv,
}

impl Merger {
    fn invert(self) -> Merger {
        match self {
            Merger::Plain => Merger::Plain,
            Merger::Concat => Merger::ConcatInv,
            Merger::ConcatInv => Merger::Concat,
        }
    }
    fn incoming_wins(self) -> bool {
        self != Merger::ConcatInv
    }
}

#[derive(Clone, Debug)]
pub(crate) enum Trie<V> {
    /// `EmptyHashMap` (also `new HashMap`).
    Empty,
    /// `HashMap1`.
    Leaf { key: String, hash: i32, value: V },
    /// `HashMapCollision1`: the `ListMap` entries in iteration order.
    Collision { hash: i32, kvs: Vec<(String, V)> },
    /// `HashTrieMap`.
    Node {
        bitmap: u32,
        elems: Vec<Trie<V>>,
        size: usize,
    },
}

impl<V: Clone> Trie<V> {
    pub(crate) fn size(&self) -> usize {
        match self {
            Trie::Empty => 0,
            Trie::Leaf { .. } => 1,
            Trie::Collision { kvs, .. } => kvs.len(),
            Trie::Node { size, .. } => *size,
        }
    }

    fn is_node(&self) -> bool {
        matches!(self, Trie::Node { .. })
    }

    pub(crate) fn get(&self, key: &str, hash: i32, level: u32) -> Option<&V> {
        match self {
            Trie::Empty => None,
            Trie::Leaf {
                key: k,
                hash: h,
                value,
            } => (*h == hash && k == key).then_some(value),
            Trie::Collision { hash: h, kvs } => {
                if *h != hash {
                    return None;
                }
                kvs.iter().find(|(k, _)| k == key).map(|(_, v)| v)
            }
            Trie::Node { bitmap, elems, .. } => {
                let mask = 1u32 << fragment(hash, level);
                if bitmap & mask == 0 {
                    return None;
                }
                elems.get(offset(*bitmap, mask))?.get(key, hash, level + 5)
            }
        }
    }

    /// Entries in `iterator` order (`TrieIterator`).
    pub(crate) fn for_each<'a>(&'a self, out: &mut Vec<(&'a str, &'a V)>) {
        match self {
            Trie::Empty => {}
            Trie::Leaf { key, value, .. } => out.push((key.as_str(), value)),
            Trie::Collision { kvs, .. } => out.extend(kvs.iter().map(|(k, v)| (k.as_str(), v))),
            Trie::Node { elems, .. } => elems.iter().for_each(|e| e.for_each(out)),
        }
    }

    /// Entries in `foreachEntry` order, which 2.12.18's `HashMap.keySet` (`HashMapKeys`) uses
    /// for `foreach` and hence for `keys.map(f)`: the same as [`Trie::for_each`] except that a
    /// collision bucket's `ListMap` is walked from its head (the newest binding), i.e. in
    /// reverse of its iteration order.
    pub(crate) fn for_each_entry<'a>(&'a self, out: &mut Vec<(&'a str, &'a V)>) {
        match self {
            Trie::Collision { kvs, .. } => {
                out.extend(kvs.iter().rev().map(|(k, v)| (k.as_str(), v)));
            }
            Trie::Node { elems, .. } => elems.iter().for_each(|e| e.for_each_entry(out)),
            Trie::Empty | Trie::Leaf { .. } => self.for_each(out),
        }
    }

    /// `HashMap.makeHashTrieMap` for two leaves with different hashes.
    fn make_trie(
        hash0: i32,
        elem0: Trie<V>,
        hash1: i32,
        elem1: Trie<V>,
        level: u32,
        size: usize,
    ) -> Trie<V> {
        let index0 = fragment(hash0, level);
        let index1 = fragment(hash1, level);
        if index0 != index1 || level > 30 {
            let bitmap = (1u32 << index0) | (1u32 << index1);
            let elems = if index0 < index1 {
                vec![elem0, elem1]
            } else {
                vec![elem1, elem0]
            };
            Trie::Node {
                bitmap,
                elems,
                size,
            }
        } else {
            let sub = Self::make_trie(hash0, elem0, hash1, elem1, level + 5, size);
            Trie::Node {
                bitmap: 1u32 << index0,
                elems: vec![sub],
                size,
            }
        }
    }

    /// In-place [`Trie::updated0`], for building a map no one else sees (no copying; the key
    /// moves into its leaf).
    pub(crate) fn update_mut(
        &mut self,
        key: String,
        hash: i32,
        level: u32,
        value: V,
        merger: Merger,
    ) {
        match self {
            Trie::Node {
                bitmap,
                elems,
                size,
            } => {
                let mask = 1u32 << fragment(hash, level);
                let off = offset(*bitmap, mask);
                if *bitmap & mask != 0 {
                    if let Some(sub) = elems.get_mut(off) {
                        let old_size = sub.size();
                        sub.update_mut(key, hash, level + 5, value, merger);
                        *size = *size + sub.size() - old_size;
                    }
                } else {
                    elems.insert(off.min(elems.len()), Trie::Leaf { key, hash, value });
                    *bitmap |= mask;
                    *size += 1;
                }
            }
            Trie::Empty => *self = Trie::Leaf { key, hash, value },
            // `updated0` of a leaf with another hash: both under a new node
            Trie::Leaf { hash: h, .. } if *h != hash => {
                let h = *h;
                let this = std::mem::replace(self, Trie::Empty);
                *self = Self::make_trie(h, this, hash, Trie::Leaf { key, hash, value }, level, 2);
            }
            _ => *self = self.updated0(&key, hash, level, value, merger),
        }
    }

    /// `updated0(key, hash, level, value, kv, merger)`.
    pub(crate) fn updated0(
        &self,
        key: &str,
        hash: i32,
        level: u32,
        value: V,
        merger: Merger,
    ) -> Trie<V> {
        match self {
            Trie::Empty => Trie::Leaf {
                key: key.to_string(),
                hash,
                value,
            },
            Trie::Leaf {
                key: k,
                hash: h,
                value: v,
            } => {
                if *h == hash {
                    if k == key {
                        let value = if merger.incoming_wins() {
                            value
                        } else {
                            v.clone()
                        };
                        Trie::Leaf {
                            key: k.clone(),
                            hash,
                            value,
                        }
                    } else {
                        // ListMap.empty.updated(this.key, this.value).updated(key, value)
                        Trie::Collision {
                            hash,
                            kvs: vec![(k.clone(), v.clone()), (key.to_string(), value)],
                        }
                    }
                } else {
                    let that = Trie::Leaf {
                        key: key.to_string(),
                        hash,
                        value,
                    };
                    Self::make_trie(*h, self.clone(), hash, that, level, 2)
                }
            }
            Trie::Collision { hash: h, kvs } => {
                if *h == hash {
                    // ListMap.updated / `+`: drop the old binding, append the new one at the end
                    let existing = kvs.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone());
                    let value = match existing {
                        Some(old) if !merger.incoming_wins() => old,
                        _ => value,
                    };
                    let mut kvs: Vec<(String, V)> =
                        kvs.iter().filter(|(k, _)| k != key).cloned().collect();
                    kvs.push((key.to_string(), value));
                    Trie::Collision { hash, kvs }
                } else {
                    let that = Trie::Leaf {
                        key: key.to_string(),
                        hash,
                        value,
                    };
                    Self::make_trie(*h, self.clone(), hash, that, level, self.size() + 1)
                }
            }
            Trie::Node { .. } => {
                let mut out = self.clone();
                out.update_mut(key.to_string(), hash, level, value, merger);
                out
            }
        }
    }

    /// `removed0(key, hash, level)`.
    pub(crate) fn removed0(&self, key: &str, hash: i32, level: u32) -> Trie<V> {
        match self {
            Trie::Empty => Trie::Empty,
            Trie::Leaf {
                key: k, hash: h, ..
            } => {
                if *h == hash && k == key {
                    Trie::Empty
                } else {
                    self.clone()
                }
            }
            Trie::Collision { hash: h, kvs } => {
                if *h != hash {
                    return self.clone();
                }
                let kvs1: Vec<(String, V)> =
                    kvs.iter().filter(|(k, _)| k != key).cloned().collect();
                match kvs1.len() {
                    0 => Trie::Empty,
                    1 => match kvs1.into_iter().next() {
                        Some((k, v)) => Trie::Leaf {
                            key: k,
                            hash,
                            value: v,
                        },
                        None => Trie::Empty,
                    },
                    n if n == kvs.len() => self.clone(),
                    _ => Trie::Collision { hash, kvs: kvs1 },
                }
            }
            Trie::Node {
                bitmap,
                elems,
                size,
            } => {
                let mask = 1u32 << fragment(hash, level);
                if bitmap & mask == 0 {
                    return self.clone();
                }
                let off = offset(*bitmap, mask);
                let Some(sub) = elems.get(off) else {
                    return self.clone();
                };
                let sub_new = sub.removed0(key, hash, level + 5);
                if sub_new.size() == sub.size() {
                    return self.clone();
                }
                if sub_new.size() == 0 {
                    let bitmap_new = bitmap ^ mask;
                    if bitmap_new == 0 {
                        return Trie::Empty;
                    }
                    let mut elems_new = elems.clone();
                    elems_new.remove(off);
                    if elems_new.len() == 1 && elems_new.first().is_some_and(|e| !e.is_node()) {
                        return elems_new.into_iter().next().unwrap_or(Trie::Empty);
                    }
                    Trie::Node {
                        bitmap: bitmap_new,
                        elems: elems_new,
                        size: size - sub.size(),
                    }
                } else if elems.len() == 1 && !sub_new.is_node() {
                    sub_new
                } else {
                    let new_size = size + sub_new.size() - sub.size();
                    let mut elems_new = elems.clone();
                    if let Some(slot) = elems_new.get_mut(off) {
                        *slot = sub_new;
                    }
                    Trie::Node {
                        bitmap: *bitmap,
                        elems: elems_new,
                        size: new_size,
                    }
                }
            }
        }
    }

    /// `filter0(p, negate = false, level, ...)`; `None` is Scala's `null` (nothing kept).
    pub(crate) fn filter0(&self, pred: &mut dyn FnMut(&str, &V) -> bool) -> Option<Trie<V>> {
        match self {
            Trie::Empty => None,
            Trie::Leaf { key, value, .. } => pred(key, value).then(|| self.clone()),
            Trie::Collision { hash, kvs } => {
                let kvs1: Vec<(String, V)> =
                    kvs.iter().filter(|(k, v)| pred(k, v)).cloned().collect();
                match kvs1.len() {
                    0 => None,
                    1 => kvs1.into_iter().next().map(|(k, v)| Trie::Leaf {
                        key: k,
                        hash: *hash,
                        value: v,
                    }),
                    n if n == kvs.len() => Some(self.clone()),
                    _ => Some(Trie::Collision {
                        hash: *hash,
                        kvs: kvs1,
                    }),
                }
            }
            Trie::Node {
                bitmap,
                elems,
                size,
            } => {
                let mut kept_elems = Vec::new();
                let mut kept = 0u32;
                let mut rs = 0usize;
                for (i, e) in elems.iter().enumerate() {
                    if let Some(r) = e.filter0(pred) {
                        rs += r.size();
                        kept |= 1u32 << i;
                        kept_elems.push(r);
                    }
                }
                if kept_elems.is_empty() {
                    None
                } else if rs == *size {
                    Some(self.clone())
                } else if kept_elems.len() == 1 && kept_elems.first().is_some_and(|e| !e.is_node())
                {
                    kept_elems.into_iter().next()
                } else {
                    let bitmap1 = if kept_elems.len() == elems.len() {
                        *bitmap
                    } else {
                        keep_bits(*bitmap, kept)
                    };
                    Some(Trie::Node {
                        bitmap: bitmap1,
                        elems: kept_elems,
                        size: rs,
                    })
                }
            }
        }
    }

    /// `merge0(that, level, merger)` — the engine of 2.12 `HashMap ++ HashMap`.
    pub(crate) fn merge0(&self, that: &Trie<V>, level: u32, merger: Merger) -> Trie<V> {
        match self {
            Trie::Empty => that.clone(),
            Trie::Leaf { key, hash, value } => match that {
                Trie::Leaf {
                    key: k1,
                    hash: h1,
                    value: v1,
                } => self.updated0(k1, *h1, level, v1.clone(), merger),
                _ => that.updated0(key, *hash, level, value.clone(), merger.invert()),
            },
            Trie::Collision { hash, kvs } => match that {
                Trie::Node { .. } => that.merge0(self, level, merger.invert()),
                Trie::Leaf {
                    key: k1,
                    hash: h1,
                    value: v1,
                } => {
                    if h1 != hash {
                        Self::make_trie(
                            *hash,
                            self.clone(),
                            *h1,
                            that.clone(),
                            level,
                            self.size() + 1,
                        )
                    } else {
                        self.updated0(k1, *h1, level, v1.clone(), merger)
                    }
                }
                Trie::Collision {
                    hash: ch,
                    kvs: ckvs,
                } => {
                    if ch != hash {
                        Self::make_trie(
                            *hash,
                            self.clone(),
                            *ch,
                            that.clone(),
                            level,
                            ckvs.len() + kvs.len(),
                        )
                    } else if kvs.len() >= ckvs.len() {
                        let mut result = self.clone();
                        for (k, v) in ckvs {
                            result = result.updated0(k, *hash, level, v.clone(), merger);
                        }
                        result
                    } else {
                        let mut result = that.clone();
                        for (k, v) in kvs {
                            result = result.updated0(k, *hash, level, v.clone(), merger.invert());
                        }
                        result
                    }
                }
                Trie::Empty => self.clone(),
            },
            Trie::Node {
                bitmap,
                elems,
                size,
            } => match that {
                Trie::Leaf { key, hash, value } => {
                    self.updated0(key, *hash, level, value.clone(), merger)
                }
                Trie::Empty => self.clone(),
                Trie::Collision { hash, .. } => {
                    let mask = 1u32 << fragment(*hash, level);
                    let off = offset(*bitmap, mask);
                    let mut elems_new = elems.clone();
                    if bitmap & mask != 0 {
                        let Some(sub) = elems_new.get_mut(off) else {
                            return self.clone();
                        };
                        let old = sub.size();
                        *sub = sub.merge0(that, level + 5, merger);
                        let new = sub.size();
                        Trie::Node {
                            bitmap: *bitmap,
                            elems: elems_new,
                            size: size + new - old,
                        }
                    } else {
                        elems_new.insert(off.min(elems_new.len()), that.clone());
                        Trie::Node {
                            bitmap: bitmap | mask,
                            elems: elems_new,
                            size: size + that.size(),
                        }
                    }
                }
                Trie::Node {
                    bitmap: bbm,
                    elems: belems,
                    size: bsize,
                } => {
                    let abm = *bitmap;
                    let all = abm | bbm;
                    if all == abm && (all != *bbm || *size >= *bsize) {
                        merge_maybe_subset(abm, elems, *bbm, belems, level, merger)
                    } else if all == *bbm {
                        merge_maybe_subset(*bbm, belems, abm, elems, level, merger.invert())
                    } else {
                        // mergeDistinct / mergeCommon: union in bit order, merging shared bits
                        let mut out = Vec::new();
                        let (mut ai, mut bi, mut rs) = (0usize, 0usize, 0usize);
                        for bit in 0..32u32 {
                            let m = 1u32 << bit;
                            let r = match (abm & m != 0, bbm & m != 0) {
                                (true, true) => {
                                    let r = match (elems.get(ai), belems.get(bi)) {
                                        (Some(a), Some(b)) => a.merge0(b, level + 5, merger),
                                        _ => Trie::Empty,
                                    };
                                    ai += 1;
                                    bi += 1;
                                    r
                                }
                                (true, false) => {
                                    let r = elems.get(ai).cloned().unwrap_or(Trie::Empty);
                                    ai += 1;
                                    r
                                }
                                (false, true) => {
                                    let r = belems.get(bi).cloned().unwrap_or(Trie::Empty);
                                    bi += 1;
                                    r
                                }
                                (false, false) => continue,
                            };
                            rs += r.size();
                            out.push(r);
                        }
                        Trie::Node {
                            bitmap: all,
                            elems: out,
                            size: rs,
                        }
                    }
                }
            },
        }
    }

    /// `HashMapBuilder.addHashMap(toNode, toBeAdded, level)`: what `Map.newBuilder ++= hashMap`
    /// does once the builder already holds entries. Same trie shape as `merge0`, but
    /// collisions meet through `toNode.merge0(leaf, level, concatMerger)` with the builder's
    /// content always on the left.
    pub(crate) fn add_hash_map(&self, to_be_added: &Trie<V>, level: u32) -> Trie<V> {
        match self {
            Trie::Leaf { hash, .. } | Trie::Collision { hash, .. } => {
                self.add_to_leaf(*hash, to_be_added, level)
            }
            Trie::Node { .. } => self.add_to_node(to_be_added, level),
            Trie::Empty => self.clone(),
        }
    }

    fn add_to_leaf(&self, to_node_hash: i32, to_be_added: &Trie<V>, level: u32) -> Trie<V> {
        match to_be_added {
            Trie::Leaf { hash, .. } | Trie::Collision { hash, .. } => {
                if to_node_hash == *hash {
                    self.merge0(to_be_added, level, Merger::Concat)
                } else {
                    Self::make_trie(
                        to_node_hash,
                        self.clone(),
                        *hash,
                        to_be_added.clone(),
                        level,
                        self.size() + to_be_added.size(),
                    )
                }
            }
            Trie::Node { bitmap, elems, .. } => {
                let mask = 1u32 << fragment(to_node_hash, level);
                let off = offset(*bitmap, mask);
                let mut elems_new = elems.clone();
                if bitmap & mask == 0 {
                    elems_new.insert(off.min(elems_new.len()), self.clone());
                    rebuild(bitmap | mask, elems_new)
                } else {
                    if let Some(slot) = elems_new.get_mut(off) {
                        *slot = self.add_to_leaf(to_node_hash, slot, level + 5);
                    }
                    rebuild(*bitmap, elems_new)
                }
            }
            Trie::Empty => self.clone(),
        }
    }

    fn add_to_node(&self, to_be_added: &Trie<V>, level: u32) -> Trie<V> {
        let Trie::Node { bitmap, elems, .. } = self else {
            return self.clone();
        };
        match to_be_added {
            Trie::Leaf { hash, .. } | Trie::Collision { hash, .. } => {
                let mask = 1u32 << fragment(*hash, level);
                let off = offset(*bitmap, mask);
                let mut elems_new = elems.clone();
                if bitmap & mask == 0 {
                    elems_new.insert(off.min(elems_new.len()), to_be_added.clone());
                    rebuild(bitmap | mask, elems_new)
                } else {
                    if let Some(slot) = elems_new.get_mut(off) {
                        *slot = slot.add_hash_map(to_be_added, level + 5);
                    }
                    rebuild(*bitmap, elems_new)
                }
            }
            Trie::Node {
                bitmap: bbm,
                elems: belems,
                ..
            } => {
                let mut bm = *bitmap;
                let mut elems_new = elems.clone();
                let mut bi = 0usize;
                for bit in 0..32u32 {
                    let m = 1u32 << bit;
                    if bbm & m == 0 {
                        continue;
                    }
                    let Some(b_value) = belems.get(bi) else {
                        break;
                    };
                    bi += 1;
                    let off = offset(bm, m);
                    if bm & m == 0 {
                        elems_new.insert(off.min(elems_new.len()), b_value.clone());
                        bm |= m;
                    } else if let Some(slot) = elems_new.get_mut(off) {
                        *slot = slot.add_hash_map(b_value, level + 5);
                    }
                }
                rebuild(bm, elems_new)
            }
            Trie::Empty => self.clone(),
        }
    }
}

fn rebuild<V: Clone>(bitmap: u32, elems: Vec<Trie<V>>) -> Trie<V> {
    let size = elems.iter().map(Trie::size).sum();
    Trie::Node {
        bitmap,
        elems,
        size,
    }
}

/// `HashTrieMap.merge0.mergeMaybeSubset(larger, smaller, merger)`: `larger`'s bitmap is a
/// superset; each of `smaller`'s children merges into (`larger_child.merge0(smaller_child)`)
/// the child at the same bit.
fn merge_maybe_subset<V: Clone>(
    lbm: u32,
    larger: &[Trie<V>],
    sbm: u32,
    smaller: &[Trie<V>],
    level: u32,
    merger: Merger,
) -> Trie<V> {
    let mut elems: Vec<Trie<V>> = larger.to_vec();
    let mut bi = 0usize;
    for bit in 0..32u32 {
        let m = 1u32 << bit;
        if sbm & m == 0 {
            continue;
        }
        if let (Some(slot), Some(b)) = (elems.get_mut(offset(lbm, m)), smaller.get(bi)) {
            *slot = slot.merge0(b, level + 5, merger);
        }
        bi += 1;
    }
    rebuild(lbm, elems)
}

/// `HashMap.keepBits(bitmap, keep)`: keep the set bits of `bitmap` whose rank is set in `keep`.
fn keep_bits(bitmap: u32, keep: u32) -> u32 {
    let mut result = 0u32;
    let mut current = bitmap;
    let mut kept = keep;
    while kept != 0 {
        let lsb = current ^ (current & current.wrapping_sub(1));
        if kept & 1 != 0 {
            result |= lsb;
        }
        current &= !lsb;
        kept >>= 1;
    }
    result
}
