#!/usr/bin/env bash
# Every check sparkpods has: formatting, lints, native tests (unit, property, conformance with
# real Spark's goldens, CLI), and the builder core compiled for both WebAssembly targets.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

step() { printf '\n== %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all -- --check

step "cargo clippy (all targets, warnings are errors)"
cargo clippy --workspace --all-targets --quiet -- -D warnings

step "builder-core for wasm32-unknown-unknown and wasm32-wasip1"
cargo build --quiet -p builder-core --target wasm32-unknown-unknown
cargo build --quiet -p builder-core --target wasm32-wasip1

step "cargo test"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
cargo test --workspace 2>&1 | tee "$log"
# One closing line with the totals over every test binary (cargo prints one line per binary).
awk '/^test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } }
     END { printf "\ntests: %d passed, %d failed\n", p, f }' "$log"
