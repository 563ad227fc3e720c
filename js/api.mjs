// The functions both entry points export (node.mjs, web.mjs): the WebAssembly exports of
// js-core (pkg/sparkpods.js, built by scripts/build-js.sh) with their arguments checked, and
// every error thrown as an Error whose message starts with the function's name.
import * as wasm from "./pkg/sparkpods.js";

let loaded = false;

/** Called by the entry point once the WebAssembly module is instantiated. */
export function markLoaded() {
  loaded = true;
}

/** Whether the WebAssembly module is instantiated (always, from the Node entry point). */
export function isLoaded() {
  return loaded;
}

function describe(value) {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  return `${typeof value} ${typeof value === "string" ? JSON.stringify(value) : String(value)}`;
}

/** Run `call` as `name`: not before the module is loaded, errors prefixed with the name. */
function guarded(name, call) {
  if (!loaded) {
    throw new Error(
      `sparkpods.${name}: the WebAssembly module is not loaded yet; await init() from "sparkpods/web" first`,
    );
  }
  try {
    return call();
  } catch (e) {
    if (e instanceof Error) {
      e.message = `sparkpods.${name}: ${e.message}`;
      throw e;
    }
    throw new Error(`sparkpods.${name}: ${String(e)}`);
  }
}

function confArgument(name, confText) {
  if (typeof confText !== "string") {
    throw new TypeError(
      `sparkpods.${name}: confText is the conf's text (a spark-defaults.conf or a spark-submit command line), a string, not ${describe(confText)}`,
    );
  }
}

function optionsArgument(name, options) {
  if (options !== undefined && options !== null && (typeof options !== "object" || Array.isArray(options))) {
    throw new TypeError(`sparkpods.${name}: options is an object, not ${describe(options)}`);
  }
}

/** The document `sparkpods render --conf` prints for the conf, as a plain object. */
export function render(confText, options) {
  confArgument("render", confText);
  optionsArgument("render", options);
  return guarded("render", () => wasm.render(confText, options));
}

/** The diagnostics `sparkpods check --json` prints for the conf. */
export function check(confText, options) {
  confArgument("check", confText);
  optionsArgument("check", options);
  return guarded("check", () => wasm.check(confText, options));
}

/** The files (`files`) and directories (`dirs`) the conf makes Spark read, as it names them. */
export function inputPaths(confText, options) {
  confArgument("inputPaths", confText);
  optionsArgument("inputPaths", options);
  return guarded("inputPaths", () => wasm.inputPaths(confText, options));
}

/** The conf keys `version` declares (default 3.5.5), with type, default, doc and releases. */
export function keys(version) {
  if (version !== undefined && version !== null && typeof version !== "string") {
    throw new TypeError(`sparkpods.keys: version is a Spark release such as "3.5.5" or "4.1", not ${describe(version)}`);
  }
  return guarded("keys", () => wasm.keys(version ?? undefined));
}

/** Every Spark release sparkpods reproduces, oldest first. */
export function versions() {
  return guarded("versions", () => wasm.versions());
}
