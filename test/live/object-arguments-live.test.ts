/**
 * `argumentStyle: "object"` where keys collide (fixtures/clients/object-arguments.yaml): `id` in the path, the
 * query, a header; a query parameter `body` beside the body; parameters named `params` and `options`; a
 * cookie named like a suffixed key; `__proto__`. Each key sends its own parameter, byte for byte, on the four
 * templates that export functions; every template and layer compiles the output strictly; `validateRequests`
 * checks the object and names it. The same calls on the shared fixture, on every template, are in
 * support/client-scenarios.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../src/index.js";
import { EVERY_TEMPLATE } from "../support/client-matrix.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath, importGenerated, pointClientAt } from "../support/generated-module.js";
import { type RecordingServer, startRecordingServer } from "../support/http-server.js";

const FIXTURE = "fixtures/clients/object-arguments.yaml";

type Call = (params?: Record<string, unknown>, options?: unknown) => Promise<unknown>;

interface ObjectArgumentsModule {
  clientDefaults?: { baseUrl: string };
  http?: { defaults: { baseURL?: string } };
  updateThing: Call;
  listThings: Call;
}

const TEMPLATES = ["fetch", "axios", "xior", "ky"] as const;

describe.each(TEMPLATES)("%s: colliding keys each send their own parameter", (template) => {
  let server: RecordingServer;
  let module: ObjectArgumentsModule;
  beforeAll(async () => {
    server = await startRecordingServer((request) =>
      request.method === "POST" ? { body: { name: "renamed" } } : { status: 204 },
    );
    ({ module } = await importGenerated<ObjectArgumentsModule>(FIXTURE, {
      template,
      argumentStyle: "object",
      responseShape: "body",
    }));
    pointClientAt(module, server.url);
  });
  afterAll(() => server.close());

  it("sends the path's id, the query's id_query, the header's id_header, body_query and the body", async () => {
    const result = await module.updateThing({
      id: "a/b",
      id_query: 7,
      id_header: "h-1",
      body_query: "q",
      params: "p",
      options: true,
      id_query_cookie: "c",
      body: { name: "renamed" },
    });
    expect(result).toEqual({ name: "renamed" });
    const request = server.requests.at(-1);
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/things/a%2Fb?id=7&body=q&options=true");
    expect([request?.headers.id, request?.headers.params, request?.headers.cookie]).toEqual([
      "h-1",
      "p",
      "id_query=c",
    ]);
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.body.toString()).toBe('{"name":"renamed"}');
  });

  it("leaves out what the object does not hold, and the whole object where nothing is required", async () => {
    await module.updateThing({ id: "1", body: { name: "n" } });
    const request = server.requests.at(-1);
    expect(request?.url).toBe("/things/1");
    expect([request?.headers.id, request?.headers.params, request?.headers.cookie]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    await module.listThings();
    expect(server.requests.at(-1)?.url).toBe("/things");
  });

  it("sends a key that is no identifier", async () => {
    await module.listThings({ "page[size]": 2 });
    expect(server.requests.at(-1)?.url).toBe("/things?page[size]=2");
  });

  // axios and xior drop a query parameter named `__proto__` with positional arguments too: their runtime's,
  // not the object's.
  it.runIf(template === "fetch" || template === "ky")("sends __proto__ under its suffixed key", async () => {
    await module.listThings({ __proto___query: "x" });
    expect(server.requests.at(-1)?.url).toBe("/things?__proto__=x");
  });
});

describe("object arguments with validateRequests", () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer(() => ({ body: { name: "renamed" } }));
  });
  afterAll(() => server.close());

  it("checks the one object against <Operation>ParamsSchema and names it in the error, sending nothing", async () => {
    const { module } = await importGenerated<ObjectArgumentsModule>(FIXTURE, {
      template: "fetch",
      argumentStyle: "object",
      responseShape: "body",
      validator: "zod",
      validateRequests: true,
    });
    pointClientAt(module, server.url);
    const before = server.requests.length;
    const failure = await module
      .updateThing({ id: "1", id_query: "seven", body: { name: 5 } })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: "RequestValidationError", argument: "params" });
    const paths = (failure as { issues: { path: unknown[] }[] }).issues.map((issue) => issue.path.join("."));
    expect(paths.sort()).toEqual(["body.name", "id_query"]);
    expect(server.requests.length).toBe(before);
    await expect(module.updateThing({ id: "1", body: { name: "n" } })).resolves.toEqual({ name: "renamed" });
  });
});

describe("object arguments with colliding keys compile", () => {
  it("on every template and layer, strictly", async () => {
    const files: Record<string, string> = {};
    for (const [name, template] of EVERY_TEMPLATE) {
      files[`object-arguments/${name}.ts`] = await generate({
        src: fixturePath("clients/object-arguments.yaml"),
        template,
        argumentStyle: "object",
      });
    }
    expect(files["object-arguments/fetch.ts"]).toContain(
      "export function updateThing(params: UpdateThingParams, options?: CallOptions)",
    );
    expectCompiles(files);
  });
});
