// Trunk pre_build hook (Trunk.toml): builds the playground's WebAssembly into the staging dir,
// as Trunk's own Rust pipeline would, plus the one step that pipeline cannot run: splitting
// the linked module, so that code behind web-ui's split points (web-ui/src/lazy.rs: the pod
// template readers) becomes modules fetched when first needed instead of with the page.
//
//   cargo build (linked with --emit-relocs, .cargo/config.toml)
//   → wasm-split-cli (wasm_split_cli_support: the main module, split_<name>.wasm per split
//     point, chunk_<n>.wasm for code several split points share, __wasm_split.js that fetches
//     them)
//   → wasm-bindgen --keep-lld-exports (the split modules import the table and memory the
//     linker exports; by default wasm-bindgen drops those exports)
//   → wasm-opt (release: the parameters of index.html's comment) and esbuild for the JS
//   → staging: every file named with one build id (they import each other), and
//     wasm-build.json, from which post-build.mjs writes the tags that load them.
//
// The tools are the ones scripts/setup.sh installs (scripts/web-env.sh puts them on PATH).
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { transformSync } from "esbuild";

/** wasm-opt after `-Oz`: ~3 KB gzip smaller than -Oz alone at the same speed (BENCHMARKS.md). */
const WASM_OPT = ["-Oz", "--flatten", "--rereloop", "-Oz", "-Oz"];
/** What rustc 1.82+ enables for wasm32-unknown-unknown; the split modules carry no features
 *  section, so wasm-opt is told. */
const WASM_FEATURES = [
  "--enable-bulk-memory", "--enable-multivalue", "--enable-mutable-globals",
  "--enable-nontrapping-float-to-int", "--enable-reference-types", "--enable-sign-ext",
];

function run(cmd, args, env = process.env) {
  execFileSync(cmd, args, { stdio: ["ignore", "inherit", "inherit"], env });
}

export function buildWasm(staging, release) {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const target = process.env.CARGO_TARGET_DIR || join(root, "target");
  // Cargo's `dev` profile writes to `debug/`.
  const [profile, profileDir] = release ? ["web", "web"] : ["dev", "debug"];
  run("cargo", ["build", "-p", "web-ui", "--bin", "web-ui", "--target", "wasm32-unknown-unknown", "--profile", profile]);

  const linked = join(target, "wasm32-unknown-unknown", profileDir, "web-ui.wasm");
  const split = join(target, "web-split", profileDir);
  rmSync(split, { recursive: true, force: true });
  run("wasm-split-cli", [linked, split, "--out-name", "web-ui"]);

  const bindgen = join(target, "web-bindgen", profileDir);
  rmSync(bindgen, { recursive: true, force: true });
  run("wasm-bindgen", ["--target", "web", "--keep-lld-exports", "--no-typescript",
    "--out-dir", bindgen, "--out-name", "web-ui", join(split, "web-ui.wasm")]);

  // Split modules and the chunks of code several of them share, all fetched on demand.
  const chunks = readdirSync(split).filter((n) => /^(split|chunk)_.*\.wasm$/.test(n));
  const wasm = [[join(bindgen, "web-ui_bg.wasm"), "web-ui_bg.wasm"], ...chunks.map((n) => [join(split, n), n])];
  const wasmBytes = new Map();
  for (const [from, name] of wasm) {
    if (release) {
      const out = `${from}.opt`;
      run("wasm-opt", [...WASM_OPT, ...WASM_FEATURES, from, "-o", out]);
      wasmBytes.set(name, readFileSync(out));
    } else {
      wasmBytes.set(name, readFileSync(from));
    }
  }
  const glue = readFileSync(join(bindgen, "web-ui.js"), "utf8");
  const loader = readFileSync(join(split, "__wasm_split.js"), "utf8");

  // One id for the whole build: the glue and the split loader import each other by name.
  const hash = createHash("sha256");
  for (const b of [...wasmBytes.values(), glue, loader]) hash.update(b);
  const id = hash.digest("hex").slice(0, 16);
  const named = (n) => n.replace(/^(web-ui|__wasm_split|(?:split|chunk)_[A-Za-z0-9_]+)/, `$1-${id}`);

  const rewrite = (js, from, to) => {
    if (!js.includes(from)) throw new Error(`build-wasm.mjs: expected ${from} in the generated JS`);
    return js.split(from).join(to);
  };
  // Only the import statement: the wasm imports "./__wasm_split.js" by that name.
  let glueOut = rewrite(glue, 'from "./__wasm_split.js"', `from "./${named("__wasm_split.js")}"`);
  let loaderOut = rewrite(loader, 'from "./web-ui.js"', `from "./${named("web-ui.js")}"`);
  for (const n of chunks) loaderOut = rewrite(loaderOut, `"./${n}"`, `"./${named(n)}"`);
  if (release) {
    // Trunk's own minifier cannot parse wasm-bindgen's module (7.4 → 5.7 KB gzip minified).
    const min = (js) => transformSync(js, { minify: true, format: "esm", target: "es2020" }).code;
    glueOut = min(glueOut);
    loaderOut = min(loaderOut);
  }

  writeFileSync(join(staging, named("web-ui.js")), glueOut);
  writeFileSync(join(staging, named("__wasm_split.js")), loaderOut);
  for (const [name, bytes] of wasmBytes) writeFileSync(join(staging, named(name)), bytes);
  if (existsSync(join(bindgen, "snippets"))) {
    cpSync(join(bindgen, "snippets"), join(staging, "snippets"), { recursive: true });
  }
  const manifest = { glue: named("web-ui.js"), wasm: named("web-ui_bg.wasm"), onDemand: chunks.map(named) };
  writeFileSync(join(staging, "wasm-build.json"), JSON.stringify(manifest));
  console.error(`build-wasm.mjs: ${manifest.glue}, ${manifest.wasm}, on demand: ${manifest.onDemand.join(", ") || "nothing"}`);
}

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error("build-wasm.mjs: TRUNK_STAGING_DIR is not set (run me as a Trunk pre_build hook)");
  process.exit(1);
}
try {
  buildWasm(staging, process.env.TRUNK_PROFILE === "release");
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
