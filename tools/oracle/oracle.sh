#!/usr/bin/env bash
# sparkpods' real-Spark harness: Spark's own classes, from the pyspark sdist on PyPI, run on Java
# 17 to print what Spark builds (tools/oracle/README.md). Every regeneration script runs it.
#
#   tools/oracle/oracle.sh jars VERSION                  the release's jars (downloaded once); prints their directory
#   tools/oracle/oracle.sh batch VERSION [--jvms N] < JOBS   N JVMs run the jobs (Batch.java); a result line each
#   tools/oracle/oracle.sh render VERSION --conf F ...   one render, the document on standard output
#   tools/oracle/oracle.sh submit-to-conf VERSION --submit F ...   one spark-submit line as a conf
#
# A job runs in the working directory of the JVM: relative paths of a conf resolve from it.
# Exit status of render / submit-to-conf: 0 done, 3 Spark raised, 2 usage; of batch: 1 when a job
# failed to run. Needs: java 17 (javac, jar), python3 with pip, network to PyPI for new releases.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}"
JARS_ROOT="${SPARKPODS_ORACLE_JARS:-$CACHE/spark-oracle-jars}"
SDISTS="${SPARKPODS_ORACLE_SDISTS:-$CACHE/spark-oracle-sdist}"

usage() { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }

