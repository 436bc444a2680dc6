/**
 * Authentication from security schemes: what the model reads from `securitySchemes` and the
 * `security` lists, and which methods resolve credentials at all. What goes over the wire is proven for
 * every template in support/security-scenarios.ts (live server); the credentials type in
 * type-tests/security.test-d.ts; compilation in the client and hook matrices (fixtures/clients/security.yaml).
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generate } from "../../src/index.js";
import { convertSwagger2 } from "../../src/load/swagger-convert.js";
import type { JsonObject } from "../../src/load/types.js";
import { expectCompiles } from "../support/compile.js";
import { importGenerated } from "../support/generated-module.js";
import { startRecordingServer } from "../support/http-server.js";
import { modelOf } from "../support/plan-of.js";
import { withTempDir } from "../support/temp-dir.js";

const NO_CONTENT = { "204": { description: "ok" } };

/** A 3.0 document with `GET /<name>` per entry of `operations` (its own `security`, if any). */
function document(
  schemes: JsonObject | undefined,
  operations: Record<string, JsonObject | undefined>,
  global?: JsonObject[],
): JsonObject {
  const paths = Object.fromEntries(
    Object.entries(operations).map(([name, security]) => [
      `/${name}`,
      { get: { operationId: name, responses: NO_CONTENT, ...(security ?? {}) } },
    ]),
  );
  return {
    openapi: "3.0.3",
    info: { title: "t", version: "1" },
    paths,
    ...(global ? { security: global } : {}),
    ...(schemes ? { components: { securitySchemes: schemes } } : {}),
  };
}

function securityOf(doc: JsonObject): Record<string, string[][] | undefined> {
  return Object.fromEntries(modelOf(doc).operations.map((operation) => [operation.path, operation.security]));
}

describe("model: security schemes", () => {
  it("reads each kind as it is sent, follows $refs, and leaves out what a client cannot send", () => {
    const doc = document(
      {
        bearer: { type: "http", scheme: "Bearer", description: "a JWT" },
        basic: { type: "http", scheme: "basic" },
        digest: { type: "http", scheme: "Digest" },
        noScheme: { type: "http" },
        key: { type: "apiKey", in: "cookie", name: "sid" },
        badKey: { type: "apiKey", in: "body", name: "k" },
        oauth: { type: "oauth2", flows: {} },
        oidc: { type: "openIdConnect", openIdConnectUrl: "https://example.com" },
        tls: { type: "mutualTLS" },
        shared: { $ref: "#/components/x-schemes/shared" },
      },
      {},
    );
    (doc.components as JsonObject)["x-schemes"] = { shared: { type: "apiKey", in: "query", name: "k" } };
    expect(modelOf(doc).securitySchemes).toEqual([
      { name: "bearer", kind: "bearer", source: "http", description: "a JWT" },
      { name: "basic", kind: "basic" },
      { name: "digest", kind: "http", scheme: "Digest" },
      { name: "key", kind: "apiKey", in: "cookie", parameterName: "sid" },
      { name: "oauth", kind: "bearer", source: "oauth2" },
      { name: "oidc", kind: "bearer", source: "openIdConnect" },
      { name: "shared", kind: "apiKey", in: "query", parameterName: "k" },
    ]);
  });

  it("gives each operation its own requirements, else the document's; drops requirements that cannot be met", () => {
    const schemes = { a: { type: "http", scheme: "bearer" }, b: { type: "apiKey", in: "header", name: "B" } };
    const doc = document(
      { ...schemes, tls: { type: "mutualTLS" } },
      {
        inherits: undefined,
        own: { security: [{ b: [] }] },
        none: { security: [] },
        optional: { security: [{}, { a: ["read"], b: [] }] },
        unmeetable: { security: [{ a: [], missing: [] }, { tls: [] }, { b: [] }] },
      },
      [{ a: [] }],
    );
    expect(securityOf(doc)).toEqual({
      "/inherits": [["a"]],
      "/own": [["b"]],
      "/none": [],
      "/optional": [[], ["a", "b"]],
      "/unmeetable": [["b"]],
    });
  });

  it("reads no requirements where no scheme is declared", () => {
    const doc = document(undefined, { own: { security: [{ a: [] }] }, inherits: undefined }, [{ a: [] }]);
    expect(securityOf(doc)).toEqual({ "/own": undefined, "/inherits": undefined });
    expect(modelOf(doc).securitySchemes).toBeUndefined();
  });

  it("maps Swagger 2.0 securityDefinitions onto the same kinds", () => {
    const upgraded = convertSwagger2({
      swagger: "2.0",
      info: { title: "t", version: "1" },
      paths: {},
      securityDefinitions: {
        password: { type: "basic" },
        token: { type: "oauth2", flow: "password", tokenUrl: "https://example.com/t", scopes: {} },
        key: { type: "apiKey", in: "header", name: "X-Key" },
      },
    });
    expect(modelOf(upgraded).securitySchemes).toEqual([
      { name: "password", kind: "basic" },
      { name: "token", kind: "bearer", source: "oauth2" },
      { name: "key", kind: "apiKey", in: "header", parameterName: "X-Key" },
    ]);
  });
});

