//! The oracle's normalizations: random parts of the output replaced by placeholders so two runs
//! (and sparkpods vs Spark) compare equal.

use std::borrow::Cow;

use memchr::arch::all::packedpair::Pair;
use serde_json::Value;

use crate::fabric8_json::{MaskStrings, TRIGGERS, Trigger};
use crate::inputs::DRAWN_UUID_PREFIX;

/// What a render drew that the document shows masked.
#[derive(Debug, Clone, Copy, Default)]
pub struct Drawn<'a> {
    /// The generated authentication secret.
    pub auth_secret: Option<&'a str>,
    /// The port a client-mode driver bound (`crate::builder::ExecutorsDrawn::bound_port`).
    pub bound_port: Option<u16>,
}

/// Replace UUIDs with `<UUID>`, the `Properties.store` date line with `#<TIMESTAMP>`, the
/// generated auth secret with `<RANDOM-AUTH-SECRET>`, a bound port with `<DRIVER-PORT>` (where
/// the oracle masks it: after a `:` and in `spark.driver.port=`) and `cwd` with `<CWD>`, in
/// every string.
pub fn normalize(v: &mut Value, drawn: Drawn<'_>, cwd: Option<&str>) {
    Masks::new(drawn, cwd).apply(v);
}

/// A literal string, what replaces it, and where its rarest byte is (by memchr's ranking of
/// bytes in text: a working directory's `/` is in most paths a pod holds, its letters less).
struct Mask<'a> {
    needle: Cow<'a, str>,
    placeholder: Cow<'static, str>,
    /// Where its rarest byte is, and its next rarest.
    rarest: usize,
    next_rarest: usize,
}

impl<'a> Mask<'a> {
    fn new(needle: impl Into<Cow<'a, str>>, placeholder: impl Into<Cow<'static, str>>) -> Self {
        let needle = needle.into();
        let (rarest, next_rarest) = Pair::new(needle.as_bytes()).map_or((0, 0), |p| {
            (usize::from(p.index1()), usize::from(p.index2()))
        });
        Mask {
            needle,
            placeholder: placeholder.into(),
            rarest,
            next_rarest,
        }
    }

    /// Where the needle occurs in `text` ([`occurrences`], found at its rarest byte).
    fn find_iter<'t>(&'t self, text: &'t [u8]) -> impl Iterator<Item = usize> + 't {
        occurrences(self.needle.as_bytes(), self.rarest, text)
    }
}

/// Where `needle` occurs in `text`, left to right and not overlapping (as `memmem` finds it: a
/// test holds it so): at each of its byte at `at` (a rare one), compared in place. A searcher
/// built per document cost more than the few strings searched with it (the writer asks only
/// about strings that hold that byte), and on the short strings a document is made of a
/// general substring search costs several times as much.
fn occurrences<'t>(
    needle: &'t [u8],
    at: usize,
    text: &'t [u8],
) -> impl Iterator<Item = usize> + 't {
    // Too short to hold the needle: nothing to search.
    let searched = match text.len() >= needle.len() {
        true => text,
        false => &[],
    };
    // Where the next match may start.
    let mut next = 0;
    needle
        .get(at)
        .copied()
        .into_iter()
        .flat_map(move |byte| memchr::memchr_iter(byte, searched))
        .filter_map(move |found_at| {
            let start = found_at.checked_sub(at)?;
            let found = start >= next && text.get(start..start + needle.len()) == Some(needle);
            found.then(|| {
                next = start + needle.len();
                start
            })
        })
}

/// The literal strings to mask. [`normalize`] applies them to a document's values, the
/// document writer to each string it writes.
pub(crate) struct Masks<'a> {
    /// The length of the shortest needle below.
    shortest: usize,
    secret: Option<Mask<'a>>,
    port: Option<(Mask<'a>, Mask<'a>)>,
    cwd: Option<Mask<'a>>,
}

