/**
 * Zod schemas and types of descriptions whose values JavaScript reads specially: properties named like
 * `Object.prototype`'s members and `__proto__`, a flat `allOf` of hundreds of objects, `enum`/`const` of
 * objects, patterns JavaScript cannot compile with `u`, lone surrogates, and numbers JSON cannot carry. Each
 * is generated, compiled in the strict program where the output changed, and run where Zod decides.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { generate as generateInMemory } from "../../src/generate.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { compileInMemory } from "../support/compile.js";
import { importZodSchemas } from "../support/generated-module.js";
import { withTempDir } from "../support/temp-dir.js";

type Schemas = Record<string, z.ZodType>;

/** A 3.1 description with these component schemas and, when given, the operations of `paths`. */
function description(schemas: Record<string, unknown>, paths: Record<string, unknown> = {}): string {
  return JSON.stringify({
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths,
    components: { schemas },
  });
}

/** Writes `text` as the description (`name` gives its format) and runs `use` on its path. */
function withDescription<T>(
  text: string,
  use: (src: string) => Promise<T>,
  name = "openapi.json",
): Promise<T> {
  return withTempDir((folder) => {
    const src = path.join(folder, name);
    writeFileSync(src, text);
    return use(src);
  }, "typewright-hostile-values-");
}

/** Generates in memory (files keyed by `hostile/...`) and returns the files and the warning lines. */
async function generateFiles(src: string, extra: Record<string, unknown> = {}) {
  const options = resolveOptions(
    {
      src,
      out: path.join("hostile", "client.ts"),
      template: "fetch",
      generationMode: "schemas",
      validator: "zod",
      ...extra,
    },
    BUILTIN_OUTPUTS,
  );
  const result = await generateInMemory(options, { write: false });
  const files = Object.fromEntries(result.files.map((file) => [file.path, file.content]));
  // Each line names the description, then the pointer within it: kept from here on as the pointer.
  for (const warning of result.warnings) expect(warning.startsWith(`${src}#/`), warning).toBe(true);
  const warnings = result.warnings.map((warning) => warning.slice(src.length));
  return { files, warnings, diagnostics: result.diagnostics };
}

/** A user file that infers, parses with and assigns both ways the schemas of `names`. */
function userOf(...names: string[]): string {
  return [
    "import type { z } from 'zod';",
    ...names.flatMap((name) => [
      `import type { ${name} } from './client.js';`,
      `import { ${name}Schema } from './client.zod.js';`,
      `export const parsed${name}: z.infer<typeof ${name}Schema> = ${name}Schema.parse({});`,
      `export const back${name}: ${name} = parsed${name};`,
      `export const input${name}: z.input<typeof ${name}Schema> = back${name};`,
    ]),
  ].join("\n");
}

function issuePaths(schema: z.ZodType | undefined, value: unknown): string[] | undefined {
  if (schema === undefined) throw new Error("no such schema");
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues.map((issue) => issue.path.join("."));
}

const PROTOTYPE_NAMED = description({
  Named: {
    type: "object",
    required: ["name", "__proto__", "valueOf", "anything"],
    properties: {
      name: { type: "string" },
      constructor: { type: "string" },
      toString: { type: "string" },
      hasOwnProperty: { type: "string" },
      // Computed: a `__proto__:` key of an object literal would set its prototype.
      ["__proto__"]: { type: "string" },
      valueOf: { type: "integer" },
      anything: {},
      isPrototypeOf: {},
    },
  },
});

