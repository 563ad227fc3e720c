//! A key's dotted prefixes hashed (`spark.x.`, `spark.x.y.`, `spark.x.y.z.`), so that a prefix
//! read of a conf (`getAllWithPrefix`: labels, env vars, volumes, secrets, about twenty a
//! render) compares two numbers for most keys instead of their bytes. A key is under a prefix
//! only if its dotted prefix of the prefix's depth is the prefix's own, hence has its hash:
//! keys whose hash differs are passed over, the others still compared byte for byte, so an
//! equal hash of another prefix costs a comparison, never a wrong answer.

/// The depths kept, from two dots (`spark.x.`) to four.
const LEVELS: usize = 3;
/// The shallowest depth kept: every conf key has one dot (`spark.`).
const FIRST_LEVEL_DOTS: usize = 2;

/// FNV-1a (32 bits): a few instructions a byte and no table.
const OFFSET: u32 = 0x811c_9dc5;
const PRIME: u32 = 0x0100_0193;

/// A key's dotted prefixes' hashes, shallowest first (a depth the key does not reach: the hash
/// of the whole key).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct DottedPrefixes([u32; LEVELS]);

impl DottedPrefixes {
    pub(crate) fn of(key: &str) -> DottedPrefixes {
        let Dotted {
            mut hashes,
            kept,
            hash,
        } = Dotted::of(key);
        // A depth the key does not reach: the hash of the whole key (no prefix that deep is
        // the key's: whatever it matches only costs a comparison).
        for slot in hashes.iter_mut().skip(kept) {
            *slot = hash;
        }
        DottedPrefixes(hashes)
    }
}

/// What a prefix read tests each key's [`DottedPrefixes`] against: the prefix's deepest kept
/// dotted prefix (`None`: the prefix has fewer than two dots, and every key is compared).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PrefixFilter {
    level: usize,
    hash: u32,
}

impl PrefixFilter {
    pub(crate) fn of(prefix: &str) -> Option<PrefixFilter> {
        let Dotted { hashes, kept, .. } = Dotted::of(prefix);
        let level = kept.checked_sub(1)?;
        let hash = *hashes.get(level)?;
        Some(PrefixFilter { level, hash })
    }

    /// Whether a key with these dotted prefixes may be under the prefix (`false`: it is not).
    pub(crate) fn may_hold(self, key: &DottedPrefixes) -> bool {
        key.0.get(self.level) == Some(&self.hash)
    }
}

/// One walk of a text for both: its dotted prefixes' hashes, shallowest first, and the hash
/// of what it walked (all of it, unless every depth was kept first).
struct Dotted {
    hashes: [u32; LEVELS],
    /// How many of `hashes` the text reaches.
    kept: usize,
    hash: u32,
}

impl Dotted {
    fn of(text: &str) -> Dotted {
        let mut dotted = Dotted {
            hashes: [0; LEVELS],
            kept: 0,
            hash: OFFSET,
        };
        let mut dots = 0;
        for &b in text.as_bytes() {
            dotted.hash = (dotted.hash ^ u32::from(b)).wrapping_mul(PRIME);
            if b == b'.' {
                dots += 1;
                if dots >= FIRST_LEVEL_DOTS {
                    if let Some(slot) = dotted.hashes.get_mut(dotted.kept) {
                        *slot = dotted.hash;
                    }
                    dotted.kept += 1;
                    if dotted.kept == LEVELS {
                        break;
                    }
                }
            }
        }
        dotted
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_key_under_a_prefix_passes_its_filter() {
        let key = DottedPrefixes::of("spark.kubernetes.executor.label.team");
        for prefix in [
            "spark.kubernetes.",
            "spark.kubernetes.executor.",
            "spark.kubernetes.executor.label.",
            "spark.kubernetes.executor.label.te",
        ] {
            let filter = PrefixFilter::of(prefix).unwrap();
            assert!(filter.may_hold(&key), "{prefix}");
        }
        assert_eq!(PrefixFilter::of("spark."), None);
        assert_eq!(PrefixFilter::of("spark.kub"), None);
        let other = PrefixFilter::of("spark.kubernetes.driver.label.").unwrap();
        assert!(!other.may_hold(&key));
        // A key shallower than the prefix is never under it.
        let short = DottedPrefixes::of("spark.kubernetes.executor");
        assert!(
            !PrefixFilter::of("spark.kubernetes.executor.")
                .unwrap()
                .may_hold(&short)
        );
    }

    proptest! {
        /// No key under a prefix is ever filtered out (what passes is still compared).
        #[test]
        fn never_filters_out_a_key_under_the_prefix(
            key in "[a-c.]{0,12}|spark\\.[a-z]{0,3}\\.[a-z.]{0,10}|\\PC{0,12}",
            cut in 0usize..16,
        ) {
            let prefix = key.get(..cut.min(key.len())).unwrap_or("");
            if let Some(filter) = PrefixFilter::of(prefix) {
                prop_assert!(filter.may_hold(&DottedPrefixes::of(&key)));
            }
        }
    }
}
