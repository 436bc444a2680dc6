/**
 * A validating client with a nullable strategy other than `include` rejects the nulls a description allows
 * (its types, and so its schemas, have none): the run says so, once, and only where the description has such
 * a value.
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
  it("warns with the default strategy where the description has a nullable value (petstore's `tag`)", async () => {
    expect(await warningsOf({ src: fixturePath("petstore.yaml"), ...VALIDATING })).toEqual([
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
