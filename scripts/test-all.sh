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
cargo test --workspace
