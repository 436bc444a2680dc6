/**
 * Descriptions the benchmark writes itself: sizes at which a quadratic step in naming,
 * planning or emitting shows as seconds. Each is deterministic, a function of its size only.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** `count` operations on distinct paths, all untagged (one client) and all with the operationId `getItem`. */
export function sharedOperationIds(count) {
  const paths = {};
  for (let index = 0; index < count; index++) {
    paths[`/items/${index}`] = {
      get: { operationId: "getItem", responses: { 200: jsonResponse({ type: "string" }) } },
    };
  }
  return document(paths, {});
}

/**
 * `count` component schemas whose names differ only in punctuation (`Item_`, `Item_-`, `Item__`, ...), so that
 * all of them sanitize to `Item`. One operation returns an object with a property per schema, so all are
 * emitted in the default (full) mode too.
 */
export function collidingSchemaNames(count) {
  const schemas = {};
  const properties = {};
  for (let index = 0; index < count; index++) {
    // The binary digits of index + 1 written with `_` and `-`: distinct raw names, one sanitized name.
    const name = `Item${(index + 1).toString(2).replaceAll("1", "_").replaceAll("0", "-")}`;
    schemas[name] = { type: "object", properties: { id: { type: "string" } } };
    properties[`item${index}`] = { $ref: `#/components/schemas/${name}` };
  }
  const paths = {
    "/items": {
      get: { operationId: "getItems", responses: { 200: jsonResponse({ type: "object", properties }) } },
    },
  };
  return document(paths, schemas);
}

/** A `oneOf` of `count` object schemas with a discriminator and its implicit mapping (the schema names). */
export function discriminatedUnion(count) {
  const schemas = {};
  for (let index = 0; index < count; index++) {
    schemas[`Kind${index}`] = {
      type: "object",
      required: ["kind"],
      properties: { kind: { type: "string" }, value: { type: "integer" } },
    };
  }
  schemas.AnyKind = {
    oneOf: Object.keys(schemas).map((name) => ({ $ref: `#/components/schemas/${name}` })),
    discriminator: { propertyName: "kind" },
  };
  const paths = {
    "/kinds": {
      get: {
        operationId: "getKind",
        responses: { 200: jsonResponse({ $ref: "#/components/schemas/AnyKind" }) },
      },
    },
  };
  return document(paths, schemas);
}

/**
 * `count` operations, each with servers of its own: first one only it lists (so each is sent there, not to the
 * client's base URL), then one every operation lists and the document does not (so its routes number `count`).
 * Operation servers once made planning quadratic in the operations.
 */
export function ownServers(count) {
  const paths = {};
  for (let index = 0; index < count; index++) {
    paths[`/items/${index}`] = {
      get: {
        operationId: `getItem${index}`,
        servers: [{ url: `https://item${index}.example.com/v1` }, { url: "https://eu.example.com/v1" }],
        responses: { 200: jsonResponse({ type: "string" }) },
      },
    };
  }
  return document(paths, {});
}

/**
 * `count` operations that each break the OpenAPI 3.0 schema three times for `--validate`: a field an
 * operation may not have, and a parameter with an `in` OpenAPI does not know and neither `schema` nor
 * `content`. `--validate` with many violations once grew quadratically.
 */
export function manyViolations(count) {
  const paths = {};
  for (let index = 0; index < count; index++) {
    paths[`/items/${index}`] = {
      get: {
        operationId: `getItem${index}`,
        unknownField: true,
        parameters: [{ name: "p", in: "nowhere" }],
        responses: { 200: jsonResponse({ type: "string" }) },
      },
    };
  }
  return document(paths, {});
}

function jsonResponse(schema) {
  return { description: "ok", content: { "application/json": { schema } } };
}

function document(paths, schemas) {
  return { openapi: "3.0.3", info: { title: "generated", version: "1" }, paths, components: { schemas } };
}

/** Writes `build()` as JSON to `file` unless it exists already. */
export function writeGenerated(file, build) {
  if (existsSync(file)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(build()));
}
