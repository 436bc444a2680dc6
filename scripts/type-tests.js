#!/usr/bin/env node
/**
 * `npm run test:types`: generates every case of type-tests/cases*.json with the built generator, then runs
 * tsd once over type-tests/**\/*.test-d.ts (one tsd run costs 7-10 s, so never one run per case).
 *
 * cases.json is a list of `{ "name": "petstore-axios", "src": "fixtures/petstore.yaml", "options": {...} }`:
 * - `name` (kebab-case) is the folder: the case is generated to type-tests/generated/<name>/;
 * - `src` is relative to the repository root;
 * - `options` are `generate()` options; the output paths among them (`out`, `hooksOut`, `clientSetup`,
 *   `mocks`) are relative to the case folder, and `out` defaults to `client.ts`;
 * - `imports` (optional) renames the packages the generated files import (`{ "@tanstack/svelte-query":
 *   "svelte-query-5" }`): another major of a library, installed under an alias, beside the one the package's
 *   own name resolves to.
 * A test file imports the result as `./generated/<name>/client.js` (ES module rules: `.js` extension).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import tsdModule from "tsd";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TYPE_TESTS = path.join(ROOT, "type-tests");
const GENERATED = path.join(TYPE_TESTS, "generated");
const BUILT_GENERATOR = path.join(ROOT, "dist/index.js");
const OUTPUT_PATH_OPTIONS = ["out", "hooksOut", "clientSetup", "mocks"];

// tsd is CommonJS with `exports.default`; Node's ESM import hands over the whole exports object.
const runTsd = tsdModule.default;
const formatDiagnostics = tsdModule.formatter;

/** A problem in the setup (not in the types under test): one line, exit code 2. */
class SetupError extends Error {}

async function main() {
  const cases = await readCases();
  if (cases.length > 0) await generateCases(cases);

  const started = performance.now();
  const diagnostics = await runTsd({
    cwd: TYPE_TESTS,
    typingsFile: "index.d.ts",
    testFiles: ["**/*.test-d.ts"],
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);

  if (diagnostics.length > 0) console.error(formatDiagnostics(diagnostics, true));
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  console.log(`type tests: ${cases.length} generated cases, ${errors} errors, tsd ${seconds} s`);
  if (errors > 0) process.exitCode = 1;
}

/** Every `type-tests/cases*.json` (one file per area, so areas can grow without touching each other). */
async function readCases() {
  const files = readdirSync(TYPE_TESTS)
    .filter((name) => /^cases.*\.json$/.test(name))
    .sort()
    .map((name) => path.join(TYPE_TESTS, name));
  const cases = [];
  for (const file of files) {
    const entries = JSON.parse(await readFile(file, "utf8"));
    if (!Array.isArray(entries)) throw new SetupError(`${file}: expected a list of cases`);
    cases.push(...entries.map((entry, index) => ({ entry, where: `${file}: case ${index}` })));
  }
  const names = new Set();
  for (const { entry, where } of cases) {
    if (typeof entry?.name !== "string" || !/^[a-z0-9][a-z0-9-]*$/.test(entry.name)) {
      throw new SetupError(`${where}: "name" must be kebab-case (it becomes a folder name)`);
    }
    if (names.has(entry.name)) throw new SetupError(`${where}: the name "${entry.name}" is used twice`);
    names.add(entry.name);
    if (typeof entry.src !== "string") throw new SetupError(`${where} (${entry.name}): "src" must be a path`);
  }
  return cases.map(({ entry }) => entry);
}

async function generateCases(cases) {
  if (!existsSync(BUILT_GENERATOR))
    throw new SetupError(`${BUILT_GENERATOR} is missing: run \`npm run build\``);
  warnIfBuildIsStale();
  const { generate } = await import(pathToFileURL(BUILT_GENERATOR).href).catch((error) => {
    throw new SetupError(`cannot load ${BUILT_GENERATOR} (run \`npm run build\`): ${error.message}`);
  });
  for (const { name, src, options = {}, imports = {} } of cases) {
    const caseFolder = path.join(GENERATED, name);
    // Start clean so files a previous run wrote (e.g. a write-once setup file) cannot mask a change.
    await rm(caseFolder, { recursive: true, force: true });
    try {
      const result = await generate(caseOptions(caseFolder, src, options));
      const renamed = new Set();
      for (const file of result.files) await renameImports(file.path, imports, renamed);
      const unused = Object.keys(imports).filter((from) => !renamed.has(from));
      if (unused.length > 0)
        throw new SetupError(`case ${name}: no generated file imports ${unused.join(", ")}`);
    } catch (error) {
      if (error instanceof SetupError) throw error;
      throw new SetupError(
        `case ${name}: generation failed: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
}

/**
 * Points a generated file's imports of each package `imports` names at the package it maps it to, adding the
 * names it found imported to `renamed`.
 */
async function renameImports(file, imports, renamed) {
  const renames = Object.entries(imports);
  if (renames.length === 0) return;
  let text = await readFile(file, "utf8");
  for (const [from, to] of renames) {
    if (!text.includes(`from '${from}'`)) continue;
    renamed.add(from);
    text = text.replaceAll(`from '${from}'`, `from '${to}'`);
  }
  await writeFile(file, text);
}

function caseOptions(caseFolder, src, options) {
  const resolved = { ...options, src: path.resolve(ROOT, src), out: options.out ?? "client.ts" };
  for (const key of OUTPUT_PATH_OPTIONS) {
    if (typeof resolved[key] === "string") resolved[key] = path.resolve(caseFolder, resolved[key]);
  }
  return resolved;
}

/** `npm run test:types` alone does not build; say so when src/ changed after the last build. */
function warnIfBuildIsStale() {
  const builtAt = statSync(BUILT_GENERATOR).mtimeMs;
  const sources = readdirSync(path.join(ROOT, "src"), { recursive: true, withFileTypes: true });
  const stale = sources.some(
    (e) => e.isFile() && statSync(path.join(e.parentPath, e.name)).mtimeMs > builtAt,
  );
  if (stale) console.warn("warning: src/ changed after the last build; run `npm run build` first");
}

main().catch((error) => {
  if (!(error instanceof SetupError) && error?.name !== "TsdError") throw error;
  console.error(`type tests: ${error.message}`);
  process.exitCode = 2;
});
