#!/usr/bin/env bash
# The admission policy's two modules, from one crate (admission-wasm/README.md, "Development"):
#   spark_pods.wasm          Spark's driver and executor pods (mutated and validated): the crate
#                            without its `spark-applications` feature, so without the render
#   spark_applications.wasm  SparkApplications judged by the pods they become (the crate with
#                            its default features; it judges pods too)
# Both with the `policy` profile (LTO, opt-level 3; spark-applications' copy of it,
# `policy-applications`, keeps its build apart), into target/wasm32-wasip1/policy/, each then
# through binaryen's wasm-opt (tools/web's npm packages, as for the playground and the npm
# package), which also strips them: smaller and faster than cargo's module alone
# (BENCHMARKS.md, "Admission policy"). spark-pods, whose targets are its size and compile time
# beside Kubewarden's own policies, with LLVM's inlining held down (-inline-threshold=50: at
# opt-level 3's 225 its largest functions made Cranelift's compile slower than the anchor's)
# and wasm-opt -Os; spark-applications, whose target is latency, with wasm-opt -O3. A function
# is inlined into its only caller only while it is small (-ocimfs; binaryen's default has no
# bound): functions of 100 KB took Cranelift longer to compile for no speed measured. wasm-opt
# reads the features the module uses from its `target_features` section, which is why the
# profile leaves stripping to it.
set -euo pipefail
script="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
cd "$(dirname "$0")/.."
source scripts/web-env.sh
command -v wasm-opt >/dev/null ||
  { echo "build-policy: wasm-opt not found: run scripts/setup.sh (it installs tools/web's npm packages)" >&2; exit 1; }
target="${CARGO_TARGET_DIR:-$PWD/target}/wasm32-wasip1"
out="$target/policy"
# build PROFILE WASM_OPT_LEVEL OUT_NAME [cargo arguments]
build() {
  cargo build --quiet -p admission-wasm --target wasm32-wasip1 --profile "$1" "${@:4}"
  local linked="$target/$1/admission_wasm.wasm"
  # wasm-opt (up to a minute) only when cargo linked the module anew or this script changed.
  if [ "$out/$3" -nt "$linked" ] && [ "$out/$3" -nt "$script" ]; then return; fi
  wasm-opt "$2" --one-caller-inline-max-function-size 200 \
    --strip-debug --strip-producers --strip-target-features \
    "$linked" -o "$out/$3"
}
build policy -Os spark_pods.wasm --no-default-features --features pod-security \
  --config 'target.wasm32-wasip1.rustflags = ["-Cllvm-args=-inline-threshold=50"]'
build policy-applications -O3 spark_applications.wasm
echo "$out/spark_pods.wasm"
echo "$out/spark_applications.wasm"
