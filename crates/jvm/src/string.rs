//! `java.lang.String` methods whose results differ from Rust's `str` ones.

/// `String.trim()`: strips every char `<= U+0020` from both ends (control characters too,
/// unlike `str::trim`, and no Unicode whitespace above U+0020).
pub fn java_trim(s: &str) -> &str {
    s.trim_matches(|c: char| c <= '\u{20}')
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
}
