import { parsePointer, resolveSegments } from "./json-pointer.js";
import { asObject } from "./json-value.js";
import { EXTERNAL_DOCUMENTS_KEY, type JsonObject, type JsonValue } from "./types.js";

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch"];
const EXTERNAL_PREFIX = `#/${EXTERNAL_DOCUMENTS_KEY}/`;
/** Longest chain of `{$ref}` objects followed before giving up (cycles were rejected while bundling). */
const MAX_HOPS = 32;

/**
 * The conversion (swagger-convert.ts) converts parameters, responses, path items and operations where it
 * finds them: in `paths` and in the root `parameters`/`responses` maps. One that sits in a bundled external
 * file would stay in 2.0 shape (`type` on the parameter, `schema` on the response), so a ref to it is replaced
 * by a copy. A local ref to a body or formData parameter is copied too: such a parameter becomes part of the
 * operation's request body, which a ref cannot express. Schemas stay references.
 */
export function inlineStructuralRefs(document: JsonObject): void {
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
