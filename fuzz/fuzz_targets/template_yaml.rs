//! Pod-template YAML: `sparkpods_yaml::parse` never panics and agrees with serde_yaml 0.9
//! (the parser it replaces): equal values when both accept, an error when serde_yaml errors,
//! and (both ways) no answer where the other has none. Reading it as a template, as each
//! release's fabric8 does, and looking for its misread file modes, never panic either.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let ours = sparkpods_yaml::parse(text);
    let theirs = serde_yaml::from_str::<serde_json::Value>(text);
    match (&ours, &theirs) {
        (Ok(a), Ok(b)) => assert_eq!(a, b, "{text:?}"),
        (Err(_), Err(_)) => {}
        _ => panic!("{text:?}\nours:   {ours:?}\ntheirs: {theirs:?}"),
    }
    for version in builder_core::SparkVersion::ALL {
        let _ = builder_core::parse_template(text, builder_core::Release::of(*version));
    }
    for version in [
        builder_core::SparkVersion::V3_5_5,
        builder_core::SparkVersion::V4_0_5,
    ] {
        let _ = builder_core::misread_file_modes(text, builder_core::Release::of(version));
    }
});
