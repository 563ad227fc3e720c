// Shared helpers of the browser tests and the browser benchmark.
import { chromium } from "../../tools/web/node_modules/playwright-core/index.mjs";

/** Debian's chromium, headless, with every background connection off (the machine is offline). */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * A fresh context (no storage) with clipboard access; every request URL is recorded, and any
 * request that would leave `base` is aborted.
 */
export async function newPage(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base.replace(/\/$/, "") });
  const requests = [];
  context.on("request", (r) => requests.push(r.url()));
  await context.route("**/*", (route) =>
    route.request().url().startsWith(base) ? route.continue() : route.abort());
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => { if (m.type() === "error") errors.push(`console: ${m.text()}`); });
  return { context, page, requests, errors };
}

/** Wait until the app has rendered a preview. */
export async function waitForRender(page) {
  await page.waitForFunction(() => window.__sparkpods?.renderedAt > 0 && document.querySelector("pre.yaml, [data-testid=failure]"));
  await page.locator('[data-testid="conf-editor"], [data-testid="conf-textarea"]').first().waitFor();
}

/** The editor's document text. */
export async function editorText(page) {
  return page.evaluate(() => {
    const ta = document.querySelector('[data-testid="conf-textarea"]');
    if (ta && ta.offsetParent !== null) return ta.value;
    return [...document.querySelectorAll(".cm-content .cm-line")].map((l) => l.textContent).join("\n");
  });
}

/** Type at the end of the editor's document, like a user (newlines via Enter). */
export async function typeInEditor(page, text) {
  await page.locator(".cm-content").click();
  await page.keyboard.press("Control+End");
  const parts = text.split("\n");
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) {
      await page.keyboard.press("Escape"); // close a completion popup, so Enter is a newline
      await page.keyboard.press("Enter");
    }
    if (parts[i]) await page.keyboard.type(parts[i]);
  }
  await page.keyboard.press("Escape");
}

/** The YAML text of a preview tab (opens it). */
export async function yamlText(page, tab) {
  await page.locator(`[data-testid="tab-${tab}"]`).click();
  const pre = page.locator(`[data-testid="yaml-${tab}"]`);
  await pre.waitFor();
  return pre.evaluate((el) =>
    [...el.querySelectorAll(".yl")].map((l) => [...l.childNodes].slice(1).map((n) => n.textContent).join("")).join("\n"));
}
