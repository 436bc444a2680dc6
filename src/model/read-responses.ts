/**
 * Reading an operation's responses: the success response a call resolves with, and the documented failures
 * it rejects with.
 */
import { asObject } from "../load/json-value.js";
import type { JsonObject, JsonValue } from "../load/types.js";
import { followRefs, hasMediaType, mediaTypeObject, pickContent } from "./read-content.js";
import { readSchema } from "./read-schema.js";
import { mediaTypeEssence, readStreamItemSchema, streamKind } from "./read-stream-item.js";
import type { SchemaRegistry } from "./schema-registry.js";
import type { ResponseHeaderModel, ResponseModel } from "./types.js";

/**
 * The response a call resolves with (the lowest 2xx, else `default`), with whether it may come without
 * content and the other bodies it may have.
 */
export function readSuccessResponse(
  value: JsonValue | undefined,
  registry: SchemaRegistry,
): ResponseModel | undefined {
  const responses = asObject(value);
  if (!responses) return undefined;
  const statuses = Object.keys(responses);
  const successes = successStatuses(statuses);
  // The lowest 2xx, else `default`; never a 4xx/5xx.
  const status = successes[0] ?? (statuses.includes("default") ? "default" : undefined);
  if (status === undefined) return undefined;
  const response = readResponse(status, responses[status], registry);
  // Nothing more to say of a success without content.
  if (response.mediaType === undefined) return response;
  const others = successes.slice(1).map((other) => ({
    status: other,
    raw: asObject(followRefs(registry, responses[other])),
  }));
  if (mayAnswerWithoutContent(status, others)) response.mayBeEmpty = true;
  includeOtherBodies(response, others, registry);
  return response;
}

/** Another 2xx response of the operation: its status and the Response Object, `$ref` followed. */
interface OtherSuccess {
  status: string;
  raw: JsonObject | undefined;
}

/**
 * Where other 2xx responses state other bodies of the same media type (a `201` with a deployment beside a
 * `202` with a message), a call resolves with any of them: the response's schema becomes the union of the
 * bodies, the picked one first, and `bodyStatuses` says which statuses answer with each.
 */
function includeOtherBodies(
  response: ResponseModel,
  others: readonly OtherSuccess[],
  registry: SchemaRegistry,
): void {
  const { status: picked, mediaType, schema } = response;
  if (mediaType === undefined || schema === undefined || streamKind(mediaType) !== undefined) return;
  if (others.length === 0) return;
  const members = [schema];
  const bodyStatuses = [[picked]];
  // Member index by the schema as read: statuses with the same body share a member.
  const indexOf = new Map([[JSON.stringify(schema), 0]]);
  for (const { status, raw } of others) {
    const content = raw && pickContent(raw.content, registry);
    if (!content || mediaTypeEssence(content.mediaType) !== mediaTypeEssence(mediaType)) continue;
    const key = JSON.stringify(content.schema);
    const index = indexOf.get(key);
    if (index !== undefined) {
      bodyStatuses[index]?.push(status);
      continue;
    }
    indexOf.set(key, members.length);
    members.push(content.schema);
    bodyStatuses.push([status]);
  }
  if (members.length === 1) return;
  response.schema = { kind: "union", members };
  response.bodyStatuses = bodyStatuses;
}

/** The 2xx statuses in the order a call's success is picked: exact codes ascending, then `2XX`. */
function successStatuses(statuses: readonly string[]): string[] {
  const codes = statuses.filter((status) => SUCCESS_CODE.test(status));
  if (codes.length > 1) codes.sort();
  const range = statuses.find((status) => status.toUpperCase() === "2XX");
  if (range !== undefined) codes.push(range);
  return codes;
}

/** HTTP gives these statuses no content, whatever a description says of them. */
const NO_CONTENT_STATUSES: ReadonlySet<string> = new Set(["204", "205"]);

/**
 * Whether a success answer may come without content: the picked status has none by HTTP's rules, or
 * another 2xx (exact or `2XX`) has none or states none.
 */
