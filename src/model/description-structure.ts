/**
 * What a description gets wrong in its structure, where typewright reads it: an object where OpenAPI wants one
 * (`paths`, a path item, an operation, `responses`, `components` and its tables) and responses keyed by a
 * status. Each problem is one warning with its JSON pointer, and what can be read is read; a description of
 * which neither an operation nor a schema can be read stops the run. Parameters without `in` or `name` are
 * reported where they are read (`read-operations.ts`), schemas that are no schemas and unknown `type`s by the
 * schema walk (`unhonoured-schema-keywords.ts`).
 */
import { TypewrightError } from "../errors.js";
import { asObject } from "../load/json-value.js";
import type { JsonValue } from "../load/types.js";
import { formatPointer, type LazyPointer } from "./lazy-pointer.js";
import { FIXED_METHODS } from "./operation-methods.js";
import type { SchemaRegistry } from "./schema-registry.js";

/** The Components Object's tables typewright reads. */
const COMPONENT_TABLES = [
  "schemas",
  "parameters",
  "requestBodies",
  "responses",
  "pathItems",
  "securitySchemes",
];

/** A response key OpenAPI allows: `default` or a status code, or a range such as `4XX`. */
const RESPONSE_KEY = /^(?:default|[1-5](?:\d\d|XX))$/i;

/** `label` names the description in the error that stops the run (`petstore.yaml`, a URL). */
export function reportDescriptionStructure(registry: SchemaRegistry, label: string): void {
  const { document } = registry;
  const paths = document.paths;
  const pathsRead = paths === undefined || isObject(paths);
  if (!pathsRead) notAnObject(registry, "#/paths", paths, "no operation is read");
  for (const [path, item] of entries(paths)) {
    if (path.startsWith("x-")) continue;
    const itemAt: LazyPointer = ["#/paths", path];
    if (!isObject(item)) {
      notAnObject(registry, itemAt, item, "none of its operations is read");
      continue;
    }
    for (const [key, operation] of entries(item)) {
      if (!FIXED_METHODS.includes(key.toUpperCase())) continue;
      reportOperation(registry, operation, [itemAt, key]);
    }
  }
  const components = document.components;
  if (components !== undefined && !isObject(components))
    notAnObject(registry, "#/components", components, "none of its schemas is read");
  for (const table of COMPONENT_TABLES) {
    const value = asObject(components)?.[table];
    if (value !== undefined && !isObject(value))
      notAnObject(registry, ["#/components", table], value, "none of its entries is read");
  }
  const schemas = asObject(asObject(components)?.schemas);
  const hasSchemas = schemas !== undefined && Object.keys(schemas).length > 0;
  if (!pathsRead && !hasSchemas && document.webhooks === undefined) {
    throw new TypewrightError(
      "spec",
      `${label}: #/paths is ${kindOf(paths)}, not an object of paths, and the description has no schemas: nothing to generate`,
      { pointer: "#/paths" },
    );
  }
}

function reportOperation(registry: SchemaRegistry, operation: JsonValue | undefined, at: LazyPointer): void {
  if (!isObject(operation)) {
    notAnObject(registry, at, operation, "no method is generated for it");
    return;
  }
  const responses = operation.responses;
  if (responses === undefined) return;
  if (!isObject(responses)) {
    notAnObject(registry, [at, "responses"], responses, "the call's result is read as no body");
    return;
  }
  for (const key of Object.keys(responses)) {
    if (RESPONSE_KEY.test(key) || key.startsWith("x-")) continue;
    registry.warn(
      "malformed-description",
      formatPointer([[at, "responses"], key]),
      `${JSON.stringify(key)} is no status code (OpenAPI: \`200\`, \`4XX\` or \`default\`): this response is not read`,
    );
  }
}

function notAnObject(registry: SchemaRegistry, at: LazyPointer, value: unknown, consequence: string): void {
  registry.warn(
    "malformed-description",
    formatPointer(at),
    `${kindOf(value)}, not an object: ${consequence}`,
  );
}

/** `an array`, `null`, `a string`: what a value is, for messages. */
export function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

function isObject(value: unknown): value is Record<string, JsonValue> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function entries(value: JsonValue | undefined): [string, JsonValue][] {
  return isObject(value) ? Object.entries(value) : [];
}
