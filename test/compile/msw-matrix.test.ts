/**
 * The MSW handlers file compiles strictly with its client for every fixture and every description under
 * fixtures/specs, under each option that changes the types (read/write views off, each `nullableStrategy`,
 * `preferAny`, dates as text, TypeScript enums, type aliases, object arguments): its default data is admitted by
 * the client's types, or, where no value of a response's type exists, the handler has none and the run says so
 * with the response's pointer. And under every template with the defaults, since the types' names can differ by
 * template.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import type { Diagnostic } from "../../src/text/diagnostics.js";
import { EVERY_TEMPLATE } from "../support/client-matrix.js";
import { type CompileOptions, compileInMemory, ENUM_OUTPUT } from "../support/compile.js";
import { withTempDir } from "../support/temp-dir.js";
import { descriptionsUnder, FIXTURE_DESCRIPTIONS } from "../support/zod-agreement.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

const DESCRIPTIONS = [
  ...FIXTURE_DESCRIPTIONS,
  path.join(ROOT, "fixtures/msw/handlers.yaml"),
  ...descriptionsUnder(path.join(ROOT, "fixtures/openapi-3.2")),
  ...descriptionsUnder(path.join(ROOT, "fixtures/specs")),
];

type Row = Omit<GenerateOptions, "src" | "out" | "msw">;

/** Each option that changes the client's types, alone, and the defaults. */
const TYPE_OPTION_ROWS: [string, Row][] = [
  ["defaults", {}],
  ["without read/write views", { readWriteViews: false }],
  ["nullableStrategy include", { nullableStrategy: "include" }],
  ["nullableStrategy nullableAsOptional", { nullableStrategy: "nullableAsOptional" }],
  ["preferAny", { preferAny: true }],
  ["dates as text", { dateFormat: "string" }],
  ["TypeScript enums", { enumDeclarationStyle: "enum", enumNamesStyle: "PascalCase" }],
  ["type aliases", { schemaDeclarationStyle: "type" }],
  ["object arguments", { argumentStyle: "object" }],
];

interface Generated {
  files: Record<string, string>;
  /** The `mock-data` findings of each description, by its folder. */
  findings: Map<string, Diagnostic[]>;
}

/** Every description's client and handlers file under `row`, by virtual path; generation failures are left out. */
async function generateAll(row: Row, template: GenerateOptions["template"] = "fetch"): Promise<Generated> {
  const files: Record<string, string> = {};
  const findings = new Map<string, Diagnostic[]>();
  for (const src of DESCRIPTIONS) {
    const folder = path.relative(ROOT, src).replace(/[^\w]/g, "_");
    await withTempDir(async (dir) => {
      const result = await generateFiles({
        src,
        out: path.join(dir, "client.ts"),
        msw: path.join(dir, "handlers.ts"),
        template,
        ...row,
      }).catch(() => undefined);
      if (result === undefined) return;
      for (const file of result.files) files[`${folder}/${path.relative(dir, file.path)}`] = file.content;
      findings.set(
        folder,
        result.diagnostics.filter((diagnostic) => diagnostic.code === "mock-data"),
      );
    });
  }
  return { files, findings };
}

/** The handler declarations of a handlers file that have no default data. */
function handlersWithoutDefault(text: string): number {
  return text.match(/^ {4}noDefault: /gm)?.length ?? 0;
}

describe("the handlers file of every description compiles with its client", () => {
  it("finds the descriptions", () => {
    expect(DESCRIPTIONS.length).toBeGreaterThan(90);
  });

  for (const [label, row] of TYPE_OPTION_ROWS) {
    it(`under ${label}`, async () => {
      const { files, findings } = await generateAll(row);
      const handlerFiles = Object.keys(files).filter((file) => file.endsWith("/handlers.ts"));
      expect(handlerFiles.length).toBeGreaterThan(90);
      const options: CompileOptions = row.enumDeclarationStyle === "enum" ? ENUM_OUTPUT : {};
      expect(compileInMemory(files, options).diagnostics.slice(0, 20)).toEqual([]);
      // A handler without default data is one the run warned of, at its response.
      for (const file of handlerFiles) {
        const folder = file.slice(0, -"/handlers.ts".length);
        const withoutDefault = handlersWithoutDefault(files[file] ?? "");
        const warned = (findings.get(folder) ?? []).filter((finding) =>
          finding.message.includes("has no default data"),
        );
        expect({ file, warned: warned.length }).toEqual({ file, warned: withoutDefault });
        for (const finding of warned) expect(finding.pointer).toMatch(/^#\/paths\/.+\/responses\/\w+$/);
      }
    }, 300_000);
  }
});

describe("a response no value of whose type exists", () => {
  it("gives its handler no default data, with a warning naming the response, and the file compiles", async () => {
    // hey-api's full.yaml: an allOf whose members type `prop` as a boolean and as an integer.
    const src = path.join(ROOT, "fixtures/specs/hey-api/3.1.x/full.yaml");
    await withTempDir(async (dir) => {
      const result = await generateFiles({
        src,
        out: path.join(dir, "client.ts"),
        msw: path.join(dir, "handlers.ts"),
        template: "fetch",
      });
      const handlers = result.files.find((file) => file.path.endsWith("handlers.ts"))?.content ?? "";
      expect(handlersWithoutDefault(handlers)).toBeGreaterThan(0);
      const warning = result.warnings.find((line) => line.includes("has no default data"));
      expect(warning).toMatch(
        /full\.yaml#\/paths\/.+\/responses\/\d{3}: the MSW handlers file has no default/,
      );
    });
  }, 60_000);
});

describe("the handlers file of every description compiles under every template", () => {
  // The schemas' type names can differ by template (a layer's names push a schema's aside), and the handlers name them.
  for (const [label, template] of EVERY_TEMPLATE.filter(([label]) => label !== "fetch")) {
    it(label, async () => {
      const { files } = await generateAll({}, template);
      expect(Object.keys(files).filter((file) => file.endsWith("/handlers.ts")).length).toBeGreaterThan(90);
      const options: CompileOptions = { extraCompilerOptions: { experimentalDecorators: true } };
      expect(compileInMemory(files, options).diagnostics.slice(0, 20)).toEqual([]);
    }, 300_000);
  }
});
