//! Did-you-mean, one way everywhere a name can be misspelt: conf keys, spark-submit options,
//! SparkApplication fields, the admission policy's settings.

/// Edits between a typed name and a known one: optimal string alignment (a swap of two
/// neighbours is one edit: `nsf` is `nfs`), ignoring ASCII case (`maxCPU` is `maxCpu`, at 0).
pub fn edits(typed: &str, known: &str) -> usize {
    strsim::osa_distance(&typed.to_ascii_lowercase(), &known.to_ascii_lowercase())
}

/// A lower bound of [`edits`], in one pass: the characters one has more of than the other
/// (the larger of the two excesses). An edit changes it by at most one, so a known name it
/// puts out of reach need not be aligned (the key catalog's did-you-mean compares with 1 750
/// keys, which only builds with the catalog read).
#[cfg(any(test, feature = "declared-keys-loadable"))]
pub fn edits_at_least(typed: &str, known: &str) -> usize {
    let mut counts = [0i32; 128];
    let slot = |c: char| usize::from(c.to_ascii_lowercase() as u8 & 0x7f);
    for c in typed.chars() {
        if let Some(n) = counts.get_mut(slot(c)) {
            *n += 1;
        }
    }
    for c in known.chars() {
        if let Some(n) = counts.get_mut(slot(c)) {
            *n -= 1;
        }
    }
    let more: i32 = counts.iter().filter(|n| **n > 0).sum();
    let fewer: i32 = counts.iter().filter(|n| **n < 0).map(|n| -n).sum();
    usize::try_from(more.max(fewer)).unwrap_or(0)
}

/// The name `typed` most likely misspells (`typed` being none of them): the fewest `edits`
/// away, at most `within(name)`, the first on ties.
pub fn closest<'c>(
    typed: &str,
    known: impl IntoIterator<Item = &'c str>,
    within: impl Fn(&str) -> usize,
) -> Option<&'c str> {
    known
        .into_iter()
        .map(|k| (edits(typed, k), k))
        .filter(|(d, k)| *d <= within(k))
        .min_by_key(|(d, _)| *d)
        .map(|(_, k)| k)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAMES: &[&str] = &["maxMemory", "maxCpu", "forbidHostNetwork", "roles", "nfs"];

    #[test]
    fn case_swaps_and_few_edits_find_the_name_meant() {
        let two = |_: &str| 2;
        assert_eq!(
            closest("maxCPU", NAMES.iter().copied(), two),
            Some("maxCpu")
        );
        assert_eq!(closest("nsf", NAMES.iter().copied(), two), Some("nfs"));
        assert_eq!(
            closest("forbidHostNetwrok", NAMES.iter().copied(), two),
            Some("forbidHostNetwork")
        );
        assert_eq!(closest("role", NAMES.iter().copied(), two), Some("roles"));
        assert_eq!(closest("image", NAMES.iter().copied(), two), None);
        assert_eq!(edits("abc", "ABC"), 0);
        assert_eq!(edits_at_least("nsf", "nfs"), 0);
        assert_eq!(edits_at_least("spark.a", "spark.abc"), 2);
    }

    proptest::proptest! {
        #[test]
        fn the_bound_is_never_above_the_edits(a in "[a-zA-Z.é]{0,12}", b in "[a-zA-Z.é]{0,12}") {
            proptest::prop_assert!(edits_at_least(&a, &b) <= edits(&a, &b));
        }
    }
}
