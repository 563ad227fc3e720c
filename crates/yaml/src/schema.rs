//! How scalars become values: serde_yaml's resolution (what [`super::parse`] answers), and the
//! YAML readers of the fabric8 versions Spark ships (each release reads pod templates with one
//! of them, see builder-core's `Fabric8Release::yaml`). Held to the real libraries by
//! builder-core's `template/corpus_tests.rs`.

use serde_json::{Number, Value};

/// How plain scalars are typed, and whether `<<` merges mappings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Schema {
    /// serde_yaml 0.9: YAML 1.2's core schema (`0x`/`0o`/`0b` ints, `~`/`null` nulls, only
    /// `true`/`false` booleans), no merge keys.
    SerdeYaml,
    /// snakeyaml 1.x's `SafeConstructor` (YAML 1.1): `0NNN` is octal, `0x`/`0b` ints, `1_000`,
    /// sexagesimal `1:30`, floats with a dot or an exponent (`.5`, `1e3`), `~`/`null`/`Null`
    /// nulls, merge keys (`<<: *x`). `bool_words`: `yes`/`no`/`on`/`off` are booleans too;
    /// `timestamps`: `2024-01-01` is a date, which Jackson turns into epoch milliseconds.
    SnakeYaml11 {
        /// `yes`/`no`/`on`/`off` are booleans.
        bool_words: bool,
        /// `2024-01-01` is a date.
        timestamps: bool,
    },
    /// snakeyaml-engine's JSON schema (YAML 1.2): only `null`, `true`/`false` and JSON numbers
    /// are typed; everything else is a string; no merge keys; a repeated key is an error.
    EngineJson,
}

impl Schema {
    /// Whether `<<` keys merge mappings into the one they appear in.
    pub fn merge_keys(self) -> bool {
        matches!(self, Schema::SnakeYaml11 { .. })
    }

    /// The reader this schema reproduces, for tables (`sparkpods versions`).
    pub fn reader(self) -> &'static str {
        match self {
            Schema::SerdeYaml => "serde_yaml 0.9",
            Schema::SnakeYaml11 {
                bool_words: true, ..
            } => "snakeyaml, YAML 1.1",
            Schema::SnakeYaml11 { .. } => "snakeyaml, YAML 1.1 without yes/no",
            Schema::EngineJson => "snakeyaml-engine, JSON schema",
        }
    }

    /// Whether a mapping may not repeat a key (snakeyaml-engine's `DuplicateKeyException`;
    /// libyaml and snakeyaml 1.x keep the last value).
    pub fn refuses_duplicate_keys(self) -> bool {
        self == Schema::EngineJson
    }
}

/// A tag on a collection: core (`!!map`, `!!seq`, ...) tags are ignored; local ones (`!foo`)
/// make serde_yaml ask for an enum, which a JSON value cannot be.
pub(super) fn collection_tag(v: Value, tag: &str) -> Result<Value, String> {
    if local_tag(tag) {
        return Err("invalid type: enum, expected any valid JSON value".into());
    }
    Ok(v)
}

/// Whether libyaml resolves the tag to one serde_yaml reads as an enum (starts with `!` after
/// resolution): everything but `!!x` and `!<tag:...>`.
fn local_tag(tag: &str) -> bool {
    !(tag.starts_with("!!") || tag.starts_with("!<") && !tag.starts_with("!<!"))
}

/// The full tag for `!!x` / `!<x>`.
fn full_tag(tag: &str) -> String {
    match tag.strip_prefix("!!") {
        Some(rest) => format!("tag:yaml.org,2002:{rest}"),
        None => tag
            .trim_start_matches("!<")
            .trim_end_matches('>')
            .to_string(),
    }
}

/// A scalar's value under `schema` (tagged scalars resolve alike in all of them).
pub(super) fn resolve(
    schema: Schema,
    text: &str,
    plain: bool,
    tag: Option<&str>,
) -> Result<Value, String> {
    if tag.is_some() || !plain {
        return resolve_serde_yaml(text, plain, tag);
    }
    match schema {
        Schema::SerdeYaml => resolve_serde_yaml(text, plain, tag),
        Schema::SnakeYaml11 {
            bool_words,
            timestamps,
        } => Ok(resolve_yaml11(text, bool_words, timestamps)),
        Schema::EngineJson => Ok(resolve_json(text)),
    }
}

