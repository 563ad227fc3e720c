//! Spark configuration: parsing, the key registry, and the conf map with Spark's iteration order.
mod alternative_keys;
pub mod bytes;
pub mod declared;
pub mod directives;
mod dotted_prefix;
mod key_filter;
mod pair_search;
pub mod properties;
pub mod registry;
pub mod role_keys;
pub mod spark_conf;
pub mod submit_environment;
pub mod submit_line;
pub mod substitution;

pub use spark_conf::SparkConf;

/// Why a `key=value` assignment (`--conf k=v`) is malformed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a conf assignment: write key=value, e.g. spark.executor.memory=4g")]
pub struct BadAssignment(pub String);

/// Parse `--conf k=v` style assignments as spark-submit does: split at the first `=`, key and
/// value trimmed; an empty key or a missing `=` is an error.
pub fn parse_assignments<S: AsRef<str>>(
    items: &[S],
) -> Result<Vec<(String, String)>, BadAssignment> {
    items
        .iter()
        .map(|item| {
            let item = item.as_ref();
            match item.split_once('=') {
                Some((k, v)) if !k.trim().is_empty() => {
                    Ok((k.trim().to_string(), v.trim().to_string()))
                }
                _ => Err(BadAssignment(item.to_string())),
            }
        })
        .collect()
}

#[cfg(test)]
mod assignment_tests {
    use super::*;

    #[test]
    fn assignments_split_at_the_first_equals() {
        assert_eq!(
            parse_assignments(&["spark.a=1", " spark.b = x=y "]).unwrap(),
            vec![
                ("spark.a".to_string(), "1".to_string()),
                ("spark.b".to_string(), "x=y".to_string())
            ]
        );
        assert!(parse_assignments(&["novalue"]).is_err());
        assert!(parse_assignments(&["=v"]).is_err());
    }
}
