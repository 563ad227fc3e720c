#!/usr/bin/env bash
# Regenerates the real-world corpus' goldens from real Spark (tools/oracle): every conf of
# tests/fixtures/realworld/confs/ (run from that directory, as `sparkpods check` reads it) and
# every spark-submit line of tests/fixtures/realworld/submit/ (Spark's own spark-submit turns it
# into a conf first), on each `full` release of tests/fixtures/oracle/releases.txt, into
# tests/fixtures/realworld/goldens-<release>/:
#   conf-<name>.json     the harness' document (Spark raised: the document has `error`)
#   kubeflow-<name>.json the same for the command line the kubeflow operator runs for
#                        realworld/kubeflow/<name>.yaml (realworld/kubeflow-submitted/, written
#                        by scripts/regen-operator-cases.sh)
#   submit-<name>.json   the same for a line; a line spark-submit refuses is
#                        {"submitRejected": "<its message>"}, one the harness cannot take (not a
#                        plain command line) {"submitUnsupported": "<why>"}
#
#   scripts/regen-realworld-goldens.sh                     # what has no golden yet, every full release
#   FORCE=1 scripts/regen-realworld-goldens.sh             # everything again
#   VERSIONS=3.5.5 scripts/regen-realworld-goldens.sh conf-x submit-y
# Needs: java 17, python3 + pip (to download pyspark), network to PyPI.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
ORACLE="$ROOT/tools/oracle/oracle.sh"
CORPUS="$ROOT/tests/fixtures/realworld"
JOBS="${JOBS:-2}"
versions="${VERSIONS:-$(awk '$1 == "full" { print $2 }' "$ROOT/tests/fixtures/oracle/releases.txt")}"
names() {
  if [ $# -gt 0 ]; then printf '%s\n' "$@"; return; fi
  for f in "$CORPUS"/confs/*.conf; do echo "conf-$(basename "$f" .conf)"; done
  for f in "$CORPUS"/submit/*.sh; do echo "submit-$(basename "$f" .sh)"; done
  for f in "$CORPUS"/kubeflow-submitted/*.sh; do basename "$f" .sh; done
}

# Moves each finished document into place. A line spark-submit refuses (3) or the harness cannot
# take gets a document of the last line of the messages the job wrote in its stead.
settle() {
  local v="$1" rc stage tmp
  while IFS=$'\t' read -r rc stage tmp; do
    local name; name="$(basename "$tmp" .json.tmp)"
    if [ "$stage" = render ] && { [ "$rc" = 0 ] || [ "$rc" = 3 ]; }; then
      mv "$tmp" "${tmp%.tmp}"; echo "$v $name"
    elif [ "$stage" = submit-to-conf ] && [ -s "$tmp" ]; then
      kind=submitUnsupported; [ "$rc" = 3 ] && kind=submitRejected
      python3 -c 'import json, sys
lines = open(sys.argv[2]).read().strip().splitlines()
print(json.dumps({sys.argv[1]: lines[-1] if lines else ""}, indent=2))' "$kind" "$tmp" > "${tmp%.tmp}"
      rm -f "$tmp"; echo "$v $name ($kind)"
    else
      rm -f "$tmp"; echo "$v $name: $stage failed (exit $rc)" >&2
    fi
  done
}

for v in $versions; do
  out="$CORPUS/goldens-$v"
  mkdir -p "$out"
  mapfile -t todo < <(names "$@" | while read -r n; do
    if [ -n "${FORCE:-}" ] || [ $# -gt 0 ] || [ ! -s "$out/$n.json" ]; then echo "$n"; fi
  done)
  # Each kind of input from its directory: relative paths resolve from there.
  for dir in confs submit kubeflow-submitted; do
    for n in "${todo[@]}"; do
      case "$dir:$n" in
        confs:conf-*) printf 'render\t%s\t--conf\t%s\n' "$out/$n.json.tmp" "${n#conf-}.conf" ;;
        submit:submit-*) printf 'submit-render\t%s\t--submit\t%s\n' "$out/$n.json.tmp" "${n#submit-}.sh" ;;
        kubeflow-submitted:kubeflow-*) printf 'submit-render\t%s\t--submit\t%s\n' "$out/$n.json.tmp" "$n.sh" ;;
      esac
    done | { cd "$CORPUS/$dir" && "$ORACLE" batch "$v" --jvms "$JOBS" || true; } | settle "$v"
  done
done
