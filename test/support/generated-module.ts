import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type GenerateOptions, generate } from "../../src/index.js";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** Generated modules live in the repo (ignored by git) so their imports resolve from node_modules. */
const MODULE_FOLDER = path.join(REPO_ROOT, ".tmp", "generated-modules");

let counter = 0;

/** Generates code and imports it as a module, for runtime tests of generated clients. */
export async function importGenerated<T = Record<string, unknown>>(
  src: string,
  options: Omit<GenerateOptions, "src" | "out">,
  /** Test plumbing applied to the code before it is imported (e.g. pointing `'ky'` at `'ky1'`). */
  transformCode: (code: string) => string = (code) => code,
): Promise<{ module: T; code: string }> {
  const code = transformCode(await generate({ src: path.resolve(REPO_ROOT, src), ...options }));
  mkdirSync(MODULE_FOLDER, { recursive: true });
  const file = path.join(MODULE_FOLDER, `module-${process.pid}-${counter++}.ts`);
  writeFileSync(file, code);
  return { module: (await import(file)) as T, code };
}

export function fixturePath(name: string): string {
  return path.join(REPO_ROOT, "fixtures", name);
}
