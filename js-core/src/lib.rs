//! builder-core for JavaScript: the WebAssembly module of the `sparkpods` npm package
//! (`js/`, built by `scripts/build-js.sh`). `render` gives the document `sparkpods render`
//! prints, `check` the diagnostics `sparkpods check --json` prints, `keys` and `versions` the
//! registry and the releases. The logic is plain Rust, tested natively; `js` is the thin
//! wasm-bindgen boundary, compiled for wasm32 only.

/// Talc instead of Rust's default wasm allocator (dlmalloc), as the playground: smaller, and
/// renders allocate many small strings.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
mod js;
pub mod js_value;
pub mod options;
pub mod registry;
pub mod render;
