//! A line diff (longest common subsequence) for showing what the admission policy's mutation
//! changed in a pod's YAML.

/// One line of a diff.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DiffLine {
    Same(String),
    Added(String),
    Removed(String),
}

/// The diff from `old` to `new`, line by line. Quadratic in the line counts, which is fine for
/// pods (a few hundred lines); beyond `LIMIT` cells it falls back to "all removed, all added"
/// rather than stall the page.
pub fn diff_lines(old: &str, new: &str) -> Vec<DiffLine> {
    const LIMIT: usize = 4_000_000;
    let a: Vec<&str> = old.lines().collect();
    let b: Vec<&str> = new.lines().collect();
    if a.len().saturating_mul(b.len()) > LIMIT {
        return a
            .iter()
            .map(|l| DiffLine::Removed(l.to_string()))
            .chain(b.iter().map(|l| DiffLine::Added(l.to_string())))
            .collect();
    }
    // lcs[i][j]: LCS length of a[i..] and b[j..], flattened row-major.
    let w = b.len() + 1;
    let mut lcs = vec![0u32; (a.len() + 1) * w];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            let v = if a.get(i) == b.get(j) {
                lcs.get((i + 1) * w + j + 1).copied().unwrap_or(0) + 1
            } else {
                let down = lcs.get((i + 1) * w + j).copied().unwrap_or(0);
                let right = lcs.get(i * w + j + 1).copied().unwrap_or(0);
                down.max(right)
            };
            if let Some(cell) = lcs.get_mut(i * w + j) {
                *cell = v;
            }
        }
    }
    let at = |i: usize, j: usize| lcs.get(i * w + j).copied().unwrap_or(0);
    let mut out = Vec::with_capacity(a.len().max(b.len()));
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        match (a.get(i), b.get(j)) {
            (Some(x), Some(y)) if x == y => {
                out.push(DiffLine::Same(x.to_string()));
                i += 1;
                j += 1;
            }
            (Some(x), Some(_)) if at(i + 1, j) >= at(i, j + 1) => {
                out.push(DiffLine::Removed(x.to_string()));
                i += 1;
            }
            (_, Some(y)) => {
                out.push(DiffLine::Added(y.to_string()));
                j += 1;
            }
            (Some(x), None) => {
                out.push(DiffLine::Removed(x.to_string()));
                i += 1;
            }
            (None, None) => break,
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn insertion_in_the_middle() {
        let d = diff_lines("a\nb\nc\n", "a\nb\nx\nc\n");
        assert_eq!(
            d,
            vec![
                DiffLine::Same("a".into()),
                DiffLine::Same("b".into()),
                DiffLine::Added("x".into()),
                DiffLine::Same("c".into()),
            ]
        );
    }

    #[test]
    fn replacement() {
        let d = diff_lines("k: 1\n", "k: 2\n");
        assert_eq!(
            d,
            vec![
                DiffLine::Removed("k: 1".into()),
                DiffLine::Added("k: 2".into())
            ]
        );
    }

    proptest! {
        /// Keeping Same+Removed gives the old text, Same+Added the new one.
        #[test]
        fn diff_reconstructs_both_sides(a in prop::collection::vec("[abc]", 0..30), b in prop::collection::vec("[abc]", 0..30)) {
            let old = a.join("\n");
            let new = b.join("\n");
            let d = diff_lines(&old, &new);
            let left: Vec<&str> = d.iter().filter_map(|l| match l { DiffLine::Same(s) | DiffLine::Removed(s) => Some(s.as_str()), _ => None }).collect();
            let right: Vec<&str> = d.iter().filter_map(|l| match l { DiffLine::Same(s) | DiffLine::Added(s) => Some(s.as_str()), _ => None }).collect();
            prop_assert_eq!(left, old.lines().collect::<Vec<_>>());
            prop_assert_eq!(right, new.lines().collect::<Vec<_>>());
        }
    }
}
