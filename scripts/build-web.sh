#!/usr/bin/env bash
# Build the playground's release dist/ (size profile `web`, wasm-opt -Oz) with Trunk, offline.
# Needs what scripts/setup.sh installs.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/web-env.sh
[ -f web-ui/vendor/editor.bundle.js ] || bash tools/web/build-editor.sh
trunk build --release --offline "$@"
