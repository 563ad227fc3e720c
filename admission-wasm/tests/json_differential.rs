//! The policy's own JSON reader (`json.rs`) held to serde_json, the reader it replaced: on any
//! text both accept or both refuse the same, both read the same value, and what the policy
//! writes back reads as the same value again (byte for byte when the text was compact
//! serde_json output). `fuzz/fuzz_targets/policy_json.rs` runs the same check on fuzzed bytes.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)] // test helpers outside #[test] fns

use admission_wasm::Node;
use proptest::prelude::*;
use serde_json::Value;

fn value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(Value::from),
        // Quotes, backslashes, control characters, non-ASCII and astral characters.
        "(\\PC|[\"\\\\\u{0}-\u{1f}\u{7f}\u{2028}é😀])*".prop_map(Value::String),
    ];
    leaf.prop_recursive(6, 64, 8, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map("[a-zA-Z0-9_.\\-/\"\\\\é]{0,12}", inner, 0..6)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// Both readers agree on `text`; returns whether it was accepted.
fn agree(text: &str) -> bool {
    let ours = Node::parse(text);
    let theirs = serde_json::from_str::<Value>(text);
    match (&ours, &theirs) {
        (Ok(node), Ok(v)) => {
            assert_eq!(&node.to_value(), v, "read differently: {text:?}");
            let mut written = Vec::new();
            node.write(&mut written);
            let again: Value = serde_json::from_slice(&written)
                .unwrap_or_else(|e| panic!("written back unreadable ({e}): {text:?}"));
            assert_eq!(&again, v, "written back differently: {text:?}");
            true
        }
        (Err(_), Err(_)) => false,
        _ => panic!(
            "one reader accepts, the other refuses: {text:?}\nours:   {:?}\nserde: {:?}",
            ours.map(|n| n.to_string()),
            theirs
        ),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn reads_and_writes_back_what_serde_json_reads(v in value()) {
        let compact = serde_json::to_string(&v).unwrap();
        prop_assert!(agree(&compact));
        // Compact input leaves byte for byte.
        let mut written = Vec::new();
        Node::parse(&compact).unwrap().write(&mut written);
        prop_assert_eq!(String::from_utf8(written).unwrap(), compact);
        prop_assert!(agree(&serde_json::to_string_pretty(&v).unwrap()));
    }

    #[test]
    fn refuses_what_serde_json_refuses(
        v in value(),
        cut in any::<prop::sample::Index>(),
        at in any::<prop::sample::Index>(),
        insert in prop::sample::select(vec![
            "", ",", ":", "{", "}", "[", "]", "\"", "\\", "\\u", "\\ud800", "0", "-", ".", "e",
            "1e400", "tru", "nul", " ", "\u{0}", "\n", "//", "01", "+1",
        ]),
    ) {
        let text = serde_json::to_string(&v).unwrap();
        let bounds: Vec<usize> = (0..=text.len()).filter(|&i| text.is_char_boundary(i)).collect();
        // Truncated anywhere.
        let end = bounds[cut.index(bounds.len())];
        agree(&text[..end]);
        // Something inserted anywhere.
        let i = bounds[at.index(bounds.len())];
        agree(&format!("{}{insert}{}", &text[..i], &text[i..]));
    }
}

#[test]
fn numbers_serde_json_cannot_hold_are_refused_like_serde_json_refuses_them() {
    for text in ["1e400", "-1e400", "[1E999]", "{\"a\":2e308}"] {
        agree(text);
    }
    // And what it holds, it holds: big integers, exponents, negative zero.
    for text in [
        "18446744073709551615",
        "-9223372036854775808",
        "1E+3",
        "-0",
        "0.1e-2",
        "123456789012345678901234567890",
    ] {
        assert!(agree(text), "{text}");
    }
}
