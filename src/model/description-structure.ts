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
import type { JsonObject, JsonValue } from "../load/types.js";
import { kindOf } from "../text/value-kind.js";
import { firstExternalTarget } from "./external-objects.js";
import { FIXED_METHODS } from "./fixed-methods.js";
import { formatPointer, type LazyPointer } from "./lazy-pointer.js";
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
  const paths = objectAt(registry, document.paths, "#/paths", "no operation is read");
  // A path item written in a document a `$ref` reads is checked there, once.
  const walked = new Set<string>();
  for (const [path, written] of Object.entries(paths ?? {})) {
    if (path.startsWith("x-")) continue;
    const external = firstExternalTarget(registry, written, walked);
    const item = external === undefined ? written : external.value;
    const itemAt: LazyPointer = external === undefined ? ["#/paths", path] : external.pointer;
    const pathItem = objectAt(registry, item, itemAt, "none of its operations is read");
    for (const [key, operation] of Object.entries(pathItem ?? {})) {
      if (!FIXED_METHODS.includes(key.toUpperCase())) continue;
      // An operation written as a `$ref` into another document is checked there, once, as path items are.
      const externalOperation = firstExternalTarget(registry, operation, walked);
      if (externalOperation === undefined) reportOperation(registry, operation, [itemAt, key]);
      else reportOperation(registry, externalOperation.value, externalOperation.pointer);
    }
  }
  const components = objectAt(registry, document.components, "#/components", "none of its schemas is read");
  for (const table of COMPONENT_TABLES) {
    objectAt(registry, components?.[table], ["#/components", table], "none of its entries is read");
  }
  const schemas = asObject(components?.schemas);
  const hasSchemas = schemas !== undefined && Object.keys(schemas).length > 0;
  if (document.paths !== undefined && paths === undefined && !hasSchemas && document.webhooks === undefined) {
    throw new TypewrightError(
      "spec",
      `${label}: #/paths is ${kindOf(document.paths)}, not an object of paths, and the description has no schemas: nothing to generate`,
      { pointer: "#/paths" },
    );
  }
}

function reportOperation(registry: SchemaRegistry, value: JsonValue | undefined, at: LazyPointer): void {
  const operation = objectAt(registry, value, at, "no method is generated for it");
  const responsesAt: LazyPointer = [at, "responses"];
  const responses = objectAt(
    registry,
    operation?.responses,
    responsesAt,
    "the call's result is read as no body",
  );
  for (const key of Object.keys(responses ?? {})) {
    if (RESPONSE_KEY.test(key) || key.startsWith("x-")) continue;
    registry.warn(
      "malformed-description",
      formatPointer([responsesAt, key]),
      `${JSON.stringify(key)} is no status code (OpenAPI: \`200\`, \`4XX\` or \`default\`): this response is not read`,
    );
  }
}

/**
 * `value` as an object, or `undefined`: absent, or something else, which is reported at `at` with what the
 * reader then does without it.
 */
function objectAt(
  registry: SchemaRegistry,
  value: JsonValue | undefined,
  at: LazyPointer,
  consequence: string,
): JsonObject | undefined {
  const object = asObject(value);
  if (value !== undefined && object === undefined) {
    registry.warn(
      "malformed-description",
      formatPointer(at),
      `${kindOf(value)}, not an object: ${consequence}`,
    );
  }
  return object;
}
