#!/usr/bin/env bash
# Builds web-ui/vendor/editor.bundle.js (CodeMirror 6 editor, one self-contained ES module)
# from tools/web/editor/editor.js with the esbuild pinned in tools/web/package-lock.json.
#
#   bash tools/web/build-editor.sh            # from anywhere; installs node_modules if needed
#
# Idempotent: `npm ci` runs only when tools/web/node_modules is missing or older than the
# lockfile; the bundle is written to a temp file and moved into place only on success.
# Needs node >= 18 and npm (the npm registry, or a warm npm cache, for the first install).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out_dir="$root/web-ui/vendor"
out="$out_dir/editor.bundle.js"

die() { echo "build-editor: error: $*" >&2; exit 1; }

command -v node >/dev/null || die "node not found (need node >= 18)"
command -v npm >/dev/null || die "npm not found"

cd "$here"
stamp="node_modules/.package-lock.json"
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] || [ ! -e node_modules/.bin/esbuild ]; then
  echo "build-editor: npm ci (tools/web)" >&2
  npm ci --no-audit --no-fund >&2 || die "npm ci failed in tools/web"
fi
esbuild="$here/node_modules/.bin/esbuild"
[ -x "$esbuild" ] || die "esbuild missing at $esbuild after npm ci"
"$esbuild" --version >/dev/null || die "esbuild binary does not run (see the npm/esbuild notes in web-ui/vendor/README.md)"

mkdir -p "$out_dir"
tmp="$(mktemp "$out_dir/.editor.bundle.js.XXXXXX")"
meta="$(mktemp "${TMPDIR:-/tmp}/editor-meta.XXXXXX")"
trap 'rm -f "$tmp" "$meta"' EXIT

"$esbuild" editor/editor.js \
  --bundle \
  --format=esm \
  --minify \
  --target=es2020 \
  --platform=browser \
  --legal-comments=inline \
  --log-level=warning \
  --metafile="$meta" \
  --outfile="$tmp" \
  || die "esbuild failed"

# License banner naming every package that actually went into the bundle (from esbuild's
# metafile, versions from the lockfile). All of them are MIT.
node - "$tmp" "$meta" <<'JS' || die "could not write the license banner"
const fs = require("fs");
const [out, metaPath] = process.argv.slice(2);
const meta = JSON.parse(fs.readFileSync(metaPath, "utf8"));
const lock = require("./package-lock.json");
const names = new Set();
for (const input of Object.keys(meta.inputs)) {
  const m = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
  if (m) names.add(m[1]);
}
const pkgs = [...names].sort().map((n) => {
  const e = lock.packages["node_modules/" + n] || {};
  return `${n}@${e.version || "?"} (${e.license || "see its package.json"})`;
});
const banner = "/*! sparkpods conf editor (tools/web/editor/editor.js), built by tools/web/build-editor.sh." +
  " Contains: " + pkgs.join(", ") +
  ". CodeMirror and its helper packages: Copyright (C) Marijn Haverbeke and others, MIT license. */\n";
fs.writeFileSync(out, banner + fs.readFileSync(out, "utf8"));
JS

[ -s "$tmp" ] || die "esbuild produced an empty bundle"
grep -q 'createEditor' "$tmp" || die "bundle does not export createEditor"
chmod 644 "$tmp"
mv -f "$tmp" "$out"
rm -f "$meta"
trap - EXIT

raw=$(wc -c <"$out")
gz=$(gzip -9 -c "$out" | wc -c)
echo "build-editor: wrote ${out#"$root"/} ($raw bytes, $gz bytes gzip -9)"
