// `sparkpods` in Node: ready on import, no init call.
import type { CheckOptions } from "./types.js";

export * from "./types.js";

/**
 * The files the conf makes Spark read, read from disk as `sparkpods render` reads them
 * (relative to `options.cwd`, default the working directory); pass the result as `files`.
 */
export function readInputFiles(confText: string, options?: CheckOptions): Record<string, Uint8Array>;