/// A plain scalar as snakeyaml 1.x's resolver types it and `SafeConstructor` builds it.
fn resolve_yaml11(text: &str, bool_words: bool, timestamps: bool) -> Value {
    if matches!(text, "" | "~" | "null" | "Null" | "NULL") {
        return Value::Null;
    }
    match text {
        "true" | "True" | "TRUE" => return Value::Bool(true),
        "false" | "False" | "FALSE" => return Value::Bool(false),
        "yes" | "Yes" | "YES" | "on" | "On" | "ON" if bool_words => return Value::Bool(true),
        "no" | "No" | "NO" | "off" | "Off" | "OFF" if bool_words => return Value::Bool(false),
        _ => {}
    }
    if let Some(n) = yaml11_int(text) {
        return n;
    }
    if let Some(f) = yaml11_float(text) {
        return f;
    }
    if timestamps && let Some(ms) = yaml11_timestamp_millis(text) {
        return Value::from(ms);
    }
    Value::String(text.to_string())
}

/// snakeyaml 1.x's INT: `[-+]?0b[01_]+ | [-+]?0[0-7_]+ | [-+]?(0|[1-9][0-9_]*) |
/// [-+]?0x[0-9a-fA-F_]+ | [-+]?[1-9][0-9_]*(:[0-5]?[0-9])+`, built as the constructor does
/// (underscores dropped; `0` then digits is octal; base 60 for the colon form).
fn yaml11_int(text: &str) -> Option<Value> {
    let (negative, body) = match text.as_bytes().first()? {
        b'-' => (true, text.get(1..)?),
        b'+' => (false, text.get(1..)?),
        _ => (false, text),
    };
    if body.contains(':') {
        return sexagesimal(body, negative);
    }
    let (radix, run, digit): (u32, &str, fn(u8) -> bool) =
        if let Some(bin) = body.strip_prefix("0b") {
            (2, bin, |b| matches!(b, b'0' | b'1'))
        } else if let Some(hex) = body.strip_prefix("0x") {
            (16, hex, |b| b.is_ascii_hexdigit())
        } else if body.len() > 1 && body.starts_with('0') {
            (8, body.get(1..)?, |b| matches!(b, b'0'..=b'7'))
        } else {
            (10, body, |b| b.is_ascii_digit())
        };
    let well_formed = !run.is_empty()
        && run.bytes().all(|b| digit(b) || b == b'_')
        && !(radix == 10 && run.starts_with('_'));
    if !well_formed {
        return None;
    }
    let clean: String = run.chars().filter(|c| *c != '_').collect();
    let n = i128::from_str_radix(&clean, radix).ok()?;
    Some(int_value(if negative { -n } else { n }))
}

/// `1:30` (base 60 after the first part), as snakeyaml builds it.
fn sexagesimal(body: &str, negative: bool) -> Option<Value> {
    let mut parts = body.split(':');
    let first = parts.next()?;
    if first.is_empty() || first.starts_with('0') && first.len() > 1 {
        return None;
    }
    let mut n: i128 = first.replace('_', "").parse().ok()?;
    for p in parts {
        if p.is_empty() || p.len() > 2 || !p.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let v: i128 = p.parse().ok()?;
        if v > 59 || (p.len() == 2 && p.starts_with(|c: char| c > '5')) {
            return None;
        }
        n = n.checked_mul(60)?.checked_add(v)?;
    }
    Some(int_value(if negative { -n } else { n }))
}

/// An integer as Jackson hands it on: within 64 bits a number, beyond that its decimal text
/// (a `BigInteger`, which no pod field takes as a number).
fn int_value(n: i128) -> Value {
    if let Ok(i) = i64::try_from(n) {
        Value::from(i)
    } else if let Ok(u) = u64::try_from(n) {
        Value::from(u)
    } else {
        Value::String(n.to_string())
    }
}

