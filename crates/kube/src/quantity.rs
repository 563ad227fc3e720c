//! Kubernetes resource quantities, read, compared, added and printed exactly as apimachinery's
//! `resource.Quantity` does (`pkg/api/resource/quantity.go`): the API server's admission plugins
//! and the scheduler compare these values, and their messages print them in canonical form
//! (`1.5Gi` is written `1536Mi`, `0.5` is `500m`).
//!
//! Hand-written because no maintained crate prints Go's canonical form (`kube_quantity` prints
//! its own, and brings `rust_decimal` and `nom`). The value is an exact decimal: an `i128`
//! mantissa and a power of ten. Go's `inf.Dec` is unbounded; a quantity whose mantissa does not
//! fit 38 digits is refused here ([`QuantityError::OutOfRange`]), and sums that would not fit
//! return `None`, where Go would go on with big integers.

use std::cmp::Ordering;
use std::fmt;

/// How a quantity prints, as Go keeps it: the suffix family it was written with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// `Ki`, `Mi`, ... (powers of 1024).
    BinarySI,
    /// `m`, `k`, `M`, ... or no suffix.
    DecimalSI,
    /// `1e3`, `5E-2`.
    DecimalExponent,
}

/// Why a text is not a quantity; the texts are apimachinery's errors.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum QuantityError {
    #[error(
        "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'"
    )]
    /// `ErrFormatWrong`: not a number with an optional suffix (`abc`, `1Gb`, the empty text).
    FormatWrong,
    /// `ErrSuffix`: a number and suffix letters that are no suffix (`1mm`, `5e`).
    #[error("unable to parse quantity's suffix")]
    Suffix,
    /// More significant digits than an `i128` holds (Go keeps going with big integers).
    #[error("quantity out of the range sparkpods computes with")]
    OutOfRange,
}

/// An exact quantity: `mantissa × 10^scale`, with the format it prints in.
#[derive(Debug, Clone, Copy)]
pub struct Quantity {
    mantissa: i128,
    scale: i32,
    format: Format,
}

/// The largest value a binary-suffixed quantity keeps (Go caps `9Ei` at `2^63 - 1`).
const MAX_BINARY: i128 = i64::MAX as i128;
/// Quantities are kept to nano units, values below rounded up (away from zero).
const NANO: i32 = -9;

impl Quantity {
    /// Zero, printed `0` (in `DecimalSI`).
    pub const ZERO: Quantity = Quantity {
        mantissa: 0,
        scale: 0,
        format: Format::DecimalSI,
    };

    /// `value × 10^scale`, printed in `format` (tests and arithmetic).
    pub fn new(value: i128, scale: i32, format: Format) -> Quantity {
        Quantity {
            mantissa: value,
            scale,
            format,
        }
    }

    /// An integer number of milli-units (`1500` → `1500m`), as `resource.NewMilliQuantity`.
    pub fn from_milli(milli: i64, format: Format) -> Quantity {
        Quantity::new(i128::from(milli), -3, format)
    }

    /// Reads `text` as `resource.ParseQuantity` does, including what it tolerates (`1.`, `.5`,
    /// a lone sign is zero) and how it rounds (up to the next nano unit).
    pub fn parse(text: &str) -> Result<Quantity, QuantityError> {
        if text.is_empty() {
            return Err(QuantityError::FormatWrong);
        }
        let parts = split(text)?;
        let (base, exponent, mut format) = interpret(parts.suffix)?;
        let mut mantissa = digits_value(parts.num, parts.denom).ok_or(QuantityError::OutOfRange)?;
        let fraction = i32::try_from(parts.denom.len()).map_err(|_| QuantityError::OutOfRange)?;
        let mut scale = -fraction;
        if base == 10 {
            scale = scale
                .checked_add(exponent)
                .ok_or(QuantityError::OutOfRange)?;
        } else {
            let factor = 1i128
                .checked_shl(u32::try_from(exponent).map_err(|_| QuantityError::Suffix)?)
                .ok_or(QuantityError::OutOfRange)?;
            mantissa = mantissa
                .checked_mul(factor)
                .ok_or(QuantityError::OutOfRange)?;
        }
        let mut q = Quantity {
            mantissa,
            scale,
            format,
        };
        if q.scale < NANO {
            q = q.round_up(NANO);
        }
        if format == Format::BinarySI {
            if q.cmp_abs_int(MAX_BINARY) == Ordering::Greater {
                q = Quantity::new(MAX_BINARY, 0, format);
            }
            if q.mantissa != 0 && q.cmp_abs_int(1) == Ordering::Less {
                format = Format::DecimalSI;
            }
        }
        q.format = format;
        if !parts.positive {
            q.mantissa = -q.mantissa;
        }
        Ok(q)
    }

