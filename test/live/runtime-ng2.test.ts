/**
 * The generated ng2 client run for real: Angular's own `HttpClient` (`provideHttpClient(withFetch())`) in
 * a real application injector from `createApplication`, in Node, against a live server on 127.0.0.1.
 * The clients are resolved through `providedIn: 'root'`, so the `@Injectable` decorator is exercised too.
 *
 * The shared client scenarios (support/client-scenarios.ts) run through an adapter that resolves the
 * clients from an application and turns each Observable into the promise of its first value, with
 * `BASE_URL` provided as the runtime base URL; the tests here cover what is Angular's own: `HttpHeaders`
 * and `timeout` per call, cancelling by unsubscribing, the setup scaffold, decorators, what fetch cannot send.
 */

// The generated classes are not compiled ahead of time, so Angular compiles `@Injectable` just in time,
// which needs the compiler loaded before any decorated class is used.
import "@angular/compiler";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { HttpErrorResponse, HttpHeaders, provideHttpClient, withFetch } from "@angular/common/http";
import {
  type ApplicationRef,
  DOCUMENT,
  type EnvironmentProviders,
  type Provider,
  runInInjectionContext,
  signal,
} from "@angular/core";
import { createApplication } from "@angular/platform-browser";
import { JSDOM } from "jsdom";
import { firstValueFrom, type Observable } from "rxjs";
import ts from "typescript";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { generate, generateFiles } from "../../src/index.js";
import { clientScenarios } from "../support/client-scenarios.js";
import type {
  AnyClient,
  ClientOptions,
  ClientUnderTest,
  GeneratedClient,
} from "../support/client-under-test.js";
import { EVERYTHING_FIXTURE, HOLD_HEADER } from "../support/everything-server.js";
import { generateWithSchemas } from "../support/generated-module.js";
import {
  type RecordedRequest,
  type RecordingServer,
  SERVER_RECEIVES_QUERY,
  startRecordingServer,
} from "../support/http-server.js";
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
import { expiredTokenScenario, recordTimers, rejection, statuses } from "../support/production-calls.js";

// biome-ignore lint/suspicious/noExplicitAny: generated modules are checked by the compile tests; here they run.
type NgClient = Record<string, (...args: any[]) => Observable<any>>;

interface LoadOptions {
  fixture?: string;
  /** Transpile the generated code with legacy decorators instead of standard ones. */
  experimentalDecorators?: boolean;
  /** Extra application providers, e.g. for `BASE_URL`. */
  providers?: (module: Record<string, unknown>) => Provider[];
}

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const MODULE_FOLDER = path.join(REPO_ROOT, ".tmp", "generated-modules");
let moduleCounter = 0;

const apps: ApplicationRef[] = [];

afterAll(() => {
  for (const app of apps) app.destroy();
});

/**
 * Generates a client, transpiles it like a user's `tsc` would (vitest's own transform does not lower
 * decorators), imports it, and resolves every client class from a fresh Angular application.
 */
async function loadServices(options: ClientOptions = {}, loadOptions: LoadOptions = {}) {
  const code = await generate({
    src: path.join(REPO_ROOT, loadOptions.fixture ?? EVERYTHING_FIXTURE),
    template: "ng2",
    ...options,
  });
  const file = path.join(MODULE_FOLDER, `ng2-${process.pid}-${moduleCounter++}.js`);
  const module = await importTranspiled(code, file, loadOptions.experimentalDecorators ?? false);
  const app = await startApplication([
    provideHttpClient(withFetch()),
    ...(loadOptions.providers?.(module) ?? []),
  ]);
  const client = (className: string) => app.injector.get(module[className] as new () => NgClient);
  return { module, client, app };
}

/**
 * The adapter to the shared scenarios: a client whose methods return Observables, seen as an object whose
 * methods return the promise of the first value (or the error). Arguments (including Angular's per-call
 * options) pass through unchanged.
 */
function promised(client: NgClient): AnyClient {
  return new Proxy(
    {},
    {
      get: (_target, name) => {
        const method = client[name as string];
        return typeof method === "function"
          ? (...args: unknown[]) => firstValueFrom(method.apply(client, args))
          : undefined;
      },
    },
  );
}

