// `sparkpods` in browsers (and `sparkpods/web` anywhere): `await init()` before the first call.
export * from "./types.js";

/** What `init` loads the WebAssembly module from (default: `sparkpods_bg.wasm` next to the script). */
export type WasmSource = string | URL | Request | Response | BufferSource | WebAssembly.Module;

/** Load the WebAssembly module; calls before it resolves throw. Later calls return the same promise. */
export default function init(source?: WasmSource | Promise<Response>): Promise<void>;
export { init };
