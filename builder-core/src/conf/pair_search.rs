//! Whether a text holds a two-byte marker (`${` of a reference, `#@` of a directive): every
//! value read and every conf parsed asks, and almost none holds one.
//!
//! A `memchr` for the first byte, then a look at the next: memchr's own `memmem::find` gives
//! the same answer (a proptest holds the two equal) but links its substring searcher into the
//! admission policy's modules, 7 KB each (BENCHMARKS.md, "The module"), for no measurable
//! speed on these short texts; `str::contains` sets up a Two-Way searcher per call.

/// Whether `pair` occurs in `haystack`.
pub(crate) fn contains_pair(haystack: &[u8], pair: [u8; 2]) -> bool {
    let [first, second] = pair;
    memchr::memchr_iter(first, haystack).any(|at| haystack.get(at + 1) == Some(&second))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn is_memmem_find(haystack in "[$#@{a]{0,12}", pair in "[$#@{a]{2}") {
            let pair: [u8; 2] = pair.as_bytes().try_into().unwrap();
            prop_assert_eq!(
                contains_pair(haystack.as_bytes(), pair),
                memchr::memmem::find(haystack.as_bytes(), &pair).is_some()
            );
        }
    }
}