/** The fetch client generated from an in-memory description. */
function fetchClient(doc: JsonObject): Promise<string> {
  return withTempDir(async (dir) => {
    const src = path.join(dir, "openapi.json");
    await writeFile(src, JSON.stringify(doc));
    return generate({ src, template: "fetch" });
  });
}

/** The text of one generated operation, from its exported function's name to the end of the function. */
function methodText(code: string, name: string): string {
  const start = code.indexOf(`export function ${name}(`);
  const end = code.indexOf("\n}\n", start);
  return code.slice(start, end);
}

describe("emit: which methods resolve credentials", () => {
  it("only operations with a non-empty requirement; the descriptor lists those requirements", async () => {
    const doc = document(
      { a: { type: "http", scheme: "bearer" }, b: { type: "apiKey", in: "query", name: "b" } },
      { secured: { security: [{}, { a: [] }, { a: [], b: [] }] }, open: { security: [] } },
      [{}],
    );
    (doc.paths as JsonObject)["/inherits"] = { get: { operationId: "inherits", responses: NO_CONTENT } };
    const code = await fetchClient(doc);
    expect(methodText(code, "secured")).toContain("withCredentials(");
    expect(methodText(code, "secured")).toContain("security: [['a'], ['a', 'b']]");
    for (const name of ["open", "inherits"]) {
      expect(methodText(code, name)).not.toContain("Credentials");
      expect(methodText(code, name)).not.toContain("security");
    }
    expect(code).toContain("export const clientCredentials: SecurityCredentials = {};");
  });

  it("nothing at all without schemes: no credentials, no helper", async () => {
    const code = await fetchClient(document(undefined, { own: { security: [{ a: [] }] } }));
    for (const name of ["applyCredentials", "SecurityCredentials", "clientCredentials", "securitySchemes"]) {
      expect(code).not.toContain(name);
    }
  });
});

describe("emit: the credentials example names a declared scheme, with a value of its kind", () => {
  /** One description per kind of scheme, and the example each one's `clientCredentials` JSDoc gives. */
  const CASES: [kind: string, schemes: JsonObject, example: string][] = [
    [
      "apiKey",
      { "api-key": { type: "apiKey", in: "query", name: "key" } },
      "clientCredentials['api-key'] = '<API key>';",
    ],
    [
      "oauth2",
      {
        petstore_auth: {
          type: "oauth2",
          flows: { implicit: { authorizationUrl: "https://a/o", scopes: {} } },
        },
      },
      "clientCredentials.petstore_auth = '<OAuth2 access token>';",
    ],
    [
      "http basic",
      { basic: { type: "http", scheme: "basic" } },
      "clientCredentials.basic = { username: '<username>', password: '<password>' };",
    ],
    [
      "openIdConnect",
      { oidc: { type: "openIdConnect", openIdConnectUrl: "https://a/.well-known" } },
      "clientCredentials.oidc = '<OpenID Connect access token>';",
    ],
    ["http bearer", { jwt: { type: "http", scheme: "bearer" } }, "clientCredentials.jwt = '<bearer token>';"],
    [
      "other http",
      { digest: { type: "http", scheme: "Digest" } },
      "clientCredentials.digest = '<Digest credentials>';",
    ],
  ];

  /** The code lines after `@example` in the JSDoc right above `declaration`. */
  function exampleAbove(code: string, declaration: string): string {
    const end = code.indexOf(declaration);
    const comment = code.slice(code.lastIndexOf("/**", end), end);
    const lines = comment.split("\n").map((line) => line.replace(/^\s*\*\/?\s?/, "").trimEnd());
    return lines
      .slice(lines.indexOf("@example") + 1)
      .filter((line) => line !== "")
      .join("\n");
  }

  async function client(schemes: JsonObject, template: "fetch" | "ng2"): Promise<string> {
    const doc = document(schemes, {
      secured: { security: [Object.fromEntries(Object.keys(schemes).map((name) => [name, []]))] },
    });
    return withTempDir(async (dir) => {
      const src = path.join(dir, "openapi.json");
      await writeFile(src, JSON.stringify(doc));
      return generate({ src, template });
    });
  }

  it("gives each kind its own value, and the example compiles against the generated credentials type", async () => {
    const files: Record<string, string> = {};
    for (const [index, [kind, schemes, example]] of CASES.entries()) {
      const [fetchCode, ng2Code] = await Promise.all([client(schemes, "fetch"), client(schemes, "ng2")]);
      const clientExample = exampleAbove(fetchCode, "export const clientCredentials");
      expect(clientExample, kind).toBe(example);
      // Angular's token gives the same credential as a provider.
      const providerExample = exampleAbove(ng2Code, "export const SECURITY_CREDENTIALS");
      const value = example.slice(example.indexOf(" = ") + 3, -1);
      const name = example.slice("clientCredentials".length, example.indexOf(" = "));
      const key = name.startsWith(".") ? name.slice(1) : name.slice(1, -1);
      expect(providerExample, kind).toBe(`{ provide: SECURITY_CREDENTIALS, useValue: { ${key}: ${value} } }`);
      files[`case${index}/fetch/client.ts`] = fetchCode;
      files[`case${index}/fetch/example.ts`] =
        `import { clientCredentials } from './client.js';\n${clientExample}\n`;
      files[`case${index}/ng2/client.ts`] = ng2Code;
      // A fresh literal of the token's provider type: an undeclared scheme or a value of another kind fails.
      files[`case${index}/ng2/example.ts`] = [
        "import { SECURITY_CREDENTIALS, type SecurityCredentials } from './client.js';",
        "type CredentialsProvider = { provide: typeof SECURITY_CREDENTIALS; useValue: SecurityCredentials };",
        `export const provider: CredentialsProvider = ${providerExample};`,
        "",
      ].join("\n");
    }
    expectCompiles(files);
  });
});

