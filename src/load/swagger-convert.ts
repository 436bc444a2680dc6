import { parsePointer } from "./json-pointer.js";
import { asObject, ownValue, setOwnValue } from "./json-value.js";
import {
  convertBodyParameter,
  convertFormParameters,
  convertHeader,
  convertParameter,
  convertParameterList,
  DEFAULT_MEDIA_TYPE,
  isBodyParameter,
} from "./swagger-parameters.js";
import { HTTP_METHODS } from "./swagger-prepare.js";
import { upgradeSchemaKeywords } from "./swagger-schemas.js";
import type { JsonObject, JsonValue } from "./types.js";
import { collectRefs, walkDocument } from "./walk-document.js";

/**
 * Swagger 2.0 → OpenAPI 3.1, in place, on a bundled document whose structural refs into other files were
 * inlined (see swagger-prepare.ts). What the generator reads is converted; what 3.1 still allows
 * (`example`, `format: byte`, `x-*` extensions) stays as written.
 *
 * - `host`, `basePath` and `schemes` become `servers`; `definitions`, the root `parameters` and `responses`
 *   and `securityDefinitions` move under `components` (body and formData parameters as `requestBodies`), and
 *   every `$ref` to them follows.
 * - In each operation, body and formData parameters become the `requestBody` (a path item's apply to each of
 *   its operations without their own), under the media types it `consumes`; a response's `schema` goes under
 *   the media types it `produces` (the operation's own, else the document's, else JSON).
 * - Schema keywords are upgraded everywhere, bundled files included (see swagger-schemas.ts).
 */
export function convertSwagger2(document: JsonObject): JsonObject {
  rewriteRefs(document);
  const consumes = mediaTypes(document.consumes);
  const produces = mediaTypes(document.produces);
  const { swagger: _, host, basePath, schemes, consumes: _c, produces: _p, ...rest } = document;
  const converted: JsonObject = { openapi: "3.1.1", ...rest };
  const servers = serversOf(host, basePath, schemes);
  if (servers) converted.servers = servers;
  const components = componentsOf(document, consumes, produces);
  delete converted.definitions;
  delete converted.parameters;
  delete converted.responses;
  delete converted.securityDefinitions;
  if (Object.keys(components).length > 0) converted.components = components;
  for (const [key, pathItem] of Object.entries(asObject(converted.paths) ?? {})) {
    const item = asObject(pathItem);
    if (!key.startsWith("x-") && item) convertPathItem(item, consumes, produces);
  }
  walkDocument(converted, { object: upgradeSchemaKeywords }, { sharedObjects: true });
  return converted;
}

/** `#/definitions/X`, `#/parameters/X` and `#/responses/X` point where those objects go under `components`. */
function rewriteRefs(document: JsonObject): void {
  const rootParameters = asObject(document.parameters) ?? {};
  const targetOf = (ref: string): string | undefined => {
    if (ref.startsWith("#/definitions/")) return `#/components/schemas/${ref.slice(14)}`;
    if (ref.startsWith("#/responses/")) return `#/components/responses/${ref.slice(12)}`;
    if (!ref.startsWith("#/parameters/")) return undefined;
    const [name] = parsePointer(ref.slice(1))?.slice(1) ?? [];
    const parameter = asObject(name === undefined ? undefined : ownValue(rootParameters, name));
    const folder = parameter && isBodyParameter(parameter) ? "requestBodies" : "parameters";
    return `#/components/${folder}/${ref.slice(13)}`;
  };
  for (const site of collectRefs(document, { sharedObjects: false })) {
    const target = targetOf(site.ref);
    if (target !== undefined) site.holder[site.key] = target;
  }
}

function serversOf(
  host: JsonValue | undefined,
  basePath: JsonValue | undefined,
  schemes: JsonValue | undefined,
) {
  const base = typeof basePath === "string" ? basePath : "";
  if (typeof host === "string" && host !== "") {
    const listed = Array.isArray(schemes) ? schemes.filter((scheme) => typeof scheme === "string") : [];
    return (listed.length > 0 ? listed : ["http"]).map((scheme) => ({ url: `${scheme}://${host}${base}` }));
  }
  return base === "" ? undefined : [{ url: base }];
}

