//! `Double.toString` as the JDK prints doubles (Spark writes overhead factors back with it,
//! Jackson turns template floats into strings with it).

/// Java's `Double.toString(v)`: `NaN`, `Infinity`, decimal notation with at least one digit
/// after the point for 10⁻³ ≤ |v| < 10⁷ (`8.0`, `1000.0`, `0.5`), else computerized
/// scientific notation (`1.0E7`, `1.5E-4`). Digits are the shortest that round-trip.
pub fn java_double_to_string(v: f64) -> String {
    if v.is_nan() {
        return "NaN".to_string();
    }
    if v.is_infinite() {
        return if v > 0.0 { "Infinity" } else { "-Infinity" }.to_string();
    }
    if v == 0.0 {
        return if v.is_sign_negative() { "-0.0" } else { "0.0" }.to_string();
    }
    let magnitude = v.abs();
    if (1e-3..1e7).contains(&magnitude) {
        let s = format!("{v}");
        return if s.contains('.') { s } else { format!("{s}.0") };
    }
    // Rust's `{:e}` is the shortest round-trip form: `1e7`, `1.5e-4`.
    let s = format!("{v:e}");
    let (mantissa, exponent) = s.split_once('e').unwrap_or((&s, "0"));
    let mantissa = if mantissa.contains('.') {
        mantissa.to_string()
    } else {
        format!("{mantissa}.0")
    };
    format!("{mantissa}E{exponent}")
}

/// A JSON number's text as Jackson writes it into a string or a map key: integers in decimal,
/// floats as [`java_double_to_string`] (`8.0`, `1000.0`, `1.0E7`).
pub fn java_number_text(n: &serde_json::Number) -> String {
    match n.as_f64().filter(|_| n.is_f64()) {
        Some(f) => java_double_to_string(f),
        None => n.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_like_the_jdk() {
        for (v, want) in [
            (0.1, "0.1"),
            (0.4, "0.4"),
            (1.0, "1.0"),
            (0.15, "0.15"),
            (8.0, "8.0"),
            (1000.0, "1000.0"),
            (0.5, "0.5"),
            (0.001, "0.001"),
            (9_999_999.0, "9999999.0"),
            (1e7, "1.0E7"),
            (1.5e-4, "1.5E-4"),
            (-2.5e10, "-2.5E10"),
            (123_456_789.0, "1.23456789E8"),
            (f64::INFINITY, "Infinity"),
            (-0.0, "-0.0"),
        ] {
            assert_eq!(java_double_to_string(v), want, "{v}");
        }
    }
}
