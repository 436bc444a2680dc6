/**
 * The generated ng1 client run for real: AngularJS 1.8's own `$http` over jsdom's XMLHttpRequest against
 * a live server on 127.0.0.1. Like in a browser, AngularJS is a script of the page and the generated
 * module runs in the page too (compiled to a script, with no `angular` global in reach). The page lives
 * at the server's origin, as an app served by its API would, so requests are same-origin (no CORS).
 *
 * Values the test hands to the client (`Date`, `Blob`) are made in the page, as the page's own code
 * would make them: the runtime checks `instanceof` against the page's classes.
 *
 * The shared client scenarios (support/client-scenarios.ts) run through an adapter that resolves the
 * services from the injector and turns their `$q` promises into native ones; the tests here cover what is
 * AngularJS's own: `$http`'s config and rejections, the setup scaffold, what a browser cannot send.
 *
 * What a browser-like environment cannot do, and `$http` therefore cannot either:
 * - send a `Cookie` header from script: XMLHttpRequest drops it; the browser sends its own cookies;
 * - send TRACE: XMLHttpRequest refuses the method.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type angular from "angular";
import { JSDOM } from "jsdom";
import ts from "typescript";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as zod from "zod";
import { generate, generateFiles } from "../../src/index.js";
import { clientScenarios } from "../support/client-scenarios.js";
import type {
  AnyClient,
  ClientOptions,
  ClientUnderTest,
  GeneratedClient,
} from "../support/client-under-test.js";
import {
  EVERYTHING_FIXTURE,
  HOLD_HEADER,
  nextHeldRequest,
  TEXT_ANSWER_HEADER,
} from "../support/everything-server.js";
import { generateWithSchemas } from "../support/generated-module.js";
import { SERVER_RECEIVES_QUERY } from "../support/http-server.js";
import {
  answer,
  type MisbehavingServer,
  type Misbehaviour,
  resetMidBody,
  startMisbehavingServer,
} from "../support/misbehaving-server.js";
import {
  expectEveryRuleWalked,
  expectPagesAndNoLoops,
  type PagingServer,
  startPagingServer,
} from "../support/paging-server.js";
import { expiredTokenScenario, recordTimers, statuses } from "../support/production-calls.js";

// biome-ignore lint/suspicious/noExplicitAny: generated modules are checked by the compile tests; here they run.
type Ng1Service = Record<string, (...args: any[]) => PromiseLike<any>>;
interface Ng1Module {
  clientDefaults: {
    baseUrl: string;
    maxRetries?: number;
    onUnauthorized?: () => boolean | Promise<boolean>;
  };
  registerClients(module: angular.IModule): angular.IModule;
}
type PageWindow = JSDOM["window"] & { angular: angular.IAngularStatic };

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const ANGULAR_SCRIPT = readFileSync(createRequire(import.meta.url).resolve("angular/angular.js"), "utf8");

let page: PageWindow | undefined;
let moduleCounter = 0;

/** The page the clients run in, opened at the server's origin once the server runs. */
function currentPage(): PageWindow {
  if (!page) throw new Error("the page is not open");
  return page;
}

/** A page at `url` that has loaded AngularJS like a browser does, as a script of the page. */
function openPage(url: string): PageWindow {
  const { window } = new JSDOM("<!DOCTYPE html><html><body></body></html>", {
    url,
    runScripts: "outside-only",
  });
  window.eval(ANGULAR_SCRIPT);
  return window as PageWindow;
}

/**
 * Generates a client, runs it in the page, points it at `serverUrl` if given (and `baseUrl` is not baked),
 * registers its services on a fresh AngularJS module and returns a lookup of the services from that
 * module's injector.
 */
