/**
 * An independent judge of mock answers: ajv with ajv-formats (formats on) over the description's own
 * response schemas, read from the loaded document, not from typewright's model. OpenAPI's schema dialect
 * differs from JSON Schema in a few places, so the judge reads a converted copy:
 * - `nullable: true` (3.0, and left inside some 3.1 documents) admits `null` (a `null` type, a `null` enum
 *   member, or `anyOf` with `{type: "null"}` where there is no `type`);
 * - 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` become the numeric bounds they state;
 * - a `required` property that is `writeOnly` is not required in an answer (OpenAPI's rule);
 * - a `pattern` JavaScript cannot compile with the `u` flag (`[\-\:]`, as DigitalOcean's writes) checks
 *   nothing: ajv would throw on it, and typewright leaves it out with a warning.
 * OpenAPI 3.1 documents (and Swagger 2.0, upgraded to 3.1 on load) are judged by ajv's 2020-12 dialect, 3.0
 * by its draft-07 one. `discriminator` is only a hint here: `oneOf` is judged as JSON Schema says.
 */
import { Ajv, type ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { JsonObject, JsonValue } from "../../src/load/types.js";

/** Keys whose values are data, not schemas: nothing inside them is converted. */
const DATA_KEYS = new Set(["enum", "const", "example", "examples", "default"]);

export class ResponseValidator {
  private readonly ajv: Ajv;
  private readonly document: JsonObject;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(document: JsonObject) {
    this.document = jsonSchemaCopy(document);
    // `inlineRefs: false`: each `$ref`'d schema is compiled once and called, not copied into every response's
    // validator (the same verdicts; GitHub's description, where components refer to each other thousands of
    // times, is judged in two thirds of the time).
    const options = {
      strict: false,
      logger: false,
      validateSchema: false,
      allowUnionTypes: true,
      inlineRefs: false,
    } as const;
    const version = typeof document.openapi === "string" ? document.openapi : "3.1.0";
    this.ajv = version.startsWith("3.0") ? new Ajv(options) : (new Ajv2020(options) as unknown as Ajv);
    (addFormats as unknown as (ajv: Ajv) => void)(this.ajv);
    this.ajv.addSchema(this.document as object, "description");
  }

  /** The problems ajv finds in `value` against the schema at `pointer` (`#/paths/...`); `[]` when valid. */
  problems(value: unknown, pointer: string): string[] {
    let validate = this.compiled.get(pointer);
    if (validate === undefined) {
      validate = this.ajv.compile({ $ref: `description${pointer}` });
      this.compiled.set(pointer, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message ?? ""}`);
  }

  /** The document as converted for ajv (for finding pointers). */
  get converted(): JsonObject {
    return this.document;
  }
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A converted copy of the document (see the module's comment); shared objects are converted once. */
function jsonSchemaCopy(document: JsonObject): JsonObject {
  const copy = structuredClone(document);
  const seen = new Set<object>();
  const visit = (value: JsonValue): void => {
    if (Array.isArray(value)) {
      for (const entry of value) visit(entry);
      return;
    }
    if (!isObject(value) || seen.has(value)) return;
    seen.add(value);
    for (const [key, entry] of Object.entries(value)) if (!DATA_KEYS.has(key)) visit(entry);
    convertSchema(value, copy);
  };
  visit(copy);
  return copy;
}

function convertSchema(schema: JsonObject, document: JsonObject): void {
  if (typeof schema.pattern === "string" && !compilesAsUnicode(schema.pattern)) delete schema.pattern;
  for (const bound of ["Minimum", "Maximum"] as const) {
    const exclusive = schema[`exclusive${bound}`];
    if (typeof exclusive !== "boolean") continue;
    const value = schema[bound.toLowerCase()];
    delete schema[`exclusive${bound}`];
    if (exclusive && typeof value === "number") {
      schema[`exclusive${bound}`] = value;
      delete schema[bound.toLowerCase()];
    }
  }
  if (Array.isArray(schema.required) && isObject(schema.properties)) {
    const properties = schema.properties;
    schema.required = schema.required.filter(
      (name) => typeof name !== "string" || !isWriteOnly(properties[name], document),
    );
  }
  if (schema.nullable === true) {
    delete schema.nullable;
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
    if (typeof schema.type === "string") schema.type = [schema.type, "null"];
    else if (Array.isArray(schema.type)) {
      if (!schema.type.includes("null")) schema.type = [...schema.type, "null"];
    } else {
      const rest = { ...schema };
      for (const key of Object.keys(schema)) delete schema[key];
      schema.anyOf = [rest, { type: "null" }];
    }
  }
}

function compilesAsUnicode(pattern: string): boolean {
  try {
    new RegExp(pattern, "u");
    return true;
  } catch {
    return false;
  }
}

function isWriteOnly(schema: JsonValue | undefined, document: JsonObject): boolean {
  let current = schema;
  for (let hops = 0; hops < 8 && isObject(current); hops++) {
    if (current.writeOnly === true) return true;
    if (typeof current.$ref !== "string" || !current.$ref.startsWith("#/")) return false;
    current = resolvePointer(document, current.$ref);
  }
  return false;
}

export function resolvePointer(document: JsonValue, ref: string): JsonValue | undefined {
  let current: JsonValue | undefined = document;
  for (const raw of ref.slice(2).split("/")) {
    const segment = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isObject(current)) current = current[segment];
    else return undefined;
  }
  return current;
}