function mayAnswerWithoutContent(picked: string, others: readonly OtherSuccess[]): boolean {
  if (NO_CONTENT_STATUSES.has(picked)) return true;
  return others.some(
    ({ status, raw }) => NO_CONTENT_STATUSES.has(status) || (raw !== undefined && !hasMediaType(raw.content)),
  );
}

// Regular expressions written once: a literal inside a callback is a new object on every call, and these
// run for every status of every operation.
const ERROR_CODE = /^[3-5]\d\d$/;
const ERROR_RANGE = /^[3-5]XX$/i;
const SUCCESS_CODE = /^2\d\d$/;

/** Explicit 3xx–5xx codes (ascending), then the `3XX`–`5XX` ranges, then `default`. */
export function readErrorResponses(value: JsonValue | undefined, registry: SchemaRegistry): ResponseModel[] {
  const responses = asObject(value);
  if (!responses) return [];
  const codes: string[] = [];
  const ranges: string[] = [];
  let hasDefault = false;
  for (const status in responses) {
    if (ERROR_CODE.test(status)) codes.push(status);
    else if (ERROR_RANGE.test(status)) ranges.push(status);
    else if (status === "default") hasDefault = true;
  }
  const errors: ResponseModel[] = [];
  // `sort` copies the list even when there is nothing to order.
  if (codes.length > 1) codes.sort();
  if (ranges.length > 1) ranges.sort();
  for (const status of codes) errors.push(readResponse(status, responses[status], registry));
  for (const status of ranges) errors.push(readResponse(status, responses[status], registry));
  if (hasDefault) errors.push(readResponse("default", responses.default, registry));
  return errors;
}

function readResponse(status: string, value: JsonValue | undefined, registry: SchemaRegistry): ResponseModel {
  const raw = asObject(followRefs(registry, value)) ?? {};
  const response: ResponseModel = { status };
  if (typeof raw.description === "string") response.description = raw.description;
  const content = pickContent(raw.content, registry);
  if (content) Object.assign(response, content);
  const media = content && mediaTypeObject(raw.content, content.mediaType, registry);
  const itemSchema = content && readStreamItemSchema(media, content.mediaType, registry);
  if (itemSchema) response.itemSchema = itemSchema;
  const example = media && mediaTypeExample(media, registry);
  if (example !== undefined) response.example = example;
  const headers = readResponseHeaders(raw.headers, registry);
  if (headers.length > 0) response.headers = headers;
  return response;
}

/**
 * A response's Header Objects (`$ref`s followed) in the description's order. `Content-Type` is left out
 * (OpenAPI: it is ignored; the media type says it), and so is a header that states no schema.
 */
function readResponseHeaders(value: JsonValue | undefined, registry: SchemaRegistry): ResponseHeaderModel[] {
  const headers = asObject(value);
  if (!headers) return [];
  const read: ResponseHeaderModel[] = [];
  for (const [name, entry] of Object.entries(headers)) {
    if (name.toLowerCase() === "content-type") continue;
    const header = asObject(followRefs(registry, entry));
    if (!header) continue;
    const content = header.schema === undefined ? pickContent(header.content, registry) : undefined;
    const schema = header.schema === undefined ? content?.schema : readSchema(header.schema, registry);
    if (schema === undefined) continue;
    const model: ResponseHeaderModel = { name, required: header.required === true, schema };
    const media = content && mediaTypeObject(header.content, content.mediaType, registry);
    const example = mediaTypeExample(header, registry) ?? (media && mediaTypeExample(media, registry));
    if (example !== undefined) model.example = example;
    if (header.explode === true) model.explode = true;
    read.push(model);
  }
  return read;
}

/**
 * The `example` of a Media Type (or Header) Object, else its first `examples` entry's value (3.2's `dataValue`
 * first).
 */
function mediaTypeExample(media: JsonObject, registry: SchemaRegistry): JsonValue | undefined {
  if (media.example !== undefined) return media.example;
  const examples = asObject(media.examples);
  if (!examples) return undefined;
  for (const entry of Object.values(examples)) {
    const example = asObject(followRefs(registry, entry));
    const value = example?.dataValue ?? example?.value;
    if (value !== undefined) return value;
  }
  return undefined;
}
