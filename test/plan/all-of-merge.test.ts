/**
 * `allOf` members that redeclare a property (plan/merge-all-of.ts): which redeclarations are merged, read from
 * the planned schemas. How a merge is written and that the client compiles: emit/all-of-merge-output.test.ts;
 * a live round trip: live/all-of-merge-live.test.ts; the type-level pins: type-tests/all-of.test-d.ts.
 */
import { describe, expect, it } from "vitest";
import type { Plan } from "../../src/plan/plan-output.js";
import {
  describeAllOfApi,
  ITEM,
  ITEMS_REDECLARED,
  LIST,
  REQUIRED_AND_DATE_REDECLARED,
  TYPED_INDEX_BASE,
} from "../support/all-of-descriptions.js";
import { type Json, planOf } from "../support/plan-of.js";
import { plannedShape } from "../support/planned-schemas.js";

/** The planned shape of `Thing`. */
async function thingOf(schemas: Json, options: Json = {}): Promise<string> {
  const plan: Plan = await planOf(describeAllOfApi(schemas), options);
  return plannedShape(plan, "Thing");
}

describe("allOf members that redeclare a property: what is merged", () => {
  it("merges two array types item by item and keeps the named member without the property", async () => {
    const thing = await thingOf({
      List: LIST,
      Item: ITEM,
      Thing: ITEMS_REDECLARED,
    });
    expect(thing).toBe("Omit<List, 'items'> & { items?: Item[]; }");
  });

  it("requires the merged property when any member requires it, and keeps a date string over a plain one", async () => {
    const thing = await thingOf(REQUIRED_AND_DATE_REDECLARED);
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
    const thing = await thingOf(TYPED_INDEX_BASE, { generationMode: "schemas" });
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
