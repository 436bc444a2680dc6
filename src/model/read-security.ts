import { asObject } from "../load/json-value.js";
import type { JsonObject, JsonValue } from "../load/types.js";
import type { OperationModel, SecurityRequirement, SecuritySchemeModel } from "./types.js";

/**
 * `components.securitySchemes` (Swagger 2.0 `securityDefinitions` arrive here converted) as the kinds a
 * client can send: bearer tokens (`http` bearer, `oauth2`, `openIdConnect`), `http` basic, other `http`
 * schemes as `Authorization: <scheme> <credentials>`, and `apiKey` in a header, the query or a cookie.
 * `mutualTLS` and malformed entries are left out: a client cannot send them per request.
 */
export function readSecuritySchemes(document: JsonObject): SecuritySchemeModel[] {
  const declared = asObject(asObject(document.components)?.securitySchemes) ?? {};
  const schemes: SecuritySchemeModel[] = [];
  for (const [name, value] of Object.entries(declared)) {
    const scheme = schemeOf(name, asObject(followLocalRef(document, value)));
    if (scheme) schemes.push(scheme);
  }
  return schemes;
}

function schemeOf(name: string, raw: JsonObject | undefined): SecuritySchemeModel | undefined {
  if (!raw) return undefined;
  const description = typeof raw.description === "string" ? { description: raw.description } : {};
  switch (raw.type) {
    case "oauth2":
    case "openIdConnect":
      return { name, kind: "bearer", source: raw.type, ...description };
    case "http": {
      const scheme = typeof raw.scheme === "string" ? raw.scheme : "";
      // The scheme name is case-insensitive (RFC 7235).
      if (scheme.toLowerCase() === "bearer") return { name, kind: "bearer", source: "http", ...description };
      if (scheme.toLowerCase() === "basic") return { name, kind: "basic", ...description };
      return scheme === "" ? undefined : { name, kind: "http", scheme, ...description };
    }
    case "apiKey": {
      const location = raw.in;
      if (typeof raw.name !== "string") return undefined;
      if (location !== "header" && location !== "query" && location !== "cookie") return undefined;
      return { name, kind: "apiKey", in: location, parameterName: raw.name, ...description };
    }
    default:
      return undefined;
  }
}

/** A `securitySchemes` entry may be a `$ref` within the document. */
function followLocalRef(document: JsonObject, value: JsonValue | undefined): JsonValue | undefined {
  const ref = asObject(value)?.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#/")) return value;
  let current: JsonValue | undefined = document;
  for (const segment of ref.slice(2).split("/")) {
    const key = segment.replace(/~1/g, "/").replace(/~0/g, "~");
    current = asObject(current)?.[key];
  }
  return current;
}

/** A `security` list as written: each requirement's scheme names (scopes do not change what is sent). */
export function readRequirements(value: JsonValue | undefined): SecurityRequirement[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((entry) => {
    const requirement = asObject(entry);
    return requirement ? [Object.keys(requirement)] : [];
  });
}

/**
 * Gives every operation the requirements it sends: its own `security`, else the document's. Requirements
 * naming a scheme that is not declared (or cannot be sent) are dropped whole: they cannot be met. Only
 * descriptions that declare schemes get `security`, so output without them does not change.
 */
export function applySecurity(
  operations: OperationModel[],
  schemes: readonly SecuritySchemeModel[],
  global: SecurityRequirement[] | undefined,
): void {
  const known = new Set(schemes.map((scheme) => scheme.name));
  for (const operation of operations) {
    const requirements = operation.security ?? global;
    if (schemes.length === 0 || requirements === undefined) {
      delete operation.security;
      continue;
    }
    operation.security = requirements.filter((requirement) => requirement.every((name) => known.has(name)));
  }
}
