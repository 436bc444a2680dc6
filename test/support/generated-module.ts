import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { generate as generateInMemory } from "../../src/generate.js";
import { type GenerateOptions, generate } from "../../src/index.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import type { Diagnostic } from "../../src/text/diagnostics.js";
import { withTempDir } from "./temp-dir.js";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** Generated modules live in the repo (ignored by git) so their imports resolve from node_modules. */
const MODULE_FOLDER = path.join(REPO_ROOT, ".tmp", "generated-modules");

let counter = 0;

/**
 * Test plumbing for a generated module: what is done to its code before it is imported, and where it is
 * written. Each absent or `undefined` part is left as it is (the code untouched, the shared folder).
 */
export interface ModulePlumbing {
  /** Applied to the client's code (e.g. pointing `'ky'` at `'ky1'`). */
  transformCode?: ((code: string) => string) | undefined;
  /** Applied to the schema file of `validator: "zod"` (e.g. pointing `'zod'` at `'zod-4-3'`). */
  transformSchemas?: ((code: string) => string) | undefined;
  /** The folder the module is written under: its imports resolve from there (see `privateInstall`). */
  modulesUnder?: string | undefined;
}

/** Generates code and imports it as a module, for runtime tests of generated clients. */
export async function importGenerated<T = Record<string, unknown>>(
  src: string,
  options: Omit<GenerateOptions, "src" | "out">,
  {
    transformCode = (code) => code,
    transformSchemas = (code) => code,
    modulesUnder = MODULE_FOLDER,
  }: ModulePlumbing = {},
): Promise<{ module: T; code: string }> {
  if (options.validator !== undefined) {
    // The client imports its schema file (`validateResponses`, `validateRequests`): both go into a folder.
    const { main, schemas, folder } = await generateWithSchemas(src, options, modulesUnder);
    const code = transformCode(main);
    writeFileSync(path.join(folder, "client.ts"), code);
    writeFileSync(path.join(folder, "client.zod.ts"), transformSchemas(schemas));
    return { module: (await import(path.join(folder, "client.ts"))) as T, code };
  }
  const code = transformCode(await generate({ src: path.resolve(REPO_ROOT, src), ...options }));
  mkdirSync(modulesUnder, { recursive: true });
  const file = path.join(modulesUnder, `module-${process.pid}-${counter++}.ts`);
  writeFileSync(file, code);
  return { module: (await import(file)) as T, code };
}

/** The code generated from an in-memory description (written to a temporary `openapi.json` first). */
export function generateFromDocument(
  document: object,
  options: Omit<GenerateOptions, "src" | "out"> = {},
): Promise<string> {
  return withTempDir(async (dir) => {
    const src = path.join(dir, "openapi.json");
    writeFileSync(src, JSON.stringify(document));
    return generate({ src, ...options });
  });
}

export function fixturePath(name: string): string {
  return path.join(REPO_ROOT, "fixtures", name);
}

/**
 * Generates a client with `validator: "zod"` and imports its schema file (the client beside it, so that the
 * schema file's imports resolve).
 */
export async function importZodSchemas<T = Record<string, unknown>>(
  src: string,
  options: Omit<GenerateOptions, "src" | "out" | "validator" | "validatorOut">,
): Promise<{ module: T; code: string; diagnostics: readonly Diagnostic[] }> {
  const folder = path.join(MODULE_FOLDER, `zod-${process.pid}-${counter++}`);
  const result = await generateInMemory(
    resolveOptions(
      {
        src: path.resolve(REPO_ROOT, src),
        out: path.join(folder, "client.ts"),
        validator: "zod",
        ...options,
      },
      BUILTIN_OUTPUTS,
    ),
    { write: false },
  );
  mkdirSync(folder, { recursive: true });
  for (const file of result.files) writeFileSync(file.path, file.content);
  const schemaFile = result.files.find((file) => file.path.endsWith(".zod.ts"));
  if (schemaFile === undefined) throw new Error(`${src}: no schema file`);
  return {
    module: (await import(schemaFile.path)) as T,
    code: schemaFile.content,
    diagnostics: result.diagnostics,
  };
}

/**
 * Generates a client as `client.ts` with its schema file `client.zod.ts` (`validator: "zod"`) in memory, for
 * a fresh folder the caller writes them into (created here): the client's text and the schema file's.
 */
export async function generateWithSchemas(
  src: string,
  options: Omit<GenerateOptions, "src" | "out" | "validatorOut">,
  modulesUnder = MODULE_FOLDER,
): Promise<{ main: string; schemas: string; folder: string }> {
  const folder = path.join(modulesUnder, `validating-${process.pid}-${counter++}`);
  const result = await generateInMemory(
    resolveOptions(
      { src: path.resolve(REPO_ROOT, src), out: path.join(folder, "client.ts"), ...options },
      BUILTIN_OUTPUTS,
    ),
    { write: false },
  );
  mkdirSync(folder, { recursive: true });
  const text = (suffix: string) => {
    const file = result.files.find((candidate) => candidate.path.endsWith(suffix));
    if (file === undefined) throw new Error(`${src}: no ${suffix}`);
    return file.content;
  };
  return { main: text(`${path.sep}client.ts`), schemas: text(".zod.ts"), folder };
}

/** What a generated client module holds of its base URL: the axios and xior instance's, or `clientDefaults`. */
export interface BaseUrlSettings {
  http?: { defaults?: { baseURL?: string } };
  clientDefaults?: { baseUrl?: string };
}

/**
 * Points a generated client at `url` where its template keeps the base URL: the instance's `defaults.baseURL`
 * (axios, xior), else `clientDefaults.baseUrl` (fetch, ky, ng1). Not by which names the module exports: axios
 * and xior export a `clientDefaults` too (retries), without a base URL.
 */
export function pointClientAt(module: BaseUrlSettings, url: string): void {
  if (module.http?.defaults) module.http.defaults.baseURL = url;
  else if (module.clientDefaults) module.clientDefaults.baseUrl = url;
}
