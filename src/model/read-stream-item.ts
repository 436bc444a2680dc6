import { asObject } from "../load/json-value.js";
import type { JsonObject, JsonValue } from "../load/types.js";
import { readSchema } from "./read-schema.js";
import type { SchemaRegistry } from "./schema-registry.js";
import type { Schema } from "./types.js";

/** How a streamed success body is split into items; `undefined` for every other media type. */
export type StreamKind = "event-stream" | "json-lines" | "json-seq";

const STREAM_KINDS: ReadonlyMap<string, StreamKind> = new Map([
  ["text/event-stream", "event-stream"],
  ["application/jsonl", "json-lines"],
  ["application/x-ndjson", "json-lines"],
  ["application/x-jsonlines", "json-lines"],
  ["application/json-seq", "json-seq"],
]);

export function streamKind(mediaType: string): StreamKind | undefined {
  return STREAM_KINDS.get(mediaTypeEssence(mediaType));
}

/** Remembered: a description names a handful of media types, each on thousands of responses. */
const essences = new Map<string, string>();

/** The media type without parameters, lower-cased: `Application/JSON; charset=utf-8` → `application/json`. */
export function mediaTypeEssence(mediaType: string): string {
  let essence = essences.get(mediaType);
  if (essence === undefined) {
    essence = (mediaType.split(";")[0] ?? "").trim().toLowerCase();
    essences.set(mediaType, essence);
  }
  return essence;
}

/** The fields a server-sent event has; an `itemSchema` with no other properties describes whole events. */
const EVENT_FIELDS: ReadonlySet<string> = new Set(["data", "event", "id", "retry"]);

/**
 * OpenAPI 3.2's `itemSchema` of a streamed response, read as the schema of one item. For an event stream
 * the items the client yields are events whose `data` it decodes, so what matters is the schema of the data:
 * the specification's own examples describe the whole event (`{ event, data, id }`, `data` a string with
 * `contentMediaType: application/json` and a `contentSchema`); an `itemSchema` that is not event-shaped is
 * taken as the schema of the data itself. `undefined` without an `itemSchema` (the plan falls back to
 * `schema`) or when the media type does not stream.
 */
export function readStreamItemSchema(
  media: JsonObject | undefined,
  mediaType: string,
  registry: SchemaRegistry,
): Schema | undefined {
  const kind = streamKind(mediaType);
  const raw = media?.itemSchema;
  if (kind === undefined || raw === undefined) return undefined;
  if (kind !== "event-stream") return readSchema(raw, registry);
  const data = eventDataSchema(resolved(raw, registry), registry);
  return data ?? readSchema(raw, registry);
}

/** The schema of `data` when `event` describes whole events; `undefined` when it does not. */
function eventDataSchema(event: JsonObject | undefined, registry: SchemaRegistry): Schema | undefined {
  const properties = asObject(event?.properties);
  if (!properties || !("data" in properties)) return undefined;
  if (!Object.keys(properties).every((name) => EVENT_FIELDS.has(name))) return undefined;
  const data = resolved(properties.data, registry);
  if (data?.contentSchema !== undefined) return readSchema(data.contentSchema, registry);
  // JSON text of no declared shape: decoded, typed unknown (a bare `contentMediaType` reads as bytes).
  if (typeof data?.contentMediaType === "string" && /json/i.test(data.contentMediaType))
    return { kind: "unknown" };
  return readSchema(properties.data ?? true, registry);
}

/** A schema object with local `$ref`s followed (a few hops; cycles end in `undefined`). */
function resolved(value: JsonValue | undefined, registry: SchemaRegistry): JsonObject | undefined {
  let current = asObject(value);
  for (let hop = 0; hop < 8 && typeof current?.$ref === "string"; hop++) {
    current = asObject(registry.resolve(current.$ref));
  }
  return typeof current?.$ref === "string" ? undefined : current;
}
