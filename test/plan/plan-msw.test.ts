/** What the plan decides for the MSW handlers file: names, routes, their order, failures and wire types. */
import { describe, expect, it } from "vitest";
import type { JsonObject } from "../../src/load/types.js";
import { type MswPlan, type PlannedHandler, schemasTypedOnTheWire } from "../../src/plan/plan-msw.js";
import { type DiagnosticSink, diagnosticList } from "../../src/text/diagnostics.js";
import { describeApi, type Json, modelOf, planOf } from "../support/plan-of.js";

const PET = {
  type: "object",
  required: ["id", "born"],
  properties: { id: { type: "integer" }, born: { type: "string", format: "date-time" } },
};

function ok(schema: Json = { $ref: "#/components/schemas/Pet" }): Json {
  return { description: "ok", content: { "application/json": { schema } } };
}

function get(operationId: string, extra: Json = {}): Json {
  return { get: { operationId, responses: { "200": ok() }, ...extra } };
}

async function mswPlanOf(paths: Json, options: Json = {}, diagnostics?: DiagnosticSink): Promise<MswPlan> {
  const plan = await planOf(
    describeApi(paths, { Pet: PET }),
    { out: "client.ts", msw: "handlers.ts", ...options },
    diagnostics,
  );
  if (plan.msw === undefined) throw new Error("no handlers planned");
  return plan.msw;
}

function byName(plan: MswPlan, name: string): PlannedHandler {
  const handler = plan.handlers.find((candidate) => candidate.name === name);
  if (handler === undefined) throw new Error(`no ${name}`);
  return handler;
}

describe("handler names", () => {
  it("are the client functions' names with Handler, clear of the runtime's names and of `handlers`", async () => {
    const plan = await mswPlanOf({ "/a": get("getPet"), "/b": get("operation"), "/c": get("mock") });
    expect(plan.listName).toBe("handlers");
    expect(plan.handlers.map((handler) => handler.name).sort()).toEqual([
      "getPetHandler",
      "mockHandler",
      // `operationHandler` is the runtime's factory.
      "operationHandler2",
    ]);
  });
});

