import type { JsonValue } from "../../load/types.js";
import type { Model, ResponseModel, Schema } from "../../model/types.js";

/**
 * The body a mock answers a response with: the schema's example where it gives one, else a value made from the
 * schema. The same description always gives the same value. `undefined`: the response has no content.
 */
export function mockResponseBody(response: ResponseModel, model: Model): JsonValue | undefined {
  if (response.schema === undefined) return undefined;
  return mockValue(response.schema, model, new Set());
}

/** A value of `schema`; `seen` holds the named schemas being made, where a recursion is cut. */
function mockValue(schema: Schema, model: Model, seen: Set<string>): JsonValue {
  if (schema.docs?.example !== undefined) return schema.docs.example as JsonValue;
  switch (schema.kind) {
    case "ref": {
      const target = model.schemas.get(schema.target);
      if (target === undefined || seen.has(schema.target)) return null;
      return mockValue(target.schema, model, new Set([...seen, schema.target]));
    }
    case "primitive":
      if (schema.type === "string") return "string";
      if (schema.type === "boolean") return true;
      if (schema.type === "null") return null;
      return 0;
    case "binary":
      return "";
    case "unknown":
      return {};
    case "never":
      return null;
    case "object":
      return Object.fromEntries(
        schema.properties
          .filter((property) => property.required)
          .map((property) => [property.name, mockValue(property.schema, model, seen)]),
      );
    case "array":
      return [];
    case "tuple":
      return schema.items.map((item) => mockValue(item, model, seen));
    case "enum":
      return schema.values[0] ?? null;
    case "const":
      return schema.value;
    case "intersection":
      return Object.assign({}, ...schema.members.map((member) => mockValue(member, model, seen)));
    case "union":
      return schema.members[0] === undefined ? null : mockValue(schema.members[0], model, seen);
    case "tsType":
      return null;
  }
}
