//! Real random ids for `--random-ids`: what Spark would draw, from the OS clock and RNG.

use std::time::{SystemTime, UNIX_EPOCH};

use builder_core::inputs::IdSource;

/// Ids from the clock and a xorshift generator seeded from it (no crypto needed: these are
/// names, not secrets; the auth secret is only shown masked).
pub struct RandomIds {
    state: u64,
    millis: u64,
    secret: String,
}

impl RandomIds {
    pub fn from_clock() -> Self {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        let millis = u64::try_from(now.as_millis()).unwrap_or(0);
        let seed =
            millis ^ u64::from(now.subsec_nanos()).rotate_left(32) ^ u64::from(std::process::id());
        let mut ids = RandomIds {
            state: seed | 1,
            millis,
            secret: String::new(),
        };
        ids.secret = (0..4).map(|_| format!("{:016x}", ids.next())).collect();
        ids
    }

    fn next(&mut self) -> u64 {
        let mut x = self.state;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.state = x;
        x
    }
}

impl IdSource for RandomIds {
    fn unique_id(&mut self) -> String {
        format!(
            "{:06x}{:x}",
            self.next() & 0xff_ffff,
            self.millis & 0xff_ffff_ffff
        )
    }

    fn uuid(&mut self) -> String {
        let (a, b) = (self.next(), self.next());
        format!(
            "{:08x}-{:04x}-4{:03x}-{:04x}-{:012x}",
            a >> 32,
            (a >> 16) & 0xffff,
            a & 0xfff,
            (b >> 48 & 0x3fff) | 0x8000,
            b & 0xffff_ffff_ffff
        )
    }

    /// One secret per run (Spark generates it once per application).
    fn auth_secret(&mut self) -> String {
        self.secret.clone()
    }

    fn properties_timestamp(&mut self) -> String {
        java_date_string(self.millis / 1000)
    }
}

/// `java.util.Date.toString()` in UTC (`Sun Nov 29 20:18:00 UTC 2025`), the line
/// `Properties.store` writes.
pub fn java_date_string(epoch_seconds: u64) -> String {
    const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let days = i64::try_from(epoch_seconds / 86_400).unwrap_or(0);
    let secs = epoch_seconds % 86_400;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    let weekday = DAYS
        .get(usize::try_from(days.rem_euclid(7)).unwrap_or(0))
        .copied()
        .unwrap_or("Thu");
    let month_name = MONTHS
        .get(usize::try_from(month - 1).unwrap_or(0))
        .copied()
        .unwrap_or("Jan");
    format!(
        "{weekday} {month_name} {day:02} {:02}:{:02}:{:02} UTC {year}",
        secs / 3600,
        secs % 3600 / 60,
        secs % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_print_like_java() {
        assert_eq!(java_date_string(0), "Thu Jan 01 00:00:00 UTC 1970");
        // 2025-11-29T20:18:00Z, the oracle README's example.
        assert_eq!(
            java_date_string(1_764_447_480),
            "Sat Nov 29 20:18:00 UTC 2025"
        );
        assert_eq!(
            java_date_string(951_782_400),
            "Tue Feb 29 00:00:00 UTC 2000"
        );
    }
}
