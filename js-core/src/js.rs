//! The JavaScript boundary: the wasm-bindgen exports the `sparkpods` npm package wraps
//! (`js/node.mjs`, `js/web.mjs`). Options come in as JS objects and values go out as JS
//! objects through serde-wasm-bindgen (a render's document as its text, through `JSON.parse`); errors are thrown as JS `Error`s with the message of
//! the Rust error (which names the option, the directive or the release).

use serde::Serialize;
use serde_json::Value;
use serde_wasm_bindgen::{Deserializer, Serializer};
use wasm_bindgen::prelude::*;

use crate::js_value::AsParsed;
use crate::options::{self, RenderOptions};
use crate::render::Entropy;

/// The document `sparkpods render --conf` prints for `conf` with `options`.
#[wasm_bindgen]
pub fn render(conf: &str, options: JsValue) -> Result<JsValue, JsError> {
    let entropy = Entropy {
        now_millis: js_sys::Date::now() as u64,
        seed: (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64,
    };
    let text = crate::render::render(conf, &read(options)?, entropy)?;
    js_sys::JSON::parse(&text).map_err(|e| JsError::new(&format!("{e:?}")))
}

/// The diagnostics `sparkpods check --json` prints for `conf`.
#[wasm_bindgen]
pub fn check(conf: &str, options: JsValue) -> Result<JsValue, JsError> {
    to_js(&crate::render::check(conf, &read(options)?)?)
}

/// The files and directories `conf` makes Spark read.
#[wasm_bindgen(js_name = inputPaths)]
pub fn input_paths(conf: &str, options: JsValue) -> Result<JsValue, JsError> {
    to_js(&crate::render::input_paths(conf, &read(options)?)?)
}

/// The registry's keys that `version` declares (default 3.5.5).
#[wasm_bindgen]
pub fn keys(version: Option<String>) -> Result<JsValue, JsError> {
    to_js(&crate::registry::keys(version.as_deref())?)
}

/// Every supported Spark release.
#[wasm_bindgen]
pub fn versions() -> Result<JsValue, JsError> {
    to_js(&crate::registry::versions())
}

/// The options object; `undefined` and `null` are no options.
fn read(options: JsValue) -> Result<RenderOptions, JsError> {
    if options.is_undefined() || options.is_null() {
        return Ok(RenderOptions::default());
    }
    Ok(options::read(Deserializer::from(options), |e| {
        // serde-wasm-bindgen's errors are JS Errors: their message, without `Error: `.
        JsValue::from(e)
            .dyn_into::<js_sys::Error>()
            .map(|e| String::from(e.message()))
            .unwrap_or_else(|v| format!("{v:?}"))
    })?)
}

/// A JSON value as plain JS objects, arrays and numbers (what `JSON.parse` gives).
fn to_js(value: &Value) -> Result<JsValue, JsError> {
    Ok(AsParsed(value).serialize(&Serializer::json_compatible())?)
}
