// Trunk post_build hook (Trunk.toml): one process, so the steps that rewrite the staged
// index.html run one after the other.
import { addCspHashes } from "./csp.mjs";
import { addWasmTags } from "./wasm-tags.mjs";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("post-build.mjs: TRUNK_STAGING_DIR is not set (run me as a Trunk post_build hook)");
  process.exit(1);
}
try {
  addWasmTags(dir);
  addCspHashes(dir);
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
