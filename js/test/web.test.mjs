// The browser entry point under Node, as a browser uses it: nothing works before `await init()`
// (a clear error says so), a failed load rejects with a clear error and can be retried, and
// after `init` with the module's bytes the functions give what the CLI gives.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import init, { check, keys, render, versions } from "../web.mjs";
import { root, runCli } from "./cases.mjs";

const wasmUrl = new URL("../pkg/sparkpods_bg.wasm", import.meta.url);
const sparkPi = readFileSync(join(root, "examples/spark-pi.conf"), "utf8");

test("calls before init throw, naming the fix", () => {
  for (const call of [() => render(sparkPi), () => check(sparkPi), () => keys(), () => versions()]) {
    assert.throws(call, /the WebAssembly module is not loaded yet; await init\(\) from "sparkpods\/web" first/);
  }
});

test("a failed load rejects with a clear error, and init can be retried", async () => {
  await assert.rejects(init(new Uint8Array([0, 1, 2, 3])), /^Error: sparkpods\.init: cannot load the WebAssembly module: /);
  assert.throws(() => render(sparkPi), /not loaded yet/);
});

test("after init with the module's bytes, render gives what the CLI gives", async () => {
  const loading = init(readFileSync(wasmUrl));
  assert.equal(init(readFileSync(wasmUrl)), loading, "a second call while loading shares the load");
  await loading;
  await init(); // loaded: resolves at once, fetches nothing
  const cli = await runCli(["render", "--conf", "spark-pi.conf", "--spark-version", "4.3.0"], join(root, "examples"));
  assert.deepStrictEqual(render(sparkPi, { sparkVersion: "4.3.0" }), JSON.parse(cli.stdout));
  assert.ok(versions().length >= 34);
});

test("init also takes a compiled WebAssembly.Module (a fresh process)", () => {
  const web = new URL("../web.mjs", import.meta.url).href;
  const script = `import init, { render } from ${JSON.stringify(web)};
    import { readFileSync } from "node:fs";
    const module = await WebAssembly.compile(readFileSync(new URL(${JSON.stringify(wasmUrl.href)})));
    await init(module);
    console.log(render("spark.app.name x\\n", { sparkVersion: "3.4" }).sparkVersion);`;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  assert.equal(out.trim(), "3.4.4");
});
