#!/usr/bin/env bash
# Regenerates the conformance goldens from real Spark (the oracle in ../shared/oracle: the
# Spark jars from the pyspark sdist on PyPI, run on Java 17).
#
#   scripts/regen-goldens.sh                 # every case, both versions
#   scripts/regen-goldens.sh defaults envs   # some cases
#   VERSIONS=4.3.0 scripts/regen-goldens.sh  # one version
#
# Needs: java 17, python3 + pip (to download pyspark), network to PyPI.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
ORACLE="${ORACLE_DIR:-$ROOT/../shared/oracle}"
CASES="$ROOT/tests/fixtures/oracle/cases"
VERSIONS="${VERSIONS:-3.5.5 4.3.0}"
[ -x "$ORACLE/run.sh" ] || { echo "oracle not found at $ORACLE (set ORACLE_DIR)" >&2; exit 2; }

if [ $# -gt 0 ]; then
  names=("$@")
else
  names=()
  for f in "$CASES"/*.conf; do names+=("$(basename "$f" .conf)"); done
fi

for v in $VERSIONS; do
  jars="$HOME/.cache/spark-oracle-jars/$v"
  "$ORACLE/fetch-jars.sh" "$v" "$jars"
  out="$ROOT/tests/fixtures/oracle/goldens-$v"
  mkdir -p "$out"
  for n in "${names[@]}"; do
    # Relative paths in the confs resolve from the cases directory, as in the oracle.
    ( cd "$CASES" && "$ORACLE/run.sh" --jars "$jars" --conf "$n.conf" > "$out/$n.json" 2>/dev/null ) || true
    echo "$v $n"
  done
done
