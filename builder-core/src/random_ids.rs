//! Ids drawn the way Spark draws them (random hex, UUIDs, an auth secret, the clock's date
//! line), from a seed and a clock reading the caller supplies: builder-core has no randomness
//! or clock of its own, so the command line seeds this from the OS and the JavaScript package
//! from the JS engine.

use crate::inputs::IdSource;

/// Ids from a xorshift generator (no crypto needed: these are names, not secrets; the auth
/// secret is only shown masked) and one clock reading, as Spark takes one per application.
#[derive(Debug, Clone)]
pub struct SeededIds {
    state: u64,
    millis: u64,
    secret: String,
    /// One ephemeral port per run (the driver binds once).
    port: u16,
}

impl SeededIds {
    /// Ids from `seed` (any value; zero is fine) and the time in milliseconds since the epoch.
    pub fn new(seed: u64, millis: u64) -> Self {
        let mut ids = SeededIds {
            state: first_state(seed),
            millis,
            secret: String::new(),
            port: 0,
        };
        ids.secret = (0..4).map(|_| format!("{:016x}", ids.next())).collect();
        // Linux's ephemeral range, 32768-60999.
        ids.port = 32768 + u16::try_from(ids.next() % 28232).unwrap_or(0);
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

/// The generator's first state for `seed`: splitmix64's output, so that neighbouring seeds (a
/// clock's successive readings) start far apart, and never zero, where xorshift would stay.
fn first_state(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    match z ^ (z >> 31) {
        // The one seed that mixes to zero; any other constant would do.
        0 => 0x9e37_79b9_7f4a_7c15,
        state => state,
    }
}

impl IdSource for SeededIds {
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

    fn bound_port(&mut self) -> u16 {
        self.port
    }

    fn start_time_ms(&mut self) -> u64 {
        self.millis
    }
}

/// `java.util.Date.toString()` in UTC (`Sun Nov 29 20:18:00 UTC 2025`), the line
/// `Properties.store` writes.
pub fn java_date_string(epoch_seconds: u64) -> String {
    const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let t = crate::utc::UtcTime::from_epoch_seconds(epoch_seconds);
    let weekday = DAYS
        .get(usize::try_from(t.days_after_thursday).unwrap_or(0))
        .copied()
        .unwrap_or("Thu");
    let month_name = MONTHS
        .get(usize::try_from(t.month.saturating_sub(1)).unwrap_or(0))
        .copied()
        .unwrap_or("Jan");
    format!(
        "{weekday} {month_name} {:02} {:02}:{:02}:{:02} UTC {}",
        t.day, t.hour, t.minute, t.second, t.year
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

    #[test]
    fn ids_have_spark_s_shapes_and_follow_the_seed() {
        let mut ids = SeededIds::new(42, 1_764_447_480_000);
        let uuid = ids.uuid();
        let groups: Vec<usize> = uuid.split('-').map(str::len).collect();
        assert_eq!(groups, [8, 4, 4, 4, 12], "{uuid}");
        assert_eq!(uuid.as_bytes()[14], b'4', "version 4: {uuid}");
        assert!(ids.unique_id().ends_with("9ad143e8c0"), "hex millis");
        assert_eq!(ids.auth_secret().len(), 64);
        assert_eq!(ids.properties_timestamp(), "Sat Nov 29 20:18:00 UTC 2025");
        let (mut a, mut b) = (SeededIds::new(1, 0), SeededIds::new(2, 0));
        assert_ne!(a.uuid(), b.uuid());
        assert_eq!(SeededIds::new(7, 0).uuid(), SeededIds::new(7, 0).uuid());
    }

    #[test]
    fn every_seed_draws_its_own_ids() {
        // Neighbours, which `seed | 1` once merged, and the ends of the range.
        let seeds = [0, 1, 2, 3, 42, 43, u64::MAX - 1, u64::MAX];
        let drawn: Vec<(String, String)> = seeds
            .iter()
            .map(|&seed| {
                let mut ids = SeededIds::new(seed, 0);
                (ids.uuid(), ids.auth_secret())
            })
            .collect();
        for (i, a) in drawn.iter().enumerate() {
            for (j, b) in drawn.iter().enumerate().skip(i + 1) {
                assert_ne!(a.0, b.0, "seeds {} and {}", seeds[i], seeds[j]);
                assert_ne!(a.1, b.1, "seeds {} and {}", seeds[i], seeds[j]);
            }
        }
        // Successive draws of one seed differ too: the state never sticks at zero.
        let mut zero = SeededIds::new(0, 0);
        assert_ne!(zero.uuid(), zero.uuid());
    }

    #[test]
    fn the_seed_that_mixes_to_zero_still_draws() {
        // splitmix64's finalizer is a bijection keeping 0 at 0: the one seed that mixes to 0
        // is the one the golden-ratio increment takes to 0.
        let seed = 0u64.wrapping_sub(0x9e37_79b9_7f4a_7c15);
        assert_ne!(first_state(seed), 0);
        let mut ids = SeededIds::new(seed, 0);
        assert_ne!(ids.uuid(), ids.uuid());
    }
}