async function loadServices(
  serverUrl: string | undefined,
  options: ClientOptions = {},
  fixture = EVERYTHING_FIXTURE,
) {
  const module = (await generatedInPage(options, fixture)) as unknown as Ng1Module;
  if (serverUrl !== undefined && options.baseUrl === undefined) module.clientDefaults.baseUrl = serverUrl;
  const name = `typewright${moduleCounter++}`;
  module.registerClients(currentPage().angular.module(name, []));
  const injector = currentPage().angular.injector(["ng", name]);
  return {
    module,
    client: (serviceName: string) => injector.get<Ng1Service>(serviceName),
    hasClient: (serviceName: string) => injector.has(serviceName),
  };
}

/**
 * The generated module run in the page; with `validator`, its schema file first (its `zod` is Node's: the
 * scenarios generate such clients with string dates, since `z.date()` checks Node's `Date`).
 */
async function generatedInPage(options: ClientOptions, fixture: string): Promise<Record<string, unknown>> {
  if (options.validator === undefined) {
    return runInPage(await generate({ src: path.join(REPO_ROOT, fixture), template: "ng1", ...options }));
  }
  const { main, schemas } = await generateWithSchemas(fixture, { template: "ng1", ...options });
  return runInPage(main, { "./client.zod.js": runInPage(schemas, { zod }) });
}

/**
 * jsdom runs scripts, not ES modules, so generated code is compiled to CommonJS and run as a function of
 * the page, with `exports` and a `require` of the given `modules` passed in (the client imports only
 * types, so it requires nothing). `angular` is shadowed by `undefined` to prove the code never reaches
 * for the global.
 */
function runInPage(code: string, modules: Record<string, object> = {}): Record<string, unknown> {
  const { outputText } = ts.transpileModule(code, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS },
  });
  const run = currentPage().eval(`(function (exports, require, angular) {\n${outputText}\n})`) as (
    exports: object,
    require: (specifier: string) => object,
    angular: undefined,
  ) => void;
  const exports = {};
  const require = (specifier: string) => {
    const required = modules[specifier];
    if (!required) throw new Error(`unexpected require('${specifier}')`);
    return required;
  };
  run(exports, require, undefined);
  return exports;
}

/**
 * The adapter to the shared scenarios: a service whose methods return `$q` promises, seen as an object
 * whose methods return native promises of the same outcome. Arguments (including `$http`'s per-call
 * config) pass through unchanged.
 */
function promised(service: Ng1Service): AnyClient {
  return new Proxy(
    {},
    {
      get: (_target, name) => {
        const method = service[name as string];
        return typeof method === "function"
          ? (...args: unknown[]) => Promise.resolve(method.apply(service, args))
          : undefined;
      },
    },
  );
}

/** Whether `value` is `$http`'s response object (the rejection for a non-2xx status). */
function isHttpResponse(value: unknown): value is angular.IHttpResponse<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    "status" in value &&
    "data" in value &&
    "config" in value &&
    typeof (value as { headers?: unknown }).headers === "function"
  );
}

const ng1Client: ClientUnderTest = {
  template: "ng1",
  importModule: async (options, fixture) => {
    // `clientDefaults.baseUrl` stays as generated: the scenarios set it or test the baked one.
    const { module, client, hasClient } = await loadServices(undefined, options, fixture);
    // Another fixture may lack some of everything.yaml's groups: those are empty clients.
    const group = (name: string) => (hasClient(name) ? promised(client(name)) : {});
    return {
      ...(module as unknown as GeneratedClient),
      itemsClient: group("itemsClient"),
      filesClient: group("filesClient"),
      defaultClient: group("defaultClient"),
      eventsClient: group("eventsClient"),
    };
  },
  setBaseUrl: (module, url) => {
    (module.clientDefaults as { baseUrl: string }).baseUrl = url;
  },
  nativeBody: (result) => result,
  failure: (error) =>
    isHttpResponse(error)
      ? { status: error.status, body: error.data }
      : { status: "not an $http response", body: error },
  responseHeader: (headers, name) => (headers as angular.IHttpHeadersGetter)(name),
  abortSignal: false,
  page: currentPage,
};

