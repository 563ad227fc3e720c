//! The admission policy's JSON reader (`admission_wasm::json`) agrees with serde_json, the
//! reader it replaced, on any bytes: both accept or both refuse, both read the same value, and
//! what the policy writes back reads as that value again (the same check as the policy's
//! `tests/json_differential.rs`, on fuzzed input).
#![no_main]

use admission_wasm::Node;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let ours = Node::parse(text);
    let theirs = serde_json::from_str::<serde_json::Value>(text);
    match (&ours, &theirs) {
        (Ok(node), Ok(value)) => {
            assert_eq!(&node.to_value(), value, "{text:?}");
            let mut written = Vec::new();
            node.write(&mut written);
            let again: serde_json::Value = serde_json::from_slice(&written)
                .unwrap_or_else(|e| panic!("written back unreadable ({e}): {text:?}"));
            assert_eq!(&again, value, "{text:?}");
        }
        (Err(_), Err(_)) => {}
        _ => panic!("{text:?}\nours:   {ours:?}\ntheirs: {theirs:?}"),
    }
});