# The jars of pyspark VERSION's sdist (deps/jars/, the only distribution that carries them) in
# $JARS_ROOT/VERSION; kept once there.
jars() {
  local v="$1" dest="$JARS_ROOT/$1"
  if ! compgen -G "$dest/spark-kubernetes_*-$v.jar" > /dev/null; then
    local work sdist="$SDISTS/pyspark-$v.tar.gz"
    work="$(mktemp -d)"
    mkdir -p "$SDISTS" "$dest"
    if [ ! -s "$sdist" ]; then
      python3 -m pip download --quiet --no-deps --no-binary :all: -d "$work" "pyspark==$v" >&2
      mv "$work/pyspark-$v.tar.gz" "$sdist"
    fi
    tar -xzf "$sdist" -C "$work" --wildcards "pyspark-$v/deps/jars/*"
    if ! compgen -G "$work/pyspark-$v/deps/jars/spark-kubernetes_*-$v.jar" > /dev/null; then
      rm -rf "$work"; echo "oracle: pyspark $v's sdist has no spark-kubernetes jar" >&2; exit 1
    fi
    cp -f "$work/pyspark-$v"/deps/jars/*.jar "$dest/"
    rm -rf "$work"
  fi
  echo "$dest"
}

# The harness compiled against the release's jars, once per (sources, jar set, javac):
# harness.jar (the batch, the agent; on the JVM's class path) and spark-classes.jar (what each
# job loads anew).
compile() {
  local jars="$1" key dest tmp
  key="$( { cat "$HERE"/src/Oracle.java "$HERE"/src/sparkpods/oracle/*.java "$HERE"/src/sparkpods/oracle/spark/*.java;
            echo "$jars"; ls -l "$jars" | awk '{print $5, $9}'; javac -version 2>&1; } | sha256sum | cut -c1-16)"
  dest="$CACHE/sparkpods-oracle/harness-$key"
  if [ ! -f "$dest/spark-classes.jar" ]; then
    mkdir -p "$CACHE/sparkpods-oracle"
    tmp="$(mktemp -d "$CACHE/sparkpods-oracle/build.XXXXXX")"
    mkdir -p "$tmp/harness" "$tmp/spark"
    # javac's warnings (Unsafe is internal API) only when it fails.
    if ! { javac -nowarn -Xlint:none -encoding UTF-8 -cp "$jars/*" -d "$tmp/harness" "$HERE"/src/sparkpods/oracle/*.java &&
           javac -nowarn -Xlint:none -encoding UTF-8 -cp "$tmp/harness:$jars/*" -d "$tmp/spark" \
             "$HERE"/src/Oracle.java "$HERE"/src/sparkpods/oracle/spark/*.java; } 2> "$tmp/javac.log"; then
      cat "$tmp/javac.log" >&2; rm -rf "$tmp"; exit 2
    fi
    printf 'Premain-Class: sparkpods.oracle.Agent\nMain-Class: sparkpods.oracle.Batch\n' > "$tmp/manifest.txt"
    jar cfm "$tmp/harness.jar" "$tmp/manifest.txt" -C "$tmp/harness" .
    jar cf "$tmp/spark-classes.jar" -C "$tmp/spark" .
    rm -rf "$dest"
    mv -T "$tmp" "$dest" 2>/dev/null || rm -rf "$tmp"   # a parallel run may have won the race
  fi
  echo "$dest"
}

# The jobs on standard input over N JVMs (--jvms N, default 1), each taking every N-th job; their
# result lines as they come.
batch() {
  local v="$1" n=1
  shift
  case "${1:-}" in --jvms) n="$2" ;; --jvms=*) n="${1#--jvms=}" ;; "") ;; *) usage ;; esac
  local jars classes
  jars="$(jars "$v")"
  classes="$(compile "$jars")"
  if [ "$n" -le 1 ]; then jvm "$jars" "$classes"; return; fi
  local parts rc=0 pids=()
  parts="$(mktemp -d)"
  awk -v dir="$parts" -v n="$n" 'NF && !/^#/ { print > (dir "/" (k++ % n)) }'
  for part in "$parts"/*; do
    [ -f "$part" ] || continue   # fewer jobs than JVMs
    jvm "$jars" "$classes" < "$part" & pids+=("$!")
  done
  for pid in "${pids[@]}"; do wait "$pid" || rc=1; done
  rm -rf "$parts"
  return "$rc"
}

# One JVM over the jobs on standard input. The caller's Spark and Hadoop settings are not passed
# on (each job sets the whole environment Spark sees, too).
jvm() {
  local jars="$1" classes="$2"
  env -u SPARK_HOME -u SPARK_CONF_DIR -u HADOOP_CONF_DIR -u YARN_CONF_DIR -u SPARK_SUBMIT_OPTS \
    java -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xss4m \
    -Duser.timezone=UTC -Dfile.encoding=UTF-8 \
    -Dlog4j2.configurationFile="$HERE/log4j2.properties" \
    --add-opens=java.base/java.lang=ALL-UNNAMED \
    --add-opens=java.base/java.lang.invoke=ALL-UNNAMED \
    --add-opens=java.base/java.lang.reflect=ALL-UNNAMED \
    --add-opens=java.base/java.io=ALL-UNNAMED \
    --add-opens=java.base/java.net=ALL-UNNAMED \
    --add-opens=java.base/java.nio=ALL-UNNAMED \
    --add-opens=java.base/java.util=ALL-UNNAMED \
    --add-opens=java.base/java.util.concurrent=ALL-UNNAMED \
    --add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED \
    --add-opens=java.base/sun.nio.ch=ALL-UNNAMED \
    --add-opens=java.base/sun.nio.cs=ALL-UNNAMED \
    --add-opens=java.base/sun.security.action=ALL-UNNAMED \
    --add-opens=java.base/sun.util.calendar=ALL-UNNAMED \
    -Djdk.reflect.useDirectMethodHandle=false \
    -javaagent:"$classes/harness.jar" \
    -cp "$classes/harness.jar:$jars/*" sparkpods.oracle.Batch \
    --jars "$jars" --spark-classes "$classes/spark-classes.jar"
}

# One job to standard output: its options tab-separated on one job line.
single() {
  local kind="$1" v="$2"; shift 2
  local line="$kind"$'\t'"-"
  for a in "$@"; do
    case "$a" in *$'\t'* | *$'\n'*) echo "oracle: an option with a tab or newline: $a" >&2; exit 2 ;; esac
    line+=$'\t'"$a"
  done
  printf '%s\n' "$line" | batch "$v"
}

[ $# -ge 2 ] || usage
cmd="$1"; shift
case "$cmd" in
  jars) jars "$1" ;;
  batch) batch "$@" ;;
  render | submit-to-conf) single "$cmd" "$@" ;;
  *) usage ;;
esac
