/**
 * What the schemas of `validator: "zod"` accept and reject at run time: every check JSON Schema states
 * (lengths, ranges, exclusive bounds of 3.0 and 3.1, multipleOf, patterns, const, item counts, uniqueness,
 * closed objects), discriminated unions, recursion, dates in both `dateFormat`s, nullability, request views.
 * Each rejection names the path of the wrong value.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { importZodSchemas } from "../support/generated-module.js";

type Schemas = Record<string, z.ZodType>;

const DRAWINGS = "fixtures/validation/drawings-3.1.yaml";
const READINGS = "fixtures/validation/readings-3.0.yaml";

const VALID_DRAWING = {
  id: "abc",
  name: "Élan",
  shapes: [
    { kind: "circle", radius: 0.1 },
    { kind: "square", side: 1.5 },
  ],
  tags: ["a", "b"],
  created: "2026-11-25T02:00:00+01:00",
  day: "2026-11-25",
  origin: [0, 1],
  meta: { a: 9 },
  version: 2,
  parent: { name: "root", children: [{ name: "child", children: [] }] },
  color: "red",
  note: null,
  closed: { a: "x" },
  custom: { anything: 1 },
  labels: { en: "x" },
  range: [1, "a"],
};

/** The paths of the issues of a rejected value; `undefined` when the value is accepted. */
function issuePaths(schema: z.ZodType | undefined, value: unknown): string[] | undefined {
  if (schema === undefined) throw new Error("no such schema");
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues.map((issue) => issue.path.join("."));
}

describe("zod schemas at run time: OpenAPI 3.1, dateFormat string, nullableStrategy include", async () => {
  const { module } = await importZodSchemas<Schemas>(DRAWINGS, {
    template: "fetch",
    dateFormat: "string",
    nullableStrategy: "include",
  });
  const drawing = module.DrawingSchema;

  it("accepts a valid value and returns it", () => {
    expect(drawing?.parse(VALID_DRAWING)).toEqual(VALID_DRAWING);
  });

  const wrong: [what: string, change: Record<string, unknown>, path: string][] = [
    ["a string shorter than minLength", { id: "ab" }, "id"],
    ["a string longer than maxLength", { id: "abcdefghi" }, "id"],
    ["a string not matching its pattern (Unicode)", { name: "élan" }, "name"],
    ["fewer items than minItems", { shapes: [] }, "shapes"],
    ["more items than maxItems", { shapes: Array(4).fill({ kind: "circle", radius: 1 }) }, "shapes"],
    ["repeated items where uniqueItems", { tags: ["a", "a"] }, "tags"],
    ["a date-time that is not RFC 3339", { created: "2026-11-25 02:00" }, "created"],
    ["a date that is not a calendar day", { day: "2026-13-01" }, "day"],
    ["a tuple of the wrong length", { origin: [0, 1, 2] }, "origin"],
    ["a map value above its maximum", { meta: { a: 10 } }, "meta.a"],
    ["a map value that is not an integer", { meta: { a: 1.5 } }, "meta.a"],
    ["another value than const", { version: 3 }, "version"],
    [
      "a wrong value deep in a recursive schema",
      { parent: { name: "r", children: [{ name: "" }] } },
      "parent.children.0.name",
    ],
    ["a value outside the enum", { color: "blue" }, "color"],
    ["a nullable string longer than maxLength", { note: "toolong" }, "note"],
    ["a property a closed object does not declare", { closed: { a: "x", b: 1 } }, "closed"],
    ["fewer properties than minProperties", { labels: {} }, "labels"],
    ["more properties than maxProperties", { labels: { a: "", b: "", c: "" } }, "labels"],
    ["fewer items than minItems in a tuple with a rest", { range: [1] }, "range"],
    ["more items than maxItems in a tuple with a rest", { range: [1, "a", "b", "c"] }, "range"],
    ["a rest item of the wrong type", { range: [1, 2] }, "range.1"],
    ["an unknown discriminator value", { shapes: [{ kind: "triangle", radius: 1 }] }, "shapes.0.kind"],
    ["a value at an exclusive minimum", { shapes: [{ kind: "circle", radius: 0 }] }, "shapes.0.radius"],
    ["a value that is not a multiple", { shapes: [{ kind: "square", side: 0.3 }] }, "shapes.0.side"],
    [
      "a member's property under the tag of another",
      { shapes: [{ kind: "square", radius: 1 }] },
      "shapes.0.side",
    ],
  ];
  it.each(wrong)("rejects %s, naming its path", (_what, change, path) => {
    expect(issuePaths(drawing, { ...VALID_DRAWING, ...change })).toEqual([path]);
  });

  it("rejects a missing required property, and accepts null only where nullable", () => {
    const { created: _created, ...withoutCreated } = VALID_DRAWING;
    expect(issuePaths(drawing, withoutCreated)).toEqual(["created"]);
    expect(issuePaths(drawing, { ...VALID_DRAWING, parent: null })).toBeUndefined();
    expect(issuePaths(drawing, { ...VALID_DRAWING, color: null })).toEqual(["color"]);
  });

  it("leaves out of the request view what is readOnly", () => {
    const { id: _id, ...request } = VALID_DRAWING;
    expect(issuePaths(module.DrawingInputSchema, request)).toBeUndefined();
    expect(issuePaths(drawing, request)).toEqual(["id"]);
    expect(module.CreateDrawingBodySchema).toBe(module.DrawingInputSchema);
  });

  it("leaves an x-ts-type as loose as its type: unchecked", () => {
    expect(issuePaths(drawing, { ...VALID_DRAWING, custom: "not a record" })).toBeUndefined();
  });
});

describe("zod schemas at run time: dateFormat Date", async () => {
  const { module } = await importZodSchemas<Schemas>(DRAWINGS, { template: "fetch", dateFormat: "Date" });

  it("checks the revived values: Dates, not their text", () => {
    const revived = { ...VALID_DRAWING, created: new Date(), day: new Date(), note: "x" };
    expect(issuePaths(module.DrawingSchema, revived)).toBeUndefined();
    expect(issuePaths(module.DrawingSchema, { ...revived, created: VALID_DRAWING.created })).toEqual([
      "created",
    ]);
  });
});

describe("zod schemas at run time: OpenAPI 3.0", async () => {
  const { module } = await importZodSchemas<Schemas>(READINGS, {
    template: "fetch",
    nullableStrategy: "include",
  });
  const reading = module.ReadingSchema;

  it.each([
    [{ value: 5, label: null }, undefined],
    [{ value: 5, label: "ok", count: -3, unit: null }, undefined],
    [{ value: 0, label: null }, ["value"]],
    [{ value: 10, label: null }, ["value"]],
    [{ value: 5, label: "x" }, ["label"]],
    [{ value: 5, label: null, count: -4 }, ["count"]],
    [{ value: 5, label: null, count: 1.5 }, ["count"]],
    [{ value: 5, label: null, unit: "K" }, ["unit"]],
    [{ value: 5 }, ["label"]],
  ])("%j: %j", (value, paths) => {
    expect(issuePaths(reading, value)).toEqual(paths);
  });
});
