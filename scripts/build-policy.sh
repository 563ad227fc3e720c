#!/usr/bin/env bash
# The admission policy's two modules, from one crate (admission-wasm/README.md, "Development"):
#   spark_pods.wasm          Spark's driver and executor pods (mutated and validated): the crate
#                            without its `spark-applications` feature, so without the render
#   spark_applications.wasm  SparkApplications judged by the pods they become (the crate with
#                            its default features; it judges pods too)
# spark-pods for size and a quick compile (the `policy` profile: LTO, opt-level s), spark-
# applications for speed (`policy-applications`: the same at opt-level 3), both into
# target/wasm32-wasip1/policy/, each then through binaryen's wasm-opt (-Os, -O3; tools/web's npm
# packages, as for the playground and the npm package), which also strips them: each smaller
# and faster than cargo's module alone (BENCHMARKS.md, "Admission policy"). A
# function is inlined into its only caller only while it is small (-ocimfs; binaryen's default
# has no bound): functions of 100 KB took Cranelift longer to compile for no speed measured.
# wasm-opt reads the features the module uses from its `target_features` section, which is why
# the profile leaves stripping to it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/web-env.sh
command -v wasm-opt >/dev/null ||
  { echo "build-policy: wasm-opt not found: run scripts/setup.sh (it installs tools/web's npm packages)" >&2; exit 1; }
target="${CARGO_TARGET_DIR:-$PWD/target}/wasm32-wasip1"
out="$target/policy"
# build PROFILE WASM_OPT_LEVEL OUT_NAME [cargo arguments]
build() {
  cargo build --quiet -p admission-wasm --target wasm32-wasip1 --profile "$1" "${@:4}"
  wasm-opt "$2" --one-caller-inline-max-function-size 200 \
    --strip-debug --strip-producers --strip-target-features \
    "$target/$1/admission_wasm.wasm" -o "$out/$3"
}
build policy -Os spark_pods.wasm --no-default-features --features pod-security
build policy-applications -O3 spark_applications.wasm
echo "$out/spark_pods.wasm"
echo "$out/spark_applications.wasm"
