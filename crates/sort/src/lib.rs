//! Sorting and ordered collections with one sort for the whole program.
//!
//! Why: every `sort`/`sort_by`/`sort_by_key` call, and every `collect` into a `BTreeMap` or
//! `BTreeSet` (std's `FromIterator` and `From<[_; N]>` sort their input), monomorphizes a copy of
//! std's stable sort (~3.5 KB of wasm each) for its element type and comparator. The playground's
//! wasm had 20 of them. Here the expensive part is not generic: [`sort_by`] sorts a permutation of
//! indices with one non-generic function (the program's only instance of std's sort, behind a
//! `&mut dyn FnMut`), then applies it with a few swaps; [`btree_map`] and [`btree_set`] build the
//! collections by insertion, which needs no sort at all.
//!
//! Semantics are std's: [`sort_by`] is stable and O(n log n); [`btree_map`] keeps the last value
//! of a repeated key, as `collect` does, and [`btree_set`] the last of equal elements.
//!
//! The crates that go into wasm forbid std's sorts in their `clippy.toml` and call these.
//!
//! ```
//! let mut ports = vec![("ui", 4040), ("driver", 7078), ("blockmanager", 7079), ("driver", 7077)];
//! sparkpods_sort::sort_by_key(&mut ports, |p| p.0);
//! // Stable: the two `driver` entries keep their order.
//! assert_eq!(
//!     ports,
//!     [("blockmanager", 7079), ("driver", 7078), ("driver", 7077), ("ui", 4040)]
//! );
//! let labels = sparkpods_sort::btree_map([("spark-role", "driver"), ("spark-role", "executor")]);
//! assert_eq!(labels["spark-role"], "executor");
//! ```

#![deny(missing_docs)]

use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet};

/// The stable order of `0..len` under `cmp` (a permutation: position `k` of the sorted sequence
/// holds the element at index `perm[k]`). The one instance of std's sort.
#[inline(never)]
#[allow(clippy::disallowed_methods)] // the one call the crate's clippy.toml allows
fn sorted_permutation(len: usize, cmp: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut perm: Vec<usize> = (0..len).collect();
    perm.sort_by(|&a, &b| cmp(a, b));
    perm
}

/// Rearranges a sequence so that position `k` receives the element at `perm[k]`, through
/// `swap`, following each cycle once (`perm` is used up as the visited marks).
#[inline(never)]
fn apply_permutation(mut perm: Vec<usize>, swap: &mut dyn FnMut(usize, usize)) {
    for start in 0..perm.len() {
        let mut cur = start;
        while let Some(slot) = perm.get_mut(cur) {
            let next = std::mem::replace(slot, cur);
            if next == start || next == cur {
                break;
            }
            swap(cur, next);
            cur = next;
        }
    }
}

/// Stable sort by `cmp`: the same result as `v.sort_by(cmp)`, with one sort in the program.
pub fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    if v.len() < 2 {
        return;
    }
    let perm = {
        let s: &[T] = v;
        sorted_permutation(s.len(), &mut |a, b| match (s.get(a), s.get(b)) {
            (Some(x), Some(y)) => cmp(x, y),
            _ => Ordering::Equal,
        })
    };
    apply_permutation(perm, &mut |a, b| v.swap(a, b));
}

/// Rearranges `v` in place so that position `k` receives the element at `perm[k]` (`perm` a
/// permutation of `v`'s indices, such as an iteration order computed from hashes), following
/// each cycle once with swaps: no copy of the elements. Indices out of range are ignored.
pub fn permute<T>(v: &mut [T], perm: Vec<usize>) {
    let len = v.len();
    apply_permutation(perm, &mut |a, b| {
        if a < len && b < len {
            v.swap(a, b);
        }
    });
}

/// Stable sort by a key: the same result as `v.sort_by_key(key)` (the key is computed per
/// comparison, as std's does).
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

/// Stable sort in `Ord` order: the same result as `v.sort()` (and as `v.sort_unstable()`, up to
/// the order of equal elements).
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// `it.collect::<BTreeMap<_, _>>()` by insertion: a repeated key keeps its last value (and its
/// first key object, where `collect` keeps the last; the same for keys whose equal values are
/// indistinguishable, such as strings, which is every caller's case).
pub fn btree_map<K: Ord, V>(it: impl IntoIterator<Item = (K, V)>) -> BTreeMap<K, V> {
    let mut out = BTreeMap::new();
    for (k, v) in it {
        out.insert(k, v);
    }
    out
}

