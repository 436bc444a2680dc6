/**
 * Streaming responses against a live server, for the templates that stream (fetch, xior, axios in Node, ky 1 and ky 2): the
 * server writes each body in chunks cut at awkward places (inside a field name, between CR and LF, inside a
 * multi-byte character) and waits for each to leave before the next; the generated client yields the typed
 * items. Aborting the call's signal or leaving the loop closes the connection, and the server sees it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../src/index.js";
import { fixturePath, importGenerated } from "../support/generated-module.js";
import { KY_VERSIONS, pointKyImportAt } from "../support/ky-versions.js";
import {
  awkwardSplits,
  chunksAt,
  LOG_EVENTS,
  LOG_ITEMS,
  ROW_ITEMS,
  ROW_LINES,
  ROW_SEQUENCE,
  TICK_EVENTS,
  TICK_ITEMS,
} from "../support/stream-bodies.js";

interface StreamServer {
  url: string;
  /** Requests received, by path and query. */
  requests: { method: string; url: string; body: string }[];
  /** Resolves when the connection of the `index`th request (0-based) closes. */
  closed(index: number): Promise<void>;
  close(): Promise<void>;
}

/** What each path answers: a body written in awkward chunks, or (`/ticks/live`) one event, then silence. */
const BODIES: Record<string, { type: string; text: string }> = {
  "/ticks": { type: "text/event-stream", text: TICK_EVENTS },
  "/log": { type: "text/event-stream; charset=utf-8", text: LOG_EVENTS },
  "/changes": { type: "text/event-stream", text: 'data: {"kind":"created","key":"k1"}\n\n' },
  "/rows.jsonl": { type: "application/jsonl", text: ROW_LINES },
  "/rows.ndjson": { type: "application/x-ndjson", text: ROW_LINES },
  "/rows.json-seq": { type: "application/json-seq", text: ROW_SEQUENCE },
  "/ping": { type: "application/json", text: '{"ok":true}' },
};

/** A `/ticks/live` request with this header is answered with an event line that does not end. */
const ENDLESS_LINE_HEADER = "x-endless-line";

async function writeChunk(res: ServerResponse, chunk: Uint8Array): Promise<void> {
  // Waiting for the chunk to be flushed keeps the chunks apart on the wire as far as the server can.
  await new Promise<void>((resolve, reject) =>
    res.write(chunk, (error) => (error ? reject(error) : resolve())),
  );
  await new Promise((resolve) => setImmediate(resolve));
}

async function answer(req: IncomingMessage, res: ServerResponse, server: StreamServer): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  server.requests.push({
    method: req.method ?? "",
    url: req.url ?? "",
    body: Buffer.concat(chunks).toString(),
  });
  const path = (req.url ?? "").split("?")[0] ?? "";
  if (path === "/ticks" && (req.url ?? "").includes("from=429")) {
    res.writeHead(429, { "content-type": "application/json" });
    res.end('{"title":"too many listeners"}');
    return;
  }
  if (path === "/ticks/live" && req.headers[ENDLESS_LINE_HEADER] !== undefined) {
    res.writeHead(200, { "content-type": "text/event-stream" });
    await writeChunk(res, Buffer.from("data: "));
    // One line that never ends, until the client hangs up (or far past the limit it must stop at).
    const piece = Buffer.alloc(1024 * 1024, "x");
    for (let sent = 0; !res.destroyed && sent < 64; sent++)
      await writeChunk(res, piece).catch(() => undefined);
    res.end();
    return;
  }
  if (path === "/ticks/live") {
    res.writeHead(200, { "content-type": "text/event-stream" });
    await writeChunk(res, Buffer.from('data: {"seq":1,"at":"2026-01-02T03:04:05.000Z"}\n\n'));
    return; // never ends: only the client can close it
  }
  const body = BODIES[path];
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": body.type });
  for (const chunk of chunksAt(body.text, awkwardSplits(body.text))) await writeChunk(res, chunk);
  res.end();
}

