/**
 * The decisions plan makes for each operation (src/plan/plan-operations.ts and its helpers), on small
 * descriptions: how each parameter is reached and written on the wire, whether a grouped query goes as it is,
 * whether a body states its Content-Type, and which shared runtime a client splices (plan-runtime.ts).
 */
import { describe, expect, it } from "vitest";
import { describeApi, type Json, operation, planOf } from "../support/plan-of.js";

const ok = { "200": { description: "ok" } };
const string = { type: "string" };
const stringArray = { type: "array", items: string };

/** One `GET /items/{id}` operation with these parameters (besides `id`) and `extra` fields. */
function getItems(parameters: Json[], extra: Json = {}): Json {
  return describeApi({
    "/items/{id}": {
      get: {
        operationId: "getItems",
        parameters: [{ name: "id", in: "path", required: true, schema: string }, ...parameters],
        responses: ok,
        ...extra,
      },
    },
  });
}

describe("how each parameter goes on the wire", () => {
  it("plans a style code where a parameter states its serialization, and none where it says the default", async () => {
    const plan = await planOf(
      getItems([
        { name: "tags", in: "query", schema: stringArray, style: "pipeDelimited", explode: false },
        { name: "filter", in: "query", schema: { type: "object" }, style: "deepObject", explode: true },
        { name: "plain", in: "query", schema: stringArray },
        { name: "scalar", in: "query", schema: string, style: "form", explode: true },
        { name: "raw", in: "query", schema: string, allowReserved: true },
        { name: "X-List", in: "header", schema: stringArray, style: "simple", explode: true },
      ]),
    );
    const codes = Object.fromEntries(
      [...operation(plan, "getItems").query, ...operation(plan, "getItems").headers].map((access) => [
        access.wireName,
        access.styleCode,
      ]),
    );
    expect(codes).toEqual({
      tags: "pipeDelimited",
      filter: "deepObject*",
      plain: undefined,
      // A scalar is written the same in every query style: no entry.
      scalar: undefined,
      raw: "+",
      "X-List": "simple*",
    });
    expect(plan.runtime.helpers).toContain("parameter-styles");
  });

  it("sends a parameter described by JSON content as JSON text, in any location", async () => {
    const json = { "application/json": { schema: { type: "object" } } };
    const plan = await planOf(
      getItems([
        { name: "where", in: "query", content: json },
        { name: "X-Filter", in: "header", content: json },
        { name: "note", in: "query", content: { "text/plain": { schema: string } } },
      ]),
    );
    const planned = operation(plan, "getItems");
    expect(
      [...planned.query, ...planned.headers].map((access) => [access.wireName, access.jsonText]),
    ).toEqual([
      ["where", true],
      ["note", undefined],
      ["X-Filter", true],
    ]);
    expect(plan.runtime.helpers).not.toContain("parameter-styles");
  });
});

describe("a path key with a fragment", () => {
  it("is requested without the fragment, and names a method without operationId by it", async () => {
    const get = (operationId?: string) => ({
      get: { ...(operationId ? { operationId } : {}), responses: ok },
    });
    const plan = await planOf(
      describeApi({
        "/shared#folders": get("sharedFolders"),
        "/shared/{id}#files": get(),
        "/shared/{id}#links": get(),
        "/plain": get("plain"),
      }),
    );
    const planned = plan.groups.flatMap((group) => group.operations);
    expect(planned.map((each) => [each.methodName, each.requestPath])).toEqual([
      ["sharedFolders", "/shared"],
      ["getSharedByIdFiles", "/shared/{id}"],
      ["getSharedByIdLinks", "/shared/{id}"],
      ["plain", "/plain"],
    ]);
  });
});

describe("a grouped query", () => {
  const query = (name: string, schema: Json = string) => ({ name, in: "query", schema });
  const grouped = { queryParamsSerialization: { queryParamsAsObject: true } };

  it("goes as it is when no value needs converting", async () => {
    const planned = operation(await planOf(getItems([query("a"), query("b")]), grouped), "getItems");
    expect(planned.query.map((access) => access.property)).toEqual(["a", "b"]);
    expect(planned.groupedQueryAsIs).toBe(true);
  });

  it("is rebuilt when a value is a calendar day or JSON text", async () => {
    const day = query("day", { type: "string", format: "date" });
    const json = {
      name: "where",
      in: "query",
      content: { "application/json": { schema: { type: "object" } } },
    };
    expect(operation(await planOf(getItems([query("a"), day]), grouped), "getItems").groupedQueryAsIs).toBe(
      false,
    );
    expect(operation(await planOf(getItems([query("a"), json]), grouped), "getItems").groupedQueryAsIs).toBe(
      false,
    );
  });

  it("is not a thing without grouping", async () => {
    const planned = operation(await planOf(getItems([query("a")])), "getItems");
    expect(planned.query.map((access) => access.property)).toEqual([undefined]);
    expect(planned.groupedQueryAsIs).toBe(false);
  });
});

