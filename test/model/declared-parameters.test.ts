/**
 * Parameters a description gets wrong in ways real ones do: a path placeholder no parameter declares (in
 * APIs.guru's directory, 10 operations of medium.com, icons8.com, staging-ecotaco.com and clicksend.com) and a
 * parameter listed twice in one list. The model repairs each
 * and says so; what the calls then send is checked against a live server by the wire-rule scenarios
 * (test/support/wire-rule-scenarios.ts).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSpec } from "../../src/load/load-spec.js";
import type { OperationModel } from "../../src/model/types.js";
import { modelWithWarnings } from "../support/plan-of.js";
import { withTempDir } from "../support/temp-dir.js";

async function modelOf(paths: object) {
  return withTempDir(async (folder) => {
    const file = path.join(folder, "openapi.json");
    writeFileSync(file, JSON.stringify({ openapi: "3.0.3", info: { title: "t", version: "1" }, paths }));
    return modelWithWarnings(await loadSpec(file));
  });
}

const ok = { "204": { description: "ok" } };
/** Required string path parameters, as a description declares them. */
const stringPathParameters = (...names: string[]) =>
  names.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } }));
const argumentsOf = (operation: OperationModel | undefined) =>
  operation?.parameters.map((parameter) => `${parameter.in}:${parameter.name}:${parameter.required}`);

describe("a path placeholder no parameter declares", () => {
  it("becomes a required string path parameter, in the path's order, with a warning", async () => {
    const model = await modelOf({
      "/c/{companyId}/x/{connectionId}/y/{accountId}": {
        parameters: [{ name: "connectionId", in: "path", required: true, schema: { type: "integer" } }],
        get: { parameters: [{ name: "q", in: "query", schema: { type: "string" } }], responses: ok },
        put: { responses: ok },
      },
    });
    const [get, put] = model.operations;
    expect(argumentsOf(get)).toEqual([
      "path:companyId:true",
      "path:connectionId:true",
      "path:accountId:true",
      "query:q:false",
    ]);
    expect(get?.parameters[0]?.schema).toEqual({ kind: "primitive", type: "string" });
    expect(argumentsOf(put)).toEqual([
      "path:companyId:true",
      "path:connectionId:true",
      "path:accountId:true",
    ]);
    expect(model.warnings).toEqual([
      "#/paths/~1c~1{companyId}~1x~1{connectionId}~1y~1{accountId}/get: the path's {companyId} has no path " +
        "parameter (OpenAPI requires one); it is a required string argument (also at 1 other place)",
      "#/paths/~1c~1{companyId}~1x~1{connectionId}~1y~1{accountId}/get: the path's {accountId} has no path " +
        "parameter (OpenAPI requires one); it is a required string argument (also at 1 other place)",
    ]);
  });

  it("stays as written where a parameter elsewhere has its name (`/search?query={query}`), with a warning", async () => {
    const model = await modelOf({
      "/search?query={query}": {
        get: { parameters: [{ name: "query", in: "query", schema: { type: "string" } }], responses: ok },
      },
    });
    expect(argumentsOf(model.operations[0])).toEqual(["query:query:false"]);
    expect(model.warnings).toEqual([
      '#/paths/~1search?query={query}: the path key holds a query ("?query={query}"), which OpenAPI\'s paths do not ' +
        '(query parameters belong in "parameters" with "in: query"); it is sent as written, as the start of the ' +
        "request's query",
      "#/paths/~1search?query={query}/get: the path's {query} has no path parameter (OpenAPI requires one), " +
        "only a query parameter of that name; it is sent as written",
    ]);
  });

  it("is none where a path parameter of that name is declared, at the path or the operation", async () => {
    const model = await modelOf({
      "/a/{id}/{part}": {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        get: {
          parameters: [{ name: "part", in: "path", required: true, schema: { type: "string" } }],
          responses: ok,
        },
      },
    });
    expect(argumentsOf(model.operations[0])).toEqual(["path:id:true", "path:part:true"]);
    expect(model.warnings).toBeUndefined();
  });
});

describe("a path parameter the path has no placeholder for", () => {
  it("stays an argument, with a warning that it is not sent", async () => {
    const model = await modelOf({
      "/a/{id}": {
        get: {
          parameters: stringPathParameters("id", "idd"),
          responses: ok,
        },
      },
    });
    expect(argumentsOf(model.operations[0])).toEqual(["path:id:true", "path:idd:true"]);
    expect(model.warnings).toEqual([
      '#/paths/~1a~1{id}/get/parameters/1: path parameter "idd" has no {idd} in the path /a/{id}; its argument ' +
        "is not sent",
    ]);
  });
});

describe("a placeholder in the fragment of a path key (`/items#{kind}`)", () => {
  it("is not one a call fills in: no parameter is added, and a declared one is not sent", async () => {
    const model = await modelOf({
      "/items#{kind}": { get: { responses: ok } },
      "/things/{id}#{kind}": {
        get: {
          parameters: stringPathParameters("id", "kind"),
          responses: ok,
        },
      },
    });
    const [items, things] = model.operations;
    expect(argumentsOf(items)).toEqual([]);
    expect(argumentsOf(things)).toEqual(["path:id:true", "path:kind:true"]);
    expect(model.warnings).toEqual([
      '#/paths/~1things~1{id}#{kind}/get/parameters/1: path parameter "kind" has no {kind} in the path ' +
        "/things/{id}; its argument is not sent",
    ]);
  });
});

describe("a parameter listed twice in one list", () => {
  it("is read once, the first, with a warning; an operation's own still replaces the path's", async () => {
    const model = await modelOf({
      "/b": {
        parameters: [{ name: "q", in: "query", schema: { type: "boolean" } }],
        get: {
          parameters: [
            { name: "q", in: "query", schema: { type: "string" } },
            { name: "q", in: "query", schema: { type: "integer" } },
            { name: "q", in: "header", schema: { type: "string" } },
          ],
          responses: ok,
        },
      },
    });
    const parameters = model.operations[0]?.parameters ?? [];
    expect(argumentsOf(model.operations[0])).toEqual(["query:q:false", "header:q:false"]);
    expect(parameters[0]?.schema).toMatchObject({ kind: "primitive", type: "string" });
    expect(model.warnings).toEqual([
      '#/paths/~1b/get/parameters/1: a second query parameter "q" in the same list (OpenAPI allows one); the ' +
        "first is used",
    ]);
  });
});

describe("a path key that holds a query", () => {
  it("is read as written, with one warning at the path key", async () => {
    const model = await modelOf({
      "/uploads?convert={convert}": {
        post: {
          parameters: [
            ...stringPathParameters("convert"),
            { name: "mode", in: "query", schema: { type: "string" } },
          ],
          responses: ok,
        },
        put: { parameters: stringPathParameters("convert"), responses: ok },
      },
      "/plain#fragment?not-a-query": { get: { responses: ok } },
    });
    expect(model.operations.map(argumentsOf)).toEqual([
      ["path:convert:true", "query:mode:false"],
      ["path:convert:true"],
      [],
    ]);
    expect(model.warnings).toEqual([
      '#/paths/~1uploads?convert={convert}: the path key holds a query ("?convert={convert}"), which OpenAPI\'s paths ' +
        'do not (query parameters belong in "parameters" with "in: query"); it is sent as written, as the start of ' +
        "the request's query",
    ]);
  });
});
