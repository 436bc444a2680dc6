import { asObject } from "../load/json-value.js";
import { EXTERNAL_DOCUMENTS_KEY, type JsonObject, type JsonValue } from "../load/types.js";
import { firstExternalTarget } from "./external-objects.js";
import { FIXED_METHODS } from "./fixed-methods.js";
import { formatPointer, type LazyPointer, warnUnhonouredAt } from "./lazy-pointer.js";
import { followRef } from "./read-content.js";
import { STYLED_FORMS } from "./read-operations.js";
import { readServerList, unfilledPlaceholders } from "./read-servers.js";
import { mediaTypeEssence, streamKind } from "./read-stream-item.js";
import type { SchemaRegistry } from "./schema-registry.js";
import { isReadDialect, reportSchemaKeywords } from "./unhonoured-schema-keywords.js";

/**
 * The fields of a description that change what a call sends or receives and that generated code does not
 * honour, reported once each at their JSON pointer through `registry.warn`. Every field of OpenAPI 3.0–3.2
 * is either honoured, of no effect on calls, or reported here: docs/openapi-fields.md lists which, and
 * test/model/openapi-fields.test.ts holds that list to the OpenAPI schemas and to these warnings.
 *
 * Objects are walked where they are written, never through a `$ref` (a shared parameter is reported once,
 * at its own place), except Media Type Objects, whose media type only the referring `content` gives. Webhooks, callbacks, links, examples and response headers are not walked: they do not
 * change a call the client makes.
 */
const WARNINGS = {
  pathItemServers:
    "`servers` of a path item is not honoured where its first server's URL keeps a `{variable}` without a default (OpenAPI requires one): its operations are sent to the client's base URL",
  operationServers:
    "`servers` of an operation is not honoured where its first server's URL keeps a `{variable}` without a default (OpenAPI requires one): the call is sent to the client's base URL",
  jsonSchemaDialect:
    "`jsonSchemaDialect` names a dialect typewright does not read: schemas are read as JSON Schema 2020-12 with OpenAPI's vocabulary",
  pathAllowReserved:
    "`allowReserved` of a path parameter is not honoured: reserved characters in its value are percent-encoded",
  pathMulti:
    "`collectionFormat: multi` has no meaning in a path (Swagger 2.0 allows it in the query and form data only): the items are sent as one segment, joined by commas that are percent-encoded like the items (`a%2Cb`)",
  headerMulti:
    "`collectionFormat: multi` has no meaning in a header (Swagger 2.0 allows it in the query and form data only): the items are sent in one header line, joined by commas (`a,b`)",
  requestItemSchema:
    "`itemSchema` of a request body is not honoured: the body is typed by `schema` and sent whole, as given",
  responseItemSchema:
    "`itemSchema` is honoured for streamed responses only (event streams, JSON Lines, JSON text sequences): this response is typed by `schema`",
  encodingContentType:
    "`contentType` of a form field's encoding is not honoured: a file is sent with its own type, an object as JSON text, any other value as text",
  encodingHeaders: "`headers` of a form field's encoding are not honoured: the part is sent without them",
  encodingStyle:
    "`style`/`explode` of a field's encoding is honoured in urlencoded and multipart/form-data bodies only: in this one an array repeats the field (form, exploded), an object is sent as JSON text",
  mutualTls:
    "`mutualTLS` is not sent per request: requirements that name it are left out; the client certificate is set up in the HTTP agent or the platform",
  nestedEncoding:
    "nested and positional encodings (`encoding`, `prefixEncoding`, `itemEncoding` inside an encoding, or of a media type) are not honoured: parts are written as form fields",
} as const;

/**
 * Tables are walked with `for...in` (the order of `Object.entries` on a parsed document), not through lists
 * of pairs: this passes every path, operation, response and media type of a description.
 */
export function reportUnhonouredFields(registry: SchemaRegistry): void {
  const { document } = registry;
  if (typeof document.jsonSchemaDialect === "string" && !isReadDialect(document.jsonSchemaDialect)) {
    warnUnhonouredAt(registry, "#/jsonSchemaDialect", WARNINGS.jsonSchemaDialect);
  }
  const paths = asObject(document.paths);
  if (paths) {
    for (const path in paths) {
      if (!path.startsWith("x-")) pathItem(paths[path] as JsonValue, ["#/paths", path], registry);
    }
  }
  const components = asObject(document.components);
  const each = (
    name: string,
    read: (value: JsonValue, at: LazyPointer, registry: SchemaRegistry) => void,
  ) => {
    const table = asObject(components?.[name]);
    if (!table) return;
    const tableAt: LazyPointer = ["#/components", name];
    for (const key in table) read(table[key] as JsonValue, [tableAt, key], registry);
  };
  each("pathItems", pathItem);
  each("parameters", parameter);
  each("requestBodies", requestBody);
  each("responses", response);
  each("schemas", reportSchemaKeywords);
  each("securitySchemes", securityScheme);
  // A schema written in a document a `$ref` reads is in no table of the root: walked where it is referred to.
  for (const id of registry.schemas.keys()) {
    if (id.startsWith(EXTERNAL_SCHEMA_PREFIX)) reportSchemaKeywords(registry.resolve(id), id, registry);
  }
}

