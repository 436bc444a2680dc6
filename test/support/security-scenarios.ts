/**
 * Live-server scenarios for authentication from security schemes (fixtures/clients/security.yaml):
 * every scheme kind, every way requirements combine (one scheme, alternatives, schemes together, the optional
 * `{}`, none at all, the document's default and an operation's own), and credential functions called once per
 * request. Registered by `clientScenarios` for every template, on its server. Credentials are set on the
 * module's exported `clientCredentials`, which every template reads (ng2 also takes them from a provider,
 * tested in its own file).
 */
import { expect, it } from "vitest";
import type { ClientOptions, GeneratedClient } from "./client-under-test.js";
import type { RecordedRequest } from "./http-server.js";

export const SECURITY_FIXTURE = "fixtures/clients/security.yaml";

export interface SecurityContext {
  lastRequest(): RecordedRequest;
  load(options: ClientOptions, fixture: string): Promise<GeneratedClient>;
  /** In a page, script cannot set a `Cookie` header (XMLHttpRequest drops it; the browser sends its own). */
  inPage: boolean;
}

/** What the server received that carries credentials. */
function credentialsOf(request: RecordedRequest) {
  return {
    authorization: request.headers.authorization,
    apiKey: request.headers["x-api-key"],
    query: request.query,
  };
}

const NONE = { authorization: undefined, apiKey: undefined, query: "" };

