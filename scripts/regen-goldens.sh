#!/usr/bin/env bash
# Regenerates the conformance goldens from real Spark (the oracle in ../shared/oracle: the
# Spark jars from the pyspark sdist on PyPI, run on Java 17).
#
#   scripts/regen-goldens.sh                          # every case on every conformance release
#   scripts/regen-goldens.sh defaults envs            # some cases
#   VERSIONS=4.1.4 scripts/regen-goldens.sh           # one release
#   VERSIONS=smoke scripts/regen-goldens.sh           # the smoke set on each line's first release
#   JOBS=2 scripts/regen-goldens.sh                   # JVMs in parallel (default 2)
#
# Pasted spark-submit command lines (submit/<name>.sh) get goldens goldens-<release>/submit-<name>.json
# on the `full` releases: Spark's own spark-submit turns the line into a conf
# (../shared/oracle/submit-to-conf.sh, spark.app.submitTime pinned), which the oracle renders.
# Name them `submit-<name>` to regenerate only some.
#
# Which releases get every case and which get the smoke set is written in
# tests/fixtures/oracle/releases.txt (the conformance test reads the same file).
# Needs: java 17, python3 + pip (to download pyspark), network to PyPI.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
ORACLE="$("$ROOT/scripts/oracle.sh")"   # ../shared/oracle + tools/oracle/*.patch
FIXTURES="$ROOT/tests/fixtures/oracle"
CASES="$FIXTURES/cases"
JOBS="${JOBS:-2}"
[ -x "$ORACLE/run.sh" ] || { echo "oracle not found at $ORACLE (set ORACLE_DIR)" >&2; exit 2; }

# releases.txt: `full VERSION` / `first VERSION` (every case) or `smoke VERSION` (the cases in
# smoke.txt).
releases_of() { awk -v kind="$1" '$1 == kind { print $2 }' "$FIXTURES/releases.txt"; }
case "${VERSIONS:-all}" in
  all) full="$(releases_of full) $(releases_of first)"; smoke="$(releases_of smoke)" ;;
  smoke) full=""; smoke="$(releases_of smoke)" ;;
  *) full="$VERSIONS"; smoke="" ;;
esac

all_cases() {
  for f in "$CASES"/*.conf; do basename "$f" .conf; done
  for f in "$FIXTURES"/submit/*.sh; do echo "submit-$(basename "$f" .sh)"; done
}
smoke_cases() { grep -v '^#' "$FIXTURES/smoke.txt" | awk 'NF { print $1 }'; }

run_version() {
  local v="$1"; shift
  local jars="$HOME/.cache/spark-oracle-jars/$v"
  "$ORACLE/fetch-jars.sh" "$v" "$jars"
  local out="$FIXTURES/goldens-$v"
  mkdir -p "$out"
  # Relative paths in the confs resolve from the cases directory, as in the oracle. Exit 3
  # (Spark raised) still writes a golden; anything else (usage, compile error) is reported.
  printf '%s\n' "$@" | ORACLE="$ORACLE" JARS="$jars" OUT="$out" CASES="$CASES" V="$v" \
    SUBMIT="$FIXTURES/submit" xargs -P "$JOBS" -I{} bash -c '
      rc=0
      case "{}" in
        submit-*)
          cd "$SUBMIT"; line="$SUBMIT/$(echo "{}" | sed "s/^submit-//").sh"; conf="$(mktemp)"
          "$ORACLE/submit-to-conf.sh" --jars "$JARS" --submit "$line" > "$conf" 2>/dev/null || rc=$?
          if [ "$rc" = 0 ]; then "$ORACLE/run.sh" --jars "$JARS" --conf "$conf" > "$OUT/{}.json.tmp" 2>/dev/null || rc=$?; fi
          rm -f "$conf" ;;
        *)
          cd "$CASES"
          "$ORACLE/run.sh" --jars "$JARS" --conf "{}.conf" > "$OUT/{}.json.tmp" 2>/dev/null || rc=$? ;;
      esac
      if [ "$rc" = 0 ] || [ "$rc" = 3 ]; then mv "$OUT/{}.json.tmp" "$OUT/{}.json"; echo "$V {}";
      else rm -f "$OUT/{}.json.tmp"; echo "$V {}: oracle failed (exit $rc)" >&2; fi'
}

for v in $full; do
  if [ $# -gt 0 ]; then run_version "$v" "$@"; else mapfile -t names < <(all_cases); run_version "$v" "${names[@]}"; fi
done
for v in $smoke; do
  if [ $# -gt 0 ]; then run_version "$v" "$@"; else mapfile -t names < <(smoke_cases); run_version "$v" "${names[@]}"; fi
done
