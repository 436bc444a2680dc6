/**
 * The descriptions the `allOf` merge is tested on, shared by what is planned (plan/all-of-merge.test.ts) and
 * how it is written (emit/all-of-merge-output.test.ts), so both stages are asked about the same input.
 */
import type { Json } from "./plan-of.js";

/** A 3.1 description with the given component schemas and `GET /thing` returning `Thing`. */
export function describeAllOfApi(schemas: Json): Json {
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

export const LIST = { type: "object", properties: { items: { type: "array", items: { type: "object" } } } };
export const ITEM = {
  type: "object",
  required: ["at"],
  properties: { at: { type: "string", format: "date-time" } },
};

/** `Thing`: `List` with its free-form `items` redeclared as `Item[]`. */
export const ITEMS_REDECLARED = {
  allOf: [
    { $ref: "#/components/schemas/List" },
    { properties: { items: { type: "array", items: { $ref: "#/components/schemas/Item" } } } },
  ],
};

/** `List` with a plain string `at`, and a `Thing` that requires `items` and redeclares `at` as a date-time. */
export const REQUIRED_AND_DATE_REDECLARED = {
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
};

/** A base mapping extra keys to strings, which the added `enabled: boolean` would not fit (graphrbac, zuora). */
export const TYPED_INDEX_BASE = {
  Base: { type: "object", additionalProperties: { type: "string" } },
  Thing: {
    allOf: [
      { $ref: "#/components/schemas/Base" },
      { type: "object", required: ["enabled"], properties: { enabled: { type: "boolean" } } },
    ],
  },
};
