//! `java.lang.String` primitives that JVM hash tables key their layout on.

use std::cmp::Ordering;

use crate::string::common_prefix_len;

/// `java.lang.String.hashCode()`: `s[0]*31^(n-1) + ... + s[n-1]` over the UTF-16 code units,
/// with Java's wrapping `int` arithmetic.
///
/// Every JVM hash table that Spark iterates (SparkConf's `ConcurrentHashMap`, `java.util.HashMap`,
/// Scala's immutable `HashMap`) places String keys by this value, so it decides the order in
/// which Spark emits env vars, volumes and Java options.
#[inline] // every conf key's place in SparkConf's table, called from other crates
pub fn java_string_hash(s: &str) -> i32 {
    let step = |h: i32, unit: i32| h.wrapping_mul(31).wrapping_add(unit);
    // An ASCII string's UTF-16 units are its bytes (nearly every conf key and value). Four
    // units a step (`h·31⁴ + a·31³ + b·31² + c·31 + d`, the same in wrapping arithmetic):
    // one multiplication on the dependency chain per four bytes instead of per byte.
    if s.is_ascii() {
        let bytes = s.as_bytes();
        let mut chunks = bytes.chunks_exact(4);
        let mut h = 0i32;
        for c in &mut chunks {
            if let &[a, b, c, d] = c {
                h = h
                    .wrapping_mul(923_521)
                    .wrapping_add(i32::from(a).wrapping_mul(29_791))
                    .wrapping_add(i32::from(b).wrapping_mul(961))
                    .wrapping_add(i32::from(c).wrapping_mul(31))
                    .wrapping_add(i32::from(d));
            }
        }
        chunks
            .remainder()
            .iter()
            .fold(h, |h, &b| step(h, i32::from(b)))
    } else {
        s.encode_utf16()
            .fold(0i32, |h, unit| step(h, i32::from(unit)))
    }
}

/// [`java_string_hash`] when compiling (a registry key's: a typed read finds the key without
/// hashing it): the UTF-8 decoded character by character, a character above U+FFFF hashed as
/// its two UTF-16 units.
pub const fn java_string_hash_const(s: &str) -> i32 {
    const fn step(h: i32, unit: u32) -> i32 {
        h.wrapping_mul(31).wrapping_add(unit as i32)
    }
    const fn low(b: u8) -> u32 {
        (b & 0x3f) as u32
    }
    let mut rest = s.as_bytes();
    let mut h = 0i32;
    while let [first, tail @ ..] = rest {
        let b0 = *first as u32;
        let (c, tail) = match tail {
            _ if b0 < 0x80 => (b0, tail),
            [b1, t @ ..] if b0 < 0xe0 => (((b0 & 0x1f) << 6) | low(*b1), t),
            [b1, b2, t @ ..] if b0 < 0xf0 => (((b0 & 0x0f) << 12) | (low(*b1) << 6) | low(*b2), t),
            [b1, b2, b3, t @ ..] => (
                ((b0 & 0x07) << 18) | (low(*b1) << 12) | (low(*b2) << 6) | low(*b3),
                t,
            ),
            // A `str` is well-formed UTF-8: no character is cut short.
            _ => (0xfffd, tail),
        };
        h = if c >= 0x1_0000 {
            let c = c - 0x1_0000;
            step(step(h, 0xd800 + (c >> 10)), 0xdc00 + (c & 0x3ff))
        } else {
            step(h, c)
        };
        rest = tail;
    }
    h
}

/// `java.lang.String.compareTo`: lexicographic over UTF-16 code units (a prefix sorts first).
///
/// This differs from Rust's `str` ordering (code points) for characters above U+FFFF versus
/// U+E000..U+FFFF. The JDK's red-black tree bins order equal-hash String keys by it.
#[inline] // every conf-key sort's comparator, called from other crates
pub fn java_string_compare(a: &str, b: &str) -> Ordering {
    // The first differing byte decides (found eight bytes a step rather than by `memcmp`, a
    // byte a step in wasm), else the length (a prefix sorts first). Where either of the two
    // bytes is ASCII, both start a character (the bytes before are the same whole characters)
    // and UTF-8's order is UTF-16's; only two non-ASCII characters can differ in order (one at
    // or above U+E000 against a supplementary one): compared as UTF-16 then. Nearly every conf
    // key is ASCII, and neither string is scanned for it.
    let (x, y) = (a.as_bytes(), b.as_bytes());
    let at = common_prefix_len(x, y);
    match (x.get(at), y.get(at)) {
        (Some(p), Some(q)) if p.is_ascii() || q.is_ascii() => p.cmp(q),
        (Some(_), Some(_)) => a.encode_utf16().cmp(b.encode_utf16()),
        _ => x.len().cmp(&y.len()),
    }
}

