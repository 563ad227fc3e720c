//! Scala 2.13.18 `scala.collection.immutable.HashMap` (CHAMP), ported structurally:
//! `updated`, `removed`, `concat` (what `HashMap ++ HashMap` uses) and iteration.
//!
//! Hash: `Hashing.improve(key.##)` (same mixer as 2.12), fragments taken from the LOW bits
//! (`(hash >>> shift) & 31`). Each node stores inline payload entries and sub-nodes
//! separately; iteration visits a node's payload (in fragment order) *before* its sub-nodes
//! (in fragment order), depth first. The trie is canonical for a given key set (a sub-node
//! always holds >= 2 entries), except for full-hash collisions, which sit in a
//! `HashCollisionMapNode` whose `Vector` keeps insertion order (updates stay in place).

pub(crate) use super::scala212::improve;

const HASH_CODE_LENGTH: u32 = 32;
const BIT_PARTITION_SIZE: u32 = 5;

fn mask_from(hash: i32, shift: u32) -> u32 {
    (hash as u32).wrapping_shr(shift) & 0x1f
}

fn bitpos_from(mask: u32) -> u32 {
    1u32 << mask
}

fn index_from(bitmap: u32, bitpos: u32) -> usize {
    (bitmap & bitpos.wrapping_sub(1)).count_ones() as usize
}

#[derive(Clone, Debug)]
pub(crate) struct Payload<V> {
    pub(crate) key: String,
    pub(crate) value: V,
    /// `key.##` (unimproved).
    pub(crate) original_hash: i32,
}

/// `BitmapIndexedMapNode`: `data` in data-bitmap order, `nodes` in node-bitmap order.
#[derive(Clone, Debug)]
pub(crate) struct Bitmap<V> {
    data_map: u32,
    node_map: u32,
    data: Vec<Payload<V>>,
    nodes: Vec<Champ<V>>,
    size: usize,
}

#[derive(Clone, Debug)]
pub(crate) enum Champ<V> {
    Bitmap(Bitmap<V>),
    /// `HashCollisionMapNode`: entries in `Vector` order.
    Collision {
        original_hash: i32,
        hash: i32,
        content: Vec<(String, V)>,
    },
}

impl<V: Clone> Champ<V> {
    /// In-place [`Champ::updated`], for building a map no one else sees (no copying).
    fn update_mut(
        &mut self,
        key: String,
        value: V,
        original_hash: i32,
        hash: i32,
        shift: u32,
        replace: bool,
    ) {
        match self {
            Champ::Bitmap(b) => b.update_mut(key, value, original_hash, hash, shift, replace),
            Champ::Collision { .. } => {
                *self = self.updated(&key, value, original_hash, hash, shift, replace);
            }
        }
    }

    fn size(&self) -> usize {
        match self {
            Champ::Bitmap(b) => b.size,
            Champ::Collision { content, .. } => content.len(),
        }
    }

    fn get(&self, key: &str, hash: i32, shift: u32) -> Option<&V> {
        match self {
            Champ::Bitmap(b) => b.get(key, hash, shift),
            Champ::Collision {
                hash: h, content, ..
            } => {
                if *h != hash {
                    return None;
                }
                content.iter().find(|(k, _)| k == key).map(|(_, v)| v)
            }
        }
    }