/// `it.collect::<BTreeSet<_>>()` by insertion: of equal elements the last is kept, as
/// `collect` keeps it.
pub fn btree_set<T: Ord>(it: impl IntoIterator<Item = T>) -> BTreeSet<T> {
    let mut out = BTreeSet::new();
    for x in it {
        out.replace(x);
    }
    out
}

#[cfg(test)]
#[allow(clippy::disallowed_methods)] // std's sorts, to compare with
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn empty_and_single() {
        let mut e: Vec<String> = Vec::new();
        sort(&mut e);
        assert!(e.is_empty());
        let mut one = vec!["x".to_string()];
        sort(&mut one);
        assert_eq!(one, ["x"]);
    }

    #[test]
    fn stable() {
        let mut v = vec![(2, "a"), (1, "b"), (2, "c"), (1, "d"), (0, "e"), (2, "f")];
        sort_by_key(&mut v, |p| p.0);
        assert_eq!(
            v,
            [(0, "e"), (1, "b"), (1, "d"), (2, "a"), (2, "c"), (2, "f")]
        );
    }

    #[test]
    fn moves_non_copy_elements() {
        let mut v: Vec<Vec<String>> = ["d", "b", "a", "c", "e"]
            .iter()
            .map(|s| vec![s.to_string(), format!("{s}{s}")])
            .collect();
        sort(&mut v);
        let firsts: Vec<&str> = v.iter().map(|x| x[0].as_str()).collect();
        assert_eq!(firsts, ["a", "b", "c", "d", "e"]);
        assert!(v.iter().all(|x| x[1] == format!("{0}{0}", x[0])));
    }

    #[test]
    fn collections_keep_std_semantics() {
        let pairs = vec![("b", 1), ("a", 2), ("b", 3), ("a", 4)];
        assert_eq!(
            btree_map(pairs.clone()),
            pairs.into_iter().collect::<BTreeMap<_, _>>()
        );
        // Equal under Ord but distinguishable: the last one is kept, as `collect` keeps it.
        #[derive(Debug)]
        struct K(u8, &'static str);
        impl PartialEq for K {
            fn eq(&self, o: &Self) -> bool {
                self.0 == o.0
            }
        }
        impl Eq for K {}
        impl PartialOrd for K {
            fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
                Some(self.cmp(o))
            }
        }
        impl Ord for K {
            fn cmp(&self, o: &Self) -> Ordering {
                self.0.cmp(&o.0)
            }
        }
        let mine: Vec<&str> = btree_set([K(1, "x"), K(0, "y"), K(1, "z")])
            .iter()
            .map(|k| k.1)
            .collect();
        let std: Vec<&str> = [K(1, "x"), K(0, "y"), K(1, "z")]
            .into_iter()
            .collect::<BTreeSet<_>>()
            .iter()
            .map(|k| k.1)
            .collect();
        assert_eq!(mine, std);
        assert_eq!(mine, ["y", "z"]);
    }

    proptest! {
        /// Position `k` receives the element that was at `perm[k]`, for any permutation.
        #[test]
        fn permute_takes_each_element_from_its_index(
            perm in (0usize..40).prop_flat_map(|n| Just((0..n).collect::<Vec<usize>>()).prop_shuffle())
        ) {
            let original: Vec<String> = (0..perm.len()).map(|i| format!("e{i}")).collect();
            let mut v = original.clone();
            permute(&mut v, perm.clone());
            let want: Vec<String> = perm.iter().map(|&i| original[i].clone()).collect();
            prop_assert_eq!(v, want);
        }

        #[test]
        fn equals_std_stable_sort(v in proptest::collection::vec((0u8..8, ".{0,3}"), 0..64)) {
            // Keyed on the first field only, so stability is visible in the second.
            let mut std = v.clone();
            std.sort_by_key(|a| a.0);
            let mut mine = v.clone();
            sort_by(&mut mine, |a, b| a.0.cmp(&b.0));
            prop_assert_eq!(&mine, &std);
            let mut mine = v.clone();
            sort_by_key(&mut mine, |a| a.0);
            prop_assert_eq!(&mine, &std);

            let mut mine = v.clone();
            sort(&mut mine);
            let mut std = v;
            std.sort();
            prop_assert_eq!(mine, std);
        }

        #[test]
        fn btree_map_equals_collect(v in proptest::collection::vec((0u8..16, any::<u32>()), 0..48)) {
            prop_assert_eq!(btree_map(v.clone()), v.into_iter().collect::<BTreeMap<_, _>>());
        }
    }
}