/** What the promise resolves to (an optional call `client.method?.()` may give undefined). */
// biome-ignore lint/suspicious/noExplicitAny: generated modules are checked by the compile tests; here they run.
async function value(promise: PromiseLike<unknown> | undefined): Promise<any> {
  return await promise;
}

/** What the promise rejects with (it must reject). */
/** Waits for the call to end, whatever its outcome (where only what was sent matters). */
async function settled(promise: PromiseLike<unknown> | undefined): Promise<void> {
  await Promise.resolve(promise).then(
    () => undefined,
    () => undefined,
  );
}

async function failure(promise: PromiseLike<unknown> | undefined): Promise<unknown> {
  return value(promise).then(
    (resolved) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(resolved)}`);
    },
    (error: unknown) => error,
  );
}

describe("ng1 template against a live server through AngularJS $http", () => {
  const { server, lastRequest } = clientScenarios(ng1Client);
  // Registered after the scenarios' server starts, so the page can live at its origin.
  beforeAll(() => {
    page = openPage(`${server().url}/`);
  });
  afterAll(() => {
    page?.close();
  });
  const load = (options: ClientOptions = {}, fixture = EVERYTHING_FIXTURE) =>
    loadServices(server().url, options, fixture);

  it("keeps text that looks like JSON as text, both ways", async () => {
    const files = (await load()).client("filesClient");
    // `$http` parses JSON-looking responses by default; a text operation must get the characters.
    const answer = { headers: { [TEXT_ANSWER_HEADER]: '{"a":1}' } };
    expect(await value(files.submitForm?.({ name: "x" }, answer))).toBe('{"a":1}');
    expect(await value(files.postNote?.("[1]"))).toBe(3);
    expect(lastRequest().body.toString()).toBe("[1]");
  });

  it.skipIf(!SERVER_RECEIVES_QUERY)("sends QUERY with its JSON body (OpenAPI 3.2)", async () => {
    const search = (await load({}, "fixtures/clients/methods-3.2.yaml")).client("defaultClient");
    await value(search.searchItems?.({ text: "wheel" }));
    expect(lastRequest().method).toBe("QUERY");
    expect(lastRequest().body.toString()).toBe('{"text":"wheel"}');
  });

  it("cannot stream: a streaming method throws a clear error without sending", async () => {
    const streaming = (await load({}, "fixtures/clients/streaming.yaml")).client("defaultClient");
    const received = server().requests.length;
    expect(() => streaming.streamRows?.()).toThrow(
      "GET /rows.jsonl streams its response (application/jsonl), which the ng1 template cannot read as it " +
        "arrives: generate this client with the fetch, ky, xior or axios template.",
    );
    expect(server().requests).toHaveLength(received);
  });

  it("cannot send TRACE: XMLHttpRequest refuses the method, so the call rejects", async () => {
    const defaults = (await load()).client("defaultClient");
    const received = server().requests.length;
    expect(await failure(defaults.traceHealth?.())).toBeDefined();
    expect(server().requests).toHaveLength(received);
  });

  it("resolves a 204 to status 204 and undefined data with responseShape full", async () => {
    const files = (await load({ responseShape: "full" })).client("filesClient");
    expect(await value(files.uploadFile?.({ file: new (currentPage().Blob)(["x"]) }))).toMatchObject({
      status: 204,
      data: undefined,
    });
  });

  it("passes $http's per-call config: a timeout promise aborts the request in flight", async () => {
    const items = (await load()).client("itemsClient");
    // The server never answers this one (HOLD_HEADER): the timeout promise resolves once the request is in
    // flight, and only the abort it causes can end the call, so its outcome proves it without a clock.
    const abort = nextHeldRequest().then(() => undefined);
    const aborted = await failure(
      items.listItems?.(undefined, undefined, undefined, undefined, {
        timeout: abort,
        headers: { [HOLD_HEADER]: "1" },
      }),
    );
    expect(aborted).toMatchObject({ status: -1, xhrStatus: "abort" });
  });

  it("the setup scaffold sets the server and registers the services on the module", async () => {
    const folder = path.join(REPO_ROOT, ".tmp", "generated-modules", `ng1-setup-${process.pid}`);
    const { files } = await generateFiles({
      src: path.join(REPO_ROOT, EVERYTHING_FIXTURE),
      template: "ng1",
      out: path.join(folder, "api", "client.ts"),
      clientSetup: path.join(folder, "setup", "client-setup.ts"),
      forceSetup: true,
    });
    const [main, setup] = files;
    const api = runInPage(main?.content ?? "");
    const { setupClient } = runInPage(setup?.content ?? "", { "../api/client.js": api }) as {
      setupClient(module: angular.IModule, baseUrl: string): angular.IModule;
    };
    const name = `typewright${moduleCounter++}`;
    setupClient(currentPage().angular.module(name, []), `${server().url}/v4`);
    const items = currentPage().angular.injector(["ng", name]).get<Ng1Service>("itemsClient");
    await value(items.listItems?.());
    expect(lastRequest().path).toBe("/v4/items");
  });

  it("sends an operation to its own server and one call to the base URL given in its config", async () => {
    // Same origin as the page (the recording server sends no CORS headers): a relative server and paths.
    const { client } = await load({}, "fixtures/clients/operation-servers.yaml");
    const files = client("defaultClient");
    await settled(files.downloadFile?.("f1"));
    expect(lastRequest().url).toBe("/downloads/files/f1/content");
    await settled(files.listPets?.({ baseUrl: `${server().url}/other` }));
    expect(lastRequest().url).toBe("/other/pets");
    // Over the operation's own server (https://files.example.com/) too.
    await settled(files.createFile?.({ name: "a.txt" }, { baseUrl: `${server().url}/direct` }));
    expect(`${lastRequest().method} ${lastRequest().url} ${lastRequest().body}`).toBe(
      'POST /direct/files {"name":"a.txt"}',
    );
  });

  it("clientDefaults.baseUrl set at runtime may end with a slash", async () => {
    const { module, client } = await load({ baseUrl: `${server().url}/v1` });
    module.clientDefaults.baseUrl = `${server().url}/v2/`;
    await value(client("itemsClient").listItems?.());
    expect(lastRequest().path).toBe("/v2/items");
  });
});

/**
 * The ng1 client in production (docs/production.md), against a server that misbehaves on purpose, from a page at
 * that server's origin: the retry loop every template shares, its result handed back through `$http`'s digest-
 * aware promise; each attempt limited by `$http`'s own `timeout`; a `timeout` promise cancelling the call and its
 * wait. Counts of requests and the delays asked of the page's timer, never a clock.
 */
describe("ng1 in production", () => {
  let misbehaving: MisbehavingServer | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    page?.close();
    page = undefined;
    await misbehaving?.close();
    misbehaving = undefined;
  });

  /** The production fixture's service, in a page at the origin of a server running `script`. */
  async function clientOver(script: Misbehaviour) {
    page?.close();
    misbehaving = await startMisbehavingServer(script);
    page = openPage(`${misbehaving.url}/`);
    const { module, client } = await loadServices(misbehaving.url, {}, "fixtures/clients/production.yaml");
    const credentials = (module as unknown as { clientCredentials: Record<string, unknown> })
      .clientCredentials;
    return { client: client("defaultClient"), module, credentials, requests: misbehaving.requests };
  }

  it("sends a GET answered 503, 503, 200 three times and resolves to the data; a 404 once", async () => {
    const { client, requests } = await clientOver(statuses(503, 503, 200));
    expect(await value(client.listItems?.())).toEqual(["a"]);
    expect(requests).toHaveLength(3);
    const once = await clientOver(statuses(404, 200));
    expect(await failure(once.client.listItems?.())).toMatchObject({ status: 404 });
    expect(once.requests).toHaveLength(1);
  });

  it("takes maxRetries per call and from clientDefaults; a POST once, three times with an idempotency key", async () => {
    const { client, module, requests } = await clientOver(statuses(503));
    await settled(client.listItems?.({ maxRetries: 0 }));
    expect(requests).toHaveLength(1);
    module.clientDefaults.maxRetries = 1;
    await settled(client.listItems?.());
    expect(requests).toHaveLength(3);
    delete module.clientDefaults.maxRetries;
    await settled(client.createItem?.({ name: "n" }));
    expect(requests).toHaveLength(4);
    await settled(client.createPayment?.({ name: "n" }));
    const keys = requests.slice(4).map((request) => request.headers["idempotency-key"]);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it("waits what Retry-After asks, and a timeout promise resolved during the wait ends it, unsent", async () => {
    const { client, requests } = await clientOver((_request, response) =>
      answer(response, 503, { "retry-after": "30" }),
    );
    const waits = recordTimers("retryPause", currentPage());
    let cancel = () => {};
    const cancelled = new Promise<void>((resolve) => {
      cancel = resolve;
    });
    const call = failure(client.listItems?.({ timeout: cancelled }));
    await vi.waitFor(() => expect(waits()).toEqual([{ delay: 30_000, cleared: false }]));
    cancel();
    expect(await call).toMatchObject({ message: "cancelled" });
    expect(waits()).toEqual([{ delay: 30_000, cleared: true }]);
    expect(requests).toHaveLength(1);
  });

  it("times an attempt out with $http's timeout, and sends a GET again", async () => {
    const { client, requests } = await clientOver((_request, response, index) => {
      if (index > 0) answer(response, 200, {}, ["a"]);
    });
    expect(await value(client.listItems?.({ timeout: 50 }))).toEqual(["a"]);
    expect(requests).toHaveLength(2);
  });

  it("sends a GET again after the connection is reset under the body", async () => {
    const { client, requests } = await clientOver((_request, response, index) =>
      index === 0 ? resetMidBody(response) : answer(response, 200, {}, ["a"]),
    );
    expect(await value(client.listItems?.())).toEqual(["a"]);
    expect(requests).toHaveLength(2);
  });

  it("shares one onUnauthorized among ten calls answered 401, and sends each once more with the new token", async () => {
    const expired = expiredTokenScenario();
    const { client, module, credentials, requests } = await clientOver(expired.script);
    credentials.bearerAuth = expired.token;
    module.clientDefaults.onUnauthorized = expired.onUnauthorized;
    expired.expectShared(
      await Promise.all(Array.from({ length: 10 }, () => value(client.getMe?.()))),
      requests,
    );
  });
});

describe("ng1 walking pages (listXPages, listXItems)", () => {
  let server: PagingServer | undefined;
  afterEach(async () => {
    page?.close();
    page = undefined;
    await server?.close();
    server = undefined;
  });

  /** The paging fixture's service, in a page at the paging server's origin. */
  async function pagingClient() {
    page?.close();
    server = await startPagingServer();
    page = openPage(`${server.url}/`);
    const { client } = await loadServices(server.url, {}, "fixtures/clients/paging.yaml");
    // biome-ignore lint/suspicious/noExplicitAny: checked by the compile tests; here it runs.
    return client("defaultClient") as unknown as Record<string, (...args: any[]) => AsyncIterable<any>>;
  }

  it("reads every item once and in order, by each rule, through $http", async () => {
    const client = await pagingClient();
    if (server === undefined) throw new Error("no paging server");
    await expectEveryRuleWalked(client, server);
  });

  it("gives each page's body, and never loops: a repeated cursor and another origin end the walk", async () => {
    const client = await pagingClient();
    if (server === undefined) throw new Error("no paging server");
    await expectPagesAndNoLoops(client, server);
  });
});