impl<'a> Masks<'a> {
    /// What [`normalize`] masks: the drawn parts and the working directory `cwd`.
    pub(crate) fn new(drawn: Drawn<'a>, cwd: Option<&'a str>) -> Self {
        let (key, placeholder) = (
            crate::conf::registry::DRIVER_PORT.key,
            crate::driver_process::DRIVER_PORT,
        );
        let port_masks = drawn.bound_port.map(|p| {
            (
                Mask::new(format!(":{p}"), format!(":{placeholder}")),
                Mask::new(format!("{key}={p}"), format!("{key}={placeholder}")),
            )
        });
        let mut masks = Masks {
            shortest: 0,
            secret: drawn
                .auth_secret
                .filter(|s| !s.is_empty())
                .map(|s| Mask::new(s, "<RANDOM-AUTH-SECRET>")),
            port: port_masks,
            cwd: cwd.filter(|c| c.len() > 1).map(|c| Mask::new(c, "<CWD>")),
        };
        masks.shortest = masks
            .needles()
            .map(|m| m.needle.len())
            .chain([DRAWN_UUID_PREFIX.len()])
            .min()
            .unwrap_or(0);
        masks
    }

    /// The literal needles: the secret, the port's two, the working directory.
    fn needles(&self) -> impl Iterator<Item = &Mask<'a>> {
        let port = self.port.iter().flat_map(|(a, b)| [a, b]);
        self.secret.iter().chain(port).chain(self.cwd.iter())
    }

    fn apply(&self, v: &mut Value) {
        match v {
            Value::String(s) => {
                if let Some(masked) = self.masked(s) {
                    *s = masked;
                }
            }
            Value::Array(a) => a.iter_mut().for_each(|x| self.apply(x)),
            Value::Object(m) => m.values_mut().for_each(|x| self.apply(x)),
            _ => {}
        }
    }

    /// The string with its random parts masked, `None` when it has none.
    fn masked(&self, s: &str) -> Option<String> {
        // Most strings are shorter than every needle and than a date line: nothing to mask.
        let lines = s.len() >= SHORTEST_DATE_LINE && memchr::memchr(b'\n', s.as_bytes()).is_some();
        if s.len() < self.shortest && !lines {
            return None;
        }
        // Only the UUIDs the render drew are masked: most strings have none.
        let mut out = masked_drawn_uuids(s);
        if lines && let Some(masked) = mask_timestamp_lines(out.as_deref().unwrap_or(s)) {
            out = Some(masked);
        }
        for mask in self.needles() {
            let text = out.as_deref().unwrap_or(s);
            // `find_iter` looks at nothing shorter than its needle.
            if mask.find_iter(text.as_bytes()).next().is_some() {
                out = Some(replace_all(text, mask));
            }
        }
        out
    }
}

impl MaskStrings for Masks<'_> {
    /// Each needle's two rarest bytes by memchr's ranking (and a drawn UUID's `8`, `4` and
    /// `-`: [`drawn_uuid_prefixes`] looks for its `8`), with the needle's length; a date line
    /// has a line break, which the writer always asks about.
    fn triggers(&self) -> Option<[Trigger; TRIGGERS]> {
        let uuid = Trigger {
            bytes: DRAWN_UUID_TRIGGER,
            shortest: DRAWN_UUID_PREFIX.len(),
        };
        let needles = self.needles().filter_map(|mask| {
            let byte = |at: usize| mask.needle.as_bytes().get(at).copied();
            let (first, second) = (byte(mask.rarest)?, byte(mask.next_rarest)?);
            Some(Trigger {
                bytes: [first, second, first],
                shortest: mask.needle.len(),
            })
        });
        let mut out = [Trigger::NONE; TRIGGERS];
        let mut slots = out.iter_mut();
        for t in std::iter::once(uuid).chain(needles) {
            // More needles than slots: every string is asked about.
            *slots.next()? = t;
        }
        Some(out)
    }

    fn masked(&self, s: &str) -> Option<String> {
        Masks::masked(self, s)
    }
}

/// Bytes every drawn UUID's prefix holds ([`DRAWN_UUID_PREFIX`]; a test holds them to it).
const DRAWN_UUID_TRIGGER: [u8; 3] = [b'8', b'4', b'-'];

