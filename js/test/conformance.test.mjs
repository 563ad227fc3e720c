// `render` and `check` of the package equal the `sparkpods` command line's output on every
// conformance case, on every release it has goldens for: the same document (deep equality, and
// the same text once stringified) and the same diagnostics.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { check, readInputFiles, render } from "../node.mjs";
import { cases, inParallel, releases, runCli, smokeCases } from "./cases.mjs";

/** Every (case, release) the conformance test renders. */
function runs() {
  const smoke = smokeCases();
  const all = cases();
  return releases().flatMap(({ version, full }) =>
    all.filter((c) => full || smoke.has(c.name)).map((c) => ({ ...c, version, full })),
  );
}

/** The package's inputs for a case: its text, and the options the CLI's run amounts to. */
function packageInputs(c) {
  const text = readFileSync(join(c.dir, c.file), "utf8");
  const options = { sparkVersion: c.version, cwd: c.dir };
  return { text, options: { ...options, files: readInputFiles(text, options) } };
}

test("render equals `sparkpods render` on every conformance case and release", async () => {
  const all = runs();
  assert.ok(all.length >= 8 * 190, `only ${all.length} runs found`);
  const failures = [];
  await inParallel(all, async (c) => {
    const cli = await runCli(["render", "--conf", c.file, "--spark-version", c.version], c.dir);
    if (cli.code !== 0 && cli.code !== 3) {
      failures.push(`${c.name} @ ${c.version}: the CLI exited ${cli.code}: ${cli.stderr}`);
      return;
    }
    const { text, options } = packageInputs(c);
    const ours = render(text, options);
    try {
      assert.deepStrictEqual(ours, JSON.parse(cli.stdout));
      assert.equal(`${JSON.stringify(ours, null, 2)}\n`, cli.stdout);
      assert.equal(Boolean(ours.error), cli.code === 3, "Spark's failure is the document's error");
    } catch (e) {
      failures.push(`${c.name} @ ${c.version}: ${e.message.slice(0, 2000)}`);
    }
  });
  assert.deepEqual(failures, [], `${failures.length} of ${all.length} renders differ from the CLI`);
});

test("check equals `sparkpods check --json` on every conformance case (full releases)", async () => {
  const all = runs().filter((c) => c.full);
  const failures = [];
  const severities = new Set();
  await inParallel(all, async (c) => {
    const cli = await runCli(["check", c.file, "--json", "--spark-version", c.version], c.dir);
    if (cli.code !== 0 && cli.code !== 1) {
      failures.push(`${c.name} @ ${c.version}: the CLI exited ${cli.code}: ${cli.stderr}`);
      return;
    }
    const { text, options } = packageInputs(c);
    const ours = check(text, options);
    for (const d of ours) severities.add(d.severity);
    try {
      // The command line names the file each finding is in; the package checks one text.
      const theirs = JSON.parse(cli.stdout).map(({ file, ...d }) => d);
      assert.deepStrictEqual(ours, theirs);
      assert.equal(ours.some((d) => d.severity === "error"), cli.code === 1);
    } catch (e) {
      failures.push(`${c.name} @ ${c.version}: ${e.message.slice(0, 2000)}`);
    }
  });
  assert.ok(severities.has("error") && severities.has("warning"), "the cases exercise check");
  assert.deepEqual(failures, [], `${failures.length} of ${all.length} checks differ from the CLI`);
});
