// The browser entry point of `sparkpods` (also `sparkpods/web`): `await init()` once, then
// call the functions. `init` fetches the WebAssembly next to this file, or takes what
// WebAssembly.instantiate would: a URL, a Response, the module's bytes or a compiled Module.
import initWasm from "./pkg/sparkpods.js";
import { isLoaded, markLoaded } from "./api.mjs";

export { check, inputPaths, keys, render, versions } from "./api.mjs";

let loading = null;

/** Load the WebAssembly module (once; later calls return the same promise). */
export default function init(source) {
  if (isLoaded()) return Promise.resolve();
  loading ??= initWasm(source === undefined ? undefined : { module_or_path: source }).then(
    () => markLoaded(),
    (e) => {
      loading = null;
      throw new Error(`sparkpods.init: cannot load the WebAssembly module: ${e?.message ?? e}`, { cause: e });
    },
  );
  return loading;
}

export { init };