    /// The suffix family it prints in (`q.Format`).
    pub fn format(&self) -> Format {
        self.format
    }

    /// `q.IsZero()`: the value is 0, whatever the format.
    pub fn is_zero(&self) -> bool {
        self.mantissa == 0
    }

    /// The value is below 0 (`q.Sign() < 0`).
    pub fn is_negative(&self) -> bool {
        self.mantissa < 0
    }

    /// `q.Add(y)`: exact; the sum keeps this quantity's format unless this one is zero.
    pub fn checked_add(&self, other: &Quantity) -> Option<Quantity> {
        let (a, b, scale) = align(self, other)?;
        let format = if self.is_zero() {
            other.format
        } else {
            self.format
        };
        Some(Quantity::new(a.checked_add(b)?, scale, format))
    }

    /// `q.Sub(y)`: exact; the difference keeps this quantity's format unless this one is zero.
    pub fn checked_sub(&self, other: &Quantity) -> Option<Quantity> {
        self.checked_add(&Quantity {
            mantissa: other.mantissa.checked_neg()?,
            ..*other
        })
    }

    /// `q.Mul(n)`: this quantity `n` times.
    pub fn checked_mul(&self, n: i64) -> Option<Quantity> {
        Some(Quantity {
            mantissa: self.mantissa.checked_mul(i128::from(n))?,
            ..*self
        })
    }

    /// The exact product of two quantities (`limit ≤ request × ratio`), in this one's format.
    pub fn checked_mul_quantity(&self, other: &Quantity) -> Option<Quantity> {
        Some(Quantity {
            mantissa: self.mantissa.checked_mul(other.mantissa)?,
            scale: self.scale.checked_add(other.scale)?,
            format: self.format,
        })
    }

    /// Rounded up (away from zero) to a multiple of `10^scale` (`q.RoundUp(scale)`; `0` for
    /// whole units).
    pub fn rounded_up_to(&self, scale: i32) -> Quantity {
        self.round_up(scale)
    }

    /// Rounded up (away from zero) to milli units, as the API server stores every resource
    /// list (`SetDefaults_ResourceList`).
    pub fn round_up_to_milli(&self) -> Quantity {
        self.round_up(-3)
    }

    /// `q.MilliValue()`: the value in milli-units, rounded up (away from zero), saturated.
    pub fn milli_value(&self) -> i64 {
        self.scaled_value(-3)
    }

    /// `q.Value()`: the value in units, rounded up (away from zero), saturated.
    pub fn value(&self) -> i64 {
        self.scaled_value(0)
    }

    /// The value in units of `10^scale`, rounded up as `ScaledValue` does, saturated to `i64`.
    pub fn scaled_value(&self, scale: i32) -> i64 {
        let rounded = self.round_up(scale);
        let shift = rounded.scale - scale;
        let value = pow10(shift).and_then(|p| rounded.mantissa.checked_mul(p));
        match value {
            Some(v) => i64::try_from(v).unwrap_or(if v < 0 { i64::MIN } else { i64::MAX }),
            None if self.mantissa < 0 => i64::MIN,
            None => i64::MAX,
        }
    }

    /// The value of `text` as a float, for sizes shown and rules stated in numbers.
    pub fn approximate(text: &str) -> Option<f64> {
        Quantity::parse(text).ok().map(|q| q.as_f64())
    }

    /// An approximation for ratios and pictures; never for a decision a message states.
    pub fn as_f64(&self) -> f64 {
        self.mantissa as f64 * 10f64.powi(self.scale)
    }

