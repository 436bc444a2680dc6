/**
 * No key from a description reaches an object as its prototype, neither while generating (an external
 * file `__proto__.yaml`, a discriminator mapping key) nor in the generated code (a parameter named `__proto__`
 * is sent, an enum member `__proto__` exists at run time). The hostile alphabet of names: hostile-names.test.ts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../src/index.js";
import { expectCompiles } from "../support/compile.js";
import { importGenerated } from "../support/generated-module.js";
import { type RecordingServer, startRecordingServer } from "../support/http-server.js";
import { keyed, schemaRef, withKey } from "../support/own-keys.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

let folder: TempDir;

beforeAll(async () => {
  folder = await makeTempDir("typewright-prototype-keys-");
});
afterAll(() => folder.cleanup());

describe("no description key becomes a prototype", () => {
  it("an external file named __proto__.yaml (or constructor.yaml) is bundled with its schema", async () => {
    const dir = path.join(folder.path, "external");
    mkdirSync(dir, { recursive: true });
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      writeFileSync(
        path.join(dir, `${name}.yaml`),
        `type: object\nrequired: [${name}Id]\nproperties:\n  ${name}Id: {type: integer}\n`,
      );
    }
    const operation = (file: string) => ({
      get: {
        operationId: `get_${file}`,
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: `./${file}.yaml` } } },
          },
        },
      },
    });
    const description = {
      openapi: "3.0.3",
      info: { title: "t", version: "1" },
      paths: {
        "/a": operation("__proto__"),
        "/b": operation("constructor"),
        "/c": operation("toString"),
        "/d": operation("hasOwnProperty"),
      },
    };
    const spec = path.join(dir, "main.json");
    writeFileSync(spec, JSON.stringify(description));
    const code = await generate({ src: spec, template: "fetch" });
    expect(code).toMatch(/export interface Proto \{\s+__proto__Id: number;\s+\}/);
    expect(code).toMatch(/export interface Constructor \{\s+constructorId: number;\s+\}/);
    expect(code).toMatch(/export interface ToString \{\s+toStringId: number;\s+\}/);
    expect(code).toMatch(/export interface HasOwnProperty \{\s+hasOwnPropertyId: number;\s+\}/);
    expect(code).not.toMatch(/= unknown;/);
    expectCompiles({ "external/client.ts": code });
  });

  it("prototype member names as schema, property, tag, operationId, mapping key, response code and media type", async () => {
    const pet = (kind: string) => ({
      type: "object",
      required: ["kind", kind],
      properties: withKey({ kind: { type: "string" } }, kind, { type: "boolean" }),
    });
    const schemas = keyed(["__proto__", "constructor", "toString", "hasOwnProperty"], pet);
    withKey(schemas, "Animal", {
      oneOf: ["__proto__", "constructor", "toString", "hasOwnProperty"].map(schemaRef),
      discriminator: {
        propertyName: "kind",
        mapping: keyed(
          ["__proto__", "constructor", "toString", "hasOwnProperty"],
          (name) => schemaRef(name).$ref,
        ),
      },
    });
    const responses = withKey(
      withKey(
        {
          "200": {
            description: "ok",
            content: withKey({ "application/json": { schema: schemaRef("Animal") } }, "toString", {
              schema: { type: "integer" },
            }),
          },
        },
        "constructor",
        { description: "not a status code", content: { "application/json": { schema: { type: "number" } } } },
      ),
      "__proto__",
      { description: "not a status code either" },
    );
    const description = {
      openapi: "3.0.3",
      info: { title: "t", version: "1" },
      paths: {
        "/animals/{__proto__}": {
          post: {
            tags: ["__proto__"],
            operationId: "constructor",
            parameters: [
              { name: "__proto__", in: "path", required: true, schema: { type: "string" } },
              { name: "constructor", in: "query", schema: { type: "string" } },
              { name: "hasOwnProperty", in: "header", schema: { type: "string" } },
              { name: "toString", in: "cookie", schema: { type: "string" } },
            ],
            requestBody: {
              content: withKey(
                { "application/constructor+json": { schema: schemaRef("toString") } },
                "__proto__",
                { schema: { type: "integer" } },
              ),
            },
            responses,
          },
        },
      },
      components: { schemas },
    };
    const spec = path.join(folder.path, "prototype-names.json");
    writeFileSync(spec, JSON.stringify(description));
    const code = await generate({ src: spec, template: "fetch", responseShape: "body" });
    // Each schema keeps its own property; the union is discriminated by every mapping key.
    expect(code).toMatch(/export interface Proto \{\s+kind: string;\s+__proto__: boolean;\s+\}/);
    expect(code).toMatch(/export interface Constructor \{\s+kind: string;\s+constructor: boolean;\s+\}/);
    expect(code).toMatch(
      /export interface HasOwnProperty \{\s+kind: string;\s+hasOwnProperty: boolean;\s+\}/,
    );
    for (const [type, tag] of [
      ["Proto", "__proto__"],
      ["Constructor", "constructor"],
      ["ToString", "toString"],
    ]) {
      expect(code).toMatch(new RegExp(`\\(${type} & \\{\\s+kind: '${tag}';\\s+\\}\\)`));
    }
    // The client: JSON media types win over the `__proto__`/`toString` keys, prototype names are no statuses,
    // and the path parameter `__proto__` is a value the runtime pairs with its placeholder, not a key.
    expect(code).toContain(
      "constructor2(proto: string, constructor?: string, hasOwnProperty?: string, toString?: string, body?: Constructor2Body, options?: CallOptions): Promise<Animal>",
    );
    expect(code).toContain("export type Constructor2Body = ToString;");
    expect(code).toContain("pathParams: [proto]");
    expect(code).toContain("contentType: 'application/constructor+json'");
    expectCompiles({ "prototype-names/client.ts": code });
  });

  it("Swagger 2.0: a parameter component, a form field and a media type named __proto__ survive the conversion", async () => {
    const description = {
      swagger: "2.0",
      info: { title: "t", version: "1" },
      paths: {
        "/upload": {
          post: {
            operationId: "upload",
            consumes: ["multipart/form-data"],
            produces: ["__proto__", "application/json"],
            parameters: [
              { $ref: "#/parameters/__proto__" },
              { name: "__proto__", in: "formData", type: "string", required: true },
              {
                name: "constructor",
                in: "formData",
                type: "array",
                items: { type: "string" },
                collectionFormat: "constructor",
              },
            ],
            responses: { "200": { description: "ok", schema: { type: "integer" } } },
          },
        },
      },
      parameters: withKey({}, "__proto__", { name: "limit", in: "query", type: "integer" }),
    };
    const spec = path.join(folder.path, "swagger.json");
    writeFileSync(spec, JSON.stringify(description));
    const code = await generate({ src: spec, template: "fetch", responseShape: "body" });
    expect(code).toContain("upload(limit?: number, body?: UploadBody, ");
    expect(code).toMatch(/interface UploadBody \{\s+__proto__: string;\s+constructor\?: string\[\];\s+\}/);
    expect(code).toContain("Promise<number>");
    expect(code).toContain("query: { limit }");
    expectCompiles({ "swagger/client.ts": code });
  });

  describe("generated code sends and keeps them", () => {
    let server: RecordingServer;
    beforeAll(async () => {
      server = await startRecordingServer(() => ({
        headers: { "content-type": "application/json" },
        body: '"plain"',
      }));
    });
    afterAll(() => server.close());

    it("parameters named __proto__ and constructor reach the server in every location", async () => {
      const names = ["__proto__", "constructor", "toString"];
      const parameters = ["path", "query", "header", "cookie"].flatMap((location) =>
        names.map((name) => ({ name, in: location, required: true, schema: { type: "string" } })),
      );
      const description = {
        openapi: "3.0.3",
        info: { title: "t", version: "1" },
        paths: {
          "/x/{__proto__}/{constructor}/{toString}": {
            get: {
              operationId: "send",
              parameters,
              responses: {
                "200": {
                  description: "ok",
                  content: { "application/json": { schema: schemaRef("Hostile") } },
                },
              },
            },
          },
        },
        components: { schemas: { Hostile: { type: "string", enum: ["__proto__", "constructor", "plain"] } } },
      };
      const spec = path.join(folder.path, "send.json");
      writeFileSync(spec, JSON.stringify(description));
      const { module } = await importGenerated<{
        defaultClient: { send(...args: string[]): Promise<unknown> };
        clientDefaults: { fetch: (input: string, init: RequestInit) => Promise<Response> };
        Hostile: Record<string, string>;
      }>(spec, { template: "fetch", baseUrl: server.url, enumDeclarationStyle: "enum" });
      // Node's fetch (undici) leaves a header named `__proto__` out of the request it writes, so what the client
      // hands to fetch is looked at too; the request itself is real.
      const handed: Headers[] = [];
      module.clientDefaults.fetch = (input, init) => {
        handed.push(new Headers(init.headers));
        return fetch(input, init);
      };
      const values = ["p1", "p2", "p3", "q1", "q2", "q3", "h1", "h2", "h3", "c1", "c2", "c3"];
      await module.defaultClient.send(...values);
      const request = server.requests.at(-1);
      expect(request?.path).toBe("/x/p1/p2/p3");
      expect(request?.query).toBe("__proto__=q1&constructor=q2&toString=q3");
      expect(handed[0]?.get("__proto__")).toBe("h1");
      expect(request?.headers.constructor).toBe("h2");
      expect(request?.headers.tostring).toBe("h3");
      expect(request?.headers.cookie).toBe("__proto__=c1; constructor=c2; toString=c3");
      // An enum member `__proto__` would set the enum object's prototype: it is renamed and exists.
      expect(Object.values(module.Hostile)).toEqual(["__proto__", "constructor", "plain"]);
      expect(module.Hostile.___proto__).toBe("__proto__");
    });

    it("an API key credential named __proto__ reaches the server in the query, a header and a cookie", async () => {
      const apiKey = (location: string) => ({ type: "apiKey", in: location, name: "__proto__" });
      const description = {
        openapi: "3.0.3",
        info: { title: "t", version: "1" },
        paths: {
          "/q": { get: { operationId: "inQuery", security: [{ ["__proto__"]: [] }], responses: NO_CONTENT } },
          "/h": { get: { operationId: "inHeader", security: [{ header: [] }], responses: NO_CONTENT } },
          "/c": { get: { operationId: "inCookie", security: [{ cookie: [] }], responses: NO_CONTENT } },
        },
        components: {
          securitySchemes: {
            ["__proto__"]: apiKey("query"),
            header: apiKey("header"),
            cookie: apiKey("cookie"),
          },
        },
      };
      const spec = path.join(folder.path, "credentials.json");
      writeFileSync(spec, JSON.stringify(description));
      const { module } = await importGenerated<{
        defaultClient: Record<"inQuery" | "inHeader" | "inCookie", () => Promise<unknown>>;
        clientDefaults: { fetch: (input: string, init: RequestInit) => Promise<Response> };
        clientCredentials: Record<string, string>;
      }>(spec, { template: "fetch", baseUrl: server.url });
      const handed: Headers[] = [];
      module.clientDefaults.fetch = (input, init) => {
        handed.push(new Headers(init.headers));
        return fetch(input, init);
      };
      Object.defineProperty(module.clientCredentials, "__proto__", { value: "k1", enumerable: true });
      module.clientCredentials.header = "k2";
      module.clientCredentials.cookie = "k3";
      await module.defaultClient.inQuery();
      expect(server.requests.at(-1)?.query).toBe("__proto__=k1");
      await module.defaultClient.inHeader();
      // Node's fetch leaves a header named `__proto__` out of what it writes (see above).
      expect(handed.at(-1)?.get("__proto__")).toBe("k2");
      await module.defaultClient.inCookie();
      expect(server.requests.at(-1)?.headers.cookie).toBe("__proto__=k3");
    });
  });
});

const NO_CONTENT = { "204": { description: "no content" } };