/** `Basic <base64 of the UTF-8 bytes of username:password>`, computed independently of the runtime. */
function basic(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, "utf8").toString("base64")}`;
}

export function securityScenarios({ lastRequest, load, inPage }: SecurityContext): void {
  const loadSecured = async () => {
    const module = await load({}, SECURITY_FIXTURE);
    return {
      files: module.filesClient,
      credentials: module.clientCredentials as Record<string, unknown>,
    };
  };

  it("security: each scheme kind sends its credential where the scheme says", async () => {
    const { files, credentials } = await loadSecured();
    Object.assign(credentials, {
      bearerAuth: "jwt-1",
      basicAuth: { username: "ann", password: "pä:ss" },
      headerKey: "hk",
      queryKey: "q k&",
      cookieKey: "c k",
      oauth: "oauth-token",
      oidc: "oidc-token",
      customHttp: "t-9",
      "legacy key/v1": "old",
    });
    await files.usesDefault?.();
    expect(credentialsOf(lastRequest())).toEqual({ ...NONE, authorization: "Bearer jwt-1" });
    await files.basicOnly?.();
    expect(credentialsOf(lastRequest())).toEqual({ ...NONE, authorization: basic("ann", "pä:ss") });
    await files.headerKey?.();
    expect(credentialsOf(lastRequest())).toEqual({ ...NONE, apiKey: "hk" });
    await files.queryKey?.(2);
    expect(credentialsOf(lastRequest())).toEqual({ ...NONE, query: "page=2&api_key=q%20k%26" });
    await files.oauthToken?.();
    expect(credentialsOf(lastRequest())).toEqual({ ...NONE, authorization: "Bearer oauth-token" });
    await files.oidcToken?.();
    expect(credentialsOf(lastRequest())).toEqual({ ...NONE, authorization: "Bearer oidc-token" });
    await files.customHttp?.();
    expect(credentialsOf(lastRequest())).toEqual({ ...NONE, authorization: "Token t-9" });
    await files.legacyKey?.();
    expect(lastRequest().headers["x-legacy"]).toBe("old");
    if (!inPage) {
      await files.cookieKey?.("dark");
      expect(lastRequest().headers.cookie).toBe("theme=dark; session=c%20k");
      expect(credentialsOf(lastRequest())).toEqual(NONE);
    }
  });

  it("security: per-call headers win over the credentials", async () => {
    const { files, credentials } = await loadSecured();
    credentials.bearerAuth = "jwt";
    await files.usesDefault?.({ headers: { Authorization: "Bearer per-call" } });
    expect(lastRequest().headers.authorization).toBe("Bearer per-call");
  });

  it("security: an operation with `security: []` sends nothing, whatever is configured", async () => {
    const { files, credentials } = await loadSecured();
    Object.assign(credentials, { bearerAuth: "jwt", headerKey: "hk", queryKey: "qk", cookieKey: "ck" });
    await files.publicEndpoint?.();
    expect(credentialsOf(lastRequest())).toEqual(NONE);
    expect(lastRequest().headers.cookie).toBeUndefined();
  });

  it("security: the document's requirement applies where an operation states none; its own overrides it", async () => {
    const { files, credentials } = await loadSecured();
    Object.assign(credentials, { bearerAuth: "jwt", headerKey: "hk" });
    await files.usesDefault?.();
    expect(credentialsOf(lastRequest())).toEqual({ ...NONE, authorization: "Bearer jwt" });
    await files.headerKey?.();
    expect(credentialsOf(lastRequest())).toEqual({ ...NONE, apiKey: "hk" });
  });

  it("security: of alternatives the first whose credentials are set is sent, and only that one", async () => {
    const { files, credentials } = await loadSecured();
    Object.assign(credentials, { headerKey: "hk", basicAuth: { username: "u", password: "p" } });
    await files.alternatives?.();
    expect(credentialsOf(lastRequest())).toEqual({ ...NONE, apiKey: "hk" });
    credentials.headerKey = undefined;
    await files.alternatives?.();
    expect(credentialsOf(lastRequest())).toEqual({ ...NONE, authorization: basic("u", "p") });
    credentials.basicAuth = undefined;
    await files.alternatives?.();
    expect(credentialsOf(lastRequest())).toEqual(NONE);
  });

  it("security: schemes of one requirement are sent together, or not at all when one is missing", async () => {
    const { files, credentials } = await loadSecured();
    Object.assign(credentials, { headerKey: "hk", queryKey: "qk" });
    await files.bothKeys?.();
    expect(credentialsOf(lastRequest())).toEqual({ ...NONE, apiKey: "hk", query: "api_key=qk" });
    credentials.queryKey = undefined;
    await files.bothKeys?.();
    expect(credentialsOf(lastRequest())).toEqual(NONE);
  });

  it("security: the optional requirement `{}` sends what is configured, else nothing", async () => {
    const { files, credentials } = await loadSecured();
    await files.optionalAuth?.();
    expect(credentialsOf(lastRequest())).toEqual(NONE);
    credentials.bearerAuth = "jwt";
    await files.optionalAuth?.();
    expect(credentialsOf(lastRequest())).toEqual({ ...NONE, authorization: "Bearer jwt" });
  });

  it("security: a credential function is called once per request that sends it, and its new value is used", async () => {
    const { files, credentials } = await loadSecured();
    let bearerCalls = 0;
    let keyCalls = 0;
    let basicCalls = 0;
    credentials.bearerAuth = async () => {
      bearerCalls += 1;
      return `token-${bearerCalls}`;
    };
    credentials.headerKey = () => {
      keyCalls += 1;
      return "hk";
    };
    credentials.basicAuth = () => {
      basicCalls += 1;
      return { username: "u", password: "p" };
    };
    await files.usesDefault?.();
    expect(bearerCalls).toBe(1);
    expect(lastRequest().headers.authorization).toBe("Bearer token-1");
    await files.usesDefault?.();
    expect(bearerCalls).toBe(2);
    expect(lastRequest().headers.authorization).toBe("Bearer token-2");
    // Not called where the operation does not send it: no requirement, or another alternative chosen.
    await files.publicEndpoint?.();
    await files.basicOnly?.();
    expect(lastRequest().headers.authorization).toBe(basic("u", "p"));
    await files.alternatives?.();
    expect(credentialsOf(lastRequest())).toEqual({ ...NONE, apiKey: "hk" });
    expect([bearerCalls, keyCalls, basicCalls]).toEqual([2, 1, 1]);
    // A function that resolves to undefined sends nothing for its scheme.
    credentials.bearerAuth = () => undefined;
    await files.usesDefault?.();
    expect(credentialsOf(lastRequest())).toEqual(NONE);
  });
}
