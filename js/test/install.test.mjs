// `npm install <js/>` works offline in a fresh directory (the package has no dependencies), and
// so does installing the packed tarball (which holds only what package.json's `files` lists,
// the built WebAssembly included); `import { render } from "sparkpods"` then works with no init
// call, and its types are shipped.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";

/** A fresh directory under the OS's temp dir, removed when the tests are done. */
const temps = [];
function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}
after(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));


const packageDir = fileURLToPath(new URL("..", import.meta.url));

/** npm with no registry reachable: `--offline`, and a registry address nothing listens on. */
function npm(args, cwd) {
  return execFileSync("npm", [...args, "--offline", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, npm_config_registry: "http://127.0.0.1:9/", npm_config_update_notifier: "false" },
  });
}

/** A fresh project directory that installs `spec`. */
function freshProject(spec) {
  const dir = tempDir("sparkpods-install-");
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  npm(["install", spec], dir);
  return dir;
}

/** What a consumer's script gets from `import ... from "sparkpods"`, with no init call. */
function useIt(dir) {
  writeFileSync(
    join(dir, "use.mjs"),
    `import { render, check, keys, versions } from "sparkpods";
     const doc = render("spark.app.name pi\\nspark.kubernetes.container.image apache/spark:4.1.0\\n", { sparkVersion: "4.1" });
     console.log(JSON.stringify({
       driver: doc.driver.pod.metadata.name,
       version: doc.sparkVersion,
       problems: check("spark.kubernetes.contianer.image x\\n").map((d) => d.code),
       keys: keys("4.1").length > 100,
       releases: versions().length,
     }));`,
  );
  return JSON.parse(execFileSync(process.execPath, ["use.mjs"], { cwd: dir, encoding: "utf8" }));
}

function assertWorks(dir) {
  const used = useIt(dir);
  assert.equal(used.driver, "pi-000001abcdef0123-driver");
  assert.equal(used.version, "4.1.4");
  assert.ok(used.problems.includes("unknown-key"), JSON.stringify(used.problems));
  assert.ok(used.keys);
  assert.ok(used.releases >= 34);
}

test("the package has no dependencies to fetch", () => {
  const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
  assert.equal(manifest.name, "sparkpods");
  assert.equal(manifest.type, "module");
  for (const field of ["dependencies", "peerDependencies", "optionalDependencies", "bundleDependencies"]) {
    assert.equal(manifest[field], undefined, field);
  }
});

test("npm install ./js works offline in a fresh directory, and render needs no init", () => {
  assertWorks(freshProject(packageDir));
});

test("the packed package installs offline and holds the WebAssembly and the types", () => {
  const packDir = tempDir("sparkpods-pack-");
  const [{ filename, files }] = JSON.parse(npm(["pack", "--json", "--pack-destination", packDir], packageDir));
  const shipped = files.map((f) => f.path).sort();
  assert.deepEqual(shipped, [
    "api.mjs", "node.d.ts", "node.mjs", "package.json", "pkg/sparkpods.js", "pkg/sparkpods_bg.wasm",
    "types.d.ts", "web.d.ts", "web.mjs",
  ]);
  const dir = freshProject(join(packDir, filename));
  assert.ok(existsSync(join(dir, "node_modules/sparkpods/pkg/sparkpods_bg.wasm")));
  assertWorks(dir);
});
