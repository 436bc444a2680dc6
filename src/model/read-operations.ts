import { childPointer } from "../load/json-pointer.js";
import { asObject } from "../load/json-value.js";
import type { JsonObject, JsonValue } from "../load/types.js";
import { kindOf } from "../text/value-kind.js";
import { operationEntries } from "./operation-methods.js";
import { pathPlaceholders, requestPathOf } from "./path-placeholders.js";
import { checkQueryString } from "./query-string.js";
import { followRef, followRefs, mediaTypeObject, pickContent } from "./read-content.js";
import { readPagingStatement } from "./read-paging.js";
import { readErrorResponses, readSuccessResponse } from "./read-responses.js";
import { readSchema } from "./read-schema.js";
import { readRequirements } from "./read-security.js";
import { readServerList } from "./read-servers.js";
import { mediaTypeEssence } from "./read-stream-item.js";
import type { SchemaRegistry } from "./schema-registry.js";
import type {
  BodyModel,
  FieldEncodingModel,
  OperationModel,
  ParameterLocation,
  ParameterModel,
  Schema,
} from "./types.js";

const LOCATIONS: readonly ParameterLocation[] = ["path", "query", "querystring", "header", "cookie"];

/** Reads every operation under `paths`, in document order. */
export function readOperations(registry: SchemaRegistry): OperationModel[] {
  const paths = asObject(registry.document.paths) ?? {};
  const operations: OperationModel[] = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    if (path.startsWith("x-")) continue;
    const itemPointer = childPointer("#/paths", path);
    const { value: item, pointer: resolvedItemPointer } = followRef(registry, rawItem, itemPointer);
    const pathItem = asObject(item);
    if (!pathItem) continue;
    warnOfPathQuery(path, itemPointer, registry);
    const shared = readParameters(
      pathItem.parameters,
      childPointer(resolvedItemPointer, "parameters"),
      registry,
    );
    const pathServers = readServerList(pathItem.servers);
    // Document order of the methods, so output order follows the description.
    for (const { method, raw, pointer } of operationEntries(pathItem, resolvedItemPointer, registry)) {
      const operation = readOperation(method, path, raw, pointer, shared, registry);
      // The operation's own servers replace its path item's, as its path item's replace the document's.
      const ownServers = readServerList(raw.servers);
      const servers = ownServers.length > 0 ? ownServers : pathServers;
      if (servers.length > 0) operation.servers = servers;
      operations.push(operation);
    }
  }
  return operations;
}

/**
 * A path key that holds a query (`/uploads?convert={convert}`), which OpenAPI's paths do not: the client sends
 * it as written, as the start of the request's query (the placeholders filled as path values are, then the
 * query parameters after `&`), as its author meant; said, since other tools read it otherwise.
 */
function warnOfPathQuery(path: string, pointer: string, registry: SchemaRegistry): void {
  const requestPath = requestPathOf(path);
  const queryAt = requestPath.indexOf("?");
  if (queryAt === -1) return;
  registry.warn(
    "malformed-description",
    pointer,
    `the path key holds a query ("${requestPath.slice(queryAt)}"), which OpenAPI's paths do not (query parameters belong in "parameters" with "in: query"); it is sent as written, as the start of the request's query`,
  );
}

function readOperation(
  method: string,
  path: string,
  raw: JsonObject,
  pointer: string,
  shared: ParameterModel[],
  registry: SchemaRegistry,
): OperationModel {
  const own = readParameters(raw.parameters, childPointer(pointer, "parameters"), registry);
  const parameters = checkQueryString(
    checkPathParameters(path, mergeParameters(shared, own), pointer, registry),
    registry,
  );
  const tags = Array.isArray(raw.tags)
    ? raw.tags.filter((tag): tag is string => typeof tag === "string")
    : [];
  const operation: OperationModel = {
    method,
    path,
    tags,
    deprecated: raw.deprecated === true,
    parameters,
    pointer,
    errors: [],
  };
  if (typeof raw.operationId === "string" && raw.operationId.trim() !== "")
    operation.operationId = raw.operationId;
  if (typeof raw.summary === "string") operation.summary = raw.summary;
  if (typeof raw.description === "string") operation.description = raw.description;
  const body = readRequestBody(raw.requestBody, registry);
  if (body) operation.requestBody = body;
  const response = readSuccessResponse(raw.responses, registry);
  // HTTP gives an answer to HEAD no content, whatever its description says: the call has no body to type.
  if (response) operation.response = method === "HEAD" ? { status: response.status } : response;
  operation.errors = readErrorResponses(raw.responses, registry);
  const security = readRequirements(raw.security);
  if (security) operation.security = security;
  const paging = readPagingStatement(raw, pointer, registry);
  if (paging) operation.paging = paging;
  return operation;
}

