//! `java.lang.String` methods whose results differ from Rust's `str` ones.

/// `String.trim()`: strips every char `<= U+0020` from both ends (control characters too,
/// unlike `str::trim`, and no Unicode whitespace above U+0020).
pub fn java_trim(s: &str) -> &str {
    s.trim_matches(|c: char| c <= '\u{20}')
}

/// `s.startsWith(prefix)` (a UTF-8 prefix is a UTF-16 prefix): what follows the prefix, or
/// `None`. Eight bytes a step, inline, where `str::strip_prefix` calls `memcmp`, which in
/// wasm (wasi-libc's, compiler-builtins') compares one byte an iteration: conf keys share
/// long prefixes (`spark.kubernetes.`), and every prefix read of a conf tests every key.
#[inline]
pub fn java_strip_prefix<'a>(s: &'a str, prefix: &str) -> Option<&'a str> {
    if common_prefix_len(s.as_bytes(), prefix.as_bytes()) == prefix.len() {
        s.get(prefix.len()..)
    } else {
        None
    }
}

/// The length of the longest common prefix of `a` and `b` in bytes, found eight bytes a
/// step (the lowest differing byte of the first unequal words): see [`java_strip_prefix`].
#[inline]
pub(crate) fn common_prefix_len(a: &[u8], b: &[u8]) -> usize {
    let mut at = 0;
    for (x, y) in a.chunks_exact(8).zip(b.chunks_exact(8)) {
        let (Ok(x), Ok(y)) = (<[u8; 8]>::try_from(x), <[u8; 8]>::try_from(y)) else {
            break;
        };
        let diff = u64::from_le_bytes(x) ^ u64::from_le_bytes(y);
        if diff != 0 {
            return at + (diff.trailing_zeros() / 8) as usize;
        }
        at += 8;
    }
    at + a
        .iter()
        .skip(at)
        .zip(b.iter().skip(at))
        .take_while(|(x, y)| x == y)
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trims_what_java_trims() {
        assert_eq!(java_trim("\n v\n"), "v");
        assert_eq!(java_trim("\u{0}\u{1f} a b \u{7}"), "a b");
        // U+00A0 and U+3000 are whitespace to Rust, not to `String.trim`.
        assert_eq!(java_trim("\u{a0}x\u{3000}"), "\u{a0}x\u{3000}");
        assert_eq!(java_trim("\u{a0}x\u{3000}".trim()), "x");
    }

    proptest::proptest! {
        /// The word-at-a-time prefix test is `str::strip_prefix`, on strings that share
        /// prefixes of every length around a word's (the alphabet is small, so they often do).
        #[test]
        fn strip_prefix_is_std(common in "[ab\u{e9}]{0,20}", s in "[ab\u{e9}]{0,12}", p in "[ab\u{e9}]{0,12}") {
            let (s, p) = (format!("{common}{s}"), format!("{common}{p}"));
            proptest::prop_assert_eq!(java_strip_prefix(&s, &p), s.strip_prefix(p.as_str()));
            proptest::prop_assert_eq!(java_strip_prefix(&s, &common), s.strip_prefix(common.as_str()));
            let naive = s.bytes().zip(p.bytes()).take_while(|(x, y)| x == y).count();
            proptest::prop_assert_eq!(common_prefix_len(s.as_bytes(), p.as_bytes()), naive);
        }
    }
}
