import { describe, expect, it } from "vitest";
import type { GenerateOptions } from "../../src/index.js";
import { generate } from "../../src/index.js";
import { expectCompilesApart } from "../support/compile.js";

const FIXTURES = new URL("../../fixtures/", import.meta.url).pathname;
const fixture = (name: string) => `${FIXTURES}${name}`;

type TypeOptions = Omit<GenerateOptions, "src" | "out">;

/** Option rows covering every value of every type-shaping option at least once. */
const OPTION_ROWS: [string, TypeOptions][] = [
  ["defaults", {}],
  ["type-style", { schemaDeclarationStyle: "type" }],
  ["enum-original", { enumDeclarationStyle: "enum", enumNamesStyle: "original" }],
  ["enum-pascal", { enumDeclarationStyle: "enum", enumNamesStyle: "PascalCase" }],
  ["nullable-include", { nullableStrategy: "include" }],
  ["nullable-optional", { nullableStrategy: "nullableAsOptional" }],
  ["date-string", { dateFormat: "string" }],
  ["prefer-any", { preferAny: true }],
  [
    "everything-else",
    {
      schemaDeclarationStyle: "type",
      enumDeclarationStyle: "enum",
      enumNamesStyle: "PascalCase",
      nullableStrategy: "include",
      dateFormat: "string",
      preferAny: true,
    },
  ],
];

const TYPE_FIXTURES = [
  "types/kitchen-sink-3.0.yaml",
  "types/openapi-3.1.yaml",
  "types/naming.yaml",
  "petstore.yaml",
  "types/read-write.yaml",
];

async function schemasOf(name: string, options: TypeOptions = {}): Promise<string> {
  return generate({ src: fixture(name), generationMode: "schemas", ...options });
}

describe("every type fixture × option row compiles in strict mode", () => {
  it("has zero diagnostics for all combinations in one program", async () => {
    const files: Record<string, string> = {};
    const withEnums: Record<string, string> = {};
    for (const name of TYPE_FIXTURES) {
      for (const [row, options] of OPTION_ROWS) {
        const group = options.enumDeclarationStyle === "enum" ? withEnums : files;
        group[`types/${name.replace(/[/.]/g, "_")}/${row}.ts`] = await schemasOf(name, options);
      }
    }
    expectCompilesApart(files, withEnums);
  });
});

