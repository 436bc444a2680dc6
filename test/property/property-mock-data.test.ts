/**
 * Random response schemas with hostile bounds (lengths, counts and property counts up to 1e9), patterns (ones
 * that match nothing, backtrack polynomially or exponentially, or do not compile), names (`__proto__`,
 * `constructor`, the empty name) and contradictions (`allOf` of other types, `not: {}`, `false`, min > max,
 * `multipleOf` with no multiple in range, `uniqueItems` past what an `enum` holds, required self-recursion).
 * For each random description, the MSW default data maker:
 * - ends within counted work: the values of an answer, the characters of a string, the items of an array and
 *   the properties of an object stay within `MOCK_SIZE_CAPS`, and the pattern tests it runs stay few;
 * - makes what ajv admits against the description's own schema, or reports why not (`explained`);
 * - reports each problem as a `mock-data` warning at the response, with its pointer, and the handlers file
 *   compiles strictly with its client whatever the data (a handler without default data is one warned of).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { pointerSegments } from "../../src/load/json-pointer.js";
import { loadSpec } from "../../src/load/load-spec.js";
import type { JsonValue } from "../../src/load/types.js";
import { buildModel } from "../../src/model/build-model.js";
import { MOCK_SIZE_CAPS } from "../../src/plan/mock-data/mock-size-caps.js";
import { type MockProblem, mockResponseBody } from "../../src/plan/mock-data/mock-value.js";
import { startMockPatternBudget } from "../../src/plan/mock-data/pattern-string.js";
import type { Diagnostic } from "../../src/text/diagnostics.js";
import { compileInMemory } from "../support/compile.js";
import { judgeMockAnswers } from "../support/mock-data-judge.js";
import { RUNS, SEED } from "../support/property/property-run.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const BOUNDS = [0, 1, 3, 100, 1_000, 1_001, 10_000_000, 1_000_000_000];
const NAMES = ["__proto__", "constructor", "toString", "a", "b", "", "é", "x y"];
const PATTERNS = [
  "^a+$",
  "^[a-c]{1,3}$",
  "^\\d{3}-\\d{4}$",
  // Matches nothing: a lookahead the text cannot meet.
  "^(?=b)a$",
  // Polynomial backtracking, which the detector keeps; it matches nothing either.
  "^a*a*a*a*a*a*$b",
  // Exponential backtracking and patterns JavaScript cannot compile, which the model reports.
  "^(a+)+$",
  "(?<x>a",
];
const NUMBERS = [-1, 0, 0.5, 1, 2.5, 7, 1e9, 1e308];

const stringSchema: fc.Arbitrary<Json> = fc.record(
  {
    type: fc.constant("string"),
    minLength: fc.constantFrom(...BOUNDS),
    maxLength: fc.constantFrom(...BOUNDS),
    pattern: fc.constantFrom(...PATTERNS),
    enum: fc.uniqueArray(fc.constantFrom("a", "aa", "123-4567", "b"), { minLength: 1, maxLength: 3 }),
  },
  { requiredKeys: ["type"] },
);
const numberSchema: fc.Arbitrary<Json> = fc.record(
  {
    type: fc.constantFrom("number", "integer"),
    minimum: fc.constantFrom(...NUMBERS),
    maximum: fc.constantFrom(...NUMBERS),
    exclusiveMinimum: fc.constantFrom(...NUMBERS),
    multipleOf: fc.constantFrom(0.7, 3, 1e9),
  },
  { requiredKeys: ["type"] },
);
const impossible: fc.Arbitrary<Json> = fc.constantFrom<Json>(
  false,
  { not: {} },
  { $ref: "#/components/schemas/Loop" },
  { type: "array", uniqueItems: true, minItems: 3, items: { enum: [1, 2] } },
);

const schema: fc.Arbitrary<Json> = fc.letrec<{ node: Json }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 3, arbitrary: stringSchema },
    { weight: 2, arbitrary: numberSchema },
    { weight: 1, arbitrary: impossible },
    {
      weight: 2,
      arbitrary: fc.record(
        {
          type: fc.constant("array"),
          items: tie("node"),
          minItems: fc.constantFrom(...BOUNDS),
          maxItems: fc.constantFrom(...BOUNDS),
          uniqueItems: fc.boolean(),
        },
        { requiredKeys: ["type", "items"] },
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.uniqueArray(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 3 }),
          fc.array(tie("node"), { minLength: 3, maxLength: 3 }),
          fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
          fc.constantFrom<Json>(0, 2, 101, 100_000_000),
          fc.oneof(fc.constant<Json>(true), fc.constant<Json>(false), tie("node")),
        )
        .map(
          ([names, values, required, minProperties, additionalProperties]): Json => ({
            type: "object",
            properties: Object.fromEntries(names.map((name, index) => [name, values[index] as Json])),
            required: names.filter((_, index) => required[index]),
            minProperties,
            additionalProperties,
          }),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.array(tie("node"), { minLength: 2, maxLength: 2 }).map((allOf): Json => ({ allOf })),
    },
  ),
})).node;

/** A description whose every operation answers with one random schema. */
function descriptionOf(schemas: readonly Json[]): Json {
  const paths = Object.fromEntries(
    schemas.map((body, index) => [
      `/op${index}`,
      {
        get: {
          operationId: `op${index}`,
          responses: { "200": { description: "ok", content: { "application/json": { schema: body } } } },
        },
      },
    ]),
  );
  return {
    openapi: "3.1.0",
    info: { title: "hostile mock data", version: "1" },
    paths,
    components: {
      schemas: {
        // Required recursion: no finite value of it exists.
        Loop: {
          type: "object",
          required: ["next"],
          properties: { next: { $ref: "#/components/schemas/Loop" } },
        },
      },
    },
  };
}

