//! `scala.util.hashing.MurmurHash3` as far as `Tuple2[String, String].hashCode` needs it.
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
    let mut h = PRODUCT_SEED;
    if version == ScalaVersion::V2_13 {
        h = mix(h, java_string_hash("Tuple2"));
    }
    h = mix(h, h1);
    h = mix(h, h2);
    finalize_hash(h, 2)
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
}
