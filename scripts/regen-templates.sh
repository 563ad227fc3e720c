#!/usr/bin/env bash
# Regenerates builder-core/src/testdata/templates/spark-*.jsonl: every pod template of
# snippets.txt (python3 snippets.py writes it) loaded by the real KubernetesUtils.loadPodFromTemplate
# of every supported release (TemplateHarness.java; jars from the pyspark sdist, as the oracle
# fetches them). Consecutive releases with identical output share one file, named after the
# first of them, so the files show where fabric8's and Jackson's reading of templates changed.
#
# Needs: java 17, python3 + pip (to download pyspark), network to PyPI. JOBS releases run at
# once (default 2).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
ORACLE="$ROOT/tools/oracle/oracle.sh"
DATA="$ROOT/builder-core/src/testdata/templates"
RELEASES="$(awk '$1 == "full" || $1 == "first" || $1 == "smoke" { print $2 }' "$ROOT/tests/fixtures/oracle/releases.txt" | sort -V)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
(cd "$DATA" && python3 snippets.py > /dev/null)

record() {
  local v="$1" jars
  jars="$("$ORACLE" jars "$v")"
  mkdir -p "$WORK/$v"
  javac -nowarn -cp "$jars/*" -d "$WORK/$v" "$DATA/TemplateHarness.java" 2>/dev/null
  java -cp "$WORK/$v:$jars/*" -Dlog4j2.configurationFile="$(dirname "$ORACLE")/log4j2.properties" \
    TemplateHarness "$DATA/snippets.txt" 2>/dev/null > "$WORK/$v.jsonl"
  echo "$v recorded"
}
export -f record
export ORACLE DATA WORK
echo "$RELEASES" | xargs -P "${JOBS:-2}" -I{} bash -c 'record {}'

rm -f "$DATA"/spark-*.jsonl
previous=""
for v in $RELEASES; do
  if [ -z "$previous" ] || ! cmp -s "$WORK/$v.jsonl" "$WORK/$previous.jsonl"; then
    cp "$WORK/$v.jsonl" "$DATA/spark-$v.jsonl"
    echo "$v: new behaviour"
  fi
  previous="$v"
done
