// The package's options mirror `sparkpods render`'s flags (each combination renders what the
// CLI renders with those flags), bad input throws an Error naming the option, and `keys` /
// `versions` list what `sparkpods keys` / `sparkpods versions` list.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { check, inputPaths, keys, readInputFiles, render, versions } from "../node.mjs";
import { root, runCli } from "./cases.mjs";

/** A fresh directory under the OS's temp dir, removed when the tests are done. */
const temps = [];
function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}
after(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));


const examples = join(root, "examples");
const sparkPi = readFileSync(join(examples, "spark-pi.conf"), "utf8");

async function cliRender(args, cwd = examples, conf = "spark-pi.conf") {
  const cli = await runCli(["render", "--conf", conf, ...args], cwd);
  assert.ok(cli.code === 0 || cli.code === 3, cli.stderr);
  return JSON.parse(cli.stdout);
}

test("every option renders what its command-line flag renders", async () => {
  const combinations = [
    [{}, []],
    [{ sparkVersion: "4.1", submitVersion: "3.4.4" }, ["--spark-version", "4.1", "--submit-version", "3.4.4"]],
    [{ role: "driver" }, ["--role", "driver"]],
    [{ deployMode: "client" }, ["--deploy-mode", "client"]],
    [{ role: "executor", executorId: "7" }, ["--role", "executor", "--executor-id", "7"]],
    [
      { mainResource: "local:///opt/app/job.py", appArgs: ["a", "b c", ""] },
      ["--main-resource", "local:///opt/app/job.py", "--app-arg", "a", "--app-arg", "b c", "--app-arg", ""],
    ],
    [
      { mainClass: "org.example.Main", proxyUser: "bob", appId: "spark-0042", driverPodUid: "uid-1", driverPod: false },
      ["--main-class", "org.example.Main", "--proxy-user", "bob", "--app-id", "spark-0042", "--driver-pod-uid", "uid-1", "--no-driver-pod"],
    ],
    [
      { env: { SPARK_LOCAL_DIRS: "/a,/b", SPARK_USER: "" } },
      ["--env", "SPARK_LOCAL_DIRS=/a,/b", "--env", "SPARK_USER="],
    ],
    [
      { set: { "spark.executor.instances": "3", "spark.authenticate": "true" } },
      ["--set", "spark.executor.instances=3", "--set", "spark.authenticate=true"],
    ],
    [
      { set: { "spark.authenticate": "true" }, normalize: false, cwd: realpathSync(examples) },
      ["--set", "spark.authenticate=true", "--no-normalize"],
    ],
  ];
  for (const [options, flags] of combinations) {
    assert.deepStrictEqual(render(sparkPi, options), await cliRender(flags), JSON.stringify(options));
  }
  // An option set to undefined or null is not set.
  assert.deepStrictEqual(render(sparkPi, { sparkVersion: undefined, env: undefined, appArgs: null }), render(sparkPi));
  assert.deepStrictEqual(render(sparkPi, null), render(sparkPi));
});

test("options win over the conf's directives, as flags do", async () => {
  const dir = realpathSync(tempDir("sparkpods-js-"));
  const conf = `#@app-arg from-file\n#@no-driver-pod\n#@role driver\n#@spark-version 3.4\n${sparkPi}`;
  writeFileSync(join(dir, "d.conf"), conf);
  const pairs = [
    [{}, []],
    [{ appArgs: [], role: "both", sparkVersion: "4.3.0" }, ["--app-args", "", "--role", "both", "--spark-version", "4.3.0"]],
  ];
  for (const [options, flags] of pairs) {
    assert.deepStrictEqual(render(conf, options), await cliRender(flags, dir, "d.conf"), JSON.stringify(options));
  }
  // The CLI has no flag that brings the driver pod back; the option does.
  assert.equal(render(conf, { driverPod: true }).inputs.driverPod, true);
});

test("files given as text and as bytes read alike, and readInputFiles reads what the CLI reads", async () => {
  const dir = realpathSync(tempDir("sparkpods-js-"));
  const template = "apiVersion: v1\nkind: Pod\nspec:\n  terminationGracePeriodSeconds: 9007199254740993\n  containers:\n  - name: spark\n";
  writeFileSync(join(dir, "tpl.yaml"), template);
  const conf = `${sparkPi}spark.kubernetes.driver.podTemplateFile tpl.yaml\n`;
  writeFileSync(join(dir, "t.conf"), conf);
  const options = { cwd: dir };
  assert.deepEqual(inputPaths(conf, options), { files: ["tpl.yaml"], dirs: [] });
  const fromDisk = render(conf, { ...options, files: readInputFiles(conf, options) });
  assert.deepStrictEqual(fromDisk, await cliRender([], dir, "t.conf"));
  // Past 2^53 the number is the double JSON.parse reads, as for the CLI's text.
  assert.equal(fromDisk.driver.pod.spec.terminationGracePeriodSeconds, 9007199254740992);
  assert.deepStrictEqual(render(conf, { ...options, files: { "tpl.yaml": template } }), fromDisk);
  assert.deepStrictEqual(render(conf, { ...options, files: { "tpl.yaml": new TextEncoder().encode(template).buffer } }), fromDisk);
  // A file not handed over is missing, as a file not on disk is for the CLI.
  const empty = realpathSync(tempDir("sparkpods-js-"));
  writeFileSync(join(empty, "t.conf"), conf);
  const missing = render(conf, { cwd: empty });
  assert.ok(missing.error, "Spark cannot load the template");
  assert.deepStrictEqual(missing, await cliRender([], empty, "t.conf"));
});