    /// Rounds to a multiple of `10^scale`, away from zero (`inf.RoundUp`).
    fn round_up(&self, scale: i32) -> Quantity {
        if self.scale >= scale {
            return *self;
        }
        let Some(divisor) = pow10(scale - self.scale) else {
            // Every digit is below the new unit: one unit, or zero.
            let unit = if self.mantissa == 0 {
                0
            } else {
                self.mantissa.signum()
            };
            return Quantity::new(unit, scale, self.format);
        };
        let (q, r) = (self.mantissa / divisor, self.mantissa % divisor);
        let q = if r == 0 {
            q
        } else {
            q + self.mantissa.signum()
        };
        Quantity::new(q, scale, self.format)
    }

    /// |self| compared with the integer `n`.
    fn cmp_abs_int(&self, n: i128) -> Ordering {
        Quantity::new(self.mantissa.abs(), self.scale, self.format).cmp(&Quantity::new(
            n,
            0,
            self.format,
        ))
    }

    /// The canonical text, `CanonicalizeBytes` (see the module doc).
    fn canonical(&self) -> String {
        if self.mantissa == 0 {
            return "0".to_string();
        }
        let mut format = self.format;
        if format == Format::BinarySI {
            let small = self.cmp_abs_int(1024) == Ordering::Less;
            if small || self.round_up(0).cmp(self) != Ordering::Equal {
                format = Format::DecimalSI;
            }
        }
        if format == Format::BinarySI {
            let whole = self.round_up(0);
            let mut value = pow10(whole.scale)
                .and_then(|p| whole.mantissa.checked_mul(p))
                .unwrap_or(whole.mantissa);
            let mut power = 0;
            while value % 1024 == 0 {
                value /= 1024;
                power += 1;
            }
            let suffix = match power {
                1 => "Ki",
                2 => "Mi",
                3 => "Gi",
                4 => "Ti",
                5 => "Pi",
                6 => "Ei",
                // Go finds no suffix beyond `Ei` (and none is needed for 2^0): it prints none.
                _ => "",
            };
            return format!("{value}{suffix}");
        }
        let (mut mantissa, mut exponent) = (self.mantissa, self.scale);
        while mantissa % 10 == 0 {
            mantissa /= 10;
            exponent += 1;
        }
        // Down to a multiple of three (Go's `%` truncates, as Rust's does).
        match exponent % 3 {
            1 | -2 => (mantissa, exponent) = (mantissa * 10, exponent - 1),
            2 | -1 => (mantissa, exponent) = (mantissa * 100, exponent - 2),
            _ => {}
        }
        let suffix = match format {
            Format::DecimalExponent if exponent == 0 => String::new(),
            Format::DecimalExponent => format!("e{exponent}"),
            _ => match exponent {
                -9 => "n",
                -6 => "u",
                -3 => "m",
                3 => "k",
                6 => "M",
                9 => "G",
                12 => "T",
                15 => "P",
                18 => "E",
                // Go finds no decimal suffix for other exponents and prints none.
                _ => "",
            }
            .to_string(),
        };
        format!("{mantissa}{suffix}")
    }
}

impl fmt::Display for Quantity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.canonical())
    }
}