function componentsOf(document: JsonObject, consumes: string[], produces: string[]): JsonObject {
  const components: JsonObject = {};
  const schemas = asObject(document.definitions);
  if (schemas) components.schemas = schemas;
  const parameters: JsonObject = {};
  const requestBodies: JsonObject = {};
  for (const [name, value] of Object.entries(asObject(document.parameters) ?? {})) {
    const parameter = asObject(value);
    // Names are description text (`__proto__` included): each is defined as an own property.
    if (!parameter || typeof parameter.$ref === "string") setOwnValue(parameters, name, value);
    else if (parameter.in === "body")
      setOwnValue(requestBodies, name, convertBodyParameter(parameter, consumes));
    else if (parameter.in === "formData")
      setOwnValue(requestBodies, name, convertFormParameters([parameter], consumes));
    else setOwnValue(parameters, name, convertParameter(parameter));
  }
  if (Object.keys(parameters).length > 0) components.parameters = parameters;
  if (Object.keys(requestBodies).length > 0) components.requestBodies = requestBodies;
  const responses = asObject(document.responses);
  if (responses) {
    for (const value of Object.values(responses)) {
      const response = asObject(value);
      if (response) convertResponse(response, produces);
    }
    components.responses = responses;
  }
  const securitySchemes = asObject(document.securityDefinitions);
  if (securitySchemes) {
    components.securitySchemes = Object.fromEntries(
      Object.entries(securitySchemes).map(([name, scheme]) => [name, convertSecurityScheme(scheme)]),
    );
  }
  return components;
}

function convertPathItem(pathItem: JsonObject, consumes: string[], produces: string[]): void {
  let sharedBody: JsonObject | undefined;
  if (Array.isArray(pathItem.parameters)) {
    const converted = convertParameterList(pathItem.parameters, consumes);
    pathItem.parameters = converted.parameters;
    sharedBody = converted.requestBody;
    if (converted.parameters.length === 0) delete pathItem.parameters;
  }
  for (const method of HTTP_METHODS) {
    const operation = asObject(pathItem[method]);
    if (!operation) continue;
    const operationConsumes = mediaTypes(operation.consumes, consumes);
    const operationProduces = mediaTypes(operation.produces, produces);
    delete operation.consumes;
    delete operation.produces;
    let requestBody = sharedBody;
    if (Array.isArray(operation.parameters)) {
      const converted = convertParameterList(operation.parameters, operationConsumes);
      operation.parameters = converted.parameters;
      requestBody = converted.requestBody ?? requestBody;
      if (converted.parameters.length === 0) delete operation.parameters;
    }
    if (requestBody) operation.requestBody = requestBody;
    for (const [code, value] of Object.entries(asObject(operation.responses) ?? {})) {
      const response = asObject(value);
      if (!code.startsWith("x-") && response) convertResponse(response, operationProduces);
    }
  }
}

/**
 * `schema` goes under each media type produced; `examples` (keyed by media type, or by name for the first
 * media type) go with it; headers are converted like parameters.
 */
function convertResponse(response: JsonObject, produces: readonly string[]): void {
  if (typeof response.$ref === "string") return;
  const content: JsonObject = asObject(response.content) ?? {};
  if (response.schema !== undefined) {
    for (const mediaType of produces) setOwnValue(content, mediaType, { schema: response.schema });
    delete response.schema;
  }
  const examples = asObject(response.examples);
  if (examples) {
    const first = produces[0] ?? DEFAULT_MEDIA_TYPE;
    for (const [key, example] of Object.entries(examples)) {
      const isMediaType = /^[\w.+*-]+\/[\w.+*-]+$/.test(key);
      const entry = asObject(content[isMediaType ? key : first]) ?? {};
      setOwnValue(content, isMediaType ? key : first, entry);
      if (isMediaType) entry.example = example;
      else entry.examples = { ...asObject(entry.examples), [key]: { value: example } };
    }
    delete response.examples;
  }
  if (Object.keys(content).length > 0) response.content = content;
  const headers = asObject(response.headers);
  if (headers) {
    for (const [name, header] of Object.entries(headers)) {
      const object = asObject(header);
      if (object) headers[name] = convertHeader(object);
    }
  }
}

const OAUTH_FLOWS: Record<string, string> = {
  implicit: "implicit",
  password: "password",
  application: "clientCredentials",
  accessCode: "authorizationCode",
};

function convertSecurityScheme(value: JsonValue): JsonValue {
  const scheme = asObject(value);
  if (scheme?.type === "basic") {
    const { type: _, ...rest } = scheme;
    return { type: "http", scheme: "basic", ...rest };
  }
  if (scheme?.type !== "oauth2") return value;
  const { flow, authorizationUrl, tokenUrl, scopes, ...rest } = scheme;
  const settings: JsonObject = { scopes: scopes ?? {} };
  if (authorizationUrl !== undefined) settings.authorizationUrl = authorizationUrl;
  if (tokenUrl !== undefined) settings.tokenUrl = tokenUrl;
  return { ...rest, flows: { [ownValue(OAUTH_FLOWS, String(flow)) ?? "implicit"]: settings } };
}

/** A `consumes`/`produces` list; an absent or empty one means `fallback` (else JSON). */
function mediaTypes(value: JsonValue | undefined, fallback: string[] = [DEFAULT_MEDIA_TYPE]): string[] {
  const listed = Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
  return listed.length > 0 ? listed : fallback;
}
