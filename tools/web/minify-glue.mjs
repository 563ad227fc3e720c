// Minify wasm-bindgen's JS glue (Trunk's own minifier cannot parse it and ships it as it is:
// 7.4 KB gzip, minified 5.7) and update its Subresource Integrity hash in the staged
// index.html, with the esbuild of tools/web (installed by scripts/setup.sh). Run by
// post-build.mjs.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { transformSync } from "esbuild";

export function minifyGlue(dir) {
  const glue = readdirSync(dir).filter((n) => /^web-ui-[0-9a-f]+\.js$/.test(n));
  if (glue.length !== 1) {
    throw new Error(`minify-glue.mjs: expected one web-ui-<hash>.js in ${dir}, found ${glue.length}`);
  }
  const file = join(dir, glue[0]);
  const { code } = transformSync(readFileSync(file, "utf8"), { minify: true, format: "esm", target: "es2020" });
  writeFileSync(file, code);
  const sri = "sha384-" + createHash("sha384").update(code, "utf8").digest("base64");
  const index = join(dir, "index.html");
  const html = readFileSync(index, "utf8");
  const name = glue[0].replace(".", "\\.");
  const tag = new RegExp(`<link\\b[^>]*\\bhref=["']?/?${name}["'\\s>][^>]*>`);
  const found = html.match(tag);
  if (!found || !/integrity=["']?sha384-[A-Za-z0-9+/=]+/.test(found[0])) {
    throw new Error(`minify-glue.mjs: no <link> with an integrity attribute for ${glue[0]} in index.html`);
  }
  const updated = found[0].replace(/(integrity=["']?)sha384-[A-Za-z0-9+/=]+/, `$1${sri}`);
  writeFileSync(index, html.replace(found[0], updated));
  console.error(`minify-glue.mjs: ${glue[0]} minified, integrity updated`);
}
