/**
 * The MSW handlers file compiles strictly with its client for every fixture and every description under
 * fixtures/specs, under each option that changes the types (read/write views off, each `nullableStrategy`,
 * `preferAny`, dates as text, TypeScript enums, type aliases, object arguments): its default data is admitted by
 * the client's types, or, where no value of a response's type exists, the handler has none and the run says so
 * with the response's pointer. Under every template: compile/msw-template-matrix.test.ts.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { type CompileOptions, compileInMemory, ENUM_OUTPUT } from "../support/compile.js";
import { DESCRIPTIONS, generateAll, type Row } from "../support/msw-matrix.js";
import { withTempDir } from "../support/temp-dir.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

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

/** The fetch client and the handlers file of `fixture`, generated into a temporary folder, by their names. */
async function clientAndHandlers(fixture: string) {
  return withTempDir(async (dir) => {
    const result = await generateFiles({
      src: path.join(ROOT, fixture),
      out: path.join(dir, "client.ts"),
      msw: path.join(dir, "handlers.ts"),
      template: "fetch",
    });
    const files = Object.fromEntries(
      result.files.map((file) => [path.relative(dir, file.path), file.content]),
    );
    return { result, files };
  });
}

describe("a response no value of whose type exists", () => {
  it("gives its handler no default data, with a warning naming the response, and the file compiles", async () => {
    // hey-api's full.yaml: an allOf whose members type `prop` as a boolean and as an integer.
    const { result, files } = await clientAndHandlers("fixtures/specs/hey-api/3.1.x/full.yaml");
    expect(handlersWithoutDefault(files["handlers.ts"] ?? "")).toBeGreaterThan(0);
    const warning = result.warnings.find((line) => line.includes("has no default data"));
    expect(warning).toMatch(/full\.yaml#\/paths\/.+\/responses\/\d{3}: the MSW handlers file has no default/);
    expect(compileInMemory(files).diagnostics).toEqual([]);
  }, 60_000);
});

describe("schemas mock data cannot honour", () => {
  it("are each a warning at their response, and the handlers file compiles", async () => {
    const { result, files } = await clientAndHandlers("fixtures/msw/unsatisfiable.yaml");
    const paths = [
      "contradiction",
      "not-anything",
      "false",
      "bounds",
      "multiple",
      "recursion",
      "unique",
      "pattern",
    ];
    for (const name of paths) {
      const pointer = `#/paths/~1${name}/get/responses/200`;
      const warned = result.diagnostics.some(
        (finding) => finding.code === "mock-data" && finding.pointer === pointer,
      );
      expect(warned, name).toBe(true);
    }
    expect(compileInMemory(files).diagnostics).toEqual([]);
  }, 60_000);
});