describe("plan: authentication's names are reserved only where schemes are declared", () => {
  /** A schema and parameters named like what authentication declares or imports. */
  function lookalike(schemes: JsonObject | undefined, required = true): JsonObject {
    return {
      openapi: "3.0.3",
      info: { title: "t", version: "1" },
      ...(schemes && required ? { security: Object.keys(schemes).map((name) => ({ [name]: [] })) } : {}),
      paths: {
        "/things": {
          get: {
            operationId: "listThings",
            parameters: [
              { name: "defer", in: "query", schema: { type: "boolean" } },
              { name: "Authorization", in: "header", schema: { type: "string" } },
            ],
            responses: {
              "200": {
                description: "ok",
                content: { "application/json": { schema: { $ref: "#/components/schemas/Credential" } } },
              },
            },
          },
        },
      },
      components: {
        schemas: { Credential: { type: "object", properties: { id: { type: "string" } } } },
        ...(schemes ? { securitySchemes: schemes } : {}),
      },
    };
  }

  it("without schemes a schema, a parameter or an argument may take those names, as before", async () => {
    const code = await fetchClient(lookalike(undefined));
    expect(code).toContain("export interface Credential {");
    expect(code).toContain("listThings(defer?: boolean, authorization?: string, options?: CallOptions)");
  });

  it("with schemes they are renamed, so the runtime's names stay reachable", async () => {
    const code = await fetchClient(lookalike({ token: { type: "http", scheme: "bearer" } }));
    expect(code).toContain("export interface CredentialModel {");
    expect(code).toContain("export type Credential<T> =");
  });

  it("with schemes no operation requires, the names stay reserved but no credentials are written", async () => {
    const code = await fetchClient(lookalike({ token: { type: "http", scheme: "bearer" } }, false));
    // The same type names whichever operations require the schemes (or are excluded).
    expect(code).toContain("export interface CredentialModel {");
    // Nothing would read credentials: no table, no setter, no credentials type.
    expect(code).not.toMatch(/securitySchemes|clientCredentials|Credential</);
  });
});

describe("runtime: a streamed response is sent with credentials too", () => {
  it("fetch: the stream's request carries the bearer token, and its events arrive", async () => {
    const server = await startRecordingServer((request) =>
      request.path === "/events"
        ? { headers: { "content-type": "text/event-stream" }, body: 'data: {"n":1}\n\ndata: {"n":2}\n\n' }
        : {},
    );
    try {
      const { module } = await importGenerated<{
        clientDefaults: { baseUrl: string };
        clientCredentials: Record<string, unknown>;
        filesClient: { watchEvents(): Promise<AsyncIterable<{ data: unknown }>> };
      }>("fixtures/clients/security.yaml", { template: "fetch" });
      module.clientDefaults.baseUrl = server.url;
      module.clientCredentials.bearerAuth = async () => "streaming-token";
      const data: unknown[] = [];
      for await (const event of await module.filesClient.watchEvents()) data.push(event.data);
      expect(data).toEqual([{ n: 1 }, { n: 2 }]);
      expect(server.requests.at(-1)?.headers.authorization).toBe("Bearer streaming-token");
    } finally {
      await server.close();
    }
  });
});

