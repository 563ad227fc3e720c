//! `spark-defaults.conf` text: the Properties parser and the directive reader never panic.
#![no_main]

use builder_core::parse_directives;
use builder_core::parse_properties;
use builder_core::store_line;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(entries) = parse_properties(&text) {
        for e in &entries {
            // What we store must parse back to the same key and (untrimmed) value.
            let line = store_line(&e.key, &e.raw_value);
            if let Ok(back) = parse_properties(&line) {
                assert_eq!(back.len(), 1, "{line:?}");
                assert_eq!(back[0].key, e.key);
            }
        }
    }
    let _ = parse_directives(&text);
});
