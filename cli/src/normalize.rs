//! The oracle's normalizations: random parts of the output replaced by placeholders so two runs
//! (and sparkpods vs Spark) compare equal.

use serde_json::Value;

/// Replace UUIDs with `<UUID>`, the `Properties.store` date line with `#<TIMESTAMP>`, the
/// generated auth secret with `<RANDOM-AUTH-SECRET>` and `cwd` with `<CWD>`, in every string.
pub fn normalize(v: &mut Value, auth_secret: Option<&str>, cwd: Option<&str>) {
    match v {
        Value::String(s) => *s = normalize_str(s, auth_secret, cwd),
        Value::Array(a) => a.iter_mut().for_each(|x| normalize(x, auth_secret, cwd)),
        Value::Object(m) => m.values_mut().for_each(|x| normalize(x, auth_secret, cwd)),
        _ => {}
    }
}

fn normalize_str(s: &str, auth_secret: Option<&str>, cwd: Option<&str>) -> String {
    let mut out = replace_uuids(s);
    if out.contains('\n') {
        out = out
            .split('\n')
            .map(|line| {
                if is_timestamp_comment(line) {
                    "#<TIMESTAMP>".to_string()
                } else {
                    line.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
    }
    if let Some(secret) = auth_secret.filter(|s| !s.is_empty()) {
        out = out.replace(secret, "<RANDOM-AUTH-SECRET>");
    }
    if let Some(cwd) = cwd.filter(|c| c.len() > 1) {
        out = out.replace(cwd, "<CWD>");
    }
    out
}

/// The second line of a stored properties file: `#` + a date (anything but our header).
fn is_timestamp_comment(line: &str) -> bool {
    line.starts_with('#')
        && !line.starts_with("#Java properties built from")
        && !line.starts_with("#<")
        && line.chars().any(|c| c.is_ascii_digit())
        && !line.contains('=')
}

fn is_hex(b: u8) -> bool {
    b.is_ascii_hexdigit()
}

/// Replace every `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` (hex) with `<UUID>`.
pub fn replace_uuids(s: &str) -> String {
    const GROUPS: [usize; 5] = [8, 4, 4, 4, 12];
    let bytes = s.as_bytes();
    let mut out = String::with_capacity(s.len());
    let mut i = 0;
    let mut last = 0;
    while i < bytes.len() {
        let mut j = i;
        let mut ok = true;
        for (g, len) in GROUPS.iter().enumerate() {
            for _ in 0..*len {
                if bytes.get(j).is_some_and(|b| is_hex(*b)) {
                    j += 1;
                } else {
                    ok = false;
                    break;
                }
            }
            if !ok {
                break;
            }
            if g < 4 {
                if bytes.get(j) == Some(&b'-') {
                    j += 1;
                } else {
                    ok = false;
                    break;
                }
            }
        }
        let boundary_before = i == 0 || bytes.get(i - 1).is_some_and(|b| !is_hex(*b));
        if ok && boundary_before {
            out.push_str(s.get(last..i).unwrap_or(""));
            out.push_str("<UUID>");
            i = j;
            last = j;
        } else {
            i += 1;
        }
    }
    out.push_str(s.get(last..).unwrap_or(""));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uuids_are_masked() {
        assert_eq!(
            replace_uuids("/var/data/spark-0a1b2c3d-0000-4000-8000-00000000000f"),
            "/var/data/spark-<UUID>"
        );
        assert_eq!(replace_uuids("no uuid here"), "no uuid here");
        assert_eq!(
            replace_uuids(
                "a-0a1b2c3d-0000-4000-8000-00000000000f,b-0a1b2c3d-0000-4000-8000-00000000000e"
            ),
            "a-<UUID>,b-<UUID>"
        );
    }

    #[test]
    fn timestamp_lines_are_masked() {
        let text = "#Java properties built from Kubernetes config map with name: x\n#Thu Jan 01 00:00:00 UTC 1970\na=b\n";
        assert_eq!(
            normalize_str(text, None, None),
            "#Java properties built from Kubernetes config map with name: x\n#<TIMESTAMP>\na=b\n"
        );
    }
}
