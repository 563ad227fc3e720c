//! `scala.util.hashing.MurmurHash3` as far as the case classes, `Option`s and `Map`s that Spark
//! puts into hash sets need it (`Tuple2[String, String]`, `KubernetesVolumeSpec`, ...).
//!
//! `SparkConf.getAll` puts `(key, value)` tuples into a Scala `mutable.HashSet`, so the order of
//! every env var / Java option derived from it depends on the tuple's hash code: the case-class
//! hash `ScalaRunTime._hashCode(t) = MurmurHash3.productHash(t)`, i.e. 32-bit MurmurHash3 over
//! the elements' `##` (for a String: `String.hashCode`) with seed `productSeed = 0xcafebabe`.
//! Scala 2.13 additionally mixes in `productPrefix.hashCode` (`"Tuple2".hashCode`) first;
//! Scala 2.12 does not.

use super::hash::{java_string_hash, ushr};
use super::scala_map::ScalaVersion;

/// `MurmurHash3.productSeed`.
const PRODUCT_SEED: i32 = 0xcafe_babe_u32 as i32;

/// `MurmurHash3.mixLast(hash, data)`.
fn mix_last(hash: i32, data: i32) -> i32 {
    let k = data.wrapping_mul(0xcc9e_2d51_u32 as i32);
    let k = k.rotate_left(15);
    let k = k.wrapping_mul(0x1b87_3593);
    hash ^ k
}

/// `MurmurHash3.mix(hash, data)`.
fn mix(hash: i32, data: i32) -> i32 {
    let h = mix_last(hash, data).rotate_left(13);
    h.wrapping_mul(5).wrapping_add(0xe654_6b64_u32 as i32)
}

/// `MurmurHash3.finalizeHash(hash, length)` (`avalanche(hash ^ length)`).
fn finalize_hash(hash: i32, length: i32) -> i32 {
    let mut h = hash ^ length;
    h ^= ushr(h, 16);
    h = h.wrapping_mul(0x85eb_ca6b_u32 as i32);
    h ^= ushr(h, 13);
    h = h.wrapping_mul(0xc2b2_ae35_u32 as i32);
    h ^ ushr(h, 16)
}

/// `MurmurHash3.productHash` of a two-element product whose elements hash to `h1` and `h2`.
///
/// * 2.12.18: `h = productSeed; h = mix(h, h1); h = mix(h, h2); finalizeHash(h, 2)`.
/// * 2.13.18: the same, but `h = mix(h, productPrefix.hashCode)` (`"Tuple2"`) comes first.
pub(crate) fn product2_hash(version: ScalaVersion, h1: i32, h2: i32) -> i32 {
    product_hash(version, "Tuple2", &[h1, h2])
}

/// The `hashCode` of a case class instance (`productPrefix` = the class's simple name) whose
/// fields' `##` are `elements`, in declaration order:
///
/// * 2.12.18 (`ScalaRunTime._hashCode` = `MurmurHash3.productHash`, or the same arithmetic
///   inlined by the compiler when a field is primitive): `h = productSeed`, `h = mix(h, e)` per
///   element, `finalizeHash(h, arity)`.
/// * 2.13.18: `h = mix(productSeed, productPrefix.hashCode)` first (the compiler folds this into
///   the seed constant it passes to `productHash(x, seed, ignorePrefix = true)`), then the same.
///
/// A case object (arity 0, e.g. `None`) hashes to `productPrefix.hashCode` in both versions.
pub(crate) fn product_hash(version: ScalaVersion, prefix: &str, elements: &[i32]) -> i32 {
    if elements.is_empty() {
        return java_string_hash(prefix);
    }
    let mut h = PRODUCT_SEED;
    if version == ScalaVersion::V2_13 {
        h = mix(h, java_string_hash(prefix));
    }
    for &e in elements {
        h = mix(h, e);
    }
    finalize_hash(h, elements.len() as i32)
}

/// `o.##` for an `Option` whose content hashes to `inner`: `Some` is a one-field case class,
/// `None` a case object (`"None".hashCode`).
pub(crate) fn option_hash(version: ScalaVersion, inner: Option<i32>) -> i32 {
    match inner {
        Some(h) => product_hash(version, "Some", &[h]),
        None => product_hash(version, "None", &[]),
    }
}

/// `Option[String].##`.
pub(crate) fn option_string_hash(version: ScalaVersion, s: Option<&str>) -> i32 {
    option_hash(version, s.map(java_string_hash))
}