describe("lowering", () => {
  it("applies each nullableStrategy row of the spec", async () => {
    const ignore = await schemasOf("types/kitchen-sink-3.0.yaml");
    const include = await schemasOf("types/kitchen-sink-3.0.yaml", { nullableStrategy: "include" });
    const optional = await schemasOf("types/kitchen-sink-3.0.yaml", {
      nullableStrategy: "nullableAsOptional",
    });
    expect(ignore).toContain("nullableRequired: string;");
    expect(include).toContain("nullableRequired: string | null;");
    expect(optional).toContain("nullableRequired?: string;");
    // 3.1 type arrays with null follow the same strategy.
    const v31 = await schemasOf("types/openapi-3.1.yaml", { nullableStrategy: "include" });
    expect(v31).toContain("name: string | null;");
    expect(v31).toContain("either?: string | number;");
  });

  it("emits string enums as unions or enums with the requested member names", async () => {
    const union = await schemasOf("types/kitchen-sink-3.0.yaml");
    expect(union).toMatch(
      /export type Status = 'active' \| 'not active' \| 'org-name' \| 'some\.thing' \| 'ACTIVE_USER';/,
    );
    const original = await schemasOf("types/kitchen-sink-3.0.yaml", { enumDeclarationStyle: "enum" });
    expect(original).toContain("'not active' = 'not active'");
    expect(original).toContain("active = 'active'");
    const pascal = await schemasOf("types/kitchen-sink-3.0.yaml", {
      enumDeclarationStyle: "enum",
      enumNamesStyle: "PascalCase",
    });
    expect(pascal).toContain("NotActive = 'not active'");
    expect(pascal).toContain("OrgName = 'org-name'");
    expect(pascal).toContain("SomeThing = 'some.thing'");
    // Custom names win over enumNamesStyle; numeric enums stay unions.
    expect(pascal).toContain("First = 'A1'");
    expect(pascal).toMatch(/export type Level = 1 \| 2 \| 3;/);
    expect(pascal).toMatch(/export type Mixed = 'a' \| 1 \| true;/);
  });

  it("maps date formats per dateFormat, and binary to string (JSON carries bytes as text)", async () => {
    const asDate = await schemasOf("types/kitchen-sink-3.0.yaml");
    expect(asDate).toContain("createdAt: Date;");
    expect(asDate).toContain("avatar?: string;");
    const asString = await schemasOf("types/kitchen-sink-3.0.yaml", { dateFormat: "string" });
    expect(asString).toContain("createdAt: string;");
  });

  it("uses unknown or any for free-form values; a required one is any present value", async () => {
    const unknown = await schemasOf("types/kitchen-sink-3.0.yaml");
    expect(unknown).toContain("anything: {} | null;");
    expect(unknown).toContain("freeForm?: Record<string, unknown>;");
    const any = await schemasOf("types/kitchen-sink-3.0.yaml", { preferAny: true });
    expect(any).toContain("anything: any;");
  });

  it("emits x-ts-type verbatim, winning over everything else", async () => {
    const code = await schemasOf("types/kitchen-sink-3.0.yaml");
    expect(code).toContain("export type Verbatim = Record<string, Array<number>>;");
    expect(code).toContain("export type VerbatimOverRef = 'overridden';");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the expected output is a template literal type.
    expect(code).toContain("customType?: `${number}px`;");
  });

  it("narrows discriminated unions and extends interfaces where that is equivalent", async () => {
    const code = await schemasOf("types/kitchen-sink-3.0.yaml");
    expect(code).toMatch(
      /export type Pet = \(Cat & \{\s*petType: 'cat';\s*\}\) \| \(Dog & \{\s*petType: 'dog';\s*\}\);/,
    );
    expect(code).toContain("export interface Extended extends Base {");
    expect(code).toMatch(/export type Overriding = Base & \{/);
  });

  it("keeps recursion as references", async () => {
    const code = await schemasOf("types/kitchen-sink-3.0.yaml");
    expect(code).toContain("children?: TreeNode[];");
    expect(code).toContain("b?: B;");
    expect(code).toContain("a?: A;");
  });

  it("keeps non-ASCII text readable and comments closed", async () => {
    const code = await schemasOf("types/kitchen-sink-3.0.yaml");
    expect(code).not.toMatch(/\\u[0-9a-fA-F]{4}/);
    expect(code).toContain("名前");
    expect(code).toContain("'😀'");
    expect(code).not.toContain("terminator */ must");
  });

  it("lowers 3.1 tuples, consts and contentMediaType", async () => {
    const code = await schemasOf("types/openapi-3.1.yaml");
    expect(code).toContain("export type Point = [number, number];");
    expect(code).toContain("export type Labelled = [string, ...number[]];");
    expect(code).toContain("version: 2;");
    expect(code).toContain("kind: 'fixed';");
    // contentMediaType without contentEncoding is bytes: text in a named type, like format binary.
    expect(code).toContain("file?: string;");
    expect(code).toContain("encoded?: string;");
  });

  it("plans unique, valid type names that never shadow globals", async () => {
    const code = await schemasOf("types/naming.yaml");
    const declared = [...code.matchAll(/export (?:interface|type|enum) ([^\s<=]+)/g)].map((m) => m[1]);
    expect(new Set(declared).size).toBe(declared.length);
    for (const global of ["Date", "File", "Blob", "Response", "Record", "Promise", "Error"]) {
      // The global keeps its meaning; the schema is renamed.
      expect(declared).not.toContain(global);
    }
    expect(code).toContain("real?: Date;");
    expect(code).toContain("blob?: string;");
  });
});

describe("generation modes", () => {
  it("emits only types reachable from operations in full mode", async () => {
    const full = await generate({ src: fixture("petstore.yaml") });
    expect(full).toContain("export interface Pet");
    expect(full).not.toContain("Unused");
    const schemas = await schemasOf("petstore.yaml");
    expect(schemas).toContain("export interface Unused");
  });

  it("prunes types used only by excluded operations", async () => {
    const code = await generate({ src: fixture("petstore.yaml"), exclude: { tags: ["store"] } });
    expect(code).not.toContain("Order");
    expect(code).toContain("export interface Pet");
  });

  it("gives byte-identical output on a second run", async () => {
    for (const name of TYPE_FIXTURES) {
      expect(await schemasOf(name, OPTION_ROWS[8]?.[1])).toBe(await schemasOf(name, OPTION_ROWS[8]?.[1]));
    }
  });
});
