//! Did-you-mean for the settings. A typo in a cluster policy (`maxCPU`, `forbidHostNetwrok`,
//! `hostpath`) must stop the policy from loading with the name it most likely meant: read as a
//! field or value that does not exist, it would silently switch a rule off.

/// The candidate `typed` most likely misspells, by builder-core's distance (the one every
/// did-you-mean uses), within a third of the candidate's length: settings names are short, and
/// a conf key's tolerance (a sixth, at least two) would take `cpu` for `gpu`.
pub fn closest<'c>(typed: &str, candidates: &[&'c str]) -> Option<&'c str> {
    builder_core::closest(typed, candidates.iter().copied(), |c| (c.len() / 3).max(1))
}

/// `, did you mean `x`?` for a misspelt name, else nothing.
pub fn did_you_mean(typed: &str, candidates: &[&str]) -> String {
    closest(typed, candidates)
        .map(|c| format!(", did you mean `{c}`?"))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULE: &[&str] = &[
        "maxMemory",
        "maxCpu",
        "forbidHostNetwork",
        "forbidHostPID",
        "roles",
    ];

    #[test]
    fn typos_and_case_find_the_name_meant() {
        assert_eq!(closest("maxCPU", RULE), Some("maxCpu"));
        assert_eq!(
            closest("forbidHostNetwrok", RULE),
            Some("forbidHostNetwork")
        );
        assert_eq!(closest("forbidHostPid", RULE), Some("forbidHostPID"));
        assert_eq!(closest("role", RULE), Some("roles"));
        assert_eq!(closest("maxMem", RULE), Some("maxMemory"));
        assert_eq!(closest("cpu", RULE), None);
        assert_eq!(closest("image", RULE), None);
        assert_eq!(
            did_you_mean("maxMemroy", RULE),
            ", did you mean `maxMemory`?"
        );
        assert_eq!(did_you_mean("x", RULE), "");
    }
}
