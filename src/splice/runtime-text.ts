/**
 * The runtime files' source texts, each read once per process: planning scans every file for names, the
 * runtime's library imports are read from them, and templates compare theirs with the build's.
 */
import { readRuntimeFile } from "./runtime-files.js";

const sources = new Map<string, string>();

/** The source text of one runtime file (its base name under `src/runtime/`, without `.ts`). */
export function readRuntimeSource(file: string): string {
  let source = sources.get(file);
  if (source === undefined) {
    source = readRuntimeFile(file);
    sources.set(file, source);
  }
  return source;
}
