#!/usr/bin/env bash
# The admission policy's two modules, from one crate (admission-wasm/README.md, "Development"):
#   spark_pods.wasm          Spark's driver and executor pods (mutated and validated): the crate
#                            without its `spark-applications` feature, so without the render
#   spark_applications.wasm  SparkApplications judged by the pods they become (the crate with
#                            its default features; it judges pods too)
# Both with the `policy` profile (LTO, opt-level s, stripped), into target/wasm32-wasip1/policy/.
# Two builds of the one crate: only admission-wasm itself and the link are built twice.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${CARGO_TARGET_DIR:-$PWD/target}/wasm32-wasip1/policy"
build() { cargo build --quiet -p admission-wasm --target wasm32-wasip1 --profile policy "$@"; }
build --no-default-features --features pod-security
cp "$out/admission_wasm.wasm" "$out/spark_pods.wasm"
build
cp "$out/admission_wasm.wasm" "$out/spark_applications.wasm"
echo "$out/spark_pods.wasm"
echo "$out/spark_applications.wasm"