/** The shared scenarios' three clients, resolved from a fresh application with `providers`. */
async function promisedClients(module: Record<string, unknown>, providers: Provider[] = []) {
  const app = await startApplication([provideHttpClient(withFetch()), ...providers]);
  // Another fixture may lack some of everything.yaml's groups: those are empty clients.
  const client = (className: string) =>
    module[className] === undefined
      ? {}
      : promised(app.injector.get(module[className] as new () => NgClient));
  return {
    itemsClient: client("ItemsClient"),
    filesClient: client("FilesClient"),
    defaultClient: client("DefaultClient"),
    eventsClient: client("EventsClient"),
  };
}

const ng2Client: ClientUnderTest = {
  template: "ng2",
  importModule: async (options, fixture) => {
    if (options.validator !== undefined) {
      // The client imports its schema file: both go into a folder, as `client.js` and `client.zod.js`.
      const { main, schemas, folder } = await generateWithSchemas(fixture, { template: "ng2", ...options });
      await importTranspiled(schemas, path.join(folder, "client.zod.js"));
      const module = await importTranspiled(main, path.join(folder, "client.js"));
      return { ...module, ...(await promisedClients(module)) } as GeneratedClient;
    }
    const code = await generate({
      src: path.join(REPO_ROOT, fixture),
      template: "ng2",
      ...options,
    });
    const file = path.join(MODULE_FOLDER, `ng2-${process.pid}-${moduleCounter++}.js`);
    const module = await importTranspiled(code, file);
    return { ...module, ...(await promisedClients(module)) } as GeneratedClient;
  },
  // At runtime an Angular app provides `BASE_URL`: the clients come from an application that does.
  setBaseUrl: async (module, url) => {
    Object.assign(module, await promisedClients(module, [{ provide: module.BASE_URL, useValue: url }]));
  },
  nativeBody: (result) => result,
  failure: (error) =>
    error instanceof HttpErrorResponse
      ? { status: error.status, body: error.error }
      : { status: "not an HttpErrorResponse", body: error },
  responseHeader: (headers, name) => {
    if (!(headers instanceof HttpHeaders)) throw new Error(`expected HttpHeaders, got ${String(headers)}`);
    return headers.get(name);
  },
  abortSignal: false,
};

/** Writes `code` compiled to JavaScript as `file` (ESM: the repository's package type) and imports it. */
async function importTranspiled(code: string, file: string, experimentalDecorators = false) {
  const { outputText } = ts.transpileModule(code, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, experimentalDecorators },
  });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, outputText);
  return (await import(file)) as Record<string, unknown>;
}

/**
 * Angular's browser platform reads the global `document` when an application starts (a dev-mode image
 * check that skips a document without a window). Node has none, so a bare one stands in for that moment;
 * requests go through Node's fetch either way.
 */
async function startApplication(providers: (Provider | EnvironmentProviders)[]): Promise<ApplicationRef> {
  const global = globalThis as { document?: unknown };
  const hadDocument = "document" in global;
  global.document ??= { defaultView: null };
  try {
    const app = await createApplication({ providers });
    apps.push(app);
    return app;
  } finally {
    if (!hadDocument) delete global.document;
  }
}

/** The first value an observable emits (an optional call `client.method?.()` may give undefined). */
// biome-ignore lint/suspicious/noExplicitAny: generated modules are checked by the compile tests; here they run.
function value(source: Observable<unknown> | undefined): Promise<any> {
  return firstValueFrom(source as Observable<unknown>);
}

/** The error an observable fails with (it must fail). */
/** Waits for the call to end, whatever its outcome (where only what was sent matters). */
async function settled(source: Observable<unknown> | undefined): Promise<void> {
  await value(source).then(
    () => undefined,
    () => undefined,
  );
}

async function failure(source: Observable<unknown> | undefined): Promise<unknown> {
  return value(source).then(
    (emitted) => {
      throw new Error(`expected an error, got ${JSON.stringify(emitted)}`);
    },
    (error: unknown) => error,
  );
}

