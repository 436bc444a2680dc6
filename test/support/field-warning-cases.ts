/**
 * Small descriptions that each use one field typewright reports (docs/openapi-fields.md), with the pointer
 * the warning must name, and descriptions whose fields are honoured or of no effect, which must not be
 * reported. Read by test/model/openapi-fields.test.ts.
 */

type Json = Record<string, unknown>;

export interface WarningCase {
  /** The inventory's `object.field` this case proves reported. */
  field: string;
  document: Json;
  /** The pointer the warning line starts with. */
  pointer: string;
}

export function description(version: string, paths: Json, components: Json = {}, root: Json = {}): Json {
  return { openapi: version, info: { title: "fields", version: "1" }, ...root, paths, components };
}

export function operation(more: Json = {}): Json {
  return { operationId: "run", responses: { "204": { description: "done" } }, ...more };
}

const PETS = { "/pets": { get: operation() } };

/** `POST /upload` with a form body of an array field `tags`, a file `file` and an object `meta`. */
function formBody(mediaType: string, encoding: Json, version = "3.1.0"): Json {
  const schema = {
    type: "object",
    properties: {
      tags: { type: "array", items: { type: "string" } },
      file: { type: "string", format: "binary" },
      meta: { type: "object", properties: { note: { type: "string" } } },
    },
  };
  return description(version, {
    "/upload": { post: operation({ requestBody: { content: { [mediaType]: { schema, encoding } } } }) },
  });
}

const MULTIPART = "#/paths/~1upload/post/requestBody/content/multipart~1form-data";
const URLENCODED = "#/paths/~1upload/post/requestBody/content/application~1x-www-form-urlencoded";
const MIXED = "#/paths/~1upload/post/requestBody/content/multipart~1mixed";

/** A component schema `Pet` (3.1) that `GET /pets` does not use: components are types all the same. */
function petSchema(schema: Json): Json {
  return description("3.1.0", PETS, { schemas: { Pet: schema } });
}

const PET = "#/components/schemas/Pet";

