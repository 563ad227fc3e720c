#!/usr/bin/env bash
# Regenerates builder-core/src/conf/declared/keys.tsv and alternatives.tsv: every configuration key each supported
# Spark release declares, read off its jars by KeysHarness.java (every ConfigEntry the release
# registers, with its type, default, version and doc, and SparkConf's deprecated and alternative
# keys), merged into one table by merge_keys.py. Releases are those of
# tests/fixtures/oracle/releases.txt; jars from the pyspark sdist, as tools/oracle/oracle.sh fetches them.
#
# Needs: java 17, python3 + pip (to download pyspark), network to PyPI. About 20 s a release.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
ORACLE="$ROOT/tools/oracle/oracle.sh"
DATA="$ROOT/builder-core/src/conf/declared"
RELEASES="$(awk '$1 == "full" || $1 == "first" || $1 == "smoke" { print $2 }' "$ROOT/tests/fixtures/oracle/releases.txt" | sort -V)"
WORK="${KEYS_WORK:-$(mktemp -d)}"
mkdir -p "$WORK"
for v in $RELEASES; do
  [ -s "$WORK/keys-$v.jsonl" ] && continue
  jars="$("$ORACLE" jars "$v")"
  mkdir -p "$WORK/classes-$v"
  javac -nowarn -cp "$jars/*" -d "$WORK/classes-$v" "$DATA/KeysHarness.java" 2>/dev/null
  java -cp "$WORK/classes-$v:$jars/*" KeysHarness "$jars" > "$WORK/keys-$v.jsonl.tmp" 2>"$WORK/keys-$v.log"
  mv "$WORK/keys-$v.jsonl.tmp" "$WORK/keys-$v.jsonl"
  echo "$v: $(grep -c '"key"' "$WORK/keys-$v.jsonl") keys" >&2
done
python3 "$DATA/merge_keys.py" "$DATA/alternatives.tsv" $(for v in $RELEASES; do echo "$v=$WORK/keys-$v.jsonl"; done) > "$DATA/keys.tsv"
echo "wrote $DATA/keys.tsv ($(wc -l < "$DATA/keys.tsv") lines)" >&2