/// `MurmurHash3.mapSeed` = `"Map".hashCode`.
const MAP_SEED_PREFIX: &str = "Map";

/// `m.##` for an immutable `Map[String, String]` (`Map1`..`Map4` and `HashMap` alike):
/// `MurmurHash3.mapHash`, an unordered hash over the entries' `Tuple2` hashes `t`:
/// `a = sum(t)`, `b = xor(t)`, `c = product(...)`, then
/// `finalizeHash(mixLast(mix(mix(mapSeed, a), b), c), size)`.
///
/// * 2.12.18 (`unorderedHash` over the tuples): `c *= t` for `t != 0`; tuple hash without prefix.
/// * 2.13.18 (`mapHash` / `HashMap.hashCode`): `c *= t | 1`; tuple hash mixes `"Tuple2"`.
///
/// `entries` is read as successive `updated(k, v)` calls: a later duplicate key replaces the
/// earlier value. The order of entries does not matter.
pub(crate) fn string_map_hash(version: ScalaVersion, entries: &[(&str, &str)]) -> i32 {
    let (mut a, mut b, mut c, mut n) = (0i32, 0i32, 1i32, 0i32);
    for (i, (k, v)) in entries.iter().enumerate() {
        if entries.iter().skip(i + 1).any(|(k2, _)| k2 == k) {
            continue; // overwritten by a later binding
        }
        let t = scala_tuple2_string_hash(version, k, v);
        a = a.wrapping_add(t);
        b ^= t;
        match version {
            ScalaVersion::V2_12 => {
                if t != 0 {
                    c = c.wrapping_mul(t);
                }
            }
            ScalaVersion::V2_13 => c = c.wrapping_mul(t | 1),
        }
        n += 1;
    }
    let mut h = java_string_hash(MAP_SEED_PREFIX);
    h = mix(h, a);
    h = mix(h, b);
    h = mix_last(h, c);
    finalize_hash(h, n)
}

/// `(a, b).hashCode` / `(a, b).##` for a Scala `Tuple2[String, String]` (non-null strings).
///
/// Only the two `String.hashCode`s enter the hash, so pairs whose components have equal Java
/// hash codes (e.g. `("Aa", v)` and `("BB", v)`) collide fully.
pub fn scala_tuple2_string_hash(version: ScalaVersion, a: &str, b: &str) -> i32 {
    product2_hash(version, java_string_hash(a), java_string_hash(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn collisions_follow_string_hash() {
        for v in [ScalaVersion::V2_12, ScalaVersion::V2_13] {
            assert_eq!(
                scala_tuple2_string_hash(v, "Aa", "x"),
                scala_tuple2_string_hash(v, "BB", "x")
            );
            assert_ne!(
                scala_tuple2_string_hash(v, "a", "b"),
                scala_tuple2_string_hash(v, "b", "a")
            );
        }
        assert_ne!(
            scala_tuple2_string_hash(ScalaVersion::V2_12, "a", "b"),
            scala_tuple2_string_hash(ScalaVersion::V2_13, "a", "b")
        );
    }

    #[test]
    fn compiled_seeds_fold_in_the_prefix() {
        // Scala 2.13 case classes pass `mix(productSeed, productPrefix.hashCode)` as a constant
        // seed to `productHash(this, seed, ignorePrefix = true)`; these are the constants in the
        // bytecode of Spark 4.3.0's KubernetesPVCVolumeConf and scala-library 2.13.18's Some.
        assert_eq!(
            mix(PRODUCT_SEED, java_string_hash("KubernetesPVCVolumeConf")),
            875_937_562
        );
        assert_eq!(mix(PRODUCT_SEED, java_string_hash("Some")), 1_323_286_827);
        assert_eq!(option_hash(ScalaVersion::V2_12, None), 2_433_880);
        assert_eq!(option_hash(ScalaVersion::V2_13, None), 2_433_880);
    }

    #[test]
    fn map_hash_ignores_order_and_overwritten_bindings() {
        for v in [ScalaVersion::V2_12, ScalaVersion::V2_13] {
            assert_eq!(
                string_map_hash(v, &[("a", "1"), ("b", "2")]),
                string_map_hash(v, &[("b", "2"), ("a", "1")])
            );
            assert_eq!(
                string_map_hash(v, &[("a", "0"), ("b", "2"), ("a", "1")]),
                string_map_hash(v, &[("a", "1"), ("b", "2")])
            );
        }
    }
}
