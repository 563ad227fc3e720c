// The conformance cases as tests/tests/conformance.rs finds them (tests/fixtures/oracle:
// cases/*.conf and submit/*.sh, each on the releases of releases.txt: `full` and `first` every
// case, `smoke` the cases of smoke.txt), and the `sparkpods` command line to compare with.
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));
const oracle = join(root, "tests/fixtures/oracle");

/** The CLI binary: $SPARKPODS_BIN, else the debug build (`cargo build -p sparkpods`). */
export function cliBinary() {
  const bin = process.env.SPARKPODS_BIN ?? join(root, "target/debug/sparkpods");
  if (!existsSync(bin)) {
    throw new Error(`${bin} is missing: run \`cargo build -p sparkpods\` first (or set SPARKPODS_BIN)`);
  }
  return bin;
}

/** Every case: `{ name, file, dir }`, `dir` being where the CLI runs it from. */
export function cases() {
  const list = (sub, ext, prefix) =>
    readdirSync(join(oracle, sub))
      .filter((n) => n.endsWith(ext))
      .map((n) => ({
        name: prefix + n.slice(0, -ext.length),
        file: n,
        dir: realpathSync(join(oracle, sub)),
      }));
  return [...list("cases", ".conf", ""), ...list("submit", ".sh", "submit-")].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
}

/** `{ version, full }` for every release with goldens. */
export function releases() {
  return readFileSync(join(oracle, "releases.txt"), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"))
    .map((l) => {
      const [kind, version] = l.trim().split(/\s+/);
      return { version, full: kind === "full" || kind === "first" };
    });
}

/** The names in smoke.txt. */
export function smokeCases() {
  return new Set(
    readFileSync(join(oracle, "smoke.txt"), "utf8")
      .split("\n")
      .filter((l) => l.trim() !== "" && !l.startsWith("#"))
      .map((l) => l.trim().split(/\s+/)[0]),
  );
}

/** Run the CLI in `cwd`; resolves `{ code, stdout, stderr }` whatever the exit status. */
export function runCli(args, cwd) {
  return new Promise((resolve, reject) => {
    execFile(cliBinary(), args, { cwd, maxBuffer: 1 << 28 }, (error, stdout, stderr) => {
      if (error && typeof error.code !== "number") reject(error);
      else resolve({ code: error ? error.code : 0, stdout, stderr });
    });
  });
}

/** `work` over `items` with as many at a time as there are cores, results in order. */
export async function inParallel(items, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return results;
}
