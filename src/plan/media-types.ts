import { mediaTypeEssence, type StreamKind, streamKind } from "../model/read-stream-item.js";
import type { ResponseModel, Schema } from "../model/types.js";
import type { BodyEncoding, PlannedResponse } from "./operation-plan-types.js";

/** JSON and its relatives (`application/vnd.x+json`, `text/json`, and the wildcard `*\/*`). */
export function isJsonMediaType(mediaType: string): boolean {
  const type = mediaTypeEssence(mediaType);
  return (
    type === "*/*" ||
    type === "text/json" ||
    /^application\/([\w.+-]+\+)?json$/.test(type) ||
    type === "application/json-patch+json"
  );
}

/**
 * Text formats outside `text/*` that a client writes as text, not bytes: XML, YAML, JavaScript, GraphQL and
 * newline-delimited JSON, and any `+xml` / `+yaml` type (`image/svg+xml`). A client cannot write XML or YAML
 * from an object, so such a body is the text itself.
 */
function isTextMediaType(type: string): boolean {
  return type.startsWith("text/") || TEXT_APPLICATION_TYPES.has(type) || /\+(xml|yaml)$/.test(type);
}

const TEXT_APPLICATION_TYPES: ReadonlySet<string> = new Set([
  ...["application/xml", "application/yaml", "application/x-yaml"],
  ...["application/javascript", "application/graphql", "application/x-ndjson"],
]);

/**
 * How a request body goes on the wire, which also decides what its argument admits (see
 * `emit/operations/body-type.ts`): forms and JSON by their media types; a `format: binary` schema under any
 * other media type is bytes; text media types are text; every other media type is bytes, whatever the
 * schema says (`application/octet-stream` with an object schema is still bytes, not a serialized object).
 */
export function classifyBody(mediaType: string, schema: Schema): BodyEncoding {
  const type = mediaTypeEssence(mediaType);
  if (type === "multipart/form-data" || type.startsWith("multipart/")) return "multipart";
  if (type === "application/x-www-form-urlencoded") return "urlencoded";
  if (schema.kind === "binary") return "binary";
  if (isJsonMediaType(type)) return "json";
  return isTextMediaType(type) ? "text" : "binary";
}

/** Whether a success body arrives as a stream of items (event stream, JSON Lines, JSON text sequence). */
export function isStreamed(response: PlannedResponse): boolean {
  return (
    response.decoding === "event-stream" ||
    response.decoding === "json-lines" ||
    response.decoding === "json-seq"
  );
}

/**
 * Whether a client sends an operation's request: one whose library cannot hand over a body as it arrives
 * (`readsStreams` false) throws instead of sending a request whose response streams, so nothing that only such
 * a call reads (credentials, converters, an injected service) is needed for it.
 */
export function clientSends(response: PlannedResponse, readsStreams: boolean): boolean {
  return readsStreams || !isStreamed(response);
}

/**
 * Per response, read once: the dates, the method and the failure union each ask for it (GitHub: 6,760 asks
 * for 2,807 responses with a body). Plans never modify what is planned for a response.
 */
const classifiedResponses = new WeakMap<ResponseModel, PlannedResponse>();

export function classifyResponse(response: ResponseModel | undefined): PlannedResponse {
  if (!response?.mediaType) return { decoding: "void" };
  let planned = classifiedResponses.get(response);
  if (planned === undefined) {
    planned = classifyResponseOnce(response.mediaType, response);
    classifiedResponses.set(response, planned);
  }
  return planned;
}

function classifyResponseOnce(mediaType: string, response: ResponseModel): PlannedResponse {
  const stream = streamKind(mediaType);
  if (stream) return classifyStream(stream, mediaType, response);
  const planned = classifyWholeBody(mediaType, response.schema);
  if (response.mayBeEmpty) planned.mayBeEmpty = true;
  if (response.bodyStatuses && planned.decoding === "json") planned.bodyStatuses = response.bodyStatuses;
  return planned;
}

function classifyWholeBody(mediaType: string, schema: Schema | undefined): PlannedResponse {
  if (isJsonMediaType(mediaType) && schema?.kind !== "binary") {
    const planned: PlannedResponse = { decoding: "json", mediaType };
    if (schema) planned.schema = schema;
    return planned;
  }
  if (mediaTypeEssence(mediaType).startsWith("text/") && schema?.kind !== "binary")
    return { decoding: "text", mediaType };
  return { decoding: "binary", mediaType };
}

/**
 * A streamed body's items: OpenAPI 3.2's `itemSchema`, else what `schema` says of them. Before 3.2 a
 * description has only `schema`: for an event stream it is read as the schema of the events' data; for JSON
 * Lines and JSON text sequences an array schema gives its items' schema, and a string schema (the body as
 * text) says nothing about them. Event data whose schema is a string (or bytes) is text; any other is JSON.
 */
function classifyStream(decoding: StreamKind, mediaType: string, response: ResponseModel): PlannedResponse {
  const { itemSchema, schema } = response;
  if (decoding === "event-stream") {
    const data = itemSchema ?? schema;
    const text = !data || data.kind === "binary" || (data.kind === "primitive" && data.type === "string");
    return {
      decoding,
      mediaType,
      eventData: text ? "text" : "json",
      ...(data && !text ? { schema: data } : {}),
    };
  }
  const items =
    itemSchema ??
    (schema?.kind === "array"
      ? schema.items
      : schema && schema.kind !== "binary" && !(schema.kind === "primitive" && schema.type === "string")
        ? schema
        : undefined);
  return { decoding, mediaType, ...(items ? { schema: items } : {}) };
}
