//! The playground's entry point (browser only; natively this binary only says so).

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