/// snakeyaml 1.x's FLOAT: `[-+]?(\.[0-9]+|[0-9_]+(\.[0-9_]*)?)([eE][-+]?[0-9]+)?` (a dot or
/// an exponent: plain digits are ints), base-60 floats, `.inf`, `.nan`. Infinities and NaN
/// become the text Jackson writes for them.
fn yaml11_float(text: &str) -> Option<Value> {
    let (sign, body) = match text.as_bytes().first()? {
        b'-' => ("-", text.get(1..)?),
        b'+' => ("", text.get(1..)?),
        _ => ("", text),
    };
    match body {
        ".inf" | ".Inf" | ".INF" => {
            return Some(Value::String(format!("{sign}Infinity")));
        }
        ".nan" | ".NaN" | ".NAN" if sign.is_empty() && !text.starts_with('+') => {
            return Some(Value::String("NaN".into()));
        }
        _ => {}
    }
    let (mantissa, exponent) = match body.find(['e', 'E']) {
        Some(i) => (body.get(..i)?, Some(body.get(i + 1..)?)),
        None => (body, None),
    };
    if let Some(e) = exponent {
        let e = e.strip_prefix(['-', '+']).unwrap_or(e);
        if e.is_empty() || !e.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
    }
    let ok = match mantissa.split_once('.') {
        Some(("", frac)) => !frac.is_empty() && frac.bytes().all(|b| b.is_ascii_digit()),
        Some((int, frac)) => {
            !int.is_empty()
                && int.bytes().all(|b| b.is_ascii_digit() || b == b'_')
                && frac.bytes().all(|b| b.is_ascii_digit() || b == b'_')
        }
        None => {
            exponent.is_some()
                && !mantissa.is_empty()
                && mantissa.bytes().all(|b| b.is_ascii_digit() || b == b'_')
        }
    };
    if !ok {
        return None;
    }
    let clean: String = format!("{sign}{body}")
        .chars()
        .filter(|c| *c != '_')
        .collect();
    clean
        .parse::<f64>()
        .ok()
        .filter(|f| f.is_finite())
        .map(float)
}

/// snakeyaml 1.x's TIMESTAMP as epoch milliseconds (`SafeConstructor` builds a `Date`, which
/// Jackson writes so): `YYYY-MM-DD`, or `YYYY-M-D` followed by `T` (or blanks) and
/// `H:MM:SS[.fraction]`, then blanks and `Z` or `±H[:MM]`, or nothing (UTC).
fn yaml11_timestamp_millis(text: &str) -> Option<i64> {
    fn number(s: &str, min: usize, max: usize) -> Option<i64> {
        (s.len() >= min && s.len() <= max && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse().ok())
            .flatten()
    }
    let date_len = text.find(['T', 't', ' ', '\t']).unwrap_or(text.len());
    let (date, time) = text.split_at(date_len);
    let mut ymd = date.split('-');
    let (y, m, d) = (ymd.next()?, ymd.next()?, ymd.next()?);
    if ymd.next().is_some() {
        return None;
    }
    let (digits_md, year) = (if time.is_empty() { 2 } else { 1 }, number(y, 4, 4)?);
    let (month, day) = (number(m, digits_md, 2)?, number(d, digits_md, 2)?);
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return None;
    }
    let midnight = days_from_civil(year, month, day) * 86_400_000;
    if time.is_empty() {
        return Some(midnight);
    }
    let time = time
        .strip_prefix(['T', 't'])
        .unwrap_or_else(|| time.trim_start_matches([' ', '\t']));
    let zone_at = time.find(['Z', '+', '-', ' ', '\t']).unwrap_or(time.len());
    let (clock, zone) = time.split_at(zone_at);
    let zone = zone.trim_start_matches([' ', '\t']);
    let (hms, fraction) = clock.split_once('.').unwrap_or((clock, ""));
    let mut parts = hms.split(':');
    let (h, mi, s) = (
        number(parts.next()?, 1, 2)?,
        number(parts.next()?, 2, 2)?,
        number(parts.next()?, 2, 2)?,
    );
    if parts.next().is_some() || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let millis_part: i64 = format!("{fraction:0<3}").get(..3)?.parse().ok()?;
    let offset_minutes = match zone {
        "" | "Z" => 0,
        z => {
            let sign = if z.starts_with('-') { -1 } else { 1 };
            let (oh, om) = z.get(1..)?.split_once(':').unwrap_or((z.get(1..)?, "00"));
            sign * (number(oh, 1, 2)? * 60 + number(om, 2, 2)?)
        }
    };
    Some(midnight + ((h * 60 + mi) * 60 + s) * 1000 + millis_part - offset_minutes * 60_000)
}

/// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// A plain scalar under snakeyaml-engine's JSON schema.
fn resolve_json(text: &str) -> Value {
    match text {
        "" | "null" => return Value::Null,
        "true" => return Value::Bool(true),
        "false" => return Value::Bool(false),
        _ => {}
    }
    let body = text.strip_prefix('-').unwrap_or(text);
    let int_part_len = body.bytes().take_while(u8::is_ascii_digit).count();
    let int_part = body.get(..int_part_len).unwrap_or("");
    let json_int = !int_part.is_empty() && (int_part == "0" || !int_part.starts_with('0'));
    if json_int && int_part_len == body.len() {
        if let Ok(i) = text.parse::<i64>() {
            return Value::from(i);
        }
        if let Ok(u) = text.parse::<u64>() {
            return Value::from(u);
        }
        return Value::String(text.to_string());
    }
    // -?(0|[1-9][0-9]*)(\.[0-9]*)?([eE][-+]?[0-9]+)?
    if json_int {
        let rest = body.get(int_part_len..).unwrap_or("");
        let (frac, exp) = match rest.find(['e', 'E']) {
            Some(i) => (
                rest.get(..i).unwrap_or(""),
                Some(rest.get(i + 1..).unwrap_or("")),
            ),
            None => (rest, None),
        };
        let frac_ok = frac.is_empty()
            || frac.starts_with('.') && frac.bytes().skip(1).all(|b| b.is_ascii_digit());
        let exp_ok = exp.is_none_or(|e| {
            let e = e.strip_prefix(['-', '+']).unwrap_or(e);
            !e.is_empty() && e.bytes().all(|b| b.is_ascii_digit())
        });
        if frac_ok && exp_ok {
            let parsed = if frac == "." {
                text.replacen('.', ".0", 1).parse::<f64>()
            } else {
                text.parse::<f64>()
            };
            if let Ok(f) = parsed {
                return if f.is_finite() {
                    float(f)
                } else {
                    Value::String(if f > 0.0 { "Infinity" } else { "-Infinity" }.into())
                };
            }
        }
    }
    match text {
        ".inf" | ".Inf" | ".INF" => Value::String("Infinity".into()),
        "-.inf" | "-.Inf" | "-.INF" => Value::String("-Infinity".into()),
        ".nan" | ".NaN" | ".NAN" => Value::String("NaN".into()),
        _ => Value::String(text.to_string()),
    }
}

/// A scalar's JSON value, as serde_yaml's `visit_scalar` / `visit_untagged_scalar` resolve it.
fn resolve_serde_yaml(text: &str, plain: bool, tag: Option<&str>) -> Result<Value, String> {
    if let Some(tag) = tag {
        if local_tag(tag) {
            return Err("invalid type: enum, expected any valid JSON value".into());
        }
        let full = full_tag(tag);
        let bad = |what: &str| format!("invalid value: string {text:?}, expected {what}");
        match full.as_str() {
            "tag:yaml.org,2002:bool" => {
                return parse_bool(text)
                    .map(Value::Bool)
                    .ok_or_else(|| bad("a boolean"));
            }
            "tag:yaml.org,2002:int" => {
                return parse_int(text).unwrap_or_else(|| Err(bad("an integer")));
            }
            "tag:yaml.org,2002:float" => {
                return parse_f64(text).map(float).ok_or_else(|| bad("a float"));
            }
            "tag:yaml.org,2002:null" => {
                return if is_null(text) {
                    Ok(Value::Null)
                } else {
                    Err(bad("null"))
                };
            }
            _ => return Ok(Value::String(text.to_string())),
        }
    }
    if !plain {
        return Ok(Value::String(text.to_string()));
    }
    if text.is_empty() || is_null(text) {
        return Ok(Value::Null);
    }
    if let Some(b) = parse_bool(text) {
        return Ok(Value::Bool(b));
    }
    if let Some(int) = parse_int(text) {
        return int;
    }
    match parse_f64(text) {
        Some(f) if !leading_zero_digits(text) => Ok(float(f)),
        _ => Ok(Value::String(text.to_string())),
    }
}

