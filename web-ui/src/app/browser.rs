//! Thin wrappers over the browser APIs the playground uses. Every one degrades to a no-op or
//! `None` when the API is missing (private mode storage, no clipboard permission), never a panic.

use gloo_events::EventListener;
use gloo_storage::{LocalStorage, Storage};
use serde::Serialize;
use serde::de::DeserializeOwned;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

/// Whether localStorage can be used: gloo-storage throws (a JS exception, not an error value)
/// where it cannot (storage disabled, sandboxed frames), so every use asks first.
fn storage_available() -> bool {
    window()
        .and_then(|w| w.local_storage().ok().flatten())
        .is_some()
}

/// A localStorage item read as JSON; `None` when storage is unavailable or the item absent or
/// not what `T` reads.
pub fn storage_get<T: DeserializeOwned>(key: &str) -> Option<T> {
    storage_available()
        .then(|| LocalStorage::get(key).ok())
        .flatten()
}

/// Store `value` as JSON; whether storage kept it (a full or unavailable storage does not).
pub fn storage_set<T: Serialize + ?Sized>(key: &str, value: &T) -> bool {
    storage_available() && LocalStorage::set(key, value).is_ok()
}

/// The URL fragment, with its `#`.
pub fn location_hash() -> Option<String> {
    window()?.location().hash().ok()
}

/// Replace the URL fragment without adding a history entry (typing must not flood history).
pub fn replace_hash(fragment: &str) {
    let Some(w) = window() else { return };
    if w.location().hash().ok().as_deref() == Some(fragment) {
        return;
    }
    if let Ok(h) = w.history() {
        let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(fragment));
    }
}

/// The page's URL (with the current fragment).
pub fn location_href() -> Option<String> {
    window()?.location().href().ok()
}

/// Copy text; resolves to whether it worked.
pub async fn copy_text(text: &str) -> bool {
    let Some(w) = window() else { return false };
    let promise = w.navigator().clipboard().write_text(text);
    wasm_bindgen_futures::JsFuture::from(promise).await.is_ok()
}

/// Offer `text` as a file download (a blob: URL, nothing leaves the machine).
pub fn download(file_name: &str, text: &str, mime: &str) {
    let Some(doc) = window().and_then(|w| w.document()) else {
        return;
    };
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Ok(a) = doc
        .create_element("a")
        .map(|e| e.unchecked_into::<web_sys::HtmlAnchorElement>())
    {
        a.set_href(&url);
        a.set_download(file_name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Whether the OS prefers a dark theme.
pub fn prefers_dark() -> bool {
    window()
        .and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// Call `f(dark)` whenever the OS theme changes. The listener lives as long as the page.
pub fn on_theme_change(f: impl Fn(bool) + 'static) {
    let Some(mq) =
        window().and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten())
    else {
        return;
    };
    let media = mq.clone();
    EventListener::new(&mq, "change", move |_| f(media.matches())).forget();
}

/// Milliseconds since page load (high resolution).
pub fn now_ms() -> f64 {
    window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or(0.0)
}

/// Publish a number on `window.__sparkpods` for the browser tests and benchmarks.
pub fn publish_metric(name: &str, value: f64) {
    let Some(w) = window() else { return };
    let obj = js_sys::Reflect::get(&w, &JsValue::from_str("__sparkpods"))
        .ok()
        .filter(|v| v.is_object())
        .unwrap_or_else(|| {
            let o = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&w, &JsValue::from_str("__sparkpods"), &o);
            o.into()
        });
    let _ = js_sys::Reflect::set(&obj, &JsValue::from_str(name), &JsValue::from_f64(value));
}

thread_local! {
    /// What [`free_after_frame`] holds until the frame has been drawn.
    static AFTER_FRAME: std::cell::RefCell<Vec<Box<dyn std::any::Any>>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Drop `value` after the next frame is drawn (its `requestAnimationFrame` callbacks, then a
/// task): freeing the last evaluation's documents and lines took about 1.3 ms of a keystroke
/// before its frame with the CPU throttled 4× (BENCHMARKS.md, "Playground"). Without a window,
/// or when the browser will not schedule it, `value` is dropped now.
pub fn free_after_frame(value: Box<dyn std::any::Any>) {
    let first = AFTER_FRAME.with(|held| {
        let mut held = held.borrow_mut();
        held.push(value);
        held.len() == 1
    });
    if !first {
        return;
    }
    let free = || AFTER_FRAME.with(|held| held.borrow_mut().clear());
    // `once_into_js`: each callback frees itself once called (a forgotten `Timeout` would
    // leak one closure a keystroke).
    let scheduled = window().is_some_and(|w| {
        let timer = w.clone();
        let after_frame = Closure::once_into_js(move || {
            let task = Closure::once_into_js(free);
            if timer
                .set_timeout_with_callback_and_timeout_and_arguments_0(task.unchecked_ref(), 0)
                .is_err()
            {
                free();
            }
        });
        w.request_animation_frame(after_frame.unchecked_ref())
            .is_ok()
    });
    if !scheduled {
        free();
    }
}
