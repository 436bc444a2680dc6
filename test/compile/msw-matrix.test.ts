/**
 * The MSW handlers file compiles strictly with its client for every fixture and every description under
 * fixtures/specs, under the rows of the matrix that change how values are typed (the defaults, read/write views
 * off, each `nullableStrategy`, `preferAny`), each under its own template (support/msw-matrix.ts; an option row
 * takes every fixture and its share of fixtures/specs, the defaults row all of them): its default
 * data is admitted by the client's types, or, where no value of a response's type exists, the handler has none
 * and the run says so with the response's pointer. The rows that change how types are written (dates as text,
 * TypeScript enums, type aliases, object arguments): compile/msw-matrix-declarations.test.ts.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { compileInMemory } from "../support/compile.js";
import {
  CORPUS,
  DESCRIPTIONS,
  expectMatrixRowHolds,
  handlersWithoutDefault,
  MATRIX_ROWS,
} from "../support/msw-matrix.js";
import { withTempDir } from "../support/temp-dir.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

describe("the handlers file of every description compiles with its client", () => {
  it("finds the descriptions, and deals each of the corpus to one option row", () => {
    expect(DESCRIPTIONS.length).toBeGreaterThan(90);
    const optionRows = MATRIX_ROWS.filter((row) => row.descriptions !== DESCRIPTIONS);
    expect(optionRows).toHaveLength(MATRIX_ROWS.length - 1);
    const dealt = optionRows.flatMap((row) => row.descriptions.filter((src) => CORPUS.includes(src)));
    expect(dealt.sort()).toEqual([...CORPUS].sort());
  });

  for (const matrixRow of MATRIX_ROWS.filter((row) => row.group === "typing")) {
    it(`under ${matrixRow.label}`, () => expectMatrixRowHolds(matrixRow), 300_000);
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
