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

export function classifyBody(mediaType: string, schema: Schema): BodyEncoding {
  const type = essence(mediaType);
  if (type === "multipart/form-data" || type.startsWith("multipart/")) return "multipart";
  if (type === "application/x-www-form-urlencoded") return "urlencoded";
  if (isJsonMediaType(type)) return schema.kind === "binary" ? "binary" : "json";
  if (type.startsWith("text/") && schema.kind !== "binary") return "text";
  return "binary";
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
