#!/usr/bin/env bash
# The action's install step: sparkpods on the PATH. One already there (a cached install, a
# runner image) is used as it is; else `cargo install` of SPARKPODS_VERSION from crates.io, or,
# without a version, of the action's own source (GITHUB_ACTION_PATH).
set -euo pipefail
if command -v sparkpods > /dev/null; then
  echo "sparkpods: using $(command -v sparkpods) ($(sparkpods --version))"
  exit 0
fi
if [ -n "${SPARKPODS_VERSION:-}" ]; then
  cargo install --locked sparkpods --version "$SPARKPODS_VERSION"
else
  cargo install --locked --path "${GITHUB_ACTION_PATH:?}/cli"
fi
echo "${CARGO_HOME:-$HOME/.cargo}/bin" >> "${GITHUB_PATH:?}"
