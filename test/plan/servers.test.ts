/**
 * The description's servers: what the plan decides (the list, whether `serverUrl` is needed, the example the
 * base URL's documentation and the error give, the names), what every template emits, and, against a live
 * server, a client pointed at `serverUrl(0, { port })` and the one-line error of a call without a base URL.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate, generateFiles } from "../../src/index.js";
import { isUnresolvedUrl } from "../../src/runtime/request-parameters.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath, importGenerated } from "../support/generated-module.js";
import { type RecordingServer, startRecordingServer } from "../support/http-server.js";
import { describeApi, type Json, planOf } from "../support/plan-of.js";

const FIXTURE = "fixtures/clients/servers.yaml";

function withServers(servers: Json[], paths: Json = {}, schemas: Json = {}): Json {
  return { ...describeApi(paths, schemas), servers };
}

/** `GET` returning the named component schema. */
const getOperation = (operationId: string, schema: string): Json => ({
  get: {
    operationId,
    responses: {
      "200": {
        description: "ok",
        content: { "application/json": { schema: { $ref: `#/components/schemas/${schema}` } } },
      },
    },
  },
});

describe("planning the servers", () => {
  it("keeps every server in document order and suggests the first, with its defaults filled in", async () => {
    const plan = await planOf(
      withServers([
        {
          url: "https://{region}.example.com:{port}",
          description: "Regional",
          variables: { region: { default: "eu", enum: ["eu", "us"] }, port: { default: 443 } },
        },
        { url: "/api" },
      ]),
    );
    expect(plan.servers).toEqual({
      servers: [
        {
          url: "https://{region}.example.com:{port}",
          description: "Regional",
          variables: [
            { name: "region", default: "eu", enum: ["eu", "us"] },
            { name: "port", default: "443" },
          ],
        },
        { url: "/api", variables: [] },
      ],
      fillsVariables: true,
      example: { expression: "serverUrl(0)", url: "https://eu.example.com:443" },
    });
    expect(plan.runtime.helpers).toContain("server-url");
  });

  it("suggests servers[0].url where the first server has no variables, and needs no serverUrl without any", async () => {
    const plan = await planOf(withServers([{ url: "https://api.example.com" }]));
    expect(plan.servers?.example).toEqual({ expression: "servers[0].url", url: "https://api.example.com" });
    expect(plan.servers?.fillsVariables).toBe(false);
    expect(plan.runtime.helpers).not.toContain("server-url");
  });

  it("plans nothing without servers, and nothing in schemas mode", async () => {
    expect((await planOf(describeApi({}))).servers).toBeUndefined();
    const schemasOnly = await planOf(withServers([{ url: "https://api.example.com" }]), {
      generationMode: "schemas",
    });
    expect(schemasOnly.servers).toBeUndefined();
  });

  it("reads Swagger 2.0's host, basePath and schemes as one server per scheme", async () => {
    const plan = await planOf({
      swagger: "2.0",
      info: { title: "t", version: "1" },
      host: "api.example.com",
      basePath: "/v2",
      schemes: ["https", "http"],
      paths: {},
    });
    expect(plan.servers?.servers.map((server) => server.url)).toEqual([
      "https://api.example.com/v2",
      "http://api.example.com/v2",
    ]);
  });

  it("keeps the module's names: an operation or schema of that name gives way, only where they are declared", async () => {
    const paths = {
      "/servers": getOperation("servers", "ServerVariables"),
      "/url": getOperation("serverUrl", "servers"),
    };
    const schemas = { ServerVariables: { type: "object" }, servers: { type: "string" } };
    const withVariables = await planOf(
      withServers([{ url: "http://{host}", variables: { host: { default: "a" } } }], paths, schemas),
    );
    const functions = withVariables.groups.flatMap((group) =>
      group.operations.map((planned) => [planned.methodName, planned.functionName]),
    );
    expect(functions).toEqual([
      ["servers", "defaultServers"],
      ["serverUrl", "defaultServerUrl"],
    ]);
    expect([...withVariables.typeNames.values()]).toEqual(["ServerVariablesModel", "Servers"]);
    // Without variables only `servers` is declared, so `ServerVariables` and `serverUrl` stay the description's.
    const withoutVariables = await planOf(withServers([{ url: "https://a" }], paths, schemas));
    expect(withoutVariables.groups[0]?.operations.map((planned) => planned.functionName)).toEqual([
      "defaultServers",
      "serverUrl",
    ]);
    expect([...withoutVariables.typeNames.values()]).toEqual(["ServerVariables", "Servers"]);
  });
});

