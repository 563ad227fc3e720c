#!/usr/bin/env bash
# Regenerates the conformance goldens from real Spark (tools/oracle: the Spark jars from the
# pyspark sdist on PyPI, run on Java 17).
#
#   scripts/regen-goldens.sh                          # every case on every conformance release
#   scripts/regen-goldens.sh defaults envs            # some cases
#   VERSIONS=4.1.4 scripts/regen-goldens.sh           # one release
#   VERSIONS=smoke scripts/regen-goldens.sh           # the smoke set on each line's first release
#   JOBS=2 scripts/regen-goldens.sh                   # JVMs per release (default 2)
#
# Pasted spark-submit command lines (submit/<name>.sh) get goldens goldens-<release>/submit-<name>.json
# on the `full` releases: Spark's own spark-submit turns the line into a conf (spark.app.submitTime
# pinned), which the harness renders. Name them `submit-<name>` to regenerate only some.
#
# Which releases get every case and which get the smoke set is written in
# tests/fixtures/oracle/releases.txt (the conformance test reads the same file).
# Needs: java 17, python3 + pip (to download pyspark), network to PyPI.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
ORACLE="$ROOT/tools/oracle/oracle.sh"
FIXTURES="$ROOT/tests/fixtures/oracle"
CASES="$FIXTURES/cases"
JOBS="${JOBS:-2}"

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

# Moves each finished document into place: a render that built (0) or where Spark raised (3, the
# document says what); anything else is reported and leaves no golden.
settle() {
  local v="$1" rc stage tmp
  while IFS=$'\t' read -r rc stage tmp; do
    if [ "$stage" = render ] && { [ "$rc" = 0 ] || [ "$rc" = 3 ]; }; then
      mv "$tmp" "${tmp%.tmp}"; echo "$v $(basename "$tmp" .json.tmp)"
    else
      rm -f "$tmp"; echo "$v $(basename "$tmp" .json.tmp): $stage failed (exit $rc)" >&2
    fi
  done
}

run_version() {
  local v="$1"; shift
  local out="$FIXTURES/goldens-$v" name
  mkdir -p "$out"
  # Relative paths in the confs resolve from the cases directory, in the lines from submit/.
  for name in "$@"; do
    case "$name" in submit-*) ;; *) printf 'render\t%s\t--conf\t%s\n' "$out/$name.json.tmp" "$name.conf" ;; esac
  done | { cd "$CASES" && "$ORACLE" batch "$v" --jvms "$JOBS" || true; } | settle "$v"
  for name in "$@"; do
    case "$name" in submit-*) printf 'submit-render\t%s\t--submit\t%s\n' "$out/$name.json.tmp" "${name#submit-}.sh" ;; esac
  done | { cd "$FIXTURES/submit" && "$ORACLE" batch "$v" --jvms "$JOBS" || true; } | settle "$v"
}

for v in $full; do
  if [ $# -gt 0 ]; then run_version "$v" "$@"; else mapfile -t names < <(all_cases); run_version "$v" "${names[@]}"; fi
done
for v in $smoke; do
  if [ $# -gt 0 ]; then run_version "$v" "$@"; else mapfile -t names < <(smoke_cases); run_version "$v" "${names[@]}"; fi
done
