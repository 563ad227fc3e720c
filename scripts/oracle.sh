#!/usr/bin/env bash
# Prints the directory of the oracle the regeneration scripts run: ../shared/oracle (or
# $ORACLE_DIR) with sparkpods' patches of tools/oracle/ applied (see tools/oracle/README.md),
# copied once per (oracle, patches) into ~/.cache/sparkpods-oracle/<hash>/.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SHARED="${ORACLE_DIR:-$ROOT/../shared/oracle}"
[ -x "$SHARED/run.sh" ] || { echo "oracle not found at $SHARED (set ORACLE_DIR)" >&2; exit 2; }
key="$( { cat "$SHARED"/*.java "$SHARED"/*.sh "$ROOT"/tools/oracle/*.patch; } | sha256sum | cut -c1-16)"
dest="${XDG_CACHE_HOME:-$HOME/.cache}/sparkpods-oracle/$key"
if [ ! -x "$dest/run.sh" ]; then
  tmp="$(mktemp -d)"
  cp -R "$SHARED/." "$tmp/"
  chmod -R u+w "$tmp"
  for p in "$ROOT"/tools/oracle/*.patch; do
    patch --quiet -d "$tmp" -p1 < "$p" || { echo "oracle.sh: $p does not apply to $SHARED" >&2; exit 2; }
  done
  mkdir -p "$(dirname "$dest")"
  rm -rf "$dest"
  mv -T "$tmp" "$dest" 2>/dev/null || rm -rf "$tmp"   # a parallel run may have won the race
fi
echo "$dest"