describe("routes", () => {
  it("write MSW's path with a wildcard for any base URL where MSW reads the path as written", async () => {
    const plan = await mswPlanOf({ "/pets/{petId}/toys/{toy_id}": get("getToy") });
    const { route } = byName(plan, "getToyHandler");
    expect(route).toMatchObject({
      method: "GET",
      path: "*/pets/:petId/toys/:toy_id",
      params: ["petId", "toy_id"],
    });
    expect(route.pattern).toBeUndefined();
  });

  it("are a pattern of the whole URL where the path has MSW's syntax or names it cannot take", async () => {
    const plan = await mswPlanOf({
      "/owners/{owner-id}/pets": get("ownerPets"),
      "/files/{fileId}:download": get("download"),
      "/glob/*/items": get("glob"),
      "/v{version}items": get("glued"),
    });
    const cases: [string, string, string[] | null][] = [
      ["ownerPetsHandler", "https://h.invalid/base/owners/o%201/pets", ["o%201"]],
      ["downloadHandler", "https://h.invalid/files/f1:download", ["f1"]],
      ["globHandler", "https://h.invalid/x/glob/*/items", []],
      ["gluedHandler", "https://h.invalid/v2items", ["2"]],
      ["downloadHandler", "https://h.invalid/files/f1/download", null],
      ["globHandler", "https://h.invalid/glob/any/items", null],
    ];
    for (const [name, url, groups] of cases) {
      const { route } = byName(plan, name);
      expect(route.path, name).toBeUndefined();
      const match = new RegExp(route.pattern ?? "").exec(url);
      expect(match === null ? null : match.slice(1), `${name} ${url}`).toEqual(groups);
    }
    expect(byName(plan, "ownerPetsHandler").route.params).toEqual(["owner-id"]);
  });

  it("hold an operation's own server: its origin and path where absolute, its path under any base where relative", async () => {
    const plan = await mswPlanOf({
      "/uploads": get("upload", { servers: [{ url: "https://uploads.example.com/u2/" }] }),
      "/u2/uploads": get("uploadHere"),
      "/avatars": get("avatars", { servers: [{ url: "/a1" }] }),
      "/pets": get("listPets"),
    });
    expect(byName(plan, "uploadHandler").route.path).toBe("https://uploads.example.com/u2/uploads");
    expect(byName(plan, "avatarsHandler").route.path).toBe("*/a1/avatars");
    // An IPv6 host's colons are MSW path syntax: matched by a pattern of the whole URL instead.
    const local = await mswPlanOf({ "/x/{id}": get("local", { servers: [{ url: "http://[::1]:8080/v" }] }) });
    const { route } = byName(local, "localHandler");
    expect(route.path).toBeUndefined();
    expect(new RegExp(route.pattern ?? "").exec("http://[::1]:8080/v/x/7")?.slice(1)).toEqual(["7"]);
    expect(new RegExp(route.pattern ?? "").exec("http://[::2]:8080/v/x/7")).toBeNull();
    expect(byName(plan, "listPetsHandler").route.path).toBe("*/pets");
    // The document path equal to the own server's: both would take a request to the server, so the route at
    // the server's origin is listed first (the description lists it after).
    const names = plan.handlers.map((handler) => handler.name);
    expect(names.indexOf("uploadHandler")).toBeLessThan(names.indexOf("uploadHereHandler"));
  });

  it("match `|`, brackets, a space and non-ASCII text as sent and percent-encoded", async () => {
    const plan = await mswPlanOf({
      "/marks/a|b[1]/{id}": get("marked"),
      "/cafés/{id}": get("cafe"),
      "/two words/{id}": get("spaced"),
    });
    const cases: [string, string, string[] | null][] = [
      ["markedHandler", "https://h.invalid/marks/a|b[1]/x", ["x"]],
      ["markedHandler", "https://h.invalid/base/marks/a%7Cb%5B1%5D/x", ["x"]],
      ["markedHandler", "https://h.invalid/marks/a%7cb%5b1%5d/x", ["x"]],
      ["markedHandler", "https://h.invalid/marks/a%7Cc%5B1%5D/x", null],
      ["cafeHandler", "https://h.invalid/caf%C3%A9s/x", ["x"]],
      ["cafeHandler", "https://h.invalid/cafés/x", ["x"]],
      ["cafeHandler", "https://h.invalid/cafes/x", null],
      ["spacedHandler", "https://h.invalid/two%20words/x", ["x"]],
    ];
    for (const [name, url, groups] of cases) {
      const { route } = byName(plan, name);
      expect(route.path, name).toBeUndefined();
      const match = new RegExp(route.pattern ?? "").exec(url);
      expect(match === null ? null : match.slice(1), `${name} ${url}`).toEqual(groups);
    }
  });

  it("match a query written into the path key by the path, its placeholders read from the query", async () => {
    const plan = await mswPlanOf({
      "/convert?to={format}&mode=fast&{odd}": get("convert", {
        parameters: [
          { name: "format", in: "path", required: true, schema: { type: "string" } },
          { name: "odd", in: "path", required: true, schema: { type: "string" } },
        ],
      }),
    });
    const { route } = byName(plan, "convertHandler");
    expect(route.path).toBe("*/convert");
    expect(route.params).toEqual([]);
    expect(route.queryParams).toEqual([["format", "to"]]);
  });

  it("are listed most specific first: more segments, then a literal segment before a placeholder", async () => {
    const plan = await mswPlanOf({
      "/pets/{petId}": get("getPet"),
      "/pets/mine": get("myPet"),
      "/pets": get("listPets"),
      "/owners/{id}/pets/{petId}": get("ownedPet"),
      "/{anything}": get("catchAll"),
    });
    expect(plan.handlers.map((handler) => handler.name)).toEqual([
      "ownedPetHandler",
      "myPetHandler",
      "getPetHandler",
      "listPetsHandler",
      "catchAllHandler",
    ]);
  });

  it("list a placeholder with text beside it (custom methods, suffixes) before the placeholder alone", async () => {
    // MSW's `:name` takes `abc:cancel` and `abc.json` too: the handler listed first would answer them.
    const plan = await mswPlanOf({
      "/v1/{name}": get("getThing"),
      "/v1/{name}:cancel": get("cancelThing"),
      "/files/{name}": get("getFile"),
      "/files/{name}.json": get("getFileJson"),
    });
    expect(plan.handlers.map((handler) => handler.name)).toEqual([
      "cancelThingHandler",
      "getFileJsonHandler",
      "getThingHandler",
      "getFileHandler",
    ]);
  });
});