describe("properties named like Object.prototype's members and __proto__", () => {
  it("are checked on the value's own properties, never the inherited ones", async () => {
    const { module } = await withDescription(PROTOTYPE_NAMED, (src) =>
      importZodSchemas<Schemas>(src, { template: "fetch", generationMode: "schemas" }),
    );
    const schema = module.NamedSchema;
    const valid = JSON.parse('{"name":"x","__proto__":"p","valueOf":1,"anything":null}');
    expect(issuePaths(schema, valid)).toBeUndefined();
    // The optional ones present with their own values are checked.
    expect(
      issuePaths(schema, { ...valid, constructor: "c", toString: "t", isPrototypeOf: 1 }),
    ).toBeUndefined();
    expect(issuePaths(schema, { ...valid, constructor: 5 })).toEqual(["constructor"]);
    // Required ones missing are missing, though the value inherits a member of that name.
    expect(issuePaths(schema, JSON.parse('{"name":"x","valueOf":1,"anything":0}'))).toEqual(["__proto__"]);
    expect(issuePaths(schema, JSON.parse('{"name":"x","__proto__":"p","anything":0}'))).toEqual(["valueOf"]);
    expect(issuePaths(schema, JSON.parse('{"name":"x","__proto__":5,"valueOf":1,"anything":0}'))).toEqual([
      "__proto__",
    ]);
  });

  it("leave a closed object closed: a key it does not declare is refused beside an own `__proto__`", async () => {
    const closed = description({
      Closed: {
        type: "object",
        additionalProperties: false,
        properties: { ["__proto__"]: { type: "string" }, name: { type: "string" } },
      },
    });
    const { module } = await withDescription(closed, (src) =>
      importZodSchemas<Schemas>(src, { template: "fetch", generationMode: "schemas" }),
    );
    const schema = module.ClosedSchema;
    expect(issuePaths(schema, JSON.parse('{"__proto__":"p","name":"n"}'))).toBeUndefined();
    expect(issuePaths(schema, { name: "n", extra: 1 })).toEqual([""]);
    expect(issuePaths(schema, JSON.parse('{"__proto__":5}'))).toEqual(["__proto__"]);
  });

  it("compile in strict mode, with the schemas' types inferred and written out", async () => {
    await withDescription(PROTOTYPE_NAMED, async (src) => {
      for (const validatorExplicitTypes of [false, true]) {
        const { files } = await generateFiles(src, { validatorExplicitTypes });
        const user = { [path.join("hostile", "user.ts")]: userOf("Named") };
        expect(compileInMemory({ ...files, ...user }).diagnostics).toEqual([]);
      }
    });
  });

  it("are checked alike in a request type's schema (query parameters named so)", async () => {
    const parameter = (name: string, required: boolean) => ({
      name,
      in: "query",
      required,
      schema: { type: "string" },
    });
    const paths = {
      "/items": {
        get: {
          operationId: "listItems",
          parameters: [parameter("constructor", false), parameter("__proto__", true), parameter("q", true)],
          responses: { "204": { description: "none" } },
        },
      },
    };
    const options = {
      template: "fetch",
      validateRequests: true,
      queryParamsSerialization: { queryParamsAsObject: true },
    } as const;
    await withDescription(description({}, paths), async (src) => {
      const { module } = await importZodSchemas<Schemas>(src, options);
      const schema = module.ListItemsQuerySchema;
      expect(issuePaths(schema, JSON.parse('{"q":"a","__proto__":"b"}'))).toBeUndefined();
      expect(issuePaths(schema, JSON.parse('{"q":"a"}'))).toEqual(["__proto__"]);
      const { files } = await generateFiles(src, { ...options, generationMode: "full" });
      expect(compileInMemory(files).diagnostics).toEqual([]);
    });
  });
});

describe("validating clients over these schemas", () => {
  const schemas = {
    ...JSON.parse(PROTOTYPE_NAMED).components.schemas,
    Choice: { enum: [{ a: 1 }, [1, 2]] },
    Wide: JSON.parse(wideAllOf(40)).components.schemas.Wide,
    Odd: { type: "object", properties: { "\ud800k": { enum: ["\udc00v"] } } },
  };
  const answer = (name: string) => ({
    "200": {
      description: "ok",
      content: { "application/json": { schema: { $ref: `#/components/schemas/${name}` } } },
    },
  });
  const body = (name: string) => ({
    required: true,
    content: { "application/json": { schema: { $ref: `#/components/schemas/${name}` } } },
  });
  const paths = Object.fromEntries(
    ["Named", "Choice", "Wide", "Odd"].map((name) => [
      `/${name.toLowerCase()}`,
      { post: { operationId: `post${name}`, requestBody: body(name), responses: answer(name) } },
    ]),
  );

  it.each(["fetch", "axios", "ng2"])(
    "compile in strict mode (%s, validateResponses and validateRequests)",
    async (template) => {
      await withDescription(description(schemas, paths), async (src) => {
        const options = { template, generationMode: "full", validateResponses: true, validateRequests: true };
        const { files } = await generateFiles(src, options);
        expect(compileInMemory(files).diagnostics).toEqual([]);
      });
    },
  );
});