impl PartialEq for Quantity {
    /// Equal values, whatever their format (`q.Cmp(y) == 0`).
    fn eq(&self, other: &Quantity) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Quantity {}

impl PartialOrd for Quantity {
    fn partial_cmp(&self, other: &Quantity) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Quantity {
    fn cmp(&self, other: &Quantity) -> Ordering {
        if let Some((a, b, _)) = align(self, other) {
            return a.cmp(&b);
        }
        // Too far apart to align: the signs, then the magnitudes' orders decide.
        let sign = self.mantissa.signum().cmp(&other.mantissa.signum());
        if sign != Ordering::Equal {
            return sign;
        }
        let magnitude = |q: &Quantity| digits(q.mantissa) + i64::from(q.scale);
        let by_magnitude = magnitude(self).cmp(&magnitude(other));
        if self.mantissa < 0 {
            by_magnitude.reverse()
        } else {
            by_magnitude
        }
    }
}

/// Both mantissas at the smaller scale, when they fit.
fn align(a: &Quantity, b: &Quantity) -> Option<(i128, i128, i32)> {
    let scale = a.scale.min(b.scale);
    let up = |q: &Quantity| {
        if q.mantissa == 0 {
            return Some(0);
        }
        q.mantissa.checked_mul(pow10(q.scale - scale)?)
    };
    Some((up(a)?, up(b)?, scale))
}

fn pow10(n: i32) -> Option<i128> {
    10i128.checked_pow(u32::try_from(n).ok()?)
}

fn digits(n: i128) -> i64 {
    i64::from(n.unsigned_abs().checked_ilog10().unwrap_or(0)) + 1
}

/// The pieces `parseQuantityString` cuts a quantity into.
struct Parts<'a> {
    positive: bool,
    /// The integer digits without leading zeros (`"0"` when none are left).
    num: &'a str,
    denom: &'a str,
    suffix: &'a str,
}

/// Go's scanner: sign, integer digits, `.` and fraction digits, then any run of the suffix
/// letters `eEinumkKMGTP`, an optional sign and digits. Anything else is `FormatWrong`.
/// The digits of `num` then `denom` as one integer, without building their text: `None` when
/// it does not fit or a byte is not a digit (`split` gives digits only, `num` never empty).
fn digits_value(num: &str, denom: &str) -> Option<i128> {
    if num.is_empty() && denom.is_empty() {
        return None;
    }
    num.bytes().chain(denom.bytes()).try_fold(0i128, |acc, b| {
        acc.checked_mul(10)?
            .checked_add(i128::from(b.checked_sub(b'0').filter(|d| *d < 10)?))
    })
}

fn split(s: &str) -> Result<Parts<'_>, QuantityError> {
    let bytes = s.as_bytes();
    let end = bytes.len();
    let mut pos = 0;
    let mut positive = true;
    match bytes.first() {
        Some(b'-') => {
            positive = false;
            pos += 1;
        }
        Some(b'+') => pos += 1,
        _ => {}
    }
    while pos < end && bytes.get(pos) == Some(&b'0') {
        pos += 1;
    }
    if pos >= end {
        return Ok(Parts {
            positive,
            num: "0",
            denom: "",
            suffix: "",
        });
    }
    let digits_from = |from: usize| {
        (from..end)
            .find(|&i| !bytes.get(i).is_some_and(u8::is_ascii_digit))
            .unwrap_or(end)
    };
    let num_end = digits_from(pos);
    let num = match s.get(pos..num_end) {
        Some("") | None => "0",
        Some(n) => n,
    };
    pos = num_end;
    let mut denom = "";
    if bytes.get(pos) == Some(&b'.') {
        let denom_end = digits_from(pos + 1);
        denom = s.get(pos + 1..denom_end).unwrap_or("");
        pos = denom_end;
    }
    let suffix_start = pos;
    while pos < end && bytes.get(pos).is_some_and(|b| b"eEinumkKMGTP".contains(b)) {
        pos += 1;
    }
    if matches!(bytes.get(pos), Some(b'-' | b'+')) {
        pos += 1;
    }
    if digits_from(pos) != end {
        return Err(QuantityError::FormatWrong);
    }
    Ok(Parts {
        positive,
        num,
        denom,
        suffix: s.get(suffix_start..).unwrap_or(""),
    })
}

/// The suffix's base, exponent and format (`quantitySuffixer.interpret`).
fn interpret(suffix: &str) -> Result<(i32, i32, Format), QuantityError> {
    let decimal = |e| Ok((10, e, Format::DecimalSI));
    let binary = |e| Ok((2, e, Format::BinarySI));
    match suffix {
        "" => decimal(0),
        "n" => decimal(-9),
        "u" => decimal(-6),
        "m" => decimal(-3),
        "k" => decimal(3),
        "M" => decimal(6),
        "G" => decimal(9),
        "T" => decimal(12),
        "P" => decimal(15),
        "E" => decimal(18),
        "Ki" => binary(10),
        "Mi" => binary(20),
        "Gi" => binary(30),
        "Ti" => binary(40),
        "Pi" => binary(50),
        "Ei" => binary(60),
        _ => {
            let exponent = suffix
                .strip_prefix(['e', 'E'])
                .filter(|e| !e.is_empty())
                .and_then(|e| e.parse::<i64>().ok())
                .ok_or(QuantityError::Suffix)?;
            // Go keeps `int32(parsed)`.
            Ok((10, exponent as i32, Format::DecimalExponent))
        }
    }
}

#[cfg(test)]
#[path = "quantity_tests.rs"]
mod tests;
