import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { resolveJobs } from "../src/config/jobs.js";
import { buildJsonSchema, type JsonSchema, jsonSchemaText } from "../src/config/json-schema.js";
import { isPlainObject } from "../src/config/text.js";

const MINIMAL = { src: "spec.yaml", out: "client.ts" };

/** Whether the CLI would accept the config file (every job of it). */
function resolves(config: unknown): boolean {
  try {
    if (!isPlainObject(config)) return false;
    const configFile = { path: "/project/typewright.json", content: config };
    resolveJobs({ configFile, overrides: {}, only: [], cwd: "/project" });
    return true;
  } catch {
    return false;
  }
}

describe("schema.json", () => {
  it("is what the definitions produce (regenerate: npm run build && node scripts/build-schema.js)", () => {
    expect(readFileSync(new URL("../schema.json", import.meta.url), "utf8")).toBe(jsonSchemaText());
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
    expect(schemaErrors(buildJsonSchema(), config).length === 0).toBe(valid);
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
    expect(schemaErrors(buildJsonSchema(), config)).toEqual([]);
    expect(resolves(config)).toBe(false);
  });
});

/** A validator for exactly the draft-07 keywords `buildJsonSchema` emits; unknown keywords fail loudly. */
function schemaErrors(schema: JsonSchema, value: unknown, at = "#"): string[] {
  const known = [
    "$schema",
    "title",
    "description",
    "default",
    "type",
    "enum",
    "pattern",
    "minLength",
    "minimum",
    "items",
    "minItems",
    "maxItems",
    "properties",
    "additionalProperties",
    "required",
    "anyOf",
  ];
  const unknown = Object.keys(schema).filter((keyword) => !known.includes(keyword));
  if (unknown.length > 0) throw new Error(`schemaErrors does not support ${unknown.join(", ")}`);
  if (Array.isArray(schema.anyOf)) {
    const fits = (schema.anyOf as JsonSchema[]).some(
      (branch) => schemaErrors(branch, value, at).length === 0,
    );
    if (!fits) return [`${at}: matches no branch of anyOf`];
  }
  const typeName = Array.isArray(value)
    ? "array"
    : value === null
      ? "null"
      : Number.isInteger(value)
        ? "integer"
        : typeof value;
  if (schema.type !== undefined && schema.type !== typeName)
    return [`${at}: is ${typeName}, not ${String(schema.type)}`];
  const errors: string[] = [];
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) errors.push(`${at}: not in enum`);
  if (typeof value === "string") {
    if (typeof schema.pattern === "string" && !new RegExp(schema.pattern, "u").test(value))
      errors.push(`${at}: pattern`);
    if (typeof schema.minLength === "number" && value.length < schema.minLength)
      errors.push(`${at}: minLength`);
  }
  if (typeof value === "number" && typeof schema.minimum === "number" && value < schema.minimum)
    errors.push(`${at}: minimum`);
  if (Array.isArray(value)) errors.push(...arrayErrors(schema, value, at));
  if (typeName === "object") errors.push(...objectErrors(schema, value as Record<string, unknown>, at));
  return errors;
}

function arrayErrors(schema: JsonSchema, value: readonly unknown[], at: string): string[] {
  const errors: string[] = [];
  if (typeof schema.minItems === "number" && value.length < schema.minItems) errors.push(`${at}: minItems`);
  if (typeof schema.maxItems === "number" && value.length > schema.maxItems) errors.push(`${at}: maxItems`);
  value.forEach((item, index) => {
    const itemSchema = Array.isArray(schema.items)
      ? (schema.items[index] as JsonSchema | undefined)
      : (schema.items as JsonSchema | undefined);
    if (itemSchema !== undefined) errors.push(...schemaErrors(itemSchema, item, `${at}/${index}`));
  });
  return errors;
}

function objectErrors(schema: JsonSchema, value: Record<string, unknown>, at: string): string[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const errors = ((schema.required ?? []) as string[])
    .filter((key) => !(key in value))
    .map((key) => `${at}: requires ${key}`);
  for (const [key, member] of Object.entries(value)) {
    const memberSchema = properties[key] ?? schema.additionalProperties;
    if (memberSchema === false) errors.push(`${at}: ${key} is not allowed`);
    else if (typeof memberSchema === "object" && memberSchema !== null)
      errors.push(...schemaErrors(memberSchema as JsonSchema, member, `${at}/${key}`));
  }
  return errors;
}