/** A flat `allOf` of `members` objects, each requiring its own `p<i>`. */
function wideAllOf(members: number): string {
  const allOf = Array.from({ length: members }, (_, index) => ({
    type: "object",
    required: [`p${index}`],
    properties: { [`p${index}`]: { type: "string" } },
  }));
  return description({ Wide: { allOf } });
}

/** How deep `z.intersection(` calls nest in the text. */
function intersectionDepth(text: string): number {
  let deepest = 0;
  const open: boolean[] = [];
  for (let index = 0; index < text.length; index++) {
    if (text.startsWith("z.intersection(", index)) {
      open.push(true);
      deepest = Math.max(deepest, open.filter(Boolean).length);
      index += "z.intersection".length;
    } else if (text[index] === "(") open.push(false);
    else if (text[index] === ")") open.pop();
  }
  return deepest;
}

describe("a flat allOf of many objects", () => {
  it("nests its intersections as a balanced tree, and compiles in strict mode at 40 members", async () => {
    await withDescription(wideAllOf(40), async (src) => {
      const { files } = await generateFiles(src);
      const schemaFile = files[path.join("hostile", "client.zod.ts")] ?? "";
      expect(intersectionDepth(schemaFile)).toBe(6);
      const user = { [path.join("hostile", "user.ts")]: userOf("Wide") };
      expect(compileInMemory({ ...files, ...user }).diagnostics).toEqual([]);
    });
  });

  it("generates at 1,000 members, and the schema checks every member", async () => {
    const { module, code } = await withDescription(wideAllOf(1000), (src) =>
      importZodSchemas<Schemas>(src, { template: "fetch", generationMode: "schemas" }),
    );
    expect(intersectionDepth(code)).toBe(10);
    const valid = Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`p${index}`, "x"]));
    expect(issuePaths(module.WideSchema, valid)).toBeUndefined();
    const { p999: _, ...withoutLast } = valid;
    expect(issuePaths(module.WideSchema, withoutLast)).toEqual(["p999"]);
  });
});

describe("enum and const of objects and arrays", () => {
  const text = description({
    Choice: { enum: [{ a: 1, b: [true] }, [1, 2], "x"] },
    Fixed: { type: "object", properties: { at: { const: { lat: 1, lon: 2 } } } },
  });

  it("are checked by the Zod schema as JSON values, whatever the order of keys", async () => {
    const { module } = await withDescription(text, (src) =>
      importZodSchemas<Schemas>(src, { template: "fetch", generationMode: "schemas" }),
    );
    expect(issuePaths(module.ChoiceSchema, { b: [true], a: 1 })).toBeUndefined();
    expect(issuePaths(module.ChoiceSchema, [1, 2])).toBeUndefined();
    expect(issuePaths(module.ChoiceSchema, "x")).toBeUndefined();
    expect(issuePaths(module.ChoiceSchema, { a: 1, b: [false] })).toEqual([""]);
    expect(issuePaths(module.ChoiceSchema, [2, 1])).toEqual([""]);
    expect(issuePaths(module.FixedSchema, { at: { lon: 2, lat: 1 } })).toBeUndefined();
    expect(issuePaths(module.FixedSchema, { at: { lat: 1 } })).toEqual(["at"]);
  });

  it("are reported with their pointer, and the schemas compile in strict mode", async () => {
    await withDescription(text, async (src) => {
      const { files, warnings } = await generateFiles(src, { validatorExplicitTypes: true });
      expect(warnings).toEqual([
        "#/components/schemas/Choice/enum: `enum` holds an object or an array, which no literal type spells: the type is what the rest of the schema says, and only the Zod schemas check these values (compared as JSON)",
        "#/components/schemas/Fixed/properties/at/const: `const` holds an object or an array, which no literal type spells: the type is what the rest of the schema says, and only the Zod schemas check these values (compared as JSON)",
      ]);
      const user = {
        [path.join("hostile", "user.ts")]: userOf("Choice", "Fixed"),
      };
      expect(compileInMemory({ ...files, ...user }).diagnostics).toEqual([]);
    });
  });
});

