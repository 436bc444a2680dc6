/**
 * An `enum` or `const` beside checks that refuse some of its values (`maxLength`, `pattern`, the bounds,
 * `multipleOf`): JSON Schema applies both, so those values are no values of the schema. They are left out of
 * the type and the Zod schemas, with a warning at the keyword; values of another `type` than the one
 * declared are kept as written, with a warning (docs/validation.md).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { withTempDir } from "../support/temp-dir.js";

const SCHEMAS = {
  Code: { type: "string", enum: ["ab", "x", "abc"], maxLength: 2, pattern: "^a" },
  Level: { type: "number", enum: [1, 1.5, 5], maximum: 3, multipleOf: 1 },
  Only: { type: "integer", const: 7, minimum: 10 },
  Flag: { type: "string", enum: [true, "yes"] },
};

async function generated() {
  return withTempDir(async (folder) => {
    const src = path.join(folder, "api.json");
    const document = {
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: {},
      components: { schemas: SCHEMAS },
    };
    writeFileSync(src, JSON.stringify(document));
    const out = path.join(folder, "api.ts");
    const result = await generateFiles({ src, out, generationMode: "schemas", validator: "zod" });
    const text = (suffix: string) => result.files.find((file) => file.path.endsWith(suffix))?.content ?? "";
    return { src, warnings: result.warnings, types: text("api.ts"), schemas: text(".zod.ts") };
  });
}

describe("enum and const values the checks beside them refuse", () => {
  it("are left out of the type and the schemas, each keyword reported once with the values", async () => {
    const { src, warnings, types, schemas } = await generated();
    const left =
      "which the checks beside it refuse: no value of the schema, so left out of the type and the schemas";
    expect(warnings).toEqual([
      `${src}#/components/schemas/Code/enum: \`enum\` holds "x", "abc", ${left}`,
      `${src}#/components/schemas/Level/enum: \`enum\` holds 1.5, 5, ${left}`,
      `${src}#/components/schemas/Only/const: \`const\` holds 7, ${left}`,
      `${src}#/components/schemas/Flag/enum: \`enum\` holds true, which \`type\` does not allow: kept as written, in the type and the schemas (an unquoted YAML true, false or number under \`type: string\` is the usual cause)`,
    ]);
    expect(types).toMatch(/export type Code = 'ab';/);
    expect(types).toMatch(/export type Level = 1;/);
    // No value is left: the schema allows none.
    expect(types).toMatch(/export type Only = never;/);
    expect(types).toMatch(/export type Flag = true \| 'yes';/);
    expect(schemas).toContain("z.enum(['ab'])");
    expect(schemas).toContain("z.literal(1)");
    expect(schemas).toContain("z.never()");
  });
});
