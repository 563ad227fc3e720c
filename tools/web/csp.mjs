// Put the SHA-256 of every inline <script> of the staged index.html into its
// Content-Security-Policy (placeholder INLINE_SCRIPT_HASHES), so the policy allows exactly
// Trunk's loader (and, under `trunk serve`, its auto-reload script) and nothing else inline.
// Run by post-build.mjs.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export function addCspHashes(dir) {
  const file = join(dir, "index.html");
  const html = readFileSync(file, "utf8");
  const hashes = [];
  for (const m of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    const tag = m[0];
    if (/\bsrc\s*=/.test(tag.slice(0, tag.indexOf(">")))) continue;
    const digest = createHash("sha256").update(m[1], "utf8").digest("base64");
    hashes.push(`'sha256-${digest}'`);
  }
  if (html.split("INLINE_SCRIPT_HASHES").length !== 2) {
    throw new Error("csp.mjs: index.html must contain the INLINE_SCRIPT_HASHES placeholder exactly once");
  }
  writeFileSync(file, html.replace("INLINE_SCRIPT_HASHES", hashes.join(" ")));
  console.error(`csp.mjs: ${hashes.length} inline script hash(es) in the CSP`);
}
