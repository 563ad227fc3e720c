#!/usr/bin/env bash
# Pod Security admission's own fixtures (kubernetes/pod-security-admission test/testdata: for
# each level and policy version, pods that must pass every check and pods that must fail one)
# as one JSON line per distinct pod, with the versions it is a fixture of:
# crates/kube/src/cluster/pod_security/testdata/fixtures.jsonl, read by the tests of
# cluster::pod_security.
#
#   PSA_REPO=<a git clone or bare mirror of kubernetes/pod-security-admission> \
#     [PSA_COMMIT=<commit>] scripts/regen-pss-fixtures.sh
#
# Needs: git, python3 with PyYAML. The output is committed; rerun for a newer policy version.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
: "${PSA_REPO:?set PSA_REPO to a clone of kubernetes/pod-security-admission}"
COMMIT="${PSA_COMMIT:-$(git -C "$PSA_REPO" rev-parse HEAD)}"
OUT="$ROOT/crates/kube/src/cluster/pod_security/testdata/fixtures.jsonl"
mkdir -p "$(dirname "$OUT")"
python3 - "$PSA_REPO" "$COMMIT" "$OUT" <<'PY'
import collections, json, subprocess, sys, yaml
repo, commit, out = sys.argv[1:4]
git = lambda *a: subprocess.check_output(["git", "-C", repo, *a]).decode()
groups = collections.OrderedDict()
for path in sorted(git("ls-tree", "-r", "--name-only", commit, "test/testdata").split()):
    parts = path.split("/")
    if len(parts) != 6 or not parts[5].endswith(".yaml"):
        continue
    _, _, level, version, result, file = parts
    pod = yaml.safe_load(git("show", f"{commit}:{path}"))
    name = file[: -len(".yaml")]
    pod["metadata"].pop("name", None)
    key = (level, result, name, json.dumps(pod, sort_keys=True))
    groups.setdefault(key, []).append(int(version.split(".")[1]))
with open(out, "w") as f:
    for (level, result, name, pod), minors in groups.items():
        f.write(json.dumps({"level": level, "result": result, "name": name,
                            "minors": sorted(minors), "pod": json.loads(pod)},
                           sort_keys=True, separators=(",", ":")) + "\n")
print(f"{len(groups)} fixtures from {commit}", file=sys.stderr)
PY
