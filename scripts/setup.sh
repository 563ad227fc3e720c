#!/usr/bin/env bash
# Installs what building and testing sparkpods needs, idempotently: skips what is already there.
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
