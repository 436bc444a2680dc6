/**
 * How the model reads what OpenAPI 3.2 adds to a request, and what it reports: the methods of
 * `additionalOperations` (names, tokens, the fixed fields' methods) and `in: querystring` parameters (one
 * per operation, `content` required, no `in: query` beside it). What these send is proven on every
 * template by support/openapi-3.2-scenarios.ts.
 */
import { writeFile } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generate, generateFiles } from "../../src/index.js";
import type { JsonObject } from "../../src/load/types.js";
import { fixturePath, importGenerated } from "../support/generated-module.js";
import { type ModelWithWarnings, modelOf, operation, planOf } from "../support/plan-of.js";
import { withTempDir } from "../support/temp-dir.js";

const NO_CONTENT = { responses: { "204": { description: "ok" } } };

/** The model of an OpenAPI 3.2 description with these paths. */
function modelOfPaths(paths: JsonObject): ModelWithWarnings {
  return modelOf({ openapi: "3.2.0", info: { title: "t", version: "1" }, paths });
}

describe("additionalOperations", () => {
  it("reads each entry after the fixed fields, with its method as written, and names it from the route", async () => {
    const paths = {
      "/pets/{id}": {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        additionalOperations: { LINK: NO_CONTENT, "M-SEARCH": { operationId: "discover", ...NO_CONTENT } },
        get: NO_CONTENT,
      },
    };
    const model = modelOfPaths(paths);
    expect(model.operations.map((read) => [read.method, read.pointer])).toEqual([
      ["GET", "#/paths/~1pets~1{id}/get"],
      ["LINK", "#/paths/~1pets~1{id}/additionalOperations/LINK"],
      ["M-SEARCH", "#/paths/~1pets~1{id}/additionalOperations/M-SEARCH"],
    ]);
    expect(model.warnings).toBeUndefined();
    const plan = await planOf({ openapi: "3.2.0", info: { title: "t", version: "1" }, paths });
    expect(operation(plan, "linkPetsById").operation.method).toBe("LINK");
    expect(operation(plan, "discover").operation.method).toBe("M-SEARCH");
  });

  it("reports, with their pointers, keys that are no method and keys of the fixed fields, and leaves them out", () => {
    const model = modelOfPaths({
      "/a": { additionalOperations: { "NOT A TOKEN": NO_CONTENT, Get: NO_CONTENT, query: NO_CONTENT } },
    });
    expect(model.operations).toEqual([]);
    expect(model.warnings).toEqual([
      '#/paths/~1a/additionalOperations/NOT A TOKEN: "NOT A TOKEN" is not an HTTP method (only letters, digits and ' +
        "!#$%&'*+-.^_`|~ are allowed, RFC 9110 token); no method is generated for it",
      "#/paths/~1a/additionalOperations/Get: Get belongs in the path item's `get` field, not in " +
        "additionalOperations (OpenAPI 3.2); no method is generated for this entry",
      "#/paths/~1a/additionalOperations/query: query belongs in the path item's `query` field, not in " +
        "additionalOperations (OpenAPI 3.2); no method is generated for this entry",
    ]);
  });

  it("generates methods libraries change or refuse, and says so for the template chosen: lower case, CONNECT", async () => {
    const paths = { "/a": { additionalOperations: { purge: NO_CONTENT, CONNECT: NO_CONTENT } } };
    const model = modelOfPaths(paths);
    expect(model.operations.map((read) => read.method)).toEqual(["purge", "CONNECT"]);
    // What a library does to a method is the template's: the model, shared by every job, says nothing.
    expect(model.warnings ?? []).toEqual([]);
    const refused =
      "the fetch standard and XMLHttpRequest refuse the method CONNECT: the method is generated, but";
    await withTempDir(async (dir) => {
      const src = path.join(dir, "methods.json");
      const purge = `${src}#/paths/~1a/additionalOperations/purge`;
      const connect = `${src}#/paths/~1a/additionalOperations/CONNECT`;
      await writeFile(src, JSON.stringify({ openapi: "3.2.0", info: { title: "t", version: "1" }, paths }));
      const warningsOf = async (template: string | [string, string]) =>
        (await generateFiles({ src, template })).warnings.filter((line) =>
          line.includes("/additionalOperations/"),
        );
      expect(await warningsOf("fetch")).toEqual([
        `${connect}: ${refused} the fetch template fails when it is called`,
      ]);
      expect(await warningsOf(["tsq", "axios"])).toEqual([
        `${purge}: the axios template upper-cases every method and sends PURGE, not purge (fetch and ky send it as written)`,
      ]);
      expect(await warningsOf("ng2")).toEqual([
        `${purge}: the ng2 template upper-cases every method and sends PURGE, not purge (fetch and ky send it as written)`,
        `${connect}: ${refused} the ng2 template fails when it is called`,
      ]);
      // A custom template's library is not known: what the built-in templates do is said instead.
      expect(await warningsOf(fixturePath("custom-template"))).toEqual([
        `${purge}: the method purge is sent as written by the fetch and ky templates; axios, xior, ng1 and ng2 upper-case every method and send PURGE`,
        `${connect}: ${refused} a template on either fails when it is called (all built-in ones but axios)`,
      ]);
    });
  });

  it("writes the method as written into the request and the JSDoc", async () => {
    const code = await generate({
      src: fixturePath("openapi-3.2/methods-and-parameters.yaml"),
      template: "fetch",
    });
    expect(code).toContain("`LINK /items/{id}`");
    expect(code).toContain("method: 'LINK',");
    expect(code).toContain("export function linkItemsById(id: string, link: string, options?: CallOptions)");
  });
});

