//! The playground's entry point (browser only; natively this binary only says so).

/// Talc instead of Rust's default wasm allocator (dlmalloc): 3 KB gzip less to transfer, a
/// keystroke's evaluation as fast (measured side by side, BENCHMARKS.md).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
fn main() {
    web_ui::app::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "web-ui runs in the browser: build and serve it with `trunk serve` (see README.md); \
         `cargo test -p web-ui` tests its logic natively"
    );
}
