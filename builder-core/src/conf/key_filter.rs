//! A bit per hash of every key that has an alternative name: most keys read have none, and a
//! clear bit says so without the binary search over the table. Shared by `build.rs`, which
//! sets the bits of the table's keys, and `alternative_keys`, which tests them.

/// Bits in the filter: with the table's ~60 keys, about one registry key in twenty without an
/// alternative passes it (a test holds the rate down).
pub const FILTER_BITS: usize = 1024;

/// An odd 64-bit multiplier whose high bits mix every bit of the word below them (the one
/// splitmix64 and rapidhash start from).
const MIX: u64 = 0x9e37_79b9_7f4a_7c15;

/// The bit of `key`: its bytes eight at a time (little-endian words, the last one padded with
/// zeros and the length), each xored in and multiplied, the bit taken from the high half. A
/// render looks up ~50 keys: a byte at a time (FNV-1a, a multiply per byte in one dependency
/// chain) this was most of what a lookup cost, about 6 % of a render.
pub const fn filter_bit(key: &str) -> usize {
    let mut rest = key.as_bytes();
    let mut hash: u64 = MIX;
    while let Some((word, tail)) = rest.split_first_chunk::<8>() {
        hash = (hash ^ u64::from_le_bytes(*word)).wrapping_mul(MIX);
        hash ^= hash >> 32;
        rest = tail;
    }
    let mut last: u64 = (key.len() as u64) << 56;
    let mut shift = 0;
    while let [byte, tail @ ..] = rest {
        last |= (*byte as u64) << shift;
        shift += 8;
        rest = tail;
    }
    hash = (hash ^ last).wrapping_mul(MIX);
    (hash >> 32) as usize % FILTER_BITS
}