test("randomIds draws fresh ids like --random-ids", () => {
  const a = render(sparkPi, { randomIds: true });
  const b = render(sparkPi, { randomIds: true });
  assert.match(a.inputs.appId, /^spark-[0-9a-f]{32}$/);
  assert.notEqual(a.inputs.appId, b.inputs.appId);
  assert.doesNotMatch(JSON.stringify(a), /<UUID>|<TIMESTAMP>/);
  assert.equal(render(sparkPi, { randomIds: true, appId: "spark-1" }).inputs.appId, "spark-1");
});

test("bad input throws an Error that names the argument or option", () => {
  const throwsWith = (call, pattern) => assert.throws(call, (e) => e instanceof Error && pattern.test(e.message));
  throwsWith(() => render(undefined), /^sparkpods\.render: confText is the conf's text .* not undefined$/);
  throwsWith(() => render(sparkPi, "4.1"), /^sparkpods\.render: options is an object, not string "4\.1"$/);
  throwsWith(() => render(sparkPi, { sparkVersion: "2.4" }), /^sparkpods\.render: options\.sparkVersion: unsupported Spark version `2\.4`: sparkpods reproduces 3\.3\.0/);
  throwsWith(() => render(sparkPi, { submitVersion: 4 }), /^sparkpods\.render: options\.submitVersion: invalid type: floating point `4(\.0)?`, expected a string$/);
  throwsWith(() => render(sparkPi, { role: "drivers" }), /options\.role: unknown variant `drivers`, expected one of `driver`, `executor`, `both`/);
  throwsWith(() => render(sparkPi, { appArgs: "a,b" }), /options\.appArgs: invalid type: string "a,b", expected an array of strings$/);
  throwsWith(() => render(sparkPi, { appArgs: ["a", 2] }), /options\.appArgs\[1\]: invalid type: .*, expected a string$/);
  throwsWith(() => render(sparkPi, { env: "SPARK_USER=me" }), /options\.env: invalid type: string "SPARK_USER=me", expected an object$/);
  throwsWith(() => render(sparkPi, { driverPod: "no" }), /options\.driverPod: invalid type: string "no", expected a boolean$/);
  throwsWith(() => render(sparkPi, { files: { "t.yaml": 3 } }), /options\.files\.t\.yaml: .*expected the file's text \(a string\) or its bytes \(a Uint8Array\)/);
  throwsWith(() => render(sparkPi, { env: { "A=B": "1" } }), /options\.env\.A=B: /);
  throwsWith(() => render(sparkPi, { set: { "": "1" } }), /options\.set\.: a conf key is not empty/);
  throwsWith(() => render(sparkPi, { sparkVerison: "3.5.5" }), /options\.sparkVerison: unknown field `sparkVerison`, expected one of `sparkVersion`/);
  throwsWith(() => check(sparkPi, { randomIds: true }), /^sparkpods\.check: options\.randomIds: an option of render, not of check$/);
  throwsWith(() => render("#@role nobody\n"), /^sparkpods\.render: --role must be driver, executor or both, not `nobody`$/);
  throwsWith(() => render("spark.a \\u12"), /^sparkpods\.render: conf: /);
  throwsWith(() => keys("9.9"), /^sparkpods\.keys: unsupported Spark version `9\.9`/);
  throwsWith(() => keys(3.5), /^sparkpods\.keys: version is a Spark release such as "3\.5\.5"/);
});

test("keys lists the registry of `sparkpods keys`, release by release", async () => {
  const cli = await runCli(["keys"], root);
  const listed = new Map(
    cli.stdout.replace(/\n$/, "").split("\n").map((line) => {
      const [key, type, doc] = line.split("\t");
      return [key, { type, doc }];
    }),
  );
  const seen = new Set();
  for (const { version } of versions()) {
    for (const k of keys(version)) {
      seen.add(k.key);
      assert.deepEqual({ type: k.type, doc: k.doc }, listed.get(k.key), k.key);
      assert.equal(k.prefix, k.key.endsWith("."), k.key);
    }
  }
  assert.deepEqual([...seen].sort(), [...listed.keys()].sort());
  assert.deepStrictEqual(keys(), keys("3.5.5"));
  const v355 = new Set(keys("3.5.5").map((k) => k.key));
  assert.ok(!v355.has("spark.kubernetes.driver.service.publishNotReadyAddresses"), "a 4.x key is not a 3.5 key");
  const memory = keys("3.5.5").find((k) => k.key === "spark.executor.memory");
  assert.equal(memory.default, "1g");
});

test("versions lists the releases of `sparkpods versions`", async () => {
  const cli = await runCli(["versions"], root);
  const table = cli.stdout.split("\n\n")[0].split("\n").slice(1);
  const ours = versions();
  assert.equal(ours.length, table.length);
  ours.forEach((v, i) => {
    const row = `${v.version.padEnd(8)} ${v.scala.padEnd(6)} ${v.fabric8.padEnd(8)} ${v.templates.padEnd(35)} ${v.behaviours.map((b) => b.id).join(", ")}`;
    assert.equal(row, table[i]);
  });
  assert.deepEqual(ours.filter((v) => v.default).map((v) => v.version), ["3.5.5"]);
  const lines = new Set(ours.map((v) => v.line));
  assert.equal(ours.filter((v) => v.newestOfLine).length, lines.size);
});
