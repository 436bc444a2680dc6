/**
 * The description's servers as planned: the list, whether `serverUrl` is needed, the example the base URL's
 * documentation and the error give, the names. What every template prints: emit/servers-output.test.ts; a
 * client against a live server: live/servers-live.test.ts.
 */
import { describe, expect, it } from "vitest";
import { describeApi, type Json, planOf } from "../support/plan-of.js";

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
