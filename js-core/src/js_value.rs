//! A JSON value serialized as `JSON.parse` would read its text: integers beyond 2^53 become
//! the nearest double instead of an error (serde-wasm-bindgen refuses to round them), so that
//! `check`, `inputPaths` and the registry's values read as their JSON text would (`render`
//! returns its document's text through `JSON.parse` itself).

use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::Value;

/// The largest integer a JavaScript number holds exactly (`Number.MAX_SAFE_INTEGER`).
const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// `value`, serialized for JavaScript.
pub struct AsParsed<'a>(pub &'a Value);

impl Serialize for AsParsed<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Value::Null => serializer.serialize_unit(),
            Value::Bool(b) => serializer.serialize_bool(*b),
            Value::Number(n) => {
                if let Some(i) = n.as_i64().filter(|i| i.unsigned_abs() <= MAX_SAFE_INTEGER) {
                    serializer.serialize_i64(i)
                } else if let Some(u) = n.as_u64().filter(|u| *u <= MAX_SAFE_INTEGER) {
                    serializer.serialize_u64(u)
                } else {
                    // serde_json's own rounding of the number to a double, as JSON.parse does.
                    serializer.serialize_f64(n.as_f64().unwrap_or(f64::NAN))
                }
            }
            Value::String(s) => serializer.serialize_str(s),
            Value::Array(items) => {
                let mut seq = serializer.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(&AsParsed(item))?;
                }
                seq.end()
            }
            Value::Object(members) => {
                let mut map = serializer.serialize_map(Some(members.len()))?;
                for (k, v) in members {
                    map.serialize_entry(k, &AsParsed(v))?;
                }
                map.end()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn large_integers_become_the_double_json_parse_reads() {
        let doc = json!({"a": [9_007_199_254_740_993_u64, -9_007_199_254_740_993_i64, 3, -4, 0.5, null, "x", true]});
        let out = serde_json::to_value(AsParsed(&doc)).unwrap();
        assert_eq!(
            out,
            json!({"a": [9_007_199_254_740_992.0, -9_007_199_254_740_992.0, 3, -4, 0.5, null, "x", true]})
        );
        assert!(out["a"][2].is_i64(), "safe integers stay integers");
    }
}
