import type { JsonObject, JsonValue } from "./types.js";

/**
 * The Swagger 2.0 schema keywords that mean something else, or nothing, in OpenAPI 3.1, rewritten in place.
 * Called on every object of the converted document (see `walkDocument`), so it looks only at keywords whose
 * value has the 2.0 shape, and applying it twice changes nothing (content entries may share one schema).
 *
 * - `type: file` (raw bytes) becomes `{type: "string", format: "binary"}`.
 * - `x-nullable: true` becomes `type: [T, "null"]` with `null` added to an `enum` (in 3.1 an enum without
 *   `null` rejects null whatever `type` says), or `anyOf: [<ref or allOf>, {type: "null"}]`, as a 2.0 `$ref`
 *   ignores its siblings. A schema with neither a type nor a ref already admits null.
 * - `exclusiveMinimum: true` next to `minimum` becomes `exclusiveMinimum: <minimum>` (likewise for maximum).
 * - `discriminator: "kind"` becomes `discriminator: {propertyName: "kind"}`; 2.0's values are the schema
 *   names, which is also 3.x's implicit mapping.
 */
export function upgradeSchemaKeywords(schema: JsonObject): void {
  if (schema.type === "file") {
    schema.type = "string";
    schema.format = "binary";
  }
  if (typeof schema["x-nullable"] === "boolean") applyXNullable(schema);
  if (Array.isArray(schema.type) && schema.type.includes("null")) addNullToEnum(schema);
  upgradeExclusiveBound(schema, "exclusiveMinimum", "minimum");
  upgradeExclusiveBound(schema, "exclusiveMaximum", "maximum");
  if (typeof schema.discriminator === "string") {
    schema.discriminator = { propertyName: schema.discriminator };
  }
}

function applyXNullable(schema: JsonObject): void {
  const nullable = schema["x-nullable"] === true;
  delete schema["x-nullable"];
  if (!nullable) return;
  const type = schema.type ?? inferredType(schema);
  if (typeof type === "string") {
    schema.type = [type, "null"];
  } else if (Array.isArray(type)) {
    if (!type.includes("null")) schema.type = [...type, "null"];
  } else if (typeof schema.$ref === "string") {
    schema.anyOf = [{ $ref: schema.$ref }, { type: "null" }];
    delete schema.$ref;
  } else if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    const [only] = schema.allOf;
    const base = schema.allOf.length === 1 && only !== undefined ? only : { allOf: schema.allOf };
    schema.anyOf = [base, { type: "null" }];
    delete schema.allOf;
  }
}

/** The type a schema without `type` has by its keywords, so that `x-nullable` can add `null` to it. */
function inferredType(schema: JsonObject): string | undefined {
  if (schema.properties !== undefined || schema.additionalProperties !== undefined) return "object";
  if (schema.items !== undefined) return "array";
  return undefined;
}

function addNullToEnum(schema: JsonObject): void {
  const values: JsonValue | undefined = schema.enum;
  if (Array.isArray(values) && !values.includes(null)) values.push(null);
}

function upgradeExclusiveBound(schema: JsonObject, exclusive: string, bound: string): void {
  const flag = schema[exclusive];
  if (typeof flag !== "boolean") return;
  const limit = schema[bound];
  if (flag && typeof limit === "number") {
    schema[exclusive] = limit;
    delete schema[bound];
  } else {
    delete schema[exclusive];
  }
}
