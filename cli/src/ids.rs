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
        format!("{} (epoch millis)", self.millis)
    }
}