    fn for_each<'a>(&'a self, out: &mut Vec<(&'a str, &'a V)>) {
        match self {
            Champ::Bitmap(b) => b.for_each(out),
            Champ::Collision { content, .. } => {
                out.extend(content.iter().map(|(k, v)| (k.as_str(), v)));
            }
        }
    }

    fn updated(
        &self,
        key: &str,
        value: V,
        original_hash: i32,
        hash: i32,
        shift: u32,
        replace: bool,
    ) -> Champ<V> {
        match self {
            Champ::Bitmap(b) => {
                Champ::Bitmap(b.updated(key, value, original_hash, hash, shift, replace))
            }
            Champ::Collision {
                original_hash: oh,
                hash: h,
                content,
            } => {
                let mut content = content.clone();
                if let Some(slot) = content.iter_mut().find(|(k, _)| k == key) {
                    if replace {
                        *slot = (key.to_string(), value);
                    }
                } else {
                    content.push((key.to_string(), value));
                }
                Champ::Collision {
                    original_hash: *oh,
                    hash: *h,
                    content,
                }
            }
        }
    }

    fn removed(&self, key: &str, original_hash: i32, hash: i32, shift: u32) -> Champ<V> {
        match self {
            Champ::Bitmap(b) => Champ::Bitmap(b.removed(key, original_hash, hash, shift)),
            Champ::Collision {
                original_hash: oh,
                hash: h,
                content,
            } => {
                if *h != hash || !content.iter().any(|(k, _)| k == key) {
                    return self.clone();
                }
                let rest: Vec<(String, V)> =
                    content.iter().filter(|(k, _)| k != key).cloned().collect();
                if rest.len() == 1 {
                    match rest.into_iter().next() {
                        Some((k, v)) => Champ::Bitmap(Bitmap {
                            data_map: bitpos_from(mask_from(*h, 0)),
                            node_map: 0,
                            data: vec![Payload {
                                key: k,
                                value: v,
                                original_hash: *oh,
                            }],
                            nodes: Vec::new(),
                            size: 1,
                        }),
                        None => self.clone(),
                    }
                } else {
                    Champ::Collision {
                        original_hash: *oh,
                        hash: *h,
                        content: rest,
                    }
                }
            }
        }
    }

    /// `MapNode.concat(that, shift)`.
    fn concat(&self, that: &Champ<V>, shift: u32) -> Champ<V> {
        match (self, that) {
            (Champ::Bitmap(a), Champ::Bitmap(b)) => Champ::Bitmap(a.concat(b, shift)),
            (
                Champ::Collision {
                    original_hash,
                    hash,
                    content,
                },
                Champ::Collision { content: right, .. },
            ) => {
                // right's entries first, then left's keys that right lacks
                let mut out = right.clone();
                for (k, v) in content {
                    if !right.iter().any(|(rk, _)| rk == k) {
                        out.push((k.clone(), v.clone()));
                    }
                }
                Champ::Collision {
                    original_hash: *original_hash,
                    hash: *hash,
                    content: out,
                }
            }
            // "should never happen -- hash collisions are never at the same level as bitmap nodes"
            _ => that.clone(),
        }
    }
}

impl<V: Clone> Bitmap<V> {
    pub(crate) fn empty() -> Self {
        Bitmap {
            data_map: 0,
            node_map: 0,
            data: Vec::new(),
            nodes: Vec::new(),
            size: 0,
        }
    }

    pub(crate) fn size(&self) -> usize {
        self.size
    }

    fn data_index(&self, bitpos: u32) -> usize {
        index_from(self.data_map, bitpos)
    }

    fn node_index(&self, bitpos: u32) -> usize {
        index_from(self.node_map, bitpos)
    }

    pub(crate) fn get(&self, key: &str, hash: i32, shift: u32) -> Option<&V> {
        let bitpos = bitpos_from(mask_from(hash, shift));
        if self.data_map & bitpos != 0 {
            let p = self.data.get(self.data_index(bitpos))?;
            (p.key == key).then_some(&p.value)
        } else if self.node_map & bitpos != 0 {
            self.nodes
                .get(self.node_index(bitpos))?
                .get(key, hash, shift + BIT_PARTITION_SIZE)
        } else {
            None
        }
    }