async function startStreamServer(): Promise<StreamServer> {
  const closings: Promise<void>[] = [];
  const server: StreamServer = {
    url: "",
    requests: [],
    closed: (index) => closings[index] ?? Promise.reject(new Error(`no request ${index}`)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        http.closeAllConnections();
        http.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  const http = createServer((req, res) => {
    closings.push(new Promise((resolve) => res.once("close", () => resolve())));
    void answer(req, res, server);
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", () => resolve()));
  server.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return server;
}

type StreamMethod = (...args: unknown[]) => Promise<AsyncIterable<unknown>>;
type StreamingClient = Record<string, StreamMethod>;

async function collect(items: AsyncIterable<unknown>): Promise<unknown[]> {
  const collected: unknown[] = [];
  for await (const item of items) collected.push(item);
  return collected;
}

const STREAMING_TEMPLATES = [
  { name: "fetch", template: "fetch" as const, transform: (code: string) => code },
  // xior and axios resolve to their own response by default; `body` makes every variant resolve to the items.
  { name: "xior", template: "xior" as const, transform: (code: string) => code },
  { name: "axios", template: "axios" as const, transform: (code: string) => code },
  ...KY_VERSIONS.map((version) => ({
    name: version.name,
    template: "ky" as const,
    transform: (code: string) => pointKyImportAt(code, version.specifier),
  })),
];

describe.each(STREAMING_TEMPLATES)("streaming responses against a live server ($name)", (variant) => {
  let server: StreamServer;
  let client: StreamingClient;
  beforeAll(async () => {
    server = await startStreamServer();
    const { module } = await importGenerated<Record<string, unknown>>(
      "fixtures/clients/streaming.yaml",
      { template: variant.template, baseUrl: server.url, dateFormat: "Date", responseShape: "body" },
      variant.transform ? { transformCode: variant.transform } : {},
    );
    client = module.defaultClient as StreamingClient;
  });
  afterAll(() => server.close());

  const call = (name: string, ...args: unknown[]) => (client[name] as StreamMethod)(...args);

  it("yields JSON events with event, id and retry, their data's dates revived", async () => {
    expect(await collect(await call("streamTicks", 5))).toEqual(TICK_ITEMS);
    expect(server.requests.at(-1)).toMatchObject({ method: "GET", url: "/ticks?from=5" });
  });

  it("yields text events, data lines joined with a line feed", async () => {
    expect(await collect(await call("streamLog"))).toEqual(LOG_ITEMS);
  });

  it("yields events whose itemSchema is the data itself", async () => {
    expect(await collect(await call("streamChanges"))).toEqual([{ data: { kind: "created", key: "k1" } }]);
  });

  it("yields JSON Lines and NDJSON items (a POST with a body too)", async () => {
    expect(await collect(await call("streamRows"))).toEqual(ROW_ITEMS);
    expect(await collect(await call("exportRows", { limit: 3 }))).toEqual(ROW_ITEMS);
    expect(server.requests.at(-1)).toMatchObject({ method: "POST", body: '{"limit":3}' });
  });

  it("yields JSON text sequence items", async () => {
    expect(await collect(await call("streamRowSequence"))).toEqual(ROW_ITEMS);
  });

  it("rejects a failure status with the template's error and its decoded body, before any item", async () => {
    const failure = await call("streamTicks", 429).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      name: { xior: "XiorError", axios: "AxiosError" }[variant.template as string] ?? "ApiError",
      status: 429,
      body: { title: "too many listeners" },
    });
  });

  it("stops when the call's signal aborts: the iteration rejects and the server sees the connection close", async () => {
    const controller = new AbortController();
    const index = server.requests.length;
    const iterator = (await call("watchTicks", { signal: controller.signal }))[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toMatchObject({ data: { seq: 1 } });
    const next = iterator.next();
    controller.abort();
    // axios reports an abort as its own CanceledError, as it does for any aborted call.
    await expect(next).rejects.toMatchObject({
      name: variant.template === "axios" ? "CanceledError" : "AbortError",
    });
    await server.closed(index);
  });

  it("takes the limit per call (maxItemLength) beside the library's own options", async () => {
    const index = server.requests.length;
    const items = await call("watchTicks", { headers: { [ENDLESS_LINE_HEADER]: "1" }, maxItemLength: 4096 });
    await expect(collect(items)).rejects.toMatchObject({
      name: "StreamItemTooLong",
      limit: 4096,
      message: "a streamed item is longer than 4096 characters; the stream was cancelled",
    });
    await server.closed(index);
    // A limit above the items lets them through.
    expect(await collect(await call("streamRows", { maxItemLength: 64 }))).toEqual(ROW_ITEMS);
  });

  it("stops at a line longer than the limit: the iteration rejects and the server sees the connection close", async () => {
    const index = server.requests.length;
    const items = await call("watchTicks", { headers: { [ENDLESS_LINE_HEADER]: "1" } });
    await expect(collect(items)).rejects.toMatchObject({
      name: "StreamItemTooLong",
      message: `a streamed item is longer than ${16 * 1024 * 1024} characters; the stream was cancelled`,
    });
    await server.closed(index);
  });

  it("stops when the loop is left: the body is cancelled and the server sees the connection close", async () => {
    const index = server.requests.length;
    for await (const event of await call("watchTicks")) {
      expect(event).toMatchObject({ data: { seq: 1 } });
      break;
    }
    await server.closed(index);
  });
});

describe("streaming operations of a custom template, which cannot stream", () => {
  it("are typed never, throw, and get no hooks", async () => {
    const code = await generate({
      src: fixturePath("clients/streaming.yaml"),
      template: ["swr", fixturePath("custom-template")],
    });
    expect(code).toMatch(/streamRows\([^)]*\): Promise<never>/);
    // The custom template in the fixture calls itself `fetch-api`.
    expect(code).toContain("which the fetch-api template cannot read as it arrives");
    expect(code).toContain("usePing");
    expect(code).not.toMatch(/useStream|useWatchTicks|useExportRows/);
  });
});
