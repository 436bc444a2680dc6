/**
 * Zod schemas nested deeper than TypeScript can infer: a chain of 30 schemas, each reading the one before it,
 * compiles with the client that validates with them and in a user's code that parses with the deepest.
 * Inferred, TypeScript gives up about 13 levels down such a chain (TS2589 at every use of the schema); the
 * plan annotates a schema with its type where its inferred nesting passes a limit, which ends the count.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { generate as generateInMemory } from "../../src/generate.js";
import type { JsonObject } from "../../src/load/types.js";
import {
  CHECKED_NESTING_LIMIT,
  INFERRED_NESTING_LIMIT,
  zodNesting,
} from "../../src/plan/plan-schema-file.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { compileInMemory } from "../support/compile.js";
import { generateWithSchemas, importZodSchemas } from "../support/generated-module.js";
import { describeApi, modelOf } from "../support/plan-of.js";
import { smallDescription } from "../support/small-description.js";
import { withTempDir } from "../support/temp-dir.js";

const LEVELS = 30;

/** `Level0` … `Level29`, each an object with an optional `child` of the level before and a list of them. */
function chainDescription() {
  const schemas: Record<string, unknown> = {
    Level0: { type: "object", properties: { name: { type: "string" } } },
  };
  for (let level = 1; level < LEVELS; level++) {
    const before = { $ref: `#/components/schemas/Level${level - 1}` };
    schemas[`Level${level}`] = {
      type: "object",
      required: ["name"],
      properties: { name: { type: "string" }, child: before, siblings: { type: "array", items: before } },
    };
  }
  const deepest = { $ref: `#/components/schemas/Level${LEVELS - 1}` };
  const paths = {
    "/deep": {
      post: {
        operationId: "postDeep",
        requestBody: { required: true, content: { "application/json": { schema: deepest } } },
        responses: { "200": { description: "ok", content: { "application/json": { schema: deepest } } } },
      },
    },
  };
  return describeApi(paths, schemas);
}

async function generateChain(): Promise<Record<string, string>> {
  return withTempDir(async (folder) => {
    const src = path.join(folder, "openapi.json");
    writeFileSync(src, JSON.stringify(chainDescription()));
    const options = resolveOptions(
      {
        src,
        out: path.join("deep", "client.ts"),
        template: "fetch",
        validator: "zod",
        validateResponses: true,
        validateRequests: true,
      },
      BUILTIN_OUTPUTS,
    );
    const result = await generateInMemory(options, { write: false });
    return Object.fromEntries(result.files.map((file) => [file.path, file.content]));
  }, "typewright-deep-");
}

describe("zod schemas nested too deep to infer", async () => {
  const files = await generateChain();
  const schemaFile = Object.entries(files).find(([file]) => file.endsWith(".zod.ts"))?.[1] ?? "";

  it("compile with the validating client and in code that parses with the deepest schema", () => {
    const user = [
      "import type { z } from 'zod';",
      "import { Level29Schema } from './client.zod.js';",
      "export const parsed: z.infer<typeof Level29Schema> = Level29Schema.parse({ name: 'a' });",
      "export const name: string = parsed.name;",
    ].join("\n");
    const { diagnostics } = compileInMemory({ ...files, [path.join("deep", "user.ts")]: user });
    expect(diagnostics).toEqual([]);
  });

  it("annotates a schema only where its inferred nesting passes the limit", () => {
    const annotated = [...schemaFile.matchAll(/export const (Level\d+)Schema: z\.ZodType</g)].map(
      (match) => match[1],
    );
    // 3 calls at Level0, 3 more per level (see below): Level5 is the first past 16, and an annotated schema
    // counts as one call for the next.
    expect(annotated).toEqual(["Level5", "Level11", "Level17", "Level23", "Level29"]);
    expect(schemaFile).toMatch(/export const Level4Schema = /);
  });

  it("counts a chain's nesting the way the schema file is written", () => {
    const model = modelOf(chainDescription() as JsonObject);
    const named = (level: number) => model.schemas.get(`#/components/schemas/Level${level}`)?.schema;
    const nesting = new Map<string, number>();
    const ofReference = (target: string) => nesting.get(target) ?? 1;
    const depths: number[] = [];
    for (let level = 0; level < 4; level++) {
      const schema = named(level);
      if (schema === undefined) throw new Error(`no Level${level}`);
      const depth = zodNesting(schema, ofReference);
      nesting.set(`#/components/schemas/Level${level}`, depth);
      depths.push(depth);
    }
    // z.object({ name: z.string().exactOptional() }); each level then adds its own object and the deepest
    // property's `z.array(...).exactOptional()`.
    expect(depths).toEqual([3, 6, 9, 12]);
    expect(INFERRED_NESTING_LIMIT).toBeLessThan(25);
  });
});

