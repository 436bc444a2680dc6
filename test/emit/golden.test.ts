/**
 * Golden outputs: for a small set of rows (fixture × template × options), the generated files are checked
 * into test/golden/, so an emission change shows up as a diff a reviewer reads. This test fails when the
 * generator's output differs from a golden file, when a golden file no row produces is left behind, or
 * when the golden files do not compile (strict, against the real libraries) as they stand.
 *
 * `UPDATE_GOLDEN=1 npx vitest run test/emit/golden.test.ts` rewrites the golden files (and removes stale ones)
 * instead of comparing; review the diff before committing it. See test/golden/README.md.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { withTempDir } from "../support/temp-dir.js";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const GOLDEN_FOLDER = path.join(REPO_ROOT, "test", "golden");
/** Files of the golden folder that are not generated output. */
const NOT_GOLDEN = new Set(["README.md", ".gitattributes"]);
const UPDATE = process.env.UPDATE_GOLDEN === "1";
const UPDATE_COMMAND = "UPDATE_GOLDEN=1 npx vitest run test/emit/golden.test.ts";

interface GoldenRow {
  /** Under `fixtures/`; its base name without extension is the row's folder in test/golden. */
  fixture: string;
  /** The main file's name (`<name>.ts`), or with extra files the folder holding them all. */
  name: string;
  options: Omit<GenerateOptions, "src" | "out" | "hooksOut" | "mocks" | "clientSetup">;
  /**
   * Extra files generated next to the main file (`client.ts`): `hooks.ts`, `mocks.ts`, `client-setup.ts`,
   * the Zod schemas `client.zod.ts`.
   */
  extras?: { hooks?: true; mocks?: "vitest" | "jest"; setup?: true; zod?: true };
  /**
   * A library the files import by a name the tests install another major under: `[name, alias]`, the
   * imports of `name` compiled against `alias` (svelte-query 5's layer, whose package name is 6's).
   */
  compiledAgainst?: [string, string];
}

const ROWS: GoldenRow[] = [
  ...(["axios", "fetch", "xior", "ky", "ng1", "ng2"] as const).map((template) => ({
    fixture: "petstore.yaml",
    name: template,
    options: { template },
  })),
  { fixture: "petstore.yaml", name: "swr-axios", options: { template: ["swr", "axios"] } },
  {
    fixture: "petstore.yaml",
    name: "tsq-fetch-hooks-out",
    options: { template: ["tsq", "fetch"] },
    extras: { hooks: true, mocks: "vitest" },
  },
  {
    fixture: "petstore.yaml",
    name: "vue-query-fetch-hooks-out",
    options: { template: ["vue-query", "fetch"] },
    extras: { hooks: true },
  },
  {
    fixture: "petstore.yaml",
    name: "pinia-colada-fetch-hooks-out",
    options: { template: ["pinia-colada", "fetch"] },
    extras: { hooks: true },
  },
  {
    fixture: "petstore.yaml",
    name: "svelte-query-fetch-hooks-out",
    options: { template: ["svelte-query", "fetch"] },
    extras: { hooks: true },
  },
  {
    fixture: "petstore.yaml",
    name: "svelte-query-5-fetch-hooks-out",
    options: { template: ["svelte-query-5", "fetch"] },
    extras: { hooks: true },
    compiledAgainst: ["@tanstack/svelte-query", "svelte-query-5"],
  },
  {
    fixture: "petstore.yaml",
    name: "angular-query-fetch-hooks-out",
    options: { template: ["angular-query", "fetch"] },
    extras: { hooks: true },
  },
  {
    fixture: "petstore.yaml",
    name: "solid-query-fetch-hooks-out",
    options: { template: ["solid-query", "fetch"] },
    extras: { hooks: true },
  },
  { fixture: "petstore.yaml", name: "ky-setup", options: { template: "ky" }, extras: { setup: true } },
  { fixture: "petstore.yaml", name: "ng2-setup", options: { template: "ng2" }, extras: { setup: true } },
  { fixture: "petstore.yaml", name: "schemas", options: { generationMode: "schemas" } },
  { fixture: "petstore.yaml", name: "fetch-full", options: { template: "fetch", responseShape: "full" } },
  { fixture: "clients/everything.yaml", name: "fetch", options: { template: "fetch" } },
  { fixture: "clients/request-shapes.yaml", name: "fetch", options: { template: "fetch" } },
  // Servers with variables: `servers`, `ServerVariables`, `serverUrl` and the names that give way to them.
  { fixture: "clients/servers.yaml", name: "fetch", options: { template: "fetch" } },
  // Servers of paths and operations: each call's own server in its descriptor, all of them in `servers`.
  { fixture: "clients/operation-servers.yaml", name: "fetch", options: { template: "fetch" } },
  // readOnly / writeOnly: request and response views (readWriteViews), in both generation modes.
  { fixture: "types/read-write.yaml", name: "fetch", options: { template: "fetch" } },
  { fixture: "types/read-write.yaml", name: "schemas", options: { generationMode: "schemas" } },
  // allOf members that redeclare a property: merged, the named member as Omit<Name, ...>.
  { fixture: "types/all-of-merge.yaml", name: "fetch", options: { template: "fetch" } },
  // A readOnly discriminator property stays in the request views.
  { fixture: "types/read-only-discriminator.yaml", name: "fetch", options: { template: "fetch" } },
  {
    fixture: "types/read-write.yaml",
    name: "tsq-fetch-mocks",
    options: { template: ["tsq", "fetch"] },
    extras: { hooks: true, mocks: "vitest" },
  },
  {
    fixture: "types/read-write.yaml",
    name: "fetch-zod",
    options: { template: "fetch" },
    extras: { zod: true },
  },
  // The client checks bodies and arguments with the schemas.
  {
    fixture: "petstore.yaml",
    name: "fetch-validating",
    options: { template: "fetch", validateResponses: true, validateRequests: true },
    extras: { zod: true },
  },
  {
    fixture: "validation/drawings-3.1.yaml",
    name: "fetch-zod",
    options: { template: "fetch", nullableStrategy: "include", dateFormat: "string" },
    extras: { zod: true },
  },
];

