/**
 * `sameStructure` (what the allOf merge asks of every pair it compares) says two schemas are alike exactly
 * when their `structureKey` texts are equal, without writing them out.
 */
import { describe, expect, it } from "vitest";
import { loadSpec } from "../../src/load/load-spec.js";
import { buildModel } from "../../src/model/build-model.js";
import { pushChildSchemas } from "../../src/model/schema-walk.js";
import type { Schema } from "../../src/model/types.js";
import { sameStructure, structureKey } from "../../src/plan/merge-all-of.js";
import { fixturePath } from "../support/generated-module.js";

const asSchema = (value: unknown) => value as Schema;

function agrees(first: unknown, second: unknown): void {
  const byText = structureKey(asSchema(first)) === structureKey(asSchema(second));
  expect(sameStructure(asSchema(first), asSchema(second))).toBe(byText);
  expect(sameStructure(asSchema(second), asSchema(first))).toBe(byText);
}

describe("sameStructure", () => {
  it("reads values as JSON.stringify writes them", () => {
    const string = { kind: "primitive", type: "string" };
    const cases: [unknown, unknown, boolean][] = [
      [string, { ...string }, true],
      [string, { type: "string", kind: "primitive" }, false],
      [string, { ...string, docs: { description: "a" } }, true],
      [string, { ...string, format: "uuid" }, true],
      [string, { ...string, format: "date" }, false],
      [{ ...string, format: "date-time" }, { ...string, format: "date" }, false],
      [string, { ...string, nullable: undefined }, true],
      [string, { ...string, nullable: false }, false],
      [{ kind: "enum", values: [Number.NaN] }, { kind: "enum", values: [null] }, true],
      [{ kind: "enum", values: [Number.POSITIVE_INFINITY] }, { kind: "enum", values: [null] }, true],
      [{ kind: "enum", values: [0] }, { kind: "enum", values: [-0] }, true],
      [{ kind: "enum", values: ["null"] }, { kind: "enum", values: [null] }, false],
      [{ kind: "enum", values: ["1"] }, { kind: "enum", values: [1] }, false],
      [{ kind: "enum", values: [true] }, { kind: "enum", values: ["true"] }, false],
      [{ kind: "enum", values: [1, 2] }, { kind: "enum", values: [1] }, false],
      [{ kind: "enum", values: [[]] }, { kind: "enum", values: [{}] }, false],
      [{ kind: "enum", values: [undefined] }, { kind: "enum", values: [null] }, true],
      [{ kind: "const", value: { a: 1 } }, { kind: "const", value: { a: 1, b: undefined } }, true],
      [{ kind: "const", value: null }, { kind: "const", value: {} }, false],
      [{ kind: "const", value: new Date(0) }, { kind: "const", value: new Date(0) }, true],
      [{ kind: "const", value: new Date(0) }, { kind: "const", value: new Date(1) }, false],
      [{ kind: "const", value: new Date(0) }, { kind: "const", value: "1970-01-01T00:00:00.000Z" }, true],
      [{ kind: "const", value: new Date(0) }, { kind: "const", value: {} }, false],
    ];
    for (const [first, second, same] of cases) {
      agrees(first, second);
      expect(sameStructure(asSchema(first), asSchema(second))).toBe(same);
    }
  });

  it("agrees with structureKey on every pair of schemas of a description", async () => {
    const model = buildModel(await loadSpec(fixturePath("types/kitchen-sink-3.0.yaml")));
    const schemas: Schema[] = [];
    const pending = [...model.schemas.values()].map((named) => named.schema);
    for (let schema = pending.pop(); schema !== undefined; schema = pending.pop()) {
      schemas.push(schema, structuredClone(schema));
      pushChildSchemas(schema, pending);
    }
    let alike = 0;
    for (const first of schemas) {
      for (const second of schemas) {
        agrees(first, second);
        if (first !== second && structureKey(first) === structureKey(second)) alike++;
      }
    }
    // Clones and repeated declarations: pairs on both sides of the answer.
    expect(alike).toBeGreaterThan(schemas.length);
    expect(schemas.length).toBeGreaterThan(100);
  });

  it("compares trees nested deeper than a recursive walk could", () => {
    const nest = (depth: number, leaf: Schema): Schema => {
      let schema = leaf;
      for (let level = 0; level < depth; level++) schema = { kind: "array", items: schema };
      return schema;
    };
    const string: Schema = { kind: "primitive", type: "string" };
    const number: Schema = { kind: "primitive", type: "number" };
    expect(sameStructure(nest(100_000, string), nest(100_000, { ...string }))).toBe(true);
    expect(sameStructure(nest(100_000, string), nest(100_000, number))).toBe(false);
  });
});
