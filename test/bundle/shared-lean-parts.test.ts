/**
 * What the generated module says once for many operations (a failure reviver they have alike, a list of
 * security requirements they send alike, the writers of the parameter styles they state alike) works as the
 * inline form did: compiled with the real libraries,
 * and run against a live server on 127.0.0.1.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCompiles } from "../support/compile.js";
import { importGenerated } from "../support/generated-module.js";
import { type RecordingServer, startRecordingServer } from "../support/http-server.js";
import { withTempDir } from "../support/temp-dir.js";

const problem = { $ref: "#/components/schemas/Problem" };
const failing = (operationId: string) => ({
  get: {
    operationId,
    tags: ["things"],
    security: [{ apiKey: [] }, { bearer: [] }],
    parameters: [
      {
        name: "ids",
        in: "query",
        style: "pipeDelimited",
        schema: { type: "array", items: { type: "string" } },
      },
    ],
    responses: {
      "200": { description: "ok", content: { "application/json": { schema: { type: "string" } } } },
      "4XX": { description: "refused", content: { "application/json": { schema: problem } } },
      "5XX": { description: "failed", content: { "application/json": { schema: problem } } },
    },
  },
});
const DESCRIPTION = {
  openapi: "3.1.0",
  info: { title: "shared parts", version: "1" },
  paths: { "/a": failing("getA"), "/b": failing("getB") },
  components: {
    schemas: {
      Problem: {
        type: "object",
        properties: { message: { type: "string" }, at: { type: "string", format: "date-time" } },
      },
    },
    securitySchemes: {
      apiKey: { type: "apiKey", in: "header", name: "X-Key" },
      bearer: { type: "http", scheme: "bearer" },
    },
  },
};

// biome-ignore lint/suspicious/noExplicitAny: the generated module is compiled below; here it runs.
type Loose = any;

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer((request) =>
    request.path === "/a"
      ? { status: 404, body: { message: "none", at: "2026-01-02T03:04:05Z" } }
      : { status: 500, body: { message: "broken", at: "2026-02-03T04:05:06Z" } },
  );
});
afterAll(() => server.close());

describe("parts several operations share", () => {
  it("are declared once, compile, and revive each operation's failures and send its credentials", async () => {
    await withTempDir(async (dir) => {
      const src = path.join(dir, "shared.json");
      await writeFile(src, JSON.stringify(DESCRIPTION));
      const { module, code } = await importGenerated<Loose>(src, { template: "fetch" });
      expect(code.match(/^function reviveFailures\(/gm)).toHaveLength(1);
      expect(code.match(/reviveError: reviveFailures\b/g)).toHaveLength(2);
      expect(code.match(/^const securityRequirements = \[\['apiKey'\], \['bearer'\]\];$/gm)).toHaveLength(1);
      expect(code.match(/security: securityRequirements\b/g)).toHaveLength(2);
      expect(code.match(/^const parameterStyles = \/\* @__PURE__ \*\/ styledParameters\(/gm)).toHaveLength(1);
      expect(code.match(/styles: parameterStyles\b/g)).toHaveLength(2);
      expectCompiles({ "shared/client.ts": code });

      module.clientDefaults.baseUrl = server.url;
      module.clientCredentials.bearer = "token-1";
      const refused = await module.getA(["x", "y"]).catch((error: unknown) => error);
      expect(module.isApiError(refused, module.getA)).toBe(true);
      expect(refused.status).toBe(404);
      expect(refused.body.at).toEqual(new Date("2026-01-02T03:04:05Z"));
      const failed = await module.thingsClient.getB(["z"]).catch((error: unknown) => error);
      expect(failed.status).toBe(500);
      expect(failed.body.at).toEqual(new Date("2026-02-03T04:05:06Z"));
      // Both send their pipe-delimited query through the one set of style writers.
      expect(server.requests.map((request) => request.url)).toEqual(["/a?ids=x|y", "/b?ids=z"]);
      expect(server.requests.map((request) => request.headers.authorization)).toEqual([
        "Bearer token-1",
        "Bearer token-1",
      ]);
    });
  });
});

describe("a module whose operations are exported one by one", () => {
  it("still imports as a module when an operation is named `then`", async () => {
    await withTempDir(async (dir) => {
      const src = path.join(dir, "then.json");
      const description = {
        openapi: "3.1.0",
        info: { title: "then", version: "1" },
        paths: { "/later": { get: { operationId: "then", responses: { "200": { description: "ok" } } } } },
      };
      await writeFile(src, JSON.stringify(description));
      // A `then` export would make `import()` call the operation and never resolve to the module.
      const { module, code } = await importGenerated<Loose>(src, { template: "fetch" });
      expect(code).not.toMatch(/^export (async )?function then\b/m);
      expect(typeof module.defaultClient.then).toBe("function");
      expect(module.then).toBeUndefined();
    });
  });
});
