/**
 * The schemas of `validator: "zod"` agree with the description: instances sampled around a valid value
 * (one value replaced, removed or added somewhere in it, or any JSON value) get the same verdict from the
 * Zod schema and from an independent JSON Schema validator, ajv (draft 2020-12 for OpenAPI 3.1; draft-07
 * with OpenAPI 3.0's `nullable` and boolean exclusive bounds for 3.0), with formats (ajv-formats).
 *
 * Where they differ for a reason of Zod, ajv or typewright's types, the reason is listed in DISAGREEMENTS
 * (and in docs/validation.md); a sample that disagrees for no listed reason fails the test.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import formats from "ajv-formats";
import fc from "fast-check";
import { load as loadYaml } from "js-yaml";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { importZodSchemas } from "../support/generated-module.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Why the two validators may differ on a sample, and how to recognize such a sample. */
interface Disagreement {
  reason: string;
  applies: (sample: Json) => boolean;
}

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const numbersIn = (value: Json): number[] =>
  typeof value === "number"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(numbersIn)
      : isObject(value)
        ? Object.values(value).flatMap(numbersIn)
        : [];

const UNSAFE_INTEGER: Disagreement = {
  reason: "z.int() accepts safe integers only (|n| ≤ 2^53 − 1); JSON Schema's integer has no bound",
  applies: (sample) => numbersIn(sample).some((n) => Number.isInteger(n) && !Number.isSafeInteger(n)),
};

const DISAGREEMENTS: Record<string, Disagreement[]> = {
  Drawing: [
    {
      reason:
        "a tuple (prefixItems) shorter than its items: JSON Schema accepts it, the tuple type and Zod require every item",
      applies: (sample) => isObject(sample) && Array.isArray(sample.origin) && sample.origin.length < 2,
    },
    {
      reason:
        "a discriminator decides the member in typewright's types and Zod (the tag must be a mapped value); JSON " +
        "Schema knows only oneOf, which accepts any tag a member's own schema allows and rejects a value two members match",
      applies: (sample) =>
        isObject(sample) &&
        Array.isArray(sample.shapes) &&
        sample.shapes.some(
          (shape) =>
            !isObject(shape) ||
            ("radius" in shape && "side" in shape) ||
            (shape.kind === "circle"
              ? !("radius" in shape)
              : shape.kind === "square"
                ? !("side" in shape)
                : true),
        ),
    },
    {
      reason:
        "multipleOf: Zod allows for floating-point error in the remainder (5e-324 counts as a multiple of 0.5); " +
        "ajv divides and asks for an integer",
      applies: (sample) =>
        isObject(sample) &&
        Array.isArray(sample.shapes) &&
        sample.shapes.some(
          (shape) => isObject(shape) && typeof shape.side === "number" && !Number.isInteger(shape.side / 0.5),
        ),
    },
    {
      reason:
        "RFC 3339 date-times z.iso.datetime rejects and ajv-formats accepts: a leap second (23:59:60) and a " +
        "lower-case t or z",
      applies: (sample) =>
        isObject(sample) && typeof sample.created === "string" && /:60|[tz]/.test(sample.created),
    },
  ],
  Hostile: [
    UNSAFE_INTEGER,
    {
      reason:
        "ajv checks only that a property named `__proto__` is there, not its value (even with ownProperties); the Zod schema checks it",
      applies: (sample) => {
        if (!isObject(sample) || !Object.hasOwn(sample, "__proto__")) return false;
        const own = Object.getOwnPropertyDescriptor(sample, "__proto__")?.value;
        return typeof own !== "string" || own.length === 0;
      },
    },
  ],
  Reading: [
    UNSAFE_INTEGER,
    {
      reason:
        "a nullable enum without null among its values: typewright's type (and Zod) admits null; ajv applies enum " +
        "after nullable, so that null must be listed in the enum too",
      applies: (sample) => isObject(sample) && sample.unit === null,
    },
  ],
};

/** Values that sit on the edges of what the fixtures check. */
const EDGES: Json[] = [
  null,
  true,
  0,
  -0.5,
  0.5,
  1,
  1.5,
  2,
  9,
  10,
  2 ** 53,
  -(2 ** 60),
  "",
  "a",
  "ab",
  "abc",
  "Élan",
  "élan",
  "abcdefghi",
  "red",
  "blue",
  "circle",
  "square",
  "2026-11-25",
  "2026-02-30",
  "2026-11-25T02:00:00Z",
  "2026-11-25T02:00:00+01:00",
  "2026-11-25t02:00:00z",
  "2026-11-25T02:00Z",
  "2026-11-25T02:00:00",
  "2026-11-25T23:59:60Z",
  [],
  [1],
  [1, 2],
  [1, 2, 3],
  ["a", "a"],
  {},
  { a: 1 },
  { kind: "circle", radius: 1 },
  { kind: "square", side: 1 },
  { name: "n" },
];

function load(file: string): { document: Record<string, Json>; version: "3.0" | "3.1" } {
  const document = loadYaml(readFileSync(path.join(ROOT, file), "utf8")) as Record<string, Json>;
  return { document, version: String(document.openapi).startsWith("3.0") ? "3.0" : "3.1" };
}