function statusAndBody(error: unknown) {
  expect(error).toBeInstanceOf(HttpErrorResponse);
  const { status, error: body } = error as HttpErrorResponse;
  return { status, body };
}

describe("ng2 template against a live server through Angular's HttpClient", () => {
  const { server, lastRequest } = clientScenarios(ng2Client);
  const load = (options: ClientOptions = {}, loadOptions: LoadOptions = {}) =>
    loadServices({ baseUrl: server().url, ...options }, loadOptions);

  it.skipIf(!SERVER_RECEIVES_QUERY)("sends QUERY with its JSON body (OpenAPI 3.2)", async () => {
    const search = (await load({}, { fixture: "fixtures/clients/methods-3.2.yaml" })).client("DefaultClient");
    await value(search.searchItems?.({ text: "wheel" }));
    expect(lastRequest().method).toBe("QUERY");
    expect(lastRequest().body.toString()).toBe('{"text":"wheel"}');
  });

  it("cannot send TRACE: fetch refuses the method, so the observable errors with status 0", async () => {
    // Browsers refuse TRACE in fetch and XMLHttpRequest alike, so no Angular backend can send it.
    const defaults = (await load()).client("DefaultClient");
    const received = server().requests.length;
    const error = await failure(defaults.traceHealth?.());
    expect(statusAndBody(error).status).toBe(0);
    expect(server().requests).toHaveLength(received);
  });

  it("emits a 204 as status 204 and undefined data with responseShape full", async () => {
    const { client } = await load({ responseShape: "full" });
    const empty = await value(client("FilesClient").uploadFile?.({ file: new Blob(["x"]) }));
    expect(empty).toMatchObject({ status: 204, data: undefined });
  });

  it("passes Angular's per-call options: HttpHeaders over parameter headers, and timeout", async () => {
    const items = (await load()).client("ItemsClient");
    const headers = new HttpHeaders({ "X-Extra": "2", "X-Request-Id": "from-options" });
    await value(
      items.getItemPart?.("i", 1, "q", undefined, undefined, undefined, undefined, "from-args", undefined, {
        headers,
      }),
    );
    expect(lastRequest().headers["x-extra"]).toBe("2");
    expect(lastRequest().headers["x-request-id"]).toBe("from-options");

    // The server never answers this one (HOLD_HEADER): only the time-out can end the call, so its error (status
    // 0, no response) proves the option was passed, without a clock.
    const timedOut = await failure(
      items.listItems?.(undefined, undefined, undefined, undefined, {
        timeout: 50,
        headers: { [HOLD_HEADER]: "1" },
      }),
    );
    expect(statusAndBody(timedOut).status).toBe(0);
  });

  it("cancels the request in flight when the subscriber unsubscribes", async () => {
    const hanging = await startHangingServer();
    try {
      const items = (await load({ baseUrl: hanging.url })).client("ItemsClient");
      const emitted: unknown[] = [];
      const subscription = items.listItems?.().subscribe({
        next: (next: unknown) => emitted.push(next),
        error: (error: unknown) => emitted.push(error),
      });
      await hanging.received;
      subscription?.unsubscribe();
      await hanging.clientHungUp;
      expect(emitted).toEqual([]);
    } finally {
      await hanging.close();
    }
  });

  it("a provided BASE_URL, also with a trailing slash, wins over the baked baseUrl", async () => {
    const provided = (
      await load(
        { baseUrl: "http://127.0.0.1:9/unused" },
        { providers: (module) => [{ provide: module.BASE_URL, useValue: `${server().url}/v2/` }] },
      )
    ).client("ItemsClient");
    await value(provided.listItems?.());
    expect(lastRequest().path).toBe("/v2/items");
  });

  it("sends an operation to its own server and one call to the base URL given in its options", async () => {
    const uploads = await startRecordingServer(() => ({ status: 201, body: { id: "1", name: "a.txt" } }));
    try {
      const files = (await load({}, { fixture: "fixtures/clients/operation-servers.yaml" })).client(
        "DefaultClient",
      );
      // A relative server resolves against the base URL; an absolute one is replaced for one call.
      await settled(files.downloadFile?.("f1"));
      expect(lastRequest().url).toBe("/downloads/files/f1/content");
      await value(files.createFile?.({ name: "a.txt" }, { baseUrl: uploads.url }));
      const sent = uploads.requests.at(-1);
      expect(`${sent?.method} ${sent?.url} ${sent?.body}`).toBe('POST /files {"name":"a.txt"}');
      await settled(files.listPets?.({ baseUrl: `${server().url}/other` }));
      expect(lastRequest().url).toBe("/other/pets");
    } finally {
      await uploads.close();
    }
  });

  it("the setup scaffold provides HttpClient, BASE_URL and headers for every request", async () => {
    const folder = path.join(MODULE_FOLDER, `ng2-setup-${process.pid}-${moduleCounter++}`);
    const { files } = await generateFiles({
      src: path.join(REPO_ROOT, EVERYTHING_FIXTURE),
      template: "ng2",
      out: path.join(folder, "api", "client.ts"),
      clientSetup: path.join(folder, "setup", "client-setup.ts"),
    });
    const [main, setup] = files;
    // The setup file imports '../api/client.js': both are compiled next to where they were written.
    const api = await importTranspiled(main?.content ?? "", path.join(folder, "api", "client.js"));
    const { provideApiClient } = (await importTranspiled(
      setup?.content ?? "",
      path.join(folder, "setup", "client-setup.js"),
    )) as { provideApiClient(baseUrl: string, headers: Record<string, string>): EnvironmentProviders };
    const app = await startApplication([provideApiClient(`${server().url}/v3`, { "X-Api-Key": "k" })]);
    const items = app.injector.get(api.ItemsClient as new () => NgClient);
    await value(items.listItems?.());
    expect(lastRequest().path).toBe("/v3/items");
    expect(lastRequest().headers["x-api-key"]).toBe("k");
  });

  it("security: provided SECURITY_CREDENTIALS win over clientCredentials, and a subscription reads them anew", async () => {
    let calls = 0;
    const { module, client } = await load(
      {},
      {
        fixture: "fixtures/clients/security.yaml",
        providers: (module) => [
          {
            provide: module.SECURITY_CREDENTIALS,
            useValue: {
              bearerAuth: () => {
                calls += 1;
                return `provided-${calls}`;
              },
            },
          },
        ],
      },
    );
    (module.clientCredentials as Record<string, unknown>).bearerAuth = "from-the-module";
    const files = client("FilesClient");
    const call = files.usesDefault?.();
    // Nothing is resolved before the subscription, like the request itself.
    expect(calls).toBe(0);
    await value(call);
    expect(lastRequest().headers.authorization).toBe("Bearer provided-1");
    await value(call);
    expect(lastRequest().headers.authorization).toBe("Bearer provided-2");
  });

  it("runs the same when compiled with experimentalDecorators", async () => {
    const items = (await load({}, { experimentalDecorators: true })).client("ItemsClient");
    expect(await value(items.listItems?.())).toEqual([{ id: 1, name: "a" }]);
  });
});