/** Operation-level parameters replace path-level ones with the same name and location. */
function mergeParameters(shared: ParameterModel[], own: ParameterModel[]): ParameterModel[] {
  if (shared.length === 0) return own;
  const key = (parameter: ParameterModel) => `${parameter.in}:${parameter.name}`;
  const overridden = new Set(own.map(key));
  return [...shared.filter((parameter) => !overridden.has(key(parameter))), ...own];
}

/**
 * A `{name}` of the path that no path parameter declares, as OpenAPI requires (10 operations of 4
 * descriptions in APIs.guru's directory do not), gets one: a required string, placed after the path
 * parameter before it in the path, so that the call fills it in instead of sending `{name}` as written;
 * unless a parameter in another location (the query) has that name. A path parameter the path holds no
 * placeholder for stays, with a warning that its value goes nowhere.
 */
function checkPathParameters(
  path: string,
  parameters: ParameterModel[],
  pointer: string,
  registry: SchemaRegistry,
): ParameterModel[] {
  // The fragment is not sent (see requestPathOf): a `{name}` there is not one a call fills in.
  const requestPath = requestPathOf(path);
  const placeholders = pathPlaceholders(requestPath);
  for (const parameter of parameters) {
    if (parameter.in === "path" && !placeholders.includes(parameter.name)) {
      registry.warn(
        "path-parameter-mismatch",
        parameter.pointer ?? pointer,
        `path parameter "${parameter.name}" has no {${parameter.name}} in the path ${requestPath}; its argument is not sent`,
      );
    }
  }
  const checked = [...parameters];
  // Where the next added parameter goes: after the last path parameter met in the path so far.
  let insertAt = Math.max(
    checked.findIndex((parameter) => parameter.in === "path"),
    0,
  );
  for (const name of placeholders) {
    const declaredAt = checked.findIndex((parameter) => parameter.in === "path" && parameter.name === name);
    if (declaredAt >= 0) {
      insertAt = declaredAt + 1;
      continue;
    }
    // `/search?query={query}` with a query parameter `query`: the placeholder stands for that parameter, which
    // is sent as a query parameter; a second argument of the same name would only confuse.
    const namesake = parameters.find((parameter) => parameter.name === name);
    if (namesake !== undefined) {
      registry.warn(
        "path-parameter-mismatch",
        pointer,
        `the path's {${name}} has no path parameter (OpenAPI requires one), only a ${namesake.in} parameter of that name; it is sent as written`,
      );
      continue;
    }
    checked.splice(insertAt++, 0, {
      name,
      in: "path",
      required: true,
      schema: { kind: "primitive", type: "string" },
      style: "simple",
      explode: false,
      pointer,
    });
    registry.warn(
      "path-parameter-mismatch",
      pointer,
      `the path's {${name}} has no path parameter (OpenAPI requires one); it is a required string argument`,
    );
  }
  return checked.length === parameters.length ? parameters : checked;
}

function readParameters(
  value: JsonValue | undefined,
  listPointer: string,
  registry: SchemaRegistry,
): ParameterModel[] {
  if (!Array.isArray(value)) return [];
  const parameters: ParameterModel[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < value.length; index++) {
    const entry = value[index] as JsonValue;
    const { value: resolved, pointer } = followRef(registry, entry, childPointer(listPointer, index));
    const raw = asObject(resolved);
    if (!raw || typeof raw.name !== "string") {
      const what = raw ? "without a `name`" : `that is ${kindOf(resolved)}, not an object`;
      registry.warn("malformed-description", pointer, `a parameter ${what} is not sent: no argument`);
      continue;
    }
    const location = LOCATIONS.includes(raw.in as ParameterLocation)
      ? (raw.in as ParameterLocation)
      : undefined;
    if (!location) {
      const stated = raw.in === undefined ? "without `in`" : `with \`in\` ${JSON.stringify(raw.in)}`;
      registry.warn(
        "malformed-description",
        pointer,
        `parameter ${JSON.stringify(raw.name)} ${stated} (OpenAPI: ${LOCATIONS.join(", ")}) is not sent: no argument`,
      );
      continue;
    }
    if (isIgnoredHeader(location, raw.name)) continue;
    // OpenAPI: a list holds each name and location once. A second one would be a second argument sent
    // under the same name (and, in a query object, a duplicate key that does not compile).
    const key = `${location}:${raw.name}`;
    if (seen.has(key)) {
      registry.warn(
        "duplicate-parameter",
        pointer,
        `a second ${location} parameter "${raw.name}" in the same list (OpenAPI allows one); the first is used`,
      );
      continue;
    }
    seen.add(key);
    parameters.push(readParameter(raw, location, pointer, registry));
  }
  return parameters;
}

/**
 * OpenAPI: a header parameter named `Accept`, `Content-Type` or `Authorization` "SHALL be ignored". The
 * body's media type sets `Content-Type` and the response decoding assumes the media type the client reads,
 * so neither is an argument (per-call options can still set any header). `Authorization` stays for now:
 * until security schemes are read, the parameter is the only way a description states it.
 */