describe("object arguments (argumentStyle object)", () => {
  const objects = { argumentStyle: "object" } as const;
  const parameter = (name: string, location: string, extra: Json = {}) => ({
    name,
    in: location,
    schema: string,
    ...extra,
  });

  it("holds every parameter under the description's name and the body under body, in one argument", async () => {
    const document = describeApi({
      "/items/{id}": {
        post: {
          operationId: "updateItem",
          parameters: [
            parameter("id", "path", { required: true }),
            parameter("per_page", "query"),
            parameter("X-Request-Id", "header"),
            parameter("X-Trace", "header", { "x-name": "trace" }),
          ],
          requestBody: { content: { "application/json": { schema: { type: "object" } } } },
          responses: ok,
        },
      },
    });
    const planned = operation(await planOf(document, objects), "updateItem");
    expect(planned.arguments).toHaveLength(1);
    const [object] = planned.arguments;
    if (object?.kind !== "object") throw new Error(`expected the object argument, got ${object?.kind}`);
    expect([object.name, object.typeName, object.required]).toEqual(["params", "UpdateItemParams", true]);
    expect(object.properties.map((property) => property.name)).toEqual([
      "id",
      "per_page",
      "X-Request-Id",
      "trace",
    ]);
    expect([object.body?.name, object.body?.typeName, object.body?.heldBy]).toEqual([
      "body",
      "UpdateItemBody",
      { argumentName: "params", optional: false },
    ]);
    expect(planned.options.name).toBe("options");
    const reads = [...planned.path, ...planned.query, ...planned.headers].map((access) => [
      access.argumentName,
      access.property,
      access.argumentOptional,
    ]);
    expect(reads).toEqual([
      ["params", "id", false],
      ["params", "per_page", false],
      ["params", "X-Request-Id", false],
      ["params", "trace", false],
    ]);
  });

  it("gives a name taken by the body or an earlier location its location after it", async () => {
    const document = describeApi({
      "/items/{id}": {
        put: {
          operationId: "putItem",
          // Listed header first: the keys do not follow the order of the listing, but of the locations.
          parameters: [
            parameter("id", "header"),
            parameter("id", "cookie"),
            parameter("id", "query"),
            parameter("id_query", "header"),
            parameter("body", "query"),
            parameter("__proto__", "query"),
            parameter("params", "query"),
            parameter("options", "query"),
            parameter("id", "path", { required: true }),
          ],
          requestBody: { content: { "text/plain": { schema: string } } },
          responses: ok,
        },
      },
    });
    const planned = operation(await planOf(document, objects), "putItem");
    const keys = [...planned.path, ...planned.query, ...planned.headers, ...planned.cookies].map((access) => [
      `${access.parameter.in} ${access.wireName}`,
      access.property,
    ]);
    expect(Object.fromEntries(keys)).toEqual({
      "path id": "id",
      "query id": "id_query",
      "query body": "body_query",
      "query __proto__": "__proto___query",
      "query params": "params",
      "query options": "options",
      "header id": "id_header",
      "header id_query": "id_query_header",
      "cookie id": "id_cookie",
    });
    expect([planned.arguments.map((argument) => argument.name), planned.options.name]).toEqual([
      ["params"],
      "options",
    ]);
  });

  it("makes the object optional when nothing in it is required, and takes none when there is nothing", async () => {
    const document = describeApi({
      "/items": {
        get: { operationId: "listItems", parameters: [parameter("page", "query")], responses: ok },
        delete: { operationId: "clearItems", responses: ok },
      },
    });
    const plan = await planOf(document, {
      ...objects,
      // Has no effect with object arguments (warned by the options' rules).
      queryParamsSerialization: { queryParamsAsObject: true },
    });
    const list = operation(plan, "listItems");
    expect(list.arguments.map((argument) => [argument.kind, argument.required])).toEqual([["object", false]]);
    expect(list.query.map((access) => access.argumentOptional)).toEqual([true]);
    expect(list.groupedQueryAsIs).toBe(false);
    expect(operation(plan, "clearItems").arguments).toEqual([]);
  });
});

