/**
 * Default data under the client's types is made in one walk: every value the maker returns under a
 * `nullableStrategy` (with and without read/write views) is one the client's type admits, judged here by
 * `fitsClientType` as an oracle over fixture and real descriptions; and where the type has no value (a `not: {}`
 * where `null` is not typed, `allOf` members that contradict each other, a discriminated member whose schema
 * contradicts its tag) the maker itself says so (`NO_VALUE`), where before only a second check of the made value
 * found it.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { loadSpec } from "../../src/load/load-spec.js";
import type { JsonObject, JsonValue } from "../../src/load/types.js";
import { buildModel } from "../../src/model/build-model.js";
import type { Model, ResponseModel, Schema } from "../../src/model/types.js";
import { fitsClientType } from "../../src/plan/mock-data/client-typing.js";
import { ValueMaker } from "../../src/plan/mock-data/make-value.js";
import {
  type MockProblem,
  mockResponseBody,
  mockStreamItems,
  NO_VALUE,
} from "../../src/plan/mock-data/mock-value.js";
import { type NullableTyping, nullableTyping } from "../../src/plan/nullable-typing.js";
import { planOutput } from "../../src/plan/plan-output.js";
import { BUILTIN_OUTPUTS, resolveTemplate } from "../../src/templates/registry.js";
import { describeThing } from "../support/mock-data-descriptions.js";
import { type Json, modelOf } from "../support/plan-of.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

const DESCRIPTIONS = [
  "fixtures/msw/handlers.yaml",
  "fixtures/msw/typed-defaults.yaml",
  "fixtures/msw/unsatisfiable.yaml",
  "fixtures/types/all-of-merge.yaml",
  "fixtures/specs/swaggie/petstore-v3.yml",
  "fixtures/specs/hey-api/3.1.x/full.yaml",
  "fixtures/specs/hey-api/3.1.x/discriminator-one-of-read-write.yaml",
  "fixtures/specs/hey-api/3.0.x/full.yaml",
  "fixtures/specs/openapi-typescript/examples/simple-example.yaml",
];

const TYPINGS: [string, Json][] = [
  ["nullableStrategy default", {}],
  ["nullableStrategy include", { nullableStrategy: "include" }],
  ["nullableStrategy nullableAsOptional", { nullableStrategy: "nullableAsOptional" }],
  ["nullableStrategy default, no read/write views", { readWriteViews: false }],
  ["nullableStrategy include, no read/write views", { nullableStrategy: "include", readWriteViews: false }],
  [
    "nullableStrategy nullableAsOptional, no read/write views",
    { nullableStrategy: "nullableAsOptional", readWriteViews: false },
  ],
];

/** The model as the client types it (views in place, `allOf`s merged) and what its types make of `null`. */
async function typedModelOf(file: string, options: Json): Promise<{ model: Model; typing: NullableTyping }> {
  const resolved = resolveOptions(
    { src: path.join(ROOT, file), template: "fetch", ...options },
    BUILTIN_OUTPUTS,
    {
      requireOut: false,
    },
  );
  const templates = await resolveTemplate(resolved.template);
  const model = buildModel(await loadSpec(resolved.src));
  const plan = planOutput(model, resolved, templates.outputs);
  return {
    model: { ...model, schemas: new Map(plan.schemaTable), operations: plan.operations },
    typing: plan.nullable,
  };
}

/** Every response body and stream item the maker makes under `typing`: made ones, and how many had none. */
function madeUnderTyping(model: Model, typing: NullableTyping) {
  const made: { value: JsonValue; schema: Schema; where: string }[] = [];
  let none = 0;
  const responses = model.operations.flatMap((operation) =>
    [operation.response, ...operation.errors]
      .filter((response): response is ResponseModel => response !== undefined)
      .map((response) => ({ response, where: `${operation.pointer} ${response.status}` })),
  );
  for (const { response, where } of responses) {
    const problems: MockProblem[] = [];
    const body = mockResponseBody(response, model, problems, typing);
    if (body === NO_VALUE) none++;
    else if (body !== undefined && response.schema !== undefined) {
      made.push({ value: body, schema: response.schema, where });
    }
    const items = mockStreamItems(response, model, problems, typing);
    if (items === NO_VALUE) none++;
    else if (items !== undefined && response.itemSchema !== undefined) {
      const itemSchema = response.itemSchema;
      made.push(...items.map((value) => ({ value, schema: itemSchema, where: `${where} item` })));
    }
  }
  return { made, none };
}

