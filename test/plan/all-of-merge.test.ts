/**
 * `allOf` members that redeclare a property (plan/merge-all-of.ts): which redeclarations are merged, read from
 * the planned schemas. How a merge is written and that the client compiles: emit/all-of-merge-output.test.ts;
 * a live round trip: live/all-of-merge-live.test.ts; the type-level pins: type-tests/all-of.test-d.ts.
 */
import { describe, expect, it } from "vitest";
import type { Plan } from "../../src/plan/plan-output.js";
import { type Json, planOf } from "../support/plan-of.js";
import { plannedShape } from "../support/planned-schemas.js";

/** A 3.1 description with the given component schemas and `GET /thing` returning `Thing`. */
function describeApi(schemas: Json): Json {
  const json = { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } };
  return {
    openapi: "3.1.0",
    info: { title: "allOf", version: "1" },
    paths: {
      "/thing": {
        get: { operationId: "getThing", responses: { "200": { description: "OK", content: json } } },
      },
    },
    components: { schemas },
  };
}

/** The planned shape of `Thing`. */
async function thingOf(schemas: Json, options: Json = {}): Promise<string> {
  const plan: Plan = await planOf(describeApi(schemas), options);
  return plannedShape(plan, "Thing");
}

const LIST = { type: "object", properties: { items: { type: "array", items: { type: "object" } } } };
const ITEM = {
  type: "object",
  required: ["at"],
  properties: { at: { type: "string", format: "date-time" } },
};

describe("allOf members that redeclare a property: what is merged", () => {
  it("merges two array types item by item and keeps the named member without the property", async () => {
    const thing = await thingOf({
      List: LIST,
      Item: ITEM,
      Thing: {
        allOf: [
          { $ref: "#/components/schemas/List" },
          { properties: { items: { type: "array", items: { $ref: "#/components/schemas/Item" } } } },
        ],
      },
    });
    expect(thing).toBe("Omit<List, 'items'> & { items?: Item[]; }");
  });

  it("requires the merged property when any member requires it, and keeps a date string over a plain one", async () => {
    const thing = await thingOf({
      List: { ...LIST, properties: { ...LIST.properties, at: { type: "string" } } },
      Item: ITEM,
      Thing: {
        allOf: [
          { $ref: "#/components/schemas/List" },
          {
            required: ["items"],
            properties: {
              items: { type: "array", items: { $ref: "#/components/schemas/Item" } },
              at: { type: "string", format: "date-time" },
            },
          },
        ],
      },
    });
    expect(thing).toBe("Omit<List, 'items' | 'at'> & { items: Item[]; at?: string(date-time); }");
  });

  it("is nullable only where every declaration is", async () => {
    const nullableList = { type: ["array", "null"], items: { type: "object" } };
    const thing = await thingOf(
      {
        Item: ITEM,
        Thing: {
          allOf: [
            { properties: { both: nullableList, one: nullableList } },
            {
              properties: {
                both: { type: ["array", "null"], items: { $ref: "#/components/schemas/Item" } },
                one: { type: "array", items: { $ref: "#/components/schemas/Item" } },
              },
            },
          ],
        },
      },
      { nullableStrategy: "include" },
    );
    expect(thing).toBe("{ both?: Item[] | null; one?: Item[]; }");
  });

  it("leaves intersections TypeScript gets right as written", async () => {
    const thing = await thingOf({
      List: LIST,
      Links: { type: "object", properties: { self: { type: "string" } } },
      Base: { type: "object", properties: { kind: { type: "string" }, links: { type: "object" } } },
      Thing: {
        allOf: [
          { $ref: "#/components/schemas/Base" },
          { $ref: "#/components/schemas/List" },
          {
            properties: {
              // Narrower primitive, an object over a free-form object, the same array again.
              kind: { const: "thing" },
              links: { $ref: "#/components/schemas/Links" },
              items: { type: "array", items: { type: "object" } },
            },
          },
        ],
      },
    });
    expect(thing).toBe('Base & List & { kind?: "thing"; links?: Links; items?: { }[]; }');
  });

  it("leaves a base whose typed index signature would not admit the added properties intersected", async () => {
    // As graphrbac's UserCreateParameters and zuora's Account: the base maps extra keys to strings.
    const thing = await thingOf(
      {
        Base: { type: "object", additionalProperties: { type: "string" } },
        Thing: {
          allOf: [
            { $ref: "#/components/schemas/Base" },
            { type: "object", required: ["enabled"], properties: { enabled: { type: "boolean" } } },
          ],
        },
      },
      { generationMode: "schemas" },
    );
    expect(thing).toBe("Base & { enabled: boolean; }");
  });

  it("merges recursive schemas one level, leaving two named objects as their intersection", async () => {
    const node = (name: string, extra: Json = {}) => ({
      type: "object",
      properties: {
        children: { type: "array", items: { $ref: `#/components/schemas/${name}` } },
        parent: { $ref: `#/components/schemas/${name}` },
        ...extra,
      },
    });
    const thing = await thingOf({
      Node: node("Node"),
      Dated: node("Dated", { at: { type: "string", format: "date-time" } }),
      Thing: { allOf: [{ $ref: "#/components/schemas/Node" }, { $ref: "#/components/schemas/Dated" }] },
    });
    expect(thing).toBe("Omit<Node, 'children'> & Omit<Dated, 'children'> & { children?: (Node & Dated)[]; }");
  });
});
