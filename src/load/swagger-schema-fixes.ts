import type { JsonObject, JsonValue } from "./types.js";

/**
 * Swagger 2.0 `type: file` and `{type: string, format: binary}` mean "raw bytes". The 3.0 → 3.1 step of the
 * upgrader rewrites them to `{contentMediaType: ...}` without a `type`, and to `{}` (indistinguishable from
 * "any value") when the schema sits directly under `content`. So they are hidden from it behind this `type`,
 * which no upgrade step touches, and restored afterwards.
 */
const BINARY_MARKER = "x-typewright-binary";

/** Before `upgrade`: hides binary schemas from the upgrader (see `BINARY_MARKER`). */
export function markBinarySchemas(schema: JsonObject): void {
  if (schema.type === "file" || (schema.type === "string" && schema.format === "binary")) {
    schema.type = BINARY_MARKER;
    delete schema.format;
  }
}

/**
 * After `upgrade`: binary schemas become `{type: "string", format: "binary"}` again (also a `contentMediaType`
 * without `type`), and nullability is made complete in 3.1 terms. The upgrader turns `x-nullable` into
 * `type: [T, "null"]` only in the places it knows (definitions, bodies, responses, parameters), and never adds
 * `null` to an `enum`, although in 3.1 an enum without `null` rejects null whatever `type` says.
 */
export function repairUpgradedSchema(schema: JsonObject): void {
  restoreBinary(schema);
  if (schema["x-nullable"] !== undefined) applyXNullable(schema);
  if (Array.isArray(schema.type) && schema.type.includes("null")) addNullToEnum(schema);
}

function restoreBinary(schema: JsonObject): void {
  if (schema.type === BINARY_MARKER) {
    schema.type = "string";
    schema.format = "binary";
  } else if (Array.isArray(schema.type) && schema.type.includes(BINARY_MARKER)) {
    schema.type = schema.type.map((type) => (type === BINARY_MARKER ? "string" : type));
    schema.format = "binary";
  } else if (typeof schema.contentMediaType === "string" && schema.type === undefined) {
    schema.type = "string";
    schema.format = "binary";
    // The upgrader's fallback media type carries no information; a specific one is kept.
    if (schema.contentMediaType === "application/octet-stream") delete schema.contentMediaType;
  }
}

/** `x-nullable` left over by the upgrader (schemas in bundled external files, nested compositions). */
function applyXNullable(schema: JsonObject): void {
  const nullable = schema["x-nullable"] === true;
  delete schema["x-nullable"];
  if (!nullable) return;
  if (typeof schema.type === "string") {
    schema.type = [schema.type, "null"];
  } else if (Array.isArray(schema.type)) {
    if (!schema.type.includes("null")) schema.type.push("null");
  } else if (typeof schema.$ref === "string") {
    // A 2.0 ref ignores its siblings, so `anyOf` carries the ref and null; the same shape the upgrader uses.
    schema.anyOf = [{ $ref: schema.$ref }, { type: "null" }];
    delete schema.$ref;
    return;
  }
  addNullToEnum(schema);
}

function addNullToEnum(schema: JsonObject): void {
  const values: JsonValue | undefined = schema.enum;
  if (Array.isArray(values) && !values.includes(null)) values.push(null);
}
