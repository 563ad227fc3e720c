// End-to-end tests of the playground in a real browser (Debian chromium via playwright-core),
// against the release dist/ served on 127.0.0.1. Run: node tests/browser/playground.test.mjs
// (after scripts/build-web.sh); BROWSER_ONLY=text runs the tests whose name has it. Screenshots
// go to tests/artifacts/ (not committed).
// Prints "browser: N passed, M failed" and exits non-zero on any failure.
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { launch, newPage, editorText, typeInEditor, yamlText, waitForRender } from "./support.mjs";
import { serve } from "./server.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const artifacts = join(root, "tests", "artifacts");
mkdirSync(artifacts, { recursive: true });

const srv = await serve(join(root, "dist"));
const browser = await launch();
let passed = 0;
let failed = 0;
const foreign = [];

/**
 * `expectErrors`: the test provokes console errors on purpose (a missing file); `allowErrors`:
 * only the errors matching it are expected.
 */
async function test(name, fn, { expectErrors = false, allowErrors = null } = {}) {
  // BROWSER_ONLY=text runs only the tests whose name has it (while working on them).
  if (process.env.BROWSER_ONLY && !name.includes(process.env.BROWSER_ONLY)) return;
  const { context, page, requests, errors } = await newPage(browser, srv.url);
  try {
    await fn(page, context);
    // No script errors, no Content-Security-Policy violations.
    const unexpected = errors.filter((e) => !(allowErrors && allowErrors.test(e)));
    if (!expectErrors) assert.deepEqual(unexpected, [], "the page logged errors");
    passed++;
    console.log(`ok   ${name}`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${name}\n${e.stack ?? e}`);
    await page.screenshot({ path: join(artifacts, `failed-${name.replace(/\W+/g, "-")}.png`) }).catch(() => {});
  } finally {
    foreign.push(...requests.filter((u) => !u.startsWith(srv.url) && !/^(data|blob):/.test(u)));
    await context.close();
  }
}

await test("loads the first example and previews both pods", async (page) => {
  await page.goto(srv.url);
  await waitForRender(page);
  assert.match(await yamlText(page, "executor"), /spark-role: executor/);
  assert.match(await page.locator('[data-testid="summary"]').innerText(), /Driver \+ 4 executors/);
  assert.equal(await page.locator('[data-testid="conf-editor"]').count(), 1, "CodeMirror editor is used");
  await page.screenshot({ path: join(artifacts, "01-loaded.png") });
});

await test("typing spark.executor.memory 8g gives a 9011Mi executor request", async (page) => {
  await page.goto(srv.url);
  await waitForRender(page);
  await typeInEditor(page, "\nspark.executor.memory 8g");
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="yaml-executor"]')?.textContent.includes("memory: 9011Mi"));
  const mem = await page.locator('[data-testid="summary-executor"] .mem-req').innerText();
  assert.equal(mem, "9011Mi");
  await page.screenshot({ path: join(artifacts, "02-memory-8g.png") });
});

await test("a client-mode conf previews the executors of the spark-submit process, and no driver pod", async (page) => {
  await page.goto(srv.url);
  await waitForRender(page);
  await typeInEditor(page, "\nspark.submit.deployMode client");
  await page.waitForFunction(() =>
    /CoarseGrainedScheduler@<SUBMITTING-HOST>:\d+/.test(document.querySelector('[data-testid="yaml-executor"]')?.textContent ?? ""));
  await page.locator('[data-testid="problems"] li[data-code="driver-unreachable"]').waitFor();
  await page.locator('[data-testid="tab-driver"]').click();
  assert.match(await page.locator('[data-testid="empty-doc"]').innerText(), /Client mode .*no driver pod/);
});

await test("a misspelled key gets a did-you-mean diagnostic in the list and the editor", async (page) => {
  await page.goto(srv.url);
  await waitForRender(page);
  await typeInEditor(page, "\nspark.executor.memroy 2g");
  const problem = page.locator('[data-testid="problems"] li[data-code="unknown-key"]', { hasText: "spark.executor.memroy" });
  await problem.waitFor();
  const text = await problem.innerText();
  assert.match(text, /spark\.executor\.memroy/);
  assert.match(text, /spark\.executor\.memory/, "suggests the right key");
  assert.match(text, /line 12/);
  await page.locator(".cm-lintRange-warning, .cm-lintRange-error").first().waitFor();
  // The problem's line number puts the editor's cursor on that line.
  await page.locator(".cm-line").first().click();
  await problem.locator('[data-testid="go-to-line"]').click();
  await page.waitForFunction(() =>
    document.querySelector(".cm-activeLine")?.textContent.includes("spark.executor.memroy"));
  await page.screenshot({ path: join(artifacts, "03-did-you-mean.png") });
});

await test("every key Spark declares: the catalog loads when the conf first names a key sparkpods does not read", async (page) => {
  const fetched = [];
  page.on("request", (r) => {
    if (/\/keys\.tsv$/.test(r.url())) fetched.push(r.url());
  });
  await page.goto(srv.url);
  await waitForRender(page);
  assert.deepEqual(fetched, [], "not part of the first load");
  await typeInEditor(page, "\nspark.eventLog.enable true");
  const typo = page.locator('[data-testid="problems"] li[data-code="unknown-key"]', { hasText: "spark.eventLog.enable" });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="problems"] li[data-code="unknown-key"]')]
      .some((li) => li.innerText.includes("spark.eventLog.enabled")));
  assert.match(await typo.innerText(), /did you mean spark\.eventLog\.enabled/);
  assert.equal(fetched.length, 1, "fetched once, on demand");
  // The editor completes the catalog's keys, with their docs.
  await typeInEditor(page, "\n");
  await page.keyboard.type("spark.sql.shuffle.partit");
  await page.locator(".cm-tooltip-autocomplete li", { hasText: "spark.sql.shuffle.partitions" }).first().waitFor();
  await page.keyboard.press("Escape");
  assert.equal(fetched.length, 1, "loaded once per visit");
});

await test("switching the Spark version changes version-specific output", async (page) => {
  await page.goto(srv.url);
  await waitForRender(page);
  await page.locator('[data-testid="tab-resources"]').click();
  const v35 = await yamlText(page, "resources");
  assert.doesNotMatch(v35, /kind: NetworkPolicy/);
  await page.locator('[data-testid="version"]').selectOption("4.3.0");
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="yaml-resources"]')?.textContent.includes("kind: NetworkPolicy"));
  assert.match(await page.locator('[data-testid="status"]').innerText(), /Spark 4\.3\.0/);
});

await test("every release from 3.3.0 to 4.3.0 is selectable, and patches differ where Spark's do", async (page) => {
  await page.goto(srv.url);
  await waitForRender(page);
  const releases = await page.locator('[data-testid="version"] option').allInnerTexts();
  assert.equal(releases.length, 34, releases.join(" "));
  assert.deepEqual(
    await page.locator('[data-testid="version"] optgroup').evaluateAll((gs) => gs.map((g) => g.label)),
    ["Spark 4.3", "Spark 4.2", "Spark 4.1", "Spark 4.0", "Spark 3.5", "Spark 3.4", "Spark 3.3"]);
  await typeInEditor(page, "\nspark.executor.extraLibraryPath /opt/native/lib");
  // SPARK_EXECUTOR_LIBRARY_PATH came with 4.0.5 (and 4.1.4, 4.2.1) as a patch-release fix.
  await page.locator('[data-testid="version"]').selectOption("4.0.4");
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.innerText.includes("4.0.4"));
  assert.doesNotMatch(await yamlText(page, "executor"), /SPARK_EXECUTOR_LIBRARY_PATH/);
  await page.locator('[data-testid="version"]').selectOption("4.0.5");
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="yaml-executor"]')?.textContent.includes("SPARK_EXECUTOR_LIBRARY_PATH"));
  assert.match(await yamlText(page, "executor"), /spark-version: "4\.0\.5"/);
});

await test("spark-submit's release builds the driver, the image's the executors, and check says so", async (page) => {
  await page.goto(srv.url);
  await waitForRender(page);
  await page.locator('[data-testid="version"]').selectOption("3.5.5");
  await page.locator('[data-testid="submit-version"]').selectOption("4.3.0");
  const warning = page.locator('[data-testid="problems"] li[data-code="mixed-releases"]');
  await warning.waitFor();
  assert.match(await warning.innerText(), /spark-submit 4\.3\.0 builds the driver pod, the image's Spark 3\.5\.5 builds the\s+executors/);
  // 4.3.0 sets a container securityContext: on the driver only.
  assert.match(await yamlText(page, "driver"), /spark-version: "4\.3\.0"[\s\S]*securityContext/);
  const executor = await yamlText(page, "executor");
  assert.match(executor, /spark-version: "3\.5\.5"/);
  assert.doesNotMatch(executor, /securityContext/);
  // Back to one release: no warning.
  await page.locator('[data-testid="submit-version"]').selectOption({ index: 0 });
  await page.waitForFunction(() => !document.querySelector('[data-testid="problems"] li[data-code="mixed-releases"]'));
  await page.screenshot({ path: join(artifacts, "09-mixed-releases.png") });
});

await test("Compare releases lists each changed field with the release and the reason", async (page) => {
  const fetched = [];
  page.on("request", (r) => {
    if (/split_compare-[0-9a-f]+\.wasm$/.test(r.url())) fetched.push(r.url());
  });
  await page.goto(srv.url);
  await waitForRender(page);
  await page.locator('[data-testid="version"]').selectOption("3.5.5");
  assert.deepEqual(fetched, [], "the release diff is not part of the first load");
  await page.locator('[data-testid="tab-compare"]').click();
  await page.locator('[data-testid="compare-with"]').selectOption("4.2.1");
  await page.locator('[data-testid="compare-summary"]').waitFor();
  assert.match(await page.locator('[data-testid="compare-summary"]').innerText(), /Spark 3\.5\.5 → 4\.2\.1: \d+ field\(s\) of \d+ object\(s\) differ/);
  const policy = page.locator('[data-testid="compare-object"]', { hasText: "NetworkPolicy" });
  await policy.waitFor();
  assert.match(await policy.innerText(), /4\.2\.0: creates_network_policy/);
  // The same release compares equal.
  await page.locator('[data-testid="compare-with"]').selectOption("3.5.5");
  await page.locator('[data-testid="compare-empty"]').waitFor();
  assert.equal(fetched.length, 1, "the release diff loaded once, with the tab");
  // The choice is part of the share link.
  await page.waitForFunction(() => location.hash.length > 1);
  await page.screenshot({ path: join(artifacts, "10-compare.png") });
});

await test("keeps working offline once loaded", async (page, context) => {
  await page.goto(srv.url);
  await waitForRender(page);
  await context.setOffline(true);
  await typeInEditor(page, "\nspark.executor.cores 3");
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="yaml-executor"]')?.textContent.includes('cpu: "3"'));
  // The half-typed key asked for the key catalog, which cannot be fetched offline: said so.
  await page.waitForFunction(() =>
    /key catalog/.test(document.querySelector('[data-testid="notice"]')?.innerText ?? ""));
  // Completion and search (fetched on the editor's first focus) could not load either; the
  // next focus after that, once back online, fetches them.
  await page.locator('.cm-editor[data-extras="failed"]').waitFor();
  await context.setOffline(false);
  await page.locator('[data-testid="examples-button"]').focus();
  await page.locator(".cm-content").click();
  await page.locator('.cm-editor[data-extras="loaded"]').waitFor();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("spark.executor.memoryOv");
  await page.locator(".cm-tooltip-autocomplete li", { hasText: "spark.executor.memoryOverhead" }).first().waitFor();
}, { allowErrors: /ERR_INTERNET_DISCONNECTED|conf editor: completion, search and the editing keys did not load/ });

await test("the examples gallery opens from the keyboard and closes with Escape", async (page) => {
  await page.goto(srv.url);
  await waitForRender(page);
  await page.locator('[data-testid="examples-button"]').focus();
  await page.keyboard.press("Enter");
  await page.locator('[data-example="basic-jvm"]').focus();
  await page.keyboard.press("Escape");
  await page.locator('[data-testid="gallery"]').waitFor({ state: "detached" });
});

await test("opening an example replaces the conf and the preview", async (page) => {
  await page.goto(srv.url);
  await waitForRender(page);
  await page.locator('[data-testid="examples-button"]').click();
  await page.locator('[data-testid="gallery"]').waitFor();
  await page.screenshot({ path: join(artifacts, "04-gallery.png") });
  await page.locator('[data-example="gpu"]').click();
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="summary-executor"]')?.innerText.includes("nvidia.com/gpu: 1"));
  assert.match(await editorText(page), /spark\.executor\.resource\.gpu\.amount/);
  assert.match(await page.locator('[data-testid="notice"]').innerText(), /GPU executors/);
});

await test("the pod template reader loads only once a conf names a template", async (page) => {
  const fetched = [];
  page.on("request", (r) => {
    if (/split_pod_templates-[0-9a-f]+\.wasm$/.test(r.url())) fetched.push(r.url());
  });
  await page.goto(srv.url);
  await waitForRender(page);
  assert.deepEqual(fetched, [], "the first preview needs no template reader");
  await page.locator('[data-testid="examples-button"]').click();
  await page.locator('[data-example="sidecar-template"]').click();
  await page.locator('[data-testid="tab-driver"]').click();
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="yaml-driver"]')?.textContent.includes("fluent-bit"));
  assert.equal(fetched.length, 1, "fetched once, on demand");
  // The template's container and Spark's, merged as Spark merges them.
  const driver = await yamlText(page, "driver");
  assert.match(driver, /name: fluent-bit/);
  assert.match(driver, /mountPath: \/var\/log\/spark/);
  // Loaded for the page's lifetime: another template conf renders at once.
  await typeInEditor(page, "\nspark.kubernetes.driver.label.extra yes");
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="yaml-driver"]')?.textContent.includes("extra: \"yes\""));
  assert.equal(fetched.length, 1);
});

await test("while the template reader loads the preview says so; a failed load says what to do", async (page) => {
  let release;
  const gate = new Promise((ok) => (release = ok));
  await page.route(/split_pod_templates-[0-9a-f]+\.wasm$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(srv.url);
  await waitForRender(page);
  await page.locator('[data-testid="examples-button"]').click();
  await page.locator('[data-example="sidecar-template"]').click();
  await page.locator('[data-testid="tab-driver"]').click();
  const status = page.locator('[data-testid="loading-templates"]');
  assert.match(await status.innerText(), /Loading the pod template reader/);
  release();
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="yaml-driver"]')?.textContent.includes("fluent-bit"));

  // A fresh context (this one's localStorage now holds the template example).
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.route(/split_pod_templates-[0-9a-f]+\.wasm$/, (route) => route.abort());
    await other.goto(srv.url);
    await waitForRender(other);
    await other.locator('[data-testid="examples-button"]').click();
    await other.locator('[data-example="sidecar-template"]').click();
    await other.locator('[data-testid="tab-driver"]').click();
    await other.waitForFunction(() =>
      /could not load the pod template reader.*reload the page/.test(
        document.querySelector('[data-testid="loading-templates"]')?.innerText ?? ""));
  } finally {
    await fresh.close();
  }
}, { expectErrors: true });

const KUBEFLOW_APP = `apiVersion: sparkoperator.k8s.io/v1beta2
kind: SparkApplication
metadata:
  name: spark-pi
spec:
  type: Scala
  mode: cluster
  image: apache/spark:3.5.5
  sparkVersion: 3.5.5
  mainClass: org.apache.spark.examples.SparkPi
  mainApplicationFile: local:///opt/spark/examples/jars/spark-examples.jar
  driver:
    cores: 1
    memory: 2g
  executor:
    instances: 2
    coers: 2
    memory: 4g
    tolerations:
    - key: dedicated
      operator: Exists
`;

await test("a pasted SparkApplication is edited as YAML and previewed as its operator submits it", async (page) => {
  const fetched = [];
  page.on("request", (r) => {
    if (/(split_operators|chunk_[0-9]+)-[0-9a-f]+\.wasm$/.test(r.url())) fetched.push(r.url());
  });
  await page.goto(srv.url);
  await waitForRender(page);
  assert.deepEqual(fetched, [], "the first preview needs no operator code");
  await page.locator(".cm-content").click();
  await page.keyboard.press("Control+A");
  await page.keyboard.insertText(KUBEFLOW_APP);
  await page.locator('.cm-editor[data-language="yaml"]').waitFor();
  await page.locator('[data-testid="tab-driver"]').click();
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="yaml-driver"]')?.textContent.includes("name: spark-pi-driver"));
  assert.ok(fetched.some((u) => /split_operators/.test(u)), "the operators module, on demand");
  assert.match(await page.locator('[data-testid="operator-note"]').innerText(), /kubeflow spark-operator v2\.5\.2/);
  // The typo is a warning at its line, with the field it means.
  const problems = await page.locator('[data-testid="problems"]').innerText();
  assert.match(problems, /spec\.executor\.coers/);
  assert.match(problems, /did you mean `cores`/);
  // The pod webhook's toleration: explained by the resource field it came from.
  await page.locator('[data-testid="tab-executor"]').click();
  const line = page.locator('[data-testid="yaml-executor"] .yl', { hasText: "key: dedicated" }).first();
  await line.click();
  await page.locator('[data-testid="explain-fields"]').waitFor();
  assert.match(await page.locator('[data-testid="explain-fields"]').innerText(),
    /spec\.executor\.tolerations \(by the operator's pod webhook\)/);
  // A conf-made field names the typed field that submitted its key.
  await page.locator('[data-testid="yaml-executor"] .yl', { hasText: "memory: 4505Mi" }).first().click();
  await page.waitForFunction(() =>
    /spec\.executor\.memory \(as spark\.executor\.memory\)/.test(
      document.querySelector('[data-testid="explain-fields"]')?.innerText ?? ""));
  await page.locator(".cm-sp-highlight").first().waitFor();
  await page.screenshot({ path: join(artifacts, "06-spark-application.png") });
  // Fields complete like keys do.
  await typeInEditor(page, "\n");
  await page.keyboard.type("  serviceAcc");
  await page.locator(".cm-tooltip-autocomplete li", { hasText: "serviceAccount" }).first().waitFor();
  await page.keyboard.press("Escape");
  const count = fetched.length;
  // The gallery's Apache operator resource: named after its app id; no second fetch.
  await page.locator('[data-testid="examples-button"]').click();
  await page.locator('[data-example="apache-operator"]').click();
  await page.locator('[data-testid="tab-driver"]').click();
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="yaml-driver"]')?.textContent.includes("name: etl-0-driver"));
  assert.equal(fetched.length, count, "loaded once per visit");
});

await test("the summary card opens into each pod's memory, and check warns where it OOMKills", async (page) => {
  await page.goto(srv.url);
  await waitForRender(page);
  await page.locator('[data-testid="memory"] > summary').click();
  const executor = page.locator('[data-testid="memory-executor"]');
  // The first example's 4g executor: 4096 MiB of heap and 409 MiB of overhead, 4505 MiB in all.
  assert.match(await executor.locator(".seg-heap").innerText(), /JVM heap \(-Xmx 4096 MiB\): 4096 MiB/);
  assert.match(await executor.locator(".seg-overhead").innerText(), /overhead \(0\.1 × the heap\): 409 MiB/);
  assert.match(await executor.innerText(), /Spark asks for 4505 MiB .* request 4505Mi, limit 4505Mi/);
  assert.match(await page.locator('[data-testid="memory-driver"]').innerText(), /-Xmx from spark\.driver\.memory/);
  // Local dirs in memory: the note, and check's warning with the numbers.
  await typeInEditor(page, "\nspark.kubernetes.local.dirs.tmpfs true");
  await page.waitForFunction(() =>
    /is in memory: its files count inside the limit/.test(document.querySelector('[data-testid="memory-executor"]')?.textContent ?? ""));
  const warning = page.locator('[data-testid="problems"] li[data-code="local-dirs-tmpfs"]', { hasText: "executor" });
  await warning.waitFor();
  assert.match(await warning.innerText(), /only 409 MiB is beside the 4096 MiB heap/);
  await page.screenshot({ path: join(artifacts, "memory-anatomy.png") });
});

await test("a SparkApplication lists what only the pod webhook sets, and a memoryLimit above the request", async (page) => {
  await page.goto(srv.url);
  await waitForRender(page);
  await page.locator(".cm-content").click();
  await page.keyboard.press("Control+A");
  await page.keyboard.insertText(KUBEFLOW_APP.replace("    memory: 4g\n", "    memory: 4g\n    memoryLimit: 6g\n"));
  const fields = page.locator('[data-testid="webhook-fields"]');
  await fields.waitFor();
  await fields.locator("summary").click();
  const toleration = fields.locator('[data-testid="webhook-field"]', { hasText: "spec.executor.tolerations" }).first();
  assert.match(await toleration.innerText(), /executor/);
  assert.match(await toleration.innerText(), /spec\.executor\.template/);
  // The webhook's limit: the bar's hatched part, and the warning with the overhead that fixes it.
  await page.locator('[data-testid="memory"] > summary').click();
  assert.match(await page.locator('[data-testid="memory-executor"] .seg-above-request').innerText(), /limit above the request: 1639 MiB/);
  const warning = page.locator('[data-testid="problems"] li[data-code="memory-limit-above-request"]');
  await warning.waitFor();
  assert.match(await warning.innerText(), /spec\.executor\.memoryOverhead to 2048m/);
});

await test("Convert to… writes the inputs as another form and lists the pod fields that still differ", async (page) => {
  await page.goto(srv.url);
  await waitForRender(page);
  await page.locator('[data-testid="tab-convert"]').click();
  // The default target: a kubeflow SparkApplication, its operator's labels reported with why.
  const text = page.locator('[data-testid="convert-text"]');
  await text.waitFor();
  assert.match(await text.innerText(), /kind: SparkApplication/);
  assert.match(await text.innerText(), /executor:\n    instances: 4\n    cores: 2\n    memory: 4g/);
  const label = page.locator('[data-testid="parity-field"]', { hasText: "sparkoperator.k8s.io/app-name" }).first();
  assert.match(await label.innerText(), /the conf differs: spark\.kubernetes\.driver\.label\.sparkoperator\.k8s\.io\/app-name/);
  assert.equal(await page.locator(".parity-report li.unexplained").count(), 0);
  // A command line renders the same pods as the conf.
  await page.locator('[data-testid="convert-to"]').selectOption("spark-submit");
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="convert-text"]')?.textContent.includes("spark-submit \\\n  --master k8s://https://kubernetes.default.svc \\\n  --deploy-mode cluster"));
  assert.match(await page.locator('[data-testid="parity-exact"]').innerText(), /render the same pods/);
  await page.screenshot({ path: join(artifacts, "convert.png") });
});

await test("while the operators' code loads the preview says so; a failed load says what to do", async (page) => {
  let release;
  const gate = new Promise((ok) => (release = ok));
  await page.route(/split_operators-[0-9a-f]+\.wasm$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(srv.url);
  await waitForRender(page);
  await page.locator('[data-testid="examples-button"]').click();
  await page.locator('[data-example="kubeflow-operator"]').click();
  await page.locator('[data-testid="tab-driver"]').click();
  const status = page.locator('[data-testid="loading-operators"]');
  assert.match(await status.innerText(), /Loading the Spark operators' translations/);
  release();
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="yaml-driver"]')?.textContent.includes("name: spark-pi-driver"));

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.route(/split_operators-[0-9a-f]+\.wasm$/, (route) => route.abort());
    await other.goto(srv.url);
    await waitForRender(other);
    await other.locator('[data-testid="examples-button"]').click();
    await other.locator('[data-example="kubeflow-operator"]').click();
    await other.locator('[data-testid="tab-driver"]').click();
    await other.waitForFunction(() =>
      /could not load the Spark operators' translations.*reload the page/.test(
        document.querySelector('[data-testid="loading-operators"]')?.innerText ?? ""));
  } finally {
    await fresh.close();
  }
}, { expectErrors: true });

await test("the Cluster tab checks the pods against a profile, loading its code on demand", async (page) => {
  const fetched = [];
  page.on("request", (r) => {
    if (/split_cluster-[0-9a-f]+\.wasm$/.test(r.url())) fetched.push(r.url());
  });
  await page.goto(srv.url);
  await waitForRender(page);
  await page.locator('[data-testid="tab-cluster"]').click();
  assert.match(await page.locator('[data-testid="cluster-status"]').innerText(), /Paste what `kubectl get/);
  assert.deepEqual(fetched, [], "no cluster code before a profile");
  await page.locator('[data-testid="cluster-example"]').selectOption("eks-m5-2xlarge");
  await page.locator('[data-testid="cluster-namespace"]').waitFor();
  assert.equal(fetched.length, 1, "the cluster module, on demand");
  // The first example runs in spark-jobs: the profile's Namespace and quota are for `spark`.
  assert.match(await page.locator('[data-testid="cluster-namespace"]').innerText(), /namespace spark-jobs · Pod Security: no Namespace object/);
  await typeInEditor(page, "\nspark.kubernetes.namespace spark\nspark.executor.instances 12");
  // The preview follows the text after a pause: wait for the render of the whole text (the
  // namespace line alone renders first, with the example's executor count).
  await page.waitForFunction(() =>
    /namespace spark ·/.test(document.querySelector('[data-testid="cluster-namespace"]')?.innerText ?? "") &&
    /0 → 13 of 40/.test(document.querySelector('[data-testid="quota-spark-compute-pods"]')?.innerText ?? ""));
  assert.match(await page.locator('[data-testid="cluster-namespace"]').innerText(), /enforce baseline:latest · warn restricted:latest/);
  assert.match(await page.locator('[data-testid="pss-executor-baseline"]').innerText(), /executor · baseline ✓/);
  assert.match(await page.locator('[data-testid="pss-executor-restricted"]').innerText(), /executor · restricted ✗ 4/);
  assert.match(await page.locator('[data-testid="quota-spark-compute-pods"]').innerText(), /0 → 13 of 40/);
  assert.match(await page.locator('[data-testid="cluster-shapes"]').innerText(), /m5\.2xlarge/);
  assert.match(await page.locator('[data-testid="cluster-capacity"]').innerText(), /of 12 executors fit on the profile's 3 nodes/);
  assert.match(await page.locator('[data-testid="cluster-findings"]').innerText(), /Pod Security "restricted:latest" warns about the executor pod/);
  // Suggestions on request.
  await page.locator('[data-testid="cluster-suggest"]').click();
  await page.locator('[data-testid="cluster-suggestions"]').waitFor();
  assert.match(await page.locator('[data-testid="cluster-suggestions"]').innerText(), /spark\.executor\.(memory|cores)=/);
  // Names from the profile are text, never HTML.
  await page.locator('[data-testid="cluster-profile"]').fill(
    "kind: ResourceQuota\napiVersion: v1\nmetadata: {name: '<img src=x onerror=alert(1)>', namespace: spark}\nspec: {hard: {pods: '1'}}\n");
  await page.waitForFunction(() =>
    /<img src=x/.test(document.querySelector('[data-testid="cluster-refused"]')?.innerText ?? ""));
  assert.equal(await page.locator(".cluster img").count(), 0);
  // A profile that is not one says why; the module is not fetched again.
  await page.locator('[data-testid="cluster-profile"]').fill("kind: Deployment\n");
  await page.waitForFunction(() =>
    /holds no Namespace, LimitRange, ResourceQuota, Node or Pod/.test(
      document.querySelector('[data-testid="cluster-status"]')?.innerText ?? ""));
  assert.equal(fetched.length, 1, "loaded once per visit");
  await page.locator('[data-testid="cluster-example"]').selectOption("gke-n2-standard-8");
  await page.waitForFunction(() =>
    /pod-invalid|must be less than or equal to cpu limit of 500m/.test(
      document.querySelector('[data-testid="cluster-findings"]')?.innerText ?? ""));
  await page.screenshot({ path: join(artifacts, "07-cluster.png") });
  // The profile stays in this browser: after a reload it is there and checked again.
  await page.waitForFunction(() => (localStorage.getItem("sparkpods.cluster-profile.v1") ?? "").includes("n2-standard-8"));
  await page.reload();
  await waitForRender(page);
  await page.locator('[data-testid="tab-cluster"]').click();
  assert.match(await page.locator('[data-testid="cluster-profile"]').inputValue(), /n2-standard-8/);
  await page.waitForFunction(() =>
    /pod-invalid|must be less than or equal to cpu limit of 500m/.test(
      document.querySelector('[data-testid="cluster-findings"]')?.innerText ?? ""));
});

await test("the share URL restores the same state in a new page", async (page, context) => {
  await page.goto(srv.url);
  await waitForRender(page);
  await page.locator('[data-testid="version"]').selectOption("4.3.0");
  await typeInEditor(page, "\nspark.kubernetes.executor.label.team data-eng");
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="yaml-executor"]')?.textContent.includes("team: data-eng"));
  await page.locator('[data-testid="share"]').click();
  const url = page.url();
  assert.match(url, /#s=/);
  const conf = await editorText(page);
  const yaml = await yamlText(page, "executor");
  // A different browser context: no localStorage, only the link.
  const other = await browser.newContext();
  try {
    const p2 = await other.newPage();
    await p2.goto(url);
    await waitForRender(p2);
    assert.equal(await editorText(p2), conf);
    assert.equal(await yamlText(p2, "executor"), yaml);
    assert.equal(await p2.locator('[data-testid="version"]').inputValue(), "4.3.0");
    assert.match(await p2.locator('[data-testid="notice"]').innerText(), /Restored/);
  } finally {
    await other.close();
  }
});

await test("the last state survives a reload (localStorage)", async (page) => {
  await page.goto(srv.url);
  await waitForRender(page);
  await typeInEditor(page, "\nspark.kubernetes.driver.label.kept yes-kept");
  await page.waitForFunction(() => localStorage.getItem("sparkpods.playground.v1")?.includes("yes-kept"));
  await page.goto(srv.url.replace(/#.*/, "")); // no fragment: storage must restore it
  await waitForRender(page);
  assert.match(await editorText(page), /yes-kept/);
});

await test("clicking a preview line explains its step and conf key", async (page) => {
  await page.goto(srv.url);
  await waitForRender(page);
  const line = page.locator('[data-testid="yaml-executor"] .yl', { hasText: "memory: 4505Mi" }).first();
  // Hovering tells the step (the title is filled once typing pauses).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="yaml-executor"] .yl')].some((l) =>
      l.textContent.includes("memory: 4505Mi") && l.title.includes("set by BasicExecutorFeatureStep")));
  await line.click();
  const panel = page.locator('[data-testid="explain"]');
  await panel.waitFor();
  const text = await panel.innerText();
  assert.match(text, /BasicExecutorFeatureStep/);
  assert.match(await page.locator('[data-testid="explain-keys"]').innerText(), /spark\.executor\.memory/);
  await page.locator(".cm-sp-highlight").first().waitFor();
  await page.screenshot({ path: join(artifacts, "05-explain.png") });
});

await test("a pod's YAML is laid out in chunks of 32 lines: every line once, in order, the last one reachable", async (page) => {
  await page.goto(srv.url);
  await waitForRender(page);
  const shape = await page.evaluate(() => {
    const pre = document.querySelector('[data-testid="yaml-executor"]');
    const chunks = [...pre.children];
    return {
      sizes: chunks.map((c) => c.querySelectorAll(".yl").length),
      classes: [...new Set(chunks.map((c) => c.className))],
      visibility: getComputedStyle(chunks[0]).contentVisibility,
      numbers: [...pre.querySelectorAll(".yl .ln")].map((n) => Number(n.textContent)),
    };
  });
  assert.deepEqual(shape.classes, ["chunk"]);
  assert.equal(shape.visibility, "auto");
  assert.ok(shape.sizes.length > 1, `one chunk only: ${shape.sizes}`);
  assert.ok(shape.sizes.slice(0, -1).every((n) => n === 32), `${shape.sizes}`);
  assert.ok(shape.sizes.at(-1) >= 1 && shape.sizes.at(-1) <= 32);
  assert.deepEqual(shape.numbers, shape.numbers.map((_, i) => i + 1));
  // Scrolled to the end, the last line is in view (the chunks' placeholder heights do not
  // leave it out of reach).
  const last = page.locator('[data-testid="yaml-executor"] .yl').last();
  await page.locator('[data-testid="yaml-executor"]').evaluate((pre) => { pre.scrollTop = pre.scrollHeight; });
  await page.waitForFunction(() => {
    const pre = document.querySelector('[data-testid="yaml-executor"]');
    return pre.scrollTop + pre.clientHeight >= pre.scrollHeight - 1;
  });
  const [box, view] = await Promise.all([last.boundingBox(), page.locator('[data-testid="yaml-executor"]').boundingBox()]);
  assert.ok(box && view && box.y >= view.y && box.y + box.height <= view.y + view.height + 1, JSON.stringify({ box, view }));
});

await test("editing a value keeps the lines' hover text: no title is dropped and set again per keystroke", async (page) => {
  await page.goto(srv.url);
  await waitForRender(page);
  const titled = () => page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="yaml-executor"] .yl')].filter((l) => l.title.includes("set by")).length);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="yaml-executor"] .yl')].some((l) => l.title.includes("set by")));
  const before = await titled();
  // Count the lines whose title changes while a value is edited and the preview redrawn.
  await page.evaluate(() => {
    window.__titleChanges = 0;
    new MutationObserver((rs) => { window.__titleChanges += rs.length; })
      .observe(document.querySelector('[data-testid="yaml-executor"]'), { subtree: true, attributes: true, attributeFilter: ["title"] });
  });
  const rendered = await page.evaluate(() => window.__sparkpods.renderedAt);
  await page.locator(".cm-line", { hasText: "spark.executor.memory" }).click();
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.type("0"); // 4g -> 40g
  await page.waitForFunction((r) => window.__sparkpods.renderedAt !== r, rendered);
  await page.waitForFunction(() => document.querySelector('[data-testid="yaml-executor"]').textContent.includes("memory: 45056Mi"));
  assert.ok(before > 10, `${before} lines with a step`);
  assert.equal(await titled(), before);
  // Only the memory lines' text changed; their fields, hence their titles, did not.
  assert.equal(await page.evaluate(() => window.__titleChanges), 0);
});

