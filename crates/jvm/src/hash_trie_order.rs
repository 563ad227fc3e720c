//! The iteration order of a Scala immutable hash trie (2.12 `HashTrieSet` / `HashTrieMap`, 2.13
//! CHAMP `HashSet` / `HashMap`) built by adding distinct elements, computed from the elements'
//! hashes alone, in linear time, without building the trie.
//!
//! Why: Spark puts every user volume through two immutable Scala `Set`s (the `(type, name)`
//! pairs and the `KubernetesVolumeSpec`s) and reads its volume keys from an immutable `Map`.
//! Building those tries node by node ([`super::scala212::Trie`], [`super::scala213::Bitmap`],
//! with a `String` key per element) made a conf of 20 000 volumes spend its time allocating and
//! chasing trie nodes: cache misses that grew faster than the list. The order, though, is a
//! function of the hashes:
//!
//! * both versions place an element by the 5-bit fragments of `improve(##)`, taken from the low
//!   bits (`(h >>> shift) & 31`, shifts 0, 5, ..., 30); `improve` is a bijection, so two
//!   elements share every fragment exactly when their `##` are equal (a full collision);
//! * 2.12 iterates depth first with the children of a node in fragment order, so its order is
//!   the elements sorted lexicographically by (fragment 0, fragment 1, ..., fragment 6);
//!   colliding elements sit in one `HashSetCollision1` / `HashMapCollision1` in insertion
//!   order;
//! * 2.13 CHAMP is canonical for a key set built by insertion: a fragment slot holds an inline
//!   entry when exactly one element of the node has that fragment, a sub-node when several do.
//!   A node iterates its inline entries (in fragment order) before its sub-nodes (in fragment
//!   order), depth first; full collisions sit in a `HashCollisionNode` (below the last level),
//!   in insertion order.
//!
//! So one stable radix sort by that fragment key (seven passes of 32 buckets) gives the 2.12
//! order directly, and the 2.13 order is one walk of the sorted runs (each sub-trie is a
//! contiguous run of the sorted elements). The node-by-node tries remain the reference: the
//! tests of this module compare both on random hashes rich in partial and full collisions, and
//! the fixture tests hold the result to the real Scala libraries.

use super::scala_map::ScalaVersion;
use super::scala212::improve;

/// Fragments per hash: shifts 0, 5, ..., 30 (the last one two bits wide).
const LEVELS: u32 = 7;
const BITS: u32 = 5;

fn fragment(hash: u32, shift: u32) -> usize {
    (hash.wrapping_shr(shift) & 0x1f) as usize
}

/// `(improve(hash), index)` of every element, stably sorted by the fragments of the improved
/// hash, fragment 0 (the low bits) first: an LSD radix sort, one counting pass per fragment
/// from the last to the first. Elements with equal hashes keep their insertion order.
fn sorted_by_fragments(hashes: &[i32]) -> Vec<(u32, usize)> {
    let mut items: Vec<(u32, usize)> = hashes
        .iter()
        .enumerate()
        .map(|(i, &h)| (improve(h) as u32, i))
        .collect();
    let mut scratch: Vec<(u32, usize)> = vec![(0, 0); items.len()];
    for level in (0..LEVELS).rev() {
        let shift = level * BITS;
        let mut starts = [0usize; 32];
        for &(h, _) in &items {
            if let Some(c) = starts.get_mut(fragment(h, shift)) {
                *c += 1;
            }
        }
        let mut total = 0;
        for c in &mut starts {
            let n = *c;
            *c = total;
            total += n;
        }
        for &item in &items {
            if let Some(start) = starts.get_mut(fragment(item.0, shift)) {
                if let Some(slot) = scratch.get_mut(*start) {
                    *slot = item;
                }
                *start += 1;
            }
        }
        std::mem::swap(&mut items, &mut scratch);
    }
    items
}

/// The runs of `sorted` (sorted by fragments, sharing fragments `0..shift`) that share the
/// fragment at `shift`, in fragment order.
fn runs(sorted: &[(u32, usize)], shift: u32) -> impl Iterator<Item = &[(u32, usize)]> {
    let mut rest = sorted;
    std::iter::from_fn(move || {
        let &(first, _) = rest.first()?;
        let f = fragment(first, shift);
        let len = rest
            .iter()
            .position(|&(h, _)| fragment(h, shift) != f)
            .unwrap_or(rest.len());
        let (run, tail) = rest.split_at(len);
        rest = tail;
        Some(run)
    })
}

/// CHAMP iteration of the node at `shift` holding `sorted` (at least two elements): the
/// single-element runs inline (payload first), then a sub-node per longer run; below the last
/// level (`shift >= 32`) a collision node in insertion order.
fn champ_order(sorted: &[(u32, usize)], shift: u32, out: &mut Vec<usize>) {
    if shift >= 32 {
        out.extend(sorted.iter().map(|&(_, i)| i));
        return;
    }
    for run in runs(sorted, shift) {
        if let [(_, i)] = run {
            out.push(*i);
        }
    }
    for run in runs(sorted, shift) {
        if run.len() > 1 {
            champ_order(run, shift + BITS, out);
        }
    }
}

