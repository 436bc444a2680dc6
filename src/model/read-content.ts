/**
 * Reading `content` maps and following `$ref`s of non-schema objects: what reading parameters, request bodies
 * and responses shares.
 */
import { asObject } from "../load/json-value.js";
import type { JsonObject, JsonValue } from "../load/types.js";
import { readSchema } from "./read-schema.js";
import type { SchemaRegistry } from "./schema-registry.js";
import type { Schema } from "./types.js";

const JSON_LIKE = /^application\/(.+\+)?json$/;

/** Media type preference: JSON first, then form bodies, text, then anything (binary). */
export function pickMediaType(mediaTypes: string[]): string | undefined {
  // Most bodies and responses have one media type: nothing to rank.
  if (mediaTypes.length < 2) return mediaTypes[0];
  const rank = (mediaType: string): number => {
    const type = mediaType.toLowerCase().split(";")[0]?.trim() ?? "";
    if (type === "application/json") return 0;
    if (JSON_LIKE.test(type) || type === "text/json" || type === "*/*") return 1;
    if (type === "multipart/form-data") return 2;
    if (type === "application/x-www-form-urlencoded") return 3;
    if (type.startsWith("text/")) return 4;
    return 5;
  };
  return [...mediaTypes].sort((a, b) => rank(a) - rank(b))[0];
}

export function pickContent(
  value: JsonValue | undefined,
  registry: SchemaRegistry,
): { mediaType: string; schema: Schema } | undefined {
  const content = asObject(value);
  if (!content) return undefined;
  const mediaType = pickMediaType(Object.keys(content));
  if (mediaType === undefined) return undefined;
  const media = mediaTypeObject(content, mediaType, registry) ?? {};
  const schema: Schema =
    media.schema === undefined ? { kind: "unknown" } : readSchema(media.schema, registry);
  return { mediaType, schema };
}

/** Whether a `content` map names a media type: what {@link pickContent} reads, without its schema. */
export function hasMediaType(content: JsonValue | undefined): boolean {
  const media = asObject(content);
  return media !== undefined && pickMediaType(Object.keys(media)) !== undefined;
}

/** A Media Type Object of `content`; a `$ref` (to 3.2's `components/mediaTypes`) is followed. */
export function mediaTypeObject(
  content: JsonValue | undefined,
  mediaType: string,
  registry: SchemaRegistry,
): JsonObject | undefined {
  return asObject(followRefs(registry, asObject(content)?.[mediaType]));
}

/**
 * Follows `$ref` chains of non-schema objects (parameters, bodies, responses, path items); the pointer of
 * where it ended is kept for path items, whose operations carry it.
 */
export function followRef(
  registry: SchemaRegistry,
  value: JsonValue | undefined,
  pointer: string,
): { value: JsonValue | undefined; pointer: string } {
  const first = refOf(value);
  if (first === undefined) return { value, pointer };
  // Most references lead to an object that is no reference: the set of pointers seen (a chain may loop)
  // is made only for a chain, as this runs for every shared parameter and response a description uses.
  let current = registry.resolve(first);
  let at = first;
  let seen: Set<string> | undefined;
  for (let target = refOf(current); target !== undefined; target = refOf(current)) {
    seen ??= new Set<string>([first]);
    if (seen.has(target)) break;
    seen.add(target);
    at = target;
    current = registry.resolve(target);
  }
  return { value: current, pointer: at };
}

/** `followRef` for values whose pointer nothing needs. */
export function followRefs(registry: SchemaRegistry, value: JsonValue | undefined): JsonValue | undefined {
  return refOf(value) === undefined ? value : followRef(registry, value, "").value;
}

function refOf(value: JsonValue | undefined): string | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  return typeof value.$ref === "string" ? value.$ref : undefined;
}