const EXTERNAL_SCHEMA_PREFIX = `#/${EXTERNAL_DOCUMENTS_KEY}/`;

function securityScheme(value: JsonValue, at: LazyPointer, registry: SchemaRegistry): void {
  if (ownObject(value)?.type === "mutualTLS") warnUnhonouredAt(registry, [at, "type"], WARNINGS.mutualTls);
}

function pathItem(value: JsonValue, at: LazyPointer, registry: SchemaRegistry): void {
  const item = ownObject(value);
  if (!item) {
    walkExternal(pathItem, value, registry);
    return;
  }
  if (firstServerUnfilled(item.servers))
    warnUnhonouredAt(registry, [at, "servers"], WARNINGS.pathItemServers);
  parameters(item.parameters, at, registry);
  for (const key in item) {
    if (FIXED_METHODS.includes(key.toUpperCase())) {
      operation(item[key] as JsonValue, [at, key], registry);
    }
  }
  const additional = asObject(item.additionalOperations);
  if (additional) {
    for (const method in additional) {
      operation(additional[method] as JsonValue, [[at, "additionalOperations"], method], registry);
    }
  }
}

function operation(value: JsonValue, at: LazyPointer, registry: SchemaRegistry): void {
  const raw = ownObject(value);
  if (!raw) {
    walkExternal(operation, value, registry);
    return;
  }
  if (firstServerUnfilled(raw.servers))
    warnUnhonouredAt(registry, [at, "servers"], WARNINGS.operationServers);
  parameters(raw.parameters, at, registry);
  if (raw.requestBody !== undefined) requestBody(raw.requestBody, [at, "requestBody"], registry);
  const responses = asObject(raw.responses);
  if (responses) {
    const responsesAt: LazyPointer = [at, "responses"];
    for (const status in responses) {
      response(responses[status] as JsonValue, [responsesAt, status], registry);
    }
  }
}

/** The `parameters` of the path item or operation at `owner`. */
function parameters(value: JsonValue | undefined, owner: LazyPointer, registry: SchemaRegistry): void {
  if (!Array.isArray(value)) return;
  const at: LazyPointer = [owner, "parameters"];
  for (let index = 0; index < value.length; index++) parameter(value[index] ?? null, [at, index], registry);
}

function parameter(value: JsonValue, at: LazyPointer, registry: SchemaRegistry): void {
  const raw = ownObject(value);
  if (!raw) {
    walkExternal(parameter, value, registry);
    return;
  }
  if (raw.in === "path" && raw.allowReserved === true) {
    warnUnhonouredAt(registry, [at, "allowReserved"], WARNINGS.pathAllowReserved);
  }
  // A converted Swagger 2.0 parameter keeps its `collectionFormat` only for this (load/swagger-parameters.ts).
  if (raw.collectionFormat === "multi" && (raw.in === "path" || raw.in === "header")) {
    warnUnhonouredAt(
      registry,
      [at, "collectionFormat"],
      raw.in === "path" ? WARNINGS.pathMulti : WARNINGS.headerMulti,
    );
  }
  if (raw.schema !== undefined) reportSchemaKeywords(raw.schema, [at, "schema"], registry);
  for (const { content, at: entryAt } of contentEntries(raw.content, at, registry)) {
    reportSchemaKeywords(content.schema, [entryAt, "schema"], registry);
  }
}

function requestBody(value: JsonValue, at: LazyPointer, registry: SchemaRegistry): void {
  const raw = ownObject(value);
  if (!raw) {
    walkExternal(requestBody, value, registry);
    return;
  }
  for (const { mediaType, content, at: entryAt } of contentEntries(raw.content, at, registry)) {
    reportSchemaKeywords(content.schema, [entryAt, "schema"], registry);
    if (content.itemSchema !== undefined)
      warnUnhonouredAt(registry, [entryAt, "itemSchema"], WARNINGS.requestItemSchema);
    // OpenAPI applies encodings to form bodies only.
    if (!isFormMediaType(mediaType)) continue;
    const styled = STYLED_FORMS.includes(mediaTypeEssence(mediaType));
    const encodings = asObject(content.encoding);
    if (encodings) {
      for (const field in encodings) {
        encodingFields(encodings[field] as JsonValue, [[entryAt, "encoding"], field], styled, registry);
      }
    }
    for (const keyword of ["prefixEncoding", "itemEncoding"]) {
      if (content[keyword] !== undefined)
        warnUnhonouredAt(registry, [entryAt, keyword], WARNINGS.nestedEncoding);
    }
  }
}

/**
 * The fields of an urlencoded or `multipart/form-data` body are written in the `style`, `explode` and
 * `allowReserved` their encoding states (read-operations.ts `readFieldEncodings`); another multipart body is
 * written by the runtime's `toFormData`: each array item under the field's name (`form`, exploded), an object
 * as JSON text, a file with its own type. What an Encoding Object states beyond that is reported.
 */