    /// Iteration order: this node's payload, then each sub-node (both in bitmap order).
    pub(crate) fn for_each<'a>(&'a self, out: &mut Vec<(&'a str, &'a V)>) {
        out.extend(self.data.iter().map(|p| (p.key.as_str(), &p.value)));
        for n in &self.nodes {
            n.for_each(out);
        }
    }

    /// `BitmapIndexedMapNode.updated(key, value, originalHash, keyHash, shift, replaceValue)`.
    pub(crate) fn updated(
        &self,
        key: &str,
        value: V,
        original_hash: i32,
        hash: i32,
        shift: u32,
        replace: bool,
    ) -> Bitmap<V> {
        let mut out = self.clone();
        out.update_mut(key.to_string(), value, original_hash, hash, shift, replace);
        out
    }

    /// In-place [`Bitmap::updated`]: the same structure without copying the untouched parts
    /// (the key moves into its payload).
    pub(crate) fn update_mut(
        &mut self,
        key: String,
        value: V,
        original_hash: i32,
        hash: i32,
        shift: u32,
        replace: bool,
    ) {
        let bitpos = bitpos_from(mask_from(hash, shift));
        if self.node_map & bitpos != 0 && self.data_map & bitpos == 0 {
            let idx = self.node_index(bitpos);
            if let Some(slot) = self.nodes.get_mut(idx) {
                let old = slot.size();
                slot.update_mut(
                    key,
                    value,
                    original_hash,
                    hash,
                    shift + BIT_PARTITION_SIZE,
                    replace,
                );
                self.size = self.size + slot.size() - old;
            }
        } else if self.data_map & bitpos == 0 && self.node_map & bitpos == 0 {
            let idx = self.data_index(bitpos);
            self.data.insert(
                idx.min(self.data.len()),
                Payload {
                    key,
                    value,
                    original_hash,
                },
            );
            self.data_map |= bitpos;
            self.size += 1;
        } else {
            // An inline entry owns this fragment: replace it, or push both down a level.
            let idx = self.data_index(bitpos);
            let Some(p) = self.data.get_mut(idx) else {
                return;
            };
            if p.original_hash == original_hash && p.key == key {
                if replace {
                    p.value = value;
                }
            } else {
                // the inline entry moves down with the incoming one
                let p0 = self.data.remove(idx);
                let incoming = Payload {
                    key,
                    value,
                    original_hash,
                };
                let p0_hash = improve(p0.original_hash);
                let sub = merge_two(p0, p0_hash, incoming, hash, shift + BIT_PARTITION_SIZE);
                self.migrate_inline_to_node(bitpos, sub);
            }
        }
    }

    /// `migrateFromInlineToNodeInPlace`, the inline entry at `bitpos` already taken out of
    /// `data`.
    fn migrate_inline_to_node(&mut self, bitpos: u32, node: Champ<V>) {
        let node_idx = self.node_index(bitpos);
        self.size = self.size - 1 + node.size();
        self.nodes.insert(node_idx.min(self.nodes.len()), node);
        self.data_map ^= bitpos;
        self.node_map |= bitpos;
    }

    /// `BitmapIndexedMapNode.removed(key, originalHash, keyHash, shift)`.
    pub(crate) fn removed(
        &self,
        key: &str,
        original_hash: i32,
        hash: i32,
        shift: u32,
    ) -> Bitmap<V> {
        let bitpos = bitpos_from(mask_from(hash, shift));
        if self.data_map & bitpos != 0 {
            let idx = self.data_index(bitpos);
            if self.data.get(idx).is_none_or(|p| p.key != key) {
                return self.clone();
            }
            if self.data.len() == 2 && self.nodes.is_empty() {
                // the remaining pair becomes a singleton node (inlined by the parent or the root)
                let new_data_map = if shift == 0 {
                    self.data_map ^ bitpos
                } else {
                    bitpos_from(mask_from(hash, 0))
                };
                let keep = usize::from(idx == 0);
                let data: Vec<Payload<V>> = self.data.get(keep).cloned().into_iter().collect();
                return Bitmap {
                    data_map: new_data_map,
                    node_map: 0,
                    data,
                    nodes: Vec::new(),
                    size: 1,
                };
            }
            let mut out = self.clone();
            out.data.remove(idx);
            out.data_map ^= bitpos;
            out.size -= 1;
            out
        } else if self.node_map & bitpos != 0 {
            let idx = self.node_index(bitpos);
            let Some(sub) = self.nodes.get(idx) else {
                return self.clone();
            };
            let sub_new = sub.removed(key, original_hash, hash, shift + BIT_PARTITION_SIZE);
            if sub_new.size() == sub.size() {
                return self.clone();
            }
            if sub_new.size() == 1 {
                let single = match &sub_new {
                    Champ::Bitmap(b) => b.data.first().cloned(),
                    Champ::Collision {
                        original_hash,
                        content,
                        ..
                    } => content.first().map(|(k, v)| Payload {
                        key: k.clone(),
                        value: v.clone(),
                        original_hash: *original_hash,
                    }),
                };
                if self.size == sub.size() {
                    // escalate the singleton (this node had nothing else)
                    if let Champ::Bitmap(b) = sub_new {
                        return b;
                    }
                }
                // inline the singleton at this level
                let mut out = self.clone();
                out.nodes.remove(idx);
                out.node_map ^= bitpos;
                if let Some(p) = single {
                    let didx = out.data_index(bitpos);
                    out.data.insert(didx.min(out.data.len()), p);
                    out.data_map |= bitpos;
                }
                out.size = out.size - sub.size() + 1;
                out
            } else {
                let mut out = self.clone();
                out.size = out.size - sub.size() + sub_new.size();
                if let Some(slot) = out.nodes.get_mut(idx) {
                    *slot = sub_new;
                }
                out
            }
        } else {
            self.clone()
        }
    }

    /// `BitmapIndexedMapNode.concat(that, shift)`: position by position over both bitmaps.
    pub(crate) fn concat(&self, bm: &Bitmap<V>, shift: u32) -> Bitmap<V> {
        if self.size == 0 {
            return bm.clone();
        }
        if bm.size == 0 {
            return self.clone();
        }
        if bm.size == 1 {
            if let Some(p) = bm.data.first() {
                return self.updated(
                    &p.key,
                    p.value.clone(),
                    p.original_hash,
                    improve(p.original_hash),
                    shift,
                    true,
                );
            }
            return self.clone();
        }
        let next_shift = shift + BIT_PARTITION_SIZE;
        let mut out = Bitmap::empty();
        let (mut ld, mut ln, mut rd, mut rn) = (0usize, 0usize, 0usize, 0usize);
        for bit in 0..32u32 {
            let pos = 1u32 << bit;
            let l_data = self.data_map & pos != 0;
            let l_node = self.node_map & pos != 0;
            let r_data = bm.data_map & pos != 0;
            let r_node = bm.node_map & pos != 0;
            let left_payload = if l_data {
                self.data.get(ld).cloned()
            } else {
                None
            };
            let left_node = if l_node { self.nodes.get(ln) } else { None };
            let right_payload = if r_data {
                bm.data.get(rd).cloned()
            } else {
                None
            };
            let right_node = if r_node { bm.nodes.get(rn) } else { None };
            ld += usize::from(l_data);
            ln += usize::from(l_node);
            rd += usize::from(r_data);
            rn += usize::from(r_node);
            match (left_payload, left_node, right_payload, right_node) {
                (_, Some(l), _, Some(r)) => out.push_node(pos, l.concat(r, next_shift)),
                (Some(lp), _, _, Some(r)) => {
                    let lh = improve(lp.original_hash);
                    out.push_node(
                        pos,
                        r.updated(&lp.key, lp.value, lp.original_hash, lh, next_shift, false),
                    );
                }
                (_, Some(l), Some(rp), _) => {
                    let rh = improve(rp.original_hash);
                    out.push_node(
                        pos,
                        l.updated(&rp.key, rp.value, rp.original_hash, rh, next_shift, true),
                    );
                }
                (Some(lp), _, Some(rp), _) => {
                    if lp.original_hash == rp.original_hash && lp.key == rp.key {
                        out.push_data(pos, rp);
                    } else {
                        let lh = improve(lp.original_hash);
                        let rh = improve(rp.original_hash);
                        out.push_node(pos, merge_two(lp, lh, rp, rh, next_shift));
                    }
                }
                (Some(lp), _, None, None) => out.push_data(pos, lp),
                (None, None, Some(rp), _) => out.push_data(pos, rp),
                (None, Some(l), None, None) => out.push_node(pos, l.clone()),
                (None, None, None, Some(r)) => out.push_node(pos, r.clone()),
                (None, None, None, None) => {}
            }
        }
        out
    }

    fn push_data(&mut self, pos: u32, p: Payload<V>) {
        self.data_map |= pos;
        self.size += 1;
        self.data.push(p);
    }

    fn push_node(&mut self, pos: u32, n: Champ<V>) {
        self.node_map |= pos;
        self.size += n.size();
        self.nodes.push(n);
    }
}