describe("a request body", () => {
  async function bodyOf(mediaType: string, schema: Json = { type: "object" }) {
    const document = describeApi({
      "/items": {
        post: {
          operationId: "send",
          requestBody: { required: true, content: { [mediaType]: { schema } } },
          responses: ok,
        },
      },
    });
    return operation(await planOf(document), "send").body;
  }

  it("states its Content-Type where it is not the runtime's for the encoding, and never for forms", async () => {
    const json = await bodyOf("application/json");
    expect(json?.encoding).toBe("json");
    expect(json).not.toHaveProperty("contentType");
    expect(await bodyOf("application/merge-patch+json")).toMatchObject({
      encoding: "json",
      contentType: "application/merge-patch+json",
    });
    expect(await bodyOf("text/csv", string)).toMatchObject({ encoding: "text", contentType: "text/csv" });
    expect(await bodyOf("text/plain", string)).not.toHaveProperty("contentType");
    const binary = await bodyOf("application/octet-stream", { type: "string", format: "binary" });
    expect(binary?.encoding).toBe("binary");
    expect(binary).not.toHaveProperty("contentType");
    expect(await bodyOf("image/png", { type: "string", format: "binary" })).toMatchObject({
      encoding: "binary",
      contentType: "image/png",
    });
    const multipart = await bodyOf("multipart/form-data");
    expect(multipart?.encoding).toBe("multipart");
    expect(multipart).not.toHaveProperty("contentType");
    const form = await bodyOf("application/x-www-form-urlencoded");
    expect(form?.encoding).toBe("urlencoded");
    expect(form).not.toHaveProperty("contentType");
  });
});

describe("the shared runtime a client splices", () => {
  it("is the errors, parameters and retries runtime alone for a plain description", async () => {
    const plan = await planOf(getItems([]));
    expect(plan.runtime.helpers).toEqual(["errors", "request-parameters", "retries"]);
    expect(plan.runtime.streaming).toEqual([]);
  });

  it("adds dates, security and the stream readers of the template where the description needs them", async () => {
    const document = describeApi({
      "/events": {
        get: {
          operationId: "events",
          security: [{ token: [] }],
          responses: {
            "200": {
              description: "ok",
              content: { "text/event-stream": { schema: { type: "object" } } },
            },
          },
        },
      },
      "/at": {
        get: {
          operationId: "at",
          responses: {
            "200": {
              description: "ok",
              content: { "application/json": { schema: { type: "string", format: "date-time" } } },
            },
          },
        },
      },
    });
    document.components = { securitySchemes: { token: { type: "http", scheme: "bearer" } } };
    const fetchPlan = await planOf(document);
    expect(fetchPlan.runtime.helpers).toEqual([
      "errors",
      "request-parameters",
      "retries",
      "dates",
      "security",
    ]);
    expect(fetchPlan.runtime.streaming).toEqual(["stream-parts", "fetch-stream"]);
    // A template that cannot stream splices no stream reader.
    expect((await planOf(document, { template: "ng2" })).runtime.streaming).toEqual([]);
    // The names of every runtime file the description may need are reserved, whatever is spliced.
    expect(fetchPlan.runtime.declaredNames).toEqual(
      expect.arrayContaining(["applyCredentials", "streamedItems"]),
    );
  });
});

describe("the name each operation is exported under on its own", () => {
  it("is the method's name; where another group's function or a top-level name has it, the group's name first", async () => {
    const listIn = (tag: string, operationId: string) => ({
      get: { tags: [tag], operationId, responses: ok },
    });
    const plan = await planOf(
      describeApi({
        "/pets": listIn("pet", "list"),
        "/stores": listIn("store", "list"),
        "/stores/special": listIn("store", "petClient"),
        "/orders": listIn("order", "placeOrder"),
      }),
    );
    const names = plan.groups.flatMap((group) =>
      group.operations.map(
        (planned) => `${group.clientName}.${planned.methodName} → ${planned.functionName}`,
      ),
    );
    expect(names).toEqual([
      "petClient.list → list",
      "storeClient.list → storeList",
      "storeClient.petClient → storePetClient",
      "orderClient.placeOrder → placeOrder",
    ]);
  });

  it("never takes the name of a global the module's code reads", async () => {
    const plan = await planOf(
      describeApi({
        "/a": { get: { tags: ["web"], operationId: "fetch", responses: ok } },
        "/b": { get: { tags: ["web"], operationId: "encodeURIComponent", responses: ok } },
        "/c": { get: { tags: ["web"], operationId: "btoa", responses: ok } },
        "/d": { get: { tags: ["web"], operationId: "fetchAll", responses: ok } },
      }),
    );
    expect(operation(plan, "fetch").functionName).toBe("webFetch");
    expect(operation(plan, "encodeURIComponent").functionName).toBe("webEncodeURIComponent");
    expect(operation(plan, "btoa").functionName).toBe("webBtoa");
    expect(operation(plan, "fetchAll").functionName).toBe("fetchAll");
  });

  it("is never `then`, which would make the module namespace a thenable", async () => {
    const plan = await planOf(
      describeApi({ "/a": { get: { tags: ["promise"], operationId: "then", responses: ok } } }),
    );
    expect(operation(plan, "then").methodName).toBe("then");
    expect(operation(plan, "then").functionName).toBe("promiseThen");
  });
});
