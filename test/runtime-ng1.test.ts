/**
 * The generated ng1 client run for real: AngularJS 1.8's own `$http` over jsdom's XMLHttpRequest against
 * a live server on 127.0.0.1. Like in a browser, AngularJS is a script of the page and the generated
 * module runs in the page too (compiled to a script, with no `angular` global in reach). The page lives
 * at the server's origin, as an app served by its API would, so requests are same-origin (no CORS).
 *
 * Values the test hands to the client (`Date`, `Blob`) are made in the page, as the page's own code
 * would make them: the runtime checks `instanceof` against the page's classes.
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
type AnyClient = Record<string, (...args: any[]) => PromiseLike<any>>;
type ClientOptions = Omit<GenerateOptions, "src" | "out" | "template">;
interface Ng1Module {
  clientDefaults: { baseUrl: string };
  registerClients(module: angular.IModule): angular.IModule;
}
type PageWindow = JSDOM["window"] & { angular: angular.IAngularStatic };

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));
const ANGULAR_SCRIPT = readFileSync(createRequire(import.meta.url).resolve("angular/angular.js"), "utf8");

/** A request with this header is answered with its value as `text/plain`. */
const TEXT_ANSWER_HEADER = "x-text-answer";

let server: RecordingServer;
let page: PageWindow;
let moduleCounter = 0;

beforeAll(async () => {
  server = await startRecordingServer((request) => {
    const text = request.headers[TEXT_ANSWER_HEADER];
    return text === undefined
      ? answerEverything(request)
      : { headers: { "content-type": "text/plain" }, body: text };
  });
  page = openPage(`${server.url}/`);
});
afterAll(async () => {
  page.close();
  await server.close();
});

/** A page at `url` that has loaded AngularJS like a browser does, as a script of the page. */
function openPage(url: string): PageWindow {
  const { window } = new JSDOM("<!DOCTYPE html><html><body></body></html>", {
    url,
    runScripts: "outside-only",
  });
  window.eval(ANGULAR_SCRIPT);
  return window as PageWindow;
}

function lastRequest(): RecordedRequest {
  const request = server.requests.at(-1);
  if (!request) throw new Error("no request was received");
  return request;
}

/**
 * Generates a client, runs it in the page, registers its services on a fresh AngularJS module and returns
 * a lookup of the services from that module's injector.
 */