await test("the cursor on a key highlights what it changed", async (page) => {
  await page.goto(srv.url);
  await waitForRender(page);
  await page.locator(".cm-line", { hasText: "spark.executor.cores" }).click();
  const note = page.locator('[data-testid="focus-note"]');
  await note.waitFor();
  assert.match(await note.innerText(), /spark\.executor\.cores: \d+ fields? changed/);
  assert.ok((await page.locator('[data-testid="yaml-executor"] .yl.lit').count()) > 0);
});

await test("admission tab shows verdicts and the mutation diff, its policy loaded with the tab", async (page) => {
  const fetched = [];
  page.on("request", (r) => {
    if (/split_admission-[0-9a-f]+\.wasm$/.test(r.url())) fetched.push(r.url());
  });
  await page.goto(srv.url);
  await waitForRender(page);
  assert.deepEqual(fetched, [], "the first preview needs no policy code");
  await page.locator('[data-testid="tab-admission"]').click();
  const exec = page.locator('[data-testid="verdict-executor"]');
  await exec.waitFor();
  assert.match(await exec.innerText(), /accepted/);
  assert.match(await exec.innerText(), /node-pool: spark/);
  await typeInEditor(page, "\nspark.executor.memory 28g");
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="verdict-executor"]')?.innerText.includes("rejected"));
  assert.match(await exec.innerText(), /spark\.executor\.memory/);
  assert.equal(fetched.length, 1, "the policy module, once");
  await page.screenshot({ path: join(artifacts, "06-admission.png") });
});

