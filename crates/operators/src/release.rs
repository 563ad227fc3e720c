//! What both operators' release models share: a release found by its tag one way for both, the
//! error that lists the supported ones, and the newest release as the last of the list (a test
//! holds each operator's `NEWEST` to it).

/// An operator's modelled releases.
pub trait OperatorReleases: Sized + 'static {
    /// The operator as messages name it (`kubeflow spark-operator`).
    const OPERATOR: &'static str;
    /// Said after the supported releases: which releases are left out, and why.
    const LEFT_OUT: &'static str = "";

    /// Every modelled release, oldest first: the last is the newest, the default.
    fn all() -> &'static [Self];

    /// Its tag as the operator's repository writes it (`v2.5.2`, `1.0.0`).
    fn version(&self) -> &'static str;

    /// The release tagged `given`, with or without the leading `v`.
    fn find(given: &str) -> Result<&'static Self, UnknownOperatorRelease> {
        let want = given.trim().trim_start_matches('v');
        Self::all()
            .iter()
            .find(|r| r.version().trim_start_matches('v') == want)
            .ok_or_else(|| UnknownOperatorRelease {
                operator: Self::OPERATOR,
                given: given.to_string(),
                supported: supported_releases::<Self>(),
                left_out: Self::LEFT_OUT,
            })
    }
}

/// The tags of every modelled release, oldest first (`v2.0.0, v2.0.1, ...`).
pub fn supported_releases<R: OperatorReleases>() -> String {
    R::all()
        .iter()
        .map(|r| r.version())
        .collect::<Vec<_>>()
        .join(", ")
}

/// An operator release that is not modelled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown {operator} release `{given}`: supported are {supported}{left_out}")]
pub struct UnknownOperatorRelease {
    /// The operator ([`OperatorReleases::OPERATOR`]).
    pub operator: &'static str,
    /// The release as given.
    pub given: String,
    supported: String,
    left_out: &'static str,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{apache, kubeflow};

    fn numbers(tag: &str) -> Vec<u32> {
        tag.trim_start_matches('v')
            .split('.')
            .map(|n| n.parse().unwrap())
            .collect()
    }

    /// The list is in release order, and the newest (the default) is its last entry: adding a
    /// release at the end of the list is all it takes.
    fn ordered_with_newest_last<R: OperatorReleases + PartialEq + std::fmt::Debug>(newest: &R) {
        let tags: Vec<Vec<u32>> = R::all().iter().map(|r| numbers(r.version())).collect();
        assert!(
            tags.windows(2).all(|w| w[0] < w[1]),
            "{}: releases out of order: {}",
            R::OPERATOR,
            supported_releases::<R>()
        );
        assert_eq!(Some(newest), R::all().last(), "{}: NEWEST", R::OPERATOR);
    }

    #[test]
    fn each_operator_lists_its_releases_in_order_with_the_newest_last() {
        ordered_with_newest_last(kubeflow::NEWEST);
        ordered_with_newest_last(apache::NEWEST);
    }

    #[test]
    fn a_release_is_found_with_or_without_its_v_and_an_unknown_one_lists_the_supported() {
        for r in kubeflow::RELEASES {
            let bare = r.version.trim_start_matches('v');
            assert_eq!(kubeflow::OperatorRelease::find(bare).unwrap(), r);
            assert_eq!(
                kubeflow::OperatorRelease::find(&format!("v{bare}")).unwrap(),
                r
            );
        }
        for r in apache::RELEASES {
            assert_eq!(apache::OperatorRelease::find(r.version).unwrap(), r);
            assert_eq!(
                apache::OperatorRelease::find(&format!("v{}", r.version)).unwrap(),
                r
            );
        }
        let e = apache::OperatorRelease::find("0.9.0").unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "unknown Apache Spark Kubernetes operator release `0.9.0`: supported are {} (0.6.0 and 0.9.0 bundle Spark previews, which sparkpods does not render)",
                supported_releases::<apache::OperatorRelease>()
            )
        );
        assert!(
            kubeflow::OperatorRelease::find("v1.1.0")
                .unwrap_err()
                .to_string()
                .starts_with(
                    "unknown kubeflow spark-operator release `v1.1.0`: supported are v2.0.0, "
                )
        );
    }
}
