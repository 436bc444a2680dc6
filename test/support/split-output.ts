/**
 * `split: "tags"` outputs generated in memory (nothing written): each file by its name in the output folder,
 * and the single file of the same options beside them, for the split tests.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { generate as generateInMemory } from "../../src/generate.js";
import type { GenerateOptions } from "../../src/index.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";

const REPO_ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The files of a split output, by their names in the folder (`index.ts`, `types.ts`, `pet.ts`, ...); a
 * `hooksOut` is a path relative to that folder, `api` (`../hooks`, a folder whose files import `../api/index.js`).
 */
export async function splitInMemory(
  src: string,
  options: Omit<GenerateOptions, "src" | "out">,
): Promise<Record<string, string>> {
  const folder = path.join(REPO_ROOT, ".tmp", "split-in-memory", "api");
  const hooksOut = options.hooksOut === undefined ? {} : { hooksOut: path.join(folder, options.hooksOut) };
  const result = await generateInMemory(
    resolveOptions(
      { src: path.resolve(REPO_ROOT, src), out: folder, split: "tags", ...options, ...hooksOut },
      BUILTIN_OUTPUTS,
    ),
    { write: false },
  );
  return Object.fromEntries(result.files.map((file) => [path.relative(folder, file.path), file.content]));
}

/** `files` under `prefix/`, for one program over several outputs. */
export function underFolder(prefix: string, files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).map(([name, text]) => [`${prefix}/${name}`, text]));
}

/** A large description of fixtures/large decompressed into .tmp/ (ignored by git); its absolute path. */
export function largeDescription(name: string): string {
  const folder = path.join(REPO_ROOT, ".tmp", "large");
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, name.replace(/\.gz$/u, ""));
  writeFileSync(file, gunzipSync(readFileSync(path.join(REPO_ROOT, "fixtures/large", name))));
  return file;
}