export const WARNING_CASES: readonly WarningCase[] = [
  {
    field: "document.jsonSchemaDialect",
    document: description(
      "3.1.0",
      PETS,
      {},
      { jsonSchemaDialect: "https://json-schema.org/draft/2019-09/schema" },
    ),
    pointer: "#/jsonSchemaDialect",
  },
  {
    field: "pathItem.servers",
    document: description("3.1.0", {
      "/pets": { servers: [{ url: "https://{host}", variables: { host: {} } }], get: operation() },
    }),
    pointer: "#/paths/~1pets/servers",
  },
  {
    field: "operation.servers",
    document: description("3.1.0", {
      "/pets": { post: operation({ servers: [{ url: "{origin}/uploads" }] }) },
    }),
    pointer: "#/paths/~1pets/post/servers",
  },
  {
    field: "parameter.allowReserved",
    document: description("3.2.0", {
      "/files/{path}": {
        get: operation({
          parameters: [
            { name: "path", in: "path", required: true, allowReserved: true, schema: { type: "string" } },
          ],
        }),
      },
    }),
    pointer: "#/paths/~1files~1{path}/get/parameters/0/allowReserved",
  },
  {
    field: "mediaType.itemSchema",
    document: description("3.2.0", {
      "/events": {
        post: operation({
          requestBody: { content: { "application/jsonl": { itemSchema: { type: "object" } } } },
        }),
      },
    }),
    pointer: "#/paths/~1events/post/requestBody/content/application~1jsonl/itemSchema",
  },
  {
    field: "mediaType.itemSchema",
    document: description("3.2.0", {
      "/pets": {
        get: operation({
          responses: {
            "200": { description: "ok", content: { "application/json": { itemSchema: { type: "object" } } } },
          },
        }),
      },
    }),
    pointer: "#/paths/~1pets/get/responses/200/content/application~1json/itemSchema",
  },
  {
    field: "mediaType.encoding",
    document: formBody("multipart/mixed", { tags: { style: "spaceDelimited" } }),
    pointer: `${MIXED}/encoding/tags/style`,
  },
  {
    field: "mediaType.encoding",
    document: description(
      "3.2.0",
      {
        "/upload": {
          post: operation({
            requestBody: { content: { "multipart/form-data": { $ref: "#/components/mediaTypes/Upload" } } },
          }),
        },
      },
      {
        mediaTypes: {
          Upload: {
            schema: { type: "object", properties: { file: { type: "string", format: "binary" } } },
            encoding: { file: { contentType: "image/png" } },
          },
        },
      },
    ),
    pointer: "#/components/mediaTypes/Upload/encoding/file/contentType",
  },
  // Honoured in urlencoded and multipart/form-data bodies (test/model/form-encodings.test.ts); reported in others.
  {
    field: "encoding.style",
    document: formBody("multipart/mixed", { meta: { style: "deepObject", explode: true } }),
    pointer: `${MIXED}/encoding/meta/style`,
  },
  {
    field: "encoding.explode",
    document: formBody("multipart/mixed", { tags: { explode: false } }),
    pointer: `${MIXED}/encoding/tags/explode`,
  },
  {
    field: "encoding.contentType",
    document: formBody("multipart/form-data", { file: { contentType: "image/png" } }),
    pointer: `${MULTIPART}/encoding/file/contentType`,
  },
  {
    field: "encoding.contentType",
    document: formBody("application/x-www-form-urlencoded", { meta: { contentType: "application/json" } }),
    pointer: `${URLENCODED}/encoding/meta/contentType`,
  },
  {
    field: "encoding.headers",
    document: formBody("multipart/form-data", {
      file: { headers: { "X-Checksum": { schema: { type: "string" } } } },
    }),
    pointer: `${MULTIPART}/encoding/file/headers`,
  },
  {
    field: "encoding.encoding",
    document: formBody(
      "multipart/form-data",
      { meta: { encoding: { note: { contentType: "text/plain" } } } },
      "3.2.0",
    ),
    pointer: `${MULTIPART}/encoding/meta/encoding`,
  },
  {
    field: "encoding.prefixEncoding",
    document: formBody(
      "multipart/form-data",
      { tags: { prefixEncoding: [{ contentType: "text/plain" }] } },
      "3.2.0",
    ),
    pointer: `${MULTIPART}/encoding/tags/prefixEncoding`,
  },
  {
    field: "encoding.itemEncoding",
    document: formBody(
      "multipart/form-data",
      { tags: { itemEncoding: { contentType: "text/plain" } } },
      "3.2.0",
    ),
    pointer: `${MULTIPART}/encoding/tags/itemEncoding`,
  },
  {
    field: "mediaType.prefixEncoding",
    document: description("3.2.0", {
      "/batch": {
        post: operation({
          requestBody: {
            content: {
              "multipart/mixed": {
                schema: { type: "array", prefixItems: [{ type: "object" }, { type: "string" }] },
                prefixEncoding: [{ contentType: "application/json" }, { contentType: "text/plain" }],
              },
            },
          },
        }),
      },
    }),
    pointer: "#/paths/~1batch/post/requestBody/content/multipart~1mixed/prefixEncoding",
  },
  {
    field: "mediaType.itemEncoding",
    document: description("3.2.0", {
      "/batch": {
        post: operation({
          requestBody: {
            content: {
              "multipart/mixed": {
                schema: { type: "array", items: { type: "object" } },
                itemEncoding: { contentType: "application/json" },
              },
            },
          },
        }),
      },
    }),
    pointer: "#/paths/~1batch/post/requestBody/content/multipart~1mixed/itemEncoding",
  },
  {
    field: "securityScheme.type",
    document: description(
      "3.1.0",
      PETS,
      { securitySchemes: { clientCertificate: { type: "mutualTLS" } } },
      { security: [{ clientCertificate: [] }] },
    ),
    pointer: "#/components/securitySchemes/clientCertificate/type",
  },
  {
    field: "schema.$id",
    document: petSchema({ $id: "https://pets.example/pet", type: "object" }),
    pointer: `${PET}/$id`,
  },
  {
    field: "schema.$schema",
    document: petSchema({ $schema: "http://json-schema.org/draft-07/schema#", type: "object" }),
    pointer: `${PET}/$schema`,
  },
  {
    field: "schema.$dynamicRef",
    document: petSchema({
      type: "object",
      properties: { children: { type: "array", items: { $dynamicRef: "#node" } } },
    }),
    pointer: `${PET}/properties/children/items/$dynamicRef`,
  },
  {
    field: "schema.$recursiveRef",
    document: petSchema({ type: "object", properties: { parent: { $recursiveRef: "#" } } }),
    pointer: `${PET}/properties/parent/$recursiveRef`,
  },
  {
    field: "schema.then",
    document: petSchema({
      type: "object",
      properties: { kind: { type: "string" } },
      if: { properties: { kind: { const: "dog" } } },
      // biome-ignore lint/suspicious/noThenProperty: a JSON Schema keyword, never awaited
      then: { properties: { barks: { type: "boolean" } } },
    }),
    pointer: `${PET}/then`,
  },
  {
    field: "schema.else",
    document: petSchema({
      type: "object",
      allOf: [{ if: { required: ["kind"] }, else: { properties: { legacyKind: { type: "string" } } } }],
    }),
    pointer: `${PET}/allOf/0/else`,
  },
  {
    field: "schema.dependentSchemas",
    document: petSchema({
      type: "object",
      properties: { card: { type: "string" } },
      dependentSchemas: { card: { properties: { billingAddress: { type: "string" } } } },
    }),
    pointer: `${PET}/dependentSchemas`,
  },
  {
    field: "schema.dependencies",
    document: petSchema({
      type: "object",
      properties: { card: { type: "string" } },
      dependencies: { card: { properties: { billingAddress: { type: "string" } } } },
    }),
    pointer: `${PET}/dependencies`,
  },
  {
    field: "schema.unevaluatedItems",
    document: petSchema({
      type: "array",
      prefixItems: [{ type: "string" }],
      unevaluatedItems: { type: "integer" },
    }),
    pointer: `${PET}/unevaluatedItems`,
  },
];

