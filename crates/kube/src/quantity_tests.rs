//! apimachinery's own tables (`pkg/api/resource/quantity_test.go`), as facts: what each text
//! parses to, and how each value prints.

use super::*;
use proptest::prelude::*;

use Format::{BinarySI as Bin, DecimalExponent as Exp, DecimalSI as Dec};

fn q(text: &str) -> Quantity {
    Quantity::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// `TestQuantityParse`: text → value (`mantissa × 10^scale`) and format; the same negated with a
/// leading `-`, and unchanged with a leading `+`.
#[test]
fn parses_as_apimachinery_does() {
    let max = i128::from(i64::MAX);
    let table: &[(&str, i128, i32, Format)] = &[
        ("0", 0, 0, Dec),
        ("0n", 0, 0, Dec),
        ("0u", 0, 0, Dec),
        ("0m", 0, 0, Dec),
        ("0Ki", 0, 0, Bin),
        ("0k", 0, 0, Dec),
        ("0Mi", 0, 0, Bin),
        ("0M", 0, 0, Dec),
        ("0Gi", 0, 0, Bin),
        ("0G", 0, 0, Dec),
        ("0Ti", 0, 0, Bin),
        ("0T", 0, 0, Dec),
        ("1", 1, 0, Dec),
        ("1Ki", 1024, 0, Bin),
        ("8Ki", 8 * 1024, 0, Bin),
        ("7Mi", 7 << 20, 0, Bin),
        ("6Gi", 6 << 30, 0, Bin),
        ("5Ti", 5 << 40, 0, Bin),
        ("4Pi", 4 << 50, 0, Bin),
        ("3Ei", 3 << 60, 0, Bin),
        ("10Ti", 10 << 40, 0, Bin),
        ("100Ti", 100 << 40, 0, Bin),
        ("5n", 5, -9, Dec),
        ("4u", 4, -6, Dec),
        ("3m", 3, -3, Dec),
        ("9", 9, 0, Dec),
        ("8k", 8, 3, Dec),
        ("50k", 5, 4, Dec),
        ("7M", 7, 6, Dec),
        ("6G", 6, 9, Dec),
        ("5T", 5, 12, Dec),
        ("40T", 4, 13, Dec),
        ("300T", 3, 14, Dec),
        ("2P", 2, 15, Dec),
        ("1E", 1, 18, Dec),
        ("1E-3", 1, -3, Exp),
        ("1e3", 1, 3, Exp),
        ("1E6", 1, 6, Exp),
        ("1e9", 1, 9, Exp),
        ("1E12", 1, 12, Exp),
        ("1e15", 1, 15, Exp),
        ("1E18", 1, 18, Exp),
        ("1e14", 1, 14, Exp),
        ("1e13", 1, 13, Exp),
        ("100.035k", 100035, 0, Dec),
        ("0.001", 1, -3, Dec),
        ("0.0005k", 5, -1, Dec),
        ("0.005", 5, -3, Dec),
        ("0.05", 5, -2, Dec),
        ("0.5", 5, -1, Dec),
        ("0.00050k", 5, -1, Dec),
        ("0.00500", 5, -3, Dec),
        ("0.05000", 5, -2, Dec),
        ("0.50000", 5, -1, Dec),
        ("0.5e0", 5, -1, Exp),
        ("0.5e-1", 5, -2, Exp),
        ("0.5e-2", 5, -3, Exp),
        ("10.035M", 10035, 3, Dec),
        ("1.2e3", 12, 2, Exp),
        ("1.3E+6", 13, 5, Exp),
        ("1.40e9", 14, 8, Exp),
        ("1.53E12", 153, 10, Exp),
        ("1.6e15", 16, 14, Exp),
        ("1.7E18", 17, 17, Exp),
        ("9.01", 901, -2, Dec),
        ("8.1k", 81, 2, Dec),
        ("7.123456M", 7123456, 0, Dec),
        ("6.987654321G", 6987654321, 0, Dec),
        ("5.444T", 5444, 9, Dec),
        ("40.1T", 401, 11, Dec),
        ("300.2T", 3002, 11, Dec),
        ("2.5P", 25, 14, Dec),
        ("1.01E", 101, 16, Dec),
        ("3.001n", 4, -9, Dec),
        ("1.1E-9", 2, -9, Exp),
        ("0.0000000001", 1, -9, Dec),
        ("0.0000000005", 1, -9, Dec),
        ("0.00000000050", 1, -9, Dec),
        ("0.5e-9", 1, -9, Exp),
        ("0.9n", 1, -9, Dec),
        ("0.00000012345", 124, -9, Dec),
        ("0.00000012354", 124, -9, Dec),
        ("9Ei", max, 0, Bin),
        ("9223372036854775807Ki", max, 0, Bin),
        ("12E", 12, 18, Dec),
        ("100.035Ki", 10243584, -2, Bin),
        ("0.5Mi", 524288, 0, Bin),
        ("0.05Gi", 536870912, -1, Bin),
        ("0.025Ti", 274877906944, -1, Bin),
        ("0.000000000001Ki", 2, -9, Dec),
        (".001", 1, -3, Dec),
        (".0001k", 100, -3, Dec),
        ("1.", 1, 0, Dec),
        ("1.G", 1, 9, Dec),
    ];
    for &(text, mantissa, scale, format) in table {
        let expected = Quantity::new(mantissa, scale, format);
        let got = q(text);
        assert_eq!(got, expected, "{text}");
        assert_eq!(got.format(), format, "{text}");
        let negative = q(&format!("-{text}"));
        assert_eq!(negative, Quantity::new(-mantissa, scale, format), "-{text}");
        assert_eq!(negative.format(), format, "-{text}");
        assert_eq!(q(&format!("+{text}")), expected, "+{text}");
    }
}

#[test]
fn refuses_what_apimachinery_refuses() {
    for text in [
        "", "1.1.M", "1+1.0M", "0.1mi", "0.1am", "aoeu", ".5i", "1i", "-3.01i", "-3.01e-", " 1",
        "1 ",
    ] {
        assert!(Quantity::parse(text).is_err(), "{text:?} parsed");
    }
    assert_eq!(Quantity::parse("1 "), Err(QuantityError::FormatWrong));
    assert_eq!(Quantity::parse("1mi"), Err(QuantityError::Suffix));
}

/// Go's scanner lets a lone sign, point or suffix through as zero.
#[test]
fn a_lone_sign_is_zero_as_in_go() {
    for text in ["-", "+", ".", "000", "m", "Ki"] {
        assert!(q(text).is_zero(), "{text}");
    }
}

/// `TestQuantityString`: value and format → canonical text, and the alternate spelling that
/// prints the same.
#[test]
fn prints_canonical_form() {
    let table: &[(i128, i32, Format, &str, &str)] = &[
        (1 << 30, 0, Bin, "1Gi", "1024Mi"),
        (300 << 20, 0, Bin, "300Mi", "307200Ki"),
        (6 * 1024, 0, Bin, "6Ki", ""),
        (1001 << 30, 0, Bin, "1001Gi", "1025024Mi"),
        (1 << 40, 0, Bin, "1Ti", "1024Gi"),
        (5, 0, Bin, "5", "5000m"),
        (500, -3, Bin, "500m", "0.5"),
        (1, 9, Dec, "1G", "1000M"),
        (1000, 6, Dec, "1G", "0.001T"),
        (1000000, 3, Dec, "1G", ""),
        (1000000000, 0, Dec, "1G", ""),
        (1, -3, Dec, "1m", "1000u"),
        (80, -3, Dec, "80m", ""),
        (1080, -3, Dec, "1080m", "1.08"),
        (108, -2, Dec, "1080m", "1080000000n"),
        (10800, -4, Dec, "1080m", ""),
        (300, 6, Dec, "300M", ""),
        (1, 12, Dec, "1T", ""),
        (1234567, 6, Dec, "1234567M", ""),
        (1234567, -3, Bin, "1234567m", ""),
        (3, 3, Dec, "3k", ""),
        (1025, 0, Bin, "1025", ""),
        (0, 0, Dec, "0", ""),
        (0, 0, Bin, "0", ""),
        (1, 9, Exp, "1e9", ".001e12"),
        (1, -3, Exp, "1e-3", "0.001e0"),
        (1, -9, Exp, "1e-9", "1000e-12"),
        (80, -3, Exp, "80e-3", ""),
        (300, 6, Exp, "300e6", ""),
        (1, 12, Exp, "1e12", ""),
        (1, 3, Exp, "1e3", ""),
        (3, 3, Exp, "3e3", ""),
        (3, 3, Dec, "3k", ""),
        (0, 0, Exp, "0", "00"),
        (1, -9, Dec, "1n", ""),
        (80, -9, Dec, "80n", ""),
        (1080, -9, Dec, "1080n", ""),
        (108, -8, Dec, "1080n", ""),
        (10800, -10, Dec, "1080n", ""),
        (1, -6, Dec, "1u", ""),
        (80, -6, Dec, "80u", ""),
        (1080, -6, Dec, "1080u", ""),
    ];
    for &(mantissa, scale, format, expected, alternate) in table {
        let value = Quantity::new(mantissa, scale, format);
        assert_eq!(value.to_string(), expected, "{value:?}");
        assert_eq!(q(expected).to_string(), expected);
        if !alternate.is_empty() {
            assert_eq!(q(alternate).to_string(), expected, "{alternate}");
        }
        if mantissa != 0 {
            let negative = Quantity::new(-mantissa, scale, format);
            assert_eq!(negative.to_string(), format!("-{expected}"));
        }
    }
}

/// `TestQuantityParseEmit`.
#[test]
fn parse_then_print() {
    for (text, printed) in [
        ("1Ki", "1Ki"),
        ("1Mi", "1Mi"),
        ("1Gi", "1Gi"),
        ("1024Mi", "1Gi"),
        ("1000M", "1G"),
        (".001Ki", "1024m"),
        (".000001Ki", "1024u"),
        (".000000001Ki", "1024n"),
        (".000000000001Ki", "2n"),
    ] {
        assert_eq!(q(text).to_string(), printed, "{text}");
        assert_eq!(q(&format!("-{text}")).to_string(), format!("-{printed}"));
    }
}

/// `TestQuantityRoundUp` through the values admission plugins read, and `TestQuantityCmp`.
#[test]
fn rounds_and_compares() {
    assert_eq!(q("9.01").milli_value(), 9010);
    assert_eq!(q("9.01").value(), 10);
    assert_eq!(q("-9.01").value(), -10);
    assert_eq!(q("1.5Gi").to_string(), "1536Mi");
    assert_eq!(q("0.1m").milli_value(), 1);
    assert!(q("1Gi") > q("1G"));
    assert!(q("1000m") == q("1"));
    assert!(q("-1") < q("0"));
    assert!(q("1e300") > q("9Ei"));
    assert!(q("-1e300") < q("-9Ei"));
}

/// `TestQuantityAddZeroPreservesSuffix` and `TestAdd`: a sum keeps the left side's format unless
/// it was zero.
#[test]
fn sums_keep_the_left_format() {
    let sum = |a: &str, b: &str| q(a).checked_add(&q(b)).map(|s| s.to_string());
    assert_eq!(sum("0", "1Gi").as_deref(), Some("1Gi"));
    assert_eq!(sum("1Gi", "0").as_deref(), Some("1Gi"));
    assert_eq!(sum("1Gi", "512Mi").as_deref(), Some("1536Mi"));
    assert_eq!(sum("1", "500m").as_deref(), Some("1500m"));
    assert_eq!(sum("1G", "1Gi").as_deref(), Some("2073741824"));
    assert_eq!(
        q("1Gi").checked_sub(&q("1536Mi")).map(|s| s.to_string()),
        Some("-512Mi".to_string())
    );
    assert_eq!(
        q("384Mi").checked_mul(3).map(|s| s.to_string()).as_deref(),
        Some("1152Mi")
    );
}

proptest! {
    /// What prints reads back as the same value.
    #[test]
    fn canonical_text_reads_back(
        mantissa in -1_000_000_000_000i128..1_000_000_000_000,
        scale in -9i32..12,
        format in prop_oneof![Just(Bin), Just(Dec), Just(Exp)],
    ) {
        let value = Quantity::new(mantissa, scale, format);
        let text = value.to_string();
        let again = q(&text);
        // Binary values print rounded up to whole units, and a binary value without a binary
        // suffix reads back as a decimal one (which may print otherwise), and binary values are
        // capped at 2^63 - 1, as in Go.
        if format != Bin {
            prop_assert_eq!(again, value);
            prop_assert_eq!(again.to_string(), text);
        } else if value.round_up(0) == value && value.cmp_abs_int(MAX_BINARY) != Ordering::Greater {
            prop_assert_eq!(again, value);
        }
    }

    /// Any text: an answer, never a panic.
    #[test]
    fn never_panics(text in "[-+]?[0-9.]{0,25}[eEinumkKMGTP]{0,3}[-+]?[0-9]{0,4}") {
        let _ = Quantity::parse(&text).map(|v| (v.to_string(), v.milli_value()));
    }
}

proptest! {
    /// The mantissa read digit by digit is the text of the digits parsed as Rust parses it, up
    /// to and past `i128`'s range.
    #[test]
    fn digits_read_in_place_are_the_digits_parsed(num in "[0-9]{0,45}", denom in "[0-9]{0,45}") {
        let parsed: Option<i128> = format!("{num}{denom}").parse().ok();
        prop_assert_eq!(digits_value(&num, &denom), parsed);
    }
}
