import { TypewrightError } from "../errors.js";
import type { JsonObject, JsonValue } from "./types.js";

export interface SpecVersion {
  /** As written: `2.0`, `3.0`, `3.0.3`, `3.1.0`, ... */
  version: string;
  /** Swagger 2.0 is upgraded to OpenAPI 3.1 before the hand-off; 3.x documents are passed on as they are. */
  family: "swagger2" | "openapi3";
}

const OPENAPI_3 = /^3\.[0-2](?:\.\d+)?(?:-[\w.-]+)?$/;
const SWAGGER_2 = /^2\.0(?:\.\d+)?$/;

/** Checks the root object and its `openapi`/`swagger` field; anything else is a `spec` error naming the file. */
export function detectSpecVersion(value: JsonValue, display: string, file: string): SpecVersion {
  const fail = (message: string) => new TypewrightError("spec", `${display}: ${message}`, { file });
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw fail("not an OpenAPI or Swagger document (the top level is not an object)");
  }
  const document: JsonObject = value;
  if (document.openapi !== undefined) {
    const version = versionText(document.openapi);
    if (version !== undefined && OPENAPI_3.test(version)) return { version, family: "openapi3" };
    throw fail(
      `unsupported version ${describe(document.openapi)} (supported: OpenAPI 3.0, 3.1, 3.2 and Swagger 2.0)`,
    );
  }
  if (document.swagger !== undefined) {
    const version = versionText(document.swagger);
    if (version !== undefined && SWAGGER_2.test(version)) return { version, family: "swagger2" };
    throw fail(
      `unsupported version ${describe(document.swagger)} (supported: OpenAPI 3.0, 3.1, 3.2 and Swagger 2.0)`,
    );
  }
  throw fail("not an OpenAPI or Swagger document (no `openapi` or `swagger` field)");
}

function versionText(value: JsonValue): string | undefined {
  // JSON sources may write `"swagger": 2.0`, which JSON.parse turns into 2.
  if (typeof value === "number") return Number.isInteger(value) ? value.toFixed(1) : String(value);
  return typeof value === "string" ? value.trim() : undefined;
}

function describe(value: JsonValue): string {
  return typeof value === "string" ? `"${value}"` : JSON.stringify(value);
}
