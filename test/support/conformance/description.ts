/**
 * The description as the conformance validator sees it: parsed by the `yaml` package (JSON is YAML) and,
 * for Swagger 2.0, converted to OpenAPI 3.0 by swagger2openapi. typewright's own loader is never used
 * here, so a mistake in its Swagger upgrade cannot hide a mistake in the client it generates.
 */
import { readFile } from "node:fs/promises";
import swagger2openapi from "swagger2openapi";
import { parse } from "yaml";

export type JsonObject = { [key: string]: unknown };

export interface ValidatorDescription {
  /** OpenAPI 3.0 or 3.1 document (3.2 marked 3.1); only local `$ref`s (the fixtures have no others). */
  document: JsonObject;
  /** `swagger` or `openapi` as written in the file. */
  originalVersion: string;
}

export async function loadValidatorDescription(file: string): Promise<ValidatorDescription> {
  const parsed = parse(await readFile(file, "utf8")) as JsonObject;
  if (typeof parsed.swagger === "string") {
    // `patch` lets the converter repair what it knows how to (its own judgement, not ours).
    const converted = await swagger2openapi.convertObj(parsed as never, { patch: true, warnOnly: true });
    return { document: converted.openapi as unknown as JsonObject, originalVersion: parsed.swagger };
  }
  const originalVersion = String(parsed.openapi);
  // express-openapi-validator refuses any version but 3.0 and 3.1. A 3.2 fixture uses only 3.2 fields that
  // change no request it judges (QUERY is read as any other method key), so it judges a copy marked 3.1.
  if (originalVersion.startsWith("3.2."))
    return { document: { ...parsed, openapi: "3.1.1" }, originalVersion };
  return { document: parsed, originalVersion };
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Follows a local `$ref` (`#/components/schemas/Pet`); throws on anything else. */
export function resolvePointer(document: JsonObject, ref: string): unknown {
  if (!ref.startsWith("#")) throw new Error(`only local $refs are supported by the harness, got ${ref}`);
  let current: unknown = document;
  for (const raw of ref.slice(1).split("/").slice(1)) {
    const segment = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    if (!isObject(current) && !Array.isArray(current)) throw new Error(`unresolved $ref ${ref}`);
    current = (current as JsonObject)[segment];
  }
  if (current === undefined) throw new Error(`unresolved $ref ${ref}`);
  return current;
}

/** Follows `$ref`s until a value that is not a reference. */
export function dereference(document: JsonObject, value: unknown): unknown {
  let current = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === "string"; hops++) {
    if (hops > 50) throw new Error(`$ref chain too long at ${current.$ref}`);
    current = resolvePointer(document, current.$ref);
  }
  return current;
}

export interface DescribedParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  schema: unknown;
}

export interface DescribedOperation {
  parameters: DescribedParameter[];
  /** Media type → schema of the request body. */
  bodyContent: Map<string, unknown>;
}

/** The operation at `method path`, with path-level parameters merged in (the operation's win). */
export function describedOperation(document: JsonObject, method: string, path: string): DescribedOperation {
  const pathItem = dereference(document, (document.paths as JsonObject | undefined)?.[path]);
  if (!isObject(pathItem)) throw new Error(`no path item ${path} in the validator's description`);
  const operation = dereference(document, pathItem[method]);
  if (!isObject(operation)) throw new Error(`no operation ${method} ${path} in the validator's description`);
  const byKey = new Map<string, DescribedParameter>();
  for (const raw of [...asArray(pathItem.parameters), ...asArray(operation.parameters)]) {
    const parameter = dereference(document, raw);
    if (!isObject(parameter)) continue;
    const location = parameter.in as DescribedParameter["in"];
    const name = String(parameter.name);
    if (location === "header" && IGNORED_HEADER_PARAMETERS.has(name.toLowerCase())) continue;
    byKey.set(parameterKey(location, name), {
      name,
      in: location,
      required: parameter.required === true,
      schema: parameter.schema ?? firstContentSchema(parameter.content),
    });
  }
  const bodyContent = new Map<string, unknown>();
  const requestBody = dereference(document, operation.requestBody);
  if (isObject(requestBody) && isObject(requestBody.content)) {
    for (const [mediaType, media] of Object.entries(requestBody.content)) {
      bodyContent.set(mediaType, isObject(media) ? media.schema : undefined);
    }
  }
  return { parameters: [...byKey.values()], bodyContent };
}

/**
 * OpenAPI: a header parameter named `Accept`, `Content-Type` or `Authorization` "SHALL be ignored" (the media
 * types and security schemes state them).
 */
export const IGNORED_HEADER_PARAMETERS: ReadonlySet<string> = new Set([
  "accept",
  "content-type",
  "authorization",
]);

/** Header names are case-insensitive; the other locations are not. */
export function parameterKey(location: string, name: string): string {
  return `${location}:${location === "header" ? name.toLowerCase() : name}`;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function firstContentSchema(content: unknown): unknown {
  if (!isObject(content)) return undefined;
  const first = Object.values(content)[0];
  return isObject(first) ? first.schema : undefined;
}