/// The prefix's only `8` (a test holds it so): where [`drawn_uuid_prefixes`] finds it.
const DRAWN_UUID_EIGHT: usize = 19;

/// Where `s` holds [`DRAWN_UUID_PREFIX`], in order: found by its `8`, a byte most strings of a
/// pod lack ([`occurrences`]; the prefix cannot overlap itself).
fn drawn_uuid_prefixes(s: &str) -> impl Iterator<Item = usize> + '_ {
    occurrences(DRAWN_UUID_PREFIX.as_bytes(), DRAWN_UUID_EIGHT, s.as_bytes())
}

/// [`replace_drawn_uuids`] of `s`, `None` when it has none to mask: the UUIDs are found where
/// their prefix is (its `8`), not by trying the UUID pattern at every byte, which cost a
/// thousand instructions for each string the writer asked about (a proptest holds the two to
/// each other). A match is a prefix after a byte that is not a hex digit, with 12 hex digits
/// after it; two cannot overlap (a `-` is where the other would need a digit).
fn masked_drawn_uuids(s: &str) -> Option<String> {
    const UUID: usize = 36;
    let bytes = s.as_bytes();
    let mut out: Option<String> = None;
    // How much of `s` is in `out`.
    let mut copied = 0;
    for start in drawn_uuid_prefixes(s) {
        let boundary = start
            .checked_sub(1)
            .is_none_or(|before| bytes.get(before).is_some_and(|b| !is_hex(*b)));
        let digits = bytes
            .get(start + DRAWN_UUID_PREFIX.len()..start + UUID)
            .is_some_and(|d| d.iter().all(|b| is_hex(*b)));
        if !(boundary && digits) || start < copied {
            continue;
        }
        let o = out.get_or_insert_with(|| String::with_capacity(s.len()));
        o.push_str(s.get(copied..start).unwrap_or_default());
        o.push_str("<UUID>");
        copied = start + UUID;
    }
    let mut out = out?;
    out.push_str(s.get(copied..).unwrap_or_default());
    Some(out)
}

/// The shortest line [`is_timestamp_comment`] takes (a one-letter zone).
const SHORTEST_DATE_LINE: usize = "#Sun Nov 29 20:18:00 Z 2025".len();

/// `text` with each line `Properties.store` dates ([`is_timestamp_comment`]) written as the
/// oracle masks it; `None` when no line is one (most multi-line strings are not properties).
/// Only a line that starts with `#` can be one: they are found by their `#` (a properties
/// file's other lines, its entries, escape theirs), not by splitting every line.
fn mask_timestamp_lines(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out: Option<String> = None;
    // How much of `text` is in `out`.
    let mut copied = 0;
    let line_starts =
        memchr::memchr_iter(b'#', bytes).filter(|&at| at == 0 || bytes.get(at - 1) == Some(&b'\n'));
    for start in line_starts {
        let end = memchr::memchr(b'\n', bytes.get(start..).unwrap_or_default())
            .map_or(text.len(), |len| start + len);
        let line = text.get(start..end).unwrap_or_default();
        if !is_timestamp_comment(line) {
            continue;
        }
        let o = out.get_or_insert_with(|| String::with_capacity(text.len()));
        o.push_str(text.get(copied..start).unwrap_or_default());
        // The line's own `\r` stays: the oracle replaces the date, not the ending.
        o.push_str(match line.ends_with('\r') {
            true => "#<TIMESTAMP>\r",
            false => "#<TIMESTAMP>",
        });
        copied = end;
    }
    let mut out = out?;
    out.push_str(text.get(copied..).unwrap_or_default());
    Some(out)
}

/// `text` with every match of `mask`'s needle replaced by its placeholder.
fn replace_all(text: &str, mask: &Mask<'_>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    for at in mask.find_iter(text.as_bytes()) {
        out.push_str(text.get(last..at).unwrap_or(""));
        out.push_str(&mask.placeholder);
        last = at + mask.needle.len();
    }
    out.push_str(text.get(last..).unwrap_or(""));
    out
}

