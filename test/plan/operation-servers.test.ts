/**
 * Servers of paths and operations: which list the model reads for an operation (its own over its path item's),
 * which server the plan sends it to instead of the client's base URL (docs/servers.md), and how the servers
 * only operations list join the exported `servers`. Against live servers: live/operation-servers-live.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { JsonObject } from "../../src/load/types.js";
import type { Plan } from "../../src/plan/plan-output.js";
import { describeApi, type Json, modelOf, planOf } from "../support/plan-of.js";

const ok = { "200": { description: "ok" } };

/** `{ operationId, responses }` with `servers` where given. */
function operation(operationId: string, servers?: Json[]): Json {
  return servers === undefined ? { operationId, responses: ok } : { operationId, servers, responses: ok };
}

function document(paths: Json, servers: Json[] = [{ url: "https://api.example.com" }]): JsonObject {
  return { ...describeApi(paths), servers } as JsonObject;
}

/** Each planned operation's `server`, by its method name (`undefined`: the client's base URL). */
function serversOf(plan: Plan): Record<string, string | undefined> {
  return Object.fromEntries(
    plan.groups.flatMap((group) => group.operations.map((planned) => [planned.methodName, planned.server])),
  );
}

describe("the servers the model reads for an operation", () => {
  it("are its own, else its path item's, else none (the document's apply)", () => {
    const model = modelOf(
      document({
        "/files": {
          servers: [{ url: "https://files.example.com" }],
          get: operation("listFiles"),
          post: operation("upload", [{ url: "https://uploads.example.com" }]),
        },
        "/pets": { get: operation("listPets") },
      }),
    );
    const read = Object.fromEntries(model.operations.map((op) => [op.operationId, op.servers]));
    expect(read).toEqual({
      listFiles: [{ url: "https://files.example.com", variables: [] }],
      upload: [{ url: "https://uploads.example.com", variables: [] }],
      listPets: undefined,
    });
    expect(model.warnings).toBeUndefined();
  });

  it("are the path item's where the operation lists an empty array", () => {
    const model = modelOf(
      document({ "/files": { servers: [{ url: "https://files.example.com" }], get: operation("list", []) } }),
    );
    expect(model.operations[0]?.servers).toEqual([{ url: "https://files.example.com", variables: [] }]);
  });
});

describe("the server the plan sends an operation to", () => {
  it("is the first of its own servers, over its path item's, variables filled with their defaults", async () => {
    const plan = await planOf(
      document({
        "/files": {
          servers: [{ url: "https://files.example.com/" }],
          get: operation("listFiles"),
          post: operation("upload", [
            {
              url: "https://{region}.uploads.example.com/{version}",
              variables: { region: { default: "eu" }, version: { default: "v2", enum: ["v1", "v2"] } },
            },
            { url: "https://uploads.example.com" },
          ]),
        },
        "/pets": { get: operation("listPets") },
      }),
    );
    expect(serversOf(plan)).toEqual({
      listFiles: "https://files.example.com/",
      upload: "https://eu.uploads.example.com/v2",
      listPets: undefined,
    });
  });

  it("keeps a relative server as written: the runtime resolves it against the client's base URL", async () => {
    const plan = await planOf(document({ "/report": { get: operation("report", [{ url: "/v2" }]) } }));
    expect(serversOf(plan)).toEqual({ report: "/v2" });
  });

  it("is none where the document lists that server too: the client's base URL is pointed at one of those", async () => {
    const plan = await planOf(
      document(
        {
          "/pets": { get: operation("listPets", [{ url: "https://sandbox.example.com" }]) },
          "/files": { get: operation("listFiles", [{ url: "https://files.example.com" }]) },
        },
        [{ url: "https://api.example.com" }, { url: "https://sandbox.example.com" }],
      ),
    );
    expect(serversOf(plan)).toEqual({ listPets: undefined, listFiles: "https://files.example.com" });
  });

  it("is none where every operation lists the same first server: it is the API's, written on each", async () => {
    const everywhere = [{ url: "https://cluster.local" }];
    const plan = await planOf(
      document({ "/a": { get: operation("a", everywhere) }, "/b": { get: operation("b", everywhere) } }, [
        { url: "//cluster.local" },
      ]),
    );
    expect(serversOf(plan)).toEqual({ a: undefined, b: undefined });
    // Still exported, for a per-call base URL.
    expect(plan.servers?.servers.map((server) => server.url)).toEqual([
      "//cluster.local",
      "https://cluster.local",
    ]);
  });

  it("is none, with a warning, where its URL keeps a variable without a default", async () => {
    const description = document({
      "/uploads": { post: operation("upload", [{ url: "{origin}/uploads", variables: { origin: {} } }]) },
    });
    expect(serversOf(await planOf(description))).toEqual({ upload: undefined });
    expect(modelOf(description).warnings).toEqual([
      "#/paths/~1uploads/post/servers: `servers` of an operation is not honoured where its first server's URL keeps a `{variable}` without a default (OpenAPI requires one): the call is sent to the client's base URL",
    ]);
  });
});

describe("the exported servers", () => {
  it("are the document's, then each server only paths and operations list, once, with the routes that list it", async () => {
    const files = { url: "https://files.example.com", description: "Files" };
    const plan = await planOf(
      document({
        "/files": { servers: [files], get: operation("listFiles"), post: operation("upload") },
        "/other": {
          get: operation("other", [
            { url: "https://{region}.example.com", variables: { region: { default: "eu" } } },
            files,
          ]),
        },
        "/pets": { get: operation("listPets", [{ url: "https://api.example.com" }]) },
      }),
    );
    expect(plan.servers).toEqual({
      servers: [
        { url: "https://api.example.com", variables: [] },
        { ...files, variables: [], routes: ["GET /files", "POST /files", "GET /other"] },
        {
          url: "https://{region}.example.com",
          variables: [{ name: "region", default: "eu" }],
          routes: ["GET /other"],
        },
      ],
      fillsVariables: true,
      example: { expression: "servers[0].url", url: "https://api.example.com" },
    });
  });

  it("are exported without an example where only operations list servers", async () => {
    const plan = await planOf(
      document({ "/files": { get: operation("list", [{ url: "https://files.example.com" }]) } }, []),
    );
    expect(plan.servers).toEqual({
      servers: [{ url: "https://files.example.com", variables: [], routes: ["GET /files"] }],
      fillsVariables: false,
    });
    expect(serversOf(plan)).toEqual({ list: "https://files.example.com" });
  });
});