async function load(options: ClientOptions = {}, fixture = EVERYTHING_FIXTURE) {
  const code = await generate({ src: path.join(REPO_ROOT, fixture), template: "ng1", ...options });
  const module = runInPage(code) as unknown as Ng1Module;
  if (options.baseUrl === undefined) module.clientDefaults.baseUrl = server.url;
  const name = `typewright${moduleCounter++}`;
  module.registerClients(page.angular.module(name, []));
  const injector = page.angular.injector(["ng", name]);
  return { module, client: (serviceName: string) => injector.get<AnyClient>(serviceName) };
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
  const run = page.eval(`(function (exports, require, angular) {\n${outputText}\n})`) as (
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

/** What the promise resolves to (an optional call `client.method?.()` may give undefined). */
// biome-ignore lint/suspicious/noExplicitAny: generated modules are checked by the compile tests; here they run.
async function value(promise: PromiseLike<unknown> | undefined): Promise<any> {
  return await promise;
}

/** What the promise rejects with (it must reject). */
async function failure(promise: PromiseLike<unknown> | undefined): Promise<unknown> {
  return value(promise).then(
    (resolved) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(resolved)}`);
    },
    (error: unknown) => error,
  );
}

/** The status and data of `$http`'s rejection, which is its own response object. */
function statusAndData(rejection: unknown) {
  const { status, data } = rejection as angular.IHttpResponse<unknown>;
  return { status, data };
}

describe("ng1 template against a live server through AngularJS $http", () => {
  it("sends path, query and header parameters and decodes JSON; cookies come from the browser", async () => {
    page.document.cookie = "session=from-the-browser";
    try {
      const items = (await load()).client("itemsClient");
      const part = await value(
        items.getItemPart?.(
          "a/b c",
          3,
          "wheels",
          10,
          ["x", "y"],
          { color: "red", size: 2 },
          new page.Date("2024-01-02T03:04:05Z"),
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
      // XMLHttpRequest drops the client's `Cookie` header; the page's own cookie is sent instead.
      expect(request.headers.cookie).toBe("session=from-the-browser");
    } finally {
      page.document.cookie = "session=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    }
  });

  it("serializes queries for all six allowDots × arrayFormat cells", async () => {
    for (const [allowDots, arrayFormat, expected] of QUERY_SERIALIZATION_CELLS) {
      const items = (await load({ queryParamsSerialization: { allowDots, arrayFormat } })).client(
        "itemsClient",
      );
      await value(items.getItemPart?.("i", 1, "s", undefined, ["a", "b"], { color: "red" }));
      expect(lastRequest().query, `${allowDots} ${arrayFormat}`).toBe(expected);
    }
  });

  it("groups query parameters into one object with queryParamsAsObject", async () => {
    const items = (await load({ queryParamsSerialization: { queryParamsAsObject: true } })).client(
      "itemsClient",
    );
    await value(items.getItemPart?.("i", 1, { q: "s", limit: 5, tags: ["t"] }));
    expect(lastRequest().query).toBe("q=s&limit=5&tags=t");
  });

  it("sends JSON, multipart, urlencoded, binary and text bodies byte for byte", async () => {
    const { client } = await load();
    const items = client("itemsClient");
    const files = client("filesClient");
    const created = await value(
      items.createItem?.({ name: "new", createdAt: new page.Date("2024-01-01T00:00:00Z") }, true, "trace-1"),
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
        file: new page.Blob(["PNG!"], { type: "image/png" }),
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
    const echoed = await value(files.putBlob?.(new page.Blob([bytes])));
    expect(lastRequest().headers["content-type"]).toBe("application/octet-stream");
    expect([...lastRequest().body]).toEqual([0, 1, 2, 255]);
    expect(echoed).toBeInstanceOf(page.Blob);
    expect(new Uint8Array(await (echoed as Blob).arrayBuffer())).toEqual(bytes);

    expect(await value(files.postNote?.("héllo"))).toBe(6);
    expect(lastRequest().headers["content-type"]).toBe("text/plain");
    expect(lastRequest().body.toString()).toBe("héllo");
  });

  it("keeps text that looks like JSON as text, both ways", async () => {
    const files = (await load()).client("filesClient");
    // `$http` parses JSON-looking responses by default; a text operation must get the characters.
    const answer = { headers: { [TEXT_ANSWER_HEADER]: '{"a":1}' } };
    expect(await value(files.submitForm?.({ name: "x" }, answer))).toBe('{"a":1}');
    expect(await value(files.postNote?.("[1]"))).toBe(3);
    expect(lastRequest().body.toString()).toBe("[1]");
  });

  it("resolves 204 and empty responses to undefined, for POST, HEAD and OPTIONS, and sends QUERY", async () => {
    const { client } = await load();
    const files = client("filesClient");
    const defaults = client("defaultClient");
    expect(await value(files.uploadFile?.({ file: new page.Blob(["x"]) }))).toBeUndefined();
    expect(await value(defaults.headHealth?.())).toBeUndefined();
    expect(lastRequest().method).toBe("HEAD");
    expect(await value(defaults.optionsHealth?.())).toBeUndefined();
    expect(lastRequest().method).toBe("OPTIONS");

    const search = (await load({}, "fixtures/clients/methods-3.2.yaml")).client("defaultClient");
    await value(search.searchItems?.({ text: "wheel" }));
    expect(lastRequest().method).toBe("QUERY");
    expect(lastRequest().body.toString()).toBe('{"text":"wheel"}');
  });

  it("cannot send TRACE: XMLHttpRequest refuses the method, so the call rejects", async () => {
    const defaults = (await load()).client("defaultClient");
    const received = server.requests.length;
    expect(await failure(defaults.traceHealth?.())).toBeDefined();
    expect(server.requests).toHaveLength(received);
  });

  it("rejects 4xx and 5xx responses with $http's response carrying the status and the parsed body", async () => {
    const items = (await load()).client("itemsClient");
    expect(statusAndData(await failure(items.getItemPart?.("missing", 1, "q")))).toEqual({
      status: 404,
      data: { message: "no such item" },
    });
    expect(statusAndData(await failure(items.createItem?.({ name: "reject" })))).toEqual({
      status: 422,
      data: { message: "rejected" },
    });
    expect(statusAndData(await failure(items.getItemPart?.("explode", 1, "q")))).toEqual({
      status: 500,
      data: "exploded",
    });
  });

  it("parses a JSON error body also where the success body is text or binary", async () => {
    const files = (await load()).client("filesClient");
    const rejected = { status: 422, data: { message: "rejected" } };
    expect(statusAndData(await failure(files.submitForm?.({ name: "reject" })))).toEqual(rejected);
    expect(statusAndData(await failure(files.putBlob?.(new page.Blob(["reject"]))))).toEqual(rejected);
  });

  it("resolves to the body alone with responseShape body", async () => {
    const { client } = await load({ responseShape: "body" });
    expect(await value(client("itemsClient").getItemPart?.("i", 1, "q"))).toEqual({ id: 7, name: "wheel" });
    expect(await value(client("filesClient").submitForm?.({ name: "x" }))).toBe("form ok");
  });

  it("resolves to APIResponse with status, data and $http's header getter with responseShape full", async () => {
    const { client } = await load({ responseShape: "full" });
    const response = await value(client("itemsClient").createItem?.({ name: "new" }));
    expect(response.status).toBe(201);
    expect(response.data).toEqual({ id: 1, name: "new" });
    expect(response.headers("content-type")).toContain("application/json");
    expect(await value(client("filesClient").uploadFile?.({ file: new page.Blob(["x"]) }))).toMatchObject({
      status: 204,
      data: undefined,
    });
  });

  it("passes $http's per-call config: extra headers, and a timeout promise that aborts in flight", async () => {
    const items = (await load()).client("itemsClient");
    await value(items.listItems?.("o", "h", 2, "ignored", { headers: { "X-Extra": "1" } }));
    expect(lastRequest().headers["x-extra"]).toBe("1");
    expect(lastRequest().query).toBe("options=o&http=h&page=2");

    const started = performance.now();
    const abort = new Promise<void>((resolve) => setTimeout(resolve, 50));
    const aborted = await failure(
      items.listItems?.(undefined, undefined, undefined, undefined, {
        timeout: abort,
        headers: { [DELAY_HEADER]: "1000" },
      }),
    );
    expect(aborted).toMatchObject({ status: -1, xhrStatus: "abort" });
    expect(performance.now() - started).toBeLessThan(900);
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
    setupClient(page.angular.module(name, []), `${server.url}/v4`);
    const items = page.angular.injector(["ng", name]).get<AnyClient>("itemsClient");
    await value(items.listItems?.());
    expect(lastRequest().path).toBe("/v4/items");
  });

  it("uses the baked baseUrl, and clientDefaults.baseUrl overrides it at runtime", async () => {
    const { module, client } = await load({ baseUrl: `${server.url}/v1` });
    await value(client("itemsClient").listItems?.());
    expect(lastRequest().path).toBe("/v1/items");
    module.clientDefaults.baseUrl = `${server.url}/v2/`;
    await value(client("itemsClient").listItems?.());
    expect(lastRequest().path).toBe("/v2/items");
  });
});
