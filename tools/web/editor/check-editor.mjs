// Browser check of web-ui/vendor/editor.bundle.js in headless Chromium (playwright-core).
//
//   bash tools/web/build-editor.sh && node tools/web/editor/check-editor.mjs
//
// Serves a temp page that imports the bundle with `python3 -m http.server` on 127.0.0.1 (free
// port, started and stopped here), drives the editor like a user and through its handle, and
// exits non-zero on any failure. Every non-localhost request is blocked and fails the check.
//
// Environment: CHROMIUM (default /usr/bin/chromium), EDITOR_BUNDLE (default
// web-ui/vendor/editor.bundle.js), CHECK_EDITOR_SCREENSHOTS=<dir> to save screenshots.

import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../../..");
const bundle = resolve(process.env.EDITOR_BUNDLE || join(root, "web-ui/vendor/editor.bundle.js"));
const chromiumPath = process.env.CHROMIUM || "/usr/bin/chromium";
const shots = process.env.CHECK_EDITOR_SCREENSHOTS || "";

const PAGE = String.raw`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>editor check</title>
<style>
  body { margin: 16px; font-family: sans-serif; }
  #host { height: 260px; width: 760px; border: 1px solid #888; }
</style>
</head>
<body>
<button id="before">before</button>
<div id="host"></div>
<button id="after">after</button>
<script type="module">
  window.__events = { changes: [], keys: [] };
  try {
    const mod = await import(new URL("editor.bundle.js", document.baseURI).href);
    window.__exports = Object.keys(mod).sort();
    window.ed = mod.createEditor(document.getElementById("host"), {
      doc: "# spark-defaults.conf\n#@main-resource local:///app.jar\nspark.master   local[2]\nspark.app.name=demo\n",
      dark: false,
      completions: [
        { label: "spark.executor.memory", type: "memory", detail: "memory · default 1g · since 1.0.0",
          info: "Amount of memory to use per executor process.\n\n<b>not html</b> <img src=x onerror=window.__xss=1>" },
        { label: "spark.executor.cores", type: "int", detail: "int · default 1 · since 1.0.0", info: "Number of cores per executor." },
        { label: "spark.executor.instances", type: "int", detail: "int · since 1.0.0", info: "Initial number of executors." },
        { label: "spark.driver.memory", type: "memory", detail: "memory · default 1g", info: "Driver memory." },
        { label: "spark.dynamicAllocation.enabled", type: "bool", detail: "bool · default false", info: "Dynamic allocation." },
      ],
      onChange: (text) => window.__events.changes.push(text),
      onKeyFocus: (key) => window.__events.keys.push(key),
    });
    window.__ready = true;
  } catch (e) {
    window.__loadError = String(e && e.stack || e);
  }
</script>
</body>
</html>
`;

let passed = 0;
let failed = 0;
const failures = [];

async function check(name, fn) {
  try {
    await fn();
    passed++;
    console.log(`ok   ${name}`);
  } catch (e) {
    failed++;
    failures.push(name);
    console.log(`FAIL ${name}\n     ${String(e && e.message || e).split("\n").join("\n     ")}`);
  }
}

function assert(cond, msg) {
  if (!cond) throw new Error(msg);
}

function startServer(dir) {
  return new Promise((resolveP, reject) => {
    const proc = spawn("python3", ["-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", dir], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    const timer = setTimeout(() => reject(new Error("http.server did not start in 10 s: " + out)), 10000);
    const onData = (d) => {
      out += d.toString();
      const m = /port (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolveP({ proc, port: Number(m[1]) });
      }
    };
    proc.stdout.on("data", onData);
    proc.stderr.on("data", () => {}); // request log
    proc.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    proc.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`http.server exited (${code}): ${out}`));
    });
  });
}

