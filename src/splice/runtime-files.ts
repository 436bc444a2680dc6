import { existsSync, readdirSync, readFileSync } from "node:fs";

/**
 * The only file reads of runtime-source.ts, apart so that the browser build can put the same texts, inlined
 * at build time, in this module's place (see scripts/bundle-browser.js). The package ships
 * `src/runtime/` for these reads.
 */
const RUNTIME_FOLDER = new URL("../../src/runtime/", import.meta.url);

/** Where the build writes every runtime file as printed (scripts/print-runtime.js). */
const PRINTED_RUNTIME = new URL("../../dist/runtime-printed.json", import.meta.url);

/** The source text of one runtime file (its base name, without `.ts`). */
export function readRuntimeFile(file: string): string {
  return readFileSync(new URL(`${file}.ts`, RUNTIME_FOLDER), "utf8");
}

/** Whether `src/runtime/` has this file (a declared runtime file may not exist yet). */
export function runtimeFileExists(file: string): boolean {
  return existsSync(new URL(`${file}.ts`, RUNTIME_FOLDER));
}

/** The build's dist/runtime-printed.json as text, or undefined when it is not built (yet). */
export function readPrintedRuntime(): string | undefined {
  try {
    return readFileSync(PRINTED_RUNTIME, "utf8");
  } catch {
    return undefined;
  }
}

/** Every runtime file `src/runtime/` holds (base names, without `.ts`), in name order. */
export function listRuntimeFiles(): string[] {
  return readdirSync(RUNTIME_FOLDER)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".d.ts"))
    .map((name) => name.slice(0, -".ts".length))
    .sort();
}