#[cfg(test)]
fn normalize_str(s: &str, auth_secret: Option<&str>, cwd: Option<&str>) -> String {
    let mut v = Value::String(s.to_string());
    normalize(
        &mut v,
        Drawn {
            auth_secret,
            bound_port: None,
        },
        cwd,
    );
    v.as_str().unwrap_or_default().to_string()
}

/// A line `Properties.store` writes with the date (`#Sun Nov 29 20:18:00 UTC 2025`), matched
/// exactly as the oracle masks it: any other comment, also one in a user's file (a pod template's
/// licence header), is text Spark copies byte for byte and stays as it is.
fn is_timestamp_comment(line: &str) -> bool {
    const DAYS: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    // Java's `$` also matches before a `\r` ending the line.
    let line = line.strip_suffix('\r').unwrap_or(line);
    let Some(rest) = line.strip_prefix('#') else {
        return false;
    };
    let mut parts = rest.split(' ');
    let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
    let time = |s: &str| {
        let mut hms = s.split(':');
        let ok = (0..3).all(|_| hms.next().is_some_and(|p| digits(p, 2)));
        ok && hms.next().is_none()
    };
    let zone = |s: &str| {
        !s.is_empty()
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b':' | b'_' | b'/' | b'-'))
    };
    parts.next().is_some_and(|d| DAYS.contains(&d))
        && parts.next().is_some_and(|m| MONTHS.contains(&m))
        && parts.next().is_some_and(|d| digits(d, 2))
        && parts.next().is_some_and(time)
        && parts.next().is_some_and(zone)
        && parts.next().is_some_and(|y| digits(y, 4))
        && parts.next().is_none()
}

fn is_hex(b: u8) -> bool {
    b.is_ascii_hexdigit()
}

/// Replace every `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` (hex) with `<UUID>`, as the oracle
/// normalizes its documents (the tests hold ours to them masked alike).
pub fn replace_uuids(s: &str) -> String {
    replace_uuids_where(s, |_| true)
}

/// Replace the UUIDs sparkpods drew for Spark's `UUID.randomUUID()` (the reproducible
/// `00000000-0000-4000-8000-<n>` of [`crate::inputs::DeterministicIds`]) with `<UUID>`: a
/// UUID the user wrote (a label, an annotation, a template's value) is text Spark copies and
/// stays as written.
pub fn replace_drawn_uuids(s: &str) -> String {
    masked_drawn_uuids(s).unwrap_or_else(|| s.to_string())
}

