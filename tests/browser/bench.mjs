// Browser benchmark of the playground (not a test: it asserts nothing about time).
// Measures, in headless Chromium against the release dist/ on 127.0.0.1:
//   - time to first preview (navigation start -> first preview rendered), fresh context each run;
//   - keystroke to preview for a 100-line conf: keydown -> preview DOM updated, and -> the next
//     frame; plus the evaluation alone (builder-core render + check + summary);
//   - transferred size of dist/ (raw and gzip -9).
// Writes the table between the browser-bench markers of BENCHMARKS.md and prints it.
// Run: node tests/browser/bench.mjs (after scripts/build-web.sh).
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { launch, newPage, waitForRender } from "./support.mjs";
import { serve } from "./server.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const dist = join(root, "dist");

function files(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

function sizes() {
  const rows = files(dist)
    .filter((p) => /\.(wasm|js|css|html)$/.test(p))
    .map((p) => {
      const b = readFileSync(p);
      return { file: relative(dist, p).replace(/-[0-9a-f]{16}/g, "-<hash>"), raw: b.length, gz: gzipSync(b, { level: 9 }).length };
    })
    .sort((a, b) => b.gz - a.gz);
  return rows;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

/** A realistic 100-line conf: sizing, labels, annotations, env, secrets, volumes, selectors. */
function hundredLineConf() {
  const lines = [
    "spark.app.name bench",
    "spark.kubernetes.container.image apache/spark:3.5.5",
    "spark.kubernetes.namespace spark-jobs",
    "spark.executor.instances 10",
    "spark.executor.memory 8g",
    "spark.executor.cores 4",
    "spark.driver.memory 4g",
  ];
  for (let i = 0; lines.length < 99; i++) {
    const r = i % 6;
    if (r === 0) lines.push(`spark.kubernetes.executor.label.team-${i} data-${i}`);
    if (r === 1) lines.push(`spark.kubernetes.driver.annotation.example.com/note-${i} value-${i}`);
    if (r === 2) lines.push(`spark.executorEnv.VAR_${i} v${i}`);
    if (r === 3) lines.push(`spark.kubernetes.executor.secrets.secret-${i} /etc/secrets/${i}`);
    if (r === 4) lines.push(`spark.kubernetes.executor.volumes.emptyDir.scratch-${i}.mount.path /scratch/${i}`);
    if (r === 5) lines.push(`spark.kubernetes.node.selector.zone-${i} z${i}`);
  }
  lines.push("spark.kubernetes.executor.label.bench v");
  return lines.join("\n");
}

const srv = await serve(dist);
const browser = await launch();

// Time to first preview.
const firstPreview = [];
for (let i = 0; i < 5; i++) {
  const { context, page } = await newPage(browser, srv.url);
  await page.goto(srv.url);
  await waitForRender(page);
  firstPreview.push(await page.evaluate(() => window.__sparkpods.renderedAt));
  await context.close();
}

// Keystroke to preview, 100-line conf.
const { context, page } = await newPage(browser, srv.url);
await page.goto(srv.url);
await waitForRender(page);
await page.locator(".cm-content").click();
await page.keyboard.press("Control+A");
await page.keyboard.insertText(hundredLineConf());
await page.waitForFunction(() => document.querySelector('[data-testid="yaml-executor"]')?.innerText.includes("VAR_"));
await page.keyboard.press("Control+End");
await page.evaluate(() => {
  window.__bench = [];
  document.addEventListener("keydown", () => { window.__benchT0 = performance.now(); }, true);
});
const toDom = [];
const toFrame = [];
const evalMs = [];
for (let i = 0; i < 40; i++) {
  const before = await page.evaluate(() => window.__sparkpods.renderedAt);
  await page.keyboard.type(String(i % 10));
  const r = await page.evaluate(async (before) => {
    while (window.__sparkpods.renderedAt === before) await new Promise((ok) => setTimeout(ok, 0));
    const dom = window.__sparkpods.renderedAt - window.__benchT0;
    const frame = await new Promise((ok) => requestAnimationFrame((t) => ok(t - window.__benchT0)));
    return { dom, frame, evalMs: window.__sparkpods.evalMs };
  }, before);
  if (i >= 5) { // warm-up
    toDom.push(r.dom);
    toFrame.push(r.frame);
    evalMs.push(r.evalMs);
  }
}
await context.close();
await browser.close();
await srv.close();

const sz = sizes();
const total = sz.reduce((a, r) => ({ raw: a.raw + r.raw, gz: a.gz + r.gz }), { raw: 0, gz: 0 });
const kb = (n) => (n / 1024).toFixed(1);
const ms = (n) => n.toFixed(1);
const chromium = (await import("node:child_process")).execFileSync("/usr/bin/chromium", ["--version"]).toString().trim();
const table = [
  `Measured by \`node tests/browser/bench.mjs\` on ${new Date().toISOString().slice(0, 10)}, ${chromium}, headless, 2-core machine.`,
  "",
  "| playground (release dist/, localhost) | median | p95 | target |",
  "|---|---:|---:|---:|",
  `| time to first preview (navigation → preview rendered) | ${ms(median(firstPreview))} ms | ${ms(Math.max(...firstPreview))} ms (max of 5) | — |`,
  `| keystroke → preview updated, 100-line conf | ${ms(median(toDom))} ms | ${ms(p95(toDom))} ms | ≤ 16 ms |`,
  `| keystroke → next frame, 100-line conf | ${ms(median(toFrame))} ms | ${ms(p95(toFrame))} ms | — |`,
  `| of which: evaluation (render + check + summary, wasm) | ${ms(median(evalMs))} ms | ${ms(p95(evalMs))} ms | — |`,
  "",
  "| dist/ file | raw KB | gzip -9 KB |",
  "|---|---:|---:|",
  ...sz.map((r) => `| ${r.file} | ${kb(r.raw)} | ${kb(r.gz)} |`),
  `| **total transferred** | **${kb(total.raw)}** | **${kb(total.gz)}** (target ≤ 600) |`,
].join("\n");

const benchFile = join(root, "BENCHMARKS.md");
const md = readFileSync(benchFile, "utf8");
const start = "<!-- browser-bench:start -->";
const end = "<!-- browser-bench:end -->";
if (md.includes(start) && md.includes(end)) {
  const out = md.slice(0, md.indexOf(start) + start.length) + "\n" + table + "\n" + md.slice(md.indexOf(end));
  writeFileSync(benchFile, out);
} else {
  console.error("BENCHMARKS.md has no browser-bench markers; printing only");
}
console.log(table);
