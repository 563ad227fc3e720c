#!/usr/bin/env bash
# Installs what building, serving and testing sparkpods needs, idempotently: skips what is
# already there (rust targets, trunk, wasm-bindgen-cli, wasm-split-cli, npm packages + editor
# bundle, Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

have_target() { rustup target list --installed 2>/dev/null | grep -qx "$1"; }
for t in wasm32-unknown-unknown wasm32-wasip1; do
  if ! have_target "$t"; then
    echo "setup: rustup target add $t"
    rustup target add "$t"
  fi
done
for c in rustfmt clippy; do
  if ! rustup component list --installed 2>/dev/null | grep -q "^$c"; then
    echo "setup: rustup component add $c"
    rustup component add "$c"
  fi
done

# Tools are compiled for speed of *installing* (they run for seconds per build): opt-level 1,
# no LTO, many codegen units. That halves the install time on a 2-core machine.
fast_install() {
  CARGO_PROFILE_RELEASE_OPT_LEVEL=1 CARGO_PROFILE_RELEASE_LTO=false \
    CARGO_PROFILE_RELEASE_CODEGEN_UNITS=256 CARGO_PROFILE_RELEASE_DEBUG=false \
    cargo install "$@"
}

# Trunk 0.21.x (0.22 needs a newer rustc than ours).
TRUNK_VERSION=0.21.14
if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  echo "setup: cargo install trunk $TRUNK_VERSION (~10-20 min)"
  fast_install --locked "trunk@$TRUNK_VERSION"
fi

# wasm-bindgen-cli at exactly the wasm-bindgen version of Cargo.lock (tools/web/build-wasm.mjs
# runs it). Without --locked: its own lock file names a crate version this registry does not
# offer.
WBG_VERSION="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)"
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WBG_VERSION" ]; then
  echo "setup: cargo install wasm-bindgen-cli $WBG_VERSION (~7 min)"
  fast_install wasm-bindgen-cli --version "$WBG_VERSION"
fi

# wasm-split-cli, which cuts the playground's on-demand modules out of the linked wasm
# (tools/web/build-wasm.mjs); the release that goes with web-ui's wasm_split_helpers runtime.
WSPLIT_VERSION=0.2.4
if ! cargo install --list | grep -qx "wasm_split_cli_support v$WSPLIT_VERSION:"; then
  echo "setup: cargo install wasm_split_cli_support $WSPLIT_VERSION (~3 min)"
  fast_install --locked wasm_split_cli_support --version "$WSPLIT_VERSION" --features build-binary
fi

# npm packages (CodeMirror, esbuild, binaryen's wasm-opt, playwright-core) and the editor bundle.
command -v node >/dev/null || { echo "setup: node and npm are required" >&2; exit 1; }
bundle=web-ui/vendor/editor.bundle.js
if [ ! -f "$bundle" ] || [ tools/web/editor/editor.js -nt "$bundle" ] || [ tools/web/editor/extras.js -nt "$bundle" ] \
   || [ tools/web/package-lock.json -nt "$bundle" ] \
   || [ ! -x tools/web/node_modules/.bin/wasm-opt ]; then
  echo "setup: npm packages and the editor bundle (tools/web)"
  bash tools/web/build-editor.sh
fi

# pre-commit (PyPI), which the hook's test runs (cli/tests/action.rs).
if ! command -v pre-commit > /dev/null; then
  echo "setup: pip install pre-commit"
  python3 -m pip install --quiet pre-commit
fi

# Debian's Chromium for the browser tests (playwright-core drives it; no browser download).
# SETUP_SKIP_BROWSER=1 (scripts/serve.sh) skips it.
if [ -z "${SETUP_SKIP_BROWSER:-}" ] && [ ! -x /usr/bin/chromium ]; then
  echo "setup: apt-get install chromium chromium-driver"
  sudo_="" ; [ "$(id -u)" = 0 ] || sudo_="sudo"
  $sudo_ apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_ apt-get install -y -qq chromium chromium-driver >/dev/null
fi
