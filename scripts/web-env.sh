# Sourced by the web scripts: the tools Trunk runs (wasm-bindgen from ~/.cargo/bin, wasm-opt
# from the npm binaryen package in tools/web) on PATH, and Trunk never downloads anything.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$root/tools/web/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export TRUNK_OFFLINE=true
export TRUNK_SKIP_VERSION_CHECK=true