/** The findings of keywords the model leaves out, which the maker then does not see either. */
const LEFT_OUT = new Set(["uncompilable-pattern", "backtracking-pattern"]);

/** `document` without the keywords the findings point at. */
function withoutKeywords(document: Json, findings: readonly Diagnostic[]): Json {
  const copy = structuredClone(document);
  for (const finding of findings) {
    const segments = pointerSegments(finding.pointer ?? "");
    const keyword = segments.pop();
    let parent: Json | undefined = copy;
    for (const segment of segments) parent = isObject(parent) ? parent[segment] : undefined;
    if (isObject(parent) && keyword !== undefined) delete parent[keyword];
  }
  return copy;
}

const isObject = (value: unknown): value is { [key: string]: Json } =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The largest string, array and object in `value`, anywhere in it. */
function largestParts(value: JsonValue, found = { characters: 0, items: 0, properties: 0 }) {
  if (typeof value === "string") found.characters = Math.max(found.characters, [...value].length);
  else if (Array.isArray(value)) {
    found.items = Math.max(found.items, value.length);
    for (const item of value) largestParts(item, found);
  } else if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value);
    found.properties = Math.max(found.properties, entries.length);
    for (const [, item] of entries) largestParts(item as JsonValue, found);
  }
  return found;
}

/** Runs `work`, counting the regular expression tests it runs and the characters they read. */
function countingPatternTests<T>(work: () => T): { result: T; tests: number; characters: number } {
  const original = RegExp.prototype.test;
  let tests = 0;
  let characters = 0;
  RegExp.prototype.test = function countedTest(this: RegExp, text: string) {
    tests++;
    characters += String(text).length;
    return original.call(this, text);
  };
  try {
    return { result: work(), tests, characters };
  } finally {
    RegExp.prototype.test = original;
  }
}

/** A description is a plan and a generation: a tenth of the property runs, each of six responses. */
const DESCRIPTIONS = Math.max(5, Math.round(RUNS / 10));
const OPERATIONS = 6;
/**
 * Regular expression tests one description may cost (the maker's candidates, and ajv's checks of what it made),
 * and the characters they read: about ten times what the seed's descriptions take (at most ~600 tests, ~4,200
 * characters), far below what a maker trying every length of a capped string against each pattern would.
 */
const PATTERN_TESTS_PER_DESCRIPTION = 5_000;
const PATTERN_CHARACTERS_PER_DESCRIPTION = 50_000;

let folder: TempDir;
beforeAll(async () => {
  folder = await makeTempDir("typewright-property-mock-");
});
afterAll(() => folder.cleanup());

