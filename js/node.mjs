// The Node entry point of `sparkpods`: the WebAssembly module is read from the package and
// instantiated synchronously on import, so the functions work right away (no init call).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { initSync } from "./pkg/sparkpods.js";
import { inputPaths, markLoaded } from "./api.mjs";

initSync({ module: readFileSync(new URL("./pkg/sparkpods_bg.wasm", import.meta.url)) });
markLoaded();

export { check, inputPaths, keys, render, versions } from "./api.mjs";

/**
 * The files the conf makes Spark read, read from disk the way `sparkpods render` reads them:
 * relative to `options.cwd` (default: the process' working directory), a directory as its
 * files (sorted by name), a path that does not exist left out. Pass the result as `files`.
 */
export function readInputFiles(confText, options = {}) {
  const { randomIds: _r, normalize: _n, ...caseOptions } = options ?? {};
  const cwd = caseOptions.cwd ?? process.cwd();
  const paths = inputPaths(confText, caseOptions);
  const files = {};
  for (const path of [...paths.files, ...paths.dirs]) {
    const raw = path.startsWith("file://") ? path.slice("file://".length) : path;
    if (raw === "") continue;
    const full = isAbsolute(raw) ? raw : join(cwd, raw);
    const kind = statOrNull(full);
    if (kind?.isFile()) {
      files[raw] = readFileSync(full);
    } else if (kind?.isDirectory()) {
      const dir = raw.replace(/\/+$/, "");
      for (const name of readdirSync(full).sort()) {
        if (statOrNull(join(full, name))?.isFile()) files[`${dir}/${name}`] = readFileSync(join(full, name));
      }
    }
  }
  return files;
}

function statOrNull(path) {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}