fn is_null(s: &str) -> bool {
    matches!(s, "null" | "Null" | "NULL" | "~")
}

fn parse_bool(s: &str) -> Option<bool> {
    match s {
        "true" | "True" | "TRUE" => Some(true),
        "false" | "False" | "FALSE" => Some(false),
        _ => None,
    }
}

/// serde_json turns a non-finite float into null.
fn float(f: f64) -> Value {
    Number::from_f64(f).map_or(Value::Null, Value::Number)
}

/// serde_yaml's integer forms: decimal, `0x`/`0o`/`0b`, `+`/`-`. Beyond u64/i64 it hands
/// serde_json a 128-bit integer, which serde_json refuses ("number out of range").
fn parse_int(s: &str) -> Option<Result<Value, String>> {
    let out_of_range = || Err("JSON number out of range".to_string());
    if let Some(u) = parse_unsigned(s) {
        return Some(
            u64::try_from(u)
                .map(Value::from)
                .or_else(|_| out_of_range()),
        );
    }
    parse_negative(s).map(|i| {
        i64::try_from(i)
            .map(Value::from)
            .or_else(|_| out_of_range())
    })
}

/// serde_yaml's `parse_unsigned_int`.
fn parse_unsigned(s: &str) -> Option<u128> {
    let unpositive = s.strip_prefix('+').unwrap_or(s);
    for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] {
        if let Some(rest) = unpositive.strip_prefix(prefix) {
            if rest.starts_with(['+', '-']) {
                return None;
            }
            if let Ok(n) = u128::from_str_radix(rest, radix) {
                return Some(n);
            }
        }
    }
    if unpositive.starts_with(['+', '-']) || leading_zero_digits(s) {
        return None;
    }
    unpositive.parse().ok()
}

/// serde_yaml's `parse_negative_int`.
fn parse_negative(s: &str) -> Option<i128> {
    for (prefix, radix) in [("-0x", 16), ("-0o", 8), ("-0b", 2)] {
        let parsed = s
            .strip_prefix(prefix)
            .map(|rest| i128::from_str_radix(&format!("-{rest}"), radix));
        if let Some(Ok(n)) = parsed {
            return Some(n);
        }
    }
    if leading_zero_digits(s) {
        return None;
    }
    s.parse().ok()
}

/// serde_yaml's `parse_f64`.
fn parse_f64(s: &str) -> Option<f64> {
    let unpositive = match s.strip_prefix('+') {
        Some(u) if u.starts_with(['+', '-']) => return None,
        Some(u) => u,
        None => s,
    };
    if matches!(unpositive, ".inf" | ".Inf" | ".INF") {
        return Some(f64::INFINITY);
    }
    if matches!(s, "-.inf" | "-.Inf" | "-.INF") {
        return Some(f64::NEG_INFINITY);
    }
    if matches!(s, ".nan" | ".NaN" | ".NAN") {
        return Some(f64::NAN);
    }
    unpositive.parse::<f64>().ok().filter(|f| f.is_finite())
}

/// YAML 1.2: leading zeros followed by digits (`0777`) is a string (serde_yaml's
/// `digits_but_not_number`).
fn leading_zero_digits(s: &str) -> bool {
    let s = s.strip_prefix(['-', '+']).unwrap_or(s);
    s.len() > 1 && s.starts_with('0') && s.bytes().skip(1).all(|b| b.is_ascii_digit())
}