describe("a pattern JavaScript cannot compile with the u flag", () => {
  it("is reported with its pointer and the pattern", async () => {
    const text = description({ Code: { type: "string", pattern: "\\p{Letter" } });
    const { warnings, files } = await withDescription(text, (src) => generateFiles(src));
    expect(warnings).toEqual([
      '#/components/schemas/Code/pattern: `pattern` "\\\\p{Letter" is no regular expression JavaScript compiles with the `u` flag: the Zod schemas leave it out, and nothing checks it',
    ]);
    expect(files[path.join("hostile", "client.zod.ts")]).toContain(
      "CodeSchema = /* @__PURE__ */ (() => z.string())()",
    );
  });
});

describe("lone surrogates", () => {
  // JSON text can hold them as escapes; a JavaScript string holds them as code units.
  const text = description({
    Odd: {
      type: "object",
      required: ["\ud800k"],
      properties: {
        "\ud800k": { enum: ["\udc00v", "w"] },
        fixed: { const: "a\ud800" },
        shaped: { type: "string", pattern: "^\ud800$" },
      },
    },
  });

  it("are written as escapes in the types and the schemas, and the schemas accept the exact values", async () => {
    const { module, code } = await withDescription(text, (src) =>
      importZodSchemas<Schemas>(src, { template: "fetch", generationMode: "schemas" }),
    );
    expect(code).toContain("'\\uD800k': z.enum(['\\uDC00v', 'w'])");
    expect(code).not.toContain("\ufffd");
    const valid = { "\ud800k": "\udc00v", fixed: "a\ud800", shaped: "\ud800" };
    expect(issuePaths(module.OddSchema, valid)).toBeUndefined();
    expect(issuePaths(module.OddSchema, { ...valid, shaped: "\ufffd" })).toEqual(["shaped"]);
    const { files } = await withDescription(text, (src) => generateFiles(src));
    const types = files[path.join("hostile", "client.ts")] ?? "";
    expect(types).toContain("'\\uD800k': '\\uDC00v' | 'w';");
    expect(types).not.toContain("\ufffd");
  });
});

describe("numbers JSON cannot carry", () => {
  const yaml = [
    "openapi: 3.0.3",
    "info: { title: t, version: '1' }",
    "paths: {}",
    "components:",
    "  schemas:",
    "    NotANumber: { type: number, enum: [.nan, 1] }",
    "    Bounded: { type: number, minimum: -.inf, maximum: .inf, multipleOf: 2 }",
  ].join("\n");

  it("leave their keyword out, reported with its pointer (YAML's .nan and .inf)", async () => {
    const { warnings, files } = await withDescription(yaml, (src) => generateFiles(src), "openapi.yaml");
    const said =
      "a number JSON cannot carry (YAML's `.inf`/`.nan`, or a literal past the largest double): the keyword is left out, as if absent";
    expect(warnings).toEqual([
      `#/components/schemas/NotANumber/enum: \`enum\` holds NaN, ${said}`,
      `#/components/schemas/Bounded/minimum: \`minimum\` holds -Infinity, ${said}`,
      `#/components/schemas/Bounded/maximum: \`maximum\` holds Infinity, ${said}`,
    ]);
    const schemaFile = files[path.join("hostile", "client.zod.ts")] ?? "";
    expect(schemaFile).toContain("NotANumberSchema = /* @__PURE__ */ (() => z.number())()");
    expect(schemaFile).toContain("BoundedSchema = /* @__PURE__ */ (() => z.number().multipleOf(2))()");
  });

  it("a literal past the largest double in JSON (1e400) is reported alike", async () => {
    const text = description({ Huge: { const: 1 } }).replace('"const":1', '"const":1e400');
    const { warnings, files } = await withDescription(text, (src) => generateFiles(src));
    expect(warnings).toEqual([
      "#/components/schemas/Huge/const: `const` holds Infinity, a number JSON cannot carry (YAML's `.inf`/`.nan`, or a literal past the largest double): the keyword is left out, as if absent",
    ]);
    expect(files[path.join("hostile", "client.ts")]).toContain("export type Huge = unknown;");
  });
});
