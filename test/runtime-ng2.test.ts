/**
 * The generated ng2 client run for real: Angular's own `HttpClient` (`provideHttpClient(withFetch())`) in
 * a real application injector from `createApplication`, in Node, against a live server on 127.0.0.1.
 * The clients are resolved through `providedIn: 'root'`, so the `@Injectable` decorator is exercised too.
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
import type { ApplicationRef, EnvironmentProviders, Provider } from "@angular/core";
import { createApplication } from "@angular/platform-browser";
import { firstValueFrom, type Observable } from "rxjs";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GenerateOptions, generate, generateFiles } from "../src/index.js";
import {
  answerEverything,
  DELAY_HEADER,
  EVERYTHING_FIXTURE,
  QUERY_SERIALIZATION_CELLS,
} from "./support/client-scenarios.js";
import { type RecordedRequest, type RecordingServer, startRecordingServer } from "./support/http-server.js";

// biome-ignore lint/suspicious/noExplicitAny: generated modules are checked by the compile tests; here they run.
type AnyClient = Record<string, (...args: any[]) => Observable<any>>;
type ClientOptions = Omit<GenerateOptions, "src" | "out" | "template">;

interface LoadOptions {
  fixture?: string;
  /** Transpile the generated code with legacy decorators instead of standard ones. */
  experimentalDecorators?: boolean;
  /** Extra application providers, e.g. for `BASE_URL`. */
  providers?: (module: Record<string, unknown>) => Provider[];
}

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));
const MODULE_FOLDER = path.join(REPO_ROOT, ".tmp", "generated-modules");
let moduleCounter = 0;

let server: RecordingServer;
const apps: ApplicationRef[] = [];

beforeAll(async () => {
  server = await startRecordingServer(answerEverything);
});
afterAll(async () => {
  for (const app of apps) app.destroy();
  await server.close();
});

function lastRequest(): RecordedRequest {
  const request = server.requests.at(-1);
  if (!request) throw new Error("no request was received");
  return request;
}

/**
 * Generates a client, transpiles it like a user's `tsc` would (vitest's own transform does not lower
 * decorators), imports it, and resolves every client class from a fresh Angular application.
 */