describe("answers", () => {
  it("state the success status, framing and documented failures by code, class (upper case) and default", async () => {
    const plan = await mswPlanOf({
      "/pets": {
        post: {
          operationId: "createPet",
          requestBody: { required: true, content: { "application/json": { schema: PET } } },
          responses: {
            "201": ok(),
            "404": {
              description: "no",
              content: { "application/problem+json": { schema: { type: "object" } } },
            },
            "4xx": { description: "text", content: { "text/plain": { schema: { type: "string" } } } },
            default: { description: "no content" },
          },
        },
        delete: { operationId: "clear", responses: { "204": { description: "gone" } } },
      },
    });
    const create = byName(plan, "createPetHandler");
    expect(create.route).toMatchObject({ status: 201, framing: "json", request: "json" });
    expect(
      create.failures.map(({ key, failure, headers, data }) => [
        key,
        { mediaType: failure.response.mediaType, headers, data },
      ]),
    ).toEqual([
      ["404", { mediaType: "application/problem+json", headers: [], data: {} }],
      ["4XX", { mediaType: "text/plain", headers: [], data: "string" }],
      ["default", { mediaType: undefined, headers: [], data: undefined }],
    ]);
    expect(create.failures.map((failure) => failure.key)).toEqual(["404", "4XX", "default"]);
    expect(byName(plan, "clearHandler").route).toMatchObject({ status: 204, framing: "void" });
    expect(byName(plan, "clearHandler").data).toBeUndefined();
  });

  it("send each documented header with its example or a made value, in the simple style, and warn of one left out", async () => {
    const header = (schema: Json, extra: Json = {}) => ({ schema, ...extra });
    const diagnostics = diagnosticList();
    const plan = await mswPlanOf(
      {
        "/pets": get("listPets", {
          responses: {
            "200": {
              ...ok(),
              headers: {
                "X-Count": header({ type: "integer", minimum: 5, maximum: 5 }),
                "X-Ids": header({ type: "array", items: { type: "integer", enum: [3, 4] }, minItems: 2 }),
                "X-Page": header({ type: "object", properties: { a: { const: 1 }, b: { const: "x" } } }),
                "X-Page-Exploded": header(
                  { type: "object", properties: { a: { const: 1 } } },
                  { explode: true },
                ),
                "X-Given": header({ type: "string" }, { example: "given" }),
                "X-Wrong-Example": header({ type: "integer", const: 2 }, { example: "two" }),
                "X-From-Content": { content: { "text/plain": { schema: { type: "string" }, example: "c" } } },
                "Content-Type": header({ type: "string" }, { example: "ignored" }),
                "X-Unicode": header({ type: "string", const: "naïve" }),
                "X-Line": header({ type: "string", const: "two\nlines" }),
              },
            },
            "429": {
              description: "slow down",
              headers: { "Retry-After": { required: true, schema: { type: "integer", const: 30 } } },
            },
          },
        }),
      },
      {},
      diagnostics,
    );
    const list = byName(plan, "listPetsHandler");
    expect(list.route.headers).toEqual([
      ["X-Count", "5"],
      ["X-Ids", "3,4,3"],
      ["X-Page", "a,1,b,x"],
      ["X-Page-Exploded", "a=1"],
      ["X-Given", "given"],
      ["X-Wrong-Example", "2"],
      ["X-From-Content", "c"],
    ]);
    expect(list.failures.map(({ key, headers, data }) => [key, { headers, data }])).toEqual([
      ["429", { headers: [["Retry-After", "30"]], data: undefined }],
    ]);
    // The two left out are told, at the response, with the header's place.
    const told = diagnostics.diagnostics.filter((diagnostic) => diagnostic.code === "mock-data");
    expect(told.map(({ pointer, message }) => [pointer, message])).toEqual(
      ["X-Unicode", "X-Line"].map((name) => [
        "#/paths/~1pets/get/responses/200",
        `the MSW handlers' default data at /headers/${name}: the value is none a header carries, so the header is not sent`,
      ]),
    );
  });

  it("share a default value two handlers answer with under the same type, named after its schema", async () => {
    const failing = (operationId: string) =>
      get(operationId, {
        responses: {
          "200": ok({ type: "array", items: { $ref: "#/components/schemas/Pet" } }),
          "404": {
            description: "no",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
          },
          "409": { description: "small", content: { "application/json": { schema: { type: "integer" } } } },
        },
      });
    const plan = await mswPlanOf({ "/a": failing("listA"), "/b": failing("listB"), "/c": get("getPet") });
    expect(plan.sharedData.map(({ name, firstUse }) => [name, firstUse.failure])).toEqual([
      ["petListData", undefined],
      ["petData", "404"],
    ]);
    const [a, b, single] = ["listAHandler", "listBHandler", "getPetHandler"].map((name) =>
      byName(plan, name),
    );
    expect([a?.dataName, b?.dataName]).toEqual(["petListData", "petListData"]);
    expect(a?.failures.map((failure) => failure.dataName)).toEqual(["petData", undefined]);
    // getPet's Pet is its own (made at another place, and a success's type rather than a failure's).
    expect(single?.dataName).toBeUndefined();
  });

  it("pass over an example the client's type does not admit, and use one it does", async () => {
    const tagged = {
      type: "object",
      required: ["id"],
      properties: { id: { type: "integer" }, tag: { type: ["string", "null"] } },
    };
    const cat = { type: "object", required: ["kind"], properties: { kind: { type: "string" } } };
    const answering = (schema: Json, example: Json) => ({
      description: "ok",
      content: { "application/json": { schema, example } },
    });
    const paths = {
      "/null": get("withNull", { responses: { "200": answering(tagged, { id: 1, tag: null }) } }),
      "/extra": get("withExtra", { responses: { "200": answering(tagged, { id: 1, other: true }) } }),
      "/open": get("open", {
        responses: { "200": answering({ ...tagged, additionalProperties: true }, { id: 1, other: true }) },
      }),
      "/untagged": get("untagged", {
        responses: {
          "200": answering(
            {
              oneOf: [{ $ref: "#/components/schemas/Cat" }],
              discriminator: { propertyName: "kind", mapping: { cat: "#/components/schemas/Cat" } },
            },
            {},
          ),
        },
      }),
    };
    const kind = (value: string) => ({
      type: "object",
      required: ["kind"],
      properties: { kind: { type: "string", enum: [value] } },
    });
    const schemas = {
      Pet: PET,
      Cat: cat,
      Inner: kind("inner"),
      Wrapped: {
        allOf: [
          { $ref: "#/components/schemas/Inner" },
          { type: "object", properties: { id: { type: "string" } } },
        ],
      },
      Plain: kind("plain"),
    };
    const contradictory = {
      oneOf: [{ $ref: "#/components/schemas/Wrapped" }, { $ref: "#/components/schemas/Plain" }],
      discriminator: { propertyName: "kind" },
    };
    Object.assign(paths, {
      "/contradictory": get("contradictory", { responses: { "200": ok(contradictory) } }),
    });
    const planWith = async (options: Json) => {
      const plan = await planOf(describeApi(paths, schemas), {
        out: "client.ts",
        msw: "handlers.ts",
        ...options,
      });
      if (plan.msw === undefined) throw new Error("no handlers planned");
      return plan.msw;
    };
    const ignoring = await planWith({});
    expect(byName(ignoring, "withNullHandler").data).toEqual({
      id: expect.any(Number),
      tag: expect.any(String),
    });
    expect(byName(ignoring, "withExtraHandler").data).toEqual({
      id: expect.any(Number),
      tag: expect.any(String),
    });
    expect(byName(ignoring, "openHandler").data).toEqual({ id: 1, other: true });
    expect(byName(ignoring, "untaggedHandler").data).toEqual({ kind: "cat" });
    // Wrapped's mapping tag ("Wrapped") contradicts the kind its schema allows ("inner"): its type admits no
    // value, so the made value is Plain's.
    expect(byName(ignoring, "contradictoryHandler").data).toEqual({ kind: "plain" });
    const including = await planWith({ nullableStrategy: "include" });
    expect(byName(including, "withNullHandler").data).toEqual({ id: 1, tag: null });
  });

  it("frame a stream's items, with three items of the item schema by default", async () => {
    const plan = await mswPlanOf({
      "/events": {
        get: {
          operationId: "events",
          responses: {
            "200": {
              description: "s",
              content: { "text/event-stream": { itemSchema: { type: "integer" } } },
            },
          },
        },
      },
      "/lines": {
        get: {
          operationId: "lines",
          responses: {
            "200": {
              description: "s",
              content: { "application/jsonl": { itemSchema: { type: "integer" } } },
            },
          },
        },
      },
    });
    expect(byName(plan, "eventsHandler").route.framing).toBe("event-stream");
    expect(byName(plan, "linesHandler").route.framing).toBe("json-lines");
    for (const name of ["eventsHandler", "linesHandler"]) {
      const items = byName(plan, name).data;
      expect(items).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
      expect((items as number[]).every(Number.isInteger)).toBe(true);
    }
  });

  it("type the data as sent (Wire) only where the client's type holds a Date", async () => {
    const paths = {
      "/pets": {
        get: {
          operationId: "listPets",
          responses: { "200": ok({ type: "array", items: { $ref: "#/components/schemas/Pet" } }) },
        },
        post: {
          operationId: "createPet",
          requestBody: {
            required: true,
            content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
          },
          responses: { "200": ok({ type: "object", properties: { n: { type: "integer" } } }) },
        },
      },
    };
    const dates = await mswPlanOf(paths);
    expect(byName(dates, "listPetsHandler").wire).toEqual({ response: true, body: false });
    expect(byName(dates, "createPetHandler").wire).toEqual({ response: false, body: true });
    const text = await mswPlanOf(paths, { dateFormat: "string" });
    expect(byName(text, "listPetsHandler").wire).toEqual({ response: false, body: false });
  });

  it("find the dates of schemas that all refer to each other at once, cycles and all", async () => {
    // Like Stripe's expandable objects: every schema may hold every other. The date is in the last one, so
    // every schema holds a date, reached through a cycle from wherever the walk starts.
    const count = 40;
    const names = Array.from({ length: count }, (_, index) => `Node${index}`);
    const schemas: Record<string, Json> = Object.fromEntries(
      names.map((name, index) => [
        name,
        {
          type: "object",
          properties: {
            ...Object.fromEntries(
              names.map((other) => [`to${other}`, { $ref: `#/components/schemas/${other}` }]),
            ),
            ...(index === count - 1 ? { at: { type: "string", format: "date" } } : {}),
          },
        },
      ]),
    );
    const paths = Object.fromEntries(
      names.map((name) => [
        `/${name}`,
        {
          get: {
            operationId: `get${name}`,
            responses: { "200": ok({ $ref: `#/components/schemas/${name}` }) },
          },
        },
      ]),
    );
    const description = describeApi(paths, schemas);
    const plan = await planOf(description, { out: "client.ts", msw: "handlers.ts" });
    expect(plan.msw?.handlers.map((handler) => handler.wire.response)).toEqual(names.map(() => true));
    // The work is counted, not timed: the search looks at each node of each schema's own tree once (an object
    // and its 40 references; the date), where a walk from each schema through the others would look at each
    // again for every schema it starts from.
    let looked = 0;
    const found = schemasTypedOnTheWire(modelOf(description as JsonObject), (node) => {
      looked++;
      return node.kind === "primitive" && node.format === "date";
    });
    expect(found.size).toBe(count);
    expect(looked).toBeLessThanOrEqual(count * (count + 2));
  });
});

