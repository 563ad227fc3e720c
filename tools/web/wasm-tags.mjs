// The tags that load what build-wasm.mjs staged (its wasm-build.json), written into the staged
// index.html in place of the skipped `<link data-trunk rel="rust">` Trunk leaves there, as
// Trunk's Rust pipeline writes them: the wasm and every JS module preloaded with Subresource
// Integrity, and the module script that starts the app. The split modules are
// fetched by __wasm_split-<id>.js when the app first needs them, so they get no tag. Run by
// post-build.mjs.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const sri = (bytes) => "sha384-" + createHash("sha384").update(bytes).digest("base64");

function files(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

export function addWasmTags(dir) {
  const manifestPath = join(dir, "wasm-build.json");
  const { glue, wasm } = JSON.parse(readFileSync(manifestPath, "utf8"));
  rmSync(manifestPath);
  const loader = readdirSync(dir).filter((n) => /^__wasm_split-[0-9a-f]+\.js$/.test(n));
  let snippets = [];
  try {
    snippets = files(join(dir, "snippets")).map((p) => relative(dir, p));
  } catch {
    // no snippets
  }
  const preload = (name, extra = "") =>
    `<link rel="modulepreload" href="/${name}" crossorigin integrity="${sri(readFileSync(join(dir, name)))}"${extra}>`;
  const tags = [
    `<script type="module">import init from "/${glue}";\nawait init({ module_or_path: "/${wasm}" });</script>`,
    preload(glue),
    ...loader.map((n) => preload(n)),
    ...snippets.map((n) => preload(n)),
    `<link rel="preload" href="/${wasm}" as="fetch" type="application/wasm" crossorigin integrity="${sri(readFileSync(join(dir, wasm)))}">`,
  ];
  const index = join(dir, "index.html");
  const html = readFileSync(index, "utf8");
  const skipped = html.match(/<link\b[^>]*\bdata-trunk-skip\b[^>]*>/g) || [];
  if (skipped.length !== 1) {
    throw new Error(`wasm-tags.mjs: expected one skipped <link data-trunk rel="rust"> in index.html, found ${skipped.length}`);
  }
  writeFileSync(index, html.replace(skipped[0], tags.join("")));
  console.error(`wasm-tags.mjs: ${glue} and ${wasm} in index.html`);
}