async function load(options: ClientOptions = {}, loadOptions: LoadOptions = {}) {
  const code = await generate({
    src: path.join(REPO_ROOT, loadOptions.fixture ?? EVERYTHING_FIXTURE),
    template: "ng2",
    baseUrl: server.url,
    ...options,
  });
  const file = path.join(MODULE_FOLDER, `ng2-${process.pid}-${moduleCounter++}.js`);
  const module = await importTranspiled(code, file, loadOptions.experimentalDecorators ?? false);
  const app = await startApplication([
    provideHttpClient(withFetch()),
    ...(loadOptions.providers?.(module) ?? []),
  ]);
  const client = (className: string) => app.injector.get(module[className] as new () => AnyClient);
  return { module, client };
}

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
  it("sends path, query, header and cookie parameters and decodes JSON", async () => {
    const items = (await load()).client("ItemsClient");
    const part = await value(
      items.getItemPart?.(
        "a/b c",
        3,
        "wheels",
        10,
        ["x", "y"],
        { color: "red", size: 2 },
        new Date("2024-01-02T03:04:05Z"),
        "req-1",
        "s3cret",
      ),
    );
    expect(part).toEqual({ id: 7, name: "wheel" });
    const request = lastRequest();
    expect(request.method).toBe("GET");
    expect(request.path).toBe("/items/a%2Fb%20c/parts/3");
    expect(request.query).toBe(
      "q=wheels&limit=10&tags=x&tags=y&filter.color=red&filter.size=2&since=2024-01-02T03%3A04%3A05.000Z",
    );
    expect(request.headers["x-request-id"]).toBe("req-1");
    expect(request.headers.cookie).toBe("session=s3cret");
  });

  it("serializes queries for all six allowDots × arrayFormat cells", async () => {
    for (const [allowDots, arrayFormat, expected] of QUERY_SERIALIZATION_CELLS) {
      const items = (await load({ queryParamsSerialization: { allowDots, arrayFormat } })).client(
        "ItemsClient",
      );
      await value(items.getItemPart?.("i", 1, "s", undefined, ["a", "b"], { color: "red" }));
      expect(lastRequest().query, `${allowDots} ${arrayFormat}`).toBe(expected);
    }
  });

  it("groups query parameters into one object with queryParamsAsObject", async () => {
    const items = (await load({ queryParamsSerialization: { queryParamsAsObject: true } })).client(
      "ItemsClient",
    );
    await value(items.getItemPart?.("i", 1, { q: "s", limit: 5, tags: ["t"] }));
    expect(lastRequest().query).toBe("q=s&limit=5&tags=t");
  });

  it("sends JSON, multipart, urlencoded, binary and text bodies byte for byte", async () => {
    const { client } = await load();
    const items = client("ItemsClient");
    const files = client("FilesClient");
    const created = await value(
      items.createItem?.({ name: "new", createdAt: new Date("2024-01-01T00:00:00Z") }, true, "trace-1"),
    );
    expect(created).toEqual({ id: 1, name: "new" });
    let request = lastRequest();
    expect(request.method).toBe("POST");
    expect(request.query).toBe("dryRun=true");
    expect(request.headers["x-trace"]).toBe("trace-1");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.body.toString()).toBe('{"name":"new","createdAt":"2024-01-01T00:00:00.000Z"}');

    await value(
      files.uploadFile?.({
        file: new Blob(["PNG!"], { type: "image/png" }),
        description: "pic",
        labels: ["a", "b"],
        meta: { origin: "cam" },
      }),
    );
    request = lastRequest();
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const multipart = request.body.toString();
    expect(multipart).toMatch(/name="file"; filename="[^"]*"\r\nContent-Type: image\/png\r\n\r\nPNG!\r\n/);
    expect(multipart).toMatch(/name="description"\r\n\r\npic\r\n/);
    expect(multipart.match(/name="labels"/g)).toHaveLength(2);
    expect(multipart).toContain('{"origin":"cam"}');

    expect(await value(files.submitForm?.({ name: "a b", count: 2 }))).toBe("form ok");
    request = lastRequest();
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request.body.toString()).toBe("name=a+b&count=2");

    const bytes = new Uint8Array([0, 1, 2, 255]);
    const echoed = await value(files.putBlob?.(new Blob([bytes])));
    expect(lastRequest().headers["content-type"]).toBe("application/octet-stream");
    expect([...lastRequest().body]).toEqual([0, 1, 2, 255]);
    expect(echoed).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (echoed as Blob).arrayBuffer())).toEqual(bytes);

    expect(await value(files.postNote?.("héllo"))).toBe(6);
    expect(lastRequest().headers["content-type"]).toBe("text/plain");
    expect(lastRequest().body.toString()).toBe("héllo");
  });

  it("emits undefined for 204 and empty responses, for POST, HEAD and OPTIONS, and sends QUERY", async () => {
    const { client } = await load();
    const files = client("FilesClient");
    const defaults = client("DefaultClient");
    expect(await value(files.uploadFile?.({ file: new Blob(["x"]) }))).toBeUndefined();
    expect(await value(defaults.headHealth?.())).toBeUndefined();
    expect(lastRequest().method).toBe("HEAD");
    expect(await value(defaults.optionsHealth?.())).toBeUndefined();
    expect(lastRequest().method).toBe("OPTIONS");

    const search = (await load({}, { fixture: "fixtures/clients/methods-3.2.yaml" })).client("DefaultClient");
    await value(search.searchItems?.({ text: "wheel" }));
    expect(lastRequest().method).toBe("QUERY");
    expect(lastRequest().body.toString()).toBe('{"text":"wheel"}');
  });

  it("cannot send TRACE: fetch refuses the method, so the observable errors with status 0", async () => {
    // Browsers refuse TRACE in fetch and XMLHttpRequest alike, so no Angular backend can send it.
    const defaults = (await load()).client("DefaultClient");
    const received = server.requests.length;
    const error = await failure(defaults.traceHealth?.());
    expect(statusAndBody(error).status).toBe(0);
    expect(server.requests).toHaveLength(received);
  });

  it("errors with HttpErrorResponse carrying the status and the parsed body for 4xx and 5xx", async () => {
    const items = (await load()).client("ItemsClient");
    expect(statusAndBody(await failure(items.getItemPart?.("missing", 1, "q")))).toEqual({
      status: 404,
      body: { message: "no such item" },
    });
    expect(statusAndBody(await failure(items.createItem?.({ name: "reject" })))).toEqual({
      status: 422,
      body: { message: "rejected" },
    });
    expect(statusAndBody(await failure(items.getItemPart?.("explode", 1, "q")))).toEqual({
      status: 500,
      body: "exploded",
    });
  });

  it("parses a JSON error body also where the success body is text or binary", async () => {
    const files = (await load()).client("FilesClient");
    const rejected = { status: 422, body: { message: "rejected" } };
    expect(statusAndBody(await failure(files.submitForm?.({ name: "reject" })))).toEqual(rejected);
    expect(statusAndBody(await failure(files.putBlob?.(new Blob(["reject"]))))).toEqual(rejected);
  });

  it("emits the body alone with responseShape body", async () => {
    const { client } = await load({ responseShape: "body" });
    expect(await value(client("ItemsClient").getItemPart?.("i", 1, "q"))).toEqual({
      id: 7,
      name: "wheel",
    });
    expect(await value(client("FilesClient").submitForm?.({ name: "x" }))).toBe("form ok");
  });

  it("emits APIResponse with status, data and HttpHeaders with responseShape full", async () => {
    const { client } = await load({ responseShape: "full" });
    const response = await value(client("ItemsClient").createItem?.({ name: "new" }));
    expect(response.status).toBe(201);
    expect(response.data).toEqual({ id: 1, name: "new" });
    expect(response.headers).toBeInstanceOf(HttpHeaders);
    expect(response.headers.get("content-type")).toContain("application/json");
    const empty = await value(client("FilesClient").uploadFile?.({ file: new Blob(["x"]) }));
    expect(empty).toMatchObject({ status: 204, data: undefined });
  });

  it("passes Angular's per-call options: headers as a record or HttpHeaders, and timeout", async () => {
    const items = (await load()).client("ItemsClient");
    await value(items.listItems?.("o", "h", 2, "ignored", { headers: { "X-Extra": "1" } }));
    expect(lastRequest().headers["x-extra"]).toBe("1");
    expect(lastRequest().query).toBe("options=o&http=h&page=2");
    const headers = new HttpHeaders({ "X-Extra": "2", "X-Request-Id": "from-options" });
    await value(
      items.getItemPart?.("i", 1, "q", undefined, undefined, undefined, undefined, "from-args", undefined, {
        headers,
      }),
    );
    expect(lastRequest().headers["x-extra"]).toBe("2");
    expect(lastRequest().headers["x-request-id"]).toBe("from-options");

    const started = performance.now();
    const timedOut = await failure(
      items.listItems?.(undefined, undefined, undefined, undefined, {
        timeout: 50,
        headers: { [DELAY_HEADER]: "1000" },
      }),
    );
    expect(statusAndBody(timedOut).status).toBe(0);
    expect(performance.now() - started).toBeLessThan(900);
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

  it("uses the baked baseUrl, and a provided BASE_URL wins", async () => {
    const baked = (await load({ baseUrl: `${server.url}/v1` })).client("ItemsClient");
    await value(baked.listItems?.());
    expect(lastRequest().path).toBe("/v1/items");
    const provided = (
      await load(
        { baseUrl: "http://127.0.0.1:9/unused" },
        { providers: (module) => [{ provide: module.BASE_URL, useValue: `${server.url}/v2/` }] },
      )
    ).client("ItemsClient");
    await value(provided.listItems?.());
    expect(lastRequest().path).toBe("/v2/items");
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
    const app = await startApplication([provideApiClient(`${server.url}/v3`, { "X-Api-Key": "k" })]);
    const items = app.injector.get(api.ItemsClient as new () => AnyClient);
    await value(items.listItems?.());
    expect(lastRequest().path).toBe("/v3/items");
    expect(lastRequest().headers["x-api-key"]).toBe("k");
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
