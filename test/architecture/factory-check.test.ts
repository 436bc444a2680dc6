import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript script, without declarations
import { checkFactoryUses, factoryUses } from "../../scripts/check-factory.js";
// @ts-expect-error: a plain JavaScript script, without declarations
import { readSourceFiles } from "../../scripts/check-layers.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

const lines = (text: string): number[] =>
  (factoryUses("src/emit/x.ts", text) as { line: number }[]).map((use) => use.line);

describe("the factory checker", () => {
  it("finds every way of reaching the compiler's factory", () => {
    const text = [
      'import ts from "typescript";',
      "const a = ts.factory.createNull();",
      "const { factory } = ts;",
      "const { factory: f } = ts;",
      'import { factory as g } from "typescript";',
      'const h = ts["factory"].createTrue();',
      "const i = api.factory;",
    ].join("\n");
    expect(lines(text)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it("is not fooled by comments, strings or other names", () => {
    const text = [
      "// ts.factory.createNull() in a comment",
      'const text = "ts.factory.createNull()";',
      "const factoryName = 1;",
      "const { factoryReset } = settings;",
      "const node = nullLiteral();",
    ].join("\n");
    expect(lines(text)).toEqual([]);
  });

  it("allows the factory in src/ast/ only, naming the file and line elsewhere", () => {
    const files = [
      { path: "src/ast/nodes.ts", text: "export const n = () => ts.factory.createNull();" },
      { path: "src/emit/e.ts", text: "\nconst n = ts.factory.createNull();" },
    ];
    expect(checkFactoryUses(files)).toEqual([
      "src/emit/e.ts:2: ts.factory (build nodes through a helper in src/ast/)",
    ]);
  });
});

describe("the source of src/", () => {
  it("builds nodes only in src/ast/", () => {
    expect(checkFactoryUses(readSourceFiles(ROOT))).toEqual([]);
  });

  it("is checked by `node scripts/check-factory.js` too, which exits 0", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [
      path.join(ROOT, "scripts/check-factory.js"),
    ]);
    expect(stdout).toContain("ts.factory is used only in src/ast/");
  });
});