async function main() {
  if (!existsSync(bundle)) throw new Error(`no bundle at ${bundle}: run bash tools/web/build-editor.sh first`);
  if (!existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM)`);

  const dir = mkdtempSync(join(tmpdir(), "check-editor-"));
  let server = null;
  let browser = null;
  try {
    copyFileSync(bundle, join(dir, "editor.bundle.js"));
    // The chunks it imports (the shared code; completion and search, fetched on first focus).
    for (const f of readdirSync(dirname(bundle)).filter((n) => /^editor-.*\.js$/.test(n))) {
      copyFileSync(join(dirname(bundle), f), join(dir, f));
    }
    writeFileSync(join(dir, "index.html"), PAGE);
    server = await startServer(dir);
    const origin = `http://127.0.0.1:${server.port}`;

    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"],
    });
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const foreign = [];
    await context.route("**/*", (route) => {
      const url = new URL(route.request().url());
      if (url.protocol === "data:" || (url.hostname === "127.0.0.1" && url.port === String(server.port))) {
        return route.continue();
      }
      foreign.push(route.request().url());
      return route.abort();
    });
    const page = await context.newPage();
    const requested = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    const pageErrors = [];
    page.on("pageerror", (e) => pageErrors.push(String(e)));
    page.on("console", (m) => {
      if (m.type() === "error") pageErrors.push("console.error: " + m.text());
    });
    const events = () => page.evaluate(() => window.__events);
    const shot = async (name) => {
      if (!shots) return;
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: join(shots, name + ".png") });
    };
    // CodeMirror ignores Enter on a list shown less than its interactionDelay (75 ms) ago, so
    // that a key typed just as the list opens is not taken as a choice. The list's time is taken
    // before it is drawn, so waiting longer than that after seeing it makes Enter accept.
    const acceptCompletion = async () => {
      await page.waitForTimeout(150);
      await page.keyboard.press("Enter");
    };

    await page.goto(origin + "/index.html");
    await page.waitForFunction(() => window.__ready || window.__loadError, null, { timeout: 15000 });
    const loadError = await page.evaluate(() => window.__loadError);
    if (loadError) throw new Error("bundle failed to load: " + loadError);

    await check("completion and search are not fetched before the editor takes focus", async () => {
      assert(requested.some((p) => /^\/editor-chunk-/.test(p)), "the shared chunk was not fetched: " + requested.join(", "));
      const early = requested.filter((p) => /^\/editor-extras-/.test(p));
      assert(early.length === 0, "fetched before focus: " + early.join(", "));
    });

    await check("module exports exactly createEditor", async () => {
      const names = await page.evaluate(() => window.__exports);
      assert(JSON.stringify(names) === '["createEditor"]', "exports: " + JSON.stringify(names));
    });

    await check("root has data-testid, content has aria-label, handle has all methods", async () => {
      assert((await page.locator('.cm-editor[data-testid="conf-editor"]').count()) === 1, "no .cm-editor[data-testid=conf-editor]");
      assert((await page.locator('.cm-content[aria-label="Spark configuration"]').count()) === 1, "no aria-label on .cm-content");
      const methods = await page.evaluate(() =>
        ["setDoc", "getDoc", "setDiagnostics", "setCompletions", "setTheme", "setLanguage", "highlightLines", "focus", "destroy"]
          .filter((m) => typeof window.ed[m] !== "function"));
      assert(methods.length === 0, "missing methods: " + methods.join(", "));
      assert((await page.locator(".cm-lineNumbers").count()) === 1, "no line numbers");
      assert((await page.locator(".cm-gutter-lint").count()) === 1, "no lint gutter");
    });

    await check("syntax highlighting distinguishes comment, key, separator, value", async () => {
      const colors = await page.evaluate(() => {
        const color = (text) => {
          for (const span of document.querySelectorAll(".cm-line span")) {
            if (span.textContent === text) return getComputedStyle(span).color;
          }
          return null;
        };
        const line = (n) => document.querySelectorAll(".cm-line")[n];
        return {
          comment: color("# spark-defaults.conf"),
          directive: color("#@main-resource local:///app.jar"),
          key: color("spark.master"),
          value: color("local[2]"),
          sep: color("="),
          base: getComputedStyle(line(0)).color,
        };
      });
      for (const [k, v] of Object.entries(colors)) assert(v, `no highlighted span for ${k}: ${JSON.stringify(colors)}`);
      const distinct = new Set([colors.comment, colors.key, colors.value, colors.sep, colors.directive]);
      assert(distinct.size === 5, "token colors not distinct: " + JSON.stringify(colors));
    });

    await check("typing fires onChange with the whole doc", async () => {
      await page.locator(".cm-content").click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type("spark.driver.cores 2");
      const ev = await events();
      const doc = await page.evaluate(() => window.ed.getDoc());
      assert(ev.changes.length > 0, "onChange never fired");
      assert(ev.changes[ev.changes.length - 1] === doc, "last onChange text != getDoc()");
      assert(doc.endsWith("spark.app.name=demo\nspark.driver.cores 2"), "unexpected doc: " + JSON.stringify(doc));
    });

    await check("the first focus fetches completion and search once", async () => {
      await page.locator('.cm-editor[data-extras="loaded"]').waitFor({ timeout: 5000 });
      await page.locator("#after").focus();
      await page.locator(".cm-content").click();
      const extras = requested.filter((p) => /^\/editor-extras-/.test(p));
      assert(extras.length === 1, "extras fetched " + extras.length + " times: " + requested.join(", "));
    });

    await check("before the extras arrive, typing, Enter and Backspace edit; once in, the default keys and undo work", async () => {
      // The editing keys come with the extras, fetched on the first focus: until they are in,
      // the browser's own editing does the work, which the editor reads as input.
      const early = await context.newPage();
      early.on("pageerror", (e) => pageErrors.push(String(e)));
      let release;
      const held = new Promise((ok) => (release = ok));
      await early.route(/\/editor-extras-/, async (route) => {
        await held;
        await route.continue();
      });
      await early.goto(origin + "/index.html");
      await early.waitForFunction(() => window.__ready || window.__loadError, null, { timeout: 15000 });
      await early.locator(".cm-content").click();
      await early.locator('.cm-editor[data-extras="loading"]').waitFor({ timeout: 5000 });
      await early.keyboard.press("Control+End");
      await early.keyboard.type("spark.a 1");
      await early.keyboard.press("Enter");
      await early.keyboard.type("spark.b 22");
      await early.keyboard.press("Backspace");
      const before = await early.evaluate(() => window.ed.getDoc());
      assert(before.endsWith("spark.app.name=demo\nspark.a 1\nspark.b 2"), "doc before the extras: " + JSON.stringify(before));
      const changes = await early.evaluate(() => window.__events.changes);
      assert(changes[changes.length - 1] === before, "onChange did not report the last edit");
      release();
      await early.locator('.cm-editor[data-extras="loaded"]').waitFor({ timeout: 5000 });
      // A default key (delete the line: no browser editing does that), then undo: the history's.
      await early.keyboard.press("Control+Shift+K");
      const deleted = await early.evaluate(() => window.ed.getDoc());
      assert(!deleted.includes("spark.b 2") && deleted.includes("spark.a 1"), "the default keys once the extras are in: " + JSON.stringify(deleted));
      await early.keyboard.press("Control+z");
      const after = await early.evaluate(() => window.ed.getDoc());
      assert(after === before, "undo once the extras are in: " + JSON.stringify(after));
      await early.close();
    });

    await check("onKeyFocus reports the key of the cursor line, null on comments, only on change", async () => {
      await page.evaluate(() => (window.__events.keys = []));
      const lines = page.locator(".cm-line");
      await lines.nth(2).click(); // spark.master
      await lines.nth(2).click();
      await lines.nth(0).click(); // comment
      await lines.nth(3).click(); // spark.app.name=demo
      await page.waitForTimeout(50);
      const keys = (await events()).keys;
      assert(JSON.stringify(keys) === '["spark.master",null,"spark.app.name"]', "keys: " + JSON.stringify(keys));
    });

    await check("onKeyFocus on a continuation line reports the entry's key", async () => {
      const saved = await page.evaluate(() => window.ed.getDoc());
      await page.evaluate(() => window.ed.setDoc("spark.driver.extraJavaOptions -Da=1 \\\n   -Db=2\n\nk\\:x v\n"));
      const lines = page.locator(".cm-line");
      await lines.nth(2).click();
      await page.waitForTimeout(50);
      await page.evaluate(() => (window.__events.keys = []));
      await lines.nth(3).click();
      await lines.nth(1).click();
      await lines.nth(2).click();
      await page.waitForTimeout(50);
      const keys = (await events()).keys;
      await page.evaluate((s) => window.ed.setDoc(s), saved);
      assert(JSON.stringify(keys) === '["k:x","spark.driver.extraJavaOptions",null]', "keys: " + JSON.stringify(keys));
    });

    await check("completion: typing spark.exec shows options with detail and text-only info", async () => {
      await page.keyboard.press("Control+End");
      await page.keyboard.press("Enter");
      await page.keyboard.type("spark.exec");
      const opt = page.locator(".cm-tooltip-autocomplete li", { hasText: "spark.executor.memory" });
      await opt.first().waitFor({ timeout: 5000 });
      const labels = await page.locator(".cm-tooltip-autocomplete li .cm-completionLabel").allTextContents();
      assert(labels.includes("spark.executor.cores") && !labels.includes("spark.driver.memory"),
        "filtering wrong: " + JSON.stringify(labels));
      const detail = await page.locator(".cm-tooltip-autocomplete li .cm-completionDetail").allTextContents();
      assert(detail.some((d) => d.includes("since 1.0.0")), "no detail: " + JSON.stringify(detail));
      // select spark.executor.memory and check its info panel
      for (let i = 0; i < 5; i++) {
        const sel = await page.locator('.cm-tooltip-autocomplete li[aria-selected] .cm-completionLabel').textContent();
        if (sel === "spark.executor.memory") break;
        await page.keyboard.press("ArrowDown");
      }
      const info = page.locator(".cm-completionInfo");
      await info.waitFor({ timeout: 5000 });
      await page.waitForFunction(() => {
        const el = document.querySelector(".cm-completionInfo");
        return el && el.textContent.includes("Amount of memory to use per executor process.");
      }, null, { timeout: 5000 });
      const text = await info.textContent();
      assert(text.includes("<b>not html</b>"), "info not rendered as text: " + text);
      assert((await info.locator("b, img").count()) === 0, "info rendered HTML elements");
      assert(text.includes("memory · default 1g"), "info lacks detail: " + text);
      await shot("completion");
      await acceptCompletion();
      const doc = await page.evaluate(() => window.ed.getDoc());
      assert(doc.endsWith("\nspark.executor.memory"), "completion not applied: " + JSON.stringify(doc));
      const ev = await events();
      assert(ev.changes[ev.changes.length - 1] === doc, "onChange missed the accepted completion");
      assert(ev.keys[ev.keys.length - 1] === "spark.executor.memory", "onKeyFocus after completion: " + JSON.stringify(ev.keys));
      assert(await page.evaluate(() => !window.__xss), "info HTML was executed");
    });

    await check("no completion popup after the key (in the value)", async () => {
      await page.keyboard.type(" 4");
      await page.waitForTimeout(300);
      assert((await page.locator(".cm-tooltip-autocomplete").count()) === 0, "popup open in value position");
    });

    await check("setCompletions replaces the list", async () => {
      await page.evaluate(() => window.ed.setCompletions([{ label: "spark.kubernetes.namespace", type: "string", detail: "string", info: "ns" }]));
      await page.keyboard.press("Enter");
      await page.keyboard.type("spark.k");
      await page.locator(".cm-tooltip-autocomplete li", { hasText: "spark.kubernetes.namespace" }).first().waitFor({ timeout: 5000 });
      await page.keyboard.type("e");
      await page.waitForTimeout(200);
      const labels = await page.locator(".cm-tooltip-autocomplete li .cm-completionLabel").allTextContents();
      assert(!labels.includes("spark.executor.memory"), "old completions still offered: " + JSON.stringify(labels));
      await page.keyboard.press("Escape");
      await page.waitForTimeout(100);
      assert((await page.locator(".cm-tooltip-autocomplete").count()) === 0, "Escape did not close the popup");
    });

    await check("setDiagnostics: squiggles, gutter markers, clamping, never throws", async () => {
      const thrown = await page.evaluate(() => {
        try {
          window.ed.setDiagnostics([
            { line: 3, from_col: 0, to_col: 12, severity: "error", message: "unknown key <i>x</i>" },
            { line: 4, from_col: null, to_col: null, severity: "warning", message: "whole line" },
            { line: 999, from_col: -5, to_col: 10000, severity: "info", message: "clamped" },
            { line: 0, from_col: 50, to_col: 2, severity: "bogus", message: "clamped too" },
            { line: NaN, from_col: "x", to_col: undefined, severity: null, message: null },
          ]);
          window.ed.setDiagnostics(null);
          window.ed.setDiagnostics("nope");
          window.ed.setDiagnostics([
            { line: 3, from_col: 0, to_col: 12, severity: "error", message: "unknown key <i>x</i>" },
            { line: 4, from_col: null, to_col: null, severity: "warning", message: "whole line" },
            { line: 999, from_col: -5, to_col: 10000, severity: "info", message: "clamped" },
          ]);
          return null;
        } catch (e) {
          return String(e);
        }
      });
      assert(thrown === null, "threw: " + thrown);
      await page.locator(".cm-lintRange-error").first().waitFor({ timeout: 3000 });
      assert((await page.locator(".cm-lintRange-warning").count()) > 0, "no warning squiggle");
      assert((await page.locator(".cm-lint-marker-error").count()) > 0, "no error gutter marker");
      const errText = await page.locator(".cm-lintRange-error").first().textContent();
      assert(errText === "spark.master", "error range text: " + JSON.stringify(errText));
      // hover shows the message as text
      await page.locator(".cm-lintRange-error").first().hover();
      const tip = page.locator(".cm-tooltip-lint");
      await tip.waitFor({ timeout: 3000 });
      const tipText = await tip.textContent();
      assert(tipText.includes("unknown key <i>x</i>"), "lint tooltip text: " + tipText);
      assert((await tip.locator("i").count()) === 0, "lint message rendered as HTML");
      await shot("diagnostics");
      await page.evaluate(() => window.ed.setDiagnostics([]));
      await page.waitForTimeout(50);
      assert((await page.locator(".cm-lintRange-error").count()) === 0, "diagnostics not cleared");
    });

    await check("JSON-string lists; diagnostic columns count code points (Rust chars)", async () => {
      const res = await page.evaluate(() => {
        const saved = window.ed.getDoc();
        window.ed.setDoc("spark.app.name 🚀 rocket\n");
        window.ed.setDiagnostics(JSON.stringify([{ line: 1, from_col: 17, to_col: 23, severity: "error", message: "m" }]));
        const text = document.querySelector(".cm-lintRange-error")?.textContent ?? null;
        window.ed.highlightLines("[1]");
        const hl = document.querySelectorAll(".cm-sp-highlight").length;
        window.ed.highlightLines([]);
        window.ed.setDiagnostics([]);
        window.ed.setDoc(saved);
        return { text, hl };
      });
      assert(res.text === "rocket", "range text: " + JSON.stringify(res.text));
      assert(res.hl === 1, "highlightLines from JSON string: " + res.hl);
    });

    await check("setDoc replaces the text without calling onChange", async () => {
      const before = (await events()).changes.length;
      await page.evaluate(() => {
        window.ed.setDoc("spark.app.name replaced\n# comment\nspark.master yarn\n");
        window.ed.setDoc("spark.app.name replaced\n# comment\nspark.master yarn\n"); // same text: no-op
      });
      await page.waitForTimeout(50);
      const ev = await events();
      const doc = await page.evaluate(() => window.ed.getDoc());
      assert(doc === "spark.app.name replaced\n# comment\nspark.master yarn\n", "getDoc after setDoc: " + JSON.stringify(doc));
      assert(ev.changes.length === before, `onChange fired ${ev.changes.length - before} time(s) for setDoc`);
      const shown = await page.locator(".cm-line").allTextContents();
      assert(shown[2] === "spark.master yarn", "view not updated: " + JSON.stringify(shown));
    });

    await check("callbacks may call handle methods synchronously (setDiagnostics from onChange)", async () => {
      const res = await page.evaluate(async () => {
        const host = document.createElement("div");
        document.body.appendChild(host);
        const { createEditor } = await import(new URL("editor.bundle.js", document.baseURI).href);
        let errors = 0;
        let keys = 0;
        const ed2 = createEditor(host, {
          doc: "a 1\n",
          onChange: (text) => {
            try {
              ed2.setDiagnostics([{ line: 1, from_col: 0, to_col: 1, severity: "error", message: "m" }]);
              ed2.highlightLines([1]);
              ed2.setDoc(text); // same text: no-op
            } catch (e) {
              errors++;
            }
          },
          onKeyFocus: () => {
            keys++;
            ed2.highlightLines([1]);
          },
        });
        // A programmatic selection change from inside a handle call must not call back synchronously.
        ed2.setDoc("b 2\n");
        const syncKeys = keys;
        await Promise.resolve();
        await new Promise((r) => setTimeout(r, 0));
        ed2.destroy();
        host.remove();
        return { errors, syncKeys, keys };
      });
      assert(res.errors === 0, "handle call from callback threw");
      assert(res.syncKeys === 0, "onKeyFocus was called synchronously inside setDoc");
    });

    await check("undo after user edits fires onChange", async () => {
      await page.locator(".cm-line").nth(2).click();
      await page.keyboard.press("End");
      await page.keyboard.type("-x");
      const n = (await events()).changes.length;
      await page.keyboard.press("Control+z");
      await page.waitForTimeout(50);
      const ev = await events();
      assert(ev.changes.length > n, "undo did not fire onChange");
      assert(!ev.changes[ev.changes.length - 1].includes("yarn-x"), "undo did not revert");
    });

    await check("highlightLines adds and clears cm-sp-highlight (clamped)", async () => {
      await page.evaluate(() => window.ed.highlightLines([1, 3, 3, 500, -2, "x"]));
      const n = await page.locator(".cm-line.cm-sp-highlight").count();
      // lines 1, 3, last (500 clamped), 1 (-2 clamped, deduped)
      assert(n === 3, "highlighted lines: " + n);
      await page.evaluate(() => window.ed.highlightLines([]));
      assert((await page.locator(".cm-sp-highlight").count()) === 0, "highlight not cleared");
    });

    await check("setTheme switches editor, gutter and tooltip colors", async () => {
      const bg = () => page.evaluate(() => getComputedStyle(document.querySelector(".cm-editor")).backgroundColor);
      const light = await bg();
      await page.evaluate(() => window.ed.setTheme(true));
      const dark = await bg();
      assert(light !== dark, `background did not change (${light})`);
      const lum = (c) => c.match(/\d+/g).slice(0, 3).reduce((a, b) => a + Number(b), 0);
      assert(lum(dark) < lum(light), `dark theme not darker: ${dark} vs ${light}`);
      await page.locator(".cm-line").last().click();
      await page.keyboard.type("spark.kub"); // the list from the setCompletions check
      const tip = page.locator(".cm-tooltip-autocomplete");
      await tip.waitFor({ timeout: 5000 });
      await page.waitForSelector(".cm-completionInfo", { timeout: 5000 });
      const tipBg = await tip.evaluate((el) => getComputedStyle(el).backgroundColor);
      assert(lum(tipBg) < 200, "autocomplete popup not dark: " + tipBg);
      await shot("dark-completion");
      await page.keyboard.press("Escape");
      await page.evaluate(() => window.ed.setTheme(false));
      assert((await bg()) === light, "light theme not restored");
    });

    await check("setLanguage(\"yaml\") highlights YAML, completes fields at a key's position, reports no key", async () => {
      const keys = [];
      await page.evaluate(() => {
        window.__keys = [];
        window.ed.setDoc("apiVersion: spark.apache.org/v1\nkind: SparkApplication\nspec:\n  ");
        window.ed.setCompletions([{ label: "mainClass", type: "property", info: "The main class" }, { label: "sparkConf", type: "property" }]);
        window.ed.setLanguage("yaml");
      });
      assert((await page.locator('.cm-editor[data-language="yaml"]').count()) === 1, "no data-language=yaml");
      await page.locator(".cm-line").last().click();
      await page.keyboard.press("End");
      await page.keyboard.type("mai");
      const tip = page.locator(".cm-tooltip-autocomplete");
      await tip.waitFor({ timeout: 5000 });
      const labels = await tip.locator("li").allInnerTexts();
      assert(labels.some((l) => l.includes("mainClass")), "no mainClass in " + JSON.stringify(labels));
      await acceptCompletion();
      const doc = await page.evaluate(() => window.ed.getDoc());
      assert(doc.endsWith("  mainClass"), "completion not applied: " + JSON.stringify(doc));
      // A YAML key is highlighted as such (a token class on `kind`).
      const styled = await page.locator(".cm-line").nth(1).locator("span").count();
      assert(styled > 0, "no YAML tokens");
      await page.evaluate(() => window.ed.setLanguage("conf"));
      assert((await page.locator('.cm-editor[data-language="conf"]').count()) === 1, "conf not restored");
      await page.evaluate(() => window.ed.setDoc(""));
    });

    await check("Tab is not trapped: Tab moves focus out of the editor", async () => {
      await page.evaluate(() => window.ed.focus());
      const focused = await page.evaluate(() => document.activeElement.classList.contains("cm-content"));
      assert(focused, "focus() did not focus the editor");
      const before = await page.evaluate(() => window.ed.getDoc());
      await page.keyboard.press("Tab");
      const active = await page.evaluate(() => document.activeElement.id);
      assert(active === "after", "Tab did not move focus to the next element: " + active);
      assert((await page.evaluate(() => window.ed.getDoc())) === before, "Tab changed the doc");
      await page.evaluate(() => window.ed.focus());
      await page.keyboard.press("Shift+Tab");
      assert((await page.evaluate(() => document.activeElement.id)) === "before", "Shift+Tab did not move focus back");
    });

    await check("search panel opens with Ctrl-F", async () => {
      await page.evaluate(() => window.ed.focus());
      await page.keyboard.press("Control+f");
      await page.locator(".cm-search").waitFor({ timeout: 3000 });
      await page.keyboard.press("Escape");
    });

    await check("destroy removes the editor; later calls are no-ops", async () => {
      const res = await page.evaluate(() => {
        const doc = window.ed.getDoc();
        window.ed.destroy();
        try {
          window.ed.setDoc("x");
          window.ed.setDiagnostics([{ line: 1, severity: "error", message: "x" }]);
          window.ed.highlightLines([1]);
          window.ed.setTheme(true);
          window.ed.focus();
          window.ed.destroy();
          return { ok: window.ed.getDoc() === doc, left: document.querySelectorAll(".cm-editor").length };
        } catch (e) {
          return { err: String(e) };
        }
      });
      assert(!res.err, "threw after destroy: " + res.err);
      assert(res.ok, "getDoc after destroy changed");
      assert(res.left === 0, ".cm-editor still in the DOM");
    });

    await check("no page errors and no non-localhost requests", async () => {
      assert(pageErrors.length === 0, "page errors:\n" + pageErrors.join("\n"));
      assert(foreign.length === 0, "blocked requests:\n" + foreign.join("\n"));
    });
  } finally {
    if (browser) await browser.close().catch(() => {});
    if (server) {
      server.proc.removeAllListeners("exit");
      server.proc.kill("SIGTERM");
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (e) {
  failed++;
  console.log("FAIL setup: " + String(e && e.stack || e));
}
console.log(`editor: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