/** A server that never answers: it reports when a request arrives and when the client hangs up. */
async function startHangingServer() {
  let onReceived = () => {};
  let onHangUp = () => {};
  const received = new Promise<void>((resolve) => {
    onReceived = resolve;
  });
  const clientHungUp = new Promise<void>((resolve) => {
    onHangUp = resolve;
  });
  const hanging = createServer((_request, response) => {
    response.on("close", onHangUp);
    onReceived();
  });
  await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
  const { port } = hanging.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    clientHungUp,
    close: () =>
      new Promise<void>((resolve) => {
        hanging.closeAllConnections();
        hanging.close(() => resolve());
      }),
  };
}

/**
 * The ng2 client in production (docs/production.md), against a server that misbehaves on purpose: the retry loop
 * every template shares, under an Observable that sends nothing until subscribed and whose unsubscription ends
 * the attempt and the wait; each attempt limited by Angular's own `timeout`. Counts of requests and the delays
 * asked of the timer, never a clock.
 */
describe("ng2 in production", () => {
  let misbehaving: MisbehavingServer | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await misbehaving?.close();
    misbehaving = undefined;
  });

  /** The production fixture's one client, from an application pointed at a server running `script`. */
  async function clientOver(script: Misbehaviour, token: () => string = () => "token") {
    misbehaving = await startMisbehavingServer(script);
    const url = misbehaving.url;
    const { module, client } = await loadServices(
      {},
      {
        fixture: "fixtures/clients/production.yaml",
        providers: (module) => [
          { provide: module.BASE_URL, useValue: url },
          { provide: module.SECURITY_CREDENTIALS, useValue: { bearerAuth: token } },
        ],
      },
    );
    const defaults = module.clientDefaults as {
      maxRetries?: number;
      onUnauthorized?: () => boolean | Promise<boolean>;
    };
    return { client: client("DefaultClient"), defaults, requests: misbehaving.requests };
  }

  it("sends a GET answered 503, 503, 200 three times and emits the data; a 404 once", async () => {
    const { client, requests } = await clientOver(statuses(503, 503, 200));
    expect(await value(client.listItems?.())).toEqual(["a"]);
    expect(requests).toHaveLength(3);
    const once = await clientOver(statuses(404, 200));
    const failure = await rejection(value(once.client.listItems?.()));
    expect(failure).toBeInstanceOf(HttpErrorResponse);
    expect(failure).toMatchObject({ status: 404 });
    expect(once.requests).toHaveLength(1);
  });

  it("takes maxRetries per call and from clientDefaults; a POST once, three times with an idempotency key", async () => {
    const { client, defaults, requests } = await clientOver(statuses(503));
    await rejection(value(client.listItems?.({ maxRetries: 0 })));
    expect(requests).toHaveLength(1);
    defaults.maxRetries = 1;
    await rejection(value(client.listItems?.()));
    expect(requests).toHaveLength(3);
    delete defaults.maxRetries;
    await rejection(value(client.createItem?.({ name: "n" })));
    expect(requests).toHaveLength(4);
    await rejection(value(client.createPayment?.({ name: "n" })));
    const keys = requests.slice(4).map((request) => request.headers["idempotency-key"]);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it("waits what Retry-After asks, and an unsubscription during the wait sends nothing more", async () => {
    const { client, requests } = await clientOver((_request, response) =>
      answer(response, 503, { "retry-after": "30" }),
    );
    const waits = recordTimers("retryPause");
    const subscription = client.listItems?.().subscribe({ error: () => {} });
    await vi.waitFor(() => expect(waits()).toEqual([{ delay: 30_000, cleared: false }]));
    subscription?.unsubscribe();
    // The wait ends at once (its timer cleared), so nothing is left to send the call again.
    await vi.waitFor(() => expect(waits()).toEqual([{ delay: 30_000, cleared: true }]));
    expect(requests).toHaveLength(1);
  });

  it("times an attempt out with Angular's timeout (60 s unless the call says), and sends a GET again", async () => {
    const { client, requests } = await clientOver((_request, response, index) => {
      if (index > 0) answer(response, 200, {}, ["a"]);
    });
    expect(await value(client.listItems?.({ timeout: 50 }))).toEqual(["a"]);
    expect(requests).toHaveLength(2);
    const stalled = await clientOver(() => {});
    const failure = await rejection(value(stalled.client.listItems?.({ timeout: 20, maxRetries: 0 })));
    expect(failure).toMatchObject({ status: 0, error: { name: "TimeoutError" } });
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
    const { client, defaults, requests } = await clientOver(expired.script, expired.token);
    defaults.onUnauthorized = expired.onUnauthorized;
    expired.expectShared(
      await Promise.all(Array.from({ length: 10 }, () => value(client.getMe?.()))),
      requests,
    );
  });
});