describe("every value made under the client's types is one of its type", () => {
  for (const file of DESCRIPTIONS) {
    it(file, async () => {
      let madeCount = 0;
      let noneCount = 0;
      for (const [label, options] of TYPINGS) {
        const { model, typing } = await typedModelOf(file, options);
        const { made, none } = madeUnderTyping(model, typing);
        const refused = made
          .filter(({ value, schema }) => !fitsClientType(value, schema, model, typing))
          .map(({ where }) => `${label}: ${where}`);
        expect(refused).toEqual([]);
        madeCount += made.length;
        noneCount += none;
      }
      expect(madeCount).toBeGreaterThan(0);
      // The descriptions made to have responses without a value of their type still have them.
      if (file.endsWith("unsatisfiable.yaml")) expect(noneCount).toBeGreaterThan(0);
    });
  }
});

describe("where the type has no value, the maker says so itself", () => {
  /** The maker's value for `schema` (beside `schemas`) under `typing`, or without it. */
  function madeFor(schema: Json, schemas: Json, typing?: NullableTyping) {
    const model = modelOf(describeThing(schema, schemas) as JsonObject);
    const response = model.operations[0]?.response;
    if (response?.schema === undefined) throw new Error("no success schema");
    const problems: MockProblem[] = [];
    const value = new ValueMaker(model, problems, typing).value(response.schema, "/200");
    return { value, problems: problems.map((problem) => problem.reason) };
  }

  const defaultTyping = nullableTyping("ignore");
  const include = nullableTyping("include");

  it("a `not: {}` where null is not typed: no value, where without the types `null` stands for it", () => {
    const schema = {
      type: "object",
      required: ["gone"],
      properties: { gone: { not: {} } },
    };
    expect(madeFor(schema, {}).value).toEqual({ gone: null });
    expect(madeFor(schema, {}, defaultTyping)).toEqual({ value: NO_VALUE, problems: ["unsatisfiable"] });
    expect(madeFor(schema, {}, include).value).toBe(NO_VALUE);
  });

  it("`allOf` members that contradict each other (a property a boolean in one, an integer in another)", () => {
    const schema = {
      allOf: [
        { type: "object", required: ["count"], properties: { count: { type: "boolean" } } },
        { type: "object", required: ["count"], properties: { count: { type: "integer" } } },
      ],
    };
    expect(madeFor(schema, {}).value).not.toBe(NO_VALUE);
    const { value, problems } = madeFor(schema, {}, defaultTyping);
    expect(value).toBe(NO_VALUE);
    expect(problems).toContain("unsatisfiable");
  });

  it("an `allOf` of two scalar types that share no value", () => {
    const schema = { allOf: [{ type: "string" }, { type: "integer" }] };
    expect(madeFor(schema, {}, defaultTyping).value).toBe(NO_VALUE);
  });

  it("a discriminated member whose schema contradicts its tag", () => {
    const schemas = {
      Cat: {
        type: "object",
        required: ["kind"],
        properties: { kind: { type: "string", pattern: "^cat$" } },
      },
    };
    const schema = {
      oneOf: [{ $ref: "#/components/schemas/Cat" }],
      discriminator: { propertyName: "kind", mapping: { dog: "#/components/schemas/Cat" } },
    };
    // Judged by the schema alone, the member's own value stands; its type narrows the tag to "dog".
    expect(madeFor(schema, schemas).value).toEqual({ kind: "cat" });
    expect(madeFor(schema, schemas, defaultTyping).value).toBe(NO_VALUE);
  });

  it("a property a closed object does not declare, asked for by minProperties", () => {
    const schema = { type: "object", minProperties: 2, properties: { name: { type: "string" } } };
    expect(madeFor(schema, {}).value).toEqual({ name: expect.any(String), key1: "value" });
    expect(madeFor(schema, {}, defaultTyping).value).toBe(NO_VALUE);
  });
});