fn replace_uuids_where(s: &str, masked: impl Fn(&str) -> bool) -> String {
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
        if ok && boundary_before && s.get(i..j).is_some_and(&masked) {
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
    fn only_the_uuids_sparkpods_drew_are_masked_in_documents() {
        let drawn = "/var/data/spark-00000000-0000-4000-8000-00000000000f";
        let users = "team-0a1b2c3d-1111-4000-8000-00000000000f";
        assert_eq!(normalize_str(drawn, None, None), "/var/data/spark-<UUID>");
        assert_eq!(normalize_str(users, None, None), users);
        assert_eq!(replace_uuids(users), "team-<UUID>");
    }

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
    fn secrets_and_the_working_directory_are_masked_everywhere_in_a_string() {
        assert_eq!(
            normalize_str(
                "s3cr3t:/work/dir/a and s3cr3t",
                Some("s3cr3t"),
                Some("/work/dir")
            ),
            "<RANDOM-AUTH-SECRET>:<CWD>/a and <RANDOM-AUTH-SECRET>"
        );
        assert_eq!(normalize_str("plain", Some("s3cr3t"), Some("/w")), "plain");
    }

    #[test]
    fn timestamp_lines_are_masked() {
        assert!(is_timestamp_comment("#Sun Nov 29 20:18:00 Z 2025"));
        assert!(!is_timestamp_comment("#Sun Nov 29 20:18:00  2025"));
        assert_eq!(
            normalize_str("#Sun Nov 29 20:18:00 Z 2025\n", None, None),
            "#<TIMESTAMP>\n"
        );
        let text = "#Java properties built from Kubernetes config map with name: x\n#Thu Jan 01 00:00:00 UTC 1970\na=b\n";
        assert_eq!(
            normalize_str(text, None, None),
            "#Java properties built from Kubernetes config map with name: x\n#<TIMESTAMP>\na=b\n"
        );
        assert_eq!(
            normalize_str("#Sun Nov 29 20:18:00 Europe/Berlin 2025\r\nk=v", None, None),
            "#<TIMESTAMP>\r\nk=v"
        );
    }

    /// A pod template's own comments (a licence header, a date in a comment) are the user's
    /// text, copied into the template ConfigMap byte for byte: never a placeholder.
    #[test]
    fn comments_of_a_users_file_are_kept() {
        for line in [
            "# Copyright 2024 Amazon.com, Inc. or its affiliates.",
            "#2024-01-01 nightly",
            "#Sun Nov 29 20:18:00 UTC 2025 (edited)",
            "#Sun Nov 29 20:18 UTC 2025",
            "#Mon Foo 29 20:18:00 UTC 2025",
        ] {
            let text = format!("apiVersion: v1\n{line}\nkind: Pod\n");
            assert_eq!(normalize_str(&text, None, None), text, "{line}");
        }
    }

    #[test]
    fn the_drawn_uuid_prefix_has_one_eight_where_the_search_looks() {
        let eights: Vec<usize> = DRAWN_UUID_PREFIX
            .bytes()
            .enumerate()
            .filter(|(_, b)| *b == b'8')
            .map(|(i, _)| i)
            .collect();
        assert_eq!(eights, [DRAWN_UUID_EIGHT]);
        // The writer's trigger for a drawn UUID: bytes its prefix holds.
        assert!(
            DRAWN_UUID_TRIGGER
                .iter()
                .all(|b| DRAWN_UUID_PREFIX.as_bytes().contains(b))
        );
    }

    proptest::proptest! {
        /// A document written with the masks' triggers (most strings never asked about) is the
        /// document with every string masked, whatever the needles: a secret, a port, a
        /// working directory, drawn UUIDs and date lines, alone and in strings of any length.
        #[test]
        fn the_writer_masks_what_every_string_masked_gives(
            secret in proptest::option::of("[0-9a-f]{1,8}"),
            port in proptest::option::of(1u16..=65535),
            cwd in proptest::option::of("/[a-z8/]{1,10}"),
            parts in proptest::collection::vec(
                (
                    proptest::collection::vec(
                        proptest::prop_oneof![
                            proptest::strategy::Just(DRAWN_UUID_PREFIX.to_string()),
                            proptest::strategy::Just("\n#Thu Jan 01 00:00:00 UTC 1970\n".to_string()),
                            proptest::strategy::Just(":".to_string()),
                            proptest::strategy::Just("spark.driver.port=".to_string()),
                            "[0-9a-f/8:\"é]{0,10}",
                        ],
                        0..4,
                    ),
                    proptest::bool::ANY,
                ),
                1..6,
            ),
        ) {
            let port_text = port.map(|p| p.to_string()).unwrap_or_default();
            let strings: Vec<String> = parts
                .iter()
                .map(|(p, with_needles)| {
                    p.iter()
                        .map(|piece| match piece.as_str() {
                            ":" => format!(":{port_text}"),
                            "spark.driver.port=" => format!("spark.driver.port={port_text}"),
                            other => other.to_string(),
                        })
                        .chain(secret.clone().filter(|_| *with_needles))
                        .chain(cwd.clone().filter(|_| *with_needles))
                        .collect::<String>()
                })
                .collect();
            let drawn = Drawn {
                auth_secret: secret.as_deref(),
                bound_port: port,
            };
            let masks = Masks::new(drawn, cwd.as_deref());
            let mut w = crate::fabric8_json::JsonWriter::new(false, Some(&masks));
            w.value(&strings, crate::fabric8_json::Shape::AsIs).unwrap();
            let mut expected = Value::from(strings.clone());
            normalize(&mut expected, drawn, cwd.as_deref());
            proptest::prop_assert_eq!(w.finish().unwrap(), expected.to_string());
        }

        /// A needle found at its rarest byte is found where `memmem` finds it.
        #[test]
        fn a_needle_is_found_where_memmem_finds_it(
            needle in "[ab/8]{1,4}",
            text in "[ab/8x]{0,24}",
        ) {
            let mask = Mask::new(needle.as_str(), "");
            let found: Vec<usize> = mask.find_iter(text.as_bytes()).collect();
            let expected: Vec<usize> =
                memchr::memmem::find_iter(text.as_bytes(), needle.as_bytes()).collect();
            proptest::prop_assert_eq!(found, expected);
        }

        /// The search by the prefix's `8` finds every place a substring search finds.
        #[test]
        fn drawn_uuid_prefixes_are_a_substring_search(
            parts in proptest::collection::vec(
                proptest::prop_oneof![
                    proptest::strategy::Just(DRAWN_UUID_PREFIX.to_string()),
                    proptest::strategy::Just(DRAWN_UUID_PREFIX[..20].to_string()),
                    proptest::strategy::Just(DRAWN_UUID_PREFIX[3..].to_string()),
                    "[08\\-4a]{0,12}",
                ],
                0..5,
            )
        ) {
            let s = parts.concat();
            let found: Vec<usize> = drawn_uuid_prefixes(&s).collect();
            let expected: Vec<usize> =
                memchr::memmem::find_iter(s.as_bytes(), DRAWN_UUID_PREFIX.as_bytes()).collect();
            proptest::prop_assert_eq!(found, expected);
        }

        /// The drawn UUIDs found at their prefix are what trying the UUID pattern at every
        /// byte finds (`None` when that changes nothing), next to hex digits, dashes, other
        /// UUIDs and cut prefixes.
        #[test]
        fn drawn_uuids_masked_at_their_prefix_are_the_scanners(
            parts in proptest::collection::vec(
                proptest::prop_oneof![
                    proptest::strategy::Just(DRAWN_UUID_PREFIX.to_string()),
                    proptest::strategy::Just(format!("{DRAWN_UUID_PREFIX}00000000000f")),
                    proptest::strategy::Just(DRAWN_UUID_PREFIX[3..].to_string()),
                    proptest::strategy::Just("0a1b2c3d-1111-4000-8000-00000000000f".to_string()),
                    "[0-9a-fA-F\\-x/8]{0,14}",
                ],
                0..6,
            )
        ) {
            let s = parts.concat();
            let scanned = replace_uuids_where(&s, |uuid| uuid.starts_with(DRAWN_UUID_PREFIX));
            let expected = (scanned != s).then_some(scanned);
            proptest::prop_assert_eq!(masked_drawn_uuids(&s), expected);
        }

        /// The one-pass masking is every line masked and joined again, and nothing (`None`)
        /// when no line is a date line.
        #[test]
        fn timestamp_lines_mask_line_by_line(
            lines in proptest::collection::vec(
                proptest::prop_oneof![
                    proptest::strategy::Just("#Thu Jan 01 00:00:00 UTC 1970".to_string()),
                    proptest::strategy::Just("#Sun Nov 29 20:18:00 Europe/Berlin 2025\r".to_string()),
                    "[#a=\\r ]{0,6}",
                ],
                0..6,
            )
        ) {
            let text = lines.join("\n");
            let masked: Vec<&str> = text
                .split('\n')
                .map(|line| match is_timestamp_comment(line) {
                    true if line.ends_with('\r') => "#<TIMESTAMP>\r",
                    true => "#<TIMESTAMP>",
                    false => line,
                })
                .collect();
            let expected = masked.join("\n");
            match mask_timestamp_lines(&text) {
                Some(out) => proptest::prop_assert_eq!(out, expected),
                None => proptest::prop_assert_eq!(text, expected),
            }
        }
    }
}
