#!/usr/bin/env bash
# Regenerates vendor/k8s-openapi from the crates.io release (checksum-verified), with the
# changes SPARKPODS.md there explains: Kubernetes 1.37 only; the API groups sparkpods uses
# (core, networking, apimachinery); and meta/v1 `Time` / `MicroTime` holding the timestamp
# text as the API server (and fabric8, hence Spark) has it, instead of a parsed jiff Timestamp.
#
#   bash tools/k8s-openapi/vendor.sh        # from anywhere; rewrites vendor/k8s-openapi
#
# Deterministic: the same release in gives the same tree out (check with `git diff`).
set -euo pipefail

version=0.29.0
sha256=ab0d13801242174b1f3966907c3f32039f2d6b36c7ce82c61225d66ed5d1eb70
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="$root/vendor/k8s-openapi"
die() { echo "vendor-k8s-openapi: error: $*" >&2; exit 1; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
crate="$(ls "${CARGO_HOME:-$HOME/.cargo}"/registry/cache/*/k8s-openapi-$version.crate 2>/dev/null | head -n1 || true)"
if [ -z "$crate" ]; then
  crate="$tmp/k8s-openapi-$version.crate"
  curl -fsSL -o "$crate" "https://static.crates.io/crates/k8s-openapi/k8s-openapi-$version.crate" \
    || die "cannot download k8s-openapi $version from crates.io"
fi
echo "$sha256  $crate" | sha256sum -c --quiet - || die "checksum mismatch for $crate"
tar -xzf "$crate" -C "$tmp"
src="$tmp/k8s-openapi-$version"

# Kubernetes 1.37 only (the `latest` feature sparkpods enables); other versions' modules are
# behind cfgs that are never set, so their files can go.
rm -rf "$src"/src/v1_33 "$src"/src/v1_34 "$src"/src/v1_35 "$src"/src/v1_36
v="$src/src/v1_37"
# The API groups sparkpods uses; nothing in them refers to the others.
rm -rf "$v/apiextensions_apiserver" "$v/kube_aggregator"
find "$v/api" -mindepth 1 -maxdepth 1 -type d ! -name core ! -name networking -exec rm -rf {} +
cat > "$v/api/mod.rs" <<'RS'
pub mod core;

pub mod networking;
RS
cat > "$v/mod.rs" <<'RS'

mod list;
pub use self::list::List;

pub mod api;

pub mod apimachinery;
RS

# Timestamps as text.
meta="$v/apimachinery/pkg/apis/meta/v1"
for pair in "time:Time" "micro_time:MicroTime"; do
  file="${pair%%:*}"; ty="${pair##*:}"
  [ -f "$meta/$file.rs" ] || die "$meta/$file.rs missing"
  cat > "$meta/$file.rs" <<RS
// Generated from definition io.k8s.apimachinery.pkg.apis.meta.v1.$ty, changed by sparkpods
// (tools/k8s-openapi/vendor.sh): the timestamp is kept as the text the API server sent, as
// fabric8's model (and therefore Spark) keeps it, instead of a parsed timestamp.

/// $ty: an RFC 3339 timestamp, kept as its text.
#[derive(Clone, Debug, Default, Eq, Ord, PartialEq, PartialOrd)]
pub struct $ty(pub crate::std::string::String);

impl crate::DeepMerge for $ty {
    fn merge_from(&mut self, other: Self) {
        *self = other;
    }
}

impl<'de> crate::serde::Deserialize<'de> for $ty {
    fn deserialize<D>(deserializer: D) -> Result<Self, D::Error> where D: crate::serde::Deserializer<'de> {
        Ok($ty(crate::serde::Deserialize::deserialize(deserializer)?))
    }
}

impl crate::serde::Serialize for $ty {
    fn serialize<S>(&self, serializer: S) -> Result<S::Ok, S::Error> where S: crate::serde::Serializer {
        serializer.serialize_str(&self.0)
    }
}
RS
done
python3 - "$src" <<'PY'
import sys, pathlib
src = pathlib.Path(sys.argv[1])
def edit(rel, old, new):
    p = src / rel
    s = p.read_text()
    if s.count(old) != 1:
        sys.exit(f"vendor-k8s-openapi: error: {rel}: expected one {old!r}")
    p.write_text(s.replace(old, new))