describe("runtime: credentials and the method's own header arguments", () => {
  it("leaves a header the call passes as a parameter as passed, and adds the others", async () => {
    const { applyCredentials } = await import("../../src/runtime/security.js");
    const schemes = {
      bearer: { kind: "bearer" as const },
      key: { kind: "apiKey" as const, in: "header" as const, name: "X-Key" },
      queryKey: { kind: "apiKey" as const, in: "query" as const, name: "key" },
    };
    const credentials = { bearer: "configured", key: "configured-key", queryKey: "q" };
    const request = (headers: Record<string, unknown>) => ({
      method: "GET",
      path: "/",
      headers,
      responseDecoding: "json" as const,
      security: [["bearer", "key", "queryKey"]],
    });
    expect(
      await applyCredentials(
        request({ authorization: "Bearer own", "x-key": undefined }),
        schemes,
        credentials,
      ),
    ).toMatchObject({
      headers: { authorization: "Bearer own", "X-Key": "configured-key" },
      query: { key: "q" },
    });
    const applied = (await applyCredentials(request({ "X-KEY": "own-key" }), schemes, credentials)) as {
      headers: Record<string, unknown>;
    };
    expect(applied.headers).toEqual({ "X-KEY": "own-key", Authorization: "Bearer configured" });
  });

  it("applies them at once the same way (a resource's request), and refuses a credential that is a promise", async () => {
    const { applyCredentials, applyCredentialsNow } = await import("../../src/runtime/security.js");
    const schemes = {
      bearer: { kind: "bearer" as const },
      cookieKey: { kind: "apiKey" as const, in: "cookie" as const, name: "sid" },
      basic: { kind: "basic" as const },
    };
    const request = {
      method: "GET",
      path: "/",
      headers: { "X-Own": "1" },
      security: [["basic"], ["bearer", "cookieKey"]],
    };
    const credentials = { bearer: () => "token", cookieKey: "s1" };
    expect(applyCredentialsNow(request, schemes, credentials)).toEqual(
      await applyCredentials(request, schemes, credentials),
    );
    expect(applyCredentialsNow(request, schemes, credentials)).toMatchObject({
      headers: { "X-Own": "1", Authorization: "Bearer token" },
      cookies: { sid: "s1" },
    });
    // No requirement complete: the request as it is.
    expect(applyCredentialsNow(request, schemes, { bearer: "t" })).toBe(request);
    expect(() =>
      applyCredentialsNow(request, schemes, {
        basic: () => Promise.resolve({ username: "u", password: "p" }),
      }),
    ).toThrow("The credential 'basic' is a promise");
  });
});

describe("a scheme named like a member of every object", () => {
  it("__proto__, constructor and toString credentials are stored, typed and sent (fetch, live)", async () => {
    // Entries, not a literal: a literal `__proto__` key would set the prototype instead of a property.
    const entries = [
      ["__proto__", { type: "apiKey", in: "header", name: "X-Proto" }],
      ["constructor", { type: "apiKey", in: "query", name: "ctor" }],
      ["toString", { type: "http", scheme: "bearer" }],
    ] as const;
    const description = document(Object.fromEntries(entries) as JsonObject, { a: undefined });
    description.security = [Object.fromEntries(entries.map(([name]) => [name, []]))];
    await withTempDir(async (folder) => {
      const spec = path.join(folder, "spec.json");
      await writeFile(spec, JSON.stringify(description));
      const server = await startRecordingServer(() => ({}));
      try {
        const { module, code } = await importGenerated<{
          clientDefaults: { baseUrl: string };
          clientCredentials: Record<string, unknown>;
          defaultClient: { a(): Promise<unknown> };
        }>(spec, { template: "fetch" });
        expectCompiles({ "client.ts": `${code}\nclientCredentials.__proto__ = 'p1';\n` });
        module.clientDefaults.baseUrl = server.url;
        Object.assign(module.clientCredentials, { constructor: "c1", toString: "t1" });
        // What a user writes for a scheme of that name: an assignment, which must store the value.
        // biome-ignore lint/suspicious/noProto: the user's assignment under test
        module.clientCredentials.__proto__ = "p1";
        await module.defaultClient.a();
        const sent = server.requests.at(-1);
        expect([sent?.headers["x-proto"], sent?.query, sent?.headers.authorization]).toEqual([
          "p1",
          "ctor=c1",
          "Bearer t1",
        ]);
      } finally {
        await server.close();
      }
    });
  });
});