function isIgnoredHeader(location: ParameterLocation, name: string): boolean {
  if (location !== "header") return false;
  const lowerCase = name.toLowerCase();
  return lowerCase === "content-type" || lowerCase === "accept";
}

function readParameter(
  raw: JsonObject,
  location: ParameterLocation,
  pointer: string,
  registry: SchemaRegistry,
): ParameterModel {
  const style =
    typeof raw.style === "string"
      ? raw.style
      : location === "query" || location === "cookie"
        ? "form"
        : "simple";
  // OpenAPI: `explode` is true by default for the `form` and `cookie` styles only.
  const explodesByDefault = style === "form" || (style === "cookie" && location === "cookie");
  const parameter: ParameterModel = {
    name: raw.name as string,
    in: location,
    required: location === "path" || raw.required === true,
    schema: readParameterSchema(raw, registry),
    style,
    explode: typeof raw.explode === "boolean" ? raw.explode : explodesByDefault,
    pointer,
  };
  if (typeof raw.style === "string" || typeof raw.explode === "boolean") parameter.styleStated = true;
  if (location === "query" && raw.allowReserved === true) parameter.allowReserved = true;
  const mediaType = raw.schema === undefined ? parameterMediaType(raw) : undefined;
  if (mediaType !== undefined) parameter.mediaType = mediaType;
  if (typeof raw.description === "string") parameter.description = raw.description;
  if (raw.deprecated === true) parameter.deprecated = true;
  if (typeof raw["x-position"] === "number") parameter.position = raw["x-position"];
  if (typeof raw["x-name"] === "string" && raw["x-name"] !== "") parameter.argumentName = raw["x-name"];
  return parameter;
}

/** `content` holds exactly one media type by the OpenAPI rules; the first one is taken. */
function parameterMediaType(raw: JsonObject): string | undefined {
  return Object.keys(asObject(raw.content) ?? {})[0];
}

function readParameterSchema(raw: JsonObject, registry: SchemaRegistry): Schema {
  if (raw.schema !== undefined) return readSchema(raw.schema, registry);
  // A parameter may describe its value through `content` instead of `schema`.
  const mediaType = parameterMediaType(raw);
  const mediaSchema =
    mediaType === undefined ? undefined : mediaTypeObject(raw.content, mediaType, registry)?.schema;
  if (mediaSchema !== undefined) {
    return readSchema(mediaSchema, registry);
  }
  return { kind: "unknown" };
}

function readRequestBody(value: JsonValue | undefined, registry: SchemaRegistry): BodyModel | undefined {
  if (value === undefined) return undefined;
  const raw = asObject(followRefs(registry, value));
  if (!raw) return undefined;
  const content = pickContent(raw.content, registry);
  if (!content) return undefined;
  const body: BodyModel = { ...content, required: raw.required === true };
  if (typeof raw.description === "string") body.description = raw.description;
  const fieldEncodings = readFieldEncodings(
    content.mediaType,
    mediaTypeObject(raw.content, content.mediaType, registry),
  );
  if (fieldEncodings) body.fieldEncodings = fieldEncodings;
  return body;
}

/**
 * The fields of an urlencoded or `multipart/form-data` body whose Encoding Object states how the field is
 * written (the two media types OpenAPI applies `style`, `explode` and `allowReserved` to). Read with
 * OpenAPI's defaults, like a query parameter's.
 */
/** The form media types whose fields OpenAPI writes in the style their encoding states. */
export const STYLED_FORMS: readonly string[] = ["application/x-www-form-urlencoded", "multipart/form-data"];

function readFieldEncodings(
  mediaType: string,
  media: JsonObject | undefined,
): Record<string, FieldEncodingModel> | undefined {
  const encodings = asObject(media?.encoding);
  if (!encodings || !STYLED_FORMS.includes(mediaTypeEssence(mediaType))) return undefined;
  const stated: [string, FieldEncodingModel][] = [];
  for (const [field, value] of Object.entries(encodings)) {
    const raw = asObject(value);
    if (!raw || !statesSerialization(raw)) continue;
    const style = typeof raw.style === "string" ? raw.style : "form";
    const explode = typeof raw.explode === "boolean" ? raw.explode : style === "form";
    stated.push([field, { style, explode, allowReserved: raw.allowReserved === true }]);
  }
  // `fromEntries` defines own properties: a field named `__proto__` stays a field.
  return stated.length === 0 ? undefined : Object.fromEntries(stated);
}

/** Whether an Encoding Object states how its field is serialized (not only `contentType` or `headers`). */
export function statesSerialization(encoding: JsonObject): boolean {
  return (
    typeof encoding.style === "string" ||
    typeof encoding.explode === "boolean" ||
    encoding.allowReserved === true
  );
}