edit("src/lib.rs", "pub use jiff;\n", "")
edit("src/deep_merge.rs", "impl DeepMerge for jiff::Timestamp { default_overwriting_impl! {} }\n", "")
edit("Cargo.toml", '[dependencies.jiff]\nversion = "0.2"\nfeatures = [\n    "alloc",\n    "serde",\n]\ndefault-features = false\n\n', "")
# Published under its own name (builder-core depends on it, so it must be on crates.io too);
# the library keeps its name. Kubernetes 1.37 is the only version left, so it is the default.
edit("Cargo.toml", 'name = "k8s-openapi"\n', 'name = "sparkpods-k8s-openapi"\n')
edit("Cargo.toml", 'links = "k8s-openapi-0.29.0"\n', 'links = "sparkpods-k8s-openapi-0.29.0"\n')
edit("Cargo.toml", 'default = ["std"]\n', 'default = [\n    "std",\n    "latest",\n]\n')
edit("Cargo.toml", '    "README.md",\n', '    "README.md",\n    "SPARKPODS.md",\n')
# Its clippy config denies every pedantic lint, which the workspace's clippy (newer than the
# one the release was written for) would apply to generated code: keep the release's allows,
# drop its denies; the release's pedantry is its authors' business, not this workspace's.
edit("Cargo.toml", '\n[lints.clippy.all]\nlevel = "deny"\npriority = -1\n\n[lints.clippy.pedantic]\nlevel = "deny"\npriority = -1\n', "\n")
edit("Cargo.toml", 'description = "Bindings for the Kubernetes client API"\n',
     'description = "k8s-openapi 0.29 as sparkpods uses it: timestamps kept as text, Kubernetes 1.37 core and networking only"\n')
PY
grep -rq "jiff" "$src/src" && die "jiff is still referenced under src/"

# A Volume holds every kind of source inline (3 280 bytes, almost all of it empty options): the
# sources boxed, a Volume is 11x smaller, and a pod of thousands of volumes (each copied a few
# times on its way to JSON) stops being memory-bound. The JSON is the same.
python3 - "$v/api/core/v1/volume.rs" <<'PY'
import sys, pathlib, re
p = pathlib.Path(sys.argv[1])
s = p.read_text()
boxed, n = re.subn(r"Option<crate::api::core::v1::(\w+)>", r"Option<std::boxed::Box<crate::api::core::v1::\1>>", s)
if n < 2 * 29:
    sys.exit(f"vendor-k8s-openapi: error: volume.rs: expected the sources of a Volume, boxed {n}")
p.write_text(boxed)
PY

# An env var holds its source inline (312 of its 360 bytes, empty for nearly every var), and a
# container its three probes, lifecycle and security context (1 816 of its 2 336 bytes, which
# Spark leaves empty): boxed, an env var is 56 bytes and a container 520. Every feature step
# moves the Spark container and grows its env list: less to copy, and to keep in cache beside
# the document (BENCHMARKS.md). The JSON is the same.
python3 - "$v/api/core/v1" <<'PY'
import sys, pathlib, re
d = pathlib.Path(sys.argv[1])
for rel, types, expected in [
    ("env_var.rs", ["EnvVarSource"], 2),
    ("container.rs", ["Probe", "Lifecycle", "SecurityContext"], 10),
]:
    p = d / rel
    s = p.read_text()
    total = 0
    for t in types:
        s, n = re.subn(rf"Option<crate::api::core::v1::{t}>", rf"Option<std::boxed::Box<crate::api::core::v1::{t}>>", s)
        total += n
    if total != expected:
        sys.exit(f"vendor-k8s-openapi: error: {rel}: expected {expected} options of {types} to box, found {total}")
    p.write_text(s)
PY

# A workspace member now (packaged with builder-core), so `cargo fmt --all` reads it: it must
# find every module it declares (the removed versions' go), and the tree is written as rustfmt
# writes it (the release's generator does not), so that the check passes.
python3 - "$src/src/lib.rs" <<'PY'
import sys, pathlib, re
p = pathlib.Path(sys.argv[1])
s = p.read_text()
for v in ("33", "34", "35", "36"):
    for line in (f'#[cfg(k8s_openapi_enabled_version="1.{v}")] mod v1_{v};\n',
                 f'#[cfg(k8s_openapi_enabled_version="1.{v}")] pub use self::v1_{v}::*;\n'):
        if s.count(line) != 1:
            sys.exit(f"vendor-k8s-openapi: error: src/lib.rs: expected one {line!r}")
        s = s.replace(line, "")
p.write_text(s)
PY
rustfmt --edition 2024 "$src/build.rs" "$src/src/lib.rs" "$v/api/core/v1/volume.rs" \
  "$v/api/core/v1/env_var.rs" "$v/api/core/v1/container.rs"

cp "$here/SPARKPODS.md" "$src/SPARKPODS.md"
rm -rf "$out"
mkdir -p "$(dirname "$out")"
mv "$src" "$out"
echo "vendor-k8s-openapi: wrote ${out#"$root"/} ($(du -sh --apparent-size "$out" | cut -f1))"
