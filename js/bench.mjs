// The package's size and speed, as markdown for BENCHMARKS.md (printed, never asserted):
//  - the WebAssembly and the JS around it, raw / gzip -9 / brotli;
//  - the time from `import "sparkpods"` to a usable package in a fresh Node process;
//  - a render's time from JS (conf text and options in, the document as a JS object out),
//    median of N renders per conformance case, against the same work natively
//    (js-core/examples/native_render.rs, the CLI's allocator, release build) in the same run.
//
// Run: `bash scripts/build-js.sh && node js/bench.mjs` (`--rounds N`, default 200; `--quick`: 30).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readInputFiles, render } from "./node.mjs";
import { cases, root } from "./test/cases.mjs";

const args = process.argv.slice(2);
const roundsAt = args.indexOf("--rounds");
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : args.includes("--quick") ? 30 : 200;
const versions = ["3.5.5", "4.3.0"];
const here = (p) => new URL(p, import.meta.url);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const kb = (n) => (n / 1024).toFixed(1);

function sizes() {
  const row = (name, files) => {
    const bytes = Buffer.concat(files.map((f) => readFileSync(here(f))));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    return `| ${name} | ${kb(bytes.length)} | ${kb(gzip)} | ${kb(brotli)} |`;
  };
  return [
    "| file | KB | KB gzip -9 | KB brotli |",
    "|---|---|---|---|",
    row("pkg/sparkpods_bg.wasm", ["pkg/sparkpods_bg.wasm"]),
    row("JS (glue + api.mjs + web.mjs)", ["pkg/sparkpods.js", "api.mjs", "web.mjs"]),
  ].join("\n");
}

/** Milliseconds from starting the import to a usable package, in fresh processes. */
function startup() {
  const script = `const t = performance.now(); await import(${JSON.stringify(here("node.mjs").href)});
    console.log(performance.now() - t);`;
  const times = Array.from({ length: 7 }, () =>
    Number(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" })),
  );
  return median(times);
}

/** Every conformance case on each version, with its options and files as the CLI reads them. */
function workload() {
  return versions.flatMap((version) =>
    cases().map((c) => {
      const conf = readFileSync(join(c.dir, c.file), "utf8");
      const base = { sparkVersion: version, cwd: c.dir };
      return { name: `${c.name}@${version}`, version, conf, options: { ...base, files: readInputFiles(conf, base) } };
    }),
  );
}

function timeJs(item) {
  for (let i = 0; i < 10; i++) render(item.conf, item.options);
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    render(item.conf, item.options);
    times.push((performance.now() - t) * 1000);
  }
  return median(times);
}

/** The same renders natively; cases whose files are not text are left out (the JSON input). */
function timeNative(items) {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const text = [];
  for (const item of items) {
    try {
      const files = Object.fromEntries(Object.entries(item.options.files).map(([p, b]) => [p, decoder.decode(b)]));
      text.push({ name: item.name, conf: item.conf, options: { ...item.options, files } });
    } catch {
      // a keytab or an archive: binary
    }
  }
  execFileSync("cargo", ["build", "--quiet", "--release", "-p", "sparkpods-js", "--example", "native_render"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const out = execFileSync(join(root, "target/release/examples/native_render"), {
    input: JSON.stringify({ rounds, cases: text }),
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });
  return new Map(JSON.parse(out).map((r) => [r.name, r.micros]));
}

const items = workload();
console.error(`bench: ${items.length} renders × ${rounds} rounds from JS, then natively`);
const js = new Map(items.map((item) => [item.name, timeJs(item)]));
const native = timeNative(items);

const lines = [sizes(), "", `Startup (import to usable, fresh Node ${process.version} process, median of 7): ${startup().toFixed(1)} ms`, ""];
lines.push("| release | cases | JS µs (median case) | JS µs (slowest case) | native µs (median case) | JS / native (median of per-case ratios) |");
lines.push("|---|---|---|---|---|---|");
for (const version of versions) {
  const mine = items.filter((i) => i.version === version);
  const jsTimes = mine.map((i) => js.get(i.name));
  const slowest = mine.reduce((a, b) => (js.get(a.name) >= js.get(b.name) ? a : b));
  const both = mine.filter((i) => native.has(i.name));
  const ratios = both.map((i) => js.get(i.name) / native.get(i.name));
  lines.push(
    `| ${version} | ${mine.length} (${both.length} natively) | ${median(jsTimes).toFixed(1)} | ${js.get(slowest.name).toFixed(1)} (${slowest.name.split("@")[0]}) | ${median(both.map((i) => native.get(i.name))).toFixed(1)} | ${median(ratios).toFixed(2)} |`,
  );
}
const pi = items.find((i) => i.name === "defaults@3.5.5");
if (pi) lines.push("", `The \`defaults\` case on 3.5.5: ${js.get(pi.name).toFixed(1)} µs from JS, ${native.get(pi.name)?.toFixed(1)} µs natively.`);
console.log(lines.join("\n"));