/** Fields that are honoured or of no effect as written here: no warning. */
export const QUIET_CASES: readonly { what: string; document: Json }[] = [
  {
    what: "an encoding that says what the form writers do (form, exploded)",
    document: formBody("application/x-www-form-urlencoded", { tags: { style: "form", explode: true } }),
  },
  {
    what: "style, explode and allowReserved of an urlencoded body's fields (written as the query would)",
    document: formBody("application/x-www-form-urlencoded", {
      meta: { style: "deepObject", explode: true },
      tags: { style: "pipeDelimited", explode: false, allowReserved: true },
    }),
  },
  {
    what: "style and explode of a multipart/form-data body's fields (the parts the query text names)",
    document: formBody("multipart/form-data", {
      meta: { style: "deepObject", explode: true },
      tags: { style: "pipeDelimited", explode: false },
    }),
  },
  {
    what: "allowReserved of a multipart field (no part is percent-encoded)",
    document: formBody("multipart/mixed", { tags: { allowReserved: true } }),
  },
  {
    what: "an encoding of a body that is not a form (OpenAPI ignores it)",
    document: formBody("application/json", { tags: { style: "spaceDelimited" } }),
  },
  {
    what: "servers of a path item and an operation (the call goes to the first, its variables' defaults filled in)",
    document: description("3.1.0", {
      "/pets": {
        servers: [{ url: "https://pets.example" }],
        get: operation(),
        post: operation({
          operationId: "upload",
          servers: [{ url: "https://{region}.uploads.example", variables: { region: { default: "eu" } } }],
        }),
      },
    }),
  },
  {
    what: "servers of an operation that the document's servers list too",
    document: description(
      "3.1.0",
      { "/pets": { get: operation({ servers: [{ url: "https://api.example/v1" }] }) } },
      {},
      { servers: [{ url: "https://api.example/v1" }, { url: "https://sandbox.example/v1" }] },
    ),
  },
  {
    what: "allowReserved on a query parameter",
    document: description("3.1.0", {
      "/pets": {
        get: operation({
          parameters: [{ name: "q", in: "query", allowReserved: true, schema: { type: "string" } }],
        }),
      },
    }),
  },
  {
    what: "itemSchema of a streamed response",
    document: description("3.2.0", {
      "/events": {
        get: operation({
          responses: {
            "200": {
              description: "ok",
              content: { "application/jsonl": { itemSchema: { type: "object" } } },
            },
          },
        }),
      },
    }),
  },
  {
    what: "the dialects typewright reads",
    document: description(
      "3.1.0",
      PETS,
      { schemas: { Pet: { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object" } } },
      { jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base" },
    ),
  },
  {
    what: "then/else without if, dependencies naming properties only, validation keywords",
    document: petSchema({
      type: "object",
      properties: { card: { type: "string", pattern: "^[0-9]+$", minLength: 12 } },
      // biome-ignore lint/suspicious/noThenProperty: a JSON Schema keyword, never awaited
      then: { required: ["card"] },
      dependencies: { card: ["billingAddress"] },
      not: { required: ["legacy"] },
      propertyNames: { maxLength: 20 },
    }),
  },
];
