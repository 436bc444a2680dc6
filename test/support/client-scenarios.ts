/**
 * Live-server scenarios every generated client must pass: one recording server on 127.0.0.1 answering like
 * fixtures/clients/everything.yaml describes, and the calls with what must go over the wire and come back.
 * A runtime test supplies only what differs between libraries ({@link ClientUnderTest}) and adds its
 * library's own checks next to these. The promise-based clients (fetch, axios, xior, ky) are called as they
 * are; the Angular ones (ng1's `$q` promises, ng2's Observables) through an adapter in their test file that
 * resolves the services from a real injector and turns each call into a promise.
 */
import { expect, it } from "vitest";
import type {
  AnyClient,
  BrowserPage,
  ClientOptions,
  ClientUnderTest,
  GeneratedClient,
} from "./client-under-test.js";
import { dateScenarios } from "./date-scenarios.js";
import {
  EVERYTHING_FIXTURE,
  HOLD_HEADER,
  nextHeldRequest,
  QUERY_SERIALIZATION_CELLS,
  registerEverythingServer,
} from "./everything-server.js";
import { importGenerated } from "./generated-module.js";
import type { RecordedRequest, RecordingServer } from "./http-server.js";
import { openApi32Scenarios } from "./openapi-3.2-scenarios.js";
import { parameterStyleScenarios } from "./parameter-style-scenarios.js";
import { requestShapeScenarios } from "./request-shape-scenarios.js";
import { runtimeNameScenarios } from "./runtime-name-scenarios.js";
import { securityScenarios } from "./security-scenarios.js";
import { validationScenarios } from "./validation-scenarios.js";
import { wireRuleScenarios } from "./wire-rule-scenarios.js";

/** The templates whose groups are objects of exported functions, so each operation can be imported alone. */
const OBJECT_TEMPLATES: ReadonlySet<ClientUnderTest["template"]> = new Set(["fetch", "axios", "xior", "ky"]);

/** Generates `fixture` for `client` with `options` and imports it (no base URL set). */
function importModule(
  client: ClientUnderTest,
  options: ClientOptions,
  fixture = EVERYTHING_FIXTURE,
): Promise<GeneratedClient> {
  if (client.importModule) return client.importModule(options, fixture);
  return importGenerated<GeneratedClient>(
    fixture,
    { template: client.template, ...options },
    {
      transformCode: client.transformCode,
      transformSchemas: client.transformSchemas,
      modulesUnder: client.modulesUnder,
    },
  ).then(({ module }) => module);
}

/** Generates `fixture` for `client`, imports it and points it at the running server. */
export async function importClient(
  client: ClientUnderTest,
  url: string,
  options: ClientOptions = {},
  fixture = EVERYTHING_FIXTURE,
): Promise<GeneratedClient> {
  const module = await importModule(client, options, fixture);
  await client.setBaseUrl(module, url);
  return module;
}

/** What a test file needs to add its library's own tests next to the shared ones. */
export interface ScenarioContext {
  server(): RecordingServer;
  lastRequest(): RecordedRequest;
  /** Generates, imports and points at the server a client of the template under test. */
  load(options?: ClientOptions): Promise<GeneratedClient>;
}

