// The browser entry point in a real browser (Debian's Chromium via playwright-core from
// tools/web, as tests/browser does): `js/` served over HTTP, a page imports `web.mjs`, calls
// `await init()` with no argument (the WebAssembly is fetched next to the script) and renders;
// the document equals the CLI's, and a call before init throws the error that says to init.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { join, normalize } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { launch } from "../../tests/browser/support.mjs";
import { root, runCli } from "./cases.mjs";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const types = { ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm", ".html": "text/html" };
const page = `<!doctype html><script type="module">
  import init, { render, versions } from "/web.mjs";
  try { render("spark.app.name x\\n"); } catch (e) { window.beforeInit = e.message; }
  try {
    await init();
    const conf = await (await fetch("/spark-pi.conf")).text();
    window.result = { doc: render(conf, { sparkVersion: "4.2" }), releases: versions().length };
  } catch (e) {
    window.failure = String(e?.stack ?? e);
  }
</script>`;

let server;
let browser;
let base;

before(async () => {
  const sparkPi = await readFile(join(root, "examples/spark-pi.conf"));
  server = createServer(async (req, res) => {
    const path = new URL(req.url, "http://x").pathname;
    if (path === "/") return res.writeHead(200, { "content-type": "text/html" }).end(page);
    if (path === "/spark-pi.conf") return res.writeHead(200, { "content-type": "text/plain" }).end(sparkPi);
    const file = normalize(join(packageDir, path));
    if (!file.startsWith(packageDir)) return res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, { "content-type": types[file.slice(file.lastIndexOf("."))] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${server.address().port}/`;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.close();
});

test("in Chromium, init() fetches the module next to web.mjs and render gives what the CLI gives", async () => {
  const context = await browser.newContext();
  await context.route("**/*", (route) => (route.request().url().startsWith(base) ? route.continue() : route.abort()));
  const tab = await context.newPage();
  const errors = [];
  tab.on("pageerror", (e) => errors.push(e.message));
  const requests = [];
  tab.on("request", (r) => requests.push(new URL(r.url()).pathname));
  await tab.goto(base);
  await tab.waitForFunction(() => window.result !== undefined || window.failure !== undefined, null, { timeout: 30_000 });
  const { beforeInit, result, failure } = await tab.evaluate(() => ({
    beforeInit: window.beforeInit,
    result: window.result,
    failure: window.failure,
  }));
  assert.equal(failure, undefined);
  assert.deepEqual(errors, []);
  assert.match(beforeInit, /not loaded yet; await init\(\) from "sparkpods\/web" first/);
  const cli = await runCli(["render", "--conf", "spark-pi.conf", "--spark-version", "4.2"], join(root, "examples"));
  assert.deepStrictEqual(result.doc, JSON.parse(cli.stdout));
  assert.ok(result.releases >= 34);
  assert.ok(requests.includes("/pkg/sparkpods_bg.wasm"), requests.join(" "));
  await context.close();
});