/// `mergeTwoKeyValPairs`: two payloads that collide at `shift - 5` become a sub-node; equal
/// full hashes become a collision node `[existing, new]` below 7 levels of single-child nodes.
fn merge_two<V: Clone>(
    p0: Payload<V>,
    hash0: i32,
    p1: Payload<V>,
    hash1: i32,
    shift: u32,
) -> Champ<V> {
    if shift >= HASH_CODE_LENGTH {
        return Champ::Collision {
            original_hash: p0.original_hash,
            hash: hash0,
            content: vec![(p0.key, p0.value), (p1.key, p1.value)],
        };
    }
    let mask0 = mask_from(hash0, shift);
    let mask1 = mask_from(hash1, shift);
    if mask0 != mask1 {
        let data = if mask0 < mask1 {
            vec![p0, p1]
        } else {
            vec![p1, p0]
        };
        Champ::Bitmap(Bitmap {
            data_map: bitpos_from(mask0) | bitpos_from(mask1),
            node_map: 0,
            data,
            nodes: Vec::new(),
            size: 2,
        })
    } else {
        let node = merge_two(p0, hash0, p1, hash1, shift + BIT_PARTITION_SIZE);
        Champ::Bitmap(Bitmap {
            data_map: 0,
            node_map: bitpos_from(mask0),
            data: Vec::new(),
            size: node.size(),
            nodes: vec![node],
        })
    }
}
