#!/usr/bin/env bash
# Every check sparkpods has: formatting, lints, native tests (unit, property, conformance with
# real Spark's goldens, CLI, admission policy, playground logic), the builder core compiled for
# both WebAssembly targets, the admission policy module hosted end to end through wapc +
# wasmtime, and the playground built by Trunk and driven in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
log="$(mktemp)"
hostlog="$(mktemp)"
browserlog="$(mktemp)"
trap 'rm -f "$log" "$hostlog" "$browserlog"' EXIT

step() { printf '\n== %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all -- --check

# The vendored k8s-openapi (a member so that it is packaged with builder-core) keeps its own
# lints and tests: it is generated, not written here.
vendored=(--exclude sparkpods-k8s-openapi)

step "cargo clippy (all targets, warnings are errors)"
cargo clippy --workspace "${vendored[@]}" --all-targets --quiet -- -D warnings

step "cargo doc (the crates' documentation: links resolve, none to private items)"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace "${vendored[@]}" --exclude web-ui --exclude sparkpods-js --no-deps --quiet

step "builder-core for wasm32-unknown-unknown and wasm32-wasip1"
cargo build --quiet -p builder-core --target wasm32-unknown-unknown
cargo build --quiet -p builder-core --target wasm32-wasip1

step "web-ui for the browser (wasm32-unknown-unknown clippy)"
cargo clippy --quiet -p web-ui --target wasm32-unknown-unknown -- -D warnings

step "admission-wasm: waPC entry points (wasm32-wasip1 clippy) and the policy's two modules"
cargo clippy --quiet -p admission-wasm --target wasm32-wasip1 -- -D warnings
bash scripts/build-policy.sh

step "fuzz targets compile (fuzz/ is its own workspace; running them needs cargo-fuzz)"
CARGO_TARGET_DIR="$PWD/target/fuzz-check" cargo check --quiet --manifest-path fuzz/Cargo.toml --bins

step "admission-wasm end to end: the modules hosted through wapc + wasmtime, as policy-server does"
# tests/policy-host is its own workspace (wasmtime stays out of the main lock file and builds);
# it builds into a directory of the one target dir.
ADMISSION_WASM="$PWD/target/wasm32-wasip1/policy/spark_pods.wasm" \
  ADMISSION_APPLICATIONS_WASM="$PWD/target/wasm32-wasip1/policy/spark_applications.wasm" \
  CARGO_TARGET_DIR="$PWD/target/host-tests" cargo test --release --manifest-path tests/policy-host/Cargo.toml 2>&1 | tee "$hostlog"

step "web-ui: release dist/ (Trunk, offline), the editor bundle, the playground in Chromium"
bash scripts/build-web.sh
node tools/web/editor/check-editor.mjs 2>&1 | tee "$browserlog"
node tests/browser/playground.test.mjs 2>&1 | tee -a "$browserlog"

step "the npm package (js/): js-core for wasm32 (clippy), its WebAssembly, and the package against the CLI"
cargo clippy --quiet -p sparkpods-js --target wasm32-unknown-unknown -- -D warnings
bash scripts/build-js.sh
cargo build --quiet -p sparkpods
node --test --test-reporter=tap js/test/*.test.mjs 2>&1 | tee -a "$browserlog"

step "cargo package: the library crates and the CLI (with the k8s-openapi they build on) as crates.io gets them"
# cargo treats a crate from its temporary registry as immutable by name and version: an earlier
# run's unpacked sources and build of builder-core 0.1.0 would stand in for this run's. So the
# verification builds in a directory of its own, emptied first (a fresh machine builds it once).
rm -rf "${CARGO_HOME:-$HOME/.cargo}"/registry/{src,cache}/-*/{sparkpods-sort,sparkpods-jvm,sparkpods-yaml,sparkpods-kube,builder-core,sparkpods-cluster,sparkpods-operators,sparkpods-convert,sparkpods,sparkpods-k8s-openapi}-[0-9]* \
  target/package-check
# The packaged crates are built without the workspace's profiles: keep their debug info off too.
CARGO_PROFILE_DEV_DEBUG=false cargo package --quiet --allow-dirty --target-dir target/package-check \
  -p sparkpods-k8s-openapi -p sparkpods-sort -p sparkpods-jvm -p sparkpods-yaml -p sparkpods-kube -p builder-core -p sparkpods-cluster -p sparkpods-operators -p sparkpods-convert -p sparkpods

step "cargo test"
cargo test --workspace "${vendored[@]}" 2>&1 | tee "$log"
# One closing line with the totals over every test binary (cargo prints one line per binary).
awk '/^test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } }
     /^(browser|editor): [0-9]+ passed/ { p += $2; f += $4 }
     /^# pass [0-9]+$/ { p += $3 } /^# fail [0-9]+$/ { f += $3 }
     END { printf "\ntests: %d passed, %d failed\n", p, f }' "$log" "$hostlog" "$browserlog"