/// `x >>> n` for a Java `int`.
pub(crate) fn ushr(x: i32, n: u32) -> i32 {
    ((x as u32) >> n) as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_hash_codes() {
        assert_eq!(java_string_hash(""), 0);
        assert_eq!(java_string_hash("a"), 97);
        assert_eq!(java_string_hash("Aa"), java_string_hash("BB"));
        assert_eq!(java_string_hash("Aa"), 2112);
        assert_eq!(java_string_hash("spark.app.name"), 167_792_169);
        assert_eq!(java_string_hash("polygenelubricants"), i32::MIN);
        // surrogate pair: hashed as two UTF-16 units
        assert_eq!(java_string_hash("\u{1F600}"), 1_772_899);
    }

    proptest::proptest! {
        /// The ASCII fast path is `String.hashCode` over UTF-16 units like any other string.
        #[test]
        fn hash_is_over_utf16_units(s in "\\PC{0,40}|[ -~]{0,40}") {
            let units = s.encode_utf16().fold(0i32, |h, u| h.wrapping_mul(31).wrapping_add(i32::from(u)));
            proptest::prop_assert_eq!(java_string_hash(&s), units);
        }

        /// The hash computed when compiling is the same.
        #[test]
        fn hash_when_compiling_is_the_same(s in "\\PC{0,40}|[ -~]{0,40}") {
            proptest::prop_assert_eq!(java_string_hash_const(&s), java_string_hash(&s));
        }

        /// `compareTo` over UTF-16 units, on strings that share prefixes and mix ASCII,
        /// characters up to U+FFFF and beyond (where UTF-8's order is not UTF-16's).
        #[test]
        fn compare_is_over_utf16_units(
            prefix in "[a\u{e9}\u{ffff}\u{1f600}]{0,3}",
            a in "[a-b\u{7f}\u{80}\u{7ff}\u{800}\u{d7ff}\u{e000}\u{efff}\u{f000}\u{ffff}\u{10000}\u{1f600}\u{10ffff}]{0,4}",
            b in "[a-b\u{7f}\u{80}\u{7ff}\u{800}\u{d7ff}\u{e000}\u{efff}\u{f000}\u{ffff}\u{10000}\u{1f600}\u{10ffff}]{0,4}",
        ) {
            let (a, b) = (format!("{prefix}{a}"), format!("{prefix}{b}"));
            proptest::prop_assert_eq!(
                java_string_compare(&a, &b),
                a.encode_utf16().cmp(b.encode_utf16())
            );
        }
    }

    proptest::proptest! {
        /// ASCII strings (compared a word at a time) in `str`'s order, with shared prefixes
        /// shorter and longer than a word.
        #[test]
        fn ascii_compare_is_str_order(common in "[a-c.]{0,20}", a in "[a-c.]{0,10}", b in "[a-c.]{0,10}") {
            let (a, b) = (format!("{common}{a}"), format!("{common}{b}"));
            proptest::prop_assert_eq!(java_string_compare(&a, &b), a.cmp(&b));
        }
    }

    #[test]
    fn compare_is_utf16() {
        assert_eq!(java_string_compare("a", "b"), Ordering::Less);
        assert_eq!(java_string_compare("ab", "a"), Ordering::Greater);
        // U+1F600 is D83D DE00 in UTF-16, below U+FFFF
        assert_eq!(java_string_compare("\u{1F600}", "\u{FFFF}"), Ordering::Less);
        assert_eq!("\u{1F600}".cmp("\u{FFFF}"), Ordering::Greater);
    }
}
