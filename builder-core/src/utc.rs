//! Calendar dates of Unix times, for the timestamps sparkpods prints (Java's `Date` line of a
//! properties file, RFC 3339 stamps): one conversion, no date library for three numbers.

/// A moment in UTC, by its calendar fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UtcTime {
    /// The year (proleptic Gregorian).
    pub year: i64,
    /// 1 to 12.
    pub month: u32,
    /// 1 to 31.
    pub day: u32,
    /// 0 to 23.
    pub hour: u32,
    /// 0 to 59.
    pub minute: u32,
    /// 0 to 59 (no leap seconds).
    pub second: u32,
    /// Days after a Thursday (1970-01-01 was one): 0 is Thursday, 3 Sunday.
    pub days_after_thursday: u32,
}

impl UtcTime {
    /// `epoch_seconds` since 1970-01-01T00:00:00Z (Howard Hinnant's `civil_from_days`).
    pub fn from_epoch_seconds(epoch_seconds: u64) -> Self {
        let days = i64::try_from(epoch_seconds / 86_400).unwrap_or(i64::MAX / 2);
        let secs = epoch_seconds % 86_400;
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let small = |v: i64| u32::try_from(v).unwrap_or(0);
        let of_day = |v: u64| u32::try_from(v).unwrap_or(0);
        UtcTime {
            year: yoe + era * 400 + i64::from(month <= 2),
            month: small(month),
            day: small(day),
            hour: of_day(secs / 3_600),
            minute: of_day(secs / 60 % 60),
            second: of_day(secs % 60),
            days_after_thursday: small(days.rem_euclid(7)),
        }
    }

    /// RFC 3339 (`2026-12-01T11:25:38Z`).
    pub fn rfc3339(&self) -> String {
        format!(
            "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z",
            self.year, self.month, self.day, self.hour, self.minute, self.second
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_moments() {
        assert_eq!(
            UtcTime::from_epoch_seconds(0).rfc3339(),
            "1970-01-01T00:00:00Z"
        );
        // A leap day, and the last second of a century year that is a leap year.
        assert_eq!(
            UtcTime::from_epoch_seconds(951_782_400).rfc3339(),
            "2000-02-29T00:00:00Z"
        );
        assert_eq!(
            UtcTime::from_epoch_seconds(978_307_199).rfc3339(),
            "2000-12-31T23:59:59Z"
        );
        let t = UtcTime::from_epoch_seconds(1_764_447_480);
        assert_eq!(t.rfc3339(), "2025-11-29T20:18:00Z");
        assert_eq!(t.days_after_thursday, 2, "a Saturday");
    }
}
