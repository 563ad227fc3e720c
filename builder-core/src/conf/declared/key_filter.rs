//! A bit per hash of every key that has an alternative name: most keys read have none, and a
//! clear bit says so without the binary search over the table. Shared by `build.rs`, which
//! sets the bits of the table's keys, and [`super::alternatives_of`], which tests them.

/// Bits in the filter: with the table's ~60 keys, about one registry key in fifteen without an
/// alternative passes it (a test holds the rate down).
pub const FILTER_BITS: usize = 512;

/// The bit of `key`: FNV-1a over its bytes.
pub const fn filter_bit(key: &str) -> usize {
    let mut rest = key.as_bytes();
    let mut hash: u32 = 0x811c_9dc5;
    while let [byte, tail @ ..] = rest {
        hash ^= *byte as u32;
        hash = hash.wrapping_mul(0x0100_0193);
        rest = tail;
    }
    hash as usize % FILTER_BITS
}
