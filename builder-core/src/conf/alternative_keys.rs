//! Which keys may have alternative (old) names: the filter's bits of the keys of the table of
//! alternatives (written by `build.rs`). Below both the table's readers (`declared`) and the
//! registry, whose keys carry the answer from the compiler (`ConfKey::may_have_alternatives`).

use super::key_filter;

include!(concat!(env!("OUT_DIR"), "/alternative_keys.rs"));

/// Whether `key` may have alternatives: `false` for most keys, at the cost of a hash (paid when
/// compiling for the registry's keys).
pub(crate) const fn may_have_alternatives(key: &str) -> bool {
    let bit = key_filter::filter_bit(key);
    match ALTERNATIVE_KEYS.split_at_checked(bit / 64) {
        Some((_, [word, ..])) => *word & (1 << (bit % 64)) != 0,
        _ => false,
    }
}
