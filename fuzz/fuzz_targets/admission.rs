//! The admission policy's two waPC calls on arbitrary bytes: always an answer, never a panic.
//! The first byte picks the call; for `validate`, valid example settings are wrapped around the
//! fuzzed request half the time so that the mutation and rule paths are reached.
#![no_main]

use libfuzzer_sys::fuzz_target;

const SETTINGS: &str = include_str!("../../admission-wasm/examples/settings.json");

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    match selector % 3 {
        0 => {
            let _ = admission_wasm::validate_settings(rest);
        }
        1 => {
            let _ = admission_wasm::validate(rest);
        }
        _ => {
            let request = String::from_utf8_lossy(rest);
            let payload = format!("{{\"settings\":{SETTINGS},\"request\":{request}}}");
            let _ = admission_wasm::validate(payload.as_bytes());
        }
    }
});
