//! Real random ids for `--random-ids`: what Spark would draw, seeded from the OS clock.

use std::time::{SystemTime, UNIX_EPOCH};

use builder_core::IdSource;
use builder_core::SeededIds;

/// builder-core's [`SeededIds`] seeded from the clock and the process id.
pub struct RandomIds(SeededIds);

impl RandomIds {
    pub fn from_clock() -> Self {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        let millis = u64::try_from(now.as_millis()).unwrap_or(0);
        let seed =
            millis ^ u64::from(now.subsec_nanos()).rotate_left(32) ^ u64::from(std::process::id());
        RandomIds(SeededIds::new(seed, millis))
    }
}

impl IdSource for RandomIds {
    fn unique_id(&mut self) -> String {
        self.0.unique_id()
    }

    fn uuid(&mut self) -> String {
        self.0.uuid()
    }

    fn auth_secret(&mut self) -> String {
        self.0.auth_secret()
    }

    fn properties_timestamp(&mut self) -> String {
        self.0.properties_timestamp()
    }

    fn bound_port(&mut self) -> u16 {
        self.0.bound_port()
    }

    fn start_time_ms(&mut self) -> u64 {
        self.0.start_time_ms()
    }
}
