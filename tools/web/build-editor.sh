#!/usr/bin/env bash
# Builds web-ui/vendor/editor.bundle.js (CodeMirror 6 editor, an ES module) and the chunks it
# imports (editor-*.js) from tools/web/editor/editor.js with the esbuild pinned in tools/web/package-lock.json.
#
#   bash tools/web/build-editor.sh            # from anywhere; installs node_modules if needed
#
# Idempotent: `npm ci` runs only when tools/web/node_modules is missing or older than the
# lockfile; the files are written to a temp dir and moved into place only on success.
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
tmp="$(mktemp -d "$out_dir/.editor-build.XXXXXX")"
meta="$(mktemp "${TMPDIR:-/tmp}/editor-meta.XXXXXX")"
trap 'rm -rf "$tmp" "$meta"' EXIT

# editor.bundle.js, the extras it imports when the editor first takes focus
# (editor-extras-<hash>.js: completion and search), and the code both use (editor-chunk-<hash>.js).
"$esbuild" editor/editor.js \
  --bundle \
  --splitting \
  --format=esm \
  --minify \
  --target=es2020 \
  --platform=browser \
  --legal-comments=inline \
  --log-level=warning \
  --metafile="$meta" \
  --entry-names='[name].bundle' \
  --chunk-names='editor-[name]-[hash]' \
  --outdir="$tmp" \
  || die "esbuild failed"

# License banner on each file naming every package that went into it (from esbuild's metafile,
# versions from the lockfile). All of them are MIT.
node - "$tmp" "$meta" <<'JS' || die "could not write the license banners"
const fs = require("fs");
const path = require("path");
const [dir, metaPath] = process.argv.slice(2);
const meta = JSON.parse(fs.readFileSync(metaPath, "utf8"));
const lock = require("./package-lock.json");
for (const [file, output] of Object.entries(meta.outputs)) {
  const names = new Set();
  for (const input of Object.keys(output.inputs)) {
    const m = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (m) names.add(m[1]);
  }
  const pkgs = [...names].sort().map((n) => {
    const e = lock.packages["node_modules/" + n] || {};
    return `${n}@${e.version || "?"} (${e.license || "see its package.json"})`;
  });
  const out = path.join(dir, path.basename(file));
  const banner = "/*! sparkpods conf editor (tools/web/editor), built by tools/web/build-editor.sh." +
    (pkgs.length ? " Contains: " + pkgs.join(", ") + "." : "") +
    " CodeMirror and its helper packages: Copyright (C) Marijn Haverbeke and others, MIT license. */\n";
  fs.writeFileSync(out, banner + fs.readFileSync(out, "utf8"));
}
JS

[ -s "$tmp/editor.bundle.js" ] || die "esbuild produced an empty bundle"
grep -q 'createEditor' "$tmp/editor.bundle.js" || die "bundle does not export createEditor"
ls "$tmp"/editor-extras-*.js >/dev/null 2>&1 || die "esbuild wrote no editor-extras chunk"
chmod 644 "$tmp"/*.js
# The new files replace every file of the previous build (chunk names change with their content).
rm -f "$out_dir"/editor-*.js
mv -f "$tmp"/editor-*.js "$out_dir"/
mv -f "$tmp/editor.bundle.js" "$out"
rm -f "$meta"
rmdir "$tmp"
trap - EXIT

for f in "$out" "$out_dir"/editor-*.js; do
  echo "build-editor: wrote ${f#"$root"/} ($(wc -c <"$f") bytes, $(gzip -9 -c "$f" | wc -c) bytes gzip -9)"
done
