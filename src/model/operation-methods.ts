/**
 * The operations of a path item and the HTTP method each is sent with: the fixed fields (`get` … `query`),
 * then OpenAPI 3.2's `additionalOperations`, whose keys are the method exactly as it is sent (`LINK`, `COPY`).
 */
import { childPointer } from "../load/json-pointer.js";
import { asObject } from "../load/json-value.js";
import type { JsonObject, JsonValue } from "../load/types.js";
import { kindOf } from "../text/value-kind.js";
import { FIXED_METHODS } from "./fixed-methods.js";
import { followRef } from "./read-content.js";
import type { SchemaRegistry } from "./schema-registry.js";

/** `token = 1*tchar` (RFC 9110 §5.6.2): what an HTTP method may be. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Methods the fetch standard and XMLHttpRequest refuse to send (besides TRACE, a fixed field). */
export const FORBIDDEN_IN_BROWSERS: ReadonlySet<string> = new Set(["CONNECT", "TRACK"]);

/**
 * One operation of a path item: the method it is sent with, its object and where it is written (behind a
 * `$ref`, where the reference leads).
 */
export interface OperationEntry {
  method: string;
  raw: JsonObject;
  pointer: string;
}

/**
 * The operations of `pathItem` in document order: each fixed field, then each `additionalOperations` entry
 * that can be sent (a key that is no HTTP token, or that names a fixed field's method, is reported and left out).
 * An operation written as a `$ref` (`get: {$ref: resources/list.yml}`, as split descriptions such as
 * DigitalOcean's do, though OpenAPI gives the Operation Object no `$ref`) is the object it leads to.
 */
export function operationEntries(
  pathItem: JsonObject,
  itemPointer: string,
  registry: SchemaRegistry,
): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const key of Object.keys(pathItem)) {
    const method = key.toUpperCase();
    if (!FIXED_METHODS.includes(method)) continue;
    const operation = operationAt(pathItem[key], childPointer(itemPointer, key), registry);
    if (operation) entries.push({ method, ...operation });
  }
  const additionalPointer = childPointer(itemPointer, "additionalOperations");
  for (const [method, value] of Object.entries(asObject(pathItem.additionalOperations) ?? {})) {
    const pointer = childPointer(additionalPointer, method);
    const operation = operationAt(value, pointer, registry);
    if (operation && isSendable(method, pointer, registry)) entries.push({ method, ...operation });
  }
  return entries;
}

/** The fields of an Operation Object (besides `x-` extensions). */
const OPERATION_FIELDS: ReadonlySet<string> = new Set([
  "tags",
  "summary",
  "description",
  "externalDocs",
  "operationId",
  "parameters",
  "requestBody",
  "responses",
  "callbacks",
  "deprecated",
  "security",
  "servers",
]);

/**
 * The Operation Object written at `pointer`, or the one its `$ref` leads to, with where that is written. A
 * reference that leads to something else (a schema, `#/info`, a path item, a string) is reported, and no
 * method is made of it: a call without parameters or a result would claim an operation nobody described. The
 * fields written beside the `$ref` are reported too, as not read.
 */
function operationAt(
  value: JsonValue | undefined,
  pointer: string,
  registry: SchemaRegistry,
): { raw: JsonObject; pointer: string } | undefined {
  const target = followRef(registry, value, pointer);
  const raw = asObject(target.value);
  const written = asObject(value);
  if (written === undefined || typeof written.$ref !== "string")
    return raw ? { raw, pointer: target.pointer } : undefined;
  const reference = JSON.stringify(written.$ref);
  const siblings = Object.keys(written).filter((key) => key !== "$ref");
  if (siblings.length > 0) {
    registry.warn(
      "unhonoured-field",
      pointer,
      `${siblings.join(", ")} beside $ref ${reference} ${siblings.length === 1 ? "is" : "are"} not read: the operation is the object the reference leads to`,
    );
  }
  const foreign =
    raw === undefined
      ? []
      : Object.keys(raw).filter((key) => !key.startsWith("x-") && !OPERATION_FIELDS.has(key));
  if (raw === undefined || foreign.length > 0) {
    registry.warn(
      "malformed-description",
      pointer,
      `$ref ${reference} leads to ${raw === undefined ? kindOf(target.value) : `an object with ${foreign.slice(0, 3).join(", ")}${foreign.length > 3 ? ", ..." : ""}`}, not an Operation Object: no method is generated for it`,
    );
    return undefined;
  }
  return { raw, pointer: target.pointer };
}

/**
 * Whether `method` can go on a request line; reports why not. What a template's library does to a method it
 * can send is reported by the plan, which knows the template (plan/method-warnings.ts).
 */
function isSendable(method: string, pointer: string, registry: SchemaRegistry): boolean {
  if (!TOKEN.test(method)) {
    registry.warn(
      "unsendable-method",
      pointer,
      `${JSON.stringify(method)} is not an HTTP method (only letters, digits and !#$%&'*+-.^_\`|~ are ` +
        "allowed, RFC 9110 token); no method is generated for it",
    );
    return false;
  }
  const upperCase = method.toUpperCase();
  if (FIXED_METHODS.includes(upperCase)) {
    registry.warn(
      "unsendable-method",
      pointer,
      `${method} belongs in the path item's \`${upperCase.toLowerCase()}\` field, not in additionalOperations ` +
        "(OpenAPI 3.2); no method is generated for this entry",
    );
    return false;
  }
  return true;
}