/** 3.0's `exclusiveMinimum: true` beside `minimum` is draft-07's `exclusiveMinimum: <minimum>`. */
function toDraft7(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(toDraft7);
  if (!isObject(schema)) return schema;
  const copy: Record<string, Json> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = toDraft7(value);
  for (const [flag, bound] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"],
  ] as const) {
    if (copy[flag] === true) {
      copy[flag] = copy[bound] as Json;
      delete copy[bound];
    } else if (copy[flag] === false) delete copy[flag];
  }
  return copy;
}

function ajvValidator(file: string, schemaName: string): (value: unknown) => boolean {
  const { document, version } = load(file);
  const components = (document.components as Record<string, Json>) ?? {};
  // `ownProperties`: ajv too would otherwise read a property named `constructor` off the prototype.
  const options = { strict: false, ownProperties: true };
  const ajv = version === "3.1" ? new Ajv2020(options) : new Ajv(options);
  // ajv-formats is CommonJS: its plugin is `module.exports` and, typed, its `default`.
  formats.default(ajv);
  const id = "https://typewright.test/description.json";
  ajv.addSchema({ $id: id, components: version === "3.1" ? components : toDraft7(components) });
  return ajv.compile({ $ref: `${id}#/components/schemas/${schemaName}` });
}

/** Every path into `value` (objects and arrays), the root included. */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const children = Array.isArray(value)
    ? value.flatMap((item, index) => pathsOf(item, [...prefix, index]))
    : isObject(value)
      ? Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))
      : [];
  return [prefix, ...children];
}

/** `base` with the value at `at` replaced (`undefined`: removed), or with a key added to the object there. */
function changed(base: Json, at: (string | number)[], value: Json | undefined, addKey?: string): Json {
  const copy = structuredClone(base);
  if (at.length === 0) return value === undefined ? copy : value;
  let parent: Json = copy;
  for (const step of at.slice(0, -1)) parent = (parent as Record<string | number, Json>)[step] as Json;
  const last = at[at.length - 1] as string | number;
  const container = parent as Record<string | number, Json>;
  if (addKey !== undefined && isObject(container[last]))
    (container[last] as Record<string, Json>)[addKey] = value ?? null;
  else if (value === undefined) {
    if (Array.isArray(container) && typeof last === "number") container.splice(last, 1);
    else delete container[last];
  } else container[last] = value;
  return copy;
}

function samples(base: Json): fc.Arbitrary<Json> {
  const paths = pathsOf(base);
  const value = fc.oneof(fc.constantFrom(...EDGES), fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(fc.constantFrom(...paths), value).map(([at, v]) => changed(base, at, v)),
    },
    { weight: 2, arbitrary: fc.constantFrom(...paths).map((at) => changed(base, at, undefined)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths), fc.constantFrom("a", "b", "extra"), value)
        .map(([at, key, v]) => changed(base, at, v, key)),
    },
    { weight: 1, arbitrary: value },
  );
}

const CASES = [
  {
    file: "fixtures/validation/drawings-3.1.yaml",
    schema: "Drawing",
    valid: {
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
      parent: { name: "root", children: [{ name: "child" }] },
      color: "red",
      note: null,
      closed: { a: "x" },
      labels: { en: "x" },
      range: [1, "a"],
    },
  },
  {
    file: "fixtures/validation/readings-3.0.yaml",
    schema: "Reading",
    valid: { value: 5, label: "ok", count: 1, unit: "C" },
  },
  {
    file: "fixtures/validation/hostile-values-3.1.yaml",
    schema: "Hostile",
    // Parsed, so that `__proto__` is a property of its own (in an object literal it would set the prototype).
    valid: JSON.parse(
      '{"name":"n","__proto__":"p","valueOf":1,"toString":null,"constructor":"c","choice":{"b":[true],"a":1},' +
        '"fixed":{"lon":2,"lat":1},"odd":"\\ud800","shaped":"\\ud800x"}',
    ),
  },
];

describe("zod schemas and ajv give the same verdict", () => {
  for (const { file, schema, valid } of CASES) {
    it(`on ${schema} of ${path.basename(file)}, but for the listed reasons`, async () => {
      const { module } = await importZodSchemas<Record<string, z.ZodType>>(file, {
        template: "fetch",
        dateFormat: "string",
        nullableStrategy: "include",
      });
      const zodSchema = module[`${schema}Schema`] as z.ZodType;
      const ajvValidates = ajvValidator(file, schema);
      const known = DISAGREEMENTS[schema] ?? [];
      expect(ajvValidates(valid)).toBe(true);
      expect(zodSchema.safeParse(valid).success).toBe(true);
      const seen = { agreed: 0, rejected: 0, explained: new Map<string, number>() };
      fc.assert(
        fc.property(samples(valid as Json), (sample) => {
          const byAjv = ajvValidates(sample);
          const byZod = zodSchema.safeParse(sample).success;
          if (!byAjv) seen.rejected++;
          if (byAjv === byZod) {
            seen.agreed++;
            return true;
          }
          const reason = known.find((disagreement) => disagreement.applies(sample))?.reason;
          if (reason) seen.explained.set(reason, (seen.explained.get(reason) ?? 0) + 1);
          return reason !== undefined;
        }),
        { numRuns: 3000, seed: 20261125 },
      );
      // Every listed reason is met by some sample (the list holds no stale entry).
      expect([...seen.explained.keys()].sort()).toEqual(known.map((entry) => entry.reason).sort());
      // The samples exercise both verdicts, and most agree outright.
      expect(seen.rejected).toBeGreaterThan(300);
      expect(seen.agreed).toBeGreaterThan(2500);
    });
  }
});