/// The iteration order of an immutable Scala hash trie (`HashSet`, or the keys of a
/// `HashMap`) of `version` holding distinct elements whose `##` are `hashes`, added in that
/// order: indices into `hashes`. Unlike [`super::scala_immutable_set_order`] this is the trie
/// at any size (no `Set1..4` / `Map1..4`).
pub(crate) fn hash_trie_order(version: ScalaVersion, hashes: &[i32]) -> Vec<usize> {
    let sorted = sorted_by_fragments(hashes);
    match version {
        ScalaVersion::V2_12 => sorted.into_iter().map(|(_, i)| i).collect(),
        ScalaVersion::V2_13 => {
            let mut out = Vec::with_capacity(sorted.len());
            match sorted.as_slice() {
                [] => {}
                [(_, i)] => out.push(*i),
                _ => champ_order(&sorted, 0, &mut out),
            }
            out
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{scala212, scala213};
    use super::*;
    use proptest::prelude::*;

    /// The reference: the trie built node by node, each element's index as its key.
    fn by_building_the_trie(version: ScalaVersion, hashes: &[i32]) -> Vec<usize> {
        match version {
            ScalaVersion::V2_12 => {
                let mut trie = scala212::Trie::Empty;
                for (i, &h) in hashes.iter().enumerate() {
                    trie.update_mut(i.to_string(), improve(h), 0, i, scala212::Merger::Plain);
                }
                let mut out = Vec::new();
                trie.for_each(&mut out);
                out.into_iter().map(|(_, i)| *i).collect()
            }
            ScalaVersion::V2_13 => {
                let mut champ = scala213::Bitmap::empty();
                for (i, &h) in hashes.iter().enumerate() {
                    champ.update_mut(i.to_string(), i, h, improve(h), 0, true);
                }
                let mut out = Vec::new();
                champ.for_each(&mut out);
                out.into_iter().map(|(_, i)| *i).collect()
            }
        }
    }

    /// Hashes that share fragments often: a few random bases with a few random low or high
    /// bits flipped, repeated hashes (full collisions) and extremes.
    fn hashes() -> impl Strategy<Value = Vec<i32>> {
        let one = prop_oneof![
            any::<i32>(),
            -4i32..4,
            (0usize..4, 0u32..32, 0u32..32).prop_map(|(base, b1, b2)| {
                let bases = [0x1234_5678_u32, 0x8000_0000, 0xdead_beef, 0x0000_0400];
                let base = bases.get(base).copied().unwrap_or(0);
                (base ^ (1 << b1) ^ (1 << b2)) as i32
            }),
            Just(i32::MIN),
            Just(i32::MAX),
        ];
        proptest::collection::vec(one, 0..200)
    }

    #[test]
    fn small_cases_match_the_trie() {
        for version in [ScalaVersion::V2_12, ScalaVersion::V2_13] {
            for hashes in [
                vec![],
                vec![5],
                vec![5, 5],
                vec![5, 5, 5, 1],
                vec![0, 32, 1024, 1 << 30, i32::MIN, 0, 32],
            ] {
                assert_eq!(
                    hash_trie_order(version, &hashes),
                    by_building_the_trie(version, &hashes),
                    "{version} {hashes:?}"
                );
            }
        }
    }

    proptest! {
        #[test]
        fn matches_the_trie_built_node_by_node(hashes in hashes(), v13 in any::<bool>()) {
            let version = if v13 { ScalaVersion::V2_13 } else { ScalaVersion::V2_12 };
            prop_assert_eq!(hash_trie_order(version, &hashes), by_building_the_trie(version, &hashes));
        }

        /// `scala_immutable_map_key_order` is the key order of the map built entry by entry,
        /// colliding keys ("Aa" / "BB") included.
        #[test]
        fn map_key_order_matches_the_built_map(
            keys in proptest::collection::btree_set(
                prop_oneof!["[a-z.]{1,6}", "(Aa|BB){1,3}", "v[0-9]{1,4}\\.mount\\.path"],
                0..80,
            ),
            seed in any::<u64>(),
            v13 in any::<bool>(),
        ) {
            let version = if v13 { ScalaVersion::V2_13 } else { ScalaVersion::V2_12 };
            let mut keys: Vec<String> = keys.into_iter().collect();
            let mut s = seed;
            for i in (1..keys.len()).rev() {
                s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                keys.swap(i, (s >> 33) as usize % (i + 1));
            }
            let refs: Vec<&str> = keys.iter().map(String::as_str).collect();
            let got: Vec<&str> = super::super::scala_immutable_map_key_order(version, &refs)
                .into_iter()
                .map(|i| refs[i])
                .collect();
            let map = super::super::ScalaMap::from_pairs(version, refs.iter().map(|k| (*k, ())));
            prop_assert_eq!(got, map.keys().collect::<Vec<_>>());
            // The pairs themselves, values moved along with their keys.
            let pairs: Vec<(String, usize)> = keys.iter().cloned().zip(0..).collect();
            let built = super::super::ScalaMap::from_pairs(version, pairs.clone());
            let expected: Vec<(String, usize)> =
                built.iter().map(|(k, v)| (k.to_string(), *v)).collect();
            prop_assert_eq!(super::super::in_scala_immutable_map_order(version, pairs), expected);
        }
    }
}