describe("default data of hostile sizes", () => {
  // Before, minLength 1e9 exhausted memory and nested minItems made answers of every combination.
  it("stays within the caps: a required value that asks for more leaves no default data, an optional one is left out, each told", async () => {
    const diagnostics = diagnosticList();
    const body = (schema: Json) => ({
      get: { operationId: "getText", responses: { "200": ok(schema) } },
    });
    const nested = {
      type: "array",
      minItems: 100,
      items: {
        type: "array",
        minItems: 100,
        items: { type: "array", minItems: 100, items: { type: "integer" } },
      },
    };
    const plan = await mswPlanOf(
      {
        "/text": body({ type: "string", minLength: 1e9 }),
        "/items": {
          get: {
            ...body({ type: "array", minItems: 5e7, items: { type: "string" } }).get,
            operationId: "getItems",
          },
        },
        "/map": { get: { ...body({ type: "object", minProperties: 1e8 }).get, operationId: "getMap" } },
        "/nested": { get: { ...body(nested).get, operationId: "getNested" } },
        "/optional": {
          get: {
            ...body({
              type: "object",
              required: ["id"],
              properties: { id: { type: "integer" }, blob: { type: "string", minLength: 1e9 } },
            }).get,
            operationId: "getOptional",
          },
        },
      },
      {},
      diagnostics,
    );
    const without = plan.handlers
      .filter((handler) => handler.route.noDefault !== undefined)
      .map((h) => h.name);
    expect(without.sort()).toEqual([
      "getItemsHandler",
      "getMapHandler",
      "getNestedHandler",
      "getTextHandler",
    ]);
    expect(byName(plan, "getOptionalHandler").data).toEqual({ id: expect.any(Number) });
    // Every answer kept is small, counted in bytes.
    for (const handler of plan.handlers)
      expect(JSON.stringify(handler.data ?? null).length).toBeLessThan(10_000);
    const told = diagnostics.diagnostics.filter((diagnostic) => diagnostic.code === "mock-data");
    expect(told.map(({ pointer }) => pointer).sort()).toEqual(
      ["/items", "/map", "/nested", "/optional", "/text"]
        .map((path) => `#/paths/~1${path.slice(1)}/get/responses/200`)
        .sort(),
    );
    expect(told.find((finding) => finding.pointer?.includes("optional"))?.message).toBe(
      "the MSW handlers' default data at /blob: the schema asks for more than mock data holds (1000 characters, 100 items, 100 properties, 10000 values in one answer), so no value is made there",
    );
  });
});