describe("ng2 walking pages (listXPages, listXItems)", () => {
  let server: PagingServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** The paging fixture's client from an application whose `BASE_URL` is a paging server's. */
  async function pagingClient() {
    server = await startPagingServer();
    const url = server.url;
    const { client } = await loadServices(
      {},
      {
        fixture: "fixtures/clients/paging.yaml",
        providers: (module) => [{ provide: module.BASE_URL, useValue: url }],
      },
    );
    // biome-ignore lint/suspicious/noExplicitAny: checked by the compile tests; here it runs.
    return client("DefaultClient") as unknown as Record<string, (...args: any[]) => AsyncIterable<any>>;
  }

  it("reads every item once and in order, by each rule, as the server asks", async () => {
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

/** What a resource method gives, as far as these tests read it (its types are pinned by the type tests). */
interface ResourceUnderTest {
  status(): string;
  isLoading(): boolean;
  value(): unknown;
  error(): unknown;
  statusCode(): number | undefined;
  reload(): boolean;
}

/**
 * The resource methods (`showPetByIdResource(args)`, docs/angular.md): Angular's `httpResource` in a real
 * application against a recording server. Each resource is created in the application's injection context; the
 * application (its document a jsdom one) runs its effects (Angular's scheduler, `tick()` to be sure) while a
 * test waits for an outcome.
 */
describe("ng2 resources (httpResource) against a live server", () => {
  let server: RecordingServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** The client of `className` over `fixture`, from an application whose `BASE_URL` is a recording server's. */
  async function resourceClient(
    fixture: string,
    className: string,
    providers: LoadOptions["providers"] = () => [],
  ) {
    const text = { "content-type": "text/plain" };
    server = await startRecordingServer((request) =>
      request.path.endsWith("/404")
        ? { status: 404, body: { code: 404, message: "no such pet" } }
        : request.path.startsWith("/pets/")
          ? { body: { id: 7, name: "Rex", birthDate: "2020-01-02" } }
          : request.path.startsWith("/notes/")
            ? request.path.endsWith("/broken")
              ? { status: 500, headers: text, body: "boom" }
              : { headers: text, body: "hello" }
            : { body: request.path === "/me" ? { name: "me" } : [{ id: 1, name: "a" }] },
    );
    const url = server.url;
    const { module, client, app } = await loadServices(
      {},
      {
        fixture,
        providers: (module) => [
          { provide: module.BASE_URL, useValue: url },
          // A resource reads the document (Angular's transfer state): a jsdom one, no globals installed.
          { provide: DOCUMENT, useValue: new JSDOM().window.document },
          ...(providers(module) ?? []),
        ],
      },
    );
    const service = client(className) as unknown as Record<string, (...args: unknown[]) => unknown>;
    const resource = (name: string, ...args: unknown[]) =>
      runInInjectionContext(app.injector, () => service[name]?.(...args) as ResourceUnderTest);
    const settled = async (made: ResourceUnderTest) => {
      await vi.waitFor(() => {
        app.tick();
        expect(made.isLoading()).toBe(false);
      });
    };
    return { module, service, resource, settled, requests: () => server?.requests ?? [] };
  }

  /** What went over the wire, as the tests compare it. */
  const wire = ({ method, url, headers, body }: RecordedRequest) => ({
    method,
    url,
    headers,
    body: body.toString(),
  });

  it("sends exactly the observable method's request, follows its signal, revives dates, and fails by status", async () => {
    const { service, resource, settled, requests } = await resourceClient(
      "fixtures/petstore.yaml",
      "PetClient",
    );
    await value(service.showPetById?.("7") as Observable<unknown>);
    const observed = requests().at(-1);
    const petId = signal("7");
    const pet = resource("showPetByIdResource", () => [petId()]);
    await settled(pet);
    expect(pet.status()).toBe("resolved");
    expect(requests()).toHaveLength(2);
    expect(wire(requests()[1] as RecordedRequest)).toEqual(wire(observed as RecordedRequest));
    expect(pet.value()).toEqual({ id: 7, name: "Rex", birthDate: new Date(2020, 0, 2) });

    // A new value of the signal sends the request again, for the new pet.
    petId.set("8");
    await settled(pet);
    expect(requests().at(-1)?.url).toBe("/pets/8");
    expect(pet.statusCode()).toBe(200);

    // A failure response: the method's failure, its body decoded as `body`, its message naming the operation.
    petId.set("404");
    await settled(pet);
    expect(pet.status()).toBe("error");
    const error = pet.error();
    expect(error).toBeInstanceOf(HttpErrorResponse);
    expect(error).toMatchObject({ status: 404, body: { code: 404, message: "no such pet" } });
    expect((error as Error).message).toBe("GET /pets/{petId}: HTTP 404 Not Found");
    expect(pet.statusCode()).toBe(404);
  });

  it("writes the query as the method does, and sends nothing while its arguments are undefined", async () => {
    const { service, resource, settled, requests } = await resourceClient(
      "fixtures/petstore.yaml",
      "PetClient",
    );
    const ready = signal(false);
    const pets = resource("listPetsResource", () => (ready() ? [5, "sold"] : undefined));
    await settled(pets);
    expect(pets.status()).toBe("idle");
    expect(pets.value()).toBeUndefined();

    ready.set(true);
    await settled(pets);
    expect(pets.status()).toBe("resolved");
    // One request: none was sent while idle.
    expect(requests()).toHaveLength(1);
    await value(service.listPets?.(5, "sold") as Observable<unknown>);
    const [fromResource, fromMethod] = requests();
    expect(fromResource?.url).toBe("/pets?limit=5&status=sold");
    expect(wire(fromResource as RecordedRequest)).toEqual(wire(fromMethod as RecordedRequest));

    // Without arguments (each optional), a resource is sent at once; `reload()` sends it again.
    const all = resource("listPetsResource");
    await settled(all);
    expect(requests().at(-1)?.url).toBe("/pets");
    all.reload();
    await settled(all);
    expect(requests()).toHaveLength(4);
  });

  it("reads a text answer as text, and a text failure's body as text", async () => {
    const spec = path.join(MODULE_FOLDER, `notes-${process.pid}-${moduleCounter++}.json`);
    mkdirSync(MODULE_FOLDER, { recursive: true });
    const note = {
      "200": { description: "a note", content: { "text/plain": { schema: { type: "string" } } } },
    };
    writeFileSync(
      spec,
      JSON.stringify({
        openapi: "3.0.3",
        info: { title: "notes", version: "1" },
        paths: {
          "/notes/{id}": {
            get: {
              operationId: "getNote",
              parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
              responses: note,
            },
          },
        },
      }),
    );
    const { service, resource, settled, requests } = await resourceClient(
      path.relative(REPO_ROOT, spec),
      "DefaultClient",
    );
    const note1 = resource("getNoteResource", () => ["1"]);
    await settled(note1);
    expect(note1.value()).toBe("hello");
    expect(await value(service.getNote?.("1") as Observable<unknown>)).toBe("hello");
    expect(wire(requests()[0] as RecordedRequest)).toEqual(wire(requests()[1] as RecordedRequest));
    const broken = resource("getNoteResource", () => ["broken"]);
    await settled(broken);
    expect(broken.error()).toMatchObject({ status: 500, body: "boom" });
  });

  it("applies the credentials the service reads, and follows a signal its credential function reads", async () => {
    const token = signal("first");
    const { resource, settled, requests, service } = await resourceClient(
      "fixtures/clients/security.yaml",
      "FilesClient",
      (module) => [{ provide: module.SECURITY_CREDENTIALS, useValue: { bearerAuth: () => token() } }],
    );
    const me = resource("getMeResource");
    await settled(me);
    expect(me.value()).toEqual({ name: "me" });
    await value(service.getMe?.() as Observable<unknown>);
    const [fromResource, fromMethod] = requests();
    expect(fromResource?.headers.authorization).toBe("Bearer first");
    expect(wire(fromResource as RecordedRequest)).toEqual(wire(fromMethod as RecordedRequest));
    token.set("second");
    await settled(me);
    expect(requests()).toHaveLength(3);
    expect(requests().at(-1)?.headers.authorization).toBe("Bearer second");
  });
});