/**
 * A description (JSON text) whose one schema nests `levels` objects within itself, written out inline: nothing
 * it holds has a name.
 */
function inlineDescription(levels: number): string {
  let schema: JsonObject = { type: "object", properties: { name: { type: "string" } } };
  for (let level = 0; level < levels; level++) {
    schema = { type: "object", properties: { name: { type: "string" }, child: schema } };
  }
  return smallDescription({ $ref: "#/components/schemas/Deep" }, { Deep: schema });
}

describe("a zod schema nested too deep within itself to check", () => {
  const deepValue = (levels: number, name: string | number): JsonObject =>
    levels === 0 ? { name } : { name: "x", child: deepValue(levels - 1, name) };

  it("is asserted to its type: the file compiles, and the schema still validates at every depth", async () => {
    // 3 + 2 calls per level: 20 levels are 43, past what TypeScript relates to the annotation (about 30).
    const levels = 20;
    await withTempDir(async (folder) => {
      const src = path.join(folder, "openapi.json");
      writeFileSync(src, inlineDescription(levels));
      const options = { template: "fetch", validateResponses: true } as const;
      const { main, schemas } = await generateWithSchemas(src, { ...options, validator: "zod" });
      expect(schemas).toMatch(
        /export const DeepSchema: z\.ZodType<api\.Deep, api\.Deep> = .*\(\(\) => z\.object/,
      );
      expect(schemas).toContain("as unknown as z.ZodType<api.Deep, api.Deep>)();");
      const user = [
        "import type { z } from 'zod';",
        "import { DeepSchema } from './client.zod.js';",
        "export const parsed: z.infer<typeof DeepSchema> = DeepSchema.parse({ name: 'a' });",
        "export const child: string | undefined = parsed.child?.child?.name;",
      ].join("\n");
      const { diagnostics } = compileInMemory({
        "inline/client.ts": main,
        "inline/client.zod.ts": schemas,
        "inline/user.ts": user,
      });
      expect(diagnostics).toEqual([]);
      const { module } = await importZodSchemas<{
        DeepSchema: { safeParse(value: unknown): { success: boolean } };
      }>(src, options);
      expect(module.DeepSchema.safeParse(deepValue(levels, "deepest")).success).toBe(true);
      expect(module.DeepSchema.safeParse(deepValue(levels, 42)).success).toBe(false);
    }, "typewright-inline-deep-");
  });

  it("stays checked below the limit: only annotated", async () => {
    const files = await withTempDir(async (folder) => {
      const src = path.join(folder, "openapi.json");
      writeFileSync(src, inlineDescription(10));
      return generateWithSchemas(src, { template: "fetch", validator: "zod" });
    }, "typewright-inline-deep-");
    expect(files.schemas).toContain("export const DeepSchema: z.ZodType<api.Deep, api.Deep> =");
    expect(files.schemas).not.toContain("as unknown");
    expect(CHECKED_NESTING_LIMIT).toBeLessThan(30);
  });
});