describe("emitting the servers", () => {
  it("exports the list with literal URLs and descriptions, the variables' type and serverUrl", async () => {
    const code = await generate({ src: path.resolve(FIXTURE), template: "fetch" });
    expect(code).toContain(`/**
 * The servers the description lists, in its order.
 *
 * A URL with \`{variables}\` is filled by \`serverUrl(index, variables)\`.
 */
export const servers = [
    {
        /** The local test server */
        url: 'http://127.0.0.1:{port}/{version}',
        variables: {
            port: { default: '8080' },
            version: { default: 'v1', enum: ['v1', 'v2'] }
        }
    },`);
    expect(code).toContain(`export interface ServerVariables {
    /** \`http://127.0.0.1:{port}/{version}\` */
    0: {`);
    expect(code).toContain("    1: Record<string, never>;");
    expect(code).toContain(
      "export function serverUrl<Index extends keyof ServerVariables>(index: Index, variables?: ServerVariables[Index]): string {",
    );
    expect(code).toContain(`/**
 * Point the client at the API before the first call:
 *
 * \`clientDefaults.baseUrl = serverUrl(0)\` ('http://127.0.0.1:8080/v1').
 */
export const clientDefaults: ClientDefaults = {`);
    expect(code).toContain(`serverExample: "serverUrl(0) ('http://127.0.0.1:8080/v1')"`);
  });

  it("gives Angular's templates the list but no server example: Angular resolves relative URLs itself", async () => {
    for (const template of ["ng1", "ng2"] as const) {
      const code = await generate({ src: path.resolve(FIXTURE), template });
      expect(code).toContain("export const servers = [");
      expect(code).not.toContain("serverExample: ");
    }
  });

  it("writes nothing about servers for a description without them", async () => {
    const code = await generate({ src: fixturePath("types/naming.yaml"), template: "fetch" });
    expect(code).not.toMatch(/export const servers|serverUrl|serverExample: |Point the client/);
  });

  it("writes types alone in schemas mode", async () => {
    const code = await generate({ src: path.resolve(FIXTURE), generationMode: "schemas" });
    expect(code).not.toMatch(/servers =|serverUrl/);
    expect(code).toContain("export interface ServerVariablesModel");
  });

  it("keeps the servers in the main file when the hooks have their own, and with a custom template", async () => {
    const { files } = await generateFiles({
      src: path.resolve(FIXTURE),
      template: ["tsq", "fetch"],
      out: "/virtual/servers/client.ts",
      hooksOut: "/virtual/servers/hooks.ts",
    });
    const [main, hooks] = files.map((file) => file.content);
    expect(main).toContain("export const servers = [");
    expect(hooks).not.toMatch(/api\.servers\b|serverUrl/);
    const custom = await generate({ src: path.resolve(FIXTURE), template: fixturePath("custom-template") });
    expect(custom).toContain("export function serverUrl<");
    expect(custom).toContain(`serverExample: "serverUrl(0) ('http://127.0.0.1:8080/v1')"`);
    expectCompiles({ "custom/servers.ts": custom });
  });
});

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

function setBaseUrl(module: ServersModule, url: string): void {
  if (module.clientDefaults) module.clientDefaults.baseUrl = url;
  else if (module.http) module.http.defaults.baseURL = url;
}

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
    setBaseUrl(module, module.serverUrl(0, { port }));
    await expect(module.defaultClient.getGreeting("ann")).resolves.toEqual({ text: "hello" });
    expect(server.requests.at(-1)?.url).toBe("/v1/greetings/ann");
  });

  it("rejects in Node without a base URL, naming the setting and the first server in one line", async () => {
    setBaseUrl(module, "");
    await expect(module.defaultClient.getGreeting("ann")).rejects.toThrow(
      new TypeError(
        `Cannot send GET /greetings/{name}: ${setting} is '' and the URL '/greetings/ann' is not absolute; set ${setting}, for example to serverUrl(0) ('http://127.0.0.1:8080/v1')`,
      ),
    );
  });

  it("rejects a relative server URL in Node the same way", async () => {
    setBaseUrl(module, module.servers[2]?.url ?? "");
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
