//! Pasted `spark-submit` command lines: the shell splitter and option parser never panic.
#![no_main]

use builder_core::parse_spark_submit;
use builder_core::submit_inputs;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(cmd) = parse_spark_submit(&format!("spark-submit {text}")) {
        let _ = submit_inputs(&cmd, builder_core::SUBMIT_TIME_MS, Some("/work"));
    }
});
