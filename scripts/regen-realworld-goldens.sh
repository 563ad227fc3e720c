#!/usr/bin/env bash
# Regenerates the real-world corpus' goldens from real Spark (the oracle in ../shared/oracle):
# every conf of tests/fixtures/realworld/confs/ (run from that directory, as `sparkpods check`
# reads it) and every spark-submit line of tests/fixtures/realworld/submit/ (Spark's own
# spark-submit turns it into a conf first), on each `full` release of
# tests/fixtures/oracle/releases.txt, into tests/fixtures/realworld/goldens-<release>/:
#   conf-<name>.json     the oracle's document (exit 3, Spark raised: the document has `error`)
#   kubeflow-<name>.json the same for the command line the kubeflow operator runs for
#                        realworld/kubeflow/<name>.yaml (realworld/kubeflow-submitted/, written
#                        by scripts/regen-operator-cases.sh)
#   submit-<name>.json   the same for a line; a line spark-submit refuses is
#                        {"submitRejected": "<its message>"}, one the oracle cannot take (not
#                        Kubernetes, remote files it would fetch) {"submitUnsupported": "<why>"}
#
#   scripts/regen-realworld-goldens.sh                     # what has no golden yet, every full release
#   FORCE=1 scripts/regen-realworld-goldens.sh             # everything again
#   VERSIONS=3.5.5 scripts/regen-realworld-goldens.sh conf-x submit-y
# Needs: java 17, python3 + pip (to download pyspark), network to PyPI.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
ORACLE="$("$ROOT/scripts/oracle.sh")"   # ../shared/oracle + tools/oracle/*.patch
CORPUS="$ROOT/tests/fixtures/realworld"
JOBS="${JOBS:-2}"
[ -x "$ORACLE/run.sh" ] || { echo "oracle not found at $ORACLE (set ORACLE_DIR)" >&2; exit 2; }
versions="${VERSIONS:-$(awk '$1 == "full" { print $2 }' "$ROOT/tests/fixtures/oracle/releases.txt")}"
names() {
  if [ $# -gt 0 ]; then printf '%s\n' "$@"; return; fi
  for f in "$CORPUS"/confs/*.conf; do echo "conf-$(basename "$f" .conf)"; done
  for f in "$CORPUS"/submit/*.sh; do echo "submit-$(basename "$f" .sh)"; done
  for f in "$CORPUS"/kubeflow-submitted/*.sh; do basename "$f" .sh; done
}
for v in $versions; do
  jars="$HOME/.cache/spark-oracle-jars/$v"
  "$ORACLE/fetch-jars.sh" "$v" "$jars" >&2
  out="$CORPUS/goldens-$v"
  mkdir -p "$out"
  names "$@" | while read -r n; do
    if [ -n "${FORCE:-}" ] || [ $# -gt 0 ] || [ ! -s "$out/$n.json" ]; then echo "$n"; fi
  done | ORACLE="$ORACLE" JARS="$jars" OUT="$out" CORPUS="$CORPUS" V="$v" xargs -P "$JOBS" -I{} bash -c '
    name="{}"; rc=0; tmp="$OUT/$name.json.tmp"
    case "$name" in
      conf-*)
        cd "$CORPUS/confs"
        "$ORACLE/run.sh" --jars "$JARS" --conf "${name#conf-}.conf" > "$tmp" 2>/dev/null || rc=$? ;;
      submit-* | kubeflow-*)
        case "$name" in
          submit-*) cd "$CORPUS/submit"; line="${name#submit-}.sh" ;;
          *) cd "$CORPUS/kubeflow-submitted"; line="$name.sh" ;;
        esac
        conf="$(mktemp)"; err="$(mktemp)"
        "$ORACLE/submit-to-conf.sh" --jars "$JARS" --submit "$line" > "$conf" 2> "$err" || rc=$?
        if [ "$rc" = 0 ]; then
          "$ORACLE/run.sh" --jars "$JARS" --conf "$conf" > "$tmp" 2>/dev/null || rc=$?
        else
          kind=submitUnsupported; [ "$rc" = 3 ] && kind=submitRejected
          python3 -c "import json,sys; print(json.dumps({sys.argv[1]: open(sys.argv[2]).read().strip().splitlines()[-1:] and open(sys.argv[2]).read().strip().splitlines()[-1] or \"\"}, indent=2))" "$kind" "$err" > "$tmp"
          rc=0
        fi
        rm -f "$conf" "$err" ;;
    esac
    if [ "$rc" = 0 ] || [ "$rc" = 3 ]; then mv "$tmp" "$OUT/$name.json"; echo "$V $name";
    else rm -f "$tmp"; echo "$V $name: oracle failed (exit $rc)" >&2; fi'
done
