#!/usr/bin/env bash
# Regenerates builder-core/src/conf/testdata/bytes-spark-*.jsonl: every input of
# bytes-inputs.txt run through the real byte-string parsing of every supported release
# (ByteStringHarness.java; jars from the pyspark sdist, as tools/oracle/oracle.sh fetches them). Consecutive
# releases with identical output share one file, named after the first of them, so the files
# show where the behaviour changed.
#
# Needs: java 17, python3 + pip (to download pyspark), network to PyPI.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
ORACLE="$ROOT/tools/oracle/oracle.sh"
DATA="$ROOT/builder-core/src/conf/testdata"
RELEASES="$(awk '$1 == "full" || $1 == "first" || $1 == "smoke" { print $2 }' "$ROOT/tests/fixtures/oracle/releases.txt" | sort -V)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
rm -f "$DATA"/bytes-spark-*.jsonl
previous=""
for v in $RELEASES; do
  jars="$("$ORACLE" jars "$v")"
  mkdir -p "$WORK/$v"
  javac -nowarn -cp "$jars/*" -d "$WORK/$v" "$DATA/ByteStringHarness.java" 2>/dev/null
  java -cp "$WORK/$v:$jars/*" ByteStringHarness "$DATA/bytes-inputs.txt" > "$WORK/$v.jsonl"
  if [ -z "$previous" ] || ! cmp -s "$WORK/$v.jsonl" "$WORK/$previous.jsonl"; then
    cp "$WORK/$v.jsonl" "$DATA/bytes-spark-$v.jsonl"
    echo "$v: new behaviour"
  fi
  previous="$v"
done
