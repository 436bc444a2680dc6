/**
 * The description's servers against a live server: a client pointed at `serverUrl(0, { port })`, and the
 * one-line error of a call without an absolute base URL, which names the setting and the first server
 * (`isUnresolvedUrl` tells that failure apart). Planned in plan/servers.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUnresolvedUrl } from "../../src/runtime/request-parameters.js";
import { importGenerated, pointClientAt } from "../support/generated-module.js";
import { type RecordingServer, startRecordingServer } from "../support/http-server.js";

const FIXTURE = "fixtures/clients/servers.yaml";

interface ServersModule {
  servers: readonly { url: string }[];
  serverUrl(index: number, variables?: Record<string, string>): string;
  clientDefaults?: { baseUrl: string };
  http?: { defaults: { baseURL?: string } };
  defaultClient: { getGreeting(name: string): Promise<unknown> };
}

/** Where each template's base URL is set, and how its error names that setting. */
const TEMPLATES = [
  { template: "fetch", setting: "clientDefaults.baseUrl" },
  { template: "ky", setting: "clientDefaults.baseUrl" },
  { template: "axios", setting: "http.defaults.baseURL" },
  { template: "xior", setting: "http.defaults.baseURL" },
] as const;

describe.each(TEMPLATES)("$template against a live server", ({ template, setting }) => {
  let server: RecordingServer;
  let module: ServersModule;
  beforeAll(async () => {
    server = await startRecordingServer(() => ({ body: { text: "hello" } }));
    ({ module } = await importGenerated<ServersModule>(FIXTURE, { template, responseShape: "body" }));
  });
  afterAll(() => server.close());

  it("sends to the first server with its port filled in and the default version", async () => {
    const port = new URL(server.url).port;
    pointClientAt(module, module.serverUrl(0, { port }));
    await expect(module.defaultClient.getGreeting("ann")).resolves.toEqual({ text: "hello" });
    expect(server.requests.at(-1)?.url).toBe("/v1/greetings/ann");
  });

  it("rejects in Node without a base URL, naming the setting and the first server in one line", async () => {
    pointClientAt(module, "");
    await expect(module.defaultClient.getGreeting("ann")).rejects.toThrow(
      new TypeError(
        `Cannot send GET /greetings/{name}: ${setting} is '' and the URL '/greetings/ann' is not absolute; set ${setting}, for example to serverUrl(0) ('http://127.0.0.1:8080/v1')`,
      ),
    );
  });

  it("rejects a relative server URL in Node the same way", async () => {
    pointClientAt(module, module.servers[2]?.url ?? "");
    await expect(module.defaultClient.getGreeting("ann")).rejects.toThrow(
      `${setting} is '/api/v1' and the URL '/api/v1/greetings/ann' is not absolute`,
    );
  });
});

describe("a description without servers", () => {
  it("rejects without a base URL, asking for the API's absolute URL", async () => {
    const { module } = await importGenerated<{ filesClient: { usesDefault(): Promise<unknown> } }>(
      "fixtures/clients/security.yaml",
      { template: "fetch" },
    );
    await expect(module.filesClient.usesDefault()).rejects.toThrow(
      new TypeError(
        "Cannot send GET /default: clientDefaults.baseUrl is '' and the URL '/default' is not absolute; set clientDefaults.baseUrl to the API's absolute URL",
      ),
    );
  });
});

describe("isUnresolvedUrl", () => {
  it("is a TypeError for a relative URL where no page resolves it; with a page the error stays the library's", () => {
    const failure = new TypeError("Failed to parse URL from /pets");
    expect(isUnresolvedUrl(failure, "/pets")).toBe(true);
    expect(isUnresolvedUrl(failure, "https://api.example.com/pets")).toBe(false);
    expect(isUnresolvedUrl(new Error("other"), "/pets")).toBe(false);
    const global = globalThis as { location?: unknown };
    global.location = { href: "https://app.example.com/" };
    try {
      expect(isUnresolvedUrl(failure, "/pets")).toBe(false);
    } finally {
      delete global.location;
    }
  });
});
