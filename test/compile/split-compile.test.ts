import { spawnSync } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { STRICT_COMPILER_OPTIONS_JSON } from "../../scripts/lib/compile-options.js";
import type { HttpClientName } from "../../src/config/types.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import {
  CLIENT_FIXTURES,
  declaresEnums,
  EVERY_TEMPLATE,
  SIGNATURE_VARIANTS,
  type Variant,
} from "../support/client-matrix.js";
import { ENUM_OUTPUT, expectCompiles, expectCompilesApart } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { largeDescription, splitInMemory, underFolder } from "../support/split-output.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

const TEMPLATES = BUILTIN_OUTPUTS.clients.map((client) => client.id as HttpClientName);

/**
 * The default options, full responses and every other option at once (enums among them, compiled apart): what
 * moves a declaration between files is the tag, not the signature, so the other variants add little.
 */
const VARIANTS: [string, Variant][] = [
  ["default", {}],
  ["full", { responseShape: "full" }],
  ...SIGNATURE_VARIANTS.filter(([name]) => name === "everything-else"),
];

describe('split: "tags" outputs compile strict (noUnusedLocals) as a set of files', () => {
  for (const template of TEMPLATES) {
    it(`${template}: every client fixture × variant, one program`, async () => {
      const files: Record<string, string> = {};
      const withEnums: Record<string, string> = {};
      for (const fixture of CLIENT_FIXTURES) {
        for (const [variant, options] of VARIANTS) {
          const set = await splitInMemory(fixturePath(fixture), { template, ...options });
          expect(Object.keys(set)).toEqual(expect.arrayContaining(["index.ts", "runtime.ts"]));
          const into = declaresEnums(options) ? withEnums : files;
          Object.assign(
            into,
            underFolder(`split/${template}/${fixture.replace(/[/.]/g, "_")}/${variant}`, set),
          );
        }
      }
      expectCompilesApart(files, withEnums);
    });
  }

  it("schemas mode: the types and an index", async () => {
    const set = await splitInMemory(fixturePath("petstore.yaml"), { generationMode: "schemas" });
    expect(Object.keys(set).sort()).toEqual(["index.ts", "types.ts"]);
    expectCompiles(underFolder("split/schemas", set), ENUM_OUTPUT);
  });
});

describe("the hooks of a split output, split by tag too, compile with the set", () => {
  it("every reactive layer, hooksOut a folder beside the client's, one program", async () => {
    const files: Record<string, string> = {};
    for (const [name, template] of EVERY_TEMPLATE.filter(([, template]) => Array.isArray(template))) {
      // The paging fixture's hooks read the infinite-query helpers from the hooks' runtime.ts; hook-names'
      // arguments hide an options factory, which a group's hooks then reach under an alias.
      for (const fixture of [
        "petstore.yaml",
        "clients/everything.yaml",
        "clients/paging.yaml",
        "clients/hook-names.yaml",
      ]) {
        const set = await splitInMemory(fixturePath(fixture), { template, hooksOut: "../hooks" });
        expect(Object.keys(set)).toEqual(
          expect.arrayContaining(["../hooks/index.ts", "../hooks/runtime.ts"]),
        );
        // A cycle of imports lets the file loaded first read a constant of the other before it is made.
        expect(importCycle(set), `${name} ${fixture}`).toBeUndefined();
        const prefix = `split-hooks/${name}/${fixture.replace(/[/.]/g, "_")}/api`;
        Object.assign(files, underFolder(prefix, set));
      }
    }
    expectCompiles(files);
  });
});

describe("GitHub and Stripe split by tag compile strict", () => {
  it("GitHub (fetch) and Stripe (axios), one program", async () => {
    const github = await splitInMemory(largeDescription("github-api.json.gz"), { template: "fetch" });
    const stripe = await splitInMemory(largeDescription("stripe.json.gz"), { template: "axios" });
    // GitHub's operations carry one tag each of its ~45 areas; each is a file of its own.
    expect(Object.keys(github).length).toBeGreaterThan(30);
    expectCompiles({ ...underFolder("split/github", github), ...underFolder("split/stripe", stripe) });
  }, 600_000);
});

describe("Microsoft Graph split by tag compiles strict", () => {
  // 421 files and 29 MB of TypeScript: checked by TypeScript 7 (the native compiler, `typescript7`) as a user's
  // `tsc -p` would, in seconds, where the in-process checker takes minutes and gigabytes.
  it("Graph (fetch), 417 tags, every file checked by TypeScript 7 with every strict flag", async () => {
    const api = await splitInMemory(largeDescription("microsoft-graph.json.gz"), { template: "fetch" });
    expect(Object.keys(api).length).toBeGreaterThan(400);
    const folder = path.join(ROOT, ".tmp", "graph-split");
    await rm(folder, { recursive: true, force: true });
    await mkdir(path.join(folder, "api"), { recursive: true });
    for (const [name, text] of Object.entries(api)) await writeFile(path.join(folder, "api", name), text);
    const tsconfig = { compilerOptions: STRICT_COMPILER_OPTIONS_JSON, include: ["api/*.ts"] };
    await writeFile(path.join(folder, "tsconfig.json"), JSON.stringify(tsconfig));
    const tsc = path.join(ROOT, "node_modules/typescript7/bin/tsc");
    const result = spawnSync(process.execPath, [tsc, "-p", folder], { encoding: "utf8" });
    expect({ status: result.status, output: result.stdout.slice(0, 4000) }).toEqual({
      status: 0,
      output: "",
    });
    await rm(folder, { recursive: true, force: true });
  }, 600_000);
});

/** A cycle of relative imports among `files` (paths in one tree), as the files that make it; or undefined. */
function importCycle(files: Record<string, string>): string[] | undefined {
  const importsOf = (file: string) =>
    [...(files[file] ?? "").matchAll(/^(?:import|export)\b[^;]*? from '(\.{1,2}\/[^']+)\.js';$/gm)].map(
      ([, specifier]) => path.posix.join(path.posix.dirname(file), `${specifier}.ts`),
    );
  const done = new Set<string>();
  const visit = (file: string, trail: string[]): string[] | undefined => {
    if (trail.includes(file)) return [...trail.slice(trail.indexOf(file)), file];
    if (done.has(file)) return undefined;
    for (const imported of importsOf(file)) {
      const cycle = visit(imported, [...trail, file]);
      if (cycle !== undefined) return cycle;
    }
    done.add(file);
    return undefined;
  };
  for (const file of Object.keys(files)) {
    const cycle = visit(file, []);
    if (cycle !== undefined) return cycle;
  }
  return undefined;
}