/** A golden file's name: its path from the repository root, in `/` form (`test/golden/petstore/axios.ts`). */
function goldenName(file: string): string {
  return path.relative(REPO_ROOT, file).split(path.sep).join("/");
}

/** Generates a row into a temporary folder laid out like its golden files; golden name → content. */
async function generateRow(row: GoldenRow): Promise<Map<string, string>> {
  return withTempDir(async (dir) => {
    const fixtureFolder = path.join(dir, path.basename(row.fixture, path.extname(row.fixture)));
    const { extras } = row;
    const folder = extras ? path.join(fixtureFolder, row.name) : fixtureFolder;
    const result = await generateFiles({
      src: fixturePath(row.fixture),
      ...row.options,
      out: path.join(folder, extras ? "client.ts" : `${row.name}.ts`),
      ...(extras?.hooks ? { hooksOut: path.join(folder, "hooks.ts") } : {}),
      ...(extras?.mocks ? { mocks: path.join(folder, "mocks.ts"), testingFramework: extras.mocks } : {}),
      ...(extras?.setup ? { clientSetup: path.join(folder, "client-setup.ts") } : {}),
      ...(extras?.zod ? { validator: "zod" as const } : {}),
    });
    const files = new Map<string, string>();
    for (const file of result.files) {
      const name = goldenName(path.join(GOLDEN_FOLDER, path.relative(dir, file.path)));
      // The golden text must be the same on every machine: no absolute path may leak into it.
      for (const machinePath of [dir, REPO_ROOT]) {
        expect(file.content.includes(machinePath), `${name} contains the path ${machinePath}`).toBe(false);
      }
      files.set(name, file.content);
    }
    return files;
  });
}