function encodingFields(value: JsonValue, at: LazyPointer, styled: boolean, registry: SchemaRegistry): void {
  const raw = asObject(value);
  if (!raw) return;
  if (typeof raw.contentType === "string")
    warnUnhonouredAt(registry, [at, "contentType"], WARNINGS.encodingContentType);
  if (hasEntries(raw.headers)) warnUnhonouredAt(registry, [at, "headers"], WARNINGS.encodingHeaders);
  if (!styled) multipartSerialization(raw, at, registry);
  for (const keyword of ["encoding", "prefixEncoding", "itemEncoding"]) {
    if (raw[keyword] !== undefined) warnUnhonouredAt(registry, [at, keyword], WARNINGS.nestedEncoding);
  }
}

/**
 * `style`/`explode` of a field of another multipart type (`multipart/mixed`), which its writer does not follow;
 * `allowReserved` has no effect there, as no part is percent-encoded.
 */
function multipartSerialization(raw: JsonObject, at: LazyPointer, registry: SchemaRegistry): void {
  const style = typeof raw.style === "string" ? raw.style : "form";
  const explode = typeof raw.explode === "boolean" ? raw.explode : style === "form";
  if (style !== "form" || !explode) {
    warnUnhonouredAt(
      registry,
      [at, typeof raw.style === "string" ? "style" : "explode"],
      WARNINGS.encodingStyle,
    );
  }
}

function response(value: JsonValue, at: LazyPointer, registry: SchemaRegistry): void {
  const raw = ownObject(value);
  if (!raw) {
    walkExternal(response, value, registry);
    return;
  }
  for (const { mediaType, content, at: entryAt } of contentEntries(raw.content, at, registry)) {
    reportSchemaKeywords(content.schema, [entryAt, "schema"], registry);
    if (content.itemSchema === undefined) continue;
    reportSchemaKeywords(content.itemSchema, [entryAt, "itemSchema"], registry);
    if (streamKind(mediaType) === undefined) {
      warnUnhonouredAt(registry, [entryAt, "itemSchema"], WARNINGS.responseItemSchema);
    }
  }
}

function isFormMediaType(mediaType: string): boolean {
  const essence = mediaTypeEssence(mediaType);
  return essence.startsWith("multipart/") || essence === "application/x-www-form-urlencoded";
}

interface ContentEntry {
  mediaType: string;
  content: JsonObject;
  at: LazyPointer;
}

/**
 * The Media Type Objects of `content` with the place each is written: a `$ref` (to 3.2's
 * `components/mediaTypes`) is followed, as only the `content` entry says which media type it describes.
 * Several entries referring to one object report it once, at its own place.
 */
function contentEntries(
  value: JsonValue | undefined,
  at: LazyPointer,
  registry: SchemaRegistry,
): ContentEntry[] {
  const found: ContentEntry[] = [];
  const table = asObject(value);
  if (!table) return found;
  const contentAt: LazyPointer = [at, "content"];
  for (const mediaType in table) {
    const media = table[mediaType] as JsonValue;
    const entryAt: LazyPointer = [contentAt, mediaType];
    const written = asObject(media);
    if (typeof written?.$ref !== "string") {
      if (written) found.push({ mediaType, content: written, at: entryAt });
      continue;
    }
    const target = followRef(registry, media, formatPointer(entryAt));
    const content = asObject(target.value);
    if (content) found.push({ mediaType, content, at: target.pointer });
  }
  return found;
}

/** An object written here; a `$ref` is walked where it points, as the object it names is written there. */
type Walk = (value: JsonValue, at: LazyPointer, registry: SchemaRegistry) => void;

/** The external objects each model's walk has passed (see `firstExternalTarget`). */
const walkedExternal = new WeakMap<SchemaRegistry, Set<string>>();

/** Walks `value`'s target with `walk` where it is a `$ref` into a document the description refers to, once. */
function walkExternal(walk: Walk, value: JsonValue, registry: SchemaRegistry): void {
  let walked = walkedExternal.get(registry);
  if (walked === undefined) {
    walked = new Set();
    walkedExternal.set(registry, walked);
  }
  const target = firstExternalTarget(registry, value, walked);
  if (target?.value !== undefined) walk(target.value, target.pointer, registry);
}

function ownObject(value: JsonValue | undefined): JsonObject | undefined {
  const raw = asObject(value);
  return raw && typeof raw.$ref !== "string" ? raw : undefined;
}

function hasEntries(value: JsonValue | undefined): boolean {
  const raw = asObject(value);
  return raw !== undefined && Object.keys(raw).length > 0;
}

/**
 * Whether the first of these `servers` (of a path item or operation) keeps a placeholder in its URL that no
 * variable's default fills: the plan sends such an operation to the client's base URL (plan-servers.ts).
 */
function firstServerUnfilled(value: JsonValue | undefined): boolean {
  const [first] = readServerList(value);
  return first !== undefined && unfilledPlaceholders(first).length > 0;
}
