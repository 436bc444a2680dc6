/**
 * What makes descriptors and converters shorter in a bundle, sent to a live server: path parameter values
 * listed in the order of the path's placeholders (names read from the path), the named form where the
 * placeholders are not exactly the path parameters, one converter for schemas whose dates are alike, and
 * a schema that is one date converted by the runtime's helper itself.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCompiles } from "../support/compile.js";
import { DATE_TIME, type Json, ref } from "../support/date-descriptions.js";
import { importGenerated } from "../support/generated-module.js";
import { type RecordingServer, startRecordingServer } from "../support/http-server.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

const AT = "2026-02-03T04:05:06Z";
const AT_DATE = new Date(Date.UTC(2026, 1, 3, 4, 5, 6));

const pathParameter = (name: string) => ({ name, in: "path", required: true, schema: { type: "string" } });
const answering = (schema: Json) => ({
  "200": { description: "ok", content: { "application/json": { schema } } },
});

const description = {
  openapi: "3.1.0",
  info: { title: "lean", version: "1" },
  paths: {
    // Declared in another order than the path names them.
    "/repos/{owner}/{repo}/items/{id}": {
      get: {
        operationId: "getItem",
        parameters: ["id", "repo", "owner"].map(pathParameter),
        responses: answering(ref("Twin")),
      },
    },
    "/copies/{id}/of/{id}": {
      get: { operationId: "getCopy", parameters: [pathParameter("id")], responses: answering(ref("Stamp")) },
    },
    // A placeholder only a query parameter is named after: it stays as written, so the values are named.
    "/loose/{thing}/{undeclared}": {
      get: {
        operationId: "getLoose",
        parameters: [pathParameter("thing"), { name: "undeclared", in: "query", schema: { type: "string" } }],
        responses: answering(ref("Holder")),
      },
    },
  },
  components: {
    schemas: {
      Original: { type: "object", properties: { at: DATE_TIME, name: { type: "string" } } },
      Twin: { type: "object", properties: { at: DATE_TIME, label: { type: "string" } } },
      Holder: {
        type: "object",
        properties: {
          first: ref("Original"),
          second: ref("Twin"),
          when: ref("Stamp"),
          early: ref("Early"),
          late: ref("Late"),
        },
      },
      // The same dates in another order.
      Early: { type: "object", properties: { at: DATE_TIME, until: DATE_TIME } },
      Late: { type: "object", properties: { until: DATE_TIME, at: DATE_TIME } },
      Stamp: DATE_TIME,
    },
  },
};

interface Client {
  clientDefaults: { baseUrl: string };
  getItem(id: string, repo: string, owner: string): Promise<{ at: unknown }>;
  getCopy(id: string): Promise<unknown>;
  getLoose(thing: string): Promise<{
    first: { at: unknown };
    second: { at: unknown };
    when: unknown;
    early: { at: unknown; until: unknown };
    late: { at: unknown; until: unknown };
  }>;
}

const both = { at: AT, until: AT };

let folder: TempDir;
let server: RecordingServer;
let client: Client;
let code: string;
beforeAll(async () => {
  folder = await makeTempDir("typewright-lean-descriptors-");
  const file = path.join(folder.path, "lean.json");
  await writeFile(file, JSON.stringify(description));
  server = await startRecordingServer((request) => ({
    body: request.path.startsWith("/loose/")
      ? { first: { at: AT }, second: { at: AT }, when: AT, early: both, late: both }
      : request.path.startsWith("/copies/")
        ? JSON.stringify(AT)
        : { at: AT },
    headers: { "content-type": "application/json" },
  }));
  const generated = await importGenerated<Client>(file, { template: "fetch" });
  client = generated.module;
  code = generated.code;
  client.clientDefaults.baseUrl = server.url;
});
afterAll(async () => {
  await server.close();
  await folder.cleanup();
});

describe("path parameters", () => {
  it("are listed in the order of the path's placeholders, whatever order they are declared in", async () => {
    expect(code).toContain("pathParams: [owner, repo, id]");
    const item = await client.getItem("3 4", "r/s", "o");
    expect(server.requests.at(-1)?.path).toBe("/repos/o/r%2Fs/items/3%204");
    expect(item.at).toEqual(AT_DATE);
  });

  it("fill a placeholder the path holds twice from one value", async () => {
    expect(code).toContain("pathParams: [id]");
    await client.getCopy("7");
    expect(server.requests.at(-1)?.path).toBe("/copies/7/of/7");
  });

  it("are named where a placeholder is no path parameter's, which stays as written", async () => {
    expect(code).toContain("pathParams: { thing }");
    await client.getLoose("x");
    expect(server.requests.at(-1)?.path).toBe("/loose/x/%7Bundeclared%7D");
  });
});

describe("date converters", () => {
  it("schemas whose dates are alike share one converter, and each is revived", async () => {
    expect(code).toMatch(/function reviveOriginal\(/);
    expect(code).not.toMatch(/function reviveTwin\(/);
    expect(code).toContain("a decoded `Original` or `Twin` into `Date`s");
    const loose = await client.getLoose("x");
    expect(loose.first.at).toEqual(AT_DATE);
    expect(loose.second.at).toEqual(AT_DATE);
  });

  it("so do schemas whose dates are alike in another order", async () => {
    const declared = ["Early", "Late"].filter((name) => code.includes(`function revive${name}(`));
    expect(declared).toHaveLength(1);
    expect(code).toContain("a decoded `Early` or `Late` into `Date`s");
    const loose = await client.getLoose("x");
    for (const place of [loose.early, loose.late]) expect(place).toEqual({ at: AT_DATE, until: AT_DATE });
  });

  it("a schema that is one date is revived by the runtime's helper, without a converter of its own", async () => {
    expect(code).not.toMatch(/function reviveStamp\(/);
    expect(code).toContain("revive: reviveDateTime");
    expect(await client.getCopy("7")).toEqual(AT_DATE);
    expect((await client.getLoose("x")).when).toEqual(AT_DATE);
    expectCompiles({ "client.ts": code });
  });
});
