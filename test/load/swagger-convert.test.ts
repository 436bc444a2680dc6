/**
 * typewright's own Swagger 2.0 → OpenAPI 3.1 conversion (src/load/swagger-convert.ts), on small documents that
 * each show one rule. test/load/load-swagger.test.ts loads the Swagger fixtures through it end to end (external files, refs).
 */
import { describe, expect, it } from "vitest";
import { convertSwagger2 } from "../../src/load/swagger-convert.js";
import type { JsonObject } from "../../src/load/types.js";

function convert(document: JsonObject): JsonObject {
  return convertSwagger2({ swagger: "2.0", info: { title: "t", version: "1" }, paths: {}, ...document });
}

function operation(parameters: JsonObject[], extra: JsonObject = {}): JsonObject {
  return {
    paths: { "/x/{id}": { post: { parameters, responses: { "204": { description: "none" } }, ...extra } } },
  };
}

const converted = (document: JsonObject) => (convert(document).paths as JsonObject)["/x/{id}"] as JsonObject;

describe("convertSwagger2", () => {
  it("declares OpenAPI 3.1 and keeps no 2.0-only root fields", () => {
    const result = convert({ consumes: ["application/json"], produces: ["application/json"] });
    expect(result).toEqual({ openapi: "3.1.1", info: { title: "t", version: "1" }, paths: {} });
  });

  it("turns host, basePath and schemes into servers", () => {
    expect(convert({ host: "api.test", basePath: "/v2", schemes: ["https", "http"] }).servers).toEqual([
      { url: "https://api.test/v2" },
      { url: "http://api.test/v2" },
    ]);
    expect(convert({ host: "api.test" }).servers).toEqual([{ url: "http://api.test" }]);
    expect(convert({ basePath: "/v2" }).servers).toEqual([{ url: "/v2" }]);
  });

  it("moves definitions, parameters and responses under components and rewrites every ref to them", () => {
    const result = convert({
      definitions: { Pet: { type: "object", properties: { friend: { $ref: "#/definitions/Pet" } } } },
      parameters: {
        Limit: { name: "limit", in: "query", type: "integer" },
        PetBody: { name: "body", in: "body", schema: { $ref: "#/definitions/Pet" } },
      },
      responses: { NotFound: { description: "gone", schema: { $ref: "#/definitions/Pet" } } },
      paths: {
        "/pets": {
          get: {
            parameters: [{ $ref: "#/parameters/Limit" }],
            responses: { "404": { $ref: "#/responses/NotFound" } },
          },
        },
      },
    });
    expect(result.components).toEqual({
      schemas: { Pet: { type: "object", properties: { friend: { $ref: "#/components/schemas/Pet" } } } },
      parameters: { Limit: { name: "limit", in: "query", schema: { type: "integer" } } },
      requestBodies: {
        PetBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } } },
      },
      responses: {
        NotFound: {
          description: "gone",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
        },
      },
    });
    expect(result.paths).toEqual({
      "/pets": {
        get: {
          parameters: [{ $ref: "#/components/parameters/Limit" }],
          responses: { "404": { $ref: "#/components/responses/NotFound" } },
        },
      },
    });
  });

  it("writes a stated collectionFormat as style and explode, per location; an unstated one states nothing", () => {
    const array = (name: string, where: string, collectionFormat?: string): JsonObject => ({
      name,
      in: where,
      type: "array",
      items: { type: "string" },
      ...(collectionFormat ? { collectionFormat } : {}),
    });
    const parameters = converted(
      operation([
        array("csv", "query", "csv"),
        array("none", "query"),
        array("ssv", "query", "ssv"),
        array("pipes", "query", "pipes"),
        array("multi", "query", "multi"),
        array("tsv", "query", "tsv"),
        array("id", "path", "csv"),
        array("X-Tags", "header", "csv"),
        array("X-None", "header"),
        array("ssv-id", "path", "ssv"),
        array("X-Pipes", "header", "pipes"),
        array("tsv-id", "path", "tsv"),
        array("multi-id", "path", "multi"),
      ]),
    ).post as JsonObject;
    const styles = (parameters.parameters as JsonObject[]).map(({ name, style, explode }) => [
      name,
      style,
      explode,
    ]);
    expect(styles).toEqual([
      ["csv", "form", false],
      // 2.0's default is csv, but a parameter that states nothing follows queryParamsSerialization.
      ["none", undefined, undefined],
      ["ssv", "spaceDelimited", false],
      ["pipes", "pipeDelimited", false],
      ["multi", "form", true],
      // No OpenAPI 3 style: typewright's own, sent with tabs between the values.
      ["tsv", "tabDelimited", false],
      ["id", "simple", false],
      ["X-Tags", "simple", false],
      ["X-None", undefined, undefined],
      // Path and header parameters have no delimited styles in 3.x: the query's, which the runtime writes there.
      ["ssv-id", "spaceDelimited", false],
      ["X-Pipes", "pipeDelimited", false],
      ["tsv-id", "tabDelimited", false],
      // `multi` is for the query and forms only: left to the location's default, which writes it like csv.
      ["multi-id", undefined, undefined],
    ]);
    expect((parameters.parameters as JsonObject[])[0]).toEqual({
      name: "csv",
      in: "query",
      style: "form",
      explode: false,
      schema: { type: "array", items: { type: "string" } },
    });
    // Kept where it has no meaning, for the model to report (test/load/swagger-multi.test.ts); dropped elsewhere.
    const formats = (parameters.parameters as JsonObject[]).map((parameter) => parameter.collectionFormat);
    expect(formats.filter((format) => format !== undefined)).toEqual(["multi"]);
    expect((parameters.parameters as JsonObject[]).at(-1)?.collectionFormat).toBe("multi");
  });

  it("makes a body parameter the request body, under the operation's consumes", () => {
    const post = converted(
      operation(
        [{ name: "body", in: "body", required: true, description: "d", schema: { type: "string" } }],
        {
          consumes: ["text/plain", "application/json"],
        },
      ),
    ).post as JsonObject;
    expect(post.parameters).toBeUndefined();
    expect(post.consumes).toBeUndefined();
    expect(post.requestBody).toEqual({
      content: {
        "text/plain": { schema: { type: "string" } },
        "application/json": { schema: { type: "string" } },
      },
      required: true,
      description: "d",
    });
  });

  it("makes formData parameters one object schema per form media type, with array encodings", () => {
    const post = converted(
      operation(
        [
          { name: "file", in: "formData", type: "file", required: true, description: "the file" },
          {
            name: "tags",
            in: "formData",
            type: "array",
            items: { type: "string" },
            collectionFormat: "multi",
          },
          { name: "id", in: "path", type: "string", required: true },
        ],
        { consumes: ["application/x-www-form-urlencoded", "application/json"] },
      ),
    ).post as JsonObject;
    expect(post.parameters).toEqual([{ name: "id", in: "path", required: true, schema: { type: "string" } }]);
    expect(post.requestBody).toEqual({
      content: {
        "application/x-www-form-urlencoded": {
          schema: {
            type: "object",
            properties: {
              file: { type: "string", format: "binary", description: "the file" },
              tags: { type: "array", items: { type: "string" } },
            },
            required: ["file"],
          },
          encoding: { tags: { style: "form", explode: true } },
        },
      },
    });
    const multipart = converted(operation([{ name: "note", in: "formData", type: "string" }]))
      .post as JsonObject;
    expect(Object.keys((multipart.requestBody as JsonObject).content as JsonObject)).toEqual([
      "multipart/form-data",
    ]);
  });

  it("gives a path item's body to each of its operations that has none of its own", () => {
    const result = convert({
      paths: {
        "/x": {
          parameters: [
            { name: "body", in: "body", schema: { type: "integer" } },
            { name: "q", in: "query", type: "string" },
          ],
          put: { responses: {} },
          post: { parameters: [{ name: "body", in: "body", schema: { type: "string" } }], responses: {} },
        },
      },
    });
    const item = (result.paths as JsonObject)["/x"] as JsonObject;
    expect(item.parameters).toEqual([{ name: "q", in: "query", schema: { type: "string" } }]);
    expect(item.put).toEqual({
      responses: {},
      requestBody: { content: { "application/json": { schema: { type: "integer" } } } },
    });
    expect((item.post as JsonObject).requestBody).toEqual({
      content: { "application/json": { schema: { type: "string" } } },
    });
  });

  it("puts a response's schema and examples under the operation's produces, else the document's", () => {
    const result = convert({
      produces: ["application/xml"],
      paths: {
        "/own": {
          get: {
            produces: ["application/octet-stream"],
            responses: { "200": { description: "bytes", schema: { type: "file" } } },
          },
        },
        "/inherited": {
          get: {
            responses: {
              "200": {
                description: "pet",
                schema: { type: "object" },
                examples: { "application/xml": "<pet/>", "text/plain": "pet", named: { a: 1 } },
                headers: { "X-Rate": { type: "array", items: { type: "integer" }, collectionFormat: "csv" } },
              },
            },
          },
        },
      },
    });
    const paths = result.paths as JsonObject;
    expect(paths["/own"]).toEqual({
      get: {
        responses: {
          "200": {
            description: "bytes",
            content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
          },
        },
      },
    });
    expect(((paths["/inherited"] as JsonObject).get as JsonObject).responses).toEqual({
      "200": {
        description: "pet",
        content: {
          "application/xml": {
            schema: { type: "object" },
            example: "<pet/>",
            examples: { named: { value: { a: 1 } } },
          },
          "text/plain": { example: "pet" },
        },
        headers: { "X-Rate": { schema: { type: "array", items: { type: "integer" } } } },
      },
    });
  });

  it("writes x-nullable the 3.1 way: null in the type and the enum, anyOf around a ref or an allOf", () => {
    const result = convert({
      definitions: {
        A: {
          properties: {
            status: { type: "string", enum: ["on", "off"], "x-nullable": true },
            ref: { $ref: "#/definitions/A", "x-nullable": true },
            one: { allOf: [{ $ref: "#/definitions/A" }], "x-nullable": true, description: "d" },
            two: { allOf: [{ $ref: "#/definitions/A" }, { type: "object" }], "x-nullable": true },
            inferred: { items: { type: "string" }, "x-nullable": true },
            anything: { "x-nullable": true },
            not: { type: "string", "x-nullable": false },
          },
          "x-nullable": true,
        },
      },
    });
    const a = (result.components as JsonObject).schemas as JsonObject;
    expect(a.A).toEqual({
      type: ["object", "null"],
      properties: {
        status: { type: ["string", "null"], enum: ["on", "off", null] },
        ref: { anyOf: [{ $ref: "#/components/schemas/A" }, { type: "null" }] },
        one: { anyOf: [{ $ref: "#/components/schemas/A" }, { type: "null" }], description: "d" },
        two: {
          anyOf: [{ allOf: [{ $ref: "#/components/schemas/A" }, { type: "object" }] }, { type: "null" }],
        },
        inferred: { type: ["array", "null"], items: { type: "string" } },
        anything: {},
        not: { type: "string" },
      },
    });
  });

  it("upgrades boolean exclusive bounds and string discriminators", () => {
    const result = convert({
      definitions: {
        Range: { type: "integer", minimum: 1, exclusiveMinimum: true, maximum: 9, exclusiveMaximum: false },
        Pet: { type: "object", discriminator: "kind", properties: { kind: { type: "string" } } },
      },
    });
    const schemas = (result.components as JsonObject).schemas as JsonObject;
    expect(schemas.Range).toEqual({ type: "integer", exclusiveMinimum: 1, maximum: 9 });
    expect((schemas.Pet as JsonObject).discriminator).toEqual({ propertyName: "kind" });
  });

  it("converts security definitions to 3.x security schemes", () => {
    const result = convert({
      securityDefinitions: {
        basic: { type: "basic", description: "b" },
        key: { type: "apiKey", name: "X-Key", in: "header" },
        code: {
          type: "oauth2",
          flow: "accessCode",
          authorizationUrl: "https://a.test/auth",
          tokenUrl: "https://a.test/token",
          scopes: { read: "r" },
        },
        app: { type: "oauth2", flow: "application", tokenUrl: "https://a.test/token" },
      },
    });
    expect((result.components as JsonObject).securitySchemes).toEqual({
      basic: { type: "http", scheme: "basic", description: "b" },
      key: { type: "apiKey", name: "X-Key", in: "header" },
      code: {
        type: "oauth2",
        flows: {
          authorizationCode: {
            scopes: { read: "r" },
            authorizationUrl: "https://a.test/auth",
            tokenUrl: "https://a.test/token",
          },
        },
      },
      app: { type: "oauth2", flows: { clientCredentials: { scopes: {}, tokenUrl: "https://a.test/token" } } },
    });
  });

  it("leaves user data alone: examples, defaults and extensions that look like 2.0 keywords", () => {
    const data = { type: "file", "x-nullable": true, discriminator: "kind" };
    const result = convert({
      definitions: {
        Thing: { type: "object", example: data, default: data, "x-meta": data },
      },
    });
    expect(((result.components as JsonObject).schemas as JsonObject).Thing).toEqual({
      type: "object",
      example: data,
      default: data,
      "x-meta": data,
    });
  });
});
