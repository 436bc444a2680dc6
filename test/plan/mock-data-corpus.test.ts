/**
 * Mock data on every description under fixtures/ (the real ones of fixtures/specs, and the project's own): for
 * every operation, the success body and every documented failure body, and their documented headers, are made
 * from the model and judged by
 * ajv with formats on, against the description's own schemas (support/mock-data-judge.ts). A body ajv
 * rejects must be one whose maker reported what it could not honour (docs/mocking.md, "Default data");
 * every other body validates. The work is bounded by counting it: no body holds more values than
 * `MOCK_SIZE_CAPS` allows one answer. How long making them takes is measured by bench/mock-data.js, not here.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadSpec } from "../../src/load/load-spec.js";
import type { JsonObject, JsonValue, LoadedSpec } from "../../src/load/types.js";
import { buildModel } from "../../src/model/build-model.js";
import { MOCK_SIZE_CAPS } from "../../src/plan/mock-data/mock-size-caps.js";
import { mockOperation } from "../../src/plan/mock-data/mock-value.js";
import { judgeMockAnswers } from "../support/mock-data-judge.js";

const FIXTURES = path.resolve(fileURLToPath(new URL("../../fixtures/", import.meta.url)));

function rootDocuments(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder)) {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) found.push(...rootDocuments(full));
    else if (/\.(ya?ml|json)$/.test(entry) && declaresVersion(full)) found.push(full);
  }
  return found.sort();
}

function declaresVersion(file: string): boolean {
  const head = readFileSync(file, "utf8").slice(0, 4000);
  return /^\s*["']?(openapi|swagger)["']?\s*:/m.test(head) || /"(openapi|swagger)"\s*:/.test(head);
}

const descriptions = rootDocuments(FIXTURES);
const offline: typeof fetch = async () => {
  throw new Error("network disabled in tests");
};

/** What was judged across the corpus, checked once every description has run. */
const totals = {
  descriptions: 0,
  judged: 0,
  items: 0,
  headers: 0,
  rejected: 0,
  mostValues: 0,
  problems: new Map<string, number>(),
};

async function loaded(file: string): Promise<LoadedSpec | undefined> {
  try {
    return await loadSpec(file, { fetch: offline });
  } catch {
    // Descriptions broken on purpose (test/compile/shared-specs.test.ts checks their errors).
    return undefined;
  }
}

describe("mock answers of every fixture description validate against its own schemas", () => {
  it("finds the corpus", () => {
    expect(descriptions.length).toBeGreaterThan(40);
  });

  for (const file of descriptions) {
    const name = path.relative(FIXTURES, file);
    it(name, async () => {
      const spec = await loaded(file);
      if (spec === undefined) return;
      const judgement = judgeMockAnswers(spec);
      expect(judgement.mostValues).toBeLessThanOrEqual(MOCK_SIZE_CAPS.values);
      expect(judgement.rejected.filter((rejected) => !rejected.explained)).toEqual([]);
      totals.descriptions++;
      totals.judged += judgement.judged;
      totals.items += judgement.items;
      totals.headers += judgement.headers;
      totals.rejected += judgement.rejected.length;
      totals.mostValues = Math.max(totals.mostValues, judgement.mostValues);
      for (const { reason } of judgement.problems) {
        totals.problems.set(reason, (totals.problems.get(reason) ?? 0) + 1);
      }
    });
  }

  it("judged thousands of bodies, in every description that loads", () => {
    // A crash in one description would otherwise only lower the totals.
    expect(totals.descriptions).toBeGreaterThan(100);
    expect(totals.judged).toBeGreaterThan(2000);
    expect(totals.items).toBeGreaterThan(10);
    expect(totals.headers).toBeGreaterThan(15);
    // Bodies of some size were made: the bound on their values is not met by answers of nothing.
    expect(totals.mostValues).toBeGreaterThan(1000);
    // What is left out is counted, not hidden (the numbers in docs/mocking.md come from this line).
    console.log(
      `mock data: ${totals.judged} bodies and headers (${totals.items} of them stream items, ${totals.headers} headers) judged in ${totals.descriptions} descriptions, ${totals.rejected} rejected (each reported), problems: ${JSON.stringify(Object.fromEntries(totals.problems))}`,
    );
  });
});

/** Descriptions of several versions and sizes, for the checks that need a few rather than all. */
const SAMPLE = [
  "petstore.yaml",
  "specs/oai/v3.0/petstore-expanded.yaml",
  "specs/hey-api/3.0.x/full.yaml",
  "specs/hey-api/3.1.x/full.yaml",
  "specs/hey-api/2.0.x/full.yaml",
  "specs/apis-guru-unofficial/stackexchange.com/2.0/openapi.yaml",
];

describe("mock answers of real descriptions", () => {
  for (const name of SAMPLE) {
    it(`are byte-identical on two runs over two loads of ${name}`, async () => {
      const answers = async () => {
        const spec = await loadSpec(path.join(FIXTURES, name), { fetch: offline });
        const model = buildModel(spec);
        return JSON.stringify(model.operations.map((operation) => mockOperation(operation, model)));
      };
      const first = await answers();
      expect(first.length).toBeGreaterThan(100);
      expect(await answers()).toBe(first);
    });

    it(`still validate after every object schema of ${name} gains a required pattern, an enum and bounds`, async () => {
      const spec = await loadSpec(path.join(FIXTURES, name), { fetch: offline });
      const before = judgeMockAnswers(spec);
      const changed = withChangedSchemas(spec.document);
      expect(changed).toBeGreaterThan(0);
      const after = judgeMockAnswers(spec);
      expect(after.judged).toBe(before.judged);
      expect(after.rejected.filter((rejected) => !rejected.explained)).toEqual([]);
      // The changes reached the answers: the new properties are in them, as their schemas say.
      const answers = JSON.stringify(after.bodies);
      expect(JSON.stringify(before.bodies)).not.toContain('"mockLevel"');
      expect(answers).toContain('"mockLevel":"low"');
      expect(answers).toMatch(/"mockCode":"[A-Z]{2}-\d{3}"/);
    });
  }
});

/** The properties every object schema gains: a required code with a pattern, a level, a bounded count. */
const ADDED_PROPERTIES: JsonObject = {
  mockCode: { type: "string", pattern: "^[A-Z]{2}-\\d{3}$", minLength: 6 },
  mockLevel: { type: "string", enum: ["low", "high"] },
  mockCount: { type: "integer", minimum: 10, maximum: 20, multipleOf: 3 },
};

/** Adds `ADDED_PROPERTIES` (required) to each object schema among the components; how many it changed. */
function withChangedSchemas(document: JsonObject): number {
  const components = document.components as JsonObject | undefined;
  const schemas = (components?.schemas ?? document.definitions) as Record<string, JsonValue> | undefined;
  let changed = 0;
  for (const schema of Object.values(schemas ?? {})) {
    if (typeof schema !== "object" || schema === null || Array.isArray(schema)) continue;
    if (
      schema.type !== "object" ||
      typeof schema.properties !== "object" ||
      schema.additionalProperties === false
    ) {
      continue;
    }
    schema.properties = { ...(schema.properties as JsonObject), ...ADDED_PROPERTIES };
    schema.required = [
      ...(Array.isArray(schema.required) ? schema.required : []),
      ...Object.keys(ADDED_PROPERTIES),
    ];
    changed++;
  }
  return changed;
}