describe("random response schemas of hostile bounds, patterns, names and contradictions", () => {
  it(`get bounded default data that ajv admits or a warning, and handlers that compile (${DESCRIPTIONS} descriptions, seed ${SEED})`, async () => {
    const samples = fc.sample(fc.array(schema, { minLength: OPERATIONS, maxLength: OPERATIONS }), {
      numRuns: DESCRIPTIONS,
      seed: SEED,
    });
    const files: Record<string, string> = {};
    let answered = 0;
    let warned = 0;
    for (const [index, schemas] of samples.entries()) {
      const src = path.join(folder.path, `mock-${index}.json`);
      const document = descriptionOf(schemas);
      writeFileSync(src, JSON.stringify(document));
      const said = `sample ${index}: ${JSON.stringify(schemas)}`;
      const out = path.join(folder.path, `mock-${index}`);
      const result = await generateFiles({
        src,
        out: path.join(out, "client.ts"),
        msw: path.join(out, "handlers.ts"),
        template: "fetch",
      });
      for (const file of result.files) files[`s${index}/${path.relative(out, file.path)}`] = file.content;

      // ajv judges the description as the model reads it: without the patterns it reports left out.
      const judgedSrc = path.join(folder.path, `mock-${index}-judged.json`);
      const leftOut = result.diagnostics.filter((finding) => LEFT_OUT.has(finding.code));
      writeFileSync(judgedSrc, JSON.stringify(withoutKeywords(document, leftOut)));
      const judgedSpec = await loadSpec(judgedSrc);
      const counted = countingPatternTests(() => judgeMockAnswers(judgedSpec));
      const judgement = counted.result;
      expect(counted.tests, said).toBeLessThanOrEqual(PATTERN_TESTS_PER_DESCRIPTION);
      expect(counted.characters, said).toBeLessThanOrEqual(PATTERN_CHARACTERS_PER_DESCRIPTION);
      expect(judgement.mostValues, said).toBeLessThanOrEqual(MOCK_SIZE_CAPS.values);
      for (const body of judgement.bodies) {
        const largest = largestParts(body);
        expect(largest.characters, said).toBeLessThanOrEqual(MOCK_SIZE_CAPS.characters);
        expect(largest.items, said).toBeLessThanOrEqual(MOCK_SIZE_CAPS.items);
        expect(largest.properties, said).toBeLessThanOrEqual(MOCK_SIZE_CAPS.properties);
      }
      // What ajv refuses is what the maker said it could not honour.
      expect(
        judgement.rejected.filter((rejection) => !rejection.explained),
        said,
      ).toEqual([]);

      // The run reports, at each response, whatever the maker could not honour there.
      const mockFindings = result.diagnostics.filter((finding) => finding.code === "mock-data");
      const model = buildModel(judgedSpec);
      startMockPatternBudget();
      for (const operation of model.operations) {
        if (operation.response === undefined) continue;
        const problems: MockProblem[] = [];
        mockResponseBody(operation.response, model, problems);
        const atResponse = mockFindings.filter(
          (finding) => finding.pointer === `${operation.pointer}/responses/200`,
        );
        if (problems.length > 0) {
          expect(atResponse.length, `${said}: ${operation.path}`).toBeGreaterThan(0);
          warned++;
        } else answered++;
      }
      for (const finding of mockFindings) {
        expect(finding.pointer, said).toMatch(/^#\/paths\/~1op\d\/get\/responses\/200$/);
      }
      const handlers = result.files.find((file) => file.path.endsWith("handlers.ts"))?.content ?? "";
      const withoutDefault = handlers.match(/^ {4}noDefault: /gm)?.length ?? 0;
      const noDefaultFindings = mockFindings.filter((finding) =>
        finding.message.includes("has no default data"),
      );
      expect(noDefaultFindings.length, said).toBe(withoutDefault);
    }
    expect(compileInMemory(files).diagnostics.slice(0, 10)).toEqual([]);
    // Both outcomes come up often: the property is not proven on one alone.
    expect(answered).toBeGreaterThan(DESCRIPTIONS / 2);
    expect(warned).toBeGreaterThan(DESCRIPTIONS);
  }, 300_000);
});