await test("user text is shown as text, never as HTML", async (page) => {
  let dialogs = 0;
  page.on("dialog", (d) => { dialogs++; d.dismiss(); });
  await page.goto(srv.url);
  await waitForRender(page);
  await typeInEditor(page, '\nspark.kubernetes.executor.annotation.x <img src=x onerror=alert(1)><b>bold</b>');
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="yaml-executor"]')?.textContent.includes("<img src=x"));
  assert.equal(await page.locator("pre.yaml img, pre.yaml b, .problems img").count(), 0);
  assert.equal(dialogs, 0);
});

await test("without the editor bundle the textarea fallback works", async (page) => {
  await page.route("**/vendor/editor.bundle.js", (r) => r.fulfill({ status: 404, body: "" }));
  await page.goto(srv.url);
  const ta = page.locator('[data-testid="conf-textarea"]');
  await ta.waitFor();
  await ta.press("End");
  await ta.evaluate((t) => t.setSelectionRange(t.value.length, t.value.length));
  await ta.pressSequentially("\nspark.executor.memory 8g");
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="yaml-executor"]')?.textContent.includes("memory: 9011Mi"));
  // The duplicate-key warning's line number moves the textarea's caret to the first setting.
  await page.locator('[data-testid="problems"] li[data-code="duplicate-key"] [data-testid="go-to-line"]').click();
  const caretLine = await ta.evaluate((t) => t.value.slice(0, t.selectionStart).split("\n").length);
  const expected = (await ta.inputValue()).split("\n").findIndex((l) => l.startsWith("spark.executor.memory")) + 1;
  assert.equal(caretLine, expected);
}, { expectErrors: true });

await test("dark theme follows the OS; narrow screens stack the panes", async (page, context) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(srv.url);
  await waitForRender(page);
  await page.locator(".app.dark").waitFor();
  await page.screenshot({ path: join(artifacts, "07-dark.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  const left = await page.locator("section.left").boundingBox();
  const right = await page.locator("section.right").boundingBox();
  assert.ok(right.y >= left.y + left.height - 1, "preview is below the editor on a phone");
  await page.screenshot({ path: join(artifacts, "08-narrow.png"), fullPage: true });
});

await test("keyboard: tab reaches the version selector and the tabs", async (page) => {
  await page.goto(srv.url);
  await waitForRender(page);
  const seen = new Set();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    seen.add(await page.evaluate(() => document.activeElement?.dataset?.testid ?? document.activeElement?.tagName));
  }
  assert.ok(seen.has("version"), [...seen].join(","));
  assert.ok(seen.has("tab-driver") || seen.has("tab-executor"), [...seen].join(","));
});

await browser.close();
await srv.close();

if (foreign.length) {
  failed++;
  console.log(`FAIL no request leaves localhost: ${foreign.join(", ")}`);
} else {
  passed++;
  console.log("ok   no request leaves localhost");
}
console.log(`\nbrowser: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
