import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { resolveJobs } from "../../src/config/jobs.js";
import { buildJsonSchema, type JsonSchema, jsonSchemaText } from "../../src/config/json-schema.js";
import { isPlainObject } from "../../src/config/text.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";

const MINIMAL = { src: "spec.yaml", out: "client.ts" };

/** Whether the CLI would accept the config file (every job of it). */
function resolves(config: unknown): boolean {
  try {
    if (!isPlainObject(config)) return false;
    const configFile = { path: "/project/typewright.json", content: config };
    resolveJobs({ configFile, overrides: {}, only: [], cwd: "/project", outputs: BUILTIN_OUTPUTS });
    return true;
  } catch {
    return false;
  }
}

describe("schema.json", () => {
  it("is what the definitions produce (regenerate: npm run build && node scripts/build-schema.js)", () => {
    expect(readFileSync(new URL("../../schema.json", import.meta.url), "utf8")).toBe(
      jsonSchemaText(BUILTIN_OUTPUTS),
    );
  });

  /**
   * Configs on which the schema and resolveOptions must agree. Rules the schema does not express
   * (combinations of options, regex-looking patterns, colliding paths) are listed separately.
   */
  const agreeing: [config: Record<string, unknown>, valid: boolean][] = [
    [MINIMAL, true],
    [{ ...MINIMAL, $schema: "./schema.json", template: ["swr", "axios"], hooksOut: "h.ts" }, true],
    [{ ...MINIMAL, template: "./custom", queryParamsSerialization: { queryParamsAsObject: 2 } }, true],
    [{ ...MINIMAL, exclude: { tags: ["a*"] }, modifiers: { parameters: { limit: "ignore" } } }, true],
    [{ ...MINIMAL, enumNamesStyle: "PascalCase", mocks: "m.ts", testingFramework: "jest" }, true],
    [{ src: "spec.yaml" }, false],
    [{ out: "client.ts" }, false],
    [{ ...MINIMAL, extra: 1 }, false],
    [{ ...MINIMAL, exclude: { tag: [] } }, false],
    [{ ...MINIMAL, template: "angular" }, false],
    [{ ...MINIMAL, template: ["axios", "swr"] }, false],
    [{ ...MINIMAL, template: ["swr", "axios", "ky"] }, false],
    [{ ...MINIMAL, enumNamesStyle: "pascal" }, false],
    [{ ...MINIMAL, queryParamsSerialization: { queryParamsAsObject: -1 } }, false],
    [{ ...MINIMAL, queryParamsSerialization: { queryParamsAsObject: 1.5 } }, false],
    [{ ...MINIMAL, queryParamsSerialization: "x" }, false],
    [{ ...MINIMAL, exclude: { tags: [""] } }, false],
    [{ ...MINIMAL, modifiers: { parameters: { a: "skip" } } }, false],
    [{ ...MINIMAL, out: " " }, false],
    [{ ...MINIMAL, preferAny: "true" }, false],
    [{ ...MINIMAL, baseUrl: 1 }, false],
    [{ configs: [MINIMAL] }, true],
    [
      {
        template: "fetch",
        configs: [
          { name: "a", ...MINIMAL },
          { src: "b.yaml", out: "b.ts" },
        ],
      },
      true,
    ],
    [{ src: "spec.yaml", configs: [{ out: "a.ts" }, { out: "b.ts", template: "ky" }] }, true],
    [{ configs: [] }, false],
    [{ configs: "x" }, false],
    [{ configs: [{ ...MINIMAL, extra: 1 }] }, false],
    [{ configs: [{ ...MINIMAL, name: " " }] }, false],
    [{ configs: [{ ...MINIMAL, configs: [] }] }, false],
    [{ configs: [{ ...MINIMAL, template: "angular" }] }, false],
    [{ ...MINIMAL, name: "x" }, false],
  ];
  it.each(agreeing)("agrees with resolveOptions on %j", (config, valid) => {
    expect(schemaErrors(buildJsonSchema(BUILTIN_OUTPUTS), config).length === 0).toBe(valid);
    expect(resolves(config)).toBe(valid);
  });

  const resolveOnly: Record<string, unknown>[] = [
    { ...MINIMAL, hooksOut: "h.ts" },
    { ...MINIMAL, mocks: "m.ts" },
    { ...MINIMAL, exclude: { tags: ["admin.*"] } },
    { ...MINIMAL, hooksOut: "client.ts", template: "swr" },
    // A job needs src and out, from itself or the defaults; two jobs must not write one file.
    { configs: [{ src: "a.yaml" }] },
    { configs: [MINIMAL, MINIMAL] },
    {
      configs: [
        { ...MINIMAL, name: "a" },
        { src: "b.yaml", out: "b.ts", name: "a" },
      ],
    },
  ];
  it.each(resolveOnly)("leaves the rule behind %j to resolveOptions", (config) => {
    expect(schemaErrors(buildJsonSchema(BUILTIN_OUTPUTS), config)).toEqual([]);
    expect(resolves(config)).toBe(false);
  });
});

/**
 * The errors ajv finds for `value` under `schema` (draft-07, as `schema.json` declares). Strict mode makes
 * ajv refuse a keyword it does not know, so the schema cannot say more than the validator checks; but for
 * `strictRequired`, which refuses the `anyOf: [{ required: ["src"] }, ...]` that says "from the job or from the
 * defaults" without declaring the property again in each branch.
 */
function schemaErrors(schema: JsonSchema, value: unknown): string[] {
  const validate = new Ajv({ strict: true, strictRequired: false, allErrors: true }).compile(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || "#"}: ${error.message ?? error.keyword}`,
  );
}
