//! An UPDATE is judged by what it changes. Controllers update objects they did not write: Spark
//! labels the executors it decommissions, operators add finalizers and annotations, and an
//! object created before the policy was installed (or before a rule was added) may break a
//! rule already. Rejecting such an update for a violation it did not introduce would block the
//! controller, not the violation. So, like the API server's ratcheting validation, a violation
//! that the old object has too, word for word (same rule, same object, same values), is
//! reported as a warning; only a violation the update introduces rejects it (one that changes
//! a value it names, such as a larger memory request, is a new violation).

/// What an UPDATE's violations come to.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Ratcheted {
    /// Introduced by the update: these reject it.
    pub rejected: Vec<String>,
    /// Already in the old object, as warnings that say so.
    pub warnings: Vec<String>,
}

/// Split the violations of the updated object (`now`) by whether the old object had them
/// (`before`).
pub fn ratchet(now: Vec<String>, before: &[String]) -> Ratcheted {
    let mut out = Ratcheted::default();
    for v in now {
        if before.contains(&v) {
            out.warnings.push(predates(&v));
        } else {
            out.rejected.push(v);
        }
    }
    out
}

/// The warning for a violation the old object has too (it starts with the rule, `[name]`).
pub fn predates(violation: &str) -> String {
    format!("{violation} (predates this update, so it does not reject it)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_what_the_update_introduces_rejects() {
        let before = [
            "[a] pod p: x".to_string(),
            "[b] pod p: limit 5Gi".to_string(),
        ];
        let now = vec![
            "[a] pod p: x".to_string(),
            "[b] pod p: limit 6Gi".to_string(),
            "[c] pod p: y".to_string(),
        ];
        let r = ratchet(now, &before);
        assert_eq!(r.rejected, ["[b] pod p: limit 6Gi", "[c] pod p: y"]);
        assert_eq!(
            r.warnings,
            ["[a] pod p: x (predates this update, so it does not reject it)"]
        );
        assert_eq!(ratchet(Vec::new(), &before), Ratcheted::default());
    }
}