/** The first line where `expected` and `actual` differ, for a message a reviewer can act on. */
function firstDifference(expected: string, actual: string): string {
  const expectedLines = expected.split("\n");
  const actualLines = actual.split("\n");
  const length = Math.max(expectedLines.length, actualLines.length);
  for (let index = 0; index < length; index++) {
    if (expectedLines[index] !== actualLines[index]) {
      const show = (line: string | undefined) =>
        line === undefined ? "(end of file)" : JSON.stringify(line);
      return [
        `first difference at line ${index + 1}:`,
        `  golden:    ${show(expectedLines[index])}`,
        `  generated: ${show(actualLines[index])}`,
      ].join("\n");
    }
  }
  return "the texts differ only in line endings";
}

/** Compares `files` with their golden files, or with UPDATE_GOLDEN=1 rewrites the ones that differ. */
function compareWithGolden(files: Map<string, string>): void {
  const problems: string[] = [];
  for (const [name, content] of files) {
    const file = path.join(REPO_ROOT, name);
    const golden = existsSync(file) ? readFileSync(file, "utf8") : undefined;
    if (golden === content) continue;
    if (UPDATE) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
      console.info(`UPDATE_GOLDEN=1: ${golden === undefined ? "wrote" : "rewrote"} ${name}`);
    } else if (golden === undefined) {
      problems.push(`${name}: no golden file (the row generates it)`);
    } else {
      problems.push(`${name} differs from the generated output; ${firstDifference(golden, content)}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `${problems.join("\n\n")}\n\nIf the change is intended, run \`${UPDATE_COMMAND}\` and review the diff.`,
    );
  }
}

/** Every file under test/golden but the folder's own README and .gitattributes, by golden name. */
function goldenFilesOnDisk(folder = GOLDEN_FOLDER): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return goldenFilesOnDisk(full);
    return folder === GOLDEN_FOLDER && NOT_GOLDEN.has(entry.name) ? [] : [goldenName(full)];
  });
}

/** Each row is generated once per run, shared by its own test and the stale-file check. */
const generatedRows = new Map<GoldenRow, Promise<Map<string, string>>>();
function generatedFiles(row: GoldenRow): Promise<Map<string, string>> {
  let files = generatedRows.get(row);
  if (!files) {
    files = generateRow(row);
    generatedRows.set(row, files);
  }
  return files;
}

describe(UPDATE ? "golden outputs (UPDATE_GOLDEN=1: rewriting them)" : "golden outputs", () => {
  for (const row of ROWS) {
    const label = `${row.fixture} ${JSON.stringify(row.options)}${row.extras ? ` + ${Object.keys(row.extras).join(", ")}` : ""}`;
    it(`${row.name}: ${label} generates its golden files`, async () => {
      const files = await generatedFiles(row);
      expect(files.size).toBe(1 + Object.keys(row.extras ?? {}).length);
      compareWithGolden(files);
    });
  }

  it("every golden file is generated by a row (no stale golden files)", async () => {
    const produced = new Set<string>();
    for (const row of ROWS) for (const name of (await generatedFiles(row)).keys()) produced.add(name);
    const stale = goldenFilesOnDisk().filter((name) => !produced.has(name));
    if (UPDATE) {
      for (const name of stale) {
        rmSync(path.join(REPO_ROOT, name));
        console.info(`UPDATE_GOLDEN=1: removed ${name}, which no row generates`);
      }
      return;
    }
    expect(stale, `golden files no row generates; remove them or run \`${UPDATE_COMMAND}\``).toEqual([]);
  });

  it("the golden files compile together in strict mode against the real libraries", () => {
    const names = goldenFilesOnDisk();
    expect(names.length).toBeGreaterThan(ROWS.length);
    // Compiled as they lie on disk, so the imports between the files of a row are checked too.
    const compiledText = (name: string): string => {
      const text = readFileSync(path.join(REPO_ROOT, name), "utf8");
      const row = ROWS.find(
        (candidate) =>
          candidate.compiledAgainst !== undefined &&
          name.includes(
            `/${path.basename(candidate.fixture, path.extname(candidate.fixture))}/${candidate.name}/`,
          ),
      );
      if (row?.compiledAgainst === undefined) return text;
      const [library, alias] = row.compiledAgainst;
      return text.replaceAll(`'${library}'`, `'${alias}'`);
    };
    expectCompiles(Object.fromEntries(names.map((name) => [name, compiledText(name)])));
  });
});