describe("in: querystring", () => {
  const form = { "application/x-www-form-urlencoded": { schema: { type: "object" } } };

  it("is one argument, typed by its content's schema, never grouped with query parameters", async () => {
    const paths = {
      "/find": {
        get: {
          operationId: "find",
          parameters: [
            { name: "filter", in: "querystring", required: true, content: form },
            { name: "page", in: "query", schema: { type: "integer" } },
          ],
          ...NO_CONTENT,
        },
      },
    };
    const plan = await planOf(
      { openapi: "3.2.0", info: { title: "t", version: "1" }, paths },
      { queryParamsSerialization: { queryParamsAsObject: true } },
    );
    const planned = operation(plan, "find");
    expect(planned.arguments.map((argument) => [argument.kind, argument.name])).toEqual([
      ["parameter", "filter"],
      ["query", "query"],
    ]);
    expect(planned.query.map((access) => [access.wireName, access.styleCode])).toEqual([
      ["filter", "querystring:form"],
      ["page", undefined],
    ]);
    expect(planned.groupedQueryAsIs).toBe(false);
  });

  it("reports a form whose schema is no object, by its type", () => {
    const model = modelOfPaths({
      "/raw": {
        get: {
          parameters: [
            {
              name: "query",
              in: "querystring",
              content: { "application/x-www-form-urlencoded": { schema: { type: "string" } } },
            },
          ],
          ...NO_CONTENT,
        },
      },
    });
    expect(model.warnings).toEqual([
      expect.stringContaining(
        "an `in: querystring` form of type string (a form is an object of names and values): its text is sent as form text as it is (`a=1&b=2`), each item of a list in turn",
      ),
    ]);
  });

  it("reports a second querystring parameter, query parameters beside it and a missing content", () => {
    const model = modelOfPaths({
      "/find": {
        get: {
          parameters: [
            { name: "first", in: "querystring", schema: { type: "object" } },
            { name: "second", in: "querystring", content: form },
            { name: "page", in: "query", schema: { type: "integer" } },
          ],
          ...NO_CONTENT,
        },
      },
    });
    expect(model.operations[0]?.parameters.map((read) => [read.name, read.in, read.mediaType])).toEqual([
      ["first", "querystring", "application/x-www-form-urlencoded"],
      ["page", "query", undefined],
    ]);
    expect(model.warnings).toEqual([
      "#/paths/~1find/get/parameters/1: a second `in: querystring` parameter (OpenAPI allows one per " +
        'operation): only "first" is sent, this one is no argument',
      "#/paths/~1find/get/parameters/0: `in: querystring` next to `in: query` parameters (OpenAPI forbids " +
        "them together): the query parameters are sent after the query string it writes, joined by `&`",
      "#/paths/~1find/get/parameters/0: an `in: querystring` parameter without `content` (OpenAPI " +
        "requires it): written as application/x-www-form-urlencoded",
    ]);
  });
});

describe("a lower-case method on the wire", () => {
  /** A TCP server that records each request line as it arrives and answers 204. */
  async function requestLineServer(): Promise<{ url: string; lines: string[]; close(): Promise<void> }> {
    const lines: string[] = [];
    const server = createServer((socket) => {
      let received = "";
      socket.on("data", (chunk) => {
        received += chunk.toString("latin1");
        if (!received.includes("\r\n\r\n")) return;
        lines.push(received.slice(0, received.indexOf("\r\n")));
        socket.end("HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
    return { url: `http://127.0.0.1:${port}`, lines, close };
  }

  it("is sent as written by fetch and upper-cased by axios, as the warning says", async () => {
    const server = await requestLineServer();
    try {
      await withTempDir(async (folder) => {
        const src = path.join(folder, "openapi.json");
        const paths = {
          "/cache": { additionalOperations: { purge: { operationId: "purge", ...NO_CONTENT } } },
        };
        await writeFile(src, JSON.stringify({ openapi: "3.2.0", info: { title: "t", version: "1" }, paths }));
        type Module = { defaultClient: { purge(): Promise<unknown> } };
        const fetchClient = await importGenerated<Module>(src, { template: "fetch", baseUrl: server.url });
        await fetchClient.module.defaultClient.purge();
        const axiosClient = await importGenerated<Module>(src, { template: "axios", baseUrl: server.url });
        await axiosClient.module.defaultClient.purge();
      });
      expect(server.lines).toEqual(["purge /cache HTTP/1.1", "PURGE /cache HTTP/1.1"]);
    } finally {
      await server.close();
    }
  });
});
