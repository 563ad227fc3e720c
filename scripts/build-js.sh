#!/usr/bin/env bash
# Build the WebAssembly of the `sparkpods` npm package into js/pkg/ (not committed):
#   cargo (js-core for wasm32-unknown-unknown, size profile `web`)
#   → wasm-bindgen (--target web: the glue both entry points share, js/node.mjs and js/web.mjs)
#   → wasm-opt -Oz (binaryen from tools/web's npm packages).
# Needs what scripts/setup.sh installs (the wasm target, wasm-bindgen-cli at Cargo.lock's
# wasm-bindgen version, tools/web/node_modules).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/web-env.sh
target_dir="${CARGO_TARGET_DIR:-$PWD/target}"
out=js/pkg

for tool in wasm-bindgen wasm-opt; do
  command -v "$tool" >/dev/null || { echo "build-js: $tool is missing: run scripts/setup.sh" >&2; exit 1; }
done

# No `--emit-relocs` (.cargo/config.toml adds it for the playground, whose modules are split
# afterwards): relocations would only bloat this module. Cargo keeps these artifacts apart from
# the playground's (the flags are part of their file names), so neither build undoes the other.
CARGO_ENCODED_RUSTFLAGS="" cargo build --quiet -p sparkpods-js --lib \
  --target wasm32-unknown-unknown --profile web

rm -rf "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name sparkpods \
  "$target_dir/wasm32-unknown-unknown/web/sparkpods_js.wasm"
wasm-opt -Oz --strip-debug --strip-producers "$out/sparkpods_bg.wasm" -o "$out/sparkpods_bg.wasm.opt"
mv "$out/sparkpods_bg.wasm.opt" "$out/sparkpods_bg.wasm"
echo "build-js: $out/sparkpods_bg.wasm ($(wc -c < "$out/sparkpods_bg.wasm") bytes, $(gzip -9 -c "$out/sparkpods_bg.wasm" | wc -c) gzip)"
