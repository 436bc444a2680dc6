/**
 * Servers of paths and operations against two live servers on two ports: the client is pointed at the first,
 * an operation whose description names the second goes there, a relative server resolves against the client's
 * base URL, and a base URL given for one call wins over both, on every template that runs in Node (fetch,
 * ky, axios, xior; ng2 and ng1 in their runtime tests). Planned in plan/operation-servers.test.ts.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GenerateOptions } from "../../src/index.js";
import { importGenerated, pointClientAt } from "../support/generated-module.js";
import { type RecordingServer, startRecordingServer } from "../support/http-server.js";
import { withTempDir } from "../support/temp-dir.js";

/** Per-call options as each template takes a base URL for one call. */
type CallOptions = { baseUrl?: string } | { baseURL?: string };

interface OperationServersModule {
  clientDefaults?: { baseUrl: string };
  http?: { defaults: { baseURL?: string } };
  defaultClient: {
    createFile(body: { name: string }, options?: CallOptions): Promise<unknown>;
    getGreeting(name: string, options?: CallOptions): Promise<unknown>;
    getReport(options?: CallOptions): Promise<unknown>;
  };
}

/** Where each template takes the client's base URL and one call's. */
const TEMPLATES = [
  { template: "fetch", perCall: (url: string): CallOptions => ({ baseUrl: url }) },
  { template: "ky", perCall: (url: string): CallOptions => ({ baseUrl: url }) },
  { template: "axios", perCall: (url: string): CallOptions => ({ baseURL: url }) },
  { template: "xior", perCall: (url: string): CallOptions => ({ baseURL: url }) },
] as const;

/** Upload goes to `uploads` (its operation's own server); greetings to the client's; reports to `/v2` of it. */
function operationServersDescription(uploads: string): object {
  const json = (schema: object) => ({ content: { "application/json": { schema } } });
  const answer = { "200": { description: "ok", ...json({ type: "object" }) } };
  return {
    openapi: "3.1.0",
    info: { title: "Operation servers", version: "1" },
    servers: [{ url: "https://api.example.com" }],
    paths: {
      "/files": {
        servers: [{ url: "https://never.example.com" }],
        post: {
          operationId: "createFile",
          servers: [{ url: `${uploads}/{prefix}`, variables: { prefix: { default: "up" } } }],
          requestBody: {
            required: true,
            ...json({ type: "object", properties: { name: { type: "string" } } }),
          },
          responses: answer,
        },
      },
      "/greetings/{name}": {
        get: {
          operationId: "getGreeting",
          parameters: [{ name: "name", in: "path", required: true, schema: { type: "string" } }],
          responses: answer,
        },
      },
      "/report": { get: { operationId: "getReport", servers: [{ url: "/v2" }], responses: answer } },
    },
  };
}

async function importFor<T = OperationServersModule>(
  template: NonNullable<GenerateOptions["template"]>,
  uploads: string,
): Promise<T> {
  return withTempDir(async (folder) => {
    const src = path.join(folder, "openapi.json");
    writeFileSync(src, JSON.stringify(operationServersDescription(uploads)));
    return (await importGenerated<T>(src, { template, responseShape: "body" })).module;
  });
}

describe.each(TEMPLATES)("$template: two servers", ({ template, perCall }) => {
  let main: RecordingServer;
  let uploads: RecordingServer;
  let module: OperationServersModule;
  beforeAll(async () => {
    main = await startRecordingServer(() => ({ body: { from: "main" } }));
    uploads = await startRecordingServer(() => ({ body: { from: "uploads" } }));
    module = await importFor(template, uploads.url);
    pointClientAt(module, main.url);
  });
  afterAll(async () => {
    await main.close();
    await uploads.close();
  });

  /** The last request each server received, as `METHOD url body`. */
  const last = (server: RecordingServer) => {
    const request = server.requests.at(-1);
    return request && `${request.method} ${request.url} ${request.body.toString()}`;
  };

  it("sends an operation with its own server there, its variable's default filled in, not to the client's", async () => {
    const before = main.requests.length;
    await expect(module.defaultClient.createFile({ name: "a.txt" })).resolves.toEqual({ from: "uploads" });
    expect(last(uploads)).toBe('POST /up/files {"name":"a.txt"}');
    expect(main.requests.length).toBe(before);
  });

  it("sends an operation without servers of its own to the client's base URL", async () => {
    await expect(module.defaultClient.getGreeting("ann")).resolves.toEqual({ from: "main" });
    expect(last(main)).toBe("GET /greetings/ann ");
  });

  it("resolves a relative server of an operation against the client's base URL", async () => {
    await expect(module.defaultClient.getReport()).resolves.toEqual({ from: "main" });
    expect(last(main)).toBe("GET /v2/report ");
  });

  it("sends one call to the base URL given for it, over the client's and over the operation's server", async () => {
    await expect(module.defaultClient.getGreeting("bo", perCall(uploads.url))).resolves.toEqual({
      from: "uploads",
    });
    expect(last(uploads)).toBe("GET /greetings/bo ");
    await expect(module.defaultClient.createFile({ name: "b.txt" }, perCall(main.url))).resolves.toEqual({
      from: "main",
    });
    expect(last(main)).toBe('POST /files {"name":"b.txt"}');
    // The next call without it goes where it went before.
    await module.defaultClient.getGreeting("cy");
    expect(last(main)).toBe("GET /greetings/cy ");
  });
});

describe("tsq over fetch: the hooks' request options carry one call's base URL", () => {
  it("sends the query of an operation with its own server there, and one query where its `request` says", async () => {
    const main = await startRecordingServer(() => ({ body: { from: "main" } }));
    const uploads = await startRecordingServer(() => ({ body: { from: "uploads" } }));
    try {
      // biome-ignore lint/suspicious/noExplicitAny: generated modules are checked by the compile tests; here they run.
      type Factory = (...args: any[]) => any;
      const module = await importFor<
        OperationServersModule & { getGreetingQueryOptions: Factory; getReportQueryOptions: Factory }
      >(["tsq", "fetch"], uploads.url);
      if (module.clientDefaults) module.clientDefaults.baseUrl = main.url;
      const queries = new QueryClient();
      const greeting = module.getGreetingQueryOptions("ann", { request: { baseUrl: uploads.url } });
      await expect(queries.fetchQuery(greeting)).resolves.toEqual({ from: "uploads" });
      expect(uploads.requests.at(-1)?.url).toBe("/greetings/ann");
      await expect(queries.fetchQuery(module.getReportQueryOptions())).resolves.toEqual({ from: "main" });
      expect(main.requests.at(-1)?.url).toBe("/v2/report");
    } finally {
      await main.close();
      await uploads.close();
    }
  });
});
