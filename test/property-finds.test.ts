/**
 * Minimal reproductions of generator bugs that test/property.test.ts found, kept as regression tests (the
 * random samples that found them need not come up again with another seed).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate, generateFiles } from "../src/index.js";
import { ENUM_OUTPUT, expectCompiles } from "./support/compile.js";
import { makeTempDir, type TempDir } from "./support/temp-dir.js";

let folder: TempDir;
beforeAll(async () => {
  folder = await makeTempDir("typewright-property-finds-");
});
afterAll(() => folder.cleanup());

function writeDescription(name: string, description: unknown): string {
  const file = path.join(folder.path, name);
  writeFileSync(file, JSON.stringify(description));
  return file;
}

const INFO = { title: "t", version: "1" };

describe("enum members", () => {
  it("a numbered duplicate that is numeric itself is renamed like a numeric name (TS2452)", async () => {
    const src = writeDescription("enum-names.json", {
      openapi: "3.0.3",
      info: INFO,
      paths: {},
      components: {
        schemas: {
          Empty: { type: "string", enum: ["a", "b", "c"], "x-enumNames": ["", "", "_2"] },
          Minus: { type: "string", enum: ["a", "b"], "x-enumNames": ["-", "-"] },
        },
      },
    });
    const code = await generate({ src, generationMode: "schemas", enumDeclarationStyle: "enum" });
    expect(code).toMatch(/export enum Empty \{\s+'' = 'a',\s+_2 = 'b',\s+_2_2 = 'c'\s+\}/);
    expect(code).toMatch(/export enum Minus \{\s+'-' = 'a',\s+'_-2' = 'b'\s+\}/);
    expectCompiles({ "enum-names/client.ts": code }, ENUM_OUTPUT);
  });
});

describe("mock file", () => {
  it("imports the main file only when it stubs something from it (schemas mode exports no client)", async () => {
    const src = writeDescription("no-schemas.json", { openapi: "3.0.3", info: INFO, paths: {} });
    const out = path.join(folder.path, "no-schemas");
    const result = await generateFiles({
      src,
      out: path.join(out, "client.ts"),
      generationMode: "schemas",
      mocks: path.join(out, "client-mocks.ts"),
      testingFramework: "vitest",
    });
    const mocks = readFileSync(path.join(out, "client-mocks.ts"), "utf8");
    expect(mocks).not.toContain("./client.js");
    expectCompiles(
      Object.fromEntries(
        result.files.map((file) => [`no-schemas/${path.basename(file.path)}`, file.content]),
      ),
    );
  });
});
