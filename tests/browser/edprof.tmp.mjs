// scratch: CPU profile of the editor alone, throttled
import { launch, newPage, waitForRender } from "./support.mjs";
import { serve } from "./server.mjs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const srv = await serve(join(root, "dist"));
const browser = await launch();
const { context, page } = await newPage(browser, srv.url);
await page.goto(srv.url);
await waitForRender(page);
const geometry = await page.evaluate(() => { const r = document.querySelector(".cm-editor").getBoundingClientRect(); return { width: r.width, height: r.height, font: getComputedStyle(document.querySelector(".cm-content")).font }; });
const doc = await page.evaluate(() => [...document.querySelectorAll(".cm-content .cm-line")].map((l) => l.textContent).join("\n"));
const bundle = new URL("vendor/editor.bundle.js", srv.url).href;
const url = new URL("editor-alone.html", srv.url).href;
await page.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: `<!doctype html><meta charset="utf-8"><div id="host" style="width:${geometry.width}px;height:${geometry.height}px"></div>
<style>#host .cm-editor{height:100%} .cm-content{font:${geometry.font}}</style>
<script type="module">
import { createEditor } from ${JSON.stringify(bundle)};
window.__create = (doc) => createEditor(document.getElementById("host"), { doc, onChange: () => { window.__changedAt = performance.now(); }, onKeyFocus: () => {} });
window.__ready = true;
</script>` }));
await page.goto(url);
await page.waitForFunction(() => window.__ready);
const lines = Array.from({ length: 100 }, (_, i) => `spark.key${i}.some.setting value-${i}`).join("\n");
await page.evaluate((d) => window.__create(d), process.env.DOC === "real" ? doc : lines);
await page.locator(".cm-content").click();
await page.waitForFunction(() => document.querySelector(".cm-editor")?.getAttribute("data-extras") === "loaded");
await page.keyboard.press("Control+End");
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await page.evaluate(() => { document.addEventListener("keydown", () => { window.__t0 = performance.now(); }, true); });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await cdp.send("Profiler.start");
const ed = [];
for (let i = 0; i < 40; i++) {
  await page.keyboard.type(String(i % 10));
  const r = await page.evaluate(async () => { while (!(window.__changedAt > window.__t0)) await new Promise((ok) => setTimeout(ok, 0)); return window.__changedAt - window.__t0; });
  ed.push(r);
}
const { profile } = await cdp.send("Profiler.stop");
ed.sort((a, b) => a - b);
console.log("to callback median", ed[20].toFixed(1), "p95", ed[37].toFixed(1));
const self = new Map();
const dt = profile.timeDeltas; const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const [id, t] of counts) { const n = byId.get(id); const cf = n.callFrame; const k = `${cf.functionName || "(anon)"} ${cf.url.split("/").pop()}:${cf.lineNumber}`; self.set(k, (self.get(k) ?? 0) + t); }
const tot = [...self.values()].reduce((a, b) => a + b, 0);
console.log("total ms", (tot / 1000).toFixed(0));
[...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30).forEach(([k, t]) => console.log((t / 1000).toFixed(1).padStart(8), k));
await browser.close(); await srv.close();
