import type { ResponseModel, Schema } from "../model/types.js";
import type { BodyEncoding, PlannedResponse } from "./operation-plan-types.js";

function essence(mediaType: string): string {
  return (mediaType.split(";")[0] ?? "").trim().toLowerCase();
}

/** JSON and its relatives (`application/vnd.x+json`, `text/json`, and the wildcard `*\/*`). */
export function isJsonMediaType(mediaType: string): boolean {
  const type = essence(mediaType);
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
  const type = essence(mediaType);
  if (type === "multipart/form-data" || type.startsWith("multipart/")) return "multipart";
  if (type === "application/x-www-form-urlencoded") return "urlencoded";
  if (schema.kind === "binary") return "binary";
  if (isJsonMediaType(type)) return "json";
  return isTextMediaType(type) ? "text" : "binary";
}

export function classifyResponse(response: ResponseModel | undefined): PlannedResponse {
  if (!response?.mediaType) return { decoding: "void" };
  const { mediaType, schema } = response;
  if (isJsonMediaType(mediaType) && schema?.kind !== "binary")
    return { decoding: "json", mediaType, ...(schema ? { schema } : {}) };
  if (essence(mediaType).startsWith("text/") && schema?.kind !== "binary")
    return { decoding: "text", mediaType };
  return { decoding: "binary", mediaType };
}
