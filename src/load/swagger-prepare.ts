import { parsePointer, resolveSegments } from "./json-pointer.js";
import { asObject } from "./json-value.js";
import { EXTERNAL_DOCUMENTS_KEY, type JsonObject, type JsonValue } from "./types.js";

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch"];
const EXTERNAL_PREFIX = `#/${EXTERNAL_DOCUMENTS_KEY}/`;
/** Longest chain of `{$ref}` objects followed before giving up (cycles were rejected while bundling). */
const MAX_HOPS = 32;

/**
 * The Swagger 2.0 upgrader converts parameters, responses, path items and operations only where it finds
 * them: in `paths` and in the root `parameters`/`responses` maps. One that sits in a bundled external file
 * would stay in 2.0 shape (`type` on the parameter, `schema` on the response), so a ref to it is replaced by a
 * copy. A local ref to a body or formData parameter is copied too: the upgrader turns those into a request
 * body only when it sees them inline. Schemas stay references.
 */
export function prepareForUpgrade(document: JsonObject): void {
  inlineStructuralRefs(document);
  convertResponsesWithOwnProduces(document);
}

function inlineStructuralRefs(document: JsonObject): void {
  const inline = (
    holder: JsonObject | JsonValue[],
    key: string | number,
    when: (target: Resolved) => boolean,
  ) => {
    const value = (holder as Record<string | number, JsonValue | undefined>)[key];
    const resolved = followRefs(document, value);
    if (resolved && when(resolved)) {
      (holder as Record<string | number, JsonValue>)[key] = copyOf(resolved.target);
    }
  };
  for (const mapKey of ["parameters", "responses"]) {
    const map = asObject(document[mapKey]);
    for (const name of Object.keys(map ?? {})) inline(map as JsonObject, name, isExternal);
  }
  const paths = asObject(document.paths) ?? {};
  for (const pathKey of Object.keys(paths)) {
    if (pathKey.startsWith("x-")) continue;
    inline(paths, pathKey, isExternal);
    const pathItem = asObject(paths[pathKey]);
    if (!pathItem) continue;
    inlineParameters(pathItem.parameters, inline);
    for (const method of HTTP_METHODS) {
      inline(pathItem, method, isExternal);
      const operation = asObject(pathItem[method]);
      if (!operation) continue;
      inlineParameters(operation.parameters, inline);
      const responses = asObject(operation.responses) ?? {};
      for (const code of Object.keys(responses)) {
        if (!code.startsWith("x-")) inline(responses, code, isExternal);
      }
    }
  }
}

/**
 * The upgrader gives every response the media types of the document-level `produces` even where the operation
 * has its own (`produces: [application/octet-stream]` on a download would become `application/json`). Those
 * responses are converted here (`schema` → `content`), so the upgrader leaves them alone.
 */
function convertResponsesWithOwnProduces(document: JsonObject): void {
  for (const operation of operationsOf(document)) {
    const produces = operation.produces;
    if (!Array.isArray(produces) || produces.length === 0) continue;
    const responses = asObject(operation.responses) ?? {};
    for (const [code, value] of Object.entries(responses)) {
      const response = asObject(value);
      if (
        code.startsWith("x-") ||
        !response ||
        response.schema === undefined ||
        response.content !== undefined
      ) {
        continue;
      }
      const schema = response.schema;
      response.content = Object.fromEntries(
        produces.map((type) => [String(type), { schema: copyOf(schema) }]),
      );
      delete response.schema;
    }
  }
}

function* operationsOf(document: JsonObject): Generator<JsonObject> {
  for (const [pathKey, pathItem] of Object.entries(asObject(document.paths) ?? {})) {
    if (pathKey.startsWith("x-")) continue;
    for (const method of HTTP_METHODS) {
      const operation = asObject(asObject(pathItem)?.[method]);
      if (operation) yield operation;
    }
  }
}

interface Resolved {
  target: JsonObject;
  /** Some step of the chain went into a bundled external document. */
  external: boolean;
}

type Inline = (holder: JsonValue[], key: number, when: (target: Resolved) => boolean) => void;

function inlineParameters(parameters: JsonValue | undefined, inline: Inline): void {
  if (!Array.isArray(parameters)) return;
  for (let index = 0; index < parameters.length; index++) {
    inline(parameters, index, (resolved) => resolved.external || isRequestBodyParameter(resolved.target));
  }
}

function isExternal(resolved: Resolved): boolean {
  return resolved.external;
}

function isRequestBodyParameter(parameter: JsonObject): boolean {
  return parameter.in === "body" || parameter.in === "formData";
}

/** `{$ref}` → the object it finally points at; `undefined` when `value` is not a local ref or does not resolve. */
function followRefs(document: JsonObject, value: JsonValue | undefined): Resolved | undefined {
  let current = asObject(value);
  let external = false;
  let followed = false;
  for (let hop = 0; hop < MAX_HOPS && current && typeof current.$ref === "string"; hop++) {
    const ref = current.$ref;
    const segments = ref.startsWith("#") ? parsePointer(ref.slice(1)) : undefined;
    if (!segments) return undefined;
    external ||= ref.startsWith(EXTERNAL_PREFIX);
    current = asObject(resolveSegments(document, segments));
    followed = true;
  }
  return current && followed && typeof current.$ref !== "string" ? { target: current, external } : undefined;
}

function copyOf<T extends JsonValue>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
