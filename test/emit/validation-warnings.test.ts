/**
 * A validating client with a nullable strategy other than `include` rejects the nulls a description allows
 * (its types, and so its schemas, have none): the run says so, once, and only where the description has such
 * a value. Unless chosen, the strategy of a validating client is `include`, so the common case is quiet.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import { fixturePath } from "../support/generated-module.js";
import { withTempDir } from "../support/temp-dir.js";

async function warningsOf(options: Omit<GenerateOptions, "out">): Promise<string[]> {
  return withTempDir(async (dir) => {
    const result = await generateFiles({ ...options, out: path.join(dir, "client.ts") });
    return result.warnings.filter((warning) => warning.startsWith("validate"));
  });
}

const VALIDATING = { template: "fetch", validator: "zod", validateResponses: true } as const;

describe("validating with nulls the types drop", () => {
  it("warns where the strategy is chosen and drops a nullable value the description has (petstore's `tag`)", async () => {
    const ignored = await warningsOf({
      src: fixturePath("petstore.yaml"),
      ...VALIDATING,
      nullableStrategy: "ignore",
    });
    expect(ignored).toEqual([
      'validateResponses: with nullableStrategy "ignore" the types have no null, so a null the description allows fails validation; "include" types and admits it',
    ]);
    const asOptional = await warningsOf({
      src: fixturePath("petstore.yaml"),
      ...VALIDATING,
      validateResponses: false,
      validateRequests: true,
      nullableStrategy: "nullableAsOptional",
    });
    expect(asOptional).toEqual([
      expect.stringMatching(/^validateRequests: with nullableStrategy "nullableAsOptional"/),
    ]);
  });

  it("says nothing with `include`, without validation, or where nothing is nullable", async () => {
    const src = fixturePath("petstore.yaml");
    expect(await warningsOf({ src, ...VALIDATING, nullableStrategy: "include" })).toEqual([]);
    expect(await warningsOf({ src, template: "fetch", validator: "zod" })).toEqual([]);
    expect(await warningsOf({ src: fixturePath("clients/hook-names.yaml"), ...VALIDATING })).toEqual([]);
  });
});

describe("the strategy a validating client gets by default", () => {
  it("is include, so the types and their schemas admit the nulls the description allows, and nothing warns", async () => {
    const src = fixturePath("petstore.yaml");
    for (const validating of [{ validateResponses: true }, { validateRequests: true }] as const) {
      await withTempDir(async (dir) => {
        const result = await generateFiles({
          src,
          out: path.join(dir, "client.ts"),
          template: "fetch",
          validator: "zod",
          ...validating,
        });
        expect(result.warnings).toEqual([]);
        const file = (name: string) => result.files.find((written) => written.path.endsWith(name))?.content;
        expect(file("client.ts")).toContain("tag?: string | null;");
        expect(file("client.zod.ts")).toContain("tag: z.string().nullable().exactOptional(),");
      });
    }
  });

  it("is ignore without validation, as before", async () => {
    await withTempDir(async (dir) => {
      const result = await generateFiles({
        src: fixturePath("petstore.yaml"),
        out: path.join(dir, "client.ts"),
        template: "fetch",
        validator: "zod",
      });
      expect(result.files.find((written) => written.path.endsWith("client.ts"))?.content).toContain(
        "tag?: string;",
      );
    });
  });
});