/** Registers the shared scenarios as tests of the calling `describe`, sharing one server with it. */
export function clientScenarios(client: ClientUnderTest): ScenarioContext {
  const { server, lastRequest } = registerEverythingServer();
  const load = (options: ClientOptions = {}) => importClient(client, server().url, options);
  const body = (result: Promise<unknown> | undefined) => result?.then(client.nativeBody);
  /** The classes values handed to the client are made with: the page's in a browser, else Node's. */
  const values = (): Omit<BrowserPage, "document"> => client.page?.() ?? globalThis;
  dateScenarios({
    load: (options) => load(options),
    lastRequest,
    body,
    Date: () => values().Date,
    inPage: client.page !== undefined,
  });

  validationScenarios({
    load: (options) => load(options),
    server,
    body,
    failure: client.failure,
    Date: () => values().Date,
    inPage: client.page !== undefined,
    promises: OBJECT_TEMPLATES.has(client.template),
  });

  /** What `getItemPart` of the scenarios below answers, and the request it sent, in either argument style. */
  function expectItemPartSent(part: unknown, inPage: boolean): void {
    expect(part).toEqual({ id: 7, name: "wheel" });
    const request = lastRequest();
    expect(request.method).toBe("GET");
    expect(request.path).toBe("/items/a%2Fb%20c/parts/3");
    expect(request.query).toBe(
      "q=wheels&limit=10&tags=x&tags=y&filter.color=red&filter.size=2&since=2024-01-02T03%3A04%3A05.000Z",
    );
    expect(request.headers["x-request-id"]).toBe("req-1");
    expect(request.headers.cookie).toBe(inPage ? "session=from-the-browser" : "session=s3cret");
  }

  it("sends path, query, header and cookie parameters and decodes JSON", async () => {
    // In a page, XMLHttpRequest drops the client's `Cookie` header; the page's own cookie is sent instead.
    const page = client.page?.();
    if (page) page.document.cookie = "session=from-the-browser";
    try {
      const { itemsClient } = await load();
      const part = await body(
        itemsClient.getItemPart?.(
          "a/b c",
          3,
          "wheels",
          10,
          ["x", "y"],
          { color: "red", size: 2 },
          new (values().Date)("2024-01-02T03:04:05Z"),
          "req-1",
          "s3cret",
        ),
      );
      expectItemPartSent(part, page !== undefined);
    } finally {
      if (page) page.document.cookie = "session=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    }
  });

  if (OBJECT_TEMPLATES.has(client.template)) {
    it("sends the same request and resolves the same through an operation imported on its own", async () => {
      const module = await load();
      const standalone = module.getItemPart as AnyClient[string];
      // The group object holds the very function a user may import alone.
      expect(module.itemsClient.getItemPart).toBe(standalone);
      const args = ["a/b c", 3, "wheels", 10, ["x", "y"], { color: "red" }, undefined, "req-1", "s3cret"];
      const viaGroup = await body(module.itemsClient.getItemPart?.(...args));
      const sentByGroup = lastRequest();
      const viaFunction = await body(standalone(...args));
      const sent = lastRequest();
      expect(viaFunction).toEqual(viaGroup);
      expect([sent.method, sent.url, sent.headers["x-request-id"], sent.headers.cookie]).toEqual([
        sentByGroup.method,
        sentByGroup.url,
        sentByGroup.headers["x-request-id"],
        sentByGroup.headers.cookie,
      ]);
      expect(sent.url).toBe("/items/a%2Fb%20c/parts/3?q=wheels&limit=10&tags=x&tags=y&filter.color=red");
    });
  }

  it("serializes queries for all six allowDots × arrayFormat cells", async () => {
    for (const [allowDots, arrayFormat, expected] of QUERY_SERIALIZATION_CELLS) {
      const { itemsClient } = await load({ queryParamsSerialization: { allowDots, arrayFormat } });
      await itemsClient.getItemPart?.("i", 1, "s", undefined, ["a", "b"], { color: "red" });
      expect(lastRequest().query, `${allowDots} ${arrayFormat}`).toBe(expected);
    }
  });

  it("groups query parameters into one object with queryParamsAsObject", async () => {
    const { itemsClient } = await load({ queryParamsSerialization: { queryParamsAsObject: true } });
    await itemsClient.getItemPart?.("i", 1, { q: "s", limit: 5, tags: ["t"] });
    expect(lastRequest().query).toBe("q=s&limit=5&tags=t");
  });

  it("takes one object under the description's names with argumentStyle object, sending the same bytes", async () => {
    const page = client.page?.();
    if (page) page.document.cookie = "session=from-the-browser";
    try {
      const { itemsClient } = await load({ argumentStyle: "object" });
      const part = await body(
        itemsClient.getItemPart?.({
          "item-id": "a/b c",
          partId: 3,
          q: "wheels",
          limit: 10,
          tags: ["x", "y"],
          filter: { color: "red", size: 2 },
          since: new (values().Date)("2024-01-02T03:04:05Z"),
          "X-Request-Id": "req-1",
          session: "s3cret",
        }),
      );
      expectItemPartSent(part, page !== undefined);
    } finally {
      if (page) page.document.cookie = "session=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    }
    // The body under `body`, a header under its `x-name` (`trace`), the per-call options second.
    const { itemsClient } = await load({ argumentStyle: "object" });
    const created = await body(
      itemsClient.createItem?.({
        body: { name: "new", createdAt: new (values().Date)("2024-01-01T00:00:00Z") },
        dryRun: true,
        trace: "trace-1",
      }),
    );
    expect(created).toEqual({ id: 1, name: "new" });
    const request = lastRequest();
    expect([request.method, request.query, request.headers["x-trace"]]).toEqual([
      "POST",
      "dryRun=true",
      "trace-1",
    ]);
    expect(request.body.toString()).toBe('{"name":"new","createdAt":"2024-01-01T00:00:00.000Z"}');
    // Nothing required: the object may be left out, or hold keys named like the call's own arguments.
    await itemsClient.listItems?.();
    expect(lastRequest().url).toBe("/items");
    await itemsClient.listItems?.({ options: "o", http: "h", page: 2 });
    expect(lastRequest().url).toBe("/items?options=o&http=h&page=2");
  });

  it("sends a JSON body and decodes the JSON response", async () => {
    const { itemsClient } = await load();
    const created = await body(
      itemsClient.createItem?.(
        { name: "new", createdAt: new (values().Date)("2024-01-01T00:00:00Z") },
        true,
        "trace-1",
      ),
    );
    expect(created).toEqual({ id: 1, name: "new" });
    const request = lastRequest();
    expect(request.method).toBe("POST");
    expect(request.query).toBe("dryRun=true");
    expect(request.headers["x-trace"]).toBe("trace-1");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.body.toString()).toBe('{"name":"new","createdAt":"2024-01-01T00:00:00.000Z"}');
  });

  it("sends a multipart body with files, repeated fields and JSON parts", async () => {
    const { filesClient } = await load();
    await filesClient.uploadFile?.({
      file: new (values().Blob)(["PNG!"], { type: "image/png" }),
      description: "pic",
      labels: ["a", "b"],
      meta: { origin: "cam" },
    });
    const request = lastRequest();
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const multipart = request.body.toString();
    expect(multipart).toMatch(/name="file"; filename="[^"]*"\r\nContent-Type: image\/png\r\n\r\nPNG!\r\n/);
    expect(multipart).toMatch(/name="description"\r\n\r\npic\r\n/);
    expect(multipart.match(/name="labels"/g)).toHaveLength(2);
    expect(multipart).toContain('{"origin":"cam"}');
  });

  it("sends a urlencoded body and decodes a text response", async () => {
    const { filesClient } = await load();
    expect(await body(filesClient.submitForm?.({ name: "a b", count: 2 }))).toBe("form ok");
    const request = lastRequest();
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request.body.toString()).toBe("name=a+b&count=2");
  });

  it("sends a binary body byte for byte and decodes the binary response as a Blob", async () => {
    const { filesClient } = await load();
    const bytes = new Uint8Array([0, 1, 2, 255]);
    const echoed = await body(filesClient.putBlob?.(new (values().Blob)([bytes])));
    expect(lastRequest().headers["content-type"]).toBe("application/octet-stream");
    expect([...lastRequest().body]).toEqual([0, 1, 2, 255]);
    expect(echoed).toBeInstanceOf(values().Blob);
    expect(new Uint8Array(await (echoed as Blob).arrayBuffer())).toEqual(bytes);
  });

  it("sends a text body as UTF-8", async () => {
    const { filesClient } = await load();
    expect(await body(filesClient.postNote?.("héllo"))).toBe(6);
    expect(lastRequest().headers["content-type"]).toBe("text/plain");
    expect(lastRequest().body.toString()).toBe("héllo");
  });

  it("resolves 204 and empty responses to undefined, for POST, HEAD and OPTIONS", async () => {
    const { filesClient, defaultClient } = await load();
    expect(await body(filesClient.uploadFile?.({ file: new (values().Blob)(["x"]) }))).toBeUndefined();
    expect(await body(defaultClient.headHealth?.())).toBeUndefined();
    expect(lastRequest().method).toBe("HEAD");
    expect(await body(defaultClient.optionsHealth?.())).toBeUndefined();
    expect(lastRequest().method).toBe("OPTIONS");
  });

  it("resolves the body, or undefined when the same operation answers 204 (typed `Item | undefined`)", async () => {
    const { itemsClient } = await load();
    expect(await body(itemsClient.getDraft?.("i1"))).toEqual({ id: 3, name: "draft" });
    expect(lastRequest().path).toBe("/items/i1/draft");
    expect(await body(itemsClient.getDraft?.("none"))).toBeUndefined();
    expect(lastRequest().path).toBe("/items/none/draft");
    // A 200 saying it has no content (`Content-Length: 0`) too: Angular's HttpClient reads it as `null`.
    expect(await body(itemsClient.getDraft?.("empty"))).toBeUndefined();
    // An answer to HEAD has no body, whatever the description's content says (typed `void`).
    expect(await body(itemsClient.headDraft?.("i1"))).toBeUndefined();
    expect(lastRequest()).toMatchObject({ method: "HEAD", path: "/items/i1/draft" });
  });

  it("resolves each 2xx status's own body with its own dates revived (typed as either body)", async () => {
    const { itemsClient } = await load();
    const published = (await body(itemsClient.publishItem?.("i1"))) as Record<string, unknown>;
    expect(published).toMatchObject({ id: 5, name: "published" });
    expect(published.createdAt).toBeInstanceOf(values().Date);
    expect((published.createdAt as Date).toISOString()).toBe("2026-01-02T03:04:05.000Z");
    const queued = (await body(itemsClient.publishItem?.("later"))) as Record<string, unknown>;
    // The 202 body's `createdAt` is a string by its schema: only its `retryAt` is a date.
    expect(queued).toMatchObject({ message: "queued", createdAt: "2026-01-02T03:04:05.000Z" });
    expect(queued.retryAt).toBeInstanceOf(values().Date);
    expect(lastRequest()).toMatchObject({ method: "POST", path: "/items/later/publish" });
  });

  it("rejects 4xx and 5xx responses with the status and the parsed body", async () => {
    const { itemsClient } = await load();
    const missing = await itemsClient.getItemPart?.("missing", 1, "q").catch((error: unknown) => error);
    expect(client.failure(missing)).toEqual({ status: 404, body: { message: "no such item" } });
    const rejected = await itemsClient.createItem?.({ name: "reject" }).catch((error: unknown) => error);
    expect(client.failure(rejected)).toEqual({ status: 422, body: { message: "rejected" } });
    const exploded = await itemsClient.getItemPart?.("explode", 1, "q").catch((error: unknown) => error);
    expect(client.failure(exploded)).toEqual({ status: 500, body: "exploded" });
  });

  it("names the operation's method and path template in a failure's message, not the URL sent", async () => {
    const { itemsClient } = await load();
    const messageOf = (error: unknown) => (error as { message: unknown }).message;
    const missing = await itemsClient.getItemPart?.("missing", 1, "q").catch((error: unknown) => error);
    expect(messageOf(missing)).toBe("GET /items/{item-id}/parts/{partId}: HTTP 404 Not Found");
    const rejected = await itemsClient.createItem?.({ name: "reject" }).catch((error: unknown) => error);
    expect(messageOf(rejected)).toBe("POST /items: HTTP 422 Unprocessable Entity");
  });

  it("parses a JSON error body also where the success body is text or binary", async () => {
    const { filesClient } = await load();
    const text = await filesClient.submitForm?.({ name: "reject" }).catch((error: unknown) => error);
    expect(client.failure(text)).toEqual({ status: 422, body: { message: "rejected" } });
    const binary = await filesClient
      .putBlob?.(new (values().Blob)(["reject"]))
      .catch((error: unknown) => error);
    expect(client.failure(binary)).toEqual({ status: 422, body: { message: "rejected" } });
  });

  it("resolves to the body alone with responseShape body", async () => {
    const { itemsClient, filesClient } = await load({ responseShape: "body" });
    expect(await itemsClient.getItemPart?.("i", 1, "q")).toEqual({ id: 7, name: "wheel" });
    expect(await filesClient.submitForm?.({ name: "x" })).toBe("form ok");
    expect(await filesClient.uploadFile?.({ file: new (values().Blob)(["x"]) })).toBeUndefined();
  });

  it("resolves to APIResponse with status, data and native headers with responseShape full", async () => {
    const { itemsClient } = await load({ responseShape: "full" });
    const response = await itemsClient.createItem?.({ name: "new" });
    expect(response.status).toBe(201);
    expect(response.data).toEqual({ id: 1, name: "new" });
    expect(client.responseHeader(response.headers, "content-type")).toContain("application/json");
  });

  it("passes per-call options: extra headers", async () => {
    const { itemsClient } = await load();
    await itemsClient.listItems?.("o", "h", 2, "ignored", { headers: { "X-Extra": "1" } });
    expect(lastRequest().headers["x-extra"]).toBe("1");
    expect(lastRequest().query).toBe("options=o&http=h&page=2");
  });

  if (client.abortSignal !== false) {
    it("passes per-call options: an AbortSignal, also for a request in flight", async () => {
      const { itemsClient } = await load();
      const received = server().requests.length;
      const aborted = new AbortController();
      aborted.abort();
      await expect(
        itemsClient.listItems?.(undefined, undefined, undefined, undefined, { signal: aborted.signal }),
      ).rejects.toBeDefined();
      expect(server().requests).toHaveLength(received);

      // The server never answers this one (HOLD_HEADER): only the abort, once the request is in flight, can
      // settle the call, so the rejection proves it without a clock.
      const controller = new AbortController();
      const held = nextHeldRequest();
      const inFlight = itemsClient.listItems?.(undefined, undefined, undefined, undefined, {
        signal: controller.signal,
        headers: { [HOLD_HEADER]: "1" },
      });
      expect((await held).path).toBe("/items");
      controller.abort();
      await expect(inFlight).rejects.toBeDefined();
    });
  }

  it("uses the baked baseUrl, and a runtime override wins", async () => {
    const module = await importModule(client, { baseUrl: `${server().url}/v1` });
    await module.itemsClient.listItems?.();
    expect(lastRequest().path).toBe("/v1/items");
    await client.setBaseUrl(module, server().url);
    await module.itemsClient.listItems?.();
    expect(lastRequest().path).toBe("/items");
  });

  // The scenarios of other fixtures: each loads its own with the template under test, on this server.
  const loadFixture = (options: ClientOptions, fixture: string) =>
    importClient(client, server().url, options, fixture);
  const inPage = client.page !== undefined;
  requestShapeScenarios({ lastRequest, load: loadFixture, values });
  runtimeNameScenarios({ lastRequest, load: loadFixture, values, sendsCookies: !inPage });
  securityScenarios({ lastRequest, load: loadFixture, inPage });
  parameterStyleScenarios({ lastRequest, load: loadFixture, values, sendsCookies: !inPage });
  wireRuleScenarios({ lastRequest, load: loadFixture });
  openApi32Scenarios({ lastRequest, load: loadFixture, body, sendsCookies: !inPage });

  return { server, lastRequest, load };
}
