#!/usr/bin/env bash
# Regenerates builder-core/src/driver_process/testdata/java-module-options.tsv: every supported
# release's JavaModuleOptions.defaultModuleOptions() (ModuleOptionsHarness.java on the release's
# launcher jar, from the pyspark sdist as tools/oracle/oracle.sh fetches it), which the unit test holds
# driver_process::JAVA_MODULE_OPTIONS to.
# Needs: java 17, python3 + pip (to download pyspark), network to PyPI.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
ORACLE="$ROOT/tools/oracle/oracle.sh"
DATA="$ROOT/builder-core/src/driver_process/testdata"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
{
  echo "# release<TAB>JavaModuleOptions.defaultModuleOptions() (scripts/regen-java-module-options.sh)"
  for v in $(awk 'NF == 2 && $1 != "#" { print $2 }' "$ROOT/tests/fixtures/oracle/releases.txt" | sort -V); do
    jars="$("$ORACLE" jars "$v")"
    launcher="$(ls "$jars"/spark-launcher_*.jar)"
    mkdir -p "$WORK/$v"
    javac -nowarn -cp "$launcher" -d "$WORK/$v" "$DATA/ModuleOptionsHarness.java"
    printf '%s\t%s\n' "$v" "$(java -cp "$WORK/$v:$launcher" ModuleOptionsHarness)"
  done
} > "$DATA/java-module-options.tsv.tmp"
mv "$DATA/java-module-options.tsv.tmp" "$DATA/java-module-options.tsv"
